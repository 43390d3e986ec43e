"""Dungeon Maker Deluxe: roll and write a dungeon, then let the heroes test it."""
from game.core.protocol import GameInfo, OptionSpec

INFO = GameInfo(
    key="maker", title="Dungeon Maker Deluxe", seats=(1, 99), minutes="30–45 min",
    pitch="Roll, buy and build for 20 rounds; then heroes test your dungeon.",
    art="cover_maker", playable=True,
    rules="game.games.maker.rules:MakerRules", table="game.ui.tables.maker",
    bots=("greedy", "random", "search"),
    options=(OptionSpec("each_rolls", "Each player rolls", False, rule="maker §4.2",
                        help="Every builder rolls their own dice instead of one shared roll."),),
)
