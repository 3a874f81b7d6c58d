"""Railroad Ink (base game and the Meteor and Lava expansions): decide and evolve.

Every seat draws the same shared roll on its own board, all at once: a round is open to every seat
that has not ended it, and it closes (next roll, or final scoring after the last round) when the
last seat ends it. docs/rules/railroad-ink.md lists the commands, events and rule interpretations."""
from __future__ import annotations

from collections.abc import Sequence

from domain.core.rng import Rng
from domain.core.rules import (
    Event,
    SeatSpec,
    State,
    Status,
    chance,
    played_since,
    recorded_version,
)
from domain.railroad_ink import picture
from domain.railroad_ink import view as views
from domain.railroad_ink.board import (
    CRATER,
    FACES,
    OVERPASS,
    PLACEMENT_MESSAGES,
    SIDES,
    SPECIALS,
    SPECIALS_PER_GAME,
    SPECIALS_PER_ROUND,
    can_place,
    index,
    legal_placements,
    orient,
    placement_problem,
)
from domain.railroad_ink.commands import COMMAND_SCHEMAS, Options
from domain.railroad_ink.expansion_commands import (
    draw_volcano,
    erase,
    meteor_strike,
    place_lava,
    square_at,
    violation,
)
from domain.railroad_ink.expansions import (
    ANY_DIRECTION,
    EXPANSIONS,
    LAVA_LAKES,
    LAVA_PIECES,
    METEOR,
    VOLCANO,
    lava_placements,
    roll_expansion_dice,
    rounds,
    routes_beside_lava,
)
from domain.railroad_ink.scoring import score, score_board
from domain.railroad_ink.state import (
    ERASING_SINCE,
    drawn_at,
    drawn_code,
    erasable_this_round,
    expansions,
    given_back,
    initial_state,
    lava_fits,
    lava_owed,
    new_seat,
    remaining_dice,
    remaining_lava_dice,
    roll,
    specials_left,
    volcano_allowed,
)

METEOR_COMMANDS = ("meteor_strike", "ignore_meteor")
EXPANSION_OF_COMMAND = {
    "meteor_strike": METEOR, "ignore_meteor": METEOR,
    "place_lava": LAVA_LAKES, "draw_volcano": LAVA_LAKES, "erase_route": LAVA_LAKES,
}
LASTING = ("board", "specials_used", "meteor_at")
"""What a seat keeps from one round to the next."""
ROLLS_KEYED_SINCE = 4
"""Rules version 4: a round's roll (the route dice, then the expansions' dice) is the chance event
"roll:<round>", so a seed rolls the same dice every round whatever the boards hold (the first round's
roll is part of the set-up, the same for a seed in every version)."""


class RailroadInk:
    name = "railroad-ink"
    title = "Railroad Ink"
    rules_version = "5"
    rules_versions = ("1", "2", "3", "4", "5")
    min_players = 1
    max_players = 6
    automa = False
    options_schema = Options
    command_schemas = COMMAND_SCHEMAS
    # Nothing is hidden; the only chance is the shared roll (the meteor and lava dice with it), made by
    # the end_round that closes a round; from rules version 4 on (ROLLS_KEYED_SINCE) each round's roll
    # is drawn from the stream of its round ("roll:<round>"), the same in every game of the seed.
    revealing_events = frozenset({"dice_rolled"})

    # -- setup and evolve ---------------------------------------------------------------------------

    def setup(self, options: dict, seats: list[SeatSpec], rng: Rng, rules_version: str) -> list[Event]:
        chosen = [name for name in EXPANSIONS if name in options.get("expansions", [])]
        started = {"players": len(seats), **({"expansions": chosen} if chosen else {}),
                   **recorded_version(rules_version, ("1",))}
        return [Event("game_started", started), Event("dice_rolled", {"round": 1, **_roll(rng, chosen)})]

    def evolve(self, state: State | None, event: Event) -> State:
        data = event.data
        if event.type == "game_started":
            return initial_state(data)
        state = dict(state)
        if event.type == "dice_rolled":
            state["round"] = data["round"]
            state["dice"] = list(data["dice"])
            if "meteor" in data:
                state["meteor"] = dict(data["meteor"])
            if "lava" in data:
                state["lava_dice"] = list(data["lava"])
            state["seats"] = [
                {**new_seat(state), **{key: seat[key] for key in LASTING if key in seat}}
                for seat in state["seats"]
            ]
            return state
        if event.type == "game_ended":
            state["results"] = data["results"]
            state["winners"] = list(data["winners"])
            state["finished"] = True
            return state
        seats = state["seats"] = list(state["seats"])
        seat = seats[event.seat] = dict(seats[event.seat])
        if event.type == "round_ended":
            seat["ended"] = True
            return state
        if event.type in ("special_placed", "meteor_ignored"):
            seat["specials_this_round"] = [*seat["specials_this_round"], data["special"]]
            seat["specials_used"] = [*seat["specials_used"], data["special"]]
        if event.type in ("meteor_struck", "meteor_ignored"):
            seat["meteor_pending"] = False
        if event.type in ("route_placed", "special_placed") and played_since(state, ERASING_SINCE):
            square = index(data["row"], data["col"])
            what = {"die": data["die"]} if "die" in data else {"special": data["special"]}
            drawn = {"square": square, **what, "under": seat["board"][square]}  # before the route covers it
            seat["drawn_this_round"] = [*seat["drawn_this_round"], drawn]
        if event.type == "route_erased" and "restored" in data:  # this round's own route: its die back
            seat |= given_back(seat, index(data["row"], data["col"]))
            if "erased_this_round" in seat:  # rules version 3: counted against the round's erasures
                seat["erased_this_round"] += 1
        if event.type == "route_placed":
            seat["dice_used"] = [*seat["dice_used"], data["die"]]
        elif event.type == "lava_placed":
            seat["lava_used"] = [*seat["lava_used"], data["die"]]
        elif event.type == "volcano_drawn":
            seat["volcano_drawn"] = True
        elif event.type == "meteor_struck":
            seat["meteor_at"] = index(data["row"], data["col"])
        elif event.type not in ("special_placed", "meteor_ignored", "route_erased"):
            raise ValueError(f"unknown event type {event.type!r}")
        if "row" in data:
            board = seat["board"] = list(seat["board"])
            board[index(data["row"], data["col"])] = _drawn(event)
        return state

    # -- decide -------------------------------------------------------------------------------------

    def decide(self, state: State, seat: int, command: dict, rng: Rng) -> list[Event]:
        if state["finished"]:
            raise violation("game_over", f"The game is over: all {rounds(expansions(state))} rounds have been played.")
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise violation("not_your_turn", f"There is no seat {seat} in this game.", seat=seat)
        mine = state["seats"][seat]
        if mine["ended"]:
            raise violation("not_your_turn", "You have ended this round; wait for the others to end it.", seat=seat)
        kind, data = command["type"], command["data"]
        expansion = EXPANSION_OF_COMMAND.get(kind)
        if kind == "erase_route" and played_since(state, ERASING_SINCE):
            expansion = None  # this round's own routes may be erased in any game
        if expansion is not None and expansion not in expansions(state):
            raise violation("expansion_off", f"This game is played without the {expansion} expansion.")
        if mine.get("meteor_pending") and kind not in METEOR_COMMANDS:
            raise violation(
                "meteor_first", "First let this round's meteor strike (meteor_strike) or ignore it (ignore_meteor)."
            )
        if kind in METEOR_COMMANDS and not mine["meteor_pending"]:
            raise violation("meteor_done", "This round's meteor has already struck or been ignored.")
        if kind == "place_route":
            return [self._place(state, seat, "route_placed", data, self._die_code(state, seat, data["die"]))]
        if kind == "place_special":
            return [self._place(state, seat, "special_placed", data, self._special_code(state, seat, data["special"]))]
        if kind == "meteor_strike":
            return [meteor_strike(state, seat, data.get("direction"))]
        if kind == "ignore_meteor":
            return [Event("meteor_ignored", {"special": self._special(state, seat, data["special"])}, seat)]
        if kind == "place_lava":
            return [place_lava(state, seat, data)]
        if kind == "draw_volcano":
            return [draw_volcano(state, seat, data)]
        if kind == "erase_route":
            return [erase(state, seat, data)]
        return self._end_round(state, seat, rng)

    def _die_code(self, state: State, seat: int, die: int) -> str:
        if die in state["seats"][seat]["dice_used"]:
            raise violation("die_used", f"You have already drawn die {die} this round.", die=die)
        return FACES[state["dice"][die]]

    def _special(self, state: State, seat: int, special: str) -> str:
        """A special route the seat may still use this round (to draw, or to cross out against a meteor)."""
        mine = state["seats"][seat]
        if special in mine["specials_used"]:
            raise violation("special_used", f"You have already used the special route {special}.", special=special)
        if len(mine["specials_this_round"]) >= SPECIALS_PER_ROUND:
            raise violation(
                "special_round_limit", f"You may use only {SPECIALS_PER_ROUND} special route per round."
            )
        if len(mine["specials_used"]) >= SPECIALS_PER_GAME:
            raise violation("special_game_limit", f"You may use only {SPECIALS_PER_GAME} special routes per game.")
        return special

    def _special_code(self, state: State, seat: int, special: str) -> str:
        return SPECIALS[self._special(state, seat, special)]

    def _place(self, state: State, seat: int, event_type: str, data: dict, code: str) -> Event:
        board = state["seats"][seat]["board"]
        square = index(data["row"], data["col"])
        where = {"row": data["row"], "col": data["col"]}
        if board[square] not in ("", CRATER):  # a route may replace a crater ("kráter vymazat")
            raise violation("square_taken", PLACEMENT_MESSAGES["square_taken"], **where)
        drawn = orient(code, data["rotation"], data["mirrored"])
        problem = placement_problem(board, square, drawn)
        if problem is not None:
            raise violation(problem, PLACEMENT_MESSAGES[problem], **where)
        what = {"die": data["die"], "route": state["dice"][data["die"]]} if "die" in data else {"special": data["special"]}
        return Event(
            event_type,
            {**what, **where, "rotation": data["rotation"], "mirrored": data["mirrored"], "edges": drawn[:4],
             "overpass": drawn.endswith(OVERPASS)},
            seat,
        )

    def _end_round(self, state: State, seat: int, rng: Rng) -> list[Event]:
        board = state["seats"][seat]["board"]
        for die in remaining_dice(state, seat):
            if can_place(board, FACES[state["dice"][die]]):
                raise violation(
                    "dice_left",
                    f"You must draw every route of the roll you can: die {die} ({state['dice'][die]}) still fits.",
                    die=die,
                )
        if lava_owed(state, seat):
            raise violation(
                "lava_needed", "You must draw at least one lava die this round; if none fits, draw a volcano "
                "or erase a route beside the lava to make room.",
            )
        events = [Event("round_ended", {"round": state["round"]}, seat)]
        if any(not other["ended"] for n, other in enumerate(state["seats"]) if n != seat):
            return events
        chosen = expansions(state)
        if state["round"] < rounds(chosen):
            following = state["round"] + 1
            dice = _roll(chance(state, ROLLS_KEYED_SINCE, rng, f"roll:{following}"), chosen)
            return [*events, Event("dice_rolled", {"round": following, **dice})]
        results = [score(other["board"], chosen) for other in state["seats"]]
        return [*events, Event("game_ended", {"results": results, "winners": winners(results)})]

    # -- queries ------------------------------------------------------------------------------------

    def legal_commands(self, state: State, seat: int) -> list[dict]:
        if state["finished"] or not 0 <= seat < len(state["seats"]) or state["seats"][seat]["ended"]:
            return []
        mine = state["seats"][seat]
        board = mine["board"]
        if mine.get("meteor_pending"):
            face = state["meteor"]["direction"]
            directions = list(SIDES) if face == ANY_DIRECTION else [face]
            return [{"type": "meteor_strike", "data": {"direction": direction}} for direction in directions] + [
                {"type": "ignore_meteor", "data": {"special": special}} for special in specials_left(mine)
            ]
        commands = [
            {"type": "place_route", "data": {"die": die, **_where(square, rotation, mirrored)}}
            for die in remaining_dice(state, seat)
            for square, rotation, mirrored in legal_placements(board, FACES[state["dice"][die]])
        ]
        routes_left = bool(commands)
        if LAVA_LAKES in expansions(state):
            commands += [
                {"type": "place_lava", "data": {"die": die, **_where(square, rotation, mirrored)}}
                for die in remaining_lava_dice(state, seat)
                for square, rotation, mirrored in lava_placements(board, LAVA_PIECES[state["lava_dice"][die]])
            ]
        commands += [
            {"type": "place_special", "data": {"special": special, **_where(square, rotation, mirrored)}}
            for special in specials_left(mine)
            for square, rotation, mirrored in legal_placements(board, SPECIALS[special])
        ]
        if LAVA_LAKES in expansions(state):
            commands += [{"type": "draw_volcano", "data": square_at(square)} for square in volcano_allowed(state, mine)]
        commands += [{"type": "erase_route", "data": square_at(square)} for square in self._erasable(state, seat)]
        if not routes_left and not lava_owed(state, seat):
            commands.append({"type": "end_round", "data": {}})
        return commands

    def _erasable(self, state: State, seat: int) -> list[int]:
        """The squares `erase_route` accepts: this round's own routes that no later route needs
        (rules version 2 on), and with lava, when no lava fits yet, routes beside open lava."""
        mine = state["seats"][seat]
        squares = erasable_this_round(mine) if played_since(state, ERASING_SINCE) else []
        if LAVA_LAKES in expansions(state) and not mine["lava_used"] and not lava_fits(state, seat):
            squares += [
                square for square in routes_beside_lava(mine["board"])
                if not played_since(state, ERASING_SINCE) or drawn_at(mine, square) is None
            ]
        return sorted(squares)

    def view(self, state: State, seat: int | None) -> dict:
        return views.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return views.redact(event, seat)

    def picture(self, view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
        return picture.draw(view, legal, names)

    def status(self, state: State) -> Status:
        seats = state["seats"]
        if state["finished"]:
            return Status(
                turn=state["round"],
                round=state["round"],
                active_seats=(),
                finished=True,
                scores=tuple(result["total"] for result in state["results"]),
                winners=tuple(state["winners"]),
            )
        active = tuple(n for n, seat in enumerate(seats) if not seat["ended"])
        return Status(turn=state["round"], round=state["round"], active_seats=active)

    def score_board(self, board: dict) -> dict:
        return score_board(board)

    def final_scoring(self, state: dict) -> dict:
        return {"players": state["results"]}


def _where(square: int, rotation: int, mirrored: bool) -> dict:
    return {**square_at(square), "rotation": rotation, "mirrored": mirrored}


def _roll(rng: Rng, chosen: list[str]) -> dict:
    """The `dice_rolled` data of one roll: the route dice, then the expansions' dice."""
    return {"dice": roll(rng), **roll_expansion_dice(rng, chosen)}


def _drawn(event: Event) -> str:
    """What a seat event leaves on the square it names."""
    data = event.data
    if event.type == "meteor_struck":
        return CRATER
    if event.type == "volcano_drawn":
        return VOLCANO
    if event.type == "route_erased":
        return data.get("restored", "")
    if event.type == "lava_placed":
        return data["edges"]
    return drawn_code(data["edges"], data["overpass"])


def winners(results: list[dict]) -> list[int]:
    """Most points; a tie goes to fewer errors; a tie on both is shared."""
    best = max((result["total"], -result["errors"]) for result in results)
    return [n for n, result in enumerate(results) if (result["total"], -result["errors"]) == best]
