"""Hard's habits of rial §7 (habits.py), each in a scripted position beside what Normal
does there: its opening build by seat style, trades offered, a race to a chest a rival is
heading for, no move looping back to its start square, and a face-down end square weighed
by its chance of being a Chance square."""
from __future__ import annotations

import random

from game.core.protocol import Seat
from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer
from game.games.rial.bot_search import HardBot
from game.games.rial.habits import STYLES, Shrewd, chance_cost, chance_odds
from game.games.rial.rules import RialRules
from game.games.rial.trading import legal as trade_legal
from tests.rial.helpers import caps, match, place, put, roll, sq, touch

SEEDS = range(8)


def at_with_face_down(at: str, face_down: tuple[str, ...], d4: int) -> RialRules:
    """Hard (seat 0) alone at `at`, the cards `face_down` face down, `d4` rolled."""
    rules = match(1)
    place(rules, 0, at)
    for label in face_down:
        put(rules, label, "blank")
    roll(rules, d4)
    return rules


def test_hard_varies_its_opening_build_by_its_seats_style():
    rules = RialRules.new_game(3, [Seat("Ann", "search"), Seat("Ben", "explorer")])
    view, legal = rules.view(0), rules.legal_actions(0)
    builds = [HardBot(0, random.Random(seed)).choose(view, legal).values
              for seed in range(30)]
    assert set(builds) <= {build for build, _ in STYLES} and len(set(builds)) >= 3
    assert all(sum(b) == 12 and min(b) >= 1 and b[5] >= 4 for b in builds)
    assert HardBot(0, random.Random(7)).choose(view, legal).values == builds[7]


def test_hard_offers_a_trade_that_normal_does_not():
    """Its Rope (little use at Agility 1) for her Key: she loses nothing by her own
    reckoning (the Rope helps her Agility 4 as much as the Key), so Hard offers it; Normal
    offers only what the partner gains by."""
    rules = match(2)
    place(rules, 0, "A1")
    place(rules, 1, "B1")
    s = rules.state
    caps(rules, 0, agility=1)
    caps(rules, 1, agility=4)
    s.players[0].items, s.players[1].items = ["rope"], ["key"]
    s.stage = "trade"
    touch(rules)
    view, legal = rules.view(0), trade_legal(rules, 0)
    assert Shrewd(0, random.Random(1)).choose(view, legal) == A.Propose(0, 1, ("rope",),
                                                                       ("key",))
    assert Explorer(0, random.Random(1)).choose(view, legal) == A.EndCycle(0)


def race(rival_strength: int) -> RialRules:
    """Hard at E8 with a 2 and Strength 5; a face-up level-3 chest at H5, six steps away;
    Ben at H7, two steps from it; one face-down card at D8, away from the chest (Normal
    walks over it; Hard, seeing Ben can open the chest, walks towards it)."""
    rules = match(2)
    place(rules, 0, "E8")
    place(rules, 1, "H7")
    caps(rules, 0, strength=5)
    caps(rules, 1, strength=rival_strength)
    put(rules, "H5", "chest", 3, up=True)
    put(rules, "D8", "blank")
    roll(rules, 2)
    return rules


def test_hard_races_to_a_chest_a_rival_is_heading_for():
    for seed in SEEDS:
        rules = race(3)
        view, legal = rules.view(0), rules.legal_actions(0)
        away = sq(rules, "D8")
        assert away in Explorer(0, random.Random(seed)).choose(view, legal).route
        towards = Shrewd(0, random.Random(seed)).choose(view, legal)
        assert away not in towards.route, seed
        calm = race(1)     # Ben cannot open it: no race, the face-down card first
        assert away in Shrewd(0, random.Random(seed)).choose(
            calm.view(0), calm.legal_actions(0)).route, seed


def test_hard_never_spends_a_move_looping_back_to_its_start_square():
    """At B2 with a 4 and face-down cards at C2, C3 and B3, the loop B2-C2-C3-B3-B2 turns up
    as much as any route: Normal takes it now and then, Hard never."""
    loops = 0
    for seed in range(12):
        rules = at_with_face_down("B2", ("C2", "C3", "B3"), 4)
        view, legal = rules.view(0), rules.legal_actions(0)
        start = sq(rules, "B2")
        assert A.Move(0, tuple(sq(rules, x) for x in ("C2", "C3", "B3", "B2"))) in legal
        loops += Explorer(0, random.Random(seed)).choose(view, legal).route[-1] == start
        assert Shrewd(0, random.Random(seed)).choose(view, legal).route[-1] != start
        hard = HardBot(0, random.Random(seed))
        hard.search.think_ms = 30
        assert hard.choose(view, legal).route[-1] != start, seed
    assert loops


def test_hard_weighs_a_face_down_end_squares_chance_of_being_a_chance_square():
    """With 8 and 5 in hand and Fighting 1, ending on a face-down card risks a monster
    stealing them: of two routes that turn up one card each, Hard ends on the empty
    square, Normal on either."""
    ends = set()
    for seed in SEEDS:
        rules = match(1)
        place(rules, 0, "B2")
        caps(rules, 0, fighting=1, agility=1, health=1)
        rules.state.players[0].chests = [(8, False), (5, False)]
        put(rules, "C2", "blank")
        put(rules, "A1", "blank")
        roll(rules, 2)
        view, legal = rules.view(0), rules.legal_actions(0)
        ends.add(Explorer(0, random.Random(seed)).choose(view, legal).route[-1])
        assert Shrewd(0, random.Random(seed)).choose(view, legal).route[-1] != sq(rules, "A1")
    assert sq(rules, "A1") in ends


def test_the_chance_odds_follow_the_composition_and_the_cards_seen():
    rules = RialRules.new_game(3, [Seat("Ann"), Seat("Ben")])
    odds = chance_odds(rules.view(0))
    assert (odds["R"], odds["P"]) == (16 / 80, 8 / 40)
    classic = RialRules.new_game(3, [Seat("Ann"), Seat("Ben")], {"dungeon": "classic"})
    assert chance_odds(classic.view(0))["R"] == 12 / 80
    for square, card in rules.state.cards.items():
        if card.kind == "chance" and rules.layout.kinds[square] == "R":
            card.up = True
            break
    touch(rules)
    assert chance_odds(rules.view(0))["R"] == 15 / 79


def test_a_chance_card_costs_more_with_treasure_to_steal_and_gains_a_strong_fighter():
    weak = (("agility", 1), ("fighting", 1), ("health", 1))
    assert chance_cost(weak, False, (5, 8)) > chance_cost(weak, False, ()) > 0
    strong = (("agility", 8), ("dexterity", 8), ("fighting", 8), ("health", 6))
    assert chance_cost(strong, True, (5, 8)) < 0


def lean_position(passage_cards: int) -> RialRules:
    """Hard in the hall at E8 with a 4: east, F8 is one face-down room card (then empty
    room squares); west, the passage squares D8, C8, B8 hold `passage_cards` face-down
    cards, the route's end B7 or B9 empty either way."""
    rules = match(1)
    place(rules, 0, "E8")
    put(rules, "F8", "blank")
    for label in ("D8", "C8", "B8")[:passage_cards]:
        put(rules, label, "blank")
    roll(rules, 4)
    return rules


def west(move: A.Move, rules: RialRules) -> bool:
    return sq(rules, "D8") in move.route


def test_hard_turns_up_a_room_card_before_passage_cards():
    """One room card against two passage cards: Normal takes the two, Hard the room card
    (chests lie only in rooms); against three passage cards, Hard takes the three too
    (ROOM_LEAN 1.5: 4.5 against 3 × 1.5 = 4.5, a tie its random tie-break splits; so the
    passage side is chosen now and then)."""
    wests = 0
    for seed in SEEDS:
        rules = lean_position(2)
        view, legal = rules.view(0), rules.legal_actions(0)
        assert west(Explorer(0, random.Random(seed)).choose(view, legal), rules), seed
        assert not west(Shrewd(0, random.Random(seed)).choose(view, legal), rules), seed
        three = lean_position(3)
        wests += west(Shrewd(0, random.Random(seed)).choose(three.view(0),
                                                           three.legal_actions(0)), three)
    assert 0 < wests < len(SEEDS)


def test_hard_ends_its_move_where_the_next_move_can_turn_up_room_cards():
    """From E6 with a 1, E5 and E7 each turn up one face-down card; beyond E5 the NW room's
    corner C3, C4, D3, D4 is still face down, beyond E7 nothing: Normal takes either (a tie),
    Hard always E5, where its next move turns up room cards (FRONTIER)."""
    normal_ends = set()
    for seed in SEEDS:
        rules = at_with_face_down("E6", ("E5", "E7", "C3", "C4", "D3", "D4"), 1)
        view, legal = rules.view(0), rules.legal_actions(0)
        normal_ends.add(Explorer(0, random.Random(seed)).choose(view, legal).route[-1])
        assert Shrewd(0, random.Random(seed)).choose(view, legal).route[-1] == sq(rules, "E5")
    assert normal_ends == {sq(rules, "E5"), sq(rules, "E7")}


def test_the_look_ahead_never_weighs_a_move_its_habits_rate_far_worse():
    """From B6 with a 1, B5 holds a face-up climb Hard cannot pass (a wasted move) and A6,
    B7 are open: the search weighs only the moves within WORSE of its habits' choice, so a
    few noisy samples can never pick the climb."""
    rules = match(1)
    place(rules, 0, "B6")
    put(rules, "B5", "climb", 4, up=True)
    roll(rules, 1)
    bot = HardBot(0, random.Random(3))
    weighed = []

    class Weighed(Exception):
        pass

    def choose(view, candidates, seat, rng):
        weighed.extend(candidates)
        raise Weighed
    bot.search.choose = choose
    try:
        bot.choose(rules.view(0), rules.legal_actions(0))
    except Weighed:
        pass
    ends = {move.route[-1] for move in weighed}
    assert ends and sq(rules, "B5") not in ends


def test_the_frontier_does_not_reach_through_a_blocker_it_cannot_pass():
    """Two Hard computers shuttled at B6 under a climb they could not pass, pulled by the
    face-down room beyond it: behind such a blocker the room counts for nothing."""
    from game.games.rial.habits import frontier
    rules = match(1)
    place(rules, 0, "B6")
    for label in ("B4", "A4", "C4", "B3"):
        put(rules, label, "blank")
    me = rules.view(0)["players"][0]
    assert frontier(rules.view(0), me, sq(rules, "B6"), set()) > 1
    put(rules, "B5", "climb", 4, up=True)
    assert frontier(rules.view(0), me, sq(rules, "B6"), set()) == 0
    caps(rules, 0, agility=4)
    assert frontier(rules.view(0), rules.view(0)["players"][0], sq(rules, "B6"), set()) > 1


def test_the_look_ahead_overrules_the_habits_only_when_the_paired_lead_is_real():
    """Enough samples and a lead over the habits' move above two standard errors of the
    paired differences: the search's move. The same mean lead with a wide spread (the old
    rule, a lead of 0.05 after 8 samples, took it), or too few samples: the habits' own
    choice stands."""
    from game.core.search import SearchReport
    from game.games.rial.bot_search import MIN_SAMPLES
    rules = at_with_face_down("E6", ("E5", "E7", "F6"), 1)
    view, legal = rules.view(0), rules.legal_actions(0)
    steady = [0.04, 0.06]
    wide = [0.55, -0.45]
    for samples, diffs, searched in ((MIN_SAMPLES, steady, True),
                                     (MIN_SAMPLES, wide, False),
                                     (MIN_SAMPLES - 1, steady, False)):
        bot = HardBot(0, random.Random(5))
        picked = []

        def stub(v, candidates, seat, rng, n=samples, diffs=diffs):
            picked.append(candidates[1])
            rows = tuple((0.4, 0.4 + diffs[k % 2]) + (0.3,) * (len(candidates) - 2)
                         for k in range(n))
            return SearchReport(candidates[1], n, 0.1, {}, {}, rows)

        bot.search.choose = stub
        choice = bot.choose(view, legal)
        assert picked and (choice == picked[0]) is searched, (samples, diffs)
        assert choice == picked[0] or choice == Shrewd(0, random.Random(5)).choose(view, legal)
