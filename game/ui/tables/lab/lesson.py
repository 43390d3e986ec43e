"""Learn DungeonLab: a short scripted first game with the coach, alone in a small dungeon
drawn for the lesson.

The script (seed 11, alone, 5×5, one level): land at (2, 4), where lights shine to the
north; walk east into a wall and mark it in the notebook (one click draws a wall);
walk north into the store; stamp it; green eyes to the east: shoot 5 bullets east and the
lion dies; note "dead" on its cell with the note's word chips; walk east over the dead lion
(its skin is yours), east again onto THE TREASURE, north, east, and east through the exit.
Every target is found through the table's own geometry (the notebook's pad, its palette
and its buttons).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.core.actions import Action
from game.core.protocol import Seat
from game.games.lab.actions import Land, Move, Shoot, Sketch
from game.games.lab.dungeon import Dungeon, Thing
from game.ui.coach import Coached, Lesson, Step

SEED = 11
LANDING = (2, 4)


def dungeon(_content: Any = None) -> Dungeon:
    """The lesson's dungeon: a store, a lion and the treasure on one row, a wall east of
    the landing cell, the exit on the east side of (5, 2)."""
    cells = frozenset((x, y) for x in range(1, 6) for y in range(1, 6))
    things = {(2, 3, 1): Thing("store"), (3, 3, 1): Thing("lion"),
              (4, 3, 1): Thing("treasure")}
    return Dungeon(5, 5, 1, cells, {(2, 4, "E"): "simple"}, ((5, 2), "E"), things,
                   title="The lesson", description="A small dungeon to learn in.")


def seats(name: str) -> list[Seat]:
    return [Seat(name)]


def with_notes(wanted: Callable[[Action], bool]) -> Callable[[Action], bool]:
    """The step's move, and notebook edits at any moment (her notebook is hers)."""
    return lambda action: isinstance(action, Sketch) or wanted(action)


def move(direction: str) -> Callable[[Action], bool]:
    return with_notes(lambda action: action == Move(0, direction))


def notes_only(action: Action) -> bool:
    return isinstance(action, Sketch)


def page(c: Coached) -> dict[str, Any]:
    return (c.view.get("me") or {}).get("notebook", {}).get("pages", {}).get("1") or \
        {"edges": [], "stamps": [], "notes": []}


def cell(x: int, y: int):
    """The target: one cell of her notebook's page."""
    def find(c: Coached) -> pygame.Rect:
        pad = c.table.pad
        return pygame.Rect(pad.at(x, y), (pad.cell, pad.cell))
    return find


def east_side(x: int, y: int):
    """The target: the east side of a cell on her page (a click there marks it)."""
    def find(c: Coached) -> pygame.Rect:
        pad = c.table.pad
        left, top = pad.at(x + 1, y + 0.5)
        size = max(10, pad.cell // 4)
        return pygame.Rect(left - size // 2, top - size // 2, size, size)
    return find


def stamp(name: str):
    """The target: a stamp in the palette."""
    def find(c: Coached) -> pygame.Rect | None:
        return next((pygame.Rect(r) for s, r in c.table.palette if s == name), None)
    return find


def button(prefix: str):
    return lambda c: c.button(prefix)


def at(x: int, y: int):
    """Done: she stands on (x, y) (or the game is over)."""
    return lambda c: c.rules.is_over() or \
        tuple(c.rules.state.players[0].pos or (0, 0, 0))[:2] == (x, y)


def marked(x: int, y: int, side: str, mark: str):
    return lambda c: [x, y, side, mark] in page(c)["edges"]


def said(c: Coached) -> str:
    """What the gamemaster said last (her log's last line)."""
    lines = c.table.log_lines()
    return f"The gamemaster: \"{lines[-1]}\"" if lines else ""


def heard(prefix: str) -> Callable[[Coached], str]:
    """The gamemaster's answer to the move, then what she sees now."""
    def words(c: Coached) -> str:
        lines = c.table.log_lines()
        answer = next((line for line in reversed(lines) if line.startswith(prefix)), "")
        return f"The gamemaster: \"{answer} {lines[-1]}\"" if answer else said(c)
    return words


WORDS = {"N": "↑ North", "E": "→ East", "S": "↓ South", "W": "← West"}


def walk(direction: str, say: str, done: Callable[[Coached], bool],
         after: str | Callable[[Coached], str] = "") -> Step:
    """A step of one move by its button; afterwards, what the gamemaster answered."""
    label = WORDS[direction]
    return Step(say, target=button(label), accepts=move(direction),
                refusal=f"For this lesson, press {label}.", done=done,
                after=after or heard(label.split()[1] + ":"))


def steps() -> list[Step]:
    return [
        Step("Welcome! You explore a dark labyrinth the gamemaster tells you in words, and "
             "you draw your own map of it. Find the treasure and carry it out. (lab §1)",
             done=None, next_label="Start"),
        Step("Land: click the cell (2, 4) on your page. You may land on any framed cell "
             "except the treasure's, a prison's or the exit's. (lab §4.1)",
             target=cell(*LANDING), accepts=with_notes(lambda a: a == Land(0, 2, 4, 1)),
             refusal="For this lesson, land on (2, 4).",
             done=lambda c: c.rules.state.players[0].pos is not None,
             after=lambda c: "You have landed with your kits. " + said(c)),
        Step("Each turn is one action. Press → East to walk east: where a wall stands, the "
             "gamemaster says so and you stay. (lab §4.3)",
             target=button("→ East"), accepts=move("E"),
             refusal="For this lesson, press → East.",
             done=lambda c: any(line.startswith("East: wall") for line in c.table.log_lines()),
             after=heard("East:")),
        Step("Note the wall in your notebook: with Walls (W) in hand, click the east side "
             "of your cell. One click draws a wall (another: open; a right click steps "
             "back). (lab §6)",
             target=east_side(*LANDING), accepts=notes_only,
             refusal="Click the east side of (2, 4) on your page.",
             done=marked(*LANDING, "E", "simple"),
             after="Your map now shows the wall east of (2, 4)."),
        Step("Lights to the north: a lit place. Press ↑ North to walk into it. (lab §4.2)",
             target=button("↑ North"), accepts=move("N"),
             refusal="For this lesson, press ↑ North.",
             done=at(2, 3), after=heard("North:")),
        Step("A store: remember it. Pick the store stamp in the palette (Shift+S picks it "
             "too). (lab §6)",
             target=stamp("store"), accepts=notes_only,
             done=lambda c: c.table.hand.tool == "stamp" and c.table.hand.stamp == "store",
             after="The store stamp is in hand."),
        Step("Click your cell (2, 3) to stamp the store there. (lab §6)",
             target=cell(2, 3), accepts=notes_only,
             refusal="Stamp the store on (2, 3).",
             done=lambda c: [2, 3, "store"] in page(c)["stamps"],
             after="Green eyes to the east: a beast waits there."),
        Step("Shoot it: click Shoot E (or press L to aim, then Enter) to fire 5 bullets "
             "east. A lion dies of 5; you are never told whether you hit. (lab §4.4)",
             target=button("Shoot E"),
             accepts=with_notes(lambda a: a == Shoot(0, "bullets", 5, "E")),
             refusal="For this lesson, press Shoot E.",
             done=lambda c: any(line.startswith("You fire") for line in c.table.log_lines()),
             after=lambda c: "The green eyes are gone: " + said(c)),
        Step("Write a note: pick Note (T). (lab §6)",
             target=button("Note"), accepts=notes_only,
             done=lambda c: c.table.hand.tool == "note",
             after="Now the cell the note is about."),
        Step("Click the cell (3, 3), where the eyes were.",
             target=cell(3, 3), accepts=notes_only,
             done=lambda c: c.table.hand.note is not None,
             after="Type a word, or click one of the words under the note."),
        Step("Click the word dead.",
             target=button("dead"), accepts=notes_only,
             avoid=lambda c: [r for r in (c.button("Write"),) if r is not None],
             done=lambda c: c.table.hand.note is None or c.table.hand.note[3] == "dead",
             after="The note reads dead."),
        Step("Click Write (Enter) to put the note on your page.",
             target=button("Write"), accepts=notes_only,
             done=lambda c: [3, 3, "dead"] in page(c)["notes"],
             after="Notes, stamps and walls are yours alone: nobody else sees them."),
        walk("E", "Press → East to walk onto the dead lion's cell.", at(3, 3)),
        walk("E", "Press → East again.", at(4, 3)),
        walk("N", "The treasure is yours: now carry it out. The exit is on the east side "
             "of (5, 2). Press ↑ North. (lab §4.6)", at(4, 2)),
        walk("E", "Press → East.", at(5, 2)),
        walk("E", "Press → East once more to step through the exit with the treasure. "
             "(lab §5)", lambda c: c.rules.is_over(),
             after="You carried the treasure out: you win."),
        Step("That is the game. A real one is bigger, darker and has more levels, and your "
             "notebook is your only map. Press Launcher to finish. (lab §5)",
             scene="EndScene", target=lambda c: c.button("Launcher"),
             done=lambda c: False,
             avoid=lambda c: [r for r in (c.button("Play again"), c.button("Look"))
                              if r is not None]),
    ]


LESSON = Lesson(game="lab", seats=seats, seed=SEED, steps=steps(), content=dungeon,
                options={"kits": 3}, title="Learn DungeonLab")
