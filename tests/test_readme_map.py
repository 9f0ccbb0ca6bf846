"""The README's "Where things are" (issue 27 item 6) lists every package of the program, one line each,
and nothing that is not on disk: a package added, moved or removed without its line fails here."""

from __future__ import annotations

import re
import tomllib

from tests.conftest import REPO

RESOURCES_PACKAGE = "arbiter_desk_resources"


def map_rows() -> list[str]:
    """The folders of the table under "## Where things are", in their order."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Where things are\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([^`]+)/` \|", section, flags=re.MULTILINE)


def shipped_package_folders() -> set[str]:
    """Every package of the wheel (pyproject.toml) as a folder of the clone."""
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    renamed: dict[str, str] = setuptools["package-dir"]
    return {renamed.get(name, name.replace(".", "/")) for name in setuptools["packages"]}


def test_the_map_has_rows() -> None:
    rows = map_rows()
    assert "engine" in rows and "db" in rows and len(rows) == len(set(rows))


def test_every_package_of_the_program_has_its_line() -> None:
    assert shipped_package_folders() - set(map_rows()) == set(), "add a line to the README's map"


def test_every_line_names_a_folder_on_disk() -> None:
    missing = [row for row in map_rows() if not (REPO / row).is_dir()]
    assert missing == [], "the README's map lists folders that are not there"


def test_every_python_package_on_disk_is_shipped_or_a_folder_of_the_clone() -> None:
    """A package folder of the clone that is neither in the wheel nor listed (tests, bench ...) would be
    a room nobody finds."""
    rows = set(map_rows())
    packages = {
        init.parent.relative_to(REPO).as_posix()
        for init in REPO.glob("*/**/__init__.py")
        if ".venv" not in init.parts and "__pycache__" not in init.parts
    }
    clone_only = {p for p in packages if p.split("/")[0] in rows and p not in shipped_package_folders()}
    unlisted = {p for p in packages if p.split("/")[0] not in rows}
    assert unlisted == set()
    assert all(p.split("/")[0] in {"tests", "bench", "resources"} for p in clone_only), clone_only
