"""Hard boxed in behind blockers it cannot pass (habits.py, boxed.py): with Luck it walks
onto one and spends Luck there, with none it steps out onto an entrance in reach to jump;
with something in reach, or a blocker it can pass, it does neither. And while it leads, a
face-down square's Chance risk counts three times (habits.LEADING)."""
from __future__ import annotations

import random

from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer
from game.games.rial.habits import Shrewd
from game.games.rial.rules import RialRules
from tests.rial.helpers import caps, match, place, put, roll, sq

SEEDS = range(6)


def pocket(luck: int, d4: int, inside: str = "", agility: int = 1) -> RialRules:
    """Hard at B6 in the west pocket A6, B6, A7, B7 (entrance 4 beside A7), shut by climbs of
    level 3 at B5 and B8; face-down cards far off in the east (and at `inside` if given)."""
    rules = match(1)
    place(rules, 0, "B6")
    caps(rules, 0, luck=luck, agility=agility)
    for label in ("B5", "B8"):
        put(rules, label, "climb", 3, up=True)
    for label in ("J6", "K6", "L7"):
        put(rules, label, "blank")
    if inside:
        put(rules, inside, "blank")
    roll(rules, d4)
    return rules


def ends(bot_kind: type, rules: RialRules, seed: int) -> int:
    return bot_kind(0, random.Random(seed)).choose(rules.view(0),
                                                   rules.legal_actions(0)).route[-1]


def test_boxed_in_without_luck_hard_steps_out_onto_the_entrance_normal_stays():
    for seed in SEEDS:
        rules = pocket(0, 3)
        assert ends(Shrewd, rules, seed) == -4, seed
        assert ends(Explorer, rules, seed) != -4, seed
        short = pocket(0, 2)      # out of reach this move: it ends beside the entrance
        assert ends(Shrewd, short, seed) == sq(short, "A7"), seed
    for seed in SEEDS:            # the other side: a card in the pocket, or Agility 3
        assert ends(Shrewd, pocket(0, 3, inside="A6"), seed) != -4, seed
        assert ends(Shrewd, pocket(0, 3, agility=3), seed) != -4, seed


def test_having_stepped_out_it_jumps():
    rules = pocket(0, 3)
    bot = Shrewd(0, random.Random(1))
    rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    player = rules.state.players[0]
    assert player.status == "exited"
    rules.state.active, rules.state.stage = 0, "turn"
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == A.Jump(0)


def test_boxed_in_with_luck_hard_spends_it_on_a_climb_normal_keeps_it():
    for seed in SEEDS:
        rules = pocket(1, 1)
        walls = {sq(rules, "B5")}
        assert ends(Shrewd, rules, seed) in walls, seed
        assert ends(Explorer, rules, seed) not in walls, seed
        bot = Shrewd(0, random.Random(seed))
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
        assert rules.state.stage == "blocker"
        assert bot.choose(rules.view(0), rules.legal_actions(0)) == A.Meet(0, "luck")
        normal = pocket(1, 1)
        normal.apply(A.Move(0, (sq(normal, "B5"),)))
        assert Explorer(0, random.Random(seed)).choose(
            normal.view(0), normal.legal_actions(0)) != A.Meet(0, "luck")
    for seed in SEEDS:            # a face-down card in reach: Luck is kept
        rules = pocket(1, 1, inside="A7")
        assert ends(Shrewd, rules, seed) not in {sq(rules, "B5")}, seed
        rules.apply(A.Move(0, (sq(rules, "B5"),)))
        assert Shrewd(0, random.Random(seed)).choose(
            rules.view(0), rules.legal_actions(0)) != A.Meet(0, "luck"), seed


def risky(lead: bool) -> RialRules:
    """Hard at E6 with a 1 and Fighting 1, holding a 5: E5 is face down beside the NW room's
    face-down corner (the frontier pulls there), F6 and E7 are empty; Ben holds a 4 (Hard
    leads) or a 6."""
    rules = match(2)
    place(rules, 0, "E6")
    caps(rules, 0, fighting=1, agility=1, health=2)
    rules.state.players[0].chests = [(5, False)]
    rules.state.players[1].chests = [(4, False)] if lead else [(6, False)]
    for label in ("E5", "C3", "C4", "D3", "D4"):
        put(rules, label, "blank")
    roll(rules, 1)
    return rules


def test_while_it_leads_hard_weighs_a_chance_squares_risk_three_times():
    for seed in SEEDS:
        behind = risky(False)
        assert ends(Shrewd, behind, seed) == sq(behind, "E5"), seed
        ahead = risky(True)
        assert ends(Shrewd, ahead, seed) != sq(ahead, "E5"), seed
