// The current edition's agent kit: its evaluation's weights as parameters
// and every search over the fast engine's own types (MinnaarSearch).
#include "tournament/players/fast_agents.h"
#include "tournament/players/minnaar/search.h"

namespace minnaar::tournament {
namespace {

std::vector<ParamSpec> weight_params() {
  const EvalWeights d;
  return {
      {"sovereign", double(d.sovereign), 0, 10000, "value of a Sovereign"},
      {"king", double(d.king), 0, 10000, "value of a King"},
      {"queen", double(d.queen), 0, 10000, "value of a Queen"},
      {"rook", double(d.rook), 0, 10000, "value of a Rook"},
      {"bishop", double(d.bishop), 0, 10000, "value of a Bishop"},
      {"knight", double(d.knight), 0, 10000, "value of a Knight"},
      {"smaller_group", double(d.smaller_group), 0, 10000, "per Sovereign of the smaller group"},
      {"mobility", double(d.mobility), 0, 1000, "per legal move more than the other side"},
      {"threatened", double(d.threatened), 0, 1000,
       "per mille of the value of each attacked piece"},
      {"tally", double(d.tally), 0, 100,
       "percent the score shrinks towards undecided as the tally nears 80"},
      {"hanging", double(d.hanging), 0, 1000,
       "per mille of the value of each attacked piece its side does not defend"},
  };
}

EvalWeights weights_of(const Params& p) {
  EvalWeights w;
  w.sovereign = p.get_int("sovereign");
  w.king = p.get_int("king");
  w.queen = p.get_int("queen");
  w.rook = p.get_int("rook");
  w.bishop = p.get_int("bishop");
  w.knight = p.get_int("knight");
  w.smaller_group = p.get_int("smaller_group");
  w.mobility = p.get_int("mobility");
  w.threatened = p.get_int("threatened");
  w.tally = p.get_int("tally");
  w.hanging = p.get_int("hanging");
  return w;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("minnaar", fast_agent_kit<MinnaarSearch>(weight_params(), weights_of));

}  // namespace minnaar::tournament
