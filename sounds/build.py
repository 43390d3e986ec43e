#!/usr/bin/env python3
"""Synthesize the table's sound effects into sounds/*.wav and the list sounds/sounds.json.

    python3 sounds/build.py          # every effect
    python3 sounds/build.py dice     # only the effects whose name starts with "dice"

Standard library only (wave, math, random with a fixed seed per effect): no recordings.
Every effect is mono 16-bit at 22,050 Hz, under a second, soft (peak at most a third of full
scale) and faded in and out so it never clicks. Output is deterministic: rebuilding writes
the same bytes unless this script changed.
"""
from __future__ import annotations

import json
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
RATE = 22050
PEAK = 0.33
Wave = list[float]


# --- building blocks -------------------------------------------------------------------------

def silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, shape: str = "sine", slide: float = 0.0) -> Wave:
    """A tone whose frequency slides by `slide` Hz over its length."""
    out: Wave = []
    phase = 0.0
    n = int(RATE * seconds)
    for i in range(n):
        f = freq + slide * i / max(n - 1, 1)
        phase += f / RATE
        p = phase % 1.0
        if shape == "sine":
            out.append(math.sin(2 * math.pi * p))
        elif shape == "square":
            out.append(1.0 if p < 0.5 else -1.0)
        elif shape == "triangle":
            out.append(4 * abs(p - 0.5) - 1)
        else:  # saw
            out.append(2 * p - 1)
    return out


def noise(rng: random.Random, seconds: float, smooth: float = 0.0) -> Wave:
    """White noise, low-passed by `smooth` (0 = none, 0.95 = dull)."""
    out: Wave = []
    last = 0.0
    for _ in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def envelope(w: Wave, attack: float = 0.005, decay: float = 8.0) -> Wave:
    """A fast attack, then an exponential decay (`decay` per second)."""
    a = max(int(RATE * attack), 1)
    return [s * min(i / a, 1.0) * math.exp(-decay * i / RATE) for i, s in enumerate(w)]


def mix(*parts: tuple[float, Wave]) -> Wave:
    """Add waves, each starting at its offset in seconds."""
    length = max(int(RATE * t) + len(w) for t, w in parts)
    out = [0.0] * length
    for t, w in parts:
        start = int(RATE * t)
        for i, s in enumerate(w):
            out[start + i] += s
    return out


def gain(w: Wave, g: float) -> Wave:
    return [s * g for s in w]


def finish(w: Wave) -> Wave:
    """Normalise to the soft peak and fade the last 10 ms so the end never clicks."""
    top = max((abs(s) for s in w), default=0.0) or 1.0
    fade = min(int(RATE * 0.01), len(w))
    out = [s * PEAK / top for s in w]
    for i in range(fade):
        out[len(out) - fade + i] *= 1 - (i + 1) / fade
    return out


# --- the effects -----------------------------------------------------------------------------

def clack(rng: random.Random) -> Wave:
    """One die hitting wood: a short knock with a bright click."""
    return mix((0, envelope(tone(rng.uniform(380, 520), 0.06, "triangle"), decay=60)),
               (0, gain(envelope(noise(rng, 0.03), attack=0.001, decay=120), 0.6)))


def dice(rng: random.Random, count: int) -> Wave:
    parts = [(t, clack(rng)) for t in sorted(rng.uniform(0, 0.28) for _ in range(count * 3))]
    return mix(*parts)


def pencil(rng: random.Random, seconds: float) -> Wave:
    """Graphite on paper: soft filtered noise with a wavering stroke."""
    n = noise(rng, seconds, smooth=0.55)
    return [s * (0.6 + 0.4 * math.sin(2 * math.pi * 9 * i / RATE)) * min(1, i / 400)
            * min(1, (len(n) - i) / 800) for i, s in enumerate(n)]


def card(rng: random.Random, flip: bool) -> Wave:
    swish = envelope(noise(rng, 0.16, smooth=0.3 if flip else 0.7), attack=0.03, decay=18)
    if flip:
        return mix((0, swish), (0.12, gain(clack(rng), 0.5)))
    return swish


def chord(freqs: list[float], seconds: float, shape: str = "triangle") -> Wave:
    return mix(*[(0, envelope(tone(f, seconds, shape), attack=0.01, decay=3.0)) for f in freqs])


def arpeggio(freqs: list[float], step: float, seconds: float) -> Wave:
    return mix(*[(i * step, envelope(tone(f, seconds, "triangle"), attack=0.01, decay=4.0))
                 for i, f in enumerate(freqs)])


EFFECTS: dict[str, tuple[str, Callable[[random.Random], Wave]]] = {
    "dice_one": ("one die rolled on the table", lambda r: dice(r, 1)),
    "dice_many": ("several dice rolled", lambda r: dice(r, 3)),
    "card_draw": ("a card drawn from a pile", lambda r: card(r, False)),
    "card_flip": ("a card flipped face up", lambda r: card(r, True)),
    "pencil_wall": ("a pencil stroke: a wall drawn", lambda r: pencil(r, 0.22)),
    "pencil_path": ("a pencil stroke: a path drawn", lambda r: pencil(r, 0.35)),
    "place": ("a piece placed on the board",
              lambda r: envelope(tone(180, 0.12, "triangle", -40), decay=30)),
    "button": ("a button pressed",
               lambda r: gain(envelope(tone(900, 0.04, "sine"), decay=90), 0.5)),
    "trap": ("a trap springs: a snap and a rattle",
             lambda r: mix((0, envelope(noise(r, 0.08), attack=0.001, decay=50)),
                           (0.02, envelope(tone(140, 0.25, "square", -60), decay=14)))),
    "growl": ("a monster's growl",
              lambda r: envelope(mix((0, tone(70, 0.6, "saw", 25)),
                                     (0, gain(noise(r, 0.6, smooth=0.9), 2.0))),
                                 attack=0.08, decay=4)),
    "hit": ("a blow lands",
            lambda r: mix((0, envelope(tone(110, 0.15, "sine", -50), decay=25)),
                          (0, gain(envelope(noise(r, 0.05), attack=0.001, decay=80), 0.7)))),
    "death": ("someone falls: a falling tone",
              lambda r: envelope(tone(330, 0.7, "triangle", -250), attack=0.02, decay=3.5)),
    "escape": ("a hero escapes: a quick rising run",
               lambda r: arpeggio([392, 494, 587, 784], 0.07, 0.25)),
    "chest": ("a chest or treasure opened",
              lambda r: mix((0, gain(clack(r), 0.6)),
                            (0.06, arpeggio([784, 988, 1175, 1568], 0.05, 0.3)))),
    "coin": ("a coin",
             lambda r: mix((0, envelope(tone(1319, 0.2, "sine"), decay=14)),
                           (0.06, envelope(tone(1760, 0.3, "sine"), decay=10)))),
    "victory": ("a victory sting", lambda r: mix((0, arpeggio([523, 659, 784], 0.11, 0.4)),
                                                 (0.33, chord([523, 659, 784, 1047], 0.6)))),
    "defeat": ("a defeat sting",
               lambda r: mix((0, arpeggio([392, 370, 349], 0.16, 0.4)),
                             (0.48, chord([262, 311, 392], 0.45)))),
    "alarm_tick": ("the alarm clock ticks (its last minute)",
                   lambda r: gain(envelope(tone(2200, 0.02, "square"), attack=0.0005,
                                           decay=250), 0.5)),
    "alarm_ring": ("the alarm clock rings",
                   lambda r: [s * (1 if (i // 1100) % 2 == 0 else 0)
                              for i, s in enumerate(envelope(
                                  mix((0, tone(1568, 0.9, "square")),
                                      (0, tone(1575, 0.9, "square"))), decay=1.5))]),
    "splash": ("a splash into water",
               lambda r: envelope(noise(r, 0.5, smooth=0.8), attack=0.01, decay=6)),
    "fall": ("a fall: a whistle down and a thud",
             lambda r: mix((0, gain(envelope(tone(900, 0.45, "sine", -700), attack=0.02,
                                             decay=2), 0.6)),
                           (0.45, envelope(tone(70, 0.2, "sine", -30), decay=20)))),
    "bite": ("a bite: two sharp snaps",
             lambda r: mix((0, envelope(noise(r, 0.05, smooth=0.2), attack=0.001, decay=90)),
                           (0.09, envelope(noise(r, 0.05, smooth=0.2), attack=0.001,
                                           decay=90)))),
    "shot": ("a shot",
             lambda r: mix((0, envelope(noise(r, 0.25, smooth=0.4), attack=0.001, decay=22)),
                           (0, envelope(tone(90, 0.2, "sine", -40), decay=25)))),
}


def render(name: str) -> bytes:
    """The effect's 16-bit samples: seeded by its name, so each effect is stable alone."""
    rng = random.Random(f"dungeon-table:{name}")
    samples = finish(EFFECTS[name][1](rng))
    return b"".join(struct.pack("<h", int(round(s * 32767))) for s in samples)


def write(name: str, folder: Path = HERE) -> Path:
    path = folder / f"{name}.wav"
    frames = render(name)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return path


def build(prefix: str = "", folder: Path = HERE) -> list[Path]:
    """Write the effects (those whose name starts with `prefix`) and the full list."""
    written = [write(name, folder) for name in EFFECTS if name.startswith(prefix)]
    listing = {name: {"file": f"{name}.wav", "what": what,
                      "seconds": round(len(render(name)) / 2 / RATE, 3)}
               for name, (what, _) in EFFECTS.items()}
    (folder / "sounds.json").write_text(json.dumps(listing, indent=1, sort_keys=True) + "\n",
                                        encoding="utf-8")
    return written


if __name__ == "__main__":
    for p in build(sys.argv[1] if len(sys.argv) > 1 else ""):
        print(p.name)
