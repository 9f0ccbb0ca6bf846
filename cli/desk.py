"""``arbiter`` commands of the arbiter's desk (issue 33): ``fix-board`` (a player's fixed board,
C.04.2 (2026) art. 3.6), ``check-in`` (the presence list before a round, art. 4.1) and ``fees`` (the
entry fees received)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from cli.common import Command
from cli.opened_files import open_to_write
from engine.i18n import translate

COMMANDS: frozenset[str] = frozenset({"fix-board"})
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
