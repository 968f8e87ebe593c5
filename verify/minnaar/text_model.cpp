// The current edition's model in the text-model registry (verify/model/text_model.h).
#include "verify/model/text_model.h"
#include "verify/minnaar/model.h"

namespace minnaar::model {
namespace {

MINNAAR_REGISTER_TEXT_MODEL("minnaar", [](const ModelParameters& parameters) {
  return make_game_model<Game>(
      parameters, "minnaar", Game::start(),
      [](std::string_view text, std::string* error) { return Game::from_mfen(text, error); });
});

}  // namespace
}  // namespace minnaar::model
