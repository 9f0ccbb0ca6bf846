"""Standings (rank, player, points, tie-break columns) and the crosstable (one column per round)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from arbiter_gui.format import score, tiebreak
from arbiter_gui.presets import tiebreak_name
from arbiter_gui.tablemodel import Column, RowTableModel
from operations.ops_double_swiss import match_of

translate = QCoreApplication.translate


@dataclass(frozen=True)
class StandingRow:
    rank: int
    number: int
    name: str
    title: str
    rating: int
    federation: str
    points: Fraction
    tiebreaks: tuple[object, ...] = ()
    """In the order of the event's list; None where a tie-break does not apply (blank, C.07 6.1)."""
    place: str = ""
    """``3`` or, for a tie that no tie-break separates, ``3-5``."""


@dataclass(frozen=True)
class CrossRow:
    rank: int
    number: int
    name: str
    rating: int
    federation: str
    points: Fraction
    cells: tuple[str, ...] = ()
    """One per round: opponent's rank, colour and result, e.g. ``12w1``, ``-`` for a bye."""


def _tb_column(i: int, code: str) -> Column[StandingRow]:
    return Column(
        code,
        lambda r: tiebreak(r.tiebreaks[i]) if i < len(r.tiebreaks) else "",
        lambda r: r.tiebreaks[i] if i < len(r.tiebreaks) and r.tiebreaks[i] is not None else 0,
        "right",
        tooltip=tiebreak_name(code),
    )


class StandingsModel(RowTableModel[StandingRow]):
    def __init__(self, tiebreak_codes: Sequence[str] = (), parent: object = None) -> None:
        self._codes = tuple(tiebreak_codes)
        super().__init__(parent)

    def key(self, row: StandingRow) -> Hashable:
        return row.number

    def set_tiebreaks(self, codes: Sequence[str]) -> None:
        self._codes = tuple(codes)
        self.set_columns(self.columns())

    def columns(self) -> Sequence[Column[StandingRow]]:
        base: list[Column[StandingRow]] = [
            Column(
                self.tr("Rk"),
                lambda r: r.place or str(r.rank),
                lambda r: r.rank,
                "right",
                tooltip=self.tr("Rank"),
            ),
            Column(self.tr("No."), lambda r: str(r.number), lambda r: r.number, "right"),
            Column(self.tr("Name"), lambda r: r.name, lambda r: r.name.casefold()),
            Column(self.tr("Title"), lambda r: r.title),
            Column(self.tr("Rating"), lambda r: str(r.rating or ""), lambda r: r.rating, "right"),
            Column(self.tr("Fed"), lambda r: r.federation),
            Column(self.tr("Pts"), lambda r: score(r.points), lambda r: r.points, "right"),
        ]
        return base + [_tb_column(i, code) for i, code in enumerate(self._codes)]


def _cell_column(i: int, matches: bool = False) -> Column[CrossRow]:
    tip = (
        translate("CrosstableModel", "Match {match}: opponent's rank, each game's colour and result")
        if matches
        else translate("CrosstableModel", "Round {round}: opponent's rank, colour, result")
    )
    return Column(
        str(i + 1),
        lambda r: r.cells[i] if i < len(r.cells) else "",
        align="centre",
        tooltip=tip.format(round=i + 1, match=i + 1),
    )


def _opponent_column(i: int) -> Column[CrossRow]:
    return Column(
        str(i + 1),
        lambda r: r.cells[i] if i < len(r.cells) else "",
        align="centre",
        tooltip=translate("CrosstableModel", "Results against the player on line {line}").format(line=i + 1),
    )


class CrosstableModel(RowTableModel[CrossRow]):
    """One column per round (a Swiss) or, ``set_square``, one per opponent (a round robin: player
    against player, columns numbered by the rows)."""

    def __init__(self, rounds: int = 0, parent: object = None) -> None:
        self._rounds = rounds
        self._square = False
        self._matches = False
        super().__init__(parent)

    def key(self, row: CrossRow) -> Hashable:
        return row.number

    def set_rounds(self, rounds: int, matches: bool = False) -> None:
        """One column per round 1..``rounds``; ``matches`` (a Double-Swiss event, C.04.5): one per match,
        both its games in a cell."""
        self._rounds = match_of(rounds) if matches else rounds
        self._square = False
        self._matches = matches
        self.set_columns(self.columns())

    def set_square(self, players: int) -> None:
        """Columns for a round robin's square crosstable of ``players`` lines."""
        self._rounds = players
        self._square = True
        self._matches = False
        self.set_columns(self.columns())

    def columns(self) -> Sequence[Column[CrossRow]]:
        base: list[Column[CrossRow]] = [
            Column(self.tr("Rk"), lambda r: str(r.rank), lambda r: r.rank, "right"),
            Column(self.tr("Name"), lambda r: r.name, lambda r: r.name.casefold()),
            Column(self.tr("Rating"), lambda r: str(r.rating or ""), lambda r: r.rating, "right"),
            Column(self.tr("Fed"), lambda r: r.federation),
        ]
        rounds = [
            _opponent_column(i) if self._square else _cell_column(i, self._matches)
            for i in range(self._rounds)
        ]
        return [
            *base,
            *rounds,
            Column(self.tr("Pts"), lambda r: score(r.points), lambda r: r.points, "right"),
        ]
