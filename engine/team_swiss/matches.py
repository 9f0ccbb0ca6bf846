"""A team's match in each round, computed from its players' game cells (TRF 001 records).

A team has no round cells of its own: its match in a round is the games of its rostered players
against the players of one other team. Its game points are the points of those games (record 162),
its match points those of record 362 for a win, a draw or a loss on game points. C.04.6 (2026):

- a match is *played* when at least one of its games was played over the board; when every board
  was forfeited the match was not played (C.04.2 art. 3.5: the two teams may be paired again);
- a team's colour in a played match is the colour of its board 1 (1.6.1), read from the first board
  whose cell has a colour and the board colour sequence (record 352);
- without an opponent team: the pairing-allocated bye when a player's cell is ``U``, worth "as many
  match points and game points as are rewarded for a draw, unless the regulations of the team
  competition state otherwise" (1.4, verbatim; the regulations' values are those of record 320 when
  the file has one): the match points of a draw (record 362 TD) and the game points of a drawn game
  on each of its boards; a full-point bye (``F``, a win), a half-point bye (``H``, a draw), else
  absent (no match points).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.errors import InvalidTournamentError
from engine.i18n import translate
from engine.model import Colour, Player, ResultCode, RoundEntry, Tournament
from engine.team_event import TeamEvent


class TeamMatchKind(enum.Enum):
    PLAYED = "played"
    FORFEITED = "forfeited"
    """Paired, every board forfeited (one or both sides)."""
    BYE = "bye"
    """No opponent, with a bye (``bye`` says which)."""
    ABSENT = "absent"
    """No opponent and no bye: not paired in the round."""


@dataclass(frozen=True, slots=True)
class TeamRound:
    """One team's round: the kind of match, the opponent team, the team colour, its points."""

    kind: TeamMatchKind
    opponent: int | None
    colour: Colour
    """1.6.1: the colour of the team's board 1 when the match was played, else ``Colour.NONE``."""
    game_points: Fraction
    match_points: Fraction
    bye: ResultCode | None = None
    won_by_forfeit: bool = False


def _team_colour(event: TeamEvent, boards: list[RoundEntry]) -> Colour:
    for board, entry in enumerate(boards, start=1):
        if entry.colour is not Colour.NONE:
            board_white = event.board_colour(board, Colour.WHITE)
            return entry.colour if board_white is Colour.WHITE else entry.colour.opposite
    return Colour.NONE


def team_rounds(tournament: Tournament, event: TeamEvent, round_number: int) -> dict[int, TeamRound]:
    """Every team's match in ``round_number``; InvalidTournamentError when a team's players face
    players of more than one team (or an unrostered player, or their own team)."""
    team_of = event.team_of_player()
    points = tournament.point_system
    by_number = tournament.by_number()
    partial: dict[int, tuple[int | None, list[RoundEntry], Fraction, set[ResultCode], bool]] = {}
    for team in event.teams:
        boards: list[RoundEntry] = []
        opponents: set[int] = set()
        byes: set[ResultCode] = set()
        bye_points = Fraction(0)
        bye_boards = 0
        for number in team.roster:
            player = by_number.get(number)
            if player is None:
                raise InvalidTournamentError(
                    translate(
                        "TeamSwiss", "team {team}: player {player} of its roster has no 001 record"
                    ).format(team=team.number, player=number)
                )
            entry = player.entry(round_number)
            if entry.opponent is None:
                if entry.result.is_bye and len(player.rounds) >= round_number:
                    byes.add(entry.result)
                    bye_points += points.points(entry)
                    bye_boards += entry.result is ResultCode.PAIRING_BYE
                continue
            opponent_team = team_of.get(entry.opponent)
            if opponent_team is None or opponent_team == team.number:
                raise InvalidTournamentError(
                    translate(
                        "TeamSwiss",
                        "round {round}: player {player} of team {team} plays {opponent}, not a player of "
                        "another team",
                    ).format(round=round_number, player=number, team=team.number, opponent=entry.opponent)
                )
            opponents.add(opponent_team)
            boards.append(entry)
        if len(opponents) > 1:
            raise InvalidTournamentError(
                translate("TeamSwiss", "round {round}: the players of team {team} play teams {teams}").format(
                    round=round_number, team=team.number, teams=", ".join(str(t) for t in sorted(opponents))
                )
            )
        opponent = next(iter(opponents)) if opponents else None
        played = any(e.is_played_game for e in boards)
        if ResultCode.PAIRING_BYE in byes:  # 1.4: a draw's match points and game points
            bye_points = event.pab_points[1] if event.pab_points else points.draw * bye_boards
        partial[team.number] = (opponent, boards, bye_points, byes, played)
    scoring = event.scoring
    result: dict[int, TeamRound] = {}
    for team_number, (opponent, boards, bye_points, byes, played) in partial.items():
        if opponent is None:
            pab = event.pab_points[0] if event.pab_points else scoring.draw
            result[team_number] = _bye_round(byes, bye_points, pab, scoring.win, scoring.draw)
            continue
        mine = sum((points.points(e) for e in boards), Fraction(0))
        theirs_boards = partial[opponent][1]
        theirs = sum((points.points(e) for e in theirs_boards), Fraction(0))
        all_lost = all(e.result is ResultCode.FORFEIT_LOSS for e in boards + theirs_boards)
        if mine > theirs:
            mp = scoring.win
        elif mine < theirs or all_lost:
            mp = scoring.loss
        else:
            mp = scoring.draw
        kind = TeamMatchKind.PLAYED if played else TeamMatchKind.FORFEITED
        result[team_number] = TeamRound(
            kind,
            opponent,
            _team_colour(event, boards) if played else Colour.NONE,
            mine,
            mp,
            won_by_forfeit=kind is TeamMatchKind.FORFEITED and mine > theirs,
        )
    return result


def _bye_round(
    byes: set[ResultCode], bye_points: Fraction, pab: Fraction, win: Fraction, draw: Fraction
) -> TeamRound:
    for code, mp in (
        (ResultCode.PAIRING_BYE, pab),
        (ResultCode.FULL_BYE, win),
        (ResultCode.HALF_BYE, draw),
    ):
        if code in byes:
            return TeamRound(TeamMatchKind.BYE, None, Colour.NONE, bye_points, mp, bye=code)
    return TeamRound(TeamMatchKind.ABSENT, None, Colour.NONE, bye_points, Fraction(0))


def round_to_pair(tournament: Tournament) -> int:
    """The first round in which no player has an opponent or the pairing-allocated bye."""
    last = 0
    for p in tournament.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
                last = max(last, r)
    return last + 1


def plays_round(tournament: Tournament, roster: Sequence[Player], round_number: int) -> bool:
    """The team whose players (with a 001 record) are ``roster`` is to be paired in ``round_number``:
    some player of its roster neither withdrawn nor announced absent (XXZ) and no cell yet, or, in a
    round already paired, a player with an opponent or the pairing-allocated bye (a requested bye
    entered before the pairing is not paired)."""
    cells = [p.entry(round_number) for p in roster if len(p.rounds) >= round_number]
    if cells:
        return any(e.opponent is not None or e.result is ResultCode.PAIRING_BYE for e in cells)
    return any(
        p.number not in tournament.withdrawn and p.number not in tournament.absent_next_round for p in roster
    )
