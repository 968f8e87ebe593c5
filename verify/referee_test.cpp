// The referee against real programs: the example player, players that fail
// in every way docs/players.md#failures names (fixtures/players/misbehaving_player.py),
// and `minnaar serve`. No mocks: every player is a child process.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "process/child_process.h"
#include "tournament/players/agent_spec.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/store/game_store.h"
#include "tournament/store/replay.h"
#include "verify/tournament_support.h"

namespace minnaar::tournament {
namespace {

using std::chrono::milliseconds;

const std::string kPython = MINNAAR_PYTHON;
const std::string kPlayers = MINNAAR_PLAYERS_DIR;
const std::string kMinnaar = MINNAAR_BINARY;

SteadyClock::time_point in_ms(int ms) { return SteadyClock::now() + milliseconds(ms); }

std::unique_ptr<ChildProcess> started(const std::vector<std::string>& argv) {
  auto child = ChildProcess::start(argv, ".");
  if (!child) throw std::runtime_error(child.error());
  return std::move(*child);
}

// ---------------------------------------------------------- ChildProcess

TEST(ChildProcess, LinesGoToAProgramAndComeBack) {
  auto cat = started({"cat"});
  ASSERT_TRUE(cat->write_line("hello 1", in_ms(5000)));
  std::string line;
  ASSERT_EQ(cat->read_line(line, in_ms(5000)), ChildProcess::Read::kLine);
  EXPECT_EQ(line, "hello 1");
  const ExitStatus status = cat->stop(milliseconds(5000));
  EXPECT_FALSE(status.signaled);
  EXPECT_EQ(status.code, 0);
}

TEST(ChildProcess, AProgramThatCannotBeRunIsAnErrorThatNamesIt) {
  auto missing = ChildProcess::start({"no-such-program-anywhere"}, ".");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().find("'no-such-program-anywhere': not found on PATH"),
            std::string::npos)
      << missing.error();
  auto relative = ChildProcess::start({"./no-such-file"}, kPlayers);
  ASSERT_FALSE(relative);
  EXPECT_NE(relative.error().find("No such file"), std::string::npos) << relative.error();
  auto not_executable = ChildProcess::start({"./random_player.py", "x"}, "/");
  ASSERT_FALSE(not_executable);
}

TEST(ChildProcess, AReadGivesUpAtItsDeadline) {
  auto sleeper = started({"sleep", "30"});
  std::string line;
  const auto begin = SteadyClock::now();
  EXPECT_EQ(sleeper->read_line(line, in_ms(100)), ChildProcess::Read::kTimeout);
  EXPECT_GE(SteadyClock::now() - begin, milliseconds(100));
  const ExitStatus status = sleeper->stop(milliseconds(0));
  EXPECT_TRUE(status.signaled);
  EXPECT_EQ(status.code, SIGKILL);
}

TEST(ChildProcess, AnExitStatusAndADeadlySignalAreReported) {
  auto exits = started({"sh", "-c", "exit 7"});
  std::string line;
  EXPECT_EQ(exits->read_line(line, in_ms(5000)), ChildProcess::Read::kClosed);
  auto status = exits->wait_exit(milliseconds(5000));
  ASSERT_TRUE(status);
  EXPECT_EQ(status->text(), "exited with status 7");

  auto crashes = started({"sh", "-c", "kill -SEGV $$"});
  EXPECT_EQ(crashes->read_line(line, in_ms(5000)), ChildProcess::Read::kClosed);
  status = crashes->wait_exit(milliseconds(5000));
  ASSERT_TRUE(status);
  EXPECT_TRUE(status->signaled);
  EXPECT_NE(status->text().find("killed by signal 11"), std::string::npos) << status->text();
}

TEST(ChildProcess, WritingToAProgramThatHasGoneFailsWithoutKillingTheHarness) {
  auto gone = started({"true"});
  ASSERT_TRUE(gone->wait_exit(milliseconds(5000)));
  bool failed = false;
  // The pipe may take a first line; it cannot take them all.
  for (int i = 0; i < 100 && !failed; ++i)
    failed = !gone->write_line("position startpos", in_ms(100));
  EXPECT_TRUE(failed);
}

TEST(ChildProcess, AFloodOfStandardErrorKeepsOnlyItsLastLinesAndNeverStalls) {
  auto flood = started({kPython, "-c",
                        "import sys\n"
                        "for i in range(200000): sys.stderr.write('flood %d\\n' % i)\n"
                        "print('done', flush=True)\n"});
  std::string line;
  ASSERT_EQ(flood->read_line(line, in_ms(20000)), ChildProcess::Read::kLine);
  EXPECT_EQ(line, "done");
  flood->drain_errors(in_ms(2000));
  const std::string tail = flood->error_tail();
  EXPECT_EQ(std::count(tail.begin(), tail.end(), '\n') + 1, int(ChildProcess::kTailLines));
  EXPECT_NE(tail.find("flood 199999"), std::string::npos);
  EXPECT_EQ(tail.find("flood 199979"), std::string::npos);
}

TEST(ChildProcess, ALineLongerThanOneMebibyteIsRefused) {
  auto longer = started({kPython, "-c", "print('x' * (2 << 20), flush=True)"});
  std::string line;
  EXPECT_EQ(longer->read_line(line, in_ms(20000)), ChildProcess::Read::kTooLong);
}

TEST(ChildProcess, StoppingKillsAProgramThatIgnoresTheEndOfItsInput) {
  auto stubborn = started({kPython, "-c",
                           "import signal, time\n"
                           "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                           "time.sleep(60)\n"});
  const pid_t pid = stubborn->pid();
  const auto begin = SteadyClock::now();
  const ExitStatus status = stubborn->stop(milliseconds(200));
  EXPECT_LT(SteadyClock::now() - begin, std::chrono::seconds(5));
  EXPECT_TRUE(status.signaled);
  EXPECT_NE(::kill(pid, 0), 0) << "the process is still there";
}

// A program that starts a helper in a new session (a double fork with
// setsid: its process group does not reach it) which sleeps holding the
// program's standard output open; the program prints the helper's pid,
// then runs `then` (Python).
std::unique_ptr<ChildProcess> with_escaped_helper(const std::string& then) {
  return started({kPython, "-c",
                  "import os, resource, signal, time\n"
                  "resource.setrlimit(resource.RLIMIT_CORE, (0, 0))\n"
                  "r, w = os.pipe()\n"
                  "if os.fork() == 0:\n"
                  "    os.setsid()\n"
                  "    if os.fork() == 0:\n"
                  "        os.write(w, b'%d\\n' % os.getpid())\n"
                  "        time.sleep(60)\n"
                  "    os._exit(0)\n"
                  "os.wait()\n"
                  "print(os.read(r, 100).decode().strip(), flush=True)\n" +
                      then + "\n"});
}

pid_t helper_of(ChildProcess& child) {
  std::string line;
  if (child.read_line(line, in_ms(20000)) != ChildProcess::Read::kLine) return -1;
  return pid_t(std::stoi(line));
}

// Whether `pid` still exists, a zombie too.
bool exists(pid_t pid) { return ::kill(pid, 0) == 0; }

TEST(ChildProcess, ACrashIsSeenAtOnceAndTakesTheHelpersItStartedAlong) {
  auto crashes = with_escaped_helper("time.sleep(0.2)\nos.kill(os.getpid(), signal.SIGSEGV)");
  const pid_t helper = helper_of(*crashes);
  ASSERT_GT(helper, 0);
  EXPECT_TRUE(exists(helper));
  std::string line;
  const auto begin = SteadyClock::now();
  // The helper holds the output open: the program's own end ends the read.
  EXPECT_EQ(crashes->read_line(line, in_ms(20000)), ChildProcess::Read::kClosed);
  EXPECT_LT(SteadyClock::now() - begin, std::chrono::seconds(5));
  const auto status = crashes->wait_exit(milliseconds(5000));
  ASSERT_TRUE(status);
  EXPECT_TRUE(status->signaled);
  EXPECT_EQ(status->code, SIGSEGV);
  EXPECT_FALSE(exists(helper)) << "the helper " << helper << " outlives its program";
}

TEST(ChildProcess, StoppingAProgramTakesTheHelpersItStartedAlong) {
  auto sleeps = with_escaped_helper("time.sleep(60)");
  const pid_t helper = helper_of(*sleeps);
  ASSERT_GT(helper, 0);
  const ExitStatus status = sleeps->stop(milliseconds(0));
  EXPECT_TRUE(status.signaled);
  EXPECT_EQ(status.code, SIGKILL);
  EXPECT_FALSE(exists(helper)) << "the helper " << helper << " outlives its program";

  auto exits = with_escaped_helper("os._exit(0)");
  const pid_t other = helper_of(*exits);
  ASSERT_GT(other, 0);
  EXPECT_EQ(exits->stop(milliseconds(5000)).text(), "exited with status 0");
  EXPECT_FALSE(exists(other)) << "the helper " << other << " outlives its program";
}

// ---------------------------------------------------------- tournaments

// A two-agent tournament of `bad` (a YAML agent mapping without name)
// against random, played on two threads into a fresh database.
struct Played {
  std::vector<StoredGame> games;
  std::map<int, std::vector<PlayerLog>> logs;  // by slot
};

Played play(const std::string& bad, const std::string& other = "{name: other, type: random}",
            int games = 2, const std::string& extra = "", int threads = 2,
            const std::string& rules = "minnaar") {
  const std::string text = "version: 1\nname: t\nrules: " + rules +
                           "\nseed: 5\ngames_per_pairing: " + std::to_string(games) + "\n" + extra +
                           "agents:\n  - {name: bad, " + bad + "}\n  - " + other + "\n";
  auto config = parse_config(text, "referee_test.yaml", kPlayers);
  if (!config) throw std::runtime_error(config.error().message());
  TempDb db;
  GameStore store(db.path());
  RunOptions options;
  options.threads = threads;
  const RunReport report = run_tournament(*config, text, store, options);
  Played played;
  played.games = store.games(report.tournament_id);
  for (const StoredGame& g : played.games)
    played.logs[g.slot] = store.player_logs(report.tournament_id, g.slot);
  return played;
}

std::string misbehaving(const std::string& mode, const std::string& more = "",
                        const std::string& budget = "{movetime_ms: 50}",
                        const std::string& arguments = "") {
  return "type: external, command: [" + kPython + ", misbehaving_player.py, --fail, " + mode +
         ", --at, '3', --stderr-hello" + arguments + "], budget: " + budget + more;
}

// The return of agent `name` in a stored game (of its first seat).
double return_of(const StoredGame& g, const std::string& name) {
  for (const SeatOutcome& seat : g.seats)
    if (seat.agent == name) return seat.result;
  return -1;
}

// (Timeouts are generous: the tests run in parallel on a busy machine,
// and a player that starts slowly must not fail in another way.)
struct Failure {
  const char* mode;
  const char* more;         // extra YAML of the agent (timeouts)
  const char* arguments;    // more arguments of the player
  const char* termination;  // every game of the failing player ends so
  const char* detail;       // a part of the detail
  const char* errors;       // a part of the stored standard error
};

std::ostream& operator<<(std::ostream& out, const Failure& f) { return out << f.mode; }

class EveryFailure : public ::testing::TestWithParam<Failure> {};

TEST_P(EveryFailure, LosesEachGameWithItsTerminationAndTheTournamentGoesOn) {
  const Failure& f = GetParam();
  const Played played = play(misbehaving(f.mode, f.more, "{movetime_ms: 50}", f.arguments));
  ASSERT_EQ(played.games.size(), 2u) << "every game is stored";
  for (const StoredGame& g : played.games) {
    SCOPED_TRACE("slot " + std::to_string(g.slot));
    EXPECT_EQ(g.termination, f.termination) << g.detail;
    EXPECT_NE(g.detail.find(f.detail), std::string::npos) << g.detail;
    EXPECT_EQ(return_of(g, "bad"), 0.0);
    EXPECT_EQ(return_of(g, "other"), 1.0);
    EXPECT_EQ(replay_problem(g), std::nullopt);
    // The flight recorder of the failing player, with its standard error.
    const auto& logs = played.logs.at(g.slot);
    ASSERT_EQ(logs.size(), 1u);
    EXPECT_NE(logs[0].errors.find(f.errors), std::string::npos) << logs[0].errors;
    EXPECT_NE(logs[0].transcript.find("> hello 1"), std::string::npos) << logs[0].transcript;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Players, EveryFailure,
    ::testing::Values(
        Failure{"crash", "", "", "forfeit-crash", "exited with status 3", "crashing on move 3"},
        Failure{"signal", "", "", "forfeit-crash", "killed by signal 11", "misbehaving player"},
        Failure{"hang", "", "", "forfeit-time", "no bestmove within 1050 ms (go movetime 50)",
                "hanging on move 3"},
        Failure{"hang-hard", "", "", "forfeit-time", "no bestmove within 1050 ms",
                "misbehaving player"},
        Failure{"slow", "", ", --delay, '30'", "forfeit-time", "no bestmove within 1050 ms",
                "misbehaving player"},
        Failure{"illegal", "", "", "forfeit-illegal", "bestmove '", "misbehaving player"},
        Failure{"not-a-move", "", "", "forfeit-illegal", "bestmove 'xyzzy'", "misbehaving player"},
        Failure{"garbage", "", "", "forfeit-protocol", "expected 'bestmove <move>', got 'bestmove'",
                "misbehaving player"},
        Failure{"long-line", "", "", "forfeit-protocol", "a line longer than 1 MiB",
                "misbehaving player"},
        Failure{"double-bestmove", "", "", "forfeit-protocol", "a bestmove nobody asked for",
                "misbehaving player"},
        Failure{"early-bestmove", "", "", "forfeit-protocol",
                "a bestmove nobody asked for, during the handshake: 'bestmove a1a2'",
                "misbehaving player"},
        Failure{"no-handshake", ", timeouts: {start_ms: 4000}", "", "forfeit-start",
                "no hellook within the start timeout of 4000 ms", "misbehaving player"},
        Failure{"other-rules", "", "", "forfeit-start",
                "the player does not play minnaar (it plays: chess)", "misbehaving player"},
        Failure{"no-rules", "", "", "forfeit-start", "no 'rules' line", "misbehaving player"},
        Failure{"exit-at-once", "", "", "forfeit-start", "exited with status 0",
                "misbehaving player"},
        Failure{"late-ready", ", timeouts: {start_ms: 4000}", ", --delay, '30'", "forfeit-start",
                "no 'ready' within the start timeout of 4000 ms", "misbehaving player"}),
    [](const auto& info) {
      std::string name = info.param.mode;
      std::replace(name.begin(), name.end(), '-', '_');
      return name;
    });

TEST(Referee, AProgramThatCannotStartForfeitsEveryGameAndTheOthersArePlayed) {
  const Played played =
      play("type: external, command: [./no-such-player]", "{name: other, type: random}", 4, "", 2);
  ASSERT_EQ(played.games.size(), 4u);
  for (const StoredGame& g : played.games) {
    EXPECT_EQ(g.termination, "forfeit-start");
    EXPECT_NE(g.detail.find("cannot run './no-such-player'"), std::string::npos) << g.detail;
    EXPECT_EQ(g.plies, 0);
  }
}

TEST(Referee, AnOptionThePlayerDoesNotHaveForfeitsTheStart) {
  const Played played =
      play("type: external, command: [" + kPython + ", random_player.py], options: {depth: 3}");
  for (const StoredGame& g : played.games) {
    EXPECT_EQ(g.termination, "forfeit-start");
    EXPECT_NE(g.detail.find("option 'depth', which the player does not have (it announced: "
                            "verbose)"),
              std::string::npos)
        << g.detail;
  }
}

TEST(Referee, AWellBehavedPlayerFinishesItsGamesAndIsRecordedOnRequest) {
  const Played played =
      play("type: external, command: [" + kPython +
               ", random_player.py], options: {verbose: 'false'}, budget: {nodes: 100}",
           "{name: other, type: greedy}", 4, "record: transcript\n");
  ASSERT_EQ(played.games.size(), 4u);
  int hellos = 0, options = 0;
  for (const StoredGame& g : played.games) {
    EXPECT_EQ(g.termination.rfind("forfeit", 0), std::string::npos) << g.detail;
    EXPECT_EQ(replay_problem(g), std::nullopt);
    const auto& logs = played.logs.at(g.slot);
    ASSERT_EQ(logs.size(), 1u);
    EXPECT_NE(logs[0].transcript.find("> newgame rules minnaar seat "), std::string::npos);
    EXPECT_NE(logs[0].transcript.find("> go nodes 100"), std::string::npos);
    EXPECT_NE(logs[0].transcript.find("< bestmove "), std::string::npos);
    // The handshake and the options are in the game that started it.
    hellos += logs[0].transcript.find("> hello 1") != std::string::npos;
    options += logs[0].transcript.find("> setoption name verbose value false") != std::string::npos;
  }
  // Programs are kept across games: at most one start per thread.
  EXPECT_GE(hellos, 1);
  EXPECT_LE(hellos, 2);
  EXPECT_EQ(options, hellos);
}

TEST(Referee, AFloodOfStandardErrorIsNotAFailureAndOnlyItsEndIsKept) {
  const Played played =
      play(misbehaving("flood-stderr"), "{name: other, type: random}", 2, "record: transcript\n");
  for (const StoredGame& g : played.games) {
    EXPECT_EQ(g.termination.rfind("forfeit", 0), std::string::npos) << g.detail;
    const auto& logs = played.logs.at(g.slot);
    ASSERT_EQ(logs.size(), 1u);
    EXPECT_NE(logs[0].errors.find("flood done move"), std::string::npos);
    EXPECT_LT(logs[0].errors.size(), ChildProcess::kTailLines * (ChildProcess::kTailLineBytes + 8));
  }
}

TEST(Referee, ParallelGamesWithExternalPlayersAreTheGamesOfOneThread) {
  const std::string random_player =
      "type: external, command: [" + kPython + ", random_player.py], budget: {nodes: 10}";
  const Played one = play(random_player, "{name: other, type: greedy}", 8, "", 1);
  const Played two = play(random_player, "{name: other, type: greedy}", 8, "", 2);
  EXPECT_EQ(keys(one.games), keys(two.games));
}

TEST(Referee, KeepsTheClockOfAClockBudgetAndForfeitsAPlayerWhoseClockRunsOut) {
  // 30 s of thinking on move 3 against a clock of 1 s (+ 10 ms a move, and
  // the margin of 1 s): every game is lost on time there.
  const Played slow =
      play(misbehaving("slow", "", "{clock: {base_ms: 1000, inc_ms: 10}}", ", --delay, '30'"));
  for (const StoredGame& g : slow.games) {
    EXPECT_EQ(g.termination, "forfeit-time") << g.detail;
    EXPECT_NE(g.detail.find("(go time "), std::string::npos) << g.detail;
    const std::string& transcript = slow.logs.at(g.slot).at(0).transcript;
    // The first move is asked with the whole clock; later ones with what is left.
    EXPECT_NE(transcript.find("> go time 1000 inc 10"), std::string::npos) << transcript;
  }
  // A player who answers at once never runs out, and its clock only grows
  // by the increment.
  const Played quick = play("type: external, command: [" + kPython +
                                ", random_player.py], budget: {clock: {base_ms: 500, inc_ms: 5}}",
                            "{name: other, type: random}", 2, "record: transcript\n");
  for (const StoredGame& g : quick.games) {
    EXPECT_EQ(g.termination.rfind("forfeit", 0), std::string::npos) << g.detail;
    const std::string& transcript = quick.logs.at(g.slot).at(0).transcript;
    EXPECT_NE(transcript.find("> go time 500 inc 5"), std::string::npos);
    for (std::size_t at = transcript.find("> go time "); at != std::string::npos;
         at = transcript.find("> go time ", at + 1))
      EXPECT_LE(std::stol(transcript.substr(at + 10)), 500 + 5 * g.plies) << transcript;
  }
}

TEST(Referee, AGameOfHiddenInformationSendsEachPlayerOnlyItsObservation) {
  const Played played =
      play("type: external, command: [" + kPython +
               ", random_player.py, three-cards], budget: {nodes: 1}",
           "{name: other, type: random}", 8, "record: transcript\n", 2, "three-cards");
  ASSERT_EQ(played.games.size(), 8u);
  for (const StoredGame& g : played.games) {
    EXPECT_EQ(g.termination.rfind("forfeit", 0), std::string::npos) << g.detail;
    EXPECT_EQ(replay_problem(g), std::nullopt);
    const std::string& transcript = played.logs.at(g.slot).at(0).transcript;
    EXPECT_EQ(transcript.find("> position startpos"), std::string::npos) << transcript;
    EXPECT_EQ(transcript.find("> position mfen"), std::string::npos) << transcript;
    // The observation hides the other card ('?') and the one left over.
    for (std::size_t at = transcript.find("> position "); at != std::string::npos;
         at = transcript.find("> position ", at + 1)) {
      EXPECT_EQ(transcript.compare(at, 15, "> position obs "), 0) << transcript;
      EXPECT_NE(transcript.substr(at, 20).find('?'), std::string::npos) << transcript;
    }
  }
}

// ---------------------------------------------------------- serve

// Every built-in agent type, with a deterministic budget, seated as
// `minnaar serve SPEC` plays the very games it plays built in.
struct Served {
  const char* rules;
  const char* type;
  const char* params;  // YAML mapping
};

std::ostream& operator<<(std::ostream& out, const Served& s) {
  return out << s.rules << " " << s.type;
}

class EveryServedAgent : public ::testing::TestWithParam<Served> {};

TEST_P(EveryServedAgent, PlaysTheGamesItPlaysBuiltIn) {
  const Served& s = GetParam();
  std::string spec = s.type;
  {
    auto loaded = game::load_text(s.rules);
    ASSERT_TRUE(loaded);
    const std::string yaml_params = s.params;
    std::string params = yaml_params.substr(1, yaml_params.size() - 2);  // "{a: 1, b: 2}"
    std::string joined;
    for (std::size_t i = 0; i < params.size(); ++i)
      if (params[i] != ' ') joined += params[i] == ':' ? '=' : params[i];
    if (!joined.empty()) spec += ":" + joined;
    ASSERT_TRUE(canonical_agent_spec(**loaded, spec)) << spec;
  }
  const std::string rules = std::string("rules: ") + s.rules + "\nopenings: {random_plies: 2}\n";
  auto run = [&](const std::string& agent) {
    const std::string text = "version: 1\nname: t\nseed: 11\ngames_per_pairing: 4\n" + rules +
                             "agents:\n  - {name: a, " + agent + "}\n  - {name: b, type: greedy}\n";
    auto config = parse_config(text, "serve.yaml", ".");
    if (!config) throw std::runtime_error(config.error().message());
    TempDb db;
    return run_all(*config, db.path(), 2);
  };
  const auto built_in = run(std::string("type: ") + s.type + ", params: " + s.params);
  const auto served =
      run("type: external, command: [" + kMinnaar + ", serve, '" + spec + "'], budget: {nodes: 1}");
  ASSERT_EQ(built_in.size(), 4u);
  EXPECT_EQ(keys(built_in), keys(served));
  for (const StoredGame& g : served)
    EXPECT_EQ(g.termination.rfind("forfeit", 0), std::string::npos) << g.detail;
}

const std::vector<Served> kServed = {Served{"minnaar", "random", "{}"},
                                     Served{"minnaar", "random", "{capture_bias: 500}"},
                                     Served{"minnaar", "greedy", "{}"},
                                     Served{"minnaar", "alphabeta", "{depth: 2}"},
                                     Served{"minnaar", "mcts", "{iterations: 300}"},
                                     Served{"playtest-standard", "random", "{}"},
                                     Served{"playtest-standard", "greedy", "{}"},
                                     Served{"playtest-standard", "alphabeta", "{depth: 2}"},
                                     Served{"playtest-standard", "mcts", "{iterations: 300}"}};

TEST(EveryServedAgentList, HoldsEveryComputerAgentTypeOfEveryRuleSet) {
  for (const char* rules : {"minnaar", "playtest-standard"}) {
    auto loaded = game::load_text(rules);
    ASSERT_TRUE(loaded);
    for (const std::string& type : agent_type_names(**loaded)) {
      if (type == "human") continue;
      EXPECT_TRUE(std::any_of(
          kServed.begin(), kServed.end(),
          [&](const Served& s) { return s.rules == std::string(rules) && s.type == type; }))
          << rules << " " << type;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Agents, EveryServedAgent, ::testing::ValuesIn(kServed),
                         [](const auto& info) {
                           std::string name = std::string(info.param.rules) + "_" +
                                              info.param.type + "_" + std::to_string(info.index);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace minnaar::tournament
