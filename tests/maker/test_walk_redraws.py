"""The hero's pause before each step it takes by itself is a clock, not an animation: while
the last step's events are shown and the next is not yet made, nothing moves on screen, so
the loop polls without drawing (a redraw when a step shows, never one each frame)."""
from __future__ import annotations

from game.games.maker.actions import RollHero, Walk
from game.games.maker.state import Spell
from tests import play
from tests.maker.test_watch import let_the_hero_walk, open_at_hero_walk


def test_the_hero_walking_by_itself_redraws_only_when_a_step_shows(app):
    table = open_at_hero_walk(app, 1)
    me = table.rules.state.players[0]
    me.spells = {k: Spell.USED.value if v == Spell.OWNED.value else v
                 for k, v in me.spells.items()}    # no spell to decide: it walks on by itself
    let_the_hero_walk(app, table)   # (the spell the screen showed is kept)
    made, moves, still, drawn = len(table.rules.log), 0, 0, 0
    while moves < 3 and table.view()["phase"] == "heroes" and not table.rules.is_over():
        before = app.redraws
        play.frame(app)
        if len(table.rules.log) != made:
            assert isinstance(table.rules.log[-1].action, (RollHero, Walk))
            made, moves = len(table.rules.log), moves + 1
            assert table.decision() is None, "nothing stops the walk"
        elif not (table.showing_move or table.dice.busy or table.event_queue):
            # the last step shown, the next not yet made: the hero's pause
            still += 1
            drawn += app.redraws - before
        assert still < 2000, "the hero never walked on by itself"
    assert moves >= 2, "the hero walked on by itself"
    assert still >= 3, f"the pauses ran {still} frames of the loop"
    assert drawn <= moves + 2, f"{drawn} redraws in {still} frames of the hero's pauses"
