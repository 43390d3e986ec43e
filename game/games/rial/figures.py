"""The sims' figures of a Rial game (`main.py sim` sums them over games): how lively the
dungeon is (turns on which a move turned up something other than a blank), the winner's
treasure, and the monsters' fights and thefts. Counted from the events as they are played
(a taken-back move is not taken off: the sims never undo)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from game.core.events import Event
from game.games.rial.events import Happened


@dataclass
class Tally:
    """The figures so far, and what this turn has turned up."""

    counts: dict[str, int] = field(default_factory=dict)
    turned: dict[str, int] = field(default_factory=dict)
    """Board-cards turned up so far, by kind ("blank", "chest", ...): what is still face
    down follows from the composition dealt (`face_down_left`)."""
    moved: bool = False
    found: bool = False

    def add(self, key: str, amount: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + amount

    def close_turn(self) -> None:
        if self.moved:
            self.add("moving_turns")
            if self.found:
                self.add("found_turns")
        self.moved = self.found = False

    def count(self, events: list[Event]) -> None:
        """Count one action's events."""
        stolen = 0
        for event in events:
            if not isinstance(event, Happened):
                continue
            if event.what == "turn":
                self.close_turn()
            elif event.what == "route":
                self.moved = True
            elif event.what == "turned":
                kind = (event.card or "blank").partition(":")[0]
                self.turned[kind] = self.turned.get(kind, 0) + 1
                self.found = self.found or kind != "blank"
            elif event.what == "monster":
                self.add("fights")
            elif event.what == "stolen":
                stolen += 1
        if stolen:
            self.add("thefts")
            self.add("stolen_cards", stolen)


def game_figures(tally: Tally, scores: list[int]) -> dict[str, int]:
    """A finished game's figures: the tally (its last turn closed) and the best treasure."""
    tally.close_turn()
    best = max(scores, default=0)
    return {**tally.counts, "games": 1, "winner_treasure": best,
            "winner_treasure_sq": best * best}


def rates(totals: dict[str, Any]) -> dict[str, float]:
    """The figures' rates over the games summed."""
    games = totals.get("games", 0) or 1
    mean = totals.get("winner_treasure", 0) / games
    var = max(0.0, totals.get("winner_treasure_sq", 0) / games - mean * mean)
    return {"found_share": totals.get("found_turns", 0) / (totals.get("moving_turns", 0) or 1),
            "winner_treasure_mean": mean, "winner_treasure_sd": math.sqrt(var),
            "thefts_per_game": totals.get("thefts", 0) / games,
            "thefts_per_fight": totals.get("thefts", 0) / (totals.get("fights", 0) or 1)}
