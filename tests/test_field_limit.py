"""9,999 players is the largest event a TRF can hold (issue 32): its pairing numbers have four digits.

Registration, the player import and the random-tournament generator refuse a 10,000th player with
a sentence that says why. The refusals are tested against a lower limit (the module's constant,
replaced here), which also leaves the file as it was; the constant itself is tied to the TRF.
"""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

import operations
import operations.ops_player_import
import operations.ops_players
from engine.cli import run
from engine.errors import InvalidTournamentError
from engine.generator import GeneratorConfig, GeneratorConfigError
from engine.model import MAX_PLAYERS, PairingNumber, Player, Tournament
from engine.trf import write_trf
from formats.csv_players import parse_players_csv
from tests.test_db_support import new_file, snapshot
from values import PlayerDetails


@pytest.mark.sqlite_only("no_store")
def test_the_limit_is_what_the_four_digits_of_a_trf_pairing_number_hold() -> None:
    assert MAX_PLAYERS == 9999
    write_trf(Tournament(players=(Player(PairingNumber(MAX_PLAYERS), "Last, One"),)))
    with pytest.raises(InvalidTournamentError):
        write_trf(Tournament(players=(Player(PairingNumber(MAX_PLAYERS + 1), "One, Too many"),)))


def test_a_player_beyond_the_limit_is_refused_and_the_file_is_unchanged(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(operations.ops_players, "MAX_PLAYERS", 3)
    with new_file(store_url, players=2) as tf:
        tf.players.add(PlayerDetails("Third, Ann", 1500))
        before = snapshot(store_url)
        with pytest.raises(
            operations.OperationRefused,
            match=r"Fourth, Bo cannot be registered: the event already has 3 players, the most a FIDE "
            r"tournament report \(TRF\) can hold",
        ):
            tf.players.add(PlayerDetails("Fourth, Bo", 1400))
        assert snapshot(store_url) == before


def test_an_import_beyond_the_limit_adds_nobody(store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(operations.ops_player_import, "MAX_PLAYERS", 4)
    with new_file(store_url, players=2) as tf:
        before = snapshot(store_url)
        parsed = parse_players_csv('Name,Rating\n"Aaa, One",2300\n"Bbb, Two",2200\n"Ccc, Three",2100\n')
        with pytest.raises(
            operations.OperationRefused,
            match=r"3 players with the 2 registered make 5, more than the 4 a FIDE tournament report "
            r"\(TRF\) can hold \(a pairing number has four digits\), so nothing was added",
        ):
            tf.players.import_list(parsed)
        assert snapshot(store_url) == before
        done = tf.players.import_list(replace(parsed, rows=parsed.rows[:2]))
        assert len(done.added) == 2


@pytest.mark.sqlite_only("no_store")
def test_the_generator_makes_the_largest_event_a_trf_holds_and_says_why_not_more() -> None:
    GeneratorConfig(players=MAX_PLAYERS).check()
    with pytest.raises(GeneratorConfigError, match=r"9,999 players is the largest event a TRF can hold"):
        GeneratorConfig(players=MAX_PLAYERS + 1).check()


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize("system", ["--dutch", "--burstein", "--dubov", "--lim", "--double-swiss"])
def test_the_command_line_refuses_a_ten_thousand_player_event_and_says_why(
    system: str, tmp_path: Path
) -> None:
    """``python -m engine -g`` with ``PlayersNumber=10000`` (issue 32 item 5), whichever system: one
    sentence naming the TRF's four digits, exit 3 (invalid input), no file written."""
    config = tmp_path / "rtg.txt"
    config.write_text(f"PlayersNumber={MAX_PLAYERS + 1}\nRoundsNumber=2\n")
    target = tmp_path / "big.trf"
    out, err = io.StringIO(), io.StringIO()
    code = run([system, "-g", str(config), "-o", str(target)], out, err)
    assert code == 3
    assert "9,999 players is the largest event a TRF can hold" in err.getvalue()
    assert len(err.getvalue().strip().splitlines()) == 1
    assert not target.exists() and out.getvalue() == ""


@pytest.mark.sqlite_only("no_store")
def test_the_command_line_help_says_the_most_players_and_why() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run(["--help"], out, err) == 0
    assert "PlayersNumber at most 9999: a TRF pairing number has four digits" in " ".join(
        out.getvalue().split()
    )
