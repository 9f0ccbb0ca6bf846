"""A seeded random Swiss Team tournament (``python -m engine --team-swiss -g``), every round paired by
:func:`engine.team_swiss.pair_round`.

The configuration is the generator's (:func:`engine.generator.read_config`: ``PlayersNumber`` counts
teams here, the rates are about teams and boards) with three keys of its own: ``Boards`` (players per
team, 1 to 14), ``TeamSystem`` (the 192 code, ``FIDE_TEAM_TYPEA_MP_GP`` by default) and
``MatchForfeitRate`` (about 1 match in N forfeited by one team, every board). Each team has as many
players as boards, always in roster order; board ``k`` of a match opposes the two teams' ``k``-th
players with the colours of record 352 (``WBWB...``, board 1 White for the team the pairing gives
White). A game is drawn as :func:`engine.generator.played_game` draws one; ``ForfeitRate`` forfeits
single boards, ``RetiredRate`` withdraws whole teams, ``HalfPointByeRate``/``FullPointByeRate``/
``ZeroPointByeRate`` are byes a team requests for a round. The team with the pairing-allocated bye has
``U`` on every board (worth a draw's match and game points, C.04.6 1.4: ``engine.team_swiss.matches``).
An event of more than 999 teams (the most a 310 record numbers) has its teams in 013 records (TRF16),
which number them by their order: up to 9,999 teams of one board.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction

from engine.generator import GeneratorConfig, GeneratorConfigError, played_game, read_config
from engine.model import (
    NOT_PAIRED,
    Colour,
    Pairing,
    PairingNumber,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.team_event import MAX_310_TEAMS, MAX_ROSTER, Team, TeamEvent
from engine.team_swiss.matches import team_rounds
from engine.team_swiss.pairing import pair_round, paired_teams
from engine.team_swiss.state import team_states
from engine.team_swiss.system import TeamScore, TeamSystem, parse_team_code
from engine.trf.teams import with_team_event


@dataclass(frozen=True, slots=True)
class TeamGeneratorConfig:
    """The shared generator settings (``base.players`` = teams) and the team ones."""

    base: GeneratorConfig = field(default_factory=lambda: GeneratorConfig(players=10))
    boards: int = 4
    system: TeamSystem = field(default_factory=TeamSystem)
    match_forfeit_rate: int = 0

    def with_seed(self, seed: int) -> TeamGeneratorConfig:
        return replace(self, base=self.base.with_seed(seed))

    def check(self) -> None:
        self.base.check()
        if not 1 <= self.boards <= MAX_ROSTER:
            raise GeneratorConfigError(f"Boards must be 1 to {MAX_ROSTER} (a 310 record holds 14 players)")
        if self.base.players * self.boards > 9999:
            raise GeneratorConfigError("PlayersNumber (teams) x Boards must be at most 9999 players")
        if self.system.baku:
            raise GeneratorConfigError("TeamSystem: the Baku Acceleration is not available for teams")
        if self.match_forfeit_rate < 0:
            raise GeneratorConfigError("MatchForfeitRate must be 0 (never) or N for about 1 in N")


def read_team_config(text: str) -> TeamGeneratorConfig:
    """``Key=Value`` lines: the team keys here, every other one read by :func:`read_config`.

    >>> c = read_team_config("PlayersNumber=12\\nBoards=6\\nTeamSystem=FIDE_TEAM_TYPEB_GP\\n")
    >>> (c.base.players, c.boards, c.system.code)
    (12, 6, 'FIDE_TEAM_TYPEB_GP')
    """
    rest: list[str] = []
    values: dict[str, object] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        key, sep, value = raw.partition("=")
        name = key.strip().lower()
        try:
            if sep and name == "boards":
                values["boards"] = int(value)
            elif sep and name == "teamsystem":
                values["system"] = parse_team_code(value)
            elif sep and name == "matchforfeitrate":
                values["match_forfeit_rate"] = int(value)
            else:
                rest.append(raw)
                continue
        except ValueError as error:
            raise GeneratorConfigError(f"configuration line {number}: bad value in {raw!r}") from error
        rest.append("")
    config = TeamGeneratorConfig(read_config("\n".join(rest)), **values)  # type: ignore[arg-type]
    config.check()
    return config


def _chance(rng: random.Random, rate: int) -> bool:
    return rate > 0 and rng.randrange(rate) == 0


def generate(config: TeamGeneratorConfig) -> Tournament:
    """A random Swiss Team tournament of ``config.base.rounds`` rounds."""
    config.check()
    base = config.base
    seed = base.seed if base.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    tournament, event = _registration(config, seed, rng)
    retire_from = {
        t.number: rng.randint(2, base.rounds)
        for t in event.teams
        if base.rounds >= 2 and _chance(rng, base.retired_rate)
    }
    for round_number in range(1, base.rounds + 1):
        before = _requests(tournament, event, config, rng, round_number, retire_from)
        pairing = pair_round(before, round_number)
        _check(before, event, config, round_number, pairing)
        tournament = _play(before, event, config, rng, round_number, pairing)
    return _final(tournament, event, config.system)


def _registration(config: TeamGeneratorConfig, seed: int, rng: random.Random) -> tuple[Tournament, TeamEvent]:
    base = config.base
    ratings = [
        rng.randint(base.lowest_rating, base.highest_rating) for _ in range(base.players * config.boards)
    ]
    lineups = [
        sorted(ratings[i * config.boards : (i + 1) * config.boards], reverse=True)
        for i in range(base.players)
    ]
    lineups.sort(key=lambda team: -sum(team))  # the initial order: C.04.6 leaves it to the regulations
    players: list[Player] = []
    teams: list[Team] = []
    for index, team_ratings in enumerate(lineups, start=1):
        roster = []
        for board, rating in enumerate(team_ratings, start=1):
            number = PairingNumber(len(players) + 1)
            players.append(Player(number, f"Player {index:03d}-{board:02d}", rating=rating))
            roster.append(number)
        strength = round(sum(team_ratings) / len(team_ratings))
        teams.append(Team(index, f"Team {index:03d}", tuple(roster), f"T{index:03d}"[:5], strength))
    sequence = ("WB" * MAX_ROSTER)[: config.boards]
    event = TeamEvent(tuple(teams), sequence, legacy_013=len(teams) > MAX_310_TEAMS)
    colour = base.initial_colour or rng.choice([Colour.WHITE, Colour.BLACK])
    tournament = Tournament(
        name=f"Random Swiss Team tournament, seed {seed}",
        tournament_type="Team: Swiss Team Pairing System (C.04.6)",
        chief_arbiter="Arbiter Desk generator",
        number_of_rounds=base.rounds,
        initial_colour=colour,
        point_system=base.point_system,
        players=tuple(players),
        extra_records=(
            f"192 {config.system.code}",
            f"### Generated by Arbiter Desk (python -m engine --team-swiss -g), seed {seed}",
        ),
    )
    return with_team_event(tournament, event), event


def _requests(
    t: Tournament,
    event: TeamEvent,
    config: TeamGeneratorConfig,
    rng: random.Random,
    round_number: int,
    retire_from: dict[int, int],
) -> Tournament:
    """The teams that will not play ``round_number``: withdrawn, or a bye requested for the round."""
    base = config.base
    cells: dict[PairingNumber, RoundEntry] = {}
    for team in event.teams:
        entry: RoundEntry | None = None
        if retire_from.get(team.number, round_number + 1) <= round_number:
            entry = NOT_PAIRED
        elif _chance(rng, base.half_point_bye_rate):
            entry = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
        elif _chance(rng, base.full_point_bye_rate):
            entry = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
        elif _chance(rng, base.zero_point_bye_rate):
            entry = NOT_PAIRED
        if entry is not None:
            cells.update({n: entry for n in team.roster})
    players = tuple(
        replace(p, rounds=p.rounds + (cells[p.number],)) if p.number in cells else p for p in t.players
    )
    return replace(t, players=players)


def _check(
    t: Tournament, event: TeamEvent, config: TeamGeneratorConfig, round_number: int, pairing: Pairing
) -> None:
    """Every team to pair is placed once, and no other (the engine's own bug otherwise)."""
    expected = sorted(int(s.number) for s in team_states(t, event, config.system, round_number))
    placed = sorted(int(n) for n in paired_teams(pairing))
    if placed != expected:
        raise AssertionError(f"round {round_number}: the pairing places teams {placed}, not {expected}")


def _play(
    t: Tournament,
    event: TeamEvent,
    config: TeamGeneratorConfig,
    rng: random.Random,
    round_number: int,
    pairing: Pairing,
) -> Tournament:
    by_number = t.by_number()
    teams = {team.number: team for team in event.teams}
    cells: dict[PairingNumber, RoundEntry] = {}
    for match in pairing.boards:
        white_team, black_team = teams[match.white], teams[match.black]
        forfeiting = None
        if _chance(rng, config.match_forfeit_rate):
            forfeiting = rng.choice((white_team.number, black_team.number))
        for board, (a, b) in enumerate(zip(white_team.roster, black_team.roster, strict=True), start=1):
            colour = event.board_colour(board, Colour.WHITE)
            white, black = (a, b) if colour is Colour.WHITE else (b, a)
            if forfeiting is not None:
                white_lost = (white_team if colour is Colour.WHITE else black_team).number == forfeiting
                results = (
                    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
                    if white_lost
                    else (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
                )
            elif _chance(rng, config.base.forfeit_rate):
                results = rng.choice(
                    [
                        (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
                        (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
                        (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
                    ]
                )
            else:
                results = played_game(config.base, rng, by_number[white].rating, by_number[black].rating)
            cells[white] = RoundEntry(black, Colour.WHITE, results[0])
            cells[black] = RoundEntry(white, Colour.BLACK, results[1])
    if pairing.bye is not None:
        for n in teams[pairing.bye].roster:
            cells[n] = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
    players = tuple(
        replace(p, rounds=p.rounds + (cells[p.number],)) if p.number in cells else p for p in t.players
    )
    return replace(t, players=players)


def _final(t: Tournament, event: TeamEvent, system: TeamSystem) -> Tournament:
    """Points and ranks of the players, match and game points and ranks of the teams (310)."""
    scored = sorted(((p.score(t.point_system), p) for p in t.players), key=lambda sp: (-sp[0], sp[1].number))
    ranks = {p.number: rank for rank, (_points, p) in enumerate(scored, start=1)}
    players = tuple(replace(p, points=p.score(t.point_system), rank=ranks[p.number]) for p in t.players)
    t = replace(t, players=players)
    total = t.number_of_rounds or 0
    mp: dict[int, Fraction] = {team.number: Fraction(0) for team in event.teams}
    gp = dict(mp)
    for r in range(1, total + 1):
        for number, entry in team_rounds(t, event, r).items():
            mp[number] += entry.match_points
            gp[number] += entry.game_points
    primary, secondary = (mp, gp) if system.primary is TeamScore.MATCH else (gp, mp)
    order = sorted(
        event.teams, key=lambda team: (-primary[team.number], -secondary[team.number], team.number)
    )
    team_rank = {team.number: rank for rank, team in enumerate(order, start=1)}
    teams = tuple(
        replace(team, match_points=mp[team.number], game_points=gp[team.number], rank=team_rank[team.number])
        for team in event.teams
    )
    return with_team_event(t, replace(event, teams=teams))


def as_trf16(tournament: Tournament) -> Tournament:
    """``tournament`` with its teams as TRF16 writes them (013 records, numbered by their order)."""
    from engine.trf.teams import read_team_event

    event = read_team_event(tournament.extra_records)
    return with_team_event(tournament, replace(event, legacy_013=True))
