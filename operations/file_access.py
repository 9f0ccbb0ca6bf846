"""What an area of operations needs of the open tournament file: the transaction runner.

``operations.tournament_file.TournamentFile`` is the one implementation; the areas (``tf.players``,
``tf.rounds`` ...) receive it as a ``FileAccess`` so that they know nothing of how the file is opened,
locked or closed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Protocol, TypeVar

from sqlalchemy.orm import Session

from db.tx import Tx
from engine.model import Tournament
from values import ProgressCallback

T = TypeVar("T")


class FileAccess(Protocol):
    """The open file as the operations use it."""

    path: Path
    """The tournament file."""
    notices: list[str]
    """What the arbiter should be told beyond an operation's result (shown by the CLI and the window)."""

    @property
    def read_only(self) -> bool:
        """Opened without a lock: every operation that writes is refused."""
        ...

    def read(self, fn: Callable[[Session], T]) -> T:
        """Run ``fn`` in one read transaction."""
        ...

    def write(self, fn: Callable[[Tx], T], *, locks_rows: bool = False) -> T:
        """Run one operation in one write transaction with its audit row (``db.tx.Tx``); ``locks_rows``:
        it changes only rows it reads locked, so the section's other writers need not wait for it on a
        venue server (``TournamentFile.write``)."""
        ...

    def dry_run(self, fn: Callable[[Tx], T]) -> T:
        """Run ``fn`` in a write transaction that is always rolled back."""
        ...

    def tournament(self, after_round: int | None = None) -> Tournament:
        """The tournament as ``engine.model.Tournament`` (rounds 1..after_round)."""
        ...

    def pairing(self) -> AbstractContextManager[None]:
        """Held while a round is paired, from its plan to the stored round: nothing for a file (its lock
        is the program's alone), the event's pairing lock on a venue server (``db.server.pairing_lock``:
        another desk pairing meanwhile is refused, and told who is pairing)."""
        ...

    def backup_after_pairing(self, number: int, progress: ProgressCallback | None) -> None:
        """The backup copy written after round ``number`` was paired."""
        ...
