"""People at the doodle table, driven the way `tests/play.py` drives the app: the real loop's
frame times and idle waits, and only posted mouse and keyboard events aimed at what is drawn
(a display card, a lit space, a track box, a button found by its label, a card in the hand).

A person decides what to do with the game's own computer player for their seat (it sees
only that seat's view), then does it with the mouse; from the launcher to the end screen."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.core.bots import decide, make_players
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard, PathStep,
                                       PickCard, PlacePiece, PlayCard, Reroll, TickBox,
                                       TurnCard)
from game.games.doodle.bots import BOTS
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.seats import SeatsScene
from tests import play
from tests.doodle.mouse import ghost_pose


def open_doodle(app, humans: int, computers: int, seed: int) -> Any:
    """From the launcher: Play on the Doodle tile, set the seats (the first `humans` are
    people, the rest computers) and the seed by clicks and typing, Start game."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "doodle", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    while seats.count < humans + computers:
        play.click_button(app, "+")
    for index in range(1, humans):
        for _ in range(len(seats.info.bots) + 1):   # through the computer kinds to Human
            if seats.rows[index].bot is None:
                break
            _, _, kind = next(r for r in seats.row_rects if r[0] == index)
            play.click(app, kind.center)
        assert seats.rows[index].bot is None
    play.click(app, seats.seed_rect.center)
    play.type_text(app, str(seed))
    play.key(app, pygame.K_RETURN)
    play.click_button(app, "Start game")
    table = app.stack.top
    if isinstance(table, HandoffScene):
        table = app.stack.scenes[-2]
    assert hasattr(table, "session"), f"no table: {type(app.stack.top).__name__}"
    return table


class People:
    """The human seats of one table, each choosing with its own greedy player."""

    def __init__(self, table) -> None:
        self.table = table
        humans = table.human_seats()
        self.minds = make_players(BOTS, dict.fromkeys(humans, "greedy"), 7)

    def act(self, app, seat: int) -> None:
        """Decide for `seat` from its own view and do it with the mouse."""
        table = self.table
        action = decide(self.minds[seat], table.rules, seat)
        before = len(table.rules.log)
        do(app, table, action)
        done = [entry.action for entry in table.rules.log[before:]]
        assert done[:1] == [action], f"the clicks for {action} did {done}"


def do(app, table, action) -> None:
    """One action as a person's clicks, drags, right clicks and M presses."""
    if isinstance(action, PickCard):
        play.click(app, dict(table.display_rects())[action.card].center)
    elif isinstance(action, BuildWall):
        turns, mirrored, cell = ghost_pose(table, action)
        table.ghost.turns, table.ghost.mirrored = 0, False   # ghost_pose only looked
        pos = table.sheet.centre(cell)
        for _ in range(turns):
            play.click(app, pos, button=3, gap=0.15)
        if mirrored:
            play.move(app, pos)
            play.key(app, pygame.K_m, unicode="m", gap=0.15)
        play.click(app, pos)
    elif isinstance(action, (PlacePiece, HideTreasure)):
        play.click(app, table.sheet.centre(action.cell))
    elif isinstance(action, TickBox):
        play.click(app, table.track.boxes[(action.category, action.box)].center)
    elif isinstance(action, (TurnCard, FinishPath)):
        play.click_button(app, "Done")
    elif isinstance(action, PathStep):
        draw_step(app, table, action)
    elif isinstance(action, PlayCard):
        play.click(app, dict(table.hand_rects())[action.card].center)
    elif isinstance(action, PassCard):
        rerolling = any(isinstance(a, Reroll) for a in table.legal())
        play.click_button(app, "Keep" if rerolling else "Play no card")
    elif isinstance(action, Reroll):
        play.click_button(app, f"Reroll die {action.die + 1}")
    else:
        raise AssertionError(f"no mouse way to {action}")


def draw_step(app, table, action: PathStep) -> None:
    """One path step as a drag from the path's end, after a person's look at the sheet (the
    first press after a hand-off is past its guard). A step back onto the space it came
    from is a U-turn: the person rests on the end until the panel says it turned around,
    then drags back (a plain drag back takes the step off)."""
    path = table.public()["sheets"][table.shown_owner()]["path"]
    end, goal = table.sheet.centre(path[-1]), table.sheet.centre(action.cell)
    if len(path) < 2 or path[-2] != action.cell:
        play.drag(app, [end, goal])
        return
    play.wait(app, play.HUMAN_GAP)
    play.move(app, end)
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=1)])
    play.until(app, lambda: any("turned around" in line for line in table.status()),
               limit=5, what="the panel to say the pencil turned around")
    play.move(app, goal, held=True)
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=goal, button=1)])


def my_turn(table) -> int | None:
    """The human seat whose decision the table shows now, ready for input."""
    if table.app.stack.top is not table or table.busy or table.event_queue or \
            table.showing_move or not table.acting_here():
        return None
    return table.viewer


def play_to_the_end(app, table, people: People, *, limit: float = 4000.0, hurry: bool = True,
                    until: Callable[[], bool] | None = None) -> dict[str, int]:
    """Play until the end screen (or until `until()` holds): people pass hand-offs with a
    click and act when the table is theirs (on a shared screen every new decision must have
    come behind a hand-off); with `hurry`, a person clicks the board to skip
    a fight they have read for a second. Returns counts of what happened."""
    spent, seen = 0.0, {"handoffs": 0, "moves": 0, "skips": 0}
    idle = 0.0
    shared = len(table.human_seats()) > 1
    handed, last = False, None
    done = until or (lambda: isinstance(app.stack.top, EndScene))
    while not done():
        assert spent < limit, f"not done after {limit:.0f} s of play time"
        top = app.stack.top
        if isinstance(top, HandoffScene):
            play.click(app, (app.size[0] // 2, app.size[1] // 2 + 120))
            seen["handoffs"] += 1
            handed = True
            spent += play.HUMAN_GAP
            continue
        seat = my_turn(table)
        if seat is not None:
            decision = table.decision()
            if shared and decision != last:     # a new private decision: behind a hand-off
                assert handed, f"{decision} came up without a hand-off"
                handed, last = False, decision
            people.act(app, seat)
            seen["moves"] += 1
            spent += play.HUMAN_GAP
            idle = 0.0
            continue
        reading = 1.0 if any(a.kind == "fight" for a in table.animations[:1]) else 0.5
        if hurry and table.busy and idle > reading:
            play.click(app, table.plan.sheet.center, gap=0.0)   # "seen it, go on"
            seen["skips"] += 1
            idle = 0.0
            continue
        wall = play.frame(app)
        spent += wall
        idle += wall
    return seen
