"""Hard's own habits (issue 23, rial §7), where it plays better than Normal without looking
ahead: capabilities for chests, raises that keep opening them, and no Chance card drawn on
purpose. Each in a scripted position, beside what Normal does there."""
from __future__ import annotations

import random

from game.core.protocol import Seat
from game.games.rial import actions as A
from game.games.rial.bot_normal import BOT_CAPS, Explorer
from game.games.rial.bot_search import HARD_CAPS, HardBot, Shrewd
from game.games.rial.rules import RialRules
from tests.rial.helpers import caps, match, place, put, roll, route, sq, touch


def test_hard_sets_out_to_open_chests_rather_than_to_fight():
    rules = RialRules.new_game(3, [Seat("Ann", "search"), Seat("Ben", "explorer")])
    legal = rules.legal_actions(0)
    for seed in range(6):
        build = HardBot(0, random.Random(seed)).choose(rules.view(0), legal).values
        assert sum(build) == 12 and min(build) >= 1
        assert build[5] >= 5 and build[2] < BOT_CAPS[2], "Strength 5 or more opens ten chests"
    assert Explorer(0, random.Random(1)).choose(rules.view(0), legal) == \
        A.SetCapabilities(0, BOT_CAPS)
    assert HARD_CAPS[5:] == (5, 2)


def test_hard_raises_strength_until_two_above_intelligence_then_intelligence():
    rules = match(1)
    rules.state.stage = "festival"
    rules.state.festival = [0]
    bot = HardBot(0, random.Random(1))
    for strength, intelligence, wanted in ((5, 2, "intelligence"), (4, 2, "strength"),
                                           (5, 3, "strength"), (6, 3, "intelligence")):
        caps(rules, 0, strength=strength, intelligence=intelligence)
        choice = bot.choose(rules.view(0), rules.legal_actions(0))
        assert choice == A.Raise(0, wanted), (strength, intelligence)


def test_hard_does_not_end_on_a_chance_square_that_normal_would_draw_from():
    """With 3 Health Normal ends a 1 on the Chance square at C2; Hard's policy turns up a
    face-down card instead (a Chance card is a monster or a trap almost one time in two)."""
    for seed in range(6):
        rules = match(1)
        place(rules, 0, "B2")
        caps(rules, 0, health=3)
        put(rules, "C2", "chance", up=True)
        for label in ("A2", "B1", "B3"):
            put(rules, label, "blank")
        roll(rules, 1)
        view, legal = rules.view(0), rules.legal_actions(0)
        assert Explorer(0, random.Random(seed)).choose(view, legal) == route(rules, "C2")
        assert Shrewd(0, random.Random(seed)).choose(view, legal).route[-1] != \
            sq(rules, "C2"), seed


def test_hard_jumps_away_from_an_entrance_behind_a_climb_it_cannot_pass():
    """Seen in sims: Hard (Agility 1, its Luck kept for chests) rolled at entrance 2 into
    the climb on its edge square and failed it every turn of the game. Now it jumps to
    another entrance (rial §4.10); with Agility to pass the climb it rolls and walks on."""
    rules = match(2)
    player = rules.state.players[0]
    player.pos, player.status, player.home = -2, "entrance", 2
    put(rules, rules.layout.edge(2), "climb", 2, up=True)
    bot = Shrewd(0, random.Random(1))
    for agility, wanted in ((1, A.Jump(0)), (2, A.Roll(0))):
        caps(rules, 0, agility=agility)
        legal = rules.legal_actions(0)
        assert A.Jump(0) in legal and A.Roll(0) in legal
        assert bot.choose(rules.view(0), legal) == wanted, agility
    caps(rules, 0, agility=1)
    assert Explorer(0, random.Random(1)).choose(rules.view(0), rules.legal_actions(0)) == \
        A.Roll(0)



def _at_entrance(rules: RialRules, entrance: int) -> None:
    player = rules.state.players[0]
    player.pos, player.status = -entrance, "entrance"
    rules.state.active, rules.state.stage = 0, "turn"
    touch(rules)


def test_hard_at_barred_entrances_jumps_while_one_may_be_open_then_spends_its_luck():
    """Seen at the table: a Hard seat went between entrances 2 and 3 three times, both
    behind climbs it cannot pass: the jump's d4 picks where it lands (rial 4.10), and it
    jumps again rather than fail the climb while another entrance may let it in. With all
    four barred a jump cannot help: it rolls and spends Luck on the climb; with no Luck
    it jumps (nothing else gets it in)."""
    rules = match(2)
    rules.state.players[0].home = 2
    for entrance in (2, 3):
        put(rules, rules.layout.edge(entrance), "climb", 3, up=True)
    caps(rules, 0, agility=1, luck=1)
    bot = Shrewd(0, random.Random(1))
    for here, lands in ((2, 3), (3, 2)):
        _at_entrance(rules, here)
        assert bot.choose(rules.view(0), rules.legal_actions(0)) == A.Jump(0), here
        rules.dice.script([lands])
        rules.apply(A.Jump(0))
        assert rules.state.players[0].pos == -lands
    for entrance in (1, 4):
        put(rules, rules.layout.edge(entrance), "door", 5, up=True)
    _at_entrance(rules, 2)
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == A.Roll(0)
    roll(rules, 1)
    while any(isinstance(a, (A.Move, A.Meet)) for a in rules.legal_actions(0)):
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    player = rules.state.players[0]
    assert player.pos == rules.layout.edge(2) and player.caps["luck"] == 0
    _at_entrance(rules, 2)
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == A.Jump(0)
