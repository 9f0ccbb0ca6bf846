"""The benchmark's generated cases (bench/generated.py): cutting a tournament before a round, and the
resumable generation. Not timed: speed is measured by bench/bench_pairing.py, never here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import bench.generated as generated
from bench.generated import cut_before_round, generate_event, write_cases
from engine.cli import run
from engine.dutch import pair_round
from engine.model import Colour, Pairing, ResultCode, Tournament
from engine.trf import read_pairs, read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025"

# Small, with forfeits, withdrawals and half-point byes: seed 6 has, in round 3, two half-point
# byes, a withdrawn player and a pairing-allocated bye (checked by the test before use).
TINY = "PlayersNumber={players}\nRoundsNumber={rounds}\nForfeitRate=6\nRetiredRate=6\nHalfPointByeRate=8\n"
SEED = 6


def _played(t: Tournament, r: int) -> tuple[set[tuple[int, int]], int | None]:
    """Boards (white, black) and PAB of round ``r`` as the player cells record them."""
    boards = set()
    bye = None
    for p in t.players:
        e = p.entry(r)
        if e.opponent is not None and e.colour is Colour.WHITE:
            boards.add((p.number, e.opponent))
        if e.result is ResultCode.PAIRING_BYE:
            bye = p.number
    return boards, bye


def _shape(pairing: Pairing) -> tuple[set[tuple[int, int]], int | None]:
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye


@pytest.fixture(scope="module")
def tiny_event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generate_event(12, 3, SEED, tmp_path_factory.mktemp("cache"), template=TINY)


def test_cut_before_round_3_keeps_rounds_1_2_and_the_known_absences(tiny_event: Path) -> None:
    event = read_trf_file(tiny_event)
    assert event.rounds_recorded == 3
    cut = cut_before_round(event, 3)
    absent = []
    for whole, part in zip(event.players, cut.players, strict=True):
        assert part.number == whole.number
        assert part.rounds[:2] == whole.rounds[:2]
        assert len(part.rounds) in (2, 3)
        third = whole.entry(3)
        if third.opponent is None and third.result is not ResultCode.PAIRING_BYE:
            assert part.rounds[2:] == (third,)  # H / Z known before the pairing: kept
            absent.append(third.result)
        else:
            assert part.rounds[2:] == ()  # the game, the forfeit or the PAB of round 3: not yet known
    assert sorted(r.value for r in absent) == ["H", "H", "Z"]
    assert cut.rounds_recorded == 3


def test_pairing_the_cut_gives_back_the_generated_round_3(tiny_event: Path) -> None:
    event = read_trf_file(tiny_event)
    boards, bye = _played(event, 3)
    assert bye is not None and len(boards) == 4  # 12 players, 3 absent, 1 PAB
    assert _shape(pair_round(cut_before_round(event, 3), 3)) == (boards, bye)


def test_write_cases_writes_the_cut_and_the_generated_pairing(tiny_event: Path, tmp_path: Path) -> None:
    event = read_trf_file(tiny_event)
    written = write_cases(tiny_event, [3, 7], tmp_path)  # round 7 does not exist: skipped
    assert written == [tmp_path / "round_03.trf"]
    case = read_trf_file(written[0])
    assert [p.rounds for p in case.players] == [p.rounds for p in cut_before_round(event, 3).players]
    assert all(len(p.rounds) <= 3 for p in case.players)
    # The points column counts the rounds kept: a half-point bye of round 3 is already there.
    ps = event.point_system
    for whole, part in zip(event.players, case.players, strict=True):
        known = sum((ps.points(e) for e in part.rounds[2:]), whole.score(ps, 2))
        assert part.points == known
    assert any(p.points != whole.score(ps, 2) for p, whole in zip(case.players, event.players, strict=True))
    assert _shape(read_pairs((tmp_path / "round_03.expected").read_bytes(), 3)) == _played(event, 3)


@pytest.mark.parametrize(
    "case", sorted(SAMPLE.glob("cases/*/round_*.trf")), ids=lambda p: p.parent.name + "/" + p.stem
)
def test_cut_matches_the_reference_engines_cases(case: Path) -> None:
    """The conformance cases were cut by the reference engines' tools: the same cut, player by player."""
    r = int(case.stem.split("_")[1])
    whole = read_trf_file(SAMPLE / "tournaments" / f"{case.parent.name}.trf")
    reference = read_trf_file(case)
    assert [(p.number, p.rounds) for p in cut_before_round(whole, r).players] == [
        (p.number, p.rounds) for p in reference.players
    ]


def test_generation_is_the_cli_file_and_resumes_from_saved_rounds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = generate_event(12, 3, SEED, tmp_path / "cache", template=TINY)
    config = event.parent / "config.txt"
    assert run(["--dutch", "-g", str(config), "-o", str(tmp_path / "cli.trf"), "-s", str(SEED)]) == 0
    made = event.read_bytes()
    assert made == (tmp_path / "cli.trf").read_bytes()

    def no_pairing(*_: object) -> Pairing:
        raise AssertionError("paired again")

    monkeypatch.setattr(generated, "pair_round", no_pairing)
    assert generate_event(12, 3, SEED, tmp_path / "cache", template=TINY).read_bytes() == made  # found
    event.unlink()
    assert generate_event(12, 3, SEED, tmp_path / "cache", template=TINY).read_bytes() == made  # replayed
    event.unlink()
    (event.parent / "rounds" / "round_03.pairs").unlink()
    with pytest.raises(AssertionError, match="paired again"):
        generate_event(12, 3, SEED, tmp_path / "cache", template=TINY)  # round 3 must be paired anew
