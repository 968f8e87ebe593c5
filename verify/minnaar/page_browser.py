#!/usr/bin/env python3
"""The page of the JavaScript module (docs/browser.md#the-page) playing the
current edition in a real browser: headless chromium driven through the
DevTools protocol with real mouse and key events (verify/browser_session.py).

- Online Solo: clicks move Sovereigns, the computer answers legally (each
  answer replayed by `minnaar show`), the keyboard moves as the mouse does.
- The count since the last capture, as the tally and as the marker, agrees
  with `minnaar show` at every turn of a game.
- End Battle gives THE STRUGGLE CONTINUES, NEW BATTLEFIELD the same start.
- Online Cooperative: the turns of player 1 (South) and player 2 (North)
  alternate with the computer's.
- Liberation and Divide and Conquer, from set-up positions opened by
  pasting their notation, end with the rules' own words.
- Clicks that make no legal move change nothing; undo takes back a move.
- While the computer thinks, the page keeps answering: its timer runs.

Screenshots of each state go to OUT_DIR for people.

usage: page_browser.py MINNAAR WASM_DIR OUT_DIR
"""
import functools
import http.server
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from browser_session import BrowserSession  # noqa: E402

MINNAAR, WASM_DIR, OUT_DIR = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(OUT_DIR, exist_ok=True)
failures = 0

LIBERATION = "pppppppp/8/8/R7/8/8/8/PPPPPPPP s 0 0 1"    # a1a5 takes the last piece
DIVIDE = "pppppppp/8/8/R7/8/8/8/P7 w 0 0 1"              # a5a1 takes South's last


def check(what, ok, detail=""):
    global failures
    print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else ": " + detail))
    if not ok:
        failures += 1


def show(start, moves):
    """`minnaar show` of a game: (notation, result), or None when it refuses the moves."""
    done = subprocess.run([MINNAAR, "show", "--mfen", start, "--moves", " ".join(moves)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return None
    notation, result = done.stdout.splitlines()
    return notation, result


def serve(folder):
    """A static file server of `folder` on 127.0.0.1 (a free port); its address."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


def square(name):
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


class Page:
    """The page's state as a player sees it, and a player's actions."""

    def __init__(self, browser):
        self.b = browser

    def state(self):
        return self.b.evaluate("""(() => {
          const text = (id) => document.getElementById(id).textContent;
          const record = document.getElementById('record').value.split('\\n');
          return {
            status: text('status'), count: text('count'),
            ending: document.getElementById('ending').hidden ? null : text('ending'),
            start: record[0], moves: record[1] ? record[1].split(' ') : [],
            now: [...document.querySelectorAll('#turn-order li.now')].map(li => li.firstChild.textContent),
            marker: [...document.querySelectorAll('#turn-order li')].filter(li => li.querySelector('.marker'))
                      .map(li => [li.firstChild.textContent, li.querySelector('.marker').textContent]),
            ticks: Number(text('ticks')),
            newBattlefield: !document.getElementById('new-battlefield').hidden,
          };
        })()""")

    def point(self, file, rank):
        """The viewport point at the centre of a square."""
        return self.b.evaluate(f"""(() => {{
          const svg = document.querySelector('#board svg');
          const board = svg.querySelector('g.board');
          const cell = Number(svg.dataset.cell);
          const x = ({file} - Number(svg.dataset.minFile) + 0.5) * cell;
          const y = (Number(svg.dataset.maxRank) - {rank} + 0.5) * cell;
          const p = new DOMPoint(x, y).matrixTransform(board.getScreenCTM());
          return [p.x, p.y];
        }})()""")

    def click_square(self, name):
        x, y = self.point(*square(name))
        self.b.click(x, y)

    def click_move(self, move):
        self.click_square(move[:2])
        self.click_square(move[2:])

    def click_button(self, element_id):
        x, y = self.b.evaluate(f"""(() => {{
          const r = document.getElementById('{element_id}').getBoundingClientRect();
          return [r.x + r.width / 2, r.y + r.height / 2];
        }})()""")
        self.b.click(x, y)

    def choose(self, select_id, value):
        """A setup choice: the select set and told, as a person's pick would."""
        self.b.evaluate(f"""(() => {{
          const s = document.getElementById('{select_id}');
          s.value = '{value}';
          s.dispatchEvent(new Event('change'));
        }})()""")

    def wait_for_human(self, timeout=60):
        """Until a human may move (or the game is over)."""
        return self.b.wait_for("""(() => {
          const status = document.getElementById('status').textContent;
          return !status.includes('thinking') && (status.includes('(') || status.includes('over'));
        })()""", timeout=timeout)

    def open_position(self, notation):
        self.b.evaluate("document.getElementById('paste').focus()")
        self.b.evaluate("document.getElementById('paste').value = ''")
        self.b.type_text(notation)
        self.click_button("open")


def legal_moves(start, moves):
    done = subprocess.run([MINNAAR, "moves", "--mfen", start, "--moves", " ".join(moves)],
                          capture_output=True, text=True, check=True)
    return done.stdout.split()


def main():
    address = serve(WASM_DIR)
    with BrowserSession(width=1100, height=900) as b:
        page = Page(b)
        b.open(f"{address}/page/")
        check("the page loads the module and draws the board",
              b.wait_for("document.body.dataset.ready === 'true'", timeout=60))
        b.screenshot(os.path.join(OUT_DIR, "page-start.png"))
        s = page.state()
        check("Online Solo starts with the Southern Sovereigns to move, the marker beside the "
              "Black Establishment", s["now"] == ["Southern Sovereigns"] and
              s["marker"] == [["Black Establishment", "marker 0"]], str(s))

        # Clicks that make no legal move change nothing.
        start = s["start"]
        for name in ("d3", "a5", "a8", "a1"):  # empty, White, North, then a Sovereign picked
            page.click_square(name)
        targets = b.evaluate("document.querySelectorAll('#board .target').length")
        check("a picked Sovereign shows its targets", targets == 6, str(targets))  # a2-a4, b2-d4
        b.screenshot(os.path.join(OUT_DIR, "page-selected.png"))
        page.click_square("a7")  # not a target of a1's Sovereign (5 squares): lets it go
        s = page.state()
        check("clicks that are no legal move change nothing", s["moves"] == [] and s["start"] == start,
              str(s["moves"]))
        page.click_square("a1")
        page.click_square("a4")
        check("a click on a Sovereign and one on its target plays the move",
              b.wait_for("document.getElementById('record').value.split('\\n')[1].startsWith('a1a4')"))

        # The computer answers legally, the page answers while it thinks.
        check("the computer answers and North's turn comes", page.wait_for_human())
        s = page.state()
        check("every move of the game so far is legal (minnaar show)",
              show(s["start"], s["moves"]) is not None and len(s["moves"]) == 2, str(s["moves"]))
        check("North is to move, as the turn order shows", s["now"] == ["Northern Sovereigns"],
              str(s["now"]))

        # The keyboard: Escape shows the cursor at the centre (d4); arrows take
        # it to a North Sovereign, Enter picks it, arrows to its target, Enter.
        s = page.state()
        move = next(m for m in legal_moves(s["start"], s["moves"]) if m != "pass")
        b.evaluate("document.getElementById('board').focus()")
        b.key("Escape", key_code=27)
        cursor = (3, 3)
        for target in (square(move[:2]), square(move[2:])):
            df, dr = target[0] - cursor[0], target[1] - cursor[1]
            for _ in range(abs(df)):
                b.key(*(("ArrowRight", None, 39) if df > 0 else ("ArrowLeft", None, 37)))
            for _ in range(abs(dr)):
                b.key(*(("ArrowUp", None, 38) if dr > 0 else ("ArrowDown", None, 40)))
            b.key("Enter", key_code=13)
            cursor = target
        check("the keyboard plays a move as the mouse does",
              b.wait_for(f"document.getElementById('record').value.split('\\n')[1].split(' ')[2] === '{move}'"),
              f"{move}: {page.state()['moves']}")
        page.wait_for_human()

        # Undo takes back North's move and the computer's answer after it.
        before = page.state()["moves"]
        page.click_button("undo")
        page.wait_for_human()
        after = page.state()["moves"]
        check("undo takes back the human's last move", after == before[:2], f"{before} -> {after}")

        # The count at every turn of a game played on, against minnaar show.
        agree = True
        for turn in range(10):
            page.wait_for_human()
            s = page.state()
            notation, result = show(s["start"], s["moves"])
            fields = notation.split(" ")
            tally = int(fields[2])
            factions = ["Southern Sovereigns", "White Establishment", "Northern Sovereigns",
                        "Black Establishment"]
            now = "swnb".index(fields[1])
            holder = factions[(now - 1 - tally) % 4]
            expected_marker = [[holder, f"marker {tally // 4}"]]
            if (f"Turns since the last capture: {tally} of 80" not in s["count"]
                    or s["marker"] != expected_marker or s["now"] != [factions[now]]):
                agree = False
                print(f"     turn {turn}: page {s['count']!r} {s['marker']} {s['now']}, "
                      f"show {notation}")
            if result != "ongoing" or s["ending"]:
                break
            moves = [m for m in legal_moves(s["start"], s["moves"]) if m != "pass"]
            page.click_move(moves[(7 * turn) % len(moves)])
            b.wait_for(f"document.getElementById('record').value.split('\\n')[1].split(' ').length > {len(s['moves'])}")
        check("the tally and the marker agree with minnaar show at every turn", agree)
        b.screenshot(os.path.join(OUT_DIR, "page-playing.png"))

        # The page answers while the computer thinks.
        page.choose("strength", "8")
        page.wait_for_human()
        s = page.state()
        moves = [m for m in legal_moves(s["start"], s["moves"]) if m != "pass"]
        page.click_move(moves[0])
        thinking = b.wait_for("document.getElementById('status').textContent.includes('thinking')",
                              timeout=5, every=0.01)
        first = page.state()["ticks"]
        b.screenshot(os.path.join(OUT_DIR, "page-thinking.png"))
        time.sleep(0.4)
        second = page.state()
        check("while the computer thinks, the page's timer keeps running",
              thinking and second["ticks"] > first, f"{first} -> {second['ticks']}")
        page.wait_for_human(timeout=120)
        page.choose("strength", "1")

        # End Battle, then NEW BATTLEFIELD.
        page.click_button("end-battle")
        s = page.state()
        check("End Battle ends the battle undecided in the rules' words",
              s["ending"] == "THE STRUGGLE CONTINUES." and s["newBattlefield"], str(s["ending"]))
        b.screenshot(os.path.join(OUT_DIR, "page-end-battle.png"))
        page.click_button("new-battlefield")
        s = page.state()
        check("NEW BATTLEFIELD starts again from the same arrangement",
              s["moves"] == [] and s["start"] == start and s["ending"] is None, str(s))

        # Online Cooperative: player 1 and player 2 take turns with the computer.
        page.choose("mode", "1")
        seen = []
        for _ in range(4):
            page.wait_for_human()
            s = page.state()
            seen.append(s["status"])
            moves = [m for m in legal_moves(s["start"], s["moves"]) if m != "pass"]
            page.click_move(moves[-1])
            b.wait_for(f"document.getElementById('record').value.split('\\n')[1].split(' ').length > {len(s['moves'])}")
        check("in Online Cooperative, South's player 1 and North's player 2 alternate",
              seen == ["Southern Sovereigns to move (player 1)",
                       "Northern Sovereigns to move (player 2)"] * 2, str(seen))
        b.screenshot(os.path.join(OUT_DIR, "page-cooperative.png"))
        page.choose("mode", "0")

        # Liberation and Divide and Conquer from set-up positions.
        page.open_position(LIBERATION)
        b.wait_for(f"document.getElementById('record').value.startsWith('{LIBERATION}')")
        page.click_move("a1a5")
        ok = b.wait_for("!document.getElementById('ending').hidden")
        s = page.state()
        check("taking the last Establishment piece: Liberation, in the rules' words",
              ok and s["ending"] == "THE SOVEREIGN ALLIANCE PREVAILS. Liberation Achieved!",
              str(s["ending"]))
        b.screenshot(os.path.join(OUT_DIR, "page-liberation.png"))

        page.open_position(DIVIDE)
        ok = b.wait_for("document.getElementById('record').value.split('\\n')[1] === 'a5a1'",
                        timeout=60)
        s = page.state()
        check("the computer takes South's last Sovereign: Divide and Conquer, in the rules' words",
              ok and s["ending"] == "THE ESTABLISHMENT PREVAILS. Divide and Conquer!"
              and show(s["start"], s["moves"]) == ("pppppppp/8/8/8/8/8/8/R7 n 0 0 1",
                                                   "establishment-wins"), str(s))
        b.screenshot(os.path.join(OUT_DIR, "page-divide-and-conquer.png"))

        # A pasted text that is neither a notation nor legal moves is refused, nothing lost.
        page.open_position("a1a9")
        message = b.evaluate("document.getElementById('message').textContent")
        check("a pasted move that is not legal is refused, saying why, the game kept",
              "a1a9" in message and page.state()["start"] == DIVIDE, message)

    print(f"screenshots in {OUT_DIR}")
    if failures:
        sys.exit(f"{failures} check(s) failed")


main()
