"""Rounds and results: pair (on the worker), re-pair, delete, explain, edit and check a pairing, and the
results typed on the boards.

A typed result is stored by ``db`` and shown from the record it returns (one row changes, nothing is
read again); a result already entered is only changed after the arbiter confirms it, with what the
correction affects when later rounds are paired (C.04.2 (2026) art. 4.3). At a desk of a venue server the
result is stored on the worker (``Operations.run_in_turn``, issue 30 item 3): its row says "storing…"
until the server has stored it, and shows what the server holds again when it was not; the arbiter types
the next boards meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import compress
from operator import is_not

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.errors import InputRefused
from arbiter_gui.models.boards import BoardLine
from arbiter_gui.operations import Operations, stored_in_turn
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.snapshot import board_rows
from arbiter_gui.views.rounds import RoundsView
from arbiter_gui.worker import DOCUMENTS, JobContext
from engine.manual_pairing import PairingWarning, Severity
from operations.ops_double_swiss import match_of, match_rounds, pairs_matches
from operations.tournament_file import TournamentFile
from values import BoardRecord, FileSnapshot, GameResult, Pairer, PairingChange, RoundInfo

translate = QCoreApplication.translate


def pairing_key(info: RoundInfo) -> tuple[object, ...]:
    """A round's pairing (players by id, colours, PAB): checked warnings stay valid while it is the same."""
    return (info.number, tuple((b.white, b.black) for b in info.boards), info.pairing_bye)


def _same_pairing(before: tuple[BoardRecord, ...], after: tuple[BoardRecord, ...]) -> bool:
    """The same boards but for results: the one tuple element by element, the same objects mostly
    (``FileState.with_result`` replaces one board)."""
    if len(before) != len(after):
        return False
    changed = compress(range(len(after)), map(is_not, before, after))  # at C speed: 5,000 boards
    return all(before[i].white == after[i].white and before[i].black == after[i].black for i in changed)


def round_status(info: RoundInfo, is_last: bool, total: int, missing: int | None = None) -> str:
    """The status line above the boards, with the next step for the last round; ``missing``: its
    results still missing, if counted already (``FileState.missing_in``)."""
    missing = info.missing_results if missing is None else missing
    played = len(info.boards) - missing
    boards = len(info.boards)
    if missing:
        return translate(
            "RoundsController", "%n board(s), {played} results entered, {missing} missing", None, boards
        ).format(played=played, missing=missing)
    if is_last and info.number < total:
        return translate(
            "RoundsController",
            "%n board(s), {played} results entered \u2014 round complete; "
            "next: pair round {next} (Ctrl+Shift+P)",
            None,
            boards,
        ).format(played=played, next=info.number + 1)
    if is_last:
        return translate(
            "RoundsController",
            "%n board(s), {played} results entered \u2014 round complete; "
            "the tournament is finished: see Standings (Ctrl+3)",
            None,
            boards,
        ).format(played=played)
    return translate(
        "RoundsController", "%n board(s), {played} results entered \u2014 round complete", None, boards
    ).format(played=played)


def correction_question(state: FileState, board: BoardRecord, result: GameResult | None) -> str:
    """What the arbiter confirms before a result already entered changes: the board, the old and new
    result, and, when later rounds are paired, what the correction affects (C.04.2 (2026) art. 4.3)."""
    players = state.player_by_id
    white, black = players[board.white].name, players[board.black].name
    fields = {"board": board.board, "round": board.round, "white": white, "black": black}
    if board.result is None and result is not None:
        text = translate(
            "RoundsController",
            "Board {board} of round {round} ({white} \u2013 {black}) has no result. Change it to {new}?",
        ).format(new=result.label, **fields)
    elif board.result is None:
        text = translate(
            "RoundsController", "Board {board} of round {round} ({white} \u2013 {black}) has no result."
        ).format(**fields)
    elif result is not None:
        text = translate(
            "RoundsController",
            "Board {board} of round {round} ({white} \u2013 {black}) already has the result {old}. "
            "Change it to {new}?",
        ).format(old=board.result.label, new=result.label, **fields)
    else:
        text = translate(
            "RoundsController",
            "Board {board} of round {round} ({white} \u2013 {black}) already has the result {old}. Clear it?",
        ).format(old=board.result.label, **fields)
    later = state.paired - board.round
    if later > 0:
        rounds = (
            translate("RoundsController", "Round {next} is already paired and stays as it is").format(
                next=board.round + 1
            )
            if later == 1
            else translate(
                "RoundsController", "Rounds {next}\u2013{last} are already paired and stay as they are"
            ).format(next=board.round + 1, last=state.paired)
        )
        nxt = state.paired + 1
        if nxt <= state.event.number_of_rounds:
            consequence = translate(
                "RoundsController",
                "{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected "
                "result changes the scores, standings and tie-breaks from round {round} on, and the "
                "pairing of round {next} will use it.",
            ).format(rounds=rounds, round=board.round, next=nxt)
        else:
            consequence = translate(
                "RoundsController",
                "{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected "
                "result changes the scores, standings and tie-breaks from round {round} on.",
            ).format(rounds=rounds, round=board.round)
        text += "\n\n" + consequence
    return text


class RoundsController(Controller):
    """The Rounds menu and the Rounds view."""

    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        view: RoundsView,
        pairer: Pairer | None,
        show_view: Callable[[], None],
    ) -> None:
        super().__init__(ops, prompts, parent)
        self.view = view
        self.pairer = pairer
        """``None``: ``db``'s default (``engine.dutch.pair_round``)."""
        self._show_view = show_view
        self.checked: dict[tuple[object, ...], list[PairingWarning]] = {}
        """Warnings of pairings already checked, by round and pairing (``pairing_key``)."""
        self.notes: dict[tuple[object, ...], tuple[str, ...]] = {}
        """What the check of a round said besides its warnings: results corrected after it was paired
        (``TournamentFile.results.late_corrections``), by round and pairing."""
        self._key_of: tuple[int, tuple[BoardRecord, ...], tuple[object, ...]] | None = None
        self._storing: dict[tuple[int, int], str] = {}
        """Results typed and not stored yet by the venue server, by round and board: what the row shows."""
        self._round_paired: int | None = None
        """The round just paired, while the state follows it (``_paired``): the change shows it."""
        """The round, its boards and their ``pairing_key`` last shown (``_pairing_key``)."""
        view.table.enter = self.enter_result
        view.table.game_typed = self._game_typed
        view.round_selected.connect(lambda _r: self._show_round())
        self.session.changed.connect(self._changed)

    # -- following the file -------------------------------------------------------------------------
    def _changed(self, state: FileState | None, change: Change) -> None:
        if state is None:
            self.checked.clear()
            self.notes.clear()
            self._storing.clear()
            self.view.set_rounds([], None)
            self._show_round()
            return
        if change.kind is ChangeKind.RESULT and change.board is not None:
            self._result_shown(state, change.board)
            return
        numbers = [r.number for r in state.rounds]
        matches = self._match_entry(state)
        if change.kind is ChangeKind.FILE:
            # another file: its last round, no board selected (a key typed now enters nothing)
            self.checked.clear()
            self.notes.clear()
            self.view.set_rounds(numbers, numbers[-1] if numbers else None, matches)
            self._show_round()
            self.view.table.clear_position()
            self.view.fit()
            return
        current = self._round_paired if self._round_paired is not None else self.view.selected_round()
        self.view.set_rounds(
            numbers, current if current in numbers else numbers[-1] if numbers else None, matches
        )
        self._show_round()

    def _match_entry(self, state: FileState) -> bool:
        """A Double-Swiss event (C.04.5): the boards take a match's two results (``enter_match``)."""
        matches = _matches(state)
        self.view.table.enter_match = self.enter_match if matches else None
        self.view.show_match_entry(matches)
        return matches

    def _show_round(self) -> None:
        """Load the selected round's boards from the state (nothing is read from the file)."""
        state = self.session.state
        view = self.view
        r = view.selected_round()
        info = state.round(r) if state is not None and r is not None else None
        if state is None or info is None:
            view.model.set_rows([])
            view.status.setText(
                translate("RoundsController", "No round paired yet.") if state is not None else ""
            )
            view.warnings.show_warnings(0, None)
            return
        rows = board_rows(info, state.player_by_id, state.tournament, state.running_scores)
        if self._storing:
            rows = [self._marked(r) for r in rows]
        view.model.set_rows(rows)
        self._show_status(state, info)

    def _show_status(self, state: FileState, info: RoundInfo) -> None:
        status = round_status(
            info, info.number == state.paired, state.event.number_of_rounds, state.missing_in(info)
        )
        key = self._pairing_key(info)
        warnings = self.checked.get(key)
        if warnings:
            absolute = sum(1 for w in warnings if w.severity is Severity.ABSOLUTE)
            status = translate(
                "RoundsController",
                "\u26a0 %n pairing warning(s), {absolute} absolute \u2014 {status}",
                None,
                len(warnings),
            ).format(absolute=absolute, status=status)
        self.view.status.setText(status)
        self.view.warnings.show_warnings(info.number, warnings, self.notes.get(key, ()))

    def _pairing_key(self, info: RoundInfo) -> tuple[object, ...]:
        """``pairing_key(info)``, made again only when the round's boards are others than last time's
        (a result typed replaces one board: the pairing stays, and 5,000 boards are not walked again)."""
        last = self._key_of
        if last is not None and last[0] == info.number and last[1] is info.boards:
            return last[2]
        if last is not None and last[0] == info.number and _same_pairing(last[1], info.boards):
            key = last[2]
        else:
            key = pairing_key(info)
        self._key_of = (info.number, info.boards, key)
        return key

    def _result_shown(self, state: FileState, board: BoardRecord) -> None:
        """One board changed: its row and the status line, nothing else."""
        if self.view.selected_round() != board.round:
            return
        model = self.view.model
        i = model.row_of_key(("board", board.board))
        if i >= 0:
            model.update_rows([self._marked(replace(model.row_at(i), board=board))])
        info = state.round(board.round)
        if info is not None:
            self._show_status(state, info)

    def _marked(self, row: BoardLine) -> BoardLine:
        """``row`` saying "storing…" while its result waits for the venue server, else what is stored."""
        b = row.board
        storing = self._storing.get((b.round, b.board), "") if b is not None else ""
        return row if storing == row.storing else replace(row, storing=storing)

    def _show_storing(self, keys: tuple[tuple[int, int], ...]) -> None:
        """The rows of ``keys`` (round, board) as ``_storing`` says now."""
        model, shown = self.view.model, self.view.selected_round()
        rows = [model.row_of_key(("board", board)) for rnd, board in keys if rnd == shown]
        model.update_rows([self._marked(model.row_at(i)) for i in rows if i >= 0])

    # -- results ------------------------------------------------------------------------------------
    def enter_result(self, board: int, result: GameResult | None) -> bool:
        """A result typed (or chosen in the menu) for ``board`` of the round shown. True once stored."""
        return self._enter(board, (result,))

    def enter_match(self, board: int, first: GameResult | None, second: GameResult | None) -> bool:
        """Both games of ``board`` in the match of the round shown (a Double-Swiss event, C.04.5), each
        as its own game's result; one operation, undone as one. True once stored."""
        return self._enter(board, (first, second))

    def _enter(self, board: int, results: tuple[GameResult | None, ...]) -> bool:
        """The results of the games of ``board``'s pairing in the round shown: one game, or the two of
        a match; asked before an entered result is replaced; one operation with its undo."""
        tf, state, rnd = self.session.tf, self.session.state, self.view.selected_round()
        if tf is None or state is None or rnd is None:
            return False
        if self.worker.busy:
            self.status(translate("RoundsController", "Wait until the pairing is done."), 3000)
            return False
        match = match_of(rnd)
        stored = [state.board(r, board) for r in (match_rounds(match) if len(results) == 2 else (rnd,))]
        first = stored[0]
        if first is None or self._waits_for_server(tuple((b.round, board) for b in stored if b is not None)):
            return False
        old = tuple(b.result if b is not None else None for b in stored)
        if old == results:
            return True
        if any(o is not None for o in old) and not self.prompts.confirm(
            self.parent_widget,
            translate("RoundsController", "Change a result"),
            correction_question(state, first, results[0])
            if len(results) == 1
            else translate(
                "RoundsController",
                "Board {board} of match {match} already has the results {old}. Replace them with {new}?",
            ).format(board=board, match=match, old=_shown(old), new=_shown(results)),
        ):
            return False
        keys = tuple((b.round, board) for b in stored if b is not None)
        if len(results) == 1:
            label = results[0].label if results[0] is not None else translate("RoundsController", "no result")
            ok = self.ops.run_in_turn(
                translate("RoundsController", "round {rnd} board {board}: {label}").format(
                    rnd=rnd, board=board, label=label
                ),
                lambda: tf.results.set(rnd, board, results[0]),
                lambda: tf.results.set(rnd, board, old[0]),
                self._result_stored,
                lambda _exc: self._not_stored(keys),
            )
        else:
            ok = self.ops.run_in_turn(
                translate("RoundsController", "match {match} board {board}: {results}").format(
                    match=match, board=board, results=_shown(results)
                ),
                lambda: tf.results.set_match(match, board, (results[0], results[1])),
                lambda: tf.results.set_match(match, board, (old[0], old[1])),
                self._match_stored,
                lambda _exc: self._not_stored(keys),
            )
        if ok and stored_in_turn(tf):  # under way on the worker: "storing…" until the server has it
            for key, result in zip(keys, results, strict=False):
                shown = result.label if result is not None else "\u2013"
                storing = translate("RoundsController", "{result} storing\u2026")
                self._storing[key] = storing.format(result=shown)
            self._show_storing(keys)
        return ok

    def _waits_for_server(self, keys: tuple[tuple[int, int], ...]) -> bool:
        """A board whose result typed before is not stored yet: refused (its old result would be a guess)."""
        if not any(key in self._storing for key in keys):
            return False
        self.status(
            translate(
                "RoundsController", "Board {board}: the result typed before is still being stored."
            ).format(board=keys[0][1]),
            5000,
        )
        return True

    def _not_stored(self, keys: tuple[tuple[int, int], ...]) -> None:
        """The server did not store the result: the rows show what it holds (the reason is shown)."""
        for key in keys:
            self._storing.pop(key, None)
        self._show_storing(keys)

    def _game_typed(self, board: int, first: GameResult | None) -> None:
        """The first key of a match typed: the status bar says what comes next."""
        if first is None:
            self.status("", 1)
            return
        self.status(
            translate("RoundsController", "Board {board}: game 1 {result}; now the result of game 2").format(
                board=board, result=first.label
            ),
            10000,
        )

    def _match_stored(self, records: object) -> None:
        assert isinstance(records, tuple)
        for record in records:
            self._result_stored(record)

    def _result_stored(self, record: object) -> None:
        assert isinstance(record, BoardRecord)
        self._storing.pop((record.round, record.board), None)
        self.session.result_stored(record)

    def focus_results(self) -> None:
        """The boards, the cursor on the first board without a result (else where it was)."""
        self._show_view()
        table = self.view.table
        table.setFocus()
        first_missing = next(
            (i for i, r in enumerate(table.boards.rows) if r.board is not None and r.board.result is None),
            None,
        )
        if first_missing is not None:
            table.go_to_row(first_missing)
        elif not table.currentIndex().isValid():
            table.go_to_row(0)

    def step_round(self, step: int) -> None:
        picker = self.view.round_picker
        i = picker.currentIndex() + step
        if 0 <= i < picker.count():
            picker.setCurrentIndex(i)

    def select_round(self, number: int) -> None:
        state = self.session.state
        if state is None:
            return
        self.view.set_rounds([r.number for r in state.rounds], number, self._match_entry(state))
        self._show_round()

    # -- pairing ------------------------------------------------------------------------------------
    def pair_next_round(self) -> None:
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return
        nxt = state.paired + 1
        self._show_view()
        pairer = self.pairer

        def pair(context: JobContext) -> RoundInfo | tuple[RoundInfo, RoundInfo]:
            return _with_game2(tf, tf.rounds.pair_next(pairer=pairer, progress=context.progress))

        self.ops.start(
            translate("RoundsController", "Pair round {round}").format(round=nxt),
            translate("RoundsController", "Pairing round {round}\u2026").format(round=nxt),
            pair,
            self._paired,
        )

    def repair_last_round(self) -> None:
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None or not state.paired:
            return
        last = state.paired
        if not self.prompts.confirm(
            self.parent_widget,
            translate("RoundsController", "Re-pair round"),
            translate(
                "RoundsController",
                "Delete the pairing of match {match} (both its games) and pair it again (for example after "
                "a late entry or a withdrawal)?",
            ).format(match=match_of(last))
            if _matches(state)
            else translate(
                "RoundsController",
                "Delete the pairing of round {last} and pair it again (for example after a late entry or a "
                "withdrawal)?",
            ).format(last=last),
        ):
            return
        pairer = self.pairer

        def repair(context: JobContext) -> RoundInfo | tuple[RoundInfo, RoundInfo]:
            return _with_game2(tf, tf.rounds.repair_last(pairer=pairer, progress=context.progress))

        self.ops.start(
            translate("RoundsController", "Re-pair round {last}").format(last=last),
            translate("RoundsController", "Re-pairing round {last}\u2026").format(last=last),
            repair,
            self._paired,
        )

    def pair_all_rounds(self) -> None:
        """Rounds > Pair all rounds: every round left of a round robin (the Berger table, C.05 Annex 1),
        in one operation on the worker."""
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return
        self._show_view()

        def pair_all(context: JobContext) -> tuple[RoundInfo, ...]:
            return tf.rounds.pair_all(progress=context.progress)

        def done(infos: tuple[RoundInfo, ...]) -> None:
            self.stack.clear()
            self.ops.reload(then=lambda: shown(infos))  # at a venue desk read on the worker

        def shown(infos: tuple[RoundInfo, ...]) -> None:
            first = infos[0].number if infos else 0
            if first:
                self.select_round(first)
                self.status(
                    translate(
                        "RoundsController", "Rounds {first}-{number} paired by the Berger table"
                    ).format(first=first, number=infos[-1].number),
                    8000,
                )
            self.view.fit()
            self.focus_results()

        self.ops.start(
            translate("RoundsController", "Pair all rounds"),
            translate("RoundsController", "Pairing every round\u2026"),
            pair_all,
            done,
        )

    def _paired(self, paired: RoundInfo | tuple[RoundInfo, RoundInfo]) -> None:
        self.stack.clear()  # earlier commands may no longer apply to the new pairing
        info = paired[0] if isinstance(paired, tuple) else paired  # a Double-Swiss match: game 1 shown
        self._round_paired = info.number  # shown by the change (not the round shown before, then it)
        try:
            self.session.round_paired(info)  # from the round db returns: nothing read again
            if isinstance(paired, tuple):
                self.session.round_paired(paired[1])
        finally:
            self._round_paired = None
        if self.view.selected_round() != info.number:
            self.select_round(info.number)
        self.view.fit()
        self.status(
            translate(
                "RoundsController",
                "Round {number} paired: %n board(s). Type the results (1, =, 0, +, -).",
                None,
                len(info.boards),
            ).format(number=info.number),
            8000,
        )
        if info.board_notes:  # fixed boards not kept (C.04.2 art. 3.6), each with the rule applied
            self.prompts.info(
                self.parent_widget,
                translate("RoundsController", "Fixed boards in round {number}").format(number=info.number),
                "\n\n".join(info.board_notes),
            )
        self.focus_results()

    def delete_last_round(self) -> None:
        tf, state = self.session.tf, self.session.state
        if (
            tf is None
            or state is None
            or not state.paired
            or self.ops.refuse_if_busy(translate("RoundsController", "Delete round"))
        ):
            return
        last = state.paired
        if not self.prompts.confirm(
            self.parent_widget,
            translate("RoundsController", "Delete round"),
            translate(
                "RoundsController",
                "Delete the pairing of match {match} (both its games)? This is only possible while it has "
                "no results.",
            ).format(match=match_of(last))
            if _matches(state)
            else translate(
                "RoundsController",
                "Delete the pairing of round {last}? This is only possible while it has no results.",
            ).format(last=last),
        ):
            return

        def delete() -> FileSnapshot:
            tf.rounds.delete_last()
            return tf.snapshot()  # what is shown once stored, read in the write's turn

        def deleted(snapshot: FileSnapshot) -> None:
            self.stack.clear()
            self.session.show_snapshot(snapshot)
            if last > 1:
                self.select_round(last - 1)
            self.status(translate("RoundsController", "Round {last} deleted").format(last=last), 5000)

        # not undoable: on the desk's lane at a venue server, shown once stored (issue 30 item 3)
        self.ops.store_for_good(
            translate("RoundsController", "Delete round {last}").format(last=last), delete, deleted
        )

    def explain_pairing(self) -> None:
        """The engine's bracket-by-bracket account of the selected round, recomputed from the exact input
        the round was paired with (on the worker: it re-runs the pairing)."""
        tf, state = self.session.tf, self.session.state
        rnd = self.view.selected_round()
        if tf is None or state is None or rnd is None:
            return
        if state.event.round_robin is not None:  # the Berger table (C.05 Annex 1) pairs it
            from arbiter_gui.dialog_help import TextTopic
            from arbiter_gui.dialogs.text import TextDialog

            def show_table(table: str) -> None:
                title = translate("RoundsController", "Round {rnd}: the Berger table").format(rnd=rnd)
                self.prompts.run_dialog(
                    TextDialog(
                        self.parent_widget,
                        title,
                        translate("RoundsController", "C.05 Annex 1, by pairing number."),
                        table,
                        TextTopic.BERGER_TABLE,
                    )
                )

            # read on the worker at a venue desk (issue 30 item 3), the table shown once read
            self.ops.read_then(
                translate("RoundsController", "Explain pairing"),
                lambda: str(tf.rounds.explain(rnd)),
                show_table,
            )
            return
        if state.event.team is not None:  # team matches: the operation says in one sentence what it explains
            title = translate("RoundsController", "Explain pairing")
            self.ops.read_then(title, lambda: tf.rounds.explain(rnd), lambda _explained: None)
            return

        def explain(_context: JobContext) -> str:
            """The operation's account (``tf.rounds.explain``: from the input the round was paired with,
            or for an imported round from the tournament before it; the other systems' checkers)."""
            return str(tf.rounds.explain(rnd))

        task = self.progress.start(
            translate("RoundsController", "Explaining round {rnd}\u2026").format(rnd=rnd),
            cancel=lambda: job.cancel(),
        )

        def done(text: str) -> None:
            self.progress.finish(task)
            self._show_explanation(rnd, text)

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.errors.failed(translate("RoundsController", "Explain pairing"), exc)

        job = self.worker.start(
            explain, done, failed, lane=DOCUMENTS, name=translate("RoundsController", "Explain pairing")
        )

    def _show_explanation(self, rnd: int, text: str) -> None:
        from arbiter_gui.dialog_help import TextTopic
        from arbiter_gui.dialogs.text import TextDialog

        dialog = TextDialog(
            self.parent_widget,
            translate("RoundsController", "Round {rnd}: how it was paired").format(rnd=rnd),
            translate(
                "RoundsController",
                "Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the "
                "pairs made and who floated down. Numbers are pairing numbers.",
            ),
            text,
            TextTopic.PAIRING_EXPLANATION,
        )
        self.prompts.run_dialog(dialog)

    # -- pairings changed by hand (C.04.2 art. 4.4) and checked ------------------------------------------
    def edit_pairing(self) -> None:
        """The arbiter changes the last round's pairing by hand (C.04.2 art. 4.4), before any result;
        ``db`` stores it and the rules it breaks are listed under the boards."""
        from arbiter_gui.dialogs.edit_pairing import EditPairingDialog

        tf, state = self.session.tf, self.session.state
        if (
            tf is None
            or state is None
            or not state.paired
            or self.ops.refuse_if_busy(translate("RoundsController", "Edit pairing"))
        ):
            return
        rnd = match_rounds(match_of(state.paired))[0] if _matches(state) else state.paired
        title = translate("RoundsController", "Edit pairing of round {rnd}").format(rnd=rnd)
        info = state.round(rnd)
        assert info is not None
        if info.missing_results < len(info.boards):
            self.errors.refused(
                title,
                translate(
                    "RoundsController",
                    "Round {rnd} already has results; clear them before you change its pairing.",
                ).format(rnd=rnd),
            )
            return
        players = state.player_by_id
        number_of = {pid: int(p.number) for pid, p in players.items()}
        id_of = {n: pid for pid, n in number_of.items()}
        dialog = EditPairingDialog(
            self.parent_widget,
            rnd,
            [(int(b.white_number), int(b.black_number)) for b in info.boards],
            None if info.pairing_bye is None else number_of.get(info.pairing_bye),
            {int(p.number): p.name for p in players.values()},
        )
        if not self.prompts.run_dialog(dialog):
            return
        try:
            numbers, bye_number = dialog.pairing()
            unknown = sorted({n for pair in numbers for n in pair} - set(id_of))
            if bye_number is not None and bye_number not in id_of:
                unknown.append(bye_number)
            if unknown:
                raise InputRefused(
                    translate("RoundsController", "no player has pairing number {numbers}").format(
                        numbers=", ".join(map(str, unknown))
                    )
                )
        except InputRefused as exc:
            self.errors.refused(title, exc)
            return
        boards = [(id_of[w], id_of[b]) for w, b in numbers]
        bye = None if bye_number is None else id_of[bye_number]
        old_boards = [(b.white, b.black) for b in info.boards]
        old_bye = info.pairing_bye

        def changed(result: object) -> None:
            assert isinstance(result, PairingChange)
            self.checked[pairing_key(result.round)] = list(result.warnings)
            self.ops.reload()

        def first_change(result: object) -> None:
            changed(result)
            assert isinstance(result, PairingChange)
            count = len(result.warnings)
            self.status(
                translate(
                    "RoundsController",
                    "Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards",
                    None,
                    count,
                ).format(rnd=rnd)
                if count
                else translate(
                    "RoundsController", "Round {rnd}: pairing changed; it breaks no rule checked"
                ).format(rnd=rnd),
                8000,
            )

        if self.view.selected_round() != rnd:
            self.select_round(rnd)
        self.ops.run_job(
            translate("RoundsController", "edit pairing of round {rnd}").format(rnd=rnd),
            translate("RoundsController", "Checking the new pairing of round {rnd}\u2026").format(rnd=rnd),
            lambda: tf.rounds.set_pairing(rnd, boards, bye),
            lambda: tf.rounds.set_pairing(rnd, old_boards, old_bye),
            changed,
            first_change,
        )

    def check_pairing(self) -> None:
        """Every rule the selected round's pairing breaks (on the worker: it pairs the round to compare)."""
        tf, state = self.session.tf, self.session.state
        rnd = self.view.selected_round()
        info = state.round(rnd) if state is not None and rnd is not None else None
        if tf is None or info is None or rnd is None:
            return
        key = pairing_key(info)
        number = rnd
        swiss = state is not None and state.event.round_robin is None

        def check(_context: JobContext) -> tuple[list[PairingWarning], tuple[str, ...]]:
            corrections = tf.results.late_corrections(number) if swiss else ()
            return tf.rounds.pairing_warnings(number), tuple(str(c) for c in corrections)

        def checked(found: tuple[list[PairingWarning], tuple[str, ...]]) -> None:
            self.checked[key], self.notes[key] = found
            self._show_round()

        self.ops.start(
            translate("RoundsController", "Check pairing rules"),
            translate("RoundsController", "Checking round {number}\u2026").format(number=number),
            check,
            checked,
        )


def _shown(results: tuple[GameResult | None, ...]) -> str:
    """A match's results as the question and the undo label show them (``1-0, ½-½``)."""
    return ", ".join(r.label if r is not None else "\u2013" for r in results)


def _with_game2(tf: TournamentFile, info: RoundInfo) -> RoundInfo | tuple[RoundInfo, RoundInfo]:
    """A pairing just stored: its round, or in a Double-Swiss event game 1 and game 2 of its match
    (stored together, C.04.5), for the window's state."""
    if not tf.event.double_swiss():
        return info
    return info, tf.rounds.get(match_rounds(match_of(info.number))[1])


def _matches(state: FileState) -> bool:
    """A Double-Swiss event (C.04.5): each pairing is a match of two games."""
    return pairs_matches(state.event.round_robin, state.event.system)
