#include "tournament/protocol/external_player.h"

#include <algorithm>

#include "engine/words.h"

namespace minnaar::tournament {
namespace {

// A command word as the spec shows it: quoted when it holds a space.
std::string shown_word(const std::string& word) {
  return word.find_first_of(" \t'") == std::string::npos || word.empty() ? word : "'" + word + "'";
}

}  // namespace

std::string PlayerBudget::text() const {
  switch (kind) {
    case Kind::kNodes:
      return "nodes " + std::to_string(amount);
    case Kind::kDepth:
      return "depth " + std::to_string(amount);
    case Kind::kMovetime:
      return "movetime " + std::to_string(amount);
    case Kind::kClock:
      return "clock " + std::to_string(base_ms) + "+" + std::to_string(inc_ms);
  }
  return "";
}

std::string ExternalPlayer::spec() const {
  std::string text = "external:";
  for (std::size_t i = 0; i < command.size(); ++i) {
    if (i) text += ' ';
    text += shown_word(command[i]);
  }
  std::string budget_text = budget.text();
  std::replace(budget_text.begin(), budget_text.end(), ' ', ':');
  text += " budget=" + budget_text;
  text += " start_ms=" + std::to_string(timeouts.start_ms) +
          " margin_ms=" + std::to_string(timeouts.margin_ms) +
          " move_ms=" + std::to_string(timeouts.move_ms);
  for (const auto& [name, value] : options) {
    text += " option:";
    text.append(name).append("=").append(shown_word(value));
  }
  return text;
}

Expected<ExternalPlayer, std::string> external_player_of(std::string_view spec) {
  constexpr std::string_view kPrefix = "external:";
  auto refuse = [&](std::string_view why) {
    std::string text = "'";
    text.append(spec).append("'").append(why);
    return Unexpected{text};
  };
  if (spec.substr(0, kPrefix.size()) != kPrefix) return refuse(" does not start with 'external:'");
  ExternalPlayer player;
  auto words = command_words(spec.substr(kPrefix.size()));
  if (!words) return refuse(": " + words.error());
  player.command = std::move(*words);
  if (player.command.empty()) return refuse(": no command after 'external:'");
  return player;
}

}  // namespace minnaar::tournament
