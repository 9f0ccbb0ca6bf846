"""The end-of-event area: the rating report (B.02), title norms (B.01), prizes and the check before
the TRF goes to FIDE.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.endevent`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from operations import (
    endevent,
    ops_endevent,
)
from values import (
    PrizeCategoryRecord,
)

if TYPE_CHECKING:
    from engine.norms import NormConditions, NormResult
    from engine.prizes import PrizeCategory
    from engine.rating import RatingReport
    from engine.submission import SubmissionIssue

from operations.event import Event
from operations.file_access import FileAccess
from operations.results import Results


class EndOfEvent:
    """The operations of the end-of-event area (see the module's docstring)."""

    def __init__(self, file: FileAccess, event: Event, results: Results) -> None:
        self._file = file
        self._event = event
        self._results = results

    def rating_report(self, after_round: int | None = None) -> RatingReport:
        """B.02 rating changes and first ratings over rounds 1..``after_round`` (default: the last
        round with every result)."""
        return self._file.read(lambda s: endevent.report_of(s, after_round))

    def norms(
        self, after_round: int | None = None, conditions: NormConditions | None = None
    ) -> list[NormResult]:
        """B.01 title norms of every player (``engine.norms.norms_of_tournament``)."""
        return self._file.read(lambda s: endevent.norms_of(s, after_round, conditions))

    def prize_categories(self) -> tuple[PrizeCategoryRecord, ...]:
        """The prize categories in their order (the order decides between prizes of equal value)."""
        return self._file.read(ops_endevent.prize_categories)

    def set_prize_categories(self, categories: Sequence[PrizeCategory]) -> tuple[PrizeCategoryRecord, ...]:
        """Replace the prize categories (listed players by their current pairing number)."""
        return self._file.write(lambda tx: ops_endevent.set_prize_categories(tx, categories))

    def prize_list(self, after_round: int | None = None) -> endevent.PrizeList:
        """Who wins which prize (``engine.prizes.allocate_prizes``) over the standings."""
        return endevent.prize_list(
            self._event.settings(),
            self._results.standings(after_round),
            self._file.tournament(),
            self.prize_categories(),
        )

    def submission_issues(self) -> list[SubmissionIssue]:
        """What FIDE's rating officer would miss in the exported TRF (``engine.submission``)."""
        return self._file.read(endevent.submission_issues)
