#include "tournament/human_agent.h"

#include <algorithm>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"

namespace minnaar::tournament {
namespace {

// Rank 8 at the top; Southern Sovereigns 'P', Northern 'p', White upper
// case, Black lower case, as in MFEN.
std::string board_text(const Position& pos) {
  // The MFEN letters, one square at a time: '.' for an empty square.
  const std::string letters = to_mfen(pos);
  std::string board = letters.substr(0, letters.find(' '));
  std::string squares;
  for (char c : board)
    if (c >= '1' && c <= '8')
      squares.append(std::size_t(c - '0'), '.');
    else if (c != '/')
      squares += c;
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

  Move choose_move(const Position& pos) override {
    MoveList moves;
    generate_moves(pos, moves);
    std::vector<std::string> names;
    for (const Move m : moves) names.push_back(move_name(m));
    std::sort(names.begin(), names.end());
    out_ << "\n"
         << board_text(pos) << to_mfen(pos) << "\n"
         << faction_name(pos.side_to_move()) << " to move, round " << pos.round() << ", "
         << pos.tally() << " turns since the last capture\nlegal moves:";
    for (const std::string& n : names) out_ << ' ' << n;
    out_ << '\n';
    for (;;) {
      out_ << faction_name(pos.side_to_move()) << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) throw std::runtime_error("the human player's input ended");
      line.erase(0, line.find_first_not_of(" \t\r"));
      line.erase(line.find_last_not_of(" \t\r") + 1);
      if (line.empty()) continue;
      auto move = parse_legal_move(pos, line);
      if (move) return *move;
      out_ << "'" << line << "' is not playable: " << move.error() << '\n';
    }
  }

 private:
  std::istream& in_;
  std::ostream& out_;
};

}  // namespace

std::unique_ptr<Agent> make_human_agent(const Params&, std::uint64_t) {
  return std::make_unique<HumanAgent>(std::cin, std::cout);
}

std::unique_ptr<Agent> make_human_agent(std::istream& in, std::ostream& out) {
  return std::make_unique<HumanAgent>(in, out);
}

}  // namespace minnaar::tournament
