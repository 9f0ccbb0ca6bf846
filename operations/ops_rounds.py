"""Operations on rounds: pair the next round, re-pair or delete the last one, enter results."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from db import backups
from db.errors import OperationRefused, TournamentFileError
from db.schema import BoardRow, ByeRow, PlayerRow, ProhibitedPairRow, RoundRow
from db.sections import section_of
from db.tx import Tx
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Pairing, PairingNumber, Tournament
from operations import mapper, ops_fixed_boards, trf_export
from operations.convert import (
    board_record,
    board_to_json,
    numbers_by_id,
    round_info,
    round_to_json,
    system_from_row,
)
from operations.ops_event import event_row, paired_rounds
from values import (
    BoardRecord,
    GameResult,
    Pairer,
    PairingChange,
    PlayerId,
    ProgressCallback,
    RoundInfo,
)

if TYPE_CHECKING:
    from engine.manual_pairing import PairingWarning


PAIRING_STEPS = 4

ARBITER_PAIRER = "changed by the arbiter"
"""The ``pairer`` recorded for a round whose pairing the arbiter set by hand."""


def last_round_number(s: Session) -> int:
    return paired_rounds(s)


def get_round_row(s: Session, number: int) -> RoundRow:
    row = s.get(RoundRow, (section_of(s), number))
    if row is None:
        last = paired_rounds(s)
        raise OperationRefused(
            translate("DbRefusal", "round {number} is not paired (rounds 1-{last} are)").format(
                number=number, last=last
            )
            if last
            else translate("DbRefusal", "round {number} is not paired (no round is paired yet)").format(
                number=number
            )
        )
    return row


def round_value(s: Session, number: int) -> RoundInfo:
    return round_info(s, get_round_row(s, number))


def all_rounds(s: Session) -> tuple[RoundInfo, ...]:
    numbers = numbers_by_id(s)
    return tuple(round_info(s, r, numbers) for r in s.scalars(select(RoundRow).order_by(RoundRow.number)))


def event_pairer(s: Session) -> Pairer:
    """The engine of the event's Swiss system (``engine.system_policy.pairer_of``: Dutch, Burstein,
    Dubov...); refused in one sentence when this build has none for it."""
    from engine.system_policy import pairer_of

    try:
        return pairer_of(system_from_row(event_row(s).pairing_system))
    except ArbiterError as exc:
        raise OperationRefused(str(exc)) from exc


def _pairer_name(pairer: Pairer) -> str:
    return f"{getattr(pairer, '__module__', '?')}.{getattr(pairer, '__qualname__', repr(pairer))}"


def _report(progress: ProgressCallback | None, step: int, message: str) -> None:
    if progress is not None:
        progress(step, PAIRING_STEPS, message)


def missing_results(s: Session) -> list[tuple[int, int]]:
    return [
        (r, b)
        for r, b in s.execute(
            select(BoardRow.round_number, BoardRow.board_no)
            .where(BoardRow.result.is_(None))
            .order_by(BoardRow.round_number, BoardRow.board_no)
        )
    ]


def _pairable_ids(s: Session, round_number: int) -> dict[int, int]:
    """TPN -> player id of everyone to be paired in ``round_number`` (not withdrawn, no requested bye)."""
    with_bye = set(s.scalars(select(ByeRow.player_id).where(ByeRow.round_number == round_number)))
    result: dict[int, int] = {}
    for row in s.scalars(select(PlayerRow).order_by(PlayerRow.number)):
        if row.id in with_bye:
            continue
        if row.withdrawn_from_round is not None and round_number >= row.withdrawn_from_round:
            continue
        result[row.number] = row.id
    return result


def check_pairing(pairing: Pairing, round_number: int, pairable: dict[int, int]) -> None:
    """Refuse a pairing that does not pair every available player exactly once (C.04.1 art. b)."""
    if pairing.round != round_number:
        raise OperationRefused(
            translate(
                "DbRefusal", "the pairing engine paired round {round}, not round {round_number}"
            ).format(round=pairing.round, round_number=round_number)
        )
    seen: set[int] = set()
    for i, board in enumerate(pairing.boards, start=1):
        for number in (board.white, board.black):
            if number not in pairable:
                raise OperationRefused(
                    translate(
                        "DbRefusal", "board {i}: player #{number} is not available for round {round_number}"
                    ).format(i=i, number=number, round_number=round_number)
                )
            if number in seen:
                raise OperationRefused(
                    translate(
                        "DbRefusal", "board {i}: player #{number} is paired twice in round {round_number}"
                    ).format(i=i, number=number, round_number=round_number)
                )
            seen.add(number)
    if pairing.bye is not None:
        if pairing.bye not in pairable:
            raise OperationRefused(
                translate("DbRefusal", "pairing-allocated bye: player #{bye} is not available").format(
                    bye=pairing.bye
                )
            )
        if pairing.bye in seen:
            raise OperationRefused(
                translate("DbRefusal", "player #{bye} has both a board and the pairing-allocated bye").format(
                    bye=pairing.bye
                )
            )
        seen.add(pairing.bye)
    left_out = sorted(set(pairable) - seen)
    if left_out:
        raise OperationRefused(
            translate(
                "DbRefusal", "the pairing of round {round_number} leaves out player(s) {players}"
            ).format(round_number=round_number, players=", ".join(f"#{n}" for n in left_out))
        )


@dataclass(frozen=True, slots=True)
class PairingPlan:
    """What the engine is given for round ``number``: the tournament, its TRF text, who is to be paired."""

    number: int
    tournament: Tournament
    input_text: str
    pairable: dict[int, int]
    """TPN -> player id of every player to be paired."""


def plan_next_round(s: Session) -> PairingPlan:
    """Check that the next round may be paired and build the engine's input (no writes)."""
    ev = event_row(s)
    number = paired_rounds(s) + 1
    if number > ev.number_of_rounds:
        raise OperationRefused(
            translate("DbRefusal", "all {number_of_rounds} rounds are paired").format(
                number_of_rounds=ev.number_of_rounds
            )
        )
    missing = missing_results(s)
    if missing:
        r, _ = missing[0]
        boards = ", ".join(str(b) for rr, b in missing if rr == r)
        raise OperationRefused(
            translate(
                "DbRefusal",
                "round {number} cannot be paired: round {r} has no result yet on board(s) {boards}",
            ).format(number=number, r=r, boards=boards)
        )
    pairable = _pairable_ids(s, number)
    if len(pairable) < 2:
        raise OperationRefused(
            translate(
                "DbRefusal", "round {number} cannot be paired: fewer than two players are available"
            ).format(number=number)
        )
    tournament = mapper.build_pairing_input(s)
    return PairingPlan(number, tournament, trf_export.pairing_input_text(tournament), pairable)


def run_pairer(pairer: Pairer, plan: PairingPlan) -> Pairing:
    """Call the engine (outside any transaction: it may take long); its refusals become ours."""
    try:
        return pairer(plan.tournament)
    except OperationRefused:
        raise
    except ArbiterError as exc:
        raise OperationRefused(
            translate("DbRefusal", "round {number} cannot be paired: {exc}").format(
                number=plan.number, exc=exc
            )
        ) from exc


def store_round(
    tx: Tx,
    plan: PairingPlan,
    pairing: Pairing,
    pairer: Pairer,
    round_date: date | None,
    operation: str = "pair_round",
    old: dict[str, object] | None = None,
) -> RoundInfo:
    """Store the engine's pairing of ``plan``, if the file still is as the plan saw it."""
    s = tx.session
    now = plan_next_round(s)
    if now.number != plan.number or now.input_text != plan.input_text:
        raise OperationRefused(
            translate(
                "DbRefusal", "the tournament changed while round {number} was being paired; pair it again"
            ).format(number=plan.number)
        )
    check_pairing(pairing, plan.number, plan.pairable)
    ev = event_row(s)
    planned = ev.round_dates[plan.number - 1] if plan.number <= len(ev.round_dates) else None
    row = RoundRow(
        number=plan.number,
        played_on=round_date or (date.fromisoformat(planned) if planned else None),
        paired_at=datetime.now(UTC),
        pairing_bye_id=None if pairing.bye is None else plan.pairable[pairing.bye],
        pairer=_pairer_name(pairer),
        pairing_input=plan.input_text,
    )
    games, english, shown = ops_fixed_boards.arrange(
        s, [(plan.pairable[b.white], plan.pairable[b.black]) for b in pairing.boards]
    )
    row.boards = [BoardRow(board_no=i, white_id=w, black_id=b) for i, (w, b) in enumerate(games, start=1)]
    s.add(row)
    s.flush()
    info = round_info(s, row)
    tx.audit(
        operation, old, {**round_to_json(info), "fixed_boards": english} if english else round_to_json(info)
    )
    return dataclasses.replace(info, board_notes=tuple(shown)) if shown else info


_NOTHING_TO = {
    "delete": QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to delete"),
    "re-pair": QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to re-pair"),
    "change": QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to change"),
}
_HAS_RESULTS = {
    "delete": QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you delete it"
    ),
    "re-pair": QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you re-pair it"
    ),
    "change": QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you change it"
    ),
}
"""The refusals of ``_last_round_without_results`` per operation (whole sentences, one per verb)."""


def _last_round_without_results(s: Session, verb: str) -> RoundRow:
    last = paired_rounds(s)
    if last == 0:
        raise OperationRefused(translate("DbRefusal", _NOTHING_TO[verb]))
    row = get_round_row(s, last)
    entered = [b.board_no for b in row.boards if b.result is not None]
    if entered:
        raise OperationRefused(
            translate("DbRefusal", _HAS_RESULTS[verb]).format(last=last, boards=", ".join(map(str, entered)))
        )
    return row


def _late_entries_join(s: Session, number: int) -> None:
    """Round ``number`` was deleted, so it is the next to pair: a late entry registered after it was
    paired is registered for it now (C.04.2 (2026) art. 2.4: paired from the next round on)."""
    for row in s.scalars(select(PlayerRow).where(PlayerRow.entry_round > number)):
        row.entry_round = number if number > 1 else None
    s.flush()


def delete_last_round(tx: Tx) -> int:
    s = tx.session
    row = _last_round_without_results(s, "delete")
    old = round_to_json(round_info(s, row))
    s.delete(row)
    s.flush()
    _late_entries_join(s, int(old["round"]))
    tx.audit("delete_round", old, None)
    return int(old["round"])


def remove_last_round_for_repair(tx: Tx) -> tuple[dict[str, object], date | None]:
    """Delete the last round (no results yet) ahead of pairing it again; returns it and its date."""
    s = tx.session
    row = _last_round_without_results(s, "re-pair")
    old = round_to_json(round_info(s, row))
    when = row.played_on
    s.delete(row)
    s.flush()
    _late_entries_join(s, int(str(old["round"])))
    return old, when


def plan_repair(tx: Tx) -> PairingPlan:
    """The plan for pairing the last round again (run in a transaction that is rolled back)."""
    remove_last_round_for_repair(tx)
    return plan_next_round(tx.session)


def store_repaired_round(tx: Tx, plan: PairingPlan, pairing: Pairing, pairer: Pairer) -> RoundInfo:
    """Replace the last round by the new pairing of it: one operation, one audit row."""
    old, when = remove_last_round_for_repair(tx)
    return store_round(tx, plan, pairing, pairer, when, "repair_round", old)


@dataclass(frozen=True, slots=True)
class ManualPairingPlan:
    """The arbiter's pairing of round ``number`` as ``set_pairing`` checks it, outside any transaction:
    the tournament as the engine gets it for that round and the pairing by today's pairing numbers.

    Two plans are equal when they were read from the same state of everything the warnings depend on,
    so the warnings of one are the warnings of the other (``check_manual_pairing`` is deterministic).
    """

    number: int
    boards: tuple[tuple[PlayerId, PlayerId], ...]
    pairing_bye: PlayerId | None
    tournament: Tournament
    """``mapper.build_pairing_input(s, number)``: rounds before ``number``, its byes and withdrawals."""
    pairing: Pairing


def _refuse_manual_pairing(
    s: Session, round_number: int, boards: Sequence[tuple[PlayerId, PlayerId]], pairing_bye: PlayerId | None
) -> RoundRow:
    """The refusals of ``set_pairing``: not the last round, a result entered, a player unavailable,
    paired twice or left out (C.04.1 art. b); a late entry registered after the round was paired may be
    given a board (C.04.2 (2026) art. 4.4.4) or left out. Returns the round's row."""
    last = paired_rounds(s)
    if round_number != last:
        raise OperationRefused(
            translate(
                "DbRefusal", "only the last paired round ({last}) can be changed, not round {round_number}"
            ).format(last=last, round_number=round_number)
        )
    row = _last_round_without_results(s, "change")
    available = set(_pairable_ids(s, round_number).values())
    names = {
        pid: (num, name)
        for pid, num, name in s.execute(select(PlayerRow.id, PlayerRow.number, PlayerRow.name))
    }

    def who(pid: int) -> str:
        num, name = names.get(pid, (None, None))
        if num is not None:
            return f"#{num} {name}"
        return translate("DbRefusal", "player id {id}").format(id=pid)

    seen: set[int] = set()
    for i, (white, black) in enumerate(boards, start=1):
        for pid in (white, black):
            if pid not in available:
                raise OperationRefused(
                    translate(
                        "DbRefusal", "board {i}: {player} is not available for round {round_number}"
                    ).format(i=i, player=who(pid), round_number=round_number)
                )
            if pid in seen:
                raise OperationRefused(
                    translate(
                        "DbRefusal", "board {i}: {player} is paired twice in round {round_number}"
                    ).format(i=i, player=who(pid), round_number=round_number)
                )
            seen.add(pid)
    if pairing_bye is not None:
        if pairing_bye not in available or pairing_bye in seen:
            raise OperationRefused(
                translate("DbRefusal", "{player} cannot have the pairing-allocated bye in this round").format(
                    player=who(pairing_bye)
                )
            )
        seen.add(pairing_bye)
    later = {pid for pid, first in mapper.entry_rounds(s).items() if first > round_number}
    left_out = sorted(available - seen - later, key=lambda pid: names[pid][0])
    if left_out:
        raise OperationRefused(
            translate("DbRefusal", "round {round_number}: {players} not paired").format(
                round_number=round_number, players=", ".join(who(p) for p in left_out)
            )
        )
    return row


def plan_set_pairing(
    s: Session, round_number: int, boards: Sequence[tuple[PlayerId, PlayerId]], pairing_bye: PlayerId | None
) -> ManualPairingPlan:
    """Refuse what ``set_pairing`` refuses, else read what its warnings are computed from (no writes)."""
    _refuse_manual_pairing(s, round_number, boards, pairing_bye)
    numbers = numbers_by_id(s)
    pairing = Pairing(
        round_number,
        tuple(Board(PairingNumber(numbers[w]), PairingNumber(numbers[b])) for w, b in boards),
        None if pairing_bye is None else PairingNumber(numbers[pairing_bye]),
    )
    return ManualPairingPlan(
        round_number,
        tuple((PlayerId(w), PlayerId(b)) for w, b in boards),
        pairing_bye,
        mapper.build_pairing_input(
            s,
            round_number,
            seated=frozenset(pid for board in boards for pid in board)
            | (frozenset() if pairing_bye is None else frozenset({pairing_bye})),
        ),
        pairing,
    )


def manual_pairing_warnings(plan: ManualPairingPlan) -> tuple[PairingWarning, ...]:
    """The warnings ``set_pairing`` stores with ``plan`` (slow: the Dutch engine pairs the round to
    compare with, so call it outside any transaction). A pairing the checker cannot check gets one
    warning saying so: it is stored all the same, the arbiter decides (C.04.2 art. 4.4)."""
    try:
        return tuple(_warnings(plan.tournament, plan.pairing))
    except OperationRefused as exc:
        from engine.manual_pairing import PairingWarning, Severity

        return (
            PairingWarning(
                "C.04.2 art. 4.4",
                Severity.ABSOLUTE,
                (),
                translate("DbRefusal", "not checked: {exc}").format(exc=exc),
            ),
        )


def store_set_pairing(
    tx: Tx, plan: ManualPairingPlan, warnings: Sequence[PairingWarning]
) -> PairingChange | None:
    """The write of ``set_pairing`` (C.04.2 (2026) art. 4.4), with its audit row: the boards and PAB of
    ``plan`` replace the round's, stored with ``warnings`` (``manual_pairing_warnings(plan)``).

    Refused as ``plan_set_pairing`` refuses. Returns None, writing nothing, when the file no longer is
    as ``plan`` saw it (the warnings might differ): the caller checks again.
    """
    s = tx.session
    if plan_set_pairing(s, plan.number, plan.boards, plan.pairing_bye) != plan:
        return None
    row = get_round_row(s, plan.number)
    old = round_to_json(round_info(s, row))
    row.boards = []
    row.pairing_bye_id = None
    s.flush()
    row.boards = [
        BoardRow(board_no=i, white_id=w, black_id=b) for i, (w, b) in enumerate(plan.boards, start=1)
    ]
    row.pairing_bye_id = plan.pairing_bye
    row.pairer = ARBITER_PAIRER
    s.flush()
    info = round_info(s, row)
    tx.audit("set_pairing", old, {**round_to_json(info), "warnings": [w.english() for w in warnings]})
    return PairingChange(info, tuple(warnings))


def stored_pairing(s: Session, round_number: int) -> Pairing:
    """The pairing stored for ``round_number`` by today's pairing numbers, boards in board order."""
    row = get_round_row(s, round_number)
    numbers = numbers_by_id(s)
    boards = tuple(
        Board(PairingNumber(numbers[b.white_id]), PairingNumber(numbers[b.black_id]))
        for b in sorted(row.boards, key=lambda b: b.board_no)
    )
    bye = None if row.pairing_bye_id is None else PairingNumber(numbers[row.pairing_bye_id])
    return Pairing(round_number, boards, bye)


def pairing_warnings(
    s: Session, round_number: int, results: mapper.ResultsThen | None = None
) -> list[PairingWarning]:
    """Every rule the stored pairing of ``round_number`` breaks (``engine.manual_pairing``), checked
    against the tournament as the engine would receive it for that round (``mapper.build_pairing_input``):
    the players registered for it, and ``results``: the results as they stood when it was paired
    (``operations.result_history``; None: the file's).

    Absolute warnings (C.04.1 art. 2-7, C.04.3 [C1]-[C3], prohibited pairs) first, then the quality
    criteria where it is worse than the engine's pairing.
    """
    pairing = stored_pairing(s, round_number)
    return _warnings(mapper.build_pairing_input(s, round_number, results=results), pairing)


def _warnings(tournament: Tournament, pairing: Pairing) -> list[PairingWarning]:
    """The check of ``pairing`` (round ``pairing.round``) by the checker of the event's system
    (``engine.system_policy.hand_checker_of``: ``check_manual_pairing`` for the Dutch system); its
    errors are refusals. A system without a checker in this build gives no warning."""
    from engine.system_checks import hand_checker_of

    check = hand_checker_of(tournament.system)
    if check is None:
        return []
    try:
        return check(tournament, pairing)
    except ArbiterError as exc:
        raise OperationRefused(
            translate("DbRefusal", "round {round} cannot be checked: {exc}").format(
                round=pairing.round, exc=exc
            )
        ) from exc


def _played_pairs(s: Session, before_round: int) -> set[frozenset[int]]:
    """Pairs who played a game (forfeits do not count: C.04.2 (2026) art. 3.5)."""
    out: set[frozenset[int]] = set()
    for white, black, result in s.execute(
        select(BoardRow.white_id, BoardRow.black_id, BoardRow.result).where(
            BoardRow.round_number < before_round
        )
    ):
        if result is not None and not GameResult(result).is_forfeit:
            out.add(frozenset((white, black)))
    return out


def _prohibited_pairs(s: Session, round_number: int) -> set[frozenset[int]]:
    out: set[frozenset[int]] = set()
    for pair in s.scalars(select(ProhibitedPairRow)):
        if (pair.first_round or 1) <= round_number <= (pair.last_round or round_number):
            ids = [m.player_id for m in pair.members]
            out.update(frozenset((a, b)) for a in ids for b in ids if a != b)
    return out


def backup_after_pairing(path: Path, number: int, progress: ProgressCallback | None) -> str | None:
    """Copy the file to ``<file>.backups/<stem>-round-NN-<UTC time>.arbiter`` (after the commit) and
    prune old backups (``db.backups``). Returns None, or why the copy failed: the round is stored
    either way, and a missing backup must not hide that."""
    target = backups.backup_name(path, backups.ROUND, number)
    try:
        backups.backup_copy(path, target)
    except TournamentFileError as exc:
        _report(
            progress,
            PAIRING_STEPS,
            translate("DbRefusal", "Round {number} paired; backup copy FAILED: {reason}").format(
                number=number, reason=exc
            ),
        )
        return translate(
            "DbRefusal", "round {number} is stored, but its backup copy failed: {reason}"
        ).format(number=number, reason=exc)
    backups.prune(path, target)
    _report(
        progress,
        PAIRING_STEPS,
        translate("DbRefusal", "Round {number} paired; backup written").format(number=number),
    )
    return None


def set_result(tx: Tx, round_number: int, board: int, result: GameResult | None) -> BoardRecord:
    s = tx.session
    if result is not None and not isinstance(result, GameResult):
        raise OperationRefused(
            translate("DbRefusal", "{result!r} is not a result (use values.GameResult)").format(result=result)
        )
    rnd = get_round_row(s, round_number)
    row = s.scalar(select(BoardRow).where(BoardRow.round_number == round_number, BoardRow.board_no == board))
    if row is None:
        count = len(rnd.boards)
        raise OperationRefused(
            translate(
                "DbRefusal",
                "round {round_number} has no board {board} (it has %n board(s))",
                None,
                count,
            ).format(round_number=round_number, board=board)
        )
    numbers = numbers_by_id(s)
    old = board_record(row, numbers)
    new_value = None if result is None else result.value
    if row.result == new_value:
        return old
    row.result = new_value
    if result is not None and not result.is_forfeit:
        row.no_colours = False  # played after all: the colours are the board's order
    s.flush()
    new = board_record(row, numbers)
    tx.audit("set_result", board_to_json(old), board_to_json(new))
    return new


def set_round_date(tx: Tx, round_number: int, when: date | None) -> RoundInfo:
    s = tx.session
    row = get_round_row(s, round_number)
    old = row.played_on
    if old == when:
        return round_info(s, row)
    row.played_on = when
    s.flush()
    tx.audit(
        "set_round_date",
        {"round": round_number, "date": None if old is None else old.isoformat()},
        {"round": round_number, "date": None if when is None else when.isoformat()},
    )
    return round_info(s, row)
