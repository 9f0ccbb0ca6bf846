"""A team event in the real window (issue 29 item 6): chosen on the New-tournament form with its boards,
teams imported from a CSV list (preview, then one operation), a round paired, both line-ups of each match
given in the Line-up dialog, every game's result typed from the keyboard in the Teams view, the match
score and the team standings shown, and Edit > Undo taking a line-up back."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.teams import LineupDialog, TeamDialog, TeamWithdrawalDialog
from arbiter_gui.main_window import TEAMS, MainWindow
from tests.test_gui_support import pair
from values import GameResult
from values.teams import TeamFormat

TEAMS_CSV = "Team,Board,Name,Rating\n" + "".join(
    f"Club {t},{b},Player {t}-{b},{2400 - 40 * t - 10 * b}\n" for t in range(1, 5) for b in range(1, 4)
)
"""Four teams of three players, for matches on two boards (one reserve each)."""


def start_team_event(window: MainWindow, prompts, path: Path, csv: Path) -> None:  # type: ignore[no-untyped-def]
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Club league")
        d.system.setCurrentIndex(d.system.findData("team_swiss"))
        assert d.boards.isVisibleTo(d) and not d.rules.isVisibleTo(d)
        assert "C.04.6" in d.system_use.text()
        d.boards.setValue(2)
        d.rounds.setValue(3)

    prompts.dialogs.append(fill)
    prompts.paths.append(path)
    window.commands.new.trigger()
    prompts.paths.append(csv)
    prompts.confirms.append(True)
    window.teams.import_teams.trigger()


def test_a_round_of_a_team_event_is_run_in_the_window(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    prompts,
    tmp_path: Path,
) -> None:
    csv = tmp_path / "teams.csv"
    csv.write_text(TEAMS_CSV, encoding="utf-8")
    start_team_event(window, prompts, tmp_path / "league.arbiter", csv)
    tf = window.tf
    assert tf is not None
    team = tf.event.team()
    assert team is not None and team.format is TeamFormat.SWISS and team.boards == 2
    assert "Import 4 teams with 12 players?" in prompts.questions[-1][1]
    assert window.tabs.isTabVisible(TEAMS)
    window.show_view(TEAMS)
    view = window.teams.view
    assert view.teams.rowCount() == 4 and view.teams.item(0, 1).text() == "Club 1"
    pair(window, qtbot)
    window.show_view(TEAMS)
    assert view.matches.rowCount() == 2
    for row in range(2):
        view.matches.setCurrentCell(row, 0)
        for side in range(2):

            def choose(d: LineupDialog, side: int = side) -> None:
                d.team.setCurrentIndex(side)
                d.tick([1, 3] if side else [1, 2])

            prompts.dialogs.append(choose)
            window.teams.lineup.trigger()
    assert prompts.errors == []
    matches = tf.teams.matches(1)
    assert all(len(m.games) == 2 for m in matches)
    view.matches.setCurrentCell(0, 0)
    assert view.games.rowCount() == 2
    view.games.setFocus()
    view.games.setCurrentCell(0, 0)
    qtbot.keyClicks(view.games, "1=")
    first = tf.teams.matches(1)[0]
    assert [g.result for g in first.games] == [GameResult.WHITE_WINS, GameResult.DRAW]
    assert view.matches.item(0, 2).text() in ("1\u00bd - \u00bd", "\u00bd - 1\u00bd")
    view.matches.setCurrentCell(1, 0)
    view.games.setCurrentCell(0, 0)
    qtbot.keyClicks(view.games, "00")
    assert tf.teams.matches(1)[1].complete
    assert view.standings.rowCount() == 4
    assert view.standings.item(0, 2).text() == "2"  # the winners of a match: 2 match points
    window.commands.undo.trigger()  # the last result taken back
    assert not tf.teams.matches(1)[1].complete
    window.commands.explain.trigger()  # no Dutch account of the players: one sentence
    assert not window.worker.busy
    assert "Round 1 is a round of team matches" in prompts.errors[-1][1]


def test_a_line_up_is_taken_back_by_undo(qtbot, window: MainWindow, prompts, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    csv = tmp_path / "teams.csv"
    csv.write_text(TEAMS_CSV, encoding="utf-8")
    start_team_event(window, prompts, tmp_path / "league.arbiter", csv)
    pair(window, qtbot)
    window.show_view(TEAMS)
    window.teams.view.matches.setCurrentCell(0, 0)
    prompts.dialogs.append(lambda d: d.tick([2, 3]))
    window.teams.lineup.trigger()
    tf = window.tf
    assert tf is not None
    assert len(tf.teams.matches(1)[0].white_lineup) == 2
    window.commands.undo.trigger()
    assert tf.teams.matches(1)[0].white_lineup == ()


def test_a_team_withdrawn_and_a_late_team_in_the_window_with_undo(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, prompts, tmp_path: Path
) -> None:
    """Issue 29 item 2: Withdraw team… (the team chosen, the round it is no longer paired from), shown in
    the list of teams and undone; Add team… once a round is paired takes the round a late team arrives in,
    and undo removes it with its zero-point byes."""
    csv = tmp_path / "teams.csv"
    csv.write_text(TEAMS_CSV, encoding="utf-8")
    start_team_event(window, prompts, tmp_path / "league.arbiter", csv)
    pair(window, qtbot)
    window.show_view(TEAMS)
    view = window.teams.view
    view.teams.setCurrentCell(2, 0)

    def withdraw(d: TeamWithdrawalDialog) -> None:
        assert d.team.currentData() == 3 and d.round.minimum() == 2
        d.round.setValue(3)

    prompts.dialogs.append(withdraw)
    window.teams.withdraw_team.trigger()
    tf = window.tf
    assert tf is not None and prompts.errors == []
    assert tf.teams.all()[2].withdrawn_from_round == 3
    assert view.teams.item(2, 1).text() == "Club 3 (withdrawn from round 3)"
    window.commands.undo.trigger()
    assert tf.teams.all()[2].withdrawn_from_round is None
    assert view.teams.item(2, 1).text() == "Club 3"

    def late(d: TeamDialog) -> None:
        assert d.from_round.isVisibleTo(d) and d.from_round.minimum() == 2
        d.name.setText("Late club")
        d.roster.setPlainText("Ann; 2000\nBob; 1900")
        d.from_round.setValue(3)

    prompts.dialogs.append(late)
    window.teams.add_team.trigger()
    assert prompts.errors == []
    assert tf.teams.all()[-1].name == "Late club"
    assert {b.round for b in tf.players.byes()} == {2}
    window.commands.undo.trigger()
    assert [t.name for t in tf.teams.all()] == ["Club 1", "Club 2", "Club 3", "Club 4"]
    assert tf.players.byes() == ()


def test_a_team_trf_imported_in_the_window_opens_as_a_team_event(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, prompts, tmp_path: Path
) -> None:
    """Issue 29 item 1 through File > Import TRF: a generated team event becomes a team event in the
    file, its Teams view showing the teams and the matches of its rounds."""
    from engine.generator import GeneratorConfig
    from engine.team_swiss.generator import TeamGeneratorConfig, generate
    from engine.trf import write_trf

    trf = tmp_path / "teams.trf"
    event = generate(TeamGeneratorConfig(GeneratorConfig(players=5, rounds=3, seed=2), boards=2))
    trf.write_text(write_trf(event, "TRF26"), encoding="utf-8")
    prompts.paths += [trf, tmp_path / "imported"]
    window.commands.import_trf.trigger()
    assert prompts.errors == []
    tf = window.tf
    assert tf is not None and tf.teams.is_team_event()
    assert window.tabs.isTabVisible(TEAMS)
    window.show_view(TEAMS)
    view = window.teams.view
    assert view.teams.rowCount() == 5
    assert view.matches.rowCount() == 3  # two matches and the pairing-allocated bye of round 3
