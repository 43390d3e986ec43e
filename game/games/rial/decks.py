"""The piles (rial §3.2-§3.5): dealing the board, drawing Useful Items, Chest cards going
to and from their pile. Every draw turns something up, so it ends the undo step."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.rial.board import PASSAGE, ROOM
from game.games.rial.content import ITEM_NAMES, RialContent
from game.games.rial.events import Happened
from game.games.rial.state import Card

if TYPE_CHECKING:
    from game.core.dice import Dice
    from game.games.rial.board import Layout
    from game.games.rial.rules import RialRules


def deal(layout: "Layout", content: RialContent, dice: "Dice", dungeon: str = "lively"
         ) -> dict[int, Card]:
    """Shuffle the white and the green cards of the composition `dungeon` apart and lay one
    face down on every room and passage square; squares beyond the printed mix get blanks
    (rial §3.2, §4.1)."""
    cards: dict[int, Card] = {}
    mixes = content.board_cards(dungeon)
    for kind, mix in ((ROOM, mixes.room), (PASSAGE, mixes.passage)):
        squares = layout.squares(kind)
        pile = mix.cards()
        pile = (pile + [("blank", 0)] * max(0, len(squares) - len(pile)))[:len(squares)]
        dice.shuffle(pile)
        for sq, (card_kind, level) in zip(squares, pile):
            cards[sq] = Card(card_kind, level)
    return cards


def item_name(kind: str) -> str:
    return ITEM_NAMES.get(kind, kind)


def an_item(kind: str) -> str:
    """The item's name with its article: "a Key", "a set of Lock picks"."""
    name = item_name(kind)
    return f"a set of {name}" if name.endswith("s") else f"a {name}"


def draw_item(rules: "RialRules", seat: int) -> list[Happened]:
    """Take the top Useful Item (rial §3.4); an empty pile takes its shuffled discards."""
    s = rules.state
    rules.end_step()
    if not s.item_pile and s.item_discards:
        s.item_pile, s.item_discards = s.item_discards, []
        rules.dice.shuffle(s.item_pile)
    if not s.item_pile:
        return [Happened(what="item", seat=seat,
                         text="{who} finds no Useful Item: every one is held (rial §3.4).")]
    item = s.item_pile.pop(0)
    player = s.players[seat]
    if item == "charm":
        player.caps["luck"] += 1
        s.item_discards.append(item)
        return [Happened(what="item", seat=seat, card=item,
                         text="{who} finds a Lucky charm: +1 Luck.")]
    player.items.append(item)
    return [Happened(what="item", seat=seat, card=item,
                     text=f"{{who}} finds {an_item(item)}.")]


def discard_item(rules: "RialRules", seat: int, item: str) -> None:
    rules.state.players[seat].items.remove(item)
    rules.state.item_discards.append(item)


def take_chest(rules: "RialRules", seat: int, bonus: bool) -> list[Happened]:
    s = rules.state
    rules.end_step()
    if not s.chest_pile:
        return [Happened(what="chest", seat=seat,
                         text="{who} finds the chest empty: no Chest cards are left.")]
    value = s.chest_pile.pop(0)
    s.players[seat].chests.append((value, bonus))
    mark = " and a bonus mark" if bonus else ""
    return [Happened(what="treasure", seat=seat, card=f"{value}{'b' if bonus else ''}",
                     text=f"{{who}} takes a Chest card worth {value}{mark}.")]


def steal(rules: "RialRules", seat: int, count: int, name: str = "monster"
          ) -> list[Happened]:
    """A monster takes `count` Chest cards, highest first, bonus-marked first among equals,
    each to the bottom of the Chest pile in theft order (rial §4.7)."""
    s = rules.state
    player = s.players[seat]
    events: list[Happened] = []
    for n in range(min(count, len(player.chests))):
        card = max(player.chests, key=lambda c: (c[0], c[1]))
        player.chests.remove(card)
        s.chest_pile.append(card[0])
        text = f"The {name} steals {{who}}'s Chest card worth {card[0]}." if n == 0 else \
            f"The {name} steals a second Chest card from {{who}}, worth {card[0]}."
        events.append(Happened(what="stolen", seat=seat, card=str(card[0]), text=text))
    return events


def locksmith(rules: "RialRules", seat: int) -> list[Happened]:
    """The first Key of the Useful Item pile (never its discards), then the pile is
    shuffled; with none there, +1 Luck (rial §3.3)."""
    s = rules.state
    if "key" in s.item_pile:
        s.item_pile.remove("key")
        s.players[seat].items.append("key")
        rules.dice.shuffle(s.item_pile)
        return [Happened(what="item", seat=seat, card="key",
                         text="The Locksmith gives {who} a Key.")]
    s.players[seat].caps["luck"] += 1
    return [Happened(what="helper", seat=seat,
                     text="The Locksmith has no Key to give: {who} gains 1 Luck.")]
