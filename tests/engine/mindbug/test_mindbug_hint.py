"""The hint's one-line reasons for Mindbug (``cardtable.ai.heuristics.mindbug.explain``), on built positions: the
Mindbug decision says whether the card is worth the Mindbug as the heuristic sees it; a block says the fight it
makes from the current powers and keywords; taking the damage says what it keeps."""

from __future__ import annotations

import random

from mindbug_positions import GAME, card, do, position

from cardtable.ai.heuristics.mindbug import explain
from cardtable.ai.ismcts import game_policy
from cardtable.engine.base import Action, InformationSet
from cardtable.engine.mindbug.state import MindbugState


def why(st: MindbugState, action: Action):
    seat = st.to_move
    assert seat is not None
    return explain(InformationSet(GAME, st.observation(seat)), action)


def test_the_hook_is_the_mindbug_search_module_s():
    assert game_policy("mindbug").explain is explain


def test_a_mindbug_is_worth_it_for_a_kangasaurus_and_not_for_a_weak_card():
    st = position(hand=(["Kangasaurus Rex"], []), play=([], ["Spider Owl", "Tiger Squirrel", "Ferret Bomber"]))
    rex = card(st, "Kangasaurus Rex", "hand")
    do(st, "play", rex)
    assert why(st, Action.of("mindbug")) == ("mindbug_worth", {"card": rex})
    assert why(st, Action.of("decline")) is None  # not the heuristic's choice: nothing true to say
    st = position(hand=(["Chameleon Sniper"], []), play=(["Gorillion"], ["Luchataur"]))
    sniper = card(st, "Chameleon Sniper", "hand")
    do(st, "play", sniper)
    assert why(st, Action.of("decline")) == ("mindbug_keep", {"card": sniper})
    assert why(st, Action.of("mindbug")) is None


def test_a_block_says_the_fight_it_makes():
    st = position(play=(["Luchataur"], ["Gorillion", "Spider Owl", "Plated Scorpion", "Ferret Bomber"]))
    bee = card(st, "Luchataur")
    do(st, "attack", bee)
    gorillion, owl, scorpion, ferret = (
        card(st, n) for n in ("Gorillion", "Spider Owl", "Plated Scorpion", "Ferret Bomber")
    )
    assert why(st, Action.of("block", gorillion)) == ("block_wins", {"card": gorillion, "attacker": bee})
    assert why(st, Action.of("block", owl)) == ("block_trade", {"card": owl, "attacker": bee})  # poison: both go
    assert why(st, Action.of("block", scorpion)) == ("block_wins", {"card": scorpion, "attacker": bee})  # Tough
    assert why(st, Action.of("block", ferret)) == ("block_saves", {"card": ferret})
    assert why(st, Action.of("no_block")) == ("take_damage_keep", {"life": 2})
    assert why(st, Action.of("attack", bee)) is None  # not a legal action now


def test_taking_the_damage_when_no_blocker_would_survive_and_the_last_life():
    st = position(play=(["Gorillion"], ["Killer Bee", "Ferret Bomber"]))
    do(st, "attack", card(st, "Gorillion"))
    assert why(st, Action.of("no_block")) == ("take_damage", {"life": 2})
    st = position(play=(["Gorillion"], ["Killer Bee"]), life=(3, 1))
    do(st, "attack", card(st, "Gorillion"))
    bee = card(st, "Killer Bee")
    assert why(st, Action.of("block", bee)) == ("block_last", {"card": bee})
    assert why(st, Action.of("no_block")) is None  # it would lose the game


def test_a_tough_blocker_against_a_stronger_attacker_holds():
    st = position(play=(["Gorillion"], ["Shield Bugs"]))
    gorillion, bugs = card(st, "Gorillion"), card(st, "Shield Bugs")
    do(st, "attack", gorillion)
    assert why(st, Action.of("block", bugs)) == ("block_holds", {"card": bugs, "attacker": gorillion})


def test_an_attack_says_when_nothing_may_block_it_or_it_beats_every_blocker():
    st = position(play=(["Luchataur", "Spider Owl"], ["Ferret Bomber", "Goblin Werewolf"]))
    luchataur, owl = card(st, "Luchataur"), card(st, "Spider Owl")
    assert why(st, Action.of("attack", luchataur)) == ("attack_wins_fights", {"card": luchataur})  # 9 vs 2 and 2
    st = position(play=(["Luchataur", "Spider Owl"], ["Ferret Bomber", "Plated Scorpion"]))
    luchataur, owl = card(st, "Luchataur"), card(st, "Spider Owl")
    assert why(st, Action.of("attack", luchataur)) is None  # the Poisonous, Tough Scorpion may block it
    assert why(st, Action.of("attack", owl)) == ("attack_wins_fights", {"card": owl})  # only the Sneaky Ferret may
    st = position(play=(["Spider Owl"], ["Gorillion"]))
    owl = card(st, "Spider Owl")
    assert why(st, Action.of("attack", owl)) == ("attack_unblockable", {"card": owl})  # Sneaky: Gorillion may not
    st = position(play=(["Spider Owl"], ["Gorillion"]), life=(3, 1))
    assert why(st, Action.of("attack", owl)) == ("attack_last", {"card": owl})


def test_in_random_games_a_reason_is_only_given_for_the_seat_s_own_legal_action():
    rng = random.Random(3)
    seen = set()
    for seed in range(3):
        st = GAME.new_game(2, seed)
        while not st.is_terminal:
            seat = st.to_move
            infoset = InformationSet(GAME, st.observation(seat))
            other = InformationSet(GAME, st.observation(1 - seat))
            for a in st.legal_actions():
                reason = explain(infoset, a)
                if reason is not None:
                    seen.add(reason[0])
                assert explain(other, a) is None
            st.apply(rng.choice(st.legal_actions()))
    assert {"mindbug_worth", "mindbug_keep"} & seen and {"block_wins", "block_saves", "block_trade"} & seen
