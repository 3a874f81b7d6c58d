"""Bots: information-set search over a game's own rules (determinised Monte Carlo tree search).

A bot sees only what its seat may see: the seat's view and its redacted history. Each game package
supplies a small pure module `domain/<game>/bot.py` (the `Determiniser` below) that rebuilds a
complete world from those, re-deals whatever the seat cannot see from the search's own Rng, and
estimates a position's worth for a seat. Every search iteration samples one such world and walks a
single tree shared by all worlds (single-observer ISMCTS: a node is a sequence of commands, so a
command unavailable in some world is only compared with its siblings in the worlds that offer it).
Leaves are played on for a few steps, then scored: by random legal commands, or by the game's own play-out
policy where its `bot.py` has one (`playout(state, seat, legal)`).

With a node budget alone the choice is a function of (view, history, budget, seed): reproducible, and
blind to the hidden parts by construction. A time budget (a clock passed in, so the domain stays free
of I/O) stops the search earlier on a slow machine and trades that reproducibility for speed."""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from domain.core import ranges
from domain.core.canonical import canonical_json
from domain.core.rng import Rng, derived_seed
from domain.core.rules import Event, Rules, State, Status

MAX_TREE_DEPTH = 200
"""No search walks further down its tree than this (every loop bounded; budgets stay far below it)."""

EXPLORATION = 0.7
"""UCB1's exploration constant for rewards in [0, 1]."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard a bot thinks per move: `iterations` sampled worlds (the node budget: each adds at most
    one node), `rollout` random commands played past the tree before a position is scored, an
    optional `seconds` after which the search stops early (only when the caller passes a clock), and
    whether the search tries only the commands the game's `candidates` finds worth trying (`pruned`;
    a game may keep that for its stronger levels)."""

    iterations: int
    rollout: int
    seconds: float | None = None
    pruned: bool = True


LEVELS: dict[str, Budget] = {
    # one step of look-ahead: a sample of the moves each tried once and scored, no rollout
    "easy": Budget(iterations=24, rollout=0, seconds=0.3),
    "normal": Budget(iterations=160, rollout=2, seconds=0.6),
    "strong": Budget(iterations=600, rollout=4, seconds=1.0),
}
STRONG_WITHOUT_PLAYOUTS: dict[str, Budget] = {**LEVELS, "strong": replace(LEVELS["strong"], rollout=0)}
"""For a game whose evaluation judges a position better than a few random commands played on from it
(18 Lilliput, Tinners' Trail: measured in docs/bots.md). The normal bot keeps its play-outs, which
model a random opponent well."""


def timed(budget: Budget, strong_seconds: float) -> Budget:
    """A level's budget with its time stretched as the strong level's is to `strong_seconds` a move;
    the other levels keep their share of it (easy 0.3, normal 0.6)."""
    return replace(budget, seconds=budget.seconds * strong_seconds / LEVELS["strong"].seconds)


def counted(budget: Budget, scale: float = 1.0) -> Budget:
    """A level's budget with no time cap, its iterations times `scale` (one at least): the move is then
    a function of the view, history and seed alone, however busy the machine."""
    return replace(budget, iterations=max(1, round(budget.iterations * scale)), seconds=None)


class Determiniser(Protocol):
    """What a game's `bot.py` provides (module-level names)."""

    SCALE: float  # a typical lead in points: a lead of SCALE is worth about three quarters of a win
    LEVELS: dict[str, Budget]  # the levels' budgets in this game: LEVELS above, or tuned where measured to pay

    def known_world(self, view: dict, history: list[Event]) -> State:
        """What the seat knows of the state, from its view and history: a state whose hidden parts
        `resample` fills (complete already in a game that hides nothing)."""
        ...

    def resample(self, world: State, view: dict, rng: Rng) -> State:
        """A complete state consistent with what the seat knows, the parts it cannot see dealt from
        `rng` (`world` itself is left as it was)."""
        ...

    def evaluate(self, state: State, seat: int) -> float:
        """The seat's worth in points, were the game to end now (higher is better)."""
        ...

    def seat_count(self, state: State) -> int: ...

    def searched(self, command: dict) -> bool:
        """Whether the bot considers a legal command at all (False for commands that take back a move
        or let the game go round in circles: searching them only walks in circles)."""
        ...

    def automa_seat(self, state: State) -> int | None:
        """The seat the rulebook's automa plays (its moves come from the game's `automa_command`)."""
        ...


def sample_world(bot: Determiniser, view: dict, history: list[Event], rng: Rng) -> State:
    """One complete world the seat cannot tell from the real one."""
    return bot.resample(bot.known_world(view, history), view, rng)


@dataclass(slots=True)
class _Node:
    visits: int = 0
    rewards: list[float] = field(default_factory=list)  # summed per seat
    available: int = 0  # iterations in which this node's command was legal (ISMCTS availability)
    command: dict | None = None
    children: dict[bytes, _Node] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Estimate:
    """A command the search tried at its root: the seat's mean reward after it (0 to 1, as `_rewards`
    gives it: mostly the chance of winning) and the iterations that went through it."""

    command: dict
    value: float
    visits: int


def choose(rules: Rules, bot: Determiniser, view: dict, history: list[Event], seat: int, budget: Budget,
           seed: str, clock: Callable[[], float] | None = None) -> dict:
    """The command `seat` plays, chosen from its view and redacted history only."""
    legal, root = _search(rules, bot, view, history, seat, budget, seed, clock, lone_searched=False)
    if not root.children:  # one command: what the search would choose, without searching
        return legal[0]
    return max(root.children.values(), key=_preferred(seat)).command


def estimates(rules: Rules, bot: Determiniser, view: dict, history: list[Event], seat: int, budget: Budget,
              seed: str) -> list[Estimate]:
    """Every command the search tried for `seat` (from its view and redacted history only), the one
    `choose` plays first and then in its order of preference: an analysis of the position. A lone
    command is searched too, for its value."""
    _, root = _search(rules, bot, view, history, seat, budget, seed, None, lone_searched=True)
    ranked = sorted(root.children.values(), key=_preferred(seat), reverse=True)  # (stable: max's first is first)
    return [Estimate(child.command, child.rewards[seat] / child.visits, child.visits) for child in ranked]


def _preferred(seat: int) -> Callable[[_Node], tuple[int, float]]:
    """The root's children by what the search learned of them: the most visited, then the best valued."""
    return lambda child: (child.visits, child.rewards[seat] / max(1, child.visits))


def _search(rules: Rules, bot: Determiniser, view: dict, history: list[Event], seat: int, budget: Budget,
            seed: str, clock: Callable[[], float] | None, lone_searched: bool) -> tuple[list[dict], _Node]:
    """The seat's searched commands and the search's root (left unsearched for a lone command unless
    `lone_searched`)."""
    known = bot.known_world(view, history)
    first_world = bot.resample(known, view, Rng(seed, "world/0"))
    legal = _playable(bot, rules.legal_commands(first_world, seat), first_world, seat, budget.pruned)  # the seat's own options: the same in every world
    if not legal:
        raise ValueError(f"{rules.name}: seat {seat} has no legal command to choose from")
    seats = bot.seat_count(known)
    root = _Node(rewards=[0.0] * seats)
    if len(legal) == 1 and not lone_searched:
        return legal, root
    reward = _reward(bot, first_world, seats)
    started = clock() if clock else 0.0
    for iteration in range(max(1, budget.iterations)):
        if clock and budget.seconds is not None and iteration and clock() - started > budget.seconds:
            break
        world = first_world if iteration == 0 else bot.resample(known, view, Rng(seed, f"world/{iteration}"))
        # A seed of its own for each iteration: a game that keys its chance by its place (Rng.chance)
        # draws from the seed, not the stream, and each iteration must meet other dice.
        _iterate(rules, bot, world, seat, root, budget, Rng(derived_seed(seed, f"play/{iteration}"), "play"), reward)
    return legal, root


def _iterate(rules: Rules, bot: Determiniser, state: State, seat: int, root: _Node, budget: Budget, rng: Rng,
             reward: _Reward) -> None:
    """One iteration in one sampled world."""
    path = [root]
    node = root
    for _ in range(MAX_TREE_DEPTH):
        status = rules.status(state)
        if status.finished or not status.active_seats:
            break
        mover = seat if seat in status.active_seats else status.active_seats[0]
        if mover == bot.automa_seat(state):
            state = _play(rules, state, mover, rules.automa_command(state, mover, rng), rng)
            continue
        legal = _playable(bot, rules.legal_commands(state, mover), state, mover, budget.pruned)
        if not legal:
            break
        keyed = [(canonical_json(command), command) for command in legal]
        for key, _ in keyed:
            child = node.children.get(key)
            if child is not None:
                child.available += 1
        untried = [(key, command) for key, command in keyed if key not in node.children]
        if untried:
            key, command = rng.choice(untried)
            node.children[key] = child = _Node(rewards=[0.0] * len(reward.baseline), available=1, command=command)
            state = _play(rules, state, mover, command, rng)
            path.append(child)
            break
        node = max((node.children[key] for key, _ in keyed),
                   key=lambda child: _ucb(child, mover))
        state = _play(rules, state, mover, node.command, rng)
        path.append(node)
    state = _rollout(rules, bot, state, budget, rng)
    value = _rewards(rules, bot, state, reward)
    for visited in path:
        visited.visits += 1
        for s in range(len(value)):
            visited.rewards[s] += value[s]


def _playable(bot: Determiniser, legal: list[dict], state: State, seat: int, pruned: bool) -> list[dict]:
    """The legal commands the bot searches (all of them if it would search none). A game whose bot
    knows which commands are worth trying in a position narrows them with its optional
    `candidates(state, seat, legal)` (a rule-based policy: the search's move pruning; only where the
    level's budget is `pruned`). A command
    listed with ranges is searched as its listed example only: the search never branches over a range."""
    legal = [ranges.example(command) for command in legal]
    playable = [command for command in legal if bot.searched(command)] or legal
    narrow = getattr(bot, "candidates", None) if pruned else None
    return narrow(state, seat, playable) if narrow else playable


def _ucb(child: _Node, mover: int) -> float:
    mean = child.rewards[mover] / child.visits
    return mean + EXPLORATION * math.sqrt(math.log(max(1, child.available)) / child.visits)


def _play(rules: Rules, state: State, seat: int, command: dict, rng: Rng) -> State:
    for event in rules.decide(state, seat, command, rng):
        state = rules.evolve(state, event)
    return state


def _rollout(rules: Rules, bot: Determiniser, state: State, budget: Budget, rng: Rng) -> State:
    for _ in range(budget.rollout):
        status = rules.status(state)
        if status.finished or not status.active_seats:
            break
        mover = rng.choice(list(status.active_seats))
        if mover == bot.automa_seat(state):
            state = _play(rules, state, mover, rules.automa_command(state, mover, rng), rng)
            continue
        legal = _playable(bot, rules.legal_commands(state, mover), state, mover, budget.pruned)
        if not legal:
            break
        policy = getattr(bot, "playout", None)
        state = _play(rules, state, mover, policy(state, mover, legal) if policy else rng.choice(legal), rng)
    return state


@dataclass(frozen=True, slots=True)
class _Reward:
    """How leads become rewards in one search: a logistic of each seat's lead over `scale`, less the
    seat's lead at the root (`baseline`; zero unless the game's bot centres its rewards)."""

    scale: float
    baseline: tuple[float, ...]


def _reward(bot: Determiniser, root: State, seats: int) -> _Reward:
    """The game's lead scale; or, where its bot's optional `centred_scale(state)` gives one for the
    position, that scale about the root's own leads: where the evaluation puts a seat hundreds of points
    behind all game, the logistic about zero gives every command the same reward and the search explores
    blindly."""
    centred = getattr(bot, "centred_scale", None)
    scale = centred(root) if centred else None
    if scale is None:
        return _Reward(bot.SCALE, (0.0,) * seats)
    return _Reward(scale, tuple(_margins([bot.evaluate(root, s) for s in range(seats)])))


def _rewards(rules: Rules, bot: Determiniser, state: State, reward: _Reward) -> list[float]:
    """Each seat's reward in [0, 1]: mostly whether it wins, partly by how much it leads."""
    status: Status = rules.status(state)
    seats = len(reward.baseline)
    if status.finished and status.scores is not None:
        scores: Sequence[float] = status.scores
        winners = set(status.winners)
        leads = _leads(scores, reward)
        return [0.7 * (s in winners) / max(1, len(winners)) + 0.3 * leads[s] for s in range(seats)]
    return _leads([bot.evaluate(state, s) for s in range(seats)], reward)


def _margins(scores: Sequence[float]) -> list[float]:
    """Each seat's lead over the best of the others (its own score when alone)."""
    out = []
    for s, mine in enumerate(scores):
        others = [score for t, score in enumerate(scores) if t != s]
        out.append(mine - max(others) if others else mine)
    return out


def _leads(scores: Sequence[float], reward: _Reward) -> list[float]:
    """A logistic of each seat's lead (less its baseline) over the scale."""
    return [1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, (lead - base) / reward.scale))))
            for lead, base in zip(_margins(scores), reward.baseline, strict=True)]
