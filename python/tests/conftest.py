"""What the tests of the Python module share: the fixtures folder and its
manifests (fixtures/README.md#the-manifest)."""

import os
from pathlib import Path

import pytest


def fixtures_dir():
    """The fixtures folder: $MINNAAR_FIXTURES, else the repository's."""
    configured = os.environ.get("MINNAAR_FIXTURES")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[2] / "fixtures"


def read_rows(path):
    """A fixture file's rows: tab-separated fields, '#' lines and blank lines left out."""
    rows = []
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


def read_manifest(folder):
    """A game folder's manifest.tsv as a dict from key to its value's words."""
    return {row[0]: row[1].split() if len(row) > 1 and row[1] != "-" else []
            for row in read_rows(folder / "manifest.tsv")}


def game_folders():
    """Every folder of the fixtures that has a manifest, by name."""
    return sorted(p for p in fixtures_dir().iterdir() if (p / "manifest.tsv").is_file())


@pytest.fixture
def minnaar_binary():
    """The command-line program ($MINNAAR_BINARY); the test is skipped without it."""
    binary = os.environ.get("MINNAAR_BINARY")
    if not binary or not os.access(binary, os.X_OK):
        pytest.skip("MINNAAR_BINARY does not name the built minnaar program")
    return binary
