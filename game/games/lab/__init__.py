"""DungeonLab: the classic Labyrinth, told in words and mapped by the players."""
from game.core.protocol import GameInfo

INFO = GameInfo(
    key="lab", title="DungeonLab", seats=(1, 6), minutes="30–90 min",
    pitch="Explore an unseen multi-level labyrinth told in words, and map it yourself.",
    art="cover_lab", playable=False,
    not_playable_why="Planned for a later release: its rules are written, the game is not built yet.",
)
