// Properties of Minotaur Chess (docs/rules/minotaur.md) along generated games: the
// engine of engine/minotaur against the independent model of
// verify/minotaur/model.h, and the rules of docs/rules/minotaur.md#pieces, #a-game restated here
// from the board alone (the piece caps, Warriors that never raise their band, asleep Defenders and
// the Totem that never move, waking, succession by the nearest piece recomputed from scratch, the
// lone Avenger), make/unmake and the hash, notation round trips, and the mirror through the board's
// centre with the colours swapped.
//
// A game is a list of choices, one per ply, under a policy; RapidCheck
// shrinks the list, so a failure shows a short game with its
// `minnaar show --rules minotaur --moves "..."` line.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/board8/notation.h"
#include "engine/minotaur/mfen.h"
#include "engine/minotaur/movegen.h"
#include "engine/minotaur/notation.h"
#include "engine/minotaur/perft.h"
#include "verify/minotaur/model.h"

namespace minnaar::minotaur::props {
namespace {

namespace mm = minnaar::model::minotaur;

// How moves are chosen: any legal move, or captures first (three times in
// four when there is one), so that successions and Avengers come often.
enum class Policy { kUniform, kCapturesFirst };

struct GamePath {
  Policy policy = Policy::kUniform;
  std::vector<Move> moves;
  std::vector<std::string> texts;
};

bool is_capture(const Position& pos, Move m) {
  return !m.is_pass() && !is_placement(m) && pos.piece_on(m.to()) != kNoPiece;
}

// Plays from the start, ply i choosing with choices[i], until the choices
// run out or the game ends; `each(pos, move)` sees every position with the
// move about to be played from it, and the last position with none.
template <class Each>
GamePath play(const std::vector<std::uint32_t>& choices, Policy policy, const Each& each) {
  GamePath path{policy, {}, {}};
  Position pos = Position::start();
  MoveList legal;
  for (const std::uint32_t choice : choices) {
    generate_moves(pos, legal);
    if (legal.empty()) break;
    std::vector<Move> from(legal.begin(), legal.end());
    if (policy == Policy::kCapturesFirst && choice % 4 != 0) {
      std::vector<Move> captures;
      for (const Move m : legal)
        if (is_capture(pos, m)) captures.push_back(m);
      if (!captures.empty()) from = captures;
    }
    const Move m = from[(choice / 4) % from.size()];
    each(pos, &m);
    path.moves.push_back(m);
    path.texts.push_back(move_text(m));
    pos.make(m);
  }
  each(pos, nullptr);
  return path;
}

std::string joined(const std::vector<std::string>& texts) {
  std::string out;
  for (const std::string& t : texts) out += (out.empty() ? "" : " ") + t;
  return out;
}

void log_game(const GamePath& path) {
  RC_LOG() << "minnaar show --rules minotaur --moves \"" << joined(path.texts) << "\" ("
           << (path.policy == Policy::kUniform ? "uniform" : "captures-first") << " play)\n";
}

rc::Gen<Policy> policies() { return rc::gen::element(Policy::kUniform, Policy::kCapturesFirst); }

std::vector<std::uint32_t> choices_up_to(int plies) {
  return *rc::gen::container<std::vector<std::uint32_t>>(
      std::size_t(*rc::gen::inRange(0, plies + 1)), rc::gen::arbitrary<std::uint32_t>());
}

std::vector<std::string> sorted_texts(const MoveList& moves) {
  std::vector<std::string> texts;
  for (const Move m : moves) texts.push_back(move_text(m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

const auto kNothing = [](const Position&, const Move*) {};

// --- docs/rules/minotaur.md#a-game "nearest" restated from its words, without the engine's key ---

// The square of `owner`'s piece of type `t` nearest to `target`: smallest
// dx² + dy², then the owner's left (White: smallest x + y; Black: largest),
// then forward (White: smallest x - y; Black: smallest y - x); -1 for none.
int nearest_by_the_words(const Position& pos, Color owner, PieceType t, Square target) {
  int best = -1;
  std::tuple<int, int, int> best_key{};
  for (int s = 0; s < kSquareCount; ++s) {
    if (pos.piece_on(Square(s)) != make_piece(owner, t)) continue;
    const int x = s % 8, y = s / 8, tx = target % 8, ty = target / 8;
    const int distance = (x - tx) * (x - tx) + (y - ty) * (y - ty);
    const int left = owner == kWhite ? x + y : -(x + y);
    const int forward = owner == kWhite ? x - y : y - x;
    const std::tuple<int, int, int> key{distance, left, forward};
    if (best < 0 || key < best_key) {
      best = s;
      best_key = key;
    }
  }
  return best;
}

int count_of(const Position& pos, Color c, PieceType t) { return std::popcount(pos.pieces(c, t)); }

RC_GTEST_PROP(MinotaurProps, EngineAndModelAgreeOnEveryPositionOfAGame, ()) {
  const GamePath path = play(choices_up_to(300), *policies(), kNothing);
  log_game(path);
  mm::Game model = mm::Game::start();
  Position pos = Position::start();
  std::set<std::string> reached;  // for RapidCheck's tags
  for (std::size_t i = 0;; ++i) {
    RC_ASSERT(to_mfen(pos) == model.mfen());
    MoveList legal;
    generate_moves(pos, legal);
    RC_ASSERT(sorted_texts(legal) == model.legal_moves());
    RC_ASSERT(std::string(outcome_token(pos.outcome())) == model.result());
    if (i == path.moves.size()) break;
    if (pos.pieces(kAvenger)) reached.insert("avenger");
    if (pos.awake_bits()) reached.insert("awake");
    pos.make(path.moves[i]);
    RC_ASSERT(model.play(path.texts[i]));
  }
  if (pos.is_over()) reached.insert(std::string(outcome_token(pos.outcome())));
  for (const std::string& t : reached) RC_TAG(t);
}

// The caps of docs/rules/minotaur.md#mfen, the colours of the bishops' squares, a Totemless side
// holding a lone Avenger or nothing, and every legal move: no Totem, no
// asleep Defender, no Warrior raising its band, nothing taking its own side.
RC_GTEST_PROP(MinotaurProps, CapsBandsAndSleepHoldOnEveryPosition, ()) {
  const GamePath path = play(choices_up_to(300), *policies(), [](const Position& pos, const Move*) {
    for (const Color c : {kWhite, kBlack}) {
      for (int t = kTotem; t < kPieceTypeCount; ++t)
        RC_ASSERT(count_of(pos, c, PieceType(t)) <= kTypeLimits[t]);
      RC_ASSERT((pos.pieces(c, kShaman) & kDarkSquares) == 0u);
      RC_ASSERT((pos.pieces(c, kVanguard) & kLightSquares) == 0u);
      if (!pos.pieces(c, kTotem)) {
        // Every game starts with both Totems: this one fell.
        RC_ASSERT(std::popcount(pos.pieces(c)) <= 1);
        RC_ASSERT(pos.pieces(c) == pos.pieces(c, kAvenger));
      }
      RC_ASSERT(!pos.pieces(c, kAvenger) || std::popcount(pos.pieces(c)) == 1);
    }
    MoveList legal;
    generate_moves(pos, legal);
    const Color us = pos.side_to_move();
    for (const Move m : legal) {
      if (m.is_pass()) {
        RC_ASSERT(legal.size() == 1);
        continue;
      }
      if (is_placement(m)) {
        RC_ASSERT(pos.must_place(us));
        RC_ASSERT(is_dark(m.to()));
        RC_ASSERT(band(us, m.to()) >= 1 && band(us, m.to()) <= 6);
        continue;
      }
      RC_ASSERT(!pos.must_place(us));
      const Piece p = pos.piece_on(m.from());
      RC_ASSERT(p != kNoPiece && color_of(p) == us);
      RC_ASSERT(pos.piece_on(m.to()) == kNoPiece || color_of(pos.piece_on(m.to())) != us);
      RC_ASSERT(type_of(p) != kTotem);
      if (type_of(p) == kDefender) RC_ASSERT(pos.is_awake(us));
      if (type_of(p) == kWarrior) {
        RC_ASSERT(band(us, m.to()) < band(us, m.from()) ||
                  (band(us, m.to()) == band(us, m.from()) && pos.piece_on(m.to()) == kNoPiece));
      }
    }
  });
  log_game(path);
}

// Waking: after every move the awake flags are those before, with the
// mover's opponent's added exactly when the mover's Vanguard moved onto a
// square of band <= 0 as the mover counts it.
RC_GTEST_PROP(MinotaurProps, DefendersWakeExactlyWhenTheOpposingVanguardMovesOntoTheBorder, ()) {
  bool woke = false;
  const GamePath path =
      play(choices_up_to(300), *policies(), [&woke](const Position& before, const Move* m) {
        if (!m) return;
        const Color us = before.side_to_move();
        std::uint8_t expected = before.awake_bits();
        if (!m->is_pass() && !is_placement(*m) &&
            before.piece_on(m->from()) == make_piece(us, kVanguard) && band(us, m->to()) <= 0)
          expected |= std::uint8_t(1u << opponent(us));
        Position after = before;
        after.make(*m);
        RC_ASSERT(after.awake_bits() == expected);
        woke = woke || expected != before.awake_bits();
      });
  log_game(path);
  if (woke) RC_TAG("woke");
}

// Succession, recomputed from the words of docs/rules/minotaur.md#a-game on the position before
// each capture: what the loser's pieces must be after it.
RC_GTEST_PROP(MinotaurProps, SuccessionPicksTheNearestPieceOfTheWords, ()) {
  std::set<std::string> taken;  // what the game's captures took, for RapidCheck's tags
  const GamePath path = play(
      choices_up_to(300), Policy::kCapturesFirst, [&taken](const Position& before, const Move* m) {
        if (!m || !is_capture(before, *m)) return;
        const Color loser = opponent(before.side_to_move());
        const Square at = m->to();
        const PieceType lost = type_of(before.piece_on(at));
        // The loser's pieces after the capture, square by square, as docs/rules/minotaur.md#a-game
        // says.
        std::array<Piece, kSquareCount> expected{};
        for (int s = 0; s < kSquareCount; ++s) {
          const Piece p = before.piece_on(Square(s));
          if (p != kNoPiece && color_of(p) == loser && s != at) expected[s] = p;
        }
        if (lost == kChieftain) {
          taken.insert("chieftain taken");
          if (const int s = nearest_by_the_words(before, loser, kChampion, at); s >= 0)
            expected[s] = make_piece(loser, kChieftain);
        } else if (lost == kChampion) {
          taken.insert("champion taken");
          if (const int s = nearest_by_the_words(before, loser, kWarrior, at); s >= 0)
            expected[s] = make_piece(loser, kChampion);
        } else if (lost == kTotem) {
          taken.insert("totem taken");
          int kept = nearest_by_the_words(before, loser, kChieftain, at);
          if (kept < 0) kept = nearest_by_the_words(before, loser, kChampion, at);
          expected = {};
          if (kept >= 0) expected[kept] = make_piece(loser, kAvenger);
        }
        Position after = before;
        after.make(*m);
        for (int s = 0; s < kSquareCount; ++s) {
          const Piece p = after.piece_on(Square(s));
          RC_ASSERT((p != kNoPiece && color_of(p) == loser ? p : kNoPiece) == expected[s]);
        }
        // The mover's piece stands on the square of the capture, unchanged.
        RC_ASSERT(after.piece_on(at) == before.piece_on(m->from()));
      });
  log_game(path);
  for (const std::string& t : taken) RC_TAG(t);
}

RC_GTEST_PROP(MinotaurProps, MakeAndUnmakeRestoreThePositionAndTheHashIsTheMfens, ()) {
  const GamePath path =
      play(choices_up_to(200), *policies(), [](const Position& start, const Move*) {
        const std::string before = to_mfen(start);
        // The MFEN reads back as the same position, hash included.
        const auto parsed = parse_mfen(before);
        RC_ASSERT(bool(parsed));
        RC_ASSERT(*parsed == start);
        RC_ASSERT(parsed->hash() == start.hash());
        RC_ASSERT(to_mfen(*parsed) == before);
        MoveList legal;
        generate_moves(start, legal);
        RC_ASSERT(count_moves(start) == int(legal.size()));
        Position pos = start;
        for (const Move m : legal) {
          // The move's text reads back as the move.
          const auto back = parse_legal_move(start, move_text(m));
          RC_ASSERT(bool(back));
          RC_ASSERT(*back == m);
          RC_ASSERT(parse_move_text(move_text(m)) == std::optional<Move>(m));
          const Position::Undo undo = pos.make(m);
          const auto after = parse_mfen(to_mfen(pos));
          RC_ASSERT(bool(after));
          RC_ASSERT(after->hash() == pos.hash());
          RC_ASSERT(*after == pos);
          pos.unmake(m, undo);
          RC_ASSERT(pos == start);
          RC_ASSERT(pos.hash() == start.hash());
          RC_ASSERT(to_mfen(pos) == before);
        }
      });
  log_game(path);
}

// --- The mirror through the board's centre, (x, y) -> (7 - x, 7 - y), with
// the colours swapped: White's bands, forward, left and captures become
// Black's, so the mirrored position is the same game. Positions with a
// Vanguard still to place have no mirror (White places first).

std::string swap_players(const std::string& field) {
  if (field == "w") return "b";
  if (field == "b") return "w";
  return field;
}

std::string mirrored_mfen(const std::string& mfen) {
  std::vector<std::string> f;
  for (std::size_t start = 0;;) {
    const std::size_t space = mfen.find(' ', start);
    f.push_back(mfen.substr(start, space - start));
    if (space == std::string::npos) break;
    start = space + 1;
  }
  // Reversing the board text reverses the ranks and the files at once.
  std::string board(f[0].rbegin(), f[0].rend());
  for (char& c : board)
    if (std::isalpha(static_cast<unsigned char>(c)))
      c = std::isupper(static_cast<unsigned char>(c))
              ? char(std::tolower(static_cast<unsigned char>(c)))
              : char(std::toupper(static_cast<unsigned char>(c)));
  return board + " " + swap_players(f[1]) + " " + f[2] + " " + swap_players(f[3]) + " " + f[4] +
         " " + f[5] + " " + f[6];
}

std::string mirrored_square(Square s) { return square_name(Square(kSquareCount - 1 - s)); }

std::string mirrored_text(Move m) {
  if (m.is_pass()) return "pass";
  std::string text = is_placement(m) ? "@" : mirrored_square(m.from());
  text += mirrored_square(m.to());
  return text;
}

std::string mirrored_result(Outcome o) {
  if (o == Outcome::kWhiteWins) return "black-wins";
  if (o == Outcome::kBlackWins) return "white-wins";
  return std::string(outcome_token(o));
}

RC_GTEST_PROP(MinotaurProps, TheMirroredPositionHasTheMirroredMovesAndPerft, ()) {
  const GamePath path = play(choices_up_to(250), *policies(), kNothing);
  log_game(path);
  Position pos = Position::start();
  for (const Move m : path.moves) pos.make(m);
  RC_PRE(pos.to_place_bits() == 0);
  const auto mirror = parse_mfen(mirrored_mfen(to_mfen(pos)));
  RC_ASSERT(bool(mirror));
  RC_LOG() << "mirror: " << to_mfen(*mirror) << "\n";
  // Mirroring twice is the position again.
  RC_ASSERT(mirrored_mfen(to_mfen(*mirror)) == to_mfen(pos));
  MoveList ours, theirs;
  generate_moves(pos, ours);
  generate_moves(*mirror, theirs);
  std::vector<std::string> expected;
  for (const Move m : ours) expected.push_back(mirrored_text(m));
  std::sort(expected.begin(), expected.end());
  RC_ASSERT(expected == sorted_texts(theirs));
  Position a = pos, b = *mirror;
  RC_ASSERT(perft(a, 3) == perft(b, 3));
  RC_ASSERT(mirrored_result(pos.outcome()) == std::string(outcome_token(mirror->outcome())));
}

}  // namespace
}  // namespace minnaar::minotaur::props
