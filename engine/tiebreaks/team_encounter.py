"""Extended Direct Encounter for teams (C.07 13.3, type A) and the chains of 13.3.2 (2026).

As summarised in ``../shared/rules/fide/C07_TieBreak_Regulations_2026-03.md`` (no verbatim text of
art. 11-13 was found): 13.3.1 Direct Encounter (art. 6) on the primary score; if that breaks no tie,
on the secondary score; 13.3.2 if exactly two teams remain level on match and game points, the
competition's rules say whether art. 12 applies and in which order (2026 names EDEBT = EDE, BC, TBR;
EDEBB = EDE, BC, BBE; EDET = EDE, TBR; EDEB = EDE, BBE); 13.3.3 start again at 13.3.1 whenever a
new tied subset forms.

Readings (``docs/systems/team_swiss.md``, "Team tie-breaks"):

- the encounters are the played matches between tied teams (a forfeited match, every board
  forfeited, only with ``/P``: 6.1.1), several matches against one team averaged (6.1.2); art. 6.3
  (not every tied team met) with a missing match worth a win of the score compared;
- art. 12 in 13.3.2 is applied to the two teams' encounter, as in the knock-out match it was written
  for: Board Count of their match(es) (lower better), then Top Board Results or Bottom Board
  Elimination on those boards. Two teams that never met stay level.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.team_swiss.matches import TeamMatchKind, TeamRound
from engine.tiebreaks.direct_encounter import separate
from engine.tiebreaks.team_boards import (
    BoardPoints,
    board_count_of,
    bottom_elimination_record,
    top_board_record,
)
from engine.tiebreaks.team_record import History
from engine.tiebreaks.team_spec import CHAINS, TeamTieBreakSpec


@dataclass(frozen=True, slots=True)
class EncounterData:
    """What EDE reads: the matches, the board points, the two scores in order (``M``/``G``) and the
    score of a win of each, and the boards of a match."""

    history: History
    board_points: BoardPoints
    scores: tuple[str, str]
    win: dict[str, Fraction]
    boards: int


def _counted(entry: TeamRound, spec: TeamTieBreakSpec) -> bool:
    return entry.kind is TeamMatchKind.PLAYED or (
        entry.kind is TeamMatchKind.FORFEITED and spec.forfeits_played
    )


def encounters(
    data: EncounterData, team: int, others: Sequence[int], spec: TeamTieBreakSpec
) -> dict[int, list[int]]:
    """The rounds (indexes) of ``team``'s counted matches against each of ``others``."""
    wanted = set(others)
    found: dict[int, list[int]] = {}
    for i, entry in enumerate(data.history[team]):
        if entry.opponent in wanted and entry.opponent != team and _counted(entry, spec):
            found.setdefault(entry.opponent, []).append(i)
    return found


def _split_on_score(
    data: EncounterData, members: list[int], which: str, spec: TeamTieBreakSpec
) -> list[tuple[bool, list[int]]]:
    score: dict[int, Fraction] = {}
    unmet: dict[int, int] = {}
    for team in members:
        others = [q for q in members if q != team]
        met = encounters(data, team, others, spec)
        entries = data.history[team]
        score[team] = sum(
            (
                sum(
                    ((entries[i].match_points if which == "M" else entries[i].game_points) for i in rounds),
                    Fraction(0),
                )
                / len(rounds)
                for rounds in met.values()
            ),
            Fraction(0),
        )
        unmet[team] = len(others) - len(met)
    return separate(members, score, unmet, data.win[which])


def _chain_step(data: EncounterData, pair: list[int], step: str, spec: TeamTieBreakSpec) -> list[list[int]]:
    """Art. 12 (``BC``, ``TBR``, ``BBE``) on the two teams' encounter: their order, or one class."""
    keys: dict[int, tuple[Fraction, ...]] = {}
    for team in pair:
        rounds = encounters(data, team, [q for q in pair if q != team], spec)
        boards = [data.board_points[team][i] for indexes in rounds.values() for i in indexes]
        if step == "BC":
            keys[team] = (-board_count_of(boards),)
        elif step == "TBR":
            keys[team] = top_board_record(boards, data.boards)
        else:
            keys[team] = bottom_elimination_record(boards, data.boards)
    a, b = pair
    if keys[a] == keys[b]:
        return [pair]
    return [[a], [b]] if keys[a] > keys[b] else [[b], [a]]


def ede_classes(data: EncounterData, group: Sequence[int], spec: TeamTieBreakSpec) -> list[list[int]]:
    """The tied ``group`` in ordered classes that EDE (with its chain) cannot separate further."""
    out: list[list[int]] = []
    stack: list[list[int]] = [sorted(group)]
    while stack:
        members = stack.pop()
        parts = _one_pass(data, members, spec)
        if len(parts) == 1:
            out.append(members)
            continue
        for part in reversed(parts):
            stack.append(part)  # 13.3.3: again from 13.3.1 for every class, alone ones end at once
    return out


def _one_pass(data: EncounterData, members: list[int], spec: TeamTieBreakSpec) -> list[list[int]]:
    if len(members) <= 1:
        return [members]
    for which in data.scores:  # 13.3.1: the primary score, then the secondary one
        parts = [cls for _settled, cls in _split_on_score(data, members, which, spec)]
        if len(parts) > 1:
            return parts
    if len(members) == 2:  # 13.3.2
        for step in CHAINS[spec.code]:
            parts = _chain_step(data, members, step, spec)
            if len(parts) > 1:
                return parts
    return [members]


def ede_ranks(
    data: EncounterData, groups: Sequence[Sequence[int]], spec: TeamTieBreakSpec
) -> dict[int, Fraction | None]:
    """Each team's EDE place inside its tied group; None for every team of a group in which no two
    teams met (no separate standings, 6.1) and for a team tied with no one."""
    values: dict[int, Fraction | None] = {}
    for group in groups:
        met = len(group) > 1 and any(encounters(data, t, [q for q in group if q != t], spec) for t in group)
        if not met:
            values.update({t: None for t in group})
            continue
        position = 1
        for cls in ede_classes(data, group, spec):
            values.update({t: Fraction(position) for t in cls})
            position += len(cls)
    return values
