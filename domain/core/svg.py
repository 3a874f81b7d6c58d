"""Pictures of positions as SVG text, built with the standard library's ElementTree.

Every game's renderer (`domain/<game>/picture.py`, `draw(view) -> str`) draws from a redacted view
only, so a picture never shows more than the view it was drawn from. Output is deterministic:
attributes keep the order they were given, numbers are written with at most two decimals, and
nothing depends on time, locale or dict order beyond the view's own."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

NS = "http://www.w3.org/2000/svg"
MAX_BYTES = 2_000_000  # a picture larger than this is a renderer bug (tests assert every picture stays below)

# Player colours in seat order; colour-blind-safe (Okabe-Ito) and distinct on white.
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def number(value: float | int) -> str:
    """A coordinate as short, stable text: integers bare, others with at most two decimals."""
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _attrs(attrs: dict) -> dict[str, str]:
    # class_ / font_size style keywords become SVG's class / font-size
    out = {}
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        out[name] = number(value) if isinstance(value, int | float) and not isinstance(value, bool) else str(value)
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


def to_text(root: ET.Element) -> str:
    """The picture as SVG text (UTF-8, no XML declaration)."""
    return ET.tostring(root, encoding="unicode", short_empty_elements=True)
