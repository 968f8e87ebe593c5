#include "tournament/protocol/referee.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "engine/words.h"

namespace minnaar::tournament {
namespace {

using std::chrono::milliseconds;

// How much of a player's line a detail quotes.
constexpr std::size_t kQuoted = 200;
// How much of one line the transcript keeps.
constexpr std::size_t kRecorded = 4000;

std::string quoted(std::string_view line) {
  if (line.size() <= kQuoted) return "'" + std::string(line) + "'";
  return "'" + std::string(line.substr(0, kQuoted)) + "...' (" + std::to_string(line.size()) +
         " bytes)";
}

SteadyClock::time_point after_ms(std::int64_t ms) { return SteadyClock::now() + milliseconds(ms); }

}  // namespace

void Transcript::add(char direction, std::string_view line) {
  char stamp[32];
  const double ms = std::chrono::duration<double, std::milli>(SteadyClock::now() - origin_).count();
  std::snprintf(stamp, sizeof stamp, "%10.3f %c ", ms, direction);
  text_ += stamp;
  if (line.size() > kRecorded) {
    text_.append(line.substr(0, kRecorded));
    text_ += "... (" + std::to_string(line.size()) + " bytes)";
  } else {
    text_.append(line);
  }
  text_ += '\n';
}

// ---------------------------------------------------------------- Player

std::optional<std::string> option_problem(const std::vector<AnnouncedOption>& announced,
                                          const std::string& name, const std::string& value) {
  const auto it = std::find_if(announced.begin(), announced.end(),
                               [&](const AnnouncedOption& o) { return o.name == name; });
  if (it == announced.end()) {
    std::string names;
    for (const AnnouncedOption& o : announced) names += (names.empty() ? "" : ", ") + o.name;
    return "the config sets option '" + name + "', which the player does not have" +
           (names.empty() ? std::string(" (it announced none)") : " (it announced: " + names + ")");
  }
  if (it->type == "spin") {
    long long v = 0, lo = 0, hi = 0;
    const auto parsed = std::from_chars(value.data(), value.data() + value.size(), v);
    const bool number = parsed.ec == std::errc{} && parsed.ptr == value.data() + value.size();
    const bool low =
        !it->min.empty() &&
        std::from_chars(it->min.data(), it->min.data() + it->min.size(), lo).ec == std::errc{} &&
        v < lo;
    const bool high =
        !it->max.empty() &&
        std::from_chars(it->max.data(), it->max.data() + it->max.size(), hi).ec == std::errc{} &&
        v > hi;
    if (!number || low || high)
      return "option '" + name + "' is a spin from " + it->min + " to " + it->max +
             "; the config gives '" + value + "'";
  } else if (it->type == "check" && value != "true" && value != "false") {
    return "option '" + name + "' is a check (true or false); the config gives '" + value + "'";
  }
  return std::nullopt;
}

Expected<std::unique_ptr<Player>, PlayerFailure> Player::start(const ExternalPlayer& config,
                                                               Transcript& transcript) {
  std::unique_ptr<Player> player(new Player(config));
  player->transcript_ = &transcript;
  auto child = ChildProcess::start(config.command, config.directory);
  if (!child) {
    transcript.add('#', child.error());
    return Unexpected{PlayerFailure{"forfeit-start", child.error()}};
  }
  player->child_ = std::move(*child);
  const auto deadline = after_ms(config.timeouts.start_ms);
  auto refuse = [&](std::string detail) -> Expected<std::unique_ptr<Player>, PlayerFailure> {
    player->transcript_->add('#', detail);
    player->discard();
    return Unexpected{PlayerFailure{"forfeit-start", std::move(detail), player->error_tail()}};
  };
  if (!player->send("hello 1", deadline))
    return refuse(player->crashed("at the start (writing hello)").detail);
  // The handshake: everything up to hellook.
  bool rules_seen = false;
  for (;;) {
    std::string line;
    const ChildProcess::Read got = player->child_->read_line(line, deadline);
    if (got == ChildProcess::Read::kTimeout)
      return refuse("no hellook within the start timeout of " +
                    std::to_string(config.timeouts.start_ms) + " ms");
    if (got == ChildProcess::Read::kClosed)
      return refuse(player->crashed("during the handshake").detail);
    if (got == ChildProcess::Read::kTooLong)
      return refuse("a line longer than 1 MiB during the handshake");
    transcript.add('<', line);
    const auto w = words_of(line);
    if (w.empty()) continue;
    if (w[0] == "hellook") break;
    if (w[0] == "bestmove") {  // nothing was asked yet
      const std::string detail =
          "a bestmove nobody asked for, during the handshake: " + quoted(line);
      transcript.add('#', detail);
      player->discard();
      return Unexpected{PlayerFailure{"forfeit-protocol", detail, player->error_tail()}};
    }
    if (w[0] == "id" && w.size() >= 3 && w[1] == "name") {
      player->name_ = std::string(line.substr(line.find("name") + 5));
    } else if (w[0] == "rules") {
      rules_seen = true;
      for (std::size_t i = 1; i < w.size(); ++i) player->rules_.emplace_back(w[i]);
    } else if (w[0] == "feature" && w.size() >= 2 && w[1] == "legal") {
      player->wants_legal_ = true;
    } else if (w[0] == "option" && w.size() >= 5 && w[1] == "name") {
      AnnouncedOption option;
      option.name = std::string(w[2]);
      for (std::size_t i = 3; i + 1 < w.size(); ++i) {
        if (w[i] == "type") option.type = std::string(w[i + 1]);
        if (w[i] == "default") option.fallback = std::string(w[i + 1]);
        if (w[i] == "min") option.min = std::string(w[i + 1]);
        if (w[i] == "max") option.max = std::string(w[i + 1]);
      }
      player->announced_.push_back(option);
    }
  }
  if (!rules_seen) return refuse("no 'rules' line in the handshake");
  // The options of the config, each checked against what it announced.
  for (const auto& [name, value] : config.options) {
    if (auto problem = option_problem(player->announced_, name, value))
      return refuse(*std::move(problem));
    if (!player->send("setoption name " + name + " value " + value, deadline))
      return refuse(player->crashed("while setting options").detail);
  }
  return player;
}

Player::~Player() {
  if (child_) child_->stop(milliseconds(0));
}

bool Player::plays(std::string_view rule_set) const {
  return std::find(rules_.begin(), rules_.end(), rule_set) != rules_.end();
}

bool Player::send(std::string_view line, SteadyClock::time_point deadline) {
  if (transcript_) transcript_->add('>', line);
  return child_->write_line(line, deadline);
}

PlayerFailure Player::crashed(std::string_view when) {
  const auto status = child_->wait_exit(milliseconds(1000));
  std::string detail = status ? status->text() : "closed its standard output";
  detail += " ";
  detail += when;
  if (transcript_) transcript_->add('#', detail);
  return {"forfeit-crash", detail};
}

Expected<std::string, PlayerFailure> Player::await(std::string_view answer,
                                                   SteadyClock::time_point deadline,
                                                   const std::string& on_timeout,
                                                   const std::string& timeout_termination) {
  for (;;) {
    std::string line;
    switch (child_->read_line(line, deadline)) {
      case ChildProcess::Read::kTimeout:
        if (transcript_) transcript_->add('#', on_timeout);
        return Unexpected{PlayerFailure{timeout_termination, on_timeout}};
      case ChildProcess::Read::kClosed:
        return Unexpected{crashed("waiting for '" + std::string(answer) + "'")};
      case ChildProcess::Read::kTooLong:
        if (transcript_) transcript_->add('#', "a line longer than 1 MiB");
        return Unexpected{PlayerFailure{
            "forfeit-protocol",
            "a line longer than 1 MiB while waiting for '" + std::string(answer) + "'"}};
      case ChildProcess::Read::kLine:
        break;
    }
    if (transcript_) transcript_->add('<', line);
    const auto w = words_of(line);
    if (w.empty()) continue;
    if (w[0] == answer) return line;
    if (w[0] == "info") read_info_words({w.begin() + 1, w.end()}, last_info_);
  }
}

std::optional<PlayerFailure> Player::new_game(const game::Game& game, std::string_view seat,
                                              std::uint64_t seed) {
  const auto deadline = after_ms(config_.timeouts.start_ms);
  if (!plays(game.name())) {
    std::string listed;
    for (const std::string& r : rules_) listed += (listed.empty() ? "" : " ") + r;
    const std::string detail = "the player does not play " + game.name() +
                               " (it plays: " + (listed.empty() ? std::string("none") : listed) +
                               ")";
    if (transcript_) transcript_->add('#', detail);
    return PlayerFailure{"forfeit-start", detail};
  }
  if (!send("newgame rules " + game::game_text(game) + " seat " + std::string(seat) + " seed " +
                std::to_string(seed),
            deadline) ||
      !send("isready", deadline))
    return crashed("at a new game");
  auto ready = await("ready", deadline,
                     "no 'ready' within the start timeout of " +
                         std::to_string(config_.timeouts.start_ms) + " ms after newgame",
                     "forfeit-start");
  if (!ready) return ready.error();
  return std::nullopt;
}

Expected<std::string, PlayerFailure> Player::ask(const std::string& position,
                                                 const std::string* legal, const std::string& go,
                                                 int timeout_ms) {
  // A line already waiting answers nothing that was asked: a bestmove
  // there was not asked for.
  while (child_->line_waiting()) {
    std::string line;
    if (child_->read_line(line, SteadyClock::now()) != ChildProcess::Read::kLine) break;
    if (transcript_) transcript_->add('<', line);
    const auto w = words_of(line);
    if (!w.empty() && w[0] == "bestmove") {
      const std::string detail = "a bestmove nobody asked for: " + quoted(line);
      if (transcript_) transcript_->add('#', detail);
      return Unexpected{PlayerFailure{"forfeit-protocol", detail}};
    }
  }
  last_info_ = {};
  // One write for the three lines: a move costs the player one read.
  if (transcript_) {
    transcript_->add('>', position);
    if (legal) transcript_->add('>', *legal);
    transcript_->add('>', go);
  }
  std::string lines = position;
  if (legal) lines.append("\n").append(*legal);
  lines.append("\n").append(go);
  const auto begin = SteadyClock::now();
  if (!child_->write_line(lines, begin + milliseconds(timeout_ms)))
    return Unexpected{crashed("before its move")};
  auto answer = await("bestmove", begin + milliseconds(timeout_ms),
                      "no bestmove within " + std::to_string(timeout_ms) + " ms (" + go + ")",
                      "forfeit-time");
  if (!answer) return Unexpected{answer.error()};
  const auto w = words_of(*answer);
  if (w.size() != 2) {
    const std::string detail = "expected 'bestmove <move>', got " + quoted(*answer);
    if (transcript_) transcript_->add('#', detail);
    return Unexpected{PlayerFailure{"forfeit-protocol", detail}};
  }
  return std::string(w[1]);
}

void Player::discard() {
  if (!child_) return;
  child_->stop(milliseconds(0));
  child_->drain_errors(after_ms(100));
}

std::string Player::error_tail() { return child_ ? child_->error_tail() : ""; }

void Player::send_quit() {
  if (child_) child_->write_line("quit", after_ms(100));
}

void Player::quit(std::chrono::milliseconds grace) {
  send_quit();
  if (child_) child_->stop(grace);
}

// ---------------------------------------------------------- ExternalAgent

ExternalAgent::ExternalAgent(Player& player, const ExternalPlayer& config)
    : player_(player), config_(config) {}

std::optional<PlayerFailure> ExternalAgent::begin(const game::State& start, std::string_view seat,
                                                  std::uint64_t seed) {
  const game::Game& game = start.game();
  if (game.info().perfect_information) {
    const bool standard =
        !game.info().chance_at_setup && start.notation() == game.start(0)->notation();
    position_ = standard ? "position startpos" : "position mfen " + start.notation();
    has_moves_ = false;
  }
  clock_ms_ = config_.budget.base_ms;
  return player_.new_game(game, seat, seed);
}

void ExternalAgent::on_move(const game::State& before, game::Action move) {
  position_ += has_moves_ ? " " : " moves ";
  position_ += before.move_text(move);
  has_moves_ = true;
}

game::Action ExternalAgent::choose_move(const game::State& state) {
  const game::Game& game = state.game();
  const std::string position = game.info().perfect_information
                                   ? position_
                                   : "position obs " + state.observation(state.to_move());
  std::string legal;
  if (player_.wants_legal()) {
    legal = "legal";
    for (const std::string& m : state.sorted_move_texts()) legal += " " + m;
  }
  std::string go;
  int timeout_ms = config_.timeouts.move_ms;
  const PlayerBudget& budget = config_.budget;
  switch (budget.kind) {
    case PlayerBudget::Kind::kNodes:
      go = "go nodes " + std::to_string(budget.amount);
      break;
    case PlayerBudget::Kind::kDepth:
      go = "go depth " + std::to_string(budget.amount);
      break;
    case PlayerBudget::Kind::kMovetime:
      go = "go movetime " + std::to_string(budget.amount);
      timeout_ms = int(budget.amount) + config_.timeouts.margin_ms;
      break;
    case PlayerBudget::Kind::kClock:
      go = "go time " + std::to_string(clock_ms_) + " inc " + std::to_string(budget.inc_ms);
      timeout_ms = int(clock_ms_) + config_.timeouts.margin_ms;
      break;
  }
  const auto asked = SteadyClock::now();
  auto answer = player_.ask(position, player_.wants_legal() ? &legal : nullptr, go, timeout_ms);
  if (!answer) throw Forfeit(answer.error());
  if (budget.kind == PlayerBudget::Kind::kClock) {
    const auto used = std::chrono::duration_cast<milliseconds>(SteadyClock::now() - asked).count();
    clock_ms_ = std::max<std::int64_t>(0, clock_ms_ - used) + budget.inc_ms;
  }
  auto move = state.parse_move(*answer);
  if (!move)
    throw Forfeit(PlayerFailure{
        "forfeit-illegal",
        "bestmove " + quoted(*answer) + " in " + state.notation() + ": " + move.error().reason});
  return *move;
}

MoveInfo ExternalAgent::last_info() const {
  MoveInfo info = player_.last_info();
  if (config_.budget.kind == PlayerBudget::Kind::kClock) info.clock_ms = clock_ms_;
  return info;
}

// ------------------------------------------------------------- PlayerPool

PlayerPool::~PlayerPool() {
  // Every idle player is told to quit at once, then each gets what is left
  // of the two seconds docs/players.md#messages allows before it is killed.
  for (auto& player : idle_) player->send_quit();
  const auto deadline = SteadyClock::now() + std::chrono::seconds(2);
  for (auto& player : idle_)
    player->quit(std::max(milliseconds(0),
                          std::chrono::duration_cast<milliseconds>(deadline - SteadyClock::now())));
}

Expected<std::unique_ptr<Player>, PlayerFailure> PlayerPool::take(Transcript& transcript) {
  {
    std::lock_guard guard(lock_);
    if (!idle_.empty()) {
      auto player = std::move(idle_.back());
      idle_.pop_back();
      player->record_to(transcript);
      return player;
    }
  }
  return Player::start(config_, transcript);
}

void PlayerPool::give_back(std::unique_ptr<Player> player) {
  std::lock_guard guard(lock_);
  idle_.push_back(std::move(player));
}

std::string seat_word(const game::Game& game, const std::vector<game::Seat>& seats) {
  const game::GameInfo& info = game.info();
  const int team = game.team_of(seats.front());
  std::size_t team_size = 0;
  for (game::Seat s = 0; s < game.seat_count(); ++s) team_size += game.team_of(s) == team;
  if (seats.size() == team_size && seats.size() > 1) return info.teams[std::size_t(team)];
  if (seats.size() == 1) return info.seats[std::size_t(seats.front())].name;
  return info.teams[std::size_t(team)];
}

}  // namespace minnaar::tournament
