"""The ``arbiter`` sub-commands for the end of the event (registered by ``cli.main``):

arbiter set-event open.arbiter --organiser "Club" --chief-arbiter "Martin, Paul" --chief-arbiter-id 20600000
arbiter round-dates open.arbiter [--set 2026-03-01,2026-03-02,...] [--confirm]
arbiter set-k open.arbiter 12 40            (K of the FIDE list; "auto" = derived)
arbiter rating-report open.arbiter [--player 12]
arbiter norms open.arbiter [--player 12]
arbiter prize-category open.arbiter add "Women" --women --prizes 300,150
arbiter prizes open.arbiter
arbiter check-export open.arbiter           (exit 3 while something FIDE needs is missing)
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path
from typing import TextIO

from cli import opened_files
from engine import columns
from engine.i18n import LANGUAGES, translate
from engine.model import PairingNumber, Sex
from engine.norms import NormConditions, NormResult, best_norm
from engine.officials import ARBITER_TITLES, Official
from engine.prizes import CategoryRule, Prize, PrizeCategory, TieRule, format_money
from engine.rating import RatingType
from engine.rating.text import change_lines, first_rating_lines
from engine.submission import FixKind, Severity, SubmissionIssue
from engine.tiebreaks import format_value
from values import EventSettings

Handler = Callable[[argparse.Namespace, TextIO], int]
Command = Callable[[str, Handler, str], argparse.ArgumentParser]

EXIT_MISSING = 3
"""``check-export``: something the rating officer needs is missing."""


class Refused(Exception):
    """A bad argument value found after parsing (shown like an operation refusal)."""


def _pts(value: object) -> str:
    return format_value(value, halves=True)  # type: ignore[arg-type]


# --- set-event --------------------------------------------------------------------------------------


def _official(name: str, fide_id: str | None, title: str | None, base: str) -> str:
    old = Official.parse(base)
    return Official(
        name if name is not None else old.name,
        fide_id if fide_id is not None else old.fide_id,
        (title.upper() if title is not None else old.title),
    ).trf_text


def _deputy(text: str) -> str:
    """``NAME[;FIDE_ID[;TITLE]]`` -> the 112 text."""
    parts = [p.strip() for p in text.split(";")]
    name = parts[0]
    fide_id = parts[1] if len(parts) > 1 else ""
    title = parts[2].upper() if len(parts) > 2 else ""
    if fide_id and not fide_id.isdigit():
        raise Refused(
            translate("CliRefusal", "deputy {name}: FIDE ID {fide_id!r} must be digits").format(
                name=name, fide_id=fide_id
            )
        )
    if title and title not in ARBITER_TITLES:
        raise Refused(
            translate("CliRefusal", "deputy {name}: arbiter title {title!r} is not one of {titles}").format(
                name=name, title=title, titles=", ".join(ARBITER_TITLES)
            )
        )
    return Official(name, fide_id, title).trf_text


def _cmd_set_event(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        ev = tf.event.settings()
        changes: dict[str, object] = {}
        for key in ("name", "city", "federation", "organiser", "time_control", "time_control_code"):
            value = getattr(a, key)
            if value is not None:
                changes[key] = value.upper() if key == "federation" else value
        if a.start is not None:
            changes["start_date"] = a.start
        if a.end is not None:
            changes["end_date"] = a.end
        if any(v is not None for v in (a.chief_arbiter, a.chief_arbiter_id, a.chief_arbiter_title)):
            if a.chief_arbiter_id is not None and a.chief_arbiter_id and not a.chief_arbiter_id.isdigit():
                raise Refused(
                    translate("CliRefusal", "chief arbiter FIDE ID {fide_id!r} must be digits").format(
                        fide_id=a.chief_arbiter_id
                    )
                )
            if a.chief_arbiter_title and a.chief_arbiter_title.upper() not in ARBITER_TITLES:
                raise Refused(
                    translate("CliRefusal", "arbiter title {title!r} is not one of {titles}").format(
                        title=a.chief_arbiter_title, titles=", ".join(ARBITER_TITLES)
                    )
                )
            changes["chief_arbiter"] = _official(
                a.chief_arbiter, a.chief_arbiter_id, a.chief_arbiter_title, ev.chief_arbiter
            )
        if a.deputy is not None:
            changes["deputy_arbiters"] = tuple(_deputy(d) for d in a.deputy if d.strip())
        if a.rating_type is not None:
            changes["rating_type"] = RatingType(a.rating_type)
        if a.fide_rated is not None:
            changes["fide_rated"] = a.fide_rated == "yes"
        if a.prize_ties is not None:
            changes["prize_ties"] = TieRule(a.prize_ties)
        if a.language is not None:
            changes["language"] = a.language
        new = tf.event.update(replace(ev, **changes))  # type: ignore[arg-type]
        _print_event(new, out)
    return 0


def _print_event(ev: EventSettings, out: TextIO) -> None:
    dates = " - ".join(d.isoformat() for d in (ev.start_date, ev.end_date) if d) or "-"
    print(f"{ev.name} ({ev.city or '-'}, {ev.federation or '-'}), {dates}", file=out)
    print(translate("CliOutput", "organiser: {organiser}").format(organiser=ev.organiser or "-"), file=out)
    print(
        translate("CliOutput", "chief arbiter (102): {chief_arbiter}").format(
            chief_arbiter=ev.chief_arbiter or "-"
        ),
        file=out,
    )
    for d in ev.deputy_arbiters:
        print(translate("CliOutput", "deputy arbiter (112): {deputy}").format(deputy=d), file=out)
    print(
        translate("CliOutput", "time control: {time_control} (222: {code})").format(
            time_control=ev.time_control or "-", code=ev.time_control_code or "-"
        ),
        file=out,
    )
    rated = (
        translate("CliOutput", "FIDE-rated") if ev.fide_rated else translate("CliOutput", "not FIDE-rated")
    )
    print(
        translate("CliOutput", "rating: {rating_type}, {rated}; prizes: {label}").format(
            rating_type=ev.rating_type.value, rated=rated, label=ev.prize_ties.label
        ),
        file=out,
    )
    print(language_line(ev.language), file=out)


def language_line(language: str) -> str:
    """The event's language as ``set-event`` and ``info`` show it."""
    if not language:
        return translate("CliOutput", "language of documents: the language of the program that prints them")
    return translate("CliOutput", "language of documents: {language} ({name})").format(
        language=language, name=LANGUAGES.get(language, "?")
    )


def language_option(p: argparse.ArgumentParser, default: str | None) -> None:
    """``--language XX`` of ``new`` and ``set-event``: the language of the event's documents; ``""``
    goes back to the language of the program that prints (the file refuses a code it does not know)."""
    p.add_argument(
        "--language",
        type=str.lower,
        default=default,
        metavar="XX",
        help=translate(
            "CliHelp",
            "the language of the event's documents (printed documents, web folder, projector): "
            '{languages}; "" for the language of the program that prints them',
        ).format(languages=", ".join(LANGUAGES)),
    )


# --- round dates ------------------------------------------------------------------------------------


def _dates(text: str) -> tuple[date | None, ...]:
    try:
        return tuple(date.fromisoformat(t.strip()) if t.strip() else None for t in text.split(","))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "{text!r}: dates YYYY-MM-DD separated by commas").format(text=text)
        ) from exc


def _cmd_round_dates(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        if a.set is not None:
            dates = tf.event.set_round_dates(a.set)
        elif a.confirm:
            dates = tf.event.set_round_dates(tf.event.round_dates())
        else:
            dates = tf.event.round_dates()
        paired = {r.number: r.date for r in tf.rounds.all()}
        planned = tf.event.settings().round_dates
        for r, when in enumerate(dates, start=1):
            stored = paired.get(r) if r in paired else (planned[r - 1] if r <= len(planned) else None)
            note = (
                ""
                if stored == when and when is not None
                else translate("CliOutput", "  (proposed: --confirm to store)")
            )
            print(
                translate("CliOutput", "round {round:>2}: {date}{note}").format(
                    round=r, date=when.isoformat() if when else "-", note=note
                ),
                file=out,
            )
    return 0


# --- K factors and the rating report ---------------------------------------------------------------


def _cmd_set_k(a: argparse.Namespace, out: TextIO) -> int:
    k = None if a.k == "auto" else _int(a.k, translate("CliRefusal", "K {text!r} is not a whole number"))
    with opened_files.open_to_write(a.file) as tf:
        p = tf.players.by_number(a.player)
        tf.ratings.set_k_factor(p.id, k)
        print(f"#{p.number} {p.name}: {tf.ratings.k_factor(p.id).explain()}", file=out)
    return 0


def _int(text: str, refusal: str) -> int:
    """``text`` as a whole number, else refused with ``refusal`` (a translated text with ``{text!r}``)."""
    try:
        return int(text)
    except ValueError:
        raise Refused(refusal.format(text=text)) from None


def _cmd_rating_report(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_read(a.file) as tf:
        report = tf.endevent.rating_report(a.after_round)
        ev = tf.event.settings()
        names = {p.number: p.name for p in tf.players.all()}
    print(
        translate("CliOutput", "{name}: {rating_type} rating changes after round {rounds} (B.02)").format(
            name=ev.name, rating_type=ev.rating_type.value, rounds=report.rounds
        ),
        file=out,
    )
    if a.player is not None:
        number = PairingNumber(a.player)
        change = report.change_of(number)
        first = report.first_rating_of(number)
        if change is None and first is None:
            raise Refused(
                translate("CliRefusal", "no player has pairing number {player}").format(player=a.player)
            )
        lines = change_lines(change, names) if change is not None else first_rating_lines(first, names)  # type: ignore[arg-type]
        for line in lines:
            print(line, file=out)
        return 0
    # the table's column titles and cells stay as they are, aligned (a table scripts may read)
    print("   #  name                            rating   K  games  score  expected  change", file=out)
    for c in report.changes:
        print(
            f"{c.number:>4}  {columns.clip(c.name, 30)} {c.rating:>6} {c.k:>3} {len(c.games):>6} "
            f"{_pts(c.score):>6} "
            f"{float(c.expected):>9.2f} {float(c.change):>+7.1f}",
            file=out,
        )
    for f in report.first_ratings:
        r = f.result
        value = str(r.value) if r.published else "-"
        print(
            f"{f.number:>4}  {columns.clip(f.name, 30)} {'unrated':>6}   - {r.games:>6} {_pts(r.score):>6}  "
            f"first rating {value}",
            file=out,
        )
    return 0


# --- norms -------------------------------------------------------------------------------------------


def _cmd_norms(a: argparse.Namespace, out: TextIO) -> int:
    conditions = NormConditions(federation_rules=not a.no_federation_rules)
    with opened_files.open_to_read(a.file) as tf:
        results = tf.endevent.norms(a.after_round, conditions)
    by_player: dict[PairingNumber, list[NormResult]] = {}
    for r in results:
        by_player.setdefault(r.number, []).append(r)
    if a.player is not None:
        mine = by_player.get(PairingNumber(a.player))
        if not mine:
            raise Refused(
                translate(
                    "CliRefusal", "player #{player} has no norm to reach (a GM, or no such player)"
                ).format(player=a.player)
            )
        for r in mine:
            for line in r.lines():
                print(line, file=out)
        return 0
    achieved = 0
    for number, items in by_player.items():
        best = best_norm(items)
        if best is None:
            continue
        if best.achieved:
            achieved += 1
            print(f"#{number} {best.name}: {best.summary()}", file=out)
        elif a.all:
            print(f"#{number} {best.name}: {best.summary()}", file=out)
    print(translate("CliOutput", "%n norm(s) achieved", None, achieved), file=out)
    return 0


# --- prizes ------------------------------------------------------------------------------------------


def _money(text: str) -> Prize:
    """``300``, ``150.50``, ``Trophy``, ``300:Cup`` -> a Prize (amount in cents)."""
    amount_text, _, label = text.partition(":")
    amount_text = amount_text.strip()
    if amount_text and not amount_text[0].isdigit():
        return Prize(0, text.strip())
    try:
        cents = Decimal(amount_text or "0") * 100
    except InvalidOperation:
        raise Refused(
            translate("CliRefusal", "prize {text!r}: an amount like 300 or 150.50, optionally :label").format(
                text=text
            )
        ) from None
    if cents != cents.to_integral_value() or cents < 0:
        raise Refused(
            translate("CliRefusal", "prize {text!r}: at most two decimals, not negative").format(text=text)
        )
    return Prize(int(cents), label.strip())


def _category(a: argparse.Namespace) -> PrizeCategory:
    rule = CategoryRule(
        sex=Sex.FEMALE if a.women else None,
        born_from=a.born_from,
        born_to=a.born_to,
        rating_min=a.rating_min,
        rating_max=a.rating_max,
        unrated=a.unrated,
        federations=frozenset(f.upper() for f in a.federation or ()),
        clubs=frozenset(a.club or ()),
        players=frozenset(
            PairingNumber(_int(n, translate("CliRefusal", "player {text!r} is not a whole number")))
            for n in (a.players or "").split(",")
            if n.strip()
        ),
    )
    prizes = tuple(_money(p) for p in (a.prizes or "").split(",") if p.strip())
    return PrizeCategory(a.name, rule, prizes, a.code or "")


def prize_text(p: Prize) -> str:
    """``300.00``, ``Trophy``, ``100.00 Book``."""
    return " ".join(x for x in (format_money(Fraction(p.amount)) if p.amount else "", p.label) if x)


def _cmd_prize_category(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_write(a.file) as tf:
        current = [r.category for r in tf.endevent.prize_categories()]
        if a.action == "add":
            if a.name is None:
                raise Refused(translate("CliRefusal", "add needs the category's name"))
            new = _category(a)
            others = [c for c in current if c.name.casefold() != new.name.casefold()]
            if len(others) == len(current):
                position = len(current) if a.position is None else max(0, a.position - 1)
                others.insert(position, new)
            else:  # replace the category of that name where it stands
                at = next(i for i, c in enumerate(current) if c.name.casefold() == new.name.casefold())
                others.insert(at if a.position is None else max(0, a.position - 1), new)
            tf.endevent.set_prize_categories(others)
        elif a.action == "remove":
            kept = [c for c in current if c.name.casefold() != (a.name or "").casefold()]
            if len(kept) == len(current):
                raise Refused(
                    translate("CliRefusal", "there is no prize category {name!r}").format(name=a.name)
                )
            tf.endevent.set_prize_categories(kept)
        for i, r in enumerate(tf.endevent.prize_categories(), start=1):
            c = r.category
            prizes = ", ".join(prize_text(p) for p in c.prizes)
            print(
                translate("CliOutput", "{i}. {name} [{short}]: {rule}; prizes {prizes}").format(
                    i=i, name=c.name, short=c.short, rule=c.rule.describe(), prizes=prizes or "-"
                ),
                file=out,
            )
    return 0


def _cmd_prizes(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_read(a.file) as tf:
        plist = tf.endevent.prize_list(a.after_round)
        names = {p.number: p.name for p in tf.players.all()}
    heading = (
        translate("CliOutput", "Prizes by the final standings; ties {label}")
        if plist.final
        else translate("CliOutput", "Prizes by the standings after round {round} (not final); ties {label}")
    )
    print(
        heading.format(round=plist.after_round, label=plist.ties.label),
        file=out,
    )
    for i, record in enumerate(plist.categories):
        c = record.category
        print(f"{c.name} ({c.rule.describe()})", file=out)
        mine = [x for x in plist.awards if x.category == i]
        if not mine:
            print(translate("CliOutput", "  no prize given"), file=out)
        for x in mine:
            shared = f" (shared by {x.shared_with})" if x.shared_with > 1 else ""
            print(f"  {x.places:>5}  #{x.number} {names.get(x.number, '')}: {x.prize}{shared}", file=out)
    print(translate("CliOutput", "total {amount}").format(amount=format_money(plist.total)), file=out)
    return 0


# --- the check before export ----------------------------------------------------------------------


def fix_hint(
    issue: SubmissionIssue, file: Path, boards: dict[tuple[int, PairingNumber], int] | None = None
) -> str:
    """The command that fixes ``issue``."""
    fix = issue.fix
    f = str(file)
    if fix.kind is FixKind.EVENT:
        field = fix.field.split(":")[0]
        option = {
            "name": "--name NAME",
            "city": "--city CITY",
            "federation": "--federation XXX",
            "start_date": "--start YYYY-MM-DD",
            "end_date": "--end YYYY-MM-DD",
            "chief_arbiter": "--chief-arbiter NAME --chief-arbiter-id FIDE_ID --chief-arbiter-title IA",
            "deputy_arbiters": "--deputy 'NAME;FIDE_ID;FA' (repeat for each)",
            "time_control": '--time-control "90\' + 30\\""',
            "time_control_code": "--time-control-code 5400+30 (and --rating-type)",
        }.get(field, f"--{field.replace('_', '-')} ...")
        return f"arbiter set-event {f} {option}"
    if fix.kind is FixKind.ROUND_DATE:
        return f"arbiter round-dates {f} --set DATE1,DATE2,... (or --confirm the proposed dates)"
    if fix.kind is FixKind.PLAYER:
        player_option = {
            "fide_id": "--fide-id ID",
            "federation": "--federation XXX",
            "sex": "--sex m|w",
            "birth_date": "--birth YYYY/MM/DD",
        }
        return f"arbiter edit-player {f} {fix.player} {player_option.get(fix.field, '')}".rstrip()
    if fix.kind is FixKind.RESULT:
        board = (boards or {}).get((fix.round or 0, fix.player or PairingNumber(0)))
        return f"arbiter result {f} {fix.round} {board if board else 'BOARD'} RESULT"
    return f"arbiter pair {f} (and enter the results)"


def _cmd_check_export(a: argparse.Namespace, out: TextIO) -> int:
    with opened_files.open_to_read(a.file) as tf:
        issues = tf.endevent.submission_issues()
        boards: dict[tuple[int, PairingNumber], int] = {}
        for r in tf.rounds.all():
            for b in r.boards:
                boards[(r.number, b.white_number)] = b.board
                boards[(r.number, b.black_number)] = b.board
    for issue in issues:
        print(str(issue), file=out)
        print(
            translate("CliOutput", "    fix: {command}").format(command=fix_hint(issue, a.file, boards)),
            file=out,
        )
    errors = sum(1 for i in issues if i.severity is Severity.ERROR)
    if not issues:
        print(translate("CliOutput", "everything the rating officer needs is there"), file=out)
    else:
        print(
            translate("CliOutput", "{errors} error(s), {warnings} warning(s)").format(
                errors=errors, warnings=len(issues) - errors
            ),
            file=out,
        )
    return EXIT_MISSING if errors else 0


# --- registration ---------------------------------------------------------------------------------


def _yes_no(text: str) -> str:
    if text.lower() not in ("yes", "no"):
        raise argparse.ArgumentTypeError(translate("CliRefusal", "yes or no"))
    return text.lower()


def _add_set_event(command: Command, date_type: Callable[[str], date]) -> None:
    """``arbiter set-event``: every field of the event data (TRF headers 012-122) as an option."""
    p = command(
        "set-event",
        _cmd_set_event,
        translate("CliHelp", "change event data, officials, time control and rating type"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("--name")
    p.add_argument("--city")
    p.add_argument(
        "--federation", help=translate("CliHelp", "3-letter FIDE code of the host federation (032)")
    )
    p.add_argument("--start", type=date_type, help=translate("CliHelp", "start date YYYY-MM-DD (042)"))
    p.add_argument("--end", type=date_type, help=translate("CliHelp", "end date YYYY-MM-DD (052)"))
    p.add_argument("--organiser")
    p.add_argument("--chief-arbiter", help=translate("CliHelp", "'Surname, Firstname' (102)"))
    p.add_argument("--chief-arbiter-id", help=translate("CliHelp", "the chief arbiter's FIDE ID"))
    p.add_argument("--chief-arbiter-title", help=translate("CliHelp", "IA, FA or NA"))
    p.add_argument(
        "--deputy",
        action="append",
        help=translate("CliHelp", "'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none"),
    )
    p.add_argument("--time-control", help=translate("CliHelp", "allotted times as text (122)"))
    p.add_argument(
        "--time-control-code", help=translate("CliHelp", "encoded time control (222), e.g. 5400+30")
    )
    p.add_argument(
        "--rating-type",
        choices=[t.value for t in RatingType],
        help=translate("CliHelp", "the FIDE list rated for"),
    )
    p.add_argument("--fide-rated", type=_yes_no, help=translate("CliHelp", "yes or no"))
    p.add_argument(
        "--prize-ties",
        choices=[t.value for t in TieRule],
        help=translate("CliHelp", "how equal players split prizes"),
    )
    language_option(p, None)


def register(command: Command, date_type: Callable[[str], date]) -> None:
    """Add the sub-commands to the ``arbiter`` parser (``command(name, handler, help)`` makes one)."""
    _add_set_event(command, date_type)
    p = command(
        "round-dates", _cmd_round_dates, translate("CliHelp", "list the round dates (TRF 132), or set them")
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--set", type=_dates, help=translate("CliHelp", "YYYY-MM-DD,... one per round (empty = no date)")
    )
    p.add_argument(
        "--confirm",
        action="store_true",
        help=translate("CliHelp", "store the dates shown (proposed from the schedule)"),
    )

    p = command(
        "set-k",
        _cmd_set_k,
        translate("CliHelp", "store a player's K factor (B.02 8.3.3; from the FIDE list), or auto"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("player", type=int, help=translate("CliHelp", "pairing number"))
    p.add_argument("k", help=translate("CliHelp", "10, 20, 40, or auto (derived from rating and birth year)"))

    p = command(
        "rating-report",
        _cmd_rating_report,
        translate("CliHelp", "rating changes (B.02) of every player, or one in detail"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("--after-round", type=int)
    p.add_argument("--player", type=int, help=translate("CliHelp", "pairing number: game by game"))

    p = command(
        "norms", _cmd_norms, translate("CliHelp", "title norms (B.01) achieved, or one player's in detail")
    )
    p.add_argument("file", type=Path)
    p.add_argument("--after-round", type=int)
    p.add_argument("--player", type=int, help=translate("CliHelp", "pairing number: every requirement"))
    p.add_argument(
        "--all",
        action="store_true",
        help=translate("CliHelp", "also the players without a norm, with what is missing"),
    )
    p.add_argument(
        "--no-federation-rules",
        action="store_true",
        help=translate("CliHelp", "the event is exempt from B.01 1.4.3/1.4.4"),
    )

    p = command(
        "prize-category", _cmd_prize_category, translate("CliHelp", "list, add or remove prize categories")
    )
    p.add_argument("file", type=Path)
    p.add_argument("action", choices=["list", "add", "remove"])
    p.add_argument("name", nargs="?")
    p.add_argument("--code", help=translate("CliHelp", "short name for standings columns (U16, W...)"))
    p.add_argument("--position", type=int, help=translate("CliHelp", "place in the list (1 = first)"))
    p.add_argument(
        "--prizes", help=translate("CliHelp", "amounts for places 1, 2, ...: 500,300,Trophy,100:Book")
    )
    p.add_argument("--women", action="store_true")
    p.add_argument(
        "--born-from",
        type=int,
        help=translate("CliHelp", "birth year, inclusive (age groups: U16 = born from ...)"),
    )
    p.add_argument("--born-to", type=int, help=translate("CliHelp", "birth year, inclusive (seniors)"))
    p.add_argument("--rating-min", type=int)
    p.add_argument("--rating-max", type=int)
    p.add_argument("--unrated", action="store_true")
    p.add_argument(
        "--federation", action="append", help=translate("CliHelp", "3-letter code; repeat for several")
    )
    p.add_argument("--club", action="append", help=translate("CliHelp", "repeat for several"))
    p.add_argument("--players", help=translate("CliHelp", "pairing numbers, comma separated"))

    p = command("prizes", _cmd_prizes, translate("CliHelp", "the prize list of the standings"))
    p.add_argument("file", type=Path)
    p.add_argument("--after-round", type=int)

    p = command(
        "check-export",
        _cmd_check_export,
        translate("CliHelp", "what FIDE's rating officer needs; exit 3 if missing"),
    )
    p.add_argument("file", type=Path)


COMMANDS: frozenset[str] = frozenset(
    {
        "set-event",
        "round-dates",
        "set-k",
        "rating-report",
        "norms",
        "prize-category",
        "prizes",
        "check-export",
    }
)


__all__: Sequence[str] = ["COMMANDS", "fix_hint", "language_line", "language_option", "register"]
