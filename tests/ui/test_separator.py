"""A list on one line (a name plate's counts) is joined by the language's separator: in Persian a comma, as a
middle dot between Persian digits reads as the digit zero ("۵ کارت · ۱۲ امتیاز" looks like "۵ کارت ۰ ۱۲")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.games.mindbug import MindbugTable
from cardtable.ui.games.wednesday import WednesdayTable
from cardtable.ui.table.animation import Animator

SEPARATOR = {"en": " · ", "fa": "، "}


def plates(qapp, lang: str, game_id: str, table_class) -> list[str]:
    game = get_game(game_id)
    try:
        i18n.install_language(qapp, lang)
        table = table_class(QGraphicsScene(), game, ["Sara", "Ali"], Animator(0.0))
        table.sync(game.new_game(2, 1).observation(0), [])
        return [p.status for p in getattr(table, "plates", None) or table.seats]
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(
    ("game_id", "table_class", "parts"),
    [("mindbug", MindbugTable, 3), ("wednesday", WednesdayTable, 2)],  # its own plates; the kit's show_seat
)
def test_a_name_plates_counts_are_parted_by_the_languages_separator(qapp, lang, game_id, table_class, parts):
    for status in plates(qapp, lang, game_id, table_class):
        assert status.count(SEPARATOR[lang]) >= parts - 1, status  # one more where a seat holds the Thing
        if lang == "fa":
            assert "·" not in status


def test_no_persian_translation_has_a_middle_dot():
    from tests.ui.test_translations import messages, ts_path

    dotted = [(src, tr.text) for _ctx, src, tr in messages(ts_path()) if tr.text and "·" in tr.text]
    assert dotted == []
