"""The headless ``arbiter`` sub-commands: the operations of ``db.api`` from a terminal or a script.

    arbiter new open.arbiter --name "Open 2026" --rounds 9
    arbiter add-player open.arbiter --name "Doe, Jane" --rating 2150 --title WFM
    arbiter pair open.arbiter
    arbiter result open.arbiter 1 3 1/2
    arbiter set-pairing open.arbiter 2 --board 1-4 --board 3-2   (prints "warning: ..." lines)
    arbiter accelerate open.arbiter --edition 2026               (Baku, before round 1)
    arbiter export-trf open.arbiter -o open.trf
    arbiter library find "muller"                                (the player library: db.cli_library)
    arbiter add-player open.arbiter --fide-id 1503014            (registered from the library)
    arbiter import-csv open.arbiter players.csv --dry-run     (the preview; without it: all or nothing)
    arbiter save-copy open.arbiter /media/usb/open.arbiter   (a consistent snapshot)

Round robins (Berger tables, C.05 Annex 1):

    arbiter new club.arbiter --name "Club championship" --system double-berger
    arbiter draw-lots club.arbiter                                (or: set-numbers --order 3,1,2,...)
    arbiter pair club.arbiter --all                               (or one round at a time)
    arbiter schedule club.arbiter

Players are named by their pairing number. Exit status:

- 0: done. A line ``arbiter: warning: ...`` on stderr may follow, e.g. when a round is stored but its
  backup copy could not be written, or the file was opened read-only: the operation itself is stored.
- 1: refused, or the file cannot be used, or the disk refused the write: one line on stderr
  (``arbiter: <reason>``), and nothing of the operation is stored.
- 2: bad usage (argparse's message).
- 3: ``check`` found a round that differs from the Dutch pairing, or ``check-export`` found data
  FIDE's rating officer needs missing (``db.cli_endevent``: the end-of-event commands).
- 70: a fault of the program itself (one line naming it; please report it): nothing is stored
  unless the line says so.
- 141: the output's reader stopped reading (``arbiter pairings F 3 | head``): the output ends there,
  quietly (``engine.closed_pipe``); the operation itself is done.

Reading commands (``standings``, ``export-trf``, ``players``, ``pairings``, ``log``, ``info``,
``check``, ``warnings``, ``backups``, ``save-copy``) open a file read-only when it is on a read-only
drive or another program has it open; the others refuse then.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import sys
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TextIO

import db
from db import cli_endevent, cli_files, cli_library, cli_results
from db.values import (
    ByeKind,
    EventSettings,
    GameResult,
    LateCorrection,
    Pairer,
    PlayerDetails,
    PlayerId,
    PlayerImportPreview,
    PlayerRecord,
    RoundState,
    TrfVersion,
    corrections_text,
)
from engine import columns
from engine.closed_pipe import is_closed_pipe, run_to_stdout
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.manual_pairing import PairingWarning
from engine.model import Colour, RoundRobin, RulesEdition, Sex
from engine.rating.kfactor import RatingType

Handler = Callable[[argparse.Namespace, TextIO], int]

EXIT_DONE, EXIT_REFUSED, EXIT_USAGE, EXIT_DIFFERS, EXIT_INTERNAL = 0, 1, 2, 3, 70


def _line(source: str, **fields: object) -> str:
    """A text of a table below (marked there) in the command's language, its fields filled."""
    return translate("CliOutput", source).format(**fields)


_BYE_FOR = {
    "half": QT_TRANSLATE_NOOP("CliOutput", "round {round}: half-point bye for #{number} {name}"),
    "zero": QT_TRANSLATE_NOOP("CliOutput", "round {round}: zero-point bye for #{number} {name}"),
    "full": QT_TRANSLATE_NOOP("CliOutput", "round {round}: full-point bye for #{number} {name}"),
}
"""``arbiter bye``'s answer for each kind of bye requested (C.04.2 art. 3.3)."""

_ROUND_STATES = {
    RoundState.PAIRED: QT_TRANSLATE_NOOP("CliOutput", "paired"),
    RoundState.COMPLETE: QT_TRANSLATE_NOOP("CliOutput", "complete"),
}
"""A round's state as ``arbiter pairings`` shows it (the enum's value in English)."""

_BYE_LINE = {
    "half": QT_TRANSLATE_NOOP("CliOutput", "     {number:>4} {name}: half-point bye"),
    "zero": QT_TRANSLATE_NOOP("CliOutput", "     {number:>4} {name}: zero-point bye"),
    "full": QT_TRANSLATE_NOOP("CliOutput", "     {number:>4} {name}: full-point bye"),
}
"""A requested bye's line under a round's pairings."""


class _Refused(Exception):
    """A bad argument value found after parsing (shown like an operation refusal)."""


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text} is not a date YYYY-MM-DD").format(text=repr(text))
        ) from None


def _dates(text: str) -> tuple[date | None, ...]:
    return tuple(_date(t.strip()) if t.strip() else None for t in text.split(","))


def _codes(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(",") if c.strip())


def _sex(text: str) -> Sex:
    return {"m": Sex.MALE, "w": Sex.FEMALE, "f": Sex.FEMALE, "": Sex.UNKNOWN}[text.lower()]


_open = cli_files.open_to_write
_open_to_read = cli_files.open_to_read


def _load_pairer(spec: str | None) -> Pairer | None:
    """``module:function`` (another engine, or ``db.standin:simple_pair_round`` for a dry run)."""
    if spec is None:
        return None
    module_name, _, name = spec.partition(":")
    try:
        fn: Pairer = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError) as exc:
        raise _Refused(f"--pairer {spec}: {exc}") from exc
    return fn


# --- commands ---------------------------------------------------------------------------------------

_EDITIONS = tuple(e.short_name for e in RulesEdition)
"""``--rules`` values: the year of each edition's code (``FIDE_DUTCH_2025`` ...)."""


_SYSTEMS = {"dutch": None, "berger": 1, "double-berger": 2}


def _REVERSE_LAST_TWO() -> str:  # noqa: N802 - a message
    return translate("CliRefusal", "--reverse-last-two is for a double round robin (--system double-berger)")


def _round_robin(a: argparse.Namespace) -> RoundRobin | None:
    """The round robin asked for; a double one reverses the last two rounds of its first cycle unless
    ``--no-reverse-last-two`` says otherwise (C.05 Annex 1)."""
    cycles = _SYSTEMS[a.system]
    if cycles is None:
        if a.reverse_last_two:
            raise _Refused(_REVERSE_LAST_TWO())
        if a.rounds is None:
            raise _Refused(translate("CliRefusal", "a Swiss event needs its number of rounds (--rounds)"))
        return None
    if a.reverse_last_two and cycles != 2:
        raise _Refused(_REVERSE_LAST_TWO())
    return RoundRobin(cycles, cycles == 2 and a.reverse_last_two is not False)


def _cmd_new(a: argparse.Namespace, out: TextIO) -> int:
    colour = {None: None, "white": Colour.WHITE, "black": Colour.BLACK}[a.initial_colour]
    rr = _round_robin(a)
    settings = EventSettings(
        name=a.name,
        number_of_rounds=a.rounds if a.rounds is not None else 1,
        city=a.city,
        federation=a.federation,
        start_date=a.start,
        end_date=a.end,
        tournament_type=a.type if a.type is not None else ("Swiss Dutch" if rr is None else rr.name),
        chief_arbiter=a.chief_arbiter,
        deputy_arbiters=tuple(a.deputy or ()),
        time_control=a.time_control,
        round_dates=a.round_dates or (),
        rules=RulesEdition.from_code(f"FIDE_DUTCH_{a.rules}"),
        round_robin=rr,
        initial_colour=colour,
        tiebreaks=a.tiebreaks or (),
        rating_type=RatingType(a.rating_type),
        language=a.language,
    )
    with db.create(a.file, settings, overwrite=a.force) as tf:
        cli_files.keep(tf)
        if rr is None:
            print(
                translate("CliOutput", "created {file}: {name}, {rounds} rounds").format(
                    file=a.file, name=tf.event().name, rounds=settings.number_of_rounds
                ),
                file=out,
            )
        else:
            print(
                translate(
                    "CliOutput",
                    "created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; "
                    "the number of rounds follows the players)",
                ).format(file=a.file, name=tf.event().name, system=rr.name),
                file=out,
            )
    return 0


def _cmd_import_trf(a: argparse.Namespace, out: TextIO) -> int:
    try:
        tf, report = db.import_trf(
            a.trf, a.file, overwrite=a.force, lenient=a.lenient, keep_placeholders=a.keep_dummies
        )
    except ArbiterError as exc:
        if (
            a.lenient
            or db.preview_trf(a.trf, lenient=True, keep_placeholders=a.keep_dummies).refused is not None
        ):
            raise
        raise _Refused(
            translate(
                "CliRefusal", "{error}\n(--lenient imports it with a warning for each such line)"
            ).format(error=exc)
        ) from exc
    cli_files.keep(tf)
    with tf:
        print(
            translate("CliOutput", "imported {trf} into {file}: {players} players, {rounds} rounds").format(
                trf=a.trf, file=a.file, players=report.players, rounds=report.rounds
            ),
            file=out,
        )
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
    from db.registration import details_from_library

    base: PlayerDetails | None = None
    notes: tuple[str, ...] = ()
    k_factor: int | None = None
    if a.name is None:
        if not a.fide_id and not a.national_id:
            raise _Refused(
                translate(
                    "CliRefusal", "give --name, or --fide-id / --national-id of a player in the library"
                )
            )
        entry = cli_library.library_entry(a)
    with _open(a.file) as tf:
        if a.name is None:
            found = details_from_library(entry, tf.event().rating_type)
            base, notes, k_factor = found.details, found.notes, found.k_factor
            print(
                translate("CliOutput", "from the library: {line}").format(
                    line=cli_library.player_line(entry, tf.event().rating_type)
                ),
                file=out,
            )
        for note in notes:
            print(translate("CliOutput", "note: {note}").format(note=note), file=out)
        added = tf.add_player(_details(a, base), k_factor=k_factor)
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
    with _open(a.file) as tf:
        p = tf.player_by_number(a.player)
        new = tf.edit_player(p.id, _details(a, p.details))
        print(f"#{new.number} {new.name}, {new.rating}", file=out)
    return 0


def _cmd_remove_player(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        p = tf.player_by_number(a.player)
        moved = tf.remove_player(p.id)
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
    with _open(a.file) as tf:
        done = tf.withdraw(tf.player_by_number(a.player).id, a.from_round)
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
    with _open(a.file) as tf:
        p = tf.reinstate_player(tf.player_by_number(a.player).id)
        print(
            translate("CliOutput", "#{number} {name} reinstated").format(number=p.number, name=p.name),
            file=out,
        )
    return 0


def _cmd_bye(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        p = tf.player_by_number(a.player)
        if a.kind == "cancel":
            tf.cancel_bye(a.round, p.id)
            print(
                translate("CliOutput", "round {round}: bye of #{number} {name} cancelled").format(
                    round=a.round, number=p.number, name=p.name
                ),
                file=out,
            )
        else:
            bye = tf.request_bye(a.round, p.id, ByeKind(a.kind))
            print(
                _line(_BYE_FOR[bye.kind.value], round=a.round, number=p.number, name=p.name),
                file=out,
            )
    return 0


def _print_round(tf: db.TournamentFile, number: int, out: TextIO) -> None:
    info = tf.round(number)
    players = {p.id: p for p in tf.players()}
    when = f" ({info.date.isoformat()})" if info.date else ""
    print(
        translate("CliOutput", "Round {round}{date}: {state}").format(
            round=info.number, date=when, state=translate("CliOutput", _ROUND_STATES[info.state])
        ),
        file=out,
    )
    width = max((columns.width(players[b.white].name) for b in info.boards), default=5)
    for b in info.boards:
        w, k = players[b.white], players[b.black]
        result = b.result.label if b.result else "..."
        print(
            f"{b.board:>3}  {w.number:>4} {columns.ljust(w.name, width)}  {columns.center(result, 15)}  "
            f"{k.number:>4} {k.name}",
            file=out,
        )
    if info.pairing_bye is not None:
        p = players[info.pairing_bye]
        print(
            translate("CliOutput", "     {number:>4} {name}: pairing-allocated bye").format(
                number=p.number, name=p.name
            ),
            file=out,
        )
    if tf.round_robin() is not None:
        seated = {b.white for b in info.boards} | {b.black for b in info.boards}
        for p in sorted(players.values(), key=lambda p: p.number):
            if p.id not in seated:
                print(
                    translate(
                        "CliOutput", "     {number:>4} {name}: no game (the Berger table's dummy)"
                    ).format(number=p.number, name=p.name),
                    file=out,
                )
    for bye in info.byes:
        p = players[bye.player]
        print(_line(_BYE_LINE[bye.kind.value], number=p.number, name=p.name), file=out)


def _cmd_pair(a: argparse.Namespace, out: TextIO) -> int:
    pairer = _load_pairer(a.pairer)
    with _open(a.file) as tf:
        if a.all:
            if tf.round_robin() is None:
                raise _Refused(
                    translate(
                        "CliRefusal",
                        "--all pairs every round of a round robin; a Swiss round needs the results "
                        "of the round before",
                    )
                )
            for info in tf.pair_all_rounds():
                _print_round(tf, info.number, out)
            return 0
        info = tf.pair_next_round(pairer=pairer, round_date=a.date)
        _print_round(tf, info.number, out)
    return 0


def _cmd_draw_lots(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        drawn = tf.draw_lots(a.seed)
        print(
            translate("CliOutput", "pairing numbers drawn by lot (seed {seed}):").format(seed=drawn.seed),
            file=out,
        )
        for p in drawn.players:
            print(_player_line(p), file=out)
    return 0


def _cmd_set_numbers(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        ids = {p.number: p.id for p in tf.players()}
        missing = [n for n in a.order if n not in ids]
        if missing:
            raise _Refused(
                translate("CliRefusal", "no player has pairing number {number}").format(number=missing[0])
            )
        drawn = tf.set_pairing_numbers([ids[n] for n in a.order])
        print(translate("CliOutput", "pairing numbers set by the arbiter:"), file=out)
        for p in drawn.players:
            print(_player_line(p), file=out)
    return 0


def _cmd_schedule(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        rr = tf.round_robin()
        rounds = tf.schedule()
        players = {p.number: p for p in tf.players()}
        print(
            translate("CliOutput", "{event}: {system}, {players} players, {rounds} rounds").format(
                event=tf.event().name, system=rr.name if rr else "", players=len(players), rounds=len(rounds)
            ),
            file=out,
        )
        width = max((columns.width(p.name) for p in players.values()), default=4)
        for r in rounds:
            print(
                translate(
                    "CliOutput", "Round {round} (Berger table round {table_round}, cycle {cycle})"
                ).format(round=r.round, table_round=r.table_round, cycle=r.cycle),
                file=out,
            )
            for i, b in enumerate(r.boards, start=1):
                w, k = players[b.white], players[b.black]
                white = columns.ljust(w.name, width)
                print(f"{i:>3}  {w.number:>4} {white}  -  {k.number:>4} {k.name}", file=out)
            if r.free is not None:
                print(
                    translate("CliOutput", "     {number:>4} {name}: no game").format(
                        number=r.free, name=players[r.free].name
                    ),
                    file=out,
                )
    return 0


def _cmd_repair(a: argparse.Namespace, out: TextIO) -> int:
    pairer = _load_pairer(a.pairer)
    with _open(a.file) as tf:
        info = tf.repair_last_round(pairer=pairer)
        _print_round(tf, info.number, out)
    return 0


def _board(text: str) -> tuple[int, int]:
    white, sep, black = text.partition("-")
    try:
        if not sep:
            raise ValueError
        return int(white), int(black)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text} is not a board WHITE-BLACK (pairing numbers)").format(
                text=repr(text)
            )
        ) from None


def _print_warnings(warnings: Sequence[PairingWarning], round_number: int, out: TextIO) -> None:
    for w in warnings:
        print(
            translate("CliOutput", "warning: {severity}: {warning}").format(
                severity=w.severity.value, warning=w
            ),
            file=out,
        )
    if not warnings:
        print(
            translate("CliOutput", "round {round}: the pairing breaks no rule checked").format(
                round=round_number
            ),
            file=out,
        )


def _cmd_set_pairing(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        ids: dict[int, PlayerId] = {p.number: p.id for p in tf.players()}

        def pid(number: int) -> PlayerId:
            if number not in ids:
                raise _Refused(
                    translate("CliRefusal", "no player has pairing number {number}").format(number=number)
                )
            return ids[number]

        boards = [(pid(w), pid(b)) for w, b in a.board or ()]
        change = tf.set_pairing(a.round, boards, None if a.bye is None else pid(a.bye))
        _print_round(tf, change.round.number, out)
        _print_warnings(change.warnings, a.round, out)
    return 0


def _print_corrections(corrections: Sequence[LateCorrection], out: TextIO) -> None:
    for line in corrections_text(corrections):
        print(translate("CliOutput", "note: {correction}").format(correction=line), file=out)


def _cmd_warnings(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        warnings = tf.pairing_warnings(a.round)
        corrections = tf.late_corrections(a.round) if tf.round_robin() is None else ()
    _print_corrections(corrections, out)
    _print_warnings(warnings, a.round, out)
    return 0


def _cmd_accelerate(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        if a.remove:
            tf.remove_acceleration()
            print(translate("CliOutput", "acceleration removed"), file=out)
            return 0
        blocks = tf.apply_baku_acceleration(a.edition)
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


def _cmd_delete_round(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) as tf:
        number = tf.delete_last_round()
        print(translate("CliOutput", "round {round} deleted").format(round=number), file=out)
    return 0


def _cmd_result(a: argparse.Namespace, out: TextIO) -> int:
    if a.result.lower() in ("none", "clear"):
        result = None
    else:
        try:
            result = GameResult.parse(a.result)
        except ValueError as exc:
            raise _Refused(str(exc)) from exc
    with _open(a.file) as tf:  # the lock keeps the board as read until the result is stored
        old = next((b.result for b in tf.boards(a.round) if b.board == a.board), None)
        if old is not None and old is not result and not a.force:
            raise _Refused(_replaces(tf, a.round, a.board, old))
        b = tf.set_result(a.round, a.board, result)
        shown = b.result.label if b.result else translate("CliOutput", "cleared")
        line = translate("CliOutput", "round {round} board {board}: #{white} - #{black} {result}").format(
            round=b.round, board=b.board, white=b.white_number, black=b.black_number, result=shown
        )
        if old is not None and old is not result:
            line = translate("CliOutput", "{line}, was {old}").format(line=line, old=old.label)
        print(line, file=out)
    return 0


def _replaces(tf: db.TournamentFile, rnd: int, board: int, old: GameResult) -> str:
    """Why ``arbiter result`` over an entered result needs ``--force``: the result there, and who entered
    it when it is the forfeit of a withdrawal (a round robin's scheduled games, C.05)."""
    text = translate(
        "CliRefusal", "board {board} of round {round} already has the result {old}; add --force to replace it"
    ).format(board=board, round=rnd, old=old.label)
    if not old.is_forfeit:
        return text
    played = next(b for b in tf.boards(rnd) if b.board == board)
    gone = [
        p
        for p in (tf.player(played.white), tf.player(played.black))
        if p.withdrawn_from_round is not None and p.withdrawn_from_round <= rnd
    ]
    if not gone:
        return text
    return translate(
        "CliRefusal",
        "board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of "
        "#{number} {name}; add --force to replace it",
    ).format(board=board, round=rnd, old=old.label, number=gone[0].number, name=gone[0].name)


def _cmd_standings(a: argparse.Namespace, out: TextIO) -> int:
    from engine.standings_cli import standings_lines

    with _open_to_read(a.file) as tf:
        table = tf.standings(a.after_round, a.tiebreaks, edition=a.edition, unrated_rating=a.unrated_rating)
        for line in standings_lines(tf.event().name, table, a.halves):
            print(line, file=out)
    return 0


def _cmd_export_trf(a: argparse.Namespace, out: TextIO) -> int:
    version = TrfVersion.TRF16 if a.trf16 else TrfVersion.TRF26
    with _open_to_read(a.file) as tf:
        target = tf.export_trf_file(a.output, version)
        print(
            translate("CliOutput", "wrote {file} ({version})").format(file=target, version=version.value),
            file=out,
        )
    return 0


def _cmd_log(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        for e in tf.audit_log():
            print(f"{e.id:>5}  {e.at.isoformat(timespec='seconds')}  {e.user:<12} {e.operation}", file=out)
            if a.verbose:
                print(translate("CliOutput", "       old: {value}").format(value=e.old), file=out)
                print(translate("CliOutput", "       new: {value}").format(value=e.new), file=out)
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
    with _open_to_read(a.file) as tf:
        for p in tf.players():
            print(_player_line(p), file=out)
    return 0


def _cmd_pairings(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        _print_round(tf, a.round, out)
    return 0


def _cmd_check(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        found = tf.check_pairings()
        rounds = tf.paired_rounds
        table = tf.round_robin() is not None
        corrections = () if table else tf.late_corrections()
    _print_corrections(corrections, out)
    for d in found:
        print(str(d), file=out)
    if found:
        differ = (
            translate("CliOutput", "{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)")
            if table
            else translate("CliOutput", "{found} of {rounds} rounds differ from the FIDE Dutch pairing")
        )
        print(differ.format(found=len(found), rounds=rounds), file=out)
        return 3
    same = (
        translate("CliOutput", "all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them")
        if table
        else translate("CliOutput", "all {rounds} rounds are paired as the FIDE Dutch system pairs them")
    )
    print(same.format(rounds=rounds), file=out)
    return 0


def _cmd_info(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        ev = tf.event()
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
            ev.rules.value if ev.round_robin is None else f"{ev.round_robin.code} ({ev.round_robin.name})"
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
        print(cli_endevent.language_line(ev.language), file=out)
        print(
            translate("CliOutput", "players: {players}; rounds paired: {rounds}").format(
                players=len(tf.players()), rounds=tf.paired_rounds
            ),
            file=out,
        )
    return 0


def _cmd_rules(a: argparse.Namespace, out: TextIO) -> int:
    with _open(a.file) if a.edition is not None else _open_to_read(a.file) as tf:
        if a.edition is not None:
            old = tf.event().rules
            ev = tf.set_rules(RulesEdition.from_code(f"FIDE_DUTCH_{a.edition}"), confirm=a.confirm)
            if ev.rules != old:
                print(
                    translate("CliOutput", "rules: {old} -> {new}").format(old=old.value, new=ev.rules.value),
                    file=out,
                )
        print(translate("CliOutput", "rules: {rules}").format(rules=tf.event().rules.value), file=out)
    return 0


def _cmd_save_copy(a: argparse.Namespace, out: TextIO) -> int:
    with _open_to_read(a.file) as tf:
        target = tf.save_copy(a.destination, overwrite=a.force)
        print(
            translate("CliOutput", "wrote a copy of {file} to {target}").format(file=a.file, target=target),
            file=out,
        )
    return 0


def _cmd_backups(a: argparse.Namespace, out: TextIO) -> int:
    from db.backups import KEEP_PER_ROUND, KEEP_REPLACED, KEEP_TIMED

    with _open_to_read(a.file) as tf:
        found = tf.backups()
    for b in found:
        print(str(b), file=out)
    backups = len(found)
    print(
        translate(
            "CliOutput",
            "%n backup(s); kept: the newest {per_round} of each round, {timed} timed, "
            "{replaced} replaced files",
            None,
            backups,
        ).format(per_round=KEEP_PER_ROUND, timed=KEEP_TIMED, replaced=KEEP_REPLACED),
        file=out,
    )
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
    from db.csv_players import read_players_csv_file

    parsed = read_players_csv_file(a.csv)
    with _open(a.file) as tf:
        preview = tf.preview_player_import(parsed)
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
        done = tf.import_players(parsed, skip_problems=a.skip_bad_rows)
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
    with _open(a.file) as tf:
        before = len(tf.players())
        moved = tf.undo_player_import()
        removed = before - len(tf.players())
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
    with _open(a.file) as tf:
        for p in tf.sort_pairing_numbers():
            print(_player_line(p), file=out)
    return 0


# --- parser -----------------------------------------------------------------------------------------


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


def command_summaries() -> dict[str, str]:
    """Every sub-command and its one-line help, in the order of ``arbiter help``."""
    summaries: dict[str, str] = {}
    _parser(summaries)
    return summaries


def _parser(summaries: dict[str, str] | None = None) -> argparse.ArgumentParser:
    if summaries is None:
        summaries = {}
    parser = argparse.ArgumentParser(
        prog="arbiter", description=translate("CliHelp", "Run a FIDE Swiss tournament from the terminal.")
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
        summaries[name] = help_text
        return p

    p = command("new", _cmd_new, translate("CliHelp", "create a tournament file"))
    p.add_argument("file", type=Path)
    p.add_argument("--name", required=True)
    p.add_argument(
        "--rounds",
        type=int,
        help=translate("CliHelp", "number of rounds (a Swiss; a round robin's follow its players)"),
    )
    p.add_argument(
        "--system",
        choices=sorted(_SYSTEMS),
        default="dutch",
        help=translate(
            "CliHelp",
            "dutch (Swiss), berger (round robin) or double-berger (double round robin), C.05 Annex 1",
        ),
    )
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
    p.add_argument("--start", type=_date, help=translate("CliHelp", "start date YYYY-MM-DD"))
    p.add_argument("--end", type=_date, help=translate("CliHelp", "end date YYYY-MM-DD"))
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
    p.add_argument("--tiebreaks", type=_codes, help=translate("CliHelp", "C.07 codes, e.g. BH/C1,BH,SB,DE"))
    p.add_argument(
        "--rating-type",
        choices=[k.value for k in RatingType],
        default="standard",
        help=translate("CliHelp", "which FIDE rating"),
    )
    cli_endevent.language_option(p, "")
    p.add_argument("--force", action="store_true", help=translate("CliHelp", "replace an existing file"))

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
    cli_library._library_option(p)

    p = command("edit-player", _cmd_edit_player, translate("CliHelp", "correct a player's data"))
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
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
        "pair",
        _cmd_pair,
        translate("CliHelp", "pair the next round (a round robin: --all pairs every round left)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("--date", type=_date, help=translate("CliHelp", "date of the round YYYY-MM-DD"))
    p.add_argument(
        "--pairer",
        help=translate("CliHelp", "MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)"),
    )
    p.add_argument(
        "--all", action="store_true", help=translate("CliHelp", "round robin: pair every round left at once")
    )

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
        type=lambda text: [int(x) for x in _codes(text)],
        required=True,
        help=translate(
            "CliHelp",
            "the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...",
        ),
    )

    p = command(
        "schedule",
        _cmd_schedule,
        translate("CliHelp", "round robin: every round of the Berger table, paired or not"),
    )
    p.add_argument("file", type=Path)

    p = command(
        "repair",
        _cmd_repair,
        translate("CliHelp", "delete the last round (no results yet) and pair it again"),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--pairer", help=translate("CliHelp", "MODULE:FUNCTION instead of engine.dutch:pair_round")
    )

    p = command(
        "set-pairing",
        _cmd_set_pairing,
        translate(
            "CliHelp", "change the pairing of the last round (no results yet); prints the rules it breaks"
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument(
        "--board",
        type=_board,
        action="append",
        help=translate("CliHelp", "WHITE-BLACK pairing numbers, one per board, in order"),
    )
    p.add_argument(
        "--bye", type=int, help=translate("CliHelp", "pairing number of the pairing-allocated bye")
    )

    p = command(
        "warnings", _cmd_warnings, translate("CliHelp", "list the rules the pairing of a round breaks")
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)

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

    p = command(
        "delete-round", _cmd_delete_round, translate("CliHelp", "delete the last round (no results yet)")
    )
    p.add_argument("file", type=Path)

    p = command("result", _cmd_result, translate("CliHelp", "enter or correct a result"))
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("board", type=int)
    p.add_argument(
        "result",
        help=translate(
            "CliHelp",
            "1-0, 0-1, 1/2 (also = and \u00bd), +- and -+ (forfeits), -- (double forfeit), "
            "W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)",
        ),
    )
    p.add_argument(
        "--force",
        action="store_true",
        help=translate("CliHelp", "replace a result already entered (the answer says what it was)"),
    )

    p = command("standings", _cmd_standings, translate("CliHelp", "print the standings with tie-breaks"))
    p.add_argument("file", type=Path)
    p.add_argument(
        "--tiebreaks", help=translate("CliHelp", "C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)")
    )
    p.add_argument("--after-round", type=int)
    p.add_argument(
        "--edition", help=translate("CliHelp", "C.07 edition 2024 or 2026 (default: by start date)")
    )
    p.add_argument(
        "--unrated-rating",
        type=int,
        help=translate("CliHelp", "rating used for unrated opponents (C.07 art. 10)"),
    )
    p.add_argument("--halves", action="store_true", help=translate("CliHelp", "print halves as ½"))

    p = command("export-trf", _cmd_export_trf, translate("CliHelp", "write the TRF for rating submission"))
    p.add_argument("file", type=Path)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.add_argument("--trf16", action="store_true", help=translate("CliHelp", "TRF16 instead of TRF26"))

    p = command("log", _cmd_log, translate("CliHelp", "print the audit log"))
    p.add_argument("file", type=Path)
    p.add_argument(
        "-v", "--verbose", action="store_true", help=translate("CliHelp", "with old and new values")
    )

    p = command("players", _cmd_players, translate("CliHelp", "list the players"))
    p.add_argument("file", type=Path)

    p = command("pairings", _cmd_pairings, translate("CliHelp", "print the pairings and results of a round"))
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)

    p = command(
        "check",
        _cmd_check,
        translate("CliHelp", "re-pair every round with the Dutch engine; exit 3 if one differs"),
    )
    p.add_argument("file", type=Path)

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

    p = command(
        "sort-numbers",
        _cmd_sort_numbers,
        translate("CliHelp", "re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)"),
    )
    p.add_argument("file", type=Path)
    cli_endevent.register(command, _date)
    cli_library.add_commands(command)
    cli_results.register(command)

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

    p = command(
        "save-copy",
        _cmd_save_copy,
        translate("CliHelp", "write a consistent copy of the file (e.g. to a USB stick)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("destination", type=Path, help=translate("CliHelp", "the copy (a file name, or a folder)"))
    p.add_argument(
        "--force", action="store_true", help=translate("CliHelp", "replace an existing file at DESTINATION")
    )

    p = command("backups", _cmd_backups, translate("CliHelp", "list the automatic backup copies of the file"))
    p.add_argument("file", type=Path)
    return parser


COMMANDS: frozenset[str] = frozenset(
    {
        "new",
        "import-trf",
        "add-player",
        "edit-player",
        "remove-player",
        "withdraw",
        "reinstate",
        "bye",
        "pair",
        "repair",
        "delete-round",
        "result",
        "standings",
        "export-trf",
        "log",
        "players",
        "pairings",
        "info",
        "check",
        "sort-numbers",
        "set-pairing",
        "warnings",
        "accelerate",
        "library",
        *cli_library.TOURNAMENT_COMMANDS,
        "rules",
        "draw-lots",
        "set-numbers",
        "schedule",
        "import-csv",
        "undo-import",
        "save-copy",
        "backups",
    }
    | cli_endevent.COMMANDS
    | cli_results.COMMANDS
)
"""The sub-command names (the ``arbiter`` launcher hands these to ``run``)."""


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one sub-command; return the exit status (see the module docstring). Never raises, never
    prints a traceback: every failure is one line on ``err``."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = _parser().parse_args(_protect_results(argv))
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else EXIT_USAGE)
    handler: Handler = args.handler
    cli_files.start()
    try:
        return handler(args, out)
    except (ArbiterError, _Refused, cli_endevent.Refused, ValueError) as exc:
        _say(err, str(exc))
        return EXIT_REFUSED
    except OSError as exc:
        if is_closed_pipe(exc):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        where = f" ({exc.filename})" if exc.filename else ""
        _say(err, f"{exc.strerror or exc}{where}")
        return EXIT_REFUSED
    except KeyboardInterrupt:
        _say(err, translate("CliRefusal", "interrupted; an operation is stored only if it was reported done"))
        return 130
    except Exception as exc:  # a fault of the program: one line, not a traceback
        _say(err, internal_error(exc))
        return EXIT_INTERNAL
    finally:
        cli_files.finish(err)


_say = cli_files.say
internal_error = cli_files.internal_error


def _protect_results(argv: list[str]) -> list[str]:
    """``arbiter result FILE R B -+``: argparse would take ``-+``/``--``/``-/-`` for options; such a
    result (also after an explicit ``--``) is passed on in a spelling without a leading dash
    (``--force``, wherever it is, stays an option)."""
    if not argv or argv[0] != "result" or any(t in ("-h", "--help") for t in argv[1:]):
        return argv
    force = [t for t in argv[1:] if t == "--force"]
    tokens = [t for t in argv[1:] if t != "--force"]
    if len(tokens) == 5 and tokens[3] == "--":
        del tokens[3]
    if len(tokens) != 4 or not tokens[3].startswith("-"):
        return argv
    try:
        result = GameResult.parse(tokens[3])
    except ValueError:
        return argv
    return ["result", *tokens[:3], _DASH_FREE.get(result, result.value), *force]


_DASH_FREE = {GameResult.BLACK_WINS_FORFEIT: "0F-1F", GameResult.DOUBLE_FORFEIT: "0F-0F"}


def main() -> int:
    return run_to_stdout(lambda: run(sys.argv[1:]))
