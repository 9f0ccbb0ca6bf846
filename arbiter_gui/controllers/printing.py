"""Print preview and Save as PDF: the chooser on the UI thread, the rendering on the worker (with its
progress in the status bar and a Cancel button), the PDF opened or saved when it is ready."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.errors import WriteFailed
from arbiter_gui.operations import Operations
from arbiter_gui.printing import USES_EXTRAS, DocumentDialog, PrintSource, render_pdf
from arbiter_gui.prompts import Prompts
from arbiter_gui.reports.api import DocumentKind
from arbiter_gui.reports.endevent import extras_from_file
from arbiter_gui.session import FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.worker import DOCUMENTS, JobContext
from engine.platforms import open_with_viewer
from engine.standings import StandingsTable

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
    ) -> None:
        super().__init__(ops, prompts, parent)
        self._shown_document = shown_document
        """The document that matches the view on screen (standings for the Standings view...)."""
        self._shared = shared
        """The standings the window computed for the current state (printed as they are)."""
        self._open_pdf = open_pdf or open_with_viewer
        """Opens a preview (``NoViewerError``, an ``ArbiterError``, names the file when it cannot)."""
        self._settings = settings
        """Where the language documents were last printed in is remembered (None: not remembered)."""
        self.written: list[Path] = []
        """Every PDF written (preview or saved), newest last."""

    def print_document(self, pdf: bool) -> None:
        """Ask which document; render it on the worker; then save it (``pdf``) or open it for preview."""
        state = self.session.state
        if state is None:
            return
        source = print_source(state, tuple(self._shared()))
        dialog = DocumentDialog(
            self.parent_widget,
            list(DocumentKind),
            source.paired,
            source.complete,
            self._shown_document(),
            self._settings.print_language() if self._settings is not None else "",
        )
        if not self.prompts.run_dialog(dialog):
            return
        kind = dialog.chosen()
        number = dialog.round.value() if dialog.round.isEnabled() else 0
        page = dialog.page.currentText()
        national = dialog.national.isChecked()
        language = dialog.chosen_language()
        if self._settings is not None:
            self._settings.set_print_language(language)
        if pdf:
            start = str(source.folder / f"{source.name}-{kind.value}.pdf")
            target = self.prompts.save_file(
                self.parent_widget, translate("PrintController", "Save as PDF"), start, "PDF (*.pdf)"
            )
            if target is None:
                return
        else:
            handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - closed at once, kept for the viewer
                prefix=f"arbiter-{kind.value}-", suffix=".pdf", delete=False
            )
            handle.close()
            target = Path(handle.name)

        tf = self.session.tf

        def render(context: JobContext) -> Path:
            extras = extras_from_file(tf) if tf is not None and kind in USES_EXTRAS else None
            context.check()
            data = render_pdf(source, kind, number or None, page, extras, national, language)
            context.check()
            try:
                target.write_bytes(data)
            except OSError as exc:
                raise WriteFailed.of(target, exc) from exc
            return target

        what = (
            translate("PrintController", "{document}, round {round}").format(
                document=kind.label, round=number
            )
            if number
            else kind.label
        )
        task = self.progress.start(
            translate("PrintController", "Printing {what}\u2026").format(what=what),
            cancel=lambda: job.cancel(),
        )

        def done(written: Path) -> None:
            self.progress.finish(task)
            self.written.append(written)
            if pdf:
                self.status(translate("PrintController", "Saved {written}").format(written=written), 5000)
            else:
                self.errors.attempt(translate("PrintController", "Print"), lambda: self._open_pdf(written))

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.errors.failed(translate("PrintController", "Print"), exc)

        job = self.worker.start(
            render,
            done,
            failed,
            lane=DOCUMENTS,
            name=translate("PrintController", "Print {what}").format(what=what),
        )
