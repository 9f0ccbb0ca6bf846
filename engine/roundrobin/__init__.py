"""Round robins paired by the Berger tables (FIDE C.05 Annex 1), single, double or in more cycles.

Public API:

- ``berger_table(players)``: the C.05 Annex 1 table (3-24 players; an odd field uses the dummy);
- ``schedule(players, settings)`` / ``scheduled_round``: every round as it is played (cycles, colours
  reversed in even cycles, the last two rounds of the first cycle reversed for
  ``FIDE_DOUBLEROUNDROBIN``), ``rounds_in``;
- ``pair_round(tournament)``: the next round of a tournament (the ``engine.dutch.pair_round``
  contract), ``explain_round``, ``check_schedule`` (recorded rounds against the table);
- ``draw_lots(count, seed)``: the drawing of lots for the pairing numbers;
- ``withdrawal_rulings(tournament)``: how a withdrawn player's games count (FIDE Tournament Rules
  V.4, C.05), ``without_annulled``.

The settings (``engine.model.RoundRobin``) travel in the ``Tournament`` and in TRF26 record 192.
"""

from engine.roundrobin.berger import MAX_PLAYERS, MIN_PLAYERS, RoundRobinError, berger_table, table_size
from engine.roundrobin.lots import Draw, draw_lots
from engine.roundrobin.pairing import (
    ScheduleDiscrepancy,
    ScheduleExplanation,
    check_schedule,
    explain_round,
    field_size,
    pair_round,
    recorded_boards,
    round_robin_of,
)
from engine.roundrobin.schedule import ScheduledRound, rounds_in, schedule, scheduled_round
from engine.roundrobin.withdrawals import (
    WithdrawalRuling,
    inferred_withdrawals,
    possible_standings_points,
    standings_points,
    withdrawal_rulings,
    withdrawn_players,
    without_annulled,
)

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Draw",
    "RoundRobinError",
    "ScheduleDiscrepancy",
    "ScheduleExplanation",
    "ScheduledRound",
    "WithdrawalRuling",
    "berger_table",
    "check_schedule",
    "draw_lots",
    "explain_round",
    "field_size",
    "inferred_withdrawals",
    "pair_round",
    "possible_standings_points",
    "recorded_boards",
    "round_robin_of",
    "rounds_in",
    "schedule",
    "scheduled_round",
    "standings_points",
    "table_size",
    "withdrawal_rulings",
    "withdrawn_players",
    "without_annulled",
]
