// The computer's thinking, off the page's thread so that the page keeps
// answering: asked {id, rules, start, moves, spec, seed}, it rebuilds the
// position (the game's notation at its start and the moves since) and
// answers {id, move, text}, or {id, error}.
import { contract, agent } from "../minnaar.mjs";

let current = null; // {key, agent}: one agent per game, so it keeps what it learnt

self.onmessage = ({ data }) => {
  const { id, rules, start, moves, spec, seed } = data;
  try {
    const key = `${rules}\n${start}\n${spec}\n${seed}`;
    if (!current || current.key !== key) {
      current?.agent.dispose();
      current = { key, agent: agent(spec, { seed }) };
    }
    const state = contract.position({ rules, mfen: start, moves: moves.join(" ") });
    const choice = current.agent.choose(state);
    state.dispose();
    self.postMessage({ id, move: choice.move, text: choice.text });
  } catch (e) {
    self.postMessage({ id, error: String(e.message ?? e) });
  }
};
self.postMessage({ ready: true });
