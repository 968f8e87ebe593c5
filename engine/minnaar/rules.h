// The numbers of the current Minnaar Chess rules, in one place. Everything
// that depends on them (move generation, the end-of-turn update, MFEN
// ranges, the marker method) reads them from here.
#pragma once

namespace minnaar::current::rules {

inline constexpr int kSovereignRange = 4;   // squares a Sovereign may travel (rules §4)
inline constexpr int kQuietTurnLimit = 80;  // turns without a capture that end a battle (§8)
inline constexpr int kForcedPassLimit = 4;  // forced passes in a row that end a battle (§6)
inline constexpr int kMarkerRoundLimit = kQuietTurnLimit / 4;  // the marker method's 20 (§9)
inline constexpr int kSovereignsPerGroup = 8;
inline constexpr int kEstablishmentPieces = 16;

}  // namespace minnaar::current::rules
