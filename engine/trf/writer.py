"""Writing a :class:`Tournament` as a TRF (TRF16 or TRF26, with the engines' extensions).

Whatever the reader interprets is written back, so ``read_trf(write_trf(t)) == t`` for every
tournament the reader produces (for TRF16, up to what TRF16 cannot say, see :func:`write_trf`).

Order of the lines: tournament section (012-132), TRF26 tags (142-222), the engine extensions
(XXR, XXC, BB*, XXS, XXZ, XXA), records kept as read, the player section (001), then the TRF26 bye,
acceleration and forbidden-pairs records (240, 250, 260).
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from engine.errors import InvalidTournamentError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour, ResultCode, Tournament, tournament_code
from engine.trf.acceleration import xxa_rows
from engine.trf.consistency import check_tournament_cells
from engine.trf.fields import format_points
from engine.trf.player_line import format_player_line, has_line_breaks
from engine.trf.scoring import bbp_lines, line_162, xxs_lines
from engine.trf.teams import team_rosters
from osfiles.output_files import write_output

TrfVersion = Literal["TRF16", "TRF26"]

_BYE_CODES = {ResultCode.FULL_BYE: "F", ResultCode.HALF_BYE: "H", ResultCode.ZERO_BYE: "Z"}


def write_trf(t: Tournament, version: TrfVersion = "TRF26", newline: str = "\n") -> str:
    """The TRF text of ``t``, each line ended by ``newline``.

    TRF26 writes 142, 152, 162, 192, 202, 212, 222, 240, 250 and 260 and also the XXR/XXC/XXS (JaVaFo)
    and BBW/BBD/BBL/BBZ/BBF/BBU (bbpPairings) lines the engines read. TRF16 leaves the TRF26-only
    tags out and carries what a pairing engine needs as XXR, XXC, XXS, BB*, XXA (fictitious points,
    without match points) and XXP (forbidden pairs, which then hold for every round). The rules
    edition (192) is written in both versions: the pairing of every later round depends on it, and
    the reference engines read it in TRF16 files too (the conformance files are TRF16 with TRF26
    headers). The encoded time control (222) is written in both versions too, as a TRF16 file that
    carries it keeps it. TRF16 cannot say the tie-breaks (202/212). Points (columns 81-84) are
    ``Player.points``, or computed from the rounds with the tournament's point system when None.
    """
    if version not in ("TRF16", "TRF26"):
        raise ValueError(f"unknown TRF version {version!r} (TRF16 or TRF26)")
    for problem in check_tournament_cells(t.players, t.number_of_rounds):
        raise InvalidTournamentError(
            translate("TrfError", "cannot write an inconsistent tournament: {problem}").format(
                problem=problem
            )
        )
    trf26 = version == "TRF26"
    lines: list[str] = []
    lines.extend(_tournament_section(t))
    lines.extend(_trf26_tags(t) if trf26 else _rules_192(t))
    if t.time_control_code:
        lines.append(
            "222 "
            + _single_line(QT_TRANSLATE_NOOP("TrfField", "the encoded time control"), t.time_control_code)
        )
    lines.extend(_extensions(t, trf26))
    lines.extend(
        _single_line(QT_TRANSLATE_NOOP("TrfField", "a kept record"), record) for record in t.extra_records
    )
    entry_rounds = dict(t.entry_rounds)  # once (``Tournament.entry_round`` makes it at each call)
    for player in t.players:
        points = player.points if player.points is not None else player.score(t.point_system)
        lines.append(format_player_line(player, points, entry_rounds.get(player.number, 1)))
    if trf26:
        lines.extend(_byes_240(t))
        lines.extend(_accelerations_250(t))
    lines.extend(_forbidden_pairs(t, trf26))
    return "".join(line + newline for line in lines)


def write_trf_file(
    t: Tournament, path: str | os.PathLike[str], version: TrfVersion = "TRF26", newline: str = "\r\n"
) -> None:
    """Write ``t`` to ``path`` in UTF-8 with CRLF line ends (TRF Remark 1 wants a CR at each line end),
    whole or not at all, never over a file Arbiter Desk keeps (``osfiles.output_files.write_output``)."""
    write_output(Path(path), write_trf(t, version, newline))


def _single_line(what: str, value: str) -> str:
    if has_line_breaks(value):
        raise InvalidTournamentError(
            translate("TrfError", "{field} must fit on one line (no line break): {value}").format(
                field=translate("TrfField", what), value=repr(value)
            )
        )
    return value


def _tournament_section(t: Tournament) -> Iterable[str]:
    yield "012 " + _single_line(QT_TRANSLATE_NOOP("TrfField", "the tournament name"), t.name)
    for code, what, value in (
        ("022", QT_TRANSLATE_NOOP("TrfField", "the city"), t.city),
        ("032", QT_TRANSLATE_NOOP("TrfField", "the federation"), t.federation),
        ("042", QT_TRANSLATE_NOOP("TrfField", "the start date"), t.start_date),
        ("052", QT_TRANSLATE_NOOP("TrfField", "the end date"), t.end_date),
    ):
        if value:
            yield f"{code} {_single_line(what, value)}"
    yield f"062 {len(t.players)}"
    yield f"072 {sum(1 for p in t.players if p.rating)}"
    for code, what, value in (
        ("092", QT_TRANSLATE_NOOP("TrfField", "the type of tournament"), t.tournament_type),
        ("102", QT_TRANSLATE_NOOP("TrfField", "the chief arbiter"), t.chief_arbiter),
    ):
        if value:
            yield f"{code} {_single_line(what, value)}"
    for deputy in t.deputy_arbiters:
        yield "112 " + _single_line(QT_TRANSLATE_NOOP("TrfField", "a deputy arbiter"), deputy)
    if t.time_control:
        yield "122 " + _single_line(QT_TRANSLATE_NOOP("TrfField", "the time control"), t.time_control)
    if t.round_dates:
        yield _line_132(t.round_dates)


def _line_132(dates: tuple[str, ...]) -> str:
    """132: the date of round r in columns 92+10(r-1) onwards (YY/MM/DD; up to 10 characters)."""
    for date in dates:
        if len(date) > 10 or date != date.strip() or not all(c in "0123456789/.-" for c in date):
            raise InvalidTournamentError(
                translate("TrfError", "round date {date} cannot be written in record 132").format(
                    date=repr(date)
                )
            )
    return ("132" + " " * 88 + "".join(d.ljust(10) for d in dates)).rstrip()


def _trf26_tags(t: Tournament) -> Iterable[str]:
    if t.number_of_rounds is not None:
        yield f"142 {t.number_of_rounds}"
    if t.initial_colour in (Colour.WHITE, Colour.BLACK):
        yield "152 " + ("W" if t.initial_colour is Colour.WHITE else "B")
    line = line_162(t.point_system)
    if line is not None:
        yield line
    yield from _rules_192(t)
    if t.tiebreaks:
        yield "202 " + _tiebreak_codes(t.tiebreaks)
    if t.standings_tiebreaks:
        yield "212 " + _tiebreak_codes(t.standings_tiebreaks)


def _rules_192(t: Tournament) -> Iterable[str]:
    """192: the system and the Dutch rules edition (TRF26 tag; also in TRF16, so that an export never
    changes them).

    A round robin writes its own code (``engine.model.RoundRobin.code``). A 192 code the reader kept
    as read (a system we do not pair) is written back from the kept records.
    """
    if t.round_robin is not None:
        yield f"192 {t.round_robin.code}"
    elif not any(r.startswith("192") for r in t.extra_records):
        yield f"192 {tournament_code(t.system, t.rules, t.baku)}"


def _tiebreak_codes(codes: tuple[str, ...]) -> str:
    for code in codes:
        if not code or "," in code or code != code.strip() or "\n" in code or "\r" in code:
            raise InvalidTournamentError(
                translate("TrfError", "tie-break code {code} cannot be written in a TRF").format(
                    code=repr(code)
                )
            )
    return ",".join(codes)


def _extensions(t: Tournament, trf26: bool) -> Iterable[str]:
    if t.number_of_rounds is not None:
        yield f"XXR {t.number_of_rounds}"
    if t.initial_colour in (Colour.WHITE, Colour.BLACK):
        yield "XXC " + ("white1" if t.initial_colour is Colour.WHITE else "black1")
    yield from bbp_lines(t.point_system)
    yield from xxs_lines(t.point_system)
    if t.absent_next_round:
        numbers = sorted(t.absent_next_round)
        for i in range(0, len(numbers), 20):
            yield "XXZ " + " ".join(str(n) for n in numbers[i : i + 20])
    if not trf26:
        for player, row in xxa_rows(t.accelerations).items():
            cells = " ".join("    " if v is None else f"{format_points(v):>4}" for v in row)
            yield f"XXA {player:>4} {cells}".rstrip()


def _byes_240(t: Tournament) -> Iterable[str]:
    """240: ``240 T RRR PPPP PPPP ...`` for every half-, full- and zero-point bye in the round cells.

    A round robin's rounds against the Berger table's dummy (``0000 - Z`` in the cells) are not
    requested byes: they get no 240 record. In a team file (records 310/013) the IDs are the teams
    whose every rostered player has that bye in the round (TRF26 Bye Section: "Player/Team ID", "two
    teams getting HPB in round 3"); a single player's bye stays in his cell only.
    """
    groups: dict[tuple[str, int], list[int]] = defaultdict(list)
    rosters = team_rosters(t.extra_records)
    if rosters:
        by_number = t.by_number()
        for team, roster in sorted(rosters.items()):
            rounds = max((len(by_number[n].rounds) for n in roster if n in by_number), default=0)
            for round_number in range(1, rounds + 1):
                cells = {by_number[n].entry(round_number) for n in roster if n in by_number}
                entry = next(iter(cells)) if len(cells) == 1 else None
                if entry is not None and entry.opponent is None and entry.result in _BYE_CODES:
                    groups[(_BYE_CODES[entry.result], round_number)].append(team)
    for player in t.players if not rosters else ():
        for round_number, entry in enumerate(player.rounds, start=1):
            if t.round_robin is not None and entry.result is ResultCode.ZERO_BYE:
                continue
            if entry.opponent is None and entry.result in _BYE_CODES:
                groups[(_BYE_CODES[entry.result], round_number)].append(player.number)
    for (kind, round_number), numbers in sorted(groups.items(), key=lambda item: (item[0][1], item[0][0])):
        for i in range(0, len(numbers), 20):
            yield f"240 {kind} {round_number:03d} " + " ".join(f"{n:>4}" for n in numbers[i : i + 20])


def _accelerations_250(t: Tournament) -> Iterable[str]:
    """250: ``250 MMMM GGGG RRF RRL PPPF PPPL`` (match points blank for individual events)."""
    for a in t.accelerations:
        match = "    " if a.match_points is None else f"{format_points(a.match_points):>4}"
        yield (
            f"250 {match} {format_points(a.points):>4} {a.first_round:03d} {a.last_round:03d} "
            f"{a.first_player:>4} {a.last_player:>4}"
        )


def _forbidden_pairs(t: Tournament, trf26: bool) -> Iterable[str]:
    """Forbidden pairs, in model order: TRF26 ``260 RR1 RRL PPP1 PPP2 ...`` when limited to some rounds,
    else (and always in TRF16) JaVaFo's ``XXP`` (every round)."""
    for f in t.forbidden_pairs:
        if trf26 and f.first_round is not None and f.last_round is not None:
            yield f"260 {f.first_round:03d} {f.last_round:03d} " + " ".join(f"{n:>4}" for n in f.players)
        else:
            yield "XXP " + " ".join(str(n) for n in f.players)
