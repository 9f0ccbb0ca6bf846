"""The engine's input is the same text however it is built (issue 32 item 4: the pairing made faster
at 9,999 players must give the engine exactly what it gave it before).

For small events of every kind at hand (late entries, requested byes, a pairing-allocated bye,
withdrawals, forfeits and games without colours, accelerations, forbidden pairs, a round robin's
withdrawal, a Double-Swiss event whose match takes two rounds), each imported here: the TRF text the
engine would be given to pair each round (``mapper.build_pairing_input``, as
``ops_rounds.plan_next_round`` makes it, written by ``trf_export.pairing_input_text``), and the same
with the results of the rounds before it as they stood at some earlier moment (``results``: the path
of ``arbiter check`` and of a stored pairing's warnings). Its SHA-256 must be the one recorded in
``tests/data/pairing_input_digests.json``, recorded by the code of ``main`` at 936a0eb, before the
pairing's input was built otherwise: a test that fails when a single character of an input differs.

The tournament read from the stored columns is also compared with the one made from the rounds as the
window reads them (``convert.read_rounds``, ``values.round_cells``): two paths through the file.
Each event is kept in a file and on the tests' PostgreSQL server (``store_url``, issue 30 item 4): the
engine must be given the same text from either.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

import operations
from operations import mapper, ops_rounds, trf_export
from operations.convert import read_rounds
from operations.ops_double_swiss import games_per_pairing
from operations.ops_event import event_row, paired_rounds
from values import GameResult

HERE = Path(__file__).resolve().parent
DIGESTS = HERE / "data" / "pairing_input_digests.json"
EVENTS = {
    "all_records": HERE / "data/db/import_rows/all_records.trf",
    "byes_next_round": HERE / "data/db/import_rows/byes_next_round.trf",
    "late_entry_pending": HERE / "data/db/import_rows/late_entry_pending.trf",
    "pairing_bye": HERE / "data/db/import_rows/pairing_bye.trf",
    "round_robin_withdrawal": HERE / "data/db/import_rows/round_robin_withdrawal.trf",
    "trf26_all_records": HERE / "data/trf/trf26_all_records.trf",
    "generated_p20_r7": HERE / "data/web_pages/generated_p20_r7_s7.trf",
    "dutch2025_p113_r13": HERE / "data/conformance_sample/dutch2025/tournaments/bbp6_p113_r13_s1107.trf",
    "dutch2012_acc_p110_r10": HERE
    / "data/conformance_sample/dutch2012/cases/jv14acc_p110_r11_s140005/round_10.trf",
}
"""Small events, by the name their digests are recorded under."""
DOUBLE_SWISS = HERE / "data/db/double_swiss_boards_v10.arbiter"
"""A Double-Swiss event (schema 10, brought to today's schema when opened): a match is two rounds."""

EARLIER = {(1, 1): GameResult.DRAW, (1, 2): None}
"""Results "as they stood" for the ``results`` path: board 1 of round 1 drawn, board 2 pending."""


def inputs(s: Session) -> dict[str, str]:
    """Name -> SHA-256 of each engine input of the file: every round up to the next one (within the
    event's rounds), and each with ``EARLIER``'s results, the rounds of a pairing (``cells``) as the
    plan takes them."""
    cells = games_per_pairing(s)
    last = min(paired_rounds(s) + 1, event_row(s).number_of_rounds)
    out: dict[str, str] = {}
    for number in range(1, last + 1, cells):
        for name, results in (("", None), (" earlier", EARLIER)):
            t = mapper.build_pairing_input(s, number, results=results, cells=cells)
            text = trf_export.pairing_input_text(t)
            out[f"round {number}{name}"] = hashlib.sha256(text.encode()).hexdigest()
    return out


def digests_of(path: Path, place: str, tmp: Path) -> dict[str, str]:
    """``inputs`` of an event kept at ``place`` (the ``store_url`` fixture's): a TRF imported, or a
    tournament file copied there and opened. The file is copied into ``tmp`` first: opening an older
    file (``arbiter copy`` to a server opens it too) migrates it, and the repository's sample must stay
    as it is."""
    if path.suffix == ".trf":
        tf, _ = operations.import_trf(path, place)
    else:
        copy = tmp / f"copy-{path.name}"
        copy.write_bytes(path.read_bytes())
        if "://" in place:
            from operations.copy_event import copy_event

            copy_event(copy, place)
        else:
            Path(place).write_bytes(copy.read_bytes())
        tf = operations.open_file(place)
    with tf:
        return tf.read(inputs)


def recorded() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(DIGESTS.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", [*EVENTS, "double_swiss"])
def test_the_engines_input_is_the_recorded_one(name: str, store_url: str, tmp_path: Path) -> None:
    path = EVENTS.get(name, DOUBLE_SWISS)
    before = path.read_bytes()
    assert digests_of(path, store_url, tmp_path) == recorded()[name]
    assert path.read_bytes() == before  # the repository's sample untouched


@pytest.mark.sqlite_only("scan")
def test_every_event_has_its_inputs_recorded() -> None:
    assert set(recorded()) == {*EVENTS, "double_swiss"}
    assert all(len(rounds) >= 2 for rounds in recorded().values())


@pytest.mark.parametrize("name", ["all_records", "late_entry_pending", "dutch2025_p113_r13"])
def test_the_stored_columns_give_the_tournament_the_rounds_give(name: str, store_url: str) -> None:
    tf, _ = operations.import_trf(EVENTS[name], store_url)
    with tf:
        from_columns = tf.read(lambda s: mapper.build_tournament(s, None))
        from_rounds = tf.read(lambda s: mapper.build_tournament(s, None, rounds=read_rounds(s)))
        assert from_columns == from_rounds
        assert from_columns.rounds_recorded >= 1


def test_the_plan_gives_the_engine_the_input_of_its_round(store_url: str) -> None:
    tf, _ = operations.import_trf(EVENTS["byes_next_round"], store_url)
    with tf:
        plan = tf.read(ops_rounds.plan_next_round)
        again = tf.read(lambda s: trf_export.pairing_input_text(mapper.build_pairing_input(s)))
    assert plan.input_text == again
    assert plan.input_text == trf_export.pairing_input_text(plan.tournament)


def test_a_late_entry_seated_in_an_earlier_round_is_registered_from_it(store_url: str) -> None:
    """C.04.2 (2026) art. 2.4, 4.4.4: a late entry given a board (as white or as black) or the PAB of
    the round already paired is registered from that round; one left out from the next round."""
    from tests.test_db_support import new_file
    from values import PlayerDetails, PlayerId

    with new_file(store_url, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        late = [tf.players.add(PlayerDetails(f"Late, {n}", 1000 - n)).player.id for n in range(4)]
        (w1, b1), (w2, b2) = [(b.white, b.black) for b in r1.boards]
        a, b, c, d = (PlayerId(pid) for pid in late)
        tf.rounds.set_pairing(1, [(w1, a), (b, b1), (w2, b2)], pairing_bye=c)
        assert tf.read(mapper.entry_rounds) == {d: 2}
