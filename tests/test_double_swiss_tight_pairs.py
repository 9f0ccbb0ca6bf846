"""The tight pairs of a cheapest perfect matching (``engine.double_swiss.legal.cheapest_with_tight_pairs``),
which the bracket search of C.04.5 art. 3.6 / C.04.6 art. 3.6.4 uses to decide whether a pairing of
least cost is left: checked against every perfect matching of small random graphs, counted by brute
force here (not by the code under test)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.double_swiss.legal import cheapest_perfect_matching, cheapest_with_tight_pairs


def perfect_matchings(
    players: list[int], pairs: dict[tuple[int, int], int]
) -> Iterator[list[tuple[int, int]]]:
    """Every perfect matching of ``players`` over ``pairs`` (brute force)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for other in rest:
        if (first, other) in pairs:
            left = [p for p in rest if p != other]
            for tail in perfect_matchings(left, pairs):
                yield [(first, other), *tail]


def random_graph(rng: random.Random) -> tuple[list[int], list[tuple[int, int, int]]]:
    players = sorted(rng.sample(range(1, 40), 2 * rng.randint(1, 4)))
    costs = [
        (a, b, rng.choice((0, 0, 1, 2, 9, 10)))
        for i, a in enumerate(players)
        for b in players[i + 1 :]
        if rng.random() < 0.7
    ]
    return players, costs


def test_the_tight_pairs_make_exactly_the_cheapest_perfect_matchings() -> None:
    rng = random.Random(32)
    proved = 0
    for _ in range(200):
        players, costs = random_graph(rng)
        pairs = {(a, b): c for a, b, c in costs}
        every = [(m, sum(pairs[p] for p in m)) for m in perfect_matchings(players, pairs)]
        found = cheapest_with_tight_pairs(players, costs)
        if not every:
            assert found is None
            continue
        assert found is not None
        mates, total, tight = found
        least = min(c for _m, c in every)
        assert total == least
        assert sum(pairs[(a, b)] for a, b in pairs if mates[a] == b) == least
        reference = cheapest_perfect_matching(players, costs)
        assert reference is not None and reference[0] == mates  # the same solver, the same matching
        if tight is None:
            continue
        proved += 1
        tight_set = set(tight)
        for matching, cost in every:
            assert (cost == least) == tight_set.issuperset(matching)
    assert proved > 150  # the duals alone prove most of them
