// Tournaments: config errors, the schedule, the SQLite store and its
// migrations, determinism across threads, resuming, replaying and standings.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "engine/minnaar/mfen.h"
#include "tournament/play/opening.h"
#include "tournament/report/standings_report.h"
#include "tournament/run/config.h"
#include "tournament/run/match.h"
#include "tournament/run/runner.h"
#include "tournament/stats/standings.h"
#include "tournament/store/game_store.h"
#include "tournament/store/replay.h"
#include "verify/tournament_support.h"

namespace minnaar::tournament {
namespace {

namespace fs = std::filesystem;

const std::string kQuick = R"(version: 1
name: t
seed: 3
agents:
  - name: r
    type: random
  - name: g
    type: greedy
  - name: a
    type: alphabeta
    params: {depth: 1}
games_per_pairing: 4
openings:
  random_plies: 2
)";

ConfigError parse_error(const std::string& text) {
  auto c = parse_config(text, "test.yaml");
  if (c) throw std::runtime_error("config was accepted:\n" + text);
  return c.error();
}

TEST(TournamentConfig, TheShippedConfigsLoad) {
  // Every file of fixtures/tournaments/, each tournament in it of two agents
  // or more.
  int files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(MINNAAR_FIXTURES_DIR) + "/tournaments")) {
    if (entry.path().extension() != ".yaml") continue;
    ++files;
    auto configs = load_configs(entry.path().string());
    ASSERT_TRUE(configs) << entry.path() << ": " << configs.error().message();
    for (const TournamentConfig& c : *configs)
      EXPECT_GE(c.agents.size(), 2u) << entry.path() << ": " << c.name;
  }
  EXPECT_GE(files, 6);
  auto margin = load_config(std::string(MINNAAR_FIXTURES_DIR) + "/tournaments/margin_sprt.yaml");
  ASSERT_TRUE(margin && margin->sprt);
  EXPECT_EQ(margin->sprt->score, SprtScore::kMargin);
  // One Play-Test tournament per rule set, in one file.
  auto playtest = load_configs(std::string(MINNAAR_FIXTURES_DIR) + "/tournaments/playtest.yaml");
  ASSERT_TRUE(playtest) << playtest.error().message();
  ASSERT_EQ(playtest->size(), 2u);
  EXPECT_EQ((*playtest)[0].game->name(), "playtest-standard");
  EXPECT_EQ((*playtest)[1].game->name(), "playtest-contemplative");
}

TEST(TournamentConfig, AFileMayHoldSeveralTournamentsWithDistinctNames) {
  auto two = parse_configs(kQuick + "---\n" + replaced(kQuick, "name: t", "name: u"), "test.yaml");
  ASSERT_TRUE(two) << two.error().message();
  EXPECT_EQ(two->size(), 2u);
  auto same = parse_configs(kQuick + "---\n" + kQuick, "test.yaml");
  ASSERT_FALSE(same);
  EXPECT_EQ(same.error().key, "name");
  EXPECT_EQ(same.error().line, 17);  // the second document's name line
  EXPECT_FALSE(parse_config(kQuick + "---\n" + replaced(kQuick, "name: t", "name: u"), "x"));
}

TEST(TournamentConfig, AgentsGetCanonicalSpecsAndTheSharedBudgetWhereTheyTakeIt) {
  const auto c = parse_ok(kQuick + "budget: {nodes: 500}\n");
  ASSERT_EQ(c.agents.size(), 3u);
  EXPECT_EQ(c.agents[0].spec, "random");
  EXPECT_EQ(c.agents[1].spec, "greedy");
  EXPECT_EQ(c.agents[2].spec, "alphabeta:depth=1,nodes=500");
}

TEST(TournamentConfig, AnUnknownKeyIsNamedWithItsLineAndTheValidKeys) {
  const ConfigError e = parse_error(kQuick + "parralel: 2\n");
  EXPECT_EQ(e.line, 15);
  EXPECT_EQ(e.key, "parralel");
  EXPECT_NE(e.what.find("parallel"), std::string::npos);
  EXPECT_EQ(e.message().rfind("test.yaml:15: key 'parralel': unknown key", 0), 0u) << e.message();
}

TEST(TournamentConfig, AnUnknownAgentTypeListsTheValidOnes) {
  const ConfigError e = parse_error(replaced(kQuick, "type: greedy", "type: greedie"));
  EXPECT_EQ(e.line, 8);
  EXPECT_EQ(e.key, "agents[1]");
  EXPECT_NE(e.what.find("unknown agent type 'greedie'"), std::string::npos) << e.what;
  EXPECT_NE(e.what.find("alphabeta"), std::string::npos);
}

TEST(TournamentConfig, ABadParameterIsRefusedAtItsLine) {
  const ConfigError e = parse_error(replaced(kQuick, "{depth: 1}", "{depth: 0}"));
  EXPECT_EQ(e.line, 11);
  EXPECT_NE(e.what.find("outside 1 to 64"), std::string::npos) << e.what;
  const ConfigError f = parse_error(replaced(kQuick, "{depth: 1}", "{dept: 3}"));
  EXPECT_NE(f.what.find("unknown parameter 'dept'"), std::string::npos) << f.what;
}

TEST(TournamentConfig, MistakesInTheTopLevelKeysSayWhatWasExpected) {
  EXPECT_EQ(parse_error(replaced(kQuick, "version: 1", "version: 2")).what,
            "this program reads version 1, not 2");
  EXPECT_EQ(parse_error(replaced(kQuick, "version: 1\n", "")).key, "version");
  EXPECT_EQ(parse_error(replaced(kQuick, "name: t\n", "")).key, "name");
  const ConfigError games =
      parse_error(replaced(kQuick, "games_per_pairing: 4", "games_per_pairing: 5"));
  EXPECT_EQ(games.key, "games_per_pairing");
  EXPECT_NE(games.what.find("multiple of 2"), std::string::npos);
  EXPECT_NE(parse_error(replaced(kQuick, "seed: 3", "seed: -3")).what.find("whole number"),
            std::string::npos);
  EXPECT_NE(parse_error(kQuick + "format: swiss\n").what.find("round-robin, gauntlet"),
            std::string::npos);
  EXPECT_EQ(parse_error(replaced(kQuick, "name: g", "name: r")).key, "agents[1].name");
  EXPECT_EQ(parse_error(replaced(kQuick, "games_per_pairing: 4", "games_per_pairing: 3") +
                        "seats: trios\nformat: gauntlet\n")
                .key,
            "seats");
}

TEST(TournamentConfig, InvalidYamlIsReportedWithItsLine) {
  const ConfigError e = parse_error("version: 1\nagents: [a, b\nname: x\n");
  EXPECT_GT(e.line, 0);
  EXPECT_NE(e.what.find("not valid YAML"), std::string::npos);
  EXPECT_EQ(parse_error("").what, "holds no tournament");
  EXPECT_NE(parse_error("just text").what.find("expected a mapping"), std::string::npos);
}

TEST(TournamentConfig, AKeyGivenTwiceInAnyMappingIsRefusedNamingBothLines) {
  // kQuick's seed is on line 3: the repeat, on line 15, is refused rather
  // than ignored.
  const ConfigError top = parse_error(kQuick + "seed: 2\n");
  EXPECT_EQ(top.message(), "test.yaml:15: key 'seed' appears twice (first at line 3)");
  // In a nested block mapping, and in a flow mapping on one line.
  const ConfigError nested = parse_error(
      replaced(kQuick, "  random_plies: 2\n", "  random_plies: 2\n  random_plies: 4\n"));
  EXPECT_EQ(nested.message(),
            "test.yaml:15: key 'openings.random_plies' appears twice (first at line 14)");
  const ConfigError flow = parse_error(replaced(kQuick, "{depth: 1}", "{depth: 1, depth: 2}"));
  EXPECT_EQ(flow.message(),
            "test.yaml:11: key 'agents[2].params.depth' appears twice (first at line 11)");
  // The same key in different mappings is no repeat.
  EXPECT_TRUE(parse_config(kQuick, "test.yaml"));
  // Nor is a mapping reached twice through an alias.
  const std::string aliased =
      replaced(replaced(kQuick, "params: {depth: 1}", "params: &p {depth: 1}"), "games_per_pairing",
               "  - {name: b, type: alphabeta, params: *p}\ngames_per_pairing");
  const auto c = parse_config(aliased, "test.yaml");
  ASSERT_TRUE(c) << c.error().message();
  EXPECT_EQ(c->agents.size(), 4u);
}

TEST(TournamentConfig, AConfigIsReadOnceFromAFileOrAFifoAndRefusedPastItsLimit) {
  const fs::path dir = fs::temp_directory_path() / ("minnaar_config_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string fifo = (dir / "t.fifo").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  // A FIFO gives its text once: the writer finishes only when it is read.
  std::thread writer([&] { std::ofstream(fifo) << kQuick; });
  const auto text = read_config_text(fifo);
  writer.join();
  ASSERT_TRUE(text) << text.error().message();
  EXPECT_EQ(*text, kQuick);

  std::ofstream(dir / "big.yaml") << kQuick << "# " << std::string(kMaxConfigBytes, 'x') << "\n";
  const auto big = read_config_text((dir / "big.yaml").string());
  ASSERT_FALSE(big);
  EXPECT_EQ(big.error().message(), (dir / "big.yaml").string() +
                                       ": the config is larger than 1 MiB, the most a config "
                                       "may hold (is it the right file?)");
  // An endless file stops at the limit.
  const auto zero = load_config("/dev/zero");
  ASSERT_FALSE(zero);
  EXPECT_NE(zero.error().message().find("/dev/zero: the config is larger than 1 MiB"),
            std::string::npos);
  EXPECT_NE(read_config_text(dir.string()).error().what.find("is a folder, not a config file"),
            std::string::npos);
  fs::remove_all(dir);
}

TEST(TournamentConfig, AnSprtNeedsExactlyTwoAgents) {
  const ConfigError e = parse_error(kQuick + "stop:\n  sprt: {elo0: 0, elo1: 5}\n");
  EXPECT_EQ(e.key, "stop.sprt");
  const auto two =
      parse_ok(replaced(kQuick, "  - name: a\n    type: alphabeta\n    params: {depth: 1}\n", "") +
               "stop:\n  sprt: {elo0: 0, elo1: 5, alpha: 0.1}\n");
  ASSERT_TRUE(two.sprt);
  EXPECT_EQ(two.sprt->alpha, 0.1);
  EXPECT_EQ(two.sprt->beta, 0.05);
}

TEST(TournamentConfig, AnSprtScoresResultsUnlessItSaysMarginsAndTheFingerprintKnowsWhich) {
  const std::string two =
      replaced(kQuick, "  - name: a\n    type: alphabeta\n    params: {depth: 1}\n", "");
  const auto results = parse_ok(two + "stop:\n  sprt: {elo0: 0, elo1: 5}\n");
  ASSERT_TRUE(results.sprt);
  EXPECT_EQ(results.sprt->score, SprtScore::kResult);
  // A tournament stored before the score could be chosen has this very fingerprint line.
  EXPECT_NE(results.fingerprint().find("\nsprt 0 5 0.05 0.05\n"), std::string::npos);
  const auto explicit_results =
      parse_ok(two + "stop:\n  sprt: {elo0: 0, elo1: 5, score: result}\n");
  EXPECT_EQ(explicit_results.fingerprint(), results.fingerprint());
  const auto margins = parse_ok(two + "stop:\n  sprt: {elo0: 0, elo1: 5, score: margin}\n");
  ASSERT_TRUE(margins.sprt);
  EXPECT_EQ(margins.sprt->score, SprtScore::kMargin);
  EXPECT_NE(margins.fingerprint().find("\nsprt 0 5 0.05 0.05 margin\n"), std::string::npos);
  EXPECT_NE(margins.fingerprint(), results.fingerprint());
  const auto read_back = fingerprint_sprt(margins.fingerprint());
  ASSERT_TRUE(read_back);
  EXPECT_EQ(read_back->score, SprtScore::kMargin);
  EXPECT_EQ(read_back->elo1, 5);
  EXPECT_EQ(fingerprint_sprt(results.fingerprint())->score, SprtScore::kResult);
  const ConfigError e = parse_error(two + "stop:\n  sprt: {elo0: 0, elo1: 5, score: margins}\n");
  EXPECT_EQ(e.key, "stop.sprt.score");
  EXPECT_NE(e.what.find("expected one of result, margin, got 'margins'"), std::string::npos)
      << e.what;
}

TEST(TournamentConfig, AnOpeningsFileIsReadRelativeToTheConfigAndCheckedLineByLine) {
  const fs::path dir =
      fs::temp_directory_path() / ("minnaar_openings_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "ok.mfen") << "# two openings\n"
                                 << current::kStartMfen << "\n\n"
                                 << "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 3 0 1\n";
  std::ofstream(dir / "bad.mfen") << current::kStartMfen << "\nnot an mfen\n";
  const std::string with = replaced(kQuick, "  random_plies: 2", "  file: ok.mfen");
  std::ofstream(dir / "t.yaml") << with;
  auto c = load_config((dir / "t.yaml").string());
  ASSERT_TRUE(c) << c.error().message();
  EXPECT_EQ(c->openings.size(), 2u);
  EXPECT_EQ(opening_position(*c, 3), c->openings[1]);

  std::ofstream(dir / "t.yaml") << replaced(kQuick, "  random_plies: 2", "  file: bad.mfen");
  auto bad = load_config((dir / "t.yaml").string());
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().file, (dir / "bad.mfen").string());
  EXPECT_EQ(bad.error().line, 2);
  std::ofstream(dir / "t.yaml") << replaced(kQuick, "  random_plies: 2", "  file: missing.mfen");
  EXPECT_NE(load_config((dir / "t.yaml").string()).error().what.find("cannot read"),
            std::string::npos);
  EXPECT_NE(load_config((dir / "none.yaml").string()).error().what.find("cannot read"),
            std::string::npos);
  fs::remove_all(dir);
}

TEST(TournamentSchedule, RoundRobinPairsEveryTwoAgentsWithTheSeatsSwappedPerOpening) {
  const auto c = parse_ok(kQuick);
  const auto games = schedule(c);
  ASSERT_EQ(games.size(), 3u * 4u);  // 3 pairings x 4 games
  for (std::size_t i = 0; i < games.size(); i += 2) {
    EXPECT_EQ(games[i].opening, games[i + 1].opening);
    // Seats: south 0, north 1, establishment 2.
    EXPECT_EQ(games[i].seat_agents[0], games[i + 1].seat_agents[2]);
    EXPECT_EQ(games[i].seat_agents[2], games[i + 1].seat_agents[0]);
    EXPECT_EQ(games[i].seat_agents[0], games[i].seat_agents[1]);
    EXPECT_NE(games[i].seed, games[i + 1].seed);
  }
  EXPECT_EQ(schedule(parse_ok(kQuick + "format: gauntlet\n")).size(), 2u * 4u);
}

TEST(TournamentSchedule, TriosGiveEachAgentEverySeatOncePerOpening) {
  const auto c =
      parse_ok(replaced(kQuick, "games_per_pairing: 4", "games_per_pairing: 3") + "seats: trios\n");
  const auto games = schedule(c);
  ASSERT_EQ(games.size(), 3u);
  for (int agent = 0; agent < 3; ++agent) {
    int south = 0, north = 0, establishment = 0;
    for (const ScheduledGame& g : games) {
      south += g.seat_agents[0] == agent;
      north += g.seat_agents[1] == agent;
      establishment += g.seat_agents[2] == agent;
    }
    EXPECT_EQ(south, 1);
    EXPECT_EQ(north, 1);
    EXPECT_EQ(establishment, 1);
  }
}

// Two candidates (r, a) against a panel of two (g, m) holding the Alliance;
// an odd number of games is fine without a seat swap.
const std::string kPanel = R"(version: 1
name: p
seed: 5
agents:
  - {name: r, type: random}
  - {name: g, type: greedy}
  - {name: a, type: alphabeta, params: {depth: 1}}
  - {name: m, type: random, params: {capture_bias: 500}}
format: panel
panel:
  team: alliance
  agents: [g, m]
games_per_pairing: 3
openings:
  random_plies: 2
)";

TEST(TournamentSchedule, APanelHoldsItsTeamAgainstEveryCandidateOnSharedOpenings) {
  const auto c = parse_ok(kPanel);
  ASSERT_TRUE(c.panel);
  EXPECT_EQ(c.panel->team, 0);
  EXPECT_EQ(c.panel->agents, (std::vector<int>{1, 3}));
  EXPECT_EQ(pairings(c), (std::vector<std::vector<int>>{{0, 1}, {0, 3}, {2, 1}, {2, 3}}));
  const auto games = schedule(c);
  ASSERT_EQ(games.size(), 4u * 3u);                  // 2 candidates x 2 members x 3 games
  std::map<std::pair<int, int>, int> played;         // (candidate, member) -> games
  std::map<std::pair<int, int>, std::set<int>> met;  // (member, opening) -> candidates
  for (std::size_t i = 0; i < games.size(); ++i) {
    const ScheduledGame& g = games[i];
    EXPECT_EQ(g.slot, int(i));
    // Seats: south 0, north 1 (the Alliance), establishment 2.
    const int member = g.seat_agents[0], candidate = g.seat_agents[2];
    EXPECT_EQ(g.seat_agents[1], member);
    EXPECT_TRUE(c.panel->holds(member));
    EXPECT_FALSE(c.panel->holds(candidate));
    EXPECT_EQ(pairings(c)[std::size_t(g.pairing)], (std::vector<int>{candidate, member}));
    ++played[{candidate, member}];
    met[{member, g.opening}].insert(candidate);
  }
  for (const auto& [pair, n] : played) EXPECT_EQ(n, 3);
  EXPECT_EQ(played.size(), 4u);
  // Every opening is played once by each candidate against each member.
  ASSERT_EQ(met.size(), 2u * 3u);
  for (const auto& [key, candidates] : met) EXPECT_EQ(candidates, (std::set<int>{0, 2}));

  // The Establishment's panel: the candidates hold South and North.
  const auto e = parse_ok(replaced(kPanel, "team: alliance", "team: establishment"));
  EXPECT_EQ(e.panel->team, 1);
  for (const ScheduledGame& g : schedule(e)) {
    EXPECT_FALSE(e.panel->holds(g.seat_agents[0]));
    EXPECT_EQ(g.seat_agents[0], g.seat_agents[1]);
    EXPECT_TRUE(e.panel->holds(g.seat_agents[2]));
  }
}

TEST(TournamentSchedule, APanelsShardsSplitItsScheduleGameByGame) {
  const auto c = parse_ok(kPanel);
  std::set<int> slots;
  std::size_t total = 0;
  for (int k = 0; k < 5; ++k) {
    const auto part = shard_schedule(c, Shard{k, 5});
    EXPECT_GE(part.size(), 2u);  // 12 games over 5 shards: 2 or 3 each
    EXPECT_LE(part.size(), 3u);
    total += part.size();
    for (const ScheduledGame& g : part) slots.insert(g.slot);
  }
  EXPECT_EQ(total, 12u);
  EXPECT_EQ(slots.size(), 12u);
}

TEST(TournamentSchedule, APanelSprtPlaysEachPairInNeighbouringSlotsFromOneOpeningAndSeed) {
  const auto c = parse_ok(kPanel + "stop:\n  sprt: {elo0: 0, elo1: 5}\n");
  const auto plain = schedule(parse_ok(kPanel));
  const auto games = schedule(c);
  ASSERT_EQ(games.size(), plain.size());
  // Opening by opening, member by member (g, m), candidate r then a.
  const int members[] = {1, 3};
  for (std::size_t i = 0; i < games.size(); ++i) {
    const ScheduledGame& g = games[i];
    EXPECT_EQ(g.slot, int(i));
    EXPECT_EQ(g.opening, int(i / 4));
    EXPECT_EQ(g.seat_agents[0], members[(i / 2) % 2]);
    EXPECT_EQ(g.seat_agents[2], i % 2 == 0 ? 0 : 2);
    // The pairing numbers are those of the plain panel.
    EXPECT_EQ(pairings(c)[std::size_t(g.pairing)],
              (std::vector<int>{g.seat_agents[2], g.seat_agents[0]}));
    if (i % 2 == 1) {
      EXPECT_EQ(g.seed, games[i - 1].seed) << i;
      EXPECT_EQ(g.opening, games[i - 1].opening);
    } else if (i > 0) {
      EXPECT_NE(g.seed, games[i - 1].seed) << i;
    }
  }
  // Without an SPRT a panel's schedule is as it was (stored tournaments resume).
  EXPECT_EQ(plain[1].seat_agents[0], 3);
  EXPECT_NE(plain[1].seed, plain[0].seed);
  // A shard holds whole pairs.
  std::size_t total = 0;
  for (int k = 0; k < 4; ++k) {
    std::map<std::pair<int, int>, int> pairs;  // (opening, member) -> games
    for (const ScheduledGame& g : shard_schedule(c, Shard{k, 4})) {
      ++pairs[{g.opening, g.seat_agents[0]}];
      ++total;
    }
    for (const auto& [pair, n] : pairs) EXPECT_EQ(n, 2);
  }
  EXPECT_EQ(total, games.size());
}

TEST(TournamentConfig, APanelIsCheckedKeyByKey) {
  const auto error = [](const std::string& text) { return parse_error(text); };
  // Missing with format: panel, and refused without it.
  const ConfigError missing =
      error(replaced(kPanel, "panel:\n  team: alliance\n  agents: [g, m]\n", ""));
  EXPECT_EQ(missing.key, "panel");
  EXPECT_EQ(missing.line, 9);  // the format line
  const ConfigError stray = error(replaced(kPanel, "format: panel\n", ""));
  EXPECT_EQ(stray.key, "panel");
  EXPECT_EQ(stray.line, 10);  // the panel's first line
  EXPECT_NE(stray.what.find("only with format: panel"), std::string::npos) << stray.what;
  EXPECT_EQ(error(replaced(kPanel, "format: panel", "format: gauntlet")).key, "panel");

  const ConfigError team = error(replaced(kPanel, "team: alliance", "team: white"));
  EXPECT_EQ(team.key, "panel.team");
  EXPECT_EQ(team.line, 11);
  EXPECT_NE(team.what.find("alliance, establishment"), std::string::npos) << team.what;
  EXPECT_EQ(error(replaced(kPanel, "  team: alliance\n", "")).key, "panel.team");
  EXPECT_EQ(error(replaced(kPanel, "  agents: [g, m]\n", "")).key, "panel.agents");
  EXPECT_EQ(error(replaced(kPanel, "[g, m]", "[]")).key, "panel.agents");
  EXPECT_EQ(error(replaced(kPanel, "  team: alliance", "  team: alliance\n  size: 2")).key,
            "panel.size");

  const ConfigError unknown = error(replaced(kPanel, "[g, m]", "[g, x]"));
  EXPECT_EQ(unknown.key, "panel.agents[1]");
  EXPECT_EQ(unknown.line, 12);
  EXPECT_NE(unknown.what.find("no agent is named 'x'"), std::string::npos) << unknown.what;
  const ConfigError twice = error(replaced(kPanel, "[g, m]", "[g, m, g]"));
  EXPECT_EQ(twice.key, "panel.agents[2]");
  EXPECT_NE(twice.what.find("already in the panel"), std::string::npos) << twice.what;
  const ConfigError everyone = error(replaced(kPanel, "[g, m]", "[g, m, r, a]"));
  EXPECT_EQ(everyone.key, "panel.agents");
  EXPECT_NE(everyone.what.find("candidate"), std::string::npos) << everyone.what;

  const ConfigError trios = error(kPanel + "seats: trios\n");
  EXPECT_EQ(trios.key, "seats");
  EXPECT_NE(trios.what.find("format: panel"), std::string::npos) << trios.what;
  // Every rule set here has two teams; a panel of a Play-Test Edition holds a colour.
  EXPECT_EQ(
      parse_ok(replaced(kPanel, "team: alliance", "team: black") + "rules: playtest-standard\n")
          .panel->team,
      1);
}

TEST(TournamentConfig, APanelOfTwoCandidatesTakesAnSprtAndOfThreeIsRefusedAtItsLine) {
  const std::string stop = "stop:\n  sprt: {elo0: 0, elo1: 5, score: margin}\n";
  const auto c = parse_ok(kPanel + stop);
  ASSERT_TRUE(c.sprt);
  EXPECT_EQ(c.sprt->panel_candidates, (std::vector<std::string>{"r", "a"}));
  EXPECT_EQ(c.sprt->score, SprtScore::kMargin);
  // The fingerprint names the candidates, and a stored tournament's SPRT reads them back.
  EXPECT_NE(c.fingerprint().find("\nsprt 0 5 0.05 0.05 margin\nsprt_candidate r\n"
                                 "sprt_candidate a\n"),
            std::string::npos)
      << c.fingerprint();
  const auto stored = fingerprint_sprt(c.fingerprint());
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->panel_candidates, c.sprt->panel_candidates);
  EXPECT_EQ(stored->score, SprtScore::kMargin);
  // A two-agent SPRT names no candidates.
  EXPECT_TRUE(parse_ok(greedy_random_sprt(4)).sprt->panel_candidates.empty());

  // A panel of g alone leaves three candidates: r, a and m.
  const ConfigError three = parse_error(replaced(kPanel, "[g, m]", "[g]") + stop);
  EXPECT_EQ(three.file, "test.yaml");
  EXPECT_EQ(three.line, 17);  // the sprt line
  EXPECT_EQ(three.key, "stop.sprt");
  EXPECT_NE(three.what.find("exactly two candidates"), std::string::npos) << three.what;
  EXPECT_NE(three.what.find("3: r, a, m"), std::string::npos) << three.what;
  EXPECT_EQ(three.message().rfind("test.yaml:17: key 'stop.sprt': ", 0), 0u) << three.message();
  EXPECT_EQ(parse_error(replaced(kPanel, "[g, m]", "[g, m, a]") + stop).key, "stop.sprt");
}

TEST(TournamentConfig, ThePanelIsPartOfTheFingerprint) {
  const auto c = parse_ok(kPanel);
  EXPECT_NE(c.fingerprint().find("format panel\n"), std::string::npos) << c.fingerprint();
  EXPECT_NE(c.fingerprint().find("panel alliance g m\n"), std::string::npos) << c.fingerprint();
  const std::string base = c.fingerprint();
  EXPECT_NE(parse_ok(replaced(kPanel, "team: alliance", "team: establishment")).fingerprint(),
            base);
  EXPECT_NE(parse_ok(replaced(kPanel, "[g, m]", "[m, g]")).fingerprint(), base);
  EXPECT_NE(parse_ok(replaced(kPanel, "[g, m]", "[g]")).fingerprint(), base);
  // Other formats' fingerprints have no panel line (stored ones stay valid).
  EXPECT_EQ(parse_ok(kQuick).fingerprint().find("panel"), std::string::npos);
}

TEST(TournamentSchedule, RandomOpeningsAreReproducibleOngoingAndVaried) {
  const auto c = parse_ok(kQuick);
  EXPECT_EQ(opening_position(c, 5), opening_position(c, 5));
  EXPECT_NE(opening_position(c, 0), opening_position(c, 1));
  const auto opening = c.game->parse(opening_position(c, 0));
  ASSERT_TRUE(opening);
  EXPECT_FALSE((*opening)->is_over());
  EXPECT_EQ((*opening)->to_move(), 1);  // two plies played: North's turn
}

TEST(Match, EachPairOfGamesBeginsWithItsOwnRandomOpeningWhateverTheThreads) {
  const auto c = parse_ok(kQuick);
  MatchOptions options;
  options.agent_a = "random";
  options.agent_b = "greedy";
  options.games = 6;
  options.seed = 9;
  options.random_plies = 3;
  options.game = c.game;
  const std::vector<MatchGame> one = run_match(options);
  options.threads = 2;
  const std::vector<MatchGame> two = run_match(options);
  ASSERT_EQ(one.size(), 6u);
  for (std::size_t n = 0; n < one.size(); ++n) {
    EXPECT_EQ(one[n].start, two[n].start) << n;
    EXPECT_EQ(one[n].result, two[n].result) << n;
    EXPECT_EQ(one[n].start, random_opening(*c.game, 9, n / 2, 3)->notation()) << n;
  }
  EXPECT_EQ(one[0].start, one[1].start);  // the teams swapped on the same opening
  EXPECT_NE(one[0].start, one[2].start);
  const auto opening = c.game->parse(one[4].start);
  ASSERT_TRUE(opening);
  EXPECT_EQ((*opening)->to_move(), 2);  // three plies played: the Establishment seat (Black)
}

TEST(Match, IsTheRoundRobinOfItsTwoAgentsAndPlaysAProgramAsATournamentDoes) {
  const auto c = parse_ok(kQuick);
  MatchOptions options;
  options.agent_a = "external:/usr/bin/python3 " MINNAAR_FIXTURES_DIR "/players/random_player.py";
  options.agent_b = "greedy";
  options.games = 3;  // a pair and one game more
  options.seed = 5;
  options.game = c.game;
  const TournamentConfig config = match_config(options);
  ASSERT_EQ(config.agents.size(), 2u);
  ASSERT_TRUE(config.agents[0].external);
  EXPECT_EQ(config.games_per_pairing, 4);
  const std::vector<MatchGame> games = run_match(options);
  ASSERT_EQ(games.size(), 3u);
  PlayerPools pools = player_pools(config);
  const Schedule plan(config);
  for (const MatchGame& g : games) {
    // The game the tournament of the same config plays in that slot.
    const GameOutcome same = play_scheduled(config, plan.at(g.number), pools);
    EXPECT_EQ(g.result, same.result) << g.number;
    EXPECT_EQ(g.plies, same.plies) << g.number;
    EXPECT_EQ(same.termination.rfind("forfeit", 0), std::string::npos) << same.detail;
  }
  EXPECT_TRUE(games[0].a_holds_first);
  EXPECT_FALSE(games[1].a_holds_first);
}

TEST(Match, AdjudicatesAsATournamentWouldAndRefusesRulesTheGameCannotTake) {
  const auto c = parse_ok(kQuick);
  MatchOptions options;
  options.agent_a = "alphabeta:depth=2";
  options.agent_b = "greedy";
  options.games = 4;
  options.seed = 3;
  options.random_plies = 4;
  options.game = c.game;
  options.adjudication.resign = AdjudicationRules::Resign{500, 3};
  const TournamentConfig config = match_config(options);
  EXPECT_EQ(config.adjudication, options.adjudication);
  PlayerPools pools = player_pools(config);
  const Schedule plan(config);
  int adjudicated = 0;
  for (const MatchGame& g : run_match(options)) {
    const GameOutcome same = play_scheduled(config, plan.at(g.number), pools);
    EXPECT_EQ(g.plies, same.plies) << g.number;
    adjudicated += same.termination == kAdjudicatedResign;
  }
  EXPECT_GT(adjudicated, 0);
  // A draw rule is refused in a game without draws, any rule in a game that
  // is not constant-sum, as in a config.
  options.adjudication = {};
  options.adjudication.draw = AdjudicationRules::Draw{1, 1, 1};
  options.random_plies = 0;
  for (const game::GameInfo* registered : game::registered_games()) {
    const std::string& name = registered->name;
    auto loaded = game::load(name);
    ASSERT_TRUE(loaded) << name;
    if ((*loaded)->info().teams.size() != 2) continue;
    options.game = *loaded;
    const game::GameInfo& info = (*loaded)->info();
    if (info.has_draws && info.constant_sum)
      EXPECT_NO_THROW(match_config(options)) << name;
    else
      EXPECT_THROW(match_config(options), std::runtime_error) << name;
  }
}

TEST(Match, PlaysEachPairFromTheNextPositionOfAnOpeningsFile) {
  const auto c = parse_ok(kQuick);
  TempDb file;  // a temporary path, removed afterwards
  const std::string a = random_opening(*c.game, 1, 0, 2)->notation();
  const std::string b = random_opening(*c.game, 1, 1, 3)->notation();
  {
    std::ofstream out(file.path());
    out << "# two openings\n" << a << "\n\n" << b << "\n";
  }
  const auto positions = read_openings_file(file.path(), *c.game);
  ASSERT_TRUE(positions) << positions.error().message();
  ASSERT_EQ(*positions, (std::vector<std::string>{a, b}));
  MatchOptions options;
  options.agent_a = "random";
  options.agent_b = "greedy";
  options.games = 6;
  options.game = c.game;
  options.openings = *positions;
  const std::vector<MatchGame> games = run_match(options);
  ASSERT_EQ(games.size(), 6u);
  for (std::size_t n = 0; n < games.size(); ++n)
    EXPECT_EQ(games[n].start, n / 2 % 2 == 0 ? a : b) << n;
  {
    std::ofstream out(file.path());
    out << a << "\nnot a position\n";
  }
  const auto bad = read_openings_file(file.path(), *c.game);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().line, 2);
}

TEST(Match, WithoutRandomPliesEveryGameBeginsAtTheStart) {
  const auto c = parse_ok(kQuick);
  MatchOptions options;
  options.agent_a = "random";
  options.agent_b = "random";
  options.games = 4;
  options.game = c.game;
  for (const MatchGame& g : run_match(options)) EXPECT_EQ(g.start, c.game->start()->notation());
}

TEST(Match, RandomPliesFromAGivenStartPlayFromThatStart) {
  const auto c = parse_ok(kQuick);
  auto from = c.game->start();
  std::vector<game::Action> moves;
  from->legal_moves(moves);
  from->apply(moves[0]);
  const auto opening = random_opening(*c.game, 4, 0, 1, from.get());
  EXPECT_EQ(opening->to_move(), 1);  // the given ply and one random ply: North
}

TEST(GameStore, MigratesAVersion1DatabaseKeepingItsGames) {
  TempDb db;
  {
    GameStore old(db.path(), true, /*upgrade_to=*/1);
    EXPECT_EQ(old.schema_version(), 1);
    old.database().execute(
        "INSERT INTO tournaments (name, fingerprint, config_source, program_version, "
        "total_games, created_at) VALUES ('x', 'f', '', 'v', 1, 'now');"
        "INSERT INTO games (id, tournament_id, slot, pairing, opening, seed, south_agent, "
        "north_agent, establishment_agent, start_mfen, moves, final_mfen, result, termination, "
        "plies, duration_ms, started_at, finished_at) VALUES (4294967296, 1, 0, 0, 0, 9, 's', 's', "
        "'e', "
        "'m', '', 'f', 'alliance-wins', 'establishment-captured', 0, 1.5, 'a', 'b');");
  }
  GameStore store(db.path());
  EXPECT_EQ(store.schema_version(), kSchemaVersion);
  const auto games = store.games(1);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].seed, 9u);
  ASSERT_EQ(games[0].seats.size(), 3u);
  EXPECT_EQ(games[0].seats[0].agent, "s");
  EXPECT_EQ(games[0].seats[2].agent, "e");
  EXPECT_EQ(games[0].seats[0].nodes, 0u);
  EXPECT_EQ(games[0].seats[0].result, 1.0);  // the Alliance won
  EXPECT_EQ(games[0].seats[2].result, 0.0);
}

TEST(GameStore, AVersion6DatabaseMigratesWithEachSeatsReturnAsItsMargin) {
  TempDb db;
  {
    GameStore old(db.path(), true, /*upgrade_to=*/6);
    EXPECT_EQ(old.schema_version(), 6);
    old.database().execute(
        "INSERT INTO tournaments (name, fingerprint, config_source, program_version, "
        "total_games, created_at) VALUES ('x', 'f', '', 'v', 2, 'now');"
        "INSERT INTO game_records (id, tournament_id, slot, pairing, opening, seed, rules, "
        "start_state, moves, final_state, result, termination, plies, duration_ms, started_at, "
        "finished_at) VALUES (4294967296, 1, 0, 0, 0, 9, 'minnaar', 'm', '', 'f', "
        "'alliance-wins', 'establishment-captured', 0, 1.5, 'a', 'b'), (4294967297, 1, 1, 0, 0, "
        "9, 'minnaar', 'm', '', 'f', 'undecided-80-turns', '80-quiet-turns', 0, 1.5, 'a', 'b');"
        "INSERT INTO game_seats (game_id, seat, agent, nodes, return) VALUES "
        "(4294967296, 0, 's', 5, 1), (4294967296, 1, 's', 0, 1), (4294967296, 2, 'e', 7, 0), "
        "(4294967297, 0, 'e', 5, 0.5), (4294967297, 1, 'e', 0, 0.5), (4294967297, 2, 's', 7, "
        "0.5);");
  }
  GameStore store(db.path());
  EXPECT_EQ(store.schema_version(), kSchemaVersion);
  const auto games = store.games(1);
  ASSERT_EQ(games.size(), 2u);
  for (const StoredGame& g : games) {
    ASSERT_EQ(g.seats.size(), 3u);
    for (const SeatOutcome& seat : g.seats) EXPECT_EQ(seat.margin, seat.result) << g.slot;
  }
  EXPECT_EQ(games[0].seats[0].margin, 1.0);
  EXPECT_EQ(games[0].seats[2].margin, 0.0);
  EXPECT_EQ(games[1].seats[2].margin, 0.5);
  EXPECT_EQ(games[0].seats[2].nodes, 7u);  // the rest of the row as it was
}

TEST(GameStore, EverySeatsMarginIsStoredReadBackAndCheckedByReplay) {
  TempDb db;
  GameStore store(db.path());
  const auto c = parse_ok(kQuick);
  PlayerPools pools = player_pools(c);
  const GameOutcome g = play_scheduled(c, schedule(c)[0], pools);
  const auto final = c.game->parse(g.final_state);
  ASSERT_TRUE(final);
  ASSERT_TRUE((*final)->is_over());
  const std::vector<double> margins = (*final)->margins();
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat)
    EXPECT_EQ(g.seats[seat].margin, margins[seat]) << seat;
  const std::int64_t id = create_tournament(store, c, kQuick, "test", 12);
  store.insert_game(id, g);
  const auto back = store.game(id, g.slot);
  ASSERT_TRUE(back);
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat)
    EXPECT_EQ(back->seats[seat].margin, margins[seat]) << seat;
  EXPECT_EQ(replay_problem(*back), std::nullopt);
  StoredGame tampered = *back;
  tampered.seats[2].margin = 0.123;
  const auto problem = replay_problem(tampered);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("seat 2 stored margin 0.123"), std::string::npos) << *problem;
}

// verify/data/schema3/: a database written by the schema-3 program (the one
// before the game interface) from tournaments.yaml, five tournaments of
// both editions (pairs, trios, an SPRT stop, both Play-Test rule sets), and
// the standings that program reported for each.
fs::path schema3_dir() { return fs::path(__FILE__).parent_path() / "data" / "schema3"; }

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(GameStore, ASchema3DatabaseMigratesWithEveryTournamentsStandingsUnchanged) {
  TempDb db;
  fs::copy_file(schema3_dir() / "schema3.sqlite", db.path());
  {
    GameStore old(db.path(), /*create=*/false, /*upgrade_to=*/3);
    ASSERT_EQ(old.schema_version(), 3);
  }
  GameStore store(db.path(), /*create=*/false);
  EXPECT_EQ(store.schema_version(), kSchemaVersion);
  const auto tournaments = store.tournaments();
  ASSERT_EQ(tournaments.size(), 5u);
  int games = 0;
  for (const StoredTournament& t : tournaments) {
    SCOPED_TRACE(t.name);
    const auto rules = game::load(t.rules);
    ASSERT_TRUE(rules) << rules.error();
    EXPECT_EQ(t.rules, t.name == "playtest"        ? "playtest-standard"
                       : t.name == "contemplative" ? "playtest-contemplative"
                                                   : "minnaar");
    std::vector<std::string> names;
    for (const auto& [name, spec] : store.agents(t.id)) names.push_back(name);
    std::optional<SprtStop> sprt;
    if (t.name == "sprt") sprt = SprtStop{0, 50, 0.05, 0.05};
    const auto stored = store.games(t.id);
    for (const StoredGame& g : stored) {
      EXPECT_EQ(replay_problem(g), std::nullopt) << g.slot;
      ++games;
    }
    const Standings s = compute_standings((*rules)->info(), names, scored(stored), sprt);
    // The text as the schema-3 program wrote it, then the margins it did
    // not have: those of games stored before margins are their returns.
    const std::string text = standings_text(s),
                      schema3 = file_text(schema3_dir() / (t.name + ".txt"));
    EXPECT_EQ(text.substr(0, schema3.size()), schema3);
    EXPECT_EQ(text.substr(schema3.size(), 14), "\nmargin (95%) ") << text;
    for (const StoredGame& g : stored)
      for (const SeatOutcome& seat : g.seats) EXPECT_EQ(seat.margin, seat.result) << g.slot;
    for (const AgentStanding& a : s.agents) EXPECT_DOUBLE_EQ(a.margins.mean(), a.overall.mean());
  }
  EXPECT_EQ(games, 60);
  // The views keep schema 3's columns readable.
  storage::Statement south(store.database(),
                           "SELECT count(*) FROM games WHERE south_agent = 'random' AND "
                           "alliance_nodes >= 0 AND start_mfen <> ''");
  ASSERT_TRUE(south.step());
  EXPECT_GT(south.column_int(0), 0);
  storage::Statement white(store.database(),
                           "SELECT count(*) FROM playtest_games WHERE white_agent <> ''");
  ASSERT_TRUE(white.step());
  EXPECT_EQ(white.column_int(0), 10);
  // Resuming the same configs finds every tournament complete: the
  // fingerprints still match and nothing is played again.
  const auto configs = load_configs((schema3_dir() / "tournaments.yaml").string());
  ASSERT_TRUE(configs) << configs.error().message();
  for (const TournamentConfig& c : *configs) {
    RunOptions options;
    const RunReport report = run_tournament(c, "", store, options);
    EXPECT_TRUE(report.resumed) << c.name;
    EXPECT_EQ(report.played, 0) << c.name;
  }
}

TEST(GameStore, ProgramsOpeningANewDatabaseAtOnceAllFindItsSchemaComplete) {
  TempDb db;
  std::vector<std::thread> openers;
  std::atomic<int> failures{0};
  for (int i = 0; i < 8; ++i)
    openers.emplace_back([&] {
      try {
        GameStore store(db.path());
        if (store.schema_version() != kSchemaVersion) ++failures;
      } catch (const std::exception&) {
        ++failures;
      }
    });
  for (std::thread& t : openers) t.join();
  EXPECT_EQ(failures, 0);
}

TEST(GameStore, RefusesADatabaseFromANewerProgram) {
  TempDb db;
  { GameStore(db.path()).database().execute("PRAGMA user_version = 99"); }
  EXPECT_THROW(GameStore(db.path()), storage::SqliteError);
}

TEST(GameStore, AScheduleSlotIsStoredOnlyOnce) {
  TempDb db;
  GameStore store(db.path());
  const auto c = parse_ok(kQuick);
  PlayerPools pools = player_pools(c);
  const GameOutcome g = play_scheduled(c, schedule(c)[0], pools);
  const std::int64_t id = create_tournament(store, c, kQuick, "test", 12);
  store.insert_game(id, g);
  EXPECT_THROW(store.insert_game(id, g), storage::SqliteError);
  EXPECT_EQ(store.games(id).size(), 1u);
}

TEST(TournamentRun, TheSameConfigPlaysTheSameGamesOnOneOrTwoThreads) {
  TempDb one, two;
  const auto c = parse_ok(kQuick);
  const auto a = run_all(c, one.path(), 1);
  const auto b = run_all(c, two.path(), 2);
  ASSERT_EQ(a.size(), 12u);
  EXPECT_EQ(keys(a), keys(b));
}

TEST(TournamentRun, EveryStoredGameReplaysAndATamperedOneIsCaught) {
  TempDb db;
  auto games = run_all(parse_ok(kQuick), db.path(), 2);
  for (const StoredGame& g : games) EXPECT_EQ(replay_problem(g), std::nullopt) << g.slot;
  StoredGame bad = games[0];
  bad.result = bad.result == "alliance-wins" ? "establishment-wins" : "alliance-wins";
  EXPECT_NE(replay_problem(bad), std::nullopt);
  bad = games[0];
  bad.moves.pop_back();
  EXPECT_NE(replay_problem(bad), std::nullopt);
}

TEST(TournamentRun, AnInterruptedRunResumesToTheSameGamesWithNoneLostOrRepeated) {
  TempDb full, broken;
  const auto c = parse_ok(kQuick);
  const auto reference = run_all(c, full.path(), 1);
  {
    GameStore store(broken.path());
    RunOptions options;
    options.threads = 2;
    options.on_progress = [](const Progress& p) {
      if (p.done == 5) throw std::runtime_error("interrupted");
    };
    EXPECT_THROW(run_tournament(c, "", store, options), std::runtime_error);
    const auto stored = store.tournaments();
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].status, "running");
    EXPECT_LT(store.games(stored[0].id).size(), reference.size());
  }
  GameStore store(broken.path());
  RunOptions options;
  options.threads = 2;
  const RunReport report = run_tournament(c, "", store, options);
  EXPECT_TRUE(report.resumed);
  EXPECT_EQ(report.status, "finished");
  EXPECT_EQ(report.already_done + report.played, int(reference.size()));
  EXPECT_EQ(keys(store.games(report.tournament_id)), keys(reference));
}

TEST(TournamentRun, AChangedConfigIsRefusedUnlessANewTournamentIsAsked) {
  TempDb db;
  run_all(parse_ok(kQuick), db.path(), 1);
  const auto changed = parse_ok(replaced(kQuick, "seed: 3", "seed: 4"));
  GameStore store(db.path());
  try {
    run_tournament(changed, "", store, RunOptions{});
    FAIL() << "a changed config was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("different configuration"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("- seed 3"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("+ seed 4"), std::string::npos);
  }
  RunOptions fresh;
  fresh.new_tournament = true;
  const RunReport report = run_tournament(changed, "", store, fresh);
  EXPECT_FALSE(report.resumed);
  EXPECT_EQ(store.tournaments().size(), 2u);
  EXPECT_EQ(store.games(report.tournament_id).size(), 12u);
}

TEST(TournamentRun, AnSprtStopsTheRunOnceItDecides) {
  TempDb db;
  const auto c = parse_ok(greedy_random_sprt(400));
  GameStore store(db.path());
  RunOptions options;
  const RunReport report = run_tournament(c, "", store, options);
  EXPECT_EQ(report.status, "sprt-accepted-h1");
  // Greedy wins every game against random: a few pairs decide it.
  EXPECT_LT(report.played, 100);
  EXPECT_EQ(report.played % 2, 0);  // one thread: it stops after a whole pair
  const Standings s = compute_standings(c.game->info(), {"greedy", "random"},
                                        scored(store.games(report.tournament_id)), c.sprt);
  ASSERT_TRUE(s.sprt);
  EXPECT_GE(s.sprt->llr, s.sprt->upper);
  EXPECT_NE(standings_text(s).find("H1 accepted"), std::string::npos);
  EXPECT_EQ(store.tournaments()[0].status, "sprt-accepted-h1");
}

TEST(TournamentRun, APanelTournamentStoresEveryCandidatesGamesAndResumes) {
  TempDb db, again;
  const auto c = parse_ok(kPanel);
  const auto games = run_all(c, db.path(), 2);
  ASSERT_EQ(games.size(), 12u);
  for (const StoredGame& g : games) {
    EXPECT_EQ(g.seats[0].agent, g.seats[1].agent);
    EXPECT_TRUE(g.seats[0].agent == "g" || g.seats[0].agent == "m") << g.seats[0].agent;
    EXPECT_TRUE(g.seats[2].agent == "r" || g.seats[2].agent == "a") << g.seats[2].agent;
    EXPECT_EQ(g.start_state, opening_position(c, g.opening));
    EXPECT_EQ(replay_problem(g), std::nullopt) << g.slot;
  }
  // A killed run resumes to the same games.
  {
    GameStore store(again.path());
    RunOptions options;
    options.on_progress = [](const Progress& p) {
      if (p.done == 5) throw std::runtime_error("interrupted");
    };
    EXPECT_THROW(run_tournament(c, "", store, options), std::runtime_error);
  }
  EXPECT_EQ(keys(run_all(c, again.path(), 2)), keys(games));

  // Standings: every candidate plays the Establishment only, and no game
  // pairs are made up from games that were never played with the seats
  // swapped.
  const Standings s =
      compute_standings(c.game->info(), {"r", "g", "a", "m"}, scored(games), c.sprt);
  EXPECT_EQ(s.games, 12);
  for (const AgentStanding& a : s.agents) {
    const bool member = a.name == "g" || a.name == "m";
    EXPECT_EQ(a.overall.games, 6) << a.name;
    EXPECT_EQ(a.by_team[member ? 1 : 0].games, 0) << a.name;
  }
  EXPECT_TRUE(s.pairings.empty());
  EXPECT_FALSE(s.sprt);
  EXPECT_EQ(standings_text(s).find("pentanomial"), std::string::npos) << standings_text(s);
  EXPECT_NE(standings_json(s).find("\"pairings\": []"), std::string::npos);
}

// Alpha-beta at depth 2 and random as the Establishment against a greedy
// Alliance: which is the better Establishment?
const std::string kPanelSprt = R"(version: 1
name: panel-sprt
seed: 2
agents:
  - {name: ab2, type: alphabeta, params: {depth: 2}}
  - {name: random, type: random}
  - {name: greedy, type: greedy}
format: panel
panel:
  team: alliance
  agents: [greedy]
games_per_pairing: 400
openings:
  random_plies: 2
stop:
  sprt: {elo0: 0, elo1: 20, score: margin}
)";

TEST(TournamentRun, APanelSprtStopsOnceItFindsTheBetterCandidateAndResumes) {
  TempDb db, again;
  const auto c = parse_ok(kPanelSprt);
  GameStore store(db.path());
  const RunReport report = run_tournament(c, "", store, RunOptions{});
  EXPECT_EQ(report.status, "sprt-accepted-h1");
  EXPECT_LT(report.played, 200);
  EXPECT_EQ(report.played % 2, 0);  // one thread: it stops after a whole pair
  EXPECT_EQ(store.tournaments()[0].status, "sprt-accepted-h1");
  const auto games = store.games(report.tournament_id);
  const Standings s =
      compute_standings(c.game->info(), {"ab2", "random", "greedy"}, scored(games), c.sprt);
  ASSERT_TRUE(s.sprt);
  EXPECT_GE(s.sprt->llr, s.sprt->upper);
  ASSERT_EQ(s.pairings.size(), 1u);
  EXPECT_EQ(s.pairings[0].first, "ab2");
  EXPECT_EQ(s.pairings[0].margin_pairs.pairs(), report.played / 2);
  EXPECT_GT(s.pairings[0].pair_margin_score, 0.5);
  // A stored tournament's report finds the same test from its fingerprint.
  const Standings stored =
      compute_standings(c.game->info(), {"ab2", "random", "greedy"}, scored(games),
                        fingerprint_sprt(store.tournaments()[0].fingerprint));
  ASSERT_TRUE(stored.sprt);
  EXPECT_EQ(stored.sprt->llr, s.sprt->llr);
  // Each pair's games start from one opening on one seed.
  for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
    EXPECT_EQ(games[i].start_state, games[i + 1].start_state);
    EXPECT_EQ(games[i].seed, games[i + 1].seed);
  }
  // Run again: the test has decided, nothing is played.
  const RunReport rerun = run_tournament(c, "", store, RunOptions{});
  EXPECT_TRUE(rerun.resumed);
  EXPECT_EQ(rerun.played, 0);
  EXPECT_EQ(rerun.status, "sprt-accepted-h1");

  // A run killed before the test decides resumes to the same games and verdict.
  {
    GameStore interrupted(again.path());
    RunOptions options;
    options.on_progress = [](const Progress& p) {
      if (p.done == 5) throw std::runtime_error("interrupted");
    };
    EXPECT_THROW(run_tournament(c, "", interrupted, options), std::runtime_error);
    EXPECT_EQ(interrupted.games(interrupted.tournaments()[0].id).size(), 5u);
  }
  GameStore resumed(again.path());
  const RunReport second = run_tournament(c, "", resumed, RunOptions{});
  EXPECT_TRUE(second.resumed);
  EXPECT_EQ(second.already_done, 5);
  EXPECT_EQ(second.status, "sprt-accepted-h1");
  EXPECT_EQ(keys(resumed.games(second.tournament_id)), keys(games));
}

TEST(TournamentRun, AnSprtOnMarginsStopsTheRunOnceItDecides) {
  TempDb db;
  const auto c =
      parse_ok(replaced(greedy_random_sprt(400), "elo1: 20}", "elo1: 20, score: margin}"));
  ASSERT_EQ(c.sprt->score, SprtScore::kMargin);
  GameStore store(db.path());
  const RunReport report = run_tournament(c, "", store, RunOptions{});
  EXPECT_EQ(report.status, "sprt-accepted-h1");
  EXPECT_LT(report.played, 400);
  const auto games = store.games(report.tournament_id);
  const Standings s =
      compute_standings(c.game->info(), {"greedy", "random"}, scored(games), c.sprt);
  ASSERT_TRUE(s.sprt);
  EXPECT_GE(s.sprt->llr, s.sprt->upper);
  // The test is the margin one: the LLR of the pairs' margin scores, not of the pentanomial.
  ASSERT_EQ(s.pairings.size(), 1u);
  EXPECT_EQ(s.sprt->llr, sprt(s.pairings[0].margin_pairs, SprtBounds{.elo0 = 0, .elo1 = 20}).llr);
  EXPECT_EQ(s.pairings[0].margin_pairs.pairs(), s.pairings[0].pairs.pairs());
  EXPECT_GT(s.pairings[0].pair_margin_score, 0.5);
  const std::string text = standings_text(s);
  EXPECT_NE(text.find("(normalized Elo, pair margin scores)"), std::string::npos) << text;
  EXPECT_NE(standings_json(s).find("\"score\": \"margin\""), std::string::npos);
}

TEST(TournamentRun, PlayTestTournamentsStoreTheirRuleSetAndReplay) {
  for (const char* rules : {"playtest-standard", "playtest-contemplative"}) {
    TempDb one, two;
    const auto c = parse_ok(replaced(kQuick, "name: t", std::string("name: t\nrules: ") + rules));
    EXPECT_EQ(c.game->name(), rules);
    const auto a = run_all(c, one.path(), 1);
    const auto b = run_all(c, two.path(), 2);
    ASSERT_EQ(a.size(), 12u);
    EXPECT_EQ(keys(a), keys(b));
    for (const StoredGame& g : a) {
      EXPECT_EQ(g.rules, rules);
      EXPECT_EQ(replay_problem(g), std::nullopt) << g.slot;
      EXPECT_NE(g.result.find("sovereignty"), std::string::npos) << g.result;
    }
    StoredGame wrong = a[0];
    wrong.rules = "minnaar";  // the same moves under the other edition's rules
    EXPECT_NE(replay_problem(wrong), std::nullopt);
  }
}

TEST(TournamentConfig, PlayTestRulesRefuseTriosAndTakeTheAntiStallSwitch) {
  EXPECT_EQ(parse_error(replaced(kQuick, "games_per_pairing: 4", "games_per_pairing: 3") +
                        "rules: playtest-standard\nseats: trios\n")
                .key,
            "seats");
  EXPECT_EQ(parse_error(kQuick + "rules: chess\n").key, "rules");
  EXPECT_EQ(parse_error(kQuick + "anti_stall: false\n").key, "anti_stall");  // minnaar has none
  // Without the anti-stall rule a game may never end.
  EXPECT_NE(parse_error(kQuick + "rules: playtest-contemplative\nanti_stall: false\n")
                .what.find("may never end"),
            std::string::npos);
  const auto c = parse_ok(kQuick + "rules: playtest-contemplative\nanti_stall: true\n");
  EXPECT_EQ(c.game->parameters().at("anti_stall"), "true");
  EXPECT_NE(c.fingerprint().find("rules playtest-contemplative\n"), std::string::npos);
  // Agents are checked against the Play-Test Edition's parameters.
  EXPECT_NE(parse_error(kQuick + "rules: playtest-standard\nbudget: {smaller_group: 1}\n")
                .what.find("no agent type takes this parameter"),
            std::string::npos);
}

const game::GameInfo& minnaar_info() { return (*game::load("minnaar"))->info(); }

// A current-edition game: `alliance` holds South and North.
StoredGame game(int slot, int pairing, int opening, const std::string& alliance,
                const std::string& establishment, const std::string& result) {
  StoredGame g;
  g.slot = slot;
  g.pairing = pairing;
  g.opening = opening;
  const double alliance_return = result == "alliance-wins"        ? 1
                                 : result == "establishment-wins" ? 0
                                                                  : 0.5;
  g.seats = {{alliance, 0, alliance_return},
             {alliance, 0, alliance_return},
             {establishment, 0, 1 - alliance_return}};
  g.result = result;
  g.termination = result == "alliance-wins" ? "establishment-captured" : "80-quiet-turns";
  return g;
}

TEST(Standings, ScoresPerSeatAndPentanomialPairsMatchAHandCount) {
  // Three openings of A vs B. Pair points for A: (win, draw) = 1.5,
  // (win, loss) = 1, (draw, draw) = 1; a fourth pair is incomplete.
  const std::vector<StoredGame> games = {
      game(0, 0, 0, "A", "B", "alliance-wins"),      game(1, 0, 0, "B", "A", "undecided-80-turns"),
      game(2, 0, 1, "A", "B", "alliance-wins"),      game(3, 0, 1, "B", "A", "alliance-wins"),
      game(4, 0, 2, "A", "B", "undecided-80-turns"), game(5, 0, 2, "B", "A", "undecided-80-turns"),
      game(6, 0, 3, "A", "B", "alliance-wins"),
  };
  const Standings s = compute_standings(minnaar_info(), {"A", "B"}, scored(games), std::nullopt);
  ASSERT_EQ(s.agents.size(), 2u);
  EXPECT_EQ(s.agents[0].name, "A");  // 4.5 of 7 points
  EXPECT_DOUBLE_EQ(s.agents[0].overall.points(), 4.5);
  EXPECT_EQ(s.agents[0].by_team[0].wins, 3);  // as the Alliance
  EXPECT_EQ(s.agents[0].by_team[0].draws, 1);
  EXPECT_EQ(s.agents[0].by_team[1].draws, 2);  // as the Establishment
  EXPECT_EQ(s.agents[0].by_team[1].losses, 1);
  EXPECT_DOUBLE_EQ(s.agents[1].overall.points(), 2.5);
  ASSERT_EQ(s.pairings.size(), 1u);
  EXPECT_EQ(s.pairings[0].first, "A");
  EXPECT_EQ(s.pairings[0].pairs.counts, (std::array<int, 5>{0, 0, 2, 1, 0}));
  EXPECT_EQ(s.team_wins[0], 4);  // the Alliance
  EXPECT_EQ(s.draws, 3);
  EXPECT_GT(s.agents[0].rating.elo, s.agents[1].rating.elo);
}

TEST(Standings, APairingWithNoCompletePairIsLeftOutOfThePairs) {
  // A panel's games: one per opening, never with the seats swapped.
  const std::vector<StoredGame> panel = {
      game(0, 0, 0, "P", "X", "alliance-wins"), game(1, 1, 0, "P", "Y", "establishment-wins"),
      game(2, 0, 1, "P", "X", "alliance-wins"), game(3, 1, 1, "P", "Y", "undecided-80-turns")};
  const Standings s =
      compute_standings(minnaar_info(), {"P", "X", "Y"}, scored(panel), std::nullopt);
  EXPECT_TRUE(s.pairings.empty());
  const auto p = std::find_if(s.agents.begin(), s.agents.end(),
                              [](const AgentStanding& a) { return a.name == "P"; });
  ASSERT_NE(p, s.agents.end());
  EXPECT_DOUBLE_EQ(p->overall.points(), 2.5);
  EXPECT_EQ(p->by_team[0].games, 4);
  // A pairing of pairs with a complete pair is kept, its lone game scored.
  std::vector<StoredGame> mixed = panel;
  mixed.push_back(game(4, 2, 0, "X", "Y", "alliance-wins"));
  mixed.push_back(game(5, 2, 0, "Y", "X", "alliance-wins"));
  mixed.push_back(game(6, 2, 1, "X", "Y", "alliance-wins"));
  const auto pairs = pairing_results(minnaar_info(), scored(mixed));
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].first, "X");
  EXPECT_EQ(pairs[0].pairs.pairs(), 1);
  EXPECT_EQ(pairs[0].first_score.games, 3);
}

// The same game with the Alliance's seats given `alliance` as margin, the
// Establishment 1 - alliance.
StoredGame with_margin(StoredGame g, double alliance) {
  g.seats[0].margin = g.seats[1].margin = alliance;
  g.seats[2].margin = 1 - alliance;
  return g;
}

TEST(Standings, MarginsPerAgentAndPairMarginScoresMatchAHandCount) {
  // A's margin in each game (the Alliance's when A holds it, 1 minus it otherwise):
  //   opening 0: 0.9 (A wins as the Alliance), 1 - 0.6 = 0.4   -> pair (0.9 + 0.4) / 2 = 0.65
  //   opening 1: 0.8, 1 - 0.95 = 0.05                          -> pair 0.425
  //   opening 2: 0.5, 1 - 0.45 = 0.55                          -> pair 0.525
  //   opening 3: 0.85, its pair incomplete
  // A overall: (0.9 + 0.4 + 0.8 + 0.05 + 0.5 + 0.55 + 0.85) / 7 = 4.05 / 7;
  // as the Alliance (0.9 + 0.8 + 0.5 + 0.85) / 4 = 0.7625, as the Establishment
  // (0.4 + 0.05 + 0.55) / 3 = 1/3; B overall (7 - 4.05) / 7 = 2.95 / 7.
  // Pair margin scores 0.65, 0.425, 0.525: mean 1.6 / 3 = 0.5333333; deviations 0.1166667,
  // -0.1083333, -0.0083333; variance (0.0136111 + 0.0117361 + 0.0000694) / 3 = 0.0084722;
  // 95% interval 1.96 sqrt(0.0084722 / 3) = 0.1041584.
  const std::vector<StoredGame> games = {
      with_margin(game(0, 0, 0, "A", "B", "alliance-wins"), 0.9),
      with_margin(game(1, 0, 0, "B", "A", "undecided-80-turns"), 0.6),
      with_margin(game(2, 0, 1, "A", "B", "alliance-wins"), 0.8),
      with_margin(game(3, 0, 1, "B", "A", "alliance-wins"), 0.95),
      with_margin(game(4, 0, 2, "A", "B", "undecided-80-turns"), 0.5),
      with_margin(game(5, 0, 2, "B", "A", "undecided-80-turns"), 0.45),
      with_margin(game(6, 0, 3, "A", "B", "alliance-wins"), 0.85),
  };
  const Standings s = compute_standings(minnaar_info(), {"A", "B"}, scored(games), std::nullopt);
  ASSERT_EQ(s.agents[0].name, "A");
  EXPECT_EQ(s.agents[0].margins.games, 7);
  EXPECT_NEAR(s.agents[0].margins.mean(), 4.05 / 7, 1e-12);
  EXPECT_NEAR(s.agents[0].margins_by_team[0].mean(), 0.7625, 1e-12);
  EXPECT_NEAR(s.agents[0].margins_by_team[1].mean(), 1.0 / 3, 1e-12);
  EXPECT_NEAR(s.agents[1].margins.mean(), 2.95 / 7, 1e-12);
  ASSERT_EQ(s.pairings.size(), 1u);
  const PairingResult& p = s.pairings[0];
  EXPECT_EQ(p.margin_pairs.pairs(), 3);
  EXPECT_EQ(p.first_margins.games, 7);
  EXPECT_NEAR(p.pair_margin_score, 1.6 / 3, 1e-12);
  EXPECT_NEAR(p.pair_margin_score_margin95, 0.1041584, 1e-7);
  // The SPRT of a margin stop rule is the one on these three pair scores.
  SprtStop stop{0, 5, 0.05, 0.05, SprtScore::kMargin};
  PairScores three;
  for (const double x : {0.65, 0.425, 0.525}) three.add(x);
  const auto test = sprt_of(s.pairings, stop);
  ASSERT_TRUE(test);
  EXPECT_NEAR(test->llr, sprt(three, SprtBounds{.elo0 = 0, .elo1 = 5}).llr, 1e-9);
  stop.score = SprtScore::kResult;
  EXPECT_EQ(sprt_of(s.pairings, stop)->llr, sprt(p.pairs, SprtBounds{.elo0 = 0, .elo1 = 5}).llr);
}

TEST(Standings, APanelSprtPairsTheCandidatesGamesAgainstEachMemberFromEachOpening) {
  // Candidates A and B hold the Establishment against the panel P, Q (the
  // Alliance). A's points s_A + (1 - s_B) per pair, and its margin score
  // (m_A + 1 - m_B) / 2 (the Alliance's margin x gives the Establishment 1 - x):
  //   opening 0, P: A wins, B loses          2    m (0.7 + 1 - 0.1) / 2 = 0.8
  //   opening 0, Q: both lose                1    (0.4 + 1 - 0.2) / 2 = 0.6
  //   opening 1, P: A draws, B wins          0.5  (0.5 + 1 - 0.8) / 2 = 0.35
  //   opening 1, Q: A wins, B draws          1.5  (0.9 + 1 - 0.5) / 2 = 0.7
  //   opening 2, P: A loses, B's game not stored: no pair
  // Pentanomial 0 1 1 1 1; pair score 5 / 8; pair margin score 2.45 / 4.
  const std::vector<StoredGame> games = {
      with_margin(game(0, 0, 0, "P", "A", "establishment-wins"), 0.3),
      with_margin(game(1, 2, 0, "P", "B", "alliance-wins"), 0.9),
      with_margin(game(2, 1, 0, "Q", "A", "alliance-wins"), 0.6),
      with_margin(game(3, 3, 0, "Q", "B", "alliance-wins"), 0.8),
      with_margin(game(4, 0, 1, "P", "A", "undecided-80-turns"), 0.5),
      with_margin(game(5, 2, 1, "P", "B", "establishment-wins"), 0.2),
      with_margin(game(6, 1, 1, "Q", "A", "establishment-wins"), 0.1),
      with_margin(game(7, 3, 1, "Q", "B", "undecided-80-turns"), 0.5),
      with_margin(game(8, 0, 2, "P", "A", "alliance-wins"), 0.95),
  };
  SprtStop stop{0, 5, 0.05, 0.05, SprtScore::kResult, {"A", "B"}};
  const auto pairs = pairing_results(minnaar_info(), scored(games), stop);
  ASSERT_EQ(pairs.size(), 1u);
  const PairingResult& p = pairs[0];
  EXPECT_EQ(p.first, "A");
  EXPECT_EQ(p.second, "B");
  EXPECT_EQ(p.panel_team, 1);  // the Establishment
  EXPECT_EQ(p.pairs.counts, (std::array<int, 5>{0, 1, 1, 1, 1}));
  EXPECT_EQ(p.first_score.games, 8);  // the complete pairs' games only
  EXPECT_DOUBLE_EQ(p.first_score.points(), 5);
  EXPECT_DOUBLE_EQ(p.pair_score, 5.0 / 8);
  EXPECT_EQ(p.margin_pairs.pairs(), 4);
  EXPECT_NEAR(p.pair_margin_score, 2.45 / 4, 1e-12);
  EXPECT_EQ(p.elo.elo, logistic_elo(p.pairs).elo);
  PairScores margins;
  for (const double x : {0.8, 0.6, 0.35, 0.7}) margins.add(x);
  const SprtBounds bounds{.elo0 = 0, .elo1 = 5};
  EXPECT_EQ(sprt_of(pairs, stop)->llr, sprt(p.pairs, bounds).llr);
  stop.score = SprtScore::kMargin;
  EXPECT_NEAR(sprt_of(pairs, stop)->llr, sprt(margins, bounds).llr, 1e-9);

  // The candidates the other way round: B's view, every pair mirrored.
  SprtStop mirrored = stop;
  mirrored.panel_candidates = {"B", "A"};
  EXPECT_EQ(pairing_results(minnaar_info(), scored(games), mirrored)[0].pairs.counts,
            (std::array<int, 5>{1, 1, 1, 1, 0}));
  // A pair counts only once both games are stored: without B's last game,
  // opening 1 against Q (1.5 points) is no pair; without complete pairs, no result.
  std::vector<StoredGame> fewer(games.begin(), games.begin() + 7);
  EXPECT_EQ(pairing_results(minnaar_info(), scored(fewer), stop)[0].pairs.counts,
            (std::array<int, 5>{0, 1, 1, 0, 1}));
  EXPECT_TRUE(
      pairing_results(minnaar_info(), scored({games[0], games[2], games[8]}), stop).empty());
  // Without the candidates a panel's games make no pairs, as before.
  EXPECT_TRUE(pairing_results(minnaar_info(), scored(games)).empty());

  // The reports say what is compared, as which team, and the pair statistics.
  const Standings s = compute_standings(minnaar_info(), {"P", "Q", "A", "B"}, scored(games), stop);
  ASSERT_TRUE(s.sprt);
  EXPECT_NEAR(s.sprt->llr, sprt(margins, bounds).llr, 1e-9);
  const std::string text = standings_text(s);
  EXPECT_NE(text.find("A vs B as the Establishment against the panel: 4 pairs (8 games)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("pair margin 0.61"), std::string::npos) << text;
  EXPECT_NE(text.find("Elo of A over B +"), std::string::npos) << text;
  const std::string json = standings_json(s);
  EXPECT_NE(json.find("\"panel\": {"), std::string::npos) << json;
  EXPECT_NE(json.find("\"team\": \"establishment\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"panel_team\": \"establishment\""), std::string::npos) << json;
}

TEST(Standings, CooperativeGamesGiveBothSovereignPartnersTheAlliancesPoints) {
  StoredGame g = game(0, 0, 0, "A", "C", "establishment-wins");
  g.seats[1].agent = "B";
  const auto points = agent_points(minnaar_info(), scored(g));
  ASSERT_EQ(points.size(), 3u);
  EXPECT_EQ(points[0], (std::pair<std::string, double>{"A", 0}));
  EXPECT_EQ(points[1], (std::pair<std::string, double>{"B", 0}));
  EXPECT_EQ(points[2], (std::pair<std::string, double>{"C", 1}));
}

TEST(Standings, TheReportFormatsCarryTheSameNumbers) {
  const std::vector<StoredGame> games = {game(0, 0, 0, "A", "B", "alliance-wins"),
                                         game(1, 0, 0, "B", "A", "undecided-80-turns")};
  const Standings s = compute_standings(minnaar_info(), {"A", "B"}, scored(games), std::nullopt);
  EXPECT_NE(standings_text(s).find("0.750"), std::string::npos) << standings_text(s);
  EXPECT_NE(standings_json(s).find("\"score\": 0.75"), std::string::npos) << standings_json(s);
  EXPECT_NE(standings_csv(s).find("1,\"A\",2,0.7500,1,1,0"), std::string::npos) << standings_csv(s);
}

TEST(Standings, EveryFormatShowsTheMargins) {
  // A's margins 0.9 and 1 - 0.45 = 0.55: mean 0.725; as the Alliance 0.9, as the
  // Establishment 0.55; one pair of margin score 0.725.
  const std::vector<StoredGame> games = {
      with_margin(game(0, 0, 0, "A", "B", "alliance-wins"), 0.9),
      with_margin(game(1, 0, 0, "B", "A", "undecided-80-turns"), 0.45)};
  const Standings s = compute_standings(minnaar_info(), {"A", "B"}, scored(games), std::nullopt);
  const std::string text = standings_text(s);
  EXPECT_NE(text.find("\nmargin (95%)"), std::string::npos) << text;
  EXPECT_NE(text.find("0.725 +-"), std::string::npos) << text;
  EXPECT_NE(text.find("0.900 +-"), std::string::npos) << text;
  EXPECT_NE(text.find("pair margin (first agent's view)"), std::string::npos) << text;
  const std::string json = standings_json(s);
  EXPECT_NE(json.find("\"margin\": {"), std::string::npos) << json;
  EXPECT_NE(json.find("\"margin_as_first_team\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"pair_margin_score\": 0.72"), std::string::npos) << json;
  const std::string csv = standings_csv(s);
  EXPECT_NE(csv.find(",elo,elo_margin95,margin,margin_margin95,first_team_margin,"
                     "second_team_margin,"),
            std::string::npos)
      << csv;
  EXPECT_NE(csv.find(",0.7250,"), std::string::npos) << csv;
  EXPECT_NE(csv.find(",0.9000,0.5500,"), std::string::npos) << csv;
}

// A database written by another program may number pairings otherwise:
// games of several agent pairs under one pairing number and opening make
// no game pair and corrupt nothing.
TEST(Standings, GamesOfSeveralAgentPairsUnderOnePairingNumberMakeNoPair) {
  const std::vector<StoredGame> games = {
      game(0, 0, 0, "A", "B", "alliance-wins"), game(1, 0, 0, "C", "A", "alliance-wins"),
      game(2, 0, 1, "A", "B", "alliance-wins"), game(3, 0, 1, "B", "A", "establishment-wins")};
  const auto pairs = pairing_results(minnaar_info(), scored(games));
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].first, "A");
  EXPECT_EQ(pairs[0].pairs.pairs(), 1);      // opening 1 only
  EXPECT_EQ(pairs[0].pairs.counts[4], 1);    // A won both
  EXPECT_EQ(pairs[0].first_score.games, 3);  // C's game is not A against B
}

TEST(Standings, EveryFormatShowsEachAgentsRatingInEachSeat) {
  // Three agents; every game is won by the Alliance except where C holds the
  // Establishment: C, undefeated there, rates highest as the Establishment.
  std::vector<StoredGame> games;
  int slot = 0, seating = 0;
  for (const auto& [alliance, establishment] : std::vector<std::pair<std::string, std::string>>{
           {"A", "B"}, {"B", "A"}, {"A", "C"}, {"C", "A"}, {"B", "C"}, {"C", "B"}}) {
    for (int k = 0; k < 4; ++k)  // pairing: one per two agents, as schedule() numbers them
      games.push_back(game(slot++, seating / 2, k, alliance, establishment,
                           establishment == "C" ? "establishment-wins" : "alliance-wins"));
    ++seating;
  }
  const Standings s =
      compute_standings(minnaar_info(), {"A", "B", "C"}, scored(games), std::nullopt);
  std::vector<RatedGame> rated;
  std::map<std::string, int> index = {{"A", 0}, {"B", 1}, {"C", 2}};
  for (const StoredGame& g : games)
    rated.push_back(
        {index[g.seats[0].agent], index[g.seats[2].agent],
         g.result == "alliance-wins" ? SideResult::kFirstTeamWins : SideResult::kSecondTeamWins});
  const SeatRatings expected = fit_seat_ratings(3, rated);
  for (const AgentStanding& a : s.agents) {
    const SeatRating& e = expected.agents[std::size_t(index[a.name])];
    EXPECT_DOUBLE_EQ(a.seat_rating.as_first_team.elo, e.as_first_team.elo) << a.name;
    EXPECT_DOUBLE_EQ(a.seat_rating.as_second_team.elo, e.as_second_team.elo) << a.name;
  }
  ASSERT_NE(strongest_holding(s, 1), nullptr);
  EXPECT_EQ(strongest_holding(s, 1)->name, "C");
  // Two agents that met only each other: A's Alliance ratings face B's
  // Establishment ratings only, and the other way; none compares.
  const std::vector<StoredGame> two(games.begin(), games.begin() + 8);
  const Standings apart = compute_standings(minnaar_info(), {"A", "B"}, scored(two), std::nullopt);
  EXPECT_FALSE(apart.seat_ratings_comparable[0]);
  EXPECT_EQ(strongest_holding(apart, 1), nullptr);
  EXPECT_NE(standings_text(apart).find("none is named strongest"), std::string::npos);
  EXPECT_TRUE(s.seat_ratings_comparable[0] && s.seat_ratings_comparable[1]);
  const std::string text = standings_text(s);
  EXPECT_NE(text.find("seat rating (Elo, 95%)"), std::string::npos) << text;
  EXPECT_NE(text.find("strongest as the Establishment: C\n"), std::string::npos) << text;
  const std::string json = standings_json(s);
  EXPECT_NE(json.find("\"elo_as_second_team\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"strongest_second_team\": \"C\""), std::string::npos) << json;
  const std::string csv = standings_csv(s);
  EXPECT_NE(csv.find(",first_team_elo,first_team_elo_margin95,second_team_elo,"
                     "second_team_elo_margin95\n"),
            std::string::npos)
      << csv;
}

}  // namespace
}  // namespace minnaar::tournament
