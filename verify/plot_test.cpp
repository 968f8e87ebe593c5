// The reports' SVG charts (tournament/report/plot.h) and the benchmark history's
// HTML page (bench/history.h): escaping, the numbers drawn, no "inf" or
// "nan" from infinite or missing values, and "no data" for empty inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/history.h"
#include "storage/sqlite.h"
#include "tournament/report/plot.h"
#include "verify/tournament_support.h"

namespace minnaar {
namespace {

// Reading the SVG and HTML back: counts, opening tags, attributes.
int occurrences(const std::string& text, const std::string& needle) {
  int n = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos;
       at = text.find(needle, at + needle.size()))
    ++n;
  return n;
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return text;
}

// The opening tags that start with `start` (e.g. `<rect class="bar"`).
std::vector<std::string> tags(const std::string& svg, const std::string& start) {
  std::vector<std::string> out;
  for (std::size_t at = svg.find(start); at != std::string::npos; at = svg.find(start, at + 1))
    out.push_back(svg.substr(at, svg.find('>', at) - at + 1));
  return out;
}

// The value of `name="..."` in a tag, or "" when absent.
std::string attribute(const std::string& tag, const std::string& name) {
  const std::string key = " " + name + "=\"";
  const std::size_t at = tag.find(key);
  if (at == std::string::npos) return "";
  const std::size_t from = at + key.size();
  return tag.substr(from, tag.find('"', from) - from);
}

}  // namespace
}  // namespace minnaar

namespace minnaar::plot {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Texts that must come out escaped, and their escaped forms.
const std::string kScript = "<script>alert(1)</script>";
const std::string kScriptEscaped = "&lt;script&gt;alert(1)&lt;/script&gt;";
const std::string kQuoted = "a & \"b\"";
const std::string kQuotedEscaped = "a &amp; &quot;b&quot;";

void expect_escaped(const std::string& svg) {
  EXPECT_EQ(svg.find(kScript), std::string::npos);
  EXPECT_EQ(svg.find("<script"), std::string::npos);
  EXPECT_EQ(svg.find(kQuoted), std::string::npos);
  EXPECT_NE(svg.find(kScriptEscaped), std::string::npos);
  EXPECT_NE(svg.find(kQuotedEscaped), std::string::npos);
}

void expect_no_inf_or_nan(const std::string& svg) {
  EXPECT_EQ(lower(svg).find("inf"), std::string::npos) << svg;
  EXPECT_EQ(lower(svg).find("nan"), std::string::npos) << svg;
}

// The root element of a chart of `kind`, with its title.
void expect_chart(const std::string& svg, const std::string& kind) {
  EXPECT_TRUE(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot plot-" +
                              kind + "\" role=\"img\" viewBox=\"0 0 "))
      << svg.substr(0, 200);
  EXPECT_NE(svg.find("font-family=\"DejaVu Sans, Arial, sans-serif\""), std::string::npos);
  EXPECT_NE(svg.find("<title>"), std::string::npos);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  EXPECT_EQ(occurrences(svg, "<svg"), 1);
}

TEST(Plot, IntervalPlotEscapesLabelsAndNeverPrintsInfinity) {
  const std::string svg =
      interval_svg({{kScript, 10, -kInf, 40}, {kQuoted, 20, 0, kInf}, {"both", 0, -kInf, kInf}},
                   {.title = kScript, .axis_label = kQuoted, .reference = 0});
  expect_chart(svg, "interval");
  expect_escaped(svg);
  expect_no_inf_or_nan(svg);
  // Each interval end beyond the axis is an arrow head: one, one, two.
  EXPECT_EQ(occurrences(svg, "class=\"open-end\""), 4);
  EXPECT_NE(svg.find(">+10 ±∞<"), std::string::npos);
  EXPECT_NE(svg.find(">0 ±∞<"), std::string::npos);
  EXPECT_EQ(occurrences(svg, "class=\"reference\""), 1);
}

TEST(Plot, IntervalPlotPrintsValueAndHalfWidthAndLeavesOutANaNValue) {
  const std::string svg = interval_svg({{"a", 12, -18, 42}, {"b", kNaN, kNaN, kNaN}}, {});
  expect_no_inf_or_nan(svg);
  EXPECT_NE(svg.find(">+12 ± 30<"), std::string::npos);
  EXPECT_EQ(occurrences(svg, "<circle class=\"point\""), 1);
}

TEST(Plot, IntervalAxisHasNiceTicksAndStopsAt2000) {
  const std::string small = interval_svg({{"a", 50, 0, 100}}, {});
  // [0, 100] padded to [-5, 105], in steps of 20.
  for (const char* tick : {">-20<", ">0<", ">20<", ">100<", ">120<"})
    EXPECT_NE(small.find(tick), std::string::npos) << tick;
  EXPECT_EQ(small.find(">10<"), std::string::npos);
  EXPECT_EQ(small.find(">25<"), std::string::npos);

  const std::string huge = interval_svg({{"a", 9000, 5000, 12000}, {"b", -100, -200, 0}}, {});
  EXPECT_NE(huge.find(">2000<"), std::string::npos);
  EXPECT_EQ(huge.find(">3000<"), std::string::npos);
  EXPECT_EQ(huge.find(">2500<"), std::string::npos);
  // Row a lies wholly beyond the axis: one arrow head, no dot.
  EXPECT_EQ(occurrences(huge, "class=\"open-end\""), 1);
  EXPECT_EQ(occurrences(huge, "<circle class=\"point\""), 1);
}

TEST(Plot, BarChartEscapesLabelsAndNotesAndMarksBarsBeyondTheMax) {
  const std::string svg =
      bar_svg({{kScript, 3, kQuoted}, {"b", 12, "12 (30%)"}, {"c", kInf, ""}, {"d", kNaN, ""}},
              {.title = kQuoted, .axis_label = kScript, .max = 10, .colour = "#4e79a7"});
  expect_chart(svg, "bar");
  expect_escaped(svg);
  expect_no_inf_or_nan(svg);
  EXPECT_EQ(tags(svg, "<rect class=\"bar\"").size(), 4u);
  EXPECT_NE(svg.find(">12 (30%)<"), std::string::npos);
  // 12 and infinity go past the axis' end of 10.
  EXPECT_EQ(occurrences(svg, "class=\"open-end\""), 2);
  // b's bar is as long as the axis; a's is 3/10 of it.
  const auto bars = tags(svg, "<rect class=\"bar\"");
  EXPECT_NEAR(std::stod(attribute(bars[0], "width")) * 10,
              std::stod(attribute(bars[1], "width")) * 3, 0.5);
  EXPECT_EQ(attribute(bars[3], "width"), "0");
}

TEST(Plot, HistogramCountsOneBinPerIntegerForSmallIntegerRanges) {
  const std::string svg = histogram_svg({1, 1, 2, 3, 3, 3, kNaN, kInf},
                                        {.title = kScript, .x_label = kQuoted, .bins = 20});
  expect_chart(svg, "histogram");
  expect_escaped(svg);
  expect_no_inf_or_nan(svg);
  const auto bars = tags(svg, "<rect class=\"bar\"");
  ASSERT_EQ(bars.size(), 3u);
  EXPECT_EQ(attribute(bars[0], "data-count"), "2");
  EXPECT_EQ(attribute(bars[1], "data-count"), "1");
  EXPECT_EQ(attribute(bars[2], "data-count"), "3");
  // Bars as high as their counts (coordinates are rounded to 0.1 px).
  EXPECT_NEAR(std::stod(attribute(bars[0], "height")) * 3,
              std::stod(attribute(bars[2], "height")) * 2, 0.5);
}

TEST(Plot, HistogramCountsEqualWidthBinsWithTheMaximumInTheLastBin) {
  const std::string svg = histogram_svg({0.25, 0.5, 0.75, 1.0, 4.0}, {.bins = 4});
  const auto bars = tags(svg, "<rect class=\"bar\"");
  ASSERT_EQ(bars.size(), 4u);
  const std::vector<std::string> expected = {"4", "0", "0", "1"};
  for (std::size_t k = 0; k < bars.size(); ++k)
    EXPECT_EQ(attribute(bars[k], "data-count"), expected[k]) << k;
  EXPECT_EQ(attribute(bars[0], "data-low"), "0.25");
  EXPECT_EQ(attribute(bars[3], "data-high"), "4");
  EXPECT_EQ(attribute(bars[1], "height"), "0");
}

TEST(Plot, HeatMapDrawsOneCellPerPairAndMissingCellsGreyWithoutText) {
  const std::string svg = heat_map_svg(
      {kScript, "b"}, {kQuoted, "y", "z"}, {{std::nullopt, 0.0, 1.0}, {0.5, std::nullopt}},
      {{"hidden", "0%", "100%"}, {kScript, "hidden too", "also hidden"}},
      {.title = "pairs", .row_label = "player", .column_label = "opponent"});
  expect_chart(svg, "heat");
  expect_escaped(svg);
  expect_no_inf_or_nan(svg);
  const auto cells = tags(svg, "<rect class=\"cell");
  ASSERT_EQ(cells.size(), 6u);
  // Missing: the nullopt ones and the one the matrix lacks.
  const auto missing = tags(svg, "<rect class=\"cell missing\"");
  EXPECT_EQ(missing.size(), 3u);
  for (const std::string& cell : missing) EXPECT_EQ(attribute(cell, "fill"), "#cccccc");
  EXPECT_EQ(svg.find("hidden"), std::string::npos);
  EXPECT_NE(svg.find(">0%<"), std::string::npos);
  // Red at 0, pale at 0.5, green at 1.
  EXPECT_EQ(attribute(cells[1], "fill"), "#d73027");
  EXPECT_EQ(attribute(cells[2], "fill"), "#1a9850");
  EXPECT_EQ(attribute(cells[3], "fill"), "#f7f7eb");
}

TEST(Plot, HeatMapRotatesLongColumnLabels) {
  const std::string short_labels = heat_map_svg({"a"}, {"b"}, {{0.5}}, {{""}}, {});
  EXPECT_EQ(short_labels.find("rotate("), std::string::npos);
  const std::string long_labels =
      heat_map_svg({"a"}, {"a rather long opponent name"}, {{0.5}}, {{""}}, {});
  EXPECT_NE(long_labels.find("rotate(-45"), std::string::npos);
}

TEST(Plot, LineChartMarksTheMarkerAndTitlesDotsWithTheirTickLabels) {
  Series speed{.name = kScript, .points = {{1, 3}, {2, 5}, {3, kNaN}, {4, 4}}};
  speed.point_notes = {"monday", "tuesday", "", "thursday"};
  const std::string svg =
      line_svg({speed}, {{.label = kQuoted, .y = 4.5}}, {{.x = 2, .y = 5, .label = "best"}},
               {.title = "speed",
                .x_label = "commit",
                .y_label = "nodes/s",
                .x_ticks = {{1, "abc"}, {2, kQuoted}, {3, "ghi"}, {4, "jkl"}}});
  expect_chart(svg, "line");
  expect_escaped(svg);
  expect_no_inf_or_nan(svg);
  const auto markers = tags(svg, "<g class=\"marker\"");
  ASSERT_EQ(markers.size(), 1u);
  EXPECT_EQ(attribute(markers[0], "data-x"), "2");
  EXPECT_EQ(attribute(markers[0], "data-y"), "5");
  EXPECT_NE(svg.find(">best<"), std::string::npos);
  // The NaN point is left out and breaks the line.
  EXPECT_EQ(tags(svg, "<circle class=\"point\"").size(), 3u);
  EXPECT_EQ(occurrences(svg, "<polyline"), 1);
  EXPECT_NE(svg.find("<title>abc, 3, monday</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>" + kQuotedEscaped + ", 5, tuesday</title>"), std::string::npos);
  EXPECT_EQ(occurrences(svg, "<g class=\"reference\""), 1);
  EXPECT_EQ(svg.find("class=\"legend\""), std::string::npos);
}

TEST(Plot, LineChartHasALegendOnlyForMoreThanOneSeries) {
  const Series a{.name = "a", .points = {{0, 1}, {1, 2}}};
  const Series b{.name = "b", .points = {{0, 2}, {1, 1}}, .colour = "#f28e2b"};
  EXPECT_NE(line_svg({a, b}, {}, {}, {}).find("class=\"legend\""), std::string::npos);
  EXPECT_EQ(line_svg({a}, {}, {}, {}).find("class=\"legend\""), std::string::npos);
}

TEST(Plot, LineChartWithManyTicksRotatesThem) {
  Series s{.name = "s"};
  LineStyle style;
  for (int i = 1; i <= 60; ++i) {
    s.points.push_back({double(i), double(i % 7)});
    style.x_ticks.push_back({double(i), "commit" + std::to_string(i)});
  }
  const std::string svg = line_svg({s}, {}, {}, style);
  EXPECT_NE(svg.find("rotate(-45"), std::string::npos);
  expect_no_inf_or_nan(svg);
}

TEST(Plot, ChartsOfTinyAndHugeRangesStayFinite) {
  const double tiny = std::numeric_limits<double>::denorm_min();
  const std::vector<std::string> charts = {
      line_svg({{.name = "tiny", .points = {{0, tiny}, {1, 2 * tiny}, {2, 1e200}}}}, {}, {}, {}),
      histogram_svg({0, tiny, 2 * tiny, 0.3}, {.bins = 7}),
      histogram_svg({0.3, 0.3}, {}),
      interval_svg({{"huge", 1e300, -1e300, 1e300}, {"tiny", tiny, 0, tiny}}, {}),
      bar_svg({{"tiny", tiny, ""}, {"huge", 1e300, ""}}, {.max = tiny}),
  };
  for (const std::string& svg : charts) {
    expect_no_inf_or_nan(svg);
    EXPECT_TRUE(svg.ends_with("</svg>\n"));
  }
  EXPECT_NE(charts[2].find(">-0.2<"), std::string::npos);  // the one bin's edges, not "0" and "1"
  EXPECT_NE(charts[2].find(">0.8<"), std::string::npos);
}

TEST(Plot, LongLabelsAreCutBetweenCharactersWithAnEllipsis) {
  std::string long_label;
  for (int i = 0; i < 50; ++i) long_label += "é";
  const std::string svg = interval_svg({{long_label, 1, 0, 2}}, {});
  std::string cut;
  for (int i = 0; i < 39; ++i) cut += "é";
  EXPECT_NE(svg.find(">" + cut + "…<"), std::string::npos);
  EXPECT_NE(svg.find("<title>" + long_label + ": +1 ± 1</title>"), std::string::npos);
}

TEST(Plot, EmptyInputsSayNoData) {
  const std::vector<std::pair<std::string, std::string>> charts = {
      {"interval", interval_svg({}, {.title = kScript})},
      {"bar", bar_svg({}, {})},
      {"histogram", histogram_svg({}, {})},
      {"histogram", histogram_svg({kNaN, kInf, -kInf}, {})},
      {"heat", heat_map_svg({}, {}, {}, {}, {})},
      {"line", line_svg({}, {}, {}, {})},
      {"line", line_svg({{.name = "only NaN", .points = {{kNaN, 1}, {1, kInf}}}}, {}, {}, {})},
  };
  for (const auto& [kind, svg] : charts) {
    expect_chart(svg, kind);
    EXPECT_NE(svg.find(">no data<"), std::string::npos) << kind;
    expect_no_inf_or_nan(svg);
  }
  EXPECT_NE(charts[0].second.find(kScriptEscaped), std::string::npos);
}

}  // namespace
}  // namespace minnaar::plot

namespace minnaar::bench {
namespace {

// The sections of a page, split at each "<section".
std::vector<std::string> sections(const std::string& html) {
  std::vector<std::string> out;
  for (std::size_t at = html.find("<section"); at != std::string::npos;) {
    const std::size_t next = html.find("<section", at + 1);
    out.push_back(html.substr(at, next == std::string::npos ? std::string::npos : next - at));
    at = next;
  }
  return out;
}

// Three runs: speed best in the second (higher is better), time best in the
// third (lower is better), `<b>&` only in the first.
void record_three_runs(const std::string& db) {
  record_run(db, "c1<i>", "2024-05-01T10:00:00Z",
             {{"speed", 100, "nodes/s"}, {"time", 5, "s"}, {"<b>&", 7, "ms"}});
  record_run(db, "c2", "2024-05-02T10:00:00Z", {{"speed", 300, "nodes/s"}, {"time", 4, "s"}});
  record_run(db, "c3", "2024-05-03T10:00:00Z", {{"speed", 200, "nodes/s"}, {"time", 2, "s"}});
}

TEST(BenchHistory, PageHasOneSectionPerBenchmarkWithItsBestRunMarked) {
  tournament::TempDb db;
  record_three_runs(db.path());
  const std::string html = history_html(db.path(), "9.9.9 (test)");
  EXPECT_TRUE(html.starts_with("<!DOCTYPE html>"));
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("http://"), html.find("http://www.w3.org/2000/svg"));  // nothing external
  EXPECT_NE(html.find("3 runs of 3 commits"), std::string::npos);
  EXPECT_NE(html.find("2024-05-01 10:00 to 2024-05-03 10:00"), std::string::npos);
  EXPECT_NE(html.find("9.9.9 (test)"), std::string::npos);

  const auto parts = sections(html);
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(std::count_if(parts.begin(), parts.end(),
                          [](const std::string& s) {
                            return s.starts_with("<section class=\"benchmark\" id=\"bench-");
                          }),
            3);
  auto section_of = [&](const std::string& id) {
    for (const std::string& s : parts)
      if (s.starts_with("<section class=\"benchmark\" id=\"" + id + "\"")) return s;
    return std::string();
  };
  const std::string speed = section_of("bench-speed"), time = section_of("bench-time");
  ASSERT_FALSE(speed.empty());
  ASSERT_FALSE(time.empty());
  // Runs 1, 2, 3 at x = 1, 2, 3: the rate's best is the highest (run 2),
  // the time's the lowest (run 3).
  const auto speed_markers = tags(speed, "<g class=\"marker\"");
  ASSERT_EQ(speed_markers.size(), 1u);
  EXPECT_NE(speed_markers[0].find("data-x=\"2\" data-y=\"300\""), std::string::npos);
  const auto time_markers = tags(time, "<g class=\"marker\"");
  ASSERT_EQ(time_markers.size(), 1u);
  EXPECT_NE(time_markers[0].find("data-x=\"3\" data-y=\"2\""), std::string::npos);
  EXPECT_NE(speed.find("<h2>speed <span class=\"unit\">(nodes/s)</span></h2>"), std::string::npos);
  EXPECT_NE(speed.find("class=\"plot plot-line\""), std::string::npos);
  // The table, newest first: change vs previous and vs best.
  EXPECT_NE(speed.find("<td class=\"num worse\">-33.3%</td><td class=\"num worse\">-33.3%</td>"),
            std::string::npos);
  EXPECT_NE(time.find("<td class=\"num better\">-50.0%</td><td class=\"num\">best</td>"),
            std::string::npos);
  EXPECT_NE(speed.find("<tr class=\"best\"><td><code title=\"c2\">c2</code>"), std::string::npos);
}

TEST(BenchHistory, PageEscapesEveryTextFromTheDatabase) {
  tournament::TempDb db;
  record_three_runs(db.path());
  const std::string html = history_html(db.path(), "<v>");
  EXPECT_EQ(html.find("<b>&"), std::string::npos);
  EXPECT_EQ(html.find("<i>"), std::string::npos);
  EXPECT_EQ(html.find("<v>"), std::string::npos);
  EXPECT_NE(html.find("<h2>&lt;b&gt;&amp; <span class=\"unit\">(ms)</span></h2>"),
            std::string::npos);
  EXPECT_NE(html.find("c1&lt;i&gt;"), std::string::npos);
  EXPECT_NE(html.find("id=\"bench-b\""), std::string::npos);
}

TEST(BenchHistory, DatabaseWithoutRunsGivesAPageSayingSo) {
  tournament::TempDb no_table;
  storage::Database(no_table.path()).execute("CREATE TABLE other (x INTEGER)");
  const std::string without_table = history_html(no_table.path(), "v");
  EXPECT_NE(without_table.find("No benchmark run is recorded"), std::string::npos);
  EXPECT_NE(without_table.find("no bench_history table"), std::string::npos);
  EXPECT_EQ(without_table.find("<section"), std::string::npos);

  tournament::TempDb empty;
  record_run(empty.path(), "c", "2024-05-01T10:00:00Z", {});
  const std::string without_rows = history_html(empty.path(), "v");
  EXPECT_NE(without_rows.find("its bench_history table is empty"), std::string::npos);
}

TEST(BenchHistory, MissingDatabaseThrowsAnErrorNamingIt) {
  tournament::TempDb missing;
  try {
    history_html(missing.path(), "v");
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(missing.path()), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(missing.path()));  // not created either
}

}  // namespace
}  // namespace minnaar::bench
