"""Operations on the event data."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.convert import apply_event, event_settings, event_to_json
from db.errors import OperationRefused
from db.schema import EventRow, RoundRow
from db.tx import Tx
from db.values import EventSettings
from engine.model import Colour

MAX_ROUNDS = 99


def validate_settings(settings: EventSettings, paired_rounds: int) -> None:
    if not settings.name.strip():
        raise OperationRefused("the tournament needs a name")
    if not 1 <= settings.number_of_rounds <= MAX_ROUNDS:
        raise OperationRefused(f"number of rounds must be 1 to {MAX_ROUNDS}, not {settings.number_of_rounds}")
    if settings.number_of_rounds < paired_rounds:
        raise OperationRefused(
            f"{paired_rounds} rounds are already paired; "
            f"the event cannot have only {settings.number_of_rounds}"
        )
    if settings.initial_colour is Colour.NONE:
        raise OperationRefused("the initial colour must be white, black or not stated (None)")
    if settings.start_date and settings.end_date and settings.end_date < settings.start_date:
        raise OperationRefused(
            f"the event ends ({settings.end_date}) before it starts ({settings.start_date})"
        )
    if len(settings.round_dates) > settings.number_of_rounds:
        raise OperationRefused(
            f"{len(settings.round_dates)} round dates given for {settings.number_of_rounds} rounds"
        )
    if len(settings.federation) > 3:
        raise OperationRefused(f"federation {settings.federation!r}: use the 3-letter FIDE code")


def event_row(s: Session) -> EventRow:
    row = s.get(EventRow, 1)
    if row is None:
        raise OperationRefused("the file has no event data")
    return row


def paired_rounds(s: Session) -> int:
    return int(s.scalar(select(func.coalesce(func.max(RoundRow.number), 0))) or 0)


def init_event(tx: Tx, settings: EventSettings) -> EventSettings:
    validate_settings(settings, 0)
    row = EventRow(id=1)
    apply_event(row, settings)
    tx.session.add(row)
    tx.audit("create", None, event_to_json(settings))
    return settings


def update_event(tx: Tx, settings: EventSettings) -> EventSettings:
    s = tx.session
    row = event_row(s)
    old = event_settings(row)
    paired = paired_rounds(s)
    validate_settings(settings, paired)
    if paired >= 1:
        if settings.initial_colour != old.initial_colour:
            raise OperationRefused("the initial colour cannot change once round 1 is paired (C.04.3 art. 5)")
        if settings.rules != old.rules:
            raise OperationRefused("the pairing rules edition cannot change once round 1 is paired")
    if settings == old:
        return old
    apply_event(row, settings)
    tx.audit("update_event", event_to_json(old), event_to_json(settings))
    return settings
