"""Tie-break specifications: which tie-break, with which modifier, under which edition of C.07.

A tie-break is written as in TRF26 records 202/212 (the FIDE "Mandatory Tie-Breaks" code form):
the acronym of C.07 art. 5, then ``/``-separated modifiers, e.g. ``BH/C1`` (Buchholz Cut-1),
``BH/M2`` (Median-2), ``KS/L+1`` (Koya limit raised by half a point), ``DE/P`` (direct encounter
counting forfeits as played, C.07 art. 6.1.1). The C.07 text's own hyphen form (``BH-C1``) is
accepted on input; ``str()`` always gives the TRF form.

>>> spec = parse_tiebreak("BH-C1")
>>> spec
TieBreakSpec(code='BH', modifier=Modifier.CUT_1)
>>> str(spec), spec.label
('BH/C1', 'BH-C1')
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from engine.errors import ArbiterError
from engine.i18n import translate


class TieBreakError(ArbiterError):
    """A tie-break that cannot be used as asked: unknown code, invalid modifier, wrong edition."""


class TieBreakEdition(enum.Enum):
    """Which edition of C.07 (Play-Off and Tie-Break Regulations) applies.

    The edition in force when the tournament started applies to the whole event.
    """

    C07_2024 = "2024-08"
    """Approved by FIDE Council 29/07/2024, applied 1 Aug 2024 - 28 Feb 2026: 16.4 dummy uncapped."""
    C07_2026 = "2026-03"
    """Approved by FIDE Council 02/02/2026, applied from 1 Mar 2026: 16.4 dummy caps, STD/TPN/RTNG."""

    def __repr__(self) -> str:
        return f"TieBreakEdition.{self.name}"

    @classmethod
    def from_text(cls, text: str) -> TieBreakEdition:
        """``2024``, ``2024-08``, ``2026``, ``2026-03`` (or the enum names)."""
        t = text.strip().upper()
        if t in ("2024", "2024-08", "C07_2024", "082024"):
            return cls.C07_2024
        if t in ("2026", "2026-03", "C07_2026", "032026"):
            return cls.C07_2026
        raise TieBreakError(
            translate("TieBreakError", "unknown C.07 edition {edition} (use 2024 or 2026)").format(
                edition=repr(text)
            )
        )

    @property
    def applies_from(self) -> date:
        """The first day of the edition ("Applied from 1st August, 2024", "... 1st March, 2026")."""
        return date(2024, 8, 1) if self is TieBreakEdition.C07_2024 else date(2026, 3, 1)

    @classmethod
    def for_start_date(cls, start_date: str) -> TieBreakEdition:
        """The edition for a tournament that started on ``start_date`` (``YYYY/MM/DD`` or ``YYYY-MM-DD``).

        The text in force on that day: 2026-03 from 1 March 2026, 2024-08 before (events that started
        before 1 August 2024, under older texts we do not implement, get the nearest, 2024-08). An
        unreadable or missing date gives the current edition, 2026-03.
        """
        started = parse_start_date(start_date)
        if started is None or started >= cls.C07_2026.applies_from:
            return cls.C07_2026
        return cls.C07_2024


def parse_start_date(text: str) -> date | None:
    """``YYYY/MM/DD``, ``YYYY-MM-DD`` or ``YYYY.MM.DD`` (TRF 042); None when it is not a date."""
    m = re.match(r"\s*(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})", text)
    if not m:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


class Modifier(enum.Enum):
    """C.07 art. 14.1-14.4: cut the least (and most) significant values."""

    CUT_1 = "C1"
    """14.1: cut the least significant value."""
    CUT_2 = "C2"
    """14.2: cut the two least significant values."""
    MEDIAN_1 = "M1"
    """14.3: cut the least and the most significant values."""
    MEDIAN_2 = "M2"
    """14.4: cut the two least and the two most significant values."""

    def __repr__(self) -> str:
        return f"Modifier.{self.name}"

    @property
    def low(self) -> int:
        """How many least significant values are cut."""
        return {"C1": 1, "C2": 2, "M1": 1, "M2": 2}[self.value]

    @property
    def high(self) -> int:
        """How many most significant values are cut."""
        return {"C1": 0, "C2": 0, "M1": 1, "M2": 2}[self.value]


class Direction(enum.Enum):
    """Whether a higher value ranks a player higher (most tie-breaks) or lower (TPN, DE rank)."""

    HIGHER_IS_BETTER = "desc"
    LOWER_IS_BETTER = "asc"


@dataclass(frozen=True, slots=True)
class TieBreakInfo:
    """One row of the C.07 art. 5 table (plus our own ALPHA)."""

    code: str
    name: str
    article: str
    cut_allowed: bool = False
    direction: Direction = Direction.HIGHER_IS_BETTER
    since_2026: bool = False
    rating_based: bool = False


_TABLE: tuple[TieBreakInfo, ...] = (
    TieBreakInfo("AOB", "Average of Opponents' Buchholz", "8.2"),
    TieBreakInfo("APPO", "Average Perfect Performance of Opponents", "10.5", rating_based=True),
    TieBreakInfo("APRO", "Average Performance Rating of Opponents", "10.4", rating_based=True),
    TieBreakInfo("ARO", "Average Rating of Opponents", "10.1", cut_allowed=True, rating_based=True),
    TieBreakInfo("BH", "Buchholz", "8.1", cut_allowed=True),
    TieBreakInfo("DE", "Direct Encounter", "6", direction=Direction.LOWER_IS_BETTER),
    TieBreakInfo("FB", "Fore Buchholz", "8.3", cut_allowed=True),
    TieBreakInfo("REP", "Rounds one Elected to Play in", "7.6"),
    TieBreakInfo("KS", "Koya System", "9.2"),
    TieBreakInfo("BPG", "Number of Games Played with Black", "7.3"),
    TieBreakInfo("WON", "Number of Games Won", "7.2"),
    TieBreakInfo("BWG", "Number of Games Won with Black", "7.4"),
    TieBreakInfo("WIN", "Number of Wins", "7.1"),
    TieBreakInfo("PTP", "Perfect Tournament Performance", "10.3", rating_based=True),
    TieBreakInfo("RTNG", "Rating", "10.6", since_2026=True),
    TieBreakInfo("SB", "Sonneborn-Berger", "9.1", cut_allowed=True),
    TieBreakInfo("STD", "Standard Points", "7.7", since_2026=True),
    TieBreakInfo("PS", "(Sum of) Progressive Scores", "7.5", cut_allowed=True),
    TieBreakInfo(
        "TPN", "Tournament Pairing Number", "7.8", direction=Direction.LOWER_IS_BETTER, since_2026=True
    ),
    TieBreakInfo("TPR", "Tournament Performance Rating", "10.2", rating_based=True),
    TieBreakInfo(
        "ALPHA", "Alphabetical order (tournament rules, not C.07)", "4.2", direction=Direction.LOWER_IS_BETTER
    ),
)
TIEBREAKS: dict[str, TieBreakInfo] = {t.code: t for t in _TABLE}
"""The tie-breaks we compute, by acronym (C.07 art. 5)."""

_ALIASES = {"GE": "REP"}
"""C.07 (2023/Apr-2024) "Games one Elected to Play" was renamed REP in Aug 2024."""


@dataclass(frozen=True, slots=True)
class TieBreakSpec:
    """One entry of a tournament's ordered tie-break list.

    ``koya_limit`` moves the 50 % limit of KS by that many half points (C.07 14.5, TRF ``/L+n``);
    ``forfeits_played`` counts forfeits as games in DE (6.1.1 "unless the specific regulations of the
    tournament state otherwise", TRF ``/P``); ``fore`` averages the opponents' Fore Buchholz in AOB
    (2026 8.2 "Buchholz (or Fore Buchholz)", TRF ``/F``).
    """

    code: str
    modifier: Modifier | None = None
    koya_limit: int = 0
    forfeits_played: bool = False
    fore: bool = False

    def __post_init__(self) -> None:
        info = TIEBREAKS.get(self.code)
        if info is None:
            raise TieBreakError(
                translate("TieBreakError", "unknown tie-break {code} (C.07 art. 5 lists {codes})").format(
                    code=repr(self.code), codes=", ".join(sorted(TIEBREAKS))
                )
            )
        if self.modifier is not None and not info.cut_allowed:
            raise TieBreakError(
                translate(
                    "TieBreakError",
                    "{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS",
                ).format(code=f"{self.code}-{self.modifier.value}")
            )
        if self.koya_limit and self.code != "KS":
            raise TieBreakError(
                translate("TieBreakError", "{code}: the Koya limit (14.5) applies only to KS").format(
                    code=self
                )
            )
        if self.fore and self.code != "AOB":
            raise TieBreakError(
                translate(
                    "TieBreakError", "{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB"
                ).format(code=self)
            )
        if self.forfeits_played and self.code != "DE":
            raise TieBreakError(
                translate(
                    "TieBreakError", "{code}: /P (forfeits as played, 6.1.1) applies only to DE"
                ).format(code=self)
            )

    def __repr__(self) -> str:
        parts = [f"code={self.code!r}"]
        if self.modifier is not None:
            parts.append(f"modifier={self.modifier!r}")
        if self.koya_limit:
            parts.append(f"koya_limit={self.koya_limit}")
        if self.forfeits_played:
            parts.append("forfeits_played=True")
        if self.fore:
            parts.append("fore=True")
        return f"TieBreakSpec({', '.join(parts)})"

    def __str__(self) -> str:
        """The TRF26 202/212 code, e.g. ``BH/C1``."""
        text = self.code
        if self.modifier is not None:
            text += "/" + self.modifier.value
        if self.koya_limit:
            text += f"/L{self.koya_limit:+d}"
        if self.forfeits_played:
            text += "/P"
        if self.fore:
            text += "/F"
        return text

    @property
    def label(self) -> str:
        """The C.07 text's form for column headings, e.g. ``BH-C1``."""
        return str(self).replace("/", "-")

    @property
    def info(self) -> TieBreakInfo:
        return TIEBREAKS[self.code]

    @property
    def direction(self) -> Direction:
        return self.info.direction

    def check_edition(self, edition: TieBreakEdition) -> None:
        """Raise if the tie-break does not exist in ``edition`` (STD, TPN, RTNG are new in 2026)."""
        if self.fore and edition is TieBreakEdition.C07_2024:
            raise TieBreakError(
                translate(
                    "TieBreakError", "{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)"
                ).format(code=self)
            )
        if self.info.since_2026 and edition is TieBreakEdition.C07_2024:
            raise TieBreakError(
                translate(
                    "TieBreakError", "{code} (C.07 art. {article}) exists only since the 2026 edition"
                ).format(code=self.code, article=self.info.article)
            )


_MODIFIER_RE = re.compile(r"^(C1|C2|M1|M2|L[+-]?\d+|P|F)$")


def parse_tiebreak(code: str) -> TieBreakSpec:
    """Read one tie-break code: ``BH/C1``, ``BH-C1``, ``bh c1``, ``SB``, ``KS/L+1``, ``DE/P``, ``GE``.

    >>> parse_tiebreak("SB/M1")
    TieBreakSpec(code='SB', modifier=Modifier.MEDIAN_1)
    >>> parse_tiebreak("WIN-C1")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.tiebreaks.spec.TieBreakError: WIN-C1: C.07 art. 5 allows Cut/Median modifiers only on ...
    """
    text = code.strip().upper()
    if not text:
        raise TieBreakError(translate("TieBreakError", "empty tie-break code"))
    if ":" in text.split("/")[0]:
        raise TieBreakError(
            translate(
                "TieBreakError",
                "{code}: team score selectors (:MP, :GP) are not supported (individual events only)",
            ).format(code=repr(code))
        )
    parts: list[str] = []
    for chunk in re.split(r"[/\s]+", text):
        # the C.07 hyphen form (BH-C1) separates like "/", but not inside a Koya limit (L-1)
        parts.extend(chunk.split("-") if chunk and not chunk.startswith("L") else [chunk])
    parts = [p for p in parts if p]
    name = _ALIASES.get(parts[0], parts[0])
    if name not in TIEBREAKS:
        raise TieBreakError(
            translate("TieBreakError", "unknown tie-break {code} (C.07 art. 5 lists {codes})").format(
                code=repr(code.strip()), codes=", ".join(sorted(TIEBREAKS))
            )
        )
    modifier: Modifier | None = None
    koya = 0
    forfeits = False
    fore = False
    for part in parts[1:]:
        if not _MODIFIER_RE.match(part):
            raise TieBreakError(
                translate(
                    "TieBreakError", "{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)"
                ).format(code=repr(code.strip()), modifier=repr(part))
            )
        if part in ("C1", "C2", "M1", "M2"):
            if modifier is not None:
                raise TieBreakError(
                    translate("TieBreakError", "{code}: only one Cut/Median modifier per tie-break").format(
                        code=repr(code.strip())
                    )
                )
            modifier = Modifier(part)
        elif part == "P":
            forfeits = True
        elif part == "F":
            fore = True
        else:
            koya = int(part[1:])
    return TieBreakSpec(name, modifier, koya, forfeits, fore)


def as_spec(value: TieBreakSpec | str) -> TieBreakSpec:
    return value if isinstance(value, TieBreakSpec) else parse_tiebreak(value)


def parse_tiebreak_list(codes: Iterable[str] | str) -> tuple[TieBreakSpec, ...]:
    """A 202/212 list (a comma-separated string or its items); a leading ``PTS`` (212) is skipped."""
    items = codes.split(",") if isinstance(codes, str) else list(codes)
    result = []
    for item in items:
        if not item.strip():
            continue
        if item.strip().upper() in ("PTS", "MPTS", "GPTS"):
            continue
        result.append(parse_tiebreak(item))
    return tuple(result)


def format_tiebreak_list(specs: Sequence[TieBreakSpec | str], with_points: bool = False) -> tuple[str, ...]:
    """The codes for ``Tournament.tiebreaks`` (202) or, ``with_points``, ``standings_tiebreaks`` (212)."""
    codes = tuple(str(as_spec(s)) for s in specs)
    return ("PTS", *codes) if with_points else codes


BUCHHOLZ_FAMILY = frozenset({"BH", "FB", "AOB"})
"""C.07 (2026) art. 8 note: "These tie-breaks must not be used in round-robins"."""


def tiebreaks_of(
    tournament_tiebreaks: Sequence[str], standings_tiebreaks: Sequence[str] = ()
) -> tuple[TieBreakSpec, ...]:
    """The list a tournament declares: 212 (standings order) if present, else 202."""
    if standings_tiebreaks:
        return parse_tiebreak_list(standings_tiebreaks)
    return parse_tiebreak_list(tournament_tiebreaks)


PRESETS: dict[str, tuple[str, ...]] = {
    "fide": ("BH/C1", "BH", "SB", "PS", "DE"),
    "round-robin": ("DE", "WIN", "SB", "KS"),
    "platform": ("BH/C1", "BH", "PS", "WIN", "ALPHA"),
}
"""Named tie-break lists.

``fide``: FIDE individual Swiss (Buchholz Cut-1, Buchholz, Sonneborn-Berger, Progressive score, Direct
Encounter). ``round-robin``: individual round robins (every tied player has met every other, so Direct
Encounter decides first, C.07 art. 6.2; then number of wins, Sonneborn-Berger and Koya, the tie-breaks
C.07 names for round robins; Buchholz "must not be used in round-robins", 2026 art. 8).
``platform``: the web platform's list (seeds/004): Buchholz Cut-1 ("Bc1"), Buchholz ("Bc2"),
Progressive score, number of wins (C.07 7.1 WIN: the platform counts its 1-point bye as an "automatic
win"), then alphabetical order.
"""
