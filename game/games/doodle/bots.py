"""Computer dungeon masters (doodle §7), by kind: Normal, Easy and Hard. A bot sees only
its seat's view and legal actions."""
from __future__ import annotations

from game.core.bots import RandomBot
from game.games.doodle.bot_normal import GreedyBot
from game.games.doodle.bot_search import HardBot

__all__ = ["BOTS", "GreedyBot", "HardBot"]

BOTS = {"greedy": GreedyBot, "random": RandomBot, "search": HardBot}
