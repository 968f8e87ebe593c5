// Sovereign Chess notation: squares a1-p16, moves as docs/rules/sovereign.md#move-notation
// (`h2h4`, `h6h7=q`, `i1k1/l1`, `i1@p`, `h11@pg12`), and the MFEN of docs/rules/sovereign.md#mfen
// with every refusal naming its field.
//
//   auto pos = parse_mfen(kStartMfen);
//   if (!pos) fail(pos.error().message());   // "castling: 'X' is not ..."
//   auto move = parse_legal_move(*pos, "h2h4");
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/sovereign/position.h"

namespace minnaar::sovereign {

inline constexpr std::string_view kStartMfen =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/nqnp12opoq/"
    "crcp12rprr/cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/onop12npnn/orop12npnr/"
    "rqrp12cpcq/rbrp12cpcb/srsnppppwpwpwpwpwpwpwpwpgpgpanar/"
    "sqsbprpnwrwnwbwqwkwbwnwrgngrabaq w w b CELNceln 1";

std::string square_name(Square s);
// "a1".."p16", or nothing.
std::optional<Square> parse_square(std::string_view text);

std::string move_name(Move m);
// The move a text names, if it is one of docs/rules/sovereign.md#move-notation's forms (legal or
// not).
std::optional<Move> parse_move_text(std::string_view text);
// The legal move a text names, or why it is not one.
Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text);

struct MfenError {
  // MFEN, board, side, white-owns, black-owns, castling, move.
  std::string field;
  std::string reason;
  std::string message() const { return field + ": " + reason; }
};

// Only the canonical form to_mfen() writes is read: to_mfen(*parse_mfen(x)) == x.
Expected<Position, MfenError> parse_mfen(std::string_view text);
std::string to_mfen(const Position& pos);

}  // namespace minnaar::sovereign
