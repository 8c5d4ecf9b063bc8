"""Power-Hungry Animals at the table: :mod:`.faces` (card drawings and names), :mod:`.words` (log, prompts,
summaries) and :mod:`.layout` (:class:`AnimalsTable`, the scene)."""

from cardtable.ui.games.animals.faces import FACES, card_name
from cardtable.ui.games.animals.layout import AnimalsTable

__all__ = ["FACES", "AnimalsTable", "card_name"]
