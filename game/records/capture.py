"""A finished match as a records row (pure: from the rules and the save, no files)."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from game.records.store import MatchRow, SeatRow

if TYPE_CHECKING:
    from game.core.protocol import Rules


def ending_of(rules: "Rules") -> str | None:
    """'finished', 'conceded' (a game whose result says a player gave the whole game up:
    `GameResult.conceded`, none of today's games has one; Trapper's Concede only ends a
    raid), or None (not over)."""
    result = rules.result() if rules.is_over() else None
    if result is None:
        return None
    return "conceded" if getattr(result, "conceded", False) else "finished"


def worth_keeping(rules: "Rules") -> bool:
    """Records are the players': a game with no human seat (a demo, a bot match) is not
    kept."""
    return any(seat.bot is None for seat in rules.seats)


def match_row(rules: "Rules", save: dict[str, Any], played_at: str | None = None
              ) -> MatchRow | None:
    """The row of a finished match (None while it is not over)."""
    ending = ending_of(rules)
    result = rules.result()
    if ending is None or result is None:
        return None
    winners = set(result.winners)
    seats = []
    for r in sorted(result.seats, key=lambda s: s.seat):
        seat = rules.seats[r.seat]
        score = r.score if isinstance(r.score, int) and not isinstance(r.score, bool) else None
        seats.append(SeatRow(r.seat, seat.name, seat.bot, score, r.rank, r.seat in winners,
                             tuple((line.label, line.value, getattr(line, "kind", "points"))
                                   for line in r.lines)))
    return MatchRow(
        game=rules.game, played_at=played_at or time.strftime("%Y-%m-%dT%H:%M:%S",
                                                              time.gmtime()),
        seed=rules.seed, options=dict(rules.options), ending=ending, headline=result.headline,
        seats=tuple(seats), stats=tuple((s.label, s.value) for s in result.stats), save=save)
