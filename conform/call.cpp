#include "conform/call.h"

#include "engine/contract.h"

namespace minnaar::conform {

std::string command_name(Call::Command command) {
  switch (command) {
    case Call::Command::kPerft:
      return "perft";
    case Call::Command::kMoves:
      return "moves";
    case Call::Command::kShow:
      return "show";
  }
  return "?";
}

std::vector<std::string> Call::arguments(const std::vector<std::string>& rules) const {
  std::vector<std::string> args{command_name(command)};
  if (command == Command::kPerft) {
    args.push_back("--depth");
    args.push_back(std::to_string(depth));
    if (divide) args.push_back("--divide");
  }
  args.insert(args.end(), rules.begin(), rules.end());
  if (!mfen.empty()) {
    args.push_back("--mfen");
    args.push_back(mfen);
  }
  if (!moves.empty()) {
    args.push_back("--moves");
    args.push_back(moves);
  }
  return args;
}

namespace {

// The position, or the one line a bad input gets.
Expected<std::unique_ptr<game::State>, std::string> position_or_error(const game::Game& game,
                                                                      const Call& call) {
  std::unique_ptr<game::State> state;
  if (!call.mfen.empty()) {
    auto parsed = game.parse(call.mfen);
    if (!parsed)
      return Unexpected{"invalid " + game.info().notation_name + " '" + call.mfen +
                        "': " + parsed.error().message()};
    state = std::move(*parsed);
  } else {
    state = game.start();
  }
  if (auto played = state->play(call.moves); !played) return Unexpected{played.error()};
  return state;
}

}  // namespace

std::unique_ptr<game::State> position_of(const game::Game& game, const Call& call) {
  auto state = position_or_error(game, call);
  return state ? std::move(*state) : nullptr;
}

Answer reference_answer(const game::Game& game, const Call& call) {
  Answer answer;
  auto state = position_or_error(game, call);
  if (!state) {
    answer.status = 2;
    answer.error_line = state.error();
    answer.how = "exited with status 2";
    return answer;
  }
  switch (call.command) {
    case Call::Command::kPerft:
      answer.out = game::perft_output(**state, call.depth, call.divide);
      break;
    case Call::Command::kMoves:
      answer.out = game::moves_output(**state);
      break;
    case Call::Command::kShow:
      answer.out = game::show_output(**state);
      break;
  }
  answer.how = "exited with status 0";
  return answer;
}

}  // namespace minnaar::conform
