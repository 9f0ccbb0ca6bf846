"""Registering players from the library into a tournament (issue 13): the tournament's own copy of the
data, the checks at registration, club restrictions as prohibited pairings, rating updates."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

import operations
from engine.model import Sex
from engine.rating.kfactor import RatingType
from operations.ops_restrictions import GroupKind
from operations.rating_update import consequences
from operations.registration import NameFit, details_from_library, fit_name, registration_warnings
from operations.standin import simple_pair_round
from player_library import ColumnMapping, LibraryPlayer, NationalData, PlayerLibrary, TypeRating
from player_library.sample_lists import Layout, write_list
from tests.test_db_support import settings, snapshot
from values import PlayerDetails

HOU = LibraryPlayer(
    name="Hou, Yifan",
    fide_id=1000050,
    federation="CHN",
    sex="F",
    title="GM",
    women_title="WGM",
    other_titles=("FST",),
    standard=TypeRating(2630, 11, 10),
    rapid=TypeRating(2580, 0, 10),
    birth_year=1994,
)


@pytest.fixture
def library(tmp_path: Path) -> PlayerLibrary:
    lib = PlayerLibrary(tmp_path / "players.library")
    lib.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 400, Layout.COMBINED_TXT))
    national = tmp_path / "sui.csv"
    national.write_text(
        "ID;Name;Club;City;Rating;FIDE\n"
        "CH-1;Müller, Jürgen;SK Basel;Basel;2290;1000017\n"
        "CH-2;Keller, Anna;SK Basel;Basel;1850;\n"
        "CH-3;Roth, Eva;SK Basel;Basel;1700;\n"
        "CH-4;Zurbriggen, Beat;SG Zürich;Zürich;1990;\n",
        encoding="utf-8",
    )
    mapping = ColumnMapping(
        {"national_id": 0, "name": 1, "club": 2, "city": 3, "rating": 4, "fide_id": 5}, ";"
    )
    lib.import_national_list(national, mapping, "SUI")
    yield lib
    lib.close()


@pytest.mark.sqlite_only("no_store")
def test_the_form_is_filled_from_the_library_for_the_events_rating_type() -> None:
    found = details_from_library(HOU, RatingType.RAPID)
    assert found.details == PlayerDetails(
        name="Hou, Yifan",
        rating=2580,
        title="GM",
        federation="CHN",
        fide_id="1000050",
        sex=Sex.FEMALE,
        birth_date="1994",
        other_titles="FST",
    )
    assert (found.k_factor, found.notes) == (10, ())
    blitz = details_from_library(replace(HOU, inactive=True), RatingType.BLITZ)
    assert blitz.details.rating == 0 and blitz.k_factor is None and blitz.details.inactive
    assert blitz.notes == (
        "no blitz rating in the list: registered as unrated",
        "the FIDE list flags the player inactive",
    )


@pytest.mark.sqlite_only("no_store")
def test_national_data_goes_to_the_national_fields() -> None:
    entry = replace(HOU, national=NationalData("CHN", "C-9", 2601, "Beijing CC", "Beijing"))
    details = details_from_library(entry, RatingType.STANDARD).details
    assert (details.national_id, details.national_rating, details.club, details.city) == (
        "C-9",
        2601,
        "Beijing CC",
        "Beijing",
    )


@pytest.mark.sqlite_only("no_store")
def test_long_names_are_cut_to_the_trf_limit_and_say_so() -> None:
    long = replace(HOU, name="Van der Berg-Santos y Alvarado, Maximiliano Sebastián")
    found = details_from_library(long, RatingType.STANDARD)
    details, notes = found.details, found.notes
    assert details.name == "Van der Berg-Santos y Alvarado, M" and len(details.name) == 33
    assert "TRF allows 33" in notes[0] and "'aximiliano Sebastián' is cut" in notes[0]
    assert fit_name("Short, Name").fits
    assert fit_name("A" * 32 + ", Bcd") == NameFit("A" * 32, "Bcd")  # no trailing ","


def test_a_name_longer_than_trf_allows_is_refused_with_what_would_be_cut(store_url: str) -> None:
    with operations.create(store_url, settings()) as tf:
        with pytest.raises(
            operations.OperationRefused, match="33 characters TRF allows: 'aximiliano Sebastián' would be cut"
        ):
            tf.players.add(PlayerDetails("Van der Berg-Santos y Alvarado, Maximiliano Sebastián"))
        tf.players.add(PlayerDetails("X" * 33))  # the limit itself is accepted


@pytest.mark.sqlite_only("no_store")
def test_registration_warnings() -> None:
    today = date(2026, 4, 1)
    existing = [
        operations.PlayerRecord(operations.PlayerId(1), 1, "Müller, Jürgen", 2310, fide_id="1000017"),  # type: ignore[arg-type]
    ]

    def warned(**fields: object) -> list[str]:
        return registration_warnings(PlayerDetails(**fields), existing, today=today)  # type: ignore[arg-type]

    assert warned(name="Doe, Jane", rating=1800, federation="ENG", birth_date="2001") == []
    (similar,) = warned(name="Mueller, Juergen")
    assert "looks like 'Müller, Jürgen' (no. 1, FIDE ID 1000017)" in similar
    assert warned(name="Jurgen Muller") != []  # the same words in another order
    assert warned(name="Doe, Jane", federation="XYZ") == ["federation 'XYZ' is not a FIDE federation code"]
    assert warned(name="Doe, Jane", birth_date="1850") == [
        "birth year 1850 is not possible for a player in 2026"
    ]
    assert warned(name="Doe, Jane", birth_date="2025/01/01") != []
    assert warned(name="Doe, Jane", birth_date="01.02.2003") == [
        "birth date '01.02.2003' is not YYYY or YYYY/MM/DD"
    ]
    assert "higher than any FIDE rating" in warned(name="Doe, Jane", rating=3100)[0]
    assert "below the FIDE rating floor of 1400" in warned(name="Doe, Jane", rating=900)[0]


def test_add_player_refuses_the_same_fide_id_and_returns_the_warnings(store_url: str) -> None:
    with operations.create(store_url, settings()) as tf:
        tf.players.add(PlayerDetails("Müller, Jürgen", 2310, fide_id="1000017"))
        before = snapshot(store_url)
        with pytest.raises(
            operations.OperationRefused,
            match=r"FIDE id 1000017 is already registered: Müller, Jürgen \(no. 1\)",
        ):
            tf.players.add(PlayerDetails("Somebody, Else", fide_id="1000017"))
        assert snapshot(store_url) == before
        added = tf.players.add(PlayerDetails("Muller, Jurgen", 2000, federation="XYZ"))
        assert any("looks like 'Müller, Jürgen'" in w for w in added.warnings)
        assert "federation 'XYZ' is not a FIDE federation code" in added.warnings
        assert tf.players.registration_warnings(PlayerDetails("Muller, J.", federation="GER")) != []


def test_the_tournament_keeps_its_copy_when_the_library_changes(
    store_url: str, tmp_path: Path, library: PlayerLibrary
) -> None:
    entry = library.by_fide_id(1000017)
    assert entry is not None
    with operations.create(store_url, settings(rating_type=RatingType.BLITZ)) as tf:
        found = details_from_library(entry, tf.event.settings().rating_type)
        player = tf.players.add(found.details, k_factor=found.k_factor).player
        assert (player.rating, player.club, player.national_id, player.national_rating, player.k_factor) == (
            2280,
            "SK Basel",
            "CH-1",
            2290,
            20,
        )
        newer = tmp_path / "sui-may.csv"
        newer.write_text(
            "ID;Name;Club;Rating;FIDE\nCH-1;Müller, Jürgen;SC Bern;2301;1000017\n", encoding="utf-8"
        )
        mapping = ColumnMapping({"national_id": 0, "name": 1, "club": 2, "rating": 3, "fide_id": 4}, ";")
        library.import_national_list(newer, mapping, "SUI")
        assert library.by_fide_id(1000017).national.club == "SC Bern"  # type: ignore[union-attr]
        assert tf.players.get(player.id) == player


# --- club restrictions ------------------------------------------------------------------------------


def _club_event(store_url: str, rounds: int = 5) -> operations.TournamentFile:
    tf = operations.create(store_url, settings(rounds))
    clubs = ["SK Basel", "SK Basel", "SG Zürich", "SG Zürich", "SK Basel", "SG Zürich", "", "Bern"]
    for i, club in enumerate(clubs):
        tf.players.add(PlayerDetails(f"Player {i + 1:02d}", 2400 - 10 * i, federation="SUI", club=club))
    return tf


def test_clubmates_do_not_meet_in_the_restricted_rounds(store_url: str) -> None:
    with _club_event(store_url) as tf:
        result = tf.restrictions.apply(GroupKind.CLUB, 2)
        numbers = {p.id: p.number for p in tf.players.all()}
        assert {(g.reason, tuple(numbers[m] for m in g.players)) for g in result.groups} == {
            ("club: SK Basel", (1, 2, 5)),
            ("club: SG Zürich", (3, 4, 6)),
        }
        assert all((g.first_round, g.last_round) == (1, 2) for g in result.groups) and result.warnings == ()
        assert len(tf.tournament().forbidden_pairs) == 2  # what the engine receives (TRF 260)
        club = {p.id: p.club for p in tf.players.all()}
        for _ in range(2):
            r = tf.rounds.pair_next()
            for b in r.boards:
                assert not (club[b.white] and club[b.white] == club[b.black]), (r.number, b)
                tf.results.set(r.number, b.board, operations.GameResult.DRAW)
        assert [e.operation for e in tf.audit_log()].count("restrict_club") == 1


def test_applying_again_replaces_and_removing_drops_only_that_kind(store_url: str) -> None:
    with _club_event(store_url) as tf:
        ids = [p.id for p in tf.players.all()]
        manual = tf.restrictions.add_pair([ids[6], ids[7]], reason="brothers")
        tf.restrictions.apply(GroupKind.CLUB, 1)
        tf.restrictions.apply(GroupKind.CLUB, 3)
        assert sorted((p.reason, p.last_round) for p in tf.restrictions.prohibited_pairs()) == [
            ("brothers", None),
            ("club: SG Zürich", 3),
            ("club: SK Basel", 3),
        ]
        removed = tf.restrictions.remove(GroupKind.CLUB)
        assert [p.reason for p in tf.restrictions.prohibited_pairs()] == [
            "brothers"
        ] and manual.reason == "brothers"
        tf.restrictions.restore(GroupKind.CLUB, removed)
        assert len(tf.restrictions.prohibited_pairs()) == 3


def test_a_late_entry_joins_its_clubs_group(store_url: str) -> None:
    with _club_event(store_url) as tf:
        tf.restrictions.apply(GroupKind.CLUB, 2)
        added = tf.players.add(PlayerDetails("Late, Lou", 2500, club="SK Basel"))
        assert "Late, Lou joins the restriction 'club: SK Basel' (prohibited pairings)" in added.warnings
        basel = next(g for g in tf.restrictions.prohibited_pairs() if g.reason == "club: SK Basel")
        assert added.player.id in basel.players


def test_a_federation_restriction_and_an_impossible_one_warns(store_url: str) -> None:
    with _club_event(store_url) as tf:
        result = tf.restrictions.apply(GroupKind.FEDERATION, 1)
        (group,) = result.groups
        assert group.reason == "federation: SUI" and len(group.players) == 8
        assert "8 of 8 players" in result.warnings[0]


def test_restrictions_are_refused_when_they_cannot_apply(store_url: str) -> None:
    with _club_event(store_url) as tf:
        with pytest.raises(operations.OperationRefused, match="round from 1 to 5"):
            tf.restrictions.apply(GroupKind.CLUB, 6)
        with pytest.raises(operations.OperationRefused, match="no club restriction"):
            tf.restrictions.remove(GroupKind.CLUB)
        tf.rounds.pair_next(pairer=simple_pair_round)
        with pytest.raises(operations.OperationRefused, match="already paired"):
            tf.restrictions.apply(GroupKind.CLUB, 1)


# --- rating updates --------------------------------------------------------------------------------


def test_rating_changes_are_listed_and_applied_in_one_operation(
    store_url: str, library: PlayerLibrary
) -> None:
    with operations.create(store_url, settings()) as tf:
        for fide_id in (1000017, 1000025, 1000041):
            entry = library.by_fide_id(fide_id)
            assert entry is not None
            found = details_from_library(entry, RatingType.STANDARD)
            tf.players.add(found.details, k_factor=found.k_factor if fide_id != 1000017 else None)
        keller = library.by_national_id("CH-2")
        assert keller is not None
        tf.players.add(details_from_library(keller, RatingType.STANDARD).details)
        by_name = {p.name: p for p in tf.players.all()}
        muller = by_name["Müller, Jürgen"]
        tf.players.edit(muller.id, replace(muller.details, rating=2000, title=""))
        knew = by_name["Keller, Anna"]
        tf.players.edit(knew.id, replace(knew.details, national_rating=1500, federation="SUI"))
        assert tf.ratings.changes(library.entry_for) != ()
        changes = tf.ratings.changes(library.entry_for)
        assert [(c.name, c.describe()) for c in changes] == [
            ("Müller, Jürgen", "rating 2000 -> 2310, title - -> FM, K factor - -> 20"),
            ("Keller, Anna", "national rating 1500 -> 1850"),  # a national entry alone: no federation change
        ]
        audit = len(tf.audit_log())
        tf.ratings.update(changes)
        assert len(tf.audit_log()) == audit + 1 and tf.audit_log()[-1].operation == "update_ratings"
        assert (tf.players.get(muller.id).rating, tf.players.get(muller.id).title) == (2310, "FM")
        assert tf.players.get(knew.id).federation == "SUI"
        assert tf.ratings.changes(library.entry_for) == ()
        tf.ratings.update([c.reversed() for c in changes])  # the window's undo
        assert tf.players.get(muller.id).rating == 2000


def test_after_round_1_the_update_asks_and_says_what_it_changes(
    store_url: str, library: PlayerLibrary
) -> None:
    with operations.create(store_url, settings()) as tf:
        for fide_id in (1000017, 1000025):
            tf.players.add(details_from_library(library.by_fide_id(fide_id), RatingType.STANDARD).details)  # type: ignore[arg-type]
        first = tf.players.by_number(1)
        tf.players.edit(first.id, replace(first.details, rating=1999))
        changes = tf.ratings.changes(library.entry_for)
        tf.rounds.pair_next(pairer=simple_pair_round)
        before = snapshot(store_url)
        with pytest.raises(operations.OperationRefused) as refused:
            tf.ratings.update(changes)
        assert consequences(1) in str(refused.value) and "pairing numbers" in consequences(1)
        assert snapshot(store_url) == before
        tf.ratings.update(changes, confirmed=True)
        assert tf.players.get(first.id).rating != 1999 and tf.players.get(first.id).number == first.number
        assert consequences(0) == ""


def test_a_stale_list_of_changes_is_refused(store_url: str, library: PlayerLibrary) -> None:
    with operations.create(store_url, settings()) as tf:
        entry = library.by_fide_id(1000017)
        assert entry is not None
        added = tf.players.add(
            replace(details_from_library(entry, RatingType.STANDARD).details, rating=1900)
        ).player
        changes = tf.ratings.changes(library.entry_for)
        tf.players.edit(added.id, replace(added.details, rating=1950))
        with pytest.raises(operations.OperationRefused, match="compare again"):
            tf.ratings.update(changes)
