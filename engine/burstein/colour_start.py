"""Where a scoregroup's matching starts once its colours weigh in (C.04.4.2 step 2, issue 32).

:meth:`engine.burstein.process.RoundProcess.pairs` weighs a scoregroup's edges again with the colour
preferences before its players are given their opponents. Inside a scoregroup an allowed edge weighs
``compatible + same_group``, plus ``colour`` when both preferences can be granted (C.04.1; art. 1.7.4
of C.04.3: the two preferences differ or one player has none). So the players fall in three classes
(white wanted, black wanted, no preference) and an edge's weight depends on the two classes alone;
the few pairs kept apart (a game already played, two absolute preferences for one colour) have no
edge at all. For such a graph a best matching and its linear-programming duals (Edmonds' programme,
as in :mod:`engine.burstein.dynamic_matching`) are known without a search:

* when one colour is wanted by more players than the others together (say white), each other player
  meets a white one and the white players left meet each other: a white player's dual is half the
  plain weight ``compatible + same_group``, every other player's half that plus ``colour``;
* otherwise every pair can grant both colours: each dual is half the full weight.

These duals satisfy every edge inside the scoregroup, and the pairs below lie on edges they make
tight. :meth:`engine.burstein.dynamic_matching.DynamicMatching.hint` starts the scoregroup's players
there instead of at half their heaviest edge: before, the players of the colour in excess were left
free (about twenty at 3,000 players), and each stage of the repair grew a tree over the whole
scoregroup. A dual too low for an edge out of the scoregroup is still raised there, a pair without
an edge is left to the greedy matching, and the stages repair what remains (the odd player).
"""

from __future__ import annotations

from engine.dutch.state import PlayerState
from engine.model import Colour


def colour_start(
    players: list[PlayerState], group: list[int], plain: int, colour: int
) -> tuple[dict[int, int], list[tuple[int, int]]]:
    """Twice the dual of each player of ``group`` (indices into ``players``, in weight units) and
    the pairs to match first, as the module's docstring says (``plain``: the weight of an edge of the
    scoregroup without its colour; ``colour``: what both preferences granted add)."""
    white = [v for v in group if players[v].preference is Colour.WHITE]
    black = [v for v in group if players[v].preference is Colour.BLACK]
    neither = [v for v in group if players[v].preference is Colour.NONE]
    pairs: list[tuple[int, int]] = []
    many, few = (white, black) if len(white) >= len(black) else (black, white)
    if len(many) > len(few) + len(neither):
        doubled = dict.fromkeys(group, plain + 2 * colour)
        for v in many:
            doubled[v] = plain
        others = few + neither
        pairs.extend(zip(others, many, strict=False))
        left = many[len(others) :]
        pairs.extend(zip(left[0::2], left[1::2], strict=False))
        return doubled, pairs
    pairs.extend(zip(few, many, strict=False))
    left = many[len(few) :]  # no more than the players without a preference
    pairs.extend(zip(left, neither, strict=False))
    rest = neither[len(left) :]
    pairs.extend(zip(rest[0::2], rest[1::2], strict=False))
    return dict.fromkeys(group, plain + colour), pairs
