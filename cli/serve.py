"""``arbiter serve``: the event's pages served live to the phones on the venue's network (issue 31).

    arbiter serve open.arbiter [--host ADDR] [--port N] [--language XX]

The file is only read (also while the window or another ``arbiter`` command writes it): a result
entered at any desk reaches an open page within a few seconds. The command says where it serves and
runs until Ctrl+C (SIGINT; or SIGTERM, ``kill``). Exit status 0 when stopped, 1 when the file cannot be
read or the address cannot be bound (one line on stderr).

Ctrl+C is the command's own from the moment it has the server (before it says where it serves) until it
stopped: its handler only asks the server to stop (``LiveServer.request_stop``), so a Ctrl+C is never lost
in the server's start-up, never taken for an interruption of an operation (exit 130), and taken also when
the command was started with SIGINT ignored (as a shell starts a command in the background, ``&``).
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType
from typing import TextIO

from cli.common import Command
from engine.i18n import LANGUAGES, translate
from outputs.live.server import ALL_INTERFACES, DEFAULT_PORT, LiveServer

COMMANDS = frozenset({"serve"})
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
"""What stops the server: Ctrl+C, and ``kill`` (a service manager's stop)."""


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text} is not a port number (0 to 65535)").format(text=repr(text))
        )
    return port


def register(command: Command) -> None:
    """``arbiter serve``, added to the parser by ``command``."""
    p = command(
        "serve",
        _cmd_serve,
        translate("CliHelp", "serve the event's pages live to the phones on the venue's network"),
    )
    p.add_argument("file", type=Path, help=translate("CliHelp", "the tournament file (.arbiter)"))
    p.add_argument(
        "--host",
        default=ALL_INTERFACES,
        metavar="ADDR",
        help=translate(
            "CliHelp", "the address to serve at (default {host}: every network of this machine)"
        ).format(host=ALL_INTERFACES),
    )
    p.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        metavar="N",
        help=translate("CliHelp", "the port (default {port})").format(port=DEFAULT_PORT),
    )
    p.add_argument(
        "--language",
        type=str.lower,
        metavar="XX",
        choices=LANGUAGES,
        help=translate(
            "CliHelp",
            "the language of the pages: {languages} (default: the event's language if it has one, "
            "else the command's language)",
        ).format(languages=", ".join(LANGUAGES)),
    )


def _cmd_serve(a: argparse.Namespace, out: TextIO) -> int:
    server = LiveServer(a.file, a.host, a.port, language=a.language)
    with stopped_by_signals(server.request_stop):
        _say_where(server, out)
        server.serve_forever()
        print(translate("CliOutput", "stopped"), file=out)
    return 0


def _say_where(server: LiveServer, out: TextIO) -> None:
    """Where the phones find the pages, and how the server stops (the last line flushed)."""
    where = (
        translate("CliOutput", "every network of this machine (address {host})")
        if server.host == ALL_INTERFACES
        else translate("CliOutput", "address {host} only")
    ).format(host=server.host)
    print(
        translate("CliOutput", "serving {event} on port {port}, {where}; the phones open:").format(
            event=server.app.edition.event_name, port=server.port, where=where
        ),
        file=out,
    )
    for address in server.addresses:
        print(f"  {address}", file=out)
    print(translate("CliOutput", "Ctrl+C stops the server."), file=out, flush=True)


@contextlib.contextmanager
def stopped_by_signals(stop: Callable[[], None]) -> Iterator[None]:
    """Meanwhile each of ``STOP_SIGNALS`` calls ``stop`` (and nothing else), whatever this process
    inherited; the handlers before are put back after. Only the main thread may take signals: elsewhere
    (a test running the command in a thread) nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def on_signal(_signum: int, _frame: FrameType | None) -> None:
        stop()

    before = {number: signal.signal(number, on_signal) for number in STOP_SIGNALS}
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, signal.SIG_DFL if handler is None else handler)
