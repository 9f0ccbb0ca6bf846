"""Screenshots of each main view, for the documentation and for looking at the layout::

    xvfb-run -s "-screen 0 1400x900x24" python -m arbiter_gui.screenshots FILE.arbiter OUT_DIR [--language XX]

Writes ``OUT_DIR/gui_<view>.png`` (the window as the arbiter sees it, menus and status bar included),
in the language ``XX`` (``fr``, ``de``, ``es``, ``ru``, ``it``; default: the settings' or the system's).
Settings go to a temporary folder, so the user's recent files and geometry are untouched.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from arbiter_gui.catalogue import LANGUAGES

VIEWS = ("players", "rounds", "standings", "crosstable", "audit")


def _settle(app: QCoreApplication, window: object = None) -> None:
    """Let the window finish: its worker's jobs (standings) delivered, every repaint done."""
    import time

    worker = getattr(window, "worker", None)
    end = time.monotonic() + 60
    while worker is not None and worker.active and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    for _ in range(5):
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    language = None
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1] if at + 1 < len(args) else None
        del args[at : at + 2]
    if len(args) != 2 or (language is not None and language not in LANGUAGES):
        print(__doc__, file=sys.stderr)
        return 2
    file, out = Path(args[0]), Path(args[1])
    out.mkdir(parents=True, exist_ok=True)
    from arbiter_gui.app import make_application
    from arbiter_gui.main_window import MainWindow
    from arbiter_gui.settings import AppSettings
    from arbiter_gui.translation import install_translators

    app = make_application()
    if language is not None:
        install_translators(language)
    with tempfile.TemporaryDirectory() as tmp:
        settings = AppSettings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings)
        window.resize(1280, 800)
        window.show()
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
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
