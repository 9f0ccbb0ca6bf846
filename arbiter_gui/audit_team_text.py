"""The audit log's sentences for the operations of a team event (issue 29 item 3): "Line-up of Club 3 for
round 3 entered", "Club 5 withdrawn from round 4"... what ``arbiter_gui.audit_text.summary`` shows for them.

Each reads the values the operation stored (``operations.ops_teams``, ``ops_team_import``,
``ops_team_rounds``, ``ops_team_entries``, ``operations.teams``); a team is named by the name stored with
it, else by its number (rows written before the names were stored).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from texts.catalogue import QT_TRANSLATE_NOOP, translate

TEAM_OPERATIONS = {
    "add_team": QT_TRANSLATE_NOOP("AuditText", "add team"),
    "add_team_players": QT_TRANSLATE_NOOP("AuditText", "add team players"),
    "remove_team": QT_TRANSLATE_NOOP("AuditText", "remove team"),
    "import_teams": QT_TRANSLATE_NOOP("AuditText", "import teams"),
    "undo_import_teams": QT_TRANSLATE_NOOP("AuditText", "undo import teams"),
    "pair_team_round": QT_TRANSLATE_NOOP("AuditText", "pair team round"),
    "set_lineup": QT_TRANSLATE_NOOP("AuditText", "set line-up"),
    "clear_lineup": QT_TRANSLATE_NOOP("AuditText", "clear line-up"),
    "forfeit_match": QT_TRANSLATE_NOOP("AuditText", "forfeit match"),
    "request_team_bye": QT_TRANSLATE_NOOP("AuditText", "request team bye"),
    "withdraw_team": QT_TRANSLATE_NOOP("AuditText", "withdraw team"),
    "reinstate_team": QT_TRANSLATE_NOOP("AuditText", "reinstate team"),
}
"""The team operations of the audit log, spaced (``audit_text.OPERATIONS`` takes them in)."""


def _team(d: Any, key: str = "team") -> str:
    """The team of ``d``: ``{"team": {"name": ...}}`` as registered, or ``{"team": 3, "name": ...}``."""
    if not isinstance(d, dict):
        return "?"
    team = d.get(key)
    if isinstance(team, dict):
        return str(team.get("name") or team.get("number", "?"))
    return str(d.get("name") or translate("AuditText", "team {number}").format(number=team))


def _roster(d: Any) -> int:
    team = d.get("team") if isinstance(d, dict) else None
    return len(team.get("roster", [])) if isinstance(team, dict) else 0


def _add_team(old: Any, new: Any) -> str:
    fields = {"name": _team(new), "number": new["team"].get("number", "?")}
    players = _roster(new)
    if new.get("from_round"):
        return translate(
            "AuditText",
            "Team {name} registered as no. {number} with %n player(s), from round {round}",
            None,
            players,
        ).format(round=new["from_round"], **fields)
    return translate(
        "AuditText", "Team {name} registered as no. {number} with %n player(s)", None, players
    ).format(**fields)


def _add_team_players(old: Any, new: Any) -> str:
    added = len(new.get("roster", [])) - len(old.get("roster", []))
    return translate("AuditText", "%n player(s) added to the roster of {name}", None, added).format(
        name=new.get("name", "?")
    )


def _remove_team(old: Any, new: Any) -> str:
    return translate("AuditText", "Team {name} removed").format(name=_team(old))


def _import_teams(old: Any, new: Any) -> str:
    teams = len(new.get("teams", []))
    return translate("AuditText", "%n team(s) imported from {source}", None, teams).format(
        source=new.get("source", "?")
    )


def _undo_import_teams(old: Any, new: Any) -> str:
    teams = len(old.get("teams", []))
    return translate("AuditText", "Team import undone: %n team(s) removed", None, teams)


def _pair_team_round(old: Any, new: Any) -> str:
    matches = new.get("matches", [])
    played = sum(1 for m in matches if m[1] is not None)
    bye = next((m[0] for m in matches if m[1] is None), None)
    if bye is None:
        return translate("AuditText", "Round {round} paired: %n match(es)", None, played).format(
            round=new["round"]
        )
    return translate(
        "AuditText", "Round {round} paired: %n match(es), bye for team {team}", None, played
    ).format(round=new["round"], team=bye)


def _set_lineup(old: Any, new: Any) -> str:
    if old:
        text = translate("AuditText", "Line-up of {team} for round {round} changed")
    else:
        text = translate("AuditText", "Line-up of {team} for round {round} entered")
    return text.format(team=_team(new), round=new.get("round", "?"))


def _clear_lineup(old: Any, new: Any) -> str:
    return translate("AuditText", "Line-up of {team} for round {round} taken back").format(
        team=_team(old), round=old.get("round", "?")
    )


def _forfeit_match(old: Any, new: Any) -> str:
    names = new.get("names") or [
        translate("AuditText", "team {number}").format(number=n) for n in new.get("teams", [])
    ]
    return translate("AuditText", "Round {round}, match {match}: every game forfeited by {teams}").format(
        round=new.get("round", "?"), match=new.get("match", "?"), teams=", ".join(map(str, names))
    )


def _request_team_bye(old: Any, new: Any) -> str:
    texts = {
        "half": translate("AuditText", "{team} asks for a half-point bye in round {round}"),
        "zero": translate("AuditText", "{team} asks for a zero-point bye in round {round}"),
        "full": translate("AuditText", "{team} asks for a full-point bye in round {round}"),
    }
    return texts[str(new.get("kind"))].format(team=_team(new), round=new.get("round", "?"))


def _withdraw_team(old: Any, new: Any) -> str:
    return translate("AuditText", "{team} withdrawn from round {round}").format(
        team=_team(new), round=new.get("round", "?")
    )


def _reinstate_team(old: Any, new: Any) -> str:
    return translate("AuditText", "{team} reinstated").format(team=_team(new))


_SENTENCES: dict[str, Callable[[Any, Any], str]] = {
    "add_team": _add_team,
    "add_team_players": _add_team_players,
    "remove_team": _remove_team,
    "import_teams": _import_teams,
    "undo_import_teams": _undo_import_teams,
    "pair_team_round": _pair_team_round,
    "set_lineup": _set_lineup,
    "clear_lineup": _clear_lineup,
    "forfeit_match": _forfeit_match,
    "request_team_bye": _request_team_bye,
    "withdraw_team": _withdraw_team,
    "reinstate_team": _reinstate_team,
}


def team_summary(operation: str, old: Any, new: Any) -> str | None:
    """The sentence of a team operation's entry; None for another operation or a shape this version
    does not know (the caller then shows the changed fields)."""
    sentence = _SENTENCES.get(operation)
    if sentence is None:
        return None
    try:
        return sentence(old, new)
    except (AttributeError, TypeError, KeyError, IndexError):
        return None
