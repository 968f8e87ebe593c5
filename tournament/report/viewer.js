// The report's game viewer: picks a stored game from the list (filtered by
// agent and result), then steps through its positions with the buttons,
// the arrow keys or a click on a move. It draws nothing itself: the board
// is one of the page's <template class="board-template"> elements (drawn
// by the toolkit, one per board frame), and a position is the pieces'
// <use> elements placed on it as the toolkit places them (see
// engine/svg.h), turned back upright on a turned board. Every text it writes goes in as text, never as markup.
//
// The address selects a game and steps for a link or a test:
//   report.html#game=12&ply=30           game 12 (its slot), after 30 plies
//   report.html#game=12&keys=ArrowRight  the same keys pressed in order
//   report.html#game=12&click=step-next  the same buttons clicked in order
(function () {
  "use strict";
  const began = performance.now();
  const SVG = "http://www.w3.org/2000/svg";
  const source = document.getElementById("viewer-data");
  if (!source) return;
  const data = JSON.parse(source.textContent);
  const bySlot = new Map();
  data.games.forEach((g, i) => bySlot.set(g.slot, i));
  const templates = new Map();
  document.querySelectorAll("template.board-template").forEach((t) => templates.set(t.dataset.frame, t));

  const listBody = document.querySelector("#game-list tbody");
  const pageText = document.getElementById("page-text");
  const boardBox = document.getElementById("view-board");
  const title = document.getElementById("view-title");
  const plyText = document.getElementById("view-ply");
  const counters = document.getElementById("view-counters");
  const result = document.getElementById("view-result");
  const moveList = document.getElementById("view-moves");
  const report = document.getElementById("view-report");
  const scores = document.getElementById("view-scores");

  // The chosen game, decoded: positions[p] maps "file,rank" to a look
  // after p plies; values[p] the counters; changed[p] the squares ply p
  // changed.
  let current = null;
  let ply = 0;

  function decode(g) {
    const positions = [];
    const values = [];
    const changed = [[]];
    let board = new Map();
    for (let i = 0; i + 2 < g.p.length; i += 3) board.set(g.p[i] + "," + g.p[i + 1], g.p[i + 2]);
    let counts = g.c.map((v) => data.values[v]);
    positions.push(board);
    values.push(counts);
    g.d.forEach((diff, n) => {
      board = new Map(board);
      const squares = [];
      for (let i = 0; i + 2 < diff.length; i += 3) {
        const key = diff[i] + "," + diff[i + 1];
        if (diff[i + 2] < 0) board.delete(key);
        else board.set(key, diff[i + 2]);
        squares.push([diff[i], diff[i + 1]]);
      }
      counts = counts.slice();
      const k = g.k[n] || [];
      for (let i = 0; i + 1 < k.length; i += 2) counts[k[i]] = data.values[k[i + 1]];
      positions.push(board);
      values.push(counts);
      changed.push(squares);
    });
    return { game: g, positions, values, changed };
  }

  // Puts the game's board frame in the viewer, if it is not there.
  function boardFor(frame) {
    const key = frame.join(",");
    let svg = boardBox.querySelector("svg.board-picture");
    if (svg && svg.dataset.frame === key) return svg;
    const template = templates.get(key);
    if (!template) return svg;
    boardBox.replaceChildren(template.content.cloneNode(true));
    svg = boardBox.querySelector("svg.board-picture");
    svg.dataset.frame = key;
    return svg;
  }

  function draw() {
    const g = current.game;
    const svg = boardFor(g.f);
    if (!svg) return;
    const cell = Number(svg.dataset.cell);
    const minFile = Number(svg.dataset.minFile);
    const maxRank = Number(svg.dataset.maxRank);
    const id = svg.dataset.id;
    // A turned board (data-turn) turns its whole board group, squares and
    // marks with it; each piece turns back about its own centre to stand
    // upright, as engine/svg.h draws it.
    const turn = Number(svg.dataset.turn || 0);
    const place = (el, file, rank) => {
      el.setAttribute("x", (file - minFile) * cell);
      el.setAttribute("y", (maxRank - rank) * cell);
      el.setAttribute("width", cell);
      el.setAttribute("height", cell);
    };
    const upright = (el, file, rank) => {
      if (!turn) return;
      const x = (file - minFile) * cell + cell / 2;
      const y = (maxRank - rank) * cell + cell / 2;
      el.setAttribute("transform", "rotate(" + -turn + "," + x + "," + y + ")");
    };
    const pieces = svg.querySelector("g.pieces");
    const marks = svg.querySelector("g.marks");
    const placed = [];
    current.positions[ply].forEach((look, key) => {
      const [file, rank] = key.split(",").map(Number);
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", "#" + id + "look-" + look);
      place(use, file, rank);
      upright(use, file, rank);
      const name = document.createElementNS(SVG, "title");
      name.textContent = data.looks[look] + " on " + squareName(file, rank);
      use.appendChild(name);
      placed.push(use);
    });
    pieces.replaceChildren(...placed);
    marks.replaceChildren(
      ...current.changed[ply].map(([file, rank]) => {
        const rect = document.createElementNS(SVG, "rect");
        place(rect, file, rank);
        rect.setAttribute("fill", "#f6e35a");
        rect.setAttribute("fill-opacity", "0.55");
        return rect;
      })
    );
    plyText.textContent = "ply " + ply + " of " + g.m.length;
    plyText.dataset.ply = ply;
    drawReport();
    counters.replaceChildren(
      ...data.counters.flatMap((label, i) => {
        const dt = document.createElement("dt");
        dt.textContent = label;
        const dd = document.createElement("dd");
        dd.textContent = current.values[ply][i];
        return [dt, dd];
      })
    );
    moveList.querySelectorAll("li").forEach((li) => li.classList.toggle("current", Number(li.dataset.ply) === ply));
    // The current move in sight within its list; the page itself never scrolls.
    const now = moveList.querySelector("li.current");
    if (now) {
      const top = now.offsetTop;
      const bottom = top + now.offsetHeight;
      if (top < moveList.scrollTop || bottom > moveList.scrollTop + moveList.clientHeight)
        moveList.scrollTop = Math.max(0, top - moveList.clientHeight / 2);
    }
  }

  // What the player of the move that led here reported (g.i: per ply
  // [seat, score, depth, nodes, time ms, pv, value]).
  function drawReport() {
    const g = current.game;
    const r = g.i && ply > 0 ? g.i[ply - 1] : null;
    if (!report) return;
    if (!r) {
      report.textContent = g.i ? "" : "no move data stored for this game";
      return;
    }
    const parts = [data.seats[r[0]] + " " + g.m[ply - 1]];
    if (r[1] !== null) parts.push("score " + r[1]);
    if (r[6] !== null) parts.push("value " + r[6].toFixed(3));
    if (r[2] !== null) parts.push("depth " + r[2]);
    if (r[3] !== null) parts.push("nodes " + r[3]);
    if (r[4] !== null) parts.push(r[4].toFixed(1) + " ms");
    if (r[5] !== null) parts.push("pv " + r[5]);
    report.textContent = parts.join(" \u00b7 ");
    const marker = scores && scores.querySelector("line.now");
    if (marker) {
      const x = Number(marker.dataset.x0) + Number(marker.dataset.step) * ply;
      marker.setAttribute("x1", x);
      marker.setAttribute("x2", x);
    }
  }

  // The game's scores, ply by ply, in the first team's view: one line for
  // what each team's players reported (the second team's negated), clipped
  // to +-limit; a click steps to that ply.
  function drawScores() {
    if (!scores) return;
    const g = current.game;
    scores.replaceChildren();
    if (!g.i || !g.i.some((r) => r[1] !== null)) return;
    const width = 420, height = 150, left = 44, top = 10, bottom = 24;
    const plot = height - top - bottom;
    const decided = 900000;
    let limit = 100;
    g.i.forEach((r) => {
      if (r[1] !== null && Math.abs(r[1]) < decided) limit = Math.max(limit, Math.abs(r[1]));
    });
    limit = Math.min(limit, 5000);
    const stepWidth = (width - left - 10) / Math.max(1, g.m.length);
    const y = (v) => top + plot / 2 - (Math.max(-limit, Math.min(limit, v)) / limit) * (plot / 2);
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    svg.setAttribute("width", width);
    svg.setAttribute("height", height);
    svg.setAttribute("class", "scores");
    const add = (tag, attrs, text) => {
      const el = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (text !== undefined) el.textContent = text;
      svg.appendChild(el);
      return el;
    };
    add("rect", { x: left, y: top, width: width - left - 10, height: plot, fill: "#f5f7fa" });
    add("line", { x1: left, x2: width - 10, y1: y(0), y2: y(0), stroke: "#999", "stroke-dasharray": "3 3" });
    add("text", { x: left - 4, y: top + 8, "text-anchor": "end", "font-size": 10 }, "+" + limit);
    add("text", { x: left - 4, y: top + plot, "text-anchor": "end", "font-size": 10 }, "-" + limit);
    add("text", { x: left, y: height - 6, "font-size": 10 },
        data.teams[0] + "'s view, by ply");
    const colours = ["#4e79a7", "#e15759", "#59a14f", "#f28e2b"];
    for (let team = 0; team < data.teams.length; ++team) {
      const points = [];
      g.i.forEach((r, n) => {
        if (r[1] === null || data.seat_teams[r[0]] !== team) return;
        const own = team === 0 ? r[1] : -r[1];
        points.push((left + stepWidth * (n + 1)).toFixed(1) + "," + y(own).toFixed(1));
      });
      if (!points.length) continue;
      add("polyline", { points: points.join(" "), fill: "none", stroke: colours[team % colours.length],
                        "stroke-width": 1.5, "data-team": data.teams[team] });
      add("text", { x: width - 10 - 150 * team, y: height - 6, "text-anchor": "end", "font-size": 10,
                    fill: colours[team % colours.length] }, "\u2014 " + data.teams[team] + "'s reports");
    }
    const now = add("line", { x1: left, x2: left, y1: top, y2: top + plot, stroke: "#333", class: "now" });
    now.dataset.x0 = left;
    now.dataset.step = stepWidth;
    svg.addEventListener("click", (event) => {
      const box = svg.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * width;
      step(Math.round((x - left) / stepWidth));
    });
    scores.appendChild(svg);
  }

  function squareName(file, rank) {
    if (data.numbers) return file + "," + rank;
    let label = "";
    for (let n = file + 1; n > 0; n = Math.floor((n - 1) / 26)) label = String.fromCharCode(97 + ((n - 1) % 26)) + label;
    return label + (rank + 1);
  }

  function choose(slot, atPly) {
    const index = bySlot.get(slot);
    if (index === undefined) return false;
    current = decode(data.games[index]);
    const g = current.game;
    const at = matching.indexOf(index);
    if (at >= 0) page = Math.floor(at / data.page);
    listGames();
    title.textContent = "Game " + slot + ": " + g.s.map((agent, seat) => data.seats[seat] + " " + agent).join(", ");
    result.textContent = g.res + " (" + g.t + ")" + (g.e ? "; the replay stopped: " + g.e : "");
    moveList.replaceChildren(
      ...g.m.map((text, i) => {
        const li = document.createElement("li");
        li.textContent = text;
        li.dataset.ply = i + 1;
        li.addEventListener("click", () => step(i + 1));
        return li;
      })
    );
    ply = atPly === undefined ? g.m.length : Math.max(0, Math.min(g.m.length, atPly));
    drawScores();
    draw();
    return true;
  }

  function step(to) {
    if (!current) return;
    ply = Math.max(0, Math.min(current.game.m.length, to));
    draw();
  }

  const buttons = {
    "step-first": () => step(0),
    "step-prev": () => step(ply - 1),
    "step-next": () => step(ply + 1),
    "step-last": () => step(current ? current.game.m.length : 0),
  };
  for (const [id, action] of Object.entries(buttons)) {
    const button = document.getElementById(id);
    if (button) button.addEventListener("click", action);
  }
  document.addEventListener("keydown", (event) => {
    if (event.target && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName)) return;
    const keys = { ArrowLeft: "step-prev", ArrowRight: "step-next", Home: "step-first", End: "step-last" };
    if (keys[event.key]) {
      buttons[keys[event.key]]();
      event.preventDefault();
    }
  });
  // The list: the games that pass the filters (indices into data.games),
  // one page of data.page rows at a time, built from the data.
  let matching = data.games.map((g, i) => i);
  let page = 0;
  function row(g) {
    const tr = document.createElement("tr");
    tr.dataset.slot = g.slot;
    tr.id = "game-" + g.slot;
    const cells = [g.slot, ...g.s, g.res, g.t, g.n];
    cells.forEach((text, i) => {
      const td = document.createElement("td");
      td.textContent = text;
      if (i === 0 || i === cells.length - 1) td.className = "num";
      tr.appendChild(td);
    });
    if (current && current.game === g) tr.classList.add("chosen");
    tr.addEventListener("click", () => choose(g.slot));
    return tr;
  }
  function listGames() {
    const pages = Math.max(1, Math.ceil(matching.length / data.page));
    page = Math.max(0, Math.min(page, pages - 1));
    const first = page * data.page;
    const part = matching.slice(first, first + data.page);
    listBody.replaceChildren(...part.map((i) => row(data.games[i])));
    pageText.textContent = matching.length
      ? "games " + (first + 1) + "\u2013" + (first + part.length) + " of " + matching.length
      : "no game";
  }
  const agentFilter = document.getElementById("filter-agent");
  const resultFilter = document.getElementById("filter-result");
  const shown = document.getElementById("filter-count");
  // A game passes when one of its seats is the chosen agent's and its
  // result is the chosen one.
  function filter() {
    const agent = agentFilter.value;
    const wanted = resultFilter.value;
    matching = [];
    data.games.forEach((g, i) => {
      if ((!agent || g.s.includes(agent)) && (!wanted || g.res === wanted)) matching.push(i);
    });
    page = 0;
    listGames();
    shown.textContent = matching.length + " of " + data.games.length + " games shown";
  }
  agentFilter.addEventListener("change", filter);
  resultFilter.addEventListener("change", filter);
  document.getElementById("page-prev").addEventListener("click", () => { --page; listGames(); });
  document.getElementById("page-next").addEventListener("click", () => { ++page; listGames(); });

  // The address (see the top).
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.has("agent")) agentFilter.value = params.get("agent");
  if (params.has("result")) resultFilter.value = params.get("result");
  filter();
  const first = params.has("game") ? Number(params.get("game")) : data.games.length ? data.games[0].slot : undefined;
  if (first !== undefined) choose(first, params.has("ply") ? Number(params.get("ply")) : undefined);
  for (const key of (params.get("keys") || "").split(",").filter(Boolean))
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  for (const id of (params.get("click") || "").split(",").filter(Boolean)) {
    const button = document.getElementById(id);
    if (button) button.click();
  }
  // focus=SECTION shows that section alone (a link to the viewer, a picture of it).
  if (params.has("focus")) {
    const section = document.getElementById(params.get("focus"));
    if (section && section.tagName === "SECTION") {
      section.classList.add("in-focus");
      document.body.classList.add("focused");
    }
  }
  // When the page was ready, in milliseconds since it began to load.
  document.body.dataset.viewerReadyMs = Math.round(performance.now());
  document.body.dataset.viewerScriptMs = Math.round(performance.now() - began);
  document.body.dataset.viewer = "ready";
})();
