"""The engine's command line: flags, output format and exit codes of the reference engines.

The pairing engine is replaced by a stand-in module here (``engine.dutch`` in ``sys.modules``):
these tests check the command-line layer (reading, writing, routing, errors), not pairing quality.
"""

from __future__ import annotations

import io
import subprocess
import sys
import types
from pathlib import Path

import pytest

from engine.cli import run
from engine.errors import NoLegalPairingError
from engine.model import Board, Pairing, PairingNumber, ResultCode, RulesEdition, Tournament
from engine.trf import read_trf_file

N = PairingNumber
REPO = Path(__file__).resolve().parent.parent
CASE = (
    REPO
    / "tests"
    / "data"
    / "conformance_sample"
    / "dutch2025"
    / "cases"
    / "jv2025_p005_r04_s5019"
    / "round_03.trf"
)
FULL = (
    REPO / "tests" / "data" / "conformance_sample" / "dutch2025" / "tournaments" / "jv2025_p005_r04_s5019.trf"
)


class FakeDutch(types.ModuleType):
    """Stands for engine.dutch: records the calls, returns what the test sets."""

    def __init__(self) -> None:
        super().__init__("engine.dutch")
        self.calls: list[tuple[Tournament, int | None, RulesEdition | None]] = []
        self.pairing: Pairing | Exception = Pairing(3, (Board(N(4), N(1)), Board(N(2), N(5))), N(3))
        self.discrepancies: list[object] = []

    def pair_round(
        self, t: Tournament, round_number: int | None = None, rules: RulesEdition | None = None
    ) -> Pairing:
        self.calls.append((t, round_number, rules))
        if isinstance(self.pairing, Exception):
            raise self.pairing
        return self.pairing

    def explain_round(
        self, t: Tournament, round_number: int | None = None, rules: RulesEdition | None = None
    ) -> str:
        self.calls.append((t, round_number, rules))
        return "Round 3\n  bracket 1: residents [1, 2]"

    def check_tournament(self, t: Tournament, rules: RulesEdition | None = None) -> list[object]:
        self.calls.append((t, None, rules))
        return self.discrepancies


class FakeDiscrepancy:
    def __init__(self, round_number: int, text: str) -> None:
        self.round = round_number
        self.text = text

    def __str__(self) -> str:
        return self.text


@pytest.fixture
def dutch(monkeypatch: pytest.MonkeyPatch) -> FakeDutch:
    fake = FakeDutch()
    monkeypatch.setitem(sys.modules, "engine.dutch", fake)
    return fake


def call(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


# --- -p ------------------------------------------------------------------------------------------


def test_pair_to_stdout_in_the_reference_format(dutch: FakeDutch) -> None:
    code, out, err = call("--dutch", str(CASE), "-p")
    assert (code, out, err) == (0, "3\n4 1\n2 5\n3 0\n", "")
    tournament, round_number, rules = dutch.calls[0]
    assert tournament == read_trf_file(CASE)
    assert (round_number, rules) == (None, None)


def test_dutch_flag_is_optional_as_in_javafo(dutch: FakeDutch) -> None:
    assert call(str(CASE), "-p") == (0, "3\n4 1\n2 5\n3 0\n", "")


def test_pair_with_dash_is_stdout_and_without_bye_no_zero_line(dutch: FakeDutch) -> None:
    dutch.pairing = Pairing(2, (Board(N(1), N(2)),))
    assert call("--dutch", str(CASE), "-p", "-") == (0, "1\n1 2\n", "")


def test_pair_to_a_file(dutch: FakeDutch, tmp_path: Path) -> None:
    target = tmp_path / "pairs.txt"
    code, out, _ = call("--dutch", str(CASE), "-p", str(target))
    assert (code, out) == (0, "")
    assert target.read_text() == "3\n4 1\n2 5\n3 0\n"


def test_check_list_next_to_the_input_or_where_asked(dutch: FakeDutch, tmp_path: Path) -> None:
    source = tmp_path / "event.trf"
    source.write_bytes(CASE.read_bytes())
    assert call("--dutch", str(source), "-p", str(tmp_path / "pairs.txt"), "-l")[0] == 0
    assert (tmp_path / "event.list").read_text() == "Round 3\n  bracket 1: residents [1, 2]\n"
    assert call("--dutch", str(source), "-p", "-l", str(tmp_path / "why.txt"))[1] == "3\n4 1\n2 5\n3 0\n"
    assert (tmp_path / "why.txt").read_text().startswith("Round 3")


@pytest.mark.parametrize(
    ("code", "edition"),
    [
        ("FIDE_DUTCH_2017", RulesEdition.DUTCH_2017),
        ("FIDE_DUTCH_2025", RulesEdition.DUTCH_2025),
        ("FIDE_DUTCH_2026", RulesEdition.DUTCH_2025),
    ],
)
def test_rules_option_overrides_192(dutch: FakeDutch, code: str, edition: RulesEdition) -> None:
    assert call("--dutch", str(CASE), "-p", "--rules", code)[0] == 0
    assert dutch.calls[0][2] is edition


def test_no_legal_pairing_exits_1(dutch: FakeDutch) -> None:
    dutch.pairing = NoLegalPairingError("C1: every pair has met")
    code, out, err = call("--dutch", str(CASE), "-p")
    assert (code, out) == (1, "")
    assert "C1: every pair has met" in err


def test_bad_trf_exits_3_with_the_line_number(dutch: FakeDutch, tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("012 x\n" + "001    1      A".ljust(91) + "   2 w 1\n")
    code, out, err = call("--dutch", str(bad), "-p")
    assert (code, out) == (3, "")
    assert "line 2" in err and "not a player" in err
    assert dutch.calls == []


def test_missing_input_exits_5(dutch: FakeDutch, tmp_path: Path) -> None:
    code, _, err = call("--dutch", str(tmp_path / "nothing.trf"), "-p")
    assert code == 5 and "nothing.trf" in err


def test_unwritable_output_exits_5(dutch: FakeDutch, tmp_path: Path) -> None:
    code, _, err = call("--dutch", str(CASE), "-p", str(tmp_path / "no" / "such" / "dir" / "out.txt"))
    assert code == 5 and "file error" in err


def test_unexpected_error_exits_2(dutch: FakeDutch) -> None:
    dutch.pairing = RuntimeError("boom")
    code, _, err = call("--dutch", str(CASE), "-p")
    assert code == 2 and "boom" in err and "report" in err


# --- -c ----------------------------------------------------------------------------------------------


def test_check_without_discrepancy_exits_0(dutch: FakeDutch) -> None:
    code, out, _ = call("--dutch", str(FULL), "-c")
    assert code == 0
    assert out == "0 discrepancy(ies) in 4 round(s)\n"


def test_check_prints_discrepancies_and_exits_1(dutch: FakeDutch) -> None:
    dutch.discrepancies = [FakeDiscrepancy(2, "round 2: expected 1-3"), FakeDiscrepancy(4, "round 4: bye")]
    code, out, _ = call("--dutch", str(FULL), "-c", "--rules", "FIDE_DUTCH_2017")
    assert code == 1
    assert out.splitlines() == ["round 2: expected 1-3", "round 4: bye", "2 discrepancy(ies) in 4 round(s)"]
    assert dutch.calls[0][2] is RulesEdition.DUTCH_2017


def test_check_one_round(dutch: FakeDutch) -> None:
    dutch.discrepancies = [FakeDiscrepancy(2, "round 2: expected 1-3")]
    assert call("--dutch", str(FULL), "-c", "3") == (0, "0 discrepancy(ies) in round 3\n", "")
    assert call("--dutch", str(FULL), "-c", "2")[0] == 1


# --- -g ------------------------------------------------------------------------------------------------


def _pair_by_number(
    t: Tournament, round_number: int | None = None, rules: RulesEdition | None = None
) -> Pairing:
    last = max(
        (
            r
            for p in t.players
            for r, e in enumerate(p.rounds, 1)
            if e.opponent or e.result is ResultCode.PAIRING_BYE
        ),
        default=0,
    )
    present = sorted(p.number for p in t.players if len(p.rounds) <= last)
    boards = tuple(Board(present[i], present[i + 1]) for i in range(0, len(present) - 1, 2))
    return Pairing(last + 1, boards, present[-1] if len(present) % 2 else None)


def test_generate_writes_a_tournament(
    dutch: FakeDutch, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dutch, "pair_round", _pair_by_number)
    config = tmp_path / "rtg.txt"
    config.write_text("PlayersNumber=9\nRoundsNumber=4\nHalfPointByeRate=5\n")
    target = tmp_path / "random.trf"
    code, out, err = call(
        "--dutch", "-g", str(config), "-o", str(target), "-s", "17", "--rules", "FIDE_DUTCH_2017"
    )
    assert (code, err) == (0, "")
    assert "9 players" in out
    t = read_trf_file(target)
    assert (len(t.players), t.rounds_recorded, t.rules) == (9, 4, RulesEdition.DUTCH_2017)
    assert "seed 17" in t.name
    assert target.read_bytes().count(b"\r\n") == target.read_bytes().count(b"\n")
    again = tmp_path / "again.trf"
    assert (
        call("--dutch", "-g", str(config), "-o", str(again), "-s", "17", "--rules", "FIDE_DUTCH_2017")[0] == 0
    )
    assert again.read_bytes() == target.read_bytes()


def test_generate_with_default_config_and_trf16(
    dutch: FakeDutch, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dutch, "pair_round", _pair_by_number)
    target = tmp_path / "random.trf"
    assert call("--dutch", "-g", "-o", str(target), "--trf16")[0] == 0
    text = target.read_text()
    assert "XXR 7" in text and "\n142 " not in text
    assert len(read_trf_file(target).players) == 30


def test_generate_from_a_model_file(
    dutch: FakeDutch, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dutch, "pair_round", _pair_by_number)
    target = tmp_path / "random.trf"
    assert call("--dutch", str(FULL), "-g", "-o", str(target), "-s", "5")[0] == 0
    model, t = read_trf_file(FULL), read_trf_file(target)
    assert [(p.number, p.rating) for p in t.players] == [(p.number, p.rating) for p in model.players]
    assert (t.rounds_recorded, t.initial_colour) == (model.number_of_rounds, model.initial_colour)


@pytest.mark.parametrize(
    ("config_text", "code"),
    [("PlayersNumber=x\n", 3), ("Unknown=1\n", 3)],
)
def test_generate_bad_config_exits_3(dutch: FakeDutch, tmp_path: Path, config_text: str, code: int) -> None:
    config = tmp_path / "rtg.txt"
    config.write_text(config_text)
    result, _, err = call("--dutch", "-g", str(config), "-o", str(tmp_path / "x.trf"))
    assert result == code and "configuration line 1" in err


def test_generate_missing_config_exits_5(dutch: FakeDutch, tmp_path: Path) -> None:
    assert call("--dutch", "-g", str(tmp_path / "none.txt"), "-o", str(tmp_path / "x.trf"))[0] == 5


def test_generate_needs_an_output(dutch: FakeDutch) -> None:
    code, _, err = call("--dutch", "-g")
    assert code == 3 and "-o" in err


# --- command line itself ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--dutch"],
        ["--dutch", str(CASE)],  # no mode
        ["--dutch", str(CASE), "-p", "-c"],
        ["--dutch", str(CASE), "-p", "--rules", "FIDE_BURSTEIN"],
        ["--dutch", str(CASE), "-c", "two"],
        ["--dutch", str(CASE), "--frobnicate"],
        ["--dutch", str(CASE), "-c", "-l"],
    ],
)
def test_bad_command_lines_exit_3(dutch: FakeDutch, argv: list[str]) -> None:
    code, out, err = call(*argv)
    assert code == 3 and out == "" and "usage" in err
    assert dutch.calls == []


def test_help_lists_modes_and_exit_codes() -> None:
    code, out, _ = call("--help")
    assert code == 0
    for text in (
        "-p [OUTPUT]",
        "-c [ROUND]",
        "-g [CONFIG]",
        "PlayersNumber",
        "exit codes",
        "no legal pairing",
    ):
        assert text in out


def test_version() -> None:
    code, out, _ = call("-r")
    assert code == 0 and "Arbiter Desk" in out


def test_standings_is_routed_to_the_standings_command(monkeypatch: pytest.MonkeyPatch) -> None:
    received: list[list[str]] = []
    fake = types.ModuleType("engine.standings_cli")
    fake.run = lambda argv: received.append(argv) or 7  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "engine.standings_cli", fake)
    assert call("standings", "x.trf", "--halves")[0] == 7
    assert received == [["x.trf", "--halves"]]


def test_standings_missing_module_exits_3(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "engine.standings_cli", None)
    code, _, err = call("standings", "x.trf")
    assert code == 3 and "standings" in err


def test_python_dash_m_engine_runs_the_cli() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "--dutch"], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 3 and "usage" in done.stderr
