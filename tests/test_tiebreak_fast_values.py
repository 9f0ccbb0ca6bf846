"""The standings' fast path gives exactly what the explanations give (issue #16: standings in < 100 ms).

``engine.tiebreaks.ranking.values_of`` (what the standings rank on) must equal, player by player and
type by type (exact ``Fraction`` or ``int``), the value of the full ``Explanation`` of every tie-break
(``values_by_explanation``, the reference). And a whole standings table (places, shared places, every
value) must be the same whether it is ranked on the fast values or on the explanations.

The events are varied on purpose: generated Swiss events with forfeits, withdrawals, half-, full- and
zero-point byes, unrated players and a 3-1-0 point system, both C.07 editions, after the last round
and after earlier rounds (Fore Buchholz's three cases); the TRF files of ``tests/data`` (requested
byes, unplayed rounds); round robins with forfeits and withdrawals (C.07 15.2, FIDE Tournament
Rules V.4.1); and, behind ``slow``, the 400- and 1,000-player events of the shared large corpus.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from engine.generator import GeneratorConfig, generate
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RoundRobin,
    Tournament,
)
from engine.roundrobin import schedule
from engine.standings import rank_standings
from engine.standings_policy import StandingsPolicy
from engine.tiebreaks import ranking
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.ranking import TieBreakValue, values_by_explanation, values_of
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import TIEBREAKS, Modifier, TieBreakEdition, TieBreakSpec
from engine.trf.reader import read_trf_file

DATA = Path(__file__).parent / "data"
E24, E26 = TieBreakEdition.C07_2024, TieBreakEdition.C07_2026


def all_specs(edition: TieBreakEdition) -> list[TieBreakSpec]:
    """Every tie-break of ``engine.tiebreaks`` but DE (ranked per group), with every variant it takes."""
    specs: list[TieBreakSpec] = []
    for code, info in TIEBREAKS.items():
        if code == "DE" or (info.since_2026 and edition is E24):
            continue
        specs.append(TieBreakSpec(code))
        if info.cut_allowed:
            specs.extend(TieBreakSpec(code, m) for m in Modifier)
    specs += [TieBreakSpec("KS", koya_limit=1), TieBreakSpec("KS", koya_limit=-2)]
    if edition is E26:
        specs.append(TieBreakSpec("AOB", fore=True))
    return specs


def test_all_specs_cover_every_tiebreak() -> None:
    covered = {s.code for s in all_specs(E26)} | {"DE"}
    assert covered == set(TIEBREAKS)
    assert {s.modifier for s in all_specs(E24) if s.code == "BH"} == {None, *Modifier}


def _by_score(t: Tournament) -> Pairing:
    """Pairs the present players in score order (rematches allowed: DE's 6.1.2, AOB's repeated opponents)."""
    paired = [
        r
        for p in t.players
        for r, e in enumerate(p.rounds, 1)
        if e.opponent or e.result is ResultCode.PAIRING_BYE
    ]
    rnd = 1 + max(paired, default=0)
    present = [p for p in t.players if len(p.rounds) < rnd]
    order = sorted(present, key=lambda p: (-p.score(t.point_system), p.number))
    numbers = [p.number for p in order]
    bye = numbers.pop() if len(numbers) % 2 else None
    boards = tuple(Board(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2))
    return Pairing(rnd, boards, bye)


def swiss(
    seed: int, players: int, rounds: int, points: PointSystem | None = None, unrated: int = 0
) -> Tournament:
    config = GeneratorConfig(
        players=players,
        rounds=rounds,
        forfeit_rate=12,
        retired_rate=15,
        half_point_bye_rate=25,
        full_point_bye_rate=60,
        zero_point_bye_rate=40,
        point_system=points or PointSystem(),
        seed=seed,
    )
    t = generate(config, _by_score)
    rng = random.Random(seed)
    unrated_players = set(rng.sample([p.number for p in t.players], unrated))
    players = tuple(dataclasses.replace(p, rating=0) if p.number in unrated_players else p for p in t.players)
    return dataclasses.replace(t, number_of_rounds=rounds + 1, players=players)


def round_robin(seed: int, players: int, cycles: int, withdrawn: int | None = None) -> Tournament:
    """A round robin with random results, some forfeits; ``withdrawn`` stops after a third of the rounds."""
    rng = random.Random(seed)
    settings = RoundRobin(cycles)
    cells: dict[int, list[RoundEntry]] = {p: [] for p in range(1, players + 1)}
    table = schedule(players, settings)
    stop = len(table) // 3
    W, D, L, FW, FL = (
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.FORFEIT_WIN,
        ResultCode.FORFEIT_LOSS,
    )
    codes = [W, D, L, FW, FL]
    for r in table:
        for b in r.boards:
            if withdrawn in (b.white, b.black) and r.round > stop:
                code = ResultCode.FORFEIT_LOSS if withdrawn == b.white else ResultCode.FORFEIT_WIN
            else:
                code = rng.choices(codes, weights=[40, 30, 40, 4, 4])[0]
            cells[b.white].append(RoundEntry(PairingNumber(b.black), Colour.WHITE, code))
            cells[b.black].append(RoundEntry(PairingNumber(b.white), Colour.BLACK, code.mirror))
        if r.free is not None:
            cells[r.free].append(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
    return Tournament(
        name="RR",
        start_date="2026/04/01",
        number_of_rounds=len(table),
        round_robin=settings,
        players=tuple(
            Player(PairingNumber(p), f"P{p % 7}", rating=0 if p % 5 == 0 else 2500 - 10 * p, rounds=tuple(c))
            for p, c in cells.items()
        ),
        withdrawn=frozenset() if withdrawn is None else frozenset({PairingNumber(withdrawn)}),
    )


THREE_ONE_ZERO = PointSystem(
    win_white=Fraction(3),
    win_black=Fraction(3),
    draw_white=Fraction(1),
    draw_black=Fraction(1),
    forfeit_win=Fraction(3),
    full_bye=Fraction(3),
    half_bye=Fraction(1),
    pairing_bye=Fraction(3),
)


def events() -> Iterator[tuple[str, Tournament]]:
    yield "swiss-41", swiss(11, 41, 9, unrated=5)
    yield "swiss-60", swiss(12, 60, 7)
    yield "swiss-31-3-1-0", swiss(13, 31, 8, THREE_ONE_ZERO, unrated=3)
    for path in sorted((DATA / "tiebreaks").glob("*.trf")) + [DATA / "trf/trf26_all_records.trf"]:
        yield path.name, read_trf_file(path)
    for path in sorted((DATA / "manual").glob("*.trf")):
        yield path.name, read_trf_file(path)
    yield "rr-8", round_robin(1, 8, 1)
    yield "rr-9-withdrawal-early", round_robin(2, 9, 1, withdrawn=4)
    yield "rr-6-double", round_robin(3, 6, 2, withdrawn=None)
    yield "rr-12-withdrawal", round_robin(4, 12, 1, withdrawn=12)


def records(t: Tournament) -> Iterator[tuple[str, TournamentRecord]]:
    """The record after the last complete round and after two earlier rounds, in both editions."""
    last = build_record(t, E26).rounds
    for after in sorted({last, max(last - 1, 0), max(last // 2, 0)}):
        for edition in (E24, E26):
            for unrated in (None, 1000):
                record = build_record(t, edition, after, unrated)
                yield f"after {after}, {edition.value}, unrated {unrated}", record


def typed(values: dict[PairingNumber, TieBreakValue]) -> dict[PairingNumber, tuple[str, TieBreakValue]]:
    return {n: (type(v).__name__, v) for n, v in values.items()}


def compare_values(t: Tournament) -> int:
    compared = 0
    for where, record in records(t):
        for spec in all_specs(record.edition):
            fast = typed(values_of(record, spec))
            reference = typed(values_by_explanation(record, spec))
            assert fast == reference, f"{spec} {where}"
            compared += len(reference)
    return compared


POLICIES = [
    ("BH/C1", "BH", "SB", "DE"),
    ("BH/C1", "BH", "SB", "PS", "DE"),
    ("DE", "WIN", "SB", "KS"),
    ("DE/P", "BH/M2", "SB/C1", "AOB", "WON", "BPG", "BWG", "REP", "ARO/C1", "TPR", "PTP", "APRO", "APPO"),
    ("FB/M1", "SB/C2", "PS/C1", "KS/L+1", "ALPHA"),
]


def compare_tables(t: Tournament, monkeypatch: pytest.MonkeyPatch) -> None:
    last = build_record(t, E26).rounds
    for after in sorted({last, max(last - 1, 0)}):
        for edition in (E24, E26):
            for codes in POLICIES + ([("STD", "TPN", "RTNG", "AOB/F")] if edition is E26 else []):
                policy = StandingsPolicy(tuple(ranking.as_spec(c) for c in codes), edition, 1200)
                fast = rank_standings(t, policy, after)
                with monkeypatch.context() as m:
                    m.setattr(ranking, "values_of", values_by_explanation)
                    reference = rank_standings(t, policy, after)
                assert [dataclasses.astuple(r) for r in fast.rows] == [
                    dataclasses.astuple(r) for r in reference.rows
                ], f"{codes} after {after} {edition}"
                assert [[type(v) for v in r.values] for r in fast.rows] == [
                    [type(v) for v in r.values] for r in reference.rows
                ]


@pytest.mark.parametrize("name", [name for name, _ in events()])
def test_fast_values_equal_the_explanations(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    t = dict(events())[name]
    assert compare_values(t) > 0
    compare_tables(t, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["bbp6_p400_r11_s42.trf", "bbp6_p1000_r11_s42.trf"])
def test_fast_values_equal_the_explanations_on_large_events(
    name: str, conformance_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = read_trf_file(conformance_dir / "large/tournaments" / name)
    for edition in (E24, E26):
        record = build_record(t, edition, None, 1000)
        for spec in all_specs(edition):
            assert typed(values_of(record, spec)) == typed(values_by_explanation(record, spec)), str(spec)
    for codes in POLICIES[:2]:
        policy = StandingsPolicy(tuple(ranking.as_spec(c) for c in codes), E26)
        for after in (10, 11):
            fast = rank_standings(t, policy, after)
            with monkeypatch.context() as m:
                m.setattr(ranking, "values_of", values_by_explanation)
                reference = rank_standings(t, policy, after)
            assert fast == reference
