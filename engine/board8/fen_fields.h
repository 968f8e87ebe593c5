// The parts MFEN notations of every rule set share (docs/rules/minnaar.md#mfen and
// docs/rules/playtest.md#mfen): space-separated fields, a board of 8 ranks from rank 8
// down with digits for empty squares in canonical form, and canonical
// decimal numbers. Errors are reasons in words; the caller names the field.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board8/types.h"
#include "engine/expected.h"

namespace minnaar::fen {

// The fields between single spaces (an empty string_view for each empty one).
std::vector<std::string_view> split_fields(std::string_view text);

// 'text' with quotes around it.
std::string quoted(std::string_view text);

// A decimal number in canonical form (no sign, no leading zero) in [low, high].
Expected<int, std::string> parse_number(std::string_view text, int low, int high);

// The board field: the letter on each square (a1 = 0; '\0' when empty).
// `letters` are the valid piece letters, `limits[i]` how many of letters[i]
// a board may hold (the start position's count).
using BoardLetters = std::array<char, kSquareCount>;
Expected<BoardLetters, std::string> parse_board(std::string_view text, std::string_view letters,
                                                const int* limits);
std::string format_board(const BoardLetters& board);

// A notation whose first field is a board of ranks separated by '/', each a
// row of pieces (`piece_width` letters each) and numbers for runs of empty
// squares: the notation with each piece in turn taken off (its square
// joined to the empty runs beside it), the other fields as they are.
// Whether each is still valid is for the rule set's parser to say.
std::vector<std::string> notations_without_a_piece(std::string_view notation, int piece_width);

}  // namespace minnaar::fen
