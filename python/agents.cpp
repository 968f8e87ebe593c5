// The toolkit's agents (tournament/players) for Python: minnaar.agent(spec)
// builds one, Agent.choose(state) asks it for a move and returns the move
// with what the agent reported about it (a Choice).
//
//   >>> agent = minnaar.agent("alphabeta:depth=3", seed=1)
//   >>> choice = agent.choose(state)
//   >>> choice.move, choice.score, choice.pv
//   >>> agent.choose(state, budget={"nodes": 5000})   # this choice's own budget
//
// An agent is built for a Game (make_agent), so a minnaar.Agent builds its
// C++ agent for the game of the first state it is asked about and builds it
// afresh when asked about a state of another rule set or other parameter
// values. In a hidden-information game it is shown a sample of what the
// seat to move sees (tournament::agent_choice), never the state itself.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "python/bindings.h"
#include "tournament/play/embedded_agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/move_info.h"

namespace minnaar::python {
namespace {

using Choice = tournament::AgentChoice;

// An EmbeddedAgent that Python threads may share: one choice at a time,
// other Python threads running while it thinks.
class PyAgent {
 public:
  PyAgent(std::string spec, std::uint64_t seed) : agent_(std::move(spec), seed) {}

  const std::string& spec() const { return agent_.spec(); }
  std::uint64_t seed() const { return agent_.seed(); }

  // Builds the agent for `game` now (raising minnaar.Error for a spec the
  // game refuses).
  void build_for(const std::shared_ptr<const game::Game>& game) {
    std::lock_guard lock(mutex_);
    if (auto built = agent_.build_for(*game); !built) throw Error(built.error());
  }

  Choice choose(const PyState& s, const std::map<std::string, double>& budget) {
    const tournament::ChoiceBudget items(budget.begin(), budget.end());
    Expected<Choice, std::string> choice = [&] {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      return agent_.choose(*s.state, items);
    }();
    if (!choice) throw Error(choice.error());
    return std::move(*choice);
  }

 private:
  std::mutex mutex_;  // one choice at a time
  tournament::EmbeddedAgent agent_;
};

std::unique_ptr<PyAgent> make_py_agent(const std::string& spec, std::uint64_t seed,
                                       const std::optional<PyGame>& game) {
  auto agent = std::make_unique<PyAgent>(spec, seed);
  if (game) {
    agent->build_for(game->game);
  } else if (const std::string problem = tournament::agent_spec_problem(spec); !problem.empty()) {
    throw Error(problem);
  }
  return agent;
}

template <typename T>
py::object optional_value(const std::optional<T>& value) {
  return value ? py::cast(*value) : py::none();
}

}  // namespace

void bind_agents(py::module_& m) {
  m.def("agent", &make_py_agent, py::arg("spec"), py::arg("seed") = 0, py::arg("game") = py::none(),
        "The agent `spec` names, \"type:key=value,...\" (docs/players.md), e.g. "
        "\"alphabeta:depth=4\" or \"mcts:iterations=2000\";\n`seed` decides its every random "
        "draw, so the same spec and seed choose the same moves. Given a Game, it is built for "
        "it at once;\nelse for the game of each state it is asked about. A spec no rule set "
        "(or not `game`) takes raises minnaar.Error saying why.");
  m.def(
      "agent_types", [](const PyGame& g) { return tournament::agent_type_names(*g.game); },
      py::arg("game"), "The agent types `game` has, e.g. ['random', 'greedy', 'alphabeta', ...].");
  m.def(
      "agent_catalogue", [](const PyGame& g) { return tournament::agent_catalogue(*g.game); },
      py::arg("game"),
      "Every agent type of `game` with its parameters, their defaults and ranges, as text "
      "(`minnaar agents`).");

  py::class_<Choice>(m, "Choice",
                     "A move an agent chose and what it reported about it; a field it did not "
                     "report is None (0 for nodes).")
      .def_readonly("move", &Choice::move, "The move, in the game's notation.")
      .def_property_readonly(
          "seat", [](const Choice& c) { return c.info.seat; }, "The seat that moves.")
      .def_property_readonly(
          "score", [](const Choice& c) { return optional_value(c.info.score); },
          "The position's score for the mover's team, in the game's evaluation units (a decided "
          "game: ±1,000,000 less the plies to its end).")
      .def_property_readonly(
          "depth", [](const Choice& c) { return optional_value(c.info.depth); },
          "Full-width plies searched.")
      .def_property_readonly(
          "seldepth", [](const Choice& c) { return optional_value(c.info.seldepth); },
          "The deepest ply reached.")
      .def_property_readonly(
          "nodes", [](const Choice& c) { return c.info.nodes; },
          "Positions searched (MCTS: playout plies).")
      .def_property_readonly(
          "visits", [](const Choice& c) { return optional_value(c.info.visits); },
          "MCTS: iterations at the root.")
      .def_property_readonly(
          "value", [](const Choice& c) { return optional_value(c.info.value); },
          "MCTS: the chosen move's mean result for the mover's team, in [0, 1].")
      .def_property_readonly("pv", &Choice::pv, "The line the agent expects, as move texts.")
      .def_property_readonly(
          "time_us", [](const Choice& c) { return optional_value(c.info.time_us); },
          "The wall time the choice took, in microseconds (None for a forced move).")
      .def(
          "__str__", [](const Choice& c) { return tournament::describe(c.info); },
          "One line: \"score 35 depth 3 nodes 5120 time 4.1 ms pv a5a8\".")
      .def("__repr__", [](const Choice& c) {
        const std::string info = tournament::describe(c.info);
        return "<minnaar.Choice " + c.move + (info.empty() ? "" : " (" + info + ")") + ">";
      });

  py::class_<PyAgent>(m, "Agent",
                      "A built-in agent (minnaar.agent). It keeps what it learnt between "
                      "choices of one game, as in a tournament; one choice runs at a time.")
      .def_property_readonly("spec", &PyAgent::spec, "The spec it was made from.")
      .def_property_readonly("seed", &PyAgent::seed, "The seed of its random draws.")
      .def("choose", &PyAgent::choose, py::arg("state"),
           py::arg("budget") = std::map<std::string, double>{},
           "The move the agent chooses for the seat to move of `state`, with its report (a "
           "Choice). `budget` ({\"nodes\": 5000}, {\"depth\": 3}, {\"time_ms\": 200}, "
           "{\"iterations\": 500} or {\"level\": 4}) replaces the spec's budget for this "
           "choice; one the agent type does not take raises minnaar.Error. A forced move (a "
           "pass) is returned without asking. In a game of hidden "
           "information the agent sees a sample of what the seat sees, never `state` itself. A "
           "finished game raises minnaar.Error. Other Python threads run while it thinks.")
      .def("__repr__", [](const PyAgent& a) {
        return "<minnaar.Agent " + a.spec() + " seed " + std::to_string(a.seed()) + ">";
      });
}

}  // namespace minnaar::python
