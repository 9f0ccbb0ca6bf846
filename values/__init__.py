"""The values the use cases (``operations``) return and take: frozen dataclasses and enums, never ORM rows.

They are a package of their own, below the use cases, so that what reads a file into them
(``formats``), the outputs, the command line and the window may import them without the use cases.

A player has two identities: ``PlayerId`` is the row id in the file and never changes;
``PairingNumber`` (TPN, C.04.2 art. 2.3) is the starting rank and may be reassigned before the
fifth round is paired. Boards and byes refer to players by ``PlayerId``; the TPN of the moment is
given beside it for display.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING, NewType

from db.codes import ByeKind as ByeKind
from db.codes import GameResult as GameResult
from engine.i18n import translate
from engine.model import (
    Colour,
    Pairing,
    PairingNumber,
    PairingSystem,
    PointSystem,
    ResultCode,
    RoundEntry,
    RoundRobin,
    RulesEdition,
    Sex,
    Tournament,
)
from engine.prizes import PrizeCategory, TieRule
from engine.rating.kfactor import RatingType
from values.team_settings import TeamSettings

if TYPE_CHECKING:
    from engine.manual_pairing import PairingWarning

PlayerId = NewType("PlayerId", int)
"""Row id of a player in the tournament file (stable; not the pairing number)."""

Pairer = Callable[[Tournament], Pairing]
"""A pairing function: ``engine.dutch.pair_round`` or a stand-in with the same contract."""

ProgressCallback = Callable[[int, int, str], None]
"""``progress(step, total_steps, message)``: called from the thread running the operation."""


class RoundState(enum.Enum):
    """Where a round stands. A round exists in the file once it is paired."""

    PAIRED = "paired"
    """Paired, some results still missing."""
    COMPLETE = "complete"
    """Every board has a result."""


class TrfVersion(enum.Enum):
    """Which TRF edition to write for rating submission (``shared/rules/fide/TRF16.md``, ``TRF26.md``)."""

    TRF16 = "TRF16"
    TRF26 = "TRF26"


@dataclass(frozen=True, slots=True)
class EventSettings:
    """The event data (TRF 012-132, 142, 152, 162, 192, 202). What ``create`` and ``update_event`` take."""

    name: str
    number_of_rounds: int
    city: str = ""
    federation: str = ""
    start_date: date | None = None
    end_date: date | None = None
    tournament_type: str = "Swiss Dutch"
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    round_dates: tuple[date | None, ...] = ()
    """Planned date of each round (index 0 = round 1); the date a round is paired with."""
    rules: RulesEdition = RulesEdition.DUTCH_2025
    """The Dutch text pairing a Swiss event."""
    round_robin: RoundRobin | None = None
    """None: a Swiss (paired by ``system``). Set: a round robin by the Berger tables (C.05 Annex 1),
    whose number of rounds follows from the number of players (kept up to date by the file)."""
    system: PairingSystem = PairingSystem.DUTCH
    """The Swiss system that pairs a Swiss event (``engine.system_policy.SYSTEMS``; TRF 192): the Dutch
    system in the edition ``rules``, Burstein, Dubov, Lim, or the Double-Swiss System (C.04.5), whose
    ``number_of_rounds`` counts games, two per match (TRF 142). Not used by a round robin."""
    point_system: PointSystem = field(default_factory=PointSystem)
    initial_colour: Colour | None = None
    """Colour of TPN 1 in round 1 (C.04.3 art. 5 / TRF26 152); None = drawn by lot before round 1."""
    tiebreaks: tuple[str, ...] = ()
    """C.07 tie-break codes in order (TRF26 202)."""
    organiser: str = ""
    rating_type: RatingType = RatingType.STANDARD
    """The FIDE list the event is rated for (B.02 covers standard, rapid and blitz)."""
    fide_rated: bool = True
    """Whether the event is submitted for FIDE rating (then every player needs a FIDE ID)."""
    time_control_code: str = ""
    """TRF26 222, e.g. ``5400+30`` (``engine.time_control``)."""
    prize_ties: TieRule = TieRule.TIEBREAK
    """How the event's regulations split prizes between players who finish level."""
    language: str = ""
    """The language of the event's documents for the public (printed documents, web folder, projector):
    a code of ``engine.i18n.LANGUAGES``; empty: the language of the program that prints
    (``engine.i18n.language_for_document`` decides)."""
    team: TeamSettings | None = None
    """Set: a team event (issue 29), its teams paired by ``team.format`` (C.04.6 or the Berger tables);
    ``round_robin`` and ``system`` then do not apply."""


@dataclass(frozen=True, slots=True)
class PlayerDetails:
    """The editable data of a player (TRF 001 static part). What ``add_player``/``edit_player`` take."""

    name: str
    rating: int = 0
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    sex: Sex = Sex.UNKNOWN
    birth_date: str = ""
    """As TRF writes it: ``YYYY/MM/DD`` or ``YYYY``; may be empty."""
    national_id: str = ""
    """The player's ID in the national rating list (beside the FIDE ID)."""
    national_rating: int = 0
    """The national rating (0 = none), beside the FIDE rating."""
    club: str = ""
    city: str = ""
    other_titles: str = ""
    """Arbiter, trainer and organiser titles from the FIDE list, comma-separated (``IA,FT``)."""
    inactive: bool = False
    """The FIDE list flags the player inactive (``i``)."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A registered player as stored."""

    id: PlayerId
    number: PairingNumber
    name: str
    rating: int = 0
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    sex: Sex = Sex.UNKNOWN
    birth_date: str = ""
    withdrawn_from_round: int | None = None
    """First round the player is no longer paired in (C.04.2 art. 3.2); None = active."""
    entry_round: int | None = None
    """A late entry's first round (C.04.2 (2026) art. 2.4); None = registered before round 1 was paired."""
    k_factor: int | None = None
    """B.02 8.3.3 K from the FIDE rating list (or set by the arbiter, ``set_k_factor``); None = derived
    from what is known (``operations.endevent.k_factor_of``). Not part of ``details``: editing a player keeps
    it."""
    national_id: str = ""
    national_rating: int = 0
    club: str = ""
    city: str = ""
    other_titles: str = ""
    inactive: bool = False
    fixed_board: int | None = None
    """The board the player keeps in every round (C.04.2 (2026) art. 3.6, ``engine.fixed_boards``);
    None: the board the pairing order gives. Set by ``tf.players.fix_board``, not part of ``details``."""
    fee_category: str = ""
    """The entry-fee category the arbiter chose (``tf.desk``); empty: the event's fee rules decide."""

    @property
    def details(self) -> PlayerDetails:
        return PlayerDetails(
            self.name,
            self.rating,
            self.title,
            self.federation,
            self.fide_id,
            self.sex,
            self.birth_date,
            self.national_id,
            self.national_rating,
            self.club,
            self.city,
            self.other_titles,
            self.inactive,
        )

    @property
    def is_withdrawn(self) -> bool:
        return self.withdrawn_from_round is not None

    def plays_in(self, round_number: int) -> bool:
        """Not withdrawn as of ``round_number``."""
        return self.withdrawn_from_round is None or round_number < self.withdrawn_from_round


@dataclass(frozen=True, slots=True)
class Withdrawal:
    """What ``withdraw`` did: the player as now stored, the forfeits it entered in rounds already
    paired (a round robin's scheduled games), and in a round robin how the player's games count."""

    player: PlayerRecord
    forfeits: tuple[BoardRecord, ...] = ()
    ruling: str = ""
    """FIDE Tournament Rules V.4 (C.05) applied, in words; empty for a Swiss event."""


@dataclass(frozen=True, slots=True)
class NumbersDrawn:
    """The pairing numbers of a round robin, drawn by lot (``seed``) or set by the arbiter (None)."""

    seed: int | None
    players: tuple[PlayerRecord, ...]
    """Every player with their new number, in number order."""


@dataclass(frozen=True, slots=True)
class PlayerAdded:
    """What ``add_player`` did: the new player, and whether other TPNs moved to make room."""

    player: PlayerRecord
    renumbered: tuple[PlayerRecord, ...] = ()
    """Players whose TPN changed (C.04.2 art. 2.5), with their new number."""
    warnings: tuple[str, ...] = ()
    previous: tuple[PairingNumber, ...] = ()
    """The number each player of ``renumbered`` had before."""

    def moves(self) -> tuple[str, ...]:
        """Who moved, one line each in the language in force: "Doe, Jane: #3 → #4"."""
        return tuple(
            translate("DbRegistration", "{name}: #{old} \u2192 #{new}").format(
                name=p.name, old=old, new=p.number
            )
            for p, old in zip(self.renumbered, self.previous, strict=True)
        )


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """A row of a player list that cannot be imported: its line in the file and why."""

    line: int
    message: str

    def __str__(self) -> str:
        return translate("DbImport", "line {line}: {message}").format(line=self.line, message=self.message)


@dataclass(frozen=True, slots=True)
class PlayerImportPreview:
    """What importing a player list would do, computed without changing the file.

    ``added``: the players that would be added, numbered as they would be (C.04.2 art. 2.2-2.5);
    ``problems``: rows that cannot be imported, with their line (bad data, duplicates);
    ``duplicates``: (line, registered player) for rows that are already registered."""

    rows: int
    added: tuple[PlayerRecord, ...]
    renumbered: tuple[PlayerRecord, ...]
    problems: tuple[ImportProblem, ...]
    duplicates: tuple[tuple[int, PlayerRecord], ...]
    warnings: tuple[str, ...] = ()

    @property
    def clean(self) -> bool:
        """Every row can be imported."""
        return not self.problems


@dataclass(frozen=True, slots=True)
class PlayersImported:
    """What ``import_players`` did, in one transaction: the players added (``undo_player_import``
    removes exactly these), those renumbered to make room, the rows left out (``skip_problems``)."""

    audit_id: int
    added: tuple[PlayerRecord, ...]
    renumbered: tuple[PlayerRecord, ...]
    skipped: tuple[ImportProblem, ...] = ()
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """One board of a round: players by id (TPN of the moment beside), and the result if entered."""

    round: int
    board: int
    white: PlayerId
    black: PlayerId
    white_number: PairingNumber
    black_number: PairingNumber
    result: GameResult | None = None
    no_colours: bool = False
    """A game not played that the imported file gave no colours (TRF ``126 - -``): ``white`` is only the
    first of the two, and neither cell has a colour."""

    def round_entries(self) -> tuple[RoundEntry, RoundEntry]:
        """The round cells (TRF16 001 columns 92-99) this board gives white and black."""
        return board_entries(self.white_number, self.black_number, self.result, self.no_colours)


def board_entries(
    white: PairingNumber, black: PairingNumber, result: GameResult | None, no_colours: bool = False
) -> tuple[RoundEntry, RoundEntry]:
    """(white's cell, black's cell) of a board: the opponent, the colour and the result code, blank
    (``ResultCode.PENDING``) while the result is missing. A game not played without colours gives both
    cells the colour ``-`` (TRF16: ``126 - -``), so no colour history counts it."""
    white_code, black_code = (ResultCode.PENDING, ResultCode.PENDING) if result is None else result.codes
    if no_colours:
        return RoundEntry(black, Colour.NONE, white_code), RoundEntry(white, Colour.NONE, black_code)
    return RoundEntry(black, Colour.WHITE, white_code), RoundEntry(white, Colour.BLACK, black_code)


@dataclass(frozen=True, slots=True)
class ByeRecord:
    """A bye requested for (or recorded in) a round: half-, zero- or full-point (not the PAB)."""

    round: int
    player: PlayerId
    kind: ByeKind


@dataclass(frozen=True, slots=True)
class RoundInfo:
    """A paired round: its boards in board order, the pairing-allocated bye, and the byes."""

    number: int
    date: date | None
    state: RoundState
    boards: tuple[BoardRecord, ...] = ()
    pairing_bye: PlayerId | None = None
    """The player who received the pairing-allocated bye (PAB, C.04.1 art. c), if any."""
    byes: tuple[ByeRecord, ...] = ()
    paired_at: datetime | None = None
    board_notes: tuple[str, ...] = ()
    """Set only on the round just paired: each fixed board (C.04.2 (2026) art. 3.6) not kept, in one
    sentence stating the rule applied (``operations.ops_fixed_boards``)."""

    @property
    def missing_results(self) -> int:
        return [b.result for b in self.boards].count(None)  # asked of every round at each result typed


PAB_ENTRY = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
"""The round cell of the pairing-allocated bye (TRF ``0000 - U``)."""


def round_cells(
    info: RoundInfo, numbers: Mapping[PlayerId, PairingNumber]
) -> dict[PairingNumber, RoundEntry]:
    """The round cells (TRF16 001 columns 92-99) a stored round gives its players, by pairing number:
    a board both its players (``board_entries``), the PAB ``0000 - U``, a requested bye of the round
    ``0000 - H/F/Z`` when the player is not on a board. A player not listed was not paired in the round
    (``engine.model.NOT_PAIRED``: late entry, withdrawal, absence)."""
    return cells_of_round(
        ((numbers[bye.player], bye.kind) for bye in info.byes),
        None if info.pairing_bye is None else numbers[info.pairing_bye],
        ((b.white_number, b.black_number, b.result, b.no_colours) for b in info.boards),
    )


StoredBoard = tuple[PairingNumber, PairingNumber, "GameResult | None", bool]
"""A board as ``board_entries`` reads it: white's and black's pairing numbers, the result, no colours."""


def cells_of_round(
    byes: Iterable[tuple[PairingNumber, ByeKind]],
    pairing_bye: PairingNumber | None,
    boards: Iterable[StoredBoard],
) -> dict[PairingNumber, RoundEntry]:
    """``round_cells`` of a round given as its parts (the mapper reads them from the file's columns
    without making a ``RoundInfo``): the requested byes, then the PAB, then the boards, each later one
    over an earlier one of the same player."""
    cells: dict[PairingNumber, RoundEntry] = {}
    for number, kind in byes:
        cells[number] = RoundEntry(None, Colour.NONE, kind.code)
    if pairing_bye is not None:
        cells[pairing_bye] = PAB_ENTRY
    for white, black, result, no_colours in boards:
        cells[white], cells[black] = board_entries(white, black, result, no_colours)
    return cells


@dataclass(frozen=True, slots=True)
class PairingChange:
    """A pairing the arbiter set by hand (C.04.2 art. 4.4) and every rule it breaks."""

    round: RoundInfo
    warnings: tuple[PairingWarning, ...] = ()
    """``engine.manual_pairing`` warnings: ABSOLUTE ones first, then QUALITY."""


@dataclass(frozen=True, slots=True)
class ProhibitedPair:
    """Players who must not be paired together (TRF26 260), rounds inclusive, None = every round."""

    id: int
    players: tuple[PlayerId, ...]
    first_round: int | None = None
    last_round: int | None = None
    reason: str = ""
    """Why: "" (set by hand or imported), ``club: <name>`` or ``federation: <code>`` (a restriction
    "players of the same club/federation do not meet in rounds 1..k", ``operations.ops_restrictions``)."""


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One row of the append-only audit log: who did what, with the values before and after (JSON)."""

    id: int
    at: datetime
    user: str
    operation: str
    old: str | None
    new: str | None


@dataclass(frozen=True, slots=True)
class LateCorrection:
    """A result of an earlier round changed after round ``paired_round`` was paired (C.04.2 (2026)
    art. 4.3: that round stays as paired; the correction counts for the pairings after it). What the
    checks of that round name instead of judging it with a result it could not know
    (``operations.result_history``)."""

    paired_round: int
    round: int
    board: int
    old: GameResult | None
    """The result the round was paired with."""
    new: GameResult | None
    """The result the file has now."""
    audit_ids: tuple[int, ...]
    """The rows of the audit log that changed it (one, unless corrected more than once)."""

    def __str__(self) -> str:
        """In the language in force: "round 3 was paired before the result of board 2 of round 2 was
        corrected from 1-0 to 0-1 (audit #49)"."""
        none = translate("DbCheck", "no result")
        return translate(
            "DbCheck",
            "round {paired} was paired before the result of board {board} of round {round} was corrected "
            "from {old} to {new} (audit {rows}); it is checked with the result known then",
        ).format(
            paired=self.paired_round,
            board=self.board,
            round=self.round,
            old=self.old.label if self.old else none,
            new=self.new.label if self.new else none,
            rows=", ".join(f"#{i}" for i in self.audit_ids),
        )


def corrections_text(corrections: Sequence[LateCorrection]) -> tuple[str, ...]:
    """One line per correction, naming every round paired before it ("rounds 3-5 were paired before
    the result of board 2 of round 2 was corrected ..."), in the language in force: what ``arbiter
    check`` says of a whole event."""
    rounds: dict[tuple[int, int, GameResult | None, GameResult | None, tuple[int, ...]], list[int]] = {}
    for c in corrections:
        rounds.setdefault((c.round, c.board, c.old, c.new, c.audit_ids), []).append(c.paired_round)
    lines = []
    none = translate("DbCheck", "no result")
    for (rnd, board, old, new, ids), paired in sorted(rounds.items(), key=lambda item: item[0][4]):
        if len(paired) == 1:
            lines.append(str(LateCorrection(paired[0], rnd, board, old, new, ids)))
            continue
        lines.append(
            translate(
                "DbCheck",
                "rounds {paired} were paired before the result of board {board} of round {round} was "
                "corrected from {old} to {new} (audit {rows}); they are checked with the result known then",
            ).format(
                paired=_ranges(sorted(paired)),
                board=board,
                round=rnd,
                old=old.label if old else none,
                new=new.label if new else none,
                rows=", ".join(f"#{i}" for i in ids),
            )
        )
    return tuple(lines)


def _ranges(numbers: Sequence[int]) -> str:
    """``[3, 4, 5, 7]`` -> ``3-5, 7``."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What ``import_trf`` read, and anything it had to interpret."""

    players: int
    rounds: int
    warnings: tuple[str, ...] = ()
    edition: str = ""
    """Which edition pairs the event and why (``engine.edition_policy.EditionChoice.explanation``)."""
    placeholders: tuple[str, ...] = ()
    """The placeholder players of the bye found (``#N name``): taken out unless kept."""


@dataclass(frozen=True, slots=True)
class TrfImportPreview:
    """What importing a TRF would do, read without creating anything (``operations.preview_trf``)."""

    players: int
    rounds: int
    """Rounds that would be stored as paired."""
    number_of_rounds: int
    edition: str
    warnings: tuple[str, ...]
    placeholders: tuple[str, ...]
    """``#N name`` of the placeholder players of the bye found."""
    refused: str | None = None
    """Why the import is refused as asked (strict or lenient); None when it would import."""
    lenient_warnings: tuple[str, ...] = ()
    """When refused strictly but importable with ``lenient``: the warnings of that import."""


@dataclass(frozen=True, slots=True)
class PrizeCategoryRecord:
    """A stored prize category: its row id and the category (listed players by their current TPN)."""

    id: int
    category: PrizeCategory


@dataclass(frozen=True, slots=True)
class ResultChange:
    """One board whose result a results import enters or corrects: the board and both results."""

    board: BoardRecord
    """The board as it is now (``board.result`` is the result before the import)."""
    new: GameResult

    @property
    def old(self) -> GameResult | None:
        return self.board.result


@dataclass(frozen=True, slots=True)
class ResultImportPreview:
    """What importing the results of a round would do, computed without changing the file.

    ``changes``: boards whose result would be entered (``old`` None) or corrected; ``unchanged``: rows
    that give the result the board already has; ``problems``: rows that cannot be imported, with their
    line (no such board, other players on it, a board twice); ``other_rounds``: rows of other rounds,
    left out."""

    round: int
    changes: tuple[ResultChange, ...]
    unchanged: int
    problems: tuple[ImportProblem, ...]
    other_rounds: int = 0
    missing_after: int = 0
    """Boards of the round still without a result after the import."""

    @property
    def clean(self) -> bool:
        return not self.problems

    @property
    def corrections(self) -> tuple[ResultChange, ...]:
        """Changes that replace a result already entered."""
        return tuple(c for c in self.changes if c.old is not None)


@dataclass(frozen=True, slots=True)
class ResultsImported:
    """What ``import_results`` did in one transaction (``undo_results_import`` puts back every board)."""

    audit_id: int
    round: int
    changes: tuple[ResultChange, ...]
    skipped: tuple[ImportProblem, ...] = ()


@dataclass(frozen=True, slots=True)
class FileSnapshot:
    """What a window shows of a tournament file, read in ONE transaction (``TournamentFile.snapshot``):
    every value describes the same state of the file."""

    event: EventSettings
    players: tuple[PlayerRecord, ...]
    """In pairing-number order."""
    rounds: tuple[RoundInfo, ...]
    """Every paired round, in order."""
    byes: tuple[ByeRecord, ...]
    """Requested byes of every round, by round then player."""
    tournament: Tournament
    """The same, as ``engine.model.Tournament`` (every paired round, pending results included)."""
