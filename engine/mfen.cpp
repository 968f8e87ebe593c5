#include "engine/mfen.h"

#include <charconv>
#include <vector>

#include "engine/rules.h"

namespace minnaar {
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

std::string quoted(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out.append(1, '\'').append(text).append(1, '\'');
  return out;
}

// A decimal number in canonical form (no sign, no leading zero) within [low, high].
Expected<int, std::string> parse_number(std::string_view text, int low, int high) {
  if (text.empty()) return Unexpected<std::string>{"is empty"};
  for (char c : text)
    if (c < '0' || c > '9') return Unexpected<std::string>{quoted(text) + " is not a whole number"};
  if (text.size() > 1 && text[0] == '0')
    return Unexpected<std::string>{quoted(text) + " has a leading zero"};
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < low || value > high)
    return Unexpected<std::string>{quoted(text) + " is out of range " + std::to_string(low) + "-" +
                                   std::to_string(high)};
  return value;
}

Expected<std::array<Piece, kSquareCount>, MfenError> parse_board(std::string_view text) {
  std::array<Piece, kSquareCount> board{};
  int counts[std::size(kLetterLimits)] = {};
  int rank = 7, file = 0;
  bool last_was_digit = false;
  auto rank_name = [&rank] { return "rank " + std::to_string(rank + 1); };
  // A virtual '/' after the last character closes the last rank.
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : '/';
    if (c == '/') {
      if (rank < 0) return fail(MfenField::kBoard, "has more than 8 ranks");
      if (file < 8)
        return fail(MfenField::kBoard,
                    rank_name() + " has " + std::to_string(file) + " squares, not 8");
      --rank;
      file = 0;
      last_was_digit = false;
      continue;
    }
    if (rank < 0) return fail(MfenField::kBoard, "has more than 8 ranks");
    if (c >= '1' && c <= '8') {
      if (last_was_digit) return fail(MfenField::kBoard, rank_name() + " has two digits in a row");
      file += c - '0';
      last_was_digit = true;
      if (file > 8) return fail(MfenField::kBoard, rank_name() + " has more than 8 squares");
      continue;
    }
    const std::size_t letter = kPieceLetters.find(c);
    if (letter == std::string_view::npos)
      return fail(MfenField::kBoard, "unknown letter " + quoted(std::string_view(&c, 1)) + " in " +
                                         rank_name() + " (expected one of PKQRBNpkqrbn, 1-8, /)");
    if (file == 8) return fail(MfenField::kBoard, rank_name() + " has more than 8 squares");
    if (++counts[letter] > kLetterLimits[letter])
      return fail(MfenField::kBoard, "more than " + std::to_string(kLetterLimits[letter]) + " " +
                                         quoted(std::string_view(&c, 1)) +
                                         " (the start position has no more)");
    board[make_square(file++, rank)] = kLetterPieces[letter];
    last_was_digit = false;
  }
  if (rank != -1)
    return fail(MfenField::kBoard, "has " + std::to_string(7 - rank) + " ranks, not 8");
  return board;
}

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
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t space = text.find(' ', start);
    fields.push_back(text.substr(start, space - start));
    if (space == std::string_view::npos) break;
    start = space + 1;
  }
  if (fields.size() != 5)
    return fail(MfenField::kWhole, "has " + std::to_string(fields.size()) +
                                       " space-separated fields, expected 5 "
                                       "(board side tally passes round)");
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].empty())
      return fail(MfenField::kWhole, "field " + std::to_string(i + 1) +
                                         " is empty (fields are separated by single spaces)");

  auto board = parse_board(fields[0]);
  if (!board) return Unexpected{board.error()};

  if (fields[1].size() != 1 || kSideLetters.find(fields[1][0]) == std::string_view::npos)
    return fail(MfenField::kSide, quoted(fields[1]) + " is not one of s, w, n, b");
  const Faction side = Faction(kSideLetters.find(fields[1][0]));

  auto tally = parse_number(fields[2], 0, rules::kQuietTurnLimit);
  if (!tally) return fail(MfenField::kTally, tally.error());
  auto passes = parse_number(fields[3], 0, rules::kForcedPassLimit);
  if (!passes) return fail(MfenField::kPasses, passes.error());
  if (*passes > *tally)
    return fail(MfenField::kPasses, std::to_string(*passes) + " is more than the tally " +
                                        std::to_string(*tally) +
                                        " (a pass is a turn without a capture)");
  auto round = parse_number(fields[4], 1, kMaxRound);
  if (!round) return fail(MfenField::kRound, round.error());

  return Position::from_parts(*board, side, *tally, *passes, *round);
}

std::string to_mfen(const Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.piece_on(make_square(file, rank));
      if (p == kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      for (std::size_t i = 0; i < std::size(kLetterPieces); ++i)
        if (kLetterPieces[i] == p) out += kPieceLetters[i];
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  out += ' ';
  out += kSideLetters[pos.side_to_move()];
  out += ' ' + std::to_string(pos.tally()) + ' ' + std::to_string(pos.passes()) + ' ' +
         std::to_string(pos.round());
  return out;
}

}  // namespace minnaar
