"""Which proven fast paths a Dutch round-pairing may take, chosen per call.

Each engine (2025/2026 text :mod:`engine.dutch.process`, 2017 text :mod:`engine.dutch.process2017`,
Istanbul 2012 text :mod:`engine.dutch2012.process`) has a *general path*, the weighted matchings that
state the criteria of its text, and a few *fast paths* that give the same pairing in less time, each
with its proof in the docstring of the method named below. A :class:`PairingOptions` says which fast
paths one call may take; it is a value passed down to the pairer of that call (never a setting of a
class or module), so two pairings in two threads cannot see each other's choice. The default takes
every fast path; :data:`GENERAL_PATH` takes none, and the engine then runs its general path only
(``tests/test_dutch_shortcuts.py`` and ``tests/test_dutch2012_shortcuts.py`` compare them, one fast path
at a time).

The number of times each fast path was taken in one pairing is counted under the name of its field
(:func:`engine.dutch.pairing.pair_round_counted`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace


@dataclass(frozen=True, slots=True)
class PairingOptions:
    """The fast paths a round-pairing may take (all of them by default). A field that names a fast
    path an edition does not have is ignored by that edition's engine."""

    first_round: bool = True
    """A round with one scoregroup and no game played yet, paired by its first candidate (S1 against
    S2 in order) when all its pairs may meet: 2025 art. 3.4.1 and 2017 B.4 ("perfect" candidate,
    :meth:`engine.dutch.round_graph.RoundGraph._perfect_first_round`); 2012 A.11/C.6
    (:meth:`engine.dutch2012.process.RoundPairer._first_candidate_is_perfect`)."""
    canonical: bool = True
    """A remainder's first candidate (S1R[i] against S2R[i]) accepted when it weighs as much as the
    optimum found for the bracket: 2025 art. 3.4.1, 2017 B.4
    (:meth:`engine.dutch.round_graph.RoundGraph._canonical_is_optimal`). The 2012 engine has none."""
    transposition: bool = True
    """A bracket or remainder settled by its first optimal transposition, a bipartite S1-S2 matching
    whose duals prove that no exchange does better (:mod:`engine.dutch.transposition`): 2025
    ``RoundPairer._settle_by_transposition``, 2017 ``RoundPairer2017._remainder_transposition``, 2012
    ``RoundPairer._by_transposition``."""
    bracket_alone: bool = True
    """A bracket's matching found on the bracket alone, its downfloaters valued by what they add
    below: 2025 ``RoundPairer._solve_bracket_only``, 2017 ``RoundPairer2017._pairs_alone`` (with
    ``_solve``). The 2012 engine pairs every bracket alone by its text (C.1-C.11)."""
    reduced_scope: bool = True
    """2025 only: a bracket's matching found on the bracket and the next scoregroup, without the
    players below them (``RoundPairer._solve_reduced``)."""
    bye_by_cardinality: bool = True
    """2025 only: the score of the PAB assignee ([C5]) found by cardinality matchings, score by
    score from the bottom, instead of one weighted matching of everyone (``RoundPairer.initial``)."""
    movers_by_duals: bool = True
    """2012 only: the moved-down players' pairs of a heterogeneous bracket (C.6, D.3, D.1.2) read from
    the duals of a bipartite matching (``RoundPairer._movers_by_duals``)."""
    perfect_mode: bool = True
    """2012 only: a bracket's weighted matching solved in the quicker perfect mode with dummies for
    the players bound to stay unpaired, when that provably is a maximum-weight matching
    (``RoundPairer._greedy_matching``); otherwise the general maximum-weight matching."""

    implicit_matching: bool = True
    """A bracket's weighted matching found on an implicit graph: pair weights read from kinds of
    players, the kinds' transportation relaxation, a sparse blossom matching and a dual certificate
    checked against every pair (:mod:`engine.dutch.sparse_matching`, its proof in the module
    documentation), instead of the maximum-weight matching over every pair listed
    (:class:`engine.dutch.sparse_matching.GraphMatcher`, :mod:`engine.dutch.listed_matching`). All
    three editions."""

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The fast paths, by field name."""
        return tuple(f.name for f in fields(cls))

    @classmethod
    def only(cls, name: str) -> PairingOptions:
        """The general path with the one fast path ``name`` allowed."""
        if name not in cls.names():
            raise ValueError(f"no fast path named {name!r} (one of {', '.join(cls.names())})")
        return replace(GENERAL_PATH, **{name: True})


GENERAL_PATH = PairingOptions(**{name: False for name in PairingOptions.names()})
"""No fast path: every engine runs its general path only."""

FASTEST = PairingOptions()
"""Every fast path (the default of every call)."""
