"""Dice: one seeded random source per match, with scripted results for tests.

Every roll, shuffle and random choice of a match draws from its `Dice`. Each draw is
remembered in `drawn` until the rules collect it into the action log, so a save replays
exactly and a test can script what the dice show.
"""
from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

T = TypeVar("T")


class ScriptExhausted(RuntimeError):
    """A scripted Dice ran out of results: the test scripted too few."""


class Dice:
    def __init__(self, seed: int | str | None = 0, script: Sequence[int] | None = None,
                 strict: bool = False) -> None:
        self._rng: random.Random | None = random.Random(seed)
        self._pending: object = None
        """The generator state a copy starts from, loaded on its first draw."""
        self._snap: object = None
        """The generator's state as last read, while nothing has been drawn since."""
        self._script: list[int] = list(script or [])
        self._strict = strict
        self.drawn: list[int] = []

    @classmethod
    def scripted(cls, results: Sequence[int], seed: int = 0) -> "Dice":
        """Dice whose die rolls return `results` in order and then raise ScriptExhausted.

        Shuffles and picks (`below`, `shuffle`, `choice`) still draw from `seed`.
        """
        return cls(seed, script=results, strict=True)

    def script(self, results: Sequence[int]) -> None:
        """Queue scripted results for the next die rolls (tests)."""
        self._script.extend(results)

    def roll(self, sides: int) -> int:
        """One die with faces 1..sides."""
        if self._script:
            value = self._script.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"scripted result {value} is not a face of a d{sides}")
        elif self._strict:
            raise ScriptExhausted(f"no scripted result left for a d{sides}")
        else:
            value = self._source().randint(1, sides)
            self._snap = None
        self.drawn.append(value)
        return value

    def rolls(self, count: int, sides: int) -> list[int]:
        return [self.roll(sides) for _ in range(count)]

    def below(self, n: int) -> int:
        """A uniform index 0..n-1 (for shuffles and random picks); recorded like a roll."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        value = self._source().randrange(n)
        self._snap = None
        self.drawn.append(value)
        return value

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place, drawing from this source."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def take_drawn(self) -> list[int]:
        """Return and forget what was drawn since the last call."""
        drawn, self.drawn = self.drawn, []
        return drawn

    def _source(self) -> random.Random:
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random.__new__(random.Random)
            rng.setstate(self._pending)
            self._pending = None
        return rng

    def _state(self) -> object:
        """The generator's state (read once between draws; copies share it)."""
        if self._rng is None:
            return self._pending
        if self._snap is None:
            self._snap = self._rng.getstate()
        return self._snap

    def __deepcopy__(self, memo: dict[int, Any]) -> "Dice":
        """A twin that draws the same results from here on (look-ahead copies). It holds
        the generator's state and builds its generator on its first draw, so a copy that
        never draws, or is reseeded, costs almost nothing."""
        twin = object.__new__(type(self))
        memo[id(self)] = twin
        twin.__dict__.update(self.__dict__)
        twin._pending = self._state()
        twin._rng = None
        twin._snap = None
        twin._script = list(self._script)
        twin.drawn = list(self.drawn)
        return twin

    def reseed(self, seed: int | str) -> None:
        """Draw from a fresh source from here on (a look-ahead that must not know the
        match's real future rolls)."""
        self._rng = random.Random(seed)
        self._pending = self._snap = None

    def getstate(self) -> object:
        return self._state(), list(self._script)

    def setstate(self, state: object) -> None:
        rng_state, script = state  # type: ignore[misc]
        self._rng = None
        self._pending = rng_state
        self._snap = None
        self._script = list(script)
