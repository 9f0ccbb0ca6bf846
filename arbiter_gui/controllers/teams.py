"""The Teams view of a team event: its teams, the line-ups and games of each match, the team standings
(issue 29 item 4). Every change is one operation of ``tf.teams`` or ``tf.results``, undoable; pairing a
round is Rounds > Pair next round, as in an individual event.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.file_filters import CSV_TABLES, file_filter
from arbiter_gui.operations import Operations
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.views.teams import TeamsView, fill, result_text
from values import GameResult
from values.teams import TeamMatchRecord, TeamRecord

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
        self.session.changed.connect(self._changed)

    def is_team_event(self) -> bool:
        tf = self.session.tf
        return tf is not None and tf.event.team() is not None

    def _changed(self, state: FileState | None, change: Change) -> None:
        self._stale = True
        if change.kind is ChangeKind.FILE:
            self._teams, self._matches = (), ()
        if state is not None and self._is_shown():
            self.shown()

    def shown(self) -> None:
        """The view is on screen: read the file if it changed since."""
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        tf = self.session.tf
        if tf is None or not self.is_team_event():
            return
        self._stale = False
        ok, found = self.errors.attempt(
            translate("TeamsController", "Show the teams"),
            lambda: (tf.teams.all(), tf.rounds.paired, tf.teams.standings()),
        )
        if not ok or found is None:
            return
        self._teams, paired, (codes, table) = found
        self.view.set_rounds(paired)
        fill(
            self.view.teams,
            [
                [str(t.number), _team_name(t), t.captain, ", ".join(p.name for p in t.roster)]
                for t in self._teams
            ],
        )
        rnd = self.view.selected_round()
        self._matches = tf.teams.matches(rnd) if rnd else ()
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
            *codes,
        ]
        rows = [
            [
                str(t.rank),
                t.name,
                _points(t.match_points),
                _points(t.game_points),
                *("" if v is None else _points(v) for v in t.tiebreaks),
            ]
            for t in table
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
                [str(g.board), names.get(g.white, ""), result_text(g.result), names.get(g.black, "")]
                for g in games
            ],
        )

    # -- commands ---------------------------------------------------------------------------------
    def add(self) -> None:
        from arbiter_gui.dialogs.teams import TeamDialog

        tf = self.session.tf
        if tf is None:
            return
        paired = tf.rounds.paired
        dialog = TeamDialog(self.parent_widget, paired + 1, tf.event.settings().number_of_rounds)
        if not self.prompts.run_dialog(dialog):
            return
        name, captain, players = dialog.name.text(), dialog.captain.text(), dialog.players()
        late = dialog.late_from()
        added: list[int] = []

        def do() -> TeamRecord:
            team = tf.teams.add(name, captain, players, late)
            added[:] = [team.number]
            return team

        self.ops.run(
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
        ok, preview = self.errors.attempt(title, lambda: tf.teams.preview_import(parsed))
        if not ok or preview is None:
            return
        players = sum(len(t.roster) for t in preview.teams)
        question = translate(
            "TeamsController",
            "Import {teams} teams with {players} players? {problems} row(s) cannot be imported.",
        ).format(teams=len(preview.teams), players=players, problems=len(preview.problems))
        if not self.prompts.confirm(self.parent_widget, title, question):
            return
        self.ops.run(
            translate("TeamsController", "import teams from {name}").format(name=path.name),
            lambda: tf.teams.import_list(parsed),
            tf.teams.undo_import,
        )

    def set_lineup(self) -> None:
        from arbiter_gui.dialogs.teams import LineupDialog

        tf, match = self.session.tf, self._current_match()
        if tf is None or match is None:
            self.prompts.info(
                self.parent_widget,
                translate("TeamsController", "Line-up"),
                translate("TeamsController", "Pair a round and choose one of its matches first."),
            )
            return
        teams = [t for t in self._teams if t.number in (match.white, match.black)]
        dialog = LineupDialog(teams, tf.teams.settings().boards, self.parent_widget)
        if not self.prompts.run_dialog(dialog):
            return
        team, players, rnd = dialog.team_number(), dialog.chosen(), match.round
        old = match.white_lineup if team == match.white else match.black_lineup

        def undo() -> object:
            return tf.teams.set_lineup(rnd, team, old) if old else tf.teams.clear_lineup(rnd, team)

        name = next(t.name for t in teams if t.number == team)
        self.ops.run(
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

        self.ops.run(
            translate("TeamsController", "forfeit of {team}").format(team=names[team]),
            lambda: tf.teams.forfeit_match(rnd, number, [team]),
            undo,
        )

    def enter_result(self, row: int, result: GameResult | None) -> None:
        tf, match = self.session.tf, self._current_match()
        if tf is None or match is None or not 0 <= row < len(match.games):
            return
        game = match.games[row]
        if game.result is not None and result is not None and game.result is not result:
            question = translate(
                "TeamsController", "Board {board} already has {old}. Replace it with {new}?"
            ).format(board=game.board, old=game.result.value, new=result.value)
            if not self.prompts.confirm(
                self.parent_widget, translate("TeamsController", "Correct a result"), question
            ):
                return
        rnd, board, old = game.round, game.board, game.result
        if self.ops.run(
            translate("TeamsController", "result of board {board}").format(board=board),
            lambda: tf.results.set(rnd, board, result),
            lambda: tf.results.set(rnd, board, old),
        ):
            self.view.games.move_on(row)

    def _selected_team(self) -> TeamRecord | None:
        row = self.view.teams.currentRow()
        return self._teams[row] if 0 <= row < len(self._teams) else None

    def withdraw(self) -> None:
        """A team withdrawn from a round on (``tf.teams.withdraw``), undone by reinstating it."""
        from arbiter_gui.dialogs.teams import TeamWithdrawalDialog

        tf = self.session.tf
        playing = [t for t in self._teams if t.withdrawn_from_round is None]
        if tf is None or not playing:
            return
        selected = self._selected_team()
        dialog = TeamWithdrawalDialog(
            playing,
            tf.rounds.paired + 1,
            tf.event.settings().number_of_rounds,
            selected.number if selected is not None else None,
            self.parent_widget,
        )
        if not self.prompts.run_dialog(dialog):
            return
        number, start = dialog.choice()
        name = next(t.name for t in playing if t.number == number)
        self.ops.run(
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
        self.ops.run(
            translate("TeamsController", "reinstatement of {team}").format(team=team.name),
            lambda: tf.teams.reinstate(number),
            lambda: tf.teams.withdraw(number, start),
        )
