// The Play-Test Edition's agent kit (both rule sets): its evaluation's
// weights as parameters and every search over its own types
// (PlaytestSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/playtest/search.h"

namespace minnaar::tournament {
namespace {

// The evaluation's weights: each one's parameter name, range and meaning
// (its default is the member's initializer in PlaytestWeights).
constexpr WeightTable<PlaytestWeights, 7> kWeights{{
    {"sovereign", &PlaytestWeights::sovereign, 0, 10000, "per Sovereign on the board"},
    {"traditional", &PlaytestWeights::traditional, 0, 10000, "per traditional piece"},
    {"passage", &PlaytestWeights::passage, 0, 100000, "per completed passage"},
    {"advance", &PlaytestWeights::advance, 0, 1000, "per rank a Sovereign has advanced"},
    {"threat", &PlaytestWeights::threat, 0, 10000,
     "per Sovereign that can reach the far rank next move"},
    {"mobility", &PlaytestWeights::mobility, 0, 1000, "per Sovereign move more than the opponent"},
    {"rival", &PlaytestWeights::rival, 0, 100,
     "percent of the opponent's progress subtracted (a tie-break: its sovereignty does not "
     "cost a player its own)"},
}};

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("playtest-standard", fast_agent_kit<PlaytestSearch>(kWeights));
MINNAAR_REGISTER_AGENT_KIT("playtest-contemplative", fast_agent_kit<PlaytestSearch>(kWeights));

}  // namespace minnaar::tournament
