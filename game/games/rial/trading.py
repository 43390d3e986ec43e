"""Trading (rial §4.9): items swapped, or items sold for Chest cards, between players on the
same or connected squares; the partner confirms. Co-op: free transfers."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.games.rial.actions import Answer, EndCycle, Propose
from game.games.rial.decks import item_name
from game.games.rial.events import Happened
from game.games.rial.flow import open_partners, partners
from game.games.rial.state import Player

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

RULE = "rial §4.9"


def chest_token(card: tuple[int, bool]) -> str:
    return f"{card[0]}{'b' if card[1] else ''}"


def holdings(player: Player) -> list[str]:
    return list(player.items) + [chest_token(c) for c in player.chests]


def is_chest(token: str) -> bool:
    return token[:1].isdigit()


def token_text(token: str) -> str:
    if is_chest(token):
        return f"Chest card {token[:-1]} (bonus)" if token.endswith("b") else f"Chest card {token}"
    return item_name(token)


def check_propose(rules: "RialRules", action: Propose) -> None:
    s = rules.state
    if s.stage != "trade":
        raise IllegalAction("Trades come after the move and its challenge.", RULE)
    partner = action.partner
    if not isinstance(partner, int) or not 0 <= partner < len(s.players) or partner == action.seat:
        raise IllegalAction("Trade with another player.", RULE)
    if s.players[partner].status != "board" or s.players[action.seat].status != "board":
        raise IllegalAction("A player on an entrance cannot trade.", RULE)
    if partner not in partners(rules, action.seat):
        raise IllegalAction(f"{rules.seat_name(partner)} is not on the same or a connected "
                            "square.", RULE)
    if offer_key(action) in s.proposed:
        raise IllegalAction(f"{rules.seat_name(partner)} has had that offer this trade step.",
                            RULE)
    for who, tokens in ((action.seat, action.give), (partner, action.get)):
        if not isinstance(tokens, tuple) or not all(isinstance(t, str) for t in tokens):
            raise IllegalAction("A trade lists items and Chest cards by name.", RULE)
        if Counter(tokens) - Counter(holdings(s.players[who])):
            raise IllegalAction(f"{rules.seat_name(who)} does not hold all of that.", RULE)
    if not action.give and not action.get:
        raise IllegalAction("An empty trade.", RULE)
    if not rules.coop():
        if not action.give or not action.get:
            raise IllegalAction("In a competitive game a trade is never a gift: each side "
                                "gives something.", RULE)
        if all(is_chest(t) for t in action.give + action.get):
            raise IllegalAction("Trades swap items or sell items for Chest cards, never Chest "
                                "cards for Chest cards.", RULE)


def offer_key(action: Propose) -> str:
    """An offer's words for the list of those made this trade step."""
    return f"{action.partner}:{','.join(action.give)}>{','.join(action.get)}"


def legal(rules: "RialRules", seat: int) -> list[Action]:
    """No (more) trades, and each one-for-one offer to a neighbour not yet made this trade
    step (co-op: each gift and each request too)."""
    s = rules.state
    offers: list[Propose] = []
    mine = sorted(set(holdings(s.players[seat])))
    for partner in open_partners(rules):
        theirs = sorted(set(holdings(s.players[partner])))
        for give in mine:
            for get in theirs:
                if rules.coop() or not (is_chest(give) and is_chest(get)):
                    offers.append(Propose(seat, partner, (give,), (get,)))
        if rules.coop():
            offers += [Propose(seat, partner, (give,), ()) for give in mine]
            offers += [Propose(seat, partner, (), (get,)) for get in theirs]
    return [EndCycle(seat), *(o for o in offers if offer_key(o) not in s.proposed)]


def propose(rules: "RialRules", action: Propose) -> list[Event]:
    s = rules.state
    s.proposed.append(offer_key(action))
    s.trade = {"from": action.seat, "to": action.partner, "give": list(action.give),
               "get": list(action.get)}
    s.stage = "answer"
    return [Happened(what="offer", seat=action.seat, other=action.partner,
                     text=f"{{who}} offers {{other}} {_list(action.give)} for "
                          f"{_list(action.get)}.")]


def _list(tokens: tuple[str, ...] | list[str]) -> str:
    return ", ".join(token_text(t) for t in tokens) or "nothing"


def _move(giver: Player, taker: Player, tokens: list[str]) -> None:
    for token in tokens:
        if is_chest(token):
            card = (int(token.rstrip("b")), token.endswith("b"))
            giver.chests.remove(card)
            taker.chests.append(card)
        else:
            giver.items.remove(token)
            taker.items.append(token)


def answer(rules: "RialRules", action: Answer) -> list[Event]:
    s = rules.state
    t = s.trade
    events: list[Event]
    if action.accept:
        a, b = s.players[t["from"]], s.players[t["to"]]
        _move(a, b, t["give"])
        _move(b, a, t["get"])
        events = [Happened(what="trade", seat=t["to"], other=t["from"], passed=True,
                           text="{who} accepts: the trade with {other} is done.")]
    else:
        events = [Happened(what="trade", seat=t["to"], other=t["from"], passed=False,
                           text="{who} turns down {other}'s offer.")]
    s.trade = {}
    s.stage = "trade"          # more offers, until "no (more) trades" (rial §4.9)
    return events
