"""Phase C as a phase of decisions (issue 32 §1), through the real table at default
settings: the odds before the choice, the status line and the fight box never stale, and
the last fight of a walk on screen before the next walk begins."""
from __future__ import annotations

import pytest

from game.games.doodle.events import FightResolved, HeroWalked
from game.games.doodle.odds import percent, win_chance
from tests import play
from tests.doodle.screen import passing
from tests.doodle.test_table_trust import _heroes

AIM_BOOST = 1


def test_the_odds_of_a_fight_and_of_each_playable_card_are_shown_before_the_choice(app):
    """Ann's Orc on C1, Ann holding Aim Boost: before she chooses, the panel says what the
    Orc needs on 2d10 and its chance, and the chance with Aim Boost played."""
    session, table = _heroes(app, [[AIM_BOOST], []], pieces={2: "orc"})
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's blue window")
    content = session.rules.content
    strength = session.rules.view(0)["sheets"][0]["values"]["orc"]
    boost = content.action_of(AIM_BOOST)
    assert boost.name == "Aim Boost" and boost.strength > 0
    text = play.drawn_text(app)
    assert f"The Orc needs {20 - strength}+ on 2d10: {percent(win_chance(strength))}" \
        in " ".join(text), text
    assert f"with Aim Boost: {percent(win_chance(strength + boost.strength))}" in text, text


def test_a_trap_tells_its_damage_and_the_hp_after_it(app):
    session, table = _heroes(app, [[5], []])                 # a trap on C1; Spikes
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's blue window")
    damage = session.rules.view(0)["sheets"][0]["values"]["trap"]
    text = play.drawn_text(app)
    assert f"The trap deals {damage}: hero 10 → {10 - damage} HP" in text, text
    spikes = session.rules.content.action_of(5)
    assert f"with {spikes.name}: deals {damage + spikes.damage}, hero 10 → " \
        f"{10 - damage - spikes.damage} HP" in text, text


def test_a_window_with_no_card_that_fits_says_so_and_one_with_a_card_does_not(app):
    """Both sides: Ann holds only Rage (monsters only) at her trap stop, so the panel says
    nothing of hers fits and "Play no card" goes on; holding Spikes, it says no such thing."""
    for hand, fits in (([4], False), ([5], True)):                   # Rage; Spikes
        app.stack.scenes.clear()
        session, table = _heroes(app, [hand, []])
        play.until(app, lambda: table.acting_here() and not table.showing_move,
                   what="Ann's blue window")
        text = " ".join(play.drawn_text(app))
        said = "No blue card in your hand fits here" in text
        assert said is not fits, text


@pytest.mark.parametrize("hands,window,line", [
    ([[5], []], ("blue", 0), "Your hand refills at the end of this turn"),   # Spikes
    ([[4], []], ("blue", 0), None),                                           # Rage: none fits
    ([[6], []], ("red", 0), "You draw again only on your own turn"),          # Jump, on Bo
])
def test_a_window_with_a_card_that_fits_says_what_spending_it_costs(app, hands, window, line):
    """doodle §4.5 step 5 at the card window: in her own dungeon Ann's hand refills at the
    end of this turn, so a card played is replaced at once; in Bo's she draws only on her
    own turn. With nothing that fits, neither is said."""
    session, table = _heroes(app, hands)

    def asked() -> bool:
        return table.acting_here() and not table.showing_move
    play.until(app, asked, what="Ann's first window")
    if session.rules.state.stop.windows[0] != window:      # her blue window, nothing fits
        play.click_button(app, "Play no card")
        play.until(app, asked, what=f"Ann's {window[0]} window")
    assert session.rules.state.stop.windows[0] == window
    text = " ".join(play.drawn_text(app))
    for said in ("Your hand refills at the end of this turn",
                 "You draw again only on your own turn"):
        assert (said in text) is (said == line), text


def test_no_stale_window_line_and_no_fight_under_the_next_stops_header(app):
    """Once Ann passes, the status line never asks for a card of that window again while
    the fight is shown; when the next stop (Bo's Orc) is up, the fight in Ann's dungeon is
    no longer drawn under its header."""
    session, table = _heroes(app, [[5], []], pieces={2: "orc"})
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's blue window")
    play.click_button(app, "Play no card")
    frames = []

    def seen() -> bool:
        frames.append((table.showing_move, table.status(), play.drawn_text(app)))
        return session.rules.is_over()
    play.until(app, passing(app, table, seen), what="the end of the walks")
    fights = [text for _, _, text in frames if any(ann_fight(t) for t in text)]
    assert fights, "Ann's fight was shown"
    assert any("Stop: an Orc on C1 in Bo's dungeon." in text for _, _, text in frames)
    for showing, status, text in frames:
        if showing:
            assert not any("play a" in line for line in status), status
        header = [t for t in text if t.startswith("Stop: ")]
        if header and "Bo's dungeon" in " ".join(header):
            assert not any(ann_fight(t) for t in text), text


def ann_fight(line: str) -> bool:
    """The fight box's header of the Orc's fight in Ann's dungeon."""
    return line.lower().startswith("fight: the orc on c1 in ann")


def test_the_last_fight_of_a_walk_shows_before_the_next_walk_begins(app):
    """Ann's walk ends on her Orc's fight; Bo's walk starts only after a frame showed the
    fight's verdict."""
    session, table = _heroes(app, [[5], []], pieces={2: "orc"})
    taken: list[object] = []
    on_event = table.on_event

    def spy(event):
        taken.append(event)
        on_event(event)
    table.on_event = spy
    shown_before_walk: list[bool] = []
    verdict_seen = [False]

    def watch() -> bool:
        text = " ".join(play.drawn_text(app))
        fought = any(isinstance(e, FightResolved) and e.owner == 0 for e in taken)
        if fought and ("It wins" in text or "It flees" in text):
            verdict_seen[0] = True
        if any(isinstance(e, HeroWalked) and e.owner == 1 for e in taken) and \
                not shown_before_walk:
            shown_before_walk.append(verdict_seen[0])
        return bool(shown_before_walk)
    play.until(app, passing(app, table, watch), what="Bo's walk")
    assert shown_before_walk == [True]
