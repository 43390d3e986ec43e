"""Hard's habits where people beat it, on scripted positions, each on both sides of its
threshold: it spends a red card to save a hero only when the card changes whether the hero
lives, a blue card whenever it changes anything (the hand refills that turn), and it
builds forced stops (the Entrance trap pair, a trap in a one-wide gap) and draws heroes
round a deadly corridor."""
from __future__ import annotations

import random

import pytest

from game.games.doodle import bot_hard, bot_hard_cards
from game.games.doodle.actions import BuildWall, FinishPath, PassCard, PlacePiece, PlayCard
from game.games.doodle.bot_search import HardBot
from game.games.doodle.state import Building, Phase
from tests.doodle.helpers import BLANK, CONTENT, STRAIGHT, at, cells, heroes_game, new_game
from tests.doodle.test_bot_forcing import column_a
from tests.doodle.test_rules_heroes import DOWN_A, sheet

JUMP, POTION, HASTE, AIM, SPIKES = 6, 3, 12, 1, 5


def _corridor(traps, hand):
    """Ann's hero walks column A over traps at Trap level 4 (4 damage each); Bo (the
    reckoning seat) holds `hand` at the first trap."""
    rules, _ = heroes_game([sheet(*[(t, "t") for t in traps]), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[], hand], ticks=[{"trap": 6}, {}])
    assert rules.to_act() == {1} and rules.state.stop.cell == at(rules, traps[0])
    return rules


@pytest.mark.parametrize("traps,plays", [
    (["A3", "A5", "A7"], True),          # 12 damage ahead: a Jump leaves 8, the hero lives
    (["A3", "A5"], False),               # 8 damage: the hero lives anyway
    (["A3", "A5", "A7", "A9"], False),   # 16 damage: with a Jump 12, it dies anyway
])
def test_a_red_card_saves_a_hero_only_when_it_changes_whether_it_lives(traps, plays):
    rules = _corridor(traps, [JUMP])
    choice = bot_hard_cards.choose(rules.view(1), rules.legal_actions(1), CONTENT)
    assert choice == (PlayCard(1, JUMP) if plays else PassCard(1))


def test_a_healing_potion_is_kept_while_it_heals_nothing_and_haste_saves_like_a_jump():
    rules = _corridor(["A3", "A5", "A7"], [POTION])      # at 10 HP a potion adds nothing
    assert bot_hard_cards.choose(rules.view(1), rules.legal_actions(1), CONTENT) == PassCard(1)
    rules = _corridor(["A3", "A5", "A7"], [HASTE])       # skips a trap: 8 damage in all
    assert bot_hard_cards.choose(rules.view(1), rules.legal_actions(1), CONTENT) == \
        PlayCard(1, HASTE)


@pytest.mark.parametrize("treasure_ticks", [0, 8])
def test_a_blue_card_backs_a_monster_whatever_it_guards(treasure_ticks):
    """A level-1 Orc (+2) wins 6 fights in 100, 21 with Aim Boost: 0.45 points more over an
    Orc with a treasure of value 1, 1.05 with value 5. Either way the card is played: Hard's
    hand refills at the end of its own turn (doodle §4.5 step 5), so a blue card kept only
    keeps a fresh card out of the hand."""
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[AIM], []], ticks=[{"treasure": treasure_ticks}, {}],
                           script=[1, 1])
    rules.state.sheets[0].treasures = [at(rules, "A3")]
    choice = bot_hard_cards.choose(rules.view(0), rules.legal_actions(0), CONTENT)
    assert choice == PlayCard(0, AIM)


@pytest.mark.parametrize("traps,plays", [
    (["A3"], False),            # 4 damage, 6 with Spikes: the hero walks out either way
    (["A3", "A5"], True),       # 8 damage, 10 with Spikes: the hero dies (5 points)
])
def test_a_blue_card_that_changes_nothing_is_kept(traps, plays):
    """Spikes at Trap level 4 on the first of these traps, nothing else on the way."""
    rules, _ = heroes_game([sheet(*[(t, "t") for t in traps]), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[SPIKES], []], ticks=[{"trap": 6}, {}])
    assert rules.to_act() == {0} and rules.state.stop.cell == at(rules, traps[0])
    choice = bot_hard_cards.choose(rules.view(0), rules.legal_actions(0), CONTENT)
    assert choice == (PlayCard(0, SPIKES) if plays else PassCard(0))


def _placing_trap(picture):
    """Ann installs card 2 (Mono, Trap) on this sheet: the trap element is due."""
    rules = new_game(2, seed=3)
    s = rules.state
    s.sheets[0].cells = cells(picture)
    s.building, s.to_pick = Building(0, 2, element=1), []
    legal = rules.legal_actions(0)
    assert isinstance(legal[0], PlacePiece) and legal[0].kind == "trap"
    return rules, legal


def test_hard_completes_the_entrance_trap_pair():
    rules, legal = _placing_trap(BLANK.replace(".", "t", 2).replace("t", ".", 1))
    assert rules.state.sheets[0].cells[at(rules, "B1")] == "trap"
    choice = bot_hard.choose_piece(rules.view(0), legal, CONTENT, random.Random(1))
    assert choice.cell == at(rules, "A2")


@pytest.mark.parametrize("gap", ["D5", "G5"])
def test_hard_traps_a_one_wide_gap(gap):
    """A wall across row 5 with one gap: a trap in it (or on the space just above or below,
    the gap's only ways in and out) is a stop every path must make."""
    rows = BLANK.splitlines()
    col = "ABCDEFGH".index(gap[0])
    rows[4] = "#" * col + "." + "#" * (7 - col)
    rules, legal = _placing_trap("\n".join(rows))
    choice = bot_hard.choose_piece(rules.view(0), legal, CONTENT, random.Random(2))
    forced = {gap[0] + str(row) for row in (4, 5, 6)}
    assert rules.geo.name(choice.cell) in forced


def test_hard_walls_a_two_wide_gap_down_to_one():
    """A wall across row 5 leaves D5 and E5 open; Hard's one-space wall (card 1: Mono,
    Goblin) closes one of them, so the other and the spaces before and after it become
    stops every path must make, for the traps to come."""
    rules = new_game(2, seed=3)
    s = rules.state
    rows = BLANK.splitlines()
    rows[4] = "###..###"
    s.sheets[0].cells = cells("\n".join(rows))
    s.building, s.to_pick = Building(0, 1, element=0), []
    legal = rules.legal_actions(0)
    assert isinstance(legal[0], BuildWall) and len(legal) > 60
    for seed in range(3):
        choice = bot_hard.choose_wall(rules.view(0), legal, CONTENT, random.Random(seed))
        assert [rules.geo.name(c) for c in choice.cells] in (["D5"], ["E5"])


# Two ways down: column A is a corridor of three traps (certain death at Trap level 4);
# the way by B1 and the right has one, on H9.
TWO_WAYS = column_a([3, 5, 7], first="........", last="........").replace(
    ".#......\n........", ".#.....t\n........")


def drawn_by(bot, picture, ticks, treasures):
    """`bot` (seat 1) draws the hero path through seat 0's sheet; the path's spaces."""
    rules = new_game(2, seed=4)
    s = rules.state
    s.phase, s.building, s.display, s.to_pick, s.drawers = Phase.PATH, None, [], [], [1]
    sheet = s.sheets[0]
    sheet.cells, sheet.ticks = cells(picture), dict(ticks)
    sheet.treasures = [at(rules, t) for t in treasures]
    for each in s.sheets:
        each.path = [rules.geo.entrance]
    while True:
        action = bot.choose(rules.view(1), rules.legal_actions(1))
        rules.apply(action)
        if isinstance(action, FinishPath):
            return [rules.geo.name(c) for c in sheet.path]


def test_hard_draws_the_hero_round_a_deadly_corridor():
    assert TWO_WAYS.count("t") == 4
    names = drawn_by(HardBot(1, random.Random(1)), TWO_WAYS, {"trap": 6}, [])
    assert "A3" not in names and names[-1] == "H10"


@pytest.mark.parametrize("rival,hand", [("CORRIDOR", True), ("BLANK", False)])
def test_hard_raises_its_hand_when_a_rivals_forced_traps_would_kill_a_hero(rival, hand):
    """Ann (Hard, one Orc on her sheet) ticks a box while Bo's sheet forces three traps at
    Trap level 4: 12 damage, death unless a Jump or Haste takes one off, and a second card in
    hand nearly doubles the chance of holding one; against a blank rival sheet she ticks as
    before (not Cards in hand)."""
    from tests.doodle.test_bot_forcing import CORRIDOR
    rules = new_game(2, seed=3)
    s = rules.state
    s.sheets[1].cells = cells(CORRIDOR if rival == "CORRIDOR" else BLANK)
    s.sheets[1].ticks = {"trap": 6}
    s.sheets[0].cells = cells(BLANK.replace(".", "o", 30).replace("o", ".", 29))
    s.building, s.to_pick = Building(0, 47, element=0), []
    legal = rules.legal_actions(0)
    choice = bot_hard.choose_tick(rules.view(0), legal, CONTENT, random.Random(1))
    assert (choice.category == "hand") is hand, choice


def test_the_look_ahead_never_weighs_a_card_that_changes_nothing_at_the_stop():
    """At the first trap of a deadly corridor Bo holds a Jump (it saves the hero) and a
    Healing Potion (at 10 HP it heals nothing): the look-ahead weighs the Jump and passing,
    never the potion (it counts no worth for a card kept, so a card that changes nothing
    would be spent on the samples' noise)."""
    rules = _corridor(["A3", "A5", "A7"], [POTION, JUMP])
    bot = HardBot(1, random.Random(1))
    view, legal = rules.view(1), rules.legal_actions(1)
    normal = bot_hard_cards.choose(view, legal, CONTENT)
    assert normal == PlayCard(1, JUMP)
    assert bot._candidates(view, legal, normal) == [PlayCard(1, JUMP), PassCard(1)]
