"""Records: every finished game kept in an SQLite file in the player's data folder, with
personal bests, wins against the computer and the game's log to watch it again (pure: no
pygame). `Records` (store), `match_row` (capture), `stats`."""
from game.records.capture import match_row, worth_keeping
from game.records.store import MatchRow, Records, SeatRow

__all__ = ["MatchRow", "Records", "SeatRow", "match_row", "worth_keeping"]
