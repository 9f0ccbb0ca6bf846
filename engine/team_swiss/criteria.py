"""The pairing criteria of the Swiss Team System, C.04.6 (2026) art. 2, over the teams of one round.

The procedure of art. 3 (the bye of 3.4, the upfloaters of 3.5, the bracket pairing of 3.6) is word
for word that of the Double-Swiss System, with "team" for "player", and is shared with it
(:mod:`engine.double_swiss.procedure`); the criteria differ, and are these:

- [C1] 2.1.1, [C2] 2.1.2, [C3] 2.2: absolute (a forfeited match is no meeting, C.04.2 art. 3.5);
- [C4], [C5], [C6]: the upfloaters (3.5, as in C.04.5);
- [C7] 2.3.4: except in the last two rounds, minimise the upfloaters who floated in the previous round;
- [C8] 2.3.5: minimise the teams whose colour preference is not fulfilled;
- [C9] 2.3.6 (Type B): minimise the teams whose strong colour preference is not fulfilled;
- [C10] 2.3.7: except in the last two rounds, minimise the upfloaters' opponents who floated in the
  previous round.

In a bracket (3.6.4) [C8], [C9] and [C10] are minimised in that order of priority, then the first
identifier is taken: one cost per pair, ``[C8] * K * K + [C9] * K + [C10]`` with ``K`` larger than
any count of [C9] or [C10] in a round, so that a lower criterion never outweighs a higher one.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from engine.double_swiss.procedure import Criteria
from engine.model import PairingNumber
from engine.team_swiss.colours import Preference
from engine.team_swiss.state import TeamState


class TeamCriteria(Criteria):
    """The criteria of C.04.6 art. 2. ``last_round`` of the shared procedure is, here, whether the
    round is one of the last two (the exception of [C7] and [C10])."""

    def __init__(
        self, teams: Sequence[TeamState], last_two_rounds: bool, forbidden: frozenset[frozenset[int]]
    ) -> None:
        super().__init__([t.core for t in teams], last_two_rounds, forbidden)
        self.preferences: dict[int, Preference] = {int(t.number): t.preference for t in teams}
        self.weight = 2 * len(teams) + 1
        self.colours_matter = any(p.any for p in self.preferences.values())

    def c8_unfulfilled(self, a: int, b: int) -> int:
        """[C8] 2.3.5: a pair of teams with a preference for the same colour leaves one of them
        without it (art. 4 grants the other preferences)."""
        p, q = self.preferences[a], self.preferences[b]
        return 1 if p.any and p.colour is q.colour else 0

    def c9_strong_unfulfilled(self, a: int, b: int) -> int:
        """[C9] 2.3.6: two strong preferences for the same colour leave one unfulfilled (a strong
        preference against a mild one is granted, 4.3.4)."""
        p, q = self.preferences[a], self.preferences[b]
        return 1 if p.strong and q.strong and p.colour is q.colour else 0

    def c10_floaters(self, upfloaters: frozenset[int], a: int, b: int) -> int:
        """[C10] 2.3.7: the upfloaters' opponents in this pair who floated in the previous round;
        0 in the last two rounds."""
        if self.last_round:
            return 0
        floated = self.by_number
        cost = 0
        if a in upfloaters and floated[PairingNumber(b)].floated:
            cost += 1
        if b in upfloaters and floated[PairingNumber(a)].floated:
            cost += 1
        return cost

    def cost_class(self, upfloaters: frozenset[int], a: int) -> Hashable:
        """What of ``a`` :meth:`c8_cost` depends on: his colour preference, whether he is an
        upfloater, whether he floated in the previous round."""
        return (self.preferences[a], a in upfloaters, self.by_number[PairingNumber(a)].floated)

    def bracket_costs_apply(self, upfloaters: frozenset[int]) -> bool:
        return self.colours_matter or (bool(upfloaters) and not self.last_round)

    def c8_cost(self, upfloaters: frozenset[int], a: int, b: int) -> int:
        """The cost of pairing ``a`` with ``b`` in a bracket: [C8] before [C9] before [C10]."""
        k = self.weight
        return (
            self.c8_unfulfilled(a, b) * k * k
            + self.c9_strong_unfulfilled(a, b) * k
            + self.c10_floaters(upfloaters, a, b)
        )
