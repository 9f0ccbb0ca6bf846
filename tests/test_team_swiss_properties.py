"""Properties of the Swiss Team engine over generated events, and the checker's verdicts on corrupted
rounds: the basic rules (C.04.1, [C1], [C2], a complete round-pairing) hold in every round the engine
pairs, the checker accepts every such round, and a round changed by hand is reported at the article it
breaks. A few hundred rounds run always; the large run (thousands of rounds) is ``slow``."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.errors import NoLegalPairingError
from engine.generator import GeneratorConfig
from engine.model import Colour, PairingNumber, ResultCode, RoundEntry, Tournament
from engine.team_swiss import check_tournament, generate
from engine.team_swiss.generator import TeamGeneratorConfig
from engine.team_swiss.matches import TeamMatchKind, round_to_pair, team_rounds
from engine.team_swiss.system import parse_team_code
from engine.trf.teams import read_team_event

CODES = ("FIDE_TEAM_TYPEA_MP_GP", "FIDE_TEAM_TYPEB_MP_GP", "FIDE_TEAM_TYPEA_GP_MP", "FIDE_TEAM_TYPEB_MP")


def config_for(seed: int) -> TeamGeneratorConfig:
    rng = random.Random(seed)
    rounds = rng.randint(3, 9)
    teams = rng.randint(rounds + 3, rounds + 14)
    base = GeneratorConfig(
        players=teams,
        rounds=rounds,
        seed=seed,
        draw_percentage=rng.choice([10, 30, 60]),
        forfeit_rate=rng.choice([0, 12, 40]),
        retired_rate=rng.choice([0, 0, 15]),
        half_point_bye_rate=rng.choice([0, 0, 25]),
        zero_point_bye_rate=rng.choice([0, 0, 40]),
    )
    return TeamGeneratorConfig(
        base,
        boards=rng.choice([1, 2, 3, 4, 4, 5, 6]),
        system=parse_team_code(rng.choice(CODES)),
        match_forfeit_rate=rng.choice([0, 10, 30]),
    )


def basic_rules(t: Tournament) -> int:
    """Assert C.04.1 b ([C1]), d ([C2]) and that every team to pair was placed; the rounds seen."""
    event = read_team_event(t.extra_records)
    met: dict[int, set[int]] = {team.number: set() for team in event.teams}
    barred: set[int] = set()
    rounds = round_to_pair(t) - 1
    for r in range(1, rounds + 1):
        matches = team_rounds(t, event, r)
        for number, entry in matches.items():
            if entry.bye is ResultCode.PAIRING_BYE:
                assert number not in barred, (r, number)
            if entry.opponent is not None:
                assert matches[entry.opponent].opponent == number
                if entry.kind is TeamMatchKind.PLAYED:
                    assert entry.opponent not in met[number], (r, number, entry.opponent)
        for number, entry in matches.items():
            if entry.kind is TeamMatchKind.PLAYED and entry.opponent is not None:
                met[number].add(entry.opponent)
            if entry.won_by_forfeit or entry.bye in (ResultCode.PAIRING_BYE, ResultCode.FULL_BYE):
                barred.add(number)
        byes = [n for n, e in matches.items() if e.bye is ResultCode.PAIRING_BYE]
        assert len(byes) <= 1
    return rounds


def run_seeds(seeds: range) -> int:
    """The rounds checked. An event whose withdrawals leave a round with no legal pairing at all
    (3.3.3: the Chief Arbiter decides) stops there; at most one event in fifty may."""
    rounds = stopped = 0
    for seed in seeds:
        try:
            t = generate(config_for(seed))
        except NoLegalPairingError:
            stopped += 1
            continue
        rounds += basic_rules(t)
        assert check_tournament(t) == [], seed
    assert stopped <= len(seeds) // 50
    return rounds


def test_generated_events_keep_the_basic_rules_and_pass_the_checker() -> None:
    assert run_seeds(range(30)) > 150


@pytest.mark.slow
def test_thousands_of_generated_rounds_keep_the_basic_rules_and_pass_the_checker() -> None:
    assert run_seeds(range(1000, 1600)) > 3000


# --- corruptions ----------------------------------------------------------------------------------


def _swap_colours(t: Tournament, round_number: int, first: int, second: int) -> Tournament:
    """Every board of the match first-second in ``round_number`` with the colours reversed."""
    event = read_team_event(t.extra_records)
    members = set(event.team(first).roster) | set(event.team(second).roster)
    players = []
    for p in t.players:
        if p.number in members and len(p.rounds) >= round_number:
            e = p.rounds[round_number - 1]
            flipped = RoundEntry(
                e.opponent, e.colour.opposite if e.colour is not Colour.NONE else e.colour, e.result
            )
            rounds = p.rounds[: round_number - 1] + (flipped,) + p.rounds[round_number:]
            p = replace(p, rounds=rounds)
        players.append(p)
    return replace(t, players=tuple(players))


def _exchange(t: Tournament, round_number: int, a: tuple[int, int], b: tuple[int, int]) -> Tournament:
    """Matches a = (A, B) and b = (C, D) of ``round_number`` become A-D and C-B, board by board."""
    event = read_team_event(t.extra_records)
    by_number = t.by_number()
    new: dict[PairingNumber, RoundEntry] = {}
    for (x, _), (_, y) in ((a, b), (b, a)):
        for p, q in zip(event.team(x).roster, event.team(y).roster, strict=True):
            ep = by_number[p].rounds[round_number - 1]
            eq = by_number[q].rounds[round_number - 1]
            new[p] = RoundEntry(q, ep.colour, ep.result)
            new[q] = RoundEntry(p, eq.colour, eq.result)
    players = tuple(
        replace(p, rounds=p.rounds[: round_number - 1] + (new[p.number],) + p.rounds[round_number:])
        if p.number in new
        else p
        for p in t.players
    )
    return replace(t, players=players)


def test_corrupted_rounds_are_reported_at_their_round_naming_an_article() -> None:
    colour_cases = exchange_cases = 0
    for seed in range(60):
        t = generate(config_for(seed))
        event = read_team_event(t.extra_records)
        rng = random.Random(seed)
        r = rng.randint(2, round_to_pair(t) - 1)
        played = sorted(
            (n, e.opponent)
            for n, e in team_rounds(t, event, r).items()
            if e.kind is TeamMatchKind.PLAYED and e.opponent is not None and e.colour is Colour.WHITE
        )
        if not played:
            continue
        white, black = rng.choice(played)
        found = check_tournament(_swap_colours(t, r, white, black), r)
        assert [b.article[:10] for b in found] == ["C.04.6 4.3"], (seed, r, found)
        colour_cases += 1
        if len(played) >= 2:
            first, second = rng.sample(played, 2)
            found = check_tournament(_exchange(t, r, first, second), r)
            assert found, (seed, r, first, second)
            assert found[0].article.split()[1] in {
                "2.1.1",
                "2.3.1",
                "2.3.2",
                "2.3.5",
                "2.3.6",
                "2.3.7",
                "3.5.5",
                "3.6.4",
            }
            exchange_cases += 1
    assert colour_cases > 40 and exchange_cases > 30
