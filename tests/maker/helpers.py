"""Small builders for Dungeon Maker Deluxe tests: scripted matches and painted sheets."""
from __future__ import annotations

from game.core.dice import Dice
from game.core.protocol import Seat
from game.games.maker.actions import (ChooseEntrance, ChooseSpell, Decline, PlaceStairs,
                                      RollLoot)
from game.games.maker.board import Tile, index
from game.games.maker.rules import MakerRules
from game.games.maker.state import Phase

LOOT = [2, 2, 3, 2, 4, 2, 5, 2, 2, 5, 3, 5]
"""Scripted loot rolls: Gems at (2..5, 2), Potions at (2, 5) and (3, 5)."""

CODES = {"E": "entrance", "P": "path", "B": "bridge", "G": "gate", "BS": "boss_slime",
         "GB": "giant_bat", "GO": "golem", "A": "acid", "S": "slime", "K": "skeleton",
         "H": "ghost", "X": "stairs", "g": "gem", "p": "potion", ".": ""}


def new(seats: int = 1, script: list[int] | None = None, options: dict | None = None,
        seed: int = 1) -> MakerRules:
    dice = Dice.scripted(script) if script is not None else None
    return MakerRules.new_game(seed, [Seat(f"P{i + 1}") for i in range(seats)], options,
                               dice=dice)


def script(rules: MakerRules, values: list[int]) -> None:
    rules.dice.script(values)


def set_up(rules: MakerRules, spells: list[str] | None = None,
           entrance: tuple[int, int, str] = (1, 1, "EW")) -> None:
    """Roll the scripted loot, draw the entrance and circle a spell, for every seat."""
    chosen = spells or ["windfall"]
    for seat in range(len(rules.seats)):
        script(rules, LOOT)
        rules.apply(RollLoot(seat))
        rules.apply(ChooseEntrance(seat, *entrance))
        rules.apply(ChooseSpell(seat, chosen[seat % len(chosen)]))


def paint(rules: MakerRules, seat: int, rows: list[str]) -> None:
    """Draw a sheet from 6 rows of 6 space-separated tokens: `KIND[:OPENINGS][+TRAP]`,
    KIND one of CODES (e.g. `E:EW`, `P:NS+spikes`, `B:EW`, `S`, `.`, `g`)."""
    p = rules.state.players[seat]
    size = rules.content.numbers.size
    for y, row in enumerate(rows, 1):
        tokens = row.split()
        assert len(tokens) == size, row
        for x, token in enumerate(tokens, 1):
            tile = Tile()
            token, _, trap = token.partition("+")
            code, _, openings = token.partition(":")
            kind = CODES[code]
            if kind in ("gem", "potion"):
                tile.loot = kind
            else:
                tile.kind, tile.openings, tile.trap = kind, openings, trap
            p.tiles[index((x, y), size)] = tile
            if kind == "entrance":
                p.entrance = (x, y)
            if kind == "stairs":
                p.stairs = p.exit = (x, y)


def give_spell(rules: MakerRules, seat: int, spell: str) -> None:
    rules.state.players[seat].spells[spell] = "owned"


def _paint_round_20(rules: MakerRules, phase: Phase, status: str, sheets: list[list[str]],
                    last_built: list[tuple[int, int]]) -> None:
    s = rules.state
    s.phase, s.round = phase, rules.content.numbers.rounds
    for seat, rows in enumerate(sheets):
        paint(rules, seat, rows)
        p = s.players[seat]
        p.status, p.last_built, p.loot_rolled = status, last_built[seat], True


def at_stairs(rules: MakerRules, sheets: list[list[str]],
              last_built: list[tuple[int, int]]) -> None:
    """Jump to the stairs phase after round 20 with these sheets."""
    _paint_round_20(rules, Phase.STAIRS, "stairs", sheets, last_built)


def at_heroes(rules: MakerRules, sheets: list[list[str]],
              stairs: list[tuple[int, int]], spells: dict[int, list[str]] | None = None,
              ended: tuple[int, ...] = ()) -> None:
    """Paint the sheets, give spells, then draw each seat's stairs: the hero phase begins."""
    at_stairs(rules, sheets, stairs)
    for seat, names in (spells or {}).items():
        for name in names:
            give_spell(rules, seat, name)
    for seat in ended:
        rules.state.players[seat].ended = True
    for seat, cell in enumerate(stairs):
        p = rules.state.players[seat]
        p.last_built = _neighbour_of(cell)
        rules.apply(PlaceStairs(seat, *cell))


def _neighbour_of(cell: tuple[int, int]) -> tuple[int, int]:
    """Any tile next to `cell` (the stairs only need a facing opening then)."""
    x, y = cell
    return (x - 1, y) if x > 1 else (x + 1, y)


def end_building(rules: MakerRules, sheets: list[list[str]],
                 last_built: list[tuple[int, int]]) -> list:
    """Paint the sheets in round 20, then let the last builder decline: the stairs phase
    begins (with its fallbacks) exactly as after a real round 20. Returns the events."""
    _paint_round_20(rules, Phase.BUILDING, "done", sheets, last_built)
    s = rules.state
    s.players[0].status, s.players[0].dice = "build", (1, 1)
    return rules.apply(Decline(0))


ROW_ROUTE = [
    "E:EW P:EW P:EW . . .",
    ". . . . . .",
    ". . . . . .",
    ". . . . . .",
    ". . . . . .",
    ". . . . . .",
]
"""Entrance (1, 1), paths (2, 1) and (3, 1); stairs go at (4, 1): the hero resolves
(1, 1), (2, 1), (3, 1)."""


def with_row(rows: list[str], y: int, row: str) -> list[str]:
    out = list(rows)
    out[y - 1] = row
    return out
