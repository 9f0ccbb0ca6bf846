"""A whole tournament through the operations of ``db``: players, late entries, byes, withdrawals,
every kind of result, a correction in an earlier round, TRF export.

Pairings come from the deterministic stand-in (``operations.standin``) injected through the ``pairer``
seam: these tests are about the file layer, not the Dutch rules (``test_db_engine.py`` uses the
real engine).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

import operations
from engine.model import Colour, Pairing, ResultCode, Tournament
from engine.trf import read_trf
from tests.test_db_support import new_file, pairer, snapshot
from values import ByeKind, GameResult, PlayerDetails, PlayerId, RoundState, TrfVersion

HALF = Fraction(1, 2)
# What each result is worth to (white, black): written out here, independently of the code under test.
WORTH = {
    GameResult.WHITE_WINS: (Fraction(1), Fraction(0)),
    GameResult.BLACK_WINS: (Fraction(0), Fraction(1)),
    GameResult.DRAW: (HALF, HALF),
    GameResult.WHITE_WINS_FORFEIT: (Fraction(1), Fraction(0)),
    GameResult.BLACK_WINS_FORFEIT: (Fraction(0), Fraction(1)),
    GameResult.DOUBLE_FORFEIT: (Fraction(0), Fraction(0)),
    GameResult.WHITE_WINS_UNRATED: (Fraction(1), Fraction(0)),
    GameResult.BLACK_WINS_UNRATED: (Fraction(0), Fraction(1)),
    GameResult.DRAW_UNRATED: (HALF, HALF),
}
BYE_WORTH = {ByeKind.HALF: HALF, ByeKind.ZERO: Fraction(0), ByeKind.FULL: Fraction(1)}
TRF_CODES = {
    GameResult.WHITE_WINS: ("1", "0"),
    GameResult.BLACK_WINS: ("0", "1"),
    GameResult.DRAW: ("=", "="),
    GameResult.WHITE_WINS_FORFEIT: ("+", "-"),
    GameResult.BLACK_WINS_FORFEIT: ("-", "+"),
    GameResult.DOUBLE_FORFEIT: ("-", "-"),
    GameResult.WHITE_WINS_UNRATED: ("W", "L"),
    GameResult.BLACK_WINS_UNRATED: ("L", "W"),
    GameResult.DRAW_UNRATED: ("D", "D"),
}


class Ledger:
    """The test's own account of what the arbiter entered, to check the file against."""

    def __init__(self) -> None:
        self.results: dict[tuple[int, int], tuple[PlayerId, PlayerId, GameResult]] = {}
        self.byes: dict[tuple[int, PlayerId], Fraction] = {}

    def points(self, player: PlayerId) -> Fraction:
        total = sum((v for (_, p), v in self.byes.items() if p == player), Fraction(0))
        for white, black, result in self.results.values():
            if player == white:
                total += WORTH[result][0]
            elif player == black:
                total += WORTH[result][1]
        return total


def _play(tf: operations.TournamentFile, ledger: Ledger, number: int, results: list[GameResult]) -> None:
    info = tf.rounds.get(number)
    assert len(info.boards) == len(results), info
    for board, result in zip(info.boards, results, strict=True):
        stored = tf.results.set(number, board.board, result)
        assert stored.result is result
        ledger.results[(number, board.board)] = (board.white, board.black, result)
    if info.pairing_bye is not None:
        ledger.byes[(number, info.pairing_bye)] = Fraction(1)
    for bye in info.byes:
        ledger.byes[(number, bye.player)] = BYE_WORTH[bye.kind]
    assert tf.rounds.get(number).state is RoundState.COMPLETE


def _check_scores(tf: operations.TournamentFile, ledger: Ledger) -> None:
    t = tf.tournament()
    numbers = tf.players.numbers()
    for p in tf.players.all():
        assert t.player(numbers[p.id]).score(t.point_system) == ledger.points(p.id), p.name


def test_whole_tournament(store_url: str) -> None:
    ledger = Ledger()
    with new_file(store_url, players=8, rounds=6) as tf:
        ids = {p.name: p.id for p in tf.players.all()}

        # Round 1: Horn asked for a half-point bye, so seven play and one gets the PAB.
        tf.players.request_bye(1, ids["Horn, Hal"], ByeKind.HALF)
        r1 = tf.rounds.pair_next(pairer=pairer)
        assert r1.number == 1 and len(r1.boards) == 3 and r1.pairing_bye is not None
        assert ids["Horn, Hal"] not in {b.white for b in r1.boards} | {b.black for b in r1.boards}
        _play(tf, ledger, 1, [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.WHITE_WINS_FORFEIT])

        # A late entry after round 1 takes the TPN of its rating (C.04.2 art. 2.4/2.5).
        added = tf.players.add(PlayerDetails("Ivanov, Igor", 2300, "FM", "RUS", "1000009"))
        assert added.player.number == 3
        assert {p.name for p in added.renumbered} == {
            "Costa, Caio",
            "Dvorak, Dana",
            "Eze, Emeka",
            "Fox, Fay",
            "Gupta, Gita",
            "Horn, Hal",
        }
        assert tf.players.get(ids["Horn, Hal"]).number == 9
        ids["Ivanov, Igor"] = added.player.id
        assert tf.tournament().player(added.player.number).entry(1).opponent is None

        # Round 2: Berg takes a zero-point bye; eight of nine players play.
        tf.players.request_bye(2, ids["Berg, Bo"], ByeKind.ZERO)
        r2 = tf.rounds.pair_next(pairer=pairer)
        assert len(r2.boards) == 4 and r2.pairing_bye is None
        _play(
            tf,
            ledger,
            2,
            [
                GameResult.BLACK_WINS,
                GameResult.BLACK_WINS_FORFEIT,
                GameResult.WHITE_WINS_UNRATED,
                GameResult.DRAW,
            ],
        )
        r2_boards = tf.rounds.get(2).boards

        # Fox withdraws before round 3: no longer paired (C.04.2 art. 3.2).
        fox = tf.players.withdraw_player(ids["Fox, Fay"])
        assert fox.withdrawn_from_round == 3
        r3 = tf.rounds.pair_next(pairer=pairer)
        assert ids["Fox, Fay"] not in {b.white for b in r3.boards} | {b.black for b in r3.boards}
        assert len(r3.boards) == 4 and r3.pairing_bye is None
        _play(
            tf,
            ledger,
            3,
            [
                GameResult.DOUBLE_FORFEIT,
                GameResult.BLACK_WINS_UNRATED,
                GameResult.DRAW_UNRATED,
                GameResult.WHITE_WINS,
            ],
        )

        # A correction in round 1: the later pairings stay, the scores follow.
        first = tf.rounds.get(1).boards[0]
        corrected = tf.results.set(1, first.board, GameResult.BLACK_WINS)
        ledger.results[(1, first.board)] = (first.white, first.black, GameResult.BLACK_WINS)
        assert corrected.result is GameResult.BLACK_WINS
        assert tf.rounds.get(2).boards == r2_boards
        _check_scores(tf, ledger)

        # Round 4: Fox is back, Adams takes a full-point bye.
        tf.players.reinstate(ids["Fox, Fay"])
        tf.players.request_bye(4, ids["Adams, Anna"], ByeKind.FULL)
        r4 = tf.rounds.pair_next(pairer=pairer)
        assert ids["Fox, Fay"] in {b.white for b in r4.boards} | {b.black for b in r4.boards}
        _play(tf, ledger, 4, [GameResult.WHITE_WINS] * len(r4.boards))

        # A late entry after round 4 keeps everybody's TPN (C.04.2 art. 2.3) and says so.
        late = tf.players.add(PlayerDetails("Jones, Jo", 2500, "GM", "WLS"))
        assert late.player.number == 10 and late.renumbered == ()
        assert any("art. 2.3" in w for w in late.warnings)
        r5 = tf.rounds.pair_next(pairer=pairer)
        assert late.player.id in {b.white for b in r5.boards} | {b.black for b in r5.boards} | {
            r5.pairing_bye
        }
        _play(tf, ledger, 5, [GameResult.DRAW] * len(r5.boards))
        _check_scores(tf, ledger)

        # The exported TRF tells the same story, game by game and point by point.
        for version in TrfVersion:
            exported = read_trf(tf.files.export_trf(version))
            numbers = tf.players.numbers()
            assert len(exported.players) == 10
            for (rnd, _board), (white, black, result) in ledger.results.items():
                w, b = exported.player(numbers[white]).entry(rnd), exported.player(numbers[black]).entry(rnd)
                assert (w.opponent, w.colour) == (numbers[black], Colour.WHITE)
                assert (b.opponent, b.colour) == (numbers[white], Colour.BLACK)
                assert (w.result.value, b.result.value) == TRF_CODES[result]
            for p in tf.players.all():
                assert exported.player(numbers[p.id]).points == ledger.points(p.id), p.name
            assert exported.player(numbers[ids["Horn, Hal"]]).entry(1).result is ResultCode.HALF_BYE
            assert exported.player(numbers[ids["Berg, Bo"]]).entry(2).result is ResultCode.ZERO_BYE
            assert exported.player(numbers[ids["Adams, Anna"]]).entry(4).result is ResultCode.FULL_BYE
            assert exported.player(numbers[ids["Fox, Fay"]]).entry(3).opponent is None
            assert exported.name == "Test Open" and exported.number_of_rounds == 6
            assert exported.round_dates[:5] == ("26/03/01", "26/03/02", "26/03/03", "26/03/04", "26/03/05")

        # Every operation above left its audit row, with the user.
        log = tf.audit_log()
        assert {e.user for e in log} == {"tester"}
        assert [e.operation for e in log].count("pair_round") == 5
        assert [e.operation for e in log].count("set_result") == 3 + 4 + 4 + 1 + len(r4.boards) + len(
            r5.boards
        )


def test_standings_follow_a_correction(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next(pairer=pairer)
        for b in r1.boards:
            tf.results.set(1, b.board, GameResult.WHITE_WINS)
        winner = r1.boards[0].white_number
        top = tf.results.standings(tiebreaks=["BH"]).rows
        assert {s.number for s in top if s.points == 1} == {b.white_number for b in r1.boards}
        tf.results.set(1, 1, GameResult.BLACK_WINS)
        after = {s.number: s.points for s in tf.results.standings(tiebreaks=["BH"]).rows}
        assert after[winner] == 0 and after[r1.boards[0].black_number] == 1


def test_tournament_after_round_cuts_later_rounds(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        for number in (1, 2):
            info = tf.rounds.pair_next(pairer=pairer)
            for b in info.boards:
                tf.results.set(number, b.board, GameResult.DRAW)
        assert tf.tournament().rounds_recorded == 2
        assert tf.tournament(after_round=1).rounds_recorded == 1
        assert tf.tournament(after_round=0).rounds_recorded == 0
        with pytest.raises(operations.OperationRefused, match="no round 3"):
            tf.tournament(after_round=3)


def test_pending_results_appear_as_pending(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        entry = tf.tournament().player(info.boards[0].white_number).entry(1)
        assert entry.result is ResultCode.PENDING and entry.opponent == info.boards[0].black_number
        assert tf.rounds.get(1).state is RoundState.PAIRED and tf.rounds.get(1).missing_results == 2


def test_clearing_a_result_reopens_the_round(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        for b in info.boards:
            tf.results.set(1, b.board, GameResult.DRAW)
        tf.results.set(1, 2, None)
        assert tf.rounds.get(1).state is RoundState.PAIRED
        with pytest.raises(operations.OperationRefused, match="round 1 has no result yet on board"):
            tf.rounds.pair_next(pairer=pairer)


def test_repair_and_delete_last_round(store_url: str) -> None:
    with new_file(store_url, players=6, rounds=3) as tf:
        first = tf.rounds.pair_next(pairer=pairer)
        again = tf.rounds.repair_last(pairer=pairer)
        assert again.number == 1 and again.boards == first.boards
        assert tf.rounds.delete_last() == 1
        assert tf.rounds.all() == () and tf.rounds.paired == 0
        ops = [e.operation for e in tf.audit_log()]
        assert ops[-3:] == ["pair_round", "repair_round", "delete_round"]


def test_progress_is_reported_in_steps(store_url: str) -> None:
    calls: list[tuple[int, int, str]] = []
    with new_file(store_url, players=4) as tf:
        tf.rounds.pair_next(
            pairer=pairer, progress=lambda step, total, text: calls.append((step, total, text))
        )
    assert [c[0] for c in calls] == [1, 2, 3, 4] and {c[1] for c in calls} == {4}
    # a file's last step is its backup copy; on a venue server the server keeps the event
    assert ("stored on the venue server" if "://" in store_url else "backup written") in calls[-1][2]


@pytest.mark.sqlite_only("file")
def test_backup_copy_after_every_pairing_opens_as_a_tournament(tmp_path: Path) -> None:
    with new_file(tmp_path, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
    backups = sorted((tmp_path / "t.arbiter.backups").glob("*.arbiter"))
    assert len(backups) == 1 and "round-01" in backups[0].name
    with operations.open_file(tmp_path / "t.arbiter") as tf:
        assert tf.files.backups() == tuple(backups)
    with operations.open_file(backups[0]) as copy:
        assert copy.rounds.paired == 1 and len(copy.players.all()) == 4


def test_pairing_input_is_stored_as_trf(store_url: str) -> None:
    with new_file(store_url, players=5) as tf:
        tf.players.request_bye(1, tf.players.by_number(5).id, ByeKind.HALF)
        tf.rounds.pair_next(pairer=pairer)
        text = tf.rounds.stored_input(1)
    assert text is not None
    given = read_trf(text)
    assert len(given.players) == 5
    assert given.player(5).entry(1).result is ResultCode.HALF_BYE
    assert all(p.rounds == () for p in given.players if p.number != 5)


def test_sort_pairing_numbers_after_a_rating_correction(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        fourth = tf.players.by_number(4)
        tf.players.edit(fourth.id, PlayerDetails(fourth.name, 2600, fourth.title, fourth.federation))
        assert tf.players.get(fourth.id).number == 4  # editing alone moves nobody
        order = tf.players.sort_numbers()
        assert order[0].id == fourth.id and order[0].number == 1
        assert [p.number for p in tf.players.all()] == [1, 2, 3, 4]


def test_rank_order_uses_title_then_name_on_equal_rating(store_url: str) -> None:
    """C.04.2 (2026) art. 2.2: rating, then title (GM, IM, WGM, FM, ...), then alphabetical."""
    with operations.create(store_url, __import__("tests.test_db_support").test_db_support.settings()) as tf:
        for details in (
            PlayerDetails("Zed", 2000),
            PlayerDetails("Able", 2000),
            PlayerDetails("Wim", 2000, "WIM"),
            PlayerDetails("Fm", 2000, "FM"),
            PlayerDetails("Top", 2100),
        ):
            tf.players.add(details)
        assert [p.name for p in tf.players.all()] == ["Top", "Fm", "Wim", "Able", "Zed"]


def test_engine_runs_outside_any_transaction_so_the_file_stays_readable(store_url: str) -> None:
    """The GUI reads (other thread) while a worker pairs: nothing waits for the engine."""
    import threading

    seen: list[int] = []
    with new_file(store_url, players=6) as tf:

        def slow_engine(t: Tournament) -> Pairing:
            reader = threading.Thread(target=lambda: seen.append(len(tf.players.all())))
            reader.start()
            reader.join(timeout=30)
            return pairer(t)

        tf.rounds.pair_next(pairer=slow_engine)
    assert seen == [6]


def test_a_change_during_pairing_makes_the_pairing_stale(store_url: str) -> None:
    with new_file(store_url, players=6) as tf:

        def engine_while_arbiter_adds_a_bye(t: Tournament) -> Pairing:
            tf.players.request_bye(1, tf.players.by_number(6).id, ByeKind.HALF)
            return pairer(t)

        with pytest.raises(operations.OperationRefused, match="changed while round 1 was being paired"):
            tf.rounds.pair_next(pairer=engine_while_arbiter_adds_a_bye)
        assert tf.rounds.all() == ()
        assert tf.rounds.pair_next(pairer=pairer).byes[0].kind is ByeKind.HALF


def test_a_change_during_pairing_that_leaves_the_engines_input_as_it_was_keeps_the_pairing(
    store_url: str,
) -> None:
    """The file changed while the engine ran (another audit row), but not what the engine was given
    (a player's club is not in the TRF): the engine's input is made again and compared, and the
    pairing is stored."""
    from dataclasses import replace

    with new_file(store_url, players=6) as tf:
        player = tf.players.by_number(2)

        def engine_while_arbiter_edits_a_club(t: Tournament) -> Pairing:
            tf.players.edit(player.id, replace(player.details, club="Vlissingen"))
            return pairer(t)

        info = tf.rounds.pair_next(pairer=engine_while_arbiter_edits_a_club)
        assert info.number == 1 and len(info.boards) == 3
        assert tf.players.get(player.id).club == "Vlissingen"


def test_repair_is_one_operation_with_one_audit_row(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
        before = len(tf.audit_log())
        tf.rounds.repair_last(pairer=pairer)
        log = tf.audit_log()[before:]
        assert [e.operation for e in log] == ["repair_round"]
        assert log[0].old is not None and log[0].new is not None


def test_update_event_is_logged_with_old_and_new_values(store_url: str) -> None:
    with new_file(store_url, players=2) as tf:
        old = tf.event.settings()
        new = tf.event.update(replace(old, name="Renamed Open", number_of_rounds=7))
        assert tf.event.settings() == new and new.number_of_rounds == 7
        entry = tf.audit_log()[-1]
        assert entry.operation == "update_event"
        assert '"name": "Test Open"' in (entry.old or "") and '"name": "Renamed Open"' in (entry.new or "")
        assert tf.event.update(new) == new and tf.audit_log()[-1].id == entry.id  # no change, no row


def test_remove_a_registration_made_by_mistake(store_url: str) -> None:
    with new_file(store_url, players=5) as tf:
        second = tf.players.by_number(2)
        other = tf.players.by_number(3)
        tf.players.request_bye(1, second.id, ByeKind.HALF)
        tf.restrictions.add_pair([second.id, other.id])
        moved = tf.players.remove(second.id)
        assert [p.number for p in moved] == [2, 3, 4]
        assert moved[0].id == other.id
        assert [p.number for p in tf.players.all()] == [1, 2, 3, 4]
        assert tf.players.byes() == () and tf.restrictions.prohibited_pairs() == ()
        assert tf.audit_log()[-1].operation == "remove_player"


def test_a_player_who_took_part_cannot_be_removed(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        with pytest.raises(operations.OperationRefused, match="can only be withdrawn"):
            tf.players.remove(info.boards[0].white)


def test_exported_trf_carries_the_ranks(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=2) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        tf.results.set(1, 2, GameResult.DRAW)
        exported = read_trf(tf.files.export_trf())
        winner, loser = info.boards[0].white_number, info.boards[0].black_number
        assert exported.player(winner).rank == 1 and exported.player(loser).rank == 4
        assert sorted(p.rank or 0 for p in exported.players)[1:3] == [2, 2]  # the drawn pair shares place 2


def test_arbiter_changes_a_published_pairing(store_url: str) -> None:
    """C.04.2 (2026) art. 4.4.4: a late entry admitted after the pairing was made."""
    with new_file(store_url, players=5) as tf:
        r1 = tf.rounds.pair_next(pairer=pairer)
        assert r1.pairing_bye is not None
        late = tf.players.add(PlayerDetails("Late, Lou", 1000)).player
        boards = [(b.white, b.black) for b in r1.boards] + [(r1.pairing_bye, late.id)]
        changed = tf.rounds.set_pairing(1, boards).round
        assert changed.pairing_bye is None and [(b.white, b.black) for b in changed.boards] == boards
        assert tf.audit_log()[-1].operation == "set_pairing"
        for b in changed.boards:
            tf.results.set(1, b.board, GameResult.DRAW)
        with pytest.raises(operations.OperationRefused, match="already has results"):
            tf.rounds.set_pairing(1, boards)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("drop a board", "not paired"),
        ("twice", "paired twice"),
        ("earlier round", "only the last paired round"),
    ],
)
def test_a_changed_pairing_must_still_be_a_pairing(store_url: str, change: str, reason: str) -> None:
    """Structural impossibilities are refused; rematches and prohibited pairs are stored with
    warnings (``tests/test_db_manual_pairing.py``)."""
    with new_file(store_url, players=4) as tf:
        r1 = tf.rounds.pair_next(pairer=pairer)
        for b in r1.boards:
            tf.results.set(1, b.board, GameResult.WHITE_WINS)
        r2 = tf.rounds.pair_next(pairer=pairer)
        boards = [(b.white, b.black) for b in r2.boards]
        (a, b), (c, d) = boards
        round_number = 2
        if change == "drop a board":
            boards = boards[:1]
        elif change == "twice":
            boards = [(a, b), (a, d)]
        else:
            round_number = 1
        before = snapshot(store_url)
        with pytest.raises(operations.OperationRefused, match=reason):
            tf.rounds.set_pairing(round_number, boards)
        assert snapshot(store_url) == before


def test_accelerations_reach_the_engine_and_the_trf(store_url: str) -> None:
    from engine.model import Acceleration, PairingNumber

    baku = Acceleration(Fraction(1), 1, 2, PairingNumber(1), PairingNumber(4))
    with new_file(store_url, players=8) as tf:
        assert tf.event.set_accelerations([baku]) == (baku,)
        assert tf.event.accelerations() == (baku,) and tf.rounds.pairing_input().accelerations == (baku,)
        assert "250" in tf.files.export_trf() and tf.audit_log()[-1].operation == "set_accelerations"
        with pytest.raises(operations.OperationRefused, match="rounds 1-9 are not within 1-5"):
            tf.event.set_accelerations([replace(baku, last_round=9)])
        assert tf.event.accelerations() == (baku,)
