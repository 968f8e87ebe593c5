#include "engine/playtest/game.h"

#include <map>

#include "engine/board8/picture.h"

#include "engine/playtest/mfen.h"
#include "engine/playtest/notation.h"
#include "engine/playtest/perft.h"

namespace minnaar::playtest {

template <RuleSet kSet>
const game::GameInfo& PlaytestRules<kSet>::info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        std::string(rule_set_name(kSet)),
        kSet == RuleSet::kStandard
            ? "The Play-Test Edition 1.0, standard rules: Sovereigns move any distance, two "
              "passages for sovereignty (docs/rules/playtest.md#pieces-and-start)"
            : "The Play-Test Edition 1.0, contemplative rules: Sovereigns move at most two "
              "squares, one passage for sovereignty (docs/rules/playtest.md#pieces-and-start)",
        {{"anti_stall", "true",
          "end the game after 100 turns without a capture or a completed passage",
          /*endless_value=*/"false"}},
        {{"white", 0}, {"black", 1}},
        {"white", "black"},
        /*perfect_information=*/true,
        /*chance_at_setup=*/false,
        /*constant_sum=*/false,
        "MFEN",
        "sovereignty"};
    info.results = {
        {"mutual-sovereignty", "the game ended with both players having achieved sovereignty"},
        {"white-sovereignty", "the game ended with only White having achieved sovereignty"},
        {"black-sovereignty", "the game ended with only Black having achieved sovereignty"},
        {"unrealized-sovereignty", "the game ended with neither having achieved sovereignty"},
        {"white-wins", "only in a tournament: Black's program forfeited"},
        {"black-wins", "only in a tournament: White's program forfeited"}};
    return info;
  }();
  return kInfo;
}

template <RuleSet kSet>
Expected<Position, game::NotationError> PlaytestRules<kSet>::parse(std::string_view text,
                                                                   const Config& rules) {
  auto pos = parse_mfen(text, rules);
  if (!pos) return Unexpected{game::NotationError{pos.error().field, pos.error().reason}};
  return *pos;
}

template <RuleSet kSet>
std::string PlaytestRules<kSet>::notation(const Position& pos) {
  return to_mfen(pos);
}

template <RuleSet kSet>
Expected<Move, std::string> PlaytestRules<kSet>::parse_legal(const Position& pos,
                                                             std::string_view text) {
  return parse_legal_move(pos, text);
}

template <RuleSet kSet>
game::MoveDescription PlaytestRules<kSet>::describe(const Position& pos, Move m) {
  if (m.is_pass()) return board8_pass();
  const Piece mover = pos.piece_on(m.from()), target = pos.piece_on(m.to());
  const Target on_target = target == kNoPiece                      ? Target::kEmpty
                           : player_of(target) == player_of(mover) ? Target::kAlly
                                                                   : Target::kEnemy;
  // docs/rules/playtest.md#after-every-turn: a Sovereign reaching the far rank leaves the board.
  const bool passage =
      type_of(mover) == kSovereign && rank_of(m.to()) == far_rank(player_of(mover));
  const std::string_view own_kind = !passage                      ? std::string_view()
                                    : on_target == Target::kEmpty ? "passage"
                                                                  : "capture with passage";
  return board8_move(m, current::piece_type_name(type_of(mover)), on_target,
                     mover != kNoPiece && player_of(mover) == pos.side_to_move(), own_kind);
}

template <RuleSet kSet>
std::string PlaytestRules<kSet>::termination(const Position& pos) {
  if (!pos.is_over()) return "ongoing";
  auto resolved = [&](Player p) { return pos.achieved(p) || pos.cannot_achieve(p); };
  if (resolved(kWhite) && resolved(kBlack)) return "both-resolved";
  if (pos.passes() >= kForcedPassLimit) return "two-forced-passes";
  return "anti-stall";
}

template <RuleSet kSet>
std::uint64_t PlaytestRules<kSet>::perft(Position& pos, int depth, bool bulk) {
  return bulk ? playtest::perft(pos, depth) : perft_without_bulk(pos, depth);
}

template <RuleSet kSet>
std::vector<DivideEntry> PlaytestRules<kSet>::divide(Position& pos, int depth, int threads,
                                                     bool bulk) {
  return perft_divide(pos, depth, threads, bulk);
}

template <RuleSet kSet>
game::Picture PlaytestRules<kSet>::picture(const Position& pos) {
  // Looks: 0 White's Sovereign, 1 Black's, then the chess pieces from 2.
  std::vector<game::PieceLook> looks{{"S", "#faf7ee", "#b8860b", "White Sovereign"},
                                     {"S", "#2f2f2f", "#f1c232", "Black Sovereign"}};
  add_chess_looks(looks);
  game::Picture picture = board8_picture(pos, std::move(looks), [](Piece p) {
    const bool black = player_of(p) == kBlack;
    if (type_of(p) == kSovereign) return black ? 1 : 0;
    return chess_look(2, black, type_of(p) - kKing);
  });
  std::string needed = " of ";
  needed += std::to_string(pos.rules().passages_needed());
  picture.counters = {{"to move", pos.is_over()                  ? "-"
                                  : pos.side_to_move() == kWhite ? "White"
                                                                 : "Black"},
                      {"White passages", std::to_string(pos.passages(kWhite)) + needed},
                      {"Black passages", std::to_string(pos.passages(kBlack)) + needed},
                      {"quiet", std::to_string(pos.quiet())},
                      {"passes", std::to_string(pos.passes())},
                      {"move", std::to_string(pos.move_number())}};
  return picture;
}

template <RuleSet kSet>
std::vector<game::EdgePosition> PlaytestRules<kSet>::edge_positions(const Config& rules) {
  // The start's pieces: 8 Sovereigns a player, K, Q, 2 R, 2 B, 2 N.
  const std::map<std::string, int> limits = {{"P", 8}, {"p", 8}, {"K", 1}, {"Q", 1},
                                             {"R", 2}, {"B", 2}, {"N", 2}, {"k", 1},
                                             {"q", 1}, {"r", 2}, {"b", 2}, {"n", 2}};
  const std::vector<std::string> white = {"P", "K", "Q", "R", "B", "N"};
  const std::vector<std::string> black = {"p", "k", "q", "r", "b", "n"};
  // Two Sovereigns each: enough for either pursuit to be open.
  const std::vector<std::string> kept = {"P", "P", "p", "p"};
  const std::vector<game::EdgeSide> sides = {{"w - 0 0 0 0 1", white, white, black, kept},
                                             {"b - 0 0 0 0 1", black, black, white, kept}};
  return game::edge_positions({0, 0, 7, 7}, 2, limits, sides, [&](const std::string& text) {
    const auto pos = parse(text, rules);
    return pos && !pos->is_over();
  });
}

template struct PlaytestRules<RuleSet::kStandard>;
template struct PlaytestRules<RuleSet::kContemplative>;

const Position* position_of(const game::State& state) {
  if (auto* s = dynamic_cast<const Board8State<StandardRules>*>(&state)) return &s->position();
  if (auto* s = dynamic_cast<const Board8State<ContemplativeRules>*>(&state)) return &s->position();
  return nullptr;
}

MINNAAR_REGISTER_GAME(StandardRules::info(), StandardGame::make);
MINNAAR_REGISTER_GAME(ContemplativeRules::info(), ContemplativeGame::make);

}  // namespace minnaar::playtest
