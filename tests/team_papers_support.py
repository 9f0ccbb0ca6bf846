"""A team event made for the tests of its paper and files (issue 29 item 5): ``arbiter new --system
team-swiss`` (or a team round robin), the teams imported from a CSV list, then rounds paired, both
line-ups of each match given, every game's result typed through the operations (as
``tests/test_team_event_cli.py`` does through the command line), with a forfeited match in round 2 when
asked."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import TypeVar

import operations
from cli.main import run
from formats.csv_teams import parse_teams_csv
from values import GameResult

RESULTS = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)


def arbiter(*args: object) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in args], out, err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def team_name(t: int, long_names: bool) -> str:
    if long_names:
        return f"Schachgemeinschaft Nordrhein-Westfalen Königsspringer {t:02d} e.V. Mannschaft"
    return f"Club {t:02d}"


_Place = TypeVar("_Place", Path, str)
"""A tournament file, or a text: the ``module_store_url`` fixture's file or server database."""


def make_team_event(
    path: _Place,
    *,
    teams: int = 6,
    boards: int = 4,
    rounds: int = 5,
    played: int = 3,
    long_names: bool = False,
    forfeit: bool = True,
    seed: int = 29,
    system: str = "team-swiss",
) -> _Place:
    """A team event of ``teams`` teams (one reserve each) on ``boards`` boards, ``played`` rounds paired
    and played of ``rounds``; in round 2 the second match's black team forfeits (``forfeit``). ``system``:
    ``team-swiss``, or a team round robin (``team-berger``, ``team-double-berger``)."""
    rng = random.Random(seed)
    arbiter("new", path, "--name", "Team League", "--system", system, "--boards", boards, "--rounds", rounds)
    rows = ["Team,Board,Name,Rating,FIDE ID,Federation"]
    for t in range(1, teams + 1):
        ratings = sorted((rng.randint(1700, 2650) for _ in range(boards + 1)), reverse=True)
        for b in range(1, boards + 2):
            rows.append(
                f"{team_name(t, long_names)},{b},Player {t:02d}-{b},{ratings[b - 1]},"
                f"{4100000 + 100 * t + b},ESP"
            )
    with operations.open_file(path) as tf:
        tf.teams.import_list(parse_teams_csv("\n".join(rows) + "\n"))
        rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
        for rnd in range(1, played + 1):
            tf.rounds.pair_next()
            for match in tf.teams.matches(rnd):
                if match.black is None:
                    continue
                for team in (match.white, match.black):
                    if forfeit and rnd == 2 and match.match == 2 and team == match.black:
                        continue
                    rest = rng.randrange(boards + 3)  # the captain rests one player now and then
                    chosen = [p for i, p in enumerate(rosters[team]) if i != rest][:boards]
                    tf.teams.set_lineup(rnd, team, chosen)
                if forfeit and rnd == 2 and match.match == 2:
                    tf.teams.forfeit_match(rnd, match.match, [match.black])
            for match in tf.teams.matches(rnd):
                for game in match.games:
                    if game.result is None:
                        tf.results.set(rnd, game.board, rng.choice(RESULTS))
    return path
