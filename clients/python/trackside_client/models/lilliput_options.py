from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lilliput_options_variant_type_0 import LilliputOptionsVariantType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock
    from ..models.lilliput_options_landscape_item import LilliputOptionsLandscapeItem


T = TypeVar("T", bound="LilliputOptions")


@_attrs_define
class LilliputOptions:
    """The options of 18 Lilliput, and the table's (undo, clock).

    Attributes:
        advanced (bool | Unset): The advanced variant: the top train leaves for the depot before the company operates,
            not in bureaucracy. Default: False.
        variant (LilliputOptionsVariantType0 | None | Unset): One of the rulebook's variants ("Varianty hry"), one at a
            time; null for the base game. allenbeck-tottenham-express: named brown cities, a train stopping at three of the
            four named cities earns £20 once; laputa: brown Laputa cities only the company of their colour may lay and run
            through; brobdingnag: Brob tiles in place of the start, city and Y-city tiles, and half of a payout goes to the
            company.
        two_characters (bool | Unset): The 2-player variant ("Varianta pro hru 2 hráčů"): each player chooses two
            character cards. Only with exactly two human seats (else refused: lilliput.two_characters). Default: False.
        landscape (list[LilliputOptionsLandscapeItem] | Unset): The scenario track tiles ("Scénářové dílky tratí") the
            players agree to lay before the game, each {square, tile, rotation}; empty for the base game's open table.
        undo (bool | Unset): false: no seat may take back a command (undo is refused: undo.disabled). Left out: a seat
            may take back its last commands while they revealed nothing and no other seat has acted, at most 3 undos a turn.
        clock (Clock | Unset): A Fischer clock: base_s to start with, increment_s added each time the seat's turn ends
            (one of them above 0); on_timeout: the seat loses, or a bot plays it on.
    """

    advanced: bool | Unset = False
    variant: LilliputOptionsVariantType0 | None | Unset = UNSET
    two_characters: bool | Unset = False
    landscape: list[LilliputOptionsLandscapeItem] | Unset = UNSET
    undo: bool | Unset = UNSET
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        advanced = self.advanced

        variant: None | str | Unset
        if isinstance(self.variant, Unset):
            variant = UNSET
        elif isinstance(self.variant, LilliputOptionsVariantType0):
            variant = self.variant.value
        else:
            variant = self.variant

        two_characters = self.two_characters

        landscape: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.landscape, Unset):
            landscape = []
            for landscape_item_data in self.landscape:
                landscape_item = landscape_item_data.to_dict()
                landscape.append(landscape_item)

        undo = self.undo

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if advanced is not UNSET:
            field_dict["advanced"] = advanced
        if variant is not UNSET:
            field_dict["variant"] = variant
        if two_characters is not UNSET:
            field_dict["two_characters"] = two_characters
        if landscape is not UNSET:
            field_dict["landscape"] = landscape
        if undo is not UNSET:
            field_dict["undo"] = undo
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.lilliput_options_landscape_item import LilliputOptionsLandscapeItem  # noqa: PLC0415

        d = dict(src_dict)
        advanced = d.pop("advanced", UNSET)

        def _parse_variant(data: object) -> LilliputOptionsVariantType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_0 = LilliputOptionsVariantType0(data)

                return variant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LilliputOptionsVariantType0 | None | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))

        two_characters = d.pop("two_characters", UNSET)

        _landscape = d.pop("landscape", UNSET)
        landscape: list[LilliputOptionsLandscapeItem] | Unset = UNSET
        if _landscape is not UNSET:
            landscape = []
            for landscape_item_data in _landscape:
                landscape_item = LilliputOptionsLandscapeItem.from_dict(landscape_item_data)

                landscape.append(landscape_item)

        undo = d.pop("undo", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        lilliput_options = cls(
            advanced=advanced,
            variant=variant,
            two_characters=two_characters,
            landscape=landscape,
            undo=undo,
            clock=clock,
        )

        return lilliput_options
