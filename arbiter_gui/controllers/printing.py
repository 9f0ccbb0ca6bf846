"""Printing: the chooser on the UI thread, the rendering on the worker (with its progress in the status
bar and a Cancel button), then one of four outputs (:class:`Output`): the preview inside the program, the
system print dialog, a PDF saved where the arbiter says, or the PDF opened in the system's viewer.

No output needs a PDF viewer except the last. The preview and the printer get the document's pages
rasterised on the worker (``arbiter_gui.pdf_pages``); only the drawing onto the printer is on the UI
thread, as Qt requires. The PDFs opened in a viewer are temporary files, removed when the window closes
(:meth:`PrintController.remove_temporary_files`)."""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.file_filters import PDF_DOCUMENTS, file_filter
from arbiter_gui.operations import Operations
from arbiter_gui.pdf_pages import MAX_PRINT_DPI, PREVIEW_DPI, PageImage, page_sizes, render_pages
from arbiter_gui.print_output import (
    PrintFailed,
    SheetFeeder,
    keep_document_paper,
    prepare_printer,
    raster_dpi,
    sheet_points,
    system_printer_status,
)
from arbiter_gui.printing import (
    USES_EXTRAS,
    DocumentDialog,
    OnScreen,
    PrintSource,
    preview_file,
    render_every_section_pdf,
    render_paper_pdf,
    render_pdf,
)
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.worker import DOCUMENTS, Job, JobContext
from engine.errors import ArbiterError
from engine.i18n import language_for_document
from engine.standings import StandingsTable
from osfiles.output_files import write_output
from osfiles.platforms import open_with_viewer
from outputs.documents.api import DocumentKind, documents_of
from outputs.documents.desk_papers import DeskPaper
from outputs.documents.endevent import extras_from_file
from texts.catalogue import current_language


class Output(enum.Enum):
    """Where a document goes once it is rendered."""

    PREVIEW = "preview"
    """The pages inside the program (``dialogs.preview.PreviewDialog``)."""
    PRINT = "print"
    """The system print dialog, then the printer."""
    PDF = "pdf"
    """A PDF file the arbiter names."""
    VIEWER = "viewer"
    """A temporary PDF opened in the system's PDF viewer."""


@dataclass(frozen=True)
class Rendered:
    """A document rendered: its title for the arbiter, its PDF, its file name proposed for saving."""

    title: str
    pdf: bytes
    name: str
    """The proposed file name (``event-kind.pdf``)."""
    folder: Path
    sizes: tuple[tuple[float, float], ...]
    """Each page's (width, height) in points (read on the worker: PDFium is not used on the UI thread)."""


PAGES_PER_JOB = 4
"""Pages rasterised per worker job when printing (at 300 dpi, 35 MB of A4 pages at a time)."""


translate = QCoreApplication.translate


def print_source(state: FileState, computed: tuple[StandingsTable, ...] = ()) -> PrintSource:
    return PrintSource(
        computed=computed,
        name=state.path.stem,
        folder=state.path.resolve().parent,
        tournament=state.tournament,
        boards={
            r.number: tuple((int(b.white_number), int(b.black_number)) for b in r.boards)
            for r in state.rounds
        },
        paired=state.paired,
        complete=state.complete,
    )


class PrintController(Controller):
    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        shown_document: Callable[[], DocumentKind | None],
        shared: Callable[[], Sequence[StandingsTable]] = tuple,
        open_pdf: Callable[[Path], None] | None = None,
        settings: AppSettings | None = None,
        on_screen: Callable[[], OnScreen] = OnScreen,
        live_address: Callable[[], str] = str,
    ) -> None:
        super().__init__(ops, prompts, parent)
        self._shown_document = shown_document
        """The document that matches the view on screen (standings for the Standings view...)."""
        self._on_screen = on_screen
        """The round the view on screen shows (proposed by the chooser)."""
        self._live_address = live_address
        """The address the live pages are served at now ("" : not serving), proposed for the pairings."""
        self._shared = shared
        """The standings the window computed for the current state (printed as they are)."""
        self._open_pdf = open_pdf or open_with_viewer
        """Opens a PDF in the viewer (``NoViewerError``, an ``ArbiterError``, names the file if it cannot)."""
        self._settings = settings
        """Where the language documents were last printed in is remembered (None: not remembered); the
        Print dialog proposes it when the event has no language of its own."""
        self.written: list[Path] = []
        """Every PDF written (saved or for the viewer), newest last."""
        self.temporary: list[Path] = []
        """PDFs written for the viewer, removed when the window closes."""
        self.preview: QWidget | None = None
        """The preview dialog on screen (None: none)."""
        self.printer: QPrinter | None = None
        """The printer of the last print job (kept while its pages are rendered)."""

    # -- the commands ----------------------------------------------------------------------------------
    def print_document(self, output: Output) -> None:
        """Ask which document (once the event's sections are counted: ``Operations.read_then``, on the
        worker at a venue server's desk); render it on the worker; then hand it to ``output``."""
        tf = self.session.tf
        if self.session.state is None:
            return
        if tf is None:
            self._choose_document(output, 1)
            return
        self.ops.read_then(
            translate("PrintController", "Print"),
            lambda: len(tf.sections.list()),
            lambda sections: self._choose_document(output, sections),
        )

    def _choose_document(self, output: Output, sections: int) -> None:
        """The Print dialog (its Every section box for ``sections`` sections), then the document chosen."""
        state = self.session.state
        if state is None:
            return
        source = print_source(state, tuple(self._shared()))
        # proposed: the event's language, else the one last printed in, else the window's; the arbiter's
        # choice in the dialog wins (engine.i18n.language_for_document)
        last = self._settings.print_language() if self._settings is not None else ""
        proposed = language_for_document(None, state.event.language, last or current_language())
        tf = self.session.tf
        dialog = DocumentDialog(
            self.parent_widget,
            documents_of(state.event.team is not None),
            source.paired,
            source.complete,
            self._shown_document(),
            proposed,
            self._on_screen(),
            papers=list(DeskPaper) if tf is not None else (),
            players=[(int(p.number), p.name) for p in source.tournament.players],
            live_address=self._live_address(),
            sections=sections,
        )
        if not self.prompts.run_dialog(dialog):
            return
        kind = dialog.chosen()
        number = dialog.round.value() if dialog.round.isEnabled() else 0
        page = dialog.page.currentText()
        national = dialog.national.isChecked()
        language = dialog.chosen_language()
        live_address = dialog.chosen_live_address()
        player = dialog.chosen_player()
        if self._settings is not None:
            self._settings.set_print_language(language)
        title = (
            translate("PrintController", "{document}, round {round}").format(
                document=kind.label, round=number
            )
            if number
            else kind.label
        )
        if tf is not None and dialog.every_section.isChecked():
            printable, every = kind, tf

            def make_every() -> bytes:
                return render_every_section_pdf(
                    every, printable, page, national, language, live_address, player
                )

            title = translate("PrintController", "{document}, every section").format(document=kind.label)
            self._render_then(output, title, kind.value, source, make_every)
            return
        if isinstance(kind, DeskPaper):
            if tf is None:
                return
            paper = kind

            def make_paper() -> bytes:
                return render_paper_pdf(source, paper, tf, number or None, page, player, language)

            self._render_then(output, title, kind.value, source, make_paper)
            return
        document = kind

        def make() -> bytes:
            extras = extras_from_file(tf) if tf is not None and document in USES_EXTRAS else None
            return render_pdf(
                source, document, number or None, page, extras, national, language, live_address
            )

        self._render_then(output, title, kind.value, source, make)

    def print_paper(self, paper: DeskPaper, output: Output, player: int | None = None) -> None:
        """A paper of the desk without the chooser (the fees window's receipt and totals), in the language
        the Print dialog would propose, on A4."""
        state, tf = self.session.state, self.session.tf
        if state is None or tf is None:
            return
        source = print_source(state)
        last = self._settings.print_language() if self._settings is not None else ""
        language = language_for_document(None, state.event.language, last or current_language())
        self._render_then(
            output,
            paper.label,
            paper.value,
            source,
            lambda: render_paper_pdf(source, paper, tf, None, "A4", player, language),
        )

    def _render_then(
        self, output: Output, title: str, kind: str, source: PrintSource, make: Callable[[], bytes]
    ) -> None:
        """Render ``make`` on the worker (progress and Cancel in the status bar), then hand the PDF to
        ``output``; a PDF to save asks where first."""
        target: Path | None = None
        if output is Output.PDF:
            target = self._ask_pdf_path(source.folder / f"{source.name}-{kind}.pdf")
            if target is None:
                return

        def render(context: JobContext) -> tuple[Rendered, list[PageImage]]:
            context.check()
            data = make()
            context.check()
            # a document that cannot be rasterised is said now, not at the printer
            sizes = tuple(page_sizes(data))
            rendered = Rendered(title, data, f"{source.name}-{kind}.pdf", source.folder, sizes)
            pages: list[PageImage] = []
            if output is Output.PREVIEW:
                pages = render_pages(data, PREVIEW_DPI, check=context.check)
            return rendered, pages

        task = self.progress.start(
            translate("PrintController", "Printing {what}\u2026").format(what=title),
            cancel=lambda: job.cancel(),
        )

        def done(result: tuple[Rendered, list[PageImage]]) -> None:
            self.progress.finish(task)
            rendered, pages = result
            match output:
                case Output.PREVIEW:
                    self.show_preview(rendered, pages)
                case Output.PRINT:
                    self.print_rendered(rendered)
                case Output.PDF:
                    assert target is not None
                    self.save_rendered(rendered, target)
                case Output.VIEWER:
                    self.open_in_viewer(rendered)

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.errors.failed(translate("PrintController", "Print"), exc)

        job = self.worker.start(
            render,
            done,
            failed,
            lane=DOCUMENTS,
            name=translate("PrintController", "Print {what}").format(what=title),
        )

    # -- the outputs (UI thread) -----------------------------------------------------------------------
    def show_preview(self, rendered: Rendered, pages: list[PageImage]) -> None:
        """The pages in the preview dialog, which can print, save or open them in a viewer."""
        from arbiter_gui.dialogs.preview import PreviewDialog

        if self.preview is not None:
            self.preview.close()
        # over the window, or over the dialog that asked for it (the fees window's receipt), which a
        # modal dialog would otherwise keep from the arbiter
        dialog = PreviewDialog(
            QApplication.activeModalWidget() or self.parent_widget,
            rendered.title,
            pages,
            lambda: self.print_rendered(rendered),
            lambda: self._save_asked(rendered),
            lambda: self.open_in_viewer(rendered),
        )
        dialog.destroyed.connect(lambda _=None: self._preview_gone(dialog))
        self.preview = dialog
        dialog.show()

    def _preview_gone(self, dialog: QWidget) -> None:
        if self.preview is dialog:
            self.preview = None

    def print_rendered(self, rendered: Rendered) -> None:
        """The system print dialog; when accepted, the pages it asks for rendered at the printer's
        resolution on the worker, then drawn onto the printer."""
        sizes = rendered.sizes
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(rendered.title)
        prepare_printer(printer, sizes[0])
        printer.setFromTo(0, 0)
        if not self.prompts.print_dialog(self.parent_widget, printer, len(sizes)):
            return
        status = system_printer_status(printer)
        if status is not None and not status.accepting:
            # Qt would hand the job over and never say that CUPS threw it away
            refused = translate(
                "PrintController",
                "The printer {printer} does not accept jobs now: nothing was printed. Choose another "
                "printer, or accept jobs again in the system's printer settings.",
            ).format(printer=printer.printerName())
            if status.reason:
                refused += " " + translate("PrintController", "The printer says: {reason}").format(
                    reason=status.reason
                )
            self.errors.failed(translate("PrintController", "Print"), PrintFailed(refused))
            return
        paper = printer.pageLayout().pageSize().name()
        scaled = "" if keep_document_paper(printer, sizes[0]) else paper
        stopped = status is not None and not status.enabled
        first, last = printer.fromPage(), printer.toPage()
        wanted = list(range(first - 1, min(last, len(sizes))) if first else range(len(sizes)))
        self.printer = printer
        dpi = raster_dpi(min(printer.resolution(), MAX_PRINT_DPI), sizes[0], sheet_points(printer))
        self._feed(rendered, printer, wanted, dpi, scaled, stopped)

    def _feed(
        self,
        rendered: Rendered,
        printer: QPrinter,
        wanted: list[int],
        dpi: int,
        scaled: str = "",
        stopped: bool = False,
    ) -> None:
        """The pages rasterised on the worker a few at a time (``PAGES_PER_JOB``: an A4 page at 300 dpi
        is 8.7 MB, so a long document is never all in memory), each batch drawn onto the printer on the
        UI thread as it arrives, then the next batch started."""
        feeder = SheetFeeder(printer)
        title = rendered.title
        task = self.progress.start(
            translate("PrintController", "Printing {what}\u2026").format(what=title), cancel=lambda: stop()
        )
        state: dict[str, Job | None] = {"job": None}

        def stop() -> None:
            job = state["job"]
            if job is not None:
                job.cancel()
            feeder.abort()
            self.progress.finish(task)
            self.status(translate("PrintController", "{document}: printing cancelled").format(document=title))

        def batch(start: int) -> None:
            chunk = wanted[start : start + PAGES_PER_JOB]

            def rasterise(context: JobContext) -> list[PageImage]:
                return render_pages(rendered.pdf, dpi, chunk, context.check)

            def draw(pages: list[PageImage]) -> None:
                for page in pages:
                    feeder.add(page)

            def done(pages: list[PageImage]) -> None:
                ok, _ = self.errors.attempt(translate("PrintController", "Print"), lambda: draw(pages))
                if not ok:
                    feeder.abort()
                    self.progress.finish(task)
                    return
                following = start + len(chunk)
                self.progress.report(task, following, len(wanted))
                if following < len(wanted):
                    batch(following)
                    return
                self.progress.finish(task)
                finished, _ = self.errors.attempt(translate("PrintController", "Print"), feeder.finish)
                if finished:
                    sheets = feeder.sheets
                    sent = translate(
                        "PrintController", "{document}: %n page(s) sent to the printer", None, sheets
                    ).format(document=title)
                    if scaled:  # the printer lacks the document's paper
                        sent += " " + translate(
                            "PrintController", "(the printer has no paper of this size: scaled to {paper})"
                        ).format(paper=scaled)
                    if stopped:  # CUPS keeps the job until the printer is started again
                        sent += " " + translate(
                            "PrintController",
                            "(the printer is stopped: the pages wait in its queue until it is started)",
                        )
                    self.status(sent)

            def failed(exc: BaseException) -> None:
                feeder.abort()
                self.progress.finish(task)
                self.errors.failed(translate("PrintController", "Print"), exc)

            state["job"] = self.worker.start(
                rasterise,
                done,
                failed,
                lane=DOCUMENTS,
                name=translate("PrintController", "Print {what}").format(what=title),
            )

        batch(0)

    def save_rendered(self, rendered: Rendered, target: Path) -> None:
        """The PDF at ``target``, whole or not at all, never over the open tournament file or another
        file the program keeps (``osfiles.output_files``: the refusal or the failure is shown)."""
        tf = self.session.tf
        kept = (tf.path,) if tf is not None else ()
        try:
            write_output(target, rendered.pdf, kept)
        except ArbiterError as exc:
            self.errors.failed(translate("PrintController", "Save as PDF"), exc)
            return
        self.written.append(target)
        self.status(translate("PrintController", "Saved {written}").format(written=target), 5000)

    def _save_asked(self, rendered: Rendered) -> None:
        target = self._ask_pdf_path(rendered.folder / rendered.name)
        if target is not None:
            self.save_rendered(rendered, target)

    def _ask_pdf_path(self, start: Path) -> Path | None:
        return self.prompts.save_file(
            self.parent_widget,
            translate("PrintController", "Save as PDF"),
            str(start),
            file_filter(PDF_DOCUMENTS),
        )

    def open_in_viewer(self, rendered: Rendered) -> None:
        """A temporary copy of the PDF opened in the system's viewer (removed when the window closes)."""
        # in one private folder per user that keeps the newest copies (``printing.preview_file``): those a
        # viewer still held at the close, or of a window that did not close, do not pile up
        path = preview_file(Path(rendered.name).stem)
        try:
            write_output(path, rendered.pdf)
        except ArbiterError as exc:
            self.errors.failed(translate("PrintController", "Print"), exc)
            return
        self.temporary.append(path)
        self.written.append(path)
        self.errors.attempt(translate("PrintController", "Print"), lambda: self._open_pdf(path))

    def remove_temporary_files(self) -> None:
        """Remove the PDFs written for the viewer (one still open there may refuse on Windows: kept)."""
        for path in list(self.temporary):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                continue
            self.temporary.remove(path)
