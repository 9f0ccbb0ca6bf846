"""A team TRF imported into the file (issue 29 item 1, ``operations.trf_import_teams``): the teams, rosters,
matches, line-ups and board results of generated team events (``python -m engine --team-swiss -g``), and
the file's TRF export of the event read back identically."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import operations
from db.errors import OperationRefused
from engine.errors import TrfError
from engine.generator import GeneratorConfig
from engine.model import Colour, Tournament
from engine.team_swiss import pair_round
from engine.team_swiss.generator import TeamGeneratorConfig, generate
from engine.team_swiss.matches import TeamMatchKind, team_rounds
from engine.trf import read_trf_checked, write_trf
from engine.trf.teams import read_team_event
from tests.test_db_support import nothing_at
from values import ByeKind, EventSettings, GameResult, PlayerDetails, TrfVersion
from values.teams import TeamFormat, TeamSettings


def _generated(seed: int, base: GeneratorConfig | None = None) -> Tournament:
    """7 teams of 3 boards (a pairing-allocated bye each round), 5 rounds; ``base``: other rates."""
    base = replace(base or GeneratorConfig(), players=7, rounds=5, seed=seed)
    return generate(TeamGeneratorConfig(base, boards=3))


def _read(text: str) -> Tournament:
    return read_trf_checked(text, check_192=False, infer_rounds=True).tournament


def _import(tmp_path: Path, t: Tournament, store_url: str) -> operations.TournamentFile:
    """``t`` written as a TRF and imported at ``store_url`` (a file, or a database of the tests' server)."""
    trf = tmp_path / "event.trf"
    trf.write_text(write_trf(t, "TRF26"), encoding="utf-8")
    tf, _report = operations.import_trf(trf, store_url)
    return tf


def _same_event(a: Tournament, b: Tournament) -> None:
    """The players and their cells, the teams and their rosters, and every team's match of every round."""
    assert [(p.number, p.name, p.rating, p.fide_id, p.rounds) for p in a.players] == [
        (p.number, p.name, p.rating, p.fide_id, p.rounds) for p in b.players
    ]
    first, second = read_team_event(a.extra_records), read_team_event(b.extra_records)
    assert [(t.number, t.name, t.roster) for t in first.teams] == [
        (t.number, t.name, t.roster) for t in second.teams
    ]
    assert first.colour_sequence == second.colour_sequence
    for r in range(1, a.rounds_recorded + 1):
        assert team_rounds(a, first, r) == team_rounds(b, second, r)


@pytest.mark.parametrize(
    "seed, rates",
    [
        (1, GeneratorConfig()),
        (2, GeneratorConfig(forfeit_rate=6)),
        (3, GeneratorConfig(half_point_bye_rate=8, full_point_bye_rate=8)),
        (4, GeneratorConfig(retired_rate=3, zero_point_bye_rate=8)),
    ],
)
def test_a_generated_team_event_is_imported_and_exported_back_identically(
    tmp_path: Path, store_url: str, seed: int, rates: GeneratorConfig
) -> None:
    original = _generated(seed, rates)
    with _import(tmp_path, original, store_url) as tf:
        exported = tf.files.export_trf(TrfVersion.TRF26)
        assert tf.teams.settings().format is TeamFormat.SWISS
        assert tf.teams.settings().boards == 3
    _same_event(_read(write_trf(original, "TRF26")), _read(exported))
    again = tmp_path / "again.trf"
    again.write_text(exported, encoding="utf-8")
    with operations.import_trf(again, tmp_path / "again.arbiter")[0] as tf:
        assert tf.files.export_trf(TrfVersion.TRF26) == exported


def test_the_stored_matches_are_the_teams_that_met_with_board_one_white_first(
    tmp_path: Path, store_url: str
) -> None:
    original = _generated(5)
    event = read_team_event(original.extra_records)
    with _import(tmp_path, original, store_url) as tf:
        teams = {t.number: t for t in tf.teams.all()}
        numbers = {p.id: p.number for t in teams.values() for p in t.roster}
        for r in range(1, original.rounds_recorded + 1):
            expected = team_rounds(original, event, r)
            matches = tf.teams.matches(r)
            for m in matches:
                if m.black is None:
                    assert expected[m.white].kind is TeamMatchKind.BYE
                    continue
                assert expected[m.white].opponent == m.black
                if expected[m.white].kind is TeamMatchKind.PLAYED:
                    assert expected[m.white].colour is Colour.WHITE  # C.04.6 1.6.1
                # board k of one line-up plays board k of the other, each in roster order
                for k, game in enumerate(m.games):
                    pair = {numbers[m.white_lineup[k]], numbers[m.black_lineup[k]]}
                    assert {int(game.white), int(game.black)} == pair
                    assert game.board == (m.match - 1) * 3 + k + 1
            assert sum(2 if m.black else 1 for m in matches) == len(expected)


def test_an_event_imported_after_three_rounds_pairs_its_fourth_as_the_engine_does(
    tmp_path: Path, store_url: str
) -> None:
    played = _generated(6)
    cut = replace(
        played,
        players=tuple(replace(p, rounds=p.rounds[:3], points=None, rank=None) for p in played.players),
    )
    with _import(tmp_path, cut, store_url) as tf:
        tf.rounds.pair_next()
        stored = tf.teams.matches(4)
    expected = pair_round(_read(write_trf(cut, "TRF26")), 4)
    pairs = [(m.white, m.black) for m in stored if m.black is not None]
    assert pairs == [(int(b.white), int(b.black)) for b in expected.boards]
    assert [m.white for m in stored if m.black is None] == (
        [] if expected.bye is None else [int(expected.bye)]
    )


def test_games_that_are_not_board_against_board_are_refused_in_one_sentence(
    tmp_path: Path, store_url: str
) -> None:
    original = _generated(7)
    event = read_team_event(original.extra_records)
    first = event.teams[0]
    # two players of the first team swap their round-1 games: board 1 meets the other team's board 2
    a, b = (original.player(n) for n in first.roster[:2])
    swapped = {
        a.number: replace(a, rounds=(b.rounds[0], *a.rounds[1:])),
        b.number: replace(b, rounds=(a.rounds[0], *b.rounds[1:])),
    }
    opp_a, opp_b = a.rounds[0].opponent, b.rounds[0].opponent
    assert opp_a is not None and opp_b is not None
    players = []
    for p in original.players:
        p = swapped.get(p.number, p)
        if p.number == opp_a:
            p = replace(p, rounds=(replace(p.rounds[0], opponent=b.number), *p.rounds[1:]))
        elif p.number == opp_b:
            p = replace(p, rounds=(replace(p.rounds[0], opponent=a.number), *p.rounds[1:]))
        players.append(p)
    broken = replace(original, players=tuple(replace(p, points=None, rank=None) for p in players))
    with pytest.raises(OperationRefused, match="not board against board"):
        _import(tmp_path, broken, store_url)
    assert nothing_at(store_url)


def test_a_team_bye_requested_for_later_rounds_is_exported_as_the_team_s_and_read_back(
    tmp_path: Path, store_url: str
) -> None:
    """TRF26 Bye Section: in a team file the IDs of record 240 are teams; the export names the team (not
    its players, whose numbers would be read as other teams) and the import gives its roster the bye."""
    settings = EventSettings(name="League", number_of_rounds=5, team=TeamSettings(TeamFormat.SWISS, 2))
    with operations.create(store_url, settings) as tf:
        for t in range(1, 5):
            tf.teams.add(
                f"Club {t}", "", [PlayerDetails(f"P{t}-{b}", rating=2400 - 10 * t - b) for b in (1, 2)]
            )
        tf.rounds.pair_next()
        rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
        for m in tf.teams.matches(1):
            for team in (m.white, m.black):
                assert team is not None
                tf.teams.set_lineup(1, team, rosters[team])
        for board in tf.rounds.boards(1):
            tf.results.set(1, board.board, GameResult.DRAW)
        tf.teams.request_bye(2, 1, ByeKind.ZERO)
        tf.teams.request_bye(4, 3, ByeKind.HALF)
        exported = tf.files.export_trf(TrfVersion.TRF26)
    # the next round's bye is in the players' cells too; both name team numbers, not player numbers
    assert {line for line in exported.splitlines() if line.startswith("240")} == {
        "240 H 004    3",
        "240 Z 002    1",
    }
    trf = tmp_path / "made.trf"
    trf.write_text(exported, encoding="utf-8")
    with operations.import_trf(trf, tmp_path / "again.arbiter")[0] as tf:
        names = {p.id: t.name for t in tf.teams.all() for p in t.roster}
        byes = sorted((b.round, names[b.player], b.kind) for b in tf.players.byes())
        assert tf.files.export_trf(TrfVersion.TRF26) == exported
    assert byes == [(2, "Club 1", ByeKind.ZERO)] * 2 + [(4, "Club 3", ByeKind.HALF)] * 2


def test_a_roster_naming_a_player_the_file_lacks_is_refused_in_one_sentence(
    tmp_path: Path, store_url: str
) -> None:
    original = _generated(8)
    text = write_trf(original, "TRF26")
    line = next(x for x in text.splitlines() if x.startswith("310   1 "))
    broken = text.replace(line, line[:73] + " 999" + line[77:])
    trf = tmp_path / "broken.trf"
    trf.write_text(broken, encoding="utf-8")
    with pytest.raises(TrfError, match="team 1: player 999 of its roster has no 001 record"):
        operations.import_trf(trf, store_url)
    assert nothing_at(store_url)
