// The results of a tournament from its games' scored views (scored_game.h):
// scores and margins (game::State::margins) per agent and per seat, Elo
// with a side-advantage term, likelihood of superiority, pentanomial
// statistics and margin scores of game pairs and, for a two-agent test, the
// SPRT on either. A Scoreboard keeps them as counts, a game at a time, so
// the SPRT and the progress line cost the same at the millionth game as at
// the first; the standings' rating fits run on those counts.
//
//   Scoreboard board(game->info(), agent_names, config.sprt);
//   store.each_scored(id, [&](const ScoredGame& g) { board.add(g); });
//   Standings s = board.standings();
//   std::cout << standings_text(s);          // standings_report.h
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "tournament/stats/ratings.h"
#include "tournament/stats/score.h"
#include "tournament/stats/scored_game.h"
#include "tournament/stats/sprt.h"
#include "tournament/stats/sprt_stop.h"

namespace minnaar::tournament {

struct AgentStanding {
  std::string name;
  Score overall;
  std::vector<Score> by_team;  // the games it played holding each team
  AgentRating rating;
  // Two-team games: its rating holding each team (seat_ratings below); a
  // team it never held is unrated (margin +infinity).
  SeatRating seat_rating;
  // Games in which its seat's return was 1 (its own result, whatever the
  // others did): shown for games whose returns are not constant-sum, such
  // as the Play-Test Edition's sovereignty.
  int achieved = 0;
  // Its margins (agent_margins) over all its games and by team held: the
  // mean and its 95% interval are margins.mean() and margins.margin95().
  Score margins;
  std::vector<Score> margins_by_team;
  // What its moves took, from the stored per-move data: the moves it
  // chose (forced ones aside) with a measured time, their total and
  // longest time, and the games it lost on time (forfeit-time).
  struct TimeUse {
    int moves = 0;
    std::int64_t total_us = 0;
    double max_ms = 0;
    int timeouts = 0;
    double total_ms() const { return double(total_us) / 1000; }
    double mean_ms() const { return moves ? total_ms() / moves : 0; }
  } time;
};

// Two agents' game pairs (same opening, seats swapped), from the first's
// point of view.
//
// For a panel's SPRT, A (first) and B (second) are its two candidates and
// a pair is their games i against one panel member, worth s_A + (1 - s_B)
// to A (docs/statistics.md#the-sprt-of-a-panel); a pair counts only once
// both games are stored.
struct PairingResult {
  std::string first, second;
  // A panel's comparison: the team both candidates held (-1 in pairs
  // mode, where first and second met each other).
  int panel_team = -1;
  // Over all the pairing's games; for a panel, over the complete pairs'
  // games, A's points s_A and 1 - s_B (B's game from the panel's side).
  Score first_score;
  Pentanomial pairs;  // complete pairs only
  // Mean score per game over the complete pairs, and the half-width of its
  // 95% interval from the spread of the pair scores.
  double pair_score = 0.5, pair_score_margin95 = 1;
  double likelihood_of_superiority = 0.5;
  EloEstimate elo;  // logistic, from the pentanomial
  // The same from the first agent's margins (agent_margins): over all the
  // pairing's games; each complete pair's margin score (the mean of its
  // two games' margins); their mean and its 95% interval.
  Score first_margins;
  PairScores margin_pairs;
  double pair_margin_score = 0.5, pair_margin_score_margin95 = 1;
};

struct Standings {
  game::GameInfo game;                // the rule set the games were played under
  std::vector<AgentStanding> agents;  // best score first
  Ratings ratings;                    // two-team games: team 0 is the rated first team
  // Two-team games: every agent rated as each team, the first team's rating
  // against the second's giving the outcome (fit_seat_ratings).
  SeatRatings seat_ratings;
  // For each team: whether every agent rated holding it is in one group of
  // seats connected by games, so that their seat ratings compare (two
  // agents that only met each other form two groups).
  bool seat_ratings_comparable[2] = {false, false};
  // Pairs mode; for a panel with an SPRT, the candidates' comparison.
  std::vector<PairingResult> pairings;
  std::optional<SprtStop> sprt_bounds;
  std::optional<SprtResult> sprt;  // when the tournament has an SPRT stop rule
  int games = 0;
  std::vector<int> team_wins;  // games each team won head to head
  int draws = 0;  // games no team won (the game's draw_name: "undecided" in the current edition)
  std::vector<std::pair<std::string, int>> terminations;  // reason, games
  std::vector<std::pair<std::string, int>> results;       // result token, games
};

// Each agent's points in a game, head to head from the seats' returns
// (docs/statistics.md#scores), once per agent even when it holds several
// seats of a team; in a constant-sum game, its return.
std::vector<std::pair<std::string, double>> agent_points(const game::GameInfo& game,
                                                         const ScoredGame& game_view);

// Each agent's margin in a game, head to head from the seats' margins as
// agent_points counts the returns; its own margin where the two teams'
// margins add up to 1, agent_points where margins are the returns.
std::vector<std::pair<std::string, double>> agent_margins(const game::GameInfo& game,
                                                          const ScoredGame& game_view);

// The team that won a game head to head (the strictly highest points, from
// the seats' returns as agent_points counts them), or -1 when none did.
int winning_team(const game::GameInfo& game, const ScoredGame& game_view);

// Each pairing's game pairs (games between two agents, one per team), in
// schedule order; pairings with no complete pair (a panel's, or ones just
// begun) are left out. With a stop rule naming a panel's two candidates
// (SprtStop::panel_candidates), the one comparison of the candidates
// against the panel instead: their games against one agent (a panel
// member) from one opening, paired as PairingResult says; left out too
// until a pair is complete.
std::vector<PairingResult> pairing_results(const game::GameInfo& game,
                                           const std::vector<ScoredGame>& games,
                                           const std::optional<SprtStop>& stop = std::nullopt);
// The SPRT of a two-agent tournament, or of a panel's two candidates, with
// a stop rule, on the pentanomial or on the pairs' margin scores as the
// rule says; nothing otherwise.
std::optional<SprtResult> sprt_of(const std::vector<PairingResult>& pairings,
                                  const std::optional<SprtStop>& stop);
// The same for the one pairing.
std::optional<SprtResult> sprt_of(const PairingResult& pairing,
                                  const std::optional<SprtStop>& stop);

// The standings of games given in slot order: a Scoreboard fed them.
Standings compute_standings(const game::GameInfo& game, const std::vector<std::string>& agent_names,
                            const std::vector<ScoredGame>& games,
                            const std::optional<SprtStop>& sprt);

// An agent's seat rating holding team 0 (the first team) or team 1 (the second).
const AgentRating& seat_rating_holding(const AgentStanding& a, int team);

// The agent with the highest seat rating holding `team` (0 or 1) among
// those rated there; nothing when none is, when their ratings do not
// compare (seat_ratings_comparable), or the game has not two teams.
const AgentStanding* strongest_holding(const Standings& s, int team);

// The tournament's statistics kept up to date one game at a time: counts
// per agent, team, seat and pairing (pentanomial pairs, margin pair scores,
// rated games aggregated by who met whom and how), never the games
// themselves. Adding a game costs O(its seats) (a game pair waiting for its
// second game is held until it comes); sprt() costs O(pairings + distinct
// pair margin scores); standings() fits the ratings on the aggregated
// counts. Games may come in any order: a pairing's first agent is the one
// holding the first team in its lowest slot seen, or the one given by
// orient_pairing() before its games (a run whose games finish out of
// order).
class Scoreboard {
 public:
  Scoreboard(const game::GameInfo& game, const std::vector<std::string>& agent_names,
             const std::optional<SprtStop>& sprt);

  // Says which agent of pairing `pairing` is its first (holds the first
  // team in the pairing's first game of the schedule).
  void orient_pairing(int pairing, const std::string& first, const std::string& second);
  void add(const ScoredGame& game);

  int games() const { return games_; }
  // The SPRT of the stop rule on the pairs so far (sprt_of(pairings()));
  // nothing without one.
  std::optional<SprtResult> sprt() const;
  std::vector<PairingResult> pairings() const;
  // The agent with the best mean score so far (ties: the first name in
  // alphabetical order) and that mean; nothing before any game.
  std::optional<std::pair<std::string, double>> leader() const;
  Standings standings() const;

 private:
  struct Pairing {
    bool oriented = false;
    PairingResult result;  // counts only; finished by pairings()
  };
  // A game pair of pairs mode with one game counted: (pairing, opening).
  struct OpenPair {
    int games = 0, counted = 0;
    double points = 0, margins = 0;
  };
  // A panel comparison's pair with one candidate's game: (opening, member).
  struct OpenPanelPair {
    bool have[2] = {false, false};
    int team[2] = {-1, -1};
    double points[2] = {0, 0}, margins[2] = {0, 0};
  };

  void add_to_pairing(const ScoredGame& g);
  void add_to_panel(const ScoredGame& g);

  game::GameInfo game_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, int> index_;
  std::optional<SprtStop> sprt_;
  int games_ = 0;
  Standings counts_;  // agents, sides, endings: everything but ratings and pairs
  std::map<std::string, int> terminations_, results_;
  // (first, partner or -1, second, result) -> games, for the rating fits.
  std::map<std::tuple<int, int, int, int>, int> rated_;
  std::map<int, Pairing> pairings_;
  std::map<std::pair<int, int>, OpenPair> open_pairs_;
  PairingResult panel_;
  std::map<std::pair<int, std::string>, OpenPanelPair> open_panel_pairs_;
};

}  // namespace minnaar::tournament
