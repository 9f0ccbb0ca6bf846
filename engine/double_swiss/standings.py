"""What the standings and tie-breaks of a Double-Swiss tournament read (C.04.5 Preface).

"A match ends by forfeit only if at least one player forfeits both games. ... In all other cases, the
match is considered as regularly played and, for the purposes of tie-breaks and standings, any
forfeited (single) game shall be treated as played. (This rule does not apply to rating.)"

So, for the standings only, a forfeited game of a match regularly played becomes a game won or lost
over the board (``+`` a win, ``-`` a loss, with the colour of the cell); the C.07 code then counts it
as played (C.07 art. 16 no longer applies to it). The rating report reads the cells as they are.
"""

from __future__ import annotations

from dataclasses import replace

from engine.double_swiss.matches import MatchCellsError, MatchKind, game_cells, match_count, match_entry
from engine.model import PairingSystem, Player, ResultCode, RoundEntry, Tournament

_AS_PLAYED = {ResultCode.FORFEIT_WIN: ResultCode.WIN, ResultCode.FORFEIT_LOSS: ResultCode.LOSS}


def _as_played(entry: RoundEntry) -> RoundEntry:
    """A forfeited game as a game played: won or lost."""
    result = _AS_PLAYED.get(entry.result)
    return entry if result is None else replace(entry, result=result)


def _player(player: Player) -> Player:
    cells = list(player.rounds)
    for match in range(1, match_count(len(cells)) + 1):
        try:
            kind = match_entry(player, match).kind
        except MatchCellsError:
            continue  # not one match: read as it is (the import and the engine refuse such cells)
        if kind is MatchKind.PLAYED:
            for i in (cell - 1 for cell in game_cells(match)):
                if i < len(cells):
                    cells[i] = _as_played(cells[i])
    return replace(player, rounds=tuple(cells))


def as_played_for_standings(tournament: Tournament) -> Tournament:
    """``tournament`` as the standings and tie-breaks of a Double-Swiss event read it: each forfeited
    single game of a regularly played match treated as played (C.04.5 Preface). Any other
    tournament is returned as it is.

    >>> from engine.model import Colour, PairingNumber as N
    >>> W, B, R = Colour.WHITE, Colour.BLACK, ResultCode
    >>> a = Player(N(1), "A", rounds=(RoundEntry(N(2), W, R.FORFEIT_WIN), RoundEntry(N(2), B, R.DRAW)))
    >>> b = Player(N(2), "B", rounds=(RoundEntry(N(1), B, R.FORFEIT_LOSS), RoundEntry(N(1), W, R.DRAW)))
    >>> t = as_played_for_standings(Tournament(players=(a, b), system=PairingSystem.DOUBLE_SWISS))
    >>> [e.result.value for e in t.players[0].rounds], [e.result.value for e in t.players[1].rounds]
    (['1', '='], ['0', '='])
    """
    if tournament.round_robin is not None or tournament.system is not PairingSystem.DOUBLE_SWISS:
        return tournament
    return replace(tournament, players=tuple(_player(p) for p in tournament.players))
