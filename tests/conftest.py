"""Shared test setup: Qt offscreen, where the read-only ``shared/`` material lives, and the main
window with scripted prompts for the GUI tests."""

from __future__ import annotations

import os
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from arbiter_gui.main_window import MainWindow
    from tests.pg_server import PgServer
    from tests.silent_proxy import SilentProxy
    from tests.test_gui_support import ScriptedPrompts

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ARBITER_LANGUAGE"] = "en"
"""The ``arbiter`` command speaks English in every test, whatever the developer's locale (``LANG``),
also in the programs the tests start (they inherit it); a test of another language sets its own."""

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"
CONFORMANCE = SHARED / "conformance"
SHIPPED_PACKAGES: tuple[str, ...] = tuple(
    sorted(
        {
            name.split(".")[0]
            for name in tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
                "setuptools"
            ]["packages"]
        }
        - {"arbiter_desk_resources"}
    )
)
"""The program's top-level packages: ``[tool.setuptools] packages`` of pyproject.toml, the one list
(``tests/test_resources.py`` checks it against the folders on disk)."""
CLONE_ONLY = ("bench", "tests", "installer", "scripts", "resources")
"""Top-level folders of the clone that are not packages of the program (resources/ is installed under
a private name, ``arbiter_desk_resources``)."""

PLAYERS_IN = [
    ("Aronian, Levon", 2740),
    ("Bacrot, Etienne", 2650),
    ("Cornette, Matthieu", 2560),
    ("Dubois, Anne", 2410),
    ("Eloi, Sophie", 2300),
    ("Fontaine, Paul", 2150),
]
"""The club field the GUI and report tests register: names and ratings, strongest first."""


def in_ci() -> bool:
    """The tests run under CI (``CI`` set, and not to ``0``, ``false`` or ``no``), where nothing they
    need may be missing."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def shared_material(path: Path, what: str) -> Path:
    """``path``, a file or folder of the read-only ``../shared`` beside the clone, for a test that needs
    it. Missing, the test fails under CI (a green run must have checked it) and is skipped elsewhere,
    with ``what`` it is and where it was looked for as the reason."""
    if path.exists():
        return path
    reason = f"{what} is missing: {path} (../shared beside this clone)"
    if in_ci():
        pytest.fail(f"{reason}; under CI=true every test must run, so CI needs ../shared", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def conformance_dir() -> Path:
    """The full conformance corpus beside the clone (:func:`shared_material`: without it a test needing
    it fails under CI and is skipped elsewhere; the samples in tests/data always run)."""
    return shared_material(CONFORMANCE, "the conformance corpus")


# The GUI fixtures import Qt and the application only when a test asks for them, so that the engine
# and db tests do not load them.


@pytest.fixture(autouse=True)
def _qt_test_paths(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """GUI tests never write into the user's data or settings folders: the XDG folders point into a
    temporary folder (a test may point them elsewhere; Qt reads them at each call). They run in English
    with the program's English catalogue installed, as the application does.

    The window's worker pins Python's garbage collector to the Qt event loop (``arbiter_gui.collector``);
    a test without Qt runs no event loop, so it gets the automatic collector back for its duration."""
    import gc

    if "qtbot" in request.fixturenames:
        # the program's English catalogue, as the application loads it (its plural forms: "1 player")
        from arbiter_gui.translation import install_translators

        request.getfixturevalue("qapp")  # the translators belong to the application
        install_translators("en")
        folder = tmp_path_factory.mktemp("xdg")
        saved = {name: os.environ.get(name) for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME")}
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
        return
    # Without Qt the engine's and the file's messages are the source texts, whatever lookup a GUI test
    # before this one left installed (its English catalogue has plural forms: "3 rows", not "3 row(s)").
    import engine.i18n

    engine.i18n.set_translator(None)
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        yield
    finally:
        if not was_enabled:
            gc.disable()


@pytest.fixture
def prompts() -> ScriptedPrompts:
    """Answers to the window's questions, queued by the test (see ``tests/test_gui_support.py``)."""
    from tests.test_gui_support import ScriptedPrompts

    return ScriptedPrompts()


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts) -> Iterator[MainWindow]:
    """The main window, shown offscreen, with its settings in ``tmp_path``; closed after the test."""
    from arbiter_gui.main_window import MainWindow
    from tests.test_gui_support import temp_settings

    w = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


# The venue server (issue 30 item 4): a real PostgreSQL per test session, and the operations' tests run
# against both stores by the ``store_url`` fixture.


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A PostgreSQL server of this test session (``tests/pg_server.py``), stopped and deleted at the end.
    Its password is in ``PGPASSWORD`` meanwhile, as a desk gives it (also to the programs a test starts).
    Without PostgreSQL installed the test fails under CI and is skipped elsewhere."""
    from tests.pg_server import PASSWORD, remove_server, start_server

    try:
        server = start_server()
    except RuntimeError as exc:
        if in_ci():
            pytest.fail(f"{exc}; under CI=true every test must run", pytrace=False)
        pytest.skip(str(exc))
    saved = os.environ.get("PGPASSWORD")
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        yield server
    finally:
        if saved is None:
            os.environ.pop("PGPASSWORD", None)
        else:
            os.environ["PGPASSWORD"] = saved
        remove_server(server)


@pytest.fixture
def own_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[PgServer]:
    """A PostgreSQL server of this test alone, for a test that stops it, with ``PGPASSWORD`` set meanwhile;
    deleted after the test. Durable (``start_server(durable=True)``): stopped "immediate", a commit not
    yet on disk would be lost. Without PostgreSQL installed the test fails under CI and is skipped
    elsewhere, as with ``pg_server``."""
    from tests.pg_server import PASSWORD, remove_server, start_server

    try:
        server = start_server(durable=True)
    except RuntimeError as exc:
        if in_ci():
            pytest.fail(f"{exc}; under CI=true every test must run", pytrace=False)
        pytest.skip(str(exc))
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    try:
        yield server
    finally:
        remove_server(server)


@pytest.fixture
def pg_database(pg_server: PgServer) -> Iterator[str]:
    """The URL of an empty database of the tests' server, emptied after the test for the next one."""
    name = pg_server.empty_database()
    yield pg_server.url(name)
    pg_server.give_back(name)


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's event is kept, once per store: a tournament file in ``tmp_path``, then a database
    of the tests' PostgreSQL server (``postgresql://...``). A test taking it runs on both."""
    if request.param == "sqlite":
        return str(tmp_path / "t.arbiter")
    url: str = request.getfixturevalue("pg_database")
    return url


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def module_store_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """As ``store_url``, for an event a module builds once and its tests only read: a tournament file,
    then a database of the tests' server made for the module (dropped after it). A test that changes the
    event works on its own copy (``tests.test_db_support.own_copy``)."""
    if request.param == "sqlite":
        yield str(tmp_path_factory.mktemp("store") / "t.arbiter")
        return
    server: PgServer = request.getfixturevalue("pg_server")
    name = server.new_database("m")
    yield server.url(name)
    server.drop_database(name)


@pytest.fixture
def proxy(pg_database: str) -> Iterator[tuple[SilentProxy, str]]:
    """A proxy to the tests' server that can go silent (``tests/silent_proxy.py``), and the URL of the
    test's database through it: the window's tests at a venue desk (``tests/venue_window_support.py``)."""
    from tests.silent_proxy import proxied

    with proxied(pg_database) as made:
        yield made


# -- no test leaves anything in the repository -------------------------------------------------------
_REPO_ENTRIES_AT_START: set[str] = set()
_CACHES = frozenset({".pytest_cache", ".hypothesis", ".mypy_cache", ".ruff_cache", "__pycache__"})


def pytest_sessionstart(session: pytest.Session) -> None:
    _REPO_ENTRIES_AT_START.update(os.listdir(REPO))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A test that writes into the repository's folder (a file named after a server database read as a
    path, an export to ``-``) fails the run: what a test writes belongs in its ``tmp_path``. Checked once,
    by the process that started the run (not by each xdist worker)."""
    if hasattr(session.config, "workerinput"):
        return
    litter = sorted(
        name
        for name in set(os.listdir(REPO)) - _REPO_ENTRIES_AT_START
        if name not in _CACHES and not name.startswith(".coverage")
    )
    if litter:
        print(f"\nthe tests left these in the repository's folder: {', '.join(litter)}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
