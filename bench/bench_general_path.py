"""Check: the fast path and the general path pair every round of big events alike (issue 32 item 3).

Not a test and not a timing: a correctness check at sizes the reference engines cannot reach. For
each edition (2025, 2017, 2013) an event made by our generator (``python -m engine -g``, cached in
``bench/.cache`` as ``bench/generated.py`` makes it, 3,000 players and 13 rounds by default) is cut
before each round, and each round is paired twice, each time in a fresh interpreter:

- the fast path: the default options, every proven shortcut (:data:`engine.dutch.FASTEST`);
- the general path (``--against general``, the default): :data:`engine.dutch.GENERAL_PATH`, no
  shortcut at all: every bracket by the weighted matchings that state the criteria of its text, on
  every pair listed (``implicit_matching`` off), the definition every fast path is proven equal to;
  or (``--against dense``) every shortcut but ``implicit_matching``: the implicit graphs of
  issue 32 against the dense blossom matchings of before (much quicker than the general path).

The two pairings must be the same. Then the checker (``python -m engine EVENT.trf -c``, which
re-pairs every round with the fast path and compares) must accept every round of the event.

    .venv/bin/python bench/bench_general_path.py                        # 3,000 players, every round
    .venv/bin/python bench/bench_general_path.py --against dense --editions 2017 --rounds 1,2
    .venv/bin/python bench/bench_general_path.py --sizes 300 --timeout 0  # quicker, no time limit

Exits 1 when a round is paired differently or the checker finds a discrepancy, 2 when a round
could not be compared (a pairing failed or ran out of ``--timeout``), 0 when every round agreed.
The general path is O(n^3) per bracket in pure Python over every free player: at 3,000 players a
round takes long (see docs/speed.md for what was run).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.generated import CACHE, DEFAULT_SEED, generate_event, write_cases  # noqa: E402
from engine.model import RulesEdition  # noqa: E402

EDITIONS = {
    "2025": RulesEdition.DUTCH_2025,
    "2017": RulesEdition.DUTCH_2017,
    "2013": RulesEdition.DUTCH_2013,
}

_CHILD = r"""
import dataclasses, json, resource, sys, time
from engine.dutch import FASTEST, GENERAL_PATH, pair_round
from engine.model import RulesEdition
from engine.trf import format_pairs, read_trf_file
path, code, route = sys.argv[1:4]
options = {
    "fast": FASTEST,
    "general": GENERAL_PATH,
    "dense": dataclasses.replace(FASTEST, implicit_matching=False),
}[route]
t = read_trf_file(path)
start = time.process_time()
pairing = pair_round(t, None, RulesEdition.from_code(code), options=options)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
print(json.dumps({"cpu": time.process_time() - start, "mb": peak, "pairs": format_pairs(pairing)}))
"""


def pair_in_child(case: Path, code: str, route: str, timeout: float) -> tuple[str | None, str]:
    """(the pairs file text, or None; what happened in a few words: the CPU seconds of the pairing
    and the child's peak resident memory)."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, str(case), code, route],
            capture_output=True,
            text=True,
            cwd=REPO,
            timeout=timeout or None,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None, f"over {timeout:g} s"
    if done.returncode != 0:
        return None, "failed: " + (done.stderr.strip().splitlines() or ["?"])[-1]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return str(found["pairs"]), f"{found['cpu']:.1f} s {found['mb']} MB"


def checker_accepts(event: Path) -> tuple[bool, str]:
    """Whether ``python -m engine EVENT -c`` finds no discrepancy (the edition from record 192)."""
    done = subprocess.run(
        [sys.executable, "-m", "engine", str(event), "-c"],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    lines = (done.stdout + done.stderr).strip().splitlines()
    return done.returncode == 0, (lines[-1] if lines else f"exit {done.returncode}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="3000", help="players, comma-separated (at most 9999)")
    ap.add_argument("--editions", default=",".join(EDITIONS))
    ap.add_argument("--rounds", default="all", help="round numbers, comma-separated, or all")
    ap.add_argument("--gen-rounds", type=int, default=13)
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--against", choices=("general", "dense"), default="general")
    ap.add_argument("--timeout", type=float, default=0, help="seconds per pairing (0: none)")
    ap.add_argument("--cache", type=Path, default=CACHE)
    ap.add_argument("--no-checker", action="store_true", help="compare the two paths only")
    a = ap.parse_args()
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{a.against} path against the fast path; load average {load}")
    different = unsettled = 0
    for code in a.editions.split(","):
        rules = EDITIONS[code]
        for players in (int(x) for x in a.sizes.split(",")):
            event = generate_event(players, a.gen_rounds, a.seed, a.cache, rules=rules)
            wanted = (
                range(1, a.gen_rounds + 1) if a.rounds == "all" else [int(x) for x in a.rounds.split(",")]
            )
            for case in write_cases(event, wanted, event.parent / "cases"):
                start = time.perf_counter()
                fast, fast_note = pair_in_child(case, rules.value, "fast", a.timeout)
                other, other_note = pair_in_child(case, rules.value, a.against, a.timeout)
                if fast is None or other is None:
                    verdict = "NOT COMPARED"
                    unsettled += 1
                elif fast != other:
                    verdict = "DIFFERENT"
                    different += 1
                else:
                    verdict = "same"
                print(
                    f"{code} {players:>5} players {case.stem}: fast {fast_note:>14},"
                    f" {a.against} {other_note:>16}"
                    f"  {verdict}  ({time.perf_counter() - start:.0f} s wall)",
                    flush=True,
                )
            if not a.no_checker:
                ok, line = checker_accepts(event)
                different += not ok
                print(
                    f"{code} {players:>5} players checker (-c): {'accepts' if ok else 'REFUSES'}: {line}",
                    flush=True,
                )
    print(f"{different} disagreement(s), {unsettled} round(s) not compared")
    return 1 if different else 2 if unsettled else 0


if __name__ == "__main__":
    sys.exit(main())
