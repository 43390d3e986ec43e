"""The market's tooltips say who each danger tests, and the check rules agree (maker §3.3,
§4.7, issue 20 §2): only monster rooms act from beside a route tile (and along a straight
line of rooms), acid hurts only a hero on a bridge over it, traps, gates and bosses only a
hero on their tile. The behaviour is read from the rules on painted sheets."""
from __future__ import annotations

import pytest

from game.games.maker import building as B
from game.games.maker.route import dangers
from game.ui.tables.maker.panels import item_tooltip
from tests.maker.helpers import new, paint

CODE = {"gate": "G", "boss_slime": "BS", "giant_bat": "GB", "golem": "GO", "slime": "S",
        "skeleton": "K", "ghost": "H", "acid": "A"}
BLANK = ". . . . . ."


def sources(rows: list[str], cell: tuple[int, int]) -> set[str]:
    """The items that test a hero on `cell` of a sheet painted from `rows`."""
    rules = new()
    paint(rules, 0, rows)
    sheet = B.sheet_of(rules.state.players[0], rules.content)
    return {d.source for d in dangers(sheet, rules.content, cell)}


def place(item: str, where: str) -> list[str]:
    """A row of paths at y = 3 (x 1..3); the item on the path at (2, 3) ('on'), beside it
    at (2, 2) ('beside'), at (2, 1) behind a Slime at (2, 2) ('line'), or under a bridge
    at (2, 3) ('bridge')."""
    rows = [BLANK] * 6
    on = CODE.get(item, "P")
    trap = "" if item in CODE else f"+{item}"
    middle = {"on": f"{on}:EW{trap}", "bridge": "B:EW"}.get(where, "P:EW")
    rows[2] = f"E:EW {middle} P:EW . . ."
    if where == "beside":
        rows[1] = f". {CODE.get(item, '.')} . . . ."
    if where == "line":
        rows[1] = ". S . . . ."
        rows[0] = f". {CODE.get(item, '.')} . . . ."
    return rows


def reaches(item: str, where: str) -> bool:
    if where in ("beside", "line") and item not in CODE:
        return False   # a trap is only ever a mark on a path or a bridge
    if where == "bridge" and item != "acid":
        return False
    if where == "on" and item == "acid" or where == "on" and item in ("slime", "skeleton",
                                                                      "ghost"):
        return False   # acid and rooms are never on a route tile
    return item in sources(place(item, where), (2, 3))


@pytest.mark.parametrize("item", ["acid", "spikes", "pit", "gate", "slime", "skeleton",
                                  "ghost", "boss_slime", "giant_bat", "golem"])
def test_each_danger_tooltip_says_who_the_rules_test(item):
    rules = new()
    content = rules.content
    text = item_tooltip(content.items[item], "", content)
    on, beside, line = reaches(item, "on"), reaches(item, "beside"), reaches(item, "line")
    bridge = reaches(item, "bridge")
    assert "on or beside" not in text
    if beside:
        assert line and "A hero on a route tile beside it, or beside a straight line of " \
            "rooms leading to it" in text, text
    else:
        assert "beside it" not in text and not line, text
    if on:
        assert "Only a hero on its tile checks" in text, text
    if bridge:
        assert not on and not beside and "Only a hero on a bridge over it checks" in text
    assert on or beside or bridge, f"{item} tests nobody?"
    stat = {"str": "Str", "int": "Int", "dex": "Dex"}[content.items[item].stat]
    assert f"checks {stat} {content.items[item].target};" in text
