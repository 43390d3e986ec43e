"""DungeonLab's table: per seat after a hand-off, the gamemaster's log, her own status, the
action buttons (with keys) and the sketch notebook drawn with the mouse; at the end the
real map, level by level, beside each player's notebook with every route."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.games.lab.actions import (Answer, Banish, Climb, Dismount, Feel, Land, Move,
                                    Resign, Shoot, Sketch, Strike, Suicide, Trade)
from game.core.errors import IllegalAction
from game.core.session import LogLine
from game.games.lab.events import GmSaid
from game.games.lab.notebook import GENERIC, next_mark, previous_mark
from game.ui.intents import Intent
from game.ui.table import TableScene
import game.ui.tables.lab.pad as P
from game.ui.tables.lab.bubbles import AsideToast
from game.ui.tables.lab.stamps import (PALETTE, draw_stamp, key_of, label_of, name_of,
                                      stamps_for)
from game.ui.widgets.button import Button
from game.ui.widgets.toast import draw_bubble

TOOLS = (("edge", "Walls", pygame.K_w), ("stamp", "Stamp", pygame.K_s),
         ("note", "Note", pygame.K_t), ("pen", "Pen", pygame.K_p),
         ("erase", "Eraser", pygame.K_x), ("fragment", "Fragment", pygame.K_g),
         ("me", "Me", pygame.K_m))
TOOL_KEYS = {key: tool for tool, _, key in TOOLS}
COLUMN = 318
"""The width of the tools and stamps column beside the page."""
ZOOMS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
FINAL_MOVE = ("Your move is final: the gamemaster has already answered it (lab §6). "
              "Notebook edits have their own Undo, under the page.")
AMMO = ("bullets", "grenades", "blasters")
ITEMS = ("bullets", "grenades", "blasters", "boat", "stick")
DIR_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
SHOOT_KEYS = {pygame.K_i: "N", pygame.K_l: "E", pygame.K_k: "S", pygame.K_j: "W"}
ARROW = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
NOTE_WORDS = ("?", "wall", "lights", "eyes", "dead", "store", "exit", "pit", "river")
"""Words a note takes with a click (a note written without a keyboard, or a pad)."""


@dataclass
class Hand:
    """One seat's pointer state at the table (kept across hand-offs)."""

    tool: str = "edge"
    stamp: str = "lights"
    level: int = 1
    ammo: str = "bullets"
    amount: int = 5
    item: str = "bullets"
    lots: int = 1
    edges: list[tuple[int, int, str, int, int]] = field(default_factory=list)
    mark: str = ""
    layer: int = -1
    stroke: list[int] = field(default_factory=list)
    note: tuple[int, int, int, str] | None = None
    lifted: int | None = None
    grab: tuple[int, int] = (0, 0)
    lift_origin: tuple[int, int] = (0, 0)
    whose: int = 0
    """At the end: whose notebook shows beside the map."""
    zoom: float = 1.0
    pan: tuple[int, int] = (0, 0)
    """The page's zoom (the wheel) and its shift in pixels, the pointer's cell kept still."""
    follow: bool = True
    """While watching a playback: the notebook shown follows the seat who acted last."""
    lost: bool = False
    """A pit, river, carry or teleport lost her position: the table suggests a fragment
    (it never makes one itself)."""


class LabTable(TableScene):
    button_slots = 6

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.pad = P.Pad()
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self._rows: list[list[Button]] = []
        self._board_buttons: list[Button] = []
        self.pointer = (0, 0)
        self.page_area = pygame.Rect(0, 0, 1, 1)
        self._page: pygame.Surface | None = None
        self._page_key: tuple[Any, ...] = ()
        self._moved_key: tuple[Any, ...] = ()
        self._played_back: dict[str, tuple[tuple[int, int], Any]] = {}
        """While watching: the real map and the followed notebook as of a log length and a
        seat, built once per move played back, not once per frame."""
        self._map_layer: tuple[dict[str, Any], tuple[Any, ...], pygame.Surface] | None = None
        self.palette: list[tuple[str, pygame.Rect]] = []
        self.palette_title = (0, 0)
        self._selected: list[pygame.Rect] = []
        """The chosen level tab, tool and notebook owner: drawn as chosen, never greyed."""
        self._shift = False
        """Shift was held with the last key (Shift + a letter picks a stamp)."""
        self._palette_img: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._moved_cache: dict[str, Any] = {}
        self.reading: int | None = None
        """A seat whose move just ended her turn, still reading what the gamemaster told
        her (and noting it) before she passes the screen; None: nobody."""
        self._pressed: tuple[int, int] | None = None
        """Where the press being handled is (a button's refusal opens beside it)."""
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        """Beside the level tabs: a hand-made dungeon's title and line."""
        self._played_back_ends: bool | None = None
        """A playback: does the recorded game end (None: not asked yet)."""

    @property
    def takes_text(self) -> bool:
        """While a note is being written, the app keeps text input running (whatever a
        name field on the seats screen did to it before)."""
        return self.looking and self.hand.note is not None

    def new_pointer_state(self) -> Hand:
        return Hand()

    @property
    def hand(self) -> Hand:
        return self.pointer_state

    # --- what the seat may see --------------------------------------------------------------
    def me(self) -> dict[str, Any]:
        return self.shown_view().get("me") or {}

    @property
    def watching(self) -> bool:
        """A playback of a finished game (Records' Watch, `main.py replay`): nobody plays
        at this table, so every seat's notebook, her answers from the gamemaster and the
        real map show. A game played back that never ended keeps its secrets."""
        seats = self.rules.seats
        if not seats or not all(seat.bot == "replay" for seat in seats):
            return False
        if getattr(self, "_played_back_ends", None) is None:
            self._played_back_ends = self._ends()
        return bool(self._played_back_ends)

    def _ends(self) -> bool:
        """Does the game played back reach its end? (Its remaining logged moves are played
        on a copy of the rules, once.)"""
        import copy
        if self.rules.is_over():
            return True
        queue = next((list(bot.queue) for bot in self.session.bots.values()
                      if hasattr(bot, "queue")), [])
        twin = copy.deepcopy(self.rules)
        for action in queue:
            if twin.is_over():
                break
            try:
                twin.apply(action)
            except IllegalAction:
                break
        return twin.is_over()

    def followed(self) -> int:
        """The seat a playback shows: the one who acted last (or is to act), unless the
        watcher chose a notebook."""
        h = self.hand
        if not h.follow:
            return h.whose
        for record in reversed(self.rules.log):
            return record.action.seat
        return self.view().get("active") or 0

    def real_map(self) -> dict[str, Any] | None:
        """The real map to draw beside the notebook: at the end, and while watching."""
        view = self.view()
        if view.get("over"):
            return view["reveal"]
        if self.watching:
            from game.games.lab.views import reveal
            return self._as_played_back("map", lambda: reveal(self.rules))
        return None

    def _as_played_back(self, what: str, make: Callable[[], Any]) -> Any:
        """`make()` once per move played back and seat followed (a playback moves only
        forward, so the log's length names the moment)."""
        key = (len(self.rules.log), self.followed())
        held = self._played_back.get(what)
        if held is None or held[0] != key:
            held = self._played_back[what] = (key, make())
        return held[1]

    def sheet(self) -> dict[str, Any] | None:
        view = self.view()
        if view.get("over"):
            return view["reveal"]["notebooks"][self.hand.whose]
        if self.watching:
            from game.games.lab.notebook import sheet_to_dict
            return self._as_played_back(
                "notebook", lambda: sheet_to_dict(self.rules.sheet(self.followed())))
        mine = view.get("me")
        return mine["notebook"] if mine and self.looking else None

    def status(self) -> list[str]:
        view = self.shown_view()
        if view.get("over"):      # the headline itself sits above the page
            winner = view.get("winner")
            return [f"{self.name(winner)} wins." if winner is not None else "No winner."]
        active = view.get("active")
        phase = self.me().get("phase")
        who = self.name(active)
        if self.watching:
            return [f"Watching: {who}'s turn (round {view['round']})."]
        if not self.looking or self.viewer is None:
            return [f"{who}'s turn (round {view['round']})."]
        if self.reading is not None and self.reading == self.viewer:
            return [f"{self.name(self.viewer)}: read, note, then Done."]
        if phase == "land":
            return [f"{who}: click a framed cell to land."]
        if phase == "answer":
            return [f"{who}: answer the question (Y / N)."]
        if phase == "act":
            return [f"{who}'s turn (round {view['round']}): one action."]
        return [f"{who}'s turn."]

    def handoff_note(self, seat: int) -> str:
        return "Your messages, status and notebook come next."

    # --- reading after a move ---------------------------------------------------------------
    def desired_viewer(self) -> int | None:
        """The seat that just moved keeps the screen until she says she is done."""
        if self.reading is not None and not self.rules.is_over():
            return self.reading
        return super().desired_viewer()

    def act(self, action: Any, pos: tuple[int, int] | None = None) -> bool:
        seat = action.seat
        toasts = list(self.app.toasts)
        coached = self.coach is not None and self.coach.coaching and \
            self.coach.refusal(action) is not None
        if not super().act(action, pos):
            refused = [t for t in self.app.toasts if t not in toasts]
            if refused and not isinstance(action, Sketch) and not coached:
                # her log keeps the rules' refusals too (not the coach's)
                self.session.lines.append(LogLine(f"Refused: {refused[-1].text}",
                                                  frozenset({seat})))
            return False
        if (not isinstance(action, (Sketch, Resign)) and len(self.human_seats()) > 1
                and seat not in self.rules.to_act() and not self.rules.is_over()):
            self.reading = seat
            self.layout(self.size)
        return True

    def _press_done(self) -> None:
        """Enter on Done: the same guard as a click (a Done that has only just appeared,
        or is waiting for the move to be shown, takes no key)."""
        done = next((b for b in self.bar.buttons if b.label.startswith("Done: pass to")),
                    None)
        self.bar.observe()
        if done is not None and done.enabled and not self.bar.fresh(done):
            done.on_click()

    def done_reading(self) -> None:
        """She has read and noted her move: the screen goes to the next seat."""
        self.reading = None
        self.sync_viewer()
        self.layout(self.size)

    # --- buttons ----------------------------------------------------------------------------
    def game_buttons(self) -> list[Button]:
        self._rows = self._button_rows()
        return [b for row in self._rows for b in row]

    def _button_rows(self) -> list[list[Button]]:
        seat = self.viewer
        me = self.me()
        if seat is None or not self.looking or self.rules.is_over():
            return []
        if self.reading == seat:
            return []     # Done sits above the page, where no move button ever shows
        phase = me.get("phase")
        if phase == "answer":
            return [[Button("Yes (Y)", lambda: self.act(Answer(seat, True)), size=16),
                     Button("No (N)", lambda: self.act(Answer(seat, False)), size=16)],
                    [self._resign_button(seat)]]
        if phase == "land":
            return [[self._resign_button(seat)]]
        if phase != "act":
            return []
        st = me.get("status", {})
        h = self.hand
        rows = [[Button(f"{ARROW[k]} {DIR_WORDS[k]}", lambda k=k: self.act(Move(seat, k)),
                        size=14) for k in "NESW"],
                [self._checked(Button("Up (PgUp)", lambda: self.act(Climb(seat, -1)), size=14),
                               Climb(seat, -1)),
                 self._checked(Button("Down (PgDn)", lambda: self.act(Climb(seat, 1)), size=14),
                               Climb(seat, 1))],
                [Button(h.ammo.capitalize(), self._next_ammo, size=13),
                 Button("− (-)", lambda: self._amount(-1), size=14),
                 Button(f"{h.amount}", lambda: None, size=14),
                 Button("+ (+)", lambda: self._amount(1), size=14)],
                [Button(f"Shoot {k} ({pygame.key.name(key).upper()})",
                        lambda k=k: self.act(Shoot(seat, h.ammo, h.amount, k)), size=13)
                 for key, k in SHOOT_KEYS.items()]]
        extra: list[Button] = []
        if st.get("exote"):
            extra.append(Button("Feel (F)", lambda: self.act(Feel(seat)), size=14))
        if st.get("riding"):
            extra.append(Button("Dismount", lambda: self.act(Dismount(seat)), size=14))
        if st.get("equipment", {}).get("morgul"):
            extra.append(Button("Morgul: a beast", lambda: self.act(Banish(seat)), size=14))
            extra += [Button(f"Strike {name}", lambda t=i: self.act(Strike(seat, t)), size=14)
                      for i, name in enumerate(self.view()["seats"]) if i != seat]
        if extra:
            rows.append(extra[:4])
        if st.get("in_store"):
            n = h.lots * (10 if h.item == "bullets" else 1)   # the store's own amount
            rows.append([Button(f"{h.item.capitalize()} ▸", self._next_item, size=13),
                         Button("−", lambda: self._lots(-1), size=14),
                         Button(f"{n}", lambda: None, size=14),
                         Button("+", lambda: self._lots(1), size=14)])
            rows.append([Button(f"Buy {n}", lambda: self.act(Trade(seat, h.item, n)), size=13),
                         Button(f"Sell {n}", lambda: self.act(Trade(seat, h.item, -n)),
                                size=13)])
            skins = sorted(st.get("skins", {}))
            if skins:
                rows.append([Button(f"Sell a {k} skin",
                                    lambda k=k: self.act(Trade(seat, f"skin:{k}", -1)),
                                    size=13) for k in skins[:3]])
        rows.append([self._resign_button(seat),
                     Button("Bang head on wall", lambda: self.ask(
                         "Bang your head against the wall until you die?", "Yes, die",
                         lambda: self.act(Suicide(seat))), size=13)])
        return rows

    def _checked(self, button: Button, action: Any) -> Button:
        """The button greyed, with the rules' reason on hover, when its action is refused
        (no way up from level 1)."""
        verdict = self.verdict(action)
        button.enabled, button.disabled_reason = verdict.legal, verdict.reason
        return button

    def _resign_button(self, seat: int) -> Button:
        return Button("Resign", lambda: self.ask("Resign from the game?", "Resign",
                                                 lambda: self.act(Resign(seat))), size=14)

    def _next_ammo(self) -> None:
        self.hand.ammo = AMMO[(AMMO.index(self.hand.ammo) + 1) % len(AMMO)]
        self.layout(self.size)

    def _next_item(self) -> None:
        self.hand.item = ITEMS[(ITEMS.index(self.hand.item) + 1) % len(ITEMS)]
        self.layout(self.size)

    def _lots(self, delta: int) -> None:
        """The store's amount (lots of 10 bullets, or single items), apart from the
        shooting amount."""
        self.hand.lots = max(1, min(20, self.hand.lots + delta))
        self.layout(self.size)

    def _amount(self, delta: int) -> None:
        self.hand.amount = max(1, min(99, self.hand.amount + delta))
        self.layout(self.size)

    # --- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        x, inner = self.side_rect.x + 12, self.side_rect.width - 24
        y = self.dice.rect.y
        self.dice.rect = pygame.Rect(-4000, -4000, 0, 0)   # no dice in the Labyrinth
        game = self.bar.buttons[:-3]
        rows = self._rows if not (self.rules.is_over() and self.end_shown) else \
            [[b] for b in game]      # after the end: "Back to the results" above the log
        i = 0
        for row in rows:
            width = (inner - 6 * (len(row) - 1)) // max(1, len(row))
            for j in range(len(row)):
                if i < len(game):
                    game[i].rect = pygame.Rect(x + j * (width + 6), y, width, 34)
                i += 1
            y += 40
        self.log_panel.rect = pygame.Rect(x, y + 6, inner, max(40, size[1] - 66 - y))
        common = self.bar.buttons[-3:]
        undo = common[0]     # game moves are final here; the notebook has its own Undo
        undo.on_click = lambda: self.say_error(FINAL_MOVE, undo.rect.center)
        undo.enabled = False
        undo.disabled_reason = FINAL_MOVE
        self.bar.buttons = game + common + self._board_buttons

    def on_press(self, pos: tuple[int, int]) -> bool:
        """A press on the greyed pinned Undo says plainly why a move cannot come back."""
        undo = next((b for b in self.bar.buttons if b.label == "Undo"), None)
        if undo is not None and not undo.enabled and undo.hit(pos) and not self.busy:
            self.say_error(FINAL_MOVE, pos)
            return True
        self._pressed = pos
        try:
            return super().on_press(pos)
        finally:
            self._pressed = None

    def say_error(self, text: str, pos: tuple[int, int] | None = None) -> None:
        """A refusal of a button in the side panel opens beside the panel, at the button's
        height: it never covers the rows of buttons and stays inside the window."""
        at = pos or self._pressed or self.app.mouse_pos()
        if not self.side_rect.collidepoint(at):
            super().say_error(text, pos or self._pressed)
            return
        self.app.toasts = [t for t in self.app.toasts if t.text != text]
        self.app.toasts.append(AsideToast(text, at, error=True, panel=self.side_rect.copy()))

    def double_press(self, pos: tuple[int, int]) -> bool:
        """Marks on the page are never swallowed: the double-press guard is for buttons
        and landing, not for drawing (four quick clicks cycle a side four times)."""
        if self._drawing() and self.me().get("phase") != "land" \
                and self.page_area.collidepoint(pos) and self.bar.button_at(pos) is None:
            return False
        return super().double_press(pos)

    def _drawing(self) -> bool:
        """May the seat on screen draw in her notebook now (her turn, or reading it)?"""
        return (self.looking and self.viewer is not None and not self.rules.is_over()
                and (self.viewer in self.rules.to_act() or self.viewer == self.reading))

    def layout_board(self, rect: pygame.Rect) -> None:
        view = self.view()
        h = self.hand
        self.status_rect = pygame.Rect(rect.x + 10, rect.y + 6, rect.width - 20, 84)
        tabs_y = self.status_rect.bottom + 4
        over = view.get("over") or self.watching
        if self.watching and h.follow:
            h.whose = self.followed()
            spot = self.rules.state.players[h.whose].pos
            h.level = spot[2] if spot else h.level
        tools = not over and self.looking and self.viewer is not None
        right = rect.right - (COLUMN if tools else 0)
        area = pygame.Rect(rect.x, tabs_y + 34, right - rect.x, rect.bottom - tabs_y - 40)
        self.page_area = area.clip(rect)
        if over:
            half = pygame.Rect(area.x, area.y, area.width // 2, area.height)
            self.map_rect = pygame.Rect(half.right, area.y, area.width - half.width,
                                        area.height)
            self.pad.place(half, view["width"], view["height"])
        else:
            self.pad.place(area, view["width"], view["height"], h.zoom, h.pan,
                           P.reach(self.sheet(), h.level))
        h.level = max(1, min(view["levels"], h.level))
        buttons, self._selected = [], []
        for lv in range(1, view["levels"] + 1):
            b = Button(f"Level {lv}", lambda lv=lv: self._level(lv), size=14)
            b.rect = pygame.Rect(rect.x + 10 + (lv - 1) * 96, tabs_y, 90, 30)
            buttons.append(b)
            if lv == h.level:
                self._selected.append(b.rect)
        self.palette = []
        self.caption_rect = pygame.Rect(rect.x + 16 + 96 * view["levels"], tabs_y,
                                        max(0, right - rect.x - 26 - 96 * view["levels"]), 32)
        if over:
            for i, name in enumerate(view["seats"]):
                b = Button(f"{name}'s notebook", lambda i=i: self._whose(i), size=13)
                b.rect = pygame.Rect(rect.x + 20 + 96 * view["levels"] + i * 150, tabs_y,
                                     144, 30)
                buttons.append(b)
                if i == h.whose:
                    self._selected.append(b.rect)
            if self.watching:
                b = Button("Follow the turn", self._follow, size=13)
                b.rect = pygame.Rect(rect.x + 20 + 96 * view["levels"] + len(view["seats"])
                                     * 150, tabs_y, 144, 30)
                buttons.append(b)
                if h.follow:
                    self._selected.append(b.rect)
        elif tools:
            buttons += self._tool_column(pygame.Rect(right + 4, tabs_y, COLUMN - 14,
                                                     rect.bottom - tabs_y - 6))
            if h.note is not None:
                buttons += self._note_chips()
            if self.reading == self.viewer:
                nxt = self.name(view.get("active"))
                done = Button(f"Done: pass to {nxt} (Enter)", self.done_reading, size=16)
                done.rect = pygame.Rect(self.status_rect.right - 250,
                                        self.status_rect.y + 18, 240, 48)
                done.enabled = not self.showing_move
                done.disabled_reason = self.BUSY_REASON
                buttons.insert(0, done)
        self._board_buttons = buttons

    def _note_chips(self) -> list[Button]:
        """Under an open note: a chip per common word and Write (Enter), on the page."""
        h = self.hand
        assert h.note is not None
        layer, x, y, _ = h.note
        origin = (0, 0)
        sheet = self.sheet()
        if layer != -1 and sheet and str(layer) in sheet["fragments"]:
            frag = sheet["fragments"][str(layer)]
            origin = (frag["x"], frag["y"])
        sx, sy = self.pad.at(origin[0] + x, origin[1] + y)
        labels = [*NOTE_WORDS, "Write (Enter)"]
        widths = [max(34, 9 * len(w) + 14) for w in labels]
        area = self.page_area
        left = max(area.x + 4, min(sx, area.right - sum(widths[:5]) - 20))
        top = sy + max(24, self.pad.cell // 2) + 4
        if top + 2 * 28 > area.bottom:
            top = sy - 2 * 28 - 4
        chips, at = [], (left, top)
        for i, (word, width) in enumerate(zip(labels, widths)):
            if i == 5:
                at = (left, top + 28)
            act = self._write_note if word.startswith("Write") else \
                (lambda w=word: self._note_word(w))
            b = Button(word, act, size=13)
            b.rect = pygame.Rect(at[0], at[1], width, 26)
            chips.append(b)
            at = (at[0] + width + 4, at[1])
        return chips

    def _tool_column(self, col: pygame.Rect) -> list[Button]:
        """The tools (two to a row, each with its key), the notebook's Undo, then every
        stamp with its picture and name, three to a row."""
        h = self.hand
        width = (col.width - 6) // 2
        buttons = []
        for i, (tool, label, key) in enumerate(TOOLS):
            if tool == "fragment" and h.lost:
                label = "Lost? Fragment"
            b = Button(f"{label} ({pygame.key.name(key).upper()})",
                       lambda t=tool: self._tool(t), size=14)
            b.rect = pygame.Rect(col.x + (i % 2) * (width + 6), col.y + (i // 2) * 36, width, 32)
            buttons.append(b)
            if tool == h.tool:
                self._selected.append(b.rect)
        undo = Button("Undo drawing (⌫)", self.undo_drawing, size=14)
        undo.rect = pygame.Rect(col.x + width + 6, col.y + 3 * 36, width, 32)
        undo.enabled = self._drawing() and not self.showing_move and self._notebook_edits() > 0
        undo.disabled_reason = "Nothing drawn in your notebook to take back." \
            if self._drawing() else "Your notebook is yours to change on your turn."
        buttons.append(undo)
        top = col.y + 4 * 36 + 20
        self.palette_title = (col.x, top - 18)
        per = 3
        w = (col.width - 4 * (per - 1)) // per
        rows = (len(PALETTE) + per - 1) // per
        tall = max(18, min(30, (col.bottom - top) // rows - 2))
        self.palette = [(name, pygame.Rect(col.x + (i % per) * (w + 4),
                                           top + (i // per) * (tall + 2), w, tall))
                        for i, name in enumerate(PALETTE)]
        return buttons

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the notebook page's cells while she may draw, the stamp palette,
        then the buttons (level tabs and tools are buttons of the bar)."""
        pad, cells = self.pad, []
        if self._drawing():
            cells = [pygame.Rect(pad.at(x, y), (pad.cell, pad.cell))
                     for y in range(1, pad.rows + 1) for x in range(1, pad.cols + 1)]
        return cells + [rect for _, rect in self.palette] + super().focus_targets()

    def _level(self, level: int) -> None:
        self.hand.level = level
        self.layout(self.size)

    def log_seat(self) -> int | None:
        """Once the game is over, everything is revealed (lab §5): the log panel keeps the
        whole story of the seat whose notebook shows beside the real map, not the three
        public lines."""
        if self.rules.is_over():
            return self.hand.whose
        return super().log_seat()

    def _whose(self, seat: int) -> None:
        self.hand.whose = seat
        self.hand.follow = False
        self.layout(self.size)

    def _follow(self) -> None:
        self.hand.follow = True
        self.layout(self.size)

    def log_lines(self) -> list[str]:
        """While watching, the whole story: the public lines and every seat's answers from
        the gamemaster, each private line under its seat's name."""
        if not self.watching:
            return super().log_lines()
        shown = self.session.events_taken - len(self.session.pending) - len(self.event_queue)
        names = self.view()["seats"]
        out = []
        for line in self.session.lines:
            if line.event >= shown:
                continue
            if line.visible_to is None or len(line.visible_to) != 1:
                out.append(line.text)
            else:
                name = names[next(iter(line.visible_to))]
                out.append(line.text if line.text.startswith(name) else f"{name}: {line.text}")
        return out

    def _tool(self, tool: str) -> None:
        self.hand.tool = tool
        self.hand.note = None
        self.layout(self.size)

    def _stamp(self, name: str) -> None:
        self.hand.tool, self.hand.stamp = "stamp", name
        self.layout(self.size)

    # --- the notebook by mouse and keys -----------------------------------------------------
    def undo(self, pos: tuple[int, int] | None = None) -> None:
        """Ctrl+Z: right after a notebook edit it takes that edit back; after a game move it
        says plainly that the move is final (it never silently undoes a drawing instead)."""
        if self.viewer is None or not self.looking or self.rules.is_over():
            return
        if self._last_was_drawing():
            self.undo_drawing()
        else:
            self.say_error(FINAL_MOVE, pos)

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
        sheet = self.sheet()
        if not sheet:
            return 0
        layers = list(sheet["pages"].values()) + [f["layer"] for f in
                                                   sheet["fragments"].values()]
        return sum(len(lay[k]) for lay in layers for k in lay) + len(sheet["fragments"]) \
            + (sheet.get("me") is not None)

    def sketch(self, op: str, args: tuple, pos: tuple[int, int] | None = None) -> None:
        if self._drawing():
            self.act(Sketch(self.viewer, op, args), pos)

    def _layer_at(self, pos: tuple[int, int]) -> tuple[int, tuple[int, int]]:
        """(layer, origin) under the pointer: a fragment of this level or the page."""
        sheet = self.sheet() or {"fragments": {}}
        found = P.fragment_at(self.pad, {"fragments": {
            k: f for k, f in sheet["fragments"].items() if f["level"] == self.hand.level}},
            pos)
        if found is not None:
            frag = sheet["fragments"][str(found[0])]
            return found[0], (frag["x"], frag["y"])
        return -1, (0, 0)

    def on_board_intent(self, intent: Intent) -> None:
        try:
            self._board(intent)
        except (KeyError, ValueError, TypeError, IndexError):
            self.hand.edges, self.hand.stroke, self.hand.lifted = [], [], None

    def handle(self, event: Any) -> None:
        """Keys remember whether Shift was held (Shift + a letter picks a stamp)."""
        if event.type == pygame.KEYDOWN:
            self._shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        super().handle(event)

    def _zoom(self, pos: tuple[int, int], steps: int) -> None:
        """The wheel zooms the page in or out round the pointer's spot."""
        h = self.hand
        i = min(range(len(ZOOMS)), key=lambda k: abs(ZOOMS[k] - h.zoom))
        zoom = ZOOMS[max(0, min(len(ZOOMS) - 1, i + steps))]
        if zoom == h.zoom:
            return
        view = self.view()
        fine = self.pad.fine(pos, (0, 0))
        base = P.Pad.base_cell(self.page_area, view["width"], view["height"],
                               P.reach(self.sheet(), h.level))
        cell = max(8, int(base * zoom))
        h.zoom = zoom
        if zoom == 1.0:
            h.pan = (0, 0)
        else:      # keep the page spot under the pointer where it was
            left = pos[0] - (fine[0] - 1) * cell
            top = pos[1] - (fine[1] - 1) * cell
            h.pan = (int(left - (self.page_area.x + base // 2 + 8)),
                     int(top - (self.page_area.y + base // 2)))
        self.layout(self.size)

    def _board(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "motion":
            self.pointer = intent.pos
            self._drag(intent)
            return
        if kind == "wheel":      # round the pointer's last place on the page
            if self.page_area.collidepoint(self.pointer) and self.sheet() is not None:
                self._zoom(self.pointer, 1 if intent.amount > 0 else -1)
            return
        if kind in ("key", "move", "text", "erase", "confirm", "mirror", "rotate_key"):
            self._key(intent)
            return
        seat = self.viewer
        if seat is None or not self.looking or self.rules.is_over() or self.busy:
            return
        sheet = self.sheet()
        if sheet is None:
            return
        if kind == "right":
            if self.hand.tool == "edge":
                self._press(intent.pos, sheet, back=True)
                self._release(intent.pos)
            return
        if kind == "press":
            self._press(intent.pos, sheet)
        elif kind == "release":
            self._release(intent.pos)

    def _press(self, pos: tuple[int, int], sheet: dict[str, Any], back: bool = False
               ) -> None:
        h = self.hand
        seat = self.viewer
        assert seat is not None
        for name, rect in self.palette:
            if rect.collidepoint(pos):
                self._stamp(name)
                return
        if self.me().get("phase") == "land":
            x, y = self.pad.cell_at(pos)
            if self.pad.rect.collidepoint(pos):
                self.act(Land(seat, x, y, h.level), pos)
            return
        found = P.fragment_at(self.pad, {"fragments": {
            k: f for k, f in sheet["fragments"].items() if f["level"] == h.level}}, pos)
        if found and found[1]:
            frag = sheet["fragments"][str(found[0])]
            h.lifted, h.grab = found[0], self.pad.cell_at(pos)
            h.lift_origin = (frag["x"], frag["y"])
            return
        if not self.page_area.collidepoint(pos):
            return
        layer, origin = self._layer_at(pos)
        if not self.pad.rect.collidepoint(pos) and layer == -1 and h.tool != "fragment":
            return
        cell = self.pad.cell_at(pos, origin)
        if h.tool == "edge":
            edge = self.pad.edge_at(pos, origin)
            if edge is None:
                return
            current = _mark_of(sheet, h.level, layer, edge)
            h.mark = previous_mark(current) if back else next_mark(current)
            h.layer, h.edges = layer, [(*edge, *origin)]
        elif h.tool == "pen":
            fx, fy = self.pad.fine(pos, origin)
            h.layer, h.stroke = layer, [origin[0], origin[1], round(fx * 10), round(fy * 10)]
        elif h.tool == "stamp":
            self.sketch("stamp", (h.level, layer, *cell, h.stamp), pos)
        elif h.tool == "erase":
            self.sketch("erase", (h.level, layer, *cell), pos)
        elif h.tool == "me":
            self.sketch("me", (h.level, layer, *cell), pos)
        elif h.tool == "fragment":
            self.sketch("fragment", (h.level, *self.pad.cell_at(pos)), pos)
        elif h.tool == "note":
            h.note = (layer, cell[0], cell[1], "")
            self.layout(self.size)        # the note's word chips

    def _drag(self, intent: Intent) -> None:
        h = self.hand
        if not intent.held:
            return
        if h.lifted is not None:
            self.dirty = True
            return
        origin = (h.edges[0][3], h.edges[0][4]) if h.edges else None
        if h.edges and origin is not None:
            edge = self.pad.edge_at(intent.pos, origin)
            if edge is not None and (*edge, *origin) not in h.edges and len(h.edges) < 200:
                h.edges.append((*edge, *origin))
                self.dirty = True
        elif h.stroke:
            fx, fy = self.pad.fine(intent.pos, (h.stroke[0], h.stroke[1]))
            pt = [round(fx * 10), round(fy * 10)]
            if pt != h.stroke[-2:] and len(h.stroke) < 2 + 2 * 400:
                h.stroke += pt
                self.dirty = True

    def _release(self, pos: tuple[int, int]) -> None:
        h = self.hand
        if h.lifted is not None:
            x, y = self.pad.cell_at(pos)
            dx, dy = x - h.grab[0], y - h.grab[1]
            frag, h.lifted = h.lifted, None
            if dx or dy:
                self.sketch("drag", (frag, h.lift_origin[0] + dx, h.lift_origin[1] + dy), pos)
            if self._on_page(pos):        # dropped on the page: it merges where it lies
                sheet = self.sheet()
                if sheet is not None and str(frag) in sheet["fragments"]:
                    h.lost = False            # the hint has done its work
                    self._merge(frag, sheet, pos)
            return
        if h.edges:
            edges = tuple((x, y, k) for x, y, k, _, _ in h.edges)
            self.sketch("edges", (h.level, h.layer, h.mark, *edges), pos)
            h.edges = []
        elif h.stroke:
            points = tuple(h.stroke[2:])
            h.stroke = []
            if len(points) >= 4:
                self.sketch("pen", (h.level, h.layer, *points), pos)

    def _on_page(self, pos: tuple[int, int]) -> bool:
        """Is `pos` over the page's grid as shown (a fragment dropped there merges)?"""
        return self.pad.rect.collidepoint(pos) and self.page_area.collidepoint(pos)

    def _merge(self, frag: int, sheet: dict[str, Any], pos: tuple[int, int]) -> None:
        """Merge a dropped fragment into the fragment under its corner, or the page."""
        mine = sheet["fragments"][str(frag)]
        corner = self.pad.at(mine["x"], mine["y"])
        others = {k: f for k, f in sheet["fragments"].items()
                  if k != str(frag) and f["level"] == mine["level"]}
        below = P.fragment_at(self.pad, {"fragments": others}, (corner[0] + 2, corner[1] + 2))
        self.sketch("merge", (frag, below[0] if below else -1), pos)

    def _key(self, intent: Intent) -> None:
        h = self.hand
        seat = self.viewer
        if seat is None or not self.looking or self.rules.is_over():
            return
        if h.note is not None:
            self._note_key(intent)
            return
        if intent.kind == "erase":
            if self._drawing():
                self.undo_drawing()
            return
        if self._shift and intent.kind in ("key", "mirror", "rotate_key"):
            self._stamp_key(intent.key)
            return      # Shift + a letter never moves nor shoots
        tool = TOOL_KEYS.get(pygame.K_m if intent.kind == "mirror" else intent.key)
        if tool is not None and intent.kind in ("key", "mirror") and self._drawing():
            self._tool(tool)
            return
        if self.reading == seat:
            if intent.kind == "confirm":
                self._press_done()
            return
        if intent.kind == "move":
            if self.me().get("phase") == "act":
                self.act(Move(seat, intent.direction))
            return
        if intent.kind != "key":
            return
        key = intent.key
        phase = self.me().get("phase")
        if phase == "answer" and key in (pygame.K_y, pygame.K_n):
            self.act(Answer(seat, key == pygame.K_y))
        elif phase != "act":
            return
        elif key in SHOOT_KEYS:
            self.act(Shoot(seat, h.ammo, h.amount, SHOOT_KEYS[key]))
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.act(Climb(seat, -1 if key == pygame.K_PAGEUP else 1))
        elif key == pygame.K_f:
            self.act(Feel(seat))
        elif key in (pygame.K_1, pygame.K_2, pygame.K_3):
            h.ammo = AMMO[key - pygame.K_1]
            self.layout(self.size)
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._amount(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self._amount(-1)

    def _stamp_key(self, key: int) -> None:
        """Shift + a letter: the stamp tool with the stamp of that letter; again, the next
        stamp sharing the letter."""
        if not self._drawing():
            return
        letter = "?" if key == pygame.K_SLASH else pygame.key.name(key).upper()
        choices = stamps_for(letter)
        if not choices:
            return
        h = self.hand
        now = h.stamp if h.tool == "stamp" and h.stamp in choices else None
        self._stamp(choices[(choices.index(now) + 1) % len(choices)] if now else choices[0])

    def _note_key(self, intent: Intent) -> None:
        h = self.hand
        assert h.note is not None
        layer, x, y, text = h.note
        if intent.kind == "text":
            h.note = (layer, x, y, (text + intent.text)[:40])
        elif intent.kind == "erase":
            h.note = (layer, x, y, text[:-1])
        elif intent.kind == "confirm" and intent.key != pygame.K_SPACE:
            self._write_note()
        self.dirty = True

    def _note_word(self, word: str) -> None:
        """A word chip under an open note: the word is added to it."""
        h = self.hand
        if h.note is not None:
            layer, x, y, text = h.note
            h.note = (layer, x, y, (f"{text} {word}" if text else word)[:40])
            self.dirty = True

    def _write_note(self) -> None:
        """The open note goes into the notebook (Enter, or its Write chip)."""
        h = self.hand
        if h.note is None:
            return
        layer, x, y, text = h.note
        h.note = None
        if text.strip():
            self.sketch("note", (h.level, layer, x, y, text))
        self.layout(self.size)

    def on_event(self, event: Any) -> None:
        """A sentence that lost her position suggests a new fragment to its seat."""
        super().on_event(event)
        if isinstance(event, GmSaid) and event.lost and event.visible_to is not None:
            self.seat_states.of(event.seat).lost = True

    # --- drawing ----------------------------------------------------------------------------
    def _moved_sheet(self, sheet: dict[str, Any]) -> dict[str, Any]:
        """The same dict while the lifted fragment stays on one cell (the cache holds)."""
        cell = self.pad.cell_at(self.pointer)
        if self._moved_key != (id(sheet), cell, self.hand.lifted):
            self._moved_key = (id(sheet), cell, self.hand.lifted)
            self._moved_cache = _moved(sheet, self.hand, cell)
        return self._moved_cache

    def draw_board(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        self._draw_status(surface)
        sheet = self.sheet()
        if sheet is None:
            msg = theme.fonts.render("The notebook shows once its owner looks.", 20, c.paper)
            surface.blit(msg, (self.board_rect.x + 40, self.board_rect.centery))
            return
        view = self.view()
        h = self.hand
        draw_sheet = sheet
        if h.lifted is not None:
            draw_sheet = self._moved_sheet(sheet)
        self._draw_cached_page(surface, draw_sheet, view)
        self._draw_caption(surface, view)
        if h.lifted is not None:
            self._draw_drop(surface, draw_sheet)
        self._draw_palette(surface)
        P.draw_gesture(surface, self.pad, theme, h.edges, h.mark, h.stroke)
        if h.note is not None:
            layer, x, y, text = h.note
            origin = (0, 0)
            if layer != -1 and str(layer) in sheet["fragments"]:
                f = sheet["fragments"][str(layer)]
                origin = (f["x"], f["y"])
            sx, sy = self.pad.at(origin[0] + x, origin[1] + y)
            box = theme.fonts.render(text + "_", max(12, self.pad.cell // 3), c.ink)
            pygame.draw.rect(surface, c.highlight, (sx, sy, max(self.pad.cell,
                                                                box.get_width() + 6), 22))
            surface.blit(box, (sx + 3, sy + 2))
        real = self.real_map()
        if real is not None:
            from game.ui.tables.lab.reveal import draw_differences
            self._draw_real_map(surface, real, view)
            draw_differences(surface, theme, self.pad, self.map_rect, real,
                             sheet["pages"].get(str(h.level)), h.level,
                             view["seats"][h.whose])

    def _draw_real_map(self, surface: pygame.Surface, real: dict[str, Any],
                       view: dict[str, Any]) -> None:
        """The real map beside the notebook, painted once per map, level and place, then
        blitted."""
        from game.ui.tables.lab.reveal import draw_reveal
        level = self.hand.level
        key = (level, tuple(self.map_rect), surface.get_size(), bool(view.get("over")))
        held = self._map_layer
        if held is None or held[0] is not real or held[1] != key:
            canvas = pygame.Surface(surface.get_size())
            canvas.blit(surface, self.map_rect, self.map_rect)   # what lies under the map
            draw_reveal(canvas, self.app.theme, self.app.sprites, self.map_rect, real,
                        view["width"], view["height"], level,
                        "as the game ended" if view.get("over") else "at this moment")
            held = self._map_layer = (real, key, canvas.subsurface(self.map_rect).copy())
        surface.blit(held[2], self.map_rect.topleft)

    def caption(self) -> str:
        """A hand-made dungeon's title and one line, beside the level tabs while playing."""
        chosen = self.view().get("map") or {}
        if not chosen.get("description") or self.view().get("over") or self.watching:
            return ""
        return f"{chosen['title']}: {chosen['description']}"

    def _draw_caption(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        words = self.caption()
        box = self.caption_rect
        if not words or box.width < 80:
            return
        fonts = self.app.theme.fonts
        size, lines = fonts.fit_block([words], 14, box.width, box.height, "italic", 10)
        y = box.y + (box.height - len(lines) * fonts.get(size, "italic").get_linesize()) // 2
        for line in lines:
            surface.blit(fonts.render(line, size, self.app.theme.colours.paper, "italic"),
                         (box.x, y))
            y += fonts.get(size, "italic").get_linesize()

    def _draw_drop(self, surface: pygame.Surface, sheet: dict[str, Any]) -> None:
        """While a fragment is dragged: where it lands, the page cells whose marks it will
        overwrite (red) and, beside the pointer, what a drop here does."""
        theme = self.app.theme
        frag = sheet["fragments"].get(str(self.hand.lifted))
        if frag is None:
            return
        on_page = self._on_page(self.pointer)
        if on_page:
            changed = overwritten(sheet, frag)
            box = P.fragment_box(self.pad, frag)
            pygame.draw.rect(surface, theme.colours.accent, box.inflate(6, 6), 3)
            for x, y in changed:
                sx, sy = self.pad.at(frag["x"] + x, frag["y"] + y)
                pygame.draw.rect(surface, (0xFF, 0x00, 0x4D),
                                 (sx, sy, self.pad.cell, self.pad.cell), 3)
            words = "Drop: merge it here" + (f" ({len(changed)} mark"
                                             f"{'s' if len(changed) > 1 else ''} replaced)"
                                             if changed else "")
        else:
            words = "Drop: it stays loose here"
        draw_bubble(surface, theme, words, self.pointer, theme.colours.accent)

    def _draw_cached_page(self, surface: pygame.Surface, sheet: dict[str, Any],
                          view: dict[str, Any]) -> None:
        """The page and its fragments, painted once per notebook change, level, size or
        dragged position, then blitted (a full notebook stays cheap to redraw)."""
        h = self.hand
        area = self.page_area
        key = (id(sheet), h.level, tuple(self.pad.rect), self.pad.cell, h.lifted,
               tuple(area), self.viewer)
        if key != self._page_key or self._page is None:
            canvas = pygame.Surface(surface.get_size())
            canvas.fill(self.app.theme.colours.desk)
            P.draw_page(canvas, self.pad, self.app.theme, self.app.sprites, sheet, h.level,
                        (view["width"], view["height"]), h.lifted)
            self._page = canvas.subsurface(area).copy()
            self._page_key = key
        surface.blit(self._page, area.topleft)

    def _draw_palette(self, surface: pygame.Surface) -> None:
        """The stamp palette: each stamp's picture and name, the chosen one lit (cached);
        under the pointer, a bubble with its name and key."""
        if not self.palette:
            return
        theme = self.app.theme
        c = theme.colours
        h = self.hand
        chosen = h.stamp if h.tool == "stamp" else ""
        first = self.palette[0][1]
        whole = first.unionall([r for _, r in self.palette])
        key = (chosen, tuple(whole), len(self.palette))
        if self._palette_img is None or self._palette_img[0] != key:
            img = pygame.Surface(whole.size, pygame.SRCALPHA)
            for name, rect in self.palette:
                box = rect.move(-whole.x, -whole.y)
                pygame.draw.rect(img, c.highlight if name == chosen else c.button, box,
                                 border_radius=4)
                icon = pygame.Rect(box.x + 2, box.y + 2, box.height - 4, box.height - 4)
                draw_stamp(img, theme, self.app.sprites, name, icon)
                label = label_of(name)
                room = box.right - icon.right - 6
                size = theme.fonts.fit(label, 12, room, smallest=9)
                text = theme.fonts.render(label, size, c.ink if name == chosen
                                          else c.button_text)
                img.blit(text, text.get_rect(midleft=(icon.right + 4, box.centery)))
            self._palette_img = (key, img)
        title = theme.fonts.render("Stamps (Shift + first letter)", 13, c.panel_text)
        surface.blit(title, self.palette_title)
        surface.blit(self._palette_img[1], whole.topleft)
        mouse = self.app.mouse_pos()
        for name, rect in self.palette:
            if rect.collidepoint(mouse):
                draw_bubble(surface, theme, f"{name_of(name)}: Shift+{key_of(name)}",
                            mouse, c.panel)

    def draw_side(self, surface: pygame.Surface) -> None:
        """The side panel, then the chosen level tab and tool framed as chosen."""
        super().draw_side(surface)
        accent = self.app.theme.colours.accent
        for rect in self._selected:
            pygame.draw.rect(surface, accent, rect.inflate(4, 4), 3, border_radius=9)
            pygame.draw.rect(surface, accent, (rect.x + 6, rect.bottom + 3, rect.width - 12, 3))

    def _draw_status(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        pygame.draw.rect(surface, c.panel, self.status_rect, border_radius=6)
        lines = status_lines(self.me().get("status")) if self.looking else []
        if self.watching and not self.view().get("over"):
            from game.games.lab.views import status
            seat = self.hand.whose
            lines = [f"{self.name(seat)}: " + status_lines(status(self.rules, seat))[0],
                     *status_lines(status(self.rules, seat))[1:]]
        elif self.view().get("over"):
            lines = [self.view().get("headline", "")]
        elif not lines:
            lines = self.status()
        room = self.status_rect.width - 16
        if self.reading is not None and self.reading == self.viewer:
            room -= 260      # the Done button sits at the panel's right end
        size, wrapped = theme.fonts.fit_block(lines, 16, room, self.status_rect.height - 8)
        y = self.status_rect.y + 4
        for part in wrapped:
            surface.blit(theme.fonts.render(part, size, c.panel_text),
                         (self.status_rect.x + 8, y))
            y += theme.fonts.get(size).get_linesize()


def status_lines(st: dict[str, Any] | None) -> list[str]:
    """Her own status in words (lab §6): damage against limits, ammunition, money,
    equipment, exote, treasure, landings left."""
    if not st:
        return []
    dmg = ", ".join(f"{k} {v}/{lim}" for k, (v, lim) in st["damage"].items())
    ammo = st["ammo"]
    gear = ", ".join(f"{n} {k}" for k, n in st["equipment"].items()) or "none"
    skins = ", ".join(f"{n} {k}" for k, n in st["skins"].items()) or "none"
    flags = [f"exote: {'yes' if st['exote'] else 'no'}",
             f"treasure: {'YES' if st['treasure'] else 'no'}"]
    if st.get("riding"):
        flags.append("riding an ontifutlas")
    if st.get("landings_left") is not None:
        flags.append(f"landings left: {st['landings_left']}")
    return [f"Damage: {dmg}.",
            f"Ammunition: {ammo['bullets']} bullets, {ammo['grenades']} grenades, "
            f"{ammo['blasters']} blasters. Money: ${st['money']}.",
            f"Equipment: {gear}. Skins: {skins}. " + ", ".join(flags).capitalize() + "."]


def overwritten(sheet: dict[str, Any], frag: dict[str, Any]) -> list[tuple[int, int]]:
    """The fragment's cells (its own coordinates) whose stamp or side marks would replace
    different ones on the page if it merged where it lies (a generic stamp over a specific
    one replaces nothing)."""
    page = sheet["pages"].get(str(frag["level"])) or {"stamps": [], "edges": []}
    ox, oy = frag["x"], frag["y"]
    stamps = {(x, y): name for x, y, name in page["stamps"]}
    edges = {(x, y, k): m for x, y, k, m in page["edges"]}
    out = []
    for x, y, name in frag["layer"]["stamps"]:
        there = stamps.get((x + ox, y + oy))
        if there and there != name and not (name in GENERIC and there not in GENERIC):
            out.append((x, y))
    for x, y, k, mark in frag["layer"]["edges"]:
        there = edges.get((x + ox, y + oy, k))
        if there and there != mark and (x, y) not in out:
            out.append((x, y))
    return out


def _mark_of(sheet: dict[str, Any], level: int, layer: int, edge: tuple[int, int, str]
             ) -> str:
    lay = sheet["pages"].get(str(level)) if layer == -1 else \
        sheet["fragments"].get(str(layer), {}).get("layer")
    for x, y, k, m in (lay or {}).get("edges", []):
        if (x, y, k) == edge:
            return m
    return "unknown"


def _moved(sheet: dict[str, Any], h: Hand, cell: tuple[int, int]) -> dict[str, Any]:
    """The sheet with the lifted fragment following the pointer (drawn, not saved)."""
    frags = dict(sheet["fragments"])
    key = str(h.lifted)
    if key in frags:
        frags[key] = {**frags[key], "x": h.lift_origin[0] + cell[0] - h.grab[0],
                      "y": h.lift_origin[1] + cell[1] - h.grab[1]}
    return {**sheet, "fragments": frags}
