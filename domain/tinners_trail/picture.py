"""The picture of a Tinners' Trail position: the Cornwall areas with their mines, ore and water cubes,
upgrades and adits; the ore prices, the time track and Player Order; each player's money, ore and
pieces; the investment chart; the final scores.

Drawn from a view only (view.py). Where the areas are drawn is content/map-geometry.json; which
areas border each other is content/cornwall.json. A page shows the picture about 0.73 times its size
(1360 units in a 988 px column), so no text is smaller than FONT units: 11 px on screen (issue 29)."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from domain.core import svg, targets
from domain.tinners_trail import words
from domain.tinners_trail.content import areas, borders, load, price_columns, tables
from domain.tinners_trail.state import acting_seat
from domain.tinners_trail.words import AREA_ACTIONS

GEOMETRY = load("map-geometry")
CARD_WIDTH, CARD_HEIGHT = GEOMETRY["card"]["width"], GEOMETRY["card"]["height"]
MAP_X, MAP_Y = 20, 56
PANELS_Y = MAP_Y + GEOMETRY["height"] + 24
PANELS_HEIGHT = 330
FONT = 16  # the least font size: 11.6 px on a page at its default width
LINE = 22
SITUATION_NAME = 360  # the room for the name of the seat to act in the line beside the title
PLAYERS_WIDTH = 550  # the players' panel's text, left of the investment chart
MONEY_WIDTH = 40  # "£100", right of a player's name

CUBES = {"tin": "#2b2b2b", "copper": "#c0622b", "water": "#3a7bd5"}  # the colours of the game's cubes
SEA, LAND, COAST, BORDER, ADIT = "#cfe3f2", "#f4ecd6", "#3a7bd5", "#b8a677", "#6b4a1e"
PHASES = {"setup": "setting up", "actions": "actions", "investing": "investing", "exploring": "exploring",
          "finished": "game over"}




def draw(view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
    """The picture of `view`; with the viewer's `legal` commands, each area is the target of the
    actions taken there (every bid, every mix of ore), each border of the adit dug across it, and this
    round's investment rows of the investments (docs/pictures.md, Targets). The seats are named by
    `names`, the table's, where given, else by the names the game was set up with (the view's)."""
    if names is not None:
        view = {**view, "names": list(names)}
    layer = targets.Layer(legal, _element, words.choice)
    width = MAP_X + GEOMETRY["width"] + 20
    height = PANELS_Y + PANELS_HEIGHT
    root = svg.document(width, height, "Tinners' Trail, " + _situation(view))
    svg.add(root, "rect", x=0, y=0, width=width, height=height, fill="#fbf8f1")
    svg.add(root, "text", "Tinners' Trail", x=20, y=36, font_size=26, font_weight="bold")
    svg.add(root, "text", _situation(view, SITUATION_NAME), x=215, y=36, font_size=20)
    _map(root, view)
    _time_track(root, view, 20, PANELS_Y)
    _prices(root, view, 20, PANELS_Y + 210)
    _players(root, view, 470, PANELS_Y)
    _investments(root, view, 1030, PANELS_Y, layer)
    _map_targets(layer)
    layer.put_on(root)
    words.guide(root, view, legal)
    return svg.to_text(root)


def _element(command: dict) -> tuple | None:
    """The area an action is taken in, the border an adit crosses, the row an investment is made in;
    bids, pumps, pasties and passing are not on the board."""
    kind, data = command["type"], command["data"]
    if kind in AREA_ACTIONS:
        return "area", data["area"]
    if kind == "dig_adit":
        return "border", *sorted(data["between"])
    if kind == "invest":
        return "invest", data["cost"]
    return None


def _map_targets(layer: targets.Layer) -> None:
    for area in areas():
        x, y = _place(area)
        layer.mark(("area", area), lambda commands, area=area: targets.summary(
            areas()[area]["name"], commands, lambda command: AREA_ACTIONS[command["type"]]), "rect",
                   x=x - CARD_WIDTH / 2, y=y - CARD_HEIGHT / 2, width=CARD_WIDTH, height=CARD_HEIGHT, rx=8)
    for a, b in borders():
        (ax, ay), (bx, by) = _place(a), _place(b)
        names = " and ".join(sorted((areas()[a]["name"], areas()[b]["name"])))
        layer.mark(("border", *sorted((a, b))), lambda _, names=names: f"Dig an adit between {names}", "circle",
                   cx=(ax + bx) / 2, cy=(ay + by) / 2, r=12)


def _situation(view: dict, width: float | None = None) -> str:
    phase = view["phase"]
    if phase == "finished":
        return "game over"
    text = f"round {view['round']} of {tables()['rounds']}, {PHASES.get(phase, phase)}"
    seat = _to_act(view)
    if seat is not None:
        text += f", {_name(view, seat, width, 20)} to act"
    return text


def _to_act(view: dict) -> int | None:
    if view["phase"] == "actions":
        return acting_seat(view)
    if view["phase"] == "investing":
        return view["investing"]["turn"]
    if view["phase"] == "exploring" and view["explorers"]:
        return view["explorers"][0]
    return None


def _name(view: dict, seat: int, width: float | None = None, font_size: float = FONT) -> str:
    """"Ada (seat 1)", the name cut to fit `width` where given (a tooltip takes it whole)."""
    name = view["names"][seat]
    return f"{name} (seat {seat + 1})" if width is None else svg.seat_name(name, seat, width, font_size)


def _colour(seat: int) -> str:
    return svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]


def _place(area: str) -> tuple[float, float]:
    where = GEOMETRY["areas"][area]
    return MAP_X + where["x"], MAP_Y + where["y"]


def _map(root: ET.Element, view: dict) -> None:
    board = svg.add(root, "g", class_="map")
    svg.add(board, "rect", x=MAP_X, y=MAP_Y, width=GEOMETRY["width"], height=GEOMETRY["height"], rx=12, fill=SEA)
    links = svg.add(board, "g", class_="borders", stroke=BORDER, stroke_width=7, stroke_linecap="round")
    for a, b in borders():
        (ax, ay), (bx, by) = _place(a), _place(b)
        svg.add(links, "line", x1=ax, y1=ay, x2=bx, y2=by)
    for a, b in view["adits"]:  # along the border it crosses, under the cards
        (ax, ay), (bx, by) = _place(a), _place(b)
        svg.add(links, "line", x1=ax, y1=ay, x2=bx, y2=by, stroke=ADIT, stroke_width=3, stroke_dasharray="6,4")
    for area, shown in view["areas"].items():
        _area(board, view, area, shown)
    for a, b in view["adits"]:  # its mark halfway, between the two cards
        (ax, ay), (bx, by) = _place(a), _place(b)
        group = svg.add(board, "g", class_="adit")
        svg.add(group, "title", f"adit between {areas()[a]['name']} and {areas()[b]['name']}")
        svg.add(group, "circle", cx=(ax + bx) / 2, cy=(ay + by) / 2, r=11, fill=ADIT, stroke="#ffffff")
        svg.add(group, "text", "A", x=(ax + bx) / 2, y=(ay + by) / 2 + 6, font_size=FONT, font_weight="bold",
                fill="#ffffff", text_anchor="middle")


def _area(parent: ET.Element, view: dict, area: str, shown: dict) -> None:
    """An area's card: its name; its tin, copper and water cubes (a cube of each colour and how many);
    the mine in its owner's colour with its capacity and the owner's name; its upgrades."""
    x, y = _place(area)
    left, top = x - CARD_WIDTH / 2, y - CARD_HEIGHT / 2
    facts = areas()[area]
    card = svg.add(parent, "g", class_="area", id=f"area-{area}", font_size=FONT)
    coastal = facts["coastal"]
    svg.add(card, "rect", x=left, y=top, width=CARD_WIDTH, height=CARD_HEIGHT, rx=8, fill=LAND,
            stroke=COAST if coastal else "#8c7b55", stroke_width=3 if coastal else 1.5)
    svg.add(card, "text", facts["name"], x=left + 7, y=top + 20, font_weight="bold")
    for n, kind in enumerate(CUBES):
        _cubes(card, kind, shown[kind], left + 7 + n * 36, top + 44)
    owner = shown["mine"]
    if owner is not None:
        _mine(card, view, owner, left + 7, top + 68, view["capacity"][area])
    elif not shown["seeded"]:
        svg.add(card, "text", "unexplored", x=left + 7, y=top + 67, fill="#777", font_style="italic")
    upgrades = [name for name in ("port", "miner", "train") if shown[name]]
    if upgrades:
        svg.add(card, "text", "\u00b7".join(upgrades), x=left + 7, y=top + 90, fill="#5a4a2a", class_="upgrades")


def _mine(parent: ET.Element, view: dict, owner: int, x: float, baseline: float, capacity: int) -> None:
    """A mine: a little engine house in its owner's colour holding its capacity (the cubes it mines an
    action), and the owner's name."""
    group = svg.add(parent, "g", class_="mine")
    svg.add(group, "title", f"mine of {_name(view, owner)}, mines up to {capacity} cubes an action")
    colour = _colour(owner)
    _house(group, x, baseline - 19, colour)
    svg.add(group, "text", capacity, x=x + 10, y=baseline, font_weight="bold", fill="#ffffff", text_anchor="middle",
            class_="capacity")
    svg.add(group, "text", svg.fit(view["names"][owner], CARD_WIDTH - 36, FONT), x=x + 25, y=baseline,
            font_weight="bold", fill=colour, class_="owner")


def _house(parent: ET.Element, x: float, y: float, colour: str) -> None:
    """An engine house 20 wide, 23 high, its top at `y`."""
    svg.add(parent, "polygon", points=svg.points([(x, y + 6), (x + 10, y), (x + 20, y + 6), (x + 20, y + 23),
                                                  (x, y + 23)]), fill=colour, stroke="#000000", class_="mine-house")


def _cubes(parent: ET.Element, kind: str, count: int, x: float, baseline: float) -> None:
    """A cube of `kind`'s colour and how many the area holds."""
    row = svg.add(parent, "g", class_=f"cubes cubes-{kind}")
    svg.add(row, "title", f"{kind} {count}")
    svg.add(row, "rect", x=x, y=baseline - 11, width=11, height=11, fill=CUBES[kind])
    svg.add(row, "text", count, x=x + 14, y=baseline, fill="#333")


def _time_track(root: ET.Element, view: dict, x: float, y: float) -> None:
    """The time track (columns 0 to 10: time spent this round) with each player's token, and Player
    Order beneath it."""
    group = svg.add(root, "g", class_="time-track", font_size=FONT)
    svg.add(group, "text", "Time track", x=x, y=y + 4, font_weight="bold", font_size=18)
    cell, high = 40, 24
    columns = tables()["time_track_length"] + 1
    rows = view["seats"] + 1
    top = y + 14
    for column in range(columns):
        svg.add(group, "text", column, x=x + column * cell + cell / 2, y=top + 14, text_anchor="middle",
                fill="#555")
        for row in range(rows):
            svg.add(group, "rect", x=x + column * cell, y=top + 20 + row * high, width=cell, height=high,
                    fill="#ffffff", stroke="#ccc")
    for seat, spot in enumerate(view["track"]):
        if spot is None:
            continue
        column, row = spot
        _token(group, seat, x + column * cell + cell / 2, top + 20 + row * high + high / 2)
    order_y = top + 20 + rows * high + 26
    svg.add(group, "text", "Player Order", x=x, y=order_y, font_weight="bold")
    for n, seat in enumerate(view["order"]):
        _token(group, seat, x + 125 + n * 28, order_y - 6)
    if view["passed"]:
        svg.add(group, "text", "passed: " + ", ".join(str(seat + 1) for seat in view["passed"]),
                x=x + 130 + len(view["order"]) * 28, y=order_y, fill="#555")


def _token(parent: ET.Element, seat: int, x: float, y: float) -> None:
    svg.add(parent, "circle", cx=x, cy=y, r=11, fill=_colour(seat), stroke="#000000", class_=f"token seat-{seat}")
    svg.add(parent, "text", seat + 1, x=x, y=y + 6, font_size=FONT, font_weight="bold", fill="#ffffff",
            text_anchor="middle")


def _prices(root: ET.Element, view: dict, x: float, y: float) -> None:
    """The ore price table, this round's column of each ore marked."""
    group = svg.add(root, "g", class_="prices", font_size=FONT)
    svg.add(group, "text", "Ore prices (\u00a3 a cube)", x=x, y=y + 4, font_weight="bold", font_size=18)
    cell = 56
    for n, column in enumerate(price_columns()):
        totals = column["totals"].replace(" or less", "\u2212").replace(" or more", "+")  # "3\u2212", "8+"
        svg.add(group, "text", totals, x=x + 70 + n * cell + cell / 2, y=y + 28, fill="#555", text_anchor="middle")
    for row, ore in enumerate(("tin", "copper")):
        top = y + 36 + row * 26
        svg.add(group, "text", ore, x=x, y=top + 18)
        current = view["prices"][ore] if view["prices"] is not None else None
        for n, column in enumerate(price_columns()):
            here = n == current
            svg.add(group, "rect", x=x + 70 + n * cell, y=top, width=cell, height=24,
                    fill=CUBES[ore] if here else "#ffffff", stroke="#999", class_="price now" if here else "price")
            svg.add(group, "text", f"\u00a3{column[ore]}", x=x + 70 + n * cell + cell / 2, y=top + 18,
                    text_anchor="middle", fill="#ffffff" if here else "#000000", font_weight="bold" if here else None)


def _players(root: ET.Element, view: dict, x: float, y: float) -> None:
    group = svg.add(root, "g", class_="players", font_size=FONT)
    svg.add(group, "text", "Players", x=x, y=y + 4, font_weight="bold", font_size=18)
    columns = (("money", 225), ("tin", 265), ("copper", 330), ("mines left", 415), ("cubes left", 500))
    result = view["result"]
    if result is not None:
        columns += (("points", 550),)
    y += 30
    for label, dx in columns:
        svg.add(group, "text", label, x=x + dx, y=y, fill="#555", text_anchor="end")
    name_width = columns[0][1] - 18 - MONEY_WIDTH
    for seat in range(view["seats"]):
        y += LINE
        row = svg.add(group, "g", class_="player", id=f"player-{seat}")
        if seat == _to_act(view):
            svg.add(row, "rect", x=x - 6, y=y - 16, width=PLAYERS_WIDTH + 10, height=LINE, fill="#fff1b8")
        marks = (" (you)" if seat == view["viewer"] else "") + (
            " \u2605" if result is not None and seat in result["winners"] else "")
        name = _name(view, seat, name_width - svg.text_width(marks, FONT)) + marks
        svg.add(row, "rect", x=x, y=y - 12, width=13, height=13, fill=_colour(seat))
        svg.whole(svg.add(row, "text", name, x=x + 18, y=y, font_weight="bold", fill=_colour(seat)),
                  view["names"][seat])
        values = [f"\u00a3{view['money'][seat]}", view["ore"][seat]["tin"], view["ore"][seat]["copper"],
                  view["mines_left"][seat], view["cubes_left"][seat]]
        if result is not None:
            values.append(result["scores"][seat])
        for value, (_, dx) in zip(values, columns, strict=True):
            svg.add(row, "text", value, x=x + dx, y=y, text_anchor="end")
    y += LINE + 6
    auction = view["auction"]
    if auction is not None:
        text = f"Auction for a mine in {areas()[auction['area']]['name']}: high bid \u00a3{auction['high']} by "
        svg.add(group, "text", text + _name(view, auction["leader"], PLAYERS_WIDTH - svg.text_width(text, FONT)),
                x=x, y=y, class_="auction")
        y += LINE
    available = ", ".join(f"{name} {count}" for name, count in view["available"].items())
    if available:
        svg.add(group, "text", f"Upgrades left this round: {available}", x=x, y=y, fill="#333")
        y += LINE
    if view["explorers"]:
        text = "To explore an empty area: "
        each = (PLAYERS_WIDTH - svg.text_width(text, FONT)) / len(view["explorers"]) - svg.text_width(", ", FONT)
        svg.add(group, "text", text + ", ".join(_name(view, seat, each) for seat in view["explorers"]),
                x=x, y=y, fill="#333", class_="explorers")
        y += LINE
    if view["pumps"]:
        stacks = ", ".join(str(stack) for stack in view["pumps"])
        svg.add(group, "text", f"Steam pump stacks: {stacks}", x=x, y=y, fill="#333")
        y += LINE
    y += 4
    for n, kind in enumerate(CUBES):
        svg.add(group, "rect", x=x + n * 80, y=y - 11, width=11, height=11, fill=CUBES[kind])
        svg.add(group, "text", kind, x=x + 16 + n * 80, y=y)
    svg.add(group, "rect", x=x + 240, y=y - 12, width=16, height=13, fill=LAND, stroke=COAST, stroke_width=2)
    svg.add(group, "text", "coastal area", x=x + 262, y=y)
    svg.add(group, "circle", cx=x + 375, cy=y - 5, r=7, fill=ADIT)
    svg.add(group, "text", "adit", x=x + 387, y=y)
    y += LINE + 4
    _house(group, x, y - 17, "#ffffff")
    svg.add(group, "text", "3", x=x + 10, y=y + 2, font_weight="bold", text_anchor="middle")
    svg.add(group, "text", "a mine, the cubes it mines an action, its owner", x=x + 26, y=y)


def _investments(root: ET.Element, view: dict, x: float, y: float, layer: targets.Layer) -> None:
    """The investment chart: per round and row, its cost, points and the cubes placed there."""
    group = svg.add(root, "g", class_="investments", font_size=FONT)
    svg.add(group, "text", "Investments", x=x, y=y + 4, font_weight="bold", font_size=18)
    rows = tables()["investments"]["rows"]
    cell_width, cell_height = 70, 42
    for n in range(tables()["rounds"]):
        svg.add(group, "text", f"round {n + 1}", x=x + 44 + n * cell_width + cell_width / 2, y=y + 28,
                text_anchor="middle", fill="#555")
    for r, row in enumerate(rows):
        top = y + 36 + r * cell_height
        svg.add(group, "text", f"\u00a3{row['cost']}", x=x, y=top + 26)
        for n in range(tables()["rounds"]):
            left = x + 44 + n * cell_width
            svg.add(group, "rect", x=left, y=top, width=cell_width, height=cell_height,
                    fill="#fff1b8" if n + 1 == view["round"] and view["phase"] != "finished" else "#ffffff",
                    stroke="#bbb")
            svg.add(group, "text", f"{row['points'][n]} pts", x=left + 4, y=top + 16, fill="#777")
            for k, seat in enumerate(view["investments"][n][r]):
                svg.add(group, "rect", x=left + 5 + k * 16, y=top + 23, width=13, height=13, fill=_colour(seat),
                        stroke="#000000", class_=f"investment seat-{seat}")
            if n + 1 == view["round"]:
                layer.mark(("invest", row["cost"]), lambda _, row=row, n=n: f"Invest \u00a3{row['cost']} for "
                           f"{row['points'][n]} points", "rect", x=left, y=top, width=cell_width, height=cell_height)
