"""Operations on the event data."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import NotATournamentFile, OperationRefused
from db.schema import EventRow, PlayerRow, RoundRow, SectionRow
from db.sections import section_of
from db.tx import Tx
from engine.errors import ArbiterError
from engine.i18n import LANGUAGES, translate
from engine.model import Acceleration, Colour, PairingSystem, PointSystem, RoundRobin, RulesEdition
from engine.roundrobin import MAX_PLAYERS, MIN_PLAYERS, rounds_in
from operations.convert import (
    acceleration_from_json,
    acceleration_to_json,
    apply_event,
    event_settings,
    event_to_json,
    round_robin_from_row,
)
from operations.text_fields import refuse_control_characters
from values import EventSettings

MAX_ROUNDS = 99


def validate_settings(settings: EventSettings, paired_rounds: int) -> None:
    for what, text in (
        (translate("DbRefusal", "the tournament name"), settings.name),
        (translate("DbRefusal", "the city"), settings.city),
        (translate("DbRefusal", "the federation"), settings.federation),
        (translate("DbRefusal", "the type of tournament"), settings.tournament_type),
        (translate("DbRefusal", "the chief arbiter"), settings.chief_arbiter),
        *((translate("DbRefusal", "a deputy arbiter"), d) for d in settings.deputy_arbiters),
        (translate("DbRefusal", "the time control"), settings.time_control),
    ):
        refuse_control_characters(what, text)
    if not settings.name.strip():
        raise OperationRefused(translate("DbRefusal", "the tournament needs a name"))
    if not 1 <= settings.number_of_rounds <= MAX_ROUNDS:
        raise OperationRefused(
            translate(
                "DbRefusal", "number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}"
            ).format(MAX_ROUNDS=MAX_ROUNDS, number_of_rounds=settings.number_of_rounds)
        )
    if settings.number_of_rounds < paired_rounds:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}",
            ).format(paired_rounds=paired_rounds, number_of_rounds=settings.number_of_rounds)
        )
    if settings.initial_colour is Colour.NONE:
        raise OperationRefused(
            translate("DbRefusal", "the initial colour must be white, black or not stated (None)")
        )
    if settings.start_date and settings.end_date and settings.end_date < settings.start_date:
        raise OperationRefused(
            translate("DbRefusal", "the event ends ({end_date}) before it starts ({start_date})").format(
                end_date=settings.end_date, start_date=settings.start_date
            )
        )
    if len(settings.round_dates) > settings.number_of_rounds:
        raise OperationRefused(
            translate("DbRefusal", "{count} round dates given for {number_of_rounds} rounds").format(
                count=len(settings.round_dates), number_of_rounds=settings.number_of_rounds
            )
        )
    if len(settings.federation) > 3:
        raise OperationRefused(
            translate("DbRefusal", "federation {federation!r}: use the 3-letter FIDE code").format(
                federation=settings.federation
            )
        )
    check_language(settings.language)
    check_matches(settings)
    if settings.time_control_code.strip():
        from engine.time_control import TimeControlError, parse_time_control

        try:
            parse_time_control(settings.time_control_code)
        except TimeControlError as exc:
            raise OperationRefused(str(exc)) from exc


def is_double_swiss(settings: EventSettings) -> bool:
    """The event is paired by the Double-Swiss System (C.04.5): a match of two games is two rounds."""
    from engine.system_policy import games_per_pairing

    return games_per_pairing(settings.round_robin, settings.system) == 2


def check_matches(settings: EventSettings) -> None:
    """A Double-Swiss event has two games per match (C.04.5 Preface), and its number of rounds counts
    games (TRF 142): it must be even."""
    if is_double_swiss(settings) and settings.number_of_rounds % 2:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole "
                "number of matches",
            ).format(number_of_rounds=settings.number_of_rounds)
        )


def with_system_points(settings: EventSettings) -> EventSettings:
    """A Double-Swiss event whose points are the default ones gets the pairing-allocated bye of
    C.04.5 1.4 ("as many points as if the player had played a match winning a game and drawing the
    other", 1.5 spread over the bye's two games: ``engine.double_swiss.system``)."""
    if not is_double_swiss(settings) or settings.point_system != PointSystem():
        return settings
    from engine.double_swiss.system import double_swiss_point_system

    return replace(settings, point_system=double_swiss_point_system(settings.point_system))


def check_language(language: str) -> None:
    """An event's language is one of the program's (``engine.i18n.LANGUAGES``) or empty (the program's)."""
    if language and language not in LANGUAGES:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, "
                "or in the language of the program that prints them (empty)",
            ).format(language=language, languages=", ".join(LANGUAGES))
        )


_HELD_ROW = "arbiter_section_row"
"""Key of ``Session.info``: the section's row, held for the session's life (``event_row``)."""


def event_row(s: Session) -> SectionRow:
    """The settings of the session's section (``db.sections``), with its event's row (``.event``): read
    once per session (a session is one transaction). The session's identity map holds rows weakly, so
    a row nobody kept was read again at each call: storing a round asked for it three times, each a
    round trip to a venue server; the session keeps it now (``Session.info``), the same object the
    identity map gives, so a change made through it is seen as before."""
    row = s.get(SectionRow, section_of(s))
    if row is None:
        raise OperationRefused(translate("DbRefusal", "the file has no event data"))
    s.info[_HELD_ROW] = row
    return row


def file_event_row(s: Session) -> SectionRow:
    """The section's row of an open file; a file without one is no usable tournament file."""
    row = s.get(SectionRow, section_of(s))
    if row is None:
        raise NotATournamentFile(translate("DbRefusal", "the file has no event data"))
    return row


def paired_rounds(s: Session) -> int:
    return int(s.scalar(select(func.coalesce(func.max(RoundRow.number), 0))) or 0)


def round_robin(s: Session) -> RoundRobin | None:
    """The event's round-robin settings; None for a Swiss event."""
    ev = event_row(s)
    return round_robin_from_row(ev.pairing_system, ev.system_settings)


def round_robin_rounds(s: Session, rr: RoundRobin) -> int | None:
    """The rounds a round robin of the players registered now has (None outside 3-24 players)."""
    players = int(s.scalar(select(func.count()).select_from(PlayerRow)) or 0)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return None
    return rounds_in(players, rr)


def sync_round_robin_rounds(s: Session) -> int | None:
    """A round robin's number of rounds follows its players (C.05 Annex 1: n - 1 rounds per cycle, n
    rounded up to even): set it after a registration changes. Returns the new number, None if unchanged."""
    rr = round_robin(s)
    if rr is None:
        return None
    wanted = round_robin_rounds(s, rr)
    ev = event_row(s)
    if wanted is None or wanted == ev.number_of_rounds:
        return None
    ev.number_of_rounds = wanted
    return wanted


def init_event(tx: Tx, settings: EventSettings) -> EventSettings:
    settings = with_system_points(settings)
    validate_settings(settings, 0)
    row = SectionRow(name=settings.name, event=EventRow(id=1))  # the first section of a new event: id 1
    apply_event(row, settings)
    tx.session.add(row)
    tx.audit("create", None, event_to_json(settings))
    return settings


def update_event(tx: Tx, settings: EventSettings, *, confirm_rules: bool = False) -> EventSettings:
    """Change the event data. Once round 1 is paired the initial colour is fixed, and the rules
    edition changes only with ``confirm_rules`` (:func:`check_rules_change`); the audit row holds
    the old and the new settings (``rules`` among them)."""
    s = tx.session
    row = event_row(s)
    old = event_settings(row)
    paired = paired_rounds(s)
    if settings.round_robin is not None:
        wanted = round_robin_rounds(s, settings.round_robin)
        if wanted is not None:  # not a choice: the players make it (C.05 Annex 1)
            settings = replace(settings, number_of_rounds=wanted)
    validate_settings(settings, paired)
    if paired >= 1 and settings.initial_colour != old.initial_colour:
        raise OperationRefused(
            translate("DbRefusal", "the initial colour cannot change once round 1 is paired (C.04.3 art. 5)")
        )
    if settings.rules != old.rules:
        check_rules_change(old.rules, settings.rules, paired, confirm_rules)
    if settings.system != old.system and settings.round_robin is None and row.accelerations:
        refuse_acceleration(settings.system)
    if settings.system != old.system:
        settings = with_system_points(settings)
    if paired >= 1 and (settings.round_robin != old.round_robin or settings.system != old.system):
        raise OperationRefused(
            translate("DbRefusal", "the pairing system cannot change once round 1 is paired")
        )
    if settings == old:
        return old
    apply_event(row, settings)
    operation = "update_event" if settings.rules == old.rules else "set_rules"
    tx.audit(operation, event_to_json(old), event_to_json(settings))
    return settings


def refuse_acceleration(system: PairingSystem) -> None:
    """Refuse, in one sentence, virtual points for a system whose text names no acceleration
    (``engine.system_policy.refuse_baku``: the Dubov System)."""
    from engine.system_policy import refuse_baku

    try:
        refuse_baku(system)
    except ArbiterError as exc:
        raise OperationRefused(str(exc)) from exc


def check_rules_change(old: RulesEdition, new: RulesEdition, paired: int, confirmed: bool) -> None:
    """The rules edition is a setting of the tournament, chosen when it is created: an event is
    paired under the rules in force when it began. Once round 1 is paired a change is refused
    unless the arbiter confirms it (the rounds paired so far stay as they were)."""
    if paired >= 1 and not confirmed:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "the pairing rules cannot change from {old} to {new}: round 1 is already paired under "
                "the {old} text; confirm the change to pair the next rounds under the {new} text",
            ).format(old=old.short_name, new=new.short_name)
            if paired == 1
            else translate(
                "DbRefusal",
                "the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already "
                "paired under the {old} text; confirm the change to pair the next rounds under the "
                "{new} text",
            ).format(old=old.short_name, new=new.short_name, paired=paired)
        )


def set_rules(tx: Tx, rules: RulesEdition, *, confirm: bool = False) -> EventSettings:
    """Change the rules edition alone (see :func:`update_event`)."""
    old = event_settings(event_row(tx.session))
    return update_event(tx, replace(old, rules=rules), confirm_rules=confirm)


def set_language(tx: Tx, language: str) -> EventSettings:
    """The language of the event's documents alone (``EventSettings.language``; empty: the language of
    the program that prints). One ``update_event`` row in the audit log, with the old and the new value."""
    old = event_settings(event_row(tx.session))
    return update_event(tx, replace(old, language=language))


def accelerations(s: Session) -> tuple[Acceleration, ...]:
    return tuple(acceleration_from_json(a) for a in event_row(s).accelerations)


def set_accelerations(
    tx: Tx, items: Sequence[Acceleration], operation: str = "set_accelerations"
) -> tuple[Acceleration, ...]:
    """Fictitious points for pairing only (C.04.7; TRF26 250), by pairing-number ranges."""
    s = tx.session
    ev = event_row(s)
    for a in items:
        if not isinstance(a, Acceleration):
            raise OperationRefused(
                translate("DbRefusal", "{a!r} is not an engine.model.Acceleration").format(a=a)
            )
        if not 1 <= a.first_round <= a.last_round <= ev.number_of_rounds:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}",
                ).format(
                    first_round=a.first_round, last_round=a.last_round, number_of_rounds=ev.number_of_rounds
                )
            )
        if not 1 <= a.first_player <= a.last_player:
            raise OperationRefused(
                translate(
                    "DbRefusal", "acceleration players {first_player}-{last_player}: not a range of TPNs"
                ).format(first_player=a.first_player, last_player=a.last_player)
            )
        if a.points < 0:
            raise OperationRefused(
                translate("DbRefusal", "acceleration of {points} points: must not be negative").format(
                    points=a.points
                )
            )
    old = [acceleration_to_json(a) for a in accelerations(s)]
    new = [acceleration_to_json(a) for a in items]
    if old == new:
        return tuple(items)
    ev.accelerations = new
    tx.audit(operation, old, new)
    return tuple(items)
