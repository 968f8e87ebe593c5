// What the parts of the Python module `minnaar` share (docs/python.md): the
// wrapped Game and State, its exceptions, and the functions that add each
// part's classes to the module. Each part is one file of python/.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/game.h"

namespace minnaar::python {

namespace py = pybind11;

// The C++ side of minnaar.Error, minnaar.NotationError and minnaar.MoveError.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct NotationError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct MoveError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A rule set with its parameter values in effect (game::Game).
struct PyGame {
  std::shared_ptr<const game::Game> game;
};

// Where one game stands (game::State), with the Game it belongs to.
struct PyState {
  std::shared_ptr<const game::Game> game;
  std::unique_ptr<game::State> state;

  PyState copy() const { return PyState{game, state->clone()}; }
};

// The move written `text` in `s`, or minnaar.MoveError saying why it is none.
game::Action parse_move(const PyState& s, const std::string& text);

// The agents (python/agents.cpp): minnaar.agent, minnaar.Agent,
// minnaar.Choice.
void bind_agents(py::module_& m);
// A player of the player protocol (python/serve.cpp): minnaar.serve.
void bind_serve(py::module_& m);
// Tournaments and their databases (python/tournaments.cpp):
// minnaar.run_tournament, minnaar.open_store, minnaar.Store,
// minnaar.StoredGame.
void bind_tournaments(py::module_& m);

}  // namespace minnaar::python
