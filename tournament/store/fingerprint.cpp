#include "tournament/store/fingerprint.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace minnaar::tournament {

AdjudicationRules fingerprint_adjudication(const std::string& fingerprint) {
  std::istringstream in(fingerprint);
  AdjudicationRules rules;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string key;
    fields >> key;
    if (key == "adjudicate_resign") {
      AdjudicationRules::Resign resign;
      if (fields >> resign.score >> resign.moves) rules.resign = resign;
    } else if (key == "adjudicate_draw") {
      AdjudicationRules::Draw draw;
      if (fields >> draw.after >> draw.score >> draw.moves) rules.draw = draw;
    }
  }
  return rules;
}

std::optional<SprtStop> fingerprint_sprt(const std::string& fingerprint) {
  std::istringstream in(fingerprint);
  std::optional<SprtStop> s;
  std::vector<std::string> candidates;
  const std::string candidate = "sprt_candidate ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(candidate, 0) == 0) candidates.push_back(line.substr(candidate.size()));
    if (line.rfind("sprt ", 0) != 0 || s) continue;
    s.emplace();
    std::istringstream fields(line.substr(5));
    std::string score;
    fields >> s->elo0 >> s->elo1 >> s->alpha >> s->beta >> score;
    if (score == sprt_score_name(SprtScore::kMargin)) s->score = SprtScore::kMargin;
  }
  if (s) s->panel_candidates = candidates;
  return s;
}

std::string fingerprint_difference(const std::string& stored, const std::string& current) {
  auto lines = [](const std::string& text) {
    std::vector<std::string> all;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) all.push_back(line);
    return all;
  };
  const auto a = lines(stored), b = lines(current);
  std::string diff;
  for (const std::string& l : a)
    if (std::find(b.begin(), b.end(), l) == b.end()) diff += "  - " + l + "\n";
  for (const std::string& l : b)
    if (std::find(a.begin(), a.end(), l) == a.end()) diff += "  + " + l + "\n";
  return diff;
}

}  // namespace minnaar::tournament
