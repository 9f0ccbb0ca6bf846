"""``arbiter`` commands of a team event (issue 29): ``add-team`` (``--from-round``: a late team),
``import-teams``, ``undo-import-teams``, ``teams`` (the rosters, or a round's matches), ``lineup``,
``forfeit-match``, ``team-bye``, ``withdraw-team``, ``reinstate-team``, and the team
standings and board results ``arbiter standings`` prints for a team event (``standings_lines``).

A round is paired by ``arbiter pair`` and a game's result entered by ``arbiter result FILE ROUND BOARD``
as in an individual event: the games of a round are numbered match by match (``arbiter teams FILE
--round N`` shows each game's board number).
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path
from typing import TextIO

from cli.common import Command, Refused
from cli.opened_files import open_to_read, open_to_write
from engine.i18n import translate
from operations import TournamentFile
from values import ByeKind, PlayerDetails, PlayerId
from values.teams import BoardScore, TeamMatchRecord, TeamRecord, TeamStanding

COMMANDS = frozenset(
    {
        "add-team",
        "import-teams",
        "undo-import-teams",
        "teams",
        "lineup",
        "forfeit-match",
        "team-bye",
        "withdraw-team",
        "reinstate-team",
    }
)
"""The sub-commands of this module (``cli.main.COMMANDS``)."""


def _points(value: Fraction) -> str:
    """``2.5``, ``3``: points as the standings print them."""
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def parse_player(text: str) -> PlayerDetails:
    """``NAME[;RATING[;FIDE_ID[;FEDERATION]]]`` as ``--player`` takes it."""
    parts = [p.strip() for p in text.split(";")]
    rating = parts[1] if len(parts) > 1 else ""
    if rating and not rating.isdigit():
        raise argparse.ArgumentTypeError(
            translate("CliRefusal", "rating {rating!r} is not a whole number").format(rating=rating)
        )
    return PlayerDetails(
        name=parts[0],
        rating=int(rating) if rating else 0,
        fide_id=parts[2] if len(parts) > 2 else "",
        federation=(parts[3] if len(parts) > 3 else "").upper(),
    )


def _print_team(team: TeamRecord, out: TextIO) -> None:
    captain = (
        translate("CliOutput", " (captain: {captain})").format(captain=team.captain) if team.captain else ""
    )
    gone = (
        translate("CliOutput", ", withdrawn from round {round}").format(round=team.withdrawn_from_round)
        if team.withdrawn_from_round is not None
        else ""
    )
    print(f"{team.number:>3} {team.name}{captain}{gone}", file=out)
    for place, p in enumerate(team.roster, start=1):
        print(f"      {place:>2}. #{p.number:<4} {p.name:<30} {p.rating or '':>4} {p.fide_id}", file=out)


def _cmd_add_team(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        team = tf.teams.add(a.name, a.captain, a.player or (), a.from_round)
        count = len(team.roster)
        print(
            translate("CliOutput", "team {number} {name} registered with %n player(s)", None, count).format(
                number=team.number, name=team.name
            ),
            file=out,
        )
        if a.from_round is not None:
            print(
                translate("CliOutput", "{name} plays from round {round} on").format(
                    name=team.name, round=a.from_round
                ),
                file=out,
            )
    return 0


def _cmd_withdraw_team(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        team = tf.teams.withdraw(a.team, a.from_round)
        print(
            translate("CliOutput", "{name} withdrawn from round {round}: not paired any more").format(
                name=team.name, round=team.withdrawn_from_round
            ),
            file=out,
        )
    return 0


def _cmd_reinstate_team(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        team = tf.teams.reinstate(a.team)
        print(translate("CliOutput", "{name} reinstated: paired again").format(name=team.name), file=out)
    return 0


def _cmd_import_teams(a: argparse.Namespace, out: TextIO) -> int:
    from formats.csv_teams import read_teams_csv_file

    parsed = read_teams_csv_file(a.csv)
    with open_to_write(a.file) as tf:
        preview = tf.teams.preview_import(parsed)
        if a.dry_run:
            for team in preview.teams:
                _print_team(team, out)
            for problem in preview.problems:
                print(translate("CliOutput", "  cannot import: {problem}").format(problem=problem), file=out)
            bad = len(preview.problems)
            print(
                translate(
                    "CliOutput", "dry run: nothing was changed; %n row(s) cannot be imported", None, bad
                ),
                file=out,
            )
            return 0
        done = tf.teams.import_list(parsed)
        count = len(done.teams)
        print(
            translate(
                "CliOutput",
                "imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})",
                None,
                count,
            ).format(csv=a.csv.name, file=a.file),
            file=out,
        )
    return 0


def _cmd_undo_import_teams(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        count = len(tf.teams.undo_import())
        print(translate("CliOutput", "removed %n team(s) and their players", None, count), file=out)
    return 0


def match_lines(match: TeamMatchRecord, teams: dict[int, TeamRecord], boards: int) -> list[str]:
    """A match as ``arbiter teams --round`` prints it: the teams, their game points, then its games."""
    white = teams[match.white]
    if match.black is None:
        return [
            translate("CliOutput", "match {match}: {team} has the pairing-allocated bye").format(
                match=match.match, team=white.name
            )
        ]
    black = teams[match.black]
    lines = [
        translate("CliOutput", "match {match}: {white} - {black}  {score}").format(
            match=match.match,
            white=white.name,
            black=black.name,
            score=f"{_points(match.white_points)} - {_points(match.black_points)}",
        )
    ]
    if not match.games:
        missing = [
            t.name for t, lineup in ((white, match.white_lineup), (black, match.black_lineup)) if not lineup
        ]
        lines.append(translate("CliOutput", "  line-up missing: {teams}").format(teams=", ".join(missing)))
        return lines
    names = {p.id: p.name for t in (white, black) for p in t.roster}
    for game in match.games:
        result = game.result.value if game.result is not None else "..."
        k = game.board - (match.match - 1) * boards
        lines.append(
            f"  {game.board:>3} ({match.match}.{k})  {names[game.white]:<28} {result:^9} {names[game.black]}"
        )
    return lines


def print_matches(tf: TournamentFile, round_number: int, out: TextIO) -> None:
    """The matches of a round, their line-ups and games (``arbiter teams --round``, ``arbiter pair``)."""
    by_number = {t.number: t for t in tf.teams.all()}
    boards = tf.teams.settings().boards
    matches = tf.teams.matches(round_number)
    print(translate("CliOutput", "Round {round}").format(round=round_number), file=out)
    for match in matches:
        for line in match_lines(match, by_number, boards):
            print(line, file=out)


def _cmd_teams(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_read(a.file) as tf:
        if a.round is None:
            for team in tf.teams.all():
                _print_team(team, out)
            return 0
        print_matches(tf, a.round, out)
    return 0


def _cmd_lineup(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        team = next((t for t in tf.teams.all() if t.number == a.team), None)
        if team is None:
            raise Refused(translate("CliRefusal", "there is no team {number}").format(number=a.team))
        numbers = {p.number: p.id for t in tf.teams.all() for p in t.roster}
        ids: list[PlayerId] = []
        for n in a.players:
            if n not in numbers:
                raise Refused(translate("CliRefusal", "player #{number} is in no team").format(number=n))
            ids.append(numbers[n])
        match = tf.teams.set_lineup(a.round, a.team, ids)
        print(
            translate("CliOutput", "round {round}: line-up of {team} stored (match {match})").format(
                round=a.round, team=team.name, match=match.match
            ),
            file=out,
        )
        if match.games:
            by_number = {t.number: t for t in tf.teams.all()}
            for line in match_lines(match, by_number, tf.teams.settings().boards):
                print(line, file=out)
    return 0


def _cmd_forfeit_match(a: argparse.Namespace, out: TextIO) -> int:
    with open_to_write(a.file) as tf:
        match = tf.teams.forfeit_match(a.round, a.match, a.team)
        print(
            translate(
                "CliOutput", "round {round}, match {match}: every game forfeited by team(s) {teams}"
            ).format(round=a.round, match=match.match, teams=", ".join(map(str, a.team))),
            file=out,
        )
    return 0


def _cmd_team_bye(a: argparse.Namespace, out: TextIO) -> int:
    kind = {"half": ByeKind.HALF, "full": ByeKind.FULL, "zero": ByeKind.ZERO}[a.kind]
    with open_to_write(a.file) as tf:
        team = tf.teams.request_bye(a.round, a.team, kind)
        print(
            translate("CliOutput", "round {round}: {team} has a {kind} bye").format(
                round=a.round, team=team.name, kind=a.kind
            ),
            file=out,
        )
    return 0


def standings_lines(
    name: str, codes: tuple[str, ...], table: tuple[TeamStanding, ...], scores: tuple[BoardScore, ...]
) -> list[str]:
    """The team standings, then the board results, as ``arbiter standings`` prints them."""
    head = f"{'Rk':>3} {'No':>3} {'Team':<28} {'MP':>5} {'GP':>6} " + " ".join(f"{c:>7}" for c in codes)
    lines = [name, head]
    for t in table:
        values = " ".join(f"{_points(v) if v is not None else '':>7}" for v in t.tiebreaks)
        lines.append(
            f"{t.rank:>3} {t.number:>3} {t.name:<28} "
            f"{_points(t.match_points):>5} {_points(t.game_points):>6} {values}"
        )
    lines.append("")
    lines.append(translate("CliOutput", "Board results (games played, points, performance)"))
    board = 0
    for b in scores:
        if b.board != board:
            board = b.board
            lines.append(translate("CliOutput", "Board {board}").format(board=board))
        perf = "" if b.performance is None else str(b.performance)
        lines.append(f"    {b.name:<30} {b.team:>3} {b.games:>3} {_points(b.points):>5} {perf:>5}")
    return lines


def register(command: Command) -> None:
    """The team commands, added to the parser by ``command``."""
    p = command(
        "add-team", _cmd_add_team, translate("CliHelp", "register a team with its roster (a team event)")
    )
    p.add_argument("file", type=Path)
    p.add_argument("name")
    p.add_argument("--captain", default="")
    p.add_argument(
        "--player",
        action="append",
        type=parse_player,
        help=translate("CliHelp", "a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)"),
    )
    p.add_argument(
        "--from-round",
        type=int,
        help=translate("CliHelp", "a late team: the first round it plays (not paired before, zero points)"),
    )
    p = command(
        "import-teams",
        _cmd_import_teams,
        translate(
            "CliHelp", "add the teams of a CSV file, all in one operation (--dry-run: only the preview)"
        ),
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "csv", type=Path, help=translate("CliHelp", "columns: team, board, name, rating, FIDE ID, federation")
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help=translate("CliHelp", "show what would be added, change nothing"),
    )
    p = command(
        "undo-import-teams",
        _cmd_undo_import_teams,
        translate("CliHelp", "remove the teams of the last team import"),
    )
    p.add_argument("file", type=Path)
    p = command(
        "teams", _cmd_teams, translate("CliHelp", "print the teams and their rosters, or a round's matches")
    )
    p.add_argument("file", type=Path)
    p.add_argument(
        "--round", type=int, help=translate("CliHelp", "the matches, line-ups and games of this round")
    )
    p = command(
        "lineup",
        _cmd_lineup,
        translate("CliHelp", "a team's line-up for a round: pairing numbers, board 1 first"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("team", type=int, help=translate("CliHelp", "the team's number"))
    p.add_argument("players", type=int, nargs="+", help=translate("CliHelp", "the players' pairing numbers"))
    p = command(
        "forfeit-match",
        _cmd_forfeit_match,
        translate("CliHelp", "a whole match forfeited by one team (or both)"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("match", type=int)
    p.add_argument(
        "team", type=int, nargs="+", help=translate("CliHelp", "the number of the team that did not play")
    )
    p = command(
        "team-bye", _cmd_team_bye, translate("CliHelp", "a bye a team requested for a round not yet paired")
    )
    p.add_argument("file", type=Path)
    p.add_argument("round", type=int)
    p.add_argument("team", type=int)
    p.add_argument("kind", choices=["half", "full", "zero"])
    p = command(
        "withdraw-team",
        _cmd_withdraw_team,
        translate("CliHelp", "a team withdrawn: not paired from a round on, its past matches stay"),
    )
    p.add_argument("file", type=Path)
    p.add_argument("team", type=int, help=translate("CliHelp", "the team's number"))
    p.add_argument(
        "--from-round",
        type=int,
        help=translate("CliHelp", "the first round it is not paired in (default: the next)"),
    )
    p = command("reinstate-team", _cmd_reinstate_team, translate("CliHelp", "take back a team's withdrawal"))
    p.add_argument("file", type=Path)
    p.add_argument("team", type=int, help=translate("CliHelp", "the team's number"))
