#include "engine/schachen/position.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdlib>
#include <utility>

#include "engine/random.h"

namespace minnaar::schachen {
namespace {

// SplitMix64's finaliser: a key from any 64-bit value.
constexpr std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr std::uint64_t kPieceSalt = 0x7069'6563'6500'0000ull;  // "piece"
constexpr std::uint64_t kHandSalt = 0x6861'6E64'0000'0000ull;   // "hand"
constexpr std::uint64_t kPoolSalt = 0x706F'6F6C'0000'0000ull;   // "pool"
constexpr std::uint64_t kPileSalt = 0x7069'6C65'0000'0000ull;   // "pile"

constexpr std::uint64_t card_key(std::uint64_t salt, Colour c, Kind k, int count) {
  return mix(salt + (std::uint64_t(c) << 16) + (std::uint64_t(k) << 8) + std::uint64_t(count));
}

}  // namespace

std::uint64_t piece_key(Piece p, Square s) {
  const std::uint64_t where = (std::uint64_t(std::uint32_t(s.x)) << 32) | std::uint32_t(s.y);
  return mix(mix(where ^ kPieceSalt) + p);
}
std::uint64_t hand_key(Colour c, Kind k, int count) { return card_key(kHandSalt, c, k, count); }
std::uint64_t pool_key(Colour c, Kind k, int count) { return card_key(kPoolSalt, c, k, count); }
std::uint64_t pile_key(Colour c, const Cards& cards) {
  std::uint64_t key = card_key(kPileSalt, c, kKing, cards.pile_left());
  for (int i = cards.drawn; i < cards.pile_size; ++i) key = mix(key + cards.pile[std::size_t(i)]);
  return key;
}
std::uint64_t black_to_move_key() { return 0x1F8A'23C5'94D0'B76Eull; }

Line line_between(Square from, Square to) {
  const std::int64_t dx = std::int64_t(to.x) - from.x;
  const std::int64_t dy = std::int64_t(to.y) - from.y;
  if (dy == 0 && dx != 0) return {dx > 0 ? 0 : 1, std::abs(dx)};
  if (dx == 0 && dy != 0) return {dy > 0 ? 2 : 3, std::abs(dy)};
  if (dx != 0 && (dx == dy || dx == -dy))
    return {dx > 0 ? (dy > 0 ? 4 : 5) : (dy > 0 ? 6 : 7), std::abs(dx)};
  return {};
}

int Cards::hand_size() const {
  int n = 0;
  for (const auto c : hand) n += c;
  return n;
}

Position Position::deal(std::uint64_t seed) {
  Position pos;
  SplitMix64 rng(seed);
  for (const Colour c : {kWhite, kBlack}) {
    std::array<Kind, 11> a = {kQueen,  kRook, kRook, kBishop, kBishop, kKnight,
                              kKnight, kPawn, kPawn, kPawn,   kPawn};
    for (int i = 10; i >= 1; --i)
      std::swap(a[std::size_t(i)], a[rng.next() % std::uint64_t(i + 1)]);
    Cards& cards = pos.cards_[c];
    for (int i = 0; i < kHandLimit; ++i) ++cards.hand[a[std::size_t(i)]];
    for (int i = kHandLimit; i < 11; ++i)
      cards.pile[std::size_t(i - kHandLimit)] = a[std::size_t(i)];
    cards.pile_size = 11 - kHandLimit;
  }
  for (int x = 0; x < 4; ++x) {
    pos.add_piece(make_piece(kWhite, kPawn), {x, 1});
    pos.add_piece(make_piece(kBlack, kPawn), {x, 4});
  }
  pos.add_piece(make_piece(kWhite, kKing), {1, 0});
  pos.add_piece(make_piece(kBlack, kKing), {1, 5});
  pos.finish();
  return pos;
}

int Position::index_at(Square s) const {
  const std::uint64_t key = pack(s);
  std::uint32_t found = 0;
  for (std::size_t i = 0; i < kMaxPieces; ++i) found |= std::uint32_t(where_[i] == key) << i;
  return found ? std::countr_zero(found) : -1;
}

bool Position::has_neighbour(Square s, int except) const {
  // Unsigned arithmetic: an unused slot's far-away square wraps harmlessly.
  const std::uint32_t sx = std::uint32_t(s.x) - 1, sy = std::uint32_t(s.y) - 1;
  std::uint32_t near = 0;
  for (std::size_t i = 0; i < kMaxPieces; ++i) {
    const std::uint32_t dx = std::uint32_t(where_[i]) - sx;
    const std::uint32_t dy = std::uint32_t(where_[i] >> 32) - sy;
    near |= std::uint32_t((dx <= 2u) & (dy <= 2u) & !((dx == 1u) & (dy == 1u))) << i;
  }
  if (except >= 0) near &= ~(1u << except);
  return near != 0;
}

bool Position::attacked(Square s, Colour by, int skip_a, int skip_b) const {
  // The nearest piece along each queen direction from `s`.
  std::array<std::int64_t, 8> nearest_distance;
  nearest_distance.fill(INT64_MAX);
  std::array<int, 8> nearest{-1, -1, -1, -1, -1, -1, -1, -1};
  const int pawn_dy = -forward(by);  // an attacking pawn stands one step behind, diagonally
  for (int i = 0; i < count_; ++i) {
    if (i == skip_a || i == skip_b) continue;
    const Square q = square(i);
    const Piece p = piece_[std::size_t(i)];
    if (colour_of(p) == by) {
      const std::int64_t rx = std::int64_t(q.x) - s.x, ry = std::int64_t(q.y) - s.y;
      const std::int64_t ax = std::abs(rx), ay = std::abs(ry);
      switch (kind_of(p)) {
        case kKnight:
          if ((ax == 1 && ay == 2) || (ax == 2 && ay == 1)) return true;
          break;  // it still blocks the lines through its square
        case kPawn:
          if (ax == 1 && ry == pawn_dy) return true;
          break;
        case kKing:
          if (ax <= 1 && ay <= 1) return true;
          break;
        default:
          break;
      }
    }
    const Line line = line_between(s, q);
    if (line.direction >= 0 && line.distance < nearest_distance[std::size_t(line.direction)]) {
      nearest_distance[std::size_t(line.direction)] = line.distance;
      nearest[std::size_t(line.direction)] = i;
    }
  }
  for (int d = 0; d < 8; ++d) {
    const int i = nearest[std::size_t(d)];
    if (i < 0) continue;
    const Piece p = piece_[std::size_t(i)];
    if (colour_of(p) == by && slides_along(kind_of(p), d)) return true;
  }
  return false;
}

std::int64_t Position::spread() const {
  std::int64_t lo_x = INT64_MAX, hi_x = INT64_MIN, lo_y = INT64_MAX, hi_y = INT64_MIN;
  for (int i = 0; i < count_; ++i) {
    const Square s = square(i);
    lo_x = std::min<std::int64_t>(lo_x, s.x);
    hi_x = std::max<std::int64_t>(hi_x, s.x);
    lo_y = std::min<std::int64_t>(lo_y, s.y);
    hi_y = std::max<std::int64_t>(hi_y, s.y);
  }
  return count_ ? std::max(hi_x - lo_x, hi_y - lo_y) + 1 : 0;
}

bool Position::add_piece(Piece p, Square s) {
  if (count_ >= kMaxPieces) return false;
  insert_at(count_, p, s);
  return true;
}

bool Position::finish() {
  king_ = {-1, -1};
  hash_ = side_ == kBlack ? black_to_move_key() : 0;
  for (int i = 0; i < count_; ++i) {
    const Piece p = piece_[std::size_t(i)];
    if (kind_of(p) == kKing) king_[colour_of(p)] = i;
    hash_ ^= piece_key(p, square(i));
  }
  for (const Colour c : {kWhite, kBlack}) {
    const Cards& cards = cards_[c];
    for (int k = 0; k < kKindCount; ++k) {
      hash_ ^= hand_key(c, Kind(k), cards.hand[std::size_t(k)]);
      hash_ ^= pool_key(c, Kind(k), cards.pool[std::size_t(k)]);
    }
    hash_ ^= pile_key(c, cards);
  }
  return king_[kWhite] >= 0 && king_[kBlack] >= 0;
}

void Position::remove_at(int i) {
  const int last = count_ - 1;
  if (i != last) {
    where_[std::size_t(i)] = where_[std::size_t(last)];
    piece_[std::size_t(i)] = piece_[std::size_t(last)];
    for (auto& k : king_)
      if (k == last) k = i;
  }
  where_[std::size_t(last)] = kNowhere;
  --count_;
}

void Position::insert_at(int i, Piece p, Square s) {
  if (i != count_) {
    where_[std::size_t(count_)] = where_[std::size_t(i)];
    piece_[std::size_t(count_)] = piece_[std::size_t(i)];
    for (auto& k : king_)
      if (k == i) k = count_;
  }
  where_[std::size_t(i)] = pack(s);
  piece_[std::size_t(i)] = p;
  ++count_;
}

Position::Undo Position::make(const Turn& turn) {
  Undo undo;
  undo.hash = hash_;
  const Colour us = side_, them = ~side_;
  const Move& m = turn.move;
  int mover = index_at(m.from);
  const int captured = index_at(m.to);
  if (captured >= 0) {
    const Piece victim = piece_[std::size_t(captured)];
    undo.captured = std::int8_t(captured);
    undo.captured_piece = victim;
    hash_ ^= piece_key(victim, m.to);
    auto& count = cards_[them].pool[kind_of(victim)];
    hash_ ^= pool_key(them, kind_of(victim), count) ^ pool_key(them, kind_of(victim), count + 1);
    ++count;
    if (mover == count_ - 1) mover = captured;
    remove_at(captured);
  }
  undo.mover = std::int8_t(mover);
  Piece p = piece_[std::size_t(mover)];
  hash_ ^= piece_key(p, m.from);
  Cards& own = cards_[us];
  if (m.promotion != kNoKind) {
    auto& gone = own.pool[m.promotion];
    hash_ ^= pool_key(us, m.promotion, gone) ^ pool_key(us, m.promotion, gone - 1);
    --gone;
    auto& pawns = own.pool[kPawn];
    hash_ ^= pool_key(us, kPawn, pawns) ^ pool_key(us, kPawn, pawns + 1);
    ++pawns;
    p = make_piece(us, m.promotion);
  }
  where_[std::size_t(mover)] = pack(m.to);
  piece_[std::size_t(mover)] = p;
  hash_ ^= piece_key(p, m.to);
  if (const Placement& place = turn.placement; place.kind != kNoKind) {
    const Piece placed = make_piece(us, place.kind);
    insert_at(count_, placed, place.square);
    hash_ ^= piece_key(placed, place.square);
    auto& held = own.hand[place.kind];
    hash_ ^= hand_key(us, place.kind, held) ^ hand_key(us, place.kind, held - 1);
    --held;
    if (own.pile_left() > 0) {
      const Kind drawn = own.pile[own.drawn];
      auto& more = own.hand[drawn];
      hash_ ^= hand_key(us, drawn, more) ^ hand_key(us, drawn, more + 1);
      ++more;
      hash_ ^= pile_key(us, own);
      ++own.drawn;
      hash_ ^= pile_key(us, own);
      undo.drew = true;
    }
  }
  side_ = them;
  if (us == kBlack) ++move_number_;
  hash_ ^= black_to_move_key();
  return undo;
}

void Position::unmake(const Turn& turn, const Undo& undo) {
  const Colour us = ~side_, them = side_;
  side_ = us;
  if (us == kBlack) --move_number_;
  Cards& own = cards_[us];
  if (const Placement& place = turn.placement; place.kind != kNoKind) {
    if (undo.drew) {
      --own.drawn;
      --own.hand[own.pile[own.drawn]];
    }
    ++own.hand[place.kind];
    where_[std::size_t(--count_)] = kNowhere;  // the placed piece is the last
  }
  const Move& m = turn.move;
  const auto mover = std::size_t(undo.mover);
  if (m.promotion != kNoKind) {
    ++own.pool[m.promotion];
    --own.pool[kPawn];
    piece_[mover] = make_piece(us, kPawn);
  }
  where_[mover] = pack(m.from);
  if (undo.captured >= 0) {
    --cards_[them].pool[kind_of(undo.captured_piece)];
    insert_at(undo.captured, undo.captured_piece, m.to);
  }
  hash_ = undo.hash;
}

}  // namespace minnaar::schachen
