// The marker method of rules §9, kept apart from the tally so that the two
// can be compared: a marker sits beside the faction that made the last
// capture (beside Black at the start) with a count of that faction's own
// capture-less turns since; the battle ends when the count reaches 20.
//
//   MarkerCount marker;                      // beside Black, count 0
//   marker.record_turn(kSouth, /*captured=*/false);
//   if (marker.expired()) { /* THE STRUGGLE CONTINUES */ }
#pragma once

#include "engine/minnaar/types.h"

namespace minnaar::current {

class MarkerCount {
 public:
  MarkerCount() = default;
  MarkerCount(Faction faction, int count) : faction_(faction), count_(count) {}

  // A faction finished a turn (a forced pass is a turn without a capture).
  void record_turn(Faction mover, bool captured);

  Faction faction() const { return faction_; }
  int count() const { return count_; }
  bool expired() const;

 private:
  Faction faction_ = kBlack;
  int count_ = 0;
};

}  // namespace minnaar::current
