"""The end-of-event documents: cover page, rating report, title norms with the norm report data,
prize list, and final standings with category columns; printed from a tournament file and a TRF."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from cli import printing as print_cli
from engine.model import Sex
from engine.officials import Official
from engine.prizes import CategoryRule, Prize, PrizeCategory, TieRule
from engine.trf import write_trf_file
from outputs.documents import DocumentKind, NothingToPrintError, render
from outputs.documents.endevent import EventExtras, extras_from_file
from tests.test_db_endevent import four_players
from tests.test_norms import L, W, nine
from tests.test_reports_documents import pdf_text


@pytest.fixture
def event(tmp_path: Path, store_url: str) -> str:
    """The hand-worked event of tests/test_db_endevent.py with officials, organiser and prizes, in a file
    and on the tests' server."""
    trf = tmp_path / "hand.trf"
    write_trf_file(four_players(), trf)
    path = store_url
    tf, _ = operations.import_trf(trf, path)
    with tf:
        deputy = Official("Durand, Anne", "20600001", "FA").trf_text
        tf.event.update(
            replace(
                tf.event.settings(),
                organiser="Échecs Club de Lyon",
                deputy_arbiters=(deputy,),
                prize_ties=TieRule.SHARED,
            )
        )
        tf.endevent.set_prize_categories(
            [
                PrizeCategory("General", prizes=(Prize(30000), Prize(20000), Prize(10000, "Book"))),
                PrizeCategory("Women", CategoryRule(sex=Sex.FEMALE), (Prize(15000),), "W"),
                PrizeCategory("U18", CategoryRule(born_from=2008), (Prize(5000),)),
            ]
        )
    return path


def text_of(kind: DocumentKind, path: str, tmp_path: Path, **kw: object) -> tuple[int, str]:
    with operations.open_file(path) as tf:
        t = tf.tournament()
        extras = extras_from_file(tf)
    buf = io.BytesIO()
    pages = render(kind, t, buf, extras=extras, **kw)  # type: ignore[arg-type]
    return pages, pdf_text(buf.getvalue(), tmp_path)


def test_cover_page_names_the_event_and_its_officials(event: str, tmp_path: Path) -> None:
    pages, text = text_of(DocumentKind.COVER, event, tmp_path)
    assert pages == 1
    for fact in (
        "Hand-worked Open",
        "Échecs Club de Lyon",
        "IA Martin, Paul, FIDE ID 20600000",
        "FA Durand, Anne, FIDE ID 20600001",
        "FIDE standard rating",
        "(TRF 222: 5400+30)",
        "4, 3 rated, 3 federation(s)",
        "final, all 3 rounds played",
        "Winners",
        "1. Alpha, Al (FRA) 2½",
    ):
        assert fact in text, fact


def test_rating_report_game_by_game(event: str, tmp_path: Path) -> None:
    _, text = text_of(DocumentKind.RATING, event, tmp_path)
    squeezed = " ".join(text.split())
    # Beta 2200, K 40 (junior): v Gamma 2000 draw, D +200, PD .76, ΔR -0.26 ... -4.8, rounded -5
    assert "2. Beta, Bea (2200): K = 40: until the end of the year of the 18th birthday" in squeezed
    assert "1 Gamma, Gus 2000 +200 +200 0.76 ½ -0.26" in squeezed
    assert "ΣΔR -0.12 × K 40 = -4.8, rounded -5 (B.02 8.3.4)." in squeezed
    assert "opponent unrated: only games against rated players count (8.3.1)" in squeezed
    assert "4. Delta, Dee (unrated): first rating, B.02 8.2" in squeezed
    assert "disregarded in a first event (8.2.1); 3 of 5 games against rated opponents" in squeezed


@pytest.mark.sqlite_only("no_store")
def test_norm_report_data(tmp_path: Path) -> None:
    t = replace(nine([W] * 7 + [L] * 2), chief_arbiter="IA Keller, Hans (1300000)", city="Biel")
    buf = io.BytesIO()
    pages = render(DocumentKind.NORMS, t, buf, extras=EventExtras(organiser="Bieler Schachfestival"))
    text = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert pages == 2
    assert "1 achieved" in text
    assert "Title norm report: GM norm of Player, One" in text
    for fact in (
        "Organiser Bieler Schachfestival",
        "Chief arbiter IA Keller, Hans, FIDE ID 1300000",
        "Average rating of opponents (Ra) 2380",
        "Performance (Rp) 2600",
        "Games, score 9, 7",
        "1 Opponent 1 GM GER 1001 2380 2380 1",
    ):
        assert fact in text, fact


def test_prize_list_and_the_category_column_of_the_final_standings(event: str, tmp_path: Path) -> None:
    _, text = text_of(DocumentKind.PRIZES, event, tmp_path)
    squeezed = " ".join(text.split())
    assert "Final prize list" in squeezed
    assert "General (all players)" in squeezed and "U18 (born 2008 or later)" in squeezed
    assert "1 1 Alpha, Al FRA 2½ 300.00" in squeezed
    assert "1 4 Delta, Dee ESP 0 150.00" in squeezed  # the women's prize: more than nothing
    assert "U18 (born 2008 or later) No prize given" in squeezed  # Beta, born 2010, has General 2nd
    assert "Total given: 750.00" in squeezed
    _, standings = text_of(DocumentKind.STANDINGS, event, tmp_path)
    assert "Final standings" in standings
    beta = next(line for line in standings.splitlines() if "Beta, Bea" in line)
    assert beta.rstrip().endswith("W U18")


def test_standings_before_the_last_round_say_after_which_round(event: str, tmp_path: Path) -> None:
    _, text = text_of(DocumentKind.STANDINGS, event, tmp_path, round_number=2)
    assert "Standings after round 2" in text and "Final" not in text


@pytest.mark.sqlite_only("no_store")
def test_a_trf_has_no_prize_categories(tmp_path: Path) -> None:
    with pytest.raises(NothingToPrintError, match="no prize category"):
        render(DocumentKind.PRIZES, four_players(), io.BytesIO())


@pytest.mark.parametrize("kind", ["cover", "rating", "norms", "prizes"])
def test_arbiter_print_the_end_of_event_documents(kind: str, event: str, tmp_path: Path) -> None:
    out = tmp_path / f"{kind}.pdf"
    assert print_cli.run(["print", kind, str(event), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


@pytest.mark.sqlite_only("no_store")
def test_the_cover_and_the_norm_report_name_the_events_swiss_system(tmp_path: Path) -> None:
    """A Burstein event (issue 28) is not printed as a Dutch one: the cover gives the system and its
    record 192 code, the norm report its name."""
    from engine.model import PairingSystem

    t = replace(nine([W] * 7 + [L] * 2), system=PairingSystem.BURSTEIN, city="Biel")
    buf = io.BytesIO()
    render(DocumentKind.COVER, t, buf, extras=EventExtras())
    cover = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert "Swiss, Burstein System (FIDE_BURSTEIN), 9 rounds" in cover and "Dutch" not in cover
    buf = io.BytesIO()
    render(DocumentKind.NORMS, t, buf, extras=EventExtras())
    norms = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert "9, Swiss (Burstein System)" in norms and "Dutch" not in norms
