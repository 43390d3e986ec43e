"""A computer's last move is said by what happened, not by the roll before it (issue 30
§2, the screen goes stale): in Rial a jump that rolled the computer's own entrance first
was told as "Computer rolls 1 for a jump (own entrance, roll again)." long after it had
jumped. The dice tray shows the rolls; the words say the move."""
from __future__ import annotations

from game.core.events import DiceRolled
from game.games.rial.events import Happened
from tests.table.test_prompt_place import open_table


def test_a_computers_move_is_told_by_its_first_event_that_is_not_a_roll(app):
    table = open_table(app, "rial", 5)
    computer = next(s for s in range(2) if s not in table.human_seats())
    events = [DiceRolled(seat=computer, sides=4, values=(1,),
                         purpose="a jump (own entrance, roll again)"),
              DiceRolled(seat=computer, sides=4, values=(4,), purpose="a jump"),
              Happened(what="jump", seat=computer, square=-4,
                       text="{who} jumps to entrance 4 (West).")]
    action = table.rules.legal_actions(table.human_seats()[0])
    action = next(iter(action), None)
    assert table._move_said(action, events) == "Computer 1 jumps to entrance 4 (West)."
    assert table._move_said(action, events[:2]).startswith("Computer 1 rolls 1"), \
        "a move that is only rolls is told by its first roll"
