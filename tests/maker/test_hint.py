""""What would the computer do?" at the Maker table (issue 23 §3): Hard's move is drawn as a
ghost on the person's own sheet (the tile on its cell, the chip it comes from outlined), a
ring and one sentence of why; a click on the ghost makes exactly that move."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.games.maker.actions import Build, ChooseEntrance, ChooseSpell, DeclareBuild
from tests import play

INFO = game_info("maker")


def alone(app, seed=4):
    """Ann alone against one Hard computer, from the launcher, at her first move."""
    hard = next(k for k in INFO.bots if INFO.bot_label(k) == "Hard")
    return play.alone_against(app, "maker", hard, seed)


def hint(app, table):
    """Press Hint as a person does; returns Hard's move once the table shows it."""
    action = play.ask_hint(app, table)
    play.settle(app)
    return action


def pixels(app, rect: pygame.Rect) -> bytes:
    return play.pixels(app.screen, rect)


def test_setup_hints_are_drawn_where_they_happen_and_a_click_there_makes_them(app):
    """The entrance's ghost on its corner, the starting spell ringed: each click on what
    the hint drew makes Hard's move, and the ghost goes once the game moves on."""
    table = alone(app)
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.advice_offered() and not table.busy, what="the loot")
    made = []
    while table.rules.view(0)["phase"] == "setup" and table.advice_offered():
        play.settle(app)
        before = app.screen.copy()
        action = hint(app, table)
        assert action in table.rules.legal_actions(0)
        where = table.advice_target(action)
        if isinstance(action, ChooseEntrance):
            assert where == table.sheet.rect_of((action.x, action.y))
        else:
            assert isinstance(action, ChooseSpell)
            assert where == _spell(table, action.spell)
        inner = where.inflate(-8, -8)      # inside the ring: the ghost tile, the spell's mark
        changed = pygame.image.tobytes(before.subsurface(inner), "RGB") != pixels(app, inner)
        assert changed or not isinstance(action, ChooseEntrance), "no ghost on the corner"
        assert table.rules.log[-1].action != action, "a hint makes no move"
        moves = len(table.rules.log)
        play.click(app, where.center)
        play.settle(app)
        assert table.rules.log[moves].action == action
        assert table.advice is None, "the ghost goes once the game has moved on"
        made.append(type(action))
    assert ChooseEntrance in made and ChooseSpell in made


def test_a_build_hint_draws_the_tile_and_a_click_on_it_builds_what_hard_chose(app):
    table = alone(app, seed=11)
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.advice_offered() and not table.busy, what="the loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)        # the entrance, by hand
    play.until(app, lambda: table.advice_offered(), what="the spell to circle")
    play.click(app, _spell(table, "curse").center)
    for _ in range(12):
        play.until(app, lambda: table.advice_offered() or table.rules.is_over(),
                   what="Ann's move")
        play.settle(app)
        legal = table.rules.legal_actions(0)
        if DeclareBuild(0) in legal:
            play.click_button(app, "Build")
            continue
        if not any(isinstance(a, Build) for a in legal):
            play.click_button(app, "Buy nothing")
            continue
        before = app.screen.copy()
        action = hint(app, table)
        where = table.advice_target(action)
        if not isinstance(action, Build):     # Hard would buy nothing with this roll:
            assert where is not None and where.collidepoint(   # the button is ringed
                play.find_button(app, "Buy nothing").rect.center)
            moves = len(table.rules.log)
            play.click(app, where.center)
            play.settle(app)
            assert table.rules.log[moves].action == action
            continue
        assert where == table.sheet.rect_of((action.x, action.y))
        inner = where.inflate(-8, -8)
        assert pygame.image.tobytes(before.subsurface(inner), "RGB") != pixels(app, inner)
        assert table.hand.item is None, "the hint puts nothing in Ann's hand"
        moves = len(table.rules.log)
        play.click(app, where.center)
        play.settle(app)
        assert table.rules.log[moves].action == action
        return
    raise AssertionError("Hard never hinted a purchase")


def _spell(table, spell: str) -> pygame.Rect:
    import game.ui.tables.maker.panels as panels
    return dict(panels.panel_rects(table.parts.panel, table.content).spells)[spell]
