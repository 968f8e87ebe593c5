// What the independent models of verify/model share: the 8x8 board as 64 chars
// holding MFEN letters, its squares and their names, the parts of MFEN common
// to both editions (fields, the board field, canonical numbers), move text and
// a perft by copying. None of it is a rule of an edition: each model keeps its
// own rules (pieces, moves, counters, results) and passes what differs (its
// start position's board, its number of fields, its ranges) as arguments. Like
// the models, it shares nothing with engine/.
//
//   std::string reason;
//   auto fields = text::split_fields(mfen, 5, &reason);
//   if (!fields) return text::refuse(error, "MFEN", reason);
//   auto board = text::parse_board((*fields)[0], kStartBoard, &reason);
//   if (!board) return text::refuse(error, "board", reason);
//   auto tally = text::parse_number((*fields)[2], 0, 80, &reason);
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace minnaar::model::text {

// --- Squares and directions -------------------------------------------------

// The board: index a1 = 0, b1 = 1, ..., h8 = 63; '.' for an empty square.
using Board = std::array<char, 64>;

inline int square_of(int file, int rank) { return rank * 8 + file; }  // both 0..7
inline int file_of(int square) { return square % 8; }
inline int rank_of(int square) { return square / 8; }
inline bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// "a1" .. "h8".
std::string square_name(int square);
// The index of a square named like "e4"; std::nullopt for anything else.
std::optional<int> parse_square(std::string_view name);
// The MFEN letter on a square named like "e4" ('.' if empty, '?' if the name is
// not a square).
char piece_at(const Board& board, std::string_view square);

// One step along the files and ranks.
struct Step {
  int df;
  int dr;
};

inline constexpr Step kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr Step kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr Step kAllEight[] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                     {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr Step kKnight[] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// --- Moves ------------------------------------------------------------------

// A move inside a model: from and to square indices; from == -1 is a forced
// pass.
struct Move {
  int from;
  int to;
};

inline constexpr Move kPass{-1, -1};

// "e2e4", or "pass" for a forced pass.
std::string move_name(Move move);
// The names of the moves in byte order.
std::vector<std::string> move_names(const std::vector<Move>& moves);
// The move among `moves` that `text` names ("e2e4"; "pass" or "0000" for a
// forced pass); std::nullopt when none does.
std::optional<Move> find_move(const std::vector<Move>& moves, std::string_view text);

// play and perft take a game's two steps, as members or other callables:
// moves(state) gives the moves to consider (empty when the game is finished, a
// single pass when one is forced) and apply(state, move) plays one of them.

// Plays the move `text` names if it is among moves(state); returns false and
// leaves the state unchanged otherwise.
template <class State, class MovesOf, class Apply>
bool play(State& state, std::string_view text, const MovesOf& moves, const Apply& apply) {
  std::optional<Move> move = find_move(std::invoke(moves, state), text);
  if (move) std::invoke(apply, state, *move);
  return move.has_value();
}

// docs/rules/minnaar.md#perft without bulk counting: the leaves `depth` moves below `state`, every
// one reached by applying a move to a copy.
template <class State, class MovesOf, class Apply>
std::uint64_t perft(const State& state, int depth, const MovesOf& moves, const Apply& apply) {
  if (depth <= 0) return 1;
  std::uint64_t total = 0;
  for (Move m : std::invoke(moves, state)) {
    State next = state;
    std::invoke(apply, next, m);
    total += perft(next, depth - 1, moves, apply);
  }
  return total;
}

// --- MFEN -------------------------------------------------------------------

// The text between single quotes, for error messages.
std::string quoted(std::string_view text);
// "<field>: <reason>", the form of every refusal.
std::string field_error(std::string_view field, std::string_view reason);
// Sets *error, unless error is null, to field_error(field, reason); returns
// std::nullopt, for `return refuse(error, "side", reason);`.
std::nullopt_t refuse(std::string* error, std::string_view field, std::string_view reason);

// The parts of `text` between the separators (one part more than separators).
std::vector<std::string_view> split(std::string_view text, char separator);
// The `count` fields of an MFEN, separated by single spaces and none empty. On
// failure sets *reason (a refusal of the field "MFEN").
std::optional<std::vector<std::string_view>> split_fields(std::string_view mfen, std::size_t count,
                                                          std::string* reason);

// Parses a canonical decimal number (digits only, no sign, no leading zero
// except "0" itself) in [low, high]. On failure sets *reason.
std::optional<std::int64_t> parse_number(std::string_view text, std::int64_t low, std::int64_t high,
                                         std::string* reason);

// Parses the board field: 8 ranks from 8 down to 1 separated by '/', each of
// files a to h, in canonical form (no two digits in a row). `start` is the
// board field of the start position: the letters are those it holds, and none
// may stand more often than it does there. On failure sets *reason.
std::optional<Board> parse_board(std::string_view field, std::string_view start,
                                 std::string* reason);
// The canonical board field of a board.
std::string format_board(const Board& board);

}  // namespace minnaar::model::text
