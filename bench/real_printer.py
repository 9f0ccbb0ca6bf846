"""Print documents through the window's Print code path to real CUPS printers, and measure the jobs.

    sudo ./scripts/try_real_printer.sh setup          # CUPS, cups-pdf, printers ArbiterPDF, ArbiterFile
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/real_printer.py --out /tmp/arbiter-real-print

An event with Cyrillic, Greek and Serbian names (four rounds played) is opened in the main window
(offscreen); each case then goes through ``Print...`` exactly as the arbiter does: the document dialog
(kind, paper), then the real ``QPrintDialog`` (the printer chosen by name, as the dialog's printer list
would set it, copies and page range set in the dialog's own widgets, and the dialog accepted). When the
window says the pages were sent, the CUPS job is looked up (``lpstat``) and waited for, and the script
prints per job: the seconds from accepting the dialog to the job in the queue, the size of what Qt
spooled (``/var/spool/cups/dNNNNN-001``, kept by ``PreserveJobFiles``), the output (cups-pdf's PDF, or
the ``file:`` device's), its pages and paper (``pdfinfo``), whether ``pdftotext`` finds the names, and a
PNG of its first page (``pdftoppm``) in ``--out``. Not a test: it needs root's CUPS (see
``docs/printing.md``). Timings on a shared machine vary; compare within one run.
"""

from __future__ import annotations

import argparse
import getpass
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtPrintSupport import QPrintDialog, QPrinter  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

from arbiter_gui.printing import DocumentDialog  # noqa: E402
from arbiter_gui.prompts import Prompts  # noqa: E402
from arbiter_gui.settings import AppSettings  # noqa: E402
from operations import tournament_file as dbapi  # noqa: E402
from outputs.documents.api import DocumentKind  # noqa: E402
from values import EventSettings, GameResult, PlayerDetails  # noqa: E402

NAMES = (
    ("Карпов, Анатолий", 2700),
    ("Παπαδόπουλος, Νίκος", 2650),
    ("Đorđević, Đorđe", 2600),
    ("Ψαρράς, Ελένη", 2550),
    ("Яковлева, Ольга", 2500),
    ("Müller, Jürgen", 2450),
    ("Ђорђевић, Милица", 2400),
    ("Шчербаков, Юрий", 2350),
    ("Γεωργίου, Αθηνά", 2300),
    ("Živković, Ljiljana", 2250),
    ("Nguyễn, Thị Hà", 2200),
    ("Øvergård, Åse", 2150),
    ("Čolović, Dušan", 2100),
    ("Σταματόπουλος, Χαράλαμπος", 2050),
    ("Тер-Петросян, Гурген", 2000),
    ("Łukasiewicz, Zbigniew", 1950),
)
CHECKED = ("Карпов", "Παπαδόπουλος", "Đorđević", "Ђорђевић", "Ψαρράς", "Živković")
"""Names looked for in the printed text (each document lists every player)."""


def build_event(path: Path, players: int, rounds: int = 7, played: int = 4) -> Path:
    """``players`` players: ``NAMES`` first, then more made from their surnames and first names."""
    settings = EventSettings(name="Open Београд–Αθήνα 2026", number_of_rounds=rounds, city="Novi Sad")
    names = list(NAMES)
    surnames = [n.split(", ")[0] for n, _ in NAMES]
    firsts = [n.split(", ")[1] for n, _ in NAMES]
    i = 0
    while len(names) < players:
        surname, first = divmod(i, len(firsts))
        name = f"{surnames[surname % len(surnames)]}, {firsts[first]}"
        if name not in {n for n, _ in names}:
            names.append((name, 1900 - 10 * i))
        i += 1
    with dbapi.create(path, settings, overwrite=True) as tf:
        for name, rating in names[:players]:
            tf.players.add(PlayerDetails(name=name, rating=rating, federation="SRB"))
        cycle = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)
        for r in range(1, played + 1):
            info = tf.rounds.pair_next()
            for i, b in enumerate(info.boards):
                if b.black is not None:
                    tf.results.set(r, b.board, cycle[(i + r) % 3])
    return path


@dataclass(frozen=True)
class Case:
    printer: str
    kind: DocumentKind
    paper: str
    copies: int = 1
    pages: tuple[int, int] | None = None
    """(from, to), 1-based, as typed in the dialog's page range."""


class DialogPrompts(Prompts):
    """The real dialogs, answered programmatically: the document dialog is filled, the print dialog is
    the system one (``Prompts.print_dialog``), set up and accepted when it shows."""

    def __init__(self) -> None:
        self.case: Case | None = None
        self.accepted_at = 0.0
        self.errors: list[str] = []

    def run_dialog(self, dialog: QDialog) -> bool:
        assert isinstance(dialog, DocumentDialog) and self.case is not None
        dialog.kind.setCurrentIndex(dialog.kind.findData(self.case.kind))
        dialog.page.setCurrentIndex(dialog.page.findText(self.case.paper))
        return True

    def error(self, parent: QWidget | None, title: str, text: str | BaseException) -> None:
        self.errors.append(str(text))

    def bug_report(self, parent: QWidget | None, title: str, message: str, report: str) -> None:
        self.errors.append(message + "\n" + report)

    def print_dialog(self, parent: QWidget | None, printer: QPrinter, pages: int) -> bool:
        case = self.case
        assert case is not None
        # the printer chosen in the dialog's list: the dialog reads it from the printer it is given
        printer.setPrinterName(case.printer)
        printer.setCopyCount(case.copies)
        if case.pages is not None:
            printer.setPrintRange(QPrinter.PrintRange.PageRange)
            printer.setFromTo(*case.pages)

        def accept() -> None:
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, QPrintDialog), dialog
            self.accepted_at = time.perf_counter()
            dialog.accept()

        QTimer.singleShot(200, accept)
        return super().print_dialog(parent, printer, pages)


def run(command: list[str]) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=False).stdout


def job_ids(printer: str) -> set[int]:
    out = run(["lpstat", "-W", "all", "-o", printer])
    return {int(m.group(1)) for m in re.finditer(rf"^{printer}-(\d+)\s", out, re.MULTILINE)}


def wait_for(condition: Callable[[], bool], seconds: float, app: QApplication) -> bool:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.02)
    return False


def pdf_info(path: Path) -> dict[str, str]:
    out = run(["pdfinfo", str(path)])
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines())}


def of_job(folder: Path, job: int) -> Path | None:
    """cups-pdf's file of ``job`` (its name ends ``-job_N.pdf``)."""
    files = list(folder.glob(f"*-job_{job}.pdf"))
    return files[0] if files else None


def describe_output(label: str, path: Path, out: Path, stem: str) -> str:
    info = pdf_info(path)
    text = run(["pdftotext", "-layout", str(path), "-"])
    found = [n for n in CHECKED if n in text]
    png = out / stem
    run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(path), str(png)])
    size = path.stat().st_size
    return (
        f"  {label}: {size / 1024:.0f} KiB, {info.get('Pages', '?')} page(s), "
        f"{info.get('Page size', '?')}, {info.get('Producer', info.get('Creator', ''))}; "
        f"text finds {len(found)}/{len(CHECKED)} names"
    )


def print_case(window: Any, prompts: DialogPrompts, case: Case, out: Path, app: QApplication) -> None:
    before = job_ids(case.printer)
    cups_pdf = Path("/var/spool/cups-pdf") / getpass.getuser()  # cups-pdf.conf: Out .../${USER}
    prompts.case = case
    prompts.errors.clear()
    started = time.perf_counter()
    window.commands.print_document.trigger()
    sent = wait_for(
        lambda: not window.worker.active and "printer" in window.statusBar().currentMessage(), 300, app
    )
    window_done = time.perf_counter()
    stem = f"{case.printer}-{case.kind.value}-{case.paper}-x{case.copies}" + (
        f"-p{case.pages[0]}-{case.pages[1]}" if case.pages else ""
    )
    print(f"{stem}: {window.statusBar().currentMessage()!r}", flush=True)
    if prompts.errors or not sent:
        print(f"  window: {'; '.join(prompts.errors) or 'nothing sent'}")
        return
    print(
        f"  dialog accepted -> pages sent: {window_done - prompts.accepted_at:.2f} s "
        f"(whole command {window_done - started:.2f} s)"
    )
    found = wait_for(lambda: bool(job_ids(case.printer) - before), 30, app)
    if not found:
        print("  no CUPS job appeared")
        return
    (job,) = sorted(job_ids(case.printer) - before)[-1:]
    wait_for(lambda: f"{case.printer}-{job} " not in run(["lpstat", "-o", case.printer]), 120, app)
    done = time.perf_counter()
    state = run(["lpstat", "-W", "completed", "-o", case.printer])
    completed = f"{case.printer}-{job} " in state
    state = "completed" if completed else "NOT completed"
    print(f"  CUPS job {job}: {state} {done - started:.1f} s after Print")
    spooled = Path(f"/var/spool/cups/d{job:05d}-001")
    if spooled.exists():
        kept = out / f"{stem}-spooled.pdf"
        shutil.copyfile(spooled, kept)
        print(describe_output("spooled (what Qt sent)", kept, out, stem + "-spooled"))
    attributes = run(["ipptool", "-tv", f"ipp://localhost/jobs/{job}", "get-job-attributes.test"])
    wanted = ("copies", "media", "orientation-requested", "page-ranges", "sides", "number-up", "job-name")
    for line in attributes.splitlines():
        if any(line.strip().startswith(w + " ") for w in wanted):
            print("   ", line.strip())
    if case.printer == "ArbiterPDF":
        wait_for(lambda: of_job(cups_pdf, job) is not None, 30, app)
        made = of_job(cups_pdf, job)
        if made is not None:
            kept = out / f"{stem}-printed.pdf"
            shutil.copyfile(made, kept)
            print(describe_output("printed (cups-pdf)", kept, out, stem + "-printed"))
    else:
        device = Path("/tmp/arbiter-file-printer.out")
        kept = out / f"{stem}-printed.pdf"
        shutil.copyfile(device, kept)
        print(describe_output("printed (file: device)", kept, out, stem + "-printed"))


def resolutions(pdf_path: Path, out: Path) -> None:
    """The pages of ``pdf_path`` rasterised at 150, 300 and 600 dpi and drawn onto a PDF-file
    ``QPrinter`` (the engine Qt's CUPS printer uses) as the Print button does: time and size; and at
    300 dpi with the printer left in colour (as before docs/printing.md's fixes). No CUPS needed."""
    from arbiter_gui.pdf_pages import render_pages
    from arbiter_gui.print_output import SheetFeeder, prepare_printer

    pdf = pdf_path.read_bytes()
    print(f"{pdf_path.name}: {len(pdf) / 1024:.0f} KiB as a PDF")
    for dpi, colour in ((150, False), (300, False), (600, False), (300, True)):
        started = time.perf_counter()
        pages = render_pages(pdf, dpi)
        rasterised = time.perf_counter()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        target = out / f"{pdf_path.stem}-{dpi}dpi{'-colour' if colour else ''}.pdf"
        printer.setOutputFileName(str(target))
        prepare_printer(printer, (pages[0].width_pt, pages[0].height_pt))
        if colour:
            printer.setColorMode(QPrinter.ColorMode.Color)
        feeder = SheetFeeder(printer)
        for page in pages:
            feeder.add(page)
        feeder.finish()
        done = time.perf_counter()
        pixels = sum(len(p.pixels) for p in pages) / 2**20
        print(
            f"  {dpi} dpi{' colour' if colour else ''}: {len(pages)} page(s), rasterise "
            f"{rasterised - started:.2f} s, draw and write {done - rasterised:.2f} s, "
            f"job {target.stat().st_size / 1024:.0f} KiB, {pixels:.1f} MiB of pixels"
        )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", type=Path, default=Path("/tmp/arbiter-real-print"))
    p.add_argument("--printers", default="ArbiterPDF,ArbiterFile")
    p.add_argument("--players", type=int, default=40, help="40: the crosstable has 2 pages")
    p.add_argument("--only", nargs="*", default=[], help="cases whose PRINTER-KIND-PAPER holds one of these")
    p.add_argument("--refusing", action="store_true", help="also print to the printer made to refuse jobs")
    p.add_argument("--vector", action="store_true", help="also hand the PDFs to lp as they are")
    p.add_argument("--resolutions", nargs="*", type=Path, default=[], help="only: PDFs at 150/300/600 dpi")
    a = p.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    if a.resolutions:
        for path in a.resolutions:
            resolutions(path, a.out)
        return 0
    from arbiter_gui.main_window import MainWindow

    scratch = Path(tempfile.mkdtemp(prefix="arbiter-real-print-"))
    event = build_event(scratch / "novi-sad.arbiter", a.players)
    settings = AppSettings(QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_library_file(scratch / "players.library")
    prompts = DialogPrompts()
    window = MainWindow(settings, prompts, log_folder=scratch / "logs")
    window.show()
    assert window.files.open_path(event)
    wait_for(lambda: not window.worker.active, 120, app)
    printers = a.printers.split(",")
    cases = [
        Case(printers[0], DocumentKind.PAIRINGS, "A4"),
        Case(printers[0], DocumentKind.STANDINGS, "LETTER"),
        Case(printers[0], DocumentKind.WALLCHART, "A3"),
        Case(printers[0], DocumentKind.WALLCHART, "A4"),
        Case(printers[0], DocumentKind.CROSSTABLE, "A4", copies=2),
        Case(printers[0], DocumentKind.CROSSTABLE, "A4", pages=(2, 2)),
        Case(printers[0], DocumentKind.WALLCHART, "A4", pages=(2, 3)),
        Case(printers[0], DocumentKind.WALLCHART, "A4", pages=(1, 2)),
    ]
    cases += [Case(name, DocumentKind.WALLCHART, paper) for name in printers[1:] for paper in ("A4", "A3")]
    cases += [Case(name, DocumentKind.PAIRINGS, "A4") for name in printers[1:]]
    if a.only:
        cases = [c for c in cases if any(w in f"{c.printer}-{c.kind.value}-{c.paper}" for w in a.only)]
    for case in cases:
        print_case(window, prompts, case, a.out, app)
    if a.refusing:
        # a printer that refuses jobs (cupsreject): what the arbiter is told
        subprocess.run(["cupsreject", "-r", "test: refusing jobs", printers[0]], check=True)
        try:
            print_case(window, prompts, Case(printers[0], DocumentKind.PAIRINGS, "A4"), a.out, app)
        finally:
            subprocess.run(["cupsaccept", printers[0]], check=True)
    if a.vector:
        # the same document's PDF handed to CUPS as it is (vector, text kept), for comparison
        for kind, paper in ((DocumentKind.PAIRINGS, "A4"), (DocumentKind.WALLCHART, "A3")):
            from arbiter_gui.controllers.printing import print_source
            from arbiter_gui.printing import render_pdf

            state = window.session.state
            pdf = render_pdf(print_source(state), kind, state.complete or state.paired, paper)
            path = a.out / f"vector-{kind.value}-{paper}.pdf"
            path.write_bytes(pdf)
            before = job_ids(printers[0])
            started = time.perf_counter()
            subprocess.run(["lp", "-d", printers[0], "-o", f"media={paper}", str(path)], check=True)
            wait_for(lambda b=before: bool(job_ids(printers[0]) - b), 30, app)
            (job,) = sorted(job_ids(printers[0]) - before)[-1:]
            wait_for(lambda j=job: f"{printers[0]}-{j} " not in run(["lpstat", "-o", printers[0]]), 120, app)
            print(f"vector {kind.value} {paper}: job {job} done in {time.perf_counter() - started:.1f} s")
            print(describe_output("spooled (lp)", path, a.out, f"vector-{kind.value}-{paper}"))
            made = of_job(Path("/var/spool/cups-pdf") / getpass.getuser(), job)
            if made is not None:
                kept = a.out / f"vector-{kind.value}-{paper}-printed.pdf"
                shutil.copyfile(made, kept)
                print(describe_output("printed (cups-pdf)", kept, a.out, kept.stem))
    window.close()
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
