"""A realistic sample tournament file, built only through ``db`` operations (real Dutch pairings).

For screenshots, demonstrations and manual testing::

    python -m arbiter_gui.sample_event OUT.arbiter [--players 60] [--rounds 9] [--played 5] [--seed 7]

Rounds 1..played-1 get complete (seeded, rating-weighted) results; round ``played`` is paired with about
two thirds of its results entered, as in the middle of a playing session. One player withdraws, one takes
a half-point bye, one game is forfeited.
"""

from __future__ import annotations

import argparse
import random
from datetime import date, timedelta
from pathlib import Path

from engine.model import Colour, Sex
from operations import tournament_file as dbapi
from values import ByeKind, EventSettings, GameResult, PlayerDetails

FIRST = (
    "Anna",
    "Boris",
    "Chloé",
    "Dmitri",
    "Elif",
    "Fabiano",
    "Greta",
    "Hikaru",
    "Irina",
    "Jan",
    "Katarzyna",
    "Lucas",
    "Marta",
    "Nodirbek",
    "Olga",
    "Pavel",
    "Quentin",
    "Rameshbabu",
    "Sofia",
    "Tomáš",
    "Ulla",
    "Vincent",
    "Wesley",
    "Xiong",
    "Yasmin",
    "Zoltán",
    "Ángel",
    "Bjørn",
    "Dragana",
    "Éric",
)
LAST = (
    "Anand",
    "Bacrot",
    "Carlsen",
    "Dubov",
    "Erdoğan",
    "Fressinet",
    "Giri",
    "Harikrishna",
    "Ivanchuk",
    "Jobava",
    "Kosteniuk",
    "Lagarde",
    "Mamedyarov",
    "Nakamura",
    "Oparin",
    "Ponomariov",
    "Radjabov",
    "Svidler",
    "Topalov",
    "Urkedal",
    "Vachier-Lagrave",
    "Wojtaszek",
    "Xu",
    "Yu",
    "Zhigalko",
    "Šolak",
    "Müller",
    "Nguyễn",
    "Petrović",
    "Øvergård",
)
FEDS = ("FRA", "GER", "ESP", "NED", "POL", "SRB", "NOR", "CZE", "HUN", "ITA", "ENG", "TUR", "UKR", "IND")


def _result(rng: random.Random, white: int, black: int) -> GameResult:
    """A plausible result from the rating difference (Elo expectation, a third of games drawn)."""
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    draw = 0.32
    u = rng.random()
    if u < draw:
        return GameResult.DRAW
    return GameResult.WHITE_WINS if (u - draw) / (1 - draw) < expected else GameResult.BLACK_WINS


def build(path: Path, players: int = 60, rounds: int = 9, played: int = 5, seed: int = 7) -> Path:
    rng = random.Random(seed)
    start = date(2026, 4, 11)
    settings = EventSettings(
        name="Lyon Spring Open 2026",
        number_of_rounds=rounds,
        city="Lyon",
        federation="FRA",
        start_date=start,
        end_date=start + timedelta(days=rounds - 1),
        chief_arbiter="Martin, Claire",
        deputy_arbiters=("Durand, Paul",),
        time_control="90'/40 + 30' + 30\"",
        initial_colour=Colour.WHITE,
        tiebreaks=("BH/C1", "BH", "SB", "DE"),
    )
    with dbapi.create(path, settings, overwrite=True) as tf:
        names: set[str] = set()
        for _ in range(players):
            while True:
                name = f"{rng.choice(LAST)}, {rng.choice(FIRST)}"
                if name not in names:
                    names.add(name)
                    break
            rating = int(rng.triangular(1500, 2750, 1900))
            title = "GM" if rating > 2550 else "IM" if rating > 2420 else "FM" if rating > 2300 else ""
            tf.players.add(
                PlayerDetails(
                    name=name,
                    rating=rating,
                    title=title,
                    federation=rng.choice(FEDS),
                    fide_id=str(rng.randrange(100_000, 40_000_000)),
                    sex=rng.choice((Sex.MALE, Sex.MALE, Sex.FEMALE)),
                    birth_date=f"{rng.randrange(1960, 2012)}/{rng.randrange(1, 13):02d}/{rng.randrange(1, 29):02d}",  # noqa: E501
                )
            )
        ratings = {p.id: p.rating for p in tf.players.all()}
        ids = [p.id for p in tf.players.all()]
        for r in range(1, played + 1):
            if r == 3:
                tf.players.request_bye(3, ids[len(ids) // 2], ByeKind.HALF)
            if r == 4:
                tf.players.withdraw_player(ids[-3], 4)
            info = tf.rounds.pair_next()
            boards = info.boards if r < played else info.boards[: len(info.boards) * 2 // 3]
            for b in boards:
                result = _result(rng, ratings[b.white], ratings[b.black])
                if r == 2 and b.board == len(info.boards) - 1:
                    result = GameResult.WHITE_WINS_FORFEIT
                tf.results.set(r, b.board, result)
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("out", type=Path)
    p.add_argument("--players", type=int, default=60)
    p.add_argument("--rounds", type=int, default=9)
    p.add_argument("--played", type=int, default=5)
    p.add_argument("--seed", type=int, default=7)
    a = p.parse_args(argv)
    build(a.out, a.players, a.rounds, a.played, a.seed)
    print(a.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
