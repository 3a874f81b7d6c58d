from enum import StrEnum


class LilliputOptionsLandscapeItemTile(StrEnum):
    MINE_10 = "mine-10"
    MINE_20 = "mine-20"
    MOUNTAINS = "mountains"
    PRINTED_CITY_CURVE = "printed-city-curve"
    PRINTED_CITY_STRAIGHT = "printed-city-straight"
    PRINTED_CURVE = "printed-curve"
    PRINTED_STRAIGHT = "printed-straight"
    SEA = "sea"
    TERMINUS = "terminus"
    TERRAIN_10 = "terrain-10"
    TERRAIN_30 = "terrain-30"

    def __str__(self) -> str:
        return str(self.value)
