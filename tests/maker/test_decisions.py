"""Which hero-phase moments are a person's decisions (issue 33 §1,
`game.games.maker.decisions`): both sides of every threshold, with scripted dice."""
from __future__ import annotations

from game.games.maker.actions import Pass, RollHero, Walk
from game.games.maker.decisions import (damage_ahead, decision, fireball_matters,
                                        keep_action, walk_on)
from tests.maker.helpers import ROW_ROUTE, with_row
from tests.maker.test_rules_heroes import hero_game, roll_hero, walk

SPIKED = with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW+spikes . . .")
"""Two Spikes on the route (Int 14, 1 damage each): 2 damage ahead of a fresh hero."""


def me(rules):
    return rules.view(0)["players"][0]


def test_damage_ahead_adds_every_check_still_on_the_route():
    rules = hero_game(SPIKED, spells=["fireball"])
    roll_hero(rules, 1, 1)
    assert damage_ahead(me(rules), rules.content) == 2
    walk(rules, [1, 1])      # the first Spikes failed: Fireball's pause
    assert me(rules)["hero"]["status"] == "paused"
    assert damage_ahead(me(rules), rules.content) == 1


def test_fireball_is_a_decision_only_while_it_could_kill_the_hero():
    rules = hero_game(SPIKED, spells=["fireball"])
    hero = roll_hero(rules, 1, 1)
    walk(rules, [1, 1])
    view = rules.view(0)
    # HP after Fireball within reach of the 1 damage ahead: a decision
    hero.hp = rules.content.numbers.fireball_damage + 1
    assert fireball_matters(me(rules), rules.content)
    assert decision(rules.view(0), 0, rules.content) == "fireball"
    # one more HP: the hero escapes whatever is cast, so the walk goes on by itself
    hero.hp = rules.content.numbers.fireball_damage + 2
    assert not fireball_matters(me(rules), rules.content)
    assert decision(rules.view(0), 0, rules.content) is None
    assert walk_on(rules.view(0), 0, rules.content) == Walk(0)
    assert view["players"][0]["hero"]["status"] == "paused"


def test_fireball_that_kills_now_is_a_decision_even_with_nothing_ahead():
    rules = hero_game(with_row(ROW_ROUTE, 1, "E:EW P:EW P:EW+spikes . . ."),
                      spells=["fireball"])
    hero = roll_hero(rules, 1, 1)
    walk(rules, [1, 1])
    assert damage_ahead(me(rules), rules.content) == 0
    hero.hp = rules.content.numbers.fireball_damage
    assert fireball_matters(me(rules), rules.content)
    hero.hp = rules.content.numbers.fireball_damage + 1
    assert not fireball_matters(me(rules), rules.content)


def test_no_fireball_no_decision():
    rules = hero_game(SPIKED, spells=["windfall"])
    roll_hero(rules, 1, 1)
    walk(rules, [1, 1, 1, 1])
    assert decision(rules.view(0), 0, rules.content) is None


def test_curse_is_a_decision_only_while_the_route_can_deal_the_heros_hp():
    rules = hero_game(SPIKED, spells=["curse"])
    hero = roll_hero(rules, 1, 1)
    hero.hp = 2        # 2 damage ahead: the hero can die
    assert decision(rules.view(0), 0, rules.content) == "curse"
    assert keep_action(rules.view(0), 0, "curse") == Walk(0)
    assert walk_on(rules.view(0), 0, rules.content) is None
    hero.hp = 3        # it escapes whatever its stats
    assert decision(rules.view(0), 0, rules.content) is None
    assert walk_on(rules.view(0), 0, rules.content) == Walk(0)


def test_mend_is_a_decision_only_with_a_crossed_box():
    rules = hero_game(spells=["mend"])
    p = rules.state.players[0]
    assert decision(rules.view(0), 0, rules.content) is None
    assert walk_on(rules.view(0), 0, rules.content) == RollHero(0)
    p.crossed = 1
    assert decision(rules.view(0), 0, rules.content) == "mend"
    assert keep_action(rules.view(0), 0, "mend") == RollHero(0)
    assert walk_on(rules.view(0), 0, rules.content) is None


def test_jinx_is_a_decision_for_its_seat_only_and_kept_by_passing():
    rules = hero_game(spells=["jinx"], seats=2)
    view = rules.view(0)
    assert view["phase"] == "jinx" and view["to_act"] == [0]
    assert decision(view, 0, rules.content) == "jinx"
    assert decision(view, 1, rules.content) is None
    assert keep_action(view, 0, "jinx") == Pass(0)
    assert walk_on(view, 0, rules.content) is None
