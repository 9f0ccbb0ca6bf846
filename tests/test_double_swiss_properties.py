"""Properties of the Double-Swiss engine over generated rounds, and the checker against corruptions.

Every round of every generated tournament is paired by the engine; on each: the C.04.1 basic rules
(no two meetings, at most one pairing-allocated bye per player, a colour difference within 2 and no
colour three times in a row, game by game), the absolute criteria of C.04.5 ([C1], [C2], every present
player paired once, the bye only when the number is odd), and the checker accepting the engine's own
pairing. Then hand-made corruptions of recorded matches, each rejected by the checker naming the
article it breaks. The ordinary suite runs a few hundred rounds; ``slow`` runs thousands.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from engine.double_swiss import check_tournament, generate
from engine.double_swiss.matches import MatchKind, bye_cells, match_cells, match_entry
from engine.double_swiss.state import match_to_pair
from engine.errors import NoLegalPairingError
from engine.generator import GeneratorConfig
from engine.model import Colour, PairingNumber, ResultCode, Tournament

N = PairingNumber


def configs(count: int, seed: int) -> list[GeneratorConfig]:
    rng = random.Random(seed)
    found = []
    for i in range(count):
        players = rng.randint(4, 40)
        rounds = rng.randint(1, min(9, players - 2))
        found.append(
            GeneratorConfig(
                players=players,
                rounds=rounds,
                seed=seed * 100_000 + i,
                forfeit_rate=rng.choice([0, 6, 15]),
                half_point_bye_rate=rng.choice([0, 12]),
                full_point_bye_rate=rng.choice([0, 40]),
                retired_rate=rng.choice([0, 15]),
                draw_percentage=rng.randint(0, 60),
            )
        )
    return found


def tournaments(count: int, seed: int) -> list[Tournament]:
    made = []
    for config in configs(count, seed):
        try:
            made.append(generate(config))
        except NoLegalPairingError:
            continue  # a small event can run out of legal pairings (3.3.3): the arbiter decides
    return made


def assert_basic_rules(t: Tournament) -> int:
    """Every match of ``t`` against C.04.1 and the absolute criteria of C.04.5; the rounds seen."""
    matches = match_to_pair(t) - 1
    met: set[frozenset[PairingNumber]] = set()
    pab: Counter[PairingNumber] = Counter()
    barred: set[PairingNumber] = set()
    for m in range(1, matches + 1):
        entries = {p.number: match_entry(p, m) for p in t.players}
        present = [n for n, e in entries.items() if e.opponent is not None or e.bye is ResultCode.PAIRING_BYE]
        byes = [n for n in present if entries[n].opponent is None]
        assert len(byes) == len(present) % 2, (m, byes)
        for n in byes:
            assert n not in barred, f"match {m}: [C2] {n}"
            pab[n] += 1
        for n in present:
            e = entries[n]
            if e.opponent is None:
                continue
            assert entries[e.opponent].opponent == n
            pair = frozenset((n, e.opponent))
            if e.kind is MatchKind.PLAYED:
                assert pair not in met, f"match {m}: [C1] {sorted(pair)}"
        for n in present:
            e = entries[n]
            if e.kind is MatchKind.PLAYED and e.opponent is not None:
                met.add(frozenset((n, e.opponent)))
            if e.kind is MatchKind.FORFEITED and e.game1.result is ResultCode.FORFEIT_WIN:
                barred.add(n)
            if e.bye in (ResultCode.PAIRING_BYE, ResultCode.FULL_BYE):
                barred.add(n)
    assert max(pab.values(), default=0) <= 1
    for p in t.players:  # C.04.1 f, g over the games (two alternating colours per match)
        colours = [e.colour for e in p.rounds if e.colour is not Colour.NONE]
        assert abs(colours.count(Colour.WHITE) - colours.count(Colour.BLACK)) <= 2
        assert all(len(set(colours[i : i + 3])) > 1 for i in range(len(colours) - 2)), colours
    return matches


def test_generated_rounds_keep_the_rules_and_the_checker_accepts_them() -> None:
    seen = 0
    for t in tournaments(60, 1):
        seen += assert_basic_rules(t)
        assert check_tournament(t) == []
    assert seen >= 200


@pytest.mark.slow
def test_thousands_of_generated_rounds() -> None:
    seen = 0
    for t in tournaments(900, 2):
        seen += assert_basic_rules(t)
        assert check_tournament(t) == []
    assert seen >= 3000


# --- corruptions, each rejected naming the article ------------------------------------------------


def with_match(t: Tournament, m: int, cells: dict[PairingNumber, tuple]) -> Tournament:  # type: ignore[type-arg]
    players = []
    for p in t.players:
        if p.number in cells:
            rounds = list(p.rounds)
            rounds[2 * m - 2 : 2 * m] = cells[p.number]
            p = replace(p, rounds=tuple(rounds))
        players.append(p)
    return replace(t, players=tuple(players))


def boards(t: Tournament, m: int) -> list[tuple[PairingNumber, PairingNumber]]:
    """(white, black) of match ``m``."""
    found = []
    for p in t.players:
        e = match_entry(p, m)
        if e.opponent is not None and e.game1.colour is Colour.WHITE:
            found.append((p.number, e.opponent))
    return sorted(found)


def articles(t: Tournament, m: int) -> set[str]:
    return {b.article for b in check_tournament(t, m)}


def swap(
    t: Tournament, m: int, a: tuple[PairingNumber, PairingNumber], b: tuple[PairingNumber, PairingNumber]
) -> Tournament:
    """Match ``m`` with the pairs a, b re-paired a0-b1, b0-a1 (whites kept)."""
    draw = (ResultCode.DRAW, ResultCode.DRAW)
    return with_match(
        t,
        m,
        {
            a[0]: match_cells(b[1], True, draw),
            b[1]: match_cells(a[0], False, draw),
            b[0]: match_cells(a[1], True, draw),
            a[1]: match_cells(b[0], False, draw),
        },
    )


def event(seed: int = 5, players: int = 14, rounds: int = 4) -> Tournament:
    return generate(GeneratorConfig(players=players, rounds=rounds, seed=seed))


def test_a_rematch_breaks_c1() -> None:
    t = event()
    first = dict(boards(t, 1))
    white, black = boards(t, 3)[0]
    # re-pair match 3 so that white meets its match-1 opponent, the other two players together
    old = first.get(white) or next(w for w, b in first.items() if b == white)
    partner = next(p for p in boards(t, 3) if old in p)
    corrupted = swap(t, 3, (white, black), partner if partner[0] != old else (partner[1], partner[0]))
    assert "C.04.5 2.1.1 [C1]" in articles(corrupted, 3)


def test_a_second_bye_breaks_c2() -> None:
    t = generate(GeneratorConfig(players=5, rounds=3, seed=8))
    first_bye = next(p.number for p in t.players if match_entry(p, 1).bye is ResultCode.PAIRING_BYE)
    second_bye = next(p.number for p in t.players if match_entry(p, 2).bye is ResultCode.PAIRING_BYE)
    opponent = match_entry(t.player(first_bye), 2).opponent
    assert opponent is not None
    draw = (ResultCode.DRAW, ResultCode.DRAW)
    corrupted = with_match(
        t,
        2,
        {
            first_bye: bye_cells(ResultCode.PAIRING_BYE),
            second_bye: match_cells(opponent, True, draw),
            opponent: match_cells(second_bye, False, draw),
        },
    )
    assert "C.04.5 2.1.2 [C2]" in articles(corrupted, 2)


def test_the_bye_to_another_player_breaks_3_4() -> None:
    t = generate(GeneratorConfig(players=9, rounds=2, seed=2))
    bye = next(p.number for p in t.players if match_entry(p, 1).bye is ResultCode.PAIRING_BYE)
    white, black = boards(t, 1)[0]  # the top board's white takes the bye instead
    draw = (ResultCode.DRAW, ResultCode.DRAW)
    corrupted = with_match(
        t,
        1,
        {
            white: bye_cells(ResultCode.PAIRING_BYE),
            bye: match_cells(black, True, draw),
            black: match_cells(bye, False, draw),
        },
    )
    assert "C.04.5 3.4" in articles(corrupted, 1)


def test_two_byes_leave_a_player_unpaired_and_break_3_3_1() -> None:
    t = event()
    white, black = boards(t, 2)[0]
    unpaired = with_match(
        t, 2, {white: bye_cells(ResultCode.PAIRING_BYE), black: bye_cells(ResultCode.PAIRING_BYE)}
    )
    assert "C.04.5 3.3.1" in articles(unpaired, 2)


def test_other_pairs_in_the_first_round_break_3_6() -> None:
    t = event(players=8, rounds=2)
    top = boards(t, 1)
    corrupted = swap(t, 1, top[0], top[1])
    assert articles(corrupted, 1) & {"C.04.5 3.6.4", "C.04.5 3.5.5"} == {"C.04.5 3.6.4"}


def test_colours_reversed_break_art_4() -> None:
    t = event(seed=11, players=12, rounds=3)
    for m in (1, 2, 3):
        white, black = boards(t, m)[0]
        w, b = match_entry(t.player(white), m), match_entry(t.player(black), m)
        corrupted = with_match(
            t,
            m,
            {
                white: match_cells(black, False, (w.game1.result, w.game2.result)),
                black: match_cells(white, True, (b.game1.result, b.game2.result)),
            },
        )
        found = articles(corrupted, m)
        assert found and all(a.startswith("C.04.5 4.3.") for a in found), found
