"""Records (issue 11): one game's past games newest first (date, seats, scores, winner),
personal bests per player, wins against each computer level, and for each past game
"Watch" (the replay at the table) and "Again" (the same deal: seed, seats and options).
The games' tabs switch between games; Esc or Back returns to the launcher."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameInfo, Seat
from game.records import MatchRow
from game.records.stats import (co_operative, fewest_rounds, personal_bests, rounds_of,
                                team_won, win_rates)
from game.ui.intents import Intent
from game.ui.saved_games import in_progress
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.services import Services

ROWS = 7
ROW_H = 62
WIN_WORDS = {"lab": "{} out with the treasure"}
"""How a game without scores says who won, where a name alone does not say how."""


def stat_of(match: MatchRow, label: str) -> str | None:
    """A stored figure of the game's ("Map", "Labyrinth"), as text, if kept."""
    return next((str(v) for name, v in match.stats if name == label), None)


def map_of(match: MatchRow) -> str | None:
    """The hand-made map's name ("River Run"); None for a random one. Records kept before
    the map's name was stored name it from the option."""
    named = stat_of(match, "Map")
    chosen = str(match.options.get("map", "random"))
    if named or chosen == "random":
        return named
    return chosen.replace("-", " ").title()


def shape_of(match: MatchRow) -> str | None:
    """"5×5, 1 level": the played labyrinth as stored; older records say it from the
    options, which a hand-made map overrides (its levels then are unknown, not guessed)."""
    stored = stat_of(match, "Labyrinth")
    size, levels = match.options.get("size"), match.options.get("levels")
    if stored or not size:
        return stored
    if map_of(match) is not None:
        return None
    return f"{size}×{size}" + (f", {levels} level{'s' if levels != 1 else ''}"
                               if levels else "")


def fastest_groups(matches: list[MatchRow]) -> list[tuple[str, list[MatchRow]]]:
    """Games by the dungeon played, to compare rounds fairly: each hand-made map on its
    own ("River Run"), random dungeons by size ("5×5"); random sizes first, smallest
    first, then the maps by name."""
    groups: dict[tuple[int, str], list[MatchRow]] = {}
    for m in matches:
        name, size = map_of(m), m.options.get("size")
        if name:
            groups.setdefault((1, name), []).append(m)
        elif size:
            groups.setdefault((0, f"{int(size):03d}"), []).append(m)
    return [(key if kind else f"{int(key)}×{int(key)}", rows)
            for (kind, key), rows in sorted(groups.items())]


def seats_text(info: GameInfo, match: MatchRow) -> str:
    """"Ann 31 · Bot 1 (Normal) 20" (the winners first marked with a crown-like star); a
    co-operative game leads with the team's result, a game without scores (DungeonLab)
    with its result, size, levels and rounds."""
    parts = []
    if co_operative(match):
        parts.append("Team won" if team_won(match) else "Team lost")
    elif all(s.score is None for s in match.seats) and match.game in WIN_WORDS:
        won = [s.name for s in match.seats if s.winner]
        parts.append(WIN_WORDS[match.game].format(won[0]) if won else
                     "Lost" if match.solo else "Nobody escaped")
        parts += [part for part in (map_of(match), shape_of(match)) if part]
        rounds = rounds_of(match)
        if rounds is not None:
            parts.append(f"{rounds} round{'s' if rounds != 1 else ''}")
    for s in sorted(match.seats, key=lambda s: (s.rank, s.seat)):
        who = s.name if s.human else f"{s.name} ({info.bot_label(s.bot or '')})"
        score = "" if s.score is None else f" {s.score}"
        parts.append(("★ " if s.winner else "") + who + score)
    hints = next((v for label, v in match.stats if label == "Hints used"), 0)
    if hints:
        parts.append(f"with hints ({hints})")
    return " · ".join(parts)


class RecordsScene(Scene):
    def __init__(self, app: "Services", games: list[GameInfo], focus: int = 0) -> None:
        super().__init__(app)
        self.games = games
        self.focus = focus
        self.page = 0
        self.matches: list[MatchRow] = []
        self.bar = ButtonBar()
        self.rows: list[tuple[pygame.Rect, MatchRow]] = []
        self.load()

    @property
    def info(self) -> GameInfo:
        return self.games[self.focus]

    def load(self) -> None:
        self.matches = self.app.records.matches(self.info.key)
        self.page = 0
        self.app.report_records_problem()

    def pages(self) -> int:
        return max(1, (len(self.matches) - 1) // ROWS + 1)

    def shown(self) -> list[MatchRow]:
        return self.matches[self.page * ROWS:(self.page + 1) * ROWS]

    # --- actions ---------------------------------------------------------------------------
    def choose_game(self, index: int) -> None:
        self.focus = index
        self.load()
        self.layout(self.size)

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.layout(self.size)

    def watch(self, match: MatchRow) -> None:
        """The finished game at its table, move by move (the same checks as Continue)."""
        from game.core.save import SaveError, parse_save
        from game.ui.replay import start_replay_data
        try:
            data = parse_save(match.save, "The stored game")
        except SaveError as exc:
            self.app.show_message("Cannot replay", str(exc))
            return
        start_replay_data(self.app, data)

    def again(self, match: MatchRow) -> None:
        """The same deal again: seed, seats and options (asks first if a game of it is in
        progress, as the launcher does)."""
        seats = [Seat(s.name, s.bot) for s in sorted(match.seats, key=lambda s: s.seat)]
        titles = match.save.get("seats", []) if isinstance(match.save, dict) else []
        for i, raw in enumerate(titles[:len(seats)]):
            if isinstance(raw, dict) and isinstance(raw.get("title"), str):
                seats[i] = Seat(seats[i].name, seats[i].bot, raw["title"])
        info = self.info
        from game.core.save import complete_options
        options = complete_options(match.options, info)   # as the recorded game played

        def start() -> None:
            self.app.start_game(info, seats, match.seed, options)
        if in_progress(self.app, info):
            from game.ui.scenes.confirm import ConfirmScene
            self.app.stack.push(ConfirmScene(
                self.app, f"A game of {info.title} is in progress", "Play the deal again",
                start, origin=self.app.mouse_pos(), no="Keep it",
                detail="Playing this deal again replaces its save."))
            return
        start()

    def back(self) -> None:
        self.app.stack.pop()

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        buttons: list[Button] = []
        tab_w = min(220, (w - 80) // max(1, len(self.games)) - 10)
        for i, info in enumerate(self.games):
            tab = Button(info.title, lambda i=i: self.choose_game(i), size=15)
            tab.rect = pygame.Rect(40 + i * (tab_w + 10), 86, tab_w, 38)
            tab.enabled = i != self.focus
            tab.disabled_reason = "Shown now."
            buttons.append(tab)
        list_w = int(w * 0.62)
        self.rows = []
        for n, match in enumerate(self.shown()):
            rect = pygame.Rect(40, 150 + n * ROW_H, list_w - 40, ROW_H - 8)
            self.rows.append((rect, match))
            watch = Button("Watch", lambda m=match: self.watch(m), size=15)
            again = Button("Again", lambda m=match: self.again(m), size=15)
            watch.rect = pygame.Rect(rect.right - 190, rect.y + 8, 86, rect.height - 16)
            again.rect = pygame.Rect(rect.right - 96, rect.y + 8, 86, rect.height - 16)
            buttons += [watch, again]
        back = Button("Back", self.back)
        back.rect = pygame.Rect(w - 220, h - 70, 180, 48)
        buttons.append(back)
        if self.pages() > 1:
            prev = Button("◀", lambda: self.turn(-1))
            nxt = Button("▶", lambda: self.turn(1))
            prev.rect = pygame.Rect(40, h - 70, 48, 48)
            nxt.rect = pygame.Rect(list_w - 48, h - 70, 48, 48)
            prev.enabled, nxt.enabled = self.page > 0, self.page < self.pages() - 1
            buttons += [prev, nxt]
        self.bar.buttons = buttons

    # --- input -----------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            self.bar.click(intent.pos)
        elif intent.kind == "menu":
            self.back()
        elif intent.kind == "move" and intent.direction in ("E", "W"):
            self.choose_game((self.focus + (1 if intent.direction == "E" else -1))
                             % len(self.games))
        else:
            self.bar.navigate(intent.kind)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        w, h = self.size
        surface.fill(c.desk)
        title = fonts.render(f"Records · {self.info.title}", 34, c.paper, "title")
        surface.blit(title, (40, 26))
        list_w = int(w * 0.62)
        if not self.matches:
            text = fonts.render(f"No finished game of {self.info.title} yet.", 20,
                                c.paper_shade, "italic")
            surface.blit(text, (40, 160))
        for rect, match in self.rows:
            self._draw_row(surface, rect, match)
        if self.pages() > 1:
            page = fonts.render(f"page {self.page + 1} of {self.pages()}", 16, c.paper_shade)
            surface.blit(page, page.get_rect(center=(list_w // 2 + 20, h - 46)))
        self._draw_side(surface, pygame.Rect(list_w + 20, 150, w - list_w - 60, h - 240))
        self.bar.draw(surface, theme, self.app.mouse_pos())

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, match: MatchRow) -> None:
        theme = self.app.theme
        c = theme.colours
        pygame.draw.rect(surface, c.paper, rect, border_radius=8)
        pygame.draw.rect(surface, c.ink, rect, 2, border_radius=8)
        date = match.played_at.replace("T", " ")[:16]
        ending = "  (conceded)" if match.ending == "conceded" else ""
        head = theme.fonts.render(f"{date}{ending}", 14, c.pencil, "bold")
        surface.blit(head, (rect.x + 12, rect.y + 6))
        text = seats_text(self.info, match)
        room = rect.width - 220
        size = theme.fonts.fit(text, 16, room, smallest=12)
        lines = theme.fonts.wrap(text, size, room)
        if len(lines) > 1:              # two lines rather than a cut one
            size = 12
            lines = theme.fonts.wrap(text, size, room)[:2]
        y = rect.y + (28 if len(lines) == 1 else 23)
        for part in lines:
            surface.blit(theme.fonts.render(part, size, c.ink), (rect.x + 12, y))
            y += 17

    def _draw_side(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        theme = self.app.theme
        c = theme.colours
        pygame.draw.rect(surface, c.paper, box, border_radius=10)
        pygame.draw.rect(surface, c.ink, box, 2, border_radius=10)
        y = box.y + 14
        lines: list[tuple[str, int, str]] = [("Personal bests", 20, "title")]
        bests = sorted(personal_bests(self.matches).values(), key=lambda b: -b.score)
        lines += [(f"{b.name}: {b.score}", 16, "sans") for b in bests[:6]] or \
            [("No scores yet.", 15, "italic")]
        if not bests and any(rounds_of(m) is not None for m in self.matches):
            del lines[-2:]       # no scores: the best is the fewest rounds to a win, by size
            lines.append(("Fastest wins", 20, "title"))
            for label, rows in fastest_groups(self.matches):
                fastest = fewest_rounds(rows)
                lines.append((f"{label}: " + (f"{fastest} rounds" if fastest else
                                              "no win yet"), 16, "sans"))
        team = [m for m in self.matches if m.finished and co_operative(m)]
        if team:
            lines.append(("Co-operative games", 20, "title"))
            lines.append((f"The team won {sum(team_won(m) for m in team)} of {len(team)}",
                          16, "sans"))
        if self.info.computer_seats and self.info.bots:
            lines.append(("Against the computer", 20, "title"))
            rates = win_rates(self.matches)
            lines += [(f"{r.name} vs {self.info.bot_label(r.opponent)}: {r.wins} of "
                       f"{r.games} won ({r.percent}%)", 16, "sans") for r in rates[:6]] or \
                [("No games against the computer yet.", 15, "italic")]
        for text, size, style in lines:
            if style == "title":
                y += 8
            for part in theme.fonts.wrap(text, size, box.width - 28, style):
                if y > box.bottom - 24:
                    return
                surface.blit(theme.fonts.render(part, size, c.ink, style), (box.x + 14, y))
                y += size + 8
