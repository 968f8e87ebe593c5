// The heap allocations of the allocation_test program so far: every global
// operator new of that program is replaced by a counting one
// (allocation_counter.cpp), so a test can check that an engine's move
// generation, make/unmake and perft never touch the heap. Each rule set's
// folder adds its own checks to that one program.
//
//   const long before = test::allocations_so_far();
//   generate_moves(pos, moves);
//   EXPECT_EQ(test::allocations_so_far(), before);
#pragma once

namespace minnaar::test {

long allocations_so_far();

}  // namespace minnaar::test
