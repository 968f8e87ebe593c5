#include "tournament/store/merge.h"

#include <filesystem>

#include "tournament/stats/standings.h"
#include "tournament/store/fingerprint.h"

namespace minnaar::tournament {
namespace {

// The tournament of one input, and its agents.
struct Input {
  std::string path;
  StoredTournament tournament;
  std::vector<std::pair<std::string, std::string>> agents;
};

Input read_input(const std::string& path, const std::string& name) {
  if (!std::filesystem::exists(path)) throw MergeError("no database at '" + path + "'");
  GameStore store(path, /*create=*/false);
  Input input{path, {}, {}};
  if (!name.empty()) {
    auto found = store.find_tournament(name);
    if (!found) throw MergeError("'" + path + "' has no tournament named '" + name + "'");
    input.tournament = *found;
  } else {
    auto all = store.tournaments();
    if (all.empty()) throw MergeError("'" + path + "' holds no tournament");
    input.tournament = all.back();
  }
  input.agents = store.agents(input.tournament.id);
  return input;
}

// The first line of two fingerprints that differs, as "x -> y".
std::string first_difference(const std::string& a, const std::string& b) {
  const std::string diff = fingerprint_difference(a, b);
  std::string removed, added;
  std::size_t at = 0;
  while (at < diff.size()) {
    const std::size_t end = diff.find('\n', at);
    const std::string line = diff.substr(at, end - at);
    if (line.rfind("  - ", 0) == 0 && removed.empty()) removed = line.substr(4);
    if (line.rfind("  + ", 0) == 0 && added.empty()) added = line.substr(4);
    at = end == std::string::npos ? diff.size() : end + 1;
  }
  return "'" + removed + "' against '" + added + "'";
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code error;
  return std::filesystem::equivalent(a, b, error);
}

// The SPRT's verdict on the merged games if it decides, else finished or
// partial.
std::string merged_status(GameStore& out, std::int64_t id, const StoredTournament& t, int games) {
  if (const auto sprt = fingerprint_sprt(t.fingerprint)) {
    const auto loaded = game::load_stored(t.rules, t.rule_parameters);
    if (!loaded) throw MergeError("tournament '" + t.name + "': " + loaded.error());
    Scoreboard board((*loaded)->info(), {}, sprt);
    out.each_scored(id, [&](const ScoredGame& g) { board.add(g); });
    const auto test = board.sprt();
    if (test && test->verdict != SprtVerdict::kContinue)
      return test->verdict == SprtVerdict::kAcceptH1 ? "sprt-accepted-h1" : "sprt-accepted-h0";
  }
  return games == t.total_games ? "finished" : "partial";
}

}  // namespace

MergeSummary merge_databases(GameStore& out, const std::vector<std::string>& paths,
                             const std::string& name) {
  if (paths.empty()) throw MergeError("nothing to merge: name at least one database");
  std::vector<Input> inputs;
  for (const std::string& path : paths) {
    if (same_file(path, out.database().path()))
      throw MergeError("'" + path + "' is the output; merge into another file");
    inputs.push_back(read_input(path, name));
    const Input& first = inputs.front();
    const Input& input = inputs.back();
    if (input.tournament.fingerprint != first.tournament.fingerprint)
      throw MergeError(
          "'" + input.path + "' holds another tournament than '" + first.path + "' ('" +
          input.tournament.name + "' against '" + first.tournament.name + "', " +
          first_difference(first.tournament.fingerprint, input.tournament.fingerprint) +
          "): only the shards of one tournament go together");
  }

  // The whole tournament in the output: the one an earlier merge made, or
  // a new one like the inputs', started when the first of them was.
  StoredTournament whole = inputs.front().tournament;
  for (const Input& input : inputs)
    if (input.tournament.created_at < whole.created_at)
      whole.created_at = input.tournament.created_at;
  whole.shard = {};
  whole.shard_games = whole.total_games;
  MergeSummary summary;
  summary.name = whole.name;
  summary.total = whole.total_games;
  const std::string out_path = out.database().path();
  if (const auto existing = out.find_tournament(whole.name)) {
    if (existing->fingerprint != whole.fingerprint)
      throw MergeError("'" + out_path + "' already holds a tournament '" + whole.name +
                       "' with another configuration (" +
                       first_difference(existing->fingerprint, whole.fingerprint) +
                       "): merge into another file");
    if (!existing->shard.whole())
      throw MergeError("'" + out_path + "' holds shard " + existing->shard.text() +
                       " of tournament '" + whole.name +
                       "', not the whole of it: merge into another file");
    summary.tournament_id = existing->id;
  } else {
    summary.tournament_id = out.create_tournament(whole, inputs.front().agents);
  }

  for (const Input& input : inputs) {
    try {
      summary.inputs.push_back(
          out.merge_games(input.path, input.tournament.id, summary.tournament_id));
    } catch (const MergeConflict& conflict) {
      throw MergeError("'" + input.path + "' and '" + out_path +
                       "' hold different games for slot " + std::to_string(conflict.slot) +
                       " of tournament '" + whole.name + "', so nothing of '" + input.path +
                       "' was merged (a slot's game follows from the config: were they played "
                       "by different versions, or by agents with time limits?)");
    }
  }
  summary.games = int(out.finished_slots(summary.tournament_id).size());
  summary.status = merged_status(out, summary.tournament_id, whole, summary.games);
  out.set_status(summary.tournament_id, summary.status);
  return summary;
}

}  // namespace minnaar::tournament
