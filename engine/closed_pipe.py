"""A command whose reader stopped reading (``arbiter pairings F 3 | head``): quiet, as Unix tools are.

When the program reading a command's output exits early, the next write raises ``BrokenPipeError``
(Python ignores ``SIGPIPE``). Every command-line entry point runs its command through
``run_to_stdout``: the output simply ends, with no "Broken pipe" line and no traceback from the
interpreter's last flush, and the exit status is the shell's for a command ended by ``SIGPIPE``.
What the command did before (an operation stored in a tournament file) stays done.

Each command's own error handling lets ``BrokenPipeError`` through (``is_closed_pipe``), so that this
one place decides what a closed pipe means.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

EXIT_CLOSED_PIPE = 141
"""128 + SIGPIPE (13): what a shell reports for a command whose output pipe was closed."""


def is_closed_pipe(exc: BaseException) -> bool:
    """The output's reader has gone (``BrokenPipeError``, EPIPE)."""
    return isinstance(exc, BrokenPipeError)


def run_to_stdout(command: Callable[[], int]) -> int:
    """Run ``command`` (returning an exit status), then flush its output; a closed pipe on the way
    ends it quietly with ``EXIT_CLOSED_PIPE``."""
    try:
        code = command()
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_CLOSED_PIPE
    return code


def _silence_stdout() -> None:
    """Point standard output at the null device: the interpreter flushes it once more at exit, and the
    data still buffered for the closed pipe would raise again there."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # replaced by an object without a descriptor
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, fd)
    finally:
        os.close(null)
