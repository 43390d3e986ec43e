"""An entrance taken already is rolled again, said in words (issue 36 part 2: "(4 is taken,
roll 1)" read as a roll of 1): at the real table the log names the taken entrance and says
"roll again", and nothing drawn reads a count as a die's value."""
from __future__ import annotations

import re

from tests import play
from tests.rial.screen import open_session


def test_a_taken_entrance_is_rolled_again_in_words_at_the_table(app):
    session, table = open_session(app)
    rules = session.rules
    rules.dice.script([4, 4, 3])
    seen: list[str] = []
    while rules.state.phase == "caps":
        if play.find_button(app, "Set out") is not None:
            play.click_button(app, "Set out")
        else:
            play.frame(app)
        seen += play.drawn_text(app)
    for _ in range(40):                      # the entrance dice land and are read
        play.wait(app, 0.2)
        seen += play.drawn_text(app)
    log = table.log_lines()
    assert "Ben rolls 4 for an entrance (entrance 4 is taken, roll again)." in log, log
    assert "Ben rolls 3 for an entrance (second roll)." in log
    said = " ".join(seen + log)
    assert not re.search(r"\broll \d", said), "a count never reads as the die's value"
    assert [p.pos for p in rules.state.players] == [-4, -3]
