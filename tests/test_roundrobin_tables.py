"""The Berger tables of C.05 Annex 1, cell by cell.

Two oracles that do not share code with ``engine.roundrobin``:

- the published tables for 3-16 players (``tests/data/roundrobin/C05_Berger_Tables_3-16.md``, a copy of
  ``shared/rules/fide/C05_Berger_Tables_3-16.md``, whose tables were checked against the printed ones);
- the closed form that file states (who meets whom and with which colour), completed with the board
  order of the printed tables (board 1 is the game of the top number; then the player after the one
  it meets, counting round the numbers 1..n-1, sits with White on board 2, the next on board 3...),
  checked against the published tables and then used for 17-24 players.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.model import Board, RoundRobin
from engine.roundrobin import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RoundRobinError,
    berger_table,
    schedule,
    table_size,
)
from tests.conftest import SHARED, shared_material

TABLES = Path(__file__).resolve().parent / "data" / "roundrobin" / "C05_Berger_Tables_3-16.md"

Table = list[list[tuple[int, int]]]


def published_tables(text: str) -> dict[int, Table]:
    """The markdown tables of section 3, by table size: round by round, (white, black) by board."""
    tables: dict[int, Table] = {}
    size = 0
    for line in text.splitlines():
        heading = re.match(r"### (\d+) or (\d+) players", line)
        if heading:
            size = int(heading.group(2))
            tables[size] = []
            continue
        row = re.match(r"\| (\d+) \|(.*)\|$", line)
        if row and size:
            assert int(row.group(1)) == len(tables[size]) + 1, line
            cells = [c.strip() for c in row.group(2).split("|")]
            tables[size].append([(int(w), int(b)) for w, b in (c.split("-") for c in cells)])
    return tables


PUBLISHED = published_tables(TABLES.read_text(encoding="utf-8"))


def closed_form(n: int) -> Table:
    """The table of size ``n`` (even) from the closed form of C05_Berger_Tables_3-16.md section 2."""
    m = n - 1
    rounds: Table = []
    for r in range(1, n):
        top_partner = next(i for i in range(1, n) if (2 * i - (r + 1)) % m == 0)
        first = (n, top_partner) if r % 2 == 0 else (top_partner, n)
        boards = [first]
        for k in range(2, n // 2 + 1):
            a = (top_partner - 1 + k - 1) % m + 1
            b = next(j for j in range(1, n) if j != a and (a + j - (r + 1)) % m == 0)
            white = a if (b - a) % m % 2 == 1 else b
            boards.append((white, b if white == a else a))
        rounds.append(boards)
    return rounds


def as_pairs(table: tuple[tuple[Board, ...], ...]) -> Table:
    return [[(int(b.white), int(b.black)) for b in r] for r in table]


def test_the_published_file_has_every_table_from_4_to_16() -> None:
    assert sorted(PUBLISHED) == [4, 6, 8, 10, 12, 14, 16]
    for n, table in PUBLISHED.items():
        assert len(table) == n - 1 and all(len(r) == n // 2 for r in table)


def test_the_copy_is_the_shared_file() -> None:
    shared = shared_material(SHARED / "rules" / "fide" / "C05_Berger_Tables_3-16.md", "the Berger tables")
    assert published_tables(shared.read_text(encoding="utf-8")) == PUBLISHED


@pytest.mark.parametrize("players", range(3, 17))
def test_table_equals_the_published_one_cell_by_cell(players: int) -> None:
    table = as_pairs(berger_table(players))
    published = PUBLISHED[players + players % 2]
    for r, (ours, theirs) in enumerate(zip(table, published, strict=True), start=1):
        for board, (mine, printed) in enumerate(zip(ours, theirs, strict=True), start=1):
            assert mine == printed, f"{players} players, round {r}, board {board}"


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_the_closed_form_gives_the_published_tables(n: int) -> None:
    assert closed_form(n) == PUBLISHED[n]


@pytest.mark.parametrize("players", range(17, 25))
def test_tables_of_17_to_24_players_follow_the_closed_form(players: int) -> None:
    assert as_pairs(berger_table(players)) == closed_form(players + players % 2)


@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_every_pair_meets_once_and_colours_balance(players: int) -> None:
    n = table_size(players)
    table = berger_table(players)
    met: set[frozenset[int]] = set()
    whites = dict.fromkeys(range(1, n + 1), 0)
    for boards in table:
        seated = [p for b in boards for p in (b.white, b.black)]
        assert sorted(seated) == list(range(1, n + 1))
        for b in boards:
            pair = frozenset((int(b.white), int(b.black)))
            assert pair not in met
            met.add(pair)
            whites[b.white] += 1
    assert len(met) == n * (n - 1) // 2
    # with n - 1 games each, nobody has more than one colour more than the other
    assert all(abs(2 * w - (n - 1)) <= 1 for w in whites.values())


@pytest.mark.parametrize("players", [2, 25, 0, -1])
def test_sizes_outside_the_tables_are_refused(players: int) -> None:
    with pytest.raises(RoundRobinError, match="3 to 24 players"):
        berger_table(players)


@pytest.mark.parametrize("players", range(3, 17))
def test_single_round_robin_is_the_table_without_the_dummy(players: int) -> None:
    published = PUBLISHED[players + players % 2]
    dummy = players + 1
    for r, planned in enumerate(schedule(players, RoundRobin()), start=1):
        row = published[r - 1]
        expected = [(w, b) for w, b in row if dummy not in (w, b) or players % 2 == 0]
        assert [(int(b.white), int(b.black)) for b in planned.boards] == expected
        free = [w if b == dummy else b for w, b in row if dummy in (w, b)] if players % 2 else []
        assert ([int(planned.free)] if planned.free is not None else []) == free
        assert (planned.cycle, planned.table_round, planned.round) == (1, r, r)
