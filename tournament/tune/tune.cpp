#include "tournament/tune/tune.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <mutex>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "engine/json_text.h"
#include "engine/random.h"
#include "engine/xml.h"
#include "tournament/report/plot.h"
#include "tournament/report/report.css.h"
#include "tournament/run/driver.h"
#include "tournament/run/runner.h"
#include "tournament/stats/standings.h"

namespace minnaar::tournament {
namespace {

using storage::Transaction;

double process_cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

std::string design_name(const TuneConfig& c) {
  return c.seat_team ? c.game->info().teams[std::size_t(*c.seat_team)] : "symmetric";
}

std::int64_t create_tune(const TuneConfig& c, const std::string& source, GameStore& store,
                         const std::string& program_version) {
  StoredTune t;
  t.tournament.name = c.name;
  t.tournament.fingerprint = c.fingerprint();
  t.tournament.config_source = source;
  t.tournament.program_version = program_version;
  t.tournament.total_games = c.schedule.iterations * c.games_per_iteration();
  t.tournament.created_at = utc_timestamp();
  t.tournament.rules = c.game->name();
  t.tournament.rule_parameters = c.game->parameter_text();
  t.tournament.shard_games = t.tournament.total_games;
  t.schedule = c.schedule;
  t.batch = c.batch;
  t.games_per_iteration = c.games_per_iteration();
  t.agent = c.agent;
  t.design = design_name(c);
  t.score = std::string(tune_score_name(c.score));
  t.parameters = c.parameters;
  std::vector<std::pair<std::string, std::string>> agents = {{"theta+", c.agent},
                                                             {"theta-", c.agent}};
  for (const TournamentAgent& a : c.opponents) agents.emplace_back(a.name, a.spec);
  return TuneStore(store).create(t, agents);
}

// One iteration as planned: its signs, gains, the values played and its
// games (in slot order: a pair's or a comparison's two games together).
struct Plan {
  int k = 0;
  std::vector<int> delta;
  std::vector<double> c, a, plus, minus;
  TournamentConfig games;
  // The pools its games take players from: the run's, but for a program
  // being tuned, θ+'s and θ−'s own (their options are this iteration's
  // values, set when a player starts), ended once its games are played.
  PlayerPools pools;
  std::vector<ScheduledGame> scheduled;
  std::vector<GameOutcome> played;
  int remaining = 0;
};

Plan plan_iteration(const TuneConfig& c, int k, const std::vector<double>& base,
                    const PlayerPools& pools) {
  Plan p;
  p.k = k;
  p.delta = perturbation(c.seed, k, c.parameters.size());
  std::vector<double> plus_theta, minus_theta;
  for (std::size_t i = 0; i < c.parameters.size(); ++i) {
    const SpsaParameter& param = c.parameters[i];
    p.c.push_back(c_k(param, c.schedule, k));
    p.a.push_back(a_k(param, c.schedule, k));
    p.plus.push_back(played(param, base[i] + p.c.back() * p.delta[i]));
    p.minus.push_back(played(param, base[i] - p.c.back() * p.delta[i]));
  }
  p.games = c.games_config(p.plus, p.minus);
  p.pools = pools;
  for (std::size_t a = 0; a < 2; ++a)
    if (const auto& program = p.games.agents[a].external)
      p.pools[a] = std::make_shared<PlayerPool>(*program);
  const Schedule plan(p.games);
  const int per = c.games_per_iteration();
  for (int g = 0; g < per; ++g) p.scheduled.push_back(plan.at((k - 1) * per + g));
  p.played.resize(p.scheduled.size());
  p.remaining = int(p.scheduled.size());
  return p;
}

// What θ+ scored more than θ− over the iteration's games.
double signal_of(const TuneConfig& c, const std::vector<GameOutcome>& games) {
  const game::GameInfo& info = c.game->info();
  auto score = [&](const GameOutcome& g, const std::string& agent) {
    const auto scores = c.score == TuneScore::kMargin ? agent_margins(info, scored(g))
                                                      : agent_points(info, scored(g));
    for (const auto& [name, value] : scores)
      if (name == agent) return value;
    throw std::logic_error("tune: game " + std::to_string(g.slot) + " has no agent " + agent);
  };
  double signal = 0;
  for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
    if (c.seat_team)
      signal += score(games[i], "theta+") - score(games[i + 1], "theta-");
    else
      for (const GameOutcome* g : {&games[i], &games[i + 1]})
        signal += score(*g, "theta+") - score(*g, "theta-");
  }
  return signal;
}

}  // namespace

std::string tuned_spec(const StoredTune& tune) {
  TuneConfig c;
  c.agent = tune.agent;
  c.parameters = tune.parameters;
  return c.spec_with(tune.theta());
}

TuneReport run_tune(const TuneConfig& config, const std::string& config_source, GameStore& store,
                    const TuneRunOptions& options) {
  TuneReport report;
  storage::Database& db = store.database();
  {
    Transaction decide(db);
    const auto existing = store.find_tournament(config.name);
    if (existing) {
      if (!TuneStore(store).is_tune(existing->id))
        throw std::runtime_error("database '" + db.path() + "' holds a tournament named '" +
                                 config.name + "': give the tune another name or database");
      if (existing->fingerprint != config.fingerprint())
        throw std::runtime_error(changed_config_message(
            "tune '" + config.name + "' in '" + db.path() + "' (started " + existing->created_at +
                ") has a different configuration",
            existing->fingerprint, config.fingerprint(), "use another database or name"));
      report.tournament_id = existing->id;
      report.resumed = true;
    } else {
      report.tournament_id = create_tune(config, config_source, store, options.program_version);
    }
    decide.commit();
  }
  if (options.on_open) options.on_open();
  const std::int64_t id = report.tournament_id;
  StoredTune stored = *TuneStore(store).load(id);
  const int n = config.schedule.iterations;
  report.already_done = int(stored.iterations.size());
  std::vector<double> theta = stored.theta();
  // θ after each stored iteration (index k - 1), for the bases of batches.
  std::vector<std::vector<double>> after;
  for (const TuneIteration& it : stored.iterations) {
    std::vector<double> t;
    for (const TuneStep& s : it.steps) t.push_back(s.theta_after);
    after.push_back(std::move(t));
  }
  std::vector<double> start;
  for (const SpsaParameter& p : config.parameters) start.push_back(p.start);

  // The opponents' pools, kept across iterations; θ+ and θ− take theirs
  // from each iteration's plan.
  PlayerPools pools = player_pools(config.games_config(start, start));
  pools[0] = pools[1] = nullptr;
  const auto begin = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  };
  const double cpu_at_start = process_cpu_seconds();
  double cpu_counted = cpu_at_start, wall_counted = 0;

  // Applies iteration p's step to θ and stores it with its games, at once.
  auto commit = [&](Plan& p, const std::vector<double>& base) {
    const double signal = signal_of(config, p.played);
    std::vector<double> next = theta;
    for (std::size_t i = 0; i < next.size(); ++i)
      next[i] = updated(config.parameters[i], config.schedule, p.k, theta[i], p.delta[i], signal);
    double agent_ms = 0;
    for (const GameOutcome& g : p.played) agent_ms += g.agent_cpu_ms;
    const double cpu_now = process_cpu_seconds(), wall_now = elapsed();
    TuneIteration iteration{
        p.k, signal, int(p.played.size()), p.scheduled.front().slot, agent_ms, utc_timestamp(), {}};
    for (std::size_t i = 0; i < next.size(); ++i)
      iteration.steps.push_back(
          {base[i], p.delta[i], p.c[i], p.a[i], p.plus[i], p.minus[i], next[i]});
    TuneStore(store).add_iteration(
        id, iteration, p.played, {cpu_now - cpu_counted, agent_ms / 1000, wall_now - wall_counted});
    report.cpu_seconds += cpu_now - cpu_counted;
    report.agent_seconds += agent_ms / 1000;
    report.wall_seconds += wall_now - wall_counted;
    cpu_counted = cpu_now;
    wall_counted = wall_now;
    theta = next;
    after.push_back(next);
    ++report.played;
    p.played.clear();
    p.pools.clear();  // its programs quit: their options were this iteration's
    if (options.on_progress) {
      TuneProgress progress;
      progress.k = p.k;
      progress.total = n;
      progress.played_now = report.played;
      progress.elapsed_s = wall_now;
      progress.theta = theta;
      progress.spec = config.spec_with(theta);
      options.on_progress(progress);
    }
  };

  auto capped = [&] {
    return options.max_iterations > 0 && report.played >= options.max_iterations;
  };
  for (int k = int(after.size()) + 1; k <= n && !capped();) {
    // The batch of k, played from the θ it began with.
    const int first = (k - 1) / config.batch * config.batch + 1;
    int last = std::min(first + config.batch - 1, n);
    if (options.max_iterations > 0)
      last = std::min(last, k + options.max_iterations - report.played - 1);
    const std::vector<double> base = first == 1 ? start : after[std::size_t(first - 2)];
    std::vector<Plan> plans;
    for (int i = k; i <= last; ++i) plans.push_back(plan_iteration(config, i, base, pools));
    std::vector<std::pair<std::size_t, std::size_t>> tasks;  // (plan, game)
    for (std::size_t p = 0; p < plans.size(); ++p)
      for (std::size_t g = 0; g < plans[p].scheduled.size(); ++g) tasks.emplace_back(p, g);
    std::size_t next_commit = 0;
    drive(
        options.threads, tasks.size(),
        [&](std::size_t t) {
          Plan& p = plans[tasks[t].first];
          return DriverTake{DriverJob{&p.games, p.scheduled[tasks[t].second], &p.pools}};
        },
        [&](std::size_t t, const ScheduledGame&, GameOutcome&& game) {
          Plan& p = plans[tasks[t].first];
          p.played[tasks[t].second] = std::move(game);
          --p.remaining;
          // Applied and stored in order of k, as soon as the earlier ones are.
          while (next_commit < plans.size() && plans[next_commit].remaining == 0)
            commit(plans[next_commit++], base);
          return true;
        });
    k = last + 1;
  }

  report.theta = theta;
  report.status = int(after.size()) == n ? "finished" : "running";
  store.set_status(id, report.status);
  return report;
}

// --- Reports ------------------------------------------------------------------

namespace {

std::string fixed(double v, int digits = 6) {
  char text[48];
  std::snprintf(text, sizeof text, "%.*g", digits, v);
  return text;
}

// Iterations per minute and the harness's share of the CPU time.
std::string speed_text(const StoredTune& t) {
  if (t.wall_seconds <= 0) return "speed: no iteration timed yet\n";
  char text[256];
  const double share = t.cpu_seconds > 0 ? 1 - t.agent_seconds / t.cpu_seconds : 0;
  std::snprintf(text, sizeof text,
                "speed: %.2f iterations/min over %.0f s; CPU %.1f s, of which agents' search "
                "%.1f s: harness share %.2f%%\n",
                double(t.iterations.size()) / t.wall_seconds * 60, t.wall_seconds, t.cpu_seconds,
                t.agent_seconds, 100 * share);
  return text;
}

}  // namespace

std::string tune_text(const StoredTune& t, const std::string& location) {
  std::string out = "tune '" + t.tournament.name + "' (" + location + "), " + t.tournament.status +
                    ", " + std::to_string(t.iterations.size()) + " of " +
                    std::to_string(t.schedule.iterations) + " iterations (" +
                    std::to_string(t.games_per_iteration) + " games each, batch " +
                    std::to_string(t.batch) + "), design " + t.design + ", score " + t.score + "\n";
  out += "A " + fixed(t.schedule.A) + ", alpha " + fixed(t.schedule.alpha) + ", gamma " +
         fixed(t.schedule.gamma) + "\n\n";
  out += "theta: " + tuned_spec(t) + "\n\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-20s %12s    %12s  %12s  %10s %10s\n", "parameter", "start",
                "now", "range", "c_end", "r_end");
  out += line;
  const std::vector<double> now = t.theta();
  for (std::size_t i = 0; i < t.parameters.size(); ++i) {
    const SpsaParameter& p = t.parameters[i];
    const std::string range = fixed(p.min) + ".." + fixed(p.max);
    std::snprintf(line, sizeof line, "%-20s %12s -> %12s  %12s  %10s %10s\n", p.name.c_str(),
                  fixed(p.start).c_str(), fixed(now[i]).c_str(), range.c_str(),
                  fixed(p.c_end).c_str(), fixed(p.r_end).c_str());
    out += line;
  }
  out += "\n" + speed_text(t);
  return out;
}

std::string tune_json(const StoredTune& t) {
  nlohmann::json j;
  j["name"] = t.tournament.name;
  j["status"] = t.tournament.status;
  j["rules"] = t.tournament.rules;
  j["iterations"] = t.iterations.size();
  j["total_iterations"] = t.schedule.iterations;
  j["A"] = t.schedule.A;
  j["alpha"] = t.schedule.alpha;
  j["gamma"] = t.schedule.gamma;
  j["batch"] = t.batch;
  j["games_per_iteration"] = t.games_per_iteration;
  j["design"] = t.design;
  j["score"] = t.score;
  j["spec"] = tuned_spec(t);
  const std::vector<double> now = t.theta();
  j["parameters"] = nlohmann::json::array();
  for (std::size_t i = 0; i < t.parameters.size(); ++i) {
    const SpsaParameter& p = t.parameters[i];
    j["parameters"].push_back({{"name", p.name},
                               {"start", p.start},
                               {"min", p.min},
                               {"max", p.max},
                               {"c_end", p.c_end},
                               {"r_end", p.r_end},
                               {"whole", p.whole},
                               {"theta", now[i]}});
  }
  j["history"] = nlohmann::json::array();
  for (const TuneIteration& it : t.iterations) {
    nlohmann::json row = {{"k", it.k}, {"signal", it.signal}, {"games", it.games}};
    for (const TuneStep& s : it.steps) {
      row["theta"].push_back(s.theta_after);
      row["delta"].push_back(s.delta);
      row["c_k"].push_back(s.c_k);
      row["a_k"].push_back(s.a_k);
    }
    j["history"].push_back(row);
  }
  j["cpu_seconds"] = t.cpu_seconds;
  j["agent_seconds"] = t.agent_seconds;
  j["wall_seconds"] = t.wall_seconds;
  j["harness_share"] = t.cpu_seconds > 0 ? 1 - t.agent_seconds / t.cpu_seconds : 0.0;
  return json_text(j, 2) + "\n";
}

std::string tune_html(const StoredTune& t, const std::string& location,
                      const std::string& program_version) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"generator\" content=\"minnaar " +
      xml_escape(program_version) + "\"><title>" + xml_escape(t.tournament.name) +
      " &#8212; tune report</title>\n<style>" + std::string(kReportStyle) +
      "</style></head>\n<body>\n<h1>Tune " + xml_escape(t.tournament.name) + "</h1>\n<pre>" +
      xml_escape(tune_text(t, location)) + "</pre>\n";
  for (std::size_t i = 0; i < t.parameters.size(); ++i) {
    const SpsaParameter& p = t.parameters[i];
    plot::Series theta{.name = "θ", .points = {{0, p.start}}};
    plot::Series plus{.name = "θ+", .points = {}, .colour = "#59a14f"};
    plot::Series minus{.name = "θ−", .points = {}, .colour = "#f28e2b"};
    // At most about 500 points a line (and always the last).
    const std::size_t every = std::max<std::size_t>(1, t.iterations.size() / 500);
    for (std::size_t n = 0; n < t.iterations.size(); ++n) {
      if (n % every != 0 && n + 1 != t.iterations.size()) continue;
      const TuneIteration& it = t.iterations[n];
      theta.points.emplace_back(it.k, it.steps[i].theta_after);
      plus.points.emplace_back(it.k, it.steps[i].plus);
      minus.points.emplace_back(it.k, it.steps[i].minus);
    }
    const std::vector<plot::Reference> range = {{.label = "min", .y = p.min, .colour = "#999999"},
                                                {.label = "max", .y = p.max, .colour = "#999999"},
                                                {.label = "start", .y = p.start}};
    out += "<section><h2>" + xml_escape(p.name) + "</h2>\n" +
           plot::line_svg({plus, minus, theta}, range, {},
                          {.title = p.name + ": θ over the iterations, within its range",
                           .x_label = "iteration",
                           .y_label = p.name}) +
           "</section>\n";
  }
  return out + "</body></html>\n";
}

}  // namespace minnaar::tournament
