"""The coach: its bubble never covers its target, the status line or the side panel it
talks about, and it goes the moment its step is done. Each game's lesson is opened from the
launcher's Learn button and followed with posted mouse events at default settings
(`tests.play.learn`); every frame of it is checked as drawn."""
from __future__ import annotations

import pygame
import pytest

from game.ui.widgets.coach_bubble import CoachBubble
from tests.play import learn
from tests.table.games import TABLES, WITH_COMPUTERS


def status_line(table) -> pygame.Rect:
    """The side panel's top: the game's title and its status lines, down to the panel's
    first row of dice or buttons."""
    side = table.side_rect
    rows = [r.y for r in [table.dice.rect] + [b.rect for b in table.bar.buttons if b.visible]
            if side.contains(r) and r.y > side.y + 40]
    return pygame.Rect(side.x, side.y, side.width, min(rows, default=side.bottom) - side.y)


def asks_a_move(step) -> bool:
    """The step asks the person for something on screen (not read with Next, not a step to
    watch)."""
    return step.target is not None and step.done is not None


def is_done(coach, step) -> bool:
    try:
        return bool(step.done(coach.context))
    except (LookupError, AttributeError, TypeError):
        return False


def problems_now(app, moved: bool) -> list[str]:
    """What is wrong with the coach's bubble as the last frame drew it (`moved`: the person
    has made a move since the coach's step began)."""
    coach = app.coach
    if coach is None or coach.aside or coach.step is None or not coach.on_scene(coach.step):
        return []
    step, bubble, table = coach.step, coach.bubble.rect, coach.table
    where = f"step {coach.index + 1} ({step.say[:40]}...)"
    if bubble is None:
        return []
    out = []
    if asks_a_move(step) and is_done(coach, step):
        out.append(f"{where}: its bubble is still up after the step was done")
    if moved and asks_a_move(step) and app.stack.top is table and not table.acting_here():
        out.append(f"{where}: its bubble is still up after the person's move, while the "
                   f"person cannot act")
    if not app.screen.get_rect().contains(bubble):
        out.append(f"{where}: the bubble {bubble} leaves the window")
    target = coach.target()
    if target is not None and bubble.colliderect(target):
        out.append(f"{where}: the bubble {bubble} covers its target {target}")
    if app.stack.top is table:
        if bubble.colliderect(status_line(table)):
            out.append(f"{where}: the bubble {bubble} covers the status line")
        if bubble.colliderect(table.side_rect):
            out.append(f"{where}: the bubble {bubble} covers the side panel")
    return out


SIZES = [(1280, 720), (1920, 1080)]
"""The window sizes every lesson is followed at (the default, and a full-HD desktop)."""


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request, tmp_path):
    """The test app (a new player's settings, errors raised) at each window size."""
    from game.ui.app import App
    from game.ui.settings import Settings
    return App(size=request.param, settings=Settings(), strict=True,
               save_path=tmp_path / "autosave.json")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_bubble_keeps_clear_of_what_it_teaches_and_goes_when_its_step_is_done(sized,
                                                                                  game):
    app = sized
    problems: list[str] = []
    drawn_steps: set[int] = set()
    answered: list[int] = []
    since = {"step": -1, "log": 0, "moved": False}   # the person's moves in the step
    step_frame = app.step

    def checked_step(*args, **kwargs):
        step_frame(*args, **kwargs)
        coach = app.coach
        if coach is None or coach.step is None:
            return
        log = coach.table.rules.log
        if since["step"] != coach.index:
            since.update(step=coach.index, log=len(log), moved=False)
        if any(record.action.seat == coach.context.seat for record in log[since["log"]:]):
            since["moved"] = True
        since["log"] = len(log)
        if coach.bubble.rect is not None:
            drawn_steps.add(coach.index)
        elif asks_a_move(coach.step) and since["moved"]:
            answered.append(coach.index)
        for problem in problems_now(app, bool(since["moved"])):
            if problem not in problems:
                problems.append(problem)

    app.step = checked_step
    table = learn(app, game)
    steps = len(table.lesson.steps)
    assert drawn_steps == set(range(steps)), "every step's bubble was drawn and checked"
    if game in WITH_COMPUTERS:
        assert answered, "the lesson never showed a move being answered without a bubble"
    assert not problems, "\n".join(problems)


def test_a_place_is_found_off_the_target_then_the_status_then_the_panel():
    """The placing alone: a target on the panel's edge, the status line above it and the
    panel to its right leave one clear corner, which is the one taken."""
    class Table:
        board_rect = pygame.Rect(0, 0, 700, 720)

    class App:
        class stack:
            top = None
        screen = pygame.Surface((1000, 720))

    class Coach:
        app = App
        table = Table

    bubble = CoachBubble.__new__(CoachBubble)
    bubble.coach, bubble._placed = Coach, None
    window = pygame.Rect(0, 0, 1000, 720)
    status, side = pygame.Rect(700, 0, 300, 90), pygame.Rect(700, 0, 300, 720)
    target = pygame.Rect(600, 300, 80, 80)
    rect = bubble.place((400, 200), window, target, [pygame.Rect(0, 0, 700, 500)],
                        [status, side])
    assert not rect.colliderect(target.inflate(8, 8))
    assert not rect.colliderect(status) and not rect.colliderect(side)
    assert not rect.colliderect(pygame.Rect(0, 0, 700, 500))   # the lesson's own avoid
    crowded = bubble.place((400, 200), window, target, [pygame.Rect(0, 0, 700, 720)],
                           [status, side])
    assert not crowded.colliderect(side), "the panel goes before the lesson's own avoid"
    assert not crowded.colliderect(target.inflate(8, 8))
    squeezed = bubble.place((400, 200), window, target, [], [status, pygame.Rect(0, 0, 1000,
                                                                                720)])
    assert not squeezed.colliderect(status), "the status line goes before the panel"
