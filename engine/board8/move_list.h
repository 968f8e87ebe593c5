// A fixed-size list of moves on the stack: generation never allocates.
// Each rule set picks its capacity (the most moves a side can have there).
#pragma once

#include <algorithm>
#include <cstddef>

#include "engine/board8/types.h"

namespace minnaar {

template <int Capacity>
class BasicMoveList {
 public:
  BasicMoveList() {}  // leaves the slots uninitialised: only [0, size) is ever read
  void clear() { size_ = 0; }
  void push(Move m) { moves_[size_++] = m; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

 private:
  // In a union so that constructing a list does not zero the slots per node.
  union {
    Move moves_[Capacity];
  };
  std::size_t size_ = 0;
};

}  // namespace minnaar
