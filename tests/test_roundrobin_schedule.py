"""Round robins in cycles (C.05 Annex 1): colours reversed in the second cycle, the last two rounds of the
first cycle reversed for ``FIDE_DOUBLEROUNDROBIN``, the pairer's contract, the checker, the drawing of
lots and the TRF 192 codes."""

from __future__ import annotations

import pytest

from engine.errors import InvalidTournamentError
from engine.model import (
    Colour,
    PairingNumber,
    Player,
    ResultCode,
    RoundEntry,
    RoundRobin,
    RulesEdition,
    Tournament,
)
from engine.roundrobin import (
    RoundRobinError,
    berger_table,
    check_schedule,
    draw_lots,
    explain_round,
    pair_round,
    rounds_in,
    schedule,
)
from engine.trf import read_trf, write_trf

DOUBLE = RoundRobin(2)
FIDE_DOUBLE = RoundRobin(2, True)


def colours(players: int, settings: RoundRobin) -> dict[int, str]:
    """Each player's colours in the games they play, in round order (W/B)."""
    out = {p: "" for p in range(1, players + 1)}
    for r in schedule(players, settings):
        for b in r.boards:
            out[b.white] += "W"
            out[b.black] += "B"
    return out


@pytest.mark.parametrize("players", range(3, 25))
def test_the_second_cycle_is_the_table_again_with_colours_reversed(players: int) -> None:
    rounds = schedule(players, DOUBLE)
    half = rounds_in(players, RoundRobin())
    assert len(rounds) == 2 * half
    for first, second in zip(rounds[:half], rounds[half:], strict=True):
        assert [(b.black, b.white) for b in first.boards] == [(b.white, b.black) for b in second.boards]
        assert first.free == second.free and (first.cycle, second.cycle) == (1, 2)
    met: dict[frozenset[int], list[int]] = {}
    for r in rounds:
        for b in r.boards:
            met.setdefault(frozenset((b.white, b.black)), []).append(b.white)
    assert len(met) == players * (players - 1) // 2
    assert all(len(whites) == 2 and whites[0] != whites[1] for whites in met.values())


@pytest.mark.parametrize("players", range(3, 25))
def test_fide_double_round_robin_swaps_the_last_two_rounds_of_the_first_cycle_only(players: int) -> None:
    plain, swapped = schedule(players, DOUBLE), schedule(players, FIDE_DOUBLE)
    half = rounds_in(players, RoundRobin())
    order = [r.table_round for r in swapped]
    assert order == [*range(1, half - 1), half, half - 1, *range(1, half + 1)]
    assert [r.boards for r in swapped[: half - 2]] == [r.boards for r in plain[: half - 2]]
    assert (swapped[half - 2].boards, swapped[half - 1].boards) == (
        plain[half - 1].boards,
        plain[half - 2].boards,
    )
    assert [r.boards for r in swapped[half:]] == [r.boards for r in plain[half:]]


@pytest.mark.parametrize("players", range(3, 25))
def test_with_the_swap_nobody_has_the_same_colour_three_games_running(players: int) -> None:
    runs = [p for p, c in colours(players, FIDE_DOUBLE).items() if "WWW" in c or "BBB" in c]
    assert runs == []


@pytest.mark.parametrize("players", range(4, 25, 2))
def test_without_the_swap_an_even_field_has_three_in_a_row_at_the_cycle_boundary(players: int) -> None:
    """Why C.05 Annex 1 recommends the swap: it is not an idle option."""
    runs = [p for p, c in colours(players, DOUBLE).items() if "WWW" in c or "BBB" in c]
    assert runs


def test_more_cycles_alternate_the_colours() -> None:
    rounds = schedule(4, RoundRobin(3))
    assert [r.cycle for r in rounds] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert rounds[6].boards == rounds[0].boards and rounds[3].boards != rounds[0].boards


def test_settings_that_no_code_names_are_refused() -> None:
    with pytest.raises(ValueError, match="double round robin"):
        RoundRobin(1, True)
    with pytest.raises(ValueError, match="1 to 9 cycles"):
        RoundRobin(0)


@pytest.mark.parametrize(
    ("code", "settings", "written"),
    [
        ("FIDE_ROUNDROBIN", RoundRobin(1), "FIDE_ROUNDROBIN"),
        ("BERGER_ROUNDROBIN", RoundRobin(1), "FIDE_ROUNDROBIN"),
        ("BERGER_ROUNDROBIN_G1", RoundRobin(1), "FIDE_ROUNDROBIN"),
        ("BERGER_DOUBLEROUNDROBIN", RoundRobin(2), "BERGER_DOUBLEROUNDROBIN"),
        ("berger_roundrobin_g2", RoundRobin(2), "BERGER_DOUBLEROUNDROBIN"),
        ("FIDE_DOUBLEROUNDROBIN", RoundRobin(2, True), "FIDE_DOUBLEROUNDROBIN"),
        ("BERGER_ROUNDROBIN_G4", RoundRobin(4), "BERGER_ROUNDROBIN_G4"),
    ],
)
def test_trf_192_codes_of_the_tournament_type_table(code: str, settings: RoundRobin, written: str) -> None:
    t = read_trf(f"012 RR\n192 {code}\n001    1      A\n001    2      B\n001    3      C\n")
    assert t.round_robin == settings and t.extra_records == ()
    assert f"192 {written}\n" in write_trf(t)
    assert read_trf(write_trf(t)).round_robin == settings


def test_a_192_code_of_another_system_is_kept_as_read() -> None:
    t = read_trf("012 X\n192 CUSTOM_SWISS\n001    1      A\n")
    assert t.round_robin is None and t.extra_records == ("192 CUSTOM_SWISS",)


def _tournament(players: int, settings: RoundRobin, rounds: int, results: bool = True) -> Tournament:
    """``rounds`` rounds of the schedule recorded, white winning every game (pending when not ``results``)."""
    cells: dict[int, list[RoundEntry]] = {p: [] for p in range(1, players + 1)}
    for r in schedule(players, settings)[:rounds]:
        for b in r.boards:
            w, k = (ResultCode.WIN, ResultCode.LOSS) if results else (ResultCode.PENDING, ResultCode.PENDING)
            cells[b.white].append(RoundEntry(b.black, Colour.WHITE, w))
            cells[b.black].append(RoundEntry(b.white, Colour.BLACK, k))
        if r.free is not None:
            cells[r.free].append(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
    return Tournament(
        name="RR",
        number_of_rounds=rounds_in(players, settings),
        round_robin=settings,
        players=tuple(Player(PairingNumber(p), f"P{p}", rounds=tuple(c)) for p, c in cells.items()),
    )


@pytest.mark.parametrize("players", [3, 4, 9, 10])
def test_pair_round_gives_the_next_round_without_waiting_for_results(players: int) -> None:
    planned = schedule(players, FIDE_DOUBLE)
    for done in range(len(planned)):
        t = _tournament(players, FIDE_DOUBLE, done, results=False)
        pairing = pair_round(t)
        assert pairing.round == done + 1 and pairing.boards == planned[done].boards and pairing.bye is None
    with pytest.raises(RoundRobinError, match="all 18 rounds|all 20 rounds|all 6 rounds|all 8 rounds"):
        pair_round(_tournament(players, FIDE_DOUBLE, len(planned)))


def test_pair_round_refuses_a_swiss_and_numbers_with_gaps() -> None:
    swiss = Tournament(name="Open", players=(Player(PairingNumber(1), "A"), Player(PairingNumber(2), "B")))
    with pytest.raises(RoundRobinError, match="not a round robin"):
        pair_round(swiss)
    gap = Tournament(
        round_robin=RoundRobin(),
        players=tuple(Player(PairingNumber(n), f"P{n}") for n in (1, 2, 4)),
    )
    with pytest.raises(RoundRobinError, match="missing 3"):
        pair_round(gap)


def test_the_dutch_engine_refuses_a_round_robin() -> None:
    from engine.dutch import check_tournament
    from engine.dutch import pair_round as dutch

    t = _tournament(6, RoundRobin(), 2)
    with pytest.raises(InvalidTournamentError, match="192 FIDE_ROUNDROBIN.*Berger tables"):
        dutch(t)
    with pytest.raises(InvalidTournamentError, match="round robin"):
        check_tournament(t)
    assert dutch(Tournament(players=t.players, rules=RulesEdition.DUTCH_2025)).round == 3


def test_the_checker_finds_a_round_that_is_not_the_tables() -> None:
    t = _tournament(6, RoundRobin(), 3)
    assert check_schedule(t) == []
    players = list(t.players)
    # round 2: 6-4 played with the colours reversed
    four, six = players[3], players[5]
    players[3] = Player(
        four.number,
        four.name,
        rounds=(four.rounds[0], RoundEntry(PairingNumber(6), Colour.WHITE, ResultCode.WIN), four.rounds[2]),
    )
    players[5] = Player(
        six.number,
        six.name,
        rounds=(six.rounds[0], RoundEntry(PairingNumber(4), Colour.BLACK, ResultCode.LOSS), six.rounds[2]),
    )
    found = check_schedule(Tournament(round_robin=RoundRobin(), players=tuple(players)))
    assert [d.round for d in found] == [2]
    assert "pairs 6-4" in str(found[0]) and "recorded 4-6" in str(found[0])


def test_explain_says_which_table_round_and_cycle() -> None:
    t = _tournament(5, FIDE_DOUBLE, 0)
    text = str(explain_round(t, 4))
    assert "round 5 of the Berger table for 6 (C.05 Annex 1), cycle 1" in text
    assert "meets the dummy 6" in text
    assert "colours reversed" in str(explain_round(t, 7))


def test_drawing_lots_is_a_permutation_repeatable_from_its_seed() -> None:
    draws = [draw_lots(10, seed) for seed in range(50)]
    assert all(sorted(d.order) == list(range(10)) for d in draws)
    assert draw_lots(10, 17) == draws[17]
    assert len({d.order for d in draws}) > 40  # different seeds, different orders
    fresh = draw_lots(10)
    assert draw_lots(10, fresh.seed) == fresh
    with pytest.raises(RoundRobinError):
        draw_lots(0)


def test_the_table_is_the_same_object_for_odd_and_even_fields() -> None:
    assert berger_table(7) == berger_table(8)
