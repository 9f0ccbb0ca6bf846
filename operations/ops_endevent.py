"""Operations for the end of the event: a player's K factor, the prize categories.

Each is one transaction with its audit row (``db.tx``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, load_only

from db.errors import OperationRefused
from db.schema import PlayerRow, PrizeCategoryRow, RoundRow
from db.tx import Tx
from engine.i18n import translate
from engine.model import PairingNumber, Sex
from engine.prizes import CategoryRule, Prize, PrizeCategory
from engine.rating.kfactor import VALID_K
from operations.convert import apply_event, event_settings, numbers_by_id, player_record
from operations.ops_event import event_row
from operations.ops_players import get_row
from values import PlayerId, PlayerRecord, PrizeCategoryRecord

MAX_NAME = 60


def set_k_factor(tx: Tx, player_id: PlayerId, k: int | None) -> PlayerRecord:
    """Store the player's K (B.02 8.3.3, as the FIDE list gives it); None = derive it from what is known."""
    if k is not None and k not in VALID_K:
        raise OperationRefused(
            translate("DbEndEvent", "K must be 10, 20 or 40 (B.02 8.3.3), not {k}").format(k=k)
        )
    row = get_row(tx.session, player_id)
    if row.k_factor == k:
        return player_record(row)
    old = row.k_factor
    row.k_factor = k
    tx.session.flush()
    tx.audit("set_k_factor", {"player": row.id, "k": old}, {"player": row.id, "k": k})
    return player_record(row)


# --- prize categories ----------------------------------------------------------------------------------


def _rule_to_json(rule: CategoryRule, ids: dict[int, int]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if rule.sex is not None:
        data["sex"] = rule.sex.value
    for key in ("born_from", "born_to", "rating_min", "rating_max"):
        value = getattr(rule, key)
        if value is not None:
            data[key] = int(value)
    if rule.unrated:
        data["unrated"] = True
    if rule.federations:
        data["federations"] = sorted(rule.federations)
    if rule.clubs:
        data["clubs"] = sorted(rule.clubs)
    if rule.players:
        missing = sorted(n for n in rule.players if n not in ids)
        if missing:
            raise OperationRefused(
                translate("DbEndEvent", "no player has pairing number {missing}").format(missing=missing[0])
            )
        data["players"] = sorted(ids[n] for n in rule.players)
    return data


def _rule_from_json(data: dict[str, Any], numbers: dict[int, int]) -> CategoryRule:
    def opt(key: str) -> int | None:
        value = data.get(key)
        return None if value is None else int(value)

    return CategoryRule(
        sex=Sex(data["sex"]) if "sex" in data else None,
        born_from=opt("born_from"),
        born_to=opt("born_to"),
        rating_min=opt("rating_min"),
        rating_max=opt("rating_max"),
        unrated=bool(data.get("unrated", False)),
        federations=frozenset(str(f).upper() for f in data.get("federations", ())),
        clubs=frozenset(str(c) for c in data.get("clubs", ())),
        # a listed player deleted since then is simply no longer in the list
        players=frozenset(
            PairingNumber(numbers[int(i)]) for i in data.get("players", ()) if int(i) in numbers
        ),
    )


def category_record(row: PrizeCategoryRow, numbers: dict[int, int]) -> PrizeCategoryRecord:
    prizes = tuple(Prize(int(amount), str(label)) for amount, label in row.prizes)
    return PrizeCategoryRecord(
        row.id, PrizeCategory(row.name, _rule_from_json(row.rule, numbers), prizes, row.code)
    )


def prize_categories(s: Session) -> tuple[PrizeCategoryRecord, ...]:
    numbers = numbers_by_id(s)
    rows = s.scalars(select(PrizeCategoryRow).order_by(PrizeCategoryRow.position, PrizeCategoryRow.id))
    return tuple(category_record(r, numbers) for r in rows)


def _validate(c: PrizeCategory) -> None:
    if not c.name.strip():
        raise OperationRefused(translate("DbEndEvent", "a prize category needs a name"))
    if len(c.name) > MAX_NAME:
        raise OperationRefused(
            translate("DbEndEvent", "category name {name!r} is longer than {MAX_NAME} characters").format(
                name=c.name, MAX_NAME=MAX_NAME
            )
        )
    r = c.rule
    if r.born_from is not None and r.born_to is not None and r.born_from > r.born_to:
        raise OperationRefused(
            translate("DbEndEvent", "{name}: born from {born_from} to {born_to} admits nobody").format(
                name=c.name, born_from=r.born_from, born_to=r.born_to
            )
        )
    if r.rating_min is not None and r.rating_max is not None and r.rating_min > r.rating_max:
        raise OperationRefused(
            translate("DbEndEvent", "{name}: rating {rating_min} to {rating_max} admits nobody").format(
                name=c.name, rating_min=r.rating_min, rating_max=r.rating_max
            )
        )
    if r.unrated and r.rating_min is not None and r.rating_min > 0:
        raise OperationRefused(
            translate("DbEndEvent", "{name}: an unrated category cannot have a minimum rating").format(
                name=c.name
            )
        )
    for p in c.prizes:
        if p.amount < 0:
            raise OperationRefused(
                translate("DbEndEvent", "{name}: a prize cannot be negative").format(name=c.name)
            )


def _to_json(c: PrizeCategory, ids: dict[int, int]) -> dict[str, Any]:
    return {
        "name": c.name,
        "code": c.code,
        "rule": _rule_to_json(c.rule, ids),
        "prizes": [[p.amount, p.label] for p in c.prizes],
    }


def set_prize_categories(tx: Tx, categories: Sequence[PrizeCategory]) -> tuple[PrizeCategoryRecord, ...]:
    """Replace every prize category (in the order given: the order decides between equal prizes)."""
    s = tx.session
    for c in categories:
        if not isinstance(c, PrizeCategory):
            raise OperationRefused(
                translate("DbEndEvent", "{c!r} is not an engine.prizes.PrizeCategory").format(c=c)
            )
        _validate(c)
    names = [c.name.strip().casefold() for c in categories]
    if len(set(names)) != len(names):
        raise OperationRefused(translate("DbEndEvent", "two prize categories have the same name"))
    ids = {num: pid for pid, num in s.execute(select(PlayerRow.id, PlayerRow.number))}
    new = [_to_json(c, ids) for c in categories]
    old_rows = list(
        s.scalars(select(PrizeCategoryRow).order_by(PrizeCategoryRow.position, PrizeCategoryRow.id))
    )
    old = [{"name": r.name, "code": r.code, "rule": r.rule, "prizes": r.prizes} for r in old_rows]
    if old == new:
        return prize_categories(s)
    for r in old_rows:
        s.delete(r)
    s.flush()
    for position, data in enumerate(new, start=1):
        s.add(PrizeCategoryRow(position=position, **data))
    s.flush()
    tx.audit("set_prize_categories", old, new)
    return prize_categories(s)


def set_round_dates(tx: Tx, dates: Sequence[date | None]) -> tuple[date | None, ...]:
    """TRF 132: the date of each round. A paired round keeps its date with the round (as pairing
    stores it), a later round in the event's schedule. Refused when the dates go backwards or fall
    outside the event's dates."""
    s = tx.session
    ev = event_row(s)
    settings = event_settings(ev)
    if len(dates) > settings.number_of_rounds:
        raise OperationRefused(
            translate("DbEndEvent", "{count} dates for {number_of_rounds} rounds").format(
                count=len(dates), number_of_rounds=settings.number_of_rounds
            )
        )
    previous: tuple[int, date] | None = None
    for r, when in enumerate(dates, start=1):
        if when is None:
            continue
        if settings.start_date and when < settings.start_date:
            raise OperationRefused(
                translate(
                    "DbEndEvent", "round {r} ({when}) is before the start of the event ({start_date})"
                ).format(r=r, when=when, start_date=settings.start_date)
            )
        if settings.end_date and when > settings.end_date:
            raise OperationRefused(
                translate(
                    "DbEndEvent", "round {r} ({when}) is after the end of the event ({end_date})"
                ).format(r=r, when=when, end_date=settings.end_date)
            )
        if previous is not None and when < previous[1]:
            raise OperationRefused(
                translate(
                    "DbEndEvent", "round {r} ({when}) would be before round {previous} ({previous2})"
                ).format(r=r, when=when, previous=previous[0], previous2=previous[1])
            )
        previous = (r, when)
    old = [None if d is None else d.isoformat() for d in planned_round_dates(s)]
    # the two columns only: a round paired here keeps the engine's input, some 2 MB at 9,999 players
    query = select(RoundRow).options(load_only(RoundRow.number, RoundRow.played_on))
    rounds = {row.number: row for row in s.scalars(query)}
    schedule = list(settings.round_dates) + [None] * (settings.number_of_rounds - len(settings.round_dates))
    for r, when in enumerate(dates, start=1):
        if r in rounds:
            rounds[r].played_on = when
        schedule[r - 1] = when
    while schedule and schedule[-1] is None:
        schedule.pop()
    apply_event(ev, replace(settings, round_dates=tuple(schedule)))
    s.flush()
    new = [None if d is None else d.isoformat() for d in planned_round_dates(s)]
    if old != new:
        tx.audit("set_round_dates", old, new)
    return planned_round_dates(s)


def planned_round_dates(s: Session) -> tuple[date | None, ...]:
    """The date of each round: the date stored with a paired round, else the schedule (planned dates),
    else spread over the event's days (start to end, two rounds a day where there are more rounds
    than days), else None. What the round-dates dialog shows and the arbiter confirms."""
    settings = event_settings(event_row(s))
    played = {number: day for number, day in s.execute(select(RoundRow.number, RoundRow.played_on))}
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
