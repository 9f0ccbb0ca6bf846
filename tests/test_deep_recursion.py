"""No recursion in the engine whose depth grows with the number of players (issue 32).

A 9,999-player round once stopped with ``RecursionError`` in the blossom algorithm
(``augment_blossom`` recursed once per level of nested blossoms). Each case below is built so that
its matching must nest blossoms, or follow an augmenting path, hundreds of levels deep, and runs in
a fresh interpreter whose recursion limit is 200: any recursion per level fails it. Each case also
reports how deep it went, so that it cannot silently stop testing what it is about.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 200


def run_limited(*parts: str) -> dict[str, object]:
    """Run the script made of ``parts`` (each dedented) with the recursion limit at :data:`LIMIT`;
    it prints one JSON object."""
    prelude = f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nsys.setrecursionlimit({LIMIT})\n"
    script = "\n".join(textwrap.dedent(part) for part in parts)
    done = subprocess.run(
        [sys.executable, "-c", prelude + script],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


LADDER = """
def ladder(k):
    '''Vertices x_i = 2i, y_i = 2i + 1 (i < k), then r = 2k and z = 2k + 1. Edges: the rungs x_i-y_i,
    the rails x_i-x_(i+1) and y_i-y_(i+1), r with x_0 and y_0, z with the last x. Its only perfect
    matching is r-x_0, then rail pairs alternately on the y and x rails, and z-x_(k-1) (k even).'''
    x = lambda i: 2 * i
    y = lambda i: 2 * i + 1
    r, z = 2 * k, 2 * k + 1
    rungs = [(x(i), y(i)) for i in range(k)]
    rails = [(x(i), x(i + 1)) for i in range(k - 1)] + [(y(i), y(i + 1)) for i in range(k - 1)]
    ends = [(x(0), r), (y(0), r), (x(k - 1), z)]
    only = {(x(0), r), (x(k - 1), z)}
    for i in range(k - 1):
        only.add((y(i), y(i + 1)) if i % 2 == 0 else (x(i), x(i + 1)))
    return 2 * k + 2, rungs, rails + ends, only
"""


def test_blossom_matching_nests_blossoms_hundreds_deep_without_recursion() -> None:
    """The heavy rungs are matched first; the augmenting path from r to z then runs through a
    blossom that grows by one rung at a time, each holding the previous one."""
    result = run_limited(
        LADDER,
        """
        import json
        from engine.dutch import matching

        depth = {}
        deepest = [0]
        add_blossom = matching._Solver.add_blossom

        def counted(self, base, k):
            add_blossom(self, base, k)
            b = self.in_blossom[base]
            depth[b] = 1 + max(depth.get(c, 0) if c >= self.n else 0 for c in self.children[b])
            deepest[0] = max(deepest[0], depth[b])

        matching._Solver.add_blossom = counted
        n, rungs, others, only = ladder(400)
        weights = {e: 3 for e in rungs}
        weights.update({e: 2 for e in others})
        mate = matching.max_weight_near_perfect_matching(n, weights)
        pairs = {(v, m) for v, m in enumerate(mate) if v < m}
        print(json.dumps({"deepest": deepest[0], "only": pairs == only}))
        """,
    )
    assert result["deepest"] >= LIMIT
    assert result["only"] is True


def test_completion_follows_an_augmenting_path_through_every_player_without_recursion() -> None:
    """A path of 1,200 players numbered so that the greedy start pairs all but its two ends: the
    one augmenting path left runs through every player."""
    result = run_limited(
        """
        import json
        from engine.dutch.completion import completable

        m = 1200
        # path order p_0 .. p_(m-1); p_0 gets index m - 2, p_(m-1) index m - 1, p_t index t - 1.
        index = [m - 2] + list(range(m - 2)) + [m - 1]
        position = {v: t for t, v in enumerate(index)}
        adjacent = lambda i, j: abs(position[i] - position[j]) == 1
        mate = completable(m, adjacent, None)
        ok = mate is not None and all(adjacent(v, u) and mate[u] == v for v, u in enumerate(mate))
        print(json.dumps({"ok": ok, "ends": mate is not None and mate[m - 2] == index[1]}))
        """
    )
    assert result == {"ok": True, "ends": True}


def test_a_round_whose_only_pairing_needs_a_path_through_the_whole_field_without_recursion() -> None:
    """A round of 802 players who may only meet along a ladder (every other pair has met or is
    forbidden), paired by the 2025 and the 2017 engines, with and without the fast paths: the
    rungs look best at first, and the only complete pairing is found by an augmenting path (and
    its blossoms) through the whole field. The fast path's path is measured (longer than the
    recursion limit); the general path, which matches every bracket densely
    (``engine.dutch.matching``, not the implicit graphs' cardinality matcher), must find the same
    pairing under the same recursion limit."""
    result = run_limited(
        LADDER,
        """
        import json
        from fractions import Fraction
        from engine.dutch import GENERAL_PATH, FASTEST
        from engine.dutch.process import RoundPairer
        from engine.dutch.process2017 import RoundPairer2017
        from engine.dutch import completion
        from engine.dutch.state import Float, PlayerState
        from engine.model import Colour, PairingNumber

        longest = [0]
        augment = completion.CardinalityMatcher._augment

        def measured(self, end, parent):
            v, steps = end, 0
            while v != -1:
                v, steps = self.mate[parent[v]], steps + 1
            longest[0] = max(longest[0], steps)
            augment(self, end, parent)

        completion.CardinalityMatcher._augment = measured
        n, rungs, others, only = ladder(400)
        neighbours = {v: set() for v in range(n)}
        for a, b in rungs + others:
            neighbours[a].add(b)
            neighbours[b].add(a)
        numbers = list(range(1, n + 1))
        states = [
            PlayerState(
                number=PairingNumber(v + 1), rank=v, score=Fraction(1), pairing_score=Fraction(1),
                colours=(), preference=Colour.NONE, absolute=False, strong=False, imbalance=0,
                repeated=Colour.NONE, bye_eligible=True, played_games=1,
                float_1=Float.NONE, float_2=Float.NONE,
                forbidden=frozenset(
                    PairingNumber(x) for x in numbers if x - 1 != v and x - 1 not in neighbours[v]
                ),
            )
            for v in range(n)
        ]
        results = {}
        for name, pairer in (("2025", RoundPairer), ("2017", RoundPairer2017)):
            for options in (FASTEST, GENERAL_PATH):
                longest[0] = 0
                pairs, bye = pairer(states, 1, None, options).pair()
                key = name + (" general" if options is GENERAL_PATH else "")
                same = bye is None and {(min(a, b), max(a, b)) for a, b in pairs} == only
                results[key] = [same, longest[0]]
        print(json.dumps(results))
        """,
    )
    assert set(result) == {"2025", "2025 general", "2017", "2017 general"}
    for key, found in result.items():
        assert isinstance(found, list)
        same, longest = found
        assert same, key
        if not key.endswith("general"):  # the general path matches densely (engine.dutch.matching)
            assert longest >= LIMIT, f"{key}: the longest augmenting path had only {longest} steps"
