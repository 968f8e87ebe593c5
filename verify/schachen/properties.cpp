// Properties of Schachen (docs/rules/schachen.md) along generated games from
// generated deals: the engine of engine/schachen against the independent
// model of verify/model, the rules of docs/rules/schachen.md#squares-pieces-cards, #set-up, #a-turn
// restated here (every card in one place, hands, adjacency, the king's steps, placements,
// promotion), make/unmake and the hash, notation round trips, and that no player sees what its seat
// may not: two states that differ only in what a seat cannot see give it the same observation, and
// every player chooses the same in both.
//
// A game is a deal and a list of choices, one per ply, under a policy;
// RapidCheck shrinks the list, so a failure shows a short game with its
// `minnaar show --rules schachen --deal S --moves "..."` line.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/schachen/game.h"
#include "engine/schachen/movegen.h"
#include "engine/schachen/notation.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"
#include "verify/schachen/model.h"

namespace minnaar::schachen::props {
namespace {

namespace ms = minnaar::model::schachen;

// How turns are chosen: any legal turn, or captures, promotions and
// placements first, so that pools fill, piles empty and pawns promote.
enum class Policy { kUniform, kEventful };

struct GamePath {
  std::uint64_t deal = 0;
  Policy policy = Policy::kUniform;
  std::vector<Turn> turns;
  std::vector<std::string> texts;
};

bool eventful(const Position& pos, const Turn& t) {
  return is_capture(pos, t.move) || t.move.promotion != kNoKind || t.placement.kind != kNoKind;
}

// Plays from the deal, ply i choosing with choices[i], until the choices
// run out or the game ends; `each(pos)` sees every position on the way.
template <class Each>
GamePath play(std::uint64_t deal, const std::vector<std::uint32_t>& choices, Policy policy,
              const Each& each) {
  GamePath path{deal, policy, {}, {}};
  Position pos = Position::deal(deal);
  std::vector<Turn> legal;
  for (const std::uint32_t choice : choices) {
    each(pos);
    generate_turns(pos, legal);
    if (legal.empty()) return path;
    std::vector<Turn> from = legal;
    if (policy == Policy::kEventful && choice % 4 != 0) {
      std::vector<Turn> preferred;
      for (const Turn& t : legal)
        if (eventful(pos, t)) preferred.push_back(t);
      if (!preferred.empty()) from = preferred;
    }
    const Turn t = from[(choice / 4) % from.size()];
    path.turns.push_back(t);
    path.texts.push_back(turn_text(t));
    pos.make(t);
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
  RC_LOG() << "minnaar show --rules schachen --deal " << path.deal << " --moves \""
           << joined(path.texts) << "\" ("
           << (path.policy == Policy::kUniform ? "uniform" : "eventful") << " play)\n";
}

GamePath generated_game(int plies, const std::function<void(const Position&)>& each) {
  const auto deal = *rc::gen::inRange<std::uint64_t>(0, 1000);
  const auto policy = *rc::gen::element(Policy::kUniform, Policy::kEventful);
  const auto choices = *rc::gen::container<std::vector<std::uint32_t>>(
      std::size_t(*rc::gen::inRange(0, plies + 1)), rc::gen::arbitrary<std::uint32_t>());
  GamePath path = play(deal, choices, policy, each);
  log_game(path);
  return path;
}

const auto kNothing = [](const Position&) {};

std::vector<std::string> sorted_texts(const std::vector<Turn>& turns) {
  std::vector<std::string> texts;
  for (const Turn& t : turns) texts.push_back(turn_text(t));
  std::sort(texts.begin(), texts.end());
  return texts;
}

RC_GTEST_PROP(SchachenProps, EngineAndModelAgreeOnEveryPositionOfAGame, ()) {
  const GamePath path = generated_game(160, kNothing);
  ms::Game model = ms::Game::deal(path.deal);
  Position pos = Position::deal(path.deal);
  if (std::any_of(path.turns.begin(), path.turns.end(),
                  [](const Turn& t) { return t.move.promotion != kNoKind; }))
    RC_TAG("a promotion");
  for (std::size_t i = 0;; ++i) {
    RC_ASSERT(to_mfen(pos) == model.mfen());
    RC_ASSERT(observation_text(pos, kWhite) == model.observation('w'));
    RC_ASSERT(observation_text(pos, kBlack) == model.observation('b'));
    std::vector<Turn> legal;
    generate_turns(pos, legal);
    RC_ASSERT(sorted_texts(legal) == model.legal_moves());
    RC_ASSERT(std::string(outcome_token(outcome(pos))) == model.result());
    if (i == path.turns.size()) break;
    pos.make(path.turns[i]);
    RC_ASSERT(model.play(path.texts[i]));
  }
}

RC_GTEST_PROP(SchachenProps, EverySidesSixteenCardsAreAlwaysInExactlyOnePlace, ()) {
  generated_game(300, [](const Position& pos) {
    for (const Colour c : {kWhite, kBlack}) {
      std::array<int, kKindCount> count{};
      for (int i = 0; i < pos.piece_count(); ++i)
        if (colour_of(pos.piece(i)) == c) ++count[kind_of(pos.piece(i))];
      const Cards& cards = pos.cards(c);
      for (int k = 0; k < kKindCount; ++k)
        count[std::size_t(k)] += cards.hand[std::size_t(k)] + cards.pool[std::size_t(k)];
      for (int i = cards.drawn; i < cards.pile_size; ++i) ++count[cards.pile[std::size_t(i)]];
      RC_ASSERT(count == kCardsOfKind);
      RC_ASSERT(pos.cards(c).pool[kKing] == 0);
    }
  });
}

RC_GTEST_PROP(SchachenProps, AHandNeverHoldsMoreThanThreeAndIsFullWhileThePileLasts, ()) {
  generated_game(300, [](const Position& pos) {
    for (const Colour c : {kWhite, kBlack}) {
      const Cards& cards = pos.cards(c);
      RC_ASSERT(cards.hand_size() <= kHandLimit);
      if (cards.pile_left() > 0) RC_ASSERT(cards.hand_size() == kHandLimit);
    }
  });
}

// Whether a piece other than the one on `origin` stands next to `s`.
bool neighbour_besides(const Position& pos, Square s, Square origin) {
  for (int i = 0; i < pos.piece_count(); ++i) {
    const Square q = pos.square(i);
    if (q == origin || q == s) continue;
    if (std::abs(q.x - s.x) <= 1 && std::abs(q.y - s.y) <= 1) return true;
  }
  return false;
}

RC_GTEST_PROP(SchachenProps, EveryTurnKeepsTheRulesOfMovementPlacementAndPromotion, ()) {
  bool promotions = false;
  generated_game(200, [&](const Position& start) {
    std::vector<Turn> turns;
    generate_turns(start, turns);
    const Colour us = start.side_to_move();
    const int f = forward(us);
    for (const Turn& t : turns) {
      const Move& m = t.move;
      const int mover = start.index_at(m.from);
      RC_ASSERT(mover >= 0);
      RC_ASSERT(colour_of(start.piece(mover)) == us);
      const Kind kind = kind_of(start.piece(mover));
      const bool capture = is_capture(start, m);
      if (capture) RC_ASSERT(colour_of(start.piece(start.index_at(m.to))) != us);
      // docs/rules/schachen.md#a-turn: a quiet move lands next to a piece other than its own
      // origin.
      if (!capture) RC_ASSERT(neighbour_besides(start, m.to, m.from));
      // docs/rules/schachen.md#a-turn: the king never steps back without capturing.
      if (kind == kKing) {
        RC_ASSERT(std::max(std::abs(m.to.x - m.from.x), std::abs(m.to.y - m.from.y)) == 1);
        if (!capture) RC_ASSERT(m.to.y - m.from.y != -f);
      }
      // docs/rules/schachen.md#a-turn: promotion only on the opposing king's row, to a kind in the
      // pool.
      if (m.promotion != kNoKind) {
        promotions = true;
        RC_ASSERT(kind == kPawn);
        RC_ASSERT(m.to.y == start.king_square(~us).y);
        RC_ASSERT(m.promotion != kPawn && m.promotion != kKing);
        RC_ASSERT(start.cards(us).pool[m.promotion] > 0);
      }
      // docs/rules/schachen.md#a-turn: a placement beside (a pawn) or behind (the rest) an own pawn
      // of the board after the move, of a kind in the hand, on an empty square.
      if (t.placement.kind != kNoKind) {
        RC_ASSERT(start.cards(us).hand[t.placement.kind] > 0);
        Position after = start;
        after.make({m, {}});
        const Square s = t.placement.square;
        RC_ASSERT(after.empty(s));
        const Piece pawn = make_piece(us, kPawn);
        const auto pawn_at = [&](Square q) {
          const int i = after.index_at(q);
          return i >= 0 && after.piece(i) == pawn;
        };
        if (t.placement.kind == kPawn)
          RC_ASSERT(pawn_at(shifted(s, -1, 0)) || pawn_at(shifted(s, 1, 0)));
        else
          RC_ASSERT(pawn_at(shifted(s, 0, f)));
      }
      // docs/rules/schachen.md#a-turn: the mover's king is not attacked after the move.
      Position after = start;
      after.make(t);
      RC_ASSERT(!after.attacked(after.king_square(us), ~us));
    }
  });
  if (promotions) RC_TAG("a promotion to choose");
}

RC_GTEST_PROP(SchachenProps, MakeAndUnmakeRestoreThePositionAndTheHashIsTheNotations, ()) {
  generated_game(120, [](const Position& start) {
    const std::string before = to_mfen(start);
    const auto parsed = parse_mfen(before);
    RC_ASSERT(bool(parsed));
    RC_ASSERT(parsed->hash() == start.hash());
    RC_ASSERT(to_mfen(*parsed) == before);
    std::vector<Turn> turns;
    generate_turns(start, turns);
    RC_ASSERT(count_turns(start) == turns.size());
    Position pos = start;
    // Reading a turn back lists every turn: a spread of them is read back.
    const std::size_t stride = turns.size() / 16 + 1;
    for (std::size_t i = 0; i < turns.size(); ++i) {
      const Turn& t = turns[i];
      if (i % stride == 0) {
        const auto back = parse_legal_turn(start, turn_text(t));
        RC_ASSERT(bool(back));
        RC_ASSERT(*back == t);
      }
      const Position::Undo undo = pos.make(t);
      const auto after = parse_mfen(to_mfen(pos));
      RC_ASSERT(bool(after));
      RC_ASSERT(after->hash() == pos.hash());
      pos.unmake(t, undo);
      RC_ASSERT(pos.hash() == start.hash());
      RC_ASSERT(to_mfen(pos) == before);
    }
  });
}

// --- No leak (docs/rules/schachen.md#what-a-player-sees)
// -----------------------------------------------------

// Every agent type of Schachen, with budgets small enough for a property.
const std::vector<std::string>& agent_specs() {
  static const std::vector<std::string> specs = {
      "random",
      "random:capture_bias=800",
      "greedy",
      "alphabeta:depth=1,quiescence=1,tt_mb=1",
      "mcts:iterations=16,playout_plies=4",
      "pimc:samples=2,depth=1,quiescence=0,tt_mb=1",
      "ismcts:iterations=16,playout_plies=4",
  };
  return specs;
}

RC_GTEST_PROP(SchachenProps, NoPlayerSeesWhatItsSeatMayNot, ()) {
  auto loaded = game::load("schachen");
  RC_ASSERT(bool(loaded));
  const game::Game& g = **loaded;
  const GamePath path = generated_game(60, kNothing);
  auto real = g.start(path.deal);
  RC_ASSERT(real->play(joined(path.texts)));
  RC_PRE(!real->is_over());
  bool differ = false;
  for (game::Seat seat = 0; seat < g.seat_count(); ++seat) {
    // Another state that differs from the real one only in what `seat`
    // cannot see: its own pile's order and the other's hand and pile.
    const std::string seen = real->observation(seat);
    const auto other = g.sample(seen, seat, *rc::gen::arbitrary<std::uint64_t>());
    RC_ASSERT(bool(other));
    RC_ASSERT((*other)->observation(seat) == seen);
    differ |= (*other)->notation() != real->notation();
  }
  if (differ) RC_TAG("hidden cards differ");
  // Every player of the seat to move chooses the same in both, as the
  // runner shows them the state (agent_choice): the same agent seed, the
  // same sample seed.
  const game::Seat mover = real->to_move();
  const auto other =
      g.sample(real->observation(mover), mover, *rc::gen::arbitrary<std::uint64_t>());
  RC_ASSERT(bool(other));
  const auto agent_seed = *rc::gen::arbitrary<std::uint64_t>();
  const auto sample_seed = *rc::gen::arbitrary<std::uint64_t>();
  for (const std::string& spec : agent_specs()) {
    auto a = tournament::make_agent(g, spec, agent_seed);
    auto b = tournament::make_agent(g, spec, agent_seed);
    RC_ASSERT(bool(a) && bool(b));
    const game::Action first = tournament::agent_choice(**a, *real, sample_seed);
    const game::Action second = tournament::agent_choice(**b, **other, sample_seed);
    RC_ASSERT(real->move_text(first) == (*other)->move_text(second));
  }
}

}  // namespace
}  // namespace minnaar::schachen::props
