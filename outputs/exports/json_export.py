"""The whole event as one JSON document, described by the JSON Schema ``outputs/exports/event.schema.json``
(``docs/exports.md`` explains every field).

Players are referred to by their pairing number (``number``; unique in the file). Points and
tie-break values are JSON numbers written as the standings show them (exact for halves and
quarters; an average such as AOB rounded to two decimals). Text is UTF-8, any script, unescaped.
"""

from __future__ import annotations

import json
from fractions import Fraction
from importlib import resources
from typing import Any

from engine.model import PairingNumber, PointSystem, ResultCode, tournament_code
from engine.tiebreaks.formatting import format_value
from engine.tiebreaks.ranking import TieBreakValue
from engine.tiebreaks.spec import TieBreakSpec
from engine.version import program_version
from outputs.exports.team_export import team_document
from outputs.snapshot import EventSnapshot
from outputs.text import iso
from values import RoundInfo

FORMAT = "arbiter-desk-event"
FORMAT_VERSION = 1
SCHEMA_FILE = "event.schema.json"

BYE_KINDS = {
    ResultCode.PAIRING_BYE: "pairing-allocated",
    ResultCode.FULL_BYE: "full",
    ResultCode.HALF_BYE: "half",
    ResultCode.ZERO_BYE: "zero",
}


def schema_text() -> str:
    """The JSON Schema (draft 2020-12) of the document ``event_document`` builds."""
    return resources.files("outputs.exports").joinpath(SCHEMA_FILE).read_text(encoding="utf-8")


def number(value: Fraction | int, spec: TieBreakSpec | None = None) -> int | float:
    """A score or tie-break value as a JSON number, as the standings print it."""
    as_float = float(format_value(value, spec))
    return int(as_float) if as_float.is_integer() else as_float


def _tiebreak(value: TieBreakValue, spec: TieBreakSpec) -> int | float | None:
    return None if value is None else number(value, spec)


def _points(ps: PointSystem) -> dict[str, int | float]:
    return {
        "win": number(ps.win_white),
        "draw": number(ps.draw_white),
        "loss": number(ps.loss_white),
        "forfeit_win": number(ps.forfeit_win),
        "forfeit_loss": number(ps.forfeit_loss),
        "full_bye": number(ps.full_bye),
        "half_bye": number(ps.half_bye),
        "zero_bye": number(ps.zero_bye),
        "pairing_bye": number(ps.pairing_bye),
    }


def _round(snap: EventSnapshot, info: RoundInfo) -> dict[str, Any]:
    people = snap.by_id
    points = snap.tournament.point_system
    byes: list[tuple[int, ResultCode]] = []
    if info.pairing_bye is not None:
        byes.append((int(people[info.pairing_bye].number), ResultCode.PAIRING_BYE))
    byes += [(int(people[b.player].number), b.kind.code) for b in info.byes]
    return {
        "number": info.number,
        "date": iso(info.date) or None,
        "state": info.state.value,
        "boards": [
            {
                "board": b.board,
                "white": int(people[b.white].number),
                "black": int(people[b.black].number),
                "result": b.result.value if b.result else None,
            }
            for b in info.boards
        ],
        "byes": [
            {
                "player": n,
                "kind": BYE_KINDS[code],
                "points": number(points.points(snap.tournament.player(PairingNumber(n)).entry(info.number))),
            }
            for n, code in sorted(byes)
        ],
    }


def event_document(snap: EventSnapshot) -> dict[str, Any]:
    """The event as a JSON-ready dictionary (``FORMAT`` version ``FORMAT_VERSION``)."""
    ev = snap.event
    table = snap.standings
    standings: dict[str, Any] | None = None
    if table is not None:
        specs = table.policy.tiebreaks
        standings = {
            "after_round": table.after_round,
            "edition": table.policy.edition.value,
            "policy": table.policy.describe(),
            "notes": list(table.notes),
            "tiebreaks": [{"code": str(s), "label": s.label} for s in specs],
            "rows": [
                {
                    "rank": s.rank,
                    "last_rank": s.last_rank,
                    "place": s.place,
                    "player": int(s.number),
                    "points": number(s.points),
                    "tiebreaks": [_tiebreak(v, spec) for v, spec in zip(s.values, specs, strict=True)],
                    "counted": s.counted,
                }
                for s in table.rows
            ],
        }
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "generated": snap.taken_at.isoformat(),
        "program": program_version(),
        "event": {
            "name": ev.name,
            "city": ev.city,
            "federation": ev.federation,
            "organiser": ev.organiser,
            "start_date": iso(ev.start_date) or None,
            "end_date": iso(ev.end_date) or None,
            "tournament_type": ev.tournament_type,
            "rules": ev.rules.value if ev.round_robin is not None else tournament_code(ev.system, ev.rules),
            "number_of_rounds": ev.number_of_rounds,
            "chief_arbiter": ev.chief_arbiter,
            "deputy_arbiters": list(ev.deputy_arbiters),
            "time_control": ev.time_control,
            "time_control_code": ev.time_control_code,
            "rating_type": ev.rating_type.value,
            "fide_rated": ev.fide_rated,
            "language": ev.language or None,
            "tiebreaks": list(ev.tiebreaks),
            "round_dates": [iso(d) or None for d in ev.round_dates],
            "points": _points(snap.tournament.point_system),
        },
        "players": [
            {
                "number": int(p.number),
                "name": p.name,
                "title": p.title,
                "rating": p.rating or None,
                "federation": p.federation,
                "fide_id": p.fide_id or None,
                "sex": p.sex.value or None,
                "birth_date": p.birth_date or None,
                "withdrawn_from_round": p.withdrawn_from_round,
                "score": number(snap.score(p)),
            }
            for p in snap.players
        ],
        "rounds": [_round(snap, info) for info in snap.rounds],
        "fees": _fees(snap),
        "teams": team_document(snap.teams),
        "standings": standings,
        "standings_problem": snap.standings_problem or None,
    }


def _fees(snap: EventSnapshot) -> dict[str, Any] | None:
    """The entry fees (issue 33) in the smallest unit of the currency (cents); None without fees."""
    totals = snap.fee_totals
    if totals is None:
        return None
    return {
        "currency": totals.currency,
        "players": [
            {
                "player": int(f.player.number),
                "category": f.category.name if f.category else None,
                "due": f.due,
                "paid": f.paid,
            }
            for f in snap.fees
        ],
        "due": totals.due,
        "received": totals.received,
        "outstanding": totals.outstanding,
    }


def event_json(snap: EventSnapshot) -> str:
    """``event_document`` as text (UTF-8 characters as they are, two-space indent)."""
    return json.dumps(event_document(snap), ensure_ascii=False, indent=2) + "\n"
