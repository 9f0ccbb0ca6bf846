"""Entry fees at the registration desk (issue 33 item 4): categories by title, rating and birth year
(GMs free), the first that fits or the arbiter's choice, payments with receipt numbers, the organiser's
totals, and the exports carrying them. No money leaves the program: it only records."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cli.desk import parse_amount
from cli.main import run
from db.errors import OperationRefused
from outputs.exports.csv_export import players_rows
from outputs.exports.json_export import event_json
from outputs.snapshot import take_snapshot
from tests.test_db_support import new_file
from tests.test_publish_exports import _validator
from values.desk import FeeCategory, FeeSchedule

SCHEDULE = FeeSchedule(
    "EUR",
    (
        FeeCategory("Titled", 0, ("GM", "IM", "WGM", "WIM")),
        FeeCategory("Junior", 2500, born_from=2001),
        FeeCategory("Standard", 5000),
    ),
)


def test_each_player_gets_the_first_category_that_fits_or_the_one_chosen(store_url: str) -> None:
    with new_file(store_url) as tf:
        tf.desk.set_fee_schedule(SCHEDULE)
        fees = {f.player.name: f for f in tf.desk.player_fees()}
        assert fees["Adams, Anna"].category == SCHEDULE.categories[0] and fees["Adams, Anna"].due == 0  # IM
        assert fees["Costa, Caio"].category == SCHEDULE.categories[1]  # born 2001
        assert fees["Berg, Bo"].due == 5000  # FM: not a free title here
        berg = fees["Berg, Bo"].player
        assert tf.desk.set_fee_category(berg.id, "Junior").fee_category == "Junior"
        assert {f.player.name: f.due for f in tf.desk.player_fees()}["Berg, Bo"] == 2500
        with pytest.raises(OperationRefused, match="no fee category named Senior"):
            tf.desk.set_fee_category(berg.id, "Senior")


def test_payments_get_receipt_numbers_and_the_totals_add_up(store_url: str) -> None:
    with new_file(store_url) as tf:
        tf.desk.set_fee_schedule(SCHEDULE)
        players = tf.players.all()
        first = tf.desk.record_payment(players[1].id, 5000)
        second = tf.desk.record_payment(players[2].id, 1000, "rest on Sunday")
        assert (first.receipt, second.receipt) == (1, 2)
        totals = tf.desk.fee_totals()
        owed = tf.desk.player_fees()
        assert (
            totals.due == sum(f.due for f in owed) == 2 * 0 + 2500 + 5 * 5000
        )  # IM and WIM free, one junior
        assert totals.received == 6000 and totals.outstanding == totals.due - 5000 - 1000
        assert [row[0] for row in totals.by_category] == ["Titled", "Junior", "Standard"]
        tf.desk.cancel_payment(second.receipt)
        assert [p.receipt for p in tf.desk.payments()] == [1]
        assert tf.desk.record_payment(players[2].id, 2500).receipt == 3  # a receipt number is never reused
        with pytest.raises(OperationRefused, match="more than 0"):
            tf.desk.record_payment(players[2].id, 0)
        with pytest.raises(OperationRefused, match="paid an entry fee"):
            tf.players.remove(players[1].id)


def test_a_payment_put_back_keeps_its_receipt_and_the_overview_reads_it(store_url: str) -> None:
    """The window's Undo of a take-back (and Redo of a payment): ``restore_payment``, with its audit row;
    a receipt recorded already is refused; ``fee_overview`` is the three reads at once."""
    with new_file(store_url) as tf:
        tf.desk.set_fee_schedule(SCHEDULE)
        player = tf.players.all()[2]
        paid = tf.desk.record_payment(player.id, 1500, "cash")
        tf.desk.cancel_payment(paid.receipt)
        back = tf.desk.restore_payment(paid)
        assert (back.receipt, back.amount, back.note, back.paid_at) == (1, 1500, "cash", paid.paid_at)
        assert tf.audit_log()[-1].operation == "restore_payment"
        with pytest.raises(OperationRefused, match="receipt 1 is recorded already"):
            tf.desk.restore_payment(paid)
        assert tf.desk.record_payment(player.id, 100).receipt == 2
        assert tf.desk.fee_overview() == (tf.desk.fee_schedule(), tf.desk.player_fees(), tf.desk.fee_totals())
        assert tf.desk.fee_overview()[2].received == 1600


def test_a_schedule_with_two_categories_of_one_name_is_refused(store_url: str) -> None:
    with new_file(store_url) as tf, pytest.raises(OperationRefused, match="two fee categories are named A"):
        tf.desk.set_fee_schedule(FeeSchedule("EUR", (FeeCategory("A", 1), FeeCategory("A", 2))))


def test_the_exports_carry_the_fees(store_url: str) -> None:
    with new_file(store_url) as tf:
        plain = take_snapshot(tf, "en")
        assert "Fee due" not in players_rows(plain)[0] and json.loads(event_json(plain))["fees"] is None
        tf.desk.set_fee_schedule(SCHEDULE)
        tf.desk.record_payment(tf.players.all()[2].id, 2500)
        snap = take_snapshot(tf, "en")
    rows = players_rows(snap)
    header = rows[0]
    costa = next(r for r in rows if r[1] == "Costa, Caio")
    assert dict(zip(header, costa, strict=True))["Fee due"] == "25.00"
    assert dict(zip(header, costa, strict=True))["Fee paid"] == "25.00"
    document = json.loads(event_json(snap))
    assert list(_validator().iter_errors(document)) == []
    assert document["fees"]["received"] == 2500 and document["fees"]["currency"] == "EUR"
    assert len(document["fees"]["players"]) == 8


def test_amounts_are_read_as_cents() -> None:
    assert [parse_amount(t) for t in ("50", "12.5", "12,50", "0")] == [5000, 1250, 1250, 0]
    with pytest.raises(Exception, match="not an amount of money"):
        parse_amount("1.234")


def test_arbiter_pay_and_fees(store_url: str) -> None:
    path = store_url
    new_file(store_url).close()
    out = io.StringIO()
    assert run(["fee-category", path, "Standard", "50", "--currency", "EUR"], out) == 0
    assert run(["pay", path, "3", "20"], out) == 0
    assert "receipt 1: 20.00 EUR from #3 Costa, Caio" in out.getvalue()
    out = io.StringIO()
    assert run(["fees", path], out) == 0
    assert "total: due 400.00 EUR, received 20.00 EUR, outstanding 380.00 EUR" in out.getvalue()


def test_receipts_and_the_fee_list_print(store_url: str, tmp_path: Path) -> None:
    """Printed from the event in a file or on the tests' server (issue 30 item 2)."""
    from cli import printing
    from tests.test_desk_checkin import _pdf_text

    path = store_url
    with new_file(store_url) as tf:
        tf.desk.set_fee_schedule(SCHEDULE)
        players = tf.players.all()
        tf.desk.record_payment(players[2].id, 2500, "cash")
        tf.desk.record_payment(players[4].id, 5000)
    assert printing.run(["receipts", path, "--player", "3", "-o", str(tmp_path / "r.pdf")]) == 0
    text = " ".join(_pdf_text(tmp_path / "r.pdf").split())
    assert "Receipt no. 1" in text and "Costa, Caio (no. 3)" in text and "25.00 EUR" in text
    assert "Entry fee: cash" in text and "Receipt no. 2" not in text
    assert printing.run(["fees", path, "-o", str(tmp_path / "f.pdf")]) == 0
    text = " ".join(_pdf_text(tmp_path / "f.pdf").split())
    assert "Totals (EUR)" in text and "All 8 275.00 75.00 200.00" in text
