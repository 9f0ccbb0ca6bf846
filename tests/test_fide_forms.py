"""The FIDE forms filled (issue 33 item 1): the tournament report IT3 and the certificate of title
result IT1 (B.01), from the norms code's data; printed from a tournament file by ``arbiter print``, and
from the same event on the tests' PostgreSQL server (``store_url``, issue 30 item 4). The forms' own
tests read an engine ``Tournament``: no store."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from cli import printing as print_cli
from engine.model import Tournament
from engine.trf import write_trf_file
from outputs.documents import NothingToPrintError
from outputs.documents.endevent import EventExtras
from outputs.documents.fide_forms import (
    exemption_counts,
    federation_rows,
    it1_document,
    it3_document,
    rounds_per_day,
    type_rows,
)
from tests.test_norms import L, W, nine
from tests.test_reports_documents import pdf_text


def _norm_event() -> Tournament:
    return replace(
        nine([W] * 7 + [L] * 2),
        chief_arbiter="IA Keller, Hans (1300000)",
        deputy_arbiters=("FA Durand, Anne (20600001)",),
        city="Biel",
        federation="SUI",
    )


@pytest.mark.sqlite_only("no_store")
def test_it1_of_a_norm_gives_what_b01_asks(tmp_path: Path) -> None:
    t = _norm_event()
    buf = io.BytesIO()
    assert it1_document(t, buf, player=1, extras=EventExtras(organiser="Bieler Schachfestival")) == 1
    text = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert "Certificate of title result (IT1)" in text and "FIDE form IT1" in text
    for fact in (
        "GM norm (B.01)",
        "Chief arbiter IA Keller, Hans, FIDE ID 1300000",
        "Average rating of opponents (Ra) 2380",
        "Performance (Rp) 2600",
        "Games, score 9, 7",
        "1 Opponent 1 GM GER 1001 2380 2380 1",
        "Chief arbiter: ____",
        "The chief arbiter declares",
    ):
        assert fact in text, fact


@pytest.mark.sqlite_only("no_store")
def test_it1_is_refused_in_one_sentence_without_a_norm(tmp_path: Path) -> None:
    t = _norm_event()
    with pytest.raises(NothingToPrintError, match=r"#2 achieved no title norm after round 9"):
        it1_document(t, io.BytesIO(), player=2)
    with pytest.raises(NothingToPrintError, match="no player with pairing number 99"):
        it1_document(t, io.BytesIO(), player=99)


@pytest.mark.sqlite_only("no_store")
def test_it3_counts_players_by_federation_and_names_the_officials(tmp_path: Path) -> None:
    t = _norm_event()
    buf = io.BytesIO()
    it3_document(t, buf, extras=EventExtras(organiser="Bieler Schachfestival"))
    text = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert "Tournament report (FIDE form IT3)" in text
    assert "Chief arbiter IA Keller, Hans, FIDE ID 1300000" in text
    assert "1st deputy chief arbiter FA Durand, Anne, FIDE ID 20600001" in text
    assert "Player, One (1)" in text and "GM, Ra 2380, Rp 2600" in text
    assert "The chief arbiter declares" in text
    rows = federation_rows(list(t.players), "GER")
    assert rows[0][0] == "GER"
    total = rows[-1]
    assert total[1] == str(len(t.players))
    assert sum(int(r[1]) for r in rows[:-1]) == len(t.players)


def test_arbiter_print_it3_and_it1(
    store_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    trf = tmp_path / "norm.trf"
    write_trf_file(_norm_event(), trf)
    path = store_url
    tf, _ = operations.import_trf(trf, path)
    tf.close()
    assert print_cli.run(["it3", path, "-o", str(tmp_path / "it3.pdf")]) == 0
    assert print_cli.run(["it1", path, "--player", "1", "-o", str(tmp_path / "it1.pdf")]) == 0
    assert print_cli.run(["it1", path, "-o", str(tmp_path / "none.pdf")]) == 1
    assert "it1 needs --player N" in capsys.readouterr().err
    assert not (tmp_path / "none.pdf").exists()


@pytest.mark.sqlite_only("no_store")
def test_it1_counts_the_opponents_as_the_certificate_asks(tmp_path: Path) -> None:
    """[IT1] in docs/fide_forms.md; #1 (IM, FRA) met GM GER, GM GER, GM ESP, IM ESP, IM NED, FM NED and
    three untitled (FRA, FRA, ITA), all rated 2380, in an event hosted by SUI; 7/9 needed 7."""
    buf = io.BytesIO()
    it1_document(_norm_event(), buf, player=1)
    text = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    for fact in (
        "Sex, place of birth male, born in ____",
        "Score required 7, exceeded by 0",
        "Opponents 9 rated, from 5 federations",
        "Opponents' federations 7 not the player's federation, 0 the host federation",
        "Titled opponents 6: GM 3, IM 2, FM 1, WGM 0, WIM 0, WFM 0",
        "Exemption (B.01 1.4.3) 5 federations; not from the host: 10 rated, 6 GM/IM/WGM/WIM",
        "Federation confirming the result SUI, official: ____",
    ):
        assert fact in text, fact
    assert exemption_counts(list(_norm_event().players), "FRA")[1] == (
        "5 federations; not from the host: 7 rated, 5 GM/IM/WGM/WIM"
    )


@pytest.mark.sqlite_only("no_store")
def test_it3_counts_each_kind_of_player_as_the_form_does(tmp_path: Path) -> None:
    """[IT3]: rated, unrated, each title; number, federations, host federation, others."""
    t = _norm_event()
    rows = {r[0]: r[1:] for r in type_rows(list(t.players), "GER")}
    assert rows["Rated"] == ["10", "5", "2", "8"]
    assert rows["Unrated"] == ["0", "0", "0", "0"]
    assert rows["GM"] == ["3", "2", "2", "1"]
    assert rows["IM"] == ["3", "3", "0", "3"]  # #1 (FRA) and the opponents of ESP and NED
    assert rows["FM"] == ["1", "1", "0", "1"]
    assert rows["WGM"] == rows["WIM"] == rows["WFM"] == ["0", "0", "0", "0"]
    buf = io.BytesIO()
    it3_document(replace(t, round_dates=("2026/04/11",) * 2 + ("2026/04/12",)), buf)
    text = " ".join(pdf_text(buf.getvalue(), tmp_path).split())
    assert "Schedule (rounds a day) 2 rounds on 2026/04/11" in text
    assert "Pairing computerised, program used: Arbiter Desk" in text
    assert "Rated 10 5 0 10" in text  # hosted by SUI
    assert "Special remarks (exceptions in the pairing...) ____" in text


@pytest.mark.sqlite_only("no_store")
def test_the_rounds_a_day_from_the_rounds_dates() -> None:
    assert rounds_per_day(()) == rounds_per_day(("", "")) == ""
    assert rounds_per_day(("2026/04/11", "2026/04/12")) == "1 round a day"
    assert rounds_per_day(("2026/04/11", "2026/04/11", "2026/04/12", "2026/04/12", "2026/04/13")) == (
        "2 rounds on 2026/04/11; 2 rounds on 2026/04/12"
    )
