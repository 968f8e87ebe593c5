// The current edition's move generation, make/unmake and perft never touch
// the heap: the count of operator new calls (verify/allocation_counter.h)
// must not move while they run.
#include <gtest/gtest.h>

#include "engine/minnaar/movegen.h"
#include "engine/minnaar/perft.h"
#include "verify/allocation_counter.h"

namespace minnaar::current {
namespace {

TEST(NoHeapAllocation, InMoveGenerationMakeUnmakeAndPerft) {
  Position pos = Position::start();
  MoveList moves;
  const long before = test::allocations_so_far();
  for (int i = 0; i < 100; ++i) {
    generate_moves(pos, moves);
    for (const Move m : moves) {
      const Position::Undo undo = pos.make(m);
      (void)count_moves(pos);
      pos.unmake(m, undo);
    }
  }
  EXPECT_EQ(perft(pos, 4), 5300767u);
  EXPECT_EQ(perft_without_bulk(pos, 3), 134712u);
  EXPECT_EQ(test::allocations_so_far(), before);
}

}  // namespace
}  // namespace minnaar::current
