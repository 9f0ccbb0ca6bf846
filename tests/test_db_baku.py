"""Baku Acceleration as an event option of the tournament file (C.04.7 (2026), C.04.5.1)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import operations
from engine.acceleration import with_baku
from engine.dutch import pair_round
from engine.model import Acceleration, PairingNumber
from tests.test_db_support import new_file, snapshot


def test_round_one_is_paired_as_with_baku(store_url: str) -> None:
    with new_file(store_url, players=8, rounds=2) as tf:
        plain = tf.rounds.pairing_input()
        applied = tf.event.apply_baku()
        # 8 players, 2 rounds: GA = TPN 1-4, one virtual point in round 1 (C.04.7 art. 1.2, 1.4).
        assert applied == (Acceleration(Fraction(1), 1, 1, PairingNumber(1), PairingNumber(4)),)
        assert tf.event.accelerations() == applied
        assert tf.audit_log()[-1].operation == "baku_acceleration_2026"
        expected = pair_round(with_baku(plain))
        assert expected.boards != pair_round(plain).boards  # the acceleration changes round 1
        r1 = tf.rounds.pair_next()
        assert [(b.white_number, b.black_number) for b in r1.boards] == [
            (b.white, b.black) for b in expected.boards
        ]


def test_acceleration_is_decided_before_round_one(store_url: str) -> None:
    with new_file(store_url, players=8, rounds=2) as tf:
        tf.rounds.pair_next()
        before = snapshot(store_url)
        with pytest.raises(operations.OperationRefused, match="decided before round 1"):
            tf.event.apply_baku()
        with pytest.raises(operations.OperationRefused, match="decided before round 1"):
            tf.event.remove_acceleration()
        assert snapshot(store_url) == before


def test_removing_the_acceleration(store_url: str) -> None:
    with new_file(store_url, players=8, rounds=5) as tf:
        assert len(tf.event.apply_baku("pre2026")) == 2
        assert tf.event.remove_acceleration() == () and tf.event.accelerations() == ()
        assert tf.audit_log()[-1].operation == "remove_acceleration"


def test_without_players_baku_is_refused(store_url: str) -> None:
    with (
        new_file(store_url, players=0, rounds=5) as tf,
        pytest.raises(operations.OperationRefused, match="players"),
    ):
        tf.event.apply_baku()


def test_baku_computed_before_a_registration_is_no_longer_recognised(store_url: str) -> None:
    from values import PlayerDetails

    with new_file(store_url, players=8, rounds=5) as tf:
        assert tf.event.baku_edition() is None
        tf.event.apply_baku()
        assert tf.event.baku_edition() == "2026"
        tf.players.add(PlayerDetails("Ninth, Nina", 1200))
        assert tf.event.baku_edition() is None  # GA was counted on 8 players
        again = tf.event.apply_baku()
        assert tf.event.baku_edition() == "2026"
        assert {a.last_player for a in again} == {PairingNumber(6)}  # 2 * ceil(9 / 4) (C.04.7 art. 1.2)
