"""Schotten Totten at the table: :mod:`.faces` (card drawings and names), :mod:`.words` (log, prompts, summaries,
the formation reference) and :mod:`.layout` (:class:`SchottenTottenTable`, the scene)."""

from cardtable.ui.games.schotten_totten.faces import FACES, MODE_BADGES, card_name, formation_name
from cardtable.ui.games.schotten_totten.layout import SchottenTottenTable, StoneItem
from cardtable.ui.games.schotten_totten.words import ReferenceDialog

__all__ = [
    "FACES",
    "MODE_BADGES",
    "ReferenceDialog",
    "SchottenTottenTable",
    "StoneItem",
    "card_name",
    "formation_name",
]
