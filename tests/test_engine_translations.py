"""The engine's own messages in the arbiter's language (issue 17, the ``engine`` catalogue): TRF import and
export refusals, tie-break errors and explanations, norm requirements, prize categories, time controls,
the PDF viewer's refusal, and a printed document in its own language. Each message is produced by the
code with the catalogue installed (as the window and the ``arbiter`` command install it) and compared
with the catalogue's translation, fields filled; without the catalogue they stay English (the other
tests). A scan of the area's modules fails when a refusal of our error family is raised with an English
text that does not go through ``engine.i18n.translate``.
"""

from __future__ import annotations

import ast
import importlib
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import i18n
from engine.errors import ArbiterError, InvalidTournamentError, TrfError
from tests.conftest import REPO
from texts import catalogue
from texts.catalogue import SOURCE_LANGUAGE, Catalogue, document_language


@pytest.fixture
def engine_speaks() -> Iterator[None]:
    """The engine's messages through the catalogue, the window in French; English again after."""
    catalogue.use_for_engine_messages()
    catalogue.set_default_language("fr")
    try:
        yield
    finally:
        i18n.set_translator(None)
        catalogue.set_default_language(SOURCE_LANGUAGE)


def said(language: str, context: str, source: str, **fields: object) -> str:
    """The catalogue's translation of ``source`` with its fields, checked to differ from the English."""
    text = Catalogue.load(language).translate(context, source)
    assert text != source, f"{context}: {source!r} has no {language} translation"
    return text.format(**fields)


def test_a_broken_trf_line_is_refused_in_the_windows_language(engine_speaks: None) -> None:
    from engine.trf import read_trf

    head = "012 Test\n142 3\n"
    good = (
        head + "001    1 m    Alpha, A                          2000 FRA    12345678 1990/01/01  0.0    1\n"
    )
    bad = good + "001    2 x    Beta, B                           1900 GER    23456789 1991/01/01  0.0    2\n"
    with pytest.raises(TrfError) as refused:
        read_trf(bad)
    reason = said("fr", "TrfError", "sex (column 10) must be m or w, found {found}", found="'x'")
    assert str(refused.value).split("\n")[0] == said(
        "fr", "TrfError", "line {line}: {reason}", line=4, reason=reason
    )
    assert refused.value.line_number == 4 and "Beta, B" in str(refused.value)  # the line is still shown
    cell = good.rstrip("\n") + "     2 q 1\n"
    with pytest.raises(TrfError) as refused:
        read_trf(cell)
    assert (
        str(refused.value)
        .split("\n")[0]
        .endswith(
            said(
                "fr",
                "TrfError",
                "round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}",
                round=1,
                first=92,
                last=99,
                found="'q'",
            )
        )
    )
    with pytest.raises(TrfError) as refused:
        read_trf("012 Test\n142 x\n")
    field = said("fr", "TrfField", "{field} (number of rounds)", field="142")
    assert said("fr", "TrfError", "{field} must be a number, found {found}", field=field, found="'x'") in str(
        refused.value
    )


def test_a_trf_export_refusal_is_in_the_windows_language(engine_speaks: None) -> None:
    from engine.model import PairingNumber, Player, Tournament
    from engine.trf.writer import write_trf

    t = Tournament(name="Open", players=(Player(PairingNumber(1), "Alpha\nBeta"),))
    with pytest.raises(InvalidTournamentError) as refused:
        write_trf(t)
    field = said("fr", "TrfField", "the name")
    assert str(refused.value) == said(
        "fr", "TrfError", "player {player}: {field} {value} holds a line break", player=1, field=field,
        value=repr("Alpha\nBeta"),
    )  # fmt: skip


def test_tie_break_refusals_and_explanations_are_in_the_windows_language(engine_speaks: None) -> None:
    from engine.tiebreaks.formatting import format_value
    from engine.tiebreaks.ranking import explain
    from engine.tiebreaks.spec import TieBreakError, parse_tiebreak
    from outputs.documents.demo import demo_tournament

    with pytest.raises(TieBreakError) as refused:
        parse_tiebreak("WIN-C1")
    allowed = "{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS"
    assert str(refused.value) == said("fr", "TieBreakError", allowed, code="WIN-C1")
    e = explain(demo_tournament(), 1, "BH")
    lines = e.lines()
    method = said("fr", "TieBreakExplanation", "sum of the opponents' scores not cut")
    head = said(
        "fr", "TieBreakExplanation", "{tiebreak} of player {player} = {value}  ({method})",
        tiebreak="BH", player=1, value=format_value(e.value), method=method,
    )  # fmt: skip
    assert lines[0] == head
    assert lines[1].startswith("  " + said("fr", "TieBreakExplanation", "round {round}", round=1) + ", ")
    assert (
        said("fr", "TieBreakExplanation", "opponent {opponent}", opponent=e.contributions[0].opponent)
        in lines[1]
    )
    with document_language("de"):  # a document printed in German explains in German
        german = e.lines()
    assert german[0].endswith(
        "(" + said("de", "TieBreakExplanation", "sum of the opponents' scores not cut") + ")"
    )
    assert e.method == "sum of the opponents' scores not cut"  # the value kept in English


def test_norm_requirements_are_in_the_windows_language(engine_speaks: None) -> None:
    from engine.norms import norms_of_tournament
    from outputs.documents.demo import demo_tournament

    result = norms_of_tournament(demo_tournament())[0]
    titled = next(c for c in result.checks if c.article == "1.4.5")
    assert titled.what == said("fr", "NormCheck", "titled opponents")
    assert titled.need == said("fr", "NormCheck", "at least 50 %")
    assert titled.short.startswith(said("fr", "NormCheck", "titled") + " ")
    assert result.summary().startswith(
        said("fr", "NormCheck", "no {title} norm: {missing}", title="GM", missing="")
    )


def test_prize_categories_are_described_in_the_windows_language(engine_speaks: None) -> None:
    from engine.model import PairingNumber, Sex
    from engine.prizes import CategoryRule

    rule = CategoryRule(
        sex=Sex.FEMALE, born_from=2010, players=frozenset({PairingNumber(1), PairingNumber(2)})
    )
    assert rule.describe() == ", ".join(
        [
            said("fr", "PrizeCategory", "women"),
            said("fr", "PrizeCategory", "born {year} or later", year=2010),
            Catalogue.load("fr").translate("PrizeCategory", "%n players listed", None, 2),
        ]
    )
    assert "2 joueurs" in rule.describe()
    with document_language("ru"):
        assert CategoryRule().describe() == said("ru", "PrizeCategory", "all players")
    assert CategoryRule().admits_everyone and not rule.admits_everyone


def test_time_controls_and_the_viewers_refusal_are_in_the_windows_language(engine_speaks: None) -> None:
    from engine.time_control import TimeControlError, parse_time_control
    from osfiles.platforms import NoViewerError, System, open_with_viewer

    with pytest.raises(TimeControlError) as refused:
        parse_time_control("0/5400+30")
    one_move = "222 {code}: a period needs at least one move"
    assert str(refused.value) == said("fr", "TimeControlError", one_move, code=repr("0/5400+30"))
    assert parse_time_control("40/6000+30:900+30").text == said(
        "fr", "TimeControl", "{before}, then {after}",
        before=said("fr", "TimeControl", "{moves} moves in {time}", moves=40, time="100'") + ' + 30"',
        after="15' + 30\"",
    )  # fmt: skip
    with pytest.raises(NoViewerError) as refused:
        open_with_viewer(Path("/tmp/x.pdf"), System.LINUX, which=lambda _name: None)
    assert str(refused.value) == said(
        "fr", "PlatformError",
        "no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand",
        path=str(Path("/tmp/x.pdf").resolve()),
    )  # fmt: skip


def test_a_document_prints_the_engines_texts_in_its_own_language(engine_speaks: None, tmp_path: Path) -> None:
    """The window speaks French; the rating report printed in German says the K rules (B.02 8.3.3) and the
    norms report the requirements in German."""
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    from outputs.documents import DocumentKind, render
    from outputs.documents.demo import demo_tournament

    texts = {}
    for kind in (DocumentKind.RATING, DocumentKind.NORMS):
        pdf = tmp_path / f"{kind.value}.pdf"
        render(kind, demo_tournament(), pdf, language="de")
        out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
        texts[kind] = " ".join(out.stdout.decode("utf-8").split())
    rule = "K = 10: " + said("de", "KFactor", "published rating has reached 2400 (8.3.3)")
    assert rule in texts[DocumentKind.RATING]
    assert (
        said("fr", "KFactor", "published rating has reached 2400 (8.3.3)") not in texts[DocumentKind.RATING]
    )
    assert said("de", "NormCheck", "titled") + " 1 von 8" in texts[DocumentKind.NORMS]
    assert "titled" not in texts[DocumentKind.NORMS]


# --- every refusal of the area goes through translate -------------------------------------------------------

NOT_TRANSLATED = {
    "engine/generator.py": "the generator of random tournaments is a developer's tool (its configuration "
    "file and the checks of what it generates), not seen by the arbiter in the window or the arbiter command",
    "engine/team_swiss/generator.py": "the same generator for team events (its own configuration keys), a "
    "developer's tool like engine/generator.py",
}
"""Files of the ``engine`` area whose refusals stay English, and why."""


def engine_area_modules() -> list[Path]:
    spec = importlib.util.spec_from_file_location("translations_script", REPO / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return [REPO / f for f in script.area_sources()["engine"]]


def untranslated_refusals(path: Path) -> list[str]:
    """``raise SomeArbiterError(<literal or f-string>, ...)`` in ``path``: a refusal of our family whose
    text is written in English where it is raised, not through ``translate``."""
    module = importlib.import_module(".".join(path.relative_to(REPO).with_suffix("").parts))
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call) or not node.exc.args:
            continue
        called = node.exc.func
        name = (
            called.id
            if isinstance(called, ast.Name)
            else called.attr
            if isinstance(called, ast.Attribute)
            else ""
        )
        error = getattr(module, name, None)
        if not (isinstance(error, type) and issubclass(error, ArbiterError)):
            continue
        text = node.exc.args[0]
        if isinstance(text, ast.JoinedStr) or (
            isinstance(text, ast.Constant) and isinstance(text.value, str)
        ):
            found.append(f"{path.relative_to(REPO)}:{node.lineno}: {name}")
    return found


def test_every_refusal_of_the_engine_area_is_translated() -> None:
    modules = engine_area_modules()
    assert len(modules) > 30 and any(p.name == "reader.py" for p in modules)
    found = [
        line
        for p in modules
        if str(p.relative_to(REPO)) not in NOT_TRANSLATED
        for line in untranslated_refusals(p)
    ]
    assert found == []
    # the scan does see an English refusal: the generator's are still there
    assert untranslated_refusals(REPO / "engine" / "generator.py")
