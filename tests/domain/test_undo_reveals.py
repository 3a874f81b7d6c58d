"""Undo (issue 16) takes back only a command that revealed nothing: each game declares, in
`revealing_events`, the event types that reveal. Random legal play in every mode and variant proves
the declarations. A command of a player none of whose events is declared
(a) draws no chance: decided again with other dice it gives the same events;
(b) shows nothing hidden: in every world a viewer (any seat, or the spectator) cannot tell from the
    real one, the command's events as that viewer sees them could have come about too.
(c) Of any command, decided again with other dice or in such a world, the first events that differ
    are of declared types; and every declared type is seen there, so none is declared without need.

An automa's commands are left out: no player undoes them, and a player's undo stops at them (they
are something the player did not cause)."""
from __future__ import annotations

from collections.abc import Callable
from itertools import zip_longest
from typing import NamedTuple

import pytest

from domain.core import LocalGame, Rng, RuleViolation, SeatSpec
from domain.core.bots import determiniser
from domain.core.game import decide
from domain.core.registry import all_rules
from domain.core.rules import Event, Rules, State

OTHER_DICE = "other dice"
WORLDS = 3
"""Worlds sampled per viewer for a command that declares no reveal (one for a command that does): each
re-deals everything the viewer cannot see."""


def seats(players: int, automa: bool = False) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(players)] + ([SeatSpec("automa", "automa")] if automa else [])


def any_command(state: State, legal: list[dict]) -> list[dict]:
    return legal


def tickets_on_the_last_turn(state: State, legal: list[dict]) -> list[dict]:
    """Ticket to Ride's last turn spent on tickets: the game then ends on keep_tickets, whose only
    reveal is the final scoring (random play almost always ends it on a card or a claim)."""
    tickets = [command for command in legal if command["type"] in ("draw_tickets", "keep_tickets")]
    return tickets if state["final_turns_left"] == 1 and tickets else legal


class Mode(NamedTuple):
    seats: list[SeatSpec]
    options: dict
    rules_version: str | None = None  # the newest
    prefer: Callable[[State, list[dict]], list[dict]] = any_command  # the legal commands played at random


MODES = {
    "lilliput": [
        Mode(seats(2), {}), Mode(seats(3), {"advanced": True}), Mode(seats(4), {}),
        Mode(seats(2), {"two_characters": True}), Mode(seats(1, automa=True), {}),
        *[Mode(seats(3), {"variant": variant}) for variant in ("allenbeck-tottenham-express", "laputa", "brobdingnag")],
    ],
    "railroad-ink": [
        Mode(seats(1), {}), Mode(seats(3), {"expansions": ["meteor"]}), Mode(seats(2), {"expansions": ["lava"]}),
        Mode(seats(2), {"expansions": ["meteor", "lava"]}), Mode(seats(2), {"expansions": ["lava"]}, "1"),
    ],
    "ticket-to-ride": [
        Mode(seats(2), {}), Mode(seats(3), {}, "1"), Mode(seats(4), {}), Mode(seats(5), {}),
        Mode(seats(3), {}, prefer=tickets_on_the_last_turn),
    ],
    "mini-express": [
        *[Mode(seats(1, automa=True), {"difficulty": level}) for level in ("easy", "normal", "hard", "brutal", "ultimate")],
        Mode(seats(2, automa=True), {}), Mode(seats(2), {"mode": "expert"}),
        Mode(seats(3), {"map": "europe", "map_variant": True}), Mode(seats(4), {"first_game": True}),
    ],
    "tinners-trail": [Mode(seats(3), {}), Mode(seats(4), {}), Mode(seats(3), {}, "1")],
}


def shown(rules: Rules, events: list[Event], viewer: int | None) -> list[Event]:
    return [seen for seen in (rules.redact(event, viewer) for event in events) if seen is not None]


def could_happen(rules: Rules, world: State, version: int, seat: int, command: dict, seen: list[Event],
                 viewer: int | None) -> bool:
    """Whether, in `world`, the viewer could see `seen` as the events of the seat's command: the seat
    sees the events of its own command; another viewer, who does not see the command, those of any."""
    others = rules.legal_commands(world, seat) if viewer != seat else []
    for candidate in [command, *others]:
        try:
            events = decide(rules, world, version, seat, candidate, OTHER_DICE)
        except RuleViolation:
            continue
        if shown(rules, events, viewer) == seen:
            return True
    return False


def first_difference(real: list[Event], other: list[Event]) -> set[str]:
    """The types of the first events in which two outcomes of one command differ (none if they agree)."""
    for mine, theirs in zip_longest(real, other):
        if mine != theirs:
            return {event.type for event in (mine, theirs) if event is not None}
    return set()


class Checked:
    """What the random games found: the declared types seen to reveal, the commands that could be undone."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.witnessed: set[str] = set()  # declared types seen where two outcomes of a command first differ
        self.undoable: set[str] = set()  # command types played without a declared reveal
        self.partial: set[int | None] = set()  # viewers of this game shown some event redacted so far
        self.hidden = False  # in some game some viewer was

    def differ(self, real: list[Event], other: list[Event], what: str) -> None:
        """Where the same command, decided otherwise, first gives other events, a declared type must tell."""
        differing = first_difference(real, other)
        assert differing <= self.rules.revealing_events, f"{sorted(differing)} differ, undeclared: {what}"
        self.witnessed |= differing


def check_command(game: LocalGame, state: State, seat: int, command: dict, events: list[Event],
                  histories: dict[int | None, list[Event]], checked: Checked) -> None:
    """(a), (b) and (c) for one command."""
    rules, version = game.rules, game.version - len(events)
    what = f"{rules.name} v{version}: seat {seat} played {command} -> {[event.type for event in events]}"
    revealing = bool({event.type for event in events} & rules.revealing_events)
    again = decide(rules, state, version, seat, command, OTHER_DICE)
    assert revealing or again == events, f"chance drawn: {what}"
    checked.differ(events, again, f"other dice: {what}")
    bot = determiniser(rules)
    # a viewer shown every event whole so far knows the state itself: no other world to try
    for viewer in sorted(checked.partial, key=str):
        view, seen = rules.view(state, viewer), shown(rules, events, viewer)
        known = bot.known_world(view, histories[viewer])
        for n in range(1 if revealing else WORLDS):
            world = bot.resample(known, view, Rng(game.seed, f"world/{version}/{viewer}/{n}"))
            if not revealing:
                assert could_happen(rules, world, version, seat, command, seen, viewer), \
                    f"shows viewer {viewer} something hidden: {what}"
                continue
            try:
                other = shown(rules, decide(rules, world, version, seat, command, OTHER_DICE), viewer)
            except RuleViolation:
                assert viewer != seat, f"legal only by what its seat cannot see: {what}"
                continue  # it needs what this viewer cannot see, and reveals it
            checked.differ(seen, other, f"viewer {viewer} in another world: {what}")


def play_and_check(rules: Rules, mode: Mode, seed: str, checked: Checked) -> None:
    seat_specs = mode.seats
    game = LocalGame(rules, seat_specs, mode.options, seed, mode.rules_version)
    histories: dict[int | None, list[Event]] = {viewer: [] for viewer in [*range(len(seat_specs)), None]}
    checked.partial = set()
    see(rules, game.events, histories, checked)
    chooser = Rng(seed, "chooser")
    while not (status := game.status()).finished:
        seat = chooser.choice(list(status.active_seats))
        state = game.state
        if seat_specs[seat].kind == "automa":
            events = game.play_automa(seat)
        else:
            command = chooser.choice(mode.prefer(state, rules.legal_commands(state, seat)))
            events = game.play(seat, command)
            if not {event.type for event in events} & rules.revealing_events:
                checked.undoable.add(command["type"])
            check_command(game, state, seat, command, events, histories, checked)
        see(rules, events, histories, checked)


def see(rules: Rules, events: list[Event], histories: dict[int | None, list[Event]], checked: Checked) -> None:
    for viewer, history in histories.items():
        seen = shown(rules, events, viewer)
        if seen != events:
            checked.partial.add(viewer)
            checked.hidden = True
        history += seen


@pytest.mark.parametrize("name", sorted(MODES))
def test_the_declared_reveals_are_what_commands_show_of_chance_and_hidden_information(name):
    rules = all_rules()[name]
    checked = Checked(rules)
    for index, mode in enumerate(MODES[name]):
        play_and_check(rules, mode, f"undo-{index}", checked)
    assert checked.undoable, f"{name}: no command could be undone, so nothing was checked"
    assert checked.witnessed == rules.revealing_events, \
        f"{name} declares reveals never seen to reveal: {sorted(rules.revealing_events - checked.witnessed)}"
    # Only Ticket to Ride hides anything; in the other games (b) holds because every viewer sees it all.
    assert checked.hidden == (name == "ticket-to-ride")
