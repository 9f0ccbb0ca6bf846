"""Printing without a PDF viewer (issue 17): the preview shows the document's pages inside the program,
Print goes through the system print dialog to the printer (here a QPrinter writing a PDF file), and a
document that cannot be rasterised is said in a message. Page counts are read by poppler's pdfinfo,
not by the code under test."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrinter

from arbiter_gui.main_window import MainWindow
from arbiter_gui.pdf_pages import DocumentUnreadable, page_sizes, render_pages
from arbiter_gui.printing import DocumentDialog
from arbiter_gui.sample_event import build
from outputs.documents.api import DocumentKind
from tests.test_gui_support import ScriptedPrompts, wait_until_idle


def pdf_pages(path: Path) -> int:
    """The page count poppler reads."""
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"^Pages:\s+(\d+)$", out, re.MULTILINE)
    assert found is not None, out
    return int(found.group(1))


@pytest.fixture
def event(tmp_path: Path, window: MainWindow, qtbot: Any) -> Path:
    """A 36-player event with three rounds complete, its crosstable printed by ``arbiter print`` (the
    same renderer, without the window) as ``cli.pdf`` beside it; then open in the window."""
    path = build(tmp_path / "open.arbiter", players=36, rounds=7, played=4, seed=3)
    print_by_cli("crosstable", path, tmp_path / "cli.pdf")
    assert window.files.open_path(path)
    wait_until_idle(window, qtbot)
    return path


def print_by_cli(kind: str, source: Path, out: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "print", kind, str(source), "-o", str(out)],
        check=True,
        capture_output=True,
    )


def crosstable_by_cli(event: Path) -> int:
    """The page count of the crosstable the fixture printed."""
    return pdf_pages(event.parent / "cli.pdf")


def choose(kind: DocumentKind) -> Any:
    def fill(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex(d.kind.findData(kind))

    return fill


def test_the_preview_shows_every_page_of_the_document(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    pages = crosstable_by_cli(event)
    assert pages >= 2  # a document of more than one page
    prompts.dialogs.append(choose(DocumentKind.CROSSTABLE))
    window.commands.print_preview.trigger()
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert preview is not None and preview.isVisible()
    qtbot.waitUntil(lambda: preview.page_count() == pages, timeout=10_000)
    assert "Crosstable" in preview.windowTitle()
    assert prompts.errors == [] and prompts.bugs == []


@pytest.mark.parametrize("per_job", [1, 4])
def test_print_goes_through_the_print_dialog_to_the_printer(
    qtbot: Any,
    window: MainWindow,
    prompts: ScriptedPrompts,
    event: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    per_job: int,
) -> None:
    """The pages reach the printer a few at a time (one per job: every page its own batch)."""
    import arbiter_gui.controllers.printing as printing

    monkeypatch.setattr(printing, "PAGES_PER_JOB", per_job)
    pages = crosstable_by_cli(event)
    printed = tmp_path / "printed.pdf"

    def to_file(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))

    prompts.dialogs += [choose(DocumentKind.CROSSTABLE), to_file]
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [] and prompts.bugs == []
    assert prompts.printed_pages == [pages]  # the dialog knew the page count (for its page range)
    assert pdf_pages(printed) == pages
    assert "sent to the printer" in window.statusBar().currentMessage()


def test_print_prints_the_page_range_chosen(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    printed = tmp_path / "second.pdf"

    def second_page(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        printer.setPrintRange(QPrinter.PrintRange.PageRange)
        printer.setFromTo(2, 2)

    prompts.dialogs += [choose(DocumentKind.CROSSTABLE), second_page]
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == []
    assert pdf_pages(printed) == 1
    text = subprocess.run(["pdftotext", str(printed), "-"], capture_output=True, text=True).stdout
    assert text.strip() == ""  # pictures of pages: no text layer (what is printed is the picture)


def test_cancel_in_the_status_bar_stops_the_printing(
    qtbot: Any,
    window: MainWindow,
    prompts: ScriptedPrompts,
    event: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import arbiter_gui.controllers.printing as printing

    printed = tmp_path / "cancelled.pdf"
    gate = threading.Event()
    real = printing.render_pages

    def held(*args: Any, **kwargs: Any) -> Any:
        gate.wait(30)  # the pages are still being rasterised when the arbiter cancels
        return real(*args, **kwargs)

    monkeypatch.setattr(printing, "render_pages", held)

    def to_file(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))

    prompts.dialogs += [choose(DocumentKind.CROSSTABLE), to_file]
    window.commands.print_document.trigger()
    qtbot.waitUntil(lambda: prompts.printed_pages != [], timeout=60_000)
    assert window.progress.running() and window.progress.cancel_button.isVisible()
    window.progress.cancel_button.click()
    gate.set()
    wait_until_idle(window, qtbot)
    assert not printed.exists()
    assert "printing cancelled" in window.statusBar().currentMessage()
    assert prompts.errors == [] and prompts.bugs == [] and not window.progress.running()


def test_print_from_the_preview_and_cancel_prints_nothing(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    printed = tmp_path / "from-preview.pdf"

    def to_file(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))

    prompts.dialogs.append(choose(DocumentKind.PLAYERS))
    window.commands.print_preview.trigger()
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert preview is not None
    prompts.dialogs.append(lambda _printer: False)  # Cancel in the print dialog
    preview.print_button.click()
    wait_until_idle(window, qtbot)
    assert not printed.exists()
    prompts.dialogs.append(to_file)
    preview.print_button.click()
    wait_until_idle(window, qtbot)
    assert pdf_pages(printed) == preview.page_count()


def test_save_as_pdf_from_the_preview_writes_the_document(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    pages = crosstable_by_cli(event)
    prompts.dialogs.append(choose(DocumentKind.CROSSTABLE))
    window.commands.print_preview.trigger()
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert preview is not None
    saved = tmp_path / "saved.pdf"
    prompts.paths.append(saved)
    preview.save_button.click()
    assert pdf_pages(saved) == pages
    assert (tmp_path / "cli.pdf").read_bytes()[:8] == saved.read_bytes()[:8]
    opened: list[Path] = []
    window.printing._open_pdf = opened.append
    preview.viewer_button.click()  # the same document in the system's viewer, from a temporary copy
    (temporary,) = opened
    assert pdf_pages(temporary) == pages and temporary in window.printing.temporary
    preview.close()
    qtbot.waitUntil(lambda: window.printing.preview is None, timeout=5_000)
    window.close()
    assert not temporary.exists()  # removed with the window


def test_a_document_that_cannot_be_rasterised_is_a_message(
    qtbot: Any,
    window: MainWindow,
    prompts: ScriptedPrompts,
    event: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import arbiter_gui.controllers.printing as printing

    monkeypatch.setattr(printing, "render_pdf", lambda *args, **kwargs: b"%PDF-1.4 cut short")
    for command in (window.commands.print_preview, window.commands.print_document):
        prompts.dialogs.append(choose(DocumentKind.STANDINGS))
        command.trigger()
        wait_until_idle(window, qtbot)
    assert [title for title, _text in prompts.errors] == ["Print", "Print"]
    assert all("PDF cannot be read" in text for _title, text in prompts.errors)
    assert prompts.bugs == [] and window.printing.preview is None


def test_a_printer_that_cannot_start_is_a_message(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    def unwritable(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "no-such-folder" / "x.pdf"))

    prompts.dialogs += [choose(DocumentKind.PLAYERS), unwritable]
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    ((title, text),) = prompts.errors
    assert title == "Print" and "could not be started" in text and "no-such-folder" in text


# -- the pages, without Qt


def test_pages_are_rasterised_at_the_resolution_asked(tmp_path: Path) -> None:
    trf = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025" / "tournaments"
    source = next(iter(sorted(trf.glob("*.trf"))))
    out = tmp_path / "players.pdf"
    print_by_cli("players", source, out)
    pdf = out.read_bytes()
    assert len(page_sizes(pdf)) == pdf_pages(out)
    (first,) = render_pages(pdf, 72, [0])
    assert (round(first.width_pt), round(first.height_pt)) == (595, 842)  # A4 portrait
    assert abs(first.width - 595) <= 1 and abs(first.height - 842) <= 1  # 72 dpi: a pixel a point
    (sharper,) = render_pages(pdf, 144, [0])
    assert abs(sharper.width - 1191) <= 1 and abs(sharper.height - 1684) <= 1
    assert len(sharper.pixels) == sharper.stride * sharper.height
    assert min(sharper.pixels) < 64 and max(sharper.pixels) == 255  # black text on white paper


@pytest.mark.parametrize("data", [b"", b"hello", b"%PDF-1.7\n% nothing else"])
def test_what_is_not_a_pdf_is_refused_by_name(data: bytes) -> None:
    with pytest.raises(DocumentUnreadable, match="PDF"):
        page_sizes(data)
    with pytest.raises(DocumentUnreadable):
        render_pages(data, 72)


# -- what a real print system does to the printer (docs/printing.md: found printing to CUPS)


def pdf_info(path: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines())}


def pdf_images(path: Path) -> list[list[str]]:
    """The rows of ``pdfimages -list`` (poppler): page, num, type, width, height, color, comp, bpc, enc..."""
    out = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True)
    return [line.split() for line in out.stdout.splitlines()[2:] if line.strip()]


def test_the_document_keeps_its_paper_when_the_print_dialog_puts_the_default_back(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: Path, tmp_path: Path
) -> None:
    """Qt's print dialog with CUPS gives the printer its default paper (A4) when accepted, and colour:
    Letter standings came out shrunk onto A4, as colour JPEG pictures. The paper stays the document's,
    each page one lossless grey picture filling the sheet."""
    from PySide6.QtGui import QPageSize

    printed = tmp_path / "letter.pdf"

    def letter(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex(d.kind.findData(DocumentKind.STANDINGS))
        d.page.setCurrentText("LETTER")

    def cups_dialog(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setColorMode(QPrinter.ColorMode.Color)
        printer.setFullPage(False)

    prompts.dialogs += [letter, cups_dialog]
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [] and prompts.bugs == []
    assert pdf_info(printed)["Page size"].startswith("612 x 792 pts")  # Letter
    images = pdf_images(printed)
    assert len(images) == pdf_pages(printed)
    for _page, _num, _type, width, height, color, _comp, _bpc, enc, *rest in images:
        assert (color, enc) == ("gray", "image")  # lossless grey, not a colour JPEG
        x_ppi = int(rest[3])
        assert abs(int(width) - 8.5 * x_ppi) <= 1 and abs(int(height) - 11 * x_ppi) <= 1  # the whole sheet


def test_the_paper_printed_on_is_the_documents_when_the_printer_has_it() -> None:
    from PySide6.QtGui import QPageLayout, QPageSize

    from arbiter_gui.print_output import document_paper, page_layout, prepare_printer

    a4 = QPageSize(QPageSize.PageSizeId.A4)
    a3 = QPageSize(QPageSize.PageSizeId.A3)
    letter = QPageSize(QPageSize.PageSizeId.Letter)
    chosen = page_layout(595, 842)  # A4 portrait, as the dialog gives it back
    wall_chart = (1191.0, 842.0)  # A3 landscape
    for supported in (None, [a4, a3, letter]):
        paper = document_paper(wall_chart, chosen, supported)
        assert paper.pageSize().id() == QPageSize.PageSizeId.A3
        assert paper.orientation() == QPageLayout.Orientation.Landscape
    smaller = document_paper(wall_chart, chosen, [a4, letter])  # no A3 in this printer
    assert smaller.pageSize().id() == QPageSize.PageSizeId.A4
    assert smaller.orientation() == QPageLayout.Orientation.Landscape
    assert smaller.margins().isNull()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    prepare_printer(printer, wall_chart)
    assert printer.fullPage() and printer.colorMode() == QPrinter.ColorMode.GrayScale
    assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.A3


def test_a_printer_that_refuses_jobs_is_a_message_and_nothing_is_sent(
    qtbot: Any,
    window: MainWindow,
    prompts: ScriptedPrompts,
    event: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CUPS throws away a job sent to a queue that refuses jobs, and Qt says nothing: the window said
    "sent to the printer" and no page came out. Asked first, the arbiter is told why."""
    import arbiter_gui.controllers.printing as printing
    from osfiles.platforms import PrinterStatus

    printed = tmp_path / "refused.pdf"

    def to_file(printer: QPrinter) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))

    statuses = [PrinterStatus(False, True, "out of toner"), PrinterStatus(True, False, "paper jam")]
    monkeypatch.setattr(printing, "system_printer_status", lambda printer: statuses.pop(0))
    prompts.dialogs += [choose(DocumentKind.PAIRINGS), to_file]
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    ((title, text),) = prompts.errors
    assert title == "Print" and "does not accept jobs" in text and "out of toner" in text
    assert not printed.exists() and "sent to the printer" not in window.statusBar().currentMessage()
    prompts.errors.clear()
    prompts.dialogs += [choose(DocumentKind.PAIRINGS), to_file]  # stopped: the job waits in the queue
    window.commands.print_document.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [] and pdf_pages(printed) == 1
    assert "the pages wait in its queue" in window.statusBar().currentMessage()


def test_a_pdf_file_is_not_asked_to_the_print_system(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import arbiter_gui.print_output as print_output
    from osfiles.platforms import PrinterStatus

    asked: list[str] = []

    def status(name: str) -> PrinterStatus:
        asked.append(name)
        return PrinterStatus(False, True, "")

    monkeypatch.setattr(print_output, "printer_status", status)
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "x.pdf"))
    assert print_output.system_printer_status(printer) is None and asked == []


def test_a_page_scaled_onto_smaller_paper_is_rasterised_for_the_paper() -> None:
    from arbiter_gui.print_output import raster_dpi

    a3, a4 = (1190.55, 841.89), (841.89, 595.28)  # landscape
    assert raster_dpi(300, a3, a4) == 212  # 300 pixels per inch once shrunk onto A4
    assert raster_dpi(300, a4, a4) == 300
    assert raster_dpi(300, a4, a3) == 300  # never enlarged beyond the printer's resolution
    assert raster_dpi(600, (612, 792), (595.28, 841.89)) == 584  # Letter onto A4: its width decides


def test_the_print_dialog_proposes_the_events_language_and_the_choice_made_there_wins(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    """Issue 17: an event in Spanish prints in Spanish from an English window, whatever language was
    printed in last; the arbiter's choice in the dialog still wins; an event without a language gets
    what the dialog proposed before (the language last printed in)."""
    path = build(tmp_path / "madrid.arbiter", players=8, rounds=5, played=1, seed=3)
    import operations

    with operations.open_file(path) as tf:
        tf.event.set_language("es")
    window.settings.set_print_language("de")  # the language last printed in, on this laptop
    assert window.files.open_path(path)
    wait_until_idle(window, qtbot)
    proposed: list[str] = []

    def save(kind: DocumentKind, language: str | None = None) -> str:
        def fill(d: DocumentDialog) -> None:
            proposed.append(d.chosen_language())
            d.kind.setCurrentIndex(d.kind.findData(kind))
            if language is not None:
                d.language.setCurrentIndex(d.language.findData(language))

        pdf = tmp_path / f"{kind.value}-{len(proposed)}.pdf"
        prompts.dialogs.append(fill)
        prompts.paths.append(pdf)
        window.commands.save_pdf.trigger()
        wait_until_idle(window, qtbot)
        assert prompts.errors == [] and prompts.bugs == []
        return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout

    from texts.catalogue import Catalogue

    def words(language: str) -> str:
        return Catalogue.load(language).translate("Documents", "Players")

    assert words("es") != "Players" and words("fr") != "Players"
    text = save(DocumentKind.PLAYERS)
    assert proposed == ["es"] and words("es") in text and "Players" not in text
    text = save(DocumentKind.PLAYERS, "fr")  # chosen in the dialog: it wins
    assert proposed[-1] == "es" and words("fr") in text
    assert window.settings.print_language() == "fr"
    assert window.tf is not None
    window.tf.event.set_language("")  # no language of its own: as before, the one last printed in
    window.ops.reload()
    text = save(DocumentKind.PLAYERS)
    assert proposed[-1] == "fr" and words("fr") in text
    window.tf.event.set_language("es")
    window.ops.reload()
    save(DocumentKind.PLAYERS)
    assert proposed[-1] == "es"  # the event's language, not the one last printed in
