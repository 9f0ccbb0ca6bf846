"""A list file as text: zipped or not, in blocks of whole lines, with line numbers and bytes read.

FIDE's downloads are zips holding one file (``players_list_foa.txt``...); users may also unpack them.
The encoding is UTF-8 (a byte-order mark is skipped); a line that is not valid UTF-8 is read as
Latin-1, as several readers of the lists do (``FIDE_Rating_List_Download_Formats.md``). An XML file
that declares another encoding is read in that one.
"""

from __future__ import annotations

import codecs
import contextlib
import re
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from db.library.errors import ListFileError
from engine.i18n import translate

BLOCK_BYTES = 2 << 20
"""How much of the file one block holds (then up to the end of the line)."""

_LIST_SUFFIXES = (".txt", ".xml", ".csv", ".tsv")
_XML_ENCODING = re.compile(rb"""<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


@dataclass(frozen=True, slots=True)
class Source:
    """A list file: the path, and for a zip the member read."""

    path: Path
    inner_name: str
    """The member of the zip ("" for a bare file)."""
    size: int
    """Bytes of the (uncompressed) list."""

    @property
    def name(self) -> str:
        return self.inner_name or self.path.name

    @contextlib.contextmanager
    def open(self) -> Iterator[BinaryIO]:
        """The list's bytes; a damaged zip raises ``ListFileError``."""
        try:
            if not self.inner_name:
                with open(self.path, "rb") as f:
                    yield f
                return
            with zipfile.ZipFile(self.path) as zf, zf.open(self.inner_name) as member:
                yield member  # type: ignore[misc]
        except (zipfile.BadZipFile, zlib.error, EOFError) as exc:
            raise ListFileError(
                translate("DbLibrary", "{name} is damaged ({exc}); download it again").format(
                    name=self.path.name, exc=exc
                )
            ) from exc


def open_source(path: Path) -> Source:
    """The list in ``path``: the file itself, or the one list inside a zip.

    Raises ``ListFileError`` for a missing file, a damaged zip or a zip without a list in it.
    """
    if path.is_dir():
        raise ListFileError(
            translate(
                "DbLibrary", "{path} is a folder: give the list file in it (a .txt, .xml or .zip)"
            ).format(path=path)
        )
    if not path.is_file():
        raise ListFileError(translate("DbLibrary", "{path}: no such file").format(path=path))
    if not zipfile.is_zipfile(path):
        return Source(path, "", path.stat().st_size)
    try:
        with zipfile.ZipFile(path) as zf:
            members = [i for i in zf.infolist() if not i.is_dir()]
    except (zipfile.BadZipFile, OSError) as exc:
        raise ListFileError(
            translate("DbLibrary", "{name} is a damaged zip file ({exc}); download it again").format(
                name=path.name, exc=exc
            )
        ) from exc
    lists = [i for i in members if i.filename.lower().endswith(_LIST_SUFFIXES)] or members
    if not lists:
        raise ListFileError(translate("DbLibrary", "{name} is an empty zip file").format(name=path.name))
    chosen = max(lists, key=lambda i: i.file_size)  # FIDE's zips hold one list; skip any read-me
    return Source(path, chosen.filename, chosen.file_size)


@dataclass(frozen=True, slots=True)
class TextBlock:
    """Whole lines of the file: ``text`` starts at line ``first_line`` (1-based); ``done`` bytes read."""

    text: str
    first_line: int
    done: int


def _decode(raw: bytes, encoding: str) -> str:
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError:
        if encoding.replace("-", "").lower() != "utf8":
            return raw.decode(encoding, errors="replace")
    # Mostly UTF-8 with some lines in Latin-1: read each line in the encoding it is valid in.
    parts = []
    for line in raw.splitlines(keepends=True):
        try:
            parts.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            parts.append(line.decode("latin-1"))
    return "".join(parts)


def declared_encoding(head: bytes) -> str:
    """The encoding an XML declaration names (UTF-8 when none, or an unknown one)."""
    m = _XML_ENCODING.search(head[:200])
    if m is None:
        return "utf-8"
    name = m.group(1).decode("ascii")
    try:
        return codecs.lookup(name).name
    except LookupError:
        return "utf-8"


def text_blocks(
    stream: BinaryIO, *, xml: bool = False, block_bytes: int | None = None
) -> Iterator[TextBlock]:
    """The stream as blocks of whole lines (a byte-order mark dropped), of ``BLOCK_BYTES`` by default."""
    size = BLOCK_BYTES if block_bytes is None else block_bytes
    line = 1
    done = 0
    first = True
    encoding = "utf-8"
    while True:
        raw = stream.read(size)
        if not raw:
            return
        if not raw.endswith(b"\n"):
            raw += stream.readline()
        done += len(raw)
        if first:
            first = False
            if raw.startswith(codecs.BOM_UTF8):
                raw = raw[len(codecs.BOM_UTF8) :]
            elif xml:
                encoding = declared_encoding(raw)
        text = _decode(raw, encoding)
        yield TextBlock(text, line, done)
        line += text.count("\n")
