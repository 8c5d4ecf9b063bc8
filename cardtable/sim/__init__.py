"""The headless arena: computer players play complete matches and the arena prints honest statistics.

Command line (``python -m cardtable.sim`` or ``cardtable-sim``)::

    python -m cardtable.sim --game animals --players 4 --agents ismcts:normal,heuristic,random,random \\
        --games 200 --seed 1 --json

Agents are ``name[:level]`` specs (see :data:`cardtable.ai.AGENT_SPECS`), one per seat (a single spec fills every
seat). Game options are ``--options key=value[,key=value...]``, validated by the game's options model; a bad value,
an unknown key, an unknown game or agent, or a player count outside the game's range exits with code 2 and a one-line
message. Exit code 1 means some match raised an error or reached an illegal state.

Seats rotate by default (``--no-rotate`` turns it off): in match ``i`` seat ``s`` is played by agent
``agents[(s + i) % players]``, so over any ``players`` consecutive matches every agent sits in every seat once. This
matters for strength figures: the first player of a round has an edge. ``wins`` is reported per seat and per agent
spec; a win shared by ``k`` seats counts ``1/k`` for each (a draw counts nothing and is counted in ``draws``).

Every agent gets only an information set built from the seat's observation (its recall view for a level that
forgets, :func:`cardtable.ai.seat_view`) and its own rng seeded
from ``(seed, match, seat)``; match ``i`` uses a State seed derived from ``(seed, i)``. Results therefore do not
depend on ``--jobs`` (except decision times, and ISMCTS moves when its time budget binds rather than its iteration
cap).

JSON output (one object): ``game``, ``players``, ``games``, ``seed``, ``options``, ``agents``, ``rotate``,
``errors`` (number of matches that raised or hit an illegal state), ``error_messages`` (the first few),
``wins`` (per seat), ``draws``, ``wins_by_agent`` / ``seats_by_agent`` / ``win_rate_by_agent`` (per spec:
fractional wins, number of (match, seat) places played, wins / places), ``mean_turns`` (mean number of decisions
per match, all seats together, forced ones included), ``mean_rounds``, ``decision_ms`` (per seat: ``mean``, ``p95``,
``max`` milliseconds per decision, including building the information set), ``decision_ms_by_agent``, ``elapsed_s``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from cardtable.ai import AGENT_SPECS, make_agent, seat_view
from cardtable.ai.base import Agent
from cardtable.engine.base import GameInfo, InformationSet, OptionsError
from cardtable.engine.registry import game_ids, get_game, load_manifest

MAX_DECISIONS = 20_000
"""A match taking more decisions than this counts as an error (a game that does not end)."""


@dataclass(frozen=True)
class MatchResult:
    """One played match: ``seats`` the agent spec per seat; ``winners`` the winning seats (empty on a draw or an
    error); ``decisions`` and ``rounds`` played; ``decision_s`` per seat the seconds each decision took; ``error`` the
    problem if the match raised or reached an illegal state, else ``None``."""

    index: int
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    decisions: int
    rounds: int
    decision_s: tuple[tuple[float, ...], ...]
    error: str | None


def match_seed(seed: int, index: int) -> int:
    """The State seed of match ``index`` in a run with ``seed`` (a 63-bit int)."""
    return random.Random(f"cardtable-sim:{seed}:{index}").getrandbits(63)


def seat_specs(agents: Sequence[str], index: int, rotate: bool) -> tuple[str, ...]:
    """The agent spec per seat in match ``index``: ``agents[(s + index) % n]`` when rotating, else ``agents``."""
    n = len(agents)
    return tuple(agents[(s + index) % n] for s in range(n)) if rotate else tuple(agents)


def play_match(
    game: GameInfo,
    agents: Sequence[str],
    seed: int,
    index: int,
    options: Any = None,
    rotate: bool = True,
    cache: dict[str, Agent] | None = None,
) -> MatchResult:
    """Play match ``index`` of a run to the end and return its :class:`MatchResult`.

    ``agents`` has one spec per seat (before rotation); ``cache`` reuses agent objects between matches. Exceptions
    from the engine or an agent, an action outside ``legal_actions()``, a pending decision without actions or a match
    longer than :data:`MAX_DECISIONS` are caught and reported in ``error`` (the match stops there)."""
    cache = {} if cache is None else cache
    specs = seat_specs(agents, index, rotate)
    n = len(specs)
    times: list[list[float]] = [[] for _ in range(n)]
    decisions = 0
    state = None
    try:
        seat_agents = [cache[s] if s in cache else cache.setdefault(s, make_agent(s, game)) for s in specs]
        rngs = [random.Random(f"cardtable-sim:{seed}:{index}:{s}") for s in range(n)]
        state = game.new_game(n, match_seed(seed, index), options)
        while not state.is_terminal:
            seat = state.to_move
            legal = state.legal_actions()
            if seat is None or not legal:
                raise RuntimeError(f"illegal state: match not over but to_move={seat} with {len(legal)} actions")
            if decisions >= MAX_DECISIONS:
                raise RuntimeError(f"match did not end within {MAX_DECISIONS} decisions")
            start = time.perf_counter()
            infoset = InformationSet(game, seat_view(state, seat, specs[seat]))
            action = seat_agents[seat].choose(infoset, rngs[seat])
            times[seat].append(time.perf_counter() - start)
            if action not in legal:
                raise RuntimeError(f"{specs[seat]} in seat {seat} chose an illegal action {action}")
            state.apply(action)
            decisions += 1
        assert state.outcome is not None
        winners, error = state.outcome.winners, None
    except Exception as exc:  # an arena reports every failure instead of dying on the first one
        winners, error = (), f"match {index}: {type(exc).__name__}: {exc}"
    rounds = 0 if state is None else state.round_index + 1
    return MatchResult(index, specs, tuple(winners), decisions, rounds, tuple(map(tuple, times)), error)


def _play_task(task: tuple[str, tuple[str, ...], int, int, dict[str, Any], bool]) -> MatchResult:
    """Worker entry point for ``--jobs``: play one match of a registered game (agents cached per process)."""
    game_id, agents, seed, index, options, rotate = task
    return play_match(get_game(game_id), agents, seed, index, options, rotate, _WORKER_CACHE)


_WORKER_CACHE: dict[str, Agent] = {}


def run_matches(
    game: GameInfo,
    agents: Sequence[str],
    games: int,
    seed: int,
    options: Any = None,
    rotate: bool = True,
    jobs: int = 1,
) -> Iterator[MatchResult]:
    """Play ``games`` matches (indices 0..games-1) and yield their results in index order.

    ``jobs > 1`` plays them in that many worker processes (``spawn`` context; the game must be registered)."""
    agents = tuple(agents)
    if jobs <= 1:
        cache: dict[str, Agent] = {}
        for i in range(games):
            yield play_match(game, agents, seed, i, options, rotate, cache)
        return
    opts = game.parse_options(options).model_dump()
    tasks = [(game.id, agents, seed, i, opts, rotate) for i in range(games)]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_play_task, tasks, chunksize=1)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by the nearest-rank method (0.0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % for ``z`` = 1.96) of a success rate; ``(0.0, 1.0)`` for no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _timing(seconds: Sequence[float]) -> dict[str, float]:
    if not seconds:
        return {"mean": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "mean": round(1000 * sum(seconds) / len(seconds), 3),
        "p95": round(1000 * percentile(seconds, 0.95), 3),
        "max": round(1000 * max(seconds), 3),
    }


def summarize(
    game: GameInfo, agents: Sequence[str], results: Sequence[MatchResult], seed: int, options: Any, rotate: bool
) -> dict[str, Any]:
    """The statistics of a run as a JSON-serialisable dict (keys listed in the module docstring)."""
    n = len(agents)
    wins = [0.0] * n
    by_agent: dict[str, float] = {spec: 0.0 for spec in agents}
    places: dict[str, int] = {spec: 0 for spec in agents}
    seat_times: list[list[float]] = [[] for _ in range(n)]
    agent_times: dict[str, list[float]] = {spec: [] for spec in agents}
    draws = 0
    errors = [r.error for r in results if r.error is not None]
    for r in results:
        for seat, spec in enumerate(r.seats):
            places[spec] += 1
            seat_times[seat].extend(r.decision_s[seat])
            agent_times[spec].extend(r.decision_s[seat])
        if r.error is not None:
            continue
        if not r.winners:
            draws += 1
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
            by_agent[r.seats[w]] += 1 / len(r.winners)
    played = len(results)
    return {
        "game": game.id,
        "players": n,
        "games": played,
        "seed": seed,
        "options": game.parse_options(options).model_dump(mode="json"),
        "agents": list(agents),
        "rotate": rotate,
        "errors": len(errors),
        "error_messages": errors[:5],
        "wins": [round(w, 4) for w in wins],
        "draws": draws,
        "wins_by_agent": {s: round(w, 4) for s, w in by_agent.items()},
        "seats_by_agent": places,
        "win_rate_by_agent": {s: round(by_agent[s] / places[s], 4) if places[s] else 0.0 for s in by_agent},
        "mean_turns": round(sum(r.decisions for r in results) / played, 2) if played else 0.0,
        "mean_rounds": round(sum(r.rounds for r in results) / played, 2) if played else 0.0,
        "decision_ms": [_timing(t) for t in seat_times],
        "decision_ms_by_agent": {s: _timing(t) for s, t in agent_times.items()},
    }


def format_table(summary: dict[str, Any]) -> str:
    """A readable plain-text report of :func:`summarize`'s result."""
    lines = [
        f"{summary['game']}: {summary['games']} matches, {summary['players']} players, seed {summary['seed']}, "
        f"seats {'rotated' if summary['rotate'] else 'fixed'}, {summary['elapsed_s']} s",
        f"errors: {summary['errors']}   draws: {summary['draws']}   "
        f"decisions per match: {summary['mean_turns']}   rounds per match: {summary['mean_rounds']}",
        "",
        f"{'agent':<16}{'places':>8}{'wins':>10}{'win rate':>10}{'95% CI':>16}{'ms mean':>10}{'ms p95':>10}"
        f"{'ms max':>10}",
    ]
    for spec, wins in summary["wins_by_agent"].items():
        places = summary["seats_by_agent"][spec]
        lo, hi = wilson_interval(wins, places)
        t = summary["decision_ms_by_agent"][spec]
        lines.append(
            f"{spec:<16}{places:>8}{wins:>10.1f}{summary['win_rate_by_agent'][spec]:>10.1%}"
            f"{f'{lo:.1%}–{hi:.1%}':>16}{t['mean']:>10.1f}{t['p95']:>10.1f}{t['max']:>10.1f}"
        )
    lines += ["", f"{'seat':<16}{'wins':>10}{'ms mean':>10}{'ms p95':>10}{'ms max':>10}"]
    for seat, (wins, t) in enumerate(zip(summary["wins"], summary["decision_ms"], strict=True)):
        lines.append(f"{seat:<16}{wins:>10.1f}{t['mean']:>10.1f}{t['p95']:>10.1f}{t['max']:>10.1f}")
    for message in summary["error_messages"]:
        lines.append(f"error: {message}")
    return "\n".join(lines)


def _progress(done: int, total: int, out: TextIO) -> None:
    width = 30
    filled = width * done // total if total else width
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        out.write("\n")
    out.flush()


def parse_options_arg(text: str) -> dict[str, str]:
    """``"a=1,b=x"`` -> ``{"a": "1", "b": "x"}``. Raises ``ValueError`` for an item without ``=`` or a repeated key."""
    options: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"option {item!r} is not key=value")
        if key.strip() in options:
            raise ValueError(f"option {key.strip()!r} given twice")
        options[key.strip()] = value.strip()
    return options


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable-sim",
        description="Play complete matches between computer players and print statistics.",
        epilog=f"Agents: {', '.join(AGENT_SPECS)} (ismcts alone = ismcts:normal).",
    )
    parser.add_argument(
        "--game",
        default="animals",
        help=f"game id (default animals; known: {', '.join(game_ids())}), or the module:attribute of a manifest "
        "outside the app (a test game such as tests.tiny_low:GAME; serial runs only)",
    )
    parser.add_argument("--players", type=int, help="number of seats (default: the number of agents, or 2)")
    parser.add_argument(
        "--agents", default="random", help="comma-separated agent specs, one per seat, or one for all (default random)"
    )
    parser.add_argument("--games", type=int, default=100, help="number of matches (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    parser.add_argument("--options", default="", help="game options as key=value[,key=value...]")
    parser.add_argument(
        "--rotate",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="rotate agents through the seats from match to match (default on)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m cardtable.sim`` / ``cardtable-sim``. Returns the exit code (0 fine, 1 some match
    failed); bad arguments exit with code 2 through argparse."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        game = load_manifest(args.game) if ":" in args.game else get_game(args.game)
    except (KeyError, ImportError, AttributeError, TypeError):
        parser.error(f"unknown game {args.game!r}; known games: {', '.join(game_ids()) or 'none'}")
    if ":" in args.game and args.jobs > 1:
        parser.error("a game outside the registry plays serially only (--jobs 1)")
    specs = [s.strip() for s in args.agents.split(",") if s.strip()]
    players = args.players if args.players is not None else (len(specs) if len(specs) > 1 else 2)
    if len(specs) == 1:
        specs *= players
    if len(specs) != players:
        parser.error(f"{len(specs)} agents given for {players} players")
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{game.name} is for {game.min_players}-{game.max_players} players, not {players}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    try:
        options = game.check_setup(players, parse_options_arg(args.options))
        for spec in dict.fromkeys(specs):
            make_agent(spec, game)
    except (ValueError, OptionsError) as exc:
        parser.error(str(exc))
    start = time.perf_counter()
    results = []
    for result in run_matches(game, specs, args.games, args.seed, options, args.rotate, args.jobs):
        results.append(result)
        if not args.json:
            _progress(len(results), args.games, sys.stderr)
    summary = summarize(game, specs, results, args.seed, options, args.rotate)
    summary["elapsed_s"] = round(time.perf_counter() - start, 2)
    print(json.dumps(summary) if args.json else format_table(summary))
    return 1 if summary["errors"] else 0
