#include "tournament/play/embedded_agent.h"

#include <chrono>

#include "engine/random.h"
#include "engine/words.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::tournament {
namespace {

// The stream of an agent's samples of hidden information.
constexpr std::uint64_t kChoiceSampleStream = 0x7079'6368'0000'0000ull;  // "pych"

}  // namespace

std::vector<std::string> AgentChoice::pv() const {
  std::vector<std::string> moves;
  for (const std::string_view word : words_of(info.pv)) moves.emplace_back(word);
  return moves;
}

Expected<bool, std::string> EmbeddedAgent::build_for(const game::Game& game) {
  return build(game, spec_);
}

Expected<bool, std::string> EmbeddedAgent::build(const game::Game& game, const std::string& spec) {
  const std::string text = game::game_text(game);
  if (agent_ && text == game_text_ && spec == built_spec_) return true;
  auto made = make_agent(game, spec, seed_);
  if (!made) return Unexpected{made.error()};
  agent_ = std::move(*made);
  if (text != game_text_) choices_ = 0;  // a new game; a new budget keeps the count
  game_text_ = text;
  built_spec_ = spec;
  return true;
}

Expected<AgentChoice, std::string> EmbeddedAgent::choose(const game::State& state,
                                                         const ChoiceBudget& budget) {
  if (state.is_over())
    return Unexpected{"the game is over (" + state.result() + "): there is no move to choose"};
  std::string spec = spec_;
  if (!budget.empty()) {
    auto budgeted = spec_with_budget(state.game(), spec_, budget);
    if (!budgeted) return Unexpected{budgeted.error()};
    spec = std::move(*budgeted);
  }
  if (const auto forced = state.forced_move()) {
    AgentChoice choice{state.move_text(*forced), {}};
    choice.info.seat = state.to_move();
    return choice;
  }
  if (auto built = build(state.game(), spec); !built) return Unexpected{built.error()};
  const auto began = std::chrono::steady_clock::now();
  const game::Action move =
      agent_choice(*agent_, state, derive_seed(seed_, kChoiceSampleStream, choices_++));
  AgentChoice choice{state.move_text(move), agent_->last_info()};
  choice.info.seat = state.to_move();
  choice.info.time_us = std::chrono::duration_cast<std::chrono::microseconds>(
                            std::chrono::steady_clock::now() - began)
                            .count();
  return choice;
}

}  // namespace minnaar::tournament
