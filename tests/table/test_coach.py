"""The coach goes the moment its step is done: in each game's lesson, followed with posted
mouse events at default settings, no bubble is drawn while a step the person has done is
still the coach's step (its move, and any computer's answer, being shown)."""
from __future__ import annotations

import pytest

from tests.play import learn
from tests.table.games import TABLES, WITH_COMPUTERS


@pytest.mark.parametrize("game", sorted(TABLES))
def test_no_bubble_is_drawn_between_a_steps_done_and_the_next_steps_start(app, game):
    frames_after_done: list[int] = []
    stale: list[str] = []
    step_frame = app.step

    def checked_step(*args, **kwargs):
        step_frame(*args, **kwargs)
        coach = app.coach
        if coach is None or coach.aside or coach.step is None:
            return
        step = coach.step
        if step.done is None or step.target is None or not coach.on_scene(step):
            return
        try:
            done = step.done(coach.context)
        except (LookupError, AttributeError, TypeError):
            return
        if done:
            frames_after_done.append(coach.index)
            if coach.covers():
                stale.append(step.say[:50])

    app.step = checked_step
    learn(app, game)
    if game in WITH_COMPUTERS:   # a computer's answer is shown after the person's step
        assert frames_after_done, "the lesson never showed a done step being answered"
    assert not stale, f"a bubble stayed up after its step was done: {stale}"
