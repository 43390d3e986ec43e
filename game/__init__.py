"""Dungeon Table: five dungeon tabletop games on one screen."""
