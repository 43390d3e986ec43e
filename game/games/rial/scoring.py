"""Scores and places (rial §5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import GameResult, ScoreLine, SeatResult

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules
    from game.games.rial.state import Player


def ranks(players: list["Player"]) -> list[int]:
    """Competitive places: more treasure first, then more Health; equal pairs share a place,
    all the way down (rial §5)."""
    keys = [(p.score(), p.caps.get("health", 0)) for p in players]
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def team_total(rules: "RialRules") -> int:
    return sum(p.score() for p in rules.state.players)


def headline(rules: "RialRules") -> str:
    s = rules.state
    why = {"alarm": "The alarm rings", "rounds": f"Round {s.round} ends",
           "left": "Everyone has left"}.get(s.ended_by, "The game ends")
    if rules.coop():
        total, goal = team_total(rules), rules.team_goal()
        verdict = "the team wins" if total >= goal else "the team falls short"
        return f"{why}: {verdict}, {total} of {goal}."
    places = ranks(s.players)
    best = [rules.seat_name(i) for i, r in enumerate(places) if r == 1]
    score = s.players[places.index(1)].score()
    if len(best) == 1:
        return f"{why}: {best[0]} wins ({score})."
    return f"{why}: {len(best)} players share first place ({score})."


def result(rules: "RialRules") -> GameResult:
    s = rules.state
    coop = rules.coop()
    places = ranks(s.players)
    seats = []
    for i, p in enumerate(s.players):
        lines = []
        for v, b in sorted(p.chests, reverse=True):
            lines.append(ScoreLine(f"Chest card {v}", v))
            if b:
                lines.append(ScoreLine("  its bonus mark", 1))
        if coop:      # the team scores, not the seat: no seat's own score to keep
            lines.append(ScoreLine("Found for the team", p.score(), "subtotal"))
        else:
            lines.append(ScoreLine("Health, for ties", p.caps.get("health", 0), "count"))
        seats.append(SeatResult(i, rules.seat_name(i), 1 if coop else places[i],
                                None if coop else p.score(), lines))
    if coop:
        won = team_total(rules) >= rules.team_goal()
        winners = list(range(len(s.players))) if won else []
    else:
        winners = [i for i, r in enumerate(places) if r == 1]
    ended = {"alarm": "the alarm", "rounds": "the round limit",
             "left": "everyone leaving"}.get(s.ended_by, s.ended_by)
    stats = [ScoreLine("Rounds", s.round, "count"), ScoreLine("Ended by", ended, "count")]
    if coop:
        stats += [ScoreLine("Team treasure", team_total(rules), "count"),
                  ScoreLine("Team goal", rules.team_goal(), "count")]
    return GameResult(seats, winners, headline(rules), stats)
