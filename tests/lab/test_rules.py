"""The 39 rule checks of shared/rules/dungeonlab.md §8, each with both sides of its
threshold, on hand-built maps with scripted dice."""
from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.games.lab.actions import (Answer, Land, Move, Resign, Shoot, Sketch, Suicide,
                                    Trade)
from game.games.lab.dungeon import edge_of
from game.games.lab.generator import generate, map_rng
from game.games.lab.content import default_content
from game.games.lab.validate import problems
from game.games.lab.world import hurt
from tests.lab.helpers import T, dungeon, first_two, game, land, me, said, text


def test_check_01_branches_only_east_or_south_and_monoliths_never_isolate():
    """lab §3.1"""
    good = dungeon(branches=((6, 2), (7, 2)))
    assert problems(good) == []
    west = dungeon(branches=((0, 2),))
    assert any("west or north" in p for p in problems(west))
    walled = dungeon({}, {edge_of(1, 1, "E"): "monolith", edge_of(1, 1, "S"): "monolith"})
    assert any("cut off" in p for p in problems(walled))
    walled.walls[edge_of(1, 1, "S")] = "simple"
    assert problems(walled) == []


def test_check_02_rivers_never_go_north_and_5x5x2_has_2_stores_4_pits():
    """lab §3.2"""
    d = generate(map_rng(3), 5, 2)
    assert len(d.spots_of("store")) == 2 and len(d.spots_of("pit")) == 4
    north = dungeon({(2, 3, 1): T("river"), (2, 2, 1): T("river")},
                    rivers=[((2, 3, 1), (2, 2, 1))])
    assert any("flows north" in p for p in problems(north))
    south = dungeon({(2, 3, 1): T("river"), (2, 4, 1): T("river")},
                    rivers=[((2, 3, 1), (2, 4, 1))])
    assert problems(south) == []
    again = dungeon({(2, 3, 1): T("river"), (2, 4, 1): T("river")},
                    rivers=[((2, 3, 1), (2, 4, 1), (2, 3, 1))])
    assert any("repeats" in p for p in problems(again))


def test_check_03_kit_prices_and_selling_a_boat():
    """lab §3.3"""
    r = game(dungeon({(3, 3, 1): T("store")}), kits=1)
    land(r, (3, 3, 1))
    p = me(r)
    assert (p.ammo, p.money) == ({"bullets": 30, "grenades": 5, "blasters": 10}, 20)
    r.apply(Trade(0, "bullets", 10))
    assert (p.ammo["bullets"], p.money) == (40, 15)
    with pytest.raises(IllegalAction, match="lots of 10"):
        r.apply(Trade(0, "bullets", 5))
    p.gear["boat"] = 1
    r.apply(Trade(0, "boat", -1))
    assert (p.gear["boat"], p.money) == (0, 65)
    with pytest.raises(IllegalAction, match="cannot pay"):
        r.apply(Trade(0, "boat", 2))


LIMITS = default_content().limits(False)
EXOTE_LIMITS = default_content().limits(True)


@pytest.mark.parametrize("kind", list(LIMITS))
def test_check_04_death_limits_normal_and_exote(kind):
    """lab §3.3: one below the limit lives, the limit kills; exotes double."""
    for exote, limits in ((False, LIMITS), (True, EXOTE_LIMITS)):
        r = game(dungeon())
        land(r, (3, 3, 1))
        p = me(r)
        p.exote = exote
        assert not hurt(r, 0, kind, limits[kind] - 1, "x") and p.alive
        assert hurt(r, 0, kind, 1, "x") and not p.alive


def test_check_05_landing_refused_in_branch_treasure_prison_and_the_turn_is_kept():
    """lab §4.1"""
    r = game(dungeon({(2, 2, 1): T("prison"), (4, 4, 1): T("treasure")},
                     branches=((6, 1),)))
    for spot in ((6, 1, 1), (4, 4, 1), (2, 2, 1), (5, 3, 1), (0, 3, 1), (2, 2, 2)):
        with pytest.raises(IllegalAction, match="cannot land there"):
            r.apply(Land(0, *spot))
        assert r.to_act() == {0} and me(r).landing_due
    land(r, (2, 3, 1))
    assert me(r).pos == (2, 3, 1)


def test_check_06_look_per_direction_never_through_a_standing_wall():
    """lab §4.2"""
    d = dungeon({(3, 2, 1): T("store"), (4, 3, 1): T("lion"), (2, 3, 1): T("hospital"),
                 (3, 4, 1): T("rider")}, {edge_of(3, 3, "W"): "wire"})
    r = game(d)
    land(r, (3, 3, 1))
    words = text(r.apply(Move(0, "W")), 0)   # wire: blocked, then the next look
    assert "Lights to the north. Green eyes to the east. A hole in the darkness to the " \
        "south." in words
    assert "to the west" not in words


def test_check_07_an_adjacent_orc_pierces_5_once_per_stay_not_in_a_hospital():
    """lab §4.2"""
    d = dungeon({(4, 3, 1): T("orc"), (4, 2, 1): T("hospital")})
    r = game(d)
    land(r, (2, 3, 1))
    assert me(r).damage["pierces"] == 0
    r.apply(Move(0, "E"))                        # beside the orc: her next turn's effects
    assert me(r).damage["pierces"] == 5
    r.apply(Shoot(0, "blasters", 1, "W"))
    assert me(r).damage["pierces"] == 5          # once per stay
    r.apply(Move(0, "W"))
    r.apply(Move(0, "E"))                        # a new stay
    assert me(r).damage["pierces"] == 10
    r2 = game(d)
    land(r2, (4, 2, 1))                          # a hospital beside the orc
    r2.apply(Shoot(0, "blasters", 1, "N"))
    assert me(r2).damage["pierces"] == 0


def test_check_08_blocked_move_uses_the_turn_wire_pierces_exotes_pass():
    """lab §4.3"""
    d = dungeon({}, {edge_of(3, 3, "E"): "wire", edge_of(3, 3, "W"): "simple",
                     edge_of(3, 3, "N"): "monolith"})
    r = game(d, seats=2)
    a, b = first_two(r)
    land(r, (3, 3, 1), a)
    land(r, (1, 1, 1), b)
    r.apply(Move(a, "E"))
    assert r.to_act() == {b} and me(r, a).pos == (3, 3, 1) and me(r, a).damage["pierces"] == 1
    r.apply(Move(b, "E"))
    me(r, a).exote = True
    words = text(r.apply(Move(a, "E")), a)
    assert me(r, a).pos == (4, 3, 1) and "pass through a wall" in words
    r.apply(Move(b, "W"))
    r.apply(Move(a, "W"))
    r.apply(Move(b, "E"))
    r.apply(Move(a, "W"))                                # simple wall: passed
    assert me(r, a).pos == (2, 3, 1)
    r.apply(Move(b, "W"))
    r.apply(Move(a, "E"))
    r.apply(Move(b, "E"))
    r.apply(Move(a, "N"))                                # monolith: never
    assert me(r, a).pos == (3, 3, 1)


def test_check_09_a_grenade_removes_a_simple_wall_a_blaster_does_not():
    """lab §4.3"""
    d = dungeon({}, {edge_of(3, 3, "E"): "simple"})
    r = game(d)
    land(r, (3, 3, 1))
    r.apply(Shoot(0, "blasters", 1, "E"))
    assert edge_of(3, 3, "E") not in r.state.broken
    r.apply(Shoot(0, "grenades", 1, "E"))
    assert edge_of(3, 3, "E") in r.state.broken


def test_check_10_five_bullets_kill_a_lion_four_do_not_a_cow_absorbs():
    """lab §4.4"""
    r = game(dungeon({(4, 3, 1): T("lion"), (2, 3, 1): T("cow")}), dice=[])
    land(r, (3, 3, 1))
    r.apply(Shoot(0, "bullets", 4, "E"))
    assert r.state.creatures[(4, 3, 1)].alive
    r2 = game(dungeon({(4, 3, 1): T("lion")}))
    land(r2, (3, 3, 1))
    r2.apply(Shoot(0, "bullets", 5, "E"))
    assert not r2.state.creatures[(4, 3, 1)].alive
    for ammo, n in (("bullets", 30), ("grenades", 5), ("blasters", 10)):
        r.apply(Shoot(0, ammo, n, "W"))
    assert r.state.creatures[(2, 3, 1)].alive


def test_check_11_two_grenades_at_a_simple_wall_remove_it_and_hit_beyond():
    """lab §4.4"""
    d = dungeon({(4, 3, 1): T("lion")}, {edge_of(3, 3, "E"): "simple"})
    r = game(d)
    land(r, (3, 3, 1))
    r.apply(Shoot(0, "grenades", 1, "E"))
    assert r.state.creatures[(4, 3, 1)].alive
    r2 = game(d)
    land(r2, (3, 3, 1))
    r2.apply(Shoot(0, "grenades", 2, "E"))
    c = r2.state.creatures[(4, 3, 1)]
    assert not c.alive and c.death == "cruel"


def test_check_12_crocodile_bullets_add_up_in_r_and_r_plus_1_not_from_r_plus_2():
    """lab §4.5 (solo: a round is a turn)"""
    def croc_after(waits: int, second: int) -> bool:
        r = game(dungeon({(4, 3, 1): T("crocodile")}), kits=5)
        land(r, (3, 3, 1))
        r.apply(Shoot(0, "bullets", 15, "E"))
        for _ in range(waits):
            r.apply(Shoot(0, "blasters", 1, "W"))
        r.apply(Shoot(0, "bullets", second, "E"))
        return r.state.creatures[(4, 3, 1)].alive
    assert croc_after(0, 35) is False          # shot again in round r+1
    assert croc_after(0, 34) is True
    assert croc_after(1, 35) is True           # in round r+2 the 15 have healed
    assert croc_after(1, 50) is False


def test_check_13_a_wall_destroyed_in_round_r_stands_in_round_r_plus_2():
    """lab §4.5"""
    d = dungeon({}, {edge_of(3, 3, "E"): "simple"})
    r = game(d)
    land(r, (3, 3, 1))
    r.apply(Shoot(0, "grenades", 1, "E"))      # round r (solo: this turn)
    assert edge_of(3, 3, "E") in r.state.broken
    r.apply(Shoot(0, "blasters", 1, "W"))      # round r+1: still open
    assert edge_of(3, 3, "E") not in r.state.broken  # restored at the end of r+1
    words = text(r.apply(Move(0, "E")), 0)     # round r+2
    assert "East: wall." in words and me(r).pos == (3, 3, 1)


def test_check_14_the_dead_skip_5_own_turns_and_solo_is_lost_after_the_last_landing():
    """lab §4.5"""
    r = game(dungeon(), seats=2)
    a, b = first_two(r)
    land(r, (1, 1, 1), a)
    land(r, (3, 3, 1), b)
    r.apply(Suicide(a))
    waits = moves = 0
    while r.to_act() == {b}:
        events = r.apply(Move(b, "N" if moves % 2 == 0 else "S"))
        moves += 1
        waits += sum("You wait" in line for line in said(events, a))
    assert (waits, moves) == (5, 6) and me(r, a).landing_due and r.to_act() == {a}
    solo = game(dungeon(), landings=2)
    land(solo, (1, 1, 1))
    solo.apply(Suicide(0))
    assert not solo.is_over() and me(solo).landing_due and solo.to_act() == {0}
    land(solo, (1, 1, 1))
    solo.apply(Suicide(0))
    assert solo.is_over() and solo.result().winners == []


def test_check_15_a_dead_carriers_treasure_returns_at_the_end_of_the_next_round():
    """lab §4.6"""
    r = game(dungeon({(2, 2, 1): T("treasure")}), seats=2)
    a, b = first_two(r)
    land(r, (2, 3, 1), a)
    land(r, (4, 4, 1), b)
    r.apply(Move(a, "N"))
    assert me(r, a).treasure and r.state.treasure_at is None
    hurt(r, a, "bites", 6, "x")                 # dies in round 2
    assert r.state.treasure_at == (2, 2, 1) and r.state.treasure_return == r.state.round + 1
    r2 = game(dungeon({(3, 3, 1): T("treasure"), (1, 1, 1): T("mordor")}))
    land(r2, (3, 2, 1))
    r2.apply(Move(0, "S"))
    assert me(r2).treasure
    from game.games.lab.encounters import morgul_struck
    morgul_struck(r2, 0)
    assert r2.state.treasure_at == (3, 3, 1) and not me(r2).treasure


def test_check_15b_the_dropped_treasure_goes_home_after_the_next_round_solo():
    """lab §4.6: solo rounds are turns; her 5 waiting turns pass at once."""
    r = game(dungeon({(2, 2, 1): T("treasure")}, {edge_of(3, 2, "N"): "simple"}),
             landings=5)
    land(r, (2, 3, 1))
    r.apply(Move(0, "N"))
    r.apply(Move(0, "E"))
    assert me(r).treasure
    dropped_in = r.state.round
    r.apply(Suicide(0))                        # dropped at (3, 2); 5 waiting rounds pass
    assert r.state.round >= dropped_in + 2
    assert r.state.treasure_at == (2, 2, 1) and r.state.treasure_return is None


def test_check_16_the_exit_wins_only_with_the_treasure():
    """lab §4.6"""
    r = game(dungeon({(3, 3, 1): T("treasure")}))
    land(r, (4, 3, 1))
    r.apply(Move(0, "E"))                       # onto the exit cell (5, 3)
    words = text(r.apply(Move(0, "E")), 0)
    assert "East: wall." in words and not r.is_over()
    r.apply(Move(0, "W"))
    r.apply(Move(0, "W"))
    r.apply(Move(0, "E"))
    r.apply(Move(0, "E"))
    r.apply(Move(0, "E"))
    assert r.is_over() and r.result().winners == [0]


def test_check_17_arsenal_one_kit_without_dollars_once_per_landing():
    """lab §4.7"""
    r = game(dungeon({(3, 3, 1): T("arsenal")}), kits=1)
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    assert (me(r).ammo["bullets"], me(r).money) == (60, 20)
    r.apply(Move(0, "N"))
    r.apply(Move(0, "S"))
    assert me(r).ammo["bullets"] == 60


def test_check_18_solo_prison_fine_50_or_3_bites_with_30():
    """lab §4.7"""
    r = game(dungeon({(3, 3, 1): T("prison")}), kits=3)
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    assert me(r).money == 10 and me(r).damage["bites"] == 0
    r2 = game(dungeon({(3, 3, 1): T("prison")}), kits=3)
    land(r2, (3, 2, 1))
    me(r2).money = 30
    r2.apply(Move(0, "S"))
    assert me(r2).money == 30 and me(r2).damage["bites"] == 3
    r3 = game(dungeon({(3, 3, 1): T("prison")}), kits=3)
    land(r3, (3, 2, 1))
    me(r3).money = 50
    r3.apply(Move(0, "S"))
    assert me(r3).money == 0 and me(r3).damage["bites"] == 0


def test_check_19_plus_political_prison_yes_frees_no_costs_10_turns():
    """lab §4.7"""
    d = dungeon({(3, 3, 1): T("political", sign="+")})
    for yes, wait in ((True, 0), (False, 10)):
        r = game(d, seats=2, dice=[])
        a, b = first_two(r)
        land(r, (3, 2, 1), a)
        land(r, (1, 1, 1), b)
        r.apply(Move(a, "S"))
        assert r.to_act() == {a} and r.legal_actions(a) == [Answer(a, True), Answer(a, False)]
        r.apply(Answer(a, yes))
        assert me(r, a).wait == wait


def test_check_20_management_center_once_per_game_no_coordinates():
    """lab §4.7"""
    d = dungeon({(3, 3, 1): T("management"), (5, 3, 1): T("lion")})
    r = game(d)
    land(r, (3, 2, 1))
    words = text(r.apply(Move(0, "S")), 0)
    assert "exit cell holds: level 1: a lion" in words
    assert "5" not in words.replace("$5", "")
    r.apply(Move(0, "N"))
    assert "seen its screens already" in text(r.apply(Move(0, "S")), 0)


def test_check_21_crocodile_two_bites_ammo_and_money_lost():
    """lab §4.7"""
    r = game(dungeon({(3, 3, 1): T("crocodile")}))
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    p = me(r)
    assert p.damage["bites"] == 2 and p.money == 0 and not any(p.ammo.values())


def test_check_22_rabbit_gives_a_5_dollar_skin_a_grenaded_lion_none():
    """lab §4.7"""
    r = game(dungeon({(3, 3, 1): T("rabbit"), (4, 2, 1): T("lion"), (2, 2, 1): T("lion")}))
    land(r, (3, 2, 1))
    r.apply(Shoot(0, "grenades", 1, "E"))
    r.apply(Shoot(0, "bullets", 5, "W"))
    words = text(r.apply(Move(0, "E")), 0)
    assert "dead lion, cruel death" in words and me(r).skins == {}
    r.apply(Move(0, "W"))
    r.apply(Move(0, "W"))
    assert me(r).skins == {"lion": 1}
    r.apply(Move(0, "E"))
    r.apply(Move(0, "S"))
    assert me(r).skins == {"lion": 1, "rabbit": 1}


def test_check_23_black_rider_without_blade_sends_to_nearest_mordor():
    """lab §4.7"""
    d = dungeon({(3, 3, 1): T("rider"), (1, 1, 1): T("mordor"), (5, 5, 1): T("mordor")})
    r = game(d)
    land(r, (3, 2, 1))
    p = me(r)
    p.exote, p.damage["bites"] = True, 3
    words = text(r.apply(Move(0, "S")), 0)
    assert p.pos == (1, 1, 1) and p.money == 0 and not any(p.ammo.values())
    assert p.exote and p.damage["bites"] == 0 and "Mordor" in words


def test_check_24_an_elven_blade_kills_the_rider_and_becomes_a_morgul_blade():
    """lab §4.7"""
    d = dungeon({(3, 3, 1): T("rider"), (1, 1, 1): T("mordor")})
    r = game(d)
    land(r, (3, 2, 1))
    me(r).gear["elven"] = 1
    r.apply(Move(0, "S"))
    assert me(r).pos == (3, 3, 1) and me(r).gear["elven"] == 0 and me(r).gear["morgul"] == 1
    assert not r.state.creatures[(3, 3, 1)].alive


def test_check_25_ontifutlas_carries_to_the_eldar_and_flees_from_water():
    """lab §4.7"""
    d = dungeon({(3, 3, 1): T("ontifutlas"), (1, 1, 1): T("eldar"),
                 (5, 1, 1): T("lake")})
    r = game(d)
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    assert me(r).pos == (1, 1, 1)
    r2 = game(d)
    land(r2, (3, 2, 1))
    me(r2).gear["bridle"] = 1
    r2.apply(Move(0, "S"))
    assert me(r2).riding == 0
    r2.apply(Move(0, "W"))                     # jump to (1, 3): no water near
    assert me(r2).pos == (1, 3, 1) and me(r2).riding == 0
    r2.apply(Move(0, "N"))                     # jump to (1, 1), the Eldar: no water
    r2.apply(Move(0, "E"))                     # jump to (3, 1): no water beside
    assert me(r2).riding == 0
    words = text(r2.apply(Move(0, "E")), 0)    # jump to (5, 1): the lake
    assert me(r2).riding is None and "flees" in words
    assert r2.state.ontifutlai[0].pos == (1, 1, 1) and r2.state.ontifutlai[0].bridled


def test_check_26_a_pit_always_leads_to_the_same_pit_and_names_only_the_level():
    """lab §4.7"""
    d = dungeon({(2, 2, 1): T("pit"), (4, 4, 2): T("pit")}, levels=2,
                pits={(2, 2, 1): (4, 4, 2), (4, 4, 2): (2, 2, 1)})
    for _ in range(2):
        r = game(d)
        land(r, (2, 3, 1))
        words = text(r.apply(Move(0, "N")), 0)
        assert me(r).pos == (4, 4, 2) and "level 2" in words and "4" not in words


def test_check_27_a_river_carries_one_cell_not_on_from_the_pan_a_stick_holds():
    """lab §4.7"""
    river = ((2, 2, 1), (2, 3, 1), (3, 3, 1))
    d = dungeon({s: T("river") for s in river}, rivers=[river])
    r = game(d)
    land(r, (1, 2, 1))
    r.apply(Move(0, "E"))
    assert me(r).pos == (2, 3, 1)
    r.apply(Move(0, "E"))                      # into the pan, itself: no further
    assert me(r).pos == (3, 3, 1)
    r2 = game(d)
    land(r2, (1, 2, 1))
    me(r2).gear["stick"] = 1
    r2.apply(Move(0, "E"))
    r2.apply(Answer(0, True))
    assert me(r2).pos == (2, 2, 1) and me(r2).gear["stick"] == 0


def test_check_28_a_lake_soaks_ammo_and_money_unless_a_boat_is_spent():
    """lab §4.7"""
    r = game(dungeon({(3, 3, 1): T("lake")}))
    land(r, (3, 2, 1))
    me(r).gear["boat"] = 1
    r.apply(Move(0, "S"))
    assert me(r).gear["boat"] == 0 and me(r).money == 60
    r.apply(Move(0, "N"))
    r.apply(Move(0, "S"))
    assert me(r).money == 0 and not any(me(r).ammo.values())


def test_check_29_an_antigourm_kills_an_exote_with_7_bites_not_5():
    """lab §4.7"""
    for bites, alive in ((7, False), (5, True)):
        r = game(dungeon({(3, 3, 1): T("antigourm")}))
        land(r, (3, 2, 1))
        p = me(r)
        p.exote, p.damage["bites"] = True, bites
        r.apply(Move(0, "S"))
        assert p.alive is alive and not p.exote or not alive


def test_check_30_exiting_with_the_treasure_wins_at_once():
    """lab §5"""
    r = game(dungeon({(4, 3, 1): T("treasure")}, exit=((5, 3), "E")), seats=2)
    a, b = first_two(r)
    land(r, (3, 3, 1), a)
    land(r, (1, 1, 1), b)
    r.apply(Move(a, "E"))
    r.apply(Move(b, "E"))
    r.apply(Move(a, "E"))
    r.apply(Move(b, "E"))
    events = r.apply(Move(a, "E"))
    assert r.is_over() and r.result().winners == [a] and r.to_act() == set()
    assert any("wins" in line for line in said(events, b))


def test_check_31_after_a_hand_off_no_other_seats_log_inventory_or_map():
    """lab §6"""
    r = game(dungeon({(3, 3, 1): T("store")}), seats=2)
    a, b = first_two(r)
    events = land(r, (3, 2, 1), a)
    name = r.state.players[a].name
    assert said(events, b) == [f"{name} lands in the labyrinth.", "Choose where to land."]
    seen = json.dumps(r.view(b))
    assert '"status"' in seen and "things" not in seen and "walls" not in seen
    r.apply(Sketch(b, "stamp", (1, -1, 2, 2, "lion")))
    assert "lion" not in json.dumps(r.view(a)) and "lion" in json.dumps(r.view(b))
    before = list(r.state.notebooks[a])
    land(r, (1, 1, 1), b)
    assert r.state.notebooks[a] == before == [("follow", 1, -1, 3, 2)]   # only her marker
    r.apply(Move(a, "S"))
    assert r.state.notebooks[a] == [*before, ("follow", 1, -1, 3, 3)]


def test_check_32_one_seed_always_gives_the_same_map():
    """lab §7"""
    one = generate(map_rng(11), 7, 2)
    two = generate(map_rng(11), 7, 2)
    other = generate(map_rng(12), 7, 2)
    assert one == two and one != other


def test_check_33_legal_actions_never_include_a_pass():
    """lab §4.2"""
    r = game(dungeon())
    land(r, (3, 3, 1))
    names = {type(a).__name__ for a in r.legal_actions(0)}
    assert "Move" in names and not names & {"Pass", "EndTurn", "Wait"}


def test_check_34_own_status_on_her_own_turn_never_on_anothers():
    """lab §6: her own status on her own turn, and while she reads what her move did (until
    the next seat acts); never on another seat's turn."""
    r = game(dungeon(), seats=3)
    a, b, c = r.state.order
    has = lambda seat: "status" in r.view(seat)["me"]  # noqa: E731
    assert has(a) and not has(b) and not has(c)
    land(r, (3, 3, 1), a)
    assert has(a) and has(b) and not has(c)       # a reads the end of her turn
    land(r, (1, 1, 1), b)
    assert not has(a) and has(b) and has(c)       # b acted: a's moment is over


def test_check_35_items_on_a_pit_or_river_link_are_taken_first():
    """lab §4.7"""
    river = ((2, 2, 1), (2, 3, 1))
    d = dungeon({(2, 2, 1): T("river", items=(("grenades", 2),)), (2, 3, 1): T("river"),
                 (4, 2, 1): T("pit", items=(("dollars", 7),)), (4, 4, 1): T("pit")},
                rivers=[river], pits={(4, 2, 1): (4, 4, 1), (4, 4, 1): (4, 2, 1)})
    r = game(d, kits=1)
    land(r, (1, 2, 1))
    r.apply(Move(0, "E"))
    assert me(r).pos == (2, 3, 1) and me(r).ammo["grenades"] == 7
    r2 = game(d, kits=1)
    land(r2, (3, 2, 1))
    r2.apply(Move(0, "E"))
    assert me(r2).pos == (4, 4, 1) and me(r2).money == 27


def test_check_36_a_hit_tells_the_shooter_nothing_the_victim_reads_hit_by_3_bullets():
    """lab §6"""
    r = game(dungeon(), seats=2)
    a, b = first_two(r)
    land(r, (1, 3, 1), a)
    land(r, (3, 3, 1), b)
    events = r.apply(Shoot(a, "bullets", 3, "E"))
    assert "You are hit by 3 bullets!" in said(events, b)
    assert not any("hit" in line for line in said(events, a))
    r.apply(Shoot(b, "grenades", 1, "N"))
    events = r.apply(Shoot(a, "bullets", 2, "E"))
    victim = r.state.players[b].name
    for seat in (a, b):
        assert f"{victim} died." in said(events, seat)
    assert not any("hit" in line for line in said(events, a))


def test_check_37_bullets_from_a_hospital_cross_an_arsenal_and_hit_a_player():
    """lab §4.4"""
    d = dungeon({(1, 3, 1): T("hospital"), (2, 3, 1): T("arsenal"), (3, 3, 1): T("hospital")})
    r = game(d, seats=2)
    a, b = first_two(r)
    land(r, (1, 3, 1), a)
    land(r, (3, 3, 1), b)
    r.apply(Shoot(a, "bullets", 2, "E"))
    assert me(r, b).damage["bullet hits"] == 2


def test_check_38_a_resigners_treasure_lies_through_the_next_round_ammo_vanishes():
    """lab §5"""
    r = game(dungeon({(2, 2, 1): T("treasure")}), seats=2)
    a, b = first_two(r)
    land(r, (2, 3, 1), a)
    land(r, (4, 4, 1), b)
    r.apply(Move(a, "N"))
    r.apply(Move(b, "N"))
    rnd = r.state.round
    events = r.apply(Resign(a))
    p = me(r, a)
    assert not any(p.ammo.values()) and p.money == 0 and r.state.treasure_at == (2, 2, 1)
    assert r.state.treasure_return == rnd + 1
    assert any("resigned" in line for line in said(events, b))


def test_check_39_the_treasure_is_never_by_the_exit_cycle_pits_never_share_a_cell():
    """lab §3.2"""
    near = dungeon({(4, 3, 1): T("treasure")})
    assert any("exit cell" in p for p in problems(near))
    far = dungeon({(3, 3, 1): T("treasure")})
    assert problems(far) == []
    shared = dungeon({(2, 2, 1): T("pit"), (2, 2, 2): T("pit")}, levels=2,
                     pits={(2, 2, 1): (2, 2, 2), (2, 2, 2): (2, 2, 1)})
    assert any("share" in p for p in problems(shared))
    for seed in range(60):
        d = generate(map_rng(seed), 7, 2)
        tx, ty, _ = d.treasure()
        assert abs(tx - d.exit[0][0]) + abs(ty - d.exit[0][1]) >= 2


@pytest.mark.parametrize("fired, hit, dead", [(1, 1, False), (2, 2, True), (3, 2, True),
                                              (4, 2, True)])
def test_a_shot_that_kills_reports_only_the_units_that_hit(fired, hit, dead):
    """lab §4.4, §6: units after a kill are wasted; the victim (3 bullet hits of 5) reads
    only the units that hit, one unit under, at and over what she can take."""
    r = game(dungeon(), seats=2)
    a, b = first_two(r)
    land(r, (1, 3, 1), a)
    land(r, (3, 3, 1), b)
    r.state.players[b].damage["bullet hits"] = 3
    events = r.apply(Shoot(a, "bullets", fired, "E"))
    word = "bullet" if hit == 1 else "bullets"
    assert f"You are hit by {hit} {word}!" in said(events, b)
    assert (f"{hit} {word} killed you." in said(events, b)) is dead
    assert r.state.players[b].alive is not dead


def test_selling_or_firing_more_than_she_holds_says_it_in_words():
    """lab §3.3, §4.4: "You hold no walking stick.", never "You hold only 0 stick."."""
    r = game(dungeon({(3, 3, 1): T("store")}), kits=1)
    land(r, (3, 3, 1))
    with pytest.raises(IllegalAction) as err:
        r.apply(Trade(0, "stick", -1))
    assert err.value.reason == "You hold no walking stick."
    me(r).gear["boat"] = 1
    with pytest.raises(IllegalAction) as err:
        r.apply(Trade(0, "boat", -2))
    assert err.value.reason == "You hold only 1 boat."
    me(r).ammo["grenades"] = 1
    with pytest.raises(IllegalAction) as err:
        r.apply(Shoot(0, "grenades", 2, "N"))
    assert err.value.reason == "You hold 1 grenade."


def test_the_resign_and_bang_head_questions_say_what_happens():
    """lab §4.5, §5: the body of each question, from what she may know."""
    from game.games.lab.phrases import bang_head_words, resign_words
    r = game(dungeon(), landings=3)
    land(r, (3, 3, 1))
    assert resign_words(r, 0) == "The game ends at once with no winner."
    assert bang_head_words(r, 0) == (
        "You die, wait 5 turns and then land again (2 landings left). Your ammunition and "
        "money vanish; your equipment and skins stay on your cell.")
    me(r).landings = 3
    assert bang_head_words(r, 0) == "This is your last landing: you die and the game is lost."
    two = game(dungeon(), seats=3)
    seat = two.state.active
    land(two, (3, 3, 1))
    two.state.players[seat].treasure = True
    words = resign_words(two, seat)
    assert words.startswith("You leave the dungeon for good; the others play on.")
    assert words.endswith("The treasure you carry drops there and goes home after the next "
                          "round.")
    assert bang_head_words(two, seat).startswith("You die, wait 5 turns and then land again.")
    for i, p in enumerate(two.state.players):
        p.resigned = i != seat
    assert resign_words(two, seat) == ("You are the last one still playing: the game ends "
                                       "with no winner.")


@pytest.mark.parametrize("held,amounts", [(0, []), (1, [1]), (3, [1, 3]), (5, [1, 5]),
                                          (15, [1, 5, 10, 15]), (10, [1, 5, 10])])
def test_quick_shot_amounts_are_one_five_ten_and_all(held, amounts):
    """lab §4.4: any amount from 1 to all she holds; the quick ones the table offers."""
    from game.games.lab.shooting import quick_amounts
    assert quick_amounts(held) == amounts
