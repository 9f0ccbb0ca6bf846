"""The pairing of one round by the Burstein System (C.04.4.2), as bbpPairings v6 computes it.

C.04.4.2 pairs each scoregroup after its players are ordered by their index
(:mod:`engine.burstein.index`): "the first player is paired against the last one, the second against
the last but one, and so on", subject to the absolute criteria of C.04.1 (no second game; no
opponents who both have an absolute colour preference for the same colour) and to the floats needed
to pair every scoregroup. bbpPairings reads this as a sequence of maximum-weight matchings
(``docs/systems/burstein.md`` quotes the articles and argues the reading):

1. :meth:`RoundProcess.scoregroups`: the scoregroups are taken from the top; a scoregroup that
   cannot be paired with at most one floater into the next is merged with the next score, and the
   last one, when it cannot be paired, with the one above it. An edge weighs, in priority order:
   compatible (C.04.1: not met, not two absolute preferences for one colour), in one scoregroup, and
   (in step 2) the colour preferences both granted.
2. :meth:`RoundProcess.pairs`: scoregroup by scoregroup (with the floater from the one above), in
   the order of the index, each player is given the *lowest* player of the order whom it can meet
   while the whole round keeps a best matching: the first player meets the last one, as the text says,
   unless that would cost a pair, a pair inside the scoregroup or a granted colour preference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.burstein.colour_start import colour_start
from engine.burstein.dynamic_matching import DynamicMatching
from engine.burstein.exchange import TightExchange
from engine.burstein.graph import MatchingGraph
from engine.burstein.uniform import fold_round
from engine.dutch.state import PlayerState
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Colour


@dataclass(frozen=True, slots=True)
class Weights:
    """The weight of an edge, packed so that each criterion outweighs all the ones after it."""

    colour: int
    """Both colour preferences can be granted (C.04.1 / C.04.4.2 colour rules)."""
    same_group: int
    """The two players are in one scoregroup (after merging): fewer floaters."""
    compatible: int
    """The two may meet at all (C.04.1 absolute criteria): more pairs."""

    @classmethod
    def for_players(cls, n: int) -> Weights:
        """Weights for ``n`` players: the priorities of step 2 (below ``n`` each, on at most ``n / 2``
        edges of a matching) stay below one colour unit, the colour units of a matching below one
        scoregroup unit, the scoregroup units below one compatible unit."""
        colour = n * n + 1
        same_group = colour * (n // 2 + 2)
        return cls(colour, same_group, same_group * (n // 2 + 2))


class RoundProcess:
    """The players of one round (the PAB assignee already taken out) in the order of pairing:
    score with acceleration, then the index, the highest first."""

    def __init__(
        self,
        players: list[PlayerState],
        below: Callable[[PlayerState, PlayerState], bool],
        graph: Callable[[int], MatchingGraph] = DynamicMatching,
    ) -> None:
        self.players = players
        self.below = below
        """``below(a, b)``: ``a`` comes after ``b`` in the order of the index."""
        self.n = len(players)
        self.weights = Weights.for_players(self.n)
        self.graph = graph(self.n + 1)  # one spare vertex: the virtual opponent of step 1
        """The matching kept up to date (``graph``: :class:`DynamicMatching`, or the from-scratch
        :class:`engine.burstein.graph.ScratchMatchingGraph` it is tested against)."""

    def edge_weight(self, a: int, b: int, same_group: bool, colours: bool) -> int:
        """The weight of the edge a-b: 0 when C.04.1 forbids the game (met before, forbidden pair,
        or both with an absolute preference for the same colour)."""
        return self.weights_to(a, (b,), b if same_group else b + 1, colours)[0][1]

    def weights_to(
        self, a: int, others: Iterable[int], same_from: int, colours: bool
    ) -> list[tuple[int, int]]:
        """``(b, the weight of the edge a-b)`` for each b of ``others`` (:meth:`edge_weight`, the
        two in one scoregroup when ``b >= same_from``), in one loop (millions of pairs a round at
        9,999 players: the three weights an allowed pair may have are added up once, and "both
        preferences can be granted", :func:`engine.dutch.colours.preferences_compatible`, is read
        as it reads with a's preference fixed: a has none, or b's is not a's)."""
        players, w = self.players, self.weights
        pa = players[a]
        forbidden, number, absolute, preference = pa.forbidden, pa.number, pa.absolute, pa.preference
        apart = w.compatible
        grouped = apart + w.same_group
        granted = grouped + w.colour if colours else grouped
        any_colour = preference is Colour.NONE
        result: list[tuple[int, int]] = []
        append = result.append
        for b in others:
            pb = players[b]
            wanted = pb.preference
            if (
                pb.number in forbidden
                or number in pb.forbidden
                or (absolute and pb.absolute and preference is wanted)
            ):
                append((b, 0))
            elif b < same_from:
                append((b, apart))
            elif any_colour or wanted is not preference:
                append((b, granted))
            else:
                append((b, grouped))
        return result

    def _mates(self) -> list[int]:
        mate = self.graph.compute()
        return [m if m >= 0 else v for v, m in enumerate(mate)]

    def _valid(self, bounds: list[int]) -> bool:
        """Every scoregroup paired inside itself but for at most one floater out of it (and the one
        that came into it), and nobody left unpaired above the last scoregroup."""
        mate = self._mates()
        it = 0
        count = 0
        group_begin = 0
        for v in range(bounds[-1]):
            if v >= bounds[it]:
                count = 0
                group_begin = v
                while v >= bounds[it]:
                    it += 1
            m = mate[v]
            if m == v and v < bounds[-2]:
                return False
            if m == v or m < group_begin or m >= bounds[it]:
                count += 1
                if count > (2 if bounds[it] & 1 else 1):
                    return False
        return True

    def scoregroups(self) -> list[int]:
        """Step 1: the boundaries of the scoregroups to pair (a boundary written twice: no floater
        crosses it), merging scoregroups until each can be paired."""
        players, n, graph = self.players, self.n, self.graph
        bounds = [0, 0]
        vertices = list(range(n))  # one int object per player, shared by all its edges (memory)
        valid = True
        while bounds[-1] < n:
            bounds.append(bounds[-1])
            while True:
                begin = bounds[-1]
                while True:
                    new = bounds[-1]
                    graph.set_edges(new, self.weights_to(new, vertices[bounds[-3] : new], bounds[-2], False))
                    bounds[-1] += 1
                    if not (
                        bounds[-1] < n and players[begin].pairing_score == players[bounds[-1]].pairing_score
                    ):
                        break
                if bounds[-1] & 1:  # a virtual opponent, so that nobody above stays unpaired
                    for v in range(bounds[-2], bounds[-1]):
                        graph.set_edge(bounds[-1], v, self.weights.compatible)
                if isinstance(graph, DynamicMatching):  # the new players at half an edge inside the group
                    w = self.weights
                    graph.hint(dict.fromkeys(range(begin, bounds[-1]), w.compatible + w.same_group), [])
                valid = self._valid(bounds)
                if not (bounds[-1] < n and not valid):
                    break
            if bounds[-1] < n and not bounds[-1] & 1:
                bounds.append(bounds[-1])
        while len(bounds) > 3 and not valid:  # the last scoregroup joins the one above it
            bounds.pop()
            boundary = bounds.pop()
            group_begin = bounds.pop()
            for outer in range(bounds[-1], boundary):
                for inner in range(boundary, n):
                    graph.set_edge(outer, inner, self.edge_weight(outer, inner, outer >= group_begin, False))
            bounds.append(group_begin)
            bounds.append(n)
            valid = self._valid(bounds)
        if not valid:
            raise NoLegalPairingError(
                translate(
                    "PairingRefusal",
                    "the players cannot all be paired without breaking the absolute criteria of C.04.1 "
                    "(no second game, no two absolute preferences for one colour)",
                )
            )
        return bounds

    def folded(self) -> list[tuple[int, int]] | None:
        """Steps 1 and 2 without a matching when anyone may meet anyone alike (no pair kept apart, no
        two players of a scoregroup wanting one colour: :mod:`engine.burstein.uniform`, the first
        round of an event), else None. Only with the :class:`DynamicMatching`: the from-scratch
        graph is the route this one is tested against."""
        if not isinstance(self.graph, DynamicMatching):
            return None
        players = self.players
        return fold_round(
            players, lambda group: _sorted(group, lambda a, b: self.below(players[b], players[a]))
        )

    def pairs(self, bounds: list[int]) -> list[tuple[int, int]]:
        """Step 2: scoregroup by scoregroup, each player in the order of the index meets the lowest
        player it can while the round keeps a best matching.

        With the :class:`DynamicMatching`, the answer is read from the optimum already held when a
        small exchange shows it (:class:`engine.burstein.exchange.TightExchange`), else (and for the
        rest of a scoregroup once a player floated out of it: its priorities stay on its edges) the
        player's edges get their priorities and the matching is repaired."""
        graph = self.graph
        exchange = TightExchange(graph) if isinstance(graph, DynamicMatching) else None
        paired: set[int] = set()
        result: list[tuple[int, int]] = []
        floater: int | None = None
        begin = bounds[0]
        for end in bounds[1:]:
            if begin == end:
                continue
            group = list(range(begin, end))
            if floater is not None:
                group.append(floater)
                floater = None
            group = _sorted(group, lambda a, b: self.below(self.players[b], self.players[a]))
            if exchange is not None:
                exchange.settle()
            graph.restart(group)  # the colours weigh in: most of the group's edges change
            for i, v in enumerate(group):
                graph.set_edges(v, self.weights_to(v, group[i + 1 :], 0, True))
            if isinstance(graph, DynamicMatching):  # its duals and pairs read from the colours
                w = self.weights
                graph.hint(*colour_start(self.players, group, w.compatible + w.same_group, w.colour))
            graph.compute()  # settled before the priorities, which would tilt every fresh dual
            if exchange is not None:
                exchange.refresh()
            for i, v in enumerate(group):
                if v in paired:
                    continue
                candidates = [u for u in group[i + 1 :] if u not in paired]
                m = None
                if exchange is not None and floater is None:
                    m = exchange.opponent(v, candidates[::-1])
                if m is None:
                    m = self._prioritised_mate(v, candidates, exchange)
                if m >= end:
                    floater = v
                    continue
                if m == v:
                    raise NoLegalPairingError(
                        translate("PairingRefusal", "no opponent is left for player {player}").format(
                            player=self.players[v].number
                        )
                    )
                paired.update((v, m))
                result.append((v, m))
                if exchange is not None:
                    exchange.fix(v, m)  # a-b kept in every later matching: their other edges go later
                else:
                    graph.clear_vertex(v, m)  # a-b kept in every later matching: their other edges gone
                    graph.clear_vertex(m, v)
            begin = end
        return result

    def _prioritised_mate(self, v: int, candidates: list[int], exchange: TightExchange | None) -> int:
        """v's mate in a best matching once v's edges to ``candidates`` carry priorities 1, 2, ...
        (the last candidate, the lowest player, the highest)."""
        graph = self.graph
        if exchange is not None:
            exchange.settle()
        priority = 1
        for u in candidates:
            weight = self.edge_weight(v, u, True, True)
            if weight:
                graph.set_edge(v, u, weight + priority)
                priority += 1
        m = self._mates()[v]
        if exchange is not None:
            exchange.refresh()
        return m


def _sorted(items: list[int], before: Callable[[int, int], bool]) -> list[int]:
    """A stable merge sort by the strict order ``before`` (the order of the index is not always
    transitive when a floater of another score joins a scoregroup; a merge sort decides as
    bbpPairings' list sort does)."""
    if len(items) <= 1:
        return list(items)
    middle = len(items) // 2
    left, right = _sorted(items[:middle], before), _sorted(items[middle:], before)
    merged: list[int] = []
    i = j = 0
    while i < len(left) and j < len(right):
        if before(right[j], left[i]):
            merged.append(right[j])
            j += 1
        else:
            merged.append(left[i])
            i += 1
    return merged + left[i:] + right[j:]
