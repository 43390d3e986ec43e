"""Learn Dungeon Maker Deluxe: a short seeded game (4 building rounds, 1 hero) with the coach.

The script (seed 517, alone): roll the loot; the entrance in the top-left corner; Fireball
as the starting spell; round 1 collects the Gem at (2, 4); rounds 2 to 4 build with the
market roll: a Path at (1, 2) (dice 1 and 4), a Slime at (2, 2) (6 and 5), a Boss Slime at
(1, 3) (4 and 3: the sum 7 offers a boss); the stairs at (1, 4); the hero, a Mage with 4 HP,
fails the Slime's check (1 damage), Fireball adds 2, and the Boss Slime finishes it: a Soul.
The score is 11. Every target is found through the table's own geometry.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, PlaceStairs, RollHero, RollLoot, Walk)
from game.ui.coach import Coached, Lesson, Step, exactly, is_a, lesson_seats
import game.ui.tables.maker.panels as P

SEED = 517
GEM = (2, 4)
Cell = tuple[int, int]


def shorter(content: Any) -> Any:
    """The lesson's game: 4 building rounds and 1 hero, the rest as in the real game."""
    numbers = content.numbers.model_copy(update={"rounds": 4, "max_heroes": 1})
    return dataclasses.replace(content, numbers=numbers)


def me(c: Coached) -> dict[str, Any]:
    return c.view["players"][c.seat]


def cell(at: Cell):
    """The target: one cell of the person's sheet."""
    return lambda c: c.table.sheet.rect_of(at)


def spell(name: str):
    """The target: a spell on the sheet's panel."""
    def find(c: Coached) -> pygame.Rect | None:
        rects = P.panel_rects(c.table.parts.panel, c.table.content)
        return next((r for s, r in rects.spells if s == name), None)
    return find


def chip(item: str, shape: str = ""):
    """The target: an item (a path shape) on the market chart."""
    def find(c: Coached) -> pygame.Rect | None:
        return next((ch.rect for ch in P.market_chips(c.table.parts.market, c.table.content)
                     if ch.item == item and ch.shape == shape), None)
    return find


def hero_card(c: Coached) -> list[pygame.Rect]:
    """Keep the hero's card, the spells and the sheet clear while the hero walks."""
    return [c.table.parts.panel, c.table.parts.sheet]


def end_screen(c: Coached) -> list[pygame.Rect]:
    """Keep the score card and the other buttons of the end screen clear."""
    w, h = c.app.size
    return [pygame.Rect(0, 0, w * 2 // 3, h)] + [
        r for r in (c.button("Play again"), c.button("Look")) if r is not None]


def round_is(n: int):
    return lambda c: c.view["phase"] != "building" or c.view["round"] >= n


def rolled(c: Coached) -> bool:
    return me(c)["dice"] is not None or c.view["phase"] != "building"


def holding(item: str):
    return lambda c: c.table.hand.item == item or me(c)["status"] != "build"


def dice_words(c: Coached) -> str:
    a, b = me(c)["dice"] or (0, 0)
    return f"The dice show {a} and {b} (sum {a + b}): the market lights what they offer."


def hero_words(c: Coached) -> str:
    hero = me(c)["hero"] or {}
    stats = hero.get("stats", {})
    return (f"A {hero.get('name', 'hero')} with {hero.get('hp', '?')} HP (Str "
            f"{stats.get('str')}, Int {stats.get('int')}, Dex {stats.get('dex')}) comes in: "
            "the white die picked its HP, the red die its kind.")


def fireball_ready(c: Coached) -> bool:
    hero = me(c)["hero"]
    return c.rules.is_over() or bool(hero and hero["status"] == "paused")


def check_words(c: Coached) -> str:
    hero = me(c)["hero"] or {}
    return (f"The Slime beside (1, 2) asked for Str 14 and the hero failed: 1 damage, "
            f"{hero.get('hp', '?')} HP left. The walk stops so you may cast Fireball.")


def roll_step(round_no: int) -> Step:
    """Declare a build: the market dice are rolled."""
    return Step(f"Round {round_no}: press Build to roll the two market dice. Each die "
                "offers a kind of item; when they add up to 7 or more, a boss too. "
                "(maker §4.4)",
                target=lambda c: c.button("Build"), accepts=is_a(DeclareBuild),
                refusal="For this lesson, press Build.", done=rolled, after=dice_words)


def pick_step(item: str, say: str, shape: str = "") -> Step:
    """Take an item from the market (no move yet: the tile follows the pointer)."""
    return Step(say, target=chip(item, shape), done=holding(item),
                avoid=lambda c: [c.table.parts.market],
                refusal="Pick the lit item on the market first, as the coach shows.",
                after="The tile follows your pointer: green where it may go, red with the "
                      "reason where not.")


def place_step(item: str, name: str, at: Cell, say: str, done, after: str,
               openings: str = "") -> Step:
    """Put the item in hand on its tile."""
    return Step(say, target=cell(at), accepts=exactly(Build(0, item, at[0], at[1], openings)),
                refusal=f"For this lesson, build the {name} at {at}.", done=done, after=after,
                avoid=lambda c: [c.table.parts.market])


def steps() -> list[Step]:
    return [
        Step("Welcome! You build a dungeon on this sheet, then a hero tries to walk through "
             "it. This short game has 4 building rounds and 1 hero. (maker §1)",
             done=None, next_label="Start"),
        Step("Press Roll for loot: two dice place 4 Gems and 2 Potions on your sheet. "
             "(maker §4.1)",
             target=lambda c: c.button("Roll for loot"), accepts=is_a(RollLoot),
             refusal="For this lesson, press Roll for loot.",
             done=lambda c: me(c)["loot_rolled"],
             after="For each loot the white die gave the column, the red die the row."),
        Step("Click the top-left corner for your entrance: heroes come in there. "
             "(maker §4.1)",
             target=cell((1, 1)), accepts=exactly(ChooseEntrance(0, 1, 1, "NS")),
             refusal="For this lesson, put the entrance in the top-left corner, opening "
                     "down (the wheel turns it back).",
             done=lambda c: me(c)["entrance"] is not None,
             after="Heroes will come in here and walk to your stairs."),
        Step("Circle Fireball as your starting spell: when a hero fails a check, it adds 2 "
             "damage. (maker §3.5)",
             target=spell("fireball"), accepts=exactly(ChooseSpell(0, "fireball")),
             refusal="For this lesson, circle Fireball.",
             done=lambda c: c.view["phase"] != "setup",
             after="Fireball is yours until you cast it."),
        Step("Round 1: each round you collect a loot or build. Click the Gem to collect "
             "it: +4 Coin. (maker §4.3)",
             target=cell(GEM), accepts=exactly(Collect(0, GEM[0], GEM[1])),
             refusal="For this lesson, collect the Gem at (2, 4).",
             done=round_is(2), after="+4 Coin for the Gem: you have 24 Coin."),
        roll_step(2),
        pick_step("path", "Pick the straight Path on the market: it is lit because the "
                  "dice offer it and you can pay for it.", shape="straight"),
        place_step("path", "Path", (1, 2),
                   "Click the lit tile at (1, 2): a path must join an opening of your "
                   "paths, and this one leads on from the entrance. (maker §4.4)",
                   round_is(3), "The Path cost 1 Coin.", openings="NS"),
        roll_step(3),
        pick_step("slime", "Pick the Slime on the market: a monster room (Str 14, 1 "
                  "damage)."),
        place_step("slime", "Slime", (2, 2),
                   "Click the lit tile at (2, 2) to build the Slime beside your path: a "
                   "hero walking past it must pass a Strength check. (maker §4.7)",
                   round_is(4), "The Slime cost 3 Coin."),
        roll_step(4),
        pick_step("boss_slime", "The sum is 7, so a boss is offered. Pick the Boss Slime "
                  "(8 Coin): a boss is a path tile that fights every hero walking through. "
                  "(maker §3.3)"),
        place_step("boss_slime", "Boss Slime", (1, 3),
                   "Click the lit tile at (1, 3): the Boss Slime goes on your path, open "
                   "up and down. (maker §4.4)",
                   lambda c: c.view["phase"] != "building",
                   "The Boss Slime cost 8 Coin, and it gives heroes in your dungeon +1 Str.",
                   openings="NS"),
        Step("The 4 rounds are over. Click the lit tile to draw the stairs: the way out, "
             "next to the last tile you built. (maker §4.5)",
             target=cell((1, 4)), accepts=exactly(PlaceStairs(0, 1, 4)),
             refusal="For this lesson, draw the stairs at (1, 4).",
             done=lambda c: c.view["phase"] not in ("building", "stairs"),
             after="Your building is scored: 1 for the Slime by a path, 5 for the boss, "
                   "1 per 5 Coin left."),
        Step("Now the hero comes: the dice pick it on the hero chart, and it walks by "
             "itself the shortest way to your stairs, with a check on every tile with "
             "dangers: 2 dice + its stat. Watch it walk. (maker §3.4, §4.7)",
             accepts=is_a(RollHero, Walk), avoid=hero_card,
             done=fireball_ready, after=check_words),
        Step("The walk stops only for a decision. Press Cast Fireball: it adds 2 damage to "
             "the failed check. (maker §3.5)",
             target=lambda c: c.button("Cast Fireball"),
             accepts=exactly(CastSpell(0, "fireball")),
             refusal="For this lesson, cast Fireball now.",
             done=lambda c: c.rules.is_over() or (me(c)["hero"] or {}).get("status")
             != "paused",
             after="Fireball: +2 damage, 1 HP left."),
        Step("The hero walks on by itself: the Boss Slime waits at (1, 3). A hero at 0 HP "
             "dies and gives you a Soul. (maker §4.7)",
             accepts=is_a(Walk), avoid=hero_card,
             done=lambda c: c.rules.is_over(),
             after="The Boss Slime's check failed: 3 damage, and the hero died."),
        Step("Your score: the building points, 3 per Soul, less 2 per crossed Dungeon HP "
             "box. A real game has 20 rounds and 5 heroes. Press Launcher to finish. "
             "(maker §5.1)",
             scene="EndScene", target=lambda c: c.button("Launcher"),
             done=lambda c: False,
             avoid=end_screen),
    ]


LESSON = Lesson(game="maker", seats=lesson_seats([]), seed=SEED, steps=steps(),
                content=shorter, title="Learn Dungeon Maker Deluxe")
