"""The two-row share-price track. A sale moves a token from the top row straight down and from
the bottom row one left and up; a payout one right (up at the end of the bottom row); a withhold
one left (down at the start of the top row); the ends (lowest and highest field) never move."""
from __future__ import annotations

from domain.core.rules import NextState
from domain.lilliput import content


def _step(field: list, kind: str) -> list:
    rows = content.market_rows()
    row, column = field
    other = "bottom" if row == "top" else "top"
    last = len(rows[row]) - 1
    if kind == "sale":
        if row == "top":
            return ["bottom", column]
        return ["top", column - 1] if column > 0 else field
    if kind == "pay":
        if column < last:
            return [row, column + 1]
        return [other, column] if rows[other][column] > rows[row][column] else field
    if column > 0:  # withhold
        return [row, column - 1]
    return [other, column] if rows[other][column] < rows[row][column] else field


def moved(field: list, kind: str, steps: int = 1) -> list:
    for _ in range(steps):
        field = _step(field, kind)
    return field


def key(field: list) -> str:
    return f"{field[0]}:{field[1]}"


def value(field: list) -> int:
    return content.market_rows()[field[0]][field[1]]


def field_of(price_value: int) -> list | None:
    for row, values in content.market_rows().items():
        if price_value in values:
            return [row, values.index(price_value)]
    return None


def place(state: NextState, company: str, field: list) -> None:
    """Put the company's token on a field, under the tokens already there."""
    state.own("companies", company)["price"] = field
    stacks = state.own("market")
    stacks[key(field)] = [*stacks.get(key(field), []), company]


def move(state: NextState, company: str, kind: str, steps: int = 1) -> None:
    old = state["companies"][company]["price"]
    new = moved(old, kind, steps)
    if new == old:
        return
    stacks = state.own("market")
    stack = [c for c in stacks[key(old)] if c != company]
    if stack:
        stacks[key(old)] = stack
    else:
        del stacks[key(old)]
    place(state, company, new)


def operating_order(state: dict) -> list[str]:
    """Highest price first; companies on one field from the top of the stack down."""
    def field_value(item):
        row, column = item[0].split(":")
        return -value([row, int(column)])
    return [c for _, stack in sorted(state["market"].items(), key=field_value) for c in stack]
