"""The conformance kit (cf. OpenSpiel's ``random_sim_test``): the engine contract checked the same way for every
registered game — the app's games and the test games registered by ``tests/conftest.py`` — at every player count and
in every combination of its boolean options, over seeded random matches. No game copies these checks; a new game is
covered by registering it.

Per match: it ends; every decision belongs to the seat to move and its actions are distinct; every applied action was
offered; actions that are not legal now (legal elsewhere in the match, so possibly another seat's; made-up arguments;
an unknown kind; anything after the end) raise ``IllegalActionError`` and leave the State unchanged; a clone is
independent and exact; observations are JSON and round-trip through it; the State's event log is complete and in
order, each seat's log is exactly the events it may see, its table view shows no more than the observation (events it
need not remember as it remembers them), the spectator view holds everything, events round-trip through JSON;
``determinize(observation(p))`` gives, for every seat, a State with that same observation and (for the seat to move)
the same legal actions, depending on the observation and the rng only, and playable to the end, and
``determinize(table_view(p))`` (a level that forgets) one with that same table view; the same seed and actions replay
bit for bit (events included); a seeded computer player (the search with a game's opponent model too) decides the
same in a world whose hidden cards were resampled consistently with its observation, and gets the same hint there;
undo never crosses an event that revealed something to the human; the fast path of search (``fast_apply`` /
``fast_actions``) reaches exactly the States the checked path reaches.
Per game: the event kinds emitted are exactly the manifest's ``event_kinds``, and a game with a table has a log
sentence for every kind.
"""

from __future__ import annotations

import itertools
import json
import random
import typing
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.ai import ISMCTSAgent, RandomAgent, make_agent
from cardtable.ai.base import Agent
from cardtable.ai.ismcts import Budget
from cardtable.engine import registry
from cardtable.engine.base import Action, Event, GameInfo, IllegalActionError, InformationSet, State, replay
from cardtable.undo import UndoHistory, play_step, replay_steps

MATCHES = 6
"""Random matches per game, player count and options variant."""
MAX_STEPS = 20_000
PROBES = 4
"""A match is probed in depth (illegal actions, clones, determinizations, AI choices) at this many random points."""


def variants(game: GameInfo, counts: bool = False) -> list[dict[str, Any]]:
    """Every combination of the options model's boolean fields (the defaults for the rest); with ``counts``, also
    each integer field with a default raised by 2 (a match of several games, say), where the model allows it, and
    each other value of a ``Literal`` field (a deck, a token) that is valid with the defaults for the rest."""
    fields = game.options_model.model_fields
    flags = [name for name, f in fields.items() if f.annotation in (bool, "bool")]
    found = [dict(zip(flags, values, strict=True)) for values in itertools.product((False, True), repeat=len(flags))]
    for name, f in fields.items() if counts else ():
        if f.annotation in (int, "int") and isinstance(f.default, int):
            tried = [f.default + 2]
        elif typing.get_origin(f.annotation) is typing.Literal:
            tried = [v for v in typing.get_args(f.annotation) if v != f.default]
        else:
            continue
        for value in tried:
            try:
                found.append(game.parse_options({name: value}).model_dump(include={name}))
            except ValueError:
                continue
    return found


def cases() -> Iterator[Any]:
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            for options in variants(game):
                label = ",".join(k for k, v in options.items() if v) or "default"
                yield pytest.param(game_id, players, options, id=f"{game_id}-{players}p-{label}")


def views(state: State) -> list[dict[str, Any]]:
    """Every seat's observation: what must not change when an illegal action is refused."""
    return [state.observation(p) for p in range(state.num_players)]


def strip_log(observation: dict[str, Any]) -> dict[str, Any]:
    """A determinization has no past: it is compared with the observation outside its log."""
    return {k: v for k, v in observation.items() if k != "log"}


def made_up(legal: tuple[Action, ...]) -> list[Action]:
    """Actions no engine should accept now: legal kinds with made-up, missing or extra arguments, unknown kinds."""
    out = [Action.of("no-such-kind"), Action.of("no-such-kind", 0)]
    for a in legal[:4]:
        out += [Action(a.kind, (*a.args, 0)), Action.of(a.kind, 9999), Action.of(a.kind, -1), Action.of(a.kind, "x")]
        if a.args:
            out.append(Action(a.kind, ()))
    return [a for a in out if a not in legal]


def agents(game: GameInfo, heuristic: bool) -> list[Agent]:
    # the search with and without the opponent model (the hard level samples with it where a game has one)
    found: list[Agent] = [
        RandomAgent(),
        ISMCTSAgent(budget=Budget(None, 16)),
        ISMCTSAgent(budget=Budget(None, 16), infer=True),
    ]
    if heuristic and game.heuristic:
        found.append(make_agent("heuristic", game))
    return found


def check_refusals(state: State, pool: set[Action]) -> None:
    legal = state.legal_actions()
    before, history = views(state), list(state.history)
    for action in [*sorted(pool - set(legal), key=str)[:12], *made_up(legal)]:
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert views(state) == before and state.history == history


def check_views(state: State) -> None:
    """The State's event log is complete and in order; each seat's observation logs exactly the events it may see;
    its table view has the observation's keys and logs the same events, each in full or as the seat remembers it
    (:meth:`Event.remembered`); the spectator view holds the observation's keys and every event; events round-trip
    through JSON."""
    log = state.event_log()
    assert all(Event.from_json(e.to_json()) == e for e in log), "an event does not round-trip through JSON"
    everything = [e.to_json() for e in log]
    for p in range(state.num_players):
        obs = state.observation(p)
        assert obs["log"] == [e.to_json() for e in log if e.visible_to(p)], f"seat {p}'s log is not its events"
        table = state.table_view(p)
        assert table.keys() == obs.keys() and len(table["log"]) == len(obs["log"])
        for shown, seen in zip(table["log"], obs["log"], strict=True):
            assert shown in (seen, Event.from_json(seen).remembered().to_json()), "the table shows what it may not"
        spectator = state.spectator_view(p)
        assert obs.keys() <= spectator.keys() and spectator["log"] == everything, "the spectator view lacks events"
        assert json.loads(json.dumps(spectator)) == spectator


def check_determinize(game: GameInfo, state: State, rng: random.Random) -> None:
    legal = state.legal_actions()
    for p in range(state.num_players):
        obs = state.observation(p)
        assert json.loads(json.dumps(obs)) == obs, "the observation does not round-trip through JSON"
        assert all(e["audience"] is None or p in e["audience"] for e in obs["log"]), f"seat {p} sees others' events"
        assert (obs["decision"] is not None) == (state.to_move == p)
        det = game.determinize(json.loads(json.dumps(obs)), rng)
        assert strip_log(det.observation(p)) == strip_log(obs), f"determinization differs from seat {p}'s view"
        table = state.table_view(p)  # what a hint searches from
        forgetful = game.determinize(json.loads(json.dumps(table)), rng)
        assert strip_log(forgetful.table_view(p)) == strip_log(table), f"determinizing seat {p}'s table view"
        recall = state.recall_view(p, lambda key, turns: (len(key) + turns) % 2 == 0)  # a level that forgets
        assert recall.keys() == obs.keys() and json.loads(json.dumps(recall)) == recall
        recalled = game.determinize(json.loads(json.dumps(recall)), rng)
        assert strip_log(recalled.observation(p)) == strip_log(recall), f"determinizing seat {p}'s recall view"
        if state.to_move != p:
            continue
        assert det.legal_actions() == legal == forgetful.legal_actions() == recalled.legal_actions()
        again = [game.determinize(obs, random.Random(7)), game.determinize(obs, random.Random(7))]
        assert views(again[0]) == views(again[1]), "determinize depends on more than the observation and rng"
        steps = 0
        while not det.is_terminal and steps < MAX_STEPS:  # a determinization is a State like any other
            det.apply(rng.choice(det.legal_actions()))
            steps += 1
        assert det.is_terminal


def check_ai_cannot_peek(game: GameInfo, state: State, rng: random.Random, heuristic: bool) -> None:
    """The seat to move decides the same, and gets the same hint, in a world whose hidden cards were resampled
    consistently with what it sees (a determinization of its observation, read as the truth)."""
    p = state.to_move
    assert p is not None
    if len(state.legal_actions()) < 2:
        return
    obs = state.observation(p)
    other = game.determinize(obs, rng).observation(p)
    other["log"] = obs["log"]  # the same past, the hidden cards resampled
    for agent in agents(game, heuristic):
        seed = rng.randrange(1 << 30)
        mine = agent.choose(InformationSet(game, obs), random.Random(seed))
        theirs = agent.choose(InformationSet(game, other), random.Random(seed))
        assert mine == theirs, f"{agent.name} decided differently on the same information"
        if isinstance(agent, ISMCTSAgent):  # the hint (Help → Hint) searches from the same information only
            hint = agent.advise(InformationSet(game, obs), random.Random(seed))
            assert hint == agent.advise(InformationSet(game, other), random.Random(seed)), "the hint peeked"


def check_clone(state: State, rng: random.Random) -> None:
    frozen = state.clone()
    snapshot = views(frozen)
    twin = state.clone()
    probe = state.clone()
    actions = []
    while not probe.is_terminal and len(actions) < 30:
        a = rng.choice(probe.legal_actions())
        probe.apply(a)
        twin.apply(a)
        actions.append(a)
    assert views(frozen) == snapshot, "playing a clone changed another clone"
    assert views(twin) == views(probe) and twin.history == probe.history
    assert views(state) == snapshot, "playing a clone changed the original"


@pytest.mark.parametrize(("game_id", "players", "options"), list(cases()))
def test_random_matches_keep_the_contract(game_id: str, players: int, options: dict[str, Any]) -> None:
    game = registry.get_game(game_id)
    for match in range(MATCHES):
        seed = 1000 * players + match
        rng = random.Random(seed)
        state = game.new_game(players, seed, options)
        pool: set[Action] = set()
        events: list[list[dict[str, Any]]] = []
        steps = probes = 0
        while not state.is_terminal:
            decision = state.decision()
            legal = state.legal_actions()
            assert decision is not None and decision.player == state.to_move and decision.actions == legal
            assert legal and len(set(legal)) == len(legal)
            assert not {r.action for r in decision.refusals} & set(legal), "a refused choice is legal"
            assert {c.action for c in decision.cautions} <= set(legal), "a cautioned choice is not legal"
            pool.update(legal)
            if probes < PROBES and rng.random() < 0.1:
                probes += 1
                check_views(state)
                check_refusals(state, pool)
                check_determinize(game, state, rng)
                check_clone(state, rng)
                check_ai_cannot_peek(game, state, rng, heuristic=probes == 1)
            action = rng.choice(legal)
            before = len(state.event_log())
            applied = state.apply(action)
            assert state.event_log()[before:] == applied, "the event log is not the events in the order they happened"
            events.append([e.to_json() for e in applied])
            assert state.history[-1] == action
            steps += 1
            assert steps < MAX_STEPS, "the match does not end"
        assert state.outcome is not None and state.decision() is None and state.legal_actions() == ()
        assert state.to_move is None
        check_views(state)
        check_refusals(state, pool)  # nothing is legal after the end
        again = replay(game, players, seed, options, [])
        replayed = [[e.to_json() for e in again.apply(a)] for a in state.history]
        assert replayed == events and views(again) == views(state), "the same seed and actions played differently"


FAST_MATCHES = 10
"""Seeded random matches per game, player count and options variant played both by ``apply`` and ``fast_apply``."""


def state_without_log(state: State) -> list[Any]:
    """Everything a State holds but its event log: every seat's observation and spectator view (hidden cards, deck
    order, public inferences), outside their logs, and the history, scores, round, seat to move and outcome."""
    seats = range(state.num_players)
    o = state.outcome
    return [
        [strip_log(state.observation(p)) for p in seats],
        [strip_log(state.spectator_view(p)) for p in seats],
        list(state.history),
        state.scores(),
        state.round_index,
        state.to_move,
        None if o is None else (o.winners, o.scores, o.reason),
    ]


def play_both_ways(state: State, rng: random.Random) -> int:
    """Play ``state`` (unchanged) to the end twice, by ``apply`` and by ``fast_apply``, with the same random actions,
    checking that both offer the same actions at every step and reach the same State outside the event log (every
    third step and at the end); return the steps played."""
    checked, fast = state.clone(), state.clone()
    steps = 0
    while not checked.is_terminal:
        legal = checked.legal_actions()
        assert fast.fast_actions() == legal, "the fast path offers other actions"
        action = rng.choice(legal)
        checked.apply(action)
        fast.fast_apply(action)
        steps += 1
        if steps % 3 == 0:  # a difference stays; comparing every step would cost the log's length each time
            assert state_without_log(fast) == state_without_log(checked), f"the fast path differs after {action}"
        assert steps < MAX_STEPS, "the match does not end"
    assert fast.is_terminal and fast.fast_actions() == ()
    assert state_without_log(fast) == state_without_log(checked), "the fast path ends elsewhere"
    return steps


def offers_a_fast_path(game_id: str) -> bool:
    """True if the game's State has its own fast path (``fast_apply``; else it is ``apply`` itself)."""
    game = registry.get_game(game_id)
    return type(game.new_game(game.min_players, 0)).fast_apply is not State.fast_apply


@pytest.mark.parametrize(("game_id", "players", "options"), [c for c in cases() if offers_a_fast_path(c.values[0])])
def test_the_fast_path_reaches_the_states_the_checked_path_reaches(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """``fast_apply`` / ``fast_actions`` (search and playouts: no events, no decisions, no check) reach exactly the
    States ``apply`` / ``legal_actions`` reach, from a new match and from a determinization (what a search plays),
    in every game that offers a fast path of its own."""
    game = registry.get_game(game_id)
    for match in range(FAST_MATCHES):
        seed = 7000 * players + match
        rng = random.Random(seed)
        state = game.new_game(players, seed, options)
        play_both_ways(state, rng)
        for _ in range(rng.randrange(40)):  # then from a determinization somewhere in the match
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            play_both_ways(InformationSet(game, state.observation(seat)).determinize(rng), rng)


@pytest.mark.parametrize(("game_id", "players", "options"), list(cases()))
def test_undo_never_crosses_a_reveal_to_the_human(game_id: str, players: int, options: dict[str, Any]) -> None:
    """Wherever undo is offered to the human in seat 0, the steps it takes back revealed nothing new to that seat,
    and the rebuilt State is the human's earlier decision with the same observation."""
    game = registry.get_game(game_id)
    human = frozenset({0})
    for match in range(2):
        seed = 77 + match
        rng = random.Random(seed)
        state = game.new_game(players, seed, options)
        history = UndoHistory(human)
        seen = [state.observation(0)]
        while not state.is_terminal:
            history.record(play_step(state, rng.choice(state.legal_actions())))
            seen.append(state.observation(0))
            keep = history.target()
            if keep is None:
                continue
            undone = history.steps[keep:]
            assert undone[0].player == 0 and undone[0].choices > 1
            assert not any(e.reveals_to(0) for s in undone for e in s.events)
            if rng.random() < 0.2:
                back, _ = replay_steps(game, players, seed, options, history.actions[:keep])
                assert back.to_move == 0 and back.observation(0) == seen[keep]


def emitted(game: GameInfo, matches_per_count: int = 40) -> list[Event]:
    """Every event of seeded random matches at every player count and options variant, the setup's included."""
    found: list[Event] = []
    for players in range(game.min_players, game.max_players + 1):
        for options in variants(game, counts=True):
            for seed in range(matches_per_count):
                rng = random.Random(seed)
                state = game.new_game(players, seed, options)
                while not state.is_terminal:
                    state.apply(rng.choice(state.legal_actions()))
                found += state.event_log()
    return found


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_emitted_event_kinds_are_the_documented_ones(game_id: str) -> None:
    game = registry.get_game(game_id)
    kinds = {e.kind for e in emitted(game)}
    assert sorted(kinds - set(game.event_kinds)) == [], "emitted but not in the manifest's event_kinds"
    assert sorted(set(game.event_kinds) - kinds) == [], "documented in event_kinds but never emitted"


@pytest.mark.parametrize("game_id", [g for g in registry.game_ids() if registry.get_game(g).table])
def test_every_event_kind_has_a_log_sentence(qapp: Any, game_id: str) -> None:
    """Each kind the engine emits is worded by the game's table for someone who sees it (a seat in its audience, or
    nobody in particular as in a replay), unless the table's ``UNLOGGED`` says its log leaves that kind out on
    purpose. The table is shown the match it words (its options and players), as in the app."""
    from PySide6.QtWidgets import QGraphicsScene

    from cardtable.ui.games import table_class
    from cardtable.ui.table.animation import Animator

    game = registry.get_game(game_id)
    cls = table_class(game_id)
    worded: set[str] = set()
    for players in range(game.min_players, game.max_players + 1):
        for options in variants(game, counts=True):
            for seed in range(8):
                rng = random.Random(seed)
                state = game.new_game(players, seed, options)
                table = cls(QGraphicsScene(), game, [f"P{i}" for i in range(players)], Animator(0.0))
                table.sync(state.observation(0), [])
                while not state.is_terminal:
                    state.apply(rng.choice(state.legal_actions()))
                for event in state.event_log():
                    viewers = [None, *range(players)] if event.audience is None else sorted(event.audience)
                    if event.kind not in worded and any(table.describe(event, v) for v in viewers):
                        worded.add(event.kind)
    assert sorted(set(game.event_kinds) - worded - cls.UNLOGGED) == [], "event kinds without a log sentence"
    assert sorted(worded & cls.UNLOGGED) == [], "UNLOGGED names kinds the log does word"
