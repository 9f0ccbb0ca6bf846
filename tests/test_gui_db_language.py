"""A refusal of the tournament file reaches the arbiter in the window's language (issue 17): with the
window in French, pairing a round while the previous one has no results shows ``db``'s French refusal
in the error message (``arbiter_gui.errors.ErrorBoundary`` shows the ``OperationRefused``'s own text)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import engine.i18n
from arbiter_gui.main_window import MainWindow
from arbiter_gui.translation import install_translators, remove_translators
from tests.test_gui_support import ScriptedPrompts, pair, start_event
from texts.catalogue import Catalogue

REFUSAL = "round {number} cannot be paired: round {r} has no result yet on board(s) {boards}"


def test_a_refused_pairing_is_shown_in_french(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "refused.arbiter", players=4)
    pair(window, qtbot)
    install_translators("fr")
    try:
        pair(window, qtbot)  # round 1 has no results yet: refused by operations.ops_rounds
    finally:
        remove_translators()
        engine.i18n.set_translator(None)
    english = REFUSAL.format(number=2, r=1, boards="1, 2")
    french = Catalogue.load("fr").translate("DbRefusal", REFUSAL).format(number=2, r=1, boards="1, 2")
    assert french != english
    assert prompts.errors and prompts.errors[-1][1] == french
    assert prompts.bugs == []
