"""Pairing a round bracket by bracket (C.04.3 art. 1.9 and 3, 2025/2026 text).

The brackets are paired from the top scoregroup down. For each bracket, every player still to be
paired is a vertex of one graph whose edge weights (see :mod:`engine.dutch.weights`) hold the
criteria in priority order: a maximum-weight matching is a best candidate for the bracket that
still lets the rest of the round be completed ([C4]) and pairs the following bracket best ([C8]).
Among the equally good candidates, the one generated first by art. 4 is selected by preferences
packed lexicographically *below* every criterion (so they only break ties):

1. solve A (when the bracket has MDPs): the earliest set of paired MDPs (art. 4.4.2), then for each
   paired MDP in order its highest possible S2 opponent (art. 4.2, transpositions);
2. solve B (the remainder, art. 3.6/3.7): the fewest exchanges, the smallest BSN difference, the
   highest S1 BSNs moved to S2, the lowest S2 BSNs moved to S1 (art. 4.3.3 rules 1-4), then for each
   S1 player in order its highest possible opponent (transpositions).

The pairs of the bracket are then fixed (their vertices leave the graph) and the next bracket is
built from this bracket's downfloaters and the next scoregroup. This reproduces bbpPairings v6 and
JaVaFo 3.0p on every consensus round of the conformance corpus.

That is the *general path*. A big open would make it match hundreds of players per bracket, so
each bracket first tries shortcuts that give the same answer, each with its proof in its docstring
(each one a field of :class:`engine.dutch.options.PairingOptions`, chosen per call; the tests
compare each of them with the general path):

- :meth:`RoundPairer._settle_by_transposition`: the bracket's first optimal transposition, found
  with a bipartite matching whose LP duals prove that no candidate, exchanges included, is better;
- :meth:`RoundPairer._solve_bracket_only`: the weighted matching of the bracket alone, the players
  who downfloat valued by their share of an edge into the next scoregroup;
- :meth:`RoundPairer._solve_reduced`: the matching of the bracket and the next scoregroup, without
  the players below them;

each accepted only when the players outside it can complete the round as the bound assumes, which
is a cardinality question (:mod:`engine.dutch.completion`). Edges whose lower player is below the
bracket carry only *separable* fields (a sum of one term per player), which is what makes these
bounds exact. The PAB score ([C5]) is found by cardinality matching too
(``bye_by_cardinality``); a round before any game is paired by its first candidate when that is
perfect (``first_round``), and a remainder by its first candidate when it weighs as much as the
optimum (``canonical``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from fractions import Fraction

from engine.dutch.completion import completable
from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch.round_graph import BracketNote, RoundGraph
from engine.dutch.sparse_matching import GraphMatcher, ImplicitGraph
from engine.dutch.state import PlayerState
from engine.dutch.transposition import first_optimal_transposition
from engine.dutch.weights import (
    EdgeContext,
    Layout,
    bye_candidate,
    completion_term,
    edge_weight,
    make_layout,
    player_kind,
)
from engine.errors import NoLegalPairingError
from engine.i18n import translate


def _always(_a: PlayerState, _b: PlayerState) -> bool:
    return True


_MDP, _RESIDENT, _NEXT, _BELOW = 1, 2, 3, 4
"""Where a player stands in the bracket being paired (:attr:`RoundPairer.role`), in pairing order."""

PAIRED_BELOW = -2
"""In a bracket's matching: the player is paired with someone below the next scoregroup."""


class RoundPairer(RoundGraph):
    """The state of one round-pairing (2025/2026 text): the graph and the pairs fixed so far.

    ``options``: the fast paths this pairing may take (:class:`PairingOptions`; with none, every
    matching is solved on every free player: the general path)."""

    def __init__(
        self,
        states: list[PlayerState],
        played_rounds: int,
        topscorer_above: Fraction | None,
        options: PairingOptions = FASTEST,
    ) -> None:
        super().__init__(states, played_rounds, topscorer_above)
        self.options = options
        self.layout: Layout = make_layout(states, played_rounds)
        self.bye_score: Fraction | None = None
        kinds: dict[tuple[object, ...], int] = {}
        self.kind = [kinds.setdefault(player_kind(p), len(kinds)) for p in states]
        self._kind_count = len(kinds)
        self._kind_weights: dict[int, int] = {}
        """The weights by the pair's kinds and its context's three flags, packed in one integer
        (:meth:`_criteria`)."""
        self._terms_for: tuple[Fraction | None, list[int]] | None = None
        """The PAB score and each player's [C4] term for it (see :meth:`_completion_terms`)."""
        self.last_level: tuple[frozenset[int], bool] | None = None
        """The last bracket as an absorption check paired it: its players, and whether one of
        them is left out (it receives the PAB)."""
        self.ctx_next = EdgeContext(False, True, None, False, {})
        """The context of edges into the next scoregroup, for the bracket being paired."""
        self.ctx_cur = EdgeContext(True, False, None, False, {})
        """The context of edges inside the bracket being paired."""
        self.role = [_BELOW] * self.n
        """Where each player stands in the bracket being paired (``_MDP``, ``_RESIDENT``, ``_NEXT``
        or ``_BELOW``): it decides the context of the edges whose lower player it is."""
        self.home_ctx: list[EdgeContext | None] = [None] * self.n
        """The context of the bracket in which each player was a resident: an edge between two MDPs
        keeps the weight it had there (see :meth:`_context`)."""
        self._next_weighed = False
        """Whether the edges into the next scoregroup count with their [C8] fields yet (see
        :meth:`_weigh_next_edges`)."""
        self.last_scope: set[int] = set()
        """The players of the last bracket matching's graph (every free player, or a bracket's scope)."""
        self.stats: Counter[str] = Counter()
        """How often each fast path was taken (by its :class:`PairingOptions` field name), and how
        many matchings of every free player the general path solved (``"full matching"``)."""
        self.match = GraphMatcher(options.implicit_matching, self.stats)

    # ---- matching helpers --------------------------------------------------------------------
    def solve(
        self,
        scope: list[int],
        bonus: Mapping[tuple[int, int], int] | None = None,
        bracket: list[int] | None = None,
    ) -> list[int]:
        """A maximum-weight matching of the free players; ``bonus`` adds low-priority preferences.

        ``scope``: the free players of the current bracket and of the next scoregroup. Edges with
        their lower player below ``scope`` carry only the separable [C4] field, so the bracket is
        first paired on ``scope`` alone and the result is accepted when the players it leaves can
        be paired with those below ([C4]) with the PAB where [C5] wants it (see
        :meth:`_solve_reduced`, which proves this equal to the matching of every free player).
        Otherwise every free player is matched (:meth:`_solve_full`).
        """
        bonus = bonus or {}
        if bracket is not None and self.options.bracket_alone:
            following = [v for v in scope if v not in set(bracket)]
            mate = self._solve_bracket_only(bracket, following, bonus)
            if mate is not None:
                self.stats["bracket_alone"] += 1
                return mate
        inside = set(scope)
        self.last_scope = inside
        below = [v for v in range(self.n) if v not in self.fixed and v not in inside]
        if below and self.options.reduced_scope:
            mate = self._solve_reduced(scope, below, bonus)
            if mate is not None:
                self.stats["reduced_scope"] += 1
                return mate
        self.stats["full matching"] += 1
        self.last_scope = {v for v in range(self.n) if v not in self.fixed}
        return self._solve_full(bonus)

    def _completion_weight(self, a: int, b: int) -> int:
        """The [C4] part of an edge's weight, in place (see :func:`completion_field`): 1 and each
        player's term, the terms read once per PAB score (:meth:`_completion_terms`)."""
        terms = self._completion_terms()
        return (1 + terms[a] + terms[b]) << self.layout.completion_shift

    def _completion_terms(self) -> list[int]:
        """Each player's term of :func:`completion_field` for the PAB score now set (1 when he may
        not receive the PAB), computed again only when that score changes."""
        bye_score = self.bye_score
        if self._terms_for is None or self._terms_for[0] is not bye_score:
            terms = [completion_term(p, bye_score) for p in self.s]
            self._terms_for = (bye_score, terms)
        return self._terms_for[1]

    # ---- the weights of the pairs ---------------------------------------------------------------
    # The weight of a pair is never stored: it is that of its kinds of players in the context of its
    # lower player (the later one in pairing order), where that player stands in the round.
    def _context(self, lower: int) -> EdgeContext | None:
        """The context of the edges whose lower player is ``lower``; None when they carry only
        their [C4] field (a player below the next scoregroup, or in it before a matching beyond
        the bracket needs its [C8] fields).

        A resident's edges have the context of the bracket; an MDP's edges to the players above it
        (other MDPs: its edges to the residents are theirs) keep the context of the bracket it was
        a resident of, the last one that weighed them."""
        role = self.role[lower]
        if role == _RESIDENT:
            return self.ctx_cur
        if role == _MDP:
            return self.home_ctx[lower]
        if role == _NEXT and self._next_weighed:
            return self.ctx_next
        return None

    def _criteria(self, higher: int, lower: int) -> int:
        """The weight of the pair as if they may meet (``higher`` before ``lower``)."""
        ctx = self._context(lower)
        if ctx is None:
            return self._completion_weight(higher, lower)
        kind = self.kind
        key = (
            ((kind[higher] * self._kind_count + kind[lower]) << 3)
            | (ctx.lower_in_current << 2)
            | (ctx.lower_in_next << 1)
            | ctx.c9_active
        )
        w = self._kind_weights.get(key)
        if w is None:
            w = edge_weight(self.s[higher], self.s[lower], ctx, self.layout, _always)
            self._kind_weights[key] = w
        return w

    def get_weight_free(self, higher: int, lower: int) -> int:
        """:meth:`get_weight` of a pair as if they may meet (``higher`` before ``lower``)."""
        return 0 if self._context(lower) is None else self._criteria(higher, lower)

    def get_weight(self, a: int, b: int) -> int:
        """The criteria weight of a pair whose lower player is in the bracket (or, once weighed, the
        next scoregroup); 0 for any other pair, or one that may not meet."""
        if a > b:
            a, b = b, a
        if self._context(b) is None or not self.compatible(self.s[a], self.s[b]):
            return 0
        return self._criteria(a, b)

    def _weight(self, a: int, b: int) -> int:
        """The criteria weight of an edge: computed for the brackets so far, else only its [C4] field."""
        if a > b:
            a, b = b, a
        return self._criteria(a, b) if self.compatible(self.s[a], self.s[b]) else 0

    def _implicit_kind(self, v: int) -> tuple[object, ...]:
        """What the weight of v's edges reads of v: its kind of player, where it stands, and the
        context of its edges."""
        role = self.role[v]
        ctx = self._context(v)
        return (self.kind[v], role, None if ctx is None else ctx.c9_active)

    def _rank(self, v: int) -> tuple[int, Fraction]:
        return (self.role[v], -self.s[v].pairing_score)

    def _weigh_next_edges(self) -> None:
        """From now on (this bracket), the edges into the next scoregroup carry their [C8] fields."""
        self._next_weighed = True

    def _solve_full(self, bonus: Mapping[tuple[int, int], int]) -> list[int]:
        """The matching of every free player (the general path)."""
        self._weigh_next_edges()
        active = [v for v in range(self.n) if v not in self.fixed]
        shift, floor = self._shift(bonus)

        def lifted(a: int, b: int, raw: int, extra: int) -> int:
            return (raw << shift) + floor + extra if raw > 0 else 0

        graph = self._implicit_graph(active, self._criteria, lifted, bonus, lexicographic=True)
        mate = self.match.near_perfect(graph)
        return self._round_matching(-1, active, mate)

    def _solve_reduced(
        self, scope: list[int], below: list[int], bonus: Mapping[tuple[int, int], int]
    ) -> list[int] | None:
        """The matching of the free players restricted to ``scope``, when it provably is one.

        Every edge with a player in ``below`` weighs ``c(u) + c(v)`` (its [C4] field split per
        player, plus half the constant). For any complete pairing M of the free players, then,
        ``weight(M) = sum of c(v) over the paired players + w'(M on scope)`` with
        ``w'(u, v) = weight(u, v) - c(u) - c(v)`` (the edge without its [C4] field). The first
        term is largest when the unpaired player (odd count) is a PAB candidate ([C5]), and no
        pairing can beat ``max w'`` on scope. So a maximum-w' matching of ``scope`` whose unpaired
        players can be paired with ``below``, with a PAB candidate left over, attains the upper
        bound: it is a maximum-weight matching of all free players. When that completion does not
        exist, None (the caller matches every free player).
        """
        self._weigh_next_edges()
        shift, _floor = self._shift(bonus)

        def without_c4(a: int, b: int, raw: int, extra: int) -> int:
            reduced = ((raw - self._completion_weight(a, b)) << shift) + extra
            return reduced if raw > 0 and reduced > 0 else 0

        local = self.match.doubled(self._implicit_graph(scope, self._criteria, without_c4, bonus))
        left = [scope[i] for i, m in enumerate(local) if m < 0]
        players = left + below
        candidates = [i for i, v in enumerate(players) if bye_candidate(self.s[v], self.bye_score)]
        completion = completable(len(players), self._adjacency(players), candidates)
        if completion is None:
            return None
        result = self._round_matching(PAIRED_BELOW, scope, local)
        below_has_candidate = any(bye_candidate(self.s[v], self.bye_score) for v in below)
        for i, v in enumerate(left):
            # Paired below the scope, or the PAB when nobody below the scope may receive it.
            unpaired = completion[i] < 0 and not below_has_candidate
            result[v] = -1 if unpaired else PAIRED_BELOW
        return result

    def initial(self) -> tuple[Fraction | None, bool, dict[int, int]]:
        """Check that a complete pairing exists; find the PAB assignee's score ([C5]).

        With an odd number of players the PAB goes to the lowest score at which some player who may
        receive it ([C2]) can be left out while everyone else is paired ([C4]). That is asked of
        the cardinality matcher, score by score from the bottom. When that score is the top score
        (a one-bracket round), the older weighted search below decides, because it also tells
        whether the first bracket's single downfloater is bound to receive the PAB ([C9]).
        """
        s = self.s
        if self.n % 2 == 0:
            # Completion is checked with the first bracket's matching (see ``solve``).
            return None, False, {}
        if not self.options.bye_by_cardinality:
            return self._initial_weighted()
        everyone = list(range(self.n))
        adjacent = self._adjacency(everyone)
        scores = sorted({p.pairing_score for p in s if p.bye_eligible})
        bye_score: Fraction | None = None
        for level in scores:
            candidates = [v for v in everyone if s[v].bye_eligible and s[v].pairing_score <= level]
            if completable(self.n, adjacent, candidates) is not None:
                bye_score = level
                break
        if bye_score is None:
            raise NoLegalPairingError(
                translate(
                    "PairingRefusal",
                    "no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter "
                    "decides)",
                )
            )
        if bye_score == s[0].pairing_score:
            return self._initial_weighted()
        self.stats["bye_by_cardinality"] += 1
        self.bye_score = bye_score
        return bye_score, False, self._played_ranks(bye_score)

    def _played_ranks(self, bye_score: Fraction) -> dict[int, int]:
        """[C9]: matching a player with fewer played games is worth more, so the bye goes to the
        candidate with the fewest unplayed games."""
        counts = sorted(-p.played_games for p in self.s if p.pairing_score == bye_score)
        ranks: dict[int, int] = {}
        for r, c in enumerate(counts):
            ranks[-c] = r
        return ranks

    def _initial_weighted(self) -> tuple[Fraction | None, bool, dict[int, int]]:
        """The PAB score by one weighted matching of everyone (odd count)."""
        s = self.s
        levels = {sc: i for i, sc in enumerate(sorted({p.pairing_score for p in s}))}
        lb = (len(levels) * 2 + 2).bit_length() + 1
        top_score = s[0].pairing_score

        # Each player's share of the formula, read once (not a Fraction compared or hashed per pair).
        no_bye = [int(not p.bye_eligible) for p in s]
        level = [levels[p.pairing_score] for p in s]
        at_top = [int(p.pairing_score >= top_score) for p in s]

        def formula(i: int, j: int) -> int:
            top = 1 + no_bye[i] + no_bye[j]
            return (top << (lb + 1)) | ((level[i] + level[j]) << 1) | at_top[j]

        def weight(i: int, j: int) -> int:
            return formula(i, j) if self.compatible(s[i], s[j]) else 0

        ids: dict[tuple[bool, Fraction], int] = {}
        kinds = [ids.setdefault((p.bye_eligible, p.pairing_score), len(ids)) for p in s]
        rep: dict[int, int] = {}
        for v, k in enumerate(kinds):
            rep.setdefault(k, v)

        def bound(x: int, y: int) -> int:
            return max(formula(rep[x], rep[y]), formula(rep[y], rep[x]))

        mate = self.match.near_perfect(ImplicitGraph(self.n, kinds, weight, bound))
        unmatched = [v for v in range(self.n) if mate[v] == -1]
        if len(unmatched) != 1 or not s[unmatched[0]].bye_eligible:
            raise NoLegalPairingError(
                translate(
                    "PairingRefusal",
                    "no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter "
                    "decides)",
                )
            )
        bye_score = s[unmatched[0]].pairing_score
        self.bye_score = bye_score
        single = self._single_downfloater_is_bye(
            [v for v in range(self.n) if s[v].pairing_score == top_score], mate
        )
        return bye_score, single, self._played_ranks(bye_score)

    # size-limit exception: the Dutch procedure's steps in the order of the rules, one piece (being changed
    # for speed, issue 32)
    def pair(self) -> tuple[list[tuple[int, int]], int | None]:
        s = self.s
        n = self.n
        if n == 0:
            return [], None
        quick = self._perfect_first_round() if self.options.first_round else None
        if quick is not None:
            self.stats["first_round"] += 1
            return quick
        bye_score, single, played_rank = self.initial()
        odd = n % 2 == 1
        groups = self.scoregroups()
        bracket: list[int] = list(groups[0])  # MDPs then residents of the current scoregroup
        movers = 0
        g = 1
        stable: list[int] = []
        while len(bracket) > 1 or g < len(groups):
            nxt = groups[g] if g < len(groups) else []
            g += 1
            order = bracket + nxt  # "players by index"
            residents = bracket[movers:]
            resident_set = set(residents)
            note = BracketNote(
                s[residents[0]].pairing_score if residents else s[bracket[0]].pairing_score,
                movers=[s[v].number for v in bracket[:movers]],
                residents=[s[v].number for v in residents],
            )
            ctx_cur = EdgeContext(True, False, bye_score, single, played_rank)
            ctx_next = EdgeContext(False, True, bye_score, single, played_rank)
            self.ctx_next = ctx_next
            self.ctx_cur = ctx_cur
            for v in bracket[:movers]:
                self.role[v] = _MDP
            for v in residents:
                self.role[v] = _RESIDENT
                self.home_ctx[v] = ctx_cur
            for v in nxt:
                self.role[v] = _NEXT
            # Edges into the next scoregroup: only a matching beyond the bracket needs their [C8] fields.
            self._next_weighed = False
            in_bracket_pairs: list[tuple[int, int]] = []

            # Steps 1-2: which MDPs are paired (art. 4.4.2: earliest set) and their opponents, MDP by
            # MDP (art. 4.2: the highest S2 player still free). One solve: the preferences are
            # packed lexicographically below every criterion.
            mdps = bracket[:movers]
            fresh = bool(mdps) or not stable  # is ``stable`` optimal for this bracket's weights?
            scope = [v for v in order if v not in self.fixed]
            settled = None
            if self.options.transposition and not mdps:
                settled = self._settle_by_transposition(residents, nxt, ctx_next)
            if settled is not None:
                pairs_found, stable = settled
                self._fix_all(pairs_found, in_bracket_pairs)
            elif mdps:
                here = [v for v in bracket if v not in self.fixed]
                self._hint(stable)
                stable = self.solve(scope, self._mdp_bonus(mdps, residents), here)
                for v in mdps:
                    m = stable[v]
                    if m in resident_set:
                        self.fix(v, m)
                        in_bracket_pairs.append((v, m))
            elif not stable or any(v not in self.last_scope for v in residents):
                # The first bracket, or the last matching did not include this bracket (the
                # previous one was settled by ``first_optimal_transposition``).
                first = not stable
                self._hint(stable)
                stable = self.solve(scope, None, [v for v in bracket if v not in self.fixed])
                fresh = True
                if first:
                    self._check_complete(stable)
            # Otherwise the optimum left by the previous bracket already maximises this bracket's
            # pairs and paired scores ([C6], [C7]: they were its [C8] fields), which is all the
            # remainder needs to know before its own solve.
            # Steps 3-4: the remainder (art. 3.6 / 4.3 exchanges, then transpositions).
            remainder = [r for r in residents if r not in self.fixed]
            if len(remainder) > 1 and settled is None:
                rem_set = set(remainder)
                s1_size = sum(1 for v in remainder if stable[v] in rem_set and stable[v] < v)
                canonical = s1_size > 0 and fresh and self.options.canonical
                if canonical and self._canonical_is_optimal(remainder, s1_size, stable):
                    # Art. 3.4.1: the first candidate (S1R[i] - S2R[i]) is as good as the optimum.
                    self.stats["canonical"] += 1
                    for a, b in zip(remainder[:s1_size], remainder[s1_size : 2 * s1_size], strict=True):
                        self.fix(a, b)
                        in_bracket_pairs.append((a, b))
                        stable[a], stable[b] = b, a
                elif self.options.transposition and (
                    transposed := self._settle_by_transposition(
                        remainder, nxt, ctx_next, [v for v in mdps if v not in self.fixed]
                    )
                ):
                    # The first best candidate of the remainder is a transposition, proved best
                    # for the whole round (see ``_settle_by_transposition``).
                    pairs_found, stable = transposed
                    self._fix_all(pairs_found, in_bracket_pairs)
                elif s1_size:
                    scope = [v for v in order if v not in self.fixed]
                    here = [v for v in bracket if v not in self.fixed]
                    self._hint(stable, remainder, s1_size)
                    stable = self.solve(scope, self._remainder_bonus(remainder, s1_size), here)
                    for v in remainder:
                        m = stable[v]
                        if m in rem_set and m > v:
                            self.fix(v, m)
                            in_bracket_pairs.append((v, m))

            # Next bracket: this bracket's unpaired players, then the next scoregroup.
            new_bracket = [v for v in bracket if v not in self.fixed]
            note.pairs = [(s[a].number, s[b].number) for a, b in in_bracket_pairs]
            note.downfloaters = [s[v].number for v in new_bracket]
            self.notes.append(note)
            movers = len(new_bracket)
            following = new_bracket + nxt
            known = self.last_level
            if known is not None and known[0] == frozenset(following):
                # The absorption check already paired the next bracket as the last one: it leaves
                # out exactly one player, the PAB assignee, when its number is odd ([C9]).
                single = known[1] and self.n % 2 == 1
            else:
                if self._c9_undecided(following):
                    # The last matching was solved without the next scoregroup: solve this
                    # bracket's (now with its pairs fixed) to see whether the next bracket's one
                    # downfloater must be the PAB assignee ([C9]).
                    stable = self.solve([v for v in order if v not in self.fixed])
                single = self._single_downfloater_is_bye(following, stable)
            self.last_level = None
            if not nxt and new_bracket == bracket:
                # Nothing could be paired here: keep the complete matching as it is.
                break
            bracket = new_bracket + nxt
        left = [v for v in range(n) if v not in self.fixed]
        if left and len(left) > 1:
            for v in left:
                m = stable[v]
                if m >= 0 and m not in self.fixed and v not in self.fixed:
                    self.fix(v, m)
            left = [v for v in range(n) if v not in self.fixed]
        if len(left) > 1 or (left and not odd):
            raise NoLegalPairingError(
                translate(
                    "PairingRefusal", "no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)"
                )
            )
        pairs = [(a, b) for a, b in self.fixed.items() if a < b]
        return pairs, (left[0] if left else None)

    def _check_complete(self, mate: list[int]) -> None:
        """[C4]: the optimum of the whole graph must pair everyone (but the PAB assignee)."""
        if sum(1 for m in mate if m == -1) > self.n % 2:
            raise NoLegalPairingError(
                translate(
                    "PairingRefusal",
                    "no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter "
                    "decides)",
                )
            )

    def _c9_undecided(self, following: list[int]) -> bool:
        """[C9] may matter for the next bracket, but the last matching did not include all of it.

        The next bracket's one downfloater can only be bound to receive the PAB when nobody below
        that bracket may receive it (see :meth:`_solve_reduced`).
        """
        if self.n % 2 == 0:
            return False
        if all(v in self.last_scope for v in following):
            return False
        inside = set(following)
        return not any(
            bye_candidate(self.s[v], self.bye_score)
            for v in range(self.n)
            if v not in self.fixed and v not in inside
        )

    def _settle_by_transposition(
        self,
        residents: list[int],
        nxt: list[int],
        ctx_next: EdgeContext,
        unpaired_mdps: list[int] | None = None,
    ) -> tuple[list[tuple[int, int]], list[int]] | None:
        """A bracket's residents (all of them, or the remainder once the MDPs are paired), paired
        without any matching of the players outside the bracket.

        ``unpaired_mdps``: MDPs the MDP step left unpaired; they downfloat whatever the residents
        do, so they only join the downfloaters that the rest of the round must absorb.

        Art. 4 takes the first best candidate; here the candidate is sought among the bracket's
        own pairs. Every candidate pairs ``len // 2`` pairs and, in an odd bracket, downfloats
        one player D. Edges whose lower player is in the next scoregroup N carry only separable
        fields ([C4], the [C8] pair count and paired score, [C9]): a sum of one value per player,
        ``val(x)``. For any complete pairing of the free players, the bracket's pairs plus
        ``val(D)`` (what the bracket can control) is at most the maximum F of that sum over the
        bracket's candidates; the players of N contribute at most ``val(x)`` each, and at most
        their [C4] value when paired lower; the players below N at most their [C4] value, less the
        PAB assignee's. So a candidate attaining F, whose D and N can all be paired together (an
        odd number: all but one player of N with the least [C9] value, who is paired below), with
        the players below completing the round and a PAB candidate left over ([C5]), attains
        the upper bound of every complete pairing: it is best. :func:`first_optimal_transposition`
        finds the first candidate attaining F in the order of art. 4 (or gives up). Returns the
        pairs and the matching to use as ``stable``, or None (the general path decides).
        """
        s = self.s
        free = [v for v in residents if v not in self.fixed]
        size = len(free)
        if size < 2:
            return None
        following = [v for v in nxt if v not in self.fixed]
        odd = size % 2 == 1
        movers = list(unpaired_mdps or [])
        inside = set(free) | set(following) | set(movers)
        last = not following and not any(v not in self.fixed and v not in inside for v in range(self.n))
        k = size // 2
        float_value = None
        if odd and last:
            if movers:
                return None

            def float_value(v: int) -> int:
                # The last bracket: its one unpaired player receives the PAB and is worth nothing
                # (the bracket's own weights value the others, [C5] and [C9] included).
                return 0

        elif odd:
            if not following:
                return None
            anchor = s[following[0]]
            ctx = ctx_next

            def float_value(v: int) -> int:
                # The edge to one fixed player of N: that player's own share is the same for all.
                return edge_weight(s[v], anchor, ctx, self.layout, _always)

        found = first_optimal_transposition(free[:k], free[k:], self.get_weight, float_value, self._kinds())
        if found is None:
            return None
        pairs = [(a, b) for a, b in found if b >= 0]
        floater = [a for a, b in found if b < 0]
        if not last and not self._absorbed(free + movers, floater + movers, following, ctx_next):
            return None
        self.stats["transposition"] += 1
        self.last_scope = set(free)
        stable = self._round_matching(PAIRED_BELOW, [], [])
        for a, b in pairs:
            stable[a], stable[b] = b, a
        return pairs, stable

    def _absorbed(
        self, bracket: list[int], floaters: list[int], following: list[int], ctx_next: EdgeContext
    ) -> bool:
        """The bracket's downfloaters and the next scoregroup N pair among themselves, all of them
        (an odd number: all but one player of N with the least [C9] value), and the players
        below, with that one, complete the round with a PAB candidate left over ([C4], [C5]).
        This is what lets a bracket be paired alone (see :meth:`_settle_by_transposition`).
        """
        s = self.s
        level = floaters + following
        inside = set(bracket) | set(following)
        below = [v for v in range(self.n) if v not in self.fixed and v not in inside]
        left_over: list[int] = []
        if level:
            candidates = None
            if len(level) % 2:
                if not following:
                    return False
                if below:
                    # The one left over is paired below: the least loss is the least [C9] share.
                    loss = {v: self._c9_value(v, ctx_next) for v in following}
                else:
                    # Nobody below: the one left over receives the PAB and loses its whole value
                    # ``val`` (least for a PAB candidate, [C5]; a downfloater may be the one).
                    anchor = s[following[0]]
                    loss = {
                        v: edge_weight(s[v], anchor, ctx_next, self.layout, _always)
                        for v in bracket + following
                    }
                least = min(loss.values())
                candidates = [i for i, v in enumerate(level) if v in loss and loss[v] == least]
            inner = completable(len(level), self._adjacency(level), candidates)
            if inner is None:
                return False
            left_over = [level[i] for i, m in enumerate(inner) if m < 0]
        if not below:
            # Nothing below: these players are the next, last, bracket; remember what it does.
            self.last_level = (frozenset(level), len(level) % 2 == 1)
            return True
        rest = left_over + below
        if rest:
            below_set = set(below)
            rest_candidates = [
                i for i, v in enumerate(rest) if v in below_set and bye_candidate(s[v], self.bye_score)
            ]
            if completable(len(rest), self._adjacency(rest), rest_candidates) is None:
                return False
        return True

    def _solve_bracket_only(
        self, bracket: list[int], following: list[int], bonus: Mapping[tuple[int, int], int]
    ) -> list[int] | None:
        """The bracket's matching found on the bracket alone, when it provably is the whole one.

        As in :meth:`_settle_by_transposition`, a player of the bracket who downfloats is worth
        ``val(x)`` (the separable share of an edge to the next scoregroup), so the best matchings
        of every free player are, on the bracket, the maximum-weight matchings of the weights
        ``w(u, v) - val(u) - val(v)``, as soon as the downfloaters are absorbed
        (:meth:`_absorbed`). Doubled to stay in integers; the constant of :meth:`_shift` cancels.
        """
        if not following:
            return None
        s = self.s
        ctx_next = self.ctx_next
        shift, _floor = self._shift(bonus)
        anchor = s[following[0]]
        anchor_self = edge_weight(anchor, anchor, ctx_next, self.layout, _always)
        val2 = [2 * edge_weight(s[v], anchor, ctx_next, self.layout, _always) - anchor_self for v in bracket]

        value = dict(zip(bracket, val2, strict=True))

        def less_floating(a: int, b: int, raw: int, extra: int) -> int:
            reduced = ((2 * raw - value[a] - value[b]) << shift) + 2 * extra
            return reduced if raw > 0 and reduced > 0 else 0

        graph = self._implicit_graph(bracket, self.get_weight_free, less_floating, bonus)
        # Every pair of the bracket carries [C6] above everything the downfloaters are worth, so
        # a best matching has as many pairs as possible: when some matching leaves at most one
        # player out, the best of those (the quicker perfect mode) is the best of all.
        local = self.match.near_perfect(graph)
        if sum(1 for m in local if m < 0) > len(bracket) % 2:
            local = self.match.doubled(graph)
        floaters = [bracket[i] for i, m in enumerate(local) if m < 0]
        if not self._absorbed(bracket, floaters, following, ctx_next):
            return None
        self.last_scope = set(bracket)
        return self._round_matching(PAIRED_BELOW, bracket, local)

    def _c9_value(self, v: int, ctx: EdgeContext) -> int:
        """[C9] share of one player in the edges of ``ctx`` (see :func:`edge_weight`)."""
        p = self.s[v]
        if ctx.c9_active and ctx.bye_score is not None and p.pairing_score == ctx.bye_score:
            return ctx.played_rank[p.played_games]
        return 0

    def _single_downfloater_is_bye(self, bracket: list[int], stable: list[int]) -> bool:
        """[C9] applies: in the current optimum the bracket downfloats one player, the PAB assignee."""
        if self.n % 2 == 0:
            return False
        inside = set(bracket)
        leaving = [v for v in bracket if stable[v] < 0 or stable[v] not in inside]
        return len(leaving) == 1 and stable[leaving[0]] == -1
