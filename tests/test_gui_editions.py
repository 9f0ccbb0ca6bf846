"""The rules edition as a setting of the tournament in the window (issue 12): chosen in the New
tournament form, shown in Tournament settings, changed after round 1 only when the arbiter says so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from arbiter_gui.dialogs.new_tournament import RULES_LABELS, NewTournamentDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.main_window import MainWindow
from engine.model import RulesEdition
from operations import tournament_file as dbapi
from tests.test_gui_support import PLAYERS_IN, ScriptedPrompts, add_player, pair
from values import GameResult


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
    assert window.tf is not None and window.tf.event.settings().rules is RulesEdition.DUTCH_2017
    assert "192 FIDE_DUTCH_2017" in window.tf.files.export_trf().splitlines()
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
    assert tf.event.settings().rules is RulesEdition.DUTCH_2017 and prompts.confirms == []
    # The arbiter confirms: changed, and the audit log keeps the old and the new edition.
    prompts.dialogs.append(to_2025)
    prompts.confirms.append(True)
    window.commands.event_settings.trigger()
    assert prompts.errors == []
    assert tf.event.settings().rules is RulesEdition.DUTCH_2025
    entry = tf.audit_log()[-1]
    assert entry.operation == "set_rules"
    assert entry.old is not None and entry.new is not None
    assert (json.loads(entry.old)["rules"], json.loads(entry.new)["rules"]) == (
        "FIDE_DUTCH_2017",
        "FIDE_DUTCH_2025",
    )
    window.commands.undo.trigger()
    assert tf.event.settings().rules is RulesEdition.DUTCH_2017


@pytest.mark.parametrize(
    "edition", [RulesEdition.DUTCH_2013, RulesEdition.DUTCH_2017, RulesEdition.DUTCH_2025]
)
def test_the_window_checks_and_explains_a_pairing_in_the_events_own_edition(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, edition: RulesEdition
) -> None:
    """Rounds > Check pairing rules lists what ``db`` lists (``engine.manual_pairing`` in the event's
    edition: a 2013 event in the Istanbul 2012 text's articles), and Rounds > Explain pairing shows what
    ``db``'s explanation says (the 2012 engine's for a 2013 event)."""
    from engine import manual_pairing, manual_pairing_2013
    from tests.test_db_support import ROSTER, settings

    tf = dbapi.create(tmp_path / "t.arbiter", settings(5, rules=edition), user="tester")
    for details in ROSTER[:8]:
        tf.players.add(details)
    first = tf.rounds.pair_next()
    for board in first.boards:
        tf.results.set(1, board.board, GameResult.DRAW)
    tf.rounds.pair_next()
    rematches = [(b.white, b.black) for b in first.boards]
    tf.rounds.set_pairing(2, rematches, first.pairing_bye)  # round 1 again: every pair a rematch
    stored = [f"[{w.severity.value}] {w}" for w in tf.rounds.pairing_warnings(2)]
    explained = str(tf.rounds.explain(1))
    tf.close()

    assert window.files.open_path(tmp_path / "t.arbiter")
    window.rounds.select_round(2)
    window.commands.check_pairing.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    lines = window.rounds_view.warnings.lines()
    assert lines == stored and len(lines) >= 4, lines
    rematch = (
        manual_pairing_2013.RULE_B1A
        if edition is RulesEdition.DUTCH_2013
        else manual_pairing.articles_for(edition).c1
    )
    assert sum(line.startswith(f"[absolute] {rematch}: ") for line in lines) == 4
    others = {manual_pairing_2013.RULE_B1A, manual_pairing.ARTICLES_2017.c1, manual_pairing.RULE_C1} - {
        rematch
    }
    assert not any(other in line for other in others for line in lines)

    shown: list[str] = []

    def read(d: TextDialog) -> None:
        shown.append(d.text.toPlainText())

    prompts.dialogs.append(read)
    window.rounds.select_round(1)
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    assert shown == [explained] and prompts.errors == [] and prompts.bugs == []
