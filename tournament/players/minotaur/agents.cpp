// Minotaur Chess's agent kit: its evaluation's weights as parameters and
// every search over the engine's own types (MinotaurSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/minotaur/search.h"

namespace minnaar::tournament {
namespace {

std::vector<ParamSpec> weight_params() {
  const MinotaurWeights d;
  return {
      {"totem", double(d.totem), 0, 100000, "value of a Totem still standing"},
      {"chieftain", double(d.chieftain), 0, 10000, "value of a Chieftain"},
      {"champion", double(d.champion), 0, 10000, "value of a Champion"},
      {"shaman", double(d.shaman), 0, 10000, "value of the Shaman"},
      {"vanguard", double(d.vanguard), 0, 10000, "value of the Vanguard"},
      {"defender", double(d.defender), 0, 10000, "value of a Defender"},
      {"warrior", double(d.warrior), 0, 10000, "value of a Warrior"},
      {"avenger", double(d.avenger), 0, 10000, "value of an Avenger"},
      {"totem_attacker", double(d.totem_attacker), 0, 10000,
       "per enemy piece reaching the own Totem or a square next to it"},
      {"totem_hit", double(d.totem_hit), 0, 10000, "per enemy piece reaching the own Totem itself"},
      {"totem_guard", double(d.totem_guard), 0, 10000,
       "per own piece reaching the Totem's neighbourhood"},
      {"threat", double(d.threat), 0, 100,
       "per cent of the best capture's gain counted for the side to move"},
      {"avenger_mobility", double(d.avenger_mobility), 0, 1000,
       "per square the own Avenger reaches"},
      {"avenger_safe", double(d.avenger_safe), 0, 1000,
       "per square (up to 8) the own Avenger reaches that the enemy does not attack"},
      {"hunt", double(d.hunt), 0, 1000, "per hunting piece and step nearer the enemy Avenger"},
      {"advance", double(d.advance), 0, 1000, "per band a Warrior has come from its corner"},
      {"awake", double(d.awake), 0, 10000,
       "per own awake Defender (the enemy's: the cost of waking them)"},
      {"mobility", double(d.mobility), 0, 1000, "per move of the own pieces"},
  };
}

MinotaurWeights weights_of(const Params& p) {
  MinotaurWeights w;
  w.totem = p.get_int("totem");
  w.chieftain = p.get_int("chieftain");
  w.champion = p.get_int("champion");
  w.shaman = p.get_int("shaman");
  w.vanguard = p.get_int("vanguard");
  w.defender = p.get_int("defender");
  w.warrior = p.get_int("warrior");
  w.avenger = p.get_int("avenger");
  w.totem_attacker = p.get_int("totem_attacker");
  w.totem_hit = p.get_int("totem_hit");
  w.totem_guard = p.get_int("totem_guard");
  w.threat = p.get_int("threat");
  w.avenger_mobility = p.get_int("avenger_mobility");
  w.avenger_safe = p.get_int("avenger_safe");
  w.hunt = p.get_int("hunt");
  w.advance = p.get_int("advance");
  w.awake = p.get_int("awake");
  w.mobility = p.get_int("mobility");
  return w;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("minotaur", fast_agent_kit<MinotaurSearch>(weight_params(), weights_of));

}  // namespace minnaar::tournament
