// The page that plays any rule set of the module against the computer
// (docs/browser.md#the-page). It knows no rule set: what one shows beyond
// the common board (its modes, the words of its endings, how it counts
// turns) comes from games/<name>.mjs where that file exists.
//
// The game is its start (a notation) and the moves since; the position is
// rebuilt from them where needed, so undo, copy and paste are exact. The
// computer thinks in a Web Worker (worker.mjs): the page never waits.
import * as minnaar from "../minnaar.mjs";

const $ = (id) => document.getElementById(id);
const kDefaultStrength = 5;

// --- What a rule set's own page module may add -----------------------------

// The presentation of a rule set without a module of its own: a mode per
// seat for one human, the result token and how it came about as the ending.
function genericPresentation(game) {
  const seats = game.seats;
  return {
    title: game.description.replace(/ \(docs\/.*\)$/, ""),
    subtitle: "",
    modes: seats.map((seat, s) => ({
      name: `You play ${display(seat)}`,
      humans: [{ name: "You", seats: [s] }],
    })),
    endLabel: "End game",
    newLabel: "New game",
    ending: (state) => `${state.result}${state.termination ? ": " + state.termination : ""}`,
    endedByPlayers: () => "Ended by the players: no result.",
    turnOrder: (state) =>
      seats.map((seat, s) => ({ name: display(seat), now: !state.isOver && state.toMove === s })),
    // What the rule set's picture lists beside the board ("to move" aside).
    count: (state) =>
      state
        .picture()
        .counters.filter(([label]) => label !== "to move")
        .map(([label, value]) => `${label}: ${value}`)
        .join(" · "),
  };
}

function display(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

async function presentationOf(game) {
  const generic = genericPresentation(game);
  try {
    const own = await import(`./games/${game.name}.mjs`);
    return { ...generic, ...own.default };
  } catch {
    return generic;
  }
}

// --- Squares ----------------------------------------------------------------

// A square's name as the rule set's notation writes it ("a1", "p16",
// "(-2,5)") as [file, rank]; null for "" (no square).
function squareOf(name) {
  if (!name) return null;
  const numbers = /^\((-?\d+),(-?\d+)\)$/.exec(name);
  if (numbers) return [Number(numbers[1]), Number(numbers[2])];
  const letters = /^([a-z]+)(\d+)$/.exec(name);
  if (!letters) return null;
  let file = 0;
  for (const c of letters[1]) file = file * 26 + (c.charCodeAt(0) - 96);
  return [file - 1, Number(letters[2]) - 1];
}

const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

// --- The game being played --------------------------------------------------

const page = {
  game: null, // minnaar.Game
  presentation: null,
  mode: null, // {name, humans: [{name, seats}]}
  start: "", // the notation the game started from
  moves: [], // moves played since, in the notation
  squares: [], // per move: [from, to] squares, for marking the last move
  state: null, // the position now
  ended: null, // the words shown once the game is over or ended
  selected: null, // [file, rank] of the piece the human picked
  cursor: null, // [file, rank] of the keyboard's cursor
  thinking: null, // the id of the computer's pending answer
  gameNumber: 0,
};

const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
let nextRequest = 1;
worker.onmessage = ({ data }) => {
  if (data.ready || data.id !== page.thinking) return; // a reply to a game undone or left
  page.thinking = null;
  if (data.error) {
    message(`The computer failed: ${data.error}`);
    render();
    return;
  }
  play(data.move);
};

function humanOf(seat) {
  return page.mode.humans.find((h) => h.seats.includes(seat)) ?? null;
}

function message(text) {
  $("message").textContent = text;
}

// A game from `start` (default: the rule set's) with `moves` played.
function newGame(start = null, moves = []) {
  page.gameNumber += 1;
  page.start = start ?? page.game.start().mfen;
  page.moves = [];
  page.squares = [];
  page.state?.dispose();
  page.state = page.game.parse(page.start);
  for (const move of moves) record(move);
  page.ended = null;
  page.selected = null;
  page.thinking = null;
  message("");
  advance();
}

// Plays a legal move of the seat to move, keeping it and its squares.
function record(move) {
  const d = page.state.describeMove(move);
  page.state.apply(move);
  page.moves.push(move);
  page.squares.push([squareOf(d?.from), squareOf(d?.to)]);
}

// Plays a legal move of the seat to move and goes on.
function play(move) {
  record(move);
  page.selected = null;
  advance();
}

// After a move: the ending, a forced pass played as the turn it is, or the
// computer asked.
function advance() {
  const state = page.state;
  if (state.isOver) {
    page.ended = page.presentation.ending(state);
  } else if (!page.ended) {
    const legal = state.legalMoves();
    const human = humanOf(state.toMove);
    if (human && legal.length === 1 && legal[0] === "pass") {
      render();
      setTimeout(() => play("pass"), 0);
      return;
    }
    if (!human) askComputer();
  }
  render();
}

function askComputer() {
  page.thinking = nextRequest++;
  worker.postMessage({
    id: page.thinking,
    rules: page.game.text,
    start: page.start,
    moves: page.moves,
    spec: `alphabeta:level=${$("strength").value}`,
    seed: page.gameNumber,
  });
}

// Back to before the last move of a human (the computer's answers after it
// undone too).
function undo() {
  let keep = page.moves.length;
  const replay = (count) => {
    const state = page.game.parse(page.start);
    for (const move of page.moves.slice(0, count)) state.apply(move);
    return state;
  };
  while (keep > 0) {
    const before = replay(keep - 1);
    const human = humanOf(before.toMove);
    const forced = before.legalMoves().length === 1 && before.legalMoves()[0] === "pass";
    before.dispose();
    keep -= 1;
    if (human && !forced) break;
  }
  page.moves = page.moves.slice(0, keep);
  page.squares = page.squares.slice(0, keep);
  page.state.dispose();
  page.state = replay(keep);
  page.ended = null;
  page.selected = null;
  page.thinking = null;
  message("");
  advance();
}

function endByPlayers() {
  if (page.state.isOver || page.ended) return;
  page.thinking = null;
  page.ended = page.presentation.endedByPlayers(page.state);
  render();
}

// --- Input ------------------------------------------------------------------

function humanMayMove() {
  const state = page.state;
  return !page.ended && !state.isOver && !page.thinking && humanOf(state.toMove);
}

// The legal moves from `square`, and those that reach `target` from it.
function movesFrom(square) {
  return page.state
    .legalMoves()
    .map((move) => ({ move, d: page.state.describeMove(move) }))
    .filter(({ d }) => same(squareOf(d?.from), square));
}

function choose(square) {
  if (!humanMayMove()) return;
  if (page.selected) {
    const reaching = movesFrom(page.selected).filter(({ d }) => same(squareOf(d.to), square));
    if (reaching.length === 1) return play(reaching[0].move);
    if (reaching.length > 1) {
      message("More than one move goes there: pick it from the legal moves.");
      showMoves(reaching.map(({ move }) => move));
      return;
    }
  }
  page.selected = movesFrom(square).length ? square : null;
  render();
}

function boardSquareAt(event) {
  const svg = $("board").querySelector("svg");
  const board = svg?.querySelector("g.board");
  if (!board) return null;
  const cell = Number(svg.dataset.cell);
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(
    board.getScreenCTM().inverse(),
  );
  const file = Number(svg.dataset.minFile) + Math.floor(point.x / cell);
  const rank = Number(svg.dataset.maxRank) - Math.floor(point.y / cell);
  const frame = page.state.picture().frame;
  if (file < frame.minFile || file > frame.maxFile || rank < frame.minRank || rank > frame.maxRank)
    return null;
  return [file, rank];
}

function onKey(event) {
  const frame = page.state.picture().frame;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[
    event.key
  ];
  if (!page.cursor)
    page.cursor = [
      Math.floor((frame.minFile + frame.maxFile) / 2),
      Math.floor((frame.minRank + frame.maxRank) / 2),
    ];
  if (step) {
    event.preventDefault();
    const [f, r] = page.cursor;
    page.cursor = [
      Math.min(frame.maxFile, Math.max(frame.minFile, f + step[0])),
      Math.min(frame.maxRank, Math.max(frame.minRank, r + step[1])),
    ];
    render();
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    choose(page.cursor);
  } else if (event.key === "Escape") {
    page.selected = null;
    render();
  }
}

// --- Drawing ----------------------------------------------------------------

const svgNS = "http://www.w3.org/2000/svg";

function overlay(board, cell, minFile, maxRank, square, className, shape) {
  const x = (square[0] - minFile) * cell;
  const y = (maxRank - square[1]) * cell;
  const element = document.createElementNS(svgNS, shape);
  if (shape === "circle") {
    element.setAttribute("cx", x + cell / 2);
    element.setAttribute("cy", y + cell / 2);
    element.setAttribute("r", cell / 6);
  } else {
    element.setAttribute("x", x + 2);
    element.setAttribute("y", y + 2);
    element.setAttribute("width", cell - 4);
    element.setAttribute("height", cell - 4);
  }
  element.setAttribute("class", className);
  board.appendChild(element);
}

function showMoves(moves) {
  const list = $("moves-list");
  list.replaceChildren(
    ...moves.map((move) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = move;
      button.onclick = () => humanMayMove() && play(move);
      return button;
    }),
  );
}

function render() {
  const state = page.state;
  const last = page.squares.at(-1);
  $("board").innerHTML = state.svg({ marks: last ? last.filter(Boolean) : [], counters: false });
  const svg = $("board").querySelector("svg");
  const board = svg.querySelector("g.board");
  const cell = Number(svg.dataset.cell);
  const minFile = Number(svg.dataset.minFile);
  const maxRank = Number(svg.dataset.maxRank);
  if (page.selected) {
    overlay(board, cell, minFile, maxRank, page.selected, "selected", "rect");
    for (const { d } of movesFrom(page.selected))
      overlay(board, cell, minFile, maxRank, squareOf(d.to), "target", "circle");
  }
  if (page.cursor) overlay(board, cell, minFile, maxRank, page.cursor, "cursor", "rect");

  const order = page.presentation.turnOrder(state);
  $("turn-order").replaceChildren(
    ...order.map(({ name, now, marker }) => {
      const item = document.createElement("li");
      item.textContent = name;
      if (now) item.className = "now";
      if (marker !== undefined) {
        const badge = document.createElement("span");
        badge.className = "marker";
        badge.textContent = `marker ${marker}`;
        item.appendChild(badge);
      }
      return item;
    }),
  );
  $("count").textContent = page.presentation.count(state);

  const ended = page.ended;
  $("ending").hidden = !ended;
  $("ending").textContent = ended ?? "";
  $("end-battle").hidden = Boolean(ended);
  $("new-battlefield").hidden = !ended;
  $("undo").disabled = !page.moves.length;

  // Who moves, as the turn order names it (a seat may play several factions).
  const mover = () => order.find((entry) => entry.now)?.name ?? display(page.game.seats[state.toMove]);
  let status;
  if (ended || state.isOver) status = "The game is over.";
  else if (page.thinking) status = `The computer (${mover()}) is thinking…`;
  else {
    const human = humanOf(state.toMove);
    status = `${mover()} to move${human ? ` (${human.name})` : ""}`;
  }
  $("status").textContent = status;
  showMoves(humanMayMove() ? state.legalMoves() : []);
  $("history").replaceChildren(
    ...page.moves.map((move) => {
      const item = document.createElement("li");
      item.textContent = move;
      return item;
    }),
  );
  $("record").value = `${page.start}\n${page.moves.join(" ")}`;
}

// --- Setup ------------------------------------------------------------------

async function loadRules(name) {
  page.game?.dispose();
  page.game = minnaar.game(name);
  page.presentation = await presentationOf(page.game);
  $("title").textContent = page.presentation.title;
  $("subtitle").textContent = page.presentation.subtitle;
  $("end-battle").textContent = page.presentation.endLabel;
  $("new-battlefield").textContent = page.presentation.newLabel;
  $("mode").replaceChildren(
    ...page.presentation.modes.map((mode, i) => new Option(mode.name, String(i))),
  );
  page.mode = page.presentation.modes[0];
  page.cursor = null;
  newGame();
}

// A pasted notation opens that position; else the text is a move list
// played from the start.
function openPasted() {
  const text = $("paste").value.trim();
  if (!text) return;
  try {
    const lines = text.split("\n").map((line) => line.trim());
    let start = page.game.start().mfen;
    let moves = text;
    try {
      page.game.parse(lines[0]).dispose();
      start = lines[0];
      moves = lines.slice(1).join(" ");
    } catch (e) {
      if (!(e instanceof minnaar.NotationError)) throw e;
    }
    // Checked whole first, so that a refusal leaves the game as it was.
    minnaar.contract.position({ rules: page.game.text, mfen: start, moves }).dispose();
    newGame(start, moves.split(/\s+/).filter(Boolean));
  } catch (e) {
    message(e.message);
  }
}

async function copyRecord() {
  const text = $("record").value;
  try {
    await navigator.clipboard.writeText(text);
    message("Copied.");
  } catch {
    $("record").select();
    message("Select and copy the notation above.");
  }
}

function init() {
  const rules = $("rules");
  rules.replaceChildren(...minnaar.rules().map((name) => new Option(name, name)));
  rules.value = new URLSearchParams(location.search).get("rules") ?? minnaar.defaultRules();
  const strength = $("strength");
  for (let level = 1; level <= 8; ++level) strength.appendChild(new Option(`Level ${level}`, String(level)));
  strength.value = String(kDefaultStrength);

  rules.onchange = () => loadRules(rules.value);
  $("mode").onchange = () => {
    page.mode = page.presentation.modes[Number($("mode").value)];
    newGame();
  };
  $("new-game").onclick = () => newGame();
  $("new-battlefield").onclick = () => newGame(page.start);
  $("end-battle").onclick = endByPlayers;
  $("undo").onclick = undo;
  $("copy").onclick = copyRecord;
  $("open").onclick = openPasted;
  $("board").addEventListener("click", (event) => {
    const square = boardSquareAt(event);
    if (square) {
      page.cursor = null;
      choose(square);
    }
  });
  $("board").addEventListener("keydown", onKey);
  const began = performance.now();
  setInterval(() => {
    $("ticks").textContent = ((performance.now() - began) / 1000).toFixed(1);
  }, 100);
  return loadRules(rules.value);
}

init().then(() => document.body.setAttribute("data-ready", "true"));
