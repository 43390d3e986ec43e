"""Doodle Dungeon rule checks §8.4 and §8.15-§8.31 (Phase C and scoring), with scripted
dice and scripted decks."""
from __future__ import annotations

import copy
import json

import pytest

from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.events import DiceRolled
from game.games.doodle.actions import FinishPath, PassCard, PlayCard, Reroll
from game.games.doodle.events import (DeckReshuffled, FightResolved, HeroWalked, HeroDied,
                                      HeroEscaped, StopSkipped, TrapSprung)
from game.games.doodle.scoring import score_sheet
from game.games.doodle.state import Phase
from tests.doodle.helpers import (BLANK, CONTENT, STRAIGHT, at, heroes_game, new_game,
                                  pass_windows, walk_path)

DOWN_A = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "B10", "C10", "D10",
          "E10", "F10", "G10", "H10"]


def sheet(*marks: tuple[str, str]) -> str:
    """A blank sheet picture with some pieces: ("C3", "t") ..."""
    rows = [list("........") for _ in range(10)]
    for name, mark in marks:
        rows[int(name[1:]) - 1]["ABCDEFGH".index(name[0])] = mark
    return "\n".join("".join(r) for r in rows)


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def refused(rules, action, *words):
    with pytest.raises(IllegalAction) as err:
        rules.apply(action)
    for word in words:
        assert word in err.value.message(), err.value.message()


def last_path_drawn(rules):
    """Phase B with every path drawn on STRAIGHT and the first seat about to finish."""
    s = rules.state
    s.phase, s.building, s.to_pick, s.drawers = Phase.PATH, None, [], [s.first]
    for sh in s.sheets:
        sh.path, sh.path_done = walk_path(rules, STRAIGHT), True
    return s


def test_rule_04_heroes_start_on_a1_with_10_hp():
    rules = new_game(3)
    s = last_path_drawn(rules)
    for sh in s.sheets:
        sh.cells[at(rules, "C1")] = "trap"
    rules.apply(FinishPath(s.first))
    assert s.phase is Phase.HEROES
    for seat, hero in enumerate(s.heroes):
        if seat != s.first:
            assert hero.at == 0 and s.sheets[seat].path[0] == at(rules, "A1")
        assert hero.hp == 10


@pytest.mark.parametrize("axe,dice", [(False, 2), (True, 3)])
def test_rule_04_a_fight_rolls_2_d10_or_3_with_axe(axe, dice):
    rules, _ = heroes_game([sheet(("A3", "g")), BLANK], [DOWN_A, STRAIGHT],
                           script=[5, 5, 5], hands=[[2], []])   # card 2 is an Axe
    events = rules.apply(PlayCard(0, 2) if axe else PassCard(0))
    rolled = of(events, DiceRolled)
    assert len(rolled) == 1 and len(rolled[0].values) == dice and rolled[0].sides == 10


def test_rule_15_the_action_deck_holds_60_and_hands_refill_to_the_level():
    rules = new_game(2)
    s = last_path_drawn(rules)
    s.sheets[0].ticks = {"hand": 4}                             # level 3
    rules.apply(FinishPath(s.first))
    cards = s.action_deck + s.action_discard + [c for h in s.hands for c in h]
    assert sorted(cards) == list(range(1, 61))
    assert [len(h) for h in s.hands] == [3, 1]
    assert s.phase is Phase.OVER                                # blank sheets: both escape
    assert [len(h) for h in s.hands] == [3, 1]                  # refills never go above


def test_rule_16_the_monster_fought_at_the_previous_stop_is_walked_past():
    loop = ["A1", "B1", "C1", "D1", "C1", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8",
            "B9", "B10", "C10", "D10", "E10", "F10", "G10", "H10"]
    rules, events = heroes_game([sheet(("B1", "o")), BLANK], [loop, STRAIGHT], script=[10, 10])
    assert len(of(events, FightResolved)) == 1                  # the orc wins and stays
    assert 0 in [e.owner for e in of(events, HeroEscaped)]      # B1 again: walked past
    rules, events = heroes_game([sheet(("B1", "o"), ("D1", "t")), BLANK], [loop, STRAIGHT],
                                script=[10, 10, 10, 10])
    fights = of(events, FightResolved)
    assert [f.cell for f in fights] == ["B1", "B1"]             # a trap stop in between
    assert of(events, TrapSprung)[0].cell == "D1"


def test_rule_17_a_hero_reaching_h10_escapes_and_its_owner_only_refills():
    rules, events = heroes_game([BLANK, sheet(("A3", "t"))], [STRAIGHT, DOWN_A],
                                hands=[[1], [2]], deck=[7, 8, 10, 11])
    assert of(events, HeroEscaped)[0].owner == 0
    assert rules.state.heroes[0].status == "escaped" and rules.state.heroes[0].hp == 10
    assert rules.state.stop.owner == 1                          # Bo's hero is at its trap
    turns = rules.state.turns
    events = pass_windows(rules)
    assert rules.state.heroes[1].hp == 9
    assert rules.state.turns > turns + 1                       # Ann had turns meanwhile...
    assert all(e.owner == 1 for e in of(events, HeroWalked))   # ...but her hero never walked


def test_rule_18_one_blue_from_the_owner_and_one_red_per_rival_per_stop():
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK, BLANK],
                           [DOWN_A, STRAIGHT, STRAIGHT], script=[5, 5],
                           hands=[[1, 7, 3], [3, 9], [10, 6]])
    assert rules.to_act() == {0}
    refused(rules, PlayCard(0, 3), "Red cards help heroes in rivals' dungeons")
    rules.apply(PlayCard(0, 1))                                 # Aim Boost
    assert rules.to_act() == {1}                                # the blue window closed
    refused(rules, PlayCard(0, 7), "not Ann's turn")
    refused(rules, PlayCard(1, 4), "not in your hand")
    rules.apply(PlayCard(1, 9))                                 # Sword
    assert rules.to_act() == {2}
    refused(rules, PlayCard(2, 10), "Blue cards work only in your own dungeon")
    refused(rules, PlayCard(2, 6), "Jump is played on a trap stop")
    events = rules.apply(PassCard(2))
    fight = of(events, FightResolved)[0]
    assert fight.modifier == 0 and fight.total == 5 + 5 + 2     # +3 and -3 cancel


@pytest.mark.parametrize("auto_pass", [False, True])
def test_rivals_holding_cards_are_asked_unless_auto_pass_is_on(auto_pass):
    """doodle §6: every card holder is prompted; the auto-pass option skips those with no
    fitting card (Bo holds only a Sword, which does not fit a trap)."""
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK, BLANK], [DOWN_A, STRAIGHT, STRAIGHT],
                           hands=[[1], [9], [6]], options={"auto_pass": auto_pass})
    assert [w for w in rules.state.stop.windows] == (
        [("red", 2)] if auto_pass else [("blue", 0), ("red", 1), ("red", 2)])


def test_rule_19_healing_potion_at_9_gives_10_then_a_level_2_trap_leaves_8():
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[1], [3]], ticks=[{"trap": 2}, {}])
    rules.state.heroes[0].hp = 9
    rules.apply(PassCard(0))
    events = rules.apply(PlayCard(1, 3))                        # Healing Potion
    assert of(events, TrapSprung)[0].damage == 2
    assert rules.state.heroes[0].hp == 8


def test_rule_19_jump_means_no_damage_even_with_spikes():
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[5], [6]], ticks=[{"trap": 6}, {}])
    rules.apply(PlayCard(0, 5))                                 # Spikes
    events = rules.apply(PlayCard(1, 6))                        # Jump
    assert of(events, TrapSprung)[0].damage == 0 and rules.state.heroes[0].hp == 10


def test_rule_19_haste_resolves_the_next_stop_and_cards_on_the_skipped_one_do_nothing():
    rules, _ = heroes_game([sheet(("A3", "t"), ("A6", "g")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[5], [12]], script=[10, 10], ticks=[{"trap": 2}, {}])
    rules.apply(PlayCard(0, 5))                                 # Spikes on the trap
    events = rules.apply(PlayCard(1, 12))                       # Haste
    assert of(events, StopSkipped)[0].cell == "A3"
    assert not of(events, TrapSprung)
    fight = of(events, FightResolved)[0]
    assert fight.cell == "A6" and fight.modifier == 0 and fight.won
    assert rules.state.heroes[0].hp == 9


@pytest.mark.parametrize("dice,won", [((9, 9), True), ((9, 8), False)])
def test_rule_20_the_monster_wins_iff_dice_plus_strength_reach_20(dice, won):
    rules, events = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT],
                                script=list(dice))              # orc level 1: +2
    fight = of(events, FightResolved)[0]
    assert fight.total == sum(dice) + 2 and fight.won is won
    crossed = at(rules, "A3") in rules.state.sheets[0].crossed
    assert crossed is not won
    assert rules.state.heroes[0].hp == (8 if won else 10)


def test_rule_20_aim_boost_and_sword_move_the_total_by_3():
    rules, _ = heroes_game([sheet(("A3", "g")), BLANK], [DOWN_A, STRAIGHT],
                           script=[9, 8], hands=[[1], []])
    events = rules.apply(PlayCard(0, 1))
    assert of(events, FightResolved)[0].total == 20 and of(events, FightResolved)[0].won
    rules, _ = heroes_game([sheet(("A3", "d")), BLANK], [DOWN_A, STRAIGHT],
                           script=[9, 9], hands=[[], [9]])
    events = rules.apply(PlayCard(1, 9))
    assert of(events, FightResolved)[0].total == 19 and not of(events, FightResolved)[0].won


def test_rule_20_rage_lets_the_owner_reroll_one_die_of_a_losing_fight():
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT],
                           script=[9, 2, 10], hands=[[4], []])
    events = rules.apply(PlayCard(0, 4))                        # Rage
    assert not of(events, FightResolved) and rules.to_act() == {0}
    assert set(rules.legal_actions(0)) == {Reroll(0, 0), Reroll(0, 1), PassCard(0)}
    events = rules.apply(Reroll(0, 1))
    assert of(events, FightResolved)[0].dice == (9, 10) and of(events, FightResolved)[0].won


def test_rage_offers_no_reroll_after_a_winning_roll():
    """HOUSE RULE (rules.md): the Rage reroll is offered only when the roll lost."""
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT],
                           script=[9, 9], hands=[[4], []])
    events = rules.apply(PlayCard(0, 4))                        # Rage, then 9 + 9 + 2 = 20
    fight = of(events, FightResolved)                           # settled at once: no window
    assert fight and fight[0].won and fight[0].total == 20


def test_rule_21_trap_damage_is_the_trap_level_plus_spikes_and_0_hp_is_dead():
    rules, events = heroes_game([sheet(("A3", "t"), ("A5", "t")), BLANK], [DOWN_A, STRAIGHT],
                                hands=[[5], []], ticks=[{"trap": 6}, {}])
    rules.state.heroes[0].hp = 10
    events = rules.apply(PlayCard(0, 5))                        # level 4 + 2
    assert of(events, TrapSprung)[0].damage == 6 and rules.state.heroes[0].hp == 4
    assert rules.state.hands[0] == [5]                          # reshuffled and drawn again
    events = rules.apply(PassCard(0))
    assert of(events, TrapSprung)[0].damage == 4                # the next trap, no card
    assert rules.state.heroes[0].hp == 0 and rules.state.heroes[0].status == "dead"
    assert of(events, HeroDied)[0].cell == "A5"


def test_rule_22_a_treasure_scores_only_under_an_uncrossed_monster():
    rules, _ = heroes_game([sheet(("B4", "o"), ("E6", "g")), BLANK], [STRAIGHT, STRAIGHT])
    sh = rules.state.sheets[0]
    sh.treasures = [at(rules, n) for n in ("B4", "E6", "D9")]
    sh.crossed = [at(rules, "E6")]
    sh.ticks = {"treasure": 4}
    score = score_sheet(CONTENT, sh, rules.state.heroes[0], False)
    assert score.treasures == 1 and score.treasure_value == 3


def test_rule_23_monsters_score_1_2_3_a_dead_hero_5_and_the_damage_option_is_off():
    rules, _ = heroes_game([sheet(("B2", "g"), ("B4", "o"), ("B6", "d"), ("D2", "g")), BLANK],
                           [STRAIGHT, STRAIGHT])
    sh = rules.state.sheets[0]
    sh.crossed = [at(rules, "D2")]
    hero = rules.state.heroes[0]
    assert rules.options["damage_points"] is False
    assert rules.result().seats[0].score == 6                    # (game over: both escaped)
    assert score_sheet(CONTENT, sh, hero, False).total == 6       # escaped: 0
    hero.status, hero.damage = "dead", 12
    assert score_sheet(CONTENT, sh, hero, False).total == 11


WORKED = sheet(("A3", "t"), ("A5", "o"), ("B4", "o"), ("E6", "g"), ("E8", "d"), ("B8", "t"),
               ("G2", "g"), ("G4", "g"))
WORKED_PATH = ["A1", "A2", "A3", "A4", "A5", "A6", "B6", "C6", "D6", "E6", "E7", "E8", "D8",
               "C8", "B8", "A8", "A7", "A6", "A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5",
               "H6", "H7", "H8", "H9", "H10"]


def test_rule_24_the_worked_example_totals_17():
    rules, events = heroes_game(
        [WORKED, BLANK], [WORKED_PATH, STRAIGHT], script=[7, 8, 6, 6, 9, 9, 7, 8],
        ticks=[{"treasure": 4, "orc": 4, "trap": 2}, {}])
    hp = [(type(e).__name__, getattr(e, "hp", None)) for e in events
          if isinstance(e, (TrapSprung, FightResolved))]
    assert hp == [("TrapSprung", 8), ("FightResolved", 6), ("FightResolved", 6),
                  ("FightResolved", 3), ("TrapSprung", 1), ("FightResolved", -1)]
    assert rules.state.heroes[0].status == "dead"
    rules.state.sheets[0].treasures = [at(rules, n) for n in ("B4", "E6", "D9")]
    assert rules.is_over()
    assert rules.result().seats[0].score == 17
    lines = {line.label.split(" (")[0]: line.value for line in rules.result().seats[0].lines}
    assert lines == {"Goblins standing": 2, "Orcs standing": 4, "Dragons standing": 3,
                     "Guarded treasure": 3, "Dead hero": 5}
    assert sum(lines.values()) == 17


def test_rule_25_no_view_shows_another_players_treasure_notes_or_hand():
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[1, 7], [3, 9]])
    rules.state.sheets[0].treasures = [at(rules, "F7")]
    rules.state.sheets[1].treasures = [at(rules, "C2")]
    mine, theirs = rules.view(0), rules.view(1)
    assert mine["private"] == {"seat": 0, "treasures": [at(rules, "F7")], "hand": [1, 7]}
    assert theirs["private"] == {"seat": 1, "treasures": [at(rules, "C2")], "hand": [3, 9]}
    for view in (mine, theirs, rules.view(None)):
        assert all("treasures" not in sh for sh in view["sheets"])
        assert "deck" not in view and "action_deck" not in view
    assert rules.view(None)["private"] is None
    assert '"hand": [3, 9]' not in json.dumps(mine)


def test_rule_27_every_d10_reads_1_to_10():
    dice = Dice(4)
    values = [dice.roll(CONTENT.numbers.die_sides) for _ in range(2000)]
    assert set(values) == set(range(1, 11))
    with pytest.raises(ValueError):
        heroes_game([sheet(("A3", "g")), BLANK], [DOWN_A, STRAIGHT], script=[0, 5])
    rules, events = heroes_game([sheet(("A3", "g")), BLANK], [DOWN_A, STRAIGHT], script=[1, 1])
    assert of(events, FightResolved)[0].dice == (1, 1)          # 2 d10 total 2 at least


def test_rule_28_the_opening_deal_goes_seat_by_seat_in_whole_hands():
    rules = new_game(2)
    s = last_path_drawn(rules)
    first, other = s.first, 1 - s.first
    s.sheets[first].ticks = {"hand": 2}                          # level 2
    s.sheets[other].ticks = {"hand": 4}                          # level 3
    expected = list(range(1, 61))
    copy.deepcopy(rules.dice).shuffle(expected)
    rules.apply(FinishPath(s.first))
    assert s.hands[first] == expected[0:2]
    assert s.hands[other] == expected[2:5]


def test_rule_29_a_refill_that_empties_the_deck_reshuffles_the_cards_just_played():
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[5], []], deck=[20], ticks=[{"hand": 2}, {}])
    rules.state.action_discard = [30, 31]
    events = rules.apply(PlayCard(0, 5))                        # Spikes: to the discard
    reshuffled = of(events, DeckReshuffled)
    assert reshuffled and reshuffled[0].count == 3              # 30, 31 and the Spikes
    hand = rules.state.hands[0]
    assert hand[0] == 20 and hand[1] in (5, 30, 31)
    s = rules.state
    assert sorted(hand + s.hands[1] + s.action_deck) == [5, 20, 30, 31]  # Bo refilled too


def test_rule_30_an_escape_turn_has_no_card_window_and_prompts_no_rival():
    rules, events = heroes_game([BLANK, BLANK, sheet(("A3", "t"))],
                                [STRAIGHT, STRAIGHT, DOWN_A], hands=[[1], [3], [6]])
    assert [e.owner for e in of(events, HeroEscaped)] == [0, 1]
    assert rules.state.stop.owner == 2 and rules.to_act() == {2}
    assert not [e for e in events if type(e).__name__ == "WindowPassed"]


def test_rule_31_the_damage_option_counts_all_damage_and_ignores_potions():
    rules, events = heroes_game(
        [sheet(("A3", "t"), ("A5", "t"), ("A7", "d")), BLANK], [DOWN_A, STRAIGHT],
        hands=[[], [3]], script=[10, 10], options={"damage_points": True},
        ticks=[{"trap": 2}, {}])
    rules.state.heroes[0].hp = 3
    events = rules.apply(PlayCard(1, 3))                        # potion: 3 -> 5
    events += pass_windows(rules)
    assert [e.hp for e in of(events, TrapSprung)] == [3, 1]
    fight = of(events, FightResolved)[0]
    assert fight.won and fight.hp == -2                         # a Dragon win on 1 HP
    hero = rules.state.heroes[0]
    assert hero.status == "dead" and hero.damage == 2 + 2 + 3
    lines = {line.label: line.value for line in rules.result().seats[0].lines}
    assert lines["Damage dealt"] == 7
    assert rules.result().seats[0].score == 7 + 3 + 5           # dragon 3, dead hero 5
