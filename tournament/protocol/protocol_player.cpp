#include "tournament/protocol/protocol_player.h"

#include <istream>
#include <memory>
#include <ostream>
#include <sstream>
#include <vector>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/words.h"
#include "process/child_process.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::tournament {

// What starts every line the served player writes on its standard error:
// the program's own prefix, and the command's.
constexpr std::string_view kLogPrefix = "minnaar: serve: ";
namespace {

// The stream of a served player's samples of hidden information.
constexpr std::uint64_t kServeSampleStream = 0x7365'7276'0000'0000ull;  // "serv"

// One game being served: its rule set, this player's seat, the agent.
struct ServedGame {
  std::shared_ptr<const game::Game> game;
  game::Seat seat = 0;
  std::uint64_t seed = 0;
  std::unique_ptr<Agent> agent;
  std::unique_ptr<game::State> state;
  std::string last_position;  // the line `state` was set from (not for obs)
  std::uint64_t turns = 0;
};

// The start of a line from the peer as it goes into a log: at most 200
// bytes, control characters (a NUL among them) shown as '?'.
std::string printable_start(const std::string& line) {
  constexpr std::size_t kShown = 200;
  std::string shown = line.substr(0, kShown);
  for (char& c : shown)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return line.size() > kShown ? shown + "..." : shown;
}

class Server {
 public:
  Server(const ServedPlayer& player, std::ostream& out, std::ostream& log)
      : player_(player), out_(out), log_(log) {}

  // Handles one line; false after `quit`.
  bool handle(const std::string& line) {
    std::string verb;
    for_each_word(line, [&](std::string_view word, int) {
      verb = word;
      return false;
    });
    if (verb.empty()) return true;
    // (Only the short messages are split into words up front: position and
    // legal lines grow with the game.)
    if (verb == "hello") {
      out_ << "id name " << player_.name << "\nid author " << player_.author << "\nrules";
      for (const std::string& name : player_.rules) out_ << ' ' << name;
      out_ << "\nhellook" << std::endl;
    } else if (verb == "isready") {
      out_ << "ready" << std::endl;
    } else if (verb == "newgame") {
      new_game(words_of(line));
    } else if (verb == "position") {
      position(line);
    } else if (verb == "go") {
      go();
    } else if (verb == "quit") {
      return false;
    } else if (verb != "setoption" && verb != "legal" && verb != "stop") {
      log_ << kLogPrefix << "ignored unknown message '" << printable_start(line) << "'"
           << std::endl;
    }
    return true;
  }

 private:
  void new_game(const std::vector<std::string_view>& w) {
    game_.reset();
    // newgame rules <rule-set> seat <seat> seed <n>
    if (w.size() != 7 || w[1] != "rules" || w[3] != "seat" || w[5] != "seed") {
      log_ << kLogPrefix << "expected 'newgame rules <rule-set> seat <seat> seed <n>', got '"
           << joined_words(w, 0, w.size()) << "'" << std::endl;
      return;
    }
    auto g = game::load_text(w[2]);
    if (!g) {
      log_ << kLogPrefix << g.error() << std::endl;
      return;
    }
    auto served = std::make_unique<ServedGame>();
    served->game = *g;
    served->seat = game::kNoSeat;
    const game::GameInfo& info = (*g)->info();
    for (game::Seat s = 0; s < (*g)->seat_count(); ++s)
      if (info.seats[std::size_t(s)].name == w[4] ||
          (served->seat == game::kNoSeat &&
           info.teams[std::size_t(info.seats[std::size_t(s)].team)] == w[4]))
        served->seat = s;
    if (served->seat == game::kNoSeat) {
      log_ << kLogPrefix << info.name << " has no seat or team '" << w[4] << "'" << std::endl;
      return;
    }
    std::istringstream number{std::string(w[6])};
    if (!(number >> served->seed) || !number.eof()) {
      log_ << kLogPrefix << "seed '" << w[6] << "' is not a number from 0 to 2^64-1" << std::endl;
      return;
    }
    auto agent = player_.make_agent(**g, served->seed);
    if (!agent) {
      log_ << kLogPrefix << agent.error() << std::endl;
      return;
    }
    served->agent = std::move(*agent);
    game_ = std::move(served);
  }

  // position startpos [moves ...] | position mfen <text> [moves ...] |
  // position obs <observation>
  void position(const std::string& line) {
    if (!game_) {
      log_ << kLogPrefix << "'position' before a valid 'newgame'" << std::endl;
      return;
    }
    // The referee sends the whole game every move: when the line extends
    // the last one by some moves, only those are played.
    if (game_->state && !game_->last_position.empty() &&
        line.size() > game_->last_position.size() &&
        line.compare(0, game_->last_position.size(), game_->last_position) == 0) {
      std::string_view added = std::string_view(line).substr(game_->last_position.size());
      const std::string_view kMoves = " moves ";
      const bool had_moves = game_->last_position.find(" moves ") != std::string::npos;
      if (!had_moves && added.substr(0, kMoves.size()) == kMoves) {
        added.remove_prefix(kMoves.size());
      } else if (had_moves && !added.empty() && added[0] == ' ') {
        added.remove_prefix(1);
      } else {
        added = {};
      }
      if (!added.empty()) {
        if (auto played = game_->state->play(added); played) {
          game_->last_position = line;
          return;
        }
        // Not a clean extension after all: read the whole line below.
      }
    }
    game_->state.reset();
    game_->last_position.clear();
    const std::vector<std::string_view> w = words_of(line);
    const game::Game& g = *game_->game;
    std::size_t moves_at = w.size();
    for (std::size_t i = 2; i < w.size(); ++i)
      if (w[i] == "moves") moves_at = std::min(moves_at, i);
    Expected<std::unique_ptr<game::State>, game::NotationError> state =
        Unexpected{game::NotationError{"position", "expected startpos, mfen <text> or obs <text>"}};
    const bool observed = w.size() >= 3 && w[1] == "obs";
    if (w.size() >= 2 && w[1] == "startpos") {
      state = g.start(game_->seed);
    } else if (w.size() >= 3 && w[1] == "mfen") {
      state = g.parse(joined_words(w, 2, moves_at));
    } else if (observed) {
      moves_at = w.size();
      state = g.sample(joined_words(w, 2, w.size()), game_->seat,
                       derive_seed(game_->seed, kServeSampleStream, game_->turns++));
    }
    if (!state) {
      log_ << kLogPrefix << "position: " << state.error().message() << std::endl;
      return;
    }
    if (auto played = (*state)->play(joined_words(w, moves_at + 1, w.size())); !played) {
      log_ << kLogPrefix << "position: " << played.error() << std::endl;
      return;
    }
    game_->state = std::move(*state);
    if (!observed) game_->last_position = line;
  }

  void go() {
    if (!game_ || !game_->state) {
      log_ << kLogPrefix << "'go' without a valid position" << std::endl;
      return;
    }
    const game::State& state = *game_->state;
    if (state.is_over()) {
      log_ << kLogPrefix << "'go' in a finished game (" << state.result() << ")" << std::endl;
      return;
    }
    // A forced move (a pass) is the referee's to play; answer it anyway.
    const auto forced = state.forced_move();
    const game::Action move = forced ? *forced : game_->agent->choose_move(state);
    if (!forced)
      if (const std::string info = info_line(game_->agent->last_info()); !info.empty())
        out_ << info << '\n';
    out_ << "bestmove " << state.move_text(move) << std::endl;
  }

  const ServedPlayer& player_;
  std::ostream& out_;
  std::ostream& log_;
  std::unique_ptr<ServedGame> game_;
};

enum class LineRead { kLine, kEnd, kTooLong };

// The next line of `in` (without its '\n') into `line`, holding at most
// `limit` bytes of it: a longer line is kTooLong, its start in `line`, and
// nothing past the limit is kept (a peer sending /dev/zero costs 1 MiB).
LineRead read_line(std::istream& in, std::string& line, std::size_t limit) {
  line.clear();
  std::streambuf* buffer = in.rdbuf();
  for (;;) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) return line.empty() ? LineRead::kEnd : LineRead::kLine;
    if (c == '\n') return LineRead::kLine;
    if (line.size() == limit) return LineRead::kTooLong;
    line.push_back(char(c));
  }
}

}  // namespace

ServedPlayer built_in_player(const std::string& spec) {
  ServedPlayer player;
  player.name = "minnaar " + spec;
  player.rules = rule_sets_taking(spec);
  player.make_agent = [spec](const game::Game& game, std::uint64_t seed) {
    return make_agent(game, spec, seed);
  };
  return player;
}

int serve_protocol(const std::string& spec, std::istream& in, std::ostream& out,
                   std::ostream& log) {
  if (const std::string problem = agent_spec_problem(spec); !problem.empty()) {
    log << kLogPrefix << problem << std::endl;
    return 2;
  }
  return serve_player(built_in_player(spec), in, out, log);
}

int serve_player(const ServedPlayer& player, std::istream& in, std::ostream& out,
                 std::ostream& log) {
  Server server(player, out, log);
  for (std::string line;;) {
    switch (read_line(in, line, process::ChildProcess::kMaxLine)) {
      case LineRead::kEnd:
        return 0;
      case LineRead::kTooLong:
        log << kLogPrefix << "a line longer than the protocol's " << process::ChildProcess::kMaxLine
            << " bytes, beginning '" << printable_start(line) << "': stopped" << std::endl;
        return 2;
      case LineRead::kLine:
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!server.handle(line)) return 0;
    }
  }
}

}  // namespace minnaar::tournament
