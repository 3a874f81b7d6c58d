"""Pictures of positions as SVG text, built with the standard library's ElementTree.

Every game's renderer (`domain/<game>/picture.py`, `draw(view) -> str`) draws from a redacted view
only, so a picture never shows more than the view it was drawn from. Output is deterministic:
attributes keep the order they were given, numbers are written with at most two decimals, and
nothing depends on time, locale or dict order beyond the view's own."""
from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterable

NS = "http://www.w3.org/2000/svg"
MAX_BYTES = 2_000_000  # a picture larger than this is a renderer bug (tests assert every picture stays below)

# Player colours in seat order; colour-blind-safe (Okabe-Ito) and distinct on white.
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


# Advance widths in ems by kind of letter, about a bold sans-serif's (Arial's, Liberation Sans's): enough to
# cut a player's name to the room its column leaves, not typesetting (a regular text measures a little wide).
_EMS = {**dict.fromkeys("ijlI.,:;!'|", 0.25), **dict.fromkeys("frt()[]- ", 0.35),
        **dict.fromkeys("mwMW@%", 0.9), "\u2026": 1.0}
ELLIPSIS = "\u2026"


def number(value: float | int) -> str:
    """A coordinate as short, stable text: integers bare, others with at most two decimals."""
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".")


_NAMES: dict[str, str] = {}  # keyword -> attribute name, made once a keyword (the renderers' own, so few)


def _attrs(attrs: dict) -> dict[str, str]:
    # class_ / font_size style keywords become SVG's class / font-size (a picture has many thousands of
    # attributes: a text, the most common value, is taken as it is first)
    out = {}
    for key, value in attrs.items():
        if value is None:
            continue
        name = _NAMES.get(key) or _NAMES.setdefault(key, key.rstrip("_").replace("_", "-"))
        if type(value) is str:
            out[name] = value
        elif isinstance(value, int | float) and type(value) is not bool:
            out[name] = number(value)
        else:
            out[name] = str(value)
    return out


def document(width: float, height: float, title: str) -> ET.Element:
    """An empty picture `width` x `height` user units, with an accessible title."""
    root = ET.Element("svg", _attrs({"xmlns": NS, "viewBox": f"0 0 {number(width)} {number(height)}",
                                     "width": width, "height": height, "role": "img",
                                     "font_family": "sans-serif"}))
    ET.SubElement(root, "title").text = title
    return root


def resize(root: ET.Element, width: float, height: float) -> None:
    """Give a picture made by `document` a new size (when its content turned out larger)."""
    root.set("viewBox", f"0 0 {number(width)} {number(height)}")
    root.set("width", number(width))
    root.set("height", number(height))


def backdrop(root: ET.Element, fill: str = "#FFFFFF") -> None:
    """A plain background under all that is drawn on a picture made by `document` (after its title)."""
    root.insert(1, ET.Element("rect", {"width": "100%", "height": "100%", "fill": fill}))


def add(parent: ET.Element, tag: str, text: str | int | None = None, **attrs) -> ET.Element:
    """Append a `tag` element with `attrs` (and text, for `text`/`title`/`tspan`) to `parent`."""
    element = ET.SubElement(parent, tag, _attrs(attrs))
    if text is not None:
        element.text = str(text)
    return element


def points(coords: Iterable[tuple[float, float]]) -> str:
    """The `points` attribute of a polygon or polyline."""
    return " ".join(f"{number(x)},{number(y)}" for x, y in coords)


def text_width(text: str, font_size: float) -> float:
    """About how wide `text` is drawn at `font_size`, in user units (a wide East Asian letter takes an
    em, a combining mark nothing)."""
    ems = 0.0
    for letter in text:
        if letter in _EMS:
            ems += _EMS[letter]
        elif unicodedata.combining(letter):
            continue
        elif unicodedata.east_asian_width(letter) in "WF":
            ems += 1.0
        else:
            ems += 0.7 if letter.isupper() else 0.56
    return ems * font_size


def fit(text: str, width: float, font_size: float) -> str:
    """`text` as it is where it fits in `width` user units, else cut to fit with an ellipsis."""
    if text_width(text, font_size) <= width:
        return text
    room = width - text_width(ELLIPSIS, font_size)
    kept = ""
    for letter in text:
        if text_width(kept + letter, font_size) > room:
            break
        kept += letter
    return kept.rstrip() + ELLIPSIS


def seat_name(name: str, seat: int, width: float, font_size: float, numbered: bool = True) -> str:
    """A seat labelled with the table's `name` in `width` user units: "Ada (seat 1)" (`numbered`) or
    "Ada", a name too long cut with an ellipsis ("Alexandr\u2026 (seat 1)"). A numbered label whose
    name would keep less than a third of the room is the name alone."""
    number_text = f" (seat {seat + 1})"
    room = width - text_width(number_text, font_size)
    if numbered and (text_width(name, font_size) <= room or room >= width / 3):
        return fit(name, room, font_size) + number_text
    return fit(name, width, font_size)


def whole(element: ET.Element, name: str | None) -> ET.Element:
    """A text that cut `name` to its room (an ellipsis in it) gets the whole name as its tooltip (issue 44:
    a name is never cut without a way to read it); a text that holds it whole is left as it is."""
    if name and ELLIPSIS in (element.text or "") and name not in (element.text or ""):
        add(element, "title", name)
    return element


def to_text(root: ET.Element) -> str:
    """The picture as SVG text (UTF-8, no XML declaration)."""
    return ET.tostring(root, encoding="unicode", short_empty_elements=True)
