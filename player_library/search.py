"""Finding players in the library while the arbiter types: a name, a FIDE or national ID, a federation.

What the search understands:

- **a name, or part of it**, surname and first name in any order, without accents: every word typed
  must begin a word of the name ("carl mag", "magnus carlsen", "muller", "dordevic");
- **digits**: a FIDE ID (the player with that ID first, then IDs beginning with the digits), or a
  national ID;
- **a federation code**: typed in capitals ("NOR", "carlsen NOR") it keeps the players of that
  federation; in small letters ("carlsen nor") it finds the players of the federation besides the
  names beginning with the letters.

The results come in two parts: first the players whose name begins with the words as typed, in
alphabetical order (the surname, as the lists write it first); then the players the words find in
any order, alphabetically. Both parts read an index (a B-tree on the folded name, the FTS5 index of
``player_library.store``), so a search costs a few milliseconds even on a whole FIDE list.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from player_library.convert import FIDE_SELECT, NATIONAL_SELECT, fide_player, national_data, national_player
from player_library.federations import is_federation
from player_library.fold import words
from player_library.values import LibraryPlayer, SearchResult

DEFAULT_LIMIT = 50

ANY_ORDER_CAP = 200
"""How many players the any-order part reads at most before sorting them (more: "type more")."""


@dataclass(frozen=True, slots=True)
class Query:
    """What was typed, read: folded name words (those that may be federation codes apart), a
    federation typed in capitals, or digits."""

    terms: tuple[str, ...] = ()
    federations: frozenset[str] = frozenset()
    """Terms that are also federation codes (typed in small letters: the name or the federation)."""
    federation: str = ""
    """A federation code typed in capitals: only its players."""
    digits: str = ""

    @property
    def empty(self) -> bool:
        return not self.terms and not self.digits and not self.federation


_CAPITAL_CODE = re.compile(r"(?<![^\W_])[A-Z]{3}(?![^\W_])")


def parse_query(text: str) -> Query:
    """``parse_query("carlsen nor") == Query(("carlsen", "nor"), frozenset({"nor"}))``;
    ``parse_query("Carlsen NOR") == Query(("carlsen",), federation="NOR")``."""
    stripped = text.strip()
    if stripped.isdigit():
        return Query(digits=stripped.lstrip("0") or "0")
    federation = ""
    for m in _CAPITAL_CODE.finditer(stripped):
        if is_federation(m.group()):
            federation = m.group()
    if federation:
        stripped = _CAPITAL_CODE.sub(lambda m: " " if m.group() == federation else m.group(), stripped)
    terms = tuple(words(stripped))
    feds = frozenset(t for t in terms if len(t) == 3 and t.isalpha() and is_federation(t))
    return Query(terms, feds, federation)


def _after(prefix: str) -> str:
    """The first string after every string beginning with ``prefix``."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


def match_expression(query: Query) -> str:
    """The FTS5 query: each word begins a word of the name (a federation code: or is the federation)."""
    parts = [f'"#{query.federation.lower()}"'] if query.federation else []
    for term in query.terms:
        quoted = '"' + term.replace('"', "") + '"'
        if term in query.federations:
            parts.append(f'({quoted}* OR "#{term}")')
        else:
            parts.append(f"{quoted}*")
    return " AND ".join(parts)


class _Found:
    """Results in order, without repeats; FIDE entries get the national data that names their ID."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.players: list[LibraryPlayer] = []
        self.keys: set[str] = set()
        self.more = False

    @property
    def full(self) -> bool:
        return len(self.players) >= self.limit

    def add(self, players: Iterable[LibraryPlayer]) -> None:
        for p in players:
            if p.key in self.keys:
                continue
            if self.full:
                self.more = True
                return
            self.keys.add(p.key)
            self.players.append(p)


def _fide_rows(con: sqlite3.Connection, where: str, args: tuple[object, ...]) -> list[tuple[object, ...]]:
    return list(con.execute(f"SELECT {FIDE_SELECT} FROM fide.fide_players WHERE {where}", args))


def _national_rows(con: sqlite3.Connection, where: str, args: tuple[object, ...]) -> list[tuple[object, ...]]:
    return list(con.execute(f"SELECT {NATIONAL_SELECT} FROM national_players WHERE {where}", args))


def _merge(
    con: sqlite3.Connection, fide: list[tuple[object, ...]], national: list[tuple[object, ...]]
) -> list[LibraryPlayer]:
    """FIDE rows and national rows as players sorted by name: a national entry with a FIDE ID joins the
    FIDE entry of that ID (fetched if the search did not find it itself)."""
    by_id: dict[int, tuple[object, ...]] = {int(str(r[0])): r for r in fide}
    nat_by_fide: dict[int, tuple[object, ...]] = {}
    lone: list[tuple[object, ...]] = []
    for r in national:
        fid = r[2]
        if fid is None:
            lone.append(r)
        else:
            nat_by_fide.setdefault(int(str(fid)), r)
    missing = [i for i in nat_by_fide if i not in by_id]
    if missing:
        for r in _fide_rows(con, f"fide_id IN ({','.join('?' * len(missing))})", tuple(missing)):
            by_id[int(str(r[0]))] = r
    ids = [i for i in by_id if i not in nat_by_fide]
    if ids:
        for r in _national_rows(con, f"fide_id IN ({','.join('?' * len(ids))})", tuple(ids)):
            nat_by_fide.setdefault(int(str(r[2])), r)
    keyed: list[tuple[str, LibraryPlayer]] = []
    for fid, r in by_id.items():
        nat = nat_by_fide.pop(fid, None)
        keyed.append((str(r[19]), fide_player(r, national_data(nat) if nat else None)))
    lone.extend(nat_by_fide.values())  # a FIDE ID the FIDE list does not have
    keyed.extend((str(r[11]), national_player(r)) for r in lone)
    keyed.sort(key=lambda item: item[0])
    return [p for _, p in keyed]


def search(con: sqlite3.Connection, text: str, limit: int = DEFAULT_LIMIT) -> SearchResult:
    """The players ``text`` finds (see the module documentation), at most ``limit``."""
    query = parse_query(text)
    found = _Found(limit)
    if query.empty:
        return SearchResult(())
    if query.digits:
        _by_number(con, query.digits, found)
        return SearchResult(tuple(found.players), found.more)
    if query.terms and not query.federation:
        # Part 1: the name begins with the words as typed (index on the folded name, in name order).
        key = " ".join(query.terms)
        span = ("skey >= ? AND skey < ? ORDER BY skey LIMIT ?", (key, _after(key), limit + 1))
        fide = _fide_rows(con, span[0], span[1])
        national = _national_rows(con, span[0], span[1])
        found.add(_merge(con, fide, national))
        if found.full:
            found.more = found.more or len(fide) > limit or len(national) > limit
            return SearchResult(tuple(found.players), found.more)
    # Part 2: every word begins some word of the name, in any order (the FTS5 index).
    expression = match_expression(query)
    cap = ANY_ORDER_CAP + 1
    fide_ids = [
        r[0]
        for r in con.execute(
            "SELECT rowid FROM fide.fide_search WHERE fide_search MATCH ? LIMIT ?", (expression, cap)
        )
    ]
    nat_ids = [
        r[0]
        for r in con.execute(
            "SELECT rowid FROM national_search WHERE national_search MATCH ? LIMIT ?", (expression, cap)
        )
    ]
    if len(fide_ids) >= cap or len(nat_ids) >= cap:
        found.more = True
    fide = (
        _fide_rows(con, f"fide_id IN ({','.join('?' * len(fide_ids))})", tuple(fide_ids)) if fide_ids else []
    )
    national = (
        _national_rows(con, f"id IN ({','.join('?' * len(nat_ids))})", tuple(nat_ids)) if nat_ids else []
    )
    found.add(_merge(con, fide, national))
    return SearchResult(tuple(found.players), found.more)


def _by_number(con: sqlite3.Connection, digits: str, found: _Found) -> None:
    """The FIDE ID ``digits``, then FIDE IDs beginning with them (from 4 digits on), national IDs."""
    number = int(digits)
    fide = _fide_rows(con, "fide_id = ?", (number,))
    national = _national_rows(con, "national_id = ? OR fide_id = ?", (digits, number))
    found.add(_merge(con, fide, national))
    if len(digits) >= 4 and not found.full:
        for extra in range(1, 11 - len(digits)):
            low, high = number * 10**extra, (number + 1) * 10**extra
            rows = _fide_rows(
                con, "fide_id >= ? AND fide_id < ? ORDER BY fide_id LIMIT ?", (low, high, found.limit + 1)
            )
            found.add(_merge(con, rows, []))
            if found.full:
                break
    if not found.full:
        rows = _national_rows(
            con,
            "national_id > ? AND national_id < ? ORDER BY national_id LIMIT ?",
            (digits, _after(digits), 50),
        )
        found.add(_merge(con, [], rows))


def by_fide_id(con: sqlite3.Connection, fide_id: int) -> LibraryPlayer | None:
    """The library's entry of ``fide_id`` (with its national data), None if there is none."""
    fide = _fide_rows(con, "fide_id = ?", (fide_id,))
    national = _national_rows(con, "fide_id = ?", (fide_id,))
    players = _merge(con, fide, national)
    return players[0] if players else None


def by_national_id(
    con: sqlite3.Connection, national_id: str, list_name: str | None = None
) -> LibraryPlayer | None:
    """The library's entry of a national ID (in ``list_name``, or any list), joined to its FIDE entry."""
    if list_name is None:
        national = _national_rows(con, "national_id = ? LIMIT 1", (national_id,))
    else:
        national = _national_rows(con, "list = ? AND national_id = ? LIMIT 1", (list_name, national_id))
    players = _merge(con, [], national)
    return players[0] if players else None
