"""Text the arbiter types or imports (names, event data): no line breaks or control characters.

A name is printed, shown in tables and written into a TRF line by line. A line break inside it would
start a new record in the exported TRF (a forged ``001`` line), and control characters (escape, NUL,
form feed ...) are invisible on screen and mean something else in other programs. So:

- typed or CSV-imported text that holds one is **refused**, naming the field and the character
  (``refuse_control_characters``);
- a TRF being imported has them **replaced by a space**, with a warning per field (``clean``): the
  file comes from another program and the event must still be continued;
- the TRF writer refuses to write one (``engine.trf.writer``), so a file from an older version that
  holds one cannot produce a forged record.

Refused: Unicode categories Cc (C0 and C1 controls, including tab, CR, LF, DEL) and the line and
paragraph separators (Zl, Zp: U+2028, U+2029). Kept: format characters (Cf) such as the zero-width
non-joiner that Persian names need, and right-to-left text.

And their length: the event's texts (``EVENT_TEXT_LIMITS``) and a player's club, city and other
titles (``PLAYER_TEXT_LIMITS``) are cut to a sensible length, with a warning saying what was cut, at
entry (``operations.tournament_file``: the command line and the window) and at a TRF import (``clean``,
``limit_event``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from db.errors import OperationRefused
from engine.i18n import translate
from values import EventSettings, PlayerDetails

BAD_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})
_BAD = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
"""The characters of ``BAD_CATEGORIES`` (Cc is C0, DEL and C1; Zl and Zp one character each), found
by one regular expression rather than a category lookup per character (a 50 MB name: 0.3 s, not 40)."""


def bad_characters(text: str) -> list[str]:
    """The control characters and line breaks in ``text``, as ``U+000A``-style names, in order.

    >>> bad_characters("Anna\u2028Berg\x1b")
    ['U+2028', 'U+001B']
    """
    return [f"U+{ord(m.group()):04X}" for m in _BAD.finditer(text)]


def refuse_control_characters(what: str, text: str) -> None:
    """Raise ``OperationRefused`` when ``text`` (the field ``what``) holds a control character."""
    found = bad_characters(text)
    if found:
        shown = ", ".join(dict.fromkeys(found))
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{what} {text!r} holds a line break or control character ({shown}); "
                "type it on one line without control characters",
            ).format(what=what, text=text, shown=shown)
        )


def clean(text: str) -> str:
    """``text`` with every control character and line break replaced by a space (ends stripped)."""
    if _BAD.search(text) is None:
        return text
    return _BAD.sub(" ", text).strip()


# -- lengths ---------------------------------------------------------------------------------------

EVENT_TEXT_LIMITS: dict[str, int] = {
    "name": 120,
    "city": 80,
    "tournament_type": 80,
    "chief_arbiter": 80,
    "deputy_arbiters": 80,
    "time_control": 80,
    "organiser": 120,
}
"""The most characters each text of ``EventSettings`` keeps (each deputy arbiter on its own). The TRF
records they are written to (012, 022, 092, 102, 112, 122) hold a line each; a printed header has room
for about 90 characters of the name. A longer text is cut at entry and import, with a warning
(issue 25, item 8: a 50 MB name from a TRF made every document and page carry it)."""

PLAYER_TEXT_LIMITS: dict[str, int] = {"club": 80, "city": 80, "other_titles": 40}
"""The same for a player's texts that no other rule bounds (the name, title, federation, FIDE ID,
birth date and national ID have their own: ``operations.ops_players.validate_details``)."""

SHOWN = 40
"""How much of a text a message quotes."""


def shown(text: str) -> str:
    """``text`` quoted for a message: at most ``SHOWN`` characters, then …

    >>> shown("Open")
    "'Open'"
    >>> shown("x" * 100) == repr("x" * SHOWN) + "…"
    True
    """
    return repr(text) if len(text) <= SHOWN else repr(text[:SHOWN]) + "…"


def cut(what: str, text: str, limit: int, warnings: list[str]) -> str:
    """``text`` cut to ``limit`` characters (its end stripped), a warning added when it was longer."""
    if len(text) <= limit:
        return text
    kept = text[:limit].rstrip()
    warnings.append(
        translate(
            "DbRefusal",
            "{what} had {length} characters: cut to the first {limit} ({kept})",
        ).format(what=what, length=f"{len(text):,}", limit=limit, kept=shown(kept))
    )
    return kept


def limit_event(settings: EventSettings) -> tuple[EventSettings, tuple[str, ...]]:
    """``settings`` with every text within ``EVENT_TEXT_LIMITS``, and a warning per text cut."""
    w: list[str] = []
    n = EVENT_TEXT_LIMITS
    limited = replace(
        settings,
        name=cut(translate("DbRefusal", "the tournament name"), settings.name, n["name"], w),
        city=cut(translate("DbRefusal", "the city"), settings.city, n["city"], w),
        tournament_type=cut(
            translate("DbRefusal", "the type of tournament"),
            settings.tournament_type,
            n["tournament_type"],
            w,
        ),
        chief_arbiter=cut(
            translate("DbRefusal", "the chief arbiter"), settings.chief_arbiter, n["chief_arbiter"], w
        ),
        deputy_arbiters=tuple(
            cut(translate("DbRefusal", "a deputy arbiter"), d, n["deputy_arbiters"], w)
            for d in settings.deputy_arbiters
        ),
        time_control=cut(
            translate("DbRefusal", "the time control"), settings.time_control, n["time_control"], w
        ),
        organiser=cut(translate("DbRefusal", "the organiser"), settings.organiser, n["organiser"], w),
    )
    return (limited if w else settings), tuple(w)


def limit_player(details: PlayerDetails) -> tuple[PlayerDetails, tuple[str, ...]]:
    """``details`` with club, city and other titles within ``PLAYER_TEXT_LIMITS``, a warning per cut."""
    w: list[str] = []
    n = PLAYER_TEXT_LIMITS
    name = shown(details.name)
    limited = replace(
        details,
        club=cut(translate("DbRefusal", "the club of {name}").format(name=name), details.club, n["club"], w),
        city=cut(translate("DbRefusal", "the city of {name}").format(name=name), details.city, n["city"], w),
        other_titles=cut(
            translate("DbRefusal", "the other titles of {name}").format(name=name),
            details.other_titles,
            n["other_titles"],
            w,
        ),
    )
    return (limited if w else details), tuple(w)
