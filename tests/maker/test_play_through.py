"""Dungeon Maker Deluxe from the launcher to the end screen at a new player's settings
(issue 19 §1): the real loop's frame times and idle waits, and people who act only by
clicks aimed at what the table draws (its buttons by label, its lit cells, its lit market
chips, its spells). A hurried player: each click comes as soon as there is something to
click, so it often lands while the last move is still being shown."""
from __future__ import annotations

from typing import Any

from game.games.maker.actions import Collect, RollLoot
from game.ui.scenes.end import EndScene
from game.ui.scenes.seats import SeatsScene
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.pointer import target_cells
from game.ui.tables.maker.scene import MakerTable
from tests import play


def to_the_table(app, humans: int, computers: int) -> MakerTable:
    """Launcher -> Play -> the seats screen (seat count, each seat's kind) -> Start game."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "maker", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    want = humans + computers
    while seats.count != want:
        play.click_button(app, "−" if seats.count > want else "+")
    for i in range(1, want):
        row = next(kind for seat, _, kind in seats.row_rects if seat == i)
        while (seats.rows[i].bot is None) != (i < humans):
            play.click(app, row.center)
    play.click_button(app, "Start game")
    table = app.stack.top
    assert isinstance(table, MakerTable)
    return table


def lit_cells(table: MakerTable) -> list[tuple[int, int]]:
    """The cells the table lights for what is held (the same list it shades)."""
    return target_cells(table.legal(), table.hand)


def spell_rect(table: MakerTable) -> Any:
    """A spell the table draws as usable now."""
    usable = table.usable_spells()
    rects = panels.panel_rects(table.parts.panel, table.content).spells
    return next(rect for spell, rect in rects if spell in usable)


def buyable_chip(table: MakerTable, player: dict[str, Any]) -> Any:
    """A lit market chip the purse affords, for an item with no path to turn (a room, a
    trap, acid), whose held item lights a cell."""
    for chip in panels.market_chips(table.parts.market, table.content):
        item = table.content.items[chip.item]
        if chip.item in player["offered"] and item.cost <= player["coin"] and not item.shapes:
            return chip
    return None


def press(app, label: str) -> None:
    """Click a button once it is drawn enabled (while a move is still being shown, the
    buttons of before stay up, disabled)."""
    play.until(app, lambda: play.find_button(app, label) is not None, 30, label)
    play.click_button(app, label)


def take_a_turn(app, table: MakerTable) -> None:
    """One decision of the person whose sheet is up, by clicks on what is drawn."""
    view = table.view()
    me = view["players"][table.viewer]
    phase = view["phase"]
    if any(isinstance(a, RollLoot) for a in table.legal()):
        press(app, "Roll")
    elif phase == "setup" and me["entrance"] is None:
        play.click(app, table.sheet.rect_of(lit_cells(table)[0]).center)
    elif phase == "setup":
        play.click(app, spell_rect(table).center)
    elif phase == "building" and me["status"] == "choose":
        gems = [c for c in lit_cells(table) if any(isinstance(a, Collect) and (a.x, a.y) == c
                                                   and not a.spell for a in table.legal())]
        if gems and me["coin"] < 12:
            play.click(app, table.sheet.rect_of(gems[0]).center)
        else:
            press(app, "Build")
    elif phase == "building":
        chip = buyable_chip(table, me)
        if chip is not None:
            play.click(app, chip.rect.center)
        cells = lit_cells(table) if chip is not None else []
        if cells:
            play.click(app, table.sheet.rect_of(cells[-1]).center)
        else:
            press(app, "Buy nothing")
    elif phase == "stairs":
        play.click(app, table.sheet.rect_of(lit_cells(table)[0]).center)
    elif table.decision() is not None:   # the hero phase stops only for a decision
        play.click_button(app, table.keep_label(table.decision()))
    else:
        play.frame(app)   # the hero walks on by itself


def play_to_the_end(app, table: MakerTable, limit: float = 900.0, hurry: bool = False) -> int:
    """Play every person's decisions as they come; returns how many were taken. A `hurry`
    player also clicks to skip what is being shown while nobody is to decide."""
    taken = 0
    spent = 0.0
    while not isinstance(app.stack.top, EndScene):
        assert spent < limit, (f"no end after {limit} s of play time", table.status(),
                               play.labels(app), type(app.stack.top).__name__)
        if app.stack.top is table and table.me() is not None \
                and table.viewer in table.rules.to_act() and table.legal():
            before = len(table.rules.log)
            take_a_turn(app, table)
            taken += len(table.rules.log) > before
        elif app.stack.top is table and table.busy and hurry:
            # a hurried player clicks on the dice tray (nothing else there) to skip
            play.click(app, table.dice.rect.center)
            spent += play.HUMAN_GAP
        else:
            spent += play.frame(app)
    return taken


def test_solo_score_attack_from_the_launcher_to_the_end_screen(app):
    table = to_the_table(app, humans=1, computers=0)
    taken = play_to_the_end(app, table)
    view = table.rules.view(None)
    me = view["players"][0]
    assert taken >= 20 + 3 and me["score"] is not None
    assert any(t[0] not in ("", "entrance") for t in me["tiles"]), "Ann built something"
    assert isinstance(app.stack.top, EndScene)


def test_two_people_and_a_computer_from_the_launcher_to_the_end_screen(app):
    table = to_the_table(app, humans=2, computers=1)
    assert [s.bot is None for s in table.rules.seats] == [True, True, False]
    seen_banner, seen_caption = set(), set()
    original = table.draw_board

    def draw_board(surface):
        if table.banner:
            seen_banner.add(table.banner)
        if table.caption:
            seen_caption.add(table.shown())
        original(surface)

    table.draw_board = draw_board
    taken = play_to_the_end(app, table, hurry=True)
    assert taken >= 2 * (20 + 3)
    assert seen_banner & {"Next: Player 1", "Next: Player 2"}
    assert seen_caption == {2}, "the computer's turns showed on its own sheet"
    assert isinstance(app.stack.top, EndScene)
