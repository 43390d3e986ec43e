"""The table shell's drawing: the frame (skipped when it would be the same), the side panel,
the game log's lines and the thinking tag (a part of `TableScene`, in its own room)."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.intents import Intent
from game.ui.table_input import OFF
from game.ui.table_part import TablePart
from game.ui.widgets.toast import bubbles_on_top, draw_bubble, next_to

THINKING_DOT = 0.4
"""Seconds between steps of the thinking indicator's dots (its only redraws)."""
THINKING_DOTS = 22
"""The width the indicator's three dots take after its words."""


class DrawingPart(TablePart):
    """What the shell draws."""

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where `seat` sits on screen (its name on the board, its sheet's heading), for the
        thinking indicator to show at the seat: override per game (None: the indicator
        goes on the game log's heading)."""
        return None

    def thinking_tag_size(self, seat: int) -> tuple[int, int]:
        """The size of the tag "<name> is thinking" takes at a seat's anchor (for a game
        that makes room for it)."""
        text = self.app.theme.fonts.render(f"{self.name(seat)} is thinking", 13,
                                           self.app.theme.colours.seat_colour(seat), "bold")
        return text.get_width() + THINKING_DOTS + 16, text.get_height() + 8

    def draw_thinking(self, surface: pygame.Surface, seat: int) -> None:
        """The thinking indicator: "<name> is thinking" and three pacing dots in the seat's
        colour, in a tag just above the seat's anchor (below it when there is no room), or
        on the game log's heading when the game names no anchor."""
        theme = self.app.theme
        colour = theme.colours.seat_colour(seat)
        text = theme.fonts.render(f"{self.name(seat)} is thinking", 13, colour, "bold")
        anchor = self.seat_anchor(seat)
        if anchor is None:
            rect = self.log_panel.rect
            tag = pygame.Rect(0, 0, text.get_width() + THINKING_DOTS, text.get_height())
            tag.topright = (rect.right - 10, rect.y + 8)
            if tag.x <= rect.x + 90:     # right of the heading, never over it
                return
        else:
            tag = pygame.Rect((0, 0), self.thinking_tag_size(seat))
            tag.bottomleft = (anchor.x, anchor.y - 3)
            if tag.y < 0:
                tag.top = anchor.bottom + 3
            tag.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, theme.colours.panel, tag, border_radius=6)
            pygame.draw.rect(surface, colour, tag, 2, border_radius=6)
            tag = tag.inflate(-16, -8)
        surface.blit(text, tag.topleft)
        for i in range(3):   # the dots pace while it thinks: one more each `THINKING_DOT`
            lit = i <= self._think_dot
            pygame.draw.circle(surface, colour if lit else theme.colours.disabled,
                               (tag.x + text.get_width() + 5 + 6 * i, tag.bottom - 5), 2)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table, unless the screen already shows exactly this frame (while a
        computer thinks or a caption is read nothing on it moves: no need to paint
        identical frames)."""
        key = self._frame_key(surface)
        if key is not None and key == self._last_frame:
            return
        c = self.app.theme.colours
        surface.fill(c.desk, self.board_rect)
        with bubbles_on_top(surface):   # hover reasons never hide under a panel
            self.draw_board(surface)
            self.draw_side(surface)
        self._last_frame = key

    def board_key(self) -> tuple[Any, ...] | None:
        """Hook: everything the board draws from besides the shell's own state (None: it
        draws something else too, so every frame is painted)."""
        return None

    def _frame_key(self, surface: pygame.Surface) -> tuple[Any, ...] | None:
        """Everything a frame is drawn from (None: draw, whatever it was)."""
        app = self.app
        board = self.board_key()
        if board is None or self.dirty or surface is not app.screen \
                or app.stack.top is not self or app.toasts or app.pads.in_use \
                or self.dice.busy or self.animations:
            return None
        return (board, len(self.rules.log), id(self.rules.state), self.viewer, self.looking,
                self.showing_move, len(self.event_queue), self.last_computer_move,
                len(self.session.lines), app.mouse_pos(), self.size, len(app.stack.scenes),
                self.log_panel.scroll, id(self.dice.roll), self.end_shown,
                repr(self.pointer_state), self._think_dot, self.advice,
                tuple((b.signature(), b.note, tuple(b.rect)) for b in self.bar.buttons))

    def _status_room(self, top: int) -> int:
        """The status lines' height: down to the panel's first row below `top` (the dice
        tray; a board without dice puts it off screen, and then the first button or the
        log), never past the window, never negative."""
        rows = [self.dice.rect, self.log_panel.rect] + [b.rect for b in self.bar.buttons
                                                         if b.visible]
        below = [r.y for r in rows if r.w > 0 and self.side_rect.contains(r) and r.y > top]
        return max(0, min(below, default=self.side_rect.bottom) - 4 - top)

    def panel_buttons_but(self, button: pygame.Rect | None) -> tuple[pygame.Rect, ...]:
        """The side panel's visible buttons but `button`: what a note by it keeps off."""
        return tuple(b.rect.copy() for b in self.bar.buttons if b.visible
                     and b.rect != button and self.side_rect.contains(b.rect))

    def _tip_in_panel(self, surface: pygame.Surface, reason: str,
                      button: pygame.Rect) -> pygame.Rect:
        """A greyed side button's reason, in the side panel just below or above the
        button, off the panel's other buttons where there is room (never over the
        board: what the player looks at beside the panel stays in view)."""
        others = self.panel_buttons_but(button)
        panel = self.side_rect
        return draw_bubble(surface, self.app.theme, reason, button.center,
                           self.app.theme.colours.disabled, width=panel.width - 8,
                           placed=lambda size: next_to(size, button, panel, others))

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
        corner = any(b.label in ("Hint", "Thinking…") for b in self.bar.buttons) or (
            self.coach is not None and self.coach.can_return())   # a button beside the title
        room = self.side_rect.width - 24 - (88 if corner else 0)
        title = theme.fonts.render(self.info.title, theme.fonts.fit(self.info.title, 20, room,
                                                                    "title"), c.accent, "title")
        surface.blit(title, (x, 10))
        y = 38
        size, lines = theme.fonts.fit_block(self.status()[:3], 15, self.side_rect.width - 24,
                                            self._status_room(y))
        for part in lines:   # the status shrinks to fit above the dice tray
            surface.blit(theme.fonts.render(part, size, c.panel_text), (x, y))
            y += theme.fonts.get(size).get_linesize()
        self.dice.draw(surface)
        mouse = self.pointer_at if self.app.stack.top is self else OFF   # told, not polled
        self.bar.draw(surface, theme, mouse)
        self.log_panel.set_lines(self.log_lines())
        self.log_panel.draw(surface)
        thinking = self.thinking_seat()
        if thinking is not None:
            self.draw_thinking(surface, thinking)
        reason = self.bar.hovered_reason(mouse)
        self.hover_bubble = None
        greyed = next((b for b in self.bar.buttons if b.visible and b.hit(mouse)
                       and not b.enabled and b.disabled_reason), None)
        if reason and greyed is not None and self.side_rect.contains(greyed.rect):
            self.hover_bubble = self._tip_in_panel(surface, reason, greyed.rect)
        elif reason:
            self.hover_bubble = draw_bubble(surface, theme, reason, mouse, c.disabled)
        if self.advice is not None:
            self.draw_advice(surface, self.advice)
        if self.replay is not None:
            from game.ui.widgets.replay_bar import draw_banner, draw_counter
            draw_counter(surface, theme, self.counter, self.replay.moves_shown(),
                         self.replay.total)
            self.replay_banner = draw_banner(surface, theme, self.counter,
                                             self.replay.banner())

    def story_lines(self) -> list[str] | None:
        """Board hook: log lines the board shows instead of the shell's (None: the shell's)."""
        return None

    def log_lines(self) -> list[str]:
        """The log the panel shows: the log seat's lines whose events have been shown, a
        line appearing when its event's animation has played, never before (recomputed only
        when a line, the seat or the shown events change); a board's `story_lines` wins."""
        story = self.story_lines()
        if story is not None:
            return story
        shown = self.playback.shown_events(self.session.events_taken,
                                           len(self.session.pending), self.busy)
        seat = self.log_seat()
        key = (len(self.session.lines), self.session.lines_taken_back, seat, shown)
        if key != self._log_key:
            self._log_key = key
            self._log = self.session.log_for(seat, upto=shown)
        return self._log

    def log_seat(self) -> int | None:
        """Whose log the panel shows: the viewer's, or the public log (None) while nobody's
        private screen is up. Override to return None on screens every seat watches."""
        return self.viewer if self.looking else None

    def on_board_intent(self, intent: Intent) -> None:
        """Pointer and keys over the board (the game's part)."""
