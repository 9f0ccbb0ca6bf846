"""The kinds of file the window's file dialogs offer, in one place, in the window's language.

A file dialog's filter is ``"Label (*.a *.b);;Label (*)"``: only the label is translated, the glob
patterns are put after it here, so that no translation can change which files are listed. Call
:func:`file_filter` when the dialog opens (not at import), so that it speaks the window's language.

>>> file_filter(PDF_DOCUMENTS)
'PDF documents (*.pdf);;All files (*)'
>>> file_filter(CSV_TABLES, all_files=False)
'CSV tables (*.csv *.txt)'
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from texts.catalogue import QT_TRANSLATE_NOOP

CONTEXT = "FileFilters"


@dataclass(frozen=True)
class FileKind:
    """One line of a file dialog's list of file types."""

    label: str
    """English, marked for translation in :data:`CONTEXT`; translated by :func:`file_filter`."""
    patterns: tuple[str, ...]
    """Glob patterns, never translated."""


TOURNAMENTS = FileKind(QT_TRANSLATE_NOOP("FileFilters", "Arbiter Desk tournaments"), ("*.arbiter",))
TRF_FILES = FileKind(QT_TRANSLATE_NOOP("FileFilters", "FIDE tournament reports (TRF)"), ("*.trf", "*.txt"))
PDF_DOCUMENTS = FileKind(QT_TRANSLATE_NOOP("FileFilters", "PDF documents"), ("*.pdf",))
CSV_TABLES = FileKind(QT_TRANSLATE_NOOP("FileFilters", "CSV tables"), ("*.csv", "*.txt"))
JSON_FILES = FileKind(QT_TRANSLATE_NOOP("FileFilters", "JSON files"), ("*.json",))
PGN_FILES = FileKind(QT_TRANSLATE_NOOP("FileFilters", "PGN game files"), ("*.pgn",))
FIDE_RATING_LISTS = FileKind(
    QT_TRANSLATE_NOOP("FileFilters", "FIDE rating lists"), ("*.zip", "*.txt", "*.xml")
)
NATIONAL_RATING_LISTS = FileKind(
    QT_TRANSLATE_NOOP("FileFilters", "National rating lists"), ("*.csv", "*.txt", "*.tsv")
)
ALL_FILES = FileKind(QT_TRANSLATE_NOOP("FileFilters", "All files"), ("*",))

KINDS = (
    TOURNAMENTS,
    TRF_FILES,
    PDF_DOCUMENTS,
    CSV_TABLES,
    JSON_FILES,
    PGN_FILES,
    FIDE_RATING_LISTS,
    NATIONAL_RATING_LISTS,
    ALL_FILES,
)
"""Every kind offered anywhere in the window."""


def filter_line(kind: FileKind) -> str:
    """``kind`` as one line of the list: its label in the window's language, then its patterns."""
    return f"{QCoreApplication.translate(CONTEXT, kind.label)} ({' '.join(kind.patterns)})"


def file_filter(*kinds: FileKind, all_files: bool = True) -> str:
    """The filter string of a file dialog offering ``kinds`` (then "All files", unless told not to)."""
    lines = [*kinds, ALL_FILES] if all_files else list(kinds)
    return ";;".join(filter_line(kind) for kind in lines)
