"""rial §7: the computer adventurer plays whole games and gathers more than random play."""
from __future__ import annotations

from game.catalog import game_info
from game.core.sim import run_sim


def test_explorer_gathers_more_treasure_than_random_play():
    report = run_sim(game_info("rial"), 12, seed=100, seats=4, bots=["explorer", "random"])
    assert report["errors"] == 0 and report["unfinished"] == 0
    explorer = (report["score_mean_by_seat"][0] + report["score_mean_by_seat"][2]) / 2
    rand = (report["score_mean_by_seat"][1] + report["score_mean_by_seat"][3]) / 2
    assert explorer > rand


def test_solo_and_coop_bot_games_end():
    info = game_info("rial")
    solo = run_sim(info, 3, seed=7, seats=1)
    coop = run_sim(info, 3, seed=7, seats=3, options={"mode": "coop", "board": "twin-halls"})
    for report in (solo, coop):
        assert report["errors"] == 0 and report["unfinished"] == 0, report.get("first_error")


def test_the_computer_never_sells_its_treasure_for_trinkets():
    """Issue 23: a Key (worth 2 as an item) for a Chest card worth 1 raises the bot's item
    value, but the Chest card is its score: refused. Items for items still follow §7."""
    import random
    from game.games.rial import actions as A
    from game.games.rial.bots import Explorer
    from tests.rial.helpers import match
    rules = match(2)
    rules.state.players[1].chests = [(1, False)]
    rules.state.players[1].items = ["map"]
    bot = Explorer(1, random.Random(1))
    for give, get, accept in ((["key"], ["1"], False), (["key"], ["map"], True)):
        rules.state.stage = "answer"
        rules.state.trade = {"from": 0, "to": 1, "give": give, "get": get}
        rules._view = None
        legal = [A.Answer(1, True), A.Answer(1, False)]
        assert bot.choose(rules.view(1), legal) == A.Answer(1, accept), (give, get)


def test_the_computer_spends_luck_only_where_a_chest_lies_beyond():
    """Issue 23: at a locked door it cannot open, the computer spends Luck when a chest
    lies beyond the door, and otherwise keeps it and goes back (rial §4.5 lets it decline)."""
    import random
    from game.games.rial import actions as A
    from game.games.rial.bots import Explorer
    from tests.rial.helpers import match, put, sq
    bot = Explorer(0, random.Random(1))
    for chest, spends in ((False, False), (True, True)):
        rules = match(1)
        put(rules, "B1", "door", 5, up=True)
        if chest:
            put(rules, "C1", "chest", 2, up=True)
        rules.state.stage, rules.state.pending = "blocker", {"square": sq(rules, "B1")}
        rules._view = None
        legal = [A.Meet(0, "strength"), A.Meet(0, "luck")]
        assert (bot.choose(rules.view(0), legal) == A.Meet(0, "luck")) == spends, chest


def test_the_computer_offers_a_trade_that_both_sides_gain_by():
    """Issue 23 / rial §7: Normal offers trades, not only answers them: its second Lock
    picks (worth nothing more to it) for a Rope it lacks, which the partner gains by too
    (Lock picks help her Dexterity 2 more than a Rope her Agility 2). Its Chest cards are
    never offered; with nothing both gain by, it offers nothing."""
    import random
    from game.games.rial import actions as A
    from game.games.rial.bots import Explorer, trade_gain
    from game.games.rial.trading import legal
    from tests.rial.helpers import match, place, touch
    rules = match(2)
    place(rules, 1, "B1")
    place(rules, 0, "A1")
    s = rules.state
    s.players[0].items, s.players[0].chests = ["lock_picks", "lock_picks"], [(4, False)]
    s.players[1].items = ["rope"]
    s.stage = "trade"
    touch(rules)
    bot = Explorer(0, random.Random(1))
    offer = bot.choose(rules.view(0), legal(rules, 0))
    assert offer == A.Propose(0, 1, ("lock_picks",), ("rope",))
    view = rules.view(0)
    assert trade_gain(view["players"][1], offer.give, offer.get) > 0
    s.players[1].items = ["key"]     # her Key for its Lock picks: it gains, she would lose
    touch(rules)
    assert bot.choose(rules.view(0), legal(rules, 0)) == A.EndCycle(0)
    s.players[0].items = ["lock_picks"]
    s.players[1].items = []
    s.players[1].chests = [(3, False)]
    touch(rules)
    assert bot.choose(rules.view(0), legal(rules, 0)) == A.EndCycle(0)


def test_the_computer_heads_for_unturned_cards_rather_than_over_a_known_climb():
    """Issue 23: with no card to turn in reach, Normal went wherever chance took it and
    shuttled over a climb it had passed (each pass was worth a point to it). Now a passed
    blocker is worth only where it leads: with a 1 rolled at B2, it steps towards the
    face-down cards of column D, not onto the climb at A2."""
    import random
    from game.games.rial import actions as A
    from game.games.rial.bots import Explorer
    from tests.rial.helpers import match, place, put, roll, sq
    for seed in range(6):
        rules = match(1)
        place(rules, 0, "B2")
        put(rules, "A2", "climb", 1, up=True)
        for label in ("D1", "D2", "D3", "D4"):
            put(rules, label, "blank")
        roll(rules, 1)
        choice = Explorer(0, random.Random(seed)).choose(rules.view(0),
                                                          rules.legal_actions(0))
        assert choice == A.Move(0, (sq(rules, "C2"),)), (seed, choice)
