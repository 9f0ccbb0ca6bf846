"""The desk's other writes at a venue desk never freeze the window on the network (issue 30 item 3): a
check-in tick, an entry fee paid and a player's cell corrected in place are stored on the worker
(``Operations.run_in_turn``) while the network is silent; the window's event loop runs on and takes the
next key meanwhile, nothing is shown as stored before the server has it, and once the watchdog
(``db.server_watch``) has cut the silent statements, the writes not stored are told in one message.
The server is the tests' real PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

import operations
from arbiter_gui.dialogs.check_in import CheckInDialog
from arbiter_gui.dialogs.fees import FeesDialog
from tests.silent_proxy import SilentProxy
from tests.test_db_support import ROSTER, new_file, settings
from tests.test_gui_fees import pay_by_keyboard
from tests.venue_window_support import WAIT_MS, at_desk, on_server, registration_at_desk, silenced
from values import RoundRobin


def _present(url: str) -> set[int]:
    """The pairing numbers the server holds checked in, read straight from it (not through the proxy)."""
    with on_server(url) as tf:
        return {e.player.number for e in tf.desk.check_in_list().entries if e.present}


def test_check_in_ticks_on_a_silent_network_never_freeze_the_window_and_fail_in_one_message(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    seen: dict[str, Any] = {}

    def state(d: CheckInDialog, row: int) -> str:
        item = d.table.item(row, 4)
        return item.text() if item is not None else ""

    def tick(d: CheckInDialog, number: str) -> None:
        qtbot.keyClicks(d.typed, number)
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)

    def desk(d: CheckInDialog) -> bool:
        tick(d, "1")  # the network forwards: stored within moments
        qtbot.waitUntil(lambda: state(d, 0) == "\u2714", timeout=15_000)
        with silenced(window, silent) as quiet:
            tick(d, "2")  # its statement waits for an answer that never comes
            tick(d, "3")  # a second key, taken while the first waits
            seen["returned"] = quiet.came_back_at_once()
            seen["storing"] = (state(d, 1), state(d, 2), window.ops.storing)
            tick(d, "2")  # its tick under way: a second one is not guessed from the old state
            seen["again"] = (d.message.text(), window.ops.storing)
            qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
            seen["ran"] = quiet.ran_all_along()
        seen["after"] = (state(d, 1), state(d, 2), d.listing.present if d.listing else None)
        silent.resume()
        tick(d, "2")  # the network back: stored
        qtbot.waitUntil(lambda: state(d, 1) == "\u2714", timeout=15_000)
        seen["closed"] = True
        return False

    prompts.dialogs.append(desk)
    window.commands.check_in.trigger()
    qtbot.waitUntil(lambda: "closed" in seen, timeout=WAIT_MS)  # opened once its list is read
    assert seen["returned"]  # the keys came back at once
    assert seen["storing"] == ("storing\u2026", "storing\u2026", 2)  # never shown as stored before it is
    assert "still being stored" in seen["again"][0] and seen["again"][1] == 2
    assert seen["ran"]  # the event loop ran all along
    assert seen["after"] == ("", "", 1)  # what the server holds
    assert len(prompts.errors) == 1  # the two writes not stored: one message
    title, text = prompts.errors[0]
    assert "2 writes not stored" in title
    lines = text.split("\n")  # a line for each sentence (the driver's reason may differ), its writes named
    assert 1 <= len(lines) <= 2 and all("not confirmed stored" in line for line in lines)
    names = {e.player.number: e.player.name for e in window.tf.desk.check_in_list().entries}
    assert names[2] in text and names[3] in text
    assert _present(pg_database) == {1, 2}


def test_an_entry_fee_paid_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    seen: dict[str, Any] = {}

    def desk(d: FeesDialog) -> bool:
        with silenced(window, silent) as quiet:
            pay_by_keyboard(qtbot, d, "2", "20")
            seen["returned"] = quiet.came_back_at_once()
            seen["storing"] = (d.message.text(), window.ops.storing)
            qtbot.keyClicks(d.typed, "3")  # the next player is looked for meanwhile
            qtbot.keyClick(d.typed, Qt.Key.Key_Return)
            seen["found"] = d.selected()
            qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
            seen["ran"] = quiet.ran_all_along()
        silent.resume()
        pay_by_keyboard(qtbot, d, "2", "20")  # the network back: stored, its receipt said
        qtbot.waitUntil(lambda: "Receipt 1" in d.message.text(), timeout=15_000)
        seen["closed"] = True
        return False

    prompts.dialogs.append(desk)
    window.commands.entry_fees.trigger()
    qtbot.waitUntil(lambda: "closed" in seen, timeout=WAIT_MS)  # opened once its list is read
    assert seen["returned"]
    assert seen["storing"] == ("Storing\u2026", 1)
    assert seen["found"] is not None and seen["found"].player.number == 3
    assert seen["ran"]
    assert "not confirmed stored" in prompts.errors[0][1] and len(prompts.errors) == 1
    with on_server(pg_database) as tf:
        assert [(p.receipt, p.amount) for p in tf.desk.payments()] == [(1, 2000)]  # once: the second


def test_a_cell_corrected_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    model = window.players_model
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    rating = model.index(0, names.index("Rating"))
    before = model.data(rating)
    with silenced(window, silent) as quiet:
        assert model.setData(rating, "1999")  # under way on the worker
        assert quiet.came_back_at_once()
        assert window.ops.storing == 1 and model.data(rating) == before  # not shown before stored
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert "not confirmed stored" in prompts.errors[0][1]
    assert model.data(window.players_model.index(0, names.index("Rating"))) == before
    silent.resume()
    assert model.setData(model.index(0, names.index("Rating")), "1999")
    qtbot.waitUntil(lambda: model.data(model.index(0, names.index("Rating"))) == "1999", timeout=15_000)
    with on_server(pg_database) as tf:
        assert 1999 in {p.rating for p in tf.players.all()}


def test_the_absent_left_out_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.desk.check_in(tf.players.all()[0].id, True)
    at_desk(window, through)
    seen: dict[str, Any] = {}

    def desk(d: CheckInDialog) -> bool:
        with silenced(window, silent) as quiet:
            d.zero_bye.click()  # asked first (yes), then stored on the worker
            seen["returned"] = quiet.came_back_at_once()
            seen["storing"] = (d.message.text(), window.ops.storing, d.listing.present if d.listing else None)
            qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
            seen["ran"] = quiet.ran_all_along()
        seen["after"] = d.message.text()
        silent.resume()
        d.zero_bye.click()  # the network back: stored, the list read again
        qtbot.waitUntil(lambda: d.listing is not None and d.listing.absent == (), timeout=15_000)
        seen["closed"] = True
        return False

    prompts.dialogs.append(desk)
    prompts.confirms.extend([True, True])
    window.commands.check_in.trigger()
    qtbot.waitUntil(lambda: "closed" in seen, timeout=WAIT_MS)  # opened once its list is read
    assert seen["returned"]
    assert seen["storing"] == ("Storing\u2026", 1, 1)
    assert seen["ran"] and seen["after"] == ""
    assert len(prompts.errors) == 1 and "not confirmed stored" in prompts.errors[0][1]
    with on_server(pg_database) as tf:
        assert len(tf.players.byes(1)) == 5  # once: the second


def _round_robin(url: str, players: int = 4) -> None:
    """A round robin of ``players`` on the server, before round 1."""
    tf = operations.create(url, settings(players - 1, round_robin=RoundRobin(1)), user="tester")
    with tf:
        for details in ROSTER[:players]:
            tf.players.add(details)


@pytest.mark.parametrize("command", ["draw_lots", "withdraw"])
def test_a_round_robin_s_draw_and_withdrawal_on_a_silent_network_never_freeze_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], command: str
) -> None:
    silent, through = proxy
    _round_robin(pg_database)
    at_desk(window, through)
    quitter = window.tf.players.all()[1]
    window.players_view.table.select_key(quitter.id)
    action = getattr(window.commands, command)
    with silenced(window, silent) as quiet:
        prompts.confirms.append(True)
        action.trigger()  # asked first (yes), then stored on the worker
        assert quiet.came_back_at_once()
        assert window.ops.storing == 1 and prompts.infos == []  # not told as done before it is stored
        qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert len(prompts.errors) == 1 and "not confirmed stored" in prompts.errors[0][1]
    assert prompts.infos == []
    operation = {"draw_lots": "draw_lots", "withdraw": "withdraw_player"}[command]
    with on_server(pg_database) as tf:
        assert operation not in [e.operation for e in tf.audit_log()]
    silent.resume()
    window.players_view.table.select_key(quitter.id)
    prompts.confirms.append(True)
    action.trigger()
    qtbot.waitUntil(lambda: bool(prompts.infos), timeout=15_000)  # told once stored
    with on_server(pg_database) as tf:
        assert [e.operation for e in tf.audit_log()].count(operation) == 1


def test_a_check_in_tick_stored_at_a_venue_desk_reads_nothing_of_the_event_again(
    qtbot: Any, window: Any, pg_database: str
) -> None:
    """A tick is no part of the window's state (``run_in_turn``'s ``reads_again``): once stored, the event
    is not read again (its list is, by the dialog), where a registration's write reads it again."""
    with new_file(pg_database, players=6):
        pass
    at_desk(window, pg_database)
    tf, state = window.tf, window.session.state
    reads: list[int] = []
    read = tf.snapshot

    def counted() -> Any:
        reads.append(1)
        return read()

    tf.snapshot = counted
    seen: dict[str, Any] = {}

    def desk(d: CheckInDialog) -> bool:
        qtbot.keyClicks(d.typed, "1")
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not window.ops.storing, timeout=15_000)
        item = d.table.item(0, 4)
        seen["shown"] = item.text() if item is not None else ""
        return False

    window.prompts.dialogs.append(desk)
    window.commands.check_in.trigger()
    qtbot.waitUntil(lambda: "shown" in seen, timeout=WAIT_MS)  # opened once its list is read
    assert seen["shown"] == "\u2714"
    assert reads == [] and window.session.state is state  # nothing of the event read again
    assert _present(pg_database) == {1}
    assert window.ops.run_in_turn("add", lambda: tf.players.add(ROSTER[6]), lambda: None)
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=15_000)
    assert reads == [1]  # a write without that promise: read again
