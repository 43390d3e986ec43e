"""Sound at the table: which event makes which sound (`table`), and playing it (`player`)."""
