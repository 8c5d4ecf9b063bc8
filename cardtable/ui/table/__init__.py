"""Generic pieces of the card table, shared by every game: card and chip items, seats, animations, the view with
keyboard choice handling, and the :class:`~cardtable.ui.table.base.GameTable` base class a game module subclasses."""
