"""What the engine refuses to pair (issue 15 item 5), and ``arbiter import-trf`` with it.

Both read the file with ``engine.trf.read_trf_checked``: the same checks, the same messages. The
engine's command line exits with code 3 (bbpPairings' code for invalid input) and names the line.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import operations
from engine.cli import run
from engine.errors import TrfError
from engine.trf import read_trf_checked
from tests.test_db_support import nothing_at

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "tests" / "data" / "conformance_sample"
CASE = SAMPLE / "dutch2025" / "cases" / "jv2025_p005_r04_s5019" / "round_03.trf"
FULL = SAMPLE / "dutch2025" / "tournaments" / "jv2025_p005_r04_s5019.trf"


def _lines(path: Path) -> list[str]:
    return path.read_bytes().decode("ascii").replace("\r\n", "\n").replace("\r", "\n").splitlines()


def _write(tmp_path: Path, lines: list[str], name: str = "t.trf") -> Path:
    target = tmp_path / name
    target.write_text("\n".join(lines) + "\n", encoding="ascii")
    return target


def _engine(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def _line_number(lines: list[str], prefix: str) -> int:
    return next(i for i, line in enumerate(lines, start=1) if line.startswith(prefix))


@pytest.mark.sqlite_only("no_store")
def test_the_sample_case_is_paired(tmp_path: Path) -> None:
    """The file the other tests spoil is accepted as it is (so each refusal is the spoiling's)."""
    code, out, err = _engine("--dutch", str(_write(tmp_path, _lines(CASE))), "-p")
    assert code == 0 and out.startswith("3\n") and err == ""


@pytest.mark.sqlite_only("no_store")
def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.trf"
    empty.write_bytes(b"")
    code, out, err = _engine("--dutch", str(empty), "-p")
    assert code == 3 and out == ""
    assert "the file is empty" in err


@pytest.mark.sqlite_only("no_store")
def test_random_bytes_are_refused(tmp_path: Path) -> None:
    noise = tmp_path / "noise.trf"
    noise.write_bytes(bytes((i * 197 + 11) % 256 for i in range(4000)).replace(b"001", b"xx1"))
    code, out, err = _engine("--dutch", str(noise), "-p")
    assert code == 3 and out == ""
    assert "no player (001) record" in err


@pytest.mark.sqlite_only("no_store")
def test_a_round_beyond_the_number_of_rounds_is_refused(tmp_path: Path) -> None:
    # The whole tournament: its 4 rounds are played, XXR says 4; round 5 must not be paired.
    lines = _lines(FULL)
    code, out, err = _engine("--dutch", str(_write(tmp_path, lines)), "-p")
    assert code == 3 and out == ""
    assert f"line {_line_number(lines, 'XXR')}: round 5 is beyond the 4 rounds" in err


@pytest.mark.sqlite_only("no_store")
def test_no_number_of_rounds_is_refused(tmp_path: Path) -> None:
    lines = [line for line in _lines(CASE) if not line.startswith(("142", "XXR"))]
    code, _out, err = _engine("--dutch", str(_write(tmp_path, lines)), "-p")
    assert code == 3
    assert "the number of rounds is not given (record 142 or XXR)" in err


def _spoil_points(lines: list[str], number: int) -> tuple[list[str], int]:
    """Add 1 to player ``number``'s points column (001 columns 81-84)."""
    out = list(lines)
    for i, line in enumerate(out):
        if line.startswith("001") and int(line[4:8]) == number:
            points = float(line[80:84])
            out[i] = line[:80] + f"{points + 1:4.1f}" + line[84:]
            return out, i + 1
    raise AssertionError(number)


@pytest.mark.sqlite_only("no_store")
def test_a_points_column_that_contradicts_the_results_is_refused(tmp_path: Path) -> None:
    lines, line_number = _spoil_points(_lines(CASE), 2)
    path = _write(tmp_path, lines)
    code, out, err = _engine("--dutch", str(path), "-p")
    assert code == 3 and out == ""
    assert f"line {line_number}: player 2: the points column says" in err


@pytest.mark.sqlite_only("no_store")
def test_lenient_turns_the_points_contradiction_into_a_warning(tmp_path: Path) -> None:
    lines, line_number = _spoil_points(_lines(CASE), 2)
    path = _write(tmp_path, lines)
    code, out, err = _engine("--dutch", str(path), "-p", "--lenient")
    assert code == 0
    assert out == _engine("--dutch", str(_write(tmp_path, _lines(CASE), "good.trf")), "-p")[1]
    assert f"warning: line {line_number}: player 2: the points column says" in err


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("FIDE_RR", "'FIDE_RR' is not a system this program pairs"),
        ("FIDE_MONRAD", "'FIDE_MONRAD' is not a system this program pairs"),
        ("FIDE_DUTCH_2031", "unknown edition of the Dutch system 'FIDE_DUTCH_2031'"),
    ],
)
def test_a_192_code_we_do_not_pair_is_refused(tmp_path: Path, code: str, message: str) -> None:
    lines = [line for line in _lines(CASE) if not line.startswith("192")]
    lines.insert(1, f"192 {code}")
    path = _write(tmp_path, lines)
    exit_code, out, err = _engine("--dutch", str(path), "-p")
    assert exit_code == 3 and out == ""
    assert f"line 2: 192: {message}" in err and f"192 {code}" in err
    # --rules says which rules pair the file: then the 192 record is not used.
    assert _engine("--dutch", str(path), "-p", "--rules", "FIDE_DUTCH_2025")[0] == 0


@pytest.mark.sqlite_only("no_store")
def test_an_unknown_192_code_still_reads_and_writes_back() -> None:
    from engine.trf import read_trf, write_trf

    text = "\n".join(["192 FIDE_RR"] + [line for line in _lines(CASE) if not line.startswith("192")])
    t = read_trf(text)
    assert "192 FIDE_RR" in t.extra_records
    assert "192 FIDE_RR" in write_trf(t, "TRF26").splitlines()
    with pytest.raises(TrfError, match="not a system this program pairs"):
        read_trf_checked(text)


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("FIDE_BURSTEIN", "Burstein"),
        ("FIDE_BURSTEIN_BAKU", "Burstein"),
        ("FIDE_DUBOV", "Dubov"),
        ("FIDE_DUBOV_BAKU", "Dubov"),
    ],
)
def test_another_systems_file_is_read_but_never_paired_by_the_dutch_engine(
    tmp_path: Path, code: str, name: str
) -> None:
    """Record 192 FIDE_BURSTEIN names the Burstein System (C.04.4.2), FIDE_DUBOV the Dubov System
    (C.04.4.1): the file is read, the code kept on export, and the Dutch engine refuses it in one
    sentence; ``--rules`` names a Dutch code, and then pairs it as a Dutch event."""
    from engine.model import PairingSystem
    from engine.trf import write_trf

    lines = [line for line in _lines(CASE) if not line.startswith("192")]
    lines.insert(1, f"192 {code}")
    path = _write(tmp_path, lines)
    t = read_trf_checked(path.read_bytes()).tournament
    assert (t.system, t.baku) == (PairingSystem[name.upper()], code.endswith("_BAKU"))
    assert f"192 {code}" in write_trf(t, "TRF26").splitlines()
    exit_code, out, err = _engine("--dutch", str(path), "-p")
    assert exit_code == 3 and out == ""
    assert f"paired by the {name} System (record 192 {code}), not by the Dutch System" in err
    assert _engine("--dutch", str(path), "-c")[0] == 3
    assert _engine("--dutch", str(path), "-p", "--rules", "FIDE_DUTCH_2025")[0] == 0


def test_a_lim_file_imports_as_a_lim_event(tmp_path: Path, store_url: str) -> None:
    """``FIDE_LIM`` (the code this program gives the Lim System, C.04.4.3; TRF26 has none) is read,
    and the import makes a Lim event of it: never paired later by another system's rules."""
    from engine.model import PairingSystem

    lines = [line for line in _lines(CASE) if not line.startswith("192")]
    lines.insert(1, "192 FIDE_LIM")
    path = _write(tmp_path, lines)
    assert read_trf_checked(path.read_bytes()).tournament.system is PairingSystem.LIM
    operations.import_trf(path, store_url)[0].close()
    with operations.open_file(store_url, read_only=True) as tf:
        assert tf.event.settings().system is PairingSystem.LIM
        assert "192 FIDE_LIM" in tf.files.export_trf().splitlines()


@pytest.mark.parametrize("spoil", ["points", "192", "empty"])
def test_import_trf_applies_the_same_checks_with_the_same_messages(
    tmp_path: Path, store_url: str, spoil: str
) -> None:
    lines = _lines(CASE)
    if spoil == "points":
        lines = _spoil_points(lines, 2)[0]
    elif spoil == "192":
        lines = ["192 FIDE_RR" if line.startswith("192") else line for line in lines]
    else:
        lines = []
    path = _write(tmp_path, lines)
    with pytest.raises(TrfError) as engine_error:
        read_trf_checked(path.read_bytes())
    with pytest.raises(TrfError) as import_error:
        operations.import_trf(path, store_url)
    assert str(import_error.value) == str(engine_error.value)
    assert nothing_at(store_url)
    code, _out, err = _engine("--dutch", str(path), "-p")
    assert code == 3 and str(engine_error.value).splitlines()[0] in err


def test_without_the_number_of_rounds_the_engine_refuses_to_pair_and_the_import_takes_the_rounds_played(
    tmp_path: Path, store_url: str
) -> None:
    """C.04.1 a: the engine cannot pair a round without knowing how many there are; a rating report
    without 142/XXR holds its rounds all, which the import takes, with a warning (issue 26)."""
    path = _write(tmp_path, [line for line in _lines(CASE) if not line.startswith(("142", "XXR"))])
    code, _out, err = _engine("--dutch", str(path), "-p")
    assert code == 3 and "the number of rounds is not given (record 142 or XXR)" in err
    tf, report = operations.import_trf(path, store_url)
    with tf:
        # the rounds on the player lines: the paired ones, and the next one's byes when the file has them
        assert tf.rounds.paired > 0 and tf.event.settings().number_of_rounds in (
            tf.rounds.paired,
            tf.rounds.paired + 1,
        )
    assert any("the rounds on the player lines, are taken" in w for w in report.warnings)


def test_import_trf_lenient_keeps_the_points_warning(tmp_path: Path, store_url: str) -> None:
    lines, line_number = _spoil_points(_lines(CASE), 2)
    path = _write(tmp_path, lines)
    tf, report = operations.import_trf(path, store_url, lenient=True)
    with tf:
        assert report.players == 5
    assert any(w.startswith(f"line {line_number}: player 2: the points column says") for w in report.warnings)


def _refused(paths: list[Path]) -> list[str]:
    """The files of ``paths`` that :func:`read_trf_checked` refuses or warns about, or whose round
    to pair (cases) is beyond their number of rounds."""
    from engine.dutch.state import round_to_pair

    out = []
    for path in paths:
        try:
            checked = read_trf_checked(path.read_bytes())
        except TrfError as error:
            out.append(f"{path}: {error}")
            continue
        t = checked.tournament
        if checked.warnings:
            out.append(f"{path}: {checked.warnings[0]}")
        elif path.parent.parent.name == "cases" and round_to_pair(t) > (t.number_of_rounds or 0):
            out.append(f"{path}: round {round_to_pair(t)} beyond {t.number_of_rounds}")
    return out


@pytest.mark.sqlite_only("no_store")
@pytest.mark.slow
def test_every_conformance_file_is_accepted(conformance_dir: Path) -> None:
    """Every TRF of the corpora (cases and whole tournaments) passes the checks, and every case's
    round to pair is within its number of rounds: nothing paired today is refused. Two worker
    processes (the suite's two cores)."""
    from concurrent.futures import ProcessPoolExecutor

    files = sorted(conformance_dir.glob("*/**/*.trf"))
    assert len(files) > 4000  # all corpora: an empty folder cannot pass
    with ProcessPoolExecutor(max_workers=2) as pool:
        refused = [line for part in pool.map(_refused, [files[0::2], files[1::2]]) for line in part]
    assert refused == []
