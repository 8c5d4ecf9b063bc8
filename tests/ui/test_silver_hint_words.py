"""The Silver hint's reasons in words (``SilverWords.hint_reason`` over ``cardtable.ai.heuristics.silver.explain``),
English and Persian: every key and variant reads as a sentence, and every reason explain gives over random matches
is worded."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.ai.heuristics.silver import SilverHeuristic, explain
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.games.silver import SilverTable
from cardtable.ui.table.animation import Animator

GAME = get_game("silver")
UNKNOWN = {"gives": None, "count": 1, "mean": 6.4}
REASONS = [
    ("learn", {"how": "look", "seat": 0}, "looks at a card of your village you do not know"),
    ("learn", {"how": "look", "seat": 1}, "looks at a card of \u2068Ali\u2069's village you do not know"),
    ("learn", {"how": "turn", "seat": 0}, "turns up a card of your village you do not know"),
    (
        "census",
        {"mine": 7, "next": 19},
        "calls the census: your estimated total, about 7, is clearly the lowest (next: about 19)",
    ),
    (
        "take",
        {"card": 1, "gives": 12, "count": 1, "mean": 6.4},
        "takes 1 (Squire) from the discard pile, in place of your 12 (Robber)",
    ),
    (
        "exchange",
        {"card": 0, **UNKNOWN},
        "puts 0 (Generous) in place of a face-down card of yours you do not know (about 6.4 on average)",
    ),
    (
        "exchange",
        {"card": 3, "gives": 9, "count": 2, "mean": 6.4},
        "puts 3 (Bodyguard) in place of your 2 cards numbered 9",
    ),
    ("master", {"card": 1, "gives": 11, "count": 1, "mean": 6.0}, None),
    ("draw", {"card": 12}, "draws: 12 (Robber) on the discard pile would lower your total too little"),
    ("discard", {"card": 11}, "discards 11 (Witch): exchanging it would lower your total too little"),
    ("keep_low", {"card": 1, "other": 10}, "keeps the lower card, 1 (Squire); 10 (Master) is discarded"),
    ("coin", {}, "the Coin turns up a card of yours you do not know"),
    ("dagger", {}, "the Dagger: with 2 players your opponent skips a turn"),
    ("reverse", {}, None),
    ("zombie", {}, None),
    ("rotate", {"card": 12}, "rotates your 12 (Robber), so the Curator can discard it later"),
    ("rotate", {"card": None}, None),
    ("burn", {"card": 9}, "the Curator discards your rotated 9 (Seer)"),
    ("burn", {"card": None}, None),
    (
        "swap",
        {"mine": 13, "seat": 1, "theirs": 1, "mean": 6.4},
        "swaps your 13 (Wolfy) for \u2068Ali\u2069's 1 (Squire)",
    ),
    ("swap", {"mine": None, "seat": 1, "theirs": None, "mean": 6.4}, None),
    (
        "witch",
        {"card": 2, "gives": 12, "seat": 0, "mean": 6.4},
        "puts the top deck card, 2 (Curator), in place of your 12 (Robber)",
    ),
    ("witch", {"card": 13, "gives": None, "seat": 1, "mean": 6.4}, None),
    ("assassin", {"card": 9}, None),
    ("generous", {"card": 12, "seat": 1, "mean": 6.4}, None),
]


@pytest.fixture
def table(qapp):
    table = SilverTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = 0
    state = GAME.new_game(2, 1, {"deck": "coin"})
    table.sync(state.table_view(0), [])
    yield table
    i18n.install_language(qapp, "en")


def test_every_reason_reads_as_a_sentence_in_english_and_persian(qapp, table):
    english = {}
    for key, data, words in REASONS:
        english[key, str(data)] = text = table.hint_reason(key, data)
        assert text and "%" not in text, key
        if words is not None:
            assert text == words
    i18n.install_language(qapp, "fa")
    for key, data, _words in REASONS:
        persian = table.hint_reason(key, data)
        assert persian and persian != english[key, str(data)] and "%" not in persian, key
    assert "۶٫۴" in table.hint_reason("exchange", {"card": 0, **UNKNOWN})  # Persian digits and decimal mark


def test_every_reason_of_random_matches_is_worded(qapp, table):
    reasons = {}
    # matches that end: in heuristic self-play with the Dagger deck two seats can trade the discard pile for ever
    # (each gives up two known Zombies, which come back, and the taken card goes back on the pile)
    for players, seed, deck in ((2, 0, "coin"), (3, 1, "dagger"), (4, 2, "amulet"), (2, 11, "amulet")):
        s = GAME.new_game(players, seed, {"deck": deck, "token": ("coin", "dagger")[seed % 2]})
        rng = random.Random(seed)
        while not s.is_terminal:
            infoset = s.information_set(s.to_move)
            for a in s.legal_actions():
                if (r := explain(infoset, a)) is not None:
                    reasons.setdefault((r[0], tuple(sorted(k for k, v in r[1].items() if v is None))), r)
            s.apply(SilverHeuristic().choose(infoset, rng))
    assert len({key for key, _none in reasons}) >= 10
    known = {key for key, _data, _words in REASONS}
    for key, data in reasons.values():
        assert key in known and table.hint_reason(key, data), key
