"""The picture of an 18 Lilliput position, drawn from a view (view.py) alone: the square map with each
laid tile's track as rotated, its revenue centre, value and station tokens; the routes of the company
whose income is being decided (a view carries the running company's routes only, from its run to
its dividend; earlier companies' routes are not in it, only their last income); the share market with
the companies' markers; the companies' treasuries, trains and stations; the players' cash, shares
and characters. Sizes and colours are data (content/picture.json).

The tables are drawn under the map, and the map's squares shrink when it is wider than MAX_WIDTH, so a
page shows the picture at its own size (no wider than its 988 px column): no text is under 11 px on
screen (issue 29). Seats are named by the table's names where given, else numbered from 1, as on the page."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from domain.core import svg, targets
from domain.lilliput import content, picture_cards, picture_tiles, words
from domain.lilliput.board import EDGE_NAMES, MILDENDO, neighbour
from domain.lilliput.picture_board import SMALL, SQUARE_ACTIONS, Board, company_style, label, token

SHARE_ACTIONS = {"buy_share": "buy", "sell_shares": "sell"}
MAX_WIDTH = 960  # the picture's widest, within a page's picture column at its default width (988 px, less a scroll bar)
HEADER_NAME = 150  # the room for a seat named in the status line (who moves, who sees)


def draw(view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
    """The picture of `view`; with the viewer's `legal` commands, each square of the map is the target
    of the tiles (every tile and rotation), stations and foundings there, and each company's row of the
    table of its shares bought and sold (docs/pictures.md, Targets); with the table's `names`, the
    players' rows, the directors and the status line name the seats (Gulliver's is Gulliver still)."""
    style = content.load("picture")
    companies = {c["id"]: c for c in view["companies"]}
    root = svg.document(0, 0, _title(view))
    layer = targets.Layer(legal, _element, _choice, picture_tiles.arts(root, style, legal))
    top = style["margin"] + 2 * style["line"] + 8
    board = Board(view, style, style["margin"], top, MAX_WIDTH - 2 * style["margin"])
    _header(root, view, style, names)
    height = board.draw(root)
    board.mark(layer, any(command["type"] == "pick_company" for command in legal or ()))
    x = style["margin"]
    y = picture_cards.draw(root, view, x, top + height + 24, style["panel_width"], layer)
    y = _market(root, view, style, companies, x, y)
    y = _company_table(root, view, style, x, y + style["line"], layer, names)
    y = _player_table(root, view, style, companies, x, y + style["line"], names)
    y = _routes(root, view, style, x, y + style["line"])
    y = _legend(root, style, x, y + style["line"])
    width = x + max(style["panel_width"], board.width) + style["margin"]
    height = y + style["margin"]
    svg.resize(root, width, height)
    svg.backdrop(root)
    layer.put_on(root)
    words.guide(root, view, legal)
    return svg.to_text(root)


def _element(command: dict) -> tuple[str, str] | None:
    """The square a tile, station or new company goes to, the company whose shares change hands; the
    rest (characters, cards, trains, routes, dividends) are not on the board."""
    if command["type"] == "pick_company":  # the draft: the home square, on the side of Mildendo it names
        return "square", neighbour(MILDENDO, EDGE_NAMES.index(command["data"]["side"]))
    if command["type"] in SQUARE_ACTIONS:
        return "square", command["data"]["square"]
    if command["type"] in SHARE_ACTIONS:
        return "company", command["data"]["company"]
    return picture_cards.element(command)


def _choice(command: dict) -> str:
    """"Slamecksan Railway: green city T, turned 90°" (its drawing beside it); "found Slamecksan Railway at
    £70"; "sell 2 shares"."""
    kind, data = command["type"], command["data"]
    if kind in picture_tiles.LAID:
        return f"{words.company(data['company'])}: {words.tile(data['tile'])}, turned {data['rotation'] * 90}\u00b0"
    if kind == "place_token":
        return f"a station of {words.company(data['company'])}"
    if kind == "found_company":
        return f"found {words.company(data['company'])} at \u00a3{data['price']}"
    if kind == "buy_share":
        return "buy a share"
    if kind in picture_cards.CARD_COMMANDS:
        return picture_cards.choice(command)
    return f"sell {data['count']} share" + ("s" if data["count"] > 1 else "")


def _title(view: dict) -> str:
    who = "spectator" if view["viewer"] is None else f"seat {view['viewer'] + 1}"
    return f"18 Lilliput, round {view['round']} of {view['rounds']}, as seen by the {who}"


def _seat(view: dict, seat: int | None, short: bool = False, names: Sequence[str] | None = None,
          width: float = 0) -> str:
    """"Seat 1", or its name cut to `width` at the tables' font size; Gulliver, the automa, by his."""
    if seat is None:
        return "-"
    if seat == view["automa"]:
        return "Gulliver" if short else f"Seat {seat + 1} (Gulliver)"
    return f"Seat {seat + 1}" if names is None else svg.seat_name(names[seat], seat, width, 13, numbered=False)


def _header(root: ET.Element, view: dict, style: dict, names: Sequence[str] | None) -> None:
    m, line = style["margin"], style["line"]
    variant = f" · variant {view['variant']}" if view["variant"] else ""
    svg.add(root, "text", "18 Lilliput" + variant, x=m, y=m + 4, font_size=18, font_weight="bold")
    if view["stage"] == "finished":
        moving = "game over"
    else:
        moving = (f"{_seat(view, view['to_move'], names=names, width=HEADER_NAME)} to move"
                  if view["to_move"] is not None else "nobody to move")
    limit = view["train_limit"] if view["train_limit"] is not None else "none"
    viewer = "spectator" if view["viewer"] is None else f"seen by {_seat(view, view['viewer'], names=names, width=HEADER_NAME)}"
    status = (f"Round {view['round']} of {view['rounds']} · {view['stage']} · phase {view['phase']} · "
              f"train limit {limit} · {moving} · {viewer}")
    svg.add(root, "text", status, x=m, y=m + 6 + line, font_size=13)


def _heading(root: ET.Element, text: str, x: float, y: float) -> float:
    svg.add(root, "text", text, x=x, y=y, font_size=15, font_weight="bold")
    return y + 8


def _market(root: ET.Element, view: dict, style: dict, companies: dict, x: float, y: float) -> float:
    y = _heading(root, "Share market", x, y + 10)
    w, h = style["market"]["field_width"], style["market"]["field_height"]
    rows = content.market_rows()
    on = {}
    for company in companies.values():  # a field's stack order is not in the view: company order instead
        on.setdefault(tuple(company["market_field"]), []).append(company["id"])
    biggest = max((len(stack) for stack in on.values()), default=0)
    h = max(h, 20 + 17 * ((biggest + 1) // 2))
    group = svg.add(root, "g", class_="market")
    for r, (row, values) in enumerate(sorted(rows.items(), key=lambda kv: kv[0] != "top")):
        for c, value in enumerate(values):
            fx, fy = x + c * w, y + r * h
            field = svg.add(group, "g", class_="field", data_value=value)
            svg.add(field, "rect", x=fx, y=fy, width=w, height=h, fill="#FAFAFA", stroke="#777777")
            svg.add(field, "text", value, x=fx + 4, y=fy + 14, font_size=13, font_weight="bold")
            for i, company in enumerate(on.get((row, c), [])):
                mx, my = fx + 3 + (i % 2) * 33, fy + 19 + (i // 2) * 17
                colours = company_style(style, company)
                marker = svg.add(field, "g", class_="market-marker", data_company=company)
                svg.add(marker, "rect", x=mx, y=my, width=31, height=15, rx=3, fill=colours["fill"],
                        stroke="#000000", stroke_width=0.75)
                svg.add(marker, "text", company, x=mx + 15.5, y=my + 11.5, font_size=SMALL, text_anchor="middle",
                        fill=colours["text"], font_weight="bold")
    return y + 2 * h + 6


def _company_table(root: ET.Element, view: dict, style: dict, x: float, y: float, layer: targets.Layer,
                   names: Sequence[str] | None) -> float:
    y = _heading(root, "Companies", x, y)
    line = style["line"]
    columns = (("Director", 215), ("Price", 300), ("Treasury", 350), ("Trains", 425), ("Stations", 520),
               ("Bank", 590), ("Last", 635))
    y += line - 2
    if not view["companies"]:
        svg.add(root, "text", "No company founded yet.", x=x, y=y, font_size=13)
        return y
    for title, dx in columns:
        svg.add(root, "text", title, x=x + dx, y=y, font_size=12, fill="#555555")
    for company in view["companies"]:
        y += line + 6
        row = svg.add(root, "g", class_="company", data_company=company["id"])
        token(row, style, company["id"], x + 13, y - 5, 13)
        svg.add(row, "text", company["name"], x=x + 30, y=y, font_size=13)
        trains = " ".join(t["id"].split("#")[0] + ("*" if t["obsolete"] else "") for t in company["trains"]) or "-"
        last = "-" if company["last_income"] is None else f"£{company['last_income']}"
        director = _seat(view, company["president"], True, names, columns[1][1] - columns[0][1] - 8)
        cells = (director, f"£{company['share_price']}", f"£{company['treasury']}", trains,
                 f"{len(company['tokens'])} + {company['tokens_left']}", company["bank_shares"], last)
        for (_, dx), text in zip(columns, cells, strict=True):
            svg.add(row, "text", text, x=x + dx, y=y, font_size=13)
        layer.mark(("company", company["id"]),
                   lambda commands, name=company["name"]: label(f"Shares of {name}", commands, SHARE_ACTIONS),
                   "rect", x=x - 4, y=y - 18, width=style["panel_width"], height=line + 6)
    y += line
    svg.add(root, "text", "Trains: * obsolete (half income). Stations: on the map + left. Bank: 10 % shares in "
                          "the bank. Last: last income.", x=x, y=y, font_size=SMALL, fill="#555555")
    return y


def _player_table(root: ET.Element, view: dict, style: dict, companies: dict, x: float, y: float,
                  names: Sequence[str] | None) -> float:
    y = _heading(root, "Players", x, y)
    line = style["line"]
    columns = (("Cash", 150), ("Shares (10 %)", 215), ("Director of", 380), ("Characters", 490))
    y += line - 2
    for title, dx in columns:
        svg.add(root, "text", title, x=x + dx, y=y, font_size=12, fill="#555555")
    for player in view["players"]:
        y += line + 2
        seat = player["seat"]
        row = svg.add(root, "g", class_="player", data_seat=seat)
        if seat == view["viewer"]:
            svg.add(row, "rect", x=x - 4, y=y - 15, width=style["panel_width"], height=line + 2, fill="#FFF3C4")
        colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
        svg.add(row, "rect", x=x, y=y - 11, width=11, height=11, fill=colour)
        marks = (" (you)" if seat == view["viewer"] else "") + (" ▶" if seat == view["to_move"] else "")
        label = _seat(view, seat, True, names, columns[0][1] - 24 - svg.text_width(marks, 13)) + marks
        svg.whole(svg.add(row, "text", label, x=x + 16, y=y, font_size=13), names[seat] if names else None)
        shares = ", ".join(f"{c} {n}" for c, n in sorted(player["shares"].items()) if n) or "-"
        directs = ", ".join(c for c in companies if companies[c]["president"] == seat) or "-"
        characters = ", ".join(content.characters()[c]["name"].split()[0] for c in player["characters"]) or "-"
        for (_, dx), text in zip(columns, (f"£{player['cash']}", shares, directs, characters), strict=True):
            cell = svg.add(row, "text", text, x=x + dx, y=y, font_size=13)
        if player["characters"]:  # each character's power, on hovering his name
            svg.add(cell, "title", "; ".join(map(words.power, player["characters"])))
    y += line + 2
    bank = view["bank_train"].split("#")[0] if view["bank_train"] else "none"
    depot = ", ".join(t.split("#")[0] for t in view["depot"]) or "empty"
    unused = sum(not card["used"] for card in view["cards"])
    svg.add(root, "text", f"Next bank train {bank} ({view['deck_size']} in the deck) · depot {depot} · "
                          f"{len(view['rusted'])} rusted · {unused} of {len(view['cards'])} cards unused",
            x=x, y=y, font_size=12)
    return y


def _routes(root: ET.Element, view: dict, style: dict, x: float, y: float) -> float:
    operating = view["operating"]
    if operating is None:
        return y
    line = style["line"]
    y = _heading(root, f"Operating: {operating['company']} ({operating['step']} step)", x, y)
    colours = style["route"]["colours"]
    if not operating.get("routes"):
        svg.add(root, "text", "No routes run yet this turn.", x=x, y=y + line - 4, font_size=13)
        return y + line - 4
    for i, route in enumerate(operating["routes"]):
        y += line
        colour = colours[i % len(colours)]
        svg.add(root, "rect", x=x, y=y - 8, width=24, height=5, fill=colour)
        stops = " – ".join(stop.removesuffix(".c") for stop in route.get("stops", []))
        revenue = f" £{route['revenue']}" if "revenue" in route else ""
        svg.add(root, "text", f"train {route['train']}: {stops}{revenue}", x=x + 30, y=y, font_size=13)
    y += line
    svg.add(root, "text", f"Income £{operating['income']}", x=x, y=y, font_size=13, font_weight="bold")
    return y


def _legend(root: ET.Element, style: dict, x: float, y: float) -> float:
    y = _heading(root, "Legend", x, y)
    y += 6
    dx = 0
    for colour, fill in style["tile_colours"].items():
        label = "Mildendo" if colour == "red" else colour
        svg.add(root, "rect", x=x + dx, y=y, width=14, height=14, fill=fill, stroke="#555555")
        svg.add(root, "text", label, x=x + dx + 18, y=y + 12, font_size=12)
        dx += 100
    y += 32
    svg.add(root, "circle", cx=x + 10, cy=y - 4, r=10, fill="#FFFFFF", stroke="#000000")
    svg.add(root, "text", "20", x=x + 10, y=y, font_size=SMALL, text_anchor="middle")
    svg.add(root, "text", "revenue (£; mines: money, terrain: build cost)", x=x + 24, y=y, font_size=12)
    svg.add(root, "circle", cx=x + 335, cy=y - 4, r=7, fill="#FFFFFF", stroke="#888888")
    svg.add(root, "text", "free station slot", x=x + 346, y=y, font_size=12)
    svg.add(root, "circle", cx=x + 460, cy=y - 4, r=4, fill="#000000")
    svg.add(root, "text", "town / port", x=x + 470, y=y, font_size=12)
    svg.add(root, "rect", x=x + 560, y=y - 14, width=30, height=14, rx=3, fill="#FFFFFF", stroke="#000000")
    svg.add(root, "text", "home", x=x + 596, y=y, font_size=12)
    return y + 4
