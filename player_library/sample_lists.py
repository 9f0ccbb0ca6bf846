"""Synthetic FIDE rating lists in the official download layouts, any size (never a real list).

FIDE publishes its rating list monthly as a combined fixed-width TXT (``players_list_foa.txt``), a combined
XML (``players_list_xml_foa.xml``) and one list per rating type (``standard_rating_list.txt``, rapid,
blitz, TXT and XML), each zipped (layouts: ``shared/rules/fide/FIDE_Rating_List_Download_Formats.md``).
A whole list holds about 1.5 million players. This module writes lists of that shape from a seeded
random generator: for the library benchmark (``bench/bench_library.py``), small for the tests, and for
the pictures of the manual (:mod:`arbiter_gui.screenshots`, which is shipped: so is this module).

The first players of every list are the :data:`ANCHORS`, fixed players the tests look for (accented
names, letters that do not decompose, apostrophes, titles of every kind, a name longer than TRF allows).
The others get names built from syllables, so that the list has as many different surnames as a real
one, a federation, titles at realistic rates and ratings of the three types with their games and K
factors. ``players(count, seed)`` gives the same players as the file written with the same arguments.

    python -m player_library.sample_lists 1500000 combined-txt out/players_list_foa.txt [--zip]
"""

from __future__ import annotations

import argparse
import enum
import io
import random
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

FEDERATIONS = (
    "GER", "RUS", "FRA", "ESP", "IND", "ITA", "POL", "USA", "CZE", "NED", "HUN", "SRB", "ENG", "UKR",
    "SUI", "AUT", "BEL", "SWE", "NOR", "DEN", "CRO", "SLO", "SVK", "BIH", "ROU", "BUL", "GRE", "TUR",
    "IRI", "CHN", "VIE", "PHI", "ARG", "BRA", "COL", "PER", "CHI", "MEX", "CAN", "AUS", "ISR", "EGY",
    "RSA", "NGR", "KEN", "ISL", "FIN", "EST", "LAT", "LTU", "GEO", "ARM", "AZE", "KAZ", "UZB", "MGL",
    "FID", "POR", "IRL", "SCO", "WLS", "LUX", "MNE", "MKD", "ALB", "KOS", "MDA", "BLR", "FAI", "MLT",
)  # fmt: skip
"""Federations the generated players belong to (the first ones most often)."""

_SYLLABLES = (
    "ka", "ro", "mi", "sen", "lo", "va", "dor", "an", "el", "ni", "ko", "vic", "ber", "ger", "man",
    "son", "ma", "ri", "ta", "no", "sa", "li", "to", "ve", "ra", "da", "gu", "pe", "chi", "bo", "zu",
    "tan", "hov", "ski", "ova", "ez", "ard", "ein", "ov", "is", "us", "ar", "et", "ol", "ur", "yan",
    "kar", "mel", "stra", "wen", "fu", "hai", "qi", "nak", "ju", "rez", "lin", "dah", "bru", "mos",
)  # fmt: skip
_ACCENTED = {"a": "áàâä", "e": "éèêë", "i": "íì", "o": "óòôöø", "u": "úùûü", "c": "čćç", "s": "šś", "z": "žź"}
_FIRST_NAMES = (
    "Anna", "Maria", "Elena", "Olga", "Sofia", "Laura", "Nina", "Eva", "Ana", "Irina", "Milica", "Zoe",
    "Jan", "Peter", "Ivan", "Luca", "Marco", "David", "Pavel", "Hans", "Ali", "Arjun", "Wei", "Carlos",
    "José", "Jürgen", "Łukasz", "Søren", "Đorđe", "Şükrü", "Ólafur", "Zoltán", "Jiří", "André", "Björn",
)  # fmt: skip
_FEMALE_FIRST = frozenset(_FIRST_NAMES[:12])
_OTHER_TITLES = ("IA", "FA", "NA", "IO", "FT", "FST", "DI", "NI", "IA,FT", "FA,NI", "IO,IA")


class Layout(enum.Enum):
    """The downloadable list layouts."""

    COMBINED_TXT = "combined-txt"
    COMBINED_XML = "combined-xml"
    STANDARD_TXT = "standard-txt"
    RAPID_TXT = "rapid-txt"
    BLITZ_TXT = "blitz-txt"
    STANDARD_XML = "standard-xml"
    RAPID_XML = "rapid-xml"
    BLITZ_XML = "blitz-xml"

    @property
    def is_xml(self) -> bool:
        return self.value.endswith("xml")

    @property
    def rating_type(self) -> str | None:
        """``standard``/``rapid``/``blitz`` for a per-type list, None for a combined one."""
        kind = self.value.split("-")[0]
        return None if kind == "combined" else kind

    @property
    def inner_name(self) -> str:
        """The file name inside FIDE's zip."""
        if self is Layout.COMBINED_TXT:
            return "players_list_foa.txt"
        if self is Layout.COMBINED_XML:
            return "players_list_xml_foa.xml"
        return f"{self.rating_type}_rating_list.{'xml' if self.is_xml else 'txt'}"


Rating = tuple[int | None, int | None, int | None]
"""(rating, games in the last period, K factor); None where the list leaves the field empty."""


@dataclass(frozen=True, slots=True)
class SyntheticPlayer:
    """One player as a list writes it (the values, before any layout)."""

    fide_id: int
    name: str
    federation: str
    sex: str
    """``M`` or ``F``."""
    title: str = ""
    women_title: str = ""
    other_titles: str = ""
    foa_title: str = ""
    standard: Rating = (None, None, None)
    rapid: Rating = (None, None, None)
    blitz: Rating = (None, None, None)
    birth_year: int | None = None
    flag: str = ""
    """``i`` inactive, ``w`` woman, ``wi`` both."""

    def rating(self, kind: str) -> Rating:
        return {"standard": self.standard, "rapid": self.rapid, "blitz": self.blitz}[kind]


ANCHORS: tuple[SyntheticPlayer, ...] = (
    SyntheticPlayer(
        1000017, "Müller, Jürgen", "GER", "M", "FM", "", "IA", "",
        (2310, 9, 20), (2250, 0, 20), (2280, 12, 20),
        1971,
    ),
    SyntheticPlayer(
        1000025, "Đorđević, Milica", "SRB", "F", "WGM", "", "FA", "", (2350, 7, 20), (None, None, None),
        (2301, 4, 20), 1994, "w",
    ),
    SyntheticPlayer(1000033, "O'Brien, Seán", "IRL", "M", "", "", "", "ACM", (1845, 0, 40), birth_year=2009),
    SyntheticPlayer(
        1000041, "Øygard, Łukasz", "NOR", "M", "IM", "", "", "", (2401, 0, 10), (2389, 0, 20),
        birth_year=1988,
        flag="i",
    ),
    SyntheticPlayer(
        1000050, "Hou, Yifan", "CHN", "F", "GM", "WGM", "", "", (2630, 11, 10), (2580, 0, 10), (2600, 0, 10),
        1994, "w",
    ),
    SyntheticPlayer(
        1000068, "Van der Berg-Santos y Alvarado, Maximiliano Sebastián", "NED", "M", "CM", "", "FT,NI", "",
        (2101, 3, 20), birth_year=1979,
    ),
    SyntheticPlayer(1000076, "Straße, Ægir", "ISL", "M", "", "", "", "", (1502, 5, 40), birth_year=2012),
    SyntheticPlayer(1000084, "Duarte, Ana", "POR", "F", "", "WCM", "", "", (1702, 2, 40), birth_year=2008,
                    flag="w"),
)  # fmt: skip
"""Fixed players at the head of every generated list."""


def _surname(rng: random.Random) -> str:
    word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.choice((2, 2, 3, 3, 4))))
    if rng.random() < 0.08:  # some letters with accents, as in real lists
        i = rng.randrange(len(word))
        options = _ACCENTED.get(word[i])
        if options:
            word = word[:i] + rng.choice(options) + word[i + 1 :]
    word = word.capitalize()
    if rng.random() < 0.03:
        word += "-" + "".join(rng.choice(_SYLLABLES) for _ in range(2)).capitalize()
    return word


def _rating(rng: random.Random, base: int, share: float) -> Rating:
    if rng.random() >= share:
        return (None, None, None)
    rating = max(1400, min(2850, base + int(rng.gauss(0, 60))))
    games = rng.choice((0, 0, 0, 2, 4, 5, 7, 9, 11))
    k = 10 if rating >= 2400 else rng.choice((20, 20, 40))
    return (rating, games, k)


def _random_player(rng: random.Random, fide_id: int) -> SyntheticPlayer:
    female = rng.random() < 0.14
    first = rng.choice(_FIRST_NAMES[:12] if female else _FIRST_NAMES[12:])
    if rng.random() < 0.4:  # a first name the pools do not share
        first = _surname(rng)
    base = int(rng.triangular(1400, 2700, 1600))
    title = women = ""
    if base > 2500 and rng.random() < 0.5:
        title = "GM"
    elif base > 2350 and rng.random() < 0.4:
        title = "IM"
    elif base > 2200 and rng.random() < 0.3:
        title = "FM"
    elif base > 2100 and rng.random() < 0.2:
        title = "CM"
    if female and base > 2000 and rng.random() < 0.4:
        women = rng.choice(("WGM", "WIM", "WFM", "WCM"))
        if not title:
            title, women = women, ""
    other = rng.choice(_OTHER_TITLES) if rng.random() < 0.01 else ""
    foa = rng.choice(("AGM", "AIM", "AFM", "ACM")) if rng.random() < 0.005 else ""
    inactive = rng.random() < 0.3
    flag = ("w" if female else "") + ("i" if inactive else "")
    birth = rng.randint(1930, 2020) if rng.random() < 0.97 else None
    return SyntheticPlayer(
        fide_id=fide_id,
        name=f"{_surname(rng)}, {first}" if rng.random() < 0.995 else _surname(rng),
        federation=FEDERATIONS[min(int(rng.expovariate(1 / 12)), len(FEDERATIONS) - 1)],
        sex="F" if female else "M",
        title=title,
        women_title=women,
        other_titles=other,
        foa_title=foa,
        standard=_rating(rng, base, 0.55),
        rapid=_rating(rng, base - 30, 0.3),
        blitz=_rating(rng, base - 40, 0.25),
        birth_year=birth,
        flag=flag,
    )


def players(count: int, seed: int = 2026) -> Iterator[SyntheticPlayer]:
    """The ``count`` players of a generated list (the anchors first), in FIDE ID order."""
    yield from ANCHORS[:count]
    rng = random.Random(seed)
    fide_id = max(p.fide_id for p in ANCHORS)
    for _ in range(count - len(ANCHORS)):
        fide_id += rng.randint(1, 180)
        yield _random_player(rng, fide_id)


# --- layouts ------------------------------------------------------------------------------------------

COMBINED_HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
)


def per_type_header(month: str) -> str:
    """The header of a per-type TXT list, whose rating column is named after the list (``APR26``)."""
    return COMBINED_HEADER[:113] + f"{month:<6}Gms K  B-day Flag"


def _n(value: int | None, width: int) -> str:
    return ("" if value is None else str(value)).ljust(width)


def _head(p: SyntheticPlayer) -> str:
    return (
        f"{p.fide_id:<15}{p.name[:60]:<61}{p.federation:<4}{p.sex:<4}{p.title:<5}{p.women_title:<5}"
        f"{p.other_titles:<15}{p.foa_title:<4}"
    )


def combined_line(p: SyntheticPlayer) -> str:
    parts = [_head(p)]
    for rating, games, k in (p.standard, p.rapid, p.blitz):
        parts.append(_n(rating, 6) + _n(games, 4) + _n(k, 3))
    parts.append(_n(p.birth_year, 6) + p.flag)
    return "".join(parts).rstrip()


def per_type_line(p: SyntheticPlayer, kind: str) -> str:
    rating, games, k = p.rating(kind)
    return (_head(p) + _n(rating, 6) + _n(games, 4) + _n(k, 3) + _n(p.birth_year, 6) + p.flag).rstrip()


def _element(name: str, value: object) -> str:
    text = "" if value is None else escape(str(value))
    return f"<{name}>{text}</{name}>"


def xml_player(p: SyntheticPlayer, kind: str | None) -> str:
    fields: list[tuple[str, object]] = [
        ("fideid", p.fide_id),
        ("name", p.name),
        ("country", p.federation),
        ("sex", p.sex),
        ("title", p.title),
        ("w_title", p.women_title),
        ("o_title", p.other_titles),
        ("foa_title", p.foa_title),
    ]
    if kind is None:
        for prefix, (rating, games, k) in (("", p.standard), ("rapid_", p.rapid), ("blitz_", p.blitz)):
            fields += [(f"{prefix}rating", rating), (f"{prefix}games", games), (f"{prefix}k", k)]
    else:
        rating, games, k = p.rating(kind)
        fields += [("rating", rating), ("games", games), ("k", k)]
    fields += [("birthday", p.birth_year), ("flag", p.flag)]
    inner = "\n    ".join(_element(name, value) for name, value in fields)
    return f"  <player>\n    {inner}\n  </player>"


def write_text(out: io.TextIOBase, count: int, layout: Layout, seed: int = 2026, month: str = "APR26") -> int:
    """Write a list of ``count`` players to ``out`` (a text stream); returns the number written."""
    kind = layout.rating_type
    written = 0
    buffer: list[str] = []
    if layout.is_xml:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
        for p in players(count, seed):
            buffer.append(xml_player(p, kind))
            written += 1
            if len(buffer) >= 10_000:
                out.write("\n".join(buffer) + "\n")
                buffer.clear()
        out.write("".join(b + "\n" for b in buffer) + "</playerslist>\n")
        return written
    out.write((COMBINED_HEADER if kind is None else per_type_header(month)) + "\n")
    for p in players(count, seed):
        buffer.append(combined_line(p) if kind is None else per_type_line(p, kind))
        written += 1
        if len(buffer) >= 10_000:
            out.write("\n".join(buffer) + "\n")
            buffer.clear()
    out.write("".join(b + "\n" for b in buffer))
    return written


def write_list(
    path: Path,
    count: int,
    layout: Layout,
    *,
    seed: int = 2026,
    zipped: bool = False,
    newline: str = "\n",
    encoding: str = "utf-8",
) -> Path:
    """Write a generated list to ``path``: the bare file, or (``zipped``) a zip holding it under FIDE's
    inner name. ``newline="\\r\\n"`` writes CRLF lines; ``encoding`` may be ``latin-1`` (names that
    Latin-1 cannot hold are then written with ``?``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if zipped:
        with (
            zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1) as zf,
            zf.open(layout.inner_name, "w", force_zip64=True) as raw,
            io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline=newline) as text,
        ):
            write_text(text, count, layout, seed)
        return path
    with open(path, "w", encoding=encoding, errors="replace", newline=newline) as f:
        write_text(f, count, layout, seed)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write a synthetic FIDE rating list.")
    parser.add_argument("count", type=int)
    parser.add_argument("layout", choices=[layout.value for layout in Layout])
    parser.add_argument("output", type=Path)
    parser.add_argument("--zip", action="store_true", help="zip it under FIDE's inner file name")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--crlf", action="store_true")
    a = parser.parse_args(argv)
    write_list(
        a.output, a.count, Layout(a.layout), seed=a.seed, zipped=a.zip, newline="\r\n" if a.crlf else "\n"
    )
    print(f"wrote {a.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
