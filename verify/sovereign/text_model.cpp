// Sovereign Chess's model in the text-model registry (verify/model/text_model.h).
#include "verify/model/text_model.h"
#include "verify/sovereign/model.h"

namespace minnaar::model::sovereign {
namespace {

MINNAAR_REGISTER_TEXT_MODEL("sovereign", [](const ModelParameters& parameters) {
  return make_game_model<Game>(
      parameters, "sovereign", Game::start(),
      [](std::string_view text, std::string* error) { return Game::from_mfen(text, error); });
});

}  // namespace
}  // namespace minnaar::model::sovereign
