// Position: the board and the game state of docs/rules/minnaar.md#after-every-turn (side to move,
// tally, passes, round, outcome), with make/unmake, copy-make and an incremental Zobrist hash.
//
//   Position pos = Position::start();
//   MoveList moves;
//   generate_moves(pos, moves);
//   Position::Undo undo = pos.make(moves[0]);
//   pos.unmake(moves[0], undo);
//   for_each_child(pos, [](Move m, const Position& after_m) { ... });  // movegen.h
//
// Invariants: board_, by_faction_ and by_type_ always describe the same
// placement; hash() == compute_hash(); turn_.outcome is the verdict of
// docs/rules/minnaar.md#after-every-turn for the current counters and placement.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <utility>

#include "engine/board8/bitboard.h"
#include "engine/minnaar/rules.h"
#include "engine/minnaar/types.h"

namespace minnaar::current {

// sizeof(Position) is 168 bytes: 4 faction and 7 type bitboards (88), a
// 64-byte mailbox for "what stands on this square" in O(1) (captures, hash,
// MFEN), the hash (8) and the turn (8: round, tally, passes, side, outcome).
// Small enough that copying a position (copy-make, search, tests) is three
// 64-byte vector moves where the CPU has them.
class Position {
 public:
  // The game state besides the placement, packed in 8 bytes so that it is
  // saved, restored and given to a child in one 64-bit move.
  struct Turn {
    std::uint32_t round = 1;
    std::uint8_t tally = 0;
    std::uint8_t passes = 0;
    Faction side = kSouth;
    Outcome outcome = Outcome::kOngoing;
    bool operator==(const Turn&) const = default;
  };

  // What make() overwrites and unmake() needs back.
  struct Undo {
    std::uint64_t placement_hash;
    Turn turn;
    Piece captured;
  };

  // Setting up
  static Position start();
  // Builds a position from a placement and counters that the caller has
  // checked (the MFEN parser does); the outcome is judged from them.
  static Position from_parts(const std::array<Piece, kSquareCount>& board, Faction side, int tally,
                             int passes, int round);

  // The board
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard occupied() const { return by_type_[kNoPieceType]; }
  Bitboard pieces(Faction f) const { return by_faction_[f]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard pieces(Faction f, PieceType t) const { return by_faction_[f] & by_type_[t]; }
  Bitboard alliance() const { return by_faction_[kSouth] | by_faction_[kNorth]; }
  Bitboard establishment() const { return by_faction_[kWhite] | by_faction_[kBlack]; }

  // The game state
  Faction side_to_move() const { return turn_.side; }
  int tally() const { return turn_.tally; }
  int passes() const { return turn_.passes; }
  int round() const { return int(turn_.round); }
  Outcome outcome() const { return turn_.outcome; }
  bool is_over() const { return turn_.outcome != Outcome::kOngoing; }

  // Zobrist hash of everything that decides the rest of the game: placement,
  // side to move, tally and passes (not the round, which decides nothing).
  inline std::uint64_t hash() const;
  std::uint64_t compute_hash() const;

  // Doing and undoing turns. make() takes a legal move of the side to move
  // (Move::pass() when it has none) in an ongoing game, and applies
  // docs/rules/minnaar.md#after-every-turn: counters, outcome, next faction, round. unmake() takes
  // the same move and what make() returned, and restores the position exactly. Both are inline:
  // they are the inner loop of perft and search.
  inline Undo make(Move m);
  inline void unmake(Move m, const Undo& undo);

  // Copy-make: calls visit(move, child) for every legal move, with `child`
  // the position after it, complete; this position is left as it is.
  // `child` lives only for the call (copy it to keep it).
  // list_moves(on_piece) must call on_piece(from, targets) once per piece of
  // the side to move, with the squares that piece may legally move to
  // (for_each_child() in movegen.h passes the generator's). Without any
  // move, the child is the pass; a finished game has none.
  //
  // The transition is make()'s (tests check that every child equals a copy
  // after make()), arranged for positions that are only looked at, like
  // perft's leaves: what depends on the position or the piece alone is
  // worked out once, quiet moves and captures go through separate
  // branch-free loops, and the children of one piece share one copy of this
  // position, each written over its sibling with values computed from this
  // position (never read back from the child), so no child waits on the
  // previous one and no unmake follows.
  template <class ListMoves, class Visit>
  [[gnu::always_inline]] inline void for_each_child(ListMoves&& list_moves, Visit&& visit) const;

  bool operator==(const Position&) const = default;

 private:
  // docs/rules/minnaar.md#after-every-turn's counters and the turn order, after a turn of the side
  // to move, with the counters' verdict (a capture's is then the placement's).
  enum class TurnKind { kQuiet, kCapture, kPass };
  inline Turn turn_after(TurnKind kind) const;
  // turn_ = t in one 64-bit store.
  void set_turn(const Turn& t) { std::memcpy(&turn_, &t, sizeof(Turn)); }
  inline void put_piece(Piece p, Square s);
  inline void remove_piece(Square s);
  inline void move_piece(Square from, Square to);
  Outcome judge() const;
  // docs/rules/minnaar.md#after-every-turn items 1 and 2, the verdicts of the placement alone, in
  // order.
  static constexpr Outcome placement_verdict(Bitboard establishment, Bitboard south,
                                             Bitboard north);
  // docs/rules/minnaar.md#after-every-turn items 3 and 4, the verdicts that need no piece count, in
  // order.
  static constexpr Outcome counters_verdict(int tally, int passes);

  std::array<Bitboard, kFactionCount> by_faction_{};
  std::array<Bitboard, kPieceTypeCount> by_type_{};  // [kNoPieceType] holds every piece
  std::array<Piece, kSquareCount> board_{};
  // The Zobrist keys of the pieces only: make() touches just the keys of
  // the squares it changes; hash() adds those of the side and counters.
  std::uint64_t placement_hash_ = 0;
  Turn turn_;
};

namespace zobrist {

// Random keys, fixed at compile time so that hashes are the same in every
// build and run. The tally and the passes share one key per pair.
struct Keys {
  std::uint64_t piece[kPieceCodeCount][kSquareCount];
  std::uint64_t side[kFactionCount];
  std::uint64_t counters[rules::kQuietTurnLimit + 1][rules::kForcedPassLimit + 1];
};
extern const Keys keys;

}  // namespace zobrist

inline std::uint64_t Position::hash() const {
  return placement_hash_ ^ zobrist::keys.side[turn_.side] ^
         zobrist::keys.counters[turn_.tally][turn_.passes];
}

static_assert(sizeof(Position::Turn) == 8);
static_assert(sizeof(Position) == 168, "update the size note above class Position");

inline void Position::put_piece(Piece p, Square s) {
  const Bitboard b = square_bb(s);
  board_[s] = p;
  by_faction_[faction_of(p)] |= b;
  by_type_[type_of(p)] |= b;
  by_type_[kNoPieceType] |= b;
}

inline void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard b = square_bb(s);
  board_[s] = kNoPiece;
  by_faction_[faction_of(p)] ^= b;
  by_type_[type_of(p)] ^= b;
  by_type_[kNoPieceType] ^= b;
}

inline void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard both = square_bb(from) | square_bb(to);
  board_[from] = kNoPiece;
  board_[to] = p;
  by_faction_[faction_of(p)] ^= both;
  by_type_[type_of(p)] ^= both;
  by_type_[kNoPieceType] ^= both;
}

constexpr Outcome Position::placement_verdict(Bitboard establishment, Bitboard south,
                                              Bitboard north) {
  if (!establishment) return Outcome::kAllianceWins;
  if (!south || !north) return Outcome::kEstablishmentWins;
  return Outcome::kOngoing;
}

constexpr Outcome Position::counters_verdict(int tally, int passes) {
  if (tally >= rules::kQuietTurnLimit) return Outcome::kUndecided80Turns;
  if (passes >= rules::kForcedPassLimit) return Outcome::kUndecidedFourPasses;
  return Outcome::kOngoing;
}

inline Position::Turn Position::turn_after(TurnKind kind) const {
  Turn next;
  next.round = turn_.round + (turn_.side == kBlack);
  next.tally = kind == TurnKind::kCapture ? 0 : std::uint8_t(turn_.tally + 1);
  next.passes = kind == TurnKind::kPass ? std::uint8_t(turn_.passes + 1) : 0;
  next.side = next_faction(turn_.side);
  next.outcome = counters_verdict(next.tally, next.passes);
  return next;
}

inline Position::Undo Position::make(Move m) {
  assert(!is_over());
  Undo undo{placement_hash_, turn_, kNoPiece};
  if (m.is_pass()) {
    turn_ = turn_after(TurnKind::kPass);
    return undo;
  }
  const zobrist::Keys& keys = zobrist::keys;
  const Square from = m.from(), to = m.to();
  const Piece mover = board_[from];
  const Piece captured = board_[to];
  assert(mover != kNoPiece && faction_of(mover) == turn_.side);
  std::uint64_t h = placement_hash_ ^ keys.piece[mover][from] ^ keys.piece[mover][to];
  if (captured != kNoPiece) {
    h ^= keys.piece[captured][to];
    remove_piece(to);
  }
  move_piece(from, to);
  placement_hash_ = h;
  // Only a capture can empty a side, and it sets both counters to 0; a quiet
  // move or a pass leaves the placement's verdict (ongoing) as it was.
  turn_ = turn_after(captured != kNoPiece ? TurnKind::kCapture : TurnKind::kQuiet);
  if (captured != kNoPiece)
    turn_.outcome = placement_verdict(establishment(), pieces(kSouth), pieces(kNorth));
  undo.captured = captured;
  return undo;
}

inline void Position::unmake(Move m, const Undo& undo) {
  if (!m.is_pass()) {
    move_piece(m.to(), m.from());
    if (undo.captured != kNoPiece) put_piece(undo.captured, m.to());
  }
  turn_ = undo.turn;
  placement_hash_ = undo.placement_hash;
}

template <class ListMoves, class Visit>
void Position::for_each_child(ListMoves&& list_moves, Visit&& visit) const {
  if (is_over()) return;
  const zobrist::Keys& keys = zobrist::keys;
  const Faction side = turn_.side;
  const Turn quiet_turn = turn_after(TurnKind::kQuiet);
  const Bitboard opponents = is_alliance(side) ? establishment() : alliance();
  // The turn after a capture, by the faction of the piece taken: both
  // counters are back at 0 and the verdict is the placement's, which asks
  // only whether a group is empty. A group less any one of its pieces is
  // empty exactly when it is empty without the piece taken.
  auto less_one_if = [](Bitboard group, bool taken) { return taken ? group & (group - 1) : group; };
  std::array<Turn, kFactionCount> capture_turn;
  for (const Faction f : {kSouth, kWhite, kNorth, kBlack}) {
    capture_turn[f] = turn_after(TurnKind::kCapture);
    capture_turn[f].outcome = placement_verdict(less_one_if(establishment(), is_establishment(f)),
                                                less_one_if(pieces(kSouth), f == kSouth),
                                                less_one_if(pieces(kNorth), f == kNorth));
  }
  bool any_move = false;

  list_moves([&](Square from, Bitboard targets) {
    any_move |= targets != 0;
    const Piece mover = board_[from];
    const PieceType type = type_of(mover);
    const Bitboard from_bb = square_bb(from);
    // The placement with the mover lifted.
    const Bitboard own_left = by_faction_[side] ^ from_bb;
    const Bitboard type_left = by_type_[type] ^ from_bb;
    const Bitboard occupied_left = by_type_[kNoPieceType] ^ from_bb;
    const std::uint64_t hash_left = placement_hash_ ^ keys.piece[mover][from];

    // One child serves every move of the piece: each is its sibling with
    // the sibling's square given back as the parent has it and the mover put
    // on its own square, so the fields every child shares with the parent
    // are written once per piece, not once per child.
    alignas(64) Position child = *this;
    child.board_[from] = kNoPiece;

    // Quiet moves land on empty squares.
    child.set_turn(quiet_turn);
    for (Bitboard b = targets & ~opponents; b;) {
      const Square to = pop_lsb(b);
      const Bitboard to_bb = square_bb(to);
      child.board_[to] = mover;
      child.by_faction_[side] = own_left ^ to_bb;
      child.by_type_[type] = type_left ^ to_bb;
      child.by_type_[kNoPieceType] = occupied_left ^ to_bb;
      child.placement_hash_ = hash_left ^ keys.piece[mover][to];
      visit(Move(from, to), std::as_const(child));
      child.board_[to] = kNoPiece;
    }

    // A capture takes one piece of the other side.
    child.by_type_[kNoPieceType] = occupied_left;
    for (Bitboard b = targets & opponents; b;) {
      const Square to = pop_lsb(b);
      const Bitboard to_bb = square_bb(to);
      const Piece captured = board_[to];
      const Faction victim_side = faction_of(captured);
      const PieceType victim_type = type_of(captured);
      child.board_[to] = mover;
      child.by_faction_[side] = own_left ^ to_bb;
      child.by_faction_[victim_side] = by_faction_[victim_side] ^ to_bb;
      child.by_type_[type] = type_left ^ to_bb;
      child.by_type_[victim_type] = by_type_[victim_type] ^ to_bb;
      child.placement_hash_ = hash_left ^ keys.piece[mover][to] ^ keys.piece[captured][to];
      child.set_turn(capture_turn[victim_side]);
      visit(Move(from, to), std::as_const(child));
      child.board_[to] = captured;
      child.by_faction_[victim_side] = by_faction_[victim_side];
      child.by_type_[victim_type] = by_type_[victim_type];
    }
  });

  if (!any_move) {
    Position child = *this;
    child.make(Move::pass());
    visit(Move::pass(), std::as_const(child));
  }
}

}  // namespace minnaar::current
