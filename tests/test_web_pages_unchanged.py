"""The web folder's pages, byte for byte, as they were before the pages were made faster (issue 32
item 4: 10,000 player cards at 9,999 players). Made faster, not different: each page of two small
events, in English and French, is the one stored in ``tests/data/web_pages/`` (written by ``main`` at
3be5dea, before the change, with the publication time fixed by ``SOURCE_DATE_EPOCH`` and the
program's version written as ``VERSION``).

The events: a 20-player, 7-round Swiss made by our generator (``python -m engine --dutch -g
generated_p20_r7_s7.config -s 7``: forfeits, half- and zero-point byes, the PAB, withdrawals), imported
from its TRF; and the publishing tests' hostile event (``tests.publish_support``: names in every
script and ones that look like markup, unrated games, a game being played). Each read from its file,
and from the same event copied onto the tests' PostgreSQL server (``store_url``, issue 30 item 4).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import operations
from engine.version import program_version
from outputs.snapshot import take_snapshot
from outputs.web import site_pages
from tests.publish_support import hostile_event
from tests.test_db_support import event_at

DATA = Path(__file__).parent / "data" / "web_pages"
CASES = (("generated", "en"), ("hostile", "en"), ("hostile", "fr"))
EPOCH = "1767225600"  # 2026-01-01 00:00 UTC


def event_file(case: str, folder: Path) -> Path:
    """The tournament file of ``case``, made in ``folder``."""
    if case == "hostile":
        return hostile_event(folder)
    tf, _report = operations.import_trf(DATA / "generated_p20_r7_s7.trf", folder / "generated.arbiter")
    tf.close()
    return folder / "generated.arbiter"


def pages_of(case: str, language: str, folder: Path, place: str) -> dict[str, str]:
    """Every page of ``case``'s site in ``language``, the version written as ``VERSION``, read from the
    event at ``place`` (the ``store_url`` fixture's: the file made, or that event copied onto the tests'
    server by ``arbiter copy``)."""
    with operations.open_file(event_at(event_file(case, folder), place), read_only=True) as tf:
        snap = take_snapshot(tf, language)
    _chosen, pages = site_pages(snap, language)
    version = program_version()
    return {p.file: p.html.replace(version, "VERSION") for p in pages}


@pytest.mark.parametrize(("case", "language"), CASES)
def test_every_page_is_the_one_made_before(
    case: str, language: str, store_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    made = pages_of(case, language, tmp_path, store_url)
    stored = DATA / f"{case}-{language}"
    expected = {p.name: p.read_bytes().decode("utf-8") for p in stored.iterdir()}
    assert sorted(made) == sorted(expected)
    changed = [name for name in sorted(made) if made[name] != expected[name]]
    assert changed == [], f"pages no longer the same: {changed}"
