from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.job_kind import JobKind
from ..models.job_status import JobStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.automa_result import AutomaResult
    from ..models.job_progress import JobProgress
    from ..models.route_income_result import RouteIncomeResult
    from ..models.scoring_result import ScoringResult


T = TypeVar("T", bound="Job")


@_attrs_define
class Job:
    """
    Attributes:
        id (str):
        kind (JobKind):
        status (JobStatus):
        progress (JobProgress | Unset):
        result (AutomaResult | RouteIncomeResult | ScoringResult | Unset): When finished: by `kind`.
        error (str | Unset):
    """

    id: str
    kind: JobKind
    status: JobStatus
    progress: JobProgress | Unset = UNSET
    result: AutomaResult | RouteIncomeResult | ScoringResult | Unset = UNSET
    error: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.route_income_result import RouteIncomeResult  # noqa: PLC0415
        from ..models.scoring_result import ScoringResult  # noqa: PLC0415

        id = self.id

        kind = self.kind.value

        status = self.status.value

        progress: dict[str, Any] | Unset = UNSET
        if not isinstance(self.progress, Unset):
            progress = self.progress.to_dict()

        result: dict[str, Any] | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, ScoringResult):
            result = self.result.to_dict()
        elif isinstance(self.result, RouteIncomeResult):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "status": status,
            }
        )
        if progress is not UNSET:
            field_dict["progress"] = progress
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.automa_result import AutomaResult  # noqa: PLC0415
        from ..models.job_progress import JobProgress  # noqa: PLC0415
        from ..models.route_income_result import RouteIncomeResult  # noqa: PLC0415
        from ..models.scoring_result import ScoringResult  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = JobKind(d.pop("kind"))

        status = JobStatus(d.pop("status"))

        _progress = d.pop("progress", UNSET)
        progress: JobProgress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = JobProgress.from_dict(_progress)

        def _parse_result(data: object) -> AutomaResult | RouteIncomeResult | ScoringResult | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ScoringResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = RouteIncomeResult.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            result_type_2 = AutomaResult.from_dict(data)

            return result_type_2

        result = _parse_result(d.pop("result", UNSET))

        error = d.pop("error", UNSET)

        job = cls(
            id=id,
            kind=kind,
            status=status,
            progress=progress,
            result=result,
            error=error,
        )

        job.additional_properties = d
        return job

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
