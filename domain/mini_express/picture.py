"""The picture of a Mini Express position, drawn from a view (view.py) alone: the hex map with each
company's track (its trains on the spaces, joined where a colour is on both neighbours), the cities
with their automa numbers, capacities, the companies in them and their demand tokens, the ports and
the Golden Spike; the companies' track counts, trains and shares; each seat's influence, shares and
share values; the automa's pointers. Sizes and colours are data (content/picture.json).

The tables are drawn under the map, so that a page shows the picture at its own size (no wider than
MAX_WIDTH, within its 988 px column): no text is under 11 px on screen (issue 29). Seats are named by
the table's names where given, else numbered from 1, as on the page."""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from domain.core import svg, targets
from domain.mini_express import words
from domain.mini_express.board import map_revision
from domain.mini_express.content import board, companies, load, tables, xy
from domain.mini_express.state import active_seat

SQRT3 = math.sqrt(3)
MAX_WIDTH = 960  # the picture's widest, within a page's picture column at its default width (988 px, less a scroll bar)
SMALL = 11  # the least font size
HEADER_NAMES = 300  # the room for the seats named in the status line (who acts, who won, who sees)


def draw(view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
    """The picture of `view`; with the viewer's `legal` commands, each city is the target of the builds
    that reach it, and each company's row of the table of its draft or share (docs/pictures.md, Targets);
    with the table's `names`, the players' rows and the status line name the seats (the automa's is
    the Automa still)."""
    style = load("picture")
    layer = targets.Layer(legal, _element, _choice)
    root = svg.document(0, 0, _title(view))
    top = style["margin"] + 2 * style["line"] + 8
    _header(root, view, style, names)
    hexes = _Map(view, style, style["margin"], top, MAX_WIDTH - 2 * style["margin"])
    hexes.draw(root)
    hexes.mark(layer)
    x = style["margin"]
    y = _company_table(root, view, style, x, top + hexes.height + 28, layer)
    y = _player_table(root, view, style, x, y + style["line"] + 10, names)
    y = _extras(root, view, style, x, y + style["line"] + 6)
    y = _legend(root, view, style, x, y + style["line"] + 6)
    width = x + max(style["panel_width"], hexes.width) + style["margin"]
    height = y + style["margin"]
    svg.resize(root, width, height)
    svg.backdrop(root)
    layer.put_on(root)
    words.guide(root, legal)
    return svg.to_text(root)


def _element(command: dict) -> tuple[str, str] | None:
    """The city a build reaches, the company a draft or a share names; `pass` is not on the board."""
    if command["type"] == "build":
        return "city", command["data"]["city"]
    if command["type"] in ("draft", "take_share"):
        return "company", command["data"]["company"]
    return None


def _choice(command: dict) -> str:
    """"steel via 3,4 – 4,4, wild token to wood"; "take a share of steel"."""
    data = command["data"]
    if command["type"] != "build":
        return f"{'draft' if command['type'] == 'draft' else 'take a share of'} {data['company']}"
    path = " \u2013 ".join(data["path"])
    text = f"{data['company']} via {path}" if path else data["company"]
    for key, said in (("wild", "wild token to"), ("port", "port"), ("west", "western branch to")):
        if data.get(key) is not None:
            text += f", {said} {data[key]}"
    return text


def _build_label(city: str, builds: list[dict]) -> str:
    """"Build to Chicago: steel, wood (3 ways)"."""
    return targets.summary(f"Build to {city}", builds, lambda build: build["data"]["company"])


def _company_label(company: str, commands: list[dict]) -> str:
    return ("Draft " if commands[0]["type"] == "draft" else "Take a share of ") + company.capitalize()


def _title(view: dict) -> str:
    who = "spectator" if view["viewer"] is None else f"seat {view['viewer'] + 1}"
    return f"Mini Express ({view['map']} map), round {view['round']}, as seen by the {who}"


def _seat(view: dict, seat: int, names: Sequence[str] | None = None, width: float = 0) -> str:
    """"Seat 1", or its name cut to `width` at the tables' font size; "Automa"."""
    if seat == view["automa"]:
        return "Automa"
    return f"Seat {seat + 1}" if names is None else svg.seat_name(names[seat], seat, width, 13, numbered=False)


def _active(view: dict) -> int | None:
    return active_seat(view)  # a view is the state with extras (view.py), so state.py's question answers it


def _colours(style: dict, name: str) -> dict:
    return style["colours"][name]


def _header(root: ET.Element, view: dict, style: dict, names: Sequence[str] | None) -> None:
    m, line = style["margin"], style["line"]
    extras = [view["map"].upper() + " map"]
    if view["variant"]:
        extras.append("Golden Spike" if view["golden_spike"] is not None else "Ports")
    if view.get("first_game"):  # recorded since rules version 2
        extras.append("first game")
    if view["difficulty"]:
        extras.append(f"difficulty {view['difficulty']}")
    svg.add(root, "text", "Mini Express · " + " · ".join(extras), x=m, y=m + 4, font_size=18, font_weight="bold")
    if view["result"]:
        won = view["result"]["winners"]
        winners = ", ".join(_seat(view, s, names, HEADER_NAMES / len(won)) for s in won)
        moving = f"game over ({view['result']['reason'].replace('_', ' ')}), won by {winners}"
    else:
        seat = _active(view)
        moving = f"{_seat(view, seat, names, HEADER_NAMES / 2)} to act" if seat is not None else "nobody to act"
    viewer = "spectator" if view["viewer"] is None else f"seen by {_seat(view, view['viewer'], names, HEADER_NAMES / 2)}"
    mode = view["mode"] if not view["mode"].isdigit() else f"{view['mode']} players"
    status = (f"{mode.replace('_', ' ')} · {view['phase']} · round {view['round']} · turn {view['turn']} · "
              f"{moving} · {viewer}")
    svg.add(root, "text", status, x=m, y=m + 6 + line, font_size=13)


class _Map:
    """Flat-topped hexes in columns, odd columns half a hex lower (content.Board)."""

    def __init__(self, view: dict, style: dict, x0: float, y0: float, widest: float):
        self.view, self.style = view, style
        self.layout = view["board"]
        self.board = board(view["map"], map_revision(view))
        self.r = min(style["hex_radius"], widest / ((self.layout["width"] - 1) * 1.5 + 2))
        self.x0, self.y0 = x0, y0
        self.width = (self.layout["width"] - 1) * 1.5 * self.r + 2 * self.r
        self.height = SQRT3 * self.r * (self.layout["height"] + 0.5)
        self.cities = {c["cell"]: c for c in self.layout["cities"]}

    def centre(self, cell: str) -> tuple[float, float]:
        x, y = xy(cell)
        return (self.x0 + self.r + 1.5 * self.r * x,
                self.y0 + SQRT3 * self.r * (y + 0.5 + 0.5 * (x % 2)))

    def corners(self, cell: str, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(cell)
        return [(cx + scale * self.r * math.cos(math.pi / 3 * i), cy + scale * self.r * math.sin(math.pi / 3 * i))
                for i in range(6)]

    def draw(self, root: ET.Element) -> None:
        layer = svg.add(root, "g", class_="map")
        colours = self.style["colours"]
        for cell in self.board.cells():
            kind = "city" if cell in self.cities else "port" if cell in self.view["ports"] else "landscape"
            svg.add(layer, "polygon", points=svg.points(self.corners(cell)), fill=colours[kind],
                    stroke=colours["hex_edge"], class_="space", data_cell=cell)
        self._track(root)
        trains = svg.add(root, "g", class_="trains")
        for cell in self.board.cells():
            if cell in self.cities:
                self._city(trains, cell)
            elif self.view["cells"].get(cell):
                self._trains(trains, cell, self.view["cells"][cell])
        self._specials(trains)

    def mark(self, layer: targets.Layer) -> None:
        """Each city's hex, the target of the builds that reach it."""
        for cell, city in self.cities.items():
            layer.mark(("city", city["name"]), lambda builds, name=city["name"]: _build_label(name, builds),
                       "polygon", points=svg.points(self.corners(cell)))

    def _track(self, root: ET.Element) -> None:
        """A line between two neighbouring spaces in each colour present on both, each colour offset
        a little so that parallel track stays visible, over a dark casing that keeps pale colours
        visible on the landscape."""
        order = companies()
        cells = self.view["cells"]
        width = self.style["track_width"]
        lines = []
        for company in order:
            offset = (order.index(company) - (len(order) - 1) / 2) * width * 1.2
            for cell in sorted(cells, key=xy):
                if company not in cells[cell]:
                    continue
                for other in self.board.neighbours(cell):
                    if xy(other) <= xy(cell) or company not in cells.get(other, ()):
                        continue
                    (ax, ay), (bx, by) = self.centre(cell), self.centre(other)
                    length = math.hypot(bx - ax, by - ay)
                    nx, ny = -(by - ay) / length * offset, (bx - ax) / length * offset
                    lines.append((company, cell, other, {"x1": ax + nx, "y1": ay + ny, "x2": bx + nx, "y2": by + ny}))
        casing = svg.add(root, "g", class_="track-casing", stroke="#333333", stroke_width=width + 1.5,
                         stroke_linecap="round")
        for _, _, _, ends in lines:
            svg.add(casing, "line", **ends)
        layer = svg.add(root, "g", class_="track")
        groups = {c: svg.add(layer, "g", class_="network", data_company=c, stroke=_colours(self.style, c)["fill"],
                             stroke_width=width, stroke_linecap="round") for c in order}
        for company, cell, other, ends in lines:
            svg.add(groups[company], "line", **ends, data_from=cell, data_to=other)

    def _trains(self, parent: ET.Element, cell: str, present: list[str]) -> None:
        cx, cy = self.centre(cell)
        group = svg.add(parent, "g", class_="trains-on", data_cell=cell)
        w, h, gap = 13, 9, 3
        start = cx - (len(present) * (w + gap) - gap) / 2
        for i, company in enumerate(present):
            colours = _colours(self.style, company)
            svg.add(group, "rect", x=start + i * (w + gap), y=cy - h / 2, width=w, height=h, rx=2,
                    fill=colours["fill"], stroke="#000000", stroke_width=0.75, class_="train", data_company=company)

    def _city(self, parent: ET.Element, cell: str) -> None:
        city = self.cities[cell]
        cx, cy = self.centre(cell)
        r = self.r
        group = svg.add(parent, "g", class_="city", data_city=city["name"], data_cell=cell)
        svg.add(group, "title", f"{city['name']}: automa number {city['number']}, capacity {self._capacity(city)}"
                + (f", start of {city['start']}" if city.get("start") else ""))
        svg.add(group, "text", city["name"], x=cx, y=cy - r * 0.4, font_size=12, text_anchor="middle",
                font_weight="bold")
        svg.add(group, "text", city["number"], x=cx - r * 0.7, y=cy + 4, font_size=SMALL, fill="#555555",
                text_anchor="middle", class_="number")
        present = self.view["cells"].get(cell, [])
        slots = max(self._capacity(city), len(present))
        pip = 6
        start = cx - (slots - 1) * pip
        for i in range(slots):
            px = start + 2 * pip * i
            if i < len(present):
                colours = _colours(self.style, present[i])
                svg.add(group, "circle", cx=px, cy=cy, r=pip - 0.5, fill=colours["fill"], stroke="#000000",
                        class_="train", data_company=present[i])
            else:
                svg.add(group, "circle", cx=px, cy=cy, r=pip - 0.5, fill="#FFFFFF", stroke="#777777", class_="room")
        if city.get("start"):
            svg.add(group, "text", f"start: {city['start']}", x=cx, y=cy + r * 0.62, font_size=SMALL,
                    text_anchor="middle", fill="#444444")
        token = self.view["demand"].get(city["name"])
        if token is not None:
            self._demand(group, tables()["demand_tokens"][token], cx, cy + r * 0.5)

    def _capacity(self, city: dict) -> int:
        if self.view.get("first_game"):
            return tables()["first_game_capacity"]
        return city["capacity"]

    def _demand(self, parent: ET.Element, symbols: list[str], cx: float, cy: float) -> None:
        group = svg.add(parent, "g", class_="demand", data_symbols=" ".join(symbols))
        svg.add(group, "rect", x=cx - 15, y=cy - 6, width=30, height=12, rx=6, fill="#FFFFFF", stroke="#000000",
                stroke_width=0.75)
        for i, symbol in enumerate(symbols):
            colours = _colours(self.style, symbol)
            svg.add(group, "circle", cx=cx - 7 + 14 * i, cy=cy, r=4.5, fill=colours["fill"], stroke="#000000",
                    stroke_width=0.5)

    def _specials(self, parent: ET.Element) -> None:
        for port, owner in sorted(self.view["ports"].items(), key=lambda kv: xy(kv[0])):
            cx, cy = self.centre(port)
            group = svg.add(parent, "g", class_="port", data_cell=port, data_company=owner or "")
            svg.add(group, "text", "port" + (f": {owner}" if owner else ""), x=cx, y=cy - self.r * 0.45,
                    font_size=SMALL, text_anchor="middle", fill="#1F4E79")
        spike = self.view["golden_spike"]
        rules = self.layout.get("golden_spike")
        if spike is not None and rules and spike["status"] in ("waiting", "east"):
            cx, cy = self.centre(rules["space"])
            group = svg.add(parent, "g", class_="golden-spike", data_cell=rules["space"])
            svg.add(group, "polygon", points=svg.points([(cx, cy - 14), (cx + 5, cy + 8), (cx - 5, cy + 8)]),
                    fill="#D4A017", stroke="#000000")
            svg.add(group, "text", "Golden Spike", x=cx, y=cy + 22, font_size=SMALL, text_anchor="middle")


def _swatch(parent: ET.Element, style: dict, company: str, x: float, y: float) -> None:
    colours = _colours(style, company)
    svg.add(parent, "rect", x=x, y=y - 10, width=13, height=9, rx=2, fill=colours["fill"], stroke="#000000",
            stroke_width=0.75)


def _company_table(root: ET.Element, view: dict, style: dict, x: float, y: float, layer: targets.Layer) -> float:
    svg.add(root, "text", "Companies", x=x, y=y, font_size=15, font_weight="bold")
    line = style["line"]
    columns = (("Track", 90), ("Trains ready", 270), ("In stock", 370), ("Shares left", 450), ("Set aside", 550))
    y += line
    for title, dx in columns:
        svg.add(root, "text", title, x=x + dx, y=y, font_size=12, fill="#555555")
    most = tables()["track_max"]
    for company in companies():
        data = view["companies"][company]
        y += line
        row = svg.add(root, "g", class_="company", data_company=company)
        _swatch(row, style, company, x, y)
        svg.add(row, "text", company.capitalize(), x=x + 18, y=y, font_size=13)
        bar = 120  # the track count drawn as a bar out of the table's length
        svg.add(row, "rect", x=x + 90, y=y - 10, width=bar, height=9, fill="#FFFFFF", stroke="#888888")
        svg.add(row, "rect", x=x + 90, y=y - 10, width=bar * min(data["track"], most) / most, height=9,
                fill=_colours(style, company)["fill"], stroke="#000000", stroke_width=0.5, class_="track-bar")
        svg.add(row, "text", f"{data['track']}/{most}", x=x + 90 + bar + 6, y=y, font_size=13)
        for (_, dx), value in zip(columns[1:], (data["trains"], data["stock"], data["shares"], data["set_aside"]),
                                  strict=True):
            svg.add(row, "text", value, x=x + dx, y=y, font_size=13)
        layer.mark(("company", company), lambda commands, company=company: _company_label(company, commands), "rect",
                   x=x - 4, y=y - 15, width=style["panel_width"], height=line)
    return y


def _player_table(root: ET.Element, view: dict, style: dict, x: float, y: float,
                  names: Sequence[str] | None) -> float:
    svg.add(root, "text", "Influence, shares and share values", x=x, y=y, font_size=15, font_weight="bold")
    line = style["line"]
    y += line
    # names take a wider first column than "Seat 1" (the row still fits the panel's width)
    first, width, columns = 110 if names is None else 140, 130, (0, 40, 90)
    for i, company in enumerate(companies()):
        cx = x + first + i * width
        _swatch(root, style, company, cx, y)
        svg.add(root, "text", company.capitalize(), x=cx + 17, y=y, font_size=13)
        for dx, title in zip(columns, ("infl.", "shares", "value"), strict=True):
            svg.add(root, "text", title, x=cx + dx, y=y + 15, font_size=SMALL, fill="#555555")
    points_x = x + first + len(companies()) * width
    svg.add(root, "text", "Score" if view["result"] else "Points now", x=points_x, y=y + 15, font_size=12,
            fill="#555555")
    y += 15
    active = _active(view)
    for seat, player in enumerate(view["players"]):
        y += line
        row = svg.add(root, "g", class_="player", data_seat=seat)
        if seat == view["viewer"]:
            svg.add(row, "rect", x=x - 4, y=y - 15, width=style["panel_width"], height=line, fill="#FFF3C4")
        svg.add(row, "rect", x=x, y=y - 11, width=11, height=11, fill=svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)])
        marks = (" (you)" if seat == view["viewer"] else "") + (" ▶" if seat == active else "")
        label = _seat(view, seat, names, first - 22 - svg.text_width(marks, 13)) + marks
        svg.whole(svg.add(row, "text", label, x=x + 16, y=y, font_size=13), names[seat] if names else None)
        points = 0
        for i, company in enumerate(companies()):
            cx = x + first + i * width
            value = view["share_values"][company][seat]
            shares = player["shares"][company]
            points += value * shares
            for dx, text in zip(columns, (player["influence"][company], shares, value), strict=True):
                svg.add(row, "text", text, x=cx + dx, y=y, font_size=13)
        score = view["result"]["scores"][seat] if view["result"] else points
        svg.add(row, "text", score, x=points_x, y=y, font_size=13, font_weight="bold")
    return y


def _extras(root: ET.Element, view: dict, style: dict, x: float, y: float) -> float:
    line = style["line"]
    notes = []
    if view["actions"]:
        notes.append("Companies used this turn: " + ", ".join(view["actions"]))
    automa = view["automa_state"]
    if automa is not None:
        target = automa["city"] or "none yet"
        notes.append(f"Automa: company pointer {automa['company']}, target city {target}, "
                     f"{len(automa['bag'])} tokens in the bag, {len(automa['drawn'])} drawn")
    spike = view["golden_spike"]
    if spike is not None:
        parts = [f"Golden Spike: {spike['status']}"]
        parts += [f"{side} {spike[side]}" for side in ("east", "west") if spike[side]]
        notes.append(", ".join(parts))
    if view["ports"]:
        opened = [f"{port} {owner}" for port, owner in sorted(view["ports"].items(), key=lambda kv: xy(kv[0])) if owner]
        notes.append("Ports opened: " + (", ".join(opened) or "none"))
    if view["end_triggered"] and not view["result"]:
        notes.append("The end is triggered: this round is the last.")
    for note in notes:
        svg.add(root, "text", note, x=x, y=y, font_size=13, class_="note")
        y += line
    return y - line


def _legend(root: ET.Element, view: dict, style: dict, x: float, y: float) -> float:
    svg.add(root, "text", "Legend", x=x, y=y, font_size=15, font_weight="bold")
    y += style["line"]
    svg.add(root, "rect", x=x, y=y - 9, width=13, height=9, rx=2, fill="#FFFFFF", stroke="#000000")
    svg.add(root, "text", "a company's train on a space (lines: its track)", x=x + 18, y=y, font_size=12)
    svg.add(root, "circle", cx=x + 320, cy=y - 4, r=5.5, fill="#FFFFFF", stroke="#777777")
    svg.add(root, "text", "room for a company in a city", x=x + 330, y=y, font_size=12)
    y += style["line"]
    svg.add(root, "rect", x=x - 2, y=y - 10, width=30, height=12, rx=6, fill="#FFFFFF", stroke="#000000")
    svg.add(root, "circle", cx=x + 6, cy=y - 4, r=4.5, fill=_colours(style, "wood")["fill"])
    svg.add(root, "circle", cx=x + 20, cy=y - 4, r=4.5, fill=_colours(style, "wild")["fill"])
    svg.add(root, "text", "demand token (purple: wild)", x=x + 34, y=y, font_size=12)
    svg.add(root, "text", "7", x=x + 315, y=y, font_size=SMALL, fill="#555555")
    svg.add(root, "text", "automa number of a city", x=x + 330, y=y, font_size=12)
    return y
