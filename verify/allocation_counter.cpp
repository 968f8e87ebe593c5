// Counts every global operator new of the program it is linked into (the
// allocation_test program): see allocation_counter.h.
#include "verify/allocation_counter.h"

#include <atomic>
#include <cstdlib>
#include <new>

// The replacements below pair malloc with free on purpose; once they are
// inlined GCC takes `delete` of a `new` pointer for a mismatched pair.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace {
std::atomic<long> allocations{0};
}  // namespace

long minnaar::test::allocations_so_far() { return allocations; }

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
