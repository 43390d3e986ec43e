"""Dungeon Trapper played the way people play it (through `tests.play`): the launcher, the
seats screen, hand-offs, the table's buttons, palette chips and lit tiles, the real loop's
frame times. A person here only clicks what is drawn; what to click is chosen like a
hurried player would (a random dungeon, a trap near the heirloom when AP allow, a raid
toward the farthest fog).

`secret_kinds` and `vary_secrets` are the screen-privacy oracle's two halves for Trapper:
whose secrets the screen must not show now, and a change of exactly those secrets (the
types and Fan directions of their fogged traps, and their private log lines).
"""
from __future__ import annotations

import random
import zlib
from typing import Any

import pygame

from game.games.trapper.actions import Concede, Step
from game.games.trapper.bots import TrapperBot
from game.core.grid import DIRECTIONS, step as step_from
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.widgets import links
from tests import play

OTHER_KIND = {"skeleton": "spikes", "spikes": "shark", "shark": "darts", "darts": "crusher",
              "crusher": "skeleton", "fan": "skeleton"}


def start_from_launcher(app, humans: int, seed: int, typed_seed: int | None = None) -> Any:
    """Launcher → Play on the Trapper tile → seats (1 or 2 people; the match seed typed
    into its field when `typed_seed` is given, as a player may) → Start game; returns the
    table."""
    random.seed(seed)                     # the seats screen draws the match seed
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "trapper", "Play").rect.center)
    seats = app.stack.top
    if humans == 2:
        while not seats.rows[1].bot is None:
            kind = seats.bar.buttons[[b.label for b in seats.bar.buttons]
                                     .index(next(label for label in play.labels(app)
                                                 if label.startswith("Computer")))]
            play.click(app, kind.rect.center)
    if typed_seed is not None:
        play.click(app, seats.seed_rect.center)
        play.type_text(app, str(typed_seed))
        play.key(app, pygame.K_RETURN)
        assert seats.seed == typed_seed
    play.click_button(app, "Start game")
    table = next(s for s in app.stack.scenes if hasattr(s, "painter"))
    assert table.rules.seed == (typed_seed if typed_seed is not None else seats.seed)
    return table


class Person:
    """One human seat's choices (it acts only by clicking what the table draws)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.guide = TrapperBot(seat, random.Random(seat))   # picks the tile to click
        self.bought_turn = -1

    def act(self, app, table) -> None:
        phase = table.phase()
        if phase == "setup":
            play.click_button(app, "Random dungeon")
            play.settle(app)
            play.click_button(app, "Confirm dungeon")
        elif phase == "roll":
            play.click_button(app, "Roll")
        elif phase == "trapping":
            self.trap(app, table)
        elif phase == "raid":
            self.raid(app, table)

    def trap(self, app, table) -> None:
        view = table.view()
        if view["ap_left"] >= 4 and self.bought_turn != view["turn"]:
            self.bought_turn = view["turn"]
            chip = next(c for c in table.chips if c.key == "spikes")
            play.click(app, chip.rect.center)
            heirloom = tuple(view["dungeons"][self.seat]["heirloom"])
            lit = sorted(table.lit_cells(), key=lambda c: abs(c[0] - heirloom[0]) +
                         abs(c[1] - heirloom[1]))
            if lit:
                play.click(app, table.painter.centre(lit[0]))
                return
        play.click_button(app, "Start raid")

    def raid(self, app, table) -> None:
        choice = self.guide.raid(table.view())
        if isinstance(choice, Concede):
            play.click_button(app, "Concede")
            play.until(app, lambda: isinstance(app.stack.top, ConfirmScene), 5, "the dialog")
            play.click(app, app.stack.top.yes_button.rect.center)
            return
        assert isinstance(choice, Step)
        here = tuple(table.view()["adventurer"])
        cell = step_from(here, choice.direction)
        assert cell in table.lit_cells(), f"{cell} is not lit: {table.lit_cells()}"
        play.click(app, table.painter.centre(cell))


def my_moment(app, table) -> bool:
    """A human seat may act on the table now, with nothing left to show first."""
    return app.stack.top is table and table.acting_here() and not table.showing_move \
        and not table.busy and not table.event_queue


def play_to_end(app, table, people: dict[int, Person], limit: float = 900.0) -> int:
    """Play until the end screen; returns the number of hand-offs passed."""
    handoffs = spent = 0
    while not isinstance(app.stack.top, EndScene):
        assert spent < limit, f"no end after {limit:.0f} s of play"
        top = app.stack.top
        if isinstance(top, HandoffScene):
            handoffs += 1
            play.click(app, (app.size[0] // 2, app.size[1] // 2))
        elif my_moment(app, table):
            people[table.viewer].act(app, table)
        else:
            spent += play.frame(app)
    return handoffs


# --- the privacy oracle's two halves ----------------------------------------------------------

def secret_seats(app, table) -> list[int]:
    """The seats whose secrets the screen must not show now: the other seat's at a seat's
    private moment, both seats' at a hand-off, a raid, a computer's turn or the end."""
    everyone = [0, 1]
    private = table.screen_seat()
    if private is None or isinstance(app.stack.top, HandoffScene) or table.public_screen():
        return everyone
    return [s for s in everyone if s != private]


class Twin:
    """The screen-privacy oracle at the cost of one extra drawing per frame: the frame the
    app has just drawn is compared with a twin drawn from the same state with the watched
    seats' secrets changed (`vary_secrets`). The table's caches are set aside for the twin
    and put back after, so the next real frame costs what it would have cost anyway, and the
    app's own bookkeeping (dirty flags, the frame's live links) is left as the frame left
    it: the oracle never changes what the loop does next."""

    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.surface = pygame.Surface(app.screen.get_size(), 0, app.screen)
        self.checked = 0

    def check(self, seats: list[int] | None = None) -> None:
        """Compare the frame on screen with its twin whose `seats` (by default those whose
        secrets the screen must not show now) have other secrets; fail naming them."""
        app, table = self.app, self.table
        seats = secret_seats(app, table) if seats is None else seats
        if self.surface.get_size() != app.screen.get_size():
            self.surface = pygame.Surface(app.screen.get_size(), 0, app.screen)
        self.surface.blit(app.screen, (0, 0))
        scenes = app.stack.visible()
        flags = [s.dirty for s in scenes]
        drawn = links.shown()
        token = vary_secrets(table, seats)
        try:
            for scene in scenes:
                scene.draw(self.surface)
            for toast in app.toasts:
                toast.draw(self.surface, app.theme)
        finally:
            restore_secrets(table, token)
            for scene, flag in zip(scenes, flags):
                scene.dirty = flag
            links.begin_frame()
            for link in drawn:
                links.register(link.rect, link.game, link.section, link.bubble)
        self.checked += 1
        assert same_pixels(self.surface, app.screen), \
            f"the screen shows a secret of seat(s) {seats} (phase {table.phase()}, " \
            f"top {type(app.stack.top).__name__})"


def same_pixels(one: pygame.Surface, other: pygame.Surface) -> bool:
    """Two frames of one size and format hold the same pixels (compared by a CRC-32 of each
    frame's memory, read in place: copying 3.6 MB twice per frame would cost more than the
    drawing)."""
    return one.get_size() == other.get_size() and \
        zlib.crc32(one.get_view("1")) == zlib.crc32(other.get_view("1"))


def vary_secrets(table, seats: list[int]) -> Any:
    """Change the types (and Fan directions) of `seats`' fogged traps and their private
    log lines, with the table's caches set aside; returns what `restore_secrets` needs."""
    rules = table.rules
    saved_traps = []
    for seat in seats:
        for cell, trap in rules.state.dungeons[seat].traps.items():
            if not trap.revealed:
                saved_traps.append((trap, trap.kind, trap.facing))
                trap.kind = OTHER_KIND[trap.kind]
                trap.facing = None
    saved_lines = []
    for line in table.session.lines:
        if line.visible_to is not None and set(line.visible_to) & set(seats):
            saved_lines.append((line, line.text))
            line.text = "A secret line, changed."
    return saved_traps, saved_lines, _set_aside(table)


def restore_secrets(table, token: Any) -> None:
    saved_traps, saved_lines, caches = token
    for trap, kind, facing in saved_traps:
        trap.kind, trap.facing = kind, facing
    for line, text in saved_lines:
        line.text = text
    _put_back(table, caches)


def _set_aside(table) -> tuple:
    """Empty every cache drawn from the state (views, legality, log lines, lit tiles),
    keeping the old contents to put back."""
    boards, legality = table.rules.board_views, table.legality
    kept = (list(boards.versions), dict(boards.cache), dict(table._views), table._log_key,
            table._log, table._lit_key, table._lit, dict(legality._cache), legality._version)
    boards.reset()
    table._views.clear()
    table._log_key = table._lit_key = None
    legality.invalidate()
    return kept


def _put_back(table, kept: tuple) -> None:
    boards, legality = table.rules.board_views, table.legality
    (versions, cache, views, table._log_key, table._log, table._lit_key, table._lit,
     verdicts, legality._version) = kept
    boards.versions[:] = versions
    boards.cache.clear()
    boards.cache.update(cache)
    table._views.clear()
    table._views.update(views)
    legality._cache.clear()
    legality._cache.update(verdicts)
