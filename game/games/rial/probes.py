"""Rial's probe players: strategies people use to beat a computer, seated only by the sims
(`main.py sim rial --bots hard,probe:<name> --swap`), never at the table. Each sees only its
view and its legal actions, as every computer does; Hard is never told it faces one.

- copycat: sets out with Hard's usual build (Strength 5, Intelligence 2), raises Strength,
  and runs for chests: a move that ends on a chest it can open, else the end nearest the
  nearest face-up chest it can open, never a Chance square drawn on purpose.
- trader: Normal's exploring, and a trade whenever it gains by it, by the worth of its items
  and Chest cards: it offers every such trade, and accepts any such offer.
"""
from __future__ import annotations

import random
from typing import Any, Callable

from game.core.actions import Action
from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer, chest_methods, layout_of, spread, trade_gain

COPIED_BUILD = (1, 1, 1, 1, 1, 5, 2)
"""Health, Luck, Fighting, Agility, Dexterity, Strength, Intelligence: Hard's, as a player
who watched it sets out."""
CHEST_PULL = 4.0
"""What each step nearer a face-up chest the copycat can open is worth to it."""


class Copycat(Explorer):
    """Hard's build, straight for the chests."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "caps":
            wanted = A.SetCapabilities(self.seat, COPIED_BUILD)
            return wanted if wanted in legal else legal[0]
        return super().choose(view, legal)

    def _festival(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return A.Raise(self.seat, "strength")

    _mentor = _festival

    def ranked_moves(self, view: dict[str, Any], legal: list[Action]
                     ) -> list[tuple[float, A.Move]]:
        me = view["players"][self.seat]
        chests = {sq: 0 for sq, card in enumerate(view["cards"])
                  if isinstance(card, list) and card[0] in ("chest", "puzzle_chest")
                  and chest_methods(me, card[0], card[1])}
        self._near = spread(layout_of(view), chests) if chests else {}
        return super().ranked_moves(view, legal)

    def _route_extra(self, view: dict[str, Any], me: dict[str, Any], route: tuple[int, ...],
                     end: int) -> float:
        return -CHEST_PULL * self._near.get(end, 0) if self._near else 0.0

    def _end_score(self, view: dict[str, Any], me: dict[str, Any], end: int) -> float:
        card = view["cards"][end]
        if isinstance(card, list) and card[0] == "chance":
            return 0 if end in me["bans"] else -30
        return super()._end_score(view, me, end)


class Trader(Explorer):
    """Normal's exploring, and every trade it gains by."""

    def _offer(self, view: dict[str, Any], legal: list[Action], me: dict[str, Any]) -> Action:
        best: Action = A.EndCycle(self.seat)
        best_gain = 0.0
        for action in legal:
            if isinstance(action, A.Propose):
                gain = trade_gain(me, action.get, action.give)
                if gain > best_gain:
                    best, best_gain = action, gain
        return best

    def _answer(self, view: dict[str, Any], legal: list[Action]) -> Action:
        trade = view["trade"]
        me = view["players"][self.seat]
        return A.Answer(self.seat, view["mode"] == "coop" or
                        trade_gain(me, trade["give"], trade["get"]) > 0)


def copycat(seat: int, rng: random.Random) -> Copycat:
    """Hard's build (Strength 5, Intelligence 2), running for chests."""
    return Copycat(seat, rng)


def trader(seat: int, rng: random.Random) -> Trader:
    """Normal's exploring, and every trade it gains by."""
    return Trader(seat, rng)


PROBES: dict[str, Callable[[int, random.Random], Any]] = {"copycat": copycat,
                                                          "trader": trader}
