from enum import StrEnum


class TinnersTrailArea(StrEnum):
    BODMIN = "bodmin"
    CALLINGTON = "callington"
    CAMBORNE = "camborne"
    CAMELFORD = "camelford"
    FALMOUTH = "falmouth"
    GWENNAP = "gwennap"
    HELSTON = "helston"
    LAUNCESTON = "launceston"
    LISKEARD = "liskeard"
    LIZARD = "lizard"
    PENZANCE = "penzance"
    PERRANPORTH = "perranporth"
    REDRUTH = "redruth"
    ST_AGNES = "st_agnes"
    ST_AUSTELL = "st_austell"
    ST_COLUMB = "st_columb"
    ST_IVES = "st_ives"
    ST_JUST = "st_just"
    TRURO = "truro"
    WADEBRIDGE = "wadebridge"

    def __str__(self) -> str:
        return str(self.value)
