"""The tables of a tournament file (schema version ``SCHEMA_VERSION``), as typed SQLAlchemy 2 models.

These classes describe the CURRENT schema only. Migrations (``db.migrations``) are plain SQL so that
they keep working when these classes change. Domain types are stored through ``TypeDecorator``s:
dates as ISO text, enums by their value, exact points as fraction strings.
"""

from __future__ import annotations

import enum
from datetime import date, datetime
from typing import Any, Generic, TypeVar

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    ForeignKey,
    ForeignKeyConstraint,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import JSON, TypeDecorator

from db.codes import ByeKind, GameResult, Role

SCHEMA_VERSION = 16
"""Bump together with a new entry in ``db.migrations.MIGRATIONS`` and a frozen sample in tests/data/db."""

APPLICATION_ID = 0x41524244
"""``PRAGMA application_id`` of every tournament file ("ARBD"), how a foreign SQLite file is told apart."""

PAIRING_SYSTEMS = (
    "dutch",
    "berger",
    "burstein",
    "dubov",
    "lim",
    "double_swiss",
    "team_swiss",
    "team_berger",
    "team_double_berger",
)
"""``event.pairing_system`` values: a Swiss system (``engine.system_policy.SYSTEMS``: Dutch, Burstein,
Dubov, Lim, schema 8; Double-Swiss, schema 10: match ``k`` stored as rounds ``2k-1`` and ``2k``, one
per game), or a round robin by the Berger tables; a team event (schema 12): the Swiss Team Pairing
System (C.04.6) or a team round robin, single or double (the Berger tables of C.05 Annex 1 for teams),
its settings (boards, 192 code, colour sequence) in ``system_settings``."""

SQLITE_ONLY_CHECKS = frozenset({"inactive_flag", "no_colours_flag"})
"""CHECK constraints of SQLite alone: a flag is 0 or 1 there (SQLite has no boolean type); PostgreSQL's
BOOLEAN is one by itself, and refuses to compare it with an integer (``db.server.server_metadata``)."""

E = TypeVar("E", bound=enum.Enum)


def _quoted(values: type[enum.Enum]) -> str:
    return ", ".join("'" + str(v.value).replace("'", "''") + "'" for v in values)


class IsoDate(TypeDecorator[date]):
    """A ``datetime.date`` stored as ``YYYY-MM-DD``."""

    impl = String(10)
    cache_ok = True

    def process_bind_param(self, value: date | None, dialect: Dialect) -> str | None:
        return None if value is None else value.isoformat()

    def process_result_value(self, value: str | None, dialect: Dialect) -> date | None:
        return None if value is None else date.fromisoformat(value)


class IsoDateTime(TypeDecorator[datetime]):
    """A timezone-aware ``datetime`` stored as ISO 8601 text (UTC)."""

    impl = String(40)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> str | None:
        return None if value is None else value.isoformat()

    def process_result_value(self, value: str | None, dialect: Dialect) -> datetime | None:
        return None if value is None else datetime.fromisoformat(value)


class EnumValue(TypeDecorator[E], Generic[E]):
    """An ``enum.Enum`` stored by its value (text), so the file stays readable with any SQLite tool."""

    impl = String(40)
    cache_ok = True

    def __init__(self, enum_type: type[E]) -> None:
        super().__init__()
        self.enum_type = enum_type

    def process_bind_param(self, value: E | None, dialect: Dialect) -> str | None:
        return None if value is None else str(value.value)

    def process_result_value(self, value: str | None, dialect: Dialect) -> E | None:
        return None if value is None else self.enum_type(value)


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}


class Meta(Base):
    """Key/value facts about the file: ``schema_version``, ``created_by``, ``created_at``."""

    __tablename__ = "meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class EventRow(Base):
    """The single row of what the whole event shares, whatever its sections (TRF 012, 022, 032, 042, 052,
    102, 112; schema 15: the section's settings moved to ``sections``)."""

    __tablename__ = "event"
    __table_args__ = (CheckConstraint("id = 1", name="single_event"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, default=1)
    name: Mapped[str] = mapped_column(Text)
    city: Mapped[str] = mapped_column(Text, default="")
    federation: Mapped[str] = mapped_column(String(3), default="")
    start_date: Mapped[date | None] = mapped_column(IsoDate)
    end_date: Mapped[date | None] = mapped_column(IsoDate)
    chief_arbiter: Mapped[str] = mapped_column(Text, default="")
    deputy_arbiters: Mapped[list[Any]] = mapped_column(JSON, default=list)
    organiser: Mapped[str] = mapped_column(Text, default="")
    language: Mapped[str] = mapped_column(String(8), default="")
    """The language of the event's documents for the public (``engine.i18n.LANGUAGES``: ``es``...); empty:
    the language of the program that prints. Schema 5."""


class SectionRow(Base):
    """A section of the event (Open A, Open B, a blitz...): a tournament of its own, with its settings
    (TRF 092, 122, 132, 142, 162, 192, 202, 222...). Every row of the tournament's tables carries the id
    of its section (``section_id``); ``db.sections`` keeps a session to one section. Schema 15: a file of
    an older schema is an event with one section."""

    __tablename__ = "sections"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), default=1)
    name: Mapped[str] = mapped_column(Text, unique=True)
    """What the arbiter calls the section (``arbiter ... --section NAME``), unique in the event."""
    tournament_type: Mapped[str] = mapped_column(Text, default="")
    time_control: Mapped[str] = mapped_column(Text, default="")
    number_of_rounds: Mapped[int] = mapped_column(Integer, CheckConstraint("number_of_rounds >= 1"))
    """TRF 142: rounds; in a Double-Swiss event games, two per match (``rounds`` likewise holds one
    round per game: match ``k`` is rounds ``2k-1`` and ``2k``)."""
    round_dates: Mapped[list[Any]] = mapped_column(JSON, default=list)
    """ISO dates or null, index 0 = round 1 (the planned schedule)."""
    rules: Mapped[str] = mapped_column(String(40))
    """``engine.model.RulesEdition`` value (the Dutch text; ignored by a round robin)."""
    pairing_system: Mapped[str] = mapped_column(
        String(20),
        CheckConstraint(f"pairing_system IN ({', '.join(repr(s) for s in PAIRING_SYSTEMS)})", name="system"),
        default="dutch",
    )
    """``dutch`` (a Swiss paired by ``rules``), ``burstein``, ``dubov``, ``lim`` (schema 8),
    ``double_swiss`` (C.04.5; schema 10) or ``berger`` (a round robin, C.05 Annex 1). Schema 4. A team
    event (schema 12): ``team_swiss``, ``team_berger``, ``team_double_berger``."""
    system_settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """The system's settings: for ``berger``, ``cycles`` and ``reverse_last_two``. Schema 4. For a team
    event: ``boards``, ``code`` (the 192 code of C.04.6) and ``colour_sequence`` (record 352)."""
    point_system: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """``PointSystem`` field name -> fraction text; only fields that differ from the default."""
    initial_colour: Mapped[str | None] = mapped_column(String(1))
    tiebreaks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    standings_tiebreaks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    accelerations: Mapped[list[Any]] = mapped_column(JSON, default=list)
    extra_records: Mapped[list[Any]] = mapped_column(JSON, default=list)
    """TRF records kept from an import and written back unchanged."""
    rating_type: Mapped[str] = mapped_column(String(10), default="standard")
    """``engine.rating.RatingType`` value: the FIDE list the event is rated for."""
    fide_rated: Mapped[bool] = mapped_column(default=True)
    time_control_code: Mapped[str] = mapped_column(Text, default="")
    """TRF26 222, e.g. ``5400+30``."""
    prize_ties: Mapped[str] = mapped_column(String(10), default="tiebreak")
    """``engine.prizes.TieRule`` value: how the event's regulations split prizes between equal players."""
    entry_fees: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """The entry fees of the event's regulations (``values.desk.FeeSchedule`` as JSON: currency and fee
    categories in order); empty: no fees recorded. Schema 9."""
    event: Mapped[EventRow] = relationship(lazy="joined")


def _section() -> Mapped[int]:
    """The ``section_id`` of a row of a section's tables (set by ``db.sections`` on every new row)."""
    return mapped_column(ForeignKey("sections.id"))


class PlayerRow(Base):
    __tablename__ = "players"
    __table_args__ = (
        CheckConstraint("number >= 1", name="tpn_positive"),
        UniqueConstraint("section_id", "number", name="tpn_in_section"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    number: Mapped[int] = mapped_column(Integer)
    """Tournament pairing number (C.04.2 art. 2.3)."""
    name: Mapped[str] = mapped_column(Text)
    rating: Mapped[int] = mapped_column(Integer, CheckConstraint("rating >= 0"), default=0)
    title: Mapped[str] = mapped_column(String(3), default="")
    federation: Mapped[str] = mapped_column(String(3), default="")
    fide_id: Mapped[str] = mapped_column(String(12), default="")
    sex: Mapped[str] = mapped_column(
        String(1), CheckConstraint("sex IN ('m', 'w', '')", name="sex_code"), default=""
    )
    birth_date: Mapped[str] = mapped_column(String(10), default="")
    withdrawn_from_round: Mapped[int | None] = mapped_column(Integer)
    entry_round: Mapped[int | None] = mapped_column(
        Integer, CheckConstraint("entry_round IS NULL OR entry_round >= 2", name="entry_round_late")
    )
    """A late entry's first round (C.04.2 (2026) art. 2.4): the rounds paired when the player was
    registered, plus one; NULL = registered before round 1 was paired. Schema 6."""
    k_factor: Mapped[int | None] = mapped_column(Integer, CheckConstraint("k_factor IS NULL OR k_factor > 0"))
    """B.02 8.3.3 K as the FIDE list gives it (or the arbiter sets it); NULL = derived from what is known."""
    # schema 3: what the player library brings besides the TRF fields
    national_id: Mapped[str] = mapped_column(Text, default="")
    national_rating: Mapped[int] = mapped_column(
        Integer, CheckConstraint("national_rating >= 0", name="national_rating_positive"), default=0
    )
    club: Mapped[str] = mapped_column(Text, default="")
    city: Mapped[str] = mapped_column(Text, default="")
    other_titles: Mapped[str] = mapped_column(Text, default="")
    inactive: Mapped[bool] = mapped_column(
        Boolean, CheckConstraint("inactive IN (0, 1)", name="inactive_flag"), default=False
    )
    # schema 9: the arbiter's desk (issue 33)
    fixed_board: Mapped[int | None] = mapped_column(
        Integer, CheckConstraint("fixed_board IS NULL OR fixed_board >= 1", name="fixed_board_positive")
    )
    """The board the player always plays on (C.04.2 (2026) art. 3.6: arbiters may fix boards); NULL:
    the board the pairing order gives."""
    fee_category: Mapped[str] = mapped_column(Text, default="")
    """The entry-fee category the arbiter chose for the player; empty: the first category of the event's
    fees whose conditions the player meets."""


class CheckInRow(Base):
    """A player who confirmed his presence before a round was paired (C.04.2 (2026) art. 4.1). Schema 9."""

    __tablename__ = "check_ins"
    section_id: Mapped[int] = _section()
    round_number: Mapped[int] = mapped_column(
        Integer, CheckConstraint("round_number >= 1", name="check_in_round"), primary_key=True
    )
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)
    at: Mapped[datetime] = mapped_column(IsoDateTime)


class FeePaymentRow(Base):
    """An entry fee (or part of one) the desk received; its id is the receipt's number. Schema 9."""

    __tablename__ = "fee_payments"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    amount: Mapped[int] = mapped_column(Integer, CheckConstraint("amount > 0", name="payment_positive"))
    """In the smallest unit of the currency (cents)."""
    paid_at: Mapped[datetime] = mapped_column(IsoDateTime)
    note: Mapped[str] = mapped_column(Text, default="")


class RoundRow(Base):
    """A paired round. The state (complete or not) is derived from its boards."""

    __tablename__ = "rounds"
    section_id: Mapped[int] = mapped_column(ForeignKey("sections.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, CheckConstraint("number >= 1"), primary_key=True)
    played_on: Mapped[date | None] = mapped_column("date", IsoDate)
    paired_at: Mapped[datetime | None] = mapped_column(IsoDateTime)
    pairing_bye_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"))
    pairer: Mapped[str] = mapped_column(Text, default="")
    """Which function paired it (``engine.dutch.pair_round``, ``import``...)."""
    pairing_input: Mapped[str | None] = mapped_column(Text)
    """The exact TRF given to the pairing engine for this round."""
    boards: Mapped[list[BoardRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan", order_by="BoardRow.board_no"
    )


class BoardRow(Base):
    __tablename__ = "boards"
    __table_args__ = (
        UniqueConstraint("section_id", "round_number", "board_no"),
        UniqueConstraint("section_id", "round_number", "white_id"),
        UniqueConstraint("section_id", "round_number", "black_id"),
        CheckConstraint("white_id <> black_id", name="two_players"),
        CheckConstraint("board_no >= 1", name="board_positive"),
        ForeignKeyConstraint(
            ["section_id", "round_number"], ["rounds.section_id", "rounds.number"], ondelete="CASCADE"
        ),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    round_number: Mapped[int] = mapped_column(Integer)
    board_no: Mapped[int] = mapped_column(Integer)
    white_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    black_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    result: Mapped[str | None] = mapped_column(
        String(8),
        CheckConstraint("result IS NULL OR result IN (" + _quoted(GameResult) + ")", name="result_code"),
    )
    """``values.GameResult`` value, NULL while the game is on."""
    no_colours: Mapped[bool] = mapped_column(
        Boolean, CheckConstraint("no_colours IN (0, 1)", name="no_colours_flag"), default=False
    )
    """A game not played whose file gave no colours (TRF ``126 - -``): who is listed as white is only the
    order of the board; C.04.2 (2026) art. 5.1 / TRF16: only played games count for colours."""
    round: Mapped[RoundRow] = relationship(back_populates="boards")


class ByeRow(Base):
    """A half-, zero- or full-point bye requested for a round (which need not be paired yet)."""

    __tablename__ = "byes"
    __table_args__ = (UniqueConstraint("round_number", "player_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    round_number: Mapped[int] = mapped_column(Integer, CheckConstraint("round_number >= 1"))
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    kind: Mapped[str] = mapped_column(
        String(8), CheckConstraint("kind IN (" + _quoted(ByeKind) + ")", name="bye_kind")
    )


class ProhibitedPairRow(Base):
    __tablename__ = "prohibited_pairs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    first_round: Mapped[int | None] = mapped_column(Integer)
    last_round: Mapped[int | None] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text, default="")
    """Schema 3: "" or ``club: <name>`` / ``federation: <code>`` (``operations.ops_restrictions``)."""
    members: Mapped[list[ProhibitedMemberRow]] = relationship(
        cascade="all, delete-orphan", order_by="ProhibitedMemberRow.player_id"
    )


class ProhibitedMemberRow(Base):
    __tablename__ = "prohibited_pair_members"
    section_id: Mapped[int] = _section()
    pair_id: Mapped[int] = mapped_column(
        ForeignKey("prohibited_pairs.id", ondelete="CASCADE"), primary_key=True
    )
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)


class PrizeCategoryRow(Base):
    """A prize category of the event's regulations (``engine.prizes.PrizeCategory``), in list order."""

    __tablename__ = "prize_categories"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(Text)
    code: Mapped[str] = mapped_column(Text, default="")
    rule: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """Conditions (``CategoryRule`` fields); listed players by player id (stable), not TPN."""
    prizes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    """``[[amount, label], ...]`` for places 1, 2, ...; amounts in the smallest unit of money."""


class TeamRow(Base):
    """A team of a team event (TRF26 310): its pairing number, name and captain. Schema 12; schema 15:
    a section's."""

    __tablename__ = "teams"
    __table_args__ = (
        UniqueConstraint("section_id", "number", name="team_number_in_section"),
        CheckConstraint("number >= 1", name="team_number_positive"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    number: Mapped[int] = mapped_column(Integer)
    """The team pairing number (TPN of record 310), unique in the section."""
    name: Mapped[str] = mapped_column(Text)
    captain: Mapped[str] = mapped_column(Text, default="")
    members: Mapped[list[TeamMemberRow]] = relationship(
        cascade="all, delete-orphan", order_by="TeamMemberRow.position"
    )


class TeamMemberRow(Base):
    """A player of a team's roster, at his place in the board order (1 = board 1; reserves after the
    boards). The player is a row of ``players``, as in an individual event. Schema 12; schema 15: a
    section's."""

    __tablename__ = "team_members"
    __table_args__ = (
        UniqueConstraint("team_id", "position"),
        CheckConstraint("position >= 1", name="roster_position_positive"),
    )
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)
    section_id: Mapped[int] = _section()
    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)


class TeamMatchRow(Base):
    """A match of a paired team round: ``white_team_id`` has White on board 1 (C.04.6 1.6.1); no
    ``black_team_id``: the pairing-allocated bye of ``white_team_id``. Its games are the round's
    ``boards`` of its line-ups. Schema 12; schema 15: a section's, its round that section's."""

    __tablename__ = "team_matches"
    __table_args__ = (
        UniqueConstraint("section_id", "round_number", "match_no"),
        UniqueConstraint("section_id", "round_number", "white_team_id"),
        UniqueConstraint("section_id", "round_number", "black_team_id"),
        CheckConstraint("match_no >= 1", name="match_positive"),
        CheckConstraint("white_team_id <> black_team_id", name="two_teams"),
        ForeignKeyConstraint(
            ["section_id", "round_number"], ["rounds.section_id", "rounds.number"], ondelete="CASCADE"
        ),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = _section()
    round_number: Mapped[int] = mapped_column(Integer)
    match_no: Mapped[int] = mapped_column(Integer)
    white_team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"))
    black_team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id"))


class LineupRow(Base):
    """Who plays board ``board`` for a team in a round (the captain's line-up). Schema 12; schema 15: a
    section's, its round that section's."""

    __tablename__ = "lineups"
    __table_args__ = (
        UniqueConstraint("section_id", "round_number", "player_id"),
        CheckConstraint("board >= 1", name="lineup_board_positive"),
        ForeignKeyConstraint(
            ["section_id", "round_number"], ["rounds.section_id", "rounds.number"], ondelete="CASCADE"
        ),
    )
    section_id: Mapped[int] = _section()
    round_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id"), primary_key=True)
    board: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))


class AuditRow(Base):
    """Append-only (triggers refuse UPDATE and DELETE)."""

    __tablename__ = "audit_log"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    section_id: Mapped[int] = mapped_column(Integer)
    """The section the operation worked on (schema 15; rows of older files: their one section). No
    foreign key: the log outlives what it names."""
    at: Mapped[datetime] = mapped_column(IsoDateTime)
    user: Mapped[str] = mapped_column(Text)
    operation: Mapped[str] = mapped_column(String(40))
    old_value: Mapped[str | None] = mapped_column(Text)
    new_value: Mapped[str | None] = mapped_column(Text)


class DeskRoleRow(Base):
    """A person's role at the event's desks (issue 30 item 3, schema 13): ``person`` is how the audit log
    names him without the desk's host (``person@host`` there). No row: the event names no chief arbiter
    yet, and every desk may do everything, as a file used alone (``operations.roles``)."""

    __tablename__ = "desk_roles"
    person: Mapped[str] = mapped_column(Text, primary_key=True)
    role: Mapped[str] = mapped_column(
        String(8), CheckConstraint("role IN (" + _quoted(Role) + ")", name="desk_role")
    )


PAIRED_TWICE = "a player is paired twice in this round"
"""What the board trigger says when it refuses a board (``db.migrations.add_board_triggers`` too)."""

BOARD_TRIGGERS = (
    "CREATE TRIGGER boards_one_game_per_player BEFORE INSERT ON boards "
    "WHEN EXISTS (SELECT 1 FROM boards b WHERE b.section_id = NEW.section_id "
    "AND b.round_number = NEW.round_number AND b.white_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM boards b WHERE b.section_id = NEW.section_id "
    "AND b.round_number = NEW.round_number AND b.black_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM rounds r WHERE r.section_id = NEW.section_id AND r.number = NEW.round_number "
    "AND r.pairing_bye_id IN (NEW.white_id, NEW.black_id)) "
    f"BEGIN SELECT RAISE(ABORT, '{PAIRED_TWICE}'); END",
)
"""Defence in depth under the checks of ``operations.ops_rounds``: one game (or the PAB) per player and
round. One search per index of the round's boards (schema 14): a search with ``OR`` between the two
columns walked through the whole round at each board inserted. Each section's rounds apart (schema 15;
the indexes lead with ``section_id``)."""

AUDIT_TRIGGERS = (
    "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    "CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
)
