"""The user manual inside the program (Help > Manual, F1), read from the files shipped with it: no
internet, no browser.

The manual is Markdown with its screenshots beside it (``resources/manual/``, installed as
``arbiter_desk_resources/manual``; ``texts.resources``). Qt's own Markdown reader shows it in a
``QTextBrowser``; the headings make the table of contents, and :func:`MainWindow.help_topic` opens the
section that fits what is on screen (context help); ``arbiter_gui.dialog_help`` does the same from the
dialogs.

It opens in the window's language (:func:`arbiter_gui.translation.window_language`): ``manual.fr.md`` when
the window speaks French, the English ``manual.md`` when the language has no translation. The program
names a section by its English heading or anchor; a translation has the same headings in the same order
(:mod:`arbiter_gui.manual_text`), so the section shown is the translated heading at the same position.

One manual window per main window, kept by its :class:`ManualDesk`. A dialog shown with ``exec()`` is
application-modal: Qt then blocks the input of every window except the dialog and the windows it owns (its
children, transient ones included). So when F1 is pressed in a dialog, the desk lends the manual window to
that dialog (it becomes the dialog's child window): the arbiter can read, scroll and follow links in the
manual while the dialog stays open, and go on typing in the dialog. When the dialog closes, the manual goes
back to the window that lent it (an outer dialog still open, else the main window) and stays open.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QImage,
    QResizeEvent,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
)
from PySide6.QtWidgets import QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from arbiter_gui.manual_text import MANUAL_FILE, anchors, heading_lines, manual_file, slug
from arbiter_gui.translation import window_language
from texts.resources import resource_dir

IMAGE_WIDTH = 820
"""Screenshots wider than this (pixels) are shown smaller in the help window."""


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    position: int
    """Where the heading starts in the document (a character position)."""


def manual_folder() -> Path | None:
    """The folder of the manuals and their pictures as installed (None: not installed)."""
    return resource_dir("manual")


def manual_path(language: str | None = None) -> Path | None:
    """The manual's Markdown file as installed, in ``language`` (None: the window's), or in English
    when that language has no translation (None: not installed)."""
    folder = manual_folder()
    if folder is None:
        return None
    for name in (manual_file(language or window_language()), MANUAL_FILE):
        if (folder / name).is_file():
            return folder / name
    return None


def headings(document: QTextDocument) -> list[Heading]:
    """The document's headings, in order."""
    found = []
    block: QTextBlock = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            found.append(Heading(level, block.text().strip(), block.position()))
        block = block.next()
    return found


class _Browser(QTextBrowser):
    """The text, which fits its pictures to its width when resized."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__()
        self._resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resized()


class ManualWindow(QWidget):
    """The manual: its table of contents on the left, the text on the right."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Arbiter Desk manual"))
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.browser = _Browser(self._fit_images)
        self.browser.setOpenLinks(False)  # links are followed by _follow (Qt's reader makes no anchors)
        self.browser.anchorClicked.connect(self._follow)
        splitter = QSplitter(self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 860])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.resize(1100, 760)
        self.sections: list[Heading] = []
        self.english: list[str] = []
        """The English manual's headings, in order: the n-th names the n-th of :attr:`sections`."""
        self._natural: dict[str, tuple[int, int]] = {}
        self.path = path if path is not None else manual_path()
        self.browser.document().setDocumentMargin(14)
        self._load()
        self.contents.currentItemChanged.connect(self._contents_clicked)

    def _load(self) -> None:
        if self.path is None or not self.path.is_file():
            self.browser.setPlainText(
                QCoreApplication.translate(
                    "ManualWindow",
                    "The manual is not installed with this copy of Arbiter Desk ({path} is missing). "
                    "Reinstall the program to get it back.",
                ).format(path=self.path or "resources/manual")
            )
            return
        self.browser.setSource(
            QUrl.fromLocalFile(str(self.path)), QTextDocument.ResourceType.MarkdownResource
        )
        self._natural = self._image_sizes()
        self._fit_images()
        self.sections = headings(self.browser.document())
        self.english = self._english_headings()
        parents: list[tuple[int, QTreeWidgetItem]] = []
        for heading in self.sections:
            if heading.level == 1:  # the manual's title
                continue
            while parents and parents[-1][0] >= heading.level:
                parents.pop()
            item = QTreeWidgetItem([heading.text])
            item.setData(0, Qt.ItemDataRole.UserRole, heading.position)
            if parents:
                parents[-1][1].addChild(item)
            else:
                self.contents.addTopLevelItem(item)
            parents.append((heading.level, item))
        self.contents.expandToDepth(0)

    def _english_headings(self) -> list[str]:
        """The headings of the English manual beside this one (this one's own when it is the English one,
        or when the English one is missing)."""
        assert self.path is not None
        english = self.path.parent / MANUAL_FILE
        if self.path.name == MANUAL_FILE or not english.is_file():
            return [heading.text for heading in self.sections]
        return [heading.text for heading in heading_lines(english.read_text(encoding="utf-8"))]

    def _images(self) -> list[tuple[int, int, QTextImageFormat]]:
        """(position, length, format) of each picture in the document."""
        found = []
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    found.append(
                        (fragment.position(), fragment.length(), fragment.charFormat().toImageFormat())
                    )
                it += 1
            block = block.next()
        return found

    def _image_sizes(self) -> dict[str, tuple[int, int]]:
        """Each picture's own size in pixels, by the name the manual gives it."""
        assert self.path is not None
        sizes = {}
        for _position, _length, image_format in self._images():
            image = QImage(str(self.path.parent / image_format.name()))
            if not image.isNull():
                sizes[image_format.name()] = (image.width(), image.height())
        return sizes

    def _fit_images(self) -> None:
        """Pictures as wide as their own size, the text's width and ``IMAGE_WIDTH`` allow, in proportion
        (again when the window is resized)."""
        document = self.browser.document()
        frame = document.rootFrame().frameFormat()
        # room after the end, so that the last sections too can be scrolled to the top
        frame.setBottomMargin(max(0, self.browser.viewport().height() - 60))
        document.rootFrame().setFrameFormat(frame)
        if not self._natural:
            return
        room = self.browser.viewport().width() - 2 * int(self.browser.document().documentMargin()) - 24
        limit = max(200, min(IMAGE_WIDTH, room))
        cursor = QTextCursor(self.browser.document())
        for position, length, image_format in self._images():
            width, height = self._natural.get(image_format.name(), (0, 0))
            if not width:
                continue
            shown = min(width, limit)
            if abs(image_format.width() - shown) < 1:
                continue
            image_format.setWidth(shown)
            image_format.setHeight(shown * height / width)
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(image_format)

    def title(self) -> str:
        """The manual's first heading."""
        return self.sections[0].text if self.sections else ""

    def section(self, english: str) -> Heading | None:
        """The heading of this manual that translates the English heading ``english`` (the one at the same
        position), else the heading written ``english`` in this manual; None when there is neither."""
        if english in self.english:
            index = self.english.index(english)
            if index < len(self.sections):
                return self.sections[index]
        return next((heading for heading in self.sections if heading.text == english), None)

    def go_to(self, section: str | None) -> bool:
        """Show the section whose English heading is ``section`` (or whose heading is ``section`` in this
        manual's language) at the top (None: the beginning). False when the manual has no such section."""
        if section is None:
            self._scroll_to(0)
            return True
        heading = self.section(section)
        if heading is None:
            return False
        self._show(heading)
        return True

    def go_to_anchor(self, anchor: str) -> bool:
        """Show the section whose English anchor (:func:`slug` of its English heading, as
        ``arbiter_gui.dialog_help`` names the dialogs' sections) is ``anchor``, or whose own anchor it is.
        False when the manual has no such section."""
        english = anchors(self.english)
        if anchor in english and english.index(anchor) < len(self.sections):
            self._show(self.sections[english.index(anchor)])
            return True
        return self._go_to_own_anchor(anchor)

    def _go_to_own_anchor(self, anchor: str) -> bool:
        """Show the section whose anchor in this manual (as its own links name it) is ``anchor``."""
        own = anchors(heading.text for heading in self.sections)
        if anchor not in own:
            return False
        self._show(self.sections[own.index(anchor)])
        return True

    def _show(self, heading: Heading) -> None:
        self._scroll_to(heading.position)
        self._select(heading.position)

    def _follow(self, url: QUrl) -> None:
        """A link clicked: a section of the manual (``#anchor`` of one of its headings), or a page outside
        (the system opens it)."""
        if url.hasFragment() and (url.isRelative() or url.path() == self.browser.source().path()):
            self._go_to_own_anchor(url.fragment(QUrl.ComponentFormattingOption.FullyDecoded))
            return
        QDesktopServices.openUrl(url)

    def current_section(self) -> str:
        """The heading of the section at the top of the text."""
        top = self.browser.cursorForPosition(self.browser.viewport().rect().topLeft()).position()
        current = ""
        for heading in self.sections:
            if heading.position <= top + 1:
                current = heading.text
        return current

    def _select(self, position: int) -> None:
        items = [self.contents.topLevelItem(i) for i in range(self.contents.topLevelItemCount())]
        while items:
            item = items.pop(0)
            if item is None:
                continue
            if item.data(0, Qt.ItemDataRole.UserRole) == position:
                self.contents.blockSignals(True)
                self.contents.setCurrentItem(item)
                self.contents.blockSignals(False)
                return
            items.extend(item.child(i) for i in range(item.childCount()))

    def _contents_clicked(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None:
            self._scroll_to(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def _scroll_to(self, position: int) -> None:
        document = self.browser.document()
        block = document.findBlock(position)
        top = document.documentLayout().blockBoundingRect(block).top()
        cursor = QTextCursor(block)
        self.browser.setTextCursor(cursor)
        self.browser.verticalScrollBar().setValue(int(top))


class ManualDesk(QObject):
    """Keeps the one manual window of ``home`` (the main window) and shows it over whichever window asks:
    lent to a dialog while that dialog is open (so that its modality does not block the manual), given back
    when the dialog closes. A child of ``home``: dialogs find it with :func:`desk_of`."""

    def __init__(self, home: QWidget) -> None:
        super().__init__(home)
        self.home = home
        self._window: ManualWindow | None = None
        self._borrowers: list[QWidget] = []
        """The dialogs the manual was lent to and that are still open, the innermost last."""

    @property
    def window(self) -> ManualWindow | None:
        """The manual's window, if it was made (and not destroyed with a dialog it was lent to)."""
        if self._window is not None and not shiboken6.isValid(self._window):
            self._window = None
        return self._window

    def show(
        self, section: str | None = None, anchor: str | None = None, over: QWidget | None = None
    ) -> ManualWindow:
        """The manual at the heading ``section`` or at ``anchor`` (a :func:`slug`; neither: the beginning),
        shown over ``over``'s window (None: the main window's level)."""
        manual = self.window
        if manual is None:
            manual = self._window = ManualWindow(self.home)
        owner = self.home if over is None else over.window()
        if owner is not self.home and owner not in self._borrowers:
            owner.installEventFilter(self)
            self._borrowers.append(owner)
        newly_shown = manual.isHidden()
        if manual.parentWidget() is not owner:
            self._move(manual, owner)
        if newly_shown and owner is not self.home:
            self._place_beside(manual, owner)
        manual.show()
        manual.raise_()
        manual.activateWindow()
        if anchor is not None:
            manual.go_to_anchor(anchor)
        else:
            manual.go_to(section)
        return manual

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A dialog that borrowed the manual closes: the manual goes back to the next window still open."""
        if event.type() == QEvent.Type.Hide and watched in self._borrowers:
            self._borrowers.remove(watched)
            watched.removeEventFilter(self)
            manual = self.window
            if manual is not None and manual.parentWidget() is watched:
                back = next((w for w in reversed(self._borrowers) if w.isVisible()), self.home)
                self._move(manual, back)
        return False

    @staticmethod
    def _move(manual: ManualWindow, owner: QWidget) -> None:
        """Make ``manual`` a window of ``owner``, where it was and as it was (shown or not)."""
        shown = manual.isVisible() or not manual.isHidden()
        geometry = manual.geometry()
        manual.setParent(owner, manual.windowFlags() | Qt.WindowType.Window)
        manual.setGeometry(geometry)
        if shown:
            manual.show()

    @staticmethod
    def _place_beside(manual: ManualWindow, dialog: QWidget) -> None:
        """Put the manual beside the dialog (right, else left) when the screen has room, so that it does
        not cover the form being filled."""
        screen = dialog.screen().availableGeometry()
        frame = dialog.frameGeometry()
        width = min(manual.width(), screen.width())
        height = min(manual.height(), screen.height())
        manual.resize(width, height)
        top = max(screen.top(), min(frame.top(), screen.bottom() - height))
        if frame.right() + width < screen.right():
            manual.move(QPoint(frame.right() + 1, top))
        elif frame.left() - width > screen.left():
            manual.move(QPoint(frame.left() - width, top))


def desk_of(widget: QWidget) -> ManualDesk:
    """The manual desk of the main window ``widget`` belongs to (a dialog without a main window gets a desk
    of its own)."""
    root = widget
    while (parent := root.parentWidget()) is not None:
        root = parent
    desk = root.findChild(ManualDesk, "", Qt.FindChildOption.FindDirectChildrenOnly)
    return desk if isinstance(desk, ManualDesk) else ManualDesk(root)


__all__ = [
    "Heading",
    "ManualDesk",
    "ManualWindow",
    "desk_of",
    "headings",
    "manual_folder",
    "manual_path",
    "slug",
]
