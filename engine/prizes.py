"""Prize lists: categories the arbiter defines, prizes per category, one prize per player.

The regulations of the event, not the FIDE rules, decide prizes; this module implements the common
practice the arbiter chooses from:

- a category admits players by sex, birth year (age groups, seniors), rating band, unrated, federation,
  club or an explicit list (all of them when it says nothing: the general category);
- a category has prizes for its places 1, 2, 3 ... (an amount in the smallest unit of money, and a
  label such as "Trophy");
- every player receives at most one prize, the most valuable one; between prizes of the same value the
  category listed first wins (the arbiter orders the categories);
- ties (``TieRule``): decided by the tie-breaks (players still equal after every tie-break share);
  shared equally by players equal on points (the prizes of the places they occupy are added up and
  divided); or the Hort system (half of that sum by tie-break order, half shared equally).

Allocation (``allocate_prizes``): repeatedly, in each category, the leading group of players not yet
awarded (one player, or the players tied with them) is offered the best prizes left in it; the offer
worth most per player is awarded, the group and those prizes leave the race, and so on. With the
Hort system the choice of prize is made on the equal share, then the group's sum is divided by Hort.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber, Player, Sex, Tournament


class TieRule(enum.Enum):
    """How players who finish level share or split prizes (the event's regulations say which)."""

    TIEBREAK = "tiebreak"
    """Places decided by the tie-breaks; players equal after every tie-break share."""
    SHARED = "shared"
    """Players equal on points share the prizes of their places equally."""
    HORT = "hort"
    """Hort system: half of those prizes by tie-break order, half shared equally."""

    @property
    def label(self) -> str:
        return _TIE_LABELS[self]


_TIE_LABELS = {
    TieRule.TIEBREAK: "decided by the tie-breaks",
    TieRule.SHARED: "shared equally by players on equal points",
    TieRule.HORT: "Hort system (half by tie-breaks, half shared)",
}


@dataclass(frozen=True, slots=True)
class Prize:
    """One prize: ``amount`` in the smallest unit of money (cents), and/or a label ("Trophy")."""

    amount: int = 0
    label: str = ""

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError(f"a prize cannot be negative ({self.amount})")


@dataclass(frozen=True, slots=True)
class CategoryRule:
    """Who belongs to a category; every condition given must hold (none = everybody).

    Birth years and ratings are inclusive bounds; ``unrated`` admits only players without a rating.
    """

    sex: Sex | None = None
    born_from: int | None = None
    born_to: int | None = None
    rating_min: int | None = None
    rating_max: int | None = None
    unrated: bool = False
    federations: frozenset[str] = frozenset()
    clubs: frozenset[str] = frozenset()
    players: frozenset[PairingNumber] = frozenset()

    def admits(self, e: Entrant) -> bool:
        if self.sex is not None and e.sex is not self.sex:
            return False
        if self.born_from is not None and (e.birth_year is None or e.birth_year < self.born_from):
            return False
        if self.born_to is not None and (e.birth_year is None or e.birth_year > self.born_to):
            return False
        if self.unrated and e.rating > 0:
            return False
        if self.rating_min is not None and e.rating < self.rating_min:
            return False
        if self.rating_max is not None and (
            e.rating > self.rating_max or (e.rating <= 0 and not self.unrated)
        ):
            return False
        if self.federations and e.federation.upper() not in self.federations:
            return False
        if self.clubs and e.club.casefold() not in {c.casefold() for c in self.clubs}:
            return False
        return not self.players or e.number in self.players

    @property
    def admits_everyone(self) -> bool:
        """No criterion: every player of the event is in the category (``describe``: "all players")."""
        return (
            self.sex not in (Sex.FEMALE, Sex.MALE)
            and self.born_from is None
            and self.born_to is None
            and not self.unrated
            and self.rating_min is None
            and self.rating_max is None
            and not self.federations
            and not self.clubs
            and not self.players
        )

    def describe(self) -> str:
        """The rule in words, for the window and the printed prize list, in the language in force
        (:func:`engine.i18n.translate`: a document's while it is printed; English without a translator)."""
        parts: list[str] = []
        if self.sex is Sex.FEMALE:
            parts.append(translate("PrizeCategory", "women"))
        elif self.sex is Sex.MALE:
            parts.append(translate("PrizeCategory", "men"))
        if self.born_from is not None and self.born_to is not None:
            parts.append(
                translate("PrizeCategory", "born {first}-{last}").format(
                    first=self.born_from, last=self.born_to
                )
            )
        elif self.born_from is not None:
            parts.append(translate("PrizeCategory", "born {year} or later").format(year=self.born_from))
        elif self.born_to is not None:
            parts.append(translate("PrizeCategory", "born {year} or earlier").format(year=self.born_to))
        if self.unrated:
            parts.append(translate("PrizeCategory", "unrated"))
        if self.rating_min is not None and self.rating_max is not None:
            parts.append(
                translate("PrizeCategory", "rated {low}-{high}").format(
                    low=self.rating_min, high=self.rating_max
                )
            )
        elif self.rating_min is not None:
            parts.append(translate("PrizeCategory", "rated {rating} or more").format(rating=self.rating_min))
        elif self.rating_max is not None:
            parts.append(translate("PrizeCategory", "rated {rating} or less").format(rating=self.rating_max))
        if self.federations:
            parts.append(
                translate("PrizeCategory", "federation {codes}").format(
                    codes="/".join(sorted(self.federations))
                )
            )
        if self.clubs:
            parts.append(
                translate("PrizeCategory", "club {names}").format(names=" / ".join(sorted(self.clubs)))
            )
        if self.players:
            listed = len(self.players)
            parts.append(translate("PrizeCategory", "%n players listed", None, listed))
        return ", ".join(parts) or translate("PrizeCategory", "all players")


@dataclass(frozen=True, slots=True)
class PrizeCategory:
    """A prize category: its name, a short code for standings columns, who belongs, its prizes."""

    name: str
    rule: CategoryRule = field(default_factory=CategoryRule)
    prizes: tuple[Prize, ...] = ()
    code: str = ""

    @property
    def short(self) -> str:
        return self.code or self.name[:4]


@dataclass(frozen=True, slots=True)
class Entrant:
    """What the categories look at in a player."""

    number: PairingNumber
    name: str
    sex: Sex = Sex.UNKNOWN
    birth_year: int | None = None
    rating: int = 0
    federation: str = ""
    club: str = ""


def birth_year(birth_date: str) -> int | None:
    """The year of a TRF birth date (``YYYY/MM/DD`` or ``YYYY``); None when absent or zero.

    >>> birth_year("2009/04/01"), birth_year("1961"), birth_year(""), birth_year("0000/00/00")
    (2009, 1961, None, None)
    """
    head = birth_date.strip()[:4]
    if len(head) == 4 and head.isdigit() and int(head) > 0:
        return int(head)
    return None


def entrants(t: Tournament, clubs: Mapping[PairingNumber, str] | None = None) -> dict[PairingNumber, Entrant]:
    """Every player of ``t`` as an ``Entrant`` (clubs from the tournament file, when it has them)."""
    clubs = clubs or {}
    return {p.number: entrant(p, clubs.get(p.number, "")) for p in t.players}


def entrant(p: Player, club: str = "") -> Entrant:
    return Entrant(p.number, p.name, p.sex, birth_year(p.birth_date), p.rating, p.federation, club)


@dataclass(frozen=True, slots=True)
class Placed:
    """A player in the final standings: the place (shared places have the same ``rank``), the points."""

    number: PairingNumber
    rank: int
    points: Fraction


@dataclass(frozen=True, slots=True)
class Award:
    """What one player receives: in ``category``, the places ``first``..``last`` shared by ``shared_with``
    players (1 = alone), ``amount`` (exact, smallest unit of money) and the labels of those places."""

    number: PairingNumber
    category: int
    """Index of the category in the list given."""
    first: int
    last: int
    amount: Fraction
    labels: tuple[str, ...] = ()
    shared_with: int = 1

    @property
    def places(self) -> str:
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"

    @property
    def prize(self) -> str:
        """What is given, as every prize list writes it: the amount, the labels of prizes in kind, no
        ``0.00`` before a trophy.

        >>> Award(PairingNumber(1), 0, 1, 1, Fraction(0), ("Trophy",)).prize
        'Trophy'
        >>> Award(PairingNumber(1), 0, 1, 2, Fraction(15050), ("Book",), 2).prize
        '150.50 Book'
        """
        money = format_money(self.amount) if self.amount or not self.labels else ""
        return " ".join(x for x in (money, " + ".join(self.labels)) if x)


def category_members(
    category: PrizeCategory, standings: Sequence[Placed], people: Mapping[PairingNumber, Entrant]
) -> list[Placed]:
    """The players of the final standings who belong to ``category``, in standings order."""
    return [s for s in standings if s.number in people and category.rule.admits(people[s.number])]


def allocate_prizes(
    categories: Sequence[PrizeCategory],
    standings: Sequence[Placed],
    people: Mapping[PairingNumber, Entrant],
    ties: TieRule = TieRule.TIEBREAK,
) -> list[Award]:
    """Give every prize of every category, one prize per player (see the module docstring).

    ``standings``: the final standings in order (``engine.standings`` ranks, tie-breaks applied).
    Returns the awards by category, then place.
    """
    left: list[list[Prize]] = [list(c.prizes) for c in categories]
    taken: list[int] = [0] * len(categories)  # places of each category given so far
    members = [category_members(c, standings, people) for c in categories]
    awarded: set[PairingNumber] = set()
    awards: list[Award] = []

    def same_group(a: Placed, b: Placed) -> bool:
        return a.rank == b.rank if ties is TieRule.TIEBREAK else a.points == b.points

    while True:
        best: tuple[Fraction, int, list[Placed]] | None = None
        for i in range(len(categories)):
            if not left[i]:
                continue
            waiting = [m for m in members[i] if m.number not in awarded]
            if not waiting:
                continue
            group = [m for m in waiting if same_group(m, waiting[0])]
            covered = left[i][: len(group)]
            share = Fraction(sum(p.amount for p in covered), len(group))
            if best is None or share > best[0]:
                best = (share, i, group)
        if best is None:
            break
        share, i, group = best
        covered = left[i][: len(group)]
        del left[i][: len(covered)]
        first = taken[i] + 1
        last = taken[i] + len(group)
        taken[i] += len(covered)
        total = sum((p.amount for p in covered), 0)
        labels = tuple(p.label for p in covered if p.label)
        for position, member in enumerate(group):
            if ties is TieRule.HORT:
                own = covered[position].amount if position < len(covered) else 0
                amount = Fraction(own, 2) + Fraction(total, 2 * len(group))
            else:
                amount = share
            # Labels (trophies) cannot be split: the first of the group by tie-break order takes them.
            awards.append(
                Award(member.number, i, first, last, amount, labels if position == 0 else (), len(group))
            )
            awarded.add(member.number)
    awards.sort(key=lambda a: (a.category, a.first, standings_index(standings, a.number)))
    return awards


def standings_index(standings: Sequence[Placed], number: PairingNumber) -> int:
    for i, s in enumerate(standings):
        if s.number == number:
            return i
    return len(standings)


def categories_of(categories: Sequence[PrizeCategory], person: Entrant) -> tuple[int, ...]:
    """Indexes of the categories ``person`` belongs to (for the category columns of the standings)."""
    return tuple(i for i, c in enumerate(categories) if c.rule.admits(person))


def format_money(amount: Fraction, decimals: int = 2) -> str:
    """An amount in the smallest unit as money: ``1000.00`` (to the cent below, so a shared prize
    never adds up to more than was given).

    >>> format_money(Fraction(100000)), format_money(Fraction(100000, 3)), format_money(Fraction(0))
    ('1000.00', '333.33', '0.00')
    """
    cents = amount.numerator // amount.denominator
    unit = 10**decimals
    return f"{cents // unit}.{cents % unit:0{decimals}d}" if decimals else str(cents)
