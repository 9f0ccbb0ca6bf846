"""The writes asked for in a dialog at a venue desk never freeze the window (issue 30 item 3): the tournament
settings, a player list imported, a prohibited pairing added or removed, a club restriction, a round's
results imported, the ratings updated from the library, the end of the event's officials, round dates,
prize categories, a K factor and a player corrected from the check before export are stored on the worker
(``Operations.store``) while the network is silent. The dialog is answered on a network that works; the
network goes silent as its OK (or its button) is pressed: the command comes back at once, the window's
event loop runs on, the status bar (the forbidden pairings' dialog too) says "storing…" until the watchdog
(``db.server_watch``) has cut the statement, nothing is taken as done (undo stack, the server's rows), the
sentence is told once; once the network is back the same answer is stored. The server is the tests' real
PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``."""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

import operations
from arbiter_gui.dialogs.end_of_event import SubmissionDialog
from arbiter_gui.library.forbidden_dialog import ForbiddenPairsDialog
from db import server_watch
from engine.rating.kfactor import RatingType
from engine.trf import write_trf_file
from operations.ops_restrictions import GroupKind
from operations.registration import details_from_library
from outputs.exports.csv_export import Table, table_text
from outputs.snapshot import take_snapshot
from player_library.sample_lists import Layout, write_list
from tests.silent_proxy import SilentProxy
from tests.test_db_endevent import four_players
from tests.test_db_support import new_file
from tests.venue_window_support import WAIT_MS, at_desk, on_server, opens_once_read, ran_all_along, ticking

STORING = "Storing on the venue server: "


def _played(url: str, tmp_path: Path) -> None:
    """The hand-worked event of tests/test_db_endevent.py on the server: four players, three rounds played,
    no round dates, the chief arbiter without a FIDE ID."""
    trf = tmp_path / "hand.trf"
    hand = replace(four_players(), round_dates=(), chief_arbiter="Martin, Paul")
    write_trf_file(hand, trf)
    operations.import_trf(trf, url)[0].close()


def _no_city(url: str, tmp_path: Path) -> None:
    """The hand-worked event without its city: the check before export's first issue."""
    trf = tmp_path / "hand.trf"
    write_trf_file(replace(four_players(), round_dates=(), city=""), trf)
    operations.import_trf(trf, url)[0].close()


def _to_registration(url: str, _tmp_path: Path) -> None:
    """Six players registered, two of one club, no round paired."""
    with new_file(url, players=6) as tf:
        for player in tf.players.all()[:2]:
            tf.players.edit(player.id, replace(player.details, club="SK A"))


@dataclass(frozen=True)
class Write:
    """One write of a dialog: the event it starts from, how it is asked for, the answer to its dialog(s)
    (``press`` presses the dialog's OK or button: the network goes silent just before), and what the server
    holds of what it changes."""

    event: Callable[[str, Path], None]
    command: Callable[[Any, Path], None]
    answer: Callable[[Any, Callable[[], None]], object]
    held: Callable[[operations.TournamentFile], object]


def _settings(d: Any, press: Callable[[], None]) -> None:
    d.city.setText("Villeurbanne")
    press()


def _import(window: Any, tmp_path: Path) -> None:
    csv = tmp_path / "players.csv"
    csv.write_text('Name,Rating\n"Imported, Ida",1700\n"Imported, Ivo",1650\n', encoding="utf-8")
    window.prompts.paths.append(csv)
    window.commands.import_csv.trigger()


def _forbid(d: ForbiddenPairsDialog, press: Callable[[], None]) -> bool:
    for r in range(d.players.count()):
        d.players.item(r).setSelected(r in (2, 3))
    d.reason.setText("brothers")
    press()
    d.add_button.click()
    return False  # Close


def _restrict(d: ForbiddenPairsDialog, press: Callable[[], None]) -> bool:
    d.kind.setCurrentIndex(d.kind.findData(GroupKind.CLUB))
    d.up_to.setValue(3)
    press()
    d.restrict_button.click()
    return False


def _officials(d: Any, press: Callable[[], None]) -> None:
    d.organiser.setText("Club de Lyon")
    press()


def _dates(d: Any, press: Callable[[], None]) -> None:
    d.none[2].setChecked(True)
    press()


def _category(window: Any) -> Callable[[Any, Callable[[], None]], None]:
    def answer(d: Any, press: Callable[[], None]) -> None:
        def general(c: Any) -> None:
            c.name.setText("General")
            c.prizes.setText("300, 200")

        window.prompts.dialogs.insert(0, general)
        d.add.click()
        press()

    return answer


def _k(panel: Any, press: Callable[[], None]) -> bool:
    panel.summary.selectRow(2)
    press()
    panel.k.setCurrentIndex(panel.k.findData(40))
    panel.k.activated.emit(panel.k.currentIndex())
    return False


def _fix(window: Any, fill: Callable[[Any], None]) -> Callable[[Any, Callable[[], None]], None]:
    """The check before export's first issue fixed in the dialog it opens (``fill``), then the check made
    again once stored (closed)."""

    def answer(d: SubmissionDialog, press: Callable[[], None]) -> None:
        def fixed(o: Any) -> None:
            fill(o)
            press()

        window.prompts.dialogs.insert(0, fixed)
        window.prompts.dialogs.insert(1, lambda _again: False)  # the check made again, closed
        d.table.selectRow(0)
        d.fix_button.click()

    return answer


def _paired(url: str, _tmp_path: Path) -> None:
    """Six players registered, round 1 paired, no result yet."""
    with new_file(url, players=6) as tf:
        tf.rounds.pair_next()


def _results(window: Any, tmp_path: Path) -> None:
    """Round 1's pairings as a CSV sheet with board 1 won by white, imported."""
    tf = window.tf
    rows = list(csv.reader(io.StringIO(table_text(take_snapshot(tf), Table.PAIRINGS, 1))))
    rows[1][5] = "1-0"
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet = tmp_path / "round1.csv"
    sheet.write_text(out.getvalue(), encoding="utf-8")
    window.prompts.paths.append(sheet)
    window.publishing.import_results.trigger()


def _rated(window: Any) -> Callable[[str, Path], None]:
    """The window's library with a FIDE list; on the server one of its players, with an older rating."""

    def event(url: str, tmp_path: Path) -> None:
        library = window.library.player_library()
        library.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 40, Layout.COMBINED_TXT))
        entry = library.by_fide_id(1000025)
        found = details_from_library(entry, RatingType.STANDARD)
        with new_file(url, players=0) as tf:
            tf.players.add(replace(found.details, rating=2200), k_factor=found.k_factor)

    return event


def _action(key: str) -> Callable[[Any, Path], None]:
    return lambda window, _tmp: window.end_of_event.actions[key].trigger()


def _command(name: str) -> Callable[[Any, Path], None]:
    return lambda window, _tmp: getattr(window.commands, name).trigger()


WRITES: dict[str, Callable[[Any], Write]] = {
    "tournament settings": lambda _w: Write(
        _played, _command("event_settings"), _settings, lambda tf: tf.event.settings().city
    ),
    "player import": lambda _w: Write(
        _to_registration,
        _import,
        lambda _d, press: press(),
        lambda tf: sorted(p.name for p in tf.players.all()),
    ),
    "prohibited pairing": lambda _w: Write(
        _played, _command("forbidden_pairs"), _forbid, lambda tf: tf.restrictions.prohibited_pairs()
    ),
    "club restriction": lambda _w: Write(
        _to_registration,
        _command("forbidden_pairs"),
        _restrict,
        lambda tf: tf.restrictions.prohibited_pairs(),
    ),
    "results imported": lambda _w: Write(
        _paired, _results, lambda _d, press: press(), lambda tf: [b.result for b in tf.rounds.boards(1)]
    ),
    "ratings updated": lambda w: Write(
        _rated(w),
        _command("update_ratings"),
        lambda _d, press: press(),
        lambda tf: [p.rating for p in tf.players.all()],
    ),
    "officials": lambda _w: Write(_played, _action("officials"), _officials, lambda tf: tf.event.settings()),
    "round dates": lambda _w: Write(
        _played, _action("round_dates"), _dates, lambda tf: [r.date for r in tf.rounds.all()]
    ),
    "prize categories": lambda w: Write(
        _played, _action("categories"), _category(w), lambda tf: tf.endevent.prize_categories()
    ),
    "K factor": lambda _w: Write(
        _played, _action("rating"), _k, lambda tf: [p.k_factor for p in tf.players.all()]
    ),
    "check before export's fix": lambda w: Write(
        _played,
        _action("check"),
        _fix(w, lambda o: o.chief.fide_id.setText("20600000")),
        lambda tf: tf.event.settings().chief_arbiter,
    ),
    "check before export's fix in the settings": lambda w: Write(
        _no_city,
        _action("check"),
        _fix(w, lambda o: o.city.setText("Lyon")),
        lambda tf: tf.event.settings().city,
    ),
}


def _held(url: str, write: Write) -> object:
    """What the server holds of what ``write`` changes, read straight from it."""
    with on_server(url) as tf:
        return write.held(tf)


def _shows_what_is_held(name: str, dialog: Any) -> None:
    """The dialog that stays open shows what the server holds after a write not stored (the players and
    the reason typed kept, to be added again)."""
    if name == "K factor":
        assert dialog.k.currentData() is None  # the K stored before (the FIDE rule's)
    if name == "prohibited pairing":
        assert len(dialog.players.selectedItems()) == 2 and dialog.reason.text() == "brothers"
        assert dialog.message.text() == "" and dialog.table.rowCount() == 0


@pytest.mark.parametrize("name", list(WRITES))
def test_a_dialog_s_write_on_a_silent_network_never_freezes_the_window(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    tmp_path: Path,
    name: str,
) -> None:
    silent, through = proxy
    write = WRITES[name](window)
    write.event(pg_database, tmp_path)
    at_desk(window, through)
    held = _held(pg_database, write)
    silenced: list[float] = []
    came_back: list[tuple[float, int, str]] = []

    def press() -> None:
        silent.silence()
        silenced.append(time.monotonic())
        # the event loop's next turn, once the dialog's button (or OK) has done its work: the write under
        # way, not done
        QTimer.singleShot(
            0, lambda: came_back.append((time.monotonic(), window.ops.storing, window.progress.label.text()))
        )

    def answer(d: Any) -> object:
        told = write.answer(d, press)
        if isinstance(d, ForbiddenPairsDialog):
            assert d.message.text() == "Storing\u2026"
        return told

    timer, ticks = ticking(window)
    prompts.dialogs.append(answer)
    write.command(window, tmp_path)
    qtbot.waitUntil(lambda: bool(came_back), timeout=15_000)  # the dialog opens once read (a worker's)
    back, storing, line = came_back[0]
    assert back - silenced[0] < server_watch.SILENT_AFTER_S  # the button came back at once
    assert storing == 1 and line.startswith(STORING)
    assert window.progress.isVisibleTo(window) and window.undo_stack.count() == 0
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
    assert ran_all_along(ticks, silenced[0], time.monotonic())  # the event loop ran all along
    timer.stop()
    assert not window.progress.isVisibleTo(window)
    assert len(prompts.errors) == 1 and "not confirmed stored" in prompts.errors[0][1]
    assert len(prompts.notices) == 1  # told in a message that holds nothing up
    assert window.undo_stack.count() == 0
    _shows_what_is_held(name, prompts.seen_dialogs[0])
    left = prompts.dialogs[:1] if name.startswith("check before export's fix") else []
    assert prompts.dialogs == left  # the check is not made again on a fix not stored
    prompts.dialogs.clear()
    silent.resume()
    assert _held(pg_database, write) == held  # nothing of it stored

    came_back.clear()
    prompts.dialogs.append(lambda d: write.answer(d, lambda: None))
    write.command(window, tmp_path)  # the network back: stored
    qtbot.waitUntil(
        lambda: (window.undo_stack.count() == 1 or len(prompts.errors) > 1) and not window.ops.storing,
        timeout=15_000,
    )
    assert window.undo_stack.count() == 1, (prompts.errors, prompts.bugs)
    assert len(prompts.errors) == 1 and not window.progress.isVisibleTo(window)
    assert _held(pg_database, write) != held
    # the check before export made again once its fix was stored (its issues read on the worker)
    qtbot.waitUntil(lambda: prompts.dialogs == [], timeout=15_000)


def test_the_ratings_update_s_changes_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], tmp_path: Path
) -> None:
    """Library > Update ratings from the library: the changes (the event's players against the library)
    are read on the worker (``LibraryController.update_ratings``), the dialog opened once read."""
    silent, through = proxy
    _rated(window)(pg_database, tmp_path)
    at_desk(window, through)
    command = window.commands.update_ratings.trigger
    listed = opens_once_read(qtbot, window, prompts, silent, command, lambda d: d.table.rowCount())
    assert listed == [1]  # the one player whose rating the library has otherwise
