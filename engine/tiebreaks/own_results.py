"""Tie-breaks on the player's own results or data (C.07 art. 7, 9.2 Koya, 10.6 Rating)."""

from __future__ import annotations

from fractions import Fraction

from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import Colour, PairingNumber, ResultCode
from engine.phrase import Phrase
from engine.tiebreaks.explanation import Contribution, Explanation, apply_cuts, uncut_sum
from engine.tiebreaks.record import GameFamily, RoundTally, TournamentRecord
from engine.tiebreaks.spec import TieBreakSpec

_WON = (ResultCode.WIN, ResultCode.UNRATED_WIN)


def _count(
    spec: TieBreakSpec, number: PairingNumber, rows: list[tuple[RoundTally, bool]], method: str
) -> Explanation:
    items = tuple(
        Contribution(
            r.round, 1 if hit else 0, opponent=r.opponent, kind=r.kind, category=r.category, points=r.points
        )
        for r, hit in rows
    )
    return Explanation(spec, number, sum(1 for _, hit in rows if hit), items, method)


def number_of_wins(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 7.1 WIN: rounds where the player obtains, with or without playing, the points of a win."""
    win = record.points.win
    rows = []
    for r in record[number].rounds:
        hit = r.entry.result in _WON if r.played else r.points == win
        rows.append((r, hit))
    return _count(
        spec,
        number,
        rows,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "rounds worth a win, played or not"),
        ),
    )


def _won(record: TournamentRecord, r: RoundTally) -> bool:
    """A game won: over the board, or a forfeit win a round robin counts as a game (C.07 15.2)."""
    if r.played:
        return r.entry.result in _WON
    return r.entry.result is ResultCode.FORFEIT_WIN and record.counts_as_game(r, GameFamily.OWN_RESULTS)


def games_won(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 7.2 WON: games won over the board (in a round robin forfeit wins too, 15.2)."""
    rows = [(r, _won(record, r)) for r in record[number].rounds]
    return _count(
        spec,
        number,
        rows,
        Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "games won over the board")),
    )


def black_games(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 7.3 BPG: games played over the board with black (round robin: forfeits as 15.2 says)."""
    rows = [
        (r, record.counts_as_game(r, GameFamily.OWN_RESULTS) and r.entry.colour is Colour.BLACK)
        for r in record[number].rounds
    ]
    return _count(
        spec,
        number,
        rows,
        Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "games played with black")),
    )


def black_wins(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 7.4 BWG: games won over the board with black (round robin: forfeit wins too, 15.2)."""
    rows = [(r, r.entry.colour is Colour.BLACK and _won(record, r)) for r in record[number].rounds]
    return _count(
        spec,
        number,
        rows,
        Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "games won with black")),
    )


def rounds_elected_to_play(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    """C.07 7.6 REP (GE before Aug 2024): the rounds less half-point byes, zero-point byes, forfeit losses.

    A round the player was not paired in (absence, withdrawal) is a zero-point bye (16.1.1). In a
    round robin (15.2) a forfeit loss counts as a game in the 2024 edition and stays unplayed in 2026;
    the dummy's rounds are not the player's rounds.
    """
    excluded = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS)
    rows = [
        (r, r.entry.result not in excluded or record.counts_as_game(r, GameFamily.OWN_RESULTS))
        for r in record[number].rounds
    ]
    return _count(
        spec,
        number,
        rows,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "rounds less H, Z and forfeit losses"),
        ),
    )


def progressive_scores(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 7.5 PS: the sum of the player's scores after each round.

    Cut-1 (14.1.1): the score after the first round is excluded (the least significant value);
    Cut-n / Median-n cut the n earliest (and n latest) running scores.
    """
    running = Fraction(0)
    items = []
    for r in record[number].rounds:
        running += r.points
        items.append(
            Contribution(
                r.round,
                running,
                kind=r.kind,
                category=r.category,
                points=r.points,
                note=Phrase(
                    "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "score after round")
                ),
            )
        )
    cut = apply_cuts(items, spec.modifier, significance=lambda c: (c.value,), vur_exception=False)
    return Explanation(
        spec,
        number,
        uncut_sum(cut),
        cut,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "sum of the running scores not cut"),
        ),
    )


def standard_points(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 (2026) 7.7 STD: 1 per round scoring more than the scheduled opponent (or, unpaired, more
    than a draw), ½ per round scoring the same."""
    draw = record.points.draw
    items = []
    total = Fraction(0)
    for r in record[number].rounds:
        theirs = record[r.opponent].in_round(r.round) if r.opponent is not None else None
        if theirs is not None:
            other = theirs.points
            note = Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP("TieBreakExplanation", "opponent scored {points}"),
                points=other,
            )
        else:
            other = draw
            note = Phrase(
                "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "compared with a draw")
            )
        value = Fraction(1) if r.points > other else Fraction(1, 2) if r.points == other else Fraction(0)
        total += value
        items.append(
            Contribution(
                r.round,
                value,
                opponent=r.opponent,
                kind=r.kind,
                category=r.category,
                points=r.points,
                note=note,
            )
        )
    return Explanation(
        spec,
        number,
        total,
        tuple(items),
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "1 per round won on points, ½ per round equal"),
        ),
    )


def pairing_number(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 (2026) 7.8 TPN: the tournament pairing number, lower first."""
    return Explanation(
        spec,
        number,
        int(number),
        (),
        Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "pairing number (ascending)")),
    )


def rating(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 (2026) 10.6 RTNG: the player's rating, highest first (unrated = 0)."""
    return Explanation(
        spec,
        number,
        record[number].player.rating,
        (),
        Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "rating (descending)")),
    )


def koya(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """C.07 9.2 KS: points scored against the participants with at least 50 % of the maximum score.

    The maximum is the points for a win times the rounds that can bring points (in a round robin the
    games of a player: the dummy's rounds bring none); the limit moves by ``koya_limit`` half points
    (14.5). Forfeits count as games (a round-robin tie-break, 15.2).
    """
    limit = record.points.win * record.maximum_rounds / 2 + Fraction(spec.koya_limit, 2)
    items = []
    for r in record[number].rounds:
        if r.opponent is None:
            continue
        opp_score = record[r.opponent].score
        counted = opp_score >= limit
        items.append(
            Contribution(
                r.round,
                r.points,
                opponent=r.opponent,
                kind=r.kind,
                category=r.category,
                opponent_score=opp_score,
                points=r.points,
                cut=not counted,
                note=""
                if counted
                else Phrase(
                    "TieBreakExplanation",
                    QT_TRANSLATE_NOOP("TieBreakExplanation", "below the limit {limit}"),
                    limit=limit,
                ),
            )
        )
    return Explanation(
        spec,
        number,
        uncut_sum(items),
        tuple(items),
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "points against opponents with >= {limit}"),
            limit=limit,
        ),
    )
