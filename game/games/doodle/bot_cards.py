"""The computer player's Phase C card decisions (doodle §7 'Cards'): blue cards when they
change a likely outcome in its own dungeon, red cards to save a hero in a rival's."""
from __future__ import annotations

from typing import Any, Sequence

from game.core.actions import Action
from game.games.doodle.actions import PassCard, PlayCard, Reroll
from game.games.doodle.content import DoodleContent
from game.games.doodle.odds import rage_win_chance, win_chance


def fight_odds(content: DoodleContent, bonus: int, cards: Sequence[str]) -> float:
    """P(monster wins) with these (blue and red) cards in play."""
    numbers = content.numbers
    dice = numbers.fight_dice
    for name in cards:
        card = content.actions[name]
        bonus += card.strength
        dice += card.extra_dice
    if any(content.actions[n].rerolls for n in cards):
        return rage_win_chance(bonus, dice, numbers.fight_target, numbers.die_sides)
    return win_chance(bonus, dice, numbers.fight_target, numbers.die_sides)


def stop_facts(view: dict[str, Any], content: DoodleContent) -> dict[str, Any]:
    stop = view["stop"]
    owner = stop["owner"]
    sheet = view["sheets"][owner]
    played = [content.action_of(card).id for _, card in stop["played"]]
    hero = view["heroes"][owner]
    facts: dict[str, Any] = {"owner": owner, "kind": stop["kind"], "played": played,
                             "hp": hero["hp"]}
    if stop["kind"] == "trap":
        facts["damage"] = sheet["values"]["trap"]
    else:
        facts["bonus"] = sheet["values"][stop["what"]]
        facts["damage"] = content.numbers.monsters[stop["what"]].damage
    return facts


def choose_card(view: dict[str, Any], legal: Sequence[Action], content: DoodleContent
                ) -> Action:
    seat = legal[0].seat
    rerolls = [a for a in legal if isinstance(a, Reroll)]
    if rerolls:
        return _rage(view, seat, content)
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if not plays:
        return PassCard(seat)
    facts = stop_facts(view, content)
    if facts["owner"] == seat:
        pick = _blue(facts, plays, content)
    else:
        pick = _red(facts, plays, content)
    return pick or PassCard(seat)


def _rage(view: dict[str, Any], seat: int, content: DoodleContent) -> Action:
    """Reroll the lowest monster die, unless even a 10 there could not reach 20."""
    facts = stop_facts(view, content)
    dice = view["stop"]["dice"]
    low = min(range(len(dice)), key=lambda i: dice[i])
    bonus = facts["bonus"] + sum(content.actions[n].strength for n in facts["played"])
    best = sum(dice) - dice[low] + content.numbers.die_sides + bonus
    if best < content.numbers.fight_target:
        return PassCard(seat)
    return Reroll(seat, low)


def _name(content: DoodleContent, action: PlayCard) -> str:
    return content.action_of(action.card).id


def _blue(facts: dict[str, Any], plays: list[PlayCard], content: DoodleContent
          ) -> PlayCard | None:
    if facts["kind"] == "trap":
        spikes = [p for p in plays if content.action_of(p.card).damage]
        return spikes[0] if spikes else None
    now = fight_odds(content, facts["bonus"], facts["played"])
    best, gain = None, 0.04
    for p in plays:
        odds = fight_odds(content, facts["bonus"], [*facts["played"], _name(content, p)])
        if odds - now > gain:
            best, gain = p, odds - now
    return best


def _red(facts: dict[str, Any], plays: list[PlayCard], content: DoodleContent
         ) -> PlayCard | None:
    by_name = {_name(content, p): p for p in plays}
    hp, damage = facts["hp"], facts["damage"]
    if facts["kind"] == "trap":
        lethal = hp - damage - (2 if "spikes" in facts["played"] else 0) <= 0
        if "jump" in by_name and (lethal or damage >= 2):
            return by_name["jump"]
        if lethal:
            return by_name.get("healing_potion") or by_name.get("haste")
        return None
    odds = fight_odds(content, facts["bonus"], facts["played"])
    lethal = hp - damage <= 0 and odds > 0.02
    if "sword" in by_name and (odds > 0.1 or lethal):
        return by_name["sword"]
    if lethal:
        return by_name.get("haste") or by_name.get("healing_potion")
    return None
