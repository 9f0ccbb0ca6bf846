"""``osfiles.output_files``: the one decision "may the program write here" (issue 25.1) and the one writer
that writes whole or not at all through an exclusive temporary (issue 25.2, 25.5)."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest

from osfiles import output_files
from osfiles.output_files import (
    STALE_TEMPORARY_SECONDS,
    OutputFailed,
    OutputRefused,
    Refusals,
    exclusive_temporary,
    refuse_kept,
    remove_stale_temporaries,
    write_output,
    write_outputs,
    write_whole,
)
from player_library import PlayerLibrary

ARBD = 0x41524244


def _database(path: Path, application_id: int = 0) -> Path:
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA application_id = {application_id}")
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    return path


@pytest.fixture
def event(tmp_path: Path) -> Path:
    """An open tournament file as the decision sees it (a database with the tournament's id)."""
    return _database(tmp_path / "open.arbiter", ARBD)


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize(
    "name",
    [
        "open.arbiter",
        "OPEN.ARBITER",  # a case-insensitive drive would write over it
        "open.arbiter-journal",
        "open.arbiter-wal",
        "open.arbiter-shm",
        "open.arbiter.lock",
        "open.arbiter.new",
        "open.arbiter.new-journal",
    ],
)
def test_the_open_file_and_its_own_files_are_refused_even_when_absent(event: Path, name: str) -> None:
    target = event.with_name(name)
    with pytest.raises(OutputRefused, match="open tournament file or one of its own files"):
        refuse_kept(target, (event,))


def test_the_open_file_is_refused_through_a_hard_link_a_link_and_a_dangling_link(
    event: Path, tmp_path: Path
) -> None:
    other = tmp_path / "elsewhere"
    other.mkdir()
    hard = other / "results.trf"
    os.link(event, hard)
    soft = other / "standings.pdf"
    soft.symlink_to(event)
    dangling = other / "pairings.pdf"
    dangling.symlink_to(event.with_name("open.arbiter-journal"))  # not there yet
    folder_link = tmp_path / "via"
    folder_link.symlink_to(tmp_path, target_is_directory=True)
    for target in (hard, soft, dangling, folder_link / "open.arbiter"):
        with pytest.raises(OutputRefused, match="open tournament file"):
            refuse_kept(target, (event,))
    # the same, named through a link to the open file
    with pytest.raises(OutputRefused, match="open tournament file"):
        refuse_kept(event, (soft,))


def test_any_database_and_its_companions_are_refused_without_being_named(tmp_path: Path) -> None:
    """Another tournament, a backup, the player library and its FIDE lists, another program's data:
    refused by what they hold (and their journals, locks and copies by their names)."""
    other = _database(tmp_path / "other.arbiter", ARBD)
    foreign = _database(tmp_path / "accounts.db")
    with PlayerLibrary(tmp_path / "players.library"):
        pass
    for target in (other, foreign, tmp_path / "players.library"):
        before = target.read_bytes()
        with pytest.raises(OutputRefused, match="is a database"):
            refuse_kept(target)
        assert target.read_bytes() == before
    for name in ("other.arbiter-journal", "other.arbiter.lock", "players.library-wal", "accounts.db.part"):
        with pytest.raises(OutputRefused, match="belongs to the database"):
            refuse_kept(tmp_path / name)


def test_the_backups_folder_of_any_tournament_file_is_refused(event: Path, tmp_path: Path) -> None:
    backups = tmp_path / "open.arbiter.backups"
    backups.mkdir()
    for kept in ((event,), ()):  # named as open, or found beside its database
        with pytest.raises(OutputRefused, match="automatic backups folder of open.arbiter"):
            refuse_kept(backups / "standings.pdf", kept)
        with pytest.raises(OutputRefused, match="automatic backups folder"):
            refuse_kept(backups / "sub" / "index.html", kept)
    lookalike = tmp_path / "photos.backups"  # no database beside it: a folder like any other
    lookalike.mkdir()
    refuse_kept(lookalike / "standings.pdf")


def test_what_is_no_regular_file_is_refused(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for target in (tmp_path, pipe, Path(os.devnull)):
        with pytest.raises(OutputRefused, match="not a regular file"):
            refuse_kept(target)


def test_ordinary_names_are_allowed(event: Path, tmp_path: Path) -> None:
    for name in ("open.trf", "open.arbiter.pdf", "open.arbiter.newsletter.pdf", "standings.csv", "x.part"):
        refuse_kept(tmp_path / name, (event,))
    old = tmp_path / "old.json"
    old.write_text("{}")
    refuse_kept(old, (event,))


def _verdict(judge: Any, target: Path) -> str:
    """What a judge says of ``target``: its refusal's sentence, or ``allowed``."""
    try:
        judge(target)
    except OutputRefused as refusal:
        return str(refusal)
    return "allowed"


def test_many_targets_are_judged_each_as_alone(event: Path, tmp_path: Path) -> None:
    """``Refusals`` (a web folder's pages, judged in one go: what depends on the folder found once)
    says of each target what ``refuse_kept`` says of it alone, whatever came before it in the same
    folder: ordinary pages, links to the open file and into its backups, its companions, databases,
    a backups folder, something that is no regular file."""
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "to-open.html").symlink_to(event)
    (other / "to-journal.html").symlink_to(event.with_name("open.arbiter-journal"))
    backups = tmp_path / "open.arbiter.backups"
    backups.mkdir()
    (other / "to-backups").symlink_to(backups, target_is_directory=True)
    _database(other / "accounts.db")
    _database(other / "old.arbiter", ARBD)
    os.mkfifo(other / "pipe.html")
    (other / "page-2.html").write_text("<p>old</p>")
    names = [
        "page-1.html",
        "to-open.html",
        "page-2.html",
        "to-journal.html",
        "accounts.db",
        "accounts.db-journal",
        "pipe.html",
        "page-3.html",
        "to-backups/page-4.html",
        "old.arbiter",
        "page-5.html",
    ]
    targets = [other / name for name in names]
    targets += [tmp_path / name for name in ("index.html", "open.arbiter", "OPEN.ARBITER-wal", "style.css")]
    targets += [backups / "index.html", tmp_path / "via-link" / "x.html"]
    (tmp_path / "via-link").symlink_to(backups, target_is_directory=True)
    for kept in ((event,), ()):
        many = Refusals(kept)
        alone = [_verdict(lambda t, kept=kept: refuse_kept(t, kept), t) for t in targets]
        together = [_verdict(many.refuse, t) for t in targets]
        assert together == alone
        assert alone.count("allowed") >= 6  # the ordinary pages, whatever came before them
    with pytest.raises(OutputRefused, match="open tournament file"):
        write_outputs([(other / "page-1.html", "a"), (other / "to-open.html", "b")], (event,))
    assert not (other / "page-1.html").exists()


def test_a_copy_may_replace_an_older_tournament_file_but_no_other_database(tmp_path: Path) -> None:
    older = _database(tmp_path / "usb-copy.arbiter", ARBD)
    refuse_kept(older, replaces_database=ARBD)
    with PlayerLibrary(tmp_path / "players.library"):
        pass
    for target in (tmp_path / "players.library", _database(tmp_path / "accounts.db")):
        with pytest.raises(OutputRefused, match="is a database"):
            refuse_kept(target, replaces_database=ARBD)


def test_a_refused_output_leaves_the_target_as_it_was(event: Path) -> None:
    before = event.read_bytes()
    with pytest.raises(OutputRefused):
        write_output(event, "not a database", (event,))
    assert event.read_bytes() == before
    assert _leftovers(event.parent) == []


def test_written_whole_over_the_old_file_with_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "e.json"
    target.write_text("old")
    target.chmod(0o640)
    assert write_output(target, '{"new": true}') == target
    assert target.read_text() == '{"new": true}'
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert _leftovers(tmp_path) == []
    fresh = write_output(tmp_path / "new" / "f.csv", "a,b\r\n", make_folder=True)
    assert fresh.read_bytes() == b"a,b\r\n"  # no line ends translated


@pytest.mark.parametrize(
    ("call", "code", "words"),
    [
        ("write", errno.ENOSPC, "the disk is full"),
        ("fsync", errno.EIO, "input/output error"),
        ("replace", errno.EROFS, "read-only"),
        ("replace", errno.EACCES, "you may not write in that folder"),
    ],
)
def test_a_failed_write_names_the_file_and_why_and_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, call: str, code: int, words: str
) -> None:
    target = tmp_path / "e.json"
    target.write_text("the old export")

    def refuse(*_args: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(output_files.os, call, refuse)
    with pytest.raises(OutputFailed) as caught:
        write_whole(target, b"x" * 100_000)
    assert str(target) in str(caught.value) and words in str(caught.value)
    assert target.read_text() == "the old export"
    assert _leftovers(tmp_path) == []


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(OutputFailed, match="the folder does not exist"):
        write_whole(tmp_path / "nowhere" / "e.json", b"{}")


def test_a_planted_link_at_the_temporary_name_is_never_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25.5: the temporary's name cannot be guessed, and a name that exists (here made to be
    drawn first) is never opened: another is drawn."""
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    target = tmp_path / "standings.html"
    planted = tmp_path / ".standings.html.aaaaaaaaaaaa.tmp"
    planted.symlink_to(victim)
    draws = iter(["aaaaaaaaaaaa", "bbbbbbbbbbbb"])
    monkeypatch.setattr(output_files.secrets, "token_hex", lambda _n: next(draws))
    fd, tmp = exclusive_temporary(target)
    os.close(fd)
    assert tmp.name == ".standings.html.bbbbbbbbbbbb.tmp"
    assert victim.read_text() == "mine" and planted.is_symlink()


def test_a_link_at_the_target_is_replaced_not_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    target = tmp_path / "standings.html"
    target.symlink_to(victim)
    write_output(target, "<p>page</p>")
    assert victim.read_text() == "mine"
    assert not target.is_symlink() and target.read_text() == "<p>page</p>"


def test_temporaries_a_killed_program_left_are_removed_once_stale(tmp_path: Path) -> None:
    target = tmp_path / "e.json"
    stale = tmp_path / ".e.json.0123456789ab.tmp"
    young = tmp_path / ".e.json.ba9876543210.tmp"
    other = tmp_path / ".f.json.0123456789ab.tmp"
    mine = tmp_path / ".e.json.notours.tmp"
    for p in (stale, young, other, mine):
        p.write_text("partial")
    old = os.stat(stale).st_mtime - STALE_TEMPORARY_SECONDS - 10
    for p in (stale, other, mine):
        os.utime(p, (old, old))
    write_output(target, "{}")
    assert not stale.exists()
    assert young.exists() and other.exists() and mine.exists()
    assert remove_stale_temporaries(target, now=os.stat(young).st_mtime + STALE_TEMPORARY_SECONDS + 1) == [
        young
    ]


def test_many_outputs_are_written_whole_in_order_and_the_stale_temporaries_swept(tmp_path: Path) -> None:
    """``write_outputs`` (a web folder's pages): each target new, with its permissions kept, no
    temporary left, a stale one of any of the targets removed and another file's left."""
    old = tmp_path / "a.html"
    old.write_text("old page")
    old.chmod(0o640)
    stale = tmp_path / ".b.html.0123456789ab.tmp"
    other = tmp_path / ".f.html.0123456789ab.tmp"
    for p in (stale, other):
        p.write_text("partial")
        past = os.stat(p).st_mtime - STALE_TEMPORARY_SECONDS - 10
        os.utime(p, (past, past))
    pages = [(tmp_path / f"{name}.html", f"<p>{name}</p>") for name in ("a", "b", "c")]
    assert write_outputs(pages) == [target for target, _ in pages]
    assert [target.read_text() for target, _ in pages] == ["<p>a</p>", "<p>b</p>", "<p>c</p>"]
    assert stat.S_IMODE(os.stat(old).st_mode) == 0o640
    assert not stale.exists() and other.exists()
    assert _leftovers(tmp_path) == [other.name]


def test_many_outputs_are_refused_before_any_is_written(event: Path, tmp_path: Path) -> None:
    first = tmp_path / "a.html"
    with pytest.raises(OutputRefused):
        write_outputs([(first, "<p>a</p>"), (event, "<p>not over the tournament</p>")], (event,))
    assert not first.exists()


@pytest.mark.parametrize("call", ["fsync", "replace"])
def test_a_failed_page_among_many_names_it_and_leaves_each_page_old_or_new_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, call: str
) -> None:
    targets = [tmp_path / f"p{i}.html" for i in range(40)]
    for target in targets:
        target.write_text("old")
    real = getattr(output_files.os, call)
    calls = iter(range(1000))

    def fail_the_twentieth(*args: Any) -> Any:
        if next(calls) == 20:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(*args)

    monkeypatch.setattr(output_files.os, call, fail_the_twentieth)
    with pytest.raises(OutputFailed, match="the disk is full"):
        write_outputs([(target, "new") for target in targets])
    texts = [target.read_text() for target in targets]
    assert set(texts) <= {"old", "new"}
    assert texts.count("new") == (20 if call == "replace" else 0)
    assert _leftovers(tmp_path) == []
