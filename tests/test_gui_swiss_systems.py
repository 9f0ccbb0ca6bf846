"""The New-tournament form offers every Swiss system this build can pair (issue 28 item 5), each with
one paragraph saying when it is used; a Burstein or Dubov event made in the window is paired by its
system."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arbiter_gui.dialogs.new_tournament import SYSTEM_USES, NewTournamentDialog
from arbiter_gui.main_window import MainWindow
from engine.model import PairingSystem
from engine.system_policy import SYSTEMS
from tests.conftest import PLAYERS_IN
from tests.test_gui_support import ScriptedPrompts, add_player, pair


def test_the_form_offers_the_systems_with_a_paragraph_each(qtbot: Any) -> None:
    d = NewTournamentDialog()
    qtbot.addWidget(d)
    d.show()
    d.name.setText("Open")
    offered = [d.system.itemData(i) for i in range(d.system.count())]
    buildable = [e.setting for e in SYSTEMS.values() if e.pairer is not None]
    teams = ["team_swiss", "team_berger", "team_double_berger"]
    assert offered == [*buildable, "berger", "double-berger", *teams]
    assert {"burstein", "dubov", "lim"} <= set(offered)
    paragraphs = set()
    for i, key in enumerate(offered):
        d.system.setCurrentIndex(i)
        assert d.system_use.text() == SYSTEM_USES[key]  # English: no catalogue loaded in the tests
        qtbot.waitUntil(lambda: d.system_use.height() >= d.system_use.heightForWidth(d.system_use.width()))
        paragraphs.add(d.system_use.text())  # shown whole: the form grew to its lines
    assert len(paragraphs) == len(offered)
    d.system.setCurrentIndex(d.system.findData("dubov"))
    assert d.settings().system is PairingSystem.DUBOV and d.settings().round_robin is None
    assert d.settings().tournament_type == "Swiss Dubov"
    assert not d.rules.isVisible() and not d.baku.isVisible()  # Dutch editions; no acceleration in Dubov
    d.system.setCurrentIndex(d.system.findData("burstein"))
    assert d.settings().system is PairingSystem.BURSTEIN
    assert not d.rules.isVisible() and d.baku.isVisible()
    d.system.setCurrentIndex(d.system.findData("dutch"))
    assert d.settings().system is PairingSystem.DUTCH and d.rules.isVisible()


def test_a_dubov_event_made_in_the_window_is_paired_by_dubov(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Dubov Open")
        d.system.setCurrentIndex(d.system.findData("dubov"))

    prompts.dialogs.append(fill)
    prompts.paths.append(tmp_path / "dubov.arbiter")
    window.commands.new.trigger()
    for name, rating in PLAYERS_IN[:7]:
        add_player(window, prompts, name, rating)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None and tf.rounds.paired == 1
    assert tf.event.settings().system is PairingSystem.DUBOV
    assert "192 FIDE_DUBOV" in tf.files.export_trf().splitlines()
    from engine.dubov import pair_round
    from engine.trf import read_trf

    given = tf.rounds.stored_input(1)  # the TRF the engine was given for round 1
    assert given is not None and "192 FIDE_DUBOV" in given.splitlines()
    expected = pair_round(read_trf(given), 1)
    assert [(b.white_number, b.black_number) for b in tf.rounds.all()[0].boards] == [
        (b.white, b.black) for b in expected.boards
    ]


def test_explain_pairing_of_a_burstein_round_names_the_system_and_its_check(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from arbiter_gui.dialogs.text import TextDialog

    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Burstein Open")
        d.system.setCurrentIndex(d.system.findData("burstein"))

    prompts.dialogs.append(fill)
    prompts.paths.append(tmp_path / "burstein.arbiter")
    window.commands.new.trigger()
    for name, rating in PLAYERS_IN[:6]:
        add_player(window, prompts, name, rating)
    pair(window, qtbot)
    shown: list[str] = []

    def read(d: TextDialog) -> None:
        shown.append(d.text.toPlainText())

    prompts.dialogs.append(read)
    window.rounds.select_round(1)
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    assert prompts.errors == [] and prompts.bugs == []
    assert "Round 1 was paired by the Burstein System" in shown[0]
    assert "Its pairing is the engine's: it breaks no article." in shown[0]
