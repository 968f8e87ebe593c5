// Sovereign Chess's agent kit: its evaluation's weights as parameters and
// every search over the engine's own types (SovereignSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/sovereign/search.h"

namespace minnaar::tournament {
namespace {

// The evaluation's weights: each one's parameter name, range and meaning
// (its default is the member's initializer in SovereignWeights).
constexpr WeightTable<SovereignWeights, 9> kWeights{{
    {"queen", &SovereignWeights::queen, 0, 10000, "value of a queen of a controlled colour"},
    {"rook", &SovereignWeights::rook, 0, 10000, "value of a rook"},
    {"bishop", &SovereignWeights::bishop, 0, 10000, "value of a bishop"},
    {"knight", &SovereignWeights::knight, 0, 10000, "value of a knight"},
    {"pawn", &SovereignWeights::pawn, 0, 10000, "value of a pawn"},
    {"army", &SovereignWeights::army, 0, 10000, "per colour controlled besides the owned one"},
    {"reach", &SovereignWeights::reach, 0, 10000, "per colour that could be gained next move"},
    {"king_danger", &SovereignWeights::king_danger, 0, 10000,
     "per square next to the king the opponent attacks"},
    {"centre", &SovereignWeights::centre, 0, 1000, "per step a pawn has come towards the centre"},
}};

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("sovereign", fast_agent_kit<SovereignSearch>(kWeights));

}  // namespace minnaar::tournament
