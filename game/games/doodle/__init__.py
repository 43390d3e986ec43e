"""Doodle Dungeon: draft cards, draw walls and monsters, then send heroes through."""
from game.core.protocol import GameInfo, OptionSpec

INFO = GameInfo(
    key="doodle", title="Doodle Dungeon", seats=(2, 4), minutes="45–60 min",
    pitch="Draft cards, draw walls, monsters and traps; heroes walk your rivals' dungeons.",
    art="cover_doodle", playable=True,
    rules="game.games.doodle.rules:DoodleRules", table="game.ui.tables.doodle",
    bots=("greedy", "random", "search"), seat_title="Dungeon name",
    options=(OptionSpec("damage_points", "+1 per damage dealt", False, rule="doodle §5.1",
                        help="Each point of damage your dungeon deals a hero scores 1."),
             OptionSpec("auto_pass", "Auto-pass players with no playable card", False,
                        rule="doodle §6",
                        help="Faster, but the table learns that a hand holds no fitting card.")),
)
