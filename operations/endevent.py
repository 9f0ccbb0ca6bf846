"""What the end of the event computes from the tournament file: K factors, the rating report,
title norms, the prize list, the round-date schedule and the check before the TRF goes to FIDE.

The rules live in the engine (``engine.rating``, ``engine.norms``, ``engine.prizes``,
``engine.submission``); this module only gathers what they need from the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import PlayerRow
from engine.i18n import translate
from engine.model import PairingNumber
from engine.norms import NormConditions, NormResult, norms_of_tournament
from engine.prizes import Award, Placed, TieRule, allocate_prizes, birth_year, entrants
from engine.rating import KFactor, KFactorBasis, RatingReport, k_factor, rating_report
from engine.submission import SubmissionIssue, SubmissionSettings, check_submission
from engine.tiebreaks.compute import rounds_counted
from operations.convert import event_settings
from operations.mapper import build_tournament
from operations.ops_endevent import planned_round_dates, prize_categories, spread_date
from operations.ops_event import event_row
from values import EventSettings, PrizeCategoryRecord

if TYPE_CHECKING:
    from engine.model import Tournament
    from engine.standings import StandingsTable


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
    return rating_report(
        t, k_factors(s), rounds_counted(t, after_round, translate("DbEndEvent", "rating changes"))
    )


def norms_of(
    s: Session, after_round: int | None = None, conditions: NormConditions | None = None
) -> list[NormResult]:
    """Every player measured against the norms they can still use (B.01), after ``after_round``."""
    t = build_tournament(s, None)
    rounds = rounds_counted(t, after_round, "norms")
    return norms_of_tournament(t, conditions or NormConditions(), rounds)


def submission_issues(s: Session) -> list[SubmissionIssue]:
    """``engine.submission.check_submission`` on the tournament as it would be exported."""
    settings = event_settings(event_row(s))
    t = build_tournament(s, None)
    return check_submission(t, SubmissionSettings(settings.fide_rated, settings.rating_type))


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


def prize_list(
    settings: EventSettings,
    table: StandingsTable,
    t: Tournament,
    categories: tuple[PrizeCategoryRecord, ...],
) -> PrizeList:
    """Prizes by the event's categories and tie rule over ``table``, the event's standings
    (``TournamentFile.results.standings``: the one standings policy)."""
    done = table.after_round
    placed = tuple(Placed(r.number, r.rank, r.points) for r in table.rows)
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
