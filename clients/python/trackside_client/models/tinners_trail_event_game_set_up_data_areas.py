from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_game_set_up_data_areas_bodmin import TinnersTrailEventGameSetUpDataAreasBodmin
    from ..models.tinners_trail_event_game_set_up_data_areas_callington import (
        TinnersTrailEventGameSetUpDataAreasCallington,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_camborne import TinnersTrailEventGameSetUpDataAreasCamborne
    from ..models.tinners_trail_event_game_set_up_data_areas_camelford import (
        TinnersTrailEventGameSetUpDataAreasCamelford,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_falmouth import TinnersTrailEventGameSetUpDataAreasFalmouth
    from ..models.tinners_trail_event_game_set_up_data_areas_gwennap import TinnersTrailEventGameSetUpDataAreasGwennap
    from ..models.tinners_trail_event_game_set_up_data_areas_helston import TinnersTrailEventGameSetUpDataAreasHelston
    from ..models.tinners_trail_event_game_set_up_data_areas_launceston import (
        TinnersTrailEventGameSetUpDataAreasLaunceston,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_liskeard import TinnersTrailEventGameSetUpDataAreasLiskeard
    from ..models.tinners_trail_event_game_set_up_data_areas_lizard import TinnersTrailEventGameSetUpDataAreasLizard
    from ..models.tinners_trail_event_game_set_up_data_areas_penzance import TinnersTrailEventGameSetUpDataAreasPenzance
    from ..models.tinners_trail_event_game_set_up_data_areas_perranporth import (
        TinnersTrailEventGameSetUpDataAreasPerranporth,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_redruth import TinnersTrailEventGameSetUpDataAreasRedruth
    from ..models.tinners_trail_event_game_set_up_data_areas_st_agnes import TinnersTrailEventGameSetUpDataAreasStAgnes
    from ..models.tinners_trail_event_game_set_up_data_areas_st_austell import (
        TinnersTrailEventGameSetUpDataAreasStAustell,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_st_columb import (
        TinnersTrailEventGameSetUpDataAreasStColumb,
    )
    from ..models.tinners_trail_event_game_set_up_data_areas_st_ives import TinnersTrailEventGameSetUpDataAreasStIves
    from ..models.tinners_trail_event_game_set_up_data_areas_st_just import TinnersTrailEventGameSetUpDataAreasStJust
    from ..models.tinners_trail_event_game_set_up_data_areas_truro import TinnersTrailEventGameSetUpDataAreasTruro
    from ..models.tinners_trail_event_game_set_up_data_areas_wadebridge import (
        TinnersTrailEventGameSetUpDataAreasWadebridge,
    )


T = TypeVar("T", bound="TinnersTrailEventGameSetUpDataAreas")


@_attrs_define
class TinnersTrailEventGameSetUpDataAreas:
    """
    Attributes:
        bodmin (TinnersTrailEventGameSetUpDataAreasBodmin):
        callington (TinnersTrailEventGameSetUpDataAreasCallington):
        camborne (TinnersTrailEventGameSetUpDataAreasCamborne):
        camelford (TinnersTrailEventGameSetUpDataAreasCamelford):
        falmouth (TinnersTrailEventGameSetUpDataAreasFalmouth):
        gwennap (TinnersTrailEventGameSetUpDataAreasGwennap):
        helston (TinnersTrailEventGameSetUpDataAreasHelston):
        launceston (TinnersTrailEventGameSetUpDataAreasLaunceston):
        liskeard (TinnersTrailEventGameSetUpDataAreasLiskeard):
        lizard (TinnersTrailEventGameSetUpDataAreasLizard):
        penzance (TinnersTrailEventGameSetUpDataAreasPenzance):
        perranporth (TinnersTrailEventGameSetUpDataAreasPerranporth):
        redruth (TinnersTrailEventGameSetUpDataAreasRedruth):
        st_agnes (TinnersTrailEventGameSetUpDataAreasStAgnes):
        st_austell (TinnersTrailEventGameSetUpDataAreasStAustell):
        st_columb (TinnersTrailEventGameSetUpDataAreasStColumb):
        st_ives (TinnersTrailEventGameSetUpDataAreasStIves):
        st_just (TinnersTrailEventGameSetUpDataAreasStJust):
        truro (TinnersTrailEventGameSetUpDataAreasTruro):
        wadebridge (TinnersTrailEventGameSetUpDataAreasWadebridge):
    """

    bodmin: TinnersTrailEventGameSetUpDataAreasBodmin
    callington: TinnersTrailEventGameSetUpDataAreasCallington
    camborne: TinnersTrailEventGameSetUpDataAreasCamborne
    camelford: TinnersTrailEventGameSetUpDataAreasCamelford
    falmouth: TinnersTrailEventGameSetUpDataAreasFalmouth
    gwennap: TinnersTrailEventGameSetUpDataAreasGwennap
    helston: TinnersTrailEventGameSetUpDataAreasHelston
    launceston: TinnersTrailEventGameSetUpDataAreasLaunceston
    liskeard: TinnersTrailEventGameSetUpDataAreasLiskeard
    lizard: TinnersTrailEventGameSetUpDataAreasLizard
    penzance: TinnersTrailEventGameSetUpDataAreasPenzance
    perranporth: TinnersTrailEventGameSetUpDataAreasPerranporth
    redruth: TinnersTrailEventGameSetUpDataAreasRedruth
    st_agnes: TinnersTrailEventGameSetUpDataAreasStAgnes
    st_austell: TinnersTrailEventGameSetUpDataAreasStAustell
    st_columb: TinnersTrailEventGameSetUpDataAreasStColumb
    st_ives: TinnersTrailEventGameSetUpDataAreasStIves
    st_just: TinnersTrailEventGameSetUpDataAreasStJust
    truro: TinnersTrailEventGameSetUpDataAreasTruro
    wadebridge: TinnersTrailEventGameSetUpDataAreasWadebridge
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bodmin = self.bodmin.to_dict()

        callington = self.callington.to_dict()

        camborne = self.camborne.to_dict()

        camelford = self.camelford.to_dict()

        falmouth = self.falmouth.to_dict()

        gwennap = self.gwennap.to_dict()

        helston = self.helston.to_dict()

        launceston = self.launceston.to_dict()

        liskeard = self.liskeard.to_dict()

        lizard = self.lizard.to_dict()

        penzance = self.penzance.to_dict()

        perranporth = self.perranporth.to_dict()

        redruth = self.redruth.to_dict()

        st_agnes = self.st_agnes.to_dict()

        st_austell = self.st_austell.to_dict()

        st_columb = self.st_columb.to_dict()

        st_ives = self.st_ives.to_dict()

        st_just = self.st_just.to_dict()

        truro = self.truro.to_dict()

        wadebridge = self.wadebridge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bodmin": bodmin,
                "callington": callington,
                "camborne": camborne,
                "camelford": camelford,
                "falmouth": falmouth,
                "gwennap": gwennap,
                "helston": helston,
                "launceston": launceston,
                "liskeard": liskeard,
                "lizard": lizard,
                "penzance": penzance,
                "perranporth": perranporth,
                "redruth": redruth,
                "st_agnes": st_agnes,
                "st_austell": st_austell,
                "st_columb": st_columb,
                "st_ives": st_ives,
                "st_just": st_just,
                "truro": truro,
                "wadebridge": wadebridge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_game_set_up_data_areas_bodmin import TinnersTrailEventGameSetUpDataAreasBodmin  # noqa: PLC0415
        from ..models.tinners_trail_event_game_set_up_data_areas_callington import (
            TinnersTrailEventGameSetUpDataAreasCallington,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_camborne import (
            TinnersTrailEventGameSetUpDataAreasCamborne,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_camelford import (
            TinnersTrailEventGameSetUpDataAreasCamelford,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_falmouth import (
            TinnersTrailEventGameSetUpDataAreasFalmouth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_gwennap import (
            TinnersTrailEventGameSetUpDataAreasGwennap,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_helston import (
            TinnersTrailEventGameSetUpDataAreasHelston,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_launceston import (
            TinnersTrailEventGameSetUpDataAreasLaunceston,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_liskeard import (
            TinnersTrailEventGameSetUpDataAreasLiskeard,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_lizard import TinnersTrailEventGameSetUpDataAreasLizard  # noqa: PLC0415
        from ..models.tinners_trail_event_game_set_up_data_areas_penzance import (
            TinnersTrailEventGameSetUpDataAreasPenzance,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_perranporth import (
            TinnersTrailEventGameSetUpDataAreasPerranporth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_redruth import (
            TinnersTrailEventGameSetUpDataAreasRedruth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_st_agnes import (
            TinnersTrailEventGameSetUpDataAreasStAgnes,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_st_austell import (
            TinnersTrailEventGameSetUpDataAreasStAustell,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_st_columb import (
            TinnersTrailEventGameSetUpDataAreasStColumb,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_st_ives import (
            TinnersTrailEventGameSetUpDataAreasStIves,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_st_just import (
            TinnersTrailEventGameSetUpDataAreasStJust,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_game_set_up_data_areas_truro import TinnersTrailEventGameSetUpDataAreasTruro  # noqa: PLC0415
        from ..models.tinners_trail_event_game_set_up_data_areas_wadebridge import (
            TinnersTrailEventGameSetUpDataAreasWadebridge,  # noqa: PLC0415
        )

        d = dict(src_dict)
        bodmin = TinnersTrailEventGameSetUpDataAreasBodmin.from_dict(d.pop("bodmin"))

        callington = TinnersTrailEventGameSetUpDataAreasCallington.from_dict(d.pop("callington"))

        camborne = TinnersTrailEventGameSetUpDataAreasCamborne.from_dict(d.pop("camborne"))

        camelford = TinnersTrailEventGameSetUpDataAreasCamelford.from_dict(d.pop("camelford"))

        falmouth = TinnersTrailEventGameSetUpDataAreasFalmouth.from_dict(d.pop("falmouth"))

        gwennap = TinnersTrailEventGameSetUpDataAreasGwennap.from_dict(d.pop("gwennap"))

        helston = TinnersTrailEventGameSetUpDataAreasHelston.from_dict(d.pop("helston"))

        launceston = TinnersTrailEventGameSetUpDataAreasLaunceston.from_dict(d.pop("launceston"))

        liskeard = TinnersTrailEventGameSetUpDataAreasLiskeard.from_dict(d.pop("liskeard"))

        lizard = TinnersTrailEventGameSetUpDataAreasLizard.from_dict(d.pop("lizard"))

        penzance = TinnersTrailEventGameSetUpDataAreasPenzance.from_dict(d.pop("penzance"))

        perranporth = TinnersTrailEventGameSetUpDataAreasPerranporth.from_dict(d.pop("perranporth"))

        redruth = TinnersTrailEventGameSetUpDataAreasRedruth.from_dict(d.pop("redruth"))

        st_agnes = TinnersTrailEventGameSetUpDataAreasStAgnes.from_dict(d.pop("st_agnes"))

        st_austell = TinnersTrailEventGameSetUpDataAreasStAustell.from_dict(d.pop("st_austell"))

        st_columb = TinnersTrailEventGameSetUpDataAreasStColumb.from_dict(d.pop("st_columb"))

        st_ives = TinnersTrailEventGameSetUpDataAreasStIves.from_dict(d.pop("st_ives"))

        st_just = TinnersTrailEventGameSetUpDataAreasStJust.from_dict(d.pop("st_just"))

        truro = TinnersTrailEventGameSetUpDataAreasTruro.from_dict(d.pop("truro"))

        wadebridge = TinnersTrailEventGameSetUpDataAreasWadebridge.from_dict(d.pop("wadebridge"))

        tinners_trail_event_game_set_up_data_areas = cls(
            bodmin=bodmin,
            callington=callington,
            camborne=camborne,
            camelford=camelford,
            falmouth=falmouth,
            gwennap=gwennap,
            helston=helston,
            launceston=launceston,
            liskeard=liskeard,
            lizard=lizard,
            penzance=penzance,
            perranporth=perranporth,
            redruth=redruth,
            st_agnes=st_agnes,
            st_austell=st_austell,
            st_columb=st_columb,
            st_ives=st_ives,
            st_just=st_just,
            truro=truro,
            wadebridge=wadebridge,
        )

        tinners_trail_event_game_set_up_data_areas.additional_properties = d
        return tinners_trail_event_game_set_up_data_areas

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
