from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tinners_trail_event_action_taken_data_changes_bodmin import (
        TinnersTrailEventActionTakenDataChangesBodmin,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_callington import (
        TinnersTrailEventActionTakenDataChangesCallington,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_camborne import (
        TinnersTrailEventActionTakenDataChangesCamborne,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_camelford import (
        TinnersTrailEventActionTakenDataChangesCamelford,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_falmouth import (
        TinnersTrailEventActionTakenDataChangesFalmouth,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_gwennap import (
        TinnersTrailEventActionTakenDataChangesGwennap,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_helston import (
        TinnersTrailEventActionTakenDataChangesHelston,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_launceston import (
        TinnersTrailEventActionTakenDataChangesLaunceston,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_liskeard import (
        TinnersTrailEventActionTakenDataChangesLiskeard,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_lizard import (
        TinnersTrailEventActionTakenDataChangesLizard,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_penzance import (
        TinnersTrailEventActionTakenDataChangesPenzance,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_perranporth import (
        TinnersTrailEventActionTakenDataChangesPerranporth,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_redruth import (
        TinnersTrailEventActionTakenDataChangesRedruth,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_st_agnes import (
        TinnersTrailEventActionTakenDataChangesStAgnes,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_st_austell import (
        TinnersTrailEventActionTakenDataChangesStAustell,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_st_columb import (
        TinnersTrailEventActionTakenDataChangesStColumb,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_st_ives import (
        TinnersTrailEventActionTakenDataChangesStIves,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_st_just import (
        TinnersTrailEventActionTakenDataChangesStJust,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_truro import (
        TinnersTrailEventActionTakenDataChangesTruro,
    )
    from ..models.tinners_trail_event_action_taken_data_changes_wadebridge import (
        TinnersTrailEventActionTakenDataChangesWadebridge,
    )


T = TypeVar("T", bound="TinnersTrailEventActionTakenDataChanges")


@_attrs_define
class TinnersTrailEventActionTakenDataChanges:
    """
    Attributes:
        bodmin (TinnersTrailEventActionTakenDataChangesBodmin | Unset):
        callington (TinnersTrailEventActionTakenDataChangesCallington | Unset):
        camborne (TinnersTrailEventActionTakenDataChangesCamborne | Unset):
        camelford (TinnersTrailEventActionTakenDataChangesCamelford | Unset):
        falmouth (TinnersTrailEventActionTakenDataChangesFalmouth | Unset):
        gwennap (TinnersTrailEventActionTakenDataChangesGwennap | Unset):
        helston (TinnersTrailEventActionTakenDataChangesHelston | Unset):
        launceston (TinnersTrailEventActionTakenDataChangesLaunceston | Unset):
        liskeard (TinnersTrailEventActionTakenDataChangesLiskeard | Unset):
        lizard (TinnersTrailEventActionTakenDataChangesLizard | Unset):
        penzance (TinnersTrailEventActionTakenDataChangesPenzance | Unset):
        perranporth (TinnersTrailEventActionTakenDataChangesPerranporth | Unset):
        redruth (TinnersTrailEventActionTakenDataChangesRedruth | Unset):
        st_agnes (TinnersTrailEventActionTakenDataChangesStAgnes | Unset):
        st_austell (TinnersTrailEventActionTakenDataChangesStAustell | Unset):
        st_columb (TinnersTrailEventActionTakenDataChangesStColumb | Unset):
        st_ives (TinnersTrailEventActionTakenDataChangesStIves | Unset):
        st_just (TinnersTrailEventActionTakenDataChangesStJust | Unset):
        truro (TinnersTrailEventActionTakenDataChangesTruro | Unset):
        wadebridge (TinnersTrailEventActionTakenDataChangesWadebridge | Unset):
    """

    bodmin: TinnersTrailEventActionTakenDataChangesBodmin | Unset = UNSET
    callington: TinnersTrailEventActionTakenDataChangesCallington | Unset = UNSET
    camborne: TinnersTrailEventActionTakenDataChangesCamborne | Unset = UNSET
    camelford: TinnersTrailEventActionTakenDataChangesCamelford | Unset = UNSET
    falmouth: TinnersTrailEventActionTakenDataChangesFalmouth | Unset = UNSET
    gwennap: TinnersTrailEventActionTakenDataChangesGwennap | Unset = UNSET
    helston: TinnersTrailEventActionTakenDataChangesHelston | Unset = UNSET
    launceston: TinnersTrailEventActionTakenDataChangesLaunceston | Unset = UNSET
    liskeard: TinnersTrailEventActionTakenDataChangesLiskeard | Unset = UNSET
    lizard: TinnersTrailEventActionTakenDataChangesLizard | Unset = UNSET
    penzance: TinnersTrailEventActionTakenDataChangesPenzance | Unset = UNSET
    perranporth: TinnersTrailEventActionTakenDataChangesPerranporth | Unset = UNSET
    redruth: TinnersTrailEventActionTakenDataChangesRedruth | Unset = UNSET
    st_agnes: TinnersTrailEventActionTakenDataChangesStAgnes | Unset = UNSET
    st_austell: TinnersTrailEventActionTakenDataChangesStAustell | Unset = UNSET
    st_columb: TinnersTrailEventActionTakenDataChangesStColumb | Unset = UNSET
    st_ives: TinnersTrailEventActionTakenDataChangesStIves | Unset = UNSET
    st_just: TinnersTrailEventActionTakenDataChangesStJust | Unset = UNSET
    truro: TinnersTrailEventActionTakenDataChangesTruro | Unset = UNSET
    wadebridge: TinnersTrailEventActionTakenDataChangesWadebridge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bodmin: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bodmin, Unset):
            bodmin = self.bodmin.to_dict()

        callington: dict[str, Any] | Unset = UNSET
        if not isinstance(self.callington, Unset):
            callington = self.callington.to_dict()

        camborne: dict[str, Any] | Unset = UNSET
        if not isinstance(self.camborne, Unset):
            camborne = self.camborne.to_dict()

        camelford: dict[str, Any] | Unset = UNSET
        if not isinstance(self.camelford, Unset):
            camelford = self.camelford.to_dict()

        falmouth: dict[str, Any] | Unset = UNSET
        if not isinstance(self.falmouth, Unset):
            falmouth = self.falmouth.to_dict()

        gwennap: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gwennap, Unset):
            gwennap = self.gwennap.to_dict()

        helston: dict[str, Any] | Unset = UNSET
        if not isinstance(self.helston, Unset):
            helston = self.helston.to_dict()

        launceston: dict[str, Any] | Unset = UNSET
        if not isinstance(self.launceston, Unset):
            launceston = self.launceston.to_dict()

        liskeard: dict[str, Any] | Unset = UNSET
        if not isinstance(self.liskeard, Unset):
            liskeard = self.liskeard.to_dict()

        lizard: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lizard, Unset):
            lizard = self.lizard.to_dict()

        penzance: dict[str, Any] | Unset = UNSET
        if not isinstance(self.penzance, Unset):
            penzance = self.penzance.to_dict()

        perranporth: dict[str, Any] | Unset = UNSET
        if not isinstance(self.perranporth, Unset):
            perranporth = self.perranporth.to_dict()

        redruth: dict[str, Any] | Unset = UNSET
        if not isinstance(self.redruth, Unset):
            redruth = self.redruth.to_dict()

        st_agnes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.st_agnes, Unset):
            st_agnes = self.st_agnes.to_dict()

        st_austell: dict[str, Any] | Unset = UNSET
        if not isinstance(self.st_austell, Unset):
            st_austell = self.st_austell.to_dict()

        st_columb: dict[str, Any] | Unset = UNSET
        if not isinstance(self.st_columb, Unset):
            st_columb = self.st_columb.to_dict()

        st_ives: dict[str, Any] | Unset = UNSET
        if not isinstance(self.st_ives, Unset):
            st_ives = self.st_ives.to_dict()

        st_just: dict[str, Any] | Unset = UNSET
        if not isinstance(self.st_just, Unset):
            st_just = self.st_just.to_dict()

        truro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.truro, Unset):
            truro = self.truro.to_dict()

        wadebridge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wadebridge, Unset):
            wadebridge = self.wadebridge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bodmin is not UNSET:
            field_dict["bodmin"] = bodmin
        if callington is not UNSET:
            field_dict["callington"] = callington
        if camborne is not UNSET:
            field_dict["camborne"] = camborne
        if camelford is not UNSET:
            field_dict["camelford"] = camelford
        if falmouth is not UNSET:
            field_dict["falmouth"] = falmouth
        if gwennap is not UNSET:
            field_dict["gwennap"] = gwennap
        if helston is not UNSET:
            field_dict["helston"] = helston
        if launceston is not UNSET:
            field_dict["launceston"] = launceston
        if liskeard is not UNSET:
            field_dict["liskeard"] = liskeard
        if lizard is not UNSET:
            field_dict["lizard"] = lizard
        if penzance is not UNSET:
            field_dict["penzance"] = penzance
        if perranporth is not UNSET:
            field_dict["perranporth"] = perranporth
        if redruth is not UNSET:
            field_dict["redruth"] = redruth
        if st_agnes is not UNSET:
            field_dict["st_agnes"] = st_agnes
        if st_austell is not UNSET:
            field_dict["st_austell"] = st_austell
        if st_columb is not UNSET:
            field_dict["st_columb"] = st_columb
        if st_ives is not UNSET:
            field_dict["st_ives"] = st_ives
        if st_just is not UNSET:
            field_dict["st_just"] = st_just
        if truro is not UNSET:
            field_dict["truro"] = truro
        if wadebridge is not UNSET:
            field_dict["wadebridge"] = wadebridge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_action_taken_data_changes_bodmin import (
            TinnersTrailEventActionTakenDataChangesBodmin,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_callington import (
            TinnersTrailEventActionTakenDataChangesCallington,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_camborne import (
            TinnersTrailEventActionTakenDataChangesCamborne,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_camelford import (
            TinnersTrailEventActionTakenDataChangesCamelford,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_falmouth import (
            TinnersTrailEventActionTakenDataChangesFalmouth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_gwennap import (
            TinnersTrailEventActionTakenDataChangesGwennap,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_helston import (
            TinnersTrailEventActionTakenDataChangesHelston,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_launceston import (
            TinnersTrailEventActionTakenDataChangesLaunceston,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_liskeard import (
            TinnersTrailEventActionTakenDataChangesLiskeard,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_lizard import (
            TinnersTrailEventActionTakenDataChangesLizard,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_penzance import (
            TinnersTrailEventActionTakenDataChangesPenzance,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_perranporth import (
            TinnersTrailEventActionTakenDataChangesPerranporth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_redruth import (
            TinnersTrailEventActionTakenDataChangesRedruth,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_st_agnes import (
            TinnersTrailEventActionTakenDataChangesStAgnes,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_st_austell import (
            TinnersTrailEventActionTakenDataChangesStAustell,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_st_columb import (
            TinnersTrailEventActionTakenDataChangesStColumb,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_st_ives import (
            TinnersTrailEventActionTakenDataChangesStIves,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_st_just import (
            TinnersTrailEventActionTakenDataChangesStJust,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_truro import (
            TinnersTrailEventActionTakenDataChangesTruro,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_action_taken_data_changes_wadebridge import (
            TinnersTrailEventActionTakenDataChangesWadebridge,  # noqa: PLC0415
        )

        d = dict(src_dict)
        _bodmin = d.pop("bodmin", UNSET)
        bodmin: TinnersTrailEventActionTakenDataChangesBodmin | Unset
        if isinstance(_bodmin, Unset):
            bodmin = UNSET
        else:
            bodmin = TinnersTrailEventActionTakenDataChangesBodmin.from_dict(_bodmin)

        _callington = d.pop("callington", UNSET)
        callington: TinnersTrailEventActionTakenDataChangesCallington | Unset
        if isinstance(_callington, Unset):
            callington = UNSET
        else:
            callington = TinnersTrailEventActionTakenDataChangesCallington.from_dict(_callington)

        _camborne = d.pop("camborne", UNSET)
        camborne: TinnersTrailEventActionTakenDataChangesCamborne | Unset
        if isinstance(_camborne, Unset):
            camborne = UNSET
        else:
            camborne = TinnersTrailEventActionTakenDataChangesCamborne.from_dict(_camborne)

        _camelford = d.pop("camelford", UNSET)
        camelford: TinnersTrailEventActionTakenDataChangesCamelford | Unset
        if isinstance(_camelford, Unset):
            camelford = UNSET
        else:
            camelford = TinnersTrailEventActionTakenDataChangesCamelford.from_dict(_camelford)

        _falmouth = d.pop("falmouth", UNSET)
        falmouth: TinnersTrailEventActionTakenDataChangesFalmouth | Unset
        if isinstance(_falmouth, Unset):
            falmouth = UNSET
        else:
            falmouth = TinnersTrailEventActionTakenDataChangesFalmouth.from_dict(_falmouth)

        _gwennap = d.pop("gwennap", UNSET)
        gwennap: TinnersTrailEventActionTakenDataChangesGwennap | Unset
        if isinstance(_gwennap, Unset):
            gwennap = UNSET
        else:
            gwennap = TinnersTrailEventActionTakenDataChangesGwennap.from_dict(_gwennap)

        _helston = d.pop("helston", UNSET)
        helston: TinnersTrailEventActionTakenDataChangesHelston | Unset
        if isinstance(_helston, Unset):
            helston = UNSET
        else:
            helston = TinnersTrailEventActionTakenDataChangesHelston.from_dict(_helston)

        _launceston = d.pop("launceston", UNSET)
        launceston: TinnersTrailEventActionTakenDataChangesLaunceston | Unset
        if isinstance(_launceston, Unset):
            launceston = UNSET
        else:
            launceston = TinnersTrailEventActionTakenDataChangesLaunceston.from_dict(_launceston)

        _liskeard = d.pop("liskeard", UNSET)
        liskeard: TinnersTrailEventActionTakenDataChangesLiskeard | Unset
        if isinstance(_liskeard, Unset):
            liskeard = UNSET
        else:
            liskeard = TinnersTrailEventActionTakenDataChangesLiskeard.from_dict(_liskeard)

        _lizard = d.pop("lizard", UNSET)
        lizard: TinnersTrailEventActionTakenDataChangesLizard | Unset
        if isinstance(_lizard, Unset):
            lizard = UNSET
        else:
            lizard = TinnersTrailEventActionTakenDataChangesLizard.from_dict(_lizard)

        _penzance = d.pop("penzance", UNSET)
        penzance: TinnersTrailEventActionTakenDataChangesPenzance | Unset
        if isinstance(_penzance, Unset):
            penzance = UNSET
        else:
            penzance = TinnersTrailEventActionTakenDataChangesPenzance.from_dict(_penzance)

        _perranporth = d.pop("perranporth", UNSET)
        perranporth: TinnersTrailEventActionTakenDataChangesPerranporth | Unset
        if isinstance(_perranporth, Unset):
            perranporth = UNSET
        else:
            perranporth = TinnersTrailEventActionTakenDataChangesPerranporth.from_dict(_perranporth)

        _redruth = d.pop("redruth", UNSET)
        redruth: TinnersTrailEventActionTakenDataChangesRedruth | Unset
        if isinstance(_redruth, Unset):
            redruth = UNSET
        else:
            redruth = TinnersTrailEventActionTakenDataChangesRedruth.from_dict(_redruth)

        _st_agnes = d.pop("st_agnes", UNSET)
        st_agnes: TinnersTrailEventActionTakenDataChangesStAgnes | Unset
        if isinstance(_st_agnes, Unset):
            st_agnes = UNSET
        else:
            st_agnes = TinnersTrailEventActionTakenDataChangesStAgnes.from_dict(_st_agnes)

        _st_austell = d.pop("st_austell", UNSET)
        st_austell: TinnersTrailEventActionTakenDataChangesStAustell | Unset
        if isinstance(_st_austell, Unset):
            st_austell = UNSET
        else:
            st_austell = TinnersTrailEventActionTakenDataChangesStAustell.from_dict(_st_austell)

        _st_columb = d.pop("st_columb", UNSET)
        st_columb: TinnersTrailEventActionTakenDataChangesStColumb | Unset
        if isinstance(_st_columb, Unset):
            st_columb = UNSET
        else:
            st_columb = TinnersTrailEventActionTakenDataChangesStColumb.from_dict(_st_columb)

        _st_ives = d.pop("st_ives", UNSET)
        st_ives: TinnersTrailEventActionTakenDataChangesStIves | Unset
        if isinstance(_st_ives, Unset):
            st_ives = UNSET
        else:
            st_ives = TinnersTrailEventActionTakenDataChangesStIves.from_dict(_st_ives)

        _st_just = d.pop("st_just", UNSET)
        st_just: TinnersTrailEventActionTakenDataChangesStJust | Unset
        if isinstance(_st_just, Unset):
            st_just = UNSET
        else:
            st_just = TinnersTrailEventActionTakenDataChangesStJust.from_dict(_st_just)

        _truro = d.pop("truro", UNSET)
        truro: TinnersTrailEventActionTakenDataChangesTruro | Unset
        if isinstance(_truro, Unset):
            truro = UNSET
        else:
            truro = TinnersTrailEventActionTakenDataChangesTruro.from_dict(_truro)

        _wadebridge = d.pop("wadebridge", UNSET)
        wadebridge: TinnersTrailEventActionTakenDataChangesWadebridge | Unset
        if isinstance(_wadebridge, Unset):
            wadebridge = UNSET
        else:
            wadebridge = TinnersTrailEventActionTakenDataChangesWadebridge.from_dict(_wadebridge)

        tinners_trail_event_action_taken_data_changes = cls(
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

        tinners_trail_event_action_taken_data_changes.additional_properties = d
        return tinners_trail_event_action_taken_data_changes

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
