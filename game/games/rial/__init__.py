"""Rial's Dungeon: face-down cards, capabilities, chests, chance and a clock."""
from game.core.protocol import GameInfo

INFO = GameInfo(
    key="rial", title="Rial's Dungeon", seats=(1, 4), minutes="30 min",
    pitch="Turn face-down rooms, open chests and trade before the alarm rings.",
    art="cover_rial", playable=False,
    not_playable_why="Planned for a later release: its rules are written, the game is not built yet.",
)
