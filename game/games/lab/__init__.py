"""DungeonLab: the classic Labyrinth, told in words and mapped by the players."""
from game.core.protocol import GameInfo, OptionSpec
from game.paths import map_names


OPTIONS = (
    OptionSpec("size", "Dungeon size (5×5, 7×7, 10×10)", 7, (5, 7, 10), "lab §3.1"),
    OptionSpec("levels", "Levels", 2, (1, 2, 4), "lab §3.1"),
    OptionSpec("map", "Map (random, or a hand-made dungeon)", "random",
               ("random", *map_names("lab")), "lab §3.1"),
    OptionSpec("kits", "Kits per landing (0 = by size: 3/4/5)", 0, tuple(range(0, 9)),
               "lab §3.3"),
    OptionSpec("landings", "Solo landings (0 = by size: 3/4/5)", 0, tuple(range(0, 10)),
               "lab §4.1"),
    OptionSpec("fifty_bullets", "Kits hold 50 bullets", False, rule="lab §3.3"),
    OptionSpec("prison_fine", "Solo prison fine ($)", 50, (20, 30, 50, 100), "lab §4.7"),
    OptionSpec("skins_cash", "Skins pay as cash everywhere", False, rule="lab §3.3"),
    OptionSpec("management_per_landing", "Management center once per landing", False,
               rule="lab §4.7"),
    OptionSpec("werewolf", "Werewolves", False, rule="lab §3.2"),
    OptionSpec("marmar", "Marmars (2+ levels)", False, rule="lab §3.2"),
    OptionSpec("cop", "A cop", False, rule="lab §3.2"),
    OptionSpec("lokh", "Lokh trees", False, rule="lab §3.2"),
    OptionSpec("exote_beasts", "Exote beasts", False, rule="lab §3.2"),
    OptionSpec("waterfall", "A waterfall", False, rule="lab §3.2"),
    OptionSpec("arnor", "Arnor blades (elven blades only parry)", False, rule="lab §4.7"),
    OptionSpec("blaster_beasts", "Blasters kill beasts (2; crocodile 4)", False,
               rule="lab §4.7"),
    OptionSpec("exote_ontifutlas", "A gourm makes an ontifutlas exote", False,
               rule="lab §4.7"),
    OptionSpec("glimpse", "Glimpse while falling into a pit", False, rule="lab §4.7"),
    OptionSpec("name_monoliths", "Walls say when they are monoliths", False,
               rule="lab §4.3"),
    OptionSpec("show_moves", "Show others' moves in every log", False, rule="lab §6"),
    OptionSpec("round_limit", "Round limit (300 rounds, then no winner)", False,
               rule="lab §5"),
)

INFO = GameInfo(
    key="lab", title="DungeonLab", seats=(1, 6), minutes="30–90 min",
    pitch="Explore an unseen multi-level labyrinth told in words, and map it yourself.",
    art="cover_lab", playable=True, computer_seats=False,
    rules="game.games.lab.rules:LabRules", table="game.ui.tables.lab", bots=("random",),
    bots_module="game.games.lab.explorer", options=OPTIONS,
)
