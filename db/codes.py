"""The codes the file stores for a board's result and a requested bye (``result``, ``bye.kind``).

The store's schema checks these values (``db.schema``); the use cases return them inside their values
(``values`` re-exports both).
"""

from __future__ import annotations

import enum

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import ResultCode


class GameResult(enum.Enum):
    """The result of one board, as the arbiter enters it (TRF 001 column 99 for both players).

    C.04.1 / TRF16: forfeits (``+``/``-``) were paired but not played; ``W``/``D``/``L`` are games
    that started but are not rated (e.g. fewer than the required moves).
    """

    WHITE_WINS = "1-0"
    BLACK_WINS = "0-1"
    DRAW = "1/2-1/2"
    WHITE_WINS_FORFEIT = "+/-"
    BLACK_WINS_FORFEIT = "-/+"
    DOUBLE_FORFEIT = "-/-"
    WHITE_WINS_UNRATED = "W-L"
    BLACK_WINS_UNRATED = "L-W"
    DRAW_UNRATED = "D-D"

    @property
    def codes(self) -> tuple[ResultCode, ResultCode]:
        """(white's code, black's code) as TRF writes them."""
        return _CODES_BY_TEXT[self._value_]  # by the stored text: an enum member's hash is a Python call

    @property
    def white_code(self) -> ResultCode:
        return _CODES[self][0]

    @property
    def black_code(self) -> ResultCode:
        return _CODES[self][1]

    @property
    def is_forfeit(self) -> bool:
        """The game was not played (one or both players absent)."""
        return self in (
            GameResult.WHITE_WINS_FORFEIT,
            GameResult.BLACK_WINS_FORFEIT,
            GameResult.DOUBLE_FORFEIT,
        )

    @property
    def label(self) -> str:
        """How a pairing list prints it (in the language of the window or of the document printed)."""
        return translate("DbResult", _LABELS[self])

    @classmethod
    def from_codes(cls, white: ResultCode, black: ResultCode) -> GameResult | None:
        """The board result for a pair of TRF codes; None when both are PENDING.

        Raises ``ValueError`` for a pair no board can produce (e.g. both players winning).
        """
        if white is ResultCode.PENDING and black is ResultCode.PENDING:
            return None
        for result, codes in _CODES.items():
            if codes == (white, black):
                return result
        raise ValueError(
            translate("DbRefusal", "impossible result pair: white {value!r}, black {value2!r}").format(
                value=white.value, value2=black.value
            )
        )

    @classmethod
    def parse(cls, text: str) -> GameResult:
        """Read what an arbiter types: ``1-0``, ``1``, ``0-1``, ``0``, ``1/2``, ``=``, ``½-½``,
        ``+-``/``+/-``, ``-+``/``-/+``, ``--``/``-/-``/``0F-0F``, ``W-L``/``1-0u``, ``L-W``/``0-1u``,
        ``D-D``/``=u``. Raises ``ValueError`` with the text for anything else."""
        key = text.strip().replace(" ", "").replace("\u00bd", "1/2").upper()
        found = _ALIASES.get(key)
        if found is None:
            if key in ("0-0", "0:0"):
                raise ValueError(
                    translate(
                        "DbRefusal",
                        "result {text!r}: a board where nobody scores is a double forfeit (--) "
                        "when neither player played; a played game has a winner or is drawn",
                    ).format(text=text)
                )
            raise ValueError(
                translate(
                    "DbRefusal", "unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D"
                ).format(text=text)
            )
        return found


_CODES: dict[GameResult, tuple[ResultCode, ResultCode]] = {
    GameResult.WHITE_WINS: (ResultCode.WIN, ResultCode.LOSS),
    GameResult.BLACK_WINS: (ResultCode.LOSS, ResultCode.WIN),
    GameResult.DRAW: (ResultCode.DRAW, ResultCode.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
    GameResult.WHITE_WINS_UNRATED: (ResultCode.UNRATED_WIN, ResultCode.UNRATED_LOSS),
    GameResult.BLACK_WINS_UNRATED: (ResultCode.UNRATED_LOSS, ResultCode.UNRATED_WIN),
    GameResult.DRAW_UNRATED: (ResultCode.UNRATED_DRAW, ResultCode.UNRATED_DRAW),
}
_CODES_BY_TEXT = {result.value: codes for result, codes in _CODES.items()}
"""``_CODES`` by the stored text (``GameResult.codes``: 64,000 boards at each snapshot of a 9,999-player
event)."""
_LABELS = {
    GameResult.WHITE_WINS: QT_TRANSLATE_NOOP("DbResult", "1-0"),
    GameResult.BLACK_WINS: QT_TRANSLATE_NOOP("DbResult", "0-1"),
    GameResult.DRAW: QT_TRANSLATE_NOOP("DbResult", "\u00bd-\u00bd"),
    GameResult.WHITE_WINS_FORFEIT: QT_TRANSLATE_NOOP("DbResult", "+ / -"),
    GameResult.BLACK_WINS_FORFEIT: QT_TRANSLATE_NOOP("DbResult", "- / +"),
    GameResult.DOUBLE_FORFEIT: QT_TRANSLATE_NOOP("DbResult", "- / -"),
    GameResult.WHITE_WINS_UNRATED: QT_TRANSLATE_NOOP("DbResult", "1-0 (unrated)"),
    GameResult.BLACK_WINS_UNRATED: QT_TRANSLATE_NOOP("DbResult", "0-1 (unrated)"),
    GameResult.DRAW_UNRATED: QT_TRANSLATE_NOOP("DbResult", "\u00bd-\u00bd (unrated)"),
}
_ALIASES: dict[str, GameResult] = {
    **{k: GameResult.WHITE_WINS for k in ("1-0", "1", "1:0")},
    **{k: GameResult.BLACK_WINS for k in ("0-1", "0", "0:1")},
    **{k: GameResult.DRAW for k in ("1/2-1/2", "1/2", "=", "0.5-0.5", "0.5", "1/2:1/2")},
    **{k: GameResult.WHITE_WINS_FORFEIT for k in ("+-", "+/-", "1F-0F", "+:-")},
    **{k: GameResult.BLACK_WINS_FORFEIT for k in ("-+", "-/+", "0F-1F", "-:+")},
    **{k: GameResult.DOUBLE_FORFEIT for k in ("--", "-/-", "0F-0F", "-:-")},
    **{k: GameResult.WHITE_WINS_UNRATED for k in ("W-L", "WL", "1-0U")},
    **{k: GameResult.BLACK_WINS_UNRATED for k in ("L-W", "LW", "0-1U")},
    **{k: GameResult.DRAW_UNRATED for k in ("D-D", "DD", "=U", "1/2U", "1/2-1/2U")},
}


class ByeKind(enum.Enum):
    """A bye the player asked for before the round was paired (C.04.2 art. 3.3; TRF H / Z / F)."""

    HALF = "half"
    ZERO = "zero"
    FULL = "full"

    @property
    def code(self) -> ResultCode:
        return {
            ByeKind.HALF: ResultCode.HALF_BYE,
            ByeKind.ZERO: ResultCode.ZERO_BYE,
            ByeKind.FULL: ResultCode.FULL_BYE,
        }[self]

    @classmethod
    def from_code(cls, code: ResultCode) -> ByeKind:
        for kind in cls:
            if kind.code is code:
                return kind
        raise ValueError(
            translate("DbRefusal", "{value!r} is not a requested-bye code (H, Z or F)").format(
                value=code.value
            )
        )


class Role(enum.Enum):
    """What a person may do at a desk of the event (issue 30 item 3), kept in ``desk_roles.role``: the
    chief arbiter pairs, changes pairings, corrects results and names the roles; a deputy enters results,
    registrations and byes; a viewer only reads. ``operations.roles`` decides who may run what."""

    CHIEF = "chief"
    DEPUTY = "deputy"
    VIEWER = "viewer"

    @property
    def label(self) -> str:
        """The role in a sentence ("the chief arbiter"), in the window's language."""
        return translate("DbRole", _ROLE_LABELS[self])


_ROLE_LABELS = {
    Role.CHIEF: QT_TRANSLATE_NOOP("DbRole", "the chief arbiter"),
    Role.DEPUTY: QT_TRANSLATE_NOOP("DbRole", "a deputy arbiter"),
    Role.VIEWER: QT_TRANSLATE_NOOP("DbRole", "a viewer"),
}
