"""What the rating officer needs before a TRF goes to FIDE: a check of the tournament's data.

TRF26 (``shared/rules/fide/TRF26.md``) marks the fields that are mandatory for rating (■): name
(012), city (022), federation (032), start and end dates (042, 052), chief arbiter (102), the dates
of the rounds (132), and in every 001 record the starting rank, the FIDE number, the rank and the
rounds; sex, title, name, rating, federation and birth date are "warning if wrong" (□). FIDE rates
players by their FIDE ID, so in a rated event each player needs one (a new player gets it from the
federation before the report is sent). The encoded time control (222) tells the rating officer the
list (standard, rapid, blitz) the event is rated for.

``check_submission`` lists every problem found, each with what to fix (``Fix``): the callers (CLI,
window) turn that into a command or a dialog.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from dataclasses import dataclass
from datetime import date

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import PairingNumber, ResultCode, Tournament
from engine.officials import Official
from engine.rating.kfactor import RatingType
from engine.time_control import TimeControlError, parse_time_control, rating_type_of

_FEDERATION = re.compile(r"^[A-Z]{3}$")
_BIRTH = re.compile(r"^\d{4}(/\d{2}/\d{2})?$")


class Severity(enum.Enum):
    ERROR = "error"
    """The rating officer cannot rate the event (or part of it) as it stands."""
    WARNING = "warning"
    """Probably wrong, or missing data FIDE would like."""


class FixKind(enum.Enum):
    """Where the arbiter fixes a problem."""

    EVENT = "event"
    """An event field (``Fix.field`` names it)."""
    ROUND_DATE = "round_date"
    """The date of round ``Fix.round``."""
    PLAYER = "player"
    """A field of player ``Fix.player``."""
    RESULT = "result"
    """The result of round ``Fix.round`` of player ``Fix.player``."""
    ROUNDS = "rounds"
    """Rounds still to pair or play."""


@dataclass(frozen=True, slots=True)
class Fix:
    kind: FixKind
    field: str = ""
    round: int | None = None
    player: PairingNumber | None = None


@dataclass(frozen=True, slots=True)
class SubmissionIssue:
    severity: Severity
    message: str
    fix: Fix

    def __str__(self) -> str:
        return f"{self.severity.value}: {self.message}"


@dataclass(frozen=True, slots=True)
class SubmissionSettings:
    """What the tournament file knows beyond the TRF: whether the event is FIDE-rated, and for which list."""

    fide_rated: bool = True
    rating_type: RatingType = RatingType.STANDARD


_RATING_TYPES = {
    RatingType.STANDARD: QT_TRANSLATE_NOOP("SubmissionIssue", "standard"),
    RatingType.RAPID: QT_TRANSLATE_NOOP("SubmissionIssue", "rapid"),
    RatingType.BLITZ: QT_TRANSLATE_NOOP("SubmissionIssue", "blitz"),
}
"""The FIDE lists, as the problems name them (translated where used)."""


def _rating_type(kind: RatingType) -> str:
    return translate("SubmissionIssue", _RATING_TYPES[kind])


def parse_event_date(text: str) -> date | None:
    """042/052 ``YYYY/MM/DD`` (``YYYY-MM-DD`` and ``YYYY.MM.DD`` accepted); None when unreadable.

    >>> parse_event_date("2026/03/01"), parse_event_date("01/03/2026")
    (datetime.date(2026, 3, 1), None)
    """
    m = re.fullmatch(r"(\d{4})[/.\-](\d{1,2})[/.\-](\d{1,2})", text.strip())
    if m is None:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def parse_round_date(text: str) -> date | None:
    """132 ``YY/MM/DD`` (years 2000-2099; a full ``YYYY/MM/DD`` is read too); None when unreadable.

    >>> parse_round_date("26/03/02"), parse_round_date("2026/03/02"), parse_round_date("")
    (datetime.date(2026, 3, 2), datetime.date(2026, 3, 2), None)
    """
    full = parse_event_date(text)
    if full is not None:
        return full
    m = re.fullmatch(r"(\d{2})[/.\-](\d{1,2})[/.\-](\d{1,2})", text.strip())
    if m is None:
        return None
    try:
        return date(2000 + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def _event(severity: Severity, message: str, field: str) -> SubmissionIssue:
    return SubmissionIssue(severity, message, Fix(FixKind.EVENT, field))


def check_submission(
    t: Tournament, settings: SubmissionSettings = SubmissionSettings()
) -> list[SubmissionIssue]:
    """Every problem that would make FIDE's rating officer reject or question the TRF of ``t``."""
    issues: list[SubmissionIssue] = []
    issues.extend(_event_issues(t, settings))
    issues.extend(_date_issues(t))
    issues.extend(_player_issues(t, settings))
    issues.extend(_result_issues(t))
    return issues


def _event_issues(t: Tournament, settings: SubmissionSettings) -> list[SubmissionIssue]:
    E, W = Severity.ERROR, Severity.WARNING
    out: list[SubmissionIssue] = []
    if not t.name.strip():
        out.append(_event(E, translate("SubmissionIssue", "the tournament has no name (012)"), "name"))
    if not t.city.strip():
        out.append(_event(E, translate("SubmissionIssue", "the city is missing (022)"), "city"))
    if not t.federation.strip():
        out.append(
            _event(E, translate("SubmissionIssue", "the host federation is missing (032)"), "federation")
        )
    elif not _FEDERATION.match(t.federation.strip()):
        out.append(
            _event(
                E,
                translate(
                    "SubmissionIssue", "federation {federation!r} is not a 3-letter FIDE code (032)"
                ).format(federation=t.federation),
                "federation",
            )
        )
    if not t.chief_arbiter.strip():
        out.append(
            _event(E, translate("SubmissionIssue", "the chief arbiter is missing (102)"), "chief_arbiter")
        )
    elif settings.fide_rated and not Official.parse(t.chief_arbiter).fide_id:
        out.append(
            _event(
                E,
                translate("SubmissionIssue", "the chief arbiter {arbiter!r} has no FIDE ID (102)").format(
                    arbiter=t.chief_arbiter
                ),
                "chief_arbiter",
            )
        )
    for i, deputy in enumerate(t.deputy_arbiters, start=1):
        if settings.fide_rated and not Official.parse(deputy).fide_id:
            out.append(
                _event(
                    W,
                    translate("SubmissionIssue", "deputy arbiter {arbiter!r} has no FIDE ID (112)").format(
                        arbiter=deputy
                    ),
                    f"deputy_arbiters:{i}",
                )
            )
    if not t.time_control.strip():
        out.append(
            _event(W, translate("SubmissionIssue", "the time control is not described (122)"), "time_control")
        )
    if not t.time_control_code.strip():
        out.append(
            _event(
                E if settings.fide_rated else W,
                translate(
                    "SubmissionIssue",
                    "the encoded time control is missing (222), e.g. 5400+30 for 90' + 30\"; the event is "
                    "rated {rating}",
                ).format(rating=_rating_type(settings.rating_type)),
                "time_control_code",
            )
        )
    else:
        try:
            kind = rating_type_of(parse_time_control(t.time_control_code))
        except TimeControlError as exc:
            out.append(_event(E, str(exc), "time_control_code"))
        else:
            if kind is not settings.rating_type:
                out.append(
                    _event(
                        E,
                        translate(
                            "SubmissionIssue",
                            "the time control {code} is {kind}, but the event is to be rated {rating} (Laws "
                            "of Chess, Appendices A and B)",
                        ).format(
                            code=t.time_control_code,
                            kind=_rating_type(kind),
                            rating=_rating_type(settings.rating_type),
                        ),
                        "time_control_code",
                    )
                )
    return out


def _date_issues(t: Tournament) -> list[SubmissionIssue]:
    E = Severity.ERROR
    out: list[SubmissionIssue] = []
    start = parse_event_date(t.start_date)
    end = parse_event_date(t.end_date)
    for text, when, field, code in (
        (t.start_date, start, "start_date", "042"),
        (t.end_date, end, "end_date", "052"),
    ):
        start_date = field == "start_date"
        if not text.strip():
            if start_date:
                missing = translate("SubmissionIssue", "the start date is missing ({code})")
            else:
                missing = translate("SubmissionIssue", "the end date is missing ({code})")
            out.append(_event(E, missing.format(code=code), field))
        elif when is None:
            if start_date:
                wrong = translate("SubmissionIssue", "the start date {text!r} is not YYYY/MM/DD ({code})")
            else:
                wrong = translate("SubmissionIssue", "the end date {text!r} is not YYYY/MM/DD ({code})")
            out.append(_event(E, wrong.format(text=text, code=code), field))
    if start and end and end < start:
        out.append(
            _event(
                E,
                translate("SubmissionIssue", "the event ends ({end}) before it starts ({start})").format(
                    end=end, start=start
                ),
                "end_date",
            )
        )
    played = _played_rounds(t)
    previous: tuple[int, date] | None = None
    for r in range(1, played + 1):
        text = t.round_dates[r - 1] if r <= len(t.round_dates) else ""
        fix = Fix(FixKind.ROUND_DATE, round=r)
        when = parse_round_date(text)
        if not text.strip():
            out.append(
                SubmissionIssue(
                    E, translate("SubmissionIssue", "round {round} has no date (132)").format(round=r), fix
                )
            )
            continue
        if when is None:
            out.append(
                SubmissionIssue(
                    E,
                    translate(
                        "SubmissionIssue", "the date of round {round}, {text!r}, is not YY/MM/DD (132)"
                    ).format(round=r, text=text),
                    fix,
                )
            )
            continue
        if start and when < start:
            out.append(
                SubmissionIssue(
                    E,
                    translate(
                        "SubmissionIssue", "round {round} ({date}) is before the start of the event ({start})"
                    ).format(round=r, date=when, start=start),
                    fix,
                )
            )
        if end and when > end:
            out.append(
                SubmissionIssue(
                    E,
                    translate(
                        "SubmissionIssue", "round {round} ({date}) is after the end of the event ({end})"
                    ).format(round=r, date=when, end=end),
                    fix,
                )
            )
        if previous is not None and when < previous[1]:
            out.append(
                SubmissionIssue(
                    E,
                    translate(
                        "SubmissionIssue",
                        "round {round} ({date}) is dated before round {previous} ({previous_date})",
                    ).format(round=r, date=when, previous=previous[0], previous_date=previous[1]),
                    fix,
                )
            )
        previous = (r, when)
    return out


def _played_rounds(t: Tournament) -> int:
    """The last round in which somebody has an opponent (rounds only of byes are not paired)."""
    for r in range(t.rounds_recorded, 0, -1):
        if any(p.entry(r).opponent is not None for p in t.players):
            return r
    return 0


def _player_issues(t: Tournament, settings: SubmissionSettings) -> list[SubmissionIssue]:
    E, W = Severity.ERROR, Severity.WARNING
    out: list[SubmissionIssue] = []
    ids = Counter(p.fide_id for p in t.players if p.fide_id)
    for p in t.players:
        who = f"#{p.number} {p.name}"

        def issue(severity: Severity, message: str, field: str, number: PairingNumber = p.number) -> None:
            out.append(SubmissionIssue(severity, message, Fix(FixKind.PLAYER, field, player=number)))

        if settings.fide_rated and not p.fide_id:
            issue(
                E,
                translate(
                    "SubmissionIssue",
                    "{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID",
                ).format(player=who),
                "fide_id",
            )
        elif p.fide_id and ids[p.fide_id] > 1:
            issue(
                E,
                translate(
                    "SubmissionIssue", "{player}: FIDE ID {fide_id} is given to {count} players"
                ).format(player=who, fide_id=p.fide_id, count=ids[p.fide_id]),
                "fide_id",
            )
        if not p.federation:
            issue(
                W,
                translate("SubmissionIssue", "{player} has no federation (001 columns 54-56)").format(
                    player=who
                ),
                "federation",
            )
        elif not _FEDERATION.match(p.federation):
            issue(
                W,
                translate(
                    "SubmissionIssue", "{player}: federation {federation!r} is not a 3-letter FIDE code"
                ).format(player=who, federation=p.federation),
                "federation",
            )
        if p.sex.value == "":
            issue(
                W,
                translate("SubmissionIssue", "{player}: sex not recorded (001 column 10)").format(player=who),
                "sex",
            )
        if p.birth_date and not _BIRTH.match(p.birth_date):
            issue(
                W,
                translate("SubmissionIssue", "{player}: birth date {birth_date!r} is not YYYY/MM/DD").format(
                    player=who, birth_date=p.birth_date
                ),
                "birth_date",
            )
    return out


def _result_issues(t: Tournament) -> list[SubmissionIssue]:
    out: list[SubmissionIssue] = []
    seen: set[tuple[int, PairingNumber]] = set()
    for p in t.players:
        for r, entry in enumerate(p.rounds, start=1):
            if entry.result is ResultCode.PENDING and entry.opponent is not None:
                if (r, entry.opponent) in seen:
                    continue
                seen.add((r, p.number))
                out.append(
                    SubmissionIssue(
                        Severity.ERROR,
                        translate(
                            "SubmissionIssue",
                            "round {round}: the game #{number} {name} - #{opponent} has no result",
                        ).format(round=r, number=p.number, name=p.name, opponent=entry.opponent),
                        Fix(FixKind.RESULT, round=r, player=p.number),
                    )
                )
    played = _played_rounds(t)
    if t.number_of_rounds is not None and played < t.number_of_rounds:
        out.append(
            SubmissionIssue(
                Severity.WARNING,
                translate(
                    "SubmissionIssue",
                    "only {played} of {rounds} rounds are paired: the event is not finished",
                ).format(played=played, rounds=t.number_of_rounds),
                Fix(FixKind.ROUNDS),
            )
        )
    return out
