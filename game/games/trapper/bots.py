"""The computer opponents (trapper §7) by kind: Easy (`random`), Normal (`greedy`) and Hard
(`search`). Each sees only its seat's view and its legal actions."""
from __future__ import annotations

from game.games.trapper.bot_normal import EasyBot, TrapperBot
from game.games.trapper.bot_search import HardBot

__all__ = ["BOTS", "EasyBot", "HardBot", "TrapperBot"]

BOTS = {"greedy": TrapperBot, "random": EasyBot, "search": HardBot}
