// The allocation_test program: each rule set's folder adds its checks that
// move generation, make/unmake and perft never touch the heap
// (verify/allocation_counter.h); this one checks the counter itself.
#include <gtest/gtest.h>

#include "verify/allocation_counter.h"

namespace minnaar::test {
namespace {

TEST(NoHeapAllocation, CountingIsLive) {
  const long before = allocations_so_far();
  auto* probe = new int(7);
  EXPECT_EQ(allocations_so_far(), before + 1);  // the counter sees allocations at all
  delete probe;
}

}  // namespace
}  // namespace minnaar::test
