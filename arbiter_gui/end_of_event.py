"""The end of the event in the window: an "End of event" menu over the dialogs of
``arbiter_gui.dialogs.end_of_event``, each change one undoable ``db`` operation.

The window hands over what it shares (the open file, its prompts, how it runs an undoable operation,
how to edit the event's general settings and show a round) and adds ``menu()`` to its menu bar; the
standings view asks ``explain`` when a tie-break cell is double-clicked. At a venue server's desk the
window stores each change on the worker (``Operations.store``, issue 30 item 3): what follows a change
(the rating panel shown again, the check before export made again) waits until the server has stored it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from arbiter_gui.dialog_help import TextTopic
from arbiter_gui.dialogs.end_of_event import (
    ExplainDialog,
    NormsDialog,
    OfficialsDialog,
    PrizeCategoriesDialog,
    RatingPanel,
    RoundDatesDialog,
    SubmissionDialog,
)
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.operations import capital
from arbiter_gui.prompts import Prompts
from engine.model import PairingNumber, Tournament
from engine.norms import NormResult, best_norm
from engine.prizes import PrizeCategory, format_money
from engine.rating import RatingReport
from engine.submission import FixKind, SubmissionIssue
from operations.tournament_file import TournamentFile
from texts.labels import tie_rule_name
from values import EventSettings, PlayerRecord

if TYPE_CHECKING:
    from engine.standings_policy import StandingsPolicy

Then = Callable[[object], None]
"""What follows a change once it is stored (given its result)."""


class Run(Protocol):
    """One undoable operation (``Operations.store``); True when it was carried out or is under way (a
    venue server's desk); ``then(result)`` once it is stored, ``not_stored(exc)`` when it was not."""

    def __call__(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        then: Then | None = None,
        not_stored: Callable[[BaseException], None] | None = None,
    ) -> bool: ...


Stored = Callable[[], None]
T = TypeVar("T")
Dates = tuple[date | None, ...]


class ReadThen(Protocol):
    """``Operations.read_then(title, read, then)``: ``then(read())``, on the worker at a venue desk."""

    def __call__(self, title: str, read: Callable[[], T], then: Callable[[T], None]) -> None: ...


"""What follows a command's change once it is stored, or at once when there was nothing to change."""


def _read_here(title: str, read: Callable[[], T], then: Callable[[T], None]) -> None:
    """``then(read())`` on the UI thread (no ``read_then`` given; ``title`` unused: a failure raises)."""
    then(read())


def _or_refusal(read: Callable[[], T]) -> T | ValueError:
    """``read()``, or the ``ValueError`` it raised (told as a refusal once back on the UI thread)."""
    try:
        return read()
    except ValueError as exc:
        return exc


def _nothing() -> None:
    """What follows a command's change when the caller asks for nothing."""


EVENT_SETTINGS_FIELDS = frozenset({"name", "city", "federation", "start_date", "end_date"})
"""Event fields the general settings dialog edits (the officials dialog has the others)."""

translate = QCoreApplication.translate


class EndOfEvent:
    """The commands of the end of the event."""

    def __init__(
        self,
        parent: QWidget,
        tf: Callable[[], TournamentFile | None],
        prompts: Prompts,
        run: Run,
        edit_event: Callable[[Stored], None] = lambda _stored: None,
        show_round: Callable[[int], None] = lambda _r: None,
        read_then: ReadThen | None = None,
    ) -> None:
        self.parent = parent
        self.read_then: ReadThen = read_then or _read_here
        """``Operations.read_then``: what a dialog opens with, read on the worker at a venue desk."""
        self.tf = tf
        self.prompts = prompts
        self.run = run
        self.edit_event = edit_event
        self.show_round = show_round
        self.actions: dict[str, QAction] = {}
        for key, text, slot in (
            ("officials", translate("EndOfEvent", "&Officials, time control and rating…"), self.officials),
            ("round_dates", translate("EndOfEvent", "Round &dates…"), self.round_dates),
            ("categories", translate("EndOfEvent", "Prize &categories…"), self.prize_categories),
            ("prizes", translate("EndOfEvent", "&Prize list"), self.prize_list),
            ("rating", translate("EndOfEvent", "&Rating changes…"), self.rating),
            ("norms", translate("EndOfEvent", "Title &norms…"), self.norms),
            ("explain", translate("EndOfEvent", "&Explain a tie-break…"), self.explain),
            ("check", translate("EndOfEvent", "Check &before export…"), self.check_export),
        ):
            action = QAction(text, parent)
            action.triggered.connect(lambda _=False, slot=slot: slot())
            self.actions[key] = action

    def menu(self) -> QMenu:
        menu = QMenu(translate("EndOfEvent", "E&nd of event"), self.parent)
        a = self.actions
        menu.addActions([a["officials"], a["round_dates"]])
        menu.addSeparator()
        menu.addActions([a["rating"], a["norms"], a["explain"]])
        menu.addSeparator()
        menu.addActions([a["categories"], a["prizes"]])
        menu.addSeparator()
        menu.addAction(a["check"])
        return menu

    def set_enabled(self, open_file: bool) -> None:
        for action in self.actions.values():
            action.setEnabled(open_file)

    def _file(self) -> TournamentFile | None:
        return self.tf()

    def _refused(self, title: str, exc: Exception) -> None:
        self.prompts.error(self.parent, title, exc)

    # -- event data ---------------------------------------------------------------------------------
    def officials(self, stored: Stored = _nothing) -> None:
        tf = self._file()
        if tf is not None:  # the dialog opens once the settings are read
            title = translate("EndOfEvent", "&Officials, time control and rating…").replace("&", "")
            self.read_then(title, tf.event.settings, lambda old: self._officials(tf, old, stored))

    def _officials(self, tf: TournamentFile, old: EventSettings, stored: Stored) -> None:
        dialog = OfficialsDialog(self.parent, old)
        if not self.prompts.run_dialog(dialog):
            stored()
            return
        new = dialog.settings()
        if new == old:
            stored()
            return
        self.run(
            translate("EndOfEvent", "change officials and rating"),
            lambda: tf.event.update(new),
            lambda: tf.event.update(old),
            lambda _result: stored(),
        )

    def round_dates(self, stored: Stored = _nothing) -> None:
        tf = self._file()
        if tf is None:
            return

        def read() -> tuple[Dates, dict[int, date | None], Dates]:
            return (
                tf.event.round_dates(),
                {r.number: r.date for r in tf.rounds.all()},
                tf.event.settings().round_dates,
            )

        title = translate("EndOfEvent", "Round &dates…").replace("&", "")
        self.read_then(title, read, lambda found: self._round_dates(tf, *found, stored))  # opens once read

    def _round_dates(
        self, tf: TournamentFile, dates: Dates, paired: dict[int, date | None], planned: Dates, stored: Stored
    ) -> None:
        kept = [
            paired.get(r) if r in paired else (planned[r - 1] if r <= len(planned) else None)
            for r in range(1, len(dates) + 1)
        ]
        dialog = RoundDatesDialog(self.parent, dates, [s is not None for s in kept])
        if not self.prompts.run_dialog(dialog):
            stored()
            return
        new = dialog.dates()
        if new == tuple(kept):
            stored()
            return
        self.run(
            translate("EndOfEvent", "set round dates"),
            lambda: tf.event.set_round_dates(new),
            lambda: tf.event.set_round_dates(kept),
            lambda _result: stored(),
        )

    # -- prizes -----------------------------------------------------------------------------------------
    def prize_categories(self) -> None:
        tf = self._file()
        if tf is not None:  # the dialog opens once the categories are read
            title = translate("EndOfEvent", "Prize &categories…").replace("&", "")
            self.read_then(
                title, lambda: [r.category for r in tf.endevent.prize_categories()], self._categories
            )

    def _categories(self, old: list[PrizeCategory]) -> None:
        tf = self._file()
        if tf is None:
            return
        dialog = PrizeCategoriesDialog(self.parent, old)
        dialog.run_dialog = self.prompts.run_dialog
        if not self.prompts.run_dialog(dialog):
            return
        new = dialog.categories()
        if new != old:
            self.run(
                translate("EndOfEvent", "change prize categories"),
                lambda: tf.endevent.set_prize_categories(new),
                lambda: tf.endevent.set_prize_categories(old),
            )

    def prize_list_text(self) -> str:
        tf = self._file()
        if tf is None:
            return ""
        plist = tf.endevent.prize_list()
        names = {p.number: p.name for p in tf.players.all()}
        state = (
            translate("EndOfEvent", "final standings")
            if plist.final
            else translate("EndOfEvent", "standings after round {after_round} (not final)").format(
                after_round=plist.after_round
            )
        )
        lines = [
            translate("EndOfEvent", "Prizes by the {state}; ties {label}").format(
                state=state, label=tie_rule_name(plist.ties)
            ),
            "",
        ]
        for i, record in enumerate(plist.categories):
            c = record.category
            lines.append(f"{c.name} ({c.rule.describe()})")
            mine = [a for a in plist.awards if a.category == i]
            if not mine:
                lines.append(translate("EndOfEvent", "   no prize given"))
            for a in mine:
                shared = (
                    " " + translate("EndOfEvent", "(shared by {players})").format(players=a.shared_with)
                    if a.shared_with > 1
                    else ""
                )
                lines.append(f"  {a.places:>5}  {a.number:>4} {names.get(a.number, '')}: {a.prize}{shared}")
            lines.append("")
        lines.append(translate("EndOfEvent", "Total {total}").format(total=format_money(plist.total)))
        return "\n".join(lines)

    def prize_list(self) -> None:
        if self._file() is not None:  # shown once read and made
            title = translate("EndOfEvent", "Prize list")
            self.read_then(title, lambda: _or_refusal(self.prize_list_text), self._show_prize_list)

    def _show_prize_list(self, text: str | ValueError) -> None:
        if isinstance(text, ValueError):
            self._refused(translate("EndOfEvent", "Prize list"), text)
            return
        self.prompts.run_dialog(
            TextDialog(
                self.parent,
                translate("EndOfEvent", "Prize list"),
                translate("EndOfEvent", "One prize per player, the most valuable."),
                text,
                TextTopic.PRIZE_LIST,
            )
        )

    # -- ratings and norms ---------------------------------------------------------------------------------
    def rating(self, select: PairingNumber | None = None) -> None:
        tf = self._file()
        if tf is None:
            return
        title = translate("EndOfEvent", "Rating changes")

        def read() -> tuple[RatingReport | ValueError, tuple[PlayerRecord, ...]]:
            return _or_refusal(tf.endevent.rating_report), tf.players.all()

        # the panel opens once read (on the worker at a venue desk)
        self.read_then(title, read, lambda found: self._rating(tf, *found, select))

    def _rating(
        self,
        tf: TournamentFile,
        report: RatingReport | ValueError,
        players: tuple[PlayerRecord, ...],
        select: PairingNumber | None,
    ) -> None:
        title = translate("EndOfEvent", "Rating changes")
        if isinstance(report, ValueError):
            self._refused(title, report)
            return
        names = {p.number: p.name for p in players}
        stored = {p.number: p.k_factor for p in players}
        ids = {p.number: p.id for p in players}

        def set_k(
            number: PairingNumber,
            k: int | None,
            shown: Callable[[RatingReport], None],
            not_stored: Callable[[], None],
        ) -> bool:
            pid = ids[number]
            old = stored[number]
            return self.run(
                translate("EndOfEvent", "set K of #{number}").format(number=number),
                lambda: tf.ratings.set_k_factor(pid, k),
                lambda: tf.ratings.set_k_factor(pid, old),
                # the report read again once the K is stored
                lambda _result: self.read_then(title, tf.endevent.rating_report, shown),
                lambda _exc: not_stored(),
            )

        self.prompts.run_dialog(RatingPanel(self.parent, report, names, stored, set_k, select))

    def norms(self) -> None:
        tf = self._file()
        if tf is not None:  # shown once read
            self.read_then(
                translate("EndOfEvent", "Title norms"), lambda: _or_refusal(tf.endevent.norms), self._norms
            )

    def _norms(self, results: list[NormResult] | ValueError) -> None:
        if isinstance(results, ValueError):
            self._refused(translate("EndOfEvent", "Title norms"), results)
            return
        by_player: dict[PairingNumber, list[object]] = {}
        for r in results:
            by_player.setdefault(r.number, []).append(r)
        best = [b for rs in by_player.values() if (b := best_norm(rs)) is not None]  # type: ignore[arg-type]
        self.prompts.run_dialog(NormsDialog(self.parent, best, results))

    # -- tie-breaks -----------------------------------------------------------------------------------
    def explain(
        self, player: int | None = None, code: str | None = None, after_round: int | None = None
    ) -> None:
        """End of event > Explain a tie-break (and a tie-break cell of the standings double-clicked): the
        event is read once (on the worker at a venue desk, ``read_then``), the dialog opened once read;
        each player and tie-break chosen there is explained from what was read, nothing read again."""
        tf = self._file()
        if tf is not None:
            title = translate("EndOfEvent", "Explain a tie-break")
            self.read_then(title, tf.tournament, lambda t: self._explain(t, player, code, after_round))

    def _explain(self, t: Tournament, player: int | None, code: str | None, after_round: int | None) -> None:
        from engine.standings_policy import standings_policy

        try:
            policy = standings_policy(t)
        except ValueError as exc:
            self._refused(translate("EndOfEvent", "Explain a tie-break"), exc)
            return
        players = [(int(p.number), p.name) for p in t.players]
        dialog = ExplainDialog(
            self.parent,
            players,
            [s.label for s in policy.tiebreaks],
            lambda n, c: explanation(t, policy, n, c, after_round),
            player,
            code,
        )
        self.prompts.run_dialog(dialog)

    # -- the check before export --------------------------------------------------------------------
    def check_export(self) -> None:
        tf = self._file()
        if tf is None:
            return

        def opened(issues: list[SubmissionIssue]) -> None:  # once the issues are read
            dialog = SubmissionDialog(self.parent, issues, lambda issue: self._fix(issue, dialog))
            self.prompts.run_dialog(dialog)

        title = translate("EndOfEvent", "Check before export")
        self.read_then(title, tf.endevent.submission_issues, opened)

    def _fix(self, issue: SubmissionIssue, dialog: SubmissionDialog) -> None:
        """The issue's fix; the check again, on the event as it is once the fix is stored."""
        fix = issue.fix
        again = self.check_export
        if fix.kind is FixKind.RESULT and fix.round is not None:
            dialog.accept()
            self.show_round(fix.round)
        elif fix.kind is FixKind.EVENT and fix.field in EVENT_SETTINGS_FIELDS:
            dialog.accept()
            self.edit_event(again)
        elif fix.kind is FixKind.EVENT:
            dialog.accept()
            self.officials(again)
        elif fix.kind is FixKind.ROUND_DATE:
            dialog.accept()
            self.round_dates(again)
        elif fix.kind is FixKind.PLAYER and fix.player is not None:
            dialog.accept()
            self.edit_player(int(fix.player), again)
        else:
            self.prompts.info(
                self.parent,
                translate("EndOfEvent", "Check before export"),
                translate("EndOfEvent", "Pair the remaining rounds and enter their results."),
            )

    def edit_player(self, number: int, stored: Stored = _nothing) -> None:
        tf = self._file()
        if tf is None:
            return
        title = translate("EndOfEvent", "correct #{number}").format(number=number)
        # the dialog opens once the player is read
        self.read_then(
            capital(title), lambda: tf.players.by_number(number), lambda p: self._edit(tf, p, stored)
        )

    def _edit(self, tf: TournamentFile, player: PlayerRecord, stored: Stored) -> None:
        from arbiter_gui.dialogs.player import PlayerDialog

        number = player.number
        dialog = PlayerDialog(self.parent, player.details)
        if not self.prompts.run_dialog(dialog):
            stored()
            return
        new, old = dialog.details(), player.details
        if new == old:
            stored()
            return
        self.run(
            translate("EndOfEvent", "correct #{number}").format(number=number),
            lambda: tf.players.edit(player.id, new),
            lambda: tf.players.edit(player.id, old),
            lambda _result: stored(),
        )


def explanation(
    t: Tournament, policy: StandingsPolicy, number: int, code: str, after_round: int | None = None
) -> list[str]:
    """Why player ``number`` has this tie-break value (C.07, the article of the tie-break ``code``):
    ``engine.tiebreaks.explain`` under the event's standings policy (``engine.standings_policy``), as the
    CLI's ``--explain`` prints it, from the event ``t`` already read (pure: nothing read of the store)."""
    from engine.tiebreaks import explain

    spec = next((s for s in policy.tiebreaks if code in (s.label, str(s))), None)
    if spec is None:
        return [translate("EndOfEvent", "{code} is not a tie-break of this event").format(code=code)]
    e = explain(
        t,
        number,
        spec,
        policy.edition,
        after_round,
        tiebreaks=list(policy.tiebreaks),
        unrated_rating=policy.unrated_rating,
    )
    return e.lines()
