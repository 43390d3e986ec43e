"""Phase C: the action deck, the turns, and the card windows at each stop (doodle §4.5,
§4.6). Walking is in walking.py, resolving stops in fights.py."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event, GameEnded
from game.games.doodle.actions import PassCard, PlayCard, Reroll
from game.games.doodle.events import (ActionPlayed, CardsDrawn, DeckReshuffled, HeroHealed,
                                      WindowPassed)
from game.games.doodle.fights import finish_fight, reroll, resolve
from game.games.doodle.sheets import value
from game.games.doodle.state import Hero, Phase
from game.games.doodle.walking import walk

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules

HERO_ACTIONS = (PlayCard, PassCard, Reroll)


def clockwise(rules: "DoodleRules", start: int) -> list[int]:
    n = len(rules.seats)
    return [(start + k) % n for k in range(n)]


# --- the deck -------------------------------------------------------------------------------
def start_heroes(rules: "DoodleRules") -> list[Event]:
    """All 60 cards form the action deck; hands are dealt seat by seat (§4.5)."""
    s = rules.state
    s.phase = Phase.HEROES
    s.action_deck = sorted(rules.content.cards)
    rules.dice.shuffle(s.action_deck)
    s.action_discard = []
    s.hands = [[] for _ in rules.seats]
    s.heroes = [Hero(rules.content.numbers.hero_hp) for _ in rules.seats]
    events: list[Event] = []
    for seat in clockwise(rules, s.first):
        events += refill(rules, seat)
    s.turn = s.first
    rules.end_step()
    return events + advance(rules)


def hand_size(rules: "DoodleRules", seat: int) -> int:
    return value(rules.content, "hand", rules.state.sheets[seat].ticks)


def refill(rules: "DoodleRules", seat: int) -> list[Event]:
    """Draw up to the Cards-in-Hand level; an empty deck is re-formed from the discard."""
    s = rules.state
    drawn: list[int] = []
    events: list[Event] = []
    while len(s.hands[seat]) + len(drawn) < hand_size(rules, seat):
        if not s.action_deck:
            if not s.action_discard:
                break
            s.action_deck, s.action_discard = s.action_discard, []
            rules.dice.shuffle(s.action_deck)
            events.append(DeckReshuffled(count=len(s.action_deck)))
        drawn.append(s.action_deck.pop(0))
    if drawn:
        s.hands[seat].extend(drawn)
        events.append(CardsDrawn(seat=seat, count=len(drawn)))
        events.append(CardsDrawn(seat=seat, count=len(drawn), cards=tuple(drawn),
                                 visible_to=frozenset({seat})))
    return events


def open_windows(rules: "DoodleRules") -> None:
    """The owner's blue window, then each rival's red window clockwise (§4.5 steps 2-3).
    Everyone holding a card is asked (doodle §6: asking only holders of a fitting card
    would leak the hand), unless the 'auto-pass' option is on."""
    s = rules.state
    assert s.stop is not None
    owner = s.stop.owner
    auto_pass = bool(rules.options.get("auto_pass"))
    for seat in clockwise(rules, owner):
        colour = "blue" if seat == owner else "red"
        if not s.hands[seat]:
            continue
        if auto_pass and not any(fits(rules, card, colour) for card in s.hands[seat]):
            continue
        s.stop.windows.append((colour, seat))


def fits(rules: "DoodleRules", card: int, colour: str) -> bool:
    """Could this card be played in a window of this colour on the current stop?"""
    stop = rules.state.stop
    assert stop is not None
    info = rules.content.action_of(card)
    return info.colour == colour and info.fits(stop.kind)


def advance(rules: "DoodleRules") -> list[Event]:
    """Play turns until someone must decide or every hero is dead or escaped."""
    s = rules.state
    events: list[Event] = []
    while s.stop is None:
        if all(h.status != "walking" for h in s.heroes):
            return events + end_game(rules)
        owner = s.turn
        if s.heroes[owner].status == "walking":
            events += walk(rules, owner)
            if s.stop is not None:
                open_windows(rules)
                if s.stop.windows:
                    return events
                events += resolve(rules)
                if s.stop is not None:
                    return events
        events += end_turn(rules, owner)
    return events


def end_turn(rules: "DoodleRules", owner: int) -> list[Event]:
    """Step 5: refill; the next seat clockwise takes its turn."""
    s = rules.state
    events = refill(rules, owner)
    s.turn = (owner + 1) % len(rules.seats)
    s.turns += 1
    return events


def end_game(rules: "DoodleRules") -> list[Event]:
    from game.games.doodle.scoring import final_result
    s = rules.state
    s.phase = Phase.OVER
    rules.end_step()
    result = final_result(rules)
    return [GameEnded(headline=result.headline)]


# --- windows --------------------------------------------------------------------------------
def window(rules: "DoodleRules") -> tuple[str, int] | None:
    s = rules.state
    if s.phase is not Phase.HEROES or s.stop is None or not s.stop.windows:
        return None
    return s.stop.windows[0]


def card_problem(rules: "DoodleRules", seat: int, card: int) -> tuple[str, str] | None:
    """Why `seat` may not play `card` now, or None."""
    s = rules.state
    now = window(rules)
    assert now is not None and s.stop is not None
    kind, _ = now
    if kind == "rage":
        return "Reroll one monster die or keep the dice.", "doodle §4.6"
    if card not in s.hands[seat]:
        return "That card is not in your hand.", "doodle §4.6"
    info = rules.content.action_of(card)
    if info.colour != kind:
        if kind == "blue":
            return "Red cards help heroes in rivals' dungeons, not your own.", "doodle §4.6"
        return "Blue cards work only in your own dungeon.", "doodle §4.6"
    if not info.fits(s.stop.kind):
        return f"{info.name} is played on a {info.play_on} stop, and this is a " \
               f"{s.stop.kind}.", "doodle §4.6"
    return None


def legal(rules: "DoodleRules", seat: int) -> list[Action]:
    now = window(rules)
    if now is None or now[1] != seat:
        return []
    s = rules.state
    assert s.stop is not None
    if now[0] == "rage":
        return [Reroll(seat, i) for i in range(len(s.stop.dice))] + [PassCard(seat)]
    out: list[Action] = [PlayCard(seat, c) for c in sorted(set(s.hands[seat]))
                         if card_problem(rules, seat, c) is None]
    return out + [PassCard(seat)]


def check(rules: "DoodleRules", action: Action) -> None:
    now = window(rules)
    if now is None or now[1] != action.seat:
        raise IllegalAction("It is not your card decision now.", "doodle §4.5")
    stop = rules.state.stop
    assert stop is not None
    if isinstance(action, PlayCard):
        problem = card_problem(rules, action.seat, action.card)
        if problem:
            raise IllegalAction(*problem)
    elif isinstance(action, Reroll):
        if now[0] != "rage":
            raise IllegalAction("Only Rage lets the owner reroll a die.", "doodle §4.6")
        if not isinstance(action.die, int) or not 0 <= action.die < len(stop.dice):
            raise IllegalAction("There is no such monster die.", "doodle §4.6")


def perform(rules: "DoodleRules", action: Action) -> list[Event]:
    s = rules.state
    stop = s.stop
    assert stop is not None
    kind, seat = stop.windows.pop(0)
    rules.end_step()
    events: list[Event] = []
    if isinstance(action, PlayCard):
        events += play(rules, seat, action.card)
    elif isinstance(action, Reroll):
        events += reroll(rules, action.die)
        return events + after_resolve(rules)
    else:
        events.append(WindowPassed(seat=seat, window=kind))
        if kind == "rage":
            events += finish_fight(rules)
            return events + after_resolve(rules)
    if not stop.windows:
        events += resolve(rules)
        events += after_resolve(rules)
    return events


def play(rules: "DoodleRules", seat: int, card: int) -> list[Event]:
    """The card goes straight to the discard (§4.5 step 5 HOUSE RULE); a potion heals now."""
    s = rules.state
    stop = s.stop
    assert stop is not None
    s.hands[seat].remove(card)
    s.action_discard.append(card)
    stop.played.append((seat, card))
    s.cards_played += 1
    info = rules.content.action_of(card)
    events: list[Event] = [ActionPlayed(seat=seat, owner=stop.owner, card=card, name=info.name,
                                        colour=info.colour)]
    if info.heal:
        hero = s.heroes[stop.owner]
        hero.hp = min(rules.content.numbers.hero_hp, hero.hp + info.heal)
        events.append(HeroHealed(owner=stop.owner, hp=hero.hp))
    return events


def after_resolve(rules: "DoodleRules") -> list[Event]:
    """Once the stop is settled: end the turn and play on."""
    s = rules.state
    if s.stop is not None:
        return []
    return end_turn(rules, s.turn) + advance(rules)
