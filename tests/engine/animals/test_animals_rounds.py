"""Power-Hungry Animals: end of round, showdown, tie-breaks, tokens and later rounds (animals.md, Setup, End of
round, End of game), built with ``deck=`` and scripted turns."""

import random

import pytest
from animals_helpers import act, only, start

from cardtable.engine import Action, Event, IllegalActionError, OptionsError
from cardtable.engine.animals import GAME, AnimalsState
from cardtable.engine.animals.state import MAX_TOKENS_TO_WIN

# Two players: seat 0 keeps the Royal Broombot all round; seat 1 keeps the Flustered Magician until it plays a
# Sorcerer Snake at itself, which discards the Magician (without effect) and draws the King Cat. Set aside: the other
# Snake; two Silly Rabbits are removed face up, the third is played while seat 0 is protected.
TWO_PLAYER_DECK = [1, 1, 1, 1, 1, 9, 2, 2, 2, 5, 10, 4, 8, 4, 3, 6]


def _two_player_script(s: AnimalsState, last: list[tuple[str, int | str]]) -> None:
    for _ in range(5):  # Crystal Balls, each guessing 2 (wrong)
        act(s, "play", 1)
        act(s, "target", 1 - s.current)
        act(s, "guess", 2)
    act(s, "play", 9)  # seat 1: nobody else holds the King Cat (it is in the deck)
    for _ in range(3):
        act(s, "play", 2)
        act(s, "position", 0)
    act(s, "play", 5)  # seat 1 at itself: discards the Magician, draws the King Cat
    act(s, "target", 1)
    act(s, "play", 4)  # seat 0
    act(s, "play", 8)  # seat 1: no target
    act(s, "play", 4)  # seat 0
    act(s, "play", 3)  # seat 1: no target
    for kind, arg in last:
        act(s, kind, arg)


def test_two_players_remove_two_cards_face_up():
    s = start(2, deal=[0, 7], set_aside=5, removed=[3, 3], top=TWO_PLAYER_DECK)
    obs = s.observation(1)
    ev = [e for e in obs["log"] if e["kind"] == "removed_face_up"]
    assert [Event.from_json(e) for e in ev] == [Event("removed_face_up", {"cards": [3, 3]}, None, True)]
    assert obs["removed_face_up"] == [3, 3] and obs["deck_count"] == 16 - 1
    assert obs["unseen"][3] == 1  # two Rabbits are face up
    assert GAME.new_game(3, 1).observation(0)["removed_face_up"] == []


def test_broombot_beats_the_king_cat_at_the_showdown():
    s = start(2, deal=[0, 7], set_aside=5, removed=[3, 3], top=TWO_PLAYER_DECK)
    _two_player_script(s, [("play", 6)])
    end = only(act(s, "swap", "no"), "round_end")
    assert end.data["reason"] == "showdown" and end.reveals
    assert end.data["hands"] == [0, 10]
    assert end.data["winners"] == [0] and end.data["king_cat_beaten"] == 1
    assert s.tokens == [1, 0] and s.round_index == 1


def test_mousetrap_on_an_empty_deck_does_nothing():
    deck = TWO_PLAYER_DECK[:]
    deck[8], deck[15] = deck[15], deck[8]  # seat 0 plays the Grave Dog earlier and the Mousetrap last
    s = start(2, deal=[0, 7], set_aside=5, removed=[3, 3], top=deck)
    for _ in range(5):
        act(s, "play", 1)
        act(s, "target", 1 - s.current)
        act(s, "guess", 2)
    act(s, "play", 9)
    act(s, "play", 2)
    act(s, "position", 0)
    act(s, "play", 2)
    act(s, "position", 0)
    act(s, "play", 6)
    act(s, "swap", "no")
    act(s, "play", 5)
    act(s, "target", 1)
    act(s, "play", 4)
    act(s, "play", 8)
    act(s, "play", 4)
    act(s, "play", 3)
    assert s.observation(0)["deck_count"] == 0
    ev = act(s, "play", 2)
    assert only(ev, "no_effect").data == {"seat": 0, "card": 2, "reason": "empty_deck"}
    assert only(ev, "round_end").data["winners"] == [0]


@pytest.mark.parametrize("target", [0, 1])
def test_sorcerer_snake_on_an_empty_deck_takes_the_set_aside_card(target):
    deck = [*TWO_PLAYER_DECK[:-1], 5]  # the last card is the second Snake; the Grave Dog is set aside
    s = start(2, deal=[0, 7], set_aside=6, removed=[3, 3], top=deck)
    _two_player_script(s, [("play", 5)])
    assert s.observation(0)["deck_count"] == 0
    ev = act(s, "target", target)
    if target == 0:
        # Seat 0 discards its Broombot and takes the set-aside Grave Dog; then the showdown: 6 against 10.
        draw = next(e for e in ev if e.kind == "draw")
        assert draw.data == {"seat": 0, "deck": 0, "source": "set_aside"}
        assert next(e for e in ev if e.kind == "drew").data == {"seat": 0, "card": 6, "source": "set_aside"}
        assert only(ev, "round_end").data["hands"] == [6, 10]
        assert only(ev, "round_end").data["winners"] == [1]
    else:
        # Seat 1 discards the King Cat: eliminated, no draw; seat 0 is the last player standing.
        assert only(ev, "eliminated").data == {"seat": 1, "reason": "king_cat", "card": None}
        assert only(ev, "round_end").data == {
            "round": 0,
            "winners": [0],
            "reason": "last_standing",
            "hands": [None, None],
            "king_cat_beaten": None,
            "tie_break": None,
            "played": [[1, 1, 1, 2, 2, 4, 4, 5], [1, 1, 9, 2, 5, 7, 8, 3, 10]],
        }


# Four players: seats A, B keep a Crystal Ball each and play identical rows (2, 3, 4, 1); C and D absorb every
# other card and are eliminated by the last two Crystal Balls. First player: seat 3, so A=3, B=0, C=1, D=2.
FOUR_PLAYER_DECK = [2, 2, 0, 6, 3, 3, 1, 8, 4, 4, 5, 3, 5, 2, 1, 1]


def test_identical_played_rows_share_the_win_and_the_nearest_winner_clockwise_starts_next():
    a, b, c, d = 3, 0, 1, 2
    s = start(4, deal=[1, 1, 10, 9], set_aside=7, top=FOUR_PLAYER_DECK, first_player=a, tokens_to_win=2)
    script = [
        ("play", 2), ("position", 0),  # A
        ("play", 2), ("position", 0),  # B
        ("play", 0),  # C
        ("play", 6), ("swap", "no"),  # D
        ("play", 3), ("target", b),  # A: 1 against 1, a tie
        ("play", 3), ("target", a),  # B: a tie
        ("play", 1), ("target", d), ("guess", 2),  # C: wrong
        ("play", 8), ("target", c),  # D takes the King Cat from C
        ("play", 4),  # A
        ("play", 4),  # B
        ("play", 5), ("target", c),  # C at itself: discards the Weasel, draws a Rabbit
        ("play", 5), ("target", c),  # D at C: C discards the Rabbit, draws a Mousetrap
        ("play", 1), ("target", d), ("guess", 10),  # A: right, D is eliminated
        ("play", 1), ("target", c), ("guess", 2),  # B: right, C is eliminated
    ]  # fmt: skip
    events = []
    for kind, arg in script:
        events += act(s, kind, arg)
    end = only(events, "round_end")
    assert [end.data["played"][p] for p in (a, b)] == [[2, 3, 4, 1], [2, 3, 4, 1]]
    assert end.data["hands"] == [1, None, None, 1]
    assert end.data["winners"] == [b, a]
    assert end.data["tie_break"] == "shared"
    assert s.tokens == [1, 0, 0, 1]
    start_event = only(events, "round_start")
    assert start_event.data["starter"] == a  # seat 3 started round 1 and is a winner: nearest clockwise
    assert s.to_move == a and s.round_index == 1


def test_last_player_standing_wins_and_starts_the_next_round():
    s = start(3, deal=[1, 2, 3], set_aside=9, top=[10, 1], first_player=0)
    act(s, "play", 10)  # seat 0 eliminated
    act(s, "play", 1)
    act(s, "target", 2)
    ev = act(s, "guess", 3)  # seat 2 eliminated: seat 1 is the last player standing
    assert only(ev, "round_end").data["winners"] == [1]
    assert only(ev, "round_end").data["reason"] == "last_standing"
    assert only(ev, "token").data == {"seat": 1, "tokens": 1}
    assert only(ev, "round_start").data == {"round": 1, "starter": 1, "tokens": [0, 1, 0]}
    assert s.starter == 1 and s.to_move == 1 and s.round_index == 1


@pytest.mark.parametrize(("players", "tokens"), [(2, 3), (3, 3), (4, 2), (5, 2), (6, 2)])
def test_tokens_to_win_by_player_count(players, tokens):
    s = GAME.new_game(players, 7)
    assert s.observation(0)["tokens_to_win"] == tokens
    rng = random.Random(players)
    while not s.is_terminal:
        before = list(s.tokens)
        assert max(before) < tokens
        s.apply(rng.choice(s.legal_actions()))
    assert s.outcome is not None
    assert set(s.outcome.winners) == {p for p in range(players) if s.tokens[p] >= tokens}
    assert max(s.tokens) == tokens and s.outcome.reason == "tokens"
    assert s.outcome.scores == tuple(float(t) for t in s.tokens)


def test_tokens_to_win_option():
    s = GAME.new_game(4, 3, {"tokens_to_win": 1})
    rng = random.Random(0)
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))
    assert s.round_index == 0 and max(s.tokens) == 1
    assert s.legal_actions() == () and s.decision() is None and s.to_move is None
    with pytest.raises(IllegalActionError, match="match is over"):
        s.apply(Action.of("play", 1))


def test_tokens_to_win_is_bounded():
    assert GAME.new_game(2, 1, {"tokens_to_win": MAX_TOKENS_TO_WIN}).tokens_to_win == MAX_TOKENS_TO_WIN
    for bad in (0, MAX_TOKENS_TO_WIN + 1, 10_000):
        with pytest.raises(OptionsError):
            GAME.new_game(2, 1, {"tokens_to_win": bad})
