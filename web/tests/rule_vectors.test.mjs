// Every rule vector of fixtures/ (fixtures/README.md) replayed through the
// JavaScript module: the position parsed, the moves played, the position
// and result reached, or the refusal the vector expects (the notation's
// field, the ply of the illegal move) thrown as the module's errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { basename } from "node:path";
import { minnaar, gameFolders, tableRows, rowGame } from "./fixtures.mjs";

function replay(rules, parameters, row) {
  const game = minnaar.game(rules, parameters);
  let state;
  try {
    state = game.parse(row.mfen);
  } catch (e) {
    assert.ok(e instanceof minnaar.NotationError, `${e}`);
    return ["error", "invalid-mfen:" + e.message.split(":")[0]];
  }
  const moves = row.moves === "-" ? [] : row.moves.split(" ");
  for (let ply = 1; ply <= moves.length; ++ply) {
    try {
      state.apply(moves[ply - 1]);
    } catch (e) {
      assert.ok(e instanceof minnaar.MoveError, `${e}`);
      return ["error", `illegal-move:${ply}`];
    }
  }
  return [state.mfen, state.result];
}

const cases = [];
for (const folder of gameFolders())
  for (const row of tableRows(folder, "rule_vectors.tsv")) {
    const { rules, parameters } = rowGame(folder, row);
    cases.push({ id: `${basename(folder)}/${row.name}`, rules, parameters, row });
  }

test("every rule set has rule vectors", () => {
  assert.deepEqual(new Set(cases.map((c) => c.rules)), new Set(minnaar.rules()));
});

for (const { id, rules, parameters, row } of cases)
  test(`the rule vector holds through JavaScript: ${id}`, () => {
    assert.deepEqual(replay(rules, parameters, row), [row.expect_mfen, row.expect_result]);
  });
