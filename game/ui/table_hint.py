"""The table shell's hint: "What would the computer do?", worked out by the Hard computer
beside the loop, told in words and shown as a ring where the move happens (a part of
`TableScene`, in its own room)."""
from __future__ import annotations

import random

import pygame

from game.core.actions import Action
from game.ui.match.computers import Advice, Thinker, advice_words
from game.ui.table_part import TablePart
from game.ui.widgets.button import Button
from game.ui.widgets.toast import draw_bubble


class HintPart(TablePart):
    """The hint's part of the shell: offered, asked, taken, drawn."""

    # --- what would the computer do? ---------------------------------------------------------
    def advice_kind(self) -> str | None:
        """The game's Hard computer kind, if it has one."""
        return next((k for k in self.info.bots if self.info.bot_label(k) == "Hard"), None)

    def advice_offered(self) -> bool:
        """"What would the computer do?" is offered to a person alone at the table (between
        people only when the setting says so; never in a lesson), on their own move, in a
        game with a Hard level."""
        humans = self.human_seats()
        alone = len(humans) == 1 or (bool(humans) and self.app.settings.hints_with_people)
        return (alone and self.coach is None and self.advice_kind() is not None
                and not self.rules.is_over() and self.looking and self.viewer in humans
                and self.viewer in self.rules.to_act() and not self.showing_move)

    def ask_advice(self) -> None:
        """The Hard computer works out the person's move beside the loop (from a copy of
        the person's view and legal moves); the records note that a hint was used."""
        if not self.advice_offered() or self._adviser is not None:
            return
        seat = self.viewer
        assert seat is not None
        kind = self.advice_kind()
        if self._advice_bot is None or getattr(self._advice_bot, "seat", seat) != seat:
            factories = self.info.load_bots()
            self._advice_bot = factories[kind](seat, random.Random(f"hint:{self.rules.seed}"))
        self.advice = None
        self.session.hints_used += 1
        if hasattr(self._advice_bot, "last"):
            self._advice_bot.last = None    # quote only the report of this decision's search
        self._adviser = Thinker(self._advice_bot, self.rules, seat, self.bot_key())
        self.dirty = True
        self.layout(self.size)

    def _update_advice(self) -> bool:
        """Take the hint once worked out; drop it when the game has moved on."""
        if self.advice is not None and self.advice.key != self.bot_key():
            self.advice = None
            self.dirty = True
        adviser = self._adviser
        if adviser is None or not adviser.done:
            return False
        self._adviser = None
        if adviser.error is None and adviser.action is not None and \
                adviser.key == self.bot_key():
            report = getattr(self._advice_bot, "last", None)
            self.advice = Advice(adviser.action, advice_words(
                self.rules, adviser.seat, adviser.action, report,
                self.move_words(adviser.action)), adviser.key)
        self.dirty = True
        self.layout(self.size)
        return True

    def move_words(self, action: Action) -> str | None:
        """The hint's words for a move whose log line would not do (a move that writes
        none, or whose public line leaves out what only this person may know); None: the
        log's own words. Override per game."""
        return None

    def advice_target(self, action: Action) -> pygame.Rect | None:
        """Where a move happens on screen (a cell, a card), for the hint's ring: override
        per game (None: the hint is told in words only)."""
        return None

    def take_hint(self, pos: tuple[int, int]) -> bool:
        """A press inside the hint's ring makes exactly the hinted move (that wall as it
        faces, that route, those capabilities), not whatever the press would do there;
        True if it did. Only for moves `hint_taken_by_press` allows."""
        advice = self.advice
        if advice is None or advice.key != self.bot_key() or not self.acting_here():
            return False
        where = self.advice_target(advice.action)
        if where is None or not where.collidepoint(pos) \
                or not self.hint_taken_by_press(advice.action):
            return False
        self.make_hinted(advice.action, pos)
        return True

    def hint_taken_by_press(self, action: Action) -> bool:
        """May a press on the ring make this hinted move at once? (Override: False for a
        move its own button makes, e.g. one that asks first, like leaving the game.)"""
        return True

    def make_hinted(self, action: Action, pos: tuple[int, int]) -> None:
        """Make the hinted move the person pressed (override to set the table up around
        it, e.g. to go on drawing from there)."""
        self.act(action, pos)

    def draw_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """The hint on screen: a ring where the move happens (`advice_target`) and its
        sentence over the top of the game log, where the table talks to the player (never
        over the board, the status lines, the dice or the buttons). Override to draw a
        ghost of the move too, then call this."""
        from game.ui.widgets.coach_bubble import draw_ring
        theme = self.app.theme
        where = self.advice_target(advice.action)
        if where is not None:
            draw_ring(surface, theme.colours.accent, where)
        log = self.log_panel.rect
        draw_bubble(surface, theme, advice.says, (log.x - 12, log.y - 12),
                    theme.colours.accent, width=log.width - 8)

    def hint_button(self) -> Button | None:
        """The Hint button in the panel's corner (Thinking… while it works), if offered."""
        if not (self.advice_offered() or self._adviser is not None):
            return None
        hint = Button("Thinking…" if self._adviser is not None else "Hint", self.ask_advice,
                      size=13)
        hint.enabled = self._adviser is None
        hint.disabled_reason = "The Hard computer is working out your move."
        hint.rect = pygame.Rect(self.side_rect.right - 12 - 76, 8, 76, 26)
        return hint
