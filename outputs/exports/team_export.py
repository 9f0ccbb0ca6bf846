"""The exports of a team event (issue 29 item 5): the team standings and the matches as CSV tables
(``team-standings.csv``, ``matches.csv``, beside the players' tables of ``outputs.exports.csv_export``)
and the ``teams`` part of the JSON document (``outputs.exports.json_export``; its schema in
``event.schema.json``, ``$defs/teams``). For programs: English headers and keys, exact numbers.

The standings are the teams area's, after the last round with every result (as the web folder's and
the printed ones by default: ``outputs.team_snapshot``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from formats.csv_cells import spreadsheet_text
from outputs.snapshot import EventSnapshot
from outputs.team_snapshot import TeamSnapshot
from outputs.text import points

TEAM_STANDINGS_FIXED = ("Rank", "No", "Team", "Match points", "Game points")
MATCHES_HEADER = (
    "Round",
    "Match",
    "Team No",
    "Team",
    "Opponent No",
    "Opponent",
    "Game points",
    "Opponent game points",
    "Complete",
)
"""One row per match, the team with White on board 1 first; a pairing-allocated bye has no opponent and
its points blank (the standings count them, C.04.6 1.4)."""


def team_standings_rows(snap: EventSnapshot) -> list[tuple[object, ...]]:
    """The team standings after the last round with every result (the tie-breaks by their C.07 codes);
    a header only for an individual event."""
    teams = snap.teams
    if teams is None:
        return [TEAM_STANDINGS_FIXED]
    table = teams.table(teams.complete)
    rows: list[tuple[object, ...]] = [(*TEAM_STANDINGS_FIXED, *table.codes)]
    for s in table.rows:
        rows.append(
            (
                s.rank,
                s.number,
                spreadsheet_text(teams.team(s.number).name),
                points(s.match_points),
                points(s.game_points),
                *("" if v is None else points(v) for v in s.tiebreaks),
            )
        )
    return rows


def match_rows(snap: EventSnapshot) -> list[tuple[object, ...]]:
    """Every match of every paired round (see ``MATCHES_HEADER``)."""
    rows: list[tuple[object, ...]] = [MATCHES_HEADER]
    teams = snap.teams
    if teams is None:
        return rows
    for matches in teams.rounds:
        for m in matches:
            white = teams.team(m.white)
            black = teams.team(m.black) if m.black is not None else None
            rows.append(
                (
                    m.round,
                    m.match,
                    white.number,
                    spreadsheet_text(white.name),
                    black.number if black else "",
                    spreadsheet_text(black.name) if black else "",
                    points(m.white_points) if black and m.complete else "",
                    points(m.black_points) if black and m.complete else "",
                    "yes" if m.complete else "no",
                )
            )
    return rows


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def team_document(teams: TeamSnapshot | None) -> dict[str, Any] | None:
    """The ``teams`` part of the JSON document: the settings, the teams with their rosters (players by
    pairing number, board order), every match with its line-ups and game points, the team standings
    after the last complete round and the board results; None for an individual event."""
    if teams is None:
        return None
    number = {p.id: int(p.number) for p in teams.players.values()}
    table = teams.table(teams.complete)
    return {
        "format": teams.settings.format.value,
        "boards": teams.settings.boards,
        "system": teams.settings.code,
        "colour_sequence": teams.settings.sequence,
        "teams": [
            {
                "number": t.number,
                "name": t.name,
                "captain": t.captain or None,
                "roster": [int(p.number) for p in t.roster],
            }
            for t in teams.teams
        ],
        "matches": [
            {
                "round": m.round,
                "match": m.match,
                "white": m.white,
                "black": m.black,
                "white_lineup": [number[p] for p in m.white_lineup],
                "black_lineup": [number[p] for p in m.black_lineup],
                "white_points": _number(m.white_points) if m.black is not None and m.complete else None,
                "black_points": _number(m.black_points) if m.black is not None and m.complete else None,
                "complete": m.complete,
            }
            for matches in teams.rounds
            for m in matches
        ],
        "standings": {
            "after_round": table.after_round,
            "tiebreaks": list(table.codes),
            "rows": [
                {
                    "rank": s.rank,
                    "team": s.number,
                    "match_points": _number(s.match_points),
                    "game_points": _number(s.game_points),
                    "tiebreaks": [None if v is None else _number(v) for v in s.tiebreaks],
                }
                for s in table.rows
            ],
        },
        "board_results": [
            {
                "board": b.board,
                "team": b.team,
                "player": number[b.player],
                "games": b.games,
                "points": _number(b.points),
                "performance": b.performance,
            }
            for b in teams.board_scores
        ],
    }
