"""The end reveal draws a route as she walked it (issue 34 §3): a re-landing next to her
last cell, a climb or a fall starts a new stretch and is never drawn as a move; a page
whose notes lie on a loose fragment is not "nothing noted"."""
from __future__ import annotations

import pygame

from game.games.lab import compare
from game.games.lab import notebook as nb
from game.games.lab.actions import Move, Resign, Suicide
from game.games.lab.views import walks
from game.ui.tables.lab.reveal import draw_reveal
from tests.lab.helpers import dungeon, game, land, me


def relanded():
    """Ann lands at (1,1), walks east to (2,1), dies, lands again at (3,1) beside her
    last cell and walks south to (3,2); then she resigns (the reveal)."""
    r = game(dungeon())
    land(r, (1, 1, 1))
    r.apply(Move(0, "E"))
    r.apply(Suicide(0))
    assert r.view(0)["me"]["phase"] == "land"
    land(r, (3, 1, 1))
    r.apply(Move(0, "S"))
    r.apply(Resign(0))
    return r


def test_a_re_landing_starts_a_new_stretch_of_her_route():
    r = relanded()
    assert me(r).route == [(1, 1, 1), (2, 1, 1), (3, 1, 1), (3, 2, 1)]
    assert me(r).walked == [False, True, False, True]
    reveal = r.view(0)["reveal"]
    assert reveal["walked"] == [[False, True, False, True]]
    assert walks(reveal["routes"][0], reveal["walked"][0], 1) == [[(1, 1), (2, 1)],
                                                                  [(3, 1), (3, 2)]]
    assert walks(reveal["routes"][0], reveal["walked"][0], 2) == []
    # a walked step onto another level's spot after a climb: no line across levels
    assert walks([[1, 1, 1], [1, 1, 2], [2, 1, 2]], [False, False, True], 2) == [
        [(1, 1), (2, 1)]]


def test_the_reveal_draws_no_path_line_for_the_re_landing(app):
    reveal = relanded().view(0)["reveal"]
    surface = pygame.Surface((600, 600))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(0, 0, 600, 600)
    draw_reveal(surface, app.theme, app.sprites, rect, reveal, 5, 5, 1)
    size = max(10, min((rect.width - 30) // 5, (rect.height - 40) // 5))
    shift = 2 * max(1, size // 40)

    def point(x: int, y: int) -> tuple[int, int]:
        return (16 + (x - 1) * size + shift + 2, 28 + (y - 1) * size + size - shift - 3)

    colour = pygame.Color(app.theme.colours.seat_colour(0))

    def between(a: tuple[int, int], b: tuple[int, int]) -> pygame.Color:
        (ax, ay), (bx, by) = point(*a), point(*b)
        return surface.get_at(((ax + bx) // 2, (ay + by) // 2))

    assert between((1, 1), (2, 1))[:3] == colour[:3]        # the walk east
    assert between((3, 1), (3, 2))[:3] == colour[:3]        # the walk south
    assert between((2, 1), (3, 1))[:3] != colour[:3]        # the re-landing: no line


def test_notes_on_a_loose_fragment_are_not_nothing_noted():
    reveal = relanded().view(0)["reveal"]
    sheet = nb.sheet_to_dict(nb.fold([("fragment", 1, 9, 1),
                                      ("note", 1, 1, 1, 1, "shop?")], 1))
    assert compare.loose_on(sheet, 1) == 1 and compare.loose_on(sheet, 2) == 0
    empty = nb.sheet_to_dict(nb.fold([("fragment", 1, 9, 1)], 1))
    assert compare.loose_on(empty, 1) == 0        # an empty fragment holds nothing
    words = compare.reveal_words(sheet["pages"]["1"], reveal, 1, "Ann",
                                 compare.loose_on(sheet, 1))
    assert words == ("Ann's notebook, level 1: nothing on the page itself; 1 loose fragment "
                     "not laid on the page, not checked.")
    assert compare.reveal_words(empty["pages"]["1"], reveal, 1, "Ann", 0) == \
        "Ann's notebook, level 1: nothing noted on this page."


def test_a_hole_in_the_darkness_stamped_where_the_black_rider_stands_agrees():
    """The look's "a hole in the darkness" is a black rider (lab §4.2.1): the generic stamp
    for it agrees with the rider's cell and is ringed on a pit (found playing The Classic)."""
    from game.games.lab.dungeon import Thing
    r = game(dungeon({(2, 1, 1): Thing("rider"), (3, 3, 1): Thing("pit")}))
    land(r, (1, 1, 1))
    r.apply(Resign(0))
    reveal = r.view(0)["reveal"]
    page = nb.sheet_to_dict(nb.fold([("stamp", 1, -1, 2, 1, "hole"),
                                     ("stamp", 1, -1, 3, 3, "hole")], 1))["pages"]["1"]
    assert compare.differences(page, reveal, 1) == ([(3, 3)], [])


def test_a_re_landing_a_climb_and_a_fall_each_have_their_mark_on_the_route(app):
    """Every step shows on the route: a walk as a line, a landing or re-landing as a ring,
    a climb as a hollow arrowhead its way, a fall as a filled one (none as a move)."""
    from game.ui.tables.lab.reveal import put_there
    from game.games.lab.actions import Climb
    from game.games.lab.dungeon import Thing
    r = game(dungeon({(2, 2, 1): Thing("pit")}, levels=2, pits={(2, 2, 1): (4, 4, 2)}))
    land(r, (1, 1, 1))
    r.apply(Climb(0, 1))                                      # down to (1, 1, 2)
    r.apply(Move(0, "E"))
    r.apply(Climb(0, -1))                                     # up to (2, 1, 1)
    r.apply(Move(0, "S"))                                     # the pit: (4, 4, 2)
    r.apply(Resign(0))
    reveal = r.view(0)["reveal"]
    route, walked = reveal["routes"][0], reveal["walked"][0]
    assert put_there(route, walked, 1) == [(1, 1, "land"), (2, 1, "up")]
    assert put_there(route, walked, 2) == [(1, 1, "down"), (4, 4, "fall")]
    again = relanded().view(0)["reveal"]
    assert put_there(again["routes"][0], again["walked"][0], 1) == [(1, 1, "land"),
                                                                    (3, 1, "land")]
    colour = pygame.Color(app.theme.colours.seat_colour(0))[:3]
    marks = {}
    for level in (1, 2):
        surface = pygame.Surface((600, 600))
        surface.fill((0, 0, 0))
        draw_reveal(surface, app.theme, app.sprites, pygame.Rect(0, 0, 600, 600), reveal,
                    5, 5, level)
        size = (600 - 40) // 5
        shift = 2

        def seen(x, y):
            """Her colour's pixels in the cell's route strip, right of its dot."""
            left, top = 16 + (x - 1) * size, 28 + (y - 1) * size
            box = pygame.Rect(left + shift + 6, top + size - shift - 20, 12, 16)
            return sum(surface.get_at((i, j))[:3] == colour
                       for i in range(box.left, box.right) for j in range(box.top, box.bottom))
        for x, y, _ in put_there(route, walked, level):
            marks[(level, x, y)] = seen(x, y)
        marks[(level, 5, 5)] = seen(5, 5)                     # never there: no mark
    assert all(marks[k] > 6 for k in marks if k[1:] != (5, 5)), marks
    assert marks[(1, 5, 5)] == 0 and marks[(2, 5, 5)] == 0
    assert marks[(2, 4, 4)] > marks[(2, 1, 1)]                # a fall filled, a climb hollow
