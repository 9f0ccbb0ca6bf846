"""Printing tie-break values and scores the way standings are printed (``12.5``, ``37.25``, ``12½``)."""

from __future__ import annotations

from fractions import Fraction

from engine.tiebreaks.spec import TieBreakSpec

_ROUND_TO = 2


def format_value(value: Fraction | int | None, spec: TieBreakSpec | None = None, halves: bool = False) -> str:
    """A value as text; blank for None (a tie-break that does not apply to the player, such as
    Direct Encounter for a player tied with no one, C.07 6.1).

    Whole numbers (counts, ratings, ranks) print as integers; point values print with the decimals
    they need, at least one (``15.0``, ``12.5``, ``37.25``); a value that is not a finite decimal
    (an average such as AOB) is rounded to two decimals, 0.5 up. ``halves`` prints a half with
    the ``½`` sign (``12½``, ``½``), as on many crosstables.

    >>> format_value(Fraction(25, 2)), format_value(Fraction(149, 4)), format_value(7)
    ('12.5', '37.25', '7')
    >>> format_value(Fraction(15)), format_value(Fraction(10, 3))
    ('15.0', '3.33')
    >>> format_value(Fraction(25, 2), halves=True), format_value(Fraction(1, 2), halves=True)
    ('12½', '½')
    >>> format_value(None, halves=True)
    ''
    """
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if spec is not None and spec.code in ("TPN", "RTNG", "DE", "ALPHA", "ARO", "TPR", "PTP", "APRO", "APPO"):
        return str(int(value))
    v = value if isinstance(value, Fraction) else Fraction(value)
    if halves and v.denominator in (1, 2):
        whole = v.numerator // v.denominator if v >= 0 else -((-v.numerator) // v.denominator)
        half = v.denominator == 2
        if not half:
            return str(whole)
        if whole == 0:
            return "-½" if v < 0 else "½"
        return f"{whole}½"
    sign = "-" if v < 0 else ""
    numerator, denominator = abs(v.numerator), v.denominator  # in integers: 380,000 values on a site
    for places in range(1, 5):
        shifted = numerator * 10**places
        if shifted % denominator == 0:
            return sign + _decimal(shifted // denominator, places)
    scaled_int = (2 * numerator * 10**_ROUND_TO + denominator) // (2 * denominator)  # 0.5 up
    return sign + _decimal(scaled_int, _ROUND_TO)


def _decimal(scaled: int, places: int) -> str:
    text = str(scaled).rjust(places + 1, "0")
    return f"{text[:-places]}.{text[-places:]}"
