"""Tie-break values for every player at once, without building their explanations (issue #16).

The standings need only the values; the ``Explanation`` of one value (its ``Contribution`` rows) is
built when the arbiter asks for it (``engine.tiebreaks.ranking.explain``). Here the values are computed
from each player's rounds in whole numbers: every score and every point of a round is a multiple of
``1/unit`` (``TournamentRecord.unit``, the least common denominator of the tournament's
``PointSystem``), so Buchholz is a sum of integers over ``unit`` and Sonneborn-Berger a sum over
``unit**2``; one exact ``Fraction`` is made per player at the end. The opponents' scores are read
once per record (``TournamentRecord.derived``) and shared by BH, its cuts, SB and AOB.

Each function follows its article as the explaining function does (same elements, same cuts: C.07
8.1-8.3, 9.1, 9.2, 7.1-7.6, 14, 16.3-16.5); ``tests/test_tiebreak_fast_values.py`` requires both to
give identical values for every tie-break. A tie-break without a function here is ranked on its
explanations (``engine.tiebreaks.ranking.values_of``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import Colour, PairingNumber, ResultCode
from engine.tiebreaks.record import GameFamily, PlayerTally, RoundTally, TournamentRecord, UnplayedCategory
from engine.tiebreaks.spec import TieBreakSpec

Values = dict[PairingNumber, Fraction | int]
FastValues = Callable[[TournamentRecord, TieBreakSpec], Values]

_VURS = (
    UnplayedCategory.REQUESTED_BYE_FOLLOWED,
    UnplayedCategory.REQUESTED_BYE_AT_END,
    UnplayedCategory.FORFEIT_LOSS,
)
_WON = (ResultCode.WIN, ResultCode.UNRATED_WIN)


@dataclass(frozen=True, slots=True)
class _Tallies:
    """The elements of BH/SB (``buchholz.opponent_contributions``) of every player, round by round
    (three tuples of the same length): the opponent's 16.3 adjusted score or the 16.4 dummy's score,
    and the points the player scored in the round, both in ``unit``s, and whether the round is a VUR
    (16.5.1)."""

    unit: int
    scores: dict[PairingNumber, tuple[int, ...]]
    points: dict[PairingNumber, tuple[int, ...]]
    vurs: dict[PairingNumber, tuple[bool, ...]]
    listed_by: dict[PairingNumber, tuple[PairingNumber, ...]]
    """The players who have each player as an opponent in one of their rounds (each once): whose
    elements change when that player's score does. Tuples of numbers, which the garbage collector
    stops tracking (the record is kept with the standings shown)."""
    affected: frozenset[PairingNumber] | None = None
    """The players whose elements were made again from the record's base (:func:`_tallies_updated`);
    None when every player's were made."""


def _elements(record: TournamentRecord, rec: PlayerTally) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """One player's row of ``_Tallies.scores`` and of ``_Tallies.vurs``."""
    units, adjusted, predetermined = record.units, record.adjusted_units, record.predetermined
    row: list[int] = []
    for rnd in rec.rounds:
        category = rnd.category
        opponent = rnd.entry.opponent
        if opponent is not None and (
            category is None or (predetermined and record.counts_as_game(rnd, GameFamily.OPPONENTS))
        ):
            row.append(adjusted[opponent])
        else:
            row.append(units(record.dummy_score(rec, rnd)))
    return tuple(row), tuple([rnd.category in _VURS for rnd in rec.rounds])


def _tallies(record: TournamentRecord) -> _Tallies:
    """The opponents' scores of every player's rounds, read once per record (from the record's base
    where it has one: :func:`_tallies_updated`)."""
    cached = record.derived.get("opponent rows")
    if isinstance(cached, _Tallies):
        return cached
    base = record.base_derived.get("opponent rows")
    if record.changed is not None and isinstance(base, _Tallies):
        result = _tallies_updated(record, base, record.changed)
    else:
        scores: dict[PairingNumber, tuple[int, ...]] = {}
        vurs: dict[PairingNumber, tuple[bool, ...]] = {}
        listed_by: dict[PairingNumber, set[PairingNumber]] = {}
        for n, rec in record.players.items():
            scores[n], vurs[n] = _elements(record, rec)
            for rnd in rec.rounds:
                if rnd.entry.opponent is not None:
                    listed_by.setdefault(rnd.entry.opponent, set()).add(n)
        listed = {n: tuple(by) for n, by in listed_by.items()}
        result = _Tallies(record.unit, scores, dict(record.round_units), vurs, listed)
    record.derived["opponent rows"] = result
    return result


def _tallies_updated(record: TournamentRecord, base: _Tallies, changed: frozenset[PairingNumber]) -> _Tallies:
    """``base``'s tallies with the rows made again of the players whose elements may differ: the
    players classified again and everyone who has one of them as an opponent (a player's row reads
    only their own rounds and their opponents' scores, C.07 8.1, 9.1, 16.3, 16.4). A result
    corrected at 9,999 players: some 30 rows instead of 10,000."""
    affected = set(changed)
    for n in changed:
        affected.update(base.listed_by.get(n, ()))
    scores, vurs = dict(base.scores), dict(base.vurs)
    for n in affected:
        scores[n], vurs[n] = _elements(record, record.players[n])
    listed_by = dict(base.listed_by)
    for n in changed:
        before = _opponents(record.replaced[n])
        after = _opponents(record.players[n])
        for o in before - after:
            listed_by[o] = tuple([m for m in listed_by[o] if m != n])
        for o in after - before:
            listed_by[o] = (*listed_by.get(o, ()), n)
    return _Tallies(record.unit, scores, dict(record.round_units), vurs, listed_by, frozenset(affected))


def _opponents(rec: PlayerTally) -> set[PairingNumber]:
    return {r.entry.opponent for r in rec.rounds if r.entry.opponent is not None}


def _values(
    record: TournamentRecord,
    spec: TieBreakSpec,
    affected: frozenset[PairingNumber] | None,
    value: Callable[[PairingNumber], Fraction | int],
) -> Values:
    """Every player's ``value`` of ``spec``: from the record's base, with only the ``affected``
    players' computed again, when the base has them (``affected`` not None); else each computed. Kept
    in the record's ``derived`` for the next record built from it."""
    key = ("values", spec)
    base = record.base_derived.get(key)
    if affected is not None and isinstance(base, dict):
        out: Values = dict(base)
        for n in affected:
            out[n] = value(n)
    else:
        out = {n: value(n) for n in record.players}
    record.derived[key] = out
    return out


def _cut_total(
    values: Sequence[int],
    significance: Sequence[tuple[int, ...]] | Sequence[int],
    vurs: Sequence[bool],
    cuts: tuple[int, int],
) -> int:
    """The sum of ``values`` left by the cuts (``cuts``: the ``Modifier``'s low and high counts), as
    ``explanation.apply_cuts`` marks them (``vurs``: the 16.5.1 exception; all False where it does
    not apply)."""
    low_cuts, high_cuts = cuts
    if not any(vurs):
        # Without a VUR the low cuts take the least significant elements and the high cuts the most
        # significant of the rest; equally significant elements have equal values, so which of them
        # is cut does not change the sum (nor, where the values are their own significance, which
        # order the equal ones are sorted in).
        low = min(low_cuts, len(values))
        high = min(high_cuts, len(values) - low)
        if significance is values:
            ordered = sorted(values)
            return sum(ordered[low : len(ordered) - high])
        order = sorted(range(len(values)), key=lambda i: (significance[i], i))
        cut = order[:low] + order[len(order) - high :]
        return sum(values) - sum(values[i] for i in cut)
    remaining = list(range(len(values)))
    removed = 0
    for _ in range(low_cuts):
        if not remaining:
            break
        least = min(remaining, key=lambda i: (significance[i], i))
        chosen = least
        candidates = [i for i in remaining if vurs[i]]
        if candidates:
            lowest_vur = min(candidates, key=lambda i: (values[i], i))
            if values[lowest_vur] >= values[least]:
                chosen = lowest_vur
        remaining.remove(chosen)
        removed += values[chosen]
    for _ in range(high_cuts):
        if not remaining:
            break
        most = max(remaining, key=lambda i: (significance[i], -i))
        remaining.remove(most)
        removed += values[most]
    return sum(values) - removed


def buchholz_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 8.1 BH (with 14, 16.3-16.5), as ``buchholz.buchholz``."""
    tallies = _tallies(record)
    unit, modifier = tallies.unit, spec.modifier
    cuts = (0, 0) if modifier is None else (modifier.low, modifier.high)
    rows, vurs = tallies.scores, tallies.vurs

    def value(n: PairingNumber) -> Fraction:
        scores = rows[n]
        return Fraction(sum(scores) if modifier is None else _cut_total(scores, scores, vurs[n], cuts), unit)

    return _values(record, spec, tallies.affected, value)


def fore_buchholz_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 8.3 FB: Buchholz on the record with the final round's paired games drawn."""
    return buchholz_values(record.fore, spec)


def sonneborn_berger_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 9.1 SB (cuts ordered by the opponent's score, then the product, 14.1.1), as
    ``buchholz.sonneborn_berger``."""
    tallies = _tallies(record)
    square, modifier = tallies.unit * tallies.unit, spec.modifier
    cuts = (0, 0) if modifier is None else (modifier.low, modifier.high)
    rows, points, vurs = tallies.scores, tallies.points, tallies.vurs

    def value(n: PairingNumber) -> Fraction:
        scores = rows[n]
        products = [score * won for score, won in zip(scores, points[n], strict=True)]
        if modifier is None:
            return Fraction(sum(products), square)
        significance = list(zip(scores, products, strict=True))
        return Fraction(_cut_total(products, significance, vurs[n], cuts), square)

    return _values(record, spec, tallies.affected, value)


def average_of_opponents_buchholz_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 8.2 AOB: the opponents' BH (or FB, ``AOB/F``) averaged over the games played."""
    basis = fore_buchholz_values if spec.fore else buchholz_values
    theirs = basis(record, TieBreakSpec("FB" if spec.fore else "BH"))
    predetermined = record.predetermined
    out: Values = {}
    for n, rec in record.players.items():
        total = Fraction(0)
        games = 0
        for rnd in rec.rounds:
            opponent = rnd.entry.opponent
            if opponent is not None and (
                rnd.category is None or (predetermined and record.counts_as_game(rnd, GameFamily.OPPONENTS))
            ):
                total += theirs[opponent]
                games += 1
        out[n] = total / games if games else Fraction(0)
    return out


def progressive_scores_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.5 PS: the running scores summed (cuts: the earliest, 14.1), as ``own_results``."""
    unit = record.unit
    out: Values = {}
    for n in record.players:
        running = 0
        scores = []
        for points in record.round_units[n]:
            running += points
            scores.append(running)
        if spec.modifier is None:
            total = sum(scores)
        else:
            total = _cut_total(scores, scores, [False] * len(scores), (spec.modifier.low, spec.modifier.high))
        out[n] = Fraction(total, unit)
    return out


def koya_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 9.2 KS: points scored against opponents with at least half the maximum score (14.5)."""
    limit = record.points.win * record.maximum_rounds / 2 + Fraction(spec.koya_limit, 2)
    unit = record.unit
    strong = {n: rec.score >= limit for n, rec in record.players.items()}
    out: Values = {}
    for n, rec in record.players.items():
        total = 0
        for rnd, points in zip(rec.rounds, record.round_units[n], strict=True):
            opponent = rnd.entry.opponent
            if opponent is not None and strong[opponent]:
                total += points
        out[n] = Fraction(total, unit)
    return out


def number_of_wins_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.1 WIN: rounds worth a win, played or not (``own_results.number_of_wins``)."""
    win = record.points.win
    out: Values = {}
    for n, rec in record.players.items():
        out[n] = sum(
            1 for r in rec.rounds if (r.entry.result in _WON if r.category is None else r.points == win)
        )
    return out


def _game_won(record: TournamentRecord, rnd: RoundTally) -> bool:
    """``own_results._won``: won over the board, or a forfeit win a round robin counts (15.2)."""
    result = rnd.entry.result
    if rnd.category is None:
        return result in _WON
    return result is ResultCode.FORFEIT_WIN and record.counts_as_game(rnd, GameFamily.OWN_RESULTS)


def games_won_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.2 WON: games won over the board (round robin: forfeit wins too, 15.2)."""
    return {n: sum(1 for r in rec.rounds if _game_won(record, r)) for n, rec in record.players.items()}


def black_games_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.3 BPG: games played with black."""
    return {
        n: sum(
            1
            for r in rec.rounds
            if r.entry.colour is Colour.BLACK and record.counts_as_game(r, GameFamily.OWN_RESULTS)
        )
        for n, rec in record.players.items()
    }


def black_wins_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.4 BWG: games won with black."""
    return {
        n: sum(1 for r in rec.rounds if r.entry.colour is Colour.BLACK and _game_won(record, r))
        for n, rec in record.players.items()
    }


def rounds_elected_to_play_values(record: TournamentRecord, spec: TieBreakSpec) -> Values:
    """C.07 7.6 REP: the rounds less H, Z and forfeit losses (round robin: 15.2)."""
    excluded = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS)
    return {
        n: sum(
            1
            for r in rec.rounds
            if r.entry.result not in excluded or record.counts_as_game(r, GameFamily.OWN_RESULTS)
        )
        for n, rec in record.players.items()
    }


FAST: dict[str, FastValues] = {
    "BH": buchholz_values,
    "FB": fore_buchholz_values,
    "SB": sonneborn_berger_values,
    "AOB": average_of_opponents_buchholz_values,
    "PS": progressive_scores_values,
    "KS": koya_values,
    "WIN": number_of_wins_values,
    "WON": games_won_values,
    "BPG": black_games_values,
    "BWG": black_wins_values,
    "REP": rounds_elected_to_play_values,
}
"""The tie-breaks whose values are computed here for every player at once."""
