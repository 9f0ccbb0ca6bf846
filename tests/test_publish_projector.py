"""The projector's content (issue 19): the pairings screen's points before the round agree with the
engine's scores, byes are listed, the standings screen is the event's policy table; read from an event in
a file and on the tests' PostgreSQL server (``module_store_url``, ``store_url``: issue 30 item 4)."""

from __future__ import annotations

import pytest

import operations
from outputs.projector import Mode, pairings_screen, progress_of, read_screen, scores_before
from outputs.text import points_text
from tests.publish_support import hostile_event
from tests.test_db_support import event_at, new_file


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory, module_store_url: str) -> str:
    """The publishing tests' event in a file, then copied onto the tests' server."""
    return event_at(hostile_event(tmp_path_factory.mktemp("event")), module_store_url)


def test_points_before_each_round_agree_with_the_engine(event: str) -> None:
    with operations.open_file(event) as tf:
        rounds, players, tournament = tf.rounds.all(), tf.players.all(), tf.tournament()
        ev = tf.event.settings()
    for r in range(1, len(rounds) + 1):
        scores = scores_before(rounds, r, ev.point_system)
        for p in players:
            assert scores.get(p.id, 0) == tournament.player(p.number).score(tournament.point_system, r - 1)
    screen = pairings_screen(ev, players, rounds[:2])
    assert screen.subtitle == "Round 2 · 5 of 5 results"
    numbers = {p.id: p.number for p in players}
    for row, board in zip(screen.rows, rounds[1].boards, strict=False):
        white, black = (tournament.player(numbers[x]) for x in (board.white, board.black))
        assert (row[2], row[4]) == (
            points_text(white.score(tournament.point_system, 1)),
            points_text(black.score(tournament.point_system, 1)),
        )
        assert row[1].endswith(white.name) and row[5].endswith(black.name)
    assert screen.rows[5][1:4] == ("Smith, Jo", "1", "half-point bye")


def test_standings_screen_is_the_policy_table(event: str) -> None:
    with operations.open_file(event) as tf:
        screen = read_screen(tf, Mode.STANDINGS)
        table = tf.results.standings()
        progress = progress_of(tf.rounds.all())
    assert [r[0] for r in screen.rows] == [s.place for s in table.rows]
    assert [c.heading for c in screen.columns][5:] == list(table.policy.labels)
    assert (progress.paired, progress.complete, progress.results) == (3, 2, 4)


def test_screens_before_round_one(store_url: str) -> None:
    with new_file(store_url, players=2) as tf:
        assert read_screen(tf, Mode.PAIRINGS).message == "No round has been paired yet."
        assert read_screen(tf, Mode.STANDINGS).message == "No standings yet: no round has been paired yet."
