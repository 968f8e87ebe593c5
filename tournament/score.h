// A score: games won, drawn (undecided) and lost, from one side's view.
#pragma once

namespace minnaar::tournament {

struct Score {
  int games = 0, wins = 0, draws = 0, losses = 0;

  // Counts one game worth `points` (1, 1/2 or 0).
  void add(double points) {
    ++games;
    if (points == 1)
      ++wins;
    else if (points == 0)
      ++losses;
    else
      ++draws;
  }
  double points() const { return wins + 0.5 * draws; }
  double mean() const { return games ? points() / games : 0; }
  // Half-width of the 95% confidence interval of mean() (normal
  // approximation with the games' own variance).
  double margin95() const;
};

}  // namespace minnaar::tournament
