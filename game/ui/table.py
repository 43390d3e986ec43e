"""The table shell: every game's table is a board on it.

The shell composes the match model (`game.ui.match`: playback, seating, computers) with the
side panel and the press guards. A game's table subclasses `TableScene` and writes only the
board's hooks (`layout_board`, `draw_board`, `on_board_intent`, `status`, `game_buttons`,
`advice_target`, `on_event`... the list is in `game/ui/README.md`), never the shell's
internals. The shell does the rest, the same for every game:

- **who is looking** (`viewer`): the human seat to act, or the only human at the table, or
  nobody (the public view). When the screen must change to another human seat and the game
  has secrets, a hand-off screen comes first, so nothing private shows to the wrong person;
- **acting**: `act(action, pos)` applies through the session; an IllegalAction becomes a
  toast with its reason where the player pointed. Esc opens the pause menu;
- **undo** (the policy is written once, in `game.core.protocol`): Ctrl+Z / Undo takes back
  the last move of `undo_seat()`, a human seat whose move nobody has acted after, nothing
  was rolled or revealed since, and (with secrets) no hand-off was passed since
  (`_look` seals the undo points). On a shared screen the button names whose move it takes
  back ("Undo Ann's move") and is hidden (its slot kept) while there is none; alone, it is
  greyed with a reason. The undone move's log lines go from every log (the session's
  `undo`); after a person's move is shown a computer waits the undo grace (`Pacing`: 3 s
  at speed 1, never under 2 s unless animations are off; Undo shows the seconds left, and a
  pointer resting on Undo holds the computers);
- **events**: drained from the session one at a time; `DiceRolled` animates in the dice tray
  to the real result; later events wait until earlier animations finish (a click skips);
  an event's log line appears once its animation has played (`log_lines`), never before;
- **computers**: one step at a time after a short pause, each through `bots.decide` (a
  searching one beside the loop on a copy of the match, as the sims decide); the seats the
  board names in `background_seats` move at once; the last move (`last_computer_move`)
  is one record that goes when a person's move is shown;
- **the end**: when the game is over and the last moves have played (a click skips), the
  end screen; from its "Look at the board" a "Back to the results" button returns to it.

Trust at the table (issue 16), the same for every game:

- **per-seat pointer state**: `new_pointer_state()` (override) makes a seat's state (tool in
  hand, facing, selection, hover, half-drawn stroke, scroll); `self.pointer_state` is the
  state of the seat on screen. A viewer change or hand-off brings the next seat its own
  last state (or a fresh one), never the previous seat's. `on_viewer_change(before, after)`
  (override, call super) drops what belonged to the previous seat's moment: hover verdicts,
  toasts, a dice roll they may not see, the log scroll;
- **a click does what it says, once**: a press within `GUARD_SECONDS` of a press that changed
  the screen, on the same spot, is swallowed (table level), and so is Enter / Space within
  `GUARD_SECONDS` of any change of the screen (`fresh_screen`); buttons new in their slot
  ignore presses and Enter as long (`ButtonBar`); game buttons sit in fixed slots and the Undo / Rules / Menu
  row is pinned to the bottom of the side panel; `ask(...)` opens a `ConfirmScene` whose
  confirm button is away from the click that asked;
- **the screen tells the game as it happened**: while the last move's events animate,
  `shown_view()` / `shown_public()` still give the views as they were before that move (draw
  panels, banners and status from them), and the game buttons stay as they were, disabled.

Draw only from `self.view()` (the viewer's view, never `rules.state`).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, ClassVar

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.core.protocol import Rules
from game.core.session import Session
from game.ui.intents import Intent
from game.ui.match import seating
from game.ui.match.computers import (STEP, Advice, Pacing, Thinker, advice_words,
                                     thinks_aside)
from game.ui.match.playback import LastMove, Playback
from game.ui.scene import Scene
from game.ui.table_drawing import THINKING_DOT, DrawingPart
from game.ui.table_hint import HintPart
from game.ui.scenes.handoff import HandoffScene
from game.ui.widgets.button import GUARD_SECONDS, Button, ButtonBar, clock
from game.ui.widgets.dice_tray import DiceTray
from game.ui.widgets.hover import LegalityCache, Verdict
from game.ui.widgets.log_panel import LogPanel
from game.ui.widgets.seat_state import PointerState, SeatStates
from game.ui.widgets.toast import AsideToast

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.coach import Coach, Lesson

BACKGROUND_BUDGET_S = 0.006
"""Time per frame spent on computer moves the screen does not show (`background_seats`)."""

LEGACY_GESTURES = {"doodle": frozenset({"draw", "rotate", "mirror"}),
                   "trapper": frozenset({"draw", "rotate"}), "lab": frozenset({"draw"})}
"""The gestures of the tables that do not name their own yet (`TableScene.gestures`):
draw (A held while moving), rotate (X, the R key), mirror (Y, the M key)."""

__all__ = ["Advice", "Animation", "LastMove", "TableScene", "Thinker", "advice_words",
           "thinks_aside"]


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


class TableScene(HintPart, DrawingPart, Scene):
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
        """Where a greyed button's reason was last drawn (a side button's: beside the
        panel, so it never covers the panel's other buttons, log or dice)."""
        self._think_age = 0.0
        self._think_dot = 0
        self.lesson: "Lesson | None" = None
        """The lesson this table plays (Learn to play), or None for a normal game."""
        self.coach: "Coach | None" = None
        """The lesson's coach: it may refuse an action the script does not ask for."""

    # --- shortcuts -------------------------------------------------------------------------
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

    @property
    def event_queue(self) -> list[Event]:
        """The events still to show (the playback's queue)."""
        return self.playback.queue

    @property
    def _held(self) -> dict[int | None, dict[str, Any]] | None:
        return self.playback.held

    @property
    def last_computer_move(self) -> LastMove | None:
        """The computer's last move the screen tells (one record; it goes when a person's
        move is shown)."""
        return self.playback.last_move

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

    def screen_seat(self) -> int | None:
        """The seat whose private screen is up (None: the public screen)."""
        return self.viewer if self.looking else None

    def shown_view(self) -> dict[str, Any]:
        """The viewer's view as of the move on screen: before the last move until its
        animations have played (panels, banners, status and hints draw from this)."""
        return self._held_view(self.screen_seat())

    def shown_public(self) -> dict[str, Any]:
        """The public view as of the move on screen (see `shown_view`)."""
        return self._held_view(None)

    def _held_view(self, seat: int | None) -> dict[str, Any]:
        return self.playback.view(seat, self.view_of)

    @property
    def showing_move(self) -> bool:
        """True while the last move's events are queued or animating."""
        return self.playback.settling

    # --- per-seat pointer state -------------------------------------------------------------
    def new_pointer_state(self) -> Any:
        """A fresh pointer state for one seat (override to return the game's own: tool in
        hand, facing, selection, hover, a half-drawn stroke, scroll)."""
        return PointerState()

    @property
    def pointer_state(self) -> Any:
        """The pointer state of the seat on screen (its own, kept across hand-offs)."""
        return self.seat_states.of(self.screen_seat())

    def on_viewer_change(self, before: int | None, after: int | None) -> None:
        """The screen changes hands: drop what belonged to the previous seat's moment
        (override to drop the game's own banners and captions; call super)."""
        self.legality.invalidate()
        self.app.toasts.clear()
        self.dice.forget_unless_visible(after)
        self._log_scroll[before] = self.log_panel.scroll
        self.log_panel.scroll = self._log_scroll.get(after, 0)
        self.bar.forget()   # every button is new to the next seat: none takes a stray click

    def _set_viewer(self, seat: int | None, looking: bool) -> None:
        before = self.viewer
        self.viewer, self.looking = seat, looking
        if seat != before:
            self.on_viewer_change(before, seat)

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
        """The seat whose screen should show now (a board's `reading_seat` keeps it)."""
        reading = self.reading_seat()
        if reading is not None:
            return reading
        return seating.desired_viewer(self.rules, self.human_seats(), self.viewer,
                                      self.has_secrets)

    def reading_seat(self) -> int | None:
        """Board hook: a seat that keeps the screen while she reads (None: the usual)."""
        return None

    def needs_handoff(self, seat: int | None) -> bool:
        return seating.needs_handoff(self.has_secrets, seat, self.human_seats())

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
            self._set_viewer(desired, False)
            self.app.stack.push(HandoffScene(
                self.app, self.name(desired), self.handoff_note(desired),
                on_continue=self._look, colour=self.app.theme.colours.seat_colour(desired),
                on_menu=self.open_menu))
        else:
            self._set_viewer(desired, True)
        self.dirty = True
        self.layout(self.size)

    def _look(self) -> None:
        """The hand-off was passed: what came before is final (undo never brings another
        seat's private screen back), and the next seat looks."""
        self.session.seal_undo()
        self.looking = True
        self.dirty = True
        self.layout(self.size)

    # --- acting ----------------------------------------------------------------------------
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
        """A computer's move in the words the screen's seat may read: its first told event,
        else the table's words for it (`move_words`)."""
        seat = self.screen_seat()
        said = [e.describe(self.rules.names()) for e in events if e.visible(seat)]
        told = [w for w in said if w]
        return told[0] if told else (self.move_words(action) or "")

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
        and goes when the state changes. A refusal of a press in the side panel opens
        beside the panel, at the press's height, never over its rows of buttons."""
        at = pos or self.app.mouse_pos()
        if not self.side_rect.collidepoint(at):
            self.app.toast(text, pos)
            self.app.toasts[-1].error = True
            return
        self.app.toasts = [t for t in self.app.toasts if t.text != text]
        self.app.toasts.append(AsideToast(text, at, error=True, panel=self.side_rect.copy()))

    def shared_screen(self) -> bool:
        """More than one person sits at this screen."""
        return len(self.human_seats()) > 1

    def undo_seat(self) -> int | None:
        """The human seat whose last move Undo takes back now: the viewer's own if it may,
        else (a shared screen) the person whose move nobody has acted after; None if no
        move may be taken back (see the policy in `game.core.protocol`)."""
        return seating.undo_seat(self.rules, self.human_seats(), self.viewer, self.looking)

    def undo_label(self, seat: int | None) -> str:
        """The Undo button's words: on a shared screen it names whose move it takes back."""
        if seat is not None and self.shared_screen():
            return f"Undo {self.name(seat)}'s move"
        return "Undo"

    def board_undo(self, pos: tuple[int, int] | None) -> bool:
        """Board hook: Undo where game moves are final; True if the board answered it."""
        return False

    def undo(self, pos: tuple[int, int] | None = None) -> None:
        if self.board_undo(pos):
            return
        refused = self.coach.refuse_undo() if self.coach is not None else None
        if refused:
            self.say_error(refused, pos)
            return
        seat = self.undo_seat()
        if seat is None or self.rules.is_over():
            self.say_error("No move to take back: a move is final once another seat acts, "
                           "something is rolled or revealed, or the screen is passed on.", pos)
            return
        self.skip_animations()      # the move being shown is the one taken back
        self.playback.drop()
        self.session.undo(seat)
        if self.coach is not None:
            self.coach.taken_back()
        self.pacing.reset()
        self.playback.moved(seat, True)
        self.changed()

    def _cached_views(self) -> dict[int | None, dict[str, Any]]:
        """The views drawn so far (as of before a move, until it is shown)."""
        return {seat: view for seat, (_, view) in self._views.items()}

    def changed(self) -> None:
        """The state changed: take the new events, refresh widgets. Until the new events
        have played, `shown_view` keeps the views of before and the buttons wait."""
        before, self._before_move = self._before_move, None
        self.playback.begin(self.session.drain(),
                            self._cached_views() if before is None else before,
                            hold=self.speed() > 0)
        self._views.clear()
        self.legality.invalidate()
        self.app.toasts = [t for t in self.app.toasts if not getattr(t, "error", False)]
        self.dirty = True
        self._pump()
        if self.showing_move:    # the move is still being shown: the buttons wait
            self.layout(self.size)

    def _pump(self) -> bool:
        """Start the queued events' animations while none is playing; settle when all have
        played. True if an event was taken."""
        heard: list[str] = []

        def show(event: Event) -> None:
            self._sound_of(event, heard)
            self.on_event(event)
        took = self.playback.take(lambda: self.busy, show)
        if self.playback.settle_due(self.busy):
            self._settled()
        return took

    def finish_showing(self) -> None:
        """Play every queued event at once: the screen catches up with the game."""
        for _ in range(10_000):
            if not self.busy and not self.event_queue:
                break
            self.skip_animations()
            self.animations.clear()
            self._pump()
        self._pump()
        self.on_shown_all()

    def on_shown_all(self) -> None:
        """Hook: every event of the moves made so far has been shown at once."""

    SOUNDS_AT_ONCE = 2
    """Events that start together (animations off, or events with no animation) sound at
    most this many distinct sounds, so a whole move at once is not a din."""

    def _sound_of(self, event: Event, heard: list[str]) -> None:
        """Play the sound of an event as its animation starts. What a watcher may not see
        she may not hear: an event the screen's seat may not see, or any private event when
        more than one person sits at the table, makes the game's one private sound."""
        seat = self.viewer if self.looking else None
        secret = event.visible_to is not None and (
            len(self.human_seats()) > 1 or not event.visible(seat))
        name = self.app.sounds.sound_for(self.info.key, event, secret)
        if name and name not in heard and len(heard) < self.SOUNDS_AT_ONCE:
            heard.append(name)
            self.app.sounds.play(name)

    def _settled(self) -> None:
        """The last move's events have played: panels and buttons move on, and the
        computers' pause (a person's undo grace) starts from here."""
        self.pacing.reset()
        self.dirty = True
        self.layout(self.size)

    # --- events and animations -------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        """Start the animation of one event (override and call super for your own)."""
        if isinstance(event, DiceRolled) and event.visible(self.viewer if self.looking
                                                           else None):
            self.dice.speed = self.speed()
            self.dice.show(event, colours=self.dice_colours(event))

    def dice_colours(self, event: DiceRolled) -> tuple[str | None, ...]:
        """Each die's colour name ("red", "white"; None: the usual), for games whose dice
        differ by colour (override; an event's own `colours` field is used otherwise)."""
        return tuple(getattr(event, "colours", ()) or ())

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

    @property
    def waiting(self) -> bool:   # type: ignore[override]
        """A computer (or the hint) is deciding beside the loop: nothing to redraw but its
        indicator, so the loop polls without drawing and the thinking thread keeps the CPU."""
        return self.thinker is not None or self._adviser is not None

    def _pace_thinking(self, dt: float) -> None:
        """Step the thinking indicator's dots (a redraw each `THINKING_DOT` seconds only)."""
        if not self.waiting:
            self._think_age, self._think_dot = 0.0, 0
            return
        self._think_age += dt
        dot = int(self._think_age / THINKING_DOT) % 3
        if dot != self._think_dot:
            self._think_dot = dot
            self.dirty = True

    def board_update(self, dt: float) -> None:
        """Hook: the board's own once-a-frame step (move its captions on), before the
        shell's."""

    def exit(self) -> None:
        self.drop_thinker()
        self._adviser = None
        self.session.flush()

    def _advance(self, dt: float) -> bool:
        moving = self.dice.update(dt)
        if self.animations:
            self.animations[0].age += dt
            if self.animations[0].done:
                self.animations.pop(0)
            moving = True
        moving = self._pump() or moving
        if self.busy or self.event_queue:
            return True
        if self.rules.is_over():
            if not self.end_shown:
                self._end_wait += dt
                if self._end_wait < self.seconds(self.end_pause):
                    return True  # the final board, a moment before the results
                if self.app.stack.top is self:   # never over a menu the player opened
                    self.show_end()
            return moving
        seat = self.session.next_bot()
        if self.thinker is not None and (seat != self.thinker.seat
                                         or self.thinker.key != self.bot_key()):
            self.drop_thinker()     # the game moved on (an undo): that thought is stale
        if self.replay is not None and not self.replay.playing:
            return moving
        if self.thinker is None and self.undo_seat() is None and self._background_moves():
            return True     # (never while a person's move may be taken back: its grace)
        if seat is not None:
            if self.thinker is not None:
                return self._take_thought()
            grace = self.undo_seat() is not None
            was = self.undo_countdown()
            if self.pacing.tick(dt, self.speed(), grace, self.undo_held(), self.bot_delay):
                self.computer_moves(seat)
            elif self.undo_countdown() != was:
                self.dirty = True    # the Undo button's seconds left
            return True
        if self.desired_viewer() != self.viewer or not self.looking:
            if self.app.stack.top is self:
                self.sync_viewer()
        return moving

    def computer_moves(self, seat: int) -> None:
        """A computer's step, through the one call the sims make (`bots.decide`): a
        searching one thinks beside the loop on a copy of the match, a quick one at once."""
        bot = self.session.bots[seat]
        if thinks_aside(bot):
            self.thinker = Thinker(bot, self.rules, seat, self.bot_key())
            self.dirty = True
            self._take_thought()
            return
        events = self.session.step_bot(seat)
        self._moved(self.rules.log[-1].action, events)

    def gestures(self) -> frozenset[str]:
        """Hook: the board's gestures for the pad hints: "draw" (a drag draws), "rotate",
        "mirror" (the piece in hand)."""
        return LEGACY_GESTURES.get(self.info.key, frozenset())

    def background_seats(self) -> list[int]:
        """Hook: computer seats whose moves the screen does not show now (a big table's
        other sheets): they move at once, a few per frame, without a pause."""
        return []

    def _background_moves(self) -> bool:
        """Step the background seats within a small time budget; True if any moved."""
        start, moved = time.perf_counter(), False
        while time.perf_counter() - start < BACKGROUND_BUDGET_S and not self.rules.is_over():
            seats = [s for s in self.background_seats()
                     if s in self.session.bots and not thinks_aside(self.session.bots[s])]
            if not seats:
                break
            events = self.session.step_bot(seats[0])
            self._moved(self.rules.log[-1].action, events)
            moved = True
            if self.busy or self.event_queue:
                break
        return moved

    def undo_held(self) -> bool:
        """A pointer resting on an enabled Undo holds the computers (its grace stops)."""
        button = self.undo_button
        return button.enabled and button.visible and button.hit(self.pointer_at)

    def undo_countdown(self) -> int:
        """Whole seconds left of the undo grace before a computer answers (0: none)."""
        left = self.pacing.left()
        return int(left + 0.999) if left > 0 and self.session.next_bot() is not None else 0

    def bot_key(self) -> tuple[Any, ...]:
        """Where the game is: a computer's thought applies only where it began."""
        return (len(self.rules.log), id(self.rules.state))

    def _take_thought(self) -> bool:
        """Apply the computer's decision once it is made (the loop runs on meanwhile)."""
        thinker = self.thinker
        assert thinker is not None
        if not thinker.done:
            return False    # the loop polls (`waiting`) without redrawing meanwhile
        self.thinker = None
        self.dirty = True
        if thinker.error is not None:
            raise thinker.error
        assert thinker.action is not None
        events = self.session.apply(thinker.action, save=False)
        self._moved(thinker.action, events)
        return True

    def drop_thinker(self) -> None:
        """Forget a thought in progress (its thread ends on its own; its result is unused)."""
        if self.thinker is not None:
            self.thinker = None
            self.dirty = True

    def acting_here(self) -> bool:
        """The person whose screen this is may act now."""
        return self.looking and self.viewer is not None and \
            self.viewer in self.rules.to_act() and self.viewer in self.human_seats()

    def thinking_seat(self) -> int | None:
        """The computer seat deciding now (its indicator shows), or None."""
        return self.thinker.seat if self.thinker is not None else None

    # --- the end ---------------------------------------------------------------------------
    def show_end(self) -> None:
        from game.ui.scenes.end import EndScene, computer_levels
        result = self.rules.result()
        if result is None:
            return
        self.end_shown = True
        self._set_viewer(None, True)
        people = self.human_seats()
        won = any(s in result.winners for s in people) if people else bool(result.winners)
        self.app.sounds.play("victory" if won else "defeat")
        seats = self.replay.data.seats if self.replay is not None else self.rules.seats
        levels = computer_levels(self.info, seats)
        self.app.stack.push(EndScene(self.app, self.info.title, result, self.play_again,
                                     on_board=self.layout_after_end,
                                     notes=self.session.notes, levels=levels))

    def layout_after_end(self) -> None:
        self.layout(self.size)

    def ask(self, question: str, yes: str, on_yes: Callable[[], None],
            pos: tuple[int, int] | None = None, detail: str = "") -> None:
        """Ask before something that cannot be taken back (Concede, Restart): a dialog whose
        confirm button is away from `pos`, the click that asked."""
        from game.ui.scenes.confirm import ConfirmScene
        self.app.stack.push(ConfirmScene(self.app, question, yes, on_yes,
                                         origin=pos or self.app.mouse_pos(), detail=detail))

    def play_again(self) -> None:
        """Again: the same seats on a new deal; a lesson from its start; a replay from its
        first move."""
        if self.replay is not None:
            while self.app.stack.top is not self and self.app.stack.top is not None:
                self.app.stack.pop()
            self.replay.playing = True
            self.app.stack.replace(self.replay.open(0))
            return
        if self.lesson is not None:   # a lesson starts again: never a recorded game
            from game.ui.coach import start_lesson
            start_lesson(self.app, self.info, self.lesson)
            return
        seats = list(self.rules.seats)
        self.app.start_game(self.info, seats, random.randrange(1_000_000),
                            dict(self.rules.options))

    def before_menu(self) -> None:
        """Board hook: what the game keeps before the pause menu opens (its save may follow)."""

    def open_menu(self) -> None:
        """The pause menu; a replay's and a lesson's offer nothing that saves or restarts
        (a replay: Resume, Rules, "Leave the replay")."""
        self.before_menu()
        from game.ui.scenes.launcher import LauncherScene
        from game.ui.scenes.pause import PauseScene
        leave = lambda: self.app.stack.clear_to(LauncherScene(self.app))  # noqa: E731
        if self.replay is not None or self.lesson is not None:
            self.app.stack.push(PauseScene(
                self.app, self.info, on_restart=None, on_quit=leave,
                quit_label="Leave the replay" if self.replay is not None
                else "Leave the lesson", settings=self.replay is None))
            return
        self.app.stack.push(PauseScene(
            self.app, self.info, on_restart=self.play_again,
            restart_note=None if self.rules.is_over() else
            "The game in progress ends and a new one starts with the same seats.",
            on_quit=leave))

    # --- input -----------------------------------------------------------------------------
    def state_key(self) -> tuple[Any, ...]:
        """Changes whenever what is under the pointer may have changed."""
        return (len(self.rules.log), id(self.rules.state), self.viewer, self.looking,
                len(self.app.stack.scenes))

    def double_press(self, pos: tuple[int, int]) -> bool:
        """Is this press the second half of a double click whose first half changed the
        screen? Then it is swallowed: the click did what it said, once. A board's mark
        (`press_marks`) is never swallowed."""
        if self.press_marks(pos):
            return False
        now = clock.now()
        last = self._last_press
        if last is not None and now - last[0] < GUARD_SECONDS \
                and abs(pos[0] - last[1][0]) <= 8 and abs(pos[1] - last[1][1]) <= 8 \
                and last[2] != self.state_key():
            return True
        self._last_press = (now, pos, self.state_key())
        return False

    def press_marks(self, pos: tuple[int, int]) -> bool:
        """Board hook: is a press at `pos` a mark on the board (quick marks all count)?"""
        return False

    def fresh_screen(self) -> bool:
        """True for `GUARD_SECONDS` after the screen changed (a move, a viewer change, the
        end of a move being shown): Enter or Space then is the rest of the double press that
        changed it, not a decision about the new screen."""
        key = self.state_key() + (self.showing_move,)
        now = clock.now()
        if key != self._screen_key:
            self._screen_key, self._screen_since = key, now
        return now - self._screen_since < GUARD_SECONDS

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "menu":
            self.open_menu()
            return
        if intent.kind == "confirm" and self.fresh_screen():
            return
        if intent.kind == "confirm" and self.replay is None and self.press_main():
            return
        if intent.kind == "undo":
            if self.replay is None:
                self.undo(intent.pos)
            return
        if intent.pos is not None and intent.kind in ("motion", "press"):
            self.bar.point(intent.pos)   # a button changed under a still pointer waits
        if self.replay is not None and self._replay_intent(intent):
            return
        if intent.pos is not None and intent.kind in ("motion", "press"):
            self.pointer_at = intent.pos
        if intent.kind == "motion":
            for toast in self.app.toasts:
                toast.moved_to(intent.pos)
        if intent.kind == "press" and self.on_press(intent.pos):
            return
        if intent.kind == "wheel" and self.log_panel.on_wheel(intent.pos, intent.amount):
            return
        self.on_board_intent(intent)

    def main_button(self) -> Button | None:
        """Board hook: the button Enter and Space press now, the main action of the moment;
        None while a decision or question is open, so Enter twice never passes a decision
        (None: Enter and Space go on to the board's `on_board_intent`)."""
        return None

    def press_main(self) -> bool:
        """Enter or Space presses the main button as a click on it would (the bar's guards,
        its sound; `act` then undo and the coach); True if a live, enabled one took it."""
        button = self.main_button()
        return button is not None and self.bar.press(button)

    def _replay_intent(self, intent: Intent) -> bool:
        """A press on the replay's move counter jumps there; the board takes nothing."""
        from game.ui.widgets.replay_bar import counter_fraction
        if intent.kind == "press" and self.counter.collidepoint(intent.pos):
            self.replay.jump(self.replay.at_fraction(counter_fraction(self.counter,
                                                                      intent.pos)))
            return True
        if intent.kind == "press":
            return self.bar.click(intent.pos) or True
        return intent.kind not in ("motion", "wheel", "next", "move")

    def on_press(self, pos: tuple[int, int]) -> bool:
        """The table's part of a press; True if it was used (the board never sees it)."""
        if self.board_press(pos):
            return True
        if self.double_press(pos):
            return True
        if not self.busy and self.take_hint(pos):
            return True
        button = self.bar.button_at(pos)
        if button is not None and button.enabled:
            return self.bar.click(pos)
        if self.busy and not self.press_skips_move:
            self.skip_animations()
            return True
        if self.busy:
            self.finish_showing()
            if not self.acting_here():
                return True
            self._last_press = None   # the same press now acts on what is shown
            return self.on_press(pos)
        if self.rules.is_over() and not self.end_shown:
            self.show_end()  # a click skips the last look at the board
            return True
        return self.bar.click(pos)

    # --- layout ----------------------------------------------------------------------------
    def board_press(self, pos: tuple[int, int]) -> bool:
        """Board hook: a press the board answers before the shell's; True if used."""
        return False

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
        common[0].disabled_reason = "No move to take back: a move is final once another " \
            "seat acts or something is rolled or revealed."
        y = self.dice.rect.bottom + 12
        for b in buttons:
            b.rect = pygame.Rect(x, y, inner, 40)
            y += 48
        y = max(y, self.dice.rect.bottom + 12 + 48 * self.button_slots)
        if self.replay is not None:   # the player's controls where the game's buttons go
            from game.ui.widgets.replay_bar import counter_rect, replay_buttons
            top = self.dice.rect.bottom + 12
            buttons = replay_buttons(self.replay, x, top, inner)
            self.counter = counter_rect(x, top, inner)
            y = max(y, self.counter.bottom + 12)
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
