"""``arbiter print KIND FILE [--round N] [--page-size A4|A3|letter] [--tiebreaks CODES] [--national]
[--language XX] [--section NAME | --all-sections] -o OUT.pdf``.

``--all-sections`` prints the document of every section of an event in one PDF, each section's pages
headed with its name (``outputs.documents.sections``; round N of each, else each section's latest).

FILE is a TRF (``.trf``/``.txt``, read by ``engine.trf``) or a tournament file (``.arbiter``, read
through ``db``). Errors are printed as one readable line on stderr with exit code 1; usage errors
exit with 2, as argparse does. The PDF is written whole or not at all, never over FILE nor another
file the program keeps (``osfiles.output_files``: refused with exit code 1). The document is in
``--language``, else in the event's language (a tournament file may have one), else in the command's
(``engine.i18n.language_for_document``).
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from pathlib import Path

from cli import desk_printing
from cli.common import event_location, kept
from cli.print_sources import ARBITER_SUFFIX, load_with_extras
from engine.closed_pipe import is_closed_pipe, run_to_stdout
from engine.errors import ArbiterError
from engine.i18n import language_for_document, translate
from osfiles.output_files import write_output
from outputs.documents.api import DocumentKind, render
from outputs.documents.sections import EverySection, SectionSource, print_every_section, section_sources
from texts.catalogue import LANGUAGES, current_language


def _parser() -> argparse.ArgumentParser:
    kinds = ", ".join([*(k.value for k in DocumentKind), *desk_printing.KINDS])
    p = argparse.ArgumentParser(
        prog="arbiter print",
        description=translate("CliHelp", "Print a tournament document as PDF."),
        epilog=translate("CliHelp", "Documents: {kinds}.").format(kinds=kinds),
    )
    p.add_argument(
        "kind",
        choices=[*(k.value for k in DocumentKind), *desk_printing.KINDS],
        metavar="KIND",
        help=translate("CliHelp", "one of: {kinds}").format(kinds=kinds),
    )
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--section",
        metavar="NAME",
        help=translate("CliHelp", "the section of the event (needed when it has several)"),
    )
    which.add_argument(
        "--all-sections",
        action="store_true",
        help=translate(
            "CliHelp", "print the document of every section of the event in one PDF, each section headed"
        ),
    )
    p.add_argument(
        "file",
        type=event_location,
        metavar="FILE",
        help=translate(
            "CliHelp", "a .trf or .arbiter tournament file, or a venue server's postgresql:// URL"
        ),
    )
    p.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        metavar="OUT.pdf",
        help=translate("CliHelp", "PDF file to write"),
    )
    p.add_argument(
        "--round",
        type=int,
        dest="round_number",
        metavar="N",
        help=translate("CliHelp", "round (default: the latest)"),
    )
    p.add_argument(
        "--player",
        type=int,
        metavar="N",
        help=translate("CliHelp", "it1, receipts: the player's pairing number"),
    )
    p.add_argument(
        "--page-size",
        type=str.upper,
        choices=["A4", "A3", "LETTER"],
        help=translate("CliHelp", "paper size (default: A4, A3 for the wall chart)"),
    )
    p.add_argument(
        "--tiebreaks",
        metavar="CODES",
        help=translate(
            "CliHelp",
            "tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's",
        ),
    )
    p.add_argument(
        "--national",
        action="store_true",
        help=translate("CliHelp", "player lists: also the national ID and rating (.arbiter files)"),
    )
    p.add_argument(
        "--live-address",
        default="",
        metavar="URL",
        help=translate(
            "CliHelp", "pairings: print this address of the live pages (arbiter serve) with its QR code"
        ),
    )
    p.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        help=translate(
            "CliHelp",
            "the language of the document (default: the event's language if its file has one, else the "
            "command's language)",
        ),
    )
    return p


def run(argv: Sequence[str]) -> int:
    """Run ``arbiter print ...`` (``argv`` with or without the leading ``print``); return the exit code."""
    args_in = list(argv)
    if args_in and args_in[0] == "print":
        args_in = args_in[1:]
    args = _parser().parse_args(args_in)
    from cli import opened_files  # the section of an event of several (refused when none is named)

    opened_files.start(args.section)
    if args.all_sections:
        return _print_every_section(args)
    if args.kind in desk_printing.KINDS:
        return _print_desk(args)
    kind = DocumentKind(args.kind)
    tiebreaks = [c.strip() for c in args.tiebreaks.split(",") if c.strip()] if args.tiebreaks else None
    try:
        tournament, pairing, extras = load_with_extras(args.file, args.round_number)
        buffer = io.BytesIO()  # nothing is written when the document cannot be made
        pages = render(
            kind,
            tournament,
            buffer,
            round_number=args.round_number,
            page_size=args.page_size,
            tiebreaks=tiebreaks,
            pairing=pairing,
            extras=extras,
            national=args.national,
            live_address=args.live_address,
            # --language, else the event's (a tournament file's), else the command's
            language=language_for_document(
                args.language, extras.language if extras else "", current_language()
            ),
        )
        # whole or not at all, never over the file printed nor any file the program keeps
        write_output(args.output, buffer.getvalue(), kept(args.file), make_folder=True)
    except (ArbiterError, OSError) as e:
        if is_closed_pipe(e):
            raise  # the reader of the output has gone: engine.closed_pipe, at the entry point
        print(translate("CliOutput", "arbiter print: {error}").format(error=e), file=sys.stderr)
        return 1
    print(
        translate("CliOutput", "{output}: {kind}, %n page(s)", None, pages).format(
            output=args.output, kind=kind.value
        )
    )
    return 0


def _print_every_section(args: argparse.Namespace) -> int:
    """``arbiter print --all-sections``: the document of every section in one PDF
    (``outputs.documents.sections``); a section with nothing to print is left out and said."""
    try:
        printed = every_section_pdf(args)
        write_output(args.output, printed.pdf, kept(args.file), make_folder=True)
    except (ArbiterError, OSError) as e:
        if is_closed_pipe(e):
            raise
        print(translate("CliOutput", "arbiter print: {error}").format(error=e), file=sys.stderr)
        return 1
    pages = printed.pages
    for section, why in printed.left_out:
        print(translate("CliOutput", "left out: {section}: {reason}").format(section=section, reason=why))
    print(
        translate("CliOutput", "{output}: {kind}, %n page(s)", None, pages).format(
            output=args.output, kind=args.kind
        )
    )
    return 0


def every_section_pdf(args: argparse.Namespace) -> EverySection:
    """The document ``args.kind`` of every section of the tournament file ``args.file``."""
    import operations

    if isinstance(args.file, Path) and args.file.suffix.lower() != ARBITER_SUFFIX:
        raise ArbiterError(
            translate(
                "CliRefusal", "--all-sections prints from a tournament file (.arbiter), not from {path}"
            ).format(path=args.file.name)
        )
    if isinstance(args.file, Path) and not args.file.exists():
        raise ArbiterError(translate("CliRefusal", "{path}: no such file").format(path=args.file))
    with operations.open_for_reading(args.file) as tf:
        sources = section_sources(tf, args.round_number)
        if args.kind in desk_printing.KINDS:
            return print_every_section(sources, lambda source: desk_printing.desk_pdf(args, source))
        kind = DocumentKind(args.kind)
        tiebreaks = [c.strip() for c in args.tiebreaks.split(",") if c.strip()] if args.tiebreaks else None

        def make(source: SectionSource) -> bytes:
            buffer = io.BytesIO()
            render(
                kind,
                source.tournament,
                buffer,
                round_number=args.round_number,
                page_size=args.page_size,
                tiebreaks=tiebreaks,
                pairing=source.pairing,
                extras=source.extras,
                national=args.national,
                live_address=args.live_address,
                language=language_for_document(args.language, source.extras.language, current_language()),
            )
            return buffer.getvalue()

        return print_every_section(sources, make)


def _print_desk(args: argparse.Namespace) -> int:
    """``arbiter print`` of one of the desk's papers (``cli.desk_printing``)."""
    try:
        pdf, pages = desk_printing.render_desk(
            args.kind,
            args.file,
            load_with_extras(args.file, args.round_number),
            round_number=args.round_number,
            player=args.player,
            page_size=args.page_size,
            language=args.language,
        )
        write_output(args.output, pdf, kept(args.file), make_folder=True)
    except (ArbiterError, OSError) as e:
        if is_closed_pipe(e):
            raise
        print(translate("CliOutput", "arbiter print: {error}").format(error=e), file=sys.stderr)
        return 1
    print(
        translate("CliOutput", "{output}: {kind}, %n page(s)", None, pages).format(
            output=args.output, kind=args.kind
        )
    )
    return 0


def main() -> None:
    sys.exit(run_to_stdout(lambda: run(sys.argv[1:])))


if __name__ == "__main__":
    main()
