"""Every rule vector of fixtures/ (fixtures/README.md) replayed through the
Python module: the position parsed, the moves played, the position and
result reached, or the refusal the vector expects (the notation's field,
the ply of the illegal move) raised as the module's exceptions."""

import pytest

import minnaar

from conftest import game_folders, read_manifest, read_rows


def rule_vectors():
    """(id, game, row) for every rule vector of every folder."""
    cases = []
    for folder in game_folders():
        manifest = read_manifest(folder)
        columns = manifest["rule_vectors.tsv"]
        parameter_columns = manifest.get("parameter_columns", [])
        for row in read_rows(folder / "rule_vectors.tsv"):
            fields = dict(zip(columns, row))
            rules = fields.get("rules", manifest["rule_sets"][0])
            parameters = {column: fields[column] == "on" for column in parameter_columns}
            cases.append(pytest.param(rules, parameters, fields,
                                      id=f"{folder.name}/{fields['name']}"))
    return cases


def replay(rules, parameters, fields):
    """What the module does with a vector, in the fixture's terms."""
    game = minnaar.game(rules, **parameters)
    try:
        state = game.parse(fields["mfen"])
    except minnaar.NotationError as e:
        return "error", "invalid-mfen:" + str(e).split(":")[0]
    moves = [] if fields["moves"] == "-" else fields["moves"].split()
    for ply, move in enumerate(moves, start=1):
        try:
            state.apply(move)
        except minnaar.MoveError:
            return "error", f"illegal-move:{ply}"
    return state.mfen, state.result


@pytest.mark.parametrize("rules,parameters,fields", rule_vectors())
def test_the_rule_vector_holds_through_python(rules, parameters, fields):
    assert replay(rules, parameters, fields) == (fields["expect_mfen"], fields["expect_result"])


def test_every_folder_has_rule_vectors_and_every_rule_set_is_among_them():
    names = {case.values[0] for case in rule_vectors()}
    assert names == set(minnaar.rules())
