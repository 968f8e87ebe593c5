#include "engine/playtest/mfen.h"

#include <vector>

#include "engine/board8/fen_fields.h"

namespace minnaar::playtest {
namespace {

constexpr std::string_view kPieceLetters = "PKQRBNpkqrbn";
constexpr PieceType kLetterTypes[] = {kSovereign, kKing, kQueen, kRook, kBishop, kKnight};
// How many of each piece the start position has: the most an MFEN may hold.
constexpr int kLetterLimits[] = {8, 1, 1, 2, 2, 2, 8, 1, 1, 2, 2, 2};
constexpr std::string_view kFirstValues[] = {"-", "W", "B", "WB"};  // index: the bits

Unexpected<MfenError> fail(std::string field, std::string reason) {
  return Unexpected<MfenError>{MfenError{std::move(field), std::move(reason)}};
}

Piece piece_of_letter(char c) {
  const std::size_t i = kPieceLetters.find(c);
  return make_piece(i < 6 ? kWhite : kBlack, kLetterTypes[i % 6]);
}

char letter_of(Piece p) { return kPieceLetters[(player_of(p) == kWhite ? 0 : 6) + type_of(p) - 1]; }

std::string_view player_word(Player p) { return p == kWhite ? "White" : "Black"; }

}  // namespace

// Puts an MFEN's fields into a Position (a friend of it).
class PositionBuilder {
 public:
  static Position build(const fen::BoardLetters& board, Rules rules, Player side,
                        std::uint8_t first, int white_passages, int black_passages, int quiet,
                        int passes, int move) {
    Position pos;
    pos.rules_ = rules;
    for (int s = 0; s < kSquareCount; ++s)
      if (board[s]) pos.put_piece(piece_of_letter(board[s]), Square(s));
    pos.side_ = side;
    pos.first_ = first;
    pos.passages_ = {std::uint8_t(white_passages), std::uint8_t(black_passages)};
    pos.quiet_ = std::uint32_t(quiet);
    pos.passes_ = std::uint8_t(passes);
    pos.move_ = std::uint32_t(move);
    pos.outcome_ = pos.judge();
    return pos;
  }
};

Expected<Position, MfenError> parse_mfen(std::string_view text, Rules rules) {
  const std::vector<std::string_view> fields = fen::split_fields(text);
  if (fields.size() != 8)
    return fail("MFEN", "has " + std::to_string(fields.size()) +
                            " space-separated fields, expected 8 (board side first "
                            "white-passages black-passages quiet passes move)");
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].empty())
      return fail("MFEN", "field " + std::to_string(i + 1) +
                              " is empty (fields are separated by single spaces)");

  const auto board = fen::parse_board(fields[0], kPieceLetters, kLetterLimits);
  if (!board) return fail("board", board.error());
  int sovereigns[2] = {0, 0};
  for (int s = 0; s < kSquareCount; ++s) {
    const char c = (*board)[s];
    if (!c) continue;
    const Piece p = piece_of_letter(c);
    const Player owner = player_of(p);
    const int rank = rank_of(Square(s));
    const std::string where =
        fen::quoted(std::string_view(&c, 1)) + " on rank " + std::to_string(rank + 1);
    if (type_of(p) == kSovereign) {
      ++sovereigns[owner];
      if (rank == far_rank(owner))
        return fail("board", "Sovereign " + where + ": a Sovereign on its far rank has left " +
                                 "the board (a passage)");
    } else if (rank == far_rank(opponent(owner))) {
      return fail("board", "traditional piece " + where +
                               ": traditional pieces never move back to their own first rank");
    }
  }

  if (fields[1] != "w" && fields[1] != "b")
    return fail("side", fen::quoted(fields[1]) + " is not one of w, b");
  const Player side = fields[1] == "w" ? kWhite : kBlack;

  std::uint8_t first = 4;
  for (std::uint8_t bits = 0; bits < 4; ++bits)
    if (fields[2] == kFirstValues[bits]) first = bits;
  if (first == 4) return fail("first", fen::quoted(fields[2]) + " is not one of WB, W, B, -");

  int passages[2];
  for (Player p : {kWhite, kBlack}) {
    const std::string field = p == kWhite ? "white-passages" : "black-passages";
    const auto count = fen::parse_number(fields[3 + p], 0, 8);
    if (!count) return fail(field, count.error());
    if (*count + sovereigns[p] > 8)
      return fail(field, std::to_string(*count) + " passages + " + std::to_string(sovereigns[p]) +
                             " " + std::string(player_word(p)) +
                             " Sovereigns on the board is more than 8");
    passages[p] = *count;
  }

  const int quiet_limit = rules.anti_stall ? kQuietTurnLimit : kMaxCounter;
  const auto quiet = fen::parse_number(fields[5], 0, quiet_limit);
  if (!quiet) return fail("quiet", quiet.error() + (rules.anti_stall ? " (anti-stall on)" : ""));
  const auto passes = fen::parse_number(fields[6], 0, kForcedPassLimit);
  if (!passes) return fail("passes", passes.error());
  if (*passes > *quiet)
    return fail("passes", std::to_string(*passes) + " is more than quiet " +
                              std::to_string(*quiet) + " (a pass is a quiet turn)");
  const auto move = fen::parse_number(fields[7], 1, kMaxCounter);
  if (!move) return fail("move", move.error());

  return PositionBuilder::build(*board, rules, side, first, passages[0], passages[1], *quiet,
                                *passes, *move);
}

std::string to_mfen(const Position& pos) {
  fen::BoardLetters letters{};
  for (int s = 0; s < kSquareCount; ++s)
    if (const Piece p = pos.piece_on(Square(s))) letters[s] = letter_of(p);
  const int first = int(pos.owes_first_move(kWhite)) | int(pos.owes_first_move(kBlack)) << 1;
  std::string out = fen::format_board(letters);
  out.append(pos.side_to_move() == kWhite ? " w " : " b ").append(kFirstValues[first]);
  for (const std::uint32_t n :
       {std::uint32_t(pos.passages(kWhite)), std::uint32_t(pos.passages(kBlack)), pos.quiet(),
        std::uint32_t(pos.passes()), pos.move_number()})
    out.append(" ").append(std::to_string(n));
  return out;
}

}  // namespace minnaar::playtest
