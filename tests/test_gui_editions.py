"""The rules edition as a setting of the tournament in the window (issue 12): chosen in the New
tournament form, shown in Tournament settings, changed after round 1 only when the arbiter says so."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_gui.dialogs.new_tournament import RULES_LABELS, NewTournamentDialog
from arbiter_gui.main_window import MainWindow
from engine.model import RulesEdition
from tests.test_gui_support import PLAYERS_IN, ScriptedPrompts, add_player, pair


def _create(window: MainWindow, prompts: ScriptedPrompts, path: Path, rules: RulesEdition) -> None:
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Old Open")
        d.expected_players.setValue(4)
        d.rules.setCurrentIndex(d.rules.findData(rules))

    prompts.dialogs.append(fill)
    prompts.paths.append(path)
    window.commands.new.trigger()
    for name, rating in PLAYERS_IN[:4]:
        add_player(window, prompts, name, rating)


def test_every_edition_is_offered() -> None:
    assert set(RULES_LABELS) == set(RulesEdition)


def test_the_edition_chosen_when_created_is_the_tournaments(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    _create(window, prompts, tmp_path / "old.arbiter", RulesEdition.DUTCH_2017)
    assert window.tf is not None and window.tf.event().rules is RulesEdition.DUTCH_2017
    assert "192 FIDE_DUTCH_2017" in window.tf.export_trf().splitlines()
    shown: list[RulesEdition] = []
    prompts.dialogs.append(lambda d: shown.append(d.rules.currentData()) or False)
    window.commands.event_settings.trigger()
    assert shown == [RulesEdition.DUTCH_2017]


def test_a_change_after_round_one_is_asked_and_logged(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    _create(window, prompts, tmp_path / "change.arbiter", RulesEdition.DUTCH_2017)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None

    def to_2025(d: NewTournamentDialog) -> None:
        d.rules.setCurrentIndex(d.rules.findData(RulesEdition.DUTCH_2025))

    # The arbiter says no: nothing changes.
    prompts.dialogs.append(to_2025)
    prompts.confirms.append(False)
    window.commands.event_settings.trigger()
    assert tf.event().rules is RulesEdition.DUTCH_2017 and prompts.confirms == []
    # The arbiter confirms: changed, and the audit log keeps the old and the new edition.
    prompts.dialogs.append(to_2025)
    prompts.confirms.append(True)
    window.commands.event_settings.trigger()
    assert prompts.errors == []
    assert tf.event().rules is RulesEdition.DUTCH_2025
    entry = tf.audit_log()[-1]
    assert entry.operation == "set_rules"
    assert entry.old is not None and entry.new is not None
    assert (json.loads(entry.old)["rules"], json.loads(entry.new)["rules"]) == (
        "FIDE_DUTCH_2017",
        "FIDE_DUTCH_2025",
    )
    window.commands.undo.trigger()
    assert tf.event().rules is RulesEdition.DUTCH_2017
