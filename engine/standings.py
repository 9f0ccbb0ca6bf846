"""Standings: rank by points, then by the tournament's ordered tie-break list (C.07 art. 2, 4).

>>> from engine.model import Player, PairingNumber, RoundEntry, Colour, ResultCode, Tournament
>>> one, two = PairingNumber(1), PairingNumber(2)
>>> a = Player(one, "Anand", rounds=(RoundEntry(two, Colour.WHITE, ResultCode.WIN),))
>>> b = Player(two, "Carlsen", rounds=(RoundEntry(one, Colour.BLACK, ResultCode.LOSS),))
>>> [(s.rank, s.number, str(s.points)) for s in compute_standings(Tournament(players=(a, b)), ["BH"])]
[(1, 1, '1'), (2, 2, '0')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import PairingNumber, Tournament
from engine.tiebreaks.compute import COMPUTE, build_record
from engine.tiebreaks.direct_encounter import direct_encounter_ranks
from engine.tiebreaks.explanation import Value
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import Direction, TieBreakEdition, TieBreakSpec, as_spec


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings.

    ``rank`` is the place; players whom points and every tie-break leave equal share the places
    ``rank``..``last_rank`` (C.07 4.2: the tie is not broken by lot here; the arbiter draws lots if
    the tournament rules ask for it). ``values`` are the tie-break values in the order asked
    (DE: the rank inside the group of players it was applied to).
    """

    rank: int
    last_rank: int
    number: PairingNumber
    name: str
    points: Fraction
    values: tuple[Value, ...]

    @property
    def shared(self) -> bool:
        return self.last_rank > self.rank

    @property
    def place(self) -> str:
        """``3`` or, when shared, ``3-5``."""
        return f"{self.rank}-{self.last_rank}" if self.shared else str(self.rank)


def _sort_key(value: Value, direction: Direction) -> Fraction:
    v = Fraction(value)
    return -v if direction is Direction.HIGHER_IS_BETTER else v


def _split(
    group: list[PairingNumber], values: dict[PairingNumber, Value], direction: Direction
) -> list[list[PairingNumber]]:
    ordered = sorted(group, key=lambda p: (_sort_key(values[p], direction), p))
    out: list[list[PairingNumber]] = []
    for p in ordered:
        if out and values[out[-1][0]] == values[p]:
            out[-1].append(p)
        else:
            out.append([p])
    return out


def rank_groups(
    record: TournamentRecord, specs: Sequence[TieBreakSpec], stop: int | None = None
) -> tuple[list[list[PairingNumber]], list[dict[PairingNumber, Value]]]:
    """C.07 4.2: points first, then each tie-break in turn on every subgroup still tied.

    Returns the ordered groups of players still equal after ``specs[:stop]`` and the values.
    """
    used = list(specs if stop is None else specs[:stop])
    by_points = sorted(record.players.values(), key=lambda r: (-r.score, r.number))
    groups: list[list[PairingNumber]] = []
    for r in by_points:
        if groups and record[groups[-1][0]].score == r.score:
            groups[-1].append(r.number)
        else:
            groups.append([r.number])
    all_values: list[dict[PairingNumber, Value]] = []
    for spec in used:
        values: dict[PairingNumber, Value] = {}
        if spec.code == "DE":
            for g in groups:
                values.update(direct_encounter_ranks(record, g, spec) if len(g) > 1 else {g[0]: 1})
        else:
            compute = COMPUTE[spec.code]
            for n in record.players:
                values[n] = compute(record, n, spec).value
        all_values.append(values)
        new_groups: list[list[PairingNumber]] = []
        for g in groups:
            new_groups.extend(_split(g, values, spec.direction) if len(g) > 1 else [g])
        groups = new_groups
    return groups, all_values


def tied_group(
    record: TournamentRecord, number: PairingNumber, specs: Sequence[TieBreakSpec], target: TieBreakSpec
) -> list[PairingNumber]:
    """The players still tied with ``number`` when ``target`` is reached in ``specs`` (for DE)."""
    stop = specs.index(target) if target in specs else len(specs)
    groups, _ = rank_groups(record, specs, stop)
    for g in groups:
        if number in g:
            return g
    return [number]


def compute_standings(
    tournament: Tournament,
    tiebreaks: Sequence[TieBreakSpec | str],
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
    after_round: int | None = None,
    *,
    unrated_rating: int | None = None,
) -> list[Standing]:
    """The standings after round ``after_round`` (default: the last round with every result entered).

    ``tiebreaks``: the ordered list (specs or codes such as ``"BH/C1"``, ``"BH-C1"``, ``"DE"``).
    ``edition``: the C.07 text in force when the tournament started (16.4 dummy; STD/TPN/RTNG).
    ``unrated_rating``: the rating the tournament rules give unrated opponents for ARO, TPR, PTP,
    APRO, APPO (C.07 art. 10); None leaves them out.
    Raises ``TieBreakError`` (an ``ArbiterError``) for an unknown or invalid tie-break, an
    unfinished round inside the range asked, or an opponent that does not exist.
    """
    specs = [as_spec(t) for t in tiebreaks]
    for s in specs:
        s.check_edition(edition)
    record = build_record(tournament, edition, after_round, unrated_rating)
    groups, values = rank_groups(record, specs)
    standings: list[Standing] = []
    position = 1
    for g in groups:
        last = position + len(g) - 1
        for n in sorted(g):
            rec = record[n]
            standings.append(
                Standing(position, last, n, rec.player.name, rec.score, tuple(v[n] for v in values))
            )
        position = last + 1
    return standings
