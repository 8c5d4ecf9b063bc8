"""The Plague heuristic player's rules of thumb on small scenarios, and its search hooks."""

from __future__ import annotations

import random

from cardtable.ai.heuristics.plague import PlagueHeuristic, explain, playout_action, prior
from cardtable.engine import Action
from cardtable.engine.plague.cards import PRIEST, card_name
from tests.engine.plague.plague_helpers import c, exact, play, start


def choice(state) -> Action:
    return PlagueHeuristic().choose(state.information_set(state.to_move), random.Random(0))


def test_wins_with_the_cheapest_winning_card_when_last():
    s = exact(3, {0: "g4 r1 r4", 1: "g6 r2 r5", 2: "g9 g7 g12"})
    play(s, "g4", "g6")
    assert choice(s) == Action.of("play", c("g7"))  # g7 wins and scores 1; g9 scores 1 too but is dearer


def test_follows_with_a_high_card_it_cannot_win_with_rather_than_a_winner_worth_nothing_and_dumps_plagues():
    s = exact(3, {0: "r9 g1", 1: "r12 g2", 2: "p4 b8"})
    play(s, "r9", "r12")
    # seat 2 holds no red: the blue 8 would win (worth 1), the Plague 4 lands on seat 1's trick
    assert choice(s) == Action.of("play", c("p4"))


def test_covers_the_worst_plague_pile_after_a_priest_win():
    s = exact(3, {0: "g4 g5 r1 b1", 1: "g6 g7 r6 P", 2: "p1 p5 b5 F"})
    play(s, "g4", "g6", "p1")  # seat 1 takes Plague 1
    play(s, "g7", "p5", "g5")  # seat 1 takes Plague 5
    play(s, "r6", "b5", "r1")  # seat 2 wins
    play(s, "F", "b1", "P")  # the Priest wins: piles 0 (Plague 1) and 1 (Plague 5) may be covered
    assert s.decision().kind == "cover"
    assert choice(s) == Action.of("cover", 1)
    assert playout_action(s, random.Random(0)) == Action.of("cover", 1)


def test_plays_the_fortress_when_the_parity_is_certain_and_saves_the_priest():
    s = exact(3, {0: "r4 g1", 1: "r6 g2", 2: "F r3"})
    play(s, "r4", "r6")
    assert choice(s) == Action.of("play", c("F"))  # 4 and 6, both even: the Fortress wins 5 points
    s = exact(3, {0: "g4 r1 r2", 1: "g6 r7 r8", 2: "p1 r3 P"})
    play(s, "g4", "g6", "p1")  # a Plague this round: the Priest is free
    play(s, "r7")
    assert PRIEST in {a.args[0] for a in s.legal_actions()}
    assert choice(s) != Action.of("play", PRIEST)  # no Plague pile of its own to cover, no Plague in the trick


def test_prior_is_the_heuristic_choice():
    s = exact(3, {0: "r4 g1", 1: "r6 g2", 2: "F r3"})
    play(s, "r4", "r6")
    action, share = prior(s.information_set(2))
    assert action == choice(s) and 0 < share <= 1


# --- the hint's reasons (explain): each true of its action in a built position ----------------------------------------
def reasons(state) -> dict[str, tuple[str, dict] | None]:
    """The reason of every legal card of the seat to move, by card name."""
    infoset = state.information_set(state.to_move)
    return {card_name(int(a.args[0])): explain(infoset, a) for a in state.legal_actions() if a.kind == "play"}


def test_the_reasons_of_a_trick_one_can_win_the_cheapest_winner_only():
    s = start(2, {0: "r6 r9 b2", 1: "r4"}, without={0: {"red"}}, leader=1)
    play(s, "r4")  # Sara must follow red: both reds win, the 6 is the cheaper
    said = reasons(s)
    assert said == {"red 6": ("wins_cheapest", {"card": c("r6")}), "red 9": None}
    three = start(3, {0: "r4", 1: "r6 r9"}, without={1: {"red"}})
    play(three, "r4")  # Ali wins for now; Reza plays after him
    assert reasons(three)["red 6"] == ("takes_cheapest", {"card": c("r6")})
    assert reasons(three)["red 9"] is None


def test_the_reasons_of_a_trick_one_cannot_win_follow_low_or_shed_high():
    s = exact(2, {0: "b12 r1", 1: "b3 b7"})
    play(s, "b12")
    assert reasons(s) == {"blue 3": ("follows_low", {"card": c("b3")}), "blue 7": ("sheds_high", {"card": c("b7")})}


def test_the_fortress_played_last_says_its_parity_is_certain():
    s = start(2, {0: "r4", 1: "F"}, without={1: {"red"}})
    play(s, "r4")
    assert reasons(s)["the Fortress"] == ("fortress_sure", {"parity": "even"})
    three = start(3, {0: "r4", 1: "F"}, without={1: {"red"}})
    play(three, "r4")
    assert reasons(three)["the Fortress"] is None  # Reza plays after: nothing is certain


def test_a_plague_dumped_on_the_leaders_trick_and_the_priest_kept():
    s = exact(3, {0: "r4 g1", 1: "b2 g7", 2: "r1 p3"})
    play(s, "r4", "b2", "r1", "g7")  # Ali wins the first trick (3 points) and leads green
    assert reasons(s) == {"Plague 3": ("dumps_on_leader", {"seat": 1})}
    kept = exact(3, {0: "r4 g2 P", 1: "r9 g5 b10", 2: "p3 b3 b8"})
    play(kept, "r4", "r9", "p3", "g5", "b3")  # Reza dumps on Ali's trick (nobody ahead yet: "dumps")
    assert kept.event_log()[-1].kind == "played"
    said = reasons(kept)
    assert said["green 2"] == ("keeps_priest", {})  # the Priest would win, and Sara has no Plague pile to cover
    assert said["the Priest"] is None
    first = exact(3, {0: "r4 g2 P", 1: "r9 g5 b10", 2: "p3 b3 b8"})
    play(first, "r4", "r9")
    assert reasons(first)["Plague 3"] == ("dumps", {"seat": 1})


def test_the_priest_wins_to_cover_a_plague_pile_and_covers_it():
    s = exact(2, {0: "g9 r4 P b1", 1: "p3 b7 r12 r11"})
    play(s, "g9", "p3", "r4", "r12", "r11")  # Sara's first pile has Plague 3 on top; Ali leads red 11
    said = reasons(s)
    assert said["the Priest"] == ("priest_covers", {"card": c("p3")})
    assert said["blue 1"] == ("wins_cheapest", {"card": c("b1")})
    play(s, "P")
    cover = next(a for a in s.legal_actions() if a.args[0] != "keep")
    infoset = s.information_set(0)
    assert explain(infoset, cover) == ("covers", {"card": c("p3")})
    assert explain(infoset, Action.of("cover", "keep")) is None


def test_a_lead_in_a_colour_nobody_lacks_while_someone_lacks_another():
    s = exact(2, {0: "g3 r4 g8", 1: "b2 b5 b9"})
    play(s, "g3", "b2")  # Ali played blue on green: he holds no green; Sara wins and leads again
    assert "green" in s.observation(0)["voids"][1] and s.to_move == 0
    said = reasons(s)
    assert said == {"red 4": ("leads_safe", {"colour": "red"}), "green 8": None}


# --- the hard level's opponent model (determinize) --------------------------------------------------------------------
def test_the_model_s_deals_keep_the_observation_and_favour_hands_that_explain_a_lead():
    from cardtable.ai.heuristics.plague import determinize
    from cardtable.ai.ismcts import game_policy
    from cardtable.engine.plague.cards import NUMBER

    assert game_policy("plague").determinize is determinize  # the hard level samples with it (ismcts.INFER)
    # Seat 1 leads the red 5: the heuristic leads its highest suit card, so it holds none above 5 (here g1 and b2).
    s = exact(3, {0: "g4 g5 b9", 1: "r5 g1 b2", 2: "r7 g9 b3"}, leader=1)
    play(s, "r5")
    infoset = s.information_set(2)
    rng = random.Random(5)
    plain = [infoset.determinize(rng) for _ in range(1500)]
    model = [determinize(infoset, rng) for _ in range(1500)]
    assert all(d.observation(2) == infoset.observation for d in model[:60])  # what seat 2 saw, voids kept
    low = [sum(all(x >= 36 or NUMBER[x] <= 5 for x in d.hand(1)) for d in ds) / len(ds) for ds in (plain, model)]
    assert low[0] < 0.4 and low[1] > 0.75  # 0.26 and 0.93 here


def test_the_model_finds_more_of_the_heuristic_players_cards_than_uniform_deals():
    from cardtable.ai.heuristics.plague import determinize
    from cardtable.engine.plague import PlagueOptions, new_game

    found = [0, 0]
    for seed in range(12):
        s = new_game(3, seed, PlagueOptions())
        r = random.Random(seed)
        for _ in range(12 + seed):  # into the round's second half, by the heuristic's play
            s.apply(PlagueHeuristic().choose(s.information_set(s.to_move), r))
        me = s.to_move
        infoset, rng = s.information_set(me), random.Random(seed)
        for i, model in enumerate((False, True)):
            for _ in range(100):
                d = determinize(infoset, rng) if model else infoset.determinize(rng)
                found[i] += sum(len(set(d.hand(q)) & set(s.hand(q))) for q in range(3) if q != me)
    assert found[1] > 1.2 * found[0]  # 1.3 times as many here; 46 % of their cards against 33 % over 40 positions
