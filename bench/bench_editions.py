"""Benchmark: the pairing time of each rules edition on the big events (issue 12).

Not a test: it prints a table. The 400- and 1,000-player events of ``../shared/conformance/large``
(made by bbpPairings v6 under the 2025 text) are paired as they stand under each edition's rules
(``--rules``), each case in a fresh interpreter (``bench/bench_pairing.py``'s child): the median of
``--repeat`` pairings, and, with ``--calls``, the number of Python function calls of one pairing,
which other programs running on the machine cannot disturb. Only the 2025 column can be compared
with a reference pairing (the events' own); "same" says so.

    .venv/bin/python bench/bench_editions.py                       # rounds 2 and 11, every edition
    .venv/bin/python bench/bench_editions.py --rounds 2,5,11 --editions 2025,2017 --calls

An edition is named by the year of its 192 code (``FIDE_DUTCH_2025`` ...): every member of
``engine.model.RulesEdition`` is benchmarked by default, so the 2013 text's own engine is measured
here as soon as ``engine.dutch`` pairs it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.bench_pairing import LARGE, Result, large_cases, run_case  # noqa: E402
from engine.model import RulesEdition  # noqa: E402

EDITIONS = tuple(e.short_name for e in RulesEdition)
"""The editions measured by default: 2025, 2017, 2013."""


def _cell(r: Result, calls: bool) -> str:
    if r.error:
        return f"{'ERROR':>9}"
    text = f"{r.median:>8.3f}s"
    if calls and r.calls is not None:
        text += f" {r.calls / 1e6:>6.2f}M"
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", default="2,11", help="rounds of each event: numbers and 'last', or 'all'")
    ap.add_argument("--editions", default=",".join(EDITIONS), help="comma list of editions, e.g. 2025,2017")
    ap.add_argument("--repeat", type=int, default=3, help="pairings per case; the median is reported")
    ap.add_argument("--calls", action="store_true", help="also count the function calls of one pairing")
    a = ap.parse_args()
    if not LARGE.is_dir():
        print(f"{LARGE} is missing", file=sys.stderr)
        return 2
    editions = [e.strip() for e in a.editions.split(",") if e.strip()]
    codes = {e: RulesEdition.from_code(f"FIDE_DUTCH_{e}").value for e in editions}
    width = 18 if a.calls else 10
    header = f"{'case':<30} {'players':>7} {'round':>5}" + "".join(f" {e + ' s':>{width}}" for e in editions)
    print(header + "   same (2025)" + "   2017/2025" * ("2017" in editions and "2025" in editions))
    failures = 0
    for case in large_cases(a.rounds):
        results = {e: run_case(case, a.repeat, rules=codes[e], count_calls=a.calls) for e in editions}
        first = next(iter(results.values()))
        row = f"{case.name:<30} {first.players:>7} {first.round:>5}"
        row += "".join(f" {_cell(results[e], a.calls):>{width}}" for e in editions)
        same = results.get("2025")
        row += f"   {'-' if same is None or same.same is None else ('yes' if same.same else 'NO'):>11}"
        if "2017" in results and "2025" in results and not results["2017"].error and results["2025"].median:
            row += f"   {results['2017'].median / results['2025'].median:>9.2f}"
        print(row, flush=True)
        failures += sum(1 for r in results.values() if r.error)
        failures += int(same is not None and same.same is False)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
