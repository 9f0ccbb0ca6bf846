"""A network that goes silent between a desk and its venue server (issue 30 item 3: "a desk that loses
the network is told at once, and a result counts as entered only when the server has stored it").

Between the desk and the tests' real PostgreSQL sits a small TCP proxy (``SilentProxy``) that can stop
forwarding without closing anything: the desk's connections stay open, its packets are taken and go
nowhere, no answer comes (as when a venue's Wi-Fi access point loses its uplink). The desk's result then
fails within ``TOLD_WITHIN_S`` with our one sentence (``db.server_watch``: the watchdog asks the server
through a new connection, which gets no answer either), nothing of it is stored, and once the proxy
forwards again the desk stores the next result; the announcements' listener is told as soon
(``db.server.ChangeListener``'s heartbeat) and listens again afterwards. No mock: the server is real, and
so is the silence."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

import operations
from db import server, server_watch
from db.schema import EventRow
from db.server import ServerUnreachable
from operations.server_event import ServerEvent
from tests.silent_proxy import TOLD_WITHIN_S, SilentProxy, proxied
from tests.test_db_support import new_file, pairer
from values import GameResult

PING_TOLD_WITHIN_S = 6.0
"""The bound for a silence met by a ping (a connection that rested, the listener's heartbeat): the ping
waits ``server_watch.PING_ANSWER_WITHIN_S`` (2 s) and the desk is told, with no new connection tried;
the rest is a margin for a loaded machine (measured: 2.0 s after a rest, 3.0 s for the listener)."""


@pytest.fixture
def proxy(pg_database: str) -> Iterator[tuple[SilentProxy, str]]:
    """A proxy to the tests' server, and the URL of the test's database through it."""
    with proxied(pg_database) as made:
        yield made


def _result(url: str, board: int) -> GameResult | None:
    """Board ``board`` of round 1 as the server holds it, read straight from it (not through the proxy)."""
    with operations.open_file(url, user="auditor@server") as tf:
        return next(b.result for b in tf.rounds.boards(1) if b.board == board)


def test_a_result_typed_while_the_network_is_silent_fails_in_one_sentence_and_the_desk_recovers(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="jon@desk-2") as desk:
        desk.results.set(1, 1, GameResult.WHITE_WINS)  # the proxy forwards
        silent.silence()
        started = time.monotonic()
        with pytest.raises(ServerUnreachable) as refused:
            desk.results.set(1, 2, GameResult.DRAW)
        took = time.monotonic() - started
        assert server_watch.SILENT_AFTER_S <= took < TOLD_WITHIN_S
        told = str(refused.value)
        assert "is out of reach" in told and "not confirmed stored" in told
        assert "\n" not in told and "password" not in told.lower()
        silent.resume()
        assert _result(pg_database, 2) is None  # not stored: the desk was right not to count it
        assert _result(pg_database, 1) is GameResult.WHITE_WINS
        desk.results.set(1, 2, GameResult.BLACK_WINS)  # the same open event, once the network is back
    assert _result(pg_database, 2) is GameResult.BLACK_WINS


def test_the_listening_desk_is_told_within_seconds_and_listens_again(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="maria@desk-1") as desk:
        assert isinstance(desk, ServerEvent)
        feed = desk.change_feed()
        try:
            assert feed.wait(0.01) == ()
            silent.silence()
            started = time.monotonic()
            with pytest.raises(ServerUnreachable):
                while time.monotonic() - started < 3 * TOLD_WITHIN_S:  # bounded: never hangs the run
                    feed.wait(0.5)
            assert time.monotonic() - started < PING_TOLD_WITHIN_S  # its heartbeat is a ping
            assert not feed.listening
            silent.resume()
            assert feed.wait(0.01) == ()  # listening again
            with operations.open_file(pg_database, user="jon@desk-2") as jon:
                jon.results.set(1, 1, GameResult.DRAW)
            came: tuple[int, ...] = ()
            deadline = time.monotonic() + 5
            while not came and time.monotonic() < deadline:
                came = feed.wait(0.5)
            assert came == (desk.section_id,)
        finally:
            feed.close()


HELD_S = 2 * server_watch.SILENT_AFTER_S + 1.0
"""How long another desk keeps the section's write turn: the waiting desk's server is asked twice."""


def test_a_result_waiting_behind_another_desk_is_not_taken_for_a_silent_network(
    pg_database: str, proxy: tuple[SilentProxy, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The watchdog's false alarm: a statement that waits longer than ``SILENT_AFTER_S`` behind another
    desk's write in the same section (here a registration's turn, as a pairing holds it) is only slow
    while the server answers the watchdog's new connection; it is stored once the other desk commits."""
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    asked: list[bool] = []
    answers = server_watch.answers

    def answers_seen(params: dict[str, object]) -> bool:  # the real question, its answers kept
        answered = answers(params)
        asked.append(answered)
        return answered

    monkeypatch.setattr(server_watch, "answers", answers_seen)
    inside, release = threading.Event(), threading.Event()

    def hold(tx: Any) -> None:
        tx.session.get(EventRow, 1)  # the section's write turn taken (``db.server.write_turn``)
        inside.set()
        assert release.wait(60)

    with (
        operations.open_file(pg_database, user="chief@desk-c") as chief,
        operations.open_file(through, user="jon@desk-2") as desk,
    ):
        holder = threading.Thread(target=lambda: chief.write(hold))
        holder.start()
        assert inside.wait(30)
        outcome: list[object] = []

        def typed() -> None:
            started = time.monotonic()
            try:
                desk.results.set(1, 1, GameResult.DRAW)
            except BaseException as exc:  # told to the test below
                outcome.append(exc)
            else:
                outcome.append(time.monotonic() - started)

        waiting = threading.Thread(target=typed)
        try:
            waiting.start()
            time.sleep(HELD_S)
            assert waiting.is_alive()  # it waits for the other desk, not cut
        finally:
            release.set()
            holder.join(30)
        waiting.join(30)
    assert outcome and isinstance(outcome[0], float), outcome
    assert outcome[0] >= HELD_S
    assert asked and all(asked)  # the watchdog did ask, and the server answered each time
    assert _result(pg_database, 1) is GameResult.DRAW


def test_a_desk_writing_after_a_rest_is_told_within_seconds_that_the_network_is_silent(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """A desk whose connection rested longer than ``db.server.PING_AFTER_IDLE_S`` (the pool pings it
    before the write) and then finds the network silent is told within ``PING_TOLD_WITHIN_S``: the ping
    left unanswered ends the write, no new connection is tried (it would wait for its connect_timeout)."""
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="jon@desk-2") as desk:
        desk.results.set(1, 1, GameResult.WHITE_WINS)
        time.sleep(server.PING_AFTER_IDLE_S + 0.5)  # the connection rests: the next write pings it first
        silent.silence()
        started = time.monotonic()
        with pytest.raises(ServerUnreachable) as refused:
            desk.results.set(1, 2, GameResult.DRAW)
        took = time.monotonic() - started
        assert server_watch.PING_ANSWER_WITHIN_S <= took < PING_TOLD_WITHIN_S
        assert "not confirmed stored" in str(refused.value)
        silent.resume()
        desk.results.set(1, 2, GameResult.BLACK_WINS)
    assert _result(pg_database, 2) is GameResult.BLACK_WINS


def test_a_network_pausing_shorter_than_the_ping_waits_is_not_taken_for_a_silent_one(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """The ping's false alarm: a rested connection whose ping is answered late (the network pauses
    for half of ``PING_ANSWER_WITHIN_S``) is a connection that works; the write is stored."""
    silent, through = proxy
    pause_s = server_watch.PING_ANSWER_WITHIN_S / 2
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="jon@desk-2") as desk:
        desk.results.set(1, 1, GameResult.WHITE_WINS)
        time.sleep(server.PING_AFTER_IDLE_S + 0.5)
        silent.silence()
        back = threading.Timer(pause_s, silent.resume)
        back.start()
        started = time.monotonic()
        try:
            desk.results.set(1, 2, GameResult.DRAW)
        finally:
            back.join()
        assert time.monotonic() - started >= pause_s  # it did wait through the pause
    assert _result(pg_database, 2) is GameResult.DRAW
