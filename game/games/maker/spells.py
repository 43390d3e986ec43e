"""Casting spells: when each may be cast and what it does (maker §3.5)."""
from __future__ import annotations

from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.games.maker.actions import CastSpell
from game.games.maker.content import STAT_NAMES, STATS, MakerContent
from game.games.maker.heroes import finish, hurt
from game.games.maker.state import MakerState, Phase, PlayerState, Spell
from game.games.maker.events import SpellCast

RULE = "maker §3.5"


def cast_problem(s: MakerState, action: CastSpell, content: MakerContent,
                 seats: int) -> IllegalAction | None:
    """Why this cast is illegal now; None when it is legal."""
    spell = content.spells.get(action.spell)
    if spell is None:
        return IllegalAction(f"There is no spell {action.spell!r}.", RULE)
    p = s.players[action.seat]
    if not p.owns(spell.id):
        used = p.spells[spell.id] == Spell.USED.value
        return IllegalAction(f"{spell.name} was already used: a spell is cast once." if used
                             else f"{spell.name} is not circled on your sheet.", RULE)
    if spell.id in ("curse", "fireball") and action.dungeon not in (None, action.seat):
        return IllegalAction(f"{spell.name} affects only the hero in your own dungeon.", RULE)
    if spell.names_stat and action.stat not in STATS:
        return IllegalAction(f"{spell.name} names a stat: Str, Int or Dex.", RULE)
    if not spell.names_stat and action.stat:
        return IllegalAction(f"{spell.name} names no stat.", RULE)
    why = _timing_problem(s, p, spell.id, seats)
    return IllegalAction(f"{why}", RULE) if why else None


def _timing_problem(s: MakerState, p: PlayerState, spell: str, seats: int) -> str | None:
    if spell == "loaded_dice":
        ok = s.phase is Phase.BUILDING and p.status == "build" and p.dice is not None
        return None if ok else "Loaded Dice is cast right after your build roll."
    if spell == "windfall":
        ok = s.phase is Phase.BUILDING and p.status in ("choose", "build")
        return None if ok else "Windfall is cast during your building action."
    if spell == "jinx":
        if seats < 2:
            return "Jinx is for multiplayer games only."
        ok = s.phase is Phase.JINX and not p.jinx_done
        return None if ok else "Jinx is cast before a hero round."
    if spell == "mend":
        return _mend_problem(s, p)
    hero = p.hero
    if s.phase is not Phase.HEROES or p.status != "hero" or hero is None:
        return "This spell is cast while your hero is in your dungeon."
    if spell == "curse" and hero.status != "ready":
        return "Curse is cast right after your hero's stats are set, before it walks."
    if spell == "fireball" and hero.status != "paused":
        return "Fireball is cast right after a failed check in your dungeon."
    return None


def _mend_problem(s: MakerState, p: PlayerState) -> str | None:
    if p.ended and s.phase in (Phase.JINX, Phase.HEROES, Phase.OVER):
        return "Your hero phase has ended: Mend can no longer be cast."
    if s.phase is not Phase.HEROES or p.status != "roll":
        return "Mend is cast in the hero phase, before your hero is rolled."
    if p.crossed < 1:
        return "No Dungeon HP box is crossed: there is nothing to mend."
    return None


def cast(s: MakerState, action: CastSpell, content: MakerContent, dice: Dice) -> list[Event]:
    """Use the spell and carry out its effect."""
    seat = action.seat
    p = s.players[seat]
    p.spells[action.spell] = Spell.USED.value
    name = content.spells[action.spell].name
    n = content.numbers
    events: list[Event] = []
    if action.spell == "loaded_dice":
        p.dice = (dice.roll(6), dice.roll(6))
        events.append(DiceRolled(seat=seat, sides=6, values=p.dice, purpose="Loaded Dice"))
        text = f"{name} and rerolls ({p.dice[0]}, {p.dice[1]})"
    elif action.spell == "windfall":
        p.coin += n.windfall_coin
        p.ledger.append((name, n.windfall_coin))
        text = f"{name}: +{n.windfall_coin} Coin"
    elif action.spell == "mend":
        p.crossed -= 1
        text = f"{name}: a Dungeon HP box is uncrossed"
    elif action.spell == "jinx":
        s.jinxes.append((seat, action.stat))
        p.jinx_done = True
        text = f"{name}: each rival's next hero +{n.jinx_bonus} {STAT_NAMES[action.stat]}"
    elif action.spell == "curse":
        hero = p.hero
        assert hero is not None
        hero.stats[action.stat] = max(0, hero.stats[action.stat] - n.curse_penalty)
        hero.notes.append(f"-{n.curse_penalty} {STAT_NAMES[action.stat]} (Curse)")
        text = f"{name}: the hero -{n.curse_penalty} {STAT_NAMES[action.stat]}"
    else:
        hurt(p, n.fireball_damage)
        assert p.hero is not None
        text = f"{name}: +{n.fireball_damage} damage, {max(0, p.hero.hp)} HP left"
        p.hero.status = "walking"
    events.insert(0, SpellCast(seat=seat, spell=action.spell, text=text))
    if action.spell == "fireball" and p.hero is not None and p.hero.hp <= 0:
        events += finish(p, seat, content, died=True)
    return events
