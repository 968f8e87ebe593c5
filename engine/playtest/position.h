// The position of the Play-Test Edition (docs/rules/playtest.md#pieces-and-start, #moves,
// #after-every-turn, #mfen): two players, Sovereigns and traditional pieces (which move like
// pawns), the King's compulsory first move, passages, sovereignty and abdication, the quiet and
// pass counters, with make/unmake.
//
//   Position pos = Position::start(Rules{RuleSet::kContemplative});
//   MoveList moves;
//   generate_moves(pos, moves);                 // playtest/movegen.h
//   Position::Undo undo = pos.make(moves[0]);
//   pos.unmake(moves[0], undo);
//
// Invariants: board_, by_player_, sovereigns_ and kings_ describe the same
// placement; outcome_ is the verdict of docs/rules/playtest.md#after-every-turn for the state.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string_view>

#include "engine/board8/bitboard.h"
#include "engine/board8/types.h"
#include "engine/minnaar/piece_types.h"
#include "engine/playtest/rules.h"

namespace minnaar::playtest {

// The Play-Test Edition is the earlier edition of the current one, with the
// same pieces: the piece types are the current edition's.
using current::PieceType;
using enum current::PieceType;

enum Player : std::uint8_t { kWhite, kBlack };
constexpr Player opponent(Player p) { return Player(p ^ 1); }

// A square's content: kNoPiece, or (player << 3) | piece type (PieceType:
// kSovereign, or kKing...kKnight for the traditional pieces).
using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Player p, PieceType t) { return Piece((p << 3) | t); }
constexpr Player player_of(Piece p) { return Player(p >> 3); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }

// docs/rules/playtest.md#after-every-turn: what the players achieved, once the game is over.
enum class Outcome : std::uint8_t {
  kOngoing,
  kMutualSovereignty,
  kWhiteSovereignty,
  kBlackSovereignty,
  kUnrealizedSovereignty,
};

constexpr std::string_view outcome_token(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kMutualSovereignty:
      return "mutual-sovereignty";
    case Outcome::kWhiteSovereignty:
      return "white-sovereignty";
    case Outcome::kBlackSovereignty:
      return "black-sovereignty";
    case Outcome::kUnrealizedSovereignty:
      return "unrealized-sovereignty";
  }
  return "?";
}

// The rank a player's pieces move towards, and the rank its traditional
// pieces start on (where they may advance two squares).
constexpr int far_rank(Player p) { return p == kWhite ? 7 : 0; }
constexpr int home_rank(Player p) { return p == kWhite ? 1 : 6; }

class Position {
 public:
  // What make() changes and unmake() needs back.
  struct Undo {
    std::uint32_t quiet;
    Piece captured;
    bool passage;           // the moved Sovereign reached the far rank and left
    std::int8_t abdicated;  // square of the King removed by sovereignty, or -1
    std::uint8_t first;     // the first-move obligations before the move
    std::uint8_t passes;
    Outcome outcome;
  };

  static Position start(Rules rules = {});

  // The board
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard pieces(Player p) const { return by_player_[p]; }
  Bitboard occupied() const { return by_player_[kWhite] | by_player_[kBlack]; }
  Bitboard sovereigns(Player p) const { return sovereigns_ & by_player_[p]; }
  Bitboard traditional(Player p) const { return by_player_[p] & ~sovereigns_; }
  Bitboard king(Player p) const { return kings_ & by_player_[p]; }

  // The game state
  const Rules& rules() const { return rules_; }
  Player side_to_move() const { return side_; }
  bool owes_first_move(Player p) const { return first_ & (1u << p); }
  int passages(Player p) const { return passages_[p]; }
  std::uint32_t quiet() const { return quiet_; }
  int passes() const { return passes_; }
  std::uint32_t move_number() const { return move_; }
  Outcome outcome() const { return outcome_; }
  bool is_over() const { return outcome_ != Outcome::kOngoing; }

  // Zobrist hash of everything that decides the rest of the game: placement,
  // side, first-move obligations, passages and (anti-stall on) the counters.
  inline std::uint64_t hash() const;

  // Sovereignty reached, or out of reach: passages + Sovereigns < needed.
  bool achieved(Player p) const { return passages_[p] >= rules_.passages_needed(); }
  bool cannot_achieve(Player p) const {
    return passages_[p] + popcount(sovereigns(p)) < rules_.passages_needed();
  }

  // Doing and undoing moves: `m` must be legal (or the forced pass).
  inline Undo make(Move m);
  inline void unmake(Move m, const Undo& undo);

  bool operator==(const Position&) const = default;

 private:
  friend class PositionBuilder;  // mfen.cpp builds positions field by field

  inline void put_piece(Piece p, Square s);
  inline void remove_piece(Square s);
  inline void move_piece(Square from, Square to);
  Outcome judge() const;

  std::array<Bitboard, 2> by_player_{};
  Bitboard sovereigns_ = 0;
  Bitboard kings_ = 0;
  std::array<Piece, kSquareCount> board_{};
  std::uint64_t placement_hash_ = 0;  // keys of the pieces only, kept by put/remove/move
  std::uint32_t quiet_ = 0;
  std::uint32_t move_ = 1;
  Rules rules_;
  Player side_ = kWhite;
  std::uint8_t first_ = 3;  // bit p: player p still owes its King's first move
  std::array<std::uint8_t, 2> passages_{};
  std::uint8_t passes_ = 0;
  Outcome outcome_ = Outcome::kOngoing;
};

namespace zobrist {

// Random keys fixed at compile time, the same in every build and run.
struct Keys {
  std::uint64_t piece[16][kSquareCount];
  std::uint64_t black_to_move;
  std::uint64_t first[4];
  std::uint64_t passages[2][9];
  std::uint64_t counters[kQuietTurnLimit + 1][kForcedPassLimit + 1];
};
extern const Keys keys;

}  // namespace zobrist

inline std::uint64_t Position::hash() const {
  const zobrist::Keys& k = zobrist::keys;
  std::uint64_t h = placement_hash_ ^ k.first[first_] ^ k.passages[kWhite][passages_[kWhite]] ^
                    k.passages[kBlack][passages_[kBlack]];
  if (side_ == kBlack) h ^= k.black_to_move;
  // Without the anti-stall rule the counters only matter through passes.
  h ^= rules_.anti_stall ? k.counters[quiet_][passes_] : k.counters[0][passes_];
  return h;
}

inline void Position::put_piece(Piece p, Square s) {
  const Bitboard b = square_bb(s);
  placement_hash_ ^= zobrist::keys.piece[p][s];
  board_[s] = p;
  by_player_[player_of(p)] |= b;
  if (type_of(p) == kSovereign) sovereigns_ |= b;
  if (type_of(p) == kKing) kings_ |= b;
}

inline void Position::remove_piece(Square s) {
  const Bitboard b = ~square_bb(s);
  placement_hash_ ^= zobrist::keys.piece[board_[s]][s];
  by_player_[player_of(board_[s])] &= b;
  sovereigns_ &= b;
  kings_ &= b;
  board_[s] = kNoPiece;
}

inline void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard both = square_bb(from) | square_bb(to);
  placement_hash_ ^= zobrist::keys.piece[p][from] ^ zobrist::keys.piece[p][to];
  board_[from] = kNoPiece;
  board_[to] = p;
  by_player_[player_of(p)] ^= both;
  if (type_of(p) == kSovereign) sovereigns_ ^= both;
  if (type_of(p) == kKing) kings_ ^= both;
}

// docs/rules/playtest.md#after-every-turn, steps 1 to 5 in order.
inline Position::Undo Position::make(Move m) {
  assert(!is_over());
  Undo undo{quiet_, kNoPiece, false, -1, first_, passes_, outcome_};
  const Player us = side_;
  if (m.is_pass()) {
    ++passes_;
    ++quiet_;
  } else {
    const Square from = m.from(), to = m.to();
    assert(board_[from] != kNoPiece && player_of(board_[from]) == us);
    undo.captured = board_[to];
    if (undo.captured != kNoPiece) remove_piece(to);
    move_piece(from, to);
    first_ &= std::uint8_t(~(1u << us));
    // 1. Passage: a Sovereign on the far rank leaves the board and counts.
    if (type_of(board_[to]) == kSovereign && rank_of(to) == far_rank(us)) {
      remove_piece(to);
      undo.passage = true;
      // 2. Sovereignty: reached now, so the King (if any) abdicates.
      if (++passages_[us] == rules_.passages_needed() && king(us)) {
        undo.abdicated = std::int8_t(lsb(king(us)));
        remove_piece(Square(undo.abdicated));
      }
    }
    // 3. Counters.
    quiet_ = undo.captured != kNoPiece || undo.passage ? 0 : quiet_ + 1;
    passes_ = 0;
  }
  // 4. End. 5. Turn.
  outcome_ = judge();
  move_ += us == kBlack;
  side_ = opponent(us);
  return undo;
}

inline void Position::unmake(Move m, const Undo& undo) {
  side_ = opponent(side_);
  const Player us = side_;
  move_ -= us == kBlack;
  if (!m.is_pass()) {
    const Square from = m.from(), to = m.to();
    if (undo.abdicated >= 0) put_piece(make_piece(us, kKing), Square(undo.abdicated));
    if (undo.passage) {
      --passages_[us];
      put_piece(make_piece(us, kSovereign), to);
    }
    move_piece(to, from);
    if (undo.captured != kNoPiece) put_piece(undo.captured, to);
  }
  quiet_ = undo.quiet;
  first_ = undo.first;
  passes_ = undo.passes;
  outcome_ = undo.outcome;
}

}  // namespace minnaar::playtest
