"""How a round was paired, in the terms of the 2012 text (C.04.3.1 (2012) A.6, A.8, B, C, D).

For each bracket: whether it was homogeneous or heterogeneous (A.3), P0 and P, M0 and M1 (A.6,
C.2), X1 and X, Z1 and Z (A.8, C.10.e), the requirements that had to be relaxed (B.2 for top
scorers, A.7.d, B.5 and B.6 for down- and upfloaters, C.10), the transposition or exchange chosen
(D.1-D.3), and what C.1, C.12 and C.13 did. The same measures compare a recorded pairing with the
engine's one (:func:`why_different`, for the checker).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.dutch.phrase import Phrase, phrase
from engine.dutch2012.criteria import a7d_violation, b2_violation, z_violation
from engine.dutch2012.state import Float, PlayerState, Strength
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour


@dataclass
class BracketNote:
    """What happened in one bracket, for the explanation of a round (numbers are pairing numbers)."""

    score: Fraction
    movers: list[int] = field(default_factory=list)
    residents: list[int] = field(default_factory=list)
    heterogeneous: bool = False
    lowest: bool = False
    joined: bool = False
    pairs: list[tuple[int, int]] = field(default_factory=list)
    downfloaters: list[int] = field(default_factory=list)
    bye: int | None = None
    counts: list[str | Phrase] = field(default_factory=list)
    """P0/P, M0/M1, X1/X, Z1/Z, the B3-factor (shown separated by semicolons)."""
    order: list[Phrase] = field(default_factory=list)
    """The transposition or exchange chosen (D.1-D.3)."""
    relaxed: list[Phrase] = field(default_factory=list)
    """Requirements the pairing of the bracket could not fulfil (C.10)."""
    events: list[Phrase] = field(default_factory=list)
    """C.1, C.12, C.13."""

    def lines(self) -> list[str]:
        """The note in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        kind = _KINDS[(self.heterogeneous, self.joined, self.lowest)]
        head = translate("PairingExplanation", "bracket {score} ({kind}): residents {residents}")
        if self.movers:
            head = translate(
                "PairingExplanation", "bracket {score} ({kind}): residents {residents}, moved down {movers}"
            )
        out = [
            "  "
            + head.format(
                score=_points(self.score),
                kind=translate("PairingExplanation", kind),
                residents=self.residents,
                movers=self.movers,
            )
        ]
        if self.counts:
            out.append("    " + "; ".join(str(c) for c in self.counts))
        out.extend(f"    {line}" for line in self.order)
        for x, y in self.pairs:
            out.append(f"    {x} - {y}")
        relaxed = translate("PairingExplanation", "relaxed: {requirement}")
        out.extend("    " + relaxed.format(requirement=line) for line in self.relaxed)
        out.extend(f"    {line}" for line in self.events)
        if self.downfloaters:
            out.append(
                "    "
                + translate("PairingExplanation", "moved down: {players}").format(players=self.downfloaters)
            )
        return out


_KINDS = {
    (False, False, False): QT_TRANSLATE_NOOP("PairingExplanation", "homogeneous"),
    (True, False, False): QT_TRANSLATE_NOOP("PairingExplanation", "heterogeneous"),
    (False, True, False): QT_TRANSLATE_NOOP("PairingExplanation", "homogeneous, joined by C.13"),
    (True, True, False): QT_TRANSLATE_NOOP("PairingExplanation", "heterogeneous, joined by C.13"),
    (False, False, True): QT_TRANSLATE_NOOP("PairingExplanation", "homogeneous, lowest"),
    (True, False, True): QT_TRANSLATE_NOOP("PairingExplanation", "heterogeneous, lowest"),
    (False, True, True): QT_TRANSLATE_NOOP("PairingExplanation", "homogeneous, joined by C.13, lowest"),
    (True, True, True): QT_TRANSLATE_NOOP("PairingExplanation", "heterogeneous, joined by C.13, lowest"),
}
"""What a 2012 bracket is (A.3; C.13), by (heterogeneous, joined, lowest)."""


def _points(score: Fraction) -> str:
    """A score as arbiters write it: 3, 2.5."""
    return str(score.numerator) if score.denominator == 1 else f"{float(score):g}"


def colour_targets(players: list[PlayerState], even_round: bool) -> tuple[int, int]:
    """X1 and Z1 of a bracket (A.8), from the colour preferences of its players (A.7.d, A.7.e).

    In even rounds w and b count the players with a mild preference (an even number of games),
    W and B the others; in odd rounds every preference counts in W or B.
    """
    p0 = len(players) // 2
    big_w = big_b = small_w = small_b = none = 0
    for p in players:
        if p.preference is Colour.NONE:
            none += 1
        elif even_round and p.strength is Strength.MILD:
            if p.preference is Colour.WHITE:
                small_w += 1
            else:
                small_b += 1
        elif p.preference is Colour.WHITE:
            big_w += 1
        else:
            big_b += 1
    x1 = p0 - (big_w + small_w if big_b + small_b > big_w + small_w else big_b + small_b) - none
    z1 = p0 - (big_w if big_b > big_w else big_b) - small_b - small_w - none
    return max(x1, 0), (max(z1, 0) if even_round else 0)


def clash(a: PlayerState, b: PlayerState) -> bool:
    """The pair does not fulfil both colour preferences (X)."""
    return a.preference is b.preference and a.preference is not Colour.NONE


@dataclass(frozen=True, slots=True)
class Quality:
    """The measures of A.11 for one pairing of one bracket, in the priority order of C.10/C.14."""

    moved_down_paired: int
    pairs: int
    floater_scores: tuple[Fraction, ...]
    """Scores of the players moved down (or the bye), highest first: lower is better."""
    b3_factor: Fraction
    b2_ignored: int
    a7d_dropped: int
    x: int
    z: int
    b5_down: int
    b6_down: int
    b5_up: int
    b6_up: int

    def key(self) -> tuple[object, ...]:
        """Larger is better."""
        return (
            self.moved_down_paired,
            self.pairs,
            tuple(-s for s in self.floater_scores),
            -self.b3_factor,
            -self.b2_ignored,
            -self.a7d_dropped,
            -self.x,
            -self.z,
            -self.b5_down,
            -self.b6_down,
            -self.b5_up,
            -self.b6_up,
        )


_NAMES = (
    QT_TRANSLATE_NOOP("PairingExplanation", "M1, the moved-down players paired (C.14.b)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "P, the pairs made (C.14.a)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "the scores of the floaters (A.7.d, B.3)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "the B3-factor of the lowest bracket (D.4)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "B.2 ignored for top scorers (C.10.g)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "A.7.d dropped (C.10.f)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "X, pairs not fulfilling the colour preferences (B.4, C.10.e)"),
    QT_TRANSLATE_NOOP(
        "PairingExplanation", "Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)"
    ),
    QT_TRANSLATE_NOOP("PairingExplanation", "B.5 for downfloaters (C.10.d)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "B.6 for downfloaters (C.10.c)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "B.5 for upfloaters (C.10.b)"),
    QT_TRANSLATE_NOOP("PairingExplanation", "B.6 for upfloaters (C.10.a)"),
)
"""The measures of :class:`Quality`, in English (``translate("PairingExplanation", name)`` where shown)."""


def measure(
    players: list[PlayerState],
    movers: set[int],
    heterogeneous: bool,
    lowest: bool,
    pairs: list[tuple[PlayerState, PlayerState]],
    even_round: bool,
    low_score: Fraction,
) -> Quality:
    """The measures of a pairing of a bracket (``players``; ``movers``: pairing numbers of the
    players moved down into it; ``pairs``: pairs inside the bracket, higher player first)."""
    paired = {p.number for pair in pairs for p in pair}
    left = [p for p in players if p.number not in paired]
    m1 = sum(1 for a, b in pairs if heterogeneous and a.number in movers and b.number not in movers)
    b3 = Fraction(0)
    if lowest:
        b3 = sum(((a.pairing_score - b.pairing_score) ** 2 for a, b in pairs), Fraction(0))
        b3 += sum(((p.pairing_score - low_score + 1) ** 2 for p in left), Fraction(0))
    residents_left = [p for p in left if p.number not in movers]
    ups = [b for a, b in pairs if heterogeneous and a.number in movers and b.number not in movers]
    return Quality(
        moved_down_paired=m1,
        pairs=len(pairs),
        floater_scores=tuple(sorted((p.pairing_score for p in left), reverse=True)) if not lowest else (),
        b3_factor=b3,
        b2_ignored=sum(1 for a, b in pairs if b2_violation(a, b)),
        a7d_dropped=0 if even_round else sum(1 for a, b in pairs if a7d_violation(a, b)),
        x=sum(1 for a, b in pairs if clash(a, b)),
        z=sum(1 for a, b in pairs if z_violation(a, b)) if even_round else 0,
        b5_down=sum(1 for p in residents_left if p.float_1 is Float.DOWN),
        b6_down=sum(1 for p in residents_left if p.float_2 is Float.DOWN),
        b5_up=sum(1 for p in ups if p.float_1 is Float.UP),
        b6_up=sum(1 for p in ups if p.float_2 is Float.UP),
    )


def first_difference(better: Quality, worse: Quality) -> str | None:
    """The criterion of highest priority on which the two pairings differ (in the language of the lookup
    in force), or None."""
    for name, a, b in zip(_NAMES, better.key(), worse.key(), strict=True):
        if a != b:
            return translate("PairingExplanation", name)
    return None


def relaxed_lines(
    q: Quality, x1: int, z1: int, even_round: bool, downfloaters: list[PlayerState], ups: list[PlayerState]
) -> list[Phrase]:
    """What the pairing of a bracket had to give up, by the article that allows it (C.10)."""
    out: list[Phrase] = []
    if q.b2_ignored:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP(
                    "PairingExplanation", "B.2 for top scorers (%n pair(s) with the same absolute preference)"
                ),
                q.b2_ignored,
            )
        )
    if q.a7d_dropped:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP("PairingExplanation", "A.7.d (%n pair(s) with the same strong preference)"),
                q.a7d_dropped,
            )
        )
    if q.x > x1:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP("PairingExplanation", "X raised from X1 = {target} to {count}"),
                target=x1,
                count=q.x,
            )
        )
    if even_round and q.z > z1:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP("PairingExplanation", "Z raised from Z1 = {target} to {count}"),
                target=z1,
                count=q.z,
            )
        )
    again = [p.number for p in downfloaters if p.float_1 is Float.DOWN]
    if again:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP("PairingExplanation", "B.5 for downfloaters: {players} float down again"),
                players=again,
            )
        )
    before = [p.number for p in downfloaters if p.float_2 is Float.DOWN]
    if before:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP(
                    "PairingExplanation", "B.6 for downfloaters: {players} floated down two rounds before"
                ),
                players=before,
            )
        )
    up_again = [p.number for p in ups if p.float_1 is Float.UP]
    if up_again:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP("PairingExplanation", "B.5 for upfloaters: {players} float up again"),
                players=up_again,
            )
        )
    up_before = [p.number for p in ups if p.float_2 is Float.UP]
    if up_before:
        out.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP(
                    "PairingExplanation", "B.6 for upfloaters: {players} floated up two rounds before"
                ),
                players=up_before,
            )
        )
    return out


def order_lines(remainder: list[PlayerState], pairs: list[tuple[PlayerState, PlayerState]]) -> list[Phrase]:
    """The transposition (D.1) or exchange (D.2) that gives ``pairs`` in a homogeneous bracket
    or remainder ``remainder`` (in A.2 order)."""
    if not pairs:
        return []
    size = len(pairs)
    number = {p.number: i + 1 for i, p in enumerate(remainder)}
    s1 = [p.number for p in remainder[:size]]
    new_s1 = sorted((a.number for a, _b in pairs), key=number.__getitem__)
    out_of_s1 = [n for n in s1 if n not in new_s1]
    into_s1 = [n for n in new_s1 if n not in s1]
    opponent = {a.number: b.number for a, b in pairs}
    lines = []
    if out_of_s1:
        diff = sum(number[n] for n in into_s1) - sum(number[n] for n in out_of_s1)
        lines.append(
            phrase(
                "PairingExplanation",
                QT_TRANSLATE_NOOP(
                    "PairingExplanation", "exchange (D.2): {out} to S2, {into} to S1, difference {difference}"
                ),
                out=out_of_s1,
                into=into_s1,
                difference=diff,
            )
        )
    s2_order = [opponent[n] for n in new_s1]
    lines.append(
        phrase(
            "PairingExplanation",
            QT_TRANSLATE_NOOP("PairingExplanation", "S1 {s1} against {s2} (transposition of S2, D.1)"),
            s1=new_s1,
            s2=s2_order,
        )
    )
    return lines
