"""With the window in French, the engine's explanation of a round and the rule warnings of a hand-edited
pairing are shown in French (issue 17): the window shows what the pairing rules write, in its language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.main_window import MainWindow
from engine.manual_pairing import RULE_C1
from tests.test_gui_support import ScriptedPrompts, pair, start_event, type_results, wait_for_worker
from texts.catalogue import Catalogue


def fr(context: str, source: str) -> str:
    text = Catalogue.load("fr").translate(context, source)
    assert text != source, f"no French for {source!r}"
    return text


def test_the_explanation_and_the_warnings_are_shown_in_french(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from arbiter_gui.translation import install_translators, remove_translators

    start_event(window, prompts, tmp_path / "four.arbiter", players=4, rounds=3)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None
    round_one = [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(1).boards]
    type_results(window, qtbot, "11")
    pair(window, qtbot)
    try:
        install_translators("fr")
        shown: list[str] = []
        prompts.dialogs.append(
            lambda d: shown.append(d.text.toPlainText()) if isinstance(d, TextDialog) else None
        )
        window.commands.explain.trigger()
        qtbot.waitUntil(lambda: not window.worker.busy and bool(shown), timeout=60_000)
        title = fr("PairingExplanation", "FIDE Dutch system, 2025 text: criteria [C1]-[C21]")
        head = fr("PairingExplanation", "Round {round} ({edition})").format(round=2, edition=title)
        lines = shown[0].splitlines()
        assert lines[0] == head
        bracket = fr("PairingExplanation", "bracket {score}: residents {residents}").split("{score}")[0]
        assert lines[1].strip().startswith(bracket.strip())
        assert "bracket" not in shown[0] and "residents" not in shown[0]

        def rematch(d: EditPairingDialog) -> None:
            for row, (white, black) in enumerate(round_one):
                d.set_board(row, white, black)

        prompts.dialogs.append(rematch)
        window.commands.edit_pairing.trigger()
        wait_for_worker(window, qtbot)
        assert prompts.errors == []
        warnings = [line for line in window.rounds_view.warnings.lines() if RULE_C1 in line]
        tail = fr("PairingWarning", "{names} already met in round {round}").format(names="", round=1)
        assert len(warnings) == 2 and all(line.endswith(tail) for line in warnings), warnings
        assert not any("already met" in line for line in window.rounds_view.warnings.lines())
    finally:
        remove_translators()
    window.commands.check_pairing.trigger()
    wait_for_worker(window, qtbot)
    english = [line for line in window.rounds_view.warnings.lines() if RULE_C1 in line]
    assert len(english) == 2 and all(line.endswith(" already met in round 1") for line in english)
