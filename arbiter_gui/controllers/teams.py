"""The Teams view of a team event: its teams, the line-ups and games of each match, the team standings
(issue 29 item 4). Every change is one operation of ``tf.teams`` or ``tf.results``, undoable; pairing a
round is Rounds > Pair next round, as in an individual event.

At a venue server's desk (``arbiter_gui.operations.stored_in_turn``, issue 30 item 3) the window never
waits for the network here either: the changes go on the worker's ``DESK`` lane (``Operations.run_in_turn``)
and the view says "storing…" until the server has stored them (a game's row its result, the view's line
the other changes); what the view shows is read on the ``READS`` lane; the dialogs take what they offer
from the window's state. On a tournament file all of it stays on the UI thread, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.file_filters import CSV_TABLES, file_filter
from arbiter_gui.operations import Operations, capital, stored_in_turn
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.views.teams import TeamsView, fill, result_text
from operations.tournament_file import TournamentFile
from values import BoardRecord, GameResult
from values.teams import TeamImportPreview, TeamMatchRecord, TeamRecord, TeamStanding

translate = QCoreApplication.translate


def _points(value: Fraction) -> str:
    """``2½``, ``3``: points as the window shows them."""
    whole, half = divmod(value * 2, 2)
    if value.denominator > 2:
        return f"{float(value):g}"
    return (str(int(whole)) if whole or not half else "") + ("\u00bd" if half else "")


def _team_name(team: TeamRecord) -> str:
    """The team's name, and the round it is withdrawn from when it is."""
    if team.withdrawn_from_round is None:
        return team.name
    return translate("TeamsController", "{name} (withdrawn from round {round})").format(
        name=team.name, round=team.withdrawn_from_round
    )


@dataclass(frozen=True, slots=True)
class TeamsRead:
    """What the Teams view shows, read from the event (``read_teams``)."""

    teams: tuple[TeamRecord, ...]
    paired: int
    codes: tuple[str, ...]
    """The tie-breaks' codes of the team standings."""
    standings: tuple[TeamStanding, ...]
    round: int
    """The round whose matches are read (0: none paired)."""
    matches: tuple[TeamMatchRecord, ...]


def read_teams(tf: TournamentFile, offered: int, selected: int) -> TeamsRead:
    """The teams, the paired rounds, the team standings and the matches of the round the view will show:
    ``selected`` while the view offers as many rounds as are paired (``offered``), else the last one
    (``TeamsView.set_rounds``)."""
    teams, paired, (codes, table) = tf.teams.all(), tf.rounds.paired, tf.teams.standings()
    rnd = selected if offered == paired else paired
    return TeamsRead(teams, paired, codes, table, rnd, tf.teams.matches(rnd) if rnd else ())


class TeamsController(Controller):
    """Fills the Teams view from the file and carries out its commands."""

    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        settings: AppSettings,
        is_shown: Callable[[], bool],
        owner: QObject,
    ) -> None:
        super().__init__(ops, prompts, parent)
        self.settings = settings
        self._is_shown = is_shown
        self.add_team = QAction(translate("TeamsController", "&Add team\u2026"), owner)
        self.import_teams = QAction(translate("TeamsController", "Import teams fr&om CSV\u2026"), owner)
        self.lineup = QAction(translate("TeamsController", "&Set line-up\u2026"), owner)
        self.forfeit = QAction(translate("TeamsController", "Forfeit &whole match\u2026"), owner)
        self.withdraw_team = QAction(translate("TeamsController", "W&ithdraw team\u2026"), owner)
        self.reinstate_team = QAction(translate("TeamsController", "&Reinstate team"), owner)
        self.view = TeamsView(
            [
                self.add_team,
                self.import_teams,
                self.lineup,
                self.forfeit,
                self.withdraw_team,
                self.reinstate_team,
            ]
        )
        self.withdraw_team.triggered.connect(self.withdraw)
        self.reinstate_team.triggered.connect(self.reinstate)
        self.add_team.triggered.connect(self.add)
        self.import_teams.triggered.connect(self.import_list)
        self.lineup.triggered.connect(self.set_lineup)
        self.forfeit.triggered.connect(self.forfeit_match)
        self.view.round_changed.connect(lambda _r: self.refresh())
        self.view.match_changed.connect(lambda _m: self._show_games())
        self.view.games.result_typed.connect(self.enter_result)
        self._teams: tuple[TeamRecord, ...] = ()
        self._matches: tuple[TeamMatchRecord, ...] = ()
        self._stale = True
        self._reads = 0
        """Reads started on the ``READS`` lane: only the last one's outcome is shown."""
        self._storing: dict[tuple[int, int], str] = {}
        """Games whose result is under way to the venue server, by round and board: what the row shows."""
        self._under_way: list[str] = []
        """The view's other changes under way to the venue server, as the view's line names them."""
        self.session.changed.connect(self._changed)

    def is_team_event(self) -> bool:
        state = self.session.state
        return state is not None and state.event.team is not None

    def _changed(self, state: FileState | None, change: Change) -> None:
        self._stale = True
        if change.kind is ChangeKind.FILE:
            self._teams, self._matches = (), ()
            self._storing.clear()
            self._under_way.clear()
            self._show_under_way()
        if state is not None and self._is_shown():
            self.shown()

    def shown(self) -> None:
        """The view is on screen: read the file if it changed since."""
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        """Read what the view shows and show it (``Operations.read_then``: at a venue server's desk on
        the worker, the view keeping what it shows until the read is in)."""
        tf = self.session.tf
        if tf is None or not self.is_team_event():
            return
        self._stale = False
        offered, selected = self.view.round_picker.count(), self.view.selected_round()
        self._reads += 1
        read = self._reads

        def show(found: TeamsRead) -> None:
            if read == self._reads:  # a later read shows what is newer
                self._show(found)

        def not_read() -> None:
            self._stale = True  # read again when next shown

        self.ops.read_then(
            translate("TeamsController", "Show the teams"),
            lambda: read_teams(tf, offered, selected),
            show,
            not_read,
        )

    def _show(self, found: TeamsRead) -> None:
        self._teams = found.teams
        self.view.set_rounds(found.paired)
        fill(
            self.view.teams,
            [
                [str(t.number), _team_name(t), t.captain, ", ".join(p.name for p in t.roster)]
                for t in self._teams
            ],
        )
        self._matches = found.matches if self.view.selected_round() == found.round else ()
        names = {t.number: t.name for t in self._teams}
        fill(
            self.view.matches,
            [
                [
                    str(m.match),
                    names[m.white],
                    f"{_points(m.white_points)} - {_points(m.black_points)}" if m.black is not None else "",
                    names[m.black] if m.black is not None else translate("TeamsController", "bye"),
                ]
                for m in self._matches
            ],
        )
        if self._matches and self.view.matches.currentRow() < 0:
            self.view.matches.setCurrentCell(0, 0)
        self._show_games()
        headers = [
            translate("TeamsController", "Rank"),
            translate("TeamsController", "Team"),
            "MP",
            "GP",
            *found.codes,
        ]
        rows = [
            [
                str(t.rank),
                t.name,
                _points(t.match_points),
                _points(t.game_points),
                *("" if v is None else _points(v) for v in t.tiebreaks),
            ]
            for t in found.standings
        ]
        self.view.show_standings(headers, rows)

    def _current_match(self) -> TeamMatchRecord | None:
        row = self.view.matches.currentRow()
        return self._matches[row] if 0 <= row < len(self._matches) else None

    def _show_games(self) -> None:
        match = self._current_match()
        names = {p.id: p.name for t in self._teams for p in t.roster}
        games = match.games if match is not None else ()
        fill(
            self.view.games,
            [
                [
                    str(g.board),
                    names.get(g.white, ""),
                    self._storing.get((g.round, g.board)) or result_text(g.result),
                    names.get(g.black, ""),
                ]
                for g in games
            ],
        )

    # -- at a venue server's desk: what is under way --------------------------------------------------
    def _in_turn(self, text: str, do: Callable[[], object], undo: Callable[[], object]) -> None:
        """One change of the view (``Operations.run_in_turn``; the event read again once stored): at a
        venue server's desk the view's line names it until the server has stored it or not."""
        tf = self.session.tf
        name = capital(text)
        if (
            self.ops.run_in_turn(
                text, do, undo, not_stored=lambda _exc: self._ended(name), then=lambda _r: self._ended(name)
            )
            and tf is not None
            and stored_in_turn(tf)
        ):
            self._under_way.append(name)
            self._show_under_way()

    def _ended(self, name: str) -> None:
        if name in self._under_way:
            self._under_way.remove(name)
            self._show_under_way()

    def _show_under_way(self) -> None:
        self.view.show_storing(
            translate("TeamsController", "Storing on the venue server: {changes}\u2026").format(
                changes="; ".join(self._under_way)
            )
            if self._under_way
            else ""
        )

    # -- commands ---------------------------------------------------------------------------------
    def add(self) -> None:
        from arbiter_gui.dialogs.teams import TeamDialog

        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return
        dialog = TeamDialog(self.parent_widget, state.paired + 1, state.event.number_of_rounds)
        if not self.prompts.run_dialog(dialog):
            return
        name, captain, players = dialog.name.text(), dialog.captain.text(), dialog.players()
        late = dialog.late_from()
        added: list[int] = []

        def do() -> TeamRecord:
            team = tf.teams.add(name, captain, players, late)
            added[:] = [team.number]
            return team

        self._in_turn(
            translate("TeamsController", "add team {name}").format(name=name),
            do,
            lambda: tf.teams.remove(added[0]),
        )

    def import_list(self) -> None:
        from formats.csv_teams import read_teams_csv_file

        tf = self.session.tf
        if tf is None:
            return
        path = self.prompts.open_file(
            self.parent_widget,
            translate("TeamsController", "Import teams from CSV"),
            self.settings.last_folder(),
            file_filter(CSV_TABLES),
        )
        if path is None:
            return
        title = translate("TeamsController", "Import {name}").format(name=path.name)
        ok, found = self.errors.attempt(title, lambda: (read_teams_csv_file(path), None))
        if not ok or found is None:
            return
        parsed = found[0]

        def ask(preview: TeamImportPreview) -> None:
            if self.session.tf is not tf:
                return
            players = sum(len(t.roster) for t in preview.teams)
            question = translate(
                "TeamsController",
                "Import {teams} teams with {players} players? {problems} row(s) cannot be imported.",
            ).format(teams=len(preview.teams), players=players, problems=len(preview.problems))
            if not self.prompts.confirm(self.parent_widget, title, question):
                return
            self._in_turn(
                translate("TeamsController", "import teams from {name}").format(name=path.name),
                lambda: tf.teams.import_list(parsed),
                tf.teams.undo_import,
            )

        self.ops.read_then(title, lambda: tf.teams.preview_import(parsed), ask)  # asked once read

    def set_lineup(self) -> None:
        from arbiter_gui.dialogs.teams import LineupDialog

        tf, state, match = self.session.tf, self.session.state, self._current_match()
        team_settings = state.event.team if state is not None else None
        if tf is None or match is None or team_settings is None:
            self.prompts.info(
                self.parent_widget,
                translate("TeamsController", "Line-up"),
                translate("TeamsController", "Pair a round and choose one of its matches first."),
            )
            return
        teams = [t for t in self._teams if t.number in (match.white, match.black)]
        dialog = LineupDialog(teams, team_settings.boards, self.parent_widget)
        if not self.prompts.run_dialog(dialog):
            return
        team, players, rnd = dialog.team_number(), dialog.chosen(), match.round
        old = match.white_lineup if team == match.white else match.black_lineup

        def undo() -> object:
            return tf.teams.set_lineup(rnd, team, old) if old else tf.teams.clear_lineup(rnd, team)

        name = next(t.name for t in teams if t.number == team)
        self._in_turn(
            translate("TeamsController", "line-up of {team}").format(team=name),
            lambda: tf.teams.set_lineup(rnd, team, players),
            undo,
        )

    def forfeit_match(self) -> None:
        tf, match = self.session.tf, self._current_match()
        if tf is None or match is None or match.black is None:
            return
        names = {t.number: t.name for t in self._teams}
        from arbiter_gui.dialogs.teams import LineupDialog

        dialog = LineupDialog(
            [t for t in self._teams if t.number in (match.white, match.black)], 0, self.parent_widget
        )
        dialog.setWindowTitle(translate("TeamsController", "Which team did not come?"))
        dialog.players.setVisible(False)
        if not self.prompts.run_dialog(dialog):
            return
        team, rnd, number = dialog.team_number(), match.round, match.match
        lineups = {match.white: bool(match.white_lineup), match.black: bool(match.black_lineup)}

        def undo() -> None:
            for board in tf.teams.matches(rnd)[number - 1].games:
                tf.results.set(rnd, board.board, None)
            for t, had in lineups.items():
                if not had:
                    tf.teams.clear_lineup(rnd, t)

        self._in_turn(
            translate("TeamsController", "forfeit of {team}").format(team=names[team]),
            lambda: tf.teams.forfeit_match(rnd, number, [team]),
            undo,
        )

    def enter_result(self, row: int, result: GameResult | None) -> None:
        """A game's result typed; at a venue server's desk its row says "storing…" until the server has
        stored it (the state then follows the one board), and takes no other key meanwhile."""
        tf, match = self.session.tf, self._current_match()
        if tf is None or match is None or not 0 <= row < len(match.games):
            return
        game = match.games[row]
        key = (game.round, game.board)
        if key in self._storing:
            self.status(
                translate(
                    "TeamsController", "Board {board}: the result typed before is still being stored."
                ).format(board=game.board),
                5000,
            )
            return
        if game.result is not None and result is not None and game.result is not result:
            question = translate(
                "TeamsController", "Board {board} already has {old}. Replace it with {new}?"
            ).format(board=game.board, old=game.result.value, new=result.value)
            if not self.prompts.confirm(
                self.parent_widget, translate("TeamsController", "Correct a result"), question
            ):
                return
        rnd, board, old = game.round, game.board, game.result
        at_venue = stored_in_turn(tf)
        if not self.ops.run_in_turn(
            translate("TeamsController", "result of board {board}").format(board=board),
            lambda: tf.results.set(rnd, board, result),
            lambda: tf.results.set(rnd, board, old),
            self._result_stored if at_venue else None,  # a tournament file: read again, as before
            lambda _exc: self._result_ended(key),
        ):
            return
        if at_venue:
            shown = result.value if result is not None else "\u2013"
            self._storing[key] = translate("TeamsController", "{result} storing\u2026").format(result=shown)
            self._show_games()
        self.view.games.move_on(row)

    def _result_stored(self, record: object) -> None:
        """Stored: the game's row shows it at once, the match's points once the view is read again."""
        assert isinstance(record, BoardRecord)
        self._storing.pop((record.round, record.board), None)
        self._matches = tuple(
            replace(
                m,
                games=tuple(
                    record if (g.round, g.board) == (record.round, record.board) else g for g in m.games
                ),
            )
            for m in self._matches
        )
        self._show_games()
        self.session.result_stored(record)  # the view reads its match again (``_changed``)

    def _result_ended(self, key: tuple[int, int]) -> None:
        """Not stored: the row shows again what the server holds (the reason is shown)."""
        self._storing.pop(key, None)
        self._show_games()

    def _selected_team(self) -> TeamRecord | None:
        row = self.view.teams.currentRow()
        return self._teams[row] if 0 <= row < len(self._teams) else None

    def withdraw(self) -> None:
        """A team withdrawn from a round on (``tf.teams.withdraw``), undone by reinstating it."""
        from arbiter_gui.dialogs.teams import TeamWithdrawalDialog

        tf, state = self.session.tf, self.session.state
        playing = [t for t in self._teams if t.withdrawn_from_round is None]
        if tf is None or state is None or not playing:
            return
        selected = self._selected_team()
        dialog = TeamWithdrawalDialog(
            playing,
            state.paired + 1,
            state.event.number_of_rounds,
            selected.number if selected is not None else None,
            self.parent_widget,
        )
        if not self.prompts.run_dialog(dialog):
            return
        number, start = dialog.choice()
        name = next(t.name for t in playing if t.number == number)
        self._in_turn(
            translate("TeamsController", "withdrawal of {team}").format(team=name),
            lambda: tf.teams.withdraw(number, start),
            lambda: tf.teams.reinstate(number),
        )

    def reinstate(self) -> None:
        """The selected team, withdrawn, paired again (undone by withdrawing it from the same round)."""
        tf, team = self.session.tf, self._selected_team()
        if tf is None:
            return
        if team is None or team.withdrawn_from_round is None:
            self.prompts.info(
                self.parent_widget,
                translate("TeamsController", "Reinstate team"),
                translate("TeamsController", "Choose a withdrawn team in the list of teams first."),
            )
            return
        number, start = team.number, team.withdrawn_from_round
        self._in_turn(
            translate("TeamsController", "reinstatement of {team}").format(team=team.name),
            lambda: tf.teams.reinstate(number),
            lambda: tf.teams.withdraw(number, start),
        )
