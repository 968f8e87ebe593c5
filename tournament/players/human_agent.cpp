#include "tournament/players/human_agent.h"

#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace minnaar::tournament {
namespace {

// The board of a notation whose first field is 8 ranks of 8 squares
// (digits for empty squares, rank 8 first), as MFEN's; empty otherwise.
// Rank 8 at the top, '.' for an empty square.
std::string board_text(const std::string& notation) {
  const std::string board = notation.substr(0, notation.find(' '));
  std::string squares;
  int ranks = 1;
  for (const char c : board) {
    if (c >= '1' && c <= '8')
      squares.append(std::size_t(c - '0'), '.');
    else if (c == '/')
      ++ranks;
    else
      squares += c;
  }
  if (ranks != 8 || squares.size() != 64) return "";
  std::string out = "    a b c d e f g h\n";
  for (int rank = 8; rank >= 1; --rank) {
    out += "  " + std::to_string(rank);
    for (int file = 0; file < 8; ++file) {
      out += ' ';
      out += squares[std::size_t((8 - rank) * 8 + file)];
    }
    out += ' ' + std::to_string(rank) + '\n';
  }
  return out + "    a b c d e f g h\n";
}

class HumanAgent : public Agent {
 public:
  HumanAgent(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

  std::string spec() const override { return "human"; }

  game::Action choose_move(const game::State& state) override {
    const game::Seat seat = state.to_move();
    const std::string seen = state.observation(seat);
    const std::string name = game::display_name(state.game().info().seats[std::size_t(seat)].name);
    out_ << "\n" << board_text(seen) << seen << "\n" << name << " to move\nlegal moves:";
    for (const std::string& m : state.sorted_move_texts()) out_ << ' ' << m;
    out_ << '\n';
    for (;;) {
      out_ << name << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) throw std::runtime_error("the human player's input ended");
      line.erase(0, line.find_first_not_of(" \t\r"));
      line.erase(line.find_last_not_of(" \t\r") + 1);
      if (line.empty()) continue;
      auto move = state.parse_move(line);
      if (move) return *move;
      out_ << "'" << line << "' is not playable: " << move.error().reason << '\n';
    }
  }

 private:
  std::istream& in_;
  std::ostream& out_;
};

}  // namespace

std::unique_ptr<Agent> make_human_agent() {
  return std::make_unique<HumanAgent>(std::cin, std::cout);
}

std::unique_ptr<Agent> make_human_agent(std::istream& in, std::ostream& out) {
  return std::make_unique<HumanAgent>(in, out);
}

}  // namespace minnaar::tournament
