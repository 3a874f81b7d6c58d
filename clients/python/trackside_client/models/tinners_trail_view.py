from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tinners_trail_view_areas import TinnersTrailViewAreas
    from ..models.tinners_trail_view_auction_type_1 import TinnersTrailViewAuctionType1
    from ..models.tinners_trail_view_available import TinnersTrailViewAvailable
    from ..models.tinners_trail_view_capacity import TinnersTrailViewCapacity
    from ..models.tinners_trail_view_investing_type_1 import TinnersTrailViewInvestingType1
    from ..models.tinners_trail_view_ore_item import TinnersTrailViewOreItem
    from ..models.tinners_trail_view_price_gbp import TinnersTrailViewPriceGbp
    from ..models.tinners_trail_view_prices_type_1 import TinnersTrailViewPricesType1
    from ..models.tinners_trail_view_result_type_1 import TinnersTrailViewResultType1


T = TypeVar("T", bound="TinnersTrailView")


@_attrs_define
class TinnersTrailView:
    """Tinners' Trail as one seat (or the spectator) may see it.

    Attributes:
        adits (list[list[str]]):
        areas (TinnersTrailViewAreas):
        auction (None | TinnersTrailViewAuctionType1):
        available (TinnersTrailViewAvailable):
        capacity (TinnersTrailViewCapacity):
        cubes_left (list[int]):
        explorers (list[int]):
        investing (None | TinnersTrailViewInvestingType1):
        investments (list[list[list[int]]]):
        last_action (int | None | str):
        mines_left (list[int]):
        money (list[int]):
        names (list[str]):
        order (list[int]):
        ore (list[TinnersTrailViewOreItem]):
        passed (list[int]):
        phase (str):
        prices (None | TinnersTrailViewPricesType1):
        pumps (list[int]):
        result (None | TinnersTrailViewResultType1):
        round_ (int):
        seats (int):
        track (list[list[int] | None]):
        turn (int):
        viewer (int | None):
        waiting (list[int]):
        price_gbp (TinnersTrailViewPriceGbp | Unset):
        rules_version (str | Unset):
    """

    adits: list[list[str]]
    areas: TinnersTrailViewAreas
    auction: None | TinnersTrailViewAuctionType1
    available: TinnersTrailViewAvailable
    capacity: TinnersTrailViewCapacity
    cubes_left: list[int]
    explorers: list[int]
    investing: None | TinnersTrailViewInvestingType1
    investments: list[list[list[int]]]
    last_action: int | None | str
    mines_left: list[int]
    money: list[int]
    names: list[str]
    order: list[int]
    ore: list[TinnersTrailViewOreItem]
    passed: list[int]
    phase: str
    prices: None | TinnersTrailViewPricesType1
    pumps: list[int]
    result: None | TinnersTrailViewResultType1
    round_: int
    seats: int
    track: list[list[int] | None]
    turn: int
    viewer: int | None
    waiting: list[int]
    price_gbp: TinnersTrailViewPriceGbp | Unset = UNSET
    rules_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tinners_trail_view_auction_type_1 import TinnersTrailViewAuctionType1  # noqa: PLC0415
        from ..models.tinners_trail_view_investing_type_1 import TinnersTrailViewInvestingType1  # noqa: PLC0415
        from ..models.tinners_trail_view_prices_type_1 import TinnersTrailViewPricesType1  # noqa: PLC0415
        from ..models.tinners_trail_view_result_type_1 import TinnersTrailViewResultType1  # noqa: PLC0415

        adits = []
        for adits_item_data in self.adits:
            adits_item = adits_item_data

            adits.append(adits_item)

        areas = self.areas.to_dict()

        auction: dict[str, Any] | None
        if isinstance(self.auction, TinnersTrailViewAuctionType1):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        available = self.available.to_dict()

        capacity = self.capacity.to_dict()

        cubes_left = self.cubes_left

        explorers = self.explorers

        investing: dict[str, Any] | None
        if isinstance(self.investing, TinnersTrailViewInvestingType1):
            investing = self.investing.to_dict()
        else:
            investing = self.investing

        investments = []
        for investments_item_data in self.investments:
            investments_item = []
            for investments_item_item_data in investments_item_data:
                investments_item_item = investments_item_item_data

                investments_item.append(investments_item_item)

            investments.append(investments_item)

        last_action: int | None | str
        last_action = self.last_action

        mines_left = self.mines_left

        money = self.money

        names = self.names

        order = self.order

        ore = []
        for ore_item_data in self.ore:
            ore_item = ore_item_data.to_dict()
            ore.append(ore_item)

        passed = self.passed

        phase = self.phase

        prices: dict[str, Any] | None
        if isinstance(self.prices, TinnersTrailViewPricesType1):
            prices = self.prices.to_dict()
        else:
            prices = self.prices

        pumps = self.pumps

        result: dict[str, Any] | None
        if isinstance(self.result, TinnersTrailViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        seats = self.seats

        track = []
        for track_item_data in self.track:
            track_item: list[int] | None
            if isinstance(track_item_data, list):
                track_item = track_item_data

            else:
                track_item = track_item_data
            track.append(track_item)

        turn = self.turn

        viewer: int | None
        viewer = self.viewer

        waiting = self.waiting

        price_gbp: dict[str, Any] | Unset = UNSET
        if not isinstance(self.price_gbp, Unset):
            price_gbp = self.price_gbp.to_dict()

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adits": adits,
                "areas": areas,
                "auction": auction,
                "available": available,
                "capacity": capacity,
                "cubes_left": cubes_left,
                "explorers": explorers,
                "investing": investing,
                "investments": investments,
                "last_action": last_action,
                "mines_left": mines_left,
                "money": money,
                "names": names,
                "order": order,
                "ore": ore,
                "passed": passed,
                "phase": phase,
                "prices": prices,
                "pumps": pumps,
                "result": result,
                "round": round_,
                "seats": seats,
                "track": track,
                "turn": turn,
                "viewer": viewer,
                "waiting": waiting,
            }
        )
        if price_gbp is not UNSET:
            field_dict["price_gbp"] = price_gbp
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_view_areas import TinnersTrailViewAreas  # noqa: PLC0415
        from ..models.tinners_trail_view_auction_type_1 import TinnersTrailViewAuctionType1  # noqa: PLC0415
        from ..models.tinners_trail_view_available import TinnersTrailViewAvailable  # noqa: PLC0415
        from ..models.tinners_trail_view_capacity import TinnersTrailViewCapacity  # noqa: PLC0415
        from ..models.tinners_trail_view_investing_type_1 import TinnersTrailViewInvestingType1  # noqa: PLC0415
        from ..models.tinners_trail_view_ore_item import TinnersTrailViewOreItem  # noqa: PLC0415
        from ..models.tinners_trail_view_price_gbp import TinnersTrailViewPriceGbp  # noqa: PLC0415
        from ..models.tinners_trail_view_prices_type_1 import TinnersTrailViewPricesType1  # noqa: PLC0415
        from ..models.tinners_trail_view_result_type_1 import TinnersTrailViewResultType1  # noqa: PLC0415

        d = dict(src_dict)
        adits = []
        _adits = d.pop("adits")
        for adits_item_data in _adits:
            adits_item = cast(list[str], adits_item_data)

            adits.append(adits_item)

        areas = TinnersTrailViewAreas.from_dict(d.pop("areas"))

        def _parse_auction(data: object) -> None | TinnersTrailViewAuctionType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_1 = TinnersTrailViewAuctionType1.from_dict(data)

                return auction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TinnersTrailViewAuctionType1, data)

        auction = _parse_auction(d.pop("auction"))

        available = TinnersTrailViewAvailable.from_dict(d.pop("available"))

        capacity = TinnersTrailViewCapacity.from_dict(d.pop("capacity"))

        cubes_left = cast(list[int], d.pop("cubes_left"))

        explorers = cast(list[int], d.pop("explorers"))

        def _parse_investing(data: object) -> None | TinnersTrailViewInvestingType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                investing_type_1 = TinnersTrailViewInvestingType1.from_dict(data)

                return investing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TinnersTrailViewInvestingType1, data)

        investing = _parse_investing(d.pop("investing"))

        investments = []
        _investments = d.pop("investments")
        for investments_item_data in _investments:
            investments_item = []
            _investments_item = investments_item_data
            for investments_item_item_data in _investments_item:
                investments_item_item = cast(list[int], investments_item_item_data)

                investments_item.append(investments_item_item)

            investments.append(investments_item)

        def _parse_last_action(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        last_action = _parse_last_action(d.pop("last_action"))

        mines_left = cast(list[int], d.pop("mines_left"))

        money = cast(list[int], d.pop("money"))

        names = cast(list[str], d.pop("names"))

        order = cast(list[int], d.pop("order"))

        ore = []
        _ore = d.pop("ore")
        for ore_item_data in _ore:
            ore_item = TinnersTrailViewOreItem.from_dict(ore_item_data)

            ore.append(ore_item)

        passed = cast(list[int], d.pop("passed"))

        phase = d.pop("phase")

        def _parse_prices(data: object) -> None | TinnersTrailViewPricesType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prices_type_1 = TinnersTrailViewPricesType1.from_dict(data)

                return prices_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TinnersTrailViewPricesType1, data)

        prices = _parse_prices(d.pop("prices"))

        pumps = cast(list[int], d.pop("pumps"))

        def _parse_result(data: object) -> None | TinnersTrailViewResultType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = TinnersTrailViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TinnersTrailViewResultType1, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        seats = d.pop("seats")

        track = []
        _track = d.pop("track")
        for track_item_data in _track:

            def _parse_track_item(data: object) -> list[int] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    track_item_type_0 = cast(list[int], data)

                    return track_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int] | None, data)

            track_item = _parse_track_item(track_item_data)

            track.append(track_item)

        turn = d.pop("turn")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        waiting = cast(list[int], d.pop("waiting"))

        _price_gbp = d.pop("price_gbp", UNSET)
        price_gbp: TinnersTrailViewPriceGbp | Unset
        if isinstance(_price_gbp, Unset):
            price_gbp = UNSET
        else:
            price_gbp = TinnersTrailViewPriceGbp.from_dict(_price_gbp)

        rules_version = d.pop("rules_version", UNSET)

        tinners_trail_view = cls(
            adits=adits,
            areas=areas,
            auction=auction,
            available=available,
            capacity=capacity,
            cubes_left=cubes_left,
            explorers=explorers,
            investing=investing,
            investments=investments,
            last_action=last_action,
            mines_left=mines_left,
            money=money,
            names=names,
            order=order,
            ore=ore,
            passed=passed,
            phase=phase,
            prices=prices,
            pumps=pumps,
            result=result,
            round_=round_,
            seats=seats,
            track=track,
            turn=turn,
            viewer=viewer,
            waiting=waiting,
            price_gbp=price_gbp,
            rules_version=rules_version,
        )

        tinners_trail_view.additional_properties = d
        return tinners_trail_view

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
