// What players report about their moves (move_info.h), stored and read
// back, and the adjudication on those reports (adjudication.h): on
// hand-made score sequences, and in tournaments that store, verify and
// count adjudicated games.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/words.h"
#include "tournament/play/adjudication.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/evaluation.h"
#include "tournament/players/move_info.h"
#include "tournament/report/standings_report.h"
#include "tournament/run/config.h"
#include "tournament/stats/standings.h"
#include "tournament/store/export.h"
#include "tournament/store/game_store.h"
#include "tournament/store/replay.h"
#include "verify/tournament_support.h"

namespace minnaar::tournament {
namespace {

MoveInfo full_info() {
  MoveInfo info;
  info.seat = 2;
  info.score = -35;
  info.depth = 4;
  info.seldepth = 9;
  info.nodes = 51'200;
  info.visits = 1000;
  info.value = 0.1;  // not exact in binary: must still read back equal
  info.time_us = 4'125;
  info.clock_ms = 59'000;
  info.pv = "a5a8 h5h7 d8d5";
  info.extra = "hashfull 12 tbhits 0";
  return info;
}

MoveInfo from_words(const std::string& line) {
  MoveInfo info;
  const auto words = words_of(line);
  read_info_words({words.begin() + 1, words.end()}, info);  // after "info"
  return info;
}

TEST(MoveData, EveryFieldReadsBackAsWritten) {
  MoveInfo only_seat;
  only_seat.seat = 0;
  MoveInfo only_pv;
  only_pv.pv = "e1e4";
  MoveInfo only_extra;
  only_extra.extra = "votes 3/5";
  const std::vector<MoveInfo> infos{full_info(), only_seat, MoveInfo{}, only_pv, only_extra};
  const std::string text = encode_move_infos(infos);
  EXPECT_EQ(text.find('\n'), text.find("hashfull 12 tbhits 0") + 20) << text;
  const auto back = decode_move_infos(text, infos.size());
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, infos);
}

TEST(MoveData, AGameWithoutReportsTakesNoSpace) {
  EXPECT_EQ(encode_move_infos({}), "");
  EXPECT_EQ(encode_move_infos({MoveInfo{}, MoveInfo{}}), "");
  const auto back = decode_move_infos("", 3);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->size(), 3u);
  EXPECT_TRUE((*back)[2].empty());
}

TEST(MoveData, ABrokenRecordIsRefusedNamingItsLine) {
  const auto bad = decode_move_infos("0\t12\n1\tx12\n", 2);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error(), "move data line 2: score 'x12' is not a number");
  const auto long_one = decode_move_infos("0\n1\n2\n", 2);
  ASSERT_FALSE(long_one);
  EXPECT_EQ(long_one.error(), "move data line 3: the game has 2 plies");
}

TEST(MoveData, TheProtocolsInfoLineIsReadKeyByKey) {
  const MoveInfo info = from_words("info depth 3 nodes 5120 score 35 pv a5a8");
  EXPECT_EQ(info.depth, 3);
  EXPECT_EQ(info.nodes, 5120u);
  EXPECT_EQ(info.score, 35);
  EXPECT_EQ(info.pv, "a5a8");
  EXPECT_EQ(info.extra, "");
}

TEST(MoveData, UciStyleScoresAreUnderstood) {
  EXPECT_EQ(from_words("info score cp -120").score, -120);
  EXPECT_EQ(from_words("info score mate 3").score, kWinScore - 3);
  EXPECT_EQ(from_words("info score mate -2").score, -(kWinScore - 2));
}

TEST(MoveData, UnknownKeysAndUnreadableValuesAreKeptAsText) {
  const MoveInfo info = from_words("info time 12 depth x hashfull 500 nodes 7 currmove a1a2");
  EXPECT_EQ(info.nodes, 7u);
  EXPECT_FALSE(info.depth);
  EXPECT_EQ(info.extra, "time 12 depth x hashfull 500 currmove a1a2");
}

TEST(MoveData, ALaterInfoLineReplacesAnEarliersValues) {
  MoveInfo info;
  for (const char* line : {"depth 1 score 10 pv a1a2", "depth 2 score -5 pv b1b2 c1c2"}) {
    const auto words = words_of(line);
    read_info_words(words, info);
  }
  EXPECT_EQ(info.depth, 2);
  EXPECT_EQ(info.score, -5);
  EXPECT_EQ(info.pv, "b1b2 c1c2");
}

TEST(MoveData, AServedPlayersInfoLineReadsBackToWhatItsAgentReported) {
  MoveInfo reported = full_info();
  reported.seat = -1;  // the runner's, not the player's
  reported.time_us.reset();
  reported.clock_ms.reset();
  const std::string line = info_line(reported);
  EXPECT_EQ(line.rfind("info depth 4 seldepth 9 nodes 51200 score -35", 0), 0u) << line;
  EXPECT_EQ(from_words(line), reported) << line;
  EXPECT_EQ(info_line(MoveInfo{}), "");
}

TEST(MoveData, BuiltInSearchesReportTheirThinking) {
  const auto game = game::load("minnaar");
  ASSERT_TRUE(game);
  const auto start = (*game)->start();
  auto alphabeta = make_agent_or_throw(**game, "alphabeta:depth=3", 1);
  alphabeta->choose_move(*start);
  const MoveInfo ab = alphabeta->last_info();
  EXPECT_EQ(ab.depth, 3);
  EXPECT_GE(ab.seldepth.value_or(0), 3);
  EXPECT_GT(ab.nodes, 0u);
  EXPECT_TRUE(ab.score.has_value());
  EXPECT_EQ(words_of(ab.pv).size(), 3u) << ab.pv;
  auto mcts = make_agent_or_throw(**game, "mcts:iterations=500", 1);
  mcts->choose_move(*start);
  const MoveInfo m = mcts->last_info();
  EXPECT_EQ(m.visits, 500u);
  ASSERT_TRUE(m.value.has_value());
  EXPECT_GE(*m.value, 0);
  EXPECT_LE(*m.value, 1);
  EXPECT_FALSE(m.pv.empty());
  EXPECT_TRUE(make_agent_or_throw(**game, "random", 1)->last_info().empty());
}

// ---- Adjudication on hand-made scores --------------------------------------

// The current edition's seats: South 0 and North 1 (the Alliance), the
// Establishment 2.
class Scores : public ::testing::Test {
 protected:
  void SetUp() override {
    auto loaded = game::load("minnaar");
    ASSERT_TRUE(loaded);
    game_ = *loaded;
    state_ = game_->start();
  }
  static MoveInfo scored(std::int64_t score) {
    MoveInfo info;
    info.score = score;
    return info;
  }
  // One round: South, the Establishment, North, the Establishment, each
  // reporting from its own team's view.
  void round(Adjudicator& a, std::int64_t alliance, std::int64_t establishment) {
    a.record(0, scored(alliance));
    a.record(2, scored(establishment));
    a.record(1, scored(alliance));
    a.record(2, scored(establishment));
  }
  std::shared_ptr<const game::Game> game_;
  std::unique_ptr<game::State> state_;
};

TEST_F(Scores, BothSidesAgreeingForNMovesEndTheGameAsALoss) {
  AdjudicationRules rules;
  rules.resign = AdjudicationRules::Resign{500, 2};
  Adjudicator a(rules, *game_);
  round(a, 600, -600);
  EXPECT_FALSE(a.ruling(*state_, 4)) << "North has one score of two";
  round(a, 600, -600);
  const auto ruling = a.ruling(*state_, 8);
  ASSERT_TRUE(ruling);
  EXPECT_EQ(ruling->termination, kAdjudicatedResign);
  EXPECT_EQ(ruling->result, "alliance-wins");
  EXPECT_EQ(ruling->returns, (std::vector<double>{1, 1, 0}));
  EXPECT_EQ(ruling->margins, state_->adjudicated_margins(1));
}

TEST_F(Scores, OneSideAloneDoesNotEndIt) {
  AdjudicationRules rules;
  rules.resign = AdjudicationRules::Resign{500, 2};
  Adjudicator a(rules, *game_);
  round(a, 600, -400);  // the Establishment does not think it lost
  round(a, 600, -400);
  EXPECT_FALSE(a.ruling(*state_, 8));
  round(a, 499, -900);  // the Alliance is not sure it won
  round(a, 600, -900);
  EXPECT_FALSE(a.ruling(*state_, 16));
  round(a, 600, -900);
  ASSERT_TRUE(a.ruling(*state_, 20));
}

TEST_F(Scores, AMoveWithoutAScoreBreaksTheRun) {
  AdjudicationRules rules;
  rules.resign = AdjudicationRules::Resign{500, 2};
  Adjudicator a(rules, *game_);
  round(a, -800, 800);
  a.record(0, MoveInfo{});  // South says nothing
  a.record(2, scored(800));
  a.record(1, scored(-800));
  a.record(2, scored(800));
  EXPECT_FALSE(a.ruling(*state_, 8));
  round(a, -800, 800);
  EXPECT_FALSE(a.ruling(*state_, 12)) << "South has one score since";
  a.record(0, scored(-800));
  const auto ruling = a.ruling(*state_, 13);
  ASSERT_TRUE(ruling);
  EXPECT_EQ(ruling->result, "establishment-wins");
}

TEST_F(Scores, ADrawNeedsEverySeatQuietAfterItsPly) {
  AdjudicationRules rules;
  rules.draw = AdjudicationRules::Draw{40, 20, 2};
  Adjudicator a(rules, *game_);
  round(a, 10, -15);
  round(a, -20, 20);
  EXPECT_FALSE(a.ruling(*state_, 39)) << "before ply 40";
  const auto ruling = a.ruling(*state_, 40);
  ASSERT_TRUE(ruling);
  EXPECT_EQ(ruling->termination, kAdjudicatedDraw);
  EXPECT_EQ(ruling->result, "undecided");
  EXPECT_EQ(ruling->returns, (std::vector<double>{0.5, 0.5, 0.5}));
  a.record(1, scored(21));
  EXPECT_FALSE(a.ruling(*state_, 41));
}

TEST_F(Scores, AFinishedGameIsTheRulesToEnd) {
  AdjudicationRules rules;
  rules.resign = AdjudicationRules::Resign{1, 1};
  Adjudicator a(rules, *game_);
  round(a, 100, -100);
  // South takes the last piece of the Establishment: Liberation.
  auto over = game_->parse("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  ASSERT_TRUE(over);
  const auto capture = (*over)->parse_move("a1d1");
  ASSERT_TRUE(capture);
  (*over)->apply(*capture);
  ASSERT_TRUE((*over)->is_over());
  EXPECT_FALSE(a.ruling(**over, 4));
  EXPECT_TRUE(a.ruling(*state_, 4));
}

// ---- In tournaments --------------------------------------------------------

const std::string kAdjudicated = R"(version: 1
name: adjudicated
seed: 3
agents:
  - {name: ab2, type: alphabeta, params: {depth: 2}}
  - {name: greedy, type: greedy}
games_per_pairing: 10
openings: {random_plies: 4}
adjudication:
  resign: {score: 500, moves: 3}
  draw: {after: 40, score: 30, moves: 6}
)";

TEST(AdjudicatedTournament, GamesEndEarlyVerifyAndAreCounted) {
  TempDb db;
  const TournamentConfig c = parse_ok(kAdjudicated);
  const std::vector<StoredGame> games = run_all(c, db.path(), 2);
  ASSERT_EQ(games.size(), 10u);
  int adjudicated = 0;
  for (const StoredGame& g : games) {
    adjudicated += g.termination == kAdjudicatedResign || g.termination == kAdjudicatedDraw;
    EXPECT_EQ(replay_problem(g, c.adjudication), std::nullopt) << g.slot;
    ASSERT_EQ(g.infos.size(), std::size_t(g.plies)) << g.slot;
  }
  EXPECT_GT(adjudicated, 5) << "greedy's losses end early";
  const auto names = std::vector<std::string>{"ab2", "greedy"};
  const Standings s = compute_standings(c.game->info(), names, scored(games), std::nullopt);
  int counted = 0;
  for (const auto& [reason, count] : s.terminations)
    if (reason == kAdjudicatedResign || reason == kAdjudicatedDraw) counted += count;
  EXPECT_EQ(counted, adjudicated);
  for (const AgentStanding& a : s.agents) EXPECT_GT(a.time.moves, 0) << a.name;
}

TEST(AdjudicatedTournament, VerifyRefusesAnAdjudicationTheScoresDoNotCallFor) {
  TempDb db;
  const TournamentConfig c = parse_ok(kAdjudicated);
  const std::vector<StoredGame> games = run_all(c, db.path(), 1);
  const auto resigned = std::find_if(games.begin(), games.end(), [](const StoredGame& g) {
    return g.termination == kAdjudicatedResign;
  });
  ASSERT_NE(resigned, games.end());
  StoredGame tampered = *resigned;
  tampered.infos.back().score.reset();  // the last report no longer agrees
  const auto problem = replay_problem(tampered, c.adjudication);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("do not call for it"), std::string::npos) << *problem;
  EXPECT_TRUE(replay_problem(*resigned, {}).has_value()) << "without the tournament's rules";
}

TEST(AdjudicatedTournament, EveryMovesDataReadsBackFromTheDatabase) {
  TempDb db;
  const TournamentConfig c = parse_ok(kAdjudicated);
  GameStore store(db.path());
  RunOptions options;
  const RunReport report = run_tournament(c, "", store, options);
  const std::vector<StoredGame> first = store.games(report.tournament_id);
  GameStore again(db.path());
  const std::vector<StoredGame> second = again.games(report.tournament_id);
  ASSERT_EQ(first.size(), second.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].infos, second[i].infos);
    for (const MoveInfo& info : first[i].infos) {
      EXPECT_GE(info.seat, 0);
      EXPECT_TRUE(info.time_us.has_value());
    }
  }
}

const std::string kPlain = R"(version: 1
name: plain
seed: 3
agents:
  - {name: ab1, type: alphabeta, params: {depth: 1}}
  - {name: greedy, type: greedy}
games_per_pairing: 4
openings: {random_plies: 4}
)";

TEST(MoveDataConfig, MoveDataFalseStoresTheSameGamesWithoutWhatTheirMovesReported) {
  TempDb kept_db, dropped_db;
  const std::vector<StoredGame> kept = run_all(parse_ok(kPlain), kept_db.path(), 2);
  const std::vector<StoredGame> dropped =
      run_all(parse_ok(kPlain + "move_data: false\n"), dropped_db.path(), 2);
  ASSERT_EQ(kept.size(), 4u);
  ASSERT_EQ(dropped.size(), kept.size());
  for (std::size_t i = 0; i < kept.size(); ++i) {
    EXPECT_EQ(dropped[i].moves, kept[i].moves) << i;
    EXPECT_TRUE(std::any_of(kept[i].infos.begin(), kept[i].infos.end(), [](const MoveInfo& m) {
      return m.score.has_value();
    })) << i;
    EXPECT_TRUE(std::all_of(dropped[i].infos.begin(), dropped[i].infos.end(),
                            [](const MoveInfo& m) { return m.empty(); }))
        << i;
  }
}

TEST(MoveDataConfig, MoveDataTakesTrueOrFalseAndStaysWithAdjudication) {
  auto maybe = parse_config(kPlain + "move_data: maybe\n", "t.yaml");
  ASSERT_FALSE(maybe);
  EXPECT_EQ(maybe.error().line, 9) << maybe.error().message();
  EXPECT_EQ(maybe.error().key, "move_data") << maybe.error().message();
  auto adjudicated = parse_config(kAdjudicated + "move_data: false\n", "t.yaml");
  ASSERT_FALSE(adjudicated);
  EXPECT_EQ(adjudicated.error().key, "move_data") << adjudicated.error().message();
  EXPECT_NE(adjudicated.error().what.find("stored scores"), std::string::npos)
      << adjudicated.error().message();
}

TEST(AdjudicatedTournament, TheFingerprintCarriesTheRulesOnlyWhenSet) {
  const TournamentConfig c = parse_ok(kAdjudicated);
  EXPECT_EQ(fingerprint_adjudication(c.fingerprint()), c.adjudication);
  const std::string without = replaced(kAdjudicated, "adjudication:", "unused_adjudication:");
  const std::size_t cut = without.find("unused_adjudication:");
  const TournamentConfig plain = parse_ok(without.substr(0, cut));
  EXPECT_EQ(plain.fingerprint().find("adjudicate_"), std::string::npos);
  EXPECT_FALSE(fingerprint_adjudication(plain.fingerprint()).any());
}

TEST(AdjudicationConfig, BadValuesAreRefusedWithTheirLineAndKey) {
  struct Case {
    const char* from;
    const char* to;
    int line;
    const char* key;
  };
  for (const Case& k : std::initializer_list<Case>{
           {"{score: 500, moves: 3}", "{score: 0, moves: 3}", 10, "adjudication.resign.score"},
           {"{score: 500, moves: 3}", "{score: 500}", 10, "adjudication.resign"},
           {"{score: 500, moves: 3}", "{score: 500, moves: 3, plies: 2}", 10,
            "adjudication.resign.plies"},
           {"after: 40", "after: -1", 11, "adjudication.draw.after"},
           {"moves: 6}", "moves: x}", 11, "adjudication.draw.moves"},
           {"  resign:", "  resing:", 10, "adjudication.resing"},
       }) {
    auto c = parse_config(replaced(kAdjudicated, k.from, k.to), "t.yaml");
    ASSERT_FALSE(c) << k.to;
    EXPECT_EQ(c.error().line, k.line) << k.to << ": " << c.error().message();
    EXPECT_EQ(c.error().key, k.key) << k.to << ": " << c.error().message();
  }
}

TEST(AdjudicationConfig, AGameWithoutDrawsTakesNoDrawRule) {
  auto c = parse_config(
      "version: 1\nname: t\nrules: take-away\nagents: [{name: a, type: random}, {name: b, type: "
      "random}]\nadjudication:\n  draw: {after: 1, score: 1, moves: 1}\n",
      "t.yaml");
  ASSERT_FALSE(c);
  EXPECT_EQ(c.error().key, "adjudication.draw");
  EXPECT_NE(c.error().what.find("has no draws"), std::string::npos) << c.error().message();
}

TEST(GameStore, ASchema8DatabaseMigratesItsGamesWithoutMoveData) {
  TempDb db;
  {
    GameStore old(db.path(), true, /*upgrade_to=*/8);
    old.database().execute(
        "INSERT INTO tournaments (name, fingerprint, config_source, program_version, "
        "total_games, created_at) VALUES ('x', 'f', '', 'v', 1, 'now');"
        "INSERT INTO game_records (id, tournament_id, slot, pairing, opening, seed, rules, "
        "start_state, moves, final_state, result, termination, plies, duration_ms, started_at, "
        "finished_at) VALUES (4294967296, 1, 0, 0, 0, 9, 'minnaar', 'm', 'a1a2 b1b2', 'f', "
        "'alliance-wins', 'establishment-captured', 2, 1.5, 'a', 'b');");
  }
  GameStore store(db.path());
  EXPECT_EQ(store.schema_version(), kSchemaVersion);
  const auto games = store.games(1);
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].infos.size(), 2u);
  EXPECT_TRUE(games[0].infos[0].empty());
  EXPECT_EQ(games[0].infos[0].seat, -1);
}

// ---- Export -----------------------------------------------------------------

TEST(Export, EveryFormatWritesEveryGameFromTheDatabase) {
  TempDb db;
  const TournamentConfig c = parse_ok(kAdjudicated);
  GameStore store(db.path());
  const RunReport report = run_tournament(c, "", store, RunOptions{});
  const StoredTournament t = *store.find_tournament("adjudicated");
  const std::vector<StoredGame> games = store.games(report.tournament_id);
  int plies = 0, scored = 0;
  for (const StoredGame& g : games) {
    plies += g.plies;
    for (const MoveInfo& info : g.infos) scored += info.score.has_value();
  }

  std::ostringstream jsonl;
  int progress_calls = 0;
  const ExportCount n =
      export_games(store, t, ExportFormat::kJsonl, jsonl, [&](int done, int total) {
        ++progress_calls;
        EXPECT_EQ(total, 10);
        EXPECT_EQ(done, progress_calls);
      });
  EXPECT_EQ(n.games, 10);
  EXPECT_EQ(n.lines, 10);
  std::istringstream lines(jsonl.str());
  std::size_t at = 0;
  for (std::string line; std::getline(lines, line); ++at) {
    const auto j = nlohmann::json::parse(line);
    const StoredGame& g = games.at(at);
    EXPECT_EQ(j["slot"], g.slot);
    EXPECT_EQ(j["termination"], g.termination);
    ASSERT_EQ(j["moves"].size(), std::size_t(g.plies));
    std::vector<std::string> moves;
    for (const auto& m : j["moves"]) moves.push_back(m["move"].get<std::string>());
    EXPECT_EQ(moves, g.moves);
    EXPECT_EQ(j["moves"][0]["score"], *g.infos[0].score);
    EXPECT_EQ(j["seats"][2]["margin"], g.seats[2].margin);
  }
  EXPECT_EQ(at, games.size());

  std::ostringstream csv;
  EXPECT_EQ(export_games(store, t, ExportFormat::kCsv, csv).lines, plies);
  const std::string csv_text = csv.str();
  EXPECT_EQ(std::count(csv_text.begin(), csv_text.end(), '\n'), plies + 1);  // and a header

  std::ostringstream samples;
  EXPECT_EQ(export_games(store, t, ExportFormat::kSamples, samples).lines, scored);
  std::istringstream rows(samples.str());
  std::string header, first;
  std::getline(rows, header);
  std::getline(rows, first);
  EXPECT_EQ(header, "tournament,slot,ply,position,seat,score,return,margin");
  EXPECT_EQ(first.rfind("adjudicated,0,1," + games[0].start_state + ",", 0), 0u) << first;
}

// Names from a config and lines from a player are stored as received: a
// byte that is not UTF-8 and a NUL read back whole, and every JSON output
// (the export, the report) stays valid, the byte as U+FFFD, the NUL kept as
// \u0000.
TEST(Export, TextThatIsNotUtf8OrHoldsANulIsStoredWholeAndExportsAsValidJson) {
  using namespace std::string_literals;
  const std::string odd = "x\xff\0y"s;            // 0xFF, then a NUL
  const std::string shown = "x\xef\xbf\xbd\0y"s;  // the same in valid JSON text
  TempDb db;
  TournamentConfig c = parse_ok(kAdjudicated);
  c.name = "t" + odd;
  c.agents[0].name = "ab2" + odd;
  GameStore store(db.path());
  PlayerPools pools = player_pools(c);
  StoredGame g;
  static_cast<GameOutcome&>(g) = play_scheduled(c, schedule(c)[0], pools);
  g.tournament_id = create_tournament(store, c, kAdjudicated, "test", 10);
  g.detail = "expected 'bestmove <move>', got 'bestmove " + odd + "'";
  g.infos[0].extra = "note " + odd;
  g.players.push_back({0, "0.000 > go" + odd, "stderr " + odd});
  store.insert_game(g.tournament_id, g);

  const auto back = store.game(g.tournament_id, g.slot);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->detail, g.detail);
  EXPECT_EQ(back->infos[0].extra, g.infos[0].extra);
  const StoredTournament t = *store.find_tournament(c.name);
  EXPECT_EQ(t.name, c.name);
  const std::vector<PlayerLog> logs = store.player_logs(g.tournament_id, g.slot);
  ASSERT_EQ(logs.size(), 1u);
  EXPECT_EQ(logs[0].transcript, g.players[0].transcript);
  EXPECT_EQ(logs[0].errors, g.players[0].errors);

  std::ostringstream jsonl;
  ASSERT_NO_THROW(export_games(store, t, ExportFormat::kJsonl, jsonl));
  EXPECT_NE(jsonl.str().find("\\u0000"), std::string::npos) << jsonl.str();
  const auto game = nlohmann::json::parse(jsonl.str());  // throws on invalid UTF-8
  EXPECT_EQ(game["tournament"], "t" + shown);
  EXPECT_EQ(game["detail"], "expected 'bestmove <move>', got 'bestmove " + shown + "'");
  EXPECT_EQ(game["moves"][0]["extra"], "note " + shown);
  bool named = false;
  for (const auto& seat : game["seats"]) named |= seat["agent"] == "ab2" + shown;
  EXPECT_TRUE(named) << game["seats"].dump();

  Scoreboard board(c.game->info(), {c.agents[0].name, c.agents[1].name}, c.sprt);
  store.each_scored(t.id, [&](const ScoredGame& scored) { board.add(scored); });
  std::string report;
  ASSERT_NO_THROW(report = standings_json(board.standings()));
  const auto standings = nlohmann::json::parse(report);
  bool listed = false;
  for (const auto& agent : standings["agents"]) listed |= agent["name"] == "ab2" + shown;
  EXPECT_TRUE(listed) << report;
}

TEST(Export, AFieldWithACommaOrQuoteIsQuotedAsCsvRequires) {
  EXPECT_EQ(csv_field("plain"), "plain");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
}

}  // namespace
}  // namespace minnaar::tournament
