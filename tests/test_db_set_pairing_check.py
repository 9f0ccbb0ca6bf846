"""``set_pairing`` checks the arbiter's pairing outside the write transaction (C.04.2 art. 4.4).

The check pairs the round with the Dutch engine (seconds on a big event); the file must not stay
locked against writers meanwhile, and what is stored must be what it was before: the boards asked
for, the warnings of ``engine.manual_pairing.check_manual_pairing``, one audit row holding them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import text

import engine.manual_pairing
import operations
from db.tx import Tx
from engine.manual_pairing import RULE_C1, PairingWarning, Severity
from tests.test_db_support import new_file
from values import GameResult, PlayerId


def _rematch_in_round_two(
    tf: operations.TournamentFile,
) -> tuple[operations.RoundInfo, list[tuple[PlayerId, PlayerId]]]:
    """Round 1 played (white wins everywhere), round 2 paired; returns round 2 and a pairing of it
    that repeats every game of round 1 (a C1 rematch on each board)."""
    r1 = tf.rounds.pair_next()
    for b in r1.boards:
        tf.results.set(1, b.board, GameResult.WHITE_WINS)
    r2 = tf.rounds.pair_next()
    return r2, [(b.black, b.white) for b in r1.boards]


def _spy(
    monkeypatch: pytest.MonkeyPatch, during: Callable[[int], None]
) -> list[tuple[int, list[PairingWarning]]]:
    """Wrap ``check_manual_pairing``: ``during(call number)`` runs while it checks; returns the calls."""
    real = engine.manual_pairing.check_manual_pairing
    calls: list[tuple[int, list[PairingWarning]]] = []

    def checking(*args: object, **kwargs: object) -> list[PairingWarning]:
        during(len(calls) + 1)
        got = real(*args, **kwargs)  # type: ignore[arg-type]
        calls.append((len(calls) + 1, got))
        return got

    monkeypatch.setattr(engine.manual_pairing, "check_manual_pairing", checking)
    return calls


def _can_write(path: Path) -> bool:
    """Whether another connection could start a write transaction on the file right now."""
    con = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        con.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        assert "locked" in str(exc)
        return False
    finally:
        if con.in_transaction:
            con.execute("ROLLBACK")
        con.close()
    return True


def test_stored_pairing_warnings_and_audit_row_are_those_of_the_check(store_url: str) -> None:
    with new_file(store_url, players=6, rounds=3) as tf:
        r2, rematch = _rematch_in_round_two(tf)
        rows_before = len(tf.audit_log())
        change = tf.rounds.set_pairing(2, rematch)

        assert [(b.white, b.black) for b in tf.rounds.get(2).boards] == rematch
        assert change.round == tf.rounds.get(2) and change.round.pairing_bye is None
        c1 = [w for w in change.warnings if w.rule == RULE_C1]
        assert len(c1) == 3 and all(w.severity is Severity.ABSOLUTE for w in c1)
        # read back from the stored pairing, by the other path (stored boards -> check)
        assert tf.rounds.pairing_warnings(2) == list(change.warnings)

        log = tf.audit_log()
        assert len(log) == rows_before + 1 and log[-1].operation == "set_pairing"
        new = json.loads(log[-1].new or "{}")
        old = json.loads(log[-1].old or "{}")
        assert new["warnings"] == [str(w) for w in change.warnings]
        assert [(w, b) for _no, w, b, _res in new["boards"]] == rematch
        assert [(w, b) for _no, w, b, _res in old["boards"]] == [(b.white, b.black) for b in r2.boards]


@pytest.mark.sqlite_only("file")
def test_the_file_is_not_locked_against_writers_while_the_engine_checks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(tmp_path, players=6, rounds=3) as tf:
        _, rematch = _rematch_in_round_two(tf)
        writable: list[bool] = []
        calls = _spy(monkeypatch, lambda _n: writable.append(_can_write(tf.path)))
        tf.rounds.set_pairing(2, rematch)
        assert writable == [True] and len(calls) == 1
        held: list[bool] = []  # the probe sees the lock once a write transaction has begun

        def probe(tx: Tx) -> None:
            tx.session.execute(text("SELECT 1"))
            held.append(_can_write(tf.path))

        tf.write(probe)
        assert held == [False]


def test_a_change_made_during_the_check_is_checked_again(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Round 1 board 1 becomes a double forfeit while the rematch is checked: a forfeit is no game
    (C.04.1 art. 2 counts games played), so the stored warnings lose that board's C1 warning."""
    with new_file(store_url, players=6, rounds=3) as tf:
        _, rematch = _rematch_in_round_two(tf)
        first = tf.rounds.get(1).boards[0]

        def forfeit_once(n: int) -> None:
            if n == 1:
                tf.results.set(1, 1, GameResult.DOUBLE_FORFEIT)

        calls = _spy(monkeypatch, forfeit_once)
        change = tf.rounds.set_pairing(2, rematch)
        assert len(calls) == 2
        pair = {tf.players.get(first.white).number, tf.players.get(first.black).number}
        first_check = [w for w in calls[0][1] if w.rule == RULE_C1]
        assert any(set(w.players) == pair for w in first_check)  # what the stale check said
        c1 = [w for w in change.warnings if w.rule == RULE_C1]
        assert len(c1) == 2 and not any(set(w.players) == pair for w in c1)
        assert list(change.warnings) == calls[1][1] == tf.rounds.pairing_warnings(2)
        assert json.loads(tf.audit_log()[-1].new or "{}")["warnings"] == [str(w) for w in change.warnings]


def test_a_file_that_keeps_changing_is_refused_and_the_pairing_kept(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(store_url, players=6, rounds=3) as tf:
        r2, rematch = _rematch_in_round_two(tf)
        results = [GameResult.DRAW, GameResult.BLACK_WINS]
        _spy(monkeypatch, lambda n: tf.results.set(1, 2, results[n % 2]))
        with pytest.raises(operations.OperationRefused, match="kept changing"):
            tf.rounds.set_pairing(2, rematch)
        assert tf.rounds.get(2).boards == r2.boards
        assert tf.audit_log()[-1].operation == "set_result"
        assert all(e.operation != "set_pairing" for e in tf.audit_log())


def test_refusals_come_before_any_check(store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with new_file(store_url, players=6, rounds=3) as tf:
        r2, rematch = _rematch_in_round_two(tf)
        calls = _spy(monkeypatch, lambda _n: None)
        with pytest.raises(operations.OperationRefused, match="not paired"):
            tf.rounds.set_pairing(2, rematch[:2])
        with pytest.raises(operations.OperationRefused, match="only the last paired round"):
            tf.rounds.set_pairing(1, rematch)
        assert calls == [] and tf.rounds.get(2).boards == r2.boards
