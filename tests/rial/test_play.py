"""Rial's Dungeon from the launcher to the end screen at a new player's settings (issue 19
part 1): the real loop's frame times and idle waits, human seats acting only by posted mouse
and key events aimed at what is drawn, alone against the computer and in hot-seat with two
people and a computer. The hot-seat game checks on every frame that nothing about the face-
down cards or the order of the piles reaches the screen (rial §6)."""
from __future__ import annotations

import random
import time

import pygame

from game.games.rial.bots import Explorer
from game.ui.scenes.end import EndScene
from game.ui.scenes.seats import SeatsScene
from game.ui.tables.rial.scene import RialTable
from tests import play
from tests.rial import mouse


def option_to(app, seats: SeatsScene, key: str, value) -> None:
    """Click the seats screen's button of option `key` until it is set to `value`."""
    for _ in range(120):
        if seats.options[key] == value:
            return
        rect = dict(seats.option_rects)[key]
        play.click(app, rect.center)
    raise AssertionError(f"{key} never reached {value}")


def name_seat(app, seats: SeatsScene, index: int, name: str) -> None:
    rect = next(r for i, r, _ in seats.row_rects if i == index)
    play.click(app, rect.center)
    play.type_text(app, name)
    play.key(app, pygame.K_RETURN)


def start(app, people: list[str]) -> RialTable:
    """From the launcher: seats (the people named, then one computer), the round limit
    lowered to 10 with the option's own button, Start game."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "rial", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    while seats.count < len(people) + 1:
        play.click_button(app, "+")
    for i, name in enumerate(people):
        if seats.rows[i].bot is not None:
            play.click(app, next(k for j, _, k in seats.row_rects if j == i).center)
            while seats.rows[i].bot is not None:
                play.click(app, next(k for j, _, k in seats.row_rects if j == i).center)
        name_seat(app, seats, i, name)
    option_to(app, seats, "end", "rounds")
    option_to(app, seats, "round_limit", 10)
    play.click_button(app, "Start game")
    table = app.stack.top
    assert isinstance(table, RialTable)
    play.frame(app)
    return table


def play_out(app, table: RialTable) -> set[str]:
    """Human seats do what the computer player's mind would, by mouse; the game runs to the
    end screen. Returns the kinds of actions the people did."""
    minds = {s: Explorer(s, random.Random(s)) for s in table.human_seats()}
    done: set[str] = set()
    frames = 0
    while not isinstance(app.stack.top, EndScene):
        frames += 1
        assert frames < 20000, "the game never reached the end screen"
        seat = table.acting()
        if seat is None or table.showing_move or app.stack.top is not table:
            play.frame(app)
            continue
        rules = table.rules
        action = minds[seat].choose(rules.view(seat), rules.legal_actions(seat))
        before = len(rules.log)
        mouse.do(app, table, action)
        assert [r.action for r in rules.log[before:before + 1]] == [action], \
            f"the clicks did not do {action}"
        done.add(type(action).__name__)
    return done


def test_alone_against_the_computer_from_the_launcher_to_the_end(app):
    started = time.process_time()
    table = start(app, ["Ann"])
    assert table.rules.seats[0].name == "Ann" and table.rules.seats[1].bot is not None
    done = play_out(app, table)
    assert {"SetCapabilities", "Roll", "Move"} <= done, done
    assert table.rules.state.ended_by == "rounds"
    print(f"solo: {time.process_time() - started:.1f} s CPU, {done}")


def hide_and_seek(table: RialTable):
    """`vary` turns every face-down card into another kind and level and reverses the three
    piles (what nobody may see, rial §6); `restore` puts them back. `vary` drops the
    cached views, so the second frame is drawn from the changed state (the board picture
    is cached by the view's cards, as the app caches it); `restore` puts back the caches
    of before with the state they were made from."""
    from game.games.rial.state import Card
    rules = table.rules
    kinds = ("blank", "item", "chance", "chest", "door", "climb", "puzzle_door")
    made: dict[tuple[int, int, int], dict] = {}

    def varied(cards: dict) -> dict:
        key = (id(cards), rules.state.rev, len(rules.log))
        if key not in made:
            made.clear()
            made[key] = {sq: card if card.up else Card(
                kinds[(kinds.index(card.kind) + 1) % len(kinds)] if card.kind in kinds
                else "blank", card.level % 5 + 2, False, "") for sq, card in cards.items()}
        return made[key]

    def vary():
        s = rules.state
        saved = (s.cards, s.chance_pile, s.item_pile, s.chest_pile, s.rev, rules._view,
                 rules._cards, rules._stops, dict(table._views))
        s.cards = varied(s.cards)
        s.chance_pile, s.item_pile, s.chest_pile = \
            s.chance_pile[::-1], s.item_pile[::-1], s.chest_pile[::-1]
        s.rev += 1
        rules._view = None
        table._views.clear()
        return saved

    def restore(saved) -> None:
        s = rules.state
        (s.cards, s.chance_pile, s.item_pile, s.chest_pile, s.rev, rules._view,
         rules._cards, rules._stops, views) = saved
        table._views.clear()
        table._views.update(views)
    return vary, restore


class Oracle:
    """The screen-privacy oracle, run after every frame the app draws: the frame on screen
    must be the same, pixel for pixel, as the visible scenes drawn again from the state with
    the secrets changed (`hide_and_seek`). This is `tests.play.same_frame` with its first
    drawing taken from the screen the app has just drawn, and the pixels compared as raw
    bytes copied into two buffers kept for the game, so that checking every frame of a
    game stays cheap."""

    def __init__(self, app, table: RialTable) -> None:
        self.app, self.table = app, table
        self.vary, self.restore = hide_and_seek(table)
        self.scratch = app.screen.copy()
        size = len(self._pixels(self.scratch))
        self.shown, self.varied = bytearray(size), bytearray(size)
        self.checked = 0
        self.proved = False

    def differs(self, vary, restore) -> bool:
        """Draw the visible scenes and toasts from the state `vary()` makes over the copy
        of the screen, put the state back, and say whether any pixel differs. The copy
        needs no refreshing: after each check that passed it equals the screen, and
        whatever the scenes do not draw over stays alike in both."""
        app, scratch = self.app, self.scratch
        token = vary()
        try:
            for scene in app.stack.visible():
                dirty, scene.dirty = scene.dirty, True
                scene.draw(scratch)
                scene.dirty = dirty
            for t in app.toasts:
                t.draw(scratch, app.theme)
        finally:
            restore(token)
        memoryview(self.shown)[:] = self._pixels(app.screen)
        memoryview(self.varied)[:] = self._pixels(scratch)
        return self.shown != self.varied

    @staticmethod
    def _pixels(surface) -> memoryview:
        return memoryview(surface.get_view("1")).cast("B")

    def __call__(self) -> None:
        self.checked += 1
        assert not self.differs(self.vary, self.restore), \
            "a face-down card or a pile's order shows on the screen"
        table = self.table
        if not self.proved and self.app.stack.top is table and not table.showing_move and \
                any(c.up for c in table.rules.state.cards.values()):
            self.proved = True      # the oracle itself sees what everyone may see
            assert self.differs(*turn_up_one(table)), "the oracle is blind"
            self.scratch.blit(self.app.screen, (0, 0))


def turn_up_one(table: RialTable):
    """A `vary` for the oracle's own check: a face-up card changes its kind (what everyone
    sees), so the frame must change."""
    from game.games.rial.state import Card
    rules = table.rules

    def vary():
        s = rules.state
        sq, card = next((sq, c) for sq, c in s.cards.items() if c.up)
        s.cards[sq] = Card("chest" if card.kind != "chest" else "door", card.level, True, "")
        s.rev += 1
        rules._view = None
        table._views.clear()
        return sq, card

    def restore(saved) -> None:
        rules.state.cards[saved[0]] = saved[1]
        rules.state.rev += 1
        rules._view = None
        table._views.clear()
    return vary, restore


def test_hot_seat_two_people_and_a_computer_with_the_privacy_oracle(app):
    started = time.process_time()
    table = start(app, ["Ann", "Ben"])
    assert [s.name for s in table.rules.seats][:2] == ["Ann", "Ben"]
    assert table.rules.seats[2].bot is not None
    oracle = Oracle(app, table)
    drawn = app.render
    redraws_before = app.redraws

    def render_and_check() -> None:                # every frame the app draws is checked
        drawn()
        oracle()
    app.render = render_and_check
    done = play_out(app, table)
    assert {"SetCapabilities", "Roll", "Move"} <= done, done
    assert oracle.checked == app.redraws - redraws_before
    assert oracle.proved
    print(f"hot-seat: {time.process_time() - started:.1f} s CPU, {oracle.checked} frames "
          f"checked, {done}")
