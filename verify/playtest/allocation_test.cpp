// The Play-Test Edition's move generation, make/unmake and perft never
// touch the heap (verify/allocation_counter.h).
#include <gtest/gtest.h>

#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"
#include "verify/allocation_counter.h"

namespace minnaar {
namespace {

TEST(NoHeapAllocation, InThePlayTestEngine) {
  for (const auto set : {playtest::RuleSet::kStandard, playtest::RuleSet::kContemplative}) {
    playtest::Position pos = playtest::Position::start({set, true});
    playtest::MoveList moves;
    const long before = test::allocations_so_far();
    playtest::generate_moves(pos, moves);
    for (const Move m : moves) {
      const auto undo = pos.make(m);
      pos.unmake(m, undo);
    }
    const std::uint64_t nodes = playtest::perft(pos, 4) + playtest::perft_without_bulk(pos, 3);
    EXPECT_EQ(test::allocations_so_far(), before);
    EXPECT_GT(nodes, 0u);
  }
}

}  // namespace
}  // namespace minnaar
