"""``arbiter`` commands for the rounds: ``pair``, ``repair``, ``set-pairing`` (by hand, C.04.2 art. 4.4),
``warnings``, ``explain`` (the window's Explain pairing), ``delete-round``, ``pairings``, ``check`` (the
FIDE checker against the file), ``schedule`` (round robin).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import operations
from cli.common import (
    Command,
    Refused,
    output_line,
    parse_date,
)
from cli.opened_files import open_to_read, open_to_write
from engine import columns
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.manual_pairing import PairingWarning
from operations.ops_double_swiss import game_of, match_of, match_rounds
from values import (
    LateCorrection,
    Pairer,
    PlayerId,
    RoundState,
    corrections_text,
)

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


def _load_pairer(spec: str | None) -> Pairer | None:
    """``module:function`` (another engine, or ``operations.standin:simple_pair_round`` for a dry run)."""
    if spec is None:
        return None
    module_name, _, name = spec.partition(":")
    try:
        fn: Pairer = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError) as exc:
        raise Refused(f"--pairer {spec}: {exc}") from exc
    return fn


def _print_round(tf: operations.TournamentFile, number: int, out: TextIO) -> None:
    info = tf.rounds.get(number)
    players = {p.id: p for p in tf.players.all()}
    when = f" ({info.date.isoformat()})" if info.date else ""
    state = translate("CliOutput", _ROUND_STATES[info.state])
    if tf.event.double_swiss():  # a match is two rounds, one per game (C.04.5)
        heading = translate("CliOutput", "Match {match}, game {game} (round {round}){date}: {state}").format(
            match=match_of(number), game=game_of(number), round=number, date=when, state=state
        )
    else:
        heading = translate("CliOutput", "Round {round}{date}: {state}").format(
            round=info.number, date=when, state=state
        )
    print(heading, file=out)
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
    if tf.event.round_robin() is not None:
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
        print(output_line(_BYE_LINE[bye.kind.value], number=p.number, name=p.name), file=out)


def _cmd_pair(a: argparse.Namespace, out: TextIO) -> int:
    pairer = _load_pairer(a.pairer)
    with open_to_write(a.file) as tf:
        if a.all:
            if tf.event.round_robin() is None:
                raise Refused(
                    translate(
                        "CliRefusal",
                        "--all pairs every round of a round robin; a Swiss round needs the results "
                        "of the round before",
                    )
                )
            for info in tf.rounds.pair_all():
                _print_round(tf, info.number, out)
            return 0
        info = tf.rounds.pair_next(pairer=pairer, round_date=a.date)
        if tf.event.team() is not None:  # matches of teams: the games follow from the line-ups
            from cli.teams import print_matches

            print_matches(tf, info.number, out)
            return 0
        _print_pairing(tf, info.number, out)
        for note in info.board_notes:
            print(note, file=out)
    return 0


def _print_pairing(tf: operations.TournamentFile, number: int, out: TextIO) -> None:
    """Round ``number``, or in a Double-Swiss event both games of its match (C.04.5: on the same boards)."""
    for r in match_rounds(match_of(number)) if tf.event.double_swiss() else (number,):
        _print_round(tf, r, out)


def _cmd_schedule(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        rr = tf.event.round_robin()
        rounds = tf.rounds.schedule()
        players = {p.number: p for p in tf.players.all()}
        print(
            translate("CliOutput", "{event}: {system}, {players} players, {rounds} rounds").format(
                event=tf.event.settings().name,
                system=rr.name if rr else "",
                players=len(players),
                rounds=len(rounds),
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
    with open_to_write(a.file) as tf:
        info = tf.rounds.repair_last(pairer=pairer)
        _print_pairing(tf, info.number, out)
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
    with open_to_write(a.file) as tf:
        ids: dict[int, PlayerId] = {p.number: p.id for p in tf.players.all()}

        def pid(number: int) -> PlayerId:
            if number not in ids:
                raise Refused(
                    translate("CliRefusal", "no player has pairing number {number}").format(number=number)
                )
            return ids[number]

        boards = [(pid(w), pid(b)) for w, b in a.board or ()]
        change = tf.rounds.set_pairing(a.round, boards, None if a.bye is None else pid(a.bye))
        _print_pairing(tf, change.round.number, out)
        _print_warnings(change.warnings, a.round, out)
    return 0


def _print_corrections(corrections: Sequence[LateCorrection], out: TextIO) -> None:
    for line in corrections_text(corrections):
        print(translate("CliOutput", "note: {correction}").format(correction=line), file=out)


def _cmd_warnings(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        warnings = tf.rounds.pairing_warnings(a.round)
        corrections = tf.results.late_corrections(a.round) if tf.event.round_robin() is None else ()
    _print_corrections(corrections, out)
    _print_warnings(warnings, a.round, out)
    return 0


_EXPLAINED_BOARD = QT_TRANSLATE_NOOP("CliOutput", "round {round}, board {board}: {white} - {black}")
"""The first line of ``arbiter explain FILE ROUND BOARD``: the board's two players."""


def _cmd_explain(a: argparse.Namespace, out: TextIO) -> int:
    """The window's Explain pairing, headless: the same operation (``tf.rounds.explain``)."""
    with open_to_read(a.file) as tf:
        text = str(tf.rounds.explain(a.round, a.board))
        if a.board is not None:
            record = next(b for b in tf.rounds.boards(a.round) if b.board == a.board)
            print(
                output_line(
                    _EXPLAINED_BOARD,
                    round=a.round,
                    board=a.board,
                    white=record.white_number,
                    black=record.black_number,
                ),
                file=out,
            )
    print(text, file=out)
    return 0


def _cmd_delete_round(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        number = tf.rounds.delete_last()
        print(translate("CliOutput", "round {round} deleted").format(round=number), file=out)
    return 0


def _cmd_pairings(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        _print_round(tf, a.round, out)
    return 0


def _cmd_check(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        found = tf.rounds.check()
        rounds = tf.rounds.paired
        table = tf.event.round_robin() is not None
        team = tf.event.team() is not None
        kind = "teams" if team else "table" if table else "matches" if tf.event.double_swiss() else "swiss"
        corrections = () if table or team else tf.results.late_corrections()
    _print_corrections(corrections, out)
    for d in found:
        print(str(d), file=out)
    verdict = translate("CliOutput", _CHECKED[kind, bool(found)])
    print(verdict.format(found=len(found), rounds=rounds, matches=match_of(rounds)), file=out)
    return 3 if found else 0


_CHECKED = {
    ("table", True): QT_TRANSLATE_NOOP(
        "CliOutput", "{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)"
    ),
    ("swiss", True): QT_TRANSLATE_NOOP(
        "CliOutput", "{found} of {rounds} rounds differ from the FIDE Dutch pairing"
    ),
    ("matches", True): QT_TRANSLATE_NOOP(
        "CliOutput", "{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)"
    ),
    ("teams", True): QT_TRANSLATE_NOOP(
        "CliOutput", "{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)"
    ),
    ("teams", False): QT_TRANSLATE_NOOP(
        "CliOutput", "all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)"
    ),
    ("table", False): QT_TRANSLATE_NOOP(
        "CliOutput", "all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them"
    ),
    ("swiss", False): QT_TRANSLATE_NOOP(
        "CliOutput", "all {rounds} rounds are paired as the FIDE Dutch system pairs them"
    ),
    ("matches", False): QT_TRANSLATE_NOOP(
        "CliOutput", "all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them"
    ),
}
"""What ``arbiter check`` concludes: a round robin, a Swiss event, a Double-Swiss event (by match), a
Swiss team event (its findings by C.04.6 article)."""


def register(command: Command) -> None:
    """The rounds commands, added to the parser by ``command``."""
    p = command(
        "pair",
        _cmd_pair,
        translate("CliHelp", "pair the next round (a round robin: --all pairs every round left)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("--date", type=parse_date, help=translate("CliHelp", "date of the round YYYY-MM-DD"))
    p.add_argument(
        "--pairer",
        help=translate("CliHelp", "MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)"),
    )
    p.add_argument(
        "--all", action="store_true", help=translate("CliHelp", "round robin: pair every round left at once")
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
        "explain",
        _cmd_explain,
        translate(
            "CliHelp",
            "how the engine paired a round (the window's Explain pairing); with BOARD, that board's part",
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("board", type=int, nargs="?", help=translate("CliHelp", "a board of that round"))
    p = command(
        "delete-round", _cmd_delete_round, translate("CliHelp", "delete the last round (no results yet)")
    )
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
