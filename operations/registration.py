"""Registering a player: from a library entry to the tournament's own copy, and the checks before.

The tournament keeps its own copy of the player's data (``PlayerDetails``): :func:`details_from_library`
makes it from a ``LibraryPlayer`` and the event's rating type; updating the library later changes
nothing in the event until the arbiter asks for it (``operations.rating_update``).

:func:`registration_warnings` is what the registration form shows and ``add_player`` returns: a name
like one already registered, an unknown federation code, an impossible birth year or rating. The
same FIDE ID twice is not a warning but a refusal (``operations.ops_players.add_player``). Names longer than
TRF's 33 characters are refused by the operation with what would be cut; :func:`fit_name` shows the
limit and the cut before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from engine.i18n import translate
from engine.model import Sex
from engine.rating.kfactor import RatingType
from operations.similar_names import SimilarNames
from player_library.federations import is_federation
from player_library.values import LibraryPlayer
from values import PlayerDetails, PlayerRecord

TRF_NAME_LIMIT = 33
"""TRF16/TRF26 record 001: the name fills columns 15-47."""

FIDE_RATING_FLOOR = 1400
"""The lowest published FIDE rating since 1 March 2024 (FIDE Rating Regulations B.02)."""

HIGHEST_PLAUSIBLE_RATING = 2900
OLDEST_BIRTH_YEAR = 1900
YOUNGEST_AGE = 3

_YEAR = re.compile(r"^(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2}))?$")


@dataclass(frozen=True, slots=True)
class NameFit:
    """A name cut to TRF's limit: what is kept and what is cut ("" when it fits)."""

    kept: str
    cut: str

    @property
    def fits(self) -> bool:
        return not self.cut


def fit_name(name: str, limit: int = TRF_NAME_LIMIT) -> NameFit:
    """``fit_name("Van der Berg-Santos y Alvarado, Maximiliano")`` keeps the first 33 characters
    (without a trailing space or comma) and tells what is cut."""
    text = " ".join(name.split())
    if len(text) <= limit:
        return NameFit(text, "")
    kept = text[:limit].rstrip(" ,")
    return NameFit(kept, text[len(kept) :].strip(" ,"))


def _sex(code: str) -> Sex:
    return {"M": Sex.MALE, "F": Sex.FEMALE, "W": Sex.FEMALE}.get(code.upper(), Sex.UNKNOWN)


@dataclass(frozen=True, slots=True)
class FromLibrary:
    """What registering a library entry brings: the player's details, the K factor of the event's rating
    type (stored beside the details, ``add_player(k_factor=)``), and notes for the arbiter."""

    details: PlayerDetails
    k_factor: int | None = None
    notes: tuple[str, ...] = ()


def details_from_library(player: LibraryPlayer, rating_type: RatingType) -> FromLibrary:
    """The registration form's values for ``player`` in an event of ``rating_type``, and notes for the
    arbiter (a name cut to TRF's limit, no rating of the type, an inactive player)."""
    notes: list[str] = []
    fit = fit_name(player.name)
    if not fit.fits:
        notes.append(
            translate(
                "DbRefusal",
                "the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: "
                "registered as {kept!r}, {cut!r} is cut",
            ).format(count=len(player.name), TRF_NAME_LIMIT=TRF_NAME_LIMIT, kept=fit.kept, cut=fit.cut)
        )
    rating = player.rating(rating_type)
    if rating.rating is None:
        notes.append(
            translate("DbRefusal", "no {value} rating in the list: registered as unrated").format(
                value=rating_type.value
            )
        )
    if player.inactive:
        notes.append(translate("DbRefusal", "the FIDE list flags the player inactive"))
    national = player.national
    details = PlayerDetails(
        name=fit.kept,
        rating=rating.rating or 0,
        title=player.title,
        federation=player.federation,
        fide_id="" if player.fide_id is None else str(player.fide_id),
        sex=_sex(player.sex),
        birth_date="" if player.birth_year is None else str(player.birth_year),
        national_id=national.national_id if national else "",
        national_rating=(national.rating or 0) if national else 0,
        club=national.club if national else "",
        city=national.city if national else "",
        other_titles=",".join(player.other_titles),
        inactive=player.inactive,
    )
    return FromLibrary(details, rating.k_factor, tuple(notes))


def birth_year(birth_date: str) -> int | None:
    """The year of a TRF birth date (``YYYY``, ``YYYY/MM/DD``, parts may be 00); None if it has none."""
    m = _YEAR.match(birth_date.strip())
    return int(m.group(1)) if m else None


def similar_players(name: str, players: Sequence[PlayerRecord], exclude: object = None) -> list[PlayerRecord]:
    """Registered players whose name is the same or nearly the same as ``name`` once folded (accents,
    case, punctuation), has the same words in another order, or the same surname with a first name
    that begins the other ("Muller, J." and "Müller, Jürgen"): ``operations.similar_names.alike``,
    asked only about the players that share a word, the surname or a piece of the name with it."""
    return SimilarNames(players).like(name, exclude)


def registration_warnings(
    details: PlayerDetails,
    players: Sequence[PlayerRecord],
    *,
    today: date | None = None,
    exclude: object = None,
) -> list[str]:
    """What deserves a second look before ``details`` is registered among ``players`` (``exclude``:
    the id of the player being edited). Warnings only; ``add_player`` refuses what cannot be."""
    warnings: list[str] = []
    for p in similar_players(details.name, players, exclude):
        same_id = details.fide_id and p.fide_id == details.fide_id
        if not same_id:
            ident = f", FIDE ID {p.fide_id}" if p.fide_id else ""
            warnings.append(
                translate(
                    "DbRefusal", "{name!r} looks like {name2!r} (no. {number}{ident}), already registered"
                ).format(name=details.name, name2=p.name, number=p.number, ident=ident)
            )
    fed = details.federation.strip()
    if fed and not is_federation(fed):
        warnings.append(
            translate("DbRefusal", "federation {fed!r} is not a FIDE federation code").format(fed=fed)
        )
    year_now = (today or date.today()).year
    if details.birth_date.strip():
        year = birth_year(details.birth_date)
        if year is None:
            warnings.append(
                translate("DbRefusal", "birth date {birth_date!r} is not YYYY or YYYY/MM/DD").format(
                    birth_date=details.birth_date
                )
            )
        elif year < OLDEST_BIRTH_YEAR or year > year_now - YOUNGEST_AGE:
            warnings.append(
                translate("DbRefusal", "birth year {year} is not possible for a player in {year_now}").format(
                    year=year, year_now=year_now
                )
            )
    if details.rating:
        if details.rating > HIGHEST_PLAUSIBLE_RATING:
            warnings.append(
                translate("DbRefusal", "rating {rating} is higher than any FIDE rating").format(
                    rating=details.rating
                )
            )
        elif details.rating < FIDE_RATING_FLOOR:
            warnings.append(
                translate(
                    "DbRefusal",
                    "rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} "
                    "(since 1 March 2024); is it a national rating?",
                ).format(rating=details.rating, FIDE_RATING_FLOOR=FIDE_RATING_FLOOR)
            )
    if details.national_rating > HIGHEST_PLAUSIBLE_RATING:
        warnings.append(
            translate("DbRefusal", "national rating {national_rating} is higher than any rating").format(
                national_rating=details.national_rating
            )
        )
    return warnings
