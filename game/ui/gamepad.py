"""Game controllers: couch play with the same intents as the mouse.

Controllers are opened through SDL's game-controller layer (`pygame._sdl2.controller`), not
the raw `pygame.joystick`: its mapping database gives every known pad (Xbox, PlayStation,
Switch, most clones) the same named buttons in the same places (A at the bottom, Start on
the right) and the d-pad as four buttons, where raw joystick button numbers and hats differ
from pad to pad.

`Gamepads` keeps the connected pads (added and removed at any time, several at once) and
one pointer shared by all of them (any pad acts for the seat whose turn it is):

- the left stick moves the pointer smoothly (dead zone, a response curve and a speed that
  ramps up while the stick is held), as `motion` intents; `held` while A is down, so a
  stroke is drawn exactly as a mouse drag;
- the d-pad jumps the pointer to the next clickable target in that direction (the scene's
  `focus_targets()`), wrapping round in reading order; LB / RB step to the previous / next
  target in reading order (cards, seats, tabs, buttons);
- A is the left mouse button (`press` at A down, `release` at A up), B and Start open the
  menu (back), X rotates, Y mirrors, Back undoes, the right
  stick scrolls the log (`wheel` over the scene's log panel).

Odd events (unknown buttons or axes, values out of range, a device that is gone) give no
intent and never raise.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from game.ui.intents import Intent

DEAD_ZONE = 0.22
"""Stick deflections below this (of full) are noise: the pointer stays still."""
SLOW_SPEED = 260.0
"""Pixels per second at full deflection when the stick has just been pushed."""
FAST_SPEED = 1300.0
"""Pixels per second at full deflection once the stick has been held `RAMP_SECONDS`."""
RAMP_SECONDS = 0.7
SCROLL_RATE = 14.0
"""Log lines per second at full right-stick deflection."""
AXIS_FULL = 32767.0

A, B, X, Y = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
              pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y)
BACK, START = pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START
LB, RB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
DPAD = {pygame.CONTROLLER_BUTTON_DPAD_UP: "N", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "E",
        pygame.CONTROLLER_BUTTON_DPAD_DOWN: "S", pygame.CONTROLLER_BUTTON_DPAD_LEFT: "W"}
SIMPLE = {X: "rotate_key", Y: "mirror", LB: "prev", RB: "next", BACK: "undo"}
SHOULDERS = {LB: -1, RB: 1}
"""LB / RB step the pointer to the previous / next target in reading order (where the
screen has none, they send `prev` / `next`)."""
"""Buttons that send one intent at the pointer when pressed."""
BACK_BUTTONS = (B, START)
"""Buttons that go back / open the menu (`menu` intent), except on the launcher."""
LEFT_X, LEFT_Y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
RIGHT_Y = pygame.CONTROLLER_AXIS_RIGHTY
STICK_AXES = (LEFT_X, LEFT_Y, pygame.CONTROLLER_AXIS_RIGHTX, RIGHT_Y)

PAD_EVENTS = (pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERBUTTONDOWN,
              pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERDEVICEADDED,
              pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED)
JOY_EVENTS = (pygame.JOYAXISMOTION, pygame.JOYBALLMOTION, pygame.JOYHATMOTION,
              pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYDEVICEADDED,
              pygame.JOYDEVICEREMOVED)
COMPASS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


@dataclass
class Pad:
    """One connected controller."""

    instance_id: int
    name: str
    handle: Any = None
    axes: dict[int, float] = field(default_factory=dict)


Opener = Callable[[int], "Pad | None"]


def init_controllers() -> None:
    """Start SDL's game-controller layer (pads already plugged in then arrive as
    CONTROLLERDEVICEADDED events). Never raises."""
    try:
        from pygame._sdl2 import controller
        if not pygame.joystick.get_init():
            pygame.joystick.init()   # a controller's instance id is its joystick's
        if not controller.get_init():
            controller.init()
    except (ImportError, pygame.error):
        pass


def open_controller(device_index: int) -> Pad | None:
    """Open the controller at an SDL device index (None if it is gone or not a pad)."""
    try:
        from pygame._sdl2 import controller
        if not controller.get_init() or not controller.is_controller(device_index):
            return None
        handle = controller.Controller(device_index)
        return Pad(handle.as_joystick().get_instance_id(), handle.name or "Controller", handle)
    except (ImportError, pygame.error, TypeError, ValueError, OverflowError):
        return None


def _int(value: Any, default: int = -1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def stick_speed(deflection: float, held: float) -> float:
    """Pixels per second for a stick pushed `deflection` (0..1) for `held` seconds: zero in
    the dead zone, then a squared curve (fine moves near the centre), faster while held."""
    if deflection <= DEAD_ZONE:
        return 0.0
    curve = ((min(deflection, 1.0) - DEAD_ZONE) / (1.0 - DEAD_ZONE)) ** 2
    ramp = min(1.0, held / RAMP_SECONDS)
    return curve * (SLOW_SPEED + (FAST_SPEED - SLOW_SPEED) * ramp)


def reading_order(targets: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Targets top to bottom in rows, left to right within a row."""
    return sorted(targets, key=lambda r: (r.centery // 24, r.x, r.y))


def jump(targets: Sequence[pygame.Rect], pos: tuple[int, int],
         direction: str) -> pygame.Rect | None:
    """The target the d-pad lands on from `pos` towards `direction`: the nearest one that
    way (straight ahead beats off to the side); past the last one, round in reading order."""
    if direction not in COMPASS or not targets:
        return None
    dx, dy = COMPASS[direction]
    best: tuple[float, pygame.Rect] | None = None
    for rect in targets:
        ox, oy = rect.centerx - pos[0], rect.centery - pos[1]
        along = ox * dx + oy * dy
        across = abs(ox * dy - oy * dx)
        if along <= 2 or across > along * 3 + 40:
            continue
        score = along + 2.5 * across
        if best is None or score < best[0]:
            best = (score, rect)
    if best is not None:
        return best[1]
    return step_in_order(targets, pos, 1 if direction in ("E", "S") else -1)


def step_in_order(targets: Sequence[pygame.Rect], pos: tuple[int, int],
                  step: int) -> pygame.Rect | None:
    """The target `step` places from the one under `pos` in reading order (from before the
    first, when the pointer is on none), wrapping round."""
    order = reading_order(targets)
    if not order:
        return None
    here = next((i for i, r in enumerate(order) if r.collidepoint(pos)), None)
    if here is None:
        return order[0] if step > 0 else order[-1]
    return order[(here + step) % len(order)]


class Gamepads:
    """The connected controllers and the pad pointer (see the module docstring)."""

    def __init__(self, size: tuple[int, int], opener: Opener = open_controller,
                 notify: Callable[[str], None] | None = None) -> None:
        self.pads: dict[int, Pad] = {}
        self.opener = opener
        self.notify = notify or (lambda text: None)
        self.pos = [size[0] / 2.0, size[1] / 2.0]
        self.size = size
        self.in_use = False
        """The last input came from a pad (the pad pointer is the pointer)."""
        self.held_by: int | None = None
        """The pad holding A down (a press is in progress), or None."""
        self._pushed = 0.0
        self._scroll = 0.0

    # --- devices ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [p.name for p in self.pads.values()]

    def owns(self, event: pygame.event.Event) -> bool:
        """Is this event ours? Controller events, and every raw joystick event: a pad
        opened as a controller also speaks as a joystick (those twins are dropped), and a
        joystick SDL has no mapping for has no fixed buttons to map (it is ignored)."""
        return event.type in PAD_EVENTS or event.type in JOY_EVENTS

    def add(self, device_index: int) -> None:
        pad = self.opener(device_index)
        if pad is None or pad.instance_id in self.pads:
            return
        self.pads[pad.instance_id] = pad
        self.notify("Controller connected")

    def remove(self, instance_id: int) -> list[Intent]:
        """A pad was unplugged: forget it; a press it held is released where the pointer
        is (a stroke ends as drawn), nothing else changes."""
        pad = self.pads.pop(instance_id, None)
        if pad is None:
            return []
        try:
            if pad.handle is not None:
                pad.handle.quit()
        except (pygame.error, AttributeError):
            pass
        self.notify("Controller disconnected")
        if self.held_by == instance_id:
            self.held_by = None
            return [Intent("release", self.point())]
        return []

    # --- the pointer -----------------------------------------------------------------------
    def point(self) -> tuple[int, int]:
        return (int(round(self.pos[0])), int(round(self.pos[1])))

    def place(self, pos: tuple[int, int]) -> None:
        w, h = self.size
        self.pos = [float(min(max(pos[0], 0), w - 1)), float(min(max(pos[1], 0), h - 1))]

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.place(self.point())

    @property
    def held(self) -> bool:
        return self.held_by is not None

    def stick(self, first: int, second: int) -> tuple[float, float]:
        """The most deflected pad's stick (axes `first`, `second`), each in -1..1."""
        best = (0.0, 0.0)
        for pad in self.pads.values():
            x, y = pad.axes.get(first, 0.0), pad.axes.get(second, 0.0)
            if x * x + y * y > best[0] ** 2 + best[1] ** 2:
                best = (x, y)
        return best

    @property
    def active(self) -> bool:
        """A stick is pushed past the dead zone (the loop keeps ticking while so)."""
        lx, ly = self.stick(LEFT_X, LEFT_Y)
        _, ry = self.stick(pygame.CONTROLLER_AXIS_RIGHTX, RIGHT_Y)
        return (lx * lx + ly * ly) ** 0.5 > DEAD_ZONE or abs(ry) > DEAD_ZONE

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, scene: Any) -> list[Intent]:
        """The intents of one controller event for `scene` (the top scene)."""
        t = event.type
        if t == pygame.CONTROLLERDEVICEADDED:
            index = _int(getattr(event, "device_index", None))
            if index >= 0:
                self.add(index)
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            return self.remove(_int(getattr(event, "instance_id", None)))
        pad = self.pads.get(_int(getattr(event, "instance_id", None)))
        if pad is None or t not in (pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERBUTTONDOWN,
                                    pygame.CONTROLLERBUTTONUP):
            return []   # joystick twins, remaps, sensors, a pad that is gone
        if t == pygame.CONTROLLERAXISMOTION:
            axis, value = _int(getattr(event, "axis", None)), getattr(event, "value", 0)
            if axis in STICK_AXES and isinstance(value, (int, float)) and value == value:
                pad.axes[axis] = max(-1.0, min(1.0, float(value) / AXIS_FULL))
            return []
        button = _int(getattr(event, "button", None))
        if t == pygame.CONTROLLERBUTTONUP:
            if button == A and self.held_by == pad.instance_id:
                self.held_by = None
                return [Intent("release", self.point())]
            return []
        return self._button(pad, button, scene)

    def _button(self, pad: Pad, button: int, scene: Any) -> list[Intent]:
        here = self.point()
        if button == A:
            if self.held_by is not None:
                return []   # another pad holds the press: one press at a time
            self.in_use = True
            self.held_by = pad.instance_id
            return [Intent("press", here)]
        if button in DPAD:
            self.in_use = True
            target = jump(focus_targets(scene), here, DPAD[button])
            if target is None:
                return [Intent("move", here, direction=DPAD[button])]
            self.place(target.center)
            return [Intent("motion", self.point(), held=self.held)]
        if button in SHOULDERS:
            self.in_use = True
            target = step_in_order(focus_targets(scene), here, SHOULDERS[button])
            if target is not None:
                self.place(target.center)
                return [Intent("motion", self.point(), held=self.held)]
        if button in BACK_BUTTONS:
            self.in_use = True
            return [] if is_launcher(scene) else [Intent("menu", here)]
        if button in SIMPLE:
            self.in_use = True
            return [Intent(SIMPLE[button], here)]
        return []

    def update(self, dt: float, scene: Any) -> list[Intent]:
        """Move the pointer by the left stick and scroll by the right one over `dt` s."""
        if dt <= 0 or not self.pads:
            return []
        out: list[Intent] = []
        lx, ly = self.stick(LEFT_X, LEFT_Y)
        deflection = (lx * lx + ly * ly) ** 0.5
        speed = stick_speed(deflection, self._pushed)
        if speed > 0:
            self._pushed += dt
            before = self.point()
            step = speed * dt / deflection
            self.pos = [min(max(self.pos[0] + lx * step, 0.0), self.size[0] - 1.0),
                        min(max(self.pos[1] + ly * step, 0.0), self.size[1] - 1.0)]
            self.in_use = True
            if self.point() != before:
                out.append(Intent("motion", self.point(), held=self.held))
        else:
            self._pushed = 0.0
        _, ry = self.stick(pygame.CONTROLLER_AXIS_RIGHTX, RIGHT_Y)
        if abs(ry) > DEAD_ZONE:
            self.in_use = True
            self._scroll -= ry * SCROLL_RATE * dt   # stick up scrolls up, as a wheel turned up
            amount = int(self._scroll)
            if amount:
                self._scroll -= amount
                out.append(Intent("wheel", log_spot(scene, self.point()), amount=amount))
        else:
            self._scroll = 0.0
        return out


def focus_targets(scene: Any) -> list[pygame.Rect]:
    """The scene's d-pad targets (never raises: a scene without them has none)."""
    try:
        targets = list(scene.focus_targets())
        coach = getattr(getattr(scene, "app", None), "coach", None)
        if coach is not None:   # a lesson: the coach's target and buttons too
            targets += [t for t in coach.focus_targets(scene) if t not in targets]
        return targets
    except Exception:  # noqa: BLE001 - a pad must never crash a screen
        return []


def is_launcher(scene: Any) -> bool:
    """B and Start would quit the program from the launcher: there they do nothing."""
    from game.ui.scenes.launcher import LauncherScene
    return isinstance(scene, LauncherScene)


def log_spot(scene: Any, pointer: tuple[int, int]) -> tuple[int, int]:
    """Where the right stick scrolls: over the scene's log panel, if it has one."""
    panel = getattr(scene, "log_panel", None)
    rect = getattr(panel, "rect", None)
    return tuple(rect.center) if isinstance(rect, pygame.Rect) else pointer
