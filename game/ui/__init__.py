"""Everything pygame: the app, scenes, widgets, painters and each game's table."""
