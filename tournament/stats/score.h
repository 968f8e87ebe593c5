// A score: games won, drawn (whatever the game calls a draw) and lost, from one side's view, and
// the points they brought (a game is worth 0 to 1; above 1/2 is a win).
#pragma once

namespace minnaar::tournament {

struct Score {
  int games = 0, wins = 0, draws = 0, losses = 0;
  double sum = 0, sum_of_squares = 0;  // of the games' points

  // Counts one game worth `points` (1, 1/2 or 0 in most games).
  void add(double points) {
    ++games;
    sum += points;
    sum_of_squares += points * points;
    if (points > 0.5)
      ++wins;
    else if (points < 0.5)
      ++losses;
    else
      ++draws;
  }
  double points() const { return sum; }
  double mean() const { return games ? points() / games : 0; }
  // Half-width of the 95% confidence interval of mean() (normal
  // approximation with the games' own variance).
  double margin95() const;
};

}  // namespace minnaar::tournament
