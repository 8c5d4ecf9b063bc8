"""Scenario tests for the Schotten Totten rules (shared/rules/schotten_totten.md), section by section."""

from __future__ import annotations

import itertools
import random

import pytest
from schotten_positions import play, position

from cardtable.engine import Action, IllegalActionError, OptionsError
from cardtable.engine.registry import get_game
from cardtable.engine.schotten_totten.cards import card_id
from cardtable.engine.schotten_totten.formations import best_strength, rank_name, side_strength

GAME = get_game("schotten_totten")


def ids(*names: str) -> list[int]:
    return [card_id(n) for n in names]


def strength(*names: str, n: int = 3, bmb: bool = False) -> int:
    return side_strength(ids(*names), n, bmb)


# --- Formations ("Formations, strongest first") ------------------------------------------------------------------

FORMATIONS_3 = {
    "colour-run": ("red-1", "red-2", "red-3"),
    "three of a kind": ("green-9", "blue-9", "red-9"),
    "colour": ("blue-9", "blue-8", "blue-6"),
    "run": ("green-9", "red-8", "blue-7"),
    "sum": ("green-9", "red-9", "blue-8"),
}
FORMATIONS_4 = {
    "colour-run": ("red-1", "red-2", "red-3", "red-4"),
    "four of a kind": ("green-9", "blue-9", "red-9", "yellow-9"),
    "colour": ("blue-9", "blue-8", "blue-6", "blue-5"),
    "run": ("green-9", "red-8", "blue-7", "red-6"),
    "sum": ("green-9", "red-9", "blue-8", "yellow-8"),
}


@pytest.mark.parametrize(("n", "table"), [(3, FORMATIONS_3), (4, FORMATIONS_4)])
def test_every_formation_beats_every_weaker_one(n, table):
    names = list(table)  # strongest first; each weaker formation has an equal or higher sum
    for i, j in itertools.combinations(range(len(names)), 2):
        stronger, weaker = strength(*table[names[i]], n=n), strength(*table[names[j]], n=n)
        assert stronger > weaker, (names[i], names[j])
    for name, cards in table.items():
        assert rank_name(strength(*cards, n=n), n) == name


def test_run_ignores_order_and_colour_and_does_not_wrap():
    assert rank_name(strength("green-5", "red-3", "blue-4")) == "run"
    assert rank_name(strength("green-9", "red-1", "blue-2")) == "sum"


def test_equal_formations_higher_sum_wins():
    assert strength("red-7", "red-8", "red-9") > strength("blue-6", "blue-7", "blue-8")
    assert strength("green-5", "red-6", "blue-7") > strength("green-4", "red-5", "blue-6")


def test_equal_strength_goes_to_who_completed_first():
    sides = {0: (["red-7", "red-8", "red-9"], ["blue-7", "blue-8", "blue-9"])}
    first = position(sides=sides, completed_order=[(0, 1), (0, 0)], current=0)
    assert first.claimable_stones(0) == [] and first.claimable_stones(1) == [0]
    second = position(sides=sides, completed_order=[(0, 0), (0, 1)], current=0)
    assert second.claimable_stones(0) == [0] and second.claimable_stones(1) == []


def test_rulebook_example_played_through():
    """Opponent: green 7, purple 4, blue 3 (sum 14); you: green 5, red 5, then blue 5 -> three of a kind, claim."""
    seat0 = ["green-5", "red-5", "blue-5", "yellow-1", "yellow-2", "yellow-3"]
    seat1 = ["green-7", "purple-4", "blue-3", "orange-1", "orange-2", "orange-3"]
    state = GAME.new_game(2, 5, {"first_player": 0}, deck=seat0 + seat1)
    play(
        state,
        ("card", "green-5"),
        ("stone", 4),
        ("card", "green-7"),
        ("stone", 4),
        ("card", "red-5"),
        ("stone", 4),
        ("card", "purple-4"),
        ("stone", 4),
        ("card", "yellow-1"),
        ("stone", 0),
        ("card", "blue-3"),
        ("stone", 4),
        ("card", "blue-5"),
        ("stone", 4),
    )
    d = state.decision()
    assert d.kind == "claim" and Action.of("claim", 4) in d.actions
    events = play(state, ("claim", 4))
    claimed = next(e for e in events if e.kind == "claimed")
    assert claimed.data == {
        "seat": 0,
        "stone": 4,
        "early": False,
        "formation": "three of a kind",
        "opponent_formation": "sum",
        "decided_by": "formation",
        "sums": [15, 14],
    }
    assert state.observation(1)["stones"][4]["claimed_by"] == 0


@pytest.mark.parametrize(
    "theirs, decided_by, sums",
    [
        (["yellow-2", "purple-3", "orange-9"], "sum", [18, 14]),
        (["yellow-9", "purple-8", "orange-1"], "completed_first", [18, 18]),
    ],
)
def test_a_claim_of_equal_formations_says_what_decided_it(theirs, decided_by, sums):
    """schotten_totten.md, Formations: equal formations, the higher sum wins; still equal, the side completed
    first. The claimed event says which (a fresh tester's finding: the log said only 'sum against sum')."""
    state = position(sides={0: (["green-9", "blue-8", "red-1"], theirs)}, completed_order=[(0, 0), (0, 1)])
    play(state, ("card", state.legal_actions()[0].args[0]), ("stone", 8))
    assert Action.of("claim", 0) in state.decision().actions
    (claimed,) = [e for e in play(state, ("claim", 0)) if e.kind == "claimed"]
    assert claimed.data["formation"] == claimed.data["opponent_formation"] == "sum"
    assert claimed.data["decided_by"] == decided_by and claimed.data["sums"] == sums


def test_claimed_stone_takes_no_more_cards():
    state = position(sides={0: (["red-1", "red-2", "red-3"], ["blue-1"])}, claimed={0: 0}, current=1)
    play(state, ("card", state.legal_actions()[0].args[0]))
    assert Action.of("stone", 0) not in state.legal_actions()


# --- Early claims by proof ----------------------------------------------------------------------------------------


def test_early_claim_allowed_when_no_completion_can_win():
    # Seat 0: three 8s. Seat 1: red 4, red 5; red 3 and red 6 are on the table, so no colour-run; no 4 or 5 triple.
    sides = {
        0: (["green-8", "blue-8", "yellow-8"], ["red-4", "red-5"]),
        1: (["red-3"], ["red-6"]),
    }
    state = position(sides=sides, hands=(["green-9", "green-1", "green-2", "green-3", "green-4", "green-5"], None))
    assert state.stone_won(0, 0) == (True, True)
    play(state, ("card", "green-9"), ("stone", 8))
    d = state.decision()
    assert d.kind == "claim" and (d.context["timing"], d.context["early"]) == ("after_play", [0])
    events = play(state, ("claim", 0))
    assert events[0].data["early"] is True and events[0].data["opponent_formation"] is None
    assert events[0].data["decided_by"] is None and events[0].data["sums"] is None


def test_early_claim_refused_when_a_card_in_the_claimants_hand_could_beat():
    sides = {0: (["green-8", "blue-8", "yellow-8"], ["red-4", "red-5"]), 1: (["red-3"], [])}
    # red 6 is in seat 0's own hand: it still counts as possibly available to the opponent
    state = position(sides=sides, hands=(["red-6", "green-1", "green-2", "green-3", "green-4", "green-5"], None))
    assert state.stone_won(0, 0) == (False, False)
    assert 0 not in state.claimable_stones(0)


def test_early_claim_needs_a_complete_side():
    state = position(sides={0: (["red-9", "red-8"], [])})
    assert state.stone_won(0, 0) == (False, False)


def test_early_claim_against_an_empty_side():
    # Seat 0: red 6-7-8 (colour-run, 21). An empty side could still make 7-8-9 in another colour...
    open_state = position(sides={0: (["red-6", "red-7", "red-8"], [])})
    assert open_state.stone_won(0, 0) == (False, False)
    # ...unless every other 9 is on the table: then the best is another 6-7-8, a tie, won by who completed first.
    blockers = {s: ([f"{colour}-9"], []) for s, colour in enumerate(["green", "purple", "blue", "yellow", "orange"], 1)}
    state = position(sides={0: (["red-6", "red-7", "red-8"], []), **blockers})
    assert state.stone_won(0, 0) == (True, True)
    # The strongest formation of all (a 7-8-9 colour-run) can always be claimed at once.
    assert position(sides={0: (["red-7", "red-8", "red-9"], [])}).stone_won(0, 0) == (True, True)


def test_early_claim_with_unseen_elite_troops():
    # Seat 1 holds red 4 and red 5; red 3 and red 6 are gone. Seat 0 has three 8s.
    sides = {
        0: (["green-8", "blue-8", "yellow-8"], ["red-4", "red-5"]),
        1: (["red-3"], ["red-6"]),
    }
    # Tactical: an unseen Joker (red 3 or 6) or Shield Bearer (red 3) would make a colour-run -> no proof.
    assert position(tactics=True, sides=sides).stone_won(0, 0) == (False, False)
    # Shield Bearer on the table, but the Joker is still unseen -> no proof.
    with_sb = {**sides, 2: (["Shield Bearer"], [])}
    assert position(tactics=True, sides=with_sb).stone_won(0, 0) == (False, False)
    # Seat 1 has already played a Joker: the other one can never come to its side (Joker limit) -> proof.
    joker_used = {**with_sb, 3: ([], ["Joker"])}
    assert position(tactics=True, sides=joker_used).stone_won(0, 0) == (True, True)


def test_early_claim_with_mud_fight_uses_four_cards():
    # Mud Fight: seat 0 has four 8s; seat 1 has red 4, red 5, red 6. Red 3 and red 7 on the table: no colour-run.
    sides = {
        0: (["green-8", "blue-8", "yellow-8", "orange-8"], ["red-4", "red-5", "red-6"]),
        1: (["red-3"], ["red-7"]),
    }
    state = position(tactics=True, sides=sides, modes={0: ["Mud Fight"]}, jokers_played=(1, 1))
    state.out |= (1 << card_id("Shield Bearer")) | (1 << card_id("Spy"))  # both elites out of play
    assert state.stone_won(0, 0) == (True, True)
    # Without Mud Fight the same seat 0 side (three 8s) would not even be the size the stone needs.
    sides3 = {0: (["green-8", "blue-8", "yellow-8", "orange-8"], ["red-4", "red-5", "red-6"])}
    state3 = position(tactics=True, sides=sides3, modes={0: ["Mud Fight"]}, jokers_played=(1, 1))
    state3.out |= (1 << card_id("Shield Bearer")) | (1 << card_id("Spy"))
    assert state3.stone_won(0, 0) == (False, False)  # red 3 or red 7 unseen -> four-card colour-run possible


def test_best_completion_matches_brute_force():
    """The category search equals a brute-force enumeration of completions on random dense positions."""
    from cardtable.engine.schotten_totten.cards import WILD_VALUES

    def direct(cards, n, bmb):
        vals = sorted(v for _, v in cards)
        total = sum(vals)
        if bmb:
            return total
        colour = len({c for c, _ in cards}) == 1
        run = all(vals[i + 1] == vals[i] + 1 for i in range(n - 1))
        rank = 4 if colour and run else 3 if len(set(vals)) == 1 else 2 if colour else 1 if run else 0
        return rank * 100 + total

    def brute(clan, wild, n, bmb, pool_cards, pool_wild, m):
        items = [("c", c) for c in pool_cards] + [("w", w) for w in pool_wild]
        best = -1
        for combo in itertools.combinations(items, m):
            cl = [(c // 9, c % 9 + 1) for c in clan + [x for t, x in combo if t == "c"]]
            wl = wild + [x for t, x in combo if t == "w"]
            choices = [[(col, v) for col in range(6) for v in sorted(WILD_VALUES[w])] for w in wl]
            for pick in itertools.product(*choices):
                best = max(best, direct(cl + list(pick), n, bmb))
        return best

    rng = random.Random(7)
    for _ in range(300):
        n = rng.choice([3, 3, 4])
        bmb = rng.random() < 0.15
        k = rng.randint(1, n)
        colour = rng.randrange(6)
        # dense pools: many cards of one colour and neighbouring values
        near = [colour * 9 + v for v in range(9)] + rng.sample(range(54), 10)
        near = list(dict.fromkeys(near))
        rng.shuffle(near)
        wild = [rng.choice([0, 1, 2])] if rng.random() < 0.3 else []
        clan = near[: k - len(wild)]
        pool_cards = near[k : k + rng.randint(0, 7)]
        pool_wild = tuple(w for w in sorted(rng.sample([0, 1, 2], rng.randint(0, 2))) if not (w == 0 and 0 in wild))
        masks = [0] * 6
        for c in pool_cards:
            masks[c // 9] |= 1 << (c % 9)
        m = n - k
        expected = brute(clan, wild, n, bmb, pool_cards, pool_wild, m)
        assert best_strength(clan, wild, n, bmb, masks, pool_wild, m) == expected


# --- Tactic cards -------------------------------------------------------------------------------------------------


def test_elite_troops_take_their_best_values():
    assert rank_name(strength("green-8", "green-9", "Joker")) == "colour-run"
    assert strength("green-8", "green-9", "Joker") == 400 + 24
    assert strength("green-6", "green-8", "Spy") == 400 + 21  # Spy = green 7
    assert strength("green-1", "green-2", "Shield Bearer") == 400 + 6  # Shield Bearer = green 3
    assert strength("green-3", "red-3", "Shield Bearer") == 300 + 9  # three 3s
    assert strength("green-7", "red-7", "Spy") == 300 + 21


def test_blind_mans_bluff_counts_the_sum_only():
    assert strength("red-1", "red-2", "red-3", bmb=True) < strength("green-9", "red-9", "blue-8", bmb=True)
    sides = {0: (["red-1", "red-2", "red-3"], ["green-9", "red-9", "blue-8"])}
    state = position(tactics=True, sides=sides, modes={0: ["Blind-Man's Bluff"]})
    assert state.claimable_stones(1) == [0] and state.claimable_stones(0) == []


def test_both_combat_modes_on_one_stone():
    sides = {0: (["red-1", "red-2", "red-3", "red-4"], ["green-9", "red-9", "blue-8", "yellow-2"])}
    state = position(tactics=True, sides=sides, modes={0: ["Blind-Man's Bluff", "Mud Fight"]})
    assert state.claimable_stones(1) == [0]


def test_mud_fight_played_makes_sides_need_four():
    sides = {0: (["red-7", "red-8", "red-9"], ["green-1", "blue-5", "red-2"])}
    state = position(tactics=True, sides=sides, hands=(["Mud Fight", "green-2"], ["blue-1"]), current=1)
    assert state.claimable_stones(0) == [0]
    state.current = 0
    state._decision = None
    events = play(state, ("card", "Mud Fight"), ("stone", 0))
    assert events[0].data == {"seat": 0, "card": "Mud Fight", "stone": 0}
    assert state.capacity(0) == 4 and state.claimable_stones(0) == []
    assert state.observation(1)["stones"][0]["modes"] == ["Mud Fight"]


def test_joker_limit():
    state = position(
        tactics=True, sides={0: (["Joker"], [])}, hands=(["Joker", "green-1"], None), tactics_played=(1, 1)
    )
    cards = [a.args[0] for a in state.legal_actions() if a.kind == "card"]
    assert "Joker" not in cards and "green-1" in cards
    with pytest.raises(IllegalActionError, match="Joker limit"):
        state.apply(Action.of("card", "Joker"))


def test_tactic_limit():
    state = position(tactics=True, hands=(["Spy", "green-1"], None), tactics_played=(2, 1))
    assert [a.args[0] for a in state.legal_actions()] == ["green-1"]
    with pytest.raises(IllegalActionError, match="tactic limit"):
        state.apply(Action.of("card", "Spy"))
    equal = position(tactics=True, hands=(["Spy", "green-1"], None), tactics_played=(1, 1))
    assert Action.of("card", "Spy") in equal.legal_actions()


def test_recruiter_draws_three_returns_two_and_replaces_the_draw():
    hand = ["Recruiter", "green-1", "green-2", "green-3", "green-4", "green-5", "green-6"]
    state = position(tactics=True, hands=(hand, None), deck_top=["red-9", "red-8"], tactic_top=["Spy"])
    play(state, ("card", "Recruiter"))
    assert state.decision().kind == "recruit_draw"
    play(state, ("draw", "clan"), ("draw", "tactic"), ("draw", "clan"))
    assert state.decision().kind == "recruit_return" and len(state.hands[0]) == 9
    events = play(state, ("return", "green-1"), ("return", "Spy"))
    assert sorted(state.observation(0)["hand"]) == sorted(
        ["green-2", "green-3", "green-4", "green-5", "green-6", "red-9", "red-8"]
    )
    assert state.current == 1  # no normal draw followed
    assert state.decks[0][0] == card_id("green-1") and state.decks[1][0] == card_id("Spy")  # bottoms
    assert state.observation(0)["deck_bottom"] == [["clan", "green-1"], ["tactic", "Spy"]]
    assert state.observation(1)["deck_bottom"] == []
    assert "Recruiter" in state.observation(1)["discard"]
    public = [e for e in events if e.audience is None]
    assert [e.data for e in public if e.kind == "returned"] == [
        {"seat": 0, "deck": "clan"},
        {"seat": 0, "deck": "tactic"},
    ]


def test_strategist_moves_or_discards_own_card():
    sides = {0: (["red-5"], []), 1: (["green-9", "green-8"], [])}
    state = position(tactics=True, sides=sides, hands=(["Strategist", "blue-1"], None))
    play(state, ("card", "Strategist"))
    assert state.decision().kind == "target"
    assert set(state.legal_actions()) == {
        Action.of("target", 0, "red-5"),
        Action.of("target", 1, "green-9"),
        Action.of("target", 1, "green-8"),
    }
    play(state, ("target", 0, "red-5"))
    moves = state.legal_actions()
    assert Action.of("stone", 0) not in moves and Action.of("discard") in moves
    events = play(state, ("stone", 1))
    assert events[0].kind == "moved" and events[0].data["to"] == 1
    assert state.observation(0)["stones"][1]["sides"][0] == ["green-9", "green-8", "red-5"]
    assert state.observation(0)["discard"] == ["Strategist"]


def test_banshee_discards_an_opponent_card():
    sides = {0: (["red-7", "red-8", "red-9"], ["blue-7", "blue-8", "Spy"])}
    state = position(tactics=True, sides=sides, hands=(["Banshee", "blue-1"], None), tactics_played=(0, 1))
    play(state, ("card", "Banshee"), ("target", 0, "Spy"))
    obs = state.observation(1)
    assert obs["discard"] == ["Spy", "Banshee"]
    assert obs["stones"][0]["sides"][1] == ["blue-7", "blue-8"]
    assert obs["stones"][0]["completed_at"][1] is None


def test_traitor_takes_clan_cards_only():
    sides = {0: ([], ["blue-9", "Spy"]), 1: (["blue-8", "blue-7"], [])}
    state = position(tactics=True, sides=sides, hands=(["Traitor", "green-1"], None), tactics_played=(0, 1))
    play(state, ("card", "Traitor"))
    assert state.legal_actions() == (Action.of("target", 0, "blue-9"),)
    play(state, ("target", 0, "blue-9"))
    assert Action.of("discard") not in state.legal_actions()
    play(state, ("stone", 1))
    assert state.observation(0)["stones"][1]["sides"][0] == ["blue-8", "blue-7", "blue-9"]
    # blue 7-8-9 is the strongest formation: claimable at once, by proof, although the other side is empty
    assert state.decision().kind == "claim" and Action.of("claim", 1) in state.legal_actions()


def test_ruse_with_nothing_to_act_on_is_not_offered():
    state = position(tactics=True, hands=(["Banshee", "Traitor", "Strategist", "green-1"], None))
    assert [a.args[0] for a in state.legal_actions()] == ["green-1"]


def test_draw_choice_in_the_tactical_variant():
    state = position(
        tactics=True, hands=(["green-1", "green-2", "green-3", "green-4", "green-5", "green-6", "green-7"], None)
    )
    play(state, ("card", "green-1"), ("stone", 0))
    assert state.decision().kind == "draw"
    events = play(state, ("draw", "tactic"))
    assert [e.kind for e in events if e.audience is None] == ["drew"]
    assert state.observation(1)["opponent_tactics_in_hand"] == 1


# --- Passing, expert timing, end of game, matches -------------------------------------------------------------------


def test_pass_only_when_no_clan_card_can_be_played():
    state = position(hands=(["green-1"], ["blue-1"]))
    assert Action.of("pass") not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="pass only when"):
        state.apply(Action.of("pass"))
    full = {
        s: (["red-1", "red-2", "red-3"] if s == 0 else [f"{c}-{s}" for c in ("green", "purple", "yellow")], [])
        for s in range(9)
    }
    blocked = position(sides=full, hands=(["blue-1"], ["blue-2"]))
    assert blocked.legal_actions() == (Action.of("pass"),)


def test_both_passing_ends_the_game_by_the_interpretation():
    sides = {
        0: (["red-1", "green-2", "blue-4"], ["blue-1"]),  # complete beats incomplete -> seat 0
        1: (["green-9"], ["blue-5", "blue-6"]),  # incomplete both: sum 9 < 11 -> seat 1
        2: (["green-5"], ["yellow-5"]),  # equal sums -> nobody
    }
    state = position(sides=sides, hands=([], []), current=0)
    state.decks = [[], []]
    events = play(state, ("pass",), ("pass",))
    awarded = {e.data["stone"]: e.data["seat"] for e in events if e.kind == "awarded"}
    assert awarded[0] == 0 and awarded[1] == 1 and 2 not in awarded
    assert state.is_terminal and state.outcome.reason == "both_passed"


def test_expert_claims_only_at_the_start_of_the_turn():
    sides = {0: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(expert=True, sides=sides, hands=(["red-9", "green-2"], ["blue-9"]))
    play(state, ("card", "red-9"), ("stone", 0))
    assert state.current == 1 and state.decision().kind == "card"  # no claim after playing
    play(state, ("card", "blue-9"), ("stone", 3))
    d = state.decision()
    assert d.player == 0 and d.kind == "claim" and Action.of("claim", 0) in d.actions
    assert (d.context["timing"], d.context["early"]) == ("start", [])
    play(state, ("claim", 0))
    assert state.decision().kind == "card"


def test_classic_claim_comes_after_playing_and_before_drawing():
    sides = {0: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(sides=sides, hands=(["red-9", "green-2"], ["blue-9"]))
    deck_before = len(state.decks[0])
    play(state, ("card", "red-9"), ("stone", 0))
    assert state.decision().kind == "claim" and len(state.decks[0]) == deck_before
    assert state.decision().context["timing"] == "after_play"
    play(state, ("end_claims",))
    assert state.current == 1 and len(state.decks[0]) == deck_before - 1


def test_three_adjacent_stones_win():
    sides = {3: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(sides=sides, claimed={4: 0, 5: 0}, hands=(["red-9"], None))
    events = play(state, ("card", "red-9"), ("stone", 3), ("claim", 3))
    over = next(e for e in events if e.kind == "game_over")
    assert over.data["winner"] == 0 and over.data["reason"] == "three_adjacent"
    assert state.outcome.winners == (0,) and state.scores() == (5.0, 0.0)


def test_five_stones_win():
    sides = {8: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(sides=sides, claimed={0: 0, 2: 0, 4: 0, 6: 0, 1: 1}, hands=(["red-9"], None))
    play(state, ("card", "red-9"), ("stone", 8), ("claim", 8))
    assert state.outcome.reason == "five_stones" and state.scores() == (5.0, 1.0)


def test_match_scoring_and_loser_starts_the_next_game():
    sides = {8: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(games=2, sides=sides, claimed={0: 0, 2: 0, 4: 0, 6: 0, 1: 1, 3: 1}, hands=(["red-9"], None))
    events = play(state, ("card", "red-9"), ("stone", 8), ("claim", 8))
    assert state.scores() == (5.0, 2.0) and state.round_index == 1 and not state.is_terminal
    started = next(e for e in events if e.kind == "game_started")
    assert started.data["first_player"] == 1 and state.current == 1
    assert all(len(h) == 6 for h in state.hands) and state.claimed == [-1] * 9


def test_match_outcome_by_points():
    state = GAME.new_game(2, 3, {"games": 2})
    rng = random.Random(3)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    results = state.observation(0)["results"]
    assert len(results) == 2
    totals = [sum(r["points"][p] for r in results) for p in (0, 1)]
    assert list(state.outcome.scores) == totals and state.outcome.reason == "points"
    if totals[0] != totals[1]:
        assert state.outcome.winners == ((0,) if totals[0] > totals[1] else (1,))


# --- Options, deck= and errors --------------------------------------------------------------------------------------


def test_options_validation():
    assert GAME.parse_options({"tactics": "true", "expert": "true"}).tactics is True
    assert GAME.parse_options({"games": 99}).games == 99
    for bad in ({"games": 0}, {"games": 100}, {"first_player": 2}, {"variant": "x"}):
        with pytest.raises(OptionsError):
            GAME.parse_options(bad)
    with pytest.raises(OptionsError):
        GAME.new_game(3, 0)


def test_deck_argument():
    state = GAME.new_game(2, 1, {"tactics": True}, deck={"clan": ["green-1", "green-2"], "tactic": ["Spy"]})
    assert state.hands[0][:2] == ids("green-1", "green-2") and state.decks[1][-1] == card_id("Spy")
    two_lists = GAME.new_game(2, 1, {"tactics": True}, deck=[["green-1"], ["Joker", "Joker"]])
    assert sorted(two_lists.decks[1][-2:]) == [card_id("Joker"), card_id("Joker") + 1]
    assert two_lists.hands[0][0] == card_id("green-1")
    for bad in (["green-1", "green-1"], ["Spy"], ["pink-3"], {"clan": [], "tactic": ["green-1"]}):
        with pytest.raises(OptionsError):
            GAME.new_game(2, 1, {"tactics": True}, deck=bad)
    with pytest.raises(OptionsError):
        GAME.new_game(2, 1, {}, deck={"tactic": ["Spy"]})


def test_illegal_actions_leave_the_state_unchanged_and_say_why():
    state = GAME.new_game(2, 11, {"first_player": 0})
    before = state.observation(0)
    with pytest.raises(IllegalActionError, match="must now decide 'card'"):
        state.apply(Action.of("claim", 0))
    missing = next(n for n in (f"green-{v}" for v in range(1, 10)) if card_id(n) not in state.hands[0])
    with pytest.raises(IllegalActionError, match="no green"):
        state.apply(Action.of("card", missing))
    assert state.observation(0) == before and state.history == []
    play(state, ("card", state.legal_actions()[0].args[0]))
    with pytest.raises(IllegalActionError, match="not a legal destination"):
        state.apply(Action.of("stone", 12))
