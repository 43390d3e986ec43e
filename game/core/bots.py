"""Bots: computer players. A bot sees only its seat's view and its legal actions."""
from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from game.core.actions import Action


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of `legal` from what the seat may see."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every real bot must beat."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


BotFactory = Callable[[int, random.Random], Bot]


def bot_rng(match_seed: int, seat: int) -> random.Random:
    """The bot's own random source: seeded by the match and the seat, apart from the dice, so
    bots never change what the dice show."""
    return random.Random(f"bot:{match_seed}:{seat}")
