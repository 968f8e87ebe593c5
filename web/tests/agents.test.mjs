// The agents through the JavaScript module: a legal move with its report,
// the same choices for the same spec and seed, refusals as errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { minnaar } from "./fixtures.mjs";

// A few plies of a game between copies of one agent: each choice's move and
// report.
function agentGame(rules, spec, seed, plies) {
  const agent = minnaar.agent(spec, { seed });
  const state = minnaar.game(rules).start();
  const played = [];
  for (let i = 0; i < plies && !state.isOver; ++i) {
    const choice = agent.choose(state);
    assert.ok(state.legalMoves().includes(choice.move), `${spec}: ${choice.move} is not legal`);
    played.push([choice.move, choice.score, choice.depth, choice.nodes, choice.pv.join(" ")]);
    state.apply(choice.move);
  }
  return played;
}

for (const rules of minnaar.rules())
  test(`the same spec and seed play the same moves with the same reports: ${rules}`, () => {
    for (const spec of ["alphabeta:depth=2", "mcts:iterations=100", "random"]) {
      const first = agentGame(rules, spec, 11, 8);
      assert.ok(first.length > 0, spec);
      assert.deepEqual(agentGame(rules, spec, 11, 8), first, spec);
    }
  });

test("a search reports its score, depth, nodes and line", () => {
  const state = minnaar.game().start();
  const choice = minnaar.agent("alphabeta:depth=3", { seed: 1 }).choose(state);
  assert.equal(choice.depth, 3);
  assert.equal(typeof choice.score, "number");
  assert.ok(choice.nodes > 0);
  assert.equal(choice.pv[0], choice.move);
  assert.equal(choice.seat, 0);
  assert.match(choice.text, /^score -?\d+ depth 3 /);
});

test("different seeds of a random agent play different games", () => {
  const rules = minnaar.defaultRules();
  const games = new Set([1, 2, 3, 4].map((seed) => JSON.stringify(agentGame(rules, "random", seed, 20))));
  assert.ok(games.size > 1);
});

test("a spec no rule set takes is refused naming the valid types", () => {
  assert.throws(() => minnaar.agent("nosuchagent"), (e) => e instanceof minnaar.MinnaarError && /alphabeta/.test(e.message));
  assert.throws(() => minnaar.agent("alphabeta:depth=x"), /depth/);
});

test("a finished game has no move to choose", () => {
  // A game of random moves, played to its end.
  const state = minnaar.game().start();
  const agent = minnaar.agent("random", { seed: 3 });
  for (let ply = 0; ply < 100000 && !state.isOver; ++ply) state.apply(agent.choose(state).move);
  assert.ok(state.isOver);
  assert.throws(() => agent.choose(state), /game is over/);
});

test("a choice's budget replaces the spec's budget for that choice alone", () => {
  const state = minnaar.game().start();
  const agent = minnaar.agent("alphabeta:depth=2", { seed: 1 });
  assert.equal(agent.choose(state, { depth: 3 }).depth, 3);
  assert.equal(agent.choose(state).depth, 2);
  const report = (c) => [c.move, c.score, c.depth, c.nodes, c.pv.join(" ")];
  assert.deepEqual(
    report(agent.choose(state, { nodes: 400 })),
    report(minnaar.agent("alphabeta:depth=64,nodes=400", { seed: 1 }).choose(state)),
  );
  assert.equal(minnaar.agent("mcts:iterations=200", { seed: 2 }).choose(state, { iterations: 30 }).visits, 30);
});

test("a budget the agent does not take is refused naming it", () => {
  const state = minnaar.game().start();
  const agent = minnaar.agent("alphabeta:depth=2");
  const refused = (budget, pattern) =>
    assert.throws(() => agent.choose(state, budget), (e) => e instanceof minnaar.MinnaarError && pattern.test(e.message));
  refused({ iterations: 100 }, /budget: unknown parameter 'iterations' for alphabeta/);
  refused({ mobility: 1 }, /budget: 'mobility' bounds no search/);
  refused({ nodes: "many" }, /budget: 'nodes' is not a number/);
  refused(5, /budget: expected an object/);
});
