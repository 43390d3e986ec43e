"""The table shell's layout: the board's rect and the side panel's rows (a part of
`TableScene`, in its own room).

The side panel holds, from the top, the title and status lines, the dice tray, the game
buttons in fixed slots (`button_slots` reserved, so a prompt never takes another button's
place; a replay's controls stand there instead), the game log, and the Undo / Rules / Menu
row pinned to the bottom (this row never moves); the Hint button sits in the panel's
corner. While the last move is shown, the game buttons stay as they were, disabled.
"""
from __future__ import annotations


import pygame

from game.ui.table_part import TablePart
from game.ui.widgets.button import Button


class LayoutPart(TablePart):
    """Where the board and the side panel's rows go."""

    def before_layout(self) -> None:
        """Board hook: what the board settles before the shell lays the screen out."""

    def place_side(self, size: tuple[int, int]) -> None:
        """Board hook: place the side panel's rows after the shell's layout."""

    def layout(self, size: tuple[int, int]) -> None:
        self.before_layout()
        w, h = size
        side = max(320, int(w * self.side_width))
        self.side_rect = pygame.Rect(w - side, 0, side, h)
        self.board_rect = pygame.Rect(0, 0, w - side, h)
        x = self.side_rect.x + 12
        inner = side - 24
        self.dice.rect = pygame.Rect(x, 96, inner, 108)
        buttons = self.side_buttons() if self.replay is None else []
        undo_seat = self.undo_seat() if not self.rules.is_over() else None
        common = [Button(self.undo_label(undo_seat), lambda: self.undo(), size=15),
                  Button("Rules", lambda: self.app.open_rules(self.info), size=15),
                  Button("Menu", self.open_menu, size=15)]
        self.undo_button = common[0]
        common[0].enabled = undo_seat is not None
        common[0].visible = self.replay is None and (undo_seat is not None
                                                     or not self.shared_screen())
        common[0].disabled_reason = self.undo_reason()
        y = self.dice.rect.bottom + 12
        for b in buttons:
            b.rect = pygame.Rect(x, y, inner, 40)
            y += 48
        y = max(y, self.dice.rect.bottom + 12 + 48 * self.button_slots)
        if self.replay is not None:   # the player's controls where the game's buttons go
            from game.ui.widgets.replay_bar import BANNER_ROOM, counter_rect, replay_buttons
            top = self.dice.rect.bottom + 12
            buttons = replay_buttons(self.replay, x, top, inner)
            self.counter = counter_rect(x, top, inner)
            y = max(y, self.counter.bottom + BANNER_ROOM + 12)
        undo_w = (inner - 16) // 2         # room for "Undo Ann's move"
        rest = (inner - 16 - undo_w) // 2
        left = x
        for b, width in zip(common, (undo_w, rest, rest)):   # pinned to the bottom:
            b.rect = pygame.Rect(left, h - 48, width, 36)    # this row never moves
            left += width + 8
        hint = self.hint_button()
        if hint is not None:
            common.append(hint)
        self.bar.buttons = buttons + common
        self.log_panel.rect = pygame.Rect(x, y, inner, max(40, h - 60 - y))
        self.layout_board(self.board_rect)
        self.place_side(size)

    def side_buttons(self) -> list[Button]:
        """The game buttons in their slots: after the end a way back to the results; while
        the last move is shown, the buttons of before, disabled (a click skips)."""
        if self.rules.is_over() and self.end_shown:
            return [Button("Back to the results", self.show_end, size=16)]
        if self.showing_move:
            return [Button(b.label, b.on_click, size=b.size, icon=b.icon, visible=b.visible,
                              enabled=False, disabled_reason=self.BUSY_REASON)
                    for b in self._game_buttons]
        self._game_buttons = self.game_buttons()
        return self._game_buttons

    def game_buttons(self) -> list[Button]:
        """The game's own buttons for the side panel (rebuilt after every change)."""
        return []

    def layout_board(self, rect: pygame.Rect) -> None:
        """Place the board painters inside `rect`."""
