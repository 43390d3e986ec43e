"""Play the app the way a person and the real loop do (the end-to-end tests' driver).

- Frame times are the ones `App.run` gets: 1/60 s while anything moves or needs a redraw,
  and, when the table is idle, the loop's 0.5 s wait (0.04 s while a scene is `waiting`:
  a computer thinking beside the loop, or a pause or undo grace counting down), which it
  counts as at most 0.1 s of animation time. The input clock
  (`game.ui.widgets.button.clock`, the one wall clock the app's guards and real-time
  clocks read) moves on by the wall time of every frame: slept for real while a thread
  works beside the loop, else counted on.
- Human seats act only through posted mouse and keyboard events, aimed at what is drawn:
  a button found by its label, a rectangle the scene reports.
- `same_frame` draws the screen twice from two states and compares the pixels (the
  screen-privacy oracle).
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.ui.app import FPS, IDLE_MS, POLL_MS
from game.ui.widgets.button import Button, ButtonBar, clock

FRAME = 1 / FPS
IDLE_WAIT = IDLE_MS / 1000   # App.run waits this long for an event when nothing moves
POLL_WAIT = POLL_MS / 1000   # ...or this long while a scene waits on a computer thinking
MAX_DT = 0.1         # ...and counts at most this much of it as animation time
HUMAN_GAP = 0.35     # a person's pause between two deliberate presses


def frame(app, events: list[pygame.event.Event] | tuple = (), most: float = IDLE_WAIT
          ) -> float:
    """One iteration of the real loop; returns the wall time it stood for. An idle wait
    lasts `IDLE_WAIT`, or `most` when something (the person) wakes the loop sooner."""
    idle = POLL_WAIT if app.waiting else IDLE_WAIT
    wall = FRAME if (events or app.needs_redraw()) else max(min(idle, most), 0.001)
    if app.waiting and not events and works_aside(app):
        time.sleep(wall)   # as the loop's poll does: the thinking thread runs meanwhile
    else:
        clock.offset += wall   # (the input clock reads the real one plus this offset)
    app.step(list(events), dt=min(wall, MAX_DT))
    return wall


def works_aside(app) -> bool:
    """A running scene has a thread working beside the loop (a computer thinking)."""
    return any(scene.works_aside for scene in app.stack.running())


def wait(app, seconds: float) -> None:
    """Let `seconds` of wall time pass with nobody touching anything (the idle wait the
    person's next input ends is cut short, as the real loop's is)."""
    spent = 0.0
    while spent < seconds:
        spent += frame(app, most=seconds - spent)


def until(app, done: Callable[[], bool], limit: float = 120.0, what: str = "") -> None:
    """Run idle frames until `done()` holds; fail after `limit` seconds of wall time."""
    spent = 0.0
    while not done():
        if spent > limit:
            raise AssertionError(f"still waiting after {limit:.0f} s of play time: {what}"
                                 f" (top scene {type(app.stack.top).__name__})")
        spent += frame(app)


def settle(app, limit: float = 60.0) -> None:
    """Run frames until nothing moves (animations done, no redraw pending)."""
    until(app, lambda: not (app.animating or app.waiting or app.needs_redraw()), limit,
          "the table to settle")


def open_launcher(app) -> Any:
    """Start the app as `main.py` does: the launcher on an empty stack."""
    from game.ui.scenes.launcher import LauncherScene
    app.stack.push(LauncherScene(app))
    frame(app)
    return app.stack.top


def tile_button(app, game_key: str, prefix: str) -> Button:
    """The launcher tile's button (\"Play\", \"Rules\", \"Continue\"...) of one game."""
    launcher = app.stack.top
    bar = launcher.tile_buttons[[g.key for g in launcher.games].index(game_key)]
    for b in bar.buttons:
        if b.visible and b.label.startswith(prefix):
            return b
    raise AssertionError(f"no {prefix!r} on the {game_key} tile: {[b.label for b in bar.buttons]}")


# --- input -----------------------------------------------------------------------------------

def move(app, pos: tuple[int, int], held: bool = False) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                   buttons=(1 if held else 0, 0, 0))])


def click(app, pos: tuple[int, int], button: int = 1, gap: float = HUMAN_GAP) -> None:
    """A person's click: `gap` seconds of looking first, then move, press and release. A
    deliberate click (a person's gap) on a button comes to it from beside it, as a hand
    does: a button that changed under a still pointer ignores presses until the pointer has
    left it, and a person who looked at the new button and chose it has moved."""
    wait(app, gap)
    if gap >= HUMAN_GAP:
        approach(app, pos, lambda beside: move(app, beside))
    move(app, pos)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def approach(app, pos: tuple[int, int], move_to: Callable[[tuple[int, int]], None]) -> None:
    """A hand coming to the top scene's button under `pos` first rests just beside it
    (`move_to(beside)`: each driver moves its own pointer); nothing off a button."""
    beside = _beside_button(app, pos)
    if beside is not None:
        move_to(beside)


def _beside_button(app, pos: tuple[int, int]) -> tuple[int, int] | None:
    """A point just left of the top scene's button under `pos` (None: no button there)."""
    for b in buttons(app.stack.top):
        if b.hit(pos):
            return max(0, b.rect.x - 4), b.rect.centery
    return None


def drag(app, path: list[tuple[int, int]], gap: float = HUMAN_GAP) -> None:
    """Press at the first point, move through the others with the button held, release."""
    wait(app, gap)
    move(app, path[0])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=path[0], button=1)])
    for pos in path[1:]:
        move(app, pos, held=True)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=path[-1], button=1)])


def key(app, k: int, mod: int = 0, unicode: str = "", gap: float = HUMAN_GAP) -> None:
    wait(app, gap)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                   scancode=0),
                pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)])


def type_text(app, text: str) -> None:
    frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def pass_hand_off(app, gap: float = HUMAN_GAP) -> str:
    """The next person sits down and clicks the "Pass to" screen on top (after `gap`
    seconds, past its guard); returns the name it was passed to."""
    from game.ui.scenes.handoff import HandoffScene
    top = app.stack.top
    if not isinstance(top, HandoffScene):
        raise AssertionError(f"no hand-off on top: {type(top).__name__}")
    w, h = app.size
    click(app, (w // 2, h // 2), gap=gap)
    if app.stack.top is top:
        raise AssertionError(f"the hand-off to {top.name} did not pass")
    return top.name


# --- what is drawn ---------------------------------------------------------------------------

def buttons(scene: Any) -> Iterator[Button]:
    """Every visible button of the scene's button bars (attributes holding a bar or a
    list of bars), as the gamepad's focus targets find them."""
    for value in vars(scene).values():
        bars = value if isinstance(value, list) and value and \
            isinstance(value[0], ButtonBar) else [value]
        for bar in bars:
            if isinstance(bar, ButtonBar):
                yield from (b for b in bar.buttons if b.visible)


def find_button(app, prefix: str, enabled: bool = True) -> Button | None:
    """The top scene's visible button whose label starts with `prefix`, or None."""
    for b in buttons(app.stack.top):
        if b.label.startswith(prefix) and (b.enabled or not enabled):
            return b
    return None


def labels(app) -> list[str]:
    return [b.label for b in buttons(app.stack.top)]


def click_button(app, prefix: str, gap: float = HUMAN_GAP) -> None:
    """Click the top scene's enabled button whose label starts with `prefix`."""
    b = find_button(app, prefix)
    if b is None:
        raise AssertionError(f"no enabled button {prefix!r} on {type(app.stack.top).__name__}:"
                             f" {labels(app)}")
    click(app, b.rect.center, gap=gap)


# --- the screen-privacy oracle ---------------------------------------------------------------

def same_frame(app, vary: Callable[[], Any], restore: Callable[[Any], None]) -> bool:
    """Draw the visible scenes, change what the watchers may not see with `vary()`, draw
    again, put it back with `restore(token)`, and say whether the two frames are the same
    pixel for pixel."""
    before = picture(app)
    token = vary()
    try:
        after = picture(app)
    finally:
        restore(token)
    return pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")


def picture(app) -> pygame.Surface:
    """The screen as the loop draws it now (every visible scene redrawn, then the toasts)."""
    surface = app.screen.copy()
    for scene in app.stack.visible():
        scene.dirty = True
        scene.draw(surface)
    for t in app.toasts:
        t.draw(surface, app.theme)
    return surface


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The pixels of `rect` on `surface`, to compare two frames there."""
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def shows(app, table: Any, name: str, rect: pygame.Rect) -> bool:
    """What the table's attribute `name` holds is drawn within `rect`: the pixels there
    differ from the same screen drawn with it set to None."""
    with_it = picture(app)
    kept = getattr(table, name)
    setattr(table, name, None)
    try:
        without = picture(app)
    finally:
        setattr(table, name, kept)
    return pixels(with_it, rect) != pixels(without, rect)


def changed_box(one: pygame.Surface, two: pygame.Surface) -> pygame.Rect | None:
    """The box of the pixels that differ between two frames of one size (None: none)."""
    w, h = one.get_size()
    a, b = pygame.image.tobytes(one, "RGB"), pygame.image.tobytes(two, "RGB")
    row = 3 * w
    box = None
    for y in range(h):
        line_a, line_b = a[y * row:(y + 1) * row], b[y * row:(y + 1) * row]
        if line_a == line_b:
            continue
        xs = [x for x in range(w) if line_a[3 * x:3 * x + 3] != line_b[3 * x:3 * x + 3]]
        found = pygame.Rect(xs[0], y, xs[-1] - xs[0] + 1, 1)
        box = found if box is None else box.union(found)
    return box


# --- computers: thinking and hints ---------------------------------------------------------------

class GatedBot:
    """A searching computer (it has a time budget) that decides only when the test lets it:
    while it waits, a loop that waited for it would stand still."""

    think_ms = 1000.0

    def __init__(self) -> None:
        self.go = threading.Event()
        self.chose: Any = None
        self.asked = 0

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.asked += 1
        assert self.go.wait(10), "the test never let the computer decide"
        self.chose = legal[-1]
        return self.chose


def thinking_tag(app, table: Any) -> pygame.Rect | None:
    """Where the thinking indicator is drawn now: the box of the pixels that change when
    the table is drawn again as though no computer were thinking (None: nowhere)."""
    with_tag = picture(app)
    table.thinking_seat = lambda: None
    try:
        without = picture(app)
    finally:
        del table.thinking_seat
    return changed_box(with_tag, without)


def alone_against(app, game: str, opponent: str, seed: int, think_ms: float = 100) -> Any:
    """Ann alone against one computer (`opponent`, a bot kind), from the launcher, at her
    first move; the hint's Hard computer thinks only `think_ms` (a quick think for tests)."""
    import random

    from game.catalog import game_info
    from game.core.protocol import Seat
    info = game_info(game)
    open_launcher(app)
    app.start_game(info, [Seat("Ann"), Seat("Computer 1", opponent)], seed)
    frame(app)
    table = app.stack.top
    until(app, lambda: table.advice_offered(), what="Ann's move")
    table._advice_bot = info.load_bots()[table.advice_kind()](0, random.Random(1))
    table._advice_bot.think_ms = think_ms
    return table


def ask_hint(app, table: Any) -> Any:
    """Click Hint as a person does and wait for the Hard computer's move; returns it."""
    click_button(app, "Hint")
    until(app, lambda: table.advice is not None, what="the hint")
    return table.advice.action


# --- Learn to play: following the coach --------------------------------------------------------

def follow_coach(app, limit_steps: int = 200, on_step: Callable[[Any], None] | None = None
                 ) -> int:
    """Do what the coach asks, as a new player would: read its bubble, then click its
    target (or drag along the step's path when the step is a drag gesture, or press Next
    on a step read without a move), with posted mouse events only, at the app's settings,
    until the lesson ends (the coach is gone). `on_step(coach)` runs before each step is
    acted on. Returns how many steps were acted on; fails if a step does not move on."""
    acted = 0
    while app.coach is not None:
        coach = app.coach
        if acted >= limit_steps:
            raise AssertionError("the lesson does not end")
        until(app, lambda: app.coach is None or app.coach is not coach or coach.showing(),
              what=f"the coach to show step {coach.index + 1}")
        if app.coach is not coach:
            continue
        if on_step is not None:
            on_step(coach)
            if app.coach is not coach or not coach.showing():
                continue   # what on_step did changed the lesson
        index, step = coach.index, coach.step
        for attempt in range(3):
            _act_on_step(app, coach, step)
            until(app, lambda: app.coach is not coach or coach.index != index
                  or not coach.showing() or _settled(app), limit=60,
                  what=f"step {index + 1} ({step.say[:40]}...) to be taken")
            if app.coach is not coach or coach.index != index:
                break
            wait(app, 1.0)
            if app.coach is not coach or coach.index != index:
                break
        else:
            raise AssertionError(f"step {index + 1} did not move on: {step.say}")
        acted += 1
    return acted


def _settled(app) -> bool:
    """Nothing moves, and no clock runs (a computer's pause, the undo grace)."""
    return not (app.animating or app.waiting or app.needs_redraw())


def _act_on_step(app, coach, step) -> None:
    if step.target is None and step.done is not None:
        return   # a step to watch (a computer's turn): nothing to do but wait
    if step.done is None:
        rects = coach.bubble.button_rects()
        click(app, rects[0].center)
        return
    target = coach.target()
    if target is None:
        raise AssertionError(f"the coach points at nothing on step {coach.index + 1}")
    if step.gesture == "drag" and step.path is not None:
        drag(app, step.path(coach.context))
    else:
        click(app, target.center)


def learn(app, game: str, on_step: Callable[[Any], None] | None = None) -> Any:
    """A game's lesson as a new player takes it: from the launcher's Learn button, every
    step of the coach followed to the lesson's end (`follow_coach`). Returns the lesson's
    table, for the game's own checks of how it ended."""
    open_launcher(app)
    click(app, tile_button(app, game, "Learn").rect.center)
    coach = app.coach
    assert coach is not None and coach.lesson.game == game
    table = coach.table
    assert follow_coach(app, on_step=on_step) == len(coach.lesson.steps)
    return table


def drawn_text(app) -> list[str]:
    """Every piece of text drawn in one frame of the visible scenes (each redrawn in full)."""
    fonts = app.theme.fonts
    seen: list[str] = []
    render = fonts.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return render(text, *args, **kwargs)

    fonts.render = spy
    try:
        for scene in app.stack.visible():
            scene.dirty = True
            scene.draw(app.screen)
    finally:
        fonts.render = render
    return seen


def pass_hand_offs(app) -> None:
    """Click through every "Pass to" screen on top (each after a person's pause)."""
    from game.ui.scenes.handoff import HandoffScene
    frame(app)
    while isinstance(app.stack.top, HandoffScene):
        pass_hand_off(app)
        frame(app)
