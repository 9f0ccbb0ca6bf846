"""The registration's similar-name check found through an index (``operations.similar_names``) warns
about exactly the players a comparison with every registered name warns about: one name per rule,
and many generated names checked against a full scan written here from the rule."""

from __future__ import annotations

import difflib
import random

import pytest

from engine.model import PairingNumber
from operations.registration import similar_players
from player_library.fold import sort_key
from values import PlayerId, PlayerRecord

REGISTERED = [
    "Müller, Jürgen",
    "Đorđević, Milan",
    "O'Brien, Patrick",
    "Kasparov, Garry",
    "Svensson, Anna-Karin",
    "Carlsen, Magnus",
    "Nakamura, Hikaru",
    "Doe, Jane",
    "Jane",
    "Ng, Li",
]


def _players(names: list[str]) -> list[PlayerRecord]:
    return [PlayerRecord(PlayerId(i + 1), PairingNumber(i + 1), n) for i, n in enumerate(names)]


def _full_scan(name: str, players: list[PlayerRecord], exclude: object = None) -> list[PlayerRecord]:
    """The check as it was before the index: every registered name compared by every rule."""

    def parts(text: str) -> tuple[str, str]:
        surname, _, first = text.partition(",")
        return sort_key(surname), sort_key(first)

    key = sort_key(name)
    if not key:
        return []
    surname, first = parts(name)
    found = []
    for p in players:
        if p.id == exclude:
            continue
        other = sort_key(p.name)
        other_surname, other_first = parts(p.name)
        if (
            other == key
            or sorted(other.split()) == sorted(key.split())
            or difflib.SequenceMatcher(None, key, other).ratio() >= 0.9
            or (surname == other_surname and (first.startswith(other_first) or other_first.startswith(first)))
        ):
            found.append(p)
    return found


def _names(name: str, players: list[PlayerRecord], exclude: object = None) -> list[str]:
    return [p.name for p in similar_players(name, players, exclude)]


@pytest.mark.sqlite_only("no_store")
def test_each_rule_of_the_check_finds_its_name() -> None:
    players = _players(REGISTERED)
    assert _names("muller, jurgen", players) == ["Müller, Jürgen"]  # accents and case folded
    assert _names("Dorđevic, Milan", players) == ["Đorđević, Milan"]  # a letter of its own folded
    assert _names("OBrien, Patrick", players) == ["O'Brien, Patrick"]  # the apostrophe dropped
    assert _names("Garry Kasparov", players) == ["Kasparov, Garry"]  # the words in another order
    assert _names("Svenson, Anna-Karin", players) == ["Svensson, Anna-Karin"]  # one letter off (difflib)
    assert _names("Carlsen, M.", players) == ["Carlsen, Magnus"]  # an initial begins the first name
    assert _names("Nakamura", players) == ["Nakamura, Hikaru"]  # no first name: the surname alone
    assert _names("Jane", players) == ["Jane"]  # a one-word name (too short to cut in pieces)
    assert _names("Ng, L.", players) == ["Ng, Li"]
    assert _names("Smith, John", players) == []
    assert _names("Müller, Jürgen", players, exclude=PlayerId(1)) == []  # the player being edited
    assert _names(" , ", players) == []  # a name that folds to nothing


@pytest.mark.sqlite_only("no_store")
def test_the_index_warns_as_the_full_scan_on_many_names() -> None:
    rng = random.Random(30)
    stems = ["Muller", "Mueller", "Petrov", "Petrova", "Ivanov", "Ivanova", "Smith", "Smyth", "Li", "Ng"]
    firsts = ["Anna", "Ana", "J.", "Jurgen", "Jürgen", "Ivan", "I.", "Li", "", "Marie-Claire"]

    def name() -> str:
        surname = rng.choice(stems) + rng.choice(["", "", "a", "son", "-Lopez", "ić"])
        if rng.random() < 0.2:
            surname = surname.replace(surname[rng.randrange(len(surname))], rng.choice("aeioxz"), 1)
        first = rng.choice(firsts)
        return f"{surname}, {first}" if first and rng.random() < 0.8 else f"{first} {surname}".strip()

    players = _players([name() for _ in range(150)] + [f"Section C Player {i:04d}" for i in range(50)])
    asked = [name() for _ in range(150)] + [f"Section C Player {i:04d}" for i in range(0, 100, 7)]
    found = 0
    for text in asked:
        expected = _full_scan(text, players)
        assert similar_players(text, players) == expected, text
        found += len(expected)
    assert found > len(asked)  # the names are alike often enough for the comparison to mean something
