// The referee's side of the player protocol (docs/players.md#the-player-protocol, version 1):
// players that are other programs, seated like any agent.
//
//   ExternalPlayer config;  config.command = {"python3", "random_player.py"};
//   PlayerPool pool(config);                       // one per external agent
//   Transcript transcript;
//   auto player = pool.take(transcript);           // started, handshake done
//   ExternalAgent agent(**player, config);
//   if (auto failed = agent.begin(*start, "establishment", seed)) forfeit(*failed);
//   play_game(*start, seats, seed);                // choose_move() throws Forfeit
//   pool.give_back(std::move(*player));            // kept for the next game
//
// Every answer is checked against the engine, every wait has a deadline
// (PlayerTimeouts), and every failure becomes a PlayerFailure naming the
// termination of docs/players.md#failures and a detail; a failed player is killed and
// started afresh for its next game. Clocks are the referee's: the time from
// writing `go` to reading `bestmove`, on the monotonic clock.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "process/child_process.h"
#include "tournament/players/agent.h"
#include "tournament/protocol/external_player.h"

namespace minnaar::tournament {

// Players are child processes (process/child_process.h).
using process::ChildProcess;
using process::ExitStatus;
using process::SteadyClock;

// The protocol exchange of one game with one player, with times: the
// flight recorder. Lines read "   12.345 > go nodes 5000" (milliseconds
// since the game began; '>' to the player, '<' from it, '#' the referee).
class Transcript {
 public:
  Transcript() : origin_(SteadyClock::now()) {}
  void add(char direction, std::string_view line);
  const std::string& text() const { return text_; }

 private:
  SteadyClock::time_point origin_;
  std::string text_;
};

// An option a program announced in its handshake (docs/players.md#messages): `type` is
// spin, check or string; `min` and `max` are a spin's bounds (empty when
// not announced), `fallback` its announced default.
struct AnnouncedOption {
  std::string name, type, fallback, min, max;
};

// Why `value` cannot be given to option `name` of a program that announced
// `announced` (not announced, not a whole number within a spin's bounds,
// not true or false for a check); nothing when it can.
std::optional<std::string> option_problem(const std::vector<AnnouncedOption>& announced,
                                          const std::string& name, const std::string& value);

// A running program that has done its handshake.
class Player {
 public:
  // Starts the program and does the handshake and the options; the
  // failure is a forfeit-start with what went wrong.
  static Expected<std::unique_ptr<Player>, PlayerFailure> start(const ExternalPlayer& config,
                                                                Transcript& transcript);
  ~Player();

  const std::string& name() const { return name_; }
  bool plays(std::string_view rule_set) const;
  bool wants_legal() const { return wants_legal_; }
  // Its options as it announced them, in order.
  const std::vector<AnnouncedOption>& announced() const { return announced_; }
  // The rule sets it announced.
  const std::vector<std::string>& rules() const { return rules_; }

  // The exchanges of the game now played go to `transcript`.
  void record_to(Transcript& transcript) { transcript_ = &transcript; }

  // newgame, isready, ready.
  std::optional<PlayerFailure> new_game(const game::Game& game, std::string_view seat,
                                        std::uint64_t seed);
  // position, legal (if it asked), go; the move text it answers, checked as
  // a protocol line only (the caller checks it as a move).
  Expected<std::string, PlayerFailure> ask(const std::string& position, const std::string* legal,
                                           const std::string& go, int timeout_ms);
  // What its `info` lines before the last `bestmove` reported.
  const MoveInfo& last_info() const { return last_info_; }

  // After a failure: kills it and reads what is left of its standard error.
  void discard();
  // The last lines it wrote on standard error.
  std::string error_tail();
  // `quit`, then ends it (killed if it has not exited after `grace`).
  void quit(std::chrono::milliseconds grace);
  // Sends `quit` only (several players are then ended in parallel).
  void send_quit();

 private:
  explicit Player(const ExternalPlayer& config) : config_(config) {}
  bool send(std::string_view line, SteadyClock::time_point deadline);
  // The failure of a player whose output closed or input broke.
  PlayerFailure crashed(std::string_view when);
  // Reads lines until one whose first word is `answer`; others are ignored.
  // (`info` lines update last_info_.)
  Expected<std::string, PlayerFailure> await(std::string_view answer,
                                             SteadyClock::time_point deadline,
                                             const std::string& on_timeout,
                                             const std::string& timeout_termination);

  const ExternalPlayer& config_;
  std::unique_ptr<ChildProcess> child_;
  Transcript* transcript_ = nullptr;
  std::string name_;
  std::vector<std::string> rules_;
  std::vector<AnnouncedOption> announced_;
  bool wants_legal_ = false;
  MoveInfo last_info_;
};

// The external player of one game, as an agent: sends the position (the
// start and the moves since, or the seat's observation in a game of hidden
// information), the legal moves if it asked, and the budget, and checks the
// answer. A failure throws Forfeit.
class ExternalAgent final : public Agent {
 public:
  ExternalAgent(Player& player, const ExternalPlayer& config);

  // Starts a game on `start` for `seat` (a seat's or a team's name).
  std::optional<PlayerFailure> begin(const game::State& start, std::string_view seat,
                                     std::uint64_t seed);

  game::Action choose_move(const game::State& state) override;
  void on_move(const game::State& before, game::Action move) override;
  std::string spec() const override { return config_.spec(); }
  MoveInfo last_info() const override;
  bool thinks_here() const override { return false; }

 private:
  Player& player_;
  const ExternalPlayer& config_;
  std::string position_;  // "position startpos moves ..." so far
  bool has_moves_ = false;
  std::int64_t clock_ms_ = 0;  // what is left of a clock budget
};

// The started players of one external agent, kept across games: a game
// takes one (an idle one, or a new one), and gives it back when it did not
// fail. Parallel games hold players of their own.
class PlayerPool {
 public:
  explicit PlayerPool(ExternalPlayer config) : config_(std::move(config)) {}
  ~PlayerPool();  // quits the idle players

  const ExternalPlayer& config() const { return config_; }
  Expected<std::unique_ptr<Player>, PlayerFailure> take(Transcript& transcript);
  void give_back(std::unique_ptr<Player> player);

 private:
  ExternalPlayer config_;
  std::mutex lock_;
  std::vector<std::unique_ptr<Player>> idle_;
};

// The `seat` word of newgame for an agent holding `seats` of `game`: the
// team's name when it holds the whole team, else the seat's name.
std::string seat_word(const game::Game& game, const std::vector<game::Seat>& seats);

}  // namespace minnaar::tournament
