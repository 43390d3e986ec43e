"""The Trapper table: drawing dungeons, the trapping stage and the raid, on one screen.

Everything shown comes from `view(seat)` for the seat whose screen it is, or from the public
`view(None)` during raids (both players may watch). Every action goes through the rules.
Each seat keeps its own hand (`Hand`: tool, facing, stroke, whose dungeon it looks at) in the
table's per-seat pointer state; a hand-off never shows the next seat the previous one's.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.session import Session
from game.games.trapper.actions import (ConfirmSetup, Concede, PlaceTrap, Reactivate, RollAP,
                                        StartRaid, UseLayout)
from game.games.trapper.events import (AdventurerDied, DungeonReady, DungeonsRevealed,
                                       HeirloomTaken, Moved, NoRaid, RaidStarted,
                                       TileFogged, TileRevealed, TrapReactivated,
                                       TrapResolved, TurnEnded)
from game.ui.intents import Intent
from game.ui.table import Advice, TableScene
from game.ui.tables.trapper.buttons import SLOTS, PanelButtons
from game.ui.tables.trapper.draw import draw_table, title_rect
from game.ui.tables.trapper.ghost import draw_ghost, ghost_cells
from game.ui.tables.trapper.hand import HandReading
from game.ui.tables.trapper.input import handle
from game.ui.tables.trapper.news import TurnNews
from game.ui.tables.trapper.painter import DungeonPainter
from game.ui.tables.trapper.palette import Chip, layout_chips, setup_chips, trapping_chips
from game.ui.tables.trapper.pointer import Hand
from game.ui.tables.trapper.status import StatusLines

Cell = tuple[int, int]
STEP_SECONDS, PUSH_SECONDS, REVEAL_SECONDS = 0.16, 0.24, 0.5
PALETTE_HEIGHT = 104
BOT_DELAY = 0.4
"""Seconds (at animation speed 1) before a computer move: at the slowest speed (0.5) a
computer move appears within 0.8 s plus its decision (milliseconds), under 1 s (issue 16 §7)."""
WALK_DELAY = 0.12
"""Seconds (at animation speed 1) after a computer's step that only walked (onto a tile
with nothing to reveal or spring): its raid walks on briskly, and pauses where something
happened."""
HINT_BUTTONS: dict[type, tuple[str, ...]] = {
    RollAP: ("Roll",), StartRaid: ("Start raid", "End turn"), ConfirmSetup: ("Confirm",),
    Concede: ("Concede",)}
"""The button that makes a hinted move of these kinds (its words start so)."""
WATCHED = (DungeonReady, TileFogged, TrapReactivated, Moved)
"""A computer's public moves the table captions in its name (and marks where they happen);
its roll shows in the dice tray, its raid's start, traps and end have their captions
already."""
NEXT_TURN = ("TrapBought", "TileFogged", "TrapReactivated", "NoRaid")
"""Events of a later turn: the last raid is no longer what the screen shows."""


class TrapperTable(StatusLines, PanelButtons, HandReading, TableScene):
    button_slots = len(SLOTS)

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app, session)
        self.painter = DungeonPainter(app.theme, app.sprites)
        self.second = DungeonPainter(app.theme, app.sprites)
        """The other dungeon, beside the first, when the game is over (both revealed)."""
        self.chips: list[Chip] = []
        self.palette_rect = pygame.Rect(0, 0, 0, 0)
        self.pointer: tuple[int, int] = (-1, -1)
        """The mouse position (what it means belongs to the seat's `hand`)."""
        self.caption = ""
        """The last plain sentence of what happened (a trap, a death, the end of a turn)."""
        adventurer = self.public()["adventurer"]
        self.shown_adventurer: Cell | None = tuple(adventurer) if adventurer else None
        self.raid_owner: int | None = self.public()["raided"]
        """Whose dungeon the last raid was in (kept on screen while it still animates)."""
        self.raid_showing = self.raid_owner is not None
        """The last raid's events are still what the screen shows."""
        self._lit_key: tuple | None = None
        self._lit: list[Cell] = []
        self.bot_delay = BOT_DELAY
        self.news = TurnNews()
        """Each seat's last turn in public words (the hand-off says the rival's)."""

    # --- per-seat pointer state (issue 16 §1) ------------------------------------------------
    def new_pointer_state(self) -> Hand:
        return Hand()

    @property
    def hand(self) -> Hand:
        """The hand of the seat on screen: its tool, facing, stroke and what it looks at."""
        return self.pointer_state

    def on_viewer_change(self, before: int | None, after: int | None) -> None:
        super().on_viewer_change(before, after)
        left = self.seat_states.of(before)
        left.stroke, left.refused, left.last_pos, left.viewing = [], None, None, None
        self.caption = ""
        self.pointer = (-1, -1)
        self._lit_key = None

    # --- views ----------------------------------------------------------------------------
    def phase(self) -> str:
        return self.public()["phase"]

    def mine(self) -> dict[str, Any] | None:
        """The viewer's own dungeon as they see it (None when nobody private is looking)."""
        view = self.view()
        if not self.looking or self.viewer is None:
            return None
        return view["dungeons"][self.viewer]

    def viewing(self) -> int | None:
        """The rival whose dungeon the acting seat chose to look at (roll and trapping)."""
        if self.hand.viewing is None or not self.acting_here() or \
                self.phase() not in ("roll", "trapping"):
            return None
        return self.hand.viewing

    def shown_seat(self) -> int | None:
        """The seat whose dungeon is on screen (the rival's while the viewer looks at it,
        the raided one during a raid)."""
        return self.shown_board()["owner"]

    def final_look(self) -> bool:
        """The game is over and its last move has been shown: both dungeons, revealed."""
        return self.phase() == "over" and not self.showing_move and not self.event_queue

    def log_seat(self) -> int | None:
        """A raid both players watch shows only the public log: the raider's private
        trapping lines stay off it."""
        return None if self.public_screen() else super().log_seat()

    def public_screen(self) -> bool:
        """A raid (or its last animations) is on screen: everybody may be watching."""
        if self.phase() == "raid":
            return True
        return self.raid_owner is not None and self.raid_showing and \
            (self.busy or bool(self.event_queue) or self.showing_move)

    def shown_board(self) -> dict[str, Any]:
        """Which dungeon the screen shows: the raided one in fog during raids and at the end,
        the viewer's own one while they draw or trap (or the rival's they chose to look at),
        else the active seat's in fog."""
        public = self.public()
        phase = public["phase"]
        if phase == "raid":
            return public["dungeons"][public["raided"]]
        if self.public_screen() and self.raid_owner is not None:
            return public["dungeons"][self.raid_owner]      # a raid still playing out
        if phase == "over":
            loser = 1 - public["winner"] if public["winner"] is not None else 0
            return public["dungeons"][loser]
        looking_at = self.viewing()
        if looking_at is not None:
            return self.view()["dungeons"][looking_at]
        mine = self.mine()
        if mine is not None and (phase == "setup" or self.viewer == public["active"]):
            return mine
        if phase == "setup":
            return public["dungeons"][public["builder"]]
        return public["dungeons"][public["active"]]

    # --- layout ---------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        phase = self.phase()
        palette = phase in ("setup", "trapping") and self.acting_here() and \
            self.viewing() is None
        board = rect.inflate(-24, -24)
        board.y += 26
        board.height -= 26
        board.height -= PALETTE_HEIGHT + 40     # the same sheet drawing, trapping, raiding
        self.palette_rect = pygame.Rect(board.x, board.bottom + 34, board.width,
                                        PALETTE_HEIGHT) if palette else pygame.Rect(0, 0, 0, 0)
        if self.final_look():
            half = (board.width - 24) // 2
            self.painter.layout(pygame.Rect(board.x, board.y, half, board.height))
            self.second.layout(pygame.Rect(board.x + half + 24, board.y, half, board.height))
        else:
            self.painter.layout(board)
        self.chips = self.make_chips() if palette else []
        layout_chips(self.chips, self.palette_rect)

    def make_chips(self) -> list[Chip]:
        view = self.view()
        if self.phase() == "setup":
            chips = setup_chips(view, self.hand.facing)
        else:
            chips = trapping_chips(view, self.hand.facing)
            if self.hand.tool not in view["chart"]:
                self.hand.tool = "spikes"
        return chips

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the tiles where the hand acts (the own dungeon while drawing or
        trapping, the legal steps in a raid), the palette's chips, then the buttons."""
        cells: list[Cell] = []
        if self.acting_here() and self.viewing() is None and not self.showing_move:
            if self.phase() == "raid":
                cells = self.step_cells()
            elif self.phase() in ("setup", "trapping"):
                cells = [(c, r) for r in range(1, self.painter.rows + 1)
                         for c in range(1, self.painter.columns + 1)]
        return [self.painter.rect_of(c) for c in cells] + \
            [chip.rect for chip in self.chips] + super().focus_targets()

    # --- events ---------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        super().on_event(event)
        self.news.take(event)
        names = self.rules.names()
        if type(event).__name__ in NEXT_TURN or \
                (getattr(event, "purpose", "") == "action points"):
            self.raid_showing = False
            self.caption = ""          # the last raid's sentence belongs to its moment
        if isinstance(event, RaidStarted):
            self.raid_owner = event.owner
            self.raid_showing = True
            self.shown_adventurer = tuple(self.public()["board"]["entrance"])
            self.caption = event.describe(names) or ""
        elif isinstance(event, Moved):
            if not event.pushed:      # the last step's sentence belongs to its moment
                self.caption = ""
            start = self.shown_adventurer
            self.shown_adventurer = event.cell
            self.animate("move", PUSH_SECONDS if event.pushed else STEP_SECONDS,
                         (start, event.cell))
        elif isinstance(event, TileRevealed):
            self.animate("reveal", REVEAL_SECONDS, event.cell)
        elif isinstance(event, TrapResolved):
            self.caption = event.text
            self.animate("flash", 0.5, (event.cell, event.killed))
        elif isinstance(event, AdventurerDied):
            self.animate("death", 0.6, event.cell)
            self.shown_adventurer = None
            if event.conceded:
                self.caption = event.describe(names) or ""
        elif isinstance(event, (HeirloomTaken, NoRaid)):
            self.caption = event.describe(names) or ""
        elif isinstance(event, DungeonsRevealed):
            owner = self.shown_board()["owner"]
            self.animate("reveal_all", REVEAL_SECONDS * 2, dict(event.cells).get(owner, ()))
        elif isinstance(event, TurnEnded):
            self.animate("banner", 1.2, event.describe(names))
            for seat in (event.seat, event.next_seat):   # a new turn starts on one's own
                self.seat_states.of(seat).viewing = None
        seat = getattr(event, "seat", getattr(event, "owner", None))   # who moved
        walked = isinstance(event, Moved) and not event.pushed
        self.bot_delay = WALK_DELAY if walked else BOT_DELAY
        if isinstance(event, WATCHED) and event.visible_to is None and seat is not None \
                and seat not in self.human_seats():
            # a computer's move, captioned in its name under the dungeon as it is shown
            self.caption = event.describe(names) or self.caption

    def marked(self) -> tuple[Cell, ...]:
        """The tiles the computer's turn fogged or re-armed on the dungeon on screen (the
        model's last move; the last one washed), until a person moves."""
        last = self.last_computer_move
        if last is None or last.seat != self.shown_board()["owner"]:
            return ()
        return last.where

    def last_move_where(self, action: Action) -> tuple[Any, ...]:
        """Where a computer's move is marked: the tiles its trapping stage fogged or
        re-armed so far on its own dungeon (a new roll starts afresh)."""
        last = self.last_computer_move
        before = last.where if last is not None and last.seat == action.seat else ()
        if isinstance(action, RollAP):
            return ()
        if isinstance(action, (PlaceTrap, Reactivate)) and self.phase() == "trapping":
            return before + (tuple(action.cell),)
        return before


    def pending_reveals(self) -> dict[Cell, int]:
        """Tiles whose fog has not lifted on screen yet (queued or fading), with fog alpha;
        the end's reveal of every tile waits for the winning move to be shown."""
        hidden: dict[Cell, int] = {}
        owner = self.shown_board()["owner"]
        for e in self.event_queue:
            if isinstance(e, TileRevealed):
                hidden[tuple(e.cell)] = 255
            elif isinstance(e, DungeonsRevealed):
                hidden.update({tuple(c): 255 for c in dict(e.cells).get(owner, ())})
        for anim in self.animations:
            alpha = int(255 * (1 - anim.progress))
            if anim.kind == "reveal":
                hidden[tuple(anim.data)] = alpha
            elif anim.kind == "reveal_all":
                hidden.update({tuple(c): alpha for c in anim.data})
        return hidden

    def adventurer_at(self) -> tuple[int, int] | None:
        """The adventurer's pixel position, sliding while a move animates."""
        for anim in self.animations[:1]:
            if anim.kind == "move":
                start, end = anim.data
                a = self.painter.centre(tuple(start or end))
                b = self.painter.centre(tuple(end))
                t = anim.progress
                return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)
        moving = any(isinstance(e, Moved) for e in self.event_queue)
        if moving or self.animations:
            cell = self.shown_adventurer
        else:
            found = self.public()["adventurer"]
            cell = tuple(found) if found else None
        return self.painter.centre(cell) if cell else None

    # --- input ----------------------------------------------------------------------------
    def on_board_intent(self, intent: Intent) -> None:
        handle(self, intent)

    # --- where a seat sits: the thinking indicator (issue 23 §1) ---------------------------
    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """A seat raiding sits at its adventurer ("<name> is thinking" just above it, or
        below on the top row); otherwise at the title of the dungeon on screen, the tag
        beside it on the title's line when there is room, else just below it."""
        public = self.public()
        if public["phase"] == "raid" and public["active"] == seat:
            at = self.adventurer_at()
            if at is not None:
                return self.painter.rect_of(self.painter.cell_at(at) or (1, 1))
        title = title_rect(self, self.shown_board())
        width = self.thinking_tag_size(seat)[0]
        if title.right + 12 + width <= self.board_rect.right - 4:
            return pygame.Rect(title.right + 12, title.bottom + 6, width, 1)
        return title

    # --- "what would the computer do?" -----------------------------------------------------
    def advice_target(self, action: Action) -> pygame.Rect | None:
        """Where the hinted move happens: its tiles on the dungeon on screen (a stroke's,
        a trap's, the heirloom's, the adventurer's next), or the button that makes it."""
        cells = ghost_cells(self, action)
        if cells:
            rects = [self.painter.rect_of(cell) for cell in cells]
            return rects[0].unionall(rects[1:])
        words = HINT_BUTTONS.get(type(action), ())
        if isinstance(action, UseLayout):
            words = ("Random dungeon",) if action.layout == "random" else ("Preset",)
        for button in self.bar.buttons:
            if button.visible and button.label.startswith(words):
                return pygame.Rect(button.rect)
        return None

    def draw_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """The hint: Hard's move drawn as a ghost on its tiles, then the ring and its
        sentence (the base)."""
        draw_ghost(self, surface, advice.action)
        super().draw_advice(surface, advice)

    def hint_taken_by_press(self, action: Action) -> bool:
        """A press on the ghost makes a hinted stroke, trap, heirloom or step; a button's
        move goes through its button."""
        return bool(ghost_cells(self, action))

    # --- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
