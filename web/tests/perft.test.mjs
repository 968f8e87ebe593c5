// Perft through the JavaScript module agrees with every rule set's
// fixtures/<game>/perft_start.tsv (rows of fewer than 2,000,000 paths; the
// deeper ones are the native suites' and the benchmark's).
import { test } from "node:test";
import assert from "node:assert/strict";
import { basename } from "node:path";
import { minnaar, gameFolders, tableRows, rowGame } from "./fixtures.mjs";

const kMaxNodes = 2_000_000;

const rows = [];
for (const folder of gameFolders())
  for (const row of tableRows(folder, "perft_start.tsv")) {
    const { rules, parameters } = rowGame(folder, row);
    if (rules && Number(row.nodes) < kMaxNodes) rows.push({ folder, row, rules, parameters });
  }

test("every rule set has perft rows from its start", () => {
  assert.deepEqual(new Set(rows.map((r) => r.rules)), new Set(minnaar.rules()));
});

for (const { folder, row, rules, parameters } of rows) {
  const name = `${basename(folder)} ${rules} ${JSON.stringify(parameters)} deal ${row.deal ?? 0} depth ${row.depth}`;
  test(`perft from the start equals the fixture row: ${name}`, () => {
    const state = minnaar.game(rules, parameters).start(Number(row.deal ?? 0));
    assert.equal(state.mfen, row.mfen);
    assert.equal(state.perft(Number(row.depth)), BigInt(row.nodes));
  });
}

test("divide sums to perft and lists the legal moves in order", () => {
  const state = minnaar.game().start();
  const divided = state.divide(3);
  assert.deepEqual(Object.keys(divided), state.legalMoves());
  assert.equal(
    Object.values(divided).reduce((a, b) => a + b, 0n),
    state.perft(3),
  );
});
