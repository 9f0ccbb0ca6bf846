"""Benchmark: a round of a 100-team Swiss team event paired through the tournament file (issue 29 item 6:
under 2 s), what ``arbiter pair`` and Rounds > Pair next round do: the plan read from the store, the
engine (``engine.team_swiss``), the matches stored and the backup copy. Not a test: it prints a table and
exits 1 when a pairing is over the budget.

The event is made through the operations (not timed): ``--teams`` teams of ``--boards`` players with
seeded ratings, every round's line-ups (the first players of each roster) and a seeded result on every
game; only ``tf.rounds.pair_next()`` of the rounds measured is timed (wall and processor time).

    .venv/bin/python bench/bench_team_event.py
    .venv/bin/python bench/bench_team_event.py --teams 40 --rounds 3
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import operations  # noqa: E402
from values import EventSettings, GameResult, PlayerDetails  # noqa: E402
from values.teams import TeamFormat, TeamSettings  # noqa: E402

BUDGET_SECONDS = 2.0
RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def play_round(tf: operations.TournamentFile, rnd: int, boards: int, rng: random.Random) -> None:
    """Both line-ups of every match (the first ``boards`` players of each roster), then every result."""
    rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
    for match in tf.teams.matches(rnd):
        for team in (match.white, match.black):
            if team is not None:
                tf.teams.set_lineup(rnd, team, rosters[team][:boards])
    for board in tf.rounds.boards(rnd):
        tf.results.set(rnd, board.board, rng.choice(RESULTS))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--teams", type=int, default=100)
    parser.add_argument("--boards", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=29)
    a = parser.parse_args(argv)
    rng = random.Random(a.seed)
    over = False
    with tempfile.TemporaryDirectory() as folder:
        settings = EventSettings(
            name="Bench team event", number_of_rounds=a.rounds, team=TeamSettings(TeamFormat.SWISS, a.boards)
        )
        with operations.create(Path(folder) / "bench.arbiter", settings) as tf:
            for t in range(1, a.teams + 1):
                players = [
                    PlayerDetails(f"Player {t:03d}-{b}", rating=rng.randint(1600, 2700))
                    for b in range(a.boards)
                ]
                tf.teams.add(f"Team {t:03d}", "", players)
            print(
                f"{a.teams} teams, {a.boards} boards, {a.rounds} rounds; "
                f"budget {BUDGET_SECONDS:.1f} s a round"
            )
            print(" round   wall s   cpu s")
            for rnd in range(1, a.rounds + 1):
                wall, cpu = time.perf_counter(), time.process_time()
                tf.rounds.pair_next()
                wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
                over = over or wall > BUDGET_SECONDS
                print(f"{rnd:>6} {wall:>8.2f} {cpu:>7.2f}{'  OVER' if wall > BUDGET_SECONDS else ''}")
                play_round(tf, rnd, a.boards, rng)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
