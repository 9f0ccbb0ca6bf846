"""An event for the publishing tests: names in every script and hostile ones, every kind of round cell
(wins, draws, a forfeit, an unrated game, the PAB, a half-point bye, a withdrawal, a game being
played), paired by the stand-in pairer (the Dutch engine is not under test here)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import operations
from engine.model import Sex
from operations.standin import simple_pair_round
from tests.test_db_support import settings
from values import ByeKind, GameResult, PlayerDetails

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
    with operations.create(path, ev, user="tester") as tf:
        for d in HOSTILE:
            tf.players.add(d)
        tf.rounds.pair_next(pairer=simple_pair_round)
        for b in tf.rounds.boards(1):
            tf.results.set(1, b.board, GameResult.WHITE_WINS if b.board % 3 else GameResult.DRAW)
        ten = tf.players.by_number(10)
        tf.players.request_bye(2, ten.id, ByeKind.HALF)
        tf.rounds.pair_next(pairer=simple_pair_round)
        kinds = [
            GameResult.WHITE_WINS_FORFEIT,
            GameResult.DRAW_UNRATED,
            GameResult.BLACK_WINS,
            GameResult.DRAW,
        ]
        for b, r in zip(tf.rounds.boards(2), kinds * 3, strict=False):
            tf.results.set(2, b.board, r)
        tf.players.withdraw_player(tf.players.by_number(11).id, 3)
        tf.rounds.pair_next(pairer=simple_pair_round)
        boards = tf.rounds.boards(3)
        for b in boards[:-1]:
            tf.results.set(3, b.board, GameResult.BLACK_WINS)
    return path
