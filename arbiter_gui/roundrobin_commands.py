"""The window's round-robin commands (Berger tables, C.05 Annex 1): draw lots for the pairing numbers,
pair every round at once, withdraw a player with the rule V.4 applied.

Plain functions over the window, wired to its actions by the main window: the window's own commands
stay as they are for a Swiss, and these are refused with a reason for one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter_gui.window.base import ROUNDS
from db.values import RoundInfo

if TYPE_CHECKING:
    from arbiter_gui.window.round_commands import RoundCommands


def draw_lots(window: RoundCommands) -> None:
    """Players > Draw lots: the pairing numbers of a round robin, before round 1 (undoable)."""
    tf = window.tf
    if tf is None or window.jobs.busy:
        return
    if not window.prompts.confirm(
        window,
        "Draw lots",
        "Draw the pairing numbers by lot? Every player gets a new number, which decides the games of "
        "each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.",
    ):
        return
    before = [p.id for p in tf.players()]
    drawn: list[str] = []

    def do() -> object:
        result = tf.draw_lots()
        drawn[:] = [f"{p.number}. {p.name}" for p in result.players] + [f"(seed {result.seed})"]
        return result

    if window._run("draw lots", do, lambda: tf.set_pairing_numbers(before)):
        window.prompts.info(window, "Pairing numbers drawn", "\n".join(drawn))


def pair_all_rounds(window: RoundCommands) -> None:
    """Rounds > Pair all rounds: every round left of a round robin, in one operation (on the worker)."""
    tf = window.tf
    if tf is None or window.jobs.busy:
        return
    window.show_view(ROUNDS)
    window.rounds_view.show_progress(0, 0, "Pairing every round\u2026")

    def done(infos: tuple[RoundInfo, ...]) -> None:
        window.rounds_view.hide_progress()
        window.undo_stack.clear()
        first = infos[0].number if infos else 0
        window.statusBar().showMessage(f"Rounds {first}-{infos[-1].number} paired by the Berger table", 8000)
        window.refresh(select_round=first)
        window.rounds_view.fit()
        window.focus_results()

    window.jobs.start(
        lambda progress: tf.pair_all_rounds(progress=progress),
        done,
        lambda exc: window._pairing_failed("Pair all rounds", exc),
        window.rounds_view.show_progress,
    )


def withdraw(window: RoundCommands, player_id: int, name: str) -> None:
    """Players > Withdraw in a round robin: from the player's first game without a result; the forfeits
    and how the player's games count (FIDE Tournament Rules V.4) are shown (undoable: reinstate)."""
    tf = window.tf
    if tf is None:
        return
    if not window.prompts.confirm(
        window,
        "Withdraw player",
        f"Withdraw {name} from the round robin? Their games without a result become forfeits "
        "(C.05); with less than half of their games played, no game against them counts in the "
        "standings (FIDE Tournament Rules V.4.1).",
    ):
        return
    from db.values import PlayerId

    pid = PlayerId(player_id)
    said: list[str] = []

    def do() -> object:
        done = tf.withdraw(pid)
        said[:] = [done.ruling, f"{len(done.forfeits)} game(s) entered as forfeits."]
        return done

    if window._run(f"withdraw {name}", do, lambda: tf.reinstate_player(pid)):
        window.prompts.info(window, "Player withdrawn", "\n\n".join(s for s in said if s))

