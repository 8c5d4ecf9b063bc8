"""Log sentences and prompts fill their placeholders in one pass: a seat named ``Ali %2`` shows literally and the
rest of the sentence stays intact (before, ``%1`` was replaced first and the name's ``%2`` then took the card)."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.base import Event
from cardtable.engine.registry import get_game
from cardtable.ui.games import table_class
from cardtable.ui.i18n import isolate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.words import SentenceTable, fill


def test_fill_replaces_every_placeholder_once():
    assert fill("%1 played %2 at stone %3.", "Ali %2", "green 7", "4") == "Ali %2 played green 7 at stone 4."
    assert fill("%2 before %1", "a", "b") == "b before a"
    assert fill("%1 and %3", "x") == "x and %3"  # no argument: left as it is
    assert fill("100%1", "%1%1") == "100%1%1"


def table(game_id: str, names: list[str]):
    t = table_class(game_id)(QGraphicsScene(), get_game(game_id), names, Animator(0.0))
    t.viewer = 0
    return t


@pytest.mark.parametrize(
    ("game_id", "event", "expected"),
    [
        ("animals", Event("played", {"seat": 1, "card": 1}), "{1} played Crystal Ball."),
        (
            "animals",
            Event("rabbit", {"seat": 1, "target": 0, "loser": None}),
            "Silly Rabbit: {1} and you hold equal cards; nothing happens.",
        ),
        ("animals", Event("swapped", {"seat": 1, "with": 0}), "{1} and you swapped hands."),
        (
            "schotten_totten",
            Event("played", {"seat": 1, "card": "green-7", "stone": 3}),
            "{1} played green 7 at stone 4.",
        ),
        (
            "schotten_totten",
            Event("discarded", {"seat": 1, "owner": 0, "card": "red-2", "stone": 0}),
            "{1} discarded red 2 from your side of stone 1.",
        ),
    ],
)
@pytest.mark.parametrize("name", ["Ali %2", "Ali %3 %1", "100%"])
def test_a_name_with_placeholders_stays_literal_in_the_log(app, game_id, event, expected, name):
    t = table(game_id, ["Sara", name])
    assert t.describe(event, 0) == expected.replace("{1}", isolate(name))


@pytest.mark.parametrize("game_id", ["animals", "schotten_totten"])
def test_every_sentence_is_for_an_event_kind_the_game_declares(game_id):
    words = importlib.import_module(f"cardtable.ui.games.{game_id}.words")
    kinds = set(get_game(game_id).event_kinds)
    assert words.SAY.by_kind, "the game words its events through its sentence table"
    assert set(words.SAY.by_kind) <= kinds
    silent = kinds - set(words.SAY.by_kind)
    assert silent <= {"deal"}  # the deal is worded by the private "dealt" / "hand" events


def test_a_kind_has_one_sentence():
    say: SentenceTable[GameTable] = SentenceTable()
    say.on("passed")(lambda table, e: "x")
    with pytest.raises(ValueError, match="passed"):
        say.on("passed")(lambda table, e: "y")
