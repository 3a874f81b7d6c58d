"""Tinners' Trail (Martin Wallace): 3-4 players mine tin and copper in Cornwall and invest the profits."""
from domain.tinners_trail.rules import TinnersTrailRules

RULES = TinnersTrailRules()

__all__ = ["RULES", "TinnersTrailRules"]
