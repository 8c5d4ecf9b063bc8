"""The engine contract's own value types."""

import json

import pytest

from cardtable.engine import Action, Event, Outcome


def test_action_json_round_trip():
    a = Action.of("guess", 2, "x")
    assert a.to_json() == ["guess", 2, "x"]
    assert Action.from_json(a.to_json()) == a
    assert hash(a) == hash(Action("guess", (2, "x")))


@pytest.mark.parametrize("bad", [[], "play", [1, 2], ["play", 1.5], ["play", True], {"kind": "play"}])
def test_action_from_json_rejects(bad):
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_event_visibility():
    public = Event("played", {"seat": 0})
    private = Event("saw", {"card": 6}, frozenset({1}))
    assert public.visible_to(3)
    assert private.visible_to(1) and not private.visible_to(0)
    assert private.to_json()["audience"] == [1]


def test_outcome_returns():
    assert Outcome((1,), (0, 3), "tokens").returns(2) == (0.0, 1.0)
    assert Outcome((0, 2), (2, 1, 2), "tokens").returns(3) == (0.5, 0.0, 0.5)
    assert Outcome((), (1, 1), "draw").returns(2) == (0.5, 0.5)


EVENTS = [
    Event("played", {"seat": 0, "card": 3}),
    Event("saw", {"card": 6, "where": "deck"}, frozenset({1, 2}), True),
    Event("played", {"seat": 2}, None, True, frozenset({2})),
    Event("peeked", {"seat": 1, "card": 4}, frozenset({1}), True, frozenset(), frozenset({"card"})),
]


@pytest.mark.parametrize("event", EVENTS)
def test_event_json_round_trip(event):
    data = event.to_json()
    assert json.loads(json.dumps(data)) == data
    assert Event.from_json(json.loads(json.dumps(data))) == event


def test_event_json_names_known_to_and_unremembered():
    assert EVENTS[2].to_json()["known_to"] == [2]
    assert EVENTS[3].to_json()["unremembered"] == ["card"]


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"data": {}},
        {"kind": "x", "data": []},
        {"kind": "x", "audience": [0.5]},
        {"kind": "x", "reveals": "yes"},
        {"kind": "x", "known_to": [True]},
        {"kind": "x", "unremembered": "card"},
    ],
)
def test_event_from_json_rejects(bad):
    with pytest.raises(ValueError):
        Event.from_json(bad)


def test_remembered_drops_the_unremembered_data():
    peeked = EVENTS[3]
    assert peeked.remembered() == Event("peeked", {"seat": 1}, frozenset({1}), True)
    assert EVENTS[1].remembered() is EVENTS[1]
