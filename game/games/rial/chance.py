"""Landing on a square (rial §4.4, §4.6, §4.7): the end of a move or a teleport, and the
Chance cards."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.games.rial.challenges import CARD_NAMES
from game.games.rial.decks import draw_item, locksmith
from game.games.rial.events import Happened
from game.games.rial.flow import to_trade
from game.games.rial.state import BLOCKERS, CHESTS, Card, drop_card, put_card

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

CHANCE_NAMES = {"item": "Item", "teleport": "Teleport", "last_chance": "Last chance",
                "helper:healer": "Healer", "helper:mentor": "Mentor",
                "helper:locksmith": "Locksmith"}


def chance_name(rules: "RialRules", card: str) -> str:
    kind, _, which = card.partition(":")
    if kind == "monster":
        return rules.content.monsters[which].name
    if kind == "trap":
        return rules.content.traps[which].name
    return CHANCE_NAMES.get(card, card)


def turn_up(rules: "RialRules", seat: int | None, sq: int, card: Card) -> list[Event]:
    """Turn a card face up for good; a blank is removed at once (rial §4.4)."""
    card.up = True
    rules.state.rev += 1
    rules.end_step()
    where = rules.layout.label(sq)
    if card.kind == "blank":
        drop_card(rules.state, sq)
        return [Happened(what="turned", seat=seat, square=sq, card="blank",
                         text=f"{where} is blank.")]
    level = f" (level {card.level})" if card.level else ""
    name = {"item": "an item", "chance": "a chance square"}.get(card.kind) or \
        "a " + CARD_NAMES.get(card.kind, card.kind.replace("_", " "))
    return [Happened(what="turned", seat=seat, square=sq, card=f"{card.kind}:{card.level}",
                     text=f"{where} turns up {name}{level}.")]


def land(rules: "RialRules", seat: int, sq: int, retreat: int, moved: bool) -> list[Event]:
    """The move (or a teleport) ends on `sq`: challenge, chest or chance (rial §4.2 step 4)."""
    s = rules.state
    card = s.cards.get(sq)
    if not moved or card is None or sq < 0:
        return to_trade(rules)
    events: list[Event] = []
    if not card.up:
        events += turn_up(rules, seat, sq, card)
        if sq not in s.cards:
            return events + to_trade(rules)
    if card.kind == "item":
        drop_card(s, sq)
        return events + draw_item(rules, seat) + to_trade(rules)
    if card.kind in BLOCKERS:
        s.pending = {"square": sq, "retreat": retreat}
        s.stage = "blocker"
        return events
    if card.kind in CHESTS:
        s.pending = {"square": sq}
        s.stage = "chest"
        return events
    if card.kind == "chance":
        return events + take_chance(rules, seat, sq)
    return events + to_trade(rules)


def take_chance(rules: "RialRules", seat: int, sq: int) -> list[Event]:
    """Draw the top Chance card and resolve it (rial §4.7); the square is banned to the
    player for the rest of this turn and all of the next (§4.3)."""
    s = rules.state
    player = s.players[seat]
    player.bans.append((sq, player.turns + 1))
    rules.end_step()
    if not s.chance_pile:
        return [Happened(what="chance", seat=seat, square=sq,
                         text="The Chance pile is empty: nothing happens.")] + to_trade(rules)
    card = s.chance_pile.pop(0)
    kind, _, which = card.partition(":")
    events: list[Event] = [Happened(what="chance", seat=seat, square=sq, card=card,
                                    text=f"{{who}} takes a chance: {chance_name(rules, card)}.")]
    if kind == "monster":
        s.pending = {"square": sq, "monster": which}
        s.stage = "monster"
        return events
    if kind == "trap":
        return events + _trap(rules, seat, sq, which)
    if kind == "teleport":
        s.chance_pile.append(card)
        return events + _teleport(rules, seat, sq)
    if kind == "item":
        events += draw_item(rules, seat)
    elif kind == "last_chance":
        events += draw_item(rules, seat)
        drop_card(s, sq)
        events.append(Happened(what="removed", seat=seat, square=sq,
                               text=f"The chance square {rules.layout.label(sq)} is gone."))
    elif card == "helper:healer":
        player.caps["health"] += 2
        events.append(Happened(what="helper", seat=seat, text="The Healer gives {who} +2 Health."))
    elif card == "helper:locksmith":
        events += locksmith(rules, seat)
    elif card == "helper:mentor":
        s.chance_pile.append(card)
        s.stage = "mentor"
        return events
    s.chance_pile.append(card)
    return events + to_trade(rules)


def _trap(rules: "RialRules", seat: int, sq: int, which: str) -> list[Event]:
    s = rules.state
    trap = rules.content.traps[which]
    player = s.players[seat]
    value = player.caps[trap.capability]
    if value >= trap.level:
        drop_card(s, sq)
        s.chance_pile.append(f"trap:{which}")
        text = (f"{{who}} disarms the {trap.name} with {trap.capability.title()} {value} "
                f"(level {trap.level}); the chance square is gone.")
        passed = True
    else:
        player.caps["health"] -= trap.health
        put_card(s, sq, Card("trap", trap.level, up=True, trap=which))
        text = (f"The {trap.name} catches {{who}} ({trap.capability.title()} {value} < "
                f"{trap.level}): -{trap.health} Health. It stays as a standing trap.")
        passed = False
    return [Happened(what="trap", seat=seat, square=sq, card=f"trap:{which}", passed=passed,
                     text=text)] + to_trade(rules)


def _teleport(rules: "RialRules", seat: int, sq: int) -> list[Event]:
    """One way to a random square, never the player's own nor one banned to them; it
    resolves as a move's end, a failed blocker returning to `sq` (rial §4.7)."""
    s = rules.state
    player = s.players[seat]
    spots = [q for q in rules.layout.squares() if q != sq and not player.banned(q)]
    dest = rules.dice.choice(spots)
    player.pos = dest
    events: list[Event] = [Happened(what="teleport", seat=seat, square=dest, squares=(sq, dest),
                                    text=f"{{who}} is teleported from {rules.layout.label(sq)}"
                                         f" to {rules.layout.label(dest)}.")]
    return events + land(rules, seat, dest, sq, True)
