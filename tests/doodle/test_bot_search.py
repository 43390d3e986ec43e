"""Doodle's Hard computer (issue 23 §1): its samples fit what the seat has seen, it reads
nothing the seat may not see, and it plays whole games in `main.py sim`."""
from __future__ import annotations

import copy
import random

import pytest

from game.core.bots import bot_rng
from game.core.sim import run_sim
from game.games.doodle import INFO
from game.games.doodle.actions import (BuildWall, HideTreasure, PickCard, PlacePiece,
                                       PlayCard, TickBox)
from game.games.doodle.bot_search import HardBot, determinize, evaluate
from game.games.doodle.bots import GreedyBot
from tests.doodle.helpers import new_game


def _played_until(seed, stop, seats=2):
    """A greedy match played until seat 0 faces a searched decision that `stop` accepts
    (the first seed from `seed` on whose match reaches one)."""
    for tried in range(seed, seed + 20):
        found = _play_to(tried, stop, seats)
        if found is not None:
            return found
    raise AssertionError("no match reached the wanted decision")


def _play_to(seed, stop, seats):
    rules = new_game(seats, seed=seed, bots=True)
    rules.undo_enabled = False
    bots = {s: GreedyBot(s, bot_rng(seed, s)) for s in range(seats)}
    while not rules.is_over():
        seat = min(rules.to_act())
        legal = rules.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and stop(rules, legal):
            return rules
        rules.apply(bots[seat].choose(rules.view(seat), legal))
    return None


def _drafting(rules, legal):
    return isinstance(legal[0], PickCard) and rules.state.round >= 3


def _playing_cards(rules, legal):
    return any(isinstance(a, PlayCard) for a in legal)


def _building(kind):
    def stop(rules, legal):
        return isinstance(legal[0], kind) and rules.state.round >= 4
    stop.__name__ = f"_building_{kind.__name__}"
    return stop


def _hidden_changed(rules, seat):
    """A copy that differs only in what `seat` cannot see (doodle §6): other seats'
    treasure notes and hands, the order of both decks, the removed cards, the dice to come."""
    other = copy.deepcopy(rules)
    s = other.state
    for i, sheet in enumerate(s.sheets):
        if i != seat:
            sheet.treasures = [(t + 37) % 80 for t in sheet.treasures]
    unseen = s.deck + s.removed
    unseen.reverse()
    s.deck, s.removed = unseen[:len(s.deck)], unseen[len(s.deck):]
    if s.hands:
        pool = s.action_deck + [c for i, h in enumerate(s.hands) if i != seat for c in h]
        pool.reverse()
        for i, hand in enumerate(s.hands):
            if i != seat:
                s.hands[i], pool = pool[:len(hand)], pool[len(hand):]
        s.action_deck = pool
    other.dice.reseed("other future rolls")
    return other


@pytest.mark.parametrize("stop", [_drafting, _playing_cards])
def test_hard_reads_only_what_its_seat_may_see(stop):
    """Two matches that differ only in hidden parts give Hard the same inputs, and so the
    same choice and visit counts for the same seed (issue 23 §1 'No peeking')."""
    one = _played_until(23, stop)
    two = _hidden_changed(one, 0)
    assert one.view(0) == two.view(0) and one.state != two.state
    reports = []
    for rules in (one, two):
        bot = HardBot(0, random.Random(5))
        bot.search.iterations = 12
        bot.think_ms = 600_000
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        reports.append((action, bot.last.visits, bot.last.iterations))
    assert reports[0] == reports[1] and reports[0][2] == 12


@pytest.mark.parametrize("kind", [BuildWall, PlacePiece, HideTreasure, TickBox])
def test_hards_builder_reads_only_what_its_seat_may_see(kind):
    """Hard weighs its walls, pieces, notes and ticks by the path a rival would draw: two
    matches that differ only in hidden parts (the rival's notes among them) give the same
    placement for the same seed."""
    one = _played_until(41, _building(kind))
    two = _hidden_changed(one, 0)
    assert one.view(0) == two.view(0) and one.state != two.state
    choices = [HardBot(0, random.Random(5)).choose(r.view(0), r.legal_actions(0))
               for r in (one, two)]
    assert choices[0] == choices[1] and choices[0] in one.legal_actions(0)


@pytest.mark.parametrize("stop", [_drafting, _playing_cards])
def test_a_sample_fits_what_the_seat_has_seen(stop):
    """The sampled match shows the seat exactly its own view, keeps every card once, and
    plays on under the real rules."""
    rules = _played_until(31, stop, seats=3)
    view = rules.view(0)
    sample = determinize(view, 0, random.Random(2))
    assert sample.view(0) == view
    assert sample.legal_actions(0) == rules.legal_actions(0)
    s = sample.state
    if s.hands:
        cards = s.action_deck + s.action_discard + [c for h in s.hands for c in h]
    else:
        cards = s.deck + s.removed + s.display + s.discard + \
            [c for sh in s.sheets for c in sh.drafted] + ([s.building.card] if s.building else [])
    assert sorted(cards) == sorted(rules.content.cards)
    for i, sheet in enumerate(s.sheets):
        assert len(sheet.treasures) == len(rules.state.sheets[i].treasures)
        assert len(set(sheet.treasures)) == len(sheet.treasures)
    bot = GreedyBot(0, random.Random(1))
    for _ in range(40):
        if sample.is_over():
            break
        seat = min(sample.to_act())
        sample.apply(bot.choose(sample.view(seat), sample.legal_actions(seat))
                     if seat == 0 else random.Random(seat).choice(sample.legal_actions(seat)))
    values = evaluate(sample)
    assert len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)


def test_hard_is_the_games_hard_level_and_plays_whole_games():
    assert INFO.bot_label("search") == "Hard"
    report = run_sim(INFO, 2, seed=91_001, seats=2, bots=["hard", "normal"], think_ms=5)
    assert report["errors"] == 0 and report["unfinished"] == 0
    assert report["levels"] == ["Hard", "Normal"] and report["bots"] == ["search", "greedy"]


def test_hard_stops_at_its_time_budget():
    rules = _played_until(17, _drafting)
    bot = HardBot(0, random.Random(3))
    bot.think_ms = 20
    bot.choose(rules.view(0), rules.legal_actions(0))
    assert 1 <= bot.last.iterations < bot.search.iterations


def test_the_seats_screen_offers_a_hard_computer_for_doodle(app):
    """From the launcher: a computer seat's button steps through the levels by click, and
    one of them is 'Computer: Hard', which seats Hard in the game."""
    from game.ui.scenes.seats import SeatsScene
    from tests import play
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "doodle", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    assert "Computer: Hard" not in [b.label for b in seats.bar.buttons]
    for _ in range(len(INFO.bots) + 1):
        if seats.rows[1].bot == "search":
            break
        _, _, kind = next(r for r in seats.row_rects if r[0] == 1)
        play.click(app, kind.center)
    assert seats.rows[1].bot == "search"
    assert "Computer: Hard" in [b.label for b in seats.bar.buttons]
    assert seats.seats()[1].bot == "search"
