"""Direct Encounter (C.07 art. 6): a separate standings of the tied players' games among themselves.

DE is of type A: its result depends on who is tied, so it is computed for a group of players and
gives each a rank inside the group (1 = first; players it cannot separate share a rank).

Art. 6 is about "the tied participants" and starts "If some or all the tied participants have met
each other": for a player tied with no one, or a tied group in which no two players met (in a
game 6.1.1 counts), there are no separate standings and DE has no value. It is then shown blank,
not as a rank 1 that it never gave (``direct_encounter_values``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import PairingNumber
from engine.phrase import Phrase
from engine.tiebreaks.explanation import Contribution, Explanation
from engine.tiebreaks.record import GAME_KIND, TournamentRecord
from engine.tiebreaks.spec import TieBreakSpec


@dataclass(frozen=True, slots=True)
class _Encounters:
    """The tied players' scores against each other (6.1)."""

    score: dict[PairingNumber, Fraction]
    unmet: dict[PairingNumber, int]
    """How many of the other tied players each one has not met."""

    @property
    def all_met(self) -> bool:
        return all(n == 0 for n in self.unmet.values())


def encounter_games(
    record: TournamentRecord, player: PairingNumber, others: Sequence[PairingNumber], spec: TieBreakSpec
) -> dict[PairingNumber, list[tuple[int, Fraction]]]:
    """The counted games (round, points) of ``player`` against each of ``others``.

    6.1.1: forfeits are left out unless the tournament counts them (``DE/P``) or 15.2 covers them
    (a round robin: forfeits are regular games).
    """
    wanted = set(others)
    games: dict[PairingNumber, list[tuple[int, Fraction]]] = {}
    for r in record[player].rounds:
        if r.opponent is None or r.opponent not in wanted or r.opponent == player:
            continue
        forfeit = r.category is not None and r.category.is_forfeit
        if r.played or (forfeit and (spec.forfeits_played or record.predetermined)):
            games.setdefault(r.opponent, []).append((r.round, r.points))
    return games


def _encounters(record: TournamentRecord, group: Sequence[PairingNumber], spec: TieBreakSpec) -> _Encounters:
    score: dict[PairingNumber, Fraction] = {}
    unmet: dict[PairingNumber, int] = {}
    for p in group:
        others = [q for q in group if q != p]
        games = encounter_games(record, p, others, spec)
        # 6.1.2: several games against the same opponent count as their average.
        score[p] = sum(
            (sum((pts for _, pts in g), Fraction(0)) / len(g) for g in games.values()), Fraction(0)
        )
        unmet[p] = len(others) - len(games)
    return _Encounters(score, unmet)


def rank_classes(
    record: TournamentRecord, group: Sequence[PairingNumber], spec: TieBreakSpec
) -> list[list[PairingNumber]]:
    """The tied ``group`` split into ordered classes of players DE cannot separate further.

    Article 6 applies again to every subset it leaves tied; the subsets wait on a stack (no
    recursion: a tie may be split one player at a time, as deep as the group is large)."""
    out: list[list[PairingNumber]] = []
    stack: list[tuple[bool, list[PairingNumber]]] = [(False, sorted(group))]
    while stack:
        settled, members = stack.pop()
        if settled:
            out.append(members)
            continue
        for part in reversed(_split(record, members, spec)):
            stack.append(part)
    return out


def _split(
    record: TournamentRecord, members: list[PairingNumber], spec: TieBreakSpec
) -> list[tuple[bool, list[PairingNumber]]]:
    """One application of Article 6 to the tied ``members`` (sorted): their classes in order, each
    marked settled, or not when Article 6 must be applied to it again."""
    if len(members) <= 1:
        return [(True, members)]
    enc = _encounters(record, members, spec)
    win = max(record.points.win_white, record.points.win_black)
    return separate(members, enc.score, enc.unmet, win)


Member = TypeVar("Member", bound=int)


def separate(
    members: list[Member], score: Mapping[Member, Fraction], unmet: Mapping[Member, int], win: Fraction
) -> list[tuple[bool, list[Member]]]:
    """Article 6 once, on the separate standings already summed (6.1): ``score`` of each tied member
    against the others, ``unmet`` how many of them it has not met, ``win`` the score of a win.

    6.2 when all met: the classes by score, each marked settled when alone (Article 6 again for the
    others). 6.3 otherwise: the top member alone above every other's best possible score is first,
    then the same for the next; the rest again. Members and teams alike (C.07 13.3 for teams).
    """
    if len(members) <= 1:
        return [(True, members)]
    by_score = sorted(members, key=lambda p: (-score[p], p))
    if all(n == 0 for n in unmet.values()):
        # 6.2: the separate standings rank them; Article 6 again for every tied subset.
        classes: list[list[Member]] = []
        for p in by_score:
            if classes and score[classes[-1][0]] == score[p]:
                classes[-1].append(p)
            else:
                classes.append([p])
        if len(classes) == 1:
            return [(True, classes[0])]
        return [(len(cls) == 1, cls) for cls in classes]
    # 6.3: a player who stays alone at the top whatever the outcome of the missing games is first;
    # then the same for the next rank, and so on; Article 6 again for the players left.
    best_possible = {p: score[p] + win * unmet[p] for p in members}
    ranked: list[tuple[bool, list[Member]]] = []
    remaining = list(by_score)
    while len(remaining) > 1:
        top, rest = remaining[0], remaining[1:]
        if all(score[top] > best_possible[q] for q in rest):
            ranked.append((True, [top]))
            remaining = rest
        else:
            break
    if not ranked:
        return [(True, members)]
    if len(remaining) == 1:
        return [*ranked, (True, remaining)]
    return [*ranked, (False, sorted(remaining))]


def direct_encounter_applies(
    record: TournamentRecord, group: Sequence[PairingNumber], spec: TieBreakSpec
) -> bool:
    """C.07 6.1: DE gives separate standings only to two or more tied players of whom some met."""
    if len(group) < 2:
        return False
    return any(encounter_games(record, p, [q for q in group if q != p], spec) for p in group)


def direct_encounter_values(
    record: TournamentRecord, group: Sequence[PairingNumber], spec: TieBreakSpec
) -> dict[PairingNumber, int | None]:
    """Each player's DE rank inside the tied ``group``, or None for all when DE does not apply (6.1)."""
    if not direct_encounter_applies(record, group, spec):
        return {p: None for p in group}
    return dict(direct_encounter_ranks(record, group, spec))


def direct_encounter_ranks(
    record: TournamentRecord, group: Sequence[PairingNumber], spec: TieBreakSpec
) -> dict[PairingNumber, int]:
    """C.07 art. 6 for one tied group: each player's rank inside the group (shared when not separated)."""
    ranks: dict[PairingNumber, int] = {}
    position = 1
    for cls in rank_classes(record, group, spec):
        for p in cls:
            ranks[p] = position
        position += len(cls)
    return ranks


def explain_direct_encounter(
    record: TournamentRecord, number: PairingNumber, group: Sequence[PairingNumber], spec: TieBreakSpec
) -> Explanation:
    """The games that DE counted for ``number`` inside ``group`` and the resulting rank (None when
    DE does not apply: ``number`` is tied with no one, or the tied players never met, 6.1)."""
    ranks = direct_encounter_values(record, group, spec)
    items = []
    others = [q for q in group if q != number]
    for opp, games in sorted(encounter_games(record, number, others, spec).items()):
        for rnd, pts in games:
            note = (
                Phrase(
                    "TieBreakExplanation",
                    QT_TRANSLATE_NOOP("TieBreakExplanation", "averaged with the other games (6.1.2)"),
                )
                if len(games) > 1
                else ""
            )
            items.append(Contribution(rnd, pts, opponent=opp, kind=GAME_KIND, points=pts, note=note))
    unmet = [q for q in others if q not in {c.opponent for c in items}]
    if len(group) < 2:
        return Explanation(
            spec,
            number,
            None,
            (),
            Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP(
                    "TieBreakExplanation", "tied with no one: Direct Encounter does not apply (6.1)"
                ),
            ),
        )
    tied = ", ".join(map(str, sorted(group)))
    missing = ", ".join(map(str, sorted(unmet)))
    if ranks[number] is None:
        if unmet:
            method = Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP(
                    "TieBreakExplanation",
                    "the tied players {tied} never met: no separate standings; not met: {unmet}",
                ),
                tied=tied,
                unmet=missing,
            )
        else:
            method = Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP(
                    "TieBreakExplanation", "the tied players {tied} never met: no separate standings"
                ),
                tied=tied,
            )
    elif unmet:
        method = Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP(
                "TieBreakExplanation", "rank {rank} among the tied players {tied}; not met: {unmet}"
            ),
            rank=ranks[number],
            tied=tied,
            unmet=missing,
        )
    else:
        method = Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "rank {rank} among the tied players {tied}"),
            rank=ranks[number],
            tied=tied,
        )
    return Explanation(spec, number, ranks[number], tuple(items), method)
