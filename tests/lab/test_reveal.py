"""The end reveal tells the truth (issue 21 §2): the map as the game ended (the orc killed,
the treasure taken, the cache emptied), every thing with a picture of its own, and her
notebook beside the map with the differences ringed on both; the stamp palette leaves the
loose fragments' column in view."""
from __future__ import annotations

import pygame

from game.games.lab.dungeon import KINDS
from game.ui.scenes.end import EndScene
from game.ui.tables.lab import open_table
from game.games.lab.compare import differences, real_side
from game.ui.tables.lab.reveal import WRONG
from game.ui.tables.lab.shots import ended, full_notebook
from game.ui.tables.lab.stamps import KIND_STAMP, LOOKS, draw_stamp
from tests.play import until
from tests.ui.helpers import button, click, pass_handoffs


def test_the_reveal_shows_the_labyrinth_as_it_ended():
    s = ended()
    reveal = s.rules.view(0)["reveal"]
    things = {(x, y, lv): (kind, end) for x, y, lv, kind, _sign, end in reveal["things"]}
    assert things[(5, 1, 1)] == ("orc", "dead")
    assert things[(4, 2, 1)] == ("cache", "emptied")
    assert things[(5, 5, 1)] == ("treasure", "taken")
    assert things[(4, 3, 1)] == ("lion", "")          # untouched things as they began
    assert reveal["carried_out"] and reveal["treasure_at"] is None


def picture(app, stamp: str) -> bytes:
    surface = pygame.Surface((40, 40))
    surface.fill((255, 255, 255))
    draw_stamp(surface, app.theme, app.sprites, stamp, pygame.Rect(2, 2, 36, 36))
    return pygame.image.tobytes(surface, "RGB")


def test_every_thing_of_the_map_has_a_picture_of_its_own(app):
    pairs = [("lake", "river"), ("cache", "arsenal"), ("antigourm", "gourm"),
             ("tiger", "lion"), ("panther", "lion"), ("panther", "tiger"),
             ("urkh", "orc"), ("werewolf", "lion"), ("hanging", "pit"),
             ("political", "prison"), ("cop", "prison")]
    for a, b in pairs:
        assert picture(app, a) != picture(app, b), (a, b)
    stamps = {KIND_STAMP.get(kind, kind) for kind in KINDS}
    assert stamps <= set(LOOKS)
    seen: dict[bytes, str] = {}
    for stamp in sorted(stamps):
        shot = picture(app, stamp)
        assert shot not in seen, f"{stamp} is drawn as {seen.get(shot)}"
        seen[shot] = stamp


def test_her_notebook_against_the_map_level_by_level():
    reveal = ended().rules.view(0)["reveal"]
    page = reveal["notebooks"][0]["pages"]["1"]
    cells, sides = differences(page, reveal, 1)
    assert cells == [(3, 3)]                     # the lion is at (4, 3)
    assert sides == [(4, 1, "E")]                # a wire, not a simple wall
    assert real_side(reveal, 5, 3, "E") == "exit" and real_side(reveal, 5, 1, "S") == "none"
    assert differences(reveal["notebooks"][0]["pages"].get("2"), reveal, 2) == ([], [])
    result = {line.label: line.value for line in ended().rules.result().seats[0].lines}
    assert result["Walls and things in her notebook"] == 8      # 3 stamps, 5 sides
    assert result["Of those, the map says otherwise"] == 2


def test_look_at_the_board_rings_the_differences_on_both(app):
    session = ended()
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app)
    until(app, lambda: isinstance(app.stack.top, EndScene), what="the end screen")
    click(app, button(app.stack.top, "Look at the board"))
    until(app, lambda: app.stack.top is table, what="the board")
    table.dirty = True
    app.step([])
    left, top = table.pad.at(3, 3)                   # her lion, ringed on the page
    ring = [app.screen.get_at((left + 1 + i, top + 1))[:3] for i in range(table.pad.cell - 2)]
    assert tuple(WRONG) in ring
    map_rect = table.map_rect
    assert map_rect.left >= table.pad.rect.right     # the map beside the notebook
    click(app, button(table, "Level 2"))
    assert table.hand.level == 2


def test_the_loose_fragments_lie_in_the_tray_clear_of_the_palette_and_tools(app):
    table = full_notebook(app)
    app.stack.push(table)
    pass_handoffs(app)
    app.step([])
    palette = table.palette[0][1].unionall([r for _, r in table.palette])
    tools = [b.rect for b in table.bar.buttons if b.label.startswith(("Walls", "Me"))]
    sheet = table.sheet()
    from game.ui.tables.lab.pad import fragment_box
    for key, frag in sheet["fragments"].items():
        if frag["level"] == table.hand.level:
            x, y = table.room.tray.places[int(key)]
            box = fragment_box(table.room.tray_pad, {**frag, "x": x, "y": y})
            assert table.room.tray_rect.contains(box), box
            assert not box.colliderect(palette) and not any(box.colliderect(t) for t in tools)
