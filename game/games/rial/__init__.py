"""Rial's Dungeon: face-down cards, capabilities, chests, chance and a clock."""
from game.core.protocol import GameInfo, OptionSpec
from game.paths import map_names


def _boards() -> tuple[str, ...]:
    """The boards in maps/rial (a map saved there in Tiled joins the list; a broken one is
    refused with its problems when a game starts on it)."""
    return ("standard", *[s for s in map_names("rial") if s != "standard"])


INFO = GameInfo(
    key="rial", title="Rial's Dungeon", seats=(1, 4), minutes="30 min",
    pitch="Turn face-down rooms, open chests and trade before the alarm rings.",
    art="cover_rial", playable=True,
    rules="game.games.rial.rules:RialRules", table="game.ui.tables.rial",
    bots=("explorer", "random", "search"),
    options=(
        OptionSpec("mode", "Mode", "competitive", ("competitive", "coop"), rule="rial §1",
                   help="Co-op: the team pools its treasure against a goal."),
        OptionSpec("end", "End of the game", "alarm", ("alarm", "rounds"), rule="rial §5",
                   help="A real-time alarm, or a round limit."),
        OptionSpec("alarm_minutes", "Alarm (minutes)", 30,
                   (5, 10, 15, 20, 30, 45, 60, 90, 120, 180), rule="rial §4.1",
                   help="Real minutes until the alarm rings and the game ends."),
        OptionSpec("round_limit", "Round limit", 40, tuple(range(10, 101)),
                   rule="rial §4.1",
                   help="The game ends after this many rounds."),
        OptionSpec("dungeon", "Dungeon", "lively", ("lively", "classic"), rule="rial §3.2",
                   help="Lively: more chests, items and chance squares. Classic: the first "
                        "dungeon.",
                   before="classic"),
        OptionSpec("team_goal", "Team goal (co-op)", 0, (0, *range(10, 61)),
                   rule="rial §5",
                   help="Co-operative: the treasure the team needs in all to win (0: the "
                        "goal follows the setup, what Normal computers reach in half their "
                        "games).",
                   before=20),
        OptionSpec("board", "Board", "standard", _boards(), rule="rial §3.1",
                   help="The dungeon's layout of rooms and passages."),
    ),
)
