"""Learn to play (issue 24): every game's lesson, found as the launcher finds them.

- Every step's target is on screen, inside the window, not under the coach's bubble, a
  tooltip or a toast, on the scene the step speaks over, on one side of the table's panel
  edge, and a d-pad target, at 1280x720 and 1920x1080 (lessons written later are covered
  as they land).
- An action off the script is refused with the step's reason and the lesson stays put.
- "I know this: let me play" steps aside; the Coach button brings it back while the moves
  fit the script, and is gone once they do not.
- Nothing is recorded and no save is replaced; the tick is kept in the settings.
"""
from __future__ import annotations

import pygame
import pytest

from game.catalog import all_games
from game.ui.lessons import has_lesson, lesson_for
from game.ui.gamepad import focus_targets
from game.ui.settings import Settings
from game.ui.widgets import toast as bubbles
from tests.play import click, click_button, follow_coach, frame, open_launcher, settle, \
    labels, tile_button, until, wait

LESSONS = [info for info in all_games() if has_lesson(info)]


def start(app, info) -> None:
    from game.ui.scenes.launcher import LauncherScene
    if not isinstance(app.stack.top, LauncherScene):
        open_launcher(app)
    click(app, tile_button(app, info.key, "Learn").rect.center)
    assert app.coach is not None and app.coach.lesson.game == info.key


def test_the_launcher_offers_learn_only_for_games_with_a_lesson(app):
    launcher = open_launcher(app)
    assert LESSONS, "no lesson found"
    for info in launcher.games:
        labels = [b.label for b in launcher.tile_buttons[launcher.keys.index(info.key)].buttons]
        assert any(label.startswith("Learn") for label in labels) == \
            (info.playable and lesson_for(info) is not None), info.key


def check_target(app, coach) -> None:
    """The step's target as the person sees it now (a step to watch, a computer's turn,
    is looked at as it comes up: waiting for the table to settle would watch it go by)."""
    index, step = coach.index, coach.step
    where = f"{coach.lesson.game} step {index + 1} at {app.size}"
    watched = step.target is None and step.done is not None
    if not watched:
        settle(app)
    for scene in app.stack.visible():
        scene.dirty = True
    frame(app)   # a frame drawn as the person sees it, the pointer where they left it
    if watched:
        assert coach.index != index or coach.bubble.rect is not None, \
            f"{where}: the step to watch has no bubble"
        return
    assert coach.index == index, f"{where}: the step went by before it was acted on"
    assert coach.showing(), where
    target = coach.target()
    if step.target is None:
        return   # read with Next
    assert target is not None, f"{where}: the target is not found"
    window = app.screen.get_rect()
    assert window.contains(target), f"{where}: {target} is not inside the window"
    assert coach.bubble.rect is not None and not coach.bubble.rect.colliderect(target), \
        f"{where}: the coach's bubble {coach.bubble.rect} covers the target {target}"
    for rect in bubbles.drawn():
        assert not rect.colliderect(target), f"{where}: a tooltip or toast covers {target}"
    table = coach.table
    if app.stack.top is table:
        assert table.board_rect.contains(target) or table.side_rect.contains(target), \
            f"{where}: {target} straddles the side panel's edge"
    pads = focus_targets(app.stack.top)
    assert any(p.contains(target) or target.contains(p) for p in pads), \
        f"{where}: {target} is not a d-pad target"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("info", LESSONS, ids=[i.key for i in LESSONS])
def test_every_step_target_is_in_sight(tmp_path, info, size):
    from game.ui.app import App
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    start(app, info)
    seen = []
    follow_coach(app, on_step=lambda coach: (seen.append(coach.index),
                                             check_target(app, coach)))
    assert seen == list(range(len(lesson_for(info).steps)))


def maker(app):
    return next(i for i in LESSONS if i.key == "maker")


def to_step(app, index: int) -> None:
    """Follow the coach up to (not into) step `index`."""
    class Reached(Exception):
        pass

    def stop(coach):
        if coach.index >= index:
            raise Reached
    try:
        follow_coach(app, on_step=stop)
    except Reached:
        return
    raise AssertionError(f"the lesson ended before step {index + 1}")


def test_an_action_off_the_script_is_refused_with_the_reason(app):
    start(app, maker(app))
    to_step(app, 2)                          # the entrance in the top-left corner
    coach, table = app.coach, app.coach.table
    assert coach.step.say.startswith("Click the top-left corner")
    click(app, table.sheet.rect_of((6, 6)).center)    # a legal corner, not the script's
    frame(app)
    assert coach.index == 2
    assert table.view()["players"][0]["entrance"] is None
    assert [t.text for t in app.toasts] == [coach.step.refusal_text()]
    to_step(app, 3)                          # the entrance drawn: Undo could take it back
    click_button(app, "Undo")                # but no move is taken back while coaching
    assert coach.index == 3 and table.view()["players"][0]["entrance"] == [1, 1]
    assert "Undo" in app.toasts[-1].text


def test_the_coach_steps_aside_and_comes_back_while_on_script(app):
    start(app, maker(app))
    to_step(app, 1)                          # "Press Roll for loot"
    coach, table = app.coach, app.coach.table
    click(app, coach.bubble.button_rects()[-1].center)      # I know this: let me play
    assert coach.aside and not coach.showing()
    click_button(app, "Roll for loot")       # what the script asked, without the coach
    until(app, lambda: coach.index == 2, what="the lesson to follow the move")
    settle(app)
    assert coach.bubble.back_rect is not None
    click(app, coach.bubble.back_rect.center)                # Coach
    assert not coach.aside and coach.showing() and coach.index == 2
    click(app, coach.bubble.button_rects()[-1].center)
    click(app, table.sheet.rect_of((6, 6)).center)   # off the script: a normal game now
    settle(app)
    assert table.view()["players"][0]["entrance"] == [6, 6]
    assert coach.off_script and not coach.can_return() and coach.bubble.back_rect is None


def test_a_lesson_records_nothing_and_replaces_no_save(app):
    """A real game of Maker in progress; then the whole lesson, Save and quit from its menu
    and Continue: the real save is untouched and Continue resumes the real game."""
    info = maker(app)
    from game.core.protocol import Seat
    app.start_game(info, [Seat("Ann")], 4242)
    frame(app)
    click_button(app, "Roll for loot")
    settle(app)
    path = app.save_path_for("maker")
    before = path.read_bytes()
    click_button(app, "Menu")
    click_button(app, "Save and quit")
    assert path.read_bytes() == before
    start(app, info)
    to_step(app, 3)
    click_button(app, "Menu")                # the lesson's menu saves and restarts nothing
    assert not any(label.startswith(("Save", "Restart")) for label in labels(app))
    click_button(app, "Leave the lesson")
    assert path.read_bytes() == before and app.coach is None
    start(app, info)
    follow_coach(app)
    assert path.read_bytes() == before
    assert app.records.matches() == []
    click(app, tile_button(app, "maker", "Continue").rect.center)
    frame(app)
    assert app.stack.top.session.rules.seed == 4242 and app.coach is None


def test_the_tick_is_kept_and_the_lesson_replays(app):
    start(app, maker(app))
    follow_coach(app)
    assert "maker" in app.settings.lessons_done
    assert Settings.load().lessons_done == ("maker",)   # kept on disk
    assert tile_button(app, "maker", "Learn").label == "Learn again ✓"
    click(app, tile_button(app, "maker", "Learn").rect.center)
    assert app.coach is not None and app.coach.index == 0   # replayed from the start


def test_play_again_in_a_lesson_starts_the_lesson_again(app):
    start(app, maker(app))
    first = app.coach
    again = []

    def at_the_end(coach):
        if coach is first and coach.step.scene == "EndScene":
            click_button(app, "Play again")
            again.append(app.coach)
    follow_coach(app, on_step=at_the_end)
    assert again and again[0] is not first and again[0].lesson is first.lesson
    assert app.records.matches() == []


def test_the_rules_screen_offers_learn(app):
    open_launcher(app)
    click(app, tile_button(app, "maker", "Rules").rect.center)
    wait(app, 0.4)
    click_button(app, "Learn to play")
    assert app.coach is not None and app.stack.top is app.coach.table
    pygame.event.clear()


def test_shots_draw_a_coach_step_of_each_lesson(app):
    """`main.py shots` draws each lesson at its first step with a target: the coach's ring,
    arrow and note are on the picture (it differs from the same table without the coach)."""
    from game.ui.shots import lesson_shot
    for info in LESSONS:
        shot = lesson_shot(app, info)
        assert shot is not None and shot.get_size() == app.size
        assert app.coach is None and not app.stack.scenes     # nothing left behind
        from game.ui.coach import start_lesson
        start_lesson(app, info)
        coach = app.coach
        while coach.step.target is None:
            coach.next()
        coach.aside, coach.off_script = True, True          # the same table, no coach
        for _ in range(3):
            app.step(dt=0.0)
        bare = app.screen.copy()
        assert pygame.image.tobytes(shot, "RGB") != pygame.image.tobytes(bare, "RGB")
        app.stack.clear()
        app.coach = None


def test_a_pad_reaches_the_coachs_target_and_buttons_with_the_dpad(app, monkeypatch):
    """The coach's Next and its target are d-pad targets: a player with a controller only
    starts the lesson and takes its first moves with the d-pad and A."""
    from game.ui.gamepad import A
    from tests.ui.test_gamepad_play import dpad_to, pad_only
    start(app, maker(app))
    driver = pad_only(app, monkeypatch)
    coach = app.coach
    settle(app)
    dpad_to(driver, coach.bubble.button_rects()[0])         # Start (the welcome's Next)
    driver.tap(A)
    until(app, lambda: coach.index == 1, what="the welcome to be read")
    settle(app)
    dpad_to(driver, coach.target())                         # Roll for loot
    driver.tap(A)
    until(app, lambda: coach.index == 2, limit=60, what="the loot to be rolled")
    settle(app)
    dpad_to(driver, coach.target())                         # the top-left corner
    driver.tap(A)
    until(app, lambda: coach.index == 3, what="the entrance to be drawn")


def test_an_undo_while_the_coach_stands_aside_takes_the_lesson_off_its_script(app):
    start(app, maker(app))
    to_step(app, 3)                          # the entrance drawn, Fireball next
    coach, table = app.coach, app.coach.table
    click(app, coach.bubble.button_rects()[-1].center)      # I know this: let me play
    click_button(app, "Undo")                # the entrance taken back, on one's own
    settle(app)
    assert table.view()["players"][0]["entrance"] is None
    assert coach.off_script and not coach.can_return() and coach.bubble.back_rect is None
