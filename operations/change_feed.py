"""The other desks' changes to an event on a venue server, as the server announces them (issue 30
item 3: every desk sees the others' changes within 2 s; a desk that loses the network is told at once).

Every operation that writes on a venue server announces itself in its transaction (PostgreSQL's
``NOTIFY``, ``db.server.announcement``); the server delivers the announcement to every desk that
listens when the transaction commits, never for one rolled back. ``ChangeFeed.wait`` blocks (off the
window's thread: ``arbiter_gui.live_refresh``) until another desk's change came, and raises
``ServerUnreachable`` at once when the server or the network is lost (the listening connection has the
desk's keepalives: a network that goes silent is noticed within seconds). A tournament file has no
feed: the window asks it every second (``TournamentFile.changed_by_others``).
"""

from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError

from db import server
from db.errors import TournamentFileError
from db.location import ServerAddress


class ChangeFeed:
    """The changes announced on one open event's server, the ones this open event made left out. One
    thread waits on it and closes it."""

    def __init__(self, engine: Engine, address: ServerAddress) -> None:
        self._engine = engine
        self._address = address
        self._own = server.desk_token(engine)
        self._listener: server.ChangeListener | None = None

    def wait(self, timeout_s: float) -> tuple[int, ...]:
        """The sections in which another desk (or program) stored a change, once one came within
        ``timeout_s`` seconds; empty when none came. The first call (and the first after a loss) starts
        listening. Raises ``ServerUnreachable`` (one sentence) when the server cannot be reached or was
        lost; the next call listens again."""
        try:
            if self._listener is None:
                self._listener = server.ChangeListener(self._engine)
            came = self._listener.wait(timeout_s)
        except (DBAPIError, OSError, server.driver_error()) as exc:
            self._drop()
            raise _unreachable(exc, self._address) from exc
        return tuple(sorted({section for token, section in came if token != self._own}))

    @property
    def listening(self) -> bool:
        """Whether the feed has a connection to the server now."""
        return self._listener is not None

    def close(self) -> None:
        """Stop listening (from the thread that waits: the connection is not shared between threads);
        a later ``wait`` listens again."""
        self._drop()

    def _drop(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()


def _unreachable(exc: BaseException, address: ServerAddress) -> TournamentFileError:
    problem = server.server_problem(exc, address)
    return problem if isinstance(problem, TournamentFileError) else server.ServerUnreachable(str(problem))
