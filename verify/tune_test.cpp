// SPSA tuning: the arithmetic on hand-computed iterations, rounding and
// clamping, config refusals, and short tunes that are deterministic,
// resume to the same θ and report it; the same for a program's announced
// options (a player script written by the test).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tournament/stats/spsa.h"
#include "tournament/store/game_store.h"
#include "tournament/store/replay.h"
#include "tournament/tune/tune.h"
#include "verify/tournament_support.h"

namespace minnaar::tournament {
namespace {

// --- The arithmetic ----------------------------------------------------------

// Exponents that make the gains exact by hand: N = 4, A = 0, alpha = 1,
// gamma = 1/2, c_end = 2, r_end = 1/4.
//   c = c_end · N^γ = 2 · 2 = 4           c_k = 4 / √k
//   a = r_end · c_end² · (A + N)^α = 1/4 · 4 · 4 = 4   a_k = 4 / k
TEST(Spsa, GainsAreExactWithSimpleExponents) {
  const SpsaSchedule s{.iterations = 4, .A = 0, .alpha = 1, .gamma = 0.5};
  const SpsaParameter p{"x", 10, 0, 100, 2, 0.25, false};
  EXPECT_DOUBLE_EQ(c_k(p, s, 1), 4);
  EXPECT_DOUBLE_EQ(c_k(p, s, 4), 2);  // c_N = c_end
  EXPECT_DOUBLE_EQ(a_k(p, s, 1), 4);
  EXPECT_DOUBLE_EQ(a_k(p, s, 2), 2);
  EXPECT_DOUBLE_EQ(a_k(p, s, 4), 1);  // a_N = r_end · c_end²
}

// Two steps by hand with the gains above, from θ = 10:
//   k = 1, Δ = +1, signal 3:  θ = 10 + a_1/c_1 · 3 · 1 = 10 + 4/4 · 3 = 13
//   k = 2, Δ = −1, signal 2:  a_2/c_2 = 2 / (4/√2) = √2/2
//                             θ = 13 − √2/2 · 2 = 13 − √2 = 11.585786...
TEST(Spsa, TwoStepsComputedByHand) {
  const SpsaSchedule s{.iterations = 4, .A = 0, .alpha = 1, .gamma = 0.5};
  const SpsaParameter p{"x", 10, 0, 100, 2, 0.25, false};
  const double after1 = updated(p, s, 1, 10, +1, 3);
  EXPECT_DOUBLE_EQ(after1, 13);
  const double after2 = updated(p, s, 2, after1, -1, 2);
  EXPECT_NEAR(after2, 13 - std::sqrt(2.0), 1e-12);
  EXPECT_NEAR(after2, 11.585786437626905, 1e-12);
}

// fishtest's exponents: N = 100, A = 10, alpha = 0.602, gamma = 0.101,
// c_end = 10, r_end = 0.002 (values from a calculator):
//   100^0.101 = 1.5922087   c = 15.922087
//   110^0.602 = 16.940195   a = 0.002 · 100 · 16.940195 = 3.3880389
//   k = 1: c_1 = 15.922087, a_1 = a / 11^0.602 = 3.3880389 / 4.2356337 = 0.79988950
//   k = 2: c_2 = c / 2^0.101 = 15.922087 / 1.0725166 = 14.845539,
//          a_2 = a / 12^0.602 = 3.3880389 / 4.4634134 = 0.75906905
//   k = N: c_N = 10 = c_end, a_N = 0.2 = r_end · c_end², a_N / c_N² = r_end
// One step from θ = 50, Δ = −1, signal 2 at k = 1:
//   θ = 50 − 0.79988950 / 15.922087 · 2 = 50 − 0.10047546 = 49.899525
TEST(Spsa, FishtestScheduleComputedByHand) {
  const SpsaSchedule s{.iterations = 100, .A = 10};
  const SpsaParameter p{"x", 50, 0, 100, 10, 0.002, false};
  EXPECT_NEAR(c_k(p, s, 1), 15.922087, 1e-6);
  EXPECT_NEAR(a_k(p, s, 1), 0.79988950, 1e-7);
  EXPECT_NEAR(c_k(p, s, 2), 14.845539, 1e-6);
  EXPECT_NEAR(a_k(p, s, 2), 0.75906905, 1e-7);
  EXPECT_NEAR(c_k(p, s, 100), 10, 1e-12);
  EXPECT_NEAR(a_k(p, s, 100), 0.2, 1e-12);
  EXPECT_NEAR(a_k(p, s, 100) / (c_k(p, s, 100) * c_k(p, s, 100)), 0.002, 1e-15);
  EXPECT_NEAR(updated(p, s, 1, 50, -1, 2), 49.899525, 1e-6);
}

TEST(Spsa, WholeParametersAreRoundedWhenPlayedAndValuesAreClamped) {
  const SpsaParameter whole{"w", 5, 0, 10, 1, 0.1, true};
  EXPECT_EQ(played(whole, 3.4), 3);
  EXPECT_EQ(played(whole, 3.5), 4);  // half away from zero
  EXPECT_EQ(played(whole, -2.7), 0);
  EXPECT_EQ(played(whole, 12.2), 10);
  const SpsaParameter real{"r", 0.5, 0, 1, 0.1, 0.1, false};
  EXPECT_DOUBLE_EQ(played(real, 0.3333), 0.3333);
  EXPECT_DOUBLE_EQ(played(real, 1.7), 1);
  // θ itself stays real, within the range.
  const SpsaSchedule s{.iterations = 4, .A = 0, .alpha = 1, .gamma = 0.5};
  const SpsaParameter p{"x", 99, 0, 100, 2, 0.25, true};
  EXPECT_DOUBLE_EQ(updated(p, s, 1, 99, +1, 5), 100);
  EXPECT_DOUBLE_EQ(updated(p, s, 1, 1, -1, 5), 0);
  EXPECT_DOUBLE_EQ(updated(p, s, 4, 10, +1, 0.5), 10.25);  // a_4/c_4 = 1/2
}

TEST(Spsa, PerturbationsAreSignsDrawnFromTheSeedAlone) {
  const std::vector<int> a = perturbation(7, 1, 64), b = perturbation(7, 1, 64);
  EXPECT_EQ(a, b);
  int plus = 0;
  for (const int d : a) {
    EXPECT_TRUE(d == 1 || d == -1);
    plus += d == 1;
  }
  EXPECT_GT(plus, 16);
  EXPECT_LT(plus, 48);
  EXPECT_NE(perturbation(7, 2, 64), a);
  EXPECT_NE(perturbation(8, 1, 64), a);
}

// --- The config ---------------------------------------------------------------

const std::string kSeatTune = R"(version: 1
name: t
seed: 5
iterations: 6
batch: 2
score: margin
seat: establishment
agent:
  type: alphabeta
  params: {depth: 1}
tune:
  mobility: {start: 10, min: 0, max: 60, c_end: 6, r_end: 0.5}
  hanging: {start: 600, min: 0, max: 1000, c_end: 60, r_end: 0.5}
opponents:
  - name: g
    type: greedy
  - name: ab
    type: alphabeta
    params: {depth: 1}
openings:
  random_plies: 2
)";

ConfigError refusal(const std::string& text) {
  const auto c = parse_tune_config(text, "tune.yaml");
  if (c) throw std::runtime_error("config was accepted:\n" + text);
  return c.error();
}

TEST(TuneConfig, TheShippedExampleReads) {
  const auto c = parse_tune_config(kSeatTune, "tune.yaml");
  ASSERT_TRUE(c) << c.error().message();
  EXPECT_EQ(c->schedule.iterations, 6);
  EXPECT_DOUBLE_EQ(c->schedule.A, 0.6);  // 0.1 · N
  EXPECT_DOUBLE_EQ(c->schedule.alpha, 0.602);
  EXPECT_DOUBLE_EQ(c->schedule.gamma, 0.101);
  EXPECT_EQ(c->agent, "alphabeta:depth=1");
  ASSERT_EQ(c->parameters.size(), 2u);
  EXPECT_EQ(c->parameters[1].name, "hanging");
  EXPECT_DOUBLE_EQ(c->parameters[0].r_end, 0.5);
  EXPECT_EQ(c->opponents.size(), 2u);
  EXPECT_EQ(c->spec_with({10.4, 612.6}), "alphabeta:depth=1,mobility=10,hanging=613");
}

// Every shipped tune: the files of fixtures/tune/ and each rule set's
// fixtures/<game>/tune.yaml, each a tune or (named *_sprt.yaml) a
// tournament that tests what a tune found; every tune has at least one.
TEST(TuneConfig, TheShippedTunesAndTheirProofsLoad) {
  namespace fs = std::filesystem;
  const fs::path root(MINNAAR_FIXTURES_DIR);
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(root / "tune"))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  for (const auto& entry : fs::directory_iterator(root))
    for (const char* name : {"tune.yaml", "tune_sprt.yaml"})
      if (entry.is_directory() && fs::exists(entry.path() / name))
        files.push_back(entry.path() / name);
  int tunes = 0, proofs = 0;
  for (const fs::path& file : files) {
    const std::string path = file.string();
    if (path.ends_with("_sprt.yaml")) {
      const auto c = load_config(path);
      ASSERT_TRUE(c) << path << ": " << c.error().message();
      EXPECT_TRUE(c->sprt.has_value()) << path;
      ++proofs;
    } else {
      const auto c = load_tune_config(path);
      ASSERT_TRUE(c) << path << ": " << c.error().message();
      ++tunes;
    }
  }
  EXPECT_GE(tunes, 2);
  EXPECT_GE(proofs, tunes);
}

TEST(TuneConfig, AnUnknownParameterIsRefusedWithTheAgentsOwnList) {
  const ConfigError e = refusal(replaced(kSeatTune, "  hanging:", "  hangin:"));
  EXPECT_EQ(e.line, 13);
  EXPECT_EQ(e.key, "tune.hangin");
  EXPECT_NE(e.what.find("tunable: depth,"), std::string::npos) << e.what;
  EXPECT_NE(e.message().find("tune.yaml:13: key 'tune.hangin': unknown parameter of alphabeta"),
            std::string::npos)
      << e.message();
}

TEST(TuneConfig, AStartOutsideItsRangeIsRefused) {
  const ConfigError e = refusal(replaced(kSeatTune, "start: 10,", "start: 70,"));
  EXPECT_EQ(e.line, 12);
  EXPECT_EQ(e.key, "tune.mobility.start");
}

TEST(TuneConfig, ARangeOfZeroWidthIsRefused) {
  const ConfigError e = refusal(replaced(kSeatTune, "min: 0, max: 60", "min: 60, max: 60"));
  EXPECT_EQ(e.line, 12);
  EXPECT_EQ(e.key, "tune.mobility.max");
  EXPECT_NE(e.what.find("zero width"), std::string::npos);
}

TEST(TuneConfig, ARangeBeyondTheAgentsOwnIsRefused) {
  const ConfigError e = refusal(replaced(kSeatTune, "max: 60", "max: 5000"));
  EXPECT_EQ(e.key, "tune.mobility.max");
  EXPECT_NE(e.what.find("outside the agent's range"), std::string::npos);
}

TEST(TuneConfig, AnAgentWithNoTunableParameterIsRefused) {
  const ConfigError e =
      refusal(replaced(kSeatTune, "type: alphabeta\n  params: {depth: 1}", "type: human"));
  EXPECT_EQ(e.line, 9);
  EXPECT_EQ(e.key, "agent.type");
  EXPECT_NE(e.what.find("no tunable parameter"), std::string::npos);
}

TEST(TuneConfig, ASeatTheGameDoesNotHaveIsRefused) {
  const ConfigError e = refusal(replaced(kSeatTune, "seat: establishment", "seat: white"));
  EXPECT_EQ(e.line, 7);
  EXPECT_EQ(e.key, "seat");
  EXPECT_NE(e.what.find("valid: alliance, establishment"), std::string::npos) << e.what;
}

TEST(TuneConfig, UsualErrorsNameTheirPlace) {
  EXPECT_EQ(refusal(replaced(kSeatTune, "iterations: 6", "iterations: six")).key, "iterations");
  EXPECT_EQ(refusal(replaced(kSeatTune, "batch: 2", "batches: 2")).key, "batches");
  EXPECT_EQ(refusal(replaced(kSeatTune, "c_end: 6, ", "")).key, "tune.mobility.c_end");
  EXPECT_EQ(refusal(replaced(kSeatTune, "seat: establishment\n", "")).key, "opponents");
  EXPECT_EQ(
      refusal(replaced(kSeatTune, "  mobility: {start: 10,", "  mobility: {start: [10,")).line, 12);
  EXPECT_NE(
      refusal(replaced(kSeatTune, "batch: 2", "batch: 2\nbatch: 4")).what.find("appears twice"),
      std::string::npos);
}

// --- Runs ------------------------------------------------------------------------

TuneConfig config_of(const std::string& text) {
  auto c = parse_tune_config(text, "tune.yaml");
  if (!c) throw std::runtime_error(c.error().message());
  return *c;
}

StoredTune run(const TuneConfig& c, const std::string& db, int threads, int cap = 0) {
  GameStore store(db);
  TuneRunOptions options;
  options.threads = threads;
  options.max_iterations = cap;
  const TuneReport report = run_tune(c, "yaml", store, options);
  return *TuneStore(store).load(report.tournament_id);
}

TEST(TuneRun, TheSameConfigReachesTheSameThetaOnAnyNumberOfThreads) {
  const TuneConfig c = config_of(kSeatTune);
  TempDb one, two;
  const StoredTune a = run(c, one.path(), 1), b = run(c, two.path(), 2);
  ASSERT_EQ(a.iterations.size(), 6u);
  ASSERT_EQ(b.iterations.size(), 6u);
  EXPECT_EQ(a.theta(), b.theta());
  EXPECT_EQ(a.tournament.status, "finished");
  bool moved = false;
  for (std::size_t k = 0; k < 6; ++k) {
    EXPECT_EQ(a.iterations[k].signal, b.iterations[k].signal);
    moved |= a.iterations[k].signal != 0;
  }
  EXPECT_TRUE(moved) << "every signal was 0: the test tunes nothing";
  EXPECT_NE(a.theta(), (std::vector<double>{10, 600}));
}

TEST(TuneRun, IterationsOfABatchArePlayedFromTheThetaItBeganWith) {
  const StoredTune t = [] {
    TempDb db;
    return run(config_of(kSeatTune), db.path(), 2);
  }();
  // batch 2: iterations 1 and 2 from the start, 3 and 4 from θ after 2.
  for (std::size_t i = 0; i < t.parameters.size(); ++i) {
    EXPECT_EQ(t.iterations[0].steps[i].theta, t.parameters[i].start);
    EXPECT_EQ(t.iterations[1].steps[i].theta, t.parameters[i].start);
    EXPECT_EQ(t.iterations[2].steps[i].theta, t.iterations[1].steps[i].theta_after);
    EXPECT_EQ(t.iterations[3].steps[i].theta, t.iterations[1].steps[i].theta_after);
    // Each step is applied to the θ of the iteration before.
    const SpsaSchedule& s = t.schedule;
    EXPECT_DOUBLE_EQ(t.iterations[1].steps[i].theta_after,
                     updated(t.parameters[i], s, 2, t.iterations[0].steps[i].theta_after,
                             t.iterations[1].steps[i].delta, t.iterations[1].signal));
    EXPECT_EQ(t.iterations[0].steps[i].plus,
              played(t.parameters[i], t.parameters[i].start + t.iterations[0].steps[i].c_k *
                                                                  t.iterations[0].steps[i].delta));
  }
}

TEST(TuneRun, ARunStoppedMidBatchResumesToTheSameTheta) {
  const TuneConfig c = config_of(kSeatTune);
  TempDb whole, parts;
  const StoredTune straight = run(c, whole.path(), 2);
  const StoredTune first = run(c, parts.path(), 2, /*cap=*/3);  // stops inside batch [3, 4]
  EXPECT_EQ(first.iterations.size(), 3u);
  EXPECT_EQ(first.tournament.status, "running");
  const StoredTune second = run(c, parts.path(), 1, /*cap=*/1);
  EXPECT_EQ(second.iterations.size(), 4u);
  const StoredTune resumed = run(c, parts.path(), 2);
  EXPECT_EQ(resumed.iterations.size(), 6u);
  EXPECT_EQ(resumed.theta(), straight.theta());
  EXPECT_EQ(resumed.tournament.status, "finished");
  // Its games are stored as a tournament's and replay.
  GameStore store(parts.path());
  const auto games = store.games(resumed.tournament.id);
  EXPECT_EQ(games.size(), 12u);
  for (const StoredGame& g : games) EXPECT_FALSE(replay_problem(g)) << "slot " << g.slot;
  // A comparison's two games share their opening and seed, θ+ first.
  EXPECT_EQ(games[0].start_state, games[1].start_state);
  EXPECT_EQ(games[0].seed, games[1].seed);
  EXPECT_EQ(games[0].seats[2].agent, "theta+");
  EXPECT_EQ(games[1].seats[2].agent, "theta-");
  EXPECT_EQ(games[0].seats[0].agent, games[1].seats[0].agent);
}

TEST(TuneRun, AChangedConfigIsRefused) {
  TempDb db;
  run(config_of(kSeatTune), db.path(), 1, 1);
  EXPECT_THROW(run(config_of(replaced(kSeatTune, "c_end: 6", "c_end: 7")), db.path(), 1),
               std::runtime_error);
}

TEST(TuneRun, TheSymmetricDesignPlaysThetaPlusAgainstThetaMinusWithTheTeamsSwapped) {
  const std::string text = R"(version: 1
name: s
seed: 2
iterations: 2
agent:
  type: alphabeta
  params: {depth: 1}
tune:
  mobility: {start: 10, min: 0, max: 60, c_end: 6}
openings:
  random_plies: 2
)";
  TempDb db;
  const StoredTune t = run(config_of(text), db.path(), 2);
  EXPECT_EQ(t.design, "symmetric");
  GameStore store(db.path());
  const auto games = store.games(t.tournament.id);
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(games[0].start_state, games[1].start_state);
  EXPECT_EQ(games[0].seats[0].agent, "theta+");  // South: the Alliance
  EXPECT_EQ(games[0].seats[2].agent, "theta-");
  EXPECT_EQ(games[1].seats[0].agent, "theta-");
  EXPECT_EQ(games[1].seats[2].agent, "theta+");
}

TEST(TuneReport, PrintsThetaAsAnAgentSpecAndDrawsEachParameter) {
  TempDb db;
  const StoredTune t = run(config_of(kSeatTune), db.path(), 2);
  const std::string text = tune_text(t, "db");
  EXPECT_NE(text.find("theta: alphabeta:depth=1,mobility="), std::string::npos) << text;
  EXPECT_NE(text.find("finished, 6 of 6 iterations"), std::string::npos) << text;
  EXPECT_NE(text.find("harness share"), std::string::npos) << text;
  EXPECT_NE(text.find("mobility                       10 -> "), std::string::npos) << text;
  const std::string html = tune_html(t, "db", "test");
  EXPECT_NE(html.find("<h2>mobility</h2>"), std::string::npos);
  EXPECT_NE(html.find("<h2>hanging</h2>"), std::string::npos);
  EXPECT_NE(html.find("plot-line"), std::string::npos);
  const std::string json = tune_json(t);
  EXPECT_NE(json.find("\"spec\": \"alphabeta:depth=1,mobility="), std::string::npos) << json;
}

// --- A program's announced options -----------------------------------------------

// A player of the protocol that announces two spins, a check and a string,
// chooses among the `legal` moves with a generator seeded by the game's
// seed and its spins (so every value plays its own, reproducible game),
// and says after each `newgame` which spin values it holds.
const char* const kTunedPlayer = R"(import random, sys
options = {"bias": 50, "depth": 3}
rng, legal = random.Random(0), []
def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()
while True:
    line = sys.stdin.readline()
    if not line:
        break
    w = line.split()
    if not w:
        continue
    if w[0] == "hello":
        for answer in ["id name tuned_player",
                       "option name bias type spin default 50 min 0 max 100",
                       "option name depth type spin default 3 min 1 max 8",
                       "option name fast type check default false",
                       "option name style type string default plain",
                       "rules " + " ".join(sys.argv[1:]), "feature legal", "hellook"]:
            send(answer)
    elif w[0] == "setoption":
        at = w.index("value")
        if w[2] in options:
            options[w[2]] = int(w[at + 1])
    elif w[0] == "newgame":
        fields = dict(zip(w[1::2], w[2::2]))
        rng = random.Random(f"{fields['seed']}/{options['bias']}/{options['depth']}")
        send(f"info string options bias {options['bias']} depth {options['depth']}")
    elif w[0] == "isready":
        send("ready")
    elif w[0] == "legal":
        legal = w[1:]
    elif w[0] == "go":
        send("bestmove " + rng.choice(legal))
    elif w[0] == "quit":
        break
)";

// A folder holding tuned_player.py, removed afterwards.
class PlayerDir {
 public:
  PlayerDir() {
    static int counter = 0;
    path_ =
        (std::filesystem::temp_directory_path() /
         ("minnaar_tune_player_" + std::to_string(::getpid()) + "_" + std::to_string(counter++)))
            .string();
    std::filesystem::create_directories(path_);
    std::ofstream(path_ + "/tuned_player.py") << kTunedPlayer;
  }
  ~PlayerDir() { std::filesystem::remove_all(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

const std::string kExternalTune = std::string(R"(version: 1
name: ext
seed: 3
iterations: 4
batch: 2
score: margin
seat: establishment
record: transcript
agent:
  type: external
  command: [)") + MINNAAR_PYTHON + R"(, tuned_player.py, minnaar]
  options: {depth: 2}
  budget: {nodes: 10}
tune:
  bias: {start: 40, min: 10, max: 90, c_end: 10, r_end: 0.5}
opponents:
  - name: g
    type: greedy
openings:
  random_plies: 2
)";

Expected<TuneConfig, ConfigError> external_config(const std::string& text, const PlayerDir& dir) {
  return parse_tune_config(text, "tune.yaml", dir.path());
}

ConfigError external_refusal(const std::string& text, const PlayerDir& dir) {
  const auto c = external_config(text, dir);
  if (c) throw std::runtime_error("config was accepted:\n" + text);
  return c.error();
}

TEST(TuneExternal, AProgramsAnnouncedSpinOptionsAreReadAsTunableParameters) {
  PlayerDir dir;
  const auto c = external_config(kExternalTune, dir);
  ASSERT_TRUE(c) << c.error().message();
  ASSERT_TRUE(c->external.has_value());
  EXPECT_EQ(c->agent.rfind("external:", 0), 0u) << c->agent;
  EXPECT_NE(c->agent.find(" option:depth=2"), std::string::npos) << c->agent;
  ASSERT_EQ(c->parameters.size(), 1u);
  EXPECT_EQ(c->parameters[0].name, "bias");
  EXPECT_TRUE(c->parameters[0].whole);  // a spin: rounded when played
  // θ+ and θ− are programs whose specs differ only in the tuned value.
  const TournamentConfig games = c->games_config({44.6}, {35.4});
  ASSERT_TRUE(games.agents[0].external && games.agents[1].external);
  EXPECT_EQ(games.agents[0].spec, c->agent + " option:bias=45");
  EXPECT_EQ(games.agents[1].spec, c->agent + " option:bias=35");
  EXPECT_EQ(games.agents[0].external->spec(), games.agents[0].spec);
  EXPECT_EQ(c->spec_with({44.6}), games.agents[0].spec);
  // Without start, min and max: the announced default and bounds.
  const auto defaults = external_config(
      replaced(kExternalTune, "{start: 40, min: 10, max: 90, c_end: 10", "{c_end: 10"), dir);
  ASSERT_TRUE(defaults) << defaults.error().message();
  EXPECT_EQ(defaults->parameters[0].start, 50);
  EXPECT_EQ(defaults->parameters[0].min, 0);
  EXPECT_EQ(defaults->parameters[0].max, 100);
}

TEST(TuneExternal, AnOptionTheProgramDoesNotAnnounceIsRefusedWithItsNumericOptions) {
  PlayerDir dir;
  const ConfigError e = external_refusal(replaced(kExternalTune, "  bias:", "  bais:"), dir);
  EXPECT_EQ(e.line, 15);
  EXPECT_EQ(e.key, "tune.bais");
  EXPECT_NE(e.what.find("its numeric options: bias, depth"), std::string::npos) << e.what;
  EXPECT_NE(e.message().find("tune.yaml:15: key 'tune.bais': not an option"), std::string::npos)
      << e.message();
}

TEST(TuneExternal, AStartOutsideTheRangeIsRefused) {
  PlayerDir dir;
  const ConfigError e = external_refusal(replaced(kExternalTune, "start: 40,", "start: 95,"), dir);
  EXPECT_EQ(e.line, 15);
  EXPECT_EQ(e.key, "tune.bias.start");
  EXPECT_NE(
      e.message().find("tune.yaml:15: key 'tune.bias.start': 95 is outside the range 10 to 90"),
      std::string::npos)
      << e.message();
}

TEST(TuneExternal, ARangeBeyondTheAnnouncedBoundsIsRefused) {
  PlayerDir dir;
  const ConfigError e = external_refusal(replaced(kExternalTune, "max: 90", "max: 150"), dir);
  EXPECT_EQ(e.key, "tune.bias.max");
  EXPECT_NE(e.what.find("outside the program's announced range for bias (0 to 100)"),
            std::string::npos)
      << e.what;
}

TEST(TuneExternal, AnOptionThatIsNotASpinIsRefused) {
  PlayerDir dir;
  const ConfigError e = external_refusal(replaced(kExternalTune, "  bias:", "  fast:"), dir);
  EXPECT_EQ(e.key, "tune.fast");
  EXPECT_NE(e.what.find("a check option"), std::string::npos) << e.what;
  const ConfigError fixed =
      external_refusal(replaced(kExternalTune, "{depth: 2}", "{depth: 2, bias: 3}"), dir);
  EXPECT_EQ(fixed.key, "tune.bias");
  EXPECT_NE(fixed.what.find("also fixed in agent.options"), std::string::npos) << fixed.what;
  const ConfigError bad =
      external_refusal(replaced(kExternalTune, "{depth: 2}", "{depth: 9}"), dir);
  EXPECT_EQ(bad.line, 12);
  EXPECT_EQ(bad.key, "agent.options.depth");
}

TEST(TuneExternal, AProgramThatCannotStartIsRefusedNamingTheCommand) {
  PlayerDir dir;
  const ConfigError e =
      external_refusal(replaced(kExternalTune, "tuned_player.py", "no_such_player.py"), dir);
  EXPECT_EQ(e.line, 11);
  EXPECT_EQ(e.key, "agent.command");
  EXPECT_NE(e.what.find("cannot start '" + std::string(MINNAAR_PYTHON) + " no_such_player.py"),
            std::string::npos)
      << e.what;
  const ConfigError rules = external_refusal(
      replaced(kExternalTune, "tuned_player.py, minnaar]", "tuned_player.py, chess]"), dir);
  EXPECT_EQ(rules.key, "agent.command");
  EXPECT_NE(rules.what.find("does not play minnaar (it plays: chess)"), std::string::npos)
      << rules.what;
}

TEST(TuneExternal, ATuneOfAProgramsOptionIsDeterministicAndEachGameHasItsValues) {
  PlayerDir dir;
  const auto c = external_config(kExternalTune, dir);
  ASSERT_TRUE(c) << c.error().message();
  TempDb one, two;
  const StoredTune a = run(*c, one.path(), 1), b = run(*c, two.path(), 2);
  ASSERT_EQ(a.iterations.size(), 4u);
  EXPECT_EQ(a.theta(), b.theta());
  bool moved = false;
  for (std::size_t k = 0; k < 4; ++k) {
    EXPECT_EQ(a.iterations[k].signal, b.iterations[k].signal);
    moved |= a.iterations[k].signal != 0;
  }
  EXPECT_TRUE(moved) << "every signal was 0: the test tunes nothing";
  EXPECT_NE(a.theta(), std::vector<double>{40});
  EXPECT_EQ(a.tournament.status, "finished");

  // θ stored, and reported as the program's spec.
  EXPECT_EQ(tuned_spec(a), c->spec_with(a.theta()));
  const std::string text = tune_text(a, "db");
  EXPECT_NE(text.find("theta: " + c->agent + " option:bias="), std::string::npos) << text;

  // Every game's θ+ and θ− held the values of their iteration: the player
  // says so after newgame, in the stored transcript.
  GameStore store(one.path());
  const auto games = store.games(a.tournament.id);
  ASSERT_EQ(games.size(), 8u);
  for (const StoredGame& g : games) {
    const TuneIteration& it = a.iterations[std::size_t(g.slot / 2)];
    const bool plus = g.slot % 2 == 0;  // a comparison's θ+ game first
    const int value = int(plus ? it.steps[0].plus : it.steps[0].minus);
    const std::string expected = "info string options bias " + std::to_string(value) + " depth 2";
    bool found = false;
    for (const PlayerLog& log : store.player_logs(a.tournament.id, g.slot))
      found |= log.transcript.find(expected) != std::string::npos;
    EXPECT_TRUE(found) << "slot " << g.slot << " lacks '" << expected << "'";
    EXPECT_TRUE(g.detail.empty()) << "slot " << g.slot << ": " << g.termination << " " << g.detail;
  }
  EXPECT_NE(a.iterations[0].steps[0].plus, a.iterations[0].steps[0].minus);
}

}  // namespace
}  // namespace minnaar::tournament
