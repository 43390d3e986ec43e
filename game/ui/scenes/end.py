"""The end screen: the winner, every seat's score broken down line by line (the points lines
add up to the total; counts are set apart, not in the total), the game's story in figures.
Paged when there are many seats. "Look at the board" goes back to the table, which offers
"Back to the results"."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.core.protocol import PROBE_PREFIX, GameInfo, GameResult, Seat, SeatResult
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.services import Services

PER_PAGE = 4


def place_label(result: SeatResult, seats: int, one_place: bool = False) -> str:
    """The place shown on a seat's card: none for a lone player (a solo game ranks no one),
    and none when every seat shares one place (a co-operative team, or a tie all round)."""
    if seats == 1 or one_place:
        return ""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(result.rank, f"{result.rank}th")


def computer_levels(info: GameInfo, seats: Sequence[Seat]) -> dict[int, str]:
    """Each computer seat's level as its card names it ({1: "Hard"}): only seats that were
    computer players, of a game that has them. A replay drives every seat from the log
    (their kind is then "replay"): pass the seats as saved, and a person stays a person."""
    if not info.computer_seats:
        return {}
    return {i: info.bot_label(s.bot) for i, s in enumerate(seats)
            if s.bot and (s.bot in info.bots or s.bot.startswith(PROBE_PREFIX))}


def points_total(result: SeatResult) -> int | None:
    """What the points lines add up to (None if a points line is not a number)."""
    values = [line.value for line in result.lines if line.kind == "points"]
    if not all(isinstance(v, int) for v in values):
        return None
    return sum(int(v) for v in values)


class EndScene(Scene):
    def __init__(self, app: "Services", title: str, result: GameResult,
                 on_again: Callable[[], None], on_board: Callable[[], None] | None = None,
                 notes: list[str] | None = None, levels: dict[int, str] | None = None
                 ) -> None:
        super().__init__(app)
        self.title = title
        self.result = result
        self.notes = list(notes or [])
        """What the result means from the records ("New best for Ann: 31 (was 27)")."""
        self.levels = dict(levels or {})
        """Each computer seat's level ("Hard"), named on its card."""
        self.ranked = sorted(result.seats, key=lambda s: (s.rank, s.seat))
        self.page = 0
        self.on_again = on_again
        self.on_board = on_board
        self.bar = ButtonBar()

    def seat_label(self, sr: SeatResult) -> str:
        """The name on a seat's card; a computer's with its level: "Computer 1 (Hard)"."""
        level = self.levels.get(sr.seat)
        return f"{sr.name} ({level})" if level else sr.name

    def pages(self) -> int:
        return (len(self.ranked) - 1) // PER_PAGE + 1

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        buttons = []
        if self.on_board:
            buttons.append(Button("Look at the board", self.look))
        buttons += [Button("Play again", self.on_again),
                    Button("Launcher", self.to_launcher)]
        if self.pages() > 1:
            prev = Button("◀", lambda: self.turn(-1))
            nxt = Button("▶", lambda: self.turn(1))
            prev.enabled, nxt.enabled = self.page > 0, self.page < self.pages() - 1
            prev.rect = pygame.Rect(40, h // 2 - 24, 48, 48)
            nxt.rect = pygame.Rect(w - 88 - 320, h // 2 - 24, 48, 48)
            self.bar.buttons = [prev, nxt]
        else:
            self.bar.buttons = []
        x = w // 2 - (len(buttons) * 250 - 20) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, h - 84, 230, 52)
            x += 250
        self.bar.buttons += buttons

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.layout(self.size)

    def look(self) -> None:
        self.app.stack.pop()
        if self.on_board:
            self.on_board()

    def to_launcher(self) -> None:
        from game.ui.scenes.launcher import LauncherScene
        self.app.stack.clear_to(LauncherScene(self.app))

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            self.bar.click(intent.pos)
        elif intent.kind == "move" and intent.direction in ("E", "W"):
            self.turn(1 if intent.direction == "E" else -1)
        elif intent.kind == "menu":
            self.look() if self.on_board else self.to_launcher()
        else:
            self.bar.navigate(intent.kind)

    def draw_lines(self, surface: pygame.Surface, sr: SeatResult, card: pygame.Rect) -> None:
        """A seat's score: the points lines (subtotals under a rule), the total they add up
        to, then the counts set apart in grey (not part of the total)."""
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        y = card.y + 100
        counts = [line for line in sr.lines if line.kind == "count"]
        for line in sr.lines:
            if line.kind == "count":
                continue
            if line.kind == "subtotal":
                pygame.draw.line(surface, c.pencil, (card.x + 14, y), (card.right - 14, y))
                y += 4
            y = self._line(surface, card, y, line.label, line.value, c.ink,
                           "bold" if line.kind == "subtotal" else "sans")
        if sr.score is not None:
            pygame.draw.line(surface, c.ink, (card.x + 14, y + 4), (card.right - 14, y + 4), 2)
            total = fonts.render(f"Total  {sr.score}", 22, c.ink, "bold")
            surface.blit(total, total.get_rect(topright=(card.right - 14, y + 12)))
            y += 48
        if counts:
            surface.blit(fonts.render("Not in the total", 13, c.faint, "italic"),
                         (card.x + 14, y))
            y += 20
            for line in counts:
                y = self._line(surface, card, y, line.label, line.value, c.pencil, "italic")

    def _line(self, surface: pygame.Surface, card: pygame.Rect, y: int, label: str,
              value: int | str, colour: tuple[int, int, int], kind: str) -> int:
        fonts = self.app.theme.fonts
        for k, part in enumerate(fonts.wrap(label, 15, card.width - 90, kind)):
            surface.blit(fonts.render(part, 15, colour, kind), (card.x + 14, y))
            if k == 0:
                shown = fonts.render(str(value), 15, colour, "bold")
                surface.blit(shown, shown.get_rect(topright=(card.right - 14, y)))
            y += 19
        return y + 3

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        w, h = self.size
        surface.fill(c.desk)
        head = fonts.render(self.result.headline,
                            fonts.fit(self.result.headline, 40, w - 80, "title"), c.highlight,
                            "title")
        surface.blit(head, head.get_rect(midtop=(w // 2, 26)))
        said = " · ".join([f"{self.title}: final result", *self.notes])
        sub = fonts.render(said, fonts.fit(said, 18, w - 80, "italic"), c.paper_shade, "italic")
        surface.blit(sub, sub.get_rect(midtop=(w // 2, 80)))
        stats_w = 300 if self.result.stats else 0
        area = pygame.Rect(100, 120, w - 200 - stats_w - (20 if stats_w else 0), h - 230)
        shown = self.ranked[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        col_w = area.width // max(1, len(shown))
        for i, sr in enumerate(shown):
            card = pygame.Rect(area.x + i * col_w + 8, area.y, col_w - 16, area.height)
            pygame.draw.rect(surface, c.paper, card, border_radius=10)
            winner = sr.seat in self.result.winners
            pygame.draw.rect(surface, c.highlight if winner else c.ink, card,
                             5 if winner else 2, border_radius=10)
            pygame.draw.rect(surface, c.seat_colour(sr.seat), (card.x, card.y, card.width, 12),
                             border_top_left_radius=10, border_top_right_radius=10)
            place = place_label(sr, len(self.ranked),
                                len({s.rank for s in self.ranked}) == 1)
            if place:
                surface.blit(fonts.render(place, 26, c.ink, "title"),
                             (card.x + 14, card.y + 22))
            who = self.seat_label(sr)
            name = fonts.render(who, fonts.fit(who, 22, card.width - 28, "bold"), c.ink, "bold")
            surface.blit(name, (card.x + 14, card.y + 60))
            self.draw_lines(surface, sr, card)
        if stats_w:
            panel = pygame.Rect(w - 100 - stats_w, area.y, stats_w, area.height)
            pygame.draw.rect(surface, c.panel, panel, border_radius=10)
            surface.blit(fonts.render("The game in figures", 18, c.accent, "bold"),
                         (panel.x + 14, panel.y + 14))
            y = panel.y + 48
            for line in self.result.stats:
                surface.blit(fonts.render(line.label, 15, c.panel_text), (panel.x + 14, y))
                value = fonts.render(str(line.value), 15, c.highlight, "bold")
                surface.blit(value, value.get_rect(topright=(panel.right - 14, y)))
                y += 24
        if self.pages() > 1:
            note = fonts.render(f"Seats page {self.page + 1} of {self.pages()}", 15, c.paper)
            surface.blit(note, note.get_rect(midtop=(area.centerx, area.bottom + 6)))
        self.bar.draw(surface, theme, self.app.mouse_pos())
