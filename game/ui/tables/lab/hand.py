"""One seat's pointer state at DungeonLab's table, and the tools it picks from."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

TOOLS = (("edge", "Walls", pygame.K_w), ("stamp", "Stamp", pygame.K_s),
         ("note", "Note", pygame.K_t), ("pen", "Pen", pygame.K_p),
         ("erase", "Eraser", pygame.K_x), ("fragment", "Fragment", pygame.K_g),
         ("me", "Me", pygame.K_m), ("unsure", "Unsure", pygame.K_u))
"""The notebook's tools, each with its key (the landing tool is apart: only while landing)."""
TOOL_KEYS = {key: tool for tool, _, key in TOOLS}
LAND_KEY = pygame.K_l
"""While landing (no shooting then): the landing tool."""
DRAWING_TOOLS = ("stamp", "note", "pen", "erase", "unsure")
"""Tools whose page click draws even while landing (never lands)."""


@dataclass
class Hand:
    """One seat's pointer state at the table (kept across hand-offs)."""

    tool: str = "land"
    stamp: str = "lights"
    level: int = 1
    ammo: str = "bullets"
    amount: int = 5
    primed: bool = False
    """The ammunition and amount were taken from her last shot (a resumed game keeps them)."""
    typing_amount: str | None = None
    """Digits typed into the shot amount, while its box is open."""
    aim: str | None = None
    """The direction I, J, K or L aimed at ("N", "E", "S", "W"): a key only aims, Enter or
    a click on the Shoot button fires (a typed word never shoots); None: not aiming."""
    typed: int = 0
    """Letter keys pressed in a row since the last Enter, click or move: from the second on
    they are a word typed with no note open, not shortcuts that aim or feel."""
    landing: bool = True
    """The landing tool was offered for the landing under way."""
    item: str = "bullets"
    lots: int = 1
    edges: list[tuple[int, int, str]] = field(default_factory=list)
    start: tuple[float, float] | None = None
    """Where a wall run's button went down, in the layer's own cells."""
    mark: str = ""
    layer: int = -1
    stroke: list[int] = field(default_factory=list)
    note: tuple[int, int, int, str] | None = None
    lifted: int | None = None
    grab: tuple[float, float] = (0.0, 0.0)
    """Where the lifted fragment was taken, in its own cells."""
    whose: int = 0
    """At the end: whose notebook shows beside the map."""
    zoom: float = 1.0
    pan: tuple[int, int] = (0, 0)
    """The page's zoom (the wheel) and its shift in pixels, the pointer's cell kept still."""
    follow: bool = True
    """While watching a playback: the notebook shown follows the seat who acted last."""
    told_level: int | None = None
    """The level an answer of the gamemaster told her she is on now (a climb, a pit, a
    waterfall, a throw): her page turns there when her screen next lays out."""
    lost: bool = False
    """A pit, river, carry or teleport lost her position: the table suggests a fragment
    (it never makes one itself)."""
