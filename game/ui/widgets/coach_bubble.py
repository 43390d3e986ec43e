"""The coach's overlay: a ring around the step's target, an arrow to it, and the coach's
bubble (what the last move did, what to do now with its rule link, "I know this: let me
play", Next for a step read without a move). The bubble never covers the target and stays
inside the window; while the coach stands aside a small "Coach" button brings it back.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from game.ui.widgets import links
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.coach import Coach
    from game.ui.table import TableScene

WIDTH = 400
PAD = 14
GAP = 30
"""Room between the bubble and the target (the arrow lives there)."""
MARGIN = 8
RING = 6
SEARCH_STEP = 24
"""The grid (pixels) on which a clear place for the note is looked for."""
STATUS_TOP = 38
"""Where the side panel's status lines begin (under the game's title)."""


class CoachBubble:
    def __init__(self, coach: "Coach") -> None:
        self.coach = coach
        self.bar = ButtonBar()
        self.rect: pygame.Rect | None = None
        """The bubble as last drawn (None: not shown)."""
        self.back_rect: pygame.Rect | None = None
        """The Coach button as last drawn (None: not shown)."""
        self._note: tuple[tuple, pygame.Surface, list[tuple[pygame.Rect, str, str]]] | None \
            = None
        self._placed: tuple[tuple, pygame.Rect] | None = None
        """The last place found and what it was found for (the search runs once a step)."""

    def changed(self) -> None:
        """The step or the coach's state changed: redraw everything visible."""
        self._note = None
        for scene in self.coach.app.stack.visible():
            scene.dirty = True

    # --- input -------------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        coach = self.coach
        if coach.showing() and self.rect is not None:
            if self.bar.click(pos):
                return True
            return self.rect.collidepoint(pos)   # a press on the note does nothing beneath
        if coach.can_return() and coach.app.stack.top is coach.table \
                and self.back_rect is not None and self.back_rect.collidepoint(pos):
            return self.bar.click(pos)
        return False

    def button_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(b.rect) for b in self.bar.buttons if b.visible]

    def drawn_rects(self) -> list[pygame.Rect]:
        return [r for r in (self.rect, self.back_rect) if r is not None]

    # --- placing -------------------------------------------------------------------------------
    def place(self, size: tuple[int, int], bounds: pygame.Rect,
              target: pygame.Rect | None, avoid: list[pygame.Rect],
              shell: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Inside `bounds` and never over the target (its ring); then, as far as a place
        allows and in this order, off each of `shell` (the table's status line, then its side
        panel) and off `avoid`. Of the places as good, the first beside the target (right,
        left, below, above), else the nearest to it; with no target, at the top of the
        board if that place is as good as any."""
        key = (size, tuple(bounds), tuple(target) if target is not None else None,
               tuple(tuple(a) for a in avoid), tuple(tuple(r) for r in shell),
               tuple(self._board()))
        if self._placed is not None and self._placed[0] == key:
            return pygame.Rect(self._placed[1])
        rect = self._search(size, bounds, target, avoid, shell)
        self._placed = (key, pygame.Rect(rect))
        return rect

    def _board(self) -> pygame.Rect:
        """Where a note without a target goes: the table's board, over any other scene the
        window."""
        coach = self.coach
        if coach.app.stack.top is coach.table:
            return pygame.Rect(coach.table.board_rect)
        return coach.app.screen.get_rect()

    def _search(self, size: tuple[int, int], bounds: pygame.Rect,
                target: pygame.Rect | None, avoid: list[pygame.Rect],
                shell: Sequence[pygame.Rect]) -> pygame.Rect:
        w, h = size
        inner = bounds.inflate(-2 * MARGIN, -2 * MARGIN)
        if target is None:
            board = self._board()
            first = pygame.Rect(0, 0, w, h)
            first.midtop = (board.centerx, board.y + 60)
            keep = None
            spots = [first.topleft]
            toward = first.center
        else:
            keep = target.inflate(2 * RING + 8, 2 * RING + 8)
            tx, ty = target.center
            spots = [(keep.right + GAP, ty - h // 2), (keep.x - GAP - w, ty - h // 2),
                     (tx - w // 2, keep.bottom + GAP), (tx - w // 2, keep.y - GAP - h)]
            toward = target.center
        beside = len(spots)
        spots += _grid(inner, w, h)
        ranked = [(rank, pygame.Rect(x, y, w, h).clamp(inner))
                  for rank, (x, y) in enumerate(spots)]
        clear = [(rank, r) for rank, r in ranked if keep is None or not r.colliderect(keep)]
        if not clear:
            return ranked[0][1]   # a target as big as the window: nothing better to do

        def cost(entry: tuple[int, pygame.Rect]) -> tuple[float, ...]:
            rank, rect = entry
            near = float(rank) if rank < beside else \
                beside + math.dist(rect.center, toward)
            return (*(_area(rect, r) for r in shell), sum(_area(rect, a) for a in avoid),
                    near)
        return min(clear, key=cost)[1]

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        coach = self.coach
        was = self.rect
        self.rect = self.back_rect = None
        if coach.can_return() and coach.app.stack.top is coach.table:
            self._draw_back(surface)
            return
        if not coach.showing() or coach.between_steps():
            self.bar.buttons = []
            if was is not None:   # the note goes: repaint what it was drawn over
                for scene in coach.app.stack.visible():
                    scene.dirty = True
            return
        step = coach.step
        assert step is not None
        theme = coach.app.theme
        target = coach.target()
        note, cited = self._render(surface.get_width())
        avoid: list[pygame.Rect] = []
        if step.avoid is not None:
            try:
                avoid = list(step.avoid(coach.context))
            except (LookupError, AttributeError, TypeError):
                avoid = []
        table = coach.table
        shell = shell_rects(table) if coach.app.stack.top is table else []
        rect = self.place(note.get_size(), surface.get_rect(), target, avoid, shell)
        self.rect = rect
        if target is not None and not (coach.app.stack.top is table and table.showing_move):
            self._draw_ring(surface, target)   # (not while the move made is being shown)
            self._draw_arrow(surface, rect, target)
        surface.blit(note, rect)
        for at, game, section in cited:
            links.register(at.move(rect.topleft), game, section, bubble=rect)
        self.bar.buttons = self._buttons()
        self._place_buttons(rect, note.get_height())
        self.bar.draw(surface, theme, coach.app.mouse_pos())

    def _buttons(self) -> list[Button]:
        coach = self.coach
        step = coach.step
        out = []
        if step is not None and step.done is None:
            out.append(Button(step.next_label, coach.next, size=15))
        if not coach.table.rules.is_over():   # nothing is left to hand over at the end
            out.append(Button("I know this: let me play", coach.step_aside, size=14))
        return out

    def _render(self, window_w: int) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str,
                                                                           str]]]:
        """The note (cached per step, width and what it says), its links' places."""
        coach = self.coach
        step = coach.step
        assert step is not None
        width = min(WIDTH, window_w - 2 * MARGIN)
        key = (coach.index, width, coach.after, step.say, coach.app.theme.colour_blind,
               len(self._buttons()))
        if self._note is not None and self._note[0] == key:
            return self._note[1], self._note[2]
        theme = coach.app.theme
        fonts, c = theme.fonts, theme.colours
        inner = width - 2 * PAD
        total = len(coach.lesson.steps)
        head = fonts.render(f"Coach · step {coach.index + 1} of {total}", 13, c.accent, "bold")
        after = fonts.wrap(coach.after, 14, inner, "italic") if coach.after else []
        said = links.wrap_cited(fonts, step.say, 16, inner)
        line16 = fonts.get(16).get_linesize()
        line14 = fonts.get(14, "italic").get_linesize()
        buttons_h = 40 if self._buttons() else 0
        height = PAD + head.get_height() + 6 + len(after) * line14 + (8 if after else 0) + \
            said.rows() * line16 + 12 + buttons_h + PAD
        note = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(note, (*c.paper, 250), note.get_rect(), border_radius=10)
        pygame.draw.rect(note, (*c.accent, 255), note.get_rect(), 3, border_radius=10)
        y = PAD
        note.blit(head, (PAD, y))
        y += head.get_height() + 6
        for line in after:
            note.blit(fonts.render(line, 14, c.pencil, "italic"), (PAD, y))
            y += line14
        if after:
            pygame.draw.line(note, c.paper_shade, (PAD, y + 3), (width - PAD, y + 3), 2)
            y += 8
        for line in said.lines:
            note.blit(fonts.render(line, 16, c.ink), (PAD, y))
            y += line16
        cited: list[tuple[pygame.Rect, str, str]] = []
        if said.cited is not None:
            row = y - (line16 if said.same_line else 0)
            at = links.draw_link(note, theme, *said.cited,
                                 (PAD + said.link_x(fonts, 16), row))
            cited.append((at, *said.cited))
        self._note = (key, note, cited)
        return note, cited

    def _place_buttons(self, rect: pygame.Rect, height: int) -> None:
        buttons = self.bar.buttons
        y = rect.y + height - PAD - 36
        x = rect.right - PAD
        for b in reversed(buttons):
            w = 220 if b.label.startswith("I know") else 96
            x -= w
            b.rect = pygame.Rect(x, y, w, 36)
            x -= 10

    def _draw_ring(self, surface: pygame.Surface, target: pygame.Rect) -> None:
        draw_ring(surface, self.coach.app.theme.colours.accent, target)

    def _draw_arrow(self, surface: pygame.Surface, bubble: pygame.Rect,
                    target: pygame.Rect) -> None:
        """From the bubble's edge to the ring around the target, with a head."""
        c = self.coach.app.theme.colours
        ring = target.inflate(2 * RING + 6, 2 * RING + 6)
        start = _edge_point(bubble, ring.center)
        end = _edge_point(ring, bubble.center)
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy)
        if length < 8:
            return
        ux, uy = dx / length, dy / length
        base = (end[0] - ux * 16, end[1] - uy * 16)
        left = (base[0] - uy * 9, base[1] + ux * 9)
        right = (base[0] + uy * 9, base[1] - ux * 9)
        pygame.draw.line(surface, (20, 12, 8), start, base, 8)
        pygame.draw.line(surface, c.accent, start, base, 4)
        pygame.draw.polygon(surface, (20, 12, 8), [end, left, right])
        pygame.draw.polygon(surface, c.accent, [end, left, right], 0)

    def _draw_back(self, surface: pygame.Surface) -> None:
        """The Coach button while the coach stands aside and may come back: at the top right
        of the table's side panel, beside the game's title (nothing else goes there in a
        lesson)."""
        side = self.coach.table.side_rect
        button = Button("Coach", self.coach.come_back, size=13)
        button.rect = pygame.Rect(side.right - 12 - 76, 8, 76, 26)
        self.bar.buttons = [button]
        self.back_rect = pygame.Rect(button.rect)
        self.bar.draw(surface, self.coach.app.theme, self.coach.app.mouse_pos())


def shell_rects(table: "TableScene") -> list[pygame.Rect]:
    """What of the table's shell the coach's note keeps clear, most important first: the
    status line (the panel's title and status, above its first row of dice, buttons or
    log), then the whole side panel (its dice tray, buttons and game log)."""
    side = table.side_rect
    below = [r.y for r in (table.dice.rect, table.log_panel.rect,
                           *(b.rect for b in table.bar.buttons if b.visible))
             if side.contains(r) and r.y > side.y + STATUS_TOP]
    status = pygame.Rect(side.x, side.y, side.width,
                         min(below, default=side.y + STATUS_TOP + 60) - side.y)
    return [status, pygame.Rect(side)]


def _grid(inner: pygame.Rect, w: int, h: int) -> list[tuple[int, int]]:
    """The top-left corners of a `w` x `h` note on a grid over `inner` (its edges
    included)."""
    xs = list(range(inner.x, max(inner.x, inner.right - w) + 1, SEARCH_STEP))
    ys = list(range(inner.y, max(inner.y, inner.bottom - h) + 1, SEARCH_STEP))
    xs.append(max(inner.x, inner.right - w))
    ys.append(max(inner.y, inner.bottom - h))
    return [(x, y) for y in ys for x in xs]


def _area(one: pygame.Rect, two: pygame.Rect) -> int:
    clip = one.clip(two)
    return clip.width * clip.height


def draw_ring(surface: pygame.Surface, colour: tuple[int, int, int],
              target: pygame.Rect) -> None:
    """A ring around `target` (dark-edged, so it shows on paper and on the desk)."""
    ring = target.inflate(2 * RING, 2 * RING)
    pygame.draw.rect(surface, (20, 12, 8), ring.inflate(4, 4), 2, border_radius=8)
    pygame.draw.rect(surface, colour, ring, 4, border_radius=8)


def _edge_point(rect: pygame.Rect, toward: tuple[int, int]) -> tuple[float, float]:
    """Where the line from `rect`'s centre to `toward` leaves `rect`."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    sx = (rect.width / 2) / abs(dx) if dx else math.inf
    sy = (rect.height / 2) / abs(dy) if dy else math.inf
    s = min(sx, sy, 1.0)
    return cx + dx * s, cy + dy * s
