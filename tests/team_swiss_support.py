"""Hand-made Swiss Team events for the tests: teams of a few boards, rounds written match by match."""

from __future__ import annotations

from dataclasses import replace

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.team_event import Team, TeamEvent
from engine.trf.teams import with_team_event

N = PairingNumber
_RESULTS = {
    "1": (ResultCode.WIN, ResultCode.LOSS),
    "0": (ResultCode.LOSS, ResultCode.WIN),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "+": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    "*": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
}


def team_event(
    teams: int,
    boards: int = 2,
    rounds: int = 5,
    code: str = "FIDE_TEAM_TYPEA_MP_GP",
    initial: Colour = Colour.WHITE,
) -> Tournament:
    """``teams`` teams of ``boards`` players (team t: players (t-1)*boards+1 ...), no round played."""
    players = tuple(Player(N(n), f"Player {n}", rating=2400 - n) for n in range(1, teams * boards + 1))
    roster = [tuple(N((t - 1) * boards + b) for b in range(1, boards + 1)) for t in range(1, teams + 1)]
    event = TeamEvent(
        tuple(Team(t, f"Team {t}", roster[t - 1]) for t in range(1, teams + 1)),
        "WB" * (boards // 2) + "W" * (boards % 2),
    )
    base = Tournament(
        name="Hand-made team event",
        number_of_rounds=rounds,
        initial_colour=initial,
        players=players,
        extra_records=(f"192 {code}",),
    )
    return with_team_event(base, event)


def play(
    t: Tournament, matches: list[tuple[int, int, str]], bye: int | None = None, absent: tuple[int, ...] = ()
) -> Tournament:
    """One more round: each match (White team, Black team, the White team's results board by board:
    ``1 0 = + - *``, ``*`` a double forfeit), the team with the pairing-allocated bye, absent teams."""
    from engine.trf.teams import read_team_event

    event = read_team_event(t.extra_records)
    cells: dict[PairingNumber, RoundEntry] = {}
    for white_team, black_team, results in matches:
        a, b = event.team(white_team).roster, event.team(black_team).roster
        for board, (x, y, r) in enumerate(zip(a, b, results, strict=True), start=1):
            colour = event.board_colour(board, Colour.WHITE)
            mine, theirs = _RESULTS[r]
            cells[x] = RoundEntry(y, colour, mine)
            cells[y] = RoundEntry(x, colour.opposite, theirs)
    if bye is not None:
        cells.update(
            {n: RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE) for n in event.team(bye).roster}
        )
    for team in absent:
        cells.update({n: RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE) for n in event.team(team).roster})
    players = tuple(
        replace(p, rounds=p.rounds + (cells[p.number],)) if p.number in cells else p for p in t.players
    )
    return replace(t, players=players)
