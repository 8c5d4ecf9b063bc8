"""Silver at the table: :mod:`.faces` (card drawings and names), :mod:`.words` (log, prompts, refusals, the score
sheet) and :mod:`.layout` (:class:`SilverTable`, the scene)."""

from cardtable.ui.games.silver.faces import FACES, card_name
from cardtable.ui.games.silver.layout import SilverTable

__all__ = ["FACES", "SilverTable", "card_name"]
