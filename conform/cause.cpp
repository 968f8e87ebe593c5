#include "conform/cause.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace minnaar::conform {
namespace {

// Keeps a part fixed only while every value seen agrees.
template <class T>
void narrow(std::optional<T>& part, const T& value) {
  if (part && *part != value) part.reset();
}

SidePattern side_of(const std::vector<DifferingMove>& moves, bool extra) {
  SidePattern side;
  for (const DifferingMove& m : moves) {
    if (m.extra != extra) continue;
    if (!side.present) {
      side = {true,        m.move.piece,    m.move.kind,
              m.move.line, m.move.distance, m.move.direction,
              m.move.from, m.move.to,       m.across};
      continue;
    }
    side.across = side.across && m.across;
    narrow(side.piece, m.move.piece);
    narrow(side.kind, m.move.kind);
    narrow(side.line, m.move.line);
    narrow(side.distance, m.move.distance);
    narrow(side.direction, m.move.direction);
    narrow(side.from, m.move.from);
    narrow(side.to, m.move.to);
  }
  return side;
}

bool side_telling(const SidePattern& side) {
  return !side.present || side.piece || side.kind || side.line || side.distance || side.direction ||
         side.from || side.to || side.across;
}

template <class T>
bool part_covers(const std::optional<T>& general, const std::optional<T>& specific) {
  return !general || (specific && *specific == *general);
}

bool side_covers(const SidePattern& general, const SidePattern& specific) {
  return general.present == specific.present && part_covers(general.piece, specific.piece) &&
         part_covers(general.kind, specific.kind) && part_covers(general.line, specific.line) &&
         part_covers(general.distance, specific.distance) &&
         part_covers(general.direction, specific.direction) &&
         part_covers(general.from, specific.from) && part_covers(general.to, specific.to) &&
         (!general.across || specific.across);
}

int side_parts(const SidePattern& side) {
  return int(side.piece.has_value()) + int(side.kind.has_value()) + int(side.line.has_value()) +
         int(side.distance.has_value()) + int(side.direction.has_value()) +
         int(side.from.has_value()) + int(side.to.has_value()) + int(side.across);
}

// "Sovereign, capture, 5 squares straight north"; "moves" when nothing is fixed.
std::string side_text(const SidePattern& side) {
  std::string text;
  auto add = [&](const std::string& part) {
    if (!part.empty()) text += (text.empty() ? "" : ", ") + part;
  };
  if (side.piece) add(side.piece->empty() ? std::string("no piece") : *side.piece);
  if (side.kind) add(*side.kind);
  const bool jump = side.line && side.line->rfind("jump", 0) == 0;
  if (jump) {
    add(*side.line + (side.direction && !side.direction->empty() ? " (" + *side.direction + ")"
                                                                 : std::string()));
  } else {
    std::string geometry;
    if (side.distance && *side.distance > 0)
      geometry = std::to_string(*side.distance) + (side.line && side.line->empty() ? ""
                                                   : *side.distance == 1           ? " square"
                                                                                   : " squares");
    if (side.line && !side.line->empty()) geometry += (geometry.empty() ? "" : " ") + *side.line;
    if (side.direction && !side.direction->empty())
      geometry += (geometry.empty() ? "toward " : " ") + *side.direction;
    add(geometry);
  }
  // Squares alone read as moves from or to them: "moves to h8".
  std::string squares;
  if (side.from && !side.from->empty()) squares += "from " + *side.from;
  if (side.to && !side.to->empty()) squares += (squares.empty() ? "" : " ") + ("to " + *side.to);
  if (side.across) squares += std::string(squares.empty() ? "" : " ") + "across the board";
  if (text.empty()) return squares.empty() ? "moves" : "moves " + squares;
  add(squares);
  return text;
}

template <class T>
std::optional<T> shared(const std::optional<T>& a, const std::optional<T>& b) {
  return a && b && *a == *b ? a : std::nullopt;
}

SidePattern side_join(const SidePattern& a, const SidePattern& b) {
  if (!a.present || !b.present) return {};
  return {true,
          shared(a.piece, b.piece),
          shared(a.kind, b.kind),
          shared(a.line, b.line),
          shared(a.distance, b.distance),
          shared(a.direction, b.direction),
          shared(a.from, b.from),
          shared(a.to, b.to),
          a.across && b.across};
}

// A side that still names a cause once joined: a geometry or a square, or
// a kind of move other than a plain quiet move or capture.
bool side_names_a_cause(const SidePattern& side) {
  if (!side.present) return true;
  const bool special_kind =
      side.kind && *side.kind != game::kQuietMove && *side.kind != game::kCaptureMove;
  return special_kind || side.line || side.distance || side.direction || side.from || side.to ||
         side.across;
}

}  // namespace

bool crosses_the_board(const game::Box& board, game::Square from, game::Square to) {
  // (On a board of fewer than 5 lines every move would cross it.)
  return (board.files() >= 5 && std::abs(to.file - from.file) >= board.files() - 2) ||
         (board.ranks() >= 5 && std::abs(to.rank - from.rank) >= board.ranks() - 2);
}

MovePattern join(const MovePattern& a, const MovePattern& b) {
  return {side_join(a.missing, b.missing), side_join(a.extra, b.extra),
          a.after_moves && b.after_moves};
}

MovePattern pattern_of(const std::vector<DifferingMove>& moves, bool after_moves) {
  MovePattern p{side_of(moves, false), side_of(moves, true), after_moves};
  if (after_moves)
    for (SidePattern* side : {&p.missing, &p.extra}) {
      side->piece.reset();
      side->line.reset();
      side->distance.reset();
      side->direction.reset();
      side->from.reset();
      side->to.reset();
      side->across = false;
    }
  return p;
}

bool is_telling(const MovePattern& pattern) {
  return (pattern.missing.present || pattern.extra.present) && side_telling(pattern.missing) &&
         side_telling(pattern.extra);
}

bool covers(const MovePattern& general, const MovePattern& specific) {
  return general.after_moves == specific.after_moves &&
         side_covers(general.missing, specific.missing) &&
         side_covers(general.extra, specific.extra);
}

int fixed_parts(const MovePattern& pattern) {
  return side_parts(pattern.missing) + side_parts(pattern.extra);
}

std::string pattern_text(const MovePattern& pattern) {
  std::string text = pattern.after_moves ? "legal moves (only after moves):" : "legal moves:";
  if (pattern.missing.present) text += " missing " + side_text(pattern.missing);
  if (pattern.missing.present && pattern.extra.present) text += ";";
  if (pattern.extra.present) text += " extra " + side_text(pattern.extra);
  return text;
}

bool fits(const MovePattern& cause, const DifferingMove& move) {
  const SidePattern& side = move.extra ? cause.extra : cause.missing;
  const SidePattern& other = move.extra ? cause.missing : cause.extra;
  const game::MoveDescription& d = move.move;
  return side.present && !other.present && part_covers(side.piece, std::optional(d.piece)) &&
         part_covers(side.kind, std::optional(d.kind)) &&
         part_covers(side.line, std::optional(d.line)) &&
         part_covers(side.distance, std::optional(d.distance)) &&
         part_covers(side.direction, std::optional(d.direction)) &&
         part_covers(side.from, std::optional(d.from)) &&
         part_covers(side.to, std::optional(d.to)) && (!side.across || move.across);
}

namespace {

// A cause whose moves are taken out of the failures that show it among
// others' (Causes group_by_cause's `moves`).
struct Peel {
  MovePattern cause;
  const std::vector<std::vector<DifferingMove>>* moves;
};

Causes group(const std::vector<MovePattern>& given, const std::optional<Peel>& peel) {
  // The parts: one per failure, or one per side of a failure whose sides
  // each share a cause with a one-sided pattern of another (their join
  // still names one); with a cause to peel, a failure some of whose moves
  // fit it and some not is two parts, those moves and the rest.
  std::vector<MovePattern> patterns;
  std::vector<std::size_t> failure_of;
  auto one_sided_cover = [&](const MovePattern& side) {
    return std::any_of(given.begin(), given.end(), [&](const MovePattern& q) {
      if (q.missing.present != side.missing.present || q.extra.present != side.extra.present ||
          q.after_moves != side.after_moves)
        return false;
      const MovePattern j = join(q, side);
      return side_names_a_cause(j.missing) && side_names_a_cause(j.extra);
    });
  };
  for (std::size_t i = 0; i < given.size(); ++i) {
    const MovePattern& p = given[i];
    if (peel) {
      std::vector<DifferingMove> fit, rest;
      for (const DifferingMove& m : (*peel->moves)[i])
        (fits(peel->cause, m) ? fit : rest).push_back(m);
      if (!fit.empty() && !rest.empty()) {
        for (const auto* moves : {&fit, &rest}) {
          patterns.push_back(pattern_of(*moves, p.after_moves));
          failure_of.push_back(i);
        }
        continue;
      }
    }
    if (p.missing.present && p.extra.present) {
      MovePattern missing = p, extra = p;
      missing.extra = {};
      extra.missing = {};
      if (one_sided_cover(missing) && one_sided_cover(extra)) {
        patterns.push_back(missing);
        failure_of.push_back(i);
        patterns.push_back(extra);
        failure_of.push_back(i);
        continue;
      }
    }
    patterns.push_back(p);
    failure_of.push_back(i);
  }
  const std::size_t n = patterns.size();
  // How many patterns each covers: the wider, the more it gathers.
  std::vector<std::size_t> gathers(n, 0);
  for (std::size_t j = 0; j < n; ++j)
    for (std::size_t i = 0; i < n; ++i) gathers[j] += covers(patterns[j], patterns[i]);
  Causes out;
  std::vector<std::size_t> cause_of(n, 0);  // by part
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t best = i;
    for (std::size_t j = 0; j < n; ++j) {
      if (!is_telling(patterns[j]) || !covers(patterns[j], patterns[i])) continue;
      if (gathers[j] > gathers[best] ||
          (gathers[j] == gathers[best] && fixed_parts(patterns[j]) < fixed_parts(patterns[best])))
        best = j;
    }
    const auto known = std::find(out.causes.begin(), out.causes.end(), patterns[best]);
    cause_of[i] = std::size_t(known - out.causes.begin());
    if (known == out.causes.end()) out.causes.push_back(patterns[best]);
  }
  // Causes whose join still names one are one: the closest pair first.
  for (;;) {
    std::optional<std::pair<std::size_t, std::size_t>> pair;
    int closest = -1;
    MovePattern joined;
    for (std::size_t a = 0; a < out.causes.size(); ++a)
      for (std::size_t b = a + 1; b < out.causes.size(); ++b) {
        const MovePattern j = join(out.causes[a], out.causes[b]);
        if (j.after_moves != out.causes[a].after_moves ||
            j.after_moves != out.causes[b].after_moves ||
            j.missing.present != (out.causes[a].missing.present) ||
            j.missing.present != out.causes[b].missing.present ||
            j.extra.present != out.causes[a].extra.present ||
            j.extra.present != out.causes[b].extra.present || !side_names_a_cause(j.missing) ||
            !side_names_a_cause(j.extra) || fixed_parts(j) <= closest)
          continue;
        closest = fixed_parts(j);
        pair = std::pair(a, b);
        joined = j;
      }
    if (!pair) break;
    const auto [a, b] = *pair;
    out.causes[a] = joined;
    out.causes.erase(out.causes.begin() + std::ptrdiff_t(b));
    for (std::size_t& c : cause_of) {
      if (c == b)
        c = a;
      else if (c > b)
        --c;
    }
  }
  out.causes_of.resize(given.size());
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::size_t>& of = out.causes_of[failure_of[i]];
    if (std::find(of.begin(), of.end(), cause_of[i]) == of.end()) of.push_back(cause_of[i]);
  }
  return out;
}

}  // namespace

Causes group_by_cause(const std::vector<MovePattern>& given,
                      const std::vector<std::vector<DifferingMove>>& moves) {
  const Causes first = group(given, std::nullopt);
  if (moves.size() != given.size()) return first;
  // The cause that names the most failures, where it names a cause; its
  // moves taken out of the failures that also show another's.
  std::vector<std::size_t> named(first.causes.size(), 0);
  for (const auto& of : first.causes_of)
    for (const std::size_t c : of) ++named[c];
  std::optional<std::size_t> strongest;
  for (std::size_t c = 0; c < first.causes.size(); ++c) {
    const MovePattern& cause = first.causes[c];
    if (cause.missing.present == cause.extra.present || !side_names_a_cause(cause.missing) ||
        !side_names_a_cause(cause.extra))
      continue;
    if (!strongest || named[c] > named[*strongest]) strongest = c;
  }
  if (!strongest) return first;
  return group(given, Peel{first.causes[*strongest], &moves});
}

}  // namespace minnaar::conform
