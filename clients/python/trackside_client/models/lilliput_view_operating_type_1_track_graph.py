from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_operating_type_1_track_graph_centers_item import (
        LilliputViewOperatingType1TrackGraphCentersItem,
    )
    from ..models.lilliput_view_operating_type_1_track_graph_links_item import (
        LilliputViewOperatingType1TrackGraphLinksItem,
    )
    from ..models.lilliput_view_operating_type_1_track_graph_rules import LilliputViewOperatingType1TrackGraphRules
    from ..models.lilliput_view_operating_type_1_track_graph_segments_item import (
        LilliputViewOperatingType1TrackGraphSegmentsItem,
    )
    from ..models.lilliput_view_operating_type_1_track_graph_trains_item import (
        LilliputViewOperatingType1TrackGraphTrainsItem,
    )


T = TypeVar("T", bound="LilliputViewOperatingType1TrackGraph")


@_attrs_define
class LilliputViewOperatingType1TrackGraph:
    """
    Attributes:
        bonuses (list[Any] | Unset):
        centers (list[LilliputViewOperatingType1TrackGraphCentersItem] | Unset):
        company (str | Unset):
        format_ (str | Unset):
        game (str | Unset):
        links (list[LilliputViewOperatingType1TrackGraphLinksItem] | Unset):
        rules (LilliputViewOperatingType1TrackGraphRules | Unset):
        segments (list[LilliputViewOperatingType1TrackGraphSegmentsItem] | Unset):
        tiles (list[Any] | Unset):
        trains (list[LilliputViewOperatingType1TrackGraphTrainsItem] | Unset):
    """

    bonuses: list[Any] | Unset = UNSET
    centers: list[LilliputViewOperatingType1TrackGraphCentersItem] | Unset = UNSET
    company: str | Unset = UNSET
    format_: str | Unset = UNSET
    game: str | Unset = UNSET
    links: list[LilliputViewOperatingType1TrackGraphLinksItem] | Unset = UNSET
    rules: LilliputViewOperatingType1TrackGraphRules | Unset = UNSET
    segments: list[LilliputViewOperatingType1TrackGraphSegmentsItem] | Unset = UNSET
    tiles: list[Any] | Unset = UNSET
    trains: list[LilliputViewOperatingType1TrackGraphTrainsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonuses: list[Any] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = self.bonuses

        centers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.centers, Unset):
            centers = []
            for centers_item_data in self.centers:
                centers_item = centers_item_data.to_dict()
                centers.append(centers_item)

        company = self.company

        format_ = self.format_

        game = self.game

        links: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.links, Unset):
            links = []
            for links_item_data in self.links:
                links_item = links_item_data.to_dict()
                links.append(links_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        segments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.segments, Unset):
            segments = []
            for segments_item_data in self.segments:
                segments_item = segments_item_data.to_dict()
                segments.append(segments_item)

        tiles: list[Any] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        trains: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trains, Unset):
            trains = []
            for trains_item_data in self.trains:
                trains_item = trains_item_data.to_dict()
                trains.append(trains_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if centers is not UNSET:
            field_dict["centers"] = centers
        if company is not UNSET:
            field_dict["company"] = company
        if format_ is not UNSET:
            field_dict["format"] = format_
        if game is not UNSET:
            field_dict["game"] = game
        if links is not UNSET:
            field_dict["links"] = links
        if rules is not UNSET:
            field_dict["rules"] = rules
        if segments is not UNSET:
            field_dict["segments"] = segments
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if trains is not UNSET:
            field_dict["trains"] = trains

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_operating_type_1_track_graph_centers_item import (
            LilliputViewOperatingType1TrackGraphCentersItem,  # noqa: PLC0415
        )
        from ..models.lilliput_view_operating_type_1_track_graph_links_item import (
            LilliputViewOperatingType1TrackGraphLinksItem,  # noqa: PLC0415
        )
        from ..models.lilliput_view_operating_type_1_track_graph_rules import LilliputViewOperatingType1TrackGraphRules  # noqa: PLC0415
        from ..models.lilliput_view_operating_type_1_track_graph_segments_item import (
            LilliputViewOperatingType1TrackGraphSegmentsItem,  # noqa: PLC0415
        )
        from ..models.lilliput_view_operating_type_1_track_graph_trains_item import (
            LilliputViewOperatingType1TrackGraphTrainsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        bonuses = cast(list[Any], d.pop("bonuses", UNSET))

        _centers = d.pop("centers", UNSET)
        centers: list[LilliputViewOperatingType1TrackGraphCentersItem] | Unset = UNSET
        if _centers is not UNSET:
            centers = []
            for centers_item_data in _centers:
                centers_item = LilliputViewOperatingType1TrackGraphCentersItem.from_dict(centers_item_data)

                centers.append(centers_item)

        company = d.pop("company", UNSET)

        format_ = d.pop("format", UNSET)

        game = d.pop("game", UNSET)

        _links = d.pop("links", UNSET)
        links: list[LilliputViewOperatingType1TrackGraphLinksItem] | Unset = UNSET
        if _links is not UNSET:
            links = []
            for links_item_data in _links:
                links_item = LilliputViewOperatingType1TrackGraphLinksItem.from_dict(links_item_data)

                links.append(links_item)

        _rules = d.pop("rules", UNSET)
        rules: LilliputViewOperatingType1TrackGraphRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = LilliputViewOperatingType1TrackGraphRules.from_dict(_rules)

        _segments = d.pop("segments", UNSET)
        segments: list[LilliputViewOperatingType1TrackGraphSegmentsItem] | Unset = UNSET
        if _segments is not UNSET:
            segments = []
            for segments_item_data in _segments:
                segments_item = LilliputViewOperatingType1TrackGraphSegmentsItem.from_dict(segments_item_data)

                segments.append(segments_item)

        tiles = cast(list[Any], d.pop("tiles", UNSET))

        _trains = d.pop("trains", UNSET)
        trains: list[LilliputViewOperatingType1TrackGraphTrainsItem] | Unset = UNSET
        if _trains is not UNSET:
            trains = []
            for trains_item_data in _trains:
                trains_item = LilliputViewOperatingType1TrackGraphTrainsItem.from_dict(trains_item_data)

                trains.append(trains_item)

        lilliput_view_operating_type_1_track_graph = cls(
            bonuses=bonuses,
            centers=centers,
            company=company,
            format_=format_,
            game=game,
            links=links,
            rules=rules,
            segments=segments,
            tiles=tiles,
            trains=trains,
        )

        lilliput_view_operating_type_1_track_graph.additional_properties = d
        return lilliput_view_operating_type_1_track_graph

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
