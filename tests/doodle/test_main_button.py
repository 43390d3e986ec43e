"""Enter and Space at the Doodle table press the main button of the moment, `main_button`
(issue 30): the step's Done once it can be pressed, once per key press, and nothing while a
decision waits (a pick, a card window), so Enter twice never passes a decision. Through the
real table at a new player's settings, with posted key presses."""
from __future__ import annotations

import pygame

from game.games.doodle.actions import BuildWall, PassCard, PathStep, PlacePiece, TurnCard
from tests import play
from tests.doodle.mouse import do
from tests.doodle.test_table import _to_paths, give, open_session
from tests.doodle.test_table_trust import _heroes

SOLO_SEED = 4


def moves_of(table, kind: type) -> int:
    """How many moves of `kind` the rules' log holds."""
    return sum(isinstance(entry.action, kind) for entry in table.rules.log)


def built_card(app):
    """Ann alone against a computer has taken card #57 (Orc, Trap) and drawn both: only
    turning the card over is left of her step."""
    table = play.alone_against(app, "doodle", "greedy", SOLO_SEED)
    ann = give(table.session, table, 57)                             # Orc, Trap
    do(app, table, PlacePiece(ann, "orc", 60))
    do(app, table, PlacePiece(ann, "trap", 63))
    play.settle(app)
    return table


def test_at_a_pick_and_before_the_card_is_built_enter_presses_nothing(app):
    table = play.alone_against(app, "doodle", "greedy", SOLO_SEED)
    s = table.rules.state
    assert s.building is None and table.main_button() is None      # a pick: a decision
    display = list(s.display)
    play.key(app, pygame.K_RETURN)
    play.key(app, pygame.K_SPACE, gap=0.1)
    assert s.building is None and list(s.display) == display
    ann = give(table.session, table, 16)                             # L4, Orc
    play.settle(app)
    assert table.main_button() is None                              # the wall waits
    play.key(app, pygame.K_RETURN)
    assert s.building is not None and s.building.element == 0
    do(app, table, BuildWall(ann, (27, 28, 29, 35)))
    assert table.main_button() is None                              # the Orc waits
    play.key(app, pygame.K_RETURN)
    assert s.building is not None and moves_of(table, TurnCard) == 0
    do(app, table, PlacePiece(ann, "orc", 60))
    play.settle(app)
    button = table.main_button()
    assert button is not None and button.label == "Done: turn the card over"
    assert button in table.bar.buttons and button.enabled


def test_enter_twice_turns_the_card_over_once(app):
    table = built_card(app)
    assert table.main_button() is not None
    pressed = []
    button = table.main_button()
    click = button.on_click
    button.on_click = lambda: (pressed.append(1), click())[1]
    play.key(app, pygame.K_RETURN)
    play.key(app, pygame.K_RETURN, gap=0.1)
    assert pressed == [1], "one key press presses the main button once"
    assert moves_of(table, TurnCard) == 1


def test_the_paths_done_is_the_main_button_only_once_the_path_ends_on_the_exit(app):
    session, table = open_session(app)
    _to_paths(session, table)
    rules = session.rules
    drawer = rules.state.drawers[0]
    assert table.main_button() is None                               # greyed: no Exit yet
    play.key(app, pygame.K_RETURN)
    assert not any(sheet.path_done for sheet in rules.state.sheets)
    for name in ["A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "B10", "C10",
                 "D10", "E10", "F10", "G10", "H10"]:
        do(app, table, PathStep(drawer, rules.geo.parse(name)))
    play.settle(app)
    button = table.main_button()
    assert button is not None and button.label == "Done: hand the path back"
    play.key(app, pygame.K_RETURN)
    assert sum(sheet.path_done for sheet in rules.state.sheets) == 1


def test_enter_twice_never_passes_a_card_window(app):
    """Ann holds Spikes at her own trap stop: a real choice. Enter and Space press nothing
    there; only "Play no card" passes."""
    session, table = _heroes(app, [[5], []])                          # Spikes
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's blue window")
    assert table.main_button() is None
    play.key(app, pygame.K_RETURN)
    play.key(app, pygame.K_RETURN, gap=0.1)
    play.key(app, pygame.K_SPACE, gap=0.1)
    assert session.rules.state.stop.windows[0] == ("blue", 0)
    assert moves_of(table, PassCard) == 0
    play.click_button(app, "Play no card")
    assert moves_of(table, PassCard) == 1
