"""The lesson keeps the capabilities to its script: at "Press − beside Luck" a press on
"+ beside Health" is refused gently with the step's words, the values stay as they were,
and the press the coach asks for still goes through."""
from __future__ import annotations

from tests import play


def test_an_off_script_capability_press_is_refused_gently(app):
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "rial", "Learn").rect.center)
    coach = app.coach
    table = coach.table
    play.until(app, coach.showing, what="the welcome")
    play._act_on_step(app, coach, coach.step)          # "Start"
    play.until(app, lambda: coach.index == 1 and coach.showing(), what="step 2")
    assert "Luck" in coach.step.say
    health_plus = table.panel_buttons[1]
    assert health_plus.label == "+"
    play.click(app, health_plus.rect.center)
    play.frame(app)
    labels = [b.label for b in table.panel_buttons]
    assert "−  Health 2" in labels and "−  Luck 2" in labels, labels
    assert any("First press − beside Luck" in t.text for t in app.toasts)
    assert coach.index == 1
    play.click_button(app, "−  Luck")
    play.until(app, lambda: coach.index == 2, what="step 3")
    assert "−  Luck 1" in [b.label for b in table.panel_buttons]
