"""Screenshots of the real window, for the user manual and for looking at the layout::

    python -m arbiter_gui.screenshots --manual [OUT_DIR] [--language XX]   # the manual's pictures
    python -m arbiter_gui.screenshots FILE.arbiter OUT_DIR [--language XX]   # each view, gui_<view>.png

Runs offscreen (``QT_QPA_PLATFORM=offscreen`` is set when no platform is named). ``--manual`` takes the
pictures of the manual in every language the program speaks, or in ``XX`` only: the English manual's
into ``OUT_DIR`` (default ``resources/manual/img``), each translation's into ``OUT_DIR/XX/`` (the folder
``manual.XX.md`` shows them from), with the window's translators for ``XX`` installed as the program
installs them at start when View > Language is ``XX``. It builds the sample event of
``arbiter_gui.sample_event`` (fixed seed, fixed dates) in a temporary folder, so the pictures change
only when the window does, and show the same event in every language; they are reduced to 256 colours
(Pillow, which ReportLab brings) to keep the repository small. Settings and the player library go to a
temporary folder, so the user's recent files and geometry are untouched. tests/test_manual.py checks,
language by language, that every picture a manual shows is made here and every picture made here is
shown. The views of a file can be taken in the language ``XX`` (``fr``, ``de``, ``es``, ``ru``, ``it``;
default: the settings' or the system's).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

try:
    import fcntl
except ImportError:  # Windows: runs are not serialised
    fcntl = None  # type: ignore[assignment]

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QSettings

from arbiter_gui.manual_text import PICTURE_FOLDER, picture_folder
from player_library.sample_lists import Layout, write_list
from texts.catalogue import LANGUAGES, SOURCE_LANGUAGE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from arbiter_gui.main_window import MainWindow

VIEWS = ("players", "rounds", "standings", "crosstable", "audit")
MANUAL_FOLDER = Path(__file__).resolve().parent.parent / "resources" / "manual" / "img"
WINDOW_SIZE = (1100, 680)

SHOTS = (
    "welcome",
    "new_tournament",
    "players",
    "add_player",
    "rounds",
    "edit_pairing",
    "standings",
    "print_chooser",
    "print_preview",
    "check_export",
    "manual_window",
)
"""The manual's pictures, ``<name>.png`` each, in the order they are taken."""
MANUAL_WORK_FOLDER = Path(tempfile.gettempdir()) / "arbiter-desk-pictures"
"""Where the sample event is built: a fixed folder, because the window shows the file's path (its status
bar), and the pictures must not change from run to run. (Not the ``arbiter-desk-manual`` of earlier
versions, which emptied it without a lock: one of them running at the same time would empty this run's.)"""


def shots_folder(out: Path, language: str) -> Path:
    """Where the pictures of the manual in ``language`` go when ``out`` is the English manual's picture
    folder (``img``): ``out`` itself for English, ``out/<language>`` for a translation.

    >>> shots_folder(Path("img"), "en").as_posix(), shots_folder(Path("img"), "ru").as_posix()
    ('img', 'img/ru')
    """
    return out / Path(picture_folder(language)).relative_to(PICTURE_FOLDER)


@contextlib.contextmanager
def _work_folder() -> Iterator[Path]:
    """:data:`MANUAL_WORK_FOLDER`, empty, held for this process only while the pictures are taken (a
    second run at the same time, another language in parallel tests for instance, waits for it)."""
    with open(f"{MANUAL_WORK_FOLDER}.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        shutil.rmtree(MANUAL_WORK_FOLDER, ignore_errors=True)
        MANUAL_WORK_FOLDER.mkdir()
        try:
            yield MANUAL_WORK_FOLDER
        finally:
            shutil.rmtree(MANUAL_WORK_FOLDER, ignore_errors=True)


def _settle(app: QCoreApplication, window: object = None, seconds: float = 0) -> None:
    """Let the window finish: its worker's jobs (standings) delivered, every repaint done; events handled
    for ``seconds`` at least (animations ended), so that a picture is the same from run to run."""
    worker = getattr(window, "worker", None)
    end = time.monotonic() + 60
    while worker is not None and worker.active and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    for _ in range(5):
        app.processEvents()


def save_png(widget: QWidget, path: Path) -> None:
    """``widget`` as it is on screen, in 256 colours, compressed as far as PNG goes."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    widget.grab().save(buffer, "PNG")
    import io

    image = Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGB")
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        path, optimize=True
    )


def _show_whole_tool_bar(window: QWidget) -> None:
    """Widen ``window`` (``WINDOW_SIZE`` at the least) until its tool bar shows every tool, the Section box
    last: in a language of longer words (Russian) the end of it would hide behind the overflow button."""
    from PySide6.QtWidgets import QToolBar

    wanted = max((bar.sizeHint().width() for bar in window.findChildren(QToolBar)), default=0)
    width = max(
        WINDOW_SIZE[0],
        wanted + 2 * window.style().pixelMetric(window.style().PixelMetric.PM_ToolBarFrameWidth),
    )
    if window.width() < width:
        window.resize(width, window.height())


class ScreenshotFailed(RuntimeError):
    """The window refused or failed something the script asked for (nobody is there to close a message)."""


def _window(settings_folder: Path) -> MainWindow:
    from arbiter_gui.errors import describe
    from arbiter_gui.main_window import MainWindow
    from arbiter_gui.prompts import BoxNotice, Prompts
    from arbiter_gui.settings import AppSettings

    class Unattended(Prompts):
        """The real dialogs, but a refusal or a programming error stops the script instead of waiting for
        somebody to close its message."""

        def error(self, parent: QWidget | None, title: str, text: str | BaseException) -> None:
            raise ScreenshotFailed(f"{title}: {text if isinstance(text, str) else describe(text)}")

        def notice(self, parent: QWidget | None, title: str, text: str) -> BoxNotice:
            raise ScreenshotFailed(f"{title}: {text}")

        def bug_report(self, parent: QWidget | None, title: str, message: str, report: str) -> None:
            raise ScreenshotFailed(f"{title}: {message}\n{report}")

    settings = AppSettings(QSettings(str(settings_folder / "s.ini"), QSettings.Format.IniFormat))
    settings.set_library_file(settings_folder / "players.library")
    window = MainWindow(settings, Unattended(), log_folder=settings_folder / "logs")
    window.resize(*WINDOW_SIZE)
    window.show()
    return window


# size-limit exception: one scripted scene per picture of the manual, in the manual's order
def manual_shots(out: Path, language: str = SOURCE_LANGUAGE) -> list[Path]:
    """Take the pictures (``SHOTS``) of the manual in ``language`` into :func:`shots_folder` of ``out``,
    with the window in ``language``; the paths written."""
    from arbiter_gui.app import make_application
    from arbiter_gui.controllers.printing import Output
    from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
    from arbiter_gui.dialogs.end_of_event import SubmissionDialog
    from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
    from arbiter_gui.main_window import PLAYERS, ROUNDS, STANDINGS
    from arbiter_gui.printing import DocumentDialog
    from arbiter_gui.sample_event import build
    from outputs.documents.api import DocumentKind

    out = shots_folder(out, language)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    app.setCursorFlashTime(0)  # the text cursor does not blink: shown in every picture, the same each run
    from arbiter_gui.translation import install_translators

    install_translators(language)  # as the program does at start when View > Language is this one
    written: list[Path] = []

    def shoot(name: str, widget: QWidget) -> None:
        assert name in SHOTS, name
        _settle(app)
        if widget is window:
            _show_whole_tool_bar(window)
            _settle(app, window)
        path = out / f"{name}.png"
        save_png(widget, path)
        written.append(path)

    def dialog_shot(name: str, dialog: QWidget, setup: Callable[[], None] = lambda: None) -> None:
        dialog.show()
        setup()
        _settle(app)
        shoot(name, dialog)
        dialog.close()

    with _work_folder() as folder:
        window = _window(folder)
        library = window.library.player_library()
        assert library is not None
        # a generated FIDE rating list (synthetic players in the official layout)
        library.import_fide_list(write_list(folder / "players_list_foa.txt", 2000, Layout.COMBINED_TXT))
        _settle(app, window)
        shoot("welcome", window)
        new = NewTournamentDialog(window)
        new.name.setText("Lyon Spring Open 2026")
        new.city.setText("Lyon")
        new.federation.setText("FRA")
        new.chief_arbiter.setText("Martin, Claire")
        new.expected_players.setValue(40)
        new.start_date.setDate(QDate(2026, 4, 11))  # not today's: the picture stays the same
        new.end_date.setDate(QDate(2026, 4, 17))
        dialog_shot("new_tournament", new)

        event = build(folder / "Lyon Spring Open 2026.arbiter", players=40, rounds=7, played=4, seed=7)
        window.files.open_path(event)
        _settle(app, window)
        window.show_view(PLAYERS)
        window.players_view.table.view.selectRow(2)
        shoot("players", window)
        register = window.library.registration_dialog()
        search: Any = register.search
        assert search is not None, "the player library did not open"

        def find_a_player() -> None:
            search.query.setText("milica dord")
            search.run_search()
            _settle(app)
            search.table.selectRow(0)
            search.pick_button.click()
            _settle(app, seconds=0.5)  # the query's clear button has faded in (an animation)

        dialog_shot("add_player", register, find_a_player)

        window.show_view(ROUNDS)
        window.rounds.focus_results()
        _settle(app, window)
        shoot("rounds", window)
        state = window.session.state
        assert state is not None
        last = state.round(state.paired)
        assert last is not None
        numbers = {pid: int(p.number) for pid, p in state.player_by_id.items()}
        edit = EditPairingDialog(
            window,
            state.paired,
            [(int(b.white_number), int(b.black_number)) for b in last.boards],
            None if last.pairing_bye is None else numbers.get(last.pairing_bye),
            {int(p.number): p.name for p in state.player_by_id.values()},
        )
        dialog_shot("edit_pairing", edit)

        window.show_view(STANDINGS)
        _settle(app, window)
        shoot("standings", window)
        chooser = DocumentDialog(
            window, list(DocumentKind), state.paired, state.complete, DocumentKind.STANDINGS
        )
        dialog_shot("print_chooser", chooser)

        class Chosen(type(window.prompts)):  # type: ignore[misc]
            """The chooser answered with the standings, as the arbiter would."""

            def run_dialog(self, dialog: object) -> bool:
                return True

        window.prompts = Chosen()
        window.printing.prompts = window.prompts
        window.printing.print_document(Output.PREVIEW)
        _settle(app, window)
        preview = window.printing.preview
        assert preview is not None, "the preview did not open"
        preview.resize(900, 640)
        _settle(app, window)
        shoot("print_preview", preview)
        preview.close()

        tf = window.session.tf
        assert tf is not None
        dialog_shot(
            "check_export", SubmissionDialog(window, tf.endevent.submission_issues(), lambda _issue: None)
        )

        manual = window.show_manual("Pairing")  # the manual in the window's language
        manual.resize(1000, 640)
        _settle(app, window)
        manual.go_to("Pairing")
        shoot("manual_window", manual)
        manual.close()
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the next language's is new
    return written


def view_shots(file: Path, out: Path, language: str | None = None) -> None:
    from arbiter_gui.app import make_application
    from arbiter_gui.translation import install_translators

    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    if language is not None:
        install_translators(language)
    with tempfile.TemporaryDirectory() as tmp:
        window = _window(Path(tmp))
        window.files.open_path(file)
        _settle(app, window)
        for i, name in enumerate(VIEWS):
            window.tabs.setCurrentIndex(i)
            if name == "rounds":
                window.rounds.focus_results()
            if name == "players":
                window.players_view.table.view.selectRow(2)
            _settle(app, window)
            window.grab().save(str(out / f"gui_{name}.png"))
        window.close()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    language = None
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1] if at + 1 < len(args) else ""
        del args[at : at + 2]
    if language is not None and language not in LANGUAGES:
        print(__doc__, file=sys.stderr)
        return 2
    if args[:1] == ["--manual"] and len(args) <= 2:
        out = Path(args[1]) if len(args) == 2 else MANUAL_FOLDER
        for each in [language] if language is not None else list(LANGUAGES):
            for path in manual_shots(out, each):
                print(path)
        return 0
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    view_shots(Path(args[0]), Path(args[1]), language)
    print(args[1])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
