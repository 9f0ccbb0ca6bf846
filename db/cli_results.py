"""``arbiter import-results`` and ``arbiter undo-import-results``: the results of a round from a CSV
file (``db.csv_results``; the pairings file of ``arbiter export csv`` with the Result column filled
in), previewed, entered as one operation, undone as one.

    arbiter import-results open.arbiter round3.csv --dry-run     (what it would enter; changes nothing)
    arbiter import-results open.arbiter round3.csv [--round 3] [--skip-problems]
    arbiter undo-import-results open.arbiter
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from db import cli_files
from db.csv_results import read_results_csv_file
from db.values import ResultImportPreview
from engine.i18n import translate

COMMANDS = frozenset({"import-results", "undo-import-results"})

Handler = Callable[[argparse.Namespace, TextIO], int]
Command = Callable[[str, Handler, str], argparse.ArgumentParser]


def _print_preview(preview: ResultImportPreview, out: TextIO) -> None:
    for c in preview.changes:
        b = c.board
        was = (
            translate("CliOutput", " (was {result})").format(result=c.old.value) if c.old is not None else ""
        )
        print(
            translate("CliOutput", "round {round} board {board}: #{white} - #{black} {result}{was}").format(
                round=b.round,
                board=b.board,
                white=b.white_number,
                black=b.black_number,
                result=c.new.value,
                was=was,
            ),
            file=out,
        )
    for p in preview.problems:
        print(translate("CliOutput", "problem: {problem}").format(problem=p), file=out)
    summary = (
        translate(
            "CliOutput",
            "round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} "
            "unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) "
            "of other rounds left out",
        )
        if preview.other_rounds
        else translate(
            "CliOutput",
            "round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} "
            "unchanged, {problems} problem(s); {missing} board(s) still without a result",
        )
    )
    print(
        summary.format(
            round=preview.round,
            changes=len(preview.changes),
            corrections=len(preview.corrections),
            unchanged=preview.unchanged,
            problems=len(preview.problems),
            missing=preview.missing_after,
            other=preview.other_rounds,
        ),
        file=out,
    )


def _cmd_import(a: argparse.Namespace, out: TextIO) -> int:
    parsed = read_results_csv_file(a.csv)
    with cli_files.open_to_write(a.file) as tf:
        preview = tf.preview_results_import(parsed, a.round)
        _print_preview(preview, out)
        if a.dry_run:
            return 0 if preview.clean else 3
        done = tf.import_results(parsed, a.round, skip_problems=a.skip_problems)
        entered = len(done.changes)
        print(
            translate("CliOutput", "entered %n result(s) in round {round}", None, entered).format(
                round=done.round
            ),
            file=out,
        )
    return 0


def _cmd_undo(a: argparse.Namespace, out: TextIO) -> int:
    with cli_files.open_to_write(a.file) as tf:
        boards = tf.undo_results_import()
        for b in boards:
            shown = b.result.value if b.result else translate("CliOutput", "no result")
            print(
                translate("CliOutput", "round {round} board {board}: back to {shown}").format(
                    round=b.round, board=b.board, shown=shown
                ),
                file=out,
            )
    return 0


def register(command: Command) -> None:
    p = command(
        "import-results",
        _cmd_import,
        translate("CliHelp", "enter the results of a round from a CSV file (one operation)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "csv",
        type=Path,
        help=translate("CliHelp", "pairings.csv of arbiter export csv, with the Result column filled in"),
    )
    p.add_argument(
        "--round",
        type=int,
        help=translate("CliHelp", "the round to import (default: the only round in the CSV)"),
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help=translate("CliHelp", "show what would be entered; exit 3 on a problem"),
    )
    p.add_argument(
        "--skip-problems",
        action="store_true",
        help=translate("CliHelp", "enter the good rows, leave out the others"),
    )
    p = command(
        "undo-import-results",
        _cmd_undo,
        translate("CliHelp", "put back the results the last results import replaced"),
    )
    p.add_argument("file", type=Path)
