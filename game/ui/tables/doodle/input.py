"""Pointer handling of the doodle table: presses, drags, the wheel, right clicks and M
become candidate actions (pick, wall, piece, treasure, tick, path step, card), and the
previews show them green where the rules allow them and red with the rules' reason."""
from __future__ import annotations

import pygame

from game.core.actions import Action
from game.games.doodle.actions import (HideTreasure, PathStep, PickCard, PlacePiece,
                                       PlayCard, TickBox)
from game.games.doodle.content import PIECES
from game.ui.intents import Intent
from game.ui.tables.doodle.pointer import retrace
from game.ui.widgets.hover import Verdict


class PointerHandling:
    """Mixed into DoodleTable (whose views, painters and `act` it uses): everything the
    pointer does on the board."""

    # --- input --------------------------------------------------------------------------------
    def on_board_intent(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "motion":
            self.pointer = intent.pos
            if self.sheet.index_at(intent.pos) != self.just_drawn:
                self.just_drawn = None
            if self.just_picked is not None and not self.just_picked.collidepoint(intent.pos):
                self.just_picked = None
            if self.pencil.drawing and intent.held:
                self.drag_path(intent.pos)
            return
        if kind == "release":
            self.pencil.stop()
            return
        over_sheet = self.plan.sheet.collidepoint(self.pointer)
        if kind in ("right", "rotate_key") or (kind == "wheel" and over_sheet):
            if self.element() in self.content.shapes:
                self.turn(-1 if kind == "wheel" and intent.amount < 0 else 1)
            return
        if kind == "mirror" and self.element() in self.content.shapes:
            self.flip()
            return
        if kind == "confirm":
            return          # Enter and Space: the shell presses `main_button`
        if kind == "press":
            self.pointer = intent.pos
            self.press(intent.pos)

    def press(self, pos: tuple[int, int]) -> None:
        for seat, rect in self.plan.tabs:
            if rect.collidepoint(pos):
                self.pinned = None if self.pinned == seat else seat
                self.app.toasts.clear()
                self.layout(self.size)
                return
        looking_at = self.viewing()
        if looking_at is not None and (self.plan.sheet.collidepoint(pos) or
                                       self.plan.track.collidepoint(pos)):
            self.app.toast(f"This is {self.name(looking_at)}'s sheet: "
                           f"'{self.back_label()}' (or its tab) returns.", pos)
            return
        if not self.acting_here():
            return
        seat = self.viewer
        assert seat is not None
        phase = self.phase()
        if phase == "build":
            self.press_build(seat, pos)
        elif phase == "path":
            self.press_path(seat, pos)
        elif phase == "heroes":
            for card, rect in self.hand_rects():
                if rect.collidepoint(pos):
                    self.act(PlayCard(seat, card), pos)
                    return

    def press_build(self, seat: int, pos: tuple[int, int]) -> None:
        v = self.public()
        if v["building"] is None:
            for card, rect in self.display_rects():
                if rect.collidepoint(pos) and self.act(PickCard(seat, card), pos):
                    self.just_picked = rect
                    return
            return
        if self.pinned not in (None, seat):
            return
        element = self.element()
        if element == "improvement":
            box = self.track.box_at(pos)
            if box:
                self.act(TickBox(seat, box[0], box[1]), pos)
            return
        if element is None:
            return
        cell = self.sheet.index_at(pos)
        if element in self.content.shapes:
            action = self.ghost_action()
            if action is None:
                self.app.toast("The wall formation must lie wholly on the sheet.", pos)
                return
        elif cell is None:
            return
        elif element in PIECES:
            action = PlacePiece(seat, element, cell)
        elif element == "treasure":
            action = HideTreasure(seat, cell)
        else:
            return
        if self.act(action, pos):
            self.just_drawn = cell

    def press_path(self, seat: int, pos: tuple[int, int]) -> None:
        cell = self.sheet.index_at(pos)
        if cell is None:
            return
        path = self.public()["sheets"][self.shown_owner()]["path"]
        if cell == path[-1]:
            self.pencil.start(cell)
            return
        if self.act(PathStep(seat, cell), pos):
            self.pencil.start(cell)

    def drag_path(self, pos: tuple[int, int]) -> None:
        """Dragging onto a neighbour extends the path; back along the line takes those
        steps off (only those: issue 16 §6)."""
        cell = self.sheet.index_at(pos)
        if cell is None or cell == self.pencil.last or self.viewer is None:
            return
        path = self.public()["sheets"][self.shown_owner()]["path"]
        back = retrace(path, cell, self.sheet.width)
        if back == 1 and self.pencil.turning:      # a U-turn: the way it came, once more
            back = 0
        if back:
            for _ in range(back):
                if not self.rules.can_undo(self.viewer):
                    break
                self.undo(pos)
            self.pencil.last = cell
            return
        for step in self.steps_towards(path[-1], cell):
            action = PathStep(self.viewer, step)
            if not self.verdict(action).legal:
                break
            self.act(action, pos)
        self.pencil.last = cell
        self.pencil.rest, self.pencil.turning = 0.0, False

    def rest_pencil(self, dt: float) -> None:
        """The pencil resting on the path's end turns around (said in the panel's line)."""
        if not self.pencil.drawing or self.phase() != "path":
            return
        path = self.public()["sheets"][self.shown_owner()]["path"]
        on_end = self.sheet.index_at(self.pointer) == path[-1]
        if self.pencil.rested(dt, on_end, self.pointer):
            self.dirty = True
            self.layout(self.size)

    def steps_towards(self, start: int, goal: int) -> list[int]:
        """The cells of an orthogonal stroke start -> goal (along the row, then the column),
        so a quick drag that skips cells still draws every step."""
        width = self.sheet.width
        (c0, r0), (c1, r1) = (start % width, start // width), (goal % width, goal // width)
        cells = []
        while c0 != c1:
            c0 += 1 if c1 > c0 else -1
            cells.append(r0 * width + c0)
        while r0 != r1:
            r0 += 1 if r1 > r0 else -1
            cells.append(r0 * width + c0)
        return cells

    # --- previews -------------------------------------------------------------------------------
    def ghost_cells(self) -> list[tuple[int, int]]:
        element = self.element()
        at = self.sheet.cell_at(self.pointer)
        if element not in self.content.shapes or at is None:
            return []
        return self.ghost.cells(self.content.shapes[element].cells, at)

    def ghost_action(self) -> Action | None:
        cells = self.ghost_cells()
        if not cells or self.viewer is None:
            return None
        return self.ghost.action(self.viewer, cells, self.sheet.width, self.sheet.height)

    def lit_cells(self) -> list[int]:
        """The spaces the viewer may use now (pieces, treasure, next path steps)."""
        out = []
        for a in self.legal():
            if isinstance(a, (PlacePiece, HideTreasure, PathStep)):
                out.append(a.cell)
        return out

    def hover_action(self) -> Action | None:
        """The action the pointer proposes over the sheet (for the green/red preview)."""
        seat = self.viewer
        cell = self.sheet.index_at(self.pointer)
        if seat is None or cell is None or not self.acting_here():
            return None
        phase = self.phase()
        element = self.element()
        if phase == "build" and element in PIECES:
            return PlacePiece(seat, element, cell)
        if phase == "build" and element == "treasure":
            return HideTreasure(seat, cell)
        if phase == "path":
            return PathStep(seat, cell)
        return None

    def preview_lit(self) -> list[int]:
        """The spaces lit green under the previews (drawn with the sheet's ink)."""
        if not self.acting_here() or self.viewing() is not None:
            return []
        return self.lit_cells()

    def draw_preview(self, surface: pygame.Surface) -> None:
        """The green/red ghost or hover under the pointer (the lit spaces are drawn with the
        sheet: `preview_lit`)."""
        if not self.acting_here() or self.viewing() is not None:
            return
        if self.just_drawn is not None and self.sheet.index_at(self.pointer) == \
                self.just_drawn:
            return      # the space just drawn on: the next element's preview waits for a move
        c = self.app.theme.colours
        cells = self.ghost_cells()
        if cells:
            action = self.ghost_action()
            verdict = self.verdict(action) if action else Verdict(
                False, "The wall formation must lie wholly on the sheet. (doodle §4.3)")
            inside = [(x, y) for x, y in cells if 0 <= x < self.sheet.width
                      and 0 <= y < self.sheet.height]
            colour = c.legal if verdict.legal else c.illegal
            self.sheet.paper.shade(surface, inside, colour, 120)
            for cell in inside:
                self.sheet.paper.outline(surface, cell, colour, 2)
            if not verdict.legal:
                self.bubble = verdict.reason
            return
        action = self.hover_action()
        if action is None:
            return
        if isinstance(action, PathStep):
            self.draw_aim(surface, action.cell)
        verdict = self.verdict(action)
        index = getattr(action, "cell", None)
        if index is None:
            return
        if self.phase() == "path" and index == self.public()["sheets"][
                self.shown_owner()]["path"][-1]:
            return      # the path's end: where a drag starts, never a refusal (nor red)
        rect = self.sheet.cell_rect(index)
        pygame.draw.rect(surface, c.legal if verdict.legal else c.illegal, rect, 3)
        if not verdict.legal and not self.pencil.drawing:
            self.bubble = verdict.reason

    def draw_aim(self, surface: pygame.Surface, cell: int) -> None:
        """The aim line while drawing the heroes' path: from the path's end to the pointer,
        and a ring on the space the next step goes to (the first of the stroke a drag or a
        click there draws), green where it may go, red where not."""
        path = self.public()["sheets"][self.shown_owner()]["path"]
        if cell == path[-1] or not any(isinstance(a, PathStep) for a in self.legal()):
            return
        if self.pencil.drawing and not self.pencil.turning and \
                retrace(path, cell, self.sheet.width):
            return      # a drag back there takes steps off: no step to aim at
        c = self.app.theme.colours
        step = self.steps_towards(path[-1], cell)[0]
        colour = c.legal if self.verdict(PathStep(self.viewer or 0, step)).legal \
            else c.illegal
        start = self.sheet.centre(path[-1])
        width = max(2, self.sheet.paper.cell // 14)
        pygame.draw.line(surface, colour, start, self.pointer, width)
        pygame.draw.circle(surface, colour, self.sheet.centre(step),
                           max(5, self.sheet.paper.cell // 4), width)
