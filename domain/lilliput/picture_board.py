"""The square map of an 18 Lilliput picture (picture.py draws the rest): each laid tile's track as
rotated, its revenue centre, value and station tokens, the routes being run, and the squares a
command may go to as targets."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from domain.core import svg, targets
from domain.lilliput import content, picture_tiles, words

SEGMENT = re.compile(r"^(-?\d+,-?\d+)\.t(\d+)$")  # a tile's own track piece in a route's walk (routes.py ids)
CENTRE = re.compile(r"^(-?\d+,-?\d+)\.c$")
SQUARE_ACTIONS = {"lay_tile": "lay a tile", "lay_character_tile": "lay a character tile",
                  "place_token": "place a station", "found_company": "found a company",
                  "pick_company": "draft a company with its home here"}
SMALL = 11  # the least font size


def label(subject: str, commands: list[dict], words: dict[str, str]) -> str:
    """"Square 3,4: lay a tile, place a station (5 ways)"."""
    return targets.summary(subject, commands, lambda command: words[command["type"]])


def company_style(style: dict, company: str) -> dict:
    return style["company_colours"][content.companies()[company]["colour"]]


def token(parent: ET.Element, style: dict, company: str, cx: float, cy: float, r: float) -> None:
    colours = company_style(style, company)
    add = svg.add
    group = add(parent, "g", class_="token", data_company=company)
    add(group, "circle", cx=cx, cy=cy, r=r, fill=colours["fill"], stroke="#000000", stroke_width=1)
    add(group, "text", company, x=cx, y=cy + r * 0.3, font_size=max(SMALL, round(r * 0.85, 1)), text_anchor="middle",
        fill=colours["text"], font_weight="bold")


class Board:
    """The map: every laid tile, and the empty squares one step around them."""

    def __init__(self, view: dict, style: dict, x0: float, y0: float, widest: float):
        self.view = view
        self.style = style
        self.x0, self.y0 = x0, y0
        self.tiles = {t["square"]: t for t in view["board"]}
        xs = [int(sq.split(",")[0]) for sq in self.tiles]
        ys = [int(sq.split(",")[1]) for sq in self.tiles]
        self.left, self.right = min(xs) - 1, max(xs) + 1
        self.top, self.bottom = min(ys) - 1, max(ys) + 1
        self.size = min(style["square"], widest // (self.right - self.left + 1))
        self.width = (self.right - self.left + 1) * self.size
        self.height = (self.bottom - self.top + 1) * self.size

    def draw(self, root: ET.Element) -> float:
        layer = svg.add(root, "g", class_="map")
        svg.add(layer, "rect", x=self.x0, y=self.y0, width=self.width, height=self.height, fill="#F4F4F0", stroke="#BBBBBB")
        for y in range(self.top, self.bottom + 1):
            for x in range(self.left, self.right + 1):
                sq = f"{x},{y}"
                if sq in self.tiles:
                    self._tile(layer, self.tiles[sq])
                else:
                    self._empty(layer, sq)
        self._route_layer(root)
        # centres, tokens and values above the routes, so that a route never hides a token
        stations = svg.add(root, "g", class_="stations")
        for placed in self.view["board"]:
            group = svg.add(stations, "g", class_="centre", data_square=placed["square"])
            info = content.tiles()[placed["tile"]]
            self._centre(group, placed)
            self._labels(group, placed, info)
        return self.height

    def mark(self, layer: targets.Layer, drafting: bool) -> None:
        """Each square drawn, the target of what may be laid, placed or founded there; while the seat
        drafts a company, the others say why no company starts there."""
        for y in range(self.top, self.bottom + 1):
            for x in range(self.left, self.right + 1):
                sq = f"{x},{y}"
                left, top = self.corner(sq)
                layer.mark(("square", sq), lambda commands, sq=sq: label(f"Square {sq}", commands, SQUARE_ACTIONS),
                           "rect", lambda sq=sq: words.why_not(self.view, sq, drafting), x=left, y=top, width=self.size, height=self.size)

    def corner(self, sq: str) -> tuple[float, float]:
        x, y = (int(v) for v in sq.split(","))
        return self.x0 + (x - self.left) * self.size, self.y0 + (y - self.top) * self.size

    def at(self, sq: str, u: float, v: float) -> tuple[float, float]:
        """A point of the square given as fractions of its side."""
        x, y = self.corner(sq)
        return x + u * self.size, y + v * self.size

    def _empty(self, layer: ET.Element, sq: str) -> None:
        x, y = self.corner(sq)
        svg.add(layer, "rect", x=x + 1, y=y + 1, width=self.size - 2, height=self.size - 2, fill="none",
                stroke="#D0D0D0", stroke_dasharray="4 3")
        svg.add(layer, "text", sq, x=x + self.size / 2, y=y + self.size / 2 + 4, font_size=SMALL,
                text_anchor="middle", fill="#B0B0B0")

    def _tile(self, layer: ET.Element, placed: dict) -> None:
        sq, s = placed["square"], self.size
        info = content.tiles()[placed["tile"]]
        group = svg.add(layer, "g", class_="tile", data_square=sq, data_tile=placed["tile"],
                        data_rotation=placed["rotation"])
        svg.add(group, "title", f"{sq}: {info['name'] or placed['tile']} ({placed['colour']}), "
                                f"rotated {placed['rotation'] * 90}°")
        fill = self.style["kind_colours"].get(placed["kind"], self.style["tile_colours"].get(placed["colour"], "#FFFFFF"))
        x, y = self.corner(sq)
        owner = info["company"]  # a Laputa tile: its company's colour round the edge
        edge = company_style(self.style, owner)["fill"] if owner else "#555555"
        svg.add(group, "rect", x=x + 1, y=y + 1, width=s - 2, height=s - 2, rx=4, fill=fill, stroke=edge,
                stroke_width=3 if owner else 1)
        for path in placed["track"]:
            self._track(group, sq, path, self.style["track"]["colour"], self.style["track"]["width"])

    def _track(self, parent: ET.Element, sq: str, path: list, colour: str, width: float, **extra) -> None:
        picture_tiles.track(parent, *self.corner(sq), self.size, path, colour, width, **extra)

    def _centre(self, group: ET.Element, placed: dict) -> None:
        if not any("C" in path for path in placed["track"]):
            return
        sq, s = placed["square"], self.size
        cx, cy = self.at(sq, 0.5, 0.5)
        if placed["kind"] == "mildendo":
            svg.add(group, "circle", cx=cx, cy=cy, r=s * 0.34, fill="#FFFFFF", stroke="#000000", stroke_width=2)
            svg.add(group, "text", "Mildendo", x=cx, y=cy + 4, font_size=SMALL, text_anchor="middle", font_weight="bold")
            return
        slots = placed["slots"]
        if slots == 0:
            svg.add(group, "circle", cx=cx, cy=cy, r=s * 0.08, fill="#000000")
            return
        r = min(s * 0.16, (s - 8) / (2 * slots))
        start = cx - (slots - 1) * r
        svg.add(group, "rect", x=start - r - 2, y=cy - r - 2, width=2 * r * slots + 4, height=2 * r + 4, rx=r + 2,
                fill="#FFFFFF", stroke="#000000", stroke_width=1.5)
        for i in range(slots):
            sx = start + 2 * r * i
            if i < len(placed["tokens"]):
                token(group, self.style, placed["tokens"][i], sx, cy, r - 1)
            else:
                svg.add(group, "circle", cx=sx, cy=cy, r=r - 1, fill="#FFFFFF", stroke="#888888", class_="slot")

    def _labels(self, group: ET.Element, placed: dict, info: dict) -> None:
        sq, s = placed["square"], self.size
        money = placed["value"] or info["mine"] or info["build_cost"]
        if money:
            vx, vy = self.at(sq, 0.17, 0.17)
            svg.add(group, "circle", cx=vx, cy=vy, r=s * 0.14, fill="#FFFFFF", stroke="#000000", class_="value")
            svg.add(group, "text", money, x=vx, y=vy + 4, font_size=12, text_anchor="middle", font_weight="bold")
        marks = [mark for mark, shown in (("Y", placed["kind"] == "ycity"), ("end", info["terminal"])) if shown]
        if marks:  # the top right corner is free of track
            mx, my = self.at(sq, 0.95, 0.19)
            svg.add(group, "text", " ".join(marks), x=mx, y=my, font_size=12, text_anchor="end", font_weight="bold")
        if placed["home"]:  # the bottom right corner: the home's company, in its colours
            colours = company_style(self.style, placed["home"])
            hx, hy = self.at(sq, 0.97, 0.97)
            svg.add(group, "rect", x=hx - 30, y=hy - 14, width=30, height=14, rx=3, fill=colours["fill"],
                    stroke="#000000", stroke_width=0.75, class_="home")
            svg.add(group, "text", placed["home"], x=hx - 15, y=hy - 3, font_size=SMALL, text_anchor="middle",
                    fill=colours["text"], font_weight="bold")
        elif info["character"] or info["variant"] or info["scenario"]:  # the ordinary tiles show what they are
            lx, ly = self.at(sq, 0.04, 0.95)
            svg.add(group, "text", info["name"] or placed["tile"], x=lx, y=ly, font_size=SMALL, fill="#333333")

    def _route_layer(self, root: ET.Element) -> None:
        operating = self.view["operating"] or {}
        layer = svg.add(root, "g", class_="routes")
        colours = self.style["route"]["colours"]
        for i, route in enumerate(operating.get("routes") or []):
            colour = colours[i % len(colours)]
            group = svg.add(layer, "g", class_="route", data_train=route["train"], data_company=operating["company"])
            for item in route["walk"]:
                segment, centre = SEGMENT.match(item), CENTRE.match(item)
                if segment and segment[1] in self.tiles:
                    track = self.tiles[segment[1]]["track"]
                    if int(segment[2]) < len(track):
                        self._track(group, segment[1], track[int(segment[2])], colour, self.style["route"]["width"],
                                    opacity=0.9)
                elif centre and centre[1] in self.tiles:
                    cx, cy = self.at(centre[1], 0.5, 0.5)
                    svg.add(group, "circle", cx=cx, cy=cy, r=self.size * 0.3, fill="none", stroke=colour,
                            stroke_width=3, class_="stop")
