"""An event for the publishing tests: names in every script and hostile ones, every kind of round cell
(wins, draws, a forfeit, an unrated game, the PAB, a half-point bye, a withdrawal, a game being
played), paired by the stand-in pairer (the Dutch engine is not under test here)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import db
from db.standin import simple_pair_round
from db.values import ByeKind, GameResult, PlayerDetails
from engine.model import Sex
from tests.test_db_support import settings

HOSTILE = (
    PlayerDetails('<script>alert("x")</script>', 2450, "GM", "ENG", "1000001", Sex.MALE),
    PlayerDetails('O\'Brien, "Q" & <b>Co</b>', 2400, "IM", "IRL", "1000002", Sex.MALE),
    PlayerDetails("Иванов, Иван", 2350, "FM", "RUS", "1000003", Sex.MALE),
    PlayerDetails("Παπαδόπουλος, Γιώργος", 2300, "", "GRE", "1000004", Sex.MALE),
    PlayerDetails("王, 小明", 2250, "WGM", "CHN", "1000005", Sex.FEMALE),
    PlayerDetails("محمد, علي", 2200, "", "EGY", "1000006", Sex.MALE),
    PlayerDetails("כהן, דוד", 2150, "", "ISR", "1000007", Sex.MALE),
    PlayerDetails("\u202eEvil\u200b, Zero\u200dWidth", 2100, "", "", "", Sex.UNKNOWN),
    PlayerDetails('=HYPERLINK("x"), Cell', 2050, "", "NED", "1000009", Sex.MALE),
    PlayerDetails("Ünal, Ayşe", 0, "", "TUR", "", Sex.FEMALE, "2010/01/31"),
    PlayerDetails("Smith, Jo", 1900, "", "USA", "1000011", Sex.FEMALE),
)
"""Eleven players: an odd field, so every round has a pairing-allocated bye."""

SCRIPTS = ("Иванов", "Παπαδόπουλος", "王", "محمد", "כהן", "Ünal")


def hostile_event(tmp_path: Path, name: str = "pub.arbiter") -> Path:
    """Rounds 1 and 2 complete, round 3 paired with one result missing: the PAB to #11 (unrated) in
    round 1, a half-point bye for #10 in round 2, forfeits and an unrated game in round 2, #11
    withdrawn from round 3."""
    path = tmp_path / name
    ev = replace(settings(5), name='Open <i>"2026"</i> & Co', city="Zürich")
    with db.create(path, ev, user="tester") as tf:
        for d in HOSTILE:
            tf.add_player(d)
        tf.pair_next_round(pairer=simple_pair_round)
        for b in tf.boards(1):
            tf.set_result(1, b.board, GameResult.WHITE_WINS if b.board % 3 else GameResult.DRAW)
        ten = tf.player_by_number(10)
        tf.request_bye(2, ten.id, ByeKind.HALF)
        tf.pair_next_round(pairer=simple_pair_round)
        kinds = [
            GameResult.WHITE_WINS_FORFEIT,
            GameResult.DRAW_UNRATED,
            GameResult.BLACK_WINS,
            GameResult.DRAW,
        ]
        for b, r in zip(tf.boards(2), kinds * 3, strict=False):
            tf.set_result(2, b.board, r)
        tf.withdraw_player(tf.player_by_number(11).id, 3)
        tf.pair_next_round(pairer=simple_pair_round)
        boards = tf.boards(3)
        for b in boards[:-1]:
            tf.set_result(3, b.board, GameResult.BLACK_WINS)
    return path
