"""A replay's controls in the table's side panel, its counter and its banner (the player
itself is `game.ui.replay.ReplayPlayer`)."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.theme import Theme
from game.ui.widgets.button import Button

SPEED_WORDS = {0.5: "½×", 1.0: "1×", 2.0: "2×", 4.0: "4×"}


def replay_buttons(player: Any, x: int, y: int, width: int) -> list[Button]:
    """Back one move, Play / Pause, forward one move; under them the speeds (the one in
    use greyed)."""
    third = (width - 16) // 3
    row = [Button("◀ Back", lambda: player.step(-1), size=15),
           Button("Pause" if player.playing else "Play", player.toggle, size=15),
           Button("Forward ▶", lambda: player.step(1), size=15)]
    row[0].enabled = player.moves_shown() > 0
    row[0].disabled_reason = "This is the first move."
    row[2].enabled = player.moves_shown() < player.total
    row[2].disabled_reason = "This is the last move."
    for i, b in enumerate(row):
        b.rect = pygame.Rect(x + i * (third + 8), y, third, 36)
    quarter = (width - 24) // 4
    speeds = []
    for i, speed in enumerate(SPEED_WORDS):
        b = Button(SPEED_WORDS[speed], lambda s=speed: player.set_speed(s), size=14)
        b.enabled = speed != player.speed
        b.disabled_reason = f"The replay plays at {SPEED_WORDS[speed]} now."
        b.rect = pygame.Rect(x + i * (quarter + 8), y + 44, quarter, 30)
        speeds.append(b)
    return row + speeds


def counter_rect(x: int, y: int, width: int) -> pygame.Rect:
    """Where the move counter's bar lies (below the controls)."""
    return pygame.Rect(x, y + 84, width, 26)


BANNER_ROOM = 36
"""The height the banner takes under the counter."""


def draw_counter(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, shown: int,
                 total: int) -> None:
    """The move counter: a bar with a knob at the move on screen, and "12 / 80"."""
    c = theme.colours
    bar = pygame.Rect(rect.x, rect.centery - 3, rect.width - 70, 6)
    pygame.draw.rect(surface, c.disabled, bar, border_radius=3)
    done = bar.copy()
    done.width = round(bar.width * (shown / total if total else 1.0))
    pygame.draw.rect(surface, c.accent, done, border_radius=3)
    pygame.draw.circle(surface, c.accent, (done.right, bar.centery), 8)
    words = theme.fonts.render(f"{shown} / {total}", 14, c.panel_text, "bold")
    surface.blit(words, words.get_rect(midright=(rect.right, rect.centery)))


def counter_fraction(rect: pygame.Rect, pos: tuple[int, int]) -> float:
    """How far along the counter's bar a point is (0 to 1)."""
    width = max(1, rect.width - 70)
    return (pos[0] - rect.x) / width


def draw_banner(surface: pygame.Surface, theme: Theme, counter: pygame.Rect, words: str
                ) -> pygame.Rect:
    """"Replay · move 12 of 80 · paused" under the move counter, in the side panel with
    the rest of the player (across the board it covered the board's own header, such as
    Trapper's dungeon name). Returns the box drawn."""
    c = theme.colours
    size = theme.fonts.fit(words, 16, counter.width - 16, "bold")
    text = theme.fonts.render(words, size, c.button_text, "bold")
    box = pygame.Rect(counter.x, counter.bottom + 4, counter.width, text.get_height() + 10)
    pygame.draw.rect(surface, c.button, box, border_radius=8)
    pygame.draw.rect(surface, c.accent, box, 2, border_radius=8)
    surface.blit(text, text.get_rect(center=box.center))
    return box
