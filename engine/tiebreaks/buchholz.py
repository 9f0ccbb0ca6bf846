"""Buchholz, Fore Buchholz, Sonneborn-Berger and Average of Opponents' Buchholz (C.07 art. 8, 9.1, 16)."""

from __future__ import annotations

from fractions import Fraction

from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import PairingNumber
from engine.phrase import Phrase
from engine.tiebreaks.explanation import Contribution, Explanation, apply_cuts, uncut_sum
from engine.tiebreaks.record import GAME_KIND, GameFamily, PlayerTally, TournamentRecord
from engine.tiebreaks.spec import TieBreakSpec


def opponent_contributions(record: TournamentRecord, rec: PlayerTally, sonneborn: bool) -> list[Contribution]:
    """One element per round: the opponent's adjusted score (16.3) or the dummy's score (16.4).

    For Sonneborn-Berger (9.1) the element is that score multiplied by the points scored against
    them (for an unplayed round, the points awarded: 16.4 "the result corresponding to the points
    awarded"). In a round robin a forfeit is a game against the scheduled opponent (15.2).
    """
    items = []
    for rnd in rec.rounds:
        if rnd.opponent is not None and record.counts_as_game(rnd, GameFamily.OPPONENTS):
            assert rnd.opponent is not None
            score = record[rnd.opponent].adjusted_score
            dummy = False
            opponent: PairingNumber | None = rnd.opponent
        else:
            score = record.dummy_score(rec, rnd)
            dummy = True
            opponent = rnd.opponent
        value = score * rnd.points if sonneborn else score
        note = ""
        if dummy and opponent is not None:
            note = Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP("TieBreakExplanation", "scheduled opponent {opponent}"),
                opponent=opponent,
            )
        items.append(
            Contribution(
                round=rnd.round,
                value=value,
                opponent=None if dummy else opponent,
                dummy=dummy,
                kind=rnd.kind,
                category=rnd.category,
                opponent_score=score,
                points=rnd.points,
                vur=rnd.vur,
                note=note,
            )
        )
    return items


def buchholz(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 8.1 Buchholz: the sum of the scores of each of the opponents (with 16.3/16.4, 14, 16.5)."""
    rec = record[number]
    items = apply_cuts(
        opponent_contributions(record, rec, sonneborn=False),
        spec.modifier,
        significance=lambda c: (c.value,),
        vur_exception=True,
    )
    return Explanation(
        spec,
        number,
        uncut_sum(items),
        items,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "sum of the opponents' scores not cut"),
        ),
    )


def fore_buchholz(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 8.3 Fore Buchholz: Buchholz as if all paired games of the final round were draws."""
    fore = record.fore
    e = buchholz(fore, number, spec)
    return Explanation(
        spec,
        number,
        e.value,
        e.contributions,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP(
                "TieBreakExplanation", "Buchholz with every paired game of round {round} drawn"
            ),
            round=record.rounds,
        ),
    )


def sonneborn_berger(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 9.1 Sonneborn-Berger: sum of (opponent's final score x points scored against them).

    Cut-1 (14.1.1): the contribution of the opponent with the lowest score (the lowest such
    contribution if several), subject to the VUR exception of 16.5.1.
    """
    rec = record[number]
    items = apply_cuts(
        opponent_contributions(record, rec, sonneborn=True),
        spec.modifier,
        significance=lambda c: (c.opponent_score or Fraction(0), c.value),
        vur_exception=True,
    )
    return Explanation(
        spec,
        number,
        uncut_sum(items),
        items,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "sum of (opponent's score x points scored) not cut"),
        ),
    )


def average_of_opponents_buchholz(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    """C.07 8.2 AOB: the average of the Buchholz (2026: or Fore Buchholz, ``AOB/F``) of the opponents
    played over the board; exact (the text sets no rounding)."""
    rec = record[number]
    basis = "FB" if spec.fore else "BH"
    plain = TieBreakSpec(basis)
    items = []
    for rnd in rec.rounds:
        if rnd.opponent is not None and record.counts_as_game(rnd, GameFamily.OPPONENTS):
            key = (basis, rnd.opponent)
            if key not in record.memo:
                compute = fore_buchholz if spec.fore else buchholz
                opponent_value = compute(record, rnd.opponent, plain).value
                assert opponent_value is not None, "BH and FB have a value for every player"
                record.memo[key] = opponent_value
            items.append(
                Contribution(
                    rnd.round,
                    record.memo[key],
                    opponent=rnd.opponent,
                    kind=GAME_KIND,
                    note=Phrase(
                        "TieBreakExplanation",
                        QT_TRANSLATE_NOOP("TieBreakExplanation", "opponent's {code}"),
                        code=basis,
                    ),
                )
            )
    if not items:
        return Explanation(
            spec,
            number,
            Fraction(0),
            (),
            Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP("TieBreakExplanation", "no game played over the board"),
            ),
        )
    value = sum((Fraction(c.value) for c in items), Fraction(0)) / len(items)
    return Explanation(
        spec,
        number,
        value,
        tuple(items),
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "average of the opponents' {code} over {games} games"),
            code=basis,
            games=len(items),
        ),
    )
