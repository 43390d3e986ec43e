"""A misclick can be taken back before a computer answers it: after a person's move is
shown no computer acts for 3 s at the default animation speed, Undo shows the seconds left,
and a pointer resting on Undo holds the computers.

The shell gives the grace in every game, but only Maker and Rial have a person's move that
a computer answers and that may still be taken back: in Doodle the turn ends by turning a
card and in Trapper by confirming a dungeon or a raid step, each final by the rules (a
computer then answers at its usual pace), and DungeonLab has no computers."""
from __future__ import annotations

import copy

import pytest

from game.catalog import game_info
from game.core.bots import decide, level_kind, make_players
from game.core.protocol import Seat
from game.core.session import Session
from tests import play

UNDOABLE_ANSWERED = ("maker", "rial")
"""The games where a computer answers a move a person may still take back."""


def person_moves(app, table) -> None:
    """Ann makes a move with posted clicks: the hinted one, on its ring when a press there
    makes it, else her first game button."""
    move = play.ask_hint(app, table)
    where = table.advice_target(move)
    if where is not None and table.hint_taken_by_press(move):
        play.click(app, where.center)
    else:
        button = next(b for b in table.game_buttons() if b.enabled and b.visible)
        play.click_button(app, button.label)
    play.until(app, lambda: not table.showing_move, 30, "Ann's move shown")


def before_a_computers_answer(app, game: str, seed: int):
    """Ann alone against a Normal computer, at a turn of hers a computer answers (the
    moves before played by Normal for both), with the hint's Hard thinking briefly."""
    info = game_info(game)
    kind = opponent(game)
    for deal in range(seed, seed + 20):     # the first deal that comes to such a turn
        session = Session.start(info, [Seat("Ann"), Seat("Computer 1", kind)], deal,
                                content=app.game_content(info))
        if _to_an_answered_turn(session, make_players(info.load_bots(), {0: kind, 1: kind},
                                                      deal)):
            break
    else:
        raise AssertionError(f"no deal of {game} came to a turn a computer answers")
    session.drain()
    play.open_launcher(app)
    app.open_session(session)
    table = app.stack.top
    play.until(app, lambda: table.advice_offered(), 60, "Ann's turn")
    table._advice_bot = info.load_bots()[table.advice_kind()](0, __import__("random").Random(1))
    table._advice_bot.think_ms = 100
    return table


def _to_an_answered_turn(session: Session, players: dict) -> bool:
    """Play Normal for both seats until Ann's move would be answered by the computer while
    she may still take it back; False if the game ends first."""
    rules = session.rules
    while not rules.is_over():
        if 0 in rules.to_act():
            trial = copy.deepcopy(rules)
            trial.apply(decide(players[0], copy.deepcopy(rules), 0))
            if 0 not in trial.to_act() and 1 in trial.to_act() and trial.can_undo(0):
                return True
        seat = min(rules.to_act())
        session.apply(decide(players[seat], rules, seat), save=False)
    return False


def until_a_computer_answers(app, table) -> int:
    """Ann moves until a computer is next to answer her move; the log's length then."""
    for _ in range(12):
        play.until(app, lambda: table.advice_offered(), 60, "Ann's turn")
        person_moves(app, table)
        if table.undo_seat() == 0 and table.session.next_bot() is not None:
            return len(table.rules.log)
    raise AssertionError("no computer answered Ann's moves")


def opponent(game: str) -> str:
    return level_kind(game_info(game), "normal")


@pytest.mark.parametrize("game", UNDOABLE_ANSWERED)
def test_no_computer_answers_for_three_seconds_and_undo_counts_down(app, game):
    table = before_a_computers_answer(app, game, 77)
    made = until_a_computer_answers(app, table)
    undo = play.find_button(app, "Undo")
    assert undo is not None and undo.note in ("3 s", "2 s"), undo and undo.note
    play.wait(app, 2.7)
    assert len(table.rules.log) == made, "a computer answered within 3 s"
    play.move(app, undo.rect.center)               # the pointer rests on Undo: held
    play.wait(app, 3.0)
    assert len(table.rules.log) == made, "a computer answered while Ann held Undo"
    play.move(app, (table.board_rect.centerx, 5))
    play.until(app, lambda: len(table.rules.log) > made, 10, "the computer, once let go")


@pytest.mark.parametrize("game", UNDOABLE_ANSWERED)
def test_a_misclick_is_taken_back_within_the_grace(app, game):
    table = before_a_computers_answer(app, game, 78)
    made = until_a_computer_answers(app, table)
    play.wait(app, 1.0)
    play.click_button(app, "Undo")
    assert len(table.rules.log) == made - 1, "Ann's move is taken back"
    play.until(app, lambda: table.acting_here(), 10, "Ann's turn again")
