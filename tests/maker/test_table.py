"""The Maker table driven by synthetic mouse events: the actions and log lines they make."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import (Build, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, RollLoot)
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.shots import render_scene
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker import open_table, shot_scenes
from game.ui.tables.maker.scene import MakerTable
from tests.ui.helpers import button, click, wheel

INFO = game_info("maker")


def open_maker(app, seats, seed=4) -> MakerTable:
    session = Session.start(INFO, seats, seed)
    table = open_table(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    return table


def press_button(app, table: MakerTable, label: str) -> None:
    click(app, button(table, label))


def last_action(table: MakerTable):
    return table.rules.log[-1].action


def set_up_by_mouse(app, table: MakerTable, seat: int = 0) -> None:
    press_button(app, table, "Roll for loot")
    corner = table.sheet.rect_of((6, 6)).center
    click(app, corner)
    spell = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    click(app, spell.center)


def test_roll_for_loot_then_a_corner_and_a_spell_set_the_sheet_up(app):
    table = open_maker(app, [Seat("Ann")])
    press_button(app, table, "Roll for loot")
    assert last_action(table) == RollLoot(0)
    corner = table.sheet.rect_of((6, 6)).center
    wheel(app, corner)
    click(app, corner)
    assert last_action(table) == ChooseEntrance(0, 6, 6, "EW")
    spell = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    click(app, spell.center)
    assert last_action(table) == ChooseSpell(0, "curse")
    assert "Ann circles the spell Curse." in table.session.log_for(None)
    assert table.view()["phase"] == "building"


def test_a_market_item_follows_the_pointer_and_a_click_builds_it(app):
    table = open_maker(app, [Seat("Ann")])
    set_up_by_mouse(app, table)
    press_button(app, table, "Build")
    assert last_action(table) == DeclareBuild(0)
    build = next(a for a in table.rules.legal_actions(0) if isinstance(a, Build))
    chips = panels.market_chips(table.parts.market, table.content)
    from game.ui.tables.maker.sheet import turns_of
    shape, turns = turns_of(build.openings) if build.openings else ("", 0)
    chip = next(c for c in chips if c.item == build.item and c.shape in ("", shape))
    click(app, chip.rect.center)
    if build.openings:
        table.hand.shape = shape
    target = table.sheet.rect_of((build.x, build.y)).center
    for _ in range(turns):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=3)])
    click(app, target)
    assert last_action(table) == build
    assert any(line.startswith("Ann builds a") for line in table.session.log_for(None))


def test_an_illegal_placement_shows_the_rules_reason_where_pointed(app):
    table = open_maker(app, [Seat("Ann")])
    set_up_by_mouse(app, table)
    press_button(app, table, "Build")
    player = table.view()["players"][0]
    loot = next(i for i, t in enumerate(player["tiles"]) if t[3])
    cell = (loot % 6 + 1, loot // 6 + 1)
    dice = player["dice"]
    item = next(a.item for a in table.rules.legal_actions(0) if isinstance(a, Build))
    table.hand.take(item)
    pos = table.sheet.rect_of(cell).center
    click(app, pos)
    assert last_action(table) == DeclareBuild(0)
    reasons = []
    monkey = table._draw_verdict

    def spy(surface, at, verdict):
        reasons.append((at, verdict.reason))
        monkey(surface, at, verdict)
    table._draw_verdict = spy
    table.dirty = True
    table.draw(app.screen)
    assert any(at == cell and "holds a" in why for at, why in reasons), dice
    assert not app.toasts, "the hover verdict says why, once"


def test_clicking_a_gem_collects_it(app):
    table = open_maker(app, [Seat("Ann")])
    set_up_by_mouse(app, table)
    player = table.view()["players"][0]
    gem = next(i for i, t in enumerate(player["tiles"]) if t[3] == "gem")
    cell = (gem % 6 + 1, gem // 6 + 1)
    click(app, table.sheet.rect_of(cell).center)
    assert last_action(table) == Collect(0, *cell)
    assert table.view()["players"][0]["coin"] == 24


def test_rule_28_two_people_on_one_screen_get_a_banner_never_a_hand_off(app):
    table = open_maker(app, [Seat("Ann"), Seat("Bo")])
    assert app.stack.top is table and table.viewer == 0
    set_up_by_mouse(app, table)
    for _ in range(3):
        app.step()
    assert not any(isinstance(s, HandoffScene) for s in app.stack.scenes)
    assert table.viewer == 1 and table.banner == "Next: Bo"


def test_twelve_seats_page_their_tabs_and_any_sheet_can_be_looked_at(app):
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "greedy") for i in range(2, 13)]
    table = open_maker(app, seats)
    tabs, prev, nxt = panels.tab_rects(table.parts.tabs, 12, table.page)
    assert len(tabs) == 8 and nxt.width
    click(app, nxt.center)
    assert table.page == 1
    tabs, _, _ = panels.tab_rects(table.parts.tabs, 12, table.page)
    click(app, tabs[-1][1].center)
    assert table.shown() == 11


def test_bots_fill_the_other_seats_and_the_game_goes_on(app):
    table = open_maker(app, [Seat("Ann")] + [Seat(f"Bot {i}", "greedy") for i in range(2, 5)])
    set_up_by_mouse(app, table)
    for _ in range(400):  # however slow the machine: the bots' setup ends in steps, not time
        if table.view()["phase"] != "setup":
            break
        app.step(dt=0.1)
    view = table.view()
    assert view["phase"] == "building"
    assert all(p["entrance"] for p in view["players"])


def test_every_shot_scene_renders_at_1_8_and_12_seats(app):
    scenes = shot_scenes(app)
    names = [name for name, _ in scenes]
    assert {"setup", "market-legal", "hero-check", "end", "8-market", "8-end"} <= set(names)
    for name, scene in scenes:
        surface = render_scene(app, scene)
        assert surface.get_size() == (1280, 720), name


def mouse_does(app, table: MakerTable, action) -> None:
    """Carry out `action` the way a player would: buttons, the market, the sheet, spells."""
    from game.games.maker import actions as A
    from game.ui.tables.maker.buttons import BUTTON_LABELS
    spells = dict(panels.panel_rects(table.parts.panel, table.content).spells)
    stats = dict(panels.panel_rects(table.parts.panel, table.content).stats)
    if isinstance(action, (A.RollHero, A.Walk, A.Pass)):
        before = len(table.rules.log)
        if table.decision() is not None:   # a decision's second button keeps the spell
            press_button(app, table, table.keep_label(table.decision()))
        for _ in range(50):   # else the hero is rolled and walks on by itself
            if len(table.rules.log) > before or table.rules.is_over():
                break
            app.step()
    elif type(action) in BUTTON_LABELS:
        label = "Build" if isinstance(action, DeclareBuild) else BUTTON_LABELS[type(action)]
        press_button(app, table, label)
    elif isinstance(action, A.ChooseSpell):
        click(app, spells[action.spell].center)
    elif isinstance(action, A.CastSpell):
        click(app, spells[action.spell].center)
        if action.stat:
            click(app, stats[action.stat].center)
    elif isinstance(action, A.Build):
        hold(app, table, action)
        click(app, table.sheet.rect_of((action.x, action.y)).center)
        answer_yes(app)   # a build closing the network's last open end is asked first
    else:
        cell = table.sheet.rect_of((action.x, action.y)).center
        if isinstance(action, A.ChooseEntrance) and table.hand.entrance() != action.openings:
            wheel(app, cell)
        click(app, cell)
        if isinstance(action, A.Collect) and action.spell:
            click(app, spells[action.spell].center)


def answer_yes(app) -> None:
    """Yes to the question a build closing the network's last open end asks, if it asks."""
    from game.ui.scenes.confirm import ConfirmScene
    ask = app.stack.top
    if isinstance(ask, ConfirmScene):
        app.step()
        click(app, ask.yes_button.rect.center)


def hold(app, table: MakerTable, build: Build) -> None:
    """Pick the item on the market, its path shape, and turn it with right clicks."""
    from game.ui.tables.maker.sheet import turns_of
    chips = panels.market_chips(table.parts.market, table.content)
    shape = turns_of(build.openings)[0] if build.openings else ""
    chip = next(c for c in chips if c.item == build.item and c.shape in ("", shape))
    click(app, chip.rect.center)
    shapes = list(table.content.items[build.item].shapes)
    for _ in range(4):
        if not shapes or table.hand.shape == shape:
            break
        click(app, chip.rect.center)
    target = table.sheet.rect_of((build.x, build.y)).center
    for _ in range(4):
        if table.hand.openings(shapes) == build.openings:
            break
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=3)])


@pytest.mark.animations_off  # every legal action by mouse; test_play_through plays at default speed
def test_a_whole_solo_game_is_played_with_the_mouse_alone(app):
    from game.core.bots import bot_rng
    from game.games.maker.bots import GreedyBot
    table = open_maker(app, [Seat("Ann")], seed=8)
    advisor = GreedyBot(0, bot_rng(8, 0))
    for _ in range(400):
        if table.rules.is_over():
            break
        action = advisor.choose(table.rules.view(0), table.rules.legal_actions(0))
        before = len(table.rules.log)
        mouse_does(app, table, action)
        assert action in [r.action for r in table.rules.log[before:]], action
    for _ in range(3):
        app.step()
    assert table.rules.is_over()
    assert type(app.stack.top).__name__ == "EndScene"


@pytest.mark.animations_off  # every legal action by mouse; test_play_through plays at default speed
@pytest.mark.parametrize("seed", [2, 5])
def test_a_hot_seat_game_of_random_choices_is_played_with_the_mouse(app, seed):
    import random
    rng = random.Random(seed)
    table = open_maker(app, [Seat("Ann"), Seat("Bo")], seed=seed)
    for _ in range(1500):
        if table.rules.is_over():
            break
        app.step()
        if table.rules.is_over():   # the last hero walked on by itself
            break
        seat = table.viewer
        assert seat is not None and seat in table.rules.to_act()
        action = rng.choice(table.rules.legal_actions(seat))
        before = len(table.rules.log)
        mouse_does(app, table, action)
        assert action in [r.action for r in table.rules.log[before:]], action
    assert table.rules.is_over()


def test_save_and_resume_at_any_moment_reopens_the_same_table(app):
    import json

    from game.core.save import parse_save
    from game.ui.tables.maker.shots import drive, session
    s = session(1, 3, seed=31)
    for stop in (10, 80, 160):
        drive(s, lambda s, e, stop=stop: len(s.rules.log) >= stop)
        data = parse_save(json.loads(json.dumps(s.save_data().to_dict())))
        again = Session.resume(INFO, data)
        assert again.rules.state == s.rules.state
        assert again.rules.view(None) == s.rules.view(None)
        table = open_table(app, again)
        surface = render_scene(app, table)  # the bots of the resumed game play on
        assert surface.get_size() == (1280, 720)
        assert len(again.rules.log) >= stop


def test_undo_button_takes_back_the_entrance(app):
    table = open_maker(app, [Seat("Ann")])
    press_button(app, table, "Roll for loot")
    click(app, table.sheet.rect_of((1, 6)).center)
    assert table.view()["players"][0]["entrance"] == [1, 6]
    press_button(app, table, "Undo")
    assert table.view()["players"][0]["entrance"] is None
    assert "Ann takes back a move." in table.session.log_for(None)


def test_the_hero_walks_tile_by_tile_and_each_check_is_shown(app):
    from tests.maker.test_watch import let_the_hero_walk, open_at_hero_walk
    table = open_at_hero_walk(app, 1)
    route = [tuple(c) for c in table.view()["players"][0]["route"]]
    let_the_hero_walk(app, table)
    seen, cards = [], set()
    for _ in range(600):
        app.step(dt=0.05)
        at = table.walker.get(0)
        if at and (not seen or seen[-1] != at):
            seen.append(at)
        if table.card:
            cards.add(table.card[0])
        if not table.busy and not table.event_queue:
            break
    assert last_action(table).__class__.__name__ == "Walk"
    assert len(seen) >= 2 and seen[0] == route[0], (seen, route)
    assert seen == route[:len(seen)] or seen[:-1] == route[:len(seen) - 1]
    assert any(title.startswith("Check at") for title in cards) or not any(
        "check" in line for line in table.session.log_for(None)[-5:])
