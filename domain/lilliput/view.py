"""Views and redaction. 18 Lilliput has no hidden information: every seat and spectators see all."""
from __future__ import annotations

from domain.lilliput import board, content, market, routes
from domain.lilliput.operating import dividend
from domain.lilliput.state import acting_seat, is_obsolete, top_train, train_limit, variant


def view(state: dict, seat: int | None) -> dict:
    tiles = content.tiles()
    return {
        "viewer": seat,
        "stage": state["stage"],
        "variant": variant(state),
        "round": state["round"],
        "rounds": state["rounds"],
        "phase": state["phase"],
        "train_limit": train_limit(state),
        "to_move": acting_seat(state),
        "first_player": state["first_player"],
        "automa": state["automa"],
        "board": [{"square": sq, "tile": p["tile"], "rotation": p["rotation"], "colour": tiles[p["tile"]]["colour"],
                   "kind": tiles[p["tile"]]["kind"], "value": tiles[p["tile"]]["value"],
                   "slots": tiles[p["tile"]]["slots"], "tokens": p["tokens"], "home": p["home"],
                   "track": [list(path) for path in board.paths(p["tile"], p["rotation"])]}
                  for sq, p in sorted(state["board"].items(), key=lambda kv: board.coords(kv[0]))],
        "companies": [{"id": cid, "name": content.companies()[cid]["name"], "president": co["president"],
                       "treasury": co["treasury"], "share_price": market.value(co["price"]),
                       "market_field": co["price"], "bank_shares": co["pool"],
                       "trains": [{"id": t, "obsolete": is_obsolete(state, t)} for t in co["trains"]],
                       "tokens": board.company_token_squares(state, cid),
                       "tokens_left": board.tokens_left(state, cid),
                       "last_income": state["last_income"].get(cid)}
                      for cid, co in sorted(state["companies"].items())],
        "players": [{"seat": i, "cash": s["cash"], "shares": s["shares"], "characters": s["characters"],
                     "character_tiles": s["character_tiles"], "dimens_land": s["dimens_land"]}
                    for i, s in enumerate(state["seats"])],
        "cards": [{"id": c, "used": c in state["used_cards"], "actions": content.cards()[c]["actions"]}
                  for c in state["cards"]],
        "characters_free": state["characters"],
        "action": state["action"],
        "offer": state["offer"],
        "returns_due": [{"company": c, "trains_over": len(state["companies"][c]["trains"]) - train_limit(state)}
                        for c in state["returns_due"]],
        "operating": operating(state),
        "bank_train": top_train(state),
        "deck_size": len(state["deck"]),
        "depot": state["depot"],
        "rusted": state["rusted"],
        "supply": state["supply"],
    }


def operating(state: dict) -> dict | None:
    """The operating step, with the running company's track graph: the centre and segment ids a
    `submit_routes` walk names (docs/rules/lilliput.md), so that clients need not rebuild it; in
    the dividend step, what `pay_out` would pay (`payout`: income, shareholders' and company's part)."""
    if state["operating"] is None:
        return None
    company = state["operating"]["order"][state["operating"]["index"]]
    out = state["operating"] | {"company": company, "track_graph": routes.graph_for(state, company)}
    if state["operating"]["step"] == "dividend":
        out["payout"] = dividend(state)
    return out


def redact(event, seat: int | None):
    return event
