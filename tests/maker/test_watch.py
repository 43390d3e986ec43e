"""The Maker table at a new player's settings (animations at normal speed), played through
the real loop: a click during an animation does what it says, and the computers' turns show
on their own sheets with a caption in their name (issue 19)."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import ChooseEntrance
from game.ui.scenes.launcher import LauncherScene
from game.ui.tables.maker import open_table
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.scene import MakerTable
from tests import play

INFO = game_info("maker")


def open_at_table(app, seats, seed=4) -> MakerTable:
    table = open_table(app, Session.start(INFO, seats, seed))
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    play.frame(app)
    return table


def open_at_hero_walk(app, seats: int, seed: int = 13) -> MakerTable:
    """A table (one person, the rest computers) where the person's first hero is rolled."""
    from game.ui.tables.maker.shots import drive, session
    s = session(1, seats, seed=seed)
    drive(s, lambda s, e: s.rules.view(None)["phase"] == "heroes"
          and s.rules.view(None)["players"][0]["status"] == "hero")
    s.drain()
    table = open_table(app, s)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    play.frame(app)
    return table


def let_the_hero_walk(app, table: MakerTable, limit: float = 30.0) -> None:
    """The person keeps whatever spell the walk stops for (its second button) until the
    hero walks on by itself: returns once a walk has started."""
    from game.games.maker.actions import Walk
    spent, before = 0.0, len(table.rules.log)
    while not any(isinstance(r.action, Walk) for r in table.rules.log[before:]):
        assert spent < limit, ("the hero never walked", play.labels(app))
        spell = table.decision()
        if spell is not None and play.find_button(app, table.keep_label(spell)):
            play.click_button(app, table.keep_label(spell))
        else:
            spent += play.frame(app)


def wheel(app, pos, amount: int = 1) -> None:
    play.frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=amount, flipped=False,
                                        precise_x=0.0, precise_y=float(amount))])


def test_a_click_during_the_loot_animation_draws_the_entrance_as_turned(app):
    table = open_at_table(app, [Seat("Ann")])
    play.click_button(app, "Roll for loot")
    assert table.busy, "the loot dice are rolling"
    corner = table.sheet.rect_of((6, 6)).center
    play.move(app, corner)
    wheel(app, corner)
    assert table.busy
    play.click(app, corner, gap=0.05)
    assert table.rules.log[-1].action == ChooseEntrance(0, 6, 6, "EW")


def test_a_computers_build_shows_on_its_sheet_with_a_caption_in_its_name(app):
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy"),
                                Seat("Computer 2", "greedy")])
    seen: list[tuple[int, str]] = []

    def watch() -> bool:
        if table.caption and table.shown() != 0:
            seen.append((table.shown(), table.caption))
        return bool(table.view()["players"][0]["entrance"])

    play.click_button(app, "Roll for loot")
    play.until(app, lambda: not table.busy and table.me() is not None, 60, "Ann's loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)
    curse = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    play.click(app, curse.center)
    builds: list[str] = []
    for _ in range(6):    # Ann buys nothing each round; the computers build on
        play.until(app, lambda: table.me() is not None and table.game_buttons(), 60, "Ann")
        if table.view()["players"][0]["status"] == "choose":
            play.click_button(app, "Build")
        play.until(app, lambda: bool(table.game_buttons()) and not table.showing_move, 60)
        before = len(table.session.lines)
        seen.clear()
        play.click_button(app, "Buy nothing")
        play.until(app, lambda: watch() and table.me() is not None
                   and table.viewer in table.rules.to_act() and not table.showing_move
                   and table.shown() == 0, 60, "the computers' builds")
        lines = [line.text for line in table.session.lines[before:]]
        built = [line for line in lines if " builds " in line]
        if built:
            captions = {c for _, c in seen}
            for line in built:
                assert line.rstrip(".") in {c.rstrip(".") for c in captions}, (line, seen)
            who = {seat for seat, c in seen if " builds " in c}
            assert who <= {1, 2} and who, seen
            builds.append(built[0])
    assert builds, "the computers built something in six rounds"


def test_a_computers_hero_walk_is_shown_on_its_sheet_not_under_your_last_card(app):
    table = open_at_hero_walk(app, 2)
    while table.rules.view(None)["players"][0]["status"] == "hero":  # on past Fireball
        let_the_hero_walk(app, table)
        play.until(app, lambda: not table.showing_move, 60, "Ann's walk")
    cards: dict[int, set[str]] = {0: set(), 1: set()}
    steps: dict[int, list] = {0: [], 1: []}

    def note() -> bool:
        shown = table.shown()
        if table.card is not None and table.card_seat == shown:
            cards[shown].add(table.card[0])
        at = table.walker.get(shown)
        if at and (not steps[shown] or steps[shown][-1] != at):
            steps[shown].append(at)
        return table.me() is not None and not table.showing_move and table.shown() == 0 \
            and table.rules.view(None)["players"][1]["hero"] is not None

    play.until(app, note, 120, "Computer 1's hero walk")
    assert steps[1], steps
    assert cards[1], "Computer 1's checks or its hero's fate were shown on its sheet"


@pytest.mark.animations_off
def test_with_animations_off_a_computers_build_shows_at_once_and_stays_up_until_the_next(
        app, monkeypatch):
    """Animations off (issue 23 §3): the computer's build is on the screen at once, its
    caption over its own sheet (its tab) with the tile marked there, until the next move;
    never over Ann's own sheet (issue 30 §2: a caption shows with the sheet it is about)."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")], seed=6)
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None, 10, "Ann's loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)
    curse = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    play.click(app, curse.center)
    built: list[str] = []
    for _ in range(8):
        play.until(app, lambda: table.me() is not None and bool(table.game_buttons()), 10, "Ann")
        if table.view()["players"][0]["status"] == "choose":
            play.click_button(app, "Build")
            play.until(app, lambda: bool(table.game_buttons()), 10)
        before = len(table.session.lines)
        play.click_button(app, "Buy nothing")
        play.until(app, lambda: table.me() is not None, 10, "Ann's next turn")
        built = [line.text for line in table.session.lines[before:] if " builds " in line.text]
        if built:
            break
    assert built, "the computer built in eight rounds"
    caption = built[-1].rstrip(".")
    banners: list[str] = []
    draw_banner = panels.draw_banner
    monkeypatch.setattr(panels, "draw_banner",
                        lambda s, t, r, words, *a: banners.append(words) or draw_banner(
                            s, t, r, words, *a))
    play.drawn_text(app)
    assert table.shown() == 0 and caption not in [b.rstrip(".") for b in banners], banners
    cell = tuple(table.view()["players"][1]["last_built"])
    play.click(app, tab_of(table, 1))
    banners.clear()
    play.drawn_text(app)
    assert table.shown() == 1 and [b.rstrip(".") for b in banners] == [caption], banners
    marked = app.screen.get_at(table.sheet.rect_of(cell).topleft + pygame.Vector2(1, 1))
    assert marked[:3] == app.theme.colours.highlight[:3]
    play.click(app, tab_of(table, 0))
    if table.view()["players"][0]["status"] == "choose":
        play.click_button(app, "Build")       # Ann moves: the computer's move is no longer
    banners.clear()                            # the last one
    play.drawn_text(app)
    assert table.last_computer_move is None or table.last_computer_move.words.rstrip(".") != caption
    assert caption not in [b.rstrip(".") for b in banners]


def banner_in_colour(app, table: MakerTable, seat: int) -> bool:
    """A banner in the seat's colour under the sheet on screen (its bottom margin)."""
    margin = table.sheet.bottom_margin()
    colour = app.theme.colours.seat_colour(seat)[:3]
    return sum(app.screen.get_at((x, margin.centery))[:3] == colour
               for x in range(margin.x, margin.right)) > 20


def tab_of(table: MakerTable, seat: int) -> tuple[int, int]:
    return dict(panels.tab_rects(table.parts.tabs, 2, table.page)[0])[seat].center


def to_round_one(app, table: MakerTable) -> None:
    """Ann sets up by mouse (the corner entrance, Curse) and round 1 comes to her sheet."""
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None and not table.showing_move, 60, "loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)
    play.click(app, dict(panels.panel_rects(table.parts.panel, table.content).spells)[
        "curse"].center)
    play.until(app, lambda: table.view()["phase"] == "building" and table.me() is not None
               and bool(table.game_buttons()) and table.shown() == 0, 60, "round 1")


def test_a_computers_last_move_is_said_over_its_own_sheet_not_yours(app):
    """At a new player's settings the computer's turn is played on its own sheet; back on
    Ann's sheet nothing speaks of it (issue 30 §2), and its tab shows its sheet with its last
    move said in a banner in its colour."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")])
    to_round_one(app, table)
    play.click_button(app, "Build")
    play.until(app, lambda: bool(table.game_buttons()) and not table.showing_move, 60)
    play.click_button(app, "Buy nothing")
    play.until(app, lambda: table.shown() == 0 and table.me() is not None and not
               table.showing_move and table.viewer in table.rules.to_act()
               and table.watch is None, 60, "the computer's turn, then Ann's")
    play.wait(app, 1.0)
    said = table.last_computer_move.words
    assert said.startswith("Computer 1 ") and said not in play.drawn_text(app)
    assert not banner_in_colour(app, table, 1)
    play.click(app, tab_of(table, 1))
    assert table.shown() == 1 and said in play.drawn_text(app)
    assert banner_in_colour(app, table, 1)


class Passer:
    """A computer that never casts its Jinx."""

    def choose(self, view, legal):
        from game.games.maker.actions import Pass
        return next((a for a in legal if isinstance(a, Pass)), legal[0])


def test_a_computer_that_casts_no_jinx_says_so(app):
    """Casting no Jinx makes no event (maker §4.6): Ann waited for Computer 1, then the hero
    round began with no word of what it chose. Its choice is now said as its last move."""
    from tests.maker.helpers import ROW_ROUTE, at_heroes
    session = Session.start(INFO, [Seat("Ann"), Seat("Computer 1", "greedy")], 4)
    at_heroes(session.rules, [ROW_ROUTE, ROW_ROUTE], [(4, 1), (4, 1)], spells={1: ["jinx"]})
    session.drain()
    assert session.rules.view(None)["phase"] == "jinx"
    table = open_table(app, session)
    session.bots[1] = Passer()
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    play.until(app, lambda: table.view()["phase"] == "heroes" and table.me() is not None
               and table.shown() == 0 and not table.showing_move, 60, "the hero round")
    assert table.last_computer_move is not None   # said before Ann's hero is rolled
    assert "Computer 1 casts no Jinx this round." in play.drawn_text(app)
    assert banner_in_colour(app, table, 1)


def test_a_rivals_sheet_looked_at_during_the_computers_turns_gives_way_to_yours(app):
    """Ann clicks Computer 2's tab while Computer 1's turn is on screen: the sheet shown
    (`shown_seat`) is Computer 2's; when her next turn begins her own sheet is back (issue
    30 §2: nothing of the turn before stays on screen)."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy"),
                                Seat("Computer 2", "greedy")])
    to_round_one(app, table)
    assert table.shown_seat() == 0
    play.click_button(app, "Build")
    play.until(app, lambda: bool(table.game_buttons()) and not table.showing_move, 60)
    play.click_button(app, "Buy nothing")
    play.until(app, lambda: table.watch == 1 and not table.busy, 60,
               "Computer 1's turn on screen, between two animations")
    tab = dict(panels.tab_rects(table.parts.tabs, 3, table.page)[0])[2].center
    play.click(app, tab, gap=0.0)
    assert table.viewer not in table.rules.to_act(), "still the computers' turns"
    assert table.shown() == 2 and table.shown_seat() == 2
    play.until(app, lambda: table.viewer in table.rules.to_act() and not table.busy
               and not table.event_queue and not table.showing_move and table.watch is None,
               60, "Ann's next turn")
    play.frame(app)
    assert table.shown_seat() == 0 and table.shown() == 0
    assert table.peek is None and not table.peeking()
    play.click(app, dict(panels.tab_rects(table.parts.tabs, 3, table.page)[0])[1].center)
    play.wait(app, 0.5)
    assert table.shown_seat() == 1, "a tab clicked on her own turn stays as she chose"
