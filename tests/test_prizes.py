"""Prize allocation: one prize per player, the most valuable, ties by tie-break, shared, or Hort.

The standings and the expected shares are worked by hand in the comments.
"""

from __future__ import annotations

import doctest
from fractions import Fraction

import pytest

import engine.prizes
from engine.model import PairingNumber, Sex
from engine.prizes import (
    CategoryRule,
    Entrant,
    Placed,
    Prize,
    PrizeCategory,
    TieRule,
    allocate_prizes,
    categories_of,
)

N = PairingNumber

# A 7, B 6.5, C 6.5, D 6, E 6, F 5 (ranks after tie-breaks 1..6); C, E and F are women.
STANDINGS = [
    Placed(N(1), 1, Fraction(7)),
    Placed(N(2), 2, Fraction(13, 2)),
    Placed(N(3), 3, Fraction(13, 2)),
    Placed(N(4), 4, Fraction(6)),
    Placed(N(5), 5, Fraction(6)),
    Placed(N(6), 6, Fraction(5)),
]
PEOPLE = {
    N(1): Entrant(N(1), "A", Sex.MALE, 1990, 2400, "FRA"),
    N(2): Entrant(N(2), "B", Sex.MALE, 2011, 2300, "GER", club="Lyon"),
    N(3): Entrant(N(3), "C", Sex.FEMALE, 1960, 2200, "FRA"),
    N(4): Entrant(N(4), "D", Sex.MALE, 1975, 1750, "FRA", club="Lyon"),
    N(5): Entrant(N(5), "E", Sex.FEMALE, 2012, 0, "ESP"),
    N(6): Entrant(N(6), "F", Sex.FEMALE, 1985, 1650, "FRA"),
}
GENERAL = PrizeCategory("General", prizes=(Prize(100000, "Cup"), Prize(60000), Prize(40000), Prize(20000)))
WOMEN = PrizeCategory("Women", CategoryRule(sex=Sex.FEMALE), (Prize(30000), Prize(15000)), "W")


def given(awards: list[engine.prizes.Award]) -> dict[int, tuple[str, str, Fraction]]:
    names = ["General", "Women"]
    return {int(a.number): (names[a.category], a.places, a.amount / 100) for a in awards}


def test_docstring_examples() -> None:
    failures, tried = doctest.testmod(engine.prizes)
    assert tried > 0 and failures == 0


def test_ties_decided_by_the_tie_breaks() -> None:
    # G1 1000 A; G2 600 B; G3 400 C (more than W1 300); E takes W1 300 (more than G4 200);
    # G4 200 D; W2 150 F.
    awards = allocate_prizes([GENERAL, WOMEN], STANDINGS, PEOPLE, TieRule.TIEBREAK)
    assert given(awards) == {
        1: ("General", "1", 1000),
        2: ("General", "2", 600),
        3: ("General", "3", 400),
        4: ("General", "4", 200),
        5: ("Women", "1", 300),
        6: ("Women", "2", 150),
    }
    assert awards[0].labels == ("Cup",)


def test_prizes_shared_by_players_on_equal_points() -> None:
    # B and C (6.5) share G2 + G3 = 1000: 500 each (more than C's W1 300).
    # D and E (6) would share G4 = 200: 100 each; E prefers W1 300 alone; D then has G4 alone.
    awards = allocate_prizes([GENERAL, WOMEN], STANDINGS, PEOPLE, TieRule.SHARED)
    assert given(awards) == {
        1: ("General", "1", 1000),
        2: ("General", "2-3", 500),
        3: ("General", "2-3", 500),
        4: ("General", "4", 200),
        5: ("Women", "1", 300),
        6: ("Women", "2", 150),
    }
    assert [a.shared_with for a in awards if a.number in (2, 3)] == [2, 2]


def test_hort_system() -> None:
    # B and C: half of G2 + G3 shared (250 each) and half by tie-break order (300 to B, 200 to C).
    awards = allocate_prizes([GENERAL, WOMEN], STANDINGS, PEOPLE, TieRule.HORT)
    assert given(awards)[2] == ("General", "2-3", 550)
    assert given(awards)[3] == ("General", "2-3", 450)
    assert sum(a.amount for a in awards) == sum(p.amount for c in (GENERAL, WOMEN) for p in c.prizes)


def test_more_tied_players_than_prizes_left() -> None:
    # three share the last two prizes of 300 and 150: 150 each
    standings = [Placed(N(i), i, Fraction(5)) for i in (1, 2, 3)]
    people = {N(i): Entrant(N(i), str(i)) for i in (1, 2, 3)}
    cat = PrizeCategory("General", prizes=(Prize(30000), Prize(15000)))
    awards = allocate_prizes([cat], standings, people, TieRule.SHARED)
    assert [(a.places, a.amount) for a in awards] == [("1-3", 15000)] * 3


def test_players_equal_after_every_tie_break_share_even_by_tie_breaks() -> None:
    standings = [Placed(N(1), 1, Fraction(5)), Placed(N(2), 1, Fraction(5)), Placed(N(3), 3, Fraction(4))]
    people = {N(i): Entrant(N(i), str(i)) for i in (1, 2, 3)}
    cat = PrizeCategory("General", prizes=(Prize(30000), Prize(10000), Prize(5000)))
    awards = allocate_prizes([cat], standings, people, TieRule.TIEBREAK)
    assert [(int(a.number), a.places, a.amount) for a in awards] == [
        (1, "1-2", 20000),
        (2, "1-2", 20000),
        (3, "3", 5000),
    ]


@pytest.mark.parametrize(("first", "second"), [("General", "U16"), ("U16", "General")])
def test_equal_prizes_go_to_the_category_listed_first(first: str, second: str) -> None:
    # B (born 2011) is first of the U16 and 2nd overall; both prizes 100: B takes the one listed first,
    # the other goes to the next player of that category (C overall, E in the U16).
    cats = {
        "General": PrizeCategory("General", prizes=(Prize(50000), Prize(10000))),
        "U16": PrizeCategory("U16", CategoryRule(born_from=2010), (Prize(10000),)),
    }
    awards = allocate_prizes([cats[first], cats[second]], STANDINGS, PEOPLE, TieRule.TIEBREAK)
    got = {(first, second)[a.category] + str(a.first): int(a.number) for a in awards}
    if first == "General":
        assert got == {"General1": 1, "General2": 2, "U161": 5}
    else:
        assert got == {"General1": 1, "U161": 2, "General2": 3}


def test_category_rules() -> None:
    def members(rule: CategoryRule) -> list[int]:
        return [int(n) for n, e in PEOPLE.items() if rule.admits(e)]

    assert members(CategoryRule(sex=Sex.FEMALE)) == [3, 5, 6]
    assert members(CategoryRule(born_from=2010)) == [2, 5]  # under 16 in 2026
    assert members(CategoryRule(born_to=1965)) == [3]  # seniors
    assert members(CategoryRule(rating_min=1600, rating_max=1799)) == [4, 6]  # rating band: unrated not in
    assert members(CategoryRule(unrated=True)) == [5]
    assert members(CategoryRule(federations=frozenset({"FRA"}))) == [1, 3, 4, 6]
    assert members(CategoryRule(clubs=frozenset({"lyon"}))) == [2, 4]
    assert members(CategoryRule(players=frozenset({N(6), N(1)}))) == [1, 6]
    assert members(CategoryRule(sex=Sex.FEMALE, federations=frozenset({"FRA"}))) == [3, 6]
    assert CategoryRule(sex=Sex.FEMALE, born_from=2010).describe() == "women, born 2010 or later"
    assert categories_of([GENERAL, WOMEN], PEOPLE[N(3)]) == (0, 1)


def test_a_category_with_no_member_gives_nothing() -> None:
    nobody = PrizeCategory("Seniors 80+", CategoryRule(born_to=1940), (Prize(5000),))
    assert allocate_prizes([nobody], STANDINGS, PEOPLE) == []
