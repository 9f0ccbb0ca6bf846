"""Team tie-breaks of C.07 (2024-08 and 2026-03), art. 11-13, computed from the teams' matches.

A team's matches come from its players' games (:mod:`engine.team_swiss.matches`): match points (MP,
record 362) and game points (GP, record 162). The regulations name the primary score (the 192 code of
the Swiss Team System, ``..._MP_GP``); 13.1 and 13.2 are read against it. The values, per team:

- ``MP`` and ``GP`` (11.1): the totals of every round;
- ``MPVGP`` (13.1): game points in a competition decided by match points, match points otherwise;
- ``EMMSB``, ``EMGSB``, ``EGMSB``, ``EGGSB`` (13.2, Extended Sonneborn-Berger): the sum, over the
  matches played, of the opponent's final score (first letter: M match points, G game points) times
  the score the team made against it (second letter); ``/C1`` (14.1.2) leaves out the opponent with
  the lowest final score of the first letter (of two such, the lower contribution);
- ``BC`` (12.1, Board Count): the sum over the matches of each board's number times the game points
  made on it (the boards of a match numbered in roster order; a pairing-allocated bye a standard win
  on every board); lower is better.

Unplayed rounds count by C.07 art. 16 (16.3 the opponents' adjusted scores, 16.4 the dummy, 16.5 the
Cut-1 exception); a drawn match's game points are half the points of the most boards a team has.
``docs/systems/team_swiss.md`` records where TieBreakServer gives other values.

>>> team_tiebreak_codes()
('MP', 'GP', 'MPVGP', 'EMMSB', 'EMGSB', 'EGMSB', 'EGGSB', 'BC')
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber, ResultCode, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.matches import TeamMatchKind, TeamRound, team_rounds
from engine.team_swiss.system import TeamScore
from engine.tiebreaks.spec import TieBreakError

_CODES = ("MP", "GP", "MPVGP", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC")


def team_tiebreak_codes() -> tuple[str, ...]:
    """The team tie-breaks computed here, in the order of C.07 art. 11-13."""
    return _CODES


def team_history(tournament: Tournament, event: TeamEvent, rounds: int) -> dict[int, tuple[TeamRound, ...]]:
    """Every team's matches of rounds 1 to ``rounds``."""
    per_round = [team_rounds(tournament, event, r) for r in range(1, rounds + 1)]
    return {t.number: tuple(r[t.number] for r in per_round) for t in event.teams}


def _total(entries: Sequence[TeamRound], which: str) -> Fraction:
    return sum(((e.match_points if which == "M" else e.game_points) for e in entries), Fraction(0))


def _boards(event: TeamEvent) -> int:
    return max((t.boards for t in event.teams), default=0)


def _is_vur(entry: TeamRound) -> bool:
    """16.1.2: a voluntary unplayed round, a requested bye (half- or zero-point, absent) or a forfeit
    loss."""
    if entry.kind is TeamMatchKind.FORFEITED:
        return not entry.won_by_forfeit
    return entry.kind is TeamMatchKind.ABSENT or entry.bye in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)


def _late_requested_byes(entries: Sequence[TeamRound]) -> set[int]:
    """16.2.5: the rounds (indexes) of requested byes followed only by voluntary unplayed rounds."""
    late: set[int] = set()
    for i in range(len(entries) - 1, -1, -1):
        if not _is_vur(entries[i]):
            break
        if entries[i].kind is not TeamMatchKind.FORFEITED:
            late.add(i)
    return late


class _Scores:
    """The scores C.07 art. 16 uses for teams, of one kind (``M`` match points, ``G`` game points)."""

    def __init__(self, history: dict[int, tuple[TeamRound, ...]], which: str, draw: Fraction) -> None:
        self.history = history
        self.which = which
        self.draw = draw
        """The score of a drawn match of this kind (TD, or half the game points of a match)."""

    def of(self, entry: TeamRound) -> Fraction:
        return entry.match_points if self.which == "M" else entry.game_points

    def final(self, team: int) -> Fraction:
        return sum((self.of(e) for e in self.history[team]), Fraction(0))

    def adjusted(self, team: int) -> Fraction:
        """16.3: for the opponents' tie-breaks, the requested byes of 16.2.5 count as draws."""
        entries = self.history[team]
        late = _late_requested_byes(entries)
        return sum((self.draw if i in late else self.of(e) for i, e in enumerate(entries)), Fraction(0))


def extended_sonneborn_berger(
    history: dict[int, tuple[TeamRound, ...]],
    opponent_score: _Scores,
    own_score: _Scores,
    rounds: int,
    cut_1: bool = False,
) -> dict[int, Fraction]:
    """13.2 with art. 16: a played match contributes the opponent's adjusted final score (16.3) times
    the team's score in it; an unplayed round the score of a dummy (16.4: the team's own final score,
    at most the scheduled opponent's adjusted score for a forfeit, else a draw's score times the number
    of rounds) times the score awarded. ``cut_1``: 14.1.2, with the exception of 16.5 for voluntary
    unplayed rounds."""
    values = {}
    for team, entries in history.items():
        parts: list[tuple[Fraction, Fraction, bool]] = []
        own_final = opponent_score.final(team)
        for e in entries:
            awarded = own_score.of(e)
            if e.kind is TeamMatchKind.PLAYED and e.opponent is not None:
                score = opponent_score.adjusted(e.opponent)
            elif e.kind is TeamMatchKind.FORFEITED and e.opponent is not None:
                score = min(own_final, opponent_score.adjusted(e.opponent))
            else:
                score = min(own_final, opponent_score.draw * rounds)
            parts.append((score, score * awarded, _is_vur(e)))
        if cut_1 and parts:
            least = min(parts, key=lambda p: (p[0], p[1]))
            vurs = [p for p in parts if p[2]]
            lowest_vur = min(vurs, key=lambda p: p[1]) if vurs else None
            parts.remove(lowest_vur if lowest_vur is not None and lowest_vur[1] >= least[1] else least)
        values[team] = sum((c for _s, c, _v in parts), Fraction(0))
    return values


def board_count(tournament: Tournament, event: TeamEvent, rounds: int) -> dict[int, Fraction]:
    """12.1: the sum of board number times the game points made on that board, every match."""
    system = tournament.point_system
    by_number = tournament.by_number()
    values: dict[int, Fraction] = {}
    for team in event.teams:
        total = Fraction(0)
        for r in range(1, rounds + 1):
            cells = [by_number[PairingNumber(n)].entry(r) for n in team.roster if n in by_number]
            boards = [e for e in cells if e.opponent is not None or e.result is ResultCode.PAIRING_BYE]
            for board, entry in enumerate(boards, start=1):
                points = system.win if entry.result is ResultCode.PAIRING_BYE else system.points(entry)
                total += board * points
        values[team.number] = total
    return values


def team_tiebreak(
    tournament: Tournament, event: TeamEvent, code: str, primary: TeamScore, rounds: int
) -> dict[int, Fraction]:
    """The value of tie-break ``code`` (``EMMSB/C1`` for Cut-1) for every team after ``rounds``."""
    name, _, modifier = code.upper().partition("/")
    if name not in _CODES or modifier not in ("", "C1") or (modifier and not name.startswith("E")):
        raise TieBreakError(
            translate("TeamTieBreak", "{code}: not a team tie-break of C.07 art. 11-13 ({codes})").format(
                code=code, codes=", ".join(_CODES)
            )
        )
    if name == "BC":
        return board_count(tournament, event, rounds)
    history = team_history(tournament, event, rounds)
    if name in ("MP", "GP"):
        return {t: _total(h, name[0]) for t, h in history.items()}
    if name == "MPVGP":
        other = "G" if primary is TeamScore.MATCH else "M"
        return {t: _total(h, other) for t, h in history.items()}
    scoring = event.scoring
    draws = {"M": scoring.draw, "G": tournament.point_system.draw * _boards(event)}
    first, second = (_Scores(history, k, draws[k]) for k in (name[1], name[2]))
    return extended_sonneborn_berger(history, first, second, rounds, modifier == "C1")
