// Types of the JavaScript module `minnaar` (web/minnaar.mjs, docs/browser.md).

/** A refusal of the rules library: an unknown rule set, a bad parameter, a bad call. */
export class MinnaarError extends Error {}
/** Why a notation was refused: "<field>: <reason>", or the reason alone. */
export class NotationError extends MinnaarError {}
/** Why a move was refused: "unknown move '<text>': ..." or "illegal move '<text>': ...". */
export class MoveError extends MinnaarError {}

/** The registered rule sets' names, sorted. */
export function rules(): string[];
/** The rule set a program plays when none is named. */
export function defaultRules(): string;
/** A rule set with these parameter values (the rest default); "name(key=value,...)" is read too. */
export function game(name?: string, parameters?: Record<string, string | boolean | number>): Game;

export class Game {
  readonly name: string;
  readonly text: string;
  readonly description: string;
  readonly parameters: Record<string, string>;
  readonly seats: string[];
  readonly teams: string[];
  readonly perfectInformation: boolean;
  teamOf(seat: number): number;
  start(seed?: number): State;
  parse(notation: string): State;
  sample(observation: string, seat: number, seed?: number): State;
  agentTypes(): string[];
  agentCatalogue(): string;
  dispose(): void;
}

/** A square as (file, rank), both from 0, as the rule set's first team sees the board. */
export type Square = [number, number];

export interface MoveDescription {
  piece: string;
  kind: string;
  line: string;
  distance: number;
  direction: string;
  from: string;
  to: string;
}

export interface Picture {
  looks: { letter: string; fill: string; ink: string; name: string }[];
  pieces: { square: Square; look: number }[];
  frame: { minFile: number; minRank: number; maxFile: number; maxRank: number };
  bounded: boolean;
  turnDegrees: number;
  counters: [string, string][];
}

export class State {
  readonly game: Game;
  readonly mfen: string;
  readonly toMove: number | null;
  readonly isOver: boolean;
  readonly result: string;
  readonly termination: string;
  readonly returns: number[];
  readonly margins: number[];
  legalMoves(): string[];
  play(move: string): State;
  apply(move: string): State;
  observation(seat: number): string;
  perft(depth: number): bigint;
  divide(depth: number): Record<string, bigint>;
  describeMove(move: string): MoveDescription | null;
  picture(): Picture;
  svg(options?: { marks?: Square[]; counters?: boolean; id?: string }): string;
  copy(): State;
  dispose(): void;
}

/** A move an agent chose and what it reported; a field it did not report is null. */
export interface Choice {
  move: string;
  seat: number;
  score: number | null;
  depth: number | null;
  seldepth: number | null;
  nodes: number;
  visits: number | null;
  value: number | null;
  pv: string[];
  timeUs: number | null;
  text: string;
}

/** A choice's budget: the parameters that bound a search. */
export interface Budget {
  depth?: number;
  nodes?: number;
  time_ms?: number;
  iterations?: number;
  level?: number;
}

export function agent(spec: string, options?: { seed?: number; game?: Game }): Agent;

export class Agent {
  readonly spec: string;
  readonly seed: number;
  /** `budget` replaces the spec's budget for this choice. */
  choose(state: State, budget?: Budget): Choice;
  dispose(): void;
}

/** The command-line contract (docs/cli.md#the-command-line-contract) over the engine. */
export const contract: {
  position(options?: {
    rules?: string;
    noAntiStall?: boolean;
    mfen?: string | null;
    deal?: string | null;
    moves?: string;
  }): State;
  perft(state: State, depth: number, divide?: boolean): string;
  moves(state: State): string;
  show(state: State, observer?: string): string;
};
