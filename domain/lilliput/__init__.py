"""18 Lilliput: the rules package (registered by `RULES`)."""
from domain.lilliput.rules import LilliputRules

RULES = LilliputRules()
