// The Play-Test Edition's agent kit (both rule sets): its evaluation's
// weights as parameters and every search over its own types
// (PlaytestSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/playtest/search.h"

namespace minnaar::tournament {
namespace {

std::vector<ParamSpec> weight_params() {
  const PlaytestWeights d;
  return {
      {"sovereign", double(d.sovereign), 0, 10000, "per Sovereign on the board"},
      {"traditional", double(d.traditional), 0, 10000, "per traditional piece"},
      {"passage", double(d.passage), 0, 100000, "per completed passage"},
      {"advance", double(d.advance), 0, 1000, "per rank a Sovereign has advanced"},
      {"threat", double(d.threat), 0, 10000, "per Sovereign that can reach the far rank next move"},
      {"mobility", double(d.mobility), 0, 1000, "per Sovereign move more than the opponent"},
      {"rival", double(d.rival), 0, 100,
       "percent of the opponent's progress subtracted (a tie-break: its sovereignty does not "
       "cost a player its own)"},
  };
}

PlaytestWeights weights_of(const Params& p) {
  PlaytestWeights w;
  w.sovereign = p.get_int("sovereign");
  w.traditional = p.get_int("traditional");
  w.passage = p.get_int("passage");
  w.advance = p.get_int("advance");
  w.threat = p.get_int("threat");
  w.mobility = p.get_int("mobility");
  w.rival = p.get_int("rival");
  return w;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("playtest-standard",
                           fast_agent_kit<PlaytestSearch>(weight_params(), weights_of));
MINNAAR_REGISTER_AGENT_KIT("playtest-contemplative",
                           fast_agent_kit<PlaytestSearch>(weight_params(), weights_of));

}  // namespace minnaar::tournament
