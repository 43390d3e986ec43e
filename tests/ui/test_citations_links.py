"""Citations are links (issue 20 §1): a refusal's "(trapper §4.1)" is drawn as "rules 4.1";
a click on it, or the pad's Y, opens the rules at that section, highlighted; Back returns to
the table as it was, pointer state included."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import links
from tests.play import click, click_button, frame, move, open_launcher, settle


def _trapper_refusal(app):
    """A solo Trapper game at setup; Confirm dungeon with nothing drawn is refused."""
    from game.catalog import game_info
    open_launcher(app)
    app.start_game(game_info("trapper"), [Seat("Ann"), Seat("Computer", "normal")], seed=3)
    settle(app)
    table = app.stack.top
    click_button(app, "Confirm dungeon")
    frame(app)
    return table


def test_a_refusal_shows_its_citation_as_a_link_and_a_click_opens_the_rules(app):
    table = _trapper_refusal(app)
    toasts = [t.text for t in app.toasts]
    assert any("(trapper §4.1)" in t for t in toasts), toasts
    shown = links.shown()
    assert [(lk.game, lk.section) for lk in shown][-1:] == [("trapper", "4.1")]
    pointer = table.pointer_state
    target = shown[-1].rect.center
    move(app, target)            # on its way into the bubble the refusal stays
    assert links.shown(), "the refusal faded before the pointer reached its link"
    click(app, links.shown()[-1].rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.section == "4.1"
    top, _ = rules.anchors["4.1"]
    assert rules.scroll <= top <= rules.scroll + rules.view.height // 2   # in view, near the top
    assert app.stack.scenes[-2] is table
    click_button(app, "Back")
    assert app.stack.top is table and table.pointer_state is pointer


def test_the_pads_y_opens_the_link_shown(app):
    from game.ui.intents import Intent
    table = _trapper_refusal(app)
    assert links.shown()
    app.pads.in_use = True
    app.feed([Intent("mirror", (10, 10))])
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.section == "4.1"
    app.stack.pop()
    assert app.stack.top is table


def test_a_log_line_with_a_citation_shows_the_sentence_then_the_link(app):
    from game.ui.widgets.log_panel import LogPanel
    open_launcher(app)           # the links are wired in by the first scene of a run
    panel = LogPanel(app.theme)
    panel.rect = pygame.Rect(0, 0, 320, 200)
    panel.set_lines(["Ann may not enter that square again this turn (rial §4.3)."])
    links.begin_frame()
    panel.draw(pygame.Surface((320, 200)))
    rows = panel._tail(5)
    assert "§" not in " ".join(rows) and rows[-1].rstrip().endswith("turn.")
    assert [(lk.game, lk.section) for lk in links.shown()] == [("rial", "4.3")]


def test_the_rules_screen_has_contents_and_a_search(app):
    from tests.play import key, tile_button, type_text
    open_launcher(app)
    click(app, tile_button(app, "trapper", "Rules").rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    entry = next(rect for block, rect in rules.toc if block.section == "4.6")
    click(app, entry.move(rules.toc_rect.x, rules.toc_rect.y - rules.toc_scroll).center)
    top, _ = rules.anchors["4.6"]
    assert rules.section == "4.6" and rules.scroll <= top < rules.scroll + 100
    type_text(app, "fan")
    assert rules.query == "fan" and len(rules.matches) > 3 and rules.current == 0
    key(app, pygame.K_RETURN)
    assert rules.current == 1 and isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)           # Esc clears the search first...
    assert rules.query == "" and app.stack.top is rules
    key(app, pygame.K_ESCAPE)           # ...then closes
    assert app.stack.top is not rules
