"""Entry fees at the registration desk (issue 33 item 4): the event's fee categories (by title, rating,
birth year: "GMs free"), the category of each player, the payments the desk received with their
receipt numbers, and the organiser's totals. No money leaves the program: it only records.

Which category a player belongs to is decided in one place, ``category_of``: the category the arbiter
chose for him, else the first category of the schedule whose conditions he meets.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import AuditRow, FeePaymentRow, PlayerRow
from db.tx import Tx
from engine.i18n import translate
from engine.titles import fide_title
from operations.convert import player_record, player_to_json
from operations.ops_event import event_row
from operations.ops_players import get_row
from operations.text_fields import refuse_control_characters
from values import PlayerId, PlayerRecord
from values.desk import FeeCategory, FeePayment, FeeSchedule, FeeTotals, PlayerFee

MAX_AMOUNT = 10**9
"""The largest amount recorded (ten million in a currency of cents): a typing slip, not a fee."""


def schedule_to_json(schedule: FeeSchedule) -> dict[str, Any]:
    return {
        "currency": schedule.currency,
        "categories": [
            {
                "name": c.name,
                "amount": c.amount,
                **({"titles": list(c.titles)} if c.titles else {}),
                **{
                    k: v
                    for k, v in (
                        ("min_rating", c.min_rating),
                        ("max_rating", c.max_rating),
                        ("born_from", c.born_from),
                        ("born_until", c.born_until),
                    )
                    if v is not None
                },
            }
            for c in schedule.categories
        ],
    }


def schedule_from_json(data: dict[str, Any]) -> FeeSchedule:
    def optional(item: dict[str, Any], key: str) -> int | None:
        return None if item.get(key) is None else int(item[key])

    return FeeSchedule(
        str(data.get("currency", "")),
        tuple(
            FeeCategory(
                str(c["name"]),
                int(c["amount"]),
                tuple(str(t) for t in c.get("titles", ())),
                optional(c, "min_rating"),
                optional(c, "max_rating"),
                optional(c, "born_from"),
                optional(c, "born_until"),
            )
            for c in data.get("categories", ())
        ),
    )


def schedule(s: Session) -> FeeSchedule:
    return schedule_from_json(event_row(s).entry_fees or {})


def set_schedule(tx: Tx, new: FeeSchedule) -> FeeSchedule:
    """Store the event's fee schedule, with its audit row. Refused: a category without a name, two with
    one name, an amount below zero or beyond belief."""
    names = [c.name.strip() for c in new.categories]
    refuse_control_characters("currency", new.currency)
    for c in new.categories:
        refuse_control_characters("fee category", c.name)
        if not c.name.strip():
            raise OperationRefused(translate("DbDesk", "a fee category needs a name"))
        if not 0 <= c.amount <= MAX_AMOUNT:
            raise OperationRefused(
                translate("DbDesk", "fee category {name}: the amount must be between 0 and {most}").format(
                    name=c.name, most=MAX_AMOUNT
                )
            )
    doubled = sorted({n for n in names if names.count(n) > 1})
    if doubled:
        raise OperationRefused(
            translate("DbDesk", "two fee categories are named {name}").format(name=doubled[0])
        )
    ev = event_row(tx.session)
    old = ev.entry_fees or {}
    ev.entry_fees = schedule_to_json(new)
    tx.session.flush()
    tx.audit("set_entry_fees", old, ev.entry_fees)
    return schedule(tx.session)


def _birth_year(player: PlayerRecord) -> int | None:
    head = player.birth_date[:4]
    return int(head) if head.isdigit() and int(head) > 0 else None


def meets(player: PlayerRecord, category: FeeCategory) -> bool:
    """Whether ``player`` meets every condition of ``category`` (an empty condition is met)."""
    if category.titles and fide_title(player.title) not in {fide_title(t) for t in category.titles}:
        return False
    if category.min_rating is not None and player.rating < category.min_rating:
        return False
    if category.max_rating is not None and player.rating > category.max_rating:
        return False
    born = _birth_year(player)
    if category.born_from is not None and (born is None or born < category.born_from):
        return False
    return not (category.born_until is not None and (born is None or born > category.born_until))


def category_of(player: PlayerRecord, fees: FeeSchedule) -> FeeCategory | None:
    """The player's fee category: the one the arbiter chose (by name), else the first he meets."""
    if player.fee_category:
        chosen = [c for c in fees.categories if c.name == player.fee_category]
        if chosen:
            return chosen[0]
    return next((c for c in fees.categories if meets(player, c)), None)


def set_category(tx: Tx, player_id: PlayerId, name: str) -> PlayerRecord:
    """The category the arbiter chooses for a player ("" : the schedule decides), with its audit row."""
    row = get_row(tx.session, player_id)
    if name and name not in {c.name for c in schedule(tx.session).categories}:
        raise OperationRefused(translate("DbDesk", "there is no fee category named {name}").format(name=name))
    old = player_record(row)
    if row.fee_category == name:
        return old
    row.fee_category = name
    tx.session.flush()
    new = player_record(row)
    tx.audit("set_fee_category", player_to_json(old), player_to_json(new))
    return new


def parse_amount(text: str) -> int:
    """An amount of money as typed at the desk (``50``, ``12.50``, ``12,5``) in the smallest unit (cents).
    Refused, in one sentence, when it is not one."""
    whole, _, cents = text.strip().replace(",", ".").partition(".")
    if whole.isdigit() and (cents == "" or (cents.isdigit() and len(cents) <= 2)):
        return int(whole) * 100 + int(cents.ljust(2, "0") or 0)
    raise OperationRefused(
        translate("DbDesk", "{text} is not an amount of money (like 50 or 12.50)").format(text=repr(text))
    )


def _payment(row: FeePaymentRow, player: PlayerRecord) -> FeePayment:
    return FeePayment(row.id, player, row.amount, row.paid_at, row.note)


def record_payment(tx: Tx, player_id: PlayerId, amount: int, note: str) -> FeePayment:
    """What the desk received from a player; the payment's number is its receipt's. With its audit row."""
    refuse_control_characters("note", note)
    if not 0 < amount <= MAX_AMOUNT:
        raise OperationRefused(
            translate("DbDesk", "a payment must be more than 0 and at most {most}").format(most=MAX_AMOUNT)
        )
    player_row = get_row(tx.session, player_id)
    row = FeePaymentRow(
        id=_next_receipt(tx.session),
        player_id=player_row.id,
        amount=amount,
        paid_at=datetime.now(UTC),
        note=note,
    )
    tx.session.add(row)
    tx.session.flush()
    payment = _payment(row, player_record(player_row))
    tx.audit(
        "record_payment", None, {"receipt": row.id, "player": player_row.id, "amount": amount, "note": note}
    )
    return payment


def _next_receipt(s: Session) -> int:
    """The next receipt number: never one given before, also when a payment was taken back (the audit
    log, append-only, counts every receipt given)."""
    given = s.scalar(select(func.count()).select_from(AuditRow).where(AuditRow.operation == "record_payment"))
    highest = s.scalar(select(func.max(FeePaymentRow.id)))
    return max(int(given or 0), int(highest or 0)) + 1


def cancel_payment(tx: Tx, receipt: int) -> None:
    """Take back a payment recorded by mistake (its receipt number is not given again); audit row kept."""
    row = tx.session.get(FeePaymentRow, receipt)
    if row is None:
        raise OperationRefused(translate("DbDesk", "there is no receipt {receipt}").format(receipt=receipt))
    old = {"receipt": row.id, "player": row.player_id, "amount": row.amount, "note": row.note}
    tx.session.delete(row)
    tx.session.flush()
    tx.audit("cancel_payment", old, None)


def restore_payment(tx: Tx, payment: FeePayment) -> FeePayment:
    """Put back a payment taken back (the window's Undo of ``cancel_payment``, Redo of ``record_payment``)
    under its own receipt number, which was given to it and to no other; with its audit row."""
    if tx.session.get(FeePaymentRow, payment.receipt) is not None:
        raise OperationRefused(
            translate("DbDesk", "receipt {receipt} is recorded already").format(receipt=payment.receipt)
        )
    player_row = get_row(tx.session, payment.player.id)
    row = FeePaymentRow(
        id=payment.receipt,
        player_id=player_row.id,
        amount=payment.amount,
        paid_at=payment.paid_at,
        note=payment.note,
    )
    tx.session.add(row)
    tx.session.flush()
    tx.audit(
        "restore_payment",
        None,
        {"receipt": row.id, "player": player_row.id, "amount": row.amount, "note": row.note},
    )
    return _payment(row, player_record(player_row))


def payments(s: Session, player_id: PlayerId | None = None) -> tuple[FeePayment, ...]:
    """The payments received (of one player, or all), in receipt order."""
    query = select(FeePaymentRow).order_by(FeePaymentRow.id)
    if player_id is not None:
        query = query.where(FeePaymentRow.player_id == player_id)
    players = {r.id: player_record(r) for r in s.scalars(select(PlayerRow))}
    return tuple(_payment(r, players[r.player_id]) for r in s.scalars(query))


def player_fees(s: Session) -> tuple[PlayerFee, ...]:
    """What each player owes and paid, in pairing-number order."""
    fees = schedule(s)
    paid: dict[int, int] = {}
    for r in s.scalars(select(FeePaymentRow)):
        paid[r.player_id] = paid.get(r.player_id, 0) + r.amount
    out = []
    for row in s.scalars(select(PlayerRow).order_by(PlayerRow.number)):
        p = player_record(row)
        category = category_of(p, fees)
        out.append(PlayerFee(p, category, category.amount if category else 0, paid.get(p.id, 0)))
    return tuple(out)


def totals(fees: FeeSchedule, owed: Sequence[PlayerFee]) -> FeeTotals:
    """The organiser's totals: by category (in the schedule's order, then players of no category)."""
    names = [c.name for c in fees.categories]
    rows = []
    for name in [*names, ""]:
        group = [f for f in owed if (f.category.name if f.category else "") == name]
        if name == "" and not group:
            continue
        rows.append(
            (
                name,
                len(group),
                sum(f.due for f in group),
                sum(f.paid for f in group),
                sum(f.outstanding for f in group),
            )
        )
    return FeeTotals(
        fees.currency,
        tuple(rows),
        sum(f.due for f in owed),
        sum(f.paid for f in owed),
        sum(f.outstanding for f in owed),
    )
