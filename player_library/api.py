"""The player library: ``PlayerLibrary(path)``, used by the GUI and the ``arbiter library`` commands.

    with PlayerLibrary(default_library_path()) as lib:
        lib.import_fide_list(Path("players_list.zip"), progress=print)
        found = lib.search("carlsen mag")
        lib.undo_import(found_import.id)   # the library as it was before

Each import is one transaction (a damaged or cancelled one changes nothing) and the last import of
each kind (FIDE, national) can be undone and redone. Searching never waits for an import: it reads
the library as it was before the import until the import commits.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime
from pathlib import Path
from types import TracebackType

from engine.i18n import translate
from engine.rating.kfactor import RatingType
from osfiles.platforms import fsync_folder
from player_library import fide_import, national, search
from player_library.errors import ImportCancelled, LibraryError, ListFileError
from player_library.national import ColumnMapping, NationalPreview
from player_library.store import (
    NATIONAL_COLUMNS,
    PART_SUFFIX,
    ReadConnection,
    connect,
    create_indexes,
    create_or_check,
    current_fide_file,
    generation_path,
    national_table_sql,
    new_generation_name,
    now_text,
    remove_unused_generations,
    search_table_sql,
    swap_back,
    swap_in,
    transaction,
)
from player_library.values import (
    Cancelled,
    ImportRecord,
    LibraryInfo,
    LibraryPlayer,
    LibraryProgress,
    ListPreview,
    Registered,
    SearchResult,
)


class PlayerLibrary:
    """An open library file (created, with its folders, if missing). Thread-safe for searches."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        create_or_check(self.path)
        self._reader = ReadConnection(self.path)

    def __enter__(self) -> PlayerLibrary:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        self._reader.close()

    def _write(self) -> sqlite3.Connection:
        try:
            return connect(self.path)
        except sqlite3.DatabaseError as exc:
            raise LibraryError(
                translate("DbLibrary", "{path} cannot be written ({exc})").format(path=self.path, exc=exc)
            ) from exc

    # -- reading -------------------------------------------------------------------------------------
    def search(self, text: str, limit: int = search.DEFAULT_LIMIT) -> SearchResult:
        """Players by name (any order, no accents needed), FIDE/national ID or federation code."""
        with self._reader.use() as con:
            return search.search(con, text, limit)

    def by_fide_id(self, fide_id: int) -> LibraryPlayer | None:
        with self._reader.use() as con:
            return search.by_fide_id(con, fide_id)

    def by_national_id(self, national_id: str, list_name: str | None = None) -> LibraryPlayer | None:
        with self._reader.use() as con:
            return search.by_national_id(con, national_id, list_name)

    def entry_for(self, player: Registered) -> LibraryPlayer | None:
        """A registered player's entry: by FIDE ID, else by national ID; None when the library has none."""
        if player.fide_id.isdigit():
            found = self.by_fide_id(int(player.fide_id))
            if found is not None:
                return found
        if player.national_id:
            return self.by_national_id(player.national_id)
        return None

    def imports(self) -> tuple[ImportRecord, ...]:
        """Every import, newest first."""
        with self._reader.use() as con:
            return tuple(
                ImportRecord(i, k, s, d, n, datetime.fromisoformat(a), bool(u))
                for i, k, s, d, n, a, u in con.execute(
                    "SELECT id, kind, source, description, players, at, undone FROM imports ORDER BY id DESC"
                )
            )

    def info(self) -> LibraryInfo:
        with self._reader.use() as con:
            fide = con.execute("SELECT count(*) FROM fide.fide_players").fetchone()[0]
            nat = con.execute("SELECT count(*) FROM national_players").fetchone()[0]
            lists = tuple(
                r[0] for r in con.execute("SELECT DISTINCT list FROM national_players ORDER BY list")
            )
        return LibraryInfo(str(self.path), int(fide), int(nat), lists, self.imports())

    # -- FIDE lists ------------------------------------------------------------------------------------
    def preview_fide_list(self, path: Path, rating_type: RatingType | None = None) -> ListPreview:
        """The list's layout and first players, before importing it."""
        return fide_import.preview(Path(path), rating_type)

    def import_fide_list(
        self,
        path: Path,
        rating_type: RatingType | None = None,
        *,
        progress: LibraryProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> ImportRecord:
        """Import a FIDE list (combined or per-type, TXT or XML, zipped or not); see ``fide_import``.

        ``rating_type`` says which type a per-type list is when its file name does not.
        """
        record, _ = self.import_fide_list_timed(path, rating_type, progress=progress, cancelled=cancelled)
        return record

    def import_fide_list_timed(
        self,
        path: Path,
        rating_type: RatingType | None = None,
        *,
        progress: LibraryProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> tuple[ImportRecord, dict[str, float]]:
        """``import_fide_list``, and the seconds each phase took (for ``bench/bench_library.py``)."""
        with self._reader.use() as con:
            current = current_fide_file(con)
        name = new_generation_name(self.path)
        final = generation_path(self.path, name)
        part = final.with_name(final.name + PART_SUFFIX)
        built = fide_import.build_generation(
            part,
            Path(path),
            current=generation_path(self.path, current),
            rating_type=rating_type,
            progress=progress,
            cancelled=cancelled,
        )
        os.replace(part, final)
        fsync_folder(final.parent)
        con = self._write()
        try:
            with transaction(con):
                cur = con.execute(
                    "INSERT INTO imports (kind, source, description, players, at, file, previous_file) "
                    "VALUES ('fide', ?, ?, ?, ?, ?, ?)",
                    (str(path), built.layout.description, built.players, now_text(), name, current),
                )
                import_id = int(cur.lastrowid or 0)
                con.execute("UPDATE meta SET value = ? WHERE key = 'fide_file'", (name,))
        except BaseException:
            final.unlink(missing_ok=True)
            raise
        finally:
            con.close()
        self._tidy()
        return self._record(import_id), built.timings

    def _tidy(self) -> None:
        """Delete FIDE generation files nothing refers to any more (the current one, and the two of
        the last FIDE import for its undo and redo, stay)."""
        with self._reader.use() as con:
            keep = {current_fide_file(con)}
            last = con.execute(
                "SELECT file, previous_file FROM imports WHERE kind = 'fide' ORDER BY id DESC LIMIT 1"
            ).fetchone()
        if last is not None:
            keep.update(str(x) for x in last if x)
        remove_unused_generations(self.path, keep)

    # -- national lists --------------------------------------------------------------------------------
    def preview_national_list(self, path: Path, mapping: ColumnMapping, lines: int = 20) -> NationalPreview:
        return national.preview(national.read_text(Path(path)), mapping, lines)

    def import_national_list(
        self,
        path: Path,
        mapping: ColumnMapping,
        list_name: str,
        *,
        progress: LibraryProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> ImportRecord:
        """Import (or replace) the national list ``list_name`` from ``path`` read with ``mapping``."""
        name = list_name.strip()
        if not name:
            raise LibraryError(
                translate(
                    "DbLibrary", "give the national list a name (e.g. the federation and month: GER 2026-04)"
                )
            )
        text = national.read_text(Path(path))
        rows = [national.store_row(name, r) for r in national.read_rows(text, mapping)]
        if not rows:
            raise ListFileError(translate("DbLibrary", "{name} holds no player").format(name=Path(path).name))
        seen: dict[str, int] = {}
        for row, source in zip(rows, national.read_rows(text, mapping), strict=True):
            nid = str(row[1])
            if nid and nid in seen:
                raise ListFileError(
                    translate("DbLibrary", "national ID {nid} is listed twice (first on line {seen})").format(
                        nid=nid, seen=seen[nid]
                    ),
                    source.line,
                )
            if nid:
                seen[nid] = source.line
        return self._replace_national(
            name, rows, f"national list {name}", str(path), progress=progress, cancelled=cancelled
        )

    def remove_national_list(self, list_name: str) -> ImportRecord:
        """Take a national list out of the library (undoable like an import)."""
        with self._reader.use() as con:
            known = con.execute(
                "SELECT 1 FROM national_players WHERE list = ? LIMIT 1", (list_name,)
            ).fetchone()
        if known is None:
            raise LibraryError(
                translate("DbLibrary", "the library has no national list {list_name!r}").format(
                    list_name=list_name
                )
            )
        return self._replace_national(list_name, [], f"removal of national list {list_name}", "")

    def _replace_national(
        self,
        list_name: str,
        rows: list[tuple[object, ...]],
        description: str,
        source: str,
        *,
        progress: LibraryProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> ImportRecord:
        cols = ", ".join(NATIONAL_COLUMNS)
        marks = ", ".join("?" * len(NATIONAL_COLUMNS))
        con = self._write()
        try:
            with transaction(con):
                cur = con.execute(
                    "INSERT INTO imports (kind, source, description, players, at) "
                    "VALUES ('national', ?, ?, ?, ?)",
                    (source, description, len(rows), now_text()),
                )
                import_id = int(cur.lastrowid or 0)
                con.execute(national_table_sql("national_players__new"))
                con.execute(search_table_sql("national_search__new"))
                con.execute(
                    f"INSERT INTO national_players__new ({cols}) "
                    f"SELECT {cols} FROM national_players WHERE list <> ?",
                    (list_name,),
                )
                step = 20_000
                for start in range(0, len(rows), step):
                    con.executemany(
                        f"INSERT INTO national_players__new ({cols}) VALUES ({marks})",
                        rows[start : start + step],
                    )
                    if progress is not None:
                        progress(
                            start + step,
                            len(rows),
                            translate("DbLibrary", "Stored {count:,} players").format(
                                count=min(start + step, len(rows))
                            ),
                        )
                    if cancelled is not None and cancelled():
                        raise ImportCancelled()
                create_indexes(con, "national", "national_players__new", str(import_id))
                con.execute(
                    "INSERT INTO national_search__new (rowid, words) "
                    "SELECT id, coalesce(words, skey) || ' #' || lower(federation) FROM national_players__new"
                )
                swap_in(con, "national")
        finally:
            con.close()
        return self._record(import_id)

    # -- column mappings ---------------------------------------------------------------------------------
    def mappings(self) -> dict[str, ColumnMapping]:
        """The saved column mappings by name."""
        with self._reader.use() as con:
            return {
                n: ColumnMapping.from_json(s)
                for n, s in con.execute("SELECT name, spec FROM mappings ORDER BY name")
            }

    def save_mapping(self, name: str, mapping: ColumnMapping) -> None:
        if not name.strip():
            raise LibraryError(translate("DbLibrary", "a saved mapping needs a name"))
        mapping.check()
        con = self._write()
        try:
            with transaction(con):
                con.execute(
                    "INSERT OR REPLACE INTO mappings (name, spec) VALUES (?, ?)",
                    (name.strip(), mapping.to_json()),
                )
        finally:
            con.close()

    def delete_mapping(self, name: str) -> None:
        con = self._write()
        try:
            with transaction(con):
                con.execute("DELETE FROM mappings WHERE name = ?", (name,))
        finally:
            con.close()

    # -- undo ----------------------------------------------------------------------------------------------
    def _record(self, import_id: int) -> ImportRecord:
        for record in self.imports():
            if record.id == import_id:
                return record
        raise LibraryError(
            translate("DbLibrary", "there is no import {import_id}").format(import_id=import_id)
        )

    def undo_import(self, import_id: int) -> ImportRecord:
        """Put the library back as it was before import ``import_id`` (the last of its kind)."""
        return self._toggle(import_id, undo=True)

    def redo_import(self, import_id: int) -> ImportRecord:
        """Bring back an import that was undone (while no import of its kind came after it)."""
        return self._toggle(import_id, undo=False)

    def _toggle(self, import_id: int, *, undo: bool) -> ImportRecord:
        con = self._write()
        try:
            with transaction(con):
                row = con.execute("SELECT kind, undone FROM imports WHERE id = ?", (import_id,)).fetchone()
                if row is None:
                    raise LibraryError(
                        translate("DbLibrary", "there is no import {import_id}").format(import_id=import_id)
                    )
                kind, undone = str(row[0]), bool(row[1])
                last = con.execute("SELECT max(id) FROM imports WHERE kind = ?", (kind,)).fetchone()[0]
                if last != import_id:
                    raise LibraryError(
                        translate(
                            "DbLibrary",
                            "a later import has replaced this one; it can no longer be undone or redone",
                        )
                    )
                if undone == undo:
                    raise LibraryError(
                        translate("DbLibrary", "this import is already undone")
                        if undo
                        else translate("DbLibrary", "this import is in force")
                    )
                if kind == "fide":
                    file, previous = con.execute(
                        "SELECT file, previous_file FROM imports WHERE id = ?", (import_id,)
                    ).fetchone()
                    target = str(previous if undo else file)
                    if not generation_path(self.path, target).is_file():
                        raise LibraryError(
                            translate(
                                "DbLibrary", "the FIDE list file {target} is missing; import the list again"
                            ).format(target=target)
                        )
                    con.execute("UPDATE meta SET value = ? WHERE key = 'fide_file'", (target,))
                else:
                    swap_back(con, kind)
                con.execute("UPDATE imports SET undone = ? WHERE id = ?", (int(undo), import_id))
        finally:
            con.close()
        return self._record(import_id)
