"""Keep the translations in step with the code: ``scripts/translations.py update|release|check``.

- ``update``: ``pyside6-lupdate`` reads every string marked for translation (``tr``, ``translate``,
  ``QT_TRANSLATE_NOOP``) in the files of each area of :data:`AREAS` into that area's
  ``resources/translations/AREA_XX.ts`` for each language of ``texts.catalogue.LANGUAGES``
  (English: only the plural forms of ``%n`` texts); every text with ``%n`` is a plural message.
  New strings come in unfinished; strings gone from the code are dropped. Translate them (Qt Linguist,
  ``pyside6-linguist``, or any editor), then run ``release``.
- ``release``: ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` that Qt loads. The ``.qm`` files
  are committed, so that a wheel or a bundle built from a clone has them without this step.
- ``check``: fails (exit 1) when a ``.qm`` is not what ``release`` makes from its ``.ts`` (tests run it).

Both tools come with the PySide6 wheel (``scripts/setup.sh`` installs it); nothing is downloaded.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from texts.catalogue import CATALOGUE, CATALOGUES, LANGUAGES, SOURCE_LANGUAGE, Message, read_ts  # noqa: E402

FOLDER = REPO / "resources" / "translations"

AREAS: dict[str, tuple[str, ...]] = {
    "cli": (
        "arbiter_gui/entry.py",
        "cli/**/*.py",
        "engine/__main__.py",
        "engine/cli.py",
        "engine/standings_cli.py",
    ),
    CATALOGUE: ("arbiter_gui/**/*.py", "texts/**/*.py", "outputs/documents/**/*.py", "outputs/projector.py"),
    "pairing": (
        "engine/dutch/**/*.py",
        "engine/dutch2012/**/*.py",
        "engine/burstein/**/*.py",
        "engine/system_policy.py",
        "engine/roundrobin/**/*.py",
        "engine/manual_pairing*.py",
        "engine/pairing_warnings.py",
        "engine/acceleration.py",
        "engine/submission.py",
    ),
    "engine": ("engine/**/*.py", "osfiles/**/*.py"),
    "db": ("db/**/*.py", "operations/**/*.py", "player_library/**/*.py", "formats/**/*.py", "values/**/*.py"),
    "publish": ("outputs/**/*.py",),
}
"""The files each catalogue reads, as patterns from the repository's root: a file belongs to the first
area whose patterns match it (the ``arbiter`` command's files before the window's, the pairing rules'
before the rest of the engine's). Its keys are ``texts.catalogue.CATALOGUES``."""

assert tuple(AREAS) == CATALOGUES, "scripts/translations.AREAS and texts.catalogue.CATALOGUES differ"


def area_sources() -> dict[str, list[str]]:
    """Each area's Python files, relative to the repository, each file in exactly one area."""
    taken: set[Path] = set()
    sources: dict[str, list[str]] = {}
    for area, patterns in AREAS.items():
        files = {path for pattern in patterns for path in REPO.glob(pattern) if path.is_file()} - taken
        taken |= files
        sources[area] = sorted(str(path.relative_to(REPO)) for path in files)
    return sources


def tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease`` beside this Python (the virtualenv's), else on PATH."""
    here = Path(sys.executable).parent / f"pyside6-{name}"
    for candidate in (here, here.with_suffix(".exe")):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: run scripts/setup.sh")
    return found


def ts_path(language: str, area: str = CATALOGUE) -> Path:
    return FOLDER / f"{area}_{language}.ts"


PLURAL_FORMS = {"ru": 3}
"""Plural forms per language (Qt Linguist's numerus rules; ``texts.catalogue.plural_form``): 2 for
the others."""


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for area, sources in area_sources().items():
        for language in LANGUAGES:
            update_catalogue(ts_path(language, area), language, sources)


def lupdate(sources: list[str], ts: Path, *options: str) -> None:
    """``pyside6-lupdate`` of ``sources`` into ``ts`` (strings the code lost are dropped)."""
    subprocess.run(
        [tool("lupdate"), "-locations", "none", "-no-obsolete", *options, *sources, "-ts", str(ts)],
        check=True,
        cwd=REPO,
        capture_output=True,
    )


def update_catalogue(path: Path, language: str, sources: list[str]) -> None:
    """One ``.ts`` in step with its sources, its translations kept; then its plural messages made."""
    before = {(m.context, m.source, m.comment): m for m in read_ts(path)} if path.is_file() else {}
    lupdate(sources, path, "-source-language", SOURCE_LANGUAGE, "-target-language", language)
    make_plurals(path, language, before)


def make_plurals(path: Path, language: str, before: dict[tuple[str, str, str], Message]) -> None:
    """Every text with ``%n`` becomes a plural (numerus) message, its forms kept from ``before``.

    lupdate marks as plural only ``tr(text, disambiguation, n)`` calls: it reads the fourth argument of
    ``translate(context, text, disambiguation, n)`` as Qt 4's encoding unless it is a number. The
    English file keeps only the plural messages (English needs a translation for those alone)."""
    tree = ET.parse(path)
    root = tree.getroot()
    forms = PLURAL_FORMS.get(language, 2)
    for context in list(root.iter("context")):
        name = context.findtext("name") or ""
        for message in list(context.iter("message")):
            source = message.findtext("source") or ""
            if "%n" not in source:
                if language == SOURCE_LANGUAGE:
                    context.remove(message)
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            old = before.get((name, source, message.findtext("comment") or ""))
            texts = list(old.translations) if old is not None and old.numerus else []
            texts = (texts + [""] * forms)[:forms]
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for text in texts:
                ET.SubElement(translation, "numerusform").text = text
            if old is not None and old.numerus and old.finished and all(texts):
                translation.attrib.pop("type", None)
            else:
                translation.set("type", "unfinished")
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    with path.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def release(folder: Path = FOLDER) -> list[Path]:
    written = []
    for area in AREAS:
        for language in LANGUAGES:
            qm = folder / f"{area}_{language}.qm"
            subprocess.run(
                [tool("lrelease"), "-silent", str(ts_path(language, area)), "-qm", str(qm)],
                check=True,
                cwd=REPO,
            )
            written.append(qm)
    return written


def check() -> int:
    """0 when every committed ``.qm`` is the compilation of its ``.ts``."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for fresh in release(Path(tmp)):
            committed = FOLDER / fresh.name
            if not committed.is_file() or committed.read_bytes() != fresh.read_bytes():
                stale.append(committed.name)
    for name in stale:
        print(f"{name} is not compiled from its .ts: run scripts/translations.py release", file=sys.stderr)
    return 1 if stale else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
        return 0
    if command == "release":
        for qm in release():
            print(f"wrote {qm.relative_to(REPO)}")
        return 0
    if command == "check":
        return check()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
