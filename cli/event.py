"""``arbiter`` commands for an event: ``new``, ``import-trf`` (continue an event from a TRF), ``info``,
``rules`` (the rules edition), ``accelerate`` (Baku, C.04.7).
"""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path
from typing import TextIO

import operations
from cli import end_of_event, opened_files
from cli.common import (
    Command,
    Refused,
    parse_codes,
    parse_date,
)
from cli.opened_files import open_to_read, open_to_write
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Colour, PairingSystem, RoundRobin, RulesEdition, tournament_code
from engine.rating.kfactor import RatingType
from engine.system_policy import SYSTEMS, default_tournament_type, pairer_of, system_for_setting
from engine.team_event import MAX_ROSTER
from engine.team_swiss.system import parse_team_code
from operations.ops_double_swiss import match_of, stored_rounds
from operations.team_view import code_192
from values import (
    EventSettings,
)
from values.teams import DEFAULT_TEAM_CODE, TeamFormat, TeamSettings


def _dates(text: str) -> tuple[date | None, ...]:
    return tuple(parse_date(t.strip()) if t.strip() else None for t in text.split(","))


_EDITIONS = tuple(e.short_name for e in RulesEdition)
"""``--rules`` values: the year of each edition's code (``FIDE_DUTCH_2025`` ...)."""


_ROUND_ROBINS = {"berger": 1, "double-berger": 2}
"""``--system`` values of a round robin (C.05 Annex 1): how many cycles."""

_TEAM_FORMATS = {f.value.replace("_", "-"): f for f in TeamFormat}
"""``--system`` values of a team event: ``team-swiss`` (C.04.6), ``team-berger``, ``team-double-berger``."""

_SYSTEMS = (*(e.setting.replace("_", "-") for e in SYSTEMS.values()), *_ROUND_ROBINS, *_TEAM_FORMATS)
"""``--system`` values: every Swiss system of ``engine.system_policy.SYSTEMS`` (its setting, with a
hyphen: ``double-swiss``), and the round robins."""


def _REVERSE_LAST_TWO() -> str:  # noqa: N802 - a message
    return translate("CliRefusal", "--reverse-last-two is for a double round robin (--system double-berger)")


def _team(a: argparse.Namespace) -> TeamSettings | None:
    """The team event asked for (``--boards`` players a side in each match), or None."""
    kind = _TEAM_FORMATS.get(a.system)
    if kind is None:
        if a.boards is not None or a.team_code is not None:
            raise Refused(
                translate("CliRefusal", "--boards and --team-code are for a team event (--system team-swiss)")
            )
        return None
    if a.boards is None or not 1 <= a.boards <= MAX_ROSTER:
        raise Refused(
            translate("CliRefusal", "a team event needs its boards per match, 1 to {most} (--boards)").format(
                most=MAX_ROSTER
            )
        )
    if kind is TeamFormat.SWISS and a.rounds is None:
        raise Refused(translate("CliRefusal", "a Swiss event needs its number of rounds (--rounds)"))
    code = (a.team_code or DEFAULT_TEAM_CODE).upper()
    try:
        if parse_team_code(code).baku:
            raise ValueError(code)
    except ValueError:
        raise Refused(
            translate(
                "CliRefusal", "--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP"
            ).format(code=code)
        ) from None
    return TeamSettings(kind, a.boards, code)


def _round_robin(a: argparse.Namespace) -> RoundRobin | None:
    """The round robin asked for; a double one reverses the last two rounds of its first cycle unless
    ``--no-reverse-last-two`` says otherwise (C.05 Annex 1)."""
    if a.system in _TEAM_FORMATS:
        return None
    cycles = _ROUND_ROBINS.get(a.system)
    if cycles is None:
        if a.reverse_last_two:
            raise Refused(_REVERSE_LAST_TWO())
        if a.rounds is None:
            raise Refused(translate("CliRefusal", "a Swiss event needs its number of rounds (--rounds)"))
        return None
    if a.reverse_last_two and cycles != 2:
        raise Refused(_REVERSE_LAST_TWO())
    return RoundRobin(cycles, cycles == 2 and a.reverse_last_two is not False)


def _swiss_system(a: argparse.Namespace) -> PairingSystem:
    """The Swiss system asked for (the Dutch one for a round robin, which does not use it); refused in
    one sentence when this build cannot pair it (``engine.system_policy.pairer_of``)."""
    system = system_for_setting(a.system.replace("-", "_")) or PairingSystem.DUTCH
    pairer_of(system)
    return system


def _cmd_new(a: argparse.Namespace, out: TextIO) -> int:
    colour = {None: None, "white": Colour.WHITE, "black": Colour.BLACK}[a.initial_colour]
    rr = _round_robin(a)
    team = _team(a)
    system = _swiss_system(a) if team is None else PairingSystem.DUTCH
    settings = EventSettings(
        name=a.name,
        number_of_rounds=stored_rounds(rr, system, a.rounds) if a.rounds is not None else 1,
        team=team,
        city=a.city,
        federation=a.federation,
        start_date=a.start,
        end_date=a.end,
        tournament_type=a.type
        if a.type is not None
        else default_tournament_type(rr, system)
        if team is None
        else team.format.tournament_type,
        chief_arbiter=a.chief_arbiter,
        deputy_arbiters=tuple(a.deputy or ()),
        time_control=a.time_control,
        round_dates=a.round_dates or (),
        rules=RulesEdition.from_code(f"FIDE_DUTCH_{a.rules}"),
        round_robin=rr,
        system=system,
        initial_colour=colour,
        tiebreaks=a.tiebreaks or (),
        rating_type=RatingType(a.rating_type),
        language=a.language,
    )
    with opened_files.with_password(
        a.file, lambda where: operations.create(where, settings, overwrite=a.force)
    ) as tf:
        opened_files.keep(tf)
        if team is not None:
            print(
                translate(
                    "CliOutput", "created {file}: {name}, a team event of {boards} boards ({system})"
                ).format(file=a.file, name=tf.event.settings().name, boards=team.boards, system=a.system),
                file=out,
            )
        elif tf.event.double_swiss():
            print(
                translate(
                    "CliOutput", "created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)"
                ).format(file=a.file, name=tf.event.settings().name, matches=a.rounds),
                file=out,
            )
        elif rr is None and system is PairingSystem.DUTCH:
            print(
                translate("CliOutput", "created {file}: {name}, {rounds} rounds").format(
                    file=a.file, name=tf.event.settings().name, rounds=settings.number_of_rounds
                ),
                file=out,
            )
        elif rr is None:
            print(
                translate("CliOutput", "created {file}: {name}, {rounds} rounds paired by {system}").format(
                    file=a.file,
                    name=tf.event.settings().name,
                    rounds=settings.number_of_rounds,
                    system=translate("PairingRefusal", SYSTEMS[system].name),
                ),
                file=out,
            )
        else:
            print(
                translate(
                    "CliOutput",
                    "created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; "
                    "the number of rounds follows the players)",
                ).format(file=a.file, name=tf.event.settings().name, system=rr.name),
                file=out,
            )
    return 0


def _cmd_import_trf(a: argparse.Namespace, out: TextIO) -> int:
    try:
        tf, report = opened_files.with_password(
            a.file,
            lambda where: operations.import_trf(
                a.trf, where, overwrite=a.force, lenient=a.lenient, keep_placeholders=a.keep_dummies
            ),
        )
    except ArbiterError as exc:
        if (
            a.lenient
            or operations.preview_trf(a.trf, lenient=True, keep_placeholders=a.keep_dummies).refused
            is not None
        ):
            raise
        raise Refused(
            translate(
                "CliRefusal", "{error}\n(--lenient imports it with a warning for each such line)"
            ).format(error=exc)
        ) from exc
    opened_files.keep(tf)
    with tf:
        print(
            translate("CliOutput", "imported {trf} into {file}: {players} players, {rounds} rounds").format(
                trf=a.trf, file=a.file, players=report.players, rounds=report.rounds
            ),
            file=out,
        )
        if tf.event.double_swiss():  # the Dutch edition does not pair it (C.04.5, record 192)
            print(
                translate(
                    "CliOutput", "the Double-Swiss System (C.04.5), as record 192 says: {matches} matches"
                ).format(matches=match_of(tf.event.settings().number_of_rounds)),
                file=out,
            )
        else:
            print(report.edition, file=out)
        if report.placeholders and not a.keep_dummies:
            print(
                translate(
                    "CliOutput",
                    "placeholder players of the bye taken out: {players} (--keep-dummies keeps them)",
                ).format(players=", ".join(report.placeholders)),
                file=out,
            )
        for w in report.warnings:
            print(translate("CliOutput", "warning: {warning}").format(warning=w), file=out)
    return 0


def _cmd_accelerate(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        if a.remove:
            tf.event.remove_acceleration()
            print(translate("CliOutput", "acceleration removed"), file=out)
            return 0
        blocks = tf.event.apply_baku(a.edition)
        print(translate("CliOutput", "Baku acceleration ({edition}):").format(edition=a.edition), file=out)
        for x in blocks:
            print(
                translate(
                    "CliOutput",
                    "  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}",
                ).format(
                    points=x.points,
                    first_round=x.first_round,
                    last_round=x.last_round,
                    first=x.first_player,
                    last=x.last_player,
                ),
                file=out,
            )
    return 0


def _cmd_info(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        ev = tf.event.settings()
        print(
            translate("CliOutput", "{event} ({city}, {federation}), {rounds} rounds").format(
                event=ev.name,
                city=ev.city or "-",
                federation=ev.federation or "-",
                rounds=ev.number_of_rounds,
            ),
            file=out,
        )
        system = (
            tournament_code(ev.system, ev.rules)
            if ev.round_robin is None
            else f"{ev.round_robin.code} ({ev.round_robin.name})"
        )
        if ev.team is not None:
            system = translate("CliOutput", "{code} ({kind}, {boards} boards)").format(
                code=code_192(ev.team), kind=ev.team.format.tournament_type, boards=ev.team.boards
            )
        print(
            translate("CliOutput", "system: {system}; tie-breaks: {tiebreaks}").format(
                system=system, tiebreaks=", ".join(ev.tiebreaks) or "-"
            ),
            file=out,
        )
        notes = tf.import_notes()
        if notes is not None and notes.edition is not None:
            print(notes.edition, file=out)
        if notes is not None and notes.rounds_inferred is not None:
            print(
                translate(
                    "CliOutput",
                    "{rounds} rounds: inferred from the player lines of the imported TRF {source}",
                ).format(rounds=notes.rounds_inferred, source=notes.source),
                file=out,
            )
        print(
            translate("CliOutput", "rating type: {rating_type}").format(rating_type=ev.rating_type.value),
            file=out,
        )
        print(end_of_event.language_line(ev.language), file=out)
        print(
            translate("CliOutput", "players: {players}; rounds paired: {rounds}").format(
                players=len(tf.players.all()), rounds=tf.rounds.paired
            ),
            file=out,
        )
    return 0


def _cmd_rules(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) if a.edition is not None else open_to_read(a.file) as tf:
        if a.edition is not None:
            old = tf.event.settings().rules
            ev = tf.event.set_rules(RulesEdition.from_code(f"FIDE_DUTCH_{a.edition}"), confirm=a.confirm)
            if ev.rules != old:
                print(
                    translate("CliOutput", "rules: {old} -> {new}").format(old=old.value, new=ev.rules.value),
                    file=out,
                )
        print(
            translate("CliOutput", "rules: {rules}").format(rules=tf.event.settings().rules.value), file=out
        )
    return 0


def _add_new(command: Command) -> None:
    """``arbiter new``: its many options (the event data, the system, the rules edition...)."""
    p = command("new", _cmd_new, translate("CliHelp", "create a tournament file"))
    p.add_argument("file", type=Path)
    p.add_argument("--name", required=True)
    p.add_argument(
        "--rounds",
        type=int,
        help=translate(
            "CliHelp",
            "number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)",
        ),
    )
    p.add_argument(
        "--system",
        choices=_SYSTEMS,
        default="dutch",
        help=translate(
            "CliHelp",
            "a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), "
            "double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or "
            "double-berger (double round robin), C.05 Annex 1",
        ),
    )
    team_options(p)
    p.add_argument(
        "--reverse-last-two",
        action=argparse.BooleanOptionalAction,
        help=translate(
            "CliHelp",
            "double round robin: play the last two rounds of the first cycle in reverse order, as C.05 "
            "Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the "
            "table as it is (BERGER_DOUBLEROUNDROBIN)",
        ),
    )
    p.add_argument("--city", default="")
    p.add_argument(
        "--federation", default="", help=translate("CliHelp", "3-letter FIDE code of the host federation")
    )
    p.add_argument("--start", type=parse_date, help=translate("CliHelp", "start date YYYY-MM-DD"))
    p.add_argument("--end", type=parse_date, help=translate("CliHelp", "end date YYYY-MM-DD"))
    p.add_argument(
        "--type", help=translate("CliHelp", "type of tournament (092; default: the system's name)")
    )
    p.add_argument("--chief-arbiter", default="")
    p.add_argument(
        "--deputy", action="append", help=translate("CliHelp", "deputy arbiter (repeat for several)")
    )
    p.add_argument("--time-control", default="")
    p.add_argument(
        "--round-dates", type=_dates, help=translate("CliHelp", "comma-separated YYYY-MM-DD, one per round")
    )
    p.add_argument(
        "--rules",
        choices=_EDITIONS,
        default="2025",
        help=translate(
            "CliHelp",
            "Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - "
            "31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)",
        ),
    )
    p.add_argument(
        "--initial-colour", choices=["white", "black"], help=translate("CliHelp", "colour of #1 in round 1")
    )
    p.add_argument(
        "--tiebreaks", type=parse_codes, help=translate("CliHelp", "C.07 codes, e.g. BH/C1,BH,SB,DE")
    )
    p.add_argument(
        "--rating-type",
        choices=[k.value for k in RatingType],
        default="standard",
        help=translate("CliHelp", "which FIDE rating"),
    )
    end_of_event.language_option(p, "")
    p.add_argument("--force", action="store_true", help=translate("CliHelp", "replace an existing file"))


def team_options(p: argparse.ArgumentParser) -> None:
    """A team event's options of ``arbiter new`` and ``arbiter section add``: its boards and its
    Swiss variant (record 192's code, C.04.6)."""
    p.add_argument(
        "--boards",
        type=int,
        help=translate("CliHelp", "a team event: the boards of each match (players a side)"),
    )
    p.add_argument(
        "--team-code",
        help=translate(
            "CliHelp",
            "a Swiss team event: the variant of C.04.6 as record 192 names it "
            "(default FIDE_TEAM_TYPEA_MP_GP)",
        ),
    )


def register(command: Command) -> None:
    """The event commands, added to the parser by ``command``."""
    _add_new(command)
    p = command(
        "import-trf",
        _cmd_import_trf,
        translate("CliHelp", "create a tournament file from a TRF to continue the event"),
    )
    p.add_argument("trf", type=Path)
    p.add_argument("file", type=Path)
    p.add_argument("--force", action="store_true", help=translate("CliHelp", "replace an existing file"))
    p.add_argument(
        "--lenient",
        action="store_true",
        help=translate(
            "CliHelp",
            "import a doubtful file (points columns that are not the scores, two wins without opponent "
            "in a round) with a warning for each line instead of refusing it",
        ),
    )
    p.add_argument(
        "--keep-dummies",
        action="store_true",
        help=translate(
            "CliHelp",
            "keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of "
            "turning their games into byes",
        ),
    )
    p = command(
        "accelerate",
        _cmd_accelerate,
        translate("CliHelp", "Baku acceleration (C.04.7) before round 1, or remove it"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--edition",
        choices=["2026", "pre2026"],
        default="2026",
        help=translate("CliHelp", "C.04.7 (2026) or C.04.5.1"),
    )
    p.add_argument("--remove", action="store_true", help=translate("CliHelp", "drop the acceleration"))
    p = command("info", _cmd_info, translate("CliHelp", "print the event data"))
    p.add_argument("file", type=Path)
    p = command(
        "rules", _cmd_rules, translate("CliHelp", "show or change the Dutch rules edition of the tournament")
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "edition", nargs="?", choices=_EDITIONS, help=translate("CliHelp", "the new edition (none: show it)")
    )
    p.add_argument(
        "--confirm",
        action="store_true",
        help=translate(
            "CliHelp", "change it although rounds are paired (the arbiter confirms; the audit log keeps both)"
        ),
    )
