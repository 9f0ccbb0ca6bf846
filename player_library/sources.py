"""A list file as text: zipped or not, in blocks of whole lines, with line numbers and bytes read.

FIDE's downloads are zips holding one file (``players_list_foa.txt``...); users may also unpack them.
The encoding is UTF-8 (a byte-order mark is skipped); a line that is not valid UTF-8 is read as
Latin-1, as several readers of the lists do (``FIDE_Rating_List_Download_Formats.md``). An XML file
that declares another encoding is read in that one; a declared codec that is not a text encoding in
which the declaration itself reads (``rot13``, ``hex``, ``base64``, ``zlib``, ``utf-16``...) is refused.

Bounds (issue 25, item 6), so that a hostile file is refused at once and reading stays in bounded
memory: a list of at most ``MAX_LIST_BYTES`` unzipped, a zip member expanded at most ``MAX_RATIO``
times its compressed size (checked from the zip's directory before anything is read; ``zipfile``
gives no more than the size declared there), lines of at most ``MAX_LINE_BYTES``. FIDE's largest
list (the combined XML, about 835 MB for 1.9 million players in 2026) passes them with room
(docs/library.md).
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
from typing import Protocol

from engine.i18n import translate
from player_library.errors import ListFileError

BLOCK_BYTES = 2 << 20
"""How much of the file one block holds (then up to the end of the line)."""

MAX_LIST_BYTES = 4 << 30
"""The largest list read, unzipped (4 GiB: FIDE's combined XML list is about 835 MB)."""
MAX_RATIO = 100
"""The most a zip member may expand (FIDE's lists about 10 times; a zip of blank lines 1,000 times)."""
RATIO_FROM = 16 << 20
"""Members up to this size (unzipped) may expand more: small and harmless whatever their ratio."""
MAX_LINE_BYTES = 1 << 20
"""The longest line read (1 MiB; a FIDE TXT line has about 160 bytes, an XML line less)."""

_LIST_SUFFIXES = (".txt", ".xml", ".csv", ".tsv")
_XML_ENCODING = re.compile(rb"""<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


def _mib(n: int) -> str:
    return f"{n / (1 << 20):,.0f}"


def _refuse_size(name: str, size: int) -> None:
    if size > MAX_LIST_BYTES:
        raise ListFileError(
            translate(
                "DbLibrary",
                "{name} holds {size} MB, more than the {limit} MB a rating list may have; "
                "this is not a rating list",
            ).format(name=name, size=_mib(size), limit=_mib(MAX_LIST_BYTES))
        )


def _refuse_ratio(name: str, size: int, packed: int) -> None:
    if size > RATIO_FROM and size > MAX_RATIO * max(packed, 1):
        raise ListFileError(
            translate(
                "DbLibrary",
                "{name} would expand from {packed} MB to {size} MB (more than {ratio} times): "
                "this is not a rating list, it is refused unread",
            ).format(name=name, packed=_mib(packed), size=_mib(size), ratio=MAX_RATIO)
        )


class ByteStream(Protocol):
    """What the readers need of a list's bytes (a file, a zip member, ``io.BytesIO``)."""

    def read(self, n: int = -1, /) -> bytes: ...

    def readline(self, n: int = -1, /) -> bytes: ...


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
    def open(self) -> Iterator[ByteStream]:
        """The list's bytes; a damaged zip raises ``ListFileError``."""
        try:
            if not self.inner_name:
                with open(self.path, "rb") as f:
                    yield f
                return
            with zipfile.ZipFile(self.path) as zf, zf.open(self.inner_name) as member:
                yield member  # never more than its declared size: zipfile cuts there (and checks the CRC)
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
        size = path.stat().st_size
        _refuse_size(path.name, size)
        return Source(path, "", size)
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
    _refuse_size(chosen.filename, chosen.file_size)
    _refuse_ratio(chosen.filename, chosen.file_size, chosen.compress_size)
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
    """The encoding an XML declaration names (UTF-8 when none, or an unknown one). ``ListFileError``
    for a codec that is no text encoding in which the declaration itself reads (``rot13``, ``hex``,
    ``base64``, ``zlib``, ``utf-16``...): the declaration was found as plain ASCII, so the file is not
    in such an encoding, and decoding it with one is no reading."""
    m = _XML_ENCODING.search(head[:200])
    if m is None:
        return "utf-8"
    name = m.group(1).decode("ascii")
    try:
        codec = codecs.lookup(name)
    except LookupError:
        return "utf-8"
    try:
        reads = m.group(0).decode(codec.name) == m.group(0).decode("ascii")
    except (LookupError, UnicodeDecodeError, ValueError):
        reads = False
    if not reads:
        raise ListFileError(
            translate(
                "DbLibrary",
                "the list declares the encoding {name!r}, which is not a text encoding it can be "
                "written in; save it as UTF-8",
            ).format(name=name),
            1,
        )
    return codec.name


def text_blocks(
    stream: ByteStream, *, xml: bool = False, block_bytes: int | None = None
) -> Iterator[TextBlock]:
    """The stream as blocks of whole lines (a byte-order mark dropped), of ``BLOCK_BYTES`` by default.
    ``ListFileError`` for a line longer than ``MAX_LINE_BYTES`` (never more than a block and one such
    line in memory)."""
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
            rest = stream.readline(MAX_LINE_BYTES)
            raw += rest
            if len(rest) == MAX_LINE_BYTES and not rest.endswith(b"\n"):
                raise ListFileError(
                    translate(
                        "DbLibrary",
                        "a line longer than {limit} MB: this is not a rating list (or its lines were joined)",
                    ).format(limit=_mib(MAX_LINE_BYTES)),
                    line + raw.count(b"\n", 0, len(raw) - len(rest)),
                )
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
