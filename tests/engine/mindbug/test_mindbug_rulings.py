"""Mindbug rule scenarios: one per decision 1–10 and per ruling E1–E28 of ``shared/rules/mindbug.md`` (named after
it), built with ``deck=`` (:mod:`mindbug_positions`)."""

from __future__ import annotations

import random

import pytest
from mindbug_positions import GAME, attack, card, do, kinds, names, play, position

from cardtable.engine.base import Action, IllegalActionError, OptionsError
from cardtable.engine.mindbug.cards import FRENZY, HUNTER, POISONOUS, SNEAKY, TOUGH


# --- decisions on the open questions ------------------------------------------------------------------------------
def test_decision_1_a_defeated_creature_goes_to_its_controllers_discard_pile() -> None:
    st = position(hand=(["Luchataur", "Tiger Squirrel"], []))
    play(st, "Luchataur", mindbug=True)  # seat 1 now controls seat 0's Luchataur
    assert names(st, st.play[1]) == ["Luchataur"] and st.active == 0
    play(st, "Tiger Squirrel")  # defeat an enemy creature with power 7 or more: the only one is taken at once
    assert names(st, st.discards[1]) == ["Luchataur"] and st.discards[0] == []


def test_decision_2_E4_E22_effect_played_creatures_open_no_mindbug_window_and_give_no_extra_turn() -> None:
    st = position(hand=(["Compost Dragon"], []), discard=(["Killer Bee"], []))
    events = play(st, "Compost Dragon")
    assert kinds(events).count("declined") == 1  # only the Dragon, played from hand, was offered to seat 1
    assert names(st, st.play[0]) == ["Compost Dragon", "Killer Bee"]
    assert st.life == [3, 2]  # Killer Bee's Play: effect did resolve
    assert st.mindbugs == [2, 2] and st.active == 1 and st.decision().kind == "turn"


def test_decision_3_E9_a_hunter_may_force_a_blocker_that_could_not_block() -> None:
    st = position(play=(["Snail Thrower", "Ferret Bomber"], ["Gorillion"]))
    bomber = card(st, "Ferret Bomber")
    assert st.keywords(bomber) == {SNEAKY, HUNTER, POISONOUS}
    assert st.blockers(bomber) == ([], [(card(st, "Gorillion"), "sneaky")])
    attack(st, "Ferret Bomber")
    d = st.decision()
    assert d.kind == "hunt" and d.player == 0
    assert Action.of("hunt", card(st, "Gorillion")) in d.actions
    do(st, "hunt", card(st, "Gorillion"))  # 2 against 10: the Bomber dies, its granted poison kills Gorillion
    assert names(st, st.discards[0]) == ["Ferret Bomber"] and names(st, st.discards[1]) == ["Gorillion"]
    assert st.life == [3, 3]


def test_decision_3_declining_the_hunt_gives_normal_blocking() -> None:
    st = position(play=(["Snail Thrower", "Ferret Bomber"], ["Gorillion"]))
    attack(st, "Ferret Bomber")
    do(st, "no_hunt")  # Gorillion cannot block a Sneaky attacker: the attack goes through
    assert st.life == [3, 2] and st.active == 1


def test_decision_4_E9_the_attack_effect_resolves_before_the_hunter_choice() -> None:
    st = position(play=(["Shark Dog"], ["Gorillion", "Spider Owl"]))
    attack(st, "Shark Dog")  # Attack: defeat an enemy creature with power 6 or more (Gorillion, the only one)
    assert names(st, st.discards[1]) == ["Gorillion"]
    d = st.decision()
    assert d.kind == "hunt" and d.actions == (Action.of("hunt", card(st, "Spider Owl")), Action.of("no_hunt"))


def test_decision_5_E7_thresholds_use_current_power() -> None:
    st = position(hand=(["Brain Fly"], []), play=([], ["Goblin Werewolf", "Shield Bugs", "Killer Bee"]))
    assert st.power(card(st, "Goblin Werewolf")) == 3  # 2 + Shield Bugs, not its +6 on the other seat's turn
    assert st.power(card(st, "Killer Bee")) == 6
    play(st, "Brain Fly")  # power 6 or more: only the boosted Killer Bee
    assert names(st, st.play[0]) == ["Brain Fly", "Killer Bee"] and st.power(card(st, "Killer Bee")) == 5


def test_decision_6_E12_snail_hydra_may_defeat_itself_and_the_attack_ends() -> None:
    st = position(play=(["Snail Hydra"], ["Spider Owl", "Plated Scorpion"]))
    attack(st, "Snail Hydra")
    d = st.decision()
    hydra = card(st, "Snail Hydra")
    assert d.kind == "choose" and {a.args[0] for a in d.actions} == {
        hydra,
        card(st, "Spider Owl"),
        card(st, "Plated Scorpion"),
    }
    events = do(st, "choose", hydra)
    assert "blocked" not in kinds(events) and "unblocked" not in kinds(events)
    assert st.life == [3, 3] and names(st, st.discards[0]) == ["Snail Hydra"]
    assert st.active == 1 and st.decision().kind == "turn"


def test_decision_7_E1_the_hand_refills_before_the_mindbug_decision() -> None:
    st = position(hand=(["Killer Bee"], []))
    do(st, "play", card(st, "Killer Bee", "hand"))
    assert st.decision().kind == "mindbug" and len(st.hands[0]) == 5 and len(st.piles[0]) == 4


def test_decision_8_E14_explosive_toad_is_mandatory_on_its_own_side_and_tough_exhausts() -> None:
    st = position(play=(["Explosive Toad", "Plated Scorpion"], ["Spider Owl"]))
    attack(st, "Explosive Toad")
    do(st, "block", card(st, "Spider Owl"))  # 5 beats 3, the Owl's poison kills the Toad: both leave together
    assert names(st, st.discards[0]) == ["Explosive Toad"] and names(st, st.discards[1]) == ["Spider Owl"]
    # only the Toad controller's own Plated Scorpion remains: it is "defeated", Tough exhausts it instead
    scorpion = card(st, "Plated Scorpion")
    assert st.controller(scorpion) == 0 and scorpion in st.exhausted


def test_decision_9_E6_an_exhausted_creature_stays_exhausted_when_it_changes_control() -> None:
    st = position(hand=(["Brain Fly"], []), play=([], ["Rhino Turtle"]), exhausted=["Rhino Turtle"])
    play(st, "Brain Fly")
    rhino = card(st, "Rhino Turtle")
    assert st.controller(rhino) == 0 and rhino in st.exhausted


def test_decision_10_the_first_player_is_random_with_the_seed() -> None:
    firsts = {GAME.new_game(2, seed).active for seed in range(20)}
    assert firsts == {0, 1}
    assert GAME.new_game(2, 5).active == GAME.new_game(2, 5).active
    assert GAME.new_game(2, 5, {"first_player": 1}).active == 1


# --- playing and Mindbugs -----------------------------------------------------------------------------------------
def test_E1_refill_after_a_discard_and_a_hand_above_five_is_never_trimmed() -> None:
    st = position(hand=(["Ferret Bomber"], []))
    play(st, "Ferret Bomber")
    d = st.decision()
    assert d.kind == "discard" and d.player == 1 and d.interrupt == "discard"
    do(st, *d.actions[0].to_json())  # type: ignore[arg-type]
    assert len(st.hands[1]) == 5 and len(st.piles[1]) == 3 and len(st.discards[1]) == 2


def test_E2_a_mindbugged_play_effect_resolves_for_the_mindbugger() -> None:
    st = position(hand=(["Killer Bee", "Kangasaurus Rex"], []), play=(["Spider Owl"], ["Plated Scorpion"]))
    play(st, "Killer Bee", mindbug=True)
    assert st.life == [2, 3]  # the original player loses 1 life
    play(st, "Kangasaurus Rex", mindbug=True)  # wipes the original player's creatures with power 4 or less
    assert names(st, st.discards[0]) == ["Spider Owl"] and names(st, st.play[0]) == []
    assert names(st, st.play[1]) == ["Plated Scorpion", "Killer Bee", "Kangasaurus Rex"]


def test_E2_mindbugged_ferret_bomber_makes_the_original_player_discard() -> None:
    st = position(hand=(["Ferret Bomber"], []))
    play(st, "Ferret Bomber", mindbug=True)
    d = st.decision()
    assert d.kind == "discard" and d.player == 0 and d.interrupt is None  # seat 0's own turn
    do(st, *d.actions[0].to_json())  # type: ignore[arg-type]
    assert len(st.discards[0]) == 2


def test_E2_mindbugged_giraffodile_draws_the_mindbuggers_own_discard_pile() -> None:
    st = position(hand=(["Giraffodile"], []), discard=(["Gorillion"], ["Spider Owl"]))
    play(st, "Giraffodile", mindbug=True)
    assert names(st, st.discards[1]) == [] and "Spider Owl" in names(st, st.hands[1])
    assert names(st, st.discards[0]) == ["Gorillion"]


def test_E2_mindbugged_mermaid_and_brain_fly() -> None:
    st = position(hand=(["Mysterious Mermaid", "Brain Fly"], []), play=(["Gorillion"], []), life=(1, 3))
    play(st, "Mysterious Mermaid", mindbug=True)
    assert st.life == [1, 1]  # the Mindbugger's life becomes the original player's
    play(st, "Brain Fly", mindbug=True)  # the Mindbugger takes the original player's creature with power >= 6
    assert names(st, st.play[1]) == ["Mysterious Mermaid", "Brain Fly", "Gorillion"]


def test_E3_a_mindbugged_player_takes_another_turn_and_again_after_the_second_mindbug() -> None:
    st = position(hand=(["Spider Owl", "Gorillion", "Luchataur"], []))
    play(st, "Spider Owl", mindbug=True)
    assert st.active == 0 and st.mindbugs == [2, 1] and st.decision().kind == "turn"
    play(st, "Gorillion", mindbug=True)
    assert st.active == 0 and st.mindbugs == [2, 0]
    events = do(st, "play", card(st, "Luchataur", "hand"))  # no Mindbug left: no window
    assert "declined" not in kinds(events) and st.active == 1
    assert names(st, st.play[0]) == ["Luchataur"]


def test_E3_the_loss_check_applies_at_the_start_of_the_extra_turn() -> None:
    st = position(hand=(["Spider Owl"], []), empty_piles=True)
    for c in st.hands[0][1:]:  # seat 0 holds only the Spider Owl
        st.hands[0].remove(c)
        st.unused.append(c)
    st._decision = None
    events = play(st, "Spider Owl", mindbug=True)
    assert st.outcome is not None and st.outcome.winners == (1,) and st.outcome.reason == "no_moves"
    assert kinds(events)[-1] == "game_over"


def test_E5_deathweaver_suppresses_the_opponents_play_effects() -> None:
    st = position(
        hand=(["Killer Bee", "Compost Dragon"], []), play=([], ["Deathweaver"]), discard=(["Axolotl Healer"], [])
    )
    events = play(st, "Killer Bee")
    assert "suppressed" in kinds(events) and st.life == [3, 3]
    st.active = 0  # seat 0 again: Compost Dragon's own Play: effect is suppressed too
    st.stack = [("turn",)]
    st._decision = None
    events = play(st, "Compost Dragon")
    assert "suppressed" in kinds(events) and names(st, st.discards[0]) == ["Axolotl Healer"]


def test_E5_deathweaver_and_mindbugs() -> None:
    # you control Deathweaver, the opponent Mindbugs your card: they get no Play: effect
    st = position(hand=(["Killer Bee"], []), play=(["Deathweaver"], []))
    events = play(st, "Killer Bee", mindbug=True)
    assert "suppressed" in kinds(events) and st.life == [3, 3]
    # the opponent controls Deathweaver and Mindbugs your card: they do get it
    st = position(hand=(["Killer Bee"], []), play=([], ["Deathweaver"]))
    play(st, "Killer Bee", mindbug=True)
    assert st.life == [2, 3]


def test_E5_deathweaver_suppresses_a_creature_played_by_grave_robber() -> None:
    st = position(hand=(["Grave Robber"], []), play=([], ["Deathweaver"]), discard=([], ["Killer Bee"]))
    events = play(st, "Grave Robber")
    assert kinds(events).count("suppressed") == 1 and st.life == [3, 3]  # the Robber's own effect is suppressed
    st2 = position(hand=(["Grave Robber"], []), discard=([], ["Killer Bee"]))
    play(st2, "Grave Robber")
    assert names(st2, st2.play[0]) == ["Grave Robber", "Killer Bee"] and st2.life == [3, 2]


def test_E6_taking_control_is_not_playing() -> None:
    st = position(hand=(["Brain Fly"], []), play=([], ["Grave Robber"]), discard=([], ["Killer Bee"]))
    events = play(st, "Brain Fly")
    assert names(st, st.play[0]) == ["Brain Fly", "Grave Robber"]
    assert kinds(events).count("effect") == 1 and st.life == [3, 3]  # Grave Robber's Play: did not fire
    st.active = 0
    st.stack = [("turn",)]
    st._decision = None
    attack(st, "Grave Robber")  # it can attack for its new controller
    assert st.life == [3, 2]


# --- combat ------------------------------------------------------------------------------------------------------
def test_E7_werewolf_and_urchin_bonuses_only_on_their_controllers_turn_and_shield_bugs_stack() -> None:
    st = position(
        play=(["Goblin Werewolf", "Urchin Hurler", "Spider Owl"], ["Goblin Werewolf", "Shield Bugs", "Shield Bugs"])
    )
    wolf0, wolf1 = st.play[0][0], st.play[1][0]
    assert st.power(wolf0) == 2 + 6 + 2 and st.power(card(st, "Spider Owl")) == 3 + 2
    assert st.power(card(st, "Urchin Hurler")) == 5
    assert st.power(wolf1) == 2 + 2  # defending: no +6; two Shield Bugs
    bugs = st.play[1][1:]
    assert [st.power(b) for b in bugs] == [5, 5]  # each boosts the other
    st.active = 1
    assert st.power(wolf1) == 10 and st.power(wolf0) == 2 and st.power(card(st, "Spider Owl")) == 3


def test_E8_poison_kills_the_winner_and_tough_is_exhausted_first() -> None:
    st = position(play=(["Gorillion"], ["Deathweaver"]))
    attack(st, "Gorillion")
    do(st, "block", card(st, "Deathweaver"))
    assert names(st, st.discards[0]) == ["Gorillion"] and names(st, st.discards[1]) == ["Deathweaver"]
    st = position(play=(["Gorillion"], ["Plated Scorpion"]))
    attack(st, "Gorillion")
    do(st, "block", card(st, "Plated Scorpion"))
    assert names(st, st.discards[0]) == ["Gorillion"] and card(st, "Plated Scorpion") in st.exhausted


def test_E8_rhino_turtle_against_plated_scorpion_both_only_exhausted() -> None:
    st = position(play=(["Rhino Turtle"], ["Plated Scorpion"]))
    attack(st, "Rhino Turtle")
    events = do(st, "block", card(st, "Plated Scorpion"))
    assert kinds(events).count("exhausted") == 2 and "defeated" not in kinds(events)
    assert st.exhausted == {card(st, "Rhino Turtle"), card(st, "Plated Scorpion")}


def test_E8_an_exhausted_tough_creature_is_defeated_the_next_time() -> None:
    st = position(play=(["Gorillion"], ["Shield Bugs"]), exhausted=["Shield Bugs"])
    attack(st, "Gorillion")
    do(st, "block", card(st, "Shield Bugs"))
    assert names(st, st.discards[1]) == ["Shield Bugs"] and st.exhausted == set()


def test_E9_hunter_without_enemy_creatures_costs_one_life() -> None:
    st = position(play=(["Killer Bee"], []))
    events = attack(st, "Killer Bee")
    assert "unblocked" in kinds(events) and st.life == [3, 2] and st.active == 1


def test_E10_chameleon_sniper_up_to_two_life_and_turbo_bug() -> None:
    st = position(play=(["Chameleon Sniper"], ["Gorillion"]))
    attack(st, "Chameleon Sniper")  # 1 on attack, Gorillion cannot block a Sneaky attacker: 1 more
    assert st.life == [3, 1]
    st = position(play=(["Turbo Bug"], ["Gorillion"]), life=(3, 4))
    attack(st, "Turbo Bug")
    assert st.life == [3, 1] and st.decision().kind == "block"  # block or lose
    do(st, "no_block")
    assert st.outcome is not None and st.outcome.winners == (0,)
    st = position(play=(["Turbo Bug"], []), life=(3, 1))
    events = attack(st, "Turbo Bug")
    assert kinds(events).count("no_effect") == 1 and st.outcome is not None


def test_E11_frenzy_second_attack_is_optional_blocks_again_and_fires_the_attack_effect_again() -> None:
    st = position(play=(["Rhino Turtle"], ["Gorillion", "Spider Owl"]), life=(3, 5))
    attack(st, "Rhino Turtle")
    do(st, "no_block")
    assert st.decision().kind == "frenzy"
    do(st, "attack_again")
    d = st.decision()
    assert d.kind == "block" and d.player == 1
    do(st, "block", card(st, "Gorillion"))  # Rhino exhausted, still in play: no third attack
    assert card(st, "Rhino Turtle") in st.exhausted and st.active == 1 and st.life == [3, 4]
    st = position(play=(["Rhino Turtle"], []), life=(3, 5))
    attack(st, "Rhino Turtle")
    do(st, "end_attack")
    assert st.life == [3, 4] and st.active == 1


def test_E11_frenzy_needs_the_creature_in_play_and_lone_yeti_is_checked_after_the_first_attack() -> None:
    st = position(play=(["Luchataur"], ["Gorillion"]))
    attack(st, "Luchataur")
    do(st, "block", card(st, "Gorillion"))
    assert st.active == 1  # defeated: no second attack
    st = position(play=(["Lone Yeti", "Spider Owl"], ["Tiger Squirrel"]))
    yeti = card(st, "Lone Yeti")
    assert FRENZY not in st.keywords(yeti) and st.power(yeti) == 5
    attack(st, "Spider Owl")
    do(st, "block", card(st, "Tiger Squirrel"))  # 3 against 3: both die, the Yeti is alone
    st.active = 0
    st.stack = [("turn",)]
    st._decision = None
    assert st.keywords(yeti) == {TOUGH, FRENZY} and st.power(yeti) == 10
    attack(st, "Lone Yeti")
    assert st.decision().kind == "frenzy"


def test_E11_chameleon_sniper_frenzy_via_sharky_fires_twice() -> None:
    st = position(play=(["Sharky Crab-Dog-Mummypus", "Chameleon Sniper"], ["Luchataur"]), life=(3, 5))
    sharky = card(st, "Sharky Crab-Dog-Mummypus")
    assert st.keywords(sharky) == {FRENZY}
    attack(st, "Sharky Crab-Dog-Mummypus")
    do(st, "no_block")
    do(st, "attack_again")
    do(st, "no_block")
    assert st.life == [3, 3]


# --- defeat and Defeated effects ---------------------------------------------------------------------------------
def test_E13_simultaneous_defeated_effects_are_ordered_by_the_active_player_each_for_its_controller() -> None:
    st = position(play=(["Explosive Toad", "Spider Owl"], ["Harpy Mother", "Plated Scorpion"]))
    attack(st, "Explosive Toad")
    do(st, "block", card(st, "Harpy Mother"))  # 5 against 5: both defeated together
    d = st.decision()
    toad, harpy = card(st, "Explosive Toad", "discard"), card(st, "Harpy Mother", "discard")
    assert d.kind == "order" and d.player == 0 and set(d.context["cards"]) == {toad, harpy}
    do(st, "trigger", harpy)
    d = st.decision()  # Harpy Mother resolves for the defending seat 1, on seat 0's turn
    assert d.kind == "choose" and d.player == 1 and d.interrupt == "effect"
    do(st, "choose", card(st, "Spider Owl"))  # seat 0 has no other creature: the "up to two" ends there
    assert names(st, st.play[1]) == ["Plated Scorpion", "Spider Owl"]
    d = st.decision()  # then the Toad, for seat 0: any creature (all are seat 1's now)
    assert d.kind == "choose" and d.player == 0
    do(st, "choose", card(st, "Spider Owl"))
    assert names(st, st.discards[1]) == ["Harpy Mother", "Spider Owl"]


def test_E13_nested_trigger_explosive_toad_kills_harpy_mother() -> None:
    st = position(play=(["Explosive Toad", "Gorillion", "Spider Owl"], ["Harpy Mother", "Luchataur"]))
    attack(st, "Explosive Toad")
    do(st, "block", card(st, "Luchataur"))  # Luchataur kills the Toad
    do(st, "choose", card(st, "Harpy Mother"))  # the Toad defeats Harpy Mother: her effect resolves at once
    d = st.decision()
    assert d.kind == "choose" and d.player == 1 and d.context["effect"] == "take_5"
    assert d.actions == (Action.of("choose", card(st, "Spider Owl")), Action.of("done"))  # not Gorillion (10)


def test_E14_explosive_toad_may_hit_either_side_and_cannot_hit_itself() -> None:
    st = position(play=(["Explosive Toad", "Spider Owl"], ["Gorillion", "Tiger Squirrel"]))
    attack(st, "Explosive Toad")
    do(st, "block", card(st, "Gorillion"))
    d = st.decision()
    assert d.kind == "choose" and {a.args[0] for a in d.actions} == {
        card(st, "Spider Owl"),
        card(st, "Gorillion"),
        card(st, "Tiger Squirrel"),
    }


def test_E15_harpy_mother_sees_the_attackers_bonuses_of_its_turn() -> None:
    st = position(play=(["Goblin Werewolf", "Spider Owl", "Gorillion"], ["Harpy Mother"]))
    attack(st, "Goblin Werewolf")
    do(st, "no_hunt")
    do(st, "block", card(st, "Harpy Mother"))  # 8 beats 5
    d = st.decision()
    assert d.player == 1 and d.actions == (Action.of("choose", card(st, "Spider Owl")), Action.of("done"))
    do(st, "choose", card(st, "Spider Owl"))
    assert st.controller(card(st, "Spider Owl")) == 1 and st.active == 1


def test_E16_strange_barrel_steals_two_at_random_the_victim_refills_and_knows() -> None:
    st = position(play=(["Gorillion"], ["Strange Barrel"]))
    victim_hand = set(st.hands[0])
    attack(st, "Gorillion")
    events = do(st, "block", card(st, "Strange Barrel"))
    stolen = next(e for e in events if e.kind == "stolen_cards")
    taken = set(stolen.data["cards"])
    assert len(taken) == 2 and taken <= victim_hand and taken <= set(st.hands[1])
    assert stolen.audience == {0, 1} and len(st.hands[1]) == 7 and len(st.hands[0]) == 5
    assert set(st.observation(0)["opponent_known"]) == taken  # the victim knows where they went
    assert st.observation(1)["known_by_opponent"] == sorted(taken)


def test_E16_strange_barrel_takes_what_there_is() -> None:
    st = position(play=(["Gorillion"], ["Strange Barrel"]), empty_piles=True)
    keep = st.hands[0][0]
    for c in st.hands[0][1:]:
        st.hands[0].remove(c)
        st.unused.append(c)
    attack(st, "Gorillion")
    events = do(st, "block", card(st, "Strange Barrel"))
    assert next(e for e in events if e.kind == "stolen").data["count"] == 1 and st.hands[0] == []
    assert keep in st.hands[1]


def test_E17_kangasaurus_tiger_squirrel_and_shark_dog_affect_only_enemies() -> None:
    st = position(hand=(["Kangasaurus Rex"], []), play=(["Spider Owl"], ["Spider Owl", "Plated Scorpion", "Gorillion"]))
    events = play(st, "Kangasaurus Rex")
    assert names(st, st.discards[1]) == ["Spider Owl"]  # the Scorpion is exhausted (Tough), Gorillion is 10
    assert kinds(events).count("defeated") == 1 and card(st, "Plated Scorpion") in st.exhausted
    assert names(st, st.play[0]) == ["Spider Owl", "Kangasaurus Rex"]
    st = position(hand=(["Tiger Squirrel"], []), play=(["Gorillion"], ["Spider Owl"]))
    events = play(st, "Tiger Squirrel")
    assert "no_effect" in kinds(events) and st.discards == [[], []]


def test_E18_life_has_no_cap_and_mermaid_can_lower_it() -> None:
    st = position(hand=(["Axolotl Healer", "Mysterious Mermaid"], []), life=(4, 2))
    play(st, "Axolotl Healer")
    assert st.life == [6, 2]
    st.active = 0
    st.stack = [("turn",)]
    st._decision = None
    play(st, "Mysterious Mermaid")
    assert st.life == [2, 2]


def test_E19_life_zero_ends_the_game_at_once_mid_effect() -> None:
    st = position(play=(["Chameleon Sniper"], ["Spider Owl"]), life=(3, 1))
    events = attack(st, "Chameleon Sniper")
    assert st.outcome is not None and st.outcome.winners == (0,) and st.outcome.reason == "life"
    assert "blocked" not in kinds(events) and st.decision() is None and st.stack == []
    with pytest.raises(IllegalActionError):
        do(st, "no_block")


def test_E19_frenzy_stops_when_the_game_ends() -> None:
    st = position(play=(["Luchataur"], []), life=(3, 1))
    attack(st, "Luchataur")
    assert st.outcome is not None and st.to_move is None


# --- discard piles and hands -------------------------------------------------------------------------------------
def test_E20_the_discarding_player_chooses() -> None:
    st = position(
        play=(["Tusked Extorter"], []), hand=([], ["Gorillion", "Spider Owl", "Killer Bee", "Bee Bear", "Brain Fly"])
    )
    attack(st, "Tusked Extorter")
    d = st.decision()
    assert d.kind == "discard" and d.player == 1 and len(d.actions) == 5
    do(st, "discard", card(st, "Spider Owl", "hand"))
    assert names(st, st.discards[1]) == ["Spider Owl"] and st.life == [3, 2]


def test_E21_giraffodile_takes_the_whole_discard_pile_known_to_both() -> None:
    pile = ["Gorillion", "Spider Owl", "Luchataur", "Killer Bee", "Bee Bear", "Brain Fly"]
    st = position(hand=(["Giraffodile"], []), discard=(pile, []))
    play(st, "Giraffodile")
    assert len(st.hands[0]) == 5 + 6 and st.discards[0] == []  # refilled to 5 first (E1)
    obs = st.observation(1)
    assert len(obs["opponent_known"]) == 6 and set(obs["opponent_known"]) <= set(st.hands[0])
    det = GAME.determinize(obs, random.Random(3))
    assert set(obs["opponent_known"]) <= set(det.hands[0])  # the determinizer keeps that knowledge


def test_E22_compost_dragon_with_an_empty_discard_pile_does_nothing() -> None:
    st = position(hand=(["Compost Dragon"], []))
    events = play(st, "Compost Dragon")
    assert "no_effect" in kinds(events) and st.active == 1


def test_E22_compost_dragon_chooses_among_its_discard_pile() -> None:
    st = position(hand=(["Compost Dragon"], []), discard=(["Gorillion", "Killer Bee"], ["Luchataur"]))
    play(st, "Compost Dragon")
    d = st.decision()
    assert d.kind == "choose" and {a.args[0] for a in d.actions} == set(st.discards[0])
    do(st, "choose", card(st, "Gorillion"))
    assert names(st, st.play[0]) == ["Compost Dragon", "Gorillion"]


def test_E23_stolen_cards_go_to_the_new_controllers_discard_pile() -> None:
    st = position(hand=(["Grave Robber"], []), discard=([], ["Spider Owl"]), play=([], ["Gorillion"]))
    play(st, "Grave Robber")
    owl = card(st, "Spider Owl")
    assert st.controller(owl) == 0
    attack(st, "Gorillion")  # seat 1's turn now
    do(st, "block", owl)
    assert owl in st.discards[0]


# --- passive interactions ----------------------------------------------------------------------------------------
def test_E24_lone_yeti_alone_has_ten_frenzy_and_tough() -> None:
    st = position(play=(["Lone Yeti"], ["Spider Owl"]))
    yeti = card(st, "Lone Yeti")
    assert st.power(yeti) == 10 and st.keywords(yeti) == {TOUGH, FRENZY}


def test_E25_snail_thrower_checks_current_power() -> None:
    st = position(play=(["Snail Thrower", "Goblin Werewolf", "Spider Owl", "Gorillion"], []))
    wolf, owl = card(st, "Goblin Werewolf"), card(st, "Spider Owl")
    thrower, gorillion = card(st, "Snail Thrower"), card(st, "Gorillion")
    assert st.keywords(wolf) == {HUNTER}  # 8 on its own turn: nothing from the Thrower
    assert st.keywords(owl) == {SNEAKY, POISONOUS, HUNTER} and st.keywords(gorillion) == frozenset()
    assert st.keywords(thrower) == {POISONOUS}  # only the others
    st.active = 1
    assert st.keywords(wolf) == {HUNTER, POISONOUS}


def test_E26_sharky_copies_granted_keywords_but_never_tough() -> None:
    st = position(play=(["Sharky Crab-Dog-Mummypus"], ["Snail Thrower", "Tiger Squirrel", "Rhino Turtle"]))
    sharky = card(st, "Sharky Crab-Dog-Mummypus")
    assert st.keywords(sharky) == {HUNTER, POISONOUS, SNEAKY, FRENZY}
    st = position(play=(["Sharky Crab-Dog-Mummypus"], ["Lone Yeti"]))
    assert st.keywords(card(st, "Sharky Crab-Dog-Mummypus")) == {FRENZY}  # the lone Yeti's FRENZY, not TOUGH


def test_E26_keywords_that_exist_only_through_sharkys_copying_are_not_copied_back() -> None:
    # One Sharky exists in the set; its copies count for nothing else: an enemy Snail Thrower's HUNTER grant does
    # not come from Sharky, and a creature copying Sharky (none can) would see only its own keywords.
    st = position(play=(["Sharky Crab-Dog-Mummypus", "Spider Owl"], ["Plated Scorpion"]))
    stats = st.creature_stats()
    assert stats[card(st, "Sharky Crab-Dog-Mummypus")][1] == {POISONOUS}
    assert stats[card(st, "Plated Scorpion")][1] == {TOUGH, POISONOUS}


def test_E27_elephantopus_restricts_every_block_bee_bear_only_its_own() -> None:
    st = position(play=(["Elephantopus", "Gorillion"], ["Spider Owl", "Luchataur"]))
    allowed, refused = st.blockers(card(st, "Gorillion"))
    assert allowed == [card(st, "Luchataur")] and refused == [(card(st, "Spider Owl"), "elephantopus")]
    attack(st, "Gorillion")
    d = st.decision()
    assert [r.key for r in d.refusals] == ["elephantopus"]
    st = position(play=(["Bee Bear", "Gorillion"], ["Luchataur", "Spider Owl"]))
    assert st.blockers(card(st, "Bee Bear"))[0] == [card(st, "Luchataur")]
    assert st.blockers(card(st, "Gorillion"))[0] == [card(st, "Luchataur"), card(st, "Spider Owl")]


def test_E28_no_hand_and_no_creatures_at_the_start_of_your_turn_loses() -> None:
    st = position(play=(["Gorillion"], []), empty_piles=True)
    for c in st.hands[1][:]:
        st.hands[1].remove(c)
        st.unused.append(c)
    st._decision = None
    events = attack(st, "Gorillion")
    assert st.outcome is not None and st.outcome.winners == (0,) and st.outcome.reason == "no_moves"
    assert kinds(events)[-2:] == ["turn", "game_over"]


def test_E28_an_empty_draw_pile_alone_is_no_loss() -> None:
    st = position(play=(["Gorillion"], []), empty_piles=True)
    attack(st, "Gorillion")
    assert st.outcome is None and st.active == 1 and st.piles == [[], []]


# --- keywords and the remaining cards -------------------------------------------------------------------------------
def test_sneaky_is_blocked_only_by_sneaky_and_may_block_anything() -> None:
    st = position(play=(["Spider Owl"], ["Gorillion", "Tiger Squirrel"]))
    assert st.blockers(card(st, "Spider Owl"))[0] == [card(st, "Tiger Squirrel")]
    st = position(play=(["Gorillion"], ["Tiger Squirrel"]))
    assert st.blockers(card(st, "Gorillion"))[0] == [card(st, "Tiger Squirrel")]


def test_declining_to_block_is_always_allowed_and_costs_exactly_one_life() -> None:
    st = position(play=(["Gorillion"], ["Luchataur"]))
    attack(st, "Gorillion")
    assert Action.of("no_block") in st.decision().actions
    do(st, "no_block")
    assert st.life == [3, 2]


def test_a_mindbug_cannot_be_used_without_one_left_and_never_twice_on_one_play() -> None:
    st = position(hand=(["Gorillion"], []), mindbugs=(2, 0))
    events = do(st, "play", card(st, "Gorillion", "hand"))
    assert "declined" not in kinds(events) and st.active == 1
    with pytest.raises(IllegalActionError):
        do(st, "mindbug")


def test_urchin_hurler_and_shield_bugs_boost_fights() -> None:
    st = position(play=(["Urchin Hurler", "Spider Owl"], ["Tiger Squirrel"]))
    attack(st, "Spider Owl")  # 5 with the Hurler against 3: both poisoned? only the Owl is poisonous
    do(st, "block", card(st, "Tiger Squirrel"))
    assert names(st, st.discards[1]) == ["Tiger Squirrel"] and st.discards[0] == []


def test_the_deck_option_is_checked() -> None:
    with pytest.raises(OptionsError):
        GAME.new_game(2, 0, None, ["Gorillion", "Gorillion"])
    with pytest.raises(OptionsError):
        GAME.new_game(2, 0, None, ["No Such Card"])
    with pytest.raises(OptionsError):
        GAME.new_game(2, 0, None, [3, 3])
    st = GAME.new_game(2, 0, {"first_player": 0}, list(range(48)))
    assert st.hands == [[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]] and st.unused == list(range(20, 48))


def test_snail_hydra_does_nothing_unless_its_side_is_smaller() -> None:
    st = position(play=(["Snail Hydra", "Spider Owl"], ["Luchataur"]))
    events = attack(st, "Snail Hydra")
    assert "no_effect" in kinds(events) and st.decision().kind == "block"


def test_harpy_mother_may_take_two_creatures() -> None:
    st = position(play=(["Luchataur", "Spider Owl", "Killer Bee"], ["Harpy Mother"]))
    attack(st, "Luchataur")
    do(st, "block", card(st, "Harpy Mother"))
    do(st, "choose", card(st, "Spider Owl"))
    d = st.decision()
    assert d.context["remaining"] == 1 and Action.of("choose", card(st, "Killer Bee")) in d.actions
    do(st, "choose", card(st, "Killer Bee"))
    assert names(st, st.play[1]) == ["Spider Owl", "Killer Bee"]
    assert st.decision().kind == "frenzy"  # Luchataur may attack again


def test_an_attacker_taken_by_its_own_attack_effect_ends_the_attack() -> None:
    # Shark Dog defeats Harpy Mother (5 + Shield Bugs = 6); her Defeated: effect takes the Shark Dog (4)
    st = position(play=(["Shark Dog"], ["Harpy Mother", "Shield Bugs"]))
    events = attack(st, "Shark Dog")
    do(st, "choose", card(st, "Shark Dog"))
    assert st.controller(card(st, "Shark Dog")) == 1 and "blocked" not in kinds(events)
    assert st.life == [3, 3] and st.active == 1


def unblocked(events):
    return next(e for e in events if e.kind == "unblocked")


@pytest.mark.parametrize(
    ("attacker", "defenders", "cannot"),
    [
        (["Ferret Bomber"], [], ["no_creatures"]),
        (["Ferret Bomber"], ["Gorillion"], ["sneaky"]),
        (["Bee Bear"], ["Killer Bee", "Shield Bugs"], ["bee_bear"]),  # Killer Bee 5 + 1: still 6
        (["Elephantopus", "Gorillion"], ["Plated Scorpion", "Deathweaver"], ["elephantopus"]),
        (["Elephantopus", "Ferret Bomber"], ["Spider Owl", "Gorillion"], ["sneaky", "elephantopus"]),
    ],
)
def test_E27_when_no_creature_may_block_the_unblocked_event_says_why(attacker, defenders, cannot) -> None:
    """§3B.3, E27: with no creature allowed to block there is no block decision; the engine says why (every reason
    of ``blockers``, in their fixed order, or no creatures at all) so the table can tell the defender."""
    st = position(play=(attacker, defenders))
    events = attack(st, attacker[-1])
    assert unblocked(events).data["cannot"] == cannot and st.life == [3, 2] and st.active == 1


def test_a_declined_hunt_without_a_legal_blocker_says_why_and_a_chosen_no_block_does_not() -> None:
    st = position(play=(["Snail Thrower", "Ferret Bomber"], ["Gorillion"]))
    attack(st, "Ferret Bomber")
    assert unblocked(do(st, "no_hunt")).data["cannot"] == ["sneaky"]
    st = position(play=(["Gorillion"], ["Spider Owl"]))
    attack(st, "Gorillion")
    assert "cannot" not in unblocked(do(st, "no_block")).data
