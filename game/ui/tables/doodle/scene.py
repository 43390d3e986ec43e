"""The Doodle Dungeon table: drafting and building (Phase A), drawing hero paths (Phase B)
and the heroes' walk with its card windows (Phase C), on one screen.

Everything shown comes from `view(seat)` of the seat whose screen it is (the public
`view(None)` when nobody private is looking); every action goes through the rules, which
also give the red reasons of the hover previews.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.session import Session
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard,
                                       PathStep, PickCard, PlacePiece, PlayCard, Reroll,
                                       TickBox, TurnCard)
from game.games.doodle.content import DoodleContent
from game.games.doodle.events import (ActionPlayed, ElementLost, FightResolved, HeroDied,
                                      HeroEscaped, HeroHealed, HeroWalked, StopSkipped,
                                      TrapSprung, WindowPassed)
from game.games.doodle.fold import folded
from game.ui.table import Advice, TableScene
from game.ui.tables.doodle.cards import CardPainter
from game.ui.tables.doodle.draw import draw_table
from game.ui.tables.doodle.ghost import LIFT, draw_ghost
from game.ui.tables.doodle.input import PointerHandling
from game.ui.tables.doodle.layout import Layout, plan
from game.ui.tables.doodle.pointer import DoodleHand, PathPencil, WallGhost
from game.ui.tables.doodle.sheet import DungeonPainter
from game.ui.tables.doodle.track import TrackPainter
from game.ui.tables.doodle.words import DoodleWords
from game.ui.widgets.button import Button

STEP_SECONDS = 0.12
STOP_SECONDS = 3.0
"""How long a stop (a fight's sums, a trap, a skipped stop) holds before the walk goes on
(at animation speed 1; a click acknowledges it sooner)."""
NEWS_SECONDS = 1.2
NEWS = (FightResolved, TrapSprung, HeroDied, HeroEscaped, StopSkipped, HeroHealed, ElementLost)


class DoodleTable(DoodleWords, PointerHandling, TableScene):
    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app, session)
        self.content: DoodleContent = session.rules.content
        self.sheet = DungeonPainter(app.theme, app.sprites)
        self.cards = CardPainter(app.theme, app.sprites, self.content)
        self.track = TrackPainter(app.theme, app.sprites, self.content, self.sheet.paper)
        self.pointer: tuple[int, int] = (-1, -1)
        """The mouse position (what it means belongs to the seat's `tools`)."""
        self.focus = 0
        """The dungeon in the news (Phase C): the last hero that walked."""
        self.caption = ""
        self.caption_owner: int | None = None
        """Whose dungeon the caption tells of (it shows only over that sheet; None: over
        any)."""
        self.last_fight: FightResolved | None = None
        """The fight on screen (issue 16 §8): dice, Strength, cards, total, verdict."""
        self.bubble = ""
        """A red reason to draw over everything this frame (set while drawing)."""
        self.note = ""
        """A plain note (what a hovered card does), drawn when there is no red reason."""
        self.just_drawn: int | None = None
        """The space the pointer has just drawn an element on and not left yet: the next
        element's preview (red there: 'not empty') waits until the pointer moves on."""
        self.just_picked: pygame.Rect | None = None
        """Where the display card just taken lay, while the pointer stays there: the card
        that slides into its place keeps its note until the pointer moves off."""
        self.plan = Layout()
        self._legal_key: tuple[int, int, int, int | None] | None = None
        self._legal: list[Action] = []
        self._acting: frozenset[int] = frozenset()
        self.told: list[Event] = []
        """The events shown so far of the moves on screen (folded onto the views held from
        before them: `shown_board`)."""
        self._told_for: object = None
        self._on_screen: tuple | None = None
        """The decision the private screen up now was opened for (hot-seat)."""
        """(moves taken back so far, the log's length just after the last of them)."""

    # --- per-seat pointer state (issue 16 §1) ---------------------------------------------
    def new_pointer_state(self) -> DoodleHand:
        return DoodleHand()

    @property
    def tools(self) -> DoodleHand:
        """The pointer state of the seat on screen: ghost facing, pencil, pinned sheet."""
        return self.pointer_state

    @property
    def ghost(self) -> WallGhost:
        return self.tools.ghost

    @property
    def pencil(self) -> PathPencil:
        return self.tools.pencil

    @property
    def pinned(self) -> int | None:
        """The sheet the seat on screen chose with a seat tab."""
        return self.tools.pinned

    @pinned.setter
    def pinned(self, seat: int | None) -> None:
        self.tools.pinned = seat

    def on_viewer_change(self, before: int | None, after: int | None) -> None:
        """The screen changes hands: the leaving seat's half-drawn stroke and the sheet it
        looked at go; the mouse position and the hover notes mean nothing to the next."""
        super().on_viewer_change(before, after)
        left = self.seat_states.of(before)
        left.pencil.stop()
        left.pinned = None
        self.pointer = (-1, -1)
        self.bubble = self.note = ""
        self._on_screen = None

    # --- hot-seat: a private screen only for its own decision (doodle §6) --------------------
    def decision(self) -> tuple | None:
        """Which decision the game waits for now, and whose (None: nobody's): a pick and
        build, a hero path, or one card window at one stop of one walk."""
        v = self.public()
        phase = v["phase"]
        if phase == "build":
            b = v["building"]
            seat = b["seat"] if b else (v["to_pick"][0] if v["to_pick"] else None)
            return ("build", v["round"], seat)
        if phase == "path" and v["drawing"]:
            return ("path", v["drawing"]["drawer"], v["drawing"]["owner"])
        stop = v["stop"] if phase == "heroes" else None
        if stop and stop["window"]:
            hero = v["heroes"][stop["owner"]]
            return ("heroes", stop["owner"], hero["at"], stop["cell"], *stop["window"])
        return None

    def guard_privacy(self) -> None:
        """On a shared screen, a person's private screen stays up only for the decision it
        was opened for: once that decision is made, the table turns neutral (the public
        view and log, no hand, no notes) through computer turns and public moments, and
        the next private decision comes behind a hand-off (doodle §6)."""
        if len(self.human_seats()) < 2 or self.viewer is None or not self.looking:
            return
        now = self.decision()
        if self._on_screen is None:
            self._on_screen = now
        elif now != self._on_screen:
            self._set_viewer(None, True)
            self.dirty = True
            self.layout(self.size)

    def board_update(self, dt: float) -> None:
        self.guard_privacy()
        self.rest_pencil(dt)

    # --- what is on screen ------------------------------------------------------------------
    def phase(self) -> str:
        return self.public()["phase"]

    def legal(self) -> list[Action]:
        """The viewer's legal actions (cached per state), empty unless they act here."""
        seat = self.viewer if self.acting_here() else None
        key = (len(self.rules.log), id(self.rules.state), self.session.lines_taken_back, seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.rules.legal_actions(seat) if seat is not None else []
        return self._legal

    def shown_owner(self) -> int:
        """Whose sheet the board shows: the one the seat chose with a tab, else the one in
        play."""
        if self.pinned is not None:
            return self.pinned
        return self.owner_in_play()

    def viewing(self) -> int | None:
        """The seat whose sheet the player chose to look at instead of the one in play."""
        pinned = self.pinned
        return pinned if pinned is not None and pinned != self.owner_in_play() else None

    def look_back(self) -> None:
        """Back to the sheet in play (the 'Back to' button, or the tab again)."""
        self.pinned = None
        self.app.toasts.clear()
        self.dirty = True
        self.layout(self.size)

    def owner_in_play(self) -> int:
        """Whose sheet the game is about now (the builder's, the one a path is drawn
        through, the stop's, else the dungeon in the news), as of the move on screen."""
        v = self.shown_public()
        phase = v["phase"]
        if phase == "build":
            if v["building"]:
                return v["building"]["seat"]
            return v["to_pick"][0] if v["to_pick"] else (self.viewer or 0)
        if phase == "path" and v["drawing"]:
            return v["drawing"]["owner"]
        if phase == "heroes" and v["stop"]:
            return v["stop"]["owner"]
        return self.focus

    def treasures_shown(self, owner: int) -> list[int]:
        """Treasure notes drawn on a sheet: the viewer's own, or everyone's at the end."""
        if self.phase() == "over":
            return self.public()["sheets"][owner].get("treasures", [])
        view = self.view()
        if self.looking and self.viewer == owner and view["private"]:
            return view["private"]["treasures"]
        return []

    def element(self) -> str | None:
        """The element the viewer is installing now, if any."""
        b = self.public()["building"]
        if not self.acting_here() or b is None or b["element"] >= len(b["elements"]):
            return None
        return b["elements"][b["element"]]

    def hand(self) -> list[int]:
        view = self.view()
        if not self.looking or view["private"] is None:
            return []
        return view["private"]["hand"]

    # --- buttons ------------------------------------------------------------------------------
    def game_buttons(self) -> list[Button]:
        if self.viewing() is not None:      # the buttons say so too (issue 16 §1); the
            done = self.done_button()        # step's Done stays in reach (Enter)
            return [Button(self.back_label(), self.look_back, size=15)] + \
                ([done] if done is not None and done.enabled else [])
        if not self.acting_here():
            return []
        seat = self.viewer
        assert seat is not None
        legal = self.legal()
        phase = self.phase()
        done = self.done_button()
        if phase == "build":
            buttons = []
            if self.element() in self.content.shapes:
                buttons.append(Button("Turn (wheel / right click)", lambda: self.turn(1),
                                      size=14))
                buttons.append(Button("Mirror (M)", self.flip, size=14))
            return buttons + ([done] if done is not None else [])
        if phase == "path":
            return [done] if done is not None else []
        if phase == "heroes":
            rerolls = [a for a in legal if isinstance(a, Reroll)]
            dice = self.public()["stop"]["dice"] if rerolls else []
            buttons = [Button(f"Reroll die {a.die + 1} (now {dice[a.die]})",
                              lambda a=a: self.act(a), size=15) for a in rerolls]
            label = "Keep the dice" if rerolls else "Play no card"
            buttons.append(Button(label, lambda: self.act(PassCard(seat)), size=15))
            return buttons
        return []

    def done_button(self) -> Button | None:
        """The step's Done, the main action of Phases A and B: turn the card over once
        every element is in, hand the path back (greyed until it ends on the Exit)."""
        seat = self.viewer
        if not self.acting_here() or seat is None:
            return None
        phase, legal = self.phase(), self.legal()
        if phase == "build" and TurnCard(seat) in legal:
            return Button("Done: turn the card over", lambda: self.act(TurnCard(seat)),
                          size=15)
        if phase == "path":
            done = Button("Done: hand the path back", lambda: self.act(FinishPath(seat)),
                          size=15)
            done.enabled = FinishPath(seat) in legal
            done.disabled_reason = "The path must end on the Exit H10."
            return done
        return None

    def main_button(self) -> Button | None:
        """The button Enter and Space press now: the step's Done while it can be pressed
        (also while looking at another sheet). None while a card window, a Rage reroll or
        a pick waits (each is a decision: Enter twice never passes one), while a move is
        shown, or when nothing waits for the person on screen."""
        done = self.done_button()
        if self.showing_move or done is None or not done.enabled:
            return None
        return next((b for b in self.bar.buttons if b.label == done.label and b.enabled
                     and b.visible), None)

    def turn(self, step: int) -> None:
        self.ghost.turn(step)
        self.dirty = True

    def flip(self) -> None:
        self.ghost.flip()
        self.dirty = True

    # --- layout -------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        acting = frozenset(self.rules.to_act())
        if acting != self._acting:
            self._acting, self.pinned = acting, None
            self.tools.ghost = WallGhost()
        v = self.public()
        # Phase C keeps the hand's row whether a hand shows or not: the board never jumps
        hand = max(1, len(self.hand())) if self.phase() == "heroes" else 0
        self.plan = plan(rect, v["phase"], len(v["names"]), len(v["display"]), hand)
        self.sheet.layout(self.plan.sheet)
        self.track.layout(self.plan.track)

    # --- the board as the screen tells it ------------------------------------------------------
    def shown_board(self) -> dict[str, Any]:
        """The public view as of the events shown so far (`game.games.doodle.fold`): while a
        move's events play, the view from before the move with each shown event applied."""
        base = self.shown_public()
        if not base["heroes"]:           # the move that started Phase C: no heroes before it
            return self.public()
        if not self.showing_move:
            return base
        return folded(base, self.told, self.rules.geo.parse)

    # --- events -------------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        super().on_event(event)
        if self._told_for is not self.playback.held:    # a new move on screen
            self._told_for, self.told = self.playback.held, []
        self.told.append(event)
        if event.visible_to is not None:
            return
        if isinstance(event, HeroWalked):
            self.dice.clear()      # the last stop's roll is not the next stop's
            self.focus = event.owner
            steps = max(1, event.path_to - event.path_from)
            self.animate("walk", STEP_SECONDS * steps, (event.owner, event.path_from,
                                                        event.path_to))
        if isinstance(event, (ActionPlayed, WindowPassed)) and \
                event.seat not in self.human_seats():   # a computer's card decision in the
            self.animate("news", NEWS_SECONDS, "")       # walk is read before what follows
        if isinstance(event, ElementLost) and self.looking and event.seat == self.viewer:
            self.app.toast(event.describe(self.rules.names()), self.plan.sheet.center)
        if isinstance(event, NEWS):
            self.caption = event.describe(self.rules.names()) or ""
            self.caption_owner = getattr(event, "owner", getattr(event, "seat", None))
            if isinstance(event, FightResolved):
                self.last_fight = event
                self.focus = event.owner
                self.animate("fight", STOP_SECONDS, event)
            elif isinstance(event, (TrapSprung, StopSkipped)):
                self.animate("news", STOP_SECONDS, self.caption)
            elif isinstance(event, (HeroDied, HeroEscaped)):
                self.animate("news", NEWS_SECONDS, self.caption)

    def on_moved(self, action: Action, person: bool) -> None:
        """A new move: the walk's news of the move before goes (its words stay in the log)."""
        self.caption, self.caption_owner = "", None

    def last_move_where(self, action: Action) -> tuple[Any, ...]:
        """Where a computer's move is marked (issue 23 §3): the spaces its turn drew on so
        far, those this move drew on, and the track box its turn ticked."""
        fresh: tuple[int, ...] = ()
        box: tuple[str, int] | None = None
        if isinstance(action, BuildWall):
            fresh = tuple(action.cells)
        elif isinstance(action, PlacePiece):
            fresh = (action.cell,)
        elif isinstance(action, TickBox):
            box = (action.category, action.box)
        before = self.last_computer_move
        if before is not None and before.seat == action.seat and before.where:
            cells, _, ticked = before.where
            return (cells + fresh, fresh, box or ticked)
        return (fresh, fresh, box)

    def news(self, owner: int) -> str:
        """The words at the panel's foot over `owner`'s sheet: the walk's latest news, else
        the computer's last move."""
        if self.caption and self.caption_owner in (None, owner):
            return self.caption
        last = self.last_computer_move
        return last.words if last is not None else ""

    def hero_at(self, owner: int) -> float | None:
        """The hero's place along its path while its walk animates."""
        for anim in self.animations[:1]:
            if anim.kind == "walk" and anim.data[0] == owner:
                _, start, end = anim.data
                return start + (end - start) * anim.progress
        for anim in self.animations[1:]:
            if anim.kind == "walk" and anim.data[0] == owner:
                return float(anim.data[1])
        return None

    # --- the display and the hand -------------------------------------------------------------
    def display_rects(self) -> list[tuple[int, pygame.Rect]]:
        return list(zip(self.public()["display"], self.plan.display))

    def hand_rects(self) -> list[tuple[int, pygame.Rect]]:
        return list(zip(self.hand(), self.plan.hand))

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the sheet tabs, then where the viewer's step acts (the cards to
        draft or play, the lit spaces, every space for a wall formation, the legal track
        boxes), then the buttons."""
        rects = [rect for _, rect in self.plan.tabs]
        if self.acting_here() and self.viewing() is None and not self.showing_move:
            phase, element = self.phase(), self.element()
            if phase == "build" and self.public()["building"] is None:
                rects += [rect for _, rect in self.display_rects()]
            elif phase == "heroes":
                rects += [rect for _, rect in self.hand_rects()]
            elif element in self.content.shapes:
                rects += [self.sheet.cell_rect(i)
                          for i in range(self.sheet.width * self.sheet.height)]
            rects += [self.sheet.cell_rect(i) for i in self.lit_cells()]
            rects += [self.track.boxes[(a.category, a.box)] for a in self.legal()
                      if isinstance(a, TickBox) and (a.category, a.box) in self.track.boxes]
        return rects + super().focus_targets()

    # --- where a seat sits: the thinking indicator (issue 23 §1) -------------------------
    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """A seat sits at its tab above the sheets: "<name> is thinking" hangs just below
        the tab (the top of the window leaves no room above it), its right edge under the
        tab's, so it stays on the board side of the window."""
        tab = dict(self.plan.tabs).get(seat)
        if tab is None:
            return None
        width = self.thinking_tag_size(seat)[0]
        return pygame.Rect(max(self.board_rect.x + 4, tab.right - width), tab.y, tab.w, tab.h)

    # --- "what would the computer do?" -----------------------------------------------------
    def advice_target(self, action: Action) -> pygame.Rect | None:
        """Where the hinted move happens: the card to take or play (with its lifted ghost),
        the spaces of a wall, the space of a piece, note or path step (while the sheet it
        belongs to is on screen), the track box, or the button to press."""
        if isinstance(action, (PickCard, PlayCard)):
            cards = self.display_rects() if isinstance(action, PickCard) else \
                self.hand_rects()
            rect = dict(cards).get(action.card)
            return rect.union(rect.move(0, -LIFT)) if rect is not None else None
        if isinstance(action, (BuildWall, PlacePiece, HideTreasure, PathStep)) and \
                not self.ghost_on_sheet(action):
            return None
        if isinstance(action, BuildWall):
            rects = [self.sheet.cell_rect(c) for c in action.cells]
            return rects[0].unionall(rects[1:])
        if isinstance(action, (PlacePiece, HideTreasure, PathStep)):
            return self.sheet.cell_rect(action.cell)
        if isinstance(action, TickBox):
            return self.track.boxes.get((action.category, action.box))
        if isinstance(action, Reroll):
            prefix = f"Reroll die {action.die + 1}"
        elif isinstance(action, PassCard):
            rage = any(isinstance(a, Reroll) for a in self.legal())
            prefix = "Keep the dice" if rage else "Play no card"
        elif isinstance(action, (TurnCard, FinishPath)):
            prefix = "Done"
        else:
            return None
        for button in self.bar.buttons:
            if button.visible and button.label.startswith(prefix):
                return pygame.Rect(button.rect)
        return None

    def ghost_on_sheet(self, action: Action) -> bool:
        """The sheet a hinted wall, piece, note or step belongs to is the one on screen."""
        return self.viewing() is None and self.acting_here()

    def draw_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """The hint: Hard's move drawn as a ghost where it would happen, then the ring and
        its sentence (the base)."""
        draw_ghost(self, surface, advice.action)
        super().draw_advice(surface, advice)

    def move_words(self, action: Action) -> str | None:
        """The hint's words where the log's cannot name the space: a path step writes no
        log line, and the public line of a hidden treasure names no space (the hint is the
        person's own, on their own screen)."""
        if isinstance(action, PathStep):
            return (f"{self.name(action.seat)} draws the hero path on to "
                    f"{self.rules.geo.name(action.cell)}.")
        if isinstance(action, HideTreasure):
            return (f"{self.name(action.seat)} hides a treasure on "
                    f"{self.rules.geo.name(action.cell)}.")
        return None

    def make_hinted(self, action: Action, pos: tuple[int, int]) -> None:
        """The hinted move; after a hinted path step the pencil goes on from there."""
        if self.act(action, pos) and isinstance(action, PathStep):
            self.pencil.start(action.cell)    # the drag may go on from there

    # --- drawing ------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
