"""The Double-Swiss System (C.04.5, 2026) in the tournament file: a match of two games.

"Every pairing is a match between two players. The match consists of two games played in succession,
with alternating colours and with points assigned for each game" (C.04.5 Preface). The file stores
match ``k`` as two rounds, one per game, as the TRF records it in two cells
(``docs/systems/double-swiss.md``): round ``2k-1`` is game 1 and round ``2k`` game 2, with the same
board numbers and the colours reversed, and the pairing-allocated bye in both. So the standings, the
tie-breaks (C.07 counts games: "each game ... will be treated as a separate" encounter, 4.4), the
crosstable, the TRF and the rating report (every game rated) read a Double-Swiss event as they read
any other, game by game; only the pairing, the result entry of a match and the byes know matches.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import BoardRow, ByeRow, PlayerRow, RoundRow
from db.tx import Tx
from engine.i18n import translate
from engine.model import Pairing, Tournament
from operations import mapper, trf_export
from operations.convert import (
    board_record,
    board_to_json,
    event_settings,
    numbers_by_id,
    round_info,
    round_to_json,
)
from operations.ops_event import event_row, is_double_swiss, paired_rounds
from operations.ops_rounds import PairingPlan, check_pairing, get_round_row, missing_results
from values import BoardRecord, GameResult, RoundInfo

PAIRER = "engine.double_swiss.pair_round"
"""The ``pairer`` recorded for both rounds of a match paired by the engine."""


def match_of(round_number: int) -> int:
    """The match a stored round belongs to.

    >>> match_of(1), match_of(2), match_of(3)
    (1, 1, 2)
    """
    return (round_number + 1) // 2


def match_rounds(match: int) -> tuple[int, int]:
    """The stored rounds of match ``match``: game 1 and game 2.

    >>> match_rounds(3)
    (5, 6)
    """
    return 2 * match - 1, 2 * match


def double_swiss(s: Session) -> bool:
    """The open file's event is paired by the Double-Swiss System."""
    return is_double_swiss(event_settings(event_row(s)))


def rounds_of_bye(s: Session, round_number: int) -> tuple[int, ...]:
    """The rounds a requested bye of ``round_number`` covers: the round, or in a Double-Swiss event both
    games of its match ("Byes (requested or assigned) apply only to matches, never to individual
    games", C.04.5 Preface)."""
    return match_rounds(match_of(round_number)) if double_swiss(s) else (round_number,)


def _pairable_ids(s: Session, first: int) -> dict[int, int]:
    """TPN -> player id of everyone to be paired in the match of rounds ``first`` and ``first + 1``."""
    with_bye = set(s.scalars(select(ByeRow.player_id).where(ByeRow.round_number.between(first, first + 1))))
    return {
        row.number: row.id
        for row in s.scalars(select(PlayerRow).order_by(PlayerRow.number))
        if row.id not in with_bye and (row.withdrawn_from_round is None or first < row.withdrawn_from_round)
    }


def plan_next_match(s: Session) -> PairingPlan:
    """Check that the next match may be paired and build the engine's input (no writes): the games so
    far, and the match's two cells of every player who is not paired (a requested bye, a withdrawal)."""
    ev = event_row(s)
    first = paired_rounds(s) + 1
    match = match_of(first)
    if first > ev.number_of_rounds:
        raise OperationRefused(
            translate("DbRefusal", "all {matches} matches are paired").format(
                matches=ev.number_of_rounds // 2
            )
        )
    missing = missing_results(s)
    if missing:
        r, _ = missing[0]
        boards = ", ".join(str(b) for rr, b in missing if rr == r)
        raise OperationRefused(
            translate(
                "DbRefusal",
                "match {match} cannot be paired: game {game} of match {last} has no result yet on "
                "board(s) {boards}",
            ).format(match=match, game=2 - r % 2, last=match_of(r), boards=boards)
        )
    pairable = _pairable_ids(s, first)
    if len(pairable) < 2:
        raise OperationRefused(
            translate(
                "DbRefusal", "match {match} cannot be paired: fewer than two players are available"
            ).format(match=match)
        )
    tournament = mapper.build_pairing_input(s, first, cells=2)
    return PairingPlan(first, tournament, trf_export.pairing_input_text(tournament), pairable)


def pair_match(tournament: Tournament) -> Pairing:
    """The engine's pairing of the next match (C.04.5 art. 3 and 4); ``Pairing.round`` is the match."""
    from engine.double_swiss import pair_round

    return pair_round(tournament)


def store_match(tx: Tx, plan: PairingPlan, pairing: Pairing, round_date: date | None) -> RoundInfo:
    """Store the engine's pairing of the match of ``plan``, if the file still is as the plan saw it:
    game 1 as paired, game 2 on the same boards with the colours reversed (C.04.5 Preface), the
    pairing-allocated bye in both. One audit row (``pair_match``). Returns game 1's round."""
    s = tx.session
    now = plan_next_match(s)
    if now.number != plan.number or now.input_text != plan.input_text:
        raise OperationRefused(
            translate(
                "DbRefusal", "the tournament changed while match {match} was being paired; pair it again"
            ).format(match=match_of(plan.number))
        )
    check_pairing(replace(pairing, round=plan.number), plan.number, plan.pairable)
    ev = event_row(s)
    paired_at = datetime.now(UTC)
    stored: list[RoundRow] = []
    for game, number in enumerate(match_rounds(match_of(plan.number)), start=1):
        planned = ev.round_dates[number - 1] if number <= len(ev.round_dates) else None
        row = RoundRow(
            number=number,
            played_on=round_date or (date.fromisoformat(planned) if planned else None),
            paired_at=paired_at,
            pairing_bye_id=None if pairing.bye is None else plan.pairable[pairing.bye],
            pairer=PAIRER,
            pairing_input=plan.input_text,
        )
        ids = [(plan.pairable[b.white], plan.pairable[b.black]) for b in pairing.boards]
        row.boards = [
            BoardRow(board_no=i, white_id=w if game == 1 else b, black_id=b if game == 1 else w)
            for i, (w, b) in enumerate(ids, start=1)
        ]
        s.add(row)
        s.flush()
        stored.append(row)
    first, second = (round_info(s, row) for row in stored)
    games = [round_to_json(first), round_to_json(second)]
    tx.audit("pair_match", None, {"match": match_of(plan.number), "games": games})
    return first


def delete_last_match(tx: Tx) -> int:
    """Delete the last paired match (both its rounds) while neither game has a result; returns the
    match. One audit row (``delete_match``)."""
    s = tx.session
    last = paired_rounds(s)
    if last == 0:
        raise OperationRefused(translate("DbRefusal", "no match is paired, nothing to delete"))
    match = match_of(last)
    rows = [get_round_row(s, n) for n in match_rounds(match) if n <= last]
    entered = sorted({b.board_no for row in rows for b in row.boards if b.result is not None})
    if entered:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "match {match} already has results (board(s) {boards}); clear them before you delete it",
            ).format(match=match, boards=", ".join(map(str, entered)))
        )
    old = [round_to_json(round_info(s, row)) for row in rows]
    for row in rows:
        s.delete(row)
    s.flush()
    tx.audit("delete_match", {"match": match, "games": old}, None)
    return match


def set_match_result(
    tx: Tx, match: int, board: int, results: tuple[GameResult | None, GameResult | None]
) -> tuple[BoardRecord, BoardRecord]:
    """Both games of board ``board`` of match ``match``, each as its own game's result (game 1's
    White is game 2's Black). One operation, one audit row (``set_match_result``)."""
    s = tx.session
    if not double_swiss(s):
        raise OperationRefused(
            translate("DbRefusal", "this event is not a Double-Swiss event: it has no matches")
        )
    first, second = match_rounds(match)
    game1 = s.scalar(select(BoardRow).where(BoardRow.round_number == first, BoardRow.board_no == board))
    game2 = (
        None
        if game1 is None
        else s.scalar(
            select(BoardRow).where(
                BoardRow.round_number == second,
                BoardRow.white_id.in_((game1.white_id, game1.black_id)),
                BoardRow.black_id.in_((game1.white_id, game1.black_id)),
            )
        )
    )
    if game1 is None or game2 is None:  # game 2 found by its players: an imported file may order it so
        raise OperationRefused(
            translate("DbRefusal", "match {match} has no board {board}").format(match=match, board=board)
        )
    rows = [game1, game2]
    numbers = numbers_by_id(s)
    old = [board_to_json(board_record(row, numbers)) for row in rows]
    for row, result in zip(rows, results, strict=True):
        if result is not None and not isinstance(result, GameResult):
            raise OperationRefused(
                translate("DbRefusal", "{result!r} is not a result (use values.GameResult)").format(
                    result=result
                )
            )
        row.result = None if result is None else result.value
        if result is not None and not result.is_forfeit:
            row.no_colours = False  # played after all: the colours are the board's order
    s.flush()
    records = (board_record(rows[0], numbers), board_record(rows[1], numbers))
    new = [board_to_json(r) for r in records]
    tx.audit("set_match_result", {"match": match, "games": old}, {"match": match, "games": new})
    return records
