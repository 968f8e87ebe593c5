// minnaar.serve: a player of the player protocol (docs/players.md) written
// in Python. The loop is the one `minnaar serve` runs
// (tournament::serve_player); the agent it asks is a built-in one (a spec,
// or a minnaar.Agent's spec) or a Python function from a State to a move.
//
//   # my_player.py: seated by a tournament as [python3, my_player.py]
//   import minnaar, random
//   minnaar.serve(lambda state: random.choice(state.legal_moves()))
//
// The loop runs without the GIL; reading a line, writing the answers and
// calling the function take it.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

#include "engine/game.h"
#include "python/bindings.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/protocol/protocol_player.h"

namespace minnaar::python {
namespace {

// A Python text or binary file read line by line (its readline()).
class PythonLineReader : public std::streambuf {
 public:
  explicit PythonLineReader(py::object file) : file_(std::move(file)) {}

 protected:
  int_type underflow() override {
    py::gil_scoped_acquire gil;
    const py::object got = file_.attr("readline")();
    line_ = py::isinstance<py::bytes>(got) ? std::string(got.cast<py::bytes>())
                                           : got.cast<std::string>();
    if (line_.empty()) return traits_type::eof();
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(line_[0]);
  }

 private:
  py::object file_;
  std::string line_;
};

// A Python text file written a message at a time: what the loop writes
// is kept until it flushes (std::endl), then written and flushed.
class PythonWriter : public std::streambuf {
 public:
  explicit PythonWriter(py::object file) : file_(std::move(file)) {}
  ~PythonWriter() override { sync(); }

 protected:
  int_type overflow(int_type c) override {
    if (!traits_type::eq_int_type(c, traits_type::eof())) pending_.push_back(char(c));
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    pending_.append(s, std::size_t(n));
    return n;
  }
  int sync() override {
    if (pending_.empty()) return 0;
    py::gil_scoped_acquire gil;
    file_.attr("write")(py::str(pending_));
    pending_.clear();
    if (py::hasattr(file_, "flush")) file_.attr("flush")();
    return 0;
  }

 private:
  py::object file_;
  std::string pending_;
};

// A Python function as an agent: called with a minnaar.State (a sample of
// what the seat sees, in a game of hidden information), it returns the
// move's text or an object with a `move` (a minnaar.Choice).
class FunctionAgent : public tournament::Agent {
 public:
  FunctionAgent(py::object function, std::string name)
      : function_(std::move(function)), name_(std::move(name)) {}
  ~FunctionAgent() override {
    py::gil_scoped_acquire gil;
    function_ = py::object();
  }

  game::Action choose_move(const game::State& state) override {
    py::gil_scoped_acquire gil;
    const py::object answer = function_(PyState{state.game().shared_from_this(), state.clone()});
    const py::object move = py::hasattr(answer, "move") ? answer.attr("move") : answer;
    if (!py::isinstance<py::str>(move))
      throw py::type_error(
          name_ + " returned " +
          py::str(py::type::handle_of(answer).attr("__name__")).cast<std::string>() +
          ", not a move's text");
    return parse_move(PyState{state.game().shared_from_this(), state.clone()},
                      move.cast<std::string>());
  }
  std::string spec() const override { return name_; }

 private:
  py::object function_;
  std::string name_;
};

int serve(const py::object& player, std::optional<std::string> name,
          std::optional<std::vector<std::string>> rules, py::object input, py::object output,
          py::object log) {
  const py::module_ sys = py::module_::import("sys");
  if (input.is_none()) input = sys.attr("stdin");
  if (output.is_none()) output = sys.attr("stdout");
  if (log.is_none()) log = sys.attr("stderr");

  tournament::ServedPlayer served;
  if (py::isinstance<py::str>(player) ||
      (py::hasattr(player, "spec") && py::hasattr(player, "choose"))) {
    const std::string spec =
        (py::isinstance<py::str>(player) ? player : player.attr("spec")).cast<std::string>();
    if (const std::string problem = tournament::agent_spec_problem(spec); !problem.empty())
      throw Error(problem);
    served = tournament::built_in_player(spec);
  } else if (PyCallable_Check(player.ptr())) {
    const std::string function_name = py::hasattr(player, "__name__")
                                          ? py::str(player.attr("__name__")).cast<std::string>()
                                          : "player";
    served.name = "python " + function_name;
    served.author = "a Python function";
    for (const game::GameInfo* info : game::registered_games()) served.rules.push_back(info->name);
    served.make_agent = [player, function_name](const game::Game&, std::uint64_t) {
      py::gil_scoped_acquire gil;
      return Expected<std::unique_ptr<tournament::Agent>, std::string>(
          std::make_unique<FunctionAgent>(player, function_name));
    };
  } else {
    throw py::type_error(
        "serve() takes an agent spec, a minnaar.Agent or a function from a "
        "minnaar.State to a move");
  }
  if (name) served.name = *name;
  if (rules) {
    for (const std::string& r : *rules)
      if (auto loaded = game::load_text(r); !loaded) throw Error(loaded.error());
    served.rules = *rules;
  }

  PythonLineReader in_buffer(input);
  PythonWriter out_buffer(output), log_buffer(log);
  std::istream in(&in_buffer);
  std::ostream out(&out_buffer), errors(&log_buffer);
  out.exceptions(std::ios::badbit);
  errors.exceptions(std::ios::badbit);
  int status;
  {
    py::gil_scoped_release release;
    status = tournament::serve_player(served, in, out, errors);
    out.flush();
    errors.flush();
  }
  return status;
}

}  // namespace

void bind_serve(py::module_& m) {
  m.def("serve", &serve, py::arg("player"), py::kw_only(), py::arg("name") = py::none(),
        py::arg("rules") = py::none(), py::arg("input") = py::none(),
        py::arg("output") = py::none(), py::arg("log") = py::none(),
        "Plays the player protocol (docs/players.md) until `quit` or the end of input, as\n"
        "`minnaar serve` does, and returns its exit status (0; 2 after a line over the "
        "protocol's limit).\n`player` is an agent spec or a minnaar.Agent (a built-in agent, "
        "built for each game with the seed of `newgame`),\nor a function that is given a "
        "minnaar.State (a sample of what the seat sees, where information is hidden)\nand "
        "returns the move's text or a Choice. `name` is what `id name` says; `rules` the rule "
        "sets it plays\n(by default every rule set the agent takes). Lines are read from "
        "`input` (sys.stdin), answers written\nto `output` (sys.stdout), problems with a line "
        "to `log` (sys.stderr). An exception of the function\nends the loop and is raised.");
}

}  // namespace minnaar::python
