"""The odds readout of a stop (odds.stop_odds): what the monster needs on its dice and its
chance, what each playable card of the seat's hand would change, and at a trap the damage
and the hero's HP after it, against probabilities counted by hand."""
from __future__ import annotations

from game.games.doodle.actions import PassCard, PlayCard
from game.games.doodle.odds import percent, stop_odds
from tests.doodle.helpers import BLANK, CONTENT, STRAIGHT, heroes_game
from tests.doodle.test_rules_heroes import DOWN_A, sheet

# Card ids (doodle §3.3): 1 Aim Boost, 2 Axe, 3 Healing Potion, 4 Rage, 5 Spikes, 6 Jump,
# 9 Sword, 12 Haste.


def _orc_stop(hands):
    """Ann's hero stops on a level-1 Orc (+2) at A3; Ann's blue window is open."""
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT], hands=hands,
                           script=[1, 1])
    return rules


def test_a_fight_says_what_the_monster_needs_and_each_blue_card_what_it_changes():
    rules = _orc_stop([[1, 2, 4, 5, 3], [9]])
    odds = stop_odds(rules.view(0), CONTENT)
    assert odds.what == "orc" and odds.colour == "blue"
    # 18+ on 2d10: (8,10) (9,9) (10,8) (9,10) (10,9) (10,10) = 6 of 100
    assert odds.now.need == 18 and odds.now.dice == 2 and odds.now.chance == 6 / 100
    assert odds.now.text() == "needs 18+ on 2d10: 6 % (if it wins: hero 10 → 8 HP)"
    by = {c.name: c for c in odds.cards}
    assert set(by) == {"Aim Boost", "Axe", "Rage"}      # Spikes fits no fight; Potion is red
    assert by["Aim Boost"].outlook.need == 15
    assert by["Aim Boost"].outlook.chance == 21 / 100    # 15+: 6+5+4+3+2+1 ways
    assert by["Aim Boost"].text() == "with Aim Boost: 21 %"
    # 3d10 reach 18 as often as they stay at 15 or under: 220 + 63 + 69 + 73 = 425 of 1000
    assert abs(by["Axe"].outlook.chance - 425 / 1000) < 1e-12 and by["Axe"].outlook.dice == 3
    # Rage: 6 wins outright, then a losing roll rerolls its low die: a kept 10 (14 rolls)
    # needs 8+ (3 in 10), a kept 9 (16 rolls) 9+, a kept 8 (15 rolls) a 10
    rage = (6 + 14 * 0.3 + 16 * 0.2 + 15 * 0.1) / 100
    assert abs(by["Rage"].outlook.chance - rage) < 1e-12
    assert by["Rage"].text() == "with Rage: 15 %"


def test_a_rival_sees_its_red_cards_and_the_cards_already_played():
    rules = _orc_stop([[1], [9, 3, 6, 12]])
    rules.apply(PlayCard(0, 1))                       # Ann: Aim Boost, the Orc at +5
    odds = stop_odds(rules.view(1), CONTENT)
    assert odds.colour == "red" and odds.now.chance == 21 / 100
    by = {c.name: c for c in odds.cards}
    assert set(by) == {"Sword", "Healing Potion", "Haste"}   # Jump fits only a trap
    assert by["Sword"].outlook.need == 18 and by["Sword"].outlook.chance == 6 / 100
    assert by["Healing Potion"].text() == \
        "with Healing Potion: heals nothing, the hero is at full health (10 HP)"
    assert by["Haste"].outlook.skipped and by["Haste"].text() == "with Haste: the stop is skipped"
    assert stop_odds(rules.view(0), CONTENT).cards == ()  # Ann's hand is empty now


def test_a_monster_that_cannot_reach_20_and_one_that_cannot_miss():
    rules = _orc_stop([[], [9]])
    rules.state.stop.played.append((1, 9))            # Bo's Sword already played: -1
    odds = stop_odds(rules.view(1), CONTENT)
    assert odds.now.need == 21 and odds.now.chance == 0.0
    assert odds.now.text() == "cannot reach 20 on 2d10: 0 %"
    rules.state.sheets[0].ticks = {"orc": 10}         # Orc level 6: +12
    rules.state.stop.played.clear()
    odds = stop_odds(rules.view(1), CONTENT)
    assert odds.now.need == 8 and odds.now.chance == 1 - 21 / 100   # 2..7: 1+2+3+4+5+6
    rules.state.stop.played += [(0, 1), (0, 7)]     # two Aim Boosts (+18): 2 or more
    assert stop_odds(rules.view(1), CONTENT).now.text() == \
        "wins on any 2d10: 100 % (hero 10 → 8 HP)"


def test_a_trap_gives_its_damage_and_the_hero_hp_after_it():
    rules, _ = heroes_game([sheet(("A3", "t")), BLANK], [DOWN_A, STRAIGHT],
                           hands=[[5], [6, 3, 12]], ticks=[{"trap": 6}, {}])
    rules.state.heroes[0].hp = 9
    odds = stop_odds(rules.view(0), CONTENT)
    assert odds.what == "trap" and odds.now.damage == 4 and odds.now.hp_after == 5
    assert odds.now.text() == "deals 4: hero 9 → 5 HP"
    assert [c.text() for c in odds.cards] == ["with Spikes: deals 6, hero 9 → 3 HP"]
    rules.apply(PlayCard(0, 5))                       # Spikes: 6 now
    odds = stop_odds(rules.view(1), CONTENT)
    assert odds.now.text() == "deals 6: hero 9 → 3 HP"
    by = {c.name: c.text() for c in odds.cards}
    assert by == {"Healing Potion": "with Healing Potion: deals 6, hero 10 → 4 HP",
                  "Jump": "with Jump: deals 0, hero 9 → 9 HP",
                  "Haste": "with Haste: the stop is skipped"}


def test_no_readout_without_a_stop_or_once_the_dice_are_rolled():
    rules = _orc_stop([[4], []])
    assert stop_odds(rules.view(0), CONTENT) is not None
    rules.apply(PlayCard(0, 4))                       # Rage; the dice 1+1 lose
    assert rules.state.stop.dice and stop_odds(rules.view(0), CONTENT) is None
    rules.apply(PassCard(0))                          # the Orc flees; both heroes escape
    assert rules.view(0)["stop"] is None and stop_odds(rules.view(0), CONTENT) is None


def test_the_readout_reads_only_the_seat_s_view():
    """Another seat's hand never shows: Bo's readout lists Bo's cards only."""
    rules = _orc_stop([[1, 2], [9]])
    seen = stop_odds(rules.view(1), CONTENT)
    rules.state.hands[0] = [7, 8]
    assert stop_odds(rules.view(1), CONTENT) == seen


def test_percent_never_rounds_to_certainty():
    assert percent(0.004) == "<1 %" and percent(0.996) == ">99 %"
    assert percent(0.0) == "0 %" and percent(1.0) == "100 %" and percent(0.21) == "21 %"


def test_the_readout_lists_exactly_the_cards_the_rules_let_the_seat_play():
    """Through whole seeded games: at every card window the readout's cards are the
    window's legal plays, and a fight's chance is the one the computers reckon with."""
    from game.core.bots import bot_rng
    from game.games.doodle.bot_cards import fight_odds
    from game.games.doodle.bots import GreedyBot
    from tests.doodle.helpers import new_game
    windows = 0
    for seed in (21, 22):
        rules = new_game(3, seed=seed, bots=True)
        bots = {s: GreedyBot(s, bot_rng(seed, s)) for s in range(3)}
        while not rules.is_over():
            seat = min(rules.to_act())
            legal = rules.legal_actions(seat)
            view = rules.view(seat)
            if any(isinstance(a, PassCard) for a in legal) and not view["stop"]["dice"]:
                odds = stop_odds(view, CONTENT)
                assert {c.card for c in odds.cards} == \
                    {a.card for a in legal if isinstance(a, PlayCard)}
                if odds.now.kind == "monster" and not odds.now.skipped:
                    played = [CONTENT.action_of(c).id for _, c in view["stop"]["played"]]
                    bonus = view["sheets"][view["stop"]["owner"]]["values"][odds.what]
                    assert odds.now.chance == fight_odds(CONTENT, bonus, played)
                windows += 1
            rules.apply(bots[seat].choose(view, legal))
    assert windows > 20


def test_a_potion_says_what_it_heals_and_that_it_heals_nothing_at_full_health():
    rules = _orc_stop([[], [3]])
    rules.state.heroes[0].hp = 9
    potion = stop_odds(rules.view(1), CONTENT).cards[0]
    assert potion.healed == 1 and potion.text() == "with Healing Potion: 6 %, hero at 10 HP"
    rules.state.heroes[0].hp = 10
    potion = stop_odds(rules.view(1), CONTENT).cards[0]
    assert potion.healed == 0 and "heals nothing" in potion.text()
