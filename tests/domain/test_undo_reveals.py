"""Undo (issue 16) takes back only a command that revealed nothing: each game declares, in
`revealing_events`, the event types that reveal. Random legal play in every mode and variant proves
the declarations. A command of a player none of whose events is declared
(a) draws no chance: decided again with other dice it gives the same events;
(b) shows nothing hidden: in every world a viewer (any seat, or the spectator) cannot tell from the
    real one, the command's events as that viewer sees them could have come about too;
and every declared type occurs, so none is declared without need.

An automa's commands are left out: no player undoes them, and a player's undo stops at them (they
are something the player did not cause)."""
from __future__ import annotations

from collections import Counter

import pytest

from domain.core import LocalGame, Rng, RuleViolation, SeatSpec
from domain.core.bots import determiniser
from domain.core.game import decide
from domain.core.registry import all_rules
from domain.core.rules import Event, Rules, State

OTHER_DICE = "other dice"
WORLDS = 3
"""Worlds sampled per viewer and command: each re-deals everything the viewer cannot see."""


def seats(players: int, automa: bool = False) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(players)] + ([SeatSpec("automa", "automa")] if automa else [])


# (seats, options, rules version or None for the newest): the modes, variants and expansions
MODES = {
    "lilliput": [
        (seats(2), {}, None), (seats(3), {"advanced": True}, None), (seats(4), {}, None),
        (seats(2), {"two_characters": True}, None), (seats(1, automa=True), {}, None),
        *[(seats(3), {"variant": variant}, None) for variant in ("allenbeck-tottenham-express", "laputa", "brobdingnag")],
    ],
    "railroad-ink": [
        (seats(1), {}, None), (seats(3), {"expansions": ["meteor"]}, None), (seats(2), {"expansions": ["lava"]}, None),
        (seats(2), {"expansions": ["meteor", "lava"]}, None), (seats(2), {"expansions": ["lava"]}, "1"),
    ],
    "ticket-to-ride": [(seats(2), {}, None), (seats(3), {}, "1"), (seats(4), {}, None), (seats(5), {}, None)],
    "mini-express": [
        *[(seats(1, automa=True), {"difficulty": level}, None) for level in ("easy", "normal", "hard", "brutal", "ultimate")],
        (seats(2, automa=True), {}, None), (seats(2), {"mode": "expert"}, None),
        (seats(3), {"map": "europe", "map_variant": True}, None), (seats(4), {"first_game": True}, None),
    ],
    "tinners-trail": [(seats(3), {}, None), (seats(4), {}, None), (seats(3), {}, "1")],
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


def of_kind(events: list[Event], kinds: set[str]) -> dict[str, list[Event]]:
    return {kind: [event for event in events if event.type == kind] for kind in kinds}


class Checked:
    """What the random games found: the declared types seen to reveal, the commands that could be undone."""

    def __init__(self) -> None:
        self.witnessed: set[str] = set()  # declared types seen to differ with other dice or in another world
        self.undoable: Counter[str] = Counter()
        self.partial: set[int | None] = set()  # viewers of this game shown some event redacted so far
        self.hidden = False  # in some game some viewer was

    def compare(self, revealed: set[str], real: list[Event], other: list[Event]) -> None:
        """A declared type is witnessed where the same command, decided otherwise, gives other events of it."""
        mine, theirs = of_kind(real, revealed), of_kind(other, revealed)
        self.witnessed |= {kind for kind in revealed if mine[kind] != theirs[kind]}


def check_command(rules: Rules, game: LocalGame, state: State, seat: int, command: dict, events: list[Event],
                  histories: dict[int | None, list[Event]], checked: Checked) -> None:
    """(a) and (b) for a command that declares no reveal; for one that does, look for a witness of each
    declared type it shows until every type has one."""
    version = game.version - len(events)
    what = f"{rules.name} v{version}: seat {seat} played {command} -> {[event.type for event in events]}"
    revealed = {event.type for event in events} & rules.revealing_events
    if revealed <= checked.witnessed and revealed:
        return
    again = decide(rules, state, version, seat, command, OTHER_DICE)
    assert revealed or again == events, f"chance drawn: {what}"
    checked.compare(revealed, events, again)
    bot = determiniser(rules)
    # a viewer shown every event whole so far knows the state itself: no other world to try
    for viewer in sorted(checked.partial, key=str):
        view, seen = rules.view(state, viewer), shown(rules, events, viewer)
        known = bot.known_world(view, histories[viewer])
        for n in range(WORLDS):
            world = bot.resample(known, view, Rng(game.seed, f"world/{version}/{viewer}/{n}"))
            if not revealed:
                assert could_happen(rules, world, version, seat, command, seen, viewer), \
                    f"shows viewer {viewer} something hidden: {what}"
                continue
            try:
                checked.compare(revealed, seen, shown(rules, decide(rules, world, version, seat, command, OTHER_DICE), viewer))
            except RuleViolation:
                pass  # the command needs what the viewer cannot see; which type shows it, a world it fits tells


def play_and_check(rules: Rules, seat_specs: list[SeatSpec], options: dict, rules_version: str | None, seed: str,
                   checked: Checked) -> None:
    game = LocalGame(rules, seat_specs, options, seed, rules_version)
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
            command = chooser.choice(rules.legal_commands(state, seat))
            events = game.play(seat, command)
            if not {event.type for event in events} & rules.revealing_events:
                checked.undoable[command["type"]] += 1
            check_command(rules, game, state, seat, command, events, histories, checked)
        see(rules, events, histories, checked)


def see(rules: Rules, events: list[Event], histories: dict[int | None, list[Event]], checked: Checked) -> None:
    for viewer, history in histories.items():
        seen = shown(rules, events, viewer)
        if seen != events:
            checked.partial.add(viewer)
            checked.hidden = True
        history += seen


@pytest.mark.parametrize("name", sorted(MODES))
def test_a_command_without_a_declared_reveal_draws_no_chance_and_shows_nothing_hidden(name):
    rules = all_rules()[name]
    checked = Checked()
    for index, (seat_specs, options, rules_version) in enumerate(MODES[name]):
        for game in range(2):
            play_and_check(rules, seat_specs, options, rules_version, f"undo-{index}-{game}", checked)
    assert checked.undoable, f"{name}: no command could be undone, so nothing was checked"
    assert checked.witnessed == rules.revealing_events, \
        f"{name} declares reveals never seen to reveal: {sorted(rules.revealing_events - checked.witnessed)}"
    # Only Ticket to Ride hides anything; in the other games (b) holds because every viewer sees it all.
    assert checked.hidden == (name == "ticket-to-ride")
