#include "engine/minnaar/mfen.h"

#include <vector>

#include "engine/board8/fen_fields.h"
#include "engine/minnaar/rules.h"

namespace minnaar::current {
namespace {

constexpr std::string_view kPieceLetters = "PKQRBNpkqrbn";
constexpr Piece kLetterPieces[] = {kSouthSovereign, kWhiteKing,   kWhiteQueen,     kWhiteRook,
                                   kWhiteBishop,    kWhiteKnight, kNorthSovereign, kBlackKing,
                                   kBlackQueen,     kBlackRook,   kBlackBishop,    kBlackKnight};
// How many of each piece the start position has: the most an MFEN may hold.
constexpr int kLetterLimits[] = {8, 1, 1, 2, 2, 2, 8, 1, 1, 2, 2, 2};
constexpr std::string_view kSideLetters = "swnb";

Unexpected<MfenError> fail(MfenField field, std::string reason) {
  return Unexpected<MfenError>{MfenError{field, std::move(reason)}};
}

Piece piece_of_letter(char c) { return kLetterPieces[kPieceLetters.find(c)]; }

}  // namespace

std::string_view field_name(MfenField f) {
  switch (f) {
    case MfenField::kWhole:
      return "MFEN";
    case MfenField::kBoard:
      return "board";
    case MfenField::kSide:
      return "side";
    case MfenField::kTally:
      return "tally";
    case MfenField::kPasses:
      return "passes";
    case MfenField::kRound:
      return "round";
  }
  return "?";
}

std::string MfenError::message() const { return std::string(field_name(field)) + ": " + reason; }

Expected<Position, MfenError> parse_mfen(std::string_view text) {
  const std::vector<std::string_view> fields = fen::split_fields(text);
  if (fields.size() != 5)
    return fail(MfenField::kWhole, "has " + std::to_string(fields.size()) +
                                       " space-separated fields, expected 5 "
                                       "(board side tally passes round)");
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].empty())
      return fail(MfenField::kWhole, "field " + std::to_string(i + 1) +
                                         " is empty (fields are separated by single spaces)");

  const auto letters = fen::parse_board(fields[0], kPieceLetters, kLetterLimits);
  if (!letters) return fail(MfenField::kBoard, letters.error());
  std::array<Piece, kSquareCount> board{};
  for (int s = 0; s < kSquareCount; ++s)
    if ((*letters)[s]) board[s] = piece_of_letter((*letters)[s]);

  if (fields[1].size() != 1 || kSideLetters.find(fields[1][0]) == std::string_view::npos)
    return fail(MfenField::kSide, fen::quoted(fields[1]) + " is not one of s, w, n, b");
  const Faction side = Faction(kSideLetters.find(fields[1][0]));

  auto tally = fen::parse_number(fields[2], 0, rules::kQuietTurnLimit);
  if (!tally) return fail(MfenField::kTally, tally.error());
  auto passes = fen::parse_number(fields[3], 0, rules::kForcedPassLimit);
  if (!passes) return fail(MfenField::kPasses, passes.error());
  if (*passes > *tally)
    return fail(MfenField::kPasses, std::to_string(*passes) + " is more than the tally " +
                                        std::to_string(*tally) +
                                        " (a pass is a turn without a capture)");
  auto round = fen::parse_number(fields[4], 1, kMaxRound);
  if (!round) return fail(MfenField::kRound, round.error());

  return Position::from_parts(board, side, *tally, *passes, *round);
}

std::string to_mfen(const Position& pos) {
  fen::BoardLetters letters{};
  for (int s = 0; s < kSquareCount; ++s)
    for (std::size_t i = 0; i < std::size(kLetterPieces); ++i)
      if (kLetterPieces[i] == pos.piece_on(Square(s))) letters[s] = kPieceLetters[i];
  std::string out = fen::format_board(letters);
  out += ' ';
  out += kSideLetters[pos.side_to_move()];
  out += ' ' + std::to_string(pos.tally()) + ' ' + std::to_string(pos.passes()) + ' ' +
         std::to_string(pos.round());
  return out;
}

}  // namespace minnaar::current
