// The current edition's agent kit: its evaluation's weights as parameters
// and every search over the fast engine's own types (MinnaarSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/minnaar/search.h"

namespace minnaar::tournament {
namespace {

// The evaluation's weights: each one's parameter name, range and meaning
// (its default is the member's initializer in EvalWeights).
constexpr WeightTable<EvalWeights, 12> kWeights{{
    {"sovereign", &EvalWeights::sovereign, 0, 10000, "value of a Sovereign"},
    {"king", &EvalWeights::king, 0, 10000, "value of a King"},
    {"queen", &EvalWeights::queen, 0, 10000, "value of a Queen"},
    {"rook", &EvalWeights::rook, 0, 10000, "value of a Rook"},
    {"bishop", &EvalWeights::bishop, 0, 10000, "value of a Bishop"},
    {"knight", &EvalWeights::knight, 0, 10000, "value of a Knight"},
    {"smaller_group", &EvalWeights::smaller_group, 0, 10000, "per Sovereign of the smaller group"},
    {"mobility", &EvalWeights::mobility, 0, 1000, "per legal move more than the other side"},
    {"threatened", &EvalWeights::threatened, 0, 1000,
     "per mille of the value of each attacked piece"},
    {"tally", &EvalWeights::tally, 0, 100,
     "percent the score shrinks towards undecided as the tally nears 80"},
    {"hanging", &EvalWeights::hanging, 0, 1000,
     "per mille of the value of each attacked piece its side does not defend"},
    {"smaller_threat", &EvalWeights::smaller_threat, 0, 2000,
     "per mille of smaller_group added to an attacked Sovereign of the smaller group"},
}};

// Each team's own defaults, in the game's team order (evaluation.h).
constexpr std::array<TeamDefaults<EvalWeights>, 2> kTeamWeights{{
    {"alliance", EvalWeights::alliance()},
    {"establishment", EvalWeights{}},
}};

// The kit, with the levels as `minnaar tournament run
// fixtures/tournaments/levels.yaml` rated them (seat ratings as the
// Establishment; docs/players.md, Levels).
AgentKit minnaar_kit() {
  AgentKit kit = fast_agent_kit<MinnaarSearch>(kWeights, kTeamWeights);
  kit.levels = {{1, -641, 88}, {2, -425, 73}, {3, -222, 65}, {4, -85, 64},
                {5, 120, 63},  {6, 274, 66},  {7, 465, 74},  {8, 640, 87}};
  kit.levels_measured_by = "fixtures/tournaments/levels.yaml (as the Establishment, 95%)";
  return kit;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("minnaar", minnaar_kit());

}  // namespace minnaar::tournament
