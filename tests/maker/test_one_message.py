"""A misclick on the Maker sheet says why once (issue 23 §4, played as a hurried player):
the hover verdict under the pointer already gives the rules' reason, so the click adds no
second box with the same words; in the lesson, the coach's refusal and the game's verdict
never show together."""
from __future__ import annotations

from game.core.protocol import Seat
from game.ui.widgets import toast as bubbles
from tests import play
from tests.maker.test_watch import open_at_table


def boxes(app) -> int:
    """How many bubbles (verdicts, refusals, toasts) the next frame draws."""
    play.frame(app)
    app.stack.top.dirty = True
    play.frame(app)
    return len(bubbles.drawn())


def test_a_click_on_a_tile_the_rules_refuse_shows_one_reason(app):
    table = open_at_table(app, [Seat("Ann")])
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None and not table.showing_move, 60, "loot")
    play.click(app, table.sheet.rect_of((3, 3)).center)     # not a corner: no entrance
    assert table.view()["players"][0]["entrance"] is None
    assert boxes(app) == 1, "the hover verdict alone says why"


def to_step(app, words: str):
    """Follow the Maker lesson up to the step whose words hold `words`."""
    def stop(c) -> None:
        if words in c.step.say:
            raise StopIteration
    try:
        play.follow_coach(app, on_step=stop)
    except StopIteration:
        pass
    play.settle(app)


def test_in_the_lesson_a_misclick_gets_one_message(app):
    """At the step that asks for the Gem at (2, 4): another Gem (a legal move off the
    script) gets the coach's refusal alone; at the step that asks for the Path at (1, 2),
    a tile the rules refuse gets the rules' verdict alone."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "maker", "Learn").rect.center)
    coach = app.coach
    to_step(app, "collect")
    table = coach.table
    tiles = table.view()["players"][0]["tiles"]
    gems = [(i % 6 + 1, i // 6 + 1) for i, t in enumerate(tiles) if t[3] == "gem"]
    other = next(g for g in gems if g != (2, 4)
                 and not coach.over(table.sheet.rect_of(g).center))   # not under its note
    play.click(app, table.sheet.rect_of(other).center)
    assert coach.step is not None and "collect" in coach.step.say, "refused"
    assert boxes(app) == 1 and any("For this lesson" in t.text for t in app.toasts)
    empty = next((i % 6 + 1, i // 6 + 1) for i, t in enumerate(tiles)
                 if not t[0] and not t[3]
                 and not coach.over(table.sheet.rect_of((i % 6 + 1, i // 6 + 1)).center))
    play.click(app, table.sheet.rect_of(empty).center)       # no loot there
    assert boxes(app) == 1
    play.wait(app, 3.0)                                        # the toast fades
    to_step(app, "Click the lit tile at (1, 2)")
    assert table.hand.item == "path"
    away = next(c for c in ((4, 4), (5, 5), (4, 2), (5, 3))
                if not coach.over(table.sheet.rect_of(c).center))
    play.click(app, table.sheet.rect_of(away).center)        # no opening leads there
    assert boxes(app) == 1, "the rules' verdict alone, not the coach's refusal beside it"
