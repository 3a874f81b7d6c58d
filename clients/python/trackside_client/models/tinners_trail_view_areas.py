from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_view_areas_bodmin import TinnersTrailViewAreasBodmin
    from ..models.tinners_trail_view_areas_callington import TinnersTrailViewAreasCallington
    from ..models.tinners_trail_view_areas_camborne import TinnersTrailViewAreasCamborne
    from ..models.tinners_trail_view_areas_camelford import TinnersTrailViewAreasCamelford
    from ..models.tinners_trail_view_areas_falmouth import TinnersTrailViewAreasFalmouth
    from ..models.tinners_trail_view_areas_gwennap import TinnersTrailViewAreasGwennap
    from ..models.tinners_trail_view_areas_helston import TinnersTrailViewAreasHelston
    from ..models.tinners_trail_view_areas_launceston import TinnersTrailViewAreasLaunceston
    from ..models.tinners_trail_view_areas_liskeard import TinnersTrailViewAreasLiskeard
    from ..models.tinners_trail_view_areas_lizard import TinnersTrailViewAreasLizard
    from ..models.tinners_trail_view_areas_penzance import TinnersTrailViewAreasPenzance
    from ..models.tinners_trail_view_areas_perranporth import TinnersTrailViewAreasPerranporth
    from ..models.tinners_trail_view_areas_redruth import TinnersTrailViewAreasRedruth
    from ..models.tinners_trail_view_areas_st_agnes import TinnersTrailViewAreasStAgnes
    from ..models.tinners_trail_view_areas_st_austell import TinnersTrailViewAreasStAustell
    from ..models.tinners_trail_view_areas_st_columb import TinnersTrailViewAreasStColumb
    from ..models.tinners_trail_view_areas_st_ives import TinnersTrailViewAreasStIves
    from ..models.tinners_trail_view_areas_st_just import TinnersTrailViewAreasStJust
    from ..models.tinners_trail_view_areas_truro import TinnersTrailViewAreasTruro
    from ..models.tinners_trail_view_areas_wadebridge import TinnersTrailViewAreasWadebridge


T = TypeVar("T", bound="TinnersTrailViewAreas")


@_attrs_define
class TinnersTrailViewAreas:
    """
    Attributes:
        bodmin (TinnersTrailViewAreasBodmin):
        callington (TinnersTrailViewAreasCallington):
        camborne (TinnersTrailViewAreasCamborne):
        camelford (TinnersTrailViewAreasCamelford):
        falmouth (TinnersTrailViewAreasFalmouth):
        gwennap (TinnersTrailViewAreasGwennap):
        helston (TinnersTrailViewAreasHelston):
        launceston (TinnersTrailViewAreasLaunceston):
        liskeard (TinnersTrailViewAreasLiskeard):
        lizard (TinnersTrailViewAreasLizard):
        penzance (TinnersTrailViewAreasPenzance):
        perranporth (TinnersTrailViewAreasPerranporth):
        redruth (TinnersTrailViewAreasRedruth):
        st_agnes (TinnersTrailViewAreasStAgnes):
        st_austell (TinnersTrailViewAreasStAustell):
        st_columb (TinnersTrailViewAreasStColumb):
        st_ives (TinnersTrailViewAreasStIves):
        st_just (TinnersTrailViewAreasStJust):
        truro (TinnersTrailViewAreasTruro):
        wadebridge (TinnersTrailViewAreasWadebridge):
    """

    bodmin: TinnersTrailViewAreasBodmin
    callington: TinnersTrailViewAreasCallington
    camborne: TinnersTrailViewAreasCamborne
    camelford: TinnersTrailViewAreasCamelford
    falmouth: TinnersTrailViewAreasFalmouth
    gwennap: TinnersTrailViewAreasGwennap
    helston: TinnersTrailViewAreasHelston
    launceston: TinnersTrailViewAreasLaunceston
    liskeard: TinnersTrailViewAreasLiskeard
    lizard: TinnersTrailViewAreasLizard
    penzance: TinnersTrailViewAreasPenzance
    perranporth: TinnersTrailViewAreasPerranporth
    redruth: TinnersTrailViewAreasRedruth
    st_agnes: TinnersTrailViewAreasStAgnes
    st_austell: TinnersTrailViewAreasStAustell
    st_columb: TinnersTrailViewAreasStColumb
    st_ives: TinnersTrailViewAreasStIves
    st_just: TinnersTrailViewAreasStJust
    truro: TinnersTrailViewAreasTruro
    wadebridge: TinnersTrailViewAreasWadebridge
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
        from ..models.tinners_trail_view_areas_bodmin import TinnersTrailViewAreasBodmin  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_callington import TinnersTrailViewAreasCallington  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_camborne import TinnersTrailViewAreasCamborne  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_camelford import TinnersTrailViewAreasCamelford  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_falmouth import TinnersTrailViewAreasFalmouth  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_gwennap import TinnersTrailViewAreasGwennap  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_helston import TinnersTrailViewAreasHelston  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_launceston import TinnersTrailViewAreasLaunceston  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_liskeard import TinnersTrailViewAreasLiskeard  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_lizard import TinnersTrailViewAreasLizard  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_penzance import TinnersTrailViewAreasPenzance  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_perranporth import TinnersTrailViewAreasPerranporth  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_redruth import TinnersTrailViewAreasRedruth  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_st_agnes import TinnersTrailViewAreasStAgnes  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_st_austell import TinnersTrailViewAreasStAustell  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_st_columb import TinnersTrailViewAreasStColumb  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_st_ives import TinnersTrailViewAreasStIves  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_st_just import TinnersTrailViewAreasStJust  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_truro import TinnersTrailViewAreasTruro  # noqa: PLC0415
        from ..models.tinners_trail_view_areas_wadebridge import TinnersTrailViewAreasWadebridge  # noqa: PLC0415

        d = dict(src_dict)
        bodmin = TinnersTrailViewAreasBodmin.from_dict(d.pop("bodmin"))

        callington = TinnersTrailViewAreasCallington.from_dict(d.pop("callington"))

        camborne = TinnersTrailViewAreasCamborne.from_dict(d.pop("camborne"))

        camelford = TinnersTrailViewAreasCamelford.from_dict(d.pop("camelford"))

        falmouth = TinnersTrailViewAreasFalmouth.from_dict(d.pop("falmouth"))

        gwennap = TinnersTrailViewAreasGwennap.from_dict(d.pop("gwennap"))

        helston = TinnersTrailViewAreasHelston.from_dict(d.pop("helston"))

        launceston = TinnersTrailViewAreasLaunceston.from_dict(d.pop("launceston"))

        liskeard = TinnersTrailViewAreasLiskeard.from_dict(d.pop("liskeard"))

        lizard = TinnersTrailViewAreasLizard.from_dict(d.pop("lizard"))

        penzance = TinnersTrailViewAreasPenzance.from_dict(d.pop("penzance"))

        perranporth = TinnersTrailViewAreasPerranporth.from_dict(d.pop("perranporth"))

        redruth = TinnersTrailViewAreasRedruth.from_dict(d.pop("redruth"))

        st_agnes = TinnersTrailViewAreasStAgnes.from_dict(d.pop("st_agnes"))

        st_austell = TinnersTrailViewAreasStAustell.from_dict(d.pop("st_austell"))

        st_columb = TinnersTrailViewAreasStColumb.from_dict(d.pop("st_columb"))

        st_ives = TinnersTrailViewAreasStIves.from_dict(d.pop("st_ives"))

        st_just = TinnersTrailViewAreasStJust.from_dict(d.pop("st_just"))

        truro = TinnersTrailViewAreasTruro.from_dict(d.pop("truro"))

        wadebridge = TinnersTrailViewAreasWadebridge.from_dict(d.pop("wadebridge"))

        tinners_trail_view_areas = cls(
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

        tinners_trail_view_areas.additional_properties = d
        return tinners_trail_view_areas

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
