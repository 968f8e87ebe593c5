#include "tournament/tune/texel.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>
#include <thread>

#include <nlohmann/json.hpp>

#include "engine/random.h"
#include "tournament/players/agent_spec.h"
#include "tournament/store/replay.h"

namespace minnaar::tournament {
namespace {

// The stream that draws the held-out games.
constexpr std::uint64_t kHoldoutStream = 0x686F'6C64'0000'0000ull;  // "hold"

// Positions are summed in blocks of this many, the blocks in order, so a
// loss is the same number on any number of threads.
constexpr std::size_t kBlock = 4096;

double predicted(int score, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0)); }

// The game's evaluation scores of `positions` under `values`: computed
// once per candidate, they are what every K is tried on.
std::vector<int> scores(const game::Game& game, const std::vector<TexelPosition>& positions,
                        const std::map<std::string, double>& values, int threads) {
  const auto evaluation = evaluation_with(game, values);
  if (!evaluation) throw std::invalid_argument(game.name() + " has no evaluation with weights");
  std::vector<int> out(positions.size());
  const std::size_t blocks = (positions.size() + kBlock - 1) / kBlock;
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t b; (b = next++) < blocks;)
      for (std::size_t i = b * kBlock; i < std::min(positions.size(), (b + 1) * kBlock); ++i)
        out[i] = evaluation->score(*positions[i].state, positions[i].team);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min<int>(threads, int(blocks)); ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return out;
}

double loss_of(const std::vector<TexelPosition>& positions, const std::vector<int>& score,
               double k) {
  if (positions.empty()) return 0;
  double total = 0;
  for (std::size_t b = 0; b < positions.size(); b += kBlock) {
    double block = 0;
    for (std::size_t i = b; i < std::min(positions.size(), b + kBlock); ++i) {
      const double error = positions[i].result - predicted(score[i], k);
      block += error * error;
    }
    total += block;
  }
  return total / double(positions.size());
}

// The K in [0.01, 10] of the least loss: a golden-section search on the
// scores (the loss is unimodal in K for any fixed scores).
double fit_k(const std::vector<TexelPosition>& positions, const std::vector<int>& score) {
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double a = 0.01, b = 10;
  double c = b - ratio * (b - a), d = a + ratio * (b - a);
  double fc = loss_of(positions, score, c), fd = loss_of(positions, score, d);
  for (int i = 0; i < 60; ++i) {
    if (fc < fd) {
      b = d, d = c, fd = fc;
      c = b - ratio * (b - a);
      fc = loss_of(positions, score, c);
    } else {
      a = c, c = d, fc = fd;
      d = a + ratio * (b - a);
      fd = loss_of(positions, score, d);
    }
  }
  return (a + b) / 2;
}

}  // namespace

TexelSet texel_positions(GameStore& store, const StoredTournament& tournament,
                         const game::Game& game, const TexelReadOptions& options) {
  TexelSet set;
  const int total = store.game_count(tournament.id);
  std::size_t kept = 0;
  store.each_game(tournament.id, [&](const StoredGame& g) {
    ++set.games;
    if (options.on_progress) options.on_progress(set.games, total);
    if (kept >= options.max_positions) return;
    const bool held = int(derive_seed(tournament.id, kHoldoutStream, std::uint64_t(g.slot)) % 100) <
                      options.holdout_percent;
    each_position(game, g, [&](const game::State& s, std::size_t ply) {
      if (s.is_over() || kept >= options.max_positions) return false;
      const game::Seat seat = s.to_move();
      if (int(ply) >= options.skip_plies && !s.forced_move() &&
          (options.team < 0 || game.team_of(seat) == options.team) &&
          std::size_t(seat) < g.seats.size()) {
        (held ? set.held_out : set.train)
            .push_back({s.clone(), game.team_of(seat), g.seats[std::size_t(seat)].result});
        ++kept;
      }
      return true;
    });
  });
  return set;
}

TexelState texel_start(const game::Game& game, const std::map<std::string, double>& values,
                       const std::vector<std::string>& names) {
  const auto weights = evaluation_weights(game);
  if (!weights) throw std::invalid_argument(weights.error());
  std::vector<std::string> known;
  for (const ParamSpec& w : *weights) known.emplace_back(w.name);
  for (const std::string& name : names)
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string list;
      for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
      throw std::invalid_argument("the evaluation of " + game.name() + " has no weight '" + name +
                                  "' (its weights: " + list + ")");
    }
  TexelState state;
  for (const ParamSpec& w : *weights) {
    const std::string name(w.name);
    if (!names.empty() && std::find(names.begin(), names.end(), name) == names.end()) continue;
    const auto given = values.find(name);
    const double value = given != values.end() ? given->second : w.fallback;
    const int low = int(w.low), high = int(w.high);
    state.weights.push_back({name, std::clamp(int(std::lround(value)), low, high),
                             std::max(1, (high - low) / 100), low, high});
  }
  return state;
}

std::map<std::string, double> texel_values(const TexelState& state,
                                           const std::map<std::string, double>& fixed) {
  std::map<std::string, double> values = fixed;
  for (const TexelWeight& w : state.weights) values[w.name] = w.value;
  return values;
}

double texel_loss(const game::Game& game, const std::vector<TexelPosition>& positions,
                  const std::map<std::string, double>& weights, double k, int threads) {
  return loss_of(positions, scores(game, positions, weights, threads), k);
}

TexelState texel_tune(const game::Game& game, const TexelSet& set, TexelState state,
                      const std::map<std::string, double>& fixed, const TexelOptions& options) {
  const auto train_loss = [&](TexelState& s) {
    s.scored += set.train.size();
    return texel_loss(game, set.train, texel_values(s, fixed), s.k, options.threads);
  };
  const auto held_out_loss = [&](TexelState& s) {
    s.scored += set.held_out.size();
    return texel_loss(game, set.held_out, texel_values(s, fixed), s.k, options.threads);
  };
  if (state.k == 0) {
    state.scored = set.train.size();
    state.k =
        fit_k(set.train, scores(game, set.train, texel_values(state, fixed), options.threads));
    state.loss = train_loss(state);
    state.held_out_loss = held_out_loss(state);
    if (options.on_pass) options.on_pass(state);
  }
  while (!state.converged && state.pass < options.passes) {
    state.moved = 0;
    state.scored = 0;
    const bool at_the_finest_steps = std::all_of(state.weights.begin(), state.weights.end(),
                                                 [](const TexelWeight& w) { return w.step == 1; });
    for (TexelWeight& w : state.weights) {
      bool improved = false;
      for (const int direction : {+1, -1}) {
        const int before = w.value;
        const int tried = std::clamp(before + direction * w.step, w.low, w.high);
        if (tried == before) continue;
        w.value = tried;
        const double loss = train_loss(state);
        if (loss < state.loss) {
          state.loss = loss;
          improved = true;
          break;
        }
        w.value = before;
      }
      if (improved) {
        ++state.moved;
      } else {
        w.step = std::max(1, w.step / 2);
      }
    }
    ++state.pass;
    state.converged = state.moved == 0 && at_the_finest_steps;
    state.held_out_loss = held_out_loss(state);
    if (options.on_pass) options.on_pass(state);
  }
  return state;
}

std::string texel_checkpoint(const TexelState& state, const std::string& inputs) {
  nlohmann::ordered_json weights = nlohmann::ordered_json::array();
  for (const TexelWeight& w : state.weights)
    weights.push_back(
        {{"name", w.name}, {"value", w.value}, {"step", w.step}, {"low", w.low}, {"high", w.high}});
  const nlohmann::ordered_json j = {{"texel", 1},           {"inputs", inputs},
                                    {"k", state.k},         {"pass", state.pass},
                                    {"loss", state.loss},   {"held_out_loss", state.held_out_loss},
                                    {"moved", state.moved}, {"converged", state.converged},
                                    {"weights", weights}};
  return j.dump(2) + "\n";
}

Expected<TexelState, std::string> read_texel_checkpoint(const std::string& text,
                                                        const std::string& inputs) {
  using Error = Unexpected<std::string>;
  try {
    const auto j = nlohmann::json::parse(text);
    if (!j.is_object() || j.value("texel", 0) != 1) return Error{"not a Texel checkpoint"};
    if (j.at("inputs").get<std::string>() != inputs)
      return Error{"it was written for another fit (" + j.at("inputs").get<std::string>() + ")"};
    TexelState state;
    state.k = j.at("k").get<double>();
    state.pass = j.at("pass").get<int>();
    state.loss = j.at("loss").get<double>();
    state.held_out_loss = j.at("held_out_loss").get<double>();
    state.moved = j.at("moved").get<int>();
    state.converged = j.at("converged").get<bool>();
    for (const auto& w : j.at("weights"))
      state.weights.push_back({w.at("name").get<std::string>(), w.at("value").get<int>(),
                               std::max(1, w.at("step").get<int>()), w.at("low").get<int>(),
                               w.at("high").get<int>()});
    return state;
  } catch (const nlohmann::json::exception& e) {
    return Error{std::string("not a Texel checkpoint: ") + e.what()};
  }
}

}  // namespace minnaar::tournament
