""""What would the computer do?" at the Doodle table (issue 23 §3): the Hard computer's move
for a person alone is drawn as a ghost and ringed where it happens, and a click there makes
it."""
from __future__ import annotations

from game.games.doodle.actions import BuildWall, HideTreasure, PathStep, PickCard, PlacePiece
from game.games.doodle.state import Phase
from tests import play
from tests.play import ask_hint, picture, pixels


def alone(app, seed=4):
    return play.alone_against(app, "doodle", "greedy", seed)


def ghost_drawn(app, table, where):
    """Ask for the hint; the move's ghost changes the pixels at `where(action)` (inside the
    ring, which is drawn around it), against the frame before. Returns the hinted action."""
    before = picture(app)
    action = ask_hint(app, table)
    rect = where(action)
    assert pixels(before, rect) != pixels(picture(app), rect), "no ghost where the move happens"
    return action


def test_the_hint_lifts_the_card_to_take_and_a_click_there_takes_it(app):
    table = alone(app)
    action = ghost_drawn(app, table, lambda a: dict(table.display_rects())[a.card])
    assert isinstance(action, PickCard) and action in table.rules.legal_actions(0)
    ring = table.advice_target(action)
    assert ring.contains(dict(table.display_rects())[action.card])
    assert table.board_rect.contains(ring)
    play.click(app, ring.center)
    play.settle(app)
    assert table.rules.state.building is not None and \
        table.rules.state.building.card == action.card
    assert table.advice is None, "a hint goes once the game has moved on"


def test_the_hint_for_a_piece_rings_its_space(app):
    table = alone(app)
    s = table.rules.state
    if 25 not in s.display:                           # script the draft: a Goblin first
        s.display[0] = 25
        table.changed()
    play.click(app, dict(table.display_rects())[25].center)
    play.settle(app)
    action = ghost_drawn(app, table, lambda a: table.sheet.cell_rect(a.cell))
    assert isinstance(action, PlacePiece) and action.kind == "goblin"
    ring = table.advice_target(action)
    assert ring == table.sheet.cell_rect(action.cell)
    play.click(app, ring.center)
    play.settle(app)
    assert s.sheets[0].cells[action.cell] == "goblin"


def test_the_hint_for_a_wall_hatches_its_spaces_and_a_click_on_it_builds_that_wall(app):
    table = alone(app)
    s = table.rules.state
    wall_card = next(c for c in sorted(table.content.cards)
                     if table.content.card(c).build[0] in table.content.shapes)
    if wall_card not in s.display:                    # script the draft: a wall first
        s.display[0] = wall_card
        table.changed()
    play.click(app, dict(table.display_rects())[wall_card].center)
    play.settle(app)
    action = ghost_drawn(app, table, lambda a: table.sheet.cell_rect(a.cells[0]))
    assert isinstance(action, BuildWall)
    play.click(app, table.sheet.cell_rect(action.cells[-1]).center)
    play.settle(app)
    assert all(s.sheets[0].cells[c] == "wall" for c in action.cells), \
        "the click on the ghost built the hinted wall, facing as hinted"


def test_the_hint_for_a_path_step_pencils_it_and_vanishes_once_made(app):
    table = alone(app)
    s = table.rules.state
    s.phase, s.building, s.to_pick, s.display, s.drawers = Phase.PATH, None, [], [], [0, 1]
    for sheet in s.sheets:
        sheet.path = [0]
    table.changed()
    play.until(app, lambda: table.advice_offered() and table.phase() == "path",
               what="Ann's hero path")
    action = ghost_drawn(app, table, lambda a: table.sheet.cell_rect(a.cell))
    assert isinstance(action, PathStep) and table.shown_owner() == 1
    said = f"Ann draws the hero path on to {table.rules.geo.name(action.cell)}."
    assert said in " ".join(play.drawn_text(app)), "the hint says which step, in words"
    play.click(app, table.sheet.cell_rect(action.cell).center)
    play.settle(app)
    assert s.sheets[1].path == [0, action.cell]
    assert table.advice is None, "the ghost goes once the game has moved on"


def test_the_hint_for_a_treasure_note_names_and_shows_its_space_to_its_owner(app):
    table = alone(app)
    s = table.rules.state
    if 25 not in s.display:                           # script the draft: a Goblin, then a
        s.display[0] = 25                             # treasure note
        table.changed()
    play.click(app, dict(table.display_rects())[25].center)
    play.settle(app)
    goblin = ask_hint(app, table)
    play.click(app, table.sheet.cell_rect(goblin.cell).center)
    play.settle(app)
    action = ghost_drawn(app, table, lambda a: table.sheet.cell_rect(a.cell))
    assert isinstance(action, HideTreasure)
    said = f"Ann hides a treasure on {table.rules.geo.name(action.cell)}."
    assert said in " ".join(play.drawn_text(app))
    play.click(app, table.sheet.cell_rect(action.cell).center)
    play.settle(app)
    assert s.sheets[0].treasures == [action.cell]
