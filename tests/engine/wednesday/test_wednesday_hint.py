"""The hint's one-line reasons for Wednesday (``cardtable.ai.heuristics.wednesday.explain``), on built positions:
each says what is true of the action, from what the heuristic weighs; and they never change what it plays."""

from __future__ import annotations

import random

import pytest
from wednesday_helpers import play, position

from cardtable.ai.heuristics.wednesday import WednesdayHeuristic, explain
from cardtable.ai.ismcts import game_policy
from cardtable.engine.base import Action
from cardtable.engine.wednesday import GAME
from cardtable.engine.wednesday.cards import CHARACTER_IDS


def why(state, action: Action):
    return explain(state.information_set(state.to_move), action)


def choice(state) -> Action:
    return WednesdayHeuristic().choose(state.information_set(state.to_move), random.Random(0))


def expert(state, next_character: str):
    """``state`` in the expert version with ``next_character`` on top of the character deck, shown."""
    state.character_deck = [next_character, *(c for c in state.character_deck if c != next_character)]
    state.character_known = [True] + [False] * (len(state.character_deck) - 1)
    state.expert = True
    state._actions = state._decision = None
    return state


def test_the_hook_is_the_wednesday_search_module_s():
    assert game_policy("wednesday").explain is explain


def test_a_play_sheds_the_highest_card_keeps_the_low_ones_or_wins_the_pile():
    s = position([[3, 9, 11], [5, 5]], pile=[4])  # the 12s are unseen: an 11 can be beaten
    assert choice(s) == Action.of("play", 11)
    assert why(s, Action.of("play", 11)) == ("highest", {"card": 11})
    assert why(s, Action.of("play", 9)) == ("keeps_low", {})
    s = position([[3, 9, 12], [5, 5]], pile=[4])  # nothing beats a 12: the pile clears to its player
    assert why(s, Action.of("play", 12)) == ("wins_pile", {"card": 12})
    s = position([[7, 8, 9, 10], [5, 5]], pile=[5], active="eugene")  # at most 3 higher: 8 at most
    assert why(s, Action.of("play", 8)) == ("highest_legal", {"card": 8})
    assert why(position([[9], [5, 5]], pile=[4]), Action.of("play", 9)) == ("goes_out", {})


def test_a_two_plays_again_and_a_pass_keeps_a_two_nothing_would_follow():
    assert why(position([[2, 5, 9], [5, 5]], pile=[1]), Action.of("play", 2)) == ("again", {})
    s = position([[1, 1, 2], [5, 5]], pile=[1])  # a 2 on the Normie, and then nothing to follow it
    assert choice(s) == Action.of("pass")
    assert why(s, Action.of("pass")) == ("keeps_two", {})


def test_the_seven_takes_a_lower_card_back_and_the_take_names_the_lowest():
    s = position([[7, 9], [12, 4]], pile=[5, 3, 4])
    assert why(s, Action.of("play", 7)) == ("take_back", {"card": 3})
    assert why(s, Action.of("play", 9)) == ("highest", {"card": 9})
    play(s, Action.of("play", 7))
    assert why(s, Action.of("take", 3)) == ("take_lowest", {"card": 3}) and choice(s) == Action.of("take", 3)
    assert why(s, Action.of("take", 5)) == ("take_card", {"card": 5})
    s = position([[7, 9], [12, 4]], pile=[5, 2, 1])
    play(s, Action.of("play", 7))
    assert why(s, Action.of("take", 2)) == ("take_two", {}) and choice(s) == Action.of("take", 2)
    # Wednesday in force, only higher cards under the 7: it is kept, and the 7 itself says it would only swap
    s = position([[7, 11], [10, 4]], pile=[12, 9], active="wednesday")
    assert choice(s) == Action.of("pass") and why(s, Action.of("pass")) == ("keeps_seven", {"card": 9})
    assert why(s, Action.of("play", 7)) == ("swap", {"card": 9})


def test_the_seven_and_the_play_that_keeps_it_say_the_same_of_it():
    """A fresh tester's finding: the hint's first choice kept the 7 ("it would take Normie back") while the second
    played it ("takes Normie back: a lower card for a higher one"). Both now name the same swap."""
    s = position([[5, 7, 11, 12], [10, 4, 4]], pile=[1, 3])
    assert why(s, Action.of("play", 5)) == ("seven_later", {"card": 5, "back": 1})
    assert why(s, Action.of("play", 7)) == ("take_back", {"card": 1})


@pytest.mark.parametrize(
    ("hands", "active", "next_character", "reason"),
    [
        ([[6, 6, 6], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, None, ("goes_out", {})),
        ([[6, 6, 6, 9, 3], [12, 11, 10, 8], [4, 4, 5, 5, 8]], None, None, ("sixes_hurry", {"cards": 4})),
        ([[6, 6, 6, 9, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, "ajax", ("sixes_before", {"character": "ajax"})),
        ([[6, 6, 6, 9, 11], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], "wednesday", None, ("sixes_wednesday", {})),
        ([[6, 6, 6, 9, 11], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, "wednesday", ("sixes_wednesday", {})),
        ([[6, 6, 6, 9, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, None, ("sixes", {})),  # they can wait
    ],
)
def test_the_three_sixes_say_why_now(hands, active, next_character, reason):
    deck = None if next_character is None else [c for c in CHARACTER_IDS if c != active]
    s = position(hands, pile=[12] if active == "wednesday" else [4], active=active, characters=deck)
    if next_character is not None:
        expert(s, next_character)
    assert why(s, Action.of("sixes")) == reason
    assert (choice(s) == Action.of("sixes")) == (reason[0] != "sixes")


def test_a_single_six_of_a_triple_is_kept_and_the_wednesday_move_says_why():
    s = position([[6, 6, 6, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], pile=[5])
    assert choice(s) == Action.of("pass") and why(s, Action.of("pass")) == ("keeps_sixes", {})
    low = position([[6, 6, 6, 1, 2, 3], [12]], pile=[3])
    play(low, Action.of("sixes"))
    assert why(low, Action.of("wednesday", "top")) == ("wednesday_top", {})
    assert why(low, Action.of("wednesday", "bottom")) == ("wednesday_later", {})
    high = position([[6, 6, 6, 10, 11, 12], [12]], pile=[3])
    play(high, Action.of("sixes"))
    assert why(high, Action.of("wednesday", "bottom")) == ("wednesday_bottom", {})


def test_the_characters_reasons():
    s = position([[4, 4, 9], [5, 5]], pile=[3], active="bianca")
    assert why(s, Action.of("pair", 4)) == ("pair", {"card": 4})
    s = position([[1, 9, 10], [5, 5]], pile=[8], active="larissa")
    assert why(s, Action.of("play", 1)) == ("normie_anywhere", {"character": "larissa"})
    s = expert(position([[3, 9, 10], [5, 5]], pile=[8]), "wednesday")
    assert why(s, Action.of("play", 9)) == ("low_for", {"character": "wednesday"})
    s = expert(position([[3, 9, 10], [5, 5]], pile=[8]), "tyler")  # only odd cards next: the 10 goes first
    assert why(s, Action.of("play", 10)) == ("before_parity", {"character": "tyler", "parity": "odd"})


def test_openings_and_passes_with_no_card_to_play():
    s = position([[3, 9, 12], [5]])
    s.thing = 0
    assert why(s, Action.of("play", 3)) == ("opens_low", {"card": 3}) and choice(s) == Action.of("play", 3)
    assert why(s, Action.of("play", 9)) == ("opens_with", {"card": 9})
    s = position([[4, 8], [5, 5]], active="tyler")  # Tyler in force, no odd card: pass, and open again
    s.thing = 0
    assert s.legal_actions() == (Action.of("pass"),)
    assert why(s, Action.of("pass")) == ("reopen", {})
    s = position([[4, 8], [5, 5]], pile=[10])
    assert why(s, Action.of("pass")) == ("no_play", {"top": 10})


@pytest.mark.parametrize("players", [2, 6])
def test_in_random_matches_every_legal_action_has_a_reason_and_only_those(players):
    for seed in range(2):
        s = GAME.new_game(players, seed, {"expert": seed == 1})
        rng = random.Random(seed)
        while not s.is_terminal:
            infoset = s.information_set(s.to_move)
            other = next(iter(set(range(players)) - {s.to_move}))
            for a in s.legal_actions():
                reason = explain(infoset, a)  # each of the hint's three choices has one
                assert reason is not None and isinstance(reason[0], str) and isinstance(reason[1], dict), a
                assert explain(s.information_set(other), a) is None  # not that seat's decision
            assert explain(infoset, Action.of("play", 13)) is None  # not a legal action
            s.apply(WednesdayHeuristic().choose(infoset, rng))
