"""Operations of a round robin (the Berger tables of C.05 Annex 1): pair the next round or every round
left, draw lots for the pairing numbers (or take the arbiter's), withdraw a player.

A round robin is paired without waiting for results: its rounds are the table's, for the players'
numbers (``engine.roundrobin.pair_round``). Each operation is one transaction with its audit row, like
every other operation of the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import BoardRow, PlayerRow, RoundRow
from db.tx import Tx
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import PairingNumber, RoundRobin
from engine.roundrobin import (
    check_schedule,
    draw_lots,
    explain_round,
    field_size,
    pair_round,
    rounds_in,
    scheduled_round,
    withdrawal_rulings,
)
from operations import mapper
from operations.convert import (
    board_record,
    board_to_json,
    numbers_by_id,
    player_record,
    player_to_json,
    round_info,
)
from operations.convert import round_to_json as _round_json
from operations.ops_event import event_row, paired_rounds, round_robin, sync_round_robin_rounds
from operations.ops_players import get_row, renumber
from values import BoardRecord, GameResult, NumbersDrawn, PlayerId, RoundInfo, Withdrawal

if TYPE_CHECKING:
    from engine.manual_pairing import PairingWarning

PAIRER = "engine.roundrobin.pair_round"
"""The ``pairer`` recorded for a round of a round robin."""


def require_round_robin(s: Session, what: str) -> RoundRobin:
    rr = round_robin(s)
    if rr is None:
        raise OperationRefused(
            translate("DbRefusal", "{what} is for round robins; this event is a Swiss (Dutch system)").format(
                what=what
            )
        )
    return rr


def _forfeit(white_out: bool, black_out: bool) -> GameResult | None:
    """The result of a scheduled game a withdrawn player does not play (FIDE Tournament Rules V.4:
    ``-`` for the absent player, ``+`` for the opponent, two ``-`` when neither is there)."""
    if white_out and black_out:
        return GameResult.DOUBLE_FORFEIT
    if white_out:
        return GameResult.BLACK_WINS_FORFEIT
    if black_out:
        return GameResult.WHITE_WINS_FORFEIT
    return None


@dataclass(frozen=True, slots=True)
class _Stored:
    info: RoundInfo
    audit: dict[str, Any]


def _store_one(s: Session, rr: RoundRobin, number: int, when: date | None) -> _Stored:
    rows = {r.number: r for r in s.scalars(select(PlayerRow))}
    try:
        pairing = pair_round(mapper.build_tournament(s, None), number)
    except ArbiterError as exc:
        raise OperationRefused(
            translate("DbRefusal", "round {number} cannot be paired: {exc}").format(number=number, exc=exc)
        ) from exc
    planned = scheduled_round(len(rows), rr, number)
    ev = event_row(s)
    dated = ev.round_dates[number - 1] if number <= len(ev.round_dates) else None
    row = RoundRow(
        number=number,
        played_on=when or (date.fromisoformat(dated) if dated else None),
        paired_at=datetime.now(UTC),
        pairing_bye_id=None,
        pairer=PAIRER,
        pairing_input=None,
    )
    forfeits = []
    boards = []
    for i, b in enumerate(pairing.boards, start=1):
        white, black = rows[b.white], rows[b.black]
        result = _forfeit(
            white.withdrawn_from_round is not None and white.withdrawn_from_round <= number,
            black.withdrawn_from_round is not None and black.withdrawn_from_round <= number,
        )
        if result is not None:
            forfeits.append([i, result.value])
        boards.append(
            BoardRow(
                board_no=i,
                white_id=white.id,
                black_id=black.id,
                result=None if result is None else result.value,
            )
        )
    row.boards = boards
    s.add(row)
    s.flush()
    info = round_info(s, row)
    audit: dict[str, Any] = {
        **_round_json(info),
        "berger": {
            "cycle": planned.cycle,
            "table_round": planned.table_round,
            "free": None if planned.free is None else rows[planned.free].id,
        },
    }
    if forfeits:
        audit["forfeits_of_withdrawn_players"] = forfeits
    return _Stored(info, audit)


def pair_rounds(tx: Tx, all_rounds: bool, when: date | None) -> tuple[RoundInfo, ...]:
    """Pair the next round of the round robin, or every round left (``all_rounds``): one operation.

    Results are not needed (the table does not depend on them). Before round 1 the number of rounds
    is brought in line with the players. A withdrawn player's games are stored as forfeits.
    """
    s = tx.session
    rr = require_round_robin(s, translate("DbRefusal", "pairing by the Berger table"))
    players = len(list(s.scalars(select(PlayerRow.id))))
    paired = paired_rounds(s)
    if paired == 0:
        try:
            field_size(mapper.build_tournament(s, None))
            total = rounds_in(players, rr)
        except ArbiterError as exc:
            raise OperationRefused(
                translate("DbRefusal", "round 1 cannot be paired: {exc}").format(exc=exc)
            ) from exc
        sync_round_robin_rounds(s)
    else:
        total = rounds_in(players, rr)
    if paired >= total:
        raise OperationRefused(
            translate("DbRefusal", "all {total} rounds of this {name} are paired").format(
                total=total, name=rr.name
            )
        )
    numbers = range(paired + 1, total + 1) if all_rounds else range(paired + 1, paired + 2)
    stored = [_store_one(s, rr, n, when if not all_rounds else None) for n in numbers]
    if all_rounds:
        tx.audit(
            "pair_all_rounds",
            None,
            {"system": rr.code, "players": players, "rounds": [x.audit for x in stored]},
        )
    else:
        tx.audit("pair_round", None, {"system": rr.code, **stored[0].audit})
    return tuple(x.info for x in stored)


def refuse_manual_change(s: Session, what: str) -> None:
    """A round robin's pairings are the table's: no re-pairing, no pairing set by hand."""
    rr = round_robin(s)
    if rr is not None:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{what}: a {name}'s pairings are those of the Berger table (C.05 Annex "
                "1); to change who meets whom, change the pairing numbers before round "
                "1",
            ).format(what=what, name=rr.name)
        )


def schedule_check(s: Session) -> list[str]:
    """The stored rounds that differ from the Berger table, in words (``arbiter check``)."""
    try:
        return [str(d) for d in check_schedule(mapper.build_tournament(s, None))]
    except ArbiterError as exc:
        raise OperationRefused(
            translate("DbRefusal", "the rounds cannot be checked: {exc}").format(exc=exc)
        ) from exc


def schedule_warnings(s: Session, round_number: int) -> list[PairingWarning]:
    """One absolute warning per stored game of ``round_number`` that the Berger table does not pair
    (pairs or colours): the round was changed outside the program (e.g. an imported file)."""
    from engine.manual_pairing import PairingWarning, Severity
    from engine.roundrobin import recorded_boards

    t = mapper.build_tournament(s, None)
    try:
        expected = set(pair_round(t, round_number).boards)
    except ArbiterError as exc:
        raise OperationRefused(
            translate("DbRefusal", "round {round_number} cannot be checked: {exc}").format(
                round_number=round_number, exc=exc
            )
        ) from exc
    return [
        PairingWarning(
            "C.05 Annex 1",
            Severity.ABSOLUTE,
            (b.white, b.black),
            translate(
                "DbRefusal", "{white}-{black} is not a game of round {round_number} of the Berger table"
            ).format(white=b.white, black=b.black, round_number=round_number),
        )
        for b in recorded_boards(t, round_number)
        if b not in expected
    ]


def explanation(s: Session, round_number: int) -> str:
    """Where round ``round_number`` comes from in the Berger table."""
    try:
        return str(explain_round(mapper.build_tournament(s, None), round_number))
    except ArbiterError as exc:
        raise OperationRefused(str(exc)) from exc


# --- pairing numbers ------------------------------------------------------------------------------


def _refuse_numbering(s: Session, what: str) -> list[PlayerRow]:
    require_round_robin(s, what)
    if paired_rounds(s):
        raise OperationRefused(
            translate(
                "DbRefusal", "{what}: round 1 is paired, the pairing numbers of the Berger table are fixed"
            ).format(what=what)
        )
    rows = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    if len(rows) < 2:
        raise OperationRefused(translate("DbRefusal", "{what}: register the players first").format(what=what))
    return rows


def _apply_numbers(tx: Tx, rows: list[PlayerRow], order: Sequence[int], seed: int | None) -> NumbersDrawn:
    s = tx.session
    old = {r.id: r.number for r in rows}
    new = {rows[index].id: number for number, index in enumerate(order, start=1)}
    renumber(s, new)
    players = tuple(player_record(r) for r in sorted(rows, key=lambda r: r.number))
    operation = "draw_lots" if seed is not None else "set_pairing_numbers"
    tx.audit(operation, old, {"seed": seed, "numbers": new} if seed is not None else new)
    return NumbersDrawn(seed, players)


def draw_numbers(tx: Tx, seed: int | None) -> NumbersDrawn:
    """The drawing of lots for the pairing numbers (before round 1); the seed goes to the audit log."""
    rows = _refuse_numbering(tx.session, translate("DbRefusal", "drawing lots for the pairing numbers"))
    try:
        draw = draw_lots(len(rows), seed)
    except ArbiterError as exc:
        raise OperationRefused(str(exc)) from exc
    return _apply_numbers(tx, rows, draw.order, draw.seed)


def set_numbers(tx: Tx, order: Sequence[PlayerId]) -> NumbersDrawn:
    """The arbiter's pairing numbers (before round 1): ``order[k]`` gets number ``k + 1``."""
    rows = _refuse_numbering(tx.session, translate("DbRefusal", "setting the pairing numbers"))
    index = {r.id: i for i, r in enumerate(rows)}
    unknown = [pid for pid in order if pid not in index]
    if unknown:
        raise OperationRefused(
            translate("DbRefusal", "no player has id {unknown}").format(unknown=unknown[0])
        )
    if len(set(order)) != len(order) or len(order) != len(rows):
        raise OperationRefused(
            translate(
                "DbRefusal",
                "give every one of the {count} players exactly once ({count2} given, {count3} different)",
            ).format(count=len(rows), count2=len(order), count3=len(set(order)))
        )
    return _apply_numbers(tx, rows, [index[pid] for pid in order], None)


# --- withdrawals ----------------------------------------------------------------------------------


def _boards_of(s: Session, player_id: int) -> list[BoardRow]:
    return list(
        s.scalars(
            select(BoardRow)
            .where(or_(BoardRow.white_id == player_id, BoardRow.black_id == player_id))
            .order_by(BoardRow.round_number)
        )
    )


def _withdrawn_from(s: Session) -> dict[int, int | None]:
    return {r.id: r.withdrawn_from_round for r in s.scalars(select(PlayerRow))}


def _out(withdrawn: dict[int, int | None], player_id: int, round_number: int) -> bool:
    """The player is withdrawn as of ``round_number``."""
    start = withdrawn[player_id]
    return start is not None and start <= round_number


def _loses_by_forfeit(board: BoardRow, player_id: int) -> bool:
    if board.result is None:
        return False
    result = GameResult(board.result)
    if result is GameResult.DOUBLE_FORFEIT:
        return True
    return result is (
        GameResult.BLACK_WINS_FORFEIT if board.white_id == player_id else GameResult.WHITE_WINS_FORFEIT
    )


def withdraw(tx: Tx, player_id: PlayerId, from_round: int | None) -> Withdrawal:
    """Withdraw a player from a round robin from ``from_round`` on (default: their first game without a
    result, else the next round to pair). Their games from then on are forfeits (those already paired
    now, the others when paired); the answer says how their games count (V.4, C.05)."""
    s = tx.session
    row = get_row(s, player_id)
    if row.withdrawn_from_round is not None:
        raise OperationRefused(
            translate("DbRefusal", "{name} is already withdrawn (from round {withdrawn_from_round})").format(
                name=row.name, withdrawn_from_round=row.withdrawn_from_round
            )
        )
    ev = event_row(s)
    boards = _boards_of(s, row.id)
    open_rounds = [b.round_number for b in boards if b.result is None]
    start = (
        from_round if from_round is not None else (open_rounds[0] if open_rounds else paired_rounds(s) + 1)
    )
    if not 1 <= start <= ev.number_of_rounds:
        raise OperationRefused(
            translate(
                "DbRefusal", "round {start} does not exist (the event has {number_of_rounds} rounds)"
            ).format(start=start, number_of_rounds=ev.number_of_rounds)
            if from_round is not None
            else translate(
                "DbRefusal", "{name} has a result in every one of the {number_of_rounds} rounds"
            ).format(name=row.name, number_of_rounds=ev.number_of_rounds)
        )
    withdrawn = _withdrawn_from(s)

    def other_out(b: BoardRow) -> bool:
        return _out(withdrawn, b.black_id if b.white_id == row.id else b.white_id, b.round_number)

    def forfeit_by_other(b: BoardRow) -> bool:
        return b.result is not None and GameResult(b.result).is_forfeit and other_out(b)

    played = [b for b in boards if b.round_number >= start and b.result is not None]
    clash = [b for b in played if not (_loses_by_forfeit(b, row.id) or forfeit_by_other(b))]
    if clash:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}",
            ).format(name=row.name, round_number=clash[0].round_number, next_round=clash[-1].round_number + 1)
        )
    old = player_record(row)
    numbers = numbers_by_id(s)
    before: list[BoardRecord] = []
    after: list[BoardRecord] = []
    for b in boards:
        if b.round_number < start or (b.result is not None and not forfeit_by_other(b)):
            continue
        out = other_out(b)
        result = _forfeit(b.white_id == row.id or out, b.black_id == row.id or out)
        if b.result == (None if result is None else result.value):
            continue
        before.append(board_record(b, numbers))
        b.result = None if result is None else result.value
        after.append(board_record(b, numbers))
    row.withdrawn_from_round = start
    s.flush()
    new = player_record(row)
    ruling = _ruling(s, PairingNumber(row.number))
    tx.audit(
        "withdraw_player",
        {"player": player_to_json(old), "boards": [board_to_json(b) for b in before]},
        {"player": player_to_json(new), "forfeits": [board_to_json(b) for b in after], "ruling": ruling},
    )
    return Withdrawal(new, tuple(after), ruling)


def _ruling(s: Session, number: PairingNumber) -> str:
    try:
        rulings = withdrawal_rulings(mapper.build_tournament(s, None))
    except ArbiterError:
        return ""
    return next((str(r) for r in rulings if r.player == number), "")


def reinstate(tx: Tx, player_id: PlayerId) -> Withdrawal:
    """Undo a withdrawal from a round robin: the forfeits it entered are taken back (a game against a
    player still withdrawn becomes that player's forfeit)."""
    s = tx.session
    row = get_row(s, player_id)
    if row.withdrawn_from_round is None:
        raise OperationRefused(translate("DbRefusal", "{name} is not withdrawn").format(name=row.name))
    start = row.withdrawn_from_round
    old = player_record(row)
    numbers = numbers_by_id(s)
    withdrawn = _withdrawn_from(s)
    before: list[BoardRecord] = []
    after: list[BoardRecord] = []
    for b in _boards_of(s, row.id):
        if b.round_number < start or not _loses_by_forfeit(b, row.id):
            continue
        other = b.black_id if b.white_id == row.id else b.white_id
        other_out = _out(withdrawn, other, b.round_number)
        assert b.result is not None
        if GameResult(b.result) is GameResult.DOUBLE_FORFEIT and not other_out:
            continue  # entered by the arbiter, not by the withdrawal
        result = _forfeit(other_out and b.white_id == other, other_out and b.black_id == other)
        before.append(board_record(b, numbers))
        b.result = None if result is None else result.value
        after.append(board_record(b, numbers))
    row.withdrawn_from_round = None
    s.flush()
    new = player_record(row)
    tx.audit(
        "reinstate_player",
        {"player": player_to_json(old), "boards": [board_to_json(b) for b in before]},
        {"player": player_to_json(new), "boards": [board_to_json(b) for b in after]},
    )
    return Withdrawal(new, tuple(after), "")
