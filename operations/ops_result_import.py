"""Entering the results of a round from a CSV file (``formats.csv_results``): previewed, all or nothing,
undoable.

- ``preview``: which boards would get a result or a corrected one, and which rows cannot be used,
  each with its line (no such board; other players on the board than the file has, e.g. a pairing
  changed since the CSV was written; a board twice). Changes nothing.
- ``import_results``: every result in ONE transaction with ONE audit row ``import_results`` (the
  boards before and after). Refused as a whole while any row has a problem, unless the arbiter chose
  to leave those rows out (``skip_problems``); the audit row then lists them.
- ``undo_results_import``: ONE operation that puts back the result every board had before the newest
  import not undone yet; refused when a board has been changed since (then the arbiter corrects by
  hand), holds other players (the round was deleted and paired again) or no longer exists.

Results may be entered in any paired round, also a past one (later pairings stay, the standings
follow), as ``set_result`` allows.
"""

from __future__ import annotations

import json

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import AuditRow, BoardRow
from db.tx import Tx
from engine.i18n import translate
from formats.csv_results import ParsedResults, ResultRow
from operations.convert import board_record, board_to_json, numbers_by_id
from operations.ops_rounds import get_round_row, last_round_number
from values import (
    BoardRecord,
    ImportProblem,
    ResultChange,
    ResultImportPreview,
    ResultsImported,
)

IMPORT_OPERATION = "import_results"
UNDO_OPERATION = "undo_import_results"
SHOWN_PROBLEMS = 10


def chosen_round(s: Session, parsed: ParsedResults, round_number: int | None) -> int:
    """The round to import: the one asked for, else the only round the rows are of."""
    if round_number is not None:
        return round_number
    rounds = parsed.rounds
    if len(rounds) == 1:
        return rounds[0]
    if not rounds:
        unreadable = len(parsed.problems)
        raise OperationRefused(
            translate(
                "DbImport",
                "{name} holds no result to import (%n row(s) cannot be read: {problem})",
                None,
                unreadable,
            ).format(
                name=parsed.source or translate("DbImport", "the file"),
                problem=parsed.problems[0],
            )
            if parsed.problems
            else translate("DbImport", "{name} holds no result to import").format(
                name=parsed.source or translate("DbImport", "the file")
            )
        )
    raise OperationRefused(
        translate("DbImport", "{name} holds results of rounds {rounds}; say which round to import").format(
            name=parsed.source or translate("DbImport", "the file"), rounds=", ".join(map(str, rounds))
        )
    )


def _boards(s: Session, round_number: int) -> dict[int, BoardRecord]:
    paired = last_round_number(s)
    if round_number > paired or round_number < 1:
        raise OperationRefused(
            translate(
                "DbImport",
                "round {round_number} is not paired (the file has %n paired round(s))",
                None,
                paired,
            ).format(round_number=round_number)
        )
    get_round_row(s, round_number)
    numbers = numbers_by_id(s)
    rows = s.scalars(select(BoardRow).where(BoardRow.round_number == round_number))
    return {r.board_no: board_record(r, numbers) for r in rows}


def _check(
    s: Session, parsed: ParsedResults, round_number: int
) -> tuple[list[ResultChange], int, list[ImportProblem], int, dict[int, BoardRecord]]:
    boards = _boards(s, round_number)
    changes: list[ResultChange] = []
    problems = list(parsed.problems)
    unchanged = 0
    other = 0
    seen: dict[int, ResultRow] = {}
    for row in parsed.rows:
        if row.round != round_number:
            other += 1
            continue
        board = boards.get(row.board)
        if board is None:
            problems.append(
                ImportProblem(
                    row.line,
                    translate(
                        "DbImport", "round {round_number} has no board {board} ({count} boards)"
                    ).format(round_number=round_number, board=row.board, count=len(boards)),
                )
            )
            continue
        if (row.white_number, row.black_number) != (board.white_number, board.black_number):
            swapped = (row.black_number, row.white_number) == (board.white_number, board.black_number)
            problems.append(
                ImportProblem(
                    row.line,
                    translate(
                        "DbImport",
                        "board {board} of round {round_number} is #{white} - #{black} in the tournament "
                        "file, the CSV says #{csv_white} - #{csv_black} (colours swapped)"
                        if swapped
                        else "board {board} of round {round_number} is #{white} - #{black} in the tournament "
                        "file, the CSV says #{csv_white} - #{csv_black}",
                    ).format(
                        board=row.board,
                        round_number=round_number,
                        white=board.white_number,
                        black=board.black_number,
                        csv_white=row.white_number,
                        csv_black=row.black_number,
                    ),
                )
            )
            continue
        if row.board in seen:
            problems.append(
                ImportProblem(
                    row.line,
                    translate("DbImport", "board {board} is on line {line} too").format(
                        board=row.board, line=seen[row.board].line
                    ),
                )
            )
            continue
        seen[row.board] = row
        if board.result is row.result:
            unchanged += 1
        else:
            changes.append(ResultChange(board, row.result))
    problems.sort(key=lambda p: p.line)
    return changes, unchanged, problems, other, boards


def preview(s: Session, parsed: ParsedResults, round_number: int | None) -> ResultImportPreview:
    number = chosen_round(s, parsed, round_number)
    changes, unchanged, problems, other, boards = _check(s, parsed, number)
    after = {b.board: b.result for b in boards.values()} | {c.board.board: c.new for c in changes}
    return ResultImportPreview(
        number,
        tuple(changes),
        unchanged,
        tuple(problems),
        other,
        sum(1 for r in after.values() if r is None),
    )


def import_results(
    tx: Tx, parsed: ParsedResults, round_number: int | None, skip_problems: bool
) -> ResultsImported:
    s = tx.session
    number = chosen_round(s, parsed, round_number)
    changes, _, problems, _, _ = _check(s, parsed, number)
    if problems and not skip_problems:
        shown = "; ".join(str(p) for p in problems[:SHOWN_PROBLEMS])
        name = parsed.source or translate("DbImport", "the file")
        count = len(problems)
        raise OperationRefused(
            translate(
                "DbImport",
                "%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)",
                None,
                count,
            ).format(name=name, shown=shown, more=count - SHOWN_PROBLEMS)
            if len(problems) > SHOWN_PROBLEMS
            else translate(
                "DbImport",
                "%n row(s) of {name} cannot be imported, so no result was entered: {shown}",
                None,
                count,
            ).format(name=name, shown=shown)
        )
    if not changes:
        raise OperationRefused(
            translate(
                "DbImport", "no result to enter in round {number}: the file already has every one given"
            ).format(number=number)
        )
    for c in changes:
        row = s.scalar(
            select(BoardRow).where(BoardRow.round_number == number, BoardRow.board_no == c.board.board)
        )
        assert row is not None  # checked above, in this transaction
        row.result = c.new.value
    s.flush()
    tx.audit(
        IMPORT_OPERATION,
        {"round": number, "boards": [board_to_json(c.board) for c in changes]},
        {
            "source": parsed.source,
            "round": number,
            "results": {str(c.board.board): c.new.value for c in changes},
            "skipped": [str(p) for p in problems],
        },
    )
    s.flush()
    audit_id = int(s.scalar(select(func.max(AuditRow.id))) or 0)
    return ResultsImported(audit_id, number, tuple(changes), tuple(problems))


def _last_import(s: Session) -> AuditRow:
    undone: set[int] = set()
    for row in s.scalars(
        select(AuditRow)
        .where(AuditRow.operation.in_((IMPORT_OPERATION, UNDO_OPERATION)))
        .order_by(AuditRow.id.desc())
    ):
        if row.operation == UNDO_OPERATION:
            undone.add(int((json.loads(row.new_value or "null") or {}).get("import", 0)))
        elif row.id not in undone:
            return row
    raise OperationRefused(translate("DbImport", "no results import to undo"))


def undo_results_import(tx: Tx) -> tuple[BoardRecord, ...]:
    """Put back the results the newest import replaced; returns the boards as they are afterwards."""
    s = tx.session
    audit = _last_import(s)
    old = json.loads(audit.old_value or "null") or {}
    new = json.loads(audit.new_value or "null") or {}
    number = int(new["round"])
    boards = _boards(s, number)
    numbers = numbers_by_id(s)
    restored: list[BoardRecord] = []
    for before in old.get("boards", []):
        no = int(before["board"])
        board = boards.get(no)
        imported = new["results"][str(no)]
        now = board.result.value if board is not None and board.result is not None else None
        if board is not None and (board.white, board.black) != (before.get("white"), before.get("black")):
            raise OperationRefused(
                translate(
                    "DbImport",
                    "round {number} board {no} is now #{white_number} - #{black_number}, "
                    "not the board the import entered (the round was paired again); the "
                    "import cannot be undone",
                ).format(
                    number=number, no=no, white_number=board.white_number, black_number=board.black_number
                )
            )
        if board is None or now != imported:
            raise OperationRefused(
                translate(
                    "DbImport",
                    "round {number} board {no} has been changed since the import (now {now}); the import "
                    "cannot be undone as a whole: correct results by hand",
                ).format(number=number, no=no, now=now)
                if now
                else translate(
                    "DbImport",
                    "round {number} board {no} has been changed since the import (now no result); the "
                    "import cannot be undone as a whole: correct results by hand",
                ).format(number=number, no=no)
            )
        row = s.scalar(select(BoardRow).where(BoardRow.round_number == number, BoardRow.board_no == no))
        assert row is not None
        row.result = before.get("result")
        s.flush()
        restored.append(board_record(row, numbers))
    tx.audit(
        UNDO_OPERATION,
        {"round": number, "results": new["results"]},
        {"import": audit.id, "round": number, "boards": [board_to_json(b) for b in restored]},
    )
    return tuple(restored)
