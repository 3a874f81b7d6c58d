"""Tournaments (issue 28), the pure part: who sits at which table each round, and the standings.

No I/O and no state of its own: every function takes the tournament so far (`model.History`) and
answers, the same answer for the same input. The service calls:
- `pairing.pair_round(settings, history, round_number)`: the next round's tables (seat order) and byes;
- `standings.standings(settings, history)`: the rows, ranked, with the tie-breaks;
- `tables.table_sizes(count, table_size, min_players)`: how a field splits into tables and byes.
docs/tournaments.md describes the algorithms and every choice. The package's modules are imported by
name (nothing here), so that finding the game titles (domain/core/title.py) never loads networkx."""
