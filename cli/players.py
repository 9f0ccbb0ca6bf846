"""``arbiter`` commands for the players: ``add-player`` (also from the player library), ``edit-player``,
``remove-player``, ``withdraw``, ``reinstate``, ``bye``, ``players``, ``sort-numbers``, ``import-csv``,
``undo-import``, and a round robin's ``draw-lots`` and ``set-numbers``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from cli import library
from cli.common import (
    Command,
    Refused,
    output_line,
    parse_codes,
)
from cli.opened_files import open_to_read, open_to_write
from engine import columns
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Sex
from values import (
    ByeKind,
    PlayerDetails,
    PlayerImportPreview,
    PlayerRecord,
)

_BYE_FOR = {
    "half": QT_TRANSLATE_NOOP("CliOutput", "round {round}: half-point bye for #{number} {name}"),
    "zero": QT_TRANSLATE_NOOP("CliOutput", "round {round}: zero-point bye for #{number} {name}"),
    "full": QT_TRANSLATE_NOOP("CliOutput", "round {round}: full-point bye for #{number} {name}"),
}
"""``arbiter bye``'s answer for each kind of bye requested (C.04.2 art. 3.3)."""


def _sex(text: str) -> Sex:
    return {"m": Sex.MALE, "w": Sex.FEMALE, "f": Sex.FEMALE, "": Sex.UNKNOWN}[text.lower()]


def _details(a: argparse.Namespace, base: PlayerDetails | None) -> PlayerDetails:
    b = base or PlayerDetails(name="")
    return PlayerDetails(
        name=a.name if a.name is not None else b.name,
        rating=a.rating if a.rating is not None else b.rating,
        title=a.title if a.title is not None else b.title,
        federation=a.federation if a.federation is not None else b.federation,
        fide_id=a.fide_id if a.fide_id is not None else b.fide_id,
        sex=_sex(a.sex) if a.sex is not None else b.sex,
        birth_date=a.birth if a.birth is not None else b.birth_date,
        national_id=a.national_id if a.national_id is not None else b.national_id,
        national_rating=a.national_rating if a.national_rating is not None else b.national_rating,
        club=a.club if a.club is not None else b.club,
        city=a.city if a.city is not None else b.city,
        other_titles=b.other_titles,
        inactive=b.inactive,
    )


def _cmd_add_player(a: argparse.Namespace, out: TextIO) -> int:
    from operations.registration import details_from_library

    base: PlayerDetails | None = None
    notes: tuple[str, ...] = ()
    k_factor: int | None = None
    if a.name is None:
        if not a.fide_id and not a.national_id:
            raise Refused(
                translate(
                    "CliRefusal", "give --name, or --fide-id / --national-id of a player in the library"
                )
            )
        entry = library.library_entry(a)
    with open_to_write(a.file) as tf:
        if a.name is None:
            found = details_from_library(entry, tf.event.settings().rating_type)
            base, notes, k_factor = found.details, found.notes, found.k_factor
            print(
                translate("CliOutput", "from the library: {line}").format(
                    line=library.player_line(entry, tf.event.settings().rating_type)
                ),
                file=out,
            )
        for note in notes:
            print(translate("CliOutput", "note: {note}").format(note=note), file=out)
        added = tf.players.add(_details(a, base), k_factor=k_factor)
        print(
            translate("CliOutput", "added #{number} {name}").format(
                number=added.player.number, name=added.player.name
            ),
            file=out,
        )
        for p, was in zip(added.renumbered, added.previous, strict=True):
            print(
                translate("CliOutput", "  {name} is now #{number} (was #{old})").format(
                    name=p.name, number=p.number, old=was
                ),
                file=out,
            )
        for w in added.warnings:
            print(translate("CliOutput", "warning: {warning}").format(warning=w), file=out)
    return 0


def _cmd_edit_player(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        p = tf.players.by_number(a.player)
        if a.all_sections:
            for new in tf.sections.correct_everywhere(p.id, _details(a, p.details)):
                print(f"#{new.number} {new.name}, {new.rating}", file=out)
            return 0
        new = tf.players.edit(p.id, _details(a, p.details))
        print(f"#{new.number} {new.name}, {new.rating}", file=out)
        elsewhere = tf.sections.also_entered_in(p.id)
        if elsewhere:
            print(
                translate(
                    "CliOutput",
                    "note: he is also entered in {sections}; --all-sections corrects him there too",
                ).format(sections=", ".join(elsewhere)),
                file=out,
            )
    return 0


def _cmd_remove_player(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        p = tf.players.by_number(a.player)
        moved = tf.players.remove(p.id)
        print(
            translate("CliOutput", "removed #{number} {name}").format(number=p.number, name=p.name), file=out
        )
        for m in moved:
            print(
                translate("CliOutput", "  {name} is now #{number}").format(name=m.name, number=m.number),
                file=out,
            )
    return 0


def _cmd_withdraw(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        done = tf.players.withdraw(tf.players.by_number(a.player).id, a.from_round)
        p = done.player
        print(
            translate("CliOutput", "#{number} {name} withdrawn from round {round}").format(
                number=p.number, name=p.name, round=p.withdrawn_from_round
            ),
            file=out,
        )
        for b in done.forfeits:
            shown = b.result.label if b.result else "..."
            print(
                translate("CliOutput", "  round {round} board {board}: #{white} - #{black} {result}").format(
                    round=b.round, board=b.board, white=b.white_number, black=b.black_number, result=shown
                ),
                file=out,
            )
        if done.ruling:
            print(done.ruling, file=out)
    return 0


def _cmd_reinstate(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        p = tf.players.reinstate(tf.players.by_number(a.player).id)
        print(
            translate("CliOutput", "#{number} {name} reinstated").format(number=p.number, name=p.name),
            file=out,
        )
    return 0


def _cmd_bye(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        p = tf.players.by_number(a.player)
        if a.kind == "cancel":
            tf.players.cancel_bye(a.round, p.id)
            print(
                translate("CliOutput", "round {round}: bye of #{number} {name} cancelled").format(
                    round=a.round, number=p.number, name=p.name
                ),
                file=out,
            )
        else:
            bye = tf.players.request_bye(a.round, p.id, ByeKind(a.kind))
            print(
                output_line(_BYE_FOR[bye.kind.value], round=a.round, number=p.number, name=p.name),
                file=out,
            )
    return 0


def _cmd_draw_lots(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        drawn = tf.players.draw_lots(a.seed)
        print(
            translate("CliOutput", "pairing numbers drawn by lot (seed {seed}):").format(seed=drawn.seed),
            file=out,
        )
        for p in drawn.players:
            print(_player_line(p), file=out)
    return 0


def _cmd_set_numbers(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        ids = {p.number: p.id for p in tf.players.all()}
        missing = [n for n in a.order if n not in ids]
        if missing:
            raise Refused(
                translate("CliRefusal", "no player has pairing number {number}").format(number=missing[0])
            )
        drawn = tf.players.set_numbers([ids[n] for n in a.order])
        print(translate("CliOutput", "pairing numbers set by the arbiter:"), file=out)
        for p in drawn.players:
            print(_player_line(p), file=out)
    return 0


def _player_line(p: PlayerRecord) -> str:
    status = (
        translate("CliOutput", "  withdrawn from round {round}").format(round=p.withdrawn_from_round)
        if p.is_withdrawn
        else ""
    )
    club = f"  {p.club}" if p.club else ""
    national = (
        translate("CliOutput", "  nat. {national_id} {national_rating}")
        .format(national_id=p.national_id or "-", national_rating=p.national_rating or "")
        .rstrip()
        if p.national_id
        else ""
    )
    return (
        f"{p.number:>4}  {p.title:<3} {columns.ljust(p.name, 33)} {p.rating:>4}  {p.federation:<3} "
        f"{p.fide_id:>11}  "
        f"{p.sex.value or '-'}  {p.birth_date:<10}{club}{national}{status}"
    ).rstrip()


def _cmd_players(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        for p in tf.players.all():
            print(_player_line(p), file=out)
    return 0


def _print_import(preview: PlayerImportPreview, out: TextIO) -> None:
    rows = preview.rows
    print(translate("CliOutput", "%n row(s) read", None, rows), file=out)
    for p in preview.added:
        print(
            translate("CliOutput", "  add #{number:<4} {name}  {rating}").format(
                number=p.number, name=p.name, rating=p.rating or ""
            ),
            file=out,
        )
    for p in preview.renumbered:
        print(
            translate("CliOutput", "  {name} would become #{number}").format(name=p.name, number=p.number),
            file=out,
        )
    for problem in preview.problems:
        print(translate("CliOutput", "  problem: {problem}").format(problem=problem), file=out)
    for w in preview.warnings:
        print(translate("CliOutput", "warning: {warning}").format(warning=w), file=out)


def _cmd_import_csv(a: argparse.Namespace, out: TextIO) -> int:
    from formats.csv_players import read_players_csv_file

    parsed = read_players_csv_file(a.csv)
    with open_to_write(a.file) as tf:
        preview = tf.players.preview_import(parsed)
        if a.dry_run:
            _print_import(preview, out)
            bad_rows = len(preview.problems)
            verdict = (
                translate("CliOutput", "dry run: nothing was changed; every row can be imported")
                if preview.clean
                else translate(
                    "CliOutput",
                    "dry run: nothing was changed; %n row(s) cannot be imported "
                    "(--skip-bad-rows leaves them out)",
                    None,
                    bad_rows,
                )
            )
            print(verdict, file=out)
            return 0
        done = tf.players.import_list(parsed, skip_problems=a.skip_bad_rows)
        added = len(done.added)
        print(
            translate(
                "CliOutput",
                "imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})",
                None,
                added,
            ).format(csv=a.csv.name, file=a.file),
            file=out,
        )
        for p in done.renumbered:
            print(
                translate("CliOutput", "  {name} is now #{number}").format(name=p.name, number=p.number),
                file=out,
            )
        for problem in done.skipped:
            print(translate("CliOutput", "  left out: {problem}").format(problem=problem), file=out)
        for w in done.warnings:
            print(translate("CliOutput", "warning: {warning}").format(warning=w), file=out)
    return 0


def _cmd_undo_import(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        before = len(tf.players.all())
        moved = tf.players.undo_import()
        removed = before - len(tf.players.all())
        print(
            translate("CliOutput", "removed the %n player(s) of the last import", None, removed),
            file=out,
        )
        for p in moved:
            print(
                translate("CliOutput", "  {name} is now #{number}").format(name=p.name, number=p.number),
                file=out,
            )
    return 0


def _cmd_sort_numbers(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        for p in tf.players.sort_numbers():
            print(_player_line(p), file=out)
    return 0


def _player_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--name", help=translate("CliHelp", "'Surname, Firstname' (at most 33 characters)"))
    p.add_argument("--rating", type=int, help=translate("CliHelp", "FIDE rating (0 = unrated)"))
    p.add_argument("--title", help=translate("CliHelp", "GM, IM, WGM, FM, WIM, CM, WFM, WCM"))
    p.add_argument("--federation", help=translate("CliHelp", "3-letter FIDE code"))
    p.add_argument("--fide-id", help=translate("CliHelp", "FIDE id (digits)"))
    p.add_argument("--sex", choices=["m", "w"], help=translate("CliHelp", "m or w"))
    p.add_argument("--birth", help=translate("CliHelp", "birth date YYYY/MM/DD"))
    p.add_argument("--national-id", help=translate("CliHelp", "ID in the national rating list"))
    p.add_argument("--national-rating", type=int, help=translate("CliHelp", "national rating (0 = none)"))
    p.add_argument("--club")
    p.add_argument("--city")


def register(command: Command) -> None:
    """The players commands, added to the parser by ``command``."""
    p = command(
        "add-player",
        _cmd_add_player,
        translate(
            "CliHelp",
            "register a player (also a late entry); without --name, the library's player of --fide-id or "
            "--national-id (the other options override its data)",
        ),
    )
    p.add_argument("file", type=Path)
    _player_options(p)
    library.library_option(p)
    p = command("edit-player", _cmd_edit_player, translate("CliHelp", "correct a player's data"))
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument(
        "--all-sections",
        action="store_true",
        help=translate(
            "CliHelp", "make the same corrections in every other section of the event where he is entered"
        ),
    )
    _player_options(p)
    p = command(
        "remove-player",
        _cmd_remove_player,
        translate("CliHelp", "delete a registration made by mistake (never paired)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p = command("withdraw", _cmd_withdraw, translate("CliHelp", "withdraw a player (no longer paired)"))
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument(
        "--from-round",
        type=int,
        help=translate("CliHelp", "first round not played (default: the next round)"),
    )
    p = command("reinstate", _cmd_reinstate, translate("CliHelp", "undo a withdrawal"))
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p = command(
        "bye",
        _cmd_bye,
        translate("CliHelp", "a requested half-/zero-/full-point bye for a round (or cancel it)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument("kind", choices=["half", "zero", "full", "cancel"])
    p = command(
        "draw-lots",
        _cmd_draw_lots,
        translate("CliHelp", "round robin: draw the pairing numbers by lot (before round 1)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--seed",
        type=int,
        help=translate("CliHelp", "seed of the draw (default: a new one, shown and logged)"),
    )
    p = command(
        "set-numbers",
        _cmd_set_numbers,
        translate("CliHelp", "round robin: the pairing numbers the arbiter sets (before round 1)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--order",
        type=lambda text: [int(x) for x in parse_codes(text)],
        required=True,
        help=translate(
            "CliHelp",
            "the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...",
        ),
    )
    p = command("players", _cmd_players, translate("CliHelp", "list the players"))
    p.add_argument("file", type=Path)
    p = command(
        "sort-numbers",
        _cmd_sort_numbers,
        translate("CliHelp", "re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)"),
    )
    p.add_argument("file", type=Path)
    p = command(
        "import-csv",
        _cmd_import_csv,
        translate(
            "CliHelp", "add the players of a CSV file, all in one operation (--dry-run: only the preview)"
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "csv", type=Path, help=translate("CliHelp", "players, one per row; a header row names the columns")
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help=translate("CliHelp", "show what would be added and the problems, change nothing"),
    )
    p.add_argument(
        "--skip-bad-rows",
        action="store_true",
        help=translate("CliHelp", "add the good rows, leave out those with a problem"),
    )
    p = command(
        "undo-import",
        _cmd_undo_import,
        translate("CliHelp", "remove the players of the last CSV import (none may be paired)"),
    )
    p.add_argument("file", type=Path)
