// The WebAssembly side of the JavaScript module (docs/browser.md): the game
// interface of engine/game.h, the command-line contract of engine/contract.h
// and the agents (tournament/play/embedded_agent.h), bound with embind.
// web/minnaar.mjs wraps these classes in the module's public API; nothing
// here names a rule set.
//
// A refusal is thrown as an instance of the error classes the wrapper
// passes to the module factory (Module.MinnaarError, Module.NotationError,
// Module.MoveError), so that JavaScript catches them as its own.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/contract.h"
#include "engine/game.h"
#include "engine/move_description.h"
#include "engine/picture.h"
#include "engine/svg.h"
#include "tournament/play/embedded_agent.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::web {
namespace {

using emscripten::val;

// Throws `message` as a JavaScript error of the wrapper's class `kind`
// (a plain Error when the module was made without the wrapper).
[[noreturn]] void raise(const char* kind, const std::string& message) {
  val error_class = val::module_property(kind);
  if (error_class.isUndefined()) error_class = val::global("Error");
  error_class.new_(message).throw_();
}

// A JavaScript array of the values of a C++ range.
template <class Range>
val array_of(const Range& range) {
  val array = val::array();
  for (const auto& item : range) array.call<void>("push", val(item));
  return array;
}

// A seed from JavaScript: a whole number from 0 to 2^53 (a Number holds no
// more exactly).
std::uint64_t seed_of(double seed) {
  if (!(seed >= 0) || seed > 9007199254740992.0 || seed != double(std::uint64_t(seed)))
    raise("MinnaarError", "a seed is a whole number from 0 to 2^53");
  return std::uint64_t(seed);
}

class GameHandle {
 public:
  explicit GameHandle(std::shared_ptr<const game::Game> game) : game_(std::move(game)) {}
  const std::shared_ptr<const game::Game>& game() const { return game_; }

  std::string name() const { return game_->name(); }
  std::string text() const { return game::game_text(*game_); }
  std::string description() const { return game_->info().description; }
  bool perfect_information() const { return game_->info().perfect_information; }
  val parameters() const {
    val values = val::object();
    for (const auto& [key, value] : game_->parameters()) values.set(key, value);
    return values;
  }
  val seats() const {
    val names = val::array();
    for (const game::SeatInfo& seat : game_->info().seats) names.call<void>("push", seat.name);
    return names;
  }
  val teams() const { return array_of(game_->info().teams); }
  int team_of(int seat) const {
    check_seat(seat);
    return game_->team_of(seat);
  }
  void check_seat(int seat) const {
    if (seat < 0 || seat >= game_->seat_count())
      raise("MinnaarError", "seat " + std::to_string(seat) + " is not a seat of " + game_->name() +
                                " (seats 0 to " + std::to_string(game_->seat_count() - 1) + ")");
  }
  val agent_types() const { return array_of(tournament::agent_type_names(*game_)); }
  std::string agent_catalogue() const { return tournament::agent_catalogue(*game_); }

 private:
  std::shared_ptr<const game::Game> game_;
};

class StateHandle {
 public:
  StateHandle(std::shared_ptr<const game::Game> game, std::unique_ptr<game::State> state)
      : game_(std::move(game)), state_(std::move(state)) {}

  const game::State& state() const { return *state_; }

  GameHandle game() const { return GameHandle(game_); }
  StateHandle copy() const { return StateHandle(game_, state_->clone()); }
  val legal_moves() const { return array_of(state_->sorted_move_texts()); }
  std::string mfen() const { return state_->notation(); }
  std::string observation(int seat) const {
    GameHandle(game_).check_seat(seat);
    return state_->observation(seat);
  }
  val to_move() const { return state_->is_over() ? val::null() : val(state_->to_move()); }
  bool is_over() const { return state_->is_over(); }
  std::string result() const { return state_->result(); }
  std::string termination() const { return state_->termination(); }
  val returns() const { return array_of(state_->returns()); }
  val margins() const { return array_of(state_->margins()); }

  // Plays `move` on this state; a bad move is refused and changes nothing.
  void apply(const std::string& move) {
    auto action = state_->parse_move(move);
    if (!action)
      raise("MoveError", std::string(action.error().unknown ? "unknown" : "illegal") + " move '" +
                             move + "': " + action.error().reason);
    state_->apply(*action);
  }
  StateHandle play(const std::string& move) const {
    StateHandle next = copy();
    next.apply(move);
    return next;
  }

  std::uint64_t perft(int depth) const {
    check_depth(depth);
    return state_->perft(depth);
  }
  val divide(int depth) const {
    check_depth(depth);
    if (depth < 1) raise("MinnaarError", "divide needs a depth of at least 1");
    val counts = val::object();
    for (const auto& [move, nodes] : state_->divide(depth)) counts.set(move, val(nodes));
    return counts;
  }

  // What the move written `move` does here (legal or not): its piece, kind
  // and squares; null when it is no move of the notation.
  val describe_move(const std::string& move) const {
    const auto d = state_->describe_move(move);
    if (!d) return val::null();
    val out = val::object();
    out.set("piece", d->piece);
    out.set("kind", d->kind);
    out.set("line", d->line);
    out.set("distance", d->distance);
    out.set("direction", d->direction);
    out.set("from", d->from);
    out.set("to", d->to);
    return out;
  }

  val picture() const { return picture_object(state_->picture()); }

  // The position drawn as the project draws it (engine/svg.h), `marks`
  // (an array of [file, rank]) highlighted.
  std::string svg(val marks, bool counters, std::string id) const {
    game::BoardStyle style;
    style.counters = counters;
    style.id = std::move(id);
    if (!marks.isUndefined() && !marks.isNull()) {
      const int count = marks["length"].as<int>();
      for (int i = 0; i < count; ++i)
        style.marks.push_back({marks[i][0].as<int>(), marks[i][1].as<int>()});
    }
    return game::board_svg(state_->picture(), style);
  }

 private:
  static void check_depth(int depth) {
    if (depth < 0) raise("MinnaarError", "depth must be at least 0");
  }

  static val square_object(game::Square s) {
    val out = val::array();
    out.call<void>("push", s.file);
    out.call<void>("push", s.rank);
    return out;
  }

  static val picture_object(const game::Picture& p) {
    val out = val::object();
    val looks = val::array();
    for (const game::PieceLook& look : p.looks) {
      val l = val::object();
      l.set("letter", look.letter);
      l.set("fill", look.fill);
      l.set("ink", look.ink);
      l.set("name", look.name);
      looks.call<void>("push", l);
    }
    out.set("looks", looks);
    val pieces = val::array();
    for (const game::PlacedPiece& piece : p.pieces) {
      val placed = val::object();
      placed.set("square", square_object(piece.square));
      placed.set("look", piece.look);
      pieces.call<void>("push", placed);
    }
    out.set("pieces", pieces);
    const game::Box frame = p.frame();
    val box = val::object();
    box.set("minFile", frame.min_file);
    box.set("minRank", frame.min_rank);
    box.set("maxFile", frame.max_file);
    box.set("maxRank", frame.max_rank);
    out.set("frame", box);
    out.set("bounded", p.board.has_value());
    out.set("turnDegrees", p.turn_degrees);
    val counters = val::array();
    for (const auto& [label, value] : p.counters) {
      val pair = val::array();
      pair.call<void>("push", label);
      pair.call<void>("push", value);
      counters.call<void>("push", pair);
    }
    out.set("counters", counters);
    return out;
  }

  std::shared_ptr<const game::Game> game_;
  std::unique_ptr<game::State> state_;
};

class AgentHandle {
 public:
  AgentHandle(std::string spec, double seed) : agent_(std::move(spec), seed_of(seed)) {}

  std::string spec() const { return agent_.spec(); }
  double seed() const { return double(agent_.seed()); }

  void build_for(const GameHandle& game) {
    if (auto built = agent_.build_for(*game.game()); !built) raise("MinnaarError", built.error());
  }

  // The move chosen for the seat to move, and what the agent reported;
  // `budget` ({nodes: 5000}, or undefined) replaces the spec's for this
  // choice.
  val choose(const StateHandle& state, val budget) {
    tournament::ChoiceBudget items;
    if (!budget.isUndefined() && !budget.isNull()) {
      if (budget.typeOf().as<std::string>() != "object")
        raise("MinnaarError", "budget: expected an object such as {nodes: 5000}");
      const val names = val::global("Object").call<val>("keys", budget);
      for (int i = 0, n = names["length"].as<int>(); i < n; ++i) {
        const std::string name = names[i].as<std::string>();
        const val value = budget[name];
        if (value.typeOf().as<std::string>() != "number")
          raise("MinnaarError", "budget: '" + name + "' is not a number");
        items.emplace_back(name, value.as<double>());
      }
    }
    auto choice = agent_.choose(state.state(), items);
    if (!choice) raise("MinnaarError", choice.error());
    const tournament::MoveInfo& info = choice->info;
    val out = val::object();
    out.set("move", choice->move);
    out.set("seat", info.seat);
    out.set("score", info.score ? val(double(*info.score)) : val::null());
    out.set("depth", info.depth ? val(*info.depth) : val::null());
    out.set("seldepth", info.seldepth ? val(*info.seldepth) : val::null());
    out.set("nodes", double(info.nodes));
    out.set("visits", info.visits ? val(double(*info.visits)) : val::null());
    out.set("value", info.value ? val(*info.value) : val::null());
    out.set("pv", array_of(choice->pv()));
    out.set("timeUs", info.time_us ? val(double(*info.time_us)) : val::null());
    out.set("text", tournament::describe(info));
    return out;
  }

 private:
  tournament::EmbeddedAgent agent_;
};

// --- Functions -------------------------------------------------------------

val rules() {
  val names = val::array();
  for (const game::GameInfo* info : game::registered_games()) names.call<void>("push", info->name);
  return names;
}

std::string default_rules() { return game::default_game_name(); }

// The rule set `name` with the parameter values of `parameters` (an object
// of strings, booleans and numbers).
GameHandle load_game(const std::string& name, val parameters) {
  game::ParameterValues values;
  if (!parameters.isUndefined() && !parameters.isNull()) {
    const val keys = val::global("Object").call<val>("keys", parameters);
    const int count = keys["length"].as<int>();
    for (int i = 0; i < count; ++i) {
      const std::string key = keys[i].as<std::string>();
      const val value = parameters[key];
      const std::string type = value.typeOf().as<std::string>();
      if (type == "boolean")
        values[key] = value.as<bool>() ? "true" : "false";
      else if (type == "number" || type == "string")
        values[key] = val::global("String")(value).as<std::string>();
      else
        raise("MinnaarError",
              "parameter '" + key + "' must be a string, boolean or number, not " + type);
    }
  }
  auto loaded = game::load(name, values);
  if (!loaded) raise("MinnaarError", loaded.error());
  return GameHandle(*loaded);
}

// "name" or "name(key=value,...)", as --rules takes it.
GameHandle load_game_text(const std::string& text) {
  auto loaded = game::load_text(text);
  if (!loaded) raise("MinnaarError", loaded.error());
  return GameHandle(*loaded);
}

StateHandle start(const GameHandle& g, double seed) {
  return StateHandle(g.game(), g.game()->start(seed_of(seed)));
}

StateHandle parse(const GameHandle& g, const std::string& notation) {
  auto parsed = g.game()->parse(notation);
  if (!parsed) raise("NotationError", parsed.error().message());
  return StateHandle(g.game(), std::move(*parsed));
}

StateHandle sample(const GameHandle& g, const std::string& observation, int seat, double seed) {
  g.check_seat(seat);
  auto sampled = g.game()->sample(observation, seat, seed_of(seed));
  if (!sampled) raise("NotationError", sampled.error().message());
  return StateHandle(g.game(), std::move(*sampled));
}

// The command-line contract (docs/cli.md#the-command-line-contract): the
// position of a call's options, and what perft, moves and show print.
StateHandle call_state(const std::string& rules, bool no_anti_stall, val mfen, val deal,
                       const std::string& moves) {
  game::CallPosition call;
  call.rules = rules;
  call.no_anti_stall = no_anti_stall;
  if (!mfen.isUndefined() && !mfen.isNull()) call.mfen = mfen.as<std::string>();
  if (!deal.isUndefined() && !deal.isNull()) call.deal = deal.as<std::string>();
  call.moves = moves;
  auto state = game::call_state(call);
  if (!state) raise("MinnaarError", state.error());
  std::shared_ptr<const game::Game> owner = (*state)->game().shared_from_this();
  return StateHandle(owner, std::move(*state));
}

std::string perft_output(const StateHandle& s, int depth, bool divide) {
  if (depth < 0) raise("MinnaarError", "depth must be at least 0");
  return game::perft_output(s.state(), depth, divide);
}

std::string moves_output(const StateHandle& s) { return game::moves_output(s.state()); }

std::string show_output(const StateHandle& s, const std::string& observer) {
  if (observer.empty()) return game::show_output(s.state());
  auto seat = game::call_observer(s.state().game(), observer);
  if (!seat) raise("MinnaarError", seat.error());
  return game::show_output(s.state(), *seat);
}

std::string agent_spec_problem(const std::string& spec) {
  return tournament::agent_spec_problem(spec);
}

}  // namespace
}  // namespace minnaar::web

EMSCRIPTEN_BINDINGS(minnaar) {
  using namespace emscripten;
  using namespace minnaar::web;
  class_<GameHandle>("Game")
      .function("name", &GameHandle::name)
      .function("text", &GameHandle::text)
      .function("description", &GameHandle::description)
      .function("perfectInformation", &GameHandle::perfect_information)
      .function("parameters", &GameHandle::parameters)
      .function("seats", &GameHandle::seats)
      .function("teams", &GameHandle::teams)
      .function("teamOf", &GameHandle::team_of)
      .function("agentTypes", &GameHandle::agent_types)
      .function("agentCatalogue", &GameHandle::agent_catalogue);
  class_<StateHandle>("State")
      .function("game", &StateHandle::game)
      .function("copy", &StateHandle::copy)
      .function("legalMoves", &StateHandle::legal_moves)
      .function("mfen", &StateHandle::mfen)
      .function("observation", &StateHandle::observation)
      .function("toMove", &StateHandle::to_move)
      .function("isOver", &StateHandle::is_over)
      .function("result", &StateHandle::result)
      .function("termination", &StateHandle::termination)
      .function("returns", &StateHandle::returns)
      .function("margins", &StateHandle::margins)
      .function("apply", &StateHandle::apply)
      .function("play", &StateHandle::play)
      .function("perft", &StateHandle::perft)
      .function("divide", &StateHandle::divide)
      .function("describeMove", &StateHandle::describe_move)
      .function("picture", &StateHandle::picture)
      .function("svg", &StateHandle::svg);
  class_<AgentHandle>("Agent")
      .constructor<std::string, double>()
      .function("spec", &AgentHandle::spec)
      .function("seed", &AgentHandle::seed)
      .function("buildFor", &AgentHandle::build_for)
      .function("choose", &AgentHandle::choose);
  function("rules", &rules);
  function("defaultRules", &default_rules);
  function("loadGame", &load_game);
  function("loadGameText", &load_game_text);
  function("start", &start);
  function("parse", &parse);
  function("sample", &sample);
  function("callState", &call_state);
  function("perftOutput", &perft_output);
  function("movesOutput", &moves_output);
  function("showOutput", &show_output);
  function("agentSpecProblem", &agent_spec_problem);
}
