"""Dungeon Trapper: two players trap their own dungeon and raid the other's hidden one."""
from game.core.protocol import GameInfo, OptionSpec

INFO = GameInfo(
    key="trapper", title="Dungeon Trapper", seats=(2, 2), minutes="20–40 min",
    pitch="Trap your own dungeon, then raid your rival's fogged one for the heirloom.",
    art="cover_trapper", playable=True,
    rules="game.games.trapper.rules:TrapperRules", table="game.ui.tables.trapper",
    bots=("greedy", "random", "search"),
    options=(OptionSpec("turn_limit", "Turn limit (draw after 30 turns each)", False,
                        rule="trapper §5",
                        help=("Most games end by turn 20; on, 30 turns each without a win "
                              "is a draw.")),),
)
