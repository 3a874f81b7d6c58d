from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scored_item_breakdown import ScoredItemBreakdown
    from ..models.scored_item_score import ScoredItemScore


T = TypeVar("T", bound="ScoredItem")


@_attrs_define
class ScoredItem:
    """One scored game (`game`) or board (`rules`, `score`).

    Attributes:
        game (str | Unset):
        rules (str | Unset):
        scores (list[int] | None | Unset): None when seats leaving decided the game.
        winners (list[int] | Unset):
        breakdown (ScoredItemBreakdown | Unset):
        score (ScoredItemScore | Unset): The breakdown of one raw board.
        error (str | Unset): Why this item has no score (a stable code).
        detail (str | Unset):
    """

    game: str | Unset = UNSET
    rules: str | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    winners: list[int] | Unset = UNSET
    breakdown: ScoredItemBreakdown | Unset = UNSET
    score: ScoredItemScore | Unset = UNSET
    error: str | Unset = UNSET
    detail: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        breakdown: dict[str, Any] | Unset = UNSET
        if not isinstance(self.breakdown, Unset):
            breakdown = self.breakdown.to_dict()

        score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.score, Unset):
            score = self.score.to_dict()

        error = self.error

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if scores is not UNSET:
            field_dict["scores"] = scores
        if winners is not UNSET:
            field_dict["winners"] = winners
        if breakdown is not UNSET:
            field_dict["breakdown"] = breakdown
        if score is not UNSET:
            field_dict["score"] = score
        if error is not UNSET:
            field_dict["error"] = error
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scored_item_breakdown import ScoredItemBreakdown  # noqa: PLC0415
        from ..models.scored_item_score import ScoredItemScore  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        rules = d.pop("rules", UNSET)

        def _parse_scores(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        winners = cast(list[int], d.pop("winners", UNSET))

        _breakdown = d.pop("breakdown", UNSET)
        breakdown: ScoredItemBreakdown | Unset
        if isinstance(_breakdown, Unset):
            breakdown = UNSET
        else:
            breakdown = ScoredItemBreakdown.from_dict(_breakdown)

        _score = d.pop("score", UNSET)
        score: ScoredItemScore | Unset
        if isinstance(_score, Unset):
            score = UNSET
        else:
            score = ScoredItemScore.from_dict(_score)

        error = d.pop("error", UNSET)

        detail = d.pop("detail", UNSET)

        scored_item = cls(
            game=game,
            rules=rules,
            scores=scores,
            winners=winners,
            breakdown=breakdown,
            score=score,
            error=error,
            detail=detail,
        )

        scored_item.additional_properties = d
        return scored_item

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
