"""Setup and the building rounds on one sheet: loot, collect, the market, build (maker §3.3,
§4.1-§4.4). Functions take the content and one player's state; the rules call them."""
from __future__ import annotations

from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.events import Event
from game.games.maker.board import (Cell, Sheet, corners, index, new_tiles,
                                    placement_problem)
from game.games.maker.content import STAT_NAMES, Item, MakerContent
from game.games.maker.events import (Built, LootCollected, LootPlaced, LootRerolled,
                                     XYRolled)
from game.games.maker.state import PlayerState, Spell
from game.games.maker.words import a_or_an


def rule(section: str) -> str:
    return f"maker {section}"


def sheet_of(p: PlayerState, content: MakerContent) -> Sheet:
    return Sheet(p.tiles, content.kinds, content.numbers.size)


def new_player(content: MakerContent) -> PlayerState:
    """A fresh sheet: Coin 20, basic tool, no spell yet, clear tracks (maker §4.1)."""
    n = content.numbers
    return PlayerState(
        tiles=new_tiles(n.size), coin=n.start_coin,
        spells={s: Spell.AVAILABLE.value for s in content.spells},
        pips={"str": 0, "int": 0, "dex": 0}, ledger=[("Start", n.start_coin)])


# --- setup ------------------------------------------------------------------------------
def roll_loot(dice: Dice, p: PlayerState, seat: int, content: MakerContent) -> list[Event]:
    """4 Gems then 2 Potions at (white X, red Y); reroll corners and taken tiles (§4.1)."""
    n = content.numbers
    events: list[Event] = []
    for loot, count in (("gem", n.gems), ("potion", n.potions)):
        for number in range(1, count + 1):
            while True:
                x, y = dice.roll(6), dice.roll(6)
                events.append(XYRolled(seat=seat, sides=6, values=(x, y),
                                       purpose=f"{loot} {number}",
                                       total_text=f" → X {x}, Y {y}"))
                why = _loot_reroll_reason(p, (x, y), n.size)
                if why is None:
                    break
                events.append(LootRerolled(seat=seat, x=x, y=y, why=why))
            p.tiles[index((x, y), n.size)].loot = loot
            events.append(LootPlaced(seat=seat, loot=loot, x=x, y=y))
    p.loot_rolled = True
    return events


def _loot_reroll_reason(p: PlayerState, cell: Cell, size: int) -> str | None:
    if cell in corners(size):
        return "a corner tile"
    if p.tiles[index(cell, size)].loot:
        return "it already holds loot"
    return None


def starting_spells(content: MakerContent, seats: int) -> list[str]:
    """Spells a sheet may circle (Jinx never in solo: maker §3.5)."""
    return [s.id for s in content.spells.values() if seats > 1 or not s.multiplayer_only]


def circle_problem(p: PlayerState, spell: str, content: MakerContent, seats: int) -> str | None:
    """Why `spell` may not be circled now (maker §3.5)."""
    if spell not in content.spells:
        return f"There is no spell {spell!r}."
    if spell not in starting_spells(content, seats):
        return f"{content.spells[spell].name} is for multiplayer games only."
    state = p.spells[spell]
    if state == Spell.OWNED.value:
        return f"{content.spells[spell].name} is already circled."
    if state == Spell.USED.value:
        return f"{content.spells[spell].name} was used and cannot be circled again."
    return None


def circlable(p: PlayerState, content: MakerContent, seats: int) -> list[str]:
    return [s for s in starting_spells(content, seats)
            if p.spells[s] == Spell.AVAILABLE.value]


# --- collect (maker §4.3) ----------------------------------------------------------------
def collect_problem(p: PlayerState, cell: Cell, spell: str, content: MakerContent,
                    seats: int) -> str | None:
    size = content.numbers.size
    if not (1 <= cell[0] <= size and 1 <= cell[1] <= size):
        return f"({cell[0]}, {cell[1]}) is not on the sheet."
    loot = p.tiles[index(cell, size)].loot
    if not loot:
        return f"There is no loot at ({cell[0]}, {cell[1]})."
    if loot == "gem":
        return "A Gem circles no spell." if spell else None
    if not p.upgraded:
        return (f"A Potion needs the upgraded tool: collect "
                f"{content.numbers.upgrade_after_gems} Gems first.")
    left = circlable(p, content, seats)
    if not left:
        return "No spell is left to circle: collect the Potion for Coin only." if spell \
            else None
    if not spell:
        return "Choose the spell this Potion circles."
    return circle_problem(p, spell, content, seats)


def collect_choices(p: PlayerState, content: MakerContent, seats: int
                    ) -> list[tuple[Cell, str]]:
    """Every legal (cell, spell) for Collect."""
    out: list[tuple[Cell, str]] = []
    size = content.numbers.size
    for i, tile in enumerate(p.tiles):
        cell = (i % size + 1, i // size + 1)
        if tile.loot == "gem":
            out.append((cell, ""))
        elif tile.loot == "potion" and p.upgraded:
            out += [(cell, s) for s in circlable(p, content, seats)] or [(cell, "")]
    return out


def collect(p: PlayerState, seat: int, cell: Cell, spell: str,
            content: MakerContent) -> list[Event]:
    n = content.numbers
    tile = p.tiles[index(cell, n.size)]
    loot, tile.loot = tile.loot, ""
    upgraded = False
    if loot == "gem":
        p.gems += 1
        p.coin += n.gem_coin
        if p.gems >= n.upgrade_after_gems and not p.upgraded:
            p.upgraded = upgraded = True
        coin = n.gem_coin
    else:
        p.potions += 1
        p.coin += n.potion_coin
        coin = n.potion_coin
        if spell:
            p.spells[spell] = Spell.OWNED.value
    name = content.spells[spell].name if spell else ""
    p.ledger.append((loot.capitalize(), coin))
    return [LootCollected(seat=seat, loot=loot, x=cell[0], y=cell[1], coin=coin,
                          spell_name=name, upgraded=upgraded)]


# --- the market (maker §3.3) -------------------------------------------------------------
def market_items(content: MakerContent, dice: tuple[int, int]) -> list[str]:
    """The items two dice offer: each die's category, and a boss from the sum if >= 7
    (worked out once per pair of dice with the content: `MakerContent.offers`)."""
    return list(content.offers[dice[0], dice[1]])


def build_problem(p: PlayerState, item_id: str, cell: Cell, openings: str,
                  content: MakerContent) -> IllegalAction | None:
    """Why this purchase is illegal now, with its rule; None when it is legal (§3.3, §4.4)."""
    if p.dice is None:
        return IllegalAction("Roll the dice before buying.", rule("§4.2"))
    item = content.items.get(item_id)
    if item is None:
        return IllegalAction(f"The market sells no {item_id!r}.", rule("§3.3"))
    if item_id not in content.offers[p.dice[0], p.dice[1]]:
        a, b = p.dice
        return IllegalAction(f"The dice ({a}, {b}) do not offer "
                             f"{a_or_an(item.name)}.", rule("§3.3"))
    if item.cost > p.coin:
        return IllegalAction(f"{a_or_an(item.name, capital=True)} costs {item.cost} Coin; "
                             f"you have {p.coin}.", rule("§4.4"))
    why = placement_problem(sheet_of(p, content), item, cell, openings)
    if why:
        return IllegalAction(why, rule("§4.4"))
    return None


def build(p: PlayerState, seat: int, item: Item, cell: Cell, openings: str,
          content: MakerContent) -> list[Event]:
    """Pay, draw the item and cross its stat pips (maker §3.3, §4.4)."""
    n = content.numbers
    tile = p.tiles[index(cell, n.size)]
    if item.placed_on == "path":
        tile.trap = item.id
    else:
        tile.kind = item.id
        tile.openings = openings
    p.coin -= item.cost
    p.ledger.append((item.name, -item.cost))
    p.last_built = cell
    return [Built(seat=seat, item=item.id, name=item.name, x=cell[0], y=cell[1],
                  openings=openings, cost=item.cost, pips=cross_pips(p, item, n.pips_per_stat))]


def cross_pips(p: PlayerState, item: Item, pips_per_stat: int) -> str:
    """Cross the item's stat-modifier pips; a modifier with no pip left is lost (§3.3)."""
    said = []
    for stat, amount in item.modifiers.items():
        crossed = min(amount, pips_per_stat - p.pips[stat])
        p.pips[stat] += crossed
        if crossed:
            said.append(f"{crossed} {STAT_NAMES[stat]} pip crossed")
        if crossed < amount:
            said.append(f"{amount - crossed} {STAT_NAMES[stat]} pip lost (track full)")
    return ", ".join(said)
