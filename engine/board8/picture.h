// The picture (engine/picture.h) of an 8x8 rule set's board: the rule set
// names each piece code's look, this draws the 64 squares.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/board8/types.h"
#include "engine/picture.h"

namespace minnaar {

// The looks of White's and Black's chess pieces, K Q R B N, in that
// order, after whatever looks come first: chess_look(first, black, piece)
// is the index of one of them.
inline void add_chess_looks(std::vector<game::PieceLook>& looks) {
  constexpr const char* kLetters[] = {"K", "Q", "R", "B", "N"};
  constexpr const char* kNames[] = {"king", "queen", "rook", "bishop", "knight"};
  for (int black = 0; black < 2; ++black)
    for (int t = 0; t < 5; ++t)
      looks.push_back({kLetters[t], black ? "#2f2f2f" : "#faf7ee", black ? "#f4f4f4" : "#1d1d1d",
                       std::string(black ? "Black " : "White ") + kNames[t]});
}
// The index of a chess piece's look added by add_chess_looks at `first`;
// `piece` numbers the chess pieces K Q R B N from 0.
constexpr int chess_look(int first, bool black, int piece) {
  return first + (black ? 5 : 0) + piece;
}

// The picture of `pos`'s board: look_of(piece) is a piece code's look
// (called only for occupied squares).
template <class Position, class LookOf>
game::Picture board8_picture(const Position& pos, std::vector<game::PieceLook> looks,
                             LookOf look_of) {
  game::Picture picture;
  picture.looks = std::move(looks);
  picture.board = game::Box{0, 0, 7, 7};
  for (int s = 0; s < kSquareCount; ++s) {
    const auto piece = pos.piece_on(Square(s));
    if (piece == 0) continue;
    picture.pieces.push_back({{file_of(Square(s)), rank_of(Square(s))}, look_of(piece)});
  }
  return picture;
}

}  // namespace minnaar
