"""Hand play: a hurried player put the entrance at (6, 6) and then a Skeleton room on the
one tile it faces; nothing more could join the network and nothing said so at the moment of
the build. Over such a build the hover says it, and a click asks first, Yes and No in a box
of their own. Driven by events at default settings (animations on)."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.games.maker.actions import Build, ChooseEntrance
from game.ui.scenes.confirm import ConfirmScene
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.pointer import CLOSE_QUESTION, CLOSES
from game.ui.tables.maker.scene import MakerTable
from tests.maker.helpers import LOOT
from tests.maker.test_table import last_action, open_maker, press_button
from tests.play import frame
from tests.ui.helpers import click, move

IN_FRONT = (6, 5)
"""The one tile the entrance at (6, 6), turned N-S, faces (the scripted loot lies elsewhere)."""


def build_rooms(app) -> MakerTable:
    """Ann sets up with the entrance at (6, 6) and rolls (5, 4): rooms and paths are on offer."""
    table = open_maker(app, [Seat("Ann")])
    table.rules.dice.script(LOOT)
    press_button(app, table, "Roll for loot")
    click(app, table.sheet.rect_of((6, 6)).center)
    assert last_action(table) == ChooseEntrance(0, 6, 6, "NS")
    spell = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    click(app, spell.center)
    table.rules.dice.script([5, 4])
    press_button(app, table, "Build")
    assert "skeleton" in table.view()["players"][0]["offered"]
    return table


def take(app, table: MakerTable, item: str) -> None:
    chip = next(c for c in panels.market_chips(table.parts.market, table.content)
                if c.item == item)
    click(app, chip.rect.center)
    assert table.hand.item == item


def hover_words(app, table: MakerTable, cell) -> list[str]:
    """What the hover says over `cell` (the bubbles drawn for its verdict)."""
    said: list[str] = []
    drawn = table._draw_verdict

    def spy(surface, at, verdict):
        if at == cell and verdict.reason:
            said.append(verdict.reason)
        drawn(surface, at, verdict)
    table._draw_verdict = spy
    move(app, table.sheet.rect_of(cell).center)
    table.dirty = True
    table.draw(app.screen)
    table._draw_verdict = drawn
    return sorted(set(said))


def test_a_room_on_the_last_open_end_is_named_on_hover_and_asked_before_it_is_built(app):
    table = build_rooms(app)
    take(app, table, "skeleton")
    assert hover_words(app, table, IN_FRONT) == [CLOSES]
    assert hover_words(app, table, (3, 3)) == []          # elsewhere the network stays open
    buttons = [pygame.Rect(b.rect) for b in table.bar.buttons if b.visible]
    where = table.sheet.rect_of(IN_FRONT).center
    click(app, where)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.question == CLOSE_QUESTION
    assert "Build it anyway?" in ask.detail
    assert last_action(table) != Build(0, "skeleton", *IN_FRONT, "")
    frame(app)
    for answer in (ask.yes_button, ask.no_button):   # in their own place
        assert not answer.rect.collidepoint(where)
        assert not any(answer.rect.colliderect(b) for b in buttons), (answer.label, buttons)
    click(app, ask.no_button.rect.center)
    assert app.stack.top is table and table.hand.item == "skeleton"
    assert not any(isinstance(e.action, Build) for e in table.rules.log)
    click(app, where)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    frame(app)
    click(app, ask.yes_button.rect.center)
    assert app.stack.top is table
    assert last_action(table) == Build(0, "skeleton", *IN_FRONT, "")
    assert table.hand.item is None or table.hand.item == ""


def test_a_path_that_leads_on_is_built_at_once_with_no_word(app):
    table = build_rooms(app)
    take(app, table, "path")
    table.hand.shape = "straight"
    assert hover_words(app, table, IN_FRONT) == []
    click(app, table.sheet.rect_of(IN_FRONT).center)
    assert app.stack.top is table
    assert last_action(table) == Build(0, "path", *IN_FRONT, "NS")
