from enum import StrEnum


class LilliputCompany(StrEnum):
    BDR = "BDR"
    BFR = "BFR"
    BLR = "BLR"
    GVR = "GVR"
    LNR = "LNR"
    MR = "MR"
    SR = "SR"
    TR = "TR"

    def __str__(self) -> str:
        return str(self.value)
