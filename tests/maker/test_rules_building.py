"""Rule checks of maker §8 for the sheet, setup and the building rounds (§3-§4.4)."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, Decline, RollLoot)
from game.games.maker.board import (Sheet, corners, edge_directions, entrance_choices,
                                    orientations, shape_of)
from game.games.maker.building import market_items
from game.games.maker.events import RoundBegan
from game.games.maker.state import Phase
from tests.maker.helpers import LOOT, new, paint, script, set_up


def building(seats: int = 1, spells: list[str] | None = None, **kw):
    rules = new(seats, script=[], **kw)
    set_up(rules, spells)
    return rules


def build_roll(rules, dice: tuple[int, int], seat: int = 0) -> None:
    """Declare Build and roll `dice` (solo: the builder rolls)."""
    script(rules, list(dice))
    rules.apply(DeclareBuild(seat))


def refused(rules, action, *words: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        rules.apply(action)
    for word in words:
        assert word.lower() in err.value.reason.lower(), err.value.reason
    assert err.value.rule.startswith("maker §")
    return err.value


def test_rule_01_sheet_is_6x6_one_main_item_3_hp_boxes_6_pips():
    rules = building()
    p = rules.state.players[0]
    assert len(p.tiles) == 36
    assert rules.content.numbers.hp_boxes == 3 and rules.content.numbers.pips_per_stat == 6
    assert set(p.pips) == {"str", "int", "dex"}
    paint(rules, 0, ["E:EW . . . . .", "A . . . . .", ". g . . . .",
                     ". . . . . .", ". . . . . .", ". . . . . ."])
    build_roll(rules, (5, 5))
    refused(rules, Build(0, "slime", 1, 2), "holds an acid")
    refused(rules, Build(0, "slime", 2, 3), "holds a gem")
    refused(rules, Build(0, "slime", 7, 1), "not on the sheet")
    rules.apply(Build(0, "slime", 6, 6))
    assert p.tiles[35].kind == "slime"


def test_rule_02_a_turned_corner_opens_two_adjacent_sides_and_a_bridge_is_straight():
    for openings in orientations("corner"):
        assert len(openings) == 2 and openings not in ("NS", "EW")
        assert shape_of(openings) == "corner"
    assert len(orientations("corner")) == 4 and orientations("straight") == ["NS", "EW"]
    rules = building()
    assert rules.content.items["bridge"].shapes == ["straight"]
    paint(rules, 0, ["E:EW A . . . .", *[". . . . . ."] * 5])
    build_roll(rules, (1, 1))
    refused(rules, Build(0, "bridge", 2, 1, "SW"), "straight")
    rules.apply(Build(0, "bridge", 2, 1, "EW"))


def test_rule_03_dice_4_5_offer_paths_rooms_and_the_sum_9_bosses_never_a_golem():
    rules = building()
    offered = market_items(rules.content, (4, 5))
    assert offered == ["path", "bridge", "slime", "skeleton", "ghost", "boss_slime",
                       "giant_bat"]
    rules.state.players[0].coin = 50
    build_roll(rules, (4, 5))
    refused(rules, Build(0, "golem", 2, 1, "EW"), "do not offer a golem")
    rules.apply(Build(0, "giant_bat", 2, 1, "EW"))


def test_rule_04_dice_1_5_offer_no_boss_and_6_6_offer_the_gate_or_any_boss():
    rules = building()
    assert not {"boss_slime", "giant_bat", "golem"} & set(market_items(rules.content, (1, 5)))
    assert market_items(rules.content, (6, 6)) == ["gate", "boss_slime", "giant_bat", "golem"]


def test_rule_05_a_skeleton_crosses_a_str_pip_and_a_full_track_still_builds():
    rules = building()
    p = rules.state.players[0]
    build_roll(rules, (5, 5))
    rules.apply(Build(0, "skeleton", 6, 6))
    assert p.pips == {"str": 1, "int": 0, "dex": 0}
    p.pips["str"] = 6
    p.coin = 20
    script(rules, [5, 5])
    rules.apply(DeclareBuild(0))
    events = rules.apply(Build(0, "skeleton", 6, 5))
    assert p.pips["str"] == 6 and p.tiles[(5 - 1) * 6 + 5].kind == "skeleton"
    assert "lost" in events[0].describe(rules.names())


def test_rule_07_a_spell_is_cast_once_and_jinx_is_multiplayer_only():
    rules = building()
    rules.apply(CastSpell(0, "windfall"))
    refused(rules, CastSpell(0, "windfall"), "already used")
    solo = new(1, script=LOOT)
    solo.apply(RollLoot(0))
    refused(solo, ChooseSpell(0, "jinx"), "multiplayer")
    assert ChooseSpell(0, "jinx") not in solo.legal_actions(0)
    solo.state.players[0].spells["jinx"] = "owned"
    refused(solo, CastSpell(0, "jinx", "dex"), "multiplayer")


def test_rule_08_setup_places_4_gems_then_2_potions_on_distinct_non_corner_tiles():
    rules = new(1, script=[1, 1, 2, 2, 2, 2, 3, 2, 4, 2, 6, 6, 5, 2, 2, 5, 3, 5])
    events = rules.apply(RollLoot(0))
    p = rules.state.players[0]
    gems = [i for i, t in enumerate(p.tiles) if t.loot == "gem"]
    potions = [i for i, t in enumerate(p.tiles) if t.loot == "potion"]
    assert len(gems) == 4 and len(potions) == 2
    corner_index = {(y - 1) * 6 + x - 1 for x, y in corners()}
    assert not corner_index & set(gems + potions)
    rerolls = [e.describe(rules.names()) for e in events if type(e).__name__ == "LootRerolled"]
    assert len(rerolls) == 3 and "corner" in rerolls[0] and "already" in rerolls[1]
    assert p.coin == 20 and not p.upgraded and p.souls == 0 and p.crossed == 0
    rules.apply(ChooseSpell(0, "mend"))
    assert [s for s, v in p.spells.items() if v == "owned"] == ["mend"]
    refused(rules, ChooseSpell(0, "curse"), "exactly 1")


def test_rule_09_the_entrance_is_a_straight_on_a_corner_open_once_to_the_edge():
    choices = entrance_choices()
    assert len(choices) == 8
    for cell, openings in choices:
        assert cell in corners() and shape_of(openings) == "straight"
        assert len(set(openings) & set(edge_directions(cell))) == 1
    rules = new(1, script=LOOT)
    rules.apply(RollLoot(0))
    refused(rules, ChooseEntrance(0, 2, 1, "EW"), "corner")
    refused(rules, ChooseEntrance(0, 1, 1, "ES"), "straight")
    rules.apply(ChooseEntrance(0, 6, 6, "NS"))
    assert rules.state.players[0].entrance == (6, 6)


def test_rule_10_exactly_20_rounds_one_action_each_and_one_shared_roll():
    rules = new(2, seed=5)
    for seat in (0, 1):
        rules.apply(RollLoot(seat))
        rules.apply(ChooseEntrance(seat, 1, 1, "EW"))
        rules.apply(ChooseSpell(seat, "curse"))
    rounds = 0
    while rules.state.phase is Phase.BUILDING:
        rules.apply(DeclareBuild(0))
        with pytest.raises(IllegalAction, match="turn"):
            rules.apply(DeclareBuild(0))
        events = rules.apply(DeclareBuild(1))
        p0, p1 = rules.state.players
        assert p0.dice == p1.dice == rules.state.shared_dice
        rules.apply(Decline(0))
        events = rules.apply(Decline(1))
        rounds += 1
        assert rounds <= 20
    assert rounds == 20 and not any(isinstance(e, RoundBegan) for e in events)
    assert rules.state.phase in (Phase.STAIRS, Phase.HEROES, Phase.JINX)


def test_rule_10_each_player_rolls_when_the_option_is_on():
    rules = new(2, script=[], options={"each_rolls": True})
    set_up(rules)
    script(rules, [1, 1])
    rules.apply(DeclareBuild(0))
    rules.apply(Decline(0))
    script(rules, [6, 6])
    rules.apply(DeclareBuild(1))
    p0, p1 = rules.state.players
    assert p0.dice == (1, 1) and p1.dice == (6, 6)


def test_rule_11_a_gem_gives_4_coin_a_potion_needs_the_upgrade_then_gives_2_and_a_spell():
    rules = building()
    p = rules.state.players[0]
    rules.apply(Collect(0, 2, 2))
    assert p.coin == 24 and p.gems == 1
    script(rules, [1, 1])
    rules.apply(DeclareBuild(0))
    rules.apply(Decline(0))
    refused(rules, Collect(0, 2, 5, "mend"), "upgraded tool")
    for x in (3, 4):
        rules.apply(Collect(0, x, 2))
    assert p.upgraded and p.coin == 32
    rules.apply(Collect(0, 2, 5, "mend"))
    assert p.coin == 34 and p.owns("mend") and p.potions == 1
    assert p.ledger == [("Start", 20), ("Gem", 4), ("Gem", 4), ("Gem", 4), ("Potion", 2)]
    assert sum(amount for _, amount in p.ledger) == p.coin


def test_rule_12_a_purchase_above_current_coin_is_rejected():
    rules = building()
    rules.state.players[0].coin = 3
    build_roll(rules, (5, 5))
    refused(rules, Build(0, "skeleton", 6, 6), "costs 4 coin; you have 3")
    rules.apply(Build(0, "slime", 6, 6))
    assert rules.state.players[0].coin == 0


def test_rule_13_a_path_must_face_a_network_opening():
    rules = building()
    build_roll(rules, (1, 4))
    refused(rules, Build(0, "path", 2, 1, "NS"), "faces an opening")
    refused(rules, Build(0, "path", 1, 2, "NS"), "faces an opening")
    rules.apply(Build(0, "path", 2, 1, "SW"))


def test_rule_14_bridge_off_acid_trap_off_path_second_trap_and_loot_are_rejected():
    rules = building()
    paint(rules, 0, ["E:EW P:EW A S . .", ". g . . . .", *[". . . . . ."] * 4])
    p = rules.state.players[0]
    p.coin = 40
    build_roll(rules, (1, 2))
    refused(rules, Build(0, "bridge", 2, 2, "NS"), "holds a gem")
    refused(rules, Build(0, "bridge", 5, 1, "EW"), "acid pond")
    refused(rules, Build(0, "spikes", 4, 1), "path or bridge")
    refused(rules, Build(0, "path", 2, 2, "NS"), "holds a gem")
    rules.apply(Build(0, "spikes", 2, 1))
    build_roll(rules, (2, 2))
    refused(rules, Build(0, "pit", 2, 1), "already has a trap")
    rules.apply(Build(0, "pit", 1, 1))
    build_roll(rules, (1, 1))
    rules.apply(Build(0, "bridge", 3, 1, "EW"))
    build_roll(rules, (1, 1))
    refused(rules, Build(0, "bridge", 3, 1, "EW"), "already has a bridge")


def test_rule_36_a_loot_roll_of_white_2_red_5_lands_on_x2_y5():
    rules = new(1, script=[2, 5, 3, 2, 4, 2, 2, 3, 2, 4, 3, 4])
    rules.apply(RollLoot(0))
    p = rules.state.players[0]
    sheet = Sheet(p.tiles, rules.content.kinds)
    assert sheet.at((2, 5)).loot == "gem" and sheet.at((5, 2)).loot == ""


def test_rule_37_windfall_during_a_collect_adds_5_to_the_loot_coin():
    rules = building()
    rules.apply(CastSpell(0, "windfall"))
    rules.apply(Collect(0, 2, 2))
    assert rules.state.players[0].coin == 20 + 5 + 4


def test_decision_the_entrance_counts_as_the_last_tile_built_before_any_build():
    rules = building()
    assert rules.state.players[0].last_built == (1, 1)


def test_maker_4_2_every_round_goes_in_seat_order():
    """In seat order each player declares; then the shared roll; then the builders build
    in seat order, whoever acted last in the round before (issue 16 §3)."""
    rules = building(3)
    assert rules.to_act() == {0} and rules.queue() == [0, 1, 2]
    with pytest.raises(IllegalAction, match="turn"):
        rules.apply(DeclareBuild(2))
    rules.apply(Collect(0, 2, 2))
    assert rules.to_act() == {1}
    rules.apply(DeclareBuild(1))
    assert rules.to_act() == {2} and rules.state.shared_dice is None
    assert rules.queue() == [2, 1] and rules.view(None)["queue"] == [2, 1]
    script(rules, [3, 5])
    rules.apply(DeclareBuild(2))
    assert rules.state.shared_dice == (3, 5) and rules.to_act() == {1}
    assert rules.queue() == [1, 2]
    rules.apply(Decline(1))
    assert rules.to_act() == {2}
    rules.apply(Decline(2))
    assert rules.state.round == 2 and rules.to_act() == {0}
