"""The team tie-breaks of C.07 (2024-08 and 2026-03) as TRF26 202/212 codes name them.

C.07 art. 5 lists, for team competitions, ESB (13.2, ● Cut-1), EDE (13.3), MPvGP (13.1) and SSSC
(13.4), and for team knock-outs BC (12.1), TBR (12.2) and BBE (12.3); art. 13 (summary in
``../shared/rules/fide/C07_TieBreak_Regulations_2026-03.md``: "Arts 6-10 (or variations) may be
applied to teams, computed on MP or GP (default: the primary score)") adds the Buchholz family of
art. 8 for teams. The code form is the FIDE "Mandatory Tie-Breaks" one of record 202: ``:MP`` or
``:GP`` selects the score (``BH:GP/C1``), ``/C1 /C2 /M1 /M2`` the modifiers of 14.1-14.4, ``/Kx``
the normalising factor of SSSC (13.4), ``/F`` SSSC on Fore Buchholz, ``/P`` forfeited matches
counted as played in EDE (6.1.1). The 2026 edition names four chains of 13.3.2: ``EDEBT``
(EDE, BC, TBR), ``EDEBB`` (EDE, BC, BBE), ``EDET`` (EDE, TBR), ``EDEB`` (EDE, BBE).

>>> spec = parse_team_tiebreak("bh:gp-c1")
>>> spec, str(spec)
(TeamTieBreakSpec(code='BH', score='GP', modifier=Modifier.CUT_1), 'BH:GP/C1')
>>> str(parse_team_tiebreak("SSSC/K4"))
'SSSC/K4'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from engine.i18n import translate
from engine.tiebreaks.spec import Direction, Modifier, TieBreakEdition, TieBreakError


@dataclass(frozen=True, slots=True)
class TeamTieBreakInfo:
    """One team tie-break: its article, whether the score (``:MP``/``:GP``) and the cut modifiers
    apply, which way is better, whether it ranks a tied group (type A) rather than gives a value."""

    code: str
    name: str
    article: str
    scored: bool = False
    cuts: bool = False
    direction: Direction = Direction.HIGHER_IS_BETTER
    group: bool = False
    since_2026: bool = False


_TABLE = (
    TeamTieBreakInfo("MP", "Match points", "11.1"),
    TeamTieBreakInfo("GP", "Game points", "11.1"),
    TeamTieBreakInfo("MPVGP", "Match Points or Game Points", "13.1"),
    TeamTieBreakInfo("EMMSB", "Extended Sonneborn-Berger (MP x MP)", "13.2", cuts=True),
    TeamTieBreakInfo("EMGSB", "Extended Sonneborn-Berger (MP x GP)", "13.2", cuts=True),
    TeamTieBreakInfo("EGMSB", "Extended Sonneborn-Berger (GP x MP)", "13.2", cuts=True),
    TeamTieBreakInfo("EGGSB", "Extended Sonneborn-Berger (GP x GP)", "13.2", cuts=True),
    TeamTieBreakInfo("BC", "Board Count", "12.1", direction=Direction.LOWER_IS_BETTER),
    TeamTieBreakInfo("BH", "Buchholz for teams", "8.1, 13", scored=True, cuts=True),
    TeamTieBreakInfo("FB", "Fore Buchholz for teams", "8.3, 13", scored=True, cuts=True),
    TeamTieBreakInfo("SSSC", "Scores and Schedule Strength Combination", "13.4"),
    TeamTieBreakInfo("TBR", "Top Board Results", "12.2", direction=Direction.LOWER_IS_BETTER),
    TeamTieBreakInfo("BBE", "Bottom Board Elimination", "12.3", direction=Direction.LOWER_IS_BETTER),
    TeamTieBreakInfo(
        "EDE", "Extended Direct Encounter for teams", "13.3", direction=Direction.LOWER_IS_BETTER, group=True
    ),
    *(
        TeamTieBreakInfo(
            code,
            f"Extended Direct Encounter, then {then}",
            "13.3.2",
            direction=Direction.LOWER_IS_BETTER,
            group=True,
            since_2026=True,
        )
        for code, then in (("EDEBT", "BC, TBR"), ("EDEBB", "BC, BBE"), ("EDET", "TBR"), ("EDEB", "BBE"))
    ),
)
TEAM_TIEBREAKS: dict[str, TeamTieBreakInfo] = {t.code: t for t in _TABLE}
"""The team tie-breaks computed here, by code."""

CHAINS: dict[str, tuple[str, ...]] = {
    "EDE": (),
    "EDEBT": ("BC", "TBR"),
    "EDEBB": ("BC", "BBE"),
    "EDET": ("TBR",),
    "EDEB": ("BBE",),
}
"""13.3.2 (2026): what follows EDE for two teams still level on match and game points."""


@dataclass(frozen=True, slots=True)
class TeamTieBreakSpec:
    """One team tie-break of a list: ``score`` is ``MP``, ``GP`` or empty (the primary score)."""

    code: str
    score: str = ""
    modifier: Modifier | None = None
    factor: Fraction | None = None
    """SSSC ``/Kx``: the normalising factor the competition states (13.4)."""
    fore: bool = False
    """SSSC ``/F``: Schedule Strength on Fore Buchholz (13.4)."""
    forfeits_played: bool = False
    """EDE ``/P``: forfeited matches count as encounters (6.1.1 "unless the specific regulations...")."""

    def __repr__(self) -> str:
        parts = [f"code={self.code!r}"]
        if self.score:
            parts.append(f"score={self.score!r}")
        if self.modifier is not None:
            parts.append(f"modifier={self.modifier!r}")
        if self.factor is not None:
            parts.append(f"factor={self.factor!r}")
        if self.fore:
            parts.append("fore=True")
        if self.forfeits_played:
            parts.append("forfeits_played=True")
        return f"TeamTieBreakSpec({', '.join(parts)})"

    def __str__(self) -> str:
        text = self.code + (f":{self.score}" if self.score else "")
        if self.modifier is not None:
            text += "/" + self.modifier.value
        if self.factor is not None:
            text += f"/K{_number(self.factor)}"
        if self.fore:
            text += "/F"
        if self.forfeits_played:
            text += "/P"
        return text

    @property
    def info(self) -> TeamTieBreakInfo:
        return TEAM_TIEBREAKS[self.code]

    @property
    def direction(self) -> Direction:
        return self.info.direction

    def check_edition(self, edition: TieBreakEdition) -> None:
        """Refuse the 13.3.2 chains under the 2024 edition, which names none."""
        if self.info.since_2026 and edition is TieBreakEdition.C07_2024:
            raise TieBreakError(
                translate(
                    "TeamTieBreak",
                    "{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07",
                ).format(code=self)
            )


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


_PART = re.compile(r"^(C1|C2|M1|M2|K\d+(?:\.\d+)?|F|P)$")


def _refuse(code: str, reason: str) -> TieBreakError:
    return TieBreakError(
        translate("TeamTieBreak", "{code}: not a team tie-break of C.07 ({reason})").format(
            code=code.strip(), reason=reason
        )
    )


def parse_team_tiebreak(code: str) -> TeamTieBreakSpec:
    """Read one team tie-break code (``EMGSB/C1``, ``BH:MP/C1``, ``BH-C1``, ``SSSC/K4``, ``EDEBT``)."""
    text = code.strip().upper()
    chunks = [c for c in re.split(r"[/\s-]+", text) if c]
    if not chunks:
        raise TieBreakError(translate("TieBreakError", "empty tie-break code"))
    name, _, score = chunks[0].partition(":")
    info = TEAM_TIEBREAKS.get(name)
    if info is None:
        raise _refuse(code, ", ".join(TEAM_TIEBREAKS))
    if score and (score not in ("MP", "GP") or not info.scored):
        raise _refuse(code, translate("TeamTieBreak", ":MP or :GP only after BH and FB"))
    modifier: Modifier | None = None
    factor: Fraction | None = None
    fore = forfeits = False
    for part in chunks[1:]:
        if not _PART.match(part):
            raise _refuse(
                code, translate("TeamTieBreak", "unknown modifier {modifier}").format(modifier=part)
            )
        if part in ("C1", "C2", "M1", "M2") and info.cuts and modifier is None:
            modifier = Modifier(part)
        elif part.startswith("K") and name == "SSSC" and factor is None and Fraction(part[1:]) > 0:
            factor = Fraction(part[1:])
        elif part == "F" and name == "SSSC":
            fore = True
        elif part == "P" and info.group:
            forfeits = True
        else:
            raise _refuse(
                code,
                translate("TeamTieBreak", "{modifier} does not apply to {name}").format(
                    modifier=part, name=name
                ),
            )
    return TeamTieBreakSpec(name, score, modifier, factor, fore, forfeits)
