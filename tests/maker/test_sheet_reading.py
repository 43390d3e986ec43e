"""A sheet you can read (issue 33 §2), through the real table at default settings: path
openings over boss and gate sprites, the shape on a chip, the early word of a network with
no open end, tooltips that go with the pointer, the tray after an Undo, and the lesson's
preview of a forbidden choice."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.games.maker.actions import Build
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.pointer import best_shape, sheet_action
from tests import play
from tests.maker.helpers import paint
from tests.maker.test_one_message import to_step
from tests.maker.test_table_text import bubbles, mouse_set_up, redraw
from tests.maker.test_undo import build_something
from tests.maker.test_watch import open_at_table


def tile_pixels(table, kind: str, openings: str) -> pygame.Surface:
    surface = pygame.Surface(table.app.screen.get_size())
    surface.fill((255, 255, 255))
    table.sheet.draw_tile(surface, (3, 3), [kind, openings, "", ""])
    return surface


def east_stub(table) -> pygame.Rect:
    rect = table.sheet.rect_of((3, 3))
    return pygame.Rect(rect.right - rect.width // 5, rect.centery - 2, rect.width // 5, 4)


def test_a_boss_or_gate_shows_its_path_openings_over_its_sprite(app):
    table = open_at_table(app, [Seat("Ann")])
    for kind in ("boss_slime", "giant_bat", "golem", "gate"):
        t_shape = tile_pixels(table, kind, "NES")
        straight = tile_pixels(table, kind, "NS")
        stub = east_stub(table)
        assert play.pixels(t_shape, stub) != play.pixels(straight, stub), kind
        assert play.pixels(t_shape, stub) != play.pixels(tile_pixels(table, "", ""), stub)


def to_a_boss_roll(app, table) -> None:
    """Ann set up, rich, with dice that offer a boss."""
    mouse_set_up(app, table)
    me = table.rules.state.players[0]
    me.coin = 40
    table.rules.dice.script([4, 3])
    play.until(app, lambda: table.legal() and not table.showing_move, 20)
    play.click_button(app, "Build")
    play.until(app, lambda: table.legal() and not table.showing_move, 20, "the roll")


def test_a_boss_chip_starts_from_the_shape_with_most_room_and_shows_it(app, monkeypatch):
    table = open_at_table(app, [Seat("Ann")])
    to_a_boss_roll(app, table)
    chip = next(c for c in panels.market_chips(table.parts.market, table.content)
                if c.item == "boss_slime")
    table.hand.shape = "cross"   # what an earlier pick left in hand is not kept
    play.click(app, chip.rect.center)
    shapes = list(table.content.items["boss_slime"].shapes)
    assert table.hand.item == "boss_slime"
    assert table.hand.shape == best_shape(table.legal(), "boss_slime", shapes)
    assert any(isinstance(a, Build) and a.item == "boss_slime" and
               table.hand.openings(shapes) for a in table.legal())
    corner = pygame.Rect(chip.rect.right - 26, chip.rect.y, 26, 26)
    before = play.pixels(play.picture(app), corner)
    play.click(app, chip.rect.center)        # the next shape, drawn on the chip
    assert play.pixels(play.picture(app), corner) != before


def test_a_network_with_no_open_end_is_said_while_building(app):
    table = open_at_table(app, [Seat("Ann")])
    mouse_set_up(app, table)
    play.until(app, lambda: table.legal() and not table.showing_move, 20)
    assert not table.outlook_word()
    paint(table.rules, 0, ["E:ES P:NW . . . .", ". . . . . .", ". . . . . .",
                           ". . . . . .", ". . . . . .", ". . . . . ."])
    table.rules.state.players[0].tiles[1].kind = "path"
    table.rules.state.players[0].tiles[1].openings = "W"   # a dead end: no free opening
    table.rules.state.players[0].tiles[0].openings = "E"
    table.changed()
    play.settle(app)
    word = table.outlook_word()
    assert word.startswith("Your dungeon has no open end")
    assert word in " ".join(play.drawn_text(app))   # (on two lines when it must)


def test_a_spell_tooltip_goes_with_the_click_and_when_the_pointer_leaves(app, monkeypatch):
    table = open_at_table(app, [Seat("Ann")])
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.legal() and not table.showing_move, 20)
    play.click(app, table.sheet.rect_of((6, 6)).center)
    drawn = bubbles(monkeypatch)
    curse = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    play.move(app, curse.center)
    redraw(app, table)
    assert any(text.startswith("Curse") for text, _ in drawn), "the tooltip before"
    play.click(app, curse.center)
    drawn.clear()
    redraw(app, table)
    assert not any(text.startswith("Curse") for text, _ in drawn), "gone with the click"
    play.move(app, table.sheet.rect_of((3, 2)).center)
    play.move(app, curse.center)
    redraw(app, table)
    assert any(text.startswith("Curse") for text, _ in drawn), "back on the next visit"
    drawn.clear()
    play.move(app, table.sheet.rect_of((3, 2)).center)
    redraw(app, table)
    assert not any(text.startswith("Curse") for text, _ in drawn)


def test_after_undo_the_dice_tray_and_the_market_line_agree(app):
    table = open_at_table(app, [Seat("Ann")])
    mouse_set_up(app, table)
    play.until(app, lambda: table.legal() and not table.showing_move, 20)
    play.click_button(app, "Build")
    build_something(app, table)
    play.settle(app)
    play.click_button(app, "Undo")
    play.settle(app)
    dice = table.view()["players"][0]["dice"]
    assert dice and table.dice.roll is not None
    assert list(table.dice.roll.values) == dice


def test_in_the_lesson_the_coachs_forbidden_choice_previews_as_refused(app):
    """The step asks for the Boss Slime at (1, 3): another item the rules would let Ann
    build previews as the coach's refusal, not green."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "maker", "Learn").rect.center)
    coach = app.coach
    table = coach.table
    to_step(app, "Click the lit tile at (1, 3)")
    build = next(a for a in table.legal() if isinstance(a, Build) and a.item != "boss_slime")
    chip = next(c for c in panels.market_chips(table.parts.market, table.content)
                if c.item == build.item)
    play.click(app, chip.rect.center)
    assert table.hand.item == build.item
    shapes = list(table.content.items[build.item].shapes)
    cell = (build.x, build.y)
    for _ in range(16):
        action = sheet_action(table.view()["players"][0], "building", 0, cell, table.hand,
                              table.content)
        if table.verdict(action).legal:
            break
        table.hand.turn()
        if _ % 4 == 3:
            table.hand.next_shape(shapes)
    assert table.verdict(action).legal, "the rules allow it"
    assert not table.preview(action).legal, "the coach does not: the preview says so"
    play.click(app, table.sheet.rect_of(cell).center)
    assert table.rules.log[-1].action != action
    assert [t.text for t in app.toasts] == [coach.step.refusal_text()], "the click says why"
