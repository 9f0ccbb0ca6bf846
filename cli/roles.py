"""``arbiter role``: who is the chief arbiter, a deputy or a viewer at the desks of an event (issue 30
item 3; ``operations.roles`` decides what each may do).

    arbiter role postgresql://arbiter@venue/open2026 maria chief
    arbiter role postgresql://arbiter@venue/open2026 jon deputy
    arbiter role postgresql://arbiter@venue/open2026              (lists the roles and this desk's)

PERSON is how the audit log names the person at a desk, without the desk's host (``maria`` of
``maria@desk-2``). A file keeps the roles too; they apply once it is copied to a venue server (a file
used alone is its user's, the chief arbiter's).
"""

from __future__ import annotations

import argparse
from typing import TextIO

from cli.common import Command, Refused
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from values.roles import Role

COMMANDS = frozenset({"role"})


def _cmd_role(a: argparse.Namespace, out: TextIO) -> int:
    if a.person is not None and a.role is None:
        raise Refused(
            translate("CliRefusal", "give the role of {person}: chief, deputy or viewer").format(
                person=a.person
            )
        )
    if a.person is None:
        with open_to_read(a.file) as tf:
            for entry in tf.roles.all():
                print(f"{entry.person:<20} {entry.role.value}", file=out)
            print(
                translate("CliOutput", "this desk ({user}): {role}").format(
                    user=tf.user, role=tf.roles.mine().label
                ),
                file=out,
            )
        return 0
    with open_to_write(a.file) as tf:
        named = tf.roles.set(a.person, Role(a.role))
    print(
        translate("CliOutput", "{person} is {role} at the desks of this event").format(
            person=named.person, role=named.role.label
        ),
        file=out,
    )
    return 0


def register(command: Command) -> None:
    """``arbiter role``, added to the parser by ``command``."""
    p = command(
        "role",
        _cmd_role,
        translate("CliHelp", "name a person's role at the desks (chief, deputy, viewer), or list the roles"),
    )
    p.add_argument("file")
    p.add_argument(
        "person",
        nargs="?",
        metavar="PERSON",
        help=translate("CliHelp", "the person, as the audit log names him"),
    )
    p.add_argument("role", nargs="?", choices=[r.value for r in Role], metavar="ROLE")
