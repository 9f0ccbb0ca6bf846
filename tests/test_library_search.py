"""Searching the player library (issue 13): names in any order and without accents (also letters
that do not decompose, such as Đ), FIDE and national IDs, federations; national data joined to the
FIDE entry of the same player."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from player_library import ColumnMapping, PlayerLibrary
from player_library.fold import name_keys, search_words, sort_key, words
from player_library.sample_lists import Layout, write_list
from player_library.search import parse_query

# --- folding --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "folded"),
    [
        ("Müller, Jürgen", "muller jurgen"),
        ("Đorđević, Milica", "dordevic milica"),
        ("Øygard, Łukasz", "oygard lukasz"),
        ("Straße, Ægir", "strasse aegir"),
        ("O'Brien, Seán", "obrien sean"),
        ("Ólafsson, Þór", "olafsson thor"),
        ("Yılmaz, Şükrü", "yilmaz sukru"),
        ("Van der Berg-Santos, J.", "van der berg santos j"),
        ("Nguyễn, Thị Đào", "nguyen thi dao"),
    ],
)
def test_names_fold_to_what_an_arbiter_types(name: str, folded: str) -> None:
    assert sort_key(name) == folded == " ".join(words(name))


def test_umlauts_are_also_indexed_in_their_two_letter_spelling() -> None:
    assert search_words("Müller, Jürgen").split() == ["muller", "jurgen", "mueller", "juergen"]
    assert name_keys("Müller, Hans") == ("muller hans", "muller hans mueller")
    assert name_keys("Dvořák, Jan") == ("dvorak jan", None)
    assert name_keys("Đorđević, Ana") == ("dordevic ana", "dordevic ana djordjevic")


@given(st.text(alphabet=st.characters(codec="ascii"), max_size=40))
def test_the_quick_ascii_key_is_the_general_one(name: str) -> None:
    assert sort_key(name) == " ".join(words(name))
    assert all(w.isalnum() and w == w.lower() for w in sort_key(name).split())


# --- the query ------------------------------------------------------------------------------------------


def test_capital_federation_codes_filter_and_small_ones_also_match_names() -> None:
    q = parse_query("Carlsen NOR")
    assert q.terms == ("carlsen",) and q.federation == "NOR"
    q = parse_query("carlsen nor")
    assert q.terms == ("carlsen", "nor") and q.federations == {"nor"} and q.federation == ""
    assert parse_query("ABC").terms == ("abc",)  # not a federation: a name
    assert parse_query(" 01503014 ").digits == "1503014"


# --- searching a list -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def lib(tmp_path_factory: pytest.TempPathFactory) -> PlayerLibrary:
    folder = tmp_path_factory.mktemp("search")
    library = PlayerLibrary(folder / "players.library")
    library.import_fide_list(write_list(folder / "players_list_foa.txt", 3000, Layout.COMBINED_TXT))
    national = folder / "sui.csv"
    national.write_text(
        "ID;Name;Club;Rating;FIDE\n"
        "CH-1;Müller, Jürgen;SK Basel;2290;1000017\n"
        "CH-2;Keller, Anna;SK Basel;1850;\n"
        "CH-3;Đurić, Ivan;SG Zürich;2011;\n",
        encoding="utf-8",
    )
    mapping = ColumnMapping({"national_id": 0, "name": 1, "club": 2, "rating": 3, "fide_id": 4}, ";")
    library.import_national_list(national, mapping, "SUI 2026")
    yield library
    library.close()


def names(lib: PlayerLibrary, text: str, limit: int = 50) -> list[str]:
    return [p.name for p in lib.search(text, limit).players]


@pytest.mark.parametrize(
    "typed",
    ["muller", "Müller", "mueller", "jurgen muller", "MULLER J", "mull jur", "Muller, Jurgen", "1000017"],
)
def test_a_player_is_found_however_the_name_is_typed(lib: PlayerLibrary, typed: str) -> None:
    assert "Müller, Jürgen" in names(lib, typed)


@pytest.mark.parametrize("typed", ["dordevic", "Đorđević", "djordjevic", "milica dord", "djordj mil"])
def test_letters_that_do_not_decompose_are_found_without_them(lib: PlayerLibrary, typed: str) -> None:
    assert "Đorđević, Milica" in names(lib, typed)


def test_apostrophes_and_special_letters(lib: PlayerLibrary) -> None:
    assert names(lib, "obrien") == ["O'Brien, Seán"]
    assert names(lib, "o'brien sean") == ["O'Brien, Seán"]
    assert names(lib, "oygard lukasz") == ["Øygard, Łukasz"]
    assert names(lib, "strasse") == ["Straße, Ægir"]


def test_names_that_begin_with_the_words_come_first_in_name_order(lib: PlayerLibrary) -> None:
    found = lib.search("ka", 30).players
    keys = [sort_key(p.name) for p in found]
    starting = [k for k in keys if k.startswith("ka")]
    assert starting and keys[: len(starting)] == sorted(starting)
    assert all(any(w.startswith("ka") for w in k.split()) for k in keys)


def test_every_word_must_begin_a_word_of_the_name(lib: PlayerLibrary) -> None:
    for p in lib.search("an ka", 50).players:
        found = sort_key(p.name).split() + (search_words(p.name).split())
        assert any(w.startswith("an") for w in found) and any(w.startswith("ka") for w in found), p.name


def test_a_capital_federation_keeps_its_players(lib: PlayerLibrary) -> None:
    found = lib.search("GER", 50).players
    assert len(found) == 50 and {p.federation for p in found} == {"GER"}
    assert [sort_key(p.name) for p in found] == sorted(sort_key(p.name) for p in found)
    assert [p.name for p in lib.search("muller GER").players] == ["Müller, Jürgen"]
    assert lib.search("muller SRB").players == ()


def test_a_small_federation_code_finds_names_and_the_federation(lib: PlayerLibrary) -> None:
    found = lib.search("dordevic srb").players
    assert [p.name for p in found] == ["Đorđević, Milica"]


def test_a_fide_id_finds_its_player_first_then_ids_beginning_with_it(lib: PlayerLibrary) -> None:
    found = lib.search("1000025").players
    assert found[0].name == "Đorđević, Milica"
    assert all(str(p.fide_id).startswith("1000025") for p in found)
    prefix = lib.search("10000").players
    assert prefix and all(str(p.fide_id).startswith("10000") for p in prefix)


def test_the_limit_and_more(lib: PlayerLibrary) -> None:
    result = lib.search("a", 10)
    assert len(result.players) == 10 and result.more
    assert lib.search("", 10).players == () and not lib.search("zzzzqq").more


def test_national_data_joins_the_fide_entry_of_the_same_player(lib: PlayerLibrary) -> None:
    (muller,) = lib.search("muller").players
    assert muller.fide_id == 1000017 and muller.national is not None
    assert (muller.national.list_name, muller.national.national_id, muller.national.rating) == (
        "SUI 2026",
        "CH-1",
        2290,
    )
    assert muller.national.club == "SK Basel"
    (keller,) = lib.search("keller anna").players
    assert keller.fide_id is None and keller.national is not None and keller.national.national_id == "CH-2"
    assert [p.name for p in lib.search("duric").players] == ["Đurić, Ivan"]
    assert lib.by_national_id("CH-3").name == "Đurić, Ivan"  # type: ignore[union-attr]
    assert lib.by_fide_id(1000017).national.club == "SK Basel"  # type: ignore[union-attr]
