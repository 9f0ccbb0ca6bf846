"""What the window's views and commands read of the event at a venue desk is read on the worker (issue 30
item 3, ``Operations.read_then``): the result import's preview, the exports, the Print dialog's count
of sections, Rename and Delete this section's list, the tool bar's Section box, the projector, the
payments of a player before one is taken back and a tie-break's explanation. While
the network is silent the command comes back at once and the window's event loop runs on; nothing is
opened or asked on what was not read; once the network is back it comes as before. The server is the
tests' real PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``. Each test fails when its read
is made on the UI thread again (the command would wait for the watchdog, ``db.server_watch``)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.dialogs.end_of_event import ExplainDialog
from arbiter_gui.dialogs.fees import FeesDialog
from arbiter_gui.main_window import AUDIT, PLAYERS
from arbiter_gui.projector import ProjectorWindow
from arbiter_gui.worker import READS
from db import server_watch
from outputs.exports.csv_export import Table, table_text
from outputs.projector import Mode
from outputs.snapshot import take_snapshot
from tests.silent_proxy import SilentProxy
from tests.test_db_support import new_file
from tests.venue_window_support import (
    WAIT_MS,
    at_desk,
    on_server,
    opens_once_read,
    registration_at_desk,
    silenced,
    silent_then_back,
)
from values import GameResult


def _paired(url: str, sections: tuple[str, ...] = ()) -> None:
    with new_file(url, players=6) as tf:
        tf.rounds.pair_next()
        for name in sections:
            tf.sections.add(name)


def test_the_result_import_s_preview_is_read_on_the_worker(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    tmp_path: Path,
) -> None:
    silent, through = proxy
    _paired(pg_database)
    with on_server(pg_database) as tf:
        text = table_text(take_snapshot(tf), Table.PAIRINGS, 1)
    rows = text.splitlines()
    rows[1] = rows[1].replace(",,", ",1-0,")  # board 1 won by white, to import
    csv = tmp_path / "round1.csv"
    csv.write_text("\n".join(rows) + "\n", encoding="utf-8")
    at_desk(window, through)

    def command() -> None:
        prompts.paths.append(csv)
        window.publishing.import_results.trigger()

    previews = opens_once_read(qtbot, window, prompts, silent, command, lambda _d: "preview")
    assert previews == ["preview"]  # the preview, once read


def test_an_export_reads_the_event_on_the_worker(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    tmp_path: Path,
) -> None:
    silent, through = proxy
    _paired(pg_database)
    at_desk(window, through)
    target = tmp_path / "event.json"

    def command() -> None:
        prompts.paths.append(target)
        window.publishing.export_json.trigger()

    silent_then_back(qtbot, window, prompts, silent, command, lambda: None)
    assert not target.exists()  # nothing written of what was not read (the second export not read yet)
    qtbot.waitUntil(target.exists, timeout=15_000)
    assert '"players"' in target.read_text(encoding="utf-8")


def test_the_print_dialog_counts_the_sections_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    _paired(pg_database, ("Juniors",))
    at_desk(window, through)

    def every_section(d: Any) -> bool:
        return not d.every_section.isHidden()  # its box shown: two sections counted

    counted = opens_once_read(
        qtbot, window, prompts, silent, window.commands.print_document.trigger, every_section
    )
    assert counted == [True]  # the dialog, once the sections are counted


@pytest.mark.parametrize("command", ["rename_section", "delete_section"])
def test_rename_and_delete_a_section_read_the_sections_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], command: str
) -> None:
    silent, through = proxy
    _paired(pg_database, ("Juniors",))
    at_desk(window, through)
    asked: list[str] = []
    window.sections._ask = lambda _parent, _title, label: asked.append(label)  # type: ignore[method-assign]
    window.sections._confirm = lambda _parent, _title, question: asked.append(question) or False

    with silenced(window, silent) as quiet:
        getattr(window.sections, command).trigger()
        assert quiet.came_back_at_once()  # came back at once
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert asked == []  # nothing asked on what was not read
    silent.resume()
    getattr(window.sections, command).trigger()
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=15_000)  # asked once read
    assert "Test Open" in asked[0]  # the section shown, named from the list read


def test_the_section_box_keeps_what_it_listed_until_the_answer(
    qtbot: Any, window: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    _paired(pg_database, ("Juniors",))
    at_desk(window, through)
    combo = window.sections.combo
    listed = [combo.itemText(i) for i in range(combo.count())]
    assert len(listed) == 2 and "Juniors" in listed  # read as the event opened
    silent.silence()
    started = time.monotonic()
    window.session.changed.emit(window.session.state, _everything())  # a change shown: listed again
    assert time.monotonic() - started < server_watch.SILENT_AFTER_S  # came back at once
    assert [combo.itemText(i) for i in range(combo.count())] == listed  # kept meanwhile
    qtbot.waitUntil(lambda: not window.worker.outstanding(READS), timeout=WAIT_MS)  # cut, told nowhere
    assert [combo.itemText(i) for i in range(combo.count())] == listed
    silent.resume()


def test_the_projector_reads_on_the_worker_and_shows_what_it_had_meanwhile(
    qtbot: Any, window: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    _paired(pg_database)
    at_desk(window, through)
    window.publishing.show_projector(Mode.PAIRINGS)
    projector = window.publishing.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.waitUntil(lambda: bool(projector._screen.rows), timeout=15_000)  # read on the worker, shown
    shown = projector._screen
    with silenced(window, silent) as quiet:
        window.publishing.show_projector(Mode.STANDINGS)
        assert quiet.came_back_at_once()  # came back at once
        assert projector._screen is shown  # what it had, until the answer
        qtbot.waitUntil(lambda: not window.worker.outstanding(READS), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert projector._screen is shown  # not read: kept
    silent.resume()
    window.publishing.show_projector(Mode.STANDINGS)
    qtbot.waitUntil(lambda: projector._screen is not shown, timeout=15_000)


def _everything() -> Any:
    from arbiter_gui.session import Change, ChangeKind

    return Change(ChangeKind.EVERYTHING)


def test_a_payment_taken_back_is_read_on_the_worker_and_asked_once_read(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """The entry fees' Take back: the player's payments are read on the worker, the question asked once
    read (``DeskController``'s ``take_back``)."""
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.desk.record_payment(tf.players.all()[0].id, 2000)
    at_desk(window, through)
    seen: dict[str, Any] = {}

    def desk(d: FeesDialog) -> bool:
        qtbot.keyClicks(d.typed, "1")
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        with silenced(window, silent) as quiet:
            d.take_back.click()
            seen["returned"] = quiet.came_back_at_once()
            qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
            seen["ran"] = quiet.ran_all_along()
            seen["asked"] = list(prompts.questions)
        silent.resume()
        prompts.confirms.append(True)
        d.take_back.click()
        qtbot.waitUntil(lambda: not window.ops.storing and bool(prompts.questions), timeout=15_000)
        qtbot.waitUntil(lambda: not window.worker.outstanding(), timeout=15_000)
        seen["closed"] = True
        return False

    prompts.dialogs.append(desk)
    window.commands.entry_fees.trigger()
    qtbot.waitUntil(lambda: "closed" in seen, timeout=2 * WAIT_MS)
    assert seen["returned"]  # came back at once
    assert seen["ran"]
    assert seen["asked"] == []  # nothing asked on what was not read
    assert "Take back receipt 1" in prompts.questions[0][1]  # asked once read
    with on_server(pg_database) as tf:
        assert tf.desk.payments() == ()


def test_a_tie_break_is_explained_from_what_was_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """End of event > Explain a tie-break: the event is read on the worker (``EndOfEvent.explain``), the
    dialog opened once read; another player chosen in it is explained from what was read, at once, while
    the network is silent (nothing read on the UI thread)."""
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next()
        for board in tf.rounds.boards(1):
            tf.results.set(1, board.board, GameResult.WHITE_WINS)
    at_desk(window, through)
    seen: dict[str, Any] = {}

    def chosen(d: ExplainDialog) -> bool:
        seen["first"] = d.text.toPlainText()
        with silenced(window, silent) as quiet:
            d.player.setCurrentIndex(1)  # player 2, explained from what was read
            seen["returned"] = quiet.came_back_at_once()
            seen["second"] = d.text.toPlainText()
        silent.resume()
        return False

    silent_then_back(
        qtbot,
        window,
        prompts,
        silent,
        window.end_of_event.actions["explain"].trigger,
        lambda: prompts.dialogs.append(chosen),
    )
    qtbot.waitUntil(lambda: "second" in seen, timeout=15_000)  # the dialog, once read
    assert seen["first"].startswith("BH-C1 of player 1 = ")  # the first tie-break, explained
    assert seen["second"].startswith("BH-C1 of player 2 = ")
    assert seen["returned"]  # nothing read on the UI thread
    assert len(prompts.errors) == 1  # only the first command's, cut while silent


def test_the_corrections_view_reads_the_audit_log_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """The Corrections view (the audit log, ``AuditController.shown``): read on the worker when shown
    after a change, the view keeping what it shows until the read is in; read again when shown next."""
    silent = registration_at_desk(window, pg_database, proxy)
    with silenced(window, silent) as quiet:
        window.show_view(AUDIT)  # its log read as it is shown
        assert quiet.came_back_at_once()
        assert window.audit_model.rowCount() == 0  # nothing shown of what was not read
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert window.audit_model.rowCount() == 0
    silent.resume()
    window.show_view(PLAYERS)
    window.show_view(AUDIT)  # shown again: read, since it was not
    qtbot.waitUntil(lambda: window.audit_model.rowCount() > 0, timeout=15_000)
    assert [r.entry.operation for r in window.audit_model.rows].count("add_player") == 6
