"""State construction and the read-only helpers every module shares.

Trains are card ids "<type>#<n>"; the unlimited type (4D) is issued with fresh numbers once the
finite deck is empty. Share prices are market fields [row, column]; `market` keeps, per field,
the companies on it from top to bottom (a token moved onto an occupied field goes underneath)."""
from __future__ import annotations

from domain.core.rules import played_since
from domain.lilliput import content
from domain.lilliput.board import MILDENDO


def initial_state(players: int, options: dict, automa: int | None, recorded: dict) -> dict:
    """`automa` is Gulliver's seat in the solo game, which uses the tables' one-player column; his
    company is picked in setup, so the draft is the player's two picks (docs/rules/lilliput.md).
    `recorded` carries the rules version the game is set up under (the first event's data)."""
    key = "1" if automa is not None else str(players)
    draft = list(range(players)) + list(reversed(range(players)))  # a company and a character each, snake order
    if automa is not None:
        draft = [automa] + [1 - automa] * 2
    elif options.get("two_characters"):  # the 2-player variant: a second character, a third leg of the snake
        draft += list(range(players))
    deck = []
    for kind in content.train_types().values():
        count = kind["deck"][key]
        deck += [f"{kind['name']}#{n}" for n in range(1, (count or 0) + 1)]
    unlimited = [k["name"] for k in content.train_types().values() if k["deck"][key] is None]
    start = content.load("trains")["start_train"]
    cards = [c["id"] for c in content.cards().values() if int(key) in c["players"]]
    variant = options.get("variant")
    landscape = options.get("landscape", [])
    return {
        "players": players,
        "options": options,
        "rounds": content.game()["rounds"][key],
        "round": 1,
        "turn": 0,
        "stage": "draft",
        "first_player": 0,
        "draft": {"order": draft, "index": 0},
        "automa": automa,
        "seats": [{"cash": content.game()["player_cash"], "shares": {}, "characters": [],
                   "character_tiles": [], "dimens_land": content.load("cards")["dimens_land"]["per_player"][key]}
                  for _ in range(players)],
        "companies": {},
        "characters": sorted(content.characters()),
        "market": {},
        "board": {MILDENDO: {"tile": content.instead("mildendo", variant), "rotation": 0, "tokens": [],
                             "home": None}}
        | {e["square"]: {"tile": e["tile"], "rotation": e["rotation"], "tokens": [], "home": None} for e in landscape},
        # scenario tiles laid in play (the tunnel) are in the supply only with a landscape
        "supply": {tid: content.tile_count(tid, recorded) for tid, t in content.variant_tiles(variant).items()
                   if t["character"] is None and t["kind"] != "mildendo"
                   and (t["scenario"] is None or t["scenario"] == "supply" and bool(landscape))},
        "start_trains": [f"{start}#s{n}" for n in range(1, content.load("trains")["start_train_cards"] + 1)],
        "deck": deck,
        "unlimited": unlimited[0] if unlimited else None,
        "issued": 0,
        "depot": [],
        "rusted": [],
        "phase": 1,
        "cards": cards,
        "used_cards": [],
        "order": [],
        "order_index": 0,
        "action": None,
        "offer": None,
        "returns_due": [],
        "operating": None,
        "bonus_seat": None,
        "last_income": {},
    }


def train_type(train: str) -> dict:
    return content.train_types()[train.split("#")[0]]


def top_train(state: dict) -> str | None:
    if state["deck"]:
        return state["deck"][0]
    if state["unlimited"]:
        return f"{state['unlimited']}#u{state['issued'] + 1}"
    return None


def is_obsolete(state: dict, train: str) -> bool:
    name = train.split("#")[0]
    return any(name in content.phases()[p]["obsolete"] for p in range(1, state["phase"] + 1))


def train_limit(state: dict) -> int | None:
    return content.phases()[state["phase"]]["train_limit"]


def over_train_limit(state: dict, company: str) -> bool:
    limit = train_limit(state)
    return limit is not None and len(state["companies"][company]["trains"]) > limit


def director(state: dict, company: str) -> int | None:
    return state["companies"][company]["president"] if company in state["companies"] else None


def directed(state: dict, seat: int) -> list[str]:
    return sorted(cid for cid, co in state["companies"].items() if co["president"] == seat)


def has_ability(state: dict, seat: int, ability: str):
    """The ability of one of the seat's characters (None if it has none)."""
    return next((content.characters()[c]["ability"][ability] for c in state["seats"][seat]["characters"]
                 if ability in content.characters()[c]["ability"]), None)


def characters_each(state: dict) -> int:
    """Characters per player: one, or two in the 2-player variant (option `two_characters`)."""
    return 2 if state["options"].get("two_characters") else 1


def price(state: dict, company: str) -> int:
    row, column = state["companies"][company]["price"]
    return content.market_rows()[row][column]


def certificates(state: dict, seat: int) -> int:
    """Share-limit count: the director's certificate counts one, like a 10 % share."""
    return sum(state["seats"][seat]["shares"].values()) + len(directed(state, seat))


def share_count(state: dict, seat: int, company: str) -> int:
    """Tenths of the company the seat holds (the director's certificate is five)."""
    percent = content.company_rules()["shares"]
    ordinary = state["seats"][seat]["shares"].get(company, 0)
    own = percent["director_percent"] // percent["share_percent"] if director(state, company) == seat else 0
    return ordinary + own


OFFERS_BOUNDED_SINCE = 6
"""Rules version 6: a train whose offer the seller's director declined may not be asked for again in
the same action (docs/rules/lilliput.md, "Bounded commands")."""


def offers_bounded(state: dict) -> bool:
    return played_since(state, OFFERS_BOUNDED_SINCE)


BETTER_OFFERS_SINCE = 7
"""Rules version 7: a train whose offer was declined may be asked for again in the same action at a
strictly higher price ("Cena je předmětem vyjednávání"; docs/rules/lilliput.md, "Bounded commands")."""


def better_offers(state: dict) -> bool:
    return played_since(state, BETTER_OFFERS_SINCE)


FREE_SPLITS_SINCE = 9
"""Rules version 9: money split between two companies (the fund action, Balmuff's £20) in any whole
pounds, "v poměru určeném hráčem"; version 8 and older only in the £10 steps legal_commands lists."""


def split_step(state: dict, listed: int) -> int:
    """The step a split's parts must be multiples of: £1, or `listed` (£10) before rules version 9."""
    return 1 if played_since(state, FREE_SPLITS_SINCE) else listed


def variant(state: dict) -> str | None:
    """The game's variant, None for the base game (and for games set up before variants existed)."""
    return state["options"].get("variant")


def advanced_solo(state: dict) -> bool:
    """The solo game against Gulliver under the advanced rules, where the bots play by his foresight."""
    return state["automa"] is not None and bool(state["options"].get("advanced"))


def is_last_round(state: dict) -> bool:
    return state["round"] == state["rounds"]


def acting_seat(state: dict) -> int | None:
    """Whose move it is (trains due back after a lower train limit wait on the first such company's
    director, a pending train offer on the selling director)."""
    if state["stage"] == "finished":
        return None
    if state["returns_due"]:
        return director(state, state["returns_due"][0])
    if state["offer"] is not None:
        return director(state, state["offer"]["seller"])
    if state["stage"] == "draft":
        return state["draft"]["order"][state["draft"]["index"]]
    if state["stage"] == "bonus":
        return state["bonus_seat"]
    if state["stage"] == "actions":
        return state["order"][state["order_index"]]
    if state["stage"] == "operating":
        return director(state, state["operating"]["order"][state["operating"]["index"]])
    return None
