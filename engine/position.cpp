#include "engine/position.h"

#include <cassert>

#include "engine/rules.h"

namespace minnaar {
namespace zobrist {
namespace {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct Keys {
  std::uint64_t piece[kPieceCodeCount][kSquareCount]{};
  std::uint64_t side[kFactionCount]{};
  std::uint64_t tally[rules::kQuietTurnLimit + 1]{};
  std::uint64_t passes[rules::kForcedPassLimit + 1]{};
};

// Fixed at compile time, so hashes are the same in every build and run.
constexpr Keys make_keys() {
  Keys k;
  std::uint64_t state = 0x4D696E6E61617221ull;
  for (auto& row : k.piece)
    for (auto& key : row) key = splitmix64(state);
  for (auto& key : k.side) key = splitmix64(state);
  for (auto& key : k.tally) key = splitmix64(state);
  for (auto& key : k.passes) key = splitmix64(state);
  return k;
}

constinit const Keys keys = make_keys();

}  // namespace

std::uint64_t piece_key(Piece p, Square s) { return keys.piece[p][s]; }
std::uint64_t side_key(Faction f) { return keys.side[f]; }
std::uint64_t tally_key(int tally) { return keys.tally[tally]; }
std::uint64_t passes_key(int passes) { return keys.passes[passes]; }

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
  pos.side_ = side;
  pos.tally_ = std::uint8_t(tally);
  pos.passes_ = std::uint8_t(passes);
  pos.round_ = std::uint32_t(round);
  pos.outcome_ = pos.judge();
  pos.hash_ = pos.compute_hash();
  return pos;
}

std::uint64_t Position::compute_hash() const {
  std::uint64_t h =
      zobrist::side_key(side_) ^ zobrist::tally_key(tally_) ^ zobrist::passes_key(passes_);
  for (int s = 0; s < kSquareCount; ++s)
    if (board_[s] != kNoPiece) h ^= zobrist::piece_key(board_[s], Square(s));
  return h;
}

// SPEC §3.2: the first matching verdict wins.
Outcome Position::judge() const {
  if (!establishment()) return Outcome::kAllianceWins;
  if (!pieces(kSouth) || !pieces(kNorth)) return Outcome::kEstablishmentWins;
  if (tally_ >= rules::kQuietTurnLimit) return Outcome::kUndecided80Turns;
  if (passes_ >= rules::kForcedPassLimit) return Outcome::kUndecidedFourPasses;
  return Outcome::kOngoing;
}

void Position::put_piece(Piece p, Square s) {
  const Bitboard b = square_bb(s);
  board_[s] = p;
  by_faction_[faction_of(p)] |= b;
  by_type_[type_of(p)] |= b;
  by_type_[kNoPieceType] |= b;
}

void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard b = square_bb(s);
  board_[s] = kNoPiece;
  by_faction_[faction_of(p)] ^= b;
  by_type_[type_of(p)] ^= b;
  by_type_[kNoPieceType] ^= b;
}

void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard both = square_bb(from) | square_bb(to);
  board_[from] = kNoPiece;
  board_[to] = p;
  by_faction_[faction_of(p)] ^= both;
  by_type_[type_of(p)] ^= both;
  by_type_[kNoPieceType] ^= both;
}

Position::Undo Position::make(Move m) {
  assert(!is_over());
  const Undo undo{hash_, kNoPiece, tally_, passes_, outcome_};
  std::uint64_t h = hash_ ^ zobrist::tally_key(tally_) ^ zobrist::passes_key(passes_);
  Piece captured = kNoPiece;
  if (m.is_pass()) {
    ++passes_;
    ++tally_;
  } else {
    const Square from = m.from(), to = m.to();
    const Piece mover = board_[from];
    captured = board_[to];
    assert(mover != kNoPiece && faction_of(mover) == side_);
    if (captured != kNoPiece) {
      h ^= zobrist::piece_key(captured, to);
      remove_piece(to);
    }
    h ^= zobrist::piece_key(mover, from) ^ zobrist::piece_key(mover, to);
    move_piece(from, to);
    passes_ = 0;
    tally_ = captured != kNoPiece ? 0 : tally_ + 1;
  }
  // Only a capture can empty a side, so a quiet turn needs only the counters.
  if (captured != kNoPiece) {
    outcome_ = judge();
  } else if (tally_ >= rules::kQuietTurnLimit) {
    outcome_ = Outcome::kUndecided80Turns;
  } else if (passes_ >= rules::kForcedPassLimit) {
    outcome_ = Outcome::kUndecidedFourPasses;
  }
  h ^= zobrist::tally_key(tally_) ^ zobrist::passes_key(passes_);
  h ^= zobrist::side_key(side_) ^ zobrist::side_key(next_faction(side_));
  if (side_ == kBlack) ++round_;
  side_ = next_faction(side_);
  hash_ = h;
  Undo result = undo;
  result.captured = captured;
  return result;
}

void Position::unmake(Move m, const Undo& undo) {
  side_ = previous_faction(side_);
  if (side_ == kBlack) --round_;
  if (!m.is_pass()) {
    const Square from = m.from(), to = m.to();
    move_piece(to, from);
    if (undo.captured != kNoPiece) put_piece(undo.captured, to);
  }
  tally_ = undo.tally;
  passes_ = undo.passes;
  outcome_ = undo.outcome;
  hash_ = undo.hash;
}

}  // namespace minnaar
