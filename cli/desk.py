"""``arbiter`` commands of the arbiter's desk (issue 33): ``fix-board`` (a player's fixed board,
C.04.2 (2026) art. 3.6), ``check-in`` (the presence list before a round, art. 4.1) and ``fees`` (the
entry fees received)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from cli.common import Command
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from values.desk import AbsentHandling, CheckInList

COMMANDS: frozenset[str] = frozenset({"fix-board", "check-in"})
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
            print(translate("CliOutput", "%n absent player(s) not paired", None, len(left)), file=out)
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
