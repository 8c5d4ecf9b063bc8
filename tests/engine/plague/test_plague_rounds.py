"""Plague rounds and the match: the Priest's cover move, scoring (negative too), round winners, running totals, the
next dealer, victory by rounds and by points with their ties (``plague.md``, Which card goes on top; Scoring and
winning; Dealing)."""

from __future__ import annotations

import pytest

from cardtable.engine import Action, Event, IllegalActionError
from cardtable.engine.plague import PlagueState
from cardtable.engine.plague.cards import PRIEST
from cardtable.engine.plague.state import POINTS_ROUND_LIMIT
from tests.engine.plague.plague_helpers import c, exact, play


def cover_scenario() -> PlagueState:
    """Seat 1 wins a Plague pile, then wins the last trick with the Priest (the Fortress fails: 1 odd, 0 even)."""
    s = exact(3, {0: "g4 r1 b1", 1: "g6 r6 P", 2: "p1 b5 F"})
    play(s, "g4", "g6", "p1")  # seat 1: green 6 wins, the Plague on top
    play(s, "r6", "b5", "r1")  # seat 2: blue beats red
    play(s, "F", "b1", "P")
    return s


def test_the_priests_winner_may_cover_an_earlier_plague_pile():
    s = cover_scenario()
    d = s.decision()
    assert d.player == 1 and d.kind == "cover"
    assert d.actions == (Action.of("cover", 0), Action.of("cover", "keep")) and d.context == {
        "piles": [0],
        "pile": 1,
        "refused": [],
    }
    assert s.piles(1) == [(c("p1"), 3), (PRIEST, 3)]
    with pytest.raises(IllegalActionError):
        s.apply(Action.of("cover", 1))  # the Priest's own pile
    events = s.apply(Action.of("cover", 0))
    assert events[0] == Event("priest_move", {"seat": 1, "onto": 0, "count": 6, "covered": c("p1")})
    end = next(e for e in events if e.kind == "round_end").data
    assert end["points"] == [0, 0, 2] and end["tops"] == [[], [PRIEST], [c("b5")]] and end["winners"] == [2]
    assert s.totals == [0, 0, 2] and s.rounds_won == [0, 0, 1]


def test_keeping_the_priests_trick_apart_leaves_the_plague_scoring():
    s = cover_scenario()
    events = s.apply(Action.of("cover", "keep"))
    assert events[0] == Event("priest_move", {"seat": 1, "onto": None, "count": 3, "covered": None})
    end = next(e for e in events if e.kind == "round_end").data
    assert end["points"] == [0, -1, 2] and end["tops"] == [[], [c("p1"), PRIEST], [c("b5")]]


def test_the_cover_decision_says_why_a_pile_without_a_plague_on_top_is_not_offered():
    s = exact(2, {0: "r12 g11 g1 P", 1: "p3 g2 g12 b5"})
    play(s, "r12", "p3")  # seat 0 wins, Plague 3 on top
    play(s, "g11", "g2")  # seat 0 wins, green 11 on top
    play(s, "g1", "g12")  # seat 1 wins and leads
    play(s, "b5", "P")  # seat 0 wins with the Priest
    d = s.decision()
    assert d.kind == "cover" and d.actions == (Action.of("cover", 0), Action.of("cover", "keep"))
    assert [(r.action, r.key, dict(r.data)) for r in d.refusals] == [
        (Action.of("cover", 1), "cover_no_plague", {"pile": 1})
    ]
    with pytest.raises(IllegalActionError):
        s.apply(Action.of("cover", 1))


def test_no_cover_decision_without_a_plague_pile():
    s = exact(3, {0: "g4 r1", 1: "p1 P", 2: "g5 r2"})
    play(s, "g4", "p1", "g5")  # seat 2 wins the Plague
    play(s, "r2", "r1", "P")  # seat 1's Priest wins, but seat 1 has no Plague pile
    assert s.round_index == 1 and s.totals == [0, 0, -1]


def finish(s: PlagueState, tops: list[list[str]]) -> list[Event]:
    """White box: end the round now with these won piles (top cards per seat)."""
    s._hands = [[] for _ in range(s.num_players)]
    s._piles = [[(c(t), 3) for t in seat] for seat in tops]
    ev: list[Event] = []
    s._end_round(ev)
    s._log.extend(ev)
    return ev


def test_scores_can_be_negative_ties_share_the_round_and_totals_run_on():
    s = exact(3, {0: "r1", 1: "r2", 2: "r3"})
    ev = finish(s, [["r1", "p5"], ["g2", "b12"], ["F"]])  # 3-5, 3+0, 5
    end = ev[0].data
    assert end["points"] == [-2, 3, 5] and end["winners"] == [2] and not end["decided"]
    s2 = exact(3, {0: "r1", 1: "r2", 2: "r3"})
    end = finish(s2, [["r1"], ["g4"], ["b7", "b8"]])[0].data
    assert end["points"] == [3, 2, 2] and end["winners"] == [0]
    s3 = exact(2, {0: "r1", 1: "r2"})
    end = finish(s3, [["r4", "p1"], ["b9"]])[0].data
    assert end["winners"] == [0, 1] and s3.rounds_won == [1, 1]  # a tie: both win the round


def test_the_highest_total_deals_the_next_round_ties_clockwise_after_the_dealer():
    s = exact(3, {0: "r1", 1: "r2", 2: "r3"}, leader=0)  # dealer 2
    finish(s, [["b9"], ["r1"], ["g1"]])  # 1, 3, 3: seats 1 and 2 tie; clockwise after dealer 2: seat 0, 1
    assert s.dealer == 1 and s.leader == 2 and s.to_move == 2 and s.round_index == 1
    start = next(e for e in s.event_log() if e.kind == "round_start" and e.data["round"] == 1)
    assert start.data == {"round": 1, "dealer": 1, "leader": 2, "hand_size": 12, "undealt": 7}
    assert all(len(s.hand(p)) == 12 for p in range(3))


def test_victory_by_rounds_first_to_three():
    s = exact(3, {0: "r1", 1: "r2", 2: "r3"})
    s.rounds_won = [2, 2, 0]
    ev = finish(s, [["b9"], ["r1"], []])
    assert s.outcome is not None and s.outcome.winners == (1,) and s.outcome.reason == "rounds"
    assert ev[-1].kind == "match_end" and ev[-1].data["winners"] == [1] and ev[0].data["decided"]
    assert s.decision() is None and s.to_move is None


def test_victory_by_rounds_tied_goes_to_the_higher_total_else_another_round():
    s = exact(2, {0: "r1", 1: "r2"})
    s.rounds_won, s.totals = [2, 2], [10, 7]
    finish(s, [["r1"], ["g1"]])  # both win the round: 3 rounds each, totals 13 and 10
    assert s.outcome is not None and s.outcome.winners == (0,)
    s = exact(2, {0: "r1", 1: "r2"})
    s.rounds_won, s.totals = [2, 2], [7, 7]
    finish(s, [["r1"], ["g1"]])  # 3 rounds each, 10 points each: another round
    assert s.outcome is None and s.round_index == 1 and s.rounds_won == [3, 3]
    finish(s, [["r1"], ["g4"]])  # seat 0 wins a fourth round
    assert s.outcome is not None and s.outcome.winners == (0,)


def test_victory_by_points_first_to_fifty_ties_by_total_else_another_round():
    s = exact(3, {0: "r1", 1: "r2", 2: "r3"}, victory="points")
    s.totals = [48, 45, 60 - 20]
    finish(s, [["r1"], ["g1"], []])  # 51, 48, 40
    assert s.outcome is not None and s.outcome.winners == (0,) and s.outcome.reason == "points"
    assert s.outcome.scores == (51.0, 48.0, 40.0)
    s = exact(2, {0: "r1", 1: "r2"}, victory="points")
    s.totals = [47, 49]
    finish(s, [["r1", "r4"], ["g1"]])  # 52 and 52: another round
    assert s.outcome is None and s.totals == [52, 52]
    finish(s, [["r7"], ["g10"]])  # 53 and 52: both past 50, the higher total wins
    assert s.outcome is not None and s.outcome.winners == (0,)


def test_victory_by_points_not_reached_after_the_round_limit_goes_to_the_highest_total():
    s = exact(3, {0: "r1", 1: "r2", 2: "r3"}, victory="points")
    s._round = POINTS_ROUND_LIMIT - 2
    finish(s, [["r1"], [], []])
    assert s.outcome is None
    finish(s, [["p5"], ["g1"], ["r10"]])  # totals -2, 3, 0
    assert s.outcome is not None and s.outcome.winners == (1,) and s.round_index == POINTS_ROUND_LIMIT - 1
