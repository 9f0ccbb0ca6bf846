"""A seeded random tournament generator, as the reference engines ship (bbpPairings / JaVaFo ``-g``).

Every round is paired by the function given (in production :func:`engine.dutch.pair_round`), then
filled with random results: the stronger player wins more often (the FIDE expected score of B.02
art. 8.1.2, rating difference capped at 400), draws at the configured rate, with random forfeits,
withdrawals and half-, full- and zero-point byes requested before the round is paired.
Scores are exact (the tournament's :class:`PointSystem`); only the dice are floats.

The configuration uses the Key=Value format of the bbpPairings / JaVaFo generator (see
:func:`read_config`), so the same files drive both.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from engine.errors import ArbiterError, InvalidTournamentError
from engine.model import (
    MAX_PLAYERS,
    NOT_PAIRED,
    Colour,
    Pairing,
    PairingNumber,
    PairingSystem,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Scoring,
    Tournament,
    parse_rules_code,
    parse_system_code,
)

Pairer = Callable[[Tournament], Pairing]
"""Pairs the next round of a tournament (the round after the last complete one)."""


class GeneratorConfigError(ArbiterError):
    """A generator configuration that cannot be used (the message names the key or line)."""


@dataclass(frozen=True, slots=True)
class GeneratorConfig:
    """What the random tournament looks like. Rates are "1 in N" (0 = never), as in bbpPairings."""

    players: int = 30
    rounds: int = 7
    highest_rating: int = 2600
    lowest_rating: int = 1400
    draw_percentage: int = 30
    """Percent of the played games drawn between players of equal rating (fewer as ratings differ)."""
    forfeit_rate: int = 0
    """About 1 paired game in N is forfeited (one side, rarely both)."""
    retired_rate: int = 0
    """About 1 player in N withdraws from a random round on (zero-point byes from then on)."""
    half_point_bye_rate: int = 0
    """About 1 player-round in N is a half-point bye requested before the pairing."""
    full_point_bye_rate: int = 0
    zero_point_bye_rate: int = 0
    point_system: PointSystem = field(default_factory=PointSystem)
    initial_colour: Colour | None = None
    """Colour of the top seed in round 1; None: drawn at random."""
    rules: RulesEdition = RulesEdition.DUTCH_2025
    baku: bool = False
    """The Baku Acceleration named with the rules (a ``..._BAKU`` code in record 192)."""
    system: PairingSystem = PairingSystem.DUTCH
    """The Swiss system that pairs the rounds (record 192 ``FIDE_BURSTEIN`` for the Burstein System)."""
    seed: int | None = None
    """None: a fresh random seed, written in the generated tournament."""

    def with_seed(self, seed: int) -> GeneratorConfig:
        return replace(self, seed=seed)

    def with_rules(self, rules: RulesEdition, baku: bool = False) -> GeneratorConfig:
        return replace(self, rules=rules, baku=baku)

    def with_system(self, system: PairingSystem) -> GeneratorConfig:
        return replace(self, system=system)

    def check(self) -> None:
        """Refuse impossible settings (GeneratorConfigError)."""
        if not 1 <= self.players <= MAX_PLAYERS:
            raise GeneratorConfigError(
                f"PlayersNumber must be 1 to {MAX_PLAYERS}, not {self.players}: a TRF pairing number has "
                f"four digits (record 001, columns 5-8), so {MAX_PLAYERS:,} players is the largest event "
                "a TRF can hold"
            )
        if not 1 <= self.rounds <= 99:
            raise GeneratorConfigError(f"RoundsNumber must be 1 to 99, not {self.rounds}")
        if not 0 <= self.lowest_rating <= self.highest_rating <= 9999:
            raise GeneratorConfigError("ratings must satisfy 0 <= LowestRating <= HighestRating <= 9999")
        if not 0 <= self.draw_percentage <= 100:
            raise GeneratorConfigError("DrawPercentage must be 0 to 100")
        rates = (self.forfeit_rate, self.retired_rate, self.half_point_bye_rate)
        if min(rates + (self.full_point_bye_rate, self.zero_point_bye_rate)) < 0:
            raise GeneratorConfigError("rates must be 0 (never) or N for about 1 in N")


_INT_KEYS = {
    "playersnumber": "players",
    "roundsnumber": "rounds",
    "highestrating": "highest_rating",
    "lowestrating": "lowest_rating",
    "drawpercentage": "draw_percentage",
    "forfeitrate": "forfeit_rate",
    "retiredrate": "retired_rate",
    "halfpointbyerate": "half_point_bye_rate",
    "halfpointbyterate": "half_point_bye_rate",  # the spelling bbpPairings also accepts
    "fullpointbyerate": "full_point_bye_rate",
    "zeropointbyerate": "zero_point_bye_rate",
    "seed": "seed",
}
_POINT_KEYS: dict[str, tuple[Scoring, ...]] = {
    "pointsforwin": (Scoring.WIN_WHITE, Scoring.WIN_BLACK, Scoring.FORFEIT_WIN, Scoring.FULL_BYE),
    "pointsfordraw": (Scoring.DRAW_WHITE, Scoring.DRAW_BLACK, Scoring.HALF_BYE),
    "pointsforloss": (Scoring.LOSS_WHITE, Scoring.LOSS_BLACK),
    "pointsforzpb": (Scoring.ZERO_BYE,),
    "pointsforforfeitloss": (Scoring.FORFEIT_LOSS, Scoring.ZERO_BYE),
    "pointsforpab": (Scoring.PAIRING_BYE,),
}


def read_config(text: str) -> GeneratorConfig:
    """Read ``Key=Value`` lines (keys case-insensitive, ``#`` comments, blank lines ignored).

    >>> c = read_config("# small\\nPlayersNumber=12\\nRoundsNumber=5\\nPointsForWin=3\\nPointsForDraw=1\\n")
    >>> (c.players, c.rounds, c.point_system.win_black, c.point_system.pairing_bye, c.point_system.draw)
    (12, 5, Fraction(3, 1), Fraction(3, 1), Fraction(1, 1))
    """
    values: dict[str, object] = {}
    points = {s: PointSystem().value(s) for s in Scoring}
    pab_given = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key, value = key.strip().lower(), value.strip()
        if not sep or not value:
            raise GeneratorConfigError(f"configuration line {number}: expected Key=Value, found {raw!r}")
        try:
            if key in _INT_KEYS:
                values[_INT_KEYS[key]] = int(value)
            elif key in _POINT_KEYS:
                amount = Fraction(value)
                for s in _POINT_KEYS[key]:
                    points[s] = amount
                if key == "pointsforpab":
                    pab_given = True
                elif key == "pointsforwin" and not pab_given:
                    points[Scoring.PAIRING_BYE] = amount
            elif key == "initialcolour" or key == "initialcolor":
                colours = {"white": Colour.WHITE, "black": Colour.BLACK, "random": None}
                values["initial_colour"] = colours[value.lower()]
            elif key == "rules":
                try:
                    values["rules"], values["baku"] = parse_rules_code(value)
                except ValueError:
                    values["system"], values["baku"] = parse_system_code(value)
            else:
                raise GeneratorConfigError(f"configuration line {number}: unknown key {key!r}")
        except GeneratorConfigError:
            raise
        except (ValueError, KeyError, ZeroDivisionError) as error:
            raise GeneratorConfigError(f"configuration line {number}: bad value in {raw!r}") from error
    config = GeneratorConfig(point_system=PointSystem.from_codes(points), **values)  # type: ignore[arg-type]
    config.check()
    return config


# --- generation --------------------------------------------------------------------------------------


def expected_score(rating: int, opponent: int) -> float:
    """FIDE expected score for a rating difference, capped at 400 points (B.02 art. 8.1.2)."""
    difference = max(-400, min(400, rating - opponent))
    return float(1 / (1 + 10 ** (-difference / 400)))


def generate(
    config: GeneratorConfig,
    pair: Pairer,
    on_round: Callable[[int, Tournament], None] | None = None,
    model: Tournament | None = None,
) -> Tournament:
    """A random tournament of ``config.rounds`` rounds, each paired by ``pair``.

    With a ``model`` (the ``model-file`` of the reference engines), its players are registered
    (numbers, names, ratings, titles...; their rounds and points are dropped) instead of
    ``config.players`` random ones, and its tournament section is kept.

    ``pair`` receives the tournament as it stands before the round (earlier rounds complete, the
    players who will not play marked ``0000 - H|F|Z`` in the new round) and returns its pairing,
    which is checked (:func:`check_pairing`) before the results are drawn. ``on_round`` is called
    after each round (round number, tournament so far), e.g. to report progress.
    """
    config.check()
    seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    tournament = _registration(config, seed, rng) if model is None else _from_model(config, seed, rng, model)
    retire_from = _withdrawals(config, rng, [p.number for p in tournament.players])
    for round_number in range(1, config.rounds + 1):
        before = _absences(tournament, config, rng, round_number, retire_from)
        pairing = pair(before)
        check_pairing(before, round_number, pairing)
        tournament = _play(before, config, rng, round_number, pairing)
        if on_round is not None:
            on_round(round_number, tournament)
    return _final(tournament)


def _registration(config: GeneratorConfig, seed: int, rng: random.Random) -> Tournament:
    ratings = sorted(
        (rng.randint(config.lowest_rating, config.highest_rating) for _ in range(config.players)),
        reverse=True,
    )
    players = tuple(
        Player(PairingNumber(i), f"Player {i:04d}", rating=rating)
        for i, rating in enumerate(ratings, start=1)
    )
    colour = config.initial_colour or rng.choice([Colour.WHITE, Colour.BLACK])
    return Tournament(
        name=f"Random tournament, seed {seed}",
        tournament_type=f"Individual: Swiss-System, FIDE ({config.system.display_name}) System",
        chief_arbiter="Arbiter Desk generator",
        number_of_rounds=config.rounds,
        initial_colour=colour,
        point_system=config.point_system,
        rules=config.rules,
        baku=config.baku,
        system=config.system,
        players=players,
        extra_records=(
            f"### Generated by Arbiter Desk (python -m engine --{config.system.display_name.lower()} -g),"
            f" seed {seed}",
        ),
    )


def _from_model(config: GeneratorConfig, seed: int, rng: random.Random, model: Tournament) -> Tournament:
    if not model.players:
        raise GeneratorConfigError("the model tournament has no player")
    base = _registration(replace(config, players=1), seed, rng)
    players = tuple(replace(p, rounds=(), points=None, rank=None) for p in model.players)
    return replace(
        model,
        name=model.name or base.name,
        number_of_rounds=config.rounds,
        initial_colour=config.initial_colour or base.initial_colour,
        point_system=config.point_system,
        rules=config.rules,
        baku=config.baku,
        system=config.system,
        players=players,
        absent_next_round=frozenset(),
        extra_records=base.extra_records + model.extra_records,
    )


def _chance(rng: random.Random, rate: int) -> bool:
    return rate > 0 and rng.randrange(rate) == 0


def _withdrawals(config: GeneratorConfig, rng: random.Random, numbers: list[PairingNumber]) -> dict[int, int]:
    """Pairing number -> first round missed, for the players who withdraw (never before round 2)."""
    if config.rounds < 2:
        return {}
    return {n: rng.randint(2, config.rounds) for n in numbers if _chance(rng, config.retired_rate)}


def _absences(
    t: Tournament, config: GeneratorConfig, rng: random.Random, round_number: int, retire_from: dict[int, int]
) -> Tournament:
    """Mark the players who will not play ``round_number`` (withdrawn, or asking for a bye)."""
    players = []
    for p in t.players:
        entry: RoundEntry | None = None
        if retire_from.get(p.number, round_number + 1) <= round_number:
            entry = NOT_PAIRED
        elif _chance(rng, config.half_point_bye_rate):
            entry = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
        elif _chance(rng, config.full_point_bye_rate):
            entry = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
        elif _chance(rng, config.zero_point_bye_rate):
            entry = NOT_PAIRED
        players.append(p if entry is None else replace(p, rounds=p.rounds + (entry,)))
    return replace(t, players=tuple(players))


def check_pairing(t: Tournament, round_number: int, pairing: Pairing) -> None:
    """Refuse a pairing that is not a pairing of exactly the players present in ``round_number``.

    Raises InvalidTournamentError naming the problem (a pairing function's bug, not the user's).
    """
    present = {p.number for p in t.players if len(p.rounds) < round_number}
    seen: list[PairingNumber] = [n for b in pairing.boards for n in (b.white, b.black)]
    if pairing.bye is not None:
        seen.append(pairing.bye)
    if len(seen) != len(set(seen)):
        raise InvalidTournamentError(f"round {round_number}: a player is paired twice in {pairing}")
    if set(seen) != present:
        missing = sorted(present - set(seen))
        extra = sorted(set(seen) - present)
        raise InvalidTournamentError(
            f"round {round_number}: the pairing leaves out {missing} or pairs absent/unknown players {extra}"
        )
    if pairing.bye is not None and len(present) % 2 == 0:
        raise InvalidTournamentError(f"round {round_number}: a bye with an even number of players")


def _game_results(
    config: GeneratorConfig, rng: random.Random, white: int, black: int
) -> tuple[ResultCode, ResultCode]:
    if _chance(rng, config.forfeit_rate):
        side = rng.random()
        if side < 0.1:
            return ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS
        return (
            (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
            if side < 0.55
            else (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
        )
    return played_game(config, rng, white, black)


def played_game(
    config: GeneratorConfig, rng: random.Random, white: int, black: int
) -> tuple[ResultCode, ResultCode]:
    """(White's result, Black's result) of a game played between these ratings: the stronger player
    wins more often (the FIDE expected score), draws at the configured rate, fewer as ratings differ."""
    expected = expected_score(white, black)
    draw = config.draw_percentage / 100 * (1 - abs(expected - 0.5) * 2 * 0.6)
    white_wins = max(0.0, expected - draw / 2)
    roll = rng.random()
    if roll < white_wins:
        return ResultCode.WIN, ResultCode.LOSS
    if roll < white_wins + draw:
        return ResultCode.DRAW, ResultCode.DRAW
    return ResultCode.LOSS, ResultCode.WIN


def _play(
    t: Tournament, config: GeneratorConfig, rng: random.Random, round_number: int, pairing: Pairing
) -> Tournament:
    by_number = t.by_number()
    entries: dict[PairingNumber, RoundEntry] = {}
    for board in pairing.boards:
        white, black = by_number[board.white], by_number[board.black]
        result_white, result_black = _game_results(config, rng, white.rating, black.rating)
        entries[board.white] = RoundEntry(board.black, Colour.WHITE, result_white)
        entries[board.black] = RoundEntry(board.white, Colour.BLACK, result_black)
    if pairing.bye is not None:
        entries[pairing.bye] = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
    players = tuple(
        replace(p, rounds=p.rounds + (entries[p.number],)) if p.number in entries else p for p in t.players
    )
    return replace(t, players=players)


def _final(t: Tournament) -> Tournament:
    """Points and ranks (by points, then pairing number) as a finished TRF shows them."""
    scored = [(p.score(t.point_system), p) for p in t.players]
    order = sorted(scored, key=lambda item: (-item[0], item[1].number))
    rank = {p.number: i for i, (_, p) in enumerate(order, start=1)}
    players = tuple(dataclasses.replace(p, points=s, rank=rank[p.number]) for s, p in scored)
    return replace(t, players=players)
