"""The ranking's whole-number keys (``engine.tiebreaks.ranking._split``): exact order and equality of
tie-break values, as the ``Fraction``s themselves give them (C.07 art. 4.2)."""

from __future__ import annotations

from fractions import Fraction

from engine.model import PairingNumber as N
from engine.tiebreaks.ranking import TieBreakValue, _split
from engine.tiebreaks.spec import Direction


def test_close_fractions_are_ordered_exactly_and_equal_values_share_a_group() -> None:
    values: dict[N, TieBreakValue] = {
        N(1): Fraction(1, 3),
        N(2): Fraction(333, 1000),
        N(3): Fraction(2, 6),
        N(4): Fraction(334, 1000),
    }
    assert _split([N(1), N(2), N(3), N(4)], values, Direction.HIGHER_IS_BETTER) == [
        [N(4)],
        [N(1), N(3)],
        [N(2)],
    ]
    assert _split([N(1), N(2), N(3), N(4)], values, Direction.LOWER_IS_BETTER) == [
        [N(2)],
        [N(1), N(3)],
        [N(4)],
    ]


def test_a_value_none_is_ordered_as_zero_but_not_tied_with_zero() -> None:
    values: dict[N, TieBreakValue] = {N(1): None, N(2): 0, N(3): Fraction(-1, 2), N(4): None}
    assert _split([N(4), N(3), N(2), N(1)], values, Direction.HIGHER_IS_BETTER) == [
        [N(1)],
        [N(2)],
        [N(4)],
        [N(3)],
    ]


def test_whole_numbers_and_fractions_of_the_same_value_are_tied() -> None:
    values: dict[N, TieBreakValue] = {N(1): 2, N(2): Fraction(4, 2), N(3): Fraction(5, 2)}
    assert _split([N(1), N(2), N(3)], values, Direction.HIGHER_IS_BETTER) == [[N(3)], [N(1), N(2)]]
