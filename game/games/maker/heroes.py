"""The hero phase in one dungeon: roll a hero, walk it, check, die or escape (maker §3.4,
§4.6, §4.7)."""
from __future__ import annotations

from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.games.maker.building import sheet_of
from game.games.maker.content import STAT_NAMES, STATS, MakerContent
from game.games.maker.events import (HeroChecked, HeroDied, HeroEscaped, HeroMoved,
                                     HeroPhaseEnded, HeroRolled, XYRolled)
from game.games.maker.route import check_for, dangers, tile_figures
from game.games.maker.state import HeroState, PlayerState


def roll_hero(dice: Dice, p: PlayerState, seat: int, content: MakerContent,
              jinxes: list[tuple[int, str]]) -> list[Event]:
    """White die X, red die Y on the chart; basic stats + crossed pips + rivals' Jinxes."""
    x, y = dice.roll(6), dice.roll(6)
    chart = content.hero_for(x, y)
    stats = dict(chart.stats)
    notes = []
    for stat in STATS:
        if p.pips[stat]:
            stats[stat] += p.pips[stat]
            notes.append(f"+{p.pips[stat]} {STAT_NAMES[stat]} (crossed pips)")
    for caster, stat in jinxes:
        if caster != seat:
            stats[stat] += content.numbers.jinx_bonus
            notes.append(f"+{content.numbers.jinx_bonus} {STAT_NAMES[stat]} (Jinx)")
    hp = chart.hp[x - 1]
    p.hero = HeroState(kind=chart.id, hp=hp, max_hp=hp, stats=stats, roll=(x, y), notes=notes)
    p.status = "hero"
    return [XYRolled(seat=seat, sides=6, values=(x, y), purpose="a hero",
                     total_text=f" → X {x}, Y {y}"),
            HeroRolled(seat=seat, kind=chart.id, name=chart.name, x=x, y=y, hp=hp,
                       stats=tuple((s, stats[s]) for s in STATS), notes=tuple(notes))]


def walk(dice: Dice, p: PlayerState, seat: int, content: MakerContent) -> list[Event]:
    """Resolve route tiles in order until the hero dies, escapes, or fails a check while
    its dungeon owns Fireball (the walk then pauses for the spell: maker §3.5)."""
    hero = p.hero
    assert hero is not None
    hero.status = "walking"
    sheet = sheet_of(p, content)
    events: list[Event] = []
    while hero.pos < len(p.route):
        cell = p.route[hero.pos]
        hero.pos += 1
        hero.at = cell
        events.append(HeroMoved(seat=seat, x=cell[0], y=cell[1], step=hero.pos))
        if not tile_figures(sheet, content.checks, cell):
            continue   # nothing here tests the hero (the quick look before the words)
        check = check_for(dangers(sheet, content, cell), hero.stats, content)
        if check is None:
            continue
        a, b = dice.roll(6), dice.roll(6)
        bonus = hero.stats[check.stat]
        passed = a + b + bonus >= check.target
        p.checks += 1
        if not passed:
            hurt(p, check.damage)
            if check.gate_penalty:
                weaken(hero, check.gate_penalty, "gate")
        events.append(DiceRolled(seat=seat, sides=6, values=(a, b),
                                 purpose=f"{STAT_NAMES[check.stat]} check vs {check.target}",
                                 total_text=f" + {bonus} {STAT_NAMES[check.stat]} = "
                                            f"{a + b + bonus}"))
        events.append(HeroChecked(
            seat=seat, x=cell[0], y=cell[1], stat=check.stat, target=check.target,
            why=check.why, roll=(a, b), bonus=bonus, passed=passed,
            damage=0 if passed else check.damage, hp=hero.hp,
            gate_penalty=0 if passed else check.gate_penalty))
        if hero.hp <= 0:
            return events + finish(p, seat, content, died=True)
        if not passed and p.owns("fireball"):
            hero.status = "paused"
            return events
    if p.stairs is not None:
        hero.at = p.stairs
        events.append(HeroMoved(seat=seat, x=p.stairs[0], y=p.stairs[1], step=hero.pos + 1))
    return events + finish(p, seat, content, died=False)


def hurt(p: PlayerState, damage: int) -> None:
    assert p.hero is not None
    p.hero.hp -= damage
    p.damage_dealt += damage


def weaken(hero: HeroState, amount: int, why: str) -> None:
    """-amount to every stat, never below 0 (gate effect, maker §3.3)."""
    for stat in STATS:
        hero.stats[stat] = max(0, hero.stats[stat] - amount)
    hero.notes.append(f"-{amount} to every stat ({why})")


def finish(p: PlayerState, seat: int, content: MakerContent, died: bool) -> list[Event]:
    """The hero dies (+1 Soul) or escapes (cross 1 Dungeon HP box) (maker §4.7); the
    player's hero phase may end (maker §4.6)."""
    n = content.numbers
    assert p.hero is not None
    p.heroes += 1
    p.status = "done"
    events: list[Event]
    if died:
        p.hero.status = "dead"
        p.souls += 1
        p.fates.append("died")
        events = [HeroDied(seat=seat, souls=p.souls)]
    else:
        p.hero.status = "escaped"
        p.crossed = min(n.hp_boxes, p.crossed + 1)
        p.fates.append("escaped")
        events = [HeroEscaped(seat=seat, crossed=p.crossed)]
    if p.crossed >= n.hp_boxes:
        p.ended = True
        events.append(HeroPhaseEnded(seat=seat, why="all Dungeon HP boxes are crossed"))
    elif p.heroes >= n.max_heroes:
        p.ended = True
        events.append(HeroPhaseEnded(seat=seat, why=f"{n.max_heroes} heroes have visited"))
    return events
