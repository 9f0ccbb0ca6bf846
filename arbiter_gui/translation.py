"""The window's language: Qt's translators for the program (``arbiter_desk_XX.qm``) and for Qt's own
dialogs (``qtbase_XX.qm``), chosen in the settings (View > Language) or, by default, the system's.

The choice takes effect when the program starts again (the window builds its texts once). The same
language becomes the default of :mod:`texts.catalogue`, which the printed documents use unless
they are printed in the event's language, and the help window's (:func:`window_language`: the manual in
that language when it is translated).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from arbiter_gui.settings import AppSettings
from texts.catalogue import (
    CATALOGUE,
    CATALOGUES,
    LANGUAGES,
    SOURCE_LANGUAGE,
    catalogue_path,
    default_language,
    language_code,
    use_for_engine_messages,
)
from texts.catalogue import set_default_language as _set_catalogue_language

_installed: list[QTranslator] = []
"""The translators in use (kept alive here: Qt does not own them)."""


def system_language() -> str:
    """The system's language when Arbiter Desk speaks it, English otherwise."""
    for name in QLocale.system().uiLanguages():
        code = language_code(name)
        if code != SOURCE_LANGUAGE or name.lower().startswith("en"):
            return code
    return SOURCE_LANGUAGE


def chosen_language(settings: AppSettings) -> str:
    """The language the arbiter chose in the settings, or the system's when none was chosen."""
    chosen = settings.language()
    return chosen if chosen in LANGUAGES else system_language()


def window_language() -> str:
    """The window's language: the one :func:`install_translators` put in force (at start, the settings'
    or the system's: ``arbiter_gui.app.make_application``); English before, or after
    :func:`remove_translators`. The manual opens in it. It is the catalogue's default language, which
    :func:`install_translators` sets."""
    return default_language()


def remove_translators() -> None:
    """Back to the source texts (English without its plural forms): what tests start from."""
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _set_catalogue_language(SOURCE_LANGUAGE)


def install_translators(language: str) -> list[QTranslator]:
    """Put ``language`` in force for Qt's ``tr``, for the catalogue and for the messages of the engine
    and the tournament file (:mod:`engine.i18n`); returns the translators loaded (for English, only the
    plural forms of its counts)."""
    app = QCoreApplication.instance()
    remove_translators()
    language = language_code(language)
    _set_catalogue_language(language)
    use_for_engine_messages()
    QLocale.setDefault(QLocale(language))
    if app is None:
        return []
    files = [catalogue_path(language, ".qm", stem) for stem in CATALOGUES]
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path in files:
        translator = QTranslator(app)
        if path is not None and translator.load(str(path)):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    if language != SOURCE_LANGUAGE:
        translator = QTranslator(app)
        if translator.load(f"qtbase_{language}", qt_folder):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    return list(_installed)


__all__ = ["CATALOGUE", "chosen_language", "install_translators", "system_language", "window_language"]
