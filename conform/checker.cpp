#include "conform/checker.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <optional>
#include <set>
#include <sstream>

#include "engine/json_text.h"
#include "engine/parallel.h"
#include "engine/words.h"
#include "engine/xml.h"

namespace minnaar::conform {
namespace {

using Command = Call::Command;

// How many calls shrinking one finding's position may make.
constexpr int kShrinkCalls = 160;

// A perft --divide answer: its lines "<move> <count>" and its total.
struct Divide {
  std::vector<std::pair<std::string, std::string>> lines;
  std::string total;
};

std::optional<Divide> parse_divide(const std::string& out) {
  Divide d;
  std::istringstream in(out);
  std::string line;
  bool blank = false;
  while (std::getline(in, line)) {
    if (line.empty()) {
      blank = true;
      continue;
    }
    if (blank) {
      if (!d.total.empty()) return std::nullopt;
      d.total = line;
      continue;
    }
    const auto w = words_of(line);
    if (w.size() != 2) return std::nullopt;
    d.lines.emplace_back(std::string(w[0]), std::string(w[1]));
  }
  if (!blank || d.total.empty()) return std::nullopt;
  return d;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Items of `a` not in `b`, in a's order.
std::vector<std::string> only_in(const std::vector<std::string>& a,
                                 const std::vector<std::string>& b) {
  const std::set<std::string> other(b.begin(), b.end());
  std::vector<std::string> out;
  for (const std::string& x : a)
    if (!other.count(x)) out.push_back(x);
  return out;
}

// The call's answer, or the description of how the implementation failed
// to give one.
std::string answer_text(const Answer& a) {
  std::string text = a.out.empty() ? std::string("(nothing on stdout)") : a.out;
  if (a.status != 0) text += (text.back() == '\n' ? "" : "\n") + std::string("(") + a.how + ")";
  return text;
}

std::string how_text(const Answer& a) {
  std::string text = a.how;
  if (!a.errors.empty()) text += "; stderr: " + a.errors;
  return text;
}

// Text with what varies from case to case left out: quoted parts become
// '…' and numbers '#'.
std::string normalised(std::string_view text) {
  std::string out;
  bool quoted = false;
  for (const char c : text) {
    if (c == '\'') {
      if (!quoted) out += "'…'";
      quoted = !quoted;
    } else if (quoted) {
      continue;
    } else if (c >= '0' && c <= '9') {
      if (out.empty() || out.back() != '#') out += '#';
    } else {
      out += c;
    }
  }
  return out;
}

// How `show` answers differ: the lines that differ, and in a line of
// several words the positions of the words that differ (a counter of the
// notation), else the two lines themselves (a result token).
std::string show_difference(const std::string& reference, const std::string& implementation) {
  const auto ref = lines_of(reference), imp = lines_of(implementation);
  std::string text;
  for (std::size_t i = 0; i < std::max(ref.size(), imp.size()); ++i) {
    const std::string r = i < ref.size() ? ref[i] : "", m = i < imp.size() ? imp[i] : "";
    if (r == m) continue;
    text += (text.empty() ? "" : "; ") + std::string("line ") + std::to_string(i + 1);
    const auto rw = words_of(r), mw = words_of(m);
    if (rw.size() > 2 && rw.size() == mw.size()) {
      text += " word";
      for (std::size_t w = 0; w < rw.size(); ++w)
        if (rw[w] != mw[w]) text += " " + std::to_string(w + 1);
    } else if (rw.size() > 2 || mw.size() > 2) {
      text += " has " + std::to_string(mw.size()) + " words, not " + std::to_string(rw.size());
    } else {
      text += " '" + m + "' where the reference has '" + r + "'";
    }
  }
  return text;
}

class Reducer {
 public:
  Reducer(const game::Game& game, const Implementation& impl, int jobs)
      : game_(game), board_(game.start()->picture().board), impl_(impl), jobs_(std::max(1, jobs)) {}

  static bool agree(const Answer& expected, const Answer& got) {
    if (expected.status == 2) {
      const auto lines = lines_of(got.errors);
      return got.status == 2 && got.out.empty() && lines.size() == 1 && !lines[0].empty();
    }
    return got.status == 0 && got.out == expected.out;
  }

  bool differs(const Call& call) const {
    return !agree(reference_answer(game_, call), impl_.run(call));
  }

  // The reduced failure of a check that failed.
  // The reduced failures of a check that failed: where its first
  // difference starts; and, when that is in `show` (a field of the
  // notation, say castling rights wrong from the first ply), where its
  // moves start to differ too, if they do at a position whose result both
  // programs agree on (so one field never hides a bug of movement behind
  // it). One failure, or two.
  //
  // `until`: a ply at which the check's show or moves differ though its end
  // agrees (differing_probe()); the first difference is sought before it.
  std::vector<Failure> reduce(const Check& check, const Answer& expected,
                              std::optional<std::size_t> until = std::nullopt) const {
    if (expected.status == 2) return {describe(check, check.call)};
    // The positions along the check's moves, by the reference.
    Call root = check.call;
    root.moves.clear();
    auto state = position_of(game_, root);
    const auto views = words_of(check.call.moves);
    const std::vector<std::string> words(views.begin(), views.end());
    std::vector<std::string> notations{state->notation()};
    for (const std::string& w : words) {
      (void)state->play(w);
      notations.push_back(state->notation());
    }
    auto moves_from = [&](std::size_t from, std::size_t to) {
      std::string text;
      for (std::size_t i = from; i < to; ++i) text += (i > from ? " " : "") + words[i];
      return text;
    };
    // A ply at which one of `facets` starts to differ (the first listed
    // first), found by bisection between a ply where they agree (before
    // the first) and one where they differ (the end). Answers need not
    // stay different once they differ (a counter wrong, then reset): this
    // is where one stretch of differences starts, in about 2 log2(plies)
    // calls.
    auto first_ply =
        [&](const std::vector<Command>& facets) -> std::optional<std::pair<std::size_t, Command>> {
      auto at_ply = [&](std::size_t k) -> std::optional<Command> {
        const auto found = first_differing(1, [&](std::size_t) {
          std::vector<Call> calls;
          for (const Command c : facets)
            calls.push_back({c, root.mfen, moves_from(0, k), 0, false});
          return calls;
        });
        if (!found) return std::nullopt;
        return facets[found->second];
      };
      const std::size_t last = std::min(until.value_or(words.size()), words.size());
      const auto end = at_ply(last);
      if (!end) return std::nullopt;
      std::pair<std::size_t, Command> first(last, *end);
      std::size_t agree = 0, differ = last;  // agree: one past the last known agreeing
      while (agree < differ) {
        const std::size_t mid = agree + (differ - agree) / 2;
        if (const auto here = at_ply(mid)) {
          differ = mid;
          first = {mid, *here};
        } else {
          agree = mid + 1;
        }
      }
      return first;
    };
    // The difference of `command` at ply k, from the latest position from
    // which the moves up to ply k still show it: that position alone when
    // it does.
    auto reduced_at = [&](std::size_t k, Command command) {
      const auto start = first_differing(k + 1, [&](std::size_t back) {
        return std::vector<Call>{{command, notations[k - back], moves_from(k - back, k), 0, false}};
      });
      if (start) {
        const std::size_t i = k - start->first;
        return describe(check, {command, notations[i], moves_from(i, k), 0, false});
      }
      return describe(check, {command, root.mfen, moves_from(0, k), 0, false});
    };
    if (const auto first = first_ply({Command::kShow, Command::kMoves})) {
      std::vector<Failure> found{reduced_at(first->first, first->second)};
      if (first->second == Command::kShow)
        if (const auto moves = first_ply({Command::kMoves})) {
          // Moves that differ because one program ended the game are the
          // result's difference, already found.
          const Call show{Command::kShow, root.mfen, moves_from(0, moves->first), 0, false};
          const auto ref = lines_of(reference_answer(game_, show).out);
          const auto imp = lines_of(impl_.run(show).out);
          if (ref.size() >= 2 && imp.size() >= 2 && ref[1] == imp[1])
            found.push_back(reduced_at(moves->first, Command::kMoves));
        }
      return found;
    }
    // They agree all along: the check's own command at its end.
    Call end = check.call;
    end.mfen = notations.back();
    end.moves.clear();
    if (!differs(end)) end = check.call;
    if (end.command == Command::kPerft) return {perft(check, end)};
    return {describe(check, end)};
  }

  // The first of the check's probe plies (Check::probes, spread evenly
  // along its moves) at which `show` or `moves` differ, if any: where a
  // game whose end agrees went otherwise on the way.
  std::optional<std::size_t> differing_probe(const Check& check) const {
    const auto words = words_of(check.call.moves);
    const std::size_t plies = words.size();
    std::size_t previous = 0;
    for (int j = 1; j <= check.probes; ++j) {
      const std::size_t k = plies * std::size_t(j) / std::size_t(check.probes + 1);
      if (k == previous || k >= plies) continue;
      previous = k;
      std::string moves;
      for (std::size_t i = 0; i < k; ++i) moves += (i ? " " : "") + std::string(words[i]);
      for (const Command command : {Command::kShow, Command::kMoves})
        if (differs({command, check.call.mfen, moves, 0, false})) return k;
    }
    return std::nullopt;
  }

  // Follows a perft difference down through divide to the first position
  // whose moves differ (or the shallowest whose counts or text do).
  Failure perft(const Check& check, Call call) const {
    call.divide = true;
    for (;;) {
      const auto ref = parse_divide(reference_answer(game_, call).out);
      const Answer got = impl_.run(call);
      const auto imp = got.status == 0 ? parse_divide(got.out) : std::nullopt;
      if (!imp || !ref) return describe(check, call);
      std::vector<std::string> ref_moves, imp_moves;
      for (const auto& [m, n] : ref->lines) ref_moves.push_back(m);
      for (const auto& [m, n] : imp->lines) imp_moves.push_back(m);
      if (ref_moves != imp_moves) {
        // The moves of this position differ: shown by `show` or `moves`
        // there, else by perft at depth 1.
        Call here{Command::kShow, call.mfen, call.moves, 0, false};
        if (auto state = position_of(game_, here)) {
          for (const Command command : {Command::kShow, Command::kMoves}) {
            if (Call fresh{command, state->notation(), "", 0, false}; differs(fresh))
              return describe(check, fresh);
            if (Call played{command, call.mfen, call.moves, 0, false}; differs(played))
              return describe(check, played);
          }
        }
        call.depth = 1;
        return describe(check, call);
      }
      if (call.depth <= 1) return describe(check, call);
      // The same moves: follow the first whose count differs.
      std::optional<std::string> next;
      for (std::size_t i = 0; i < ref->lines.size() && !next; ++i)
        if (ref->lines[i].second != imp->lines[i].second) next = ref->lines[i].first;
      if (!next) return describe(check, call);  // the counts agree: the text differs
      call.moves = call.moves.empty() ? *next : call.moves + " " + *next;
      call.depth -= 1;
    }
  }

  // The failure of one call, as it stands, with its signature.
  Failure describe(const Check& check, const Call& call) const {
    const Answer expected = reference_answer(game_, call);
    const Answer got = impl_.run(call);
    Failure f;
    f.kind = command_name(call.command);
    f.check = check.name;
    f.category = check.category;
    f.call = call;
    f.mfen = call.mfen;
    f.moves = call.moves;
    f.depth = call.depth;
    f.reproduce = impl_.reproduce(call);
    f.authority = check.authority;
    f.how = how_text(got);
    if (expected.status == 2) {
      f.kind = "bad-input";
      f.reference = "exit 2, nothing on stdout, one line on stderr (" + expected.error_line + ")";
      f.implementation = answer_text(got);
      const std::size_t error_lines = lines_of(got.errors).size();
      const std::string did = got.status == 0    ? "accepts it"
                              : got.status != 2  ? normalised(got.how)
                              : !got.out.empty() ? "prints on standard output"
                              : error_lines != 1 ? "does not print one line on standard error"
                                                 : "agrees";
      // Accepting bad input is a bug of the field left unchecked; refusing
      // it the wrong way (another status, output, a crash, a hang) is one
      // bug whatever the field.
      f.signature = got.status == 0
                        ? "bad input: the reference refuses it (" +
                              normalised(expected.error_line) + "); the implementation accepts it"
                        : "bad input: the implementation " + did;
      // An illegal move accepted is a move the implementation holds legal:
      // the same cause as the extra moves it lists.
      if (got.status == 0)
        if (auto illegal = accepted_illegal_move(call, expected.error_line)) {
          f.differing = {std::move(*illegal)};
          f.pattern = pattern_of(f.differing, false);
          f.signature = pattern_text(*f.pattern);
        }
      return f;
    }
    f.reference = expected.out;
    f.implementation = answer_text(got);
    const std::string after = call.moves.empty() ? "" : " (only after moves)";
    if (got.status != 0) {  // with or without moves, the same failure to answer
      f.signature = f.kind + " of valid input: the implementation " + normalised(got.how);
      return f;
    }
    if (call.command == Command::kMoves) {
      f.missing = only_in(lines_of(expected.out), lines_of(got.out));
      f.extra = only_in(lines_of(got.out), lines_of(expected.out));
    } else if (call.command == Command::kPerft) {
      const auto ref = parse_divide(expected.out), imp = parse_divide(got.out);
      if (ref && imp) {
        std::vector<std::string> ref_moves, imp_moves;
        for (const auto& [m, n] : ref->lines) ref_moves.push_back(m);
        for (const auto& [m, n] : imp->lines) imp_moves.push_back(m);
        f.missing = only_in(ref_moves, imp_moves);
        f.extra = only_in(imp_moves, ref_moves);
        if (f.missing.empty() && f.extra.empty() && ref->total != imp->total) {
          f.reference = ref->total;
          f.implementation = imp->total;
        }
      }
    }
    if (!f.missing.empty() || !f.extra.empty()) {
      // The moves described where they differ: the cause they share names
      // the finding (a value derived from the position that went stale on
      // the way shows moves of any kind, and says so).
      const auto state = position_of(game_, call);
      auto add = [&](const std::vector<std::string>& moves, bool extra) {
        for (const std::string& m : moves) {
          std::optional<game::MoveDescription> d;
          if (state) d = state->describe_move(m);
          f.differing.push_back(
              {extra, m, d ? *d : game::move_without_path("", "not a move of the notation")});
          f.differing.back().across = across(f.differing.back().move);
        }
      };
      add(f.missing, false);
      add(f.extra, true);
      f.pattern = pattern_of(f.differing, !after.empty());
      f.signature = pattern_text(*f.pattern);
    } else if (call.command == Command::kShow) {
      f.signature = "show" + after + ": " + show_difference(expected.out, got.out);
    } else if (call.command == Command::kPerft) {
      f.signature = "perft" + after + ": " +
                    (f.reference != expected.out ? std::string("counts") : std::string("text"));
    } else {
      f.signature = f.kind + after + ": the same moves, other text";
    }
    return f;
  }

  // The illegal move the reference refused in `call`'s moves ("illegal
  // move 'b1a1' at ply 3: ..."), described where it was played, if that is
  // what it refused.
  std::optional<DifferingMove> accepted_illegal_move(const Call& call,
                                                     const std::string& refusal) const {
    const std::string head = "illegal move '", middle = "' at ply ";
    const std::size_t at = refusal.find(head);
    if (at == std::string::npos) return std::nullopt;
    const std::size_t text_at = at + head.size(), end = refusal.find(middle, text_at);
    if (end == std::string::npos) return std::nullopt;
    const std::string text = refusal.substr(text_at, end - text_at);
    const int ply = std::atoi(refusal.c_str() + end + middle.size());
    const auto words = words_of(call.moves);
    if (ply < 1 || std::size_t(ply) > words.size() || words[std::size_t(ply - 1)] != text)
      return std::nullopt;
    Call before = call;
    before.moves.clear();
    for (int i = 0; i + 1 < ply; ++i)
      before.moves += (i ? " " : "") + std::string(words[std::size_t(i)]);
    const auto state = position_of(game_, before);
    if (!state) return std::nullopt;
    const auto d = state->describe_move(text);
    if (!d) return std::nullopt;
    return DifferingMove{true, text, *d, across(*d)};
  }

  // Whether a move runs from one edge of the board to the other.
  bool across(const game::MoveDescription& move) const {
    const auto from = game::square_of_label(move.from), to = game::square_of_label(move.to);
    return board_ && from && to && crosses_the_board(*board_, *from, *to);
  }

  // The failure with pieces taken off its position while the difference
  // stays the same and the position valid: each piece in turn, `jobs`
  // candidates at a time, within kShrinkCalls calls. A difference in moves
  // stays the same while `cause` (the finding's) covers what differs (so a
  // smaller position shows this cause and no other); any other while its
  // signature does.
  Failure shrink(const Check& check, const Failure& failure,
                 const std::optional<MovePattern>& cause) const {
    auto holds = [&](const Failure& f) {
      if (cause) return f.pattern && covers(*cause, *f.pattern);
      return f.signature == failure.signature;
    };
    if (failure.kind == "bad-input") return failure;
    Failure best = failure;
    Call call = failure.call;
    int budget = kShrinkCalls;
    if (call.mfen.empty()) {
      // (The start as a notation, if that shows the same.)
      Call given = call;
      given.mfen = game_.start()->notation();
      --budget;
      if (Failure f = describe(check, given); differs(given) && holds(f)) {
        f.signature = failure.signature;
        best = f;
        call = given;
      } else {
        return best;
      }
    }
    for (bool again = true; again && budget > 0;) {
      again = false;
      for (std::size_t next = 0; budget > 0;) {
        auto parsed = game_.parse(call.mfen);
        if (!parsed) return best;
        const auto candidates = (*parsed)->notations_without_a_piece();
        if (!candidates || next >= candidates->size()) break;
        std::vector<std::pair<std::size_t, Call>> batch;
        for (; next < candidates->size() && int(batch.size()) < jobs_; ++next) {
          Call smaller = call;
          smaller.mfen = (*candidates)[next];
          if (position_of(game_, smaller)) batch.emplace_back(next, std::move(smaller));
        }
        budget -= int(batch.size());
        std::vector<std::optional<Failure>> kept(batch.size());
        for_each_index(jobs_, batch.size(), [&](std::size_t i) {
          if (!differs(batch[i].second)) return;
          Failure f = describe(check, batch[i].second);
          if (!holds(f)) return;
          f.signature = failure.signature;
          kept[i] = std::move(f);
        });
        for (std::size_t i = 0; i < batch.size(); ++i) {
          if (!kept[i]) continue;
          best = std::move(*kept[i]);
          call = batch[i].second;
          next = batch[i].first;  // the piece after it is now at its index
          again = true;
          break;
        }
      }
    }
    return best;
  }

 private:
  // The first index below `count` (in increasing order) one of whose
  // calls differ, and which of its calls: `jobs` calls at a time.
  std::optional<std::pair<std::size_t, std::size_t>> first_differing(
      std::size_t count, const std::function<std::vector<Call>(std::size_t)>& calls_of) const {
    const std::size_t step = std::size_t(jobs_);
    for (std::size_t from = 0; from < count; from += step) {
      std::vector<std::pair<std::size_t, std::size_t>> which;
      std::vector<Call> calls;
      for (std::size_t i = from; i < std::min(count, from + step); ++i) {
        std::vector<Call> of = calls_of(i);
        for (std::size_t j = 0; j < of.size(); ++j) {
          which.emplace_back(i, j);
          calls.push_back(std::move(of[j]));
        }
      }
      std::vector<char> differ(calls.size(), 0);
      for_each_index(jobs_, calls.size(), [&](std::size_t i) { differ[i] = differs(calls[i]); });
      for (std::size_t i = 0; i < calls.size(); ++i)
        if (differ[i]) return which[i];
    }
    return std::nullopt;
  }

  const game::Game& game_;
  // The board's squares, where it has edges (DifferingMove::across).
  std::optional<game::Box> board_;
  const Implementation& impl_;
  int jobs_;
};

std::string failure_text(const Failure& f) {
  std::string text;
  text += "  position: " + (f.mfen.empty() ? std::string("the start") : f.mfen) + "\n";
  text += "  moves:    " + (f.moves.empty() ? std::string("(none)") : f.moves) + "\n";
  if (f.kind == "perft") text += "  depth:    " + std::to_string(f.depth) + "\n";
  auto block = [&](const char* label, const std::string& value) {
    std::string v = value;
    while (!v.empty() && v.back() == '\n') v.pop_back();
    std::string indented;
    for (const std::string& line : lines_of(v)) indented += "\n            " + line;
    text += std::string("  ") + label + (indented.empty() ? " (empty)" : indented) + "\n";
  };
  if (f.kind == "moves" && (!f.missing.empty() || !f.extra.empty())) {
    // Two move lists: their lengths, and below, the moves they differ in.
    text += "  reference:      " + std::to_string(lines_of(f.reference).size()) + " moves\n";
    text += "  implementation: " + std::to_string(lines_of(f.implementation).size()) + " moves\n";
  } else {
    block("reference:", f.reference);
    block("implementation:", f.implementation);
  }
  auto list = [&](const char* label, const std::vector<std::string>& moves) {
    if (moves.empty()) return;
    text += std::string("  ") + label;
    for (const std::string& m : moves) text += " " + m;
    text += "\n";
  };
  list("missing:", f.missing);
  list("extra:  ", f.extra);
  if (!f.how.empty()) text += "  how:      " + f.how + "\n";
  if (!f.authority.empty()) text += "  proves:   " + f.authority + "\n";
  text += "  reproduce: " + f.reproduce + "\n";
  return text;
}

// A finding in full: what it is, which checks it explains, its reduction.
std::string finding_text(const Finding& finding, std::size_t number, std::size_t count) {
  const Failure& f = finding.reduced;
  std::string text = "finding " + std::to_string(number + 1) + " of " + std::to_string(count) +
                     ": " + f.kind + " disagreement, " + std::to_string(finding.checks.size()) +
                     (finding.checks.size() == 1 ? " check" : " checks") + "\n";
  text += "  signature: " + finding.signature + "\n";
  if (finding.pieces >= 0) text += "  pieces:   " + std::to_string(finding.pieces) + "\n";
  text += "  checks:   ";
  constexpr std::size_t kNamed = 3;
  for (std::size_t i = 0; i < finding.checks.size() && i < kNamed; ++i)
    text += (i ? ", " : " ") + finding.checks[i];
  if (finding.checks.size() > kNamed)
    text += " and " + std::to_string(finding.checks.size() - kNamed) + " more";
  return text + "\n" + failure_text(f);
}

// How large a reproduction is: its moves, then its notation's length.
std::pair<std::size_t, std::size_t> size_of(const Failure& f) {
  return {words_of(f.moves).size(), f.reproduce.size()};
}

}  // namespace

Outcome run_checks(const game::Game& game, const Implementation& impl,
                   const std::vector<Check>& checks, int jobs, bool strict) {
  Outcome outcome;
  outcome.rules = game::game_text(game);
  outcome.checks = int(checks.size());
  const auto begin = std::chrono::steady_clock::now();
  const Reducer reducer(game, impl, jobs);
  // Every check once; then each failing one reduced (the implementation's
  // answers are kept, so what reductions share is asked once).
  std::vector<char> passed(checks.size(), 0), answered(checks.size(), 0);
  std::vector<Answer> expected(checks.size());
  // By check: a ply on its way that differs though its end agrees.
  std::vector<std::optional<std::size_t>> probe(checks.size());
  for_each_index(jobs, checks.size(), [&](std::size_t i) {
    expected[i] = reference_answer(game, checks[i].call);
    const Answer got = impl.run(checks[i].call);
    passed[i] = Reducer::agree(expected[i], got);
    if (passed[i] && checks[i].probes > 0) {
      probe[i] = reducer.differing_probe(checks[i]);
      passed[i] = !probe[i];
    }
    // Where the contract leaves a form open, reading it is allowed: an
    // answer (status 0 and output), never a crash, a hang or silence.
    answered[i] = got.status == 0 && !got.out.empty();
  });
  std::vector<std::size_t> failing, noting;
  for (std::size_t i = 0; i < checks.size(); ++i) {
    auto& [ok, total] = outcome.by_category[checks[i].category];
    ++total;
    if (passed[i]) {
      ++ok;
      ++outcome.passed;
    } else if (checks[i].is_project_choice() && answered[i] && !strict) {
      noting.push_back(i);
    } else {
      failing.push_back(i);
    }
  }
  // Each failing check reduced to one failure, or two (reduce()); a note
  // to its first.
  std::vector<std::vector<Failure>> reduced(failing.size());
  for_each_index(jobs, failing.size(), [&](std::size_t i) {
    reduced[i] = reducer.reduce(checks[failing[i]], expected[failing[i]], probe[failing[i]]);
  });
  std::vector<std::size_t> check_of;  // by failure, the check's index
  for (std::size_t i = 0; i < failing.size(); ++i)
    for (Failure& f : reduced[i]) {
      outcome.failures.push_back(std::move(f));
      check_of.push_back(failing[i]);
    }
  outcome.notes.resize(noting.size());
  for_each_index(jobs, noting.size(), [&](std::size_t i) {
    outcome.notes[i] = reducer.reduce(checks[noting[i]], expected[noting[i]]).front();
  });
  // Differences in moves are named by their cause: each joins the widest
  // pattern among them that covers it, causes that share one are one
  // (conform/cause.h).
  Causes causes;
  {
    std::vector<std::size_t> with_moves;
    std::vector<MovePattern> patterns;
    std::vector<std::vector<DifferingMove>> moves;
    for (std::size_t i = 0; i < outcome.failures.size(); ++i)
      if (outcome.failures[i].pattern) {
        with_moves.push_back(i);
        patterns.push_back(*outcome.failures[i].pattern);
        moves.push_back(outcome.failures[i].differing);
      }
    causes = group_by_cause(patterns, moves);
    for (std::size_t k = 0; k < with_moves.size(); ++k) {
      Failure& f = outcome.failures[with_moves[k]];
      const std::vector<std::size_t>& of = causes.causes_of[k];
      f.signature = pattern_text(causes.causes[of.front()]);
      for (std::size_t c = 1; c < of.size(); ++c)
        f.also.push_back(pattern_text(causes.causes[of[c]]));
    }
  }
  // One finding per signature, the most checks first (then the smallest);
  // a failure showing two causes counts in both.
  std::map<std::string, std::size_t> by_signature;
  for (const Failure& f : outcome.failures)
    for (std::size_t k = 0; k <= f.also.size(); ++k) {
      const std::string& signature = k == 0 ? f.signature : f.also[k - 1];
      const auto [it, added] = by_signature.emplace(signature, outcome.findings.size());
      if (added) outcome.findings.push_back({signature, std::nullopt, {}, f});
      std::vector<std::string>& named = outcome.findings[it->second].checks;
      if (std::find(named.begin(), named.end(), f.check) == named.end()) named.push_back(f.check);
    }
  // A finding's cause: the pattern its name was made of.
  for (const MovePattern& cause : causes.causes)
    if (const auto it = by_signature.find(pattern_text(cause)); it != by_signature.end())
      outcome.findings[it->second].pattern = cause;
  // Each finding's reduction: the smallest failure it names first, among
  // those that show its cause alone when there are any.
  std::vector<std::optional<std::size_t>> smallest(outcome.findings.size());
  for (std::size_t i = 0; i < outcome.failures.size(); ++i) {
    const Failure& f = outcome.failures[i];
    const std::size_t n = by_signature[f.signature];
    const auto& cause = outcome.findings[n].pattern;
    auto rank = [&](const Failure& x) {
      const bool alone = !cause || (x.pattern && covers(*cause, *x.pattern));
      return std::pair(!alone, size_of(x));
    };
    if (!smallest[n] || rank(f) < rank(outcome.failures[*smallest[n]])) smallest[n] = i;
  }
  std::vector<std::size_t> failing_of(outcome.findings.size(), 0);  // the check to shrink with
  for (std::size_t n = 0; n < outcome.findings.size(); ++n) {
    if (!smallest[n]) {
      // Named only second by its failures: the first of them, as it is.
      for (std::size_t i = 0; i < outcome.failures.size() && !smallest[n]; ++i)
        if (outcome.failures[i].check == outcome.findings[n].checks.front()) smallest[n] = i;
    }
    outcome.findings[n].reduced = outcome.failures[*smallest[n]];
    failing_of[n] = check_of[*smallest[n]];
  }
  for_each_index(jobs, outcome.findings.size(), [&](std::size_t n) {
    Finding& finding = outcome.findings[n];
    finding.reduced = reducer.shrink(checks[failing_of[n]], finding.reduced, finding.pattern);
    if (finding.reduced.kind != "bad-input")
      if (const auto state = position_of(game, finding.reduced.call))
        if (const auto fewer = state->notations_without_a_piece())
          finding.pieces = int(fewer->size());
  });
  std::stable_sort(outcome.findings.begin(), outcome.findings.end(),
                   [](const Finding& a, const Finding& b) {
                     if (a.checks.size() != b.checks.size())
                       return a.checks.size() > b.checks.size();
                     return size_of(a.reduced) < size_of(b.reduced);
                   });
  for (std::size_t n = 0; n < outcome.findings.size(); ++n) {
    outcome.findings[n].reduced.finding = int(n);
    by_signature[outcome.findings[n].signature] = n;
  }
  for (Failure& f : outcome.failures) f.finding = int(by_signature[f.signature]);
  outcome.calls = impl.calls();
  outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return outcome;
}

std::string summary_text(const Outcome& outcome) {
  const int failed = failing_checks(outcome);
  std::string text = "conformance of " + outcome.rules + ": " + std::to_string(outcome.passed) +
                     " of " + std::to_string(outcome.checks) + " checks agree";
  if (!outcome.notes.empty())
    text += ", " + std::to_string(outcome.notes.size()) + " differ only on this project's choices";
  if (failed > 0)
    text += "; " + std::to_string(failed) + (failed == 1 ? " fails" : " fail") + ": " +
            std::to_string(outcome.findings.size()) +
            (outcome.findings.size() == 1 ? " finding" : " findings");
  char line[160];
  std::snprintf(line, sizeof line, " (%.1f s)\n", outcome.seconds);
  text += line;
  const CallCounts& calls = outcome.calls;
  std::snprintf(line, sizeof line,
                "  calls: %d runs of the implementation, %.1f ms a run; %d answers reused\n",
                calls.runs, calls.runs ? 1000 * calls.seconds / calls.runs : 0.0, calls.reused);
  text += line;
  for (const auto& [category, counts] : outcome.by_category)
    text += "  " + category + ": " + std::to_string(counts.first) + "/" +
            std::to_string(counts.second) + "\n";
  // How far shrinking got: the largest reduced position of the run.
  const auto largest =
      std::max_element(outcome.findings.begin(), outcome.findings.end(),
                       [](const Finding& a, const Finding& b) { return a.pieces < b.pieces; });
  if (largest != outcome.findings.end() && largest->pieces >= 0)
    text += "  largest reduced position: " + std::to_string(largest->pieces) +
            (largest->pieces == 1 ? " piece" : " pieces") + " (finding " +
            std::to_string(largest - outcome.findings.begin() + 1) + ")\n";
  for (std::size_t n = 0; n < outcome.findings.size(); ++n)
    text += "\n" + finding_text(outcome.findings[n], n, outcome.findings.size());
  if (!outcome.notes.empty()) {
    // Input the contract leaves open that this project refuses: not the
    // implementation's bug (--strict makes them failures).
    text += "\n" + std::to_string(outcome.notes.size()) +
            " notes (the contract allows the implementation's answer; not failures):\n";
    for (const Failure& f : outcome.notes) text += "  " + f.check + ": " + f.authority + "\n";
  }
  return text;
}

namespace {

// Each differing move with its description: what a finding's name was made of.
nlohmann::json differing_json(const std::vector<DifferingMove>& moves) {
  nlohmann::json out = nlohmann::json::array();
  for (const DifferingMove& m : moves)
    out.push_back({{"move", m.text},
                   {"only", m.extra ? "implementation" : "reference"},
                   {"description", game::describe_text(m.move)},
                   {"piece", m.move.piece},
                   {"kind", m.move.kind},
                   {"line", m.move.line},
                   {"distance", m.move.distance},
                   {"direction", m.move.direction},
                   {"from", m.move.from},
                   {"to", m.move.to}});
  return out;
}

nlohmann::json failure_json(const Failure& f) {
  return {{"kind", f.kind},
          {"check", f.check},
          {"category", f.category},
          {"mfen", f.mfen},
          {"moves", f.moves},
          {"depth", f.depth},
          {"reference", f.reference},
          {"implementation", f.implementation},
          {"missing", f.missing},
          {"extra", f.extra},
          {"how", f.how},
          {"reproduce", f.reproduce},
          {"signature", f.signature},
          {"differing", differing_json(f.differing)},
          {"also", f.also},
          {"finding", f.finding},
          {"authority", f.authority}};
}

}  // namespace

std::string outcome_json(const Outcome& outcome) {
  nlohmann::json findings = nlohmann::json::array(), failures = nlohmann::json::array();
  for (const Finding& finding : outcome.findings) {
    nlohmann::json one = failure_json(finding.reduced);
    one["checks"] = finding.checks;
    one["pieces"] = finding.pieces;
    findings.push_back(std::move(one));
  }
  for (const Failure& f : outcome.failures) failures.push_back(failure_json(f));
  nlohmann::json notes = nlohmann::json::array();
  for (const Failure& f : outcome.notes) notes.push_back(failure_json(f));
  const CallCounts& calls = outcome.calls;
  const nlohmann::json out = {
      {"rules", outcome.rules},
      {"checks", outcome.checks},
      {"passed", outcome.passed},
      {"seconds", outcome.seconds},
      {"calls",
       {{"runs", calls.runs},
        {"reused", calls.reused},
        {"seconds", calls.seconds},
        {"ms_per_run", calls.runs ? 1000 * calls.seconds / calls.runs : 0.0}}},
      {"findings", findings},
      {"failures", failures},
      {"notes", notes}};
  // Any byte an implementation printed is kept, invalid UTF-8 replaced.
  return json_text(out, 2) + "\n";
}

std::string outcome_junit(const Outcome& outcome, const std::vector<Check>& checks) {
  std::map<std::string, const Failure*> by_check, noted;
  for (const Failure& f : outcome.failures) by_check[f.check] = &f;
  for (const Failure& f : outcome.notes) noted[f.check] = &f;
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  xml += "<testsuites>\n<testsuite name=\"conform " + xml_escape(outcome.rules) + "\" tests=\"" +
         std::to_string(outcome.checks) + "\" failures=\"" +
         std::to_string(failing_checks(outcome)) + "\" skipped=\"" +
         std::to_string(outcome.notes.size()) + "\" time=\"" + std::to_string(outcome.seconds) +
         "\">\n";
  xml += "  <properties>\n    <property name=\"findings\" value=\"" +
         std::to_string(outcome.findings.size()) + "\"/>\n    <property name=\"calls\" value=\"" +
         std::to_string(outcome.calls.runs) + "\"/>\n  </properties>\n";
  for (const Check& check : checks) {
    xml += "  <testcase classname=\"conform." + xml_escape(check.category) + "\" name=\"" +
           xml_escape(check.name) + "\"";
    if (const auto note = noted.find(check.name); note != noted.end()) {
      xml += ">\n    <skipped message=\"" +
             xml_escape("differs only on this project's choice: " + note->second->authority) +
             "\">" + xml_escape(failure_text(*note->second)) + "</skipped>\n  </testcase>\n";
      continue;
    }
    const auto it = by_check.find(check.name);
    if (it == by_check.end()) {
      xml += "/>\n";
      continue;
    }
    // The finding's report, once per check it explains.
    const Failure& f = *it->second;
    const Finding& finding = outcome.findings[std::size_t(f.finding)];
    xml += ">\n    <failure message=\"" +
           xml_escape("finding " + std::to_string(f.finding + 1) + ": " + finding.signature +
                      "; reproduce: " + finding.reduced.reproduce) +
           "\">" +
           xml_escape(finding_text(finding, std::size_t(f.finding), outcome.findings.size()) +
                      "\nthis check, reduced:\n" + failure_text(f)) +
           "</failure>\n  </testcase>\n";
  }
  return xml + "</testsuite>\n</testsuites>\n";
}

}  // namespace minnaar::conform
