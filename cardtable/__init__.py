"""cardtable: six tabletop card games from Persian rulebooks, on the desktop."""

__version__ = "0.1.0"
