"""The first optimal transposition of a bracket that pairs all its players (C.04.3 art. 4.2, 4.3).

When every player of a bracket's remainder is paired inside it, the candidates differ only in their
own pairs: the best are the maximum-weight perfect matchings of the remainder (the criteria weights
of :mod:`engine.dutch.weights`). Art. 4 then takes the first of them in its order: candidates
without exchange come before any exchange (art. 4.3.3, fewest exchanges first), and among them the
transpositions come in lexicographic order of S2 (art. 4.2.2): the first S1 player gets the
highest possible opponent, then the second, and so on.

This module finds that candidate without the long lexicographic weights of the general path:

1. a maximum-weight perfect matching between S1 and S2 only (a bipartite graph), with its vertex
   duals;
2. the duals also cover every S1-S1 and S2-S2 pair, after moving a constant from the S2 side to
   the S1 side if needed (which leaves every S1-S2 pair as it was): then no candidate with
   exchanges weighs more (LP duality: a feasible dual bounds every perfect matching), so the best
   transpositions are best overall, and they are exactly the perfect matchings of the *tight*
   S1-S2 pairs;
3. the lexicographically first perfect matching of the tight pairs, S1 player by S1 player, each
   taking the first S2 player that still leaves the others a perfect matching.

If step 1 finds no perfect matching or step 2 fails, the answer is None and the caller uses the
general path; so the answer, when given, is the one the general path gives.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from engine.bipartite_matching import KindGraph, ListedGraph, lexicographic_first, perfect_matching
from engine.dutch.matching import max_weight_perfect_matching_with_duals
from engine.dutch.transportation import transportation

Weight = Callable[[int, int], int]
"""Criteria weight of a pair of players (0: they may not meet)."""
FloatValue = Callable[[int], int]
"""What a player is worth to the round-pairing as the bracket's downfloater."""

_DENSE_LIMIT = 400
"""Above this many S1 players, step 1 is never solved pair by pair (the general path decides)."""


@dataclass(frozen=True, slots=True)
class Kinds:
    """How the weight of a pair reads its players: ``weight(a, b) == kind_weight(a, b)`` whenever
    ``meet(a, b)``, and ``kind_weight`` reads only ``of(a)`` and ``of(b)`` (``a`` before ``b``)."""

    of: Callable[[int], Hashable]
    """The kind of a player."""
    kind_weight: Weight
    """The weight of the pair as if the two had not met (0: their kinds never meet)."""
    meet: Callable[[int, int], bool]
    """The pair may meet (neither met before nor forbidden, nor kept apart by their kinds)."""
    precedes: Callable[[int, int], bool]
    """A player of ``a``'s kind may come before one of ``b``'s in pairing order (a higher score
    always comes first)."""

    def weights(self, a: int, b: int) -> list[int]:
        """:attr:`kind_weight` of the pair in each order in which it can occur."""
        found = []
        if self.precedes(a, b):
            found.append(self.kind_weight(a, b))
        if self.precedes(b, a):
            found.append(self.kind_weight(b, a))
        return found


class _Undecided:
    """The kinds did not settle step 1 (see :func:`_by_kinds`)."""


_UNDECIDED = _Undecided()


class _Mixed:
    """A pair of kinds that weighs differently in its two orders."""


_MIXED = _Mixed()


def first_optimal_transposition(
    s1: list[int],
    s2: list[int],
    weight: Weight,
    float_value: FloatValue | None = None,
    kinds: Kinds | None = None,
) -> list[tuple[int, int]] | None:
    """The pairs ``(S1 player, S2 player)`` of the first best candidate, or None (see module doc).

    ``float_value`` (odd brackets, ``len(s2) == len(s1) + 1``): what a player is worth when they
    are the bracket's one downfloater. A virtual player placed after S1 then takes the downfloater,
    and its pairs weigh that value; the downfloater is the last element of the result, paired
    with -1.

    ``kinds``: how ``weight`` reads the players (:class:`Kinds`); the matching of step 1 is then
    found on the kinds of players (:func:`_by_kinds`), which big brackets need.
    """
    k = len(s1)
    odd = float_value is not None
    if k == 0 or len(s2) != k + int(odd):
        return None
    if kinds is not None:
        found = _by_kinds(s1, s2, weight, float_value, kinds)
        if found is not _UNDECIDED:
            assert not isinstance(found, _Undecided)
            return found
        if k > _DENSE_LIMIT:
            return None
    return _dense(s1, s2, weight, float_value)


def _by_kinds(
    s1: list[int], s2: list[int], weight: Weight, float_value: FloatValue | None, kinds: Kinds
) -> list[tuple[int, int]] | None | _Undecided:
    """Steps 1-3 on the kinds of players.

    1. The S1-S2 matching of kinds: a transportation problem between the kinds of S1 (and the
       virtual player) and those of S2 (:mod:`engine.dutch.transportation`), whose duals ``u``, ``v``
       bound every pair of players; a perfect matching of the players using only pairs whose kinds
       are tight for them attains the bound, so it is a best S1-S2 matching, and the best ones are
       exactly the perfect matchings of such pairs. When the kinds cannot be matched at all, no
       player matching exists either (None); when no perfect matching of tight pairs exists (players
       who met), :data:`_UNDECIDED`.
    2. The duals of a kind bound all its players alike, so the S1-S1 and S2-S2 pairs are checked
       kind pair by kind pair (a kind pair counts when two of its players may meet).
    3. As with the pair-by-pair route.
    """
    k = len(s1)
    odd = float_value is not None
    left = k + int(odd)
    lift = 1
    meet = kinds.meet
    # Kinds of players, with what they are worth as the downfloater (the virtual player's pairs).
    players = s1 + s2
    fv = [float_value(x) for x in players] if float_value is not None else [0] * len(players)
    ids: dict[Hashable, int] = {}
    kind_of = [ids.setdefault((kinds.of(x), fv[t]), len(ids)) for t, x in enumerate(players)]
    virtual = len(ids)
    count = len(ids) + int(odd)
    members: list[list[int]] = [[] for _ in range(count)]
    for t, g in enumerate(kind_of):
        members[g].append(t)
    if odd:
        members[virtual].append(len(players))  # the virtual player
    rep = [players[m[0]] if g != virtual else -1 for g, m in enumerate(members)]

    def ordered(g: int, h: int) -> int | None:
        """The weight (lifted) of a pair of kinds g then h, or None; the virtual player: ``fv``."""
        if g == virtual or h == virtual:
            other = h if g == virtual else g
            value = fv[members[other][0]] + lift
            return value if value > 0 and g != h else None
        w = kinds.kind_weight(rep[g], rep[h])
        return w + lift if w > 0 else None

    def either(g: int, h: int) -> int | None | _Mixed:
        """The weight (lifted) of a pair of kinds g and h in the orders that can occur, or
        :data:`_MIXED` when they differ."""
        if g == virtual or h == virtual:
            return ordered(g, h)
        values = {w + lift if w > 0 else None for w in kinds.weights(rep[g], rep[h])}
        return values.pop() if len(values) == 1 else _MIXED

    row_of = [virtual if i == k else kind_of[i] for i in range(left)]
    col_of = [kind_of[k + j] for j in range(len(s2))]
    rows = sorted(set(row_of))
    cols = sorted(set(col_of))
    col_members: dict[int, list[int]] = {c: [] for c in cols}
    for j, c in enumerate(col_of):
        col_members[c].append(j)
    table = {(r, c): ordered(r, c) for r in rows for c in cols}

    left_members: dict[int, list[int]] = {}
    for i, r in enumerate(row_of):
        left_members.setdefault(r, []).append(i)

    def meet_local(i: int, j: int) -> bool:
        return i == k or meet(s1[i], s2[j])

    def tight_graph(tight: dict[tuple[int, int], bool]) -> KindGraph:
        return KindGraph(col_members, left_members, row_of, col_of, tight, meet_local)

    # Steps 1 and 2 at once: the relaxation over every pair of the bracket (exchanges included),
    # with a weight per pair of kinds at least that of its players in either order. When a
    # transposition made of pairs tight for its duals exists, it attains the bound of every
    # candidate, and the best transpositions are exactly the perfect S1-S2 matchings of tight pairs.
    graph: KindGraph | None = None
    mate_left: list[int] | None = None
    every = _every_pair_duals(members, either)
    if every == "infeasible":
        return None
    if isinstance(every, list):
        y = every
        tight = {}
        for (r, c), value in table.items():
            tight[(r, c)] = value is not None and y[r] + y[c] == 2 * value
        graph = tight_graph(tight)
        mate_left = perfect_matching(left, graph)
    if mate_left is None:
        # The S1-S2 matching of kinds alone, its duals shifted between the halves (steps 1, 2).
        shifted = _halves(s1, s2, row_of, col_of, rows, cols, table, kinds, virtual, fv, lift)
        if shifted is None:
            return None
        if isinstance(shifted, _Undecided):
            return shifted
        graph = tight_graph(shifted)
        mate_left = perfect_matching(left, graph)
        if mate_left is None:
            return _UNDECIDED
    assert graph is not None
    # Step 3, with the tight S2 players of a left vertex listed kind by kind, in order.
    pairs = lexicographic_first(left, graph, mate_left)
    result = [(s1[i], s2[j]) for i, j in enumerate(pairs[:k])]
    if odd:
        result.append((s2[pairs[k]], -1))
    return result


def _every_pair_duals(
    members: list[list[int]], ordered: Callable[[int, int], int | None | _Mixed]
) -> list[int] | str | None:
    """Duals ``y`` of the kinds with ``y[g] + y[h] >= 2 * weight`` for every pair of players of
    kinds g and h (the relaxation of :mod:`engine.dutch.sparse_matching`), ``"infeasible"`` when the
    players cannot all be paired even so, None when a pair of kinds weighs differently in the two
    orders (no common bound then)."""
    count = len(members)
    table: list[list[int | None]] = [[None] * count for _ in range(count)]
    for g in range(count):
        for h in range(g, count):
            if g == h and len(members[g]) < 2:
                continue
            found = ordered(g, h)
            if isinstance(found, _Mixed):
                return None
            table[g][h] = table[h][g] = found
    sizes = [len(m) for m in members]
    plan = transportation(sizes, sizes, lambda g, h: table[g][h])
    if plan is None:
        return "infeasible"
    u, v, _z = plan
    return [u[g] + v[g] for g in range(count)]


def _halves(
    s1: list[int],
    s2: list[int],
    row_of: list[int],
    col_of: list[int],
    rows: list[int],
    cols: list[int],
    table: dict[tuple[int, int], int | None],
    kinds: Kinds,
    virtual: int,
    fv: list[int],
    lift: int,
) -> dict[tuple[int, int], bool] | _Undecided | None:
    """Steps 1 and 2 as the pair-by-pair route takes them, on kinds: the S1-S2 matching of kinds,
    whose duals, moved by a constant t from S2 to S1, must also bound the S1-S1 pairs, the virtual
    player with an S1 player and the S2-S2 pairs. Returns the tight pairs of kinds."""
    k = len(s1)
    meet = kinds.meet
    rows_at = {r: t for t, r in enumerate(rows)}
    cols_at = {c: t for t, c in enumerate(cols)}
    supply = [0] * len(rows)
    for r in row_of:
        supply[rows_at[r]] += 1
    demand = [0] * len(cols)
    for c in col_of:
        demand[cols_at[c]] += 1
    plan = transportation(supply, demand, lambda a, b: table[(rows[a], cols[b])])
    if plan is None:
        return None
    u_list, v_list, _z = plan
    u = {r: u_list[rows_at[r]] for r in rows}
    v = {c: v_list[cols_at[c]] for c in cols}
    row_members: dict[int, list[int]] = {r: [] for r in rows}
    for i, r in enumerate(row_of[:k]):
        row_members[r].append(i)
    col_members: dict[int, list[int]] = {c: [] for c in cols}
    for j, c in enumerate(col_of):
        col_members[c].append(j)
    need = 0
    real_rows = [r for r in rows if r != virtual]
    for x, r1 in enumerate(real_rows):
        for r2 in real_rows[x:]:
            a, b = s1[row_members[r1][0]], s1[row_members[r2][0]]
            w = max(kinds.weights(a, b))
            gap = lift + w - u[r1] - u[r2]
            if w > 0 and gap > need and _some_meet(row_members[r1], row_members[r2], s1, meet):
                need = gap
        if virtual in u:
            for i in row_members[r1]:
                need = max(need, fv[i] + lift - u[virtual] - u[r1])
    room: int | None = None
    for x, c1 in enumerate(cols):
        for c2 in cols[x:]:
            a, b = s2[col_members[c1][0]], s2[col_members[c2][0]]
            w = max(kinds.weights(a, b))
            if w <= 0:
                continue
            slack = v[c1] + v[c2] - (w + lift)
            if (room is None or slack < room) and _some_meet(col_members[c1], col_members[c2], s2, meet):
                room = slack
    if room is not None and need > room:
        return _UNDECIDED
    tight: dict[tuple[int, int], bool] = {}
    for (r, c), value in table.items():
        tight[(r, c)] = value is not None and u[r] + v[c] == value
    return tight


def _some_meet(
    first: list[int], second: list[int], players: list[int], meet: Callable[[int, int], bool]
) -> bool:
    """Two different players, one from each list of indices, may meet."""
    for x in first:
        for y in second:
            if x != y and meet(players[x], players[y]):
                return True
    return False


def _dense(
    s1: list[int], s2: list[int], weight: Weight, float_value: FloatValue | None
) -> list[tuple[int, int]] | None:
    """Step 1 by the blossom solver on every S1-S2 pair, steps 2 and 3 pair by pair."""
    k = len(s1)
    odd = float_value is not None
    if k == 0 or len(s2) != k + int(odd):
        return None
    left = k + int(odd)  # S1, then the virtual player
    lift = 1  # every candidate has ``left`` pairs: a constant on every pair keeps weights positive

    def pair_weight(i: int, j: int) -> int:
        """Weight between left vertex i and S2 player j (0: not allowed)."""
        if i == k:
            assert float_value is not None
            return float_value(s2[j]) + lift
        wt = weight(s1[i], s2[j])
        return wt + lift if wt > 0 else 0

    w: dict[tuple[int, int], int] = {}
    for i in range(left):
        for j in range(len(s2)):
            wt = pair_weight(i, j)
            if wt > 0:
                w[(i, left + j)] = wt
    mate, dual = max_weight_perfect_matching_with_duals(2 * left, w)
    if any(m < 0 for m in mate):
        return None
    # The duals must also bound the candidates with exchanges: S1-S1 and S2-S2 pairs, and an S1
    # player as the downfloater. Adding t to every dual of S1 (and the virtual player) and taking it
    # from every dual of S2 keeps the S1-S2 pairs as they are, so it is enough that some t works:
    # 2t >= need[S1 side] and 2t <= room[S2 side].
    need = 0
    for i in range(k):
        for j in range(i + 1, k):
            wt = weight(s1[i], s1[j])
            if wt > 0:
                need = max(need, 4 * (wt + lift) - dual[i] - dual[j])
        if odd:
            assert float_value is not None
            need = max(need, 4 * (float_value(s1[i]) + lift) - dual[k] - dual[i])
    room: int | None = None
    for i in range(len(s2)):
        for j in range(i + 1, len(s2)):
            wt = weight(s2[i], s2[j])
            if wt > 0:
                slack = dual[left + i] + dual[left + j] - 4 * (wt + lift)
                room = slack if room is None else min(room, slack)
    if room is not None and need > room:
        return None
    tight = [
        [j for j in range(len(s2)) if (i, left + j) in w and dual[i] + dual[left + j] == 4 * w[(i, left + j)]]
        for i in range(left)
    ]
    pairs = lexicographic_first(left, ListedGraph(tight), [m - left for m in mate[:left]])
    result = [(s1[i], s2[j]) for i, j in enumerate(pairs[:k])]
    if odd:
        result.append((s2[pairs[k]], -1))
    return result
