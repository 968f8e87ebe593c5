// The pictures and the HTML report: the one board drawing (engine/svg.h)
// on hand-made pictures, each rule set's picture of known positions, and
// the report of a stored tournament of every two-team game: its sections,
// its escaping, and viewer data that rebuild every position of every game.
// (The page in a real browser is verify/report_browser.py.)
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/picture.h"
#include "engine/svg.h"
#include "tournament/report/html_report.h"
#include "tournament/report/printed_number.h"
#include "tournament/report/standings_report.h"
#include "tournament/stats/standings.h"
#include "verify/game_support.h"
#include "verify/tournament_support.h"

namespace minnaar {
namespace {

using game::Box;
using game::Picture;
using game::Square;

using test::load_or_die;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Picture, LabelsFilesWithLettersPastZAndRanksFromOne) {
  EXPECT_EQ(game::file_label(0, game::Coordinates::kLettersAndNumbers), "a");
  EXPECT_EQ(game::file_label(25, game::Coordinates::kLettersAndNumbers), "z");
  EXPECT_EQ(game::file_label(26, game::Coordinates::kLettersAndNumbers), "aa");
  EXPECT_EQ(game::rank_label(0, game::Coordinates::kLettersAndNumbers), "1");
  EXPECT_EQ(game::file_label(-3, game::Coordinates::kNumbers), "-3");
  EXPECT_EQ(game::rank_label(12, game::Coordinates::kNumbers), "12");
}

TEST(Picture, FramesAnUnboundedBoardAroundItsPiecesWithAMarginOfOne) {
  Picture p;
  p.looks = {{"K", "#fff", "#000", "king"}};
  p.pieces = {{{-2, 5}, 0}, {{3, 4}, 0}};
  EXPECT_EQ(p.frame(), (Box{-3, 3, 4, 6}));
  p.board = Box{0, 0, 7, 7};
  EXPECT_EQ(p.frame(), (Box{0, 0, 7, 7}));
}

TEST(Picture, ChangedSquaresAreTheSquaresAMoveEmptiedFilledOrChanged) {
  Picture before, after;
  before.pieces = {{{0, 0}, 1}, {{1, 1}, 2}, {{2, 2}, 3}};
  after.pieces = {{{0, 0}, 1}, {{1, 1}, 4}, {{3, 3}, 3}};
  EXPECT_EQ(game::changed_squares(before, after), (std::vector<Square>{{1, 1}, {2, 2}, {3, 3}}));
}

TEST(BoardSvg, DrawsA1DarkAndOneUseAPieceWhereTheViewerPlacesIt) {
  Picture p;
  p.looks = {{"Q", "#fff", "#000", "White queen"}};
  p.board = Box{0, 0, 7, 7};
  p.pieces = {{{3, 0}, 0}};
  const std::string svg = game::board_svg(p);
  // The pattern's first tile is the top-left square, a8: light, so its
  // dark squares are b8 (x = cell) and a7.
  EXPECT_NE(svg.find("<rect x=\"40\" y=\"0\" width=\"40\" height=\"40\" fill=\"#b58863\"/>"),
            std::string::npos);
  // d1: x = 3 cells, y = 7 cells from the top.
  EXPECT_NE(svg.find("<use href=\"#b-look-0\" x=\"120\" y=\"280\""), std::string::npos) << svg;
  EXPECT_NE(svg.find("White queen on d1"), std::string::npos);
  EXPECT_EQ(count(svg, "<use "), 1);
}

TEST(BoardSvg, EscapesEveryTextOfThePicture) {
  Picture p;
  p.looks = {{"<", "red\" onload=\"x", "#000", "<script>alert(1)</script>"}};
  p.pieces = {{{0, 0}, 0}};
  p.counters = {{"a & \"b\"", "<b>"}};
  game::BoardStyle style;
  style.title = "<t>";
  const std::string svg = game::board_svg(p, style);
  EXPECT_EQ(svg.find("<script>"), std::string::npos);
  EXPECT_EQ(svg.find("<b>"), std::string::npos);
  EXPECT_EQ(svg.find("onload=\""), std::string::npos);
  EXPECT_NE(svg.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(svg.find("a &amp; &quot;b&quot;: &lt;b&gt;"), std::string::npos);
  EXPECT_NE(svg.find("<title>&lt;t&gt;</title>"), std::string::npos);
}

TEST(BoardSvg, CutsPiecesFarApartToSixtyFourSquaresASideAndSaysSo) {
  Picture p;
  p.looks = {{"K", "#fff", "#000", "king"}};
  p.pieces = {{{0, 0}, 0}, {{1000, 0}, 0}};
  p.coordinates = game::Coordinates::kNumbers;
  const std::string svg = game::board_svg(p);
  EXPECT_NE(svg.find("shown: 64 x 3 of 1003 x 3 squares"), std::string::npos);
  EXPECT_EQ(count(svg, "<use "), 1);
  EXPECT_LT(svg.size(), 20000u);
}

// A picture turned 45 degrees: an 8 by 8 board, a queen on h1 (the corner
// that turns to the bottom), a king on a8 (to the top), a knight on d5.
Picture turned_board() {
  Picture p;
  p.looks = {{"Q", "#fff", "#000", "White queen"},
             {"K", "#000", "#fff", "Black king"},
             {"N", "#fff", "#000", "White knight"}};
  p.board = Box{0, 0, 7, 7};
  p.pieces = {{{7, 0}, 0}, {{0, 7}, 1}, {{3, 4}, 2}};
  p.tints = {{{2, 2}, "#8fbc8f"}};
  p.counters = {{"to move", "White"}};
  p.turn_degrees = 45;
  return p;
}

// An SVG transform list of translate(x,y) and rotate(a,cx,cy), applied to a
// point as the SVG does (the last one first).
struct Point {
  double x = 0, y = 0;
};
Point apply(const std::string& transform, Point p) {
  static const std::regex one(R"((translate|rotate)\(([^)]*)\))");
  std::vector<std::pair<std::string, std::vector<double>>> steps;
  for (std::sregex_iterator it(transform.begin(), transform.end(), one), end; it != end; ++it) {
    std::vector<double> args;
    std::string list = (*it)[2];
    std::replace(list.begin(), list.end(), ',', ' ');
    std::istringstream in(list);
    for (double v; in >> v;) args.push_back(v);
    steps.push_back({(*it)[1], args});
  }
  for (auto step = steps.rbegin(); step != steps.rend(); ++step) {
    const auto& [kind, a] = *step;
    if (kind == "translate") {
      p = {p.x + a.at(0), p.y + a.at(1)};
    } else {
      const double t = a.at(0) * std::acos(-1.0) / 180, cx = a.at(1), cy = a.at(2);
      const double dx = p.x - cx, dy = p.y - cy;
      p = {cx + dx * std::cos(t) - dy * std::sin(t), cy + dx * std::sin(t) + dy * std::cos(t)};
    }
  }
  return p;
}

// The value of attribute `name` in the first element of `svg` that
// contains `where`, searching back to its "<".
std::string attribute(const std::string& svg, const std::string& where, const std::string& name) {
  const auto at = svg.find(where);
  if (at == std::string::npos) return "";
  const auto start = svg.rfind('<', at);
  const auto close = svg.find('>', at);
  const std::string element = svg.substr(start, close - start);
  const auto value = element.find(" " + name + "=\"");
  if (value == std::string::npos) return "";
  const auto from = value + name.size() + 3;
  return element.substr(from, element.find('"', from) - from);
}

// Where the centre of the piece titled `title` is drawn, in the SVG's
// coordinates, and the angle its letter is turned by.
struct Drawn {
  Point centre;
  double angle = 0;
};
Drawn drawn(const std::string& svg, const std::string& title) {
  const std::string board = attribute(svg, "class=\"board\"", "transform");
  const auto use = svg.rfind("<use ", svg.find("<title>" + title + "</title>"));
  const std::string piece = svg.substr(use, svg.find('>', use) - use);
  const double cell = std::stod(attribute(svg, "data-cell", "data-cell"));
  const Point corner{std::stod(attribute(piece, "<use", "x")),
                     std::stod(attribute(piece, "<use", "y"))};
  const std::string own = attribute(piece, "<use", "transform");
  Drawn d;
  d.centre = apply(board + " " + own, {corner.x + cell / 2, corner.y + cell / 2});
  // The letter's direction: where a step to the right ends up.
  const Point step = apply(board + " " + own, {corner.x + cell, corner.y + cell / 2});
  d.angle = std::atan2(step.y - d.centre.y, step.x - d.centre.x) * 180 / std::acos(-1.0);
  return d;
}

TEST(BoardSvg, ATurnedPictureTurnsItsBoardFortyFiveDegreesClockwiseAboutItsCentre) {
  const std::string svg = game::board_svg(turned_board());
  EXPECT_NE(svg.find(" data-turn=\"45\""), std::string::npos);
  EXPECT_NE(attribute(svg, "class=\"board\"", "transform").find("rotate(45,160,160)"),
            std::string::npos)
      << svg;
  // Squares, tints and marks keep their places inside the turned group.
  EXPECT_NE(svg.find("<rect class=\"tint\" x=\"80\" y=\"200\""), std::string::npos);
  EXPECT_FALSE(std::regex_search(svg, std::regex(R"(\b(nan|inf|NaN)\b)")));
}

TEST(BoardSvg, OnATurnedBoardTheLowestRanksHighestFileIsAtTheBottomCentreAndItsOppositeAtTheTop) {
  const std::string svg = game::board_svg(turned_board());
  const double width = std::stod(attribute(svg, "<svg", "width"));
  const double half_diagonal = 40 / std::sqrt(2.0);  // a square's centre to its corner
  const Point board_centre = apply(attribute(svg, "class=\"board\"", "transform"), {160, 160});
  const double bottom = board_centre.y + 160 * std::sqrt(2.0);
  const double top = board_centre.y - 160 * std::sqrt(2.0);

  const Drawn h1 = drawn(svg, "White queen on h1");
  EXPECT_NEAR(h1.centre.x, width / 2, 0.6) << svg;
  EXPECT_NEAR(h1.centre.y, bottom - half_diagonal, 0.01);
  const Drawn a8 = drawn(svg, "Black king on a8");
  EXPECT_NEAR(a8.centre.x, width / 2, 0.6);
  EXPECT_NEAR(a8.centre.y, top + half_diagonal, 0.01);
  // d5's centre is half a square left of the board's centre and half a
  // square above it: turned, straight above it by half a square's diagonal.
  const Drawn d5 = drawn(svg, "White knight on d5");
  EXPECT_NEAR(d5.centre.x, board_centre.x, 0.01);
  EXPECT_NEAR(d5.centre.y, board_centre.y - half_diagonal, 0.01);
}

TEST(BoardSvg, PiecesOnATurnedBoardStandUpright) {
  const std::string svg = game::board_svg(turned_board());
  EXPECT_EQ(count(svg, "<use "), 3);
  EXPECT_EQ(count(svg, "transform=\"rotate(-45,"), 3);
  for (const char* title : {"White queen on h1", "Black king on a8", "White knight on d5"})
    EXPECT_NEAR(drawn(svg, title).angle, 0, 1e-9) << title;
  // The labels are not turned.
  const auto labels = svg.find("<g class=\"labels\"");
  ASSERT_NE(labels, std::string::npos);
  EXPECT_EQ(svg.find("transform", labels), std::string::npos);
}

TEST(BoardSvg, ATurnedBoardsViewBoxFitsItsDiamondAndItsLabels) {
  const std::string svg = game::board_svg(turned_board());
  const double width = std::stod(attribute(svg, "<svg", "width"));
  const double height = std::stod(attribute(svg, "<svg", "height"));
  EXPECT_EQ(attribute(svg, "<svg", "viewBox"), fmt::format("0 0 {} {}", width, height));
  // The diamond is 8 * 40 * sqrt 2 wide and tall; the margins are narrow.
  const double diagonal = 320 * std::sqrt(2.0);
  EXPECT_GE(width, diagonal);
  EXPECT_LT(width, diagonal + 2 * 40);
  EXPECT_GE(height, diagonal);
  EXPECT_LT(height, diagonal + 2 * 40 + 2 * 17);  // the counter's line below
  const std::string board = attribute(svg, "class=\"board\"", "transform");
  for (const Point corner : {Point{0, 0}, Point{320, 0}, Point{0, 320}, Point{320, 320}}) {
    const Point at = apply(board, corner);
    EXPECT_GE(at.x, 0);
    EXPECT_LE(at.x, width);
    EXPECT_GE(at.y, 0);
    EXPECT_LE(at.y, height);
  }
  // Sixteen labels, all inside, the files and ranks below the middle.
  const auto from = svg.find("<g class=\"labels\"");
  const std::string labels = svg.substr(from, svg.find("</g>", from) - from);
  static const std::regex text(R"re(<text x="([-0-9.]+)" y="([-0-9.]+)")re");
  int n = 0;
  for (std::sregex_iterator it(labels.begin(), labels.end(), text), end; it != end; ++it, ++n) {
    const double x = std::stod((*it)[1]), y = std::stod((*it)[2]);
    EXPECT_GT(x, 0);
    EXPECT_LT(x, width);
    EXPECT_GT(y, apply(board, {160, 160}).y);
    EXPECT_LT(y, apply(board, {320, 320}).y);
  }
  EXPECT_EQ(n, 16);
}

TEST(BoardSvg, AnUnturnedPictureIsDrawnAsItAlwaysWasAndAnUnknownTurnAsNone) {
  Picture p;
  p.looks = {{"Q", "#fff", "#000", "White queen"}};
  p.board = Box{0, 0, 1, 1};
  p.pieces = {{{1, 0}, 0}};
  p.tints = {{{0, 0}, "#8fbc8f"}};
  p.counters = {{"to move", "White"}};
  game::BoardStyle style;
  style.marks = {{0, 1}};
  style.cell = 20;
  const std::string before =
      R"svg(<svg xmlns="http://www.w3.org/2000/svg" class="board-picture" role="img" viewBox="0 0 56 77" width="56" height="77" data-cell="20" data-min-file="0" data-max-rank="1" data-id="b-" font-family="DejaVu Sans, Arial, sans-serif">
<defs><pattern id="b-checks" patternUnits="userSpaceOnUse" width="40" height="40"><rect width="40" height="40" fill="#f0d9b5"/><rect x="20" y="0" width="20" height="20" fill="#b58863"/><rect x="0" y="20" width="20" height="20" fill="#b58863"/></pattern>
<symbol id="b-look-0" viewBox="0 0 20 20" width="20" height="20"><circle cx="10" cy="10" r="8.4" fill="#fff" stroke="#2b2b2b" stroke-width="1.5"/><text x="10" y="10" text-anchor="middle" dominant-baseline="central" font-size="10.0" font-weight="bold" fill="#000">Q</text></symbol>
</defs>
<g class="board" transform="translate(12,4)">
<rect class="squares" width="40" height="40" fill="url(#b-checks)" stroke="#6b4f35" stroke-width="1"/>
<rect class="tint" x="0" y="20" width="20" height="20" fill="#8fbc8f"/>
<g class="marks"><rect x="0" y="0" width="20" height="20" fill="#f6e35a" fill-opacity="0.55"/></g>
<g class="pieces">
<use href="#b-look-0" x="20" y="20" width="20" height="20"><title>White queen on b1</title></use>
</g>
</g>
<g class="labels" font-size="6.0" fill="#555" text-anchor="middle"><text x="22" y="52">a</text><text x="42" y="52">b</text><text x="6" y="34" dominant-baseline="central">1</text><text x="6" y="14" dominant-baseline="central">2</text></g>
<g class="counters" font-size="13" fill="#222"><text x="12" y="69">to move: White</text></g>
</svg>
)svg";
  EXPECT_EQ(game::board_svg(p, style), before);
  p.turn_degrees = 90;
  EXPECT_EQ(game::board_svg(p, style), before);
  p.turn_degrees = 45;
  EXPECT_NE(game::board_svg(p, style), before);
}

// A stored tournament of `rules` with two agents, one of them named to
// break the page if anything were not escaped.
struct ReportFixture {
  tournament::TempDb db;
  std::shared_ptr<const game::Game> game;
  std::vector<tournament::StoredGame> games;
  std::string html;

  explicit ReportFixture(const std::string& rules) : game(load_or_die(rules)) {
    const auto config = tournament::parse_ok(
        "version: 1\nname: \"<b>report</b>\"\nrules: " + rules +
        "\nseed: 4\nagents:\n  - {name: \"<script>alert(1)</script>\", type: random}\n"
        "  - {name: 'a & \"b\"', type: random, params: {capture_bias: 900}}\n"
        "games_per_pairing: 4\n"
        "openings: {random_plies: 1}\n");
    games = tournament::run_all(config, db.path(), 2);
    tournament::GameStore store(db.path());
    const auto t = store.tournaments().back();
    html =
        tournament::tournament_html(tournament::gather_report(store, t, game, db.path(), "test"));
  }
};

class EveryTwoTeamRuleSet : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryTwoTeamRuleSet, TheReportHasEverySectionAndEscapesEveryName) {
  const ReportFixture r(GetParam());
  for (const char* id : {"summary", "standings", "elo", "matrix", "seats", "lengths", "endings",
                         "openings", "games", "config"})
    EXPECT_NE(r.html.find(std::string("id=\"") + id + "\""), std::string::npos) << id;
  // The page's own two scripts, and no other.
  EXPECT_EQ(count(r.html, "<script"), 2);
  EXPECT_EQ(r.html.find("<b>report"), std::string::npos);
  EXPECT_NE(r.html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(r.html.find("a &amp; &quot;b&quot;"), std::string::npos);
  for (const char* plot : {"plot-interval", "plot-heat", "plot-bar", "plot-histogram"})
    EXPECT_NE(r.html.find(plot), std::string::npos) << plot;
  EXPECT_EQ(r.html.find("http://"), r.html.find("http://www.w3.org/2000/svg"))
      << "nothing is fetched: the only address is the SVG namespace";
  EXPECT_EQ(r.html.find("https://"), std::string::npos);
  // The margins: a column of the standings, one per side by seat, one per pairing.
  EXPECT_NE(r.html.find("<th class=\"num\">margin (95%)</th>"), std::string::npos);
  EXPECT_NE(r.html.find("<th class=\"num\">margin as "), std::string::npos);
  EXPECT_NE(r.html.find("<th class=\"num\">pair margin</th>"), std::string::npos);
  EXPECT_GE(count(r.html, "<td class=\"num margin\">"), 2 + 2 * 2 + 1);
  // The ratings by seat: a column per team, a plot per team, the strongest of each named.
  const auto& teams = r.game->info().teams;
  for (const std::string& team : teams) {
    const std::string name = game::display_name(team);
    EXPECT_NE(r.html.find("<th class=\"num\">Elo as " + name + "</th>"), std::string::npos);
    EXPECT_NE(r.html.find("Elo as the " + name + ", 95% intervals"), std::string::npos) << name;
    // Two agents that met only each other: their seat ratings do not compare.
    EXPECT_NE(r.html.find("Ratings as the " + name + " fall in groups that never met"),
              std::string::npos)
        << name;
  }
}

// The game list never breaks a result token at its hyphens, and a large
// board's opening pictures get squares large enough to read their letters.
TEST(Report, KeepsResultTokensWholeAndDrawsLargeBoardsOpeningsReadably) {
  const ReportFixture r("sovereign");
  EXPECT_NE(r.html.find(".game-list td { white-space: nowrap; }"), std::string::npos);
  const std::regex opening_board(R"re(data-cell="(\d+)"[^>]*data-id="o\d+-")re");
  std::smatch found;
  ASSERT_TRUE(std::regex_search(r.html, found, opening_board)) << "no opening picture";
  EXPECT_GE(std::stoi(found[1].str()), 24);
  const ReportFixture small(game::default_game_name());
  ASSERT_TRUE(std::regex_search(small.html, found, opening_board));
  EXPECT_EQ(std::stoi(found[1].str()), 14) << "an 8x8 board keeps its thumbnail";
}

TEST(Report, ThreeAgentsRatedBySeatHaveTheStrongestOfEachSeatNamed) {
  tournament::TempDb db;
  const auto config = tournament::parse_ok(
      "version: 1\nname: seats\nseed: 5\nagents:\n  - {name: r, type: random}\n"
      "  - {name: g, type: greedy}\n  - {name: b, type: random, params: {capture_bias: 900}}\n"
      "games_per_pairing: 4\nopenings: {random_plies: 2}\n");
  const auto games = tournament::run_all(config, db.path(), 2);
  tournament::GameStore store(db.path());
  const auto t = store.tournaments().back();
  const tournament::Standings standings = tournament::compute_standings(
      config.game->info(), {"r", "g", "b"}, scored(games), std::nullopt);
  const std::string html = tournament::tournament_html(
      tournament::gather_report(store, t, config.game, db.path(), "test"));
  for (int team = 0; team < 2; ++team) {
    const tournament::AgentStanding* best = tournament::strongest_holding(standings, team);
    ASSERT_NE(best, nullptr) << team;
    const std::string name = game::display_name(config.game->info().teams[std::size_t(team)]);
    EXPECT_NE(html.find("Strongest as the " + name + ": <strong class=\"strongest\">" + best->name +
                        "</strong>"),
              std::string::npos)
        << name;
  }
}

TEST(Report, TheSprtSectionSaysWhichScoreItTests) {
  const ReportFixture r(game::default_game_name());
  tournament::GameStore store(r.db.path());
  const auto t = store.tournaments().back();
  const std::vector<std::string> names = {"<script>alert(1)</script>", "a & \"b\""};
  for (const auto score : {tournament::SprtScore::kResult, tournament::SprtScore::kMargin}) {
    const tournament::SprtStop stop{0, 5, 0.05, 0.05, score};
    const std::string html = tournament::tournament_html(tournament::report_of_games(
        t, r.game, store.agents(t.id), r.games, stop, r.db.path(), "test"));
    ASSERT_NE(html.find("id=\"sprt\""), std::string::npos);
    const bool margin = score == tournament::SprtScore::kMargin;
    EXPECT_EQ(html.find("score: margin)") != std::string::npos, margin);
    EXPECT_EQ(html.find("score: result)") != std::string::npos, !margin);
    EXPECT_EQ(html.find("each pair's margin score") != std::string::npos, margin);
  }
}

TEST_P(EveryTwoTeamRuleSet, TheViewerDataRebuildsEveryPositionOfEveryGame) {
  const ReportFixture r(GetParam());
  const auto data = nlohmann::json::parse(tournament::viewer_json(*r.game, r.games));
  ASSERT_EQ(data["games"].size(), r.games.size());
  const auto values = data["values"].get<std::vector<std::string>>();
  for (std::size_t n = 0; n < r.games.size(); ++n) {
    const auto& g = data["games"][n];
    const tournament::StoredGame& stored = r.games[n];
    EXPECT_FALSE(g.contains("e")) << g["e"];
    auto state = std::move(*r.game->parse(stored.start_state));
    std::map<Square, int> board;
    const auto start = g["p"].get<std::vector<int>>();
    for (std::size_t i = 0; i + 2 < start.size(); i += 3)
      board[{start[i], start[i + 1]}] = start[i + 2];
    std::vector<std::string> counters;
    for (int v : g["c"].get<std::vector<int>>()) counters.push_back(values[std::size_t(v)]);
    const auto moves = g["m"].get<std::vector<std::string>>();
    ASSERT_EQ(int(moves.size()), stored.plies);
    const auto frame = g["f"].get<std::vector<int>>();
    const Box box{frame[0], frame[1], frame[2], frame[3]};
    for (std::size_t ply = 0;; ++ply) {
      const Picture picture = state->picture();
      std::map<Square, int> expected;
      for (const auto& p : picture.pieces) {
        expected[p.square] = p.look;
        EXPECT_TRUE(box.contains(p.square)) << "game " << n << " ply " << ply;
      }
      ASSERT_EQ(board, expected) << "game " << n << " ply " << ply;
      for (std::size_t i = 0; i < counters.size(); ++i)
        EXPECT_EQ(counters[i], picture.counters[i].second) << "game " << n << " ply " << ply;
      if (ply == moves.size()) break;
      state->apply(*state->parse_move(moves[ply]));
      const auto diff = g["d"][ply].get<std::vector<int>>();
      for (std::size_t i = 0; i + 2 < diff.size(); i += 3) {
        if (diff[i + 2] < 0)
          board.erase({diff[i], diff[i + 1]});
        else
          board[{diff[i], diff[i + 1]}] = diff[i + 2];
      }
      const auto k = g["k"][ply];
      for (std::size_t i = 0; i + 1 < k.size(); i += 2)
        counters[k[i].get<std::size_t>()] = values[k[i + 1].get<std::size_t>()];
    }
    EXPECT_EQ(state->notation(), stored.final_state);
  }
}

// Every registered game of two teams (the rule sets and the test games).
std::vector<std::string> two_team_games() {
  std::vector<std::string> names;
  for (const game::GameInfo* info : game::registered_games())
    if (info->teams.size() == 2) names.push_back(info->name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryTwoTeamRuleSet, ::testing::ValuesIn(two_team_games()),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// Whether `text` says, in any case, a word of another game's statistics
// that this game's do not use: the other's team names and its word for a
// draw.
bool speaks_of(const game::GameInfo& other, const game::GameInfo& game, std::string text) {
  const auto lower = [](std::string word) {
    for (char& c : word) c = char(std::tolower(static_cast<unsigned char>(c)));
    return word;
  };
  text = lower(text);
  std::vector<std::string> words = other.teams;
  words.push_back(other.draw_name);
  for (const std::string& word : words) {
    const bool own = std::find(game.teams.begin(), game.teams.end(), word) != game.teams.end() ||
                     word == game.draw_name;
    if (!own && text.find(lower(word)) != std::string::npos) return true;
  }
  return false;
}

// Every format of a report names the game's own teams and its own word for
// a draw (GameInfo), and never the words of the game played by default
// where they differ.
TEST_P(EveryTwoTeamRuleSet, EveryFormatNamesTheGamesTeamsAndItsWordForADraw) {
  ReportFixture r(GetParam());
  const game::GameInfo& info = r.game->info();
  const game::GameInfo& other = load_or_die(game::default_game_name())->info();
  const std::string first = game::display_name(info.teams[0]);
  const std::string second = game::display_name(info.teams[1]);
  const std::string draws = tournament::draws_label(info);
  // One game drawn for certain, whatever the agents played: both teams return 1/2.
  ASSERT_FALSE(r.games.empty());
  for (tournament::SeatOutcome& seat : r.games.back().seats) seat.result = seat.margin = 0.5;
  const std::vector<std::string> names = {"<script>alert(1)</script>", "a & \"b\""};
  const tournament::Standings s =
      tournament::compute_standings(info, names, scored(r.games), std::nullopt);
  ASSERT_GE(s.draws, 1);

  const std::string text = tournament::standings_text(s);
  for (const std::string& heading : {"as " + first, "as " + second})
    EXPECT_NE(text.find(heading), std::string::npos) << heading << "\n" << text;
  EXPECT_FALSE(speaks_of(other, info, text)) << text;
  // A game whose returns are not constant-sum reports achievements and a
  // head-to-head score instead of team wins (tested with its rule set).
  if (!info.constant_sum) return;
  EXPECT_NE(text.find("games: " + first + " won " + std::to_string(s.team_wins[0]) + ", " + second +
                      " won " + std::to_string(s.team_wins[1]) + ", " + draws + " " +
                      std::to_string(s.draws) + ";"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(first + " seats rated"), std::string::npos) << text;

  const auto json = nlohmann::json::parse(tournament::standings_json(s));
  EXPECT_EQ(json["teams"], nlohmann::json(info.teams));
  EXPECT_EQ(json["first_team"], info.teams[0]);
  EXPECT_EQ(json["second_team"], info.teams[1]);
  EXPECT_EQ(json["draw_name"], info.draw_name);
  EXPECT_EQ(json["sides"]["draws"], s.draws);
  EXPECT_EQ(json["sides"]["first_team_wins"], s.team_wins[0]);
  EXPECT_EQ(json["sides"]["second_team_wins"], s.team_wins[1]);
  EXPECT_TRUE(json.contains("first_team_advantage")) << json.dump(2);
  EXPECT_TRUE(json["agents"][0].contains("elo_as_second_team")) << json.dump(2);
  // (The JSON names the teams themselves; only the default game's draw word
  // and team names outside them would be foreign.)
  EXPECT_FALSE(speaks_of(other, info, json.dump())) << json.dump(2);

  const std::string csv = tournament::standings_csv(s);
  EXPECT_NE(csv.find(",first_team_games,first_team_score,second_team_games,second_team_score,"),
            std::string::npos)
      << csv;
  EXPECT_FALSE(speaks_of(other, info, csv)) << csv;

  tournament::GameStore store(r.db.path());
  const auto t = store.tournaments().back();
  const std::string html = tournament::tournament_html(tournament::report_of_games(
      t, r.game, store.agents(t.id), r.games, std::nullopt, r.db.path(), "test"));
  for (const std::string& label :
       {"<th class=\"num\">" + draws + "</th>", "<th class=\"num\">" + first + " won</th>",
        "<th class=\"num\">" + second + " won</th>", info.draw_name + " band",
        "a win/" + info.draw_name + "/loss model"})
    EXPECT_NE(html.find(label), std::string::npos) << label;
  EXPECT_FALSE(speaks_of(other, info, html));
}

// A number that rounds to zero prints as zero: no "-0", "-0.0" or "-0.000"
// from an Elo or a margin a hair below zero, in any format.
TEST(Report, NumbersThatRoundToZeroNeverPrintAsNegativeZero) {
  ReportFixture r("minnaar");
  const std::vector<std::string> names = {"<script>alert(1)</script>", "a & \"b\""};
  tournament::Standings s =
      tournament::compute_standings(r.game->info(), names, scored(r.games), std::nullopt);
  ASSERT_GT(s.games, 0);
  for (tournament::AgentStanding& a : s.agents) {
    a.rating.elo = -0.3;
    a.seat_rating.as_first_team.elo = -0.04;
    a.seat_rating.as_second_team.elo = -0.04;
  }
  s.ratings.first_team_advantage = -0.2;
  s.seat_ratings.first_team_advantage = -0.4;
  for (tournament::PairingResult& p : s.pairings) {
    p.elo.elo = -0.3;
    p.pair_margin_score = -0.0004;
  }
  // "-0", "-0.0" alone ("+-0.000" is an interval's half-width of zero), and
  // "(+3 =1 -0)", wins, draws and losses, left out.
  const std::regex negative_zero(R"((^|[^0-9.+])-0(\.0+)?([^.0-9]|$))");
  const std::regex counts(R"(\(\+\d+ =\d+ -\d+\))");
  for (const std::string& report : {tournament::standings_text(s), tournament::standings_csv(s)}) {
    const std::string text = std::regex_replace(report, counts, "");
    std::smatch found;
    EXPECT_FALSE(std::regex_search(text, found, negative_zero)) << found.str() << "\n" << text;
  }
  EXPECT_EQ(fmt::format("{:+.0f}", tournament::printed(-0.3, 0)), "+0");
  EXPECT_EQ(fmt::format("{:.3f}", tournament::printed(-0.0004, 3)), "0.000");
  EXPECT_EQ(fmt::format("{:.3f}", tournament::printed(-0.0006, 3)), "-0.001");
}

TEST(Report, TheCurrentEditionsReportCallsAGameNoTeamWonUndecided) {
  ReportFixture r("minnaar");
  const std::vector<std::string> names = {"<script>alert(1)</script>", "a & \"b\""};
  const tournament::Standings s =
      tournament::compute_standings(r.game->info(), names, scored(r.games), std::nullopt);
  const std::string text = tournament::standings_text(s);
  EXPECT_NE(
      text.find("games: Alliance won " + std::to_string(s.team_wins[0]) + ", Establishment won " +
                std::to_string(s.team_wins[1]) + ", undecided " + std::to_string(s.draws) + ";"),
      std::string::npos)
      << text;
  const auto json = nlohmann::json::parse(tournament::standings_json(s));
  EXPECT_EQ(json["first_team"], "alliance");
  EXPECT_EQ(json["second_team"], "establishment");
  EXPECT_EQ(json["draw_name"], "undecided");
  EXPECT_EQ(json["sides"]["draws"], s.draws);
  tournament::GameStore store(r.db.path());
  const auto t = store.tournaments().back();
  const std::string html = tournament::tournament_html(tournament::report_of_games(
      t, r.game, store.agents(t.id), r.games, std::nullopt, r.db.path(), "test"));
  for (const char* label : {"<th class=\"num\">undecided</th>", "Alliance won", "Establishment won",
                            "undecided band", "a win/undecided/loss model"})
    EXPECT_NE(html.find(label), std::string::npos) << label;
}

TEST(Report, AGameThatDoesNotReplayStopsTheViewerAtTheBadMoveAndSaysWhy) {
  const auto game = load_or_die(game::default_game_name());
  tournament::StoredGame g;
  g.start_state = game->start()->notation();
  const std::string first = game->start()->sorted_move_texts().front();
  g.moves = {first, "zz99", first};
  for (game::Seat seat = 0; seat < game->seat_count(); ++seat) g.seats.push_back({"x", 0, 0.5});
  const auto data = nlohmann::json::parse(tournament::viewer_json(*game, {g}));
  const auto& v = data["games"][0];
  ASSERT_TRUE(v.contains("e"));
  EXPECT_NE(v["e"].get<std::string>().find("move 2 (zz99) does not replay"), std::string::npos)
      << v["e"];
  EXPECT_EQ(v["m"], nlohmann::json::array({first}));
}

TEST(Report, ATournamentWithoutGamesIsAPageThatSaysSo) {
  const auto game = load_or_die(game::default_game_name());
  tournament::StoredTournament t;
  t.name = "empty";
  t.status = "running";
  t.shard_games = 10;
  const std::string html = tournament::tournament_html(tournament::report_of_games(
      t, game, {{"a", "random"}, {"b", "random"}}, {}, std::nullopt, "x.sqlite", "test"));
  EXPECT_NE(html.find("No game is stored yet"), std::string::npos);
  EXPECT_NE(html.find("no data"), std::string::npos);
  EXPECT_FALSE(std::regex_search(html, std::regex(R"(\b(nan|inf|NaN)\b)")));
}

TEST(Report, ViewerDataNeverClosesItsScriptElement) {
  const auto game = load_or_die(game::default_game_name());
  tournament::StoredGame g;
  g.start_state = game->start()->notation();
  g.seats = {{"</script><b>", 0, 0.5}};
  for (game::Seat seat = 1; seat < game->seat_count(); ++seat) g.seats.push_back({"x", 0, 0.5});
  const std::string json = tournament::viewer_json(*game, {g});
  EXPECT_EQ(json.find('<'), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(json)["games"][0]["s"][0], "</script><b>");
}

}  // namespace
}  // namespace minnaar
