from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="BotPlayer")


@_attrs_define
class BotPlayer:
    """A seat a bot plays on the workers, at its level (see docs/bots.md).

    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (Literal['bot']):
        level (BotLevel | Unset): A bot seat's strength (only with kind bot; default normal).
    """

    name: str
    kind: Literal["bot"]
    level: BotLevel | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = cast(Literal["bot"], d.pop("kind"))
        if kind != "bot":
            raise ValueError(f"kind must match const 'bot', got '{kind}'")

        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = BotLevel(_level)

        bot_player = cls(
            name=name,
            kind=kind,
            level=level,
        )

        return bot_player
