#include "tournament/store/tune_store.h"

namespace minnaar::tournament {

using storage::Statement;
using storage::Transaction;

std::vector<double> StoredTune::theta() const {
  std::vector<double> t;
  for (std::size_t i = 0; i < parameters.size(); ++i)
    t.push_back(iterations.empty() ? parameters[i].start : iterations.back().steps[i].theta_after);
  return t;
}

bool TuneStore::is_tune(std::int64_t id) {
  Statement s(store_.database(), "SELECT 1 FROM tunes WHERE tournament_id = ?");
  s.bind(1, id);
  return s.step();
}

std::vector<std::int64_t> TuneStore::ids() {
  Statement s(store_.database(), "SELECT tournament_id FROM tunes ORDER BY tournament_id");
  std::vector<std::int64_t> ids;
  while (s.step()) ids.push_back(s.column_int(0));
  return ids;
}

std::optional<StoredTune> TuneStore::load(std::int64_t id) {
  storage::Database& db = store_.database();
  StoredTune t;
  {
    Statement s(db,
                "SELECT iterations, batch, games_per_iteration, a_constant, alpha, gamma, agent, "
                "design, score, cpu_seconds, agent_seconds, wall_seconds FROM tunes "
                "WHERE tournament_id = ?");
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    t.schedule = {int(s.column_int(0)), s.column_double(3), s.column_double(4), s.column_double(5)};
    t.batch = int(s.column_int(1));
    t.games_per_iteration = int(s.column_int(2));
    t.agent = s.column_text(6);
    t.design = s.column_text(7);
    t.score = s.column_text(8);
    t.cpu_seconds = s.column_double(9);
    t.agent_seconds = s.column_double(10);
    t.wall_seconds = s.column_double(11);
  }
  for (const StoredTournament& row : store_.tournaments())
    if (row.id == id) t.tournament = row;
  {
    Statement s(db,
                "SELECT name, start, min, max, c_end, r_end, whole FROM tune_parameters "
                "WHERE tournament_id = ? ORDER BY position");
    s.bind(1, id);
    while (s.step())
      t.parameters.push_back({s.column_text(0), s.column_double(1), s.column_double(2),
                              s.column_double(3), s.column_double(4), s.column_double(5),
                              s.column_int(6) != 0});
  }
  {
    Statement s(db,
                "SELECT k, signal, games, first_slot, agent_ms, finished_at FROM tune_iterations "
                "WHERE tournament_id = ? ORDER BY k");
    s.bind(1, id);
    while (s.step())
      t.iterations.push_back({int(s.column_int(0)),
                              s.column_double(1),
                              int(s.column_int(2)),
                              int(s.column_int(3)),
                              s.column_double(4),
                              s.column_text(5),
                              {}});
  }
  {
    Statement s(db,
                "SELECT k, position, theta, delta, c_k, a_k, plus, minus, theta_after "
                "FROM tune_steps WHERE tournament_id = ? ORDER BY k, position");
    s.bind(1, id);
    std::size_t at = 0;
    while (s.step()) {
      const int k = int(s.column_int(0));
      while (at < t.iterations.size() && t.iterations[at].k < k) ++at;
      if (at == t.iterations.size()) break;
      t.iterations[at].steps.push_back({s.column_double(2), int(s.column_int(3)),
                                        s.column_double(4), s.column_double(5), s.column_double(6),
                                        s.column_double(7), s.column_double(8)});
    }
  }
  return t;
}

std::int64_t TuneStore::create(const StoredTune& t,
                               const std::vector<std::pair<std::string, std::string>>& agents) {
  storage::Database& db = store_.database();
  Transaction tx(db);
  const std::int64_t id = store_.create_tournament(t.tournament, agents);
  Statement tune(db,
                 "INSERT INTO tunes (tournament_id, iterations, batch, games_per_iteration, "
                 "a_constant, alpha, gamma, agent, design, score) VALUES (?,?,?,?,?,?,?,?,?,?)");
  tune.bind(1, id)
      .bind(2, std::int64_t(t.schedule.iterations))
      .bind(3, std::int64_t(t.batch))
      .bind(4, std::int64_t(t.games_per_iteration))
      .bind(5, t.schedule.A)
      .bind(6, t.schedule.alpha)
      .bind(7, t.schedule.gamma)
      .bind(8, t.agent)
      .bind(9, t.design)
      .bind(10, t.score)
      .run();
  Statement param(db,
                  "INSERT INTO tune_parameters (tournament_id, position, name, start, min, max, "
                  "c_end, r_end, whole) VALUES (?,?,?,?,?,?,?,?,?)");
  for (std::size_t i = 0; i < t.parameters.size(); ++i) {
    const SpsaParameter& p = t.parameters[i];
    param.bind(1, id)
        .bind(2, std::int64_t(i))
        .bind(3, p.name)
        .bind(4, p.start)
        .bind(5, p.min)
        .bind(6, p.max)
        .bind(7, p.c_end)
        .bind(8, p.r_end)
        .bind(9, std::int64_t(p.whole))
        .run();
  }
  tx.commit();
  return id;
}

void TuneStore::add_iteration(std::int64_t id, const TuneIteration& it,
                              const std::vector<GameOutcome>& games, const TuneTime& spent) {
  storage::Database& db = store_.database();
  Transaction tx(db);
  for (const GameOutcome& g : games) store_.insert_game(id, g);
  Statement iteration(db,
                      "INSERT INTO tune_iterations (tournament_id, k, signal, games, "
                      "first_slot, agent_ms, finished_at) VALUES (?,?,?,?,?,?,?)");
  iteration.bind(1, id)
      .bind(2, std::int64_t(it.k))
      .bind(3, it.signal)
      .bind(4, std::int64_t(it.games))
      .bind(5, std::int64_t(it.first_slot))
      .bind(6, it.agent_ms)
      .bind(7, it.finished_at)
      .run();
  Statement step(db,
                 "INSERT INTO tune_steps (tournament_id, k, position, theta, delta, c_k, "
                 "a_k, plus, minus, theta_after) VALUES (?,?,?,?,?,?,?,?,?,?)");
  for (std::size_t i = 0; i < it.steps.size(); ++i) {
    const TuneStep& s = it.steps[i];
    step.bind(1, id)
        .bind(2, std::int64_t(it.k))
        .bind(3, std::int64_t(i))
        .bind(4, s.theta)
        .bind(5, std::int64_t(s.delta))
        .bind(6, s.c_k)
        .bind(7, s.a_k)
        .bind(8, s.plus)
        .bind(9, s.minus)
        .bind(10, s.theta_after)
        .run();
  }
  Statement add_time(db,
                     "UPDATE tunes SET cpu_seconds = cpu_seconds + ?, agent_seconds = "
                     "agent_seconds + ?, wall_seconds = wall_seconds + ? WHERE tournament_id = ?");
  add_time.bind(1, spent.cpu).bind(2, spent.agent).bind(3, spent.wall).bind(4, id).run();
  tx.commit();
}

}  // namespace minnaar::tournament
