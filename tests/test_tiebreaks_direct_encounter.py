"""Direct Encounter (C.07 art. 6) in Swiss tournaments: 6.1.1 forfeits, 6.1.2 averages, 6.2, 6.3."""

from __future__ import annotations

from engine.model import PairingNumber
from engine.standings import compute_standings
from engine.tiebreaks import explain
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.direct_encounter import direct_encounter_ranks
from engine.tiebreaks.spec import TieBreakEdition, parse_tiebreak
from tests.test_tiebreak_fixtures import build

DE = parse_tiebreak("DE")


def ranks(t: object, group: list[int], spec: object = DE) -> dict[int, int]:
    record = build_record(t, TieBreakEdition.C07_2026)  # type: ignore[arg-type]
    got = direct_encounter_ranks(record, [PairingNumber(n) for n in group], spec)  # type: ignore[arg-type]
    return {int(k): v for k, v in got.items()}


# 1, 2, 3 all met: 1 beat 2, 1-3 and 2-3 drawn; fillers 4..9 make all three 2½:
#   1: 1 + ½ + ½ (vs 6) + ½ (vs 7); 2: 0 + 1 (vs 5) + ½ + 1 (vs 8); 3: 1 (vs 4) + ½ + ½ + ½ (vs 9)
ALL_MET = [
    [(1, 2, "1"), (3, 4, "1")],
    [(1, 3, "="), (2, 5, "1")],
    [(2, 3, "="), (1, 6, "=")],
    [(1, 7, "="), (2, 8, "1"), (3, 9, "=")],
]


def test_all_met_separate_standings_decide() -> None:
    # 6.2: among 1, 2, 3: 1 scores 1 + ½ = 1½, 3 scores ½ + ½ = 1, 2 scores 0 + ½ = ½
    t = build(9, ALL_MET)
    assert ranks(t, [1, 2, 3]) == {1: 1, 3: 2, 2: 3}
    rows = compute_standings(t, ["DE"])
    assert [(s.number, s.place) for s in rows[:3]] == [(1, "1"), (3, "2"), (2, "3")]
    # the fillers with ½ (6, 7, 9) never met each other: DE leaves them sharing 4-6
    assert [(s.number, s.place) for s in rows[3:6]] == [(6, "4-6"), (7, "4-6"), (9, "4-6")]


# 6.3 then 6.2 again on the rest. Tied on 3 points: 1, 2, 3, 4.
#   R1 1-2 1-0, 3-4 1-0; R2 1-3 1-0, 2-4 ½; R3 2-3 1-0, 5-1 1-0, 4-6 1-0;
#   R4 1-7 ½, 2-8 1-0, 3-9 1-0, 4-10 1-0; R5 1-11 ½, 2-12 ½, 3-13 1-0, 4-14 ½.
# Among the four: 1: 2 (did not meet 4), 2: 1½ (met all), 3: 1 (met all), 4: ½ (not 1) -> at most 1½.
# 6.3: 1 has 2 > every other's best (2: 1½, 3: 1, 4: ½ + 1) -> first. Next 2 (1½) is not above 4's
# best 1½ -> stop; Article 6 again on 2, 3, 4, who all met: 2: 1½, 3: 1, 4: ½ -> 2, 3, 4.
SWISS = [
    [(1, 2, "1"), (3, 4, "1")],
    [(1, 3, "1"), (2, 4, "=")],
    [(2, 3, "1"), (5, 1, "1"), (4, 6, "1")],
    [(1, 7, "="), (2, 8, "1"), (3, 9, "1"), (4, 10, "1")],
    [(1, 11, "="), (2, 12, "="), (3, 13, "1"), (4, 14, "=")],
]


def test_swiss_not_all_met_then_reapplied() -> None:
    t = build(14, SWISS)
    assert all(p.score(t.point_system) == 3 for p in t.players[:4])
    assert ranks(t, [1, 2, 3, 4]) == {1: 1, 2: 2, 3: 3, 4: 4}


def test_swiss_leader_not_certain_leaves_the_tie() -> None:
    # 1 beat 2; nobody met 3: 1 has 1, but 3 could still score 2 -> nobody is ranked
    t = build(3, [[(1, 2, "1")], [(2, 1, "0")]])
    assert ranks(t, [1, 2, 3]) == {1: 1, 2: 1, 3: 1}


def test_swiss_first_certain_rest_unresolved() -> None:
    # 1 beat 2 and 3; 2 and 3 never met: 1 first (2 > 1), 2 and 3 share the next rank
    t = build(3, [[(1, 2, "1")], [(3, 1, "0")]])
    assert ranks(t, [1, 2, 3]) == {1: 1, 2: 2, 3: 2}


# 6.1.2 (average of repeated games) and 6.1.1 (forfeits left out unless the rules count them):
#   R1 1-2 1-0, R2 2-1 1-0, R3 1-2 1-0, R4 2-1 forfeit won by 2 -> both 2 points.
REPEAT = [[(1, 2, "1")], [(2, 1, "1")], [(1, 2, "1")], [(2, 1, "+")]]


def test_repeated_games_are_averaged_and_forfeits_excluded() -> None:
    t = build(2, REPEAT)
    # games only: 1 averages 2/3, 2 averages 1/3 -> 1 first
    assert ranks(t, [1, 2]) == {1: 1, 2: 2}
    # DE/P: the forfeit counts as a game: 1: (1+0+1+0)/4 = ½, 2: ½ -> tied
    assert ranks(t, [1, 2], parse_tiebreak("DE/P")) == {1: 1, 2: 1}


def test_explain_lists_the_encounters() -> None:
    t = build(9, ALL_MET)
    e = explain(t, 3, "DE")
    assert e.value == 2
    assert sorted((c.round, c.opponent, c.value) for c in e.contributions) == [(2, 1, 0.5), (3, 2, 0.5)]
    assert "1, 2, 3" in e.method


def test_no_value_where_no_one_is_tied_or_the_tied_never_met() -> None:
    # 6.1 "If some or all the tied participants have met each other": the separate standings exist
    # only then. 1, 2, 3 (2½ each) met: ranks. 6, 7, 9 (½ each) and 4, 5, 8 (0 each) never met one
    # another: no value (blank), not a rank 1 that DE never gave.
    t = build(9, ALL_MET)
    values = {int(s.number): s.values[0] for s in compute_standings(t, ["DE"])}
    assert {n: values[n] for n in (1, 2, 3)} == {1: 1, 3: 2, 2: 3}
    assert [values[n] for n in (4, 5, 6, 7, 8, 9)] == [None] * 6
    e = explain(t, 6, "DE")
    assert e.value is None and "never met" in e.method


def test_a_drawn_encounter_is_a_shared_rank_not_a_blank() -> None:
    # 1 and 2 drew and are tied: they met, so DE has a value (both first), shown as such
    t = build(2, [[(1, 2, "=")]])
    assert [s.values for s in compute_standings(t, ["DE"])] == [(1,), (1,)]
    e = explain(t, 1, "DE")
    assert e.value == 1 and e.contributions
