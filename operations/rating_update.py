"""Updating the registered players' data from the library: ratings, titles, K factors, federations.

C.04.2 (2026) art. 2.1: the ratings in force on the day the tournament starts give the initial order.
A rating list published before round 1 is therefore taken over: :func:`rating_changes` lists every
difference between the tournament's copy and the library (old and new rating, title, ...), and
``TournamentFile.ratings.update`` applies them in one operation with one audit row. Once round 1 is
paired the update needs the arbiter's confirmation, and :func:`consequences` says what it changes.

Players are found in the library by FIDE ID, else by national ID (their national list). A player
found only in a national list takes only the national rating from it (the list says nothing of the
FIDE data).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.rating.kfactor import RatingType
from operations.registration import details_from_library
from player_library.values import LibraryPlayer
from values import PlayerDetails, PlayerId, PlayerRecord

Lookup = Callable[[PlayerRecord], LibraryPlayer | None]
"""Finds a registered player's library entry (``PlayerLibrary.entry_for``)."""

UPDATED_FIELDS = ("rating", "title", "federation", "k_factor", "inactive", "other_titles", "national_rating")
"""What an update takes from the library. Names, clubs and birth dates stay as registered (the
arbiter may have corrected them)."""

FIELD_LABELS = {
    "rating": QT_TRANSLATE_NOOP("DbEndEvent", "rating"),
    "title": QT_TRANSLATE_NOOP("DbEndEvent", "title"),
    "federation": QT_TRANSLATE_NOOP("DbEndEvent", "federation"),
    "k_factor": QT_TRANSLATE_NOOP("DbEndEvent", "K factor"),
    "inactive": QT_TRANSLATE_NOOP("DbEndEvent", "inactive"),
    "other_titles": QT_TRANSLATE_NOOP("DbEndEvent", "other titles"),
    "national_rating": QT_TRANSLATE_NOOP("DbEndEvent", "national rating"),
}


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One registered player whose library entry differs: the details and the K factor (stored beside
    the details, ``PlayerRecord.k_factor``) before and after."""

    player: PlayerId
    number: int
    name: str
    old: PlayerDetails
    new: PlayerDetails
    old_k: int | None = None
    new_k: int | None = None

    def before(self, field: str) -> object:
        return self.old_k if field == "k_factor" else getattr(self.old, field)

    def after(self, field: str) -> object:
        return self.new_k if field == "k_factor" else getattr(self.new, field)

    @property
    def fields(self) -> tuple[str, ...]:
        """The fields that change (``UPDATED_FIELDS`` names)."""
        return tuple(f for f in UPDATED_FIELDS if self.before(f) != self.after(f))

    def describe(self) -> str:
        """``"rating 2310 -> 2325, title FM -> IM"``."""
        return ", ".join(
            translate("DbEndEvent", "{field} {before} -> {after}").format(
                field=translate("DbEndEvent", FIELD_LABELS[f]),
                before=_shown(self.before(f)),
                after=_shown(self.after(f)),
            )
            for f in self.fields
        )

    def reversed(self) -> RatingChange:
        return RatingChange(self.player, self.number, self.name, self.new, self.old, self.new_k, self.old_k)

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "number": self.number,
            "name": self.name,
            "old": {f: self.before(f) for f in self.fields},
            "new": {f: self.after(f) for f in self.fields},
        }


def _shown(value: object) -> str:
    if value in ("", None, 0):
        return "-"
    if value is True:
        return translate("DbEndEvent", "yes")
    if value is False:
        return translate("DbEndEvent", "no")
    return str(value)


def rating_changes(
    players: Sequence[PlayerRecord], lookup: Lookup, rating_type: RatingType
) -> tuple[RatingChange, ...]:
    """Every registered player whose library entry has other values of ``UPDATED_FIELDS``, in
    pairing-number order. Players the library does not know are left alone."""
    changes = []
    for p in players:
        entry = lookup(p)
        if entry is None:
            continue
        found = details_from_library(entry, rating_type)
        fresh, old = found.details, p.details
        if entry.fide_id is None:  # a national list entry alone: only its own rating is known
            fields: tuple[str, ...] = ("national_rating",)
        elif entry.national is None:  # a FIDE entry alone says nothing about the national rating
            fields = tuple(f for f in UPDATED_FIELDS if f != "national_rating")
        else:
            fields = UPDATED_FIELDS
        updates: dict[str, Any] = {f: getattr(fresh, f) for f in fields if f != "k_factor"}
        new = replace(old, **updates)
        new_k = found.k_factor if "k_factor" in fields and found.k_factor is not None else p.k_factor
        if new != old or new_k != p.k_factor:
            changes.append(RatingChange(p.id, p.number, p.name, old, new, p.k_factor, new_k))
    return tuple(changes)


def consequences(paired_rounds: int) -> str:
    """What changing ratings means once ``paired_rounds`` rounds are paired ("" before round 1)."""
    if paired_rounds == 0:
        return ""
    return translate(
        "DbEndEvent",
        "Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the "
        "day the tournament starts; a later list does not change the order. Updating now changes the "
        "ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to "
        "the TRF for rating; the pairing numbers and the rounds already paired stay as they are.",
    ).format(round=paired_rounds)
