"""Importing a FIDE rating list into the library: a new generation file, with progress and Cancel.

The reader (TXT or XML, zipped or not) runs on a thread of its own and hands blocks of rows to the
importing thread, which stores them with SQLite (the two overlap: SQLite works without Python's lock).
The rows go into a new FIDE generation file (``player_library.store``), then the name index and the
search index are built; ``PlayerLibrary.import_fide_list`` then makes the file current in one
transaction. A damaged line stops the import with its line number; Cancel stops it; in both cases the
new file is deleted and the library is exactly as it was.

A combined list replaces the FIDE part of the library. A per-type list (standard, rapid or blitz) keeps
the other two types: every player keeps the ratings of the other types, takes the list's rating of its
type (none when the list does not have the player), and the list's personal data.
"""

from __future__ import annotations

import contextlib
import io
import queue
import sqlite3
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from db.sqlite_path import file_uri
from engine.i18n import translate
from engine.rating.kfactor import RatingType
from player_library import fide_txt, fide_xml
from player_library.convert import fide_player
from player_library.errors import ImportCancelled, ListFileError
from player_library.sources import Source, open_source, text_blocks
from player_library.store import (
    FIDE_COLUMNS,
    build_connection,
    create_generation_tables,
    create_indexes,
    finish_generation,
)
from player_library.values import Cancelled, LibraryProgress, ListFormat, ListLayout, ListPreview

PREVIEW_PLAYERS = 20

BUILD_CACHE_KIB = 64 * 1024
"""SQLite's page cache while a generation is built (index builds sort faster with more)."""

Row = tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class Batch:
    """Rows read from one block of the file, with what is needed to find a bad line in it."""

    rows: list[Row]
    text: str
    first_line: int
    done: int


def kind_from_name(name: str) -> RatingType | None:
    """The rating type a per-type list's file name gives (``rapid_rating_list.txt``), else None."""
    lower = name.lower()
    for kind in RatingType:
        if kind.value in lower or (kind is RatingType.STANDARD and "std" in lower):
            return kind
    return None


class ListReader:
    """An open FIDE list: its layout and its rows, block by block."""

    def __init__(self, source: Source, rating_type: RatingType | None = None) -> None:
        self.source = source
        self._hint = rating_type or kind_from_name(source.name) or kind_from_name(source.path.name)
        with source.open() as f:
            head = f.read(1 << 16)
        stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        self.format = ListFormat.XML if stripped.startswith(b"<") else ListFormat.TXT
        text = next(iter(text_blocks(io.BytesIO(head), xml=self.format is ListFormat.XML)), None)
        if text is None:
            raise ListFileError(translate("DbLibrary", "{name} is empty").format(name=source.name))
        if self.format is ListFormat.TXT:
            header = text.text.split("\n", 1)[0]
            self.columns = fide_txt.read_header(header, self._hint)
            self.layout = ListLayout(
                ListFormat.TXT, self.columns.rating_type, source.inner_name, self.columns.month
            )
        else:
            self.xml_layout = fide_xml.read_layout(text.text, self._hint)
            self.layout = ListLayout(ListFormat.XML, self.xml_layout.rating_type, source.inner_name)

    def batches(self) -> Iterator[Batch]:
        """Every row of the list; ``ListFileError`` at the first block that cannot be read."""
        xml = self.format is ListFormat.XML
        with self.source.open() as f:
            if xml:
                reader = fide_xml.XmlReader(self.xml_layout)
                last = 1
                for block in text_blocks(f, xml=True):
                    yield Batch(
                        reader.rows(block.text, block.first_line), block.text, block.first_line, block.done
                    )
                    last = block.first_line + block.text.count("\n")
                reader.finish(last)
                return
            first = True
            for block in text_blocks(f):
                if not first and block.text.isspace():
                    yield Batch([], "", block.first_line, block.done)  # blank lines in bulk: nothing to cut
                    continue
                lines = block.text.splitlines()
                start = block.first_line
                if first:
                    first = False
                    lines, start = lines[1:], start + 1  # the header
                text = "\n".join(lines)
                rows = fide_txt.parse_lines(self.columns, lines)
                if rows is None:
                    raise fide_txt.find_problem(self.columns, lines, start) or ListFileError(
                        translate(
                            "DbLibrary", "a line holds something else than digits where numbers belong"
                        ),
                        start,
                    )
                yield Batch(rows, text, start, block.done)

    def line_of_row(self, batch: Batch, index: int) -> int:
        """The line where row ``index`` of ``batch`` starts (blank lines hold no row)."""
        if self.format is ListFormat.XML:
            pos = -1
            for _ in range(index + 1 if batch.first_line > 1 or "<player>" in batch.text else 0):
                pos = batch.text.find("<player>", pos + 1)
            return batch.first_line + batch.text.count("\n", 0, max(pos, 0))
        seen = -1
        for i, line in enumerate(batch.text.split("\n")):
            if line and not line.isspace():
                seen += 1
                if seen == index:
                    return batch.first_line + i
        return batch.first_line

    def problem(self, batch: Batch) -> ListFileError | None:
        """The line of ``batch`` that SQLite refused, as the error to report (None if not found)."""
        if self.format is ListFormat.XML:
            return fide_xml.find_problem(batch.text, batch.first_line, self.xml_layout)
        return fide_txt.find_problem(self.columns, batch.text.split("\n"), batch.first_line)


def preview(path: Path, rating_type: RatingType | None = None) -> ListPreview:
    """The layout and first players of the list at ``path``, and the first problem in its first block."""
    source = open_source(path)
    reader = ListReader(source, rating_type)
    players = []
    problem = ""
    first_done = 0
    count = 0
    try:
        for batch in reader.batches():
            error = reader.problem(batch)
            if error is not None:
                problem = str(error)
            for row in batch.rows:
                try:
                    players.append(fide_player(row))
                except ValueError as exc:
                    problem = problem or translate("DbLibrary", "a player cannot be read ({reason})").format(
                        reason=exc
                    )
                if len(players) >= PREVIEW_PLAYERS:
                    break
            first_done, count = batch.done, len(batch.rows)
            if players or problem:
                break
    except ListFileError as exc:
        problem = str(exc)
    estimate = int(count * source.size / first_done) if first_done else 0
    return ListPreview(reader.layout, tuple(players), source.size, estimate, problem)


# --- the import -----------------------------------------------------------------------------------

_END = object()


def _produce(
    reader: ListReader, out: queue.Queue[object], stop: threading.Event, cpu: dict[str, float]
) -> None:
    start = time.thread_time()
    try:
        for batch in reader.batches():
            while not stop.is_set():
                try:
                    out.put(batch, timeout=0.2)
                    break
                except queue.Full:
                    continue
            if stop.is_set():
                return
        cpu["reader CPU"] = time.thread_time() - start
        out.put(_END)
    except BaseException as exc:  # handed to the importing thread, which raises it
        out.put(exc)


def _insert_sql(kind: RatingType | None) -> str:
    """The statement storing one reader row (numbers as text, which SQLite stores as numbers; a field
    the list leaves empty stays as its blank text, read as no value by ``player_library.convert``)."""
    cols = FIDE_COLUMNS
    sql = f"INSERT INTO fide_players ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})"
    if kind is None:
        return sql
    rating, games, k = fide_txt.type_fields(kind)
    personal = [
        "name",
        "federation",
        "sex",
        "title",
        "women_title",
        "other_titles",
        "foa_title",
        "birth_year",
    ]
    updates = ", ".join(f"{c} = excluded.{c}" for c in (*personal, rating, games, k, "flag", "skey", "words"))
    return sql + f" ON CONFLICT (fide_id) DO UPDATE SET {updates}"


def _copy_sql(kind: RatingType) -> str:
    """Copy the current players (attached as ``current``) without the ratings of ``kind``."""
    cleared = set(fide_txt.type_fields(kind))
    cols = ", ".join(FIDE_COLUMNS)
    picks = ", ".join("NULL" if c in cleared else c for c in FIDE_COLUMNS)
    return f"INSERT INTO fide_players ({cols}) SELECT {picks} FROM current.fide_players ORDER BY fide_id"


def _progress(progress: LibraryProgress | None, done: int, total: int, message: str) -> None:
    if progress is not None:
        progress(done, total, message)


@dataclass(frozen=True, slots=True)
class Built:
    """A FIDE generation file written by :func:`build_generation`."""

    layout: ListLayout
    players: int
    timings: dict[str, float]
    """Seconds spent reading and storing, indexing, building the search index (for the benchmark)."""


def build_generation(
    target: Path,
    path: Path,
    *,
    current: Path | None = None,
    rating_type: RatingType | None = None,
    progress: LibraryProgress | None = None,
    cancelled: Cancelled | None = None,
) -> Built:
    """Write the list at ``path`` into a new generation file ``target`` (a per-type list starts from
    the players of the generation ``current``). Raises ``ListFileError`` or ``ImportCancelled``;
    ``target`` is then deleted."""
    source = open_source(path)
    reader = ListReader(source, rating_type)
    layout = reader.layout
    kind = layout.rating_type
    total = source.size
    stop = threading.Event()
    batches: queue.Queue[object] = queue.Queue(maxsize=2)
    timings: dict[str, float] = {}
    producer = threading.Thread(
        target=_produce, args=(reader, batches, stop, timings), name="list-reader", daemon=True
    )
    clock, cpu = time.perf_counter(), time.thread_time()

    def check_cancel() -> int:
        return 1 if (cancelled is not None and cancelled()) else 0

    target.unlink(missing_ok=True)
    con = build_connection(target)
    try:
        con.execute(f"PRAGMA cache_size = {-BUILD_CACHE_KIB}")
        create_generation_tables(con)
        con.execute("BEGIN")
        if kind is not None and current is not None:
            con.execute("ATTACH DATABASE ? AS current", (file_uri(current, read_only=True),))
            con.execute(_copy_sql(kind))
        sql = _insert_sql(kind)
        count = 0
        producer.start()
        _progress(progress, 0, total, translate("DbLibrary", "Reading {name}").format(name=source.name))
        while True:
            item = batches.get()
            if item is _END:
                break
            if isinstance(item, BaseException):
                raise item
            assert isinstance(item, Batch)
            try:
                con.executemany(sql, item.rows)
            except sqlite3.DatabaseError as exc:
                found = reader.problem(item)
                if found is None and isinstance(exc, sqlite3.IntegrityError) and "UNIQUE" in str(exc):
                    # the file has no journal: the rows before the refused one stay, so they count it
                    stored = con.execute("SELECT count(*) FROM fide_players").fetchone()[0]
                    index = stored - count
                    fid = str(item.rows[index][0]).strip()
                    found = ListFileError(
                        translate("DbLibrary", "FIDE ID {fid} is listed twice").format(fid=fid),
                        reader.line_of_row(item, index),
                    )
                raise found or ListFileError(
                    translate("DbLibrary", "the list cannot be stored ({exc})").format(exc=exc),
                    item.first_line,
                ) from exc
            count += len(item.rows)
            _progress(
                progress,
                item.done,
                total,
                translate("DbLibrary", "Read {count:,} players").format(count=count),
            )
            if check_cancel():
                raise ImportCancelled()
        if count == 0:
            raise ListFileError(translate("DbLibrary", "{name} holds no player").format(name=source.name))
        timings["read and store"] = time.perf_counter() - clock
        timings["store CPU"] = time.thread_time() - cpu
        _progress(
            progress,
            total,
            total,
            translate("DbLibrary", "Indexing {count:,} players for searching").format(count=count),
        )
        con.set_progress_handler(check_cancel, 200_000)
        try:
            clock, cpu = time.perf_counter(), time.thread_time()
            create_indexes(con, "fide", "fide_players", "1")
            timings["name index"] = time.perf_counter() - clock
            timings["name index CPU"] = time.thread_time() - cpu
            clock, cpu = time.perf_counter(), time.thread_time()
            con.execute(
                "INSERT INTO fide_search (rowid, words) "
                "SELECT fide_id, coalesce(words, skey) || ' #' || lower(trim(federation)) FROM fide_players"
            )
            timings["search index"] = time.perf_counter() - clock
            timings["search index CPU"] = time.thread_time() - cpu
        except sqlite3.OperationalError as exc:
            if check_cancel():
                raise ImportCancelled() from exc
            raise
        finally:
            con.set_progress_handler(None, 0)
        clock = time.perf_counter()
        con.execute("COMMIT")
        if kind is not None and current is not None:
            con.execute("DETACH DATABASE current")
        finish_generation(con, target)
        timings["write to disk"] = time.perf_counter() - clock
    except BaseException:
        stop.set()
        con.close()
        target.unlink(missing_ok=True)
        if producer.is_alive():
            _drain(batches, producer)
        raise
    producer.join()
    return Built(layout, count, timings)


def _drain(batches: queue.Queue[object], producer: threading.Thread) -> None:
    while producer.is_alive():
        with contextlib.suppress(queue.Empty):
            batches.get(timeout=0.1)
    producer.join()
