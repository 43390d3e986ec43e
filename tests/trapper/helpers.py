"""Building Trapper matches for tests from drawn boards, with scripted dice.

A board is 6 lines of 9 characters (row 1 on top): `.` floor, `#` wall, `@` the Entrance,
`H` the heirloom, `k` Spooky Skeleton, `^ > v <` a Fan facing N/E/S/W, `s` Floor Spikes,
`d` Wall Darts, `c` Crushing Walls, `p` Shark Pit.
"""
from __future__ import annotations

from game.core.dice import Dice
from game.core.protocol import Seat
from game.games.trapper.actions import (ConfirmSetup, PaintWalls, PlaceHeirloom, PlaceTrap,
                                        RollAP, StartRaid, Step)
from game.games.trapper.rules import TrapperRules

TRAPS = {"k": ("skeleton", None), "^": ("fan", "N"), ">": ("fan", "E"), "v": ("fan", "S"),
         "<": ("fan", "W"), "s": ("spikes", None), "d": ("darts", None),
         "c": ("crusher", None), "p": ("shark", None)}
TIER_ORDER = {"shark": 0, "darts": 1, "crusher": 1, "skeleton": 2, "fan": 2, "spikes": 2}

FILLER = """
#c#d.pp.H
.........
.........
.........
.........
@.k.k....
"""
"""A valid dungeon whose traps sit far from the Entrance's neighbours."""


def parse(text: str) -> tuple[set, tuple | None, list]:
    rows = [line for line in text.strip().splitlines()]
    assert len(rows) == 6 and all(len(r) == 9 for r in rows), f"bad board:\n{text}"
    walls, heirloom, traps = set(), None, []
    for r, line in enumerate(rows, 1):
        for c, ch in enumerate(line, 1):
            if ch == "#":
                walls.add((c, r))
            elif ch == "H":
                heirloom = (c, r)
            elif ch in TRAPS:
                kind, facing = TRAPS[ch]
                traps.append((kind, (c, r), facing))
    return walls, heirloom, traps


def build(rules: TrapperRules, seat: int, text: str) -> None:
    """Draw `text` as `seat`'s dungeon through the setup actions, then confirm it."""
    walls, heirloom, traps = parse(text)
    if walls:
        rules.apply(PaintWalls(seat, tuple(sorted(walls)), True))
    if heirloom:
        rules.apply(PlaceHeirloom(seat, heirloom))
    for kind, cell, facing in sorted(traps, key=lambda t: TIER_ORDER[t[0]]):
        rules.apply(PlaceTrap(seat, kind, cell, facing))
    rules.apply(ConfirmSetup(seat))


def new_rules(seed: int = 0, names=("Ann", "Bo"), options=None) -> TrapperRules:
    return TrapperRules.new_game(seed, [Seat(n) for n in names], options,
                                 dice=Dice.scripted([], seed=seed))


def match(first_board: str, second_board: str, first: int = 0, names=("Ann", "Bo"),
          options=None) -> TrapperRules:
    """Both dungeons built (seat 0 draws `first_board`) and `first` drawn to begin."""
    for seed in range(50):
        rules = new_rules(seed, names, options)
        build(rules, 0, first_board)
        build(rules, 1, second_board)
        if rules.state.active == first:
            return rules
    raise AssertionError("no seed lets that seat go first")


def raid(rules: TrapperRules, ap: tuple[int, int], *, buy=()) -> int:
    """The active seat rolls `ap`, applies `buy` actions, starts its raid; returns it."""
    seat = rules.state.active
    rules.dice.script(list(ap))
    rules.apply(RollAP(seat))
    for action in buy:
        rules.apply(action)
    rules.apply(StartRaid(seat))
    return seat


def walk(rules: TrapperRules, path: str, rolls=()) -> list:
    """Steps of the active seat ('NNE'), with `rolls` scripted for the traps met."""
    rules.dice.script(list(rolls))
    events = []
    seat = rules.state.active
    for d in path:
        events += rules.apply(Step(seat, d))
    return events


# --- at the table, at a new player's settings -------------------------------------------------
def settled_click(app, pos, button: int = 1) -> None:
    """A person's click on a table that has finished showing what happened (the dice
    landed, the adventurer arrived): at the default animation speed a click while the
    table still animates only skips the animation, as it should."""
    from tests import play
    from tests.ui.helpers import click
    play.settle(app)
    click(app, pos, button)


def settled_key(app, k: int, mod: int = 0) -> None:
    """A key pressed on a table that has finished showing what happened."""
    from tests import play
    from tests.ui.helpers import key
    play.settle(app)
    key(app, k, mod)


def settled_button(app, scene, prefix: str) -> None:
    """Click `scene`'s button labelled `prefix…` once the table has finished showing what
    happened (the button is looked up then: while the dice roll, the buttons wait)."""
    from tests import play
    from tests.ui.helpers import button, click
    play.settle(app)
    click(app, button(scene, prefix))


def table_for(app, seats, first: int, boards: tuple[str, str] = (FILLER, FILLER),
              save: bool = False):
    """A match past its setup (the two dungeons drawn from `boards`) where seat `first` is
    to roll, its table open and any hand-off passed: (session, table)."""
    from game.catalog import game_info
    from game.core.session import Session
    from game.ui.tables.trapper import open_table
    from tests.play import pass_hand_offs
    for seed in range(60):
        session = Session.start(game_info("trapper"), seats, seed,
                                save_path=app.save_path_for("trapper") if save else None)
        build(session.rules, 0, boards[0])
        build(session.rules, 1, boards[1])
        if session.rules.state.active == first:
            break
    table = open_table(app, session)
    app.stack.push(table)
    pass_hand_offs(app)
    return session, table
