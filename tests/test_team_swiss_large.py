"""Large generated Swiss Team events pair as they did before the engine was made faster (issue 32).

Each event is made by the team generator (``engine.team_swiss.generate``), which pairs every round
with :func:`engine.team_swiss.pair_round` and draws the results from the pairings: a pairing changed in
any round changes the event from there on. The expected digests were computed by ``main`` at aec39bb,
before the speed-ups of the Swiss Team engine and of the procedure it shares with the Double-Swiss
System (``engine.double_swiss.procedure`` and ``legal``), with the generator's 013 records beyond 999
teams (which change no pairing): they are not produced by the code under test. The events cover Type
A and Type B colour preferences, match and game points first (many scoregroups), brackets whose
colour preferences cannot all be granted (the least [C8] cost above 0), and more teams than a 310
record can number (013 records). The last, larger Type B events' digests were computed at 9f2c4d1
(main with the earlier speed-ups), before the bracket search used a matching's duals.
"""

from __future__ import annotations

import hashlib

import pytest

from engine.generator import GeneratorConfig
from engine.model import Tournament
from engine.team_swiss import generate, parse_team_code
from engine.team_swiss.generator import TeamGeneratorConfig


def event(teams: int, boards: int, rounds: int, code: str, seed: int) -> Tournament:
    base = GeneratorConfig(
        players=teams, rounds=rounds, seed=seed, forfeit_rate=40, half_point_bye_rate=80, retired_rate=60
    )
    config = TeamGeneratorConfig(base, boards=boards, system=parse_team_code(code), match_forfeit_rate=60)
    return generate(config)


def digest(t: Tournament) -> str:
    """Every player's cells (opponent, colour, result), round by round."""
    lines = [
        f"{int(p.number)} "
        + " ".join(f"{int(e.opponent or 0)}{e.colour.value}{e.result.value}" for e in p.rounds)
        for p in t.players
    ]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


CASES = [
    (
        400,
        4,
        11,
        "FIDE_TEAM_TYPEA_MP_GP",
        29,
        "963edd5d95c16ddb786d0beb68fadc40dae97b0abbc11cecc5d3d759910d867b",
    ),
    (
        300,
        6,
        9,
        "FIDE_TEAM_TYPEB_GP_MP",
        32,
        "3f92f91aa0f8fc36d9691b467319616221e43431fcdca4ff8409905bbaf49f62",
    ),
    (
        150,
        4,
        9,
        "FIDE_TEAM_TYPEB_MP_GP",
        41,
        "981fe103894cb6f68fa631d635beadc6711c69d7962f65fbd18ae8785db1cf14",
    ),
    (
        1200,
        2,
        5,
        "FIDE_TEAM_TYPEA_MP_GP",
        37,
        "4d9c1dcdf89cab91dba22251f3c059d9ebc8caab28b9630fb38a019d2decc768",
    ),
    # Type B at a larger size (issue 32 item 2): computed by h37teamb at 9f2c4d1, before the
    # identifier search used the tight pairs of a matching's duals (engine.double_swiss.procedure)
    (
        800,
        2,
        9,
        "FIDE_TEAM_TYPEB_MP_GP",
        29,
        "bdb7ef6ba5074a70e37e28d69d1db264e437f58e9bedba44c6afcdf7f877e9cd",
    ),
    (
        1200,
        2,
        5,
        "FIDE_TEAM_TYPEB_MP_GP",
        29,
        "b8a273d1efa56b445327ed5ae47c3fa05532b0497fe1019ddf718266fe32515e",
    ),
    # Type B at 3,000 teams (issue 32 item 2): computed by h38teamb at e081158 (11.6 s of CPU), before
    # the bracket search completed its pairings by augmenting paths (engine.double_swiss.bracket_graph)
    (
        3000,
        3,
        2,
        "FIDE_TEAM_TYPEB_MP_GP",
        29,
        "74d75c0f25eb921f11988785daa29d35b01cc9dcb3cee9e1440da94ce6df2170",
    ),
]


@pytest.mark.parametrize(("teams", "boards", "rounds", "code", "seed", "expected"), CASES)
def test_a_large_generated_event_pairs_as_before(
    teams: int, boards: int, rounds: int, code: str, seed: int, expected: str
) -> None:
    t = event(teams, boards, rounds, code, seed)
    assert len(t.players) == teams * boards
    assert all(len(p.rounds) == rounds for p in t.players)
    assert digest(t) == expected
