#!/usr/bin/env python3
"""The tournament report in a real browser: Debian's chromium, headless.

For a tournament of each rule set (one of them with agents named to break
the page), writes the HTML report, loads it in chromium with the viewer
driven by the address (#game=S&click=step-next,... or keys=ArrowLeft,...),
and checks the DOM as it stands after the page's script ran: every section,
the SVG plots, the names shown as text and nothing injected, the filters'
counts against the database, and the viewer's board after the steps equal,
piece for piece, to `minnaar svg` of the same position. Then pages of
5,000 and 1,000,000 games (the million from the 5,000 copied into every
slot): each stays small, loads, the viewer replays a game, and the time it
took is printed.
Screenshots of each page, and of its viewer, go to OUT_DIR for people.

usage: report_browser.py MINNAAR OUT_DIR
"""
import html.parser
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from urllib.parse import quote

MINNAAR, OUT_DIR = sys.argv[1], sys.argv[2]
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "chromium"
failures = 0


def check(what, ok, detail=""):
    global failures
    print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else ": " + detail))
    if not ok:
        failures += 1


# ----- A DOM from the browser's serialisation -----

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], ""

    def all(self):
        yield self
        for child in self.children:
            yield from child.all()

    def find(self, tag=None, class_=None, **attrs):
        """The nodes below (and including) this one with the tag, class and attributes."""
        found = []
        for n in self.all():
            if tag is not None and n.tag != tag:
                continue
            if class_ is not None and class_ not in (n.attrs.get("class") or "").split():
                continue
            if any(n.attrs.get(k.replace("_", "-")) != v for k, v in attrs.items()):
                continue
            found.append(n)
        return found

    def by_id(self, id):
        found = self.find(id=id)
        return found[0] if found else None

    def all_text(self):
        return self.text + "".join(child.all_text() for child in self.children)


class TreeBuilder(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.at = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_startendtag(self, tag, attrs):
        self.at.children.append(Node(tag, attrs, self.at))

    def handle_endtag(self, tag):
        node = self.at
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.at = node.parent

    def handle_data(self, data):
        self.at.text += data


def parse(markup):
    builder = TreeBuilder()
    builder.feed(markup)
    return builder.root


# ----- The programs -----

def run(*args, **kw):
    return subprocess.run([MINNAAR, *args], check=True, capture_output=True, text=True, **kw).stdout


profile = tempfile.mkdtemp(prefix="minnaar_chromium_")


def chromium(url, *options):
    command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", "--user-data-dir=" + profile, *options, url]
    return subprocess.run(command, check=True, capture_output=True, text=True, timeout=180).stdout


def dom(path, address=""):
    return parse(chromium("file://" + path + ("#" + address if address else ""), "--dump-dom"))


def screenshot(path, address, png, height):
    chromium("file://" + path + ("#" + address if address else ""), "--screenshot=" + png,
             "--window-size=1280,%d" % height)
    check("screenshot " + os.path.basename(png), os.path.getsize(png) > 10000)


def pieces(svg_node):
    """The pieces drawn: (look, file, rank) for each <use> of the pieces group, the
    squares worked out from where engine/svg.h places them."""
    cell = int(svg_node.attrs["data-cell"])
    min_file, max_rank = int(svg_node.attrs["data-min-file"]), int(svg_node.attrs["data-max-rank"])
    group = svg_node.find("g", class_="pieces")
    if not group:
        return set()
    return {(re.sub(r"^#[^-]*-", "", u.attrs.get("href", "")),
             min_file + int(u.attrs.get("x")) // cell, max_rank - int(u.attrs.get("y")) // cell)
            for u in group[0].find("use")}


def shown_game(db, slot):
    """The start and the moves of a stored game."""
    text = run("tournament", "show", "--db", db, "--game", str(slot))
    start = re.search(r"^start:\s+(.*)$", text, re.M).group(1)
    moves = re.search(r"^moves:\s+(.*)$", text, re.M)
    return start, (moves.group(1).split() if moves else [])


# ----- One tournament, one page -----

work = tempfile.mkdtemp(prefix="minnaar_report_browser_")
os.makedirs(OUT_DIR, exist_ok=True)

EVIL_IMG = '<img src=x onerror="document.body.dataset.pwned=1">'
EVIL_SCRIPT = "<script>alert(1)</script>"
AMPERSAND = 'a & "b"'


def yaml_text(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def tournament(name, rules, agents, games_per_pairing, extra=""):
    db = os.path.join(work, name + ".sqlite")
    lines = ["version: 1", "name: " + yaml_text(name), "rules: " + rules, "database: " + db,
             "seed: 5", "agents:"]
    for agent_name, spec in agents:
        lines.append("  - {name: %s, %s}" % (yaml_text(agent_name), spec))
    lines += ["games_per_pairing: %d" % games_per_pairing, "openings: {random_plies: 1}", extra]
    config = os.path.join(work, name + ".yaml")
    with open(config, "w") as f:
        f.write("\n".join(lines) + "\n")
    run("tournament", "run", config, "--quiet", "--threads", "2")
    page = os.path.join(work, name + ".html")
    subprocess.run([MINNAAR, "tournament", "report", "--db", db, "--format", "html", "--output",
                    page], check=True, capture_output=True)
    return db, page


SECTIONS = ["summary", "standings", "elo", "matrix", "seats", "lengths", "endings", "openings",
            "games", "config"]


def check_view(label, rules, viewed, address, ply, start, moves):
    """The viewer of a loaded page at `ply` plies of a game: its board, marks,
    counters and move list, against `minnaar svg` of the same position."""
    view_ply = viewed.by_id("view-ply")
    check("%s: %s shows ply %d" % (label, address, ply),
          view_ply is not None and view_ply.attrs.get("data-ply") == str(ply),
          view_ply.all_text() if view_ply is not None else "no #view-ply")
    expected_svg = run("svg", "--rules", rules, "--mfen", start, "--moves", " ".join(moves[:ply]))
    expected = parse(expected_svg).find("svg")[0]
    board = viewed.by_id("view-board").find("svg")[0]
    check("%s: the board after %d plies is minnaar svg's" % (label, ply),
          pieces(board) == pieces(expected),
          "viewer %d pieces, svg %d" % (len(pieces(board)), len(pieces(expected))))
    squares = board.find("rect", class_="squares")[0]
    width, height = int(squares.attrs["width"]), int(squares.attrs["height"])
    outside = [u.attrs for u in board.find("g", class_="pieces")[0].find("use")
               if not (0 <= int(u.attrs["x"]) < width and 0 <= int(u.attrs["y"]) < height)]
    check("%s: every piece on the drawn board after %d plies" % (label, ply), not outside,
          str(outside[:3]))
    marks = len(board.find("g", class_="marks")[0].find("rect"))
    want = len(expected.find("g", class_="marks")[0].find("rect"))
    check("%s: %d squares marked after %d plies" % (label, want, ply), marks == want, str(marks))
    shown = [n.all_text() for n in viewed.by_id("view-counters").children]
    counters = [t.all_text() for t in expected.find("g", class_="counters")[0].find("text")]
    check("%s: the counters after %d plies" % (label, ply),
          [shown[i] + ": " + shown[i + 1] for i in range(0, len(shown), 2)] == counters,
          "%s vs %s" % (shown, counters))
    current = viewed.by_id("view-moves").find("li", class_="current")
    check("%s: move %d marked in the list" % (label, ply),
          (ply == 0 and not current) or (current and current[0].attrs["data-ply"] == str(ply)))


def check_page(label, rules, db, page, names, sprt=False):
    connection = sqlite3.connect(db)
    stored = connection.execute(
        "SELECT slot, plies, result FROM game_records ORDER BY slot").fetchall()
    # A game of at least 3 plies for the viewer; one agent and result for the filters.
    slot, plies, _ = max(stored, key=lambda row: (row[1] >= 3, -row[0]))
    start, moves = shown_game(db, slot)
    check(label + ": game %d has its plies" % slot, len(moves) == plies, "%d moves" % len(moves))
    agent, result = names[0], stored[0][2]
    count = connection.execute(
        "SELECT COUNT(*) FROM game_records g WHERE result = ? AND EXISTS (SELECT 1 FROM "
        "game_seats s WHERE s.game_id = g.id AND s.agent = ?)", (result, agent)).fetchone()[0]

    # One load: the page filtered, the viewer at the game's start.
    address = "game=%d&ply=0&agent=%s&result=%s" % (slot, quote(agent), quote(result))
    root = dom(page, address)
    body = root.find("body")[0]
    check(label + ": the script ran", body.attrs.get("data-viewer") == "ready")
    for section in SECTIONS + (["sprt"] if sprt else []):
        check(label + ": section #" + section, root.by_id(section) is not None)
    for kind, least in [("plot-interval", 1), ("plot-heat", 1), ("plot-bar", 4),
                        ("plot-histogram", 1)] + ([("plot-line", 1)] if sprt else []):
        found = len(root.find("svg", class_=kind))
        check(label + ": %s plots >= %d" % (kind, least), found >= least, str(found))
    standings = root.by_id("standings").all_text()
    for name in names:
        check(label + ": agent " + name + " shown as text", name in standings)
    check(label + ": no element injected", not root.find("img") and len(root.find("script")) == 2
          and "data-pwned" not in body.attrs)
    text = root.by_id("filter-count").all_text()
    check("%s: filtered by %s and %s: %d games" % (label, agent, result, count),
          text.startswith("%d of %d games shown" % (count, len(stored))), text)
    rows = [r for r in root.by_id("game-list").find("tr") if r.parent.tag == "tbody"]
    check("%s: the filtered list" % label, len(rows) == min(count, 100), str(len(rows)))
    check_view(label, rules, root, address, 0, start, moves)

    # The viewer, stepped by its buttons and by keys.
    for address, ply in [("game=%d&click=step-first,step-next,step-next" % slot, 2),
                         ("game=%d&keys=End,ArrowLeft" % slot, plies - 1)]:
        check_view(label, rules, dom(page, address), address, ply, start, moves)

    # The move data: the report of the move that led to ply 2, a line of
    # scores for the players that reported them, the time per move.
    data = connection.execute(
        "SELECT move_data FROM game_records WHERE slot = ?", (slot,)).fetchone()[0]
    reports = [line.split("\t") for line in data.split("\n")] if data else []
    viewed = dom(page, "game=%d&ply=2" % slot)
    said = viewed.by_id("view-report").all_text()
    check(label + ": the report of ply 2 names its move", moves[1] in said, said)
    scored = any(len(r) > 1 and r[1] != "" for r in reports)
    lines = viewed.by_id("view-scores").find("polyline")
    check(label + ": a line of scores where players reported them", (len(lines) >= 1) == scored,
          "%d lines, scores stored: %s" % (len(lines), scored))
    check(label + ": section #time", root.by_id("time") is not None)

    name = os.path.join(OUT_DIR, "report-%s" % re.sub(r"[^a-z0-9]+", "-", label))
    screenshot(page, "", name + ".png", 5200)
    screenshot(page, "game=%d&ply=%d&focus=games" % (slot, min(plies, 6)), name + "-viewer.png",
               1000)


# Agents named to break the page, in the rule set played by default; an
# SPRT test; then a page of every other registered rule set (`minnaar rules`).
DEFAULT = subprocess.run([MINNAAR, "rules", "--default"], check=True, capture_output=True,
                         text=True).stdout.strip()
OTHERS = [line.split()[0] for line in subprocess.run(
    [MINNAAR, "rules"], check=True, capture_output=True, text=True).stdout.splitlines()
    if line.split() and line.split()[0] != DEFAULT]
db, page = tournament("names", DEFAULT, [(EVIL_IMG, "type: random"), (AMPERSAND, "type: greedy"),
                                         (EVIL_SCRIPT, "type: alphabeta, params: {depth: 1}")], 2)
check_page(DEFAULT, DEFAULT, db, page, [EVIL_IMG, AMPERSAND, EVIL_SCRIPT])
db, page = tournament("sprt", DEFAULT, [("greedy", "type: greedy"), ("random", "type: random")],
                      200, "stop: {sprt: {elo0: 0, elo1: 20}}")
check_page(DEFAULT + " sprt", DEFAULT, db, page, ["greedy", "random"], sprt=True)
for rules in OTHERS:
    db, page = tournament(rules, rules, [("random", "type: random"),
                                         ("other", "type: random, params: {capture_bias: 900}")], 4)
    check_page(rules, rules, db, page, ["random", "other"])

# A page of 5,000 games holds a bounded choice of them: it stays small,
# says how many games it holds, and the viewer steps through one of them.
db, page = tournament("five-thousand", DEFAULT, [("greedy", "type: greedy"),
                                                 ("random", "type: random")], 5000)
check("5,000 games: the page is below 3 MB", os.path.getsize(page) < 3e6,
      "%d bytes" % os.path.getsize(page))
page_text = open(page, encoding="utf-8").read()
held = re.search(r"The viewer holds (\d+) of the 5000 games", page_text)
check("5,000 games: the page says how many games it holds, at most 400",
      held is not None and int(held.group(1)) <= 400, held.group(0) if held else "no such note")
listed = [int(slot) for slot in re.findall(r'data-slot="(\d+)"', page_text)]
check("5,000 games: the first games held are listed", 0 < len(listed) <= 100, str(len(listed)))
chosen = listed[-1] if listed else 0
big = dom(page, "game=%d&keys=Home,ArrowRight" % chosen)
body = big.find("body")[0]
check("5,000 games: the script ran", body.attrs.get("data-viewer") == "ready")
check("5,000 games: the viewer stepped", big.by_id("view-ply").attrs.get("data-ply") == "1")
print("5,000 games: %d bytes, ready %s ms after it began to load (script %s ms)" % (
    os.path.getsize(page), body.attrs.get("data-viewer-ready-ms"),
    body.attrs.get("data-viewer-script-ms")))

# A page of 1,000,000 games. Playing them would take minutes, so the 5,000
# games' rows are copied into the other slots of a million-game schedule
# (the same games again, each copy in its own slot and opening): the
# report reads a million games, and its page must stay as small, hold a
# bounded choice and replay a game in the viewer.
MILLION = 1000000
million = os.path.join(work, "million.sqlite")
shutil.copyfile(db, million)
con = sqlite3.connect(million)
con.execute("PRAGMA journal_mode = OFF")
con.execute("PRAGMA synchronous = OFF")
(tid,) = con.execute("SELECT id FROM tournaments").fetchone()
columns = [row[1] for row in con.execute("PRAGMA table_info(game_records)")]
moved = {"id": "id + ?1", "slot": "slot + ?1", "opening": "opening + ?1 / 2"}
record_copy = "INSERT INTO game_records (%s) SELECT %s FROM game_records WHERE slot < 5000" % (
    ", ".join(columns), ", ".join(moved.get(c, c) for c in columns))
seat_columns = [row[1] for row in con.execute("PRAGMA table_info(game_seats)")]
seat_copy = ("INSERT INTO game_seats (%s) SELECT %s FROM game_seats WHERE game_id < ?2" % (
    ", ".join(seat_columns),
    ", ".join("game_id + ?1" if c == "game_id" else c for c in seat_columns)))
with con:
    for offset in range(5000, MILLION, 5000):
        con.execute(record_copy, (offset,))
        con.execute(seat_copy, (offset, tid * 2**32 + 5000))
    con.execute("UPDATE tournaments SET total_games = ?1, shard_games = ?1", (MILLION,))
stored = con.execute("SELECT count(*) FROM game_records").fetchone()[0]
con.close()
check("1,000,000 games: the database holds them", stored == MILLION, str(stored))
million_page = os.path.join(work, "million.html")
subprocess.run([MINNAAR, "tournament", "report", "--db", million, "--format", "html", "--output",
                million_page], check=True, capture_output=True)
check("1,000,000 games: the page is below 10 MB", os.path.getsize(million_page) < 10e6,
      "%d bytes" % os.path.getsize(million_page))
million_text = open(million_page, encoding="utf-8").read()
held = re.search(r"The viewer holds (\d+) of the %d games" % MILLION, million_text)
check("1,000,000 games: the page says how many games it holds, at most 400",
      held is not None and int(held.group(1)) <= 400, held.group(0) if held else "no such note")
listed = [int(slot) for slot in re.findall(r'data-slot="(\d+)"', million_text)]
check("1,000,000 games: games held are listed", 0 < len(listed) <= 100, str(len(listed)))
chosen = listed[-1] if listed else 0
big = dom(million_page, "game=%d&keys=Home,ArrowRight,ArrowRight" % chosen)
body = big.find("body")[0]
check("1,000,000 games: the script ran", body.attrs.get("data-viewer") == "ready")
check("1,000,000 games: the viewer replayed two plies of an embedded game",
      big.by_id("view-ply").attrs.get("data-ply") == "2")
print("1,000,000 games: %d bytes, ready %s ms after it began to load (script %s ms)" % (
    os.path.getsize(million_page), body.attrs.get("data-viewer-ready-ms"),
    body.attrs.get("data-viewer-script-ms")))
os.remove(million)

# The benchmark history's page: two recorded runs, a plot per benchmark,
# the best of each marked.
history = os.path.join(work, "bench.sqlite")
for commit in ["aaa1111", "bbb2222"]:
    run("bench", "--quick", "--workload", "playouts", "--record", history, "--commit", commit)
bench_page = os.path.join(work, "bench.html")
subprocess.run([MINNAAR, "bench", "--report", history, "--format", "html", "--output",
                bench_page], check=True, capture_output=True)
bench = dom(bench_page)
sections = bench.find("section", class_="benchmark")
check("bench history: a section per benchmark", len(sections) == 2, str(len(sections)))
for section in sections:
    plots = section.find("svg", class_="plot-line")
    check("bench history: %s has its plot, the best marked" % section.attrs.get("id"),
          len(plots) == 1 and len(plots[0].find(class_="marker")) == 1)
screenshot(bench_page, "", os.path.join(OUT_DIR, "bench-history.png"), 1600)

shutil.rmtree(work, ignore_errors=True)
shutil.rmtree(profile, ignore_errors=True)
print("%d failed" % failures)
sys.exit(1 if failures else 0)
