#include "verify/conform/checker.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>

#include "engine/parallel.h"
#include "engine/words.h"
#include "engine/xml.h"

namespace minnaar::conform {
namespace {

using Command = Call::Command;

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

std::string appended(const std::string& moves, const std::string& move) {
  return moves.empty() ? move : moves + " " + move;
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

class Reducer {
 public:
  Reducer(const game::Game& game, const Implementation& impl) : game_(game), impl_(impl) {}

  // The smallest case of a check that failed (`got` is what the
  // implementation answered to it): a perft difference is followed down
  // through divide; a wrong answer after moves (or a refusal of them) is
  // first cut to the shortest prefix of the moves that shows it.
  Failure reduce(const Check& check, const Answer& expected, const Answer& got) {
    if (check.call.command == Command::kPerft && expected.status == 0 && got.status == 0)
      return perft(check, check.call);
    Call call = check.call;
    if (expected.status == 0 && !words_of(call.moves).empty()) {
      call = shortest_prefix(call);
      if (call.command == Command::kPerft && reference_answer(game_, call).status == 0 &&
          impl_.run(call).status == 0)
        return perft(check, call);
    }
    return difference(check, call);
  }

  // Follows a perft difference at (mfen, moves, depth) down through divide.
  Failure perft(const Check& check, Call call) {
    call.divide = true;
    for (;;) {
      const Answer expected = reference_answer(game_, call);
      const Answer got = impl_.run(call);
      Failure f = base(check, call);
      const auto ref = parse_divide(expected.out);
      const auto imp = got.status == 0 ? parse_divide(got.out) : std::nullopt;
      if (!imp || !ref) {
        f.reference = expected.out;
        f.implementation = answer_text(got);
        f.how = how_text(got);
        return f;
      }
      std::vector<std::string> ref_moves, imp_moves;
      for (const auto& [m, n] : ref->lines) ref_moves.push_back(m);
      for (const auto& [m, n] : imp->lines) imp_moves.push_back(m);
      f.missing = only_in(ref_moves, imp_moves);
      f.extra = only_in(imp_moves, ref_moves);
      f.reference = ref->total;
      f.implementation = imp->total;
      if ((!f.missing.empty() || !f.extra.empty()) && call.depth > 1) {
        // The moves of this position differ: that shows at depth 1.
        call.depth = 1;
        continue;
      }
      if (!f.missing.empty() || !f.extra.empty() || call.depth <= 1) {
        if (f.missing.empty() && f.extra.empty() && ref->total == imp->total &&
            expected.out != got.out) {
          // Same moves and counts, other text (order, spacing).
          f.reference = expected.out;
          f.implementation = got.out;
        }
        return f;
      }
      // The same moves: follow the first whose count differs.
      std::optional<std::string> next;
      for (std::size_t i = 0; i < ref->lines.size() && !next; ++i)
        for (const auto& [m, n] : imp->lines)
          if (m == ref->lines[i].first && n != ref->lines[i].second) {
            next = m;
            break;
          }
      if (!next) {
        // Every count agrees: the difference is in the text itself.
        f.reference = expected.out;
        f.implementation = got.out;
        return f;
      }
      call.moves = appended(call.moves, *next);
      call.depth -= 1;
    }
  }

  // The shortest prefix of a call's moves on which the answers differ.
  Call shortest_prefix(const Call& call) {
    const auto words = words_of(call.moves);
    auto prefix = [&](std::size_t n) {
      Call c = call;
      c.moves.clear();
      for (std::size_t i = 0; i < n; ++i) c.moves = appended(c.moves, std::string(words[i]));
      return c;
    };
    auto differs = [&](const Call& c) {
      const Answer expected = reference_answer(game_, c);
      const Answer got = impl_.run(c);
      return !agree(expected, got);
    };
    // The first prefix that differs, counted up from none: answers need
    // not stay different once they differ (a counter that is wrong, then
    // reset), so no bisection.
    std::size_t hi = 0;
    while (hi < words.size() && !differs(prefix(hi))) ++hi;
    return prefix(hi);
  }

  // The failure of one call, as it stands.
  Failure difference(const Check& check, const Call& call) {
    const Answer expected = reference_answer(game_, call);
    const Answer got = impl_.run(call);
    Failure f = base(check, call);
    f.how = how_text(got);
    if (expected.status == 2) {
      f.kind = "bad-input";
      f.reference = "exit 2, nothing on stdout, one line on stderr (" + expected.error_line + ")";
      f.implementation = answer_text(got);
      return f;
    }
    f.reference = expected.out;
    f.implementation = answer_text(got);
    if (call.command == Command::kMoves && got.status == 0) {
      f.missing = only_in(lines_of(expected.out), lines_of(got.out));
      f.extra = only_in(lines_of(got.out), lines_of(expected.out));
    }
    return f;
  }

  static bool agree(const Answer& expected, const Answer& got) {
    if (expected.status == 2) {
      const auto lines = lines_of(got.errors);
      return got.status == 2 && got.out.empty() && lines.size() == 1 && !lines[0].empty();
    }
    return got.status == 0 && got.out == expected.out;
  }

 private:
  Failure base(const Check& check, const Call& call) const {
    Failure f;
    f.kind = command_name(call.command);
    f.check = check.name;
    f.category = check.category;
    f.mfen = call.mfen;
    f.moves = call.moves;
    f.depth = call.depth;
    Call shown = call;
    if (shown.command == Command::kPerft) shown.divide = true;
    f.reproduce = impl_.reproduce(shown);
    f.authority = check.authority;
    return f;
  }

  const game::Game& game_;
  const Implementation& impl_;
};

// How many failures the text summary reports in full.
constexpr std::size_t kFullReports = 10;

std::string failure_text(const Failure& f) {
  std::string text = f.kind + " disagreement in " + f.check + "\n";
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

}  // namespace

Outcome run_checks(const game::Game& game, const Implementation& impl,
                   const std::vector<Check>& checks, int jobs, bool strict) {
  Outcome outcome;
  outcome.rules = game::game_text(game);
  outcome.checks = int(checks.size());
  const auto begin = std::chrono::steady_clock::now();
  std::vector<std::optional<Failure>> failed(checks.size());
  std::vector<char> passed(checks.size(), 0);
  for_each_index(jobs, checks.size(), [&](std::size_t i) {
    const Check& check = checks[i];
    const Answer expected = reference_answer(game, check.call);
    const Answer got = impl.run(check.call);
    if (Reducer::agree(expected, got)) {
      passed[i] = 1;
      return;
    }
    failed[i] = Reducer(game, impl).reduce(check, expected, got);
  });
  for (std::size_t i = 0; i < checks.size(); ++i) {
    auto& [ok, total] = outcome.by_category[checks[i].category];
    ++total;
    if (passed[i]) {
      ++ok;
      ++outcome.passed;
    } else if (failed[i] && checks[i].is_project_choice() && !strict) {
      outcome.notes.push_back(std::move(*failed[i]));
    } else if (failed[i]) {
      outcome.failures.push_back(std::move(*failed[i]));
    }
  }
  outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return outcome;
}

std::string summary_text(const Outcome& outcome) {
  std::string text = "conformance of " + outcome.rules + ": " + std::to_string(outcome.passed) +
                     " of " + std::to_string(outcome.checks) + " checks agree";
  if (!outcome.notes.empty())
    text += ", " + std::to_string(outcome.notes.size()) + " differ only on this project's choices";
  char time[32];
  std::snprintf(time, sizeof time, " (%.1f s)\n", outcome.seconds);
  text += time;
  for (const auto& [category, counts] : outcome.by_category)
    text += "  " + category + ": " + std::to_string(counts.first) + "/" +
            std::to_string(counts.second) + "\n";
  // One bug usually fails many checks: the smallest reports come first and
  // in full, the rest one line each (every one is in full in --json).
  std::vector<const Failure*> order;
  for (const Failure& f : outcome.failures) order.push_back(&f);
  auto size = [](const Failure* f) {
    return std::pair(f->depth, words_of(f->moves).size() + (f->mfen.empty() ? 0 : 1));
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](const Failure* a, const Failure* b) { return size(a) < size(b); });
  for (std::size_t i = 0; i < order.size() && i < kFullReports; ++i)
    text += "\n" + failure_text(*order[i]);
  if (order.size() > kFullReports) {
    text += "\n" + std::to_string(order.size() - kFullReports) +
            " more failures (each in full in --json and --junit):\n";
    for (std::size_t i = kFullReports; i < order.size(); ++i) {
      const Failure& f = *order[i];
      text += "  " + f.check + ": " + f.kind;
      if (f.kind == "perft") text += " at depth " + std::to_string(f.depth);
      for (const std::string& m : f.missing) text += ", missing " + m;
      for (const std::string& m : f.extra) text += ", extra " + m;
      text += "\n";
    }
  }
  if (!outcome.notes.empty()) {
    // Input the contract leaves open that this project refuses: not the
    // implementation's bug (--strict makes them failures).
    text += "\n" + std::to_string(outcome.notes.size()) +
            " notes (the contract allows the implementation's answer; not failures):\n";
    for (const Failure& f : outcome.notes) text += "  " + f.check + ": " + f.authority + "\n";
  }
  return text;
}

std::string outcome_json(const Outcome& outcome) {
  auto json_of = [](const std::vector<Failure>& list) {
    nlohmann::json out = nlohmann::json::array();
    for (const Failure& f : list)
      out.push_back({{"kind", f.kind},
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
                     {"authority", f.authority}});
    return out;
  };
  const nlohmann::json out = {{"rules", outcome.rules},
                              {"checks", outcome.checks},
                              {"passed", outcome.passed},
                              {"seconds", outcome.seconds},
                              {"failures", json_of(outcome.failures)},
                              {"notes", json_of(outcome.notes)}};
  // Any byte an implementation printed is kept, invalid UTF-8 replaced.
  return out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string outcome_junit(const Outcome& outcome, const std::vector<Check>& checks) {
  std::map<std::string, const Failure*> by_check, noted;
  for (const Failure& f : outcome.failures) by_check[f.check] = &f;
  for (const Failure& f : outcome.notes) noted[f.check] = &f;
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  xml += "<testsuites>\n<testsuite name=\"conform " + xml_escape(outcome.rules) + "\" tests=\"" +
         std::to_string(outcome.checks) + "\" failures=\"" +
         std::to_string(outcome.failures.size()) + "\" skipped=\"" +
         std::to_string(outcome.notes.size()) + "\" time=\"" + std::to_string(outcome.seconds) +
         "\">\n";
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
    const Failure& f = *it->second;
    xml += ">\n    <failure message=\"" +
           xml_escape(f.kind + " disagreement; reproduce: " + f.reproduce) + "\">" +
           xml_escape(failure_text(f)) + "</failure>\n  </testcase>\n";
  }
  return xml + "</testsuite>\n</testsuites>\n";
}

}  // namespace minnaar::conform
