// Properties of Sovereign Chess (docs/rules/sovereign.md) along generated games: the
// engine of engine/sovereign against the independent model of verify/model,
// and the rules of docs/rules/sovereign.md#control, #moves, #the-end, #mfen restated here from the
// board alone (control by its definition, the twin squares, own-colour squares, the sliders' reach,
// the kings), make/unmake and the hash, notation round trips, and the
// left-right mirror.
//
// A game is a list of choices, one per ply, under a policy; RapidCheck
// shrinks the list, so a failure shows a short game with its
// `minnaar show --rules sovereign --moves "..."` line.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/sovereign/movegen.h"
#include "engine/sovereign/notation.h"
#include "engine/sovereign/perft.h"
#include "verify/sovereign/model.h"

namespace minnaar::sovereign::props {
namespace {

namespace ms = minnaar::model::sovereign;

// How moves are chosen: any legal move, or the moves that change armies
// first (captures, defections, promotions, castling, moves onto or off a
// coloured square), so that colours change hands often.
enum class Policy { kUniform, kArmiesFirst };

struct GamePath {
  Policy policy = Policy::kUniform;
  std::vector<Move> moves;
  std::vector<std::string> texts;
};

bool changes_armies(const Position& pos, Move m) {
  return m.kind() != Move::kNormal || pos.piece_on(m.to()) != kNoPiece ||
         square_colour(m.from()) != kNoColour || square_colour(m.to()) != kNoColour;
}

// Plays from the start, ply i choosing with choices[i], until the choices
// run out or the game ends; `each(pos)` sees every position on the way.
template <class Each>
GamePath play(const std::vector<std::uint32_t>& choices, Policy policy, const Each& each) {
  GamePath path{policy, {}, {}};
  Position pos = Position::start();
  MoveList legal;
  for (const std::uint32_t choice : choices) {
    each(pos);
    generate_moves(pos, legal);
    if (legal.empty()) return path;
    std::vector<Move> from(legal.begin(), legal.end());
    if (policy == Policy::kArmiesFirst && choice % 4 != 0) {
      std::vector<Move> preferred;
      for (const Move m : legal)
        if (changes_armies(pos, m)) preferred.push_back(m);
      if (!preferred.empty()) from = preferred;
    }
    const Move m = from[choice % from.size()];
    path.moves.push_back(m);
    path.texts.push_back(move_name(m));
    pos.make(m);
  }
  each(pos);
  return path;
}

std::string joined(const std::vector<std::string>& texts) {
  std::string out;
  for (const std::string& t : texts) out += (out.empty() ? "" : " ") + t;
  return out;
}

void log_game(const GamePath& path) {
  RC_LOG() << "minnaar show --rules sovereign --moves \"" << joined(path.texts) << "\" ("
           << (path.policy == Policy::kUniform ? "uniform" : "armies-first") << " play)\n";
}

rc::Gen<Policy> policies() { return rc::gen::element(Policy::kUniform, Policy::kArmiesFirst); }

std::vector<std::uint32_t> choices_up_to(int plies) {
  return *rc::gen::container<std::vector<std::uint32_t>>(
      std::size_t(*rc::gen::inRange(0, plies + 1)), rc::gen::arbitrary<std::uint32_t>());
}

std::vector<std::string> sorted_texts(const MoveList& moves) {
  std::vector<std::string> texts;
  for (const Move m : moves) texts.push_back(move_name(m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

// --- docs/rules/sovereign.md#control restated: control by its definition, from the board alone ---

std::array<ColourSet, 2> control_by_definition(const Position& pos) {
  std::array<ColourSet, 2> control = {colour_bit(pos.owned(kWhite)), colour_bit(pos.owned(kBlack))};
  for (bool grew = true; grew;) {
    grew = false;
    for (int c = 0; c < kColourCount; ++c) {
      if (c == pos.owned(kWhite) || c == pos.owned(kBlack)) continue;
      for (const Square s : kColourSquares[std::size_t(c)]) {
        const Piece p = pos.piece_on(s);
        if (p == kNoPiece) continue;
        for (int player = 0; player < 2; ++player)
          if ((control[std::size_t(player)] & colour_bit(colour_of(p))) &&
              !(control[std::size_t(player)] & colour_bit(c))) {
            control[std::size_t(player)] |= colour_bit(c);
            grew = true;
          }
      }
    }
  }
  return control;
}

void check_invariants(const Position& pos) {
  const auto control = control_by_definition(pos);
  RC_ASSERT(pos.control(kWhite) == control[0]);
  RC_ASSERT(pos.control(kBlack) == control[1]);
  RC_ASSERT((control[0] & control[1]) == 0);
  RC_ASSERT(!(pos.control(kWhite) & colour_bit(pos.owned(kBlack))));
  RC_ASSERT(!(pos.control(kBlack) & colour_bit(pos.owned(kWhite))));
  for (int c = 0; c < kColourCount; ++c) {
    const auto& pair = kColourSquares[std::size_t(c)];
    RC_ASSERT(pos.piece_on(pair[0]) == kNoPiece || pos.piece_on(pair[1]) == kNoPiece);
  }
  std::array<int, kColourCount> kings{};
  for (Square s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(s);
    if (p == kNoPiece) continue;
    RC_ASSERT(square_colour(s) != colour_of(p));
    RC_ASSERT(!(role_of(p) == kPawn && in_centre(s)));
    if (role_of(p) == kKing) ++kings[std::size_t(colour_of(p))];
  }
  for (int c = 0; c < kColourCount; ++c) {
    const bool owned = c == pos.owned(kWhite) || c == pos.owned(kBlack);
    RC_ASSERT(kings[std::size_t(c)] == (owned ? 1 : 0));
  }
  RC_ASSERT(role_of(pos.piece_on(pos.king_square(kWhite))) == kKing);
  RC_ASSERT(colour_of(pos.piece_on(pos.king_square(kWhite))) == pos.owned(kWhite));
  RC_ASSERT(colour_of(pos.piece_on(pos.king_square(kBlack))) == pos.owned(kBlack));
}

// The squares a move passes from and to, as file/rank distance.
int distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

const auto kNothing = [](const Position&) {};

RC_GTEST_PROP(SovereignProps, EngineAndModelAgreeOnEveryPositionOfAGame, ()) {
  const GamePath path = play(choices_up_to(400), *policies(), kNothing);
  log_game(path);
  // What the games reach (RapidCheck prints the share of each).
  std::set<std::string> kinds;
  for (const Move m : path.moves)
    if (m.kind() != Move::kNormal)
      kinds.insert(m.kind() == Move::kPromotion  ? "promotion"
                   : m.kind() == Move::kCastling ? "castling"
                   : m.to() == m.from()          ? "defection"
                                                 : "defection-with-step");
  for (const std::string& k : kinds) RC_TAG(k);
  ms::Game model = ms::Game::start();
  Position pos = Position::start();
  for (std::size_t i = 0;; ++i) {
    RC_ASSERT(to_mfen(pos) == model.mfen());
    MoveList legal;
    generate_moves(pos, legal);
    RC_ASSERT(sorted_texts(legal) == model.legal_moves());
    RC_ASSERT(std::string(outcome_token(outcome(pos))) == model.result());
    if (i == path.moves.size()) break;
    pos.make(path.moves[i]);
    RC_ASSERT(model.play(path.texts[i]));
  }
}

RC_GTEST_PROP(SovereignProps, ControlAndThePlacementRulesHoldAfterEveryMove, ()) {
  const GamePath path = play(choices_up_to(400), *policies(), check_invariants);
  log_game(path);
}

RC_GTEST_PROP(SovereignProps, LegalMovesAreExactlyThePseudoLegalOnesThatLeaveTheKingSafe, ()) {
  const GamePath path = play(choices_up_to(200), *policies(), [](const Position& start) {
    if (start.move_number() >= kMoveCap) return;
    MoveList pseudo, legal;
    generate_pseudo_moves(start, pseudo);
    generate_legal_moves(start, legal);
    const std::set<std::uint32_t> legal_set = [&] {
      std::set<std::uint32_t> out;
      for (const Move m : legal) out.insert(m.raw());
      return out;
    }();
    Position pos = start;
    const Player us = pos.side_to_move();
    for (const Move m : pseudo) {
      // Sliders reach at most 8 squares; a plain move is at most that far.
      const Role role = role_of(pos.piece_on(m.from()));
      if (m.kind() == Move::kNormal && role != kKnight) RC_ASSERT(distance(m.from(), m.to()) <= 8);
      if (m.kind() == Move::kNormal && role == kKing) RC_ASSERT(distance(m.from(), m.to()) == 1);
      const Position::Undo undo = pos.make(m);
      const bool safe = !pos.attacked(pos.king_square(us), opponent(us));
      pos.unmake(m, undo);
      RC_ASSERT(safe == (legal_set.count(m.raw()) == 1));
    }
    RC_ASSERT(legal_set.size() <= pseudo.size());
  });
  log_game(path);
}

RC_GTEST_PROP(SovereignProps, MakeAndUnmakeRestoreThePositionAndTheHashIsTheNotations, ()) {
  const GamePath path = play(choices_up_to(200), *policies(), [](const Position& start) {
    const std::string before = to_mfen(start);
    // The hash depends on the position alone: a position read from its
    // MFEN hashes the same as the one reached by moves.
    const auto parsed = parse_mfen(before);
    RC_ASSERT(bool(parsed));
    RC_ASSERT(parsed->hash() == start.hash());
    RC_ASSERT(to_mfen(*parsed) == before);
    RC_ASSERT(parsed->control(kWhite) == start.control(kWhite));
    RC_ASSERT(parsed->control(kBlack) == start.control(kBlack));
    MoveList legal;
    generate_moves(start, legal);
    Position pos = start;
    for (const Move m : legal) {
      // The move's text reads back as the move.
      const auto back = parse_legal_move(start, move_name(m));
      RC_ASSERT(bool(back));
      RC_ASSERT(back->raw() == m.raw());
      const Position::Undo undo = pos.make(m);
      const auto after = parse_mfen(to_mfen(pos));
      RC_ASSERT(bool(after));
      RC_ASSERT(after->hash() == pos.hash());
      pos.unmake(m, undo);
      RC_ASSERT(pos.hash() == start.hash());
      RC_ASSERT(pos.board() == start.board());
      RC_ASSERT(to_mfen(pos) == before);
    }
  });
  log_game(path);
}

// --- The left-right mirror (files a<->p), colours paired as the coloured
// squares pair under it: w<->b, a<->s, p<->v, r<->n, o<->c, y<->g. Castling
// is not symmetric (the kings' home squares are i1 and i16), so the mirror
// is taken of positions without castling rights.

constexpr std::array<int, kColourCount> kMirrorColour = {kBlackColour, kWhiteColour, kSlate, kAsh,
                                                         kViolet,      kNavy,        kCyan,  kGreen,
                                                         kYellow,      kOrange,      kRed,   kPink};

Square mirrored(Square s) { return make_square(15 - file_of(s), rank_of(s)); }

std::string mirrored_mfen(const Position& pos) {
  Position m;
  for (Square s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(s);
    if (p != kNoPiece)
      m.put(mirrored(s), make_piece(kMirrorColour[std::size_t(colour_of(p))], role_of(p)));
  }
  m.set_side(pos.side_to_move());
  m.set_owned(kWhite, kMirrorColour[std::size_t(pos.owned(kWhite))]);
  m.set_owned(kBlack, kMirrorColour[std::size_t(pos.owned(kBlack))]);
  m.set_move_number(pos.move_number());
  m.refresh();
  return to_mfen(m);
}

std::string mirrored_text(Move m) {
  switch (m.kind()) {
    case Move::kNormal:
      return move_name(Move::normal(mirrored(m.from()), mirrored(m.to())));
    case Move::kPromotion:
      return move_name(Move::promotion(mirrored(m.from()), mirrored(m.to()), m.promotion_role()));
    case Move::kDefection:
      return move_name(Move::defection(
          mirrored(m.from()), kMirrorColour[std::size_t(m.defection_colour())], mirrored(m.to())));
    case Move::kCastling:
      break;
  }
  return "castling";
}

RC_GTEST_PROP(SovereignProps, TheMirroredPositionHasTheMirroredMovesAndPerft, ()) {
  const GamePath path = play(choices_up_to(300), *policies(), kNothing);
  log_game(path);
  Position pos = Position::start();
  for (const Move m : path.moves) pos.make(m);
  // Without castling rights, on both sides of the mirror.
  Position plain = pos;
  plain.set_castling(0);
  const auto mirror = parse_mfen(mirrored_mfen(plain));
  RC_ASSERT(bool(mirror));
  RC_LOG() << "mirror: " << to_mfen(*mirror) << "\n";
  MoveList ours, theirs;
  generate_moves(plain, ours);
  generate_moves(*mirror, theirs);
  std::vector<std::string> expected;
  for (const Move m : ours) expected.push_back(mirrored_text(m));
  std::sort(expected.begin(), expected.end());
  RC_ASSERT(expected == sorted_texts(theirs));
  Position a = plain, b = *mirror;
  RC_ASSERT(perft(a, 2) == perft(b, 2));
  RC_ASSERT(std::string(outcome_token(outcome(plain))) ==
            std::string(outcome_token(outcome(*mirror))));
}

}  // namespace
}  // namespace minnaar::sovereign::props
