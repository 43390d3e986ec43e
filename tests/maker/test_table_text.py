"""What the Maker table writes and where (issue 20 §4): prompts that go when done, bubbles
that hide nothing they speak of, numbers that add up, a dice tray of this round, words."""
from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Seat
from game.games.maker import building as B
from game.games.maker.actions import CastSpell, Collect
from game.games.maker.board import placement_problem
from game.games.maker.scoring import hero_lines
import game.ui.tables.maker.panels as panels
import game.ui.tables.maker.drawing as drawing_module
import game.ui.tables.maker.scene as scene_module
from game.ui.tables.maker.scene import MakerTable
from tests import play
from tests.maker.helpers import new, paint
from tests.maker.test_watch import open_at_hero_walk, open_at_table


def mouse_set_up(app, table: MakerTable, spell: str = "curse") -> None:
    play.click_button(app, "Roll for loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)
    rect = dict(panels.panel_rects(table.parts.panel, table.content).spells)[spell]
    play.click(app, rect.center)
    play.settle(app)


def bubbles(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Record every bubble the Maker table draws (its words and where it went)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = drawing_module.draw_bubble

    def spy(surface, theme, text, pos, border, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surface, theme, text, pos, border, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(drawing_module, "draw_bubble", spy)
    return drawn


def redraw(app, table: MakerTable) -> None:
    table.dirty = True
    play.frame(app)


def test_the_potion_prompt_covers_no_spell_and_goes_once_the_spell_is_clicked(app):
    table = open_at_table(app, [Seat("Ann")])
    mouse_set_up(app, table)
    for _ in range(table.content.numbers.upgrade_after_gems):   # the tool is upgraded
        me = table.view()["players"][0]
        gem = next((i % 6 + 1, i // 6 + 1) for i, t in enumerate(me["tiles"]) if t[3] == "gem")
        play.click(app, table.sheet.rect_of(gem).center)
        play.settle(app)
    me = table.view()["players"][0]
    assert me["upgraded"] if "upgraded" in me else True
    potion = next((i % 6 + 1, i // 6 + 1) for i, t in enumerate(me["tiles"]) if t[3] == "potion")
    play.click(app, table.sheet.rect_of(potion).center)
    spells = panels.panel_rects(table.parts.panel, table.content).spells
    assert table.pending_potion == potion
    assert table.status()[1] == scene_module.POTION_PROMPT
    assert not any(t.text == scene_module.POTION_PROMPT or any(
        pygame.Rect(t.rect).colliderect(r) for _, r in spells)
        for t in app.toasts if getattr(t, "rect", None)), "no popup over the spells"
    usable = table.usable_spells()
    rect = next(r for s, r in spells if s in usable)
    play.click(app, rect.center)
    assert isinstance(table.rules.log[-1].action, Collect)
    play.settle(app)
    assert table.pending_potion is None
    assert scene_module.POTION_PROMPT not in table.status()
    assert not any("Potion circles" in t.text for t in app.toasts)


def test_the_curse_tooltip_never_covers_the_stat_prompt_or_the_keep_button(app, monkeypatch):
    table = open_at_hero_walk(app, 1, seed=13)
    table.rules.state.players[0].spells["curse"] = "owned"
    table.changed()
    play.settle(app)
    assert table.decision() == "curse"
    drawn = bubbles(monkeypatch)
    rects = panels.panel_rects(table.parts.panel, table.content)
    curse = dict(rects.spells)["curse"]
    play.move(app, curse.center)
    redraw(app, table)
    walk = play.find_button(app, "Keep Curse")
    assert walk is not None and drawn
    text, where = drawn[-1]
    assert text.startswith("Curse") and not where.colliderect(walk.rect)
    play.click(app, curse.center)
    assert table.choosing == "curse"
    drawn.clear()
    play.move(app, curse.center)
    redraw(app, table)
    stats = rects.stats[0][1].unionall([r for _, r in rects.stats])
    assert not any(r.colliderect(stats) or r.colliderect(walk.rect) for _, r in drawn)
    play.click(app, dict(rects.stats)["str"].center)
    assert table.rules.log[-1].action == CastSpell(0, "curse", "str")


def test_every_hero_modifier_is_listed_so_the_stats_add_up(app, monkeypatch):
    written: list[str] = []
    real = panels.text

    def spy(surface, theme, words, *args: Any, **kw: Any):
        written.append(words)
        return real(surface, theme, words, *args, **kw)

    monkeypatch.setattr(panels, "text", spy)
    notes = ["+1 Str (crossed pips)", "+2 Int (crossed pips)", "+1 Dex (Jinx)",
             "-2 Str (Curse)", "-1 to every stat (gate)"]
    surface = pygame.Surface((400, 300))
    panels.draw_notes(surface, app.theme, pygame.Rect(8, 8, 220, 40), notes)
    shown = " ".join(written)
    assert all(note in shown.replace("; ", " ") or note in written for note in notes), written


def test_the_score_chart_counts_crossed_boxes_in_the_hero_charts_words():
    rules = new()
    label, value = hero_lines(0, 0, rules.content.numbers)[1]
    assert label.startswith("Crossed HP") and value == 0


def test_the_dice_tray_is_cleared_when_a_round_begins(app):
    table = open_at_table(app, [Seat("Ann")])
    mouse_set_up(app, table)
    assert table.view()["round"] == 1 and table.dice.roll is None, "no setup dice in round 1"
    play.click_button(app, "Build")
    play.settle(app)
    assert table.dice.roll is not None
    play.click_button(app, "Buy nothing")
    play.settle(app)
    assert table.view()["round"] == 2 and table.dice.roll is None


def test_a_refusal_hides_neither_the_tile_it_would_join_nor_the_ledger_heading(app,
                                                                              monkeypatch):
    table = open_at_table(app, [Seat("Ann")])
    mouse_set_up(app, table)
    play.click_button(app, "Build")
    play.settle(app)
    table.hand.take("slime")
    drawn = bubbles(monkeypatch)
    me = table.view()["players"][0]
    loot = next((i % 6 + 1, i // 6 + 1) for i, t in enumerate(me["tiles"]) if t[3])
    play.move(app, table.sheet.rect_of(loot).center)
    redraw(app, table)
    reason = [(t, r) for t, r in drawn if "holds" in t]
    assert reason, drawn
    x, y = loot
    near = [table.sheet.rect_of((x + dx, y + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
            if 1 <= x + dx <= 6 and 1 <= y + dy <= 6]
    lower = panels.panel_rects(table.parts.panel, table.content).lower
    heading = pygame.Rect(lower.x, lower.y, lower.width, 24)
    for _, rect in reason:
        assert not any(rect.colliderect(r) for r in near)
        assert not rect.colliderect(heading)


def test_banners_sit_under_the_sheet_never_over_the_column_numbers(app, monkeypatch):
    table = open_at_table(app, [Seat("Ann"), Seat("Bo")])
    mouse_set_up(app, table)
    play.until(app, lambda: table.viewer == 1 and table.banner == "Next: Bo", 10)
    seen: list[pygame.Rect] = []
    real = panels.draw_banner
    monkeypatch.setattr(panels, "draw_banner",
                        lambda s, t, rect, *a: (seen.append(rect), real(s, t, rect, *a)))
    redraw(app, table)
    assert seen and all(r.top >= table.sheet.paper.grid_rect.bottom for r in seen)


def test_the_market_is_closed_without_red_prices_in_the_hero_phase(app, monkeypatch):
    table = open_at_hero_walk(app, 1)
    calls: list[Any] = []
    real = panels.draw_market
    monkeypatch.setattr(panels, "draw_market",
                        lambda *a: (calls.append(a), real(*a)))
    table.layers.forget()
    redraw(app, table)
    assert calls and calls[-1][6] is None, "no purse to compare prices with"


def test_words_name_the_item_and_the_reason_loot_cannot_be_taken(app):
    rules = new()
    paint(rules, 0, [". . . . . .", ". GB . . . .", ". . . . . .", ". . . . . .",
                     ". . . . . .", ". . . . . ."])
    sheet = B.sheet_of(rules.state.players[0], rules.content)
    why = placement_problem(sheet, rules.content.items["acid"], (2, 2), "")
    assert why and "holds a Giant Bat" in why
    table = open_at_table(app, [Seat("Ann"), Seat("Bo")])
    mouse_set_up(app, table)
    play.until(app, lambda: table.viewer == 1 and table.me() is not None, 10)
    mouse_set_up(app, table)
    play.until(app, lambda: table.viewer == 0 and table.legal(), 10)
    me = table.view()["players"][0]
    assert any(t[3] == "gem" for t in me["tiles"])
    hint = table.choose_hint(me, can_collect=False)   # as while another move is shown
    assert "no loot" not in hint and "collect" in hint, hint


def test_a_plural_item_is_built_without_an_article():
    from game.games.maker.events import Built
    line = Built(seat=0, item="spikes", name="Spikes", x=1, y=1, openings="", cost=3)
    assert line.describe(["Ann"]) == "Ann builds Spikes at (1, 1) for 3 Coin."
