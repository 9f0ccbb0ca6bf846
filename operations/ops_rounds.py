"""Operations on rounds: pair the next round, re-pair or delete the last one, set a pairing by hand
(the results of the games: ``operations.ops_board_results``).

A pairing is one round, or in a Double-Swiss event a match of two games stored as two rounds (C.04.5
Preface; ``operations.ops_double_swiss``): each function here takes the match as the variation of the
round, the rounds of one pairing given by ``ops_double_swiss.pairing_rounds``."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from sqlalchemy import Table, bindparam, func, select
from sqlalchemy.orm import Session

from db import backups
from db.bulk import insert_rows
from db.errors import OperationRefused, TournamentFileError
from db.schema import AuditRow, BoardRow, ByeRow, PlayerRow, ProhibitedPairRow, RoundRow
from db.sections import section_of
from db.server_prepared import FIRST_READ, rows_read_with_turn
from db.tx import Tx, section_changes
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Pairing, PairingNumber, Tournament
from operations import mapper, ops_fixed_boards, trf_export
from operations.convert import (
    ResultsThen,
    event_settings,
    numbers_by_id,
    read_rounds,
    round_info,
    round_to_json,
    system_from_row,
)
from operations.ops_double_swiss import game_of, games_per_pairing, match_of, pairing_rounds
from operations.ops_event import event_row, paired_rounds
from values import (
    EventSettings,
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
    return read_rounds(s)


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


def _pairable_ids(s: Session, round_number: int, games: int = 1) -> dict[int, int]:
    """TPN -> player id of everyone to be paired in ``round_number`` (not withdrawn, no requested bye),
    and in the ``games - 1`` rounds after it that the same pairing takes (a Double-Swiss match)."""
    last = round_number + games - 1
    with_bye = set(s.scalars(select(ByeRow.player_id).where(ByeRow.round_number.between(round_number, last))))
    query = select(PlayerRow.number, PlayerRow.id, PlayerRow.withdrawn_from_round)
    return mapper.pairable(((n, p, g) for n, p, g in s.execute(query)), with_bye, round_number)


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
    marker: int | None = None
    """The number of the section's audit rows when the plan was made (``db.tx.section_changes``): the
    same when the pairing is stored, and ``settings`` too, nothing the plan read changed meanwhile."""
    settings: EventSettings | None = None
    """The section's settings with what the event shares, as the plan read them (a change of the event's
    name or dates, made from another section, writes its audit row there)."""


_CANNOT_PAIR = {
    (1, "all"): QT_TRANSLATE_NOOP("DbRefusal", "all {number_of_rounds} rounds are paired"),
    (2, "all"): QT_TRANSLATE_NOOP("DbRefusal", "all {matches} matches are paired"),
    (1, "missing"): QT_TRANSLATE_NOOP(
        "DbRefusal", "round {number} cannot be paired: round {r} has no result yet on board(s) {boards}"
    ),
    (2, "missing"): QT_TRANSLATE_NOOP(
        "DbRefusal",
        "match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}",
    ),
    (1, "few"): QT_TRANSLATE_NOOP(
        "DbRefusal", "round {number} cannot be paired: fewer than two players are available"
    ),
    (2, "few"): QT_TRANSLATE_NOOP(
        "DbRefusal", "match {match} cannot be paired: fewer than two players are available"
    ),
}
"""The refusals of ``plan_next_round`` by games per pairing (a round; a Double-Swiss match)."""


def plan_next_round(s: Session) -> PairingPlan:
    """Check that the next round may be paired and build the engine's input (no writes). In a
    Double-Swiss event the next match: its two rounds at once, the two cells of every player who is not
    paired in it (a requested bye, a withdrawal) in the input (C.04.5 Preface)."""
    ev = event_row(s)
    games = games_per_pairing(s)
    last = paired_rounds(s)
    number = last + 1
    words = {"number": number, "match": match_of(number)}
    if number > ev.number_of_rounds:
        raise OperationRefused(
            translate("DbRefusal", _CANNOT_PAIR[games, "all"]).format(
                number_of_rounds=ev.number_of_rounds, matches=match_of(ev.number_of_rounds)
            )
        )
    missing = missing_results(s)
    if missing:
        r, _ = missing[0]
        boards = ", ".join(str(b) for rr, b in missing if rr == r)
        raise OperationRefused(
            translate("DbRefusal", _CANNOT_PAIR[games, "missing"]).format(
                **words, r=r, game=game_of(r), last=match_of(r), boards=boards
            )
        )
    given = mapper.pairing_input(s, number, cells=games, last=last)  # who is paired read with it
    if len(given.pairable) < 2:
        raise OperationRefused(translate("DbRefusal", _CANNOT_PAIR[games, "few"]).format(**words))
    return PairingPlan(
        number,
        given.tournament,
        trf_export.pairing_input_text(given.tournament),
        given.pairable,
        section_changes(s),
        event_settings(ev),
    )


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


def _refuse_changed_plan(s: Session, plan: PairingPlan) -> None:
    """Refuse to store a pairing of ``plan`` when the engine's input made from the file now differs."""
    now = plan_next_round(s)
    if now.number != plan.number or now.input_text != plan.input_text:
        raise OperationRefused(
            translate(
                "DbRefusal", "the tournament changed while round {number} was being paired; pair it again"
            ).format(number=plan.number)
        )


_AUDIT = cast(Table, AuditRow.__table__)
_PLAYERS = cast(Table, PlayerRow.__table__)
_STORE_FIRST_READ = select(
    select(func.count(_AUDIT.c.id)).where(_AUDIT.c.section_id == bindparam("section")).scalar_subquery(),
    select(func.json_agg(func.json_build_array(_PLAYERS.c.id, _PLAYERS.c.fixed_board)))
    .where(_PLAYERS.c.section_id == bindparam("section"), _PLAYERS.c.fixed_board.is_not(None))
    .scalar_subquery(),
)
"""What storing a round reads first on a venue server, sent with its turn (``db.server_prepared.FIRST_READ``,
after the section's lock is taken, as the reads it replaces were): the section's count of audit rows
(``db.tx.section_changes``, for ``_as_planned``) and its players' fixed boards as a JSON list of
[player id, board] (``ops_fixed_boards.fixed_boards``; null when none). Two round trips fewer in the
transaction that holds the section's lock (issue 30 item 5)."""


def _first_reads(s: Session) -> tuple[int, dict[int, int]]:
    """(the section's count of audit rows, player id -> fixed board): on a venue server read with the
    transaction's turn (``_STORE_FIRST_READ``), on a file by the two reads it stands for. The session's
    first statement: its transaction begins here."""
    parameters = {"section": section_of(s)}
    read = rows_read_with_turn(s.connection(execution_options={FIRST_READ: (_STORE_FIRST_READ, parameters)}))
    if read is None:  # a file: no turn to send it with
        return section_changes(s), ops_fixed_boards.fixed_boards(s)
    changes, fixed = read[0]
    return int(changes), {int(pid): int(board) for pid, board in fixed or ()}


def _as_planned(s: Session, plan: PairingPlan, changes: int) -> bool:
    """The section is as the plan saw it: no change stored in it since (``changes``: its count of audit
    rows now), the same settings. Small reads, so that storing a round in one section while results go
    on in the others (issue 30 item 5) does not read the whole section again while its writers wait."""
    if plan.marker is None or changes != plan.marker:
        return False
    return plan.settings is not None and event_settings(event_row(s)) == plan.settings


def store_round(
    tx: Tx,
    plan: PairingPlan,
    pairing: Pairing,
    pairer: Pairer,
    round_date: date | None,
    operation: str = "pair_round",
    old: dict[str, object] | None = None,
    first: tuple[int, dict[int, int]] | None = None,
) -> RoundInfo:
    """Store the engine's pairing of ``plan``, if the file still is as the plan saw it. Its first reads
    (``_first_reads``, with the transaction's turn) are made here, or, when the round replaces one
    (``old``), given as ``first``: made before that round was deleted (the delete changes neither). A
    Double-Swiss match (the engine's ``Pairing.round`` is the match) is stored as its two games: game 1
    as paired, game 2 on the same boards with the colours reversed, the pairing-allocated bye in both
    (C.04.5 Preface); one audit row (``pair_match``, ``repair_match``). Returns the round of (game 1 of)
    it."""
    s = tx.session
    changes, fixed = first if first is not None else _first_reads(s)
    if not _as_planned(s, plan, changes):
        _refuse_changed_plan(s, plan)
    rounds = pairing_rounds(s, plan.number)
    if len(rounds) > 1:
        pairing = dataclasses.replace(pairing, round=plan.number)
    check_pairing(pairing, plan.number, plan.pairable)
    ev = event_row(s)
    paired_at = datetime.now(UTC)
    ids = [(plan.pairable[b.white], plan.pairable[b.black]) for b in pairing.boards]
    games, english, shown = ops_fixed_boards.arrange(s, ids, fixed) if len(rounds) == 1 else (ids, [], [])
    numbers = {pid: number for number, pid in plan.pairable.items()}  # every player a board may hold
    stored = []
    for number in rounds:
        planned = ev.round_dates[number - 1] if number <= len(ev.round_dates) else None
        row = RoundRow(
            number=number,
            played_on=round_date or (date.fromisoformat(planned) if planned else None),
            paired_at=paired_at,
            pairing_bye_id=None if pairing.bye is None else plan.pairable[pairing.bye],
            pairer=_pairer_name(pairer),
            pairing_input=plan.input_text,
        )
        s.add(row)
        s.flush()
        reverse = number != rounds[0]  # game 2 of a match: the colours reversed
        boards = [
            {
                "round_number": number,
                "board_no": i,
                "white_id": b if reverse else w,
                "black_id": w if reverse else b,
                "no_colours": False,
            }
            for i, (w, b) in enumerate(games, start=1)
        ]
        # one statement in the session's section: 5,000 boards at 9,999 players; on a venue server one
        # array per column (``db.bulk``)
        insert_rows(s, _BOARDS, boards, section_id=section_of(s))
        written = [(b["board_no"], b["white_id"], b["black_id"], None, False) for b in boards]
        stored.append(round_info(s, row, numbers, written))  # the boards as written, not read back
    info = stored[0]
    new: dict[str, object] = round_to_json(info) if len(rounds) == 1 else _match_json(stored)
    tx.audit(
        _MATCH_OPERATION.get(operation, operation) if len(rounds) > 1 else operation,
        old,
        {**new, "fixed_boards": english} if english else new,
        last=True,  # nothing read or written after it: on a venue server the COMMIT goes with it
    )
    return dataclasses.replace(info, board_notes=tuple(shown)) if shown else info


_BOARDS = cast(Table, BoardRow.__table__)
"""The boards' table, for a round's boards inserted by one statement (the ORM's bulk insert kept
books of each of 5,000 rows: most of the time of storing a round at 9,999 players)."""

_MATCH_OPERATION = {"pair_round": "pair_match", "repair_round": "repair_match"}
"""The audit row's operation when the pairing is a Double-Swiss match."""


def _board_rows(games: Sequence[tuple[int, int]], *, reversed_colours: bool) -> list[BoardRow]:
    """The boards of one round in board order; game 2 of a match with the colours reversed."""
    return [
        BoardRow(board_no=i, white_id=b if reversed_colours else w, black_id=w if reversed_colours else b)
        for i, (w, b) in enumerate(games, start=1)
    ]


def _match_json(infos: Sequence[RoundInfo]) -> dict[str, object]:
    """A match in the audit log: its number and its games."""
    return {"match": match_of(infos[0].number), "games": [round_to_json(i) for i in infos]}


_NOTHING_TO = {
    ("delete", 1): QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to delete"),
    ("re-pair", 1): QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to re-pair"),
    ("change", 1): QT_TRANSLATE_NOOP("DbRefusal", "no round is paired, nothing to change"),
    ("delete", 2): QT_TRANSLATE_NOOP("DbRefusal", "no match is paired, nothing to delete"),
    ("re-pair", 2): QT_TRANSLATE_NOOP("DbRefusal", "no match is paired, nothing to re-pair"),
    ("change", 2): QT_TRANSLATE_NOOP("DbRefusal", "no match is paired, nothing to change"),
}
_HAS_RESULTS = {
    ("delete", 1): QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you delete it"
    ),
    ("re-pair", 1): QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you re-pair it"
    ),
    ("change", 1): QT_TRANSLATE_NOOP(
        "DbRefusal", "round {last} already has results (board(s) {boards}); clear them before you change it"
    ),
    ("delete", 2): QT_TRANSLATE_NOOP(
        "DbRefusal", "match {match} already has results (board(s) {boards}); clear them before you delete it"
    ),
    ("re-pair", 2): QT_TRANSLATE_NOOP(
        "DbRefusal",
        "match {match} already has results (board(s) {boards}); clear them before you re-pair it",
    ),
    ("change", 2): QT_TRANSLATE_NOOP(
        "DbRefusal", "match {match} already has results (board(s) {boards}); clear them before you change it"
    ),
}
"""The refusals of ``_last_pairing_without_results`` per operation and games per pairing (whole
sentences, one per verb)."""


def _last_pairing_without_results(s: Session, verb: str) -> list[RoundRow]:
    """The rows of the last pairing (a round; both games of a Double-Swiss match), refused while it
    is not paired or any of its games has a result."""
    games = games_per_pairing(s)
    last = paired_rounds(s)
    if last == 0:
        raise OperationRefused(translate("DbRefusal", _NOTHING_TO[verb, games]))
    rows = [get_round_row(s, n) for n in pairing_rounds(s, last) if n <= last]
    entered = sorted({b.board_no for row in rows for b in row.boards if b.result is not None})
    if entered:
        raise OperationRefused(
            translate("DbRefusal", _HAS_RESULTS[verb, games]).format(
                last=last, match=match_of(last), boards=", ".join(map(str, entered))
            )
        )
    return rows


def _pairing_json(s: Session, rows: Sequence[RoundRow]) -> dict[str, object]:
    """The pairing of ``rows`` in the audit log: a round, or a match with its games."""
    infos = [round_info(s, row) for row in rows]
    return round_to_json(infos[0]) if len(rows) == 1 else _match_json(infos)


def _delete_pairing(s: Session, verb: str) -> tuple[dict[str, object], date | None, int]:
    """Delete the last pairing (no results yet); returns it as the audit log keeps it, its date and
    the number of its first round. A late entry registered after it was paired is registered for it."""
    rows = _last_pairing_without_results(s, verb)
    old = _pairing_json(s, rows)
    when, first = rows[0].played_on, rows[0].number
    for row in rows:
        s.delete(row)
    s.flush()
    _late_entries_join(s, first)
    return old, when, first


def _late_entries_join(s: Session, number: int) -> None:
    """Round ``number`` was deleted, so it is the next to pair: a late entry registered after it was
    paired is registered for it now (C.04.2 (2026) art. 2.4: paired from the next round on)."""
    for row in s.scalars(select(PlayerRow).where(PlayerRow.entry_round > number)):
        row.entry_round = number if number > 1 else None
    s.flush()


def delete_last_round(tx: Tx) -> int:
    """Delete the last paired round (in a Double-Swiss event the last match, both its games) while it
    has no result; returns its number (game 1's). One audit row (``delete_round``, ``delete_match``)."""
    old, _when, first = _delete_pairing(tx.session, "delete")
    tx.audit("delete_round" if "round" in old else "delete_match", old, None)
    return first


def remove_last_round_for_repair(tx: Tx) -> tuple[dict[str, object], date | None]:
    """Delete the last round (a Double-Swiss match: both games; no results yet) ahead of pairing it
    again; returns it and its date."""
    old, when, _first = _delete_pairing(tx.session, "re-pair")
    return old, when


def plan_repair(tx: Tx) -> PairingPlan:
    """The plan for pairing the last round again (run in a transaction that is rolled back)."""
    remove_last_round_for_repair(tx)
    return plan_next_round(tx.session)


def store_repaired_round(tx: Tx, plan: PairingPlan, pairing: Pairing, pairer: Pairer) -> RoundInfo:
    """Replace the last round by the new pairing of it: one operation, one audit row. The store's first
    reads begin the transaction, with its turn: the delete that follows writes no audit row and changes
    no fixed board, so they hold for the new round."""
    first = _first_reads(tx.session)
    old, when = remove_last_round_for_repair(tx)
    return store_round(tx, plan, pairing, pairer, when, "repair_round", old, first)


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
) -> list[RoundRow]:
    """The refusals of ``set_pairing``: not the last round, a result entered, a player unavailable,
    paired twice or left out (C.04.1 art. b); a late entry registered after the round was paired may be
    given a board (C.04.2 (2026) art. 4.4.4) or left out. In a Double-Swiss event either game of the
    last match may be given: the match is changed. Returns the rows of the round (or of both games)."""
    last = paired_rounds(s)
    rounds = pairing_rounds(s, last) if last else (0,)
    if round_number not in rounds:
        raise OperationRefused(
            translate(
                "DbRefusal", "only the last paired round ({last}) can be changed, not round {round_number}"
            ).format(last=last, round_number=round_number)
        )
    rows = _last_pairing_without_results(s, "change")
    available = set(_pairable_ids(s, rounds[0], len(rounds)).values())
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
    return rows


def plan_set_pairing(
    s: Session, round_number: int, boards: Sequence[tuple[PlayerId, PlayerId]], pairing_bye: PlayerId | None
) -> ManualPairingPlan:
    """Refuse what ``set_pairing`` refuses, else read what its warnings are computed from (no writes).
    A Double-Swiss match is checked as the engine pairs it: game 1's colours, ``Pairing.round`` the
    match, the players' two cells of it (``engine.system_checks.check_double_swiss_pairing``)."""
    rounds = [row.number for row in _refuse_manual_pairing(s, round_number, boards, pairing_bye)]
    numbers = numbers_by_id(s)
    first = _game1_boards(boards, round_number != rounds[0])
    pairing = Pairing(
        round_number if len(rounds) == 1 else match_of(round_number),
        tuple(Board(PairingNumber(numbers[w]), PairingNumber(numbers[b])) for w, b in first),
        None if pairing_bye is None else PairingNumber(numbers[pairing_bye]),
    )
    return ManualPairingPlan(
        round_number,
        tuple((PlayerId(w), PlayerId(b)) for w, b in boards),
        pairing_bye,
        mapper.build_pairing_input(
            s,
            rounds[0],
            seated=frozenset(pid for board in boards for pid in board)
            | (frozenset() if pairing_bye is None else frozenset({pairing_bye})),
            cells=len(rounds),
        ),
        pairing,
    )


def _game1_boards(boards: Sequence[tuple[int, int]], of_game2: bool) -> list[tuple[int, int]]:
    """(white, black) of game 1 from the boards of a round: game 2's colours are game 1's reversed."""
    return [(b, w) if of_game2 else (w, b) for w, b in boards]


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
    rows = [get_round_row(s, n) for n in pairing_rounds(s, plan.number)]
    old = _pairing_json(s, rows)
    first = _game1_boards(plan.boards, plan.number != rows[0].number)
    for row in rows:
        row.boards = []
        row.pairing_bye_id = None
        s.flush()
        row.boards = _board_rows(first, reversed_colours=row is not rows[0])
        row.pairing_bye_id = plan.pairing_bye
        row.pairer = ARBITER_PAIRER
    s.flush()
    tx.audit("set_pairing", old, {**_pairing_json(s, rows), "warnings": [w.english() for w in warnings]})
    return PairingChange(round_info(s, get_round_row(s, plan.number)), tuple(warnings))


def stored_pairing(s: Session, round_number: int) -> Pairing:
    """The pairing stored for ``round_number`` by today's pairing numbers, boards in board order; in a
    Double-Swiss event its match's, as the engine pairs it (game 1's colours, ``round`` the match)."""
    rounds = pairing_rounds(s, round_number)
    row = get_round_row(s, rounds[0])
    numbers = numbers_by_id(s)
    boards = tuple(
        Board(PairingNumber(numbers[b.white_id]), PairingNumber(numbers[b.black_id]))
        for b in sorted(row.boards, key=lambda b: b.board_no)
    )
    bye = None if row.pairing_bye_id is None else PairingNumber(numbers[row.pairing_bye_id])
    return Pairing(round_number if len(rounds) == 1 else match_of(round_number), boards, bye)


def pairing_warnings(
    s: Session, round_number: int, results: ResultsThen | None = None
) -> list[PairingWarning]:
    """Every rule the stored pairing of ``round_number`` breaks (``engine.manual_pairing``), checked
    against the tournament as the engine would receive it for that round (``mapper.build_pairing_input``):
    the players registered for it, and ``results``: the results as they stood when it was paired
    (``operations.result_history``; None: the file's).

    Absolute warnings (C.04.1 art. 2-7, C.04.3 [C1]-[C3], prohibited pairs) first, then the quality
    criteria where it is worse than the engine's pairing.
    """
    pairing = stored_pairing(s, round_number)
    rounds = pairing_rounds(s, round_number)
    return _warnings(mapper.build_pairing_input(s, rounds[0], results=results, cells=len(rounds)), pairing)


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
