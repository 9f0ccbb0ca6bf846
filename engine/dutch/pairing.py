"""Entry point of the Dutch system: from a :class:`Tournament` to the :class:`Pairing` of a round."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.dutch.colours import colour_of
from engine.dutch.process import RoundPairer
from engine.dutch.process2017 import RoundPairer2017
from engine.dutch.round_graph import BracketNote
from engine.dutch.state import Float, PlayerState, build_states, round_to_pair, topscorer_threshold
from engine.errors import InvalidTournamentError
from engine.model import Board, Colour, Pairing, PairingNumber, RulesEdition, Tournament


@dataclass(frozen=True, slots=True)
class RoundExplanation:
    """How a round was paired: one entry per bracket, top down."""

    round: int
    brackets: tuple[BracketNote, ...]
    bye: PairingNumber | None

    def __str__(self) -> str:
        lines = [f"Round {self.round}"]
        for b in self.brackets:
            head = f"  bracket {b.score}: residents {b.residents}"
            if b.movers:
                head += f", moved down {b.movers}"
            lines.append(head)
            for x, y in b.pairs:
                lines.append(f"    {x} - {y}")
            if b.downfloaters:
                lines.append(f"    downfloaters: {b.downfloaters}")
            for unmet in b.unmet:
                lines.append(f"    not met: {unmet}")
        if self.bye is not None:
            lines.append(f"  pairing-allocated bye: {self.bye}")
        return "\n".join(lines)


def _resolve(tournament: Tournament, round_number: int | None) -> int:
    """The round to pair; refused beyond the number of rounds declared (C.04.1 a, TRF 142/XXR)."""
    r = round_to_pair(tournament) if round_number is None else round_number
    total = tournament.number_of_rounds
    if total is not None and r > total:
        raise InvalidTournamentError(
            f"round {r} is beyond the {total} round{'s' if total != 1 else ''} of the tournament (142/XXR)"
        )
    return r


def _run(
    tournament: Tournament, round_number: int | None, rules: RulesEdition | None
) -> tuple[Pairing, RoundExplanation]:
    r = _resolve(tournament, round_number)
    edition = rules or tournament.rules
    states = build_states(tournament, r, edition)
    pairer: RoundPairer | RoundPairer2017
    if edition is RulesEdition.DUTCH_2017:
        pairer = RoundPairer2017(states, r - 1, topscorer_threshold(tournament, r))
    else:
        pairer = RoundPairer(states, r - 1, topscorer_threshold(tournament, r))
    pairs, bye_index = pairer.pair()
    initial = tournament.initial_colour or Colour.WHITE
    boards: list[tuple[tuple[Fraction, Fraction, int], Board]] = []
    for a, b in pairs:
        pa, pb = states[a], states[b]
        colour = colour_of(pa, pb, initial)
        board = Board(pa.number, pb.number) if colour is Colour.WHITE else Board(pb.number, pa.number)
        boards.append((_board_key(pa, pb), board))
    boards.sort(key=lambda kb: kb[0])
    bye = states[bye_index].number if bye_index is not None else None
    _note_unmet(pairer.notes, {int(s.number): s for s in states}, [b for _k, b in boards])
    pairing = Pairing(r, tuple(b for _k, b in boards), bye)
    return pairing, RoundExplanation(r, tuple(pairer.notes), bye)


def _note_unmet(notes: list[BracketNote], states: dict[int, PlayerState], boards: list[Board]) -> None:
    """Name, per bracket, the quality criteria its pairing could not fully satisfy (art. 2.4)."""
    colour: dict[int, Colour] = {b.white: Colour.WHITE for b in boards}
    colour.update({b.black: Colour.BLACK for b in boards})
    for note in notes:
        for x, y in note.pairs:
            for n in (x, y):
                s = states[n]
                got = colour.get(n, Colour.NONE)
                if s.preference is not Colour.NONE and got is not s.preference:
                    kind = "absolute" if s.absolute else "strong" if s.strong else "mild"
                    crit = "[C13]" if s.strong else "[C12]"
                    note.unmet.append(f"{crit} {n} does not get their {kind} colour preference")
            hi, lo = (states[x], states[y])
            if hi.pairing_score < lo.pairing_score:
                hi, lo = lo, hi
            if hi.pairing_score > lo.pairing_score and lo.float_1 is Float.UP:
                note.unmet.append(f"[C15] {lo.number} floats up again (upfloat the previous round)")
        for n in note.downfloaters:
            if n in note.residents and states[n].float_1 is Float.DOWN:
                note.unmet.append(f"[C14] {n} floats down again (downfloat the previous round)")


def _board_key(a: PlayerState, b: PlayerState) -> tuple[Fraction, Fraction, int]:
    """C.04.2 art. 3.6 board order: score of the higher player, then the lower's (the sum), then TPN."""
    higher, lower = (a, b) if (a.score, -a.rank) > (b.score, -b.rank) else (b, a)
    return (-higher.score, -lower.score, higher.rank)


def pair_round(
    tournament: Tournament, round_number: int | None = None, rules: RulesEdition | None = None
) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the Dutch system of ``rules``.

    Players with a bye or absence entry in that round, or listed in ``absent_next_round``, are not
    paired. Raises :class:`engine.errors.NoLegalPairingError` when no pairing satisfies C1-C3.
    """
    return _run(tournament, round_number, rules)[0]


def explain_round(
    tournament: Tournament, round_number: int | None = None, rules: RulesEdition | None = None
) -> RoundExplanation:
    """The pairing of a round bracket by bracket: residents, MDPs, pairs and downfloaters."""
    return _run(tournament, round_number, rules)[1]
