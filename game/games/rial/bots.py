"""Rial's computer adventurers by kind (rial §7): `explorer` is Normal (bot_normal.py),
`random` Easy (uniformly random legal actions, the baseline), `search` Hard (bot_search.py:
better habits than Normal's, and its moves weighed by play-outs on common dice)."""
from __future__ import annotations

from game.core.bots import RandomBot
from game.games.rial.bot_normal import (BOT_CAPS, Explorer, chest_methods, holding_worth,
                                        layout_of, token_value, trade_gain)
from game.games.rial.bot_search import HardBot

__all__ = ["BOTS", "BOT_CAPS", "Explorer", "HardBot", "chest_methods", "holding_worth",
           "layout_of", "token_value", "trade_gain"]

BOTS = {"explorer": Explorer, "random": RandomBot, "search": HardBot}
