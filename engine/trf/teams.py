"""The TRF26 team section: records 310 (013 in TRF16), 352 and 362, read and written.

The reader (:mod:`engine.trf.reader`) keeps these records as read in ``Tournament.extra_records``
and writes them back unchanged; this module gives them a meaning (:class:`engine.team_event.TeamEvent`)
and writes a team event's records in the columns of TRF26 ("Team Section", "Team tournament tags"):

- ``310``: 5-7 team pairing number, 9-40 name, 42-46 nickname, 48-53 strength factor, 55-60 match
  points, 62-67 game points, 69-71 rank, 74-77 the 1st player, 79-82 the 2nd ... 139-142 the 14th;
- ``013`` (TRF16, "to be phased out"): 5-36 name, 37-40 the 1st player, 42-45 the 2nd ... 102-105;
  its teams are numbered in the order of the records;
- ``352``: the colour sequence of the boards (``WBWB``);
- ``362``: the match points ``TW`` / ``TD`` / ``TL``, written as 162 is (code, then ``11.5``).

A line this module writes is read back to the same value, and a value written again gives the same
line (``tests/test_team_trf.py``).

>>> line = format_310(Team(1, "India", (PairingNumber(1), PairingNumber(5)), "IND", 2486))
>>> line.rstrip()
'310   1 India                            IND     2486                       1    5'
>>> parse_310(line) == Team(1, "India", (PairingNumber(1), PairingNumber(5)), "IND", 2486)
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from engine.errors import TrfError
from engine.i18n import translate
from engine.model import PairingNumber, Tournament
from engine.team_event import MAX_310_TEAMS, MAX_ROSTER, Team, TeamEvent, TeamScoring
from engine.trf.fields import format_points

TEAM_TAGS = ("310", "013", "352", "362")
"""The records of the team section this module reads and writes."""

_POINTS = re.compile(r"-?\d*\.?\d+")
_362_ITEM = re.compile(r"(TW|TD|TL)\s*(-?\d*\.?\d+)")


def _refuse(reason: str, line: str) -> TrfError:
    return TrfError(reason, None, line)


def _cell(line: str, first: int, last: int) -> str:
    """Columns ``first``-``last`` (1-based, inclusive) of ``line``, blanks stripped."""
    return line[first - 1 : last].strip()


def _number(line: str, first: int, last: int, what: str) -> int | None:
    text = _cell(line, first, last)
    if not text:
        return None
    if not text.isdigit():
        raise _refuse(
            translate("TeamTrf", "{record}: {field} must be a whole number, found {found}").format(
                record=line[:3], field=what, found=repr(text)
            ),
            line,
        )
    return int(text)


def _points(line: str, first: int, last: int, what: str) -> Fraction | None:
    text = _cell(line, first, last)
    if not text:
        return None
    if not _POINTS.fullmatch(text):
        raise _refuse(
            translate("TeamTrf", "{record}: {field} must be a number like 11.5, found {found}").format(
                record=line[:3], field=what, found=repr(text)
            ),
            line,
        )
    return Fraction(text)


def _roster(line: str, first: int) -> tuple[PairingNumber, ...]:
    players: list[PairingNumber] = []
    for board in range(MAX_ROSTER):
        start = first + 5 * board
        value = _number(
            line, start, start + 3, translate("TeamTrf", "player {board}").format(board=board + 1)
        )
        if value is not None and value > 0:
            players.append(PairingNumber(value))
    if len(line.rstrip()) > first + 5 * MAX_ROSTER - 2:
        raise _refuse(
            translate("TeamTrf", "{record}: a team has at most {count} players").format(
                record=line[:3], count=MAX_ROSTER
            ),
            line,
        )
    return tuple(players)


def parse_310(line: str) -> Team:
    """A TRF26 310 record."""
    number = _number(line, 5, 7, translate("TeamTrf", "the team pairing number"))
    name = _cell(line, 9, 40)
    if number is None or number == 0 or not name:
        raise _refuse(translate("TeamTrf", "310: a team needs a pairing number (1-999) and a name"), line)
    return Team(
        number=number,
        name=name,
        roster=_roster(line, 74),
        nickname=_cell(line, 42, 46),
        strength=_number(line, 48, 53, translate("TeamTrf", "the strength factor")),
        match_points=_points(line, 55, 60, translate("TeamTrf", "the match points")),
        game_points=_points(line, 62, 67, translate("TeamTrf", "the game points")),
        rank=_number(line, 69, 71, translate("TeamTrf", "the rank")),
    )


def format_310(team: Team) -> str:
    """``team`` as a TRF26 310 record (trailing blanks removed)."""

    def points(value: Fraction | None) -> str:
        return format_points(value).rjust(6) if value is not None else " " * 6

    head = (
        f"310 {team.number:>3} {team.name[:32]:<32} {team.nickname[:5]:<5} "
        f"{'' if team.strength is None else team.strength:>6} {points(team.match_points)} "
        f"{points(team.game_points)} {'' if team.rank is None else team.rank:>3}  "
    )
    return (head + " ".join(f"{int(p):>4}" for p in team.roster)).rstrip()


def parse_013(line: str, number: int) -> Team:
    """A TRF16 013 record, the ``number``-th of the file."""
    name = _cell(line, 5, 36)
    if not name:
        raise _refuse(translate("TeamTrf", "013: a team needs a name (columns 5-36)"), line)
    return Team(number=number, name=name, roster=_roster(line, 37))


def format_013(team: Team) -> str:
    """``team`` as a TRF16 013 record."""
    return f"013 {team.name[:32]:<32}{' '.join(f'{int(p):>4}' for p in team.roster)}".rstrip()


def parse_352(line: str) -> str:
    sequence = line[4:].strip().upper()
    if not sequence or set(sequence) - {"W", "B"}:
        raise _refuse(translate("TeamTrf", "352: the colour sequence is made of W and B, like WBWB"), line)
    return sequence


def parse_362(line: str) -> TeamScoring:
    """Record 362: ``TW``, ``TD``, ``TL`` each followed by its match points; a symbol left out keeps
    its default (TRF26: "mandatory only when values differ from defaults")."""
    found = {symbol: Fraction(value) for symbol, value in _362_ITEM.findall(line[4:])}
    if not found or _362_ITEM.sub("", line[4:]).strip():
        raise _refuse(
            translate("TeamTrf", "362: expected TW, TD and TL with their match points, like TW 2.0"), line
        )
    default = TeamScoring()
    return TeamScoring(
        win=found.get("TW", default.win),
        draw=found.get("TD", default.draw),
        loss=found.get("TL", default.loss),
    )


def format_362(scoring: TeamScoring) -> str:
    """Columns as record 162 has them: the symbol at 5-6, its points at 7-10, the next at 14 ..."""
    items = (("TW", scoring.win), ("TD", scoring.draw), ("TL", scoring.loss))
    return "362 " + "   ".join(f"{symbol}{format_points(value):>4}" for symbol, value in items)


def read_team_event(records: Sequence[str]) -> TeamEvent:
    """The team section among ``records`` (a tournament's kept records): TrfError, naming the line,
    for a record that cannot be read, two teams with one number, or a player in two rosters."""
    teams: list[tuple[Team, str]] = []
    sequence = ""
    scoring = TeamScoring()
    scoring_written = legacy = False
    pab: tuple[Fraction, Fraction] | None = None
    legacy_teams = 0  # the 013 records so far: such a team's number is its place among them
    for line in records:
        tag = line[:3]
        if tag == "310":
            teams.append((parse_310(line), line))
        elif tag == "013":
            legacy, legacy_teams = True, legacy_teams + 1
            teams.append((parse_013(line, legacy_teams), line))
        elif tag == "352":
            sequence = parse_352(line)
        elif tag == "362":
            scoring, scoring_written = parse_362(line), True
        elif tag == "320":
            pab = parse_320(line)
    _check_teams(teams)
    ordered = tuple(sorted((t for t, _line in teams), key=lambda t: t.number))
    return TeamEvent(ordered, sequence, scoring, scoring_written, legacy, pab)


def parse_320(line: str) -> tuple[Fraction, Fraction] | None:
    """320 (TRF26 Teams, Pairing-Allocated Bye): its match points (5-8) and game points (10-13), when
    both are written; the teams that had the bye round by round are the players' cells' to say."""
    match = _points(line, 5, 8, translate("TeamTrf", "PAB match points"))
    game = _points(line, 10, 13, translate("TeamTrf", "PAB game points"))
    return (match, game) if match is not None and game is not None else None


def team_rosters(records: Sequence[str]) -> dict[int, tuple[PairingNumber, ...]]:
    """Each team's roster by team pairing number, when ``records`` hold a readable team section (else
    empty): in a team file the IDs of the TRF26 Bye Section (240 "Player/Team ID", its example "two
    teams getting HPB in round 3") are teams."""
    if not any(line[:3] in ("310", "013") for line in records):
        return {}
    try:
        event = read_team_event(records)
    except TrfError:
        return {}
    return {team.number: team.roster for team in event.teams}


def _check_teams(teams: Sequence[tuple[Team, str]]) -> None:
    """Two teams with one pairing number, or a player in two rosters: refused with the second line."""
    seen: set[int] = set()
    rostered: dict[PairingNumber, Team] = {}
    for team, line in teams:
        if team.number in seen:
            raise _refuse(
                translate("TeamTrf", "310: two teams have the pairing number {number}").format(
                    number=team.number
                ),
                line,
            )
        seen.add(team.number)
        for player in team.roster:
            if player in rostered:
                raise _refuse(
                    translate("TeamTrf", "player {player} is in the rosters of {first} and {second}").format(
                        player=player, first=rostered[player].name, second=team.name
                    ),
                    line,
                )
            rostered[player] = team


def team_records(event: TeamEvent) -> tuple[str, ...]:
    """The records of ``event``: 352 and 362 (when it has them), then one 310 (or 013) per team."""
    lines: list[str] = []
    if event.colour_sequence:
        lines.append(f"352 {event.colour_sequence}")
    if event.scoring_written:
        lines.append(format_362(event.scoring))
    legacy = event.legacy_013 or _beyond_310(event.teams)
    lines.extend(format_013(t) if legacy else format_310(t) for t in event.teams)
    return tuple(lines)


def _beyond_310(teams: Sequence[Team]) -> bool:
    """Whether ``teams`` are more than record 310 can number (its team number has three columns, 5-7:
    at most :data:`MAX_310_TEAMS`). Such an event is written in TRF16's 013 records, which number the
    teams by their order (what the generator writes too; the 310-only columns, nickname, strength,
    points and rank, are not written); when its teams are not numbered 1, 2, ... in order, no record
    can hold it and it is refused in one sentence (a four-digit number would shift every column)."""
    if all(t.number <= MAX_310_TEAMS for t in teams):
        return False
    if [t.number for t in teams] != list(range(1, len(teams) + 1)):
        raise TrfError(
            translate(
                "TeamTrf",
                "a team file holds at most {most} teams in 310 records, and {count} teams numbered with "
                "gaps cannot be written in 013 records either",
            ).format(most=MAX_310_TEAMS, count=len(teams)),
            None,
            "",
        )
    return True


def with_team_event(tournament: Tournament, event: TeamEvent) -> Tournament:
    """``tournament`` with its team section replaced by the records of ``event`` (other kept records
    stay, in their order, before the team section)."""
    kept = tuple(r for r in tournament.extra_records if r[:3] not in TEAM_TAGS)
    return replace(tournament, extra_records=kept + team_records(event))
