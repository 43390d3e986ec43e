"""Settings: window size, fullscreen, animation speed, sound on/off and its volume,
colour-blind palette (kept on disk); the game controllers connected now."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.settings import ANIMATION_SPEEDS, sizes_that_fit
from game.ui.widgets.button import Button, ButtonBar, column
from game.ui.widgets.slider import Slider

if TYPE_CHECKING:
    from game.ui.services import Services

SPEED_NAMES = {0.0: "off", 0.5: "slow", 1.0: "normal", 2.0: "fast"}


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop the window is on (None when SDL cannot say)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


class SettingsScene(Scene):
    def __init__(self, app: "Services") -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.volume = Slider("Volume", app.settings.volume, self.set_volume)
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        self.bar.buttons = [
            Button(f"Window size: {s.window_size[0]}×{s.window_size[1]}", self.cycle_size),
            Button(f"Fullscreen: {'on' if s.fullscreen else 'off'}", self.toggle_fullscreen),
            Button(f"Animations: {SPEED_NAMES.get(s.animation_speed, 'normal')}",
                   self.cycle_speed),
            Button(f"Colour-blind palette: {'on' if s.colour_blind else 'off'}",
                   self.toggle_colour_blind),
            Button(f"Sound: {'on' if s.sound_on else 'off'} (Ctrl+M)", self.toggle_sound),
            Button(f"Hints between people: {'on' if s.hints_with_people else 'off'}",
                   self.toggle_hints),
            Button("Done", self.done),
        ]
        self.layout(self.size)

    def cycle_size(self) -> None:
        """The next window size that fits the desktop."""
        s = self.app.settings
        sizes = sizes_that_fit(desktop_size())
        i = sizes.index(s.window_size) if s.window_size in sizes else -1
        s.window_size = sizes[(i + 1) % len(sizes)]
        if not s.fullscreen:
            self.app.screen = pygame.display.set_mode(s.window_size, pygame.RESIZABLE)
            self.app.on_resize()
        self._apply()

    def toggle_fullscreen(self) -> None:
        s = self.app.settings
        s.fullscreen = not s.fullscreen
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.app.toast("Fullscreen takes effect at the next start.")
        self.app.on_resize()
        self._apply()

    def cycle_speed(self) -> None:
        s = self.app.settings
        i = ANIMATION_SPEEDS.index(s.animation_speed) if s.animation_speed in \
            ANIMATION_SPEEDS else 2
        s.animation_speed = ANIMATION_SPEEDS[(i + 1) % len(ANIMATION_SPEEDS)]
        self._apply()

    def toggle_sound(self) -> None:
        s = self.app.settings
        s.sound_on = not s.sound_on
        self._apply()
        self.app.sounds.play("button")

    def set_volume(self, value: float) -> None:
        """The slider moved: keep the volume, and let the player hear it."""
        self.app.settings.volume = value
        self.app.settings.save()
        self.app.sounds.play("coin")

    def toggle_hints(self) -> None:
        """"What would the computer do?" when several people play (alone it is always
        offered)."""
        s = self.app.settings
        s.hints_with_people = not s.hints_with_people
        self._apply()

    def toggle_colour_blind(self) -> None:
        s = self.app.settings
        s.colour_blind = not s.colour_blind
        self.app.theme.set_colour_blind(s.colour_blind)
        for scene in self.app.stack.scenes:
            scene.resize(self.app.size)
        self._apply()

    def _apply(self) -> None:
        self.app.settings.save()
        self._build()

    def done(self) -> None:
        self.app.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        below = column(self.bar.buttons[:6], size[0] // 2, 184, 440, 46, 12)
        self.volume.rect = pygame.Rect(size[0] // 2 - 220, below, 440, 46)
        below = column(self.bar.buttons[6:], size[0] // 2, below + 58, 440, 46, 12)
        self.demo = pygame.Rect(size[0] // 2 - 220, below + 8, 440, 40)
        """The colours of a legal and an illegal placement, under the buttons."""

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            if not self.volume.press(intent.pos):
                self.bar.click(intent.pos)
        elif intent.kind == "motion":
            self.volume.drag(intent.pos)
        elif intent.kind == "release":
            self.volume.release()
        elif intent.kind == "wheel" and self.volume.hit(intent.pos):
            self.volume.step(1 if intent.amount > 0 else -1)
        elif intent.kind == "menu":
            self.done()
        else:
            self.bar.navigate(intent.kind)

    def focus_targets(self) -> list[pygame.Rect]:
        return super().focus_targets() + [self.volume.rect]

    def controller_lines(self) -> list[str]:
        """The game controllers connected now (plugged in or out at any time)."""
        names = self.app.pads.names()
        return [f"Controllers: {', '.join(names)}"] if names else ["No controller connected"]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        surface.fill(c.desk)
        title = theme.fonts.render("Settings", 40, c.paper, "title")
        surface.blit(title, title.get_rect(midtop=(self.size[0] // 2, 90)))
        for i, line in enumerate(self.controller_lines()):
            size, parts = theme.fonts.fit_block([line], 16, self.size[0] - 80, 22)
            text = theme.fonts.render(parts[0] if parts else line, size, c.paper_shade)
            surface.blit(text, text.get_rect(midtop=(self.size[0] // 2, 150 + 22 * i)))
        demo = self.demo
        half = demo.width // 2
        pygame.draw.rect(surface, c.legal, (demo.x, demo.y, half, demo.height))
        pygame.draw.rect(surface, c.illegal, (demo.x + half, demo.y, half, demo.height))
        for text, x in (("legal", demo.x + half // 2), ("illegal", demo.x + half + half // 2)):
            t = theme.fonts.render(text, 18, c.paper, "bold")
            surface.blit(t, t.get_rect(center=(x, demo.centery)))
        self.bar.draw(surface, theme, self.app.mouse_pos())
        self.volume.draw(surface, theme, focused=self.volume.dragging)
