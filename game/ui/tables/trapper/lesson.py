"""Learn Dungeon Trapper: one full exchange of a real game against the computer, with the coach.

The script (seed `SEED`, the person against Computer 1, the real game's six starting traps):
the person drags a wall, hides the heirloom at (9,1), sets Floor Spikes at (8,1) and a Spooky
Skeleton at (9,2), Shark Pits (tier 3) on both ways out of the Entrance, (2,6) and (1,5),
and Wall Darts (tier 2) along the wall at (7,1) and (7,2), and confirms. The computer
(scripted) draws its dungeon: walls, its heirloom at (4,5), a Spooky Skeleton at (2,6), a
Fan facing N at (3,6), Wall Darts at (8,3) and (8,4) and Shark Pits at (8,1) and (9,6),
under its fog. The seed makes the computer go first: it rolls 9 AP, raids with fortitude 9,
steps east onto the Shark Pit and its 2d12 kill it (the roll in the dice tray). The person
rolls 11, re-arms the disabled pit for 3 AP, sees the odds of the fortitude kept, and raids:
a step onto the fogged (2,6) springs the Skeleton (fortitude -1), a step onto (3,6) springs
the Fan, which blows the adventurer north until the wall at (3,4) stops it at (3,5), and a
step east takes the heirloom at (4,5): the person wins. No die decides the person's raid,
so it plays out the same every time. Every target is found through the table's own geometry.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.games.trapper.actions import (ConfirmSetup, PaintWalls, PlaceHeirloom, PlaceTrap,
                                        Reactivate, RollAP, StartRaid, Step as StepAction)
from game.games.trapper.odds import percent, survival
from game.ui.coach import Coached, Lesson, ScriptedBot, Step, exactly, is_a, lesson_seats
from game.ui.tables.trapper.draw import caption_rect, title_rect

SEED = 5
Cell = tuple[int, int]
WALL_STROKE: tuple[Cell, ...] = ((6, 1), (6, 2), (6, 3))
HEIRLOOM, SPIKES, SKELETON = (9, 1), (8, 1), (9, 2)
PITS, DARTS = ((2, 6), (1, 5)), ((7, 1), (7, 2))
"""The person's tier-3 and tier-2 starting traps: both ways out of the Entrance, and along
the wall."""
THEIR_WALLS: tuple[tuple[Cell, ...], ...] = (((3, 4), (2, 4)), ((5, 4), (5, 5), (5, 6)),
                                              ((7, 2), (7, 3), (7, 4)))
THEIR_HEIRLOOM, THEIR_SKELETON, THEIR_FAN = (4, 5), (2, 6), (3, 6)
THEIR_DARTS, THEIR_PITS = ((8, 3), (8, 4)), ((8, 1), (9, 6))
RAID = ((2, 6), "E"), ((3, 6), "E"), ((4, 5), "E")
"""The person's steps: the tile stepped onto and the way (the Fan moves the third on)."""


def computer(rules: Any) -> dict[int, Any]:
    """Computer 1 draws the lesson's dungeon, then plays as the Normal computer."""
    from game.core.session import make_bots
    from game.games.trapper import INFO
    moves: list[Any] = [PaintWalls(1, stroke) for stroke in THEIR_WALLS]
    moves += [PlaceHeirloom(1, THEIR_HEIRLOOM), PlaceTrap(1, "skeleton", THEIR_SKELETON),
              PlaceTrap(1, "fan", THEIR_FAN, "N")]
    moves += [PlaceTrap(1, "darts", at) for at in THEIR_DARTS]
    moves += [PlaceTrap(1, "shark", at) for at in THEIR_PITS]
    moves += [ConfirmSetup(1), RollAP(1), StartRaid(1), StepAction(1, "E")]
    return {1: ScriptedBot(moves, then=make_bots(INFO, rules)[1])}


# --- what the coach points at ------------------------------------------------------------------
def cell(at: Cell):
    """The target: one tile of the dungeon on screen."""
    return lambda c: c.table.painter.rect_of(at)


def chip(key: str):
    """The target: a tool of the palette under the dungeon."""
    def find(c: Coached) -> pygame.Rect | None:
        return next((pygame.Rect(ch.rect) for ch in c.table.chips if ch.key == key), None)
    return find


def stroke(c: Coached) -> pygame.Rect:
    """The target: the tiles of the wall stroke, framed together."""
    first, *rest = [c.table.painter.rect_of(at) for at in WALL_STROKE]
    return first.unionall(rest)


def stroke_points(c: Coached) -> list[tuple[int, int]]:
    return [c.table.painter.centre(at) for at in WALL_STROKE]


def mine(c: Coached) -> dict[str, Any]:
    return c.view["dungeons"][c.seat]


def holding(key: str):
    return lambda c: c.table.hand.tool == key


def has_trap(at: Cell):
    return lambda c: any(tuple(t["cell"]) == at for t in mine(c)["traps"])


def at(where: Cell):
    return lambda c: c.rules.is_over() or tuple(c.view["adventurer"] or ()) == where


def ap_words(c: Coached) -> str:
    return (f"You rolled {c.view['ap']}: {c.view['ap']} action points (AP) to spend in "
            "your dungeon now.")


def their_turn_over(c: Coached) -> bool:
    """The computer's turn has been shown: the person is to roll."""
    return c.view["phase"] == "roll" and c.view["active"] == c.seat


def odds_kept(c: Coached) -> str:
    """The odds of the fortitude the person keeps, against the computer's worst trap."""
    left = c.view["ap_left"]
    content = c.rules.content
    chance = percent(survival(content.trap("shark"), left, content.board.trap_sides))
    return (f"Re-armed: {left} AP left. The AP you keep become your fortitude: at "
            f"fortitude {left} your adventurer gets past a Shark Pit {chance} of the time.")



def pieces(c: Coached) -> list[pygame.Rect]:
    """What a note keeps off wherever it can, over the board: the title of the dungeon on
    screen, its Entrance and every piece on it (walls, traps, fog, the heirloom, the
    adventurer). Each counts `WEIGHT` times in the bubble's search (the sum of what it
    covers), so a free tile is always covered before a piece; the title (whose dungeon is
    on screen) counts as much as a whole tile however little of it is covered."""
    table = c.table
    board = table.shown_board()
    cells = {tuple(c.view["board"]["entrance"])} | {tuple(w) for w in board["walls"]}
    cells |= {tuple(t["cell"]) for t in board["traps"]} | {tuple(f) for f in board["fog"]}
    cells |= {tuple(at) for at in (board["heirloom"], c.view["adventurer"]) if at}
    title = title_rect(table, board)
    tile = table.painter.rect_of((1, 1))
    rows = max(1, tile.width * tile.height // max(1, title.height))
    return [table.painter.rect_of(at) for at in sorted(cells)] * WEIGHT + \
        [title] * (WEIGHT * rows)


WEIGHT = 4
"""How many times a piece counts against the other things a step's note keeps clear."""


def keeping(*more: Callable[[Coached], list[pygame.Rect]]):
    """A step's `avoid`: the pieces, then what else the step's words speak of."""
    return lambda c: pieces(c) + [r for rects in more for r in rects(c)]


def palette(c: Coached) -> list[pygame.Rect]:
    """Keep the palette readable while the coach points at the dungeon."""
    return [c.table.palette_rect]


# --- the steps ----------------------------------------------------------------------------
def pick(key: str, say: str) -> Step:
    """Take a tool from the palette (no move yet: the tiles where it may go light up)."""
    return Step(say, target=chip(key), done=holding(key), avoid=pieces,
                refusal="Pick the tool the coach shows in the palette first.",
                after="The tiles where it may go are lit green.")


def place(kind: str, where: Cell, say: str, after: str) -> Step:
    return Step(say, target=cell(where), accepts=exactly(PlaceTrap(0, kind, where)),
                refusal=f"For this lesson, put it on {fmt(where)}.", done=has_trap(where),
                after=after, avoid=keeping(palette))


def fmt(where: Cell) -> str:
    return f"({where[0]},{where[1]})"


def raid_step(index: int, say: str, after: str) -> Step:
    where, direction = RAID[index]
    landing = (3, 5) if where == THEIR_FAN else where
    return Step(say, target=cell(where), accepts=exactly(StepAction(0, direction)),
                refusal=f"For this lesson, step onto {fmt(where)}.", done=at(landing),
                after=after, avoid=keeping(raid_area))


def pit_and_tip(c: Coached) -> list[pygame.Rect]:
    """Keep the Shark Pit being re-armed, the tiles its hover text (cost and odds) may lie
    on, and the palette clear of the coach's note."""
    painter = c.table.painter
    return [painter.rect_of((1, 4)).union(painter.rect_of((4, 6))), *palette(c)]


def raid_area(c: Coached) -> list[pygame.Rect]:
    """Keep the raid's tiles (and the odds shown over them) and the caption of what each
    step sprang clear of the coach's note."""
    painter = c.table.painter
    return [painter.rect_of((1, 4)).union(painter.rect_of((5, 6)))] + caption(c)


def their_raid(c: Coached) -> list[pygame.Rect]:
    """While the computer rolls and raids: keep the dice tray, the way out of the Entrance
    (where its adventurer steps and dies) and the caption of its pit's roll clear."""
    painter = c.table.painter
    return [pygame.Rect(c.table.dice.rect),
            painter.rect_of((1, 4)).union(painter.rect_of((3, 6)))] + caption(c)


def caption(c: Coached) -> list[pygame.Rect]:
    """The caption under the dungeon (what the last step sprang, and why), which counts as
    much as a piece."""
    return [caption_rect(c.table)] * WEIGHT


def end_screen(c: Coached) -> list[pygame.Rect]:
    """Keep the result cards and the end screen's other buttons clear."""
    w, h = c.app.size
    return [pygame.Rect(0, 0, w * 2 // 3, h)] + [
        r for r in (c.button("Play again"), c.button("Look")) if r is not None]


def steps() -> list[Step]:
    return [
        Step("Welcome! You and the computer each hide a Prized Heirloom in a dungeon full of "
             "traps, then take turns raiding the other's fogged dungeon. Reach theirs to "
             "win. (trapper §1)", done=None, next_label="Start", avoid=pieces),
        Step("This is your own dungeon: only you see it. Drag from (6,1) down to (6,3) to "
             "paint three walls: a raider must go around them. (trapper §4.1)",
             target=stroke, gesture="drag", path=stroke_points,
             accepts=is_a(PaintWalls),
             refusal="For this lesson, drag down the column the coach shows.",
             done=lambda c: len(mine(c)["walls"]) >= len(WALL_STROKE), avoid=keeping(palette),
             after="Walls may never cut a tile off from the Entrance, bottom left."),
        pick("heirloom", "Pick the Heirloom in the palette: it is what your rival must "
             "reach. (trapper §4.1)"),
        Step("Hide it in the far corner, at (9,1): far from the Entrance, the raider needs "
             "many steps to reach it. (trapper §4.1)", target=cell(HEIRLOOM),
             accepts=exactly(PlaceHeirloom(0, HEIRLOOM)),
             refusal="For this lesson, hide the heirloom at (9,1).",
             done=lambda c: tuple(mine(c)["heirloom"] or ()) == HEIRLOOM, avoid=keeping(palette),
             after="Your rival sees a fogged tile there, not what is under it."),
        pick("spikes", "Now your six free starting traps: two of each tier. Pick Floor "
             "Spikes (tier 1): a raider who steps on them rolls a d12 and dies on a roll "
             "of at least their fortitude. (trapper §4.5)"),
        place("spikes", SPIKES, "Set the Spikes beside your heirloom, at (8,1). "
              "(trapper §3.2)", "Every trap is fogged to your rival until it is stepped on."),
        pick("skeleton", "Pick the Spooky Skeleton: it never kills, but it takes 1 "
             "fortitude. (trapper §4.5)"),
        place("skeleton", SKELETON, "Set it at (9,2), the other way to the heirloom. "
              "(trapper §3.2)", "Both ways to your heirloom are trapped."),
        pick("shark", "Pick the Shark Pit (tier 3), the deadliest: the raider rolls 2d12 "
             "and dies when their sum is at least their fortitude. (trapper §4.5)"),
        place("shark", PITS[0], "Set one just east of the Entrance, at (2,6): every raid "
              "starts there. (trapper §3.2)", "One way out of the Entrance is a pit."),
        place("shark", PITS[1], "And the other at (1,5), north of the Entrance. "
              "(trapper §3.2)", "Both ways out of the Entrance are pits now."),
        pick("darts", "Pick Wall Darts (tier 2): the raider rolls five d12, and each roll "
             "of at least their fortitude is a hit; three hits kill. They need a wall "
             "beside them. (trapper §4.5)"),
        place("darts", DARTS[0], "Set them at (7,1), along your wall. (trapper §3.2)",
              "Wall Darts need a wall tile beside them."),
        place("darts", DARTS[1], "And the second at (7,2). (trapper §3.2)",
              "Six traps placed: two of each tier."),
        Step("Press Confirm dungeon: walls, heirloom and starting traps are final then. "
             "Computer 1 then draws its own dungeon. (trapper §4.1)",
             target=lambda c: c.button("Confirm dungeon"),
             accepts=is_a(ConfirmSetup), refusal="For this lesson, press Confirm dungeon.",
             done=lambda c: c.view["phase"] != "setup", avoid=pieces,
             after="Computer 1 drew its dungeon: you see its walls, and fog over its traps "
                   "and heirloom. The dice chose it to go first."),
        Step("Watch the dice tray: Computer 1 rolls two dice for action points and raids "
             "your dungeon with them as fortitude, east onto your Shark Pit (2d12). "
             "(trapper §4.2)", avoid=keeping(their_raid),
             done=their_turn_over,
             after="Its adventurer died in your Shark Pit: its turn is over."),
        Step("Your turn: press Roll 2d6 for your own action points. (trapper §4.2)",
             target=lambda c: c.button("Roll 2d6"), accepts=is_a(RollAP),
             refusal="For this lesson, press Roll 2d6 for AP.",
             done=lambda c: c.view["phase"] == "trapping" and c.view["active"] == c.seat,
             after=ap_words, avoid=pieces),
        Step("Your Shark Pit at (2,6) killed Computer 1's adventurer, and a trap that goes "
             "off is disabled (the X). Click it to re-arm it: 3 AP. A re-armed trap stays "
             "revealed, so Computer 1 knows it is armed. (trapper §4.3)",
             target=cell(PITS[0]), accepts=exactly(Reactivate(0, PITS[0])),
             refusal="For this lesson, re-arm the Shark Pit at (2,6).",
             done=lambda c: c.view["active"] == c.seat and c.view["spent"] >= 3,
             after=odds_kept, avoid=keeping(pit_and_tip)),
        Step("Press Start raid: your adventurer enters Computer 1's dungeon with the AP "
             "left as fortitude. (trapper §4.4)", target=lambda c: c.button("Start raid"),
             accepts=is_a(StartRaid), refusal="For this lesson, press Start raid.",
             done=lambda c: c.view["phase"] == "raid", avoid=pieces,
             after="This is Computer 1's dungeon in fog view: the clouds hide traps."),
        raid_step(0, "Click the fogged tile east of the Entrance to step onto it: a "
                  "fogged tile is a trap or the heirloom. (trapper §4.4)",
                  "A Spooky Skeleton: 1 fortitude lost. It is disabled now (the X)."),
        raid_step(1, "Step east again onto the next fog. (trapper §4.4)",
                  "A Fan facing north blew you up against the wall at (3,4)."),
        raid_step(2, "The fog to the east, at (4,5), is the last one near you: step onto "
                  "it. (trapper §5)", "You took Computer 1's heirloom: you win!"),
        Step("You won: a trap held your dungeon, you re-armed it, and your raid kept "
             "enough fortitude. A real game goes on like this until an heirloom falls. "
             "Press Launcher to finish. (trapper §5)",
             scene="EndScene", target=lambda c: c.button("Launcher"),
             done=lambda c: False, avoid=end_screen),
    ]


LESSON = Lesson(game="trapper", seats=lesson_seats(["greedy"]), seed=SEED, steps=steps(),
                bots=computer, title="Learn Dungeon Trapper")
