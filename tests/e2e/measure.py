"""What a person sees of a picture on a page, measured in the browser: the rendered size of its text."""
from __future__ import annotations

MIN_TEXT_PX = 11
"""No text of a picture is drawn smaller than this on screen at the page's default width (issue 29)."""

# Each <text>'s font size times the SVG's scale on screen (its screen CTM's vertical factor): the size a
# person sees. Empty texts (a layout's placeholders) are not read.
_TEXT_SIZES = """
return Array.from(document.querySelectorAll('#picture svg text'), t => {
  if (!t.textContent.trim()) return null;
  const m = t.getScreenCTM();
  const scale = m ? Math.hypot(m.c, m.d) : 1;
  return [t.textContent.trim().slice(0, 40), parseFloat(getComputedStyle(t).fontSize) * scale];
}).filter(x => x);
"""


def text_sizes(driver) -> list[tuple[str, float]]:
    """(text, on-screen font size in CSS px) for every non-empty text of the page's picture."""
    return [(text, size) for text, size in driver.execute_script(_TEXT_SIZES)]


def too_small(driver, minimum: float = MIN_TEXT_PX) -> list[tuple[str, float]]:
    """The picture's texts drawn smaller than `minimum` px on screen (to assert empty)."""
    return [(text, round(size, 1)) for text, size in text_sizes(driver) if size < minimum - 0.05]
