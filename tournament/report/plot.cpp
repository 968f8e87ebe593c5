#include "tournament/report/plot.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string_view>

#include "engine/xml.h"
#include "tournament/report/printed_number.h"

namespace minnaar::plot {
namespace {

constexpr const char* kFont = "DejaVu Sans, Arial, sans-serif";
constexpr int kFontSize = 12;
constexpr int kTitleSize = 14;
constexpr int kTitleBand = 30;      // the height above a chart's body, for its drawn title
constexpr double kCharWidth = 7;    // a 12 px character's average advance, for layout estimates
constexpr int kMaxLabelChars = 40;  // longer labels are cut (whole in the tooltips)
constexpr const char* kInk = "#333333";
constexpr const char* kMutedInk = "#666666";
constexpr const char* kGrid = "#e6e6e6";
constexpr const char* kAxis = "#999999";
constexpr const char* kMissing = "#cccccc";
constexpr double kIntervalCap = 2000;  // an interval chart's axis never goes beyond ±this
// Values beyond ±kHuge count as non-finite: ranges built from them would
// overflow into infinities.
constexpr double kHuge = 1e100;

bool usable(double v) { return std::isfinite(v) && std::abs(v) <= kHuge; }

// The code points of UTF-8 text: what a reader counts as characters.
int length_of(std::string_view text) {
  int n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

double text_width(std::string_view text) { return length_of(text) * kCharWidth; }

// A chart's width, widened if its title would not fit.
int with_title_room(double width, const std::string& title) {
  return int(std::ceil(std::max(width, text_width(title) * kTitleSize / kFontSize + 20)));
}

// `text` cut to at most `max_chars` code points, the cut marked with "…".
std::string fit(std::string_view text, int max_chars = kMaxLabelChars) {
  if (length_of(text) <= max_chars) return std::string(text);
  std::size_t end = 0;
  for (int kept = 0; end < text.size(); ++end) {
    if ((static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) continue;
    if (kept++ == max_chars - 1) break;
  }
  return std::string(text.substr(0, end)) + "…";
}

// A coordinate or length. Callers clamp to the axes first; this is the last
// guard against "inf" or "nan" in the SVG.
std::string px(double v) {
  if (!std::isfinite(v)) v = 0;
  std::string text = fmt::format("{:.1f}", tournament::printed(v, 1));
  if (text.ends_with(".0")) text.resize(text.size() - 2);
  return text;
}

// A value as a reader wants it in a tooltip or a data attribute: whole
// numbers from 100 on, four significant digits below.
std::string number_text(double v) {
  if (std::isnan(v)) return "n/a";
  if (std::isinf(v)) return v > 0 ? "∞" : "−∞";
  if (std::abs(v) >= 1e15) return fmt::format("{:.3e}", v);
  if (std::abs(v) >= 100 || v == std::floor(v)) return px(std::round(v));
  return fmt::format("{:.4g}", v);
}

// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most
// about `target` parts.
double nice_step(double span, int target) {
  if (!(span > 0) || !std::isfinite(span)) return 1;
  const double raw = span / std::max(target, 1);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  const double fraction = raw / magnitude;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude;
}

// The decimals that tell multiples of `step` apart.
int decimals_for(double step) {
  if (!(step > 0) || step >= 1) return 0;
  return std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 12);
}

// A tick label: `value` on an axis of ticks `step` apart whose largest
// magnitude is `largest`; past 10 000 with a k, M, G or T suffix, so that
// nodes per second stay short.
std::string tick_label(double value, double step, double largest) {
  if (std::abs(value) < step * 1e-6) value = 0;  // no "-0" from rounding
  if (largest >= 1e15) return fmt::format("{:.2e}", value);
  double scale = 1;
  const char* suffix = "";
  if (largest >= 1e12) {
    scale = 1e12, suffix = "T";
  } else if (largest >= 1e9) {
    scale = 1e9, suffix = "G";
  } else if (largest >= 1e6) {
    scale = 1e6, suffix = "M";
  } else if (largest >= 1e4) {
    scale = 1e3, suffix = "k";
  }
  std::string text = fmt::format("{:.{}f}{}", value / scale, decimals_for(step / scale), suffix);
  return text.starts_with("-0") && std::stod(text.substr(1)) == 0 ? text.substr(1) : text;
}

// An axis: the range [low, high] drawn, ticks at the multiples of `step`
// inside it. low < high, both finite.
struct Axis {
  double low = 0, high = 1, step = 1;

  std::vector<double> ticks() const {
    // Beyond 2^50 steps from zero a tick index loses its precision.
    if (std::abs(low / step) > 1e15 || std::abs(high / step) > 1e15) return {low, high};
    std::vector<double> out;
    const auto first = static_cast<std::int64_t>(std::ceil(low / step - 1e-9));
    const auto last = static_cast<std::int64_t>(std::floor(high / step + 1e-9));
    for (std::int64_t i = first; i <= last && out.size() < 200; ++i)
      out.push_back(double(i) * step);
    return out;
  }
  double largest() const { return std::max(std::abs(low), std::abs(high)); }
  std::string label(double tick) const { return tick_label(tick, step, largest()); }
};

// An axis over [low, high] (finite, low <= high) with about `target` ticks;
// `extend` widens the range to whole steps. A range too narrow for distinct
// tick labels (or for a step that does not underflow) is widened first.
Axis nice_axis(double low, double high, int target, bool extend = true) {
  if (high < low) std::swap(low, high);
  const double magnitude = std::max(std::abs(low), std::abs(high));
  if (!(high - low > std::max(magnitude * 1e-9, 1e-200))) {
    const double middle = low / 2 + high / 2;
    const double half = magnitude < 1e-200 ? 1 : magnitude * 0.1;
    low = middle - half, high = middle + half;
  }
  Axis axis{low, high, nice_step(high - low, target)};
  if (extend) {
    axis.low = std::floor(low / axis.step + 1e-9) * axis.step;
    axis.high = std::ceil(high / axis.step - 1e-9) * axis.step;
  }
  return axis;
}

// [low, high] widened by `fraction` of its span on each side.
std::pair<double, double> padded(double low, double high, double fraction) {
  const double pad = high > low ? (high - low) * fraction : (low == 0 ? 1 : std::abs(low) * 0.1);
  return {low - pad, high + pad};
}

// Maps [low, high] onto the pixels [from, to], clamping what lies beyond.
struct Scale {
  double low, high, from, to;
  double operator()(double v) const {
    if (std::isnan(v)) v = low;
    v = std::clamp(v, low, high);
    const double span = high - low;
    return span > 0 ? from + (v - low) / span * (to - from) : from;
  }
};

// A text element. `content` is escaped here; `attributes` are the caller's
// own markup (already safe).
std::string text_at(double x, double y, std::string_view content,
                    std::string_view attributes = "") {
  return fmt::format("<text x=\"{}\" y=\"{}\" fill=\"{}\"{}{}>{}</text>\n", px(x), px(y), kInk,
                     attributes.empty() ? "" : " ", attributes, xml_escape(content));
}

std::string line(double x1, double y1, double x2, double y2, std::string_view stroke,
                 std::string_view attributes = "") {
  return fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\"{}{}/>\n", px(x1),
                     px(y1), px(x2), px(y2), stroke, attributes.empty() ? "" : " ", attributes);
}

// An arrow head with its tip at (x, y), pointing right (direction 1) or left
// (-1): the mark of an interval or a bar that goes on beyond the axis.
std::string arrow_head(double x, double y, int direction, std::string_view colour) {
  const double back = x - direction * 8;
  return fmt::format("<polygon class=\"open-end\" points=\"{},{} {},{} {},{}\" fill=\"{}\"/>\n",
                     px(x), px(y), px(back), px(y - 4.5), px(back), px(y + 4.5), colour);
}

// The root element, its <title> and the title drawn at the top.
std::string open_svg(std::string_view kind, const std::string& title, int width, int height) {
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot plot-{0}\" role=\"img\" "
      "viewBox=\"0 0 {1} {2}\" width=\"{1}\" height=\"{2}\" font-family=\"{3}\" "
      "font-size=\"{4}\">\n<title>{5}</title>\n",
      kind, width, height, kFont, kFontSize, xml_escape(title));
  out += text_at(width / 2.0, 19, title,
                 fmt::format("class=\"plot-title\" text-anchor=\"middle\" font-size=\"{}\" "
                             "font-weight=\"bold\"",
                             kTitleSize));
  return out;
}

std::string no_data_svg(std::string_view kind, const std::string& title) {
  const int width = with_title_room(240, title);
  std::string out = open_svg(kind, title, width, 76);
  out += text_at(width / 2.0, 54, "no data",
                 "class=\"no-data\" text-anchor=\"middle\" fill-opacity=\"0.8\"");
  return out + "</svg>\n";
}

// The widest of `texts`, estimated, between `least` and `most` pixels.
double widest(const std::vector<std::string>& texts, double least, double most) {
  double w = least;
  for (const std::string& t : texts) w = std::max(w, text_width(t));
  return std::min(w, most);
}

// Vertical grid lines and tick labels below a horizontal axis, with the
// axis' label centred under them.
std::string horizontal_axis(const Axis& axis, const Scale& x, double top, double bottom,
                            const std::string& axis_label) {
  std::string out = "<g class=\"axis axis-x\">\n";
  for (const double tick : axis.ticks()) {
    out += line(x(tick), top, x(tick), bottom, kGrid);
    out += text_at(x(tick), bottom + 16, axis.label(tick), "text-anchor=\"middle\"");
  }
  out += line(x.from, bottom, x.to, bottom, kAxis);
  if (!axis_label.empty())
    out += text_at((x.from + x.to) / 2, bottom + 34, axis_label,
                   "text-anchor=\"middle\" fill-opacity=\"0.85\"");
  return out + "</g>\n";
}

// "+12", "0", "−340", "+∞": an interval row's value, whole.
std::string signed_whole(double v) {
  if (std::isnan(v)) return "n/a";
  if (std::isinf(v)) return v > 0 ? "+∞" : "−∞";
  const double r = tournament::printed(v, 0);
  return r == 0 ? "0" : fmt::format("{:+.0f}", r);
}

// "+12 ± 30", or "+12 ±∞" when an end is infinite.
std::string interval_text(const IntervalRow& row) {
  const double half = (row.high - row.low) / 2;
  if (std::isnan(half)) return signed_whole(row.value);
  if (std::isinf(half)) return signed_whole(row.value) + " ±∞";
  return signed_whole(row.value) + fmt::format(" ± {:.0f}", std::abs(half));
}

// Red (0) through a pale neutral (0.5) to green (1).
std::string heat_colour(double v) {
  struct Rgb {
    double r, g, b;
  };
  constexpr Rgb kRed{215, 48, 39}, kPale{247, 247, 235}, kGreen{26, 152, 80};
  auto mix = [](Rgb a, Rgb b, double t) {
    return Rgb{a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
  };
  v = std::clamp(v, 0.0, 1.0);
  const Rgb c = v < 0.5 ? mix(kRed, kPale, v / 0.5) : mix(kPale, kGreen, (v - 0.5) / 0.5);
  return fmt::format("#{:02x}{:02x}{:02x}", int(std::lround(c.r)), int(std::lround(c.g)),
                     int(std::lround(c.b)));
}

// A vertical axis from `top` to `bottom` at `left`: its ticks with labels,
// grid lines across to `right`, and its label turned along it.
std::string y_axis_svg(const Axis& axis, const Scale& y, double left, double right, double top,
                       double bottom, const std::string& label) {
  std::string out = "<g class=\"axis axis-y\">\n";
  for (const double tick : axis.ticks()) {
    out += line(left, y(tick), right, y(tick), kGrid);
    out += text_at(left - 6, y(tick), axis.label(tick), "text-anchor=\"end\" dy=\"0.35em\"");
  }
  out += line(left, top, left, bottom, kAxis);
  if (!label.empty())
    out += text_at(14, (top + bottom) / 2, label,
                   fmt::format("text-anchor=\"middle\" transform=\"rotate(-90 14 {})\"",
                               px((top + bottom) / 2)));
  return out + "</g>\n";
}

}  // namespace

std::string interval_svg(const std::vector<IntervalRow>& rows, const IntervalStyle& style) {
  if (rows.empty()) return no_data_svg("interval", style.title);

  // The range: every finite number drawn, within ±kIntervalCap.
  double low = kHuge, high = -kHuge;
  auto include = [&](double v) {
    if (!usable(v)) return;
    v = std::clamp(v, -kIntervalCap, kIntervalCap);
    low = std::min(low, v), high = std::max(high, v);
  };
  for (const IntervalRow& row : rows) include(row.value), include(row.low), include(row.high);
  include(style.reference);
  if (low > high) low = high = 0;
  const auto [padded_low, padded_high] = padded(low, high, 0.05);
  Axis axis = nice_axis(padded_low, padded_high, 6);
  axis.low = std::max(axis.low, -kIntervalCap);
  axis.high = std::min(axis.high, kIntervalCap);

  std::vector<std::string> labels, values;
  for (const IntervalRow& row : rows) {
    labels.push_back(fit(row.label));
    values.push_back(interval_text(row));
  }
  const double label_width = widest(labels, 30, kMaxLabelChars * kCharWidth) + 14;
  const double value_width = widest(values, 50, 400) + 16;
  constexpr double kPlotWidth = 440, kRowHeight = 22;
  const double top = kTitleBand + 4;
  const double bottom = top + kRowHeight * double(rows.size());
  const int width = with_title_room(label_width + kPlotWidth + value_width, style.title);
  const int height = int(std::ceil(bottom + (style.axis_label.empty() ? 26 : 44)));
  const Scale x{axis.low, axis.high, label_width, label_width + kPlotWidth};

  std::string out = open_svg("interval", style.title, width, height);
  out += horizontal_axis(axis, x, top, bottom, style.axis_label);
  if (usable(style.reference) && style.reference >= axis.low && style.reference <= axis.high)
    out += line(x(style.reference), top, x(style.reference), bottom, kMutedInk,
                "class=\"reference\" stroke-dasharray=\"5 4\"");

  constexpr const char* kDot = "#4e79a7";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const IntervalRow& row = rows[i];
    const double y = top + kRowHeight * (double(i) + 0.5);
    out += fmt::format("<g class=\"row\">\n<title>{}: {}</title>\n", xml_escape(row.label),
                       xml_escape(values[i]));
    if (i % 2 == 1)
      out += fmt::format(
          "<rect x=\"0\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#000000\" "
          "fill-opacity=\"0.03\"/>\n",
          px(y - kRowHeight / 2), width, px(kRowHeight));
    out += text_at(label_width - 8, y, labels[i], "text-anchor=\"end\" dy=\"0.35em\"");
    out += text_at(label_width + kPlotWidth + 8, y, values[i], "dy=\"0.35em\"");

    // The interval, clamped to the axis, open where it leaves it.
    bool open_left = false, open_right = false;
    if (!std::isnan(row.low) && !std::isnan(row.high)) {
      const double from = std::min(row.low, row.high), to = std::max(row.low, row.high);
      out += line(x(from), y, x(to), y, kDot, "stroke-width=\"2\"");
      open_left = from < axis.low;
      open_right = to > axis.high;
    }
    // The dot, or an arrow head at the edge it is beyond.
    if (!std::isnan(row.value)) {
      if (row.value < axis.low) {
        open_left = true;
      } else if (row.value > axis.high) {
        open_right = true;
      } else {
        out += fmt::format("<circle class=\"point\" cx=\"{}\" cy=\"{}\" r=\"4\" fill=\"{}\"/>\n",
                           px(x(row.value)), px(y), kDot);
      }
    }
    if (open_left) out += arrow_head(x.from, y, -1, kDot);
    if (open_right) out += arrow_head(x.to, y, 1, kDot);
    out += "</g>\n";
  }
  return out + "</svg>\n";
}

std::string bar_svg(const std::vector<Bar>& bars, const BarStyle& style) {
  if (bars.empty()) return no_data_svg("bar", style.title);

  double end = 0;
  if (style.max && usable(*style.max) && *style.max > 0) {
    end = *style.max;
  } else {
    for (const Bar& bar : bars)
      if (usable(bar.value)) end = std::max(end, bar.value);
  }
  if (!(end > 0)) end = 1;
  const Axis axis = nice_axis(0, end, 5, /*extend=*/false);

  std::vector<std::string> labels, notes;
  for (const Bar& bar : bars) labels.push_back(fit(bar.label)), notes.push_back(bar.note);
  const double label_width = widest(labels, 30, kMaxLabelChars * kCharWidth) + 14;
  const double note_width = widest(notes, 20, 400) + 24;
  constexpr double kPlotWidth = 400, kRowHeight = 24, kBarHeight = 16;
  const double top = kTitleBand + 4;
  const double bottom = top + kRowHeight * double(bars.size());
  const int width = with_title_room(label_width + kPlotWidth + note_width, style.title);
  const int height = int(std::ceil(bottom + (style.axis_label.empty() ? 26 : 44)));
  const Scale x{axis.low, axis.high, label_width, label_width + kPlotWidth};
  const std::string colour = xml_escape(style.colour);

  std::string out = open_svg("bar", style.title, width, height);
  out += horizontal_axis(axis, x, top, bottom, style.axis_label);
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const Bar& bar = bars[i];
    const double y = top + kRowHeight * (double(i) + 0.5);
    // Infinity reaches the axis' end (the scale clamps); NaN draws nothing.
    const double bar_end = bar.value > 0 ? x(bar.value) : x.from;
    out += text_at(label_width - 8, y, labels[i], "text-anchor=\"end\" dy=\"0.35em\"");
    out += fmt::format(
        "<rect class=\"bar\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"{}>"
        "<title>{}: {}</title></rect>\n",
        px(x.from), px(y - kBarHeight / 2), px(bar_end - x.from), px(kBarHeight), colour,
        std::isfinite(bar.value) ? fmt::format(" data-value=\"{}\"", number_text(bar.value)) : "",
        xml_escape(bar.label), xml_escape(bar.note.empty() ? number_text(bar.value) : bar.note));
    // Past the axis' end: the bar stops there and points on.
    const bool beyond = bar.value > axis.high;  // false for NaN
    if (beyond) out += arrow_head(x.to + 8, y, 1, colour);
    if (!bar.note.empty())
      out += text_at(bar_end + (beyond ? 14 : 6), y, bar.note, "dy=\"0.35em\"");
  }
  return out + "</svg>\n";
}

std::string histogram_svg(const std::vector<double>& values, const HistogramStyle& style) {
  std::map<double, long long> counted;
  for (const double v : values)
    if (usable(v)) ++counted[v];
  return counted_histogram_svg(counted, style);
}

std::string counted_histogram_svg(const std::map<double, long long>& value_counts,
                                  const HistogramStyle& style) {
  std::vector<std::pair<double, long long>> counted;
  for (const auto& [v, n] : value_counts)
    if (usable(v) && n > 0) counted.emplace_back(v, n);
  if (counted.empty()) return no_data_svg("histogram", style.title);

  // The bins: [edge(k), edge(k + 1)), the last one closed.
  const double min = counted.front().first, max = counted.back().first;
  const int wanted_bins = std::clamp(style.bins, 1, 500);
  const bool whole = std::all_of(counted.begin(), counted.end(),
                                 [](const auto& v) { return v.first == std::floor(v.first); });
  const bool integers = whole && max - min < wanted_bins;
  int bins = wanted_bins;
  double first_edge = min, bin_width = (max - min) / bins;
  if (integers) {  // one bin per integer, centred on it
    bins = int(max - min) + 1;
    first_edge = min - 0.5, bin_width = 1;
  } else if (whole && max - min < 1e12) {  // whole bins of a nice width, from a multiple of it
    bin_width = std::max(1.0, nice_step(max - min + 1, wanted_bins));
    if ((max - min + 1) / bin_width > wanted_bins) bin_width *= 2;
    first_edge = std::floor(min / bin_width) * bin_width;
    bins = std::max(1, int(std::ceil((max + 1 - first_edge) / bin_width)));
  } else if (!(bin_width > 0)) {  // one value (or an underflowing width): one bin around it
    bins = 1;
    first_edge = min - 0.5, bin_width = 1;
  }
  auto edge = [&](int k) { return first_edge + bin_width * k; };
  std::vector<long long> counts(bins, 0);
  for (const auto& [v, n] : counted)
    counts[std::clamp(int((v - first_edge) / bin_width), 0, bins - 1)] += n;
  const long long most = *std::max_element(counts.begin(), counts.end());

  const double count_step = std::max(1.0, nice_step(most, 5));  // counts are whole
  const Axis y_axis{0, std::ceil(most / count_step) * count_step, count_step};
  std::vector<std::string> y_labels;
  for (const double tick : y_axis.ticks()) y_labels.push_back(y_axis.label(tick));

  const double plot_width = std::clamp(bins * 24.0, 240.0, 560.0);
  const double bar_width = plot_width / bins;
  constexpr double kPlotHeight = 200;
  const double left = widest(y_labels, 10, 100) + (style.y_label.empty() ? 14 : 34);
  const double top = kTitleBand + 8;
  const double bottom = top + kPlotHeight;
  const int width = with_title_room(left + plot_width + 24, style.title);
  const int height = int(std::ceil(bottom + (style.x_label.empty() ? 28 : 46)));
  const Scale y{y_axis.low, y_axis.high, bottom, top};
  // Edge labels: a decimal more than the bin width shows unless the edges
  // are whole.
  const bool whole_edges =
      bin_width == std::floor(bin_width) && first_edge == std::floor(first_edge);
  const Axis x_axis{first_edge, edge(bins), whole_edges ? bin_width : bin_width / 10};
  auto x_of = [&](double v) { return left + (v - first_edge) / bin_width * bar_width; };

  std::string out = open_svg("histogram", style.title, width, height);
  out += y_axis_svg(y_axis, y, left, left + plot_width, top, bottom, style.y_label);

  // Tick labels: the integers under their bars, or else the bin edges, as
  // many as fit side by side.
  std::vector<std::pair<double, std::string>> x_labels;
  if (integers) {
    for (int k = 0; k < bins; ++k) x_labels.push_back({edge(k) + 0.5, px(edge(k) + 0.5)});
  } else {
    for (int k = 0; k <= bins; ++k) x_labels.push_back({edge(k), x_axis.label(edge(k))});
  }
  double label_width = 0;
  for (const auto& [at, text] : x_labels) label_width = std::max(label_width, text_width(text));
  const int every = std::max(1, int(std::ceil((label_width + 8) / bar_width)));
  out += "<g class=\"axis axis-x\">\n";
  for (std::size_t k = 0; k < x_labels.size(); k += every)
    out +=
        text_at(x_of(x_labels[k].first), bottom + 16, x_labels[k].second, "text-anchor=\"middle\"");
  out += line(left, bottom, left + plot_width, bottom, kAxis);
  if (!style.x_label.empty())
    out += text_at(left + plot_width / 2, bottom + 36, style.x_label, "text-anchor=\"middle\"");
  out += "</g>\n";

  const std::string colour = xml_escape(style.colour);
  const double gap = bar_width >= 4 ? 1 : 0;
  for (int k = 0; k < bins; ++k) {
    const std::string range =
        integers ? px(edge(k) + 0.5)
                 : fmt::format("{} to {}", x_axis.label(edge(k)), x_axis.label(edge(k + 1)));
    out += fmt::format(
        "<rect class=\"bar\" data-count=\"{}\" data-low=\"{}\" data-high=\"{}\" x=\"{}\" "
        "y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"><title>{}: {}</title></rect>\n",
        counts[k], number_text(edge(k)), number_text(edge(k + 1)), px(left + k * bar_width + gap),
        px(y(counts[k])), px(bar_width - 2 * gap), px(bottom - y(counts[k])), colour,
        xml_escape(range), counts[k]);
  }
  return out + "</svg>\n";
}

std::string heat_map_svg(const std::vector<std::string>& row_labels,
                         const std::vector<std::string>& column_labels,
                         const std::vector<std::vector<std::optional<double>>>& values,
                         const std::vector<std::vector<std::string>>& texts,
                         const HeatStyle& style) {
  if (row_labels.empty() || column_labels.empty()) return no_data_svg("heat", style.title);

  // A cell's value and text; what the matrices lack is missing.
  auto value_at = [&](std::size_t r, std::size_t c) -> std::optional<double> {
    if (r >= values.size() || c >= values[r].size() || !values[r][c]) return std::nullopt;
    if (std::isnan(*values[r][c])) return std::nullopt;
    return values[r][c];
  };
  auto text_of = [&](std::size_t r, std::size_t c) -> std::string {
    if (r >= texts.size() || c >= texts[r].size()) return "";
    return fit(texts[r][c], 16);
  };

  std::vector<std::string> rows, columns, cell_texts;
  for (const std::string& label : row_labels) rows.push_back(fit(label));
  for (const std::string& label : column_labels) columns.push_back(fit(label));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < columns.size(); ++c) cell_texts.push_back(text_of(r, c));
  const double cell_width = widest(cell_texts, 30, 16 * kCharWidth) + 12;
  constexpr double kCellHeight = 24;
  const double widest_column = widest(columns, 0, kMaxLabelChars * kCharWidth);
  const bool rotated = widest_column + 6 > cell_width;
  constexpr double kSlant = 0.7071;  // sin and cos of the rotated labels' 45°

  const double row_label_width = widest(rows, 20, kMaxLabelChars * kCharWidth) + 14;
  const double column_band = rotated ? widest_column * kSlant + 16 : 22;
  const double column_title = style.column_label.empty() ? 0 : 20;
  const double top = kTitleBand + column_title + column_band;
  const double left = std::max(row_label_width, text_width(style.row_label) + 14);
  const double grid_width = cell_width * double(columns.size());
  const double grid_height = kCellHeight * double(rows.size());
  const double right = rotated ? std::max(12.0, widest_column * kSlant - cell_width / 2) : 12;
  const int width = with_title_room(left + grid_width + right, style.title);
  const int height = int(std::ceil(top + grid_height + 10));

  std::string out = open_svg("heat", style.title, width, height);
  if (!style.column_label.empty())
    out += text_at(left + grid_width / 2, kTitleBand + 12, style.column_label,
                   "class=\"axis-label\" text-anchor=\"middle\" font-style=\"italic\"");
  if (!style.row_label.empty())
    out += text_at(left - 8, top - 6, style.row_label,
                   "class=\"axis-label\" text-anchor=\"end\" font-style=\"italic\"");
  for (std::size_t c = 0; c < columns.size(); ++c) {
    const double x = left + cell_width * (double(c) + 0.5);
    if (rotated) {
      out += text_at(x, top - 6, columns[c],
                     fmt::format("transform=\"rotate(-45 {} {})\"", px(x), px(top - 6)));
    } else {
      out += text_at(x, top - 6, columns[c], "text-anchor=\"middle\"");
    }
  }
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const double y = top + kCellHeight * double(r);
    out += text_at(left - 8, y + kCellHeight / 2, rows[r], "text-anchor=\"end\" dy=\"0.35em\"");
    for (std::size_t c = 0; c < columns.size(); ++c) {
      const double x = left + cell_width * double(c);
      const std::optional<double> value = value_at(r, c);
      const std::string text = value ? text_of(r, c) : "";
      const std::string tooltip =
          row_labels[r] + " / " + column_labels[c] + (text.empty() ? "" : ": " + texts[r][c]);
      out += fmt::format(
          "<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
          "stroke=\"#ffffff\"{}><title>{}</title></rect>\n",
          value ? "cell" : "cell missing", px(x), px(y), px(cell_width), px(kCellHeight),
          value ? heat_colour(*value) : kMissing,
          value ? fmt::format(" data-value=\"{}\"", number_text(*value)) : "", xml_escape(tooltip));
      if (!text.empty()) {
        // Light text on the saturated ends of the scale.
        const bool light = std::abs(std::clamp(*value, 0.0, 1.0) - 0.5) > 0.3;
        out += fmt::format(
            "<text x=\"{}\" y=\"{}\" fill=\"{}\" text-anchor=\"middle\" dy=\"0.35em\">{}</text>\n",
            px(x + cell_width / 2), px(y + kCellHeight / 2), light ? "#ffffff" : kInk,
            xml_escape(text));
      }
    }
  }
  return out + "</svg>\n";
}

std::string line_svg(const std::vector<Series>& series, const std::vector<Reference>& references,
                     const std::vector<Marker>& markers, const LineStyle& style) {
  // The ranges: every point that can be drawn, the references, the markers
  // and the given ticks.
  double x_low = kHuge, x_high = -kHuge, y_low = kHuge, y_high = -kHuge;
  bool any_point = false;
  auto include_x = [&](double x) { x_low = std::min(x_low, x), x_high = std::max(x_high, x); };
  auto include_y = [&](double y) { y_low = std::min(y_low, y), y_high = std::max(y_high, y); };
  for (const Series& s : series)
    for (const auto& [x, y] : s.points)
      if (usable(x) && usable(y)) include_x(x), include_y(y), any_point = true;
  if (!any_point) return no_data_svg("line", style.title);
  for (const Reference& r : references)
    if (usable(r.y)) include_y(r.y);
  for (const Marker& m : markers)
    if (usable(m.x) && usable(m.y)) include_x(m.x), include_y(m.y);
  std::vector<std::pair<double, std::string>> ticks;
  for (const auto& [at, label] : style.x_ticks)
    if (usable(at)) ticks.push_back({at, label}), include_x(at);
  if (style.y_from_zero) include_y(0);

  auto [y_from, y_to] = padded(y_low, y_high, 0.06);
  if (style.y_from_zero && y_low >= 0) y_from = std::max(y_from, 0.0);
  if (style.y_from_zero && y_high <= 0) y_to = std::min(y_to, 0.0);
  const Axis y_axis = nice_axis(y_from, y_to, 5);
  Axis x_axis;
  if (ticks.empty()) {
    x_axis = nice_axis(x_low, x_high, 8);
  } else {  // half a tick's spacing beside the outer ticks
    const double spacing =
        x_high > x_low ? (x_high - x_low) / std::max<double>(1, ticks.size() - 1) : 1;
    x_axis = {x_low - spacing / 2, x_high + spacing / 2, spacing};
  }

  // The x tick labels: the given ones (rotated and thinned out when
  // crowded) or numbers.
  constexpr double kPlotWidth = 600, kPlotHeight = 260;
  std::vector<std::pair<double, std::string>> x_labels;
  if (ticks.empty()) {
    for (const double tick : x_axis.ticks()) x_labels.push_back({tick, x_axis.label(tick)});
  } else {
    for (const auto& [at, label] : ticks) x_labels.push_back({at, fit(label, 16)});
  }
  double widest_x_label = 0;
  for (const auto& [at, text] : x_labels)
    widest_x_label = std::max(widest_x_label, text_width(text));
  const double spacing = kPlotWidth / double(std::max<std::size_t>(1, x_labels.size()));
  const bool rotated = !ticks.empty() && widest_x_label + 8 > spacing;
  const int every = rotated ? std::max(1, int(std::ceil(16 / spacing))) : 1;
  constexpr double kSlant = 0.7071;  // sin and cos of the rotated labels' 45°

  std::vector<std::string> y_labels;
  for (const double tick : y_axis.ticks()) y_labels.push_back(y_axis.label(tick));
  std::vector<std::string> names;
  for (const Series& s : series) names.push_back(fit(s.name, 30));
  const bool legend = series.size() > 1;
  const double legend_width = legend ? widest(names, 20, 30 * kCharWidth) + 44 : 0;

  double left = widest(y_labels, 10, 120) + (style.y_label.empty() ? 14 : 34);
  const double top = kTitleBand + 10;
  const double bottom = top + kPlotHeight;
  if (rotated) {  // the leftmost label runs down to the left of its tick
    double first = x_axis.high;
    for (const auto& [at, text] : x_labels) first = std::min(first, at);
    const double offset = (first - x_axis.low) / (x_axis.high - x_axis.low) * kPlotWidth;
    left = std::max(left, widest_x_label * kSlant + 8 - offset);
  }
  const double x_band = rotated ? widest_x_label * kSlant + 20 : 24;
  const int width = with_title_room(left + kPlotWidth + 20 + legend_width, style.title);
  const int height = int(std::ceil(bottom + x_band + (style.x_label.empty() ? 8 : 24)));
  const Scale x{x_axis.low, x_axis.high, left, left + kPlotWidth};
  const Scale y{y_axis.low, y_axis.high, bottom, top};

  std::string out = open_svg("line", style.title, width, height);
  out += y_axis_svg(y_axis, y, left, left + kPlotWidth, top, bottom, style.y_label);
  out += "<g class=\"axis axis-x\">\n";
  for (std::size_t k = 0; k < x_labels.size(); ++k) {
    const double at = x(x_labels[k].first);
    out += line(at, top, at, bottom, kGrid);
    if (k % every != 0) continue;
    if (rotated) {
      out += text_at(at, bottom + 14, x_labels[k].second,
                     fmt::format("text-anchor=\"end\" transform=\"rotate(-45 {} {})\"", px(at),
                                 px(bottom + 14)));
    } else {
      out += text_at(at, bottom + 16, x_labels[k].second, "text-anchor=\"middle\"");
    }
  }
  out += line(left, bottom, left + kPlotWidth, bottom, kAxis);
  if (!style.x_label.empty())
    out += text_at(left + kPlotWidth / 2, height - 8, style.x_label, "text-anchor=\"middle\"");
  out += "</g>\n";

  for (const Reference& r : references) {
    if (!usable(r.y)) continue;
    const std::string colour = xml_escape(r.colour);
    out += "<g class=\"reference\">\n";
    out += line(left, y(r.y), left + kPlotWidth, y(r.y), colour, "stroke-dasharray=\"6 4\"");
    out += text_at(left + kPlotWidth - 4, y(r.y) - 4, r.label,
                   "text-anchor=\"end\" fill-opacity=\"0.9\"");
    out += "</g>\n";
  }

  // A point's name in its dot's title: its tick label, or its number.
  auto x_name = [&](double at) {
    for (const auto& [tick, label] : ticks)
      if (std::abs(tick - at) <= 1e-9 * std::max(1.0, std::abs(at))) return label;
    return number_text(at);
  };
  for (const Series& s : series) {
    const std::string colour = xml_escape(s.colour);
    out += fmt::format("<g class=\"series\" data-name=\"{}\">\n", xml_escape(s.name));
    // A point that cannot be drawn breaks the line in two.
    std::string run;
    int run_length = 0;
    auto end_run = [&] {
      if (run_length > 1)
        out += fmt::format(
            "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"/>\n", colour,
            run);
      run.clear(), run_length = 0;
    };
    for (const auto& [point_x, point_y] : s.points) {
      if (!usable(point_x) || !usable(point_y)) {
        end_run();
        continue;
      }
      if (!run.empty()) run += ' ';
      run += px(x(point_x));
      run += ',';
      run += px(y(point_y));
      ++run_length;
    }
    end_run();
    for (std::size_t i = 0; i < s.points.size(); ++i) {
      const auto [at, value] = s.points[i];
      if (!usable(at) || !usable(value)) continue;
      std::string title = x_name(at) + ", " + number_text(value);
      if (i < s.point_notes.size() && !s.point_notes[i].empty()) title += ", " + s.point_notes[i];
      out += fmt::format(
          "<circle class=\"point\" cx=\"{}\" cy=\"{}\" r=\"3.5\" fill=\"{}\"><title>{}</title>"
          "</circle>\n",
          px(x(at)), px(y(value)), colour, xml_escape(title));
    }
    out += "</g>\n";
  }

  for (const Marker& m : markers) {
    if (!usable(m.x) || !usable(m.y)) continue;
    constexpr const char* kMarkerInk = "#e15759";
    out += fmt::format(
        "<g class=\"marker\" data-x=\"{}\" data-y=\"{}\">\n<title>{}: {}, {}</title>\n"
        "<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>\n",
        number_text(m.x), number_text(m.y), xml_escape(m.label), xml_escape(x_name(m.x)),
        number_text(m.y), px(x(m.x)), px(y(m.y)), kMarkerInk);
    // The label above the point, or below it at the top of the plot.
    const double label_y = y(m.y) - 12 < top + 4 ? y(m.y) + 20 : y(m.y) - 12;
    out += text_at(x(m.x), label_y, m.label,
                   "text-anchor=\"middle\" font-weight=\"bold\" fill-opacity=\"0.9\"");
    out += "</g>\n";
  }

  if (legend) {
    out += "<g class=\"legend\">\n";
    const double legend_x = left + kPlotWidth + 20;
    for (std::size_t i = 0; i < series.size(); ++i) {
      const double at = top + 8 + 18 * double(i);
      out +=
          line(legend_x, at, legend_x + 20, at, xml_escape(series[i].colour), "stroke-width=\"3\"");
      out += text_at(legend_x + 26, at, names[i], "dy=\"0.35em\"");
    }
    out += "</g>\n";
  }
  return out + "</svg>\n";
}

}  // namespace minnaar::plot
