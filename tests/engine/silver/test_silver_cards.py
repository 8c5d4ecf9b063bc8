"""Every card ability of the four decks (rules file ``silver.md``, Cards), the Zombie's rules, the token."""

from __future__ import annotations

import random

import pytest
from silver_helpers import act, deal, kinds, numbers, pass_turn

from cardtable.engine.base import Action
from cardtable.engine.silver import GAME
from cardtable.engine.silver.cards import CARDS, IDS_OF, NUMBER

A = [10, 10, 11, 11, 12]
B = [12, 12, 9, 9, 10]


def take_up(s, slot):
    """The mover takes the discard into ``slot`` (face up); then the others pass."""
    mover = s.current
    act(s, "take", ("give", slot), ("exchange", slot))
    while s.current != mover and s.phase == "turn":
        pass_turn(s)


def seen(s, seat, owner, slot):
    return s.observation(seat)["villages"][owner][slot]["card"]


# --- Silver Amulet ------------------------------------------------------------------------------------------------
def test_villager_two_face_up_0s_end_the_round_at_once():
    s = deal([[0, 1, 2, 3, 5], A], discard=0, top=[6], deck="amulet")
    act(s, "take", ("give", 4), ("exchange", 4))
    ev = act(s, "draw", "discard", ("target", 0, 0))
    assert next(e for e in ev if e.kind == "round_end").data["reason"] == "villagers" and s.round == 1


def test_squire_one_deck_card_lies_face_up_beside_and_its_owner_may_draw_it():
    s = deal([[2, 2, 3, 5, 6], A], discard=1, top=[7, 8], deck="amulet")
    ev = act(s, "take", ("give", 0), ("exchange", 0))
    assert "beside" in kinds(ev) and NUMBER[s.beside] == 7
    assert Action.of("draw_beside") not in s.legal_actions(), "seat 1 has no Squire"
    pass_turn(s)
    assert Action.of("draw_beside") in s.legal_actions()
    act(s, "draw_beside")
    assert s.observation(1)["hand"] == [7], "the beside card is public"


def test_empath_looks_at_one_own_face_down_card_on_the_turn_and_then_no_census():
    s = deal([[1, 1, 3, 5, 6], A], discard=2, top=[4, 8], deck="amulet")
    take_up(s, 0)  # [2 up, 1, 3, 5, 6]
    assert Action.of("empath", 3) in s.legal_actions() and Action.of("empath", 0) not in s.legal_actions()
    ev = act(s, ("empath", 3))
    assert [e.data["card"] for e in ev if e.kind == "saw"] == [5]
    assert not any(a.kind == "empath" for a in s.legal_actions()), "once a turn per Empath"


def test_bodyguard_guards_itself_and_the_next_card_against_opponents():
    s = deal([[1, 2, 3, 5, 6], A], discard=3, top=[9], deck="amulet", first_player=1)
    act(s, "take", ("give", 0), ("exchange", 0))  # seat 1: [3 up, 10, 11, 11, 12]
    act(s, "draw", "discard")
    targets = {a.args for a in s.legal_actions() if a.kind == "target"}
    assert (1, 0) not in targets and (1, 1) not in targets and (1, 2) in targets and (0, 0) in targets


def test_rascal_draws_two_keeps_one_and_discards_the_other():
    s = deal([[1, 2, 3, 5, 6], A], discard=4, top=[7, 8, 1], deck="amulet")
    take_up(s, 0)
    ev = act(s, "draw")
    assert s.decision().kind == "keep" and next(e for e in ev if e.kind == "drew_card").data["cards"] == [8, 1]
    act(s, ("keep", 1))
    assert NUMBER[s.discard[-1]] == 8 and s.decision().kind == "drawn" and s.observation(0)["hand"] == [1]


def test_exposer_turns_one_of_your_cards_face_up():
    s = deal([[1, 2, 3, 6, 6], A], top=[5], deck="amulet")
    act(s, "draw", "discard")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "target"} == {0}
    act(s, ("target", 0, 3))
    assert s.villages[0][3] in s.up and seen(s, 1, 0, 3) == 6


def test_beholder_looks_at_up_to_two_own_cards():
    s = deal([[1, 2, 3, 5, 6], A], top=[7, 7], deck="amulet")
    act(s, "draw", "discard", ("target", 0, 4))
    assert Action.of("done") in s.legal_actions() and Action.of("target", 0, 4) not in s.legal_actions()
    act(s, ("target", 0, 2))
    assert s.current == 1 and seen(s, 0, 0, 2) == 3 and seen(s, 0, 0, 4) == 6 and seen(s, 1, 0, 4) is None
    act(s, "draw", "discard", ("target", 1, 4), "done")
    assert s.current == 0


def test_apprentice_seer_looks_at_an_opponents_card_only():
    s = deal([[1, 2, 3, 5, 6], A], top=[8], deck="amulet")
    act(s, "draw", "discard")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "target"} == {1}
    act(s, ("target", 1, 4))
    assert seen(s, 0, 1, 4) == 12
    assert 0 in s.observation(1)["villages"][1][4]["seen_by"], "who looked is public"


def test_seer_looks_at_any_card():
    s = deal([[1, 2, 3, 5, 6], A], top=[9], deck="amulet")
    act(s, "draw", "discard")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "target"} == {0, 1}
    act(s, ("target", 0, 3))
    assert seen(s, 0, 0, 3) == 5


def test_master_exchanges_any_discard_card_into_your_village_face_up():
    s = deal([[1, 2, 3, 5, 6], A], discard=0, top=[10], deck="amulet")
    act(s, "draw", "discard")
    assert s.legal_actions() == (Action.of("pick", 0), Action.of("skip")), "not the Master itself"
    act(s, ("pick", 0), ("give", 4), ("exchange", 4))
    assert numbers(s, 0) == [1, 2, 3, 5, 0] and s.villages[0][4] in s.up and NUMBER[s.discard[-1]] == 6


def test_witch_looks_at_the_top_deck_card_and_exchanges_it_into_any_village():
    s = deal([[1, 2, 3, 5, 6], A], top=[11, 13], deck="amulet")
    act(s, "draw", "discard", "look")
    assert s.observation(0)["hand"] == [13] and s.observation(1)["hand"] == [None]
    assert Action.of("skip") not in s.legal_actions()
    act(s, ("target", 1, 0))
    assert numbers(s, 1)[0] == 13 and NUMBER[s.discard[-1]] == 10 and seen(s, 0, 1, 0) == 13
    assert seen(s, 1, 1, 0) is None and s.current == 1


def test_robber_swaps_and_looks_at_the_new_card():
    s = deal([[1, 2, 3, 5, 6], A], top=[12], deck="amulet")
    act(s, "draw", "discard", ("swap", 0, 1, 4))
    assert numbers(s, 0)[0] == 12 and numbers(s, 1)[4] == 1 and seen(s, 0, 0, 0) == 12
    assert seen(s, 1, 1, 4) is None, "the robbed player did not see the card they received"


# --- Silver Coin --------------------------------------------------------------------------------------------------
def test_curator_rotates_a_card_then_discards_a_rotated_card_from_any_village():
    s = deal([[1, 3, 3, 5, 6], A], discard=2, top=[4, 4, 4], deck="coin")
    take_up(s, 0)
    assert Action.of("rotate", 1) in s.legal_actions()
    act(s, ("rotate", 4))
    assert s.villages[0][4] in s.rot and Action.of("rotate", 4) not in s.legal_actions()
    pass_turn(s)
    pass_turn(s)
    assert Action.of("burn", 0, 4) in s.legal_actions()
    act(s, ("burn", 0, 4))
    assert numbers(s, 0) == [2, 3, 3, 5] and NUMBER[s.discard[-1]] == 6 and s.discard[-1] not in s.rot


def test_a_rotated_card_stays_rotated_when_moved():
    s = deal([[1, 3, 3, 5, 6], A], discard=2, top=[4, 4, 12], deck="coin")
    take_up(s, 0)
    act(s, ("rotate", 3), "draw", "discard")  # 4 (Rascal? no: coin deck 4 = Amulet Rascal, face-down here)
    act(s, "draw", "discard", ("swap", 0, 0, 3))  # seat 1's Robber takes the rotated 5
    assert numbers(s, 1)[0] == 5 and s.villages[1][0] in s.rot


def test_assassin_discards_a_face_up_card_from_any_village():
    s = deal([[1, 2, 3, 5, 6], A], discard=7, top=[8], deck="coin", first_player=1)
    act(s, "take", ("give", 0), ("exchange", 0))  # seat 1: 7 face up at 0
    act(s, "draw", "discard")
    assert {a.args for a in s.legal_actions() if a.kind == "target"} == {(1, 0)}
    act(s, ("target", 1, 0))
    assert numbers(s, 1) == [10, 11, 11, 12] and NUMBER[s.discard[-1]] == 7


def test_an_ability_with_nothing_to_act_on_says_so_and_the_turn_passes():
    """The Assassin discarded with no face-up card anywhere: the turn ends, and an event says the ability had nothing
    to act on (the log used to say nothing)."""
    s = deal([[1, 2, 3, 5, 6], A], top=[8], deck="coin")
    events = act(s, "draw", "discard")
    void = [e for e in events if e.kind == "ability_void"]
    assert [e.data for e in void] == [{"seat": 0, "ability": "assassin"}]
    assert s.phase == "turn" and s.current == 1


def finish_with_census(s):
    """Seat 0 (4 cards or fewer) calls; the others pass; returns the events of the last turn."""
    act(s, "census")
    ev = []
    while s.round == 0 and s.phase not in ("generous",):
        ev = pass_turn(s)
    return ev


def test_generous_gives_one_other_card_to_another_village_at_scoring():
    s = deal([[7, 7, 1, 1, 2], A], discard=0, top=[3, 8, 4], deck="coin")
    act(s, "take", ("give", 0), ("give", 1), ("exchange", 0))  # [0 up, 1, 1, 2]
    pass_turn(s)
    finish_with_census(s)
    assert s.decision().kind == "generous" and s.current == 0
    ev = act(s, ("give", 3, 1))
    scored = next(e for e in ev if e.kind == "scored")
    assert scored.data["sums"] == [2, 56]


def test_wolfy_counts_0_only_as_the_only_face_up_13():
    s = GAME.new_game(2, 1, {"deck": "coin"})
    s.villages = [[IDS_OF[13][0], IDS_OF[5][0]], [IDS_OF[13][1], IDS_OF[6][0]]]
    s.end_up = {IDS_OF[13][0]}
    assert s.village_total(0) == 5 and s.village_total(1) == 19
    s.end_up = {IDS_OF[13][0], IDS_OF[13][1]}
    assert s.village_total(0) == 18 and s.village_total(1) == 19


# --- Silver Dagger ------------------------------------------------------------------------------------------------
def test_debt_collector_halfling_and_furry_in_number_order():
    s = GAME.new_game(2, 1, {"deck": "dagger"})
    dc, half, furry = IDS_OF[0][0], IDS_OF[2][0], IDS_OF[13][0]
    s.villages = [[dc, half, furry, IDS_OF[9][0]], [IDS_OF[1][i] for i in range(3)]]
    s.end_up = {dc}
    assert s.village_total(0) == 24 - 3, "minus the size of the largest opponent village"
    s.end_up = {dc, half}
    assert s.village_total(0) == (24 - 3) // 2, "then halved"
    s.end_up = {dc, half, furry}
    assert s.village_total(0) == (11 - 3) // 2, "a face-up Furry counts 0"
    s.end_up = {half, IDS_OF[2][1]}
    s.villages[0].append(IDS_OF[2][1])
    assert s.village_total(0) == 26 // 2, "halved once however many Halflings"
    s.villages[0] = [dc]
    s.end_up = {dc}
    assert s.village_total(0) == -3, "below 0"


def test_the_village_scoring_says_what_each_card_counts_and_each_scoring_ability_in_order():
    s = GAME.new_game(2, 1, {"deck": "dagger"})
    dc, half, furry = IDS_OF[0][0], IDS_OF[2][0], IDS_OF[13][0]
    s.villages = [[dc, half, furry, IDS_OF[9][0]], [IDS_OF[1][i] for i in range(3)]]
    s.end_up = {dc, half, furry}
    assert s.village_scoring(0) == {
        "values": [0, 2, 0, 9],
        "abilities": [None, None, "furry", None],
        "steps": [["debt_collector", 11, 8], ["halfling", 8, 4]],
        "total": 4,
    }
    assert s.village_scoring(1) == {"values": [1, 1, 1], "abilities": [None] * 3, "steps": [], "total": 3}
    s.villages[0] = []
    assert s.village_scoring(0) == {"values": [], "abilities": [], "steps": [], "total": 0}


@pytest.mark.parametrize("deck", ["coin", "dagger"])
def test_each_rounds_scored_event_carries_every_villages_scoring(deck):
    rounds = 0
    for seed in range(12):
        s = GAME.new_game(3, seed, {"deck": deck})
        rng = random.Random(seed)
        ended = None
        while s.outcome is None:
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind == "round_end":
                    ended = e
                if e.kind != "scored":
                    continue
                rounds += 1
                for seat, village in enumerate(e.data["villages"]):
                    total = sum(village["values"])
                    for _ability, before, after in village["steps"]:
                        assert before == total
                        total = after
                    assert total == village["total"] == e.data["sums"][seat]
                    if deck == "dagger":  # no Generous: the villages as the round ended
                        numbers_up = zip(ended.data["villages"][seat], ended.data["face_up"][seat], strict=True)
                        for (n, up), value, ability in zip(
                            numbers_up, village["values"], village["abilities"], strict=True
                        ):
                            assert value == n or (up and ability == "furry" and value == 0)
    assert rounds == 48


def test_zombie_drawn_cannot_be_discarded_and_goes_in_face_down():
    s = deal([[1, 2, 3, 5, 6], A], top=[4], deck="dagger")
    act(s, "draw")
    assert Action.of("discard") not in s.legal_actions() and s.decision().kind == "exchange"
    assert "zombie_discard" in {r.key for r in s.decision().refusals}
    act(s, ("give", 4), ("exchange", 4))
    assert numbers(s, 0)[4] == 4 and s.villages[0][4] not in s.up


def test_a_zombie_given_up_returns_face_down_and_the_drawn_card_is_discarded_instead():
    s = deal([[4, 2, 3, 5, 6], A], top=[1], deck="dagger")
    ev = act(s, "draw", ("give", 0), ("exchange", 0))
    assert [e.data["result"] for e in ev if e.kind == "exchanged"] == ["zombie"] and "zombie_stays" in kinds(ev)
    assert numbers(s, 0) == [4, 2, 3, 5, 6] and NUMBER[s.discard[-1]] == 1 and s.villages[0][0] not in s.up


def test_a_zombie_leaves_under_a_lower_card_when_an_approximator_takes_two():
    s = deal([[4, 2, 3, 6, 6], A], top=[5], deck="dagger")
    act(s, "draw", ("give", 0), ("give", 1), ("exchange", 0))
    assert numbers(s, 0) == [5, 3, 6, 6]
    assert [NUMBER[c] for c in s.discard[-2:]] == [4, 2], "the Zombie lies under the 2"


def test_approximator_replaces_two_unmatched_cards_but_not_three():
    s = deal([[1, 2, 3, 6, 7], A], top=[5, 5], deck="dagger")
    act(s, "draw", ("give", 3), ("give", 4), ("exchange", 3))
    assert numbers(s, 0) == [1, 2, 3, 5]
    pass_turn(s)
    s2 = deal([[1, 2, 3, 6, 7], A], top=[5], deck="dagger")
    act(s2, "draw", ("give", 0), ("give", 1), ("give", 2), ("exchange", 0))
    assert s2.phase == "end"


def test_a_face_up_zombie_may_be_given_to_the_previous_player_for_the_whole_turn():
    s = deal([[1, 2, 3, 5, 6], A, B], top=[4, 1, 1], deck="dagger")
    act(s, "draw", ("give", 0), ("exchange", 0))  # Zombie face down at 0
    s.up.add(s.villages[0][0])  # turned face up (e.g. by a Revealer)
    for _ in range(2):
        pass_turn(s)
    assert Action.of("zombie", 0) in s.legal_actions()
    act(s, ("zombie", 0))
    assert numbers(s, 2)[-1] == 4 and s.villages[2][-1] not in s.up and len(s.villages[0]) == 4
    assert s.current == 1


def test_a_zombie_turned_up_as_the_first_discard_goes_under_the_deck():
    s = deal([[1, 2, 3, 5, 6], A], discard=4, top=[7], deck="dagger")
    assert NUMBER[s.discard[-1]] == 7 and NUMBER[s.deck[0]] == 4


def test_reverser_reverses_with_3_players_and_gives_another_turn_with_2():
    s = deal([[1, 2, 3, 5, 6], A, B], top=[11], deck="dagger")
    act(s, "draw", "discard", "reverse")
    assert s.direction == -1 and s.current == 2
    s = deal([[1, 2, 3, 5, 6], A], top=[11], deck="dagger")
    act(s, "draw", "discard", "reverse")
    assert s.current == 0 and s.direction == 1


def test_master_thief_swaps_unseen():
    s = deal([[1, 2, 3, 5, 6], A], top=[12], deck="dagger")
    act(s, "draw", "discard", ("swap", 0, 1, 4))
    assert numbers(s, 0)[0] == 12 and seen(s, 0, 0, 0) is None


# --- the silver token --------------------------------------------------------------------------------------------
def powered(token, players=2, villages=None):
    s = deal(villages or [[1, 2, 3, 5, 6], A, B][:players], token=token)
    s.token_seat, s.token_power = 0, True
    s._decision = None
    return s


def test_the_coin_flips_one_card_in_any_village_once_a_round_and_not_with_a_census():
    s = powered("coin")
    assert Action.of("coin", 1, 3) in s.legal_actions()
    act(s, ("coin", 1, 3))
    assert s.villages[1][3] in s.up and not any(a.kind == "coin" for a in s.legal_actions())
    assert "census_after_ability" in {r.key for r in s.decision().refusals} or len(s.villages[0]) > 4


def test_the_dagger_reverses_with_3_players_and_skips_the_opponent_with_2():
    s = powered("dagger", players=3)
    act(s, "dagger", "draw", "discard")
    assert s.direction == -1 and s.current == 2
    s = powered("dagger")
    act(s, "dagger", "draw", "discard")
    assert s.current == 0


def test_without_power_the_token_does_nothing():
    s = deal([[1, 2, 3, 5, 6], A])
    assert not any(a.kind in ("coin", "dagger") for a in s.legal_actions())


@pytest.mark.parametrize("key", sorted(CARDS))
def test_every_card_of_the_table_names_an_ability(key):
    from cardtable.engine.silver import abilities

    card = CARDS[key]
    named = {*abilities.DISCARD, *abilities.TURN, *abilities.VALUE, *abilities.TOTAL}
    passive = {"villager", "squire", "bodyguard", "rascal", "doppelganger", "approximator", "generous"}
    assert card.ability in named | passive
