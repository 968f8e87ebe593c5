#include "verify/model/text_model.h"

#include <algorithm>
#include <utility>

namespace minnaar::model {
namespace {

// The registered models by name. A function-local static, so that
// registrations from any translation unit's static initialisation find it
// made.
std::map<std::string, TextModelFactory>& registry() {
  static std::map<std::string, TextModelFactory> models;
  return models;
}

}  // namespace

bool register_text_model(std::string name, TextModelFactory make) {
  registry()[std::move(name)] = std::move(make);
  return true;
}

std::vector<std::string> text_model_names() {
  std::vector<std::string> names;
  for (const auto& [name, make] : registry()) names.push_back(name);
  return names;
}

std::unique_ptr<TextModel> make_text_model(std::string_view rules,
                                           const ModelParameters& parameters) {
  const auto it = registry().find(std::string(rules));
  if (it == registry().end()) return nullptr;
  return it->second(parameters);
}

int play_moves(TextPosition& position, std::string_view moves) {
  constexpr std::string_view kSpace = " \t\r\n\v\f";
  int ply = 0;
  std::size_t begin = moves.find_first_not_of(kSpace);
  while (begin != std::string_view::npos) {
    std::size_t end = moves.find_first_of(kSpace, begin);
    std::string_view move = moves.substr(begin, end == std::string_view::npos ? end : end - begin);
    ++ply;
    if (!position.play(move)) return ply;
    begin = moves.find_first_not_of(kSpace, end);
  }
  return 0;
}

}  // namespace minnaar::model
