"""Big random tournaments for the pairing benchmark (issue 4), made by our own generator.

The large conformance events stop at 1,000 players; bigger ones (2,000 and 3,000 players) come from
:func:`engine.generator.generate` with :func:`engine.dutch.pair_round` as the pairer, exactly what
``python -m engine --dutch -g CONFIG -o OUT.trf -s SEED`` does, and the file written is the same.

Generating such an event pairs every one of its rounds, which takes long, so the work is cached under
``bench/.cache/`` (git-ignored) and resumable: each round's pairing is saved as soon as it is made,
keyed by a hash of the tournament it was paired from. A generation that is stopped starts again from
round 1 with the same seed, takes the saved pairings of the rounds already done (the random results
do not depend on the time a pairing took, so the replay is exact) and pairs only the rest.

A finished event is then cut into cases, "the tournament before round r", in the layout of the
conformance corpus (``../shared/conformance/README.md``): ``round_NN.trf`` and ``round_NN.expected``.
The expected pairing of such a case is what our engine paired when it generated the event. It is
not a reference pairing: it tells whether the engine still pairs as it did, not whether it is right.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from engine.dutch import pair_round  # noqa: E402
from engine.generator import generate, read_config  # noqa: E402
from engine.model import (  # noqa: E402
    NOT_PAIRED,
    Board,
    Colour,
    Pairing,
    PairingNumber,
    ResultCode,
    RulesEdition,
    Tournament,
)
from engine.trf import format_pairs, read_pairs, read_trf_file, write_trf, write_trf_file  # noqa: E402

CACHE = Path(__file__).resolve().parent / ".cache"
"""Where generated events and their cases live (git-ignored)."""

DEFAULT_SEED = 42

CONFIG_TEMPLATE = """\
# A generated event of bench/bench_pairing.py (keys of python -m engine -g; see engine/generator.py).
# Rates are "about 1 in N": forfeits, withdrawals and requested byes, so that the cases have
# players who do not play the round (0000 - H / Z in its columns), as the conformance cases do.
PlayersNumber={players}
RoundsNumber={rounds}
HighestRating=2700
LowestRating=1000
DrawPercentage=30
ForfeitRate=20
RetiredRate=100
HalfPointByeRate=200
ZeroPointByeRate=400
"""

Log = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def config_text(players: int, rounds: int, template: str = CONFIG_TEMPLATE) -> str:
    """The generator configuration (``Key=Value`` lines) of a generated event."""
    return template.format(players=players, rounds=rounds)


def event_dir(
    players: int, rounds: int, seed: int, cache: Path = CACHE, rules: RulesEdition = RulesEdition.DUTCH_2025
) -> Path:
    """The cache folder of one generated event, e.g. ``gen_p2000_r13_s42`` (2025 rules) or
    ``gen_p2000_r13_s42_2017``."""
    suffix = "" if rules is RulesEdition.DUTCH_2025 else "_" + rules.value.rsplit("_", 1)[-1]
    return cache / f"gen_p{players}_r{rounds}_s{seed}{suffix}"


def _write_atomic(path: Path, data: str) -> None:
    """Write ``data`` so that an interrupted run leaves either the old file or the new one."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="") as handle:
        handle.write(data)
    os.replace(tmp, path)


class CachedPairer:
    """The generator's pairer: :func:`engine.dutch.pair_round`, each round saved in ``folder``.

    ``round_NN.pairs`` holds the pairing (the reference engines' pairs file), ``round_NN.json`` the
    SHA-256 of the TRF of the tournament it was paired from and the seconds the pairing took. A saved
    pairing is used again only for the very same tournament.
    """

    def __init__(self, folder: Path, rules: RulesEdition, log: Log = _quiet) -> None:
        self.folder = folder
        self.rules = rules
        self.log = log
        self.paired = 0
        """Rounds actually paired (not taken from the cache) by this pairer."""

    def __call__(self, before: Tournament) -> Pairing:
        # The generator gives every player an entry in each round played so far, plus one in the
        # round to pair for those who will not play it: the round to pair is one past the shortest.
        round_number = min((len(p.rounds) for p in before.players), default=0) + 1
        key = hashlib.sha256(write_trf(before).encode("utf-8")).hexdigest()
        pairs_file = self.folder / f"round_{round_number:02d}.pairs"
        meta_file = self.folder / f"round_{round_number:02d}.json"
        if pairs_file.exists() and meta_file.exists():
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
            if meta.get("before_sha256") == key:
                return read_pairs(pairs_file.read_bytes(), round_number)
        start = time.perf_counter()
        pairing = pair_round(before, None, self.rules)
        seconds = time.perf_counter() - start
        if pairing.round != round_number:
            raise RuntimeError(f"expected to pair round {round_number}, the engine paired {pairing.round}")
        self.paired += 1
        self.folder.mkdir(parents=True, exist_ok=True)
        meta_file.unlink(missing_ok=True)
        _write_atomic(pairs_file, format_pairs(pairing))
        _write_atomic(meta_file, json.dumps({"before_sha256": key, "seconds": round(seconds, 3)}) + "\n")
        self.log(f"  round {pairing.round}: paired in {seconds:.1f} s (saved)")
        return pairing


def generate_event(
    players: int,
    rounds: int,
    seed: int = DEFAULT_SEED,
    cache: Path = CACHE,
    log: Log = _quiet,
    template: str = CONFIG_TEMPLATE,
    rules: RulesEdition = RulesEdition.DUTCH_2025,
) -> Path:
    """The TRF of a generated event, made now (resuming saved rounds) or found in ``cache``.

    The file is byte for byte what ``python -m engine --dutch -g CONFIG -o OUT.trf -s SEED`` writes
    for ``CONFIG`` = ``config.txt`` beside it (TRF26, CRLF), provided the engine pairs as it did when
    the saved rounds were paired. A changed ``template`` makes a new event in the same folder.
    ``rules``: the edition every round is paired by (``Rules=`` in the configuration).
    """
    folder = event_dir(players, rounds, seed, cache, rules)
    final = folder / "event.trf"
    config_file = folder / "config.txt"
    text = config_text(players, rounds, template)
    if rules is not RulesEdition.DUTCH_2025:
        text += f"Rules={rules.value}\n"
    if final.exists() and config_file.exists() and config_file.read_text(encoding="utf-8") == text:
        return final
    folder.mkdir(parents=True, exist_ok=True)
    final.unlink(missing_ok=True)
    _write_atomic(config_file, text)
    config = read_config(text).with_seed(seed)
    log(f"generating {folder.name} ({players} players, {rounds} rounds, seed {seed}) in {folder}")
    pairer = CachedPairer(folder / "rounds", config.rules, log)
    tournament = generate(config, pairer)
    tmp = final.with_name(final.name + ".tmp")
    write_trf_file(tournament, tmp)
    os.replace(tmp, final)
    log(f"  {final}: done ({pairer.paired} round(s) paired now, {rounds - pairer.paired} from the cache)")
    return final


# --- cases ------------------------------------------------------------------------------------------


def _round_paired(t: Tournament, round_number: int) -> bool:
    """Someone has an opponent or the pairing-allocated bye in the round."""
    for p in t.players:
        e = p.entry(round_number)
        if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
            return True
    return False


def cut_before_round(t: Tournament, round_number: int) -> Tournament:
    """The tournament as it stood before ``round_number`` was paired, as the conformance cases show it.

    Rounds 1 to ``round_number - 1`` are kept as played (a missing cell is an empty one, ``0000 - Z``).
    In round ``round_number`` only the entries known before the pairing are kept: those of the players
    who do not play it (requested half-, full- or zero-point byes, withdrawals: no opponent and not the
    pairing-allocated bye, C.04.1 art. 3). Once a round is paired, a player with no cell in it was
    absent too (TRF16 reads a blank cell as ``Z``). Later rounds are dropped; points are recomputed
    from the rounds kept (None) and ranks dropped.
    """
    if round_number < 1:
        raise ValueError(f"a round is 1 or later, not {round_number}")
    paired = _round_paired(t, round_number)
    players = []
    for p in t.players:
        kept = list(p.rounds[: round_number - 1])
        kept.extend([NOT_PAIRED] * (round_number - 1 - len(kept)))
        if round_number <= len(p.rounds) or paired:
            e = p.entry(round_number)
            if e.opponent is None and e.result is not ResultCode.PAIRING_BYE:
                kept.append(e)
        players.append(replace(p, rounds=tuple(kept), points=None, rank=None))
    return replace(t, players=tuple(players), absent_next_round=frozenset())


def recorded_pairing(t: Tournament, round_number: int) -> Pairing:
    """The pairing a tournament records for a round: its boards (forfeits too) and its PAB."""
    boards: list[Board] = []
    bye: PairingNumber | None = None
    for p in t.players:
        e = p.entry(round_number)
        if e.opponent is not None:
            if e.colour is Colour.WHITE or (e.colour is Colour.NONE and p.number < e.opponent):
                boards.append(Board(p.number, e.opponent))
        elif e.result is ResultCode.PAIRING_BYE:
            bye = p.number
    return Pairing(round_number, tuple(sorted(boards)), bye)


def write_cases(event: Path, rounds: Iterable[int] | None = None, folder: Path | None = None) -> list[Path]:
    """Cut ``event`` into ``folder/round_NN.trf`` + ``.expected`` (default: ``cases`` beside it).

    ``rounds`` None: every round of the event. Returns the case TRFs written, in round order.
    """
    t = read_trf_file(event)
    folder = folder if folder is not None else event.parent / "cases"
    folder.mkdir(parents=True, exist_ok=True)
    wanted = range(1, t.rounds_recorded + 1) if rounds is None else rounds
    written = []
    for r in sorted(set(wanted)):
        if not 1 <= r <= t.rounds_recorded:
            continue
        case = folder / f"round_{r:02d}.trf"
        write_trf_file(cut_before_round(t, r), case)
        _write_atomic(case.with_suffix(".expected"), format_pairs(recorded_pairing(t, r)))
        written.append(case)
    return written
