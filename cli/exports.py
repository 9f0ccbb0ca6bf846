"""``arbiter export`` and ``arbiter publish``: the open exports and the web folder from a terminal.

    arbiter export csv open.arbiter -o out/                  (players, pairings, results, standings)
    arbiter export csv open.arbiter --table pairings --round 3 -o round3.csv
    arbiter export json open.arbiter -o open.json            (schema: arbiter export schema)
    arbiter export pgn open.arbiter [--round 3] -o open.pgn
    arbiter export schema -o event.schema.json
    arbiter publish open.arbiter -o site/ [--force] [--language fr]   (default: the event's language)

The exports are for programs and stay English (CSV headers, JSON keys and values, PGN tags); the web
folder is for people and speaks ``--language``, else the event's language (``EventSettings.language``),
else the command's (``arbiter_gui.command_language``): ``engine.i18n.language_for_document``.
``-o -`` writes a single file to standard output. Exit status 0 on success, 1 when the file cannot be
read or the output cannot be written (one line on stderr: ``arbiter: <reason>``), 2 for bad usage,
70 for a fault of the program (one line, no traceback). The tournament file is only read: also while
the window has it open or on a read-only drive (a line ``arbiter: warning: ...`` says so).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from cli import opened_files
from cli.common import EXIT_INTERNAL, event_location, kept
from db.location import Location
from engine.closed_pipe import is_closed_pipe
from engine.errors import ArbiterError
from engine.i18n import LANGUAGES, language_for_document, translate
from osfiles.output_files import write_output
from outputs.exports.csv_export import ENCODING, Table, table_text, write_tables
from outputs.exports.json_export import event_json, schema_text
from outputs.exports.pgn_export import event_pgn
from outputs.snapshot import EventSnapshot, take_snapshot
from outputs.web.sections import section_snapshots, write_event_site

COMMANDS = frozenset({"export", "publish"})

Handler = Callable[[argparse.Namespace, TextIO], int]


def _snapshot(path: Location) -> EventSnapshot:
    """Read while the window has the file open or on a read-only drive too (a notice says so). The
    exports are for programs: their snapshot is taken in English (a reason why there are no standings
    is English in the JSON); the site's is taken in its language (``_cmd_publish``)."""
    with opened_files.open_to_read(path) as tf:
        return take_snapshot(tf, "en")


def _emit(
    content: str, target: Path, out: TextIO, kept: tuple[Path, ...] = (), encoding: str = "utf-8"
) -> None:
    """``content`` to standard output (``-``) or into ``target``, whole or not at all, never over the
    tournament file read (``kept``) nor any file the program keeps (``osfiles.output_files``)."""
    if str(target) == "-":
        out.write(content)
        return
    write_output(target, content, kept, encoding=encoding)
    print(translate("CliOutput", "wrote {target}").format(target=target), file=out)


def _cmd_csv(a: argparse.Namespace, out: TextIO) -> int:
    snap = _snapshot(a.file)
    if a.table is None:
        if a.round is not None:
            raise ArbiterError(translate("CliRefusal", "--round needs --table pairings"))
        for path in write_tables(snap, a.output, kept=kept(a.file)):
            print(translate("CliOutput", "wrote {path}").format(path=path), file=out)
        return 0
    table = Table(a.table)
    if a.round is not None and table is not Table.PAIRINGS:
        raise ArbiterError(translate("CliRefusal", "--round goes with --table pairings"))
    _emit(table_text(snap, table, a.round), a.output, out, kept(a.file), ENCODING)
    return 0


def _cmd_json(a: argparse.Namespace, out: TextIO) -> int:
    _emit(event_json(_snapshot(a.file)), a.output, out, kept(a.file))
    return 0


def _cmd_pgn(a: argparse.Namespace, out: TextIO) -> int:
    _emit(event_pgn(_snapshot(a.file), a.round), a.output, out, kept(a.file))
    return 0


def _cmd_schema(a: argparse.Namespace, out: TextIO) -> int:
    _emit(schema_text(), a.output, out)
    return 0


def _cmd_publish(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_read(a.file) as tf:
        # --language, else the event's language, else the command's
        language = language_for_document(a.language, tf.event.settings().language)
        snaps = section_snapshots(tf, language)  # every section of the event, in turn
    written = write_event_site(snaps, a.output, force=a.force, language=language, kept=kept(a.file))
    if written.language != language:
        print(
            translate("CliOutput", "warning: no {language} translation; the site is in {written}").format(
                language=language, written=written.language
            ),
            file=out,
        )
    print(
        translate("CliOutput", "wrote {count} files into {folder}").format(
            count=len(written.files), folder=written.folder
        ),
        file=out,
    )
    for name in written.removed:
        print(translate("CliOutput", "removed {name} (no longer published)").format(name=name), file=out)
    return 0


def _parser(command: str) -> argparse.ArgumentParser:
    if command == "publish":
        p = argparse.ArgumentParser(
            prog="arbiter publish",
            description=translate(
                "CliHelp", "Write the event as a static web site (HTML and CSS) into a folder."
            ),
        )
        p.add_argument(
            "file", type=event_location, help=translate("CliHelp", "the tournament file (.arbiter)")
        )
        p.add_argument(
            "-o",
            "--output",
            type=Path,
            required=True,
            metavar="DIR",
            help=translate("CliHelp", "folder of the site"),
        )
        p.add_argument(
            "--force",
            action="store_true",
            help=translate("CliHelp", "write into a folder that holds other files"),
        )
        p.add_argument(
            "--language",
            type=str.lower,
            metavar="XX",
            help=translate(
                "CliHelp",
                "the language of the pages: {languages} (default: the event's language if it has one, "
                "else the command's language)",
            ).format(languages=", ".join(LANGUAGES)),
        )
        p.set_defaults(handler=_cmd_publish)
        return p
    p = argparse.ArgumentParser(
        prog="arbiter export", description=translate("CliHelp", "Export the event as CSV, JSON or PGN.")
    )
    sub = p.add_subparsers(dest="format", required=True, metavar="FORMAT")
    c = sub.add_parser(
        "csv", help=translate("CliHelp", "players, pairings, results, standings (a folder, or one table)")
    )
    c.add_argument("file", type=event_location)
    _section_option(c)
    c.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        help=translate("CliHelp", "folder (all tables) or file (--table)"),
    )
    c.add_argument(
        "--table", choices=[t.value for t in Table], help=translate("CliHelp", "one table into one file")
    )
    c.add_argument("--round", type=int, help=translate("CliHelp", "with --table pairings: only this round"))
    c.set_defaults(handler=_cmd_csv)
    j = sub.add_parser(
        "json", help=translate("CliHelp", "the whole event (arbiter export schema gives its JSON Schema)")
    )
    j.add_argument("file", type=event_location)
    _section_option(j)
    j.add_argument("-o", "--output", type=Path, required=True)
    j.set_defaults(handler=_cmd_json)
    g = sub.add_parser("pgn", help=translate("CliHelp", "PGN headers of every game (forfeits are not games)"))
    g.add_argument("file", type=event_location)
    _section_option(g)
    g.add_argument("-o", "--output", type=Path, required=True)
    g.add_argument("--round", type=int, help=translate("CliHelp", "only this round"))
    g.set_defaults(handler=_cmd_pgn)
    s = sub.add_parser("schema", help=translate("CliHelp", "the JSON Schema of the JSON export"))
    s.add_argument("-o", "--output", type=Path, default=Path("-"))
    s.set_defaults(handler=_cmd_schema)
    return p


def _section_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--section",
        metavar="NAME",
        help=translate("CliHelp", "the section of the event (needed when it has several)"),
    )


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``argv[0]`` is ``export`` or ``publish``; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    if not argv or argv[0] not in COMMANDS:
        print(
            translate("CliOutput", "arbiter: expected one of {commands}").format(
                commands=", ".join(sorted(COMMANDS))
            ),
            file=err,
        )
        return 2
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = _parser(argv[0]).parse_args(argv[1:])
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    handler: Handler = args.handler
    # export: the section named (the only one when none is); publish: every section of the event
    opened_files.start(getattr(args, "section", None), choose=argv[0] == "export")
    try:
        return handler(args, out)
    except ArbiterError as exc:
        opened_files.say(err, str(exc))
        return 1
    except OSError as exc:
        if is_closed_pipe(exc):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        where = f" ({exc.filename})" if exc.filename else ""
        opened_files.say(err, f"{exc.strerror or exc}{where}")
        return 1
    except Exception as exc:  # a fault of the program: one line, not a traceback
        opened_files.say(err, opened_files.internal_error(exc))
        return EXIT_INTERNAL
    finally:
        opened_files.finish(err)
