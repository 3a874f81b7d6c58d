from enum import StrEnum


class RailroadInkSpecial(StrEnum):
    HIGHWAY_CROSS = "highway_cross"
    RAILWAY_CROSS = "railway_cross"
    STATION_1H_3R = "station_1h_3r"
    STATION_3H_1R = "station_3h_1r"
    STATION_ADJACENT = "station_adjacent"
    STATION_OPPOSITE = "station_opposite"

    def __str__(self) -> str:
        return str(self.value)
