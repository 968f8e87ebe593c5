// The Play-Test Edition's two rule sets in the text-model registry
// (verify/model/text_model.h), each with its one parameter, anti_stall
// ("true", the default, or "false").
#include <string>

#include "verify/model/text_model.h"
#include "verify/playtest/model.h"

namespace minnaar::model::playtest {
namespace {

std::unique_ptr<TextModel> make(const ModelParameters& parameters, std::string name, RuleSet set) {
  Rules rules{set, true};
  for (const auto& [key, value] : parameters) {
    if (key != "anti_stall" || (value != "true" && value != "false")) return nullptr;
    rules.anti_stall = value == "true";
  }
  return std::make_unique<GameTextModel<Game>>(std::move(name), Game::start(rules),
                                               [rules](std::string_view text, std::string* error) {
                                                 return Game::from_mfen(text, rules, error);
                                               });
}

MINNAAR_REGISTER_TEXT_MODEL("playtest-standard", [](const ModelParameters& parameters) {
  return make(parameters, "playtest-standard", RuleSet::kStandard);
});
MINNAAR_REGISTER_TEXT_MODEL("playtest-contemplative", [](const ModelParameters& parameters) {
  return make(parameters, "playtest-contemplative", RuleSet::kContemplative);
});

}  // namespace
}  // namespace minnaar::model::playtest
