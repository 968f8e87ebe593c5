"""Perft through the Python module agrees with the fixtures."""

import pytest

import minnaar
from conftest import game_folders, read_manifest, read_rows

# Deeper rows are left to the C++ suites, to keep this one fast.
MAX_NODES = 2_000_000


def start_rows():
    """(rule set, parameters, seed, mfen, depth, nodes) of every row of every
    perft_start.tsv that this module can map to a registered rule set."""
    rows = []
    for folder in game_folders():
        manifest = read_manifest(folder)
        columns = manifest.get("perft_start.tsv", [])
        path = folder / "perft_start.tsv"
        if not columns or not path.is_file():
            continue
        flags = manifest.get("parameter_columns", [])
        for fields in read_rows(path):
            row = dict(zip(columns, fields))
            if "rules" in row:
                rules = row.pop("rules")
            elif len(manifest.get("rule_sets", [])) == 1:
                rules = manifest["rule_sets"][0]
            else:
                continue
            parameters = {name: row.pop(name) == "on" for name in flags if name in row}
            seed = int(row.pop("deal", "0"))
            if set(row) != {"mfen", "depth", "nodes"}:
                continue  # a column this test does not know how to apply
            rows.append((rules, parameters, seed, row["mfen"], int(row["depth"]),
                         int(row["nodes"])))
    return rows


ROWS = start_rows()
FAST_ROWS = [r for r in ROWS if r[5] < MAX_NODES]


def row_id(row):
    rules, parameters, seed, _, depth, _ = row
    words = [rules] + [f"{k}={v}" for k, v in sorted(parameters.items())]
    return "-".join(words + [f"seed{seed}", f"depth{depth}"])


def test_the_fixtures_give_perft_rows_for_the_default_rule_set():
    assert minnaar.default_rules() in {row[0] for row in FAST_ROWS}


def test_every_rule_set_named_in_the_fixtures_is_registered():
    assert {row[0] for row in ROWS} <= set(minnaar.rules())


@pytest.mark.parametrize("row", FAST_ROWS, ids=row_id)
def test_perft_from_the_start_equals_the_fixture_row(row):
    rules, parameters, seed, mfen, depth, nodes = row
    state = minnaar.game(rules, **parameters).start(seed)
    assert state.mfen == mfen
    assert state.perft(depth) == nodes


@pytest.mark.parametrize("row", [r for r in FAST_ROWS if r[4] >= 1], ids=row_id)
def test_divide_sums_to_perft_and_parses_back_the_same_start(row):
    rules, parameters, seed, mfen, depth, nodes = row
    game = minnaar.game(rules, **parameters)
    state = game.parse(mfen)
    divided = state.divide(depth, threads=2)
    assert list(divided) == sorted(state.legal_moves())
    assert sum(divided.values()) == nodes


def test_perft_with_threads_equals_perft_on_one():
    state = minnaar.game(minnaar.default_rules()).start()
    assert state.perft(3, threads=2) == state.perft(3)
    assert state.perft(0) == 1
