"""``arbiter`` command line: the window, a tournament file, or a headless sub-command.

- ``arbiter``: the window;
- ``arbiter --version``: the program's name and version (``engine.version``);
- ``arbiter FILE.arbiter``: the window with that tournament open; ``arbiter postgresql://USER@HOST/DB``:
  the window with that event of a venue server open (the password from ``PGPASSWORD``, else asked for in
  File > Connect to venue server's dialog, the address filled in);
- ``arbiter --smoke-test [--screenshot PNG] [FILE.arbiter]``: the window, closed as soon as it is shown
  (exit 0 when it was), saved as PNG first when asked;
- ``arbiter print ...``: ``cli.printing`` (PDF documents, no Qt);
- ``arbiter export ...``, ``arbiter publish ...``: ``cli.exports`` (CSV, JSON, PGN, the web folder; no Qt);
- ``arbiter SUB-COMMAND ...`` for any sub-command of ``cli.main.COMMANDS``: ``cli.main.run`` (no Qt).

Headless sub-commands never import Qt (a test checks it). They speak the language of
``arbiter_gui.command_language`` (``ARBITER_LANGUAGE``, else the locale, else English), their messages and
the engine's and the tournament file's alike; the window speaks the language of its settings.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from db.location import ServerUrlError, is_server_url, parse_server_url
from engine.i18n import translate

USAGE = """usage: arbiter [FILE.arbiter | URL]          the window (with that tournament open)
       arbiter --version
       arbiter --smoke-test [--screenshot PNG] [FILE.arbiter]   (open the window, close it once shown)
       arbiter print KIND FILE -o OUT.pdf ...  a printed document (arbiter help print)
       arbiter export csv|json|pgn FILE -o OUT ...  an open export (arbiter help export)
       arbiter publish FILE -o DIR             the static web folder (arbiter help publish)
       arbiter serve FILE [--port N]           the pages live on the venue's network (arbiter help serve)
       arbiter COMMAND ...                     a headless command (arbiter help COMMAND)"""
"""The command's usage (English in every language, as argparse's ``usage:`` lines)."""


def full_help() -> str:
    """``arbiter --help`` / ``arbiter help``: the usage and every sub-command with its summary."""
    try:
        from cli import main as headless
    except ImportError:
        return USAGE
    summaries = {
        **headless.command_summaries(),
        "print": translate("CliLauncher", "print a document as PDF (pairings, standings, ...)"),
        "export": translate("CliLauncher", "export the event as CSV, JSON or PGN (arbiter help export)"),
        "publish": translate("CliLauncher", "write the event as a static web site into a folder"),
    }
    width = max(len(name) for name in summaries)
    lines = [USAGE, "", translate("CliLauncher", "commands:")]
    lines += [f"  {name:<{width}}  {text}" for name, text in sorted(summaries.items())]
    return "\n".join(lines)


def _db_commands() -> frozenset[str]:
    try:
        from cli import main as headless
    except ImportError:
        return frozenset()
    return frozenset(getattr(headless, "COMMANDS", ()))


def run(argv: Sequence[str]) -> int:
    """Run the command line ``argv`` (without the program's name); return the exit status. Everything
    but the window speaks the command's language (``command_language``), and only while it runs."""
    args = list(argv)
    headless = bool(args) and (args[0] in _HEADLESS or args[0] in _db_commands())
    smoke_test, screenshot, rest = _window_arguments(args)
    window = not headless and len(rest) <= 1 and not (rest and rest[0].startswith("-"))
    if window and rest and is_server_url(rest[0]):
        try:
            address = parse_server_url(rest[0])
        except ServerUrlError as exc:
            print(f"arbiter: {exc}", file=sys.stderr)
            return 2
        from arbiter_gui.app import run_window

        return run_window(address, smoke_test=smoke_test, screenshot=screenshot)
    if window and (not rest or Path(rest[0]).exists()):
        from arbiter_gui.app import run_window

        return run_window(Path(rest[0]) if rest else None, smoke_test=smoke_test, screenshot=screenshot)
    from arbiter_gui.command_language import command_language, speaking
    from engine.closed_pipe import run_to_stdout

    with speaking(command_language()):
        return run_to_stdout(lambda: _run_headless(args, rest))


_HEADLESS = frozenset({"print", "export", "publish", "-h", "--help", "help", "--version"})


def _window_arguments(args: list[str]) -> tuple[bool, Path | None, list[str]]:
    """``--smoke-test [--screenshot PNG] REST``: (smoke test, screenshot, REST); else (False, None, args)."""
    if not args or args[0] != "--smoke-test":
        return False, None, args
    args = args[1:]
    if len(args) >= 2 and args[0] == "--screenshot":
        return True, Path(args[1]), args[2:]
    return True, None, args


def _run_headless(args: list[str], rest: list[str]) -> int:
    if args and args[0] == "print":
        from cli import printing

        return printing.run(args[1:])
    if args and args[0] in ("export", "publish"):
        from cli import exports

        return exports.run(args)
    if args and args[0] in _db_commands():
        from cli import main as headless

        return int(headless.run(args))
    if args and args[0] in ("-h", "--help", "help"):
        if len(args) == 2 and args[0] == "help":
            asked = [args[1], "--help"] if args[1] != "help" else ["--help"]
            return _run_headless(asked, asked)
        print(full_help())
        return 0
    if args == ["--version"]:
        from engine.version import program_version

        print(program_version())
        return 0
    if len(rest) == 1 and not rest[0].startswith("-"):
        print(translate("CliLauncher", "arbiter: {file}: no such file").format(file=rest[0]), file=sys.stderr)
        return 2
    unknown = translate("CliLauncher", "arbiter: unknown command {command}").format(
        command=repr(" ".join(rest))
    )
    print(f"{unknown}\n{USAGE}", file=sys.stderr)
    return 2
