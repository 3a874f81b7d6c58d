"""Mini Express (Mark Gerrits): 1-5 players, four railway companies, shares and track on a hex map."""
from domain.mini_express.rules import MiniExpressRules

RULES = MiniExpressRules()

__all__ = ["RULES", "MiniExpressRules"]
