"""Python's cyclic garbage collector held off while an operation builds a large structure it drops at
once (issue 32 item 4: the engine's input of a 9,999-player event, 130,000 round cells and 10,000
players, made and stored in a second or two).

A collection during such a step walks every object the step has made so far (and, for the oldest
generation, everything the program holds: a window's whole event), only to find them all alive; when
the step ends they are freed by reference counting without any collection. Held, the collections
wait until the step ends and then find little left. Reference counting still frees at once whatever
is not in a cycle; only cycles wait, for the step's duration.

Holds nest and may come from several threads: the collector is off from the first hold to the end of
the last, then as it was before (a window keeps automatic collection off for good and collects on its
UI thread, ``arbiter_gui.collector``, which asks :func:`collector_held` and waits too).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_holds = 0
_was_enabled = False


@contextmanager
def collector_off() -> Iterator[None]:
    """Automatic collection off (and ``collector_held`` true) within; as it was afterwards."""
    global _holds, _was_enabled
    with _lock:
        if _holds == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holds += 1
    try:
        yield
    finally:
        with _lock:
            _holds -= 1
            if _holds == 0 and _was_enabled:
                gc.enable()


def collector_held() -> bool:
    """Some step holds the collector off (``collector_off``): a collector run by hand waits too."""
    return _holds > 0
