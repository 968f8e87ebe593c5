// Sovereign Chess's agent kit: its evaluation's weights as parameters and
// every search over the engine's own types (SovereignSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/sovereign/search.h"

namespace minnaar::tournament {
namespace {

std::vector<ParamSpec> weight_params() {
  const SovereignWeights d;
  return {
      {"queen", double(d.queen), 0, 10000, "value of a queen of a controlled colour"},
      {"rook", double(d.rook), 0, 10000, "value of a rook"},
      {"bishop", double(d.bishop), 0, 10000, "value of a bishop"},
      {"knight", double(d.knight), 0, 10000, "value of a knight"},
      {"pawn", double(d.pawn), 0, 10000, "value of a pawn"},
      {"army", double(d.army), 0, 10000, "per colour controlled besides the owned one"},
      {"reach", double(d.reach), 0, 10000, "per colour that could be gained next move"},
      {"king_danger", double(d.king_danger), 0, 10000,
       "per square next to the king the opponent attacks"},
      {"centre", double(d.centre), 0, 1000, "per step a pawn has come towards the centre"},
  };
}

SovereignWeights weights_of(const Params& p) {
  SovereignWeights w;
  w.queen = p.get_int("queen");
  w.rook = p.get_int("rook");
  w.bishop = p.get_int("bishop");
  w.knight = p.get_int("knight");
  w.pawn = p.get_int("pawn");
  w.army = p.get_int("army");
  w.reach = p.get_int("reach");
  w.king_danger = p.get_int("king_danger");
  w.centre = p.get_int("centre");
  return w;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("sovereign",
                           fast_agent_kit<SovereignSearch>(weight_params(), weights_of));

}  // namespace minnaar::tournament
