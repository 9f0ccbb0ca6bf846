"""CSV exports: players, pairings (boards and byes with results), results (one row per player and
round), standings with tie-breaks; for a team event also the team standings and the matches
(``outputs.exports.team_export``). UTF-8 with a byte-order mark (spreadsheets then read every script),
comma-separated, one header row.

The players and pairings files are also import formats: the player import (``arbiter import-csv``)
recognises the headers of the players file; ``arbiter import-results`` reads the results of a round
from the pairings file with the Result column filled in (``formats.csv_results``). Text cells that a
spreadsheet would take for a formula start with an apostrophe (``formats.csv_cells.spreadsheet_text``);
forfeits are written ``1F-0F``, ``0F-1F``, ``0F-0F`` (``+/-`` would be a formula too).
"""

from __future__ import annotations

import csv
import enum
import io
from collections.abc import Iterable, Sequence
from fractions import Fraction
from pathlib import Path

from engine.model import ResultCode
from engine.prizes import format_money
from formats.csv_cells import spreadsheet_text
from formats.csv_results import PAIRINGS_HEADER, csv_result
from osfiles.output_files import failed as output_failed
from osfiles.output_files import refuse_kept, write_output
from outputs.exports.team_export import match_rows, team_standings_rows
from outputs.snapshot import EventSnapshot
from outputs.text import BYE_WORDS, COLOUR_WORDS, points, tiebreak_text

ENCODING = "utf-8-sig"

PLAYERS_HEADER = (
    "No",
    "Name",
    "Title",
    "Rating",
    "Federation",
    "FIDE ID",
    "Sex",
    "Birth date",
    "Withdrawn from round",
)
RESULTS_HEADER = (
    "Round",
    "No",
    "Name",
    "Colour",
    "Opponent No",
    "Opponent",
    "Result code",
    "Points",
    "Score after round",
)
STANDINGS_FIXED = ("Place", "Rank", "No", "Name", "Title", "Rating", "Federation", "Points")


class Table(enum.Enum):
    """The tables ``arbiter export csv`` writes (one file each)."""

    PLAYERS = "players"
    PAIRINGS = "pairings"
    RESULTS = "results"
    STANDINGS = "standings"
    TEAM_STANDINGS = "team-standings"
    """A team event's (``outputs.exports.team_export``)."""
    MATCHES = "matches"
    """A team event's matches (``outputs.exports.team_export``)."""


TEAM_TABLES = frozenset({Table.TEAM_STANDINGS, Table.MATCHES})


def tables_of(snap: EventSnapshot) -> tuple[Table, ...]:
    """The tables ``arbiter export csv`` writes for the event: the team tables only for a team event."""
    return tuple(t for t in Table if snap.teams is not None or t not in TEAM_TABLES)


def _text(rows: Iterable[Sequence[object]]) -> str:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    return buffer.getvalue()


FEE_HEADER = ("Fee category", "Fee due", "Fee paid")
"""The players' entry fees (issue 33), after the other columns when the event records fees; amounts in
the currency's unit with two decimals (``1000.00``)."""


def players_rows(snap: EventSnapshot) -> list[tuple[object, ...]]:
    fees = {f.player.id: f for f in snap.fees}
    rows: list[tuple[object, ...]] = [PLAYERS_HEADER + (FEE_HEADER if fees else ())]
    for p in snap.players:
        fee = fees.get(p.id)
        rows.append(
            (
                p.number,
                spreadsheet_text(p.name),
                spreadsheet_text(p.title),
                p.rating or "",
                spreadsheet_text(p.federation),
                spreadsheet_text(p.fide_id),
                p.sex.value,
                spreadsheet_text(p.birth_date),
                p.withdrawn_from_round or "",
            )
            + (
                (
                    spreadsheet_text(fee.category.name if fee.category else ""),
                    format_money(Fraction(fee.due)),
                    format_money(Fraction(fee.paid)),
                )
                if fee is not None
                else ()
            )
        )
    return rows


def pairings_rows(snap: EventSnapshot, round_number: int | None = None) -> list[tuple[object, ...]]:
    """Every board of every round (or of one), then the round's players without an opponent."""
    people = snap.by_id
    rows: list[tuple[object, ...]] = [PAIRINGS_HEADER]
    for info in snap.rounds:
        if round_number is not None and info.number != round_number:
            continue
        for b in info.boards:
            w, k = people[b.white], people[b.black]
            rows.append(
                (
                    info.number,
                    b.board,
                    w.number,
                    spreadsheet_text(w.name),
                    w.rating or "",
                    csv_result(b.result),
                    k.number,
                    spreadsheet_text(k.name),
                    k.rating or "",
                )
            )
        byes = []
        if info.pairing_bye is not None:
            byes.append((people[info.pairing_bye], BYE_WORDS[ResultCode.PAIRING_BYE]))
        byes += [(people[b.player], BYE_WORDS[b.kind.code]) for b in info.byes]
        for p, words in sorted(byes, key=lambda x: x[0].number):
            rows.append(
                (info.number, "", p.number, spreadsheet_text(p.name), p.rating or "", words, "", "", "")
            )
    return rows


def results_rows(snap: EventSnapshot) -> list[tuple[object, ...]]:
    """One row per player and paired round: the TRF round cell in columns, the points and the score."""
    rows: list[tuple[object, ...]] = [RESULTS_HEADER]
    numbers = snap.by_number
    for p in snap.players:
        for line in snap.history(p):
            opponent = numbers.get(int(line.entry.opponent)) if line.entry.opponent is not None else None
            pending = line.entry.result is ResultCode.PENDING
            unpaired = line.entry.opponent is None and snap.bye_code(line.round, p) is None
            rows.append(
                (
                    line.round,
                    p.number,
                    spreadsheet_text(p.name),
                    COLOUR_WORDS[line.entry.colour],
                    opponent.number if opponent else "",
                    spreadsheet_text(opponent.name) if opponent else "",
                    "" if unpaired else line.entry.result.value.strip(),
                    "" if pending else points(line.points),
                    "" if pending else points(line.score_after),
                )
            )
    return rows


def standings_rows(snap: EventSnapshot) -> list[tuple[object, ...]]:
    """The event's standings (its one policy) after the last complete round; only a header without."""
    table = snap.standings
    labels = table.policy.labels if table else ()
    rows: list[tuple[object, ...]] = [(*STANDINGS_FIXED, *labels)]
    if table is None:
        return rows
    numbers = snap.by_number
    specs = table.policy.tiebreaks
    for s in table.rows:
        p = numbers[int(s.number)]
        rows.append(
            (
                s.place,
                s.rank,
                p.number,
                spreadsheet_text(p.name),
                spreadsheet_text(p.title),
                p.rating or "",
                spreadsheet_text(p.federation),
                points(s.points),
                *(tiebreak_text(v, spec) for v, spec in zip(s.values, specs, strict=True)),
            )
        )
    return rows


def table_text(snap: EventSnapshot, table: Table, round_number: int | None = None) -> str:
    """One table as CSV text."""
    if table is Table.PLAYERS:
        return _text(players_rows(snap))
    if table is Table.PAIRINGS:
        return _text(pairings_rows(snap, round_number))
    if table is Table.RESULTS:
        return _text(results_rows(snap))
    if table is Table.TEAM_STANDINGS:
        return _text(team_standings_rows(snap))
    if table is Table.MATCHES:
        return _text(match_rows(snap))
    return _text(standings_rows(snap))


def write_tables(
    snap: EventSnapshot, folder: Path, tables: Sequence[Table] | None = None, kept: Sequence[Path] = ()
) -> list[Path]:
    """``players.csv``, ``pairings.csv``, ``results.csv``, ``standings.csv`` (and for a team event
    ``team-standings.csv``, ``matches.csv``: ``tables_of``) in ``folder``, each whole or not at all,
    never over a file the program keeps (``kept``: the open tournament file;
    ``osfiles.output_files.write_output``)."""
    targets = {t: folder / f"{t.value}.csv" for t in (tables_of(snap) if tables is None else tables)}
    for target in targets.values():  # all refused before anything is made
        refuse_kept(target, kept)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise output_failed(folder, exc) from exc
    return [
        write_output(target, table_text(snap, t), kept, encoding=ENCODING) for t, target in targets.items()
    ]
