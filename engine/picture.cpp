#include "engine/picture.h"

#include <algorithm>
#include <map>

namespace minnaar::game {

Box Box::including(Square s) const {
  if (empty()) return {s.file, s.rank, s.file, s.rank};
  return {std::min(min_file, s.file), std::min(min_rank, s.rank), std::max(max_file, s.file),
          std::max(max_rank, s.rank)};
}

Box Box::including(const Box& other) const {
  if (other.empty()) return *this;
  return including(Square{other.min_file, other.min_rank})
      .including(Square{other.max_file, other.max_rank});
}

Box Picture::frame() const {
  if (board) return *board;
  Box box;
  for (const PlacedPiece& p : pieces) box = box.including(p.square);
  if (box.empty()) box = {0, 0, 0, 0};
  box = {box.min_file - 1, box.min_rank - 1, box.max_file + 1, box.max_rank + 1};
  return box;
}

std::optional<int> Picture::look_on(Square s) const {
  for (const PlacedPiece& p : pieces)
    if (p.square == s) return p.look;
  return std::nullopt;
}

std::string file_label(int file, Coordinates coordinates) {
  if (coordinates == Coordinates::kNumbers || file < 0) return std::to_string(file);
  std::string label;
  for (int n = file + 1; n > 0; n = (n - 1) / 26)
    label.insert(label.begin(), char('a' + (n - 1) % 26));
  return label;
}

std::string rank_label(int rank, Coordinates coordinates) {
  return std::to_string(coordinates == Coordinates::kNumbers ? rank : rank + 1);
}

std::vector<Square> changed_squares(const Picture& before, const Picture& after) {
  std::map<Square, int> was, is;
  for (const PlacedPiece& p : before.pieces) was[p.square] = p.look;
  for (const PlacedPiece& p : after.pieces) is[p.square] = p.look;
  std::vector<Square> changed;
  for (const auto& [square, look] : was)
    if (auto it = is.find(square); it == is.end() || it->second != look) changed.push_back(square);
  for (const auto& [square, look] : is)
    if (!was.contains(square)) changed.push_back(square);
  std::sort(changed.begin(), changed.end());
  return changed;
}

}  // namespace minnaar::game
