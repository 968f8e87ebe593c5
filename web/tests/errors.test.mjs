// Refusals of the JavaScript module: one family of errors, each naming
// what was wrong, a refused move changing nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { minnaar } from "./fixtures.mjs";

test("the errors are one family", () => {
  assert.ok(new minnaar.NotationError("x") instanceof minnaar.MinnaarError);
  assert.ok(new minnaar.MoveError("x") instanceof minnaar.MinnaarError);
  assert.ok(new minnaar.MinnaarError("x") instanceof Error);
});

test("an unknown rule set is refused naming it and the valid ones", () => {
  assert.throws(
    () => minnaar.game("nosuchgame"),
    (e) => e instanceof minnaar.MinnaarError && /nosuchgame/.test(e.message) && e.message.includes(minnaar.defaultRules()),
  );
});

// A rule set with an on/off parameter, and that parameter.
function switchable() {
  for (const rules of minnaar.rules()) {
    const parameters = minnaar.game(rules).parameters;
    const name = Object.keys(parameters).find((key) => parameters[key] === "true");
    if (name) return { rules, name };
  }
  throw new Error("no rule set has a parameter that is on by default");
}

test("a bad parameter value is refused naming the parameter", () => {
  const { rules, name } = switchable();
  assert.throws(() => minnaar.game(rules, { [name]: "maybe" }), new RegExp(name));
  assert.throws(() => minnaar.game(rules, { [name]: [] }), new RegExp(`${name}.*object`));
});

test("parameters given as boolean or text reach the rule set alike", () => {
  const { rules, name } = switchable();
  const a = minnaar.game(rules, { [name]: false });
  const b = minnaar.game(`${rules}(${name}=false)`);
  assert.equal(a.text, `${rules}(${name}=false)`);
  assert.equal(b.text, a.text);
  assert.equal(a.parameters[name], "false");
});

test("a bad notation throws NotationError with its message", () => {
  for (const rules of minnaar.rules()) {
    const game = minnaar.game(rules);
    const text = game.start().mfen + " extra";
    assert.throws(() => game.parse(text), (e) => e instanceof minnaar.NotationError && e.message.length > 0, rules);
  }
});

test("an illegal move throws MoveError naming it and leaves the state as it was", () => {
  const state = minnaar.game().start();
  const before = state.mfen;
  assert.throws(() => state.apply("a1a8"), (e) => e instanceof minnaar.MoveError && /^illegal move 'a1a8'/.test(e.message));
  assert.throws(() => state.apply("zz"), (e) => e instanceof minnaar.MoveError && /^unknown move 'zz'/.test(e.message));
  assert.equal(state.mfen, before);
});

test("play returns a new state and leaves this one", () => {
  const state = minnaar.game().start();
  const next = state.play(state.legalMoves()[0]);
  assert.notEqual(next.mfen, state.mfen);
  assert.equal(state.toMove, 0);
  assert.notEqual(next.toMove, 0);
});

test("perft refuses a negative depth and a seat out of range is refused", () => {
  const state = minnaar.game().start();
  assert.throws(() => state.perft(-1), /depth/);
  assert.throws(() => state.observation(9), /seat 9/);
  assert.throws(() => minnaar.game().start(-1), /seed/);
});

test("a disposed object says so instead of reading freed memory", () => {
  const state = minnaar.game().start();
  state.dispose();
  assert.throws(() => state.mfen, /disposed/);
});

test("the type declarations name every export of the module", () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const declarations = readFileSync(join(here, "..", "minnaar.d.ts"), "utf8");
  for (const name of Object.keys(minnaar))
    assert.match(declarations, new RegExp(`export (class|function|const) ${name}\\b`), name);
});
