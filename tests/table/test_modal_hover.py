"""A question over the table (Trapper's "Confirm this dungeon?" or Concede, DungeonLab's
Resign) covers the table's hovers: beneath the box the table shows
what it shows with the pointer on nothing, wherever the pointer goes over the box; and
after "No" the table's hover follows the pointer where it is, with no motion needed."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui.intents import Intent
from game.ui.scenes.confirm import ConfirmScene
from tests import play
from tests.table.test_busy_tip import at_a_persons_turn
from tests.table.test_nothing_stale import follow_pointer
from tests.table.test_prompt_place import open_table, played


def table_picture(app, table) -> bytes:
    """The table alone, drawn as it would be now."""
    surface = app.screen.copy()
    table.dirty = True
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def asked(app, game: str):
    """The person's play (posted clicks) until the table asks a question; the table."""
    if game == "lab":
        table = at_a_persons_turn(app, game)
        play.click_button(app, "Resign")
    else:
        table = open_table(app, game, 5)
        played(app, table, random.Random(5), lambda: isinstance(app.stack.top, ConfirmScene))
    play.frame(app)
    box = app.stack.top
    assert isinstance(box, ConfirmScene), f"{game} never asked"
    return table, box


@pytest.mark.parametrize("game", ["trapper", "lab"])
def test_a_question_covers_the_tables_hover(app, game, monkeypatch):
    spot = follow_pointer(app, monkeypatch)
    table, box = asked(app, game)
    where = spot[0]      # the pointer rests where it asked
    beneath = table_picture(app, table)
    assert table.pointer_at == (-1, -1), "the table still takes the pointer to be on it"
    for pos in (box.no_button.rect.center, (2, 2), where):   # over the box: no motion here
        play.move(app, pos)
        assert table_picture(app, table) == beneath, f"the table's hover at {pos} shows"
    table.on_intent(Intent("motion", pos=(-1, -1)))   # the pointer on nothing
    assert table_picture(app, table) == beneath, "a hover of the table shows under the box"
    play.click(app, box.no_button.rect.center)
    play.until(app, lambda: app.stack.top is table, 10, "the box closed")
    play.settle(app)
    assert table.pointer_at == spot[0], "the table's pointer stayed where it asked"
    after = table_picture(app, table)
    play.move(app, spot[0])                         # a motion where the pointer already is
    assert table_picture(app, table) == after, "the table's hover was stale after No"
