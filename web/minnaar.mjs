// The JavaScript module `minnaar` (docs/browser.md): the project's rules
// engines and agents, compiled to WebAssembly, behind the surface of the
// Python module. Every registered rule set is reachable by its name.
//
//   import * as minnaar from "./minnaar.mjs";
//   const state = minnaar.game(minnaar.defaultRules()).start();
//   state.legalMoves();
//   state.play(state.legalMoves()[0]).mfen;
//   minnaar.agent("alphabeta:depth=3", { seed: 1 }).choose(state).move;
//
// Objects of the WebAssembly heap (a Game, a State, an Agent) are freed when
// their JavaScript object is collected; dispose() frees one at once.
import createMinnaarWasm from "./minnaar-wasm.js";

/** A refusal of the rules library: an unknown rule set, a bad parameter, a bad call. */
export class MinnaarError extends Error {
  constructor(message) {
    super(message);
    this.name = "MinnaarError";
  }
}
/** Why a notation was refused: "<field>: <reason>", or the reason alone. */
export class NotationError extends MinnaarError {
  constructor(message) {
    super(message);
    this.name = "NotationError";
  }
}
/** Why a move was refused: "unknown move '<text>': ..." or "illegal move '<text>': ...". */
export class MoveError extends MinnaarError {
  constructor(message) {
    super(message);
    this.name = "MoveError";
  }
}

// Node reads the WebAssembly from disk; a browser (or a worker) fetches it
// from beside this file.
const inNode = typeof process === "object" && typeof process.versions?.node === "string";
const wasmBinary = inNode
  ? (await import("node:fs")).readFileSync(new URL("./minnaar-wasm.wasm", import.meta.url))
  : undefined;
const wasm = await createMinnaarWasm({
  MinnaarError,
  NotationError,
  MoveError,
  ...(wasmBinary ? { wasmBinary } : {}),
});

const handleOf = Symbol("handle");
const heap = new FinalizationRegistry((handle) => {
  if (!handle.isDeleted()) handle.delete();
});

// Ties a WebAssembly handle's life to its JavaScript wrapper.
function wrap(wrapper, handle) {
  wrapper[handleOf] = handle;
  heap.register(wrapper, handle, wrapper);
  return wrapper;
}

function dispose(wrapper) {
  const handle = wrapper[handleOf];
  if (handle && !handle.isDeleted()) {
    heap.unregister(wrapper);
    handle.delete();
  }
}

function live(wrapper) {
  const handle = wrapper[handleOf];
  if (!handle || handle.isDeleted()) throw new MinnaarError("this object was disposed of");
  return handle;
}

/** The registered rule sets' names, sorted. */
export function rules() {
  return wasm.rules();
}

/** The rule set a program plays when none is named. */
export function defaultRules() {
  return wasm.defaultRules();
}

/**
 * The rule set called `name` with these parameter values (the rest default),
 * e.g. game(name, { anti_stall: false }). A name with its
 * parameters, "name(key=value,...)" as `minnaar --rules` takes it, is read too.
 */
export function game(name = defaultRules(), parameters = {}) {
  if (typeof name !== "string") throw new MinnaarError("a rule set's name is a string");
  const handle =
    name.includes("(") && Object.keys(parameters).length === 0
      ? wasm.loadGameText(name)
      : wasm.loadGame(name, parameters);
  return wrap(new Game(), handle);
}

/** A rule set with its parameter values in effect; it makes States. */
export class Game {
  /** The registry's name, e.g. "minnaar". */
  get name() {
    return live(this).name();
  }
  /** The name with its non-default parameters, "name(key=value,...)", as --rules takes it. */
  get text() {
    return live(this).text();
  }
  /** One line on what the rule set is. */
  get description() {
    return live(this).description();
  }
  /** The value of every parameter (defaults filled in), as text. */
  get parameters() {
    return live(this).parameters();
  }
  /** The seats' names by seat number, in the order they move. */
  get seats() {
    return live(this).seats();
  }
  /** The teams' names by team number. */
  get teams() {
    return live(this).teams();
  }
  /** Whether every seat sees the whole state. */
  get perfectInformation() {
    return live(this).perfectInformation();
  }
  /** The team number of `seat`. */
  teamOf(seat) {
    return live(this).teamOf(seat);
  }
  /** The state a game starts from; `seed` decides the chance at setup, if any. */
  start(seed = 0) {
    return wrap(new State(), wasm.start(live(this), seed));
  }
  /** A state from its notation (State.mfen); a refusal throws NotationError naming the field. */
  parse(notation) {
    return wrap(new State(), wasm.parse(live(this), String(notation)));
  }
  /** A state consistent with what `seat` sees (State.observation(seat)), the hidden parts drawn from `seed`. */
  sample(observation, seat, seed = 0) {
    return wrap(new State(), wasm.sample(live(this), String(observation), seat, seed));
  }
  /** The agent types this rule set has. */
  agentTypes() {
    return live(this).agentTypes();
  }
  /** Every agent type with its parameters, their defaults and ranges, as text (`minnaar agents`). */
  agentCatalogue() {
    return live(this).agentCatalogue();
  }
  /** Frees its WebAssembly memory now (else when it is collected). */
  dispose() {
    dispose(this);
  }
  toString() {
    return this.text;
  }
}

/** Where one game stands. play() and copy() make new states; apply() changes this one. */
export class State {
  /** The Game this state is of. */
  get game() {
    return wrap(new Game(), live(this).game());
  }
  /** The legal moves of the seat to move, as texts in byte order; none when the game is over. */
  legalMoves() {
    return live(this).legalMoves();
  }
  /** A new state: this one after the legal move `move`; a bad move throws MoveError. */
  play(move) {
    return wrap(new State(), live(this).play(String(move)));
  }
  /** Plays `move` on this state; a bad move throws MoveError and changes nothing. */
  apply(move) {
    live(this).apply(String(move));
    return this;
  }
  /** The state's notation, which Game.parse reads back. */
  get mfen() {
    return live(this).mfen();
  }
  /** What `seat` sees of this state, as text (the whole notation in a game of perfect information). */
  observation(seat) {
    return live(this).observation(seat);
  }
  /** The seat to move, or null when the game is over. */
  get toMove() {
    return live(this).toMove();
  }
  get isOver() {
    return live(this).isOver();
  }
  /** The result token ("ongoing" while the game goes on). */
  get result() {
    return live(this).result();
  }
  /** How the game ended, in words ("" while it goes on). */
  get termination() {
    return live(this).termination();
  }
  /** A finished game's return in [0, 1] for every seat. */
  get returns() {
    return live(this).returns();
  }
  /** A finished game's margin in [0, 1] for every seat. */
  get margins() {
    return live(this).margins();
  }
  /** Perft: the number of move paths of length `depth`, as a BigInt. */
  perft(depth) {
    return live(this).perft(depth);
  }
  /** perft(depth - 1) after each legal move: an object from move text to BigInt. */
  divide(depth) {
    return live(this).divide(depth);
  }
  /** What the move written `move` does here: {piece, kind, line, distance, direction, from, to}, or null. */
  describeMove(move) {
    return live(this).describeMove(String(move));
  }
  /** What the position looks like: {looks, pieces, frame, bounded, turnDegrees, counters}. */
  picture() {
    return live(this).picture();
  }
  /** The position as the project draws it, in SVG; `marks` are [file, rank] squares to highlight. */
  svg({ marks = [], counters = true, id = "b-" } = {}) {
    return live(this).svg(marks, counters, id);
  }
  /** An independent copy. */
  copy() {
    return wrap(new State(), live(this).copy());
  }
  dispose() {
    dispose(this);
  }
  toString() {
    return this.mfen;
  }
}

/**
 * The agent `spec` names, "type:key=value,..." (docs/players.md), e.g.
 * "alphabeta:level=5" or "mcts:iterations=2000". `seed` decides its every
 * random draw: the same spec and seed choose the same moves. Given a Game it
 * is built for it at once, else for the game of each state it is asked about.
 * Its budget (nodes, depth, level, iterations, time_ms) is part of the spec;
 * a choice may be given its own (Agent.choose).
 */
export function agent(spec, { seed = 0, game } = {}) {
  const made = wrap(new Agent(), new wasm.Agent(String(spec), seed));
  if (game) {
    live(made).buildFor(live(game));
  } else {
    const problem = wasm.agentSpecProblem(String(spec));
    if (problem) {
      dispose(made);
      throw new MinnaarError(problem);
    }
  }
  return made;
}

/** A built-in agent. It keeps what it learnt between choices of one game. */
export class Agent {
  get spec() {
    return live(this).spec();
  }
  get seed() {
    return live(this).seed();
  }
  /**
   * The move chosen for the seat to move of `state`, and the agent's report:
   * {move, seat, score, depth, seldepth, nodes, visits, value, pv, timeUs, text}.
   * `budget` ({nodes: 5000}, {depth: 3}, {time_ms: 200}, {iterations: 500}
   * or {level: 4}) replaces the spec's budget for this choice; one the agent
   * type does not take throws. A forced move (a pass) is returned without
   * asking; a finished game throws.
   */
  choose(state, budget = undefined) {
    return live(this).choose(live(state), budget);
  }
  dispose() {
    dispose(this);
  }
}

/**
 * The command-line contract (docs/cli.md#the-command-line-contract) over the
 * engine: the position of a call's options and what perft, moves and show
 * print. build/wasm/minnaar-cli.js is made of these.
 */
export const contract = {
  /** The position of --rules, --no-anti-stall, --mfen or --deal, and --moves. */
  position({ rules = defaultRules(), noAntiStall = false, mfen = null, deal = null, moves = "" } = {}) {
    return wrap(new State(), wasm.callState(rules, noAntiStall, mfen, deal, moves));
  },
  perft(state, depth, divide = false) {
    return wasm.perftOutput(live(state), depth, divide);
  },
  moves(state) {
    return wasm.movesOutput(live(state));
  },
  show(state, observer = "") {
    return wasm.showOutput(live(state), observer);
  },
};
