// A shard of a tournament: part K of N of its schedule, played by one
// process into its own database and merged afterwards.
//
//   auto shard = parse_shard("1/3");          // the second of three
//   if (!shard) fail(shard.error());
//   if (shard->holds(game.pairing, game.opening, openings)) play(game);
//
// The unit of the partition is a group: one opening of one pairing, the
// games that swap the seats over it (a single game for a panel; for a
// panel with an SPRT, both candidates' games against one member, which
// shard_schedule deals by the member's place in the panel). A group is
// never split, so each shard holds whole pairs (and the pentanomial
// statistics stay whole). The groups
// are dealt to the shards in turn, pairing by pairing: group (pairing p,
// opening o) of a schedule with O openings per pairing falls to shard
// (p * O + o) mod N. Every shard then gets the same number of groups to
// within one, of the whole and of every pairing, whatever N, O and the
// number of pairings are.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/expected.h"

namespace minnaar::tournament {

struct Shard {
  int index = 0;  // K, counted from 0 (as Slurm's array task ids)
  int count = 1;  // N; 1 is the whole tournament

  bool whole() const { return count == 1; }
  bool holds(int pairing, int opening, int openings) const {
    return (std::int64_t(pairing) * openings + opening) % count == index;
  }
  // "K/N"
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
  friend bool operator==(const Shard&, const Shard&) = default;
};

inline constexpr int kMaxShards = 100000;

// "K/N" with 0 <= K < N <= kMaxShards; the error says what is wrong.
Expected<Shard, std::string> parse_shard(std::string_view text);

}  // namespace minnaar::tournament
