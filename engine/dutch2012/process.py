# size-limit exception: the 2012 (Istanbul) Dutch procedure in one module, section by section of its text
# (changed by issue 34)
"""Pairing a round bracket by bracket, C.04.3.1 (2012) C.1-C.14.

The score brackets are paired from the highest down, each one on its own (C.1-C.11, C.14): the
players it leaves unpaired are moved down to the next one. Within a bracket, every candidate is a
matching of the bracket's players; the edge weights (:mod:`engine.dutch2012.criteria`) hold the
quality order and the generation order of the procedure (:mod:`engine.dutch2012.order`) is packed
below every criterion, so a maximum-weight matching is the first best candidate. A heterogeneous
bracket (A.3) is paired in two steps, as C.6 does: first the moved-down players against S2 (D.3,
D.1.2), then the homogeneous remainder (D.2, D.1.1). A bracket of which at least half of the
players came from above is treated as homogeneous (A.3).

The lowest bracket must be paired completely, the bye to a player allowed to receive it (B.1.b).
When it cannot be (C.13), the penultimate bracket is paired again, as well as it can be while
allowing a pairing of the lowest one; when that needs it to give up all its pairs (all its
moved-down players' pairs, for a heterogeneous one), the two brackets are joined into a new
lowest bracket, heterogeneous with the penultimate one as S1, and C.13 is applied again.

Fast paths, each with its proof in its docstring and each a field of
:class:`engine.dutch.options.PairingOptions` chosen per call (with none of them, every bracket goes
through the general weighted matchings; the tests compare each one with that): round 1 by its first
candidate (``first_round``), homogeneous brackets and remainders by their first optimal
transposition (``transposition``), the moved-down players' pairs by the duals of a bipartite
matching (``movers_by_duals``), and matchings in the perfect mode of the blossom algorithm
(``perfect_mode``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations, islice
from typing import Literal

from engine.dutch.completion import CardinalityMatcher, completable
from engine.dutch.matching import max_weight_perfect_matching_with_duals
from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch.phrase import Phrase, phrase
from engine.dutch.remainder_fields import LEVEL_BITS, LazyPairs, RemainderFields, packed_levels, widest_bits
from engine.dutch.sparse_matching import GraphMatcher, ImplicitGraph
from engine.dutch.transportation import transportation
from engine.dutch.transposition import Kinds, first_optimal_transposition
from engine.dutch2012.criteria import (
    EdgeKind,
    Layout,
    completion_weight,
    edge_weight,
    make_layout,
    player_kind,
    quality_bits,
)
from engine.dutch2012.explain import BracketNote, colour_targets, measure, order_lines, relaxed_lines
from engine.dutch2012.order import moved_down_bonus, remainder_bonus
from engine.dutch2012.state import Float, PlayerState
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour


def _nothing(_v: int) -> int:
    """A player left unpaired is worth nothing: the pairs carry every criterion."""
    return 0


_SETS_TRIED = 256
"""C.13 with C.8.b: how many sets of moved-down players the penultimate bracket tries at most
when its M1 is reduced (:meth:`RoundPairer._reduced_sets`); beyond them P is decreased."""

_PAIR_BY_PAIR = 400
"""Above this many players a bracket's moved-down players are never paired by the pair-by-pair
route (:meth:`RoundPairer._movers_by_duals`): its certificate reads every pair."""

_AHEAD_MOVED = 2 | 4 | 16 | 32
"""Kind of an edge from the bracket into the next score group (C.12; see ``RoundPairer._kind``)."""
_AHEAD = 2 | 16 | 32
"""Kind of an edge inside the next score group."""
_SHORT = 64
_JOINED_HOMOGENEOUS = 128
"""An edge of a lowest bracket joined by C.13 and treated as homogeneous (D.4)."""
"""With ``_AHEAD_MOVED`` or ``_AHEAD``: C.12 for a next bracket short of P1 pairs."""


def _no_pairing() -> NoLegalPairingError:
    return NoLegalPairingError(
        translate(
            "PairingRefusal", "no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)"
        )
    )


def _nobody_to_pair() -> NoLegalPairingError:
    """A round where every player has a bye or is absent has no pairing: the procedure of C
    ("Starting with the highest score bracket apply the following procedures to all score brackets
    until an acceptable pairing is obtained") has no score bracket to start from (A.2: a bracket
    is made of players), so no pairing is obtained. JaVaFo 1.4 answers "PAIRING IS IMPOSSIBLE"
    (``jv14s_p08_r09_s00022`` r4 of tests/data/dutch2013_javafo, development part)."""
    return NoLegalPairingError(
        translate(
            "PairingRefusal",
            "nobody is to be paired: every player has a bye or is absent in this round, and the "
            "procedure of C.04.3.1 (2012) C starts from a score bracket",
        )
    )


@dataclass
class Bracket:
    """One score bracket of the round: who is in it and how it was paired."""

    movers: list[int]
    """Players with a higher score, moved down into it (S1 of a heterogeneous bracket; in a
    bracket joined by C.13, every player of the brackets joined to it)."""
    residents: list[int]
    score: Fraction = Fraction(0)
    """The score of its own players (the lowest score group's, for a bracket joined by C.13)."""
    joined: bool = False
    """Made by C.13 from the two lowest brackets."""
    removed: list[int] = field(default_factory=list)
    """C.1: players for whom no opponent can be found in the bracket, moved down at once."""
    pairs: list[tuple[int, int]] = field(default_factory=list)
    moved_down_paired: int = 0
    events: list[Phrase] = field(default_factory=list)
    """What C.12 and C.13 did to the bracket, for the explanation."""

    @property
    def s1(self) -> list[int]:
        """The players paired first in a heterogeneous bracket (A.3, C.13)."""
        return self.movers

    @property
    def players(self) -> list[int]:
        return self.movers + self.residents

    @property
    def heterogeneous(self) -> bool:
        """A.3: players from a higher score bracket, fewer than half of the bracket. A bracket
        joined by C.13 counts every player of the brackets joined to it (D.4: homogeneous "when
        the number of players coming from the penultimate score bracket is equal or higher")."""
        if not self.movers or not self.residents:
            return False
        return 2 * len(self.movers) < len(self.players)

    @property
    def everyone(self) -> list[int]:
        """The players of the bracket, those moved down by C.1 included."""
        return self.players + self.removed

    def unpaired(self) -> list[int]:
        """The players the bracket moves down (C.1 and C.6)."""
        paired = {v for pair in self.pairs for v in pair}
        return sorted(v for v in self.everyone if v not in paired)

    def paired_movers(self, pairs: list[tuple[int, int]]) -> int:
        """M1: moved-down players paired (heterogeneous brackets)."""
        movers = set(self.movers)
        return sum(1 for a, _b in pairs if a in movers) if self.heterogeneous else 0


class RoundPairer:
    """One round-pairing: the players in pairing order and the brackets paired so far.

    ``options``: the fast paths this pairing may take (:class:`PairingOptions`; with none, every
    bracket by the general matchings)."""

    def __init__(
        self, states: list[PlayerState], round_number: int, options: PairingOptions = FASTEST
    ) -> None:
        self.options = options
        self.stats: Counter[str] = Counter()
        """How often each fast path was taken (by its :class:`PairingOptions` field name), and how
        many general maximum-weight matchings of a bracket were solved (``"matching"``)."""
        self.match = GraphMatcher(options.implicit_matching, self.stats)
        self.hints: list[tuple[int, int]] = []
        """Pairs the general path's next matching starts its candidates with: the last matching's
        and the remainder's first candidate (exact whatever they are, they spare check rounds)."""
        self.s = states
        self.n = len(states)
        self.round_number = round_number
        self.layout: Layout = make_layout(states, round_number)
        self.quality_bits = quality_bits(self.layout)
        kinds: dict[tuple[object, ...], int] = {}
        self.kind = [kinds.setdefault(player_kind(p), len(kinds)) for p in states]
        self._cache: dict[int, int] = {}
        self._kinds = len(kinds)
        index = {p.number: i for i, p in enumerate(states)}
        self._met = [frozenset(index[m] for m in p.forbidden if m in index) for p in states]
        self._absolute = [p.preference if p.absolute and not p.topscorer else None for p in states]
        self.brackets: list[Bracket] = []

    # ---- absolute criteria ---------------------------------------------------------------------
    def allowed(self, a: int, b: int) -> bool:
        """B.1.a: not met before (nor forbidden); B.2: not the same absolute colour preference,
        unless one of them is a top scorer (B.2 note)."""
        if b in self._met[a] or a in self._met[b]:
            return False
        colour = self._absolute[a]
        return colour is None or colour is not self._absolute[b]

    def _quality(self, hi: int, lo: int, code: int) -> int:
        """:func:`edge_weight` of an edge of kind ``code`` (see :meth:`_kind`), computed once per
        kind of pair: it reads of the players only what :func:`player_kind` holds."""
        key = ((self.kind[hi] * self._kinds + self.kind[lo]) << 8) | code
        w = self._cache.get(key)
        if w is None:
            kind = EdgeKind(
                current=bool(code & 1),
                following=bool(code & 2),
                moved_down=bool(code & 4),
                lowest=bool(code & 8),
                higher_resident=bool(code & 16),
                lower_resident=bool(code & 32),
                short_of_pairs=bool(code & _SHORT),
                joined_homogeneous=bool(code & _JOINED_HOMOGENEOUS),
            )
            w = edge_weight(self.s[hi], self.s[lo], kind, self.layout)
            self._cache[key] = w
        return w

    # ---- one matching --------------------------------------------------------------------------
    def solve(
        self,
        scope: list[int],
        bracket: Bracket,
        lowest: bool,
        bonus: Mapping[tuple[int, int], int],
        complete: bool,
        homogeneous: bool = False,
        ahead: frozenset[int] = frozenset(),
        exact: int | None = None,
        short_of_pairs: bool = False,
    ) -> dict[int, int] | None:
        """A best matching of ``scope`` (the bracket's free players, and with ``complete`` the
        players below it, who must all be paired but one allowed the bye), as a partner map.

        Edges inside the bracket carry the bracket's quality; edges to the players below carry
        only the completion; edges into the next score group (``ahead``) what C.12 weighs of them,
        after the colours with ``short_of_pairs``. None when ``complete`` is asked and no complete
        pairing exists.
        """
        s = self.s
        inside = set(bracket.players)
        floating = set(bracket.removed)
        movers = set(bracket.s1)
        hetero = bracket.heterogeneous and not homogeneous
        widest = widest_bits(bonus)
        shift = widest + 3 + self.n.bit_length() + 2
        floor = 1 << (widest + 1)
        top = self.quality_bits
        late = _SHORT if short_of_pairs else 0

        def raw(a: int, b: int) -> int:
            """The weight of the pair ``a`` then ``b`` (in ``scope``) as if they may meet."""
            both = a in inside and b in inside
            mdp_pair = hetero and a in movers and b in movers
            current = both and not (mdp_pair and not lowest)
            wt = 0
            if current:
                wt = self._quality(a, b, self._kind(a, b, movers, hetero, lowest, bracket.joined))
            elif b in ahead and (a in inside or a in floating):
                # C.12: a player moved down from the bracket, by C.6 or by C.1, against the next
                wt = self._quality(a, b, _AHEAD_MOVED | late)
            elif b in ahead and a in ahead:
                wt = self._quality(a, b, _AHEAD | late)
            if complete:
                wt += completion_weight(s[a], s[b]) << top
            return wt

        first = set(bracket.s1)

        def stand(v: int) -> tuple[object, ...]:
            """What ``raw`` reads of v besides its kind, and where v stands in ``scope`` (the
            moved-down players, then the residents, then the others)."""
            segment = 0 if v in first else 1 if v in inside else 2
            return (v in inside, v in movers, v in ahead, v in floating, segment)

        dummies = 0
        if exact is not None:
            # Exactly ``exact`` pairs (C.13: the penultimate bracket paired again with P decreased):
            # the players left out are matched to dummies.
            dummies = len(scope) - 2 * exact
            if dummies < 0:
                return None
        graph = self._graph(scope, raw, stand, shift, floor, bonus, dummies)
        if exact is not None:
            size = len(scope)
            mate = self.match.near_perfect(graph)[:size]
            if any(m < 0 for m in mate):
                return None
            mate = [m if m < size else -1 for m in mate]
        elif complete:
            mate = self.match.near_perfect(graph)
            if sum(1 for m in mate if m < 0) > len(scope) % 2:
                return None
            left = [scope[i] for i, m in enumerate(mate) if m < 0]
            if left and not s[left[0]].bye_eligible:
                return None
        elif self.options.perfect_mode and not ahead:
            # (with ``ahead`` the most pairs are not the best: the next group's pairs weigh less)
            mate = self._greedy_matching(
                graph,
                lambda d: self._graph(scope, raw, stand, shift, floor, bonus, d),
                [i for i, v in enumerate(scope) if hetero and v in movers],
            )
        else:
            self.stats["matching"] += 1
            mate = self.match.doubled(graph)
        return {scope[i]: scope[m] for i, m in enumerate(mate) if m >= 0}

    def _graph(
        self,
        scope: list[int],
        raw: Callable[[int, int], int],
        stand: Callable[[int], tuple[object, ...]],
        shift: int,
        floor: int,
        bonus: Mapping[tuple[int, int], int],
        dummies: int,
    ) -> ImplicitGraph:
        """The graph of ``scope`` for :mod:`engine.dutch.sparse_matching`: a pair ``a`` before ``b``
        weighs ``(raw(a, b) << shift) + floor`` plus its bonus when they may meet and ``raw`` is
        positive; ``dummies`` more vertices are joined to every player by edges of weight ``floor``
        (players left out). ``raw`` reads only the players' kinds and :func:`stand`."""
        size = len(scope)
        index = {v: i for i, v in enumerate(scope)}
        ids: dict[tuple[object, ...], int] = {}
        kinds = [ids.setdefault((self.kind[v], self._absolute[v], *stand(v)), len(ids)) for v in scope]
        dummy_kind = len(ids)
        kinds.extend([dummy_kind] * dummies)
        rep: dict[int, int] = {}
        for v, k in zip(scope, kinds, strict=False):
            rep.setdefault(k, v)
        segment_of = {k: stand(v)[-1] for k, v in rep.items()}
        allowed = self.allowed

        def lifted(a: int, b: int, extra: int) -> int:
            wt = raw(a, b)
            return (wt << shift) + floor + extra if wt > 0 else 0

        def weight(i: int, j: int) -> int:
            if j >= size:
                return floor if i < size else 0
            a, b = scope[i], scope[j]
            if not allowed(a, b):
                return 0
            return lifted(a, b, bonus.get((a, b), 0))

        def orders(x: int, y: int) -> set[int]:
            if x == dummy_kind or y == dummy_kind:
                return {floor if x != y else 0}
            a, b = rep[x], rep[y]
            if self._absolute[a] is not None and self._absolute[a] is self._absolute[b]:
                return {0}
            found = set()
            if segment_of[x] <= segment_of[y]:  # type: ignore[operator]
                found.add(lifted(a, b, 0))
            if segment_of[y] <= segment_of[x]:  # type: ignore[operator]
                found.add(lifted(b, a, 0))
            return found

        def bound(x: int, y: int) -> int:
            return max(orders(x, y))

        def exact(x: int, y: int) -> int | None:
            found = orders(x, y)
            return found.pop() if len(found) == 1 else None

        def special() -> set[tuple[int, int]]:
            pairs = set()
            for a, b in bonus:
                i, j = index.get(a, -1), index.get(b, -1)
                if 0 <= i < j:
                    pairs.add((i, j))
            return pairs

        hints = [(index[a], index[b]) for a, b in self.hints if a in index and b in index]
        levels = (
            []
            if dummies
            else packed_levels(scope, lambda a, b: raw(a, b) if allowed(a, b) else 0, bonus, LEVEL_BITS)
        )
        return ImplicitGraph(
            size + dummies, kinds, weight, bound, LazyPairs(special), exact, hints=hints, levels=levels
        )

    def _remainder_fields(self, mate: dict[int, int], remainder: list[int], s1_size: int) -> RemainderFields:
        """D.2 then D.1.1 for the remainder (:func:`remainder_bonus`); the general path's matching
        of it starts its candidates with the last matching's pairs (``mate``) and the remainder's
        first candidate S1R[i]-S2R[i] (:attr:`hints`)."""
        self.hints = [(v, m) for v, m in mate.items() if m > v]
        self.hints.extend(zip(remainder[:s1_size], remainder[s1_size : 2 * s1_size], strict=True))
        return remainder_bonus(remainder, s1_size, self.allowed)

    def _greedy_matching(
        self, graph: ImplicitGraph, with_dummies: Callable[[int], ImplicitGraph], movers: list[int]
    ) -> list[int]:
        """A maximum-weight matching of the graph, found in the quicker perfect mode when it can be.

        The pairs field sits above every criterion but M1, so with no moved-down players a best
        matching has the most pairs there are: perfect mode with as many dummies as players
        that must stay unpaired. With moved-down players, the perfect-mode answer is best when it
        pairs as many of them as any matching can (M1 is the one field above the pairs)."""
        size = graph.size

        def adjacent(i: int, j: int) -> bool:
            return graph.pair_weight(i, j) > 0

        matcher = CardinalityMatcher(size, adjacent)
        matcher.greedy()
        pairs = (size - matcher.maximise()) // 2
        dummies = size - 2 * pairs
        if dummies > 1:
            mate = self.match.near_perfect(with_dummies(dummies))[:size]
            mate = [m if m < size else -1 for m in mate]
        else:
            mate = self.match.near_perfect(graph)
        if movers:
            mover_set = set(movers)
            reach = CardinalityMatcher(
                size, lambda i, j: (i in mover_set) != (j in mover_set) and adjacent(i, j)
            )
            reach.greedy()
            reach.maximise()
            most = sum(1 for i in movers if reach.mate[i] >= 0)
            if sum(1 for i in movers if mate[i] >= 0 and mate[i] not in mover_set) < most:
                self.stats["matching"] += 1
                return self.match.doubled(graph)
        self.stats["perfect_mode"] += 1
        return mate

    def pair_bracket(
        self,
        bracket: Bracket,
        below: list[int],
        lowest: bool,
        complete: bool,
        ahead: list[int] | None = None,
        exact: int | None = None,
        settle: bool = False,
        short_of_pairs: bool = False,
    ) -> list[tuple[int, int]] | None:
        """The pairs of ``bracket``: C.6 for a heterogeneous bracket (moved-down players first, then
        the remainder), C.4-C.8 for a homogeneous one. ``below``: players who must still be
        completely pairable (with ``complete``). ``ahead``: the next score group, whose pairs with
        the players the bracket moves down are weighed (C.12, C.13); those moved down by C.1 are
        among them. ``short_of_pairs``: C.12 for a next bracket short of P1 pairs (see
        :meth:`backtrack`)."""
        fixed: set[int] = set()
        pairs: list[tuple[int, int]] = []
        leaving = [v for v in bracket.removed if v not in set(below)] if ahead else []
        scope = bracket.players + below + leaving + [v for v in ahead or [] if v not in set(below)]
        look = frozenset(ahead or [])
        homogeneous = not bracket.heterogeneous
        simple = not ahead and exact is None and not below and (lowest or not complete)
        mate: dict[int, int] | None = None
        by_duals = simple and self.options.movers_by_duals and not homogeneous and not lowest
        first = self._movers_first(bracket) if by_duals else None
        if first is not None:
            # C.6: the moved-down players' pairs, proved part of the first best candidate.
            self.stats["movers_by_duals"] += 1
            pairs = first
            fixed = {v for pair in first for v in pair}
            remainder = [v for v in bracket.residents if v not in fixed]
        elif not homogeneous:
            mate = self.solve(
                scope,
                bracket,
                lowest,
                moved_down_bonus(bracket.s1, bracket.residents, self.allowed),
                complete,
                ahead=look,
                exact=exact,
                short_of_pairs=short_of_pairs,
            )
            if mate is None:
                return None
            residents = set(bracket.residents)
            for v in bracket.s1:
                m = mate.get(v)
                if m is not None and m in residents:
                    pairs.append((v, m))
                    fixed.update((v, m))
            if not pairs:
                if lowest and not settle:
                    # C.13: M1 is reduced to zero only when the penultimate bracket has no other
                    # pairing with as many pairs (see ``pair``).
                    return None
                homogeneous = True  # C.14.b2: M1 = 0, the bracket is managed as homogeneous
            remainder = [v for v in (bracket.players if lowest else bracket.residents) if v not in fixed]
        else:
            remainder = list(bracket.players)
        bracket.moved_down_paired = len(pairs)
        if simple and self.options.transposition:
            # The first best transposition, proved best against every exchange (D.1, D.2).
            players = list(bracket.players) if homogeneous else remainder
            found = self._by_transposition(bracket, players, homogeneous, lowest)
            if found is not None:
                self.stats["transposition"] += len(players) > 1
                return pairs + found
        if homogeneous:
            remainder = list(bracket.players)
            mate = self.solve(
                scope,
                bracket,
                lowest,
                {},
                complete,
                homogeneous=True,
                ahead=look,
                exact=exact,
                short_of_pairs=short_of_pairs,
            )
            if mate is None:
                return None
        if mate is None:
            free = [v for v in scope if v not in fixed]
            mate = self.solve(
                free,
                bracket,
                lowest,
                {},
                complete,
                homogeneous=homogeneous,
                ahead=look,
                short_of_pairs=short_of_pairs,
            )
            if mate is None:
                return None
        rem_set = set(remainder)
        s1_size = sum(1 for v in remainder if mate.get(v, -1) in rem_set and mate[v] > v)
        if s1_size:
            free = [v for v in scope if v not in fixed]
            mate = self.solve(
                free,
                bracket,
                lowest,
                self._remainder_fields(mate, remainder, s1_size),
                complete,
                homogeneous=homogeneous,
                ahead=look,
                exact=None if exact is None else exact - (len(pairs) if not homogeneous else 0),
                short_of_pairs=short_of_pairs,
            )
            if mate is None:
                return None
            for v in remainder:
                m = mate.get(v, -1)
                if m in rem_set and m > v:
                    pairs.append((v, m))
        return pairs

    def _by_transposition(
        self, bracket: Bracket, players: list[int], homogeneous: bool, lowest: bool
    ) -> list[tuple[int, int]] | None:
        """The pairs of a homogeneous bracket or remainder when its first best candidate is a
        transposition (:func:`first_optimal_transposition`), else None. In the lowest bracket
        the completion counts too, and the player left over must be allowed the bye (B.1.b)."""
        if len(players) < 2:
            return None if lowest and players and not self.s[players[0]].bye_eligible else []
        movers = set(bracket.s1)
        hetero = bracket.heterogeneous and not homogeneous
        s = self.s
        top = self.quality_bits

        def kind_weight(a: int, b: int) -> int:
            """The weight of the pair (``a`` ranked above ``b``) as if they had not met."""
            if hetero and a in movers and b in movers and not lowest:
                return 0
            if self._absolute[a] is not None and self._absolute[a] is self._absolute[b]:
                return 0
            wt = self._quality(a, b, self._kind(a, b, movers, hetero, lowest, bracket.joined))
            if lowest:
                wt += completion_weight(s[a], s[b]) << top
            return wt

        def weight(a: int, b: int) -> int:
            if a > b:
                a, b = b, a
            return kind_weight(a, b) if self.allowed(a, b) else 0

        def precedes(a: int, b: int) -> bool:
            return s[a].pairing_score >= s[b].pairing_score

        def kind_of(v: int) -> tuple[object, ...]:
            return (self.kind[v], self._absolute[v], v in movers)

        kinds = Kinds(kind_of, kind_weight, self.allowed, precedes)
        k = len(players) // 2
        odd = len(players) % 2 == 1
        found = first_optimal_transposition(
            players[:k], players[k:], weight, _nothing if odd else None, kinds
        )
        if found is None:
            return None
        if lowest and any(b < 0 and not s[a].bye_eligible for a, b in found):
            return None
        return [(a, b) for a, b in found if b >= 0]

    def _movers_by_duals(self, bracket: Bracket) -> list[tuple[int, int]] | None:
        """The moved-down players' pairs of a heterogeneous bracket (C.6, D.3, D.1.2), found without
        a matching of the whole bracket, or None (the general path decides).

        A maximum-weight perfect matching between the first half of the bracket (the moved-down
        players and the highest residents) and the second, with its vertex duals. When the duals,
        shifted from the second half to the first, also cover every pair inside a half, they prove
        the matching best of all candidates (LP duality), and the best candidates are exactly the
        perfect matchings of the pairs the duals make tight. If it pairs every moved-down player
        (M1 = M0, P = P0: the two fields above all others), each moved-down player in turn then gets
        the highest resident of a tight pair that still leaves a perfect matching of tight pairs:
        the first best candidate in the order of D.1.2.
        """
        players = bracket.players
        movers = bracket.movers
        size = len(players)
        k = size // 2
        odd = size % 2 == 1
        if len(movers) > k or size > 2 * k + 1:
            return None
        mover_set = set(movers)
        lift = 1

        def weight(a: int, b: int) -> int:
            if a > b:
                a, b = b, a
            if not self.allowed(a, b) or (a in mover_set and b in mover_set):
                return 0
            return self._quality(a, b, self._kind(a, b, mover_set, True, False)) + lift

        left = k + int(odd)  # the first half, then a virtual player taking the one left over
        s1, s2 = players[:k], players[k:]
        w: dict[tuple[int, int], int] = {}
        for i in range(left):
            for j, b in enumerate(s2):
                wt = weight(s1[i], b) if i < k else lift
                if wt > 0:
                    w[(i, left + j)] = wt
        mate, dual = max_weight_perfect_matching_with_duals(2 * left, w)
        if any(m < 0 for m in mate):
            return None
        if any(mate[i] - left >= len(s2) or s2[mate[i] - left] in mover_set for i in range(len(movers))):
            return None  # not every moved-down player against a resident
        vertex = [*s1, -1, *s2] if odd else [*s1, *s2]
        need = 0
        room: int | None = None
        same_side: list[tuple[int, int, int]] = []
        for x in range(2 * left):
            for y in range(x + 1, 2 * left):
                if (x < left) != (y < left):
                    continue
                a, b = vertex[x], vertex[y]
                # The virtual player: a resident may be the one left over, a moved-down one not.
                floater = b if a < 0 else a
                wt = weight(a, b) if a >= 0 and b >= 0 else (0 if floater in mover_set else lift)
                if wt <= 0:
                    continue
                same_side.append((x, y, 4 * wt))
                if x < left:
                    need = max(need, 4 * wt - dual[x] - dual[y])
                else:
                    slack = dual[x] + dual[y] - 4 * wt
                    room = slack if room is None else min(room, slack)
        if room is not None and need > room:
            return None
        tight: list[set[int]] = [set() for _ in range(2 * left)]
        for (x, y), wt in w.items():
            if dual[x] + dual[y] == 4 * wt:
                tight[x].add(y)
                tight[y].add(x)
        for x, y, wt4 in same_side:
            shift = need if x < left else -need
            if dual[x] + dual[y] + shift == wt4:
                tight[x].add(y)
                tight[y].add(x)
        position = {v: x for x, v in enumerate(vertex) if v >= 0}
        taken: set[int] = set()
        pairs: list[tuple[int, int]] = []
        for mover in movers:
            x = position[mover]
            for r in bracket.residents:
                y = position[r]
                if y in taken or y not in tight[x]:
                    continue
                if self._tight_perfect(tight, taken | {x, y}):
                    taken |= {x, y}
                    pairs.append((mover, r))
                    break
            else:
                return None
        return pairs

    def _movers_first(self, bracket: Bracket) -> list[tuple[int, int]] | None:
        """The moved-down players' pairs proved part of the first best candidate
        (:meth:`_movers_by_kinds`, or for a small bracket :meth:`_movers_by_duals`), or None."""
        found = self._movers_by_kinds(bracket)
        if found is not False:
            return found
        return self._movers_by_duals(bracket) if len(bracket.players) <= _PAIR_BY_PAIR else None

    def _movers_by_kinds(self, bracket: Bracket) -> list[tuple[int, int]] | None | Literal[False]:
        """:meth:`_movers_by_duals` on the kinds of players, for big brackets; False when the kinds
        do not decide (then only the pair-by-pair route may).

        The duals come from the relaxation of the whole bracket (every pair, a virtual player
        taking the one resident left over), a transportation problem between the kinds of
        players (:func:`engine.dutch.transportation.transportation`, on two copies of them): every
        candidate weighs at most half their sum. When some candidate is made of pairs that are
        *tight* for them, it attains that bound, and the best candidates are exactly the perfect
        matchings of tight pairs. Each moved-down player in turn then takes the highest resident
        that leaves a perfect matching of tight pairs (one augmenting path from the matching kept
        so far tells): the first best candidate in the order of D.1.2.
        """
        players = bracket.players
        movers = bracket.movers
        size = len(players)
        k = size // 2
        odd = size % 2 == 1
        if len(movers) > k or size > 2 * k + 1:
            return None
        s = self.s
        mover_set = set(movers)
        lift = 1

        def kind_weight(a: int, b: int) -> int:
            if a > b:
                a, b = b, a
            if a in mover_set and b in mover_set:
                return 0
            if self._absolute[a] is not None and self._absolute[a] is self._absolute[b]:
                return 0
            return self._quality(a, b, self._kind(a, b, mover_set, True, False)) + lift

        ids: dict[tuple[object, ...], int] = {}
        kind_of = [
            ids.setdefault((self.kind[v], self._absolute[v], v in mover_set), len(ids)) for v in players
        ]
        virtual = len(ids)
        members: list[list[int]] = [[] for _ in range(len(ids) + int(odd))]
        for i, g in enumerate(kind_of):
            members[g].append(i)
        if odd:
            members[virtual].append(size)
            kind_of.append(virtual)
        count = len(members)
        table: list[list[int | None]] = [[None] * count for _ in range(count)]
        for g in range(count):
            for h in range(g, count):
                if g == h and len(members[g]) < 2:
                    continue
                if virtual in (g, h):
                    other = h if g == virtual else g
                    table[g][h] = table[h][g] = None if players[members[other][0]] in mover_set else lift
                    if g == h:
                        table[g][h] = None
                    continue
                a, b = players[members[g][0]], players[members[h][0]]
                found = set()
                if s[a].pairing_score >= s[b].pairing_score:
                    found.add(kind_weight(a, b))
                if s[b].pairing_score >= s[a].pairing_score:
                    found.add(kind_weight(b, a))
                if len(found) != 1:
                    return False
                w = found.pop()
                table[g][h] = table[h][g] = w if w > 0 else None
        sizes = [len(m) for m in members]
        plan = transportation(sizes, sizes, lambda g, h: table[g][h])
        if plan is None:
            return None
        u, v, _z = plan
        y = [u[g] + v[g] for g in range(count)]
        tight = [[False] * count for _ in range(count)]
        for g, row in enumerate(table):
            for h, pair_weight in enumerate(row):
                tight[g][h] = pair_weight is not None and y[g] + y[h] == 2 * pair_weight
        allowed = self.allowed
        taken: set[int] = set()

        def adjacent(i: int, j: int) -> bool:
            if i in taken or j in taken or not tight[kind_of[i]][kind_of[j]]:
                return False
            if i == size or j == size:
                return True
            return allowed(players[i], players[j])

        total = size + int(odd)
        matcher = CardinalityMatcher(total, adjacent)
        matcher.greedy()
        if matcher.maximise(perfect=True) > 0:
            return False
        mate = matcher.mate
        position = {p: i for i, p in enumerate(players)}
        pairs: list[tuple[int, int]] = []
        for mover in movers:
            x = position[mover]
            for r in bracket.residents:
                y_ = position[r]
                if y_ in taken or not adjacent(x, y_):
                    continue
                if mate[x] != y_:
                    trial = CardinalityMatcher(total, adjacent)
                    trial.mate = list(mate)
                    p_, q_ = mate[x], mate[y_]
                    trial.mate[p_] = trial.mate[q_] = -1
                    trial.mate[x], trial.mate[y_] = y_, x
                    taken.update((x, y_))
                    if trial.maximise(perfect=True) > 0:
                        taken.difference_update((x, y_))
                        continue
                    mate = trial.mate
                else:
                    taken.update((x, y_))
                pairs.append((mover, r))
                break
            else:
                return None
        return pairs

    @staticmethod
    def _tight_perfect(tight: list[set[int]], taken: set[int]) -> bool:
        """The vertices not ``taken`` have a perfect matching of tight pairs."""
        rest = [x for x in range(len(tight)) if x not in taken]
        matcher = CardinalityMatcher(len(rest), lambda i, j: rest[j] in tight[rest[i]])
        matcher.greedy()
        return matcher.maximise() == 0

    @staticmethod
    def _kind(a: int, b: int, movers: set[int], hetero: bool, lowest: bool, joined: bool = False) -> int:
        """The kind of the edge between two players of the bracket (``a`` the higher), as the
        bits of :class:`EdgeKind`: current 1, following 2, moved down 4, lowest 8, higher
        resident 16, lower resident 32; a lowest bracket joined by C.13 and treated as homogeneous
        (``joined``, D.4) 128."""
        a_moved = a in movers
        b_moved = b in movers
        code = 1 | (8 if lowest else 0)
        if lowest and joined and not hetero:
            code |= _JOINED_HOMOGENEOUS
        if hetero and a_moved and not b_moved:
            code |= 4
        if not a_moved:
            code |= 16
        if not b_moved:
            code |= 32
        return code

    # ---- the round ---------------------------------------------------------------------------
    def pair(self) -> tuple[list[tuple[int, int]], int | None]:
        """The pairs of the round (indices into the player list) and the player who gets the bye."""
        n = self.n
        if n == 0:
            raise _nobody_to_pair()
        quick = self._first_candidate_is_perfect() if self.options.first_round else None
        if quick is not None:
            self.stats["first_round"] += 1
            return quick
        lowest = self._pair_groups([], self._groups(range(n)), joins=True)
        assert lowest is not None
        self.brackets.append(lowest)
        paired = {v for b in self.brackets for pair in b.pairs for v in pair}
        left = [v for v in range(n) if v not in paired]
        if len(left) > n % 2:
            raise _no_pairing()
        pairs = [p for b in self.brackets for p in b.pairs]
        return pairs, (left[0] if left else None)

    def _groups(self, players: Iterable[int]) -> list[list[int]]:
        """The players (in pairing order) in their score groups, highest first (A.2, A.3)."""
        s = self.s
        groups: list[list[int]] = []
        for v in players:
            if groups and s[groups[-1][0]].pairing_score == s[v].pairing_score:
                groups[-1].append(v)
            else:
                groups.append([v])
        return groups

    def _pair_groups(self, carry: list[int], groups: list[list[int]], joins: bool) -> Bracket | None:
        """C.1-C.13 on ``groups`` (score groups, highest first) with ``carry`` moved down into the
        first: the brackets paired are appended to :attr:`brackets`, the lowest one is returned
        (not appended). ``joins``: C.13 may join the two lowest brackets; without it (the lower
        part below a bracket paired again, :meth:`repair_unjoined`) a bracket with pairs is never
        joined and None says that no pairing was found that way."""
        s = self.s
        for gi, group in enumerate(groups[:-1]):
            bracket = Bracket(carry, group, s[group[0]].pairing_score)
            self.move_incompatible(bracket)
            found = self.pair_bracket(bracket, [], lowest=False, complete=False)
            assert found is not None
            bracket.pairs = found
            self.brackets.append(bracket)
            carry = bracket.unpaired()
            following = groups[gi + 1]
            if self.needs_backtrack(Bracket(carry, following)):
                carry = self.backtrack(bracket, following, carry)
        lowest = Bracket(carry, groups[-1], s[groups[-1][0]].pairing_score)
        repaired: set[int] = set()
        while True:
            found = self.pair_bracket(lowest, [], lowest=True, complete=True)
            if found is not None:
                lowest.pairs = found
                break
            # C.13: another pairing of the penultimate bracket with as many pairs; otherwise the
            # lowest bracket with M1 reduced to zero; otherwise the penultimate one with P
            # decreasing; P zero: the two brackets are joined.
            penultimate = self.brackets.pop() if self.brackets else None
            upper = set(penultimate.everyone) if penultimate is not None else set()
            below = [v for v in lowest.players if v not in upper]
            again = None
            fresh = penultimate is not None and id(penultimate) not in repaired
            if penultimate is not None and fresh:
                again = self.repair_same(penultimate, below)
            if again is None:
                found = self.pair_bracket(lowest, [], lowest=True, complete=True, settle=True)
                if found is not None:
                    lowest.pairs = found
                    lowest.events.append(
                        phrase(
                            "PairingExplanation",
                            QT_TRANSLATE_NOOP(
                                "PairingExplanation",
                                "C.13: M1 reduced to zero, the bracket paired as homogeneous",
                            ),
                        )
                    )
                    if penultimate is not None:
                        self.brackets.append(penultimate)
                    break
                if penultimate is None:
                    if not joins:
                        return None
                    raise _no_pairing()
                if fresh and joins and lowest.joined:
                    again = self.c13_unjoined(penultimate, below)
                if fresh and again is None:
                    again = self.repair_fewer(penultimate, below)
                if fresh and again is None and not joins:
                    again = self.repair_as_homogeneous(penultimate, below)
            if again is not None and penultimate is not None:
                if not joins and penultimate.pairs and not again:
                    return None  # P zero: the same as joining the two brackets
                repaired.add(id(penultimate))
                penultimate.events.append(self._repaired_event(len(penultimate.pairs), len(again)))
                penultimate.pairs = again
                self.brackets.append(penultimate)
                lowest = Bracket(penultimate.unpaired(), sorted(below), lowest.score, joined=lowest.joined)
                continue
            assert penultimate is not None
            if not joins and penultimate.pairs:
                return None
            joined = Bracket(sorted(penultimate.everyone), sorted(below), lowest.score, joined=True)
            joined.events = [
                *lowest.events,
                phrase(
                    "PairingExplanation",
                    QT_TRANSLATE_NOOP(
                        "PairingExplanation", "C.13: joined with the bracket above (score {score})"
                    ),
                    score=f"{float(penultimate.score):g}",
                ),
            ]
            lowest = joined
        return lowest

    @staticmethod
    def _repaired_event(before: int, after: int) -> Phrase:
        """What C.13 did to the penultimate bracket, for the explanation."""
        if after == before:
            return phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP(
                    "PairingExplanation",
                    "C.13: paired again so that the lowest bracket can be paired",
                ),
            )
        return phrase(
            "PairingExplanation",
            QT_TRANSLATE_NOOP(
                "PairingExplanation",
                "C.13: paired again so that the lowest bracket can be paired (P decreased from "
                "{before} "
                "to {after})",
            ),
            before=before,
            after=after,
        )

    def _first_candidate_is_perfect(self) -> tuple[list[tuple[int, int]], int | None] | None:
        """A.11, C.6: the first candidate of a one-bracket round with no game played yet (S1
        against S2 in order) fulfils every requirement when all its pairs may meet: no colour
        preferences, no floats, every player may get the bye. This spares the matching of a
        bracket holding the whole field in round 1."""
        s = self.s
        if any(p.played_games or p.pairing_score != s[0].pairing_score for p in s):
            return None
        if any(p.float_1 is not Float.NONE or p.float_2 is not Float.NONE for p in s):
            return None
        half = self.n // 2
        if any(not self.allowed(i, half + i) for i in range(half)):
            return None
        if self.n % 2 and not s[-1].bye_eligible:
            return None
        pairs = [(i, half + i) for i in range(half)]
        self.brackets.append(Bracket([], list(range(self.n)), s[0].pairing_score, pairs=pairs))
        return pairs, (self.n - 1 if self.n % 2 else None)

    def c13_unjoined(self, penultimate: Bracket, below: list[int]) -> list[tuple[int, int]] | None:
        """C.13 with C.14 once the lowest brackets were joined, for a heterogeneous penultimate
        bracket whose moved-down players made all its pairs (M1 = P0): the pairing with P
        decreased that :meth:`repair_unjoined` finds (the players below paired in their own
        score brackets, none with pairs joined) is taken instead of M1 reduced with P kept
        (:meth:`repair_fewer`, whose floaters need the joined bracket) when M1 reduced pairs
        moved-down players of lower scores than the highest ones of that number (D.3's first
        set, C.8.b: JaVaFo 1.4's answer turns on the two movers' scores alone in numberings of
        ``jv14d_p11_r10_s03139`` r10), or when P decreased gives the bye to a player of a lower
        score (A.11, B.3: ``jv14s_p13_r06_s00118`` r6, ``jv14g_p10_r10_s05085`` r7); otherwise
        M1 reduced is kept (``jv14s_p14_r08_s00059`` r8, where the one player allowed the bye
        floats either way; in ``jv14s_p12_r11_s00158`` r8 (d')'s first pairing is M1 reduced's own)."""
        unjoined = self.repair_unjoined(penultimate, below)
        if unjoined is None:
            return None
        shown = penultimate.moved_down_paired
        fewer = self.repair_fewer(penultimate, below)
        penultimate.moved_down_paired = shown  # a trial: the explanation keeps the bracket's M1
        if fewer is None:
            return unjoined[0]
        movers = set(penultimate.movers)
        paired = sorted(
            (self.s[a].pairing_score for pair in fewer for a in pair if a in movers), reverse=True
        )
        highest = sorted((self.s[v].pairing_score for v in movers), reverse=True)[: len(paired)]
        if paired < highest:
            return unjoined[0]
        bye = self._bye_after(penultimate, fewer, below)
        if (
            unjoined[1] is not None
            and bye is not None
            and self.s[unjoined[1]].pairing_score < self.s[bye].pairing_score
        ):
            return unjoined[0]
        return None

    def _bye_after(self, penultimate: Bracket, pairs: list[tuple[int, int]], below: list[int]) -> int | None:
        """The player who gets the bye when the players below this pairing of the penultimate
        bracket are paired by C.1-C.13, joins allowed (a trial: :attr:`brackets` is kept)."""
        paired = {v for pair in pairs for v in pair}
        floaters = sorted(v for v in penultimate.everyone if v not in paired)
        saved, self.brackets = self.brackets, []
        try:
            lowest = self._pair_groups(floaters, self._groups(sorted(below)), joins=True)
            trial = [*self.brackets, lowest] if lowest is not None else self.brackets
        except NoLegalPairingError:
            return None
        finally:
            self.brackets = saved
        done = {v for b in trial for pair in b.pairs for v in pair}
        left = [v for v in [*floaters, *below] if v not in done]
        return left[0] if len(left) == 1 else None

    def repair_unjoined(
        self, penultimate: Bracket, below: list[int]
    ) -> tuple[list[tuple[int, int]], int | None] | None:
        """C.13 after the lowest brackets were joined: another pairing of the (new) penultimate
        bracket, P decreasing, with which the players below are paired in their own score
        brackets again (C.1-C.13, C.12 and C.13's other pairings of the bracket above the lowest
        included) with no bracket that has pairs joined to another: that pairing and the player
        who then gets the bye; None when there is none (:meth:`c13_unjoined` weighs it).

        Issue 34's sixth pass ((d), ``jv14d_p11_r10_s03139`` r10 and ``jv14s_p13_r06_s00118``
        r6) with the seventh's every pairing of each set ((d'), ``jv14g_p10_r10_s05085`` r7:
        7-2 alone, not bracket 3½'s own best 2-4)."""
        greedy = penultimate.pairs
        m1 = penultimate.paired_movers(greedy)
        if not m1 or m1 != len(penultimate.everyone) // 2:
            return None
        groups = self._groups(sorted(below))
        for cap in range(len(greedy), 0, -1):
            for pairs in islice(self._candidates(penultimate, m1, cap), _SETS_TRIED):
                if sorted(pairs) == sorted(greedy):
                    continue
                paired = {v for pair in pairs for v in pair}
                saved, self.brackets = self.brackets, []
                try:
                    floaters = sorted(v for v in penultimate.everyone if v not in paired)
                    lowest = self._pair_groups(floaters, groups, joins=False)
                    trial = [*self.brackets, lowest] if lowest is not None else []
                finally:
                    self.brackets = saved
                if lowest is not None:
                    done = {v for b in trial for pair in b.pairs for v in pair}
                    left = [v for v in [*floaters, *below] if v not in done]
                    return pairs, (left[0] if left else None)
        return None

    def repair_as_homogeneous(self, penultimate: Bracket, below: list[int]) -> list[tuple[int, int]] | None:
        """C.14.b2's last step for the penultimate bracket when the lowest ones may not be joined
        (:meth:`repair_unjoined`): M1 set to zero, the bracket managed as homogeneous with P1 = P0
        and P decreasing (C.14.a) until the lowest bracket can be paired; None when P becomes
        zero."""
        trial = Bracket([], sorted(penultimate.players), penultimate.score)
        trial.removed = list(penultimate.removed)
        dropped = penultimate.removed + below
        for cap in range(len(trial.players) // 2, 0, -1):
            for pairs in (
                self.pair_bracket(trial, [], lowest=False, complete=False, exact=cap),
                self.pair_bracket(trial, dropped, lowest=False, complete=True, ahead=below, exact=cap),
            ):
                if pairs and self.lowest_pairs(penultimate, pairs, below, settle=True):
                    return pairs
        return None

    def _candidates(self, bracket: Bracket, m1: int, cap: int) -> Iterator[list[tuple[int, int]]]:
        """The pairings of ``bracket`` with ``cap`` pairs, for :meth:`repair_unjoined`: of a
        heterogeneous bracket, M1 from ``min(m1, cap)`` down to one and for each M1 the sets of
        moved-down players in the order of D.3 (C.8.b, C.14.b2), the others floating on, each set
        paired by the bracket's own criteria; of a homogeneous one, its own best pairing."""
        if not m1:
            pairs = self.pair_bracket(bracket, [], lowest=False, complete=False, exact=cap)
            if pairs is not None:
                yield pairs
            return
        movers = list(bracket.movers)
        for size in range(min(m1, cap), 0, -1):
            for chosen in combinations(movers, size):
                trial = Bracket(list(chosen), list(bracket.residents), bracket.score)
                trial.removed = [*bracket.removed, *(v for v in movers if v not in chosen)]
                if not trial.heterogeneous:
                    continue
                pairs = self.pair_bracket(trial, [], lowest=False, complete=False, exact=cap)
                if pairs is not None and trial.paired_movers(pairs) == size:
                    yield pairs
                    yield from self._other_pairings(trial, cap, pairs)

    def _other_pairings(
        self, trial: Bracket, cap: int, best: list[tuple[int, int]]
    ) -> Iterator[list[tuple[int, int]]]:
        """Every other pairing of ``cap`` pairs of the heterogeneous ``trial`` whose moved-down
        players are all paired, after its own best: by the pairs not granting both colour
        preferences (A.8, C.10.e), then by the players' numbers (D.1)."""
        movers, residents = list(trial.movers), list(trial.residents)
        found: list[list[tuple[int, int]]] = []

        def extend(i: int, free: list[int], pairs: list[tuple[int, int]]) -> None:
            if len(found) >= _SETS_TRIED:
                return
            if i < len(movers):
                for r in free:
                    if self.allowed(movers[i], r):
                        extend(i + 1, [v for v in free if v != r], [*pairs, (movers[i], r)])
                return
            if len(pairs) == cap:
                found.append(sorted((min(a, b), max(a, b)) for a, b in pairs))
                return
            for j, a in enumerate(free):
                for b in free[j + 1 :]:
                    if self.allowed(a, b):
                        rest = [v for v in free[j + 1 :] if v != b]
                        extend(i, rest, [*pairs, (a, b)])
                # ``a`` left unpaired: the pairs to come are among the later players

        extend(0, residents, [])
        s = self.s

        def clash(pairs: list[tuple[int, int]]) -> int:
            return sum(
                1
                for a, b in pairs
                if s[a].preference is s[b].preference and s[a].preference is not Colour.NONE
            )

        mine = sorted((min(a, b), max(a, b)) for a, b in best)
        for pairs in sorted({tuple(p) for p in found if p != mine}, key=lambda p: (clash(list(p)), p)):
            yield list(pairs)

    def repair_same(self, penultimate: Bracket, below: list[int]) -> list[tuple[int, int]] | None:
        """C.13: another pairing of the penultimate bracket, with as many pairs and moved-down
        players paired (M1), that lets the lowest bracket be paired; among them, the one whose
        floaters the lowest bracket can pair as moved-down players (its M1, as C.12 does).

        A heterogeneous penultimate bracket must move down players of the same scores as its
        first pairing did (C.12's "another set of players of the same size and with the same
        scores", C.8.b's "another set of M1 players"); otherwise P is decreased (:meth:`repair_fewer`).
        Decided on ``jv14g_p07_r07_s05108`` r6 of the second fresh set: bracket 2.5 with 1 (3½) and
        6 (3) moved down, each able to meet only 5; 1-5 and 2-4 move 6 down where the lowest
        bracket cannot be paired, and JaVaFo 1.4 pairs 1-5 alone (2, 4 and 6 float) rather than
        6-5 and 2-4 with 1 moved down; with 1 and 6 on the same score it pairs 6-5 and 2-4."""
        greedy = penultimate.pairs
        m1 = penultimate.paired_movers(greedy)
        dropped = penultimate.removed + below
        again = self.pair_bracket(penultimate, dropped, lowest=False, complete=True, ahead=below)
        if again is None or len(again) != len(greedy) or penultimate.paired_movers(again) != m1:
            return None
        if penultimate.heterogeneous and self.floater_scores(penultimate, again) != self.floater_scores(
            penultimate, greedy
        ):
            return None
        return again if self.lowest_pairs(penultimate, again, below, settle=True) else None

    def floater_scores(self, bracket: Bracket, pairs: list[tuple[int, int]]) -> list[Fraction]:
        """The scores of the players ``bracket`` moves down with these pairs, in order (C.12)."""
        paired = {v for pair in pairs for v in pair}
        return sorted(self.s[v].pairing_score for v in bracket.everyone if v not in paired)

    def repair_fewer(self, penultimate: Bracket, below: list[int]) -> list[tuple[int, int]] | None:
        """C.13 with C.14: the penultimate bracket paired again with fewer moved-down players paired
        or fewer pairs until the lowest one can be paired; None when P becomes zero.

        C.14.b: a heterogeneous bracket whose moved-down players made all its pairs (M1 = P0,
        counting the players C.1 moved down: the remainder had no pair to make) has M1 reduced,
        one at a time and never to zero, keeping as many pairs as it can (``x13_05_p8_r9`` r8 of
        dutch2013b: 2-5, 9-6 and 8-4 rather than 1-8 and 2-4; ``jv14s_p14_r09_s00046`` r8: M1 from
        1 is not reduced to zero, the brackets are joined); otherwise P decreases, M1 no more than
        P (``jv14_p011_r10_s120100`` r9, ``jv14_p012_r10_s120146`` r7, where C.1 had moved a
        player down and the remainder had a pair to make), the penultimate bracket's own quality
        first among the pairings with that P."""
        greedy = penultimate.pairs
        m1 = penultimate.paired_movers(greedy)
        dropped = penultimate.removed + below
        again = self.pair_bracket(penultimate, dropped, lowest=False, complete=True, ahead=below)
        if again is None:
            return None
        if m1 < len(penultimate.everyone) // 2 and 0 < penultimate.paired_movers(again) < m1:
            # The remainder had pairs to make and the lowest bracket needs fewer moved-down players
            # paired: M1 reduced set by set (``jv14d_p13_r11_s03097`` r7).
            reduced = self._reduced_sets(penultimate, below, m1)
            if reduced is not None:
                return reduced
        if m1 == len(penultimate.everyone) // 2 and 0 < penultimate.paired_movers(again) < m1:
            # C.14.b2: M1 reduced (``again`` holds the most moved-down players, then the most pairs,
            # with which the lowest bracket can be paired).
            return again if self.lowest_pairs(penultimate, again, below, settle=True) else None
        if len(again) < len(greedy):
            # The most pairs with which the lowest bracket can be paired: P decreased to it. Of
            # the pairings with that many pairs, the best for the penultimate bracket itself
            # (C.13: "another pairing in the penultimate score bracket which will allow a
            # pairing in the lowest score bracket"), not the one whose floaters the lowest
            # bracket pairs best (``jv14l_p79_r11_s00058`` r11: 67-79, both colours granted,
            # rather than 51-60 against A.7.d, though 51 and 60 then pair only one moved-down
            # player below).
            own = self.pair_bracket(penultimate, dropped, lowest=False, complete=True)
            if (
                own is not None
                and len(own) == len(again)
                and penultimate.paired_movers(own) == min(m1, len(own))
                and self.lowest_pairs(penultimate, own, below, settle=True)
            ):
                return own
            ok = again and penultimate.paired_movers(again) == min(m1, len(again))
            return again if ok and self.lowest_pairs(penultimate, again, below, settle=True) else None
        for cap in range(len(greedy) - 1, 0, -1):
            again = self.pair_bracket(penultimate, [], lowest=False, complete=False, exact=cap)
            if again is None or penultimate.paired_movers(again) != min(m1, cap):
                continue
            if self.lowest_pairs(penultimate, again, below, settle=True):
                return again
        return None

    def _reduced_sets(self, penultimate: Bracket, below: list[int], m1: int) -> list[tuple[int, int]] | None:
        """C.13 with C.14.b2 and C.8.b, for a heterogeneous penultimate bracket whose remainder had
        pairs to make (M1 < P0): M1 reduced by one at a time, and for each M1 the sets of that many
        moved-down players in the order of D.3 (the others float on), each set paired by the
        bracket's own criteria (its remainder as well as it can be), until the lowest bracket can
        be paired; the first such set is kept, not the one with the most pairs.

        Decided on ``jv14d_p13_r11_s03097`` r7 of the probe set: bracket 2.5 with 1 and 2 moved
        down, 1 the only player allowed the bye; JaVaFo 1.4 pairs 2-13, 3-4, 7-10 (M1 = 1, P
        kept) and gives 1 the bye, where the brackets were joined before. ``jv14_p011_r10_s120100``
        r9 (the first set {6}, one pair, rather than {3} with two) agrees. At most
        :data:`_SETS_TRIED` sets; None when none lets the lowest bracket be paired."""
        movers = list(penultimate.movers)
        sets = (chosen for size in range(m1 - 1, 0, -1) for chosen in combinations(movers, size))
        for chosen in islice(sets, _SETS_TRIED):
            trial = Bracket(list(chosen), list(penultimate.residents), penultimate.score)
            trial.removed = [*penultimate.removed, *(v for v in movers if v not in chosen)]
            if not trial.heterogeneous:
                continue
            pairs = self.pair_bracket(trial, [], lowest=False, complete=False)
            if pairs is None or trial.paired_movers(pairs) != len(chosen):
                continue
            if self.lowest_pairs(penultimate, pairs, below, settle=True):
                return pairs
        return None

    def lowest_pairs(
        self, penultimate: Bracket, pairs: list[tuple[int, int]], below: list[int], settle: bool
    ) -> bool:
        """The lowest bracket can be paired (C.13) below this pairing of the penultimate one."""
        paired = {v for pair in pairs for v in pair}
        floaters = [v for v in penultimate.everyone if v not in paired]
        if not self.completable(floaters + below):
            return False
        lsb = Bracket(sorted(floaters), sorted(below))
        return self.pair_bracket(lsb, [], lowest=True, complete=True, settle=settle) is not None

    def move_incompatible(self, bracket: Bracket) -> None:
        """C.1: a player for whom no opponent can be found within the bracket is moved down (a
        moved-down one after C.12 found no other floaters for the bracket above)."""
        while True:
            players = bracket.players
            out = [v for v in players if not any(o != v and self.allowed(v, o) for o in players)]
            if not out:
                return
            bracket.removed.extend(out)
            bracket.movers = [v for v in bracket.movers if v not in out]
            bracket.residents = [v for v in bracket.residents if v not in out]

    def completable(self, players: list[int]) -> bool:
        """The players can all be paired, one of them left for the bye if their number is odd."""
        s = self.s
        candidates = [i for i, v in enumerate(players) if s[v].bye_eligible]
        return (
            completable(len(players), lambda i, j: self.allowed(players[i], players[j]), candidates)
            is not None
        )

    def needs_backtrack(self, bracket: Bracket) -> bool:
        """C.12 applies to a bracket with moved-down players when one of them has no possible
        opponent in it (C.1) or when it cannot make P1 = P0 pairs.

        P0 counts the players left once C.1 has moved down the residents with no possible
        opponent there (C.1 comes before P0 is determined, C.2; item 7 of docs/editions.md):
        such a resident floats whatever the bracket above does (``jv14l_p21_r11_s00032`` r8 of
        tests/data/dutch2013_javafo: 14 has met 6, 11 and 16, so bracket 3½ with 6 moved down
        makes its one pair, and JaVaFo 1.4 keeps 3-5 above)."""
        if not bracket.movers:
            return False
        if self.incompatible_mover(bracket):
            return True
        left = Bracket(list(bracket.movers), list(bracket.residents))
        self.move_incompatible(left)
        if len(left.movers) < len(bracket.movers):
            return True  # a moved-down player left without an opponent by C.1
        return 2 * self.max_pairs(left) < len(left.players) - 1

    def incompatible_mover(self, bracket: Bracket) -> bool:
        """C.1: a moved-down player for whom no opponent can be found within the bracket."""
        others = bracket.players
        return any(not any(o != m and self.allowed(m, o) for o in others) for m in bracket.movers)

    def max_pairs(self, bracket: Bracket) -> int:
        """How many pairs the bracket can make at most (B.1, B.2 only)."""
        players = bracket.players
        movers = set(bracket.movers) if bracket.heterogeneous else set()

        def adjacent(i: int, j: int) -> bool:
            a, b = players[i], players[j]
            return not (a in movers and b in movers) and self.allowed(a, b)

        matcher = CardinalityMatcher(len(players), adjacent)
        matcher.greedy()
        return (len(players) - matcher.maximise()) // 2

    def backtrack(self, bracket: Bracket, following: list[int], carry: list[int]) -> list[int]:
        """C.12: pair ``bracket`` again so that another set of players, of the same size and with
        the same scores, moves down and lets the next bracket make its pairs (accepted as
        :meth:`c12_accepts` says).

        The moved-down players the next bracket can then pair come right after the closeness of the
        scores, before every other requirement of ``bracket`` (``jv14s_p13_r07_s00036`` r7: 10-2
        against both colour preferences, so that 4 and 6 both find an opponent below). So do all
        the pairs of the next bracket when a moved-down player has no opponent there (C.1 sends to
        C.12: ``jv14_p010_r06_s120153`` r4, dutch2013b ``x13_03_p13_r10`` r6). When the next
        bracket only cannot make P1 pairs among its own players, the reference engine keeps
        ``bracket``'s colours (X, Z, A.7.d, B.2) and gives up only its floaters' criteria for them
        (B.5 for a downfloater: ``jv14w_p036_r13_s130020`` r12; not the colours: dutch2013b
        ``x13_05_p8_r9`` r7 and ``n13acc_27_p56_r11`` r11)."""
        short = not self.incompatible_mover(Bracket(carry, following))
        again = self.pair_bracket(
            bracket, [], lowest=False, complete=False, ahead=following, short_of_pairs=short
        )
        if again is None:
            return carry
        previous = bracket.pairs
        bracket.pairs = again
        moved = self.accepted_set(bracket, carry, following)
        if moved is not None:
            return moved
        bracket.pairs = previous
        if not short:
            return self.keep_stuck(bracket, following, carry)
        return carry

    def keep_stuck(self, bracket: Bracket, following: list[int], carry: list[int]) -> list[int]:
        """C.1 then C.12, when :meth:`backtrack`'s weighing found no other set: a player moved
        down into ``bracket`` from above and on again, with no possible opponent in the next
        bracket, sends ``bracket`` back to be paired with him in it, when a pairing of the same
        number of pairs moves down another set of the same scores that the next bracket accepts
        (:meth:`c12_accepts`), even at the cost of the bracket's colours: the first pairing in
        the order of his possible opponents there (A.2). ``jv14m_p10_r07_s09612`` r5 of
        tests/data/dutch2013_javafo/fresh5: 2-6 in bracket 2½ moves 5 and 1 down, 5 has met 3,
        so JaVaFo 1.4 pairs 5-6 and moves 2 and 1 down (3-2, 1-8), against both colours. Not
        for one of the bracket's own players: JaVaFo moves him on (``fresh/``
        ``jv14f_p07_r09_s01011`` r7, ``fresh2/`` ``jv14g_p06_r08_s05149`` r5; issue 34's eighth
        pass, docs/editions.md, the C.12 bullet)."""
        first = Bracket(carry, following)
        stuck = [m for m in carry if not any(o != m and self.allowed(m, o) for o in first.players)]
        previous = bracket.pairs
        for m in stuck:
            if m not in bracket.movers:
                continue
            for r in bracket.players:
                if r == m or not self.allowed(m, r):
                    continue
                rest = Bracket(
                    [v for v in bracket.movers if v not in (m, r)],
                    [v for v in bracket.residents if v not in (m, r)],
                    bracket.score,
                    removed=list(bracket.removed),
                )
                found = self.pair_bracket(rest, [], lowest=False, complete=False, ahead=following)
                if found is None:
                    continue
                bracket.pairs = [(min(m, r), max(m, r)), *found]
                moved = self.accepted_set(bracket, carry, following)
                if moved is not None:
                    return moved
                bracket.pairs = previous
        return carry

    def accepted_set(self, bracket: Bracket, carry: list[int], following: list[int]) -> list[int] | None:
        """The players ``bracket``'s pairs now move down, when they are another set of the same
        scores as ``carry`` (the players first moved down) that C.12 accepts (:meth:`c12_accepts`),
        the bracket's explanation saying so; None otherwise."""
        moved = bracket.unpaired()
        if sorted(self.s[v].pairing_score for v in moved) != sorted(self.s[v].pairing_score for v in carry):
            return None
        accepted = self.c12_accepts(Bracket(carry, following), Bracket(moved, following))
        if accepted is None:
            return None
        bracket.events.append(
            phrase(
                "PairingExplanation",
                accepted,
                moved=[self.s[v].number for v in moved],
                instead=[self.s[v].number for v in carry],
            )
        )
        return moved

    def c12_accepts(self, first: Bracket, other: Bracket) -> str | None:
        """C.12's acceptance: the other pairing of the bracket above, which moves down another set
        of players of the same size and scores (``other``, the next bracket with them, against
        ``first``, with the players first moved down), "now allows P1 pairings to be made" when
        (a) the next bracket needs no C.12 with them: each moved-down player has an opponent there
        and P0 pairs can be made (:meth:`needs_backtrack`; ``jv14s_p13_r07_s00036`` r7), unless
        the first set was sent to C.12 by C.1 and the other changes nothing below
        (:meth:`changes_nothing_below`), or (b)
        C.1 having moved on every player with no opponent there (backtracking is disallowed when
        already backtracking), a moved-down one included, it makes more pairs than with the
        players first moved down (:meth:`pairs_after_c1`). JaVaFo 1.4 accepts (b) in
        ``jv14f_p11_r07_s01118`` r6 (2-6 above, so that 5 and 8 move down instead of 2 and 8 and
        5-10 is paired, though 8 has no opponent there) and refuses, in ``jv14h_p11_r11_s07133``
        r11, a set that leaves the next bracket P0 pairs once C.1 has moved on its player with no
        opponent, but no more pairs than before (1 and 6 instead of 1 and 3: 4-8 either way). The
        event's text, or None when the other pairing is not accepted."""
        if not self.needs_backtrack(other) and not self.changes_nothing_below(first, other):
            return QT_TRANSLATE_NOOP(
                "PairingExplanation",
                "C.12: paired again so that the next bracket can pair its moved-down players "
                "({moved} move "
                "down instead of {instead})",
            )
        if self.pairs_after_c1(other) > self.pairs_after_c1(first):
            return QT_TRANSLATE_NOOP(
                "PairingExplanation",
                "C.12: paired again so that the next bracket can make more pairs ({moved} move "
                "down instead of {instead})",
            )
        return None

    def changes_nothing_below(self, first: Bracket, other: Bracket) -> bool:
        """C.12's "this now allows P1 pairings to be made", when the players first moved down
        include one with no possible opponent in the next bracket (C.1 sent to C.12): the other
        set changes nothing there when, C.1 having moved on every player with no opponent, the
        next bracket makes as many pairs with it (:meth:`pairs_after_c1`) and the highest score
        it must move on again (:meth:`highest_moved_on`) is no lower. JaVaFo 1.4 then keeps the
        first pairing of the bracket above: ``fresh7/`` ``jv14q_p08_r07_s11147`` r5 (bracket 2
        pairs 2-4 and moves down 1 and 3, 3 has met 6, the one resident of bracket 1½; 3-4
        would move down 1 and 2, both with an opponent there, but 1-6 is paired and a player of
        2½ moves on either way); it takes the other set when it lowers that score (``fresh5/``
        ``jv14m_p10_r07_s09612`` r5: 3-1 would move 5, on 3, on again, 3-2 moves 1, on 2½).
        Undecided (False) when the next bracket would move on more than one player once C.1 has
        moved its own: issue 34's tenth pass, docs/editions.md, the C.12 bullet, (f)."""
        if not self.incompatible_mover(first):
            return False
        if self.pairs_after_c1(other) != self.pairs_after_c1(first):
            return False
        before, after = self.highest_moved_on(first), self.highest_moved_on(other)
        if before is None or after is None:
            return False
        return after >= before

    def highest_moved_on(self, bracket: Bracket) -> Fraction | None:
        """The highest score among the players ``bracket`` must move down at least (B.1, B.2
        only): those C.1 moves on, and, when its other players make all their pairs but one
        player, the lowest score that player can have; None when more than one is left over."""
        s = self.s
        left = Bracket(list(bracket.movers), list(bracket.residents))
        self.move_incompatible(left)
        most = self.max_pairs(left)
        scores = [s[v].pairing_score for v in left.removed]
        over = len(left.players) - 2 * most
        if over > 1:
            return None
        if over == 1:
            scores.append(
                min(
                    s[v].pairing_score
                    for v in left.players
                    if self.max_pairs(
                        Bracket([u for u in left.movers if u != v], [u for u in left.residents if u != v])
                    )
                    == most
                )
            )
        return max(scores, default=None)

    def pairs_after_c1(self, bracket: Bracket) -> int:
        """How many pairs ``bracket`` can make once C.1 has moved on every player with no
        possible opponent there, a moved-down one included (B.1, B.2 only; C.12's acceptance)."""
        left = Bracket(list(bracket.movers), list(bracket.residents))
        self.move_incompatible(left)
        return self.max_pairs(left)

    def notes(self) -> list[BracketNote]:
        """The brackets as they were paired, in the terms of the 2012 text (see :mod:`explain`)."""
        s = self.s
        even = self.round_number % 2 == 0
        low = self.layout.low_score
        out: list[BracketNote] = []
        for i, b in enumerate(self.brackets):
            last = i == len(self.brackets) - 1
            movers = {int(s[v].number) for v in b.movers}
            arrived = movers | {s[v].number for v in b.removed if s[v].pairing_score > b.score}
            players = [s[v] for v in b.players]
            pairs = [(s[x], s[y]) if x < y else (s[y], s[x]) for x, y in b.pairs]
            q = measure(players, movers, b.heterogeneous, last, pairs, even, low)
            x1, z1 = colour_targets(players, even)
            paired = {v for pair in b.pairs for v in pair}
            left = [s[v] for v in b.players if v not in paired]
            downfloaters = [p for p in left if p.number not in movers]
            ups = [y for x, y in pairs if b.heterogeneous and x.number in movers and y.number not in movers]
            counts: list[str | Phrase] = [f"P0 = {len(b.everyone) // 2}, P = {len(pairs)}"]
            if b.heterogeneous:
                counts.append(f"M0 = {len(b.movers)}, M1 = {q.moved_down_paired}")
            counts.append(f"X1 = {x1}, X = {q.x}")
            if even:
                counts.append(f"Z1 = {z1}, Z = {q.z}")
            if last:
                counts.append(
                    phrase(
                        "PairingExplanation",
                        QT_TRANSLATE_NOOP("PairingExplanation", "B3-factor {factor}"),
                        factor=f"{float(q.b3_factor):g}",
                    )
                )
            order: list[Phrase] = []
            if b.heterogeneous:
                first = [(x, y) for x, y in pairs if x.number in movers and y.number not in movers]
                if first:
                    order.append(
                        phrase(
                            "PairingExplanation",
                            QT_TRANSLATE_NOOP(
                                "PairingExplanation", "moved-down players first (D.3, D.1.2): {pairs}"
                            ),
                            pairs=", ".join(f"{x.number}-{y.number}" for x, y in first),
                        )
                    )
                rest = [p for p in players if p.number not in movers or last]
                rest = [p for p in rest if all(p is not x and p is not y for x, y in first)]
                order += order_lines(rest, [pq for pq in pairs if pq not in first])
            else:
                order += order_lines(players, pairs)
            events = [
                phrase(
                    "PairingExplanation",
                    QT_TRANSLATE_NOOP(
                        "PairingExplanation", "C.1: {player} has no possible opponent here and is moved down"
                    ),
                    player=s[v].number,
                )
                for v in b.removed
            ]
            out.append(
                BracketNote(
                    b.score,
                    movers=[s[v].number for v in sorted(b.movers + b.removed) if s[v].number in arrived],
                    residents=[
                        s[v].number for v in sorted(b.residents + b.removed) if s[v].number not in arrived
                    ],
                    heterogeneous=b.heterogeneous,
                    lowest=last,
                    joined=b.joined,
                    pairs=[(x.number, y.number) for x, y in pairs],
                    downfloaters=[] if last else [s[v].number for v in b.unpaired()],
                    bye=left[0].number if last and left else None,
                    counts=counts,
                    order=order,
                    relaxed=relaxed_lines(q, x1, z1, even, downfloaters, ups),
                    events=events + b.events,
                )
            )
        return out
