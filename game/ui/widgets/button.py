"""Buttons: a label, a callback, an optional reason when disabled (shown on hover).

A click does what it says, once: a `ButtonBar` remembers what each slot (a rect) showed
and since when; a button that has just appeared, changed its label or become enabled
ignores presses for `GUARD_SECONDS` (the second half of a double click that made it appear
never fires it); Enter, Space and the pad's A on the focused button get the same guard.
A bar told where the pointer is (`point`) guards harder a button that changed under a
still pointer (appeared, came back after its slot was empty, changed its label, or was
enabled again, as the same "Play no card" of the next decision): it ignores presses until
the pointer has left it, or for `STILL_POINTER_SECONDS` (a player who keeps clicking one
spot never takes the new action unseen). Nor does such a button wear the hover look (its lit face and ring, which would read
as a focus on the new decision) until the pointer moves.
Hidden buttons (`visible=False`) keep their slot, so rows never shift.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.ui.theme import Theme

GUARD_SECONDS = 0.3
"""A button ignores presses this long after it appeared or changed."""

STILL_POINTER_SECONDS = 1.0
"""A button that changed under a pointer that has not left it ignores presses this long."""

_Slot = tuple[int, int, int, int]
_Record = tuple[tuple[str, bool, bool], float, bool]
"""What a slot showed, since when, and whether its label (its action) changed under the
pointer, which has not left it since."""


class InputClock:
    """Seconds for the double-click guards: the real clock plus `offset` (tests add to the
    offset to play a person's pace between presses without sleeping)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self.offset


clock = InputClock()


class Feedback:
    """What a press that fires a button sets off besides its action: the app plugs the
    button sound in here (None: nothing)."""

    def __init__(self) -> None:
        self.pressed: Callable[[], None] | None = None

    def press(self) -> None:
        if self.pressed is not None:
            self.pressed()


feedback = Feedback()


@dataclass
class Button:
    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 160, 40))
    enabled: bool = True
    disabled_reason: str = ""
    size: int = 18
    icon: pygame.Surface | None = None
    visible: bool = True
    """A hidden button keeps its slot (the row does not shift) but draws and does nothing."""
    note: str = ""
    """A few words drawn small at the button's right end (a countdown): not part of what
    the button does, so a changing note never re-arms the press guard."""

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def signature(self) -> tuple[str, bool, bool]:
        """What the player sees of the button: a change re-arms the double-click guard."""
        return (self.label, self.enabled, self.visible)

    def click(self, pos: tuple[int, int]) -> bool:
        """Run the callback if `pos` is on an enabled button; True if the click was ours."""
        if not self.hit(pos):
            return False
        if self.enabled:
            self.on_click()
        return True

    def draw(self, surface: pygame.Surface, theme: Theme, mouse: tuple[int, int],
             focused: bool = False, lit: bool = True) -> None:
        """`lit=False`: no hover look under the pointer (it has not moved since the button
        changed)."""
        if not self.visible:
            return
        c = theme.colours
        hover = lit and self.hit(mouse) and self.enabled
        fill = c.button_hover if hover else (c.button if self.enabled else c.disabled)
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (20, 14, 10), shadow, border_radius=8)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, c.accent if (focused or hover) else (30, 22, 16), self.rect,
                         2, border_radius=8)
        room = self.rect.width - 16 - (self.icon.get_width() + 4 if self.icon else 0)
        shift = 0
        if self.note:
            note = theme.fonts.render(self.note, 12, c.button_text, "bold")
            surface.blit(note, note.get_rect(midright=(self.rect.right - 7,
                                                       self.rect.centery)))
            shift = (note.get_width() + 6) // 2
            room -= 2 * shift
        size = theme.fonts.fit(self.label, self.size, room, "bold")  # a long label shrinks
        colour = c.button_text if self.enabled else (200, 195, 190)
        lines = [self.label]
        if theme.fonts.get(size, "bold").size(self.label)[0] > room:
            lines = theme.fonts.wrap(self.label, size, room, "bold")[:2]   # ...then wraps
        rendered = [theme.fonts.render(line, size, colour, "bold") for line in lines]
        width = max(t.get_width() for t in rendered)
        x = self.rect.centerx - width // 2 - shift
        if self.icon is not None:
            x += self.icon.get_width() // 2 + 4
            surface.blit(self.icon, self.icon.get_rect(
                midright=(x - 6, self.rect.centery)))
        line_h = rendered[0].get_height()
        y = self.rect.centery - line_h * len(rendered) // 2
        for text in rendered:
            surface.blit(text, (x + (width - text.get_width()) // 2, y))
            y += line_h


def column(buttons: list[Button], centre_x: int, top: int, width: int, height: int,
           gap: int = 12) -> int:
    """Stack buttons in a centred column; returns the y below the last one."""
    y = top
    for b in buttons:
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (centre_x, y)
        y += height + gap
    return y


def row(buttons: list[Button], left: int, top: int, width: int, height: int,
        gap: int = 10) -> int:
    """Lay buttons left to right; returns the x after the last one."""
    x = left
    for b in buttons:
        b.rect = pygame.Rect(x, top, width, height)
        x += width + gap
    return x


class ButtonBar:
    """A group of buttons with keyboard focus (Tab moves it, Enter presses it) and the
    double-click guard: a button new in its slot (or changed) swallows presses for
    `GUARD_SECONDS`."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus = -1
        self._slots: dict[_Slot, _Record] = {}
        self.pointer: tuple[int, int] | None = None
        """Where the pointer is, once the owner calls `point` (None: the bar is not told)."""
        self._vacated: set[_Slot] = set()
        """Slots that showed a button once and are empty now (a button back in one is a
        change, not a first appearance)."""
        self._unlit: set[_Slot] = set()
        """The slots whose button changed under the pointer since it last moved: drawn
        without the hover look."""

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer is at `pos`: a button it has left takes presses again; once it has
        moved, every button wears its hover look again."""
        if pos != self.pointer:
            self._unlit = set()
        self.pointer = pos
        for key, (sig, since, under) in list(self._slots.items()):
            if under and not pygame.Rect(key).collidepoint(pos):
                self._slots[key] = (sig, float("-inf"), False)

    def observe(self) -> None:
        """Note what each slot shows now; a slot whose button changed is fresh again."""
        now = clock.now()
        seen: dict[_Slot, _Record] = {}
        for b in self.buttons:
            key = (b.rect.x, b.rect.y, b.rect.width, b.rect.height)
            sig = b.signature()
            before = self._slots.get(key)
            if before is not None and before[0] == sig:
                seen[key] = before
            else:
                if self.pointer is not None and b.rect.collidepoint(self.pointer):
                    self._unlit.add(key)
                under = (before is not None or key in self._vacated) \
                    and self.pointer is not None and b.rect.collidepoint(self.pointer)
                seen[key] = (sig, now, under)
        self._vacated = (self._vacated | self._slots.keys()) - seen.keys()
        self._slots = seen
        self._unlit &= seen.keys()

    def forget(self) -> None:
        """Every slot is new again (the screen changed hands): the guard re-arms."""
        self._slots = {}
        self._vacated = set()

    def fresh(self, button: Button) -> bool:
        """True while `button` is too new in its slot to take a press."""
        key = (button.rect.x, button.rect.y, button.rect.width, button.rect.height)
        record = self._slots.get(key)
        if record is None:
            return True
        wait = STILL_POINTER_SECONDS if record[2] else GUARD_SECONDS
        return clock.now() - record[1] < wait

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        for b in self.buttons:
            if b.hit(pos):
                return b
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """Press the button under `pos` (True if the press was on a button: used, refused
        because disabled, or swallowed because the button has only just appeared)."""
        if self.pointer is not None:
            self.point(pos)
        self.observe()
        for b in list(self.buttons):
            if b.hit(pos):
                if b.enabled and not self.fresh(b):
                    feedback.press()
                    b.on_click()
                return True
        return False

    def next(self) -> None:
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled and b.visible]
        if enabled:
            later = [i for i in enabled if i > self.focus]
            self.focus = later[0] if later else enabled[0]

    def press(self, button: Button) -> bool:
        """A key presses `button` as a click on it would (its sound, the same guards: a
        button that has only just appeared or changed ignores it). True if the button is
        one of the bar's, visible and enabled (the key was used, fired or swallowed)."""
        self.observe()
        live = any(b is button for b in self.buttons)
        if not (live and button.enabled and button.visible):
            return False
        if not self.fresh(button):
            feedback.press()
            button.on_click()
        return True

    def press_focused(self) -> bool:
        """Enter / Space on the focused button (True if one is focused). A button that has
        only just appeared or changed ignores it, as it ignores a click."""
        if 0 <= self.focus < len(self.buttons):
            return self.press(self.buttons[self.focus])
        return False

    def navigate(self, kind: str) -> bool:
        """Keyboard and gamepad over a menu: Tab or arrows move the focus, Enter presses.
        True if the intent kind was one of those."""
        if kind in ("next", "move"):
            self.next()
            return True
        if kind == "confirm":
            self.press_focused()
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme, mouse: tuple[int, int]) -> None:
        self.observe()
        for i, b in enumerate(self.buttons):
            key = (b.rect.x, b.rect.y, b.rect.width, b.rect.height)
            b.draw(surface, theme, mouse, focused=i == self.focus, lit=key not in self._unlit)

    def hovered_reason(self, mouse: tuple[int, int]) -> str:
        for b in self.buttons:
            if b.hit(mouse) and not b.enabled and b.disabled_reason:
                return b.disabled_reason
        return ""
