"""How many tables of which sizes a round has, and how many byes."""
from __future__ import annotations


def table_sizes(count: int, table_size: int, min_players: int) -> tuple[tuple[int, ...], int]:
    """The table sizes (largest first) for `count` players and the number of byes.

    Fewest byes first; then the fewest tables (as many full tables' worth of seats as can be); then
    sizes as even as possible (10 players at 4-tables from 3 up: 4, 3, 3 rather than 4, 4, 2). Byes come
    only when the count cannot be split into tables of `min_players` to `table_size`: then at most
    table_size - 1 of them, or everyone when fewer than `min_players` are left."""
    for byes in range(min(count, table_size)):  # a remainder of table_size or more makes a table
        seated = count - byes
        tables = -(-seated // table_size)
        if tables and seated // tables >= min_players:
            big = seated % tables
            return (seated // tables + 1,) * big + (seated // tables,) * (tables - big), byes
    return (), count
