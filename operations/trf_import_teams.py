"""A team TRF (TRF26 team section: records 310 or 013, 352, 362, 192 ``FIDE_TEAM_...``) imported into the
file as a team event (issue 29 item 1): its teams and rosters, and for each played round the matches,
the line-ups and the games on the boards of their matches, as the window would have stored them.

What the TRF gives and what is inferred from it:

- the event's format from record 192: the Swiss Team Pairing System (C.04.6, its variant kept as the
  event's code) or the program's own team round-robin codes (``operations.team_view.ROUND_ROBIN_CODES``);
- the boards of a match: the most players of one team with a game (or the pairing-allocated bye) in one
  round, else the length of record 352; the colour sequence is record 352's (C.04.6 1.6.1);
- a match of a round: two teams whose players play each other (``engine.team_swiss.matches.team_rounds``,
  which refuses a team facing two teams); the team with White on board 1 is the match's first team, its
  colour read from its first board that has one and the sequence of 352 (C.04.6 1.6.1);
- the line-ups: the players of each team with a game in the round, in the order of its roster (the
  board order of the roster, as ``ops_team_rounds.check_lineup`` requires); board ``k`` of one team must
  play board ``k`` of the other, else the import is refused in one sentence;
- a team whose players have ``U`` has the pairing-allocated bye of the round (a match without a second
  team); requested byes (``H``/``F``) are each player's, as in an individual event;
- the matches of a Swiss round are numbered as ``engine.team_swiss`` orders them (C.04.2 (2026) art. 3.6
  through ``board_key``), those of a round robin in the order of its Berger table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from sqlalchemy import insert
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import LineupRow, TeamMatchRow, TeamMemberRow, TeamRow
from engine.errors import TrfError
from engine.i18n import translate
from engine.model import Colour, PairingNumber, ResultCode, RoundEntry, RoundRobin, Tournament
from engine.team_event import MAX_ROSTER, TeamEvent
from engine.team_swiss.matches import TeamMatchKind, team_rounds
from engine.team_swiss.system import record_192
from engine.trf.teams import TEAM_TAGS, read_team_event
from operations.team_view import ROUND_ROBIN_CODES
from values import ByeKind, GameResult
from values.teams import DEFAULT_TEAM_CODE, TeamFormat, TeamSettings

_TEAM_RECORDS = ("310", "013")


def is_team_trf(data: bytes) -> bool:
    """The file has a team section (310 or 013 records) and no 192 record naming an individual system:
    it is imported as a team event."""
    lines = data.decode("utf-8", "replace").splitlines()
    codes = [line[4:].strip().upper() for line in lines if line.startswith("192")]
    return any(line[:3] in _TEAM_RECORDS for line in lines) and (
        not codes or codes[0].startswith("FIDE_TEAM")
    )


def team_settings_of(t: Tournament) -> TeamSettings:
    """The team settings of a team TRF (see the module's docstring); ``TrfError`` in one sentence for a
    192 code that is no team system, the Baku Acceleration, a file without teams, a roster naming a
    player the file does not have, or boards the colour sequence does not cover."""
    from engine.team_swiss.reading import team_setup

    formats = {code: kind for kind, code in ROUND_ROBIN_CODES.items()}
    code = record_192(t) or ""
    if code in formats:
        kind, team_code = formats[code], DEFAULT_TEAM_CODE
        event = read_team_event(t.extra_records)
        if not event.teams:
            raise TrfError(translate("TeamSwiss", "the file has no team (records 310 or 013)"))
    else:
        event, system = team_setup(t)
        kind, team_code = TeamFormat.SWISS, system.code
    known = {p.number for p in t.players}
    for team in event.teams:
        missing = [n for n in team.roster if n not in known]
        if missing:
            raise TrfError(
                translate("TeamSwiss", "team {team}: player {player} of its roster has no 001 record").format(
                    team=team.number, player=missing[0]
                )
            )
    boards = _boards(t, event)
    sequence = event.colour_sequence
    if sequence and len(sequence) < boards:
        raise TrfError(
            translate(
                "DbTrf", "352: the colour sequence {sequence} has fewer boards than the {boards} a team plays"
            ).format(sequence=sequence, boards=boards)
        )
    settings = TeamSettings(kind, boards, team_code, sequence[:boards])
    if settings.colour_sequence == TeamSettings(kind, boards).sequence:
        settings = replace(settings, colour_sequence="")
    return settings


def _boards(t: Tournament, event: TeamEvent) -> int:
    """The boards of a match: the most players of one team seated in one round (a game or the
    pairing-allocated bye), else the colour sequence's, else the smallest roster."""
    by_number = t.by_number()
    most = 0
    for number in range(1, t.rounds_recorded + 1):
        for team in event.teams:
            entries = [by_number[n].entry(number) for n in team.roster if n in by_number]
            seated = sum(1 for e in entries if e.opponent is not None or e.result is ResultCode.PAIRING_BYE)
            most = max(most, seated)
    boards = most or len(event.colour_sequence) or min(len(team.roster) for team in event.teams)
    return max(1, min(boards, MAX_ROSTER))


def kept_records(records: Sequence[str]) -> list[str]:
    """The records of a team TRF the file keeps as text: not the team section nor 192, which the event's
    teams and settings hold (``team_view.with_teams`` writes them again)."""
    return [r for r in records if r[:3] not in TEAM_TAGS and not r.startswith("192")]


def later_team_byes(
    byes: Sequence[tuple[int, ByeKind, int]], event: TeamEvent
) -> list[tuple[int, ByeKind, int]]:
    """240 records of a team file name teams (TRF26 Bye Section: "Player/Team ID"): each as the same bye
    of every player of the team's roster."""
    rosters = {team.number: team.roster for team in event.teams}
    found: list[tuple[int, ByeKind, int]] = []
    for round_number, kind, number in byes:
        if number not in rosters:
            raise OperationRefused(
                translate("DbTrf", "240: there is no team {number} for a bye in round {round}").format(
                    number=number, round=round_number
                )
            )
        found.extend((round_number, kind, int(p)) for p in rosters[number])
    return found


@dataclass(slots=True)
class TeamRows:
    """The rows of a team event's teams and played rounds, made round by round and inserted at the end."""

    t: Tournament
    event: TeamEvent
    settings: TeamSettings
    ids: dict[int, int]
    """player pairing number -> player id."""
    team_ids: dict[int, int] = field(default_factory=dict)
    matches: list[dict[str, object]] = field(default_factory=list)
    lineups: list[dict[str, object]] = field(default_factory=list)

    def insert_teams(self, s: Session) -> None:
        """The teams and their rosters (the roster's order is the board order of record 310)."""
        for team in self.event.teams:
            row = TeamRow(number=team.number, name=team.name, captain="")
            s.add(row)
            s.flush()
            self.team_ids[team.number] = row.id
            for position, number in enumerate(team.roster, start=1):
                s.add(TeamMemberRow(player_id=self.ids[int(number)], team_id=row.id, position=position))
        s.flush()

    def add_round(self, number: int) -> list[dict[str, object]]:
        """Round ``number``'s matches, line-ups and games; returns its games as rows of ``boards``."""
        rounds = team_rounds(self.t, self.event, number)
        pairs = sorted(
            {(a, r.opponent) if a < r.opponent else (r.opponent, a) for a, r in rounds.items() if r.opponent},
        )
        ordered = sorted(pairs, key=self._match_order(number))
        made: list[dict[str, object]] = []
        match_no = 0
        for a, b in ordered:
            match_no += 1
            made.extend(self._match(number, match_no, a, b))
        for team in self.event.teams:
            r = rounds.get(team.number)
            if r is not None and r.kind is TeamMatchKind.BYE and r.bye is ResultCode.PAIRING_BYE:
                match_no += 1
                self.matches.append(self._match_row(number, match_no, team.number, None))
                seated = [n for n in team.roster if self._entry(n, number).result is ResultCode.PAIRING_BYE]
                self._lineup(number, team.number, seated)
        return made

    def _entry(self, player: PairingNumber, number: int) -> RoundEntry:
        return self.t.player(player).entry(number)

    def _match_order(self, number: int) -> Callable[[tuple[int, int]], tuple[object, ...]]:
        """The key that numbers the matches of round ``number`` (see the module's docstring)."""
        if self.settings.format is not TeamFormat.SWISS:
            from engine.roundrobin.schedule import scheduled_round

            cycles = self.settings.format.cycles
            try:
                table = scheduled_round(len(self.event.teams), RoundRobin(cycles, cycles == 2), number).boards
            except Exception:  # noqa: BLE001 - a field the tables do not cover: by team number
                table = ()
            place = {frozenset((int(b.white), int(b.black))): i for i, b in enumerate(table)}

            def scheduled(pair: tuple[int, int]) -> tuple[object, ...]:
                return (place.get(frozenset(pair), len(place)), pair)

            return scheduled
        from engine.team_swiss.pairing import board_key
        from engine.team_swiss.reading import team_setup
        from engine.team_swiss.state import team_states

        before = replace(
            self.t, players=tuple(replace(p, rounds=p.rounds[: number - 1]) for p in self.t.players)
        )
        event, system = team_setup(before)
        states = {int(s.number): s for s in team_states(before, event, system, number)}

        def key(pair: tuple[int, int]) -> tuple[object, ...]:
            a, b = states.get(pair[0]), states.get(pair[1])
            return (0, *board_key(a, b)) if a is not None and b is not None else (1, pair)

        return key

    def _match(self, number: int, match_no: int, a: int, b: int) -> list[dict[str, object]]:
        """The match of teams ``a`` and ``b``: its row, both line-ups and its games (board ``k`` of the
        match is board ``(match_no - 1) * boards + k`` of the round)."""
        first, second = self._seated(number, a), self._seated(number, b)
        opponents = [self._entry(p, number).opponent for p in first]
        if len(first) != len(second) or opponents != list(second):
            raise OperationRefused(
                translate(
                    "DbTrf",
                    "round {round}: the games of teams {first} and {second} are not board against board "
                    "in the order of their rosters (record 310)",
                ).format(round=number, first=a, second=b)
            )
        white_team = a if self._board_one_colour(number, first) is Colour.WHITE else b
        self.matches.append(self._match_row(number, match_no, white_team, b if white_team == a else a))
        self._lineup(number, a, first)
        self._lineup(number, b, second)
        games: list[dict[str, object]] = []
        for k, (x, y) in enumerate(zip(first, second, strict=True), start=1):
            ex, ey = self._entry(x, number), self._entry(y, number)
            if ex.colour is Colour.NONE:
                team_colour = Colour.WHITE if white_team == a else Colour.BLACK
                white, black = (x, y) if self.event.board_colour(k, team_colour) is Colour.WHITE else (y, x)
            else:
                white, black = (x, y) if ex.colour is Colour.WHITE else (y, x)
            cells = (ex.result, ey.result) if white == x else (ey.result, ex.result)
            try:
                result = GameResult.from_codes(*cells)
            except ValueError as exc:
                raise OperationRefused(
                    translate("DbTrf", "round {number}: players {number2} and {opponent}: {exc}").format(
                        number=number, number2=x, opponent=y, exc=exc
                    )
                ) from exc
            games.append(
                {
                    "round_number": number,
                    "board_no": (match_no - 1) * self.settings.boards + k,
                    "white_id": self.ids[int(white)],
                    "black_id": self.ids[int(black)],
                    "result": None if result is None else result.value,
                    "no_colours": ex.colour is Colour.NONE,
                }
            )
        return games

    def _seated(self, number: int, team: int) -> list[PairingNumber]:
        """The players of ``team`` with a game in round ``number``, in roster order."""
        roster = self.event.team(team).roster
        return [n for n in roster if self.t.player(n).entry(number).opponent is not None]

    def _board_one_colour(self, number: int, players: Sequence[PairingNumber]) -> Colour:
        """The colour of the team's board 1 (C.04.6 1.6.1): from its first board with a colour and the
        colour sequence; White when no game of the match has colours."""
        for k, n in enumerate(players, start=1):
            colour = self.t.player(n).entry(number).colour
            if colour is not Colour.NONE:
                white_on_k = self.event.board_colour(k, Colour.WHITE)
                return colour if white_on_k is Colour.WHITE else colour.opposite
        return Colour.WHITE

    def _match_row(self, number: int, match_no: int, white: int, black: int | None) -> dict[str, object]:
        return {
            "round_number": number,
            "match_no": match_no,
            "white_team_id": self.team_ids[white],
            "black_team_id": None if black is None else self.team_ids[black],
        }

    def _lineup(self, number: int, team: int, players: Sequence[PairingNumber]) -> None:
        self.lineups.extend(
            {
                "round_number": number,
                "team_id": self.team_ids[team],
                "board": k,
                "player_id": self.ids[int(p)],
            }
            for k, p in enumerate(players, start=1)
        )

    def insert(self, s: Session) -> None:
        """The matches and line-ups made (after the rounds they belong to)."""
        for row, rows in ((TeamMatchRow, self.matches), (LineupRow, self.lineups)):
            if rows:
                s.execute(insert(row), rows)
