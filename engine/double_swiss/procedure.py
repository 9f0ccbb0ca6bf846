"""The pairing procedure of the Double-Swiss System, C.04.5 (2026) art. 3, and its criteria (art. 2).

3.3.2, in order: the pairing-allocated bye first (3.4); then the top-scoregroup with the upfloaters
chosen by 3.5 forms a bracket, paired by 3.6; again until every player is paired; the colours last
(art. 4, :mod:`engine.double_swiss.colours`). Each criterion is one function below, named after it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.double_swiss.bracket_classes import CostClasses, fractional_least, free_graph, tight_graph
from engine.double_swiss.bracket_graph import BracketGraph
from engine.double_swiss.legal import (
    Allowed,
    CheapestMatching,
    Mates,
    cheapest_with_tight_pairs,
    perfect_matching,
)
from engine.double_swiss.priced_matching import PlacesBound, Priced, PricedBracket, cheapest_priced
from engine.double_swiss.state import MatchPlayer
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import PairingNumber

Pair = tuple[PairingNumber, PairingNumber]
"""(top member, bottom member): the smaller TPN first (3.6.1)."""


@dataclass(frozen=True, slots=True)
class Bracket:
    """One bracket as paired (for the explanation and the checker)."""

    residents: tuple[PairingNumber, ...]
    upfloaters: tuple[PairingNumber, ...]
    pairs: tuple[Pair, ...]


@dataclass(frozen=True, slots=True)
class RoundPairs:
    """The pairs of a round before the colours: the bye (3.4) and each bracket (3.5, 3.6)."""

    bye: PairingNumber | None
    brackets: tuple[Bracket, ...]

    @property
    def pairs(self) -> tuple[Pair, ...]:
        return tuple(p for b in self.brackets for p in b.pairs)


class Criteria:
    """The criteria of art. 2 over the players of one round."""

    def __init__(
        self, players: Sequence[MatchPlayer], last_round: bool, forbidden: frozenset[frozenset[int]]
    ) -> None:
        self.by_number = {p.number: p for p in players}
        self.last_round = last_round
        self.forbidden = forbidden

    def c1_may_meet(self, a: int, b: int) -> bool:
        """[C1] 2.1.1: two players shall not play against each other more than once (C.04.1 art. 2);
        pairs forbidden by the tournament (TRF 260 / XXP) are kept apart too."""
        return b not in self.by_number[PairingNumber(a)].met and frozenset((a, b)) not in self.forbidden

    def c2_may_have_bye(self, player: MatchPlayer) -> bool:
        """[C2] 2.1.2: a player who already received the pairing-allocated bye or won a match by
        forfeit (or was given a FIDE-deprecated full-point bye) shall not receive it."""
        return not player.pab_barred

    def c1_barred(self, numbers: Sequence[int]) -> list[tuple[int, int]]:
        """The pairs ``(a, b)``, ``a < b``, of ``numbers`` that :meth:`c1_may_meet` refuses (asked in
        that order): the few opponents already met and forbidden pairs, found without asking every
        pair."""
        inside = set(numbers)
        barred = {
            (a, int(b))
            for a in numbers
            for b in self.by_number[PairingNumber(a)].met
            if a < b and b in inside
        }
        for pair in self.forbidden:
            if len(pair) == 2 and pair <= inside:
                a, b = sorted(pair)
                barred.add((a, b))
        return sorted(barred)

    def cost_class(self, upfloaters: frozenset[int], a: int) -> Hashable:
        """What of ``a`` :meth:`c8_cost` depends on: ``c8_cost(upfloaters, a, b)`` is the same for any
        two ``a`` of one class (and any two ``b``). Here: whether he is an upfloater, whether he
        floated in the previous round."""
        return (a in upfloaters, self.by_number[PairingNumber(a)].floated)

    def c7_floaters(self, upfloaters: Sequence[int]) -> int:
        """[C7]: upfloaters who were floaters in the previous round (1.5); 0 in the last round."""
        if self.last_round:
            return 0
        return sum(1 for u in upfloaters if self.by_number[PairingNumber(u)].floated)

    def bracket_costs_apply(self, upfloaters: frozenset[int]) -> bool:
        """Whether a pair of the bracket may cost anything (:meth:`c8_cost`): only with upfloaters,
        and not in the last round. Another system's criteria (C.04.6) say otherwise."""
        return bool(upfloaters) and not self.last_round

    def c8_cost(self, upfloaters: frozenset[int], a: int, b: int) -> int:
        """[C8]: the upfloaters' opponents in this pair who were floaters in the previous round;
        0 in the last round."""
        if self.last_round:
            return 0
        cost = 0
        if a in upfloaters and self.by_number[PairingNumber(b)].floated:
            cost += 1
        if b in upfloaters and self.by_number[PairingNumber(a)].floated:
            cost += 1
        return cost


def pair_players(
    players: Sequence[MatchPlayer],
    last_round: bool,
    forbidden: frozenset[frozenset[int]] = frozenset(),
    criteria: Criteria | None = None,
) -> RoundPairs:
    """Art. 3.3.2 for ``players`` (the players of the round). NoLegalPairingError when the round
    cannot be completed (3.3.3: the Chief Arbiter decides). ``criteria``: those of another system
    sharing this procedure (the Swiss Team System, C.04.6 art. 3), else C.04.5's."""
    if criteria is None:
        criteria = Criteria(players, last_round, forbidden)
    unpaired = list(players)
    bye = None
    if len(unpaired) % 2:
        bye, hint = assign_bye(unpaired, criteria)
        unpaired = [p for p in unpaired if p.number != bye]
    else:
        found = perfect_matching([int(p.number) for p in unpaired], criteria.c1_may_meet)
        if found is None:
            raise _impossible()
        hint = found
    brackets = []
    while unpaired:
        bracket, hint = next_bracket(unpaired, criteria, hint)
        brackets.append(bracket)
        done = set(bracket.residents) | set(bracket.upfloaters)
        unpaired = [p for p in unpaired if p.number not in done]
    return RoundPairs(bye, tuple(brackets))


def _impossible() -> NoLegalPairingError:
    return NoLegalPairingError(
        translate(
            "DoubleSwiss",
            "no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)",
        )
    )


def assign_bye(players: Sequence[MatchPlayer], criteria: Criteria) -> tuple[PairingNumber, Mates]:
    """3.4: the pairing-allocated bye goes to the player who (3.4.1) leaves a legal pairing for all
    the others, (3.4.2) has the lowest score, (3.4.3) has played the most matches, (3.4.4) has the
    largest TPN, among those [C2] allows."""
    order = sorted(
        (p for p in players if criteria.c2_may_have_bye(p)),
        key=lambda p: (p.score, -p.matches_played, -p.number),
    )
    numbers = [int(p.number) for p in players]
    hint: Mates | None = None
    for candidate in order:
        rest = [n for n in numbers if n != candidate.number]
        mates = perfect_matching(rest, criteria.c1_may_meet, hint)
        if mates is not None:
            return candidate.number, mates
    raise _impossible()


def next_bracket(players: Sequence[MatchPlayer], criteria: Criteria, hint: Mates) -> tuple[Bracket, Mates]:
    """3.3.2 step 2: the top-scoregroup (3.2) with its upfloaters (3.5), paired by 3.6."""
    top = players[0].score
    residents = [p for p in players if p.score == top]
    lower = [p for p in players if p.score < top]
    chosen, hint = choose_upfloaters(residents, lower, criteria, hint)
    pairs = pair_bracket([p.number for p in residents] + list(chosen), frozenset(chosen), criteria, hint)
    return Bracket(tuple(p.number for p in residents), chosen, pairs), hint


def choose_upfloaters(
    residents: Sequence[MatchPlayer], lower: Sequence[MatchPlayer], criteria: Criteria, hint: Mates
) -> tuple[tuple[PairingNumber, ...], Mates]:
    """3.5: the first set of potential upfloaters (3.5.1: every lower-scored player) in the order of
    3.5.3-3.5.4, among those [C4] and [C5] allow (3.5.2), that makes a legal pairing and best complies
    with [C6] and [C7] (3.5.5). [C4] and [C5] are taken among the sets that can be legal: [C3] (a
    completion criterion) ranks above them (docs/systems/double-swiss.md)."""
    allowed = criteria.c1_may_meet
    resident_numbers = [int(p.number) for p in residents]
    everyone = resident_numbers + [int(p.number) for p in lower]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in c5_profiles(lower, size):
            best: tuple[tuple[int, int, int], tuple[PairingNumber, ...], Mates] | None = None
            for index, chosen in enumerate(sets_in_order(lower, profile)):
                inside = resident_numbers + [int(n) for n in chosen]
                bracket = perfect_matching(inside, allowed, hint)
                if bracket is None:
                    continue
                taken = set(inside)
                rest = [n for n in everyone if n not in taken]
                rest_mates = perfect_matching(rest, allowed, hint)
                if rest_mates is None:  # [C3]
                    continue
                key = (
                    0 if c6_complied(residents, lower, chosen, criteria, rest_mates) else 1,
                    criteria.c7_floaters(chosen),
                    index,
                )
                if best is None or key < best[0]:
                    best = (key, chosen, {**rest_mates, **bracket})
                if key[:2] == (0, 0):
                    break
            if best is not None:
                return best[1], best[2]
    raise _impossible()


def score_groups(players: Sequence[MatchPlayer]) -> dict[Fraction, list[PairingNumber]]:
    """The scoregroups of ``players`` (1.3.1), highest score first, each in the players' order."""
    groups: dict[Fraction, list[PairingNumber]] = {}
    for p in players:
        groups.setdefault(p.score, []).append(p.number)
    return dict(sorted(groups.items(), reverse=True))


def c5_profiles(lower: Sequence[MatchPlayer], size: int) -> Iterator[tuple[int, ...]]:
    """[C4]/[C5] 2.3.1-2.3.2: for ``size`` upfloaters, how many to take from each lower score (the
    scores descending), best first: the upfloaters' scores, taken in ascending order, maximised."""
    groups = score_groups(lower)
    scores = list(groups)

    def ascending(profile: tuple[int, ...]) -> tuple[Fraction, ...]:
        return tuple(sorted(s for s, n in zip(scores, profile, strict=False) for _ in range(n)))

    if size == 0:
        yield tuple(0 for _ in scores)
        return
    yield from sorted(compositions([len(g) for g in groups.values()], size), key=ascending, reverse=True)


def compositions(counts: Sequence[int], total: int) -> list[tuple[int, ...]]:
    """Every way to take ``total`` from groups of ``counts`` (at most ``counts[i]`` from group ``i``),
    the larger takes of the earlier groups first. Iterative: a round may have more scoregroups
    (game points of many boards) than Python has frames (issue 32).

    >>> compositions([2, 1, 3], 2)
    [(2, 0, 0), (1, 1, 0), (1, 0, 1), (0, 1, 1), (0, 0, 2)]
    """
    room = [0] * (len(counts) + 1)  # room[i]: the most that groups i, i + 1 ... can give
    for i in range(len(counts) - 1, -1, -1):
        room[i] = room[i + 1] + counts[i]
    found: list[tuple[int, ...]] = []
    stack: list[tuple[tuple[int, ...], int]] = [((), total)]  # (the takes so far, what is left)
    while stack:
        taken, left = stack.pop()
        i = len(taken)
        if left == 0:
            found.append(taken + (0,) * (len(counts) - i))
            continue
        if room[i] < left:
            continue
        # pushed smallest first, so that the largest take is the next one popped
        stack.extend((taken + (take,), left - take) for take in range(min(left, counts[i]) + 1))
    return found


def sets_in_order(
    lower: Sequence[MatchPlayer], profile: tuple[int, ...]
) -> Iterator[tuple[PairingNumber, ...]]:
    """3.5.3-3.5.4: the sets with ``profile``, each sorted by descending score then ascending TPN,
    the sets in the lexicographic order of their TPNs."""
    groups = [sorted(g) for g in score_groups(lower).values()]
    factors = [itertools.combinations(g, n) for g, n in zip(groups, profile, strict=False)]
    for parts in itertools.product(*factors):
        yield tuple(n for part in parts for n in part)


def c6_complied(
    residents: Sequence[MatchPlayer],
    lower: Sequence[MatchPlayer],
    chosen: Sequence[PairingNumber],
    criteria: Criteria,
    rest_mates: Mates,
) -> bool:
    """[C6] 2.3.3: unless the following scoregroup is now empty, [C1], [C3] and [C4] can be complied
    with in the bracket where it is paired: what is left of it pairs with the fewest upfloaters its
    parity allows (none if even, one if odd), the others still pairable (docs: the reading)."""
    if not lower:
        return True
    following = lower[0].score
    left = [int(p.number) for p in lower if p.score == following and p.number not in set(chosen)]
    if not left:
        return True
    below = [int(p.number) for p in lower if p.score < following and p.number not in set(chosen)]
    allowed = criteria.c1_may_meet
    candidates: list[list[int]] = [[]] if len(left) % 2 == 0 else [[u] for u in below]
    for extra in candidates:
        group = left + extra
        if perfect_matching(group, allowed, rest_mates) is None:
            continue
        others = [n for n in below if n not in extra]
        if perfect_matching(others, allowed, rest_mates) is not None:
            return True
    return False


def identifier(pairs: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """3.6.2: the TPNs of the top members sorted in ascending order, followed by the TPNs of the
    bottom member of the corresponding pair (the text's example):

    >>> identifier([(11, 24), (16, 6), (10, 9), (8, 4)])
    (4, 6, 9, 11, 8, 16, 10, 24)
    """
    ordered = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return tuple(t for t, _ in ordered) + tuple(b for _, b in ordered)


def pair_bracket(
    members: Sequence[int],
    upfloaters: frozenset[int],
    criteria: Criteria,
    hint: Mates,
    class_proof: bool = True,
    dense: bool = False,
) -> tuple[Pair, ...]:
    """3.6: the first pairing, in the lexicographic order of the identifiers (3.6.2: the top members'
    TPNs ascending, then their bottom members' in the same order), that complies with [C1] and [C8]
    (the least count of upfloaters' opponents who floated in the previous round). ``class_proof``
    False: the least cost is not proved from the cost classes (:func:`tight_graph`) but by the
    weighted matching, as when the classes prove nothing (the same pairing, slower:
    ``tests/test_class_duals.py``, ``bench/team_speed.py --fallback``): its pairs priced class by
    class (:mod:`engine.double_swiss.priced_matching`), or with ``dense`` over every pair listed and
    solved anew at each answer the held pairing does not give (the earlier route, the tests'
    reference). The bracket's cost classes (:class:`CostClasses`) are found once, here, and read by
    each of these."""
    numbers = sorted(members)
    allowed: Allowed = criteria.c1_may_meet
    graph: BracketGraph | None = None
    cheapest: tuple[list[tuple[int, int, int]], CheapestMatching] | None = None
    priced: _PricedRoute | None = None
    if not criteria.bracket_costs_apply(upfloaters):
        graph = free_graph(numbers, criteria, None)
    else:

        def without_c8(a: int, b: int) -> bool:
            return criteria.c1_may_meet(a, b) and criteria.c8_cost(upfloaters, a, b) == 0

        classes = CostClasses(numbers, criteria, upfloaters)
        free = free_graph(numbers, criteria, classes)
        proved = None
        if class_proof and fractional_least(classes) > 0:
            proved = tight_graph(criteria, classes, hint)  # no pairing of cost 0 exists
        elif free.completed(hint) is not None:
            allowed, graph = without_c8, free
        elif class_proof:
            proved = tight_graph(criteria, classes, hint)
        if proved is not None:
            graph, mates, least = proved
            cheapest = [], (mates, least, None)
        elif graph is None and not dense:
            priced = _priced_route(numbers, criteria, classes, hint)
        elif graph is None:
            costs = bracket_costs(numbers, criteria, classes)
            found = cheapest_with_tight_pairs(numbers, costs)
            if found is None:
                raise _impossible()
            cheapest = costs, found
    half = len(numbers) // 2
    natural = {**hint}
    # the first identifier of all (the first half against the second, in order), where [C1] allows
    for a, b in zip(numbers[:half], numbers[half:], strict=False):
        if allowed(a, b):
            natural[a], natural[b] = b, a
    search = _IdentifierSearch(
        numbers, allowed, lambda a, b: criteria.c8_cost(upfloaters, a, b), natural, graph, cheapest, priced
    )
    return search.first()


@dataclass(slots=True)
class _PricedRoute:
    """What the identifier search needs of the priced route: the bracket by cost class, every pair
    [C1] allows (the search's choices told to it, so that it is every pair still allowed), and the
    least-cost pairing found with the pairs its duals make tight."""

    bracket: PricedBracket
    allowed: BracketGraph
    found: Priced


def _priced_route(numbers: list[int], criteria: Criteria, classes: CostClasses, hint: Mates) -> _PricedRoute:
    """The bracket's least-cost pairing by the weighted matching, its pairs priced class by class
    (:func:`engine.double_swiss.priced_matching.cheapest_priced`)."""
    bracket = PricedBracket(classes.kinds, classes.table, classes.duals())
    allowed = free_graph(numbers, criteria, None)
    found = cheapest_priced(bracket, allowed, hint)
    if found is None:
        raise _impossible()
    return _PricedRoute(bracket, allowed, found)


def bracket_costs(numbers: list[int], criteria: Criteria, classes: CostClasses) -> list[tuple[int, int, int]]:
    """``legal.allowed_costs(numbers, criteria.c1_may_meet, cost)`` (the pairs [C1] allows with their
    [C8] cost, in the same order) with each pair of cost classes asked once (the bracket's
    :class:`CostClasses`) instead of each pair of members."""
    table, kinds = classes.table, classes.kinds
    barred = set(criteria.c1_barred(numbers))
    found = []
    for i, a in enumerate(numbers):
        row = table[kinds[i]]
        for j in range(i + 1, len(numbers)):
            b = numbers[j]
            if (a, b) not in barred:
                found.append((a, b, row[kinds[j]]))
    return found


class _IdentifierSearch:
    """The first identifier of 3.6.2, decided member by member: each step keeps the smallest choice
    after which a pairing (of least [C8] cost ``least``) still exists."""

    def __init__(
        self,
        numbers: list[int],
        allowed: Allowed,
        cost: Callable[[int, int], int],
        hint: Mates,
        graph: BracketGraph | None,
        cheapest: tuple[list[tuple[int, int, int]], CheapestMatching] | None,
        priced: _PricedRoute | None = None,
    ) -> None:
        self.numbers = numbers
        self.base = allowed
        self.cost = cost
        self.top: set[int] = set()
        self.bottom: set[int] = set()
        self.fixed: dict[int, int] = {}
        self.least = cheapest[1][1] if cheapest else 0
        self.costs = cheapest[0] if cheapest else []
        """The pairs [C1] allows with their cost, asked once: each search below keeps those the
        members' places allow (the same pairs, in the same order, as asking :meth:`allowed`)."""
        self.graph = graph
        """The only pairs a pairing of cost ``least`` may use, now and after any further constraint:
        with ``least`` 0, those ``allowed`` permits; else, once a min-cost matching's vertex duals
        proved it cheapest, the pairs they make tight. None while no such proof is known."""
        self._index = {n: i for i, n in enumerate(numbers)}
        self.bound = None if priced is None else PlacesBound(priced.bracket)
        """A lower bound of the cost left under the choices made (the priced route's)."""
        self.regions: list[int] = []
        self.exact = True
        """Whether every perfect matching of ``graph`` costs ``least``; else (the priced route's
        duals kept a blossom's) only those crossing each such blossom once do, and a pairing found
        over it is taken once its cost is checked."""
        self.priced = priced
        self.mates: Mates = {}
        """The search's pairing (of cost ``least``), changed in place."""
        if priced:
            first = priced.found
            self.least = first.cost
            self.graph, self.exact = BracketGraph(numbers, first.tight), first.exact
            self.regions = first.regions
            self.mates = {numbers[i]: numbers[m] for i, m in enumerate(first.mate)}
            return
        if cheapest:  # the bracket's cheapest matching, solved before: ``least`` is its cost
            mates, _least, tight = cheapest[1]
            if tight is not None:
                self.graph = BracketGraph.from_pairs(numbers, tight)
            self.mates = dict(mates)
            return
        found = self._solve(hint)
        if found is None:
            raise _impossible()
        self.mates = found

    def allowed(self, a: int, b: int) -> bool:
        low, high = min(a, b), max(a, b)
        if low in self.bottom or high in self.top:
            return False
        if low in self.fixed or high in self.fixed:
            return self.fixed.get(low) == high
        return self.base(low, high)

    def _solve(self, hint: Mates) -> Mates | None:
        """A pairing of cost ``least`` under the constraints set so far, or None when none is left
        (3.6.2 with [C8]: only such a pairing may be taken). With ``least`` above 0, once a min-cost
        matching's vertex duals proved it cheapest, the constraints only remove pairs, so those
        duals still bound every pairing: one of cost ``least`` is then exactly a perfect matching of
        the pairs they make tight. Both with those and with ``least`` 0 the pairing held so far is
        completed by augmenting paths over the bracket's graph (:mod:`engine.double_swiss.bracket_graph`)
        instead of a matching solved from scratch."""
        if self.graph is not None and self.exact:
            return self.graph.completed(hint)
        if self.priced is not None:
            return self._solve_priced(hint)
        top, bottom, fixed = self.top, self.bottom, self.fixed
        if self.least == 0:
            return perfect_matching(self.numbers, self.allowed, hint)
        costs = [
            (a, b, c)
            for a, b, c in self.costs  # a < b: the members are in ascending order
            if a not in bottom and b not in top and (fixed.get(a) == b if a in fixed or b in fixed else True)
        ]
        found = cheapest_with_tight_pairs(self.numbers, costs)
        if found is None or found[1] > self.least:
            return None
        if found[2] is not None:
            self.graph = BracketGraph.from_pairs(self.numbers, found[2])
            self.graph.constrain(top, bottom, fixed)
        return found[0]

    def _solve_priced(self, hint: Mates) -> Mates | None:
        """:meth:`_solve` by the priced route: the least-cost pairing of the pairs still allowed,
        taken when it costs ``least``; its tight pairs then replace ``graph`` (the choices made so
        far stay: their duals hold for every pair left now and after any further choice)."""
        assert self.priced is not None
        found = cheapest_priced(self.priced.bracket, self.priced.allowed, hint)
        if found is None or found.cost > self.least:
            return None
        numbers = self.numbers
        self.graph, self.exact, self.regions = BracketGraph(numbers, found.tight), found.exact, found.regions
        self.graph.constrain(self.top, self.bottom, self.fixed)
        return {numbers[i]: numbers[m] for i, m in enumerate(found.mate)}

    def _within(self) -> Callable[[int], int]:
        """The regions (:attr:`engine.double_swiss.priced_matching.Priced.regions`) a member's pairs
        are first kept to when the pairing is repaired: his own and his present partner's."""
        regions, numbers, index, mates = self.regions, self.numbers, self._index, self.mates
        return lambda i: regions[i] | regions[index[mates[numbers[i]]]]

    def _repaired(self, within: Callable[[int], int]) -> bool:
        """The pairing repaired over the tight pairs kept ``within``, taken when it still costs
        ``least``."""
        assert self.graph is not None
        repaired = self.graph.repaired(self.mates, within)
        if repaired is not None and self._added_cost(repaired) == 0:
            self.mates.update(repaired)
            return True
        if repaired is not None:
            self.graph.held = None
        return False

    def _place(self, n: int, change: int) -> None:
        """``n`` counted (``change`` 1) or no longer counted (-1) in the places' bound, at his
        present place (a fixed member is not counted)."""
        if self.bound is not None and n not in self.fixed:
            place = 1 if n in self.top else 2 if n in self.bottom else 0
            self.bound.move(self.bound.kinds[self._index[n]], place, change)

    def _added_cost(self, repaired: Mates) -> int:
        """What the pairing costs more once ``repaired`` (the partners that changed) is taken."""
        cost, mates = self.cost, self.mates
        before = sum(cost(a, mates[a]) for a in repaired if a < mates[a])
        return sum(cost(a, b) for a, b in repaired.items() if a < b) - before

    def _try(self, changed: int) -> bool:
        """Whether the constraints set so far (the last one on ``changed``) still allow a pairing:
        the current one when it still holds, or the current one with ``changed`` and its partner
        exchanging partners with another pair at no more cost; else a pairing solved anew (which
        decides). The current pairing always costs ``least``, the least any pairing costs: so a
        pairing found either way answers the same, whichever it is."""
        if self.allowed(changed, self.mates[changed]) or self._exchange(changed):
            return True
        if self.graph is not None and not self.exact and self.bound is not None:
            if self.bound.twice() > 2 * self.least:
                return False
            if self._repaired(self._within()):
                return True
        if self.graph is not None:  # the pairing completed where the last choices broke it
            repaired = self.graph.repaired(self.mates)
            if repaired is None:  # no pairing of the tight pairs: none of cost ``least``
                return False
            if self.exact or self._added_cost(repaired) == 0:
                self.mates.update(repaired)
                return True
            self.graph.held = None  # a blossom crossed more than once: solved anew
        found = self._solve(self.mates)
        if found is None:
            return False
        self.mates = found
        return True

    def first(self) -> tuple[Pair, ...]:
        half = len(self.numbers) // 2
        for n in self.numbers:  # the top members, smallest first (3.6.2, first half of the identifier)
            if len(self.top) == half:
                self._choose(n, top=False)
                continue
            self._choose(n, top=True)
            if not self._try(n):
                self._choose(n, top=False)
                if not self._try(n):
                    raise _impossible()
        pairs = []
        bottoms = sorted(self.bottom)
        for t in sorted(self.top):  # then each top member's bottom member, in the same order
            for b in bottoms:
                if b <= t or b in self.fixed or not self.base(t, b):
                    continue
                self._fix(t, b)
                if self._swap(t, b) or self._try(t):
                    break
                self._unfix(t, b)
            else:
                raise _impossible()
            pairs.append((PairingNumber(t), PairingNumber(self.fixed[t])))
        return tuple(pairs)

    def _choose(self, n: int, top: bool) -> None:
        """``n`` a top member (3.6.1: paired with a larger TPN) or a bottom member."""
        self._place(n, -1)
        (self.top if top else self.bottom).add(n)
        (self.bottom if top else self.top).discard(n)
        self._place(n, 1)
        for graph in self._graphs():
            graph.choose(n, top)

    def _fix(self, t: int, b: int) -> None:
        self._place(t, -1)
        self._place(b, -1)
        if self.bound is not None:
            self.bound.fixed_cost += self.cost(t, b)
        self.fixed[t], self.fixed[b] = b, t
        for graph in self._graphs():
            graph.fix(t, b)

    def _unfix(self, t: int, b: int) -> None:
        del self.fixed[t], self.fixed[b]
        if self.bound is not None:
            self.bound.fixed_cost -= self.cost(t, b)
        self._place(t, 1)
        self._place(b, 1)
        for graph in self._graphs():
            graph.unfix(t, b)

    def _graphs(self) -> list[BracketGraph]:
        """The graphs told each choice: ``graph``, and the priced route's allowed pairs."""
        found = [] if self.graph is None else [self.graph]
        if self.priced is not None:
            found.append(self.priced.allowed)
        return found

    def _swap(self, t: int, b: int) -> bool:
        """The current pairing with t-b and their old partners together, when that is allowed (and
        costs no more)."""
        old_t, old_b = self.mates[t], self.mates[b]
        if old_t == b:
            return True
        return self._rematch(t, old_t, b, old_b)

    def _exchange(self, changed: int) -> bool:
        """The current pairing with ``changed`` and its partner each paired with one of another
        pair, when that is allowed and costs no more (the first such pair, in TPN order)."""
        partner = self.mates[changed]
        if self.graph is not None:  # the same first pair, from the graph's masks
            x = self.graph.exchange(self.mates, changed)
            return x is not None and self._rematch(changed, partner, x, self.mates[x])
        for x in self.numbers:
            y = self.mates[x]
            if x in (changed, partner) or not self.allowed(changed, x):
                continue
            if self._rematch(changed, partner, x, y):
                return True
        return False

    def _rematch(self, a: int, old_a: int, b: int, old_b: int) -> bool:
        """The pairs a-old_a and b-old_b of the current pairing made a-b and old_a-old_b, when both
        are allowed and cost no more than the two they replace."""
        if not (self.allowed(a, b) and self.allowed(old_a, old_b)):
            return False
        if self.least and self.cost(a, b) + self.cost(old_a, old_b) > self.cost(a, old_a) + self.cost(
            b, old_b
        ):
            return False
        mates = self.mates
        mates[a], mates[b], mates[old_a], mates[old_b] = b, a, old_b, old_a
        if self.graph is not None:
            self.graph.rematch(((a, b), (old_a, old_b)))
        return True
