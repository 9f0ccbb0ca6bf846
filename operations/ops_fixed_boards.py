"""Fixed boards in the file (C.04.2 (2026) art. 3.6: "Arbiters may fix boards"): a player's board is
stored (``fix_board``), and each round paired afterwards is put on the boards by the rule of
``engine.fixed_boards.arrange_boards`` (``arrange``); what could not be kept is said in one sentence
per conflict (``conflict_text``), stored in the pairing's audit row and shown to the arbiter.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import PlayerRow
from db.tx import Tx
from engine.fixed_boards import BoardConflict, Conflict, arrange_boards
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import MAX_PLAYERS
from operations.convert import player_record, player_to_json
from operations.player_rows import get_row
from values import PlayerId, PlayerRecord

MAX_BOARD = MAX_PLAYERS // 2
"""The highest board a round can have."""

_CONFLICTS = {
    Conflict.PAIRED_TOGETHER: QT_TRANSLATE_NOOP(
        "DbDesk",
        "{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board "
        "{given} (two fixed players paired together: the lower board is kept)",
    ),
    Conflict.SAME_BOARD: QT_TRANSLATE_NOOP(
        "DbDesk",
        "{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: "
        "{player} plays on board {given} (two fixed players on one board: the higher game keeps it)",
    ),
    Conflict.BEYOND_LAST: QT_TRANSLATE_NOOP(
        "DbDesk",
        "{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board",
    ),
}
"""One sentence per kind of conflict, stating the rule applied (``engine.fixed_boards``)."""


def fix_board(tx: Tx, player_id: PlayerId, board: int | None) -> PlayerRecord:
    """Store the board ``player_id`` keeps from the next round paired on (None: none), with its audit
    row. Refused for a board below 1 or above the most boards a round can have."""
    if board is not None and not 1 <= board <= MAX_BOARD:
        raise OperationRefused(
            translate("DbDesk", "board {board} cannot be fixed: boards are numbered 1 to {last}").format(
                board=board, last=MAX_BOARD
            )
        )
    row = get_row(tx.session, player_id)
    old = player_record(row)
    if row.fixed_board == board:
        return old
    row.fixed_board = board
    tx.session.flush()
    new = player_record(row)
    tx.audit("fix_board", player_to_json(old), player_to_json(new))
    return new


def fixed_boards(s: Session) -> dict[int, int]:
    """Player id -> fixed board, for every player who has one."""
    rows = s.execute(select(PlayerRow.id, PlayerRow.fixed_board).where(PlayerRow.fixed_board.is_not(None)))
    return {pid: int(board) for pid, board in rows if board is not None}


def arrange(
    s: Session, games: Sequence[tuple[int, int]], fixed: dict[int, int] | None = None
) -> tuple[list[tuple[int, int]], list[str], list[str]]:
    """``games`` (white id, black id in the pairing's order) in board order once the fixed boards are
    kept, and for each fixed board not kept one sentence in English (for the audit row) and the same
    sentence translated (for the arbiter). ``fixed``: ``fixed_boards`` read already (in this
    transaction), else read here."""
    fixed = fixed_boards(s) if fixed is None else fixed
    if not fixed:
        return list(games), [], []
    arrangement = arrange_boards(games, fixed)
    names = {pid: name for pid, name in s.execute(select(PlayerRow.id, PlayerRow.name))}
    english = [_sentence(c, names, _CONFLICTS[c.kind]) for c in arrangement.conflicts]
    shown = [_sentence(c, names, translate("DbDesk", _CONFLICTS[c.kind])) for c in arrangement.conflicts]
    return [games[i] for i in arrangement.order], english, shown


def _sentence(conflict: BoardConflict[int], names: dict[int, str], template: str) -> str:
    return template.format(
        player=names[conflict.player],
        other="" if conflict.other is None else names[conflict.other],
        wanted=conflict.wanted,
        given=conflict.given,
    )
