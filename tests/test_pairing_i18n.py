"""The pairing rules speak the arbiter's language (issue 17): explanations of a round (2025, 2017, 2012
texts), rule warnings of a hand-edited pairing, refusals, round-robin texts, the checker's discrepancies
and the rating-submission problems go through ``engine.i18n.translate`` with the catalogue installed,
while the audit log keeps the warnings in English. And no message of the area escapes the catalogue."""

from __future__ import annotations

import ast
import importlib
import json
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from engine import i18n
from engine.dutch import explain_round, pair_round
from engine.errors import ArbiterError, InvalidTournamentError, NoLegalPairingError
from engine.manual_pairing import RULE_C1, check_manual_pairing
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    Player,
    ResultCode,
    RoundRobin,
    RulesEdition,
    Tournament,
)
from engine.submission import check_submission
from tests.pairing_support import game
from texts import catalogue
from texts.catalogue import Catalogue

REPO = Path(__file__).resolve().parent.parent
N = PairingNumber
W, B = Colour.WHITE, Colour.BLACK


def fr(context: str, source: str, n: int = -1) -> str:
    """The French catalogue's text, read from the ``.ts`` (not through the code under test)."""
    text = Catalogue.load("fr").translate(context, source, None, n)
    assert text != source.replace("%n", str(n)), f"no French for {source!r}"
    return text


@pytest.fixture
def french() -> Iterator[None]:
    catalogue.use_for_engine_messages()
    catalogue.set_default_language("fr")
    try:
        yield
    finally:
        i18n.set_translator(None)
        catalogue.set_default_language("en")


def _after_round_one() -> Tournament:
    """Four players after round 1 (1-3 and 2-4, both won by White): round 2 leaves 2 and 4 without
    their strong colour preference ([C13] in the 2025 text)."""
    return Tournament(
        players=(
            Player(N(1), "Adams", rounds=(game(3, W, ResultCode.WIN),)),
            Player(N(2), "Berg", rounds=(game(4, W, ResultCode.WIN),)),
            Player(N(3), "Carlsen", rounds=(game(1, B, ResultCode.LOSS),)),
            Player(N(4), "Dubov", rounds=(game(2, B, ResultCode.LOSS),)),
        ),
        initial_colour=W,
    )


def _five_first_round(rules: RulesEdition) -> Tournament:
    return Tournament(
        players=tuple(Player(N(i), f"P{i}") for i in range(1, 6)), initial_colour=W, rules=rules
    )


# ---- explanations ---------------------------------------------------------------------------------


def test_the_2025_explanation_is_french(french: None) -> None:
    text = str(explain_round(_after_round_one()))
    title = fr("PairingExplanation", "FIDE Dutch system, 2025 text: criteria [C1]-[C21]")
    assert text.splitlines()[0] == fr("PairingExplanation", "Round {round} ({edition})").format(
        round=2, edition=title
    )
    unmet = fr("PairingExplanation", "{criterion} {player} does not get their strong colour preference")
    assert unmet.format(criterion="[C13]", player=2) in text
    assert fr("PairingExplanation", "not met: {criterion}").format(criterion="").strip() in text
    assert "bracket" not in text and "does not get" not in text


def test_the_2017_and_2012_explanations_are_french(french: None) -> None:
    text_2017 = str(explain_round(_five_first_round(RulesEdition.DUTCH_2017)))
    bye = fr(
        "PairingExplanation",
        "pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)",
    )
    assert bye.format(player=5) in text_2017
    text_2012 = str(explain_round(_five_first_round(RulesEdition.DUTCH_2013)))
    head = fr("PairingExplanation", "Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)").format(
        round=1
    )
    assert text_2012.splitlines()[0] == head
    assert fr("PairingExplanation", "bye: {player}").format(player=5) in text_2012
    s1 = fr("PairingExplanation", "S1 {s1} against {s2} (transposition of S2, D.1)").format(
        s1=[1, 2], s2=[3, 4]
    )
    assert s1 in text_2012
    assert "homogeneous" not in text_2012 and fr("PairingExplanation", "homogeneous, lowest") in text_2012


def test_the_explanation_follows_the_language_when_shown_not_when_paired() -> None:
    """Bracket notes are made while pairing, as phrases: the language is the one in force at ``str``."""
    explanation = explain_round(_after_round_one())
    english = str(explanation)
    assert "[C13] 2 does not get their strong colour preference" in english
    catalogue.use_for_engine_messages()
    catalogue.set_default_language("fr")
    try:
        french_text = str(explanation)
    finally:
        i18n.set_translator(None)
        catalogue.set_default_language("en")
    unmet = fr("PairingExplanation", "{criterion} {player} does not get their strong colour preference")
    assert unmet.format(criterion="[C13]", player=2) in french_text
    assert str(explanation) == english


# ---- rule warnings --------------------------------------------------------------------------------


def test_warnings_are_french_when_shown_and_english_when_stored(french: None) -> None:
    t = _after_round_one()
    rematch = Pairing(2, (Board(N(1), N(3)), Board(N(2), N(4))))
    warnings = check_manual_pairing(t, rematch)
    met = [w for w in warnings if w.rule == RULE_C1]
    assert len(met) == 2
    names = fr("PairingWarning", "{player} and {other}").format(player="Adams (1)", other="Carlsen (3)")
    expected = fr("PairingWarning", "{names} already met in round {round}").format(names=names, round=1)
    assert met[0].message == expected
    assert str(met[0]) == fr("PairingWarning", "{rule}: {message}").format(rule=RULE_C1, message=expected)
    assert met[0].english() == f"{RULE_C1}: Adams (1) and Carlsen (3) already met in round 1"


def test_absence_and_bye_warnings_are_french(french: None) -> None:
    t = _five_first_round(RulesEdition.DUTCH_2025)
    without_bye = Pairing(1, (Board(N(1), N(3)), Board(N(2), N(4))))
    texts = [w.message for w in check_manual_pairing(t, without_bye)]
    neither = fr("PairingWarning", "{player} is neither paired nor given the pairing-allocated bye")
    assert neither.format(player="P5 (5)") in texts
    odd = fr(
        "PairingWarning",
        "the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye",
    )
    assert odd.format(count=5) in texts


def test_quality_warnings_are_french(french: None) -> None:
    """Moving a player down where the engine need not: the comparison with the engine's pairing."""
    t = _after_round_one()
    engine = pair_round(t)
    assert engine.pairs() == {frozenset({N(1), N(2)}), frozenset({N(3), N(4)})}
    crossed = Pairing(2, (Board(N(4), N(1)), Board(N(3), N(2))))
    texts = [w.message for w in check_manual_pairing(t, crossed)]
    start = fr(
        "PairingWarning",
        "pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the "
        "engine's "
        "pairing",
    ).split("{points}")[0]
    assert any(text.startswith(start) for text in texts), texts


def test_the_audit_log_keeps_the_warnings_in_english(tmp_path: Path, french: None) -> None:
    from tests.test_db_support import new_file
    from values import GameResult

    with new_file(tmp_path, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        for b in r1.boards:
            tf.results.set(1, b.board, GameResult.WHITE_WINS)
        tf.rounds.pair_next()
        change = tf.rounds.set_pairing(2, [(b.white, b.black) for b in r1.boards])
        shown = [w.message for w in change.warnings if w.rule == RULE_C1]
        stored = json.loads(tf.audit_log()[-1].new or "{}")["warnings"]
    tail = fr("PairingWarning", "{names} already met in round {round}").format(names="", round=1)
    assert len(shown) == 2 and all(text.endswith(tail) for text in shown)
    logged = [text for text in stored if text.startswith(RULE_C1)]
    assert len(logged) == 2 and all(text.endswith(" already met in round 1") for text in logged)
    assert [w.english() for w in change.warnings] == stored


# ---- refusals -------------------------------------------------------------------------------------


def test_no_legal_pairing_is_refused_in_french(french: None) -> None:
    """Two players who already met: no pairing of round 2 satisfies C1."""
    t = Tournament(
        players=(
            Player(N(1), "A", rounds=(game(2, W, ResultCode.WIN),)),
            Player(N(2), "B", rounds=(game(1, B, ResultCode.LOSS),)),
        ),
        initial_colour=W,
    )
    sources = {
        RulesEdition.DUTCH_2025: (
            "no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)"
        ),
        RulesEdition.DUTCH_2017: (
            "no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)"
        ),
        RulesEdition.DUTCH_2013: (
            "no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)"
        ),
    }
    for edition, source in sources.items():
        with pytest.raises(NoLegalPairingError) as refused:
            pair_round(t, rules=edition)
        assert str(refused.value) == fr("PairingRefusal", source), edition


def test_pairing_refusals_are_french(french: None) -> None:
    from engine.acceleration import baku_accelerations
    from engine.roundrobin import pair_round as pair_berger
    from engine.roundrobin.lots import draw_lots

    t = Tournament(players=tuple(Player(N(i), f"P{i}") for i in range(1, 5)), number_of_rounds=1)
    with pytest.raises(InvalidTournamentError) as beyond:
        pair_round(t, 2)
    expected = fr("PairingRefusal", "round {round} is beyond the %n round of the tournament (142/XXR)", 1)
    assert str(beyond.value) == expected.format(round=2)
    with pytest.raises(InvalidTournamentError) as undeclared:
        baku_accelerations(Tournament(players=t.players))
    assert str(undeclared.value) == fr(
        "PairingRefusal", "Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)"
    )
    with pytest.raises(ArbiterError) as swiss:
        pair_berger(t)
    assert str(swiss.value) == fr(
        "PairingRoundRobin",
        "this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system",
    ).format(code=t.rules.value)
    with pytest.raises(ArbiterError) as nobody:
        draw_lots(0)
    assert str(nobody.value) == fr("PairingRoundRobin", "there is nobody to draw lots for")


def test_the_berger_explanation_and_withdrawals_are_french(french: None) -> None:
    from engine.roundrobin import explain_round as explain_berger

    t = Tournament(
        players=tuple(Player(N(i), f"P{i}") for i in range(1, 6)), round_robin=RoundRobin(), initial_colour=W
    )
    text = str(explain_berger(t, 1))
    kind = fr("PairingRoundRobin", "single round robin")
    head = fr("PairingRoundRobin", "Round {round} of a {kind} of {players} players ({rounds} rounds)")
    assert text.splitlines()[0] == head.format(round=1, kind=kind, players=5, rounds=5)
    dummy = fr("PairingRoundRobin", "{player} meets the dummy {dummy}: no game this round").split("{dummy}")[
        1
    ]
    assert dummy in text


def test_submission_problems_are_french(french: None) -> None:
    t = Tournament(players=(Player(N(1), "Adams"),), name="", city="")
    messages = [issue.message for issue in check_submission(t)]
    assert fr("SubmissionIssue", "the tournament has no name (012)") in messages
    assert (
        fr("SubmissionIssue", "{player} has no federation (001 columns 54-56)").format(player="#1 Adams")
        in messages
    )


def test_checker_discrepancies_are_french(french: None) -> None:
    from engine.dutch.checker import Discrepancy

    expected = Pairing(2, (Board(N(1), N(2)),), N(3))
    recorded = Pairing(2, (Board(N(2), N(1)),), N(3))
    text = str(Discrepancy(2, expected, recorded))
    assert text.startswith(fr("PairingChecker", "round {round}:").format(round=2))
    assert fr("PairingChecker", "expected {games}").format(games="1-2") in text


def test_english_needs_no_catalogue() -> None:
    """Without a lookup installed the texts are the English sources (what the tests and the reference
    engine's command line see), counts included."""
    t = Tournament(players=tuple(Player(N(i), f"P{i}") for i in range(1, 5)), number_of_rounds=3)
    with pytest.raises(InvalidTournamentError, match=r"beyond the 3 rounds of the tournament"):
        pair_round(t, 4)
    points = importlib.import_module("engine.pairing_warnings").count_points
    assert [str(points(x)) for x in (Fraction(1, 2), 1, Fraction(3, 2), 0)] == [
        "½ point",
        "1 point",
        "1½ points",
        "0 points",
    ]


# ---- nothing unmarked -----------------------------------------------------------------------------


def _area_modules() -> list[Path]:
    import sys

    sys.path.insert(0, str(REPO / "scripts"))
    try:
        from translations import area_sources
    finally:
        sys.path.pop(0)
    return [REPO / name for name in area_sources()["pairing"]]


def _is_text(node: ast.AST) -> bool:
    """A literal sentence, an f-string, or one glued with ``+`` / ``%``: English that lupdate cannot see."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_text(node.left) or _is_text(node.right)
    return False


def _noop_context(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP":
        first = node.args[0]
        return first.value if isinstance(first, ast.Constant) else None
    return None


MESSAGE_ARGUMENTS = {"PairingWarning": 3, "SubmissionIssue": 1, "_event": 1, "phrase": 1}
"""Calls that carry a message the arbiter reads, and the position of the message."""


def test_every_message_of_the_pairing_area_is_marked() -> None:
    """No ``raise OurError("literal" / f"...")``, no warning, submission problem or phrase built from a
    literal sentence, and every ``phrase`` names the context its ``QT_TRANSLATE_NOOP`` gives lupdate.
    ``ValueError``/``AssertionError`` (programming errors, e.g. an unknown fast-path name for the
    benchmarks) are not the arbiter's and stay English."""
    problems = []
    modules = _area_modules()
    assert len(modules) > 30
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = importlib.import_module(".".join(path.relative_to(REPO).with_suffix("").parts))
        for node in ast.walk(tree):
            where = f"{path.relative_to(REPO)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                func = node.exc.func
                cls = getattr(module, func.id, None) if isinstance(func, ast.Name) else None
                if isinstance(cls, type) and issubclass(cls, ArbiterError) and _is_text(node.exc.args[0]):
                    problems.append(f"{where}: raise {func.id} with an unmarked message")  # type: ignore[union-attr]
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in MESSAGE_ARGUMENTS
            ):
                position = MESSAGE_ARGUMENTS[node.func.id]
                if len(node.args) > position and _is_text(node.args[position]):
                    problems.append(f"{where}: {node.func.id} with an unmarked message")
                if node.func.id == "phrase" and len(node.args) > 1:
                    context = node.args[0].value if isinstance(node.args[0], ast.Constant) else None
                    noop = _noop_context(node.args[1])
                    if noop is not None and noop != context:
                        problems.append(f"{where}: phrase of context {context!r} marks its text in {noop!r}")
    assert problems == []


def test_the_scan_finds_an_unmarked_message(tmp_path: Path) -> None:
    """The scan above is not blind: the shapes it rejects are rejected."""
    tree = ast.parse(
        'raise NoLegalPairingError(f"no pairing for round {r}")\n'
        'PairingWarning("C1", Severity.ABSOLUTE, (), "a literal sentence")\n'
        'phrase("A", QT_TRANSLATE_NOOP("B", "text"))\n'
        'raise NoLegalPairingError(translate("PairingRefusal", "marked"))\n'
    )
    statements = list(ast.walk(tree))
    raises = [n for n in statements if isinstance(n, ast.Raise)]
    assert _is_text(raises[0].exc.args[0]) and not _is_text(raises[1].exc.args[0])  # type: ignore[union-attr]
    calls = [n for n in statements if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    warning = next(c for c in calls if c.func.id == "PairingWarning")  # type: ignore[union-attr]
    assert _is_text(warning.args[MESSAGE_ARGUMENTS["PairingWarning"]])
    made = next(c for c in calls if c.func.id == "phrase")  # type: ignore[union-attr]
    assert _noop_context(made.args[1]) == "B"
