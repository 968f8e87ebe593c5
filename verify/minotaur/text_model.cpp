// Minotaur Chess's model in the text-model registry (verify/model/text_model.h).
#include "verify/model/text_model.h"
#include "verify/minotaur/model.h"

namespace minnaar::model::minotaur {
namespace {

MINNAAR_REGISTER_TEXT_MODEL("minotaur", [](const ModelParameters& parameters) {
  return make_game_model<Game>(
      parameters, "minotaur", Game::start(),
      [](std::string_view text, std::string* error) { return Game::from_mfen(text, error); });
});

}  // namespace
}  // namespace minnaar::model::minotaur
