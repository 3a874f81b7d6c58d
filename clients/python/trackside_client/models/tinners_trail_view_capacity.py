from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailViewCapacity")


@_attrs_define
class TinnersTrailViewCapacity:
    """
    Attributes:
        bodmin (int | Unset):
        callington (int | Unset):
        camborne (int | Unset):
        camelford (int | Unset):
        falmouth (int | Unset):
        gwennap (int | Unset):
        helston (int | Unset):
        launceston (int | Unset):
        liskeard (int | Unset):
        lizard (int | Unset):
        penzance (int | Unset):
        perranporth (int | Unset):
        redruth (int | Unset):
        st_agnes (int | Unset):
        st_austell (int | Unset):
        st_columb (int | Unset):
        st_ives (int | Unset):
        st_just (int | Unset):
        truro (int | Unset):
        wadebridge (int | Unset):
    """

    bodmin: int | Unset = UNSET
    callington: int | Unset = UNSET
    camborne: int | Unset = UNSET
    camelford: int | Unset = UNSET
    falmouth: int | Unset = UNSET
    gwennap: int | Unset = UNSET
    helston: int | Unset = UNSET
    launceston: int | Unset = UNSET
    liskeard: int | Unset = UNSET
    lizard: int | Unset = UNSET
    penzance: int | Unset = UNSET
    perranporth: int | Unset = UNSET
    redruth: int | Unset = UNSET
    st_agnes: int | Unset = UNSET
    st_austell: int | Unset = UNSET
    st_columb: int | Unset = UNSET
    st_ives: int | Unset = UNSET
    st_just: int | Unset = UNSET
    truro: int | Unset = UNSET
    wadebridge: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bodmin = self.bodmin

        callington = self.callington

        camborne = self.camborne

        camelford = self.camelford

        falmouth = self.falmouth

        gwennap = self.gwennap

        helston = self.helston

        launceston = self.launceston

        liskeard = self.liskeard

        lizard = self.lizard

        penzance = self.penzance

        perranporth = self.perranporth

        redruth = self.redruth

        st_agnes = self.st_agnes

        st_austell = self.st_austell

        st_columb = self.st_columb

        st_ives = self.st_ives

        st_just = self.st_just

        truro = self.truro

        wadebridge = self.wadebridge

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
        d = dict(src_dict)
        bodmin = d.pop("bodmin", UNSET)

        callington = d.pop("callington", UNSET)

        camborne = d.pop("camborne", UNSET)

        camelford = d.pop("camelford", UNSET)

        falmouth = d.pop("falmouth", UNSET)

        gwennap = d.pop("gwennap", UNSET)

        helston = d.pop("helston", UNSET)

        launceston = d.pop("launceston", UNSET)

        liskeard = d.pop("liskeard", UNSET)

        lizard = d.pop("lizard", UNSET)

        penzance = d.pop("penzance", UNSET)

        perranporth = d.pop("perranporth", UNSET)

        redruth = d.pop("redruth", UNSET)

        st_agnes = d.pop("st_agnes", UNSET)

        st_austell = d.pop("st_austell", UNSET)

        st_columb = d.pop("st_columb", UNSET)

        st_ives = d.pop("st_ives", UNSET)

        st_just = d.pop("st_just", UNSET)

        truro = d.pop("truro", UNSET)

        wadebridge = d.pop("wadebridge", UNSET)

        tinners_trail_view_capacity = cls(
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

        tinners_trail_view_capacity.additional_properties = d
        return tinners_trail_view_capacity

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
