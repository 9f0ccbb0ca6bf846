"""Tie-break codes: TRF26 202/212 form, C.07 hyphen form, the art. 5 modifier table, editions, presets."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.model import PairingNumber
from engine.tiebreaks import (
    PRESETS,
    TIEBREAKS,
    Modifier,
    TieBreakEdition,
    TieBreakError,
    TieBreakSpec,
    format_tiebreak_list,
    format_value,
    parse_tiebreak,
    parse_tiebreak_list,
    tiebreaks_of,
)


@pytest.mark.parametrize(
    ("text", "code", "modifier", "trf"),
    [
        ("BH/C1", "BH", Modifier.CUT_1, "BH/C1"),
        ("BH-C1", "BH", Modifier.CUT_1, "BH/C1"),
        ("bh c2", "BH", Modifier.CUT_2, "BH/C2"),
        ("SB/M1", "SB", Modifier.MEDIAN_1, "SB/M1"),
        ("FB-M2", "FB", Modifier.MEDIAN_2, "FB/M2"),
        ("ARO/C1", "ARO", Modifier.CUT_1, "ARO/C1"),
        ("PS-C1", "PS", Modifier.CUT_1, "PS/C1"),
        (" DE ", "DE", None, "DE"),
        ("GE", "REP", None, "REP"),
    ],
)
def test_parse_and_format(text: str, code: str, modifier: Modifier | None, trf: str) -> None:
    spec = parse_tiebreak(text)
    assert (spec.code, spec.modifier, str(spec)) == (code, modifier, trf)
    assert parse_tiebreak(str(spec)) == spec
    assert spec.label == trf.replace("/", "-")


def test_other_modifiers_round_trip() -> None:
    assert str(parse_tiebreak("KS/L+1")) == "KS/L+1"
    assert parse_tiebreak("KS/L-2").koya_limit == -2
    assert parse_tiebreak("DE/P").forfeits_played
    assert str(parse_tiebreak("AOB/F")) == "AOB/F" and parse_tiebreak("aob-f").fore
    assert eval(repr(parse_tiebreak("BH/C1")), {"TieBreakSpec": TieBreakSpec, "Modifier": Modifier}) == (
        parse_tiebreak("BH/C1")
    )


@pytest.mark.parametrize("code", sorted(TIEBREAKS))
def test_every_code_round_trips(code: str) -> None:
    assert str(parse_tiebreak(code)) == code


@pytest.mark.parametrize(
    "bad",
    [
        "WIN/C1",
        "DE-C1",
        "AOB/C1",
        "TPR/M1",
        "KS/C1",
        "XYZ",
        "BH/C3",
        "BH/C1/M1",
        "BH:GP/C1",
        "BH/P",
        "BH/F",
        "SB/L+1",
        "",
    ],
)
def test_invalid_codes_are_refused_with_a_message(bad: str) -> None:
    with pytest.raises(TieBreakError) as info:
        parse_tiebreak(bad)
    assert str(info.value)


def test_cut_allowed_exactly_on_the_art5_column() -> None:
    # C.07 art. 5 (2024 and 2026): the Cut-1 mark is on ARO, BH, FB, SB, PS
    assert {c for c, info in TIEBREAKS.items() if info.cut_allowed} == {"ARO", "BH", "FB", "SB", "PS"}


def test_lists_202_and_212() -> None:
    specs = parse_tiebreak_list("BH/C1,BH,SB,PS,DE")
    assert [str(s) for s in specs] == ["BH/C1", "BH", "SB", "PS", "DE"]
    assert format_tiebreak_list(specs) == ("BH/C1", "BH", "SB", "PS", "DE")
    assert format_tiebreak_list(specs, with_points=True)[0] == "PTS"
    # 212 starts with PTS; it wins over 202 when both are present
    assert tiebreaks_of(("BH",), ("PTS", "SB", "BH/C1")) == (parse_tiebreak("SB"), parse_tiebreak("BH/C1"))
    assert tiebreaks_of(("BH", "WIN"), ()) == (parse_tiebreak("BH"), parse_tiebreak("WIN"))


def test_presets() -> None:
    assert PRESETS["fide"] == ("BH/C1", "BH", "SB", "PS", "DE")
    assert PRESETS["platform"] == ("BH/C1", "BH", "PS", "WIN", "ALPHA")
    for codes in PRESETS.values():
        parse_tiebreak_list(codes)


def test_editions() -> None:
    assert TieBreakEdition.from_text("2024") is TieBreakEdition.C07_2024
    assert TieBreakEdition.from_text("2026-03") is TieBreakEdition.C07_2026
    with pytest.raises(TieBreakError):
        TieBreakEdition.from_text("2019")
    # events that started before 1 March 2026 keep the 2024 text
    assert TieBreakEdition.for_start_date("2026/02/28") is TieBreakEdition.C07_2024
    assert TieBreakEdition.for_start_date("2026/03/01") is TieBreakEdition.C07_2026
    assert TieBreakEdition.for_start_date("") is TieBreakEdition.C07_2026


def test_format_value() -> None:
    assert format_value(Fraction(25, 2)) == "12.5"
    assert format_value(Fraction(149, 4)) == "37.25"
    assert format_value(Fraction(6)) == "6.0"
    assert format_value(7) == "7"
    assert format_value(Fraction(2, 3)) == "0.67"
    assert format_value(Fraction(25, 2), halves=True) == "12½"
    assert format_value(Fraction(1, 2), halves=True) == "½"
    assert format_value(Fraction(3), halves=True) == "3"
    assert PairingNumber(3) == 3
