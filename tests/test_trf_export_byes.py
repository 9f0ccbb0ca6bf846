"""Issue 26 item 5: byes already entered for rounds not paired yet travel with an exported TRF.

The next round's as its cells ``0000 - H/F/Z`` (what JaVaFo and bbpPairings read, and TRF26 240
records written from them), later rounds' as 240 records; imported again, the event does not pair a
player who asked for a bye."""

from __future__ import annotations

from pathlib import Path

import pytest

import operations
from tests.test_db_support import new_file, pairer
from values import ByeKind, GameResult, TrfVersion


def _event_with_byes_ahead(path: str) -> tuple[str, dict[str, int]]:
    """Six players, round 1 paired and played; the 2nd asks a half-point bye in round 2, the 5th a
    full-point bye in round 3 and a zero-point bye in round 4 (in a file or a server's database)."""
    with new_file(path, players=6) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        for b in info.boards:
            tf.results.set(1, b.board, GameResult.WHITE_WINS)
        players = tf.players.all()
        tf.players.request_bye(2, players[1].id, ByeKind.HALF)
        tf.players.request_bye(3, players[4].id, ByeKind.FULL)
        tf.players.request_bye(4, players[4].id, ByeKind.ZERO)
        numbers = {"half": int(players[1].number), "later": int(players[4].number)}
    return path, numbers


@pytest.mark.parametrize("version", [TrfVersion.TRF26, TrfVersion.TRF16])
def test_byes_requested_for_later_rounds_are_written_on_export(store_url: str, version: TrfVersion) -> None:
    path, numbers = _event_with_byes_ahead(store_url)
    with operations.open_file(path) as tf:
        text = tf.files.export_trf(version)
    line = next(x for x in text.splitlines() if x.startswith("001") and int(x[4:8]) == numbers["half"])
    assert line[101:109] == "0000 - H"  # round 2, the next one: its cell, as the engines read it
    assert f"240 F 003 {numbers['later']:>4}" in text and f"240 Z 004 {numbers['later']:>4}" in text
    if version is TrfVersion.TRF26:
        assert f"240 H 002 {numbers['half']:>4}" in text


@pytest.mark.parametrize("version", [TrfVersion.TRF26, TrfVersion.TRF16])
def test_an_exported_event_imported_again_keeps_its_byes_and_does_not_pair_them(
    store_url: str, tmp_path: Path, version: TrfVersion
) -> None:
    path, numbers = _event_with_byes_ahead(store_url)
    trf = tmp_path / "again.trf"
    with operations.open_file(path) as tf:
        tf.files.export_trf_file(trf, version)
    again, _ = operations.import_trf(trf, tmp_path / "again.arbiter")
    with again:
        by_number = again.players.numbers()
        got = sorted((b.round, int(by_number[b.player]), b.kind) for b in again.players.byes() if b.round > 1)
        assert got == [
            (2, numbers["half"], ByeKind.HALF),
            (3, numbers["later"], ByeKind.FULL),
            (4, numbers["later"], ByeKind.ZERO),
        ]
        second = again.rounds.pair_next(pairer=pairer)
        paired = {b.white_number for b in second.boards} | {b.black_number for b in second.boards}
        assert numbers["half"] not in paired


def test_the_points_column_of_the_next_round_bye_is_the_score_with_it(store_url: str) -> None:
    """JaVaFo's AUM: with ``0000 - H`` in the round to pair, the Points field counts it; reading the
    export back checks the points columns against the results."""
    from engine.trf import read_trf_checked

    path, numbers = _event_with_byes_ahead(store_url)
    with operations.open_file(path) as tf:
        checked = read_trf_checked(tf.files.export_trf(TrfVersion.TRF16))
    p = checked.tournament.player(numbers["half"])  # type: ignore[arg-type]
    assert p.points == p.score(checked.tournament.point_system)
