// The Python module `minnaar` (docs/python.md): the game interface of
// engine/game.h for Python. It names no rule set; every registered one is
// reachable by its name.
//
//   >>> import minnaar
//   >>> state = minnaar.game("playtest-standard", anti_stall=False).start()
//   >>> state.legal_moves()
//   >>> state.play(state.legal_moves()[0]).mfen
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "engine/svg.h"
#include "minnaar_version.h"
#include "python/bindings.h"

namespace minnaar::python {
namespace {

// A parameter value as the registry takes it: text, "true"/"false", or a
// number's digits.
std::string parameter_text(const std::string& name, const py::handle& value) {
  if (py::isinstance<py::bool_>(value)) return value.cast<bool>() ? "true" : "false";
  if (py::isinstance<py::int_>(value)) return py::str(value).cast<std::string>();
  if (py::isinstance<py::str>(value)) return value.cast<std::string>();
  throw py::type_error("parameter '" + name + "' must be str, bool or int, not " +
                       py::str(py::type::handle_of(value).attr("__name__")).cast<std::string>());
}

PyGame load_game(const std::string& name, const py::kwargs& parameters) {
  game::ParameterValues values;
  for (const auto& [key, value] : parameters) {
    const auto key_text = key.cast<std::string>();
    values[key_text] = parameter_text(key_text, value);
  }
  auto loaded = game::load(name, values);
  if (!loaded) throw Error(loaded.error());
  return PyGame{*loaded};
}

PyState parse_state(const PyGame& g, const std::string& notation) {
  auto parsed = g.game->parse(notation);
  if (!parsed) throw NotationError(parsed.error().message());
  return PyState{g.game, std::move(*parsed)};
}

std::string state_repr(const PyState& s) {
  return "<minnaar.State " + game::game_text(*s.game) + " '" + s.state->notation() + "'>";
}

std::string game_repr(const PyGame& g) { return "<minnaar.Game " + game::game_text(*g.game) + ">"; }

void check_seat(const game::Game& g, int seat) {
  if (seat < 0 || seat >= g.seat_count())
    throw py::value_error("seat " + std::to_string(seat) + " is not a seat of " + g.name() +
                          " (seats 0 to " + std::to_string(g.seat_count() - 1) + ")");
}

void check_depth(int depth, int threads) {
  if (depth < 0) throw py::value_error("depth must be at least 0");
  if (threads < 1) throw py::value_error("threads must be at least 1");
}

}  // namespace

game::Action parse_move(const PyState& s, const std::string& text) {
  auto move = s.state->parse_move(text);
  if (!move) {
    throw MoveError(std::string(move.error().unknown ? "unknown" : "illegal") + " move '" + text +
                    "': " + move.error().reason);
  }
  return *move;
}

}  // namespace minnaar::python

PYBIND11_MODULE(minnaar, m) {
  using namespace minnaar;
  using namespace minnaar::python;
  m.doc() =
      "Minnaar Chess and related games: every registered rule set behind one game interface.\n\n"
      "A Game is a rule set with its parameter values in effect; it makes States. A State is "
      "where one game stands: its legal moves, its notation, its result.\n\n"
      "    >>> import minnaar\n"
      "    >>> state = minnaar.game(minnaar.rules()[0]).start()\n"
      "    >>> state = state.play(state.legal_moves()[0])\n"
      "    >>> state.mfen, state.to_move, state.result";

  auto error = py::register_exception<Error>(m, "Error", PyExc_Exception);
  error.doc() =
      "A refusal of the rules library: an unknown rule set or a bad parameter value (the "
      "message names it and the valid ones). Base of NotationError and MoveError.";
  auto notation_error = py::register_exception<NotationError>(m, "NotationError", error.ptr());
  notation_error.doc() =
      "Why a notation was refused: \"<field>: <reason>\", or the reason alone when the whole text "
      "is at fault.";
  auto move_error = py::register_exception<MoveError>(m, "MoveError", error.ptr());
  move_error.doc() =
      "Why a move's text was refused: \"unknown move '<text>': <reason>\" when it is not a move of "
      "the notation at all, \"illegal move '<text>': <reason>\" when it is not legal here.";

  m.def(
      "rules",
      [] {
        std::vector<std::string> names;
        for (const game::GameInfo* info : game::registered_games()) names.push_back(info->name);
        return names;
      },
      "The registered rule sets' names, sorted.");
  m.def(
      "default_rules", [] { return game::default_game_name(); },
      "The rule set a program plays when none is named.");
  m.def("game", &load_game, py::arg("name"),
        "The rule set called `name` with these parameter values (the rest default), e.g.\n"
        "game(\"playtest-standard\", anti_stall=False). Values are str, bool (\"true\"/\"false\") "
        "or int.\nUnknown names and bad values raise minnaar.Error with a message naming them.");

  py::class_<PyGame>(m, "Game",
                     "A rule set with its parameter values in effect. Immutable once made; its "
                     "States keep it alive.")
      .def_property_readonly(
          "name", [](const PyGame& g) { return g.game->name(); },
          "The registry's name, e.g. \"minnaar\".")
      .def_property_readonly(
          "parameters",
          [](const PyGame& g) {
            const game::ParameterValues& values = g.game->parameters();
            return std::map<std::string, std::string>(values.begin(), values.end());
          },
          "The value of every parameter (defaults filled in), as text.")
      .def(
          "start",
          [](const PyGame& g, std::uint64_t seed) {
            return PyState{g.game, g.game->start(seed)};
          },
          py::arg("seed") = 0,
          "The state a game starts from; `seed` decides the chance at setup, if any (and nothing "
          "otherwise).")
      .def("parse", &parse_state, py::arg("notation"),
           "A state from its notation (State.mfen); a refusal raises minnaar.NotationError naming "
           "the field.")
      .def(
          "sample",
          [](const PyGame& g, const std::string& observation, int seat, std::uint64_t seed) {
            check_seat(*g.game, seat);
            auto sampled = g.game->sample(observation, seat, seed);
            if (!sampled) throw NotationError(sampled.error().message());
            return PyState{g.game, std::move(*sampled)};
          },
          py::arg("observation"), py::arg("seat"), py::arg("seed") = 0,
          "A state consistent with what `seat` sees (State.observation(seat)), the hidden parts "
          "drawn from `seed`: what a player of a hidden-information game may search. For a game "
          "of perfect information: parse(observation). A refusal raises minnaar.NotationError.")
      .def_property_readonly(
          "description", [](const PyGame& g) { return g.game->info().description; },
          "One line on what the rule set is.")
      .def_property_readonly(
          "seats",
          [](const PyGame& g) {
            std::vector<std::string> names;
            for (const game::SeatInfo& seat : g.game->info().seats) names.push_back(seat.name);
            return names;
          },
          "The seats' names by seat number, in the order they move.")
      .def_property_readonly(
          "teams", [](const PyGame& g) { return g.game->info().teams; },
          "The teams' names by team number.")
      .def(
          "team_of",
          [](const PyGame& g, int seat) {
            check_seat(*g.game, seat);
            return g.game->team_of(seat);
          },
          py::arg("seat"), "The team number of `seat`; the seats of a team share a result.")
      .def_property_readonly(
          "perfect_information", [](const PyGame& g) { return g.game->info().perfect_information; },
          "Whether every seat sees the whole state (else State.observation(seat) is what it "
          "sees).")
      .def("__repr__", &game_repr);

  py::class_<PyState>(m, "State",
                      "Where one game stands. copy() and play() make independent copies; apply() "
                      "changes this state.")
      .def_property_readonly(
          "game", [](const PyState& s) { return PyGame{s.game}; }, "The Game this state is of.")
      .def(
          "legal_moves", [](const PyState& s) { return s.state->sorted_move_texts(); },
          "The legal moves of the seat to move, as texts in byte order; none when the game is "
          "over.")
      .def(
          "play",
          [](const PyState& s, const std::string& move) {
            const game::Action action = parse_move(s, move);
            PyState next = s.copy();
            next.state->apply(action);
            return next;
          },
          py::arg("move"),
          "A new state: this one after the legal move `move` (in the game's notation); this "
          "state is left as it is.\nAn unknown or illegal move raises minnaar.MoveError saying "
          "why.")
      .def(
          "apply", [](PyState& s, const std::string& move) { s.state->apply(parse_move(s, move)); },
          py::arg("move"),
          "Plays the legal move `move` (in the game's notation) on this state.\nAn unknown or "
          "illegal move raises minnaar.MoveError saying why, and leaves the state as it was.")
      .def_property_readonly(
          "mfen", [](const PyState& s) { return s.state->notation(); },
          "The state's notation (its rule set's page, docs/rules/<game>.md), which Game.parse "
          "reads back.")
      .def(
          "observation",
          [](const PyState& s, int seat) {
            check_seat(*s.game, seat);
            return s.state->observation(seat);
          },
          py::arg("seat"),
          "What `seat` sees of this state, as text: the notation with what the seat may not see "
          "left out (the whole notation in a game of perfect information). Game.sample reads "
          "it.")
      .def_property_readonly(
          "to_move",
          [](const PyState& s) -> std::optional<int> {
            if (s.state->is_over()) return std::nullopt;
            return s.state->to_move();
          },
          "The seat to move (seats are numbered from 0), or None when the game is over.")
      .def_property_readonly(
          "is_over", [](const PyState& s) { return s.state->is_over(); },
          "Whether the game is over.")
      .def_property_readonly(
          "result", [](const PyState& s) { return s.state->result(); },
          "The result token (docs/rules/<game>.md#result-tokens; \"ongoing\" while the game goes "
          "on).")
      .def_property_readonly(
          "returns", [](const PyState& s) { return s.state->returns(); },
          "A finished game's return in [0, 1] for every seat, by seat number.")
      .def_property_readonly(
          "margins", [](const PyState& s) { return s.state->margins(); },
          "A finished game's margin for every seat, by seat number: a score finer than the "
          "return, in [0, 1], the seats of one team equal.")
      .def(
          "perft",
          [](const PyState& s, int depth, int threads) {
            check_depth(depth, threads);
            const auto position = s.state->clone();
            py::gil_scoped_release release;
            return position->perft(depth, threads);
          },
          py::arg("depth"), py::arg("threads") = 1,
          "Perft (docs/rules/<game>.md#perft): the number of move paths of length `depth`; "
          "`threads` share the root moves. Other Python threads run meanwhile.")
      .def(
          "divide",
          [](const PyState& s, int depth, int threads) {
            check_depth(depth, threads);
            if (depth < 1) throw py::value_error("divide needs a depth of at least 1");
            const auto position = s.state->clone();
            std::vector<std::pair<std::string, std::uint64_t>> counts;
            {
              py::gil_scoped_release release;
              counts = position->divide(depth, threads);
            }
            py::dict result;
            for (const auto& [move, nodes] : counts) result[py::str(move)] = nodes;
            return result;
          },
          py::arg("depth"), py::arg("threads") = 1,
          "perft(depth - 1) after each legal move, as a dict from move text to count, in move "
          "text order. Other Python threads run meanwhile.")
      .def("copy", &PyState::copy, "An independent copy of this state.")
      .def("__copy__", &PyState::copy)
      .def("__deepcopy__", [](const PyState& s, const py::object&) { return s.copy(); })
      .def(
          "__str__", [](const PyState& s) { return s.state->notation(); }, "The notation (mfen).")
      .def("__repr__", &state_repr)
      .def(
          "_repr_svg_", [](const PyState& s) { return game::board_svg(s.state->picture()); },
          "The position drawn as SVG (engine/svg.h), hidden parts included; notebooks show it.");

  bind_agents(m);
  bind_serve(m);
  bind_tournaments(m);
  m.attr("__version__") = MINNAAR_VERSION;
}
