"""Refusals raise minnaar's exceptions, with messages that name what is wrong."""

import pytest

import minnaar


def a_game():
    return minnaar.game(minnaar.default_rules())


def test_the_exceptions_are_one_family():
    assert issubclass(minnaar.Error, Exception)
    assert issubclass(minnaar.NotationError, minnaar.Error)
    assert issubclass(minnaar.MoveError, minnaar.Error)


def test_an_unknown_rule_set_raises_error_naming_it_and_the_valid_ones():
    with pytest.raises(minnaar.Error) as raised:
        minnaar.game("no-such-game")
    assert "no-such-game" in str(raised.value)
    for name in minnaar.rules():
        assert name in str(raised.value)


def test_an_unknown_parameter_raises_error_naming_it():
    with pytest.raises(minnaar.Error) as raised:
        minnaar.game(minnaar.default_rules(), no_such_parameter=True)
    assert "no_such_parameter" in str(raised.value)


def test_a_bad_parameter_value_raises_error_naming_the_parameter():
    for name in minnaar.rules():
        for parameter in minnaar.game(name).parameters:
            with pytest.raises(minnaar.Error) as raised:
                minnaar.game(name, **{parameter: "not-a-value"})
            assert parameter in str(raised.value)
            assert "not-a-value" in str(raised.value)


def test_a_parameter_of_another_type_raises_type_error():
    with pytest.raises(TypeError):
        minnaar.game(minnaar.default_rules(), some_parameter=1.5)


def test_parameters_given_as_bool_int_or_str_reach_the_registry_as_text():
    for name in minnaar.rules():
        game = minnaar.game(name)
        for parameter, value in game.parameters.items():
            if value in ("true", "false"):
                flipped = value == "false"
                assert minnaar.game(name, **{parameter: flipped}).parameters[parameter] == (
                    "true" if flipped else "false")
                assert minnaar.game(name, **{parameter: value}).parameters == game.parameters
            elif value.isdigit():
                assert minnaar.game(name, **{parameter: int(value)}).parameters == game.parameters


def test_a_bad_notation_raises_notation_error_with_its_message():
    with pytest.raises(minnaar.NotationError) as raised:
        a_game().parse("not a notation")
    assert str(raised.value)
    with pytest.raises(minnaar.Error):
        a_game().parse("")


def test_an_unknown_move_raises_move_error_naming_the_move():
    state = a_game().start()
    with pytest.raises(minnaar.MoveError) as raised:
        state.play("??")
    assert "unknown move '??'" in str(raised.value)


def test_an_illegal_move_raises_move_error_naming_the_move_and_leaves_the_state():
    for name in minnaar.rules():
        state = minnaar.game(name).start()
        before = state.mfen
        legal = set(state.legal_moves())
        # A legal move of the other side's next turn is a move of the notation
        # that is not legal now (or, rarely, is: then it is skipped).
        after = state.play(state.legal_moves()[0])
        illegal = [m for m in after.legal_moves() if m not in legal]
        if not illegal:
            continue
        with pytest.raises(minnaar.MoveError) as raised:
            state.apply(illegal[0])
        assert f"'{illegal[0]}'" in str(raised.value)
        assert state.mfen == before


def test_a_finished_game_refuses_every_move():
    state = a_game().start()
    while not state.is_over:
        state.apply(state.legal_moves()[0])
    assert state.legal_moves() == []
    with pytest.raises(minnaar.MoveError):
        state.play("pass")


def test_perft_refuses_a_negative_depth():
    with pytest.raises(ValueError):
        a_game().start().perft(-1)


def test_the_type_stubs_declare_every_public_name_of_the_module():
    import ast
    from pathlib import Path

    stubs = ast.parse((Path(__file__).resolve().parents[1] / "minnaar.pyi").read_text())
    declared = {}
    for node in stubs.body:
        if isinstance(node, ast.FunctionDef):
            declared[node.name] = [a.arg for a in node.args.args]
        elif isinstance(node, ast.ClassDef):
            declared[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
    public = {name for name in dir(minnaar) if not name.startswith("_")}
    assert public == set(declared)
    for cls in (minnaar.Game, minnaar.State):
        members = {name for name in vars(cls) if not name.startswith("__")}
        assert members == declared[cls.__name__] - {"__repr__", "__str__", "__copy__",
                                                     "__deepcopy__"}
