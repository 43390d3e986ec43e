"""Watch is a player, in every game: a "Replay" banner, pause and play, a step forward and
back, the speeds (½×, 1×, 2×, 4×), a move counter to click or drag; no game buttons; a menu
of Resume, Rules and "Leave the replay" only."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.catalog import game_info
from game.core.bots import RandomBot
from game.core.protocol import Seat
from game.core.save import parse_save
from game.core.session import Session
from game.ui.replay import start_replay_data
from tests import play
from tests.table.games import TABLES

MOVES = 24


def a_record(game: str):
    """A game of two people, `MOVES` moves in (each move one a person could make)."""
    info = game_info(game)
    session = Session.start(info, [Seat("Ann"), Seat("Bob")], 31)
    people = {seat: RandomBot(seat, random.Random(seat)) for seat in (0, 1)}
    while len(session.rules.log) < MOVES and not session.rules.is_over():
        seat = min(session.rules.to_act())
        session.apply(people[seat].choose(session.rules.view(seat),
                                          list(session.rules.legal_actions(seat))))
    return parse_save(json.loads(json.dumps(session.save_data().to_dict())))


def moves_shown(app) -> int:
    return len(app.stack.top.rules.log)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_watch_is_a_player(app, game):
    data = a_record(game)
    total = len(data.log)
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    words = play.drawn_text(app)
    assert any(w.startswith("Replay · move") for w in words), "the Replay banner"
    table = app.stack.top
    banner = table.replay_banner          # with the player's controls, over nothing else
    assert table.side_rect.contains(banner) and not banner.colliderect(table.board_rect)
    assert not banner.colliderect(table.log_panel.rect), (banner, table.log_panel.rect)
    assert not any(banner.colliderect(b.rect) for b in table.bar.buttons if b.visible)
    shown = play.labels(app)
    assert not any(label.startswith("Undo") for label in shown), shown
    assert not any(w.startswith("Waiting for") for w in words)
    for control in ("◀ Back", "Pause", "Forward ▶", "½×", "2×", "4×"):
        assert control in shown, (control, shown)

    play.click_button(app, "Pause")
    paused = moves_shown(app)
    play.wait(app, 3.0)
    assert moves_shown(app) == paused, "paused: no move is made"
    play.click_button(app, "Forward ▶")
    play.settle(app)
    assert moves_shown(app) == paused + 1
    play.click_button(app, "◀ Back")
    play.settle(app)
    assert moves_shown(app) == paused, "one move back"

    table = app.stack.top
    play.click(app, (table.counter.x + (table.counter.width - 70) // 2, table.counter.centery))
    play.settle(app)
    assert abs(moves_shown(app) - total // 2) <= 1, "the counter jumps to the middle"

    table = app.stack.top
    bar = table.counter.width - 70          # the counter's bar, its figures beside it
    at = lambda fraction: (table.counter.x + round(bar * fraction), table.counter.centery)
    play.wait(app, play.HUMAN_GAP)
    play.move(app, at(0.5))
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(0.5), button=1)])
    play.move(app, at(0.35), held=True)
    play.move(app, at(0.25), held=True)
    assert abs(moves_shown(app) - total // 4) <= 1, "the board follows the dragged counter"
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(0.25), button=1)])
    play.move(app, at(0.9))
    assert abs(moves_shown(app) - total // 4) <= 1, "released, the counter stays put"

    for speed, words in ((0.5, "½×"), (2.0, "2×"), (1.0, "1×"), (4.0, "4×")):
        play.click_button(app, words)
        assert app.stack.top.replay.speed == speed, words
        assert play.find_button(app, words) is None, f"{words} is greyed: in use"
    play.click_button(app, "Play")
    before = moves_shown(app)
    play.until(app, lambda: moves_shown(app) > before, 20, "the replay plays on")

    play.key(app, pygame.K_ESCAPE)
    assert play.labels(app) == ["Resume", "Rules", "Leave the replay"]
    assert "Replay paused" in play.drawn_text(app), "the menu says what is paused"
    play.click_button(app, "Leave the replay")
    assert type(app.stack.top).__name__ == "LauncherScene"
