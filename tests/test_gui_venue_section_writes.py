"""The last reads and writes a venue desk's window made on the UI thread (issue 30 item 3) are made on the
worker: switching to another section (read without making it the one worked on, shown once read), a
section added, renamed or deleted, and the last round's pairing deleted. The question is answered on a
network that works; the network goes silent as it is answered: the command comes back at once, the
window's event loop runs on, the window shows what it showed (the same section, nothing taken as done: the
undo stack, the server's rows), the sentence is told once the watchdog (``db.server_watch``) has cut the
statement; once the network is back the same command is stored and shown. The server is the tests' real
PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``. Each test fails when its work is made on
the UI thread again (the command would wait for the watchdog)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

import operations
from arbiter_gui.worker import READS
from db import server_watch
from engine.model import RoundRobin
from tests.silent_proxy import SilentProxy
from tests.test_db_support import ROSTER, new_file, settings
from tests.venue_window_support import (
    WAIT_MS,
    at_desk,
    on_server,
    opens_once_read,
    ran_all_along,
    silenced,
    ticking,
)
from values import GameResult, PlayerDetails

STORING = "Storing on the venue server: "


def _two_sections(url: str) -> None:
    """Six players in the first section, one in "Juniors"; no round paired."""
    with new_file(url, players=6) as tf:
        tf.sections.add("Juniors")
        tf.sections.choose("Juniors")
        tf.players.add(PlayerDetails("Junior, Jo", rating=1200))


def _paired(url: str) -> None:
    """Six players, rounds 1 and 2 paired (round 1 played)."""
    with new_file(url, players=6) as tf:
        tf.rounds.pair_next()
        for board in tf.rounds.boards(1):
            tf.results.set(1, board.board, GameResult.DRAW)
        tf.rounds.pair_next()


def _sections(tf: operations.TournamentFile) -> object:
    return sorted(s.name for s in tf.sections.list())


def _shown(window: Any) -> tuple[int, tuple[str, ...], int]:
    """What the window shows: the section worked on, its players, its rounds."""
    state = window.session.state
    return window.tf.section_id, tuple(p.name for p in state.players), len(state.rounds)


def _click(combo: Any, name: str) -> None:
    """The section ``name`` chosen in the tool bar's box, as by a click."""
    index = combo.findText(name)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def _on_juniors(window: Any, qtbot: Any) -> None:
    """The section Juniors shown (switched to on a network that works)."""
    _click(window.sections.combo, "Juniors")
    qtbot.waitUntil(lambda: _shown(window)[1] == ("Junior, Jo",), timeout=15_000)


@dataclass(frozen=True)
class Write:
    """One command: the event it starts from, what the window shows first (``ready``), the command whose
    question ``press`` answers (the network goes silent just before), what the server holds of what it
    changes, and what the window shows once it is stored."""

    event: Callable[[str], None]
    ready: Callable[[Any, Any], None]
    command: Callable[[Any, Callable[[], None]], None]
    held: Callable[[operations.TournamentFile], object]
    stored: Callable[[Any], bool]
    undoable: bool


def _named(window: Any, name: str, action: str) -> Callable[[Any, Callable[[], None]], None]:
    def command(w: Any, press: Callable[[], None]) -> None:
        w.sections._ask = lambda _parent, _title, _label: press() or name
        getattr(w.sections, action).trigger()

    return command


def _delete_section(window: Any, press: Callable[[], None]) -> None:
    window.sections._confirm = lambda _parent, _title, _question: press() or True
    window.sections.delete_section.trigger()


def _delete_round(window: Any, press: Callable[[], None]) -> None:
    window.prompts.confirm = lambda _parent, _title, _question: press() or True
    window.commands.delete_round.trigger()


def _listed(window: Any) -> list[str]:
    combo = window.sections.combo
    return [combo.itemText(i) for i in range(combo.count())]


WRITES: dict[str, Write] = {
    "section added": Write(
        _two_sections,
        lambda _w, _q: None,
        lambda w, press: _named(w, "Blitz", "new_section")(w, press),
        _sections,
        lambda w: w.sections.combo.currentText() == "Blitz" and _shown(w)[1] == (),
        False,
    ),
    "section renamed": Write(
        _two_sections,
        lambda _w, _q: None,
        lambda w, press: _named(w, "Open A", "rename_section")(w, press),
        _sections,
        lambda w: "Open A" in _listed(w) and w.sections.combo.currentText() == "Open A",
        True,
    ),
    "section deleted": Write(
        _two_sections,
        _on_juniors,
        _delete_section,
        _sections,
        lambda w: _listed(w) == ["Test Open"] and len(_shown(w)[1]) == 6,
        True,
    ),
    "last round deleted": Write(
        _paired,
        lambda _w, _q: None,
        _delete_round,
        lambda tf: len(tf.rounds.all()),
        lambda w: _shown(w)[2] == 1,
        False,
    ),
}


def _held(url: str, write: Write) -> object:
    with on_server(url) as tf:
        return write.held(tf)


@pytest.mark.parametrize("name", list(WRITES))
def test_a_section_or_round_write_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], name: str
) -> None:
    silent, through = proxy
    write = WRITES[name]
    write.event(pg_database)
    at_desk(window, through)
    write.ready(window, qtbot)
    held = _held(pg_database, write)
    shown = _shown(window)
    silenced: list[float] = []
    came_back: list[tuple[float, int, str, tuple[int, tuple[str, ...], int]]] = []

    def press() -> None:
        silent.silence()
        silenced.append(time.monotonic())
        # the event loop's next turn, once the command has done its work: the write under way, not done
        QTimer.singleShot(
            0,
            lambda: came_back.append(
                (time.monotonic(), window.ops.storing, window.progress.label.text(), _shown(window))
            ),
        )

    timer, ticks = ticking(window)
    write.command(window, press)
    qtbot.waitUntil(lambda: bool(came_back), timeout=15_000)
    back, storing, line, meanwhile = came_back[0]
    assert back - silenced[0] < server_watch.SILENT_AFTER_S  # the command came back at once
    assert storing == 1 and meanwhile == shown  # under way; the window shows what it showed
    if not write.undoable:  # stored for good: the status bar names it until stored
        assert line.startswith(STORING)
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
    assert ran_all_along(ticks, silenced[0], time.monotonic())  # the event loop ran all along
    timer.stop()
    assert len(prompts.errors) == 1 and "not confirmed stored" in prompts.errors[0][1]
    assert len(prompts.notices) == 1  # told in a message that holds nothing up
    assert window.undo_stack.count() == 0 and _shown(window) == shown  # nothing taken as done
    silent.resume()
    assert _held(pg_database, write) == held  # nothing of it stored

    write.command(window, lambda: None)  # the network back: stored, then shown
    qtbot.waitUntil(lambda: not window.ops.storing and write.stored(window), timeout=15_000)
    assert len(prompts.errors) == 1, prompts.errors
    assert _held(pg_database, write) != held
    assert window.undo_stack.count() == (1 if write.undoable else 0)


def test_a_write_typed_while_a_section_is_added_waits_for_it(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """A registration typed while a new section is stored (and then shown) is refused in one sentence: it
    would be stored in the section shown once the write before it is stored."""
    silent, through = proxy
    _two_sections(pg_database)
    at_desk(window, through)
    _named(window, "Blitz", "new_section")(window, silent.silence)
    assert window.ops.storing == 1
    assert not window.ops.run_in_turn("add a player", lambda: None, lambda: None)
    assert "still being stored" in prompts.errors[0][1]
    silent.resume()
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)


def test_switching_reads_the_section_on_the_worker_and_shows_it_once_read(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    _two_sections(pg_database)
    at_desk(window, through)
    shown = _shown(window)
    combo = window.sections.combo
    with silenced(window, silent) as quiet:
        _click(combo, "Juniors")
        assert quiet.came_back_at_once()  # came back at once
        assert _shown(window) == shown  # the section shown until the other is read
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert not window.worker.outstanding(READS)
    assert _shown(window) == shown and combo.currentText() == "Test Open"  # not read: not switched
    silent.resume()
    window.undo_stack.push(QUndoCommand("an operation of the first section"))
    _click(combo, "Juniors")
    qtbot.waitUntil(lambda: _shown(window)[1] == ("Junior, Jo",), timeout=15_000)  # shown once read
    assert window.tf.sections.current.name == "Juniors" and combo.currentText() == "Juniors"
    assert window.undo_stack.count() == 0  # its commands were the other section's
    assert len(prompts.errors) == 1


def test_a_round_robin_s_explanation_is_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """Rounds > Explain pairing of a round robin (the Berger table's text, ``tf.rounds.explain``): read on
    the worker, the table shown once read, nothing opened on what was not read."""
    silent, through = proxy
    with operations.create(pg_database, settings(3, round_robin=RoundRobin(1)), user="tester") as tf:
        for details in ROSTER[:4]:
            tf.players.add(details)
        tf.rounds.pair_next()
    at_desk(window, through)
    with silenced(window, silent) as quiet:
        window.commands.explain.trigger()
        assert quiet.came_back_at_once()  # came back at once
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert prompts.seen_dialogs == []  # nothing opened on what was not read
    silent.resume()
    prompts.dialogs.append(lambda d: None)
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: bool(prompts.seen_dialogs), timeout=15_000)  # the table, once read
    assert "round 1 of the Berger table for 4" in prompts.seen_dialogs[0].text.toPlainText()


def test_the_prohibited_pairings_dialog_opens_once_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """Players > Prohibited pairings: the pairings and the players the dialog shows are read on the
    worker (``LibraryController.forbidden_pairs``), the dialog opened once read."""
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        first, second = (p.id for p in tf.players.all()[:2])
        tf.restrictions.add_pair([first, second], None, None, "brothers")
    at_desk(window, through)
    command = window.commands.forbidden_pairs.trigger
    opened = opens_once_read(
        qtbot, window, prompts, silent, command, lambda d: (d.table.rowCount(), d.players.count())
    )
    assert opened == [(1, 6)]  # the dialog, once read


@pytest.mark.parametrize(
    "key", ["officials", "round_dates", "categories", "check", "prizes", "norms", "rating"]
)
def test_an_end_of_event_dialog_opens_once_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], key: str
) -> None:
    """End of event > Officials, Round dates, Prize categories, Check before export, Prize list, Title
    norms, Rating changes: what the dialog opens with (the settings, the dates, the categories, the
    issues, the prizes, the norms, the rating report) is read on the worker (``EndOfEvent.read_then``),
    the dialog opened once read."""
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next()
    at_desk(window, through)
    command = window.end_of_event.actions[key].trigger
    opened = opens_once_read(qtbot, window, prompts, silent, command, lambda d: type(d).__name__)
    assert len(opened) == 1  # the dialog, once read
