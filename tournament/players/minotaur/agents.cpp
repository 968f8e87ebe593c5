// Minotaur Chess's agent kit: its evaluation's weights as parameters and
// every search over the engine's own types (MinotaurSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/minotaur/search.h"

namespace minnaar::tournament {
namespace {

// The evaluation's weights: each one's parameter name, range and meaning
// (its default is the member's initializer in MinotaurWeights).
constexpr WeightTable<MinotaurWeights, 18> kWeights{{
    {"totem", &MinotaurWeights::totem, 0, 100000, "value of a Totem still standing"},
    {"chieftain", &MinotaurWeights::chieftain, 0, 10000, "value of a Chieftain"},
    {"champion", &MinotaurWeights::champion, 0, 10000, "value of a Champion"},
    {"shaman", &MinotaurWeights::shaman, 0, 10000, "value of the Shaman"},
    {"vanguard", &MinotaurWeights::vanguard, 0, 10000, "value of the Vanguard"},
    {"defender", &MinotaurWeights::defender, 0, 10000, "value of a Defender"},
    {"warrior", &MinotaurWeights::warrior, 0, 10000, "value of a Warrior"},
    {"avenger", &MinotaurWeights::avenger, 0, 10000, "value of an Avenger"},
    {"totem_attacker", &MinotaurWeights::totem_attacker, 0, 10000,
     "per enemy piece reaching the own Totem or a square next to it"},
    {"totem_hit", &MinotaurWeights::totem_hit, 0, 10000,
     "per enemy piece reaching the own Totem itself"},
    {"totem_guard", &MinotaurWeights::totem_guard, 0, 10000,
     "per own piece reaching the Totem's neighbourhood"},
    {"threat", &MinotaurWeights::threat, 0, 100,
     "per cent of the best capture's gain counted for the side to move"},
    {"avenger_mobility", &MinotaurWeights::avenger_mobility, 0, 1000,
     "per square the own Avenger reaches"},
    {"avenger_safe", &MinotaurWeights::avenger_safe, 0, 1000,
     "per square (up to 8) the own Avenger reaches that the enemy does not attack"},
    {"hunt", &MinotaurWeights::hunt, 0, 1000,
     "per hunting piece and step nearer the enemy Avenger"},
    {"advance", &MinotaurWeights::advance, 0, 1000, "per band a Warrior has come from its corner"},
    {"awake", &MinotaurWeights::awake, 0, 10000,
     "per own awake Defender (the enemy's: the cost of waking them)"},
    {"mobility", &MinotaurWeights::mobility, 0, 1000, "per move of the own pieces"},
}};

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("minotaur", fast_agent_kit<MinotaurSearch>(kWeights));

}  // namespace minnaar::tournament
