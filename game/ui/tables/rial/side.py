"""The Rial table's side: the players' sheets and the choice panel under them (the
capabilities, a challenge, a raise, the trade offer, an answer), laid out so its buttons
never move under a click."""
from __future__ import annotations

import pygame

import game.ui.tables.rial.panels as panels
import game.games.rial.actions as A
from game.ui.tables.rial.alarm import AlarmTable
from game.games.rial.views import face_down_left, face_down_words
from game.ui.tables.rial.banner import ROOM as BANNER_ROOM
from game.ui.tables.rial.coords import MUTED
from game.ui.tables.rial.geometry import BoardGeometry
from game.ui.tables.rial.last_move import draw_words
from game.ui.widgets.button import Button

SHEETS_WIDTH = 300
CAPS_TEXT_ROWS = 4
"""Lines kept for the capability panel's words, so its buttons never move under a click."""
DECISION_ROOM = 8 + 18 * 4 + 6 + 4 * 34
"""The panel's top, where a challenge, a raise or an answer shows its buttons (four lines of
words and four rows of buttons, two columns where more are needed); a trade offer's buttons
have their own area below it, so an offer never opens where a challenge's button stood."""
FACE_DOWN_SIZE = 13
"""The words at the foot of the panel that say what is still face down (drawn where the
panel's own choices leave room)."""


class PanelTable(AlarmTable):
    """The board's side panel (a part of `RialTable`)."""

    geo: BoardGeometry | None
    sheets_rect: pygame.Rect
    panel_rect: pygame.Rect
    panel_lines: list[str]
    panel_buttons: list[Button]

    # --- who may act here -------------------------------------------------------------------
    def acting(self) -> int | None:
        """The human seat on screen that may act now."""
        return self.viewer if self.acting_here() else None

    def act_now(self, action: A.Action) -> None:
        self.act(action, self.app.mouse_pos())

    def stage(self) -> str:
        view = self.public()
        return "caps" if view["phase"] == "caps" else view["stage"]

    # --- layout -----------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        sheets_w = min(SHEETS_WIDTH if rect.width < 1200 else 360, rect.width // 3)
        board_area = pygame.Rect(rect.x + 8, rect.y + 8 + BANNER_ROOM,
                                 rect.width - sheets_w - 24, rect.height - 16 - BANNER_ROOM)
        self.geo = BoardGeometry(self.public()["board"], board_area)
        self.sheets_rect = pygame.Rect(rect.right - sheets_w - 8, rect.y + 8, sheets_w,
                                       rect.height - 16)
        players = len(self.public()["players"])
        top = self.sheets_rect.y + players * 80
        self.panel_rect = pygame.Rect(self.sheets_rect.x, top, sheets_w,
                                      self.sheets_rect.bottom - top)
        self._build_panel()

    def _build_panel(self) -> None:
        lines, self.panel_buttons = self._panel()
        fonts = self.app.theme.fonts
        self.panel_lines = [part for line in lines
                            for part in fonts.wrap(line, 14, self.panel_rect.width - 16)]
        caps = self.stage() == "caps"
        rows = max(len(self.panel_lines), CAPS_TEXT_ROWS) if caps else len(self.panel_lines)
        y = self.panel_rect.y + 8 + 18 * rows + 6   # the +/- rows stay put as the sum changes
        top, bottom = self._button_area(y, caps)
        for i, b in enumerate(self.panel_buttons):
            if caps and i < 14:                      # the +/- pairs of the capabilities
                row, plus = divmod(i, 2)
                w = self.panel_rect.width - 16
                b.rect = pygame.Rect(self.panel_rect.x + 8 + (w - 44 if plus else 0),
                                     y + row * 34, 44 if plus else w - 52, 30)
                continue
            row = i - 14 if caps else i
            width = self.panel_rect.width - 16
            if not caps and top + len(self.panel_buttons) * 34 > bottom:
                half = (width - 6) // 2               # many choices: two columns
                b.rect = pygame.Rect(self.panel_rect.x + 8 + (row % 2) * (half + 6),
                                     top + (row // 2) * 34, half, 30)
                b.size = min(b.size, 12)
            else:
                b.rect = pygame.Rect(self.panel_rect.x + 8, top + row * 34, width, 30)
            if b.rect.bottom > self.panel_rect.bottom:
                b.visible = False
        if self.showing_move:
            for b in self.panel_buttons:
                b.enabled, b.disabled_reason = False, self.BUSY_REASON
        self.bar.buttons = self.bar.buttons + self.panel_buttons

    def _button_area(self, y: int, caps: bool) -> tuple[int, int]:
        """Where the panel's buttons go, below its words at `y`: the capabilities' Set out
        under their seven rows; a trade offer's in the trade area (below the decision
        room); any other decision's in the decision room at the panel's top."""
        rect = self.panel_rect
        if caps:
            return y + 7 * 34 + 6, rect.bottom
        if self.stage() == "trade":
            return max(y, rect.y + DECISION_ROOM), rect.bottom
        return y, min(rect.bottom, rect.y + DECISION_ROOM)

    def _panel(self) -> panels.Panel:
        seat = self.acting()
        if seat is None:
            return [], []
        view = self.view()
        stage = self.stage()
        redraw = self._redraw
        if stage == "caps":
            draft = self.pointer_state.extra.setdefault("caps", [2, 2, 2, 2, 2, 1, 1])
            return panels.caps_panel(seat, draft, self.act_now, self._caps_changed,
                                     self._may_change_caps)
        if stage in ("blocker", "chest", "passing_chest", "monster"):
            return panels.challenge_panel(self.rules, view, seat, self.act_now)  # type: ignore[arg-type]
        if stage in ("festival", "mentor"):
            return panels.raise_panel(view, seat, self.act_now)
        if stage == "trade":
            partners = sorted({a.partner for a in self.rules.legal_actions(seat)
                               if isinstance(a, A.Propose)})
            draft = self.pointer_state.extra.setdefault("trade", {})
            return panels.trade_panel(view, seat, partners, draft, self.act_now, redraw,
                                      moment=(len(self.rules.log), id(self.rules.state)))
        if stage == "answer":
            return panels.answer_panel(view, seat, self.act_now)
        return [], []

    def _may_change_caps(self, i: int, by: int) -> bool:
        """In a lesson the coach keeps the capabilities to its script: a +/- press other
        than the one it points at is refused gently, with the step's own words."""
        coach = self.coach
        if coach is None or not coach.coaching or coach.step is None:
            return True
        pressed = self.panel_buttons[2 * i + (1 if by > 0 else 0)].rect
        if coach.target() == pressed:
            return True
        self.say_error(coach.step.refusal_text(), self.app.mouse_pos())
        return False

    def _caps_changed(self) -> None:
        """The person set a value of their own: a hint drawn before no longer stands for
        the Set out button (it sets out with what the rows say)."""
        self.pointer_state.extra["caps_changed_under"] = self.advice
        self._redraw()

    def _redraw(self) -> None:
        self.dirty = True
        self.layout(self.size)

    def face_down_text(self) -> str:
        """What is still face down, as of the board on screen (a move still walking on
        screen keeps the words from before it); empty before play and at the end."""
        view = self.public()
        if view["phase"] != "play":
            return ""
        kept = getattr(self, "_face_down", None)
        if kept is None or not self.showing_move:
            kept = self._face_down = face_down_words(face_down_left(self.rules))  # type: ignore[arg-type]
        return kept

    def _draw_face_down(self, surface: pygame.Surface) -> None:
        text = self.face_down_text()
        if not text:
            return
        fonts = self.app.theme.fonts
        rect = self.panel_rect
        lines = fonts.wrap(text, FACE_DOWN_SIZE, rect.width - 8)
        y = rect.bottom - (FACE_DOWN_SIZE + 4) * len(lines)
        used = [b.rect.bottom for b in self.panel_buttons if b.visible]
        used.append(rect.y + 8 + 18 * len(self.panel_lines))
        if max(used) + 4 > y:
            return            # the panel's choices need the room: they come first
        for line in lines:
            surface.blit(fonts.render(line, FACE_DOWN_SIZE, MUTED), (rect.x + 4, y))
            y += FACE_DOWN_SIZE + 4

    def _draw_panel(self, surface: pygame.Surface) -> None:
        if not self.panel_lines and not self.panel_buttons:
            last = self.last_computer_move
            if last is not None and not self.dice.busy:   # the panel is free: its words
                draw_words(surface, self.app.theme, self.panel_rect, last)
            return
        theme = self.app.theme
        pygame.draw.rect(surface, (0x3B, 0x2A, 0x22), self.panel_rect, border_radius=6)
        y = self.panel_rect.y + 8
        for line in self.panel_lines:
            surface.blit(theme.fonts.render(line, 14, theme.colours.panel_text),
                         (self.panel_rect.x + 8, y))
            y += 18
