"""The Doodle Dungeon table: drafting and building (Phase A), drawing hero paths (Phase B)
and the heroes' walk with its card windows (Phase C), on one screen.

Everything shown comes from `view(seat)` of the seat whose screen it is (the public
`view(None)` when nobody private is looking); every action goes through the rules, which
also give the red reasons of the hover previews.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.session import Session
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard,
                                       PathStep, PickCard, PlacePiece, PlayCard, Reroll,
                                       TickBox, TurnCard)
from game.games.doodle.content import DoodleContent
from game.games.doodle.events import (ActionPlayed, BoxTicked, CardPicked, CardTurned,
                                      ElementLost, FightResolved, HeroDied, HeroEscaped,
                                      HeroHealed, HeroWalked, PathDrawn, PieceDrawn,
                                      StopSkipped, TrapSprung, TreasureHidden, WallBuilt,
                                      WindowPassed, a_or_an, piece_name)
from game.ui.table import Advice, TableScene
from game.ui.tables.doodle.cards import CardPainter
from game.ui.tables.doodle.draw import draw_table
from game.ui.tables.doodle.ghost import LIFT, draw_ghost
from game.ui.tables.doodle.input import PointerHandling
from game.ui.tables.doodle.layout import Layout, plan
from game.ui.tables.doodle.pointer import DoodleHand, PathPencil, WallGhost
from game.ui.tables.doodle.sheet import DungeonPainter
from game.ui.tables.doodle.track import TrackPainter
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App

STEP_SECONDS = 0.12
FIGHT_SECONDS = 3.0
"""How long a fight's sums stay up before the game moves on (at animation speed 1; a click
acknowledges them sooner). They stay in the panel until the next fight."""
NEWS_SECONDS = 1.2
MOVES = (CardPicked, WallBuilt, PieceDrawn, TreasureHidden, BoxTicked, CardTurned,
         ActionPlayed, WindowPassed, PathDrawn)
"""A computer's moves the table shows with a caption in its name (the public copies)."""
NEWS = (FightResolved, TrapSprung, HeroDied, HeroEscaped, StopSkipped, HeroHealed, ElementLost)


class DoodleTable(PointerHandling, TableScene):
    def __init__(self, app: "App", session: Session) -> None:
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
        self.marked: Marked | None = None
        """A computer's last moves, marked where they happened until a person moves (issue
        23 §3: with animations off they appear at once, so the mark says what changed)."""
        self.last_fight: FightResolved | None = None
        """The fight on screen (issue 16 §8): dice, Strength, cards, total, verdict."""
        self.bubble = ""
        """A red reason to draw over everything this frame (set while drawing)."""
        self.note = ""
        """A plain note (what a hovered card does), drawn when there is no red reason."""
        self.plan = Layout()
        self._legal_key: tuple[int, int, int | None] | None = None
        self._legal: list[Action] = []
        self._acting: frozenset[int] = frozenset()
        self._told: tuple[object, list[Event]] = (None, [])
        """The events shown so far of the move on screen (and the held views they follow)."""
        self._on_screen: tuple | None = None
        """The decision the private screen up now was opened for (hot-seat)."""

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

    # --- what is on screen ------------------------------------------------------------------
    def phase(self) -> str:
        return self.public()["phase"]

    def legal(self) -> list[Action]:
        """The viewer's legal actions (cached per state), empty unless they act here."""
        seat = self.viewer if self.acting_here() else None
        key = (len(self.rules.log), id(self.rules.state), seat)
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

    # --- hand-offs and status -----------------------------------------------------------------
    def handoff_note(self, seat: int) -> str:
        v = self.public()
        who = self.name(seat)
        if v["phase"] == "build":
            return f"{who} picks a card and builds (treasure notes are private)."
        if v["phase"] == "path":
            return f"{who} draws the hero path through {self.name((seat - 1) % len(v['names']))}" \
                   "'s dungeon."
        stop = v["stop"]
        if stop and stop["window"]:
            kind = stop["window"][0]
            owner = self.name(stop["owner"])
            if kind == "blue":
                return f"{who}: play a blue card for your own dungeon, or none (your hand " \
                       "is private)."
            if kind == "rage":
                return f"{who}: Rage lets you reroll one monster die."
            return f"{who}: play a red card to help the hero in {owner}'s dungeon, or none " \
                   "(your hand is private)."
        return "Your private screen comes next."

    def status(self) -> list[str]:
        """The panel's lines, as of the move on screen (issue 16 §3)."""
        looking_at = self.viewing()
        if looking_at is not None:
            return [f"Viewing {self.name(looking_at)}'s sheet.",
                    f"{self.back_label()}: the button below (or the tab)."]
        v = self.shown_public()
        phase = v["phase"]
        if phase == "build":
            b = v["building"]
            seat = b["seat"] if b else (v["to_pick"][0] if v["to_pick"] else 0)
            head = f"Round {v['round']}/{v['rounds']}: {self.name(seat)}"
            if not self.acting_here():
                return [f"{head} is drafting."]
            element = self.element()
            if b is None:
                return [f"{head}: pick a card from the display."]
            if element is None:
                return [f"{head}: Done turns the card over (Undo takes elements back)."]
            return [f"{head}: {ELEMENT_HINTS.get(element, ELEMENT_HINTS['wall'])}"]
        if phase == "path":
            d = v["drawing"]
            who, owner = self.name(d["drawer"]), self.name(d["owner"])
            if not self.acting_here():
                return [f"{who} draws the hero path through {owner}'s dungeon."]
            return [f"{who}: drag the hero path through {owner}'s dungeon from A1 to H10.",
                    "Drag back along it to take steps off."]
        if phase == "heroes":
            stop = v["stop"]
            if not stop or not stop["window"]:
                return ["The heroes walk."]
            kind, seat = stop["window"]
            hero = v["heroes"][stop["owner"]]
            where = f"{self.name(stop['owner'])}'s hero ({hero['hp']} HP) meets " \
                f"{a_or_an(piece_name(stop['what']))}"
            if kind == "rage":
                return [f"{where}. {self.name(seat)} may reroll a monster die (Rage)."]
            colour = "blue" if kind == "blue" else "red"
            return [f"{where}.", f"{self.name(seat)}: play a {colour} card or none."]
        result = self.rules.result()
        return [result.headline if result else ""]

    # --- buttons ------------------------------------------------------------------------------
    def back_label(self) -> str:
        owner = self.owner_in_play()
        mine = self.looking and owner == self.viewer
        return "Back to my sheet" if mine else f"Back to {self.name(owner)}'s sheet"

    def game_buttons(self) -> list[Button]:
        if self.viewing() is not None:      # the buttons say so too (issue 16 §1)
            return [Button(self.back_label(), self.look_back, size=15)]
        if not self.acting_here():
            return []
        seat = self.viewer
        assert seat is not None
        legal = self.legal()
        phase = self.phase()
        if phase == "build":
            buttons = []
            if self.element() in self.content.shapes:
                buttons.append(Button("Turn (wheel / right click)", lambda: self.turn(1),
                                      size=14))
                buttons.append(Button("Mirror (M)", self.flip, size=14))
            if TurnCard(seat) in legal:
                buttons.append(Button("Done: turn the card over",
                                      lambda: self.act(TurnCard(seat)), size=15))
            return buttons
        if phase == "path":
            done = Button("Done: hand the path back", lambda: self.act(FinishPath(seat)),
                          size=15)
            done.enabled = FinishPath(seat) in legal
            done.disabled_reason = "The path must end on the Exit H10."
            return [done]
        if phase == "heroes":
            rerolls = [a for a in legal if isinstance(a, Reroll)]
            dice = self.public()["stop"]["dice"] if rerolls else []
            buttons = [Button(f"Reroll die {a.die + 1} (now {dice[a.die]})",
                              lambda a=a: self.act(a), size=15) for a in rerolls]
            label = "Keep the dice" if rerolls else "Play no card"
            buttons.append(Button(label, lambda: self.act(PassCard(seat)), size=15))
            return buttons
        return []

    def changed(self) -> None:
        """The state changed: forget the cached legal placements, then as the base does."""
        self._legal_key = None
        super().changed()

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
        """The public view as of the events shown so far: while a move's events play, the
        view from before the move with each event already shown applied (a hero's steps,
        HP, a crossed-off monster, a death), so no sheet gives a roll away before its dice
        land."""
        held, told = self._told
        base = self.shown_public()
        if not base["heroes"]:           # the move that started Phase C: no heroes before it
            return self.public()
        if self._held is None or held is not self._held:
            return base
        sheets = [dict(sheet) for sheet in base["sheets"]]
        heroes = [dict(hero) for hero in base["heroes"]]
        for event in told:
            owner = getattr(event, "owner", None)
            if owner is None or owner >= len(heroes):
                continue
            hero = heroes[owner]
            if isinstance(event, HeroWalked):
                hero["at"] = event.path_to
            elif isinstance(event, FightResolved):
                hero["hp"] = event.hp
                if not event.won:
                    sheets[owner]["crossed"] = [*sheets[owner]["crossed"],
                                                self.rules.geo.parse(event.cell)]
            elif isinstance(event, (TrapSprung, HeroHealed, HeroEscaped)):
                hero["hp"] = event.hp
                if isinstance(event, HeroEscaped):
                    hero["status"] = "escaped"
            elif isinstance(event, HeroDied):
                hero["status"] = "dead"
        return {**base, "sheets": sheets, "heroes": heroes}

    # --- events -------------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        super().on_event(event)
        if self._told[0] is not self._held:
            self._told = (self._held, [])
        self._told[1].append(event)
        if event.visible_to is not None:
            return
        if isinstance(event, HeroWalked):
            self.focus = event.owner
            steps = max(1, event.path_to - event.path_from)
            self.animate("walk", STEP_SECONDS * steps, (event.owner, event.path_from,
                                                        event.path_to))
        if isinstance(event, MOVES) and event.seat not in self.human_seats():
            self.show_computer_move(event)
        elif isinstance(event, MOVES) and self.marked is not None:
            if self.caption == self.marked.caption:   # a person moved: the computers'
                self.caption = ""                     # moves are no longer the last
            self.marked = None
        if isinstance(event, ElementLost) and self.looking and event.seat == self.viewer:
            self.app.toast(event.describe(self.rules.names()), self.plan.sheet.center)
        if isinstance(event, NEWS):
            self.caption = event.describe(self.rules.names()) or ""
            self.caption_owner = getattr(event, "owner", getattr(event, "seat", None))
            if isinstance(event, FightResolved):
                self.last_fight = event
                self.focus = event.owner
                self.animate("fight", FIGHT_SECONDS, event)
            elif isinstance(event, (TrapSprung, HeroDied, HeroEscaped)):
                self.animate("news", NEWS_SECONDS, self.caption)

    def show_computer_move(self, event: Event) -> None:
        """A computer's move, shown (issue 23 §3): its caption in its name at the panel's
        foot, and where it happened marked (the spaces of a wall or piece washed, the track
        box ringed) and outlined with the rest of its turn's spaces until a person moves or
        another computer does. A computer's next move waits the table's bot delay (at the
        animation speed), so each is seen; nothing redraws meanwhile. Its card decision in
        the walk stays up a moment before the fight it leads to."""
        caption = event.describe(self.rules.names()) or ""
        seat = getattr(event, "seat")
        geo = self.rules.geo
        cells: tuple[int, ...] = ()
        box: tuple[str, int] | None = None
        if isinstance(event, WallBuilt):
            cells = tuple(geo.parse(name) for name in event.cells)
        elif isinstance(event, PieceDrawn):
            cells = (geo.parse(event.cell),)
        elif isinstance(event, BoxTicked) and event.box:
            key = next((k for k, track in self.content.tracks.items()
                        if track.short == event.category), event.category)
            box = (key, event.box - 1)
        before = self.marked
        if before is not None and before.seat == seat:     # its turn goes on
            self.marked = Marked(seat, caption, before.cells + cells, cells, box or before.box)
        else:
            self.marked = Marked(seat, caption, cells, cells, box)
        self.caption, self.caption_owner = caption, None
        if isinstance(event, (ActionPlayed, WindowPassed)):   # the walk goes on at once:
            self.animate("news", NEWS_SECONDS, caption)       # its decision is read first

    # --- solo: no prompt without a playable card (issue 16 §8) ------------------------------
    def solo(self) -> bool:
        """One human against computers: nobody else can learn from who is asked."""
        return len(self.human_seats()) == 1 and len(self.rules.seats) > 1

    def nothing_to_play(self) -> PassCard | None:
        """The pass of a solo human whose card window offers no playable card (they are
        not asked: doodle §6's option is for shared screens, where it would leak)."""
        if not self.solo() or self.phase() != "heroes" or not self.acting_here():
            return None
        legal = self.legal()
        if len(legal) == 1 and isinstance(legal[0], PassCard):
            return legal[0]
        return None

    def update(self, dt: float) -> bool:
        self.guard_privacy()
        moving = super().update(dt)
        if not self.busy and not self.event_queue and self.app.stack.top is self:
            action = self.nothing_to_play()
            if action is not None:
                self.act(action)
                return True
        return moving

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


@dataclass(frozen=True)
class Marked:
    """A computer's last moves on screen: whose sheet, the caption of the last, the spaces
    its turn drew on so far, those the last move drew on, the track box it ticked."""

    seat: int
    caption: str
    cells: tuple[int, ...] = ()
    fresh: tuple[int, ...] = ()
    box: tuple[str, int] | None = None


ELEMENT_HINTS = {
    "wall": "place the wall formation (wheel: turn, M: mirror).",
    "goblin": "click a lit space for the Goblin.", "orc": "click a lit space for the Orc.",
    "dragon": "click a lit space for the Dragon.", "trap": "click a lit space for the trap.",
    "treasure": "hide the treasure: click a space (only you see the note).",
    "improvement": "tick the next box of a category on the track.",
}
