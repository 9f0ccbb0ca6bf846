"""A round robin headless: ``arbiter new --system berger|double-berger``, ``draw-lots``, ``pair`` (``--all``),
``pairings``, ``schedule``, ``withdraw``, ``standings``, ``check``, ``export-trf``; and ``python -m engine``
on the exported file (``--berger`` pairs it, ``--dutch`` refuses it)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from engine.cli import run as engine_run
from engine.model import RoundRobin
from engine.roundrobin import schedule
from engine.trf import read_trf
from tests.test_db_cli import cli, ok, refused

NAMES = ["Adams, Anna", "Berg, Bo", "Costa, Caio", "Dvorak, Dana", "Eze, Emeka"]


def event(tmp_path: Path, system: str = "berger", *extra: str) -> Path:
    path = tmp_path / "club.arbiter"
    out = ok("new", path, "--name", "Club", "--system", system, "--start", "2026-05-01", *extra)
    assert "Berger tables" in out
    for i, name in enumerate(NAMES):
        ok("add-player", path, "--name", name, "--rating", str(2300 - 50 * i))
    return path


def test_new_round_robin_and_its_rounds(tmp_path: Path) -> None:
    path = event(tmp_path, "double-berger", "--reverse-last-two")
    info = ok("info", path)
    assert "10 rounds" in info and "FIDE_DOUBLEROUNDROBIN" in info


def test_a_swiss_needs_rounds_and_the_swap_is_for_a_double(tmp_path: Path) -> None:
    assert "--rounds" in refused("new", tmp_path / "a.arbiter", "--name", "A")
    assert "double" in refused(
        "new", tmp_path / "b.arbiter", "--name", "B", "--system", "berger", "--reverse-last-two"
    )


def test_lots_pair_pairings_schedule_check(tmp_path: Path) -> None:
    path = event(tmp_path)
    drawn = ok("draw-lots", path, "--seed", "11")
    assert "seed 11" in drawn
    names_by_number = {}
    for line in ok("players", path).splitlines():
        m = re.match(r"\s*(\d+)\s+(\S+, \S+)", line)
        assert m
        names_by_number[int(m.group(1))] = m.group(2)
    first = ok("pair", path)
    planned = schedule(5, RoundRobin())
    assert first.startswith("Round 1: paired")
    free = planned[0].free
    assert free is not None and f"{free:>4} {names_by_number[free]}: no game" in first
    for i, b in enumerate(planned[0].boards, start=1):
        assert re.search(rf"^\s*{i}\s+{b.white} .*\s{b.black} ", first, re.M)
    rest = ok("pair", path, "--all")
    assert rest.count("Round ") == 4
    assert ok("pairings", path, "3").startswith("Round 3: paired")
    listed = ok("schedule", path)
    assert listed.count("Round ") == 5 and "Berger table round 5, cycle 1" in listed
    assert "as the Berger table (C.05 Annex 1) pairs them" in ok("check", path)
    assert "all 5 rounds" in refused("pair", path)
    assert "fixed" in refused("draw-lots", path)


def test_withdraw_standings_and_the_exported_trf(tmp_path: Path) -> None:
    path = event(tmp_path, "double-berger")
    ok("pair", path, "--all")
    for board in (1, 2):
        ok("result", path, "1", str(board), "1-0")
    out = ok("withdraw", path, "5")
    assert "withdrawn from round" in out and ("+ / -" in out or "- / +" in out)
    assert "V.4" in out
    standings = ok("standings", path)
    assert "round-robin preset" in standings and "note: * 5 " in standings
    trf = tmp_path / "club.trf"
    ok("export-trf", path, "-o", trf)
    t = read_trf(trf.read_text(encoding="utf-8"))
    assert t.round_robin == RoundRobin(2, True) and t.rounds_recorded == 10  # C.05's default
    assert "Buchholz" in refused("standings", path, "--tiebreaks", "BH,SB")


def test_the_engine_pairs_a_round_robin_trf_and_the_dutch_flag_refuses_it(tmp_path: Path) -> None:
    path = event(tmp_path)
    ok("pair", path)
    trf = tmp_path / "club.trf"
    ok("export-trf", path, "-o", trf)
    out, err = io.StringIO(), io.StringIO()
    assert engine_run([str(trf), "-p"], out, err) == 0
    second = schedule(5, RoundRobin())[1]
    assert out.getvalue().splitlines() == [
        str(len(second.boards)),
        *(f"{b.white} {b.black}" for b in second.boards),
    ]
    out, err = io.StringIO(), io.StringIO()
    assert engine_run(["--berger", str(trf), "-c"], out, err) == 0 and "0 discrepancy" in out.getvalue()
    out, err = io.StringIO(), io.StringIO()
    assert engine_run(["--dutch", str(trf), "-p"], out, err) == 3
    assert "round robin" in err.getvalue() and "Berger tables" in err.getvalue()
    code, _, err_text = cli("repair", path)
    assert code == 1 and "Berger table" in err_text
