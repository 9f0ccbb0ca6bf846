"""The headless ``arbiter`` sub-commands: the operations (``operations``) from a terminal or a script.

The parser is assembled here from the groups of commands, one module each: ``cli.event``,
``cli.players``, ``cli.rounds``, ``cli.results``, ``cli.files``, ``cli.end_of_event``, ``cli.library``;
``arbiter print`` is ``cli.printing``, ``arbiter export`` and ``arbiter publish`` are ``cli.exports``.

    arbiter new open.arbiter --name "Open 2026" --rounds 9
    arbiter add-player open.arbiter --name "Doe, Jane" --rating 2150 --title WFM
    arbiter pair open.arbiter
    arbiter result open.arbiter 1 3 1/2
    arbiter set-pairing open.arbiter 2 --board 1-4 --board 3-2   (prints "warning: ..." lines)
    arbiter accelerate open.arbiter --edition 2026               (Baku, before round 1)
    arbiter export-trf open.arbiter -o open.trf
    arbiter library find "muller"                                (the player library: cli.library)
    arbiter add-player open.arbiter --fide-id 1503014            (registered from the library)
    arbiter import-csv open.arbiter players.csv --dry-run     (the preview; without it: all or nothing)
    arbiter save-copy open.arbiter /media/usb/open.arbiter   (a consistent snapshot)

Round robins (Berger tables, C.05 Annex 1):

    arbiter new club.arbiter --name "Club championship" --system double-berger
    arbiter draw-lots club.arbiter                                (or: set-numbers --order 3,1,2,...)
    arbiter pair club.arbiter --all                               (or one round at a time)
    arbiter schedule club.arbiter

Players are named by their pairing number. Exit status:

- 0: done. A line ``arbiter: warning: ...`` on stderr may follow, e.g. when a round is stored but its
  backup copy could not be written, or the file was opened read-only: the operation itself is stored.
- 1: refused, or the file cannot be used, or the disk refused the write: one line on stderr
  (``arbiter: <reason>``), and nothing of the operation is stored.
- 2: bad usage (argparse's message).
- 3: ``check`` found a round that differs from the Dutch pairing, or ``check-export`` found data
  FIDE's rating officer needs missing (``cli.end_of_event``: the end-of-event commands).
- 70: a fault of the program itself (one line naming it; please report it): nothing is stored
  unless the line says so.
- 141: the output's reader stopped reading (``arbiter pairings F 3 | head``): the output ends there,
  quietly (``engine.closed_pipe``); the operation itself is done.

Reading commands (``standings``, ``export-trf``, ``players``, ``pairings``, ``log``, ``info``,
``check``, ``warnings``, ``backups``, ``save-copy``) open a file read-only when it is on a read-only
drive or another program has it open; the others refuse then.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import TextIO

from cli import (
    desk,
    end_of_event,
    event,
    files,
    library,
    opened_files,
    players,
    results,
    roles,
    rounds,
    sections,
    serve,
    teams,
)
from cli.common import (
    EXIT_INTERNAL,
    EXIT_REFUSED,
    EXIT_USAGE,
    Handler,
    Refused,
    event_location,
    parse_date,
)
from engine.closed_pipe import is_closed_pipe, run_to_stdout
from engine.errors import ArbiterError
from engine.i18n import translate
from values import (
    GameResult,
)


def command_summaries() -> dict[str, str]:
    """Every sub-command and its one-line help, in the order of ``arbiter help``."""
    summaries: dict[str, str] = {}
    _parser(summaries)
    return summaries


def _parser(summaries: dict[str, str] | None = None) -> argparse.ArgumentParser:
    if summaries is None:
        summaries = {}
    parser = argparse.ArgumentParser(
        prog="arbiter", description=translate("CliHelp", "Run a FIDE Swiss tournament from the terminal.")
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
        summaries[name] = help_text
        return p

    event.register(command)
    players.register(command)
    rounds.register(command)
    files.register(command)
    end_of_event.register(command, parse_date)
    library.add_commands(command)
    results.register(command)
    desk.register(command)
    serve.register(command)
    roles.register(command)
    sections.register(command)
    teams.register(command)
    for name in summaries:
        _takes_urls(sub.choices[name])
        if name not in _WHOLE_EVENT:
            _takes_section(sub.choices[name])
    return parser


_WHOLE_EVENT = frozenset({"new", "import-trf", "copy", "section", "publish", "serve"})
"""Commands that make or copy a whole event, list, add, rename and delete its sections, or publish or
serve every section's web pages: no ``--section`` (``section add`` and ``section delete`` have their own)."""


_EVENT_WIDE = frozenset({"role"})
"""Commands on what every section of the event shares (the desks' roles): ``--section`` is taken but not
needed when the event has several (the first section's log holds the audit row then)."""


def _takes_section(parser: argparse.ArgumentParser) -> None:
    """Every command that works on a tournament (has a ``file``) takes ``--section NAME``: the section of
    the event it works on (``cli.opened_files`` chooses it; the only one when none is named)."""
    dests = {action.dest for action in parser._actions}
    if "file" in dests and "section" not in dests:
        parser.add_argument(
            "--section",
            metavar="NAME",
            help=translate("CliHelp", "the section of the event (needed when it has several)"),
        )
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _takes_section(child)


def _takes_urls(parser: argparse.ArgumentParser) -> None:
    """Every ``file`` argument (and ``copy``'s two) is parsed by ``cli.common.event_location``: a file or a
    venue server's URL, decided in one place."""
    for action in parser._actions:
        if action.dest in ("file", "source", "destination_event"):
            action.type = event_location
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _takes_urls(child)


COMMANDS: frozenset[str] = frozenset(
    {
        "new",
        "import-trf",
        "add-player",
        "edit-player",
        "remove-player",
        "withdraw",
        "reinstate",
        "bye",
        "pair",
        "repair",
        "delete-round",
        "result",
        "standings",
        "export-trf",
        "log",
        "players",
        "pairings",
        "info",
        "check",
        "sort-numbers",
        "set-pairing",
        "warnings",
        "explain",
        "accelerate",
        "library",
        *library.TOURNAMENT_COMMANDS,
        "rules",
        "draw-lots",
        "set-numbers",
        "schedule",
        "import-csv",
        "undo-import",
        "save-copy",
        "backups",
        "copy",
    }
    | end_of_event.COMMANDS
    | results.COMMANDS
    | desk.COMMANDS
    | serve.COMMANDS
    | roles.COMMANDS
    | sections.COMMANDS
    | teams.COMMANDS
)
"""The sub-command names (the ``arbiter`` launcher hands these to ``run``)."""


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one sub-command; return the exit status (see the module docstring). Never raises, never
    prints a traceback: every failure is one line on ``err``."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = _parser().parse_args(_protect_results(argv))
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else EXIT_USAGE)
    handler: Handler = args.handler
    opened_files.start(
        getattr(args, "section", None),
        choose=args.command not in _WHOLE_EVENT | _EVENT_WIDE or getattr(args, "section", None) is not None,
    )
    try:
        return handler(args, out)
    except (ArbiterError, Refused, end_of_event.Refused, ValueError) as exc:
        _say(err, str(exc))
        return EXIT_REFUSED
    except OSError as exc:
        if is_closed_pipe(exc):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        where = f" ({exc.filename})" if exc.filename else ""
        _say(err, f"{exc.strerror or exc}{where}")
        return EXIT_REFUSED
    except KeyboardInterrupt:
        _say(err, translate("CliRefusal", "interrupted; an operation is stored only if it was reported done"))
        return 130
    except Exception as exc:  # a fault of the program: one line, not a traceback
        _say(err, internal_error(exc))
        return EXIT_INTERNAL
    finally:
        opened_files.finish(err)


_say = opened_files.say
internal_error = opened_files.internal_error


def _protect_results(argv: list[str]) -> list[str]:
    """``arbiter result FILE R B -+``: argparse would take ``-+``/``--``/``-/-`` for options; such a
    result (also after an explicit ``--``) is passed on in a spelling without a leading dash
    (``--force``, wherever it is, stays an option)."""
    if not argv or argv[0] != "result" or any(t in ("-h", "--help") for t in argv[1:]):
        return argv
    force = [t for t in argv[1:] if t == "--force"]
    tokens = [t for t in argv[1:] if t != "--force"]
    if len(tokens) == 5 and tokens[3] == "--":
        del tokens[3]
    if len(tokens) != 4 or not tokens[3].startswith("-"):
        return argv
    try:
        result = GameResult.parse(tokens[3])
    except ValueError:
        return argv
    return ["result", *tokens[:3], _DASH_FREE.get(result, result.value), *force]


_DASH_FREE = {GameResult.BLACK_WINS_FORFEIT: "0F-1F", GameResult.DOUBLE_FORFEIT: "0F-0F"}


def main() -> int:
    return run_to_stdout(lambda: run(sys.argv[1:]))
