"""Club and federation restrictions: "players of the same club (or federation) do not meet in rounds 1..k".

Organisers of opens and youth events often ask that clubmates (or compatriots) are not paired against
each other in the first rounds. The restriction is applied as prohibited pairings (TRF26 260 / XXP,
which the engine honours as absolute, ``engine.model.ForbiddenPairs``): one group per club with at
least two registered players, all of whose pairs are prohibited in rounds 1..k. The groups carry
their reason (``club: <name>``, ``federation: <code>``) so that the arbiter sees where each comes
from, can edit or remove any of them, and applying the restriction again replaces them. A player
registered later joins the group of the club (``operations.ops_players.join_restriction_groups``).
"""

from __future__ import annotations

import enum
from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import PlayerRow, ProhibitedMemberRow, ProhibitedPairRow
from db.tx import Tx
from engine.i18n import translate
from operations.convert import prohibited_pair
from operations.ops_event import event_row, paired_rounds
from operations.ops_players import club_reason, federation_reason
from values import ProhibitedPair


class GroupKind(enum.Enum):
    """What players are grouped by."""

    CLUB = "club"
    FEDERATION = "federation"


@dataclass(frozen=True, slots=True)
class RestrictionResult:
    """The groups a restriction made, and what the arbiter should know about them."""

    groups: tuple[ProhibitedPair, ...]
    warnings: tuple[str, ...] = ()


def _reason(kind: GroupKind, row: PlayerRow) -> str:
    return club_reason(row.club) if kind is GroupKind.CLUB else federation_reason(row.federation)


def _generated(s: Session, kind: GroupKind) -> list[ProhibitedPairRow]:
    prefix = f"{kind.value}: "
    return [r for r in s.scalars(select(ProhibitedPairRow)) if r.reason.startswith(prefix)]


def _pair_json(p: ProhibitedPair) -> dict[str, object]:
    return {
        "id": p.id,
        "players": list(p.players),
        "rounds": [p.first_round, p.last_round],
        "reason": p.reason,
    }


def apply_restriction(tx: Tx, kind: GroupKind, last_round: int) -> RestrictionResult:
    """Prohibit pairings within each club (or federation) in rounds 1..``last_round``, replacing the
    groups of an earlier restriction of the same kind. One operation, one audit row."""
    s = tx.session
    rounds = event_row(s).number_of_rounds
    if not 1 <= last_round <= rounds:
        raise OperationRefused(
            translate(
                "DbRefusal", "the restriction must end in a round from 1 to {rounds}, not {last_round}"
            ).format(rounds=rounds, last_round=last_round)
        )
    paired = paired_rounds(s)
    if paired >= last_round:
        raise OperationRefused(
            translate(
                "DbRefusal", "rounds 1-{last_round} are already paired: the restriction would change nothing"
            ).format(last_round=last_round)
        )
    old = [prohibited_pair(r) for r in _generated(s, kind)]
    for row in _generated(s, kind):
        s.delete(row)
    s.flush()
    players = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    groups: dict[str, list[PlayerRow]] = defaultdict(list)
    for p in players:
        reason = _reason(kind, p)
        if reason:
            groups[reason].append(p)
    made: list[ProhibitedPair] = []
    warnings: list[str] = []
    half = len(players) // 2
    for reason in sorted(groups):
        members = groups[reason]
        if len(members) < 2:
            continue
        row = ProhibitedPairRow(first_round=1, last_round=last_round, reason=reason)
        row.members = [ProhibitedMemberRow(player_id=m.id) for m in members]
        s.add(row)
        s.flush()
        made.append(prohibited_pair(row))
        if len(members) > half:
            warnings.append(
                translate(
                    "DbRefusal",
                    "{reason}: {count} of {count2} players; they cannot all be paired "
                    "outside their group, so rounds 1-{last_round} may have no legal "
                    "pairing",
                ).format(reason=reason, count=len(members), count2=len(players), last_round=last_round)
            )
    if not made and not old:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "no two players share a club: there is nothing to restrict "
                "(fill in the players' clubs first)",
            )
            if kind is GroupKind.CLUB
            else translate("DbRefusal", "no two players share a federation: there is nothing to restrict")
        )
    tx.audit(
        f"restrict_{kind.value}",
        [_pair_json(p) for p in old] or None,
        {"last_round": last_round, "groups": [_pair_json(p) for p in made]},
    )
    return RestrictionResult(tuple(made), tuple(warnings))


def remove_restriction(tx: Tx, kind: GroupKind) -> tuple[ProhibitedPair, ...]:
    """Drop every group a restriction of ``kind`` made; returns them."""
    s = tx.session
    rows = _generated(s, kind)
    if not rows:
        raise OperationRefused(
            translate("DbRefusal", "there is no club restriction")
            if kind is GroupKind.CLUB
            else translate("DbRefusal", "there is no federation restriction")
        )
    old = tuple(prohibited_pair(r) for r in rows)
    for row in rows:
        s.delete(row)
    s.flush()
    tx.audit(f"unrestrict_{kind.value}", [_pair_json(p) for p in old], None)
    return old


def restore_groups(tx: Tx, kind: GroupKind, groups: tuple[ProhibitedPair, ...]) -> tuple[ProhibitedPair, ...]:
    """Put back groups of ``kind`` as they were (undo of ``apply_restriction``/``remove_restriction``):
    the current groups of that kind are replaced; players no longer registered are left out."""
    s = tx.session
    old = [prohibited_pair(r) for r in _generated(s, kind)]
    for row in _generated(s, kind):
        s.delete(row)
    s.flush()
    known = set(s.scalars(select(PlayerRow.id)))
    made = []
    for g in groups:
        members = [m for m in g.players if m in known]
        if len(members) < 2:
            continue
        row = ProhibitedPairRow(first_round=g.first_round, last_round=g.last_round, reason=g.reason)
        row.members = [ProhibitedMemberRow(player_id=m) for m in members]
        s.add(row)
        s.flush()
        made.append(prohibited_pair(row))
    tx.audit(
        f"restore_{kind.value}_groups", [_pair_json(p) for p in old] or None, [_pair_json(p) for p in made]
    )
    return tuple(made)
