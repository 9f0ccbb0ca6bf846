"""Who may change the event at which desk (issue 30 item 3): the roles of the persons at the desks of an
event on a venue server, and the one decision whether a person may run an operation.

- **The chief arbiter** pairs, changes pairings, corrects results and names the roles; every operation
  is his. **A deputy** enters results, registrations and byes, checks players in and takes fees
  (``DEPUTY_KINDS``). **A viewer** reads only. A person the event names in no role is a viewer.
- **Before any chief arbiter is named** (no ``desk_roles`` row, as in every file made before schema 13)
  every desk may do everything, as today; the first role named must be the chief arbiter's, and the
  event keeps one afterwards.
- **A tournament file used alone** is the chief arbiter's: the file's lock keeps any other program out,
  so nothing is checked there (the roles a file holds apply once it is copied to a venue server).

``guard`` is the one place that decides (``TournamentFile.write`` gives it to the transaction: every
operation that changes the event writes an audit row, ``db.tx.Tx.audit``, and asks it there, in the same
transaction); ``Roles.refusal`` asks the same function before the work (the window greys its actions
with that sentence, pairing asks it before the engine runs).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.codes import Role
from db.errors import OperationRefused
from db.schema import DeskRoleRow
from db.server import roles_read
from db.tx import Tx
from engine.i18n import QT_TRANSLATE_NOOP, translate
from values.roles import DeskRole

SET_ROLE = "set_role"
"""The operation (audit row) that names a person's role."""
REPLACE_EVENT = "replace_event"
"""Replacing the whole event on a venue server (``arbiter copy --force``, ``arbiter new --force``)."""
CORRECT_RESULT = "correct_result"
"""A ``set_result`` (or ``set_match_result``) on a board that has a result already: the chief's."""

DEPUTY_KINDS: frozenset[str] = frozenset(
    {
        "set_result",
        "set_match_result",
        "add_player",
        "edit_player",
        "request_bye",
        "cancel_bye",
        "check_in",
        "check_in_undone",
        "record_payment",
        "cancel_payment",
        "set_fee_category",
    }
)
"""The kinds of operation a deputy may run (issue 30 item 3: "deputies enter results and registrations",
and byes); every other kind that changes the event is the chief arbiter's."""

ALLOWED: dict[Role, Callable[[str], bool]] = {
    Role.CHIEF: lambda kind: True,
    Role.DEPUTY: lambda kind: kind in DEPUTY_KINDS,
    Role.VIEWER: lambda kind: False,
}
"""The table: for each role, which kinds of operation it may run."""

_WHAT = {
    "pair_round": QT_TRANSLATE_NOOP("Roles", "pair a round"),
    "pair_all_rounds": QT_TRANSLATE_NOOP("Roles", "pair a round"),
    "pair_match": QT_TRANSLATE_NOOP("Roles", "pair a round"),
    "repair_round": QT_TRANSLATE_NOOP("Roles", "pair a round again"),
    "set_pairing": QT_TRANSLATE_NOOP("Roles", "change a pairing"),
    "delete_round": QT_TRANSLATE_NOOP("Roles", "delete a round"),
    "delete_match": QT_TRANSLATE_NOOP("Roles", "delete a round"),
    CORRECT_RESULT: QT_TRANSLATE_NOOP("Roles", "correct a result"),
    "set_result": QT_TRANSLATE_NOOP("Roles", "enter a result"),
    "set_match_result": QT_TRANSLATE_NOOP("Roles", "enter a result"),
    "add_player": QT_TRANSLATE_NOOP("Roles", "register a player"),
    "edit_player": QT_TRANSLATE_NOOP("Roles", "correct a player's details"),
    "request_bye": QT_TRANSLATE_NOOP("Roles", "grant or cancel a bye"),
    "cancel_bye": QT_TRANSLATE_NOOP("Roles", "grant or cancel a bye"),
    "withdraw_player": QT_TRANSLATE_NOOP("Roles", "withdraw a player"),
    SET_ROLE: QT_TRANSLATE_NOOP("Roles", "name the roles at the desks"),
    REPLACE_EVENT: QT_TRANSLATE_NOOP("Roles", "replace the event on the server"),
    "update_event": QT_TRANSLATE_NOOP("Roles", "change the event's settings"),
    "set_rules": QT_TRANSLATE_NOOP("Roles", "change the event's settings"),
}


def person_of(user: str) -> str:
    """The person of an audit row's user: a venue server's desk is ``person@host``
    (``db.server.desk_name``), a file's user the person alone.

    >>> person_of("maria@desk-2"), person_of("maria")
    ('maria', 'maria')
    """
    person, at, _host = user.rpartition("@")
    return person if at else user


def kind_of(operation: str, old: Any) -> str:
    """The kind of an operation, as the table knows it: its audit name, except that a result set on a
    board that had one is a correction (``CORRECT_RESULT``)."""
    if operation == "set_result" and isinstance(old, dict) and old.get("result") is not None:
        return CORRECT_RESULT
    if operation == "set_match_result" and isinstance(old, dict):
        games = old.get("games") or []
        if any(isinstance(g, dict) and g.get("result") is not None for g in games):
            return CORRECT_RESULT
    return operation


def role_of(s: Session, person: str) -> Role:
    """The role of ``person`` at this event: the one named; a viewer when others are named and he is
    not; the chief arbiter while the event names no chief arbiter (every desk may do everything)."""
    read = roles_read(s.connection())  # on a venue server, read with the write's turn (no round trip)
    if read is None:
        read = {r.person: r.role for r in s.scalars(select(DeskRoleRow))}
    return role_among(read, person)


def role_among(roles: Mapping[str, str], person: str) -> Role:
    """The role of ``person`` by ``roles`` (every person named -> his role's value, as stored): the one
    named; a viewer when others are named and he is not; the chief arbiter while none is named."""
    rows = {name: Role(role) for name, role in roles.items()}
    if Role.CHIEF not in rows.values():
        return Role.CHIEF
    return rows.get(person, Role.VIEWER)


def needed(kind: str) -> Role:
    """The least role that may run ``kind``."""
    return Role.DEPUTY if ALLOWED[Role.DEPUTY](kind) else Role.CHIEF


def refusal(role: Role, kind: str, person: str) -> str | None:
    """THE decision: None when a person of ``role`` may run an operation of ``kind``; otherwise the
    sentence that refuses it, naming the role needed."""
    if ALLOWED[role](kind):
        return None
    what = (
        translate("Roles", _WHAT[kind])
        if kind in _WHAT
        else translate("Roles", "make this change ({operation})").format(operation=kind)
    )
    if needed(kind) is Role.CHIEF:
        text = translate("Roles", "only the chief arbiter may {what}; {person} is {role} at this event")
    else:
        text = translate(
            "Roles", "only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event"
        )
    return text.format(what=what, person=person, role=role.label)


def require_among(roles: Mapping[str, str], kind: str, user: str) -> None:
    """Refuse (``OperationRefused``) an operation of ``kind`` that ``user``'s role by ``roles`` (read
    already, e.g. with the pairing lock: ``db.server.pairing_lock``) does not allow."""
    person = person_of(user)
    problem = refusal(role_among(roles, person), kind, person)
    if problem is not None:
        raise OperationRefused(problem)


def guard(tx: Tx, operation: str, old: Any) -> None:
    """Refuse (``OperationRefused``) the operation whose audit row ``tx`` is about to write when its
    person's role does not allow it; the transaction is then rolled back whole."""
    person = person_of(tx.user)
    problem = refusal(role_of(tx.session, person), kind_of(operation, old), person)
    if problem is not None:
        raise OperationRefused(problem)


class RolesFile(Protocol):
    """What the roles area needs of the open event."""

    user: str

    @property
    def roles_apply(self) -> bool: ...

    def read(self, fn: Callable[[Session], Any]) -> Any: ...

    def write(self, fn: Callable[[Tx], Any]) -> Any: ...


class Roles:
    """The roles area of an open event (``tf.roles``)."""

    def __init__(self, file: RolesFile) -> None:
        self._file = file

    def all(self) -> tuple[DeskRole, ...]:
        """Every person named, by name."""

        def read(s: Session) -> tuple[DeskRole, ...]:
            rows = s.scalars(select(DeskRoleRow).order_by(DeskRoleRow.person))
            return tuple(DeskRole(r.person, Role(r.role)) for r in rows)

        result: tuple[DeskRole, ...] = self._file.read(read)
        return result

    def mine(self) -> Role:
        """This desk's role: the chief arbiter's for a file used alone."""
        if not self._file.roles_apply:
            return Role.CHIEF
        person = person_of(self._file.user)
        role: Role = self._file.read(lambda s: role_of(s, person))
        return role

    def refusal(self, kind: str) -> str | None:
        """Why this desk may not run an operation of ``kind`` (None: it may); asked before the work."""
        if not self._file.roles_apply:
            return None
        return refusal(self.mine(), kind, person_of(self._file.user))

    def require(self, kind: str) -> None:
        """Refuse (``OperationRefused``) at once what this desk may not run (pairing asks before the
        engine runs)."""
        problem = self.refusal(kind)
        if problem is not None:
            raise OperationRefused(problem)

    def set(self, person: str, role: Role) -> DeskRole:
        """Name ``person``'s role (one operation, ``set_role``). The first role named must be the chief
        arbiter's, and the event's last chief arbiter keeps his role; only the chief arbiter names roles
        (anyone while none is named)."""
        name = person.strip()
        if not name or "@" in name:
            raise OperationRefused(
                translate(
                    "Roles", "{person!r} is not a person's name (write it without the desk's host)"
                ).format(person=person)
            )

        def write(tx: Tx) -> DeskRole:
            rows = {r.person: r for r in tx.session.scalars(select(DeskRoleRow))}
            chiefs = {p for p, r in rows.items() if r.role == Role.CHIEF.value}
            if role is not Role.CHIEF and not chiefs:
                raise OperationRefused(
                    translate("Roles", "name the chief arbiter first: the event names nobody yet")
                )
            if role is not Role.CHIEF and chiefs == {name}:
                raise OperationRefused(
                    translate(
                        "Roles", "{person} is the event's only chief arbiter: name another one first"
                    ).format(person=name)
                )
            row = rows.get(name)
            old = None if row is None else {"person": name, "role": row.role}
            # asked before the row changes: naming the first chief is anyone's, later ones the chief's
            tx.audit(SET_ROLE, old, {"person": name, "role": role.value})
            if row is None:
                tx.session.add(DeskRoleRow(person=name, role=role.value))
            else:
                row.role = role.value
            tx.session.flush()
            return DeskRole(name, role)

        result: DeskRole = self._file.write(write)
        return result
