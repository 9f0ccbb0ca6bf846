"""``arbiter`` command line: the window, a tournament file, or a headless sub-command.

- ``arbiter``: the window;
- ``arbiter --version``: the program's name and version (``engine.version``);
- ``arbiter FILE.arbiter``: the window with that tournament open;
- ``arbiter --smoke-test [--screenshot PNG] [FILE.arbiter]``: the window, closed as soon as it is shown
  (exit 0 when it was), saved as PNG first when asked;
- ``arbiter print ...``: ``arbiter_gui.reports.cli`` (PDF documents, no Qt);
- ``arbiter export ...``, ``arbiter publish ...``: ``publish.cli`` (CSV, JSON, PGN, the web folder; no Qt);
- ``arbiter SUB-COMMAND ...`` for any sub-command of ``db.cli.COMMANDS``: ``db.cli.run`` (no Qt).

Headless sub-commands never import Qt (a test checks it).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

USAGE = """usage: arbiter [FILE.arbiter]                the window (with that tournament open)
       arbiter --version
       arbiter --smoke-test [--screenshot PNG] [FILE.arbiter]   (open the window, close it once shown)
       arbiter print KIND FILE -o OUT.pdf ...  a printed document (arbiter help print)
       arbiter export csv|json|pgn FILE -o OUT ...  an open export (arbiter help export)
       arbiter publish FILE -o DIR             the static web folder (arbiter help publish)
       arbiter COMMAND ...                     a headless command (arbiter help COMMAND)"""


def full_help() -> str:
    """``arbiter --help`` / ``arbiter help``: the usage and every sub-command with its summary."""
    try:
        from db import cli
    except ImportError:
        return USAGE
    summaries = {
        **cli.command_summaries(),
        "print": "print a document as PDF (pairings, standings, ...)",
        "export": "export the event as CSV, JSON or PGN (arbiter help export)",
        "publish": "write the event as a static web site into a folder",
    }
    width = max(len(name) for name in summaries)
    lines = [USAGE, "", "commands:"]
    lines += [f"  {name:<{width}}  {text}" for name, text in sorted(summaries.items())]
    return "\n".join(lines)


def _db_commands() -> frozenset[str]:
    try:
        from db import cli
    except ImportError:
        return frozenset()
    return frozenset(getattr(cli, "COMMANDS", ()))


def run(argv: Sequence[str]) -> int:
    args = list(argv)
    if args and args[0] == "print":
        from arbiter_gui.reports import cli as print_cli

        return print_cli.run(args[1:])
    if args and args[0] in ("export", "publish"):
        from publish import cli as publish_cli

        return publish_cli.run(args)
    if args and args[0] in _db_commands():
        from db import cli as db_cli

        return int(db_cli.run(args))
    if args and args[0] in ("-h", "--help", "help"):
        if len(args) == 2 and args[0] == "help":
            return run([args[1], "--help"]) if args[1] != "help" else run(["--help"])
        print(full_help())
        return 0
    if args == ["--version"]:
        from engine.version import program_version

        print(program_version())
        return 0
    smoke_test = bool(args) and args[0] == "--smoke-test"
    screenshot = None
    if smoke_test:
        args = args[1:]
        if len(args) >= 2 and args[0] == "--screenshot":
            screenshot, args = Path(args[1]), args[2:]
    if len(args) > 1 or (args and args[0].startswith("-")):
        print(f"arbiter: unknown command {' '.join(args)!r}\n{USAGE}", file=sys.stderr)
        return 2
    file = Path(args[0]) if args else None
    if file is not None and not file.exists():
        print(f"arbiter: {file}: no such file", file=sys.stderr)
        return 2
    from arbiter_gui.app import run_window

    return run_window(file, smoke_test=smoke_test, screenshot=screenshot)
