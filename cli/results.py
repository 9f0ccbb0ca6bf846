"""``arbiter import-results`` and ``arbiter undo-import-results``: the results of a round from a CSV
file (``formats.csv_results``; the pairings file of ``arbiter export csv`` with the Result column filled
in), previewed, entered as one operation, undone as one.

    arbiter import-results open.arbiter round3.csv --dry-run     (what it would enter; changes nothing)
    arbiter import-results open.arbiter round3.csv [--round 3] [--skip-problems]
    arbiter undo-import-results open.arbiter
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

import operations
from cli import opened_files
from cli.common import (
    Command,
    Refused,
)
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from formats.csv_results import read_results_csv_file
from values import (
    GameResult,
    ResultImportPreview,
)

COMMANDS = frozenset({"import-results", "undo-import-results"})


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
    with opened_files.open_to_write(a.file) as tf:
        preview = tf.results.preview_import(parsed, a.round)
        _print_preview(preview, out)
        if a.dry_run:
            return 0 if preview.clean else 3
        done = tf.results.import_list(parsed, a.round, skip_problems=a.skip_problems)
        entered = len(done.changes)
        print(
            translate("CliOutput", "entered %n result(s) in round {round}", None, entered).format(
                round=done.round
            ),
            file=out,
        )
    return 0


def _cmd_undo(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        boards = tf.results.undo_import()
        for b in boards:
            shown = b.result.value if b.result else translate("CliOutput", "no result")
            print(
                translate("CliOutput", "round {round} board {board}: back to {shown}").format(
                    round=b.round, board=b.board, shown=shown
                ),
                file=out,
            )
    return 0


def _result_of(text: str) -> GameResult | None:
    """A result as typed (``clear`` or ``none``: no result)."""
    if text.lower() in ("none", "clear"):
        return None
    try:
        return GameResult.parse(text)
    except ValueError as exc:
        raise Refused(str(exc)) from exc


def _cmd_result(a: argparse.Namespace, out: TextIO) -> int:
    result = _result_of(a.result)
    with open_to_write(a.file) as tf:  # the lock keeps the board as read until the result is stored
        if tf.event.double_swiss():
            return _match_result(tf, a, result, out)
        if a.result2 is not None:
            raise Refused(translate("CliRefusal", "one result per board: this event is not a Double-Swiss"))
        old = next((b.result for b in tf.rounds.boards(a.round) if b.board == a.board), None)
        if old is not None and old is not result and not a.force:
            raise Refused(_replaces(tf, a.round, a.board, old))
        b = tf.results.set(a.round, a.board, result)
        shown = b.result.label if b.result else translate("CliOutput", "cleared")
        line = translate("CliOutput", "round {round} board {board}: #{white} - #{black} {result}").format(
            round=b.round, board=b.board, white=b.white_number, black=b.black_number, result=shown
        )
        if old is not None and old is not result:
            line = translate("CliOutput", "{line}, was {old}").format(line=line, old=old.label)
        print(line, file=out)
    return 0


def _match_result(
    tf: operations.TournamentFile, a: argparse.Namespace, first: GameResult | None, out: TextIO
) -> int:
    """``arbiter result FILE MATCH BOARD GAME1 GAME2`` in a Double-Swiss event (C.04.5): both games of a
    board, each as its own game's result (game 2's White is game 1's Black), in one operation."""
    from operations.ops_double_swiss import match_rounds

    if a.result2 is None:
        raise Refused(
            translate(
                "CliRefusal",
                "a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)",
            )
        )
    second = _result_of(a.result2)
    games = match_rounds(a.round)
    old = [
        next((b.result for b in tf.rounds.boards(r) if b.board == a.board), None)
        for r in games
        if r <= tf.rounds.paired
    ]
    if any(o is not None and o is not n for o, n in zip(old, (first, second), strict=False)) and not a.force:
        raise Refused(
            translate(
                "CliRefusal",
                "board {board} of match {match} already has the results {old}; add --force to replace them",
            ).format(board=a.board, match=a.round, old=" ".join(o.label if o else "-" for o in old))
        )
    one, two = tf.results.set_match(a.round, a.board, (first, second))
    shown = [b.result.label if b.result else translate("CliOutput", "cleared") for b in (one, two)]
    print(
        translate(
            "CliOutput", "match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}"
        ).format(
            match=a.round,
            board=a.board,
            white=one.white_number,
            black=one.black_number,
            first=shown[0],
            second=shown[1],
        ),
        file=out,
    )
    return 0


def _replaces(tf: operations.TournamentFile, rnd: int, board: int, old: GameResult) -> str:
    """Why ``arbiter result`` over an entered result needs ``--force``: the result there, and who entered
    it when it is the forfeit of a withdrawal (a round robin's scheduled games, C.05)."""
    text = translate(
        "CliRefusal", "board {board} of round {round} already has the result {old}; add --force to replace it"
    ).format(board=board, round=rnd, old=old.label)
    if not old.is_forfeit:
        return text
    played = next(b for b in tf.rounds.boards(rnd) if b.board == board)
    gone = [
        p
        for p in (tf.players.get(played.white), tf.players.get(played.black))
        if p.withdrawn_from_round is not None and p.withdrawn_from_round <= rnd
    ]
    if not gone:
        return text
    return translate(
        "CliRefusal",
        "board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of "
        "#{number} {name}; add --force to replace it",
    ).format(board=board, round=rnd, old=old.label, number=gone[0].number, name=gone[0].name)


def _cmd_standings(a: argparse.Namespace, out: TextIO) -> int:
    from engine.standings_cli import standings_lines

    with open_to_read(a.file) as tf:
        if tf.event.team() is not None:
            from cli.teams import standings_lines as team_lines

            codes, teams = tf.teams.standings(a.after_round)
            for line in team_lines(
                tf.event.settings().name, codes, teams, tf.teams.board_scores(a.after_round)
            ):
                print(line, file=out)
            return 0
        table = tf.results.standings(
            a.after_round, a.tiebreaks, edition=a.edition, unrated_rating=a.unrated_rating
        )
        for line in standings_lines(tf.event.settings().name, table, a.halves):
            print(line, file=out)
    return 0


def register(command: Command) -> None:
    p = command("result", _cmd_result, translate("CliHelp", "enter or correct a result"))
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("board", type=int)
    p.add_argument(
        "result",
        help=translate(
            "CliHelp",
            "1-0, 0-1, 1/2 (also = and \u00bd), +- and -+ (forfeits), -- (double forfeit), "
            "W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)",
        ),
    )
    p.add_argument(
        "result2",
        nargs="?",
        help=translate(
            "CliHelp",
            "a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's "
            "result, each as its own game's (game 2's White is game 1's Black)",
        ),
    )
    p.add_argument(
        "--force",
        action="store_true",
        help=translate("CliHelp", "replace a result already entered (the answer says what it was)"),
    )
    p = command("standings", _cmd_standings, translate("CliHelp", "print the standings with tie-breaks"))
    p.add_argument("file", type=Path)
    p.add_argument(
        "--tiebreaks", help=translate("CliHelp", "C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)")
    )
    p.add_argument("--after-round", type=int)
    p.add_argument(
        "--edition", help=translate("CliHelp", "C.07 edition 2024 or 2026 (default: by start date)")
    )
    p.add_argument(
        "--unrated-rating",
        type=int,
        help=translate("CliHelp", "rating used for unrated opponents (C.07 art. 10)"),
    )
    p.add_argument("--halves", action="store_true", help=translate("CliHelp", "print halves as ½"))
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
