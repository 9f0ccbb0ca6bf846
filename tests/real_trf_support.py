"""The collection of real TRFs (``tests/data/real_trf/SOURCES.md``): where it is, what each file is, and
the three things done with each file: import it, export it and import it again, and re-pair each of
its rounds with ``python -m engine --dutch`` against the round the real event played.

Used by ``tests/test_real_trf.py`` (one named test case per file and per round) and by
``bench/real_trf.py`` (the figures over the whole collection, the held-out files apart).

The files themselves are not in the repository (they are other people's data, brought in with the
search tool's ``fetch``, which keeps them out of developers' commits): they are looked for in
``$ARBITER_REAL_TRF``, else ``../shared/real_trf`` beside the clone; ``SOURCES.md`` says where each
one comes from (repository, path, commit, licence) and its SHA-256, so that anyone can get the same
bytes.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import operations
from engine.cli import run as engine_run
from engine.dutch.checker import recorded_pairing, same_pairing, tournament_before, uncoloured_games
from engine.errors import ArbiterError
from engine.model import Pairing, PairingNumber, Tournament
from engine.trf import read_pairs, write_trf
from values import TrfVersion

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "data" / "real_trf" / "SOURCES.md"
KNOWN = HERE / "data" / "real_trf" / "known_differences.tsv"


@dataclass(frozen=True, slots=True)
class RealFile:
    """One row of the table of ``SOURCES.md``."""

    name: str
    sha256: str
    program: str
    system: str
    """``swiss`` (re-paired round by round) or what else the event was (``league``: not re-paired)."""
    held_out: bool


def catalogue() -> tuple[RealFile, ...]:
    """The files of the collection, as ``SOURCES.md`` lists them (a table row per file)."""
    rows: list[RealFile] = []
    for line in SOURCES.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 9 or not re.fullmatch(r"[0-9a-f]{64}", cells[1]):
            continue
        rows.append(RealFile(cells[0].strip("`"), cells[1], cells[2], cells[4], cells[8].lower() == "yes"))
    return tuple(rows)


def corpus_dir() -> Path | None:
    """Where the files are: ``$ARBITER_REAL_TRF``, else ``../shared/real_trf``; None when neither is."""
    for candidate in (os.environ.get("ARBITER_REAL_TRF"), str(HERE.parent.parent / "shared" / "real_trf")):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return None


def file_bytes(folder: Path, f: RealFile) -> bytes:
    """The file's bytes, checked against the SHA-256 of ``SOURCES.md`` (the same bytes as its source)."""
    data = (folder / f"{f.name}.trf").read_bytes()
    assert hashlib.sha256(data).hexdigest() == f.sha256, f"{f.name}.trf is not the file SOURCES.md names"
    return data


def known_differences() -> dict[tuple[str, int], str]:
    """``(file, round) -> why`` for the rounds whose real pairing the engine does not give (each one
    studied; ``tests/test_real_trf.py`` expects them to differ, and fails when one stops differing)."""
    out: dict[tuple[str, int], str] = {}
    for line in KNOWN.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, rnd, why = line.split("\t", 2)
            out[(name, int(rnd))] = why
    return out


# --- import, export, import again -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Imported:
    mode: str
    """``strict``, ``lenient`` or ``refused``."""
    path: Path | None
    reason: str = ""
    warnings: int = 0


def import_file(data: bytes, folder: Path, name: str) -> Imported:
    """Import as ``arbiter import-trf`` does: strictly, else with ``--lenient``, else refused."""
    source = folder / f"{name}.trf"
    source.write_bytes(data)
    target = folder / f"{name}.arbiter"
    for mode, lenient in (("strict", False), ("lenient", True)):
        try:
            tf, report = operations.import_trf(source, target, lenient=lenient, overwrite=True)
        except ArbiterError as exc:
            reason = str(exc)
            continue
        tf.close()
        return Imported(mode, target, warnings=len(report.warnings))
    return Imported("refused", None, reason)


def round_trip(path: Path, folder: Path, version: TrfVersion) -> str | None:
    """Export ``path`` as ``version``, import that strictly, export again: None when the two exports
    and the two tournaments are the same, else the first difference."""
    with operations.open_file(path, read_only=True) as tf:
        first = tf.files.export_trf(version)
        before = tf.tournament()
    trf = folder / f"again-{version.value}.trf"
    trf.write_text(first, encoding="utf-8", newline="")
    again, _ = operations.import_trf(trf, folder / f"again-{version.value}.arbiter", overwrite=True)
    with again:
        second = again.files.export_trf(version)
        after = again.tournament()
    if first != second:
        for a, b in zip(first.splitlines(), second.splitlines(), strict=False):
            if a != b:
                return f"exports differ:\n  {a}\n  {b}"
        return "exports differ in length"
    if [p.rounds for p in before.players] != [p.rounds for p in after.players]:
        return "the round cells differ after the second import"
    return None


# --- re-pairing ------------------------------------------------------------------------------------


def rounds_to_check(t: Tournament) -> Iterator[int]:
    """Every round in which somebody was paired."""
    for r in range(1, t.rounds_recorded + 1):
        actual = recorded_pairing(t, r)
        if actual.boards or actual.bye is not None:
            yield r


def repair(t: Tournament, r: int) -> tuple[bool, str]:
    """Round ``r`` paired by ``python -m engine --dutch`` from the event as it stood before it (the
    players absent from the round left out), against the round the event played: ``(same, what
    differs)``. A game recorded without colours matches either colours."""
    with tempfile.TemporaryDirectory() as tmp:
        source, target = Path(tmp) / "in.trf", Path(tmp) / "out.txt"
        source.write_text(write_trf(tournament_before(t, r)), encoding="utf-8")
        err = io.StringIO()
        code = engine_run(["--dutch", str(source), "-p", str(target)], io.StringIO(), err)
        if code != 0:
            return False, f"the engine refused: {err.getvalue().strip()}"
        expected = read_pairs(target.read_bytes(), r)
    actual = recorded_pairing(t, r)
    return _compare(t, r, expected, actual)


def _compare(t: Tournament, r: int, expected: Pairing, actual: Pairing) -> tuple[bool, str]:
    """``engine.dutch.checker.same_pairing`` (the checker's comparison), and what differs."""
    uncoloured = uncoloured_games(t, r)
    if same_pairing(expected, actual, uncoloured):
        return True, ""

    def pairs(p: Pairing) -> set[tuple[PairingNumber, PairingNumber]]:
        return {
            (min(b.white, b.black), max(b.white, b.black))
            if frozenset((b.white, b.black)) in uncoloured
            else (b.white, b.black)
            for b in p.boards
        }

    missing, extra = sorted(pairs(expected) - pairs(actual)), sorted(pairs(actual) - pairs(expected))
    parts = []
    if missing:
        parts.append("engine " + " ".join(f"{w}-{b}" for w, b in missing))
    if extra:
        parts.append("event " + " ".join(f"{w}-{b}" for w, b in extra))
    if expected.bye != actual.bye:
        parts.append(f"bye engine {expected.bye} event {actual.bye}")
    return False, "; ".join(parts)
