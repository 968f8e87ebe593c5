#include "verify/model/text.h"

#include <algorithm>
#include <map>
#include <utility>

namespace minnaar::model::text {

// --- Squares ----------------------------------------------------------------

std::string square_name(int square) {
  return {static_cast<char>('a' + file_of(square)), static_cast<char>('1' + rank_of(square))};
}

std::optional<int> parse_square(std::string_view name) {
  if (name.size() != 2) return std::nullopt;
  if (name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return std::nullopt;
  return square_of(name[0] - 'a', name[1] - '1');
}

char piece_at(const Board& board, std::string_view square) {
  auto index = parse_square(square);
  return index ? board[*index] : '?';
}

// --- Moves ------------------------------------------------------------------

std::string move_name(Move move) {
  return move.from < 0 ? "pass" : square_name(move.from) + square_name(move.to);
}

std::vector<std::string> move_names(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(move_name(m));
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<Move> find_move(const std::vector<Move>& moves, std::string_view text) {
  std::optional<Move> wanted;
  if (text == "pass" || text == "0000") {
    wanted = kPass;
  } else if (text.size() == 4) {
    auto from = parse_square(text.substr(0, 2));
    auto to = parse_square(text.substr(2, 2));
    if (from && to) wanted = Move{*from, *to};
  }
  if (!wanted) return std::nullopt;
  for (Move m : moves) {
    if (m.from == wanted->from && m.to == wanted->to) return m;
  }
  return std::nullopt;
}

// --- MFEN -------------------------------------------------------------------

std::string quoted(std::string_view text) {
  std::string out;
  out += '\'';
  out += text;
  out += '\'';
  return out;
}

std::string field_error(std::string_view field, std::string_view reason) {
  std::string out(field);
  out += ": ";
  out += reason;
  return out;
}

std::nullopt_t refuse(std::string* error, std::string_view field, std::string_view reason) {
  if (error != nullptr) *error = field_error(field, reason);
  return std::nullopt;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t begin = 0;
  while (true) {
    std::size_t end = text.find(separator, begin);
    if (end == std::string_view::npos) {
      parts.push_back(text.substr(begin));
      return parts;
    }
    parts.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
}

std::optional<std::vector<std::string_view>> split_fields(std::string_view mfen, std::size_t count,
                                                          std::string* reason) {
  std::vector<std::string_view> fields = split(mfen, ' ');
  if (fields.size() != count) {
    *reason = "expected " + std::to_string(count) + " fields separated by single spaces, got " +
              std::to_string(fields.size());
    return std::nullopt;
  }
  for (std::string_view field : fields) {
    if (field.empty()) {
      *reason = "empty field (fields are separated by single spaces)";
      return std::nullopt;
    }
  }
  return fields;
}

std::optional<std::int64_t> parse_number(std::string_view text, std::int64_t low, std::int64_t high,
                                         std::string* reason) {
  if (text.empty()) {
    *reason = "empty";
    return std::nullopt;
  }
  for (char c : text) {
    if (c < '0' || c > '9') {
      *reason = quoted(text) + " is not a decimal number";
      return std::nullopt;
    }
  }
  if (text.size() > 1 && text[0] == '0') {
    *reason = quoted(text) + " has a leading zero (not canonical)";
    return std::nullopt;
  }
  std::string range = std::to_string(low) + ".." + std::to_string(high);
  if (text.size() > 12) {  // far beyond every bound; keeps the value in 64 bits
    *reason = quoted(text) + " is out of range " + range;
    return std::nullopt;
  }
  std::int64_t value = 0;
  for (char c : text) value = value * 10 + (c - '0');
  if (value < low || value > high) {
    *reason = std::to_string(value) + " is out of range " + range;
    return std::nullopt;
  }
  return value;
}

std::optional<Board> parse_board(std::string_view field, std::string_view start,
                                 std::string* reason) {
  auto fail = [&](std::string message) -> std::optional<Board> {
    *reason = std::move(message);
    return std::nullopt;
  };
  std::vector<std::string_view> ranks = split(field, '/');
  if (ranks.size() != 8) {
    return fail("expected 8 ranks separated by '/', got " + std::to_string(ranks.size()));
  }
  std::map<char, int> most;  // of each letter: as many as the start position has
  for (char c : start) {
    if (c != '/' && (c < '1' || c > '8')) ++most[c];
  }
  Board board{};
  std::map<char, int> count;
  for (int i = 0; i < 8; ++i) {
    int rank = 7 - i;
    std::string rank_name(1, static_cast<char>('1' + rank));
    int file = 0;
    char previous = '/';
    for (char c : ranks[i]) {
      const bool digit = c >= '1' && c <= '8';
      const bool two_digits = digit && previous >= '1' && previous <= '8';
      previous = c;
      // Canonical form only: "44" is the same rank as "8", and only "8" is
      // what a writer produces (format(parse(x)) == x must hold).
      if (two_digits) return fail("rank " + rank_name + " has two digits in a row");
      if (digit) {
        for (int k = 0; k < c - '0'; ++k) {
          if (file >= 8) return fail("rank " + rank_name + " has more than 8 squares");
          board[square_of(file, rank)] = '.';
          ++file;
        }
      } else if (most.count(c) != 0) {
        if (file >= 8) return fail("rank " + rank_name + " has more than 8 squares");
        board[square_of(file, rank)] = c;
        ++file;
        ++count[c];
      } else {
        return fail("unknown letter " + quoted(std::string_view(&c, 1)) + " in rank " + rank_name);
      }
    }
    if (file != 8) {
      return fail("rank " + rank_name + " has " + std::to_string(file) + " squares instead of 8");
    }
  }
  for (const auto& [letter, limit] : most) {
    auto found = count.find(letter);
    if (found != count.end() && found->second > limit) {
      return fail(std::to_string(found->second) + " " + quoted(std::string_view(&letter, 1)) +
                  " but the start position has only " + std::to_string(limit));
    }
  }
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      char c = board[square_of(file, rank)];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += static_cast<char>('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += static_cast<char>('0' + empty);
    if (rank > 0) out += '/';
  }
  return out;
}

}  // namespace minnaar::model::text
