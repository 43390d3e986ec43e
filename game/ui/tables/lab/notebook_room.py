"""The notebook editor, a room of DungeonLab's table (lab §6): where the page, the tray of
loose fragments, the tools and the stamp palette lie, and what a press, a drag, a release or
a key there does. It never changes the notebook itself: each gesture becomes a `Sketch`
edit through its host, the table (`host.sketch`)."""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.games.lab import fragments as F
from game.games.lab.notebook import next_mark, previous_mark, second_reading
from game.games.lab.sides import run_sides
from game.ui.intents import Intent
from game.ui.tables.lab.hand import DRAWING_TOOLS, LAND_KEY, TOOL_KEYS, TOOLS, Hand
from game.ui.tables.lab.pad import HANDLE, Pad
from game.ui.tables.lab.stamps import PALETTE, stamps_for
from game.ui.widgets.button import Button

ZOOMS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
NOTE_WORDS = ("?", "wall", "lights", "eyes", "dead", "store", "exit", "pit", "river")
"""Words a note takes with a click (a note written without a keyboard, or a pad)."""
TRAY_SHARE = 0.3
"""The tray's share of the notebook's width, beside the page."""


class Host(Protocol):
    """What the notebook room asks of its table."""

    hand: Hand

    def sheet(self) -> dict[str, Any] | None: ...
    def drawing(self) -> bool: ...
    def phase(self) -> str | None: ...
    def sketch(self, op: str, args: tuple, pos: tuple[int, int] | None = None) -> None: ...
    def land_at(self, cell: tuple[int, int], pos: tuple[int, int], ask: bool) -> None: ...
    def relayout(self) -> None: ...
    def refresh(self) -> None: ...


class NotebookRoom:
    """The page (`pad`), the tray (`tray_pad`, `tray`) and the palette, and the gestures
    on them."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.pad = Pad()
        self.tray_pad = Pad()
        self.tray = F.Tray(32)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_at = (0, 0)
        """The screen point of the tray's cell (0, 0)'s top left."""
        self.area = pygame.Rect(0, 0, 1, 1)
        """The page's room on screen (the page and the tray beside it)."""
        self.palette: list[tuple[str, pygame.Rect]] = []
        self.palette_title = (0, 0)
        self.pointer = (0, 0)
        self.shape = (5, 5)
        """The dungeon's (width, height) the page frames."""

    # --- where things lie ---------------------------------------------------------------
    def place(self, area: pygame.Rect, width: int, height: int, tray: bool) -> None:
        """The page in `area` at its own scale (the wheel's zoom only), the tray of loose
        fragments beside it when `tray`."""
        h = self.host.hand
        self.area, self.shape = area, (width, height)
        page = area
        if tray:
            share = int(area.width * TRAY_SHARE)
            page = pygame.Rect(area.x, area.y, area.width - share, area.height)
            self.tray_rect = pygame.Rect(page.right + 6, area.y + 6, share - 12,
                                         area.height - 12)
        else:
            self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.pad.place(page, width, height, h.zoom if tray else 1.0,
                       h.pan if tray else (0, 0), (0, 0))
        self.place_tray()

    def place_tray(self) -> None:
        """The loose fragments of the level shown, laid out in the tray (never over each
        other; their places come from their sizes only)."""
        sheet = self.host.sheet()
        if sheet is None or not self.tray_rect.width:
            self.tray = F.Tray(self.pad.cell)
            return
        room = self.tray_rect
        edge = self.pad.cell // 2          # room round the fragments for their outer sides
        self.tray = F.tray(sheet, self.host.hand.level,
                           (room.width - 2 * edge, room.height - 70 - edge), self.pad.cell)
        cell = self.tray.cell
        self.tray_at = (room.x + edge, room.y)
        self.tray_pad = Pad(pygame.Rect(self.tray_at[0] + cell, self.tray_at[1] + cell,
                                        room.width, room.height), 1, 1, cell)

    def tray_fine(self, pos: tuple[int, int]) -> tuple[float, float]:
        """`pos` in the tray's cells (cell (x, y) spans x..x+1 from its top left)."""
        return ((pos[0] - self.tray_at[0]) / self.tray.cell,
                (pos[1] - self.tray_at[1]) / self.tray.cell)

    def handle_at(self, pos: tuple[int, int]) -> int | None:
        """The loose fragment whose handle (the strip above it in the tray) is under `pos`."""
        if not self.tray_rect.collidepoint(pos):
            return None
        fx, fy = self.tray_fine(pos)
        for fid, (x0, y0, x1, _y1) in self.tray.boxes.items():
            if x0 <= fx < x1 + 1 and y0 - HANDLE[0] <= fy < y0 - HANDLE[1]:
                return fid
        return None

    def spot(self, pos: tuple[int, int], exclude: int | None = None
             ) -> tuple[int, tuple[int, int], Pad] | None:
        """(layer, origin, pad) under `pos`: a loose fragment in the tray (its outer sides
        its own), the page, or None (neither)."""
        sheet = self.host.sheet()
        if sheet is None:
            return None
        if self.tray_rect.collidepoint(pos):
            layer, origin = F.owner(sheet, self.host.hand.level, self.tray.places,
                                    *self.tray_fine(pos), exclude=exclude)
            if layer == -1:
                return None
            return layer, (int(origin[0]), int(origin[1])), self.tray_pad
        page = self.pad.rect.inflate(self.pad.cell // 2, self.pad.cell // 2)
        if page.collidepoint(pos) and self.area.collidepoint(pos):
            return -1, (0, 0), self.pad
        return None

    def origin_of(self, layer: int) -> tuple[tuple[int, int], Pad]:
        """Where a layer's cell (0, 0) lies and on which pad."""
        if layer == -1:
            return (0, 0), self.pad
        return self.tray.places.get(layer, (0, 0)), self.tray_pad

    # --- gestures --------------------------------------------------------------------------
    def press(self, pos: tuple[int, int], back: bool = False) -> bool:
        """A press (`back`: the right button) in the room; False when it is not the room's."""
        h = self.host.hand
        for name, rect in self.palette:
            if rect.collidepoint(pos):
                if not back:
                    self.pick_stamp(name)
                return True
        lifted = self.handle_at(pos)
        if lifted is not None:
            if not back:
                self.lift(lifted, pos)
            return True
        found = self.spot(pos)
        if found is None:
            return False
        layer, origin, pad = found
        if self.host.phase() == "land" and h.tool not in DRAWING_TOOLS and not back:
            if layer == -1 and self.pad.rect.collidepoint(pos) and (
                    h.tool == "land" or pad.edge_at(pos, origin) is None):
                self.host.land_at(self.pad.cell_at(pos), pos, ask=h.tool != "land")
                return True
            if h.tool == "land":
                return True
        if back and h.tool != "edge":
            return True
        self.draw_at(pos, layer, origin, pad, back)
        return True

    def draw_at(self, pos: tuple[int, int], layer: int, origin: tuple[int, int], pad: Pad,
                back: bool) -> None:
        """A press of the drawing tool on a layer."""
        h = self.host.hand
        sheet = self.host.sheet() or {}
        cell = pad.cell_at(pos, origin)
        fine = pad.fine(pos, origin)
        if h.tool in ("edge", "land"):
            sides = run_sides(fine, fine)
            if not sides:
                return
            h.mark = (previous_mark if back else next_mark)(
                mark_of(sheet, h.level, layer, sides[0]))
            h.layer, h.start, h.edges = layer, fine, sides
            self.host.refresh()
        elif h.tool == "pen":
            h.layer, h.stroke = layer, [round(fine[0] * 10), round(fine[1] * 10)]
        elif h.tool == "stamp":
            self.host.sketch("stamp", (h.level, layer, *cell, h.stamp), pos)
        elif h.tool == "erase":
            self.host.sketch("erase", (h.level, layer, *cell), pos)
        elif h.tool == "me":
            self.host.sketch("me", (h.level, layer, *cell), pos)
        elif h.tool == "unsure":
            self.toggle_unsure(sheet, layer, cell, pos)
        elif h.tool == "fragment":
            self.new_fragment(sheet, pos)
        elif h.tool == "note":
            h.note = (layer, cell[0], cell[1], "")
            self.host.relayout()        # the note's word chips

    def new_fragment(self, sheet: dict[str, Any], pos: tuple[int, int]) -> None:
        """The Fragment tool: a new 3×3 fragment round her cell; when her marker is off the
        page (an answer lost her), it goes on the fragment's middle cell, where she is."""
        h = self.host.hand
        self.host.sketch("fragment", (h.level, *self.pad.cell_at(pos)), pos)
        after = self.host.sheet() or {}
        if sheet.get("me") is None and after.get("fragments"):
            newest = max(int(k) for k in after["fragments"])
            self.host.sketch("me", (h.level, newest, 1, 1), pos)

    def toggle_unsure(self, sheet: dict[str, Any], layer: int, cell: tuple[int, int],
                      pos: tuple[int, int]) -> None:
        """The Unsure tool: a "?" on the cell, with the other thing its stamp may be; on an
        unsure cell, the "?" comes off."""
        level = self.host.hand.level
        lay = layer_data(sheet, level, layer)
        if any((x, y) == cell for x, y, _ in lay.get("unsure", [])):
            self.host.sketch("sure", (level, layer, *cell), pos)
            return
        stamp = next((s for x, y, s in lay.get("stamps", []) if (x, y) == cell), "")
        self.host.sketch("unsure", (level, layer, *cell, second_reading(stamp)), pos)

    def lift(self, fid: int, pos: tuple[int, int]) -> None:
        """Take a loose fragment by its handle: it follows the pointer until dropped."""
        h = self.host.hand
        ox, oy = self.tray.places.get(fid, (0, 0))
        fx, fy = self.tray_fine(pos)
        h.lifted, h.grab = fid, (fx - ox, fy - oy)
        self.pointer = pos
        self.host.refresh()

    def drag(self, pos: tuple[int, int]) -> None:
        """The pointer moved with the button held: a wall run grows along its line, the
        pen draws, a lifted fragment follows."""
        h = self.host.hand
        self.pointer = pos
        if h.lifted is not None:
            self.host.refresh()
            return
        origin, pad = self.origin_of(h.layer)
        fine = pad.fine(pos, origin)
        if h.edges and h.start is not None:
            sides = run_sides(h.start, fine)
            if sides and sides != h.edges:
                h.edges = sides
                self.host.refresh()
        elif h.stroke:
            pt = [round(fine[0] * 10), round(fine[1] * 10)]
            if pt != h.stroke[-2:] and len(h.stroke) < 2 * 400:
                h.stroke += pt
                self.host.refresh()

    def release(self, pos: tuple[int, int]) -> None:
        h = self.host.hand
        if h.lifted is not None:
            fid = h.lifted
            drop = self.drop_preview(pos)
            h.lifted = None
            if drop is not None and drop.target is not None:
                h.lost = False            # the hint has done its work
                op, args = F.merge_edits(fid, drop.target, drop.at)[0]
                self.host.sketch(op, args, pos)
            self.host.refresh()
            return
        if h.edges:
            self.host.sketch("edges", (h.level, h.layer, h.mark, *h.edges), pos)
            h.edges, h.start = [], None
        elif h.stroke:
            points = tuple(h.stroke)
            h.stroke = []
            if len(points) >= 4:
                self.host.sketch("pen", (h.level, h.layer, *points), pos)

    def drop_preview(self, pos: tuple[int, int]) -> F.Preview | None:
        """What dropping the lifted fragment with the pointer at `pos` does: where its cell
        (0, 0) then lies decides, on the page or on another loose fragment in the tray;
        elsewhere it goes back to the tray."""
        h = self.host.hand
        sheet = self.host.sheet()
        if h.lifted is None or sheet is None:
            return None
        for pad in (self.pad, self.tray_pad):
            anchor = (int(pos[0] - (h.grab[0] - 0.5) * pad.cell),
                      int(pos[1] - (h.grab[1] - 0.5) * pad.cell))
            found = self.spot(anchor, exclude=h.lifted)
            if found is not None and found[2] is pad:
                layer, origin, _ = found
                return F.preview(sheet, h.lifted, layer, pad.cell_at(anchor, origin))
        return F.preview(sheet, h.lifted, None, (0, 0))

    def pick_landing_tool(self, landing: bool) -> None:
        """A landing starts with the landing tool in hand; once she has landed, Walls."""
        h = self.host.hand
        if landing:
            if not h.landing:
                h.landing, h.tool = True, "land"
        else:
            h.landing = False
            if h.tool == "land":
                h.tool = "edge"

    def pick_stamp(self, name: str) -> None:
        self.host.hand.tool, self.host.hand.stamp = "stamp", name
        self.host.relayout()

    def pick_tool(self, tool: str) -> None:
        self.host.hand.tool = tool
        self.host.hand.note = None
        self.host.relayout()

    # --- keys ------------------------------------------------------------------------------
    def key(self, intent: Intent, shift: bool) -> bool:
        """A key for the notebook (an open note's letters, Backspace, a tool's key, Shift +
        a letter for a stamp); False when the key is not the notebook's."""
        h = self.host.hand
        if h.note is not None:
            self.note_key(intent)
            return True
        if intent.kind == "erase":
            if self.host.drawing():
                self.host.sketch("undo", ())
            return True
        if shift and intent.kind in ("key", "mirror", "rotate_key"):
            self.stamp_key(intent.key)
            return True      # Shift + a letter never moves nor shoots
        if intent.kind not in ("key", "mirror") or not self.host.drawing():
            return False
        key = pygame.K_m if intent.kind == "mirror" else intent.key
        if key == LAND_KEY and self.host.phase() == "land":
            self.pick_tool("land")
            return True
        tool = TOOL_KEYS.get(key)
        if tool is not None:
            self.pick_tool(tool)
            return True
        return False

    def stamp_key(self, key: int) -> None:
        """Shift + a letter: the stamp tool with the stamp of that letter; again, the next
        stamp sharing the letter."""
        if not self.host.drawing():
            return
        letter = "?" if key == pygame.K_SLASH else pygame.key.name(key).upper()
        choices = stamps_for(letter)
        if not choices:
            return
        h = self.host.hand
        now = h.stamp if h.tool == "stamp" and h.stamp in choices else None
        self.pick_stamp(choices[(choices.index(now) + 1) % len(choices)] if now else choices[0])

    def note_key(self, intent: Intent) -> None:
        """While a note is open its letters are text: Enter writes it (and nothing else)."""
        h = self.host.hand
        assert h.note is not None
        layer, x, y, text = h.note
        if intent.kind == "text":
            h.note = (layer, x, y, (text + intent.text)[:40])
        elif intent.kind == "erase":
            h.note = (layer, x, y, text[:-1])
        elif intent.kind == "confirm" and intent.key != pygame.K_SPACE:
            self.write_note()
        self.host.refresh()

    def note_word(self, word: str) -> None:
        """A word chip under an open note: the word is added to it."""
        h = self.host.hand
        if h.note is not None:
            layer, x, y, text = h.note
            h.note = (layer, x, y, (f"{text} {word}" if text else word)[:40])
            self.host.refresh()

    def write_note(self) -> None:
        """The open note goes into the notebook (Enter, or its Write chip)."""
        h = self.host.hand
        if h.note is None:
            return
        layer, x, y, text = h.note
        h.note = None
        if text.strip():
            self.host.sketch("note", (h.level, layer, x, y, text))
        self.host.relayout()

    def zoom(self, pos: tuple[int, int], steps: int) -> None:
        """The wheel zooms the page in or out round the pointer's spot (the page's scale
        changes only so)."""
        h = self.host.hand
        i = min(range(len(ZOOMS)), key=lambda k: abs(ZOOMS[k] - h.zoom))
        zoom = ZOOMS[max(0, min(len(ZOOMS) - 1, i + steps))]
        if zoom == h.zoom:
            return
        fine = self.pad.fine(pos, (0, 0))
        page = self.pad.rect
        base = round(self.pad.cell / h.zoom)
        cell = max(8, int(base * zoom))
        left0, top0 = page.x - h.pan[0], page.y - h.pan[1]
        h.zoom = zoom
        if zoom == 1.0:
            h.pan = (0, 0)
        else:      # keep the page spot under the pointer where it was
            h.pan = (int(pos[0] - (fine[0] - 1) * cell - left0),
                     int(pos[1] - (fine[1] - 1) * cell - top0))
        self.host.relayout()

    # --- the room's buttons ------------------------------------------------------------------
    def tool_buttons(self, col: pygame.Rect, undo_enabled: bool, undo_reason: str
                     ) -> tuple[list[Button], pygame.Rect | None]:
        """The tools two to a row, each with its key, the landing tool while landing, the
        notebook's Undo, then the palette; and the chosen tool's rect."""
        h = self.host.hand
        width = (col.width - 6) // 2
        landing = self.host.phase() == "land"
        tools = [*TOOLS, *((("land", "Land here", LAND_KEY),) if landing else ())]
        buttons, chosen = [], None
        for i, (tool, label, key) in enumerate(tools):
            if tool == "fragment" and h.lost:
                label = "Lost? Fragment"
            b = Button(f"{label} ({pygame.key.name(key).upper()})",
                       lambda t=tool: self.pick_tool(t), size=14)
            b.rect = pygame.Rect(col.x + (i % 2) * (width + 6), col.y + (i // 2) * 36,
                                 width, 32)
            buttons.append(b)
            if tool == h.tool:
                chosen = b.rect
        undo = Button("Undo drawing (⌫)", lambda: self.host.sketch("undo", ()), size=14)
        undo.rect = pygame.Rect(col.x + width + 6, col.y + 4 * 36, width, 32)
        undo.enabled, undo.disabled_reason = undo_enabled, undo_reason
        buttons.append(undo)
        self.palette_rects(col, col.y + 5 * 36 + 20)
        return buttons, chosen

    def note_chips(self) -> list[Button]:
        """Under an open note: a chip per common word and Write (Enter), on the page."""
        h = self.host.hand
        if h.note is None:
            return []
        layer, x, y, _ = h.note
        origin, pad = self.origin_of(layer)
        sx, sy = pad.at(origin[0] + x, origin[1] + y)
        labels = [*NOTE_WORDS, "Write (Enter)"]
        widths = [max(34, 9 * len(w) + 14) for w in labels]
        area = self.area.union(self.tray_rect) if self.tray_rect.width else self.area
        left = max(area.x + 4, min(sx, area.right - sum(widths[:5]) - 20))
        top = sy + max(24, pad.cell // 2) + 4
        if top + 2 * 28 > area.bottom:
            top = sy - 2 * 28 - 4
        chips, at = [], (left, top)
        for i, (word, width) in enumerate(zip(labels, widths)):
            if i == 5:
                at = (left, top + 28)
            act = self.write_note if word.startswith("Write") else \
                (lambda w=word: self.note_word(w))
            b = Button(word, act, size=13)
            b.rect = pygame.Rect(at[0], at[1], width, 26)
            chips.append(b)
            at = (at[0] + width + 4, at[1])
        return chips

    def palette_rects(self, col: pygame.Rect, top: int) -> None:
        """Every stamp with its picture and name, three to a row, from `top` in `col`."""
        self.palette_title = (col.x, top - 18)
        per = 3
        w = (col.width - 4 * (per - 1)) // per
        rows = (len(PALETTE) + per - 1) // per
        tall = max(18, min(30, (col.bottom - top) // rows - 2))
        self.palette = [(name, pygame.Rect(col.x + (i % per) * (w + 4),
                                           top + (i // per) * (tall + 2), w, tall))
                        for i, name in enumerate(PALETTE)]


def layer_data(sheet: dict[str, Any], level: int, layer: int) -> dict[str, Any]:
    """A layer of the notebook view: the page of `level` (-1) or a fragment's."""
    if layer == -1:
        return sheet.get("pages", {}).get(str(level)) or {}
    return sheet.get("fragments", {}).get(str(layer), {}).get("layer") or {}


def mark_of(sheet: dict[str, Any], level: int, layer: int, edge: tuple[int, int, str]
            ) -> str:
    for x, y, k, m in layer_data(sheet, level, layer).get("edges", []):
        if (x, y, k) == edge:
            return m
    return "unknown"
