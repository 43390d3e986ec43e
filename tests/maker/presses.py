"""Counting what a hero phase asks of a person (issue 33 §1): one seeded solo game played
from its first move to the end screen by posted clicks on what the table draws, with
Fireball circled at setup; every press made from the first hero round on is counted.

In the hero phase the person takes every decision the table offers by its "Keep" button
(or, where a button rolls or walks the hero, presses it), so the game's dice and its end
are the same whatever the table asks: only the number of presses differs."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.catalog import game_info
from game.core.protocol import Seat
from game.ui.scenes.end import EndScene
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.scene import MakerTable
from tests import play
from tests.maker.test_play_through import lit_cells, press

SEED = 7
"""A seeded solo game whose hero phase sees 5 heroes."""
HERO_BUTTONS = ("Keep", "No Jinx", "Roll a hero", "Walk")
"""What the counting player presses in the hero phase, first found first."""


@dataclass
class Count:
    presses: int = 0
    heroes: int = 0
    pressed: list[str] = field(default_factory=list)


def start(app, seed: int = SEED) -> MakerTable:
    """Ann alone, from the launcher; her hints come from the Normal computer (it decides
    the same way every time, so the game is the same every time)."""
    play.open_launcher(app)
    info = game_info("maker")
    app.start_game(info, [Seat("Ann")], seed)
    play.frame(app)
    table = app.stack.top
    assert isinstance(table, MakerTable)
    table._advice_bot = info.load_bots()["greedy"](0, random.Random(seed))
    return table


def build_as_hinted(app, table: MakerTable) -> None:
    """A building-round or stairs move as the computer would make it: Hint, then a click
    on what its ring points at (a cell, a spell or a button)."""
    play.until(app, lambda: play.find_button(app, "Hint") is not None, what="the Hint")
    action = play.ask_hint(app, table)
    target = table.advice_target(action)
    assert target is not None, action
    play.click(app, target.center)


def set_up_with_fireball(app, table: MakerTable) -> None:
    """Roll the loot, draw the first lit entrance, circle Fireball: by clicks."""
    press(app, "Roll")
    play.until(app, lambda: table.legal() and not table.showing_move, what="the entrance")
    play.click(app, table.sheet.rect_of(lit_cells(table)[0]).center)
    play.until(app, lambda: table.legal() and not table.showing_move, what="the spells")
    rect = dict(panels.panel_rects(table.parts.panel, table.content).spells)["fireball"]
    play.click(app, rect.center)


def hero_press(app) -> str:
    """One press of the counting player in the hero phase: the label it pressed."""
    for prefix in HERO_BUTTONS:
        if play.find_button(app, prefix) is not None:
            label = play.find_button(app, prefix).label
            play.click_button(app, prefix)
            return label
    raise AssertionError(f"nothing to press: {play.labels(app)}")


def count_hero_phase(app, seed: int = SEED, limit: float = 1200.0) -> Count:
    """Play the seeded solo game to the end screen; count the hero phase's presses."""
    table = start(app, seed)
    set_up_with_fireball(app, table)
    count = Count()
    spent = 0.0
    while not isinstance(app.stack.top, EndScene):
        assert spent < limit, ("no end", table.status(), play.labels(app))
        phase = table.view()["phase"]
        mine = app.stack.top is table and table.me() is not None \
            and table.viewer in table.rules.to_act() and table.legal()
        ready = any(play.find_button(app, p) is not None for p in HERO_BUTTONS)
        if mine and phase not in ("jinx", "heroes"):
            build_as_hinted(app, table)
        elif mine and ready:
            count.pressed.append(hero_press(app))
            count.presses += 1
        else:
            spent += play.frame(app)
    count.heroes = table.rules.view(None)["players"][0]["heroes"]
    return count
