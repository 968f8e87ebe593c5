// Move generation, make/unmake and perft never touch the heap: every global
// operator new of this test binary is counted, and the count must not move
// while they run.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "engine/minnaar/movegen.h"
#include "engine/minnaar/perft.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"

// The replacements below pair malloc with free on purpose; once they are
// inlined GCC takes `delete` of a `new` pointer for a mismatched pair.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace {
std::atomic<long> allocations{0};
}

void* operator new(std::size_t size) {
  ++allocations;
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace minnaar::current {
namespace {

TEST(NoHeapAllocation, CountingIsLive) {
  const long before = allocations;
  auto* probe = new int(7);
  EXPECT_EQ(allocations, before + 1);  // the counter sees allocations at all
  delete probe;
}

TEST(NoHeapAllocation, InMoveGenerationMakeUnmakeAndPerft) {
  Position pos = Position::start();
  MoveList moves;
  const long before = allocations;
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
  EXPECT_EQ(allocations, before);
}

TEST(NoHeapAllocation, InThePlayTestEngine) {
  for (const auto set : {playtest::RuleSet::kStandard, playtest::RuleSet::kContemplative}) {
    playtest::Position pos = playtest::Position::start({set, true});
    playtest::MoveList moves;
    const long before = allocations;
    playtest::generate_moves(pos, moves);
    for (const Move m : moves) {
      const auto undo = pos.make(m);
      pos.unmake(m, undo);
    }
    const std::uint64_t nodes = playtest::perft(pos, 4) + playtest::perft_without_bulk(pos, 3);
    EXPECT_EQ(allocations, before);
    EXPECT_GT(nodes, 0u);
  }
}

}  // namespace
}  // namespace minnaar::current
