"""Every rule check of trapper §8, by number, with scripted dice."""
from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.games.trapper.actions import (Concede, ConfirmSetup, PaintWalls, PlaceHeirloom,
                                        PlaceTrap, Reactivate, RollAP, StartRaid, Step)
from game.games.trapper.events import (AdventurerDied, HeirloomTaken, Moved, NoRaid,
                                       TileFogged, TileRevealed, TrapResolved)
from game.games.trapper.state import Phase
from tests.trapper.helpers import FILLER, build, match, new_rules, raid, walk


def resolved(events) -> list[str]:
    return [e.text for e in events if isinstance(e, TrapResolved)]


def test_rule_1_board_is_9_by_6_and_the_entrance_refuses_everything():
    rules = new_rules()
    view = rules.view(0)
    assert (view["board"]["columns"], view["board"]["rows"]) == (9, 6)
    assert view["board"]["entrance"] == [1, 6]
    for action in (PaintWalls(0, ((1, 6),), True), PlaceHeirloom(0, (1, 6)),
                   PlaceTrap(0, "spikes", (1, 6), None)):
        with pytest.raises(IllegalAction, match="Entrance"):
            rules.apply(action)
    build(rules, 0, FILLER)
    with pytest.raises(IllegalAction, match="Entrance"):
        rules.apply(PlaceTrap(1, "shark", (1, 6), None))
    build(rules, 1, FILLER)
    assert rules.view(1)["board"]["entrance"] == [1, 6]


def test_rule_2_buy_and_reactivate_costs_in_chart_order():
    rules = new_rules()
    chart = rules.view(0)["chart"]
    assert list(chart) == ["skeleton", "fan", "spikes", "darts", "crusher", "shark"]
    assert [chart[k]["buy"] for k in chart] == [2, 2, 2, 4, 4, 6]
    assert [chart[k]["reactivate"] for k in chart] == [1, 1, 1, 2, 2, 3]
    open_board = """
#c#d.pp.H
.........
.#.#.....
.........
.........
@.k.k....
"""
    spots = {"skeleton": (5, 4), "fan": (6, 4), "spikes": (7, 4), "darts": (1, 3),
             "crusher": (3, 3), "shark": (8, 4)}
    for kind, price in zip(chart, [2, 2, 2, 4, 4, 6]):
        rules = match(open_board, FILLER)
        rules.dice.script([6, 6])
        rules.apply(RollAP(0))
        rules.apply(PlaceTrap(0, kind, spots[kind], "N" if kind == "fan" else None))
        assert rules.state.spent == price, kind
    ann = """
........H
.........
.........
....#....
..#.cp>..
@kdp#....
"""
    rules = match(ann, FILLER, first=1)              # Bo sets off all six of Ann's traps
    raid(rules, (6, 6))
    walk(rules, "EEENEEE", rolls=[1] * 10)
    assert rules.state.adventurer == (9, 5)
    rules.apply(Concede(1))
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    for cell, price in [((2, 6), 1), ((7, 5), 1), ((3, 6), 2), ((5, 5), 2), ((4, 6), 3),
                        ((6, 5), 3)]:
        before = rules.state.spent
        rules.apply(Reactivate(0, cell))
        assert rules.state.spent - before == price, cell
    assert rules.state.spent == 12


def test_rule_3_a_fourth_active_skeleton_is_refused_by_purchase_or_reactivation():
    ann = """
#c#d.pp.H
.........
.........
.........
k........
@k.......
"""
    rules = match(ann, FILLER, first=1)
    raid(rules, (1, 1))                     # Bo: F 2
    walk(rules, "N")                        # onto Ann's Skeleton at (1,5): disabled
    rules.apply(Concede(1))
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    rules.apply(PlaceTrap(0, "skeleton", (5, 3), None))
    rules.apply(PlaceTrap(0, "skeleton", (6, 3), None))     # 3 active + 1 disabled
    with pytest.raises(IllegalAction, match="At most 3 active"):
        rules.apply(PlaceTrap(0, "skeleton", (7, 3), None))
    with pytest.raises(IllegalAction, match="At most 3 active"):
        rules.apply(Reactivate(0, (1, 5)))
    assert sum(1 for t in rules.state.dungeons[0].traps.values() if t.kind == "skeleton") == 4


def test_rule_4_wall_darts_need_a_wall_tile_not_the_edge():
    rules = new_rules()
    with pytest.raises(IllegalAction, match="wall tile beside"):
        rules.apply(PlaceTrap(0, "darts", (1, 1), None))
    rules.apply(PaintWalls(0, ((3, 2),), True))
    rules.apply(PlaceTrap(0, "darts", (3, 1), None))
    assert rules.state.dungeons[0].traps[(3, 1)].kind == "darts"


def test_rule_5_crushing_walls_need_opposite_walls():
    rules = new_rules()
    rules.apply(PaintWalls(0, ((4, 2), (5, 3)), True))     # N of (4,3) and E of (4,3)
    with pytest.raises(IllegalAction, match="both sides"):
        rules.apply(PlaceTrap(0, "crusher", (4, 3), None))
    rules.apply(PaintWalls(0, ((3, 3),), True))             # now W+E
    rules.apply(PlaceTrap(0, "crusher", (4, 3), None))
    rules.apply(PaintWalls(0, ((7, 1), (7, 3)), True))      # N+S of (7,2)
    rules.apply(PlaceTrap(0, "crusher", (7, 2), None))


def test_rule_6_fog_view_shows_exactly_the_seven_setup_tiles_fogged():
    rules = match(FILLER, FILLER)
    theirs = rules.view(0)["dungeons"][1]
    assert theirs["full"] is False
    assert sorted(theirs["fog"]) == sorted([(2, 1), (4, 1), (6, 1), (7, 1), (9, 1), (3, 6),
                                            (5, 6)])
    assert theirs["walls"] == [(1, 1), (3, 1)]
    assert theirs["traps"] == [] and theirs["heirloom"] is None
    assert rules.view(None)["dungeons"][0]["fog"] == theirs["fog"]


def test_rule_7_a_bought_trap_is_fogged_in_the_rivals_view_at_once():
    rules = match(FILLER, FILLER)
    rules.dice.script([3, 3])
    rules.apply(RollAP(0))
    events = rules.apply(PlaceTrap(0, "spikes", (5, 3), None))
    assert (5, 3) in rules.view(1)["dungeons"][0]["fog"]
    assert (5, 3) in rules.view(None)["dungeons"][0]["fog"]
    public = [e for e in events if e.visible_to is None]
    assert [type(e) for e in public] == [TileFogged]
    assert "spikes" not in json.dumps([e.to_dict() for e in public])


@pytest.mark.parametrize("case", ["21 walls", "entrance", "cut off"])
def test_rule_8_setup_refuses_21_walls_a_wall_on_the_entrance_or_a_cut_off_tile(case):
    rules = new_rules()
    if case == "21 walls":
        twenty = tuple([(c, 2) for c in range(1, 9)] + [(c, 4) for c in range(2, 10)]
                       + [(3, 6), (5, 6), (7, 6), (9, 6)])
        rules.apply(PaintWalls(0, twenty, True))
        assert len(rules.state.dungeons[0].walls) == 20
        with pytest.raises(IllegalAction, match="at most 20"):
            rules.apply(PaintWalls(0, ((5, 5),), True))
    elif case == "entrance":
        with pytest.raises(IllegalAction, match="Entrance"):
            rules.apply(PaintWalls(0, ((2, 6), (1, 6)), True))
    else:
        with pytest.raises(IllegalAction, match=r"cut \(1,1\)") as err:
            rules.apply(PaintWalls(0, ((2, 1), (1, 2)), True))
        assert err.value.cells == [(1, 1)]
    assert len(rules.state.dungeons[0].walls) <= 20


def test_rule_9_setup_needs_one_heirloom_and_two_traps_of_each_tier():
    rules = new_rules()
    with pytest.raises(IllegalAction, match="no Prized Heirloom"):
        rules.apply(ConfirmSetup(0))
    rules.apply(PlaceHeirloom(0, (9, 1)))
    rules.apply(PlaceHeirloom(0, (8, 1)))          # moves: still exactly one
    assert rules.state.dungeons[0].heirloom == (8, 1)
    rules.apply(PlaceTrap(0, "shark", (5, 1), None))
    rules.apply(PlaceTrap(0, "shark", (5, 2), None))
    with pytest.raises(IllegalAction, match="All 2 starting tier 3"):
        rules.apply(PlaceTrap(0, "shark", (5, 3), None))
    with pytest.raises(IllegalAction, match="2 more tier 1 traps.*2 more tier 2 traps"):
        rules.apply(ConfirmSetup(0))
    rules.apply(PaintWalls(0, ((2, 2), (4, 2)), True))
    rules.apply(PlaceTrap(0, "crusher", (3, 2), None))
    rules.apply(PlaceTrap(0, "darts", (2, 1), None))
    rules.apply(PlaceTrap(0, "spikes", (7, 4), None))
    rules.apply(PlaceTrap(0, "fan", (7, 5), "W"))
    rules.apply(ConfirmSetup(0))
    assert rules.state.dungeons[0].ready and rules.state.builder == 1


def test_rule_10_ap_is_the_2d6_sum_and_fortitude_is_ap_minus_spent():
    rules = match(FILLER, FILLER)
    rules.dice.script([4, 5])
    events = rules.apply(RollAP(0))
    assert rules.state.ap == 9 and events[0].values == (4, 5)
    rules.apply(PlaceTrap(0, "spikes", (5, 3), None))
    rules.apply(StartRaid(0))
    assert rules.state.fortitude == 7 and rules.view(None)["fortitude"] == 7


def test_rule_11_spending_beyond_ap_left_and_reactivating_active_traps_are_refused():
    rules = match(FILLER, FILLER)
    rules.dice.script([2, 3])
    rules.apply(RollAP(0))
    with pytest.raises(IllegalAction, match="costs 6 AP; 5 AP left"):
        rules.apply(PlaceTrap(0, "shark", (5, 3), None))
    with pytest.raises(IllegalAction, match="only disabled"):
        rules.apply(Reactivate(0, (3, 6)))
    with pytest.raises(IllegalAction, match="no trap of yours"):
        rules.apply(Reactivate(0, (5, 3)))


def test_rule_12_no_trap_on_entrance_heirloom_wall_or_any_trap():
    rules = match(FILLER, FILLER)
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    for cell, why in [((1, 6), "Entrance"), ((9, 1), "heirloom"), ((1, 1), "wall"),
                      ((2, 1), "active trap")]:
        with pytest.raises(IllegalAction, match=why):
            rules.apply(PlaceTrap(0, "spikes", cell, None))


def test_rule_12_a_disabled_trap_tile_takes_no_new_trap():
    ann = """
#c#d.pp.H
.........
.........
.........
s........
@.k......
"""
    rules = match(ann, FILLER, first=1)
    raid(rules, (6, 6))
    walk(rules, "N", rolls=[1])                      # Bo survives Ann's Spikes at (1,5)
    rules.apply(Concede(1))
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    assert rules.state.dungeons[0].traps[(1, 5)].active is False
    with pytest.raises(IllegalAction, match="disabled trap"):
        rules.apply(PlaceTrap(0, "shark", (1, 5), None))


def test_rule_13_with_no_fortitude_there_is_no_raid():
    rules = match(FILLER, FILLER)
    rules.dice.script([1, 1])
    rules.apply(RollAP(0))
    rules.apply(PlaceTrap(0, "spikes", (5, 3), None))
    events = rules.apply(StartRaid(0))
    assert any(isinstance(e, NoRaid) for e in events)
    assert rules.state.phase is Phase.ROLL and rules.state.active == 1
    assert rules.state.stats[0].raids == 0


def test_rule_14_a_step_into_a_wall_or_off_the_board_is_refused():
    bo = """
#c#d.pp.H
.........
.........
.........
#........
@.k.k....
"""
    rules = match(FILLER, bo)
    raid(rules, (3, 3))
    with pytest.raises(IllegalAction, match="wall"):
        rules.apply(Step(0, "N"))
    with pytest.raises(IllegalAction, match="off the board"):
        rules.apply(Step(0, "W"))
    with pytest.raises(IllegalAction, match="off the board"):
        rules.apply(Step(0, "S"))
    assert [a.direction for a in rules.legal_actions(0) if isinstance(a, Step)] == ["E"]


def test_rule_15_active_traps_reveal_disable_resolve_and_reactivated_ones_trigger_again():
    ann = """
#c#d.pp.H
.........
.........
.........
s........
@.k......
"""
    rules = match(ann, FILLER, first=1)
    raid(rules, (6, 6))                                    # Bo, F 12
    events = walk(rules, "N", rolls=[3])
    assert any(isinstance(e, TileRevealed) and e.kind == "spikes" for e in events)
    assert resolved(events) == ["Floor Spikes: 3 < fortitude 12: the adventurer survives."]
    trap = rules.state.dungeons[0].traps[(1, 5)]
    assert trap.revealed and not trap.active
    events = walk(rules, "SN")                             # back and forth: no dice
    assert resolved(events) == []
    rules.apply(Concede(1))
    rules.dice.script([2, 2])
    rules.apply(RollAP(0))
    rules.apply(Reactivate(0, (1, 5)))
    assert (1, 5) not in rules.view(1)["dungeons"][0]["fog"]   # stays revealed
    assert rules.view(1)["dungeons"][0]["traps"][0]["active"] is True
    rules.apply(StartRaid(0))
    rules.apply(Concede(0))
    raid(rules, (6, 6))
    events = walk(rules, "N", rolls=[12])
    assert resolved(events) == ["Floor Spikes: 12 ≥ fortitude 12: the adventurer dies."]


def test_rule_16_conceding_ends_the_raid_as_a_death():
    rules = match(FILLER, FILLER)
    raid(rules, (3, 3))
    walk(rules, "E")
    events = rules.apply(Concede(0))
    died = [e for e in events if isinstance(e, AdventurerDied)]
    assert died and died[0].conceded
    assert rules.state.stats[0].deaths == 1 and rules.state.adventurer is None
    assert rules.state.active == 1 and rules.state.phase is Phase.ROLL


SPIKES = """
#c#d.pp.H
.........
.........
.........
s........
@s.......
"""


@pytest.mark.parametrize("roll,dies", [(5, True), (4, False)])
def test_rule_17_spikes_kill_on_roll_at_least_fortitude(roll, dies):
    rules = match(FILLER, SPIKES)
    raid(rules, (2, 3))
    events = walk(rules, "N", rolls=[roll])
    assert any(isinstance(e, AdventurerDied) for e in events) is dies
    assert rules.state.fortitude == 5 or dies


DARTS = """
#c#.kpp.H
.........
.........
.........
d#.......
@k.......
"""


def test_rule_18_darts_two_hits_cost_fortitude_three_hits_kill():
    rules = match(FILLER, DARTS)
    raid(rules, (3, 3))
    events = walk(rules, "N", rolls=[6, 7, 1, 2, 3])
    assert resolved(events) == ["Wall Darts: 6, 7, 1, 2, 3 against fortitude 6: 2 hits: "
                                "fortitude 6 → 4, the adventurer survives."]
    assert rules.state.fortitude == 4 and rules.state.adventurer == (1, 5)
    rules = match(FILLER, DARTS)
    raid(rules, (3, 3))
    events = walk(rules, "N", rolls=[6, 9, 12, 1, 1])
    assert any(isinstance(e, AdventurerDied) for e in events)


CRUSHER = """
#d#.kpp.H
.........
.........
.#.......
.c.......
@#k......
"""


@pytest.mark.parametrize("ap,roll,dies", [((3, 3), 5, True), ((3, 3), 4, False),
                                          ((3, 4), 8, False), ((3, 4), 9, True)])
def test_rule_19_crushing_walls_kill_on_5_at_f6_and_on_9_at_f7(ap, roll, dies):
    rules = match(FILLER, CRUSHER)
    raid(rules, ap)
    events = walk(rules, "NE", rolls=[roll])
    assert any(isinstance(e, AdventurerDied) for e in events) is dies


SHARK = """
#c#d.p..H
.........
.........
.........
p........
@k.k.....
"""


@pytest.mark.parametrize("rolls,dies", [((5, 7), True), ((5, 6), False)])
def test_rule_20_shark_pit_kills_when_two_d12_reach_fortitude(rolls, dies):
    rules = match(FILLER, SHARK)
    raid(rules, (6, 6))
    events = walk(rules, "N", rolls=list(rolls))
    assert any(isinstance(e, AdventurerDied) for e in events) is dies


def test_rule_21_a_skeleton_at_fortitude_1_leaves_1():
    bones = """
#c#d.pp.H
.........
.........
k........
k........
@........
"""
    rules = match(FILLER, bones)
    raid(rules, (1, 1))
    walk(rules, "N")
    assert rules.state.fortitude == 1
    events = walk(rules, "N")
    assert rules.state.fortitude == 1 and "→ 1" in resolved(events)[0]


def _pushed(events) -> list:
    return [e.cell for e in events if isinstance(e, Moved) and e.pushed]


@pytest.mark.parametrize("row,stop", [("@>....k..", (5, 6)), ("@>.#..k..", (3, 6))])
def test_rule_22_a_fan_pushes_three_tiles_and_a_wall_stops_it(row, stop):
    board = "#c#d.pp.H\n.........\n.........\n.........\n.........\n" + row
    rules = match(FILLER, board)
    raid(rules, (2, 2))
    events = walk(rules, "E")
    assert rules.state.adventurer == stop
    assert _pushed(events) == [(c, 6) for c in range(3, stop[0] + 1)]


@pytest.mark.parametrize("rolls,dies", [((5, 5), True), ((4, 5), False)])
def test_rule_22_an_active_trap_at_step_2_stops_the_push_with_plus_1_on_every_die(rolls, dies):
    board = "#c#d.p..H\n.........\n.........\n.........\n.........\n@>.p..k.."
    rules = match(FILLER, board)
    raid(rules, (6, 6))
    events = walk(rules, "E", rolls=list(rolls))
    assert _pushed(events) == [(3, 6), (4, 6)]
    assert any(isinstance(e, AdventurerDied) for e in events) is dies
    a, b = rolls
    assert f"({a} + 1 (Fan)) + ({b} + 1 (Fan)) = {a + b + 2}" in resolved(events)[-1]


def test_rule_23_a_fan_onto_a_fan_chains_and_the_bonus_stays_1():
    board = "#c#d.p..H\n.........\n.........\n..p......\n.........\n@>^......"
    rules = match(FILLER, board)
    raid(rules, (6, 6))
    events = walk(rules, "E", rolls=[4, 5])            # f=1: 5 + 6 = 11 < 12 survives
    assert _pushed(events) == [(3, 6), (3, 5), (3, 4)]
    assert not any(isinstance(e, AdventurerDied) for e in events)
    assert "(4 + 1 (Fan)) + (5 + 1 (Fan)) = 11 < fortitude 12" in resolved(events)[-1]


@pytest.mark.parametrize("how", ["step", "push"])
def test_rule_24_entering_the_heirloom_by_step_or_push_wins_at_once(how):
    board = ("#c#d.pp..\n.........\n.........\n.........\nH........\n@.k.k...."
             if how == "step" else
             "#c#d.pp..\n.........\n.........\n.........\n.........\n@>.H..k..")
    rules = match(FILLER, board)
    raid(rules, (2, 2))
    events = walk(rules, "N" if how == "step" else "E")
    assert any(isinstance(e, HeirloomTaken) for e in events)
    assert rules.is_over() and rules.result().winners == [0]
    assert rules.legal_actions(0) == [] and rules.to_act() == set()


AL = """
#c#d.pp.H
.........
.........
.........
.k>......
@........
"""
BEA = """
#c#..pp.H
.........
.........
.........
d#.......
@k.k.....
"""


@pytest.mark.parametrize("roll,dies", [(3, True), (2, False)])
def test_rule_25_the_worked_example(roll, dies):
    rules = match(AL, BEA, first=0, names=("Al", "Bea"))
    raid(rules, (6, 6), buy=[PlaceTrap(0, "spikes", (5, 5), None)])   # Al: F 10
    walk(rules, "N", rolls=[1, 1, 1, 1, 1])            # Bea's Wall Darts: 0 hits
    rules.apply(Concede(0))
    raid(rules, (4, 5), buy=[PlaceTrap(1, "spikes", (5, 3), None), Reactivate(1, (1, 5))])
    assert rules.state.fortitude == 5
    walk(rules, "NE")
    assert rules.state.fortitude == 4
    events = walk(rules, "E", rolls=[roll])
    assert _pushed(events) == [(4, 5), (5, 5)]
    texts = resolved(events)
    if dies:
        assert texts[-1] == "Floor Spikes: 3 + 1 (Fan) = 4 ≥ fortitude 4: the adventurer dies."
    else:
        assert texts[-1] == ("Floor Spikes: 2 + 1 (Fan) = 3 < fortitude 4: the adventurer "
                             "survives.")
        assert rules.state.adventurer == (5, 5) and rules.state.phase is Phase.RAID
    revealed = {t["cell"]: t for t in rules.view(None)["dungeons"][0]["traps"]}
    for cell in [(2, 5), (3, 5), (5, 5)]:
        assert revealed[cell]["active"] is False


def test_rule_26_the_raid_screen_never_shows_hidden_content(trapper_leaks):
    from game.core.session import Session
    from game.catalog import game_info
    from game.core.protocol import Seat
    session = Session.start(game_info("trapper"), [Seat("Ann", "greedy"), Seat("Bo", "greedy")],
                            seed=11)
    raids = 0
    while not session.rules.is_over():
        session.step_bot(session.next_bot())
        if session.rules.state.phase is Phase.RAID:
            raids += 1
            public = json.dumps(session.rules.view(None), default=str)
            assert trapper_leaks(session.rules, None, public) == []
            assert session.rules.view(None)["dungeons"][0]["full"] is False
            assert session.rules.view(None)["dungeons"][1]["full"] is False
    assert raids > 0


def test_rule_27_the_bot_decides_from_the_fog_view_only():
    from game.core.bots import bot_rng
    from game.games.trapper.bots import TrapperBot
    other = SPIKES.replace("s........\n@s", "k........\n@s")    # same fog, other traps
    choices = []
    for bo in (SPIKES, other):
        rules = match(FILLER, bo)
        bot = TrapperBot(0, bot_rng(5, 0))
        rules.dice.script([6, 5])
        rules.apply(RollAP(0))
        picks = []
        while True:
            action = bot.choose(rules.view(0), rules.legal_actions(0))
            picks.append(action)
            rules.apply(action)
            if isinstance(action, StartRaid):
                break
        picks.append(bot.choose(rules.view(0), rules.legal_actions(0)))
        choices.append((picks, rules.view(0)["dungeons"][1]))
    assert choices[0] == choices[1]


def test_house_rule_turn_limit_option_draws_after_30_turns_each():
    rules = match(FILLER, FILLER, options={"turn_limit": True})
    for turn in range(60):
        seat = rules.state.active
        rules.dice.script([3, 3])
        rules.apply(RollAP(seat))
        rules.apply(StartRaid(seat))
        rules.apply(Concede(seat))
    assert rules.is_over() and rules.state.draw
    result = rules.result()
    assert result.winners == [0, 1] and "Draw" in result.headline
    assert [s.turns for s in rules.state.stats] == [30, 30]


def test_house_rule_undo_covers_trapping_but_not_the_roll_or_the_raid():
    rules = match(FILLER, FILLER)
    rules.dice.script([4, 4])
    rules.apply(RollAP(0))
    assert not rules.can_undo(0)
    rules.apply(PlaceTrap(0, "spikes", (5, 3), None))
    assert rules.can_undo(0)
    rules.undo(0)
    assert (5, 3) not in rules.state.dungeons[0].traps and rules.state.spent == 0
    rules.apply(StartRaid(0))
    assert not rules.can_undo(0)
    rules.apply(Step(0, "E"))
    assert not rules.can_undo(0)


def test_house_rule_both_dungeons_are_revealed_when_the_game_ends():
    """HOUSE RULE (trapper §5, content/trapper/rules.md): at the end every fog lifts on
    both dungeons, for every seat and the table; the event names the tiles."""
    from game.games.trapper.events import DungeonsRevealed
    bo = FILLER.replace("@.k.k....", "@H.k.k...")
    rules = match(FILLER, bo)
    raid(rules, (3, 3))
    events = walk(rules, "E")
    assert rules.is_over() and rules.state.winner == 0
    shown = next(e for e in events if isinstance(e, DungeonsRevealed))
    lifted = dict(shown.cells)
    assert len(lifted[0]) == 7 and len(lifted[1]) == 6   # Bo's heirloom lifted by the step
    for seat in (None, 0, 1):
        for board in rules.view(seat)["dungeons"]:
            assert board["fog"] == [] and board["heirloom"] is not None
            assert len(board["traps"]) == 6
