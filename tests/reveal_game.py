"""A small test game implementing the engine contract, with exactly the features undo and saves care about.

"Reveal" (2–3 players, a deck of the cards 1..12 shuffled with the seed, each player dealt one hidden card). On their
turn a player chooses one of:
- ``mark(k)`` (k = 1 or 2, public, reveals nothing), then ``size(s)`` (s = 1 or 2): scores k * s points;
- ``draw``: takes the top card of the deck into hand (a private ``drew`` event with ``reveals=True``), then the
  forced ``ack``;
- ``wait``: public, reveals nothing, then the forced ``ack``;
- ``show``: turns their hand card face up for everybody (a public event with ``reveals=True``);
- ``pass``.
The match ends when someone has 6 points; the highest score wins. Options: ``target`` (points to win, default 6).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo, IllegalActionError, Outcome, State


class RevealOptions(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}
    target: int = Field(default=6, ge=1, le=50)


class RevealState(State):
    game_id = "reveal"

    def __init__(self, players: int, seed: int, options: RevealOptions, deck: Sequence[int] | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        cards = list(deck) if deck is not None else self.rng.sample(range(1, 13), 12)
        self.hands: list[list[int]] = [[cards.pop(0)] for _ in range(players)]
        self.deck = cards
        self.points = [0] * players
        self.current = 0
        self.step = "turn"  # "turn", "size", "ack"
        self.marked = 0
        self.history: list[Action] = []
        self.log: list[Event] = [Event("dealt", {"card": h[0]}, frozenset({p}), True) for p, h in enumerate(self.hands)]

    @property
    def to_move(self) -> int | None:
        return None if self.outcome is not None else self.current

    def decision(self) -> Decision | None:
        if self.outcome is not None:
            return None
        if self.step == "size":
            actions: tuple[Action, ...] = (Action.of("size", 1), Action.of("size", 2))
        elif self.step == "ack":
            actions = (Action.of("ack"),)
        else:
            actions = (
                Action.of("mark", 1),
                Action.of("mark", 2),
                *((Action.of("draw"),) if self.deck else ()),
                Action.of("wait"),
                Action.of("show"),
                Action.of("pass"),
            )
        return Decision(self.current, self.step, actions)

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not legal now", action)
        p = self.current
        events: list[Event] = []
        end_turn = True
        if action.kind == "mark":
            self.marked = int(action.args[0])
            self.step = "size"
            end_turn = False
            events.append(Event("marked", {"seat": p, "k": self.marked}))
        elif action.kind == "size":
            self.points[p] += self.marked * int(action.args[0])
            events.append(Event("scored", {"seat": p, "points": self.points[p]}))
        elif action.kind == "draw":
            card = self.deck.pop(0)
            self.hands[p].append(card)
            events += [Event("drew", {"seat": p}), Event("drew_card", {"card": card}, frozenset({p}), True)]
            self.step, end_turn = "ack", False
        elif action.kind == "wait":
            events.append(Event("waited", {"seat": p}))
            self.step, end_turn = "ack", False
        elif action.kind == "show":
            events.append(Event("showed", {"seat": p, "cards": list(self.hands[p])}, None, True))
        elif action.kind == "pass":
            events.append(Event("passed", {"seat": p}))
        if end_turn:
            self.step = "turn"
            self.current = (p + 1) % self.num_players
        self.history.append(action)
        self.log += events
        return events

    @property
    def outcome(self) -> Outcome | None:
        best = max(self.points)
        if best < self.options.target:
            return None
        winners = tuple(p for p, v in enumerate(self.points) if v == best)
        return Outcome(winners, tuple(float(v) for v in self.points), "points")

    @property
    def round_index(self) -> int:
        return 0

    def scores(self) -> tuple[float, ...]:
        return tuple(float(v) for v in self.points)

    def clone(self) -> RevealState:
        other = RevealState.__new__(RevealState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.points = list(self.points)
        other.history = list(self.history)
        other.log = list(self.log)
        return other

    def observation(self, player: int) -> dict[str, JSON]:
        return {
            **self.common_observation(player),
            "hand": list(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "points": list(self.points),
            "current": self.current,
            "step": self.step,
            "marked": self.marked,
            "target": self.options.target,
            "history": [a.to_json() for a in self.history],
        }

    def event_log(self) -> list[Event]:
        return list(self.log)

    def spectator_view(self, player: int) -> dict[str, JSON]:
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self.log]
        view["hands"] = [list(h) for h in self.hands]
        view["deck"] = list(self.deck)
        return view


def _factory(players: int, seed: int, options: Any, deck: Sequence[Any] | None) -> State:
    return RevealState(players, seed, options, deck)


def _determinize(observation: dict[str, JSON], rng: random.Random) -> State:
    """Own hand as observed; the other hands (sizes as observed) and the deck resampled from the unseen cards."""
    me = observation["player"]
    sizes = observation["hand_sizes"]
    unseen = [c for c in range(1, 13) if c not in observation["hand"]]
    rng.shuffle(unseen)
    state = RevealState(observation["num_players"], 0, RevealOptions(target=observation["target"]), list(range(1, 13)))
    state.hands = [
        list(observation["hand"]) if p == me else [unseen.pop() for _ in range(n)] for p, n in enumerate(sizes)
    ]
    state.deck = unseen
    state.points = list(observation["points"])
    state.current, state.step, state.marked = observation["current"], observation["step"], observation["marked"]
    state.history = [Action.from_json(a) for a in observation["history"]]
    state.log = []
    return state


GAME = GameInfo(
    id="reveal",
    name="Reveal",
    min_players=2,
    max_players=3,
    rules_file="reveal.md",
    options_model=RevealOptions,
    factory=_factory,
    determinize=_determinize,
    event_kinds=("dealt", "drew", "drew_card", "marked", "passed", "scored", "showed", "waited"),
)


def lookup(game_id: str) -> GameInfo:
    """A stand-in for the registry's ``get_game`` that knows only the Reveal game."""
    if game_id != "reveal":
        raise KeyError(game_id)
    return GAME
