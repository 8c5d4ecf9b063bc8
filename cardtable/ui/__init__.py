"""The desktop app: main window, dialogs, the card table and the per-game table modules (``cardtable.ui.games``)."""
