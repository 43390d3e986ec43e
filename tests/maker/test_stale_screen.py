"""Nothing stale on Maker's screen (issue 30 §2), at a new player's settings through the
real table, driven by posted events: a caption about a computer's move shows only with the
sheet it is about (never under the person's own sheet during her loot roll or her turn), and
within 0.3 s of the turn coming back to the person once the computer's move has been shown,
her own sheet is the one on screen."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
import game.ui.tables.maker.panels as panels
from tests import play
from tests.maker.test_watch import open_at_hero_walk, open_at_table, tab_of


def banners_each_frame(monkeypatch) -> list[str]:
    """The banner words drawn under the sheet, as the frames draw them."""
    drawn: list[str] = []
    real = panels.draw_banner
    monkeypatch.setattr(panels, "draw_banner",
                        lambda s, t, r, words, *a: drawn.append(words) or real(s, t, r, words,
                                                                               *a))
    return drawn


def all_text(app, table) -> list[str]:
    """Every text of a frame, the kept layers (the tabs, the sheet) painted afresh."""
    table.layers.forget()
    return play.drawn_text(app)


def about_computer(words: list[str]) -> list[str]:
    return [w for w in words if w.startswith("Computer 1")]


def setup(app, table) -> None:
    play.click(app, table.sheet.rect_of((1, 1)).center)
    curse = dict(panels.panel_rects(table.parts.panel, table.content).spells)["curse"]
    play.click(app, curse.center)


def test_the_computers_entrance_is_never_said_under_your_own_sheet(app, monkeypatch):
    """Setup is played by all at once (maker §4.1): while Ann rolls her loot and draws her
    entrance on her own sheet, the computer's setup moves are not captioned under it; its
    sheet (its tab) says them."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")])
    drawn = banners_each_frame(monkeypatch)
    play.click_button(app, "Roll for loot")
    seen: list[tuple[int, list[str]]] = []

    def watch() -> bool:
        seen.append((table.shown(), about_computer(drawn)))
        drawn.clear()
        return table.rules.view(None)["players"][1]["entrance"] is not None \
            and table.me() is not None and not table.showing_move

    play.until(app, watch, 60, "the setup")
    play.wait(app, 2.0)                                  # Ann looks at her loot a moment
    play.drawn_text(app)
    seen.append((table.shown(), about_computer(drawn)))
    assert table.last_computer_move is not None, "the computer has made its setup move"
    over_ann = [words for shown, words in seen if shown == 0 and words]
    assert not over_ann, over_ann
    drawn.clear()
    play.click(app, tab_of(table, 1))                     # the computer's own sheet says it
    play.drawn_text(app)
    assert table.shown() == 1 and about_computer(drawn), drawn
    play.click(app, tab_of(table, 0))
    drawn.clear()
    play.drawn_text(app)
    assert table.shown() == 0 and not about_computer(drawn), drawn


def test_your_sheet_is_back_within_a_moment_of_your_turn(app, monkeypatch):
    """After the computer's build has been shown on its own sheet, Ann's turn comes: within
    0.3 s (of play time) her sheet is on screen again, with no caption about the computer's
    move under it."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")])
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None and not table.showing_move, 60, "loot")
    setup(app, table)
    lags: list[float] = []
    for _ in range(6):
        play.until(app, lambda: table.view()["phase"] == "building" and table.me() is not None
                   and bool(table.game_buttons()) and table.shown() == 0
                   and not table.showing_move, 60, "Ann's turn")
        if table.view()["players"][0]["status"] == "choose":
            play.click_button(app, "Build")
            play.until(app, lambda: bool(table.game_buttons()) and not table.showing_move, 60)
        moves = len(table.rules.log)
        play.click_button(app, "Buy nothing")
        lag, spent = None, 0.0
        while not (len(table.rules.log) > moves and table.shown() == 0
                   and table.viewer in table.rules.to_act() and not table.showing_move):
            assert spent < 60, "the computer's turn, then Ann's"
            if lag is None and table.watch is not None and not table.showing_move \
                    and table.viewer in table.rules.to_act():
                lag = 0.0                 # the computer's move is shown; Ann's turn
            step = play.frame(app)
            spent += step
            if lag is not None:
                lag += step
        if lag is not None:
            lags.append(lag)
            drawn = banners_each_frame(monkeypatch)
            texts = all_text(app, table)
            assert not about_computer(drawn), drawn
            monkeypatch.undo()
            said = table.captions[1].removeprefix("Computer 1 ")
            assert any(t.startswith(said[:12]) for t in texts), (said, texts)  # on its tab
    assert lags, "the computer's turn was shown on its sheet"
    assert max(lags) <= 0.3 + play.FRAME, lags


def test_a_computers_move_is_said_on_its_tab_until_you_move(app):
    """Back on Ann's sheet, the computer's last move is said on its own tab (in a chip in
    its colour, its sheet a click away) until Ann's next move is shown."""
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")])
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None and not table.showing_move, 60, "loot")
    setup(app, table)
    for _ in range(6):
        play.until(app, lambda: table.view()["phase"] == "building" and table.me() is not None
                   and bool(table.game_buttons()) and table.shown() == 0
                   and not table.showing_move, 60, "Ann's turn")
        if 1 in table.fresh:
            break
        play.click_button(app, "Build" if table.view()["players"][0]["status"] == "choose"
                          else "Buy nothing")
    said = table.captions[1].removeprefix("Computer 1 ")
    assert 1 in table.fresh and any(t.startswith(said[:12]) for t in all_text(app, table))
    play.click_button(app, "Build" if table.view()["players"][0]["status"] == "choose"
                      else "Buy nothing")         # Ann moves; the computer waits meanwhile
    assert table.undo_seat() == 0 and table.rules.log[-1].action.seat == 0
    assert not any(t.startswith(said[:12]) for t in all_text(app, table))


def test_the_hero_panel_speaks_of_the_hero_just_rolled(app, monkeypatch):
    """Ann's heroes walk one after another: from the moment a hero's roll is shown until
    its fate is, the hero chart speaks of that hero (its name, HP and a living status),
    never of the hero before it ('escaped', 'dead'), and its tally counts the fates shown."""
    from game.games.maker.events import HeroDied, HeroEscaped, HeroRolled
    table = open_at_hero_walk(app, 1, seed=13)
    painted: list[dict] = []
    real = panels.draw_hero_chart
    monkeypatch.setattr(panels, "draw_hero_chart",
                        lambda s, t, sp, r, p, *a: painted.append(p) or real(s, t, sp, r, p, *a))
    shown: list = []
    on_event = table.on_event
    table.on_event = lambda event: shown.append(event) or on_event(event)
    looked, spent = 0, 0.0
    while sum(isinstance(e, (HeroDied, HeroEscaped)) for e in shown) < 3:
        assert spent < 240, ("three heroes", play.labels(app))
        spell = table.decision()
        if spell is not None and play.find_button(app, table.keep_label(spell)):
            play.click_button(app, table.keep_label(spell))
            continue
        spent += play.frame(app)
        heroes = [e for e in shown if isinstance(e, (HeroRolled, HeroDied, HeroEscaped))
                  and e.seat == 0]
        if not heroes or not painted or not isinstance(heroes[-1], HeroRolled):
            continue
        rolled, sheet = heroes[-1], painted[-1]
        hero = sheet["hero"]
        assert hero is not None and hero["name"] == rolled.name \
            and hero["roll"] == [rolled.x, rolled.y] \
            and hero["status"] not in ("dead", "escaped"), (rolled, hero)
        fates = sum(not isinstance(e, HeroRolled) for e in heroes)
        assert len(sheet["fates"]) == fates, (sheet["fates"], heroes)
        looked += 1
    assert looked, "the panel was seen while a hero was on its way"
