"""Playing through the Python module: copies, whole games, the program's view."""

import copy
import random
import re
import subprocess

import pytest

import minnaar

RULES = minnaar.rules()
# Far beyond any game of the registered rule sets; a game still going
# there fails the test.
MAX_PLIES = 20_000


def random_game(name, seed):
    """A game of `name` from its start, each move drawn from `seed`: the
    final state and the moves played."""
    rng = random.Random(seed)
    state = minnaar.game(name).start()
    moves = []
    while not state.is_over and len(moves) < MAX_PLIES:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(move)
    return state, moves


def test_rules_lists_the_registered_rule_sets_sorted_with_the_default_among_them():
    assert RULES == sorted(RULES)
    assert minnaar.default_rules() in RULES


@pytest.mark.parametrize("name", RULES)
def test_a_game_knows_its_name_and_parameters(name):
    game = minnaar.game(name)
    assert game.name == name
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in game.parameters.items())
    assert name in repr(game)


@pytest.mark.parametrize("name", RULES)
def test_play_returns_a_new_state_and_leaves_the_old_one(name):
    state = minnaar.game(name).start()
    before, before_moves = state.mfen, state.legal_moves()
    move = before_moves[0]
    after = state.play(move)
    assert after is not state
    assert state.mfen == before
    assert state.legal_moves() == before_moves
    assert after.mfen != before
    assert after.game.name == name


@pytest.mark.parametrize("name", RULES)
def test_apply_changes_the_state_as_play_does(name):
    state = minnaar.game(name).start()
    move = state.legal_moves()[0]
    played = state.play(move)
    assert state.apply(move) is None
    assert state.mfen == played.mfen


@pytest.mark.parametrize("name", RULES)
def test_copies_are_independent(name):
    state = minnaar.game(name).start()
    for duplicate in (state.copy(), copy.copy(state), copy.deepcopy(state)):
        duplicate.apply(duplicate.legal_moves()[0])
        assert duplicate.mfen != state.mfen
    assert state.mfen == minnaar.game(name).start().mfen


@pytest.mark.parametrize("name", RULES)
def test_the_notation_parses_back_to_the_same_state(name):
    state, _ = random_game(name, 7)
    parsed = state.game.parse(state.mfen)
    assert parsed.mfen == state.mfen
    assert str(parsed) == state.mfen
    assert state.mfen in repr(parsed)


@pytest.mark.parametrize("name", RULES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_ends_with_is_over_and_a_result_token(name, seed):
    state, moves = random_game(name, seed)
    assert state.is_over, f"still going after {len(moves)} plies"
    assert state.to_move is None
    assert state.legal_moves() == []
    assert state.result != "ongoing"
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", state.result)
    seats = len(state.returns)
    assert seats >= 2
    assert all(0.0 <= r <= 1.0 for r in state.returns)
    assert len(state.margins) == seats
    assert all(0.0 <= m <= 1.0 for m in state.margins)


@pytest.mark.parametrize("name", RULES)
def test_an_ongoing_game_names_the_seat_to_move(name):
    state = minnaar.game(name).start()
    assert state.is_over is False
    assert state.result == "ongoing"
    assert isinstance(state.to_move, int) and state.to_move >= 0


@pytest.mark.parametrize("name", RULES)
def test_the_picture_is_svg(name):
    svg = minnaar.game(name).start()._repr_svg_()
    assert svg.startswith("<svg")
    assert svg.rstrip().endswith("</svg>")


@pytest.mark.parametrize("name", RULES)
def test_the_mfen_of_a_random_game_s_end_equals_what_the_program_shows(name, minnaar_binary):
    state, moves = random_game(name, 3)
    shown = subprocess.run([minnaar_binary, "show", "--rules", name, "--moves", " ".join(moves)],
                           capture_output=True, text=True, check=True)
    assert shown.stdout.splitlines()[0] == state.mfen
