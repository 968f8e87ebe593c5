#include "engine/sovereign/movegen.h"

#include <optional>

namespace minnaar::sovereign {
namespace {

// The two squares of each colour as a set.
struct ColourSquareSets {
  std::array<Bitboard, kColourCount> of;
  ColourSquareSets() {
    for (int c = 0; c < kColourCount; ++c)
      for (const Square s : kColourSquares[std::size_t(c)]) of[std::size_t(c)].set(s);
  }
};
const ColourSquareSets& colour_squares() {
  static const ColourSquareSets sets;
  return sets;
}

// Coloured squares whose twin is occupied (no piece may land there).
Bitboard blocked_twins(const Position& pos) {
  Bitboard blocked;
  for (int c = 0; c < kColourCount; ++c) {
    const auto& pair = kColourSquares[std::size_t(c)];
    if (pos.occupied().has(pair[0])) blocked.set(pair[1]);
    if (pos.occupied().has(pair[1])) blocked.set(pair[0]);
  }
  return blocked;
}

constexpr Role kPromotionRoles[] = {kQueen, kRook, kBishop, kKnight, kKing};

// Pseudo-legal moves of one position: the landing rules of docs/rules/sovereign.md#moves for the
// side to move, with the control the position has.
class Generator {
 public:
  explicit Generator(const Position& pos)
      : pos_(pos),
        t_(tables()),
        us_(pos.side_to_move()),
        enemies_(pos.controlled_pieces(opponent(us_))),
        empty_(~pos.occupied()),
        open_(empty_ & ~blocked_twins(pos)) {}

  // Where a piece of `colour` leaving `from` may land among `targets`:
  // empty squares (not of its colour, twin empty or the twin being `from`)
  // and the opponent's pieces (not on a square of its colour).
  Bitboard landings(int colour, Square from, const Bitboard& targets) const {
    const Bitboard& own = colour_squares().of[std::size_t(colour)];
    Bitboard open = open_;
    if (t_.coloured.has(from)) {
      const Square twin = twin_of(from);
      if (empty_.has(twin)) open.set(twin);
    }
    return targets & ((open | enemies_) & ~own);
  }

  void piece_moves(Square from, Piece piece, MoveList& list) const {
    const int colour = colour_of(piece);
    Bitboard targets;
    switch (role_of(piece)) {
      case kKing:
        targets = t_.king[std::size_t(from)];
        break;
      case kKnight:
        targets = t_.knight[std::size_t(from)];
        break;
      case kQueen:
        for (int dir = 0; dir < kDirections; ++dir)
          targets |= slide(t_, from, dir, pos_.occupied());
        break;
      case kRook:
        for (int dir = 0; dir < kDirections; dir += 2)
          targets |= slide(t_, from, dir, pos_.occupied());
        break;
      case kBishop:
        for (int dir = 1; dir < kDirections; dir += 2)
          targets |= slide(t_, from, dir, pos_.occupied());
        break;
      case kPawn:
        pawn_moves(from, colour, list);
        return;
      default:
        return;
    }
    Bitboard to = landings(colour, from, targets);
    while (to.any()) list.push(Move::normal(from, to.pop()));
  }

  void pawn_moves(Square from, int colour, MoveList& list) const {
    const Bitboard all = landings(colour, from, t_.pawn_push[std::size_t(from)] & empty_) |
                         landings(colour, from, t_.pawn_capture[std::size_t(from)] & enemies_);
    Bitboard to = all;
    while (to.any()) {
      const Square s = to.pop();
      if (t_.centre.has(s)) {
        for (const Role r : kPromotionRoles) list.push(Move::promotion(from, s, r));
      } else {
        list.push(Move::normal(from, s));
      }
    }
    for (int i = 0; i < 2; ++i) {
      const Square over = t_.double_over[std::size_t(from)][std::size_t(i)];
      if (over == kNoSquare || !empty_.has(over)) continue;
      const Square land = t_.double_to[std::size_t(from)][std::size_t(i)];
      if (landings(colour, from, Bitboard::of(land) & empty_).any())
        list.push(Move::normal(from, land));
    }
  }

  void castling_moves(MoveList& list) const {
    const CastlingRights ours = pos_.castling() & (us_ == kWhite ? 0x0F : 0xF0);
    const Square king = pos_.king_square(us_);
    if (!ours || king != kHomeSquare[us_]) return;
    if (pos_.attacked(king, opponent(us_))) return;
    for (int right = 0; right < 8; ++right) {
      if (!(ours & (1u << right))) continue;
      const Square rook = castling_rook_square(right);
      const Piece piece = pos_.piece_on(rook);
      if (piece == kNoPiece || role_of(piece) != kRook ||
          !(pos_.control(us_) & colour_bit(colour_of(piece))))
        continue;
      const int step = rook > king ? 1 : -1;
      bool clear = true;
      for (Square s = king + step; s != rook; s += step) clear &= !pos_.occupied().has(s);
      if (!clear) continue;
      // Each destination strictly between; the squares crossed before it
      // must not be attacked (in the position before the move).
      for (Square to = king + step; to != rook; to += step) {
        if (to != king + step && pos_.attacked(to - step, opponent(us_))) break;
        list.push(Move::castling(king, to, rook));
      }
    }
  }

  void defections(MoveList& list) const {
    const Square king = pos_.king_square(us_);
    ColourSet others = ColourSet(pos_.control(us_) & ~colour_bit(pos_.owned(us_)));
    while (others) {
      const int colour = std::countr_zero(others);
      others &= ColourSet(others - 1);
      if (square_colour(king) != colour) {
        list.push(Move::defection(king, colour, king));
        continue;
      }
      // On a square of the new colour: one king step off it, generated with
      // the control after the change.
      Position after = pos_;
      after.make(Move::defection(king, colour, king));
      after.set_side(us_);  // the same player moves on
      const Generator step(after);
      // A king is never captured (the game is won by checkmate): the step
      // may not land on the opponent's king, which the change of colour
      // alone can put within its reach.
      Bitboard to = step.landings(colour, king, t_.king[std::size_t(king)] & ~pos_.of_role(kKing));
      while (to.any()) list.push(Move::defection(king, colour, to.pop()));
    }
  }

  void all(MoveList& list) const {
    Bitboard pieces = pos_.controlled_pieces(us_);
    while (pieces.any()) {
      const Square from = pieces.pop();
      piece_moves(from, pos_.piece_on(from), list);
    }
    castling_moves(list);
    defections(list);
  }

 private:
  const Position& pos_;
  const AttackTables& t_;
  Player us_;
  Bitboard enemies_;
  Bitboard empty_;
  Bitboard open_;  // empty squares a piece may land on (twin empty), whatever its colour
};

// The pieces that stand first on a line from the king with an enemy slider
// of that line behind them, within its reach: moving one of them may open
// the line.
Bitboard pin_candidates(const Position& pos, Player us) {
  const AttackTables& t = tables();
  const Square king = pos.king_square(us);
  ColourSet colours = pos.control(opponent(us));
  if (square_colour(king) != kNoColour) colours &= ColourSet(~colour_bit(square_colour(king)));
  const Bitboard enemies = pos.pieces_of(colours);
  const Bitboard straight = enemies & (pos.of_role(kRook) | pos.of_role(kQueen));
  const Bitboard slanted = enemies & (pos.of_role(kBishop) | pos.of_role(kQueen));
  Bitboard pinned;
  for (int dir = 0; dir < kDirections; ++dir) {
    const Bitboard& sliders = diagonal(dir) ? slanted : straight;
    const Bitboard& line = t.line[std::size_t(dir)][std::size_t(king)];
    if ((line & sliders).none()) continue;
    Bitboard blockers = line & pos.occupied();
    if (blockers.count() < 2) continue;
    const Square first = increasing(dir) ? blockers.lowest() : blockers.highest();
    blockers.clear(first);
    const Square second = increasing(dir) ? blockers.lowest() : blockers.highest();
    if (sliders.has(second)) pinned.set(first);
  }
  return pinned;
}

// Whether a pseudo-legal move is legal without making it: a move that is
// not the king's, changes no control (no coloured square involved) and
// opens no line to the king (out of check) cannot expose the king.
bool surely_legal(const Position& pos, Move m, bool in_check, const Bitboard& pinned) {
  if (in_check || m.kind() != Move::kNormal) return false;
  if (square_colour(m.from()) != kNoColour || square_colour(m.to()) != kNoColour) return false;
  if (role_of(pos.piece_on(m.from())) == kKing) return false;
  return !pinned.has(m.from());
}

bool leaves_king_safe(Position& pos, Move m) {
  const Player us = pos.side_to_move();
  const Position::Undo undo = pos.make(m);
  const bool safe = !pos.attacked(pos.king_square(us), opponent(us));
  pos.unmake(m, undo);
  return safe;
}

template <class Each>
void for_each_legal(const Position& pos, const Each& each) {
  MoveList pseudo;
  Generator(pos).all(pseudo);
  const Player us = pos.side_to_move();
  const bool in_check = pos.attacked(pos.king_square(us), opponent(us));
  const Bitboard pinned = pin_candidates(pos, us);
  // A copy to make moves on, taken only when a move needs the test.
  std::optional<Position> work;
  for (const Move m : pseudo) {
    if (!surely_legal(pos, m, in_check, pinned)) {
      if (!work) work.emplace(pos);
      if (!leaves_king_safe(*work, m)) continue;
    }
    each(m);
  }
}

}  // namespace

void generate_pseudo_moves(const Position& pos, MoveList& list) {
  list.clear();
  Generator(pos).all(list);
}

bool has_legal_move(const Position& pos) {
  if (pos.move_number() >= kMoveCap) return false;
  const Generator generator(pos);
  const Player us = pos.side_to_move();
  const bool in_check = pos.attacked(pos.king_square(us), opponent(us));
  const Bitboard pinned = pin_candidates(pos, us);
  std::optional<Position> work;
  auto any_legal = [&](const MoveList& moves) {
    for (const Move m : moves) {
      if (surely_legal(pos, m, in_check, pinned)) return true;
      if (!work) work.emplace(pos);
      if (leaves_king_safe(*work, m)) return true;
    }
    return false;
  };
  // Piece by piece, so that the usual answer comes after one piece's moves.
  MoveList moves;
  Bitboard pieces = pos.controlled_pieces(us);
  while (pieces.any()) {
    const Square from = pieces.pop();
    moves.clear();
    generator.piece_moves(from, pos.piece_on(from), moves);
    if (any_legal(moves)) return true;
  }
  moves.clear();
  generator.castling_moves(moves);
  generator.defections(moves);
  return any_legal(moves);
}

void generate_legal_moves(const Position& pos, MoveList& list) {
  list.clear();
  for_each_legal(pos, [&](Move m) { list.push(m); });
}

void generate_moves(const Position& pos, MoveList& list) {
  if (pos.move_number() >= kMoveCap) {
    list.clear();
    return;
  }
  generate_legal_moves(pos, list);
}

std::size_t count_moves(const Position& pos) {
  if (pos.move_number() >= kMoveCap) return 0;
  std::size_t n = 0;
  for_each_legal(pos, [&](Move) { ++n; });
  return n;
}

Outcome outcome(const Position& pos) {
  MoveList list;
  generate_legal_moves(pos, list);
  return outcome(pos, !list.empty());
}

Outcome outcome(const Position& pos, bool has_legal_moves) {
  if (!has_legal_moves) {
    if (!pos.in_check()) return Outcome::kStalemate;
    return pos.side_to_move() == kWhite ? Outcome::kBlackWins : Outcome::kWhiteWins;
  }
  return pos.move_number() >= kMoveCap ? Outcome::kMoveCap : Outcome::kOngoing;
}

std::string_view outcome_token(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kWhiteWins:
      return "white-wins";
    case Outcome::kBlackWins:
      return "black-wins";
    case Outcome::kStalemate:
      return "draw-stalemate";
    case Outcome::kMoveCap:
      return "draw-move-cap";
  }
  return "?";
}

std::string_view termination_word(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kWhiteWins:
    case Outcome::kBlackWins:
      return "checkmate";
    case Outcome::kStalemate:
      return "stalemate";
    case Outcome::kMoveCap:
      return "move-cap";
  }
  return "?";
}

}  // namespace minnaar::sovereign
