"""The HTTP server of the live pages (uvicorn, HTTP/1.1 parsed by httptools), bound where the arbiter says.

``LiveServer(location, host, port)`` opens the file read-only, renders the first edition and binds the
socket at once (a port in use or an address this machine does not have is refused in one sentence,
``ServeError``); then ``serve_forever`` runs it in the calling thread until Ctrl+C (``arbiter serve``),
or ``start`` runs it in a thread of its own until ``stop`` (the window). ``addresses`` says where the
phones can reach it: the address bound, or every address of this machine's network interfaces when
bound to all of them (``0.0.0.0``).
"""

from __future__ import annotations

import contextlib
import socket
import threading
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

    def _publish(self, edition: LiveEdition) -> None:
        self.app.publish(edition)

    @property
    def addresses(self) -> list[str]:
        """The addresses the pages are at (``http://ADDRESS:PORT/``)."""
        hosts = local_addresses() if self.host == ALL_INTERFACES else [self.host]
        return [f"http://{h}:{self.port}/" for h in hosts]

    def serve_forever(self) -> None:
        """Serve in this thread until interrupted (Ctrl+C); then close everything."""
        self.watcher.start()
        try:
            self.server.run(sockets=[self.socket])
        finally:
            self.app.close()
            self.watcher.stop()
            self.socket.close()

    def start(self) -> None:
        """Serve in a thread of its own (returns once the server answers)."""
        self.watcher.start()
        self._thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.socket]}, name="arbiter-live-server", daemon=True
        )
        self._thread.start()
        while not self.server.started and self._thread.is_alive():
            threading.Event().wait(0.02)

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
