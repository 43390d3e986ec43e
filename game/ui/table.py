"""The table shell: every game's table is a board on it.

The shell composes the match model (`game.ui.match`: playback, seating, computers) with the
side panel and the press guards. A game's table subclasses `TableScene` and writes only the
board's hooks (`layout_board`, `draw_board`, `on_board_intent`, `status`, `game_buttons`,
`main_button`, `advice_target`, `on_event`... the list is in `game/ui/README.md`), never the
shell's internals. The shell does the rest, the same for every game, in parts named for
what they hold (each a mixin of `TableScene` in its own module):

- `table_views.ViewsPart`: the views as of the event on screen (`view`, `shown_view`);
- `table_seats.SeatsPart`: who is looking, hand-offs, each seat's own pointer state;
- `table_events.EventsPart`: a move's events shown one at a time, animations, sounds;
- `table_pace.PacePart`: the frame's pace and the computers' turns (pauses, the undo grace,
  thinking beside the loop, background seats);
- `table_undo.UndoPart`: the one undo policy (whose move, its words, its grace);
- `table_end.EndPart`: the results, Again, `ask`, the pause menu;
- `table_input.InputPart`: presses and keys through the guards (Enter / Space to the
  board's `main_button`);
- `table_layout.LayoutPart`: the board's rect and the side panel's rows;
- `table_hint.HintPart`: "What would the computer do?";
- `table_drawing.DrawingPart`: the frame (identical frames skipped), the panel, the log.

What stays here is the table's state and its one way to move: `act(action, pos)` applies a
person's action through the session (an IllegalAction becomes a toast with its reason where
the player pointed), `_moved` hands a move to the match model's last move and pacing, and
`update` runs a frame. Draw only from `self.view()` (the viewer's view, never
`rules.state`).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.core.protocol import Rules
from game.core.session import Session
from game.ui.match import seating
from game.ui.match.computers import STEP, Advice, Pacing, Thinker, advice_words, thinks_aside
from game.ui.match.playback import LastMove, Playback
from game.ui.scene import Scene
from game.ui.table_drawing import DrawingPart
from game.ui.table_end import EndPart
from game.ui.table_events import Animation, EventsPart
from game.ui.table_hint import HintPart
from game.ui.table_input import InputPart
from game.ui.table_layout import LayoutPart
from game.ui.table_pace import PacePart
from game.ui.table_seats import SeatsPart
from game.ui.table_undo import UndoPart
from game.ui.table_views import ViewsPart
from game.ui.widgets.button import Button, ButtonBar
from game.ui.widgets.dice_tray import DiceTray
from game.ui.widgets.hover import LegalityCache
from game.ui.widgets.log_panel import LogPanel
from game.ui.widgets.seat_state import SeatStates
from game.ui.widgets.toast import AsideToast

if TYPE_CHECKING:
    from game.ui.coach import Coach, Lesson
    from game.ui.services import Services

__all__ = ["Advice", "Animation", "LastMove", "TableScene", "Thinker", "advice_words",
           "thinks_aside"]


class TableScene(InputPart, LayoutPart, EndPart, UndoPart, PacePart, EventsPart, SeatsPart,
                 ViewsPart, HintPart, DrawingPart, Scene):
    """The table shell: the parts above composed over the table's state."""

    has_secrets: ClassVar[bool] = True
    """Hidden information per seat: hand-offs between human seats."""
    side_width: ClassVar[float] = 0.26
    """The side panel's share of the window width."""
    button_slots: ClassVar[int] = 3
    """Game button slots reserved in the side panel (more buttons take more room)."""
    end_pause: ClassVar[float] = 1.2
    """Seconds (at animation speed 1) the final board shows before the results."""
    BUSY_REASON: ClassVar[str] = "The last move is still being shown: click to skip it."
    press_skips_move: ClassVar[bool] = False
    """A press while a move is shown skips all of it (not only the animation playing),
    and when this person may act, goes on to act where it pressed."""

    def __init__(self, app: "Services", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.info = session.info
        self.viewer: int | None = None
        self.looking = False
        """True once the viewer's screen may show (after any hand-off)."""
        self.dice = DiceTray(app.theme, app.anim_speed, seed=session.rules.seed)
        self.log_panel = LogPanel(app.theme)
        self.bar = ButtonBar()
        self.playback = Playback()
        """The events still to show, the views as of the event on screen, the last move."""
        self.animations: list[Animation] = []
        self.legality = LegalityCache()
        self.bot_delay = STEP
        """Seconds (at animation speed 1) a computer waits before each step."""
        self.pacing = Pacing()
        """When the next computer step may go (the undo grace after a person's move)."""
        self.end_shown = False
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        self._views: dict[int | None, tuple[tuple[int, int], dict[str, Any]]] = {}
        self._log_key: tuple[int, int, int | None, int] | None = None
        self._log: list[str] = []
        self.anim_rng = random.Random(session.rules.seed)
        self.seat_states = SeatStates(self.new_pointer_state)
        self._log_scroll: dict[int | None, int] = {}
        self._game_buttons: list[Button] = []
        self._end_wait = 0.0
        self._last_press: tuple[float, tuple[int, int], tuple[Any, ...]] | None = None
        self._screen_key: tuple[Any, ...] | None = None
        self._screen_since = 0.0
        self.advice: "Advice | None" = None
        """"What would the computer do?": the Hard computer's move for the person, shown."""
        self._adviser: Thinker | None = None
        self._advice_bot: Any = None
        self.thinker: Thinker | None = None
        """A computer deciding beside the loop (a searching bot), if any."""
        self.undo_button = Button("Undo", self.undo)
        """The Undo button (its note tells the seconds left before a computer answers)."""
        self._last_frame: tuple[Any, ...] | None = None
        self.replay: Any = None
        """The replay's player (`game.ui.replay.ReplayPlayer`) when this table plays a
        record back: no game buttons then, and its own controls."""
        self.counter = pygame.Rect(0, 0, 0, 0)
        self.pointer_at: tuple[int, int] = (-1, -1)
        """Where the pointer last moved or pressed over the table."""
        self._before_move: dict[int | None, dict[str, Any]] | None = None
        self.hover_bubble: pygame.Rect | None = None
        """Where a greyed button's reason was last drawn (a side button's: in the panel by
        the button, off the panel's other buttons where there is room)."""
        self._think_age = 0.0
        self._think_dot = 0
        self._on_the_clock = False
        """Only the pace clock ran last frame (see `waiting`)."""
        self._batch_moves = False
        self._relayout_due = False
        """Moves the screen does not show are being made: one layout after them."""
        self.lesson: "Lesson | None" = None
        """The lesson this table plays (Learn to play), or None for a normal game."""
        self.coach: "Coach | None" = None
        """The lesson's coach: it may refuse an action the script does not ask for."""

    @property
    def rules(self) -> Rules:
        return self.session.rules

    def speed(self) -> float:
        """The animation speed (a replay's own speed times the setting)."""
        return self.app.anim_speed * (self.replay.speed if self.replay is not None else 1.0)

    def seconds(self, base: float) -> float:
        """An animation length scaled by the animation-speed setting (0 = instant)."""
        s = self.speed()
        return 0.0 if s <= 0 else base / s

    def name(self, seat: int | None) -> str:
        return self.rules.seat_name(seat)

    def human_seats(self) -> list[int]:
        return seating.human_seats(self.rules, self.session.bots)

    def enter(self) -> None:
        self.event_queue.extend(self.session.drain())
        self.sync_viewer()

    def resume(self) -> None:
        super().resume()
        self.layout(self.size)
        if self.covered_looking:
            self.point_at(self.app.mouse_pos())   # no motion came while covered
        # (a hand-off covers a hidden screen: the next seat starts with no pointer at all)

    def act(self, action: Action, pos: tuple[int, int] | None = None) -> bool:
        """Apply a player's action; an illegal one shows its reason where they pointed.
        The move before it finishes showing first: the screen catches up with the game."""
        if not self.looking and action.seat in self.human_seats():
            return False
        refused = self.coach.refusal(action) if self.coach is not None else None
        if refused:
            self.say_error(refused, pos)
            return False
        self.finish_showing()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say_error(exc.message(), pos)
            return False
        self._moved(action, events)
        return True

    def _moved(self, action: Action, events: list[Event]) -> None:
        """A move was applied: the last move follows it (a person's clears a computer's;
        a computer's, told in words, becomes it), then its events are shown."""
        before = self._cached_views()
        humans = self.human_seats()
        person = action.seat in humans
        words = "" if person else self._move_said(action, events)
        together = self.together()
        self.playback.moved(action.seat, person, words,
                            self.last_move_where(action) if words else (), together)
        if not self.together():
            self.playback.together_over()
        self.on_moved(action, person)
        self.pacing.reset()
        self._before_move = before
        self.changed()

    def _move_said(self, action: Action, events: list[Event]) -> str:
        """A computer's move in the words the screen's seat may read: its first told event
        that is not a roll (the dice tray shows the rolls: "Computer jumps to entrance 4",
        not the reroll before it), else its first told roll, else the table's words for it
        (`move_words`)."""
        seat = self.screen_seat()
        told = [(isinstance(e, DiceRolled), words) for e in events if e.visible(seat)
                if (words := e.describe(self.rules.names()))]
        told.sort(key=lambda pair: pair[0])        # a stable sort: rolls after the rest
        return told[0][1] if told else (self.move_words(action) or "")

    def together(self) -> bool:
        """Hook: is the game in a stretch everyone plays at once (a computer's move made
        alongside a person's then stays said over it)? Default: never."""
        return False

    def on_moved(self, action: Action, person: bool) -> None:
        """Hook: a move was just applied (before its events show); `person` when a person
        made it. Drop what belonged to the move before (captions, cards)."""

    def last_move_where(self, action: Action) -> tuple[Any, ...]:
        """Hook: where a computer's move happened, as the board marks it (cells, a card);
        empty when it names no place."""
        return ()

    def say_error(self, text: str, pos: tuple[int, int] | None = None) -> None:
        """An error toast where the player pointed: it fades once the pointer moves on,
        and goes when the state changes. A refusal of a press in the side panel opens in
        the panel by the pressed button (as a greyed button's reason does), never over the
        board beside it."""
        at = pos or self.app.mouse_pos()
        if not self.side_rect.collidepoint(at):
            self.app.toast(text, pos)
            self.app.toasts[-1].error = True
            return
        pressed = self.bar.button_at(at)
        button = pressed.rect.copy() if pressed is not None else None
        clear = self.panel_buttons_but(button)
        self.app.toasts = [t for t in self.app.toasts if t.text != text]
        self.app.toasts.append(AsideToast(text, at, error=True, panel=self.side_rect.copy(),
                                          button=button, clear=clear))

    def update(self, dt: float) -> bool:
        self.fresh_screen()   # note when the screen changed, for the keyboard's guard
        self.board_update(dt)
        hinting = self._update_advice()
        try:
            moving = self._advance(dt) or hinting
        finally:
            self.session.flush()
        self._pace_thinking(dt)
        left = self.undo_countdown()
        note = f"{left} s" if left and self.undo_button.enabled else ""
        if note != self.undo_button.note:
            self.undo_button.note = note   # the seconds left to take the move back
            self.dirty = True
        return moving

    def board_update(self, dt: float) -> None:
        """Hook: the board's own once-a-frame step (move its captions on), before the
        shell's."""

    def exit(self) -> None:
        self.drop_thinker()
        self._adviser = None
        self.session.flush()
