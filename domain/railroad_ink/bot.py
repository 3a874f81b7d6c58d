"""Railroad Ink's determiniser for the bots (domain/core/search.py). Every board and roll is public
and the dice still to come are rolled when a round starts, from the game's secret seed: the world is
the seat's history folded, and the search rolls its own future dice."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.railroad_ink import RULES
from domain.railroad_ink.board import (
    CENTER,
    CRATER,
    EXIT_KIND,
    FACES,
    KINDS,
    NEIGHBOURS,
    NONE,
    OPPOSITE,
    ROUNDS,
    SPECIALS,
    SPECIALS_PER_GAME,
    index,
    orient,
)
from domain.railroad_ink.expansions import rounds
from domain.railroad_ink.scoring import score
from domain.railroad_ink.state import expansions

SCALE = 6.0
LEVELS = {"easy": replace(search.LEVELS["easy"], pruned=False),
          "normal": replace(search.LEVELS["normal"], iterations=145, pruned=False),
          "strong": replace(search.LEVELS["strong"], iterations=400, rollout=2)}
"""Only the strong bot narrows its search to the `candidates`. Its tree then goes deeper, and every node
deeper lists the legal commands again, so it searches 400 nodes with two play-out commands each to stay
within the CPU a move it took with 600 and four unpruned (docs/bots.md, "Issue 43, fifth session"). The
normal bot searches 145 nodes (not 160) to stay within the CPU a move it took when issue 43 was filed
(bench/bot_move_cpu.py run beside that code)."""
DIE_PLACEMENTS = 8
"""The die placements searched in a position, the best by `placement_value`."""
SPECIAL_PLACEMENTS = 2
"""The special route placements searched, when a special is worth drawing now."""
SPECIAL_COST = 2.0
"""What drawing a special route costs while the seat has fewer left than rounds to play: the next round
may want it more."""
EXIT_VALUE = 2.0
"""A route end joined to an exit: a network's next exit is worth 4 points, once the networks meet."""
_CENTER = frozenset(CENTER)


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The board's score now (exits, longest routes, centre, minus open ends)."""
    return score(state["seats"][seat]["board"], expansions(state))["total"]


def seat_count(state: State) -> int:
    return len(state["seats"])


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    """Everything but `erase_route`, which gives back a route drawn this round."""
    return command["type"] != "erase_route"


def candidates(state: State, seat: int, legal: list[dict]) -> list[dict]:
    """The placements worth searching (the strong bot's move pruning): of dice showing the same route only
    the first, the DIE_PLACEMENTS best by `placement_value`, and the SPECIAL_PLACEMENTS best special routes
    while one beats the best die placement (or, with none left, ending the round) by SPECIAL_COST (by nothing
    when the seat must draw one a round from now on to use them all); every other command as listed. A roll offers up to two hundred
    placements, more than the strong bot's nodes can compare."""
    mine = state["seats"][seat]
    board = mine["board"]
    first_die: dict[str, int] = {}
    for die, route in enumerate(state["dice"]):
        if die not in mine["dice_used"]:
            first_die.setdefault(route, die)
    rounds_after = rounds(expansions(state)) - state["round"]
    drawn = tuple(board)
    dice: list[tuple[float, dict]] = []
    specials: list[tuple[float, dict]] = []
    kept = []
    for command in legal:
        kind, data = command["type"], command["data"]
        if kind == "place_route":
            route = state["dice"][data["die"]]
            if first_die[route] == data["die"]:
                dice.append((drawn_value(drawn, FACES[route], data, rounds_after), command))
        elif kind == "place_special":
            specials.append((drawn_value(drawn, SPECIALS[data["special"]], data, rounds_after), command))
        else:
            kept.append(command)
    dice.sort(key=lambda pair: -pair[0])
    specials.sort(key=lambda pair: -pair[0])
    cost = 0.0 if SPECIALS_PER_GAME - len(mine["specials_used"]) > rounds_after else SPECIAL_COST
    bar = dice[0][0] if dice else 0.0
    kept += [command for _, command in dice[:DIE_PLACEMENTS]]
    kept += [command for value, command in specials[:SPECIAL_PLACEMENTS] if not cost or value - cost > bar]
    return kept or legal


def drawn_value(board: tuple[str, ...], code: str, data: dict, rounds_after: int) -> float:
    """`placement_value` of a placement command's `data` drawing the route `code`."""
    return placement_value(board, index(data["row"], data["col"]), orient(code, data["rotation"], data["mirrored"]),
                           rounds_after)


@lru_cache(maxsize=1 << 16)
def placement_value(board: tuple[str, ...], square: int, code: str, rounds_after: int) -> float:
    """What drawing `code` on `square` is worth by its sides alone, in points: a route end joined to a
    neighbour's +1 (two open ends closed), to an exit +EXIT_VALUE, a route end facing an empty square
    minus the chance it stays open (a sixth more each round closer to the end), one facing a blank side
    or a blank side facing a route end -1 for good, an exit covered by a blank side -EXIT_VALUE / 2, and
    a centre square +1."""
    value = 1.0 if square in _CENTER else 0.0
    open_cost = 1.0 - rounds_after / (ROUNDS - 1)
    for side, neighbour in enumerate(NEIGHBOURS[square]):
        ours = code[side]
        if neighbour < 0:
            exit_kind = EXIT_KIND[square][side]
            if ours in KINDS:
                value += EXIT_VALUE if exit_kind == ours else 0.0
            elif exit_kind != NONE:
                value -= EXIT_VALUE / 2
            continue
        theirs = board[neighbour]
        if theirs in ("", CRATER):
            value -= open_cost if ours in KINDS else 0.0
        elif ours in KINDS:
            value += 1.0 if theirs[OPPOSITE[side]] == ours else -1.0
        elif theirs[OPPOSITE[side]] in KINDS:
            value -= 1.0
    return value
