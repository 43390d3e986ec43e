"""Several offers in one trade step on screen (rial §4.9, "any terms both accept"): after a
refusal the player is still trading and may offer again; the step ends only with
"No (more) trades"."""
from __future__ import annotations

from tests import play
from tests.rial.screen import refresh, roll_and_move, scripted


def offer(app, give: str, get: str) -> None:
    play.click_button(app, f"Give: {give}")
    play.click_button(app, f"Get: {get}")
    play.click_button(app, "Offer")
    play.settle(app)


def test_a_refused_offer_leaves_the_trade_step_open_until_no_more_trades(app):
    session, table = scripted(app, at=("A1", "C1"))
    rules = session.rules
    me, them = rules.state.players
    me.items, them.items = ["rope"], ["key", "lock_picks"]
    refresh(table)
    roll_and_move(app, table, 1, "B1")
    assert rules.state.stage == "trade"
    offer(app, "Rope", "Key")
    assert rules.state.stage == "answer"
    play.click_button(app, "Refuse")
    play.settle(app)
    assert rules.state.stage == "trade" and rules.state.active == 0, "still Ann's trade step"
    assert play.find_button(app, "No (more) trades") is not None
    offer(app, "Rope", "Lock picks")
    play.click_button(app, "Accept")
    play.settle(app)
    assert me.items == ["lock_picks"] and "rope" in them.items
    assert rules.state.stage == "trade" and rules.state.active == 0
    play.click_button(app, "No (more) trades")
    play.settle(app)
    assert rules.state.active == 1, "the turn passes only now"


def test_the_panel_says_the_offer_as_a_whole_to_whom_what_is_given_and_got(app):
    session, table = scripted(app, at=("A1", "C1"))
    me, them = session.rules.state.players
    me.items, them.items = ["rope"], ["key"]
    refresh(table)
    roll_and_move(app, table, 1, "B1")
    play.click_button(app, "Give: Rope")
    play.click_button(app, "Get: Key")
    text = play.drawn_text(app)
    assert "Your offer to Ben (they must confirm):" in text
    assert "You give: Rope." in text and "You get: Key." in text
    assert not [t for t in text if "Trade with" in t], "no partner line that looks a choice"
