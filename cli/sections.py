"""``arbiter`` commands for the sections of an event (issue 30 item 1): ``section add``, ``section list``,
``section rename``, ``section delete``, ``section restore`` (its undo) and ``enter`` (a player of one
section entered in another). Every other command that works on a tournament takes ``--section NAME``
(``cli.main``; the only section when none is named).
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import TextIO

from cli.common import Command, parse_codes
from cli.event import _SYSTEMS, _round_robin, _swiss_system, _team, team_options
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from engine.model import PairingSystem
from engine.system_policy import default_tournament_type
from operations.ops_double_swiss import stored_rounds
from values import EventSettings
from values.sections import SectionInfo

COMMANDS = frozenset({"section", "enter"})


def _line(s: SectionInfo) -> str:
    system = s.round_robin.name if s.round_robin is not None else s.system.display_name
    return translate("CliOutput", "{name}: {system}, {players} players, round {paired} of {rounds}").format(
        name=s.name, system=system, players=s.players, paired=s.paired_rounds, rounds=s.number_of_rounds
    )


def _cmd_list(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_read(a.file)
    for section in tf.sections.list():
        print(_line(section), file=out)
    return 0


_ROUNDS_FOLLOW_ENTRIES = ("berger", "double-berger", "team-berger", "team-double-berger")
"""``--system`` values whose rounds follow the players or teams entered (round robins): no ``--rounds``."""


def _settings(a: argparse.Namespace, current: EventSettings) -> EventSettings:
    """The new section's settings: the current section's, with what the options change (``--system``
    as ``arbiter new`` reads it: a team system with its ``--boards`` and ``--team-code``)."""
    changes: dict[str, object] = {}
    if a.system is not None:
        if a.rounds is None and a.system not in _ROUNDS_FOLLOW_ENTRIES:
            a.rounds = current.number_of_rounds
        rr = _round_robin(a)
        team = _team(a)
        system = _swiss_system(a) if team is None else PairingSystem.DUTCH
        changes.update(
            round_robin=rr,
            system=system,
            team=team,
            number_of_rounds=stored_rounds(rr, system, a.rounds) if a.rounds is not None else 1,
            tournament_type=default_tournament_type(rr, system)
            if team is None
            else team.format.tournament_type,
            tiebreaks=(),
        )
    elif a.boards is not None or a.team_code is not None:
        _team(a)  # refused: --boards and --team-code go with a team system
    elif a.rounds is not None:
        changes["number_of_rounds"] = a.rounds
    if a.type is not None:
        changes["tournament_type"] = a.type
    if a.time_control is not None:
        changes["time_control"] = a.time_control
    if a.tiebreaks is not None:
        changes["tiebreaks"] = a.tiebreaks
    return dataclasses.replace(current, **changes)  # type: ignore[arg-type]


def _cmd_add(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_write(a.file)
    made = tf.sections.add(a.name, _settings(a, tf.sections.settings()))
    print(translate("CliOutput", "added the section {line}").format(line=_line(made)), file=out)
    return 0


def _cmd_rename(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_write(a.file)
    renamed = tf.sections.rename(a.name, a.new_name)
    print(
        translate("CliOutput", "the section {old} is called {new}").format(old=a.name, new=renamed.name),
        file=out,
    )
    return 0


def _cmd_delete(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_write(a.file)
    gone = tf.sections.delete(a.name)
    players = gone.players
    print(
        translate(
            "CliOutput", "deleted the section {name} and its %n registered players", None, players
        ).format(name=gone.name),
        file=out,
    )
    print(
        translate("CliOutput", '(undo: arbiter section restore {file} "{name}")').format(
            file=a.file, name=gone.name
        ),
        file=out,
    )
    return 0


def _cmd_restore(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_write(a.file)
    back = tf.sections.restore(a.name)
    players = back.players
    print(
        translate(
            "CliOutput", "put back the section {name} and its %n registered players", None, players
        ).format(name=back.name),
        file=out,
    )
    return 0


def _cmd_enter(a: argparse.Namespace, out: TextIO) -> int:
    tf = open_to_write(a.file)
    player = tf.players.by_number(a.player)
    added = tf.sections.enter(player.id, a.target)
    print(
        translate("CliOutput", "{name} entered in {section} as number {number}").format(
            name=added.player.name, section=a.target, number=added.player.number
        ),
        file=out,
    )
    for warning in added.warnings:
        print(translate("CliOutput", "warning: {warning}").format(warning=warning), file=out)
    return 0


def register(command: Command) -> None:
    p = command(
        "section",
        _cmd_list,
        translate("CliHelp", "the sections of an event: list, add, rename, delete or restore them"),
    )
    sub = p.add_subparsers(dest="section_command", required=True, metavar="ACTION")
    listing = sub.add_parser("list", help=translate("CliHelp", "list the event's sections"))
    listing.add_argument("file", type=Path)
    listing.set_defaults(handler=_cmd_list)
    add = sub.add_parser("add", help=translate("CliHelp", "add a section (a tournament of its own)"))
    add.set_defaults(handler=_cmd_add)
    add.add_argument("file", type=Path)
    add.add_argument("name", help=translate("CliHelp", 'the section\'s name, e.g. "Open B"'))
    add.add_argument(
        "--section",
        help=translate("CliHelp", "the section whose settings the new one starts from (default: the first)"),
    )
    add.add_argument(
        "--system", choices=_SYSTEMS, help=translate("CliHelp", "its pairing system (as arbiter new)")
    )
    add.add_argument("--rounds", type=int, help=translate("CliHelp", "its number of rounds"))
    team_options(add)
    add.add_argument("--reverse-last-two", action=argparse.BooleanOptionalAction)
    add.add_argument("--type", help=translate("CliHelp", "type of tournament (092)"))
    add.add_argument("--time-control", help=translate("CliHelp", "allotted times as text (122)"))
    add.add_argument(
        "--tiebreaks", type=parse_codes, help=translate("CliHelp", "C.07 codes, e.g. BH/C1,BH,SB,DE")
    )
    rename = sub.add_parser("rename", help=translate("CliHelp", "give a section another name"))
    rename.set_defaults(handler=_cmd_rename)
    rename.add_argument("file", type=Path)
    rename.add_argument("name", help=translate("CliHelp", "the section's name now"))
    rename.add_argument("new_name", metavar="NEW", help=translate("CliHelp", "its new name"))
    delete = sub.add_parser(
        "delete",
        help=translate(
            "CliHelp", "delete a section with its registrations (refused once one of its rounds is paired)"
        ),
    )
    delete.set_defaults(handler=_cmd_delete)
    delete.add_argument("file", type=Path)
    delete.add_argument("name", help=translate("CliHelp", "the section's name"))
    restore = sub.add_parser(
        "restore",
        help=translate(
            "CliHelp", "put back a deleted section as it was, with its registrations (undoes section delete)"
        ),
    )
    restore.set_defaults(handler=_cmd_restore)
    restore.add_argument("file", type=Path)
    restore.add_argument("name", help=translate("CliHelp", "the deleted section's name"))
    p = command(
        "enter",
        _cmd_enter,
        translate("CliHelp", "enter a player of one section (--section) in another section too"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("target", metavar="SECTION", help=translate("CliHelp", "the section he is entered in"))
    p.add_argument("player", type=int, help=translate("CliHelp", "his pairing number in his section"))
