"""Railroad Ink (Horrible Games), base game: 1-6 players, 7 rounds of a shared dice roll."""
from domain.railroad_ink.rules import RailroadInk

RULES = RailroadInk()

__all__ = ["RULES", "RailroadInk"]
