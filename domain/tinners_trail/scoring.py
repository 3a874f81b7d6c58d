"""Victory points (only the investments score) and the final ranking with the rulebook's tie-breaks."""
from __future__ import annotations

from domain.core.rules import State
from domain.tinners_trail.content import investment_rows


def investment_points(state: State) -> list[int]:
    points = [0] * state["seats"]
    for round_index, column in enumerate(state["investments"]):
        for row, box in zip(investment_rows(), column, strict=True):
            for seat in box:
                points[seat] += row["points"][round_index]
    return points


def ore_controlled(state: State, seat: int) -> int:
    """Tin and copper cubes on the board in areas where the seat has a mine (the second tie-break)."""
    return sum(cubes["tin"] + cubes["copper"] for cubes in state["areas"].values() if cubes["mine"] == seat)


def final_result(state: State) -> dict:
    """Most points wins; ties go to more money, then more ore controlled, then further left on Player Order."""
    points = investment_points(state)
    order = state["passed"]
    ranking = sorted(
        range(state["seats"]),
        key=lambda seat: (-points[seat], -state["money"][seat], -ore_controlled(state, seat), order.index(seat)),
    )
    return {"scores": points, "ranking": ranking, "winners": ranking[:1]}
