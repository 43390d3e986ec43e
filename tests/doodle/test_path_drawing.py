"""Drawing the hero path as on paper (issue 32 §2), through the real table with posted
mouse events: a U-turn by dragging (rest on the path's end, then drag back), said in the
panel's line; dragging back without resting still takes steps off; no refusal over the end
of a complete path; two passes through a space drawn apart."""
from __future__ import annotations

import pygame

from tests import play
from tests.doodle.test_table import _to_paths, open_session
from tests.ui.helpers import move, press, release


def drawing(app):
    session, table = open_session(app)
    _to_paths(session, table)
    geo = session.rules.geo

    def path() -> list[str]:
        return [geo.name(c) for c in session.rules.state.sheets[0].path]

    def at(name: str) -> tuple[int, int]:
        return table.sheet.centre(geo.parse(name))
    return session, table, path, at


def test_resting_on_the_end_then_dragging_back_makes_a_u_turn(app):
    session, table, path, at = drawing(app)
    press(app, at("A1"))
    for name in ["A2", "A3", "A4"]:
        move(app, at(name), held=True)
    assert path() == ["A1", "A2", "A3", "A4"]
    assert any("U-turn" in line for line in table.status())     # how, said while drawing
    for _ in range(10):                                           # a rest on the end
        app.step(dt=0.1)
    assert any("turned around" in line for line in table.status()), table.status()
    move(app, at("A3"), held=True)                                # back the way it came
    move(app, at("A2"), held=True)
    release(app, at("A2"))
    assert path() == ["A1", "A2", "A3", "A4", "A3", "A2"]
    assert not any("turned around" in line for line in table.status())


def test_dragging_back_without_a_rest_still_takes_steps_off(app):
    session, table, path, at = drawing(app)
    press(app, at("A1"))
    for name in ["A2", "A3", "A4"]:
        move(app, at(name), held=True)
    move(app, at("A3"), held=True)
    release(app, at("A3"))
    assert path() == ["A1", "A2", "A3"]


def test_a_space_passed_twice_is_drawn_as_two_lines_apart(app):
    """The two passes of a U-turn through A3 (down, then back up) are two lines side by
    side across A3, where one pass is one line."""
    session, table, path, at = drawing(app)
    geo = session.rules.geo

    def lines_across(names: list[str]) -> int:
        surface = pygame.Surface(app.size)
        surface.fill((255, 255, 255))
        table.sheet.draw_path(surface, [geo.parse(n) for n in names])
        x, y = at("A3")
        half = table.sheet.paper.cell // 2
        inked = [surface.get_at((x + dx, y))[:3] != (255, 255, 255)
                 for dx in range(-half + 2, half - 2)]
        return sum(1 for a, b in zip([False] + inked, inked) if b and not a)
    assert lines_across(["A2", "A3", "A4"]) == 1
    assert lines_across(["A2", "A3", "A4", "A3", "A2"]) == 2


def test_no_refusal_over_the_end_of_a_complete_path(app):
    """The path reaches the Exit: hovering its last space shows no red reason."""
    session, table, path, at = drawing(app)
    s = session.rules.state
    route = [geo for geo in ["A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "B10",
                             "C10", "D10", "E10", "F10", "G10", "H10"]]
    press(app, at("A1"))
    for name in route:
        move(app, at(name), held=True)
    release(app, at("H10"))
    assert path()[-1] == "H10", path()
    move(app, at("H10"))
    app.render()
    assert table.bubble == "", table.bubble
    assert s.sheets[0].path[-1] == session.rules.geo.parse("H10")
    geo = session.rules.geo
    red = tuple(app.theme.colours.illegal)[:3]

    def outlined_red(name: str) -> bool:
        rect = table.sheet.cell_rect(geo.parse(name))
        shot = play.picture(app)
        return any(tuple(shot.get_at((x, rect.y + 1)))[:3] == red
                   for x in range(rect.x + 1, rect.right - 1))
    assert not outlined_red("H10"), "no red outline over the end of a complete path"
    move(app, at("C5"))                                 # the other side: a space off the
    assert outlined_red("C5") and table.bubble         # path is red, with its reason


def test_a_slow_drag_across_a_space_is_no_rest(app):
    """Crossing A4 slowly (a second and more inside it, never still) and going back still
    takes the step off: only a pointer resting still turns the pencil around."""
    session, table, path, at = drawing(app)
    press(app, at("A1"))
    for name in ["A2", "A3"]:
        move(app, at(name), held=True)
    x, y = at("A4")
    cell = table.sheet.paper.cell
    for dy in range(-cell // 2 + 2, cell // 2 - 2, 6):       # 6 px a frame, 0.2 s a frame
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + dy), rel=(0, 6),
                                     buttons=(1, 0, 0))], dt=0.2)
    assert path()[-1] == "A4"
    assert not any("turned around" in line for line in table.status())
    move(app, at("A3"), held=True)
    release(app, at("A3"))
    assert path() == ["A1", "A2", "A3"]


def test_an_aim_line_runs_from_the_paths_end_to_the_pointer(app):
    """With the path at A2 and the pointer resting on A5 (no button held), a line in the
    'may go' colour runs from A2 through A3 and A4 to the pointer, and the space the next
    step goes to (A3) wears a ring; with the pointer off the sheet, no line."""
    session, table, path, at = drawing(app)
    legal = app.theme.colours.legal
    press(app, at("A1"))
    move(app, at("A2"), held=True)
    release(app, at("A2"))
    assert path() == ["A1", "A2"]
    (x3, y3), (x4, y4) = at("A3"), at("A4")
    ring = (x3, y3 - max(5, table.sheet.paper.cell // 4))       # the ring's top, on A3
    move(app, at("A5"))
    shot = play.picture(app)
    assert shot.get_at((x4, y4))[:3] == legal[:3]
    assert any(shot.get_at((ring[0], ring[1] + d))[:3] == legal[:3] for d in (-1, 0, 1))
    move(app, (table.sheet.rect.right + 40, table.sheet.rect.centery))
    assert play.picture(app).get_at((x4, y4))[:3] != legal[:3]
