"""Which text of the FIDE (Dutch) System pairs an event read from a TRF: the one decision about it.

An event is paired under the rules in force when it began (``docs/editions.md``). Record 192 says
which (TRF26 "Encoded Type Of Tournament"); a file without it (TRF16, the older programs, rating
reports) is paired under the text in force on its start date (042):

- before 1 July 2017: the Istanbul 2012 text, in force from 1 July 2013 (``FIDE_DUTCH_2013``; the
  oldest text this program pairs, also for an event older than it);
- 1 July 2017 - 31 January 2026: the 2017 text (Baku 2016 / Goynuk 2017, ``FIDE_DUTCH_2017``);
- from 1 February 2026: the 2025 text "Applied from 1st February, 2026" (``FIDE_DUTCH_2025``).

Without record 192 and without a start date that can be read, the text in force today. The arbiter
changes the choice afterwards like any setting (``arbiter rules FILE 2017``, the settings form).

>>> choose_edition(None, date(2015, 9, 24)).edition
<RulesEdition.DUTCH_2013: 'FIDE_DUTCH_2013'>
>>> choose_edition(RulesEdition.DUTCH_2025, date(2015, 9, 24)).basis
<EditionBasis.RECORD_192: 'record_192'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import RulesEdition

DUTCH_2017_FROM = date(2017, 7, 1)
"""The 2017 text applies to events that start on or after this day (C.04.3, Baku 2016 / Goynuk 2017)."""
DUTCH_2025_FROM = date(2026, 2, 1)
"""The 2025 text applies from this day (C.04.3 "Applied from 1st February, 2026")."""
DUTCH_2013_FROM = date(2013, 7, 1)
"""The Istanbul 2012 text applies from this day; older events are paired by it too (the oldest we pair)."""

DEFAULT_EDITION = RulesEdition.DUTCH_2025
"""The text in force now: a new event, and a TRF that says neither its edition nor its start date."""


class EditionBasis(enum.Enum):
    """What the edition of an imported event was decided from."""

    RECORD_192 = "record_192"
    START_DATE = "start_date"
    DEFAULT = "default"


@dataclass(frozen=True, slots=True)
class EditionChoice:
    """The edition that pairs an event read from a TRF, and what it was decided from."""

    edition: RulesEdition
    basis: EditionBasis
    start_date: date | None = None

    @property
    def explanation(self) -> str:
        """One sentence for the import message, the preview and ``arbiter info``."""
        code = self.edition.value
        if self.basis is EditionBasis.RECORD_192:
            return translate("EditionPolicy", "rules {code}, as record 192 says").format(code=code)
        if self.basis is EditionBasis.DEFAULT:
            return translate(
                "EditionPolicy", "rules {code}: the TRF has no record 192 and no start date that can be read"
            ).format(code=code)
        assert self.start_date is not None
        start = f"{self.start_date.year:04d}/{self.start_date.month:02d}/{self.start_date.day:02d}"
        return translate(
            "EditionPolicy", "edition chosen from the start date {start}: {code} ({why})"
        ).format(start=start, code=code, why=translate("EditionPolicy", _IN_FORCE[_period(self.start_date)]))


_IN_FORCE = {
    "before": QT_TRANSLATE_NOOP(
        "EditionPolicy", "the oldest text this program pairs, in force from 1 July 2013; the event is older"
    ),
    "2013": QT_TRANSLATE_NOOP("EditionPolicy", "in force from 1 July 2013 to 30 June 2017"),
    "2017": QT_TRANSLATE_NOOP("EditionPolicy", "in force from 1 July 2017 to 31 January 2026"),
    "2025": QT_TRANSLATE_NOOP("EditionPolicy", "in force since 1 February 2026"),
}


def _period(start: date) -> str:
    if start >= DUTCH_2025_FROM:
        return "2025"
    if start >= DUTCH_2017_FROM:
        return "2017"
    return "2013" if start >= DUTCH_2013_FROM else "before"


def edition_in_force(start: date) -> RulesEdition:
    """The text of C.04.3 in force on ``start`` (the 2013 text for anything before 1 July 2017).

    >>> days = (date(2017, 6, 30), date(2017, 7, 1), date(2026, 1, 31), date(2026, 2, 1))
    >>> [edition_in_force(d).short_name for d in days]
    ['2013', '2017', '2017', '2025']
    """
    return {
        "2025": RulesEdition.DUTCH_2025,
        "2017": RulesEdition.DUTCH_2017,
        "2013": RulesEdition.DUTCH_2013,
        "before": RulesEdition.DUTCH_2013,
    }[_period(start)]


def choose_edition(record_192: RulesEdition | None, start: date | None) -> EditionChoice:
    """The edition of an event read from a TRF: record 192 when the file has one, else the text in
    force on the start date, else :data:`DEFAULT_EDITION`."""
    if record_192 is not None:
        return EditionChoice(record_192, EditionBasis.RECORD_192, start)
    if start is not None:
        return EditionChoice(edition_in_force(start), EditionBasis.START_DATE, start)
    return EditionChoice(DEFAULT_EDITION, EditionBasis.DEFAULT)
