"""18 Lilliput's bot policy (domain/lilliput/bot_policy.py): the commands it searches and what its
evaluation sees beyond the score."""
from __future__ import annotations

from domain.core.bots import analysis
from domain.core.canonical import canonical_json, clone
from domain.core.local import LocalGame
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from domain.core.search import counted
from domain.lilliput import RULES, bot, bot_policy, foresight, scoring

SOLO = [SeatSpec("player"), SeatSpec("Gulliver", "automa")]


def _solo_positions(seed: str, rounds: int = 3, options: dict | None = None):
    """Positions of a solo game played by random legal commands up to `rounds`, the player to move."""
    game = LocalGame(RULES, SOLO, options or {}, seed)
    chooser = Rng(seed, "test")
    while game.state["round"] <= rounds and not game.status().finished:
        seat = game.status().active_seats[0]
        if seat == 1:
            game.play_automa(1)
            continue
        yield game.state
        game.play(seat, chooser.choice(RULES.legal_commands(game.state, seat)))


def test_candidates_are_legal_never_empty_and_leave_out_idle_commands():
    for state in _solo_positions("policy"):
        legal = RULES.legal_commands(state, 0)
        kept = bot.candidates(state, 0, legal)
        assert kept and all(command in legal for command in kept)
        kinds = {command["type"] for command in kept}
        assert "sell_shares" not in kinds or kinds == {"sell_shares"}
        assert len([c for c in kept if c["type"] == "lay_tile"]) <= bot_policy.LAYS_SEARCHED
        if state["round"] < state["rounds"] and len(kept) > 1:
            assert "exchange_flimnap" not in kinds


def test_draft_searches_one_company_and_one_character():
    state = next(_solo_positions("draft"))
    kept = bot.candidates(state, 0, RULES.legal_commands(state, 0))
    assert sorted(command["type"] for command in kept) == ["pick_character", "pick_company"]


def test_evaluation_counts_what_a_running_company_will_still_pay():
    state = next(s for s in _solo_positions("worth") if s["stage"] == "actions" and s["round"] == 2)
    company = next(c for c, placed in state["companies"].items() if placed["president"] == 0)
    assert bot_policy.income(state, company) > 0
    assert bot.evaluate(state, 0) > scoring.score(state, 0)
    assert bot_policy.payouts_left(state, company) == state["rounds"] - state["round"] + 2  # the last counts twice



def test_play_outs_use_the_action_a_card_was_taken_for():
    """Within an action the play-outs play what the evaluation likes best: a lay or a train that raises
    what the seat's shares will earn is played, never the end of the turn in its place."""
    seen = 0
    for state in _solo_positions("playouts", rounds=5):
        legal = bot.candidates(state, 0, RULES.legal_commands(state, 0))
        if not any(command["type"] == "end_turn" for command in legal) or len(legal) < 2:
            continue
        worth = {canonical_json(c): bot.evaluate(bot.after(state, 0, c), 0) for c in legal}
        chosen = bot.playout(state, 0, legal)
        assert worth[canonical_json(chosen)] == max(worth.values())
        ended = worth[canonical_json({"type": "end_turn", "data": {}})]
        if max(worth.values()) > ended:
            assert chosen["type"] != "end_turn"
            seen += 1
    assert seen >= 3


def test_advanced_play_outs_take_the_command_that_leads_gulliver_most():
    """In the advanced solo game the play-outs play what raises the seat's lead over Gulliver most, not
    its own worth: a lay that lengthens his routes more than its own is left, a payout that would fund his
    second company is withheld."""
    unlike = 0
    for state in (s for n in range(12) for s in _solo_positions(f"playouts/{n}", 8, {"advanced": True})):
        legal = bot.candidates(state, 0, RULES.legal_commands(state, 0))
        if len(legal) < 2:
            continue
        positions = {canonical_json(c): bot.after(state, 0, c) for c in legal}
        lead = {key: bot.evaluate(after, 0) - bot.evaluate(after, 1) for key, after in positions.items()}
        worth = {key: bot.evaluate(after, 0) for key, after in positions.items()}
        chosen = canonical_json(bot.playout(state, 0, legal))
        assert lead[chosen] == max(lead.values())
        if worth[chosen] < max(worth.values()) - 20:
            unlike += 1
    assert unlike >= 6



def _buying_positions(options: dict, seed: str):
    """Positions of random solo games where the player may buy the bank's top train."""
    for n in range(6):
        game = LocalGame(RULES, SOLO, options, f"{seed}/{n}")
        chooser = Rng(seed, f"test/{n}")
        while not game.status().finished:
            seat = game.status().active_seats[0]
            if seat == 1:
                game.play_automa(1)
                continue
            legal = RULES.legal_commands(game.state, seat)
            if any(bot._from_bank(command) for command in legal):
                yield game.state, legal
            game.play(seat, chooser.choice(legal))


def test_advanced_solo_game_buys_no_bank_train_that_hands_gulliver_more():
    """In round 1 a second 2-train adds nothing to the company's income (its track is short) and hands
    Gulliver the next card a round sooner, hastening the phase that rusts the company's 2-trains: the
    deck's foresight puts the seat's lead lower, so it is not searched. A purchase the foresight
    finds earning more than it hands him is searched."""
    dropped = kept = 0
    for state, legal in _buying_positions({"advanced": True}, "foresight"):
        searched = bot.candidates(state, 0, legal)
        for command in (c for c in legal if bot._from_bank(c)):
            later = bot.after(state, 0, command)
            lead, lead_after = bot._foreseen_lead(state, 0), bot._foreseen_lead(later, 0)
            if state["round"] == 1:
                company = command["data"]["company"]
                assert bot_policy.income(later, company) == bot_policy.income(state, company)
                assert lead_after <= lead - 50 and command not in searched
                dropped += 1
            elif lead_after > lead:
                assert command in searched
                kept += 1
    assert dropped >= 3 and kept >= 3


def test_base_solo_game_searches_every_bank_train():
    for state, legal in _buying_positions({}, "foresight"):
        searched = bot.candidates(state, 0, legal)
        assert all(command in searched for command in legal if bot._from_bank(command))


def test_gulliver_threatens_a_second_company_less_with_each_share_the_bank_lacks():
    """In the advanced solo game the evaluation counts for Gulliver the second company he can found
    once he holds three 10 % shares: each share a bot takes from the bank first lowers it, and none is
    left once the bank has fewer than he still needs."""
    game = LocalGame(RULES, SOLO, {"advanced": True}, "threat")
    chooser = Rng("threat", "test")
    while not (game.state["round"] == 3 and game.state["stage"] == "actions"):
        seat = game.status().active_seats[0]
        if seat == 1:
            game.play_automa(1)
        else:
            game.play(seat, chooser.choice(RULES.legal_commands(game.state, seat)))
    state = clone(game.state)
    state["seats"][1]["shares"] = {}  # he needs three
    state["seats"][1]["cash"] = 300
    bank = list(state["companies"])
    threats = []
    for pool in (5, 4, 3, 2):
        for company in bank:
            state["companies"][company]["pool"] = min(pool, 3)
            pool -= state["companies"][company]["pool"]
        threats.append(foresight.founding_threat(state))
    # shares bought in rounds 3 to 5, founded in round 6: four payouts (the last round's two), less the
    # fewer the bank has to spare beyond the three he needs
    assert threats == [400 * 3 / 4, 400 * 2 / 4, 400 * 1 / 4, 0]
    assert bot.evaluate(state, 1) == scoring.score(state, 1) + bot_policy.future_worth(state, 1) + threats[-1]


def test_advanced_solo_search_rewards_commands_about_the_root_lead():
    """Hundreds of points behind Gulliver, as the evaluation puts the bot most of the advanced game, the
    search's rewards are centred on that lead: its cards' values spread from a third to a half and the
    better ones are searched more. The base game keeps the logistic about zero: every value near 0."""
    spreads = {}
    for options in ({"advanced": True}, {}):
        game = LocalGame(RULES, SOLO, options, "centred")
        chooser = Rng("centred", "test")
        while (game.state["round"], game.state["stage"], game.state["action"], list(game.status().active_seats)) \
                != (3, "actions", None, [0]):
            seat = game.status().active_seats[0]
            if seat == 1:
                game.play_automa(1)
            else:
                game.play(seat, chooser.choice(RULES.legal_commands(game.state, seat)))
        assert bot.evaluate(game.state, 0) - bot.evaluate(game.state, 1) < -250
        budget = counted(bot.LEVELS["strong"], 0.1)
        values = [e.value for e in analysis(RULES, list(game.events), game.state, 0, budget)]
        spreads[bool(options)] = (min(values), max(values))
    assert spreads[True][0] < 0.35 and spreads[True][1] > 0.5
    assert spreads[False][1] < 0.05
