"""The user manual inside the program (Help > Manual, F1), read from the files shipped with it: no
internet, no browser.

The manual is Markdown with its screenshots beside it (``resources/manual/``, installed as
``arbiter_desk_resources/manual``; ``arbiter_gui.resources``). Qt's own Markdown reader shows it in a
``QTextBrowser``; the headings make the table of contents, and :func:`MainWindow.help_topic` opens the
section that fits what is on screen (context help).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QImage, QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QWidget

from arbiter_gui.resources import resource_dir

MANUAL_FILE = "manual.md"
IMAGE_WIDTH = 720
"""Screenshots wider than this (pixels) are shown smaller in the help window."""


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    position: int
    """Where the heading starts in the document (a character position)."""


def manual_path() -> Path | None:
    """The manual's Markdown file as installed (None: not installed)."""
    folder = resource_dir("manual")
    if folder is None or not (folder / MANUAL_FILE).is_file():
        return None
    return folder / MANUAL_FILE


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


class ManualWindow(QWidget):
    """The manual: its table of contents on the left, the text on the right."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Arbiter Desk manual"))
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(True)
        splitter = QSplitter(self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        from PySide6.QtWidgets import QVBoxLayout

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.resize(1100, 760)
        self.sections: list[Heading] = []
        self.path = path if path is not None else manual_path()
        self._load()
        self.contents.currentItemChanged.connect(self._contents_clicked)

    def _load(self) -> None:
        if self.path is None:
            self.browser.setPlainText(
                QCoreApplication.translate(
                    "ManualWindow",
                    "The manual is not installed with this copy of Arbiter Desk "
                    "(resources/manual is missing). Reinstall the program to get it back.",
                )
            )
            return
        self.browser.setSource(
            QUrl.fromLocalFile(str(self.path)), QTextDocument.ResourceType.MarkdownResource
        )
        self._fit_images()
        self.sections = headings(self.browser.document())
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

    def _fit_images(self) -> None:
        """Screenshots shown at most ``IMAGE_WIDTH`` wide, in proportion."""
        assert self.path is not None
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                form = fragment.charFormat()
                if fragment.isValid() and form.isImageFormat():
                    image_format = form.toImageFormat()
                    image = QImage(str(self.path.parent / image_format.name()))
                    if not image.isNull() and image.width() > IMAGE_WIDTH:
                        image_format.setWidth(IMAGE_WIDTH)
                        image_format.setHeight(IMAGE_WIDTH * image.height() / image.width())
                        cursor = QTextCursor(document)
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(
                            fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                        )
                        cursor.setCharFormat(image_format)
                it += 1
            block = block.next()

    def title(self) -> str:
        """The manual's first heading."""
        return self.sections[0].text if self.sections else ""

    def go_to(self, section: str | None) -> bool:
        """Show the section whose heading is ``section`` at the top (None: the beginning). False when
        the manual has no such heading."""
        if section is None:
            self._scroll_to(0)
            return True
        for heading in self.sections:
            if heading.text == section:
                self._scroll_to(heading.position)
                self._select(heading.position)
                return True
        return False

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

    def image_loaded(self, name: str) -> bool:
        """Whether the image ``name`` (as the manual writes it) is loaded into the document."""
        resource = self.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        return isinstance(resource, QImage) and not resource.isNull()
