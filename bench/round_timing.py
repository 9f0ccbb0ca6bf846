"""One round as the small pairing benchmarks see it (``bench/bench_double_swiss.py``,
``bench/bench_team_swiss.py``): the pairing timed ``repeat`` times, and whether it breaks one of the
absolute rules every Swiss system shares (C.04.1 art. 2-3: no two meet twice, each one paired once,
one pairing-allocated bye exactly when their number is odd).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Mapping

from engine.model import Pairing


def timed(pair: Callable[[], object], repeat: int) -> tuple[list[float], list[float]]:
    """``pair()`` called ``repeat`` times: the wall seconds and the CPU seconds of each call."""
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        pair()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def absolute_rules(pairing: Pairing, met: Mapping[int, Collection[int]], who: str) -> str:
    """``"ok"``, or the first absolute rule ``pairing`` breaks for the ``who`` (``"player"``,
    ``"team"``) to be paired, each key of ``met`` with whom it met before."""
    placed = [n for b in pairing.boards for n in (b.white, b.black)] + ([pairing.bye] if pairing.bye else [])
    if sorted(placed) != sorted(met):
        return f"a {who} left out or placed twice"
    if (pairing.bye is not None) != (len(met) % 2 == 1):
        return "the bye"
    if any(b.black in met[b.white] for b in pairing.boards):
        return "[C1]"
    return "ok"
