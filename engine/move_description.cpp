#include "engine/move_description.h"

#include <cstdlib>
#include <tuple>
#include <utility>

namespace minnaar::game {
namespace {

// "north", "south-west", ... for a step of signs (df, dr), not both 0.
std::string compass(int df, int dr) {
  const std::string north_south = dr > 0 ? "north" : dr < 0 ? "south" : "";
  const std::string east_west = df > 0 ? "east" : df < 0 ? "west" : "";
  if (north_south.empty()) return east_west;
  if (east_west.empty()) return north_south;
  return north_south + "-" + east_west;
}

}  // namespace

bool operator<(const MoveDescription& a, const MoveDescription& b) {
  return std::tie(a.piece, a.kind, a.line, a.distance, a.direction, a.from, a.to) <
         std::tie(b.piece, b.kind, b.line, b.distance, b.direction, b.from, b.to);
}

std::string square_label(Square square) {
  if (square.file < 0 || square.rank < 0)
    return "(" + std::to_string(square.file) + "," + std::to_string(square.rank) + ")";
  return file_label(square.file, Coordinates::kLettersAndNumbers) +
         rank_label(square.rank, Coordinates::kLettersAndNumbers);
}

std::optional<Square> square_of_label(std::string_view label) {
  // A whole number at `at` up to `end`, with an optional minus sign.
  auto number = [](std::string_view text) -> std::optional<int> {
    const bool negative = !text.empty() && text[0] == '-';
    if (negative) text.remove_prefix(1);
    if (text.empty() || text.size() > 9) return std::nullopt;
    int n = 0;
    for (const char c : text) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + (c - '0');
    }
    return negative ? -n : n;
  };
  if (label.size() > 2 && label.front() == '(' && label.back() == ')') {
    const std::size_t comma = label.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto file = number(label.substr(1, comma - 1));
    const auto rank = number(label.substr(comma + 1, label.size() - comma - 2));
    if (!file || !rank) return std::nullopt;
    return Square{*file, *rank};
  }
  std::size_t letters = 0;
  int file = 0;
  for (; letters < label.size() && label[letters] >= 'a' && label[letters] <= 'z'; ++letters) {
    if (letters == 5) return std::nullopt;
    file = file * 26 + (label[letters] - 'a' + 1);
  }
  const auto rank = number(label.substr(letters));
  if (letters == 0 || !rank || *rank < 1 || label[letters] == '-') return std::nullopt;
  return Square{file - 1, *rank - 1};
}

MoveDescription move_between(std::string piece, std::string kind, Square from, Square to) {
  MoveDescription d{std::move(piece),   std::move(kind), "", 0, "",
                    square_label(from), square_label(to)};
  const int df = to.file - from.file, dr = to.rank - from.rank;
  const int files = std::abs(df), ranks = std::abs(dr);
  if (files == 0 && ranks == 0) return d;
  if (files == 0 || ranks == 0 || files == ranks) {
    d.line = files == 0 || ranks == 0 ? "straight" : "diagonal";
    d.distance = files > ranks ? files : ranks;
    d.direction = compass(df, dr);
    return d;
  }
  // A leap: its longer leg first.
  const bool files_first = files > ranks;
  const int longer = files_first ? files : ranks, shorter = files_first ? ranks : files;
  d.line = "jump " + std::to_string(longer) + "-" + std::to_string(shorter);
  d.distance = 1;
  const std::string along_files = compass(df, 0), along_ranks = compass(0, dr);
  d.direction = files_first ? std::to_string(files) + " " + along_files + " " +
                                  std::to_string(ranks) + " " + along_ranks
                            : std::to_string(ranks) + " " + along_ranks + " " +
                                  std::to_string(files) + " " + along_files;
  return d;
}

MoveDescription move_without_path(std::string piece, std::string kind) {
  return {std::move(piece), std::move(kind), "", 0, "", "", ""};
}

MoveDescription move_without_path(std::string piece, std::string kind, Square to) {
  return {std::move(piece), std::move(kind), "", 0, "", "", square_label(to)};
}

std::string describe_text(const MoveDescription& move) {
  std::string text = move.piece;
  auto add = [&](const std::string& part) {
    if (part.empty()) return;
    text += (text.empty() ? "" : ", ") + part;
  };
  add(move.kind);
  if (move.line.rfind("jump", 0) == 0) {
    add(move.line + (move.direction.empty() ? "" : " (" + move.direction + ")"));
  } else if (move.line.empty()) {
    if (move.distance > 0) add(std::to_string(move.distance));  // a count, without a path
  } else {
    add(std::to_string(move.distance) + (move.distance == 1 ? " square " : " squares ") +
        move.line + (move.direction.empty() ? "" : " " + move.direction));
  }
  return text;
}

}  // namespace minnaar::game
