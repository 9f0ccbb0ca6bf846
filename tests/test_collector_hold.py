"""The cyclic collector held off while a pairing's input is made and its round stored, and only then
(``operations.collector_hold``, issue 32 item 4)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

import operations.ops_rounds as ops_rounds
from engine.model import Pairing, Tournament
from operations.collector_hold import collector_held, collector_off
from operations.standin import simple_pair_round
from tests.test_db_support import new_file


@pytest.fixture
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    try:
        yield
    finally:
        if not was:
            gc.disable()


@pytest.mark.sqlite_only("no_store")
def test_the_collector_is_off_within_and_back_on_after(collector_on: None) -> None:
    assert not collector_held()
    with collector_off():
        assert not gc.isenabled() and collector_held()
    assert gc.isenabled() and not collector_held()


@pytest.mark.sqlite_only("no_store")
def test_a_collector_that_was_off_stays_off(collector_on: None) -> None:
    """The window keeps automatic collection off for good (``arbiter_gui.collector``)."""
    gc.disable()
    with collector_off():
        assert collector_held()
    assert not gc.isenabled() and not collector_held()


@pytest.mark.sqlite_only("no_store")
def test_holds_nest_and_an_error_ends_its_hold(collector_on: None) -> None:
    with collector_off():
        with pytest.raises(ZeroDivisionError), collector_off():
            _ = 1 / 0
        assert not gc.isenabled() and collector_held()  # the outer hold still holds
    assert gc.isenabled() and not collector_held()


@pytest.mark.sqlite_only("no_store")
def test_holds_from_two_threads_end_with_the_last(collector_on: None) -> None:
    inner_in, outer_out = threading.Event(), threading.Event()
    seen: list[bool] = []

    def other() -> None:
        with collector_off():
            inner_in.set()
            outer_out.wait(10)
            seen.append(gc.isenabled())  # the first hold has ended, this one holds on
        seen.append(gc.isenabled())

    with collector_off():
        thread = threading.Thread(target=other)
        thread.start()
        assert inner_in.wait(10)
    outer_out.set()
    thread.join(10)
    assert seen == [False, True]
    assert gc.isenabled() and not collector_held()


def test_a_pairing_holds_it_for_its_input_and_its_store_not_for_the_engine(
    store_url: str, monkeypatch: pytest.MonkeyPatch, collector_on: None
) -> None:
    held: dict[str, bool] = {}

    def watched(name: str, real: object) -> object:
        def call(*args: object, **kwargs: object) -> object:
            held[name] = collector_held() and not gc.isenabled()
            return real(*args, **kwargs)  # type: ignore[operator]

        return call

    monkeypatch.setattr(ops_rounds, "plan_next_round", watched("plan", ops_rounds.plan_next_round))
    monkeypatch.setattr(ops_rounds, "store_round", watched("store", ops_rounds.store_round))

    def engine(t: Tournament) -> Pairing:
        held["engine"] = collector_held() or not gc.isenabled()
        return simple_pair_round(t)

    with new_file(store_url) as tf:
        info = tf.rounds.pair_next(pairer=engine)
        assert len(info.boards) == 4
        assert held == {"plan": True, "engine": False, "store": True}
        assert gc.isenabled() and not collector_held()
        held.clear()
        monkeypatch.setattr(
            ops_rounds, "store_repaired_round", watched("store", ops_rounds.store_repaired_round)
        )
        tf.rounds.repair_last(pairer=engine)
        assert held == {"plan": True, "engine": False, "store": True}
    assert gc.isenabled() and not collector_held()
