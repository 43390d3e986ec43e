"""One path for computers: at the real table (its thinking thread, default settings) a
computer decides exactly as `main.py sim` has it decide, given the same budget: the same
view, the rules' own legal-moves object, the same number of sample games."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.bots import LEVELS, decide, level_kind, make_players, set_budget, sim_factories
from game.core.protocol import Seat
from game.core.session import Session
from tests import play
from tests.table.games import WITH_COMPUTERS

SAMPLES = 10
"""Sample games per searching decision: fixed, with no time limit, so a search repeats
itself exactly on both paths whatever the machine's load."""
NO_LIMIT_MS = 1e9
MOVES = 14


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", WITH_COMPUTERS)
def test_the_table_decides_as_the_sims_do(app, game, level):
    info = game_info(game)
    kind = level_kind(info, level)
    count = max(2, info.seats[0])
    seats = [Seat(f"Computer {i + 1}", kind) for i in range(count)]
    seed = 4100 + LEVELS.index(level)
    play.open_launcher(app)
    session = Session.start(info, seats, seed, content=app.game_content(info))
    set_budget(session.bots, NO_LIMIT_MS, SAMPLES)
    app.open_session(session)
    play.until(app, lambda: len(session.rules.log) >= MOVES or session.rules.is_over(),
               300, f"{MOVES} computer moves at the table")
    table_moves = [record.action for record in session.rules.log]

    rules = info.load_rules().new_game(seed, seats, None, content=app.game_content(info),
                                       undo=False)
    players = make_players(sim_factories(info), {i: kind for i in range(count)}, seed)
    set_budget(players, NO_LIMIT_MS, SAMPLES)
    for n, made in enumerate(table_moves):
        chosen = decide(players[made.seat], rules, made.seat)
        assert chosen == made, f"{game} {level}, move {n + 1}: the sim's path chose {chosen}"
        rules.apply(chosen)
