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
    piles (what nobody may see, rial §6); `restore` puts them back. Both drop the cached
    views, so the second frame is drawn from the changed state (the board picture is
    cached by the view's cards, as the app caches it)."""
    from game.games.rial.state import Card
    rules = table.rules
    kinds = ("blank", "item", "chance", "chest", "door", "climb", "puzzle_door")

    def forget() -> None:
        rules.state.rev += 1
        rules._view = None
        table._views.clear()

    def vary():
        s = rules.state
        saved = (dict(s.cards), list(s.chance_pile), list(s.item_pile), list(s.chest_pile))
        for sq, card in list(s.cards.items()):
            if not card.up:
                other = kinds[(kinds.index(card.kind) + 1) % len(kinds)] \
                    if card.kind in kinds else "blank"
                s.cards[sq] = Card(other, card.level % 5 + 2, False, "")
        for pile in (s.chance_pile, s.item_pile, s.chest_pile):
            pile.reverse()
        forget()
        return saved

    def restore(saved) -> None:
        s = rules.state
        s.cards, s.chance_pile, s.item_pile, s.chest_pile = \
            saved[0], saved[1], saved[2], saved[3]
        forget()
    return vary, restore


class Oracle:
    """The screen-privacy oracle, run after every frame the app draws: the frame must be
    the same when drawn from the state with the secrets changed (`hide_and_seek`). It
    compares once per moment of the game: each move and event, each animation and its
    square, each scene, viewer, hover and message; the in-between frames of one animation
    (a pawn sliding, a die tumbling), drawn from the same views, are not compared again."""

    def __init__(self, app, table: RialTable) -> None:
        self.app, self.table = app, table
        self.vary, self.restore = hide_and_seek(table)
        self.seen: set[tuple] = set()
        self.checked = 0

    def moment(self) -> tuple:
        t, app = self.table, self.app
        rules = t.rules
        animation = t.animations[0] if t.animations else None
        return (len(rules.log), id(rules.state), t.viewer, t.looking,
                tuple(type(s).__name__ for s in app.stack.scenes), t.showing_move,
                len(t.event_queue), t.dice.busy, None if animation is None else
                (animation.kind, str(animation.data), id(animation)), tuple(t.walking.items()),
                t.geo.at(t.pointer) if t.geo else None, tuple(x.text for x in app.toasts),
                t.caption, tuple(b.label for b in t.bar.buttons))

    def __call__(self) -> None:
        moment = self.moment()
        if moment in self.seen:
            return
        self.seen.add(moment)
        self.checked += 1
        assert play.same_frame(self.app, self.vary, self.restore), \
            "a face-down card or a pile's order shows on the screen"


def test_hot_seat_two_people_and_a_computer_with_the_privacy_oracle(app):
    started = time.process_time()
    table = start(app, ["Ann", "Ben"])
    assert [s.name for s in table.rules.seats][:2] == ["Ann", "Ben"]
    assert table.rules.seats[2].bot is not None
    oracle = Oracle(app, table)
    drawn = app.render

    def render_and_check() -> None:                # every frame the app draws is checked
        drawn()
        oracle()
    app.render = render_and_check
    done = play_out(app, table)
    assert {"SetCapabilities", "Roll", "Move"} <= done, done
    assert oracle.checked > 100
    print(f"hot-seat: {time.process_time() - started:.1f} s CPU, {oracle.checked} frames "
          f"checked, {done}")
