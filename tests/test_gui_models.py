"""Table models emit exactly the changes (Frescobaldi style), and the small pure helpers of the GUI."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import pytest
from PySide6.QtCore import QModelIndex

from arbiter_gui.format import score, tiebreak
from arbiter_gui.models.players import PlayerRow, PlayersModel
from arbiter_gui.rounds_advice import suggested_rounds
from arbiter_gui.tablemodel import Column, RowTableModel
from engine.model import PairingNumber
from values import PlayerDetails, PlayerId, PlayerRecord


@dataclass(frozen=True)
class Row:
    key: int
    text: str


class RowsModel(RowTableModel[Row]):
    def key(self, row: Row) -> Hashable:
        return row.key

    def columns(self) -> Sequence[Column[Row]]:
        return [Column("Key", lambda r: str(r.key)), Column("Text", lambda r: r.text)]


class Recorder:
    def __init__(self, model: RowTableModel[Row]) -> None:
        self.events: list[tuple[str, int, int]] = []
        model.dataChanged.connect(lambda a, b: self.events.append(("changed", a.row(), b.row())))
        model.rowsInserted.connect(lambda _p, a, b: self.events.append(("inserted", a, b)))
        model.rowsRemoved.connect(lambda _p, a, b: self.events.append(("removed", a, b)))
        model.modelReset.connect(lambda: self.events.append(("reset", -1, -1)))


def test_set_rows_emits_only_what_changed(qtbot) -> None:
    model = RowsModel()
    rec = Recorder(model)
    model.set_rows([Row(1, "a"), Row(2, "b")])
    assert rec.events == [("inserted", 0, 1)]
    rec.events.clear()
    model.set_rows([Row(1, "a"), Row(2, "B"), Row(3, "c")])
    assert rec.events == [("changed", 1, 1), ("inserted", 2, 2)]
    rec.events.clear()
    model.set_rows([Row(1, "a"), Row(2, "B")])
    assert rec.events == [("removed", 2, 2)]
    rec.events.clear()
    model.set_rows([Row(2, "B"), Row(1, "a")])  # a new order: a reset, nothing less
    assert rec.events == [("reset", -1, -1)]
    assert model.data(model.index(0, 1)) == "B"
    assert model.rowCount(QModelIndex()) == 2


def _record(**kw: object) -> PlayerRecord:
    base: dict[str, object] = dict(id=PlayerId(7), number=PairingNumber(3), name="Giri, Anish", rating=2750)
    base.update(kw)
    return PlayerRecord(**base)  # type: ignore[arg-type]


def test_players_model_edits_call_the_operation_with_the_whole_details(qtbot) -> None:
    calls: list[tuple[PlayerId, PlayerDetails]] = []
    refused: list[str] = []

    def edit(pid: PlayerId, details: PlayerDetails) -> bool:
        calls.append((pid, details))
        return details.rating != 9999  # the operation's verdict is the cell's

    model = PlayersModel(edit, lambda exc: refused.append(str(exc)))
    model.set_rows([PlayerRow(_record(), Fraction(5, 2))])
    names = [model.column(c).header for c in range(model.columnCount())]
    assert model.data(model.index(0, names.index("Pts"))) == "2\u00bd"
    assert model.setData(model.index(0, names.index("Fed")), "ned")
    assert calls == [(PlayerId(7), PlayerDetails("Giri, Anish", 2750, federation="NED"))]
    assert not model.setData(model.index(0, names.index("Name")), "Giri, Anish")  # unchanged: no call
    assert len(calls) == 1
    assert not model.setData(model.index(0, names.index("Rating")), "9999")  # refused by the operation
    assert not model.setData(model.index(0, names.index("Rating")), "27x0")  # not a number: not even tried
    assert len(calls) == 2 and refused == ["a rating is a whole number, not '27x0'"]
    assert not (
        model.flags(model.index(0, names.index("Pts"))) & model.flags(model.index(0, 0)).ItemIsEditable
    )


def test_withdrawn_players_are_greyed(qtbot) -> None:
    model = PlayersModel()
    model.set_rows([PlayerRow(_record(withdrawn_from_round=4), status="withdrawn from round 4")])
    assert model.row_foreground(model.rows[0]) is not None


@pytest.mark.parametrize(
    ("players", "rounds"),
    [(2, 1), (3, 3), (4, 3), (5, 4), (8, 4), (9, 5), (16, 5), (17, 6), (32, 6), (33, 7)],
)
def test_suggested_rounds_follow_the_guidelines_table(players: int, rounds: int) -> None:
    """shared/rules/seeds/004: 2 players 1 round, 3-4: 3, 5-8: 4, 9-16: 5, 17-32: 6, then +1 per doubling."""
    assert suggested_rounds(players) == rounds


def test_scores_and_tiebreaks_read_as_arbiters_write_them() -> None:
    assert [score(Fraction(n, 2)) for n in (0, 1, 2, 7)] == ["0", "\u00bd", "1", "3\u00bd"]
    assert (
        tiebreak(Fraction(31, 4)) == "7.75"
        and tiebreak(Fraction(21, 2)) == "10.5"
        and tiebreak(2019) == "2019"
    )
