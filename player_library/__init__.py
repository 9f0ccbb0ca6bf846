"""The player library: FIDE and national rating lists kept offline, searched while the arbiter types.

A file of its own (``players.library`` in the user's data folder, ``player_library.paths``), apart from the
tournament files: registering a player copies the library's data into the tournament, so updating the
library never changes an event's history. No Qt here.

- ``PlayerLibrary`` (``player_library.api``): import a FIDE list (``fide_import``: combined or per-type, TXT
  or XML, zipped or not, 1.5 million players), import a national list (``national``: CSV/TXT with a
  column mapping), search (``search``), undo the last import of each kind.
- ``fold``: names without accents, also letters that do not decompose (Đ, Ø, Ł, ß...).
- ``federations``: the FIDE federation codes.
"""

from player_library.api import PlayerLibrary
from player_library.errors import ImportCancelled, LibraryError, ListFileError
from player_library.national import ColumnMapping, NationalPreview, NationalRow
from player_library.paths import default_library_path
from player_library.values import (
    ImportRecord,
    LibraryInfo,
    LibraryPlayer,
    ListFormat,
    ListLayout,
    ListPreview,
    NationalData,
    SearchResult,
    TypeRating,
)

__all__ = [
    "ColumnMapping",
    "ImportCancelled",
    "ImportRecord",
    "LibraryError",
    "LibraryInfo",
    "LibraryPlayer",
    "ListFileError",
    "ListFormat",
    "ListLayout",
    "ListPreview",
    "NationalData",
    "NationalPreview",
    "NationalRow",
    "PlayerLibrary",
    "SearchResult",
    "TypeRating",
    "default_library_path",
]
