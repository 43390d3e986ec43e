"""The lively dungeon reads as worth walking into (issue 36 §1): beside the players'
sheets the table says what is still face down, by kind, counted from the composition dealt
(public, rial §3.2) less the cards turned up so far; it follows the game as cards turn."""
from __future__ import annotations

import re

from tests import play
from tests.rial.screen import ready, roll

GROUPS = {"chest": "chest", "puzzle_chest": "chest", "chance": "chance", "item": "item",
          "door": "door", "puzzle_door": "door", "climb": "door", "blank": "blank"}
WORDS = {"chests": "chest", "chest": "chest", "chance": "chance", "items": "item",
         "item": "item", "doors": "door", "door": "door", "blanks": "blank", "blank": "blank"}


def face_down_on_screen(app) -> dict[str, int]:
    """The counts the strip draws this frame, by group."""
    text = " ".join(play.drawn_text(app))
    start = text.index("Still face down:")
    words = text[start:start + 160]
    return {WORDS[m.group(2)]: int(m.group(1))
            for m in re.finditer(r"(\d+) (chests?|chance|items?|doors?|blanks?)", words)}


def face_down_truth(rules) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in rules.state.cards.values():
        if not card.up:
            out[GROUPS[card.kind]] = out.get(GROUPS[card.kind], 0) + 1
    return out


def test_the_table_says_what_is_still_face_down(app):
    session, table = ready(app)
    rules = session.rules
    assert face_down_on_screen(app) == {"chest": 16, "chance": 24, "item": 26, "door": 16,
                                        "blank": 38}, "the lively dungeon as dealt"
    turned = 0
    for _ in range(6):                       # Ann and Ben walk in, turning cards up
        roll(app, table, 4)
        if table.lit():
            play.click(app, table.geo.rect(next(iter(table.lit()))).center)
        play.settle(app)
        while table.acting() is not None and rules.state.stage != "turn":
            choice = next(b for b in table.panel_buttons if b.visible and b.enabled)
            play.click(app, choice.rect.center)
            play.settle(app)
        turned = 120 - sum(face_down_truth(rules).values())
    assert turned > 0
    assert face_down_on_screen(app) == face_down_truth(rules)
