#include "engine/board8/fen_fields.h"

#include <algorithm>
#include <charconv>

namespace minnaar::fen {

std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t space = text.find(' ', start);
    fields.push_back(text.substr(start, space - start));
    if (space == std::string_view::npos) break;
    start = space + 1;
  }
  return fields;
}

std::string quoted(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out.append(1, '\'').append(text).append(1, '\'');
  return out;
}

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

Expected<BoardLetters, std::string> parse_board(std::string_view text, std::string_view letters,
                                                const int* limits) {
  using Error = Unexpected<std::string>;
  BoardLetters board{};
  int counts[32] = {};
  int rank = 7, file = 0;
  bool last_was_digit = false;
  auto rank_name = [&rank] { return "rank " + std::to_string(rank + 1); };
  // A virtual '/' after the last character closes the last rank.
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : '/';
    if (c == '/') {
      if (rank < 0) return Error{"has more than 8 ranks"};
      if (file < 8) return Error{rank_name() + " has " + std::to_string(file) + " squares, not 8"};
      --rank;
      file = 0;
      last_was_digit = false;
      continue;
    }
    if (rank < 0) return Error{"has more than 8 ranks"};
    if (c >= '1' && c <= '8') {
      if (last_was_digit) return Error{rank_name() + " has two digits in a row"};
      file += c - '0';
      last_was_digit = true;
      if (file > 8) return Error{rank_name() + " has more than 8 squares"};
      continue;
    }
    const std::size_t letter = letters.find(c);
    if (letter == std::string_view::npos)
      return Error{"unknown letter " + quoted(std::string_view(&c, 1)) + " in " + rank_name() +
                   " (expected one of " + std::string(letters) + ", 1-8, /)"};
    if (file == 8) return Error{rank_name() + " has more than 8 squares"};
    if (++counts[letter] > limits[letter])
      return Error{"more than " + std::to_string(limits[letter]) + " " +
                   quoted(std::string_view(&c, 1)) + " (the start position has no more)"};
    board[make_square(file++, rank)] = c;
    last_was_digit = false;
  }
  if (rank != -1) return Error{"has " + std::to_string(7 - rank) + " ranks, not 8"};
  return board;
}

std::string format_board(const BoardLetters& board) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = board[make_square(file, rank)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

std::vector<std::string> notations_without_a_piece(std::string_view notation, int piece_width) {
  const std::size_t board_end = std::min(notation.find(' '), notation.size());
  const std::string_view board = notation.substr(0, board_end), rest = notation.substr(board_end);
  // The board as tokens: a piece's letters, or "" for one empty square.
  std::vector<std::string> squares;
  for (std::size_t i = 0; i < board.size();) {
    if (board[i] == '/') {
      squares.push_back("/");
      ++i;
    } else if (board[i] >= '0' && board[i] <= '9') {
      int run = 0;
      for (; i < board.size() && board[i] >= '0' && board[i] <= '9'; ++i)
        run = std::min(run * 10 + (board[i] - '0'), 1000);
      squares.insert(squares.end(), std::size_t(run), "");
    } else {
      squares.emplace_back(board.substr(i, std::size_t(piece_width)));
      i += std::size_t(piece_width);
    }
  }
  auto text_of = [&](std::size_t removed) {
    std::string out;
    int run = 0;
    auto flush = [&] {
      if (run) out += std::to_string(run);
      run = 0;
    };
    for (std::size_t i = 0; i < squares.size(); ++i) {
      if (squares[i].empty() || i == removed) {
        ++run;
        continue;
      }
      flush();
      out += squares[i];
    }
    flush();
    return out.append(rest);
  };
  std::vector<std::string> out;
  for (std::size_t i = 0; i < squares.size(); ++i)
    if (!squares[i].empty() && squares[i] != "/") out.push_back(text_of(i));
  return out;
}

}  // namespace minnaar::fen
