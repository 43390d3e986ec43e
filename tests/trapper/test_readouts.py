"""What the Trapper table tells a player, trusted: a tile's note touches the tile it is
about, a Fan's facing is drawn on the tile while it is aimed, re-arming says its cost, the
entrance sentence goes once the adventurer walks, the Concede dialog cites as the game
does, the sheet keeps its size from drawing to raiding, the turn count is always shown, and
the header and the panel name one dungeon."""
from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Seat
from game.games.trapper.actions import Concede
from tests import play
from tests.play import changed_box, drawn_text, picture, shows
from tests.trapper.helpers import FILLER, raid, settled_button, settled_click, table_for, walk

ALONE = [Seat("Ann"), Seat("Bo", "greedy")]
SPIKED = """
#c#d.pp.H
.........
.........
.........
.........
@s..k....
"""
"""Bo's dungeon: Floor Spikes on the first tile past the Entrance."""


def ann_raids(app, board=SPIKED):
    """Ann rolls 6+6 and starts her raid on `board` with fortitude 12."""
    session, table = table_for(app, ALONE, 0, (FILLER, board))
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    settled_button(app, table, "Start raid")
    play.settle(app)
    return session, table


SPIKED_ABOVE = """
#c#d.pp.H
.........
.........
.........
.s.......
@...k....
"""
"""Bo's dungeon: Floor Spikes in the open, north-east of the Entrance, every tile beside
them a step the adventurer may take next."""


@pytest.mark.parametrize("board, keys, spikes", [
    (SPIKED, (pygame.K_RIGHT,), (2, 6)), (SPIKED_ABOVE, (pygame.K_UP, pygame.K_RIGHT), (2, 5))])
def test_a_disabled_traps_note_touches_its_tile(app, board, keys, spikes):
    session, table = ann_raids(app, board)
    session.rules.dice.script([1])          # the spikes miss, and are disabled
    for key in keys:
        play.key(app, key)
        play.settle(app)
    tile = table.painter.rect_of(spikes)
    play.move(app, tile.center)
    play.settle(app)
    assert "Floor Spikes (disabled)" in table.trap_odds()
    with_note = picture(app)
    odds = table.trap_odds
    table.trap_odds = lambda: ""
    try:
        without = picture(app)
    finally:
        table.trap_odds = odds
    note = changed_box(with_note, without)
    assert note is not None, "the note is drawn"
    assert note.inflate(2, 2).colliderect(tile), f"the note {note} does not touch {tile}"
    assert shared_side(note, tile) >= tile.width, \
        f"the note {note} hangs from a corner of {tile}: it reads as the next tile's"


def shared_side(note: pygame.Rect, tile: pygame.Rect) -> int:
    """How much of the tile's outline the note runs along, just outside it (a corner: 0)."""
    along_x = min(note.right, tile.right) - max(note.x, tile.x)
    along_y = min(note.bottom, tile.bottom) - max(note.y, tile.y)
    if abs(note.y - tile.bottom) <= 3 or abs(note.bottom - tile.y) <= 3:
        return max(0, along_x)
    if abs(note.x - tile.right) <= 3 or abs(note.right - tile.x) <= 3:
        return max(0, along_y)
    return 0


def test_the_entrance_sentence_goes_once_the_adventurer_walks(app):
    session, table = ann_raids(app, FILLER)
    sheet = table.painter.rect
    below = pygame.Rect(sheet.x, sheet.bottom, sheet.w, 48)
    assert "enters Bo's dungeon with fortitude 12" in table.caption
    assert shows(app, table, "caption", below), "said under the sheet"
    play.key(app, pygame.K_UP)
    play.settle(app)
    assert tuple(session.rules.state.adventurer) == (1, 5)
    assert "enters" not in table.caption and not shows(app, table, "caption", below)


def test_the_concede_dialog_cites_the_rules_as_the_game_does(app):
    session, table = ann_raids(app, FILLER)
    settled_button(app, table, "Concede")
    play.settle(app)
    texts = drawn_text(app)
    assert "rules 4.4" in texts
    assert not any("§" in t for t in texts), [t for t in texts if "§" in t]


def test_the_sheet_keeps_its_size_from_drawing_to_the_raid(app):
    from game.catalog import game_info
    from game.core.session import Session
    from game.ui.tables.trapper import open_table
    play.open_launcher(app)
    session = Session.start(game_info("trapper"), ALONE, 3)
    table = open_table(app, session)
    app.stack.push(table)
    play.settle(app)
    drawing = pygame.Rect(table.painter.rect)
    app.stack.pop()
    session, table = ann_raids(app, FILLER)
    assert table.painter.rect == drawing


def bo_disables_anns_spikes(app, session, table) -> None:
    """Bo raids Ann's spiked dungeon: her spikes miss him and are disabled, he concedes, and
    Ann rolls 6+6 for her turn."""
    raid(session.rules, (6, 6))
    walk(session.rules, "E", rolls=(1,))
    session.rules.apply(Concede(1))
    table.changed()
    play.until(app, lambda: table.acting_here(), what="Ann's turn")
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    play.settle(app)


def test_rearming_a_disabled_trap_says_its_cost_and_a_fan_shows_its_facing(app):
    session, table = table_for(app, ALONE, 1, (SPIKED, FILLER))   # Bo raids Ann first
    bo_disables_anns_spikes(app, session, table)
    play.move(app, table.painter.rect_of((2, 6)).center)
    play.settle(app)
    assert any(t.startswith("Re-arm the Floor Spikes: 1 AP") for t in drawn_text(app))
    fan = next(chip for chip in table.chips if chip.key == "fan")
    play.click(app, fan.rect.center)
    tile = table.painter.rect_of((5, 3))
    play.move(app, tile.center)
    play.settle(app)
    one = play.pixels(picture(app), tile)
    play.click(app, tile.center, button=3)          # the Fan turns
    play.settle(app)
    assert play.pixels(picture(app), tile) != one, "the facing is drawn on the tile"


def test_the_turn_count_shows_while_viewing_the_rivals_dungeon(app):
    session, table = table_for(app, ALONE, 0)
    settled_button(app, table, "View Bo")
    play.settle(app)
    assert any(t.startswith("Ann's turn 1") for t in drawn_text(app))


def test_the_header_and_the_panel_name_one_dungeon_through_the_computers_raid(app):
    session, table = table_for(app, ALONE, 0)
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    settled_button(app, table, "View Bo")
    settled_button(app, table, "Start raid")
    settled_button(app, table, "Concede")
    play.settle(app)
    play.click_button(app, "Concede")         # the dialog's own button
    seen = 0
    for _ in range(4000):
        if table.acting_here() or session.rules.is_over():
            break
        play.frame(app)
        texts = drawn_text(app)
        raid_line = [t for t in texts if t.startswith("Raid on ")]
        header = [t for t in texts if "'s dungeon — " in t]
        if raid_line and header:
            seen += 1
            owner = raid_line[0][len("Raid on "):].split(":")[0]
            assert header[0].startswith(f"{owner}'s dungeon"), (raid_line, header)
    assert seen, "Bo's raid was shown"


def test_a_refused_arrow_key_is_said_on_the_board_side(app):
    from tests.trapper.test_played import side_panel
    session, table = ann_raids(app, FILLER)
    play.move(app, play.find_button(app, "Concede").rect.center)   # the pointer rests on it
    play.settle(app)
    bare = side_panel(app, table)
    here = table.painter.rect_of(tuple(table.public()["adventurer"]))
    play.key(app, pygame.K_LEFT)                          # off the board from the Entrance
    refused = [t for t in app.toasts if t.error]
    assert refused, "refused, with its reason"
    assert side_panel(app, table) == bare, "the refusal covers the side panel"
    assert here.collidepoint(refused[-1].pos), \
        "an arrow key's refusal is said on the adventurer's tile, not where the pointer rests"


def test_the_trapping_hint_asks_to_re_arm_only_while_a_trap_is_disabled(app):
    """A player with no disabled trap is not told to click an X trap: she is told to buy
    one; once the rival's raid has disabled one of hers, she is told she may re-arm it.
    The palette, the hint and the hover all call it re-arming."""
    session, table = table_for(app, ALONE, 0, (SPIKED, FILLER))
    rules = session.rules
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    play.settle(app)
    text = drawn_text(app)
    assert "Buy a trap on a lit tile, or start the raid." in text
    assert not any("X trap" in t for t in text), "nothing of Ann's is disabled"
    assert "buy 2 · re-arm 1 AP" in text, "the palette names re-arming as the rest does"
    settled_button(app, table, "Start raid")
    play.settle(app)
    rules.apply(Concede(0))
    bo_disables_anns_spikes(app, session, table)
    assert "Click an X to re-arm it, a lit tile to buy." in drawn_text(app)
    settled_click(app, table.painter.rect_of((2, 6)).center)
    assert session.rules.state.dungeons[0].traps[(2, 6)].active, "re-armed"
    assert "Ann re-arms the Floor Spikes at (2,6) for 1 AP." in table.log_panel._lines, \
        "the log says it as the hint does"
