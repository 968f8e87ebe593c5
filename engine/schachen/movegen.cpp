#include "engine/schachen/movegen.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdlib>

namespace minnaar::schachen {
namespace {

constexpr std::int64_t kFar = INT64_MAX;

// What stands around the king of the side to move: the pieces that give
// check and the own pieces pinned to it (docs/rules/schachen.md#a-turn as in chess: a move is
// legal when the king is not attacked afterwards).
struct KingSafety {
  int checks = 0;
  Square checker;
  int check_direction = -1;  // the checker's line from the king, if it slides
  std::int64_t check_distance = 0;
  std::array<std::int8_t, kMaxPieces> pin{};  // direction + 1 of the pin, 0: free

  // Whether a piece that is free of checks apart from its pin may go to `t`.
  bool allows(Square king, int piece, Square t) const {
    if (const int p = pin[std::size_t(piece)]; p && line_between(king, t).direction != p - 1)
      return false;
    if (checks == 0) return true;
    if (t == checker) return true;
    if (check_direction < 0) return false;
    const Line l = line_between(king, t);
    return l.direction == check_direction && l.distance < check_distance;
  }
};

KingSafety king_safety(const Position& pos) {
  KingSafety safety;
  const Colour us = pos.side_to_move(), them = ~us;
  const int ki = pos.king(us);
  const Square k = pos.square(ki);
  std::array<std::int64_t, 8> first_distance, second_distance;
  first_distance.fill(kFar);
  second_distance.fill(kFar);
  std::array<int, 8> first{-1, -1, -1, -1, -1, -1, -1, -1}, second = first;
  const int pawn_dy = -forward(them);
  for (int i = 0; i < pos.piece_count(); ++i) {
    if (i == ki) continue;
    const Square q = pos.square(i);
    const Piece p = pos.piece(i);
    if (colour_of(p) == them) {
      const std::int64_t rx = std::int64_t(q.x) - k.x, ry = std::int64_t(q.y) - k.y;
      const std::int64_t ax = std::abs(rx), ay = std::abs(ry);
      const Kind kind = kind_of(p);
      if ((kind == kKnight && ((ax == 1 && ay == 2) || (ax == 2 && ay == 1))) ||
          (kind == kPawn && ax == 1 && ry == pawn_dy) || (kind == kKing && ax <= 1 && ay <= 1)) {
        ++safety.checks;
        safety.checker = q;
      }
    }
    const Line l = line_between(k, q);
    if (l.direction < 0) continue;
    const auto d = std::size_t(l.direction);
    if (l.distance < first_distance[d]) {
      second_distance[d] = first_distance[d];
      second[d] = first[d];
      first_distance[d] = l.distance;
      first[d] = i;
    } else if (l.distance < second_distance[d]) {
      second_distance[d] = l.distance;
      second[d] = i;
    }
  }
  for (int d = 0; d < 8; ++d) {
    const int near = first[std::size_t(d)];
    if (near < 0) continue;
    const Piece p = pos.piece(near);
    const auto slider = [&](int i) {
      return i >= 0 && colour_of(pos.piece(i)) == them && slides_along(kind_of(pos.piece(i)), d);
    };
    if (colour_of(p) == them) {
      // A king next to the king was counted above; sliders at any distance here.
      if (slider(near) && kind_of(p) != kKing) {
        ++safety.checks;
        safety.checker = pos.square(near);
        safety.check_direction = d;
        safety.check_distance = first_distance[std::size_t(d)];
      }
    } else if (slider(second[std::size_t(d)])) {
      safety.pin[std::size_t(near)] = std::int8_t(d + 1);
    }
  }
  return safety;
}

// The distances k >= 1 along a ray at which a sliding piece may land
// without capturing: squares with a neighbour other than the mover (docs/rules/schachen.md#a-turn).
// Short distances are bits of a mask; the rare far ones (pieces far apart) a list of ranges.
struct RayTargets {
  std::uint64_t near = 0;  // bit k - 1 for k in [1, 64]
  std::array<std::pair<std::int64_t, std::int64_t>, kMaxPieces> far{};
  int far_count = 0;
  std::int64_t blocker_distance = kFar;
  int blocker = -1;

  void add(std::int64_t lo, std::int64_t hi) {
    lo = std::max<std::int64_t>(lo, 1);
    if (hi < lo) return;
    if (lo <= 64) {
      const std::int64_t top = std::min<std::int64_t>(hi, 64);
      const int width = int(top - lo + 1);
      near |= ((width == 64 ? ~0ull : ((1ull << width) - 1)) << (lo - 1));
      lo = 65;
      if (hi < lo) return;
    }
    far[std::size_t(far_count++)] = {lo, hi};
  }
};

RayTargets ray_targets(const Position& pos, int mover, int d) {
  RayTargets ray;
  const Square s = pos.square(mover);
  const Step step = kQueenSteps[std::size_t(d)];
  const bool straight = d < kFirstDiagonal;
  for (int j = 0; j < pos.piece_count(); ++j) {
    if (j == mover) continue;
    const Square q = pos.square(j);
    const std::int64_t rx = std::int64_t(q.x) - s.x, ry = std::int64_t(q.y) - s.y;
    if (straight) {
      const std::int64_t along = rx * step.dx + ry * step.dy;
      const std::int64_t across = rx * step.dy - ry * step.dx;
      if (across == 0 && along > 0 && along < ray.blocker_distance) {
        ray.blocker_distance = along;
        ray.blocker = j;
      }
      if (across >= -1 && across <= 1) ray.add(along - 1, along + 1);
    } else {
      const std::int64_t u = rx * step.dx, v = ry * step.dy;
      if (u == v && u > 0 && u < ray.blocker_distance) {
        ray.blocker_distance = u;
        ray.blocker = j;
      }
      ray.add(std::max(u, v) - 1, std::min(u, v) + 1);
    }
  }
  return ray;
}

// Calls emit(move, mover index, captured index or -1) for every legal
// move, in order; stops early when emit returns false. Returns false if it
// was stopped.
template <class Emit>
bool for_each_legal_move(const Position& pos, Emit&& emit) {
  const Colour us = pos.side_to_move(), them = ~us;
  const int ki = pos.king(us);
  const Square k = pos.square(ki);
  const int f = forward(us);
  const KingSafety safety = king_safety(pos);
  const std::int32_t promotion_row = pos.king_square(them).y;
  const Cards& own = pos.cards(us);

  // A pawn's move, with each promotion choice where it reaches the row of
  // the opposing king (docs/rules/schachen.md#a-turn).
  const auto pawn_move = [&](int mover, Square from, Square to, int captured) {
    if (!emit(Move{from, to, kNoKind}, mover, captured)) return false;
    if (to.y != promotion_row) return true;
    for (const Kind t : {kQueen, kRook, kBishop, kKnight})
      if (own.pool[t] > 0 && !emit(Move{from, to, t}, mover, captured)) return false;
    return true;
  };

  for (int i = 0; i < pos.piece_count(); ++i) {
    const Piece p = pos.piece(i);
    if (colour_of(p) != us) continue;
    const Square s = pos.square(i);
    const Kind kind = kind_of(p);
    if (kind == kKing) {
      for (const Step st : kQueenSteps) {
        const Square t = shifted(s, st.dx, st.dy);
        const int there = pos.index_at(t);
        if (there >= 0) {
          if (colour_of(pos.piece(there)) == us) continue;
        } else if (st.dy == -f || !pos.has_neighbour(t, i)) {
          continue;  // backwards only with a capture; quiet moves next to a piece
        }
        if (pos.attacked(t, them, ki, there)) continue;
        if (!emit(Move{s, t, kNoKind}, i, there)) return false;
      }
      continue;
    }
    if (safety.checks > 1) continue;
    switch (kind) {
      case kKnight:
        for (const Step st : kKnightSteps) {
          const Square t = shifted(s, st.dx, st.dy);
          const int there = pos.index_at(t);
          if (there >= 0 ? colour_of(pos.piece(there)) == us : !pos.has_neighbour(t, i)) continue;
          if (safety.allows(k, i, t) && !emit(Move{s, t, kNoKind}, i, there)) return false;
        }
        break;
      case kPawn: {
        const Square ahead = shifted(s, 0, f);
        if (pos.empty(ahead) && pos.has_neighbour(ahead, i) && safety.allows(k, i, ahead) &&
            !pawn_move(i, s, ahead, -1))
          return false;
        for (const int dx : {-1, 1}) {
          const Square t = shifted(s, dx, f);
          const int there = pos.index_at(t);
          if (there >= 0 && colour_of(pos.piece(there)) == them && safety.allows(k, i, t) &&
              !pawn_move(i, s, t, there))
            return false;
        }
        break;
      }
      default:
        for (int d = 0; d < 8; ++d) {
          if (!slides_along(kind, d)) continue;
          const RayTargets ray = ray_targets(pos, i, d);
          const Step st = kQueenSteps[std::size_t(d)];
          const auto land = [&](std::int64_t distance, int captured) {
            const Square t{std::int32_t(s.x + distance * st.dx),
                           std::int32_t(s.y + distance * st.dy)};
            return !safety.allows(k, i, t) || emit(Move{s, t, kNoKind}, i, captured);
          };
          for (std::uint64_t bits = ray.near; bits; bits &= bits - 1) {
            const std::int64_t distance = std::countr_zero(bits) + 1;
            if (distance >= ray.blocker_distance) break;
            if (!land(distance, -1)) return false;
          }
          if (ray.far_count) {
            auto far = ray.far;
            std::sort(far.begin(), far.begin() + ray.far_count);
            std::int64_t next = 65;  // the first distance not yet emitted
            for (int r = 0; r < ray.far_count; ++r) {
              const std::int64_t hi =
                  std::min(far[std::size_t(r)].second, ray.blocker_distance - 1);
              for (std::int64_t distance = std::max(next, far[std::size_t(r)].first);
                   distance <= hi; ++distance)
                if (!land(distance, -1)) return false;
              next = std::max(next, hi + 1);
            }
          }
          if (ray.blocker >= 0 && colour_of(pos.piece(ray.blocker)) == them &&
              !land(ray.blocker_distance, ray.blocker))
            return false;
        }
        break;
    }
  }
  return true;
}

// Whether `s` is empty once `move` is made (its mover left `from`).
bool empty_after(const Position& pos, const Move& move, Square s) {
  if (s == move.from) return true;
  if (s == move.to) return false;
  return pos.empty(s);
}

}  // namespace

void generate_moves(const Position& pos, std::vector<Move>& moves) {
  moves.clear();
  for_each_legal_move(pos, [&](const Move& m, int, int) {
    moves.push_back(m);
    return true;
  });
}

PlacementSquares placement_squares(const Position& pos, const Move& move) {
  PlacementSquares out;
  const Colour us = pos.side_to_move();
  const int f = forward(us);
  const Piece pawn = make_piece(us, kPawn);
  const auto consider = [&](Square p) {
    for (const int dx : {-1, 1}) {
      const Square s = shifted(p, dx, 0);
      if (!empty_after(pos, move, s)) continue;
      if (std::find(out.beside.begin(), out.beside.begin() + out.beside_count, s) !=
          out.beside.begin() + out.beside_count)
        continue;
      out.beside[std::size_t(out.beside_count++)] = s;
    }
    const Square b = shifted(p, 0, -f);
    if (empty_after(pos, move, b)) out.behind[std::size_t(out.behind_count++)] = b;
  };
  for (int i = 0; i < pos.piece_count(); ++i)
    if (pos.piece(i) == pawn && pos.square(i) != move.from) consider(pos.square(i));
  // The mover, if it is a pawn that stays one.
  if (move.promotion == kNoKind) {
    const int mover = pos.index_at(move.from);
    if (mover >= 0 && pos.piece(mover) == pawn) consider(move.to);
  }
  return out;
}

int hand_kinds(const Position& pos, std::array<Kind, kKindCount>& kinds) {
  const Cards& own = pos.cards(pos.side_to_move());
  int n = 0;
  for (const Kind k : {kQueen, kRook, kBishop, kKnight, kPawn})
    if (own.hand[k] > 0) kinds[std::size_t(n++)] = k;
  return n;
}

void generate_turns(const Position& pos, std::vector<Turn>& turns) {
  turns.clear();
  std::array<Kind, kKindCount> kinds{};
  const int kind_count = hand_kinds(pos, kinds);
  for_each_legal_move(pos, [&](const Move& m, int, int) {
    turns.push_back({m, {}});
    if (kind_count == 0) return true;
    const PlacementSquares squares = placement_squares(pos, m);
    for (int k = 0; k < kind_count; ++k) {
      const Kind kind = kinds[std::size_t(k)];
      if (kind == kPawn) {
        for (int s = 0; s < squares.beside_count; ++s)
          turns.push_back({m, {kind, squares.beside[std::size_t(s)]}});
      } else {
        for (int s = 0; s < squares.behind_count; ++s)
          turns.push_back({m, {kind, squares.behind[std::size_t(s)]}});
      }
    }
    return true;
  });
}

namespace {

// The squares next to the own pawns where a card could be placed (docs/rules/schachen.md#a-turn),
// each once, with how many pawns it is beside, whether it is behind one, and whether it is empty
// now. A move changes the emptiness of its two squares only; a pawn's move also moves its own
// contributions, so each move's placements are counted from this list without looking at the whole
// board again.
class PlacementCandidates {
 public:
  PlacementCandidates(const Position& pos, Colour us) : pos_(pos), f_(forward(us)) {
    const Piece pawn = make_piece(us, kPawn);
    for (int i = 0; i < pos.piece_count(); ++i)
      if (pos.piece(i) == pawn) add_pawn(pos.square(i), +1);
  }

  // The placement squares after `m` of the piece on m.from: beside
  // (for a pawn card) and behind (for the others).
  std::pair<std::uint64_t, std::uint64_t> after(const Move& m, bool pawn_moves) const {
    if (!pawn_moves) return count(m);
    PlacementCandidates moved = *this;
    moved.add_pawn(m.from, -1);
    if (m.promotion == kNoKind) moved.add_pawn(m.to, +1);
    return moved.count(m);
  }

 private:
  struct Entry {
    Square square;
    bool empty;
    std::int8_t beside;  // pawns it is beside
    std::int8_t behind;  // pawns it is behind (0 or 1)
  };

  Entry& at(Square s) {
    for (int i = 0; i < count_; ++i)
      if (entries_[std::size_t(i)].square == s) return entries_[std::size_t(i)];
    entries_[std::size_t(count_)] = {s, pos_.empty(s), 0, 0};
    return entries_[std::size_t(count_++)];
  }
  void add_pawn(Square p, int sign) {
    at(shifted(p, -1, 0)).beside += std::int8_t(sign);
    at(shifted(p, 1, 0)).beside += std::int8_t(sign);
    at(shifted(p, 0, -f_)).behind += std::int8_t(sign);
  }
  std::pair<std::uint64_t, std::uint64_t> count(const Move& m) const {
    std::uint64_t beside = 0, behind = 0;
    for (int i = 0; i < count_; ++i) {
      const Entry& e = entries_[std::size_t(i)];
      const bool free = e.square == m.from || (e.square != m.to && e.empty);
      beside += free && e.beside > 0;
      behind += free && e.behind > 0;
    }
    return {beside, behind};
  }

  const Position& pos_;
  int f_;
  // Three per pawn, and three more for a pawn's new square.
  std::array<Entry, 3 * kCardsOfKind[kPawn] + 3> entries_{};
  int count_ = 0;
};

}  // namespace

std::uint64_t count_turns(const Position& pos) {
  std::array<Kind, kKindCount> kinds{};
  const int kind_count = hand_kinds(pos, kinds);
  if (kind_count == 0) {
    std::uint64_t n = 0;
    for_each_legal_move(pos, [&](const Move&, int, int) {
      ++n;
      return true;
    });
    return n;
  }
  const bool pawn_in_hand = kinds[std::size_t(kind_count - 1)] == kPawn;
  const std::uint64_t others = std::uint64_t(kind_count - (pawn_in_hand ? 1 : 0));
  const Colour us = pos.side_to_move();
  const Piece pawn = make_piece(us, kPawn);
  const PlacementCandidates candidates(pos, us);
  std::uint64_t n = 0;
  for_each_legal_move(pos, [&](const Move& m, int mover, int) {
    const auto [beside, behind] = candidates.after(m, pos.piece(mover) == pawn);
    n += 1 + (pawn_in_hand ? beside : 0) + others * behind;
    return true;
  });
  return n;
}

bool has_legal_move(const Position& pos) {
  return !for_each_legal_move(pos, [](const Move&, int, int) { return false; });
}

bool is_capture(const Position& pos, const Move& move) { return !pos.empty(move.to); }

Outcome outcome(const Position& pos, bool has_moves) {
  if (has_moves) return Outcome::kOngoing;
  if (!pos.in_check()) return Outcome::kStalemate;
  return pos.side_to_move() == kWhite ? Outcome::kBlackWins : Outcome::kWhiteWins;
}

std::string_view outcome_token(Outcome o) {
  switch (o) {
    case Outcome::kWhiteWins:
      return "white-wins";
    case Outcome::kBlackWins:
      return "black-wins";
    case Outcome::kStalemate:
      return "stalemate";
    default:
      return "ongoing";
  }
}

std::string_view termination_word(Outcome o) {
  switch (o) {
    case Outcome::kWhiteWins:
    case Outcome::kBlackWins:
      return "checkmate";
    case Outcome::kStalemate:
      return "stalemate";
    default:
      return "ongoing";
  }
}

}  // namespace minnaar::schachen
