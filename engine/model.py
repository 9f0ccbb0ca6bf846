"""The tournament model: plain, immutable, typed values.

This is the vocabulary shared by every part of Arbiter Desk: the TRF reader and writer, the
pairing engine, tie-breaks, the database layer and the printed documents. It mirrors the FIDE
Tournament Report File (TRF16/TRF26, ``shared/rules/fide/TRF16.md``): a player carries one
entry per round, exactly as the ``001`` record does.

Pairing numbers and database ids are different types: ``PairingNumber`` is the starting rank
of C.04.2 art. 2 (TRF columns 5-8).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NewType

PairingNumber = NewType("PairingNumber", int)
"""Starting rank / pairing number of a player (TRF 001 columns 5-8), 1 to 9999."""

MAX_PLAYERS = 9999
"""The largest event a FIDE Tournament Report File can hold: the pairing number (starting rank) has
four digits (TRF16/TRF26 record 001, columns 5-8), so there is no 10,000th player. Registration,
imports and the generator refuse to go beyond it."""


class Colour(enum.Enum):
    """Colour of a player in a round (TRF 001 round column 97)."""

    WHITE = "w"
    BLACK = "b"
    NONE = "-"

    @property
    def opposite(self) -> Colour:
        if self is Colour.WHITE:
            return Colour.BLACK
        if self is Colour.BLACK:
            return Colour.WHITE
        return Colour.NONE


class Sex(enum.Enum):
    """TRF 001 column 10."""

    MALE = "m"
    FEMALE = "w"
    UNKNOWN = ""


class ResultCode(enum.Enum):
    """Result of one round for one player (TRF 001 round column 99).

    The codes are those of TRF16/TRF26. ``PENDING`` is ours: a game that has been paired but has
    no result yet (a blank result next to a real opponent).
    """

    FORFEIT_LOSS = "-"
    FORFEIT_WIN = "+"
    UNRATED_WIN = "W"
    UNRATED_DRAW = "D"
    UNRATED_LOSS = "L"
    WIN = "1"
    DRAW = "="
    LOSS = "0"
    HALF_BYE = "H"
    FULL_BYE = "F"
    PAIRING_BYE = "U"
    ZERO_BYE = "Z"
    PENDING = " "

    @property
    def is_bye(self) -> bool:
        """H, F, U or Z: the player had no opponent in the round."""
        return self in _BYES

    @property
    def is_forfeit(self) -> bool:
        """``+`` or ``-``: a paired game that was not played."""
        return self in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)

    @property
    def is_played_game(self) -> bool:
        """A game that actually took place over the board (C.04.1: only these count for colours).

        The unrated short-game codes W, D, L are games that started, so they count as played.
        """
        return self in _PLAYED

    @property
    def mirror(self) -> ResultCode:
        """The code the opponent must carry for the same game."""
        return _MIRROR.get(self._value_, self)  # by code: an enum member's hash is a Python call


_BYES = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAIRING_BYE, ResultCode.ZERO_BYE})
_PLAYED = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.UNRATED_WIN,
        ResultCode.UNRATED_DRAW,
        ResultCode.UNRATED_LOSS,
    }
)
_MIRROR = {
    code.value: mirror
    for code, mirror in (
        (ResultCode.WIN, ResultCode.LOSS),
        (ResultCode.LOSS, ResultCode.WIN),
        (ResultCode.DRAW, ResultCode.DRAW),
        (ResultCode.UNRATED_WIN, ResultCode.UNRATED_LOSS),
        (ResultCode.UNRATED_LOSS, ResultCode.UNRATED_WIN),
        (ResultCode.UNRATED_DRAW, ResultCode.UNRATED_DRAW),
        (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
        (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
        (ResultCode.PENDING, ResultCode.PENDING),
    )
}
"""A result code's mirror (``ResultCode.mirror``), by code."""


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round of one player: TRF 001 columns 92-99 (round 1), 102-109 (round 2), ...

    ``opponent`` is None for byes and absences; ``colour`` is the scheduled colour (also for
    forfeits, as TRF writes it), ``Colour.NONE`` when there was no opponent.
    """

    opponent: PairingNumber | None
    colour: Colour
    result: ResultCode

    @property
    def has_opponent(self) -> bool:
        return self.opponent is not None

    @property
    def is_played_game(self) -> bool:
        return self.opponent is not None and self.result.is_played_game


NOT_PAIRED = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
"""An empty round cell (``0000 - Z`` or blanks)."""


class Scoring(enum.Enum):
    """Keys of a point system: what each kind of round is worth (TRF26 162, JaVaFo XXS codes)."""

    WIN_WHITE = "WW"
    WIN_BLACK = "BW"
    DRAW_WHITE = "WD"
    DRAW_BLACK = "BD"
    LOSS_WHITE = "WL"
    LOSS_BLACK = "BL"
    FORFEIT_WIN = "FW"
    FORFEIT_LOSS = "FL"
    FULL_BYE = "FPB"
    HALF_BYE = "HPB"
    ZERO_BYE = "ZPB"
    PAIRING_BYE = "PAB"


@dataclass(frozen=True, slots=True)
class PointSystem:
    """How results turn into points. Default: win 1, draw ½, loss 0, PAB 1 (C.04.1).

    The one place where a result becomes points (STYLE: one ``PointSystem`` owns it).
    """

    win_white: Fraction = Fraction(1)
    win_black: Fraction = Fraction(1)
    draw_white: Fraction = Fraction(1, 2)
    draw_black: Fraction = Fraction(1, 2)
    loss_white: Fraction = Fraction(0)
    loss_black: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    full_bye: Fraction = Fraction(1)
    half_bye: Fraction = Fraction(1, 2)
    zero_bye: Fraction = Fraction(0)
    pairing_bye: Fraction = Fraction(1)

    @classmethod
    def from_codes(cls, values: Mapping[Scoring, Fraction]) -> PointSystem:
        names = {s: _SCORING_FIELD[s] for s in values}
        return cls(**{names[s]: Fraction(v) for s, v in values.items()})

    def value(self, key: Scoring) -> Fraction:
        result: Fraction = getattr(self, _SCORING_FIELD[key])
        return result

    @property
    def win(self) -> Fraction:
        """Points for a win (with white; the usual systems give the same with black)."""
        return self.win_white

    @property
    def draw(self) -> Fraction:
        return self.draw_white

    @property
    def loss(self) -> Fraction:
        return self.loss_white

    def points(self, entry: RoundEntry) -> Fraction:
        """Points scored by a player in one round."""
        r = entry.result
        black = entry.colour is Colour.BLACK
        if r in (ResultCode.WIN, ResultCode.UNRATED_WIN):
            return self.win_black if black else self.win_white
        if r in (ResultCode.DRAW, ResultCode.UNRATED_DRAW):
            return self.draw_black if black else self.draw_white
        if r in (ResultCode.LOSS, ResultCode.UNRATED_LOSS):
            return self.loss_black if black else self.loss_white
        if r is ResultCode.FORFEIT_WIN:
            return self.forfeit_win
        if r is ResultCode.FORFEIT_LOSS:
            return self.forfeit_loss
        if r is ResultCode.FULL_BYE:
            return self.full_bye
        if r is ResultCode.HALF_BYE:
            return self.half_bye
        if r is ResultCode.PAIRING_BYE:
            return self.pairing_bye
        return Fraction(0)  # ZERO_BYE, PENDING

    @property
    def is_default(self) -> bool:
        return self == PointSystem()


_SCORING_FIELD = {
    Scoring.WIN_WHITE: "win_white",
    Scoring.WIN_BLACK: "win_black",
    Scoring.DRAW_WHITE: "draw_white",
    Scoring.DRAW_BLACK: "draw_black",
    Scoring.LOSS_WHITE: "loss_white",
    Scoring.LOSS_BLACK: "loss_black",
    Scoring.FORFEIT_WIN: "forfeit_win",
    Scoring.FORFEIT_LOSS: "forfeit_loss",
    Scoring.FULL_BYE: "full_bye",
    Scoring.HALF_BYE: "half_bye",
    Scoring.ZERO_BYE: "zero_bye",
    Scoring.PAIRING_BYE: "pairing_bye",
}


class RulesEdition(enum.Enum):
    """Which text of the FIDE (Dutch) System pairs the tournament (TRF26 192 code)."""

    DUTCH_2025 = "FIDE_DUTCH_2025"
    """C.04.3 "effective from 1 July 2025", criteria in force since 1 Feb 2026 (the default)."""
    DUTCH_2017 = "FIDE_DUTCH_2017"
    """C.04.3 approved 2016/2017, for events that started under it."""
    DUTCH_2013 = "FIDE_DUTCH_2013"
    """C.04.3.1 approved in Istanbul 2012, in force 1 July 2013 - 30 June 2017 (JaVaFo 1.4's code)."""

    @classmethod
    def from_code(cls, code: str) -> RulesEdition:
        """Read a 192 code naming an edition without acceleration (see :func:`parse_rules_code`)."""
        edition, baku = parse_rules_code(code)
        if baku:
            raise ValueError(f"{code.strip()!r} names an acceleration too: read it with parse_rules_code")
        return edition

    @property
    def short_name(self) -> str:
        """``2025``, ``2017`` or ``2013``: how the arbiter names the edition (``arbiter new --rules``)."""
        return self.value.rsplit("_", 1)[1]


BAKU_SUFFIX = "_BAKU"
"""TRF26 / ETT26 record 192: a code ending so names the Baku Acceleration (C.04.7) with the system."""

_EDITION_CODES = {
    "FIDE_DUTCH_2025": RulesEdition.DUTCH_2025,
    "FIDE_DUTCH_2026": RulesEdition.DUTCH_2025,
    "FIDE_DUTCH": RulesEdition.DUTCH_2025,
    "FIDE_DUTCH_2017": RulesEdition.DUTCH_2017,
    "FIDE_DUTCH_2016": RulesEdition.DUTCH_2017,
    "FIDE_DUTCH_2013": RulesEdition.DUTCH_2013,
    "FIDE_DUTCH_2012": RulesEdition.DUTCH_2013,
}
"""Record 192 codes of the Dutch system. ``FIDE_DUTCH_2026`` (TRF26's spelling for the text applied
from 1 Feb 2026) names the same criteria as the engines' ``FIDE_DUTCH_2025``; ``2016``/``2012`` are
the years the 2017/2013 texts were approved."""

RULES_CODES: tuple[str, ...] = tuple(_EDITION_CODES) + tuple(c + BAKU_SUFFIX for c in _EDITION_CODES)
"""Every 192 code this program pairs: the editions, and each with the Baku Acceleration."""


def parse_rules_code(code: str) -> tuple[RulesEdition, bool]:
    """A record 192 code as (edition, Baku Acceleration named); ``ValueError`` for any other code.

    >>> parse_rules_code("FIDE_DUTCH_2017_BAKU")
    (<RulesEdition.DUTCH_2017: 'FIDE_DUTCH_2017'>, True)
    """
    c = code.strip().upper()
    baku = c.endswith(BAKU_SUFFIX)
    base = c[: -len(BAKU_SUFFIX)] if baku else c
    edition = _EDITION_CODES.get(base)
    if edition is None:
        raise ValueError(f"unknown rules edition {code.strip()!r}")
    return edition, baku


def rules_code(edition: RulesEdition, baku: bool = False) -> str:
    """The 192 code written for ``edition`` (with ``_BAKU`` when the Baku Acceleration is named)."""
    return edition.value + (BAKU_SUFFIX if baku else "")


class PairingSystem(enum.Enum):
    """The Swiss system that pairs the tournament (FIDE Handbook C.04; TRF26 192, Tournament-Type Code
    Table). The value is the 192 code without ``_BAKU``. The Dutch system has editions of its own
    (:class:`RulesEdition`); the other systems have one text each."""

    DUTCH = "FIDE_DUTCH"
    """C.04.3, the FIDE (Dutch) System, in the edition ``Tournament.rules`` names."""
    BURSTEIN = "FIDE_BURSTEIN"
    """C.04.4.2, the Burstein System."""
    DUBOV = "FIDE_DUBOV"
    """C.04.4.1, the Dubov System."""
    LIM = "FIDE_LIM"
    """C.04.4.3, the Lim System. TRF26's Tournament-Type Code Table has no Lim code that we know of:
    ``FIDE_LIM`` is the code this program writes and reads (docs/systems/README.md)."""
    DOUBLE_SWISS = "FIDE_DOUBLESWISS"
    """C.04.5, the Double-Swiss System: every pairing a match of two games, recorded in two round
    cells (:mod:`engine.double_swiss.matches`)."""

    @property
    def display_name(self) -> str:
        """The system as the arbiter names it (``Burstein``), not translated: a proper name."""
        return "Double-Swiss" if self is PairingSystem.DOUBLE_SWISS else self.name.capitalize()


def parse_system_code(code: str) -> tuple[PairingSystem, bool]:
    """A record 192 code of a Swiss system other than the Dutch one, as (system, Baku Acceleration
    named); ``ValueError`` for any other code (the Dutch codes are :func:`parse_rules_code`'s).

    >>> parse_system_code("FIDE_BURSTEIN_BAKU")
    (<PairingSystem.BURSTEIN: 'FIDE_BURSTEIN'>, True)
    """
    c = code.strip().upper()
    baku = c.endswith(BAKU_SUFFIX)
    base = c[: -len(BAKU_SUFFIX)] if baku else c
    for system in PairingSystem:
        if system is not PairingSystem.DUTCH and system.value == base:
            return system, baku
    raise ValueError(f"unknown pairing system {code.strip()!r}")


def tournament_code(system: PairingSystem, edition: RulesEdition, baku: bool = False) -> str:
    """The record 192 code of a Swiss event: the Dutch edition's code, or the other system's.

    >>> tournament_code(PairingSystem.BURSTEIN, RulesEdition.DUTCH_2025)
    'FIDE_BURSTEIN'
    """
    if system is PairingSystem.DUTCH:
        return rules_code(edition, baku)
    return str(system.value) + (BAKU_SUFFIX if baku else "")


ROUND_ROBIN_CODES = {
    "FIDE_ROUNDROBIN": (1, False),
    "BERGER_ROUNDROBIN": (1, False),
    "BERGER_DOUBLEROUNDROBIN": (2, False),
    "FIDE_DOUBLEROUNDROBIN": (2, True),
}
"""TRF26 192 codes of individual round robins (FIDE Tournament-Type Code Table, published with TRF26):
(cycles, last two rounds of the first cycle reversed). ``BERGER_ROUNDROBIN_Gn`` (every game played n
times) is read as n cycles; ``BERGER_ROUNDROBIN`` and ``FIDE_ROUNDROBIN`` are ``_G1``,
``BERGER_DOUBLEROUNDROBIN`` is ``_G2``, ``FIDE_DOUBLEROUNDROBIN`` is ``_G1`` with its last two rounds
played in reverse order, then ``_G1`` with colours reversed."""


@dataclass(frozen=True, slots=True)
class RoundRobin:
    """A round robin paired by the Berger tables of C.05 Annex 1 (not a Swiss: ``RulesEdition`` does not
    apply). ``cycles``: how often every pair meets (2 = double round robin, colours reversed in every
    second cycle). ``reverse_last_two``: the last two rounds of the first cycle are played in reverse
    order, which C.05 Annex 1 recommends for a double round robin (TRF26 192 ``FIDE_DOUBLEROUNDROBIN``).

    >>> RoundRobin(2, True).code, RoundRobin.from_code("BERGER_ROUNDROBIN_G2")
    ('FIDE_DOUBLEROUNDROBIN', RoundRobin(cycles=2, reverse_last_two=False))
    """

    cycles: int = 1
    reverse_last_two: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.cycles <= 9:
            raise ValueError(f"a round robin is played in 1 to 9 cycles, not {self.cycles}")
        if self.reverse_last_two and self.cycles != 2:
            raise ValueError("reversing the last two rounds of the first cycle is for a double round robin")

    @property
    def code(self) -> str:
        """The TRF26 192 code."""
        if self.cycles == 1:
            return "FIDE_ROUNDROBIN"
        if self.cycles == 2:
            return "FIDE_DOUBLEROUNDROBIN" if self.reverse_last_two else "BERGER_DOUBLEROUNDROBIN"
        return f"BERGER_ROUNDROBIN_G{self.cycles}"

    @property
    def name(self) -> str:
        """Words for the arbiter: ``single round robin``, ``double round robin (...)``."""
        if self.cycles == 1:
            return "single round robin"
        if self.cycles == 2:
            swap = ", last two rounds of the first cycle reversed" if self.reverse_last_two else ""
            return f"double round robin{swap}"
        return f"round robin in {self.cycles} cycles"

    @classmethod
    def from_code(cls, code: str) -> RoundRobin:
        """Read a 192 code; ``ValueError`` when it is not an individual round robin."""
        c = code.strip().upper()
        if c in ROUND_ROBIN_CODES:
            cycles, reverse = ROUND_ROBIN_CODES[c]
            return cls(cycles, reverse)
        prefix = "BERGER_ROUNDROBIN_G"
        if c.startswith(prefix) and c[len(prefix) :].isdigit() and int(c[len(prefix) :]) >= 1:
            return cls(int(c[len(prefix) :]))
        raise ValueError(f"{code!r} is not the 192 code of an individual round robin")


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player: the static part of TRF 001 plus one ``RoundEntry`` per round."""

    number: PairingNumber
    name: str
    rating: int = 0
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    sex: Sex = Sex.UNKNOWN
    birth_date: str = ""
    """As written in TRF: ``YYYY/MM/DD`` (parts may be zero or missing)."""
    points: Fraction | None = None
    """The points column as read or to be written; ``None`` = compute from the rounds."""
    rank: int | None = None
    rounds: tuple[RoundEntry, ...] = ()
    """rounds[0] is round 1. Rounds beyond the tuple are ``NOT_PAIRED``."""

    def entry(self, round_number: int) -> RoundEntry:
        """The entry of round ``round_number`` (1-based)."""
        if 1 <= round_number <= len(self.rounds):
            return self.rounds[round_number - 1]
        return NOT_PAIRED

    def score(self, points: PointSystem, up_to_round: int | None = None) -> Fraction:
        """Points from rounds 1..up_to_round (all rounds if None)."""
        rounds = self.rounds if up_to_round is None else self.rounds[:up_to_round]
        scaled, denominator = _scaled_points(points)
        return Fraction(sum([scaled[e.result._value_, e.colour._value_] for e in rounds]), denominator)

    def running_scores(self, points: PointSystem) -> tuple[Fraction, ...]:
        """The score after each round, from none: ``running_scores(points)[k] == score(points, k)`` for
        ``k`` from 0 to ``len(rounds)`` (what a page showing every round's score before asks, once)."""
        scaled, denominator = _scaled_points(points)
        shared = _FRACTIONS
        total = 0
        running = [Fraction(0)]
        for e in self.rounds:
            total += scaled[e.result._value_, e.colour._value_]
            found = shared.get((total, denominator))
            if found is None:
                if len(shared) >= 4096:  # never reached by one event's scores; a bound all the same
                    shared.clear()
                found = shared[total, denominator] = Fraction(total, denominator)
            running.append(found)
        return tuple(running)


_FRACTIONS: dict[tuple[int, int], Fraction] = {}
"""``Fraction(total, denominator)`` of the running scores made so far, shared (a ``Fraction`` is
immutable): a score takes few values, and a new ``Fraction`` costs a gcd and a Python call, 130,000 of
them for a 9,999-player event's running scores (the window's open, issue 32 item 4)."""


_SCALED: dict[int, tuple[PointSystem, dict[tuple[str, str], int], int]] = {}
"""``_scaled_points`` of the point systems seen, by identity (a point system's hash sums twelve
fractions' hashes: slower than the sum it would save)."""


def _scaled_points(points: PointSystem) -> tuple[dict[tuple[str, str], int], int]:
    """What ``points.points`` gives for each result and colour (by their codes, ``ResultCode.value``
    and ``Colour.value``: an enum member's hash is a Python call, a string's is cached), as whole
    multiples of one common denominator, and that denominator: a score is then summed in integers
    (``Player.score``: 9,999 players' scores summed in fractions were seconds of the import and the
    window, docs/speed.md)."""
    found = _SCALED.get(id(points))
    if found is not None and found[0] is points:
        return found[1], found[2]
    keys = [(r, c) for r in ResultCode for c in Colour]
    values = {key: points.points(RoundEntry(None, key[1], key[0])) for key in keys}
    denominator = math.lcm(*(v.denominator for v in values.values()))
    scaled = {(r.value, c.value): int(v * denominator) for (r, c), v in values.items()}
    if len(_SCALED) >= 64:
        _SCALED.clear()
    _SCALED[id(points)] = (points, scaled, denominator)
    return scaled, denominator


@dataclass(frozen=True, slots=True)
class Acceleration:
    """Fictitious points for pairing only (TRF26 250, JaVaFo XXA): rounds and players inclusive."""

    points: Fraction
    first_round: int
    last_round: int
    first_player: PairingNumber
    last_player: PairingNumber
    match_points: Fraction | None = None


@dataclass(frozen=True, slots=True)
class ForbiddenPairs:
    """Players who may not meet (TRF26 260, JaVaFo XXP); rounds inclusive, None = every round."""

    players: tuple[PairingNumber, ...]
    first_round: int | None = None
    last_round: int | None = None

    def in_force(self, round_number: int) -> bool:
        """Whether the block keeps its players apart in ``round_number`` (its rounds inclusive).

        >>> block = ForbiddenPairs((PairingNumber(1), PairingNumber(2)), first_round=3)
        >>> [r for r in range(1, 6) if block.in_force(r)], ForbiddenPairs((), None, 2).in_force(3)
        ([3, 4, 5], False)
        """
        return (self.first_round is None or self.first_round <= round_number) and (
            self.last_round is None or round_number <= self.last_round
        )


@dataclass(frozen=True, slots=True)
class Tournament:
    """A whole tournament as a TRF describes it (tournament section plus player section)."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    tournament_type: str = ""
    """092: free text."""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    """122: allotted times, free text."""
    time_control_code: str = ""
    """222 (TRF26): the encoded time control (``5400+30``), see ``engine.time_control``."""
    round_dates: tuple[str, ...] = ()
    """132: one date per round as written (``YY/MM/DD``)."""
    number_of_rounds: int | None = None
    """142 / XXR."""
    initial_colour: Colour | None = None
    """152 / XXC white1|black1: colour of the top seed in round 1 (None = not stated)."""
    point_system: PointSystem = field(default_factory=PointSystem)
    rules: RulesEdition = RulesEdition.DUTCH_2025
    """The Dutch text that pairs a Swiss event (ignored when ``round_robin`` is set or ``system`` is
    another system)."""
    system: PairingSystem = PairingSystem.DUTCH
    """The Swiss system (record 192: ``FIDE_BURSTEIN`` ...); which engine pairs it is decided by
    :func:`engine.system_policy.refuse_other_system` (ignored when ``round_robin`` is set)."""
    baku: bool = False
    """Record 192 names the Baku Acceleration (``..._BAKU``): the virtual points of C.04.7 are
    computed from the players (:func:`engine.acceleration.pairing_accelerations`), unless
    ``accelerations`` holds any (TRF26 250 / XXA records, which override the 192 method)."""
    round_robin: RoundRobin | None = None
    """Set for a round robin (Berger tables, C.05 Annex 1; TRF26 192 round-robin codes); None = Swiss."""
    tiebreaks: tuple[str, ...] = ()
    """202 codes, in order."""
    standings_tiebreaks: tuple[str, ...] = ()
    """212 codes, in order (with PTS)."""
    players: tuple[Player, ...] = ()
    accelerations: tuple[Acceleration, ...] = ()
    forbidden_pairs: tuple[ForbiddenPairs, ...] = ()
    absent_next_round: frozenset[PairingNumber] = frozenset()
    """XXZ: players who will miss the round to be paired (zero-point, not paired)."""
    withdrawn: frozenset[PairingNumber] = frozenset()
    """Players who withdrew (or were expelled), as the tournament file knows them. TRF has no record for
    it; for a round robin read from a TRF see ``engine.roundrobin.withdrawals.withdrawn_players``."""
    withdrawal_rounds: tuple[tuple[PairingNumber, int], ...] = ()
    """(player, first round no longer played) of the withdrawn players whose round the file knows."""
    entry_rounds: tuple[tuple[PairingNumber, int], ...] = ()
    """(player, first round registered for) of the late entries (C.04.2 (2026) art. 2.4: a participant
    only taken into account for the pairing of rounds after the first), as the file knows them. TRF
    has no record for it either: a late entry's earlier rounds are blank (``Z``) there."""
    extra_records: tuple[str, ...] = ()
    """Records we keep but do not interpret (other tags, comments), written back as read."""
    _by_number: dict[PairingNumber, Player] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    """The players by pairing number, made by the first :meth:`player` call (a 9,999-player event's
    import, wall chart and web folder ask for every player's opponents: a scan each was quadratic)."""

    def player(self, number: PairingNumber) -> Player:
        """The player of pairing number ``number`` (the first listed, should two share it)."""
        index = self._by_number
        if index is None:
            index = {}
            for p in self.players:
                index.setdefault(p.number, p)
            object.__setattr__(self, "_by_number", index)  # a cache of the frozen value's own players
        found = index.get(number)
        if found is None:
            raise KeyError(number)
        return found

    def by_number(self) -> dict[PairingNumber, Player]:
        return {p.number: p for p in self.players}

    def kept_apart(self, round_number: int) -> dict[PairingNumber, set[PairingNumber]]:
        """Each player of a forbidden pair in force in ``round_number`` (:meth:`ForbiddenPairs.in_force`)
        -> the players it may not meet in that round (C.04.1 art. 2 reads them as met already).

        >>> one, two, three = PairingNumber(1), PairingNumber(2), PairingNumber(3)
        >>> t = Tournament(forbidden_pairs=(ForbiddenPairs((one, two, three), last_round=4),))
        >>> t.kept_apart(4)[one] == {two, three}, t.kept_apart(5)
        (True, {})
        """
        apart: dict[PairingNumber, set[PairingNumber]] = {}
        for block in self.forbidden_pairs:
            if block.in_force(round_number):
                for a in block.players:
                    apart.setdefault(a, set()).update(b for b in block.players if b != a)
        return apart

    def __iter__(self) -> Iterator[Player]:
        return iter(self.players)

    @property
    def rounds_recorded(self) -> int:
        """The highest round with any entry in the player section."""
        return max((len(p.rounds) for p in self.players), default=0)

    def entry_round(self, number: PairingNumber) -> int:
        """The first round ``number`` was registered for: 1, or a late entry's (``entry_rounds``)."""
        return dict(self.entry_rounds).get(number, 1)

    def withdrawal_round(self, number: PairingNumber) -> int | None:
        """The first round ``number`` no longer played after withdrawing; None when not known."""
        return dict(self.withdrawal_rounds).get(number)

    def absence(self, number: PairingNumber, round_number: int) -> Absence | None:
        """Why ``number`` has no game and no bye in ``round_number`` when it is not an absence of a
        registered player: not yet entered (a late entry, C.04.2 (2026) art. 2.4) or withdrawn (art.
        3.2). None when the round has a game or a bye, or is an ordinary absence (``Z``).

        >>> t = Tournament(players=(Player(PairingNumber(1), "A", rounds=(NOT_PAIRED, NOT_PAIRED)),),
        ...                entry_rounds=((PairingNumber(1), 2),), withdrawal_rounds=((PairingNumber(1), 2),))
        >>> t.absence(PairingNumber(1), 1), t.absence(PairingNumber(1), 2)
        (<Absence.NOT_ENTERED: 'not entered'>, <Absence.WITHDRAWN: 'withdrawn'>)
        """
        gone = self.withdrawal_round(number)
        late = round_number < self.entry_round(number)
        if not late and (gone is None or round_number < gone):
            return None  # the usual case, without looking the player up
        entry = self.player(number).entry(round_number)
        if entry.opponent is not None or entry.result is not ResultCode.ZERO_BYE:
            return None
        return Absence.NOT_ENTERED if late else Absence.WITHDRAWN


class Absence(enum.Enum):
    """A round without game or bye that is not the player's absence: see ``Tournament.absence``."""

    NOT_ENTERED = "not entered"
    """Before a late entry's first round (C.04.2 (2026) art. 2.4)."""
    WITHDRAWN = "withdrawn"
    """From the round of a withdrawal on (C.04.2 (2026) art. 3.2: no longer paired)."""


@dataclass(frozen=True, slots=True, order=True)
class Board:
    """One game of a pairing, by pairing number."""

    white: PairingNumber
    black: PairingNumber


@dataclass(frozen=True, slots=True)
class Pairing:
    """The pairing of one round: boards in board order, and the pairing-allocated bye if any."""

    round: int
    boards: tuple[Board, ...]
    bye: PairingNumber | None = None

    def pairs(self) -> frozenset[frozenset[PairingNumber]]:
        """The pairs regardless of colour."""
        return frozenset(frozenset((b.white, b.black)) for b in self.boards)
