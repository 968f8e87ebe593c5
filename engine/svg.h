// The one drawing of a position: a Picture (engine/picture.h) as an SVG
// element, with the board's squares, coloured squares, edge labels, marked
// squares (the last move), the pieces and, if wanted, the counters below.
// `minnaar svg`, the tournament report and its game viewer all draw with
// it.
//
//   std::string svg = game::board_svg(state->picture(), {.marks = {{4, 1}, {4, 3}}});
//
// The SVG names its parts so that a page's script can redraw the pieces
// without drawing anything else: the pieces are `<use>` elements of the
// group with class "pieces", each referring to the symbol "<id>look-<n>"
// of the picture's look n, at x = (file - frame.min_file) * cell and
// y = (frame.max_rank - rank) * cell inside the group with class "board";
// the root carries data-cell, data-min-file and data-max-rank.
//
// A picture turned 45 degrees (Picture::turn_degrees) is drawn as a
// diamond (an n by n board n * sqrt 2 wide and tall): the root also
// carries data-turn="45", the board group turns about its centre
// (transform "translate(...) rotate(45,w/2,h/2)", w and h the board's
// width and height), so squares, tints and marks keep their x and y, and
// each piece's <use>, at the same x and y, turns back about its own
// centre, transform="rotate(-45,x+cell/2,y+cell/2)", to stand upright. The
// edge labels, upright, follow the two lower edges; the counters stay
// below.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/picture.h"
#include "engine/xml.h"

namespace minnaar::game {

struct BoardStyle {
  std::vector<Square> marks;  // squares drawn highlighted
  bool counters = true;       // the counters as lines below the board
  std::string id = "b-";      // prefix of the SVG's element ids, unique within a page
  int cell = 40;              // a square's side, in pixels
  std::optional<Box> frame;   // the squares to draw, if not picture.frame()
  std::string title;          // the SVG's <title>, if any
};

std::string board_svg(const Picture& picture, const BoardStyle& style = {});

}  // namespace minnaar::game
