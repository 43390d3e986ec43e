"""The pause menu: resume, rules, settings, save and quit to the launcher, restart (asked
in a `ConfirmScene` while a game is in progress). A replay's offers Resume, Rules and
"Leave the replay"; a lesson's nothing that saves or restarts."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.core.protocol import GameInfo
from game.ui.intents import Intent
from game.ui.scene import VeiledScene
from game.ui.widgets.button import Button, ButtonBar, column

if TYPE_CHECKING:
    from game.ui.services import Services


class PauseScene(VeiledScene):
    veil = 160

    def __init__(self, app: "Services", info: GameInfo, on_restart: Callable[[], None] | None,
                 on_quit: Callable[[], None], restart_note: str | None = None,
                 quit_label: str = "Save and quit to launcher", settings: bool = True,
                 title: str = "Paused") -> None:
        """`on_restart` None: no Restart (a replay, a lesson); `quit_label` names the way
        out ("Leave the replay"); `title` what is paused ("Replay paused")."""
        super().__init__(app)
        self.info, self.title = info, title
        self.restart_note = restart_note
        """Set while a game is in progress: Restart asks first, saying this."""
        self.on_restart_cb = on_restart
        buttons = [Button("Resume", self.resume_game),
                   Button("Rules", lambda: app.open_rules(info))]
        if settings:
            buttons.append(Button("Settings", self.settings))
        buttons.append(Button(quit_label, on_quit))
        if on_restart is not None:
            buttons.append(Button("Restart", self.restart))
        self.bar = ButtonBar(buttons)
        self.box = pygame.Rect(0, 0, 0, 0)

    def resume_game(self) -> None:
        self.app.stack.pop()

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def restart(self) -> None:
        if self.restart_note is None:
            self.do_restart()
            return
        from game.ui.scenes.confirm import ConfirmScene
        self.app.stack.push(ConfirmScene(self.app, "Restart this game?", "Restart",
                                         self.do_restart, origin=self.app.mouse_pos(),
                                         detail=self.restart_note))

    def do_restart(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_restart_cb is not None:
            self.on_restart_cb()

    def layout(self, size: tuple[int, int]) -> None:
        self.box = pygame.Rect(0, 0, 440, 420)
        self.box.center = (size[0] // 2, size[1] // 2)
        column(self.bar.buttons, self.box.centerx, self.box.y + 90, 360, 50)

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            if not self.bar.click(intent.pos) and not self.box.collidepoint(intent.pos):
                self.resume_game()
        elif intent.kind == "menu":
            self.resume_game()
        else:
            self.bar.navigate(intent.kind)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        self.draw_beneath(surface)
        pygame.draw.rect(surface, c.paper, self.box, border_radius=12)
        pygame.draw.rect(surface, c.ink, self.box, 3, border_radius=12)
        title = theme.fonts.render(self.title, 34, c.ink, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 24)))
        self.bar.draw(surface, theme, self.app.mouse_pos())
