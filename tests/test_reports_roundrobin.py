"""The printed documents of a round robin: the square crosstable, the schedule of every round, the
pairings in the Berger table's board order with the free player, standings that say what a withdrawal
did."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model import RoundRobin, Tournament
from engine.roundrobin import schedule
from outputs.documents import DocumentKind
from tests.test_reports_documents import line_with, make
from tests.test_roundrobin_standings import FL, FW, W, played

NAMES = ["Anand, V", "Bacrot, E", "Carlsen, M", "Ding, L", "Erigaisi, A"]


def named(t: Tournament) -> Tournament:
    from dataclasses import replace

    return replace(
        t, name="Club 2026", players=tuple(replace(p, name=NAMES[int(p.number) - 1]) for p in t.players)
    )


def test_square_crosstable_player_against_player(tmp_path: Path) -> None:
    # five players, one cycle, White wins every game
    t = named(played(5, RoundRobin(), lambda r, w, b: W))
    pages, text = make(DocumentKind.CROSSTABLE, t, tmp_path)
    assert pages == 1 and "Final crosstable" in text  # every round of the event played
    wins: dict[int, int] = {n: 0 for n in range(1, 6)}
    scored: dict[tuple[int, int], str] = {}
    for r in schedule(5, RoundRobin()):
        for b in r.boards:
            wins[b.white] += 1
            scored[(b.white, b.black)], scored[(b.black, b.white)] = "1", "0"
    # every row: its own cell ×, then the results against each line; lines in standings order
    rows = [ln for ln in text.splitlines() if "\u00d7" in ln]
    assert len(rows) == 5
    order = [next(i + 1 for i, name in enumerate(NAMES) if name in ln) for ln in rows]
    for ln, me in zip(rows, order, strict=True):
        cells = ["\u00d7" if other == me else scored[(me, other)] for other in order]
        assert line_with(ln, NAMES[me - 1], *cells, str(wins[me]))
    assert "the row player's results against the column player" in text


def test_double_round_robin_shows_both_games_and_brackets_a_withdrawal_that_does_not_count(
    tmp_path: Path,
) -> None:
    # four players, two cycles: 4 loses everything by forfeit from round 3 (2 of 6 games played)
    t = named(
        played(
            4,
            RoundRobin(2),
            lambda r, w, b: (FL if w == 4 else FW) if r > 2 and 4 in (w, b) else W,
            withdrawn=frozenset({4}),
        )
    )
    _, text = make(DocumentKind.CROSSTABLE, t, tmp_path)
    # 1-4 in round 1 (White wins), 4-1 in round 4 (4 absent): Anand (1 +), Ding (0 -), in brackets
    assert line_with(text, "Anand, V", "(1 +)") and line_with(text, "Bacrot, E", "(+ +)")
    assert line_with(text, "-", "Ding, L", "(0 -)", "(- -)", "(1 -)", "\u00d7")
    assert "V.4.1" in text and "Results in brackets do not count" in text


def test_schedule_lists_every_round_and_the_free_player(tmp_path: Path) -> None:
    t = named(played(5, RoundRobin(2, True), lambda r, w, b: None, upto=0))
    pages, text = make(DocumentKind.SCHEDULE, t, tmp_path)
    rounds = schedule(5, RoundRobin(2, True))
    assert pages >= 2 and all(f"Round {r.round} (cycle {r.cycle})" in text for r in rounds)
    for r in rounds:
        assert r.free is not None
        assert f"No game: {r.free} {NAMES[r.free - 1]}." in text
    assert "FIDE_DOUBLEROUNDROBIN" in text


def test_schedule_is_for_round_robins_only(tmp_path: Path) -> None:
    from engine.roundrobin import RoundRobinError

    with pytest.raises(RoundRobinError, match="not a round robin"):
        make(DocumentKind.SCHEDULE, Tournament(name="Open"), tmp_path)


def test_pairings_follow_the_table_and_name_the_free_player(tmp_path: Path) -> None:
    t = named(played(5, RoundRobin(), lambda r, w, b: W if r < 3 else None, upto=3))
    _, text = make(DocumentKind.PAIRINGS, t, tmp_path)  # default: the first round without results
    assert "Pairings, round 3" in text
    third = schedule(5, RoundRobin())[2]
    lines = [line_with(text, NAMES[b.white - 1], NAMES[b.black - 1]) for b in third.boards]
    assert [text.index(ln) for ln in lines] == sorted(text.index(ln) for ln in lines)
    assert third.free is not None and "free" in line_with(text, NAMES[third.free - 1])
    assert "Berger table's dummy" in text


def test_standings_say_what_the_withdrawal_did(tmp_path: Path) -> None:
    t = named(
        played(
            4,
            RoundRobin(2),
            lambda r, w, b: (FL if w == 4 else FW) if r > 2 and 4 in (w, b) else W,
            withdrawn=frozenset({4}),
        )
    )
    _, text = make(DocumentKind.STANDINGS, t, tmp_path)
    assert line_with(text, "-", "Ding, L")
    assert "withdrew having played 2 of 6 games" in text
