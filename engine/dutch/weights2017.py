"""The pairing criteria of C.04.3 (2017 text) packed, in priority order, into edge weights.

The 2017 text (approved in Baku 2016, in force 1 July 2017 - 31 January 2026) pairs one bracket at
a time and looks no further than the next bracket: the graph of a bracket holds its players and the
players of the next scoregroup only (C.7: "just in the following bracket"). Completion of the round
(C.4) is a criterion only in the special brackets of A.9, the Penultimate Pairing Bracket (PPB),
re-paired with every lower player in its graph, and the last bracket. There is no criterion on who
receives the pairing-allocated bye beyond C.2; it goes to the player the last bracket leaves out.

A candidate for the bracket, together with a matching of the rest of the graph, is a matching; each
edge carries one integer whose fields, highest priority first, read like section C:

- C.4 (special brackets only): 1, plus 1 per player who may not receive the bye (C.2), so that a
  best matching pairs as many players as possible and leaves out one who may receive it;
- C.5 the number of pairs in the bracket;
- C.6 the PSD of the bracket (A.8): a pair adds the units of both players as downfloaters and takes
  away the unit of its own score difference, so the sum over a candidate is a constant minus the
  PSD, compared score difference by score difference from the largest;
- C.7 (other brackets): the number of pairs in the following bracket, then its PSD, as the
  reference engines reckon it (the pairs whose lower player is in the next scoregroup, then the
  scores of the bracket's players who are paired at all); when the following bracket is the last
  one, every pair counts, plus 1 per player who may not receive the bye;
- C.8-C.11 colours (the same tests as the 2025 text's [C10]-[C13], :mod:`engine.dutch.weights`);
- C.12-C.15 players receiving the same float as one and two rounds before;
- C.16-C.19 their score differences.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.dutch.state import Float, PlayerState
from engine.dutch.weights import c10_ok, c11_ok, c12_ok, c13_ok


@dataclass(frozen=True, slots=True)
class Layout2017:
    """Bit widths and the score-difference units of one bracket's graph."""

    count_bits: int
    """Room for a count of players summed over a matching (with a sign bit to spare)."""
    sd_shift: Mapping[Fraction, int]
    """Where the unit of each score difference starts (smallest difference at 0)."""
    sd_bits: int
    """Width of a field holding score differences (one sub-field per difference)."""
    artificial: Fraction
    """A.8: one point less than the score of the lowest ranked player of the bracket."""
    played_rounds: int
    special: bool
    """The bracket is the PPB being re-paired or the last bracket (A.9): C.4 applies, C.7 does not."""
    final: bool
    """The next bracket is the last one (C.7 then counts its completion with the bye, C.2)."""
    c7_psd_shift: int
    """Where the C.7 PSD field starts in an edge weight (the width of the fields below it)."""

    @property
    def c7_pairs_shift(self) -> int:
        """Where the C.7 pairs field starts in an edge weight."""
        return self.c7_psd_shift + self.sd_bits

    def unit(self, difference: Fraction) -> int:
        return 1 << self.sd_shift[difference]

    def floater_unit(self, p: PlayerState) -> int:
        """The unit of ``p``'s score difference as a downfloater of the bracket (A.8)."""
        return self.unit(p.pairing_score - self.artificial)


def make_layout_2017(
    bracket: Iterable[PlayerState], players: int, played_rounds: int, special: bool, final: bool
) -> Layout2017:
    """The layout of one bracket's weights. ``players``: the size of the graph (counts fit in it)."""
    scores = sorted({p.pairing_score for p in bracket})
    artificial = scores[0] - 1
    differences = {Fraction(0)}
    differences.update(s - artificial for s in scores)
    differences.update(a - b for a in scores for b in scores if a > b)
    count_bits = (players + 1).bit_length() + 3
    shifts: dict[Fraction, int] = {}
    for i, d in enumerate(sorted(differences)):
        shifts[d] = i * count_bits
    sd_bits = len(shifts) * count_bits
    # Below the C.7 PSD: C.8-C.11, then C.12-C.15 and C.16-C.19 for the rounds played.
    below = 4 * count_bits
    below += min(played_rounds, 2) * (2 * count_bits + 2 * sd_bits)
    return Layout2017(
        count_bits=count_bits,
        sd_shift=shifts,
        sd_bits=sd_bits,
        artificial=artificial,
        played_rounds=played_rounds,
        special=special,
        final=final,
        c7_psd_shift=below,
    )


def _repeated_float_units(
    higher: PlayerState, lower: PlayerState, previous: Float, layout: Layout2017, which: int
) -> int:
    """C.16 / C.18 for a pair of the bracket: the score differences the pair spares its players who
    downfloated ``which`` rounds before (their unit as downfloaters, less the pair's difference when
    the higher player floats down in the pair itself)."""

    def had(p: PlayerState) -> bool:
        return (p.float_1 if which == 1 else p.float_2) is previous

    value = layout.floater_unit(lower) if had(lower) else 0
    if had(higher):
        value += layout.floater_unit(higher)
        if higher.pairing_score > lower.pairing_score:
            value -= layout.unit(higher.pairing_score - lower.pairing_score)
    return value


def edge_weight_2017(
    higher: PlayerState,
    lower: PlayerState,
    higher_in_bracket: bool,
    lower_in_bracket: bool,
    layout: Layout2017,
) -> int:
    """The weight of the edge ``higher``-``lower`` (``higher`` ranks above ``lower``, both allowed to
    meet: the caller checks C.1 and C.3)."""
    cb, sb = layout.count_bits, layout.sd_bits
    cur = lower_in_bracket
    hs, ls = higher.pairing_score, lower.pairing_score
    fields: list[tuple[int, int]] = []
    if layout.special:
        # C.4: complete the round-pairing, the unpaired player allowed to receive the bye (C.2).
        fields.append((1 + (not higher.bye_eligible) + (not lower.bye_eligible), cb + 2))
    # C.5 maximise the number of pairs in the bracket.
    fields.append((int(cur), cb))
    # C.6 minimise the PSD: both players stop being downfloaters, the pair's difference counts.
    psd = 0
    if cur:
        psd = layout.floater_unit(higher) + layout.floater_unit(lower) - layout.unit(hs - ls)
    fields.append((psd, sb))
    if not layout.special:
        # C.7 the following bracket: its pairs, then its PSD.
        if layout.final:
            pairs_next = 1 + (not higher.bye_eligible) + (not lower.bye_eligible)
        else:
            pairs_next = int(not cur)
        fields.append((pairs_next, cb + 2))
        psd_next = layout.floater_unit(higher) if higher_in_bracket else 0
        if cur:
            psd_next += layout.floater_unit(lower)
        fields.append((psd_next, sb))
    # C.8-C.11 colours, for pairs of the bracket.
    fields.append((int(cur and c10_ok(lower, higher)), cb))
    fields.append((int(cur and c11_ok(lower, higher)), cb))
    fields.append((int(cur and c12_ok(lower, higher)), cb))
    fields.append((int(cur and c13_ok(lower, higher)), cb))
    pr = layout.played_rounds
    for which in (1, 2):
        if pr < which:
            continue
        # C.12 / C.14: players receiving the same downfloat as ``which`` rounds before.
        down = 0
        lower_float = lower.float_1 if which == 1 else lower.float_2
        higher_float = higher.float_1 if which == 1 else higher.float_2
        if cur:
            down = int(lower_float is Float.DOWN) + int(hs <= ls and higher_float is Float.DOWN)
        fields.append((down, cb))
        # C.13 / C.15: the same upfloat.
        fields.append((int(cur and not (hs > ls and lower_float is Float.UP)), cb))
    for which in (1, 2):
        if pr < which:
            continue
        # C.16 / C.18: score differences of players receiving the same downfloat.
        units = _repeated_float_units(higher, lower, Float.DOWN, layout, which) if cur else 0
        fields.append((units, sb))
        # C.17 / C.19: score differences of players receiving the same upfloat.
        lower_float = lower.float_1 if which == 1 else lower.float_2
        up = 0
        if cur and lower_float is Float.UP and hs > ls:
            up = -layout.unit(hs - ls)
        fields.append((up, sb))
    result = 0
    for value, width in fields:
        result = (result << width) + value
    return result
