""""What would the computer do?" (issue 23 §3): one click in a game where one person plays;
the Hard computer's move for that person comes with one sentence of why, and the records
note that the game used hints. Never offered between people, nor in a lesson."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.records.stats import counted
from game.ui.app import HINTS_USED
from game.ui.scenes.records import seats_text
from tests import play


def maker_alone(app, seats):
    play.open_launcher(app)
    info = game_info("maker")
    app.start_game(info, seats, 517)
    play.frame(app)
    table = app.stack.top
    play.click_button(app, "Roll for loot")
    play.settle(app)
    return info, table


def test_a_person_alone_asks_and_the_hard_computers_move_is_shown_and_noted(app):
    info, table = maker_alone(app, [Seat("Ann")])
    from game.games.maker.actions import ChooseEntrance, ChooseSpell
    assert table.act(ChooseEntrance(0, 1, 1, "NS")) and table.act(ChooseSpell(0, "curse"))
    play.settle(app)                             # round 1: collect or build, Hard looks ahead
    factories = info.load_bots()
    table._advice_bot = factories[table.advice_kind()](0, __import__("random").Random(1))
    table._advice_bot.think_ms = 150               # a quick think for the test
    play.click_button(app, "Hint")
    play.until(app, lambda: table.advice is not None, what="the hint")
    hint = table.advice
    assert hint.action in table.rules.legal_actions(0)
    assert hint.says.startswith("The Hard computer would do this: ")
    assert "sample games" in hint.says            # why: what the look-ahead did
    assert hint.says in play.drawn_text(app) or any(
        part in hint.says for part in play.drawn_text(app) if len(part) > 20)
    from game.ui.widgets import toast
    table.dirty = True
    play.frame(app)
    notes = toast.drawn()
    assert notes and all(table.log_panel.rect.contains(r) for r in notes), \
        "the hint's sentence sits over the game log, off the board, status, dice and buttons"
    table.act(hint.action)                       # the person takes the advice
    play.settle(app)
    assert table.advice is None, "a hint goes once the game has moved on"
    table.session.drain()
    table.session.drive(lambda _s, _e: False)    # play the game out
    play.until(app, lambda: table.end_shown, what="the end")
    match = counted(app.records.matches("maker"))[-1]
    assert (HINTS_USED, 1) in [tuple(s) for s in match.stats]
    assert "with hints (1)" in seats_text(info, match)


def test_no_hint_between_people(app):
    _, table = maker_alone(app, [Seat("Ann"), Seat("Ben")])
    assert not table.advice_offered()
    assert play.find_button(app, "Hint", enabled=False) is None


def test_between_people_only_when_the_setting_says_so(app):
    app.settings.hints_with_people = True
    _, table = maker_alone(app, [Seat("Ann"), Seat("Ben")])
    table.layout(table.size)
    assert table.advice_offered()
    assert play.find_button(app, "Hint") is not None


def test_the_settings_screen_turns_hints_between_people_on(app):
    from game.ui.settings import Settings
    play.open_launcher(app)
    play.click_button(app, "Settings")
    play.click_button(app, "Hints between people: off")
    assert app.settings.hints_with_people and Settings.load().hints_with_people
    play.click_button(app, "Hints between people: on")
    assert not Settings.load().hints_with_people


def test_the_hints_why_follows_the_kind_of_search():
    """The sentence of why says what the search did: a tree counts how often the move was
    tried; a paired search says its best moves met the same sample games."""
    import random

    from game.core.search import PairedSearch, Search
    from game.ui.table import advice_words
    from tests.core.toy import ToyRules, determinize
    rules = ToyRules.new_game(3, [Seat("Ann", bot="search"), Seat("Bob")], undo=False)
    rules.state.scores = [4, 9]
    legal = rules.legal_actions(0)
    tree = Search(determinize, iterations=60, think_ms=60_000).choose(
        rules.view(0), legal, 0, random.Random(1))
    paired = PairedSearch(determinize, iterations=40, think_ms=60_000).choose(
        rules.view(0), legal, 0, random.Random(1))
    assert "it was tried in" in advice_words(rules, 0, tree.action, tree)
    said = advice_words(rules, 0, paired.action, paired)
    assert "its 3 best moves on through the same 40 sample games" in said
