"""The dates of a TRF as programs really write them: the one reading of records 042, 052 and 132.

TRF16/TRF26 ask for ``YYYY/MM/DD`` in 042 (start) and 052 (end) and ``YY/MM/DD`` in 132 (the rounds).
Real files also carry ``24/09/2010`` and ``24.09.2010`` (Vega, Swiss-Manager and most European
programs: day first), ``28. 07. 2005`` (Swiss-Chess), ``2019-09-24`` or ``2019/9/4``, ``10.09.13``
(two-digit years, TRF's year-first order), ``11.25.02`` (year, day, month) and ``May 29, 2020``
(lichess). :func:`read_date` reads them all in one order of preference:

- a four-digit year first: year, month, day (TRF); year, day, month only when that is the one valid
  reading;
- a four-digit year last: day, month, year (the European programs); month, day, year only when that
  is the one valid reading;
- three two-digit numbers: year, month, day (TRF 132); then day, month, year; then year, day, month;
- an English month name with the day and the year, in either order.

A date that more than one order reads differently (``02/10/2010``: 2 October or 10 February) is read
in the preferred order with a warning that names the other reading; a date read in a non-preferred
order says so; a date that cannot be read is a warning too. None of them is ever dropped silently.

>>> read_date("28. 07. 2005").value, read_date("2019/9/4").value, read_date("May 29, 2020").value
(datetime.date(2005, 7, 28), datetime.date(2019, 9, 4), datetime.date(2020, 5, 29))
>>> read_date("02/10/2010").warning is not None, read_date("24/09/2010").warning
(True, None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from engine.i18n import QT_TRANSLATE_NOOP, translate

_NUMERIC = re.compile(r"(\d{1,4})\s*([/.\-])\s*(\d{1,2})\s*[/.\-]\s*(\d{1,4})\.?")
_NAME_FIRST = re.compile(r"([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})")
_DAY_FIRST = re.compile(r"(\d{1,2})\.?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})")
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}

Order = tuple[str, str, str]
"""Which part each of the three numbers is: ``("y", "m", "d")`` ..."""

_ORDER_NAMES = {
    ("y", "m", "d"): QT_TRANSLATE_NOOP("TrfDate", "year/month/day"),
    ("y", "d", "m"): QT_TRANSLATE_NOOP("TrfDate", "year/day/month"),
    ("d", "m", "y"): QT_TRANSLATE_NOOP("TrfDate", "day/month/year"),
    ("m", "d", "y"): QT_TRANSLATE_NOOP("TrfDate", "month/day/year"),
}
_YEAR_FIRST: tuple[Order, ...] = (("y", "m", "d"), ("y", "d", "m"))
_YEAR_LAST: tuple[Order, ...] = (("d", "m", "y"), ("m", "d", "y"))
_TWO_DIGITS: tuple[Order, ...] = (("y", "m", "d"), ("d", "m", "y"), ("y", "d", "m"))
_RIVALS = {_YEAR_FIRST: 1, _YEAR_LAST: 2, _TWO_DIGITS: 2}
"""How many of a shape's first orders are rival readings (both in use, so a date both read differently
is ambiguous); the orders after them are fallbacks, used only when the others cannot read a date
(year/day/month: TRF's year first, a program's day before month)."""

CENTURY_PIVOT = 50
"""A two-digit year below it is 20YY, from it 19YY (TRF 132 writes two digits)."""


@dataclass(frozen=True, slots=True)
class DateReading:
    """What a date field says: the date (None when empty or unreadable) and, when the reading is not
    certain or failed, one sentence saying why."""

    value: date | None
    warning: str | None = None


def trf_form(d: date) -> str:
    """``YYYY/MM/DD``, how TRF writes a date (and how the warnings show one)."""
    return f"{d.year:04d}/{d.month:02d}/{d.day:02d}"


def _year(text: str) -> int:
    value = int(text)
    if len(text) <= 2:
        return value + (2000 if value < CENTURY_PIVOT else 1900)
    return value


def _make(parts: dict[str, str]) -> date | None:
    try:
        return date(_year(parts["y"]), int(parts["m"]), int(parts["d"]))
    except ValueError:
        return None


def _order_name(order: Order) -> str:
    return translate("TrfDate", _ORDER_NAMES[order])


def _shape(numbers: Sequence[str]) -> tuple[Order, ...] | None:
    """The orders a date of this shape may be in, preferred first (see the module's text)."""
    first, _, last = numbers
    if len(first) == 4 and len(last) <= 2:
        return _YEAR_FIRST
    if len(last) == 4 and len(first) <= 2:
        return _YEAR_LAST
    if len(first) <= 2 and len(last) <= 2:
        return _TWO_DIGITS
    return None


def _named(month: str, day: str, year: str) -> date | None:
    number = _MONTHS.get(month.lower())
    if number is None:
        return None
    try:
        return date(int(year), number, int(day))
    except ValueError:
        return None


def _by_name(text: str) -> date | None:
    for pattern, parts in ((_NAME_FIRST, (1, 2, 3)), (_DAY_FIRST, (2, 1, 3))):
        m = pattern.fullmatch(text)
        if m is not None:
            month, day, year = (m.group(i) for i in parts)
            return _named(month, day, year)
    return None


def read_dates(texts: Sequence[str], standard: Order | None = None) -> tuple[list[DateReading], list[str]]:
    """Read the dates of one group of fields written by one program (042 and 052; or the rounds of
    132): ``(one reading per text, each with its own doubt, and the sentences about the whole group)``.

    The fields of one shape are read in one order, the first that reads all of them; an order that a
    field alone proves (``24/09/2010`` can only be day first) or the ``standard`` order of the
    record (132: year/month/day) settles the others without a doubt. A field another order that reads
    the whole group would read differently is reported as ambiguous, with both readings; a group read
    in an order other than the preferred one is reported once.
    """
    readings: list[DateReading] = [DateReading(None)] * len(texts)
    notes: list[str] = []
    groups: dict[tuple[Order, ...], list[tuple[int, str, tuple[str, str, str]]]] = {}
    for i, raw in enumerate(texts):
        text = raw.strip()
        if not text:
            continue
        numeric = _NUMERIC.fullmatch(text)
        orders = None if numeric is None else _shape((numeric.group(1), numeric.group(3), numeric.group(4)))
        if numeric is not None and orders is not None:
            groups.setdefault(orders, []).append(
                (i, text, (numeric.group(1), numeric.group(3), numeric.group(4)))
            )
            continue
        named = _by_name(text) if numeric is None else None
        readings[i] = DateReading(named) if named is not None else _unreadable(text)
    for orders, fields in groups.items():
        whole = [o for o in orders if all(_make(dict(zip(o, n, strict=True))) for _, _, n in fields)]
        if not whole:  # no one order reads them all: each field on its own
            for i, text, numbers in fields:
                readings[i] = _alone(text, numbers, orders)
            continue
        chosen = whole[0]
        rivals = [o for o in whole[1:] if o in orders[: _RIVALS[orders]]]
        proven = chosen == standard or any(
            all(_make(dict(zip(o, n, strict=True))) is None for o in rivals) for _, _, n in fields
        )
        for i, text, numbers in fields:
            value = _make(dict(zip(chosen, numbers, strict=True)))
            assert value is not None
            warning = None
            if not proven:
                other = next(
                    (
                        (o, v)
                        for o in rivals
                        if (v := _make(dict(zip(o, numbers, strict=True)))) is not None and v != value
                    ),
                    None,
                )
                if other is not None:
                    warning = _ambiguous(text, chosen, value, *other)
            readings[i] = DateReading(value, warning)
        if chosen != orders[0] and chosen != standard:
            shown = ", ".join(
                f"{text} = {trf_form(value)}"
                for i, text, _ in fields
                if (value := readings[i].value) is not None
            )
            notes.append(
                translate("TrfDate", "dates read as {order}: {dates}").format(
                    order=_order_name(chosen), dates=shown
                )
            )
    return readings, notes


def _ambiguous(text: str, order: Order, value: date, other_order: Order, other: date) -> str:
    return translate(
        "TrfDate", "{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})"
    ).format(
        text=repr(text),
        date=trf_form(value),
        order=_order_name(order),
        other=trf_form(other),
        other_order=_order_name(other_order),
    )


def _alone(text: str, numbers: Sequence[str], orders: tuple[Order, ...]) -> DateReading:
    found: list[tuple[Order, date]] = []
    for order in orders:
        value = _make(dict(zip(order, numbers, strict=True)))
        if value is not None and all(value != v for _, v in found):
            found.append((order, value))
    if not found:
        return _unreadable(text)
    order, value = found[0]
    rival = next(((o, v) for o, v in found[1:] if o in orders[: _RIVALS[orders]]), None)
    if order in orders[: _RIVALS[orders]] and rival is not None:
        return DateReading(value, _ambiguous(text, order, value, *rival))
    if order != orders[0]:
        return DateReading(
            value,
            translate("TrfDate", "{text} read as {date} ({order})").format(
                text=repr(text), date=trf_form(value), order=_order_name(order)
            ),
        )
    return DateReading(value)


def _unreadable(text: str) -> DateReading:
    return DateReading(
        None, translate("TrfDate", "{text} is not a date this program can read").format(text=repr(text))
    )


def read_date(text: str) -> DateReading:
    """Read one TRF date on its own (see :func:`read_dates` and the module's text)."""
    return read_dates([text])[0][0]
