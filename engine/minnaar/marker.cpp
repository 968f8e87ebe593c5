#include "engine/minnaar/marker.h"

#include "engine/minnaar/rules.h"

namespace minnaar::current {

void MarkerCount::record_turn(Faction mover, bool captured) {
  if (captured) {
    faction_ = mover;
    count_ = 0;
  } else if (mover == faction_) {
    ++count_;
  }
}

bool MarkerCount::expired() const { return count_ >= rules::kMarkerRoundLimit; }

}  // namespace minnaar::current
