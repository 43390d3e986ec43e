"""The notebook when you are lost, by posted mouse events at a new player's settings: a
fragment lies in the tray beside the page (never over the page nor another fragment) and
grows as she draws at its edge; dropped on the page or on another fragment it merges, with
the preview of what lands where; the page keeps its scale throughout; marks on a
fragment's outer side are the fragment's and survive the merge."""
from __future__ import annotations

import pygame

from tests.lab.helpers import notebook, tray_cell, tray_handle, tray_point
from tests.lab.test_trust import centre, open_game
from tests.play import click, drag, frame, move, settle


def lost_with_a_fragment(app, fragments: int = 1):
    """Ann lands at (2, 3), walks into the pit (her page turns to level 2, where she fell)
    and starts `fragments` fragments."""
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    settle(app)
    click(app, [b for b in table.bar.buttons if b.label == "↑ North"][0].rect.center)
    settle(app)
    assert table.hand.level == 2
    fragment = next(b for b in table.bar.buttons if "Fragment" in b.label)
    click(app, fragment.rect.center)
    for _ in range(fragments):
        click(app, centre(table, 4, 4))
    return session, table


def stamp(app, table, name):
    click(app, next(rect for n, rect in table.palette if n == name).center)


def test_a_fragment_lies_in_the_tray_grows_at_its_edge_and_the_page_keeps_its_scale(app):
    session, table = lost_with_a_fragment(app)
    cell, page = table.pad.cell, table.pad.rect.copy()
    assert list(notebook(session)["fragments"]) == ["1"]
    box = table.room.tray_rect
    assert box.width and not box.colliderect(page)       # beside the page, not on it
    stamp(app, table, "lights")
    click(app, tray_cell(table, 1, 2, 1))                  # its east edge cell
    layer = notebook(session)["fragments"]["1"]["layer"]
    assert [2, 1, "lights"] in layer["stamps"]
    from game.games.lab.fragments import size
    assert size(layer) == (4, 3)                           # a free column beyond the stamp
    click(app, tray_cell(table, 1, 3, 1))                  # the new column takes a stamp too
    assert [3, 1, "lights"] in notebook(session)["fragments"]["1"]["layer"]["stamps"]
    assert (table.pad.cell, table.pad.rect) == (cell, page)


def test_loose_fragments_never_cover_each_other(app):
    session, table = lost_with_a_fragment(app, fragments=3)
    boxes = list(table.room.tray.boxes.values())
    assert len(boxes) == 3
    for i, (ax0, ay0, ax1, ay1) in enumerate(boxes):
        for bx0, by0, bx1, by1 in boxes[i + 1:]:
            assert ax1 < bx0 or bx1 < ax0 or ay1 < by0 or by1 < ay0


def test_a_fragment_dropped_on_the_page_merges_where_the_preview_said(app):
    session, table = lost_with_a_fragment(app)
    stamp(app, table, "hospital")
    click(app, tray_cell(table, 1, 0, 0))
    cell = table.pad.cell
    handle = tray_handle(table, 1)
    grab = table.room.tray_fine(handle)
    ox, oy = table.room.tray.places[1]
    # drop so that the fragment's cell (0, 0) lands on page cell (4, 2)
    target = table.pad.at(4 + (grab[0] - ox), 2 + (grab[1] - oy))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=handle, rel=(0, 0),
                                   buttons=(0, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=handle, button=1)])
    move(app, target, held=True)
    drop = table.room.drop_preview(target)
    assert drop.target == -1 and drop.at == (4, 2) and (4, 2) in drop.cells
    assert drop.words().startswith("Drop: merge it here")
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    sheet = notebook(session)
    assert sheet["fragments"] == {} and [4, 2, "hospital"] in sheet["pages"]["2"]["stamps"]
    assert table.pad.cell == cell


def test_two_fragments_merge_when_one_is_dropped_on_the_other(app):
    session, table = lost_with_a_fragment(app, fragments=2)
    stamp(app, table, "lion")
    click(app, tray_cell(table, 2, 0, 0))
    handle = tray_handle(table, 2)
    grab = table.room.tray_fine(handle)
    o2 = table.room.tray.places[2]
    # fragment 2's cell (0, 0) onto fragment 1's cell (1, 1)
    target = tray_point(table, 1, 1 + grab[0] - o2[0], 1 + grab[1] - o2[1])
    move(app, handle)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=handle, button=1)])
    move(app, target, held=True)
    drop = table.room.drop_preview(target)
    assert (drop.target, drop.at) == (1, (1, 1))
    assert drop.words().startswith("Drop: merge it into fragment 1")
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    sheet = notebook(session)
    assert list(sheet["fragments"]) == ["1"]
    assert [1, 1, "lion"] in sheet["fragments"]["1"]["layer"]["stamps"]


def test_a_monolith_on_a_fragments_outer_side_stays_and_merges(app):
    session, table = lost_with_a_fragment(app)
    walls = next(b for b in table.bar.buttons if b.label.startswith("Walls"))
    click(app, walls.rect.center)
    click(app, tray_point(table, 1, -0.1, 1.5), button=3)     # just west of cell (0, 1)
    layer = notebook(session)["fragments"]["1"]["layer"]
    assert [-1, 1, "E", "monolith"] in layer["edges"]
    handle = tray_handle(table, 1)
    grab = table.room.tray_fine(handle)
    ox, oy = table.room.tray.places[1]
    target = table.pad.at(4 + grab[0] - ox, 2 + grab[1] - oy)
    drag(app, [handle, target])
    page = notebook(session)["pages"]["2"]
    assert [3, 3, "E", "monolith"] in page["edges"]          # (-1, 1) + (4, 2)


def test_a_dragged_fragment_shows_above_the_stamp_palette(app):
    from tests.play import picture
    session, table = lost_with_a_fragment(app)
    spot = table.palette[4][1].center
    before = picture(app).get_at(spot)
    handle = tray_handle(table, 1)
    move(app, handle)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=handle, button=1)])
    grab = table.room.tray_fine(handle)
    ox, oy = table.room.tray.places[1]
    # the pointer so that the fragment's middle cell lies over the palette
    at = (spot[0] + int((grab[0] - ox - 1.5) * table.pad.cell),
          spot[1] + int((grab[1] - oy - 1.5) * table.pad.cell))
    move(app, at, held=True)
    from game.ui.tables.lab.pad import FRAG_TINT
    shown = picture(app).get_at(spot)
    assert shown != before and tuple(shown)[:3] == FRAG_TINT
