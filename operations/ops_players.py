"""Operations on players: registration, late entries, corrections, withdrawals, byes, prohibited pairs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import (
    BoardRow,
    ByeRow,
    CheckInRow,
    FeePaymentRow,
    PlayerRow,
    ProhibitedMemberRow,
    ProhibitedPairRow,
    RoundRow,
)
from db.tx import Tx
from engine.i18n import translate
from engine.model import MAX_PLAYERS, Sex
from engine.rating.kfactor import VALID_K
from engine.titles import TITLES, fide_title
from operations.convert import (
    apply_details,
    bye_record,
    bye_to_json,
    player_record,
    player_to_json,
    prohibited_pair,
)
from operations.entry_numbers import entry_numbers
from operations.ops_double_swiss import rounds_of_bye
from operations.ops_event import event_row, paired_rounds, round_robin, sync_round_robin_rounds
from operations.player_rows import get_row as get_row  # re-exported: the operations on players use it
from operations.registration import TRF_NAME_LIMIT, fit_name, registration_warnings
from operations.text_fields import refuse_control_characters
from values import (
    ByeKind,
    ByeRecord,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerRecord,
    ProhibitedPair,
)

TITLE_ORDER = TITLES
"""C.04.2 (2026) art. 2.2.2: titles in ranking order; untitled players come after."""

LAST_ROUND_FOR_RENUMBERING = 3
"""C.04.2 (2026) art. 2.3: no TPN change after the fourth round has been paired."""

_TEMP_OFFSET = 1_000_000


def rank_key(rating: int, title: str, name: str) -> tuple[int, int, str]:
    """C.04.2 (2026) art. 2.2: by rating (high first), then title (art. 2.2.2), then alphabetically."""
    t = fide_title(title)
    title_rank = TITLE_ORDER.index(t) if t in TITLE_ORDER else len(TITLE_ORDER)
    return (-rating, title_rank, name.casefold())


def _row_key(row: PlayerRow) -> tuple[int, int, str]:
    return rank_key(row.rating, row.title, row.name)


def validate_details(details: PlayerDetails) -> None:
    for what, text in (
        ("name", details.name),
        ("title", details.title),
        ("federation", details.federation),
        ("FIDE id", details.fide_id),
        ("birth date", details.birth_date),
    ):
        refuse_control_characters(what, text)
    if not details.name.strip():
        raise OperationRefused(translate("DbRefusal", "a player needs a name"))
    if len(details.name) > TRF_NAME_LIMIT:
        fit = fit_name(details.name)
        raise OperationRefused(
            translate(
                "DbRefusal",
                "name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF "
                "allows: {cut!r} would be cut (register it as {kept!r})",
            ).format(name=details.name, TRF_NAME_LIMIT=TRF_NAME_LIMIT, cut=fit.cut, kept=fit.kept)
        )
    if not 0 <= details.rating <= 4000:
        raise OperationRefused(
            translate("DbRefusal", "rating {rating} is not a plausible rating (0 to 4000)").format(
                rating=details.rating
            )
        )
    if len(details.title) > 3:
        raise OperationRefused(
            translate("DbRefusal", "title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)").format(
                title=details.title
            )
        )
    if len(details.federation) > 3:
        raise OperationRefused(
            translate("DbRefusal", "federation {federation!r}: use the 3-letter FIDE code").format(
                federation=details.federation
            )
        )
    if details.fide_id and not details.fide_id.isdigit():
        raise OperationRefused(
            translate("DbRefusal", "FIDE id {fide_id!r} must be digits only").format(fide_id=details.fide_id)
        )
    if len(details.fide_id) > 11:
        raise OperationRefused(
            translate("DbRefusal", "FIDE id {fide_id!r} is longer than TRF allows (11 digits)").format(
                fide_id=details.fide_id
            )
        )
    if len(details.birth_date) > 10:
        raise OperationRefused(
            translate("DbRefusal", "birth date {birth_date!r}: write it as YYYY/MM/DD").format(
                birth_date=details.birth_date
            )
        )
    if not isinstance(details.sex, Sex):
        raise OperationRefused(
            translate("DbRefusal", "sex {sex!r} must be an engine.model.Sex").format(sex=details.sex)
        )
    if not 0 <= details.national_rating <= 4000:
        raise OperationRefused(
            translate(
                "DbRefusal", "national rating {national_rating} is not a plausible rating (0 to 4000)"
            ).format(national_rating=details.national_rating)
        )
    if len(details.national_id) > 20:
        raise OperationRefused(
            translate("DbRefusal", "national ID {national_id!r} is longer than 20 characters").format(
                national_id=details.national_id
            )
        )


def row_by_number(s: Session, number: int) -> PlayerRow:
    row = s.scalar(select(PlayerRow).where(PlayerRow.number == number))
    if row is None:
        raise OperationRefused(
            translate("DbRefusal", "there is no player with pairing number {number}").format(number=number)
        )
    return row


def renumber(s: Session, new_numbers: dict[int, int]) -> None:
    """Give rows new TPNs (player id -> number) without ever holding a duplicate."""
    _renumber(s, new_numbers)


def _renumber(s: Session, new_numbers: dict[int, int]) -> None:
    """Give rows new TPNs without ever holding a duplicate (two flushes through a free range)."""
    rows = {r.id: r for r in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(new_numbers)))}
    for pid in new_numbers:
        rows[pid].number += _TEMP_OFFSET
    s.flush()
    for pid, number in new_numbers.items():
        rows[pid].number = number
    s.flush()


def refuse_after_round_robin_start(s: Session, what: str) -> None:
    """A round robin's Berger table is fixed by its players once round 1 is paired (C.05 Annex 1)."""
    paired = paired_rounds(s)
    if paired and round_robin(s) is not None:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{what}: this round robin's Berger table is fixed by its players once "
                "round 1 is paired (%n round(s) are); delete the rounds first",
                None,
                paired,
            ).format(what=what)
        )


def insert_player(
    s: Session, details: PlayerDetails, paired: int, k_factor: int | None = None, *, warn: bool = True
) -> tuple[PlayerRow, dict[int, PlayerRecord], list[str], list[str]]:
    """Store one new player (``insert_players``). Returns the row, the players that moved (as they were
    before), the warnings and the restrictions joined; ``warn=False``: the registration checks are not
    run (a caller that shows no warning)."""
    done = insert_players(s, [details], paired, k_factor)
    row = done.rows[0]
    warnings = registration_warnings(details, done.registered) if warn else []
    if paired > LAST_ROUND_FOR_RENUMBERING:
        warnings.append(
            translate(
                "DbRefusal",
                "{paired} rounds are paired: pairing numbers can no longer be "
                "re-sorted (C.04.2 art. 2.3), so {name} gets the next free number "
                "{number}",
            ).format(paired=paired, name=details.name, number=row.number)
        )
    return row, done.moved, warnings, done.joined[0]


@dataclass(frozen=True)
class Inserted:
    """What ``insert_players`` stored: the new rows (in the order given), the players registered before
    (in number order, as they were), those of them whose number changed (id -> as they were) and the
    restrictions each new player joined."""

    rows: list[PlayerRow]
    registered: list[PlayerRecord]
    moved: dict[int, PlayerRecord]
    joined: list[list[str]]


def insert_players(
    s: Session, entries: Sequence[PlayerDetails], paired: int, k_factor: int | None = None
) -> Inserted:
    """Store new players as if one after the other, each at the TPN of its rank (C.04.2 art. 2.4/2.5,
    those below move down) while fewer than four rounds are paired, else at the next free number (art.
    2.3) (``operations.entry_numbers``); each joins the club and federation restrictions in force. Shared
    by ``add_player`` (one) and the list import (many): the section's players are read once and the
    rows written together, whatever their count. Refused, at the first entry that cannot be stored
    (checked in the order given, as one after the other): a detail not valid, a K other than 10, 20 or
    40, a round robin under way, the most players a TRF holds, a FIDE id already registered (the other
    player named with the number he had before, or gets: one of the entries)."""
    rows = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    numbers, renumbered = entry_numbers(
        [(_row_key(r), r.number) for r in rows],
        [rank_key(d.rating, d.title, d.name) for d in entries],
        paired <= LAST_ROUND_FOR_RENUMBERING,
    )
    by_fide = {r.fide_id: (r.name, r.number) for r in rows if r.fide_id}
    for i, details in enumerate(entries):
        validate_details(details)
        if i == 0:
            _refuse_k_or_round_robin(s, details, k_factor)
        if len(rows) + i >= MAX_PLAYERS:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "{name} cannot be registered: the event already has {count} players, the most a FIDE "
                    "tournament report (TRF) can hold (a pairing number has four digits)",
                ).format(name=details.name, count=len(rows) + i)
            )
        twin = by_fide.get(details.fide_id) if details.fide_id else None
        if twin is not None:
            said = translate(
                "DbRefusal", "a player with FIDE id {fide_id} is already registered: {name} (no. {number})"
            )
            raise OperationRefused(said.format(fide_id=details.fide_id, name=twin[0], number=twin[1]))
        if details.fide_id:
            by_fide[details.fide_id] = (details.name, numbers[i])
    registered = [player_record(r) for r in rows]
    moves = {r.id: n for r, n in zip(rows, renumbered, strict=True) if n != r.number}
    moved = {r.id: p for r, p in zip(rows, registered, strict=True) if r.id in moves}
    if moves:
        _renumber(s, moves)
    new = []
    for details, number in zip(entries, numbers, strict=True):
        row = PlayerRow(number=number, k_factor=k_factor, entry_round=paired + 1 if paired else None)
        apply_details(row, details)
        new.append(row)
    s.add_all(new)
    s.flush()
    return Inserted(new, registered, moved, _join_restriction_groups(s, new))


def _refuse_k_or_round_robin(s: Session, details: PlayerDetails, k_factor: int | None) -> None:
    if k_factor is not None and k_factor not in VALID_K:
        raise OperationRefused(
            translate("DbRefusal", "K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}").format(
                k_factor=k_factor
            )
        )
    refuse_after_round_robin_start(s, translate("DbRefusal", "{name} cannot join").format(name=details.name))


def add_player(tx: Tx, details: PlayerDetails, k_factor: int | None = None) -> PlayerAdded:
    """Register a player; ``k_factor``: the K of the FIDE list (B.02 8.3.3), stored with it."""
    s = tx.session
    paired = paired_rounds(s)
    row, before, warnings, joined = insert_player(s, details, paired, k_factor)
    record = player_record(row)
    moved = select(PlayerRow).where(PlayerRow.id.in_(before)).order_by(PlayerRow.number)
    renumbered = tuple(player_record(r) for r in s.scalars(moved))
    if paired:
        warnings.append(
            translate(
                "DbRefusal",
                "late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)",
            ).format(paired=paired)
        )
    for reason in joined:
        warnings.append(
            translate("DbRefusal", "{name} joins the restriction {reason!r} (prohibited pairings)").format(
                name=details.name, reason=reason
            )
        )
    rounds = sync_round_robin_rounds(s)
    if rounds is not None:
        warnings.append(
            translate(
                "DbRefusal", "the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)"
            ).format(rounds=rounds)
        )
    tx.audit(
        "add_player",
        [player_to_json(p) for p in before.values()] or None,
        {
            "player": player_to_json(record),
            "renumbered": {p.id: p.number for p in renumbered},
            **({"joined": joined} if joined else {}),
            **({} if rounds is None else {"number_of_rounds": rounds}),
        },
    )
    return PlayerAdded(record, renumbered, tuple(warnings), tuple(before[p.id].number for p in renumbered))


def join_restriction_groups(s: Session, row: PlayerRow) -> list[str]:
    """A late entry joins the club and federation restrictions in force (``operations.ops_restrictions``):
    the groups whose reason names the player's club or federation. Returns those reasons."""
    return _join_restriction_groups(s, [row])[0]


def _join_restriction_groups(s: Session, rows: Sequence[PlayerRow]) -> list[list[str]]:
    """``join_restriction_groups`` for each of ``rows``, the groups read once."""
    reasons = [[r for r in (club_reason(row.club), federation_reason(row.federation)) if r] for row in rows]
    wanted = {reason for found in reasons for reason in found}
    if not wanted:
        return [[] for _ in rows]
    groups = list(s.scalars(select(ProhibitedPairRow).where(ProhibitedPairRow.reason.in_(wanted))))
    joined: list[list[str]] = []
    for row, names in zip(rows, reasons, strict=True):
        joined.append([])
        for pair in groups:
            if pair.reason in names:
                pair.members.append(ProhibitedMemberRow(player_id=row.id))
                joined[-1].append(pair.reason)
    s.flush()
    return joined


def club_reason(club: str) -> str:
    """The reason of the prohibited-pairing group of a club ("" for no club)."""
    return f"club: {club.strip()}" if club.strip() else ""


def federation_reason(federation: str) -> str:
    return f"federation: {federation.strip().upper()}" if federation.strip() else ""


def edit_player(tx: Tx, player_id: PlayerId, details: PlayerDetails) -> PlayerRecord:
    s = tx.session
    validate_details(details)
    row = get_row(s, player_id)
    old = player_record(row)
    if details.fide_id and details.fide_id != row.fide_id:
        clash = s.scalar(
            select(PlayerRow).where(PlayerRow.fide_id == details.fide_id, PlayerRow.id != row.id)
        )
        if clash is not None:
            raise OperationRefused(
                translate("DbRefusal", "FIDE id {fide_id} already belongs to {name} (#{number})").format(
                    fide_id=details.fide_id, name=clash.name, number=clash.number
                )
            )
    if old.details == details:
        return old
    apply_details(row, details)
    s.flush()
    new = player_record(row)
    tx.audit("edit_player", player_to_json(old), player_to_json(new))
    return new


def sort_pairing_numbers(tx: Tx) -> tuple[PlayerRecord, ...]:
    s = tx.session
    refuse_after_round_robin_start(s, translate("DbRefusal", "pairing numbers cannot be sorted again"))
    paired = paired_rounds(s)
    if paired > LAST_ROUND_FOR_RENUMBERING:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{paired} rounds are paired: pairing numbers may not change after "
                "round 4 is paired (C.04.2 art. 2.3)",
            ).format(paired=paired)
        )
    rows = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    ordered = sorted(rows, key=lambda r: (_row_key(r), r.number))
    new = {r.id: i for i, r in enumerate(ordered, start=1)}
    old = {r.id: r.number for r in rows}
    if new == old:
        return tuple(player_record(r) for r in rows)
    _renumber(s, new)
    tx.audit("sort_pairing_numbers", old, new)
    return tuple(player_record(r) for r in ordered)


def _paired_rounds_of(s: Session, player_id: int) -> list[int]:
    on_board = s.scalars(
        select(BoardRow.round_number).where(
            or_(BoardRow.white_id == player_id, BoardRow.black_id == player_id)
        )
    )
    pab = s.scalars(select(RoundRow.number).where(RoundRow.pairing_bye_id == player_id))
    return sorted({*on_board, *pab})


def remove_player(tx: Tx, player_id: PlayerId) -> tuple[PlayerRecord, ...]:
    """Delete a registration made by mistake: only a player never paired (no board, no PAB).

    Players below move up one number (C.04.2 art. 2.5) while fewer than four rounds are paired;
    afterwards only the last number may go (art. 2.3). Requested byes and prohibited pairings of
    the player go with it. Returns the players whose TPN changed.
    """
    s = tx.session
    row = get_row(s, player_id)
    refuse_after_round_robin_start(
        s, translate("DbRefusal", "{name} cannot be removed").format(name=row.name)
    )
    played = _paired_rounds_of(s, row.id)
    if played:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{name} is paired in round {played}; a player who took part can only be withdrawn",
            ).format(name=row.name, played=played[0])
        )
    paired = paired_rounds(s)
    last = int(s.scalar(select(func.max(PlayerRow.number))) or 0)
    if paired > LAST_ROUND_FOR_RENUMBERING and row.number != last:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "removing #{number} would change the pairing numbers after it once "
                "round 4 is paired (C.04.2 art. 2.3); withdraw the player instead",
            ).format(number=row.number)
        )
    receipt = s.scalar(select(FeePaymentRow.id).where(FeePaymentRow.player_id == row.id).limit(1))
    if receipt is not None:
        raise OperationRefused(
            translate(
                "DbRefusal", "{name} has paid an entry fee (receipt {receipt}); withdraw the player instead"
            ).format(name=row.name, receipt=receipt)
        )
    old = player_record(row)
    byes = list(s.scalars(select(ByeRow).where(ByeRow.player_id == row.id)))
    memberships = list(s.scalars(select(ProhibitedMemberRow).where(ProhibitedMemberRow.player_id == row.id)))
    pair_ids = {m.pair_id for m in memberships}
    check_ins = list(s.scalars(select(CheckInRow).where(CheckInRow.player_id == row.id)))
    for item in (*byes, *memberships, *check_ins):
        s.delete(item)
    s.flush()
    for pair in s.scalars(select(ProhibitedPairRow).where(ProhibitedPairRow.id.in_(pair_ids))):
        if len(pair.members) < 2:
            s.delete(pair)
    number = row.number
    s.delete(row)
    s.flush()
    below = list(s.scalars(select(PlayerRow).where(PlayerRow.number > number).order_by(PlayerRow.number)))
    if below:
        _renumber(s, {r.id: r.number - 1 for r in below})
    renumbered = tuple(player_record(r) for r in below)
    rounds = sync_round_robin_rounds(s)
    tx.audit(
        "remove_player",
        {"player": player_to_json(old), "byes": [bye_to_json(bye_record(b)) for b in byes]},
        {
            "renumbered": {p.id: p.number for p in renumbered},
            **({} if rounds is None else {"number_of_rounds": rounds}),
        },
    )
    return renumbered


def withdraw_player(tx: Tx, player_id: PlayerId, from_round: int | None) -> PlayerRecord:
    """C.04.2 (2026) art. 3.2: a withdrawn player is no longer paired."""
    s = tx.session
    row = get_row(s, player_id)
    paired = paired_rounds(s)
    start = paired + 1 if from_round is None else from_round
    rounds = event_row(s).number_of_rounds
    if not 1 <= start <= rounds:
        raise OperationRefused(
            translate("DbRefusal", "round {start} does not exist (the event has {rounds} rounds)").format(
                start=start, rounds=rounds
            )
            if from_round is not None
            else translate(
                "DbRefusal", "all {rounds} rounds are paired; there is no round left to withdraw from"
            ).format(rounds=rounds)
        )
    later = [r for r in _paired_rounds_of(s, row.id) if r >= start]
    if later:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{name} is paired in round {later}; enter a forfeit there or delete "
                "that round before withdrawing from round {start}",
            ).format(name=row.name, later=later[0], start=start)
        )
    old = player_record(row)
    if old.withdrawn_from_round == start:
        return old
    dropped = list(
        s.scalars(
            select(ByeRow).where(ByeRow.player_id == row.id, ByeRow.round_number >= max(start, paired + 1))
        )
    )
    for bye in dropped:
        s.delete(bye)
    row.withdrawn_from_round = start
    s.flush()
    new = player_record(row)
    tx.audit(
        "withdraw_player",
        {"player": player_to_json(old), "byes": [bye_to_json(bye_record(b)) for b in dropped]},
        player_to_json(new),
    )
    return new


def reinstate_player(tx: Tx, player_id: PlayerId) -> PlayerRecord:
    s = tx.session
    row = get_row(s, player_id)
    old = player_record(row)
    if row.withdrawn_from_round is None:
        raise OperationRefused(translate("DbRefusal", "{name} is not withdrawn").format(name=row.name))
    row.withdrawn_from_round = None
    s.flush()
    new = player_record(row)
    tx.audit("reinstate_player", player_to_json(old), player_to_json(new))
    return new


def list_byes(s: Session, round_number: int | None) -> tuple[ByeRecord, ...]:
    q = select(ByeRow).order_by(ByeRow.round_number, ByeRow.player_id)
    if round_number is not None:
        q = q.where(ByeRow.round_number == round_number)
    return tuple(bye_record(b) for b in s.scalars(q))


def request_bye(tx: Tx, round_number: int, player_id: PlayerId, kind: ByeKind) -> ByeRecord:
    """C.04.2 (2026) art. 3.3: a player known not to play a round is not paired in it."""
    s = tx.session
    if not isinstance(kind, ByeKind):
        raise OperationRefused(
            translate("DbRefusal", "bye kind {kind!r} must be half, zero or full").format(kind=kind)
        )
    if round_robin(s) is not None:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "a round robin has no requested byes: every player plays the games of "
                "the Berger table, and a game not played is a forfeit (enter it as a "
                "result, or withdraw the player)",
            )
        )
    ev = event_row(s)
    if not 1 <= round_number <= ev.number_of_rounds:
        raise OperationRefused(
            translate(
                "DbRefusal", "round {round_number} does not exist (the event has {number_of_rounds} rounds)"
            ).format(round_number=round_number, number_of_rounds=ev.number_of_rounds)
        )
    row = get_row(s, player_id)
    if not player_record(row).plays_in(round_number):
        raise OperationRefused(
            translate("DbRefusal", "{name} is withdrawn from round {withdrawn_from_round} on").format(
                name=row.name, withdrawn_from_round=row.withdrawn_from_round
            )
        )
    rounds = rounds_of_bye(s, round_number)  # a Double-Swiss bye is the whole match's (C.04.5)
    for number in rounds:
        if number in _paired_rounds_of(s, row.id):
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "{name} is already paired in round {round_number}; a bye cannot replace a pairing",
                ).format(name=row.name, round_number=number)
            )
    new = ByeRecord(round_number, PlayerId(row.id), kind)
    old: dict[str, object] | None = None
    changed = False
    for number in rounds:
        existing = s.scalar(select(ByeRow).where(ByeRow.round_number == number, ByeRow.player_id == row.id))
        if existing is None:
            s.add(ByeRow(round_number=number, player_id=row.id, kind=kind.value))
            changed = True
        elif existing.kind != kind.value:
            old = old or dict(bye_to_json(bye_record(existing)))
            existing.kind = kind.value
            changed = True
    if not changed:
        return new
    s.flush()
    tx.audit("request_bye", old, bye_to_json(new))
    return new


def cancel_bye(tx: Tx, round_number: int, player_id: PlayerId) -> None:
    """Cancel a requested bye (in a Double-Swiss event, of both games of the match)."""
    s = tx.session
    existing = s.scalar(
        select(ByeRow).where(ByeRow.round_number == round_number, ByeRow.player_id == player_id)
    )
    if existing is None:
        raise OperationRefused(
            translate("DbRefusal", "player {player_id} has no bye in round {round_number}").format(
                player_id=player_id, round_number=round_number
            )
        )
    old = bye_to_json(bye_record(existing))
    for number in rounds_of_bye(s, round_number):
        twin = s.scalar(select(ByeRow).where(ByeRow.round_number == number, ByeRow.player_id == player_id))
        if twin is not None:
            s.delete(twin)
    s.flush()
    tx.audit("cancel_bye", old, None)


def add_prohibited_pair(
    tx: Tx, players: Sequence[PlayerId], first_round: int | None, last_round: int | None, reason: str = ""
) -> ProhibitedPair:
    s = tx.session
    ids = sorted(set(players))
    if len(ids) < 2:
        raise OperationRefused(
            translate("DbRefusal", "a prohibited pairing needs at least two different players")
        )
    for pid in ids:
        get_row(s, pid)
    if first_round is not None and last_round is not None and last_round < first_round:
        raise OperationRefused(
            translate(
                "DbRefusal", "rounds {first_round}-{last_round}: the last round comes before the first"
            ).format(first_round=first_round, last_round=last_round)
        )
    if (first_round is not None and first_round < 1) or (last_round is not None and last_round < 1):
        raise OperationRefused(translate("DbRefusal", "rounds are numbered from 1"))
    row = ProhibitedPairRow(first_round=first_round, last_round=last_round, reason=reason.strip())
    row.members = [ProhibitedMemberRow(player_id=pid) for pid in ids]
    s.add(row)
    s.flush()
    value = prohibited_pair(row)
    tx.audit(
        "add_prohibited_pair",
        None,
        {"id": value.id, "players": list(ids), "rounds": [first_round, last_round], "reason": value.reason},
    )
    return value


def remove_prohibited_pair(tx: Tx, pair_id: int) -> None:
    s = tx.session
    row = s.get(ProhibitedPairRow, pair_id)
    if row is None:
        raise OperationRefused(
            translate("DbRefusal", "there is no prohibited pairing with id {pair_id}").format(pair_id=pair_id)
        )
    value = prohibited_pair(row)
    s.delete(row)
    s.flush()
    tx.audit(
        "remove_prohibited_pair",
        {
            "id": value.id,
            "players": list(value.players),
            "rounds": [value.first_round, value.last_round],
            "reason": value.reason,
        },
        None,
    )
