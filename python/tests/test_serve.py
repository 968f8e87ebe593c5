"""minnaar.serve: players of the player protocol written in Python, in
process and seated by the program's referee."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import minnaar

from conftest import fixtures_dir

RULES = minnaar.rules()


def conversation(player, lines, **options):
    """What `player` answers to the referee's `lines`: the exit status, its
    answers and its log."""
    out, log = io.StringIO(), io.StringIO()
    status = minnaar.serve(player, input=io.StringIO("".join(l + "\n" for l in lines)),
                           output=out, log=log, **options)
    return status, out.getvalue().splitlines(), log.getvalue()


def opening(name, seat):
    return ["hello 1", f"newgame rules {name} seat {seat} seed 7", "isready",
            "position startpos", "go"]


def bestmoves(answers):
    return [line.split()[1] for line in answers if line.startswith("bestmove ")]


def test_a_function_answers_the_handshake_with_its_name_and_every_rule_set():
    status, answers, _ = conversation(lambda state: state.legal_moves()[0], ["hello 1", "quit"])
    assert status == 0
    assert answers[0] == "id name python <lambda>"
    assert answers[2] == "rules " + " ".join(RULES)
    assert answers[-1] == "hellook"


def test_name_and_rules_replace_what_the_handshake_says():
    name = minnaar.default_rules()
    _, answers, _ = conversation(lambda s: s.legal_moves()[0], ["hello 1"], name="mine",
                                 rules=[name])
    assert answers[0] == "id name mine"
    assert answers[2] == "rules " + name


@pytest.mark.parametrize("name", RULES)
def test_a_function_is_asked_for_the_move_of_each_go_with_the_position(name):
    seen = []

    def last_move(state):
        seen.append(state)
        return state.legal_moves()[-1]

    seat = minnaar.game(name).seats[0]
    status, answers, log = conversation(last_move, opening(name, seat) + ["quit"])
    assert status == 0, log
    start = minnaar.game(name).start(7)
    assert len(seen) == 1 and seen[0].game.name == name
    assert seen[0].observation(0) == start.observation(0)
    assert bestmoves(answers) == [seen[0].legal_moves()[-1]]
    assert "ready" in answers


@pytest.mark.parametrize("name", RULES)
def test_a_spec_is_served_as_minnaar_serve_serves_it(name):
    seat = minnaar.game(name).seats[0]
    lines = opening(name, seat) + ["quit"]
    status, answers, _ = conversation("alphabeta:depth=2", lines)
    assert status == 0
    assert answers[0] == "id name minnaar alphabeta:depth=2"
    assert any(line.startswith("info depth 2") for line in answers)
    agent = minnaar.agent("alphabeta:depth=2", seed=7)
    assert conversation(agent, lines)[1] == answers


def test_a_choice_may_be_returned_in_place_of_a_move():
    agent = minnaar.agent("random", seed=1)
    name = minnaar.default_rules()
    _, answers, _ = conversation(lambda s: agent.choose(s), opening(name, "south"))
    assert len(bestmoves(answers)) == 1


def test_a_function_that_returns_no_text_raises_type_error_naming_it():
    def broken(state):
        return 5

    with pytest.raises(TypeError, match="broken returned int, not a move's text"):
        conversation(broken, opening(minnaar.default_rules(), "south"))


def test_an_illegal_answer_raises_move_error():
    with pytest.raises(minnaar.MoveError, match="'zz'"):
        conversation(lambda s: "zz", opening(minnaar.default_rules(), "south"))


def test_an_exception_of_the_function_ends_the_loop_and_is_raised():
    def fails(state):
        raise KeyError("on purpose")

    with pytest.raises(KeyError, match="on purpose"):
        conversation(fails, opening(minnaar.default_rules(), "south"))


def test_bad_lines_are_logged_and_ignored():
    status, answers, log = conversation(lambda s: s.legal_moves()[0],
                                        ["nonsense words", "go", "isready"])
    assert status == 0
    assert answers == ["ready"]
    assert "ignored unknown message 'nonsense words'" in log
    assert "'go' without a valid position" in log


def test_a_spec_no_rule_set_takes_and_an_unknown_rule_set_are_refused():
    with pytest.raises(minnaar.Error, match="'nonsense' is not an agent of any rule set"):
        minnaar.serve("nonsense", input=io.StringIO(""))
    with pytest.raises(minnaar.Error, match="unknown rule set"):
        minnaar.serve("random", rules=["no-such-rules"], input=io.StringIO(""))
    with pytest.raises(TypeError, match="serve\\(\\) takes an agent spec"):
        minnaar.serve(5, input=io.StringIO(""))


def test_the_example_player_plays_a_match_through_the_referee(minnaar_binary, tmp_path):
    """fixtures/players/python_player.py, seated by `minnaar match` as a
    program, plays whole games without a forfeit."""
    player = fixtures_dir() / "players" / "python_player.py"
    module_dir = str(Path(minnaar.__file__).parent)
    env = dict(os.environ, PYTHONPATH=module_dir)
    done = subprocess.run(
        [minnaar_binary, "match", "--a", f"external:{sys.executable} {player}", "--b", "random",
         "--games", "2", "--seed", "3"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "A overall" in done.stdout and "2 games" in done.stdout
    assert "forfeit" not in done.stdout + done.stderr
