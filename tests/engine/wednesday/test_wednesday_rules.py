"""Wednesday rule scenarios (``shared/rules/wednesday.md``): setup, opening, climbing and passing, the clearing,
every character, every card effect (and Ajax switching them off), the round end, scoring, ties, the expert version.
"""

from __future__ import annotations

import pytest
from wednesday_helpers import kinds, play, position, start

from cardtable.engine.base import Action, IllegalActionError, rank_seats
from cardtable.engine.wednesday import GAME
from cardtable.engine.wednesday.cards import CHARACTER_IDS, DECK

P = lambda v: Action.of("play", v)  # noqa: E731
PAIR = lambda v: Action.of("pair", v)  # noqa: E731
TAKE = lambda v: Action.of("take", v)  # noqa: E731
PASS, STOP, SIXES = Action.of("pass"), Action.of("stop"), Action.of("sixes")
TOP, BOTTOM = Action.of("wednesday", "top"), Action.of("wednesday", "bottom")


def refusals(state) -> dict:
    return {r.action: (r.key, dict(r.data)) for r in state.decision().refusals}


# --- setup and opening ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size", "blocked"), [(2, 10, 22), (3, 10, 12), (4, 10, 2), (5, 8, 2), (6, 7, 0)])
def test_the_deal_depends_on_the_player_count(players, size, blocked):
    s = GAME.new_game(players, 5)
    obs = s.observation(0)
    assert obs["hand_sizes"] == [size] * players and len(obs["blocked"]) == blocked
    assert all(v is None for v in obs["blocked"])  # the blocked deck is face down
    assert len(obs["character_deck"]) == 9 and obs["character"] is None


def test_the_normie_nearest_the_start_opens_and_must_open_with_a_normie():
    s = start([[2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 12]])
    assert s.to_move == 1
    assert s.legal_actions() == (P(1),)  # no pass on the opening play, a Normie only
    assert refusals(s)[P(12)] == ("normie_first", {})
    with pytest.raises(IllegalActionError):
        s.apply(P(12))
    play(s, P(1))
    assert s.to_move == 0 and PASS in s.legal_actions()


def test_with_no_normie_the_start_seat_opens_with_any_card():
    hands = [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]]
    s = start(hands)
    assert s.to_move == 0 and PASS not in s.legal_actions() and P(11) in s.legal_actions()
    assert s.event_log()[0].data["normie"] is False


def test_cards_must_be_strictly_higher_and_passing_is_always_allowed():
    s = position([[3, 8, 9, 12], [5, 5]], pile=[4, 8])
    assert s.legal_actions() == (P(9), P(12), PASS)
    assert refusals(s) == {P(3): ("higher", {"top": 8}), P(8): ("higher", {"top": 8})}
    s.apply(PASS)
    assert s.to_move == 1


# --- the clearing ----------------------------------------------------------------------------------------------------
def test_the_pile_clears_when_every_other_player_has_passed_in_a_row():
    s = position(
        [[3, 9], [5, 12], [4, 6]],
        pile=[2, 8],
        current=1,
        characters=["tyler", *[c for c in CHARACTER_IDS if c != "tyler"]],
    )
    assert s.thing == 0
    play(s, P(12))  # seat 1 now holds Thing
    ev = play(s, PASS, PASS)  # seats 2 and 0 pass
    assert kinds(ev) == ["passed", "passed", "cleared", "revealed"]
    assert s.pile == [] and s.top is None and s.active == "tyler" and s.ref == 12
    assert s.blocked[:3] == [2, 8, 12] and s.observation(2)["blocked"][:3] == [2, 8, 12]  # turned over, public
    assert s.to_move == 1 and s.thing == 1 and s.passes == 0


def test_a_play_between_the_passes_starts_the_count_again():
    s = position([[3, 9], [5, 12], [4, 6]], pile=[2], current=1)
    play(s, PASS, P(4), PASS)  # seat 1 passes, seat 2 plays, seat 0 passes
    assert s.pile == [2, 4] and s.to_move == 1
    play(s, PASS)
    assert s.active is not None and s.to_move == 2


def test_the_previous_character_is_set_aside_and_the_deck_reshuffled_when_it_runs_out():
    s = position([[3, 9], [5, 12]], pile=[2], current=1, active="ajax", characters=["xavier"])
    assert s.set_aside == [c for c in CHARACTER_IDS if c not in ("ajax", "xavier")]
    ev = play(s, PASS)
    assert kinds(ev) == ["passed", "cleared", "revealed", "reshuffled"]
    assert ev[2].data == {"character": "xavier", "previous": "ajax"}
    assert (
        s.active == "xavier"
        and s.set_aside == []
        and sorted(s.character_deck) == sorted(set(CHARACTER_IDS) - {"xavier"})
    )


def test_everyone_passing_on_an_empty_pile_reveals_the_next_character_and_the_same_player_opens():
    s = position(
        [[1, 1], [1, 1]],
        active="wednesday",
        ref=1,
        characters=["enid", *[c for c in CHARACTER_IDS if c not in ("enid", "wednesday")]],
    )
    s.thing = 0
    assert s.legal_actions() == (PASS,)  # nothing is lower than the Normie played last
    assert refusals(s)[P(1)] == ("opening", {"character": "wednesday", "ref": 1})
    ev = play(s, PASS, PASS)
    assert kinds(ev)[-2:] == ["cleared", "revealed"] and s.active == "enid" and s.to_move == 0


# --- the characters --------------------------------------------------------------------------------------------------
def test_wednesday_reverses_the_order_and_her_first_card_is_lower_than_the_last_before_her():
    s = position([[3, 7, 9], [5, 12]], active="wednesday", ref=8)
    assert s.legal_actions() == (P(3), P(7), PASS)
    assert refusals(s)[P(9)] == ("opening", {"character": "wednesday", "ref": 8})
    play(s, P(7))
    assert s.legal_actions() == (P(5), PASS)
    assert refusals(s)[P(12)] == ("lower", {"character": "wednesday", "top": 7})


def test_tyler_only_odd_and_enid_only_even():
    s = position([[2, 3, 8, 9], [5]], pile=[1], active="tyler")
    assert s.legal_actions() == (P(3), P(9), PASS)
    assert refusals(s)[P(8)] == ("parity", {"character": "tyler", "parity": "odd"})
    s = position([[2, 3, 8, 9], [5]], pile=[1], active="enid")
    assert s.legal_actions() == (P(2), P(8), PASS)
    assert refusals(s)[P(3)] == ("parity", {"character": "enid", "parity": "even"})
    s = position([[4, 9], [5]], active="tyler")  # an empty pile too
    assert s.legal_actions() == (P(9), PASS)


def test_xavier_allows_an_equal_card():
    s = position([[5, 6, 4], [5]], pile=[5], active="xavier")
    assert s.legal_actions() == (P(5), P(6), PASS)
    assert refusals(s) == {P(4): ("higher", {"top": 5})}


def test_bianca_allows_a_pair_as_one_play():
    s = position([[4, 9, 9, 3, 3], [5, 1]], pile=[3], active="bianca")
    assert s.legal_actions() == (P(4), P(9), PAIR(9), PASS)
    assert refusals(s)[PAIR(3)] == ("higher", {"top": 3})
    ev = play(s, PAIR(9))
    assert ev[0].data == {"seat": 0, "cards": [9, 9], "top": 9} and s.pile == [3, 9, 9] and s.hands[0] == [3, 3, 4]
    assert s.to_move == 1
    s = position([[4, 9, 9], [5]], pile=[3])  # no pairs without Bianca
    assert PAIR(9) not in s.legal_actions()


def test_eugene_allows_at_most_three_higher():
    s = position([[6, 7, 8, 12], [5]], pile=[4], active="eugene")
    assert s.legal_actions() == (P(6), P(7), PASS)
    assert refusals(s)[P(8)] == ("step", {"character": "eugene", "top": 4, "most": 7})


def test_larissa_lets_a_normie_go_on_any_card_and_the_top_value_stays():
    s = position([[1, 3], [9, 10]], pile=[8], active="larissa")
    assert s.legal_actions() == (P(1), PASS)
    play(s, P(1))
    assert s.pile == [8, 1] and s.top == 8
    assert s.legal_actions() == (P(9), P(10), PASS)
    s = position([[1, 3], [9]], pile=[8])  # not without Larissa
    assert refusals(s)[P(1)] == ("higher", {"top": 8})


def test_marilyn_makes_a_passing_player_draw_the_top_of_the_blocked_deck():
    s = position([[1, 3], [9, 10], [4]], pile=[8], active="marilyn", blocked=[11, 12])
    ev = play(s, PASS)
    assert kinds(ev) == ["passed", "drew", "drew_card"]
    assert ev[1].data == {"seat": 0, "card": None} and ev[2].data == {"seat": 0, "card": 11} and ev[2].audience == {0}
    assert s.hands[0] == [1, 3, 11] and s.blocked == [12]
    s.blocked_known, s.blocked_face_up = [True], [True]  # a public card (a cleared pile): everybody sees the draw
    ev = play(s, P(9), PASS, PASS)  # seat 1 plays, seat 2 passes (draws 12), seat 0 passes
    assert ev[2].data == {"seat": 2, "card": 12} and s.known[2] == [12] and "drew_card" not in kinds(ev)
    assert s.observation(0)["known_hands"][2] == [12]
    s2 = position([[3], [4]], pile=[2], active="marilyn", blocked=[])
    assert kinds(play(s2, PASS))[:2] == ["passed", "cleared"]  # an empty blocked deck: nothing to draw


# --- the card effects ------------------------------------------------------------------------------------------------
def test_a_two_lets_the_player_play_again_at_once_legal_on_the_two():
    s = position([[2, 2, 5, 9], [12]], pile=[1])
    play(s, P(2))
    d = s.decision()
    assert d.kind == "again" and s.to_move == 0 and d.actions == (P(5), P(9), STOP)
    assert refusals(s)[P(2)] == ("higher", {"top": 2})
    play(s, P(5))
    assert s.to_move == 1 and s.pile == [1, 2, 5]
    s = position([[2, 5], [12]], pile=[1])
    play(s, P(2), STOP)
    assert s.to_move == 1 and s.hands[0] == [5]


def test_a_seven_takes_a_card_of_choice_from_the_pile_but_not_itself():
    s = position([[7, 9], [12, 4]], pile=[3, 5, 3])
    play(s, P(7))
    d = s.decision()
    assert d.kind == "take" and d.actions == (TAKE(3), TAKE(5)) and d.context["pile"] == [3, 5]
    assert refusals(s) == {TAKE(7): ("just_played", {"card": 7})}  # the table can say why the 7 stays
    ev = play(s, TAKE(5))
    assert ev[0].data == {"seat": 0, "card": 5} and s.pile == [3, 3, 7] and s.top == 7
    assert s.hands[0] == [5, 9] and s.observation(1)["known_hands"][0] == [5] and s.to_move == 1
    play(s, P(12))
    s.apply(PASS)  # seat 0 passes, the pile clears
    assert s.observation(1)["known_hands"][0] == [5]
    s = position([[7, 9], [12]])  # a 7 alone on the pile takes nothing
    play(s, P(7))
    assert s.to_move == 1
    s = position([[7, 9], [12]], pile=[3, 7], top=3)  # another 7 below may be taken: nothing is refused
    play(s, P(7))
    assert TAKE(7) in s.legal_actions() and refusals(s) == {}


def test_three_sixes_go_onto_the_blocked_deck_and_move_wednesday_at_any_point_of_the_turn():
    deck = ["tyler", "wednesday", *[c for c in CHARACTER_IDS if c not in ("tyler", "wednesday", "enid")]]
    s = position([[6, 6, 6, 9], [12]], pile=[3], active="enid", characters=deck)
    assert SIXES in s.legal_actions()
    ev = play(s, SIXES)
    assert kinds(ev) == ["sixes"] and s.hands[0] == [9] and s.blocked[:3] == [6, 6, 6]
    assert s.observation(1)["blocked"][:3] == [6, 6, 6]
    d = s.decision()
    assert d.kind == "wednesday" and d.actions == (TOP, BOTTOM) and d.context["where"] == "deck"
    ev = play(s, TOP)
    assert ev[0].data == {"seat": 0, "to": "top", "from": "deck"}
    assert s.character_deck[:2] == ["wednesday", "tyler"] and s.observation(1)["character_deck"][0] == "wednesday"
    assert s.to_move == 0 and s.decision().kind == "turn"  # the turn goes on: play or pass
    # after a 2, still the same turn
    s = position([[2, 6, 6, 6, 9], [12]], pile=[1], active="enid", characters=deck)
    play(s, P(2), SIXES, BOTTOM)
    assert s.decision().kind == "again" and s.character_deck[-1] == "wednesday"


def test_three_sixes_take_wednesday_from_the_set_aside_cards_or_from_force():
    s = position([[6, 6, 6, 9], [12]], active="enid", characters=["tyler", "xavier"])
    assert "wednesday" in s.set_aside
    play(s, SIXES, TOP)
    assert "wednesday" not in s.set_aside and s.character_deck[0] == "wednesday"
    s = position([[6, 6, 6, 9, 1], [12]], pile=[8], active="wednesday", ref=10)
    assert s.decision().context["character"] == "wednesday"
    play(s, SIXES)
    assert s.decision().context["where"] == "active"
    play(s, BOTTOM)
    assert s.active is None and s.character_deck[-1] == "wednesday"
    assert s.legal_actions() == (P(9), PASS)  # the plain rule again: higher than 8


def test_ajax_switches_the_effects_off():
    s = position([[2, 6, 6, 6, 7, 9], [12]], pile=[1], active="ajax")
    assert SIXES not in s.legal_actions()
    assert refusals(s)[SIXES] == ("effects_off", {"character": "ajax"})
    play(s, P(2))
    assert s.to_move == 1  # no second card
    s = position([[7, 9], [12]], pile=[3, 5], active="ajax")
    play(s, P(7))
    assert s.to_move == 1 and s.pile == [3, 5, 7]  # no take


def test_bianca_pairs_resolve_their_effect_once():
    s = position([[2, 2, 5, 9], [12]], pile=[1], active="bianca")
    play(s, PAIR(2))
    assert s.decision().kind == "again"
    play(s, P(5))
    assert s.to_move == 1
    s = position([[7, 7, 9], [12]], pile=[3, 4], active="bianca")
    play(s, PAIR(7))
    assert s.decision().actions == (TAKE(3), TAKE(4))
    play(s, TAKE(4))
    assert s.to_move == 1 and s.pile == [3, 7, 7]


# --- round end and scoring -------------------------------------------------------------------------------------------
def test_the_round_ends_as_soon_as_a_hand_is_empty_and_the_others_score_their_hands():
    s = position([[9], [12, 3], [1, 10]], pile=[4])
    ev = play(s, P(9))
    assert "round_end" in kinds(ev)
    end = next(e for e in ev if e.kind == "round_end")
    assert end.data["points"] == [0, 15, 11] and end.data["seat"] == 0 and end.reveals
    assert s.scores() == (0.0, 15.0, 11.0) and s.round_index == 1
    assert s.start_seat == 1  # the next round's search starts from the highest total
    assert s.observation(0)["round_points"] == [[0, 15, 11]]


def test_a_two_as_the_last_card_ends_the_round():
    s = position([[2], [12]], pile=[1])
    assert "round_end" in kinds(play(s, P(2)))


def test_a_seven_as_the_last_card_takes_first_and_the_round_goes_on():
    s = position([[7], [12]], pile=[3])
    ev = play(s, P(7))
    assert "round_end" not in kinds(ev) and s.decision().kind == "take"
    play(s, TAKE(3))
    assert s.hands[0] == [3] and s.round_index == 0 and s.to_move == 1
    s = position([[7], [12]])  # the 7 is the only card of the pile: nothing to take, the round ends
    assert "round_end" in kinds(play(s, P(7)))


def test_three_sixes_that_empty_the_hand_end_the_round():
    s = position([[6, 6, 6], [12]], pile=[3])
    assert "round_end" in kinds(play(s, SIXES))


def finish_round(s, winner: int, others: list[list[int]]) -> None:
    """Put the match at a position where seat ``winner`` sheds its last card, the others holding ``others``."""
    n = s.num_players
    hands = [[12] if q == winner else others.pop(0) for q in range(n)]
    s.hands = hands
    s.known = [[] for _ in range(n)]
    s.pile, s.top, s.active, s.current, s.phase, s.opening = [], None, None, winner, "turn", False
    s._actions = s._decision = None
    s.apply(P(12))


def test_five_rounds_then_the_lowest_total_wins():
    s = GAME.new_game(3, 9)
    for r in range(5):
        assert not s.is_terminal
        finish_round(s, 0 if r < 4 else 1, [[5], [3]] if r < 4 else [[3], [5]])
    assert s.is_terminal and s.outcome.winners == (0,)
    assert s.outcome.scores == (3.0, 20.0, 17.0)
    assert s.event_log()[-1].data == {"winners": [0], "totals": [3, 20, 17], "tie_break": None}
    assert GAME.rank(s.outcome.winners, s.outcome.scores) == [0, 2, 1]  # standings: lowest first


def test_a_tie_goes_to_fewer_cards_in_round_five_then_is_shared():
    s = GAME.new_game(3, 9)
    for r in range(4):
        finish_round(s, r % 2, [[6], [6]])  # seats 0 and 1: 12 each, seat 2: 24
    finish_round(s, 2, [[1, 1, 4], [6]])  # round 5: seats 0 and 1 score 6 more; seat 1 holds fewer cards
    assert s.outcome.scores == (18.0, 18.0, 24.0)
    assert s.outcome.winners == (1,) and s.event_log()[-1].data["tie_break"] == "cards"
    s = GAME.new_game(3, 9)
    for r in range(4):
        finish_round(s, r % 2, [[6], [6]])
    finish_round(s, 2, [[6], [6]])
    assert s.outcome.winners == (0, 1) and s.event_log()[-1].data["tie_break"] == "shared"
    assert s.outcome.returns(3) == (0.5, 0.5, 0.0)


def test_the_platform_ranks_wednesday_low_first():
    assert GAME.score == "low" and GAME.multi_round
    assert rank_seats([], [30, 10, 20], GAME.score) == [1, 2, 0]


def test_the_next_round_is_opened_by_the_normie_rule_from_the_highest_total():
    s = GAME.new_game(4, 3)
    finish_round(s, 0, [[1], [9], [4]])
    assert s.start_seat == 2
    holder = next(q for q in (2, 3, 0, 1) if 1 in s.hands[q])
    assert s.to_move == holder and s.legal_actions() == (P(1),)


# --- the expert version ----------------------------------------------------------------------------------------------
def test_expert_shows_the_next_character():
    s = start(
        [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 12]], characters=["enid", "tyler"], expert=True
    )
    obs = s.observation(0)
    assert obs["character_deck"][0] == "enid" and obs["character_deck"][1:] == [None] * 8
    assert "next_character" in kinds(s.event_log())
    play(s, P(1), PASS)  # seat 0 passes: the pile clears, Enid is revealed, Tyler shown next
    assert s.active == "enid" and s.observation(0)["character_deck"][0] == "tyler"
    plain = start([[2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 12]], characters=["enid"])
    assert plain.observation(0)["character_deck"] == [None] * 9


# --- observations ----------------------------------------------------------------------------------------------------
def test_observations_hold_the_hand_the_counts_and_the_public_table_only():
    s = GAME.new_game(4, 11)
    obs = s.observation(1)
    assert obs["hand"] == s.hands[1] and obs["hand_sizes"] == [10, 10, 10, 10]
    assert "hands" not in obs and all(c is None for c in obs["character_deck"])
    view = s.spectator_view(1)
    assert view["hands"] == s.hands and sorted(view["character_cards"]) == sorted(CHARACTER_IDS)
    assert sorted(v for h in view["hands"] for v in h) + sorted(view["blocked_cards"]) != [] and sorted(
        [*(v for h in view["hands"] for v in h), *view["blocked_cards"]]
    ) == sorted(DECK)


def test_three_sixes_lie_face_down_while_a_cleared_pile_lies_face_up():
    """The table view says which blocked cards the table shows: three 6s are face down (Cursed cards: 6) though
    everybody knows them; a cleared pile's cards, which everybody saw, face up (the app's choice)."""
    deck = ["wednesday", *[c for c in CHARACTER_IDS if c not in ("wednesday", "enid")]]
    s = position([[6, 6, 6, 9, 10], [12, 3]], pile=[3], active="enid", characters=deck, blocked=[11])
    play(s, SIXES, TOP)
    view = s.table_view(1)
    assert view["blocked"][:3] == [6, 6, 6] and view["blocked_face_up"] == [False, False, False, False]
    play(s, P(10), PASS)  # seat 1 passes: the pile (3, 10) is cleared onto the 6s
    view = s.table_view(1)
    assert view["blocked"][:2] == [3, 10] and view["blocked_face_up"][:3] == [True, True, False]
