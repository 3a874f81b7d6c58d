"""An 18 Lilliput seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next,
and every command beside the map in the game's words: companies named in full ("Slamecksan Railway"),
a card by what its action does ("Card 2: lay a yellow tile, then a green one"), a character by his power
(issue 44). The same words draw the round's cards in the picture (picture.py)."""
from __future__ import annotations

from domain.core import targets
from domain.lilliput import content
from domain.lilliput.board import EDGE_NAMES, MILDENDO, SIDE_TAKEN, neighbour

EDGES = {"N": "north", "E": "east", "S": "south", "W": "west"}
PHRASES = {
    "round_bonus": "take the Judge's bonus",
    "pick_company": "draft a company (click a square beside Mildendo for its home, then its tile)",
    "pick_character": "draft a character",
    "take_card": "take a card from the round's cards and choose its action",
    "copy_card": "take a card from the round's cards and choose its action",
    "lay_tile": "lay a tile (click a square on the map)",
    "lay_character_tile": "lay your character's tile",
    "place_token": "place a station (click its square)",
    "found_company": "found a company (click its home square)",
    "buy_share": "buy or sell shares (click a company's row)",
    "sell_shares": "buy or sell shares (click a company's row)",
    "fund_companies": "split the fund between your companies",
    "buy_train": "buy a train",
    "return_train": "return a train to the depot",
    "accept_offer": "answer the offer for your company's train",
    "best_routes": "run the company's trains",
    "submit_routes": "run the company's trains",
    "pay_out": "pay out or withhold the income",
    "withhold": "pay out or withhold the income",
    "skip_depot": "pass on the depot",
    "exchange_flimnap": "exchange Flimnap",
    "end_turn": "end your turn",
}


def company(company_id: str) -> str:
    return content.companies()[company_id]["name"]


SPOKEN = {"y": "Y-city", "t": "T", "x": "X", "brob": "Brobdingnag"}  # a tile id's parts in words


def tile(tile_id: str) -> str:
    """A tile in words: its printed name where it has one ("Mine (£10)"), else its colour and what it
    is, its id's parts spoken ("yellow Y-city straight", "green city T"; a Laputa tile by its company)."""
    info = content.tiles()[tile_id]
    if info["name"]:
        return info["name"]
    if info["company"]:
        return f"{info['colour']} Laputa of {company(info['company'])}"
    if info["kind"] == "city" and "-" not in tile_id:  # a named city of the variants: "brown Tottenham"
        return f"{info['colour']} {tile_id.capitalize()}"
    parts = [SPOKEN.get(part, part) for part in tile_id.split("-") if part != info["colour"]]
    return " ".join([info["colour"], *parts]) if info["colour"] != "red" else "Mildendo"


def _lay(colours: list[str]) -> str:
    return f"a {colours[0]} tile" if len(colours) == 1 else f"a {', '.join(colours[:-1])} or {colours[-1]} tile"


def card_action(action: dict) -> str:
    """What one half of a card does: "lay a yellow tile, then a green tile"; "take £5"."""
    kind = action["kind"]
    if kind == "lay":
        return "lay " + ", then ".join(_lay(colours) for colours in action["tiles"])
    if kind == "cash":
        return f"take \u00a3{action['amount']}"
    if kind == "trains":
        return "buy a train" if action["count"] == 1 else f"buy up to {action['count']} trains"
    return {"shares": "buy and sell shares", "token": "place a station", "fund": "fund your companies"}.get(kind, kind)


def card_number(card_id: str) -> str:
    return card_id.removeprefix("card-")


def power(character_id: str) -> str:
    """"Balmuff, the Judge: £5 to you or £20 to your companies each round"."""
    facts = content.characters()[character_id]
    ability = facts["ability"]
    if "free_ycity" in ability:
        said = "lays Y-cities free; lays the castle"
    elif "token_discount_percent" in ability:
        said = f"stations {ability['token_discount_percent']} % cheaper; lays forts"
    elif "round_bonus" in ability:
        bonus = ability["round_bonus"]
        said = f"each round \u00a3{bonus['private']} to you or \u00a3{bonus['companies']} to your companies"
    elif "bank_train_discount_percent" in ability:
        said = f"bank trains {ability['bank_train_discount_percent']} % cheaper; lays the port"
    elif "exchange_per_round" in ability:
        said = f"exchanged for \u00a3{ability['exchange_per_round']} \u00d7 the round"
    else:
        said = ", ".join(ability)
    return f"{facts['name'].split()[0]}, the {facts['title']}: {said}"


def train(train_id: str) -> str:
    """"2-train (card 5)", "2-train (starting card 3)": trains of one type told apart by their cards."""
    kind, _, card = train_id.partition("#")
    if not card:
        return f"{kind}-train"
    return f"{kind}-train (starting card {card[1:]})" if card.startswith("s") else f"{kind}-train (card {card})"


def _cards(view: dict) -> dict[str, dict]:
    return {card["id"]: card for card in view.get("cards", [])}


def _split(parts: list[dict]) -> str:
    return " + ".join(f"\u00a3{part['amount']} to {company(part['company'])}" for part in parts)


def words(view: dict, command: dict) -> str | None:
    kind, data = command["type"], command["data"]
    if kind == "pick_character":
        return power(data["character"])
    if kind == "pick_company":
        return (f"{company(data['company'])}: home to the {EDGES.get(data['side'], data['side'])} of Mildendo, "
                f"{tile(data['tile'])}, turned {data['rotation'] * 90}\u00b0")
    if kind in ("take_card", "copy_card"):
        card = _cards(view).get(data["card"])
        does = card_action(card["actions"][data["action"]]) if card else f"action {data['action'] + 1}"
        verb = "Copy card" if kind == "copy_card" else "Card"
        return f"{verb} {card_number(data['card'])}: {does}"
    if kind == "round_bonus":
        return "Take the bonus yourself" if data["to"] == "private" else "Bonus to your companies: " + _split(data["split"])
    if kind == "fund_companies":
        return _split(data["split"])
    if kind == "buy_train":
        if data["source"] == "company":
            return (f"{company(data['company'])} buys the {train(data['train'])} of "
                    f"{company(data['seller'])} for \u00a3{data['price']}")
        if data["source"] == "depot" and data["train"]:
            return f"{company(data['company'])} buys the depot's {train(data['train'])}"
        return f"{company(data['company'])} buys the {data['source']}'s next train"
    if kind == "return_train":
        return f"{company(data['company'])} returns its {train(data['train'])}"
    if kind in ("best_routes", "pay_out", "withhold", "skip_depot", "buy_share"):
        return {"best_routes": "Run the trains of {}", "pay_out": "Pay out the income of {}",
                "withhold": "Withhold the income of {}", "skip_depot": "{} buys no train from the depot",
                "buy_share": "Buy a share of {}"}[kind].format(company(data["company"]))
    if kind == "sell_shares":
        return f"Sell {data['count']} share{'s' if data['count'] > 1 else ''} of {company(data['company'])}"
    return {"end_turn": "End your turn", "accept_offer": "Accept the offer", "decline_offer": "Decline the offer",
            "exchange_flimnap": "Exchange Flimnap", "automa_turn": "Play Gulliver's turn"}.get(kind)


HOMES = {neighbour(MILDENDO, edge) for edge in range(len(EDGE_NAMES))}


def why_not(view: dict, square: str, drafting: bool) -> str | None:
    """Why no company may start on `square` while the seat drafts one (`drafting`): a home is beside
    Mildendo, one company a side (the rules' refusal `side_taken`); None otherwise (a tile lay's reasons
    are the rules' many, not said here)."""
    if not drafting:
        return None
    if square in HOMES and any(placed["square"] == square for placed in view["board"]):
        return SIDE_TAKEN
    return "A company starts beside Mildendo, on one of its four sides (north, east, south or west)."


def guide(root, view: dict, legal: list[dict] | None) -> None:
    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), lambda command: words(view, command))
