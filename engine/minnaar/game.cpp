#include "engine/minnaar/game.h"

#include <algorithm>
#include <map>

#include "engine/board8/picture.h"

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/notation.h"
#include "engine/minnaar/perft.h"
#include "engine/team_returns.h"

namespace minnaar::current {

const game::GameInfo& MinnaarRules::info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "minnaar",
        "Minnaar Chess, the current edition: sixteen Sovereigns against the Establishment's "
        "sixteen chess pieces (docs/rules/minnaar.md#factions-seats-and-teams)",
        {},
        {{"south", 0}, {"north", 0}, {"establishment", 1}},
        {"alliance", "establishment"},
        /*perfect_information=*/true,
        /*chance_at_setup=*/false,
        /*constant_sum=*/true,
        "MFEN"};
    info.draw_name = "undecided";
    info.results = {
        {"alliance-wins",
         "the Alliance captured all sixteen Establishment pieces (or the Establishment forfeited)"},
        {"establishment-wins",
         "the Establishment captured all eight Sovereigns of one group (or the Alliance "
         "forfeited)"},
        {"undecided-80-turns", "80 turns in a row without a capture"},
        {"undecided-four-passes", "four forced passes in a row"}};
    info.is_default = true;  // the program's rule set when none is named
    return info;
  }();
  return kInfo;
}

Expected<Position, game::NotationError> MinnaarRules::parse(std::string_view text, const Config&) {
  auto pos = parse_mfen(text);
  if (!pos)
    return Unexpected{
        game::NotationError{std::string(field_name(pos.error().field)), pos.error().reason}};
  return *pos;
}

std::string MinnaarRules::notation(const Position& pos) { return to_mfen(pos); }

Expected<Move, std::string> MinnaarRules::parse_legal(const Position& pos, std::string_view text) {
  return parse_legal_move(pos, text);
}

game::MoveDescription MinnaarRules::describe(const Position& pos, Move m) {
  if (m.is_pass()) return board8_pass();
  const Piece mover = pos.piece_on(m.from()), target = pos.piece_on(m.to());
  // Allies: the two Sovereign groups, the two Establishment colours.
  const Target on_target = target == kNoPiece ? Target::kEmpty
                           : is_alliance(faction_of(target)) == is_alliance(faction_of(mover))
                               ? Target::kAlly
                               : Target::kEnemy;
  return board8_move(m, piece_type_name(type_of(mover)), on_target,
                     mover != kNoPiece && faction_of(mover) == pos.side_to_move());
}

std::string MinnaarRules::result(const Position& pos) {
  return std::string(outcome_token(pos.outcome()));
}

std::string MinnaarRules::termination(const Position& pos) {
  switch (pos.outcome()) {
    case Outcome::kAllianceWins:
      return "establishment-captured";
    case Outcome::kEstablishmentWins:
      return pos.pieces(kSouth) ? "north-captured" : "south-captured";
    case Outcome::kUndecided80Turns:
      return "80-quiet-turns";
    case Outcome::kUndecidedFourPasses:
      return "four-forced-passes";
    case Outcome::kOngoing:
      break;
  }
  return "ongoing";
}

std::vector<double> MinnaarRules::returns(const Position& pos) {
  return game::seat_returns(winning_team(pos.outcome()), info());
}

namespace {

// The turns at which a loser's holding out counts one half (40 rounds).
constexpr double kHoldOutHalfTurns = 160;

// The turns played to reach a position from the start: the rounds before
// this one, and the factions that have moved in it (a finished game's MFEN
// names the faction that would move next).
int turns_played(const Position& pos) { return (pos.round() - 1) * 4 + int(pos.side_to_move()); }

}  // namespace

std::vector<double> MinnaarRules::margins(const Position& pos) {
  switch (pos.outcome()) {
    case Outcome::kOngoing:
      return returns(pos);
    case Outcome::kAllianceWins:
      return margins_as_ended(pos, true);
    case Outcome::kEstablishmentWins:
      return margins_as_ended(pos, false);
    default:
      return margins_as_ended(pos, std::nullopt);
  }
}

std::vector<double> MinnaarRules::adjudicated_margins(const Position& pos,
                                                      std::optional<int> losing_team) {
  if (!losing_team) return margins_as_ended(pos, std::nullopt);
  return margins_as_ended(pos, *losing_team != *winning_team(Outcome::kAllianceWins));
}

std::vector<double> MinnaarRules::margins_as_ended(const Position& pos,
                                                   std::optional<bool> alliance_won) {
  const double alliance_progress =
      double(rules::kEstablishmentPieces - popcount(pos.establishment())) /
      rules::kEstablishmentPieces;
  const int fewest_sovereigns =
      std::min(popcount(pos.pieces(kSouth)), popcount(pos.pieces(kNorth)));
  const double establishment_progress =
      double(rules::kSovereignsPerGroup - fewest_sovereigns) / rules::kSovereignsPerGroup;
  if (alliance_won) {
    const double turns = turns_played(pos);
    const double held_out = turns / (turns + kHoldOutHalfTurns);
    const double resistance =
        ((*alliance_won ? establishment_progress : alliance_progress) + held_out) / 2;
    const double winner = 1 - resistance / 4, loser = resistance / 4;
    const double alliance = *alliance_won ? winner : loser;
    return {alliance, alliance, *alliance_won ? loser : winner};
  }
  const double lead = (alliance_progress - establishment_progress) / 4;
  return {0.5 + lead, 0.5 + lead, 0.5 - lead};
}

std::uint64_t MinnaarRules::perft(Position& pos, int depth, bool bulk) {
  return bulk ? current::perft(pos, depth) : perft_without_bulk(pos, depth);
}

std::vector<DivideEntry> MinnaarRules::divide(Position& pos, int depth, int threads, bool bulk) {
  return perft_divide(pos, depth, threads, bulk);
}

game::Picture MinnaarRules::picture(const Position& pos) {
  // Looks: 0 South's Sovereign, 1 North's, then the chess pieces from 2.
  std::vector<game::PieceLook> looks{{"S", "#e9b72e", "#1d1d1d", "South Sovereign"},
                                     {"S", "#3d7fd6", "#ffffff", "North Sovereign"}};
  add_chess_looks(looks);
  game::Picture picture = board8_picture(pos, std::move(looks), [](Piece p) {
    const Faction f = faction_of(p);
    if (type_of(p) == kSovereign) return f == kSouth ? 0 : 1;
    return chess_look(2, f == kBlack, type_of(p) - kKing);
  });
  picture.counters = {
      {"to move", pos.is_over() ? "-" : std::string(faction_name(pos.side_to_move()))},
      {"tally", std::to_string(pos.tally())},
      {"passes", std::to_string(pos.passes())},
      {"round", std::to_string(pos.round())}};
  return picture;
}

std::vector<game::EdgePosition> MinnaarRules::edge_positions(const Config&) {
  // The start's pieces: 8 Sovereigns a group, per colour K, Q, 2 R, 2 B, 2 N.
  const std::map<std::string, int> limits = {{"P", 8}, {"p", 8}, {"K", 1}, {"Q", 1},
                                             {"R", 2}, {"B", 2}, {"N", 2}, {"k", 1},
                                             {"q", 1}, {"r", 2}, {"b", 2}, {"n", 2}};
  const std::vector<std::string> alliance = {"P", "p"};
  const std::vector<std::string> establishment = {"K", "q", "R", "b", "N", "k", "Q", "r", "B", "n"};
  // A Sovereign of each group and a piece of the Establishment: the game
  // is on.
  const std::vector<std::string> kept = {"P", "p", "K", "k"};
  const std::vector<game::EdgeSide> sides = {
      {"s 0 0 1", {"P"}, alliance, establishment, kept},
      {"w 0 0 1", {"K", "Q", "R", "B", "N"}, establishment, alliance, kept},
      {"n 0 0 1", {"p"}, alliance, establishment, kept},
      {"b 0 0 1", {"k", "q", "r", "b", "n"}, establishment, alliance, kept}};
  return game::edge_positions({0, 0, 7, 7}, 2, limits, sides, [](const std::string& text) {
    const auto pos = parse_mfen(text);
    return pos && !pos->is_over();
  });
}

MINNAAR_REGISTER_GAME(MinnaarRules::info(), MinnaarGame::make);

}  // namespace minnaar::current
