"""``arbiter`` commands of the arbiter's desk (issue 33): ``fix-board`` (a player's fixed board,
C.04.2 (2026) art. 3.6), ``check-in`` (the presence list before a round, art. 4.1) and ``fees`` (the
entry fees received)."""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path
from typing import TextIO

from cli.common import Command, Refused
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from engine.prizes import format_money
from values.desk import AbsentHandling, CheckInList, FeeCategory, FeeSchedule, PlayerFee

COMMANDS: frozenset[str] = frozenset({"fix-board", "check-in", "fee-category", "pay", "fees"})
"""The sub-commands of this module (the ``arbiter`` launcher hands these to ``run``)."""


def _cmd_fix_board(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        board = None if a.board == "none" else int(a.board)
        p = tf.players.fix_board(tf.players.by_number(a.player).id, board)
        if p.fixed_board is None:
            print(
                translate("CliOutput", "#{number} {name} has no fixed board").format(
                    number=p.number, name=p.name
                ),
                file=out,
            )
        else:
            print(
                translate(
                    "CliOutput",
                    "#{number} {name} plays on board {board} in every round paired from now on "
                    "(two fixed players paired together: the lower board; two on one board: the game "
                    "earlier in the pairing keeps it)",
                ).format(number=p.number, name=p.name, board=p.fixed_board),
                file=out,
            )
    return 0


def _print_list(listing: CheckInList, out: TextIO) -> None:
    for e in listing.entries:
        state = (
            translate("CliOutput", "withdrawn")
            if e.withdrawn
            else translate("CliOutput", "bye")
            if e.bye is not None
            else translate("CliOutput", "present")
            if e.present
            else translate("CliOutput", "absent")
        )
        print(f"{e.player.number:5d} {e.player.name:30s} {state}", file=out)
    print(
        translate(
            "CliOutput", "round {round}: {present} of {players} players checked in, {absent} absent"
        ).format(
            round=listing.round,
            present=listing.present,
            players=len(listing.entries),
            absent=len(listing.absent),
        ),
        file=out,
    )


def _cmd_check_in(a: argparse.Namespace, out: TextIO) -> int:
    if not a.players and a.absent is None:
        with open_to_read(a.file) as tf:
            _print_list(tf.desk.check_in_list(), out)
        return 0
    with open_to_write(a.file) as tf:
        for number in a.players:
            entry = tf.desk.check_in(tf.players.by_number(number).id, not a.undo)
            print(
                (
                    translate("CliOutput", "#{number} {name} checked in for round {round}")
                    if entry.present
                    else translate("CliOutput", "#{number} {name} not checked in for round {round}")
                ).format(
                    number=entry.player.number, name=entry.player.name, round=tf.desk.check_in_list().round
                ),
                file=out,
            )
        if a.absent is not None:
            how = AbsentHandling(a.absent)
            left = tf.desk.leave_out_absent(how)
            line = (
                translate("CliOutput", "#{number} {name}: zero-point bye (absent at check-in)")
                if how is AbsentHandling.ZERO_BYE
                else translate("CliOutput", "#{number} {name}: withdrawn (absent at check-in)")
            )
            for p in left:
                print(line.format(number=p.number, name=p.name), file=out)
            count = len(left)
            print(translate("CliOutput", "%n absent player(s) not paired", None, count), file=out)
    return 0


def parse_amount(text: str) -> int:
    """An amount of money as typed (``50``, ``12.50``, ``12,5``) in the smallest unit (cents): the
    desk's own reading (``operations.ops_fees.parse_amount``), refused as an argument."""
    from db.errors import OperationRefused
    from operations.ops_fees import parse_amount as read_amount

    try:
        return read_amount(text)
    except OperationRefused as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _money(amount: int, currency: str) -> str:
    return f"{format_money(Fraction(amount))} {currency}".strip()


def _cmd_fee_category(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        fees = tf.desk.fee_schedule()
        kept = [c for c in fees.categories if c.name != a.name]
        if a.remove:
            if len(kept) == len(fees.categories):
                raise Refused(
                    translate("CliRefusal", "there is no fee category named {name}").format(name=a.name)
                )
            categories = kept
        else:
            if a.amount is None:
                raise Refused(translate("CliRefusal", "a fee category needs an amount (0: free)"))
            new = FeeCategory(
                a.name,
                a.amount,
                tuple(t.strip().upper() for t in (a.titles or "").split(",") if t.strip()),
                a.min_rating,
                a.max_rating,
                a.born_from,
                a.born_until,
            )
            at = (
                [c.name for c in fees.categories].index(a.name)
                if a.name in {c.name for c in fees.categories}
                else len(kept)
            )
            categories = [*kept[:at], new, *kept[at:]]
        fees = tf.desk.set_fee_schedule(
            FeeSchedule(a.currency if a.currency is not None else fees.currency, tuple(categories))
        )
        for c in fees.categories:
            print(f"{c.name}: {_money(c.amount, fees.currency)}", file=out)
    return 0


def _cmd_pay(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        paid = tf.desk.record_payment(tf.players.by_number(a.player).id, a.amount, a.note)
        currency = tf.desk.fee_schedule().currency
        print(
            translate("CliOutput", "receipt {receipt}: {amount} from #{number} {name}").format(
                receipt=paid.receipt,
                amount=_money(paid.amount, currency),
                number=paid.player.number,
                name=paid.player.name,
            ),
            file=out,
        )
    return 0


def _fee_line(f: PlayerFee, currency: str) -> str:
    state = (
        translate("CliOutput", "paid")
        if f.settled
        else translate("CliOutput", "owes {amount}").format(amount=_money(f.outstanding, currency))
    )
    category = f.category.name if f.category else "-"
    return f"{f.player.number:5d} {f.player.name:30s} {category:12s} {_money(f.paid, currency):>12s}  {state}"


def _cmd_fees(a: argparse.Namespace, out: TextIO) -> int:
    if a.category is not None:
        if a.player is None:
            raise Refused(translate("CliRefusal", "--category needs --player N"))
        with open_to_write(a.file) as tf:
            p = tf.desk.set_fee_category(tf.players.by_number(a.player).id, a.category)
            print(
                translate("CliOutput", "#{number} {name}: fee category {category}").format(
                    number=p.number,
                    name=p.name,
                    category=p.fee_category or translate("CliOutput", "by the rules"),
                ),
                file=out,
            )
        return 0
    with open_to_read(a.file) as tf:
        fees = tf.desk.player_fees()
        totals = tf.desk.fee_totals()
        for f in fees:
            if a.player is None or f.player.number == a.player:
                print(_fee_line(f, totals.currency), file=out)
        for name, players, due, received, outstanding in totals.by_category:
            print(
                translate(
                    "CliOutput",
                    "{category}: {players} players, due {due}, received {received}, "
                    "outstanding {outstanding}",
                ).format(
                    category=name or translate("CliOutput", "no category"),
                    players=players,
                    due=_money(due, totals.currency),
                    received=_money(received, totals.currency),
                    outstanding=_money(outstanding, totals.currency),
                ),
                file=out,
            )
        print(
            translate("CliOutput", "total: due {due}, received {received}, outstanding {outstanding}").format(
                due=_money(totals.due, totals.currency),
                received=_money(totals.received, totals.currency),
                outstanding=_money(totals.outstanding, totals.currency),
            ),
            file=out,
        )
    return 0


def _board(text: str) -> str:
    if text == "none" or text.isdigit():
        return text
    raise argparse.ArgumentTypeError(
        translate("CliRefusal", "{text} is not a board number (or none)").format(text=repr(text))
    )


def register(command: Command) -> None:
    """The desk's commands, added to the parser by ``command``."""
    p = command(
        "fix-board",
        _cmd_fix_board,
        translate(
            "CliHelp",
            "fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged",
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument("board", type=_board, help=translate("CliHelp", "board number, or none"))
    p = command(
        "check-in",
        _cmd_check_in,
        translate(
            "CliHelp",
            "the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent "
            "out of the pairing; without players, print the list",
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "players", type=int, nargs="*", help=translate("CliHelp", "pairing numbers of players present")
    )
    p.add_argument("--undo", action="store_true", help=translate("CliHelp", "untick these players"))
    p.add_argument(
        "--absent",
        choices=[h.value for h in AbsentHandling],
        help=translate(
            "CliHelp",
            "leave every player not checked in out of the round: a zero-point bye, or withdrawn",
        ),
    )
    _register_fees(command)


def _register_fees(command: Command) -> None:
    p = command(
        "fee-category",
        _cmd_fee_category,
        translate(
            "CliHelp", "add, change or remove an entry-fee category (the first a player meets applies)"
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument("name")
    p.add_argument(
        "amount",
        type=parse_amount,
        nargs="?",
        help=translate("CliHelp", "the fee, e.g. 50 or 12.50 (0: free)"),
    )
    p.add_argument("--titles", help=translate("CliHelp", "only these titles, comma separated (e.g. GM,WGM)"))
    p.add_argument("--min-rating", type=int)
    p.add_argument("--max-rating", type=int)
    p.add_argument("--born-from", type=int, help=translate("CliHelp", "born in this year or later"))
    p.add_argument("--born-until", type=int, help=translate("CliHelp", "born in this year or earlier"))
    p.add_argument("--currency", help=translate("CliHelp", "the currency of every fee (e.g. EUR)"))
    p.add_argument("--remove", action="store_true", help=translate("CliHelp", "remove the category"))
    p = command(
        "pay", _cmd_pay, translate("CliHelp", "record an entry fee received from a player (a receipt number)")
    )
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument(
        "amount", type=parse_amount, help=translate("CliHelp", "the amount received, e.g. 50 or 12.50")
    )
    p.add_argument("--note", default="", help=translate("CliHelp", "a note printed on the receipt"))
    p = command(
        "fees",
        _cmd_fees,
        translate(
            "CliHelp",
            "what each player owes and paid, and the organiser's totals; or set a player's category",
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument("--player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument(
        "--category",
        help=translate("CliHelp", "with --player: the fee category chosen for him (empty: by the rules)"),
    )
