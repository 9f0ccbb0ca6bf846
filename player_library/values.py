"""What the player library returns: frozen values, never rows."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from engine.i18n import translate
from engine.rating.kfactor import RatingType

LibraryProgress = Callable[[int, int, str], None]
"""``progress(done, total, message)``: bytes of the file read so far (total 0 = unknown)."""

Cancelled = Callable[[], bool]
"""Asked between batches: True stops the import (nothing of it is kept)."""


class Registered(Protocol):
    """A player registered in an event, as the library looks it up (``values.PlayerRecord``)."""

    @property
    def fide_id(self) -> str: ...

    @property
    def national_id(self) -> str: ...


class ListFormat(enum.Enum):
    """How a rating list is written."""

    TXT = "txt"
    """Fixed-width columns under a header line (``players_list_foa.txt``, ``standard_rating_list.txt``)."""
    XML = "xml"
    """``<playerslist><player>...</player>...`` (``players_list_xml_foa.xml``)."""


@dataclass(frozen=True, slots=True)
class ListLayout:
    """What a FIDE list file holds: its format, and which rating types (all three for a combined list)."""

    format: ListFormat
    rating_type: RatingType | None
    """None for the combined list (standard, rapid and blitz); else the one type of a per-type list."""
    inner_name: str = ""
    """The file inside the zip ("" for a bare file)."""
    month: str = ""
    """The list's month as its header names it (per-type TXT lists: ``APR26``), else ""."""

    @property
    def description(self) -> str:
        kind = "combined (standard, rapid, blitz)" if self.rating_type is None else self.rating_type.value
        return f"FIDE {kind} list, {self.format.value.upper()}" + (f", {self.month}" if self.month else "")

    def text(self) -> str:
        """:attr:`description` in the arbiter's language (the import's preview); the English
        ``description`` is what the library records of its imports."""
        file_format = self.format.value.upper()
        if self.rating_type is None:
            text = translate("DbLibrary", "FIDE combined (standard, rapid, blitz) list, {format}")
        elif self.rating_type is RatingType.STANDARD:
            text = translate("DbLibrary", "FIDE standard list, {format}")
        elif self.rating_type is RatingType.RAPID:
            text = translate("DbLibrary", "FIDE rapid list, {format}")
        else:
            text = translate("DbLibrary", "FIDE blitz list, {format}")
        text = text.format(format=file_format)
        if not self.month:
            return text
        return translate("DbLibrary", "{list}, {month}").format(list=text, month=self.month)


@dataclass(frozen=True, slots=True)
class TypeRating:
    """A player's rating of one type as the list gives it; None fields are empty in the list."""

    rating: int | None = None
    games: int | None = None
    k_factor: int | None = None


@dataclass(frozen=True, slots=True)
class NationalData:
    """What a national list adds to a player: its own ID and rating, the club and city."""

    list_name: str
    national_id: str = ""
    rating: int | None = None
    club: str = ""
    city: str = ""


@dataclass(frozen=True, slots=True)
class LibraryPlayer:
    """One player of the library: a FIDE list entry, a national list entry, or both joined by FIDE ID.

    Titles are normalised (the lists' one-letter codes ``g``, ``wm``... become GM, WIM...).
    """

    name: str
    fide_id: int | None = None
    federation: str = ""
    sex: str = ""
    """``M``, ``F`` or "" as the list gives it."""
    title: str = ""
    """The FIDE title: GM, IM, FM, CM, WGM, WIM, WFM, WCM, or ""."""
    women_title: str = ""
    """A women's title held besides an open title (e.g. GM and WGM)."""
    other_titles: tuple[str, ...] = ()
    """Arbiter, trainer and organiser titles: IA, FA, NA, FT, FST, IO, DI, NI..."""
    foa_title: str = ""
    standard: TypeRating = field(default_factory=TypeRating)
    rapid: TypeRating = field(default_factory=TypeRating)
    blitz: TypeRating = field(default_factory=TypeRating)
    birth_year: int | None = None
    inactive: bool = False
    """The list's ``i`` flag."""
    national: NationalData | None = None

    def rating(self, kind: RatingType) -> TypeRating:
        """The rating of ``kind`` (the event's rating type)."""
        return {
            RatingType.STANDARD: self.standard,
            RatingType.RAPID: self.rapid,
            RatingType.BLITZ: self.blitz,
        }[kind]

    @property
    def key(self) -> str:
        """What identifies the entry: ``fide:<id>`` or ``national:<list>:<id>``."""
        if self.fide_id is not None:
            return f"fide:{self.fide_id}"
        nat = self.national
        return f"national:{nat.list_name}:{nat.national_id}" if nat else f"name:{self.name}"


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The players a search found, in the order to show them, and whether there are more."""

    players: tuple[LibraryPlayer, ...]
    more: bool = False
    """More players match than were returned: type more of the name."""


@dataclass(frozen=True, slots=True)
class ListPreview:
    """A look at a list file before importing it: its layout, its first players, its first problem."""

    layout: ListLayout
    players: tuple[LibraryPlayer, ...]
    size: int
    """Bytes of the list (uncompressed)."""
    estimated_players: int
    problem: str = ""
    """The first problem found in the lines read ("" when none); the import would stop there."""


@dataclass(frozen=True, slots=True)
class ImportRecord:
    """One import into the library, as its history lists it."""

    id: int
    kind: str
    """``fide`` or ``national``."""
    source: str
    description: str
    players: int
    at: datetime
    undone: bool = False


@dataclass(frozen=True, slots=True)
class LibraryInfo:
    """What the library holds."""

    path: str
    fide_players: int
    national_players: int
    national_lists: tuple[str, ...]
    imports: tuple[ImportRecord, ...]
