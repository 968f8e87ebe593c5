// The legal turns of a Schachen position (docs/rules/schachen.md#a-turn): the moves of
// the side to move that leave its king unattacked, the placements after
// each, bulk counting for perft, and the result of a finished game.
//
//   std::vector<Turn> turns;
//   generate_turns(pos, turns);        // every compound turn
//   count_turns(pos);                  // turns.size(), without listing them
//   outcome(pos);                      // Outcome::kOngoing while turns exist
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/schachen/position.h"

namespace minnaar::schachen {

// The legal moves (part 1 of a turn, one per promotion choice), in the
// order of the pieces on the board, then of their directions.
void generate_moves(const Position& pos, std::vector<Move>& moves);

// Where the side to move could place a card after a legal `move` (docs/rules/schachen.md#a-turn, on
// the board after the move): `beside` the own pawns for a pawn, `behind` them for the other kinds.
// Each square once.
struct PlacementSquares {
  std::array<Square, 2 * kCardsOfKind[kPawn]> beside{};
  std::array<Square, kCardsOfKind[kPawn]> behind{};
  int beside_count = 0;
  int behind_count = 0;
};
PlacementSquares placement_squares(const Position& pos, const Move& move);
// The kinds of the hand of the side to move, each once, in QRBNP order.
int hand_kinds(const Position& pos, std::array<Kind, kKindCount>& kinds);

// Every compound turn: each legal move without a placement, then with each
// (kind, square) placement the hand allows.
void generate_turns(const Position& pos, std::vector<Turn>& turns);
// The number of compound turns, counted without listing them (perft's
// last ply).
std::uint64_t count_turns(const Position& pos);
bool has_legal_move(const Position& pos);
bool is_capture(const Position& pos, const Move& move);

enum class Outcome { kOngoing, kWhiteWins, kBlackWins, kStalemate };
// The result of a position whose side to move has (has_moves) or has not a
// legal move: checkmate when its king is attacked, else stalemate.
Outcome outcome(const Position& pos, bool has_moves);
inline Outcome outcome(const Position& pos) { return outcome(pos, has_legal_move(pos)); }
// The team an outcome makes the winner (White 0, Black 1: the side that
// gave checkmate); none for a draw or an ongoing game.
constexpr std::optional<int> winning_team(Outcome o) {
  if (o == Outcome::kWhiteWins) return 0;
  if (o == Outcome::kBlackWins) return 1;
  return std::nullopt;
}
// The result token of docs/rules/schachen.md#result-tokens, and the rule that ended the game
// ("checkmate", "stalemate"; "ongoing").
std::string_view outcome_token(Outcome o);
std::string_view termination_word(Outcome o);

}  // namespace minnaar::schachen
