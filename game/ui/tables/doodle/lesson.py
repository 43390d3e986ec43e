"""Learn Doodle Dungeon: a short seeded game against the Normal computer, with the coach.

The game: 2 drafting rounds instead of 14, and a deck of six cards whose action halves are
all blue monster cards (#7, #8, #16, #19, #31, #32), none removed. The script (seed 42): you
pick first and take card #8 (an I3 wall and a trap): the wall on C3-E3, the trap on D5; the
computer takes #16. In round 2 the computer picks first (#32) and leaves you #31 (an Orc and
a treasure): the Orc on D7 with the treasure note under it. The sheets change hands: you
drag the hero's path through the computer's dungeon over both its Orcs (B4 and G10); it draws
yours past your Orc. In the heroes' phase you hold Aim Boost: played on your Orc's fight,
2 d10 + 2 + 3 reach 22, so the Orc wins and stays; both of the computer's Orcs flee. You win
3 to 0. Every target is found through the table's own geometry.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard,
                                       PathStep, PickCard, PlacePiece, PlayCard, TurnCard)
from game.games.doodle.board import geometry
from game.games.doodle.events import fight_sum
from game.ui.coach import Coached, Lesson, Step, exactly, is_a, lesson_seats

SEED = 42
CARDS = (7, 8, 16, 19, 31, 32)
"""The lesson's deck: build strips the lesson needs, and only blue monster cards to play."""
WALL_CARD, MONSTER_CARD = 8, 31
ROUTE = "A1 A2 A3 A4 B4 B5 B6 B7 B8 B9 B10 C10 D10 E10 F10 G10 H10".split()
"""The hero path the person draws through the computer's dungeon: over both its Orcs."""
GEO = geometry(8, 10)
ROUTE_CELLS = frozenset(GEO.parse(name) for name in ROUTE)
WALL = tuple(GEO.parse(name) for name in ("C3", "D3", "E3"))
TRAP, ORC = GEO.parse("D5"), GEO.parse("D7")


def shorter(content: Any) -> Any:
    """The lesson's game: 2 rounds and a deck of six cards, nothing removed."""
    numbers = content.numbers.model_copy(update={
        "rounds": 2, "removed": {n: 0 for n in content.numbers.removed}})
    return dataclasses.replace(content, numbers=numbers,
                               cards={k: content.cards[k] for k in CARDS})


def at(c: Coached, name: str) -> int:
    return c.rules.geo.parse(name)


def cell(name: str):
    """The target: one space of the sheet on screen."""
    return lambda c: c.table.sheet.cell_rect(at(c, name))


def cells(*names: str):
    """What a bubble keeps clear: these spaces of the sheet on screen."""
    return lambda c: [c.table.sheet.cell_rect(at(c, name)) for name in names]


def card(number: int):
    """The target: a card of the display."""
    return lambda c: dict(c.table.display_rects()).get(number)


def in_hand(c: Coached) -> pygame.Rect | None:
    """The target: the first card of the person's hand."""
    rects = c.table.hand_rects()
    return rects[0][1] if rects else None


def sheet(c: Coached, seat: int) -> dict[str, Any]:
    return c.view["sheets"][seat]


def building(c: Coached) -> dict[str, Any] | None:
    return c.view["building"]


def my_pick(number: int):
    """Done: the person is to pick next and card `number` is on the display (the computer
    has built)."""
    def ready(c: Coached) -> bool:
        v = c.view
        return v["phase"] != "build" or (v["building"] is None and number in v["display"]
                                         and v["to_pick"][:1] == [c.seat])
    return ready


def turned(number: int):
    """Done: the person has turned this card over (it is among their drafted cards)."""
    return lambda c: number in sheet(c, c.seat)["drafted"]


def picked(number: int):
    """Done: the person has taken this card (building it, or already turned over)."""
    def done(c: Coached) -> bool:
        b = building(c)
        return bool(b and b["seat"] == c.seat and b["card"] == number) or \
            number in sheet(c, c.seat)["drafted"]
    return done


def element_done(index: int):
    """Done: the active card's element `index` is installed."""
    def done(c: Coached) -> bool:
        b = building(c)
        return b is None or b["seat"] != c.seat or b["element"] > index
    return done


def path_points(c: Coached) -> list[tuple[int, int]]:
    return [c.table.sheet.centre(at(c, name)) for name in ROUTE]


def path_done(c: Coached) -> bool:
    owner = c.view["drawing"]["owner"] if c.view["drawing"] else None
    return owner is None or sheet(c, owner)["path"][-1] == c.rules.geo.exit


def my_window(c: Coached) -> bool:
    """Done: the person's blue window is open on their own monster."""
    stop = c.view["stop"]
    return c.rules.is_over() or bool(stop and stop["window"] == ["blue", c.seat]
                                     and stop["kind"] == "monster")


def asked_again(c: Coached) -> bool:
    """Done: the game waits for the person again (a card window), or it is over."""
    return c.rules.is_over() or (c.seat in c.rules.to_act() and not c.table.showing_move
                                 and c.button("Play no card") is not None)


def fought(c: Coached) -> bool:
    return c.rules.is_over() or c.table.last_fight is not None


def fight_words(c: Coached) -> str:
    f = c.table.last_fight
    if f is None:
        return ""
    kind = c.table.content.numbers.monsters.get(f.monster)
    name = kind.name if kind else f.monster
    sums = fight_sum(f.dice, f.strength, f.cards, f.strengths)
    if f.won:
        return f"Your {name} rolled {sums}: 20 or more, so it won and stays on the sheet; " \
               f"the hero has {f.hp} HP."
    return f"Your {name} rolled {sums}: under 20, so it fled and is crossed off."


def steps() -> list[Step]:
    return [
        Step("Welcome! You and the computer each draw a dungeon on your own sheet, then "
             "send a hero through the other's. This short game has 2 rounds of drafting "
             "instead of 14. (doodle §1)", done=None, next_label="Start"),
        Step("Round 1, and you pick first. Click card #8: its build strip gives an I3 wall "
             "and a trap, installed left to right. (doodle §4.2)",
             target=card(WALL_CARD), accepts=exactly(PickCard(0, WALL_CARD)),
             refusal="For this lesson, take card #8.",
             done=picked(WALL_CARD),
             after="Its action half, Axe, is for later: when the heroes come, every card "
                   "is shuffled into the action deck."),
        Step("Draw the I3 wall: the ghost follows your pointer (the wheel turns it). Click "
             "with its middle on D3. A wall may never cut a space off from the Entrance "
             "or the Exit. (doodle §4.3)",
             avoid=cells("C3", "D3", "E3"),
             target=cell("D3"), accepts=exactly(BuildWall(0, WALL)),
             refusal="For this lesson, draw the wall on C3, D3 and E3.",
             done=element_done(0), after="Walls shape where the hero can walk."),
        Step("Click the lit space D5 for the trap: a hero that stops on it loses HP. Traps "
             "and monsters never touch each other side by side. (doodle §4.7)",
             avoid=lambda c: [c.table.sheet.rect],
             target=cell("D5"), accepts=exactly(PlacePiece(0, "trap", TRAP)),
             refusal="For this lesson, draw the trap on D5.",
             done=element_done(1), after="A trap is never crossed off."),
        Step("Press Done to turn the card over: what you drew on it is final. The computer "
             "then takes a card and builds in its own dungeon. (doodle §4.3)",
             target=lambda c: c.button("Done"), accepts=is_a(TurnCard),
             refusal="For this lesson, press Done.", done=my_pick(MONSTER_CARD),
             after="Round 2: the start marker passed, so the computer picked first."),
        Step("Click card #31: an Orc and a treasure. (doodle §4.2)",
             target=card(MONSTER_CARD), accepts=exactly(PickCard(0, MONSTER_CARD)),
             refusal="For this lesson, take card #31.",
             done=picked(MONSTER_CARD)),
        Step("Click the lit space D7 for the Orc. In a fight it rolls 2 d10 + 2 Strength: "
             "20 or more and it wins; less and it flees. (doodle §4.7)",
             avoid=lambda c: [c.table.sheet.rect],
             target=cell("D7"), accepts=exactly(PlacePiece(0, "orc", ORC)),
             refusal="For this lesson, draw the Orc on D7.", done=element_done(0),
             after="A monster that never flees scores its points at the end."),
        Step("Hide the treasure under your Orc: click D7. Only you see the note, and it "
             "scores only if the Orc on it survives. (doodle §4.3)",
             avoid=lambda c: [c.table.sheet.rect],
             target=cell("D7"), accepts=exactly(HideTreasure(0, ORC)),
             refusal="For this lesson, hide the treasure on D7.", done=element_done(1)),
        Step("Press Done to turn the card over. (doodle §4.3)",
             target=lambda c: c.button("Done"), accepts=is_a(TurnCard),
             refusal="For this lesson, press Done.", done=turned(MONSTER_CARD),
             after="The 2 rounds are over."),
        Step("The hand-over: the sheets change hands. You now draw the hero's path through "
             "the computer's dungeon, and it draws the path through yours without seeing "
             "your treasure note. (doodle §4.4)", done=None, next_label="Next"),
        Step("Drag from the Entrance A1 down to A4, onto the Orc on B4, down to B10 and "
             "along row 10 over the Orc on G10 to the Exit H10. A fleeing monster is crossed "
             "off and takes its points away. (doodle §4.4)",
             target=cell("A1"), gesture="drag", path=path_points,
             accepts=lambda a: isinstance(a, PathStep) and a.cell in ROUTE_CELLS,
             refusal="For this lesson, draw the path the coach describes: A1 to A4, B4 to "
                     "B10, then row 10 to H10.",
             avoid=cells(*ROUTE),
             done=path_done),
        Step("Press Done to hand the path back. The computer then draws the path through "
             "your dungeon, and the heroes walk. (doodle §4.4)",
             target=lambda c: c.button("Done"), accepts=is_a(FinishPath),
             refusal="For this lesson, press Done.", done=my_window,
             after="Each hero walks its path to the next trap or monster. The hero in your "
                   "dungeon has reached your Orc."),
        Step("You hold Aim Boost, a blue card for your own monsters: click it to give your "
             "Orc +3 Strength for this fight. Then the heroes walk on to the Exit. "
             "(doodle §4.6)",
             target=in_hand, accepts=is_a(PlayCard),
             avoid=lambda c: [c.table.sheet.rect, c.table.plan.info],
             refusal="For this lesson, play your Aim Boost on the Orc.",
             done=fought, after=fight_words),
        Step("The heroes walk on to their next stops. (doodle §4.5)", done=asked_again),
        Step("At every stop where you hold a card the game waits for you, and the panel "
             "tells the odds. Here a red card would help your hero in the computer's "
             "dungeon; for this lesson, press Play no card. (doodle §4.6)",
             target=lambda c: c.button("Play no card"), accepts=is_a(PassCard),
             avoid=lambda c: [c.table.sheet.rect, c.table.plan.info],
             refusal="For this lesson, press Play no card.",
             done=lambda c: c.rules.is_over()),
        Step("Monsters still standing, the treasure under them and a slain hero score; both "
             "of the computer's Orcs fled from the hero you sent. A real game has 14 rounds "
             "of drafting. Press Launcher to finish. (doodle §5.1)",
             scene="EndScene", target=lambda c: c.button("Launcher"), done=lambda c: False,
             accepts=is_a(PassCard),
             avoid=lambda c: [r for r in (c.button("Play again"), c.button("Look"))
                              if r is not None]),
    ]


LESSON = Lesson(game="doodle", seats=lesson_seats(["greedy"]), seed=SEED, steps=steps(),
                content=shorter, title="Learn Doodle Dungeon")
