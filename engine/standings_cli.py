"""``python -m engine standings FILE.trf``: print the standings with their tie-breaks.

Options: ``--tiebreaks BH-C1,BH,SB,PS,DE`` or ``--preset fide|platform`` (default: the TRF's 212 or
202 list, else the FIDE preset), ``--edition 2024|2026`` (default: by the tournament's start date,
C.07 2026 applies to events starting from 1 March 2026), ``--after-round N``, ``--explain PLAYER``
(print why each tie-break of that player has its value), ``--unrated-rating R`` (the rating given
to unrated opponents in ARO/TPR/PTP/APRO/APPO), ``--halves`` (print ½ instead of .5).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from engine import columns
from engine.closed_pipe import is_closed_pipe, run_to_stdout
from engine.errors import ArbiterError
from engine.standings import Standing, StandingsTable, event_standings
from engine.tiebreaks import PRESETS, TieBreakSpec, explain, format_value


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m engine standings", description="Standings with FIDE tie-breaks."
    )
    p.add_argument("file", help="tournament report file (TRF16/TRF26)")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--tiebreaks", help="ordered list, e.g. BH-C1,BH,SB,PS,DE (or BH/C1,...)")
    group.add_argument("--preset", choices=sorted(PRESETS), help="a named list")
    p.add_argument("--edition", help="C.07 edition: 2024 or 2026 (default: by start date)")
    p.add_argument(
        "--after-round", type=int, help="standings after this round (default: last complete round)"
    )
    p.add_argument(
        "--explain", type=int, metavar="PLAYER", help="explain the tie-breaks of this pairing number"
    )
    p.add_argument("--unrated-rating", type=int, help="rating used for unrated opponents (C.07 art. 10)")
    p.add_argument("--halves", action="store_true", help="print halves as ½")
    return p


def format_table(
    standings: Sequence[Standing], specs: Sequence[TieBreakSpec], halves: bool = False
) -> list[str]:
    """The standings as aligned text rows: place, number, name, points, one column per tie-break
    (blank where a tie-break does not apply, e.g. DE for a player tied with no one, C.07 6.1)."""
    header = ["Rk", "No", "Name", "Pts", *(s.label for s in specs)]
    rows = [header]
    for st in standings:
        rows.append(
            [
                st.place,
                str(st.number),
                st.marked_name,
                format_value(st.points, halves=halves),
                *(format_value(v, spec, halves=halves) for v, spec in zip(st.values, specs, strict=True)),
            ]
        )
    widths = [max(columns.width(r[i]) for r in rows) for i in range(len(header))]
    lines = []
    for r in rows:
        cells = [columns.rjust(r[0], widths[0]), columns.rjust(r[1], widths[1])]
        cells.append(columns.ljust(r[2], widths[2]))
        cells += [columns.rjust(c, w) for c, w in zip(r[3:], widths[3:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return lines


def standings_lines(title: str, table: StandingsTable, halves: bool = False) -> list[str]:
    """What both standings commands print: a heading with the round and the policy, then the table."""
    heading = f"{title}: standings after round {table.after_round} ({table.policy.describe()})"
    notes = [f"note: {n}" for n in table.notes]
    return [heading, *format_table(table.rows, table.policy.tiebreaks, halves), *notes]


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point; returns the exit code (0 ok, 1 bad input, 2 bad usage)."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        from engine.trf import read_trf_file

        tournament = read_trf_file(args.file)
        overrides = args.tiebreaks if args.tiebreaks else PRESETS[args.preset] if args.preset else None
        table = event_standings(
            tournament,
            args.after_round,
            tiebreaks=overrides,
            edition=args.edition,
            unrated_rating=args.unrated_rating,
        )
        policy = table.policy
        for line in standings_lines(tournament.name or args.file, table, args.halves):
            print(line, file=out)
        if args.explain is not None:
            tiebreak_list = list(policy.tiebreaks)
            for spec in policy.tiebreaks:
                e = explain(
                    tournament,
                    args.explain,
                    spec,
                    policy.edition,
                    table.after_round,
                    tiebreaks=tiebreak_list,
                    unrated_rating=policy.unrated_rating,
                )
                print("", file=out)
                for line in e.lines():
                    print(line, file=out)
    except (ArbiterError, OSError) as exc:
        if is_closed_pipe(exc):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        print(f"error: {exc}", file=err)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(run_to_stdout(lambda: run(sys.argv[1:])))
