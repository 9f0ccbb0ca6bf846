"""The values of the roles at the desks of an event (issue 30 item 3): who is named in which role."""

from __future__ import annotations

from dataclasses import dataclass

from db.codes import Role as Role


@dataclass(frozen=True, slots=True)
class DeskRole:
    """A person named in a role at the event's desks (``operations.roles``).

    >>> DeskRole("maria", Role.CHIEF)
    DeskRole(person='maria', role=<Role.CHIEF: 'chief'>)
    """

    person: str
    role: Role
