"""Issue 20's DungeonLab leftovers: the end screen says in words what every seat's turns were
(played, sat out, and why a round gave her none) beside the rounds; a refusal or a greyed
button's reason in the side panel opens beside the panel, never over the action rows, and
stays inside the window, at 1280×720 and at 1920×1080."""
from __future__ import annotations

import pygame
import pytest

from game.games.lab.actions import Move, Resign
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.end import EndScene
from tests.lab.helpers import T, dungeon, first_two, game, land, open_showcase
from tests.ui.helpers import button, click, pass_handoffs
from tests.play import until


def lines(result, seat: int) -> dict[str, object]:
    return {line.label: line.value for line in result.seats[seat].lines}


def test_a_win_explains_every_seats_turns_beside_the_rounds():
    """The winner's last move is a turn she played; the seat after her in the order had no
    turn in that round, and her card says so in words."""
    r = game(dungeon({(4, 3, 1): T("treasure")}), seats=2)
    a, b = first_two(r)
    land(r, (3, 3, 1), a)
    land(r, (1, 1, 1), b)
    for _ in range(2):
        r.apply(Move(a, "E"))
        r.apply(Move(b, "S" if r.state.players[b].pos[1] < 3 else "N"))
    r.apply(Move(a, "E"))             # out through the exit with the treasure
    result = r.result()
    rounds = result.stats[0].value
    assert result.stats[0].label == "Rounds" and rounds == 4
    won, other = lines(result, a), lines(result, b)
    assert won["The treasure"] == "carried out" and other["The treasure"] == "not taken"
    assert won["Turns played"] == rounds and won["Turns sat out (dead, in prison or waiting)"] \
        == 0
    assert other["Turns played"] == rounds - 1
    assert "Round 4 ended the game before her turn" in other
    assert dict((s.label, s.value) for s in result.stats)["Labyrinth"] == "5×5, 1 level"


def test_waiting_turns_are_sat_out_and_a_resigned_seat_says_since_when():
    r = game(dungeon(), seats=2)
    a, b = first_two(r)
    land(r, (3, 3, 1), a)
    land(r, (2, 2, 1), b)
    r.apply(Resign(a))
    r.state.players[b].wait = 1       # a prison's wait, as the rules set it
    r.apply(Move(b, "E"))
    r.apply(Move(b, "E"))
    r.apply(Resign(b))
    result = r.result()
    rounds = result.stats[0].value
    gone, last = lines(result, a), lines(result, b)
    assert gone["Turns played"] == 2 and gone["Rounds after she resigned"] == rounds - 2
    assert last["Turns sat out (dead, in prison or waiting)"] == 1
    assert last["Turns played"] + 1 == rounds


def test_the_end_screen_through_the_table_tells_turns_and_rounds(app):
    session, table = open_showcase(app)
    pass_handoffs(app)
    click(app, table.pad.at(3.5, 3.5))
    click(app, button(table, "Resign"))
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, button(app.stack.top, "Resign"))
    until(app, lambda: isinstance(app.stack.top, EndScene), what="the end screen")
    result = app.stack.top.result
    assert result.headline == "Ann resigned: no winner."      # not "Everybody" alone
    ann = lines(result, 0)
    rounds = dict((s.label, s.value) for s in result.stats)["Rounds"]
    assert ann["Turns played"] + ann["Turns sat out (dead, in prison or waiting)"] == rounds
    assert len(result.seats[0].lines) >= 6 and len(result.stats) >= 3   # the panel is filled


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def sized(request, tmp_path, monkeypatch):
    """An app at each window size whose pointer is where the test last pressed (the real
    mouse is where a person clicks; the dummy video driver's stays at (0, 0))."""
    from game.ui.app import App
    from game.ui.settings import Settings
    spot = [(0, 0)]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: spot[0])
    application = App(size=request.param, settings=Settings(), strict=True,
                      save_path=tmp_path / "autosave.json")
    application.spot = spot
    return application


def press_at(app, pos):
    app.spot[0] = pos
    click(app, pos)


def row_buttons(table):
    return [b for row in table._rows for b in row]


def test_a_refusal_opens_beside_the_action_rows_inside_the_window(sized):
    app = sized
    session, table = open_showcase(app)
    pass_handoffs(app)
    press_at(app, table.pad.at(3.5, 3.5))
    press_at(app, button(table, "Bullets"))          # grenades: she holds 15
    for _ in range(12):
        press_at(app, button(table, "+ (+)"))
    press_at(app, button(table, "Shoot W"))          # the rightmost button of the rows
    toast = app.toasts[-1]
    assert toast.text.startswith("You hold 15 grenades")
    app.step([])
    bubble = toast.shown
    assert bubble is not None and app.screen.get_rect().contains(bubble)
    assert not [b.label for b in row_buttons(table) if b.rect.colliderect(bubble)]
    assert "Refused: You hold 15 grenades." in " ".join(table.log_lines())


def test_a_greyed_buttons_reason_opens_beside_the_rows(sized):
    app = sized
    session, table = open_showcase(app)
    pass_handoffs(app)
    press_at(app, table.pad.at(3.5, 3.5))
    up = next(b for b in row_buttons(table) if b.label.startswith("Up"))
    assert not up.enabled
    app.spot[0] = up.rect.center
    table.dirty = True
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=up.rect.center, rel=(1, 1),
                                 buttons=(0, 0, 0))])
    bubble = table.hover_bubble
    assert bubble is not None and app.screen.get_rect().contains(bubble)
    assert not [b.label for b in row_buttons(table) if b.rect.colliderect(bubble)]
