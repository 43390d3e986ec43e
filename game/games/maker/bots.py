"""Computer rivals for Dungeon Maker Deluxe (maker §7), by kind: Normal, Easy and Hard. A
bot sees only its seat's view and legal actions."""
from __future__ import annotations

from game.core.bots import RandomBot
from game.games.maker.bot_normal import GreedyBot, Style, fail_chance
from game.games.maker.bot_search import HardBot

__all__ = ["BOTS", "GreedyBot", "HardBot", "Style", "fail_chance"]

BOTS = {"greedy": GreedyBot, "random": RandomBot, "search": HardBot}
