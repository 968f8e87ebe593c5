// Opening suites: the `openings:` keys that take a file's positions in
// order or in a seeded shuffle, from a start, with random plies after each
// (tournaments and tunes alike); the fingerprints of configs without them;
// and the generator of suites scored by an agent within a band.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "tournament/play/opening.h"
#include "tournament/play/opening_suite.h"
#include "tournament/players/agent_spec.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/tune/tune.h"

namespace minnaar::tournament {
namespace {

namespace fs = std::filesystem;

// A folder in the temporary directory for a config and its openings file,
// removed at the end.
class Folder {
 public:
  Folder() {
    static int counter = 0;
    path_ = fs::temp_directory_path() / ("minnaar_opening_suite_" + std::to_string(::getpid()) +
                                         "_" + std::to_string(counter++));
    fs::create_directories(path_);
  }
  ~Folder() { fs::remove_all(path_); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name) << text;
    return (path_ / name).string();
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::shared_ptr<const game::Game> minnaar_game() {
  auto game = game::load("minnaar");
  if (!game) throw std::runtime_error(game.error());
  return *game;
}

// `n` distinct ongoing positions of the current edition, a few random
// plies from the start.
std::vector<std::string> distinct_positions(std::size_t n) {
  const auto game = minnaar_game();
  std::vector<std::string> positions;
  for (std::uint64_t i = 0; positions.size() < n; ++i) {
    const std::string p = random_opening(*game, 77, i, 3)->notation();
    if (std::find(positions.begin(), positions.end(), p) == positions.end()) positions.push_back(p);
  }
  return positions;
}

std::string lines(const std::vector<std::string>& positions) {
  std::string text = "# a suite\n";
  for (const std::string& p : positions) text += p + "\n";
  return text;
}

// A tournament of two agents over the openings `openings` (YAML flow
// mapping, on line 8), seed `seed`.
std::string tournament_yaml(const std::string& openings, std::uint64_t seed = 3,
                            const std::string& name = "suite") {
  return "version: 1\nname: " + name + "\nseed: " + std::to_string(seed) +
         "\nagents:\n  - {name: r, type: random}\n  - {name: g, type: greedy}\n"
         "games_per_pairing: 2\nopenings: " +
         openings + "\n";
}

// The config of `yaml` in `folder` (its openings file found there).
TournamentConfig load_ok(const Folder& folder, const std::string& yaml) {
  auto c = load_config(folder.write("t.yaml", yaml));
  if (!c) throw std::runtime_error(c.error().message());
  return *c;
}

ConfigError load_error(const Folder& folder, const std::string& yaml) {
  auto c = load_config(folder.write("t.yaml", yaml));
  if (c) throw std::runtime_error("config was accepted:\n" + yaml);
  return c.error();
}

// --- Taking a file's positions ------------------------------------------------

TEST(OpeningSuite, SequentialOrderBeginsAtTheStartLineAndWrapsAround) {
  Folder folder;
  const auto suite = distinct_positions(3);
  folder.write("suite.mfen", lines(suite));
  const auto from_first = load_ok(folder, tournament_yaml("{file: suite.mfen}"));
  for (int i = 0; i < 7; ++i) EXPECT_EQ(opening_position(from_first, i), suite[i % 3]) << i;
  const auto c = load_ok(folder, tournament_yaml("{file: suite.mfen, start: 2}"));
  EXPECT_EQ(c.opening_start, 2);
  EXPECT_EQ(opening_position(c, 0), suite[1]);
  EXPECT_EQ(opening_position(c, 1), suite[2]);
  EXPECT_EQ(opening_position(c, 2), suite[0]);
  EXPECT_EQ(opening_position(c, 3), suite[1]);
  // Sequential is the default written out.
  EXPECT_EQ(
      opening_position(
          load_ok(folder, tournament_yaml("{file: suite.mfen, order: sequential, start: 2}")), 4),
      suite[2]);
}

TEST(OpeningSuite, ARandomOrderIsAPermutationFixedByTheSeed) {
  Folder folder;
  const auto suite = distinct_positions(12);
  folder.write("suite.mfen", lines(suite));
  auto order_of = [&](std::uint64_t seed, const std::string& extra) {
    const auto c =
        load_ok(folder, tournament_yaml("{file: suite.mfen, order: random" + extra + "}", seed));
    std::vector<std::string> openings;
    for (int i = 0; i < 24; ++i) openings.push_back(opening_position(c, i));
    return openings;
  };
  const auto order = order_of(3, "");
  // Each of the first 12 openings is a different position of the suite,
  // and the next 12 repeat them in the same order.
  const std::set<std::string> first(order.begin(), order.begin() + 12);
  EXPECT_EQ(first, std::set<std::string>(suite.begin(), suite.end()));
  EXPECT_TRUE(std::equal(order.begin(), order.begin() + 12, order.begin() + 12));
  EXPECT_NE(std::vector<std::string>(order.begin(), order.begin() + 12), suite);
  // The seed alone fixes it; another seed shuffles otherwise.
  EXPECT_EQ(order_of(3, ""), order);
  EXPECT_NE(order_of(4, ""), order);
  // The start offsets into the shuffled order.
  const auto started = order_of(3, ", start: 5");
  for (int i = 0; i < 12; ++i) EXPECT_EQ(started[std::size_t(i)], order[std::size_t(i + 4)]) << i;
  // The numbers behind it, pinned: the same shuffle on every machine.
  EXPECT_EQ(suite_index(3, 12, OpeningOrder::kSequential, 5, 9), 1u);
  std::vector<std::size_t> shuffle;
  for (std::uint64_t i = 0; i < 5; ++i)
    shuffle.push_back(suite_index(3, 12, OpeningOrder::kRandom, 1, i));
  EXPECT_EQ(shuffle, (std::vector<std::size_t>{1, 4, 2, 11, 7}));
}

// Every position `plies` legal moves from `from`.
std::set<std::string> reachable(const game::State& from, int plies) {
  if (plies == 0 || from.is_over()) return {from.notation()};
  std::set<std::string> found;
  std::vector<game::Action> moves;
  from.legal_moves(moves);
  for (const game::Action move : moves) {
    auto next = from.clone();
    next->apply(move);
    found.merge(reachable(*next, plies - 1));
  }
  return found;
}

TEST(OpeningSuite, RandomPliesAfterASuitePositionPlayOnFromIt) {
  Folder folder;
  const auto suite = distinct_positions(2);
  folder.write("suite.mfen", lines(suite));
  const auto c = load_ok(folder, tournament_yaml("{file: suite.mfen, random_plies: 2}"));
  EXPECT_EQ(c.opening_plies, 2);
  for (int i = 0; i < 4; ++i) {
    const std::string opening = opening_position(c, i);
    const auto from = c.game->parse(suite[std::size_t(i % 2)]);
    ASSERT_TRUE(from);
    EXPECT_TRUE(reachable(**from, 2).count(opening)) << i << ": " << opening;
    EXPECT_EQ(opening_position(c, i), opening);
  }
  // Each opening draws its own plies, also where the suite comes round again.
  EXPECT_NE(opening_position(c, 0), opening_position(c, 2));
}

TEST(OpeningSuite, EachBadValueIsRefusedWithItsFileLineAndKey) {
  Folder folder;
  folder.write("suite.mfen", lines(distinct_positions(3)));
  struct Case {
    std::string openings, key, what;
  };
  const std::vector<Case> cases = {
      {"{file: suite.mfen, order: shuffled}", "openings.order",
       "expected one of sequential, random, got 'shuffled'"},
      {"{file: suite.mfen, start: 0}", "openings.start", "expected a number from 1"},
      {"{file: suite.mfen, start: two}", "openings.start", "expected a whole number"},
      {"{file: suite.mfen, start: 4}", "openings.start",
       "the file has 3 positions, so start is 1 to 3, not 4"},
      {"{order: random}", "openings.order", "only with a file"},
      {"{random_plies: 4, start: 2}", "openings.start", "only with a file"},
      {"{file: suite.mfen, random_plies: -1}", "openings.random_plies", "expected a number from 0"},
      {"{file: suite.mfen, first: 2}", "openings.first", "unknown key"},
  };
  for (const Case& c : cases) {
    const ConfigError e = load_error(folder, tournament_yaml(c.openings));
    EXPECT_EQ(e.file, (folder.path() / "t.yaml").string()) << c.openings;
    EXPECT_EQ(e.line, 8) << c.openings;  // the openings: line
    EXPECT_EQ(e.key, c.key) << c.openings;
    EXPECT_NE(e.what.find(c.what), std::string::npos) << c.openings << ": " << e.what;
  }
  // A file and random plies together are taken (no longer refused).
  EXPECT_NO_THROW(load_ok(folder, tournament_yaml("{file: suite.mfen, random_plies: 4}")));
}

TEST(OpeningSuite, AFilesBadLineIsNamedAndQuotedCutToAReadableLength) {
  Folder folder;
  const std::string decided = "p7/8/8/8/8/8/8/1P6 w 0 0 30";  // the Alliance has won
  folder.write("decided.mfen", lines(distinct_positions(1)) + decided + "\n");
  ConfigError e = load_error(folder, tournament_yaml("{file: decided.mfen}"));
  EXPECT_EQ(e.file, (folder.path() / "decided.mfen").string());
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.what, "the position is already decided: '" + decided + "'");
  const std::string long_line(200, 'x');
  folder.write("long.mfen", long_line + "\n");
  e = load_error(folder, tournament_yaml("{file: long.mfen}"));
  EXPECT_EQ(e.line, 1);
  EXPECT_NE(e.what.find("'" + std::string(79, 'x') + "\u2026'"), std::string::npos) << e.what;
  EXPECT_EQ(e.what.find(std::string(80, 'x')), std::string::npos) << e.what;
}

// --- Fingerprints -----------------------------------------------------------------

// Written by the program before order, start and random plies with a file
// existed (the same configs run then and read back from the database).
const char* const kFileFingerprint =
    "version 1\nname suite\nrules minnaar\nseed 3\nformat round-robin\nseats pairs\n"
    "games_per_pairing 2\nagent r random\nagent g greedy\n"
    "opening pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1\n"
    "opening pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 1 0 1\n";
const char* const kPliesFingerprint =
    "version 1\nname plies\nrules minnaar\nseed 3\nformat round-robin\nseats pairs\n"
    "games_per_pairing 2\nagent r random\nagent g greedy\nopening_plies 4\n";
const char* const kSuite =
    "# two\npppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1\n"
    "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 1 0 1\n";

TEST(OpeningSuite, TheFingerprintOfAConfigWithoutTheNewKeysIsAsBefore) {
  Folder folder;
  folder.write("suite.mfen", kSuite);
  EXPECT_EQ(load_ok(folder, tournament_yaml("{file: suite.mfen}")).fingerprint(), kFileFingerprint);
  EXPECT_EQ(load_ok(folder, tournament_yaml("{random_plies: 4}", 3, "plies")).fingerprint(),
            kPliesFingerprint);
  // The defaults written out change nothing either.
  EXPECT_EQ(load_ok(folder, tournament_yaml("{file: suite.mfen, order: sequential, start: 1, "
                                            "random_plies: 0}"))
                .fingerprint(),
            kFileFingerprint);
}

TEST(OpeningSuite, TheFingerprintRecordsOrderStartAndPliesThatDifferFromTheDefaults) {
  Folder folder;
  folder.write("suite.mfen", kSuite);
  const std::string fingerprint =
      load_ok(folder, tournament_yaml("{file: suite.mfen, order: random, start: 2, "
                                      "random_plies: 3}"))
          .fingerprint();
  EXPECT_EQ(fingerprint, std::string(kFileFingerprint) +
                             "opening_order random\nopening_start 2\nopening_plies 3\n");
  EXPECT_EQ(fingerprint_difference(kFileFingerprint, fingerprint),
            "  + opening_order random\n  + opening_start 2\n  + opening_plies 3\n");
  EXPECT_EQ(load_ok(folder, tournament_yaml("{file: suite.mfen, start: 2}")).fingerprint(),
            std::string(kFileFingerprint) + "opening_start 2\n");
}

// --- Tunes ---------------------------------------------------------------------------

std::string tune_yaml(const std::string& openings) {
  return "version: 1\nname: s\nseed: 2\niterations: 1\nagent:\n  type: alphabeta\n"
         "  params: {depth: 1}\ntune:\n  mobility: {start: 10, min: 0, max: 60, c_end: 6}\n"
         "openings: " +
         openings + "\n";
}

TEST(OpeningSuite, ATuneTakesASuitesPositionsAsATournamentOfItsSeedDoes) {
  Folder folder;
  const auto suite = distinct_positions(5);
  folder.write("suite.mfen", lines(suite));
  const std::string openings = "{file: suite.mfen, order: random, start: 2, random_plies: 1}";
  const auto tune = load_tune_config(folder.write("tune.yaml", tune_yaml(openings)));
  ASSERT_TRUE(tune) << tune.error().message();
  const TournamentConfig games = tune->games_config({10}, {10});
  const auto tournament = load_ok(folder, tournament_yaml(openings, /*seed=*/2));
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(opening_position(games, i), opening_position(tournament, i)) << i;
  EXPECT_NE(tune->fingerprint().find("\nopening_order random\nopening_start 2\nopening_plies 1\n"),
            std::string::npos)
      << tune->fingerprint();

  // Without the new keys, a tune's fingerprint is as the program wrote it before.
  folder.write("two.mfen", kSuite);
  const auto before = load_tune_config(folder.write("tune.yaml", tune_yaml("{file: two.mfen}")));
  ASSERT_TRUE(before) << before.error().message();
  EXPECT_EQ(before->fingerprint(),
            "tune version 1\nname s\nrules minnaar\nseed 2\niterations 1\n"
            "A 0.10000000000000001\nalpha 0.60199999999999998\ngamma 0.10100000000000001\n"
            "batch 1\npairs 1\nscore result\ndesign symmetric\nagent alphabeta:depth=1\n"
            "parameter mobility 10 0 60 6 0.002\n"
            "opening pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1\n"
            "opening pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 1 0 1\n");
  // A tune refuses bad keys as a tournament does.
  const auto bad = load_tune_config(folder.write("tune.yaml", tune_yaml("{order: random}")));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().key, "openings.order");
  EXPECT_EQ(bad.error().line, 10);
}

// --- The generator ---------------------------------------------------------------------

SuiteOptions small_suite(int threads) {
  SuiteOptions o;
  o.game = minnaar_game();
  o.count = 6;
  o.plies = 4;
  o.agent = "alphabeta:depth=2";
  // About half of the candidates: the current edition's evaluation gives
  // the Alliance some 1600 at the start.
  o.low = 1400;
  o.high = 1900;
  o.seed = 5;
  o.threads = threads;
  return o;
}

// The score an agent built with `seed` reports for `notation`, from team
// 0's view: the check, written apart from the generator's.
std::int64_t score_by_hand(const game::Game& game, const std::string& notation,
                           const std::string& agent, std::uint64_t seed) {
  auto state = game.parse(notation);
  if (!state) throw std::runtime_error(state.error().message());
  while (const auto forced = (*state)->forced_move()) (*state)->apply(*forced);
  auto player = make_agent_or_throw(game, agent, seed);
  player->choose_move(**state);
  const std::int64_t score = *player->last_info().score;
  return game.team_of((*state)->to_move()) == 0 ? score : -score;
}

TEST(OpeningGenerator, KeepsDistinctOngoingPositionsInTheBandWhateverTheThreads) {
  const Suite one = generate_suite(small_suite(1));
  const Suite three = generate_suite(small_suite(3));
  ASSERT_EQ(one.positions.size(), 6u);
  ASSERT_EQ(three.positions.size(), one.positions.size());
  EXPECT_EQ(three.tried, one.tried);
  EXPECT_GT(one.tried, 6);  // the band leaves some out
  const auto game = minnaar_game();
  std::set<std::string> distinct;
  for (std::size_t i = 0; i < one.positions.size(); ++i) {
    const SuitePosition& p = one.positions[i];
    EXPECT_EQ(three.positions[i].notation, p.notation) << i;
    distinct.insert(p.notation);
    EXPECT_EQ(p.notation, random_opening(*game, 5, std::uint64_t(p.candidate), 4)->notation());
    const auto state = game->parse(p.notation);
    ASSERT_TRUE(state);
    EXPECT_FALSE((*state)->is_over());
    const std::int64_t score = score_by_hand(*game, p.notation, "alphabeta:depth=2", 5);
    EXPECT_EQ(score, p.score) << p.notation;
    EXPECT_GE(score, 1400) << p.notation;
    EXPECT_LE(score, 1900) << p.notation;
  }
  EXPECT_EQ(distinct.size(), one.positions.size());
  // Candidates in order: the kept ones ascend, and the last tried is the last kept.
  EXPECT_EQ(one.positions.back().candidate + 1, one.tried);
}

TEST(OpeningGenerator, TheScoreIsTheFirstTeamsWhoeverIsToMove) {
  const auto game = minnaar_game();
  for (std::uint64_t i = 0; i < 3; ++i) {
    const auto north = random_opening(*game, 9, i, 2);          // the Alliance to move
    const auto establishment = random_opening(*game, 9, i, 3);  // the Establishment to move
    ASSERT_EQ(game->team_of(north->to_move()), 0);
    ASSERT_EQ(game->team_of(establishment->to_move()), 1);
    for (const game::State* p : {north.get(), establishment.get()})
      EXPECT_EQ(team_zero_score(*p, "greedy", 1), score_by_hand(*game, p->notation(), "greedy", 1))
          << p->notation();
  }
}

TEST(OpeningGenerator, AnAgentThatReportsNoScoreIsRefusedNamingOnesThatDo) {
  for (const char* agent : {"random", "mcts:iterations=10"}) {
    SuiteOptions o = small_suite(1);
    o.agent = agent;
    try {
      generate_suite(o);
      ADD_FAILURE() << agent << " was taken";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("(greedy, alphabeta)"), std::string::npos) << e.what();
    }
  }
  SuiteOptions o = small_suite(1);
  o.agent = "alphabeta:depth=x";
  EXPECT_THROW(generate_suite(o), std::invalid_argument);
  o.agent = "human";
  EXPECT_THROW(generate_suite(o), std::invalid_argument);
}

TEST(OpeningGenerator, ABandTooNarrowGivesUpAfterTheCandidatesAllowed) {
  SuiteOptions o = small_suite(2);
  o.low = o.high = 1'000'000'000'000;  // no evaluation reaches it
  o.max_candidates = 40;
  const Suite suite = generate_suite(o);
  EXPECT_TRUE(suite.positions.empty());
  EXPECT_EQ(suite.tried, 40);
}

// The current edition under another GameInfo, for what only the facts decide.
class ThreeTeams : public game::Game {
 public:
  explicit ThreeTeams(std::shared_ptr<const game::Game> real)
      : real_(std::move(real)), info_(real_->info()) {
    info_.teams.push_back("third");
  }
  const game::GameInfo& info() const override { return info_; }
  const game::ParameterValues& parameters() const override { return real_->parameters(); }
  std::unique_ptr<game::State> start(std::uint64_t seed) const override {
    return real_->start(seed);
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    return real_->parse(text);
  }

 private:
  std::shared_ptr<const game::Game> real_;
  game::GameInfo info_;
};

TEST(OpeningGenerator, OnlyGamesOfTwoTeamsAreTaken) {
  SuiteOptions o = small_suite(1);
  o.game = std::make_shared<ThreeTeams>(minnaar_game());
  try {
    generate_suite(o);
    ADD_FAILURE() << "three teams were taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("two teams"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace minnaar::tournament
