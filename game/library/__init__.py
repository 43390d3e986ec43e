"""The library: a player's shelf of games (pure: no pygame).

It holds the saves (one per game, each with its `.bak`), recovery from a backup, the move
of an earlier version's single `autosave.json` to its game's file, and the records; and
`Library.open_match`, the one way a match is opened, for a new game, Continue, Again,
Watch and the lessons alike: a ready `Session`, or a plain `Refusal` saying why not.
"""
from game.library.opening import Opened, Refusal
from game.library.shelf import Library

__all__ = ["Library", "Opened", "Refusal"]
