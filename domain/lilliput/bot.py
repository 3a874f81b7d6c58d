"""18 Lilliput's determiniser for the bots (domain/core/search.py). Everything is open, the train
deck included (its order is fixed by the rules): the world is the seat's history folded."""
from __future__ import annotations

from dataclasses import replace

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.lilliput import RULES, bot_policy, foresight, scoring
from domain.lilliput.state import advanced_solo, share_count

SCALE = 40.0
CENTRED_SCALE = 150.0
"""The lead scale of the advanced solo game, about the root's lead (domain/core/search.py): there the
evaluation puts the bot 200 to 1,000 points behind Gulliver all game, and the logistic about zero gave
every command a reward near 0 (the search's visits even, whatever it found); about the root's lead a
command 100 points better than another scores 0.66 to 0.5. Gulliver's random turns move a leaf's lead
by 100 to 400 points, which the wider scale keeps from deciding a reward alone (docs/bots.md)."""
_PLAYOUT_RNG = Rng("lilliput", "playout")
"""A player's command in 18 Lilliput draws nothing (only Gulliver's turns do): the play-outs' policy applies
its candidates with this Rng, never read."""
LEVELS = {"easy": replace(search.LEVELS["easy"], iterations=10),
          "normal": replace(search.LEVELS["normal"], iterations=130),
          "strong": replace(search.LEVELS["strong"], iterations=320, rollout=3)}
"""The normal and strong bots play their leaves on by the policy's play-outs (`playout`: the command the
evaluation likes best), two and three commands, so that a card taken is judged with the lay, share or
train it was taken for. A play-out costs evaluations (in the advanced solo game two: the seat's lead over
Gulliver), so both search fewer nodes than elsewhere; with the incomes and reach kept (routes.py, board.py)
they cost about what the bots did when issue 43 was filed, the strong one less (bench/bot_move_cpu.py run
beside that code, docs/bots.md "Issue 43, eighth session"). At 70 and 280 nodes they won 11 and 29 of 50
advanced solo games against Gulliver, under the goals; 24 and 31 at 130 and 320 (docs/bots.md, "Issue 43,
seventh session"). Strong at a tenth of its nodes won 6 of 10 solo games against Gulliver (base
rules) before, 7 of 10 with them, and 3 of 10 in the advanced game against 0 of 10 (docs/bots.md). The easy
bot's evaluation reads routes too, so it tries 10 moves, not 24."""


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The final score were the game to end now (cash, shares at market price, Dimen's Land cards) and
    what the seat's shares will still earn at today's incomes (domain/lilliput/bot_policy.py; in the
    advanced solo game with the round's card dealt, foresight.py); for Gulliver in the advanced game also
    the second company he is likely to found (foresight.py)."""
    worth = scoring.score(state, seat) + bot_policy.future_worth(state, seat, foresight.dealt_this_round(state))
    if seat == state["automa"] and advanced_solo(state):
        worth += foresight.founding_threat(state)
    return worth


def playout(state: State, seat: int, legal: list[dict]) -> dict:
    """The play-outs' command: of the candidates, the one whose position the evaluation likes best for
    the seat (the first on a tie), so that a card taken is followed by the lay or train it was taken
    for, not by a random one. In the advanced solo game, best by the seat's lead over Gulliver, as the
    tree's rewards: a lay that lengthens his routes more than the seat's, or a payout that funds his
    second company, counts there and not in the seat's own worth."""
    if not advanced_solo(state):
        return max(legal, key=lambda command: evaluate(after(state, seat, command), seat))
    return max(legal, key=lambda command: _lead(after(state, seat, command), seat, state["automa"]))


def _lead(state: State, seat: int, gulliver: int) -> float:
    return evaluate(state, seat) - evaluate(state, gulliver)


def after(state: State, seat: int, command: dict) -> State:
    """The position after the seat's command."""
    for event in RULES.decide(state, seat, command, _PLAYOUT_RNG):
        state = RULES.evolve(state, event)
    return state


def candidates(state: State, seat: int, legal: list[dict]) -> list[dict]:
    """The commands worth searching in this position (domain/lilliput/bot_policy.py); in the advanced
    solo game, a train from the bank only if the deck's foresight says it earns the seat more than it
    hands Gulliver (domain/lilliput/foresight.py)."""
    kept = bot_policy.candidates(state, seat, legal)
    if not advanced_solo(state):
        return kept
    if not any(_from_bank(c) for c in kept):
        return kept
    lead = _foreseen_lead(state, seat)  # once: each purchase is held against the same lead
    worth_buying = [c for c in kept if not _from_bank(c) or _foreseen_lead(after(state, seat, c), seat) > lead]
    return worth_buying or kept


def _from_bank(command: dict) -> bool:
    return command["type"] == "buy_train" and command["data"].get("source") == "bank"


def _foreseen_lead(state: State, seat: int) -> float:
    """The seat's part of every company's foreseen income less Gulliver's."""
    gulliver = state["automa"]
    return sum((share_count(state, seat, company) - share_count(state, gulliver, company)) / 10 * income
               for company, income in foresight.incomes(state).items())


def centred_scale(state: State) -> float | None:
    """The search's rewards centred on the root's leads, in the advanced solo game only."""
    return CENTRED_SCALE if advanced_solo(state) else None


def seat_count(state: State) -> int:
    return state["players"]


def automa_seat(state: State) -> int | None:
    return state["automa"]


def searched(command: dict) -> bool:
    """Everything but buying a train from another company: two companies (a bot's and Gulliver's, or two
    bots') could sell the same trains back and forth for ever."""
    return not (command["type"] == "buy_train" and command["data"].get("source") == "company")
