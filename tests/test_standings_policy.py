"""The one standings policy (``engine.standings_policy``): tie-break list, C.07 edition, unrated rating.
The refusal of the window's rows and the TRF export runs on a file and on the tests' PostgreSQL server
(``store_url``, issue 30 item 4); the policy's own tests read an engine ``Tournament``: no store."""

from __future__ import annotations

from datetime import date

import pytest

import operations
from arbiter_gui.standings_rows import standings_rows
from engine.model import Tournament
from engine.standings_policy import standings_policy
from engine.tiebreaks import TieBreakEdition, TieBreakError
from values import EventSettings, PlayerDetails

E24, E26 = TieBreakEdition.C07_2024, TieBreakEdition.C07_2026


@pytest.mark.sqlite_only("no_store")
def test_list_212_then_202_then_the_fide_preset() -> None:
    both = Tournament(tiebreaks=("BH",), standings_tiebreaks=("PTS", "SB", "DE"))
    assert standings_policy(both).codes == ("SB", "DE")
    assert "212" in standings_policy(both).tiebreaks_from
    assert standings_policy(Tournament(tiebreaks=("BH-C1", "WIN"))).codes == ("BH/C1", "WIN")
    assert standings_policy(Tournament()).codes == ("BH/C1", "BH", "SB", "PS", "DE")
    assert "preset" in standings_policy(Tournament()).tiebreaks_from


@pytest.mark.sqlite_only("no_store")
def test_explicit_overrides_win() -> None:
    t = Tournament(start_date="2025/10/04", tiebreaks=("BH",))
    policy = standings_policy(t, tiebreaks="SB,WIN", edition="2026", unrated_rating=1400)
    assert (policy.codes, policy.edition, policy.unrated_rating) == (("SB", "WIN"), E26, 1400)
    assert standings_policy(t, tiebreaks=[]).codes == ()


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    ("start", "edition", "reason"),
    [
        ("2026/03/01", E26, "start date 2026/03/01"),  # 2026-03: applied from 1 March 2026
        ("2026/02/28", E24, "start date 2026/02/28"),  # 2024-08: in force 1 Aug 2024 - 28 Feb 2026
        ("2025-10-04", E24, "start date 2025-10-04"),
        ("2024/08/01", E24, "start date 2024/08/01"),
        ("2024/07/31", E24, "older texts are not implemented"),
        ("", E26, "no start date"),
        ("2025/02/30", E26, "no start date"),
    ],
)
def test_edition_by_start_date(start: str, edition: TieBreakEdition, reason: str) -> None:
    policy = standings_policy(Tournament(start_date=start))
    assert policy.edition is edition
    assert reason in policy.edition_from


@pytest.mark.sqlite_only("no_store")
def test_a_tiebreak_the_edition_does_not_have_is_refused_with_the_reason() -> None:
    t = Tournament(start_date="2025/10/04", tiebreaks=("BH", "STD"))
    with pytest.raises(TieBreakError, match=r"STD .*2026 edition.*C\.07 2024-08: start date 2025/10/04"):
        standings_policy(t)
    assert standings_policy(t, edition="2026").codes == ("BH", "STD")
    with pytest.raises(TieBreakError, match="0 or more"):
        standings_policy(Tournament(), unrated_rating=-1)


def test_window_and_trf_export_refuse_instead_of_ranking_another_way(store_url: str) -> None:
    # an event of October 2025 (C.07 2024-08) that lists STD, a tie-break of the 2026 edition
    settings = EventSettings(
        name="Autumn", number_of_rounds=5, start_date=date(2025, 10, 4), tiebreaks=("BH", "STD")
    )
    with operations.create(store_url, settings) as tf:
        tf.players.add(PlayerDetails("Anand, Viswanathan", rating=2750))
        tf.players.add(PlayerDetails("Carlsen, Magnus", rating=2830))
        tournament = tf.tournament()
        with pytest.raises(TieBreakError, match="STD"):
            standings_rows(tournament, None)  # the window shows this message, not points-only rows
        with pytest.raises(TieBreakError, match="STD"):
            tf.files.export_trf()  # the ranks are not left out silently
