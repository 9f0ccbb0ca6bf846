"""Importing a list of players (a CSV file): previewed, all or nothing, undoable.

- ``check_rows``: which rows cannot be added (bad data, a duplicate inside the list or of a player
  already registered), each with its line.
- ``import_players``: every row added in ONE transaction with ONE audit row ``import_players`` (its
  new value lists the ids added). Refused as a whole while any row has a problem, unless the arbiter
  chose to leave those rows out (``skip_problems``); then the audit row lists them too.
- ``remove_imported_players``: the undo, ONE operation that removes exactly the players an import
  added, refused while anything else refers to one of them (a board, a pairing-allocated bye, a
  requested bye, a prohibited pair): then they took part, and withdrawing is the way.

A duplicate: the same FIDE id, or the same name (case and spacing ignored) when one of the two has no
FIDE id. Numbers: each player gets the TPN of its rank (C.04.2 (2026) art. 2.2-2.5) while fewer than
four rounds are paired, else the next free number (art. 2.3), as ``add_player`` does.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Generic, TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import (
    AuditRow,
    BoardRow,
    ByeRow,
    CheckInRow,
    FeePaymentRow,
    PlayerRow,
    ProhibitedMemberRow,
    RoundRow,
)
from db.tx import Tx
from engine.i18n import translate
from engine.model import MAX_PLAYERS
from formats.csv_players import CsvRow, ParsedCsv
from operations.convert import player_record, player_to_json
from operations.ops_event import paired_rounds, sync_round_robin_rounds
from operations.ops_players import LAST_ROUND_FOR_RENUMBERING, insert_players, renumber, validate_details
from values import (
    ImportProblem,
    PlayerDetails,
    PlayerImportPreview,
    PlayerRecord,
    PlayersImported,
)

IMPORT_OPERATION = "import_players"
UNDO_OPERATION = "remove_imported_players"
SHOWN_PROBLEMS = 10


def _name_key(name: str) -> str:
    return " ".join(name.replace(",", ", ").split()).casefold()


Seen = TypeVar("Seen")


class _Known(Generic[Seen]):
    """Players met so far (the registered ones, or the rows of the list before), indexed by what a
    duplicate shares with them: the first one, in the order added, that is the same player as a new
    row, found by three lookups instead of a comparison with each. The same player: the same FIDE id
    when both have one, else the same name (case and spacing ignored)."""

    def __init__(self) -> None:
        self._count = 0
        self._by_fide_id: dict[str, tuple[int, Seen]] = {}
        self._by_name: dict[str, tuple[int, Seen]] = {}
        self._by_name_without_fide_id: dict[str, tuple[int, Seen]] = {}

    def add(self, name: str, fide_id: str, seen: Seen) -> None:
        entry = (self._count, seen)
        self._count += 1
        key = _name_key(name)
        self._by_name.setdefault(key, entry)
        if fide_id:
            self._by_fide_id.setdefault(fide_id, entry)
        else:
            self._by_name_without_fide_id.setdefault(key, entry)

    def same_as(self, d: PlayerDetails) -> Seen | None:
        key = _name_key(d.name)
        if not d.fide_id:  # then the name alone decides, whatever the other's FIDE id
            found = self._by_name.get(key)
            return None if found is None else found[1]
        candidates = [
            f for f in (self._by_fide_id.get(d.fide_id), self._by_name_without_fide_id.get(key)) if f
        ]
        return min(candidates, key=lambda f: f[0])[1] if candidates else None


def check_rows(
    s: Session, rows: Sequence[CsvRow]
) -> tuple[list[ImportProblem], list[tuple[int, PlayerRecord]]]:
    """The rows that cannot be added (with their line), and the duplicates of registered players."""
    registered: _Known[PlayerRecord] = _Known()
    for r in s.scalars(select(PlayerRow).order_by(PlayerRow.number)):
        registered.add(r.name, r.fide_id, player_record(r))
    problems: list[ImportProblem] = []
    duplicates: list[tuple[int, PlayerRecord]] = []
    earlier: _Known[CsvRow] = _Known()
    for row in rows:
        d = row.details
        try:
            validate_details(d)
        except OperationRefused as exc:
            problems.append(ImportProblem(row.line, str(exc)))
            continue
        same = registered.same_as(d)
        if same is not None:
            duplicates.append((row.line, same))
            why = (
                translate("DbImport", "FIDE id {fide_id}").format(fide_id=d.fide_id)
                if d.fide_id and d.fide_id == same.fide_id
                else translate("DbImport", "name")
            )
            problems.append(
                ImportProblem(
                    row.line,
                    translate("DbImport", "{name} is already registered as #{number} {name2} ({why})").format(
                        name=d.name, number=same.number, name2=same.name, why=why
                    ),
                )
            )
            continue
        twin = earlier.same_as(d)
        if twin is not None:
            problems.append(
                ImportProblem(
                    row.line,
                    translate("DbImport", "{name} is on line {line} too").format(name=d.name, line=twin.line),
                )
            )
            continue
        earlier.add(d.name, d.fide_id, row)
    return problems, duplicates


def _all_problems(
    s: Session, parsed: ParsedCsv
) -> tuple[list[ImportProblem], list[tuple[int, PlayerRecord]]]:
    problems, duplicates = check_rows(s, parsed.rows)
    merged = sorted([*parsed.problems, *problems], key=lambda p: p.line)
    return merged, duplicates


def preview(tx: Tx, parsed: ParsedCsv) -> PlayerImportPreview:
    """Run in a transaction that is rolled back: the rows without problem are added to see their numbers."""
    problems, duplicates = _all_problems(tx.session, parsed)
    added, renumbered, warnings = _add(tx.session, _good_rows(parsed, problems))
    return PlayerImportPreview(
        rows=len(parsed.rows) + len(parsed.problems),
        added=added,
        renumbered=renumbered,
        problems=tuple(problems),
        duplicates=tuple(duplicates),
        warnings=warnings,
    )


def _good_rows(parsed: ParsedCsv, problems: Sequence[ImportProblem]) -> list[CsvRow]:
    bad = {p.line for p in problems}
    return [r for r in parsed.rows if r.line not in bad]


def _add(
    s: Session, rows: Sequence[CsvRow]
) -> tuple[tuple[PlayerRecord, ...], tuple[PlayerRecord, ...], tuple[str, ...]]:
    paired = paired_rounds(s)
    done = insert_players(s, [row.details for row in rows], paired)
    ids = [new.id for new in done.rows]
    moved = set(done.moved)
    rounds = sync_round_robin_rounds(s) if rows else None
    added = tuple(
        player_record(r)
        for r in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(ids)).order_by(PlayerRow.number))
    )
    renumbered = tuple(
        player_record(r)
        for r in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(moved)).order_by(PlayerRow.number))
    )
    warnings: list[str] = []
    if rounds is not None:
        warnings.append(
            translate(
                "DbImport", "the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)"
            ).format(rounds=rounds)
        )
    if rows and paired > LAST_ROUND_FOR_RENUMBERING:
        warnings.append(
            translate(
                "DbImport",
                "{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)",
            ).format(paired=paired)
        )
    if rows and paired:
        warnings.append(
            translate(
                "DbImport",
                "late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)",
            ).format(paired=paired)
        )
    return added, renumbered, tuple(warnings)


def import_players(tx: Tx, parsed: ParsedCsv, skip_problems: bool) -> PlayersImported:
    s = tx.session
    problems, _ = _all_problems(s, parsed)
    if problems and not skip_problems:
        shown = "; ".join(str(p) for p in problems[:SHOWN_PROBLEMS])
        total = len(parsed.rows) + len(parsed.problems)
        raise OperationRefused(
            translate(
                "DbImport",
                "{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)",
            ).format(count=len(problems), total=total, shown=shown, more=len(problems) - SHOWN_PROBLEMS)
            if len(problems) > SHOWN_PROBLEMS
            else translate(
                "DbImport", "{count} of {total} rows cannot be imported, so nothing was added: {shown}"
            ).format(count=len(problems), total=total, shown=shown)
        )
    rows = _good_rows(parsed, problems)
    if not rows:
        raise OperationRefused(
            translate("DbImport", "no player to import: every row has a problem")
            if problems
            else translate("DbImport", "no player to import")
        )
    registered = int(s.scalar(select(func.count(PlayerRow.id))) or 0)
    if registered + len(rows) > MAX_PLAYERS:
        raise OperationRefused(
            translate(
                "DbImport",
                "{count} players with the {registered} registered make {total}, more than the {most} a "
                "FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing "
                "was added",
            ).format(count=len(rows), registered=registered, total=registered + len(rows), most=MAX_PLAYERS)
        )
    before = {r.id: player_record(r) for r in s.scalars(select(PlayerRow))}
    added, renumbered, warnings = _add(s, rows)
    tx.audit(
        IMPORT_OPERATION,
        [player_to_json(before[p.id]) for p in renumbered] or None,
        {
            "source": parsed.source,
            "players": [player_to_json(p) for p in added],
            "renumbered": {p.id: p.number for p in renumbered},
            "skipped": [str(p) for p in problems],
        },
    )
    assert tx.marker is not None
    return PlayersImported(tx.marker[0], added, renumbered, tuple(problems), warnings)


def last_import(s: Session) -> tuple[int, list[int]]:
    """The audit id and the player ids of the newest player import not undone yet."""
    undone: set[int] = set()
    for row in s.scalars(
        select(AuditRow)
        .where(AuditRow.operation.in_((IMPORT_OPERATION, UNDO_OPERATION)))
        .order_by(AuditRow.id.desc())
    ):
        new = json.loads(row.new_value or "null") or {}
        if row.operation == UNDO_OPERATION:
            undone.add(int(new.get("import", 0)))
            continue
        if row.id not in undone:
            return row.id, [int(p["id"]) for p in new.get("players", [])]
    raise OperationRefused(translate("DbImport", "no player import to undo"))


def remove_imported_players(
    tx: Tx, player_ids: Sequence[int], import_id: int | None = None
) -> tuple[PlayerRecord, ...]:
    """Remove exactly ``player_ids`` (the players an import added); returns the players renumbered."""
    s = tx.session
    if import_id is None and not player_ids:
        import_id, player_ids = last_import(s)
    ids = sorted(set(player_ids))
    rows = list(s.scalars(select(PlayerRow).where(PlayerRow.id.in_(ids)).order_by(PlayerRow.number)))
    if len(rows) != len(ids):
        raise OperationRefused(
            translate(
                "DbImport",
                "{gone} of the {count} imported players are no longer registered; the "
                "import cannot be undone as a whole (remove the others one by one)",
            ).format(gone=len(ids) - len(rows), count=len(ids))
        )
    _refuse_referenced(s, ids, {r.id: r for r in rows})
    paired = paired_rounds(s)
    last = int(s.scalar(select(func.max(PlayerRow.number))) or 0)
    if paired > LAST_ROUND_FOR_RENUMBERING and {r.number for r in rows} != set(
        range(last - len(rows) + 1, last + 1)
    ):
        raise OperationRefused(
            translate(
                "DbImport",
                "removing these players would change the numbers of others once round "
                "4 is paired (C.04.2 art. 2.3); withdraw them instead",
            )
        )
    old = [player_to_json(player_record(r)) for r in rows]
    for r in rows:
        s.delete(r)
    s.flush()
    remaining = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    moves = {r.id: i for i, r in enumerate(remaining, start=1) if r.number != i}
    if moves:
        renumber(s, moves)
    renumbered = tuple(player_record(r) for r in remaining if r.id in moves)
    tx.audit(
        UNDO_OPERATION,
        {"players": old},
        {"import": import_id, "renumbered": {p.id: p.number for p in renumbered}},
    )
    return renumbered


def _refuse_referenced(s: Session, ids: list[int], rows: dict[int, PlayerRow]) -> None:
    checks = (
        (translate("DbImport", "is paired"), select(BoardRow.white_id).where(BoardRow.white_id.in_(ids))),
        (translate("DbImport", "is paired"), select(BoardRow.black_id).where(BoardRow.black_id.in_(ids))),
        (
            translate("DbImport", "has the pairing-allocated bye"),
            select(RoundRow.pairing_bye_id).where(RoundRow.pairing_bye_id.in_(ids)),
        ),
        (
            translate("DbImport", "has a requested bye"),
            select(ByeRow.player_id).where(ByeRow.player_id.in_(ids)),
        ),
        (
            translate("DbImport", "is in a prohibited pair"),
            select(ProhibitedMemberRow.player_id).where(ProhibitedMemberRow.player_id.in_(ids)),
        ),
        (
            translate("DbImport", "has checked in"),
            select(CheckInRow.player_id).where(CheckInRow.player_id.in_(ids)),
        ),
        (
            translate("DbImport", "has paid an entry fee"),
            select(FeePaymentRow.player_id).where(FeePaymentRow.player_id.in_(ids)),
        ),
    )
    for what, query in checks:
        found = s.scalar(query.limit(1))
        if found is not None:
            r = rows[int(found)]
            raise OperationRefused(
                translate(
                    "DbImport",
                    "#{number} {name} {what}; the import can no longer be undone as a "
                    "whole (withdraw or remove players one by one)",
                ).format(number=r.number, name=r.name, what=what)
            )
