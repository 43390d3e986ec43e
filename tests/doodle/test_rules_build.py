"""Doodle Dungeon rule checks §8.1-§8.14 (components, setup, Phase A and Phase B)."""
from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.grid import normalize
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PathStep, PickCard,
                                       PlacePiece, TickBox, TurnCard)
from game.games.doodle.content import PIECES
from game.games.doodle.events import DisplayRevealed, ElementLost
from game.games.doodle.sheets import level, strength
from game.games.doodle.state import Phase
from tests.doodle.helpers import CONTENT, at, cells, new_game, take_card, walk_path


def refused(rules, action, *words):
    with pytest.raises(IllegalAction) as err:
        rules.apply(action)
    for word in words:
        assert word in err.value.message(), err.value.message()
    return err.value


def play_randomly_until(rules, stop, seed=0):
    rng = random.Random(seed)
    events = []
    while not stop(rules):
        seat = min(rules.to_act())
        events += rules.apply(rng.choice(rules.legal_actions(seat)))
    return events


def test_rule_01_coordinates_run_a_to_h_and_1_to_10_and_the_ends_reject_pieces():
    rules = new_game()
    geo = rules.geo
    assert (geo.name(0), geo.name(7), geo.name(72), geo.name(79)) == ("A1", "H1", "A10", "H10")
    with pytest.raises(ValueError):
        geo.parse("I1")
    with pytest.raises(ValueError):
        geo.parse("A11")
    take_card(rules, 0, 2)                                     # Mono, Trap
    refused(rules, BuildWall(0, (at(rules, "A1"),)), "Entrance A1", "doodle §3.1")
    refused(rules, BuildWall(0, (at(rules, "H10"),)), "Exit H10")
    rules.apply(BuildWall(0, (at(rules, "C3"),)))
    refused(rules, PlacePiece(0, "trap", at(rules, "H10")), "Exit H10", "doodle §3.1")
    refused(rules, PlacePiece(0, "trap", at(rules, "A1")), "Entrance A1")
    assert all(a.cell not in (0, 79) for a in rules.legal_actions(0))


def test_rule_02_two_boxes_make_a_level_and_orc_level_3_is_strength_6():
    assert level(CONTENT, "hand", {"hand": 1}) == 1
    assert level(CONTENT, "hand", {"hand": 2}) == 2
    assert strength(CONTENT, "orc", {"orc": 4}) == 6
    rules = new_game()
    take_card(rules, 0, 47)                                    # Improvement, Improvement
    rules.apply(TickBox(0, "hand", 0))
    assert rules.view(0)["sheets"][0]["levels"]["hand"] == 1
    rules.apply(TickBox(0, "hand", 1))
    assert rules.view(0)["sheets"][0]["levels"]["hand"] == 2


def test_rule_03_the_deck_has_60_cards_of_the_right_mix():
    counts = {k: 0 for k in (*PIECES, "treasure", "improvement")}
    walls = 0
    for card in CONTENT.cards.values():
        for element in card.build:
            if element in CONTENT.shapes:
                walls += 1
            else:
                counts[element] += 1
    assert len(CONTENT.cards) == 60 and sorted(CONTENT.cards) == list(range(1, 61))
    assert counts == {"goblin": 14, "orc": 10, "dragon": 4, "trap": 22, "treasure": 16,
                      "improvement": 30}
    assert walls == 24
    colours = [CONTENT.action_of(c).colour for c in CONTENT.cards]
    assert colours.count("blue") == 40 and colours.count("red") == 20
    assert all((CONTENT.action_of(c).colour == "red") == (c % 3 == 0) for c in CONTENT.cards)
    assert CONTENT.action_of(9).name == "Sword" and CONTENT.action_of(9).colour == "red"
    assert CONTENT.action_of(10).name == "Rage" and CONTENT.action_of(10).colour == "blue"
    assert [CONTENT.action_of(c).name for c in (1, 2, 3, 4, 5, 6)] == \
        ["Aim Boost", "Axe", "Healing Potion", "Rage", "Spikes", "Jump"]


@pytest.mark.parametrize("seats,removed", [(2, 18), (3, 4), (4, 3)])
def test_rule_05_removed_cards_by_player_count(seats, removed):
    rules = new_game(seats)
    assert len(rules.state.removed) == removed
    assert rules.view(0)["removed_count"] == removed
    assert len(rules.state.deck) + len(rules.state.display) == 60 - removed


def test_rule_05_four_players_reveal_exactly_57_cards():
    rules = new_game(4, seed=5)
    revealed = list(rules.state.display)
    events = play_randomly_until(rules, lambda r: r.state.phase is not Phase.BUILD)
    for e in events:
        if isinstance(e, DisplayRevealed):
            revealed += [c for c in e.cards if c not in revealed]
    assert len(revealed) == 57 and len(set(revealed)) == 57


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_rule_06_rounds_show_n_plus_1_cards_and_the_marker_holder_picks_first(seats):
    rules = new_game(seats, seed=seats)
    rng = random.Random(1)
    rounds = 0
    marker = rules.state.marker
    while rules.state.phase is Phase.BUILD:
        s = rules.state
        if s.building is None and len(s.to_pick) == seats:
            rounds += 1
            assert len(s.display) == seats + 1
            assert s.to_pick[0] == s.marker == (marker + rounds - 1) % seats
            assert rules.to_act() == {s.marker}
        seat = min(rules.to_act())
        rules.apply(rng.choice(rules.legal_actions(seat)))
    assert rounds == 14
    assert [len(sh.drafted) for sh in rules.state.sheets] == [14] * seats


def test_rule_07_a_wall_that_cuts_a_space_off_is_rejected_whole():
    rules = new_game()
    rules.state.sheets[0].cells = cells("""
        ......#.
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........""")
    take_card(rules, 0, 10)                                    # L3, Goblin
    before = list(rules.state.sheets[0].cells)
    err = refused(rules, BuildWall(0, (at(rules, "G2"), at(rules, "H2"), at(rules, "H3"))),
                  "cut H1 off", "doodle §4.3")
    assert err.rule == "doodle §4.3"
    assert rules.state.sheets[0].cells == before
    legal = {a.cells for a in rules.legal_actions(0)}
    assert (at(rules, "G2"), at(rules, "H2"), at(rules, "H3")) not in legal
    rules.apply(BuildWall(0, (at(rules, "B2"), at(rules, "C2"), at(rules, "B3"))))


def test_rule_08_all_eight_orientations_are_candidates_and_bad_ones_fail():
    rules = new_game()
    take_card(rules, 0, 16)                                    # L4, Orc
    shapes = {normalize(rules.geo.colrow(c) for c in a.cells) for a in rules.legal_actions(0)}
    assert len(shapes) == 8
    # an orientation wrapping off the right edge (H1 + A2 ...) is not a formation
    refused(rules, BuildWall(0, (at(rules, "H1"), at(rules, "H2"), at(rules, "H3"),
                                 at(rules, "A3"))), "exactly as on the card")
    rules.state.sheets[0].cells[at(rules, "D5")] = "goblin"
    refused(rules, BuildWall(0, (at(rules, "D4"), at(rules, "D5"), at(rules, "D6"),
                                 at(rules, "E6"))), "D5 is not empty")
    mirrored = (at(rules, "E4"), at(rules, "E5"), at(rules, "E6"), at(rules, "D6"))
    rules.apply(BuildWall(0, mirrored))
    assert all(rules.state.sheets[0].cells[c] == "wall" for c in mirrored)


def test_rule_09_monsters_and_traps_never_touch_but_diagonals_and_walls_may():
    rules = new_game()
    rules.state.sheets[0].cells[at(rules, "C3")] = "trap"
    take_card(rules, 0, 55)                                    # Goblin, Trap
    refused(rules, PlacePiece(0, "goblin", at(rules, "C4")), "next to the trap on C3",
            "doodle §4.3")
    rules.apply(PlacePiece(0, "goblin", at(rules, "D4")))      # diagonal is fine
    refused(rules, PlacePiece(0, "trap", at(rules, "E4")), "next to the Goblin")
    rules.apply(PlacePiece(0, "trap", at(rules, "E5")))
    rules.apply(TurnCard(0))
    take_card(rules, 1, 4)                                     # Domino, Orc (Bo's sheet)
    rules.state.sheets[1].cells[at(rules, "C3")] = "trap"
    rules.apply(BuildWall(1, (at(rules, "C4"), at(rules, "D4"))))   # a wall touches a trap
    assert rules.state.sheets[1].cells[at(rules, "C4")] == "wall"


def test_rule_10_a_fitting_element_cannot_be_skipped_a_hopeless_one_is_lost():
    rules = new_game()
    take_card(rules, 0, 37)                                    # Trap, Improvement
    refused(rules, TurnCard(0), "cannot be skipped", "doodle §4.3")
    refused(rules, TickBox(0, "hand", 0), "left to right")
    rules.undo_enabled = False
    full = ["goblin"] * 80
    full[0] = full[79] = ""
    rules.state.sheets[1].cells = full
    rules.state.building = None
    rules.state.to_pick = [1]
    rules.state.display.append(38)
    events = rules.apply(PickCard(1, 38))                      # the trap fits nowhere
    lost = [e for e in events if isinstance(e, ElementLost)]
    assert len(lost) == 1 and "trap" in lost[0].element
    assert rules.legal_actions(1)[0] == TickBox(1, "goblin", 0)   # the improvement resolves
    rules.apply(TickBox(1, "orc", 0))
    rules.apply(TurnCard(1))
    assert rules.state.sheets[1].lost == 1


def test_rule_11_undo_works_until_the_card_is_turned_over():
    rules = new_game()
    take_card(rules, 0, 3)                                     # Domino, Goblin
    wall = (at(rules, "C3"), at(rules, "D3"))
    rules.apply(BuildWall(0, wall))
    rules.apply(PlacePiece(0, "goblin", at(rules, "F6")))
    assert rules.can_undo(0)
    rules.undo(0)
    assert rules.state.sheets[0].cells[at(rules, "F6")] == ""
    rules.undo(0)
    assert rules.state.sheets[0].cells[at(rules, "C3")] == ""
    assert rules.can_undo(0)                 # the pick too, while nothing new has shown
    rules.apply(BuildWall(0, (at(rules, "C5"), at(rules, "C6"))))
    rules.apply(PlacePiece(0, "goblin", at(rules, "F6")))
    rules.apply(TurnCard(0))
    assert not rules.can_undo(0)
    with pytest.raises(IllegalAction):
        rules.undo(0)


def test_rule_12_one_treasure_per_space_but_any_space_will_do():
    rules = new_game()
    sheet = rules.state.sheets[0]
    sheet.cells[at(rules, "B4")] = "orc"
    sheet.cells[at(rules, "C4")] = "wall"
    take_card(rules, 0, 47)
    rules.state.building.card = 26                             # Goblin, Treasure
    rules.apply(PlacePiece(0, "goblin", at(rules, "F2")))
    rules.apply(HideTreasure(0, at(rules, "C4")))              # on a wall: accepted
    rules.apply(TurnCard(0))
    take_card(rules, 1, 27)
    rules.apply(PlacePiece(1, "goblin", at(rules, "F2")))
    rules.apply(HideTreasure(1, at(rules, "C4")))              # another sheet: its own list
    rules.apply(TurnCard(1))
    take_card(rules, 0, 28)
    rules.apply(PlacePiece(0, "goblin", at(rules, "F8")))
    refused(rules, HideTreasure(0, at(rules, "C4")), "already hidden on C4", "doodle §4.3")
    rules.apply(HideTreasure(0, at(rules, "B4")))              # on a monster: accepted
    assert sheet.treasures == [at(rules, "C4"), at(rules, "B4")]


def test_rule_13_only_the_first_unticked_box_of_a_category_can_be_ticked():
    rules = new_game()
    take_card(rules, 0, 48)
    refused(rules, TickBox(0, "treasure", 1), "next one is box 1", "doodle §4.3")
    rules.apply(TickBox(0, "treasure", 0))
    refused(rules, TickBox(0, "treasure", 0), "next one is box 2")
    assert {a.box for a in rules.legal_actions(0) if a.category == "treasure"} == {1}
    assert {a.box for a in rules.legal_actions(0) if a.category == "goblin"} == {0}
    rules.apply(TickBox(0, "treasure", 1))
    assert rules.state.sheets[0].ticks["treasure"] == 2


def _path_phase(rules, picture):
    s = rules.state
    s.phase, s.building, s.to_pick, s.drawers = Phase.PATH, None, [], [1, 0]
    s.sheets[0].cells = cells(picture)
    for sheet in s.sheets:
        sheet.path = [0]


def test_rule_14_the_hero_path_is_orthogonal_avoids_walls_and_ends_on_the_exit():
    rules = new_game()
    _path_phase(rules, """
        .#......
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........""")
    assert rules.to_act() == {1}                               # Bo draws on Ann's sheet
    refused(rules, PathStep(1, at(rules, "B1")), "B1 is a wall")
    refused(rules, PathStep(1, at(rules, "B2")), "not one orthogonal step")
    refused(rules, FinishPath(1), "must end on the Exit H10")
    for name in ["A2", "A1", "A2"]:
        rules.apply(PathStep(1, at(rules, name)))
    refused(rules, PathStep(1, at(rules, "A1")), "passes A1 twice")
    rest = ["B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "C10", "D10", "E10", "F10",
            "G10", "H10"]
    for name in rest:
        rules.apply(PathStep(1, at(rules, name)))
    refused(rules, PathStep(1, at(rules, "H9")), "first arrival on the Exit")
    assert rules.legal_actions(1) == [FinishPath(1)]
    rules.apply(FinishPath(1))
    assert rules.state.sheets[0].path == walk_path(rules, ["A1", "A2", "A1", "A2"] + rest)
    assert rules.to_act() == {0}


def test_rule_14_a_third_visit_and_a_dead_end_are_refused():
    rules = new_game()
    _path_phase(rules, """
        ...#....
        ..#.....
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........""")
    for name in ["B1", "C1", "B1"]:
        rules.apply(PathStep(1, at(rules, name)))
    # C1's only way out is B1, already passed twice (HOUSE RULE: no dead ends)
    refused(rules, PathStep(1, at(rules, "C1")), "could never reach the Exit")
    rules.apply(PathStep(1, at(rules, "B2")))
    rules.apply(PathStep(1, at(rules, "B3")))
    rules.apply(PathStep(1, at(rules, "B2")))
    rules.apply(PathStep(1, at(rules, "A2")))
    refused(rules, PathStep(1, at(rules, "B2")), "passes B2 twice")


def test_the_quick_wall_check_agrees_with_a_full_flood_fill():
    """keeps_connected's shortcut (an open ring round the formation) and its bordered flood
    give the same answer as flooding the whole sheet (seed ch.1 §4(1))."""
    from game.games.doodle.board import geometry, keeps_connected, shape_placements
    geo = geometry(8, 10)
    rng = random.Random(2)
    checked = 0
    for _ in range(25):
        walls = 0
        for _ in range(rng.randrange(5, 30)):
            cand = geo.bits[rng.randrange(1, 79)]
            rest = geo.full & ~(walls | cand)
            if geo.flood(geo.bits[0], rest) == rest:
                walls |= cand
        open_mask = geo.full & ~walls
        for shape in CONTENT.shapes.values():
            for _, m in shape_placements(geo, shape.cells):
                if m & (walls | geo.bits[0]):
                    continue
                rest = open_mask & ~m
                assert keeps_connected(geo, open_mask, m) == \
                    (geo.flood(geo.bits[0], rest) == rest)
                checked += 1
    assert checked > 10000


def test_a_display_card_taken_by_mistake_can_be_taken_back_until_something_new_shows():
    """Picking a card from the face-up display reveals nothing: its seat may undo it (the
    card goes back to the display) until another seat acts or the card is turned over."""
    rules = new_game(2, seed=3)
    seat = min(rules.to_act())
    display = list(rules.state.display)
    card = display[0]
    rules.apply(PickCard(seat, card))
    assert card not in rules.state.display and rules.can_undo(seat)
    rules.undo(seat)
    assert list(rules.state.display) == display and rules.state.building is None
