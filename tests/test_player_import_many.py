"""A list of 2,000 players imported into a section of 400 (issue 30 item 5: the import read every
registered player again for each row and compared each row with all the rows before it; now each is
looked up once): the same refusals, the same players stored, numbered by rank (C.04.2 (2026) art. 2.2,
2.4/2.5), on a file and on a server.

The list is built of ten kinds of rows, each kind 200 times; each refusal it expects is written here
from the definition of a duplicate (``operations.ops_player_import``: the same FIDE id when both rows
have one, else the same name with case and spacing ignored; the first registered player, in number
order, that is the same; else the first row before it that is), so that a comparison left out, or
made where it must not be, changes the list of refusals:

0. a new player with a FIDE id; 1. one without; 2. the FIDE id of a registered player under another
name (refused: "FIDE id"); 3. the name of a registered player without FIDE id, in other case and
spacing, with a FIDE id of its own (refused: "name"); 4. the name of a registered player with a FIDE id,
without one (refused: "name"); 5. that name with another FIDE id (not the same player: stored);
6. the FIDE id of a kind-0 row under another name (refused: "on line ... too"); 7. the name of a kind-1
row in other case and spacing (refused: "on line ... too"); 8. the name of a kind-0 row with another
FIDE id (stored); 9. the name of a registered player without FIDE id and the FIDE id of the next one
(refused: the first of the two in number order, by "name").
"""

from __future__ import annotations

import pytest

from formats.csv_players import ParsedCsv, parse_players_csv
from tests.test_db_support import new_file

REGISTERED = 400
CYCLES = 200
"""Rows of each kind: 10 x 200 = 2,000 rows."""


def registered_fide(i: int) -> str:
    """The FIDE id of registered player ``i`` (number ``i + 1``): the odd ones have one."""
    return str(1_000_000 + i) if i % 2 else ""


def registered_name(i: int) -> str:
    return f"Reg{i:04d}, Anna"


def registered_list() -> ParsedCsv:
    rows = [f'"{registered_name(i)}",{2600 - i},{registered_fide(i)}' for i in range(REGISTERED)]
    return parse_players_csv("Name,Rating,FIDE ID\n" + "\n".join(rows), "registered.csv")


def row(index: int) -> tuple[str, str]:
    """Row ``index`` of the list (its kind is ``index % 10``): its name and FIDE id."""
    c, kind = divmod(index, 10)
    own = str(2_000_000 + index)
    return {
        0: (f"Fresh{c:04d}, Ann", own),
        1: (f"Loose{c:04d}, Ben", ""),
        2: (f"Other{c:04d}, Carl", registered_fide(2 * c + 1)),
        3: (f"reg{2 * c:04d},ANNA", own),
        4: (registered_name(2 * c + 1), ""),
        5: (registered_name(2 * c + 1), own),
        6: (f"Twin{c:04d}, Dan", str(2_000_000 + 10 * c)),
        7: (f"LOOSE{c:04d},  ben", own),
        8: (f"Fresh{c:04d}, Ann", own),
        9: (registered_name(2 * c), registered_fide(2 * c + 1)),
    }[kind]


def rating(index: int) -> int:
    """Ratings in no order, among the registered players' (2201-2600) and below."""
    return 1000 + (index * 7919) % 1600


def the_list() -> ParsedCsv:
    lines = [f'"{row(i)[0]}",{rating(i)},{row(i)[1]}' for i in range(10 * CYCLES)]
    return parse_players_csv("Name,Rating,FIDE ID\n" + "\n".join(lines), "many.csv")


def expected_refusals(parsed: ParsedCsv) -> list[tuple[int, str, int | None]]:
    """(line, sentence, the registered player's index or None) of every row refused, by kind (see the
    module's docstring)."""
    refused: list[tuple[int, str, int | None]] = []
    for index, csv_row in enumerate(parsed.rows):
        c, kind = divmod(index, 10)
        name, line = csv_row.details.name, csv_row.line
        if kind in (2, 4):
            why = f"FIDE id {registered_fide(2 * c + 1)}" if kind == 2 else "name"
            same = f"#{2 * c + 2} {registered_name(2 * c + 1)}"
            refused.append((line, f"{name} is already registered as {same} ({why})", 2 * c + 1))
        elif kind in (3, 9):
            same = f"#{2 * c + 1} {registered_name(2 * c)}"
            refused.append((line, f"{name} is already registered as {same} (name)", 2 * c))
        elif kind in (6, 7):
            refused.append((line, f"{name} is on line {parsed.rows[index - 6].line} too", None))
    return refused


def test_the_list_is_what_its_kinds_say() -> None:
    """The rows read as written (the CSV reader keeps names, case and spacing as given)."""
    parsed = the_list()
    assert not parsed.problems and len(parsed.rows) == 10 * CYCLES
    assert [(r.details.name, r.details.fide_id) for r in parsed.rows[:10]] == [row(i) for i in range(10)]
    assert len(expected_refusals(parsed)) == 6 * CYCLES


@pytest.mark.slow
def test_a_list_of_2000_rows_is_refused_row_by_row_as_the_definition_says(store_url: str) -> None:
    parsed = the_list()
    with new_file(store_url, players=0) as tf:
        tf.players.import_list(registered_list())
        preview = tf.players.preview_import(parsed)
        expected = expected_refusals(parsed)
        assert [(p.line, p.message) for p in preview.problems] == [(line, said) for line, said, _ in expected]
        assert [(line, p.number, p.name) for line, p in preview.duplicates] == [
            (line, i + 1, registered_name(i)) for line, _, i in expected if i is not None
        ]
        refused = {line for line, _, _ in expected}
        kept = [r for r in parsed.rows if r.line not in refused]
        done = tf.players.import_list(parsed, skip_problems=True)
        assert [p.line for p in done.skipped] == sorted(refused)
        stored = [(p.name, p.fide_id, p.rating) for p in tf.players.all()]  # in number order
    registered = [(registered_name(i), registered_fide(i), 2600 - i, 0, i) for i in range(REGISTERED)]
    new = [(r.details.name, r.details.fide_id, r.details.rating, 1, r.line) for r in kept]
    # C.04.2 art. 2.2: by rating, then (all untitled) by name; art. 2.4: a late entry after the
    # registered player of the same rank, late entries of the same rank in the order of the list
    by_rank = sorted([*registered, *new], key=lambda p: (-p[2], p[0].casefold(), p[3], p[4]))
    assert stored == [(name, fide_id, elo) for name, fide_id, elo, _, _ in by_rank]
