"""decide: validate one command against the rules and state the facts it produces. This module
holds the draft, the action cards, tile lays, station tokens and money; shares and trains are in
trading.py, running trains and dividends in operating.py."""
from __future__ import annotations

from domain.core.rules import Event
from domain.lilliput import board, content, operating, trading
from domain.lilliput.checks import current_action, fail, own_company, require
from domain.lilliput.state import acting_seat, characters_each, directed, has_ability, split_step, variant

# --- draft --------------------------------------------------------------------------------------

def home_square(side: str) -> str:
    return board.neighbour(board.MILDENDO, board.EDGE_NAMES.index(side))


def pick_company(state, seat, data):
    require(state["stage"] == "draft", "not_draft", "Companies are chosen only before the first round.")
    require(not directed(state, seat), "has_company", "You already chose your starting company.")
    info = content.companies().get(data["company"])
    require(info is not None and info["starting"] and data["company"] not in state["companies"],
            "company_unavailable", "Choose one of the starting companies nobody has taken.")
    sq = home_square(data["side"])
    require(sq not in state["board"], "side_taken", board.SIDE_TAKEN)
    tiles = content.home_tiles(info["home_kind"], variant(state))
    require(data["tile"] in tiles, "home_tile", f"This company's home is one of {', '.join(tiles)}.")
    require(state["supply"][data["tile"]] > 0, "tile_unavailable", "No tile of that kind is left.")
    facing = board.opposite(board.EDGE_NAMES.index(data["side"]))
    require(facing in board.track_edges(data["tile"], data["rotation"]), "home_connects",
            "The home city tile must continue the track of Mildendo.")
    return [Event("company_picked", {"seat": seat, "company": data["company"], "square": sq,
                                     "tile": data["tile"], "rotation": data["rotation"]}, seat)]


def pick_character(state, seat, data):
    require(state["stage"] == "draft", "not_draft", "Characters are chosen only before the first round.")
    require(len(state["seats"][seat]["characters"]) < characters_each(state), "has_character",
            "You already chose your character." if characters_each(state) == 1 else "You already chose two characters.")
    require(data["character"] in state["characters"], "character_unavailable", "That character is taken.")
    return [Event("character_picked", {"seat": seat, "character": data["character"]}, seat)]


def _split(state, seat, split: list, total: int, step: int) -> dict:
    companies = [part["company"] for part in split]
    require(1 <= len(split) <= 2 and len(set(companies)) == len(companies), "split",
            "The money goes to one or two different companies you direct.")
    for part in split:
        own_company(state, seat, part["company"])
        require(part["amount"] > 0 and part["amount"] % step == 0, "split", f"Split the money in £{step} steps."
                if step > 1 else "Give each company a part of the money.")
    require(sum(part["amount"] for part in split) == total, "split", f"The parts must add up to £{total}.")
    return {part["company"]: part["amount"] for part in split}


def round_bonus(state, seat, data):
    require(state["stage"] == "bonus", "not_bonus", "The Judge's bonus is taken at the start of the round.")
    bonus = has_ability(state, seat, "round_bonus")
    if data["to"] == "private":
        return [Event("round_bonus", {"seat": seat, "private": bonus["private"], "split": {}}, seat)]
    split = _split(state, seat, data["split"], bonus["companies"], split_step(state, bonus["step"]))
    return [Event("round_bonus", {"seat": seat, "private": 0, "split": split}, seat)]


# --- action cards -------------------------------------------------------------------------------

def take_card(state, seat, data):
    require(state["stage"] == "actions" and state["action"] is None, "card_taken",
            "You already chose this turn's action.")
    require(data["card"] in state["cards"] and data["card"] not in state["used_cards"], "card_unavailable",
            "That action card is not free this round.")
    return [Event("card_taken", {"seat": seat, "card": data["card"], "action": data["action"], "copied": False}, seat)]


def copy_card(state, seat, data):
    require(state["stage"] == "actions" and state["action"] is None, "card_taken",
            "You already chose this turn's action.")
    require(state["seats"][seat]["dimens_land"] > 0, "no_dimens_land", "You have no Dimen's Land card left.")
    require(data["card"] in state["used_cards"], "not_used_yet",
            "Dimen's Land copies an action card already used this round.")
    return [Event("card_taken", {"seat": seat, "card": data["card"], "action": data["action"], "copied": True}, seat)]


def end_turn(state, seat, data):
    current_action(state)
    return [Event("turn_ended", {"seat": seat}, seat)]


def placement_cost(state, seat, data, reached=None) -> int:
    """Validate where a tile the company may lay now (tile_problem) goes; returns the lay's cost.
    `reached` is board.reach() of the company if known."""
    company = data["company"]
    tile = content.tiles()[data["tile"]]
    error = board.placement_error(state, company, data["tile"], data["square"], data["rotation"], reached)
    if error:
        raise fail(error[0], error[1], square=data["square"], tile=data["tile"])
    cost = board.build_cost(state, data["square"])  # terrain, or mountains for the tunnel
    if tile["kind"] == "ycity" and data["square"] not in state["board"] and not has_ability(state, seat, "free_ycity"):
        cost += content.company_rules()["ycity_cost"]
    require(state["companies"][company]["treasury"] >= cost, "cannot_afford",
            f"This lay costs £{cost} (a new Y-city £{content.company_rules()['ycity_cost']}, building on terrain or "
            "mountains its extra cost) from the treasury of the company laying it.", cost=cost)
    return cost


def tile_problem(state, seat, company, tile_id, character: bool) -> int | None:
    """Validate laying this kind of tile for the company now, on whichever square; returns the action's
    lay slot used (None for a character tile)."""
    action = current_action(state)
    own_company(state, seat, company)
    tile = content.tiles()[tile_id]
    if character:
        require(not action["character_laid"], "character_tile_laid", "One character tile per turn.")
        require(tile_id in state["seats"][seat]["character_tiles"], "not_your_tile",
                "You hold no such character tile.")
        slot, colours = None, [tile["colour"]]
    else:
        require(action["kind"] == "lay" and action["lays"], "no_lay", "Your action lays no (more) tiles.")
        require(tile["character"] is None, "character_tile", "Character tiles are laid with lay_character_tile.")
        slots = [i for i, colours in enumerate(action["lays"]) if tile["colour"] in colours]
        require(bool(slots), "wrong_colour", f"Your action does not lay a {tile['colour']} tile now.")
        slot, colours = slots[0], action["lays"][slots[0]]
    error = board.tile_error(state, company, tile_id, colours)
    if error:
        raise fail(error[0], error[1], tile=tile_id)
    return slot


def _lay(state, seat, data, character: bool):
    slot = tile_problem(state, seat, data["company"], data["tile"], character)
    cost = placement_cost(state, seat, data)
    return [Event("tile_laid", {"seat": seat, "company": data["company"], "tile": data["tile"],
                                "square": data["square"], "rotation": data["rotation"], "cost": cost,
                                "slot": slot}, seat)]


def lay_tile(state, seat, data):
    return _lay(state, seat, data, False)


def lay_character_tile(state, seat, data):
    return _lay(state, seat, data, True)


def exchange_flimnap(state, seat, data):
    require(state["stage"] == "actions", "not_actions", "The Treasurer is exchanged during your action turn.")
    rate = has_ability(state, seat, "exchange_per_round")
    require(bool(rate), "no_flimnap", "Only the holder of Flimnap may exchange him.")
    return [Event("flimnap_exchanged", {"seat": seat, "amount": rate * state["round"]}, seat)]


# --- tokens and money -----------------------------------------------------------------------------

def token_cost(state, seat, company: str) -> int:
    costs = content.company_rules()["token_costs"]
    extra = content.company_rules()["station_tokens"] - board.tokens_left(state, company) - 1
    cost = costs[min(extra, len(costs) - 1)]
    return cost - cost * (has_ability(state, seat, "token_discount_percent") or 0) // 100


def place_token(state, seat, data, reachable=None):
    action = current_action(state, "token")
    require(action["open"], "token_done", "You already placed this action's station token.")
    company = data["company"]
    treasury = own_company(state, seat, company)["treasury"]
    require(board.tokens_left(state, company) > 0, "no_tokens", "The company has no station tokens left.")
    placed = state["board"].get(data["square"])
    require(placed is not None and board.free_slot(placed, company), "no_slot",
            "A station token goes on a free slot of a city or Y-city, one per company per tile.")
    reachable = reachable if reachable is not None else board.reachable_centres(state, company)
    require(data["square"] in reachable, "not_connected",
            "The company must reach that city by a route not blocked by other companies' tokens.")
    cost = token_cost(state, seat, company)
    require(treasury >= cost, "cannot_afford", f"This station token costs £{cost} from the treasury.")
    return [Event("token_placed", {"company": company, "square": data["square"], "cost": cost}, seat)]


def fund_companies(state, seat, data):
    action = current_action(state, "fund")
    require(action["open"], "fund_done", "You already used this action.")
    total = content.phases()[state["phase"]]["fund"]
    split = _split(state, seat, data["split"], total, split_step(state, 10))
    return [Event("companies_funded", {"seat": seat, "split": split}, seat)]


HANDLERS = {
    "pick_company": pick_company, "pick_character": pick_character, "round_bonus": round_bonus,
    "take_card": take_card, "copy_card": copy_card, "end_turn": end_turn,
    "lay_tile": lay_tile, "lay_character_tile": lay_character_tile, "exchange_flimnap": exchange_flimnap,
    "sell_shares": trading.sell_shares, "buy_share": trading.buy_share, "found_company": trading.found_company,
    "buy_train": trading.buy_train, "accept_offer": trading.accept_offer, "decline_offer": trading.decline_offer,
    "return_train": trading.return_train, "place_token": place_token, "fund_companies": fund_companies,
    "best_routes": operating.best_routes, "submit_routes": operating.submit_routes, "pay_out": operating.pay_out,
    "withhold": operating.withhold, "skip_depot": operating.skip_depot,
}


def decide(state: dict, seat: int, command: dict) -> list[Event]:
    require(state["stage"] != "finished", "game_over", "The game is over.")
    require(seat == acting_seat(state), "not_your_turn", "It is not your turn.", active=acting_seat(state))
    if state["returns_due"]:
        require(command["type"] == "return_train", "returns_due",
                "The train limit dropped: first every company over it returns trains to the depot.")
    if state["offer"] is not None:
        require(command["type"] in ("accept_offer", "decline_offer"), "offer_pending",
                "Answer the train offer first.")
    return HANDLERS[command["type"]](state, seat, command["data"])
