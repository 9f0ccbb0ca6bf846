"""The results area: a board's result (entry and corrections), the results of a CSV file, the
corrections made after a round was paired (C.04.2 (2026) art. 4.3), the standings.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.results`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from formats.csv_results import ParsedResults
from operations import (
    ops_board_results,
    ops_double_swiss,
    ops_result_import,
    result_history,
)
from values import (
    BoardRecord,
    GameResult,
    LateCorrection,
    ResultImportPreview,
    ResultsImported,
)

if TYPE_CHECKING:
    from engine.standings import StandingsTable
    from engine.tiebreaks.spec import TieBreakEdition

from operations.file_access import FileAccess


class Results:
    """The operations of the results area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def late_corrections(self, round_number: int | None = None) -> tuple[LateCorrection, ...]:
        """The results of earlier rounds corrected after round ``round_number`` (default: any round) was
        paired (``operations.result_history``): ``check_pairings`` and ``pairing_warnings`` judge the round
        with the results it was paired with, and these say what changed since (C.04.2 (2026) art. 4.3)."""
        found = self._file.read(result_history.late_corrections)
        if round_number is not None:
            return found.get(round_number, ())
        return tuple(c for r in sorted(found) for c in found[r])

    def standings(
        self,
        after_round: int | None = None,
        tiebreaks: Sequence[str] | str | None = None,
        *,
        edition: TieBreakEdition | str | None = None,
        unrated_rating: int | None = None,
    ) -> StandingsTable:
        """The event's standings (``engine.standings.event_standings``) after ``after_round``
        (default: the last round with every result). The policy is the event's
        (``engine.standings_policy.standings_policy``); ``tiebreaks``, ``edition`` and
        ``unrated_rating`` override it."""
        from engine.standings import event_standings

        return event_standings(
            self._file.tournament(),
            after_round,
            tiebreaks=tiebreaks,
            edition=edition,
            unrated_rating=unrated_rating,
        )

    def set(self, round_number: int, board: int, result: GameResult | None) -> BoardRecord:
        """Enter or correct the result of a board, also in a past round (later pairings stay;
        standings follow). ``None`` clears it. Refused for a board that does not exist."""
        return self._file.write(
            lambda tx: ops_board_results.set_result(tx, round_number, board, result, alone=True),
            locks_rows=True,
        )

    def set_match(
        self, match: int, board: int, results: tuple[GameResult | None, GameResult | None]
    ) -> tuple[BoardRecord, BoardRecord]:
        """Double-Swiss (C.04.5): enter or correct both games of board ``board`` of match ``match`` in
        one operation, each as its own game's result (``GameResult`` of game 1, then of game 2, whose
        White is game 1's Black); ``None`` clears a game. Refused outside a Double-Swiss event."""
        first = ops_double_swiss.match_rounds(match)[0]
        game1, game2 = self._file.write(
            lambda tx: ops_board_results.set_results(tx, first, board, results, alone=True)
        )
        return game1, game2

    def preview_import(self, parsed: ParsedResults, round_number: int | None = None) -> ResultImportPreview:
        """What ``import_results`` would enter (``operations.ops_result_import``), without changing the file.
        ``round_number`` None: the only round the rows are of."""
        return self._file.read(lambda s: ops_result_import.preview(s, parsed, round_number))

    def import_list(
        self, parsed: ParsedResults, round_number: int | None = None, *, skip_problems: bool = False
    ) -> ResultsImported:
        """Enter the results of a round read from a CSV file (``formats.csv_results``): one operation,
        refused as a whole while a row has a problem unless ``skip_problems`` (those rows are left out)."""
        return self._file.write(
            lambda tx: ops_result_import.import_results(tx, parsed, round_number, skip_problems)
        )

    def undo_import(self) -> tuple[BoardRecord, ...]:
        """Put back the results the newest results import replaced (one operation); refused when one
        of its boards has been changed since."""
        return self._file.write(ops_result_import.undo_results_import)
