"""The Dubov System, C.04.4.1 (effective from 1 February 2026): pairing one round.

The round (art. 1.9, 3.1): the pairing-allocated bye first, then the scoregroups from the highest
score down, each paired as one bracket of its resident players and the upfloaters it needs (there
are no downfloaters: art. 1.3.2). A bracket (art. 3.2):

1. the set of upfloaters: the fewest ([C5]), the highest scores ([C6]), the most colour preferences
   granted ([C7]), the fewest maximum upfloaters ([C8]) and upfloats of them ([C9]), the fewest who
   upfloated in the previous round ([C10]), then the first set in the order of art. 4.2; always a
   legal pairing ([C1], [C3]) that leaves the lower scoregroups a complete pairing ([C4]);
2. G1 (colour preference for White) and G2 (the others); in a bracket where nobody has played, G1 is
   the first half by TPN (art. 3.2.3);
3. the shifters between G1 and G2 (art. 3.2.4, chosen in the order of art. 4.3);
4. S1 = G1 by ascending ARO then TPN, paired with the first transposition T2 of G2 (art. 4.4: by
   TPN) that gives a legal pairing (art. 3.2.5).

Step 1 is a maximum-weight matching (:mod:`engine.dutch.matching`) whose edge weights hold the
criteria in priority order, one field each (:func:`_edge_weight`); the common cases (no upfloater,
or one) are first tried directly and give the same answer when they succeed (:func:`_pair_bracket`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.bipartite_matching import lexicographic_first, perfect_matching, predicate_graph
from engine.dubov.colours import colour_of
from engine.dubov.state import DubovPlayer, build_players, compatible, max_t
from engine.dutch.matching import max_weight_matching, max_weight_near_perfect_matching
from engine.dutch.state import round_to_pair
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, Tournament

_SHIFT_SETS_TRIED = 400
"""Sets of shifters tried in the order of art. 4.3 before the C7-best set found by matching is taken."""


@dataclass(frozen=True, slots=True)
class _Context:
    last_round: bool
    max_t: int


def pair_round(tournament: Tournament, round_number: int | None = None) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the Dubov System.

    Players with a bye or absence entry in that round, or listed in ``absent_next_round``, are not
    paired. Raises :class:`engine.errors.NoLegalPairingError` when no pairing satisfies [C1]-[C3]
    (art. 1.9: the arbiter then decides).
    """
    r = round_number if round_number is not None else round_to_pair(tournament)
    players = build_players(tournament, r)
    ctx = _Context(
        last_round=tournament.number_of_rounds is not None and r >= tournament.number_of_rounds,
        max_t=max_t(tournament.number_of_rounds),
    )
    bye = None
    rest = list(players)
    if len(rest) % 2:
        chosen = choose_bye(rest)
        bye = chosen.number
        rest = [p for p in rest if p is not chosen]
    pairs: list[tuple[DubovPlayer, DubovPlayer]] = []
    while rest:
        top = rest[0].score
        residents = [p for p in rest if p.score == top]
        lower = [p for p in rest if p.score < top]
        bracket_pairs = _pair_bracket(residents, lower, ctx)
        pairs.extend(bracket_pairs)
        used = {p.number for pair in bracket_pairs for p in pair}
        rest = [p for p in rest if p.number not in used]
    initial = tournament.initial_colour or Colour.WHITE
    boards = []
    for a, b in sorted(pairs, key=lambda pair: board_key(*pair)):
        if colour_of(a, b, initial) is Colour.WHITE:
            boards.append(Board(a.number, b.number))
        else:
            boards.append(Board(b.number, a.number))
    return Pairing(r, tuple(boards), bye)


def board_key(a: DubovPlayer, b: DubovPlayer) -> tuple[Fraction, Fraction, int]:
    """C.04.2 (2026) art. 3.6 board order: the higher player's score, then the lower's, then TPN."""
    higher, lower = (a, b) if (a.score, -a.tpn) > (b.score, -b.tpn) else (b, a)
    return (-higher.score, -lower.score, higher.tpn)


def bye_order(players: Sequence[DubovPlayer]) -> list[DubovPlayer]:
    """The candidates for the pairing-allocated bye, best first (art. 3.1): eligible ([C2], 3.1.1),
    the lowest score (3.1.3), the most games played (3.1.4), the largest TPN (3.1.5)."""
    eligible = [p for p in players if p.state.bye_eligible]
    return sorted(eligible, key=lambda p: (p.score, -p.state.played_games, -p.tpn))


def choose_bye(players: Sequence[DubovPlayer]) -> DubovPlayer:
    """Art. 3.1: the first candidate of :func:`bye_order` that allows a complete pairing of all the
    others (3.1.2, [C4])."""
    for candidate in bye_order(players):
        if completable([p for p in players if p is not candidate]):
            return candidate
    raise NoLegalPairingError(
        translate(
            "DubovRefusal",
            "no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)",
        ).format(count=len(players))
    )


def completable(players: Sequence[DubovPlayer]) -> bool:
    """A complete pairing of ``players`` satisfying [C1] and [C3] exists ([C4])."""
    n = len(players)
    if n % 2:
        return False
    if n == 0:
        return True
    orders = (
        list(players),
        list(reversed(players)),
        sorted(players, key=lambda p: (p.absolute, len(p.state.forbidden))),
    )
    if any(_greedy_complete(order) for order in orders):
        return True
    weights = {(i, j): 1 for i in range(n) for j in range(i + 1, n) if compatible(players[i], players[j])}
    return all(m >= 0 for m in max_weight_near_perfect_matching(n, weights))


def _greedy_complete(order: list[DubovPlayer]) -> bool:
    """Pair the last player of ``order`` with the last compatible one, and so on: all paired?"""
    free = list(order)
    while free:
        a = free.pop()
        for k in range(len(free) - 1, -1, -1):
            if compatible(a, free[k]):
                del free[k]
                break
        else:
            return False
    return True


def _pair_bracket(
    residents: list[DubovPlayer], lower: list[DubovPlayer], ctx: _Context
) -> list[tuple[DubovPlayer, DubovPlayer]]:
    """Pair all the residents, with the upfloaters they need (art. 3.2)."""
    if len(residents) % 2 == 0:
        direct = _arrange(residents, at_bound_only=True)
        if direct is not None and completable(lower):
            return direct
    else:
        single = _one_upfloater(residents, lower, ctx)
        if single is not None:
            return single
    upfloaters = _choose_upfloaters(residents, lower, ctx)
    arranged = _arrange(residents + upfloaters, at_bound_only=False)
    if arranged is None:  # the matching found a legal pairing of this bracket: cannot happen
        raise NoLegalPairingError(
            translate("DubovRefusal", "bracket of score {score}: no legal pairing").format(
                score=residents[0].score
            )
        )
    return arranged


def _quality_key(p: DubovPlayer, ctx: _Context) -> tuple[int, int, int]:
    """[C8]-[C10] for one upfloater, lower is better (none of them in the last round)."""
    if ctx.last_round:
        return (0, 0, 0)
    maximum = p.is_maximum_upfloater(ctx.max_t)
    return (int(maximum), p.upfloats if maximum else 0, int(p.upfloated_last))


def _c7_bound(bracket: Sequence[DubovPlayer]) -> int:
    """The fewest players who cannot get their colour preference: half the difference of G1 and G2."""
    if not any(p.has_played for p in bracket):
        return 0
    whites = sum(1 for p in bracket if p.preference is Colour.WHITE)
    return abs(2 * whites - len(bracket)) // 2


def _one_upfloater(
    residents: list[DubovPlayer], lower: list[DubovPlayer], ctx: _Context
) -> list[tuple[DubovPlayer, DubovPlayer]] | None:
    """An odd bracket completed by one upfloater of the highest lower score ([C5], [C6]) whose bracket
    grants every colour preference it can ([C7] at its bound), the best by [C8]-[C10] and art. 4.2.
    None when no such upfloater exists (the general matching then decides)."""
    if not lower:
        return None
    best_score = lower[0].score
    group = [p for p in lower if p.score == best_score]
    bounds = {p.number: _c7_bound(residents + [p]) for p in group}
    least = min(bounds.values())
    candidates = sorted(
        (p for p in group if bounds[p.number] == least),
        key=lambda p: (_quality_key(p, ctx), p.tpn),
    )
    for c in candidates:
        if not any(compatible(c, r) for r in residents):
            continue
        arranged = _arrange(residents + [c], at_bound_only=True)
        if arranged is not None and completable([p for p in lower if p is not c]):
            return arranged
    return None


def _choose_upfloaters(
    residents: list[DubovPlayer], lower: list[DubovPlayer], ctx: _Context
) -> list[DubovPlayer]:
    """Art. 3.2.1-3.2.2 by matching: first among the next lower players (enough to complete the
    bracket twice over), then, if what is left of the lower scoregroups cannot be completed ([C4]),
    among all of them with the completion of the others required."""
    window = _window(residents, lower)
    if len(window) < len(lower):
        chosen = _match_upfloaters(residents, window, ctx, complete_rest=False)
        if chosen is not None:
            left = [p for p in lower if p not in chosen]
            if completable(left):
                return chosen
    chosen = _match_upfloaters(residents, lower, ctx, complete_rest=True)
    if chosen is None:
        raise NoLegalPairingError(
            translate(
                "DubovRefusal",
                "bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])",
            ).format(score=residents[0].score)
        )
    return chosen


def _window(residents: list[DubovPlayer], lower: list[DubovPlayer]) -> list[DubovPlayer]:
    """The lower players of the next scoregroups, at least ``len(residents) + 8`` of them (whole groups)."""
    need = len(residents) + 8
    out: list[DubovPlayer] = []
    for p in lower:
        if len(out) >= need and p.score != out[-1].score:
            break
        out.append(p)
    return out


def _match_upfloaters(
    residents: list[DubovPlayer], lower: list[DubovPlayer], ctx: _Context, *, complete_rest: bool
) -> list[DubovPlayer] | None:
    """The upfloaters of the best matching (None when the residents cannot all be paired)."""
    players = residents + lower
    n_res = len(residents)
    scores = sorted({p.score for p in lower}, reverse=True)
    level = {s: i for i, s in enumerate(scores)}
    sequence = {p.number: i for i, p in enumerate(sorted(lower, key=lambda p: (-p.score, p.tpn)))}
    played = any(p.has_played for p in players)
    k = n_res + 1
    fields = _Fields(n_res, len(scores), len(lower), ctx, complete_rest)
    weights: dict[tuple[int, int], int] = {}
    for i in range(len(players)):
        a = players[i]
        for j in range(i + 1, len(players)):
            b = players[j]
            if j >= n_res and i >= n_res and not complete_rest:
                break
            if not compatible(a, b):
                continue
            weights[(i, j)] = fields.weight(
                i < n_res,
                j < n_res,
                b,
                k ** level[b.score] if j >= n_res else 0,
                played and a.preference is b.preference,
                sequence.get(b.number, 0),
            )
    mate = max_weight_matching(len(players), weights)
    if any(mate[i] < 0 for i in range(n_res)):
        return None
    if complete_rest and any(m < 0 for m in mate):
        return None
    chosen = [players[mate[i]] for i in range(n_res) if mate[i] >= n_res]
    return sorted(chosen, key=lambda p: (-p.score, p.tpn))


class _Fields:
    """The criteria of art. 2 packed into one edge weight, highest priority in the highest digits."""

    def __init__(self, residents: int, levels: int, lower: int, ctx: _Context, complete: bool) -> None:
        self.ctx = ctx
        self.lower = lower
        pairs = residents + lower  # more than the edges of any matching
        k = residents + 1
        self.c6_top = k**levels
        self.max_upfloats = ctx.max_t + 100
        # (field maximum per edge); each radix exceeds the field's total over any matching.
        sizes = [
            2,  # residents covered
            1,  # [C5] resident-resident pairs
            self.c6_top,  # [C6]
            1,  # [C7]
            1,  # [C8]
            self.max_upfloats,  # [C9]
            1,  # [C10]
            2**lower,  # art. 4.2 order of the sets of upfloaters
        ]
        self.radix = [pairs * s + 1 for s in sizes]
        total = 1
        for r in self.radix:
            total *= r
        # With the lower players' own pairs offered: every edge counts, maximum cardinality first ([C4]).
        # Without them the number of edges must not count (two upfloaters would beat one pair).
        self.completion = total if complete else 0

    def weight(
        self, a_resident: bool, b_resident: bool, b: DubovPlayer, c6_penalty: int, same_colour: bool, seq: int
    ) -> int:
        upfloat = a_resident and not b_resident
        inside = a_resident or b_resident
        values = [
            int(a_resident) + int(b_resident),
            int(a_resident and b_resident),
            self.c6_top - c6_penalty if upfloat else 0,
            int(inside and not same_colour),
            0,
            0,
            0,
            2 ** (self.lower - 1 - seq) if upfloat else 0,
        ]
        if upfloat and not self.ctx.last_round:
            maximum = b.is_maximum_upfloater(self.ctx.max_t)
            values[4] = int(not maximum)
            values[5] = self.max_upfloats - (b.upfloats if maximum else 0)
            values[6] = int(not b.upfloated_last)
        w = 0
        for value, radix in zip(values, self.radix, strict=True):
            w = w * radix + value
        return self.completion + w


def _arrange(
    bracket: list[DubovPlayer], *, at_bound_only: bool
) -> list[tuple[DubovPlayer, DubovPlayer]] | None:
    """Art. 3.2.3-3.2.5: G1 and G2, the shifters, S1 against the first legal transposition T2.

    ``at_bound_only``: give up (None) unless every colour preference that the sizes of G1 and G2
    allow is granted (then no other pairing is better by [C7]).
    """
    if not any(p.has_played for p in bracket):
        by_tpn = sorted(bracket, key=lambda p: p.tpn)
        half = len(bracket) // 2
        g1, g2 = by_tpn[:half], by_tpn[half:]
    else:
        g1 = [p for p in bracket if p.preference is Colour.WHITE]
        g2 = [p for p in bracket if p.preference is not Colour.WHITE]
    split = _shift(g1, g2, at_bound_only)
    if split is None:
        return None
    s1 = sorted(split[0], key=lambda p: (p.aro, p.tpn))
    t2 = sorted(split[1], key=lambda p: p.tpn)
    n = len(s1)

    def allowed(i: int, j: int) -> bool:
        return compatible(s1[i], t2[j])

    # Art. 3.2.5: the first transposition of T2 that pairs every S1 player legally is the
    # lexicographically first perfect matching of the pairs that may meet.
    graph = predicate_graph(n, allowed)
    mate = perfect_matching(n, graph)
    if mate is None:
        return None
    mate = lexicographic_first(n, graph, mate)
    return [(s1[i], t2[mate[i]]) for i in range(n)]


def _shifter_order(seekers: list[DubovPlayer]) -> list[DubovPlayer]:
    """Art. 4.3: White seekers by ascending ARO then TPN, Black seekers by TPN; sequence numbers from
    the (remaining) middle of the list, the higher of two middles first (A..G: D, C, E, B, F, A, G)."""
    if seekers and seekers[0].preference is Colour.WHITE:
        ordered = sorted(seekers, key=lambda p: (p.aro, p.tpn))
    else:
        ordered = sorted(seekers, key=lambda p: p.tpn)
    middle = (len(ordered) - 1) // 2
    return [ordered[i] for i in sorted(range(len(ordered)), key=lambda i: (abs(i - middle), i))]


def _cross_feasible(g1: list[DubovPlayer], g2: list[DubovPlayer]) -> bool:
    n = len(g1)
    return (
        n == len(g2)
        and perfect_matching(n, predicate_graph(n, lambda i, j: compatible(g1[i], g2[j]))) is not None
    )


def _shift(
    g1: list[DubovPlayer], g2: list[DubovPlayer], at_bound_only: bool
) -> tuple[list[DubovPlayer], list[DubovPlayer]] | None:
    """Art. 3.2.4: first the shifters out of the smaller subgroup (or G1) that must be paired within
    it, then the shifters out of the larger one that equalise the sizes; each set the first in the
    order of art. 4.3 that yields a legal pairing with the fewest colour preferences refused ([C7])."""
    small_is_g1 = len(g1) <= len(g2)
    small, large = (g1, g2) if small_is_g1 else (g2, g1)
    inner: int | None = 0
    if not at_bound_only:
        inner = _inner_pairs(small, large)
    if inner is None:
        return None
    tried = 0
    for out_of_small in itertools.combinations(_shifter_order(small), inner):
        small2 = [p for p in small if p not in out_of_small]
        large2 = large + list(out_of_small)
        equalise = (len(large2) - len(small2)) // 2
        for out_of_large in itertools.combinations(_shifter_order(large), equalise):
            tried += 1
            if tried > _SHIFT_SETS_TRIED:
                return None if at_bound_only else _shift_by_matching(small, large, small_is_g1)
            s = small2 + list(out_of_large)
            lg = [p for p in large2 if p not in out_of_large]
            if _cross_feasible(s, lg):
                return (s, lg) if small_is_g1 else (lg, s)
    return None


def _inner_pairs(small: list[DubovPlayer], large: list[DubovPlayer]) -> int | None:
    """The pairs inside the smaller subgroup in a legal pairing with the fewest same-side pairs."""
    mate = _colour_matching(small, large)
    if mate is None:
        return None
    n = len(small)
    return sum(1 for i in range(n) if 0 <= mate[i] < n and i < mate[i])


def _colour_matching(small: list[DubovPlayer], large: list[DubovPlayer]) -> list[int] | None:
    players = small + large
    n = len(small)
    size = len(players)
    big = 2 * size + 1
    weights = {
        (i, j): big + (2 if (i < n) != (j < n) else 1 if i >= n else 0)
        for i in range(size)
        for j in range(i + 1, size)
        if compatible(players[i], players[j])
    }
    mate = max_weight_matching(size, weights)
    return None if any(m < 0 for m in mate) else mate


def _shift_by_matching(
    small: list[DubovPlayer], large: list[DubovPlayer], small_is_g1: bool
) -> tuple[list[DubovPlayer], list[DubovPlayer]] | None:
    """Too many sets to try in order: the shifters of a pairing with the fewest same-side pairs."""
    mate = _colour_matching(small, large)
    if mate is None:
        return None
    players = small + large
    n = len(small)
    s: list[DubovPlayer] = []
    lg: list[DubovPlayer] = []
    for i, j in enumerate(mate):
        if i > j:
            continue
        a, b = players[i], players[j]
        if (i < n) != (j < n):
            s.append(a if i < n else b)
            lg.append(b if i < n else a)
        else:
            s.append(a)
            lg.append(b)
    return (s, lg) if small_is_g1 else (lg, s)
