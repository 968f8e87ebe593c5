#include "engine/minnaar/position.h"

#include <cassert>

#include "engine/minnaar/rules.h"
#include "engine/random.h"

namespace minnaar::current {
namespace zobrist {
namespace {

constexpr Keys make_keys() {
  Keys k{};
  SplitMix64 random(0x4D696E6E61617221ull);
  for (auto& row : k.piece)
    for (auto& key : row) key = random.next();
  for (auto& key : k.side) key = random.next();
  for (auto& row : k.counters)
    for (auto& key : row) key = random.next();
  return k;
}

}  // namespace

constinit const Keys keys = make_keys();

}  // namespace zobrist

Position Position::start() {
  std::array<Piece, kSquareCount> board{};
  constexpr PieceType kBackRank[8] = {kRook, kKnight, kBishop, kQueen,
                                      kKing, kBishop, kKnight, kRook};
  for (int f = 0; f < 8; ++f) {
    board[make_square(f, 0)] = kSouthSovereign;
    board[make_square(f, 3)] = make_piece(kBlack, kBackRank[f]);
    board[make_square(f, 4)] = make_piece(kWhite, kBackRank[f]);
    board[make_square(f, 7)] = kNorthSovereign;
  }
  return from_parts(board, kSouth, 0, 0, 1);
}

Position Position::from_parts(const std::array<Piece, kSquareCount>& board, Faction side, int tally,
                              int passes, int round) {
  Position pos;
  for (int s = 0; s < kSquareCount; ++s)
    if (board[s] != kNoPiece) pos.put_piece(board[s], Square(s));
  pos.turn_.side = side;
  pos.turn_.tally = std::uint8_t(tally);
  pos.turn_.passes = std::uint8_t(passes);
  pos.turn_.round = std::uint32_t(round);
  pos.turn_.outcome = pos.judge();
  for (int s = 0; s < kSquareCount; ++s)
    if (pos.board_[s] != kNoPiece) pos.placement_hash_ ^= zobrist::keys.piece[pos.board_[s]][s];
  return pos;
}

std::uint64_t Position::compute_hash() const {
  std::uint64_t h =
      zobrist::keys.side[turn_.side] ^ zobrist::keys.counters[turn_.tally][turn_.passes];
  for (int s = 0; s < kSquareCount; ++s)
    if (board_[s] != kNoPiece) h ^= zobrist::keys.piece[board_[s]][s];
  return h;
}

// docs/rules/minnaar.md#after-every-turn: the first matching verdict wins.
Outcome Position::judge() const {
  const Outcome verdict = placement_verdict(establishment(), pieces(kSouth), pieces(kNorth));
  return verdict != Outcome::kOngoing ? verdict : counters_verdict(turn_.tally, turn_.passes);
}

}  // namespace minnaar::current
