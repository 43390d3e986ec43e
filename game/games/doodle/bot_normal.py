"""Doodle's Normal computer (doodle §7): drafting, building, paths and cards by rule of thumb."""
from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.games.doodle import bot_build, bot_cards, bot_route
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard, PathStep,
                                       PickCard, PlacePiece, PlayCard, Reroll, TickBox)
from game.games.doodle.content import DoodleContent


class GreedyBot:
    """Drafts for points, hides treasure under its monsters, walls the heroes' way long,
    draws cheap paths through rivals' dungeons and plays cards when they matter."""

    def __init__(self, seat: int, rng: random.Random,
                 content: DoodleContent | None = None) -> None:
        self.seat = seat
        self.rng = rng
        if content is None:
            from game.games.doodle.rules import default_content
            content = default_content()
        self.content = content
        self.planner = bot_route.PathPlanner()

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        first = legal[0]
        if len(legal) == 1:
            return first
        if isinstance(first, (PathStep, FinishPath)):
            return self.planner.choose(view, legal, self.content)  # type: ignore[arg-type]
        if isinstance(first, (PlayCard, PassCard, Reroll)):
            return bot_cards.choose_card(view, legal, self.content)
        d = bot_build.Dungeon.of(view, self.seat)
        if isinstance(first, PickCard):
            return bot_build.choose_pick(d, legal, self.content, self.rng)  # type: ignore[arg-type]
        if isinstance(first, BuildWall):
            return bot_build.choose_wall(d, legal, self.content, self.rng)  # type: ignore[arg-type]
        if isinstance(first, PlacePiece):
            return bot_build.choose_piece(d, legal, self.content, self.rng)  # type: ignore[arg-type]
        if isinstance(first, HideTreasure):
            return bot_build.choose_treasure(d, legal, self.rng)  # type: ignore[arg-type]
        if isinstance(first, TickBox):
            return bot_build.choose_tick(d, legal, self.content, self.rng)  # type: ignore[arg-type]
        return self.rng.choice(legal)
