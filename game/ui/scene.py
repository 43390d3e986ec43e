"""Scenes and the scene stack (push / pop / replace; drawing starts at the topmost opaque
scene). A scene gets what it needs in its constructor; nothing is looked up by string."""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ui.intents import Intent, to_intents
from game.ui.render.veil import draw_veil
from game.ui.widgets.button import GUARD_SECONDS, ButtonBar, clock

if TYPE_CHECKING:
    from game.ui.services import Services


PRESSES = frozenset({"press", "right", "confirm"})
"""Intents that act on what is under the pointer or focused (a click, Enter, Space, pad A)."""


class Scene:
    opaque = True
    """False for overlays (menus, toasts) that let the scene below show through."""
    takes_text: bool = False
    """True while the scene takes typed text (a name field, a note): the app starts text
    input whenever such a scene is on top and stops it when it loses the top. Set it on the
    class, on the instance, or override it with a property; the app reads it every frame."""
    pauses_below: ClassVar[bool] = True
    """While this scene is on the stack, the scenes beneath it stand still: their `update`
    is not called, so no rule, bot, animation or clock of theirs advances (they are still
    drawn under an overlay). `resume()` tells the scene beneath when it is on top again.
    Set False only for an overlay the scene beneath must keep running under."""
    waiting: bool = False
    """True while the scene waits, with nothing new to draw, on work done beside the loop
    (a computer thinking) or on a clock (a computer's pause, the undo grace): the loop then
    polls often without redrawing (a property may say so; the app reads it every frame)."""
    works_aside: bool = False
    """True while a thread works beside the loop for the scene (a computer thinking): the
    loop's polls leave it the CPU."""

    def __init__(self, app: "Services") -> None:
        self.app = app
        self.dirty = True
        self.size = app.size
        self.uncovered_at = float("-inf")
        """When the scene above it last closed (`clock` seconds)."""


    def just_uncovered(self) -> bool:
        """True for `GUARD_SECONDS` after the scene above closed: presses are then the rest
        of the double click (or double Enter) that closed it, and the app drops them."""
        return clock.now() - self.uncovered_at < GUARD_SECONDS

    # lifecycle
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def cover(self) -> None:
        """Another scene was pushed over this one (a question, a menu): what the pointer
        shows here (a hover) goes until this scene is on top again (`resume`)."""

    def resume(self) -> None:
        """The scene above was popped: this one is on top again, and its time runs again
        (a real-time clock measuring wall time between updates starts afresh here)."""
        self.dirty = True

    # input
    def handle(self, event: pygame.event.Event) -> None:
        for intent in to_intents(event, self.app.mouse_pos()):
            self.on_intent(intent)
        self.dirty = True

    def on_intent(self, intent: Intent) -> None:
        """React to one intent."""

    def focus_targets(self) -> list[pygame.Rect]:
        """What the gamepad's d-pad jumps between: by default every visible button of the
        scene's `ButtonBar`s (attributes holding a bar or a list of bars). Override to add
        cards, sheet cells, market items."""
        rects: list[pygame.Rect] = []
        for value in vars(self).values():
            bars = value if isinstance(value, list) and value and \
                isinstance(value[0], ButtonBar) else [value]
            for bar in bars:
                if isinstance(bar, ButtonBar):
                    rects += [b.rect for b in bar.buttons if b.visible]
        return rects

    # time and drawing
    def update(self, dt: float) -> bool:
        """Advance animations by `dt` seconds; True while something moves (keeps redrawing)."""
        return False

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout(size)
        self.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for the window size."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (called only when something changed)."""


class VeiledScene(Scene):
    """A dialog drawn over paused scenes behind a veil (the pause menu, a question, a
    message). From its first frame it keeps what it covers, veiled, as one picture and
    draws that itself (it is then `opaque`): nothing beneath moves while it is up, so a
    hover redraws the dialog, not the whole table. Back on top (after Settings or the
    rules) or at a new window size, the scenes below are drawn afresh."""

    veil: ClassVar[int] = 150
    """How dark the veil over the scenes below is (0-255)."""

    def __init__(self, app: "Services") -> None:
        super().__init__(app)
        self._under: pygame.Surface | None = None

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        return self.pauses_below and self._under is not None \
            and self._under.get_size() == self.app.size

    def resume(self) -> None:
        super().resume()
        self._under = None

    def resize(self, size: tuple[int, int]) -> None:
        self._under = None
        super().resize(size)

    def draw_beneath(self, surface: pygame.Surface) -> None:
        """The veiled scenes below: the picture once there is one, else the veil over what
        was just drawn, kept as the picture."""
        if self._under is not None and self.opaque:
            surface.blit(self._under, (0, 0))
        else:
            draw_veil(surface, self.veil)
            self._under = surface.copy()


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].cover()
        self.scenes.append(scene)
        scene.resize(scene.app.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].uncovered_at = clock.now()
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def clear(self) -> None:
        """Pop every scene, top first (each `exit` runs: tables flush their saves)."""
        while self.scenes:
            self.scenes.pop().exit()

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and push `scene` (back to the launcher)."""
        self.clear()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom-up, from the topmost opaque one."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def running(self) -> list[Scene]:
        """The scenes whose time runs (`update`), bottom-up: the top one, and beneath it
        each visible one that every scene above lets run (`pauses_below` False)."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.pauses_below or scene.opaque:
                break
        return out[::-1]

    def dirty(self) -> bool:
        return any(s.dirty for s in self.visible())
