"""Trust at the Doodle table (issue 16 §1-3, §6, §8), through the real scene with synthetic
mouse and key events: per-seat pointer state across hand-offs, viewing another sheet,
double presses, dragging a path back, fights on screen, and who is asked for a card."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.doodle.actions import BuildWall, FinishPath, PlacePiece
from game.games.doodle.state import Phase
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.doodle import open_table
from game.ui.tables.doodle.pointer import DoodleHand
from game.ui.widgets.button import clock
from tests import play
from tests.doodle.helpers import STRAIGHT, walk_path
from tests.doodle.mouse import do
from tests.doodle.test_table import _to_paths, give, open_session
from tests.ui.helpers import button, click, key, move, pass_handoffs, press, release, wheel

SOLO = [Seat("Ann"), Seat("Bo", bot="greedy")]


# --- §1: a seat's pointer state is its own ------------------------------------------------
def test_a_hand_off_brings_nothing_of_the_previous_seats_pointer_state(app):
    """Ann turns and mirrors the wall ghost, builds, looks at Bo's sheet with its tab and
    turns her card over from there (Enter); behind the hand-off Bo's table holds none of
    it: a fresh ghost, no pinned sheet, no stroke, no hover (issue 16 §1)."""
    session, table = open_session(app)
    ann = give(session, table, 16)                            # L4, Orc
    bo = 1 - ann
    pos = table.sheet.centre(3 * 8 + 3)
    wheel(app, pos)
    key(app, pygame.K_m)
    assert table.ghost.turns == 1 and table.ghost.mirrored
    do(app, table, BuildWall(ann, (27, 28, 29, 35)))
    do(app, table, PlacePiece(ann, "orc", 60))
    tab = dict(table.plan.tabs)[bo]
    click(app, tab.center)
    assert table.viewing() == bo and table.pinned == bo
    key(app, pygame.K_RETURN)                                 # Done: the card turns over
    assert session.rules.state.building is None
    assert isinstance(app.stack.top, HandoffScene)
    key(app, pygame.K_RETURN)
    app.step(dt=0.0)
    assert table.viewer == bo and table.looking
    assert table.tools == DoodleHand() and table.tools is not table.seat_states.of(ann)
    assert table.viewing() is None and table.shown_owner() == bo
    assert table.pointer == (-1, -1) and not table.pencil.drawing
    app.render()
    assert table.bubble == "" and "Viewing" not in " ".join(table.status())


def test_viewing_another_sheet_says_so_and_a_click_there_offers_the_way_back(app):
    session, table = open_session(app)
    ann = give(session, table, 57)                            # Orc, Trap
    bo = 1 - ann
    click(app, dict(table.plan.tabs)[bo].center)
    assert table.status()[0] == f"Viewing {session.rules.seat_name(bo)}'s sheet."
    assert [b.label for b in table.bar.buttons if b.visible][0] == "Back to my sheet"
    banner = play.drawn_text(app)       # the banner says where the game is, in words
    assert f"Looking at {session.rules.seat_name(bo)}'s sheet · the game is on yours" \
        in banner, banner
    assert not any(line.endswith(": right") for line in banner)
    before = list(session.rules.state.sheets[bo].cells)
    click(app, table.sheet.centre(20))                        # not silently nothing
    assert session.rules.state.sheets[bo].cells == before
    assert session.rules.state.sheets[ann].cells[20] == ""
    assert any("Back to my sheet" in t.text for t in app.toasts)
    click(app, button(table, "Back to my sheet"))
    assert table.viewing() is None and table.shown_owner() == ann
    click(app, table.sheet.centre(20))
    assert session.rules.state.sheets[ann].cells[20] == "orc"


# --- §6: dragging a path back takes steps off ---------------------------------------------
def test_dragging_back_along_the_path_takes_off_only_the_steps_passed(app):
    session, table = open_session(app)
    _to_paths(session, table)
    geo = session.rules.geo
    p = table.sheet

    def path():
        return [geo.name(c) for c in session.rules.state.sheets[0].path]

    press(app, p.centre(0))
    for name in ["A2", "A3", "A4", "A5", "A6", "B6", "C6"]:
        move(app, p.centre(geo.parse(name)), held=True)
    assert path()[-1] == "C6" and len(path()) == 8
    move(app, p.centre(geo.parse("B6")), held=True)          # one back: one step off
    assert path()[-1] == "B6" and len(path()) == 7
    move(app, p.centre(geo.parse("A3")), held=True)          # a quick drag back: 4 off
    assert path() == ["A1", "A2", "A3"]
    move(app, p.centre(geo.parse("B3")), held=True)          # and on again
    release(app, p.centre(geo.parse("B3")))
    assert path() == ["A1", "A2", "A3", "B3"]


def test_phase_b_instructions_fit_their_panels_at_1280_by_720(app):
    session, table = open_session(app)
    _to_paths(session, table)
    fonts = app.theme.fonts
    width = table.side_rect.width - 24
    size, lines = fonts.fit_block(table.status()[:3], 15, width, table.dice.rect.y - 42)
    assert size == 15, (size, lines)                          # no shrinking needed
    app.render()


# --- §2: a click does what it says, once --------------------------------------------------
def _heroes(app, hands, pieces=None, seats=SOLO, options=None, open_it=True):
    """A game put into Phase C: Ann (seat 0) starts; both heroes walk the top row past
    `pieces` ({cell: what}, default a trap on C1); at the first stop the hands are set to
    `hands` and the card windows opened by the rules."""
    from game.games.doodle import heroes
    session = Session.start(game_info("doodle"), seats, 5, options=options)
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.display, s.first = Phase.PATH, None, [], [], 0
    s.drawers = [0]
    for sheet in s.sheets:
        sheet.path, sheet.path_done = walk_path(session.rules, STRAIGHT), True
        for cell, what in (pieces if pieces is not None else {2: "trap"}).items():
            sheet.cells[cell] = what
    session.apply(FinishPath(0))
    if s.stop is not None:
        s.hands = [list(h) for h in hands]
        s.stop.windows = []
        heroes.open_windows(session.rules)
        assert s.stop.windows, "a stop with no window would wait for nobody"
    table = open_table(app, session)
    if open_it:
        app.stack.push(table)
        pass_handoffs(app)
    return session, table


def test_play_no_card_pressed_twice_50_ms_apart_passes_once(app):
    """Ann passes her blue window; the next window is her red one on Bo's hero, with "Play
    no card" in the same place: the second press, 50 ms later, does nothing (issue 16 §2)."""
    session, table = _heroes(app, [[5, 6], []])          # Spikes (blue), Jump (red)
    assert session.rules.state.stop.windows[0] == ("blue", 0)
    spot = button(table, "Play no card")
    clock.offset += 1.0
    first = clock.now()
    click(app, spot, pace=0.0)
    assert session.rules.state.stop.windows[0] == ("red", 0)
    assert button(table, "Play no card") == spot
    clock.offset -= clock.now() - first - 0.05
    click(app, spot, pace=0.0)
    passes = [line for line in session.log_for(None) if line.startswith("Ann plays no")]
    assert passes == ["Ann plays no blue card."]
    assert session.rules.state.stop.windows[0] == ("red", 0)


def test_the_undo_rules_menu_row_stays_put_when_game_buttons_come_and_go(app):
    session, table = _heroes(app, [[5, 6], []])
    row = [button(table, name) for name in ("Undo", "Rules", "Menu")]
    click(app, button(table, "Play no card"))
    click(app, button(table, "Play no card"))
    app.step(dt=0.0)
    assert [button(table, name) for name in ("Undo", "Rules", "Menu")] == row


# --- §8: who is asked ---------------------------------------------------------------------
def test_hot_seat_auto_pass_option_skips_only_seats_without_a_playable_card(app):
    """doodle §6 option on: Bo holds only a blue card, so no hand-off comes for his red
    window on Ann's trap; off (the default) he is asked."""
    for option, asked in ((True, False), (False, True)):
        app.stack.scenes.clear()
        session, table = _heroes(app, [[5], [1]], seats=[Seat("Ann"), Seat("Bo")],
                                 options={"auto_pass": option})   # Spikes; Aim Boost
        play.until(app, lambda: table.acting_here() and not table.showing_move,
                   what="Ann's blue window")
        assert table.viewer == 0 and table.looking
        play.click_button(app, "Play no card")
        play.until(app, lambda: isinstance(app.stack.top, HandoffScene) or
                   session.rules.state.stop is None or session.rules.state.stop.owner != 0,
                   what="Bo's window or the trap")
        top = app.stack.top
        red = isinstance(top, HandoffScene) and top.name == "Bo" and "red card" in top.note
        assert red is asked, option


# --- §8 and §3: a fight stays on screen; the last moves show before the results -----------
def test_a_fight_shows_its_sums_and_holds_the_game_until_read_or_clicked(app):
    """doodle §4.7 on screen (issue 16 §8): the fight stays up (the game waits) until a
    click acknowledges it, and stays in the panel after."""
    app.settings.animation_speed = 1.0
    session, table = _heroes(app, [[5], []], pieces={2: "orc"})   # Spikes: nothing to play
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's blue window")
    play.click_button(app, "Play no card")
    for _ in range(100):
        app.step(dt=0.05)
        if table.last_fight is not None:
            break
    fight = table.last_fight
    assert fight is not None and fight.target == 20
    assert fight.total == sum(fight.dice) + fight.strength + fight.modifier
    assert any(a.kind == "fight" for a in table.animations)
    app.step(dt=0.5)
    assert any(a.kind == "fight" for a in table.animations)   # still readable
    app.render()
    click(app, table.sheet.centre(40))                        # acknowledged
    app.step(dt=0.0)
    assert not any(a.kind == "fight" for a in table.animations)
    assert table.last_fight is fight                          # still in the panel


def test_the_last_escape_is_shown_before_the_results(app):
    app.settings.animation_speed = 1.0
    session, table = _heroes(app, [[], []], pieces={})      # nothing stops the heroes
    app.step(dt=0.0)
    assert session.rules.is_over()
    seen_escape = False
    for _ in range(300):
        if isinstance(app.stack.top, EndScene):
            break
        seen_escape = seen_escape or "escapes" in table.caption
        app.step(dt=0.05)
    assert seen_escape                                        # shown before the results
    assert isinstance(app.stack.top, EndScene)
