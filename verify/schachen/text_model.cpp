// Schachen's model in the text-model registry (verify/model/text_model.h).
// Its start is the deal of seed 0, as the command line's.
#include "verify/model/text_model.h"
#include "verify/schachen/model.h"

namespace minnaar::model::schachen {
namespace {

MINNAAR_REGISTER_TEXT_MODEL("schachen", [](const ModelParameters& parameters) {
  return make_game_model<Game>(
      parameters, "schachen", Game::deal(0),
      [](std::string_view text, std::string* error) { return Game::from_mfen(text, error); });
});

}  // namespace
}  // namespace minnaar::model::schachen
