"""The window's state follows the file without reading it again after a typed result, and the standings
it shows are those computed from scratch (issue #16: one read per change, standings computed once)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from arbiter_gui.main_window import ROUNDS, MainWindow
from arbiter_gui.session import FileState
from arbiter_gui.snapshot import running_scores, running_scores_after
from arbiter_gui.standings_rows import standings_tables
from arbiter_gui.worker import STANDINGS
from tests.test_gui_support import ScriptedPrompts, pair, start_event, type_results, wait_for_standings


def _fresh_tables(window: MainWindow) -> Any:
    tf, state = window.tf, window.session.state
    assert tf is not None and state is not None
    t = tf.tournament()
    return standings_tables(
        t, state.version, window.standings.after_round(state), state.paired, state.complete
    )


def test_typed_results_update_the_state_as_a_fresh_read_would(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: Any
) -> None:
    start_event(window, prompts, tmp_path / "state.arbiter", players=6, rounds=4)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None
    reads: list[int] = []
    real = tf.snapshot
    monkeypatch.setattr(tf, "snapshot", lambda: reads.append(1) or real())
    for key in "1=0":
        type_results(window, qtbot, key)
        state = window.session.state
        assert state is not None
        assert state.snapshot == real()  # the record set_result returned, applied: same as reading it all
        fresh = FileState(state.path, real(), state.version)  # what it carries, as counted afresh
        assert state.missing_carried is not None and state.missing == fresh.missing
        assert (state.complete, state.indexes) == (fresh.complete, fresh.indexes)
        assert all(state.player(p.number) == p for p in fresh.tournament.players)
    assert reads == []  # and nothing was read to get there
    window.commands.undo.trigger()
    assert window.session.state is not None and window.session.state.snapshot == real()


def test_a_pairing_updates_the_state_as_a_fresh_read_would(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: Any
) -> None:
    """Round 2 with a late entry (not paired in round 1), a requested bye and a PAB: every cell kind."""
    from values import ByeKind, PlayerDetails

    start_event(window, prompts, tmp_path / "paired.arbiter", players=5, rounds=4)
    pair(window, qtbot)
    type_results(window, qtbot, "1=")
    tf = window.tf
    assert tf is not None
    late = tf.players.add(PlayerDetails("Garnier, Luc", 2480)).player
    resting = tf.players.all()[1]
    tf.players.request_bye(2, resting.id, ByeKind.HALF)
    window.ops.reload()
    reads: list[int] = []
    real = tf.snapshot
    monkeypatch.setattr(tf, "snapshot", lambda: reads.append(1) or real())
    pair(window, qtbot)
    state = window.session.state
    assert state is not None and reads == []  # the round db returned, applied
    assert state.snapshot == real()
    assert state.tournament.by_number()[late.number].entry(1).result.value == "Z"  # not paired in round 1
    prompts.confirms.append(True)
    window.commands.repair.trigger()  # paired again: the round replaced
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert prompts.errors == [] and reads == []
    assert window.session.state is not None and window.session.state.snapshot == real()


def test_results_of_the_round_being_played_change_only_crosstable_cells_as_computed_from_scratch(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "cells.arbiter", players=6, rounds=4)
    pair(window, qtbot)
    type_results(window, qtbot, "1=0")
    pair(window, qtbot)
    wait_for_standings(window, qtbot)
    assert window.standings.tables == _fresh_tables(window)
    started: list[str] = []
    real_start = window.worker.start

    def counting_start(*args: Any, **kwargs: Any) -> Any:
        started.append(kwargs.get("lane", ""))
        return real_start(*args, **kwargs)

    window.worker.start = counting_start  # type: ignore[method-assign]
    window.show_view(ROUNDS)
    window.rounds_view.table.go_to_row(0)
    for key in "0=":  # round 2 results: standings after round 1 stay, two crosstable lines change
        type_results(window, qtbot, key)
        wait_for_standings(window, qtbot)
        assert window.standings.tables == _fresh_tables(window)
    assert STANDINGS not in started  # nothing computed again on the worker
    type_results(window, qtbot, "1")  # the last board: round 2 is complete, the standings move on
    wait_for_standings(window, qtbot)
    assert STANDINGS in started
    assert window.standings.tables == _fresh_tables(window)
    assert window.standings.tables is not None and window.standings.tables.after_round == 2


def test_printing_and_the_trf_export_take_the_standings_the_window_computed(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: Any
) -> None:
    import operations.trf_export as trf_export
    import outputs.documents.data as report_data
    from arbiter_gui.printing import DocumentDialog
    from outputs.documents.api import DocumentKind
    from tests.test_gui_support import wait_until_idle

    start_event(window, prompts, tmp_path / "shared.arbiter", players=6, rounds=4)
    pair(window, qtbot)
    type_results(window, qtbot, "1=0")
    pair(window, qtbot)
    type_results(window, qtbot, "0")  # round 2 being played: standings after round 1
    wait_for_standings(window, qtbot)
    computed: list[str] = []
    for module in (report_data, trf_export):
        real = module.event_standings
        monkeypatch.setattr(
            module,
            "event_standings",
            lambda *a, real=real, m=module.__name__, **k: computed.append(m) or real(*a, **k),
        )
    exported = tmp_path / "shared.trf"
    prompts.paths.append(exported)
    window.commands.export_trf.trigger()
    for kind in (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE):

        def choose(d: DocumentDialog, kind: DocumentKind = kind) -> None:
            d.kind.setCurrentIndex(d.kind.findData(kind))

        prompts.dialogs.append(choose)
        prompts.paths.append(tmp_path / f"{kind.value}.pdf")
        window.commands.save_pdf.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [] and prompts.bugs == []
    assert computed == []  # nothing computed again
    tf = window.tf
    assert tf is not None
    assert exported.read_bytes().decode("utf-8") == tf.files.export_trf()  # as the file's own export
    assert all((tmp_path / f"{k}.pdf").read_bytes().startswith(b"%PDF") for k in ("standings", "crosstable"))


def test_running_scores_carried_over_a_pairing_are_those_summed_from_a_fresh_read(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    """After each pairing the window's running scores follow from the state before with only the new
    round's cells added (``FileState.with_round``); they must be those summed from the file read
    afresh: a PAB (an odd number of players), requested half-, zero- and full-point byes, a late
    entry (an empty round 1), a withdrawal, and a round paired again."""
    from values import ByeKind, PlayerDetails

    def same_as_fresh() -> None:
        state = window.session.state
        assert tf is not None and state is not None
        assert state.scores_read is not None  # carried over, not summed again
        fresh = FileState(state.path, tf.snapshot(), state.version)
        assert dict(state.running_scores) == running_scores(fresh.tournament)
        assert state.tournament.players == fresh.tournament.players

    start_event(window, prompts, tmp_path / "scores.arbiter", players=7, rounds=5)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None
    same_as_fresh()
    type_results(window, qtbot, "1=0")
    records = tf.players.all()
    late = tf.players.add(PlayerDetails("Garnier, Luc", 2480)).player
    tf.players.request_bye(2, records[1].id, ByeKind.HALF)
    tf.players.request_bye(2, records[2].id, ByeKind.ZERO)
    tf.players.withdraw(records[3].id, 2)
    window.ops.reload()
    pair(window, qtbot)
    same_as_fresh()
    assert window.session.state is not None
    assert window.session.state.running_scores[late.number][1] == 0  # round 1 missed, round 2 pending
    type_results(window, qtbot, "01=")
    tf.players.request_bye(3, records[4].id, ByeKind.FULL)
    window.ops.reload()
    pair(window, qtbot)
    same_as_fresh()
    prompts.confirms.append(True)
    window.commands.repair.trigger()  # paired again: round 3's cells replaced
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert prompts.errors == []
    same_as_fresh()


def test_running_scores_after_a_round_add_its_cells_by_the_event_point_system() -> None:
    """Carried up to the round before, then each new cell scored by the event's point system (here one
    where a PAB scores 3/4 and a half-point bye 1/3; an empty cell nothing): a PAB, a late entry's
    empty rounds and its half-point bye, a round paired again, a withdrawn player's empty cells, a
    player not known before (summed whole). Expected values by hand."""
    from engine.model import NOT_PAIRED, Colour, PairingNumber, Player, PointSystem, ResultCode, RoundEntry
    from engine.model import Tournament as Event

    def cell(result: ResultCode, colour: Colour = Colour.WHITE) -> RoundEntry:
        return RoundEntry(None if colour is Colour.NONE else PairingNumber(9), colour, result)

    win, draw, loss = cell(ResultCode.WIN), cell(ResultCode.DRAW, Colour.BLACK), cell(ResultCode.LOSS)
    pab, half = cell(ResultCode.PAIRING_BYE, Colour.NONE), cell(ResultCode.HALF_BYE, Colour.NONE)
    full, pending = cell(ResultCode.FULL_BYE, Colour.NONE), cell(ResultCode.PENDING)
    ps = PointSystem(pairing_bye=Fraction(3, 4), half_bye=Fraction(1, 3))
    rounds_before: dict[int, tuple[RoundEntry, ...]] = {1: (win, draw), 2: (), 3: (loss, win, win), 4: (win,)}
    rounds_after: dict[int, tuple[RoundEntry, ...]] = {
        1: (win, draw, pab),
        2: (NOT_PAIRED, NOT_PAIRED, half),
        3: (loss, win, pending),
        4: (win, NOT_PAIRED, NOT_PAIRED),
        5: (draw, draw, full),
    }

    def event(rounds: dict[int, tuple[RoundEntry, ...]]) -> Event:
        players = tuple(Player(PairingNumber(n), f"P{n}", rounds=r) for n, r in rounds.items())
        return Event(players=players, point_system=ps)

    before = running_scores(event(rounds_before))
    after = running_scores_after(before, event(rounds_after), 3)
    f = Fraction
    expected = {
        1: (f(0), f(1), f(3, 2), f(9, 4)),
        2: (f(0), f(0), f(0), f(1, 3)),
        3: (f(0), f(0), f(1), f(1)),
        4: (f(0), f(1), f(1), f(1)),
        5: (f(0), f(1, 2), f(1), f(2)),
    }
    assert after == {PairingNumber(n): scores for n, scores in expected.items()}


def test_a_pairing_shows_the_new_round_without_showing_the_one_before_again(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: Any
) -> None:
    """The boards made for the view after a pairing are the new round's, once (the round shown before
    is not made again first: 5,000 boards of it were some 30 ms at 9,999 players, issue 32 item 4)."""
    import arbiter_gui.controllers.rounds as rounds_controller

    start_event(window, prompts, tmp_path / "shown.arbiter", players=6, rounds=3)
    pair(window, qtbot)
    type_results(window, qtbot, "1=0")
    assert window.rounds_view.selected_round() == 1
    made: list[int] = []
    real = rounds_controller.board_rows

    def counted(info: Any, *args: Any) -> Any:
        made.append(info.number)
        return real(info, *args)

    monkeypatch.setattr(rounds_controller, "board_rows", counted)
    pair(window, qtbot)
    assert prompts.errors == []
    assert made == [2] and window.rounds_view.selected_round() == 2
    assert window.rounds_view.model.rowCount() == 3


def test_a_result_corrected_in_an_earlier_round_keeps_the_players_later_rounds(tmp_path: Path) -> None:
    """``FileState.with_result`` of round 1 while round 2 is paired: both players' round-2 cells stay,
    the state equal to a fresh read (it once kept only the rounds up to the corrected one)."""
    from tests.test_db_support import new_file, pairer
    from values import GameResult

    with new_file(tmp_path, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
        for board in tf.rounds.boards(1):
            tf.results.set(1, board.board, GameResult.WHITE_WINS)
        tf.rounds.pair_next(pairer=pairer)
        state = FileState(tmp_path / "t.arbiter", tf.snapshot(), 1)
        corrected = state.with_result(tf.results.set(1, 1, GameResult.DRAW))
        fresh = tf.snapshot()
    assert corrected.snapshot == fresh
    assert all(corrected.player(p.number) == p for p in fresh.tournament.players)
