"""``arbiter explain FILE ROUND [BOARD]``: the window's Explain pairing from a terminal, for every system
that has an explanation (the Dutch brackets; the Berger table; the checker's articles of Burstein, Dubov,
Lim and Double-Swiss), and one board's part of it; of an event in a file and on the tests' PostgreSQL
server (``store_url``, issue 30 item 4)."""

from __future__ import annotations

import pytest

import operations
from tests.test_db_cli import cli, ok, refused

RATINGS = (2290, 2240, 2190, 2140, 2090, 2040, 1990)


def _event(path: str, system: str, players: int = 7) -> str:
    ok("new", path, "--name", "Explained", "--rounds", "5", "--system", system)
    for number, rating in enumerate(RATINGS[:players], start=1):
        ok("add-player", path, "--name", f"Player {number}, A", "--rating", str(rating))
    return path


def _boards(path: str, round_number: int) -> list[tuple[int, int, int]]:
    with operations.open_file(path) as tf:
        return [(b.board, int(b.white_number), int(b.black_number)) for b in tf.rounds.boards(round_number)]


def _two_rounds(path: str) -> None:
    ok("pair", path)
    for board, _, _ in _boards(path, 1):
        ok("result", path, "1", str(board), "1-0")
    ok("pair", path)


def test_a_dutch_round_is_explained_bracket_by_bracket_and_a_board_by_its_brackets(store_url: str) -> None:
    path = _event(store_url, "dutch")
    _two_rounds(path)
    whole = ok("explain", path, "2").splitlines()
    assert whole[0].startswith("Round 2 (FIDE Dutch system")
    pairs = {frozenset(int(n) for n in line.split(" - ")) for line in whole if " - " in line}
    assert pairs == {frozenset((w, b)) for _, w, b in _boards(path, 2)}  # each board, in its bracket
    heads = [line for line in whole if line.startswith("  bracket")]
    assert len(heads) >= 2
    board, white, black = _boards(path, 2)[-1]
    part = ok("explain", path, "2", str(board)).splitlines()
    assert part[0] == f"round 2, board {board}: {white} - {black}"
    assert part[1] == whole[0]
    shown = [line for line in part if line.startswith("  bracket")]
    assert shown and set(shown) < set(heads)  # fewer brackets than the whole round
    # each bracket shown holds one of the two players: as a resident, moved down, paired or floated
    blocks = "\n".join(part[2:]).split("\n  bracket")
    for block in blocks:
        words = block.replace("[", " ").replace("]", " ").replace(",", " ").split()
        numbers = {int(n) for n in words if n.isdigit()}
        assert {white, black} & numbers, block
    assert not any("pairing-allocated bye" in line for line in part)


@pytest.mark.parametrize(
    ("system", "name", "article"), [("lim", "Lim System", "2.1"), ("dubov", "Dubov System", "[C1]")]
)
def test_a_hand_made_rematch_is_named_by_the_checker_of_lim_and_dubov(
    store_url: str, system: str, name: str, article: str
) -> None:
    path = _event(store_url, system, players=6)
    ok("pair", path)
    first = _boards(path, 1)
    for board, _, _ in first:
        ok("result", path, "1", str(board), "1/2")
    ok("pair", path)
    (_, w1, b1), (_, w2, b2), (_, w3, b3) = first
    rematches = (f"{b1}-{w1}", f"{b2}-{w2}", f"{b3}-{w3}")
    ok("set-pairing", path, "2", *(a for r in rematches for a in ("--board", r)))
    whole = ok("explain", path, "2")
    assert f"Round 2 was paired by the {name}" in whole
    assert "breaks no article" not in whole and article in whole, whole
    part = ok("explain", path, "2", "1").splitlines()
    assert part[0] == f"round 2, board 1: {b1} - {w1}"
    about_board = [line for line in whole.splitlines() if f"{b1} and {w1} have played" in line]
    assert about_board and part[2:] == about_board, part  # the other boards' rematches left out
    assert len(whole.splitlines()) > len(part) - 1


@pytest.mark.parametrize(
    ("system", "name"), [("burstein", "Burstein System"), ("double-swiss", "Double-Swiss System")]
)
def test_an_untouched_board_of_a_burstein_or_double_swiss_round_shows_nothing_found(
    store_url: str, system: str, name: str
) -> None:
    path = _event(store_url, system, players=6)
    ok("pair", path)
    assert ok("explain", path, "1").splitlines() == [
        f"Round 1 was paired by the {name}; the bracket-by-bracket account is written for the Dutch "
        "System only.",
        "Its pairing is the engine's: it breaks no article.",
    ]
    _, white, black = _boards(path, 1)[0]
    assert ok("explain", path, "1", "1").splitlines()[::2] == [
        f"round 1, board 1: {white} - {black}",
        "The checker finds nothing about this board's players.",
    ]


def test_a_round_robin_round_is_explained_by_its_berger_table(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "Club", "--system", "berger")
    for number, rating in enumerate(RATINGS[:4], start=1):
        ok("add-player", path, "--name", f"Player {number}, A", "--rating", str(rating))
    ok("pair", path)
    out = ok("explain", path, "1")
    assert "Round 1 of a" in out and "Berger table for 4 (C.05 Annex 1)" in out
    _, white, black = _boards(path, 1)[1]
    assert ok("explain", path, "1", "2").startswith(f"round 1, board 2: {white} - {black}\n")


@pytest.mark.parametrize(("round_number", "board"), [("2", "9"), ("1", "0")])
def test_a_board_or_round_the_file_lacks_is_refused_in_one_line(
    store_url: str, round_number: str, board: str
) -> None:
    path = _event(store_url, "dutch", players=4)
    ok("pair", path)
    err = refused("explain", path, round_number, board)
    if round_number == "1":
        assert "Round 1 has no board 0 (it has 2)." in err
    code, out, _ = cli("explain", path)
    assert code == 2 and out == ""


def test_a_round_of_team_matches_is_refused_in_one_line(store_url: str) -> None:
    """A team event's round has no account of how it was paired (the individual Dutch account of its
    players would be wrong): one sentence, exit 1."""
    path = store_url
    ok("new", path, "--name", "Teams", "--rounds", "3", "--system", "team-swiss", "--boards", "2")
    for team in range(1, 5):
        ok("add-team", path, f"Team {team}", "--player", f"A{team}, X;2100", "--player", f"B{team}, X;2000")
    ok("pair", path)
    err = refused("explain", path, "1")
    assert "Round 1 is a round of team matches" in err
