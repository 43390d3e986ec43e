"""Solo card windows (doodle §4.6, player rules §4.6; issue 32 §1), through the real table
at default settings: solo is as hot-seat, the game waits for the person at every window that
is hers, whether or not a card of her hand fits; where none fits the panel says so and
"Play no card" goes on; only the auto-pass option skips the window, in the rules."""
from __future__ import annotations

from tests import play
from tests.doodle.test_table_trust import _heroes

# Card ids (doodle §3.3): 4 Rage (blue, monsters only), 5 Spikes (blue, traps), 6 Jump (red).


def _window_shown(app, table) -> None:
    """Until the walk to the first stop (a trap on C1) has played."""
    play.until(app, lambda: not table.showing_move and not table.busy
               and not table.event_queue, what="the stop on screen")


def _waits(app, session) -> list[str]:
    """Three seconds on, the window is still Ann's; the text on screen then."""
    for _ in range(30):
        app.step(dt=0.1)
    assert session.rules.state.stop.windows[0] == ("blue", 0)      # still waiting
    assert "Ann plays no blue card." not in session.log_for(None)
    app.render()
    return play.drawn_text(app)


def test_a_window_where_nothing_fits_waits_for_her_and_says_so(app):
    """Ann holds only Rage at her trap stop: the game waits for her, the panel says no card
    of hers fits, and "Play no card" goes on."""
    session, table = _heroes(app, [[4], []])
    _window_shown(app, table)
    text = _waits(app, session)
    assert any(line.startswith("No blue card in your hand fits here") for line in text), text
    play.click_button(app, "Play no card")
    assert "Ann plays no blue card." in session.log_for(None)


def test_a_window_where_a_card_fits_waits_for_her(app):
    """Ann holds Spikes at her trap stop: the game waits for her, the panel tells the trap's
    damage and what Spikes would make of it, and "Play no card" is her choice."""
    session, table = _heroes(app, [[5], []])
    _window_shown(app, table)
    text = _waits(app, session)
    assert any(line.startswith("The trap deals") and "→" in line for line in text), text
    assert any(line.startswith("with Spikes: deals") for line in text), text
    play.click_button(app, "Play no card")
    assert "Ann plays no blue card." in session.log_for(None)


def test_with_the_auto_pass_option_on_the_rules_skip_the_window(app):
    session, table = _heroes(app, [[4], [6]], options={"auto_pass": True})   # Bo: Jump
    play.until(app, lambda: session.rules.state.stop is None or
               session.rules.state.stop.windows[:1] != [("blue", 0)], what="no window")
    assert "Ann plays no blue card." not in session.log_for(None)
