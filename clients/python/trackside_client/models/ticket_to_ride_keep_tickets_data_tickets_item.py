from enum import StrEnum


class TicketToRideKeepTicketsDataTicketsItem(StrEnum):
    BOS_MIM = "bos-mim"
    CAL_PNX = "cal-pnx"
    CAL_SLC = "cal-slc"
    CHI_NOR = "chi-nor"
    CHI_SFE = "chi-sfe"
    DAL_NYC = "dal-nyc"
    DEN_ELP = "den-elp"
    DEN_PIT = "den-pit"
    DUL_ELP = "dul-elp"
    DUL_HST = "dul-hst"
    HEL_LAX = "hel-lax"
    KSC_HST = "ksc-hst"
    LAX_CHI = "lax-chi"
    LAX_MIM = "lax-mim"
    LAX_NYC = "lax-nyc"
    MON_ATL = "mon-atl"
    MON_NOR = "mon-nor"
    NYC_ATL = "nyc-atl"
    POR_NSH = "por-nsh"
    POR_PNX = "por-pnx"
    SEA_LAX = "sea-lax"
    SEA_NYC = "sea-nyc"
    SFO_ATL = "sfo-atl"
    SSM_NSH = "ssm-nsh"
    SSM_OKC = "ssm-okc"
    TOR_MIM = "tor-mim"
    VAN_MON = "van-mon"
    VAN_SFE = "van-sfe"
    WIN_HST = "win-hst"
    WIN_LTR = "win-ltr"

    def __str__(self) -> str:
        return str(self.value)
