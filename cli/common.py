"""What the ``arbiter`` sub-commands share: the handler type, the exit codes, the refusal of a bad
argument, the parsing of dates and tie-break codes, one printed line in the command's language."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TextIO

from db.location import Location, ServerAddress, ServerUrlError, locate
from engine.i18n import translate

Handler = Callable[[argparse.Namespace, TextIO], int]

EXIT_DONE, EXIT_REFUSED, EXIT_USAGE, EXIT_DIFFERS, EXIT_INTERNAL = 0, 1, 2, 3, 70
Command = Callable[[str, Handler, str], argparse.ArgumentParser]
"""``command(name, handler, help)``: adds a sub-command to the parser and returns its own parser."""


def output_line(source: str, **fields: object) -> str:
    """A text of a table below (marked there) in the command's language, its fields filled."""
    return translate("CliOutput", source).format(**fields)


class Refused(Exception):
    """A bad argument value found after parsing (shown like an operation refusal)."""


def parse_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text} is not a date YYYY-MM-DD").format(text=repr(text))
        ) from None


def parse_codes(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(",") if c.strip())


def event_location(text: str) -> Location:
    """The one parser of every command's FILE: a tournament file's path, or a venue server's URL
    ``postgresql://USER@HOST[:PORT]/DBNAME`` (``db.location.locate`` decides; a bad URL is a usage error
    with its sentence). ``cli.main`` gives it to every ``file`` argument."""
    try:
        return locate(text)
    except ServerUrlError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def kept(location: Location) -> tuple[Path, ...]:
    """The files an output may never replace because the command reads them: the tournament file (none
    for an event on a venue server)."""
    return () if isinstance(location, ServerAddress) else (location,)
