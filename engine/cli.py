"""``python -m engine``: the command line of a reference pairing engine (bbpPairings / JaVaFo style).

Same flags as bbpPairings (``--dutch``, ``-p``, ``-c``, ``-g``, ``-o``, ``-s``) and the same exit codes,
so that scripts written for the reference engines can call this one. The pairing itself is
:mod:`engine.dutch`; this module only reads files, calls it, writes files and turns errors into exit
codes (STYLE 6: errors converted at the edges only).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from engine import version
from engine.closed_pipe import is_closed_pipe
from engine.errors import ArbiterError, NoLegalPairingError
from engine.model import BAKU_SUFFIX, Pairing, PairingSystem, RulesEdition, Tournament, parse_rules_code
from osfiles.output_files import OutputFailed, OutputRefused, write_output

if TYPE_CHECKING:
    from engine.article_check import RoundCheck
    from engine.generator import GeneratorConfig

EXIT_OK = 0
EXIT_NO_PAIRING = 1
"""-p / -g: no legal pairing exists for the round. -c: at least one round differs (or has none)."""
EXIT_UNEXPECTED = 2
EXIT_INVALID = 3
"""Bad command line, bad TRF (message with the line number), bad configuration."""
EXIT_FILE = 5
"""A file could not be read or written."""

VERSION = (
    f"Arbiter Desk engine {version.VERSION} (FIDE Dutch System, C.04.3 2025/2026, 2017 and 2013; "
    "Burstein System, C.04.4.2; Lim System, C.04.4.3)"
)

_RULES_CODES = tuple(
    code
    for base in ("FIDE_DUTCH_2025", "FIDE_DUTCH_2026", "FIDE_DUTCH_2017", "FIDE_DUTCH_2013")
    for code in (base, base + BAKU_SUFFIX)
)

USAGE = """\
python -m engine [-r | --version]
python -m engine [-r] [--dutch | --burstein | --berger] INPUT.trf -p [OUTPUT] [-l [LIST]] [--rules CODE]
                 [--lenient]
python -m engine [-r] [--dutch | --burstein | --berger] INPUT.trf -c [ROUND] [--rules CODE] [--lenient]
python -m engine [-r] [--dutch | --burstein] [MODEL.trf] -g [CONFIG] -o OUTPUT.trf [-s SEED] [--rules CODE]
                 [--trf16]
python -m engine [-r] --dubov INPUT.trf (-p [OUTPUT] | -c [ROUND]) [--lenient]
python -m engine [-r] --dubov [MODEL.trf] -g [CONFIG] -o OUTPUT.trf [-s SEED] [--trf16]
python -m engine [-r] --lim INPUT.trf (-p [OUTPUT] | -c [ROUND]) [--lenient]
python -m engine [-r] --lim [MODEL.trf] -g [CONFIG] -o OUTPUT.trf [-s SEED] [--trf16]
python -m engine [-r] --double-swiss INPUT.trf (-p [OUTPUT] | -c [ROUND]) [--lenient]
python -m engine [-r] --double-swiss [MODEL.trf] -g [CONFIG] -o OUTPUT.trf [-s SEED] [--trf16]
python -m engine [-r] --team-swiss INPUT.trf (-p [OUTPUT] | -c [ROUND]) [--lenient]
python -m engine [-r] --team-swiss -g [CONFIG] -o OUTPUT.trf [-s SEED] [--trf16]
python -m engine standings FILE.trf [options]     (see: python -m engine standings --help)"""

EPILOG = """\
modes:
  -p [OUTPUT]  pair the next round of INPUT (players with 0000 - H/F/Z in that round, a 240 bye
               or an XXZ line are not paired). OUTPUT (stdout if missing or "-"): first line the
               number of pairs, then "white black" by pairing number, board by board, and the
               pairing-allocated bye last as "N 0".
  -l [LIST]    with -p: also write how each score bracket was paired (residents, movers, pairs,
               downfloaters, bye) to LIST (default: INPUT with the extension .list).
  -c [ROUND]   pairing checker: re-pair every round of INPUT (or only ROUND) and print every round
               whose pairing differs from the recorded one, with the rules the recorded pairing
               breaks or the criteria it satisfies less well, named as the edition's text names
               them (2017: C.1-C.19, section E; 2025: [C1]-[C21], art. 5).
  -g [CONFIG]  generate a random tournament, every round paired by this engine, and write it to
               -o OUTPUT.trf (TRF26; --trf16 for TRF16). CONFIG holds Key=Value lines ('#' starts
               a comment), with the keys of the bbpPairings / JaVaFo generator (defaults shown;
               a rate N means about 1 in N, 0 never):
                 PlayersNumber=30  RoundsNumber=7  HighestRating=2600  LowestRating=1400
                 (PlayersNumber at most 9999: a TRF pairing number has four digits)
                 DrawPercentage=30     (percent of played games drawn between equal ratings)
                 ForfeitRate=0         (1 paired game in N is forfeited)
                 RetiredRate=0         (1 player in N withdraws from a random round on)
                 HalfPointByeRate=0    (1 player-round in N is a half-point bye)
                 PointsForWin=1.0 PointsForDraw=0.5 PointsForLoss=0.0
                 PointsForZPB=0.0 PointsForForfeitLoss=0.0 PointsForPAB=1.0
               and these of Arbiter Desk:
                 FullPointByeRate=0 ZeroPointByeRate=0 InitialColour=random (white|black)
                 Rules=FIDE_DUTCH_2025 Seed=(random)
               -s SEED overrides Seed; the seed used is written in the file. With MODEL.trf, its
               players are registered instead of random ones, and without CONFIG its number of
               rounds, point system, initial colour and rules are used.
  --rules CODE overrides the 192 record of INPUT: FIDE_DUTCH_2025 (= FIDE_DUTCH_2026, the rules in
               force since 1 Feb 2026), FIDE_DUTCH_2017 (1 Jul 2017 - 31 Jan 2026) or
               FIDE_DUTCH_2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017); each also
               with _BAKU: the Baku Acceleration (C.04.7) computed from the players, unless INPUT
               has 250 or XXA records, which win (TRF26 "Accelerated Rounds").
  --dubov      the Dubov System (C.04.4.1, 2026; docs/systems/dubov.md): -p pairs the next round,
               -c names the article each recorded round breaks ([C1]-[C3], 3.1, 5.2) or says
               where it differs from the pairing of art. 3.2, -g writes record 192 FIDE_DUBOV.
               A 192 record of another system is not refused with --dubov.
  --lim        the Lim System (C.04.4.3, 2026; docs/systems/lim.md; record 192 FIDE_LIM, a code
               of Arbiter Desk: TRF26 has none for Lim): -p pairs the next round, -c names the
               article each recorded round breaks (2.1, 5.1, 1.1, C.04.1 art. 4, article 5) or
               says where it differs from the procedure of articles 2-4, -g writes 192 FIDE_LIM.
               A FIDE_LIM file is paired by Lim without the flag; with it, any 192 is accepted.
  --lenient    a points column that is not the score of the player's results is a warning on
               stderr instead of an error.
  --berger     the round robin of INPUT (record 192 FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN,
               BERGER_DOUBLEROUNDROBIN, BERGER_ROUNDROBIN_Gn): -p gives the next round of the Berger
               table (C.05 Annex 1), -l says where it comes from, -c compares every recorded round
               with the table. Without --dutch, --burstein or --berger the system is the one record
               192 names; --dutch on a round robin is refused (exit 3).
  --burstein   the Burstein System (C.04.4.2, record 192 FIDE_BURSTEIN), paired as bbpPairings v6
               --burstein pairs it: -p the next round, -c every recorded round with the articles a
               differing pairing breaks, -g a random tournament written with 192 FIDE_BURSTEIN.
               --dutch on a Burstein file is refused (exit 3); --rules names a Dutch edition and
               makes the file a Dutch event.
  --double-swiss  the Double-Swiss System (C.04.5, 2026; record 192 FIDE_DOUBLESWISS): every round a
               match of two games, recorded in two round cells (match k: cells 2k-1 and 2k, the
               same opponent, colours reversed in game 2; a bye in both cells; 142 counts cells).
               -p pairs the next match ("white black": White in game 1), -c checks every match
               against the text and names the article each breach breaks (ROUND: a match), -g
               generates one (RoundsNumber counts matches). Not with --rules or -l.
  --team-swiss the Swiss Team Pairing System (C.04.6, 2026; record 192 FIDE_TEAM_TYPEA_MP_GP ...,
               docs/systems/team_swiss.md): the teams are records 310 (or 013), their matches the
               games of their players. -p pairs the next round of teams ("white black": the team
               with White on board 1), -c names the article each recorded round breaks, -g
               generates a team event (PlayersNumber counts teams; Boards, TeamSystem and
               MatchForfeitRate are its own keys). Not with --rules or -l.

INPUT is refused (exit code 3, with the line at fault) when it has no player record (an empty
file, random bytes), a 192 code that is neither a round robin nor the Dutch system or an edition of
it we know, no number of rounds (142 or XXR), a points column that contradicts the results (see
--lenient), or when the round to pair is beyond the number of rounds.

exit codes:
  0  done (-c: every round agrees with the engine)
  1  no legal pairing exists for the round (-c: at least one round differs or has no legal pairing)
  2  unexpected error (a bug: please report it with the input file)
  3  invalid input: bad command line, bad TRF (the message gives the line number), bad CONFIG
  5  a file could not be read or written
"""


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Usage errors become exit code 3 (not argparse's 2); help goes to the stream given to :func:`run`."""

    out: TextIO = sys.stdout

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            self.out.write(message)


def _parser(out: TextIO) -> argparse.ArgumentParser:
    p = _Parser(
        prog="python -m engine",
        usage=USAGE,
        description="FIDE (Dutch) System pairing engine with the command line of the reference engines.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("-r", action="store_true", help="print the version")
    p.add_argument("--version", action="version", version=VERSION, help="print the version and stop")
    system = p.add_mutually_exclusive_group()
    system.add_argument(
        "--dutch",
        action="store_true",
        help="the FIDE (Dutch) System (the default for a Swiss file; JaVaFo has no such flag)",
    )
    system.add_argument("--burstein", action="store_true", help="the Burstein System (C.04.4.2)")
    system.add_argument(
        "--berger", action="store_true", help="a round robin by the Berger tables (C.05 Annex 1)"
    )
    system.add_argument("--dubov", action="store_true", help="the Dubov System (C.04.4.1)")
    system.add_argument("--lim", action="store_true", help="the Lim System (C.04.4.3)")
    system.add_argument(
        "--double-swiss", action="store_true", help="the Double-Swiss System (C.04.5, matches of two games)"
    )
    system.add_argument("--team-swiss", action="store_true", help="the Swiss Team Pairing System (C.04.6)")
    p.add_argument("input", nargs="?", help="the tournament, TRF16/TRF26 with XX* extensions")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("-p", nargs="?", const="-", metavar="OUTPUT", help="pair the next round")
    mode.add_argument("-c", nargs="?", const=0, type=int, metavar="ROUND", help="check the pairings")
    mode.add_argument("-g", nargs="?", const="", metavar="CONFIG", help="generate a random tournament")
    p.add_argument(
        "-l", nargs="?", const="", metavar="LIST", help="with -p: write the bracket-by-bracket list"
    )
    p.add_argument("-o", metavar="OUTPUT.trf", help="where -g writes the tournament")
    p.add_argument("-s", type=int, metavar="SEED", help="random seed for -g")
    p.add_argument(
        "--rules", choices=_RULES_CODES, metavar="CODE", help="rules edition, overriding record 192"
    )
    p.add_argument("--lenient", action="store_true", help="points columns that differ are warnings")
    p.add_argument("--trf16", action="store_true", help="-g writes TRF16 instead of TRF26")
    p.out = out
    return p


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command line ``argv`` (without the program name) and return the exit code."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    if argv and argv[0] == "standings":
        return _standings(argv[1:], err)
    try:
        args = _parser(out).parse_args(argv)
    except _UsageError as error:
        err.write(f"error: {error}\nusage:\n{USAGE}\n")
        return EXIT_INVALID
    except SystemExit as done:  # --help
        return int(done.code or 0)
    try:
        return _dispatch(args, out, err)
    except NoLegalPairingError as error:
        err.write(f"no legal pairing: {error}\n")
        return EXIT_NO_PAIRING
    except (OutputRefused, OutputFailed) as error:  # an output file: refused, or the disk refused it
        err.write(f"file error: {error}\n")
        return EXIT_FILE
    except ArbiterError as error:
        err.write(f"invalid input: {error}\n")
        return EXIT_INVALID
    except OSError as error:
        if is_closed_pipe(error):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        err.write(f"file error: {error}\n")
        return EXIT_FILE
    except Exception:  # a bug: say so, with the trace, and use bbpPairings' code for it
        err.write("unexpected error (please report it with the input file):\n" + traceback.format_exc())
        return EXIT_UNEXPECTED


def _standings(argv: list[str], err: TextIO) -> int:
    try:
        # import_module looks in sys.modules first, so a replaced module is honoured
        standings_cli = importlib.import_module("engine.standings_cli")
    except ImportError as error:
        err.write(f"the standings command is not available in this build ({error})\n")
        return EXIT_INVALID
    result: int = standings_cli.run(argv)
    return result


def _dispatch(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.r:
        out.write(VERSION + "\n")
        if args.input is None and args.p is None and args.c is None and args.g is None:
            return EXIT_OK
    if args.dubov:
        return _dubov(args, out, err)
    if args.lim:
        return _lim(args, None, out, err)
    if args.double_swiss:
        return _double_swiss(args, out, err)
    if args.team_swiss:
        return _team_swiss(args, out, err)
    if args.g is not None:
        if args.berger:
            raise _usage("-g generates Swiss tournaments (Dutch system); --berger cannot generate")
        return _generate(args, parse_rules_code(args.rules) if args.rules else None, out)
    _need_input_and_mode(args)
    if args.l is not None and args.p is None:
        raise _usage("-l goes with -p")
    tournament = _read_checked(args.input, args.lenient, args.rules, args.p is not None, err)
    if args.berger or (tournament.round_robin is not None and not args.dutch):
        return _round_robin(tournament, args, out)
    if args.burstein or (tournament.system is PairingSystem.BURSTEIN and not args.dutch):
        return _burstein(replace(tournament, system=PairingSystem.BURSTEIN), args, out)
    if tournament.system is PairingSystem.LIM and not args.dutch:
        return _lim(args, tournament, out, err)
    rules = tournament.rules if args.rules else None
    if args.p is not None:
        code = _pair(tournament, rules, args, out)
        if args.l is not None:
            _check_list(tournament, rules, args.l or os.path.splitext(args.input)[0] + ".list", args)
        return code
    return _check(tournament, rules, args.c or None, out)


def _need_input_and_mode(args: argparse.Namespace) -> None:
    """Refuse (exit 3) a command line without INPUT or without -p or -c, once -g is ruled out: the
    check of every system."""
    if args.input is None:
        raise _usage("an input TRF is required for -p and -c")
    if args.p is None and args.c is None:
        raise _usage("choose -p (pair), -c (check) or -g (generate)")


def _double_swiss(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``--double-swiss``: the package :mod:`engine.double_swiss` pairs, checks or generates."""
    from engine.double_swiss import check_tournament, generate, pair_round
    from engine.double_swiss.reading import read_double_swiss
    from engine.trf.pairs import format_pairs

    if args.rules or args.l is not None:
        raise _usage("--double-swiss takes neither --rules nor -l")
    if args.g is not None:
        # A model's 142 counts cells, not matches: its rounds are not the generator's RoundsNumber.
        config, model = _generator_config(args, from_model=False)
        tournament = generate(config, model)
        _write_generated(tournament, args, out, f"{config.rounds} matches")
        return EXIT_OK
    _need_input_and_mode(args)
    with open(args.input, "rb") as handle:
        tournament = read_double_swiss(handle.read(), args.lenient, args.p is not None, err)
    if args.p is not None:
        text = format_pairs(pair_round(tournament))
        _put_pairs(text, args, out)
        return EXIT_OK
    breaches = check_tournament(tournament, args.c or None)
    for breach in breaches:
        out.write(f"{breach}\n")
    out.write(f"{len(breaches)} breach(es)\n")
    return EXIT_NO_PAIRING if breaches else EXIT_OK


def _team_swiss(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``--team-swiss``: the package :mod:`engine.team_swiss` pairs, checks or generates."""
    from engine.team_swiss import check_tournament, generate, pair_round
    from engine.team_swiss.generator import TeamGeneratorConfig, as_trf16, read_team_config
    from engine.team_swiss.reading import read_team_swiss
    from engine.trf import write_trf
    from engine.trf.pairs import format_pairs

    if args.rules or args.l is not None:
        raise _usage("--team-swiss takes neither --rules nor -l")
    if args.g is not None:
        if args.input:
            raise _usage("--team-swiss -g generates its teams: it takes no MODEL.trf")
        if not args.o:
            raise _usage("-g needs -o OUTPUT.trf")
        config = TeamGeneratorConfig()
        if args.g:
            with open(args.g, encoding="utf-8") as handle:
                config = read_team_config(handle.read())
        if args.s is not None:
            config = config.with_seed(args.s)
        tournament = generate(config)
        text = (
            write_trf(as_trf16(tournament), "TRF16", "\r\n")
            if args.trf16
            else write_trf(tournament, "TRF26", "\r\n")
        )
        _write(args.o, text, args)
        out.write(f"{os.fspath(args.o)}: {config.base.players} teams, {config.base.rounds} rounds\n")
        return EXIT_OK
    _need_input_and_mode(args)
    with open(args.input, "rb") as handle:
        tournament = read_team_swiss(handle.read(), args.lenient, args.p is not None, err)
    if args.p is not None:
        _put_pairs(format_pairs(pair_round(tournament)), args, out)
        return EXIT_OK
    breaches = check_tournament(tournament, args.c or None)
    for breach in breaches:
        out.write(f"{breach}\n")
    return _summary(len(breaches), args.c or None, tournament, out)


def _round_robin(tournament: Tournament, args: argparse.Namespace, out: TextIO) -> int:
    from engine.roundrobin import check_schedule, explain_round, pair_round
    from engine.trf.pairs import format_pairs

    if args.p is not None:
        pairing = pair_round(tournament)
        text = format_pairs(pairing)
        _put_pairs(text, args, out)
        if args.l is not None:
            target = args.l or os.path.splitext(args.input)[0] + ".list"
            _write(target, str(explain_round(tournament, pairing.round)) + "\n", args)
        return EXIT_OK
    only_round = args.c or None
    found = [d for d in check_schedule(tournament) if only_round in (None, d.round)]
    for d in found:
        out.write(f"{d}\n")
    return _summary(len(found), only_round, tournament, out)


def _burstein(tournament: Tournament, args: argparse.Namespace, out: TextIO) -> int:
    from engine.burstein import check_tournament, pair_round
    from engine.trf.pairs import format_pairs

    if args.l is not None:
        raise _usage("-l is not available with the Burstein System")
    if args.p is not None:
        text = format_pairs(pair_round(tournament))
        _put_pairs(text, args, out)
        return EXIT_OK
    only_round = args.c or None
    found = [d for d in check_tournament(tournament) if only_round in (None, d.round)]
    for d in found:
        out.write(f"{d}\n")
    return _summary(len(found), only_round, tournament, out)


def _usage(message: str) -> ArbiterError:
    return ArbiterError(f"{message}\nusage:\n{USAGE}")


def _read(path: str) -> Tournament:
    from engine.trf import read_trf

    with open(path, "rb") as handle:
        data = handle.read()
    return read_trf(data)


def _put_pairs(text: str, args: argparse.Namespace, out: TextIO) -> None:
    """``-p [OUTPUT]``: the pairs on standard output (``-``), else in OUTPUT (``_write``: whole or not at
    all, never over a file the program keeps); every system's ``-p`` writes through here."""
    if args.p == "-":
        out.write(text)
    else:
        _write(args.p, text, args)


def _summary(count: int, only_round: int | None, tournament: Tournament, out: TextIO) -> int:
    """The last line of every system's ``-c``: how many discrepancies in which rounds; and its exit code
    (1 when there is any)."""
    checked = f"round {only_round}" if only_round else f"{tournament.rounds_recorded} round(s)"
    out.write(f"{count} discrepancy(ies) in {checked}\n")
    return EXIT_NO_PAIRING if count else EXIT_OK


def _read_checked(
    path: str, lenient: bool, rules: str | None, pairing: bool, err: TextIO, system_given: bool = False
) -> Tournament:
    """INPUT read by :func:`engine.trf.read_trf_checked` (warnings to ``err``), ``--rules`` applied,
    and, to pair it, the round to pair within the number of rounds (C.04.1 a). ``system_given``:
    the command line names the system (``--dubov``), so record 192 is not checked."""
    from engine.dutch.state import round_to_pair
    from engine.errors import TrfError
    from engine.trf import read_trf_checked

    with open(path, "rb") as handle:
        data = handle.read()
    # --rules overrides 192, whatever it says (also a code we do not pair).
    checked = read_trf_checked(data, lenient=lenient, check_192=rules is None and not system_given)
    for warning in checked.warnings:
        err.write(f"warning: {warning}\n")
    tournament = checked.tournament
    if rules is not None:  # a Dutch code: the file is paired as a Dutch event
        edition, baku = parse_rules_code(rules)
        tournament = replace(tournament, rules=edition, baku=baku, system=PairingSystem.DUTCH)
    if rules is None and not system_given and tournament.system is PairingSystem.DOUBLE_SWISS:
        from engine.system_policy import refuse_other_system

        refuse_other_system(tournament, PairingSystem.DUTCH)  # its cells are games, not rounds
    if pairing and tournament.round_robin is None:  # a round robin's rounds: engine.roundrobin
        r = round_to_pair(tournament)
        total = tournament.number_of_rounds
        if total is not None and r > total:
            line_number, line = checked.rounds_line or (None, None)
            raise TrfError(f"round {r} is beyond the {total} rounds of the tournament", line_number, line)
    return tournament


def _pair(tournament: Tournament, rules: RulesEdition | None, args: argparse.Namespace, out: TextIO) -> int:
    from engine.dutch import pair_round
    from engine.trf.pairs import format_pairs

    text = format_pairs(pair_round(tournament, None, rules))
    _put_pairs(text, args, out)
    return EXIT_OK


def _check_list(
    tournament: Tournament, rules: RulesEdition | None, target: str, args: argparse.Namespace
) -> None:
    from engine.dutch import explain_round

    text = str(explain_round(tournament, None, rules))
    _write(target, text.rstrip("\n") + "\n", args)


def _write(target: str, text: str, args: argparse.Namespace) -> None:
    """An output file, whole or not at all, never over the command's own input files nor any file
    Arbiter Desk keeps (``osfiles.output_files.write_output``)."""
    inputs = tuple(Path(p) for p in (args.input, args.g) if p)
    write_output(Path(target), text, inputs)


def _check(tournament: Tournament, rules: RulesEdition | None, only_round: int | None, out: TextIO) -> int:
    """Every round that differs, with what the recorded pairing does worse than the engine's, in
    the terms of the tournament's edition (:func:`engine.manual_pairing.check_manual_pairing`)."""
    from engine.dutch import check_tournament

    discrepancies = [d for d in check_tournament(tournament, rules) if only_round in (None, d.round)]
    # The 2012 text's checker also gives its reason on the discrepancy's line, in that text's terms.
    for d in discrepancies:
        out.write(f"{d}\n")
        expected, actual = getattr(d, "expected", None), getattr(d, "actual", None)
        if isinstance(expected, Pairing) and isinstance(actual, Pairing):
            from engine.manual_pairing import check_manual_pairing

            for warning in check_manual_pairing(tournament, actual, rules, engine_pairing=expected):
                out.write(f"  {warning}\n")
    return _summary(len(discrepancies), only_round, tournament, out)


def _generator_config(
    args: argparse.Namespace, from_model: bool = True
) -> tuple[GeneratorConfig, Tournament | None]:
    """``-g``'s configuration and MODEL.trf (every system's ``-g`` reads them here): CONFIG's
    ``Key=Value`` lines; without CONFIG, with ``from_model``, MODEL's number of rounds, point system,
    initial colour, rules, Baku Acceleration and system; else the defaults; ``-s SEED`` over them."""
    from engine.generator import GeneratorConfig, read_config

    if not args.o:
        raise _usage("-g needs -o OUTPUT.trf")
    model = _read(args.input) if args.input else None
    if args.g:
        with open(args.g, encoding="utf-8") as handle:
            config = read_config(handle.read())
    elif model is not None and from_model:
        config = GeneratorConfig(
            rounds=model.number_of_rounds or GeneratorConfig().rounds,
            point_system=model.point_system,
            initial_colour=model.initial_colour,
            rules=model.rules,
            baku=model.baku,
            system=model.system,
        )
    else:
        config = GeneratorConfig()
    if args.s is not None:
        config = config.with_seed(args.s)
    return config, model


def _write_generated(tournament: Tournament, args: argparse.Namespace, out: TextIO, played: str) -> None:
    """``-g``'s output: the TRF (TRF26, or ``--trf16``) in ``-o``, and one line saying what it holds."""
    from engine.trf import write_trf

    _write(args.o, write_trf(tournament, "TRF16" if args.trf16 else "TRF26", "\r\n"), args)
    out.write(f"{os.fspath(args.o)}: {len(tournament.players)} players, {played}\n")


def _generate(args: argparse.Namespace, rules: tuple[RulesEdition, bool] | None, out: TextIO) -> int:
    from engine.generator import generate

    config, model = _generator_config(args)
    if rules is not None:
        config = config.with_rules(*rules)
    if args.burstein:
        config = config.with_system(PairingSystem.BURSTEIN)
    if args.lim:  # the Lim text has no acceleration
        config = config.with_system(PairingSystem.LIM).with_rules(config.rules, baku=False)
    tournament = generate(config, _pairer(config), model=model)
    _write_generated(tournament, args, out, f"{tournament.rounds_recorded} rounds")
    return EXIT_OK


def _dubov(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``--dubov``: pair (-p), check (-c) or generate (-g) by the Dubov System (:mod:`engine.dubov`)."""
    from engine.dubov import pair_round
    from engine.dubov.checker import check_tournament

    return _article_system(args, None, out, err, "--dubov", pair_round, check_tournament, _generate_dubov)


def _article_system(
    args: argparse.Namespace,
    tournament: Tournament | None,
    out: TextIO,
    err: TextIO,
    flag: str,
    pair_round: Callable[[Tournament], Pairing],
    check_tournament: Callable[[Tournament], list[RoundCheck]],
    generate: Callable[[argparse.Namespace, TextIO], int],
) -> int:
    """A system written from the FIDE text whose checker names articles (``--dubov``, ``--lim``): pair
    (-p), check (-c) or generate (-g); INPUT is read with any record 192 (``flag`` names the system)
    unless the caller has read it already (``tournament``)."""
    if args.rules:
        raise _usage(f"--rules names an edition of the Dutch system; it does not go with {flag}")
    if args.l is not None:
        raise _usage(f"-l is not available with {flag}")
    if args.g is not None:
        return generate(args, out)
    if tournament is None:
        _need_input_and_mode(args)
        tournament = _read_checked(args.input, args.lenient, None, args.p is not None, err, system_given=True)
    if tournament.round_robin is not None:
        raise _usage(f"the input is a round robin (record 192); {flag} pairs a Swiss tournament")
    if args.p is not None:
        from engine.trf.pairs import format_pairs

        _put_pairs(format_pairs(pair_round(tournament)), args, out)
        return EXIT_OK
    return _article_checks(check_tournament(tournament), args.c or None, tournament, out)


def _generate_dubov(args: argparse.Namespace, out: TextIO) -> int:
    from engine.dubov.generator import generate_dubov

    config, model = _generator_config(args)  # generate_dubov uses neither rules nor Baku
    tournament = generate_dubov(config, model=model)
    _write_generated(tournament, args, out, f"{tournament.rounds_recorded} rounds")
    return EXIT_OK


def _pairer(config: GeneratorConfig) -> Callable[[Tournament], Pairing]:
    """The engine that pairs the generated rounds: the system and edition of ``config``."""
    if config.system is not PairingSystem.DUTCH:  # the table of engine.system_policy
        from engine.system_policy import pairer_of

        return pairer_of(config.system)
    from engine.dutch import pair_round

    def pair(tournament: Tournament) -> Pairing:
        return pair_round(tournament, None, config.rules)

    return pair


def _lim(args: argparse.Namespace, tournament: Tournament | None, out: TextIO, err: TextIO) -> int:
    """``--lim`` (or a FIDE_LIM file, then already read): pair (-p), check (-c) or generate (-g) by the
    Lim System (:mod:`engine.lim`); -g is the generator of every system with record 192 FIDE_LIM."""
    from engine.lim import pair_round
    from engine.lim.checker import check_tournament

    def generate(a: argparse.Namespace, o: TextIO) -> int:
        return _generate(a, None, o)

    return _article_system(args, tournament, out, err, "--lim", pair_round, check_tournament, generate)


def _article_checks(
    checks: list[RoundCheck], only_round: int | None, tournament: Tournament, out: TextIO
) -> int:
    """``-c`` of the systems whose checker names articles (Dubov, Lim): each round that breaks the
    text, how it differs from the engine's pairing and the articles it breaks, then the summary."""
    found = [c for c in checks if only_round in (None, c.round)]
    for check in found:
        if check.discrepancy is not None:
            out.write(f"{check.discrepancy}\n")
        for breach in check.breaches:
            out.write(f"  {breach.listed()}\n")
    return _summary(len(found), only_round, tournament, out)
