"""Rule checks of maker §8 for the stairs and the hero phase (§3.4-§3.5, §4.5-§4.7)."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.maker.actions import CastSpell, Pass, PlaceStairs, RollHero, Walk
from game.games.maker.events import HeroChecked, HeroDied, HeroEscaped, HeroPhaseEnded
from game.games.maker.state import Phase
from tests.maker.helpers import ROW_ROUTE, at_heroes, at_stairs, end_building, new, script, \
    with_row

STAIRS = (4, 1)


def hero_game(rows: list[str] = ROW_ROUTE, spells: list[str] | None = None, seats: int = 1,
              pips: dict[str, int] | None = None):
    rules = new(seats, script=[])
    at_heroes(rules, [rows] * seats, [STAIRS] * seats,
              spells={s: spells for s in range(seats)} if spells else None)
    if pips:
        for p in rules.state.players:
            p.pips.update(pips)
    return rules


def roll_hero(rules, x: int, y: int, seat: int = 0):
    script(rules, [x, y])
    rules.apply(RollHero(seat))
    return rules.state.players[seat].hero


def walk(rules, rolls: list[int], seat: int = 0):
    script(rules, rolls)
    return rules.apply(Walk(seat))


def checks(events) -> list[HeroChecked]:
    return [e for e in events if isinstance(e, HeroChecked)]


def test_rule_06_hero_chart_x6_y4_is_a_warrior_with_18_hp_x1_y6_a_mage_with_4():
    rules = hero_game()
    hero = roll_hero(rules, 6, 4)
    assert (hero.kind, hero.hp, hero.stats) == ("warrior", 18, {"str": 6, "int": 3, "dex": 4})
    rules = hero_game()
    hero = roll_hero(rules, 1, 6)
    assert (hero.kind, hero.hp) == ("mage", 4)


def test_rule_07_mend_is_rejected_once_the_hero_phase_has_ended():
    rules = hero_game(spells=["mend"])
    p = rules.state.players[0]
    p.crossed, p.ended = 3, True
    with pytest.raises(IllegalAction) as err:
        rules.check(CastSpell(0, "mend"))
    assert "ended" in err.value.reason and err.value.rule == "maker §3.5"


def test_rule_15_a_lonely_room_harms_no_hero_unless_it_lines_up_from_a_route_tile():
    rows = with_row(with_row(ROW_ROUTE, 2, ". S . . . ."), 3, ". S . . . S")
    rules = hero_game(rows)
    roll_hero(rules, 6, 4)
    events = walk(rules, [1, 1])
    [check] = checks(events)
    assert (check.x, check.y, check.damage) == (2, 1, 2)
    assert rules.state.players[0].building[0] == ("Rooms by a path", 1)


def test_rule_16_the_stairs_go_next_to_the_last_tile_built_and_a_facing_opening():
    rows = ["E:EW P:ESW . . . .", ". P:NS . . . .", *[". . . . . ."] * 3, ". . . . . S"]
    rules = new(1, script=[])
    at_stairs(rules, [rows], [(2, 2)])
    with pytest.raises(IllegalAction, match="last tile you built"):
        rules.apply(PlaceStairs(0, 3, 1))
    assert rules.legal_actions(0) == [PlaceStairs(0, 2, 3)]
    rules = new(1, script=[])
    at_stairs(rules, [rows], [(6, 6)])
    assert rules.legal_actions(0) == [PlaceStairs(0, 3, 1), PlaceStairs(0, 2, 3)]
    rules.apply(PlaceStairs(0, 3, 1))
    assert rules.state.players[0].exit_rule == "a"


def test_rule_16_fallback_b_makes_the_farthest_network_tile_the_exit():
    rows = ["E:EW P:ESW P:SW . . .", ". P:NS A . . .", ". A . . . .", *[". . . . . ."] * 3]
    rules = new(1, script=[])
    end_building(rules, [rows], [(2, 2)])
    p = rules.state.players[0]
    assert (p.exit, p.exit_rule, p.stairs) == ((3, 1), "b", None)
    assert p.route == [(1, 1), (2, 1), (3, 1)]
    assert rules.state.phase is Phase.HEROES


def test_rule_17_the_hero_phase_ends_after_3_crossed_boxes():
    rules = hero_game()
    for n in range(3):
        roll_hero(rules, 3, 3)
        events = walk(rules, [])
        assert any(isinstance(e, HeroEscaped) for e in events)
    assert any(isinstance(e, HeroPhaseEnded) for e in events)
    assert rules.state.players[0].heroes == 3 and rules.is_over()


def test_rule_17_the_hero_phase_ends_after_5_heroes():
    rows = with_row(with_row(ROW_ROUTE, 1, "E:EW+pit . . . . ."), 2, "H . . . . .")
    rows = with_row(rows, 3, "H . . . . .")
    rules = new(1, script=[])
    at_heroes(rules, [rows], [(2, 1)])
    for n in range(5):
        assert not rules.is_over()
        roll_hero(rules, 1, 5)
        assert any(isinstance(e, HeroDied) for e in walk(rules, [1, 1]))
    p = rules.state.players[0]
    assert (p.heroes, p.souls, p.crossed) == (5, 5, 0) and rules.is_over()


def test_rule_18_the_route_is_shortest_with_ties_broken_north_east_south_west():
    rows = ["E:EW P:ESW P:SW . . .", ". P:NE P:NSW . . .", *[". . . . . ."] * 4]
    rules = new(1, script=[])
    at_heroes(rules, [rows], [(3, 3)])
    assert rules.state.players[0].route == [(1, 1), (2, 1), (3, 1), (3, 2)]


def test_rule_19_spikes_int_14_a_hero_with_int_8_rolling_6_passes():
    rules = hero_game(with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . ."), pips={"int": 2})
    hero = roll_hero(rules, 6, 5)
    assert hero.stats["int"] == 8
    [check] = checks(walk(rules, [3, 3]))
    assert (check.stat, check.target, check.passed, check.damage) == ("int", 14, True, 0)


def test_rule_20_spikes_beside_a_skeleton_check_str_16():
    rows = with_row(with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . ."), 2, ". K . . . .")
    rules = hero_game(rows)
    roll_hero(rules, 6, 4)
    [check] = checks(walk(rules, [1, 1]))
    assert (check.stat, check.target) == ("str", 16)
    assert "Skeleton" in check.why


def test_rule_21_spikes_and_a_slime_tie_at_14_the_hero_uses_its_weaker_stat():
    rows = with_row(with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . ."), 2, ". S . . . .")
    rules = hero_game(rows)
    roll_hero(rules, 6, 4)  # Warrior: Str 6, Int 3
    [check] = checks(walk(rules, [6, 6]))
    assert (check.stat, check.bonus, check.target) == ("int", 3, 14)
    rules = hero_game(rows)
    roll_hero(rules, 6, 5)  # Mage: Str 3, Int 6
    [check] = checks(walk(rules, [6, 6]))
    assert (check.stat, check.bonus) == ("str", 3)


def test_rule_22_a_failed_check_deals_the_whole_tile_and_stacked_rooms_add_up():
    rows = with_row(with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . ."), 2, ". S . . . .")
    rules = hero_game(rows)
    roll_hero(rules, 6, 4)
    [check] = checks(walk(rules, [1, 1]))
    assert (check.passed, check.damage, check.hp) == (False, 2, 16)
    stacked = with_row(with_row(ROW_ROUTE, 2, ". . S . . ."), 3, ". . S . . .")
    rules = hero_game(stacked)
    roll_hero(rules, 6, 4)
    [check] = checks(walk(rules, [1, 1]))
    assert (check.x, check.damage, check.target) == (3, 2, 14)


def test_rule_23_the_gate_weakens_a_hero_only_after_a_failed_check():
    rules = hero_game(with_row(ROW_ROUTE, 1, "E:EW G:EW P:EW . . ."))
    hero = roll_hero(rules, 6, 4)
    walk(rules, [6, 6])
    assert hero.stats == {"str": 6, "int": 3, "dex": 4}
    rules = hero_game(with_row(ROW_ROUTE, 1, "E:EW G:EW P:EW . . ."))
    hero = roll_hero(rules, 6, 4)
    [check] = checks(walk(rules, [1, 1]))
    assert not check.passed and check.damage == 0 and check.gate_penalty == 1
    assert rules.state.players[0].hero.stats == {"str": 5, "int": 2, "dex": 3}


def test_rule_24_a_dead_hero_gives_a_soul_and_an_escape_crosses_a_box():
    rows = with_row(with_row(ROW_ROUTE, 1, "E:EW P:EW+pit P:EW . . ."), 2, ". H . . . .")
    rules = hero_game(rows)
    roll_hero(rules, 1, 5)  # Mage, 4 HP
    events = walk(rules, [1, 1])
    p = rules.state.players[0]
    assert any(isinstance(e, HeroDied) for e in events) and (p.souls, p.crossed) == (1, 0)
    roll_hero(rules, 6, 4)
    events = walk(rules, [6, 6])
    assert any(isinstance(e, HeroEscaped) for e in events) and (p.souls, p.crossed) == (1, 1)


def test_rule_31_two_failed_gates_cost_2_on_each_stat_never_below_0():
    rules = hero_game(with_row(ROW_ROUTE, 1, "E:EW G:EW G:EW . . ."), spells=["curse"])
    roll_hero(rules, 6, 4)
    rules.apply(CastSpell(0, "curse", "int"))
    assert rules.state.players[0].hero.stats["int"] == 1
    walk(rules, [1, 1, 1, 1])
    assert rules.state.players[0].hero.stats == {"str": 4, "int": 0, "dex": 2}


def test_rule_32_a_hero_killed_on_a_fallback_exit_dies_and_crosses_no_box():
    rows = ["E:EW P:EW+pit A . . .", ". H . . . .", ". H . . . .", *[". . . . . ."] * 3]
    rules = new(1, script=[])
    end_building(rules, [rows], [(2, 1)])
    assert rules.state.players[0].route == [(1, 1), (2, 1)]
    roll_hero(rules, 1, 5)
    events = walk(rules, [1, 1])
    p = rules.state.players[0]
    assert any(isinstance(e, HeroDied) for e in events) and (p.souls, p.crossed) == (1, 0)
    roll_hero(rules, 6, 4)
    walk(rules, [6, 6])
    assert (p.souls, p.crossed) == (1, 1)


def test_rule_33_curse_or_fireball_on_a_rival_dungeon_is_rejected():
    rows = with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . .")
    rules = hero_game(rows, spells=["curse", "fireball"], seats=2)
    roll_hero(rules, 6, 4, seat=0)
    with pytest.raises(IllegalAction, match="own dungeon"):
        rules.apply(CastSpell(0, "curse", "str", dungeon=1))
    walk(rules, [1, 1], seat=0)
    with pytest.raises(IllegalAction, match="own dungeon"):
        rules.apply(CastSpell(0, "fireball", dungeon=1))
    events = rules.apply(CastSpell(0, "fireball"))
    assert rules.state.players[0].hero.hp == 18 - 1 - 2
    assert "Fireball" in events[0].describe(rules.names())


def test_rule_34_mend_with_no_crossed_box_is_rejected_and_stays_owned():
    rules = hero_game(spells=["mend"])
    with pytest.raises(IllegalAction, match="nothing to mend"):
        rules.apply(CastSpell(0, "mend"))
    assert rules.state.players[0].owns("mend")
    roll_hero(rules, 3, 3)
    walk(rules, [])
    assert rules.state.players[0].crossed == 1
    rules.apply(CastSpell(0, "mend"))
    assert rules.state.players[0].crossed == 0 and not rules.state.players[0].owns("mend")


def test_rule_35_jinxes_add_up_and_an_ended_caster_may_still_cast():
    rules = new(3, script=[])
    at_heroes(rules, [ROW_ROUTE] * 3, [STAIRS] * 3, spells={0: ["jinx"], 1: ["jinx"]},
              ended=(0,))
    assert rules.state.phase is Phase.JINX and rules.to_act() == {0}
    rules.apply(CastSpell(0, "jinx", "dex"))
    assert rules.to_act() == {1}
    rules.apply(CastSpell(1, "jinx", "dex"))
    assert rules.state.phase is Phase.HEROES and rules.to_act() == {1}
    assert rules.state.players[0].spells["jinx"] == "used"
    hero1 = roll_hero(rules, 6, 4, seat=1)
    assert hero1.stats["dex"] == 4 + 1
    walk(rules, [6, 6] * 4, seat=1)
    assert rules.to_act() == {2}
    hero2 = roll_hero(rules, 6, 4, seat=2)
    assert hero2.stats["dex"] == 4 + 2
    assert rules.state.players[0].hero is None


def test_jinx_window_passes_when_nobody_casts():
    rules = new(2, script=[])
    at_heroes(rules, [ROW_ROUTE] * 2, [STAIRS] * 2, spells={1: ["jinx"]})
    assert rules.state.phase is Phase.JINX and rules.to_act() == {1}
    rules.apply(Pass(1))
    assert rules.state.phase is Phase.HEROES and rules.to_act() == {0}


def test_decision_the_walk_stops_for_fireball_only_when_it_is_owned():
    rows = with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . .")
    rules = hero_game(rows)
    roll_hero(rules, 6, 4)
    events = walk(rules, [1, 1])
    assert any(isinstance(e, HeroEscaped) for e in events)
    rules = hero_game(rows, spells=["fireball"])
    roll_hero(rules, 6, 4)
    events = walk(rules, [1, 1])
    assert not any(isinstance(e, HeroEscaped) for e in events)
    assert rules.state.players[0].hero.status == "paused"
    assert any(isinstance(e, HeroEscaped) for e in walk(rules, []))


def test_decision_curse_is_cast_before_the_hero_starts_walking():
    rows = with_row(ROW_ROUTE, 1, "E:EW P:EW+spikes P:EW . . .")
    rules = hero_game(rows, spells=["curse", "fireball"])
    roll_hero(rules, 6, 4)
    walk(rules, [1, 1])
    with pytest.raises(IllegalAction, match="before it walks"):
        rules.apply(CastSpell(0, "curse", "str"))
