"""Tournaments through the Python module: a YAML config run with progress,
its database read back game by game, its samples, and the refusals."""

import sqlite3
import subprocess

import pytest

import minnaar


def write_config(folder, name="py-small", games=4, agents=None, rules=None):
    agents = agents or [("random", "random", ""), ("greedy", "greedy", ""),
                        ("search", "alphabeta", "{depth: 1}")]
    lines = ["version: 1", f"name: {name}", "database: results.sqlite", "seed: 5",
             "parallel: 2", f"games_per_pairing: {games}"]
    if rules:
        lines.append(f"rules: {rules}")
    lines.append("agents:")
    for agent_name, kind, params in agents:
        lines.append(f"  - name: {agent_name}")
        lines.append(f"    type: {kind}")
        if params:
            lines.append(f"    params: {params}")
    path = folder / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_a_run_stores_every_game_and_reports_its_progress(tmp_path):
    config = write_config(tmp_path)
    seen = []
    [report] = minnaar.run_tournament(str(config), progress=seen.append)
    assert report["tournament"] == "py-small"
    assert report["status"] == "finished"
    assert report["played"] == 12 and report["already_done"] == 0 and not report["resumed"]
    assert report["database"] == str(tmp_path / "results.sqlite")
    assert [p["done"] for p in seen] == list(range(1, 13))
    assert all(p["total"] == 12 and p["tournament"] == "py-small" for p in seen)

    store = minnaar.open_store(report["database"])
    [t] = store.tournaments()
    assert t["name"] == "py-small" and t["games"] == 12 and t["total_games"] == 12
    assert t["rules"] == minnaar.default_rules()
    assert t["agents"] == {"random": "random", "greedy": "greedy", "search": "alphabeta:depth=1"}
    games = list(store.games())
    assert [g.slot for g in games] == list(range(12))
    for g in games:
        assert g.plies == len(g.moves) == len(g.reports)
        assert set(g.agents) <= {"random", "greedy", "search"}
        state = g.start_state()
        for move in g.moves:
            state.apply(move)
        assert state.mfen == g.final and g.final_state().mfen == g.final
        assert state.result == g.result
        assert len(g.returns) == len(g.margins) == len(state.game.seats)


def test_a_second_run_resumes_and_plays_nothing_more(tmp_path):
    config = write_config(tmp_path, games=2)
    first = minnaar.run_tournament(str(config))[0]
    again = minnaar.run_tournament(str(config))[0]
    assert first["played"] == 6
    assert again["played"] == 0 and again["already_done"] == 6


def test_python_and_the_program_play_the_same_games_for_one_config(tmp_path, minnaar_binary):
    config = write_config(tmp_path, games=2)
    minnaar.run_tournament(str(config), threads=1)
    program_db = tmp_path / "program.sqlite"
    subprocess.run([minnaar_binary, "tournament", "run", str(config), "--db", str(program_db),
                    "--quiet"], check=True, capture_output=True)
    ours = [(g.slot, g.moves, g.result) for g in minnaar.open_store(str(tmp_path / "results.sqlite")).games()]
    theirs = [(g.slot, g.moves, g.result) for g in minnaar.open_store(str(program_db)).games()]
    assert ours == theirs


def test_the_games_are_read_a_chunk_at_a_time_across_chunks(tmp_path):
    # One pairing of 520 games: three reads of 256 slots.
    config = write_config(tmp_path, games=520, agents=[("a", "random", ""), ("b", "random", "")])
    minnaar.run_tournament(str(config))
    games = minnaar.open_store(str(tmp_path / "results.sqlite")).games("py-small")
    slots = [g.slot for g in games]
    assert slots == list(range(520))


def test_samples_are_the_scored_moves_as_columns(tmp_path, minnaar_binary):
    config = write_config(tmp_path, games=2)
    minnaar.run_tournament(str(config))
    db = str(tmp_path / "results.sqlite")
    columns = minnaar.open_store(db).samples(numpy=False)
    assert set(columns) == {"slot", "ply", "position", "seat", "score", "return", "margin"}
    lengths = {len(v) for v in columns.values()}
    assert len(lengths) == 1 and lengths.pop() > 0
    assert all(isinstance(v, list) for v in columns.values())
    exported = subprocess.run([minnaar_binary, "tournament", "export", "--db", db, "--format",
                               "samples"], check=True, capture_output=True, text=True).stdout
    rows = exported.splitlines()[1:]
    assert len(rows) == len(columns["slot"])
    first = rows[0].split(",")
    assert int(first[1]) == columns["slot"][0] and int(first[2]) == columns["ply"][0]
    assert int(first[5]) == columns["score"][0]


def test_samples_are_numpy_arrays_where_numpy_is_installed(tmp_path):
    numpy = pytest.importorskip("numpy")
    config = write_config(tmp_path, games=2)
    minnaar.run_tournament(str(config))
    columns = minnaar.open_store(str(tmp_path / "results.sqlite")).samples()
    assert isinstance(columns["score"], numpy.ndarray)
    assert isinstance(columns["position"], list)
    assert columns["score"].shape == (len(columns["position"]),)


def test_a_bad_config_is_refused_naming_the_file(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("version: 1\nname: x\nagents: 5\n")
    with pytest.raises(minnaar.Error, match="bad.yaml"):
        minnaar.run_tournament(str(path))
    with pytest.raises(minnaar.Error, match="no-such.yaml"):
        minnaar.run_tournament(str(tmp_path / "no-such.yaml"))


def test_an_exception_of_the_progress_callback_stops_the_run_keeping_what_was_stored(tmp_path):
    config = write_config(tmp_path, games=10)

    def stop_after_three(progress):
        if progress["done"] >= 3:
            raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        minnaar.run_tournament(str(config), threads=1, progress=stop_after_three)
    [t] = minnaar.open_store(str(tmp_path / "results.sqlite")).tournaments()
    assert 3 <= t["games"] < 30
    resumed = minnaar.run_tournament(str(config))[0]
    assert resumed["resumed"] and resumed["played"] == 30 - t["games"]


def test_opening_a_path_that_is_no_database_is_refused(tmp_path):
    with pytest.raises(minnaar.Error, match="no database at"):
        minnaar.open_store(str(tmp_path / "none.sqlite"))
    (tmp_path / "empty.sqlite").write_bytes(b"")
    with pytest.raises(minnaar.Error, match="empty file"):
        minnaar.open_store(str(tmp_path / "empty.sqlite"))


def test_a_tournament_the_database_lacks_is_refused_naming_it(tmp_path):
    config = write_config(tmp_path, games=2)
    minnaar.run_tournament(str(config))
    store = minnaar.open_store(str(tmp_path / "results.sqlite"))
    with pytest.raises(minnaar.Error, match="no tournament named 'other'"):
        store.games("other")


def test_reading_never_writes_the_database(tmp_path):
    config = write_config(tmp_path, games=2)
    minnaar.run_tournament(str(config))
    db = tmp_path / "results.sqlite"
    before = db.read_bytes()
    store = minnaar.open_store(str(db))
    list(store.games())
    store.samples(numpy=False)
    assert db.read_bytes() == before
