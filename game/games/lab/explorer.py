"""A random explorer, used only by the tests and the simulator (lab §7: the game has no
computer explorers). It moves most of the time, sometimes shoots, trades or climbs, and
resigns after a cap of own turns so that simulated games end."""
from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.games.lab.actions import (Answer, Banish, Climb, Dismount, Feel, Land, Move,
                                    Resign, Shoot, Sketch, Strike, Suicide, Trade)

DIRS = ("N", "E", "S", "W")
AMMO = ("bullets", "grenades", "blasters")

TURN_CAP = 300
"""Own turns after which the explorer resigns (the simulator's turn cap)."""


class RandomExplorer:
    """Plans a random action of a weighted kind and asks `action in legal` (which costs
    one rules check), building the full legal list only when nothing planned is legal."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.turns = 0

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.turns += 1
        if self.turns > TURN_CAP:
            return Resign(self.seat)
        for _ in range(12):
            action = self._plan(view)
            if action in legal:
                return action
        rest = [a for a in legal if not isinstance(a, (Resign, Sketch))]
        return self.rng.choice(rest) if rest else Resign(self.seat)

    def _plan(self, view: dict[str, Any]) -> Action:
        rng, seat = self.rng, self.seat
        phase = view["me"]["phase"]
        if phase == "answer":
            return Answer(seat, rng.random() < 0.5)
        if phase == "land":
            return Land(seat, rng.randint(1, view["width"]), rng.randint(1, view["height"]),
                        rng.randint(1, view["levels"]))
        roll = rng.randrange(100)
        if roll < 70:
            return Move(seat, rng.choice(DIRS))
        if roll < 80:
            return Climb(seat, rng.choice((-1, 1)))
        if roll < 90:
            return Shoot(seat, rng.choice(AMMO), rng.randint(1, 15), rng.choice(DIRS))
        if roll < 93:
            return Trade(seat, rng.choice(("bullets", "grenades", "blasters", "boat", "stick")),
                         rng.choice((10, 1, -1, -10)))
        if roll < 95:
            return Feel(seat)
        if roll < 97:
            return Banish(seat)
        if roll < 98:
            return Dismount(seat)
        if roll < 99:
            return Strike(seat, rng.randrange(len(view["seats"])))
        return Suicide(seat) if rng.random() < 0.1 else Move(seat, rng.choice(DIRS))


BOTS = {"random": RandomExplorer}
