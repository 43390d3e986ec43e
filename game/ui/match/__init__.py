"""The match model: what a table shows as of which event, without pygame.

A table scene composes these pure parts with its side panel and press guard:

- `playback.Playback`: the events still to show, the views as they were before the move
  being shown, how many events the screen has shown (the one counter the log reads), and
  the computer's last move as one record with one rule for when it goes;
- `seating`: who is watching and whose turn it is (the hand-offs follow from it);
- `computers`: a computer deciding beside the loop (the same call `main.py sim` makes),
  the pace of computer moves and the undo grace a person's move gets, and the hint.

Everything here is tested without a window (`tests/match`).
"""
