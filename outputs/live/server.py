"""The HTTP server of the live pages (uvicorn, HTTP/1.1 parsed by httptools), bound where the arbiter says.

``LiveServer(location, host, port)`` opens the file read-only, renders the first edition and binds the
socket at once (a port in use or an address this machine does not have is refused in one sentence,
``ServeError``); then ``start`` runs it in a thread of its own until ``stop`` (the window), or
``serve_forever`` runs it so until ``request_stop`` (``arbiter serve``, whose Ctrl+C handler calls it:
``cli.serve``). ``addresses`` says where the phones can reach it: the address bound, or every address of
this machine's network interfaces when bound to all of them (``0.0.0.0``).

uvicorn runs off the main thread in both cases, so it never takes the process's signals: Ctrl+C is the
command's alone, from before it says where it serves (a signal that came before uvicorn installed its own
handler was lost when SIGINT was ignored, or ended the command as "interrupted" otherwise).
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from pathlib import Path

import uvicorn

from engine.errors import ArbiterError
from engine.i18n import translate
from outputs.live.app import LiveApp
from outputs.live.edition import LiveEdition
from outputs.live.guard import Limits, guarded_protocol
from outputs.live.watch import Watcher

DEFAULT_PORT = 8080
ALL_INTERFACES = "0.0.0.0"
STOP_LOOKED_AT_S = 0.1
"""How often ``serve_forever`` looks whether it was asked to stop (uvicorn looks at its own flag as often)."""


class ServeError(ArbiterError):
    """The server cannot start (the port in use, an address this machine does not have)."""


class LiveServer:
    """The event's pages, served from ``location`` at ``host``:``port`` (port 0: any free port)."""

    def __init__(
        self,
        location: Path,
        host: str = ALL_INTERFACES,
        port: int = DEFAULT_PORT,
        *,
        language: str | None = None,
        limits: Limits = Limits(),  # noqa: B008 (frozen)
    ) -> None:
        self.watcher = Watcher(location, self._publish, language)
        self.app = LiveApp(self.watcher.edition, limits)
        try:
            self.socket = bind(host, port)
        except BaseException:
            self.watcher.stop()
            raise
        self.host, self.port = self.socket.getsockname()[:2]
        config = uvicorn.Config(
            self.app,
            http=guarded_protocol(limits),
            lifespan="off",
            log_level="warning",
            access_log=False,
            server_header=False,
            timeout_keep_alive=limits.keep_alive_seconds,
            timeout_graceful_shutdown=2,
            limit_concurrency=limits.connections,
            backlog=2048,
        )
        self.server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None
        self._stop_asked = False
        self._failure: BaseException | None = None

    def _publish(self, edition: LiveEdition) -> None:
        self.app.publish(edition)

    @property
    def addresses(self) -> list[str]:
        """The addresses the pages are at (``http://ADDRESS:PORT/``)."""
        hosts = local_addresses() if self.host == ALL_INTERFACES else [self.host]
        return [f"http://{h}:{self.port}/" for h in hosts]

    def request_stop(self) -> None:
        """Ask ``serve_forever`` to stop serving and return. It only sets a flag, so that a signal
        handler may call it at any moment: before the server began (it does not begin), during its
        start, while it serves."""
        self._stop_asked = True

    def serve_forever(self) -> None:
        """Serve until ``request_stop``: the server in its thread (``start``), this thread looking at the
        request every ``STOP_LOOKED_AT_S`` (a signal handler runs meanwhile), then everything closed as
        the window closes it (``stop``). When the server's thread failed, everything is closed as well,
        then its exception raised here."""
        try:
            if not self._stop_asked:
                self._start(keep_failure=True)
            while not self._stop_asked and self._thread is not None and self._thread.is_alive():
                time.sleep(STOP_LOOKED_AT_S)
        finally:
            self.stop()
        if self._failure is not None:
            raise self._failure

    def start(self) -> None:
        """Serve in a thread of its own (returns once the server answers)."""
        self._start(keep_failure=False)

    def _start(self, keep_failure: bool) -> None:
        """``start``; with ``keep_failure`` an exception ending the server's thread is kept for
        ``serve_forever`` (:meth:`_run`)."""
        self.watcher.start()
        self._thread = threading.Thread(
            target=self._run, args=(keep_failure,), name="arbiter-live-server", daemon=True
        )
        self._thread.start()
        while not self.server.started and self._thread.is_alive():
            threading.Event().wait(0.02)

    def _run(self, keep_failure: bool) -> None:
        """The server's thread: uvicorn until it stops. An exception that ended it is kept for
        ``serve_forever``, which raises it (``arbiter serve``: one line); started by ``start`` alone
        (the window), it goes to the thread's report as before."""
        try:
            self.server.run(sockets=[self.socket])
        except BaseException as exc:
            if not keep_failure:
                raise
            self._failure = exc

    def stop(self) -> None:
        """Stop serving (open streams end, the file is closed); waits a few seconds at most."""
        self.app.close()
        self.server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self.watcher.stop()
        self.socket.close()


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket at ``host``:``port``; ``ServeError`` in one sentence when refused."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
    except OSError as exc:
        raise ServeError(
            translate("LiveServer", "cannot serve at {host}: {reason}").format(host=host, reason=exc.strerror)
        ) from exc
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except (OSError, OverflowError) as exc:
        sock.close()
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ServeError(
            translate("LiveServer", "cannot serve at {host} port {port}: {reason}").format(
                host=host, port=port, reason=reason
            )
        ) from exc
    sock.set_inheritable(True)
    return sock


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (loopback last): where phones may reach it.

    Found without sending anything: the address the system would use for a route out (a UDP socket
    "connected" to a private address sends no packet), and the addresses of the host name."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    outside = [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != ALL_INTERFACES]
    return [*outside, "127.0.0.1"]
