"""Challenges (rial §4.5-§4.7): the ways to meet a blocker, chest or monster, the number
each is tested with, and what passing or failing does."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.core.events import Event
from game.games.rial.decks import discard_item, steal, take_chest
from game.games.rial.events import Happened
from game.games.rial.flow import to_trade
from game.games.rial.state import Card, Player, drop_card

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

CARD_NAMES = {"door": "locked door", "puzzle_door": "puzzle door", "climb": "climb",
              "chest": "chest", "puzzle_chest": "puzzle chest", "trap": "standing trap"}


def card_text(card: Card) -> str:
    return f"{CARD_NAMES.get(card.kind, card.kind)} (level {card.level})"


def options(rules: "RialRules", player: Player, card: Card) -> dict[str, tuple[int | None, bool]]:
    """method -> (the number it is tested with, or None for Key/Luck; passes?) for a door,
    climb, standing trap or chest (rial §4.5, §4.6)."""
    caps, items, level = player.caps, player.items, card.level
    out: dict[str, tuple[int | None, bool]] = {}
    if card.kind in ("door", "chest"):
        out["strength"] = (caps["strength"], caps["strength"] >= level)
        if "lock_picks" in items:
            out["dexterity"] = (caps["dexterity"], caps["dexterity"] >= level)
        if "key" in items:
            out["key"] = (None, True)
    elif card.kind in ("puzzle_door", "puzzle_chest"):
        out["intelligence"] = (caps["intelligence"], caps["intelligence"] >= level)
    elif card.kind == "climb":
        agility = caps["agility"] + (2 if "rope" in items else 0)
        out["agility"] = (agility, agility >= level)
    elif card.kind == "trap":
        trap = rules.content.traps[card.trap]
        out[trap.capability] = (caps[trap.capability], caps[trap.capability] >= level)
    if card.kind in ("door", "puzzle_door", "climb") and caps["luck"] > 0:
        out["luck"] = (None, True)
    return out


def fight_options(rules: "RialRules", player: Player, monster_id: str
                  ) -> dict[str, tuple[int, str]]:
    """method -> (value, outcome win/tie/lose) against a monster (rial §4.7)."""
    monster = rules.content.monsters[monster_id]
    fighting = player.caps["fighting"] + (1 if "sword" in player.items else 0)
    values = {"fighting": fighting}
    if monster.dodge:
        values["agility"] = player.caps["agility"]
    return {m: (v, "win" if v > monster.level else "tie" if v == monster.level else "lose")
            for m, v in values.items()}


def methods_now(rules: "RialRules", seat: int) -> dict[str, object]:
    """The methods of the challenge the active player faces now."""
    s = rules.state
    player = s.players[seat]
    if s.stage == "monster":
        return dict(fight_options(rules, player, s.pending["monster"]))
    card = s.cards.get(s.pending.get("square", -99))
    if card is None:
        return {}
    return dict(options(rules, player, card))


def check_meet(rules: "RialRules", seat: int, method: object) -> None:
    s = rules.state
    if s.stage not in ("blocker", "chest", "passing_chest", "monster"):
        raise IllegalAction("There is nothing to meet now.", "rial §4.5")
    allowed = methods_now(rules, seat)
    if method not in allowed:
        if method == "luck" and s.stage == "blocker":
            card = s.cards[s.pending["square"]]
            why = ("Luck never passes a standing trap" if card.kind == "trap"
                   else "Luck 0 cannot be spent")
            raise IllegalAction(f"{why}.", "rial §4.5")
        if method == "dexterity" and s.stage != "monster":
            raise IllegalAction("Dexterity counts only with lock picks, and only on locked "
                                "doors and chests.", "rial §4.5")
        if method == "luck":
            raise IllegalAction("Luck does not open chests.", "rial §4.6")
        names = ", ".join(allowed) or "nothing"
        raise IllegalAction(f"{method!s:.20} cannot meet this; you may use: {names}.",
                            "rial §4.5" if s.stage == "blocker" else
                            "rial §4.7" if s.stage == "monster" else "rial §4.6")


def meet_blocker(rules: "RialRules", seat: int, method: str) -> list[Event]:
    """Pass: stay, the door (or trap) goes; fail: retreat (rial §4.5)."""
    s = rules.state
    player = s.players[seat]
    sq, retreat = s.pending["square"], s.pending["retreat"]
    card = s.cards[sq]
    value, passed = options(rules, player, card)[method]
    where = rules.layout.label(sq)
    if method == "key":
        discard_item(rules, seat, "key")
    elif method == "luck":
        player.caps["luck"] -= 1
    how = {"key": "a Key", "luck": "1 Luck"}.get(method, f"{method.title()} {value}")
    events: list[Event] = []
    if passed:
        if card.kind == "trap":
            drop_card(s, sq)
            s.chance_pile.append(f"trap:{card.trap}")
        elif card.kind != "climb":
            drop_card(s, sq)
        events.append(Happened(what="blocker", seat=seat, square=sq, passed=True,
                               card=f"{card.kind}:{card.level}",
                               text=f"{{who}} passes the {card_text(card)} at {where} "
                                    f"with {how}."))
    else:
        lost = ""
        if card.kind == "trap":
            trap = rules.content.traps[card.trap]
            player.caps["health"] -= trap.health
            lost = f", loses {trap.health} Health"
        player.pos = retreat
        if retreat < 0:
            player.status = "entrance"
        events.append(Happened(what="blocker", seat=seat, square=sq, passed=False,
                               card=f"{card.kind}:{card.level}",
                               text=f"{{who}} fails the {card_text(card)} at {where} with "
                                    f"{how}{lost} and goes back to "
                                    f"{rules.layout.label(retreat)}."))
    return events + to_trade(rules)


def meet_chest(rules: "RialRules", seat: int, method: str) -> list[Event]:
    """Just passed: a Chest card; exceeded by 2: with a bonus mark (rial §4.6)."""
    s = rules.state
    player = s.players[seat]
    sq = s.pending["square"]
    card = s.cards[sq]
    value, passed = options(rules, player, card)[method]
    player.pos = sq
    where = rules.layout.label(sq)
    events: list[Event] = []
    if method == "key":
        discard_item(rules, seat, "key")
    how = "a Key" if method == "key" else f"{method.title()} {value}"
    if not passed:
        events.append(Happened(what="chest", seat=seat, square=sq, passed=False,
                               card=f"{card.kind}:{card.level}",
                               text=f"{{who}} fails to open the {card_text(card)} at {where} "
                                    f"with {how}."))
        return events + to_trade(rules)
    bonus = value is not None and value >= card.level + 2
    drop_card(s, sq)
    events.append(Happened(what="chest", seat=seat, square=sq, passed=True,
                           card=f"{card.kind}:{card.level}",
                           text=f"{{who}} opens the {card_text(card)} at {where} with {how}."))
    events += take_chest(rules, seat, bonus)
    return events + to_trade(rules)


def fight(rules: "RialRules", seat: int, method: str) -> list[Event]:
    """> level wins; = wins and misses the next turn; < loses Health and Chest cards."""
    s = rules.state
    player = s.players[seat]
    monster = rules.content.monsters[s.pending["monster"]]
    value, outcome = fight_options(rules, player, monster.id)[method]
    how = f"{'fights' if method == 'fighting' else 'dodges'} with {method.title()} {value}"
    events: list[Event] = []
    if outcome == "win":
        text = f"{{who}} {how} and beats the {monster.name} (level {monster.level})."
    elif outcome == "tie":
        player.miss += 1
        text = (f"{{who}} {how}: the {monster.name} (level {monster.level}) is beaten, but "
                "{who} must miss the next turn.")
    else:
        player.caps["health"] -= monster.health
        text = (f"{{who}} {how} and loses to the {monster.name} (level {monster.level}): "
                f"-{monster.health} Health.")
    events.append(Happened(what="monster", seat=seat, card=f"monster:{monster.id}",
                           passed=outcome != "lose", text=text))
    if outcome == "lose":
        events += steal(rules, seat, monster.steals, monster.name)
    s.chance_pile.append(f"monster:{monster.id}")
    return events + to_trade(rules)
