"""Baku Acceleration as an event option of the tournament file (C.04.7 (2026), C.04.5.1)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import db
from engine.acceleration import with_baku
from engine.dutch import pair_round
from engine.model import Acceleration, PairingNumber
from tests.test_db_support import new_file, snapshot


def test_round_one_is_paired_as_with_baku(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8, rounds=2) as tf:
        plain = tf.pairing_input()
        applied = tf.apply_baku_acceleration()
        # 8 players, 2 rounds: GA = TPN 1-4, one virtual point in round 1 (C.04.7 art. 1.2, 1.4).
        assert applied == (Acceleration(Fraction(1), 1, 1, PairingNumber(1), PairingNumber(4)),)
        assert tf.accelerations() == applied
        assert tf.audit_log()[-1].operation == "baku_acceleration_2026"
        expected = pair_round(with_baku(plain))
        assert expected.boards != pair_round(plain).boards  # the acceleration changes round 1
        r1 = tf.pair_next_round()
        assert [(b.white_number, b.black_number) for b in r1.boards] == [
            (b.white, b.black) for b in expected.boards
        ]


def test_acceleration_is_decided_before_round_one(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8, rounds=2) as tf:
        tf.pair_next_round()
        before = snapshot(tf.path)
        with pytest.raises(db.OperationRefused, match="decided before round 1"):
            tf.apply_baku_acceleration()
        with pytest.raises(db.OperationRefused, match="decided before round 1"):
            tf.remove_acceleration()
        assert snapshot(tf.path) == before


def test_removing_the_acceleration(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8, rounds=5) as tf:
        assert len(tf.apply_baku_acceleration("pre2026")) == 2
        assert tf.remove_acceleration() == () and tf.accelerations() == ()
        assert tf.audit_log()[-1].operation == "remove_acceleration"


def test_without_players_baku_is_refused(tmp_path: Path) -> None:
    with new_file(tmp_path, players=0, rounds=5) as tf, pytest.raises(db.OperationRefused, match="players"):
        tf.apply_baku_acceleration()


def test_baku_computed_before_a_registration_is_no_longer_recognised(tmp_path: Path) -> None:
    from db.values import PlayerDetails

    with new_file(tmp_path, players=8, rounds=5) as tf:
        assert tf.baku_edition() is None
        tf.apply_baku_acceleration()
        assert tf.baku_edition() == "2026"
        tf.add_player(PlayerDetails("Ninth, Nina", 1200))
        assert tf.baku_edition() is None  # GA was counted on 8 players
        again = tf.apply_baku_acceleration()
        assert tf.baku_edition() == "2026"
        assert {a.last_player for a in again} == {PairingNumber(6)}  # 2 * ceil(9 / 4) (C.04.7 art. 1.2)
