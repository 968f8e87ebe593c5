// SplitMix64: a small, fast, portable random number generator. Everything
// in the project that needs reproducible randomness (Zobrist keys, seeded
// games, agents, fixtures) draws from it, so the same seed gives the same
// numbers on every machine and compiler.
#pragma once

#include <cstdint>

namespace minnaar {

class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  constexpr std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // A number in [0, bound); bound > 0. The tiny modulo bias is irrelevant
  // for choosing among at most a few hundred moves.
  constexpr std::uint64_t below(std::uint64_t bound) { return next() % bound; }
  // True with probability `numerator / 1000`.
  constexpr bool chance_per_mille(int numerator) { return below(1000) < std::uint64_t(numerator); }

 private:
  std::uint64_t state_;
};

// The one seed derivation: an independent seed for item `index` of stream
// `stream` (a tag such as "game" or "open" as 4 ASCII bytes in the top
// half) of a master seed. Tournaments, matches and single games draw every
// seed this way, so one master seed decides everything reproducibly.
constexpr std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
  SplitMix64 mix(seed ^ stream);
  SplitMix64 again(mix.next() + index * 0x9E3779B97F4A7C15ull);
  return again.next();
}

// The streams the toolkit draws from.
inline constexpr std::uint64_t kGameSeedStream = 0x6761'6D65'0000'0000ull;     // "game"
inline constexpr std::uint64_t kOpeningSeedStream = 0x6F70'656E'0000'0000ull;  // "open"

}  // namespace minnaar
