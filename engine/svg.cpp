#include "engine/svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace minnaar::game {
namespace {

constexpr const char* kLight = "#f0d9b5";
constexpr const char* kDark = "#b58863";
constexpr const char* kMark = "#f6e35a";
constexpr int kCounterLine = 17;
// The most squares drawn along a side: pieces further apart (an unbounded
// board allows it) are cut off, and the picture says so.
constexpr int kMaxSide = 64;

int parity(int n) { return ((n % 2) + 2) % 2; }

// A coordinate as the SVG gets it: at most two decimals, never "-0".
std::string num(double v) {
  v = std::round(v * 100) / 100;
  if (v == 0) v = 0;
  return fmt::format("{}", v);
}

std::string square_name(Square s, Coordinates c) {
  if (c == Coordinates::kNumbers) return fmt::format("{},{}", s.file, s.rank);
  return file_label(s.file, c) + rank_label(s.rank, c);
}

}  // namespace

std::string board_svg(const Picture& picture, const BoardStyle& style) {
  const Box whole = style.frame ? *style.frame : picture.frame();
  Box frame = whole;
  frame.max_file = std::min(frame.max_file, frame.min_file + kMaxSide - 1);
  frame.min_rank = std::max(frame.min_rank, frame.max_rank - kMaxSide + 1);
  std::vector<std::pair<std::string, std::string>> counters;
  if (style.counters) counters = picture.counters;
  if (!(frame == whole))
    counters.push_back({"shown", fmt::format("{} x {} of {} x {} squares", frame.files(),
                                             frame.ranks(), whole.files(), whole.ranks())});
  const int c = style.cell;
  const int left = c * 3 / 5, top = 4, bottom = c * 3 / 5;
  const int board_w = frame.files() * c, board_h = frame.ranks() * c;
  // Turned 45 degrees, the board is a diamond (board_w + board_h) / sqrt 2
  // wide and tall, drawn in a square of `side` with a margin of `left` on
  // both sides for the labels along its lower edges.
  const bool turned = picture.turn_degrees == 45;
  const double diagonal = (board_w + board_h) / std::sqrt(2.0);
  const int side = turned ? int(std::ceil(diagonal - 1e-9)) : board_h;
  const int counter_lines = int(counters.size());
  const int width = turned ? left + side + left : left + board_w + 4;
  const int height = top + side + bottom + counter_lines * kCounterLine + (counter_lines ? 4 : 0);
  const std::string& id = style.id;
  auto x_of = [&](int file) { return (file - frame.min_file) * c; };
  auto y_of = [&](int rank) { return (frame.max_rank - rank) * c; };
  // Where a point (x, y) of the board group lands in the SVG: turned
  // clockwise about the board's centre, which sits at the centre of the
  // square of `side`.
  const double centre_x = left + side / 2.0, centre_y = top + side / 2.0;
  auto on_screen = [&](double x, double y) {
    const double dx = x - board_w / 2.0, dy = y - board_h / 2.0;
    return std::pair{centre_x + (dx - dy) / std::sqrt(2.0), centre_y + (dx + dy) / std::sqrt(2.0)};
  };

  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board-picture\" role=\"img\" "
      "viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" data-cell=\"{2}\" "
      "data-min-file=\"{3}\" data-max-rank=\"{4}\" data-id=\"{5}\"{6} "
      "font-family=\"DejaVu Sans, Arial, sans-serif\">\n",
      width, height, c, frame.min_file, frame.max_rank, xml_escape(id),
      turned ? " data-turn=\"45\"" : "");
  if (!style.title.empty()) out += "<title>" + xml_escape(style.title) + "</title>\n";

  // The checks: the square (file, rank) is dark when file + rank is even
  // (a1 dark, as on a chess board), whatever the frame.
  const bool corner_dark = parity(frame.min_file + frame.max_rank) == 0;
  out += fmt::format(
      "<defs><pattern id=\"{0}checks\" patternUnits=\"userSpaceOnUse\" width=\"{1}\" "
      "height=\"{1}\"><rect width=\"{1}\" height=\"{1}\" fill=\"{2}\"/>"
      "<rect x=\"{3}\" y=\"0\" width=\"{4}\" height=\"{4}\" fill=\"{5}\"/>"
      "<rect x=\"{6}\" y=\"{4}\" width=\"{4}\" height=\"{4}\" fill=\"{5}\"/></pattern>\n",
      xml_escape(id), 2 * c, kLight, corner_dark ? 0 : c, c, kDark, corner_dark ? c : 0);
  const double r = c * 0.42;
  for (std::size_t n = 0; n < picture.looks.size(); ++n) {
    const PieceLook& look = picture.looks[n];
    const double font = look.letter.size() > 1 ? c * 0.36 : c * 0.5;
    out += fmt::format(
        "<symbol id=\"{0}look-{1}\" viewBox=\"0 0 {2} {2}\" width=\"{2}\" height=\"{2}\">"
        "<circle cx=\"{3}\" cy=\"{3}\" r=\"{4:.1f}\" fill=\"{5}\" stroke=\"#2b2b2b\" "
        "stroke-width=\"1.5\"/><text x=\"{3}\" y=\"{3}\" text-anchor=\"middle\" "
        "dominant-baseline=\"central\" font-size=\"{6:.1f}\" font-weight=\"bold\" "
        "fill=\"{7}\">{8}</text></symbol>\n",
        xml_escape(id), n, c, c / 2.0, r, xml_escape(look.fill), font, xml_escape(look.ink),
        xml_escape(look.letter));
  }
  out += "</defs>\n";

  if (turned)
    out += fmt::format("<g class=\"board\" transform=\"translate({},{}) rotate(45,{},{})\">\n",
                       num(centre_x - board_w / 2.0), num(centre_y - board_h / 2.0),
                       num(board_w / 2.0), num(board_h / 2.0));
  else
    out += fmt::format("<g class=\"board\" transform=\"translate({},{})\">\n", left, top);
  out += fmt::format(
      "<rect class=\"squares\" width=\"{}\" height=\"{}\" fill=\"url(#{}checks)\" "
      "stroke=\"#6b4f35\" stroke-width=\"1\"/>\n",
      board_w, board_h, xml_escape(id));
  for (const SquareTint& t : picture.tints) {
    if (!frame.contains(t.square)) continue;
    out += fmt::format(
        "<rect class=\"tint\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
        "fill=\"{}\"/>\n",
        x_of(t.square.file), y_of(t.square.rank), c, c, xml_escape(t.fill));
  }
  out += "<g class=\"marks\">";
  for (const Square& s : style.marks) {
    if (!frame.contains(s)) continue;
    out += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
        "fill-opacity=\"0.55\"/>",
        x_of(s.file), y_of(s.rank), c, c, kMark);
  }
  out += "</g>\n<g class=\"pieces\">\n";
  for (const PlacedPiece& p : picture.pieces) {
    if (!frame.contains(p.square) || p.look < 0 || std::size_t(p.look) >= picture.looks.size())
      continue;
    const int x = x_of(p.square.file), y = y_of(p.square.rank);
    // On a turned board each piece turns back about its own centre: upright.
    const std::string upright =
        turned ? fmt::format(" transform=\"rotate(-45,{},{})\"", num(x + c / 2.0), num(y + c / 2.0))
               : "";
    out += fmt::format(
        "<use href=\"#{}look-{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}><title>{} on "
        "{}</title></use>\n",
        xml_escape(id), p.look, x, y, c, c, upright,
        xml_escape(picture.looks[std::size_t(p.look)].name),
        xml_escape(square_name(p.square, picture.coordinates)));
  }
  out += "</g>\n</g>\n";

  // Edge labels: files below the board, ranks to its left; on a turned
  // board, upright along its two lower edges: files beside the lowest rank
  // (lower left), ranks beside the highest file (lower right).
  const double label_font = c * 0.3;
  out += fmt::format(
      "<g class=\"labels\" font-size=\"{:.1f}\" fill=\"#555\" "
      "text-anchor=\"middle\">",
      label_font);
  const double gap = c * 0.3;  // from the edge to a label's centre
  auto turned_label = [&](std::pair<double, double> at, const std::string& text) {
    out += fmt::format("<text x=\"{}\" y=\"{}\" dominant-baseline=\"central\">{}</text>",
                       num(at.first), num(at.second), xml_escape(text));
  };
  if (turned) {
    for (int f = frame.min_file; f <= frame.max_file; ++f)
      turned_label(on_screen(x_of(f) + c / 2.0, board_h + gap), file_label(f, picture.coordinates));
    for (int rk = frame.min_rank; rk <= frame.max_rank; ++rk)
      turned_label(on_screen(board_w + gap, y_of(rk) + c / 2.0),
                   rank_label(rk, picture.coordinates));
  } else {
    for (int f = frame.min_file; f <= frame.max_file; ++f)
      out += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", left + x_of(f) + c / 2,
                         top + board_h + bottom * 2 / 3,
                         xml_escape(file_label(f, picture.coordinates)));
    for (int rk = frame.min_rank; rk <= frame.max_rank; ++rk)
      out +=
          fmt::format("<text x=\"{}\" y=\"{}\" dominant-baseline=\"central\">{}</text>", left / 2,
                      top + y_of(rk) + c / 2, xml_escape(rank_label(rk, picture.coordinates)));
  }
  out += "</g>\n";

  if (counter_lines) {
    out += "<g class=\"counters\" font-size=\"13\" fill=\"#222\">";
    int y = top + side + bottom + kCounterLine - 4;
    for (const auto& [label, value] : counters) {
      out += fmt::format("<text x=\"{}\" y=\"{}\">{}: {}</text>", left, y, xml_escape(label),
                         xml_escape(value));
      y += kCounterLine;
    }
    out += "</g>\n";
  }
  out += "</svg>\n";
  return out;
}

}  // namespace minnaar::game
