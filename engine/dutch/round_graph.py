"""What every Dutch round-pairing shares, whatever the edition: the players as a graph.

The players still to be paired are vertices ``0..n-1`` (in pairing order, art. 1.2 / A.2); a pair
that may be made carries a positive integer weight packing the edition's criteria; pairs become
fixed bracket by bracket. Both texts define the absolute criteria the same way (2025/2026 [C1],
[C3]; 2017 C.1, C.3: players met, forbidden pairs, non-topscorers with the same absolute colour
preference) and the same sequential generation of candidates (2025/2026 art. 4; 2017 section D:
the set of moved-down players paired, the transpositions of S2, the exchanges between S1 and S2),
which is packed here into bonuses below every criterion, so that among equally good candidates
the first one generated wins.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.dutch.completion import Adjacent
from engine.dutch.phrase import Phrase
from engine.dutch.remainder_fields import LEVEL_BITS, LazyPairs, RemainderFields, packed_levels, widest_bits
from engine.dutch.sparse_matching import ImplicitGraph
from engine.dutch.state import PlayerState
from engine.dutch.transposition import Kinds


@dataclass
class BracketNote:
    """What happened in one bracket, for the explanation of a round."""

    score: Fraction
    movers: list[int] = field(default_factory=list)
    residents: list[int] = field(default_factory=list)
    pairs: list[tuple[int, int]] = field(default_factory=list)
    downfloaters: list[int] = field(default_factory=list)
    unmet: list[Phrase] = field(default_factory=list)
    """Quality criteria the chosen pairing of the bracket could not satisfy, with their article."""
    kind: str = ""
    """What the edition calls this bracket when it is special: 2017 A.9 ``"PPB"`` (Penultimate
    Pairing Bracket) or ``"CLB"`` (Collapsed Last Bracket); empty otherwise."""


class RoundGraph:
    """The players of one round-pairing, the weights of their pairs and the pairs fixed so far."""

    def __init__(
        self, states: list[PlayerState], played_rounds: int, topscorer_above: Fraction | None
    ) -> None:
        self.s = states
        self.n = len(states)
        self.played_rounds = played_rounds
        self.top_above = topscorer_above
        self.fixed: dict[int, int] = {}
        self.notes: list[BracketNote] = []
        self.hints: list[tuple[int, int]] = []
        """Pairs the general path's next matching starts its candidates with (:meth:`_hint`)."""

    def scoregroups(self) -> list[list[int]]:
        """The players by index in their scoregroups, highest first: all the players with the same
        (pairing) score (2025/2026 art. 1.3.1, 2017 A.3), each run of one score in the pairing order."""
        groups: list[list[int]] = []
        for v in range(self.n):
            if groups and self.s[groups[-1][0]].pairing_score == self.s[v].pairing_score:
                groups[-1].append(v)
            else:
                groups.append([v])
        return groups

    # ---- absolute criteria -------------------------------------------------------------------
    def topscorer(self, p: PlayerState) -> bool:
        return self.top_above is not None and p.pairing_score > self.top_above

    def compatible(self, a: PlayerState, b: PlayerState) -> bool:
        """[C1] not met before (nor forbidden); [C3] non-topscorers with the same absolute preference."""
        if b.number in a.forbidden or a.number in b.forbidden:
            return False
        return self.kinds_meet(a, b)

    def kinds_meet(self, a: PlayerState, b: PlayerState) -> bool:
        """[C3] alone: what their kinds say (not two non-topscorers with the same absolute preference)."""
        return (
            not a.absolute
            or not b.absolute
            or a.preference is not b.preference
            or self.topscorer(a)
            or self.topscorer(b)
        )

    def meet(self, a: int, b: int) -> bool:
        """:meth:`compatible` of two players by index."""
        return self.compatible(self.s[a], self.s[b])

    def _shift(self, bonus: Mapping[tuple[int, int], int]) -> tuple[int, int]:
        """Where the criteria go above the preferences, and the constant keeping every edge positive."""
        widest = widest_bits(bonus)
        return widest + 3 + self.n.bit_length() + 2, 1 << (widest + 1)

    def _round_matching(self, unmatched: int, players: list[int], local: list[int]) -> list[int]:
        """A matching of ``players`` (``local[i]``: the index of i's partner, or < 0) as a matching
        of the whole round: the fixed pairs, these pairs, ``unmatched`` for everyone else."""
        result = [unmatched] * self.n
        for v, m in self.fixed.items():
            result[v] = m
        for i, m in enumerate(local):
            if m >= 0:
                result[players[i]] = players[m]
        return result

    def _adjacency(self, players: list[int]) -> Adjacent:
        """[C1]/[C3] compatibility of ``players`` by local index, for :func:`completable`."""
        s = self.s
        numbers = [s[v].number for v in players]
        forbidden = [s[v].forbidden for v in players]
        # Players who may not meet another with the same absolute preference ([C3]).
        colour = [s[v].preference if s[v].absolute and not self.topscorer(s[v]) else None for v in players]

        def adjacent(i: int, j: int) -> bool:
            if numbers[j] in forbidden[i] or numbers[i] in forbidden[j]:
                return False
            return colour[i] is None or colour[i] is not colour[j]

        return adjacent

    # ---- the weights of the pairs, read from kinds of players -------------------------------------
    def get_weight(self, a: int, b: int) -> int:
        """The criteria weight of a pair of the bracket being paired (0: not a pair of it, or they
        may not meet)."""
        raise NotImplementedError

    def get_weight_free(self, higher: int, lower: int) -> int:
        """:meth:`get_weight` of a pair as if they may meet (``higher`` before ``lower``): it reads
        only their :meth:`_implicit_kind`."""
        raise NotImplementedError

    def _implicit_kind(self, v: int) -> tuple[object, ...]:
        """Everything the weights of v's pairs read of v (its kind of player, where it stands)."""
        raise NotImplementedError

    def _rank(self, v: int) -> tuple[int, Fraction]:
        """Where v stands, in pairing order: a pair of players of different ranks has the lower
        rank first (a score group after those above it)."""
        raise NotImplementedError

    def _kinds(self) -> Kinds:
        """How :meth:`get_weight` reads the players, for :func:`first_optimal_transposition`."""
        s = self.s

        def kind_weight(a: int, b: int) -> int:
            return self.get_weight_free(a, b) if self.kinds_meet(s[a], s[b]) else 0

        def precedes(a: int, b: int) -> bool:
            return self._rank(a) <= self._rank(b)

        return Kinds(self._implicit_kind, kind_weight, self.meet, precedes)

    def _implicit_graph(
        self,
        players: list[int],
        raw: Callable[[int, int], int],
        reduce: Callable[[int, int, int, int], int],
        bonus: Mapping[tuple[int, int], int],
        virtual: Callable[[int], int] | None = None,
        lexicographic: bool = False,
    ) -> ImplicitGraph:
        """The graph of ``players`` (in pairing order) for :mod:`engine.dutch.sparse_matching`.

        A pair ``a`` before ``b`` weighs ``reduce(a, b, raw(a, b), bonus)`` when the two may meet,
        where ``raw`` reads only the players' :meth:`_implicit_kind`; the pairs of ``bonus`` are the
        special ones. ``virtual``: a last vertex after the players, whose pair with player v weighs
        ``virtual(v)`` (0: none); the players' kinds then tell that value too. ``lexicographic``:
        ``reduce`` is ``(raw << shift) + floor + extra`` for a positive ``raw`` (0 otherwise, with
        the constants of :meth:`_shift`), so the graph also gets its levels (:meth:`_levels`)."""
        s = self.s
        index = {v: i for i, v in enumerate(players)}
        ids: dict[tuple[object, ...], int] = {}
        if virtual is None:
            kinds = [ids.setdefault(self._implicit_kind(v), len(ids)) for v in players]
        else:
            values = [virtual(v) for v in players]
            kinds = [
                ids.setdefault((*self._implicit_kind(v), x), len(ids))
                for v, x in zip(players, values, strict=True)
            ]
        rep: dict[int, int] = {}
        for v, k in zip(players, kinds, strict=True):
            rep.setdefault(k, v)
        size = len(players)
        virtual_kind = len(ids)
        rank = self._rank
        compatible = self.compatible
        kinds_meet = self.kinds_meet

        def weight(i: int, j: int) -> int:
            if j == size:
                return values[i]
            a, b = players[i], players[j]
            if not compatible(s[a], s[b]):
                return 0
            return reduce(a, b, raw(a, b), bonus.get((a, b), 0))

        def orders(x: int, y: int) -> set[int]:
            """The weights of a pair of players of kinds x and y, in the orders that can occur."""
            if x == virtual_kind:
                return {0}
            if y == virtual_kind:
                return {values[index[rep[x]]]}
            a, b = rep[x], rep[y]
            if not kinds_meet(s[a], s[b]):
                return {0}
            found = set()
            if rank(a) <= rank(b):
                found.add(reduce(a, b, raw(a, b), 0))
            if rank(b) <= rank(a):
                found.add(reduce(b, a, raw(b, a), 0))
            return found

        def bound(x: int, y: int) -> int:
            return max(orders(x, y))

        def exact(x: int, y: int) -> int | None:
            found = orders(x, y)
            return found.pop() if len(found) == 1 else None

        hints = [(index[a], index[b]) for a, b in self.hints if a in index and b in index]
        special = LazyPairs(lambda: {(index[a], index[b]) for a, b in bonus if a in index and b in index})
        if virtual is not None:
            kinds.append(virtual_kind)
            size_all = size + 1
        else:
            size_all = size
        levels = self._levels(players, raw, bonus) if lexicographic and virtual is None else []
        return ImplicitGraph(size_all, kinds, weight, bound, special, exact, hints=hints, levels=levels)

    def _levels(
        self, players: list[int], raw: Callable[[int, int], int], bonus: Mapping[tuple[int, int], int]
    ) -> list[Callable[[int, int], int]]:
        """:func:`engine.dutch.remainder_fields.packed_levels` of ``players``, the criteria being
        ``raw`` of a pair that may meet ([C1], [C3])."""
        s, compatible = self.s, self.compatible

        def criteria(a: int, b: int) -> int:
            return raw(a, b) if compatible(s[a], s[b]) else 0

        return packed_levels(players, criteria, bonus, LEVEL_BITS)

    def _hint(self, stable: Sequence[int], remainder: Sequence[int] = (), s1_size: int = 0) -> None:
        """The general path's next matching starts from the pairs of the last one (``stable``) and,
        for a remainder, its first candidate (S1R[i] with S2R[i], art. 4.3.1): exact whatever they
        are (:mod:`engine.dutch.listed_matching` checks every pair), they only spare check rounds."""
        self.hints = [(v, m) for v, m in enumerate(stable) if m > v]
        self.hints.extend(zip(remainder[:s1_size], remainder[s1_size : 2 * s1_size], strict=True))

    def fix(self, a: int, b: int) -> None:
        self.fixed[a] = b
        self.fixed[b] = a

    def _fix_all(self, pairs: list[tuple[int, int]], noted: list[tuple[int, int]]) -> None:
        """Fix the pairs a shortcut settled and note them as the bracket's."""
        for a, b in pairs:
            self.fix(a, b)
            noted.append((a, b))

    # ---- the round -------------------------------------------------------------------------

    def _canonical_is_optimal(self, remainder: list[int], s1_size: int, stable: list[int]) -> bool:
        """The optimum pairs S1R with the first S2R players and the canonical pairs weigh as much.

        Then the canonical candidate is itself optimal, with no exchange and the first transposition:
        it comes first in the order of art. 4 and no solve is needed.
        """
        s1 = remainder[:s1_size]
        s2 = remainder[s1_size : 2 * s1_size]
        if {stable[v] for v in s1} != set(s2):
            return False
        canonical = sum(self.get_weight(a, b) for a, b in zip(s1, s2, strict=True))
        if any(self.get_weight(a, b) <= 0 for a, b in zip(s1, s2, strict=True)):
            return False
        return canonical == sum(self.get_weight(v, stable[v]) for v in s1)

    @staticmethod
    def _key(a: int, b: int) -> tuple[int, int]:
        return (a, b) if a < b else (b, a)

    def _mdp_bonus(self, mdps: list[int], residents: list[int]) -> dict[tuple[int, int], int]:
        """Art. 4.4.2 then 4.2: earliest MDPs paired, then each MDP's highest possible opponent."""
        k = len(mdps)
        grade_bits = (len(residents) + 1).bit_length()
        opp_bits = grade_bits * k
        out: dict[tuple[int, int], int] = {}
        for i, v in enumerate(mdps):
            ok = [r for r in residents if self.get_weight(v, r) > 0]
            for g, r in enumerate(reversed(ok)):
                select = 1 << (k - 1 - i)
                grade = (g + 1) << (grade_bits * (k - 1 - i))
                out[self._key(v, r)] = (select << opp_bits) + grade
        return out

    def _remainder_bonus(self, remainder: list[int], s1_size: int) -> RemainderFields:
        """Art. 4.3.3 rules 1-4, then the transpositions of art. 4.2, packed lexicographically.

        For a pair of the remainder the higher ranked player is counted in the new S1. Fields, from
        the most significant: pairs whose S1 player comes from the original S1 (fewest exchanges);
        minus the BSN of the S1 player (smallest BSN difference); S1 players kept in S1, the lowest
        counting most (the highest BSNs move to S2); S2 players moved to S1, the highest counting
        most; then for each S1 player in order, the rank of its opponent (transpositions). Computed
        pair by pair when asked (:class:`engine.dutch.remainder_fields.RemainderFields`).
        """
        return RemainderFields(remainder, s1_size, lambda a, b: self.get_weight(a, b) > 0)

    def _perfect_first_round(self) -> tuple[list[tuple[int, int]], int | None] | None:
        """Art. 3.4.1: a perfect candidate is accepted at once. Before any game, with one scoregroup,
        the first candidate (S1 = the first half against S2 in order, art. 3.3.1) is perfect as soon as
        all its pairs are allowed: there are no colour preferences or floats yet, and every player may
        receive the PAB. This spares the matching of one bracket holding the whole field.
        """
        s = self.s
        if self.played_rounds or not s or any(p.pairing_score != s[0].pairing_score for p in s):
            return None
        half = self.n // 2
        if any(not self.compatible(s[i], s[half + i]) for i in range(half)):
            return None
        if self.n % 2 and not s[-1].bye_eligible:
            return None
        pairs = [(i, half + i) for i in range(half)]
        for a, b in pairs:
            self.fix(a, b)
        bye = self.n - 1 if self.n % 2 else None
        self.notes.append(
            BracketNote(
                s[0].pairing_score,
                residents=[p.number for p in s],
                pairs=[(s[a].number, s[b].number) for a, b in pairs],
                downfloaters=[s[bye].number] if bye is not None else [],
            )
        )
        return pairs, bye
