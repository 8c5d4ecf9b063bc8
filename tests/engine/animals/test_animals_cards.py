"""Scenario tests for every card effect of Power-Hungry Animals (animals.md, Cards (21) and A turn), built with
``deck=``. Seats play clockwise from the first player (seat 0 unless said otherwise)."""

import pytest
from animals_helpers import act, kinds, only, start

from cardtable.engine import Action


def test_king_cat_played_eliminates_and_reveals_the_other_card():
    s = start(3, deal=[10, 2, 3], set_aside=4, top=[1])
    ev = act(s, "play", 10)
    elim = only(ev, "eliminated")
    assert elim.data == {"seat": 0, "reason": "king_cat", "card": 1} and elim.reveals and elim.audience is None
    assert s.is_eliminated(0) and s.played(0) == [10, 1] and s.hand(0) == []
    assert s.to_move == 1


def test_the_choices_that_put_your_own_king_cat_face_up_are_cautioned():
    """animals.md, Cards, King Cat: playing it, or the Sorcerer Snake on yourself with the King Cat as your other
    card, puts you out; the decision marks those choices (legal, for a person to confirm), nothing else, and nothing
    where every choice puts you out."""
    s = start(3, deal=[10, 2, 3], set_aside=4, top=[1])
    (caution,) = s.decision().cautions
    assert caution.action == Action.of("play", 10) and caution.action in s.decision().actions
    assert caution.key == "eliminates_you" and caution.data == {"card": 10}
    s = start(3, deal=[5, 2, 3], set_aside=4, top=[10])  # the Snake with the King Cat drawn
    assert s.decision().cautions[0].action == Action.of("play", 10)
    act(s, "play", 5)
    (caution,) = s.decision().cautions
    assert caution.action == Action.of("target", 0) and caution.data == {"card": 5}
    assert caution.action in s.decision().actions and Action.of("target", 1) in s.decision().actions
    s = start(2, deal=[4, 5], set_aside=3, removed=[3, 6], top=[2, 10], first_player=1)
    act(s, "play", 4)  # Ali is protected: Sara's Snake can only be aimed at herself, and she draws the King Cat
    assert s.to_move == 0 and sorted(s.hand(0)) == [5, 10]
    assert s.decision().cautions == ()  # either card puts her out: nothing to spare, nothing to ask
    act(s, "play", 5)
    assert s.decision().actions == (Action.of("target", 0),) and s.decision().cautions == ()
    s = start(3, deal=[5, 2, 3], set_aside=4, top=[1])  # the Snake with a Crystal Ball: nothing to caution
    assert s.decision().cautions == ()
    act(s, "play", 5)
    assert s.decision().cautions == ()


def test_weasel_swaps_with_the_king_cat_holder():
    s = start(3, deal=[9, 10, 3], set_aside=4, top=[2])
    ev = act(s, "play", 9)
    assert only(ev, "swapped").data == {"seat": 0, "with": 1, "card": 9}
    received = [e for e in ev if e.kind == "received"]
    assert [(e.audience, e.data["card"]) for e in received] == [(frozenset({0}), 10), (frozenset({1}), 2)]
    assert all(e.reveals for e in received)
    assert s.hand(0) == [10] and s.hand(1)[0] == 2
    # Everybody now knows who holds the King Cat; only the two know the other card.
    assert {"seat": 0, "card": 10} in s.observation(2)["known_hands"]
    assert {"seat": 1, "card": 2} not in s.observation(2)["known_hands"]
    assert {"seat": 1, "card": 2} in s.observation(0)["known_hands"]


@pytest.mark.parametrize(
    ("deal", "top"),
    [
        ([9, 1, 3], [2]),  # nobody holds the King Cat (it is in the deck)
        ([9, 1, 3], [10]),  # you hold it yourself
    ],
)
def test_weasel_when_nobody_else_holds_the_king_cat(deal, top):
    s = start(3, deal=deal, set_aside=4, top=top)
    before = [s.hand(p) for p in range(3)]
    ev = act(s, "play", 9)
    assert only(ev, "no_effect").data["reason"] == "nobody_swaps"
    assert "swapped" not in kinds(ev)
    assert s.hand(1)[0] == before[1][0] and s.hand(2) == before[2]


def test_weasel_does_not_affect_a_protected_king_cat_holder():
    s = start(3, deal=[0, 10, 1], set_aside=5, top=[9, 4, 1, 6])
    act(s, "play", 0)
    act(s, "play", 4)  # seat 1 protects its King Cat
    act(s, "play", 1)
    assert s.legal_actions() == (Action.of("target", 0),)  # seat 1 is protected
    act(s, "target", 0)
    act(s, "guess", 2)
    ev = act(s, "play", 9)
    # Not "nobody else holds it": seat 1 may hold it under its shield, and whether it does stays hidden.
    assert only(ev, "no_effect").data["reason"] == "nobody_unprotected_swaps"
    assert only(ev, "no_effect").audience is None and only(ev, "no_effect").reveals
    assert s.hand(1)[0] == 10


def test_dervish_crab_swaps_hands_with_another_player():
    s = start(3, deal=[8, 5, 3], set_aside=4, top=[2])
    act(s, "play", 8)
    assert s.legal_actions() == (Action.of("target", 1), Action.of("target", 2))
    ev = act(s, "target", 1)
    assert kinds(ev)[:4] == ["targeted", "swapped", "received", "received"]
    assert s.hand(0) == [5] and s.hand(1)[0] == 2
    assert s.observation(0)["known_hands"] == [{"seat": 1, "card": 2}]
    assert s.observation(1)["known_hands"] == [{"seat": 0, "card": 5}]
    assert s.observation(2)["known_hands"] == []


def test_magician_redeals_everyone_but_protected_players():
    s = start(3, deal=[0, 6, 1], set_aside=5, top=[7, 4, 1])
    act(s, "play", 0)
    act(s, "play", 4)  # seat 1 keeps its Grave Dog safe
    act(s, "play", 1)
    act(s, "target", 0)
    act(s, "guess", 2)  # wrong: seat 0 holds the Magician
    deck_before = s.observation(0)["deck_count"]
    ev = act(s, "play", 7)
    assert only(ev, "magician").data == {"seat": 0, "returned": [0, 2], "kept": [1]}
    dealt = [e for e in ev if e.kind == "dealt"]
    assert [sorted(e.audience or ()) for e in dealt] == [[0], [2]] and all(e.reveals for e in dealt)
    assert s.hand(1)[0] == 6
    assert [len(s.hand(p)) for p in range(3)] == [1, 2, 1]  # seat 1 has drawn for its turn
    assert s.observation(0)["deck_count"] == deck_before - 1  # only seat 1's draw changed the deck size


def test_grave_dog_looks_and_may_swap_secretly():
    s = start(3, deal=[6, 1, 1], set_aside=9, top=[2])
    ev = act(s, "play", 6)
    looked = only(ev, "looked")
    assert looked.data == {"seat": 0, "card": 9, "where": "set_aside"} and looked.audience == frozenset({0})
    assert s.decision().context == {"card": 6, "seen": 9, "hand": 2}
    assert s.observation(0)["known_set_aside"] == 9
    ev = act(s, "swap", "yes")
    assert only(ev, "grave_dog").audience == frozenset({0})
    assert only(ev, "grave_dog_done").audience is None
    assert s.hand(0) == [9]
    assert s.observation(0)["known_set_aside"] == 2
    assert s.observation(1)["known_set_aside"] is None


def test_grave_dog_keep():
    s = start(3, deal=[6, 1, 1], set_aside=9, top=[2])
    act(s, "play", 6)
    act(s, "swap", "no")
    assert s.hand(0) == [2] and s.observation(0)["known_set_aside"] == 9


def test_grave_dog_makes_others_forget_the_hand_card():
    # Seat 1 learns seat 0's card with a Silly Rabbit tie, then seat 0 plays the Grave Dog: seat 1 forgets.
    s = start(3, deal=[2, 3, 1], set_aside=9, top=[0, 2, 1, 6])
    act(s, "play", 0)
    act(s, "play", 3)
    act(s, "target", 0)  # 2 against 2: a tie
    act(s, "play", 1)
    act(s, "target", 1)
    act(s, "guess", 5)
    assert s.observation(1)["known_hands"] == [{"seat": 0, "card": 2}]
    act(s, "play", 6)
    assert s.observation(1)["known_hands"] == []


def test_sorcerer_snake_makes_the_target_discard_and_draw():
    s = start(3, deal=[5, 3, 1], set_aside=4, top=[2, 9])
    act(s, "play", 5)
    assert s.legal_actions() == (Action.of("target", 0), Action.of("target", 1), Action.of("target", 2))
    ev = act(s, "target", 1)
    assert only(ev, "discarded").data == {"seat": 1, "card": 3, "by": 0}
    assert "compared" not in kinds(ev)  # the discarded Rabbit has no effect
    assert s.played(1) == [3] and s.hand(1)[0] == 9


def test_sorcerer_snake_on_the_king_cat_holder_eliminates_it():
    s = start(3, deal=[5, 10, 1], set_aside=4, top=[2])
    act(s, "play", 5)
    ev = act(s, "target", 1)
    assert kinds(ev)[:3] == ["targeted", "discarded", "eliminated"]
    assert only(ev, "eliminated").data == {"seat": 1, "reason": "king_cat", "card": None}
    assert s.is_eliminated(1) and s.hand(1) == [] and s.played(1) == [10]
    assert s.to_move == 2


def test_sorcerer_snake_may_target_yourself():
    s = start(3, deal=[5, 1, 1], set_aside=4, top=[2, 9])
    act(s, "play", 5)
    act(s, "target", 0)
    assert s.played(0) == [5, 2] and s.hand(0) == [9]


def _all_others_protected(card: int):
    """Seats 1 and 2 play Shell Shields; then seat 0 holds ``card`` and a Mousetrap."""
    s = start(3, deal=[0, 4, 4], set_aside=9, top=[card, 1, 1, 2, 3])
    act(s, "play", 0)
    act(s, "play", 4)
    act(s, "play", 4)
    assert s.hand(0) == [card, 2]
    return s


@pytest.mark.parametrize("card", [1, 3, 8])
def test_targeted_cards_fizzle_when_all_others_are_protected(card):
    s = _all_others_protected(card)
    ev = act(s, "play", card)
    assert only(ev, "no_effect").data == {"seat": 0, "card": card, "reason": "no_target"}
    assert s.to_move == 1  # turn over; seat 1's protection ended at the start of its turn
    assert "protection_ended" in kinds(ev)


def test_sorcerer_snake_must_target_yourself_when_all_others_are_protected():
    s = _all_others_protected(5)
    act(s, "play", 5)
    assert s.legal_actions() == (Action.of("target", 0),)
    ev = act(s, "target", 0)
    assert only(ev, "discarded").data == {"seat": 0, "card": 2, "by": 0}
    assert s.hand(0) == [3]


def test_sorcerer_snake_on_yourself_while_holding_the_king_cat():
    s = start(3, deal=[0, 4, 4], set_aside=9, top=[10, 1, 1, 5])
    act(s, "play", 0)
    act(s, "play", 4)
    act(s, "play", 4)
    act(s, "play", 5)
    act(s, "target", 0)
    assert s.is_eliminated(0) and s.played(0) == [0, 5, 10]


def test_shell_shield_protection_lasts_until_your_next_turn():
    s = start(3, deal=[4, 1, 1], set_aside=9, top=[2, 1, 1, 3])
    ev = act(s, "play", 4)
    assert only(ev, "protected").data == {"seat": 0}
    assert s.is_protected(0) and s.observation(2)["protected"] == [True, False, False]
    act(s, "play", 1)
    assert s.legal_actions() == (Action.of("target", 2),)  # seat 0 cannot be targeted
    act(s, "target", 2)
    act(s, "guess", 5)
    ev = act(s, "play", 1)
    act(s, "target", 1)
    ev = act(s, "guess", 5)
    assert "protection_ended" in kinds(ev) and not s.is_protected(0)


def test_silly_rabbit_eliminates_the_lower_card():
    s = start(3, deal=[3, 2, 1], set_aside=9, top=[8])
    act(s, "play", 3)
    ev = act(s, "target", 1)
    compared = only(ev, "compared")
    assert compared.data == {"seat": 0, "target": 1, "card": 2} and compared.audience == frozenset({0})
    assert only(ev, "rabbit").data == {"seat": 0, "target": 1, "loser": 1}
    assert only(ev, "eliminated").data == {"seat": 1, "reason": "rabbit", "card": 2}
    assert s.hand(0) == [8]


def test_silly_rabbit_player_can_lose_and_the_winner_card_stays_hidden():
    s = start(3, deal=[3, 9, 1], set_aside=8, top=[2])
    act(s, "play", 3)
    ev = act(s, "target", 1)
    assert only(ev, "eliminated").data == {"seat": 0, "reason": "rabbit", "card": 2}
    public = [e for e in ev if e.audience is None]
    assert all(9 not in e.data.values() for e in public)
    assert s.observation(2)["known_hands"] == []


def test_silly_rabbit_tie_does_nothing_and_the_target_learns_your_card():
    s = start(3, deal=[3, 2, 1], set_aside=9, top=[2])
    act(s, "play", 3)
    ev = act(s, "target", 1)
    assert only(ev, "rabbit").data["loser"] is None and "eliminated" not in kinds(ev)
    assert s.observation(1)["known_hands"] == [{"seat": 0, "card": 2}]
    assert s.observation(0)["known_hands"] == [{"seat": 1, "card": 2}]


def test_silly_rabbit_broombot_counts_zero():
    s = start(3, deal=[3, 0, 1], set_aside=9, top=[1])
    act(s, "play", 3)
    act(s, "target", 1)
    assert s.is_eliminated(1) and s.played(1) == [0]


@pytest.mark.parametrize("where", ["top", "second", "bottom"])
def test_mousetrap_says_whether_the_card_went_to_the_bottom(where):
    s = start(3, deal=[2, 1, 1], set_aside=9, top=[4, 8, 6, 5])
    act(s, "play", 2)
    last = len(s.legal_actions()) - 1
    position = {"top": 0, "second": 1, "bottom": last}[where]
    ev = act(s, "position", position)
    assert only(ev, "put_back").data["bottom"] == (where == "bottom")
    assert only(ev, "put_back").data["position"] == position


def test_mousetrap_puts_the_card_back_where_you_choose():
    s = start(3, deal=[2, 1, 1], set_aside=9, top=[4, 8, 6, 5])
    ev = act(s, "play", 2)
    assert only(ev, "looked").data == {"seat": 0, "card": 8, "where": "deck", "position": 0}
    n = s.observation(0)["deck_count"]
    assert s.legal_actions() == tuple(Action.of("position", i) for i in range(n + 1))
    ev = act(s, "position", 1)
    assert only(ev, "put_back").audience == frozenset({0})
    assert only(ev, "mousetrap_done").data == {"seat": 0}
    # Seat 1 drew the 6; the 8 is now on top and seat 0 knows it.
    assert s.hand(1) == [1, 6]
    assert s.observation(0)["known_deck"] == [{"position": 0, "card": 8}]
    assert s.observation(1)["known_deck"] == []
    act(s, "play", 1)
    act(s, "target", 2)
    act(s, "guess", 10)
    assert s.hand(2) == [1, 8]
    assert {"seat": 2, "card": 8} in s.observation(0)["known_hands"]  # seat 0 saw it drawn


def test_crystal_ball_right_and_wrong():
    s = start(3, deal=[1, 7, 3], set_aside=9, top=[8, 1])
    act(s, "play", 1)
    act(s, "target", 1)
    ev = act(s, "guess", 6)
    assert only(ev, "guessed").data == {"seat": 0, "target": 1, "guess": 6, "correct": False}
    assert "eliminated" not in kinds(ev)
    act(s, "play", 1)
    act(s, "target", 0)
    ev = act(s, "guess", 8)
    assert only(ev, "guessed").data["correct"] is True
    assert only(ev, "eliminated").data == {"seat": 0, "reason": "crystal_ball", "card": 8}


def test_crystal_ball_guess_actions_exclude_one():
    s = start(3, deal=[1, 7, 3], set_aside=9, top=[8])
    act(s, "play", 1)
    act(s, "target", 2)
    assert [a.args[0] for a in s.legal_actions()] == [0, 2, 3, 4, 5, 6, 7, 8, 9, 10]


def test_broombot_played_has_no_effect():
    s = start(3, deal=[0, 1, 1], set_aside=9, top=[8])
    ev = act(s, "play", 0)
    assert kinds(ev)[0] == "played" and "no_effect" not in kinds(ev) and s.to_move == 1


def test_unseen_counts_what_the_player_cannot_locate():
    s = start(3, deal=[2, 1, 1], set_aside=9, top=[4, 8, 6, 5])
    unseen = s.observation(0)["unseen"]
    assert sum(unseen) == 21 - 2 and unseen[2] == 2 and unseen[4] == 1
    act(s, "play", 2)  # seat 0 sees the Dervish Crab on top and leaves it there
    act(s, "position", 0)
    unseen = s.observation(0)["unseen"]
    assert unseen[8] == 0 and unseen[2] == 2  # the Crab is located; the Mousetrap is face up, the 4 in hand
    assert s.observation(2)["unseen"][8] == 1


def test_knowledge_of_the_deck_is_lost_when_someone_else_moves_it():
    s = start(3, deal=[2, 2, 7], set_aside=9, top=[0, 1, 8, 6, 5])
    act(s, "play", 2)  # seat 0 looks at the 1 and puts it third from the top
    act(s, "position", 2)
    assert s.observation(0)["known_deck"] == [{"position": 1, "card": 1}]  # seat 1 drew the 8 meanwhile
    act(s, "play", 2)  # seat 1's Mousetrap: seat 0 cannot follow the deck order any more
    act(s, "position", 1)
    # Seat 1 put the 6 second; seat 2 has drawn the 1 that seat 0 had seen, but seat 0 cannot know that.
    assert s.observation(0)["known_deck"] == [] and s.observation(0)["known_hands"] == []
    assert s.observation(1)["known_deck"] == [{"position": 0, "card": 6}]


def test_magician_shuffle_clears_what_was_known_of_hands_and_deck():
    s = start(3, deal=[3, 2, 1], set_aside=9, top=[2, 2, 5, 7])
    act(s, "play", 3)
    act(s, "target", 1)  # 2 against 2: seat 0 now knows seat 1 holds a Mousetrap
    act(s, "play", 2)  # seat 1 plays one of its two Mousetraps: it still holds a Mousetrap
    assert s.observation(0)["known_hands"] == [{"seat": 1, "card": 2}]
    act(s, "position", 1)  # the 5 goes under the 7
    act(s, "play", 7)  # seat 2: hands and deck are collected and reshuffled
    assert s.observation(0)["known_hands"] == [] and s.observation(1)["known_deck"] == []
