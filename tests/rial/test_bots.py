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
