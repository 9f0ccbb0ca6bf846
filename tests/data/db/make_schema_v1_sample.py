"""Made ``schema_v1.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v1_sample.py``.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import operations
from engine.model import Colour, Sex
from operations.standin import simple_pair_round
from values import ByeKind, EventSettings, GameResult, PlayerDetails

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v1.arbiter"
    settings = EventSettings(
        name="Schema v1 sample",
        number_of_rounds=5,
        city="Basel",
        federation="SUI",
        start_date=date(2026, 4, 1),
        end_date=date(2026, 4, 5),
        chief_arbiter="Chief, Carla",
        deputy_arbiters=("Deputy, Dirk",),
        time_control="60+30",
        round_dates=tuple(date(2026, 4, d) for d in range(1, 6)),
        initial_colour=Colour.WHITE,
        tiebreaks=("BH/C1", "BH", "SB"),
    )
    with operations.create(target, settings, user="sample", overwrite=True) as tf:
        roster = [("Alpha, Ann", 2300), ("Beta, Ben", 2250), ("Gamma, Gil", 2200), ("Delta, Dee", 2150)]
        for i, (name, rating) in enumerate([*roster, ("Eps, Eve", 2100)]):
            sex = Sex.FEMALE if i % 2 else Sex.MALE
            tf.players.add(PlayerDetails(name, rating, "", "SUI", str(2000 + i), sex))
        ids = {p.number: p.id for p in tf.players.all()}
        tf.restrictions.add_pair([ids[1], ids[2]])
        tf.players.request_bye(1, ids[5], ByeKind.HALF)
        r1 = tf.rounds.pair_next(pairer=simple_pair_round)
        for b, result in zip(r1.boards, [GameResult.WHITE_WINS, GameResult.DRAW], strict=True):
            tf.results.set(1, b.board, result)
        tf.players.withdraw_player(ids[4], 2)
        r2 = tf.rounds.pair_next(pairer=simple_pair_round)
        tf.results.set(2, r2.boards[0].board, GameResult.BLACK_WINS_FORFEIT)
    for extra in HERE.glob("schema_v1.arbiter.*"):
        if extra.is_dir():
            for f in extra.iterdir():
                f.unlink()
            extra.rmdir()
        else:
            extra.unlink()


if __name__ == "__main__":
    main()
