"""Teams and their rosters from a CSV file (``arbiter import-teams``): one row per player, with the
team's name and the player's board in its roster beside the player's columns of a players list
(``formats.csv_players``: name, rating, FIDE ID, federation...).

Recognised headers besides the players' (case-insensitive): team / club / team name, board / bd /
board no. A row without a team or with a board that is not a whole number from 1 is a problem of
its line; two players of one team on one board too. The rows of a team are put in board order.

>>> parsed = parse_teams_csv("Team,Board,Name,Rating\\nAlpha,2,Bo,2100\\nAlpha,1,Al,2200\\n")
>>> [(t.name, [r.details.name for r in t.players]) for t in parsed.teams]
[('Alpha', ['Al', 'Bo'])]
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from engine.i18n import translate
from formats.csv_cells import csv_file_text, from_spreadsheet
from formats.csv_players import CsvImportError, CsvRow, _record_lines, parse_players_csv
from values import ImportProblem

_TEAM = ("team", "club", "team name", "teamname")
_BOARD = ("board", "bd", "board no", "board no.", "board number")


@dataclass(frozen=True, slots=True)
class CsvTeam:
    """A team read: its name (as first written) and its players by board."""

    name: str
    players: tuple[CsvRow, ...]


@dataclass(frozen=True, slots=True)
class ParsedTeams:
    """Every team read, in the order of their first row, and every row that could not be read."""

    teams: tuple[CsvTeam, ...]
    problems: tuple[ImportProblem, ...]
    source: str = ""

    @property
    def rows(self) -> int:
        return sum(len(t.players) for t in self.teams) + len(self.problems)


def _column(header: list[str], names: tuple[str, ...]) -> int | None:
    for i, h in enumerate(header):
        if " ".join(h.strip().lower().replace("_", " ").split()) in names:
            return i
    return None


def parse_teams_csv(text: str, source: str = "") -> ParsedTeams:
    """The teams of a CSV text; ``CsvImportError`` when it is no list of players, or has no team
    column."""
    players = parse_players_csv(text, source)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    records = list(csv.reader(io.StringIO(text, newline=""), dialect))
    team_col, board_col = _column(records[0], _TEAM), _column(records[0], _BOARD)
    if team_col is None:
        raise CsvImportError(
            translate("DbImport", "line 1: no team column found in {header!r} (expected 'Team')").format(
                header=", ".join(records[0])
            )
        )
    line_of = _record_lines(text, dialect, len(records))
    cells = {line_of[i]: r for i, r in enumerate(records) if i}
    problems = list(players.problems)
    teams: dict[str, tuple[str, list[tuple[int, CsvRow]]]] = {}
    for row in players.rows:
        record = cells[row.line]
        team = from_spreadsheet(record[team_col].strip()) if team_col < len(record) else ""
        board_text = record[board_col].strip() if board_col is not None and board_col < len(record) else ""
        if not team:
            problems.append(
                ImportProblem(
                    row.line, translate("DbImport", "no team for {name}").format(name=row.details.name)
                )
            )
            continue
        key = " ".join(team.split()).casefold()
        entry = teams.setdefault(key, (" ".join(team.split()), []))
        if board_text and not (board_text.isascii() and board_text.isdigit() and int(board_text) >= 1):
            problems.append(
                ImportProblem(
                    row.line,
                    translate("DbImport", "board {board!r} is not a whole number from 1").format(
                        board=board_text
                    ),
                )
            )
            continue
        board = int(board_text) if board_text else len(entry[1]) + 1
        if any(b == board for b, _r in entry[1]):
            problems.append(
                ImportProblem(
                    row.line,
                    translate("DbImport", "{team} has two players on board {board}").format(
                        team=entry[0], board=board
                    ),
                )
            )
            continue
        entry[1].append((board, row))
    found = tuple(
        CsvTeam(name, tuple(r for _b, r in sorted(rows, key=lambda br: br[0])))
        for name, rows in teams.values()
    )
    return ParsedTeams(found, tuple(sorted(problems, key=lambda p: p.line)), source)


def read_teams_csv_file(path: Path) -> ParsedTeams:
    """``parse_teams_csv`` of a file; ``CsvImportError`` when it cannot be read or is not text."""
    return parse_teams_csv(
        csv_file_text(path, CsvImportError, translate("DbImport", "the team list")), path.name
    )
