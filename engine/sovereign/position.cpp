#include "engine/sovereign/position.h"

#include "engine/random.h"

namespace minnaar::sovereign {
namespace {

struct Zobrist {
  std::array<std::array<std::uint64_t, kSquareCount>, std::size_t(kColourCount) * kRoleCount> piece;
  std::array<std::array<std::uint64_t, kColourCount>, 2> owned;
  std::array<std::uint64_t, 8> castling;
  std::uint64_t black_to_move;
};

const Zobrist kZobrist = [] {
  Zobrist k{};
  SplitMix64 rng(0x736F'7665'7265'6967ull);  // "soverig"
  for (auto& row : k.piece)
    for (auto& key : row) key = rng.next();
  for (auto& row : k.owned)
    for (auto& key : row) key = rng.next();
  for (auto& key : k.castling) key = rng.next();
  k.black_to_move = rng.next();
  return k;
}();
const Zobrist& zobrist() { return kZobrist; }

std::uint64_t castling_key(CastlingRights rights) {
  std::uint64_t key = 0;
  for (int i = 0; i < 8; ++i)
    if (rights & (1u << i)) key ^= zobrist().castling[std::size_t(i)];
  return key;
}

// The rights lost when anything moves from or to each square.
struct RightsOfSquares {
  std::array<CastlingRights, kSquareCount> of{};
  constexpr RightsOfSquares() {
    for (int i = 0; i < 8; ++i) of[std::size_t(castling_rook_square(i))] = CastlingRights(1u << i);
  }
};
constexpr RightsOfSquares kRightsOfSquares{};
constexpr CastlingRights kRightsOf[2] = {0x0F, 0xF0};

}  // namespace

Position::Position() { board_.fill(kNoPiece); }

Position Position::start() {
  // The start of docs/rules/sovereign.md#board-and-colours, rank 16 down to rank 1: each rank as
  // "colour role" pairs and runs of empty squares.
  static const char* const kRanks[16] = {
      "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq",
      "aranvpvpbpbpbpbpbpbpbpbpypypsnsr",
      "nbnp12opob",
      "nqnp12opoq",
      "crcp12rprr",
      "cncp12rprn",
      "gbgp12pppb",
      "gqgp12pppq",
      "yqyp12vpvq",
      "ybyp12vpvb",
      "onop12npnn",
      "orop12npnr",
      "rqrp12cpcq",
      "rbrp12cpcb",
      "srsnppppwpwpwpwpwpwpwpwpgpgpanar",
      "sqsbprpnwrwnwbwqwkwbwnwrgngrabaq",
  };
  Position pos;
  for (int row = 0; row < 16; ++row) {
    const int rank = 15 - row;
    int file = 0;
    for (const char* c = kRanks[row]; *c;) {
      if (*c >= '0' && *c <= '9') {
        int run = 0;
        while (*c >= '0' && *c <= '9') run = run * 10 + (*c++ - '0');
        file += run;
        continue;
      }
      const int colour = int(kColourLetters.find(c[0]));
      const Role role = Role(kRoleLetters.find(c[1]));
      pos.put(make_square(file++, rank), make_piece(colour, role));
      c += 2;
    }
  }
  pos.set_castling(0xFF);
  pos.refresh();
  return pos;
}

Bitboard Position::pieces_of(ColourSet colours) const {
  Bitboard b;
  while (colours) {
    const int c = std::countr_zero(colours);
    colours &= ColourSet(colours - 1);
    b |= by_colour_[std::size_t(c)];
  }
  return b;
}

std::array<ColourSet, 2> Position::compute_control(const std::array<Piece, kSquareCount>& board,
                                                   const std::array<std::uint8_t, 2>& owned) {
  // For each colour, the colour of the piece on one of its squares (at most
  // one is occupied), or kNoColour.
  std::array<int, kColourCount> held_by;
  for (int c = 0; c < kColourCount; ++c) {
    held_by[std::size_t(c)] = kNoColour;
    for (const Square s : kColourSquares[std::size_t(c)])
      if (board[std::size_t(s)] != kNoPiece)
        held_by[std::size_t(c)] = colour_of(board[std::size_t(s)]);
  }
  std::array<ColourSet, 2> control = {colour_bit(owned[0]), colour_bit(owned[1])};
  const ColourSet owned_set = ColourSet(control[0] | control[1]);
  // Chains: a colour is gained through a colour already held. Each pass
  // adds a colour or ends the loop, so it runs at most twelve times.
  for (bool changed = true; changed;) {
    changed = false;
    for (int c = 0; c < kColourCount; ++c) {
      const ColourSet bit = colour_bit(c);
      if ((owned_set | control[0] | control[1]) & bit) continue;
      const int holder = held_by[std::size_t(c)];
      if (holder == kNoColour) continue;
      for (int p = 0; p < 2; ++p)
        if (control[std::size_t(p)] & colour_bit(holder)) {
          control[std::size_t(p)] |= bit;
          changed = true;
        }
    }
  }
  return control;
}

void Position::update_control() { control_ = compute_control(board_, owned_); }

bool Position::attacked(Square s, Player by) const {
  const AttackTables& t = tables();
  ColourSet colours = control_[by];
  const int own = square_colour(s);
  if (own != kNoColour) colours &= ColourSet(~colour_bit(own));
  const Bitboard attackers = pieces_of(colours);
  if (attackers.none()) return false;
  if ((t.knight[std::size_t(s)] & attackers & by_role_[kKnight]).any()) return true;
  if ((t.king[std::size_t(s)] & attackers & by_role_[kKing]).any()) return true;
  if ((t.pawn_attackers[std::size_t(s)] & attackers & by_role_[kPawn]).any()) return true;
  const Bitboard straight = attackers & (by_role_[kRook] | by_role_[kQueen]);
  const Bitboard diagonal_ = attackers & (by_role_[kBishop] | by_role_[kQueen]);
  for (int dir = 0; dir < kDirections; ++dir) {
    const Bitboard& sliders = diagonal(dir) ? diagonal_ : straight;
    if ((t.line[std::size_t(dir)][std::size_t(s)] & sliders).none()) continue;
    const Square b = first_blocker(t, s, dir, occupied_);
    if (sliders.has(b)) return true;
  }
  return false;
}

void Position::put(Square s, Piece p) {
  board_[std::size_t(s)] = p;
  by_colour_[std::size_t(colour_of(p))].set(s);
  by_role_[std::size_t(role_of(p))].set(s);
  occupied_.set(s);
  hash_ ^= zobrist().piece[p][std::size_t(s)];
}

void Position::remove(Square s) {
  const Piece p = board_[std::size_t(s)];
  board_[std::size_t(s)] = kNoPiece;
  by_colour_[std::size_t(colour_of(p))].clear(s);
  by_role_[std::size_t(role_of(p))].clear(s);
  occupied_.clear(s);
  hash_ ^= zobrist().piece[p][std::size_t(s)];
}

void Position::move_piece(Square from, Square to) {
  const Piece p = board_[std::size_t(from)];
  board_[std::size_t(from)] = kNoPiece;
  board_[std::size_t(to)] = p;
  const Bitboard both = Bitboard::of(from) | Bitboard::of(to);
  by_colour_[std::size_t(colour_of(p))] ^= both;
  by_role_[std::size_t(role_of(p))] ^= both;
  occupied_ ^= both;
  hash_ ^= zobrist().piece[p][std::size_t(from)] ^ zobrist().piece[p][std::size_t(to)];
}

void Position::set_side(Player p) {
  if (p != side_) hash_ ^= zobrist().black_to_move;
  side_ = p;
}

void Position::set_owned(Player p, int colour) {
  hash_ ^= zobrist().owned[p][owned_[p]] ^ zobrist().owned[p][std::size_t(colour)];
  owned_[p] = std::uint8_t(colour);
}

void Position::set_castling(CastlingRights rights) {
  hash_ ^= castling_key(castling_) ^ castling_key(rights);
  castling_ = rights;
}

void Position::refresh() {
  update_control();
  for (int p = 0; p < 2; ++p) {
    const Bitboard kings = by_colour_[owned_[std::size_t(p)]] & by_role_[kKing];
    king_[std::size_t(p)] = kings.any() ? kings.lowest() : kNoSquare;
  }
}

Position::Undo Position::make(Move m) {
  Undo u;
  u.castling = castling_;
  u.owned = owned_;
  u.control = control_;
  u.king = king_;
  u.hash = hash_;
  const Player us = side_;
  const Square from = m.from(), to = m.to();
  const AttackTables& t = tables();
  bool control_may_change = t.coloured.has(from) || t.coloured.has(to);
  CastlingRights rights =
      castling_ & ~kRightsOfSquares.of[std::size_t(from)] & ~kRightsOfSquares.of[std::size_t(to)];
  u.moved = board_[std::size_t(from)];
  switch (m.kind()) {
    case Move::kNormal:
      u.captured = board_[std::size_t(to)];
      if (u.captured != kNoPiece) remove(to);
      move_piece(from, to);
      if (role_of(u.moved) == kKing) {
        king_[us] = to;
        rights &= ~kRightsOf[us];
      }
      break;
    case Move::kPromotion: {
      u.captured = board_[std::size_t(to)];
      if (u.captured != kNoPiece) remove(to);
      remove(from);
      const int colour = colour_of(u.moved);
      put(to, make_piece(colour, m.promotion_role()));
      if (m.promotion_role() == kKing) {
        u.old_king = king_[us];
        u.old_king_piece = board_[std::size_t(u.old_king)];
        remove(u.old_king);
        set_owned(us, colour);
        king_[us] = to;
        rights &= ~kRightsOf[us];
        control_may_change = true;
      }
      break;
    }
    case Move::kCastling: {
      const Square rook_from = m.rook_from();
      const Piece rook = board_[std::size_t(rook_from)];
      remove(rook_from);
      move_piece(from, to);
      put(castling_rook_to(m), rook);
      king_[us] = to;
      rights &= ~kRightsOf[us];
      break;
    }
    case Move::kDefection: {
      const int colour = m.defection_colour();
      remove(from);
      put(from, make_piece(colour, kKing));
      set_owned(us, colour);
      if (to != from) {
        u.captured = board_[std::size_t(to)];
        if (u.captured != kNoPiece) remove(to);
        move_piece(from, to);
        king_[us] = to;
        rights &= ~kRightsOf[us];
      }
      control_may_change = true;
      break;
    }
  }
  set_castling(rights);
  if (control_may_change) update_control();
  set_side(opponent(us));
  if (us == kBlack) ++move_number_;
  return u;
}

void Position::unmake(Move m, const Undo& u) {
  const Square from = m.from(), to = m.to();
  switch (m.kind()) {
    case Move::kNormal:
      move_piece(to, from);
      if (u.captured != kNoPiece) put(to, u.captured);
      break;
    case Move::kPromotion:
      remove(to);
      put(from, u.moved);
      if (u.captured != kNoPiece) put(to, u.captured);
      if (u.old_king != kNoSquare) put(u.old_king, u.old_king_piece);
      break;
    case Move::kCastling: {
      const Square rook_to = castling_rook_to(m);
      const Piece rook = board_[std::size_t(rook_to)];
      remove(rook_to);
      move_piece(to, from);
      put(m.rook_from(), rook);
      break;
    }
    case Move::kDefection:
      if (to != from) {
        move_piece(to, from);
        if (u.captured != kNoPiece) put(to, u.captured);
      }
      remove(from);
      put(from, u.moved);
      break;
  }
  side_ = opponent(side_);
  if (side_ == kBlack) --move_number_;
  castling_ = u.castling;
  owned_ = u.owned;
  control_ = u.control;
  king_ = u.king;
  hash_ = u.hash;
}

}  // namespace minnaar::sovereign
