"""No recursion that deepens with the field in the engines of the 2013 edition, Burstein, Dubov and Lim
(issue 32 item 1).

``tests/test_deep_recursion.py`` pairs a round whose only pairing needs an augmenting path through
the whole field with the 2025 and 2017 engines; ``tests/test_deep_recursion_systems.py`` covers the
procedure the Double-Swiss and Swiss Team systems share. The other engines match with code of their
own: the 2013 engine's completion (``engine.dutch2012.process`` over
``engine.dutch.completion.CardinalityMatcher``), the Burstein System's warm-started blossom matching
(``engine.burstein.dynamic_matching``, C.04.4.2), the Dubov System's bipartite matching of a bracket
(``engine.bipartite_matching``, C.04.4.1 art. 3.2.4-3.2.5) and the Lim System's completion
(``engine.lim.complete``, C.04.4.3 art. 2.1). Each is given here a first round whose players may only
meet along a ladder (every other pair forbidden, TRF 260): its only pairing is found by an augmenting
path through the field. Each runs in a fresh interpreter whose recursion limit is lower than that
path is long (the longest augmentation is measured, as the number of players whose partner it
changed, so that a case cannot silently stop testing what it is about).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

ROUND = """
import json, random, sys
from engine.model import ForbiddenPairs, PairingNumber, PairingSystem, Player, RulesEdition, Tournament
from engine.burstein import dynamic_matching
from engine import bipartite_matching as bipartite
from engine.dutch import completion, matching

k, system, shuffle = K, SYSTEM, SHUFFLE
# The ladder of tests/test_deep_recursion.py: x_i = 2i, y_i = 2i + 1, r = 2k, z = 2k + 1; rungs
# x_i-y_i, rails x_i-x_(i+1) and y_i-y_(i+1), r with x_0 and y_0, z with the last x. Its only
# perfect matching: r-x_0, rail pairs alternately on the y and x rails, z-x_(k-1) (k even).
n = 2 * k + 2
edges = [(2 * i, 2 * i + 1) for i in range(k)]
edges += [(2 * i, 2 * i + 2) for i in range(k - 1)] + [(2 * i + 1, 2 * i + 3) for i in range(k - 1)]
edges += [(0, 2 * k), (1, 2 * k), (2 * k - 2, 2 * k + 1)]
only = [(0, 2 * k), (2 * k - 2, 2 * k + 1)]
only += [(2 * i + 1, 2 * i + 3) if i % 2 == 0 else (2 * i, 2 * i + 2) for i in range(k - 1)]
place = list(range(n))  # vertex -> player (0-based), shuffled when the ranking alone would find it
if shuffle:
    random.Random(shuffle).shuffle(place)
meet = {frozenset((place[a], place[b])) for a, b in edges}
players = tuple(Player(PairingNumber(v + 1), f"Player {v + 1}", rating=2500 - v) for v in range(n))
forbidden = tuple(
    ForbiddenPairs((PairingNumber(a + 1), PairingNumber(b + 1)))
    for a in range(n)
    for b in range(a + 1, n)
    if frozenset((a, b)) not in meet
)
longest = {}

def measured(key, owner, name, steps):
    # wrap owner.name to note the deepest stack a recursion per step of its walk would need: the
    # frames below the call, plus the steps one call walks (steps(args), read before the call)
    original = getattr(owner, name)
    longest[key] = 0
    def augment(*args):
        frames, frame = 0, sys._getframe()
        while frame is not None:
            frames, frame = frames + 1, frame.f_back
        longest[key] = max(longest[key], frames + steps(args))
        return original(*args)
    setattr(owner, name, augment)

def completion_steps(args):
    # the pairs along the augmenting path that CardinalityMatcher._augment turns
    matcher, v, parent = args[0], args[1], args[2]
    found = 0
    while v != -1:
        v, found = matcher.mate[parent[v]], found + 1
    return found

def blossom_steps(args):
    # the turns of BlossomForest._augment_from's loop: (outer, inner) steps up to the root
    forest, s = args[0], args[1]
    bs, found = forest.in_blossom[s], 0
    while forest.label_end[bs] != -1:
        t = forest.end_vertex[forest.label_end[bs]]
        bt = forest.in_blossom[t]
        bs, found = forest.in_blossom[forest.end_vertex[forest.label_end[bt]]], found + 1
    return found

measured("completion", completion.CardinalityMatcher, "_augment", completion_steps)
# the blossom matchings turn a path from each end of its new edge up to that end's root
measured("blossom", matching._Solver, "_augment_from", blossom_steps)
measured("dynamic", dynamic_matching.DynamicMatching, "_augment_from", blossom_steps)
measured("bipartite", bipartite, "_augment", lambda args: 0)  # Dubov's: not used by its round 1
if system == "2013":
    from engine.dutch2012.pairing import pair_round
    settings = {"rules": RulesEdition.DUTCH_2013}
else:
    pair_round = __import__(f"engine.{system}.pairing", fromlist=["pair_round"]).pair_round
    settings = {"system": PairingSystem[system.upper()]}
event = Tournament(name="Ladder", number_of_rounds=5, players=players, forbidden_pairs=forbidden, **settings)
sys.setrecursionlimit(LIMIT)  # once the engine is imported: its import chain's depth is not the walk's
pairing = pair_round(event, 1)
got = {frozenset((int(b.white) - 1, int(b.black) - 1)) for b in pairing.boards}
want = {frozenset((place[a], place[b])) for a, b in only}
print(json.dumps({"only": got == want and pairing.bye is None, "longest": longest}))
"""


def pair_ladder(system: str, rungs: int, shuffle: int, limit: int) -> dict[str, object]:
    """Pair round 1 of a ladder of ``rungs`` rungs with ``system``'s engine, with the recursion limit
    at ``limit``; the players' numbers shuffled by the seed ``shuffle`` (0: in ladder order)."""
    prelude = (
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        f"K, SYSTEM, SHUFFLE, LIMIT = {rungs}, {system!r}, {shuffle}, {limit}\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", prelude + textwrap.dedent(ROUND)],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(
    ("system", "rungs", "shuffle", "limit", "matcher"),
    [
        # the 2013 engine's completion: a path through all 802 players
        ("2013", 400, 0, 200, "completion"),
        # Burstein's warm-started blossom matching: a path through some 1,000 players
        ("burstein", 500, 0, 200, "dynamic"),
        # Lim: in ladder order its greedy finds the pairing; shuffled, the blossom matching
        # (engine.dutch.matching, through engine.lim.complete) finds it
        ("lim", 220, 2, 100, "blossom"),
    ],
)
def test_a_round_whose_only_pairing_needs_a_path_through_the_field_without_recursion(
    system: str, rungs: int, shuffle: int, limit: int, matcher: str
) -> None:
    """The only pairing is found, under a recursion limit that a recursion per step of the path
    would exceed (the frames below the matcher's call and the steps of its walk, measured)."""
    result = pair_ladder(system, rungs, shuffle, limit)
    assert result["only"] is True, system
    longest = result["longest"]
    assert isinstance(longest, dict)
    assert longest[matcher] > limit, f"{system}: the deepest walk needed {longest} frames"


def test_dubovs_bipartite_matching_follows_a_path_through_every_player_without_recursion() -> None:
    """C.04.4.1 art. 3.2.4-3.2.5 pair a bracket's White seekers with its Black seekers by
    ``engine.bipartite_matching``. Left i may meet right i and right i + 1, the last left only right 0:
    the greedy start gives every left i right i, and the last left's only augmenting path then runs
    through all 1,000 (and ``lexicographic_first`` must undo it, left by left)."""
    prelude = f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nsys.setrecursionlimit(200)\n"
    script = """
import json
from engine import bipartite_matching as bipartite

n = 1000
allowed = lambda i, j: j == 0 if i == n - 1 else j in (i, i + 1)
original = bipartite._augment
longest = [0]
def augment(start, graph, mate_left, *rest):
    before = list(mate_left)
    found = original(start, graph, mate_left, *rest)
    longest[0] = max(longest[0], sum(1 for a, b in zip(before, mate_left) if a != b))
    return found
bipartite._augment = augment
mate = bipartite.perfect_matching(n, bipartite.predicate_graph(n, allowed))
found = mate == [i + 1 for i in range(n - 1)] + [0]
first = bipartite.lexicographic_first(n, bipartite.predicate_graph(n, allowed), list(mate))
print(json.dumps({"found": found, "first": first == mate, "longest": longest[0]}))
"""
    done = subprocess.run(
        [sys.executable, "-c", prelude + script], capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["found"] is True
    assert result["first"] is True  # the only perfect matching
    assert result["longest"] >= 1000
