"""Silver scenarios (rules file ``silver.md``): setup, turns, exchanges, census, scoring, the silver token, ties."""

from __future__ import annotations

import random

import pytest
from silver_helpers import act, deal, kinds, numbers, pass_turn

from cardtable.engine.base import Action, IllegalActionError
from cardtable.engine.silver import GAME
from cardtable.engine.silver.cards import NUMBER, editions_for

A = [10, 10, 11, 11, 12]  # high villages that never call
B = [12, 12, 9, 9, 10]
C = [8, 8, 9, 9, 12]


def slots(s, seat, viewer, view="observation"):
    return [x["card"] for x in getattr(s, view)(viewer)["villages"][seat]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_villages_of_five_a_face_up_discard_and_the_deck_always_31_after_it(players):
    s = GAME.new_game(players, 5, {})
    assert [len(v) for v in s.villages] == [5] * players
    obs = s.observation(0)
    assert obs["deck_size"] == 31 and obs["out_size"] == 20 - 5 * players and len(obs["discard"]) == 1
    assert sum(len(v) for v in s.villages) + len(s.deck) + len(s.discard) + len(s.out) == 52
    assert all(x["card"] is None for v in obs["villages"] for x in v), "nobody has seen a village card yet"


def test_each_player_looks_at_two_cards_from_the_start_player_clockwise_and_remembers_them():
    s = deal([[1, 2, 3, 5, 6], [7, 7, 8, 8, 9], [1, 2, 3, 5, 6]], peek=False, first_player=1)
    order = []
    while s.phase == "peek":
        order.append(s.current)
        s.apply(s.legal_actions()[-1])
    assert order == [1, 1, 2, 2, 0, 0] and s.phase == "turn" and s.current == 1
    assert slots(s, 0, 0) == [None, None, None, 5, 6]
    assert slots(s, 0, 0, "table_view") == [None] * 5, "the table view forgets what was peeked"
    assert slots(s, 0, 1) == [None] * 5


def test_memory_aid_keeps_the_peeked_values_on_the_table():
    s = deal([[1, 2, 3, 5, 6], A], memory_aid=True)
    assert slots(s, 0, 0, "table_view") == [1, 2, None, None, None]
    saw = [e for e in s.table_view(0)["log"] if e["kind"] == "saw"]
    assert [e["data"]["card"] for e in saw] == [1, 2]


def test_the_table_view_log_says_a_card_was_looked_at_without_its_value():
    s = deal([[1, 2, 3, 5, 6], A])
    saw = [e for e in s.table_view(0)["log"] if e["kind"] == "saw"]
    assert len(saw) == 2 and all("card" not in e["data"] for e in saw)
    assert [e["data"]["card"] for e in s.observation(0)["log"] if e["kind"] == "saw"] == [1, 2]


def test_draw_and_exchange_one_card_goes_in_face_down_and_the_old_card_is_discarded():
    s = deal([[1, 2, 3, 5, 6], A], top=[12])
    ev = act(s, "draw", ("give", 2), ("exchange", 2))
    assert numbers(s, 0) == [1, 2, 12, 5, 6] and s.villages[0][2] not in s.up
    assert NUMBER[s.discard[-1]] == 3
    assert slots(s, 0, 0)[2] == 12 and slots(s, 0, 1)[2] is None, "only the drawer knows the new card"
    assert "exchanged" in kinds(ev) and s.current == 1


def test_draw_and_discard_only_the_drawer_sees_it_until_it_is_discarded():
    s = deal([[1, 2, 3, 5, 6], A], top=[1])
    ev = act(s, "draw")
    private = [e for e in ev if e.kind == "drew_card"]
    assert private[0].audience == frozenset({0}) and private[0].reveals
    assert s.observation(1)["hand"] == [None] and s.observation(0)["hand"] == [1]
    act(s, "discard")
    assert NUMBER[s.discard[-1]] == 1 and s.current == 1


def test_take_the_discard_it_goes_in_face_up_and_its_ability_is_never_used():
    s = deal([[1, 2, 3, 5, 6], A], discard=9)
    act(s, "take")
    assert s.decision().kind == "exchange" and Action.of("discard") not in s.legal_actions()
    act(s, ("give", 0), ("exchange", 0))
    assert numbers(s, 0)[0] == 9 and s.villages[0][0] in s.up and NUMBER[s.discard[-1]] == 1
    assert s.phase == "turn" and s.current == 1


def test_matching_cards_are_discarded_together_and_the_row_closes_up():
    s = deal([[7, 3, 7, 5, 6], A], top=[2])
    act(s, "draw", ("give", 0), ("give", 2), ("exchange", 2))
    assert numbers(s, 0) == [3, 2, 5, 6]
    assert [NUMBER[c] for c in s.discard[-2:]] == [7, 7]


def test_a_doppelganger_matches_anything_and_the_lowest_card_lies_on_top():
    s = deal([[13, 3, 7, 5, 6], A], top=[2], deck="amulet")
    act(s, "draw", ("give", 0), ("give", 1), ("exchange", 1))
    assert numbers(s, 0) == [2, 7, 5, 6]
    assert [NUMBER[c] for c in s.discard[-2:]] == [13, 3], "lowest on top"


def test_without_a_doppelganger_13_and_3_do_not_match():
    s = deal([[13, 3, 7, 5, 6], A], top=[2], deck="coin")
    act(s, "draw", ("give", 0), ("give", 1), ("exchange", 1))
    assert s.phase == "end"


def test_a_mismatch_turns_all_face_down_even_face_up_ones_and_the_new_card_goes_to_a_chosen_end():
    s = deal([[1, 2, 3, 5, 6], A], discard=9, top=[12, 8])
    act(s, "take", ("give", 4), ("exchange", 4))  # 9 face up at the right end
    pass_turn(s)  # seat 1 (12)
    act(s, "draw", ("give", 3), ("give", 4))  # 8 drawn; a 5 and the face-up 9
    ev = act(s, ("exchange", 3))
    assert [e.data["result"] for e in ev if e.kind == "exchanged"] == ["mismatch"]
    assert s.decision().kind == "end" and s.current == 0
    assert not any(c in s.up for c in s.villages[0]), "the 9 went face down again"
    act(s, ("end", 0))
    assert numbers(s, 0) == [8, 1, 2, 3, 5, 9] and s.current == 1, "two cards: no extra card"
    assert slots(s, 0, 1) == [None, None, None, None, 5, 9], "seat 1 saw the slid cards"


def test_a_critical_failure_adds_the_top_deck_card_unseen_at_a_chosen_end():
    s = deal([[1, 2, 3, 5, 6], A], top=[12, 11])
    act(s, "draw", ("give", 0), ("give", 1), ("give", 2), ("exchange", 0))
    assert s.decision().context["what"] == "incoming"
    act(s, ("end", 1))
    assert s.decision().context["what"] == "extra"
    act(s, ("end", 0))
    assert numbers(s, 0) == [11, 1, 2, 3, 5, 6, 12] and s.current == 1
    assert all(slots(s, 0, p)[0] is None for p in (0, 1)), "nobody has seen the extra card"


def test_census_only_with_four_cards_or_fewer():
    s = deal([[1, 2, 3, 5, 6], A])
    assert Action.of("census") not in s.legal_actions()
    refused = {r.key for r in s.decision().refusals}
    assert "census_cards" in refused


def shrink(s, deck_card_kept=True):
    """Seat 0 (village [x, x, ...]) exchanges its pair for the top deck card; seat 1 draws and discards."""
    act(s, "draw", ("give", 0), ("give", 1), ("exchange", 0))
    while s.current != 0:
        pass_turn(s)


def test_census_every_other_player_one_more_turn_then_scoring_the_caller_scores_0_if_lowest():
    s = deal([[7, 7, 1, 1, 2], A, B], top=[3, 6, 6, 8, 8])
    shrink(s)
    assert numbers(s, 0) == [3, 1, 1, 2]
    ev = act(s, "census")
    assert "census" in kinds(ev) and s.current == 1 and Action.of("census") not in s.legal_actions()
    pass_turn(s)
    assert s.current == 2
    ev = pass_turn(s)
    scored = next(e for e in ev if e.kind == "scored")
    assert scored.data["sums"] == [7, 54, 52] and scored.data["scores"] == [0, 54, 52]
    assert s.round == 1 and s.totals == [0, 54, 52]
    assert s.token_seat == 0 and s.token_power, "a successful caller takes the token with its power"


def test_a_caller_who_is_not_lowest_scores_the_sum_plus_10():
    s = deal([[7, 7, 12, 12, 13], [1, 1, 2, 2, 3]], top=[13, 6])
    shrink(s)
    act(s, "census")
    ev = pass_turn(s)
    scored = next(e for e in ev if e.kind == "scored")
    assert scored.data["sums"] == [50, 9] and scored.data["scores"] == [60, 9] and scored.data["success"] is False
    assert s.token_seat == 1 and not s.token_power, "the lowest scorer starts, without power"


def test_a_caller_tied_for_the_lowest_sum_scores_0():
    s = deal([[7, 7, 2, 2, 3], [1, 1, 2, 2, 6]], top=[5, 6])
    shrink(s)
    act(s, "census")
    ev = pass_turn(s)
    scored = next(e for e in ev if e.kind == "scored")
    assert scored.data["sums"] == [12, 12] and scored.data["scores"] == [0, 12]


def test_the_deck_running_out_during_the_census_turns_ends_the_round_and_the_rest_are_lost():
    s = deal([[7, 7, 1, 1, 2], A, B, C], discard=5, top=[3])
    act(s, "draw", ("give", 0), ("give", 1), ("exchange", 0))
    for _ in range(3):
        pass_turn(s)
    act(s, "census")
    del s.deck[:-1]  # one card left
    s._decision = None
    ev = pass_turn(s)
    assert "scored" in kinds(ev), "the round ends at the end of the turn that emptied the deck"
    assert next(e for e in ev if e.kind == "round_end").data["reason"] == "deck"


def test_the_round_ends_when_the_deck_is_empty_at_the_end_of_a_turn():
    s = deal([[1, 2, 3, 5, 6], A])
    del s.deck[:-1]
    s._decision = None
    ev = pass_turn(s)
    assert next(e for e in ev if e.kind == "round_end").data["reason"] == "deck" and s.round == 1


def test_an_empty_village_may_draw_and_discard_or_call_but_not_take_and_scores_0():
    s = deal([[1, 2, 3, 5, 6], A])
    s.out += s.villages[0]
    s.villages[0] = []
    s._decision = None
    legal = s.legal_actions()
    assert Action.of("take") not in legal and Action.of("census") in legal
    assert "take_empty_village" in {r.key for r in s.decision().refusals}
    act(s, "draw")
    assert s.legal_actions() == (Action.of("discard"),)
    assert s.village_total(0) == 0


def test_no_illegal_action_changes_anything():
    s = deal([[1, 2, 3, 5, 6], A])
    before = s.observation(0)
    with pytest.raises(IllegalActionError):
        s.apply(Action.of("give", 0))
    assert s.observation(0) == before


def test_four_rounds_lowest_total_wins_a_tie_goes_to_the_token_then_clockwise():
    s = GAME.new_game(3, 2, {"first_player": 0})
    s.round = 3
    s.totals = [10, 5, 5]
    s.token_seat = 0
    s._finish_match([])
    assert s.outcome.winners == (1,), "the tied player nearest the token holder clockwise"
    s.token_seat = 2
    s._finish_match([])
    assert s.outcome.winners == (2,)
    assert GAME.score == "low"


def token_after(scores, caller=None, success=False, holder=None, start=0, players=3):
    s = GAME.new_game(players, 2, {"first_player": start})
    s.start = start
    if holder is not None:
        s.token_seat, s.token_power = holder, True
    else:
        s.token_seat, s.token_power = start, False
    s.caller = caller
    s._place_token(list(scores), success, [])
    return s.token_seat, s.token_power


def test_token_rules():
    assert token_after([3, 9, 9]) == (0, False), "the lowest scorer starts without power"
    assert token_after([0, 9, 9], caller=0, success=True) == (0, True), "a successful caller takes its power"
    assert token_after([9, 4, 4], start=0) == (1, False), "a tie: nearest the start player clockwise"
    assert token_after([9, 4, 4], start=2) == (2, False), "the start player is nearest to themself"
    assert token_after([9, 4, 4], holder=2) == (2, True), "a previous holder among the tied keeps it"
    assert token_after([0, 0, 9], caller=1, success=True) == (1, True), "[interpretation] a tied caller takes it"
    assert token_after([0, 0, 9], caller=1, success=True, holder=0) == (0, True), "unless the holder is tied"
    assert token_after([3, 9, 9], holder=1) == (0, False), "a holder who is not lowest loses it"


def test_the_next_round_starts_with_the_token_seat_and_clockwise():
    s = deal([[7, 7, 12, 12, 13], [1, 1, 2, 2, 3]], top=[13, 6])
    shrink(s)
    act(s, "census")
    pass_turn(s)
    assert s.round == 1 and s.phase == "peek" and s.current == 1 and s.start == 1 and s.direction == 1


def test_decks():
    assert editions_for("coin")[0] == "coin" and editions_for("coin")[1] == "amulet"
    assert editions_for("dagger")[4] == "dagger" and editions_for("dagger")[13] == "dagger"
    assert set(editions_for("amulet")) == {"amulet"}
    custom = ("coin",) + ("amulet",) * 12 + ("dagger",)
    assert GAME.new_game(2, 1, {"deck": "custom", "custom": custom}).editions == custom
    with pytest.raises(ValueError):
        GAME.parse_options({"deck": "custom", "custom": ("coin",) * 14})
    with pytest.raises(ValueError):
        GAME.parse_options({"deck": "custom"})


def test_a_seat_that_forgets_loses_its_peeked_cards_turn_by_turn_and_the_search_samples_them_again():
    # The easy level's view (recall_view): a peeked card is remembered on the seat's first turn only if keeps()
    # says so for one turn; keys name what the seat saw (the number and the step), never a hidden card id.
    s = deal([[1, 2, 3, 5, 6], A])
    asked = []

    def keeps(key, turns):
        asked.append((key, turns))
        return key.startswith("1@")

    view = s.recall_view(0, keeps)
    assert sorted(asked) == [("1@0", 1), ("2@1", 1)], "seat 0's two setup peeks, one turn of its own ago"
    assert [x["card"] for x in view["villages"][0]] == [1, None, None, None, None]
    assert view["villages"][0][1]["seen_by"] == [] and view["villages"][0][0]["seen_by"] == [0]
    assert s.recall_view(0, lambda key, turns: True)["villages"] == s.observation(0)["villages"]
    assert s.recall_view(1, lambda key, turns: False)["villages"][1][:2] == s.table_view(1)["villages"][1][:2]
    world = GAME.determinize(view, random.Random(3))
    assert {k: v for k, v in world.observation(0).items() if k != "log"} == {
        k: v for k, v in view.items() if k != "log"
    }
    pass_turn(s)
    ages = []
    s.recall_view(0, lambda key, turns: ages.append(turns) or True)
    assert ages == [1, 1], "a turn of seat 1 is no turn of seat 0"
    pass_turn(s)
    act(s, "draw")
    ages.clear()
    s.recall_view(0, lambda key, turns: ages.append(turns) or True)
    assert ages == [2, 2], "the drawn card in hand is never asked about"
