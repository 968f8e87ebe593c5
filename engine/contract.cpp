#include "engine/contract.h"

namespace minnaar::game {

std::string perft_output(const State& state, int depth, bool divide, int threads, bool bulk) {
  std::string out;
  std::uint64_t total = 0;
  if (divide) {
    for (const auto& [name, nodes] : state.divide(depth, threads, bulk)) {
      out += name + ' ' + std::to_string(nodes) + '\n';
      total += nodes;
    }
    if (depth == 0) total = 1;
    out += '\n';
  } else {
    total = state.perft(depth, threads, bulk);
  }
  return out + std::to_string(total) + '\n';
}

std::string moves_output(const State& state) {
  std::string out;
  for (const std::string& name : state.sorted_move_texts()) out += name + '\n';
  return out;
}

std::string show_output(const State& state, std::optional<Seat> observer) {
  return (observer ? state.observation(*observer) : state.notation()) + '\n' + state.result() +
         '\n';
}

}  // namespace minnaar::game
