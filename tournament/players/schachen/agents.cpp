// Schachen's agent kit: its evaluation's weights as parameters and every
// search over the engine's own types (SchachenSearch), determinization and
// ISMCTS among them.
#include "tournament/players/fast_agents.h"
#include "tournament/players/schachen/search.h"

namespace minnaar::tournament {
namespace {

// The evaluation's weights: each one's parameter name, range and meaning
// (its default is the member's initializer in SchachenWeights).
constexpr WeightTable<SchachenWeights, 10> kWeights{{
    {"queen", &SchachenWeights::queen, 0, 10000, "value of a queen"},
    {"rook", &SchachenWeights::rook, 0, 10000, "value of a rook"},
    {"bishop", &SchachenWeights::bishop, 0, 10000, "value of a bishop"},
    {"knight", &SchachenWeights::knight, 0, 10000, "value of a knight"},
    {"pawn", &SchachenWeights::pawn, 0, 10000, "value of a pawn"},
    {"hand", &SchachenWeights::hand, 0, 100, "per cent of a card's value while in the hand"},
    {"pile", &SchachenWeights::pile, 0, 100, "per cent of a card's value while in the pile"},
    {"stranded", &SchachenWeights::stranded, 0, 100,
     "per cent of the cards' value kept when no own pawn is on the board to place beside"},
    {"king_danger", &SchachenWeights::king_danger, 0, 10000,
     "per square around the king the opponent attacks"},
    {"mobility", &SchachenWeights::mobility, 0, 1000, "per legal move"},
}};

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("schachen", hidden_information_agent_kit<SchachenSearch>(kWeights));

}  // namespace minnaar::tournament
