"""Entry point of the 2012 text: from a :class:`Tournament` to the :class:`Pairing` of a round."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch.state import round_to_pair
from engine.dutch2012.colours import colour_of
from engine.dutch2012.explain import BracketNote
from engine.dutch2012.process import RoundPairer
from engine.dutch2012.state import PlayerState, build_states, bye_beyond_b1b
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, Tournament


@dataclass(frozen=True, slots=True)
class RoundExplanation2013:
    """How a round was paired under the 2012 text: one entry per bracket, top down."""

    round: int
    brackets: tuple[BracketNote, ...]
    bye: PairingNumber | None
    bye_beyond_b1b: bool = False
    """Nobody could receive the bye by B.1.b: it went to a player with the fewest points without
    playing (:func:`engine.dutch2012.state.may_receive_bye`)."""

    def __str__(self) -> str:
        """The explanation in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        lines = [
            translate(
                "PairingExplanation", "Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)"
            ).format(round=self.round)
        ]
        for b in self.brackets:
            lines.extend(b.lines())
        if self.bye_beyond_b1b:
            lines.append(
                "  "
                + translate(
                    "PairingExplanation",
                    "B.1.b could not be kept: every player had a point or half point without playing, the "
                    "bye goes to one with the fewest of them",
                )
            )
        if self.bye is not None:
            lines.append("  " + translate("PairingExplanation", "bye: {player}").format(player=self.bye))
        return "\n".join(lines)


def _board_key(a: PlayerState, b: PlayerState) -> tuple[Fraction, Fraction, int]:
    """Board order: score of the higher player, then of the lower, then the higher's pairing number."""
    higher, lower = (a, b) if (a.score, -a.rank) > (b.score, -b.rank) else (b, a)
    return (-higher.score, -lower.score, higher.rank)


def _run(
    tournament: Tournament, round_number: int | None, explain: bool, options: PairingOptions
) -> tuple[Pairing, RoundExplanation2013, Counter[str]]:
    """The pairing, how it was paired (with ``explain``) and the fast paths taken."""
    r = round_to_pair(tournament) if round_number is None else round_number
    states = build_states(tournament, r)
    pairer = RoundPairer(states, r, options)
    pairs, bye_index = pairer.pair()
    initial = tournament.initial_colour or Colour.WHITE
    boards: list[tuple[tuple[Fraction, Fraction, int], Board]] = []
    for a, b in pairs:
        pa, pb = states[a], states[b]
        colour = colour_of(pa, pb, initial, r)
        board = Board(pa.number, pb.number) if colour is Colour.WHITE else Board(pb.number, pa.number)
        boards.append((_board_key(pa, pb), board))
    boards.sort(key=lambda kb: kb[0])
    bye = states[bye_index].number if bye_index is not None else None
    pairing = Pairing(r, tuple(b for _k, b in boards), bye)
    notes = tuple(pairer.notes()) if explain else ()
    return pairing, RoundExplanation2013(r, notes, bye, bye_beyond_b1b(states)), pairer.stats


def pair_round(
    tournament: Tournament, round_number: int | None = None, *, options: PairingOptions = FASTEST
) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the 2012 text of the Dutch system.

    Raises :class:`NoLegalPairingError` when no pairing satisfies B.1 and B.2. ``options``: the fast
    paths this call may take (:class:`PairingOptions`; the pairing is the same).
    """
    return _run(tournament, round_number, False, options)[0]


def pair_round_counted(
    tournament: Tournament, round_number: int | None = None, *, options: PairingOptions = FASTEST
) -> tuple[Pairing, Counter[str]]:
    """:func:`pair_round`, and how many times each fast path was taken (by field name)."""
    pairing, _explanation, stats = _run(tournament, round_number, False, options)
    return pairing, stats


def explain_round(
    tournament: Tournament, round_number: int | None = None, *, options: PairingOptions = FASTEST
) -> RoundExplanation2013:
    """How each bracket of the round was paired under the 2012 text."""
    return _run(tournament, round_number, True, options)[1]
