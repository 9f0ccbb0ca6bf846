"""What the end of the event computes from the tournament file: K factors, the rating report,
title norms, the prize list, the round-date schedule and the check before the TRF goes to FIDE.

The rules live in the engine (``engine.rating``, ``engine.norms``, ``engine.prizes``,
``engine.submission``); this module only gathers what they need from the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.convert import event_settings
from db.mapper import build_tournament
from db.ops_endevent import prize_categories
from db.ops_event import event_row
from db.schema import PlayerRow, RoundRow
from db.values import EventSettings, PrizeCategoryRecord
from engine.model import PairingNumber
from engine.norms import NormConditions, NormResult, norms_of_tournament
from engine.prizes import Award, Placed, TieRule, allocate_prizes, birth_year, entrants
from engine.rating import KFactor, KFactorBasis, RatingReport, k_factor, rating_report
from engine.submission import SubmissionIssue, SubmissionSettings, check_submission
from engine.tiebreaks.compute import last_complete_round

if TYPE_CHECKING:
    from db.api import TournamentFile


def event_year(settings: EventSettings) -> int:
    """The year of the event (for the junior K of B.02 8.3.3 and age categories): of its end, else
    its start, else of today."""
    when = settings.end_date or settings.start_date or date.today()
    return when.year


def k_factor_of(row: PlayerRow, year: int) -> KFactor:
    """B.02 8.3.3 for one player: the stored K when there is one, else derived from the rating and
    the birth year (games before and rating history are not in the file: ``KFactor.unknown``)."""
    return k_factor(
        KFactorBasis(
            rating=row.rating,
            stored_k=row.k_factor,
            birth_year=birth_year(row.birth_date),
            event_year=year,
        )
    )


def k_factors(s: Session) -> dict[PairingNumber, KFactor]:
    year = event_year(event_settings(event_row(s)))
    return {
        PairingNumber(r.number): k_factor_of(r, year)
        for r in s.scalars(select(PlayerRow).where(PlayerRow.rating > 0))
    }


def report_of(s: Session, after_round: int | None = None) -> RatingReport:
    """Every player's rating change or first rating over rounds 1..``after_round`` (default: the
    last round with every result)."""
    t = build_tournament(s, None)
    rounds = last_complete_round(t) if after_round is None else after_round
    return rating_report(t, k_factors(s), rounds)


def norms_of(
    s: Session, after_round: int | None = None, conditions: NormConditions | None = None
) -> list[NormResult]:
    """Every player measured against the norms they can still use (B.01), after ``after_round``."""
    t = build_tournament(s, None)
    rounds = last_complete_round(t) if after_round is None else after_round
    return norms_of_tournament(t, conditions or NormConditions(), rounds)


def submission_issues(s: Session) -> list[SubmissionIssue]:
    """``engine.submission.check_submission`` on the tournament as it would be exported."""
    settings = event_settings(event_row(s))
    t = build_tournament(s, None)
    return check_submission(t, SubmissionSettings(settings.fide_rated, settings.rating_type))


def planned_round_dates(s: Session) -> tuple[date | None, ...]:
    """The date of each round: the date stored with a paired round, else the schedule (planned dates),
    else spread over the event's days (start to end, two rounds a day where there are more rounds
    than days), else None. What the round-dates dialog shows and the arbiter confirms."""
    settings = event_settings(event_row(s))
    played = {r.number: r.played_on for r in s.scalars(select(RoundRow))}
    n = settings.number_of_rounds
    out: list[date | None] = []
    for r in range(1, n + 1):
        stored = played.get(r)
        planned = settings.round_dates[r - 1] if r <= len(settings.round_dates) else None
        out.append(stored or planned or spread_date(settings.start_date, settings.end_date, r, n))
    return tuple(out)


def spread_date(start: date | None, end: date | None, round_number: int, rounds: int) -> date | None:
    """Round ``round_number`` of ``rounds`` spread evenly over the days from ``start`` to ``end``.

    >>> [spread_date(date(2026, 3, 1), date(2026, 3, 5), r, 9).day for r in range(1, 10)]
    [1, 1, 2, 2, 3, 3, 4, 4, 5]
    >>> spread_date(date(2026, 3, 1), None, 3, 9)
    datetime.date(2026, 3, 3)
    """
    if start is None:
        return None
    if end is None or end < start:
        return start + timedelta(days=round_number - 1)
    days = (end - start).days + 1
    return start + timedelta(days=(round_number - 1) * days // rounds)


@dataclass(frozen=True, slots=True)
class PrizeList:
    """The prizes of the final (or current) standings: who gets what in which category."""

    after_round: int
    final: bool
    ties: TieRule
    categories: tuple[PrizeCategoryRecord, ...]
    standings: tuple[Placed, ...]
    awards: tuple[Award, ...]

    def award_of(self, number: PairingNumber) -> Award | None:
        return next((a for a in self.awards if a.number == number), None)

    @property
    def total(self) -> Fraction:
        return sum((a.amount for a in self.awards), Fraction(0))


def prize_list(tf: TournamentFile, after_round: int | None = None) -> PrizeList:
    """Prizes by the event's categories and tie rule over the event's standings (``tf.standings``:
    the one standings policy)."""
    settings = tf.event()
    table = tf.standings(after_round)
    t = tf.tournament()
    done = table.after_round
    placed = tuple(Placed(r.number, r.rank, r.points) for r in table.rows)
    categories = tf.prize_categories()
    awards = allocate_prizes([c.category for c in categories], placed, entrants(t), settings.prize_ties)
    return PrizeList(
        done, done >= settings.number_of_rounds, settings.prize_ties, categories, placed, tuple(awards)
    )


__all__ = [
    "PrizeList",
    "k_factor_of",
    "k_factors",
    "norms_of",
    "planned_round_dates",
    "prize_categories",
    "prize_list",
    "report_of",
    "spread_date",
    "submission_issues",
]
