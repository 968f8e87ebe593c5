// The one conformance suite of the game interface (engine/game.h), run on
// every registered game: the current edition, the Play-Test Edition's two
// rule sets and the test games of verify/games/. In the manner of
// OpenSpiel's basic tests: random simulations in which every legal move
// applies, copies and notation round trips are equal, move texts read back
// as the same move, a finished state has no moves and a return for every
// seat, margins keep their invariants, observations and samples agree,
// pictures are complete and drawn, and the same seed gives the same game; then perft's own
// consistency, the generic players (random and MCTS) on every game, and a tournament stored in
// SQLite and replayed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/svg.h"
#include "process/child_process.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_kit.h"
#include "tournament/players/agent_spec.h"
#include "tournament/protocol/protocol_player.h"
#include "tournament/report/standings_report.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/stats/standings.h"
#include "tournament/store/game_store.h"
#include "tournament/store/replay.h"

namespace minnaar::game {
namespace {

std::vector<std::string> all_games() {
  std::vector<std::string> names;
  for (const GameInfo* info : registered_games()) names.push_back(info->name);
  return names;
}

std::shared_ptr<const Game> load_or_die(const std::string& name) {
  auto game = load(name);
  if (!game) throw std::runtime_error(game.error());
  return *game;
}

class EveryGame : public ::testing::TestWithParam<std::string> {
 protected:
  std::shared_ptr<const Game> game = load_or_die(GetParam());
};

// The same state: notation, seat to move, legal moves and hash.
void expect_same(const State& a, const State& b, const std::string& where) {
  EXPECT_EQ(a.notation(), b.notation()) << where;
  EXPECT_EQ(a.to_move(), b.to_move()) << where;
  std::vector<Action> am, bm;
  a.legal_moves(am);
  b.legal_moves(bm);
  EXPECT_EQ(am, bm) << where;
  EXPECT_EQ(a.hash(), b.hash()) << where;
}

// The same picture, whatever order the pieces are listed in.
bool same_picture(const Picture& a, const Picture& b) {
  auto sorted = [](std::vector<PlacedPiece> pieces) {
    std::sort(pieces.begin(), pieces.end(),
              [](const PlacedPiece& x, const PlacedPiece& y) { return x.square < y.square; });
    return pieces;
  };
  return a.looks == b.looks && sorted(a.pieces) == sorted(b.pieces) && a.tints == b.tints &&
         a.board == b.board && a.coordinates == b.coordinates && a.counters == b.counters;
}

// What a state's picture must be: pieces with valid looks, one a square,
// on the board if it has one; the game's looks and counter labels; equal
// for copies and for the state read back from its notation; and drawn with
// one <use> per piece.
void check_picture(const Game& game, const State& state, const std::string& where) {
  const Picture picture = state.picture();
  const Picture start = game.start()->picture();
  EXPECT_EQ(picture.looks, start.looks) << where << ": the looks changed within a game";
  ASSERT_EQ(picture.counters.size(), start.counters.size()) << where;
  for (std::size_t i = 0; i < picture.counters.size(); ++i)
    EXPECT_EQ(picture.counters[i].first, start.counters[i].first) << where;
  std::set<Square> occupied;
  const Box frame = picture.frame();
  for (const PlacedPiece& p : picture.pieces) {
    EXPECT_GE(p.look, 0) << where;
    EXPECT_LT(p.look, int(picture.looks.size())) << where;
    EXPECT_TRUE(occupied.insert(p.square).second) << where << ": two pieces on one square";
    EXPECT_TRUE(frame.contains(p.square)) << where;
    if (picture.board) {
      EXPECT_TRUE(picture.board->contains(p.square)) << where;
    }
  }
  EXPECT_TRUE(same_picture(picture, state.clone()->picture())) << where << ": a copy";
  if (auto parsed = game.parse(state.notation())) {
    EXPECT_TRUE(same_picture(picture, (*parsed)->picture())) << where << ": parsed back";
  }
  const std::string svg = board_svg(picture);
  std::size_t uses = 0;
  for (auto at = svg.find("<use "); at != std::string::npos; at = svg.find("<use ", at + 1)) ++uses;
  if (frame.files() <= 64 && frame.ranks() <= 64) {
    EXPECT_EQ(uses, picture.pieces.size()) << where;
  }
}

// What State::margins promises of a finished game, given its returns: a
// value in [0, 1] per seat, one value per team, a higher return always with
// a higher margin in a constant-sum game, and two teams' margins adding up
// to 1 in a constant-sum game of two teams.
void check_margins(const Game& game, const std::vector<double>& returns,
                   const std::vector<double>& margins, const std::string& where) {
  const GameInfo& info = game.info();
  ASSERT_EQ(margins.size(), info.seats.size()) << where;
  ASSERT_EQ(returns.size(), info.seats.size()) << where;
  std::vector<std::optional<double>> team_margin(info.teams.size());
  for (Seat s = 0; s < game.seat_count(); ++s) {
    const double m = margins[std::size_t(s)];
    EXPECT_GE(m, 0) << where << ": seat " << s;
    EXPECT_LE(m, 1) << where << ": seat " << s;
    auto& team = team_margin[std::size_t(game.team_of(s))];
    if (team) {
      EXPECT_EQ(*team, m) << where << ": the seats of one team differ";
    }
    team = m;
  }
  if (!info.constant_sum) return;
  for (Seat a = 0; a < game.seat_count(); ++a)
    for (Seat b = 0; b < game.seat_count(); ++b)
      if (returns[std::size_t(a)] > returns[std::size_t(b)]) {
        EXPECT_GT(margins[std::size_t(a)], margins[std::size_t(b)])
            << where << ": seat " << a << " won against seat " << b;
      }
  if (team_margin.size() == 2 && team_margin[0] && team_margin[1]) {
    EXPECT_NEAR(*team_margin[0] + *team_margin[1], 1, 1e-12) << where;
  }
}

// What must hold in every state of a game.
void check_state(const Game& game, const State& state, std::uint64_t seed) {
  const std::string where = game.name() + " at " + state.notation();
  const GameInfo& info = game.info();
  check_picture(game, state, where);
  std::vector<Action> moves;
  state.legal_moves(moves);
  // Notation round trip.
  auto parsed = game.parse(state.notation());
  ASSERT_TRUE(parsed) << where << ": " << parsed.error().message();
  expect_same(state, **parsed, where + " (parsed back)");
  // Copies are equal and independent.
  auto copy = state.clone();
  expect_same(state, *copy, where + " (copy)");
  if (state.is_over()) {
    EXPECT_TRUE(moves.empty()) << where;
    EXPECT_NE(state.result(), "ongoing") << where;
    EXPECT_NE(state.termination(), "ongoing") << where;
    const std::vector<double> returns = state.returns();
    ASSERT_EQ(returns.size(), info.seats.size()) << where;
    for (const double r : returns) {
      EXPECT_GE(r, 0) << where;
      EXPECT_LE(r, 1) << where;
    }
    check_margins(game, returns, state.margins(), where);
    EXPECT_EQ(state.forced_move(), std::nullopt) << where;
    return;
  }
  EXPECT_EQ(state.result(), "ongoing") << where;
  ASSERT_GE(state.to_move(), 0) << where;
  ASSERT_LT(state.to_move(), game.seat_count()) << where;
  ASSERT_FALSE(moves.empty()) << where << ": an ongoing state with no move";
  std::set<std::uint64_t> distinct;
  for (const Action m : moves) distinct.insert(m.bits);
  EXPECT_EQ(distinct.size(), moves.size()) << where << ": a move listed twice";
  if (const auto forced = state.forced_move()) {
    EXPECT_EQ(moves.size(), 1u) << where;
    EXPECT_EQ(moves[0], *forced) << where;
  }
  // Every legal move applies on a copy, and its text reads back as itself.
  for (const Action m : moves) {
    const std::string text = state.move_text(m);
    const auto back = state.parse_move(text);
    ASSERT_TRUE(back) << where << ": '" << text << "': " << back.error().reason;
    EXPECT_EQ(*back, m) << where << ": '" << text << "'";
    auto child = state.clone();
    child->apply(m);
    EXPECT_EQ(state.notation(), copy->notation()) << where << ": applying to a copy changed it";
  }
  EXPECT_FALSE(state.parse_move("not-a-move-of-any-game")) << where;
  // What each seat sees, and samples of it.
  for (Seat seat = 0; seat < game.seat_count(); ++seat) {
    const std::string seen = state.observation(seat);
    if (info.perfect_information) {
      EXPECT_EQ(seen, state.notation()) << where;
    }
    auto sample = game.sample(seen, seat, seed + std::uint64_t(seat));
    ASSERT_TRUE(sample) << where << ": no sample for seat " << seat << ": "
                        << sample.error().message();
    EXPECT_EQ((*sample)->observation(seat), seen) << where << ": seat " << seat;
    if (seat == state.to_move()) {
      std::vector<Action> sampled;
      (*sample)->legal_moves(sampled);
      EXPECT_EQ(sampled, moves) << where << ": a sample changed the mover's moves";
    }
  }
}

// A seeded random game from the start, every state checked; its move texts.
std::vector<std::string> random_game(const Game& game, std::uint64_t seed, bool check) {
  SplitMix64 random(seed);
  auto state = game.start(seed);
  std::vector<std::string> texts;
  std::vector<Action> moves;
  for (int ply = 0; !state->play_stops(); ++ply) {
    if (check) check_state(game, *state, seed + std::uint64_t(ply));
    if (::testing::Test::HasFatalFailure()) return texts;
    state->legal_moves(moves);
    const Action m = moves[random.below(moves.size())];
    texts.push_back(state->move_text(m));
    state->apply(m);
  }
  if (check) check_state(game, *state, seed);
  return texts;
}

TEST(GameRegistry, ListsEveryRuleSetAndTheTestGames) {
  const std::vector<std::string> names = all_games();
  for (const char* name :
       {"minnaar", "playtest-standard", "playtest-contemplative", "take-away", "three-cards"})
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  const auto unknown = load("chess");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().find("unknown rule set 'chess'"), std::string::npos);
  EXPECT_NE(unknown.error().find("minnaar"), std::string::npos) << unknown.error();
}

TEST(GameRegistry, ParametersAreCheckedAndWrittenOnlyWhenTheyDiffer) {
  EXPECT_FALSE(load("minnaar", {{"anti_stall", "false"}}));
  const auto off = load("playtest-standard", {{"anti_stall", "false"}});
  ASSERT_TRUE(off) << off.error();
  EXPECT_EQ(game_text(**off), "playtest-standard(anti_stall=false)");
  EXPECT_EQ(game_text(*load_or_die("playtest-standard")), "playtest-standard");
  const auto again = load_text(game_text(**off));
  ASSERT_TRUE(again) << again.error();
  EXPECT_EQ((*again)->parameters().at("anti_stall"), "false");
  const auto bad = load("playtest-standard", {{"anti_stall", "maybe"}});
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("anti_stall"), std::string::npos) << bad.error();
  EXPECT_FALSE(load_text("playtest-standard(anti_stall)"));
}

// Each page of docs/rules/ (named by its rule set, or by the family its
// rule sets' names start with: playtest.md for playtest-standard) describes
// a registered rule set and names every result token it declares.
TEST(RuleSetPages, NameEveryResultTokenOfTheirRuleSets) {
  const std::filesystem::path pages =
      std::filesystem::path(MINNAAR_FIXTURES_DIR).parent_path() / "docs" / "rules";
  int pages_read = 0;
  for (const auto& entry : std::filesystem::directory_iterator(pages)) {
    if (entry.path().extension() != ".md") continue;
    ++pages_read;
    std::ifstream in(entry.path());
    const std::string page{std::istreambuf_iterator<char>(in), {}};
    const std::string family = entry.path().stem().string();
    int described = 0;
    for (const GameInfo* info : registered_games()) {
      if (info->name != family && info->name.rfind(family + "-", 0) != 0) continue;
      ++described;
      for (const ResultInfo& r : info->results)
        EXPECT_NE(page.find('`' + r.token + '`'), std::string::npos)
            << entry.path() << " does not name " << info->name << "'s result " << r.token;
    }
    EXPECT_GT(described, 0) << entry.path() << " describes no registered rule set";
  }
  EXPECT_GT(pages_read, 0) << pages;
}

TEST_P(EveryGame, DescribesItselfCompletely) {
  const GameInfo& info = game->info();
  EXPECT_EQ(info.name, GetParam());
  EXPECT_FALSE(info.description.empty());
  EXPECT_EQ(info.description.find('\n'), std::string::npos) << "one line";
  ASSERT_FALSE(info.seats.empty());
  ASSERT_FALSE(info.teams.empty());
  std::set<std::string> seat_names;
  std::vector<bool> team_used(info.teams.size(), false);
  for (const SeatInfo& seat : info.seats) {
    EXPECT_TRUE(seat_names.insert(seat.name).second) << seat.name << " named twice";
    ASSERT_GE(seat.team, 0);
    ASSERT_LT(seat.team, int(info.teams.size()));
    team_used[std::size_t(seat.team)] = true;
  }
  for (std::size_t t = 0; t < team_used.size(); ++t) EXPECT_TRUE(team_used[t]) << info.teams[t];
  for (const ParameterInfo& p : info.parameters)
    EXPECT_EQ(game->parameters().at(p.name), p.default_value) << p.name;
  EXPECT_EQ(game->parameter_text(), "");
}

TEST_P(EveryGame, RandomGamesKeepEveryPropertyOfTheInterface) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    random_game(*game, seed, /*check=*/true);
    if (HasFatalFailure()) return;
  }
}

// A game played by uniformly random moves from the start dealt by `seed`
// to where a game runner stops.
std::unique_ptr<State> random_finished_game(const Game& game, std::uint64_t seed) {
  SplitMix64 random(seed);
  auto state = game.start(seed);
  std::vector<Action> moves;
  while (!state->play_stops()) {
    state->legal_moves(moves);
    state->apply(moves[random.below(moves.size())]);
  }
  return state;
}

// A bounded board's edges are tested by positions of its own
// (Game::edge_positions): each parses, is still on, holds its piece under
// test where it says, and every kind of piece the start has stands on the
// corners in them: on two at least, since rules may bar a piece from a
// rank (a Play-Test piece from its own back rank).
TEST_P(EveryGame, PutsEveryKindOfPieceOnTheCornersOfABoundedBoard) {
  const Picture start = game->start()->picture();
  const std::vector<EdgePosition> edges = game->edge_positions();
  if (!start.board || start.board->files() < 3 || start.board->ranks() < 3) {
    EXPECT_TRUE(edges.empty()) << "positions of edges where there are none";
    return;
  }
  EXPECT_FALSE(edges.empty()) << "a bounded board without positions of its edges";
  const Box board = *start.board;
  std::set<std::pair<int, Square>> on_corners;  // (look, corner)
  for (const EdgePosition& edge : edges) {
    auto state = game->parse(edge.notation);
    ASSERT_TRUE(state) << edge.name << ": " << state.error().message();
    EXPECT_FALSE((*state)->is_over()) << edge.name;
    const Picture picture = (*state)->picture();
    const auto look = picture.look_on(edge.square);
    ASSERT_TRUE(look) << edge.name << ": no piece on its square";
    const bool corner =
        (edge.square.file == board.min_file || edge.square.file == board.max_file) &&
        (edge.square.rank == board.min_rank || edge.square.rank == board.max_rank);
    EXPECT_EQ(edge.corner, corner) << edge.name;
    if (corner) on_corners.insert({*look, edge.square});
  }
  for (const PlacedPiece& piece : start.pieces) {
    int corners = 0;
    for (const Square corner :
         {Square{board.min_file, board.min_rank}, Square{board.max_file, board.min_rank},
          Square{board.min_file, board.max_rank}, Square{board.max_file, board.max_rank}})
      corners += int(on_corners.count({piece.look, corner}));
    EXPECT_GE(corners, 2) << start.looks[std::size_t(piece.look)].name;
  }
}

TEST(EdgePositions, WrappedSquaresAreWhereATorusOrARowMajorIndexLands) {
  const Box board{0, 0, 7, 7};
  auto labels = [](const std::vector<Square>& squares) {
    std::set<std::string> out;
    for (const Square s : squares) out.insert(square_label(s));
    return out;
  };
  // a1 one step off the board: west of it is h1 (the index) and h2 (a
  // torus, north-west), south of it rank 8.
  EXPECT_EQ(labels(wrapped_squares(board, {0, 0}, 1)),
            (std::set<std::string>{"a8", "b8", "h1", "h2", "h8"}));
  // A square inside the board wraps nowhere within a step.
  EXPECT_TRUE(wrapped_squares(board, {3, 3}, 1).empty());
  // a4 west: the far file of ranks 2-4 by the index, of ranks 3-5 by a torus.
  EXPECT_EQ(labels(wrapped_squares(board, {0, 3}, 1)),
            (std::set<std::string>{"h2", "h3", "h4", "h5"}));
}

TEST(EdgePositions, SquareLabelsReadBack) {
  for (const Square s : {Square{0, 0}, Square{7, 7}, Square{15, 15}, Square{26, 3}, Square{-2, 5}})
    EXPECT_EQ(square_of_label(square_label(s)), s) << square_label(s);
  for (const char* text : {"", "a", "1", "a0", "A1", "(1)", "(a,1)", "a-1"})
    EXPECT_FALSE(square_of_label(text).has_value()) << text;
}

// The conformance checker names causes with these descriptions: every
// legal move has one, naming a kind, and a capture is not called quiet.
TEST_P(EveryGame, DescribesEveryLegalMoveAndNothingThatIsNotAMove) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    SplitMix64 random(seed);
    auto state = game->start(seed);
    std::vector<Action> moves;
    for (int ply = 0; ply < 60 && !state->play_stops(); ++ply) {
      state->legal_moves(moves);
      for (const Action m : moves) {
        const std::string text = state->move_text(m);
        const auto d = state->describe_move(text);
        ASSERT_TRUE(d.has_value()) << text << " in " << state->notation();
        EXPECT_FALSE(d->kind.empty()) << text;
        EXPECT_EQ(d->kind.find("not to move"), std::string::npos) << text;
        EXPECT_EQ(d->kind.find("no piece"), std::string::npos) << text;
        if (state->is_capture(m)) {
          EXPECT_NE(d->kind, game::kQuietMove) << text;
        }
        EXPECT_FALSE(game::describe_text(*d).empty()) << text;
      }
      state->apply(moves[random.below(moves.size())]);
    }
    EXPECT_FALSE(state->describe_move("not a move").has_value());
    EXPECT_FALSE(state->describe_move("").has_value());
  }
}

// Every text one edit away from a legal move's (a character replaced,
// inserted or dropped, the text cut short; the characters those of the
// game's move texts and a few others) is described exactly when the
// notation reads it: when it is legal, or refused as illegal rather than
// as unknown.
TEST_P(EveryGame, DescribesTextsNearLegalMovesExactlyWhenTheNotationReadsThem) {
  SplitMix64 random(7);
  auto state = game->start(7);
  std::vector<Action> moves;
  for (int ply = 0; ply < 12 && !state->play_stops(); ++ply) {
    state->legal_moves(moves);
    std::set<char> letters = {' ', 'x', '@', '=', '-', '9'};
    for (const Action m : moves)
      for (const char c : state->move_text(m)) letters.insert(c);
    std::set<std::string> texts;
    // A sample of the moves keeps the big boards' positions quick.
    for (std::size_t i = 0; i < moves.size(); i += 1 + moves.size() / 12) {
      const std::string text = state->move_text(moves[i]);
      for (std::size_t at = 0; at <= text.size(); ++at) {
        texts.insert(text.substr(0, at));
        if (at < text.size()) texts.insert(text.substr(0, at) + text.substr(at + 1));
        for (const char c : letters) {
          texts.insert(text.substr(0, at) + c + text.substr(at));
          if (at < text.size()) texts.insert(text.substr(0, at) + c + text.substr(at + 1));
        }
      }
    }
    for (const std::string& text : texts) {
      const auto parsed = state->parse_move(text);
      const bool of_the_notation = parsed.has_value() || !parsed.error().unknown;
      EXPECT_EQ(state->describe_move(text).has_value(), of_the_notation)
          << "'" << text << "' in " << state->notation();
    }
    state->apply(moves[random.below(moves.size())]);
  }
}

TEST_P(EveryGame, TeamReturnsOfFinishedGamesAddUpToOneNumberWhenConstantSum) {
  std::set<double> sums;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const auto state = random_finished_game(*game, seed);
    // Each team's mean return, summed over the teams.
    const std::vector<double> returns = state->play_returns();
    std::vector<double> team_sum(game->info().teams.size(), 0), seats(team_sum.size(), 0);
    for (Seat s = 0; s < game->seat_count(); ++s) {
      team_sum[std::size_t(game->team_of(s))] += returns[std::size_t(s)];
      seats[std::size_t(game->team_of(s))] += 1;
    }
    double sum = 0;
    for (std::size_t t = 0; t < team_sum.size(); ++t) sum += team_sum[t] / seats[t];
    sums.insert(std::round(sum * 1e9) / 1e9);
  }
  if (game->info().constant_sum) {
    EXPECT_EQ(sums.size(), 1u);
  }
}

TEST_P(EveryGame, MarginsOfFinishedGamesKeepTheirInvariantsAndOrderLikeTheReturns) {
  std::set<std::vector<double>> distinct;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto state = random_finished_game(*game, seed);
    const std::string where =
        game->name() + " seed " + std::to_string(seed) + " at " + state->notation();
    const std::vector<double> margins = state->play_margins();
    check_margins(*game, state->play_returns(), margins, where);
    if (HasFatalFailure()) return;
    if (state->is_over()) {
      EXPECT_EQ(margins, state->margins()) << where;
    } else {
      EXPECT_EQ(margins, state->adjudication()->returns) << where << ": a ruling's margins";
    }
    // Only the current edition defines margins: the others score their returns.
    if (game->name() != "minnaar") {
      EXPECT_EQ(margins, state->play_returns()) << where;
    }
    distinct.insert(margins);
  }
  if (game->name() == "minnaar") {
    EXPECT_GT(distinct.size(), 3u) << "margins finer than the three results";
  }
}

// However a game ends (its rules, a runner's ruling, a forfeit), its result
// is one of the tokens the rule set declares, and each declared token is
// named once and explained in one line.
TEST_P(EveryGame, EndsOnlyWithTheResultTokensItDeclares) {
  std::set<std::string> declared;
  for (const ResultInfo& r : game->info().results) {
    EXPECT_TRUE(declared.insert(r.token).second) << r.token << " declared twice";
    EXPECT_NE(r.token, "ongoing");
    EXPECT_FALSE(r.when.empty()) << r.token;
    EXPECT_EQ(r.when.find('\n'), std::string::npos) << r.token;
  }
  for (int team = 0; team < int(game->info().teams.size()); ++team)
    EXPECT_TRUE(declared.count(game->forfeit_result(team))) << game->forfeit_result(team);
  std::set<std::string> reached;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const auto state = random_finished_game(*game, seed);
    const std::string token = state->is_over() ? state->result() : state->adjudication()->result;
    EXPECT_TRUE(declared.count(token)) << token << " (seed " << seed << ") is not declared";
    if (!state->is_over()) {
      EXPECT_EQ(state->result(), "ongoing") << "a ruling stops a game the rules play on";
    }
    reached.insert(token);
  }
  EXPECT_FALSE(reached.empty());
}

TEST_P(EveryGame, AForfeitsMarginsAreItsReturns) {
  tournament::GameRecord record;
  record.final = game->start(1);
  record.forfeit = tournament::SeatForfeit{0, {}};
  EXPECT_EQ(record.margins(), game->forfeit_returns(game->team_of(0)));
  EXPECT_EQ(record.margins(), record.returns());
}

// A game ended early on the players' scores keeps the margins' invariants
// at every ply of a random game: each in [0, 1], one value per team, the
// losing team below the others, and two constant-sum teams adding to 1.
TEST_P(EveryGame, AdjudicatedMarginsKeepTheInvariantsOfMargins) {
  const game::GameInfo& info = game->info();
  auto state = game->start(3);
  SplitMix64 random(3);
  std::vector<game::Action> moves;
  for (int ply = 0; ply < 200 && !state->play_stops(); ++ply) {
    const std::string where = state->notation();
    for (int losing = -1; losing < int(info.teams.size()); ++losing) {
      const auto margins =
          state->adjudicated_margins(losing < 0 ? std::nullopt : std::optional<int>(losing));
      ASSERT_EQ(margins.size(), std::size_t(game->seat_count())) << where;
      for (game::Seat s = 0; s < game->seat_count(); ++s) {
        EXPECT_GE(margins[std::size_t(s)], 0) << where;
        EXPECT_LE(margins[std::size_t(s)], 1) << where;
        for (game::Seat t = 0; t < game->seat_count(); ++t) {
          if (game->team_of(s) == game->team_of(t)) {
            EXPECT_EQ(margins[std::size_t(s)], margins[std::size_t(t)]) << where;
            continue;
          }
          if (losing >= 0 && game->team_of(s) == losing && info.constant_sum) {
            EXPECT_LT(margins[std::size_t(s)], margins[std::size_t(t)]) << where;
          }
          if (info.constant_sum && info.teams.size() == 2) {
            EXPECT_NEAR(margins[std::size_t(s)] + margins[std::size_t(t)], 1, 1e-12) << where;
          }
        }
      }
    }
    state->legal_moves(moves);
    state->apply(moves[random.below(moves.size())]);
  }
}

TEST_P(EveryGame, TheSameSeedGivesTheSameGame) {
  EXPECT_EQ(random_game(*game, 42, false), random_game(*game, 42, false));
  EXPECT_EQ(game->start(9)->notation(), game->start(9)->notation());
  if (game->info().chance_at_setup) {
    std::set<std::string> starts;
    for (std::uint64_t seed = 0; seed < 50; ++seed) starts.insert(game->start(seed)->notation());
    EXPECT_GT(starts.size(), 1u) << "the seed decides the setup";
  } else {
    EXPECT_EQ(game->start(1)->notation(), game->start(2)->notation());
  }
}

TEST_P(EveryGame, PlayingMoveTextsReplaysTheGame) {
  const std::vector<std::string> texts = random_game(*game, 5, false);
  std::string line;
  for (const std::string& t : texts) line += (line.empty() ? "" : " ") + t;
  auto state = game->start(5);
  ASSERT_TRUE(state->play(line));
  EXPECT_TRUE(state->play_stops());
  auto bad = game->start(5);
  const auto refused = bad->play("not-a-move");
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("unknown move 'not-a-move' at ply 1"), std::string::npos)
      << refused.error();
}

TEST_P(EveryGame, ParsingRefusesBadNotationNamingTheField) {
  for (const char* text : {"", "x", "  ", "\t"}) {
    const auto refused = game->parse(text);
    ASSERT_FALSE(refused) << "'" << text << "'";
    EXPECT_FALSE(refused.error().message().empty());
  }
}

TEST_P(EveryGame, PerftCountsAgreeWithTheLegalMovesDivideThreadsAndBulk) {
  auto state = game->start(3);
  // A few plies in, so the position is not the symmetric start.
  SplitMix64 random(3);
  std::vector<Action> moves;
  for (int ply = 0; ply < 3 && !state->is_over(); ++ply) {
    state->legal_moves(moves);
    state->apply(moves[random.below(moves.size())]);
  }
  state->legal_moves(moves);
  EXPECT_EQ(state->perft(0), 1u);
  EXPECT_EQ(state->perft(1), state->is_over() ? 0u : moves.size());
  for (int depth = 1; depth <= 3; ++depth) {
    const std::uint64_t total = state->perft(depth);
    std::uint64_t sum = 0;
    const auto rows = state->divide(depth);
    for (const auto& [text, nodes] : rows) sum += nodes;
    EXPECT_EQ(sum, total) << depth;
    EXPECT_EQ(rows.size(), state->is_over() ? 0u : moves.size());
    EXPECT_TRUE(std::is_sorted(rows.begin(), rows.end()));
    EXPECT_EQ(state->perft(depth, 2), total) << depth;
    EXPECT_EQ(state->perft(depth, 1, /*bulk=*/false), total) << depth;
    // The interface's own count over legal_moves()/apply() agrees with the
    // game's (a fast game's perft overrides it).
    EXPECT_EQ(state->State::perft(depth), total) << depth;
  }
}

TEST_P(EveryGame, TheGenericPlayersPlayItToTheEndDeterministically) {
  // (Few iterations: a 400-ply game of a big board stays quick.)
  for (const char* spec : {"random", "mcts:iterations=10"}) {
    auto play = [&](std::uint64_t seed) {
      std::vector<std::unique_ptr<tournament::Agent>> agents;
      std::vector<tournament::Agent*> seats;
      for (Seat s = 0; s < game->seat_count(); ++s) {
        auto agent = tournament::make_agent(*game, spec, seed + std::uint64_t(s));
        if (!agent) throw std::runtime_error(agent.error());
        agents.push_back(std::move(*agent));
        seats.push_back(agents.back().get());
      }
      // play_game throws if a player chooses an illegal move.
      return tournament::play_game(*game->start(seed), seats, seed);
    };
    const auto first = play(7), second = play(7);
    EXPECT_TRUE(first.final->play_stops()) << spec;
    EXPECT_EQ(first.moves, second.moves) << spec << ": the same seeds gave another game";
  }
}

TEST_P(EveryGame, ATournamentIsStoredReportedAndReplayed) {
  if (game->info().teams.size() != 2) GTEST_SKIP() << "tournaments play two-team games";
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("minnaar_conformance_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
       "_" + GetParam());
  std::filesystem::create_directories(dir);
  const std::string db = (dir / "t.sqlite").string();
  std::filesystem::remove(db);
  const auto config = tournament::parse_config("version: 1\nname: t\nrules: " + GetParam() +
                                                   "\nseed: 3\nagents:\n  - {name: r, type: random}"
                                                   "\n  - {name: m, type: mcts, params: "
                                                   "{iterations: 10}}\ngames_per_pairing: 6\n"
                                                   "openings: {random_plies: 1}\n",
                                               "conformance.yaml");
  ASSERT_TRUE(config) << config.error().message();
  {
    tournament::GameStore store(db);
    tournament::RunOptions options;
    options.threads = 2;
    const auto report = tournament::run_tournament(*config, "", store, options);
    EXPECT_EQ(report.status, "finished");
    const auto games = store.games(report.tournament_id);
    ASSERT_EQ(games.size(), 6u);
    for (const tournament::StoredGame& g : games) {
      EXPECT_EQ(g.rules, GetParam());
      ASSERT_EQ(int(g.seats.size()), game->seat_count());
      EXPECT_EQ(tournament::replay_problem(g), std::nullopt) << g.slot;
    }
    tournament::StoredGame tampered = games[0];
    tampered.seats[0].result = tampered.seats[0].result == 1 ? 0 : 1;
    EXPECT_NE(tournament::replay_problem(tampered), std::nullopt);
    const auto s =
        tournament::compute_standings(game->info(), {"r", "m"}, scored(games), std::nullopt);
    EXPECT_EQ(s.games, 6);
    EXPECT_EQ(s.agents[0].overall.games + s.agents[1].overall.games, 12);
    EXPECT_NE(tournament::standings_text(s).find("as "), std::string::npos);
  }
  std::filesystem::remove_all(dir);
}

// An evaluation for take-away registered from this test alone: it knows
// nothing (every ongoing state scores 0), so greedy and alpha-beta over the
// interface must find wins by search.
class NoKnowledge : public tournament::Evaluation {
 public:
  int score(const State&, int) const override { return 0; }
};
MINNAAR_REGISTER_AGENT_KIT(
    "take-away",
    (tournament::AgentKit{
        {}, [](const tournament::Params&) { return std::make_shared<const NoKnowledge>(); }, {}}));

TEST(GenericSearch, GreedyAndAlphaBetaPlayAGameThroughItsRegisteredEvaluation) {
  const auto game = load_or_die("take-away");
  auto choose = [&](const std::string& spec, const std::string& position) {
    auto state = game->parse(position);
    if (!state) throw std::runtime_error(state.error().message());
    return (*state)->move_text(
        tournament::make_agent_or_throw(*game, spec, 1)->choose_move(**state));
  };
  // Taking the last stones wins at once.
  EXPECT_EQ(choose("greedy", "3 a"), "3");
  EXPECT_EQ(choose("alphabeta:depth=1", "2 b"), "2");
  // Leaving a multiple of four wins: found only by searching three plies.
  EXPECT_EQ(choose("alphabeta:depth=3", "5 a"), "1");
  EXPECT_EQ(choose("alphabeta:depth=3", "7 b"), "3");
  EXPECT_EQ(choose("alphabeta:depth=5", "10 a"), "2");
  EXPECT_EQ(choose("mcts:iterations=2000", "6 a"), "2");
  // A game without an evaluation has no greedy or alpha-beta.
  const auto cards = load_or_die("three-cards");
  EXPECT_NE(tournament::agent_catalogue(*cards).find("mcts"), std::string::npos);
  EXPECT_EQ(tournament::agent_catalogue(*cards).find("alphabeta"), std::string::npos);
  EXPECT_FALSE(tournament::make_agent(*cards, "greedy", 1));
}

// The protocol's answers of `minnaar serve SPEC` to `input`.
std::string served(const std::string& spec, const std::string& input, std::string* log = nullptr,
                   int* status = nullptr) {
  std::istringstream in(input);
  std::ostringstream out, errors;
  const int code = tournament::serve_protocol(spec, in, out, errors);
  if (log) *log = errors.str();
  if (status) *status = code;
  return out.str();
}

TEST(ServedPlayer, AnswersTheHandshakeWithTheRuleSetsItsAgentPlays) {
  const std::string out = served("greedy", "hello 1\nisready\nquit\nisready\n");
  EXPECT_NE(out.find("id name minnaar greedy\n"), std::string::npos) << out;
  EXPECT_NE(out.find("rules "), std::string::npos) << out;
  EXPECT_NE(out.find(" minnaar"), std::string::npos) << out;
  EXPECT_EQ(out.find("three-cards"), std::string::npos) << "greedy needs an evaluation: " << out;
  EXPECT_NE(out.find("hellook\nready\n"), std::string::npos) << out;
  EXPECT_EQ(out.find("ready\nready"), std::string::npos) << "nothing after quit";
  int status = 0;
  std::string log;
  EXPECT_EQ(served("minimax", "hello 1\n", &log, &status), "");
  EXPECT_EQ(status, 2);
  EXPECT_NE(log.find("not an agent of any rule set"), std::string::npos) << log;
}

// The protocol caps a line at 1 MiB: a served agent stops at a longer one
// (exit 2, one line naming the limit) without holding it, and echoes no
// more than the start of an unknown message.
TEST(ServedPlayer, StopsAtALineOverTheProtocolsLimitAndEchoesOnlyTheStartOfUnknownLines) {
  int status = 0;
  std::string log;
  const std::string too_long(tournament::ChildProcess::kMaxLine + 1, 'x');
  const std::string out = served("greedy", "hello 1\n" + too_long + "\nisready\n", &log, &status);
  EXPECT_EQ(status, 2);
  EXPECT_NE(out.find("hellook\n"), std::string::npos) << out;
  EXPECT_EQ(out.find("ready\n"), std::string::npos) << "nothing after the long line";
  EXPECT_NE(log.find("longer than the protocol's 1048576 bytes"), std::string::npos) << log;
  EXPECT_LT(log.size(), 400u);
  // A line of exactly the limit is a line.
  const std::string longest(tournament::ChildProcess::kMaxLine, 'y');
  EXPECT_NE(served("greedy", longest + "\nisready\n", &log, &status).find("ready\n"),
            std::string::npos);
  EXPECT_EQ(status, 0);
  EXPECT_LT(log.size(), 400u) << "the unknown line's echo is cut";
}

// Served with the seed of `newgame`, an agent chooses what the same agent
// built in with that seed chooses, in every rule set and for every type.
TEST(ServedPlayer, ChoosesTheMoveOfTheSameAgentBuiltInWithTheSameSeed) {
  for (const char* name : {"minnaar", "playtest-standard", "three-cards", "take-away"}) {
    const auto game = load_or_die(name);
    for (const char* spec : {"random", "greedy", "alphabeta:depth=2", "mcts:iterations=100"}) {
      if (!tournament::make_agent(*game, spec, 1)) continue;  // no evaluation: no greedy
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        SplitMix64 random(seed);
        auto state = game->start(seed);
        std::vector<Action> moves;
        std::string played;
        for (int ply = 0; ply < int(seed) * 3 && !state->is_over(); ++ply) {
          state->legal_moves(moves);
          const Action m = moves[random.below(moves.size())];
          played.append(" ").append(state->move_text(m));
          state->apply(m);
        }
        if (state->is_over() || state->forced_move()) continue;
        const Seat seat = state->to_move();
        const std::string seat_name = game->info().seats[std::size_t(seat)].name;
        const std::string position = game->info().perfect_information
                                         ? "position startpos moves" + played
                                         : "position obs " + state->observation(seat);
        std::string log;
        const std::string out =
            served(spec,
                   "hello 1\nnewgame rules " + game->name() + " seat " + seat_name + " seed " +
                       std::to_string(seed) + "\nisready\n" + position + "\ngo nodes 1000\n",
                   &log);
        const std::size_t at = out.find("bestmove ");
        ASSERT_NE(at, std::string::npos) << name << " " << spec << ": " << out << log;
        const std::string answer = out.substr(at + 9, out.find('\n', at) - at - 9);
        if (!game->info().perfect_information) {
          // A sample of the observation: the answer is legal in the real state.
          EXPECT_TRUE(state->parse_move(answer)) << name << " " << spec << ": " << answer;
          continue;
        }
        const std::string built_in = state->move_text(
            tournament::make_agent_or_throw(*game, spec, seed)->choose_move(*state));
        EXPECT_EQ(answer, built_in) << name << " " << spec << " seed " << seed << log;
      }
    }
  }
}

TEST(ServedPlayer, ReportsBadLinesOnItsLogAndGoesOn) {
  std::string log;
  const std::string out =
      served("random",
             "newgame rules chess seat a seed 1\ngo\nnewgame rules minnaar seat nobody seed 1\n"
             "newgame rules minnaar seat south seed x\nnewgame rules minnaar seat south seed 3\n"
             "position mfen not-an-mfen\nposition startpos moves a1a9\nposition startpos\n"
             "frobnicate\ngo\n",
             &log);
  EXPECT_NE(log.find("unknown rule set 'chess'"), std::string::npos) << log;
  EXPECT_NE(log.find("'go' without a valid position"), std::string::npos) << log;
  EXPECT_NE(log.find("has no seat or team 'nobody'"), std::string::npos) << log;
  EXPECT_NE(log.find("seed 'x'"), std::string::npos) << log;
  EXPECT_NE(log.find("position: MFEN:"), std::string::npos) << log;
  EXPECT_NE(log.find("unknown move 'a1a9'"), std::string::npos) << log;
  EXPECT_NE(log.find("ignored unknown message 'frobnicate'"), std::string::npos) << log;
  EXPECT_EQ(out.rfind("bestmove ", 0), 0u) << out;  // the one answer: to the last go
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryGame, ::testing::ValuesIn(all_games()), test_name);

}  // namespace
}  // namespace minnaar::game
