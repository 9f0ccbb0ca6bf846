"""The operations the fault tests and the soak run, each on a prepared folder holding ``faulty.arbiter``.

Every file an operation writes has ``faulty`` in its path, so the injector (``FAULT_PATH=faulty``)
counts exactly the writes of the tournament file, its journal, lock, backups and copies.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import operations
from engine.model import RoundRobin
from formats.csv_results import PAIRINGS_HEADER, read_results_csv_file
from values import EventSettings, GameResult, PlayerDetails

FILE = "faulty.arbiter"
MARK = "faulty"
REPO = Path(__file__).resolve().parents[2]
TRF = REPO / "tests" / "data" / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"
CSV = 'Name,Rating,FIDE ID\n"New, One",1900,90001\n"New, Two",1800,90002\n"New, Three",1700,\n'

READY, PAIRED, EMPTY, IMPORTED, ROUND_ROBIN = "ready", "paired", "empty", "imported", "round-robin"
"""Fixtures: round 1 complete (round 2 can be paired); round 2 paired, no result; no file yet; round 2's
results entered by a results import (``results.csv``, which every fixture folder holds: round 2's
results in the pairings file of ``arbiter export csv``); a round robin of six players, not paired."""


ROUND_DATES = ("2026-05-01", "2026-05-02", "2026-05-03", "2026-05-04", "2026-05-05")


@dataclass(frozen=True, slots=True)
class Scenario:
    name: str
    fixture: str
    argv: tuple[str, ...]
    judged: str = FILE
    """The file whose before/after states are compared (the copy, for save-copy)."""


SCENARIOS = (
    Scenario("result", READY, ("result", FILE, "--force", "1", "1", "0-1")),
    Scenario("withdraw", READY, ("withdraw", FILE, "3")),
    Scenario("add-player", READY, ("add-player", FILE, "--name", "Late, Al", "--rating", "1500")),
    Scenario("pair", READY, ("pair", FILE)),
    Scenario("delete-round", PAIRED, ("delete-round", FILE)),
    Scenario("import-csv", READY, ("import-csv", FILE, "players.csv")),
    Scenario("import-trf", EMPTY, ("import-trf", "in.trf", FILE)),
    Scenario("import-trf --force", READY, ("import-trf", "in.trf", FILE, "--force")),
    Scenario("new --force", READY, ("new", FILE, "--name", "Replacement", "--rounds", "3", "--force")),
    Scenario("save-copy", READY, ("save-copy", FILE, "faulty-copy.arbiter"), judged="faulty-copy.arbiter"),
    Scenario("import-results", PAIRED, ("import-results", FILE, "results.csv")),
    Scenario("undo-import-results", IMPORTED, ("undo-import-results", FILE)),
    Scenario("round-dates", READY, ("round-dates", FILE, "--set", ",".join(ROUND_DATES))),
    Scenario("draw-lots", ROUND_ROBIN, ("draw-lots", FILE, "--seed", "7")),
    Scenario("pair --all", ROUND_ROBIN, ("pair", FILE, "--all")),
)


def make_fixtures(root: Path) -> dict[str, Path]:
    """The three fixture folders under ``root`` (made once; every run works on a copy)."""
    folders = {}
    for kind in (READY, PAIRED, EMPTY, IMPORTED, ROUND_ROBIN):
        folder = root / kind
        folder.mkdir(parents=True)
        shutil.copyfile(TRF, folder / "in.trf")
        (folder / "players.csv").write_text(CSV, encoding="utf-8")
        folders[kind] = folder
    _ready(folders[READY] / FILE)
    shutil.copyfile(folders[READY] / FILE, folders[PAIRED] / FILE)
    with operations.open_file(folders[PAIRED] / FILE, user="tester") as tf:
        tf.rounds.pair_next()
        results = _results_csv(tf)
    for folder in folders.values():
        (folder / "results.csv").write_text(results, encoding="utf-8-sig")
    shutil.copyfile(folders[PAIRED] / FILE, folders[IMPORTED] / FILE)
    with operations.open_file(folders[IMPORTED] / FILE, user="tester") as tf:
        tf.results.import_list(read_results_csv_file(folders[IMPORTED] / "results.csv"))
    _round_robin(folders[ROUND_ROBIN] / FILE)
    for folder in folders.values():
        shutil.rmtree(folder / (FILE + ".backups"), ignore_errors=True)
    return folders


def _ready(path: Path) -> None:
    with operations.create(path, EventSettings(name="Fault Open", number_of_rounds=5), user="tester") as tf:
        for i in range(1, 12):
            tf.players.add(PlayerDetails(f"Player{i:02d}, Anna", rating=2400 - 10 * i))
        info = tf.rounds.pair_next()
        for b in info.boards:
            tf.results.set(1, b.board, GameResult.WHITE_WINS)


def _results_csv(tf: operations.TournamentFile) -> str:
    """Round 2's results (alternately 1-0, 1/2, 0-1) in the pairings file's form."""
    by_id = {p.id: p for p in tf.players.all()}
    rows = [",".join(PAIRINGS_HEADER)]
    for b in tf.rounds.boards(2):
        white, black = by_id[b.white], by_id[b.black]
        result = ("1-0", "1/2", "0-1")[b.board % 3]
        rows.append(
            f'2,{b.board},{white.number},"{white.name}",{white.rating},{result},'
            f'{black.number},"{black.name}",{black.rating}'
        )
    return "\n".join(rows) + "\n"


def _round_robin(path: Path) -> None:
    settings = EventSettings(name="Fault Club", number_of_rounds=5, round_robin=RoundRobin(cycles=1))
    with operations.create(path, settings, user="tester") as tf:
        for i in range(1, 7):
            tf.players.add(PlayerDetails(f"Club{i:02d}, Ben", rating=2100 - 10 * i))


def fresh_copy(fixture: Path, target: Path) -> Path:
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(fixture, target)
    return target


def sample(total: int, count: int) -> list[int]:
    """``count`` fault points spread over 1..total, always with the first and the last."""
    if total <= count:
        return list(range(1, total + 1))
    return sorted({1 + round(i * (total - 1) / (count - 1)) for i in range(count)})
