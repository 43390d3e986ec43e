"""Probe players: strategies people use to beat a computer, played as sim seats
(`main.py sim maker --seats 2 --bots hard,probe:<name>`) to test Hard, never offered at the
table. Each builds on the Normal computer's judgement (`GreedyBot`: its purchase values, its
stairs and its spells) and changes only what its strategy is about."""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.games.maker.actions import Build, Decline
from game.games.maker.bot_normal import GreedyBot

BOSS_RESERVE = 8
"""The Coin the boss builder keeps for the next boss (the cheapest costs 8)..."""
RESERVE_UNTIL = 3
"""...until this many building rounds are left."""
HOARD = 15
"""The Coin the hoarder keeps to the end (3 points, maker §5.1 item 5)..."""
BARGAIN = 5.0
"""...unless a purchase is worth this much per Coin (by the Normal computer's measure)."""


class BossWall(GreedyBot):
    """Boss wall by the entrance: Gems for Coin, then every boss the dice allow on the tiles nearest the entrance."""

    gem_below = 10

    def _purchase(self, me: dict[str, Any], legal: list[Action]) -> Action:
        valued = self.purchases(me, legal)
        bosses = [(v, a) for v, a in valued
                  if self.content.items[a.item].category == "boss"]
        if bosses:
            ex, ey = me["entrance"]
            return max(bosses, key=lambda va: (-abs(va[1].x - ex) - abs(va[1].y - ey),
                                               self.content.items[va[1].item].cost,
                                               va[0]))[1]
        if self.rounds_left > RESERVE_UNTIL:
            legal = [a for a in legal if not isinstance(a, Build) or
                     me["coin"] - self.content.items[a.item].cost >= BOSS_RESERVE
                     or self.content.items[a.item].category == "path"]
        return super()._purchase(me, legal)


class CoinHoarder(GreedyBot):
    """Coin hoarder: collects every Gem and Potion, casts Windfall at once, and keeps 15 Coin to the end but for bargains."""

    gem_below = 1000
    windfall_below = 1000     # at once, whatever its Coin

    def _purchase(self, me: dict[str, Any], legal: list[Action]) -> Action:
        windfall = self.windfall(me, legal)
        if windfall is not None:
            return windfall
        deals = [(v, a) for v, a in self.purchases(me, legal)
                 if v >= BARGAIN or me["coin"] - self.content.items[a.item].cost >= HOARD]
        worth, best = max(deals, key=lambda va: va[0], default=(0.0, None))
        if best is not None:
            return best
        return Decline(self.seat) if Decline(self.seat) in legal else super()._purchase(me, legal)


PROBES = {"bosswall": BossWall, "hoarder": CoinHoarder}
