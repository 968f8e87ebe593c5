// The piece types of the Sovereign family of games: the Sovereign and the
// five chess pieces (no pawns). They are the current edition's, and the
// Play-Test Edition's too: engine/playtest/ takes them from here, being the
// earlier edition of the same game with the same pieces.
#pragma once

#include <cstdint>
#include <string_view>

namespace minnaar::current {

enum PieceType : std::uint8_t { kNoPieceType, kSovereign, kKing, kQueen, kRook, kBishop, kKnight };
inline constexpr int kPieceTypeCount = 7;  // including kNoPieceType, for table sizes

// The type's name in the rules ("Sovereign", "Knight"); "" for kNoPieceType.
constexpr std::string_view piece_type_name(PieceType t) {
  constexpr std::string_view kNames[] = {"",     "Sovereign", "King",  "Queen",
                                         "Rook", "Bishop",    "Knight"};
  return t < kPieceTypeCount ? kNames[t] : std::string_view();
}

}  // namespace minnaar::current
