"""Resolving a stop (doodle §4.6, §4.7): Haste skips it, a trap hurts the hero, a monster
rolls 2 d10 (3 with Axe) + Strength against 20, Rage may reroll a die; a hero at 0 HP dies."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import DiceRolled, Event
from game.games.doodle.content import ActionCard
from game.games.doodle.events import (FightResolved, FightRolled, HeroDied, StopSkipped,
                                      TrapSprung, fight_sum, piece_name)
from game.games.doodle.sheets import strength, value
from game.games.doodle.state import Hero, Stop
from game.games.doodle.walking import walk

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules


def current_stop(rules: "DoodleRules") -> Stop:
    """The stop being resolved (there must be one)."""
    stop = rules.state.stop
    assert stop is not None, "no stop is open"
    return stop


def played_cards(rules: "DoodleRules") -> list[ActionCard]:
    stop = current_stop(rules)
    return [rules.content.action_of(c) for _, c in stop.played]


def resolve(rules: "DoodleRules") -> list[Event]:
    """Step 4: settle the stop; Haste skips it and settles the next one bare (§4.6)."""
    s = rules.state
    stop = current_stop(rules)
    cards = played_cards(rules)
    if any(c.skip for c in cards):
        hero = s.heroes[stop.owner]
        hero.fought = None
        events: list[Event] = [StopSkipped(owner=stop.owner, cell=rules.geo.name(stop.cell))]
        s.stop = None
        events += walk(rules, stop.owner)
        if s.stop is None:
            return events
        return events + settle(rules, [])
    return settle(rules, cards)


def settle(rules: "DoodleRules", cards: list[ActionCard]) -> list[Event]:
    stop = current_stop(rules)
    if stop.kind == "trap":
        return spring_trap(rules, cards)
    return fight(rules, cards)


def spring_trap(rules: "DoodleRules", cards: list[ActionCard]) -> list[Event]:
    s = rules.state
    stop = current_stop(rules)
    damage = value(rules.content, "trap", s.sheets[stop.owner].ticks)
    damage += sum(c.damage for c in cards)
    if any(c.negate for c in cards):
        damage = 0
    hero = s.heroes[stop.owner]
    wound(hero, damage)
    hero.fought = None
    s.traps_sprung += 1
    events: list[Event] = [TrapSprung(owner=stop.owner, cell=rules.geo.name(stop.cell),
                                      damage=damage, hp=hero.hp)]
    return events + finish_stop(rules)


def wound(hero: Hero, damage: int) -> None:
    """The hero loses HP; the damage option counts all of it, even below 0 (§5.1(4))."""
    hero.hp -= damage
    hero.damage += damage


def fight(rules: "DoodleRules", cards: list[ActionCard]) -> list[Event]:
    """The monster rolls 2 d10 (3 with Axe); Rage may open a reroll window (§4.6, §4.7)."""
    s = rules.state
    stop = current_stop(rules)
    numbers = rules.content.numbers
    count = numbers.fight_dice + sum(c.extra_dice for c in cards)
    stop.dice = rules.dice.rolls(count, numbers.die_sides)
    s.fights += 1
    monster = s.sheets[stop.owner].cells[stop.cell]
    waits = any(c.rerolls for c in cards) and fight_total(rules) < numbers.fight_target
    events: list[Event] = [FightRolled(seat=stop.owner, sides=numbers.die_sides,
                                       values=tuple(stop.dice),
                                       purpose=f"the {piece_name(monster)} on "
                                               f"{rules.geo.name(stop.cell)}",
                                       total_text=" " + fight_text(rules, with_dice=False),
                                       waits=waits)]
    if waits:
        stop.windows.append(("rage", stop.owner))
        return events
    return events + finish_fight(rules)


def fight_modifier(rules: "DoodleRules") -> int:
    return sum(c.strength for c in played_cards(rules))


def modifier_cards(rules: "DoodleRules") -> tuple[str, ...]:
    """The names of every card played on this fight, in play order (a Sword that cancels
    an Aim Boost is still listed)."""
    return tuple(c.name for c in played_cards(rules))


def card_strengths(rules: "DoodleRules") -> tuple[int, ...]:
    """What each played card adds to the total (0 for Axe, Rage, Healing Potion)."""
    return tuple(c.strength for c in played_cards(rules))


def fight_text(rules: "DoodleRules", with_dice: bool = True) -> str:
    """The sum as the players read it: "6 + 6 + 1 = 13, +2 Strength = 15"."""
    s = rules.state
    stop = current_stop(rules)
    monster = s.sheets[stop.owner].cells[stop.cell]
    return fight_sum(stop.dice, strength(rules.content, monster, s.sheets[stop.owner].ticks),
                     modifier_cards(rules), card_strengths(rules), with_dice)


def fight_total(rules: "DoodleRules") -> int:
    s = rules.state
    stop = current_stop(rules)
    monster = s.sheets[stop.owner].cells[stop.cell]
    return sum(stop.dice) + strength(rules.content, monster, s.sheets[stop.owner].ticks) \
        + fight_modifier(rules)


def reroll(rules: "DoodleRules", die: int) -> list[Event]:
    stop = current_stop(rules)
    stop.dice[die] = rules.dice.roll(rules.content.numbers.die_sides)
    events: list[Event] = [DiceRolled(seat=stop.owner, sides=rules.content.numbers.die_sides,
                                      values=(stop.dice[die],),
                                      purpose=f"Rage: a reroll of monster die {die + 1}")]
    return events + finish_fight(rules)


def finish_fight(rules: "DoodleRules") -> list[Event]:
    """Total >= 20: the monster wins and hurts the hero; otherwise it flees (§4.7)."""
    s = rules.state
    stop = current_stop(rules)
    sheet = s.sheets[stop.owner]
    monster = sheet.cells[stop.cell]
    total = fight_total(rules)
    won = total >= rules.content.numbers.fight_target
    hero = s.heroes[stop.owner]
    damage = rules.content.numbers.monsters[monster].damage if won else 0
    if won:
        wound(hero, damage)
    else:
        sheet.crossed.append(stop.cell)
    hero.fought = stop.cell
    events: list[Event] = [FightResolved(
        owner=stop.owner, cell=rules.geo.name(stop.cell), monster=monster,
        dice=tuple(stop.dice), strength=strength(rules.content, monster, sheet.ticks),
        modifier=fight_modifier(rules), total=total, won=won, hp=hero.hp,
        target=rules.content.numbers.fight_target, cards=modifier_cards(rules),
        strengths=card_strengths(rules), damage=damage)]
    return events + finish_stop(rules)


def finish_stop(rules: "DoodleRules") -> list[Event]:
    """A hero at 0 HP or less dies (§4.7); the stop closes."""
    s = rules.state
    stop = current_stop(rules)
    hero = s.heroes[stop.owner]
    s.stop = None
    if hero.hp <= 0:
        hero.status = "dead"
        return [HeroDied(owner=stop.owner, cell=rules.geo.name(stop.cell))]
    return []
