"""Power-Hungry Animals: setup, turn flow and registration (animals.md, Setup / A turn)."""

import json

import pytest
from animals_helpers import act, kinds, start

from cardtable.engine import Action, IllegalActionError, OptionsError, get_game
from cardtable.engine.animals import GAME


def test_registered():
    assert get_game("animals") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 6)


def test_deal_order_and_first_draw():
    s = start(3, deal=[5, 6, 7], set_aside=8, top=[9, 4], first_player=1)
    # Dealing starts with the first player (seat 1) and goes clockwise: seat 1, seat 2, seat 0.
    assert [s.hand(1), s.hand(2), s.hand(0)] == [[5, 9], [6], [7]]
    assert s.to_move == 1
    assert s.legal_actions() == (Action.of("play", 5), Action.of("play", 9))
    obs = s.observation(1)
    json.dumps(obs)
    assert obs["hand"] == [5, 9] and obs["deck_count"] == 21 - 4 - 1


def test_equal_cards_give_one_play_action():
    s = start(3, deal=[1, 2, 3], set_aside=8, top=[1])
    assert s.legal_actions() == (Action.of("play", 1),)


def test_bad_options_and_deck():
    with pytest.raises(OptionsError, match="first_player"):
        GAME.new_game(3, 1, {"first_player": 3})
    with pytest.raises(OptionsError):
        GAME.new_game(3, 1, {"colour": "red"})
    with pytest.raises(ValueError, match="King Cat"):
        GAME.new_game(3, 1, None, [1] * 21)
    with pytest.raises(ValueError, match="21"):
        GAME.new_game(3, 1, None, [1, 2, 3])


def test_illegal_actions_have_reasons():
    s = start(3, deal=[1, 2, 3], set_aside=8, top=[4])
    with pytest.raises(IllegalActionError, match="does not hold a Weasel"):
        act(s, "play", 9)
    with pytest.raises(IllegalActionError, match="'play' decision"):
        act(s, "target", 1)
    act(s, "play", 1)
    with pytest.raises(IllegalActionError, match="cannot target yourself"):
        act(s, "target", 0)
    with pytest.raises(IllegalActionError, match="no seat 7"):
        act(s, "target", 7)
    act(s, "target", 1)
    with pytest.raises(IllegalActionError, match="cannot name 1"):
        act(s, "guess", 1)
    assert Action.of("guess", 1) not in s.legal_actions()
    assert len(s.legal_actions()) == 10
    assert kinds(act(s, "guess", 2))[:2] == ["guessed", "eliminated"]
