"""Plague tricks: the seed's examples, every winner rule in the rules file's order, the top card, leading and
following (``plague.md``, Tricks)."""

from __future__ import annotations

import pytest

from cardtable.engine import Action, IllegalActionError
from cardtable.engine.plague import resolve_trick
from cardtable.engine.plague.cards import PRIEST, points
from tests.engine.plague.plague_helpers import c, cs, exact, play, start

NIMA, BARDIA, SONIA = 0, 1, 2


def winner_of(trick: str) -> tuple[str, str, str]:
    """(winning card, top card, rule) of a trick written as card names in play order."""
    cards = cs(trick)
    win, top, rule = resolve_trick(cards)
    names = trick.split()
    return names[win], names[cards.index(top)], rule


# --- the seed's two examples, through the engine ---------------------------------------------------------------------
def test_seed_example_one_blue_beats_red():
    """Nima leads red 4, Bardia follows red 6, Sonia has no red and plays blue 2: blue beats red, Sonia wins."""
    s = start(3, {NIMA: "r4", BARDIA: "r6", SONIA: "b2"}, without={SONIA: {"red"}})
    events = play(s, "r4", "r6", "b2")
    assert events[-1] == "trick_won"
    won = s.event_log()[-1].data
    assert won["seat"] == SONIA and won["card"] == c("b2") and won["top"] == c("b2") and won["rule"] == "beater"
    assert s.piles(SONIA) == [(c("b2"), 3)] and s.to_move == SONIA  # the winner leads the next trick


def test_seed_example_two_you_cannot_beat_the_beater():
    """Nima leads red 6; Bardia has no red and plays blue 3; Sonia has neither and plays green 8: Bardia wins."""
    s = start(3, {NIMA: "r6", BARDIA: "b3", SONIA: "g8"}, without={BARDIA: {"red"}, SONIA: {"red", "blue"}})
    play(s, "r6", "b3", "g8")
    won = s.event_log()[-1].data
    assert won["seat"] == BARDIA and won["rule"] == "beater" and s.to_move == BARDIA


# --- who wins the trick, in the rules file's order --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("trick", "expected"),
    [
        # 1. the Fortress: every other card even, or every other card odd
        ("F r4 b6", ("F", "F", "fortress")),
        ("r3 F g5 b7", ("F", "F", "fortress")),
        ("r3 g4 F", ("r3", "r3", "lead")),  # mixed parity: the Fortress has no power
        ("r2 p4 F", ("F", "p4", "fortress")),  # Plagues count their power; the Plague goes on top
        ("r3 p3 p1 F", ("F", "p3", "fortress")),  # the strongest Plague on top
        ("r2 P F", ("F", "F", "fortress")),  # the Priest counts 0 (even): the Fortress beats the Priest
        ("P F", ("F", "F", "fortress")),
        ("r3 P F", ("P", "P", "priest")),  # 3 and 0: mixed, the Priest wins
        # 2. the Priest
        ("r12 P b1", ("P", "P", "priest")),
        ("p5 P", ("P", "P", "priest")),  # the Priest beats Plagues and covers them
        ("r4 p2 P g3", ("P", "P", "priest")),
        # 3. the colour that beats the lead colour: its highest card; never the third colour
        ("r4 r6 b2", ("b2", "b2", "beater")),
        ("r6 b3 g8", ("b3", "b3", "beater")),
        ("r6 g12 b3 b9", ("b9", "b9", "beater")),
        ("g5 r1 b12", ("r1", "r1", "beater")),  # red beats green; blue has no power over a green lead
        ("b5 g2 r12", ("g2", "g2", "beater")),  # green beats blue
        # 4. the highest card of the lead colour
        ("r4 r9 r6", ("r9", "r9", "lead")),
        ("r4 g12 g11", ("r4", "r4", "lead")),  # green (beaten by red) has no power
        ("r4 r6 p5", ("r6", "p5", "lead")),  # a Plague goes on top of the winner's pile
        ("r4 p1 r6 p3", ("r6", "p3", "lead")),  # two Plagues: the stronger on top
        # the lead colour is the colour of the first suit card when a Plague or the Fortress led
        ("p2 g4 r3", ("r3", "p2", "beater")),
        ("p2 p4 b7 b9", ("b9", "p4", "lead")),
        ("F r3 r8", ("r8", "r8", "lead")),  # 3 and 8: mixed parity
        ("F g3 r2 b9", ("r2", "r2", "beater")),
        # 5. a trick of only Plagues: the highest Plague
        ("p2 p5 p1", ("p5", "p5", "plagues")),
        ("p1 p4", ("p4", "p4", "plagues")),
        ("p1 F p4", ("p4", "p4", "plagues")),  # a Fortress that does not win changes nothing
    ],
)
def test_trick_winner_and_top_card(trick, expected):
    assert winner_of(trick) == expected


def test_winner_rules_apply_in_the_rules_files_order_through_the_engine():
    """A 4-player trick with the Fortress, the Priest and a Plague: the Priest's 0 and the others' parity decide."""
    s = start(4, {0: "r2", 1: "p4", 2: "P", 3: "F"}, without={1: {"red"}, 2: {"red"}, 3: {"red"}})
    play(s, "r2", "p4", "P", "F")  # 2, 4, 0: all even
    won = s.event_log()[-1].data
    assert won["seat"] == 3 and won["rule"] == "fortress" and won["top"] == c("p4") and won["parity"] == "even"
    assert s.round_points()[3] == -4


def test_a_fortress_win_says_the_other_cards_parity_and_other_wins_none():
    s = start(3, {0: "r3", 1: "r5", 2: "F"})
    play(s, "r3", "r5", "F")  # 3 and 5: all odd
    won = s.event_log()[-1].data
    assert (won["rule"], won["parity"]) == ("fortress", "odd")
    s = start(3, {0: "r3", 1: "r6", 2: "F"})
    play(s, "r3", "r6", "F")  # mixed: the Fortress has no power
    won = s.event_log()[-1].data
    assert (won["rule"], won["parity"]) == ("lead", None)


# --- leading ----------------------------------------------------------------------------------------------------------
def test_the_priest_and_plagues_may_not_lead_and_say_why():
    s = start(3, {0: "r4 p3 P F"})
    d = s.decision()
    assert Action.of("play", c("F")) in d.actions and Action.of("play", c("r4")) in d.actions
    refused = {r.action.args[0]: r.key for r in d.refusals}
    assert refused == {c("p3"): "lead_plague", PRIEST: "lead_priest"}
    with pytest.raises(IllegalActionError, match="the Priest may not lead"):
        s.apply(Action.of("play", PRIEST))
    with pytest.raises(IllegalActionError, match="nothing but Plagues"):
        s.apply(Action.of("play", c("p3")))


def test_a_hand_of_only_plagues_leads_a_plague_and_tells_of_no_suit_card():
    s = exact(3, {0: "p1 p4", 1: "r1 r2", 2: "g1 P"})
    assert [a.args[0] for a in s.legal_actions()] == cs("p1 p4")
    play(s, "p4")
    assert s.voids(0) == ["red", "green", "blue", "fortress"] and s.plague_led


def test_a_plague_may_not_lead_beside_a_suit_card():
    s = exact(3, {0: "p1 g7", 1: "r1 r2", 2: "g1 g2"})
    assert [a.args[0] for a in s.legal_actions()] == cs("g7")


def test_nothing_else_possible_lets_the_priest_or_a_plague_lead():
    """A hand of the Priest and Plagues has no legal lead: any card may be played (house rule)."""
    s = exact(3, {0: "r1 g1 g2", 1: "r2 g3 g4", 2: "r12 P p3"})
    play(s, "r1", "r2", "r12")  # seat 2 wins with the highest red and leads with only the Priest and a Plague
    assert s.to_move == 2
    assert {a.args[0] for a in s.legal_actions()} == set(cs("p3 P"))
    assert s.decision().refusals == ()
    play(s, "P")
    assert s.voids(2) == ["red", "green", "blue", "fortress"]


# --- following --------------------------------------------------------------------------------------------------------
def test_follow_the_lead_colour_or_be_told_so():
    s = start(3, {0: "r4", 1: "r6 b2 p1 P F"})
    play(s, "r4")
    d = s.decision()
    offered = {a.args[0] for a in d.actions}
    assert c("F") in offered and PRIEST not in offered and c("b2") not in offered and c("p1") not in offered
    reasons = {r.action.args[0]: (r.key, r.data.get("colour")) for r in d.refusals}
    assert reasons[c("b2")] == ("follow", "red") and reasons[c("p1")] == ("follow", "red")
    assert reasons[PRIEST] == ("priest_no_plague", None)
    with pytest.raises(IllegalActionError, match="you must follow red"):
        s.apply(Action.of("play", c("b2")))
    assert {a.args[0] for a in d.actions} == set(s.hand(1)) - set(reasons)


def test_without_the_lead_colour_anything_goes_a_plague_included():
    s = start(3, {0: "r4", 1: "b2 p1 F"}, without={1: {"red"}})
    play(s, "r4")
    assert set(s.hand(1)) == {a.args[0] for a in s.legal_actions()}


def test_plague_lead_following_rules_on_a_prepared_trick():
    """The Plague lead: a player with a Plague must play one (the Priest and the Fortress are free), the first suit
    card played sets the lead colour, a later player without a Plague must follow it."""
    s = exact(4, {0: "p5 p1 p2", 1: "p4 r1 F", 2: "b5 r3 r4", 3: "b6 r2 g1"})
    play(s, "p5")
    d = s.decision()
    assert {a.args[0] for a in d.actions} == set(cs("p4 F"))
    assert {r.key for r in d.refusals} == {"follow_plague"}
    play(s, "p4")
    assert s.lead_colour == -1 and s.plague_led
    assert set(s.hand(2)) == {a.args[0] for a in s.legal_actions()}  # no Plague, no lead colour yet: anything
    play(s, "b5")
    assert s.lead_colour == 2  # blue
    d = s.decision()
    assert {a.args[0] for a in d.actions} >= set(cs("b6")) and c("r2") not in {a.args[0] for a in d.actions}
    assert PRIEST not in s.hand(3)
    play(s, "b6")
    won = s.event_log()[-1].data
    assert won["seat"] == 3 and won["top"] == c("p5") and won["rule"] == "lead"
    assert s.voids(2) == ["plague"] and s.voids(3) == ["plague"] and s.voids(1) == []


def test_the_priest_is_refused_before_any_plague_this_round_then_free():
    s = start(3, {0: "r4 r5", 1: "r6 P", 2: "p1"}, without={2: {"red"}})
    play(s, "r4")
    assert Action.of("play", PRIEST) not in s.legal_actions()
    assert next(r.key for r in s.decision().refusals if r.action.args[0] == PRIEST) == "priest_no_plague"
    with pytest.raises(IllegalActionError, match="once a Plague has been played"):
        s.apply(Action.of("play", PRIEST))
    play(s, "r6", "p1")  # a Plague this round: seat 1 won, with the Plague on top
    assert s.piles(1) == [(c("p1"), 3)] and s.round_points()[1] == -1
    assert s.plague_played


def test_the_priest_may_be_played_regardless_of_following_once_a_plague_was_played():
    s = exact(3, {0: "g4 r1 r2", 1: "g6 r6 r7", 2: "p1 r5 P"})
    play(s, "g4", "g6", "p1")  # seat 2 holds no green; the green 6 wins, the Plague goes on top
    assert s.to_move == 1 and s.piles(1) == [(c("p1"), 3)]
    play(s, "r6")
    assert {a.args[0] for a in s.legal_actions()} == {c("r5"), PRIEST}  # follow red, or the Priest


def test_a_lone_priest_leads_when_nothing_else_is_possible():
    s = exact(3, {0: "r4 r1", 1: "r6 P", 2: "p1 b1"})
    play(s, "r4", "r6", "p1")
    assert s.to_move == 1 and [a.args[0] for a in s.legal_actions()] == [PRIEST]


def test_fortress_may_lead_and_any_card_may_follow_it_until_a_suit_card_sets_the_colour():
    s = start(3, {0: "F", 1: "p2 g3", 2: "r5 b5"})
    play(s, "F")
    assert s.lead_colour == -1
    assert set(s.hand(1)) - {PRIEST} == {a.args[0] for a in s.legal_actions()}
    play(s, "g3")
    assert s.lead_colour == 1
    assert {a.args[0] for a in s.legal_actions()} == {x for x in s.hand(2) if 12 <= x < 24}


def test_points_of_top_cards():
    assert [points(x, 3) for x in cs("r1 r3 r4 r6 r7 r9 r10 r12")] == [3, 3, 2, 2, 1, 1, 0, 0]
    assert [points(x, 2) for x in cs("p1 p5 P F")] == [-1, -5, 0, 2]
    assert points(c("F"), 3) == 5 and points(c("F"), 4) == 9


def test_every_lead_begins_a_turn_even_when_the_tricks_winner_played_last():
    st = start(2, {0: "r4", 1: "b2"})
    assert st.decision().turn_starts  # the first lead
    play(st, "r4")
    assert not st.decision().turn_starts  # following is part of the trick's play
    play(st, "b2")  # Ali wins with the last card and leads the next trick: a turn of its own
    decision = st.decision()
    assert decision.player == 1 and decision.turn_starts and decision.to_json()["turn_starts"] is True


def test_the_priests_cover_begins_a_move_of_its_own_after_the_trick_is_won():
    """The trick's result (``trick_won``) is a move's end: the cover decision that follows is ``turn_starts``, so the
    app shows and says who won the trick before the winner chooses the cover."""
    st = exact(2, {0: "r12 g11 g1 P b1", 1: "p3 g2 g12 b5 b6"})
    play(st, "r12", "p3")  # Sara wins, Plague 3 goes on top
    play(st, "g11", "g2")
    play(st, "g1", "g12")  # Ali wins and leads
    play(st, "b5")
    assert not st.decision().turn_starts  # following is part of the trick's play
    events = st.apply(Action.of("play", c("P")))
    assert [e.kind for e in events] == ["played", "trick_won"]
    decision = st.decision()
    assert decision.player == 0 and decision.kind == "cover" and decision.turn_starts
