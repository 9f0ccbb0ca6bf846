"""Fixed boards: the games of a round put on the boards some players keep (C.04.2 (2026) art. 3.6).

C.04.2 (2026) art. 3.6 recommends an order of the boards after the pairing and ends: "Arbiters may fix
boards." A player with a disability keeps the accessible table, the organiser puts a player on the
broadcast board. Fixing a board never changes who plays whom nor the colours: only the board numbers
of the round are arranged, by one stated rule (``arrange_boards``):

1. The boards of a round are numbered 1 to n (n games). A fixed board above n is read as board n.
2. A game with one fixed player goes to that player's board. When both players of a game have a
   fixed board (``Conflict.PAIRED_TOGETHER``), the game goes to the lower of the two boards, and the
   other player's board is not kept this round.
3. When two games want the same board (``Conflict.SAME_BOARD``), the game earlier in the pairing's
   order (the more important board of art. 3.6) gets it; the other game is placed as a game without a
   fixed board.
4. The other games fill the boards left free, in the pairing's order.

>>> arrange_boards([(1, 2), (3, 4), (5, 6)], {6: 1}).order
(2, 0, 1)
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


class Conflict(enum.Enum):
    """Why a fixed board was not kept in a round (the rule of ``arrange_boards``)."""

    PAIRED_TOGETHER = "paired_together"
    """Both players of a game have a fixed board: the lower board wins (rule 2)."""
    SAME_BOARD = "same_board"
    """Two games want one board: the game earlier in the pairing gets it (rule 3)."""
    BEYOND_LAST = "beyond_last"
    """The fixed board is above the round's last board: the game is on the last board (rule 1)."""


@dataclass(frozen=True, slots=True)
class BoardConflict(Generic[K]):
    """One fixed board not kept as asked: whose (``player``), which board he keeps (``wanted``), the
    board his game is on (``given``), and the other player of the conflict (``other``) if any."""

    kind: Conflict
    player: K
    wanted: int
    given: int
    other: K | None = None


@dataclass(frozen=True, slots=True)
class BoardArrangement(Generic[K]):
    """``order[i]`` is the index (in the pairing's order) of the game on board ``i + 1``."""

    order: tuple[int, ...]
    conflicts: tuple[BoardConflict[K], ...] = ()


def arrange_boards(games: Sequence[tuple[K, K]], fixed: Mapping[K, int]) -> BoardArrangement[K]:
    """The boards of a round's ``games`` (pairs of players in the pairing's order) when the players of
    ``fixed`` keep their board (C.04.2 (2026) art. 3.6, by the rule of this module's docstring).

    >>> a = arrange_boards([(1, 2), (3, 4)], {1: 2, 4: 2})
    >>> a.order, [(c.kind.value, c.player, c.given) for c in a.conflicts]
    ((1, 0), [('same_board', 4, 1)])
    """
    n = len(games)
    wanted: dict[int, tuple[int, K]] = {}
    for index, game in enumerate(games):
        claims = sorted((min(fixed[p], n), p) for p in game if p in fixed)
        if claims:
            wanted[index] = claims[0]
    taken: dict[int, int] = {}
    for index, (board, _) in wanted.items():
        taken.setdefault(board, index)
    free_games = iter(i for i in range(n) if i not in wanted or taken[wanted[i][0]] != i)
    order = tuple(taken[board] if board in taken else next(free_games) for board in range(1, n + 1))
    given = {index: board for board, index in enumerate(order, start=1)}
    conflicts: list[BoardConflict[K]] = []
    for index, (board, claimant) in wanted.items():
        for player in (p for p in games[index] if p in fixed and fixed[p] != given[index]):
            if taken[board] != index:
                kind, other = Conflict.SAME_BOARD, wanted[taken[board]][1]
            elif player != claimant and min(fixed[player], n) != board:
                kind, other = Conflict.PAIRED_TOGETHER, claimant
            else:
                kind, other = Conflict.BEYOND_LAST, None
            conflicts.append(BoardConflict(kind, player, fixed[player], given[index], other))
    return BoardArrangement(order, tuple(conflicts))
