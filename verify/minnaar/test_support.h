// Helpers shared by the engine tests. They are written from the rules and
// the public headers only: square and move names are computed here (not with
// notation.cpp), so that a movegen test does not fail because of a notation
// bug, and the reverse.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/position.h"
#include "engine/minnaar/types.h"

namespace minnaar::test {

// Parses an MFEN that a test relies on. A refusal throws, which GoogleTest
// reports as a failure of the test that asked for the position.
inline current::Position mfen(std::string_view text) {
  auto parsed = current::parse_mfen(text);
  if (!parsed) {
    throw std::runtime_error("parse_mfen refused '" + std::string(text) +
                             "': " + parsed.error().message());
  }
  return *parsed;
}

// "e4" for kE4, computed from the square's file and rank.
inline std::string name_of(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

// "e1e4", or "pass".
inline std::string name_of(Move m) {
  if (m.is_pass()) return "pass";
  return name_of(m.from()) + name_of(m.to());
}

// Square from "e4"; throws on anything else.
inline Square sq(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') {
    throw std::invalid_argument("bad square in test: " + std::string(text));
  }
  return make_square(text[0] - 'a', text[1] - '1');
}

// Move from "e1e4" or "pass"; throws on anything else.
inline Move mv(std::string_view text) {
  if (text == "pass") return Move::pass();
  if (text.size() != 4) throw std::invalid_argument("bad move in test: " + std::string(text));
  return Move(sq(text.substr(0, 2)), sq(text.substr(2, 2)));
}

inline std::vector<Move> moves_of(const current::Position& pos) {
  current::MoveList list;
  current::generate_moves(pos, list);
  return {list.begin(), list.end()};
}

// The legal moves as names, sorted (duplicates kept, so that a generator
// that lists a move twice is caught by comparing with an expected list).
inline std::vector<std::string> move_names(const current::Position& pos) {
  std::vector<std::string> names;
  for (Move m : moves_of(pos)) names.push_back(name_of(m));
  std::sort(names.begin(), names.end());
  return names;
}

// The landing squares of the legal moves that start on `from`, sorted.
inline std::vector<std::string> targets_from(const current::Position& pos, std::string_view from) {
  const Square s = sq(from);
  std::vector<std::string> names;
  for (Move m : moves_of(pos)) {
    if (!m.is_pass() && m.from() == s) names.push_back(name_of(m.to()));
  }
  std::sort(names.begin(), names.end());
  return names;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

inline bool generates(const current::Position& pos, std::string_view move_text) {
  const Move m = mv(move_text);
  for (Move g : moves_of(pos)) {
    if (g == m) return true;
  }
  return false;
}

// Plays a move the test expects to be legal; throws if the generator does
// not list it, so that a test never drives make() with an illegal move.
inline current::Position::Undo play(current::Position& pos, std::string_view move_text) {
  if (!generates(pos, move_text)) {
    throw std::runtime_error("test move " + std::string(move_text) + " is not generated in " +
                             current::to_mfen(pos));
  }
  return pos.make(mv(move_text));
}

}  // namespace minnaar::test
