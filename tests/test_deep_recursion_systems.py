"""No recursion whose depth grows with the field in the engines beside the Dutch and Burstein ones
(issue 32 item 1): the Double-Swiss procedure, which the Swiss Team System shares (C.04.5 art. 3,
C.04.6 art. 3).

The upfloaters' score profiles of [C4]/[C5] (``engine.double_swiss.procedure.compositions``) were
enumerated by a function calling itself once per lower scoregroup: a round with more scoregroups than
Python has frames (game points of many boards over many rounds, or an event as spread out as the
cases below) stopped with ``RecursionError``. Each case runs in a fresh interpreter whose recursion
limit is 200, with several times that many scoregroups, and reports how many it had.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 200


def run_limited(script: str) -> dict[str, object]:
    """Run ``script`` (dedented) with the recursion limit at :data:`LIMIT`; it prints one JSON object."""
    prelude = f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nsys.setrecursionlimit({LIMIT})\n"
    done = subprocess.run(
        [sys.executable, "-c", prelude + textwrap.dedent(script)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_upfloater_profiles_of_a_thousand_scoregroups_without_recursion() -> None:
    """1,000 lower scoregroups of one player each, one upfloater wanted: the best profile takes the
    highest score (C.04.5 2.3.2: the upfloater's score maximised), the last the lowest."""
    result = run_limited(
        """
        import json
        from fractions import Fraction
        from engine.double_swiss.procedure import c5_profiles, score_groups
        from engine.double_swiss.state import MatchPlayer
        from engine.model import PairingNumber

        lower = [
            MatchPlayer(PairingNumber(n), Fraction(1000 - n), frozenset(), False, 0, (), False)
            for n in range(1, 1001)
        ]
        profiles = list(c5_profiles(lower, 1))
        groups = len(score_groups(lower))
        first, last = profiles[0], profiles[-1]
        print(json.dumps({
            "groups": groups,
            "profiles": len(profiles),
            "first": [i for i, n in enumerate(first) if n],
            "last": [i for i, n in enumerate(last) if n],
        }))
        """
    )
    assert result["groups"] == 1000
    assert result["profiles"] == 1000
    assert result["first"] == [0]
    assert result["last"] == [999]


def test_a_round_of_three_hundred_scoregroups_pairs_without_recursion() -> None:
    """300 players with 300 different scores, none met: each bracket is one player and the
    upfloater taken from the next score (the procedure shared by the Double-Swiss and the Swiss Team
    systems), so that the first bracket looks at 299 lower scoregroups."""
    result = run_limited(
        """
        import json
        from fractions import Fraction
        from engine.double_swiss.procedure import pair_players
        from engine.double_swiss.state import MatchPlayer
        from engine.model import PairingNumber

        players = [
            MatchPlayer(PairingNumber(n), Fraction(300 - n), frozenset(), False, 1, (), False)
            for n in range(1, 301)
        ]
        paired = pair_players(players, last_round=False)
        pairs = sorted((int(a), int(b)) for a, b in paired.pairs)
        print(json.dumps({
            "brackets": len(paired.brackets),
            "next_score": pairs == [(n, n + 1) for n in range(1, 301, 2)],
            "bye": paired.bye,
        }))
        """
    )
    assert result == {"brackets": 150, "next_score": True, "bye": None}
