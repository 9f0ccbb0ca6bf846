"""The lock, ``requirements/constraints.txt``: every package the tests, the linters and the bundle are
built with is pinned there, within the ranges of ``pyproject.toml``, and ``scripts/setup.sh`` installed
exactly those versions (it re-installs when the lock changes; ``scripts/update_constraints.sh`` makes a
new lock)."""

from __future__ import annotations

import tomllib
from importlib import metadata

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.conftest import REPO

LOCK = REPO / "requirements" / "constraints.txt"


def pinned() -> dict[str, Version]:
    """The lock's packages (canonical names) and their versions; every line a pin or a comment."""
    out: dict[str, Version] = {}
    for number, line in enumerate(LOCK.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        name, sep, version = line.partition("==")
        assert sep and name.strip() == name and version.strip() == version, f"line {number}: {line!r}"
        key = canonicalize_name(name)
        assert key not in out, f"line {number}: {name} pinned twice"
        out[key] = Version(version)
    return out


def requirements() -> list[Requirement]:
    """What pyproject.toml asks for: the program's dependencies, its test and bundle groups."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    groups = project["optional-dependencies"]
    return [Requirement(r) for r in [*project["dependencies"], *groups["test"], *groups["bundle"]]]


def test_every_requirement_is_pinned_within_its_range() -> None:
    pins = pinned()
    for req in requirements():
        if req.marker is not None and not req.marker.evaluate():
            continue
        key = canonicalize_name(req.name)
        assert key in pins, f"{req.name} is not in {LOCK.name}: run scripts/update_constraints.sh"
        assert req.specifier.contains(pins[key], prereleases=True), (
            f"{req.name}=={pins[key]} in {LOCK.name} is outside pyproject.toml's {req}"
        )


def test_the_lock_pins_the_tools_and_not_the_program() -> None:
    pins = pinned()
    for tool in ("ruff", "mypy", "pytest", "pytest-xdist", "hypothesis", "pyinstaller", "pip", "setuptools"):
        assert tool in pins, tool
    assert "arbiter-desk" not in pins


def test_the_environment_has_the_versions_of_the_lock() -> None:
    """scripts/setup.sh installs through the lock and again when it changes (its stamp covers it): a
    package of another version here means the lock changed and setup.sh did not follow."""
    wrong = []
    for name, version in pinned().items():
        try:
            installed = Version(metadata.version(name))
        except metadata.PackageNotFoundError:
            continue  # pinned for another group or platform, not installed here
        if installed != version:
            wrong.append(f"{name} {installed} (the lock: {version})")
    assert not wrong, "installed versions differ from the lock (run scripts/setup.sh): " + ", ".join(wrong)
