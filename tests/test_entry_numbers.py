"""The pairing numbers of new players placed together (``operations.entry_numbers``) are those of the
same players entered one after the other by C.04.2 (2026) art. 2.3-2.5 as written: each before the
first player, in number order, ranked below it, taking its number while the players from there on move
down by one (at the end when there is none); the next free number once four rounds are paired. The
rule is applied here one player at a time, on registered players in any order, with gaps between their
numbers and ranks shared."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from operations.entry_numbers import Rank, entry_numbers


def one_after_the_other(
    registered: list[tuple[Rank, int]], entries: list[Rank], by_rank: bool
) -> tuple[list[int], list[int]]:
    """The rule as written, one player at a time (what ``insert_player`` did for each row)."""
    players = [[rank, number] for rank, number in registered]  # in number order
    placed: list[list[Rank | int]] = []
    for rank in entries:
        last = int(players[-1][1]) if players else 0
        below = next((p for p in players if p[0] > rank), None) if by_rank else None
        number = int(below[1]) if below is not None else last + 1
        for p in players:
            if int(p[1]) >= number:
                p[1] = int(p[1]) + 1
        new: list[Rank | int] = [rank, number]
        placed.append(new)
        players.append(new)
        players.sort(key=lambda p: int(p[1]))
    return [int(p[1]) for p in placed], [int(p[1]) for p in players if not any(p is q for q in placed)]


ranks = st.tuples(st.integers(-2800, -1000), st.integers(0, 2), st.sampled_from(["a", "b", "c"]))
"""Few ratings, titles and names, so that ranks are often shared."""


@st.composite
def registered_players(draw: st.DrawFn) -> list[tuple[Rank, int]]:
    """Players in number order (numbers rising, sometimes with gaps), ranks in any order."""
    found = draw(st.lists(ranks, max_size=12))
    gaps = draw(st.lists(st.sampled_from([1, 1, 1, 2, 5]), min_size=len(found), max_size=len(found)))
    numbers = [sum(gaps[: i + 1]) for i in range(len(found))]
    return list(zip(found, numbers, strict=True))


@pytest.mark.sqlite_only("no_store")
@given(registered_players(), st.lists(ranks, max_size=12), st.booleans())
def test_players_placed_together_get_the_numbers_of_one_after_the_other(
    registered: list[tuple[Rank, int]], entries: list[Rank], by_rank: bool
) -> None:
    assert entry_numbers(registered, entries, by_rank) == one_after_the_other(registered, entries, by_rank)


@pytest.mark.sqlite_only("no_store")
def test_a_list_in_any_order_is_numbered_by_rank_among_the_registered() -> None:
    """Registered at 1 and 2 (ratings 2400, 2000); entered 1900, 2500, 2000 (a tie: after the
    registered one, C.04.2 art. 2.4), 2450."""
    registered: list[tuple[Rank, int]] = [((-2400, 0, "a"), 1), ((-2000, 0, "b"), 2)]
    entries: list[Rank] = [(-1900, 0, "c"), (-2500, 0, "d"), (-2000, 0, "b"), (-2450, 0, "e")]
    assert entry_numbers(registered, entries, True) == ([6, 1, 5, 2], [3, 4])
    assert entry_numbers(registered, entries, False) == ([3, 4, 5, 6], [1, 2])
