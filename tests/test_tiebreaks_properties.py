"""Properties that hold for any Swiss tournament (hypothesis draws small random ones).

- 16.4 (2026) only lowers the dummy's score: BH and SB under 2026 never exceed 2024.
- Cuts only remove elements: BH-C2 <= BH-C1 <= BH, BH-M1 <= BH-C1, SB-C1 <= SB.
- Every explanation adds up: the value is the sum of the contributions not cut.
- Standings: points never increase down the table; a place is shared exactly by players equal on
  points and on every value; the rank is 1 + the number of players ahead.
- DE does not depend on the order in which the tied group is given.
"""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.model import PairingNumber, Tournament
from engine.standings import compute_standings
from engine.tiebreaks import TieBreakEdition, explain
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.direct_encounter import direct_encounter_ranks
from engine.tiebreaks.spec import parse_tiebreak
from tests.test_tiebreak_fixtures import Item, build

E24 = TieBreakEdition.C07_2024
E26 = TieBreakEdition.C07_2026


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    n = draw(st.integers(2, 8))
    rounds = draw(st.integers(1, 5))
    rng = random.Random(draw(st.integers(0, 10**6)))
    plan: list[list[Item]] = []
    for _ in range(rounds):
        players = list(range(1, n + 1))
        rng.shuffle(players)
        items: list[Item] = []
        while players:
            a = players.pop()
            kind = rng.random()
            if kind < 0.15 or not players:
                items.append((rng.choice("HZFU"), a))
            elif kind < 0.2:
                continue  # absent
            else:
                b = players.pop()
                items.append((a, b, rng.choice(["1", "1", "=", "0", "0", "+", "-", "--"])))
        plan.append(items)
    ratings = {p: rng.choice([0, 1500, 1800, 2100, 2400]) for p in range(1, n + 1)}
    return build(n, plan, ratings=ratings)


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_2026_caps_only_lower_the_dummy(t: Tournament) -> None:
    for p in t.players:
        assert explain(t, p.number, "BH", E26).value <= explain(t, p.number, "BH", E24).value
        assert explain(t, p.number, "SB", E26).value <= explain(t, p.number, "SB", E24).value


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from([E24, E26]))
def test_cuts_only_remove(t: Tournament, edition: TieBreakEdition) -> None:
    for p in t.players:
        v = {c: Fraction(explain(t, p.number, c, edition).value) for c in ("BH", "BH/C1", "BH/C2", "BH/M1")}
        assert v["BH/C2"] <= v["BH/C1"] <= v["BH"]
        assert v["BH/M1"] <= v["BH/C1"]
        assert explain(t, p.number, "SB/C1", edition).value <= explain(t, p.number, "SB", edition).value


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_explanations_add_up(t: Tournament) -> None:
    for p in t.players:
        for code in ("BH", "BH/C1", "SB/M1", "FB", "PS/C1", "WIN", "REP", "KS"):
            e = explain(t, p.number, code)
            assert e.value == sum((Fraction(c.value) for c in e.contributions if not c.cut), Fraction(0))


@settings(max_examples=60, deadline=None)
@given(
    tournaments(),
    st.sampled_from([("BH/C1", "BH", "SB", "PS", "DE"), ("DE", "WIN", "ARO"), ("SB/C1", "TPR")]),
)
def test_standings_are_consistent(t: Tournament, specs: tuple[str, ...]) -> None:
    rows = compute_standings(t, specs)
    assert sorted(int(s.number) for s in rows) == sorted(int(p.number) for p in t.players)
    assert [s.points for s in rows] == sorted((s.points for s in rows), reverse=True)
    for i, s in enumerate(rows):
        ahead = [r for r in rows if r.rank < s.rank]
        assert s.rank == len(ahead) + 1
        same = [r for r in rows if r.rank == s.rank]
        assert s.last_rank == s.rank + len(same) - 1
        assert all(r.points == s.points for r in same)
        if "DE" not in specs:
            assert all(r.values == s.values for r in same)
        if i + 1 < len(rows) and rows[i + 1].rank != s.rank and rows[i + 1].points == s.points:
            assert rows[i + 1].values != s.values or "DE" in specs


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.randoms())
def test_direct_encounter_ignores_group_order(t: Tournament, rnd: random.Random) -> None:
    record = build_record(t, E26)
    group = [PairingNumber(p.number) for p in t.players]
    shuffled = list(group)
    rnd.shuffle(shuffled)
    spec = parse_tiebreak("DE")
    assert direct_encounter_ranks(record, group, spec) == direct_encounter_ranks(record, shuffled, spec)
