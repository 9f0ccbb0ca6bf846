"""Entry point of the Burstein System (C.04.4.2): from a :class:`Tournament` to the :class:`Pairing`
of a round, as bbpPairings v6 ``--burstein`` pairs it (``docs/systems/burstein.md``).

The players, their colour preferences (C.04.1, shared with the Dutch engine: art. 1.6-1.7 of C.04.3
and C.04.1 read the same histories) and the opponents they may not meet again are
:func:`engine.dutch.state.build_states`'; the order within a scoregroup is the index
(:mod:`engine.burstein.index`); the pairs are :mod:`engine.burstein.process`'.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction

from engine.burstein.dynamic_matching import DynamicMatching
from engine.burstein.graph import MatchingGraph
from engine.burstein.index import Index, indices
from engine.burstein.process import RoundProcess
from engine.burstein.separable import separable_pairs
from engine.dutch.colours import colour_of, neutral_colour
from engine.dutch.pairing import refuse_round_robin, resolve_round
from engine.dutch.state import PlayerState, build_states
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, PairingSystem, RulesEdition, Tournament
from engine.system_policy import refuse_other_system

BYE_RULES = RulesEdition.DUTCH_2017
"""Who may receive the pairing-allocated bye: C.04.1 d as it stood before 2026 ("a player who has
already received a pairing-allocated bye, or has already scored a (forfeit) win due to an opponent
not appearing in time"), which bbpPairings v6 applies to the Burstein System; a full-point bye does
not bar it. :func:`engine.dutch.state.blocks_bye` holds the rule."""


def pair_round(
    tournament: Tournament,
    round_number: int | None = None,
    *,
    graph: Callable[[int], MatchingGraph] = DynamicMatching,
) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the Burstein System.

    ``graph`` keeps the best matchings of the round (the warm-started
    :class:`engine.burstein.dynamic_matching.DynamicMatching`; the tests give the from-scratch
    :class:`engine.burstein.graph.ScratchMatchingGraph` it must agree with).

    Players with a bye or absence entry in that round, or listed in ``absent_next_round``, are not
    paired. Raises :class:`engine.errors.NoLegalPairingError` when no pairing satisfies C.04.1.
    """
    refuse_round_robin(tournament)
    refuse_other_system(tournament, PairingSystem.BURSTEIN)
    r = resolve_round(tournament, round_number)
    states = build_states(tournament, r, BYE_RULES)
    index = indices(tournament, r, {s.number: s.rank for s in states})

    def compare(a: PlayerState, b: PlayerState) -> int:
        return _compare(index[a.number], index[b.number])

    order = sorted(states, key=functools.cmp_to_key(compare))
    bye = _bye(order)
    players = [s for s in order if s is not bye]
    process = RoundProcess(players, lambda a, b: index[a.number].below(index[b.number]), graph)
    pairs = process.folded()
    if pairs is None and graph is DynamicMatching:  # the from-scratch graph: the route it is tested against
        pairs = separable_pairs(players, process.below, graph)
    if pairs is None:
        pairs = process.pairs(process.scoregroups())
    initial = tournament.initial_colour or Colour.WHITE
    boards: list[tuple[tuple[Fraction, Fraction, int], Board]] = []
    for a, b in pairs:
        pa, pb = players[a], players[b]
        colour = _colour(pa, pb, initial, index)
        board = Board(pa.number, pb.number) if colour is Colour.WHITE else Board(pb.number, pa.number)
        higher, lower = (pa, pb) if (pa.score, -pa.rank) > (pb.score, -pb.rank) else (pb, pa)
        boards.append(((-higher.score, -lower.score, higher.rank), board))
    boards.sort(key=lambda kb: kb[0])
    return Pairing(r, tuple(b for _k, b in boards), bye.number if bye is not None else None)


def _compare(a: Index, b: Index) -> int:
    """The order of pairing: score with acceleration, then the index (C.04.4.2), the highest first."""
    if a.score != b.score:
        return -1 if a.score > b.score else 1
    if b.below(a):
        return -1
    return 1 if a.below(b) else 0


def _bye(order: list[PlayerState]) -> PlayerState | None:
    """The pairing-allocated bye: with an odd number of players, the lowest in the order of pairing
    who may receive it (C.04.1 d)."""
    if len(order) % 2 == 0:
        return None
    for s in reversed(order):
        if s.bye_eligible:
            return s
    raise NoLegalPairingError(translate("PairingRefusal", "no player may receive the pairing-allocated bye"))


def _colour(
    player: PlayerState, opponent: PlayerState, initial: Colour, index: dict[PairingNumber, Index]
) -> Colour:
    """The colour ``player`` receives (C.04.4.2 colour allocation): the rules that read the two colour
    histories (:func:`engine.dutch.colours.neutral_colour`); when they do not decide, the preference
    of the player higher in the index, and without any preference the initial colour for the higher
    ranked player when its TPN is odd (C.04.3 5.2.5, :func:`engine.dutch.colours.colour_of`)."""
    neutral = neutral_colour(player, opponent)
    if neutral is not Colour.NONE:
        return neutral
    if player.preference is Colour.NONE:  # neither has a preference
        return colour_of(player, opponent, initial)
    if index[player.number].below(index[opponent.number]):
        return opponent.preference.opposite
    return player.preference
