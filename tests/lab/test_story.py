"""The gamemaster's story read back from the log (issue 21): each move echoed with its
answer, a line per round, the landing cell written down, refusals kept in the log."""
from __future__ import annotations

import pygame

from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, find_button, key, settle


def test_the_log_tells_the_story_move_by_move(app):
    session, table = open_game(app)
    click(app, centre(table, 4, 4))
    settle(app)
    click_button(app, "↑ North")          # (4, 3): a lion
    settle(app)
    click_button(app, "→ East")           # (5, 3): the exit cell, empty
    settle(app)
    click_button(app, "→ East")           # the exit without the treasure: a wall
    settle(app)
    lines = table.log_lines()
    assert "You land at (4, 4) on level 1." in lines
    assert any(line.startswith("North: a lion") for line in lines), lines
    assert "East: an empty cell." in lines and "East: wall." in lines
    assert "Round 2." in lines and "Round 4." in lines
    table.hand.level = 1
    click(app, centre(table, 1, 1))       # the Walls tool on the page: fine, no refusal
    up = find_button(app, "Up (PgUp)", enabled=False)
    assert up is not None and not up.enabled and "level" in up.disabled_reason.lower()
    key(app, pygame.K_PAGEUP)              # the key still tries: refused, and logged
    settle(app)
    refusals = [line for line in table.log_lines() if line.startswith("Refused:")]
    assert refusals and "level" in refusals[-1].lower(), table.log_lines()[-3:]


def test_the_store_keeps_its_own_amount(app):
    """The store's amount does not follow the shooting amount ("Grenades 2" no longer
    turns into "Buy 20"), and its item button stays short."""
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    click_button(app, "↑ North")          # (3, 2): the store
    settle(app)
    p = session.rules.state.players[0]
    click_button(app, "+ (+)")            # the shooting amount: 6
    assert find_button(app, "Buy 10") is not None and find_button(app, "Bullets ▸")
    store_plus = next(b for b in table.bar.buttons if b.label == "+")
    click(app, store_plus.rect.center)
    bullets, money = p.ammo["bullets"], p.money
    click_button(app, "Buy 20")
    settle(app)
    assert p.ammo["bullets"] == bullets + 20 and p.money == money - 10


def test_after_the_end_the_log_keeps_each_players_whole_story(app):
    """On the end view the log beside the real map is the chosen player's whole log (her
    moves and the gamemaster's answers), and it follows the notebook tabs."""
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.handoff import HandoffScene
    from tests.play import until
    session, table = open_game(app, seats=2)
    first = table.viewer
    click(app, centre(table, 3, 3))                 # she lands and reads
    settle(app)
    click_button(app, "Done: pass to")
    key(app, pygame.K_RETURN, gap=0.6)
    settle(app)
    click(app, centre(table, 1, 2))                 # the other lands
    settle(app)
    click_button(app, "Done: pass to")
    key(app, pygame.K_RETURN, gap=0.6)
    settle(app)
    while not session.rules.is_over():              # each resigns through the dialog
        if isinstance(app.stack.top, HandoffScene):
            key(app, pygame.K_RETURN, gap=0.6)
            settle(app)
            continue
        click_button(app, "Resign")
        click(app, app.stack.top.yes_button.rect.center)
        settle(app)
    until(app, lambda: isinstance(app.stack.top, EndScene), 20, "the end screen")
    click_button(app, "Look at the board")
    settle(app)
    names = session.rules.view(None)["seats"]
    click_button(app, f"{names[first]}'s notebook")
    assert any(line.startswith("You land at (3, 3)") for line in table.log_lines())
    click_button(app, f"{names[1 - first]}'s notebook")
    lines = table.log_lines()
    assert any(line.startswith("You land at (1, 2)") for line in lines), lines
    assert not any(line.startswith("You land at (3, 3)") for line in lines)
