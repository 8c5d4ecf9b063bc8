"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS), game-agnostic.

Algorithm: Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012,
section IV (SO-ISMCTS). One tree is grown over the searching seat's information set. Every iteration

1. samples a **determinization** ``infoset.determinize(rng)`` (a full State consistent with the seat's observation;
   the agent never sees the real State),
2. **selects** down the tree among the children whose actions are legal in that determinization, by UCB1 with
   *availability counts* (a child's exploration term uses how often it was available, not the parent's visits),
3. **expands** one untried legal action,
4. runs a **playout** until the match ends or the round index changes (multi-round games such as Power-Hungry
   Animals are played to tokens, so a round is the natural horizon), or, in a game whose search hooks set a playout
   ``HORIZON``, after that many playout steps (single-round games whose playouts to the end are long),
5. **backpropagates** the reward of the seat that chose each action on the path.

Determinizations are advanced on the State's fast path (``fast_actions`` / ``fast_apply``: no events, decisions or
log, no re-check; the conformance kit checks it reaches the States ``apply`` reaches), so ``tree_prune`` and
``playout_action`` should read ``state.fast_actions()`` rather than ``legal_actions()`` too.

Tree shapes (``tree=``): ``"full"`` is plain SO-ISMCTS as in the paper: every seat's decisions are tree nodes, an
opponent's node pooling its statistics over all the hands it may hold (its choices cannot depend on its own card).
``"own"`` keeps only the searching seat's decisions in the tree; the other seats' decisions are drawn from the
playout policy, which decides for each seat from what that seat knows in the determinization (an opponent model).
``"turn"`` (the default) also ends the tree at the first decision of another seat, so only the searching seat's
current turn (e.g. play a card, choose its target, name a value) is searched and everything after it is playout:
no strategy fusion over the seat's own later decisions, and every iteration refines the choice at hand. With the
Power-Hungry Animals heuristic as playout policy, ``"turn"`` measured strongest against the heuristic player, then
``"own"``, then ``"full"`` (``benchmarks/README.md``).

Reward per seat, in [0, 1]: ``outcome.returns(n)`` if the match ended (the engine's winners, so whatever wins the
game wins the search), else the round's score change read in the game's declared score direction
(``GameInfo.score``: ``"high"`` or ``"low"`` wins) — each seat's share of the gains after shifting every change up
by the worst loss, so negative scores and losses count (:func:`round_reward`; with no losses this is each seat's
share of the tokens/points won in the round, an even split if nobody gained). A game may replace it: a hook
``reward(state, start_scores) -> rewards`` at the end of a round, and ``evaluate(state) -> rewards`` (a position
evaluation, every value in [0, 1]) where a playout stops at the ``HORIZON`` (without ``evaluate``: the round
reward, the game's or the default, of the position reached). A constant ``SCOPE = "match"`` says those two hooks
read standings in the match (the hint then speaks of the match); the default ``"round"``, this round.

Per-game knowledge is optional and found in the module the game's manifest names (``GameInfo.search``):

- ``prune(infoset, actions) -> tuple[Action, ...]`` narrows the searching seat's legal actions at the root, from
  its :class:`~cardtable.engine.base.InformationSet` (an empty result is ignored; when it leaves a single action,
  that action is returned without searching);
- ``prior(infoset) -> (action, share) | None`` names the game heuristic's favourite root action, from the same
  information set: at the final choice it counts as if it had ``share`` × (the root's visits) more visits (an
  ensemble of search and heuristic; ``None``: no favourite). The favourite gets no visits of its own: if ``prune``
  drops it, it is not searched and its bonus is void (the search's choice stands);
- ``tree_prune(state, actions) -> tuple[Action, ...]`` narrows the legal actions at the tree nodes below the root,
  and ``playout_action(state, rng) -> Action`` replaces the uniform random playout policy. These two run thousands
  of times per search, so they receive the iteration's determinization (a State); they may use only what the seat to
  move knows in it (its hand, the public table, the engine's public inferences), which is that seat's information
  set in the sampled world;
- a constant ``TREE`` (one of :data:`TREES`) replaces the default tree shape;
- ``explain(infoset, action, then) -> (reason key, data) | None``: why the game's heuristic likes ``action`` in one
  line (e.g. ``("keeps", {"card": 8})``), for the hint (:meth:`ISMCTSAgent.advise`); the game's table words it.
  ``then`` is the seat's next step of the same move that the search prefers after ``action`` (Schotten Totten: the
  stone for a card), ``None`` when the move ends with ``action`` or the search did not look that far;
- the **opponent model**, used only by the levels :data:`INFER` marks (the hard level): ``determinize(infoset, rng)
  -> State`` replaces ``infoset.determinize`` (e.g. Power-Hungry Animals draws the other seats' hands in
  proportion to how well they explain the cards those seats chose to play), and ``model_prune(infoset, actions)``
  replaces ``prune`` at the root (e.g. a guess narrowed by that model's belief). Both read the information set only.

One search per move: a move of several steps by the same seat (Schotten Totten's card then stone; Animals' card,
target, guess) shares one budget, the level's. When the seat decides again right after its own action (the
determinization with that action applied says so, the seat's next decision has the kind and actions predicted and
its log grew by exactly what that action was predicted to add), the step searches only with what is left of the
move's time and iterations, at least :data:`LATER_SHARE` of the level's budget. If nothing else came in between (the
next observation is exactly the one predicted), it continues in the subtree below the chosen action (tree reuse: the
line the first search chose), whose visits count towards the iteration cap, and a step whose move budget is spent is
answered from that subtree alone. After new information (a card looked at) the step is a fresh search with the
move's remaining budget. A new round is a new move.

Levels differ in what they do, not only in their budgets: the easy level forgets what the rules leave to memory
(:data:`MEMORY`), and the hard level samples with the game's opponent model where the game has one (:data:`INFER`).

Budgets: each level is a wall-clock time budget and an iteration cap; the search stops at whichever comes first (or
when ``should_stop()`` answers True, polled between iterations), and early once the most visited root action is so
far ahead that the remaining iterations could not change the choice. With a fixed rng the result is deterministic when
the iteration cap binds; when the time budget binds the number of iterations, hence possibly the action, depends on
machine load. Tests therefore use iteration-only budgets (``seconds=None``).
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from time import perf_counter
from typing import Literal

from cardtable.ai.base import Agent, never
from cardtable.engine.base import JSON, Action, GameInfo, InformationSet, State
from cardtable.engine.registry import get_game

_CHECK_EVERY = 64
"""Iterations between two checks whether the root choice is already settled (see :func:`_decided`)."""

LATER_SHARE = 0.125
"""The least share of the level's budget (time and iterations) a later step of a move gets (see the module
docstring: one search per move), counting the visits of a reused subtree."""

PlayoutFn = Callable[[State, random.Random], Action]
PruneFn = Callable[[InformationSet, tuple[Action, ...]], tuple[Action, ...]]
TreePruneFn = Callable[[State, tuple[Action, ...]], tuple[Action, ...]]
PriorFn = Callable[[InformationSet], "tuple[Action, float] | None"]
RewardFn = Callable[[State, tuple[float, ...]], tuple[float, ...]]
EvaluateFn = Callable[[State], tuple[float, ...]]
DeterminizeFn = Callable[[InformationSet, random.Random], State]
ExplainFn = Callable[[InformationSet, Action, "Action | None"], "tuple[str, dict[str, JSON]] | None"]


@dataclass(frozen=True, slots=True)
class Budget:
    """Search budget: ``seconds`` of wall-clock time (``None``: no time limit) and at most ``iterations``."""

    seconds: float | None
    iterations: int


LEVELS: dict[str, Budget] = {
    "easy": Budget(0.06, 80),
    "normal": Budget(0.35, 500),
    "hard": Budget(1.5, 2000),
}
"""Budgets per level and per move (a move's later steps share it, see the module docstring), chosen so the p95 time
of a whole move on a 2-core machine is at most 0.15 s (easy), 0.6 s (normal) and 2 s (hard); figures in
``benchmarks/README.md``."""


MEMORY: dict[str, float] = {"easy": 0.25, "normal": 0.0, "hard": 0.0}
"""What each level forgets, in games whose rules make memory the player's job (a card looked at and put back face
down): the chance, per turn of its own, that it forgets each such thing it saw (0: perfect recall, the seat's
observation). A level that forgets decides from the seat's
:meth:`~cardtable.engine.base.State.recall_view`, each memory kept through ``t`` turns with probability
``(1 - rate) ** t``, drawn once per memory from the match seed (:func:`cardtable.ai.keeper`), so the same match
forgets the same things. In games without memory rules every level decides from the observation. Whoever builds
the information set applies it (:func:`cardtable.ai.seat_view`)."""


INFER: dict[str, bool] = {"easy": False, "normal": False, "hard": True}
"""Whether each level draws its determinizations with the game's opponent model (the search hook ``determinize``,
e.g. Power-Hungry Animals' reading of the cards the other seats chose to play) rather than uniformly among the
worlds the observation allows (:meth:`~cardtable.engine.base.InformationSet.determinize`)."""


TREES: tuple[str, ...] = ("turn", "own", "full")
"""Tree shapes: the searching seat's current turn only (default), all its decisions, every seat's decisions."""


@dataclass(frozen=True, slots=True)
class GamePolicy:
    """The optional per-game search knowledge: a playout policy, a root action filter (from the information set), a
    tree shape, a favourite root action with its share of bonus visits (from the information set), a tree-node
    action filter (from a determinization), a round reward, a position evaluation, a playout horizon in steps, what
    those two rewards read (the match or the round), the heuristic's one-line reasons for the hint, and the opponent
    model's determinization and root filter (``None``: absent; see the module docstring). Module-level names in the
    game's search module: ``playout_action``, ``prune``, ``TREE``, ``prior``, ``tree_prune``, ``reward``,
    ``evaluate``, ``HORIZON``, ``SCOPE``, ``explain``, ``determinize``, ``model_prune`` (:data:`HOOKS`).

    :func:`game_policy` raises ``TypeError`` if one of those names in the module is a function defined elsewhere
    (a helper imported under a hook's name, which would silently replace the search's behaviour) or a constant of
    the wrong kind (``TREE`` not in :data:`TREES`, ``HORIZON`` not a positive int, ``SCOPE`` neither ``"match"``
    nor ``"round"``)."""

    playout_action: PlayoutFn | None = None
    prune: PruneFn | None = None
    tree: str | None = None
    prior: PriorFn | None = None
    tree_prune: TreePruneFn | None = None
    reward: RewardFn | None = None
    evaluate: EvaluateFn | None = None
    horizon: int | None = None
    scope: str | None = None
    explain: ExplainFn | None = None
    determinize: DeterminizeFn | None = None
    model_prune: PruneFn | None = None


def game_policy(game: GameInfo | str) -> GamePolicy:
    """The :class:`GamePolicy` defined by the module the manifest of ``game`` names as ``search`` (a manifest or a
    registered id; empty if it names none, or for an id the registry does not know).

    Errors raised while importing that module propagate (a broken heuristic must not pass silently), and a hook
    name bound to a function defined in another module, or a ``TREE``/``HORIZON`` of the wrong kind, raises
    ``TypeError`` (see :class:`GamePolicy`)."""
    if isinstance(game, str):
        try:
            game = get_game(game)
        except KeyError:
            return GamePolicy()
    return _policy(game.search) if game.search else GamePolicy()


HOOKS: tuple[str, ...] = (
    "playout_action",
    "prune",
    "TREE",
    "prior",
    "tree_prune",
    "reward",
    "evaluate",
    "HORIZON",
    "SCOPE",
    "explain",
    "determinize",
    "model_prune",
)
"""The names :func:`game_policy` reads from a game's search module, in :class:`GamePolicy`'s field order."""


@cache
def _policy(module_name: str) -> GamePolicy:
    module = importlib.import_module(module_name)
    hooks = [getattr(module, name, None) for name in HOOKS]
    for name, hook in zip(HOOKS, hooks, strict=True):
        if name.isupper():
            valid = (
                hook is None
                or (name == "TREE" and hook in TREES)
                or (name == "HORIZON" and _is_count(hook))
                or (name == "SCOPE" and hook in ("match", "round"))
            )
            if not valid:
                raise TypeError(f"{module_name}.{name} = {hook!r} is not a valid search constant")
        elif hook is not None and getattr(hook, "__module__", None) != module_name:
            raise TypeError(
                f"{module_name}.{name} is {getattr(hook, '__module__', '?')}.{getattr(hook, '__qualname__', hook)}: "
                f"a search hook must be defined in the search module itself (import helpers under another name)"
            )
    return GamePolicy(*hooks)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


class _Node:
    """A tree node: the action that led here was chosen by seat ``player``; ``reward`` is that seat's total."""

    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


@dataclass(frozen=True, slots=True)
class Advice:
    """One of the search's top choices for a hint: the ``action``, the searching seat's mean reward after it
    (``chance``, in [0, 1]), how many iterations tried it (``visits``), the heuristic's ``reason`` (a key and its
    data, worded by the game's table; ``None``: no reason) and what ``chance`` estimates: ``"match"`` when every
    playout reached the end of the match or was rewarded by standings in it (the game's ``SCOPE = "match"``), or
    the match is one round (``GameInfo.multi_round`` false, or
    ``State.single_round``: a playout stopped at the horizon is an evaluation of the match), the chance of winning
    it; ``"round"`` when playouts of a match of several rounds stopped at the end of the round or at the horizon (the
    chance of winning this round, or the round's share of points)."""

    action: Action
    chance: float
    visits: int
    reason: tuple[str, dict[str, JSON]] | None
    scope: Literal["match", "round"] = "match"

    def to_json(self) -> dict[str, JSON]:
        return {
            "action": self.action.to_json(),
            "chance": self.chance,
            "visits": self.visits,
            "reason": None if self.reason is None else [self.reason[0], dict(self.reason[1])],
            "scope": self.scope,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Advice:
        """The inverse of :meth:`to_json`. Raises ``KeyError`` / ``TypeError`` / ``ValueError`` for other data."""
        reason = data["reason"]
        return cls(
            Action.from_json(data["action"]),
            float(data["chance"]),
            int(data["visits"]),
            None if reason is None else (str(reason[0]), dict(reason[1])),
            "round" if data["scope"] == "round" else "match",
        )


@dataclass(slots=True)
class _Move:
    """A move in progress (see :meth:`ISMCTSAgent._remember`): the seat, the log it had and the length its log will
    have when it decides again, the kind and actions of that next decision, the predicted observation and the subtree
    to reuse then (``None``: nothing to reuse), and the seconds and iterations the move's steps have used so far."""

    game: str
    player: int
    log: list[JSON]
    log_length: int
    decision: tuple[JSON, JSON]
    predicted: dict[str, JSON]
    subtree: _Node | None
    seconds: float
    iterations: int


class ISMCTSAgent(Agent):
    """SO-ISMCTS computer player (see the module docstring).

    Inputs: ``level`` (a key of :data:`LEVELS`), or an explicit ``budget``; ``exploration`` is the UCB1 constant
    (rewards lie in [0, 1]); ``policy`` overrides the per-game knowledge looked up by game id. ``tree`` is the
    tree shape, one of :data:`TREES` (see the module docstring). ``infer``: whether to use the game's opponent model
    (its ``determinize`` and ``model_prune`` hooks; ``None``: as :data:`INFER` says for ``level``). Raises
    ``ValueError`` for an unknown level or tree shape, or a budget with fewer than one iteration. After each search
    ``last_iterations`` holds the number of iterations it ran, ``last_reused`` the iterations inherited from the
    previous step of the move (tree reuse, see :meth:`choose`), ``last_later`` whether the decision was a later step
    of a move (sharing its budget) and ``last_match_ends`` how many of its playouts were rewarded for the match: they
    reached its end, or the game's ``reward`` / ``evaluate`` read the match (``SCOPE = "match"``), or ``evaluate``
    judged the round in play of a match of one round (``State.single_round``).
    """

    def __init__(
        self,
        level: str = "normal",
        *,
        budget: Budget | None = None,
        exploration: float = 0.7,
        policy: GamePolicy | None = None,
        tree: str | None = None,
        infer: bool | None = None,
    ) -> None:
        if budget is None:
            if level not in LEVELS:
                raise ValueError(f"unknown ismcts level {level!r}; levels: {', '.join(LEVELS)}")
            budget = LEVELS[level]
        if budget.iterations < 1:
            raise ValueError("an ismcts budget needs at least one iteration")
        self.name = f"ismcts:{level}"
        self.budget = budget
        self.exploration = exploration
        self.policy = policy
        if tree is not None and tree not in TREES:
            raise ValueError(f"unknown tree shape {tree!r}; shapes: {', '.join(TREES)}")
        self.tree = tree
        self.infer = INFER.get(level, False) if infer is None else infer
        self.last_iterations = 0
        self.last_reused = 0
        self.last_later = False
        self.last_match_ends = 0
        self._move: _Move | None = None

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """Search and return the most visited legal root action (ties: higher mean reward, then the legal order);
        the game's favourite action (``prior``, see the module docstring) counts its bonus visits if it was searched.

        A later step of a move searches with what is left of the move's budget (at least :data:`LATER_SHARE` of
        it), in the subtree the previous step kept when nothing unforeseen came in between; it is answered from
        that subtree without searching when the move's budget is spent. A single legal action is returned at once.
        If the search is stopped before its first iteration the choice is uniform among the legal actions. Raises
        ``ValueError`` if the seat has no legal action."""
        legal = infoset.legal_actions()
        if not legal:
            raise ValueError("no legal action: it is not this seat's decision")
        started = perf_counter()
        move, self._move = self._move, None
        if move is not None and not _continues(move, infoset):
            move = None
        self.last_iterations = self.last_reused = 0
        self.last_later = move is not None
        spent, used = (0.0, 0) if move is None else (move.seconds, move.iterations)
        root: _Node | None = None
        action: Action | None = None
        if len(legal) == 1:
            action = legal[0]
        else:
            policy = self.policy if self.policy is not None else game_policy(infoset.game)
            kept = legal
            prune = self._root_prune(policy)
            if prune is not None:
                kept = prune(infoset, legal) or legal
                if len(kept) == 1:  # the search would only ever try this action
                    action = kept[0]
            if action is None:
                favourite = policy.prior(infoset) if policy.prior is not None else None
                if move is not None and move.predicted == infoset.observation:
                    root = move.subtree
                seconds, cap = self._step_budget(
                    spent + perf_counter() - started, used, 0 if root is None else root.visits
                )
                root = self._search(infoset, policy, rng, should_stop, root, favourite, kept, seconds, cap)
                action = _best(root, legal, _bonus(root, favourite, 0))
                if action is None:
                    action = rng.choice(legal)
        self._remember(infoset, action, root, spent + perf_counter() - started, used + self.last_iterations)
        return action

    def advise(
        self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never, count: int = 3
    ) -> list[Advice]:
        """The search's top ``count`` choices for the seat: the one :meth:`choose` would play (visits plus the
        favourite's bonus) and the most visited others, each with its :class:`Advice` (estimated chance, visits, the
        heuristic's reason through the game's ``explain`` hook), listed by estimated chance, highest first (ties: more
        visits first), so the ranks the table shows agree with the chances beside them (a hint ranked 1 at 19 % above
        one at 22 % puzzled players). One fresh search with the level's whole budget over the actions ``prune`` keeps,
        or over every legal action where ``prune`` keeps fewer than ``count`` of them (a Crystal Ball guess narrowed
        to one, a stone among empty stones, a claim: a hint of one choice explains nothing); a move in progress is
        neither used nor changed. Raises ``ValueError`` if the seat has no legal action."""
        legal = infoset.legal_actions()
        if not legal:
            raise ValueError("no legal action: it is not this seat's decision")
        policy = self.policy if self.policy is not None else game_policy(infoset.game)
        prune = self._root_prune(policy)
        kept = (prune(infoset, legal) or legal) if prune is not None else legal
        if len(kept) < min(count, len(legal)):
            kept = legal  # a hint names up to ``count`` choices: the ones the game's prune leaves out are searched too
        favourite = policy.prior(infoset) if policy.prior is not None else None
        move, self._move = self._move, None
        try:
            root = self._search(infoset, policy, rng, should_stop, None, favourite, kept)
        finally:
            self._move = move
        first = _best(root, legal, _bonus(root, favourite, 0))
        ranked = sorted(
            (
                (action == first, child.visits, child.reward / child.visits, -i, action, child)
                for i, action in enumerate(legal)
                if (child := root.children.get(action)) is not None and child.visits > 0
            ),
            reverse=True,
        )
        explain = policy.explain
        whole = self.last_match_ends == self.last_iterations or not infoset.game.multi_round
        scope: Literal["match", "round"] = "match" if whole else "round"
        shown = sorted(ranked[:count], key=lambda r: (r[2], r[1]), reverse=True)
        return [
            Advice(
                action,
                mean,
                child.visits,
                explain(infoset, action, _then(child)) if explain is not None else None,
                scope,
            )
            for _, _, mean, _, action, child in shown
        ]

    def _root_prune(self, policy: GamePolicy) -> PruneFn | None:
        """The root action filter: the game's ``model_prune`` for a level with the opponent model (:data:`INFER`)
        if the game has one, else its ``prune``."""
        if self.infer and policy.model_prune is not None:
            return policy.model_prune
        return policy.prune

    def _step_budget(self, spent: float, used: int, reused: int) -> tuple[float | None, int]:
        """Seconds and new iterations for a step of a move whose earlier steps took ``spent`` seconds and ``used``
        iterations (both 0 for a first step), from a root with ``reused`` visits: what is left of the budget, at
        least :data:`LATER_SHARE` of it (the reused visits counting towards that least share)."""
        budget = self.budget
        cap = max(budget.iterations - used, math.ceil(budget.iterations * LATER_SHARE) - reused, 0)
        if budget.seconds is None:
            return None, cap
        return max(budget.seconds - spent, budget.seconds * LATER_SHARE), cap

    def _remember(
        self, infoset: InformationSet, action: Action, root: _Node | None, seconds: float, iterations: int
    ) -> None:
        """Note the move in progress if the seat decides again right after ``action`` in the same round (predicted
        from a determinization with ``action`` applied): the next step then shares the move's budget (``seconds`` and
        ``iterations`` used so far) and, if its observation is exactly the one predicted (nothing unforeseen, such as
        a drawn card or another seat's move, came in between), reuses the subtree below ``action``."""
        me = infoset.player
        state = infoset.determinize(random.Random(0))
        start_round = state.round_index
        events = state.apply(action)
        if state.outcome is not None or state.to_move != me or state.round_index != start_round:
            return  # the move ends here (a new round is a new move)
        log = infoset.observation["log"]
        predicted = state.observation(me)  # a determinization has no past log: add the new events to ours
        predicted["log"] = [*log, *(e.to_json() for e in events if e.visible_to(me))]
        child = None if root is None else root.children.get(action)
        subtree = child if child is not None and child.children else None
        decision = predicted["decision"]
        self._move = _Move(
            infoset.game.id,
            me,
            log,
            len(predicted["log"]),
            (decision["kind"], decision["actions"]),
            predicted,
            subtree,
            seconds,
            iterations,
        )

    def _search(
        self,
        infoset: InformationSet,
        policy: GamePolicy,
        rng: random.Random,
        should_stop: Callable[[], bool],
        root: _Node | None = None,
        favourite: tuple[Action, float] | None = None,
        root_actions: tuple[Action, ...] | None = None,
        seconds: float | None = None,
        cap: int | None = None,
    ) -> _Node:
        """Run at most ``cap`` iterations (None: the budget's, less the visits of a reused ``root``) for at most
        ``seconds`` (None: the budget's) with ``policy`` from ``root`` (a reused subtree) or a new root; return the
        root. ``favourite`` (the ``prior``'s answer) only matters for stopping early. ``root_actions``: the root's
        actions after ``prune`` (None: the legal actions)."""
        budget = self.budget
        started = perf_counter()
        if seconds is None:
            seconds = budget.seconds
        deadline = math.inf if seconds is None else started + seconds
        playout_action, prune = policy.playout_action, policy.tree_prune
        score = infoset.game.score
        horizon = math.inf if policy.horizon is None else policy.horizon
        of_match = policy.scope == "match"
        tree = self.tree or policy.tree or "turn"
        c = self.exploration
        sqrt, log = math.sqrt, math.log
        determinize = infoset.determinize
        if self.infer and policy.determinize is not None:
            sample = policy.determinize
            determinize = lambda rng: sample(infoset, rng)  # noqa: E731
        if root is None:
            root = _Node(-1)
        self.last_reused = root.visits
        me = infoset.player
        opponent_model = tree != "full"
        turn_only = tree == "turn"
        iterations = match_ends = 0
        if cap is None:
            cap = budget.iterations - root.visits
        while iterations < cap and not should_stop() and perf_counter() < deadline:
            iterations += 1
            state = determinize(rng)
            start_round = state.round_index
            start_scores = state.scores()
            node = root
            path: list[_Node] = []
            # Selection and expansion, inside the current round.
            while state.outcome is None and state.round_index == start_round:
                if node is root and root_actions is not None:
                    actions = root_actions  # the seat's own decision: the same in every determinization
                else:
                    actions = state.fast_actions()
                    if prune is not None and len(actions) > 1:
                        actions = prune(state, actions) or actions
                children = node.children
                mover = state.to_move
                assert mover is not None
                if opponent_model and mover != me:
                    if turn_only:
                        break
                    state.fast_apply(playout_action(state, rng) if playout_action is not None else rng.choice(actions))
                    continue
                untried = [a for a in actions if a not in children]
                if untried:
                    action = untried[0] if len(untried) == 1 else rng.choice(untried)
                    node = children[action] = _Node(mover)
                    path.append(node)
                    state.fast_apply(action)
                    break
                best_value = -1.0
                action = actions[0]
                for a in actions:
                    child = children[a]
                    child.avail += 1
                    value = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if value > best_value:
                        best_value, action, node = value, a, child
                path.append(node)
                state.fast_apply(action)
            # Playout to the end of the match or of the round, or to the horizon.
            steps = 0
            while state.outcome is None and state.round_index == start_round and steps < horizon:
                if playout_action is not None:
                    state.fast_apply(playout_action(state, rng))
                else:
                    state.fast_apply(rng.choice(state.fast_actions()))
                steps += 1
            # Backpropagation.
            if state.outcome is not None:
                reward = state.outcome.returns(state.num_players)
                match_ends += 1
            elif state.round_index == start_round and policy.evaluate is not None:  # stopped at the horizon
                reward = policy.evaluate(state)
                if of_match or state.single_round:  # an evaluation of the match, or of its only round
                    match_ends += 1
            elif policy.reward is not None:
                reward = policy.reward(state, start_scores)
                if of_match:
                    match_ends += 1
            else:
                reward = round_reward(state.scores(), start_scores, score)
            for node in path:
                node.visits += 1
                node.reward += reward[node.player]
            if iterations % _CHECK_EVERY == 0:
                remaining = cap - iterations
                if deadline != math.inf:  # iterations the time left allows at the rate so far
                    now = perf_counter()
                    remaining = min(remaining, int(iterations * (deadline - now) / (now - started)) + 1)
                if _decided(root, remaining, favourite):
                    break
        self.last_iterations = iterations
        self.last_match_ends = match_ends
        return root


def _continues(move: _Move, infoset: InformationSet) -> bool:
    """True if ``infoset`` is the next step of ``move``: same game and seat, the decision of the kind and with the
    actions predicted, and its log is the move's log plus exactly as many entries as the move's action was predicted
    to add (another seat's move in between adds more; the same decision asked again has its old kind and log)."""
    log = infoset.observation["log"]
    decision = infoset.observation["decision"]
    return (
        infoset.game.id == move.game
        and infoset.player == move.player
        and decision is not None
        and (decision["kind"], decision["actions"]) == move.decision
        and len(log) == move.log_length
        and log[: len(move.log)] == move.log
    )


def _then(node: _Node) -> Action | None:
    """The most visited step below ``node`` when it is the same seat's next decision (the rest of the move the
    search prefers; ties: the first tried), else ``None``."""
    steps = [(child.visits, action) for action, child in node.children.items() if child.player == node.player]
    if not steps or len(steps) < len(node.children):
        return None
    return max(steps, key=lambda step: step[0])[1]


def _best(root: _Node, legal: tuple[Action, ...], bonus: dict[Action, float]) -> Action | None:
    """The root's most visited legal action counting ``bonus`` visits (ties: higher mean reward, then the legal
    order), or ``None`` if no legal action was visited."""
    best: Action | None = None
    best_key = (0.0, 0.0)
    for action in legal:
        child = root.children.get(action)
        if child is not None and child.visits > 0:
            key = (child.visits + bonus.get(action, 0.0), child.reward / child.visits)
            if key > best_key:
                best, best_key = action, key
    return best


def _bonus(root: _Node, favourite: tuple[Action, float] | None, remaining: int) -> dict[Action, float]:
    """The favourite's bonus visits (``{action: share × visits}``, empty without a favourite), counting the root's
    visits after ``remaining`` more iterations."""
    if favourite is None:
        return {}
    total = sum(child.visits for child in root.children.values()) + remaining
    return {favourite[0]: favourite[1] * total}


def _decided(root: _Node, remaining: int, favourite: tuple[Action, float] | None = None) -> bool:
    """True when no other root child can catch up with the leading one in ``remaining`` more iterations (so
    stopping now cannot change the choice). Children are ranked by visits plus the favourite's bonus visits; the
    leader's bonus is counted as it stands now and the others' as it could grow, so the test errs on going on."""
    now, later = _bonus(root, favourite, 0), _bonus(root, favourite, remaining)
    leader, first = None, -1.0
    for action, child in root.children.items():
        v = child.visits + now.get(action, 0.0)
        if v > first:
            leader, first = action, v
    second = max(
        (child.visits + later.get(action, 0.0) for action, child in root.children.items() if action != leader),
        default=0.0,
    )
    return first - second > remaining


def round_reward(
    scores: Sequence[float], start_scores: Sequence[float], score: Literal["high", "low"] = "high"
) -> tuple[float, ...]:
    """Reward per seat in [0, 1], summing to 1, for the score change from ``start_scores`` to ``scores``, read in the
    game's score direction (``"low"``: losing points is good). Each seat's change is shifted up by the worst loss
    (none if nobody lost), then shared out: with only gains this is each seat's share of the points won; nobody
    ahead of anybody else gives an even split."""
    sign = -1.0 if score == "low" else 1.0
    changes = [sign * (after - before) for after, before in zip(scores, start_scores, strict=True)]
    floor = min(0.0, *changes)
    gains = [c - floor for c in changes]
    total = sum(gains)
    n = len(gains)
    if total <= 0:
        return tuple(1.0 / n for _ in range(n))
    return tuple(g / total for g in gains)
