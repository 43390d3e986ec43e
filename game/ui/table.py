"""The base of every game's table scene.

A game's table subclasses `TableScene` and writes `layout_board`, `draw_board`,
`on_board_intent` and `status`; it may add `game_buttons`, animate its own events in
`on_event`, and draw animations in `draw_board` from `self.animations`. The base does the
rest, the same for every game:

- **who is looking** (`viewer`): the human seat to act, or the only human at the table, or
  nobody (the public view). When the screen must change to another human seat and the game
  has secrets, a hand-off screen comes first, so nothing private shows to the wrong person;
- **acting**: `act(action, pos)` applies through the session; an IllegalAction becomes a
  toast with its reason where the player pointed. Ctrl+Z / Undo takes back the viewer's own
  last action where the rules allow. Esc opens the pause menu;
- **events**: drained from the session one at a time; `DiceRolled` animates in the dice tray
  to the real result; later events wait until earlier animations finish (a click skips);
- **bots**: computer seats act one step at a time after a short pause;
- **the end**: when the game is over and the animations are done, the end screen.

Draw only from `self.view()` (the viewer's view, never `rules.state`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.core.protocol import Rules
from game.core.session import Session
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandoffScene
from game.ui.widgets.button import Button, ButtonBar
from game.ui.widgets.dice_tray import DiceTray
from game.ui.widgets.hover import LegalityCache, Verdict
from game.ui.widgets.log_panel import LogPanel
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass
class Animation:
    """A timed animation a table draws itself (`progress` runs 0 -> 1)."""

    kind: str
    duration: float
    data: Any = None
    age: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.age / self.duration)

    @property
    def done(self) -> bool:
        return self.age >= self.duration


class TableScene(Scene):
    has_secrets: ClassVar[bool] = True
    """Hidden information per seat: hand-offs between human seats."""
    side_width: ClassVar[float] = 0.26
    """The side panel's share of the window width."""

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.info = session.info
        self.viewer: int | None = None
        self.looking = False
        """True once the viewer's screen may show (after any hand-off)."""
        self.dice = DiceTray(app.theme, app.anim_speed, seed=session.rules.seed)
        self.log_panel = LogPanel(app.theme)
        self.bar = ButtonBar()
        self.event_queue: list[Event] = []
        self.animations: list[Animation] = []
        self.legality = LegalityCache()
        self.bot_delay = 0.5
        self._bot_wait = 0.0
        self.end_shown = False
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        self._views: dict[int | None, tuple[tuple[int, int], dict[str, Any]]] = {}
        self._log_key: tuple[int, int | None, int] | None = None
        self._log: list[str] = []
        self.anim_rng = random.Random(session.rules.seed)

    # --- shortcuts -------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.session.rules

    def speed(self) -> float:
        return self.app.anim_speed

    def seconds(self, base: float) -> float:
        """An animation length scaled by the animation-speed setting (0 = instant)."""
        s = self.speed()
        return 0.0 if s <= 0 else base / s

    def name(self, seat: int | None) -> str:
        return self.rules.seat_name(seat)

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.rules.seats)
                if s.bot is None and i not in self.session.bots]

    def view_of(self, seat: int | None) -> dict[str, Any]:
        """`rules.view(seat)`, cached until the state changes."""
        key = (len(self.rules.log), id(self.rules.state))
        cached = self._views.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.rules.view(seat))
            self._views[seat] = cached
        return cached[1]

    def view(self) -> dict[str, Any]:
        """What the screen may show: the viewer's view once they look, else the public one."""
        return self.view_of(self.viewer if self.looking else None)

    def public(self) -> dict[str, Any]:
        """What the whole table sees."""
        return self.view_of(None)

    def verdict(self, action: Action) -> Verdict:
        """Is `action` legal now? (cached per state; for hover previews)."""
        return self.legality.verdict(self.rules, action)

    # --- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        self.event_queue.extend(self.session.drain())
        self.sync_viewer()

    def resume(self) -> None:
        super().resume()
        self.layout(self.size)

    # --- who is looking --------------------------------------------------------------------
    def desired_viewer(self) -> int | None:
        """The seat whose screen should show now."""
        humans = self.human_seats()
        acting = [s for s in sorted(self.rules.to_act()) if s in humans]
        if acting:
            return self.viewer if self.viewer in acting else acting[0]
        if len(humans) == 1:
            return humans[0]
        if not self.has_secrets and self.viewer in humans:
            return self.viewer
        return None

    def needs_handoff(self, seat: int | None) -> bool:
        return self.has_secrets and seat is not None and len(self.human_seats()) > 1

    def handoff_note(self, seat: int) -> str:
        """What the hand-off screen says under "Pass to <name>" (override per phase)."""
        return "Your private screen comes next."

    def sync_viewer(self) -> None:
        desired = self.desired_viewer()
        if desired == self.viewer and (self.looking or desired is None):
            self.looking = True
            return
        if self.needs_handoff(desired):
            assert desired is not None
            self.viewer, self.looking = desired, False
            self.app.stack.push(HandoffScene(
                self.app, self.name(desired), self.handoff_note(desired),
                on_continue=self._look, colour=self.app.theme.colours.seat_colour(desired)))
        else:
            self.viewer, self.looking = desired, True
        self.dirty = True
        self.layout(self.size)

    def _look(self) -> None:
        self.looking = True
        self.dirty = True
        self.layout(self.size)

    # --- acting ----------------------------------------------------------------------------
    def act(self, action: Action, pos: tuple[int, int] | None = None) -> bool:
        """Apply a player's action; an illegal one shows its reason where they pointed."""
        if not self.looking and action.seat in self.human_seats():
            return False
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.app.toast(exc.message(), pos)
            return False
        self.changed()
        return True

    def undo(self, pos: tuple[int, int] | None = None) -> None:
        seat = self.viewer
        if seat is None or not self.looking or not self.rules.can_undo(seat):
            self.app.toast("Nothing of yours to undo here: undo stops at dice rolls, reveals "
                           "and the end of a step.", pos)
            return
        self.session.undo(seat)
        self.changed()

    def changed(self) -> None:
        """The state changed: take the new events, refresh widgets."""
        self._views.clear()
        self.legality.invalidate()
        self.event_queue.extend(self.session.drain())
        self.dirty = True
        self.layout(self.size)

    # --- events and animations -------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        """Start the animation of one event (override and call super for your own)."""
        if isinstance(event, DiceRolled) and event.visible(self.viewer if self.looking
                                                           else None):
            self.dice.speed = self.speed()
            self.dice.show(event)

    def animate(self, kind: str, base_seconds: float, data: Any = None) -> None:
        """Queue a table animation (drawn by the table from `self.animations`)."""
        duration = self.seconds(base_seconds)
        if duration > 0:
            self.animations.append(Animation(kind, duration, data))

    @property
    def busy(self) -> bool:
        return self.dice.busy or bool(self.animations)

    def skip_animations(self) -> None:
        self.dice.skip()
        for a in self.animations:
            a.age = a.duration

    def update(self, dt: float) -> bool:
        try:
            return self._advance(dt)
        finally:
            self.session.flush()

    def exit(self) -> None:
        self.session.flush()

    def _advance(self, dt: float) -> bool:
        moving = self.dice.update(dt)
        if self.animations:
            self.animations[0].age += dt
            if self.animations[0].done:
                self.animations.pop(0)
            moving = True
        while not self.busy and self.event_queue:
            self.on_event(self.event_queue.pop(0))
            moving = True
        if self.busy or self.event_queue:
            return True
        if self.rules.is_over():
            if not self.end_shown:
                self.end_shown = True
                self.show_end()
            return moving
        seat = self.session.next_bot()
        if seat is not None:
            self._bot_wait += dt
            if self._bot_wait >= self.seconds(self.bot_delay) or self.speed() <= 0:
                self._bot_wait = 0.0
                self.session.step_bot(seat)
                self.changed()
            return True
        if self.desired_viewer() != self.viewer or not self.looking:
            if self.app.stack.top is self:
                self.sync_viewer()
        return moving

    # --- the end ---------------------------------------------------------------------------
    def show_end(self) -> None:
        from game.ui.scenes.end import EndScene
        result = self.rules.result()
        if result is None:
            return
        self.viewer, self.looking = None, True
        self.app.stack.push(EndScene(self.app, self.info.title, result, self.play_again,
                                     on_board=self.layout_after_end))

    def layout_after_end(self) -> None:
        self.layout(self.size)

    def play_again(self) -> None:
        seats = list(self.rules.seats)
        self.app.start_game(self.info, seats, random.randrange(1_000_000),
                            dict(self.rules.options))

    def open_menu(self) -> None:
        from game.ui.scenes.launcher import LauncherScene
        from game.ui.scenes.pause import PauseScene
        self.app.stack.push(PauseScene(
            self.app, self.info, on_restart=self.play_again,
            on_quit=lambda: self.app.stack.clear_to(LauncherScene(self.app))))

    # --- input -----------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "menu":
            self.open_menu()
            return
        if intent.kind == "undo":
            self.undo(intent.pos)
            return
        if intent.kind == "press" and self.bar.click(intent.pos):
            return
        if intent.kind == "wheel" and self.log_panel.on_wheel(intent.pos, intent.amount):
            return
        if intent.kind == "press" and self.busy:
            self.skip_animations()
            return
        if self.rules.is_over() and intent.kind == "press" and not self.end_shown:
            return
        self.on_board_intent(intent)

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        side = max(320, int(w * self.side_width))
        self.side_rect = pygame.Rect(w - side, 0, side, h)
        self.board_rect = pygame.Rect(0, 0, w - side, h)
        x = self.side_rect.x + 12
        inner = side - 24
        self.dice.rect = pygame.Rect(x, 96, inner, 108)
        buttons = self.game_buttons()
        common = [Button("Undo", lambda: self.undo(), size=15),
                  Button("Rules", lambda: self.app.open_rules(self.info), size=15),
                  Button("Menu", self.open_menu, size=15)]
        can_undo = self.looking and self.viewer is not None and self.rules.can_undo(self.viewer)
        common[0].enabled = can_undo
        common[0].disabled_reason = "Nothing of yours to undo here."
        y = self.dice.rect.bottom + 12
        for b in buttons:
            b.rect = pygame.Rect(x, y, inner, 40)
            y += 48
        third = (inner - 16) // 3
        for i, b in enumerate(common):
            b.rect = pygame.Rect(x + i * (third + 8), y, third, 36)
        y += 48
        self.bar.buttons = buttons + common
        self.log_panel.rect = pygame.Rect(x, y, inner, h - y - 12)
        self.layout_board(self.board_rect)

    def game_buttons(self) -> list[Button]:
        """The game's own buttons for the side panel (rebuilt after every change)."""
        return []

    def layout_board(self, rect: pygame.Rect) -> None:
        """Place the board painters inside `rect`."""

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        c = self.app.theme.colours
        surface.fill(c.desk, self.board_rect)
        self.draw_board(surface)
        self.draw_side(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the board from `self.view()` and `self.animations`."""

    def status(self) -> list[str]:
        """One or two short lines: whose turn, the phase, what to do."""
        return []

    def draw_side(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        surface.fill(c.panel, self.side_rect)
        pygame.draw.line(surface, (0x14, 0x0E, 0x0A), self.side_rect.topleft,
                         self.side_rect.bottomleft, 3)
        x = self.side_rect.x + 12
        title = theme.fonts.render(self.info.title, 20, c.accent, "title")
        surface.blit(title, (x, 10))
        y = 38
        for line in self.status()[:3]:
            for part in theme.fonts.wrap(line, 15, self.side_rect.width - 24)[:2]:
                surface.blit(theme.fonts.render(part, 15, c.panel_text), (x, y))
                y += 18
        self.dice.draw(surface)
        mouse = self.app.mouse_pos()
        self.bar.draw(surface, theme, mouse)
        self.log_panel.set_lines(self.log_lines())
        self.log_panel.draw(surface)
        reason = self.bar.hovered_reason(mouse)
        if reason:
            draw_bubble(surface, theme, reason, mouse, c.disabled)

    def log_lines(self) -> list[str]:
        """The log the panel shows: the log seat's lines whose events are on screen
        (recomputed only when a line, the seat or the shown events change)."""
        shown = self.session.events_taken - len(self.session.pending) - len(self.event_queue)
        key = (len(self.session.lines), self.log_seat(), shown)
        if key != self._log_key:
            self._log_key = key
            self._log = self.session.log_for(key[1], upto=shown)
        return self._log

    def log_seat(self) -> int | None:
        """Whose log the panel shows: the viewer's, or the public log (None) while nobody's
        private screen is up. Override to return None on screens every seat watches."""
        return self.viewer if self.looking else None

    def on_board_intent(self, intent: Intent) -> None:
        """Pointer and keys over the board (the game's part)."""
