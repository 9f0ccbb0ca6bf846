"""Make a conformance set of the 2012 text (FIDE_DUTCH_2013) paired round by round by JaVaFo 1.4.

Usage: python bench/javafo_2013_set.py --jar JAVAFO.jar --out DIR --kind small|large
       --seeds FIRST LAST [--prefix NAME] [--jobs N]

JaVaFo 1.4 (Build 1913) is not part of this repository: pass the path of its ``javafo.jar``.
Each seed makes one tournament: the players, the number of rounds and the rates of forfeits,
half-point byes, absences and withdrawals are drawn from the seed (``--kind small``: 5-14 players
with many unplayed games, where the pairing-allocated bye runs short of candidates; ``--kind
large``: 15-80 players, a quarter of them with the Baku acceleration as XXA lines). The results
are drawn by :func:`engine.generator.generate`; every round is paired by ``java -jar JAVAFO -p``
(its default algorithm) and again with ``-p -w`` (its weighted matching). A round where the two
differ goes into ``contested.tsv``. When JaVaFo finds no pairing, the case goes to
``impossible/NAME/round_NN.trf`` (``impossible.tsv`` says whether ``-w`` agreed) and the
tournament stops there.

Layout written under DIR, that of ``shared/conformance/dutch2012`` (see its README):
``tournaments/NAME.trf``, ``cases/NAME/round_NN.{trf,expected}``, ``contested.tsv``, and
``impossible/`` with ``impossible.tsv``. The files use the TRF16 letters (U, H, Z); JaVaFo is given
its own codes (``0000 - +``, ``0000 - =``, ``0000 - -``).
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.acceleration import baku_accelerations  # noqa: E402
from engine.errors import InvalidTournamentError  # noqa: E402
from engine.generator import GeneratorConfig, generate  # noqa: E402
from engine.model import Board, Colour, Pairing, PairingNumber, Player, RulesEdition, Tournament  # noqa: E402
from engine.trf import write_trf  # noqa: E402
from engine.trf.pairs import format_pairs  # noqa: E402

_OLD_CODES = {"U": "+", "H": "=", "Z": "-"}


def javafo_text(trf: str) -> str:
    """The TRF as JaVaFo 1.4 reads it: the old codes for the unpaired rounds (its manual, TRF(x))."""
    lines = []
    for line in trf.splitlines():
        if line.startswith("001"):
            line = re.sub(r"0000 - ([UHZ])", lambda m: "0000 - " + _OLD_CODES[m.group(1)], line)
        lines.append(line)
    return "\r\n".join(lines) + "\r\n"


class JavafoFailed(Exception):
    """JaVaFo stopped with an error other than "PAIRING IS IMPOSSIBLE" (a crash of its own)."""


def run_javafo(jar: Path, trf: str, weighted: bool, timeout: float = 300) -> Pairing | None:
    """JaVaFo's pairing of the next round; None when it says the pairing is impossible (its
    RuntimeException "PAIRING IS IMPOSSIBLE"). Raises JavafoFailed on any other failure."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "in.trf"
        out = Path(folder) / "out.txt"
        source.write_bytes(javafo_text(trf).encode("latin-1"))
        command = ["java", "-jar", str(jar), str(source), "-p", str(out)] + (["-w"] if weighted else [])
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)
        except subprocess.TimeoutExpired as expired:
            raise JavafoFailed(f"no answer within {timeout:g} s") from expired
        if not out.exists():
            if "PAIRING IS IMPOSSIBLE" in done.stdout + done.stderr:
                return None
            raise JavafoFailed((done.stdout + done.stderr).strip().splitlines()[0][:200])
        rows = [line.split() for line in out.read_text().splitlines() if line.strip()]
    if not rows or rows[0] == ["0"]:
        raise JavafoFailed("zero pairs")
    boards = []
    bye = None
    for white, black in rows[1:]:
        if black == "0":
            if bye is not None:
                raise JavafoFailed(f"two pairing-allocated byes ({bye} and {white})")
            bye = PairingNumber(int(white))
        else:
            boards.append(Board(PairingNumber(int(white)), PairingNumber(int(black))))
    return Pairing(0, tuple(boards), bye)


def same(a: Pairing | None, b: Pairing | None) -> bool:
    if a is None or b is None:
        return a is b
    return set(a.boards) == set(b.boards) and a.bye == b.bye


@dataclass(frozen=True, slots=True)
class Shape:
    """What a seed draws for its tournament."""

    players: int
    rounds: int
    config: GeneratorConfig
    accelerated: bool


def shape(kind: str, seed: int) -> Shape:
    """The tournament a seed makes (``kind``: small or large)."""
    rng = random.Random(f"{kind}-{seed}")
    if kind == "small":
        players = rng.randint(5, 14)
        rounds = rng.randint(4, min(11, players + 2))
        rates = {
            "forfeit_rate": rng.choice([3, 4, 5, 6, 8, 10]),
            "retired_rate": rng.choice([0, 5, 8, 12]),
            "half_point_bye_rate": rng.choice([3, 4, 6, 8, 12]),
            "zero_point_bye_rate": rng.choice([0, 6, 10, 20]),
        }
        accelerated = False
    else:
        players = rng.randint(15, 80)
        rounds = rng.randint(5, 11)
        rates = {
            "forfeit_rate": rng.choice([6, 10, 15, 30]),
            "retired_rate": rng.choice([0, 10, 20, 40]),
            "half_point_bye_rate": rng.choice([8, 15, 25, 40]),
            "zero_point_bye_rate": rng.choice([0, 15, 40]),
        }
        accelerated = rng.randrange(4) == 0
    low = rng.choice([1400, 1800, 2000])
    config = GeneratorConfig(
        players=players,
        rounds=rounds,
        highest_rating=rng.choice([low, low + 400, 2600]),
        lowest_rating=low,
        draw_percentage=rng.randint(10, 50),
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
        rules=RulesEdition.DUTCH_2013,
        seed=rng.randrange(2**31),
        **rates,
    )
    return Shape(players, rounds, config, accelerated)


def model(s: Shape) -> Tournament:
    """The registered players (and, accelerated, the Baku virtual points of the period as XXA)."""
    rng = random.Random(s.config.seed)
    ratings = sorted(
        (rng.randint(s.config.lowest_rating, s.config.highest_rating) for _ in range(s.players)), reverse=True
    )
    players = tuple(
        Player(PairingNumber(i), f"Player{i:04d}", rating=r) for i, r in enumerate(ratings, start=1)
    )
    t = Tournament(
        name="",
        tournament_type="Individual: Swiss-System",
        number_of_rounds=s.rounds,
        rules=RulesEdition.DUTCH_2013,
        players=players,
    )
    if s.accelerated:
        t = replace(t, accelerations=baku_accelerations(t, "pre2026"))
    return t


class NoPairing(Exception):
    """JaVaFo found no pairing for the round: the tournament stops."""


@dataclass
class Recorder:
    """Pairs each round with JaVaFo (both algorithms) and keeps the cases."""

    jar: Path
    name: str
    round: int = 1
    cases: list[tuple[int, str, Pairing]] = field(default_factory=list)
    contested: list[int] = field(default_factory=list)
    impossible: tuple[int, str, bool] | None = None
    crashed: tuple[int, str] | None = None

    def __call__(self, before: Tournament) -> Pairing:
        rnd = self.round
        if all(len(p.rounds) >= rnd for p in before.players):
            self.round += 1
            return Pairing(rnd, (), None)  # nobody to pair
        text = write_trf(replace(before, name=f"JaVaFo 1.4 set {self.name}"), "TRF16", "\r\n")
        try:
            plain = run_javafo(self.jar, text, weighted=False)
            weighted = run_javafo(self.jar, text, weighted=True)
        except JavafoFailed as failure:
            self.crashed = (rnd, str(failure))
            raise NoPairing from failure
        if plain is None:
            self.impossible = (rnd, text, weighted is None)
            raise NoPairing
        if not same(plain, weighted):
            self.contested.append(rnd)
        pairing = Pairing(rnd, plain.boards, plain.bye)
        self.cases.append((rnd, text, pairing))
        self.round += 1
        return pairing


def make(job: tuple[Path, Path, str, str, int]) -> str:
    """One tournament: writes its files, returns a one-line summary."""
    jar, out, kind, prefix, seed = job
    s = shape(kind, seed)
    name = f"{prefix}_p{s.players:02d}_r{s.rounds:02d}_s{seed:05d}"
    rec = Recorder(jar, name)
    last: list[Tournament] = []
    try:
        final = generate(s.config, rec, on_round=lambda _r, t: last.append(t), model=model(s))
    except NoPairing:
        final = last[-1] if last else None
    except InvalidTournamentError as error:  # JaVaFo's pairing is not a pairing of the players present
        failing = rec.round - 1  # the recorder had counted the round
        rec.crashed = (failing, str(error))
        rec.cases = [c for c in rec.cases if c[0] < failing]
        final = last[-1] if last else None
    case_dir = out / "cases" / name
    case_dir.mkdir(parents=True, exist_ok=True)
    for rnd, text, pairing in rec.cases:
        (case_dir / f"round_{rnd:02d}.trf").write_bytes(text.encode("latin-1"))
        (case_dir / f"round_{rnd:02d}.expected").write_text(format_pairs(pairing))
    if final is not None:
        whole = write_trf(replace(final, name=f"JaVaFo 1.4 set {name}"), "TRF16", "\r\n")
        (out / "tournaments" / f"{name}.trf").write_bytes(whole.encode("latin-1"))
    if rec.impossible is not None:
        rnd, text, both = rec.impossible
        folder = out / "impossible" / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"round_{rnd:02d}.trf").write_bytes(text.encode("latin-1"))
    if rec.crashed is not None:
        with open(out / "crashed.tsv", "a") as f:
            f.write(f"{name}\t{rec.crashed[0]}\t{rec.crashed[1]}\n")
    contested = "".join(f"{name}\t{r}\n" for r in rec.contested)
    impossible = ""
    if rec.impossible is not None:
        agreed = "both" if rec.impossible[2] else "default only"
        impossible = f"{name}\t{rec.impossible[0]}\t{agreed}\n"
    return contested + "|" + impossible


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jar", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--kind", choices=["small", "large"], required=True)
    ap.add_argument("--seeds", type=int, nargs=2, required=True, metavar=("FIRST", "LAST"))
    ap.add_argument("--prefix", default=None)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    prefix = a.prefix or f"jv14{a.kind[0]}"
    (a.out / "tournaments").mkdir(parents=True, exist_ok=True)
    jobs = [(a.jar, a.out, a.kind, prefix, seed) for seed in range(a.seeds[0], a.seeds[1] + 1)]
    with ProcessPoolExecutor(max_workers=a.jobs) as pool:
        for result in pool.map(make, jobs):
            contested, impossible = result.split("|")
            with open(a.out / "contested.tsv", "a") as f:
                f.write(contested)
            with open(a.out / "impossible.tsv", "a") as f:
                f.write(impossible)
            print(result.replace("|", "").strip() or ".", flush=True)


if __name__ == "__main__":
    main()
