"""Bots: computer players. A bot sees only its seat's view and its legal actions."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from game.core.actions import Action

if TYPE_CHECKING:
    from game.core.protocol import Rules


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


def make_players(factories: Mapping[str, BotFactory], kinds: Mapping[int, str],
                 match_seed: int) -> dict[int, Bot]:
    """A bot for each seat in `kinds` ({seat: bot kind}), each with its own random source."""
    return {seat: factories[kind](seat, bot_rng(match_seed, seat))
            for seat, kind in kinds.items()}


def decide(bot: Bot, rules: "Rules", seat: int) -> Action:
    """The bot's move for `seat`, from that seat's view and legal actions only."""
    return bot.choose(rules.view(seat), rules.legal_actions(seat))
