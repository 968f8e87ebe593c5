// Seat ratings (tournament/stats/ratings.h) on random records of a few agents: ordinary, self-play
// and cooperative games with any results. The fit converges, exactly the seats that were held
// are rated, with positive finite margins, each group of connected seats has mean 0, and
// renaming the agents only renames their ratings.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <tuple>
#include <vector>

#include "tournament/stats/ratings.h"

namespace minnaar::tournament::props {
namespace {

struct Record {
  int agent_count = 0;
  std::vector<RatedGame> games;
};

// 1 to 5 agents and up to 40 games; about one game in four is cooperative.
rc::Gen<Record> records() {
  return rc::gen::mapcat(rc::gen::inRange(1, 6), [](int agent_count) {
    const auto agent = rc::gen::inRange(0, agent_count);
    const auto game = rc::gen::map(
        rc::gen::tuple(agent, agent, agent, rc::gen::inRange(0, 4),
                       rc::gen::element(SideResult::kFirstTeamWins, SideResult::kSecondTeamWins,
                                        SideResult::kDraw)),
        [](const std::tuple<int, int, int, int, SideResult>& t) {
          const auto& [first, second, partner, cooperative, result] = t;
          return RatedGame{first, second, result, cooperative == 0 ? partner : -1};
        });
    return rc::gen::map(rc::gen::resize(40, rc::gen::container<std::vector<RatedGame>>(game)),
                        [agent_count](std::vector<RatedGame> games) {
                          return Record{agent_count, std::move(games)};
                        });
  });
}

// Seats as fit_seat_ratings() numbers them: F(i) = i, S(i) = agent_count + i.
std::vector<int> seat_groups(const Record& record) {
  const int n = record.agent_count;
  std::vector<int> parent(2 * n);
  std::iota(parent.begin(), parent.end(), 0);
  auto root = [&](int seat) {
    while (parent[seat] != seat) seat = parent[seat];
    return seat;
  };
  for (const RatedGame& g : record.games) {
    parent[root(g.first)] = root(n + g.second);
    if (g.first_partner >= 0) parent[root(g.first_partner)] = root(n + g.second);
  }
  std::vector<int> group(2 * n);
  for (int seat = 0; seat < 2 * n; ++seat) group[seat] = root(seat);
  return group;
}

RC_GTEST_PROP(SeatRatings, RandomRecordsConvergeAndRateExactlyTheSeatsHeldAroundMeanZero, ()) {
  const Record record = *records();
  const int n = record.agent_count;
  RC_TAG(record.games.size() < 10 ? "under 10 games" : "10 games or more");
  const SeatRatings r = fit_seat_ratings(n, record.games);
  RC_ASSERT(r.converged);
  RC_ASSERT(int(r.agents.size()) == n);

  std::vector<bool> held(2 * n, false);
  for (const RatedGame& g : record.games) {
    held[g.first] = true;
    if (g.first_partner >= 0) held[g.first_partner] = true;
    held[n + g.second] = true;
  }
  std::vector<AgentRating> seats;
  for (const SeatRating& agent : r.agents) seats.push_back(agent.as_first_team);
  for (const SeatRating& agent : r.agents) seats.push_back(agent.as_second_team);
  for (int seat = 0; seat < 2 * n; ++seat) {
    if (held[seat]) {
      RC_ASSERT(std::isfinite(seats[seat].elo));
      RC_ASSERT(std::isfinite(seats[seat].margin95));
      RC_ASSERT(seats[seat].margin95 > 0);
    } else {
      RC_ASSERT(seats[seat].elo == 0);
      RC_ASSERT(seats[seat].margin95 == std::numeric_limits<double>::infinity());
    }
  }

  // The anchor: each group of connected seats sums to 0.
  const std::vector<int> group = seat_groups(record);
  for (int g = 0; g < 2 * n; ++g) {
    double sum = 0, scale = 1;
    for (int seat = 0; seat < 2 * n; ++seat) {
      if (group[seat] != g) continue;
      sum += seats[seat].elo;
      scale += std::abs(seats[seat].elo);
    }
    RC_ASSERT(std::abs(sum) <= 1e-9 * scale);
  }

  RC_ASSERT(std::isfinite(r.draw_elo));
  RC_ASSERT(r.draw_elo > 0);
  RC_ASSERT(std::isfinite(r.draw_elo_margin95));
  RC_ASSERT(std::isfinite(r.first_team_advantage));
  RC_ASSERT(record.games.empty() != std::isfinite(r.first_team_advantage_margin95));
  for (int a = 0; a < n; ++a) {
    for (int e = 0; e < n; ++e) {
      const OutcomeProbabilities p =
          predict(r, r.agents[a].as_first_team.elo, r.agents[e].as_second_team.elo);
      RC_ASSERT(std::abs(p.first_team_wins + p.second_team_wins + p.draw - 1) < 1e-12);
    }
  }
}

RC_GTEST_PROP(SeatRatings, RenamingTheAgentsRenamesTheirSeatRatings, ()) {
  const Record record = *records();
  const int n = record.agent_count;
  // A random permutation: the agents sorted by random keys.
  const auto keys = *rc::gen::container<std::vector<int>>(n, rc::gen::arbitrary<int>());
  std::vector<int> renamed(n);
  std::iota(renamed.begin(), renamed.end(), 0);
  std::stable_sort(renamed.begin(), renamed.end(), [&](int i, int j) { return keys[i] < keys[j]; });
  Record relabelled = record;
  for (RatedGame& g : relabelled.games) {
    g.first = renamed[g.first];
    g.second = renamed[g.second];
    if (g.first_partner >= 0) g.first_partner = renamed[g.first_partner];
  }
  const SeatRatings r = fit_seat_ratings(n, record.games);
  const SeatRatings s = fit_seat_ratings(n, relabelled.games);
  auto close = [](double x, double y) {
    return x == y || std::abs(x - y) <= 1e-6 * (1 + std::abs(x));
  };
  for (int i = 0; i < n; ++i) {
    const SeatRating &before = r.agents[i], &after = s.agents[renamed[i]];
    RC_ASSERT(close(after.as_first_team.elo, before.as_first_team.elo));
    RC_ASSERT(close(after.as_second_team.elo, before.as_second_team.elo));
    RC_ASSERT(close(after.as_first_team.margin95, before.as_first_team.margin95));
    RC_ASSERT(close(after.as_second_team.margin95, before.as_second_team.margin95));
  }
  RC_ASSERT(close(s.first_team_advantage, r.first_team_advantage));
  RC_ASSERT(close(s.draw_elo, r.draw_elo));
}

}  // namespace
}  // namespace minnaar::tournament::props
