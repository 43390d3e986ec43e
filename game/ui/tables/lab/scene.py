"""DungeonLab's table: per seat after a hand-off, the gamemaster's log, her own status, the
action panel (with keys) and the notebook room drawn with the mouse; at the end the real
map, level by level, beside each player's notebook with every route."""
from __future__ import annotations

from typing import Any

import pygame

from game.core.session import LogLine
from game.games.lab.actions import Land, Resign, Sketch
from game.games.lab.events import GmSaid
from game.ui.intents import Intent
from game.ui.table import TableScene
import game.ui.tables.lab.input as table_input
import game.ui.tables.lab.panel as panel
import game.ui.tables.lab.playback as playback
import game.ui.tables.lab.table_paint as table_paint
import game.ui.tables.lab.tabs as tabs
from game.ui.tables.lab.hand import DRAWING_TOOLS, TOOLS, Hand
from game.ui.tables.lab.notebook_paint import Painter
from game.ui.tables.lab.notebook_room import NotebookRoom
from game.ui.tables.lab.panel import status_lines
from game.ui.widgets.button import Button

__all__ = ["LabTable", "status_lines"]

COLUMN = 318
"""The width of the tools and stamps column beside the page."""
FINAL_MOVE = ("Your move is final: the gamemaster has already answered it (lab §6). "
              "Notebook edits have their own Undo, under the page.")


def landing_words(who: str, tool: str) -> str:
    """The status line while she lands: with the landing tool, where to click; with any
    other tool, to pick Land first (that tool's click marks the page, or asks)."""
    if tool == "land":
        return f"{who}: click a framed cell to land."
    name = next((label for t, label, _ in TOOLS if t == tool), tool)
    does = "marks the page" if tool in DRAWING_TOOLS else "asks before it lands"
    return (f"{who}: pick Land here (L) first to land. {name} {does}.")


class LabTable(TableScene):
    button_slots = 7

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.room = NotebookRoom(self)
        self.painter = Painter(self.room)
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self._rows: list[list[Button]] = []
        self._board_buttons: list[Button] = []
        self.pointer = (0, 0)
        self.watch = playback.Playback(self)
        self._map_layer: tuple[dict[str, Any], tuple[Any, ...], pygame.Surface] | None = None
        self._selected: list[pygame.Rect] = []
        """The chosen level tab, tool and notebook owner: drawn as chosen, never greyed."""
        self.reading: int | None = None
        """A seat whose move just ended her turn, still reading what the gamemaster told
        her (and noting it) before she passes the screen; None: nobody."""
        """Where the press being handled is (a button's refusal opens beside it)."""
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        """Beside the level tabs: a hand-made dungeon's title and line."""

    # --- the notebook room's places, for the d-pad and the tests -------------------------------
    @property
    def pad(self) -> Any:
        return self.room.pad

    @property
    def palette(self) -> list[tuple[str, pygame.Rect]]:
        return self.room.palette

    @property
    def page_area(self) -> pygame.Rect:
        return self.room.area

    @property
    def takes_text(self) -> bool:
        """While a note or a shot amount is being written, the app keeps text input running
        (whatever a name field on the seats screen did to it before)."""
        return self.looking and (self.hand.note is not None
                                 or self.hand.typing_amount is not None)

    def new_pointer_state(self) -> Hand:
        return Hand()

    @property
    def hand(self) -> Hand:
        return self.pointer_state

    # --- what the room asks of the table -----------------------------------------------------
    def phase(self) -> str | None:
        return self.me().get("phase")

    def relayout(self) -> None:
        self.layout(self.size)

    def refresh(self) -> None:
        self.dirty = True

    def land_at(self, cell: tuple[int, int], pos: tuple[int, int], ask: bool) -> None:
        """Land on a page cell: at once with the landing tool, after "Land at (x,y)?"
        with another tool that does not draw there."""
        seat = self.viewer
        if seat is None:
            return
        action = Land(seat, cell[0], cell[1], self.hand.level)
        if not ask:
            self.play(action, pos)
            return
        self.ask(f"Land at ({cell[0]},{cell[1]})?", "Land here", lambda: self.play(action, pos),
                 pos, detail="The Land tool (L) lands with one click; Note, Pen, Stamp, "
                             "Eraser and Unsure draw on the page while you land.")

    # --- what the seat may see --------------------------------------------------------------
    def me(self) -> dict[str, Any]:
        return self.shown_view().get("me") or {}

    @property
    def watching(self) -> bool:
        """A playback of a finished game (Records' Watch, `main.py replay`)."""
        return self.watch.watching

    def followed(self) -> int:
        return self.watch.followed()

    def real_map(self) -> dict[str, Any] | None:
        """The real map to draw beside the notebook: at the end, and while watching."""
        view = self.view()
        if view.get("over"):
            return view["reveal"]
        return self.watch.real_map() if self.watching else None

    def sheet(self) -> dict[str, Any] | None:
        view = self.view()
        if view.get("over"):
            return view["reveal"]["notebooks"][self.hand.whose]
        if self.watching:
            return self.watch.sheet()
        mine = view.get("me")
        return mine["notebook"] if mine and self.looking else None

    def shown_seat(self) -> int | None:
        """The shell's hook: the seat whose notebook `sheet()` shows (at the end, the one
        picked beside the real map; while watching, the one followed)."""
        if self.view().get("over"):
            return self.hand.whose
        if self.watching:
            return self.followed()
        return super().shown_seat()

    def status(self) -> list[str]:
        view = self.shown_view()
        if view.get("over"):      # the headline itself sits above the page
            winner = view.get("winner")
            return [f"{self.name(winner)} wins." if winner is not None else "No winner."]
        active = view.get("active")
        phase = self.phase()
        who = self.name(active)
        if self.watching:
            return [f"Watching: {who}'s turn (round {view['round']})."]
        if not self.looking or self.viewer is None:
            return [f"{who}'s turn (round {view['round']})."]
        if self.reading is not None and self.reading == self.viewer:
            return [f"{self.name(self.viewer)}: read, note, then Done."]
        if phase == "land":
            return [landing_words(who, self.hand.tool)]
        if phase == "answer":
            asked = self.me().get("question") or "A question."
            return [f"{who}: {asked} (Y / N)"]
        if phase == "act":
            return [f"{who}'s turn (round {view['round']}): one action."]
        return [f"{who}'s turn."]

    def handoff_note(self, seat: int) -> str:
        return "Your messages, status and notebook come next."

    # --- reading after a move ---------------------------------------------------------------
    def reading_seat(self) -> int | None:
        """The seat that just moved keeps the screen until she says she is done."""
        if self.reading is not None and not self.rules.is_over():
            return self.reading
        return None

    def reader_when_saved(self) -> int | None:
        """Continue on a shared screen: the seat whose move last ended her turn, if nobody
        but she has touched a notebook since (the next seat has not had the screen). She
        was reading and noting the answer, or had just said Done (a save cannot tell the
        two apart), so she gets the moment back: her hand-off, her page, then Done."""
        if self.rules.is_over() or len(self.human_seats()) < 2:
            return None
        edited: set[int] = set()
        for record in reversed(self.rules.log):
            action = record.action
            if isinstance(action, Sketch):
                edited.add(action.seat)    # notebook edits: whoever had the screen
                continue
            seat = action.seat
            if isinstance(action, Resign) or seat not in self.human_seats() \
                    or seat in self.rules.to_act() or edited - {seat}:
                return None
            return seat
        return None

    def play(self, action: Any, pos: tuple[int, int] | None = None) -> bool:
        """A move of the seat on screen: a move the rules refuse is noted in her log too
        (not a notebook edit's, nor the coach's), then the shell applies or refuses it."""
        verdict = self.verdict(action)
        coached = self.coach is not None and self.coach.coaching and \
            self.coach.refusal(action) is not None
        if self.looking and not verdict.legal and not isinstance(action, Sketch) \
                and not coached and verdict.reason:
            self.session.lines.append(LogLine(f"Refused: {verdict.reason}",
                                              frozenset({action.seat})))
        return self.act(action, pos)

    def on_moved(self, action: Any, person: bool) -> None:
        """A person's move that ended her turn on a shared screen: she keeps the screen to
        read what the gamemaster told her (and note it) until she says Done."""
        self.hand.typing_amount = None
        self.hand.aim, self.hand.typed = None, 0
        if (person and not isinstance(action, (Sketch, Resign)) and len(self.human_seats()) > 1
                and action.seat not in self.rules.to_act() and not self.rules.is_over()):
            self.reading = action.seat

    def main_button(self) -> Button | None:
        """The button Enter and Space press now: "Done: pass to …" while she reads what her
        move told her. None otherwise: a question such as "Climb it?" waits for Yes or No,
        a note or a shot amount is being written (Enter ends it), the move is still being
        shown, or it is not her screen; a Labyrinth turn has no one main move (Enter fires
        a shot aimed with I, J, K or L: `panel.aim_key`)."""
        seat = self.viewer
        if seat is None or not self.looking or self.rules.is_over() or self.reading != seat \
                or self.phase() == "answer" or self.hand.note is not None \
                or self.hand.typing_amount is not None:
            return None
        done = next((b for b in self.bar.buttons if b.label.startswith("Done: pass to")),
                    None)
        return done if done is not None and done.enabled else None

    def done_reading(self) -> None:
        """She has read and noted her move: the screen goes to the next seat."""
        self.reading = None
        self.sync_viewer()
        self.layout(self.size)

    # --- buttons ----------------------------------------------------------------------------
    def game_buttons(self) -> list[Button]:
        seat = self.viewer
        if seat is None or not self.looking or self.rules.is_over() or self.reading == seat:
            self._rows = []      # while reading, Done sits above the page
        else:
            self._rows = panel.rows_for(self, seat, self.me())
        return [b for row in self._rows for b in row]

    # --- layout -----------------------------------------------------------------------------
    def before_layout(self) -> None:
        if self.viewer is not None and self.looking:
            self.room.pick_landing_tool(self.phase() == "land")
            h = self.hand
            if h.told_level is not None:     # the page the answer told her of
                h.level, h.told_level = h.told_level, None

    def place_side(self, size: tuple[int, int]) -> None:
        x, inner = self.side_rect.x + 12, self.side_rect.width - 24
        y = self.dice.rect.y
        lift = self.dice.rect.height + 12
        self.dice.rect = pygame.Rect(-4000, -4000, 0, 0)   # no dice in the Labyrinth
        buttons = self.bar.buttons
        at = buttons.index(self.undo_button) if self.undo_button in buttons else \
            len(buttons) - 3
        game, common = buttons[:at], buttons[at:]
        if self.replay is not None:   # the replay's controls and counter, where dice were
            for b in game:
                b.rect = b.rect.move(0, -lift)
            self.counter = self.counter.move(0, -lift)
            from game.ui.widgets.replay_bar import BANNER_ROOM
            y = self.counter.bottom + BANNER_ROOM + 6
        else:
            rows = self._rows if not (self.rules.is_over() and self.end_shown) else \
                [[b] for b in game]      # after the end: "Back to the results" above the log
            y = panel.place_rows(rows, game, x, y, inner)
        self.log_panel.rect = pygame.Rect(x, y + 6, inner, max(40, size[1] - 66 - y))
        undo = self.undo_button   # game moves are final here; the notebook has its own Undo
        undo.on_click = lambda: self.say_error(FINAL_MOVE, undo.rect.center)
        undo.enabled = False
        undo.disabled_reason = FINAL_MOVE
        self.bar.buttons = game + common + self._board_buttons

    def board_press(self, pos: tuple[int, int]) -> bool:
        """A press on the greyed pinned Undo says plainly why a move cannot come back."""
        undo = next((b for b in self.bar.buttons if b.label == "Undo"), None)
        if undo is not None and not undo.enabled and undo.hit(pos) and not self.busy:
            self.say_error(FINAL_MOVE, pos)
            return True
        if self.hand.typing_amount is not None and self.bar.button_at(pos) is None:
            panel.amount_key(self, "confirm", "")     # a click elsewhere sets the amount
        return False

    def press_marks(self, pos: tuple[int, int]) -> bool:
        """Marks on the page are never swallowed: the double-press guard is for buttons
        and landing, not for drawing (four quick clicks cycle a side four times)."""
        if self.drawing() and self.phase() != "land" \
                and self.room.spot(pos) is not None and self.bar.button_at(pos) is None:
            return True
        return False

    def drawing(self) -> bool:
        """May the seat on screen draw in her notebook now (her turn, or reading it)?"""
        return (self.looking and self.viewer is not None and not self.rules.is_over()
                and (self.viewer in self.rules.to_act() or self.viewer == self.reading))

    def layout_board(self, rect: pygame.Rect) -> None:
        view = self.view()
        h = self.hand
        top = rect.y + (34 if self.replay is not None else 0)   # below the Replay banner
        self.status_rect = pygame.Rect(rect.x + 10, top + 6, rect.width - 20, 84)
        tabs_y = self.status_rect.bottom + 4
        over = view.get("over") or self.watching
        if self.watching:
            self.watch.recall()
        if self.watching and h.follow:
            h.whose = self.followed()
            spot = self.rules.state.players[h.whose].pos
            h.level = spot[2] if spot else h.level
        h.level = max(1, min(view["levels"], h.level))
        tools = not over and self.looking and self.viewer is not None
        right = rect.right - (COLUMN if tools else 0)
        area = pygame.Rect(rect.x, tabs_y + 34, right - rect.x, rect.bottom - tabs_y - 40)
        area = area.clip(rect)
        if over:
            half = pygame.Rect(area.x, area.y, area.width // 2, area.height)
            self.map_rect = pygame.Rect(half.right, area.y, area.width - half.width,
                                        area.height)
            self.room.place(half, view["width"], view["height"], tray=False)
        else:
            self.room.place(area, view["width"], view["height"], tray=True)
        buttons, self._selected = tabs.level_tabs(self, rect, tabs_y, view)
        self.room.palette = []
        self.caption_rect = pygame.Rect(rect.x + 16 + 96 * view["levels"], tabs_y,
                                        max(0, right - rect.x - 26 - 96 * view["levels"]), 32)
        if over:
            buttons += tabs.notebook_tabs(self, rect.x + 20 + 96 * view["levels"], tabs_y, view,
                                          self._selected)
        elif tools:
            drawing = self.drawing()
            tool_buttons, chosen = self.room.tool_buttons(
                pygame.Rect(right + 4, tabs_y, COLUMN - 14, rect.bottom - tabs_y - 6),
                drawing and not self.showing_move and self._notebook_edits() > 0,
                "Nothing drawn in your notebook to take back." if drawing
                else "Your notebook is yours to change on your turn.")
            buttons += tool_buttons + self.room.note_chips()
            if chosen is not None:
                self._selected.append(chosen)
            if self.phase() == "answer" and self.viewer in self.rules.to_act():
                buttons[0:0] = panel.answer_buttons(
                    self, self.viewer, self.me().get("question_kind") or "", self.status_rect,
                    not self.showing_move)
            if self.reading == self.viewer:
                nxt = self.name(view.get("active"))
                done = Button(f"Done: pass to {nxt} (Enter)", self.done_reading, size=16)
                done.rect = pygame.Rect(self.status_rect.right - 250,
                                        self.status_rect.y + 18, 240, 48)
                done.enabled = not self.showing_move
                done.disabled_reason = self.BUSY_REASON
                buttons.insert(0, done)
        self._board_buttons = buttons

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the notebook page's cells while she may draw, the stamp palette,
        then the buttons (level tabs and tools are buttons of the bar)."""
        pad, cells = self.pad, []
        if self.drawing():
            cells = [pygame.Rect(pad.at(x, y), (pad.cell, pad.cell))
                     for y in range(1, pad.rows + 1) for x in range(1, pad.cols + 1)]
        return cells + [rect for _, rect in self.palette] + super().focus_targets()

    def show_level(self, level: int) -> None:
        self.hand.level = level
        self.watch.remember()
        self.layout(self.size)

    def log_seat(self) -> int | None:
        """Once the game is over, everything is revealed (lab §5): the log panel keeps the
        whole story of the seat whose notebook shows beside the real map."""
        if self.rules.is_over():
            return self.hand.whose
        return super().log_seat()

    def show_notebook(self, seat: int) -> None:
        self.hand.whose = seat
        self.hand.follow = False
        self.watch.remember()
        self.layout(self.size)

    def follow_turn(self) -> None:
        self.hand.follow = True
        self.watch.remember()
        self.layout(self.size)

    def story_lines(self) -> list[str] | None:
        """While watching, the whole story (every seat's answers from the gamemaster)."""
        return self.watch.log_lines() if self.watching else None

    # --- the notebook's own Undo --------------------------------------------------------------
    def board_undo(self, pos: tuple[int, int] | None) -> bool:
        """Ctrl+Z: right after a notebook edit it takes that edit back; after a game move it
        says plainly that the move is final (it never silently undoes a drawing instead)."""
        if self.viewer is None or not self.looking or self.rules.is_over():
            return True
        if self._last_was_drawing():
            self.undo_drawing()
        else:
            self.say_error(FINAL_MOVE, pos)
        return True

    def undo_drawing(self) -> None:
        """The notebook's own Undo: her last notebook edit goes."""
        self.sketch("undo", ())

    def _last_was_drawing(self) -> bool:
        """Was the seat's latest action a notebook edit still there to take back?"""
        for record in reversed(self.rules.log):
            if record.action.seat == self.viewer:
                return isinstance(record.action, Sketch) and self._notebook_edits() > 0
        return False

    def _notebook_edits(self) -> int:
        """How many things her notebook holds (an undo has something to take back)."""
        return panel.things_in(self.sheet())

    def sketch(self, op: str, args: tuple, pos: tuple[int, int] | None = None) -> None:
        if self.drawing():
            self.play(Sketch(self.viewer, op, args), pos)

    # --- input (game/ui/tables/lab/input.py) -------------------------------------------------
    def on_board_intent(self, intent: Intent) -> None:
        table_input.board_intent(self, intent)

    def on_event(self, event: Any) -> None:
        """A sentence that lost her position suggests a new fragment to its seat; one that
        told her level turns her notebook to that level's page."""
        super().on_event(event)
        if not isinstance(event, GmSaid) or self.watching:
            return
        hand = self.seat_states.of(event.seat)
        if event.lost and event.visible_to is not None:
            hand.lost = True
        if event.level is not None:
            hand.told_level = event.level

    # --- drawing -------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        """The board, the chosen tab and tool framed, then a dragged fragment above the
        rest of the board (the palette too)."""
        table_paint.draw_board(self, surface)
        table_paint.draw_chosen(surface, self.app.theme, self._selected)
        sheet = self.sheet()
        if self.hand.lifted is not None and sheet is not None:
            self.painter.lifted(surface, self.app.theme, self.app.sprites, sheet)

