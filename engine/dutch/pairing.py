"""Entry point of the Dutch system: from a :class:`Tournament` to the :class:`Pairing` of a round."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

from engine.dutch.colours import colour_of
from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch.phrase import Phrase, phrase
from engine.dutch.process import RoundPairer
from engine.dutch.process2017 import RoundPairer2017
from engine.dutch.round_graph import BracketNote
from engine.dutch.state import Float, PlayerState, build_states, round_to_pair, topscorer_threshold
from engine.errors import InvalidTournamentError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Colour, Pairing, PairingNumber, PairingSystem, RulesEdition, Tournament
from engine.system_policy import refuse_other_system


@dataclass(frozen=True, slots=True)
class RoundExplanation:
    """How a round was paired: one entry per bracket, top down, in the terms of the edition's text."""

    round: int
    brackets: tuple[BracketNote, ...]
    bye: PairingNumber | None
    edition: RulesEdition = RulesEdition.DUTCH_2025

    def __str__(self) -> str:
        """The explanation in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        lines = [
            translate("PairingExplanation", "Round {round} ({edition})").format(
                round=self.round, edition=translate("PairingExplanation", EDITION_TITLES[self.edition])
            )
        ]
        for b in self.brackets:
            lines.append("  " + _bracket_head(b))
            if b.kind == "PPB":
                lines.append(
                    "    "
                    + translate(
                        "PairingExplanation",
                        "re-paired: its downfloaters and the lower players complete the round (C.4)",
                    )
                )
            for x, y in b.pairs:
                lines.append(f"    {x} - {y}")
            if b.downfloaters:
                lines.append(
                    "    "
                    + translate("PairingExplanation", "downfloaters: {players}").format(
                        players=b.downfloaters
                    )
                )
            for unmet in b.unmet:
                lines.append(
                    "    " + translate("PairingExplanation", "not met: {criterion}").format(criterion=unmet)
                )
        if self.bye is not None:
            if self.edition is RulesEdition.DUTCH_2025:
                bye = translate(
                    "PairingExplanation",
                    "pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest "
                    "unplayed "
                    "games)",
                )
            elif self.edition is RulesEdition.DUTCH_2017:
                bye = translate(
                    "PairingExplanation",
                    "pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)",
                )
            else:
                bye = translate("PairingExplanation", "pairing-allocated bye: {player}")
            lines.append("  " + bye.format(player=self.bye))
        return "\n".join(lines)


def _bracket_head(b: BracketNote) -> str:
    """The first line of a bracket's note: its score, residents and the players moved down into it."""
    if b.kind == "PPB":
        if b.movers:
            head = translate(
                "PairingExplanation",
                "bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down "
                "{movers}",
            )
        else:
            head = translate(
                "PairingExplanation",
                "bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}",
            )
    elif b.kind == "CLB":
        if b.movers:
            head = translate(
                "PairingExplanation",
                "the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved "
                "down "
                "{movers}",
            )
        else:
            head = translate(
                "PairingExplanation",
                "the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}",
            )
    elif b.movers:
        head = translate("PairingExplanation", "bracket {score}: residents {residents}, moved down {movers}")
    else:
        head = translate("PairingExplanation", "bracket {score}: residents {residents}")
    return head.format(score=b.score, residents=b.residents, movers=b.movers)


EDITION_TITLES = {
    RulesEdition.DUTCH_2025: QT_TRANSLATE_NOOP(
        "PairingExplanation", "FIDE Dutch system, 2025 text: criteria [C1]-[C21]"
    ),
    RulesEdition.DUTCH_2017: QT_TRANSLATE_NOOP(
        "PairingExplanation", "FIDE Dutch system, 2017 text: criteria C.1-C.19"
    ),
    RulesEdition.DUTCH_2013: QT_TRANSLATE_NOOP("PairingExplanation", "FIDE Dutch system, Istanbul 2012 text"),
}
"""The title of each edition's text, in English (``translate("PairingExplanation", title)`` where shown)."""


@dataclass(frozen=True, slots=True)
class _Names:
    """The criteria a bracket's note names, as its edition numbers them."""

    difference: str
    three_in_a_row: str
    preference: str
    strong: str
    down_again: str
    up_again: str
    downfloaters_only: bool
    """2025 [C14] counts resident downfloaters; 2017 C.12 every player who receives a downfloat."""


_NAMES = {
    RulesEdition.DUTCH_2025: _Names("[C10]", "[C11]", "[C12]", "[C13]", "[C14]", "[C15]", True),
    RulesEdition.DUTCH_2017: _Names("C.8", "C.9", "C.10", "C.11", "C.12", "C.13", False),
}


def resolve_round(tournament: Tournament, round_number: int | None) -> int:
    """The round to pair; refused beyond the number of rounds declared (C.04.1 a, TRF 142/XXR)."""
    r = round_to_pair(tournament) if round_number is None else round_number
    total = tournament.number_of_rounds
    if total is not None and r > total:
        raise InvalidTournamentError(
            (
                translate(
                    "PairingRefusal",
                    "round {round} is beyond the %n round of the tournament (142/XXR)",
                    None,
                    1,
                )
                if total == 1
                else translate(
                    "PairingRefusal",
                    "round {round} is beyond the %n rounds of the tournament (142/XXR)",
                    None,
                    total,
                )
            ).format(round=r)
        )
    return r


def refuse_round_robin(tournament: Tournament) -> None:
    """A round robin (TRF26 192 ``FIDE_ROUNDROBIN``...) is paired by the Berger tables, never by C.04.3."""
    if tournament.round_robin is not None:
        raise InvalidTournamentError(
            translate(
                "PairingRefusal",
                "this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex "
                "1, not "
                "the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or "
                "arbiter pair)",
            ).format(code=tournament.round_robin.code)
        )


def _run(
    tournament: Tournament, round_number: int | None, rules: RulesEdition | None, options: PairingOptions
) -> tuple[Pairing, RoundExplanation, Counter[str]]:
    """The pairing of a round under the 2025 or 2017 text, how it was paired, and the fast paths
    taken (:attr:`RoundPairer.stats`)."""
    refuse_round_robin(tournament)
    r = resolve_round(tournament, round_number)
    edition = rules or tournament.rules
    states = build_states(tournament, r, edition)
    pairer: RoundPairer | RoundPairer2017
    if edition is RulesEdition.DUTCH_2017:
        pairer = RoundPairer2017(states, r - 1, topscorer_threshold(tournament, r), options)
    else:
        pairer = RoundPairer(states, r - 1, topscorer_threshold(tournament, r), options)
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
    _note_unmet(pairer.notes, {int(s.number): s for s in states}, [b for _k, b in boards], edition)
    pairing = Pairing(r, tuple(b for _k, b in boards), bye)
    return pairing, RoundExplanation(r, tuple(pairer.notes), bye, edition), pairer.stats


def _note_unmet(
    notes: list[BracketNote], states: dict[int, PlayerState], boards: list[Board], edition: RulesEdition
) -> None:
    """Name, per bracket, the quality criteria its pairing could not fully satisfy (2025 art. 2.4;
    2017 C.10-C.13), each by the number its edition's text gives it."""
    names = _NAMES.get(edition, _NAMES[RulesEdition.DUTCH_2025])
    colour: dict[int, Colour] = {b.white: Colour.WHITE for b in boards}
    colour.update({b.black: Colour.BLACK for b in boards})
    for note in notes:
        for x, y in note.pairs:
            for n in (x, y):
                s = states[n]
                got = colour.get(n, Colour.NONE)
                if s.preference is not Colour.NONE and got is not s.preference:
                    crit = names.strong if s.strong else names.preference
                    if s.absolute:
                        text = QT_TRANSLATE_NOOP(
                            "PairingExplanation",
                            "{criterion} {player} does not get their absolute colour preference",
                        )
                    elif s.strong:
                        text = QT_TRANSLATE_NOOP(
                            "PairingExplanation",
                            "{criterion} {player} does not get their strong colour preference",
                        )
                    else:
                        text = QT_TRANSLATE_NOOP(
                            "PairingExplanation",
                            "{criterion} {player} does not get their mild colour preference",
                        )
                    note.unmet.append(phrase("PairingExplanation", text, criterion=crit, player=n))
            hi, lo = (states[x], states[y])
            if hi.pairing_score < lo.pairing_score:
                hi, lo = lo, hi
            if hi.pairing_score > lo.pairing_score and lo.float_1 is Float.UP:
                note.unmet.append(_again(names.up_again, lo.number, Float.UP))
            if (
                not names.downfloaters_only
                and hi.pairing_score > lo.pairing_score
                and hi.float_1 is Float.DOWN
            ):
                note.unmet.append(_again(names.down_again, hi.number, Float.DOWN))
        for n in note.downfloaters:
            resident = n in note.residents or not names.downfloaters_only
            if resident and states[n].float_1 is Float.DOWN:
                note.unmet.append(_again(names.down_again, n, Float.DOWN))


def _again(criterion: str, player: int, direction: Float) -> Phrase:
    """``[C14] 5 floats down again (downfloat the previous round)``."""
    if direction is Float.UP:
        text = QT_TRANSLATE_NOOP(
            "PairingExplanation", "{criterion} {player} floats up again (upfloat the previous round)"
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "PairingExplanation", "{criterion} {player} floats down again (downfloat the previous round)"
        )
    return phrase("PairingExplanation", text, criterion=criterion, player=player)


def _board_key(a: PlayerState, b: PlayerState) -> tuple[Fraction, Fraction, int]:
    """C.04.2 art. 3.6 board order: score of the higher player, then the lower's (the sum), then TPN."""
    higher, lower = (a, b) if (a.score, -a.rank) > (b.score, -b.rank) else (b, a)
    return (-higher.score, -lower.score, higher.rank)


if TYPE_CHECKING:
    from engine.dutch2012.pairing import RoundExplanation2013

Explanation: TypeAlias = "RoundExplanation | RoundExplanation2013"
"""How a round was paired, in the terms of its edition."""


def pair_round(
    tournament: Tournament,
    round_number: int | None = None,
    rules: RulesEdition | None = None,
    *,
    options: PairingOptions = FASTEST,
) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the Dutch system of ``rules``.

    Players with a bye or absence entry in that round, or listed in ``absent_next_round``, are not
    paired. Raises :class:`engine.errors.NoLegalPairingError` when no pairing satisfies C1-C3.
    The Istanbul 2012 text (``RulesEdition.DUTCH_2013``) has its own engine, :mod:`engine.dutch2012`.
    ``options``: the fast paths this call may take (:class:`PairingOptions`; the pairing is the same).
    """
    return pair_round_counted(tournament, round_number, rules, options=options)[0]


def pair_round_counted(
    tournament: Tournament,
    round_number: int | None = None,
    rules: RulesEdition | None = None,
    *,
    options: PairingOptions = FASTEST,
) -> tuple[Pairing, Counter[str]]:
    """:func:`pair_round`, and how many times each fast path was taken, by the name of its
    :class:`PairingOptions` field (for the tests of the fast paths and for the benchmarks)."""
    refuse_other_system(tournament, PairingSystem.DUTCH)
    if (rules or tournament.rules) is RulesEdition.DUTCH_2013:
        from engine.dutch2012.pairing import pair_round_counted as counted_2013

        return counted_2013(tournament, resolve_round(tournament, round_number), options=options)
    pairing, _explanation, stats = _run(tournament, round_number, rules, options)
    return pairing, stats


def explain_round(
    tournament: Tournament,
    round_number: int | None = None,
    rules: RulesEdition | None = None,
    *,
    options: PairingOptions = FASTEST,
) -> Explanation:
    """The pairing of a round bracket by bracket: residents, MDPs, pairs and downfloaters."""
    refuse_other_system(tournament, PairingSystem.DUTCH)
    if (rules or tournament.rules) is RulesEdition.DUTCH_2013:
        from engine.dutch2012.pairing import explain_round as explain_round_2013

        return explain_round_2013(tournament, resolve_round(tournament, round_number), options=options)
    return _run(tournament, round_number, rules, options)[1]
