"""The results as they stood when each round was paired, read from the audit log.

C.04.2 (2026) art. 4.3: a result corrected after the next round was paired applies to the pairings
after it; past rounds are never paired again. So a round is judged (``check``, ``warnings``) with the
results known when it was paired, and a correction made after that is named as what changed since
(``LateCorrection``), not taken for a breach of the pairing rules.

The audit log holds every operation with its values before and after (``db.tx``): the rows that pair
a round (``pair_round``, ``repair_round``, ``set_pairing``, ``import_trf``) and those that change
results (``set_result``, ``import_results``, ``undo_import_results``). A row of another shape (a file
from an older program) is passed over, so a round then counts as paired with today's results.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import AuditRow
from operations.ops_result_import import IMPORT_OPERATION, UNDO_OPERATION
from values import GameResult, LateCorrection

PAIRING_OPERATIONS = frozenset({"pair_round", "repair_round", "set_pairing"})
"""Audit rows after which a round stands as paired (its number in ``new["round"]``)."""


@dataclass(frozen=True, slots=True)
class _Change:
    audit_id: int
    round: int
    board: int
    old: GameResult | None
    new: GameResult | None


def _result(value: Any) -> GameResult | None:
    return None if value is None else GameResult(value)


def _changes(operation: str, old: Any, new: Any, audit_id: int) -> Iterator[_Change]:
    """The results a row of the audit log changed: (round, board, before, after)."""
    if operation == "set_result":
        rnd, board = int(new["round"]), int(new["board"])
        yield _Change(audit_id, rnd, board, _result(old["result"]), _result(new["result"]))
    elif operation == IMPORT_OPERATION:
        for board in old["boards"]:
            no = int(board["board"])
            yield _Change(
                audit_id, int(old["round"]), no, _result(board["result"]), _result(new["results"][str(no)])
            )
    elif operation == UNDO_OPERATION:
        for board in new["boards"]:
            no = int(board["board"])
            yield _Change(
                audit_id, int(new["round"]), no, _result(old["results"][str(no)]), _result(board["result"])
            )


def _paired_rounds(operation: str, new: Any) -> list[int]:
    if operation in PAIRING_OPERATIONS:
        return [int(new["round"])]
    if operation == "import_trf":
        return list(range(1, int(new["rounds"]) + 1))
    if operation == "pair_all_rounds":
        return [int(r["round"]) for r in new["rounds"]]
    return []


def late_corrections(s: Session) -> dict[int, tuple[LateCorrection, ...]]:
    """Round -> the results of earlier rounds changed after it was paired (last pairing of it), one per
    board, with the result it was paired with and the one the file has now; a board changed and
    changed back is not one. Rounds without such a correction are left out."""
    paired_at: dict[int, int] = {}
    changes: list[_Change] = []
    for row in s.scalars(select(AuditRow).order_by(AuditRow.id)):
        try:
            old, new = json.loads(row.old_value or "null"), json.loads(row.new_value or "null")
            for number in _paired_rounds(row.operation, new):
                paired_at[number] = row.id
            changes.extend(_changes(row.operation, old, new, row.id))
        except (KeyError, TypeError, ValueError):
            continue
    out: dict[int, tuple[LateCorrection, ...]] = {}
    for number, at in sorted(paired_at.items()):
        first: dict[tuple[int, int], _Change] = {}
        last: dict[tuple[int, int], _Change] = {}
        ids: dict[tuple[int, int], list[int]] = {}
        for c in changes:
            if c.audit_id > at and c.round < number:
                key = (c.round, c.board)
                first.setdefault(key, c)
                last[key] = c
                ids.setdefault(key, []).append(c.audit_id)
        found = tuple(
            LateCorrection(
                number,
                rnd,
                board,
                first[(rnd, board)].old,
                last[(rnd, board)].new,
                tuple(ids[(rnd, board)]),
            )
            for rnd, board in sorted(first)
            if first[(rnd, board)].old != last[(rnd, board)].new
        )
        if found:
            out[number] = found
    return out


def results_when_paired(
    corrections: tuple[LateCorrection, ...],
) -> Mapping[tuple[int, int], GameResult | None]:
    """(round, board) -> the result a round was paired with, for the boards corrected since."""
    return {(c.round, c.board): c.old for c in corrections}
