"""``arbiter`` commands for the file and its copies: ``export-trf``, ``log`` (the audit log), ``save-copy``,
``backups``, ``copy`` (an event between a file and a venue server).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from cli.common import (
    Command,
)
from cli.opened_files import open_to_read, with_password
from db.location import Location
from engine.i18n import translate
from values import (
    TrfVersion,
)


def _cmd_export_trf(a: argparse.Namespace, out: TextIO) -> int:
    version = TrfVersion.TRF16 if a.trf16 else TrfVersion.TRF26
    with open_to_read(a.file) as tf:
        target = tf.files.export_trf_file(a.output, version)
        print(
            translate("CliOutput", "wrote {file} ({version})").format(file=target, version=version.value),
            file=out,
        )
    return 0


def _cmd_log(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        for e in tf.audit_log():
            print(f"{e.id:>5}  {e.at.isoformat(timespec='seconds')}  {e.user:<12} {e.operation}", file=out)
            if a.verbose:
                print(translate("CliOutput", "       old: {value}").format(value=e.old), file=out)
                print(translate("CliOutput", "       new: {value}").format(value=e.new), file=out)
    return 0


def _cmd_save_copy(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        target = tf.files.save_copy(a.destination, overwrite=a.force)
        print(
            translate("CliOutput", "wrote a copy of {file} to {target}").format(file=a.file, target=target),
            file=out,
        )
    return 0


def _cmd_backups(a: argparse.Namespace, out: TextIO) -> int:
    from db.backups import KEEP_PER_ROUND, KEEP_REPLACED, KEEP_TIMED

    with open_to_read(a.file) as tf:
        found = tf.files.backups()
    for b in found:
        print(str(b), file=out)
    backups = len(found)
    print(
        translate(
            "CliOutput",
            "%n backup(s); kept: the newest {per_round} of each round, {timed} timed, "
            "{replaced} replaced files",
            None,
            backups,
        ).format(per_round=KEEP_PER_ROUND, timed=KEEP_TIMED, replaced=KEEP_REPLACED),
        file=out,
    )
    return 0


def _cmd_copy(a: argparse.Namespace, out: TextIO) -> int:
    from operations.copy_event import copy_event

    def copy(source: Location) -> Location:
        return with_password(a.destination_event, lambda there: copy_event(source, there, overwrite=a.force))

    target = with_password(a.source, copy)
    print(
        translate("CliOutput", "copied {source} to {target}").format(source=a.source, target=target),
        file=out,
    )
    return 0


def register(command: Command) -> None:
    """The files commands, added to the parser by ``command``."""
    p = command("export-trf", _cmd_export_trf, translate("CliHelp", "write the TRF for rating submission"))
    p.add_argument("file", type=Path)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.add_argument("--trf16", action="store_true", help=translate("CliHelp", "TRF16 instead of TRF26"))
    p = command("log", _cmd_log, translate("CliHelp", "print the audit log"))
    p.add_argument("file", type=Path)
    p.add_argument(
        "-v", "--verbose", action="store_true", help=translate("CliHelp", "with old and new values")
    )
    p = command(
        "save-copy",
        _cmd_save_copy,
        translate("CliHelp", "write a consistent copy of the file (e.g. to a USB stick)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("destination", type=Path, help=translate("CliHelp", "the copy (a file name, or a folder)"))
    p.add_argument(
        "--force", action="store_true", help=translate("CliHelp", "replace an existing file at DESTINATION")
    )
    p = command(
        "copy",
        _cmd_copy,
        translate("CliHelp", "copy an event between a file and a venue server (either way), identical"),
    )
    p.add_argument(
        "source", metavar="SRC", help=translate("CliHelp", "a tournament file or postgresql:// URL")
    )
    p.add_argument(
        "destination_event",
        metavar="DST",
        help=translate("CliHelp", "a new file or an empty server database"),
    )
    p.add_argument(
        "--force", action="store_true", help=translate("CliHelp", "replace an event that DST already holds")
    )
    p = command("backups", _cmd_backups, translate("CliHelp", "list the automatic backup copies of the file"))
    p.add_argument("file", type=Path)
