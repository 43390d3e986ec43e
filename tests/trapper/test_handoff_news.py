"""The hot-seat hand-off says the rival's last turn in public words (issue 35, 30 §2): what
the next seat may know (the roll, the new fog, the raid and its end), never what the
rival's fogged traps are or where she hid them."""
from __future__ import annotations

from game.games.trapper.board import label
from game.ui.scenes.handoff import HandoffScene
from tests.trapper.helpers import settled_button, settled_click
from tests.trapper.test_table_trust import hot_table, settle
from tests.ui.helpers import pass_handoffs


def ann_buys_and_concedes(app, kind: str):
    """Ann rolls 4 + 4, buys a `kind` on the first tile lit for it, raids and concedes;
    returns the table, the tile and the hand-off note Bea is shown."""
    session, table = hot_table(app)
    session.rules.dice.script([4, 4])
    settled_button(app, table, "Roll")
    chip = next(c for c in table.chips if c.key == kind)
    settled_click(app, chip.rect.center)
    cell = table.lit_cells()[0]
    settled_click(app, table.painter.centre(cell))
    assert session.rules.state.dungeons[0].traps[cell].kind == kind
    settled_button(app, table, "Start raid")
    settle(app, table)
    settled_button(app, table, "Concede")
    settled_button(app, app.stack.top, "Concede")
    settle(app, table)
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.name == "Bea"
    return session, table, cell, top.note


def test_the_hand_off_tells_the_rivals_public_last_turn(app):
    session, table, cell, note = ann_buys_and_concedes(app, "spikes")
    fortitude = 8 - session.rules.content.trap("spikes").buy
    assert (f"Ann's last turn: rolled 8 AP, fogged 1 new tile, raided with fortitude "
            f"{fortitude}, conceded the raid.") in note, note
    assert note.startswith("Bea's turn")
    pass_handoffs(app)
    assert table.viewer == 1 and table.looking


def test_the_hand_off_never_says_what_the_rivals_new_trap_is_or_where(app):
    """The privacy check: Ann's trap's name, kind and tile are on none of the note's words,
    whichever trap she bought (only the fortitude it left her differs)."""
    notes = []
    for kind in ("spikes", "skeleton"):
        session, table, cell, note = ann_buys_and_concedes(app, kind)
        trap = session.rules.content.trap(kind)
        for secret in (trap.name, kind, label(cell)):
            assert secret.lower() not in note.lower(), (secret, note)
        notes.append(note.replace(f"fortitude {8 - trap.buy}", "fortitude ?"))
    assert notes[0] == notes[1], notes
