"""Rows of the library (or of a list being read) to ``LibraryPlayer`` values."""

from __future__ import annotations

from collections.abc import Sequence

from engine.titles import fide_title
from player_library.values import LibraryPlayer, NationalData, TypeRating

FIDE_SELECT = (
    "fide_id, name, federation, sex, title, women_title, other_titles, foa_title, std_rating, std_games, "
    "std_k, rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birth_year, flag, skey"
)
NATIONAL_SELECT = (
    "list, national_id, fide_id, name, federation, sex, title, birth_year, rating, club, city, skey"
)


def title(code: object) -> str:
    """A title as FIDE abbreviates it: ``wg`` -> ``WGM``, ``gm`` -> ``GM`` (``engine.titles``, the one
    reading of the short codes, which the TRF import shares)."""
    return fide_title(code)


def _number(value: object, zero_is_none: bool = True) -> int | None:
    """A list value as a number: empty is None; 0 is None for ratings, K and birth years (unrated)."""
    if isinstance(value, int):
        number = value
    else:
        text = "" if value is None else str(value).strip()
        if not text:
            return None
        number = int(text)
    return None if (zero_is_none and number == 0) else number


def _text(value: object) -> str:
    return "" if value is None else str(value).strip()


def _rating(rating: object, games: object, k: object) -> TypeRating:
    return TypeRating(_number(rating), _number(games, zero_is_none=False), _number(k))


def fide_player(row: Sequence[object], national: NationalData | None = None) -> LibraryPlayer:
    """A row in ``FIDE_SELECT`` order (also the text rows of a list reader, ``ROW_FIELDS`` order)."""
    (fide_id, name, fed, sex, tit, wtit, otit, foa, sr, sg, sk, rr, rg, rk, br, bg, bk, birth, flag) = row[
        :19
    ]
    open_title, women = title(tit), title(wtit)
    if not open_title and women:
        open_title, women = women, ""
    others = tuple(t.strip().upper() for t in str(otit or "").replace(" ", ",").split(",") if t.strip())
    return LibraryPlayer(
        name=str(name).strip(),
        fide_id=int(str(fide_id)),
        federation=_text(fed).upper(),
        sex=_text(sex).upper(),
        title=open_title,
        women_title=women,
        other_titles=others,
        foa_title=_text(foa).upper(),
        standard=_rating(sr, sg, sk),
        rapid=_rating(rr, rg, rk),
        blitz=_rating(br, bg, bk),
        birth_year=_number(birth),
        inactive="i" in str(flag or "").lower(),
        national=national,
    )


def national_data(row: Sequence[object]) -> NationalData:
    """A row in ``NATIONAL_SELECT`` order."""
    list_name, nid, _fide, _name, _fed, _sex, _title, _birth, rating, club, city = row[:11]
    return NationalData(str(list_name), str(nid or ""), _number(rating), str(club or ""), str(city or ""))


def national_player(row: Sequence[object]) -> LibraryPlayer:
    """A national list entry without a FIDE list entry (``NATIONAL_SELECT`` order)."""
    _list, _nid, fide_id, name, fed, sex, tit, birth, _rating_value, _club, _city = row[:11]
    return LibraryPlayer(
        name=str(name),
        fide_id=None if fide_id in (None, "", 0) else int(str(fide_id)),
        federation=str(fed or "").upper(),
        sex=str(sex or "").upper(),
        title=title(tit),
        birth_year=_number(birth),
        national=national_data(row),
    )
