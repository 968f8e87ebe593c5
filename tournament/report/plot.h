// Small charts as self-contained SVG strings, for HTML reports (the
// tournament report, `minnaar bench --report`): no script, no external
// resource, readable as they are when inlined in a page. Five kinds: interval
// rows (ratings with their error bars), horizontal bars, a histogram, a heat
// map (pairwise scores) and line charts (a value over commits).
//
//   std::string svg = plot::interval_svg({{"alphabeta", 120, 80, 160}},
//                                        {.title = "Elo", .axis_label = "Elo vs random"});
//
// Every chart's root is <svg class="plot plot-KIND" role="img"> with a
// <title> and the title drawn at its top. Every text given is escaped; no
// input, however infinite or NaN, puts "inf" or "nan" into the SVG: values
// beyond the axis are clamped to it and drawn with an arrow head where they
// leave it, NaN points are left out (values beyond ±1e100 count as
// infinite, so that no range overflows). An empty input gives a small chart
// that says "no data". Elements that tests and style sheets may look for carry
// classes: "bar" (bar and histogram bars, with data-count on histogram bars),
// "cell" and "cell missing" (heat map), "point", "marker", "reference",
// "open-end" (arrow heads).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace minnaar::plot {

// Every member has an initializer, so that designated initializers may
// leave any of them out (without -Wmissing-field-initializers).

// One row of an interval chart: a dot at `value`, a line from `low` to
// `high`. `low` and `high` may be -inf and +inf.
struct IntervalRow {
  std::string label{};
  double value = 0, low = 0, high = 0;
};

struct IntervalStyle {
  std::string title{};
  std::string axis_label{};
  double reference = 0;  // drawn as a vertical dashed line
};

// One row per entry, labels on the left, "+12 ± 30" (the value and the
// half-width (high - low) / 2, or "±∞") on the right. The axis covers every
// finite value, low and high and the reference, padded, and never goes
// beyond ±2000.
std::string interval_svg(const std::vector<IntervalRow>& rows, const IntervalStyle& style);

struct Bar {
  std::string label{};
  double value = 0;
  std::string note{};  // printed after the bar's end, e.g. "12 (30%)"
};

struct BarStyle {
  std::string title{};
  std::string axis_label{};
  std::optional<double> max{};  // the axis' end; default: the largest value
  std::string colour = "#4e79a7";
};

// Horizontal bars from 0; a value beyond `max` ends at the axis' end with an
// arrow head, a negative or NaN value draws no bar.
std::string bar_svg(const std::vector<Bar>& bars, const BarStyle& style);

struct HistogramStyle {
  std::string title{};
  std::string x_label{};
  std::string y_label = "games";
  int bins = 20;
  std::string colour = "#59a14f";
};

// Vertical bars counting the finite `values` in `bins` equal-width bins over
// [min, max], the last bin closed. When every value is an integer and
// max - min < bins, one bin per integer, labelled under its bar; otherwise
// the tick labels are at bin edges. One rect class="bar" per bin (empty bins
// too, with height 0), each with data-count, data-low and data-high.
std::string histogram_svg(const std::vector<double>& values, const HistogramStyle& style);
// The same from each value's count (a million games' lengths as a few
// hundred counts).
std::string counted_histogram_svg(const std::map<double, long long>& value_counts,
                                  const HistogramStyle& style);

struct HeatStyle {
  std::string title{};
  std::string row_label{};
  std::string column_label{};
};

// A matrix of cells, one per row label and column label: values[r][c] in
// [0, 1] is coloured from red (0) through a pale neutral (0.5) to green (1)
// and shows texts[r][c]; nullopt (or a missing entry) is grey without text.
// Row labels on the left, column labels on top (rotated when long).
std::string heat_map_svg(const std::vector<std::string>& row_labels,
                         const std::vector<std::string>& column_labels,
                         const std::vector<std::vector<std::optional<double>>>& values,
                         const std::vector<std::vector<std::string>>& texts,
                         const HeatStyle& style);

struct Series {
  std::string name{};
  std::vector<std::pair<double, double>> points{};  // (x, y), drawn in this order
  std::string colour = "#4e79a7";
  // Optional, parallel to `points`: appended to a dot's title (e.g. a date).
  std::vector<std::string> point_notes{};
};

// A horizontal dashed line with its label.
struct Reference {
  std::string label{};
  double y = 0;
  std::string colour = "#e15759";
};

// A highlighted point with a label, e.g. "best".
struct Marker {
  double x = 0, y = 0;
  std::string label{};
};

struct LineStyle {
  std::string title{};
  std::string x_label{};
  std::string y_label{};
  // If not empty, these tick positions and labels instead of numeric ticks
  // (e.g. commit ids); rotated when crowded.
  std::vector<std::pair<double, std::string>> x_ticks{};
  bool y_from_zero = false;
};

// Polylines with a dot at each point; a dot's title is "x, y", x being the
// point's tick label if it has one. A legend when there is more than one
// series; references and markers count in the y range.
std::string line_svg(const std::vector<Series>& series, const std::vector<Reference>& references,
                     const std::vector<Marker>& markers, const LineStyle& style);

}  // namespace minnaar::plot
