"""The launcher: the five games as tiles, Continue, Settings, Quit.

Each game keeps its own autosave: a game in progress shows "Continue" on its tile, and the
Continue button below the tiles resumes the newest save. Starting a new game of a game in
progress asks first (its save would be replaced). Reading the saves here never raises: a
damaged one is labelled so, and Continue says what is wrong. A save today's rules refuse
says so on its tile before any click, which offers to watch it as far as today's rules
follow it, or to start the same deal again. A finished game whose ending a crash kept
out of the records is offered by Continue (opening it keeps it in the records).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.catalog import all_games
from game.core.protocol import GameInfo
from game.ui.intents import Intent
from game.ui.saved_games import OLDER_RULES, SavedGame, read_saved_games, recorded
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.services import Services


LEARN_ROW = 38
"""The height the Learn button's row takes on a tile whose game has a lesson."""


class LauncherScene(Scene):
    def __init__(self, app: "Services") -> None:
        super().__init__(app)
        self.games: list[GameInfo] = all_games()
        self.keys = [g.key for g in self.games]
        self.tiles: list[pygame.Rect] = []
        self.focus = 0
        self.tile_buttons: list[ButtonBar] = []
        self.saves: dict[str, SavedGame] = {}
        """The save of each game by key ("" for an earlier version's single autosave)."""
        self.newest: SavedGame | None = None
        self.unrecorded: set[str] = set()
        """Games whose save is finished but whose ending is not in the records (the program
        stopped between the two): Continue offers them."""
        self.bar = ButtonBar([
            Button("Continue", self.continue_newest),
            Button("Settings", self.open_settings),
            Button("Quit", app.quit),
            Button("Records", self.open_records),
        ])
        self.bar.buttons[3].disabled_reason = ("No finished game yet: the records keep games "
                                                "with a person at the table.")
        from game.ui.lessons import has_lesson
        self.lessons = {g.key for g in self.games if has_lesson(g)}
        """The games with a lesson (Learn to play)."""
        self.history: dict[str, str] = {}
        """Each game's line of history for its tile ("" when none)."""
        self._background: pygame.Surface | None = None
        self._history_due = "after the first frame"
        """The records are read once the launcher is on screen (opening them costs more
        than drawing it): "after the first frame", then "now", then ""."""
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Read the saves again and label the Continue buttons (never raises)."""
        found = read_saved_games(self.app, self.games)
        self.saves = {s.key: s for s in found}
        if found and found[0].key in self.keys:    # the game you came from has the focus
            self.focus = self.keys.index(found[0].key)
        self.label_continue()

    def label_continue(self) -> None:
        """The Continue below the tiles: the newest save Continue can open (a damaged one
        only says what is wrong), never one saved with older rules."""
        found = list(self.saves.values())   # newest first
        playing = [s for s in found if not s.older_rules and
                   (s.damaged or s.in_progress or s.key in self.unrecorded)]
        self.newest = playing[0] if playing else None
        button = self.bar.buttons[0]
        older = [s for s in found if s.older_rules]
        if self.newest is None:
            button.enabled, button.label = False, "Continue"
            button.disabled_reason = (f"{older[0].title}: {OLDER_RULES}" if older else
                                      "No game in progress yet.")
        elif self.newest.damaged:
            button.enabled, button.label = True, "Continue (damaged save)"
        elif self.newest.finished:
            button.enabled, button.label = True, f"Continue: {self.newest.title} (the end)"
        else:
            button.enabled, button.label = True, f"Continue: {self.newest.title}"
        self._background = None
        if self.size[0] > 0:
            self.layout(self.size)

    def refresh_history(self) -> None:
        """Each game's line of history from the records (a records problem is said once)."""
        from game.records.stats import tile_line
        try:
            matches = self.app.records.matches()
        except Exception:  # noqa: BLE001 - the launcher must always open
            matches = []
        self.history = {g.key: tile_line([m for m in matches if m.game == g.key])
                        for g in self.games}
        self.bar.buttons[3].enabled = bool(matches)
        unrecorded = {s.key for s in self.saves.values() if s.finished and s.data is not None
                      and s.data.log and not recorded(s.data, matches)}
        if unrecorded != self.unrecorded:
            self.unrecorded = unrecorded
            self.label_continue()
        self._background = None

    def open_records(self) -> None:
        from game.ui.scenes.records import RecordsScene
        playable = [g for g in self.games if g.playable]
        focus = self.games[self.focus]
        self.app.stack.push(RecordsScene(self.app, playable,
                                         playable.index(focus) if focus in playable else 0))

    def learn_label(self, info: GameInfo) -> str:
        """"Learn to play", with a tick once the lesson was played to its end."""
        return "Learn again ✓" if info.key in self.app.settings.lessons_done \
            else "Learn to play"

    def learn(self, info: GameInfo) -> None:
        """The game's lesson: a scripted first game with the coach (never recorded)."""
        self.app.start_lesson(info)

    def continue_newest(self) -> None:
        if self.newest is not None:
            self.app.continue_game(self.newest.path)

    def continue_label(self, saved: SavedGame) -> str:
        if saved.damaged:
            return "Continue (damaged)"
        if saved.finished:
            return "See the finished game"
        where = self.progress(saved)
        return f"Continue ({where})" if where else "Continue"

    @staticmethod
    def progress(saved: SavedGame) -> str:
        """How far a saved game is, as players count (from its look: `look_at`)."""
        return saved.look.progress if saved.moves else ""

    def watch_older(self, saved: SavedGame) -> None:
        """Watch a save of older rules as far as today's rules follow it."""
        from game.core.save import first_moves
        from game.ui.replay import start_replay_data
        if saved.data is not None:
            start_replay_data(self.app, first_moves(saved.data, saved.look.replayable))

    def again_older(self, saved: SavedGame) -> None:
        """The same deal as a save of older rules (its seed, seats and options), after
        asking; the old save is kept beside the new one (`<name>.older`)."""
        from game.ui.scenes.confirm import ConfirmScene
        data, info = saved.data, self.games[self.keys.index(saved.key)]
        if data is None:
            return
        kept = saved.path.with_name(saved.path.name + ".older")

        def start() -> None:
            import shutil
            try:
                shutil.copy2(saved.path, kept)
            except OSError as exc:
                self.app.show_message("Cannot keep the old save", f"{exc}\n\nNothing was "
                                      "started; the save was left as it is.")
                return
            self.app.start_game(info, data.seats, data.seed, dict(data.options))
        self.app.stack.push(ConfirmScene(
            self.app, f"The same deal of {info.title} again", "Start the same deal again",
            start, origin=self.app.mouse_pos(), no="Keep it",
            detail=(f"A new game with the same seats, deal and options starts at its first "
                    f"move. The old save is kept as {kept.name}.")))

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self._history_due == "now":
            self._history_due = ""
            self.refresh_history()
            self.app.report_records_problem()
            self.dirty = True
            return True
        return moving

    def resume(self) -> None:
        super().resume()
        self.refresh_continue()
        self.refresh_history()
        self._history_due = ""

    def open_settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def open_seats(self, info: GameInfo, ask: bool = True) -> None:
        """The seats screen of a new game of `info`; when a game of it is in progress (or
        its save is damaged), first ask whether to replace that save."""
        if not info.playable:
            self.app.toast(info.not_playable_why or "Not yet playable.")
            return
        saved = self.saves.get(info.key)
        if ask and saved is not None and (saved.damaged or saved.in_progress):
            self.ask_replace(info, saved)
            return
        from game.ui.scenes.seats import SeatsScene
        self.app.stack.push(SeatsScene(self.app, info))

    def ask_replace(self, info: GameInfo, saved: SavedGame) -> None:
        from game.ui.scenes.confirm import ConfirmScene
        if saved.older_rules:
            question = f"The saved game of {info.title} was saved with older rules"
            detail = ("A new game replaces that save (it is kept once more as a backup). "
                      "Its tile offers to watch it, or to start the same deal again.")
        elif saved.damaged:
            question = f"The saved game of {info.title} is damaged"
            detail = ("A new game replaces that save (it is kept once more as a backup). "
                      "Continue on the tile says what is wrong with it.")
        else:
            question = f"A game of {info.title} is in progress"
            where = self.progress(saved)
            played = (f"It was saved at {where}" if where else
                      "It was saved" if saved.moves else "No move has been made in it yet")
            detail = (f"{played}. A new game replaces its save when it starts. To play it "
                      "on, press Keep it, then Continue on the tile.")
        self.app.stack.push(ConfirmScene(
            self.app, question, "Start a new game", lambda: self.open_seats(info, ask=False),
            origin=self.app.mouse_pos(), detail=detail, no="Keep it"))

    def ask_quit(self) -> None:
        """Esc on the launcher asks before the program closes (a hurried Esc too many)."""
        from game.ui.scenes.confirm import ConfirmScene
        self.app.stack.push(ConfirmScene(
            self.app, "Quit Dungeon Table?", "Quit", self.app.quit, no="Stay",
            origin=self.app.mouse_pos(),
            detail="Saved games wait on their tiles: Continue picks them up."))

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin, gap = max(30, w // 40), max(14, w // 90)
        tile_w = (w - 2 * margin - 4 * gap) // 5
        tile_h = min(int(h * 0.58), 520)
        top = int(h * 0.2)
        self.tiles = [pygame.Rect(margin + i * (tile_w + gap), top, tile_w, tile_h)
                      for i in range(5)]
        self.tile_buttons = []
        for info, rect in zip(self.games, self.tiles):
            saved = self.saves.get(info.key)
            if info.playable:
                play = Button("New game" if saved else "Play", lambda i=info: self.open_seats(i),
                              size=18)
                rules = Button("Rules", lambda i=info: self.app.open_rules(i), size=15)
                play.rect = pygame.Rect(rect.x + 14, rect.bottom - 56, rect.width - 100, 42)
                rules.rect = pygame.Rect(rect.right - 80, rect.bottom - 56, 66, 42)
                buttons = [play, rules]
                above = rect.bottom - 104
                if info.key in self.lessons:
                    learn = Button(self.learn_label(info), lambda i=info: self.learn(i), size=15)
                    learn.rect = pygame.Rect(rect.x + 14, rect.bottom - 92, rect.width - 28, 32)
                    buttons.insert(0, learn)
                    above -= LEARN_ROW
                if saved is not None and saved.older_rules:
                    buttons[:0] = self.older_buttons(saved, pygame.Rect(
                        rect.x + 14, above, rect.width - 28, 42))
                elif saved is not None:
                    resume = Button(self.continue_label(saved),
                                    lambda p=saved.path: self.app.continue_game(p), size=16)
                    resume.rect = pygame.Rect(rect.x + 14, above, rect.width - 28, 42)
                    buttons.insert(0, resume)
                self.tile_buttons.append(ButtonBar(buttons))
            else:
                self.tile_buttons.append(ButtonBar([]))
        bw = min(260, (w - 2 * margin) // 4 - 20)
        order = [0, 3, 1, 2]  # on screen: Continue, Records, Settings, Quit
        for place, i in enumerate(order):
            b = self.bar.buttons[i]
            b.rect = pygame.Rect(0, 0, bw, 48)
            b.rect.center = (int(w // 2 + (place - 1.5) * (bw + 24)),
                             int(h * 0.2) + tile_h + (h - top - tile_h) // 2)
        self._background = None

    def older_buttons(self, saved: SavedGame, row: pygame.Rect) -> list[Button]:
        """Watch and Same deal, side by side in the Continue row of an older-rules save."""
        half = (row.width - 8) // 2
        watch = Button("Watch it", lambda: self.watch_older(saved), size=15)
        if saved.look.replayable == 0:
            watch.enabled = False
            watch.disabled_reason = ("Today's rules part from it at its first move: there "
                                     "is nothing of it to watch.")
        again = Button("Same deal", lambda: self.again_older(saved), size=15)
        watch.rect = pygame.Rect(row.x, row.y, half, row.height)
        again.rect = pygame.Rect(row.right - half, row.y, half, row.height)
        return [watch, again]

    # --- input -----------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            for bar in self.tile_buttons:
                if bar.click(intent.pos):
                    return
            for i, rect in enumerate(self.tiles):
                if rect.collidepoint(intent.pos):
                    self.focus = i
                    self.open_seats(self.games[i])
                    return
            self.bar.click(intent.pos)
        elif intent.kind == "move" and intent.direction in ("E", "W"):
            self.focus = (self.focus + (1 if intent.direction == "E" else -1)) % len(self.games)
            self.bar.focus = -1
        elif intent.kind == "move" and intent.direction == "S":
            self.bar.next()
        elif intent.kind == "move" and intent.direction == "N":
            self.bar.focus = -1
        elif intent.kind == "next":
            self.bar.next()
        elif intent.kind == "confirm":
            if not self.bar.press_focused():
                self.open_seats(self.games[self.focus])
        elif intent.kind == "menu":
            self.ask_quit()
        elif intent.kind == "key" and intent.key == pygame.K_r:
            self.app.open_rules(self.games[self.focus])

    # --- drawing ---------------------------------------------------------------------------
    def _paint_background(self) -> pygame.Surface:
        theme = self.app.theme
        c = theme.colours
        bg = pygame.Surface(self.size).convert()
        bg.fill(c.desk)
        plank = max(60, self.size[1] // 9)
        for y in range(0, self.size[1], plank):
            pygame.draw.line(bg, c.desk_light, (0, y), (self.size[0], y), 2)
        title = theme.fonts.render("Dungeon Table", max(44, self.size[1] // 12), c.paper,
                                   "title")
        bg.blit(title, title.get_rect(midtop=(self.size[0] // 2, int(self.size[1] * 0.04))))
        sub = theme.fonts.render("Five dungeon tabletop games on one screen: pick one to play",
                                 20, c.paper_shade, "italic")
        bg.blit(sub, sub.get_rect(midtop=(self.size[0] // 2, title.get_height() +
                                          int(self.size[1] * 0.05))))
        for info, rect in zip(self.games, self.tiles):
            self._paint_tile(bg, info, rect)
        return bg

    def _paint_tile(self, surface: pygame.Surface, info: GameInfo, rect: pygame.Rect) -> None:
        theme = self.app.theme
        c = theme.colours
        pygame.draw.rect(surface, (20, 12, 8), rect.move(4, 6), border_radius=10)
        pygame.draw.rect(surface, c.paper if info.playable else c.paper_shade, rect,
                         border_radius=10)
        pygame.draw.rect(surface, c.ink, rect, 2, border_radius=10)
        crowded = info.playable and info.key in self.lessons and info.key in self.saves
        art_box = min(rect.width - 40, 160) - (LEARN_ROW if crowded else 0)   # room for Learn
        art = self.app.sprites.fit(info.art, art_box)
        art_rect = art.get_rect(midtop=(rect.centerx, rect.y + 16))
        surface.blit(art, art_rect)
        if not info.playable:
            veil = pygame.Surface(art_rect.size, pygame.SRCALPHA)
            veil.fill((*c.paper_shade, 150))
            surface.blit(veil, art_rect)
        y = art_rect.bottom + 10
        for line in theme.fonts.wrap(info.title, 21, rect.width - 20, "title"):
            text = theme.fonts.render(line, 21, c.ink, "title")
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += 26
        lo, hi = info.seats
        seats = f"{lo} players" if lo == hi else f"{lo}–{hi} players"
        meta = theme.fonts.render(f"{seats} · {info.minutes}", 15, c.pencil, "bold")
        surface.blit(meta, meta.get_rect(midtop=(rect.centerx, y + 2)))
        y += 28
        history = theme.fonts.wrap(self.history.get(info.key, ""), 12, rect.width - 20,
                                   "italic")[:2] if info.playable else []
        extra = LEARN_ROW if info.key in self.lessons and info.playable else 0
        bottom = rect.bottom - (104 if info.key in self.saves else 56) - 4 - extra
        for part in reversed(history):  # the line of history, just above the buttons
            text = theme.fonts.render(part, 12, c.pencil, "italic")
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, bottom)))
            bottom -= 15
        room = (108 if info.key in self.saves and info.playable else 60) + 15 * len(history) \
            + extra
        saved = self.saves.get(info.key)
        older = saved is not None and saved.older_rules and info.playable
        size, lines = theme.fonts.fit_block([OLDER_RULES if older else info.pitch], 15,
                                            rect.width - 28, rect.bottom - room - y,
                                            smallest=10)
        step = theme.fonts.get(size).get_linesize()
        for line in lines:   # the whole pitch, smaller when a Continue button takes room;
            # in its place, what a save of older rules can still do
            text = theme.fonts.render(line, size, c.disabled if older else c.ink)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += step
        if not info.playable:
            band = pygame.Rect(rect.x + 10, rect.bottom - 86, rect.width - 20, 74)
            pygame.draw.rect(surface, c.disabled, band, border_radius=6)
            label = theme.fonts.render("Not yet playable", 17, c.paper, "bold")
            surface.blit(label, label.get_rect(midtop=(band.centerx, band.y + 8)))
            yy = band.y + 32
            for line in theme.fonts.wrap(info.not_playable_why, 12, band.width - 14)[:3]:
                t = theme.fonts.render(line, 12, c.paper)
                surface.blit(t, t.get_rect(midtop=(band.centerx, yy)))
                yy += 14

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None or self._background.get_size() != self.size:
            self._background = self._paint_background()
        surface.blit(self._background, (0, 0))
        if self._history_due:   # on screen: the records can be read now
            self._history_due = "now"
        mouse = self.app.mouse_pos()
        c = self.app.theme.colours
        if self.bar.focus < 0 and self.tiles:
            pygame.draw.rect(surface, c.accent, self.tiles[self.focus].inflate(8, 8), 4,
                             border_radius=12)
        for i, rect in enumerate(self.tiles):
            if rect.collidepoint(mouse) and i != self.focus:
                pygame.draw.rect(surface, c.paper_shade, rect.inflate(6, 6), 2, border_radius=12)
        for bar in self.tile_buttons:
            bar.draw(surface, self.app.theme, mouse)
        self.bar.draw(surface, self.app.theme, mouse)
        reason = next((r for bar in self.tile_buttons for r in [bar.hovered_reason(mouse)]
                       if r), "") or self.bar.hovered_reason(mouse)
        if reason:
            from game.ui.widgets.toast import draw_bubble
            draw_bubble(surface, self.app.theme, reason, mouse, c.disabled)
