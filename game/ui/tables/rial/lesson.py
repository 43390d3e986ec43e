"""Learn Rial's Dungeon: a seeded first game against one computer, with the coach.

The script (seed 148, you and Computer 1, a 5-minute alarm that waits while the coach
explains): share your 12 capability points (a point from Luck to Strength); Computer 1 begins;
your d4 shows 2 and the lit squares are where the move may end: K6 picks up a Map on the way
and is a chance square: a Teleport sends you to B7, where a climb (level 2) is met with
Agility 2; next turn a 4 takes you to the chest at A4, opened with Strength 2 (a Chest card
worth 3); Computer 1's d10 shows 10 and everyone raises a capability (Strength); a 4 takes
you to D3, a chance square: the Skeleton beats your Fighting 2 (-2 Health); Computer 1 comes
beside you and offers its Lock picks for your Map: you accept. Then the alarm runs its last
minute and the game ends. Computer 1 plays the game's Normal computer, except that until it
has traded it heads for you and offers a trade when it can (its part of the script).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action
from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer
from game.ui.coach import Coached, Lesson, Step, exactly, is_a, lesson_seats

SEED = 148
CAPS = (2, 1, 2, 2, 2, 2, 1)
"""Health, Luck, Fighting, Agility, Dexterity, Strength, Intelligence: one point moved from
Luck to Strength."""
CAP_ORDER = ("health", "luck", "fighting", "agility", "dexterity", "strength", "intelligence")


@dataclass
class RialLesson(Lesson):
    """A lesson whose alarm waits while the coach explains: from step `clock_from` on it
    runs, with `alarm_left` seconds left."""

    clock_from: int = 0
    alarm_left: float = 60.0


class LessonComputer:
    """Computer 1 of the lesson: the Normal computer (rial §7), except that until it has
    traded it walks towards the person and offers them one of its items for one of theirs
    when it can."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.normal = Explorer(seat, rng)
        self.traded = False

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        legal = list(legal)
        play = view["phase"] == "play"
        if play and view["stage"] == "move" and not self.traded:
            towards = self._towards_person(view, legal)
            if towards is not None:
                return towards
        if play and view["stage"] == "trade" and not self.traded:
            offers = [a for a in legal if isinstance(a, A.Propose) and a.partner != self.seat
                      and not any(t[:1].isdigit() for t in a.give + a.get)]
            if offers:
                self.traded = True
                return offers[0]
        return self.normal.choose(view, legal)

    def _towards_person(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        person = next(i for i, p in enumerate(view["players"]) if not p["bot"])
        target = view["players"][person]["pos"]
        moves = [a for a in legal if isinstance(a, A.Move) and a.route and a.route[-1] >= 0]
        if target < 0 or not moves:
            return None
        far = self.normal._distances(view, target)
        return min(moves, key=lambda a: (far.get(a.route[-1], 99), -len(a.route)))


def computers(rules: Any) -> dict[int, Any]:
    return {1: LessonComputer(1, random.Random(SEED * 7 + 1))}


# --- what the coach points at ---------------------------------------------------------------

def square(label: str):
    """The target: a square of the board, by its label."""
    def find(c: Coached) -> pygame.Rect | None:
        table = c.table
        return None if table.geo is None else table.geo.rect(c.rules.layout.square_at(label))
    return find


def panel(prefix: str):
    """The target: the choice panel's button whose label starts with `prefix`."""
    def find(c: Coached) -> pygame.Rect | None:
        for b in c.table.panel_buttons:
            if b.visible and b.label.startswith(prefix):
                return pygame.Rect(b.rect)
        return None
    return find


def board_and_sheets(c: Coached) -> list[pygame.Rect]:
    """Keep the board's lit squares and the sheets readable."""
    table = c.table
    return [table.geo.outline()] if table.geo is not None else []


# --- when a step is over --------------------------------------------------------------------

def draft(c: Coached) -> list[int]:
    return c.table.pointer_state.extra.get("caps", [2, 2, 2, 2, 2, 1, 1])


def drafted(cap: str, value: int):
    return lambda c: c.view["phase"] != "caps" or draft(c)[CAP_ORDER.index(cap)] == value


def mine(c: Coached) -> dict[str, Any]:
    return c.view["players"][c.seat]


def my_stage(*stages: str):
    """The person is to act at one of these stages (or the game is over)."""
    def done(c: Coached) -> bool:
        v = c.view
        return v["over"] or (v["phase"] == "play" and v["active"] == c.seat
                             and v["stage"] in stages)
    return done


def asked(c: Coached) -> bool:
    """The person has something to decide in another seat's turn (the d10's raise)."""
    v = c.view
    return v["over"] or (v["active"] != c.seat and c.seat in c.rules.to_act())


def rolled(c: Coached) -> str:
    return f"The d4 shows {c.view['roll']}."


def roll_step() -> Step:
    return Step("Press Roll the d4.", target=lambda c: c.button("Roll the d4"),
                accepts=is_a(A.Roll), refusal="Press Roll the d4 first.",
                done=my_stage("move"), after=rolled)


def move_step(label: str, route: tuple[int, ...], say: str, stage: str, after: str) -> Step:
    """Click the lit square `label` (the move along `route`, the one the table shows first
    for that square)."""
    return Step(say, target=square(label), accepts=exactly(A.Move(0, route)),
                refusal=f"For this lesson, click the lit square {label}.",
                done=my_stage(stage), avoid=board_and_sheets, after=after)


def steps() -> list[Step]:
    return [
        Step("Welcome! You explore a dungeon of face-down cards, open chests for treasure and "
             "trade, against Computer 1, until the alarm rings. (rial §1)",
             done=None, next_label="Start"),
        Step("Your seven capabilities share 12 points. Press − beside Luck to take a point "
             "from Luck. (rial §3.6)",
             target=panel("−  Luck"), done=drafted("luck", 1),
             refusal="First press − beside Luck, as the coach shows.",
             after="Luck 1: Luck can pass a door or a climb once, but never opens a chest."),
        Step("Press + beside Strength: Strength opens locked doors and chests. (rial §3.6)",
             target=lambda c: c.table.panel_buttons[2 * CAP_ORDER.index("strength") + 1].rect,
             done=drafted("strength", 2),
             refusal="Press + beside Strength, as the coach shows.",
             after="That adds up to 12 again."),
        Step("Press Set out with these. Everyone then rolls a d4 for an entrance, and the "
             "lowest roll begins. (rial §4.1)",
             target=panel("Set out"), accepts=exactly(A.SetCapabilities(0, CAPS)),
             refusal="For this lesson, set out with Luck 1 and Strength 2.",
             done=my_stage("turn"),
             after="Computer 1 rolled the lowest entrance, so it began (★): it walked in, "
                   "turning up the cards it passed."),
        Step("Your turn. Press Enter: roll the d4, to walk in from entrance 2. (rial §4.2)",
             target=lambda c: c.button("Enter: roll"), accepts=is_a(A.Roll),
             refusal="Press Enter: roll the d4 first.",
             done=my_stage("move"), after=rolled),
        move_step("K6", (71, 70), "The lit squares are where your move may end: you must "
                  "use every step. Click K6. (rial §4.3)", "blocker",
                  "On the way you found a Map. K6 was a chance square: your Chance card, "
                   "a Teleport, sent you to B7, and a climb turned up there."),
        Step("A climb (level 2) blocks you. Meet it with Agility: 2 reaches its level, so "
             "you pass. (rial §4.5)",
             target=panel("Agility"), accepts=exactly(A.Meet(0, "agility")),
             refusal="For this lesson, meet the climb with Agility.",
             done=my_stage("turn"),
             after="You passed and stay on the climb (failing sends you back a square). "
                   "Then Computer 1 had its turn."),
        roll_step(),
        move_step("A4", (61, 49, 37, 36), "Click A4: the way there turns up three more "
                  "cards. (rial §4.3)", "chest", "A4 is a chest (level 2)."),
        Step("Open the chest with Strength: 2 reaches its level. Beating it by 2 would add a "
             "bonus mark. (rial §4.6)",
             target=panel("Strength"), accepts=exactly(A.Meet(0, "strength")),
             refusal="For this lesson, open the chest with Strength.",
             done=asked,
             after="Treasure: a Chest card worth 3 points. Then Computer 1, the beginning "
                   "player, rolled the round's d10."),
        Step("The d10 shows 10: everyone raises a capability by 1. Raise Strength. "
             "(rial §4.2)",
             target=panel("Strength"), accepts=exactly(A.Raise(0, "strength")),
             refusal="For this lesson, raise Strength.",
             done=my_stage("turn"), after="Strength 3. Computer 1 has had its turn."),
        roll_step(),
        move_step("D3", (24, 25, 26, 27), "Click D3, a chance square: ending a move there "
                  "draws a Chance card. (rial §4.7)", "monster",
                  "The Chance card is a Skeleton, level 4."),
        Step("A monster: fight with Fighting (or dodge a slow one with Agility). Fighting 2 "
             "loses to level 4: fight anyway. (rial §4.7)",
             target=panel("Fighting"), accepts=exactly(A.Meet(0, "fighting")),
             refusal="For this lesson, fight the Skeleton.",
             done=lambda c: c.view["over"] or c.view["stage"] == "answer",
             after="-2 Health: at Health 0 you miss turns, gaining 1 Health each (rial "
                   "§4.8). Computer 1 then came beside you."),
        Step("Players on the same or a connected square may trade. Computer 1 offers its "
             "Lock picks for your Map: accept. (rial §4.9)",
             target=panel("Accept"), accepts=exactly(A.Answer(0, True)),
             refusal="For this lesson, accept the trade.",
             done=lambda c: c.view["stage"] != "answer",
             after="Lock picks are yours: with them Dexterity opens doors and chests too."),
        Step("That is the game: now the alarm runs its last minute, and then the most "
             "treasure wins. Play on as you like. (rial §5)",
             done=None, next_label="Start the alarm"),
        Step("The alarm rang. Your Chest cards are your score. A real game runs 30 minutes "
             "or a round limit. Press Launcher to finish. (rial §5)",
             scene="EndScene", target=lambda c: c.button("Launcher"),
             accepts=lambda action: True, done=lambda c: False, avoid=end_screen),
    ]


def end_screen(c: Coached) -> list[pygame.Rect]:
    """Keep the score cards and the other buttons of the end screen clear."""
    w, h = c.app.size
    return [pygame.Rect(0, 0, w * 2 // 3, h)] + [
        r for r in (c.button("Play again"), c.button("Look")) if r is not None]


STEPS = steps()

LESSON = RialLesson(game="rial", seats=lesson_seats(["explorer"]), seed=SEED, steps=STEPS,
                    options={"end": "alarm", "alarm_minutes": 5, "dungeon": "classic"},
                    bots=computers, title="Learn Rial's Dungeon", clock_from=len(STEPS) - 1,
                    alarm_left=60.0)
