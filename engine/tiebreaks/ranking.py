"""Ranking by an ordered tie-break list (C.07 art. 4.2), and the explanation of one value in it.

This is the layer above the single tie-breaks (``compute``, ``direct_encounter``): it needs the
order of the list because Direct Encounter (C.07 art. 6, type A) is computed on the players still
tied when it is reached. ``engine.standings`` turns the groups into places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber, Tournament
from engine.tiebreaks.compute import COMPUTE, build_record, explain_in
from engine.tiebreaks.direct_encounter import direct_encounter_values
from engine.tiebreaks.explanation import Explanation, Value
from engine.tiebreaks.fast_values import FAST
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import Direction, TieBreakEdition, TieBreakError, TieBreakSpec, as_spec

TieBreakValue = Value | None
"""A tie-break value in the standings; None where the tie-break does not apply to the player
(DE for a player no one is tied with, or whose tied group never met: C.07 6.1)."""


def _sort_key(value: TieBreakValue, direction: Direction) -> Value:
    v = 0 if value is None else value
    return -v if direction is Direction.HIGHER_IS_BETTER else v


def _whole_keys(
    group: Sequence[PairingNumber], values: dict[PairingNumber, TieBreakValue]
) -> dict[PairingNumber, int] | None:
    """Each value of ``group`` as a whole number of the least common denominator of its values
    (None counted as 0, as ``_sort_key`` does): integers order and compare as the exact values do,
    without ``Fraction`` arithmetic at each comparison (10,000 players: a third of the standings'
    time). None when a value is neither an ``int`` nor a ``Fraction``."""
    common = 1
    for p in group:
        v = values[p]
        if type(v) is Fraction:
            common = math.lcm(common, v.denominator)
        elif v is not None and type(v) is not int:
            return None
    keys: dict[PairingNumber, int] = {}
    for p in group:
        v = values[p]
        if v is None:
            keys[p] = 0
        elif type(v) is int:
            keys[p] = v * common
        else:
            assert isinstance(v, Fraction)
            keys[p] = v.numerator * (common // v.denominator)
    return keys


def _split(
    group: list[PairingNumber],
    values: dict[PairingNumber, TieBreakValue],
    direction: Direction,
    whole: dict[PairingNumber, int] | None = None,
) -> list[list[PairingNumber]]:
    """``group`` ordered by ``values`` (then by pairing number) and cut where the value changes (a
    value None is ordered as 0 but is not equal to 0). ``whole``: the ``_whole_keys`` of every
    player's value, made once for all the groups (a common multiple of the denominators orders
    and compares as the group's own least one does)."""
    keys = whole if whole is not None else _whole_keys(group, values)
    if keys is None:
        ordered = sorted(group, key=lambda p: (_sort_key(values[p], direction), p))
    else:
        sign = -1 if direction is Direction.HIGHER_IS_BETTER else 1
        ordered = sorted(group, key=lambda p: (sign * keys[p], p))
    out: list[list[PairingNumber]] = []
    previous: tuple[bool, int] | TieBreakValue = None  # None never compared: out is empty
    for p in ordered:
        this = values[p] if keys is None else (values[p] is None, keys[p])
        if out and previous == this:
            out[-1].append(p)
        else:
            out.append([p])
        previous = this
    return out


def values_by_explanation(record: TournamentRecord, spec: TieBreakSpec) -> dict[PairingNumber, TieBreakValue]:
    """Every player's value of ``spec`` (not DE) read from its full ``Explanation``: the reference the
    fast path (``values_of``) must always equal (``tests/test_tiebreak_fast_values.py``)."""
    compute = COMPUTE[spec.code]
    return {n: compute(record, n, spec).value for n in record.players}


def values_of(record: TournamentRecord, spec: TieBreakSpec) -> dict[PairingNumber, TieBreakValue]:
    """Every player's value of ``spec`` (not DE), as the standings rank on them: computed directly
    (``engine.tiebreaks.fast_values``) where it can be, else read from the explanations."""
    fast = FAST.get(spec.code)
    if fast is not None:
        return dict(fast(record, spec))
    return values_by_explanation(record, spec)


def _direct_encounter(
    record: TournamentRecord, groups: list[list[PairingNumber]], spec: TieBreakSpec
) -> dict[PairingNumber, TieBreakValue]:
    """DE (C.07 art. 6) in each tied group. A group's values depend only on its members' games
    among themselves: a group of the record's base none of whose members changed
    (``TournamentRecord.changed``) keeps its values; the groups are kept in ``derived`` for the
    next record built from this one."""
    key = ("DE", spec)
    base = record.base_derived.get(key) if record.changed is not None else None
    changed = record.changed or frozenset()
    known: dict[tuple[PairingNumber, ...], dict[PairingNumber, TieBreakValue]] = {}
    values: dict[PairingNumber, TieBreakValue] = {}
    for g in groups:
        if len(g) == 1:
            values[g[0]] = None  # tied with no one: DE does not apply (6.1)
            continue
        members = tuple(g)
        found = base.get(members) if isinstance(base, dict) and changed.isdisjoint(members) else None
        group_values: dict[PairingNumber, TieBreakValue] = (
            found if isinstance(found, dict) else dict(direct_encounter_values(record, g, spec))
        )
        known[members] = group_values
        values.update(group_values)
    record.derived[key] = known
    return values


def rank_groups(
    record: TournamentRecord, specs: Sequence[TieBreakSpec], stop: int | None = None
) -> tuple[list[list[PairingNumber]], list[dict[PairingNumber, TieBreakValue]]]:
    """C.07 4.2: points first, then each tie-break in turn on every subgroup still tied.

    Returns the ordered groups of players still equal after ``specs[:stop]`` and the values.
    """
    used = list(specs if stop is None else specs[:stop])
    units = record.score_units  # the scores in whole units: integers to sort and compare
    by_points = sorted(record.players, key=lambda n: (-units[n], n))
    groups: list[list[PairingNumber]] = []
    for n in by_points:
        if groups and units[groups[-1][0]] == units[n]:
            groups[-1].append(n)
        else:
            groups.append([n])
    all_values: list[dict[PairingNumber, TieBreakValue]] = []
    for spec in used:
        values = _direct_encounter(record, groups, spec) if spec.code == "DE" else values_of(record, spec)
        all_values.append(values)
        tied = [g for g in groups if len(g) > 1]
        whole = _whole_keys([p for g in tied for p in g], values) if len(tied) > 1 else None
        new_groups: list[list[PairingNumber]] = []
        for g in groups:
            new_groups.extend(_split(g, values, spec.direction, whole) if len(g) > 1 else [g])
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


def explain(
    tournament: Tournament,
    player_number: int,
    spec: TieBreakSpec | str,
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
    after_round: int | None = None,
    tiebreaks: Sequence[TieBreakSpec | str] = (),
    unrated_rating: int | None = None,
) -> Explanation:
    """Why ``player_number`` has this tie-break value: the contributions summed, averaged or cut.

    For DE the tied group is the players equal on points and on the tie-breaks that come before
    ``spec`` in ``tiebreaks`` (only points when ``tiebreaks`` is empty).
    """
    s = as_spec(spec)
    s.check_edition(edition)
    record = build_record(tournament, edition, after_round, unrated_rating)
    number = PairingNumber(player_number)
    if number not in record.players:
        if any(p.number == number for p in tournament.players):
            raise TieBreakError(
                translate(
                    "TieBreakError",
                    "player {player} is not ranked: they withdrew from the round robin having "
                    "completed less than half of their games (FIDE Tournament Rules V.4.1)",
                ).format(player=player_number)
            )
        raise TieBreakError(
            translate("TieBreakError", "no player with pairing number {player}").format(player=player_number)
        )
    group: list[PairingNumber] = []
    if s.code == "DE":
        group = tied_group(record, number, [as_spec(t) for t in tiebreaks], s)
    return explain_in(record, number, s, group)
