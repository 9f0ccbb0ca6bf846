"""The ``arbiter`` sub-commands of the player library (issue 13), and those that use it on a tournament.

    arbiter library import players_list.zip            (FIDE list: TXT or XML, zipped or not)
    arbiter library import rapid_rating_list.zip --type rapid
    arbiter library import-national dsb.csv --list "GER 2026-04" \
        --columns name=1,national_id=0,rating=4,club=3
    arbiter library find "muller hans"                 (name in any order, FIDE ID, federation in capitals)
    arbiter library info | undo [ID] | redo ID | mappings | remove-national NAME
    arbiter add-player open.arbiter --fide-id 1503014  (from the library; other options override it)
    arbiter update-ratings open.arbiter [--apply [--yes]]
    arbiter restrict open.arbiter club --rounds 3      (clubmates do not meet in rounds 1-3)
    arbiter forbidden open.arbiter | forbid open.arbiter 3 7 --rounds 1-2 | allow open.arbiter PAIR_ID

The library is ``--library PATH``, else ``$ARBITER_LIBRARY``, else ``players.library`` in the user's
data folder (``player_library.paths``; the GUI uses the same one).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from cli import opened_files
from engine import columns
from engine.i18n import translate
from engine.rating.kfactor import RatingType
from operations.ops_restrictions import GroupKind
from operations.rating_update import consequences
from player_library import ColumnMapping, LibraryPlayer, PlayerLibrary, default_library_path
from player_library.errors import LibraryError
from player_library.national import FIELDS

Handler = Callable[[argparse.Namespace, TextIO], int]
Command = Callable[[str, Handler, str], argparse.ArgumentParser]

TOURNAMENT_COMMANDS = ("update-ratings", "restrict", "forbidden", "forbid", "allow")


def open_library(a: argparse.Namespace) -> PlayerLibrary:
    return PlayerLibrary(a.library or default_library_path())


def player_line(p: LibraryPlayer, kind: RatingType = RatingType.STANDARD) -> str:
    """One found player: ID, title, name, federation, ratings, birth year, national data."""
    ident = str(p.fide_id) if p.fide_id is not None else "-"
    titles = p.title + (f"/{p.women_title}" if p.women_title else "")
    ratings = "  ".join(
        f"{k.value[0].upper()} {r.rating if r.rating else '-':>4}" for k in RatingType if (r := p.rating(k))
    )
    extra = []
    if p.other_titles:
        extra.append(",".join(p.other_titles))
    if p.inactive:
        extra.append(translate("CliOutput", "inactive"))
    if p.national is not None:
        n = p.national
        nat = f"{n.list_name}: {n.national_id or '-'}"
        if n.rating:
            nat += f" ({n.rating})"
        if n.club:
            nat += f", {n.club}"
        extra.append(nat)
    born = str(p.birth_year) if p.birth_year else "    "
    return (
        f"{ident:>10}  {titles:<7} {columns.ljust(p.name, 36)} {p.federation or '-':<3} {p.sex or '-'}  "
        f"{ratings}  {born}" + (f"  [{'; '.join(extra)}]" if extra else "")
    ).rstrip()


def _progress_printer(err: TextIO) -> Callable[[int, int, str], None]:
    shown = [-1]

    def progress(done: int, total: int, message: str) -> None:
        tenth = done * 10 // total if total else 0
        if tenth != shown[0]:
            shown[0] = tenth
            print(f"  {tenth * 10:>3}%  {message}", file=err)

    return progress


# --- library commands -------------------------------------------------------------------------------


def _cmd_import(a: argparse.Namespace, out: TextIO) -> int:
    kind = RatingType(a.type) if a.type else None
    with open_library(a) as lib:
        preview = lib.preview_fide_list(a.list, kind)
        if preview.problem:  # refused before anything is announced
            raise LibraryError(preview.problem)
        print(
            translate("CliOutput", "{name}: {description}, about {estimated_players:,} players").format(
                name=a.list.name,
                description=preview.layout.text(),
                estimated_players=preview.estimated_players,
            ),
            file=out,
        )
        record = lib.import_fide_list(a.list, kind, progress=_progress_printer(sys.stderr))
        print(
            translate(
                "CliOutput", "imported {players:,} players (import {id}; 'arbiter library undo' undoes it)"
            ).format(players=record.players, id=record.id),
            file=out,
        )
    return 0


def _mapping(a: argparse.Namespace, lib: PlayerLibrary) -> ColumnMapping:
    if a.mapping:
        saved = lib.mappings()
        if a.mapping not in saved:
            raise LibraryError(
                translate("CliRefusal", "no saved mapping {mapping!r} (saved: {saved})").format(
                    mapping=a.mapping, saved=", ".join(saved) or translate("CliRefusal", "none")
                )
            )
        return saved[a.mapping]
    if not a.columns:
        raise LibraryError(
            translate(
                "CliRefusal", "give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME"
            )
        )
    columns: dict[str, int] = {}
    for item in a.columns.split(","):
        field, sep, number = item.partition("=")
        field = field.strip()
        if not sep or not number.strip().isdigit() or int(number) < 1:
            raise LibraryError(
                translate(
                    "CliRefusal", "--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)"
                ).format(item=item)
            )
        if field not in FIELDS:
            raise LibraryError(
                translate("CliRefusal", "--columns: unknown field {field!r} (fields: {fields})").format(
                    field=field, fields=", ".join(FIELDS)
                )
            )
        columns[field] = int(number) - 1
    starts = tuple(int(x) - 1 for x in a.fixed.split(",")) if a.fixed else ()
    delimiter = {"tab": "\t", "\\t": "\t"}.get(a.delimiter or "", a.delimiter or "")
    return ColumnMapping(columns, delimiter, starts, not a.no_header)


def _cmd_import_national(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        mapping = _mapping(a, lib)
        preview = lib.preview_national_list(a.list_file, mapping, lines=5)
        if preview.problem:
            raise LibraryError(preview.problem)
        if not mapping.delimiter and not mapping.fixed_starts:
            mapping = replace(mapping, delimiter=preview.delimiter)  # saved as recognised
        for row in preview.rows:
            print(
                translate("CliOutput", "  line {line}: {name}, {national_id}, {rating}, {club}").format(
                    line=row.line,
                    name=row.name,
                    national_id=row.national_id or "-",
                    rating=row.rating or "-",
                    club=row.club,
                ),
                file=out,
            )
        record = lib.import_national_list(a.list_file, mapping, a.name, progress=None)
        if a.save_mapping:
            lib.save_mapping(a.save_mapping, mapping)
            print(
                translate("CliOutput", "mapping saved as {name!r}").format(name=a.save_mapping),
                file=out,
            )
        print(
            translate(
                "CliOutput", "imported {players:,} players as national list {name!r} (import {id})"
            ).format(players=record.players, name=a.name, id=record.id),
            file=out,
        )
    return 0


def _cmd_find(a: argparse.Namespace, out: TextIO) -> int:
    kind = RatingType(a.type)
    with open_library(a) as lib:
        found = lib.search(a.text, a.limit)
    for p in found.players:
        print(player_line(p, kind), file=out)
    if found.more:
        print(
            translate(
                "CliOutput", "... more players match; type more of the name (or --limit {limit})"
            ).format(limit=a.limit * 2),
            file=out,
        )
    if not found.players:
        print(translate("CliOutput", "no player matches {text!r}").format(text=a.text), file=out)
    return 0


def _cmd_info(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        info = lib.info()
        print(translate("CliOutput", "library {path}").format(path=info.path), file=out)
        print(
            translate(
                "CliOutput", "FIDE players: {fide_players:,}; national players: {national_players:,}"
            ).format(fide_players=info.fide_players, national_players=info.national_players),
            file=out,
        )
        for name in info.national_lists:
            print(translate("CliOutput", "  national list {name!r}").format(name=name), file=out)
        for r in info.imports:
            state = translate("CliOutput", "  (undone)") if r.undone else ""
            when = r.at.isoformat(timespec="minutes")
            print(
                translate(
                    "CliOutput", "{id:>4}  {when}  {description}: {players:,} players from {source}{state}"
                ).format(
                    id=r.id,
                    when=when,
                    description=r.description,
                    players=r.players,
                    source=r.source,
                    state=state,
                ),
                file=out,
            )
    return 0


def _last_import(lib: PlayerLibrary, undone: bool) -> int:
    for r in lib.imports():
        if r.undone == undone:
            return r.id
    raise LibraryError(
        translate("CliRefusal", "there is no import to redo")
        if undone
        else translate("CliRefusal", "there is no import to undo")
    )


def _cmd_undo(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        record = lib.undo_import(a.id if a.id is not None else _last_import(lib, undone=False))
        print(
            translate("CliOutput", "undone: import {id} ({description})").format(
                id=record.id, description=record.description
            ),
            file=out,
        )
    return 0


def _cmd_redo(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        record = lib.redo_import(a.id if a.id is not None else _last_import(lib, undone=True))
        print(
            translate("CliOutput", "redone: import {id} ({description})").format(
                id=record.id, description=record.description
            ),
            file=out,
        )
    return 0


def _cmd_mappings(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        for name, m in lib.mappings().items():
            cols = ", ".join(f"{f}={i + 1}" for f, i in sorted(m.columns.items(), key=lambda x: x[1]))
            starts = ",".join(str(s + 1) for s in m.fixed_starts)
            sep = (
                translate("CliOutput", "fixed {starts}").format(starts=starts)
                if m.fixed_starts
                else repr(m.delimiter)
            )
            header = "" if m.header else translate("CliOutput", ", no header")
            print(f"{name}: {cols} ({sep}{header})", file=out)
    return 0


def _cmd_remove_national(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib:
        record = lib.remove_national_list(a.name)
        print(
            translate(
                "CliOutput",
                "removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)",
            ).format(name=a.name, id=record.id),
            file=out,
        )
    return 0


# --- commands on a tournament ----------------------------------------------------------------------


def _cmd_update_ratings(a: argparse.Namespace, out: TextIO) -> int:
    with open_library(a) as lib, opened_files.open_to_write(a.file) as tf:
        changes = tf.ratings.changes(lib.entry_for)
        kind = tf.event.settings().rating_type
        if not changes:
            print(
                translate(
                    "CliOutput", "every registered player's {rating_type} data is as in the library"
                ).format(rating_type=kind.value),
                file=out,
            )
            return 0
        for c in changes:
            print(f"{c.number:>4}  {columns.ljust(c.name, 33)} {c.describe()}", file=out)
        paired = tf.rounds.paired
        changed = len(changes)
        if not a.apply:
            print(
                translate("CliOutput", "%n player(s) would change; --apply applies it", None, changed),
                file=out,
            )
            if paired:
                print(consequences(paired), file=out)
            return 0
        if paired and not a.yes:
            print(consequences(paired), file=out)
            print(translate("CliOutput", "add --yes to update anyway"), file=out)
            return 1
        tf.ratings.update(changes, confirmed=bool(a.yes))
        print(translate("CliOutput", "updated %n player(s)", None, changed), file=out)
    return 0


def _cmd_restrict(a: argparse.Namespace, out: TextIO) -> int:
    kind = GroupKind(a.kind)
    with opened_files.open_to_write(a.file) as tf:
        if a.remove:
            removed = tf.restrictions.remove(kind)
            groups = len(removed)
            print(
                (
                    translate("CliOutput", "removed the club restriction (%n group(s))", None, groups)
                    if kind is GroupKind.CLUB
                    else translate(
                        "CliOutput", "removed the federation restriction (%n group(s))", None, groups
                    )
                ),
                file=out,
            )
            return 0
        if a.rounds is None:
            raise LibraryError(
                translate("CliRefusal", "give --rounds K (the last round of the restriction) or --remove")
            )
        result = tf.restrictions.apply(kind, a.rounds)
        names = {p.id: p.number for p in tf.players.all()}
        for g in result.groups:
            members = " ".join(str(names[m]) for m in g.players)
            print(
                translate("CliOutput", "  {reason}: {members} (rounds 1-{rounds})").format(
                    reason=g.reason, members=members, rounds=a.rounds
                ),
                file=out,
            )
        for w in result.warnings:
            print(translate("CliOutput", "warning: {warning}").format(warning=w), file=out)
        groups = len(result.groups)
        print(
            translate("CliOutput", "%n group(s) of prohibited pairings", None, groups),
            file=out,
        )
    return 0


def _rounds(text: str) -> tuple[int, int]:
    first, sep, last = text.partition("-")
    try:
        return (int(first), int(last) if sep else int(first))
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text!r} is not a round or a range FIRST-LAST").format(text=text)
        ) from None


def _cmd_forbidden(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_read(a.file) as tf:
        players = {p.id: p for p in tf.players.all()}
        pairs = tf.restrictions.prohibited_pairs()
        for pair in pairs:
            members = ", ".join(f"{players[m].number} {players[m].name}" for m in pair.players)
            if pair.first_round is None:
                rounds = translate("CliOutput", "every round")
            else:
                rounds = translate("CliOutput", "rounds {first}-{last}").format(
                    first=pair.first_round, last=pair.last_round or "..."
                )
            why = f"  [{pair.reason}]" if pair.reason else ""
            print(f"{pair.id:>4}  {rounds}: {members}{why}", file=out)
        if not pairs:
            print(translate("CliOutput", "no prohibited pairings"), file=out)
    return 0


def _cmd_forbid(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        ids = {p.number: p.id for p in tf.players.all()}
        missing = [n for n in a.players if n not in ids]
        if missing:
            raise LibraryError(
                translate("CliRefusal", "no player has pairing number {missing}").format(missing=missing[0])
            )
        first, last = a.rounds if a.rounds else (None, None)
        pair = tf.restrictions.add_pair([ids[n] for n in a.players], first, last, a.reason or "")
        print(
            translate("CliOutput", "prohibited pairing {id}: {players}").format(
                id=pair.id, players=" ".join(str(n) for n in a.players)
            ),
            file=out,
        )
    return 0


def _cmd_allow(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        tf.restrictions.remove_pair(a.pair)
        print(translate("CliOutput", "prohibited pairing {pair} removed").format(pair=a.pair), file=out)
    return 0


# --- parser ------------------------------------------------------------------------------------------


def library_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--library",
        type=Path,
        help=translate("CliHelp", "the library file (default: $ARBITER_LIBRARY or the data folder)"),
    )


def add_commands(command: Command) -> None:
    """Add ``library`` (with its own sub-commands) and the tournament commands that use the library."""
    p = command(
        "library", lambda a, out: a.library_handler(a, out), "the player library: FIDE and national lists"
    )
    sub = p.add_subparsers(dest="library_command", required=True, metavar="ACTION")

    def action(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        q = sub.add_parser(name, help=help_text, description=help_text)
        q.set_defaults(library_handler=handler)
        library_option(q)
        return q

    q = action("import", _cmd_import, "import a FIDE rating list (TXT or XML, zipped or not)")
    q.add_argument("list", type=Path)
    q.add_argument(
        "--type",
        choices=[k.value for k in RatingType],
        help=translate("CliHelp", "rating type of a per-type list"),
    )

    q = action("import-national", _cmd_import_national, "import a national rating list (CSV or TXT)")
    q.add_argument("list_file", type=Path, metavar="FILE")
    q.add_argument(
        "--list", dest="name", required=True, help=translate("CliHelp", "the list's name, e.g. 'GER 2026-04'")
    )
    q.add_argument("--mapping", help=translate("CliHelp", "a saved column mapping"))
    q.add_argument(
        "--columns",
        help=translate("CliHelp", "FIELD=COLUMN,... columns from 1; fields: {fields}").format(
            fields=", ".join(FIELDS)
        ),
    )
    q.add_argument("--delimiter", help=translate("CliHelp", "',', ';', 'tab' or '|' (default: recognised)"))
    q.add_argument(
        "--fixed", help=translate("CliHelp", "fixed-width columns: their first character positions, from 1")
    )
    q.add_argument(
        "--no-header",
        action="store_true",
        help=translate("CliHelp", "the first line is a player, not column names"),
    )
    q.add_argument("--save-mapping", metavar="NAME", help=translate("CliHelp", "save the mapping under NAME"))

    q = action("find", _cmd_find, "search the library: name in any order, FIDE ID, federation (NOR)")
    q.add_argument("text")
    q.add_argument("--limit", type=int, default=20)
    q.add_argument("--type", choices=[k.value for k in RatingType], default="standard")

    action("info", _cmd_info, "what the library holds, and its imports")
    q = action("undo", _cmd_undo, "undo the last import (or import ID): the library as before it")
    q.add_argument("id", type=int, nargs="?")
    q = action("redo", _cmd_redo, "redo an undone import")
    q.add_argument("id", type=int, nargs="?")
    action("mappings", _cmd_mappings, "list the saved column mappings of national lists")
    q = action("remove-national", _cmd_remove_national, "take a national list out of the library")
    q.add_argument("name")

    p = command(
        "update-ratings",
        _cmd_update_ratings,
        translate("CliHelp", "compare the players with the library; --apply updates"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--apply", action="store_true", help=translate("CliHelp", "apply the changes (one operation)")
    )
    p.add_argument("--yes", action="store_true", help=translate("CliHelp", "also after round 1 is paired"))
    library_option(p)

    p = command(
        "restrict",
        _cmd_restrict,
        translate("CliHelp", "players of the same club/federation do not meet in rounds 1..K"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("kind", choices=[k.value for k in GroupKind])
    p.add_argument(
        "--rounds", type=int, metavar="K", help=translate("CliHelp", "the last round of the restriction")
    )
    p.add_argument("--remove", action="store_true", help=translate("CliHelp", "drop the restriction"))

    p = command("forbidden", _cmd_forbidden, translate("CliHelp", "list the prohibited pairings"))
    p.add_argument("file", type=Path)

    p = command(
        "forbid", _cmd_forbid, translate("CliHelp", "prohibit pairings among players (pairing numbers)")
    )
    p.add_argument("file", type=Path)
    p.add_argument("players", type=int, nargs="+", help=translate("CliHelp", "pairing numbers (two or more)"))
    p.add_argument(
        "--rounds", type=_rounds, help=translate("CliHelp", "ROUND or FIRST-LAST (default: every round)")
    )
    p.add_argument("--reason", help=translate("CliHelp", "why (shown beside)"))

    p = command(
        "allow", _cmd_allow, translate("CliHelp", "remove a prohibited pairing (its id, see 'forbidden')")
    )
    p.add_argument("file", type=Path)
    p.add_argument("pair", type=int)


def library_entry(a: argparse.Namespace) -> LibraryPlayer:
    """The library entry ``add-player --fide-id``/``--national-id`` names; refused if there is none."""
    with open_library(a) as lib:
        if a.fide_id:
            if not str(a.fide_id).isdigit():
                raise LibraryError(
                    translate("CliRefusal", "FIDE id {fide_id!r} must be digits only").format(
                        fide_id=a.fide_id
                    )
                )
            found = lib.by_fide_id(int(a.fide_id))
            missing = translate(
                "CliRefusal", "the library has no player with FIDE ID {id}; give --name to register by hand"
            )
        else:
            found = lib.by_national_id(a.national_id)
            missing = translate(
                "CliRefusal",
                "the library has no player with national ID {id}; give --name to register by hand",
            )
    if found is None:
        raise LibraryError(missing.format(id=a.fide_id or a.national_id))
    return found
