"""The window's standings and crosstable rows made from the tables of the state before equal the
rows made from nothing (``arbiter_gui.standings_rows``: ``standings_tables``'s and
``with_crosstable``'s ``base``, issue 32 item 4).

A result corrected changes two players; the engine ranks again from its earlier standings
(``tests/test_standings_incremental.py``), and the window keeps the rows of the lines and of the
crosstable rows that show nothing new. Here, through chains of corrections on the events of
``test_tiebreak_fast_values`` and a larger one, the rows (standings and crosstable, every field)
must be those made without a base, and rows must indeed have been kept (the path is taken).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from arbiter_gui.standings_rows import StandingsTables, standings_tables, with_crosstable
from engine.model import Tournament
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.spec import TieBreakEdition
from tests.test_standings_incremental import corrected, one_sided, rematched
from tests.test_tiebreak_fast_values import events, swiss

EVENTS = ["swiss-41", "swiss-31-3-1-0", "swiss-200"]
"""Swiss events (a 200-player one: in a smaller one every crosstable row has an opponent who moved)."""


def event(name: str) -> Tournament:
    return swiss(5, 200, 7) if name == "swiss-200" else dict(events())[name]


def _tables(t: Tournament, version: int, base: StandingsTables | None) -> StandingsTables:
    complete = build_record(t, TieBreakEdition.C07_2026).rounds
    return standings_tables(t, version, complete, t.rounds_recorded, complete, True, base=base)


@pytest.mark.parametrize("name", EVENTS)
def test_rows_from_the_tables_before_equal_rows_made_anew(name: str) -> None:
    t = dataclasses.replace(event(name), tiebreaks=("BH/C1", "BH", "SB", "DE"))
    rng = random.Random(7)
    shown = _tables(t, 0, None)
    kept_lines = kept_cells = 0
    for version in range(1, 9):
        change = (corrected, one_sided, rematched)[version % 3]
        t, _ = change(t, rng, build_record(t, TieBreakEdition.C07_2026).rounds, shown.computed[0])
        fresh = _tables(t, version, None)
        updated = _tables(t, version, shown)
        assert updated.rows == fresh.rows
        assert updated.cross_rows == fresh.cross_rows
        assert (updated.codes, updated.note, updated.computed) == (fresh.codes, fresh.note, fresh.computed)
        kept_lines += sum(a is b for a, b in zip(updated.rows, shown.rows, strict=True))
        kept_cells += sum(a is b for a, b in zip(updated.cross_rows, shown.cross_rows, strict=True))
        shown = updated
    assert kept_lines > 0 and kept_cells > 0


def test_crosstable_rows_of_another_point_system_are_not_kept() -> None:
    t = dict(events())["swiss-41"]
    before = _tables(t, 0, None)
    three = dataclasses.replace(
        t, point_system=dataclasses.replace(t.point_system, win_white=3, win_black=3, forfeit_win=3)
    )
    pending = dataclasses.replace(_tables(three, 1, None), finished=before.rows, cross_rows=())
    made = with_crosstable(three, pending, before)
    assert made.cross_rows == with_crosstable(three, pending).cross_rows
    assert not any(a is b for a, b in zip(made.cross_rows, before.cross_rows, strict=True))
