// Tournaments for Python: minnaar.run_tournament plays a YAML config as
// `minnaar tournament run` does (every game stored in its SQLite database,
// resumable), minnaar.open_store reads a database back: its tournaments,
// their games one at a time, and the training samples.
//
//   >>> minnaar.run_tournament("fixtures/tournaments/quick.yaml", progress=print)
//   >>> store = minnaar.open_store("results/quick.sqlite")
//   >>> for game in store.games():
//   ...     game.result, game.moves
//
// A run releases the GIL while its games are played; the progress
// callback and Ctrl-C are seen after every stored game.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "minnaar_version.h"
#include "python/bindings.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/store/export.h"
#include "tournament/store/game_store.h"

namespace minnaar::python {
namespace {

using tournament::GameStore;
using tournament::StoredGame;
using tournament::StoredTournament;

// How many games the iterator of Store.games() reads at a time.
constexpr int kGamesPerRead = 256;

py::dict tournament_dict(GameStore& store, const StoredTournament& t) {
  py::dict agents;
  for (const auto& [name, spec] : store.agents(t.id)) agents[py::str(name)] = spec;
  py::dict d;
  d["id"] = t.id;
  d["name"] = t.name;
  d["rules"] = t.rules;
  d["rule_parameters"] = t.rule_parameters;
  d["status"] = t.status;
  d["total_games"] = t.total_games;
  d["games"] = store.game_count(t.id);
  d["shard"] = t.shard.whole() ? py::object(py::none()) : py::object(py::str(t.shard.text()));
  d["created_at"] = t.created_at;
  d["program_version"] = t.program_version;
  d["agents"] = agents;
  return d;
}

// A database opened for reading, shared by the iterators it made.
struct Store {
  std::shared_ptr<GameStore> store;
  std::string path;

  // The tournament called `name` (the latest of that name), or the latest
  // one when `name` is empty.
  StoredTournament pick(const std::optional<std::string>& name) const {
    auto t = tournament::named_or_latest(*store, name.value_or(""));
    if (!t) throw Error(t.error());
    return *t;
  }
};

// The games of one tournament, read kGamesPerRead slots at a time: memory
// does not grow with the tournament.
struct GameIterator {
  std::shared_ptr<GameStore> store;
  StoredTournament tournament;
  int next_slot = 0;
  std::vector<StoredGame> buffer;
  std::size_t at = 0;

  StoredGame next() {
    while (at == buffer.size()) {
      if (next_slot >= tournament.total_games) throw py::stop_iteration();
      buffer = store->games_in_slots(tournament.id, next_slot, next_slot + kGamesPerRead - 1);
      at = 0;
      next_slot += kGamesPerRead;
    }
    return std::move(buffer[at++]);
  }
};

std::shared_ptr<const game::Game> rules_of(const StoredGame& g) {
  auto loaded = game::load_stored(g.rules, g.rule_parameters);
  if (!loaded) throw Error("game " + std::to_string(g.slot) + ": " + loaded.error());
  return *loaded;
}

PyState stored_state(const StoredGame& g, const std::string& notation) {
  auto game = rules_of(g);
  auto state = game->parse(notation);
  if (!state)
    throw NotationError("game " + std::to_string(g.slot) + ": " + state.error().message());
  return PyState{game, std::move(*state)};
}

// One field of every seat's outcome, by seat number.
template <auto field>
auto per_seat(const StoredGame& g) {
  std::vector<std::remove_cvref_t<decltype(g.seats[0].*field)>> values;
  for (const tournament::SeatOutcome& seat : g.seats) values.push_back(seat.*field);
  return values;
}

py::list reports(const StoredGame& g) {
  py::list out;
  for (const tournament::MoveInfo& info : g.infos) {
    py::dict d;
    d["seat"] = info.seat;
    if (info.score) d["score"] = *info.score;
    if (info.depth) d["depth"] = *info.depth;
    if (info.seldepth) d["seldepth"] = *info.seldepth;
    if (info.nodes) d["nodes"] = info.nodes;
    if (info.visits) d["visits"] = *info.visits;
    if (info.value) d["value"] = *info.value;
    if (info.time_us) d["time_us"] = *info.time_us;
    if (info.clock_ms) d["clock_ms"] = *info.clock_ms;
    if (!info.pv.empty()) d["pv"] = info.pv;
    out.append(d);
  }
  return out;
}

// Store.samples: the columns of every sample of one tournament, as lists,
// or NumPy arrays for the numbers when `numpy` says so (None: when NumPy
// can be imported).
py::dict samples(const Store& s, const std::optional<std::string>& name,
                 std::optional<bool> numpy) {
  const StoredTournament t = s.pick(name);
  auto loaded = game::load_stored(t.rules, t.rule_parameters);
  if (!loaded) throw Error("tournament '" + t.name + "': " + loaded.error());
  std::vector<int> slot, ply, seat;
  std::vector<std::string> position;
  std::vector<std::int64_t> score;
  std::vector<double> result, margin;
  s.store->each_game(t.id, [&](const StoredGame& g) {
    tournament::each_sample(**loaded, g, [&](const tournament::Sample& x) {
      slot.push_back(x.slot);
      ply.push_back(x.ply);
      position.push_back(x.position);
      seat.push_back(x.seat);
      score.push_back(x.score);
      result.push_back(x.result);
      margin.push_back(x.margin);
    });
  });
  py::object np = py::none();
  if (numpy.value_or(true)) {
    try {
      np = py::module_::import("numpy");
    } catch (const py::error_already_set&) {
      if (numpy.value_or(false)) throw;
    }
  }
  const auto column = [&](auto& values) -> py::object {
    py::object list = py::cast(values);
    return np.is_none() ? list : np.attr("array")(list);
  };
  py::dict d;
  d["slot"] = column(slot);
  d["ply"] = column(ply);
  d["position"] = py::cast(position);
  d["seat"] = column(seat);
  d["score"] = column(score);
  d["return"] = column(result);
  d["margin"] = column(margin);
  return d;
}

py::list run(const std::string& path, std::optional<int> threads, std::optional<std::string> db,
             bool new_tournament, py::object progress) {
  const auto text = tournament::read_config_text(path);
  if (!text) throw Error(text.error().message());
  const auto configs = tournament::parse_configs(*text, path, tournament::directory_of(path));
  if (!configs) throw Error(configs.error().message());
  py::list reports;
  for (const tournament::TournamentConfig& config : *configs) {
    const std::string db_path = db ? *db : config.database;
    tournament::RunOptions options;
    options.threads = threads ? *threads : config.parallel;
    if (options.threads == 0)
      options.threads = int(std::max(1u, std::thread::hardware_concurrency()));
    if (options.threads < 1) throw py::value_error("threads must be at least 1");
    options.new_tournament = new_tournament;
    options.program_version = MINNAAR_VERSION;
    const std::string name = config.name;
    options.on_progress = [&progress, &name](const tournament::Progress& p) {
      py::gil_scoped_acquire gil;
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();
      if (progress.is_none()) return;
      py::dict d;
      d["tournament"] = name;
      d["done"] = p.done;
      d["total"] = p.total;
      d["played_now"] = p.played_now;
      d["elapsed_s"] = p.elapsed_s;
      d["leader"] = p.leader;
      progress(d);
    };
    tournament::RunReport report;
    try {
      py::gil_scoped_release release;
      GameStore store(db_path);
      report = tournament::run_tournament(config, *text, store, options);
    } catch (const std::runtime_error& e) {
      throw Error("tournament '" + name + "': " + e.what());
    }
    py::dict d;
    d["tournament"] = config.name;
    d["id"] = report.tournament_id;
    d["database"] = db_path;
    d["status"] = report.status;
    d["played"] = report.played;
    d["already_done"] = report.already_done;
    d["played_beside"] = report.played_beside;
    d["resumed"] = report.resumed;
    reports.append(d);
  }
  return reports;
}

Store open_store(const std::string& path) {
  try {
    return Store{std::shared_ptr<GameStore>(tournament::open_for_reading(path)), path};
  } catch (const std::runtime_error& e) {
    throw Error(e.what());
  }
}

}  // namespace

void bind_tournaments(py::module_& m) {
  m.def("run_tournament", &run, py::arg("config"), py::kw_only(), py::arg("threads") = py::none(),
        py::arg("db") = py::none(), py::arg("new") = false, py::arg("progress") = py::none(),
        "Plays the tournament(s) of the YAML file `config` (docs/tournaments.md) as `minnaar "
        "tournament run` does:\nevery game stored in the config's database (or `db`), a run "
        "that was stopped resumed. `threads`\noverrides the config's `parallel`; `new` starts a "
        "new tournament where the database holds one of\nthe same name with another "
        "configuration. `progress(dict)` is called after every stored game with\ntournament, "
        "done, total, played_now, elapsed_s and leader. Returns one dict per tournament:\n"
        "tournament, id, database, status, played, already_done, played_beside, resumed.\nA bad "
        "config raises minnaar.Error naming the file, line and key; an exception of `progress` "
        "or\nCtrl-C stops the run (the games stored stay stored) and is raised.");
  m.def("open_store", &open_store, py::arg("path"),
        "The tournament database at `path`, opened for reading (a database of an older schema "
        "is upgraded first\nwhere the file can be written). A path that is no database raises "
        "minnaar.Error.");

  py::class_<Store>(m, "Store", "A tournament database opened for reading (minnaar.open_store).")
      .def_readonly("path", &Store::path, "The database file.")
      .def(
          "tournaments",
          [](const Store& s) {
            py::list out;
            for (const StoredTournament& t : s.store->tournaments())
              out.append(tournament_dict(*s.store, t));
            return out;
          },
          "Every tournament stored, oldest first, as dicts: id, name, rules, rule_parameters, "
          "status, total_games,\ngames (stored), shard, created_at, program_version, agents "
          "(name -> spec).")
      .def(
          "games",
          [](const Store& s, const std::optional<std::string>& name) {
            return GameIterator{s.store, s.pick(name), 0, {}, 0};
          },
          py::arg("tournament") = py::none(),
          "The games of the tournament called `tournament` (the latest one by default), in "
          "schedule order,\nread a few hundred at a time: memory does not grow with the "
          "tournament.")
      .def("samples", &samples, py::arg("tournament") = py::none(), py::arg("numpy") = py::none(),
           "The training samples of a tournament (`minnaar tournament export --format samples`): "
           "one per move whose\nplayer reported a score, as columns: slot, ply, position (the "
           "notation before the move), seat,\nscore, return and margin (the seat's, at the "
           "game's end). The number columns are NumPy arrays when\n`numpy` is true, or None and "
           "NumPy can be imported; lists otherwise.")
      .def("__repr__", [](const Store& s) { return "<minnaar.Store '" + s.path + "'>"; });

  py::class_<GameIterator>(m, "GameIterator",
                           "The games of a tournament, read as they are asked for.")
      .def("__iter__", [](GameIterator& it) -> GameIterator& { return it; })
      .def("__next__", &GameIterator::next);

  py::class_<StoredGame>(m, "StoredGame", "One stored game of a tournament.")
      .def_readonly("slot", &StoredGame::slot, "Its place in the tournament's schedule.")
      .def_readonly("pairing", &StoredGame::pairing, "Its pairing's number.")
      .def_readonly("opening", &StoredGame::opening, "Its opening's number.")
      .def_readonly("seed", &StoredGame::seed, "The seed it was played on.")
      .def_readonly("rules", &StoredGame::rules, "The rule set's name.")
      .def_readonly("rule_parameters", &StoredGame::rule_parameters,
                    "Its parameters that differ from the defaults, \"key=value,...\".")
      .def_readonly("start", &StoredGame::start_state, "The start position's notation.")
      .def_readonly("moves", &StoredGame::moves, "The moves, in the game's notation.")
      .def_readonly("final", &StoredGame::final_state, "The final position's notation.")
      .def_readonly("result", &StoredGame::result, "The result token.")
      .def_readonly("termination", &StoredGame::termination,
                    "Which rule (or ruling, or failure) ended it.")
      .def_readonly("detail", &StoredGame::detail, "How a player failed, for a forfeit.")
      .def_readonly("plies", &StoredGame::plies, "Its length in plies.")
      .def_readonly("duration_ms", &StoredGame::duration_ms, "Its wall time.")
      .def_readonly("started_at", &StoredGame::started_at, "When it began (UTC, ISO 8601).")
      .def_readonly("finished_at", &StoredGame::finished_at, "When it ended.")
      .def_property_readonly("agents", &per_seat<&tournament::SeatOutcome::agent>,
                             "The agent of each seat, by seat number.")
      .def_property_readonly("returns", &per_seat<&tournament::SeatOutcome::result>,
                             "Each seat's return, by seat number.")
      .def_property_readonly("margins", &per_seat<&tournament::SeatOutcome::margin>,
                             "Each seat's margin, by seat number.")
      .def_property_readonly("reports", &reports,
                             "What each move's player reported, one dict per ply (seat, and "
                             "score, depth, nodes, pv, time_us... where reported).")
      .def(
          "start_state", [](const StoredGame& g) { return stored_state(g, g.start_state); },
          "The start position as a State.")
      .def(
          "final_state", [](const StoredGame& g) { return stored_state(g, g.final_state); },
          "The final position as a State.")
      .def("__repr__", [](const StoredGame& g) {
        return "<minnaar.StoredGame " + std::to_string(g.slot) + " " + g.result + " in " +
               std::to_string(g.plies) + " plies>";
      });
}

}  // namespace minnaar::python
