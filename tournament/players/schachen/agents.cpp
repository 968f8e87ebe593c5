// Schachen's agent kit: its evaluation's weights as parameters and every
// search over the engine's own types (SchachenSearch), determinization and
// ISMCTS among them.
#include "tournament/players/fast_agents.h"
#include "tournament/players/schachen/search.h"

namespace minnaar::tournament {
namespace {

std::vector<ParamSpec> weight_params() {
  const SchachenWeights d;
  return {
      {"queen", double(d.queen), 0, 10000, "value of a queen"},
      {"rook", double(d.rook), 0, 10000, "value of a rook"},
      {"bishop", double(d.bishop), 0, 10000, "value of a bishop"},
      {"knight", double(d.knight), 0, 10000, "value of a knight"},
      {"pawn", double(d.pawn), 0, 10000, "value of a pawn"},
      {"hand", double(d.hand), 0, 100, "per cent of a card's value while in the hand"},
      {"pile", double(d.pile), 0, 100, "per cent of a card's value while in the pile"},
      {"stranded", double(d.stranded), 0, 100,
       "per cent of the cards' value kept when no own pawn is on the board to place beside"},
      {"king_danger", double(d.king_danger), 0, 10000,
       "per square around the king the opponent attacks"},
      {"mobility", double(d.mobility), 0, 1000, "per legal move"},
  };
}

SchachenWeights weights_of(const Params& p) {
  SchachenWeights w;
  w.queen = p.get_int("queen");
  w.rook = p.get_int("rook");
  w.bishop = p.get_int("bishop");
  w.knight = p.get_int("knight");
  w.pawn = p.get_int("pawn");
  w.hand = p.get_int("hand");
  w.pile = p.get_int("pile");
  w.stranded = p.get_int("stranded");
  w.king_danger = p.get_int("king_danger");
  w.mobility = p.get_int("mobility");
  return w;
}

}  // namespace

MINNAAR_REGISTER_AGENT_KIT("schachen", hidden_information_agent_kit<SchachenSearch>(weight_params(),
                                                                                    weights_of));

}  // namespace minnaar::tournament
